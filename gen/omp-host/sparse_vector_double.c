/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/vector.c.j2
 * flavour:   omp-host
 * value:     double
 * tunables:  chunk=0, schedule=static
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Returns sum_i x[i] * y[i], accumulated in double. */
double sparse_dot_double(int64_t n, const double *restrict x, const double *restrict y) {
    double sum = 0;
#pragma omp parallel for simd schedule(static) reduction(+:sum)
    for (int64_t i = 0; i < n; ++i) {
        sum += (double)x[i] * y[i];
    }
    return sum;
}

/* y = y + a x */
void sparse_axpy_double(int64_t n, double a, const double *restrict x, double *restrict y) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        y[i] += a * x[i];
}

/* y = x + a y */
void sparse_xpay_double(int64_t n, const double *restrict x, double a, double *restrict y) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i] + a * y[i];
}

/* z = w * dinv .* r  (weighted-Jacobi preconditioner, dinv = 1 / diag(A)) */
void sparse_jacobi_double(int64_t n, double w, const double *restrict dinv,
                          const double *restrict r, double *restrict z) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        z[i] = w * dinv[i] * r[i];
}

/* y = x */
void sparse_copy_double(int64_t n, const double *restrict x, double *restrict y) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}
