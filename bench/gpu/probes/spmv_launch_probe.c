/* Probe (issue 16): why SELL SpMV on the irregular gallery matrix runs at half cuSPARSE's speed
 * on the H200. Nsight Compute (spmv_irregular_ncu.sh) showed the generated omp-target kernel
 * launched as 3,200 teams of 128 (libomptarget's choice for num_teams(0): each thread takes
 * about 15 row slots in turn), 62% occupancy, 89% of its stalls waiting on loads, and half
 * cuSPARSE's memory throughput. This times the same SELL kernel (the body of
 * templates/kernels/sparse/sell.c.j2) with other launch shapes and unrolls, and a copy kernel
 * the same ways, in one process on one matrix. Each variant's y is checked against the
 * generated kernel's bit for bit (same sums in the same order).
 *
 *   spmv_launch_probe [--matrix irregular:6000000:9:1] [--sigma 65536] [--reps 20]
 *
 * Prints one line per variant: ms (median of 5 batches of reps calls) and the speed against
 * the generated kernel; then the copy kernels' GB/s. Built by spmv_launch_probe.sh. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

#include "probe_sell.h"

typedef struct {
    int32_t n_chunks;
    const int64_t *chunk_ptr;
    const int32_t *chunk_len, *perm, *col;
    const double *val, *x;
    double *y;
    int64_t nnz_stored;
    int32_t n;
} sell_args;

/* Slot s's row (a padding slot goes on to the next), its chunk and its first entry. */
#define SLOT_START                                                                                 \
    const int32_t row = perm[s];                                                                   \
    if (row < 0)                                                                                   \
        continue;                                                                                  \
    const int64_t chunk = s / C;                                                                   \
    const int64_t base = chunk_ptr[chunk] + s % C;

/* The generated kernel's loop, rows unrolled by the compiler's default. */
#define SELL_LOOP                                                                                  \
    for (int64_t s = 0; s < n_slots; ++s) {                                                        \
        SLOT_START                                                                                 \
        double sum = 0;                                                                            \
        for (int32_t k = 0; k < chunk_len[chunk]; ++k)                                             \
            sum += val[base + (int64_t)k * C] * x[col[base + (int64_t)k * C]];                     \
        y[row] = sum;                                                                              \
    }

/* The same with the row loop's loads unrolled by 8: the 8 columns and values, then the 8
 * gathers of x, then the sums in the generated order (the same bits). */
#define SELL_UNROLL8_LOOP                                                                          \
    for (int64_t s = 0; s < n_slots; ++s) {                                                        \
        SLOT_START                                                                                 \
        const int32_t len = chunk_len[chunk];                                                      \
        double sum = 0;                                                                            \
        int32_t k = 0;                                                                             \
        for (; k + 8 <= len; k += 8) {                                                             \
            int32_t c[8];                                                                          \
            double v[8], g[8];                                                                     \
            for (int u = 0; u < 8; ++u)                                                            \
                c[u] = col[base + (int64_t)(k + u) * C], v[u] = val[base + (int64_t)(k + u) * C];  \
            for (int u = 0; u < 8; ++u)                                                            \
                g[u] = x[c[u]];                                                                    \
            for (int u = 0; u < 8; ++u)                                                            \
                sum += v[u] * g[u];                                                                \
        }                                                                                          \
        for (; k < len; ++k)                                                                       \
            sum += val[base + (int64_t)k * C] * x[col[base + (int64_t)k * C]];                     \
        y[row] = sum;                                                                              \
    }

/* LOOP launched as `teams` teams (0: no num_teams clause, the runtime's choice) of `threads`. */
#define LAUNCH(LOOP)                                                                               \
    const int64_t n_slots = (int64_t)a->n_chunks * C;                                              \
    const int64_t *chunk_ptr = a->chunk_ptr;                                                       \
    const int32_t *chunk_len = a->chunk_len, *perm = a->perm, *col = a->col;                       \
    const double *val = a->val, *x = a->x;                                                         \
    double *y = a->y;                                                                              \
    if (teams > 0) {                                                                               \
        _Pragma("omp target teams distribute parallel for num_teams(teams) thread_limit(threads)") \
        LOOP                                                                                       \
    } else {                                                                                       \
        _Pragma("omp target teams distribute parallel for thread_limit(threads)")                  \
        LOOP                                                                                       \
    }

