/* The SELL SpMV probes' common part (spmv_launch_probe.c, spmv_cache_hint_probe.c): their
 * options, the matrix as SELL-C-sigma with its structure on the device, and ms per call.
 * Include after bench.h, device.h, matrix.h and util.h. */
#ifndef PROBE_SELL_H
#define PROBE_SELL_H

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

/* a from the spec, s its SELL-C-sigma form; s's chunk pointers, lengths, permutation and
 * columns copied to the device (its values are the probe's: each chooses their precision) */
static inline void probe_sell_load(const probe_sell_options *o, csr_matrix *a, sell_matrix *s)
{
    matrix_from_spec(o->spec, a);
    sell_from_csr(s, a, C, o->sigma, SELL_PAD_COLUMN_ZERO);
    dev_copyin(s->chunk_ptr, sizeof *s->chunk_ptr * (size_t)(s->n_chunks + 1));
    dev_copyin(s->chunk_len, sizeof *s->chunk_len * (size_t)s->n_chunks);
    dev_copyin(s->perm, sizeof *s->perm * (size_t)s->n_chunks * C);
    dev_copyin(s->col, sizeof *s->col * (size_t)s->chunk_ptr[s->n_chunks]);
}

/* ms per call: the runtime's median over 5 batches of `reps` calls, after one warm-up */
#define TIME_MS(ms, reps, call)                                                                    \
    do {                                                                                           \
        double s_;                                                                                 \
        BENCH_TIME_MEDIAN(s_, 5, reps, call);                                                      \
        ms = s_ * 1e3;                                                                             \
    } while (0)

#endif
