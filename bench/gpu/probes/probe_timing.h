/* The probes' clock: wall seconds, and the median of repeated timed calls. A probe defines
 * _POSIX_C_SOURCE (199309L or later) before its first include, for clock_gettime. */
#ifndef PROBE_TIMING_H
#define PROBE_TIMING_H

#include <stdlib.h>
#include <time.h>

static inline double probe_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

static inline int probe_cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* result = the median wall seconds of `reps` timed evaluations of `call`, after one untimed
 * (warm-up) evaluation; reps is a constant */
#define PROBE_MEDIAN_SECONDS(result, reps, call)                                                   \
    do {                                                                                           \
        double ts_[reps];                                                                          \
        call;                                                                                      \
        for (int r_ = 0; r_ < (reps); ++r_) {                                                      \
            const double t0_ = probe_now();                                                        \
            call;                                                                                  \
            ts_[r_] = probe_now() - t0_;                                                           \
        }                                                                                          \
        qsort(ts_, (reps), sizeof ts_[0], probe_cmp_double);                                       \
        (result) = ts_[(reps) / 2];                                                                \
    } while (0)

#endif
