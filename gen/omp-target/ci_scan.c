/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/scan.c.j2
 * flavour:   omp-target
 * scan chunk: 16
 * lookback:  threads=256, per_thread=16, segment=16, teams=1024
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "ci_kernels.h"

/* offsets[0..n] = exclusive prefix sums of counts[0..n-1], by one device thread:
 * no round trip to the host. */
void ci_scan_serial(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets) {
#pragma omp target map(present, alloc: counts[0:n], offsets[0:n + 1])
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
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: counts[0:n], work[0:p]) nowait depend(inout: work[0])
    for (int64_t i = 0; i < p; ++i)
        work[i] = i < n ? counts[i] : 0;
    /* up-sweep: work[k s + s - 1] += work[k s + s / 2 - 1] */
    for (int64_t s = 2; s <= p; s *= 2) {
        const int64_t half = s / 2, steps = p / s;
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: work[0:p]) \
    nowait depend(inout: work[0])
        for (int64_t k = 0; k < steps; ++k)
            work[k * s + s - 1] += work[k * s + half - 1];
    }
    /* down-sweep from a cleared root: left <- right, right <- right + left */
    for (int64_t s = p; s >= 2; s /= 2) {
        const int64_t half = s / 2, steps = p / s;
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: work[0:p]) \
    nowait depend(inout: work[0])
        for (int64_t k = 0; k < steps; ++k) {
            const int64_t left = k * s + half - 1, right = k * s + s - 1;
            const int64_t t = work[left];
            const int64_t r = s == p ? 0 : work[right];
            work[left] = r;
            work[right] = r + t;
        }
    }
    /* p >= n + 1, so work[n] is the total */
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: work[0:p], offsets[0:n + 1]) nowait depend(inout: work[0])
    for (int64_t i = 0; i <= n; ++i)
        offsets[i] = work[i];
#pragma omp taskwait
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
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: counts[0:n], work[0:len])
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
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: work[0:len])
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
#pragma omp target map(present, alloc: work[0:len])
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
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: work[0:len])
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
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: counts[0:n], offsets[0:n + 1], work[0:len])
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

const char *const ci_scan_lookback_unsupported = NULL; /* built */
/* offsets[0..n] = exclusive prefix sums of counts[0..n-1] in one pass, with decoupled
 * look-back between the teams (Merrill and Garland, "Single-pass Parallel Prefix Scan with
 * Decoupled Look-back", NVIDIA 2016). Tiles of CI_SCAN_TILE = 256 x 16 elements are taken in
 * order from a ticket counter (work[0]), so a team only ever waits for a tile that a running
 * team holds. A team sums its tile (16 consecutive elements per thread), publishes the sum in
 * the tile's flag (work[1 + tile]), then walks back over the flags of the tiles before it,
 * adding their sums until it meets one whose inclusive prefix is published; it publishes its
 * own inclusive prefix and writes the tile's offsets. A flag is one 64-bit word, so a reader
 * sees a whole value: 0 (nothing yet), SUM | sum or PREFIX | prefix. The tile is staged in a
 * team array: read from counts and written to offsets with consecutive threads at consecutive
 * elements (a GPU warp's accesses coalesce; with 16 consecutive elements a thread, each warp
 * access touched 32 lines), while each thread scans its 16 consecutive elements in the stage
 * (one padding word every 16 elements spreads those over the memory banks). counts is read
 * once, offsets written once: two passes over n words where the blocked scan makes three, and
 * two launches (clearing the work array, the scan). */
#define CI_SCAN_SUM (INT64_C(1) << 62)    /* the flag holds the tile's sum */
#define CI_SCAN_PREFIX (INT64_C(1) << 61) /* the flag holds the inclusive prefix */
#define CI_SCAN_VALUE (CI_SCAN_PREFIX - 1)
void ci_scan_lookback(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets,
                      int64_t *restrict work) {
    const int64_t m = ci_scan_lookback_work_len(n) - 1; /* tiles (one, empty, when n = 0) */
    const int64_t len = m + 1;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: work[0:len])
    for (int64_t q = 0; q < len; ++q)
        work[q] = 0;
    const int64_t n_teams = m < 1024 ? m : 1024;
#pragma omp target teams distribute thread_limit(256) \
    map(present, alloc: counts[0:n], offsets[0:n + 1], work[0:len])
    for (int64_t team = 0; team < n_teams; ++team) {
        int64_t stage[4352]; /* the tile, element e at e + e / 16 */
        int64_t part[256];   /* the threads' sums, then their prefixes in their segment */
        int64_t seg[16]; /* the sums of 16 consecutive threads, then their prefixes in the tile */
        int64_t tile, base; /* the team's tile and the sum of everything before it */
        for (;;) {
#pragma omp atomic capture
            tile = work[0]++;
            if (tile >= m)
                break;
            const int64_t first = tile * CI_SCAN_TILE;
#pragma omp parallel for
            for (int32_t t = 0; t < 256; ++t)
                for (int32_t j = 0; j < 16; ++j) {
                    const int32_t e = j * 256 + t;
                    stage[e + e / 16] = first + e < n ? counts[first + e] : 0;
                }
#pragma omp parallel for
            for (int32_t t = 0; t < 256; ++t) {
                int64_t s = 0;
                for (int32_t j = 0; j < 16; ++j)
                    s += stage[t * 17 + j];
                part[t] = s;
            }
#pragma omp parallel for
            for (int32_t u = 0; u < 16; ++u) {
                int64_t s = 0;
                for (int32_t t = u * 16; t < (u + 1) * 16; ++t) {
                    const int64_t x = part[t];
                    part[t] = s;
                    s += x;
                }
                seg[u] = s;
            }
            /* the team's first thread: the segments' prefixes, then the look-back */
            int64_t total = 0;
            for (int32_t u = 0; u < 16; ++u) {
                const int64_t x = seg[u];
                seg[u] = total;
                total += x;
            }
            base = 0;
            if (tile > 0) {
#pragma omp atomic write
                work[1 + tile] = CI_SCAN_SUM | total;
                for (int64_t p = tile - 1;; --p) {
                    int64_t flag;
                    do {
#pragma omp atomic read
                        flag = work[1 + p];
                    } while (flag == 0);
                    base += flag & CI_SCAN_VALUE;
                    if (flag & CI_SCAN_PREFIX)
                        break;
                }
            }
#pragma omp atomic write
            work[1 + tile] = CI_SCAN_PREFIX | (base + total);
            if (tile == m - 1)
                offsets[n] = base + total;
#pragma omp parallel for
            for (int32_t t = 0; t < 256; ++t) {
                int64_t s = base + seg[t / 16] + part[t];
                for (int32_t j = 0; j < 16; ++j) {
                    const int64_t x = stage[t * 17 + j];
                    stage[t * 17 + j] = s;
                    s += x;
                }
            }
#pragma omp parallel for
            for (int32_t t = 0; t < 256; ++t)
                for (int32_t j = 0; j < 16; ++j) {
                    const int32_t e = j * 256 + t;
                    if (first + e < n)
                        offsets[first + e] = stage[e + e / 16];
                }
        }
    }
}