static void sell_shape(const sell_args *a, int teams, int threads) { LAUNCH(SELL_LOOP) }
static void sell_unroll8(const sell_args *a, int teams, int threads) { LAUNCH(SELL_UNROLL8_LOOP) }

/* CSR cut into runs of E = 8 nonzeros, one run a thread whatever the rows (cuSPARSE's
 * csrmv_v3_kernel gives a thread about 7): the 8 columns and values, then the 8 gathers of x,
 * all independent; a row's sum goes to y by an atomic add where the row ends inside the run
 * and at the run's end (y zeroed first). run_row[t], made on the host, is the row of the run's
 * first nonzero. The sums of a row cut between runs are added in an unspecified order. */
#define E 8
static void csr_split(int32_t n_rows, int64_t nnz, const int32_t *rowptr, const int32_t *col,
                      const double *val, const int32_t *run_row, const double *x, double *y)
{
    const int64_t n_runs = (nnz + E - 1) / E;
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) thread_limit(128)
    for (int32_t i = 0; i < n_rows; ++i)
        y[i] = 0;
#pragma omp target teams distribute parallel for num_teams((int)(n_runs / 128 + 1)) thread_limit(128)
    for (int64_t t = 0; t < n_runs; ++t) {
        const int64_t e0 = t * E;
        double p[E];
        if (e0 + E <= nnz) {
            int32_t c[E];
            for (int u = 0; u < E; ++u)
                c[u] = col[e0 + u];
            for (int u = 0; u < E; ++u)
                p[u] = val[e0 + u] * x[c[u]];
        } else {
            for (int u = 0; u < E; ++u)
                p[u] = e0 + u < nnz ? val[e0 + u] * x[col[e0 + u]] : 0.0;
        }
        int32_t r = run_row[t];
        int64_t next = rowptr[r + 1];
        double sum = 0;
        for (int u = 0; u < E && e0 + u < nnz; ++u) {
            while (e0 + u >= next) { /* row r ends before entry e0 + u */
                if (sum != 0) {
#pragma omp atomic update
                    y[r] += sum;
                }
                sum = 0;
                next = rowptr[++r + 1];
            }
            sum += p[u];
        }
#pragma omp atomic update
        y[r] += sum;
    }
}

static void copy_shape(int64_t n, const double *x, double *y, int teams, int threads)
{
    if (teams > 0) {
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(threads)
        for (int64_t i = 0; i < n; ++i)
            y[i] = x[i];
    } else {
#pragma omp target teams distribute parallel for thread_limit(threads)
        for (int64_t i = 0; i < n; ++i)
            y[i] = x[i];
    }
}

