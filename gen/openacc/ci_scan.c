/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/scan.c.j2
 * flavour:   openacc
 * scan chunk: 16
 * lookback:  threads=256, per_thread=16, segment=16, teams=1024
 * unsupported: openacc/lookback: GCC 12's OpenACC gave wrong offsets from the second tile on, and
 *            read before the work array, on an H100 (test_ci and compute-sanitizer memcheck,
 *            2026-11-25): the tiles' flags are not seen consistently across gangs
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

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

/* offsets[0..n] = exclusive prefix sums of counts[0..n-1], blocked in three
 * phases over chunks of C = CI_SCAN_CHUNK = 16 elements, one thread per chunk:
 * (1) the sum of every chunk, repeated on the chunk sums until one chunk is
 * left (levels 1, 2, ... of work); (2) one thread scans that last level;
 * (3) going down, each chunk's elements are scanned sequentially from the
 * prefix of their chunk. Each element is read twice and written once, so the
 * scan moves about three times n words instead of the work-efficient scan's
 * 2 log2(n) passes. */
void ci_scan_blocked(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets,
                     int64_t *restrict work) {
    const int64_t C = CI_SCAN_CHUNK, len = ci_scan_blocked_work_len(n);
    int64_t size[64], at[64];
    int levels = 0;
    size[0] = n, at[0] = 0;
    for (int64_t m = n, pos = 0; m > C; pos += m) {
        m = (m + C - 1) / C;
        ++levels;
        size[levels] = m, at[levels] = pos;
    }
    if (levels == 0) {
        ci_scan_serial(n, counts, offsets);
        return;
    }
    (void)len; /* it sizes the device data clauses */
    /* (1) chunk sums, level by level */
    {
        const int64_t m = size[1], w1 = at[1];
#pragma acc parallel loop gang vector vector_length(128) present(counts[0:n], work[0:len])
        for (int64_t k = 0; k < m; ++k) {
            const int64_t end = (k + 1) * C < n ? (k + 1) * C : n;
            int64_t s = 0;
            for (int64_t i = k * C; i < end; ++i)
                s += counts[i];
            work[w1 + k] = s;
        }
    }
    for (int l = 2; l <= levels; ++l) {
        const int64_t m = size[l], below = size[l - 1], wl = at[l], wb = at[l - 1];
#pragma acc parallel loop gang vector vector_length(128) present(work[0:len])
        for (int64_t k = 0; k < m; ++k) {
            const int64_t end = (k + 1) * C < below ? (k + 1) * C : below;
            int64_t s = 0;
            for (int64_t i = k * C; i < end; ++i)
                s += work[wb + i];
            work[wl + k] = s;
        }
    }
    /* (2) the top level, at most C sums, by one thread */
    {
        const int64_t m = size[levels], wt = at[levels];
#pragma acc serial present(work[0:len])
        {
            int64_t s = 0;
            for (int64_t k = 0; k < m; ++k) {
                const int64_t t = work[wt + k];
                work[wt + k] = s;
                s += t;
            }
        }
    }
    /* (3) down: every chunk from its prefix */
    for (int l = levels; l >= 2; --l) {
        const int64_t m = size[l], below = size[l - 1], wl = at[l], wb = at[l - 1];
#pragma acc parallel loop gang vector vector_length(128) present(work[0:len])
        for (int64_t k = 0; k < m; ++k) {
            const int64_t end = (k + 1) * C < below ? (k + 1) * C : below;
            int64_t s = work[wl + k];
            for (int64_t i = k * C; i < end; ++i) {
                const int64_t t = work[wb + i];
                work[wb + i] = s;
                s += t;
            }
        }
    }
    {
        const int64_t m = size[1], w1 = at[1];
#pragma acc parallel loop gang vector vector_length(128) \
    present(counts[0:n], offsets[0:n + 1], work[0:len])
        for (int64_t k = 0; k < m; ++k) {
            const int64_t end = (k + 1) * C < n ? (k + 1) * C : n;
            int64_t s = work[w1 + k];
            for (int64_t i = k * C; i < end; ++i) {
                offsets[i] = s;
                s += counts[i];
            }
            if (end == n)
                offsets[n] = s;
        }
    }
}

/* ci_scan_lookback is not built for this flavour: GCC 12's OpenACC gave wrong offsets from the
 * second tile on, and read before the work array, on an H100 (test_ci and compute-sanitizer
 * memcheck, 2026-11-25): the tiles' flags are not seen consistently across gangs
 * (generator/families/ci.py SCAN_UNSUPPORTED). It stops the program; callers check
 * ci_scan_lookback_unsupported first. */
const char *const ci_scan_lookback_unsupported =
    "GCC 12's OpenACC gave wrong offsets from the second tile on, and read before the work array, "
    "on an H100 (test_ci and compute-sanitizer memcheck, 2026-11-25): the tiles' flags are not "
    "seen consistently across gangs";
void ci_scan_lookback(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets,
                      int64_t *restrict work) {
    (void)n, (void)counts, (void)offsets, (void)work;
    fprintf(stderr, "error: ci_scan_lookback: not built for this flavour: %s\n",
            ci_scan_lookback_unsupported);
    exit(1);
}
