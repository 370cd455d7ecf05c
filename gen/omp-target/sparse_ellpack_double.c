/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/ellpack.c.j2
 * flavour:   omp-target
 * format:    ellpack
 * value:     double
 * kernels:   spmv, residual, prolong, smooth
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Column-major ELLPACK: entry k of row i is at k * n_rows + i, so consecutive
 * threads read consecutive addresses. Padding has val = 0 and a column index
 * that is valid for the row, so the loop never reads out of bounds. */

/* y = A x; A in column-major ELLPACK of the given width. */
void sparse_spmv_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                const int32_t *restrict col, const double *restrict val,
                                const double *restrict x, double *restrict y) {
    (void)n_cols; /* it sizes the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: col[0:(int64_t)width * n_rows], val[0:(int64_t)width * n_rows], x[0:n_cols], \
        y[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum = 0;

        for (int32_t k = 0; k < width; ++k) {
            const int64_t e = (int64_t)k * n_rows + i;
            sum += val[e] * x[col[e]];
        }
        y[i] = sum;
    }
}

/* r = b - A x; A in column-major ELLPACK of the given width. */
void sparse_residual_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                    const int32_t *restrict col, const double *restrict val,
                                    const double *restrict x, const double *restrict b,
                                    double *restrict r) {
    (void)n_cols; /* it sizes the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: col[0:(int64_t)width * n_rows], val[0:(int64_t)width * n_rows], x[0:n_cols], \
        b[0:n_rows], r[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum = 0;

        for (int32_t k = 0; k < width; ++k) {
            const int64_t e = (int64_t)k * n_rows + i;
            sum += val[e] * x[col[e]];
        }
        r[i] = b[i] - sum;
    }
}

/* y = y + A x (A = P: the coarse correction of the V-cycle); A in column-major ELLPACK of the given
 * width. */
void sparse_prolong_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                   const int32_t *restrict col, const double *restrict val,
                                   const double *restrict x, double *restrict y) {
    (void)n_cols; /* it sizes the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: col[0:(int64_t)width * n_rows], val[0:(int64_t)width * n_rows], x[0:n_cols], \
        y[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum = 0;

        for (int32_t k = 0; k < width; ++k) {
            const int64_t e = (int64_t)k * n_rows + i;
            sum += val[e] * x[col[e]];
        }
        y[i] += sum;
    }
}

/* d = a d + c D^-1 (b - A x), x_out = x + d: one Chebyshev step (a = 0: weighted Jacobi); A in
 * column-major ELLPACK of the given width. */
void sparse_smooth_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                  const int32_t *restrict col, const double *restrict val,
                                  const double *restrict x, const double *restrict b,
                                  const double *restrict dinv, double a, double c,
                                  double *restrict d, double *restrict x_out) {
    (void)n_cols; /* it sizes the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: col[0:(int64_t)width * n_rows], val[0:(int64_t)width * n_rows], x[0:n_cols], \
        b[0:n_rows], dinv[0:n_rows], d[0:n_rows], x_out[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum = 0;

        for (int32_t k = 0; k < width; ++k) {
            const int64_t e = (int64_t)k * n_rows + i;
            sum += val[e] * x[col[e]];
        }
        const double step = (a != 0 ? a * d[i] : 0) + c * dinv[i] * (b[i] - sum);
        d[i] = step;
        x_out[i] = x[i] + step;
    }
}
