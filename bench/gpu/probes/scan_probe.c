/* Probe (issue 13): where does the blocked prefix sum's time go on the GPU? The generated
 * ci_scan_blocked reached 0.068 (1e7 rows) and 0.15 (1e8) of copy bandwidth on the H100; the
 * target is 0.5. This times, in OpenMP target offload (clang 16, as configure.py builds it),
 * the pieces a three-phase scan is made of, each against this process's copy kernel:
 *   launch   an empty `target teams distribute parallel for` over 1 iteration, and a one-thread
 *            `target` region (the serial top level): the fixed cost per launch
 *   sums C   one thread per chunk of C consecutive int64 elements writes the chunk's sum
 *            (phase 1: reads n, writes n / C)
 *   down C   one thread per chunk scans it from the chunk's prefix (phase 3: reads n and n / C,
 *            writes n)
 *   tile T   one team per tile of T elements sums it with a nested `parallel for reduction`
 *            (coalesced reads; reads n, writes n / T): does clang 16 make this fast?
 *   serial   one thread scans m int64 values in place (the top level), m = 1e3 .. 1e5
 * for C = 4, 8, 16, 32, 64 and n = 1e7, 1e8. Every kernel's result is checked on the host.
 * Prints one line per measurement and exits 1 on a wrong result.
 *
 *   scan_probe [N ...]     (default 10000000 100000000) */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "probe_timing.h"

enum { REPS = 20 };

/* median of REPS timings of a call, seconds */
#define MEDIAN_TIME(result, call) PROBE_MEDIAN_SECONDS(result, REPS, call)

static void copy_kernel(int64_t n, const int64_t *restrict a, int64_t *restrict b)
{
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: a[0:n], b[0:n])
    for (int64_t i = 0; i < n; ++i)
        b[i] = a[i];
}

static void empty_kernel(int64_t *restrict a)
{
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: a[0:1])
    for (int64_t i = 0; i < 1; ++i)
        a[i] += 1;
}

static void serial_kernel(int64_t m, int64_t *restrict a)
{
#pragma omp target map(present, alloc: a[0:m])
    {
        int64_t s = 0;
        for (int64_t i = 0; i < m; ++i) {
            const int64_t t = a[i];
            a[i] = s;
            s += t;
        }
    }
}

#define DEFINE_CHUNK(C)                                                                            \
    static void sums_##C(int64_t n, const int64_t *restrict a, int64_t *restrict s)                \
    {                                                                                              \
        const int64_t m = (n + C - 1) / C;                                                         \
        _Pragma("omp target teams distribute parallel for thread_limit(128) map(present, alloc: a[0:n], s[0:m])") \
        for (int64_t g = 0; g < m; ++g) {                                                          \
            const int64_t end = (g + 1) * C < n ? (g + 1) * C : n;                                 \
            int64_t t = 0;                                                                         \
            for (int64_t i = g * C; i < end; ++i)                                                  \
                t += a[i];                                                                         \
            s[g] = t;                                                                              \
        }                                                                                          \
    }                                                                                              \
    static void down_##C(int64_t n, const int64_t *restrict a, const int64_t *restrict p,          \
                         int64_t *restrict o)                                                      \
    {                                                                                              \
        const int64_t m = (n + C - 1) / C;                                                         \
        _Pragma("omp target teams distribute parallel for thread_limit(128) map(present, alloc: a[0:n], p[0:m], o[0:n])") \
        for (int64_t g = 0; g < m; ++g) {                                                          \
            const int64_t end = (g + 1) * C < n ? (g + 1) * C : n;                                 \
            int64_t t = p[g];                                                                      \
            for (int64_t i = g * C; i < end; ++i) {                                                \
                o[i] = t;                                                                          \
                t += a[i];                                                                         \
            }                                                                                      \
        }                                                                                          \
    }
DEFINE_CHUNK(4)
DEFINE_CHUNK(8)
DEFINE_CHUNK(16)
DEFINE_CHUNK(32)
DEFINE_CHUNK(64)

static void tile_sums(int64_t n, int64_t T, const int64_t *restrict a, int64_t *restrict s)
{
    const int64_t m = (n + T - 1) / T;
#pragma omp target teams distribute thread_limit(256) map(present, alloc: a[0:n], s[0:m])
    for (int64_t g = 0; g < m; ++g) {
        const int64_t end = (g + 1) * T < n ? (g + 1) * T : n;
        int64_t t = 0;
#pragma omp parallel for reduction(+ : t)
        for (int64_t i = g * T; i < end; ++i)
            t += a[i];
        s[g] = t;
    }
}

typedef void (*sums_fn)(int64_t, const int64_t *, int64_t *);
typedef void (*down_fn)(int64_t, const int64_t *, const int64_t *, int64_t *);
static const struct {
    int C;
    sums_fn sums;
    down_fn down;
} CHUNKS[] = {{4, sums_4, down_4}, {8, sums_8, down_8}, {16, sums_16, down_16},
              {32, sums_32, down_32}, {64, sums_64, down_64}};

