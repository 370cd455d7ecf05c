/* Probe (issue 16): does the irregular matrix's SpMV in float gain from several lanes a row,
 * their sums added across the warp by shuffles? The ninth session's Nsight Compute profile
 * (BENCHMARKS.md, sparse, "ninth session") found our SELL kernel moving the same L2 sectors as
 * cuSPARSE's CSR kernel at 85.6% of the L2's throughput against 96.3%, and issuing half its
 * warp instructions at twice the distance; more loads in flight per thread lost
 * (spmv_group_probe.c). cuSPARSE's count suggests several threads a row.
 * The matrix is renumbered by row length (csr_apply_reorder, windows of 65,536 rows, as
 * spmv_bench --reorder length:65536), so SELL's permutation is the identity. Variants:
 *   generated      gen/omp-target/sparse_sell_*.c (the product, one thread a slot)
 *   sell_lanesT    SELL-32, T lanes a row (T = 2, 4): a warp takes 32/T rows of a chunk, lane h
 *                  of a row its entries h, h + T, ...; every warp load still one line's run
 *   csr_lanesT     CSR, T lanes a row (T = 1, 2, 4, 8), lane h the entries rowptr + h, + 2T, ...
 *   ..._tN         the same with teams of N threads (default 128)
 * The lanes' sums are added by __nvvm_shfl_sync_bfly (a declare variant for nvptx64): in a
 * different order from the generated kernel's, so every y is checked against the CPU
 * reference (double) to the same bound as the generated kernel's, not bit for bit.
 * Device only (run with OMP_TARGET_OFFLOAD=MANDATORY): the host has no lanes to shuffle.
 *
 *   spmv_lanes_probe [--matrix irregular:6000000:9:1] [--sigma 32] [--reps 20]
 */
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

#define WINDOW 65536 /* the renumbering's windows */

/* v summed with lane ^ mask's v (host: v alone; this probe runs on the device only) */
#pragma omp declare target
static float lane_xor_sum_f(float v, int mask) { (void)mask; return v; }
static double lane_xor_sum_d(double v, int mask) { (void)mask; return v; }
#pragma omp end declare target
#pragma omp begin declare variant match(device = {arch(nvptx64)})
static float lane_xor_sum_f(float v, int mask)
{
    return v + __nvvm_shfl_sync_bfly_f32(0xffffffffu, v, mask, 0x1f);
}
static double lane_xor_sum_d(double v, int mask)
{
    long long bits;
    __builtin_memcpy(&bits, &v, sizeof bits);
    const int lo = __nvvm_shfl_sync_bfly_i32(0xffffffffu, (int)bits, mask, 0x1f);
    const int hi = __nvvm_shfl_sync_bfly_i32(0xffffffffu, (int)(bits >> 32), mask, 0x1f);
    bits = (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);
    double other;
    __builtin_memcpy(&other, &bits, sizeof other);
    return v + other;
}
#pragma omp end declare variant

#define LANE_SUM_float lane_xor_sum_f
#define LANE_SUM_double lane_xor_sum_d

/* SELL-32, T lanes a row, teams of TEAM threads */
#define SELL_LANES(name, T, LANES, TEAM)                                                           \
    static void name(const sell_matrix *m, const T *restrict val, const T *restrict x,             \
                     T *restrict y)                                                                \
    {                                                                                              \
        const int64_t n_threads = (int64_t)m->n_chunks * C * (LANES), stored = m->chunk_ptr[m->n_chunks]; \
        const int64_t n_chunks = m->n_chunks, n = m->n_rows, n_slots = (int64_t)m->n_chunks * C;   \
        const int64_t *restrict chunk_ptr = m->chunk_ptr;                                          \
        const int32_t *restrict chunk_len = m->chunk_len, *restrict perm = m->perm,                \
                      *restrict col = m->col;                                                      \
        PROBE_EXPANDED_PRAGMA(omp target teams distribute parallel for                             \
                                  num_teams((int)(n_threads / (TEAM) + 1)) thread_limit(TEAM)      \
            map(present, alloc: chunk_ptr[0:n_chunks + 1], chunk_len[0:n_chunks],                  \
                perm[0:n_slots], col[0:stored], val[0:stored], x[0:n], y[0:n]))                    \
        for (int64_t t = 0; t < n_threads; ++t) {                                                  \
            const int64_t c = t / (C * (LANES));                                                   \
            const int u = (int)(t % (C * (LANES))), lane = u % 32;                                 \
            const int r = (u / 32) * (32 / (LANES)) + lane / (LANES), h = lane % (LANES);          \
            const int64_t base = chunk_ptr[c] + r;                                                 \
            const int32_t len = chunk_len[c];                                                      \
            T sum = 0;                                                                             \
            for (int32_t k = h; k < len; k += (LANES))                                             \
                sum += val[base + (int64_t)k * C] * x[col[base + (int64_t)k * C]];                 \
            for (int mask = 1; mask < (LANES); mask *= 2)                                          \
                sum = LANE_SUM_##T(sum, mask);                                                     \
            const int32_t row = perm[c * C + r];                                                   \
            if (h == 0 && row >= 0)                                                                \
                y[row] = sum;                                                                      \
        }                                                                                          \
    }

