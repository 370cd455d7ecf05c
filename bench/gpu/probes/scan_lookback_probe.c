/* Probe (issue 13): the look-back scan's tile shape. ci_scan_lookback (gen/<flavour>/ci_scan.c of
 * the spec, or of an overlay's gen folder) reached 0.29-0.33 of copy at 1e8 rows on an H100 and
 * an H200 with tiles of 256 threads x 4 elements, 0.41 with 256 x 8; the target is 0.5. What
 * limited it was not the parallel regions (the SPMD_TILE kernel below, one region with team
 * barriers: about 10%) but uncoalesced access: since the tile is staged in a team array, 0.75
 * with 256 x 16 (bench/results/h100-2026-11-27-scanstage/).
 * bench/gpu/probes/scan_lookback_probe.sh builds this once per overlay of specs/ci.yaml's
 * scan.lookback; each binary times its scan (median of REPS) against its own copy kernel over the
 * same n int64 (16 n bytes moved), checks every offset against a host scan, and prints
 *
 *   RESULT scan_lookback variant=V n=N ms=T ratio=R      (R: copy time / scan time)
 *
 * Exit 1 on a wrong offset.   scan_lookback_probe [N ...]  (default 10000000 100000000) */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "ci_kernels.h"
#include "probe_timing.h"

#ifndef VARIANT
#define VARIANT "spec"
#endif
enum { REPS = 20 };

