/* Probe (issue 16): what do the SELL SpMV's scattered writes of y cost on the irregular matrix?
 * SELL-C-sigma sorts rows by length inside windows of sigma rows (65,536 in the benchmarks:
 * the irregular matrix's heavy-tailed rows need it), and slot s writes y[perm[s]]: a warp's 32
 * rows lie anywhere in their window, so each of its stores is its own partial sector (4 or 8
 * bytes of 32), where cuSPARSE's CSR writes y in order. This times, in one process, in double
 * and in float, the SELL loop (one entry a trip, plain loads) writing
 *   scattered  y[perm[s]] (the product's way),
 *   slot_only  ys[s], in slot order (coalesced; the result is permuted: time only),
 *   two_pass   ys[s], then y[i] = ys[inv[i]] in a second kernel (every store coalesced, the
 *              second kernel's reads gathered within a window),
 *   permuted   the generated kernel on P A P^T, P the SELL permutation (slot s holds row
 *              perm[s]): columns renumbered to slots (inv[col]), x' = P x, the identity as
 *              the kernel's perm, so that slot s writes y'[s] = (A x)[perm[s]], in order. A
 *              solver that keeps its vectors in slot order (permuting b and x once) runs this.
 * and the generated kernel (gen/omp-target/sparse_sell_*.c) beside them. two_pass and
 * scattered must give the generated kernel's y bit for bit (the same sums in the same order;
 * the float kernel's groups of two add in order too), permuted the same y in slot order.
 *
 *   spmv_y_order_probe [--matrix irregular:6000000:9:1] [--sigma 65536] [--reps 20]
 */
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

/* the SELL loop (probe_sell.h, one entry a trip) storing y[perm[s]] or in slot order */
#define SCATTERED out[row] = sum
#define IN_SLOT_ORDER out[s] = sum

/* y[i] = ys[inv[i]] */
#define UNPERMUTE(name, T)                                                                         \
    static void name(int64_t n, int64_t n_slots, const int32_t *restrict inv,                     \
                     const T *restrict ys, T *restrict y)                                          \
    {                                                                                              \
        PROBE_EXPANDED_PRAGMA(omp target teams distribute parallel for                            \
                                  num_teams((int)(n / PROBE_TEAM + 1)) thread_limit(PROBE_TEAM)    \
            map(present, alloc: inv[0:n], ys[0:n_slots], y[0:n]))                                  \
        for (int64_t i = 0; i < n; ++i)                                                            \
            y[i] = ys[inv[i]];                                                                     \
    }

PROBE_SELL_SPMV(spmv_scattered_double, double, 1, n_slots, SCATTERED)
PROBE_SELL_SPMV(spmv_slot_double, double, 1, n_slots, IN_SLOT_ORDER)
UNPERMUTE(unpermute_double, double)
PROBE_SELL_SPMV(spmv_scattered_float, float, 1, n_slots, SCATTERED)
PROBE_SELL_SPMV(spmv_slot_float, float, 1, n_slots, IN_SLOT_ORDER)
UNPERMUTE(unpermute_float, float)

