/* The SELL SpMV probes' common part (spmv_launch_probe.c, spmv_cache_hint_probe.c,
 * spmv_y_order_probe.c, spmv_group_probe.c): their options, the matrix as SELL-C-sigma with
 * its structure on the device, a plain SELL loop, and ms per call.
 * Include after bench.h, device.h, matrix.h and util.h. */
#ifndef PROBE_SELL_H
#define PROBE_SELL_H

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define C 32 /* the spec's SELL chunk height */

typedef struct {
    const char *spec; /* --matrix, default irregular:6000000:9:1 */
    int sigma;        /* --sigma, default 65536 */
    int reps;         /* --reps, calls per timed batch, default 20 */
} probe_sell_options;

static inline probe_sell_options probe_sell_parse(int argc, char **argv, const char *name)
{
    probe_sell_options o = {"irregular:6000000:9:1", 65536, 20};
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--matrix")) o.spec = argv[i + 1];
        else if (!strcmp(argv[i], "--sigma")) o.sigma = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--reps")) o.reps = atoi(argv[i + 1]);
        else die("usage: %s [--matrix M] [--sigma S] [--reps K]", name);
    }
    return o;
}

/* a from the spec (renumbered by row length in windows of `window` rows, csr_apply_reorder,
 * when window > 0), s its SELL-C-sigma form; s's chunk pointers, lengths, permutation and
 * columns copied to the device (its values are the probe's: each chooses their precision) */
static inline void probe_sell_load(const probe_sell_options *o, int32_t window, csr_matrix *a,
                                   sell_matrix *s)
{
    matrix_from_spec(o->spec, a);
    if (window > 0)
        csr_apply_reorder(a, window, 1);
    sell_from_csr(s, a, C, o->sigma, SELL_PAD_COLUMN_ZERO);
    dev_copyin(s->chunk_ptr, sizeof *s->chunk_ptr * (size_t)(s->n_chunks + 1));
    dev_copyin(s->chunk_len, sizeof *s->chunk_len * (size_t)s->n_chunks);
    dev_copyin(s->perm, sizeof *s->perm * (size_t)s->n_chunks * C);
    dev_copyin(s->col, sizeof *s->col * (size_t)s->chunk_ptr[s->n_chunks]);
}

/* The largest error of y (y_at(y, i): its row i) against the CPU reference yd = A xd, each
 * row's over that row's magnitude sum */
static inline double probe_max_rel_error(const csr_matrix *a, const double *xd, const double *yd,
                                         double (*y_at)(const void *, int64_t), const void *y)
{
    double err = 0;
    for (int64_t i = 0; i < a->n_rows; ++i) {
        double scale = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            scale += fabs(a->val[k] * xd[a->col[k]]);
        const double e = fabs(y_at(y, i) - yd[i]) / (scale > 0 ? scale : 1);
        err = e > err ? e : err;
    }
    return err;
}
static inline double probe_float_at(const void *y, int64_t i) { return ((const float *)y)[i]; }
static inline double probe_double_at(const void *y, int64_t i) { return ((const double *)y)[i]; }

#define PROBE_TEAM 128 /* threads a team in the probes' own SELL loops */
#define PROBE_PRAGMA(...) _Pragma(#__VA_ARGS__)
#define PROBE_EXPANDED_PRAGMA(...) PROBE_PRAGMA(__VA_ARGS__)

/* The probes' SELL SpMV loop for value type T: one thread a slot, plain loads, a row's entries
 * G at a time (the group's columns and values, then its G gathers of x, then the products in
 * order; the rest one at a time: the same sums in the same order for every G), the row's sum
 * stored by STORE (which sees row, s and sum) into out[0:OUT_LEN] (OUT_LEN in terms of n, the
 * rows, and n_slots). */
#define PROBE_SELL_SPMV(name, T, G, OUT_LEN, STORE)                                                \
    static void name(const sell_matrix *m, const T *restrict val, const T *restrict x,            \
                     T *restrict out)                                                              \
    {                                                                                              \
        const int64_t n_slots = (int64_t)m->n_chunks * C, stored = m->chunk_ptr[m->n_chunks];      \
        const int64_t n_chunks = m->n_chunks, n = m->n_rows;                                       \
        const int64_t *restrict chunk_ptr = m->chunk_ptr;                                          \
        const int32_t *restrict chunk_len = m->chunk_len, *restrict perm = m->perm,                \
                      *restrict col = m->col;                                                      \
        PROBE_EXPANDED_PRAGMA(omp target teams distribute parallel for                            \
                                  num_teams((int)(n_slots / PROBE_TEAM + 1)) thread_limit(PROBE_TEAM) \
            map(present, alloc: chunk_ptr[0:n_chunks + 1], chunk_len[0:n_chunks],                 \
                perm[0:n_slots], col[0:stored], val[0:stored], x[0:n], out[0:(OUT_LEN)]))          \
        for (int64_t s = 0; s < n_slots; ++s) {                                                    \
            const int32_t row = perm[s];                                                           \
            if (row < 0)                                                                           \
                continue;                                                                          \
            const int64_t base = chunk_ptr[s / C] + s % C;                                         \
            const int32_t len = chunk_len[s / C];                                                  \
            T sum = 0;                                                                             \
            int32_t k = 0;                                                                         \
            for (; k + (G) <= len; k += (G)) {                                                     \
                int32_t j[G];                                                                      \
                T a[G], xv[G];                                                                     \
                for (int u = 0; u < (G); ++u)                                                      \
                    j[u] = col[base + (int64_t)(k + u) * C], a[u] = val[base + (int64_t)(k + u) * C]; \
                for (int u = 0; u < (G); ++u)                                                      \
                    xv[u] = x[j[u]];                                                               \
                for (int u = 0; u < (G); ++u)                                                      \
                    sum += a[u] * xv[u];                                                           \
            }                                                                                      \
            for (; k < len; ++k)                                                                   \
                sum += val[base + (int64_t)k * C] * x[col[base + (int64_t)k * C]];                 \
            STORE;                                                                                 \
        }                                                                                          \
    }

/* ms per call: the runtime's median over 5 batches of `reps` calls, after one warm-up */
#define TIME_MS(ms, reps, call)                                                                    \
    do {                                                                                           \
        double s_;                                                                                 \
        BENCH_TIME_MEDIAN(s_, 5, reps, call);                                                      \
        ms = s_ * 1e3;                                                                             \
    } while (0)

#endif
