/* Probe (issue 17): where does the RHMC solver's vector algebra time go on the GPU? On an H200
 * the K80 24^4 trajectory spent 15 s in "linalg" for 21,032 multishift CG iterations (0.7 ms an
 * iteration), where the bytes its vector kernels move take about 0.1 ms; fusing the shift updates
 * (13 launches -> 4) changed nothing (BENCHMARKS.md, lattice). This times each generated vec3
 * kernel that an iteration calls (gen/omp-target/lattice_vec3_{float,double}.c, linked in) on
 * vectors of the 24^4 and 32^4 half lattices, and next to the reductions the same reduction
 * written with a bounded number of teams (a num_teams clause on the same loop; each thread
 * first summing a strided share of the vector), to see whether the cost is the launches, the bandwidth or clang 16's cross-team
 * reduction. A second round (2026-11-27) times partial-sum shapes: 8,192 to 131,072 partials,
 * the kernel, the copy back and the host's adding apart, and a second reduction on the device;
 * run with DEV_GPU_WAIT=blocking too (gen/omp-target/device.c, linked in). Prints one RESULT line per kernel and size: microseconds per call (median of 50
 * after warm-up) and GB/s of the bytes it must move.
 *
 *   lattice_linalg_probe [N ...]   (complex numbers per vector; default 497664 1572864) */
#define _POSIX_C_SOURCE 199309L
#include <complex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "lattice_kernels.h"
#include "probe_timing.h"

enum { REPS = 50 };

/* one RESULT line: the median microseconds of REPS calls and the GB/s of `bytes` */
#define TIME(label, n, bytes, call)                                                               \
    do {                                                                                          \
        double seconds;                                                                           \
        PROBE_MEDIAN_SECONDS(seconds, REPS, call);                                                \
        const double us = 1e6 * seconds;                                                          \
        printf("RESULT lattice_linalg_probe n=%lld kernel=%s us=%.2f GBs=%.1f\n", (long long)(n), \
               label, us, (double)(bytes) / us * 1e-3);                                           \
        fflush(stdout);                                                                           \
    } while (0)

/* the dot product's real part as lattice_vec3_dot_f reduces it, over `teams` teams of 128
 * threads, each thread summing a strided share first */
static double dot_bounded_f(int64_t n, const float complex *restrict x, const float complex *restrict y, int teams)
{
    double sum = 0;
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(128) reduction(+:sum) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t t = 0; t < (int64_t)teams * 128; ++t) {
        double s = 0;
        for (int64_t i = t; i < n; i += (int64_t)teams * 128)
            s += (double)__real__ x[i] * __real__ y[i] + (double)__imag__ x[i] * __imag__ y[i];
        sum += s;
    }
    return sum;
}

/* the same with only a num_teams clause added to the generated loop (what a bound in the
 * flavour's reduction macro would give) */
static double dot_clause_f(int64_t n, const float complex *restrict x, const float complex *restrict y, int teams)
{
    double sum = 0;
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(128) reduction(+:sum) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        sum += (double)__real__ x[i] * __real__ y[i] + (double)__imag__ x[i] * __imag__ y[i];
    return sum;
}

/* ---- partial-sum variants (second round): P partials by threads of thread_limit 128 or 256,
 * read back with a target update of a declare-target array, or written straight into pinned
 * host memory (llvm_omp_target_alloc_host, is_device_ptr: no copy call), or reduced again on
 * the device to 1024 values first. Each returns the real part of the dot product. */
extern void *llvm_omp_target_alloc_host(size_t size, int device);
extern int omp_get_default_device(void);
#pragma omp declare target
double probe_partials[1 << 17];
double probe_partials2[1024];
#pragma omp end declare target

static double add_in_order(const double *v, int64_t m)
{
    double s = 0;
    for (int64_t c = 0; c < m; ++c)
        s += v[c];
    return s;
}

/* the same values added in 8 interleaved lanes, then the lanes in order: a fixed order too */
static double add_8_lanes(const double *v, int64_t m)
{
    double l[8] = {0};
    for (int64_t c = 0; c + 8 <= m; c += 8)
        for (int k = 0; k < 8; ++k)
            l[k] += v[c + k];
    double s = 0;
    for (int k = 0; k < 8; ++k)
        s += l[k];
    return s;
}