int main(int argc, char **argv)
{
    const probe_sell_options o = probe_sell_parse(argc, argv, "spmv_launch_probe");
    const char *spec = o.spec;
    const int sigma = o.sigma, reps = o.reps;
    csr_matrix a;
    sell_matrix s;
    probe_sell_load(&o, 0, &a, &s);
    const int64_t stored = s.chunk_ptr[s.n_chunks], n = a.n_rows;
    double *x = xmalloc(sizeof *x * (size_t)n), *y = xcalloc((size_t)n, sizeof *y),
           *yref = xmalloc(sizeof *yref * (size_t)n);
    for (int64_t i = 0; i < n; ++i)
        x[i] = 1.0 + (double)(i % 1000) * 1e-3;
    dev_copyin(s.val, sizeof *s.val * (size_t)stored);
    dev_copyin(x, sizeof *x * (size_t)n);
    dev_copyin(y, sizeof *y * (size_t)n);
    printf("spmv_launch_probe: %s, %lld rows, %lld stored entries (SELL C = %d, sigma = %d), %lld slots\n",
           spec, (long long)n, (long long)stored, C, sigma, (long long)s.n_chunks * C);

    /* the generated kernel, the reference of every variant */
    double ms_gen;
    TIME_MS(ms_gen, reps, sparse_spmv_sell_double(a.n_rows, a.n_cols, s.n_chunks, s.chunk_ptr, s.chunk_len,
                                                  s.perm, s.col, s.val, x, y));
    dev_update_host(y, sizeof *y * (size_t)n);
    memcpy(yref, y, sizeof *y * (size_t)n);
    printf("RESULT variant=generated teams=0 threads=128 ms=%.4f speed=1.00\n", ms_gen);

    sell_args args = {s.n_chunks, s.chunk_ptr, s.chunk_len, s.perm, s.col, s.val, x, y, stored, a.n_rows};
    /* (mapped pointers: the target regions below find them present by address) */
    const int64_t slots = (int64_t)s.n_chunks * C;
    const int threads_grid[] = {128, 256, 512};
    for (int v = 0; v < 2; ++v)
        for (int t = 0; t < 3; ++t)
            for (int full = 0; full < 2; ++full) {
                const int threads = threads_grid[t];
                const int teams = full ? (int)((slots + threads - 1) / threads) : 0;
                double ms;
                memset(y, 0, sizeof *y * (size_t)n);
                dev_update_device(y, sizeof *y * (size_t)n);
                if (v == 0)
                    TIME_MS(ms, reps, sell_shape(&args, teams, threads));
                else
                    TIME_MS(ms, reps, sell_unroll8(&args, teams, threads));
                dev_update_host(y, sizeof *y * (size_t)n);
                const int same = memcmp(y, yref, sizeof *y * (size_t)n) == 0;
                printf("RESULT variant=%s teams=%d threads=%d ms=%.4f speed=%.2f%s\n",
                       v ? "unroll8" : "shape", teams, threads, ms, ms_gen / ms,
                       same ? "" : " WRONG (y differs from the generated kernel's)");
            }
    /* CSR in runs of E nonzeros against the generated SELL kernel's y (sums in another order:
     * relative difference against the row's sum of |products| 1e-12 at most) */
    {
        const int64_t n_runs = (a.nnz + E - 1) / E;
        int32_t *run_row = xmalloc(sizeof *run_row * (size_t)(n_runs ? n_runs : 1));
        for (int32_t r = 0, t = 0; t < n_runs; ++t) {
            while (a.rowptr[r + 1] <= (int64_t)t * E)
                ++r;
            run_row[t] = r;
        }
        dev_copyin(a.rowptr, sizeof *a.rowptr * (size_t)(n + 1));
        dev_copyin(a.col, sizeof *a.col * (size_t)a.nnz);
        dev_copyin(a.val, sizeof *a.val * (size_t)a.nnz);
        dev_copyin(run_row, sizeof *run_row * (size_t)n_runs);
        double ms;
        TIME_MS(ms, reps, csr_split(a.n_rows, a.nnz, a.rowptr, a.col, a.val, run_row, x, y));
        dev_update_host(y, sizeof *y * (size_t)n);
        double worst = 0;
        for (int32_t i = 0; i < a.n_rows; ++i) {
            double scale = 0;
            for (int32_t k = a.rowptr[i]; k < a.rowptr[i + 1]; ++k)
                scale += fabs(a.val[k] * x[a.col[k]]);
            const double d = fabs(y[i] - yref[i]) / (scale > 0 ? scale : 1);
            worst = d > worst ? d : worst;
        }
        printf("RESULT variant=csr_split%d teams=%lld threads=128 ms=%.4f speed=%.2f%s\n", E,
               (long long)(n_runs / 128 + 1), ms, ms_gen / ms,
               worst <= 1e-12 ? "" : " WRONG (y differs from the generated kernel's)");
    }
    /* copy: 2 x 8 bytes per element */
    const int64_t m = 1LL << 27;
    double *cx = xmalloc(sizeof *cx * (size_t)m), *cy = xmalloc(sizeof *cy * (size_t)m);
    for (int64_t i = 0; i < m; ++i)
        cx[i] = (double)i;
    dev_copyin(cx, sizeof *cx * (size_t)m), dev_copyin(cy, sizeof *cy * (size_t)m);
    for (int t = 0; t < 3; ++t)
        for (int full = 0; full < 2; ++full) {
            const int threads = threads_grid[t];
            const int teams = full ? (int)((m + threads - 1) / threads) : 0;
            double ms;
            TIME_MS(ms, reps, copy_shape(m, cx, cy, teams, threads));
            printf("RESULT variant=copy teams=%d threads=%d ms=%.4f gbs=%.1f\n", teams, threads, ms,
                   16.0 * (double)m / ms * 1e-6);
        }
    return 0;
}
