/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/vector.c.j2
 * flavour:   plain
 * value:     float
 * tunables:  defaults
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Returns sum_i x[i] * y[i], accumulated in double. */
double sparse_dot_float(int64_t n, const float *restrict x, const float *restrict y) {
    double sum = 0;
    /* concurrent: iterations are independent except for the +-reduction into sum */
    for (int64_t i = 0; i < n; ++i) {
        sum += (double)x[i] * y[i];
    }
    return sum;
}

/* y = y + a x */
void sparse_axpy_float(int64_t n, float a, const float *restrict x, float *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i)
        y[i] += a * x[i];
}

/* y = x + a y */
void sparse_xpay_float(int64_t n, const float *restrict x, float a, float *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i] + a * y[i];
}

/* z = w * dinv .* r  (weighted-Jacobi preconditioner, dinv = 1 / diag(A)) */
void sparse_jacobi_float(int64_t n, float w, const float *restrict dinv, const float *restrict r,
                         float *restrict z) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i)
        z[i] = w * dinv[i] * r[i];
}

/* y = x */
void sparse_copy_float(int64_t n, const float *restrict x, float *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}

/* y = x rounded to float (the entry of a single-precision V-cycle) */
void sparse_double_to_float(int64_t n, const double *restrict x, float *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i)
        y[i] = (float)x[i];
}

/* y = x (its exit) */
void sparse_float_to_double(int64_t n, const float *restrict x, double *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}