#define PRAGMA(x) _Pragma(#x)
#define PARTIALS_KERNEL(T)                                                                   \
    PRAGMA(omp target teams distribute parallel for thread_limit(T) map(present, alloc: x[0:n], y[0:n])) \
    for (int64_t c = 0; c < P; ++c) {                                                        \
        double s = 0;                                                                        \
        for (int64_t i = c; i < n; i += P)                                                   \
            s += (double)__real__ x[i] * __real__ y[i] + (double)__imag__ x[i] * __imag__ y[i]; \
        probe_partials[c] = s;                                                               \
    }

static double dot_partials(int64_t n, const float complex *restrict x, const float complex *restrict y, int64_t P,
                           int T, int lanes)
{
    if (T == 256) {
        PARTIALS_KERNEL(256)
    } else {
        PARTIALS_KERNEL(128)
    }
#pragma omp target update from(probe_partials[0:P])
    return lanes ? add_8_lanes(probe_partials, P) : add_in_order(probe_partials, P);
}

/* the kernel alone (no read-back) */
static void partials_kernel_only(int64_t n, const float complex *restrict x, const float complex *restrict y, int64_t P)
{
    PARTIALS_KERNEL(128)
}

static void update_only(int64_t P)
{
#pragma omp target update from(probe_partials[0:P])
}

/* written into pinned host memory by the device */
static double dot_pinned(int64_t n, const float complex *restrict x, const float complex *restrict y, int64_t P,
                         double *restrict host)
{
#pragma omp target teams distribute parallel for thread_limit(128) is_device_ptr(host) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t c = 0; c < P; ++c) {
        double s = 0;
        for (int64_t i = c; i < n; i += P)
            s += (double)__real__ x[i] * __real__ y[i] + (double)__imag__ x[i] * __imag__ y[i];
        host[c] = s;
    }
    return add_8_lanes(host, P);
}

/* P partials, then 1024 threads each add P/1024 consecutive ones on the device, 1024 read back */
static double dot_two_stage(int64_t n, const float complex *restrict x, const float complex *restrict y, int64_t P)
{
    PARTIALS_KERNEL(128)
    const int64_t per = P / 1024;
#pragma omp target teams distribute parallel for thread_limit(128)
    for (int64_t c = 0; c < 1024; ++c) {
        double s = 0;
        for (int64_t k = 0; k < per; ++k)
            s += probe_partials[c * per + k];
        probe_partials2[c] = s;
    }
#pragma omp target update from(probe_partials2[0:1024])
    return add_8_lanes(probe_partials2, 1024);
}

static void empty_kernel(void)
{
#pragma omp target teams distribute parallel for thread_limit(128)
    for (int i = 0; i < 1; ++i)
        ;
}

