/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/block.c.j2
 * flavour:   omp-host
 * value:     double
 * tunables:  chunk=0, schedule=static
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Element-wise operations on blocks of k vectors for the block eigensolvers (runtime/eigen):
 * row-major n x k (element (i, c) at i * k + c, the operator's layout) unless a leading
 * dimension ld says column-major (element (i, c) at i + c ld); every array is on the device. */

/* R (row-major n x k) = AX - X diag(lambda), the residuals of k Ritz pairs, from the
 * column-major blocks X and AX (column c at X + c ld): LOBPCG keeps its basis by columns for
 * the dense products and hands the residuals to the preconditioner in the operator's layout.
 * One row per iteration (consecutive iterations read consecutive rows of each column). */
void sparse_block_residual_double(int64_t n, int32_t k, int64_t ld, const double *restrict AX,
                                  const double *restrict X, const double *restrict lambda,
                                  double *restrict R) {
    const int64_t nk = n * k, span = (k - 1) * ld + n;
    (void)nk, (void)span; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i) {

        for (int32_t c = 0; c < k; ++c)
            R[i * k + c] = AX[i + c * ld] - X[i + c * ld] * lambda[c];
    }
}

/* Y (column-major, column c at Y + c ld) = X (row-major n x k): a block from the operator's
 * layout into LOBPCG's basis. One row per iteration. */
void sparse_block_to_columns_double(int64_t n, int32_t k, const double *restrict X, int64_t ld,
                                    double *restrict Y) {
    const int64_t nk = n * k, span = (k - 1) * ld + n;
    (void)nk, (void)span; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i) {

        for (int32_t c = 0; c < k; ++c)
            Y[i + c * ld] = X[i * k + c];
    }
}

/* Y (n x m) = the columns cols[0..m) of X (n x k). One row per iteration. */
void sparse_block_gather_double(int64_t n, int32_t k, const double *restrict X, int32_t m,
                                const int32_t *restrict cols, double *restrict Y) {
    const int64_t nk = n * k, nm = n * m;
    (void)nk, (void)nm; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i) {

        for (int32_t j = 0; j < m; ++j)
            Y[i * m + j] = X[i * k + cols[j]];
    }
}

/* x (double) = column c of X (row-major n x k): one vector of a block in the precision of a
 * single-vector solver (the multigrid cycle of the AMG preconditioner). */
void sparse_block_column_get_double(int64_t n, int32_t k, int32_t c, const double *restrict X,
                                    double *restrict x) {
    const int64_t nk = n * k;
    (void)nk; /* it sizes the device data clauses */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        x[i] = X[i * k + c];
}

/* Column c of X (row-major n x k) = x, rounded to the block's precision. */
void sparse_block_column_put_double(int64_t n, int32_t k, int32_t c, const double *restrict x,
                                    double *restrict X) {
    const int64_t nk = n * k;
    (void)nk; /* it sizes the device data clauses */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        X[i * k + c] = (double)x[i];
}

/* W = diag(dinv) R: the Jacobi preconditioner on k vectors. */
void sparse_block_jacobi_double(int64_t n, int32_t k, const double *restrict dinv,
                                const double *restrict R, double *restrict W) {
    const int64_t nk = n * k;
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < nk; ++q)
        W[q] = dinv[q / k] * R[q];
}

/* x = a (every element). */
void sparse_fill_double(int64_t n, double a, double *restrict x) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        x[i] = a;
}

/* x = a x */
void sparse_scale_double(int64_t n, double a, double *restrict x) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        x[i] *= a;
}
