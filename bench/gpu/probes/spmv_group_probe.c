/* Probe (issue 16): does the SELL SpMV on the renumbered irregular matrix gain from more loads
 * in flight? Nsight Compute (BENCHMARKS.md, sparse, "ninth session") found the float kernel
 * moving the same L2 sectors as cuSPARSE's CSR kernel but running the L2 at 85.6% of its
 * throughput against 96.3%, each warp waiting on one column, then one gather of x, per entry.
 * The matrix is renumbered by row length (csr_apply_reorder, windows of 65,536 rows), so SELL's
 * permutation is the identity and y is stored in order. Variants, one thread a slot, plain
 * loads (probe_sell.h's loop; the generated kernel loads through inline PTX with cache hints):
 *   generated  gen/omp-target/sparse_sell_*.c (the product)
 *   g1         one entry a trip
 *   gG         G entries a trip (G = 2, 4, 8): the group's columns and values, then its G
 *              gathers of x, then the products in order
 * Every variant adds a row's products in the same order, so each y is checked equal to the
 * generated kernel's bit for bit, and the generated kernel's against the CPU reference.
 *
 *   spmv_group_probe [--matrix irregular:6000000:9:1] [--sigma 65536] [--reps 20]
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
#define IN_ROW_ORDER out[row] = sum

PROBE_SELL_SPMV(g1_double, double, 1, n, IN_ROW_ORDER)
PROBE_SELL_SPMV(g2_double, double, 2, n, IN_ROW_ORDER)
PROBE_SELL_SPMV(g4_double, double, 4, n, IN_ROW_ORDER)
PROBE_SELL_SPMV(g8_double, double, 8, n, IN_ROW_ORDER)
PROBE_SELL_SPMV(g1_float, float, 1, n, IN_ROW_ORDER)
PROBE_SELL_SPMV(g2_float, float, 2, n, IN_ROW_ORDER)
PROBE_SELL_SPMV(g4_float, float, 4, n, IN_ROW_ORDER)
PROBE_SELL_SPMV(g8_float, float, 8, n, IN_ROW_ORDER)

/* one precision: the generated kernel, checked against the CPU reference, then the groups */
#define RUN_PRECISION(T)                                                                           \
    do {                                                                                           \
        T *val = xmalloc(sizeof(T) * (size_t)stored), *x = xmalloc(sizeof(T) * (size_t)n);         \
        T *y = xcalloc((size_t)n, sizeof(T)), *ygen = xmalloc(sizeof(T) * (size_t)n);              \
        double *xd = xmalloc(sizeof(double) * (size_t)n), *yd = xmalloc(sizeof(double) * (size_t)n); \
        for (int64_t e = 0; e < stored; ++e)                                                       \
            val[e] = (T)s.val[e];                                                                  \
        for (int64_t i = 0; i < n; ++i)                                                            \
            x[i] = (T)(1.0 + (double)(i % 1000) * 1e-3), xd[i] = (double)x[i];                     \
        dev_copyin(val, sizeof(T) * (size_t)stored);                                               \
        dev_copyin(x, sizeof(T) * (size_t)n);                                                      \
        dev_copyin(y, sizeof(T) * (size_t)n);                                                      \
        double ms_gen, ms;                                                                         \
        TIME_MS(ms_gen, reps, sparse_spmv_sell_##T(s.n_rows, s.n_cols, s.n_chunks, s.chunk_ptr,    \
                                                   s.chunk_len, s.perm, s.col, val, x, y));        \
        dev_update_host(y, sizeof(T) * (size_t)n);                                                 \
        memcpy(ygen, y, sizeof(T) * (size_t)n);                                                    \
        csr_spmv_reference(&a, xd, yd);                                                            \
        const double err = probe_max_rel_error(&a, xd, yd, probe_##T##_at, ygen);                  \
        failed += !(err < (sizeof(T) == 4 ? 1e-4 : 1e-12));                                        \
        printf("RESULT precision=" #T " variant=generated ms=%.4f speed=1.00 maxrel=%.2e\n",       \
               ms_gen, err);                                                                       \
        void (*const fns[])(const sell_matrix *, const T *, const T *, T *) = {                    \
            g1_##T, g2_##T, g4_##T, g8_##T};                                                       \
        static const char *names[] = {"g1", "g2", "g4", "g8"};                                     \
        for (int v = 0; v < 4; ++v) {                                                              \
            memset(y, 0, sizeof(T) * (size_t)n);                                                   \
            dev_update_device(y, sizeof(T) * (size_t)n);                                           \
            TIME_MS(ms, reps, fns[v](&s, val, x, y));                                              \
            dev_update_host(y, sizeof(T) * (size_t)n);                                             \
            const int same = memcmp(y, ygen, sizeof(T) * (size_t)n) == 0;                          \
            failed += !same;                                                                       \
            printf("RESULT precision=" #T " variant=%s ms=%.4f speed=%.2f %s\n", names[v], ms,     \
                   ms_gen / ms, same ? "same" : "DIFFERENT");                                      \
        }                                                                                          \
        dev_delete(val, sizeof(T) * (size_t)stored), dev_delete(x, sizeof(T) * (size_t)n);         \
        dev_delete(y, sizeof(T) * (size_t)n);                                                      \
        free(val), free(x), free(y), free(ygen), free(xd), free(yd);                               \
    } while (0)

int main(int argc, char **argv)
{
    const probe_sell_options o = probe_sell_parse(argc, argv, "spmv_group_probe");
    const int reps = o.reps;
    csr_matrix a;
    sell_matrix s;
    probe_sell_load(&o, WINDOW, &a, &s);
    const int64_t stored = s.chunk_ptr[s.n_chunks], n = a.n_rows;
    int moved = 0;
    for (int64_t i = 0; i < n; ++i)
        moved += s.perm[i] != i;
    printf("spmv_group_probe: %s renumbered by length (windows of %d), %lld rows, %lld stored "
           "entries (SELL C = %d, sigma = %d, %d rows moved)\n",
           o.spec, WINDOW, (long long)n, (long long)stored, C, o.sigma, moved);
    int failed = 0;
    RUN_PRECISION(double);
    RUN_PRECISION(float);
    printf("spmv_group_probe: %d failed checks\n", failed);
    return failed != 0;
}
