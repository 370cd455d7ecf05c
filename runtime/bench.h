/* Timing of device work for the benchmark drivers: warm-up calls first, then
 * the median over batches of the mean time per call, the device synchronised
 * (dev_synchronize) before every reading of the clock. */
#ifndef BENCH_H
#define BENCH_H

#include <stdint.h>

typedef void (*bench_call)(void *ctx);

typedef struct {
    double seconds; /* median over the batches of the time per call */
    double warm;    /* the last warm-up call alone */
    int reps;       /* calls per batch */
    int batches;
} bench_timing;

/* Times call(ctx). Batches of `reps` calls, reps chosen from the warm-up call so
 * that a batch lasts at least min_batch_s; 7 batches, or 3 when one call takes
 * longer than long_call_s (the median of 3 of such long calls is steady enough). */
bench_timing bench_time(bench_call call, void *ctx, double min_batch_s, double long_call_s);

/* The SpMM benchmarks' block of vectors: n values in [-1, 1), each exact in float (the
 * double and the float runs multiply the same numbers), from a 64-bit LCG started at seed;
 * into x, xf or both (either may be NULL). spmm_bench, cusparse_spmv --spmm and shellmodel
 * --spmm-bench use seed 12345 + k, so that they multiply the same X. */
void bench_fill_vectors(int64_t n, uint64_t seed, double *x, float *xf);

/* Median of v[0..n) (v is sorted in place; the upper median for even n). */
double bench_median(double *v, int n);

/* result = the median over `batches` (<= 16) batches of the mean time of `reps`
 * evaluations of the expression `call`, after one warm-up evaluation. A macro, for
 * drivers that time one expression with fixed repetitions (spmv_bench, dslash_bench);
 * bench_time chooses the repetitions itself. */
#define BENCH_TIME_MEDIAN(result, batches, reps, call)                                             \
    do {                                                                                           \
        double t_[16];                                                                             \
        call;                                                                                      \
        dev_synchronize();                                                                         \
        for (int b_ = 0; b_ < (batches) && b_ < 16; ++b_) {                                        \
            const double t0_ = wall_seconds();                                                     \
            for (int r_ = 0; r_ < (reps); ++r_)                                                    \
                call;                                                                              \
            dev_synchronize();                                                                     \
            t_[b_] = (wall_seconds() - t0_) / (reps);                                              \
        }                                                                                          \
        result = bench_median(t_, (batches) < 16 ? (batches) : 16);                                \
    } while (0)

#endif
