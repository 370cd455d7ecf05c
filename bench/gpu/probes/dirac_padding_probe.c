/* Probe (issue 17): omp-host's Dirac operator against a variant of the same generated code, in
 * one process. Built by dirac_padding_probe.sh (component stride padded by 64 bytes: does
 * padding make 32^4 as fast per site as 32x32x30x30? At 32^4 a parity's sizeh = 2^19 sites, so
 * the ~100 streams a site reads (72 link components, 24 neighbour and 3 output vector
 * components) lie at multiples of 8 MiB (double) from each other and fall into the same cache
 * sets) and by dirac_prefetch_probe.sh (PROBE_PAD_BYTES=0: the same layout, the variant
 * compiled with another prefetch locality or -march).
 *
 * Times the product's Deo (lattice_deo_{d,f}18 from libkernels, component c of a field at
 * c sizeh + h) against the variant (probe_deo_{d,f}18: gen/omp-host/lattice_dslash_*_18.c
 * renamed by the script, component stride sizeh + PROBE_PAD_BYTES), on the same random
 * numbers, each thread's pages first touched by it. Prints how many outputs differ bit for bit
 * and the largest difference. Bytes per site as dslash_bench counts them (8 links, 8 neighbour
 * vectors, one vector written); the copy bandwidth from the flavour's copy kernel in the same
 * process.
 *
 *   dirac_padding_probe 32x32x32x32 32x32x30x30 ...     (OMP_NUM_THREADS threads)
 * Prints one "PROBE ..." line per lattice, precision and layout. */
#include <complex.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "lattice_kernels.h"
#include "util.h"

void probe_deo_d18(int32_t, int32_t, int32_t, int32_t, const double complex *restrict,
                   const double complex *restrict, double complex *restrict);
void probe_deo_f18(int32_t, int32_t, int32_t, int32_t, const float complex *restrict,
                   const float complex *restrict, float complex *restrict);

#ifndef PROBE_PAD_BYTES
#define PROBE_PAD_BYTES 64
#endif
#ifndef PROBE_VARIANT
#define PROBE_VARIANT "padded64"
#endif

enum { BATCHES = 7 };

static double uniform(uint64_t k) /* a fixed pseudo-random number in [-1, 1) per index */
{
    k ^= k >> 33, k *= 0xff51afd7ed558ccdULL, k ^= k >> 33, k *= 0xc4ceb9fe1a85ec53ULL, k ^= k >> 33;
    return (double)(k >> 11) * 0x1.0p-52 - 1.0;
}

static double copy_gbs(void)
{
    const int64_t n = (int64_t)128 << 20 >> 5; /* 128 MB of double complex, read and written */
    double complex *x = malloc(sizeof *x * n), *y = malloc(sizeof *y * n);
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        x[i] = i, y[i] = 0;
    double t[BATCHES];
    for (int b = 0; b < BATCHES; ++b) {
        const double t0 = wall_seconds();
        for (int r = 0; r < 10; ++r)
            lattice_vec3_copy_d(n, x, y);
        t[b] = (wall_seconds() - t0) / 10;
    }
    free(x), free(y);
    return 2.0 * sizeof(double complex) * n / bench_median(t, BATCHES) * 1e-9;
}