static int failures;
static double copy_gbs; /* this n's copy kernel, GB/s (read + write) */

static void check(int ok, const char *what, int C, int64_t n)
{
    if (!ok) {
        printf("WRONG %s C=%d n=%lld\n", what, C, (long long)n);
        ++failures;
    }
}

static void probe(int64_t n)
{
    int64_t *a = malloc(sizeof(int64_t) * n), *o = malloc(sizeof(int64_t) * n),
            *s = malloc(sizeof(int64_t) * (n / 4 + 1)), *p = malloc(sizeof(int64_t) * (n / 4 + 1));
    uint64_t x = 88172645463325252ull;
    for (int64_t i = 0; i < n; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        a[i] = (int64_t)(x % 600); /* row counts of a shell-model size */
    }
    const int64_t ms = n / 4 + 1;
#pragma omp target enter data map(to: a[0:n]) map(alloc: o[0:n], s[0:ms], p[0:ms])
    double t;
    MEDIAN_TIME(t, copy_kernel(n, a, o));
    copy_gbs = 16.0 * n / t / 1e9;
    printf("RESULT scan_probe n=%lld piece=copy C=0 ms=%.4f GBs=%.1f ratio=1\n", (long long)n,
           1e3 * t, copy_gbs);
    for (size_t c = 0; c < sizeof CHUNKS / sizeof CHUNKS[0]; ++c) {
        const int C = CHUNKS[c].C;
        const int64_t m = (n + C - 1) / C;
        MEDIAN_TIME(t, CHUNKS[c].sums(n, a, s));
        double bytes = 8.0 * (n + m);
        printf("RESULT scan_probe n=%lld piece=sums C=%d ms=%.4f GBs=%.1f ratio=%.3f\n",
               (long long)n, C, 1e3 * t, bytes / t / 1e9, bytes / t / 1e9 / copy_gbs);
#pragma omp target update from(s[0:m])
        int ok = 1;
        for (int64_t g = 0; g < m && ok; g += 1 + m / 1000) {
            int64_t r = 0;
            for (int64_t i = g * C; i < (g + 1) * C && i < n; ++i)
                r += a[i];
            ok = r == s[g];
        }
        check(ok, "sums", C, n);
        /* prefixes of the chunks, on the host, then the down pass */
        int64_t run = 0;
        for (int64_t g = 0; g < m; ++g) {
            p[g] = run;
            run += s[g];
        }
#pragma omp target update to(p[0:m])
        MEDIAN_TIME(t, CHUNKS[c].down(n, a, p, o));
        bytes = 8.0 * (2 * n + m);
        printf("RESULT scan_probe n=%lld piece=down C=%d ms=%.4f GBs=%.1f ratio=%.3f\n",
               (long long)n, C, 1e3 * t, bytes / t / 1e9, bytes / t / 1e9 / copy_gbs);
#pragma omp target update from(o[0:n])
        run = 0, ok = 1;
        for (int64_t i = 0; i < n && ok; ++i) {
            ok = o[i] == run;
            run += a[i];
        }
        check(ok, "down", C, n);
    }
    for (int64_t T = 1024; T <= 16384; T *= 4) {
        const int64_t m = (n + T - 1) / T;
        MEDIAN_TIME(t, tile_sums(n, T, a, s));
        const double bytes = 8.0 * (n + m);
        printf("RESULT scan_probe n=%lld piece=tile C=%lld ms=%.4f GBs=%.1f ratio=%.3f\n",
               (long long)n, (long long)T, 1e3 * t, bytes / t / 1e9, bytes / t / 1e9 / copy_gbs);
#pragma omp target update from(s[0:m])
        int64_t r = 0;
        for (int64_t i = (m - 1) * T; i < n; ++i)
            r += a[i];
        check(r == s[m - 1], "tile", (int)T, n);
    }
#pragma omp target exit data map(release: a[0:n], o[0:n], s[0:ms], p[0:ms])
    free(a), free(o), free(s), free(p);
}

static void probe_launch(void)
{
    int64_t *a = calloc(100000, sizeof(int64_t));
#pragma omp target enter data map(to: a[0:100000])
    double t;
    MEDIAN_TIME(t, empty_kernel(a));
    printf("RESULT scan_probe piece=launch_parallel_for us=%.2f\n", 1e6 * t);
    for (int64_t m = 1; m <= 100000; m *= 10) {
        MEDIAN_TIME(t, serial_kernel(m, a));
        printf("RESULT scan_probe piece=serial m=%lld us=%.2f ns_per_element=%.2f\n", (long long)m,
               1e6 * t, 1e9 * t / m);
    }
#pragma omp target exit data map(release: a[0:100000])
    free(a);
}

int main(int argc, char **argv)
{
    probe_launch();
    if (argc > 1)
        for (int i = 1; i < argc; ++i)
            probe(atoll(argv[i]));
    else {
        probe(10000000);
        probe(100000000);
    }
    printf("scan_probe: %d wrong\n", failures);
    return failures != 0;
}
