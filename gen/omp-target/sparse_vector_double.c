/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/vector.c.j2
 * flavour:   omp-target
 * value:     double
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* The sums below as partial sums: thread c of 65536 adds elements c, c + 65536, ... into
 * sparse_partials_double[c],
 * thread d of 1024 adds partials d, d + 1024, ... into sparse_sums_double[d], and
 * the host adds those in order
 * (generator/units.py PARTIAL_SUMS says why): the same bits on every run. One
 * array per precision: these sums are not to be called from several host threads at once. */
/* external: clang's host side updates only externally visible declare-target variables */
#pragma omp declare target
double sparse_partials_double[65536];
#pragma omp end declare target
#pragma omp declare target
double sparse_sums_double[1024];
#pragma omp end declare target

static double add_partials_double(const double *v) {
    double s = 0;
    for (int c = 0; c < 1024; ++c)
        s += v[c];
    return s;
}

/* Returns sum_i x[i] * y[i], accumulated in double. */
double sparse_dot_double(int64_t n, const double *restrict x, const double *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t c = 0; c < 65536; ++c) {
        double sum = 0;
        for (int64_t i = c; i < n; i += 65536) {
            sum += (double)x[i] * y[i];
        }
        sparse_partials_double[c] = sum;
    }
#pragma omp target teams distribute parallel for thread_limit(128)
    for (int64_t d = 0; d < 1024; ++d) {
        const int64_t first = d / 1024 * 65536 + d % 1024;
        double s = 0;
        for (int64_t c = 0; c < 64; ++c)
            s += sparse_partials_double[first + c * 1024];
        sparse_sums_double[d] = s;
    }
#pragma omp target update from(sparse_sums_double[0:1024])
    const double sum = add_partials_double(sparse_sums_double);
    return sum;
}

/* y = y + a x */
void sparse_axpy_double(int64_t n, double a, const double *restrict x, double *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] += a * x[i];
}

/* y = x + a y */
void sparse_xpay_double(int64_t n, const double *restrict x, double a, double *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i] + a * y[i];
}

/* z = w * dinv .* r  (weighted-Jacobi preconditioner, dinv = 1 / diag(A)) */
void sparse_jacobi_double(int64_t n, double w, const double *restrict dinv,
                          const double *restrict r, double *restrict z) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: dinv[0:n], r[0:n], z[0:n])
    for (int64_t i = 0; i < n; ++i)
        z[i] = w * dinv[i] * r[i];
}

/* y = x */
void sparse_copy_double(int64_t n, const double *restrict x, double *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}
