/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/scan.c.j2
 * flavour:   openacc
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>

#include "ci_kernels.h"

/* offsets[0..n] = exclusive prefix sums of counts[0..n-1], by one device thread:
 * no round trip to the host. */
void ci_scan_serial(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets) {
#pragma acc serial present(counts[0:n], offsets[0:n + 1])
    {
        int64_t sum = 0;
        for (int64_t i = 0; i < n; ++i) {
            offsets[i] = sum;
            sum += counts[i];
        }
        offsets[n] = sum;
    }
}

/* offsets[0..n] = exclusive prefix sums of counts[0..n-1], work-efficient
 * (Blelloch) scan on work[0..P-1], P = ci_scan_work_len(n) the power of two
 * >= n + 1, padded with zeros: log2(P) up-sweep steps build partial sums in
 * place, the root is cleared, log2(P) down-sweep steps push the prefixes down.
 * Every step is one parallel loop queued behind the previous one on the same
 * asynchronous queue; the host waits once, at the end. */
void ci_scan_work_efficient(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets,
                            int64_t *restrict work) {
    const int64_t p = ci_scan_work_len(n);
#pragma acc parallel loop gang vector vector_length(128) present(counts[0:n], work[0:p]) async(1)
    for (int64_t i = 0; i < p; ++i)
        work[i] = i < n ? counts[i] : 0;
    /* up-sweep: work[k s + s - 1] += work[k s + s / 2 - 1] */
    for (int64_t s = 2; s <= p; s *= 2) {
        const int64_t half = s / 2, steps = p / s;
#pragma acc parallel loop gang vector vector_length(128) present(work[0:p]) async(1)
        for (int64_t k = 0; k < steps; ++k)
            work[k * s + s - 1] += work[k * s + half - 1];
    }
    /* down-sweep from a cleared root: left <- right, right <- right + left */
    for (int64_t s = p; s >= 2; s /= 2) {
        const int64_t half = s / 2, steps = p / s;
#pragma acc parallel loop gang vector vector_length(128) present(work[0:p]) async(1)
        for (int64_t k = 0; k < steps; ++k) {
            const int64_t left = k * s + half - 1, right = k * s + s - 1;
            const int64_t t = work[left];
            const int64_t r = s == p ? 0 : work[right];
            work[left] = r;
            work[right] = r + t;
        }
    }
    /* p >= n + 1, so work[n] is the total */
#pragma acc parallel loop gang vector vector_length(128) present(work[0:p], offsets[0:n + 1]) \
    async(1)
    for (int64_t i = 0; i <= n; ++i)
        offsets[i] = work[i];
#pragma acc wait(1)
}
