/* Timing of device work for the benchmark drivers: warm-up calls first, then
 * the median over batches of the mean time per call, the device synchronised
 * (dev_synchronize) before every reading of the clock. */
#ifndef BENCH_H
#define BENCH_H

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

#endif