/* One precision: T the complex type, K the kernel suffix. */
#define PROBE_PRECISION(T, K, NAME)                                                                \
    static void probe_##K(const int32_t *n, double copy)                                           \
    {                                                                                              \
        const int64_t sizeh = (int64_t)n[0] * n[1] * n[2] * n[3] / 2;                              \
        const int64_t stride = sizeh + PROBE_PAD_BYTES / (int64_t)sizeof(T);                       \
        T *u[2], *in[2], *out[2];                                                                  \
        const int64_t s[2] = {sizeh, stride};                                                      \
        for (int l = 0; l < 2; ++l) {                                                              \
            u[l] = malloc(sizeof(T) * 72 * s[l]);                                                  \
            in[l] = malloc(sizeof(T) * 3 * s[l]);                                                  \
            out[l] = malloc(sizeof(T) * 3 * s[l]);                                                 \
            _Pragma("omp parallel for schedule(static)") for (int64_t h = 0; h < sizeh; ++h)       \
            {                                                                                      \
                for (int c = 0; c < 72; ++c)                                                       \
                    u[l][c * s[l] + h] = uniform(2 * (c * sizeh + h)) + I * uniform(2 * (c * sizeh + h) + 1); \
                for (int c = 0; c < 3; ++c) {                                                      \
                    const uint64_t k = 1000 * (uint64_t)sizeh + c * sizeh + h;                     \
                    in[l][c * s[l] + h] = uniform(2 * k) + I * uniform(2 * k + 1);                 \
                    out[l][c * s[l] + h] = 0;                                                      \
                }                                                                                  \
            }                                                                                      \
        }                                                                                          \
        const double bytes = (8.0 * 18 + 8 * 6 + 6) * sizeof(T) / 2;                               \
        double ns[2][BATCHES];                                                                     \
        const int reps = (int)(4000000 / sizeh) + 1;                                               \
        lattice_deo_##K(n[0], n[1], n[2], n[3], u[0], in[0], out[0]);                              \
        probe_deo_##K(n[0], n[1], n[2], n[3], u[1], in[1], out[1]);                                \
        for (int b = 0; b < BATCHES; ++b)                                                          \
            for (int l = 0; l < 2; ++l) {                                                          \
                const double t0 = wall_seconds();                                                  \
                for (int r = 0; r < reps; ++r)                                                     \
                    if (l == 0)                                                                    \
                        lattice_deo_##K(n[0], n[1], n[2], n[3], u[0], in[0], out[0]);              \
                    else                                                                           \
                        probe_deo_##K(n[0], n[1], n[2], n[3], u[1], in[1], out[1]);                \
                ns[l][b] = (wall_seconds() - t0) / reps / sizeh * 1e9;                             \
            }                                                                                      \
        int64_t differ = 0;                                                                        \
        double max_diff = 0;                                                                       \
        for (int c = 0; c < 3; ++c)                                                                \
            for (int64_t h = 0; h < sizeh; ++h)                                                    \
                {                                                                                  \
                differ += memcmp(&out[0][c * sizeh + h], &out[1][c * stride + h], sizeof(T)) != 0; \
                const double d = cabs(out[0][c * sizeh + h] - out[1][c * stride + h]);             \
                max_diff = d > max_diff ? d : max_diff;                                            \
            }                                                                                      \
        for (int l = 0; l < 2; ++l) {                                                              \
            const double t = bench_median(ns[l], BATCHES), gbs = bytes / t;                        \
            printf("PROBE lattice=%dx%dx%dx%d prec=%s layout=%s threads=%d ns_per_site=%.2f "      \
                   "GBps=%.1f copy_GBps=%.1f ratio=%.3f differ=%lld max_diff=%.2g\n",              \
                   n[0], n[1], n[2], n[3], NAME, l ? PROBE_VARIANT : "product",                    \
                   omp_get_max_threads(), t, gbs, copy, gbs / copy, (long long)differ, max_diff);  \
            free(u[l]), free(in[l]), free(out[l]);                                                 \
        }                                                                                          \
        fflush(stdout);                                                                            \
    }
PROBE_PRECISION(double complex, d18, "double")
PROBE_PRECISION(float complex, f18, "single")

int main(int argc, char **argv)
{
    const double copy = copy_gbs();
    printf("copy bandwidth: %.1f GB/s, %d threads\n", copy, omp_get_max_threads());
    for (int a = 1; a < argc; ++a) {
        int32_t n[4];
        if (sscanf(argv[a], "%dx%dx%dx%d", &n[0], &n[1], &n[2], &n[3]) != 4 || n[0] % 2 || n[0] < 2) {
            fprintf(stderr, "dirac_padding_probe: '%s' is not a lattice N0xN1xN2xN3 (N0 even)\n", argv[a]);
            return 1;
        }
        probe_d18(n, copy);
        probe_f18(n, copy);
    }
    return 0;
}
