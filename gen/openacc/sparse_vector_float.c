/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/vector.c.j2
 * flavour:   openacc
 * value:     float
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* The sums below as partial sums: thread c of 8192 adds elements c, c + 8192, ... into
 * sparse_partials_float[c],
 * the host adds them in order
 * (generator/units.py PARTIAL_SUMS says why): the same bits on every run. One
 * array per precision: these sums are not to be called from several host threads at once. */
/* external: clang's host side updates only externally visible declare-target variables */
double sparse_partials_float[8192];
#pragma acc declare create(sparse_partials_float)

static double add_partials_float(const double *v) {
    double s = 0;
    for (int c = 0; c < 8192; ++c)
        s += v[c];
    return s;
}

/* Returns sum_i x[i] * y[i], accumulated in double. */
double sparse_dot_float(int64_t n, const float *restrict x, const float *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t c = 0; c < 8192; ++c) {
        double sum = 0;
        for (int64_t i = c; i < n; i += 8192) {
            sum += (double)x[i] * y[i];
        }
        sparse_partials_float[c] = sum;
    }
#pragma acc update host(sparse_partials_float[0:8192])
    const double sum = add_partials_float(sparse_partials_float);
    return sum;
}

/* y = y + a x */
void sparse_axpy_float(int64_t n, float a, const float *restrict x, float *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] += a * x[i];
}

/* y = x + a y */
void sparse_xpay_float(int64_t n, const float *restrict x, float a, float *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i] + a * y[i];
}

/* z = w * dinv .* r  (weighted-Jacobi preconditioner, dinv = 1 / diag(A)) */
void sparse_jacobi_float(int64_t n, float w, const float *restrict dinv, const float *restrict r,
                         float *restrict z) {
#pragma acc parallel loop gang vector vector_length(128) present(dinv[0:n], r[0:n], z[0:n])
    for (int64_t i = 0; i < n; ++i)
        z[i] = w * dinv[i] * r[i];
}

/* y = x */
void sparse_copy_float(int64_t n, const float *restrict x, float *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}

/* y = x rounded to float (the entry of a single-precision V-cycle) */
void sparse_double_to_float(int64_t n, const double *restrict x, float *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = (float)x[i];
}

/* y = x (its exit) */
void sparse_float_to_double(int64_t n, const float *restrict x, double *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}
