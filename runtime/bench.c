#include "bench.h"

#include <math.h>
#include <stdlib.h>

#include "device.h"
#include "util.h"

enum { BATCHES = 7, LONG_BATCHES = 3, MAX_REPS = 1000000 };

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void bench_fill_vectors(int64_t n, uint64_t seed, double *x, float *xf)
{
    uint64_t state = seed;
    for (int64_t q = 0; q < n; ++q) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        const float v = (float)((double)(state >> 11) * 0x1.0p-53 * 2 - 1);
        if (x)
            x[q] = v;
        if (xf)
            xf[q] = v;
    }
}

double bench_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return v[n / 2];
}

static double timed(bench_call call, void *ctx, int reps)
{
    dev_synchronize();
    const double t0 = wall_seconds();
    for (int r = 0; r < reps; ++r)
        call(ctx);
    dev_synchronize();
    return (wall_seconds() - t0) / reps;
}

bench_timing bench_time(bench_call call, void *ctx, double min_batch_s, double long_call_s)
{
    bench_timing t;
    /* the first call may carry one-time costs (device code loading, first touch):
     * a second warm-up call decides the batch size unless the first was long */
    t.warm = timed(call, ctx, 1);
    if (t.warm < long_call_s)
        t.warm = timed(call, ctx, 1);
    const double reps = t.warm > 0 ? ceil(min_batch_s / t.warm) : MAX_REPS;
    t.reps = reps < 1 ? 1 : reps > MAX_REPS ? MAX_REPS : (int)reps;
    t.batches = t.warm >= long_call_s ? LONG_BATCHES : BATCHES;
    double s[BATCHES];
    for (int b = 0; b < t.batches; ++b)
        s[b] = timed(call, ctx, t.reps);
    t.seconds = bench_median(s, t.batches);
    return t;
}
