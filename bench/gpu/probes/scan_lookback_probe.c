/* Probe (issue 13): the look-back scan's tile shape. ci_scan_lookback (gen/<flavour>/ci_scan.c of
 * the spec, or of an overlay's gen folder) reached 0.29-0.33 of copy at 1e8 rows on an H100 and
 * an H200 with tiles of 256 threads x 4 elements; the target is 0.5. A tile costs its team three
 * parallel regions and a look-back, so larger tiles (per_thread 8, 16) and more teams may pay.
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

static int probe(int64_t n)
{
    const int64_t len = ci_scan_lookback_work_len(n);
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
    PROBE_MEDIAN_SECONDS(scan_ms, REPS, ci_scan_lookback(n, counts, offsets, work));
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