static void probe(int64_t n)
{
    const size_t nf = sizeof(float complex) * (size_t)n, nd = sizeof(double complex) * (size_t)n;
    float complex *r = malloc(nf), *p = malloc(nf), *x = malloc(nf), *ps[4], *xs[4];
    double complex *rd = malloc(nd), *pd = malloc(nd), *xd = malloc(nd);
    for (int64_t i = 0; i < n; ++i) {
        r[i] = 1e-3f * (float)(i % 97) + I * 1e-3f, p[i] = 0.5f, x[i] = 0;
        rd[i] = r[i], pd[i] = p[i], xd[i] = 0;
    }
#pragma omp target enter data map(to: r[0:n], p[0:n], x[0:n], rd[0:n], pd[0:n], xd[0:n])
    for (int k = 0; k < 4; ++k) {
        ps[k] = malloc(nf), xs[k] = malloc(nf);
        float complex *a = ps[k], *b = xs[k];
        for (int64_t i = 0; i < n; ++i)
            a[i] = 0.5f, b[i] = 0;
#pragma omp target enter data map(to: a[0:n], b[0:n])
    }
    double sink = 0;
    TIME("empty", n, 0, empty_kernel());
    TIME("copy_f", n, 2 * nf, lattice_vec3_copy_f(n, r, x));
    TIME("axpby_f", n, 3 * nf, lattice_vec3_axpby_f(n, 1.0f, r, 0.5f, p));
    TIME("shift_update_f", n, 5 * nf, lattice_vec3_shift_update_f(n, 1e-3f, 1.0f, 0.5f, r, ps[0], xs[0]));
    TIME("shift_update4_f", n, 17 * nf,
         lattice_vec3_shift_update4_f(n, r, 1e-3f, 1.0f, 0.5f, ps[0], xs[0], 1e-3f, 1.0f, 0.5f, ps[1], xs[1], 1e-3f,
                                      1.0f, 0.5f, ps[2], xs[2], 1e-3f, 1.0f, 0.5f, ps[3], xs[3]));
    double re, im;
    TIME("dot_f", n, 2 * nf, (lattice_vec3_dot_f(n, r, p, &re, &im), sink += re));
    TIME("norm2_f", n, nf, sink += lattice_vec3_norm2_f(n, r));
    TIME("axpy_norm2_f", n, 3 * nf, sink += lattice_vec3_axpy_norm2_f(n, 0.0f, p, r));
    TIME("dot_f_clause264", n, 2 * nf, sink += dot_clause_f(n, r, p, 264));
    TIME("dot_f_clause1056", n, 2 * nf, sink += dot_clause_f(n, r, p, 1056));
    TIME("dot_f_teams264", n, 2 * nf, sink += dot_bounded_f(n, r, p, 264));
    TIME("dot_f_teams1056", n, 2 * nf, sink += dot_bounded_f(n, r, p, 1056));
    double *pinned = llvm_omp_target_alloc_host(sizeof(double) << 17, omp_get_default_device());
    static const int64_t Ps[] = {8192, 16384, 32768, 65536, 131072};
    for (int k = 0; k < 5; ++k) {
        const int64_t P = Ps[k];
        char label[64];
        snprintf(label, sizeof label, "partials%lld_t128", (long long)P);
        TIME(label, n, 2 * nf, sink += dot_partials(n, r, p, P, 128, 0));
        snprintf(label, sizeof label, "partials%lld_t128_lanes", (long long)P);
        TIME(label, n, 2 * nf, sink += dot_partials(n, r, p, P, 128, 1));
        snprintf(label, sizeof label, "partials%lld_t256_lanes", (long long)P);
        TIME(label, n, 2 * nf, sink += dot_partials(n, r, p, P, 256, 1));
        snprintf(label, sizeof label, "kernel_only%lld", (long long)P);
        TIME(label, n, 2 * nf, partials_kernel_only(n, r, p, P));
        snprintf(label, sizeof label, "update_only%lld", (long long)P);
        TIME(label, n, 0, update_only(P));
        snprintf(label, sizeof label, "host_in_order%lld", (long long)P);
        TIME(label, n, 0, sink += add_in_order(probe_partials, P));
        snprintf(label, sizeof label, "host_8_lanes%lld", (long long)P);
        TIME(label, n, 0, sink += add_8_lanes(probe_partials, P));
        if (pinned) {
            snprintf(label, sizeof label, "pinned%lld", (long long)P);
            TIME(label, n, 2 * nf, sink += dot_pinned(n, r, p, P, pinned));
        }
        if (P >= 16384) {
            snprintf(label, sizeof label, "two_stage%lld", (long long)P);
            TIME(label, n, 2 * nf, sink += dot_two_stage(n, r, p, P));
        }
    }
    if (!pinned)
        printf("llvm_omp_target_alloc_host returned NULL\n");
    TIME("copy_d", n, 2 * nd, lattice_vec3_copy_d(n, rd, xd));
    TIME("dot_d", n, 2 * nd, (lattice_vec3_dot_d(n, rd, pd, &re, &im), sink += re));
    TIME("axpy_norm2_d", n, 3 * nd, sink += lattice_vec3_axpy_norm2_d(n, 0.0, pd, rd));
    printf("(sink %g)\n", sink);
#pragma omp target exit data map(delete: r[0:n], p[0:n], x[0:n], rd[0:n], pd[0:n], xd[0:n])
    for (int k = 0; k < 4; ++k) {
        float complex *a = ps[k], *b = xs[k];
#pragma omp target exit data map(delete: a[0:n], b[0:n])
        free(a), free(b);
    }
    free(r), free(p), free(x), free(rd), free(pd), free(xd);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        probe(497664);
        probe(1572864);
    }
    for (int i = 1; i < argc; ++i)
        probe(atoll(argv[i]));
    return 0;
}
