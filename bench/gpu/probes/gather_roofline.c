/* Probe (issue 12): how fast can the GPU gather rows of X at all? The row-per-thread SpMM
 * makes one gather of a 32-byte row of X (k = 8, float) per matrix entry; on 48Cr, where a
 * row's ~640 entries spread over its block row, that gather rate, not the matrix's bytes,
 * holds the kernel (spmm_sell_probe.c: with the entries' loads coalesced it ran as fast as
 * before). This probe measures the rate of the gathers alone, with the same shape as the
 * SpMM's loop (column indices read coalesced, entry q of 32 threads side by side, each
 * thread summing the rows it gathers), for rows drawn at random from windows that stay in
 * the L1 (64 KiB, shared by every thread), in the L2 (4 MiB) or not (the 63 MB of 48Cr's
 * X at k = 8), 32 bytes a thread (two 16-byte loads) or 16 bytes (two threads a row).
 * It prints gathers per second and the time the same number of gathers as 48Cr's SpMM
 * (1,250,239,569) would take at that rate: a floor for any kernel that gathers once an entry.
 * A fourth window, the 192 MB of the irregular gallery matrix's X (irregular:6000000:9:1, whose
 * columns are drawn uniformly: no locality), gives the same floor for its 50,489,529 gathers.
 *
 *   usage: gather_roofline [--gathers G (default 2^28)] [--reps K (default 10)]
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "device.h"
#include "matrix.h"
#include "util.h"

#define K 8      /* floats a row of X: 32 bytes */
#define C 32     /* threads whose q-th indices lie side by side */
#define TL 128
#define PER_THREAD 640 /* gathers a thread: about a 48Cr row's entries */
#define ENTRIES_48CR 1250239569.0
#define ENTRIES_IRREGULAR 50489529.0 /* irregular:6000000:9:1, whose X is 6M rows (192 MB) */

#define PRAGMA(...) _Pragma(#__VA_ARGS__)
#define EXPANDED_PRAGMA(...) PRAGMA(__VA_ARGS__)

/* thread t sums rows idx[base + q C] of X, q < PER_THREAD, LANES threads a row (K / LANES
 * floats each) */
#define GATHER_KERNEL(name, LANES)                                                                 \
    static void name(int64_t n_threads, const int32_t *restrict idx, int64_t n_idx,              \
                     const float *restrict X, int64_t nx, float *restrict Y)                       \
    {                                                                                              \
        const int64_t n_lanes = n_threads * (LANES);                                               \
        EXPANDED_PRAGMA(omp target teams distribute parallel for                                  \
                            num_teams((int)(n_lanes / TL + 1)) thread_limit(TL)                    \
                                map(present, alloc: idx[0:n_idx], X[0:nx], Y[0:n_lanes]))          \
        for (int64_t g = 0; g < n_lanes; ++g) {                                                    \
            const int64_t t = g / (LANES);                                                         \
            const int c0 = (int)(g % (LANES)) * (K / (LANES));                                     \
            const int64_t base = (t / C) * C * PER_THREAD + t % C;                                 \
            float acc[K / (LANES)] = {0};                                                          \
            for (int q = 0; q < PER_THREAD; ++q) {                                                 \
                const float *restrict x = (const float *)__builtin_assume_aligned(                \
                    X + (int64_t)idx[base + (int64_t)q * C] * K + c0, 16);                         \
                for (int c = 0; c < K / (LANES); ++c)                                              \
                    acc[c] += x[c];                                                                \
            }                                                                                      \
            float s = 0;                                                                           \
            for (int c = 0; c < K / (LANES); ++c)                                                  \
                s += acc[c];                                                                       \
            Y[g] = s;                                                                              \
        }                                                                                          \
    }
GATHER_KERNEL(gather32, 1)
GATHER_KERNEL(gather16, 2)

static uint64_t mix(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int main(int argc, char **argv)
{
    int64_t gathers = (int64_t)1 << 28;
    int reps = 10;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--gathers")) gathers = atoll(argv[i + 1]);
        else if (!strcmp(argv[i], "--reps")) reps = atoi(argv[i + 1]);
        else die("usage: %s [--gathers G] [--reps K]", argv[0]);
    }
    const int64_t n_threads = (gathers / (C * PER_THREAD)) * C, n_idx = n_threads * PER_THREAD;
    gathers = n_idx;
    const int64_t rows_48cr = 1963461, rows_irregular = 6000000, nx = rows_irregular * K;
    float *X = xmalloc(sizeof *X * (size_t)nx), *Y = xmalloc(sizeof *Y * (size_t)n_threads * 2);
    int32_t *idx = xmalloc(sizeof *idx * (size_t)n_idx);
    for (int64_t q = 0; q < nx; ++q)
        X[q] = (float)(q % 7) - 3;
    dev_copyin(X, sizeof *X * (size_t)nx);
    dev_create(Y, sizeof *Y * (size_t)n_threads * 2);
    dev_create(idx, sizeof *idx * (size_t)n_idx);
    const double copy_gbs = sparse_copy_bandwidth(1024, reps);
    printf("%lld gathers (%lld threads of %d), k = %d float rows of X (32 bytes); copy %.1f GB/s\n",
           (long long)gathers, (long long)n_threads, PER_THREAD, K, copy_gbs);
    const struct {
        const char *name;
        int64_t rows; /* the window: rows 0 .. rows - 1 of X */
    } windows[] = {{"L1 (64 KiB)", 2048}, {"L2 (4 MiB)", 131072}, {"48Cr's X (63 MB)", rows_48cr},
                   {"irregular's X (192 MB)", rows_irregular}};
    for (size_t w = 0; w < sizeof windows / sizeof windows[0]; ++w) {
        uint64_t state = 12345 + w;
        for (int64_t q = 0; q < n_idx; ++q)
            idx[q] = (int32_t)(mix(&state) % (uint64_t)windows[w].rows);
        dev_update_device(idx, sizeof *idx * (size_t)n_idx);
        for (int lanes = 1; lanes <= 2; ++lanes) {
            double t;
            if (lanes == 1)
                BENCH_TIME_MEDIAN(t, 5, reps, gather32(n_threads, idx, n_idx, X, nx, Y));
            else
                BENCH_TIME_MEDIAN(t, 5, reps, gather16(n_threads, idx, n_idx, X, nx, Y));
            /* check: thread 0's sum on the host */
            dev_update_host(Y, sizeof *Y * (size_t)lanes);
            double want = 0;
            for (int q = 0; q < PER_THREAD; ++q)
                for (int c = 0; c < K / lanes; ++c)
                    want += X[(int64_t)idx[(int64_t)q * C] * K + c];
            const int ok = (double)Y[0] == want; /* small integers: exact in float */
            printf("RESULT window=\"%s\" bytes_a_thread=%d ms=%.4f gathers_per_s=%.3e "
                   "gather_gbs=%.1f floor_48cr_ms=%.3f floor_irregular_ms=%.3f %s\n",
                   windows[w].name, 32 / lanes, t * 1e3, gathers / t, gathers * 32.0 / t * 1e-9,
                   ENTRIES_48CR / (gathers / t) * 1e3, ENTRIES_IRREGULAR / (gathers / t) * 1e3,
                   ok ? "ok" : "WRONG");
            if (!ok)
                return 1;
        }
    }
    return 0;
}