static void copy_kernel(int64_t n, const int64_t *restrict x, int64_t *restrict y)
{
#pragma omp target teams distribute parallel for thread_limit(256) map(present, alloc: x[0:n], y[0:n + 1])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}

#ifdef SPMD_TILE
/* -DSPMD_TILE=T -DSPMD_PER=C -DSPMD_SEG=S -DSPMD_TEAMS=N: the same look-back scan written as one
 * parallel region per team that lives for the whole launch, its phases separated by team barriers
 * (the generated kernel opens three parallel regions a tile, which clang-16 runs in generic mode:
 * the team's main thread wakes the others each time). Stands in for ci_scan_lookback. */
#include <omp.h>
#define SCAN_SUM (INT64_C(1) << 62)
#define SCAN_PREFIX (INT64_C(1) << 61)
#define SCAN_VALUE (SCAN_PREFIX - 1)
static void scan_spmd(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets, int64_t *restrict work)
{
    const int64_t tile_len = (int64_t)SPMD_TILE * SPMD_PER, m = n > 0 ? (n + tile_len - 1) / tile_len : 1;
    const int64_t len = m + 1;
#pragma omp target teams distribute parallel for thread_limit(256) map(present, alloc: work[0:len])
    for (int64_t q = 0; q < len; ++q)
        work[q] = 0;
    const int n_teams = m < SPMD_TEAMS ? (int)m : SPMD_TEAMS;
#pragma omp target teams num_teams(n_teams) thread_limit(SPMD_TILE) \
    map(present, alloc: counts[0:n], offsets[0:n + 1], work[0:len])
#pragma omp parallel num_threads(SPMD_TILE)
    {
        static int64_t part[SPMD_TILE] __attribute__((loader_uninitialized));
        static int64_t seg[SPMD_TILE / SPMD_SEG] __attribute__((loader_uninitialized));
        static int64_t shared_tile __attribute__((loader_uninitialized)), shared_base __attribute__((loader_uninitialized));
#pragma omp allocate(part, seg, shared_tile, shared_base) allocator(omp_pteam_mem_alloc)
        const int t = omp_get_thread_num();
        for (;;) {
            if (t == 0) {
                int64_t got;
#pragma omp atomic capture
                got = work[0]++;
                shared_tile = got;
            }
#pragma omp barrier
            const int64_t tile = shared_tile;
            if (tile >= m)
                break;
            const int64_t first = tile * tile_len;
            int64_t s = 0;
            for (int j = 0; j < SPMD_PER; ++j) {
                const int64_t q = first + (int64_t)t * SPMD_PER + j;
                s += q < n ? counts[q] : 0;
            }
            part[t] = s;
#pragma omp barrier
            if (t < SPMD_TILE / SPMD_SEG) {
                int64_t a = 0;
                for (int u = t * SPMD_SEG; u < (t + 1) * SPMD_SEG; ++u) {
                    const int64_t x = part[u];
                    part[u] = a;
                    a += x;
                }
                seg[t] = a;
            }
#pragma omp barrier
            if (t == 0) {
                int64_t total = 0;
                for (int u = 0; u < SPMD_TILE / SPMD_SEG; ++u) {
                    const int64_t x = seg[u];
                    seg[u] = total;
                    total += x;
                }
                int64_t base = 0;
                if (tile > 0) {
#pragma omp atomic write
                    work[1 + tile] = SCAN_SUM | total;
                    for (int64_t p = tile - 1;; --p) {
                        int64_t flag;
                        do {
#pragma omp atomic read
                            flag = work[1 + p];
                        } while (flag == 0);
                        base += flag & SCAN_VALUE;
                        if (flag & SCAN_PREFIX)
                            break;
                    }
                }
#pragma omp atomic write
                work[1 + tile] = SCAN_PREFIX | (base + total);
                if (tile == m - 1)
                    offsets[n] = base + total;
                shared_base = base;
            }
#pragma omp barrier
            int64_t o = shared_base + seg[t / SPMD_SEG] + part[t];
            for (int j = 0; j < SPMD_PER; ++j) {
                const int64_t q = first + (int64_t)t * SPMD_PER + j;
                if (q < n) {
                    offsets[q] = o;
                    o += counts[q];
                }
            }
#pragma omp barrier
        }
    }
}
#define SCAN scan_spmd
#define SCAN_WORK_LEN(n) ((n) > 0 ? ((n) + (int64_t)SPMD_TILE * SPMD_PER - 1) / ((int64_t)SPMD_TILE * SPMD_PER) + 1 : 2)
#else
#define SCAN ci_scan_lookback
#define SCAN_WORK_LEN(n) ci_scan_lookback_work_len(n)
#endif

static int probe(int64_t n)
{
    const int64_t len = SCAN_WORK_LEN(n);
    int64_t *counts = malloc(sizeof(int64_t) * (size_t)n), *offsets = malloc(sizeof(int64_t) * (size_t)(n + 1));
    int64_t *work = malloc(sizeof(int64_t) * (size_t)len);
    uint64_t state = 88172645463325252u;
    for (int64_t i = 0; i < n; ++i) { /* xorshift: counts 0..999 */
        state ^= state << 13, state ^= state >> 7, state ^= state << 17;
        counts[i] = (int64_t)(state % 1000);
    }
#pragma omp target enter data map(to: counts[0:n]) map(alloc: offsets[0:n + 1], work[0:len])
    double copy_ms, scan_ms;
    PROBE_MEDIAN_SECONDS(copy_ms, REPS, copy_kernel(n, counts, offsets));
    PROBE_MEDIAN_SECONDS(scan_ms, REPS, SCAN(n, counts, offsets, work));
    copy_ms *= 1e3, scan_ms *= 1e3;
#pragma omp target update from(offsets[0:n + 1])
    int64_t s = 0, bad = 0;
    for (int64_t i = 0; i <= n; ++i) {
        bad += offsets[i] != s;
        if (i < n)
            s += counts[i];
    }
    printf("RESULT scan_lookback variant=%s n=%lld ms=%.4f copy_ms=%.4f ratio=%.3f%s\n", VARIANT, (long long)n,
           scan_ms, copy_ms, copy_ms / scan_ms, bad ? " WRONG" : "");
    fflush(stdout);
#pragma omp target exit data map(delete: counts[0:n], offsets[0:n + 1], work[0:len])
    free(counts), free(offsets), free(work);
    return bad != 0;
}

int main(int argc, char **argv)
{
    int failed = 0;
    if (argc < 2)
        failed |= probe(10000000) | probe(100000000);
    for (int i = 1; i < argc; ++i)
        failed |= probe(atoll(argv[i]));
    return failed;
}