/* one precision's four timings; the checks against the generated kernel's y */
#define RUN_PRECISION(T, SUFFIX)                                                                   \
    do {                                                                                           \
        T *val = xmalloc(sizeof(T) * (size_t)stored), *x = xmalloc(sizeof(T) * (size_t)n);         \
        T *y = xcalloc((size_t)n_slots, sizeof(T)), *ys = xcalloc((size_t)n_slots, sizeof(T));     \
        T *yref = xmalloc(sizeof(T) * (size_t)n), *xp = xmalloc(sizeof(T) * (size_t)n);           \
        for (int64_t e = 0; e < stored; ++e)                                                       \
            val[e] = (T)s.val[e];                                                                  \
        for (int64_t i = 0; i < n; ++i)                                                            \
            x[i] = (T)(1.0 + (double)(i % 1000) * 1e-3);                                           \
        dev_copyin(val, sizeof(T) * (size_t)stored);                                               \
        dev_copyin(x, sizeof(T) * (size_t)n);                                                      \
        dev_copyin(y, sizeof(T) * (size_t)n_slots);                                                \
        dev_copyin(ys, sizeof(T) * (size_t)n_slots);                                               \
        dev_copyin(xp, sizeof(T) * (size_t)n);                                                     \
        double ms_gen, ms;                                                                         \
        TIME_MS(ms_gen, reps, sparse_spmv_sell_##SUFFIX(s.n_rows, s.n_cols, s.n_chunks,           \
                                                        s.chunk_ptr, s.chunk_len, s.perm, s.col,   \
                                                        val, x, y));                               \
        dev_update_host(y, sizeof(T) * (size_t)n);                                                 \
        memcpy(yref, y, sizeof(T) * (size_t)n);                                                    \
        printf("RESULT precision=" #T " variant=generated ms=%.4f speed=1.00\n", ms_gen);          \
        for (int v = 0; v < 3; ++v) {                                                              \
            memset(y, 0, sizeof(T) * (size_t)n);                                                   \
            dev_update_device(y, sizeof(T) * (size_t)n);                                           \
            if (v == 0)                                                                            \
                TIME_MS(ms, reps, spmv_scattered_##SUFFIX(&s, val, x, y));                         \
            else if (v == 1)                                                                       \
                TIME_MS(ms, reps, spmv_slot_##SUFFIX(&s, val, x, ys));                             \
            else                                                                                   \
                TIME_MS(ms, reps, (spmv_slot_##SUFFIX(&s, val, x, ys),                             \
                                   unpermute_##SUFFIX(n, n_slots, inv, ys, y)));                   \
            dev_update_host(y, sizeof(T) * (size_t)n);                                             \
            const int same = v == 1 || memcmp(y, yref, sizeof(T) * (size_t)n) == 0;                \
            failed += !same;                                                                       \
            printf("RESULT precision=" #T " variant=%s ms=%.4f speed=%.2f%s\n", names[v], ms,      \
                   ms_gen / ms, v == 1 ? " (time only)" : same ? " same" : " DIFFERENT");          \
        }                                                                                          \
        for (int64_t i = 0; i < n; ++i)                                                            \
            xp[i] = x[s.perm[i]];                                                                  \
        dev_update_device(xp, sizeof(T) * (size_t)n);                                              \
        TIME_MS(ms, reps, sparse_spmv_sell_##SUFFIX(s.n_rows, s.n_cols, s.n_chunks, s.chunk_ptr,   \
                                                    s.chunk_len, identity, col_p, val, xp, y));    \
        dev_update_host(y, sizeof(T) * (size_t)n);                                                 \
        int same = 1;                                                                              \
        for (int64_t q = 0; q < n; ++q)                                                            \
            same &= memcmp(&y[q], &yref[s.perm[q]], sizeof(T)) == 0;                               \
        failed += !same;                                                                           \
        printf("RESULT precision=" #T " variant=permuted ms=%.4f speed=%.2f%s\n", ms, ms_gen / ms, \
               same ? " same" : " DIFFERENT");                                                     \
        dev_delete(val, sizeof(T) * (size_t)stored), dev_delete(x, sizeof(T) * (size_t)n);         \
        dev_delete(y, sizeof(T) * (size_t)n_slots), dev_delete(ys, sizeof(T) * (size_t)n_slots);   \
        dev_delete(xp, sizeof(T) * (size_t)n);                                                     \
        free(val), free(x), free(y), free(ys), free(yref), free(xp);                               \
    } while (0)

int main(int argc, char **argv)
{
    const probe_sell_options o = probe_sell_parse(argc, argv, "spmv_y_order_probe");
    const int reps = o.reps;
    csr_matrix a;
    sell_matrix s;
    probe_sell_load(&o, 0, &a, &s);
    const int64_t stored = s.chunk_ptr[s.n_chunks], n = a.n_rows, n_slots = (int64_t)s.n_chunks * C;
    int32_t *inv = xmalloc(sizeof *inv * (size_t)n);
    for (int64_t q = 0; q < n_slots; ++q)
        if (s.perm[q] >= 0)
            inv[s.perm[q]] = (int32_t)q;
    dev_copyin(inv, sizeof *inv * (size_t)n);
    /* P A P^T's columns and the identity permutation (its padding slots stay -1) */
    int32_t *col_p = xmalloc(sizeof *col_p * (size_t)stored), *identity = xmalloc(sizeof *identity * (size_t)n_slots);
    for (int64_t e = 0; e < stored; ++e)
        col_p[e] = inv[s.col[e]];
    for (int64_t q = 0; q < n_slots; ++q)
        identity[q] = s.perm[q] >= 0 ? (int32_t)q : -1;
    dev_copyin(col_p, sizeof *col_p * (size_t)stored);
    dev_copyin(identity, sizeof *identity * (size_t)n_slots);
    printf("spmv_y_order_probe: %s, %lld rows, %lld stored entries (SELL C = %d, sigma = %d)\n",
           o.spec, (long long)n, (long long)stored, C, o.sigma);
    static const char *names[] = {"scattered", "slot_only", "two_pass"};
    int failed = 0;
    RUN_PRECISION(double, double);
    RUN_PRECISION(float, float);
    return failed != 0;
}