/* CSR, T lanes a row, teams of TEAM threads (the last warp's lanes past the rows still shuffle) */
#define CSR_LANES(name, T, LANES, TEAM)                                                            \
    static void name(const csr_matrix *a, const T *restrict val, const T *restrict x,              \
                     T *restrict y)                                                                \
    {                                                                                              \
        const int64_t n = a->n_rows, nnz = a->nnz;                                                 \
        const int64_t n_threads = (n * (LANES) + 31) / 32 * 32;                                    \
        const int32_t *restrict rowptr = a->rowptr, *restrict col = a->col;                        \
        PROBE_EXPANDED_PRAGMA(omp target teams distribute parallel for                             \
                                  num_teams((int)(n_threads / (TEAM) + 1)) thread_limit(TEAM)      \
            map(present, alloc: rowptr[0:n + 1], col[0:nnz], val[0:nnz], x[0:n], y[0:n]))          \
        for (int64_t t = 0; t < n_threads; ++t) {                                                  \
            const int64_t row = t / (LANES);                                                       \
            const int h = (int)(t % (LANES));                                                      \
            T sum = 0;                                                                             \
            if (row < n)                                                                           \
                for (int32_t k = rowptr[row] + h; k < rowptr[row + 1]; k += (LANES))               \
                    sum += val[k] * x[col[k]];                                                     \
            for (int mask = 1; mask < (LANES); mask *= 2)                                          \
                sum = LANE_SUM_##T(sum, mask);                                                     \
            if (h == 0 && row < n)                                                                 \
                y[row] = sum;                                                                      \
        }                                                                                          \
    }

#define VARIANTS(T)                                                                                \
    SELL_LANES(sell_lanes2_##T, T, 2, 128)                                                         \
    SELL_LANES(sell_lanes4_##T, T, 4, 128)                                                         \
    SELL_LANES(sell_lanes2_t512_##T, T, 2, 512)                                                    \
    CSR_LANES(csr_lanes1_##T, T, 1, 128)                                                           \
    CSR_LANES(csr_lanes2_##T, T, 2, 128)                                                           \
    CSR_LANES(csr_lanes4_##T, T, 4, 128)                                                           \
    CSR_LANES(csr_lanes8_##T, T, 8, 128)                                                           \
    CSR_LANES(csr_lanes4_t512_##T, T, 4, 512)                                                      \
    CSR_LANES(csr_lanes8_t512_##T, T, 8, 512)
VARIANTS(float)
VARIANTS(double)

/* each of the `count` kernels fns (names) on matrix m with values vals: y zeroed, timed, checked
 * against the reference (inside RUN_PRECISION) */
#define TIME_VARIANTS(T, fns, names, count, m, vals)                                               \
    for (int v = 0; v < (count); ++v) {                                                            \
        memset(y, 0, sizeof(T) * (size_t)n);                                                       \
        dev_update_device(y, sizeof(T) * (size_t)n);                                               \
        TIME_MS(ms, reps, fns[v](m, vals, x, y));                                                  \
        dev_update_host(y, sizeof(T) * (size_t)n);                                                 \
        err = probe_max_rel_error(&a, xd, yd, probe_##T##_at, y);                                  \
        failed += !(err < bound);                                                                  \
        printf("RESULT precision=" #T " variant=%s ms=%.4f speed=%.2f maxrel=%.2e\n", names[v],    \
               ms, ms_gen / ms, err);                                                              \
    }

/* one precision: the generated kernel, then every variant, each checked against the reference */
#define RUN_PRECISION(T)                                                                           \
    do {                                                                                           \
        T *val = xmalloc(sizeof(T) * (size_t)stored), *x = xmalloc(sizeof(T) * (size_t)n);         \
        T *cval = xmalloc(sizeof(T) * (size_t)a.nnz), *y = xcalloc((size_t)n, sizeof(T));          \
        double *xd = xmalloc(sizeof(double) * (size_t)n), *yd = xmalloc(sizeof(double) * (size_t)n); \
        for (int64_t e = 0; e < stored; ++e)                                                       \
            val[e] = (T)s.val[e];                                                                  \
        for (int64_t e = 0; e < a.nnz; ++e)                                                        \
            cval[e] = (T)a.val[e];                                                                 \
        for (int64_t i = 0; i < n; ++i)                                                            \
            x[i] = (T)(1.0 + (double)(i % 1000) * 1e-3), xd[i] = (double)x[i];                     \
        csr_spmv_reference(&a, xd, yd);                                                            \
        dev_copyin(val, sizeof(T) * (size_t)stored);                                               \
        dev_copyin(cval, sizeof(T) * (size_t)a.nnz);                                               \
        dev_copyin(x, sizeof(T) * (size_t)n);                                                      \
        dev_copyin(y, sizeof(T) * (size_t)n);                                                      \
        const double bound = sizeof(T) == 4 ? 1e-4 : 1e-12;                                        \
        double ms_gen, ms;                                                                         \
        TIME_MS(ms_gen, reps, sparse_spmv_sell_##T(s.n_rows, s.n_cols, s.n_chunks, s.chunk_ptr,    \
                                                   s.chunk_len, s.perm, s.col, val, x, y));        \
        dev_update_host(y, sizeof(T) * (size_t)n);                                                 \
        double err = probe_max_rel_error(&a, xd, yd, probe_##T##_at, y);                           \
        failed += !(err < bound);                                                                  \
        printf("RESULT precision=" #T " variant=generated ms=%.4f speed=1.00 maxrel=%.2e\n",       \
               ms_gen, err);                                                                       \
        void (*const sells[])(const sell_matrix *, const T *, const T *, T *) = {                  \
            sell_lanes2_##T, sell_lanes4_##T, sell_lanes2_t512_##T};                               \
        static const char *sell_names[] = {"sell_lanes2", "sell_lanes4", "sell_lanes2_t512"};      \
        TIME_VARIANTS(T, sells, sell_names, 3, &s, val);                                           \
        void (*const csrs[])(const csr_matrix *, const T *, const T *, T *) = {                    \
            csr_lanes1_##T, csr_lanes2_##T, csr_lanes4_##T, csr_lanes8_##T,                        \
            csr_lanes4_t512_##T, csr_lanes8_t512_##T};                                             \
        static const char *csr_names[] = {"csr_lanes1", "csr_lanes2", "csr_lanes4", "csr_lanes8",  \
                                          "csr_lanes4_t512", "csr_lanes8_t512"};                   \
        TIME_VARIANTS(T, csrs, csr_names, 6, &a, cval);                                            \
        dev_delete(val, sizeof(T) * (size_t)stored), dev_delete(cval, sizeof(T) * (size_t)a.nnz);  \
        dev_delete(x, sizeof(T) * (size_t)n), dev_delete(y, sizeof(T) * (size_t)n);                \
        free(val), free(cval), free(x), free(y), free(xd), free(yd);                               \
    } while (0)

int main(int argc, char **argv)
{
    probe_sell_options o = probe_sell_parse(argc, argv, "spmv_lanes_probe");
    const int reps = o.reps;
    csr_matrix a;
    sell_matrix s;
    probe_sell_load(&o, WINDOW, &a, &s);
    dev_copyin(a.rowptr, sizeof *a.rowptr * ((size_t)a.n_rows + 1));
    dev_copyin(a.col, sizeof *a.col * (size_t)a.nnz);
    const int64_t stored = s.chunk_ptr[s.n_chunks], n = a.n_rows;
    printf("spmv_lanes_probe: %s renumbered by length (windows of %d), %lld rows, %lld entries, "
           "%lld stored (SELL C = %d, sigma = %d)\n",
           o.spec, WINDOW, (long long)n, (long long)a.nnz, (long long)stored, C, o.sigma);
    int failed = 0;
    RUN_PRECISION(float);
    RUN_PRECISION(double);
    printf("spmv_lanes_probe: %d failed checks\n", failed);
    return failed != 0;
}
