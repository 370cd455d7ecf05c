/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/block.c.j2
 * flavour:   omp-target
 * value:     float
 * tunables:  num_teams=0, thread_limit=128
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
void sparse_block_residual_float(int64_t n, int32_t k, int64_t ld, const float *restrict AX,
                                 const float *restrict X, const float *restrict lambda,
                                 float *restrict R) {
    const int64_t nk = n * k, span = (k - 1) * ld + n;
    (void)nk, (void)span; /* they size the device data clauses */
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: AX[0:span], X[0:span], lambda[0:k], R[0:nk])
    for (int64_t i = 0; i < n; ++i) {

        for (int32_t c = 0; c < k; ++c)
            R[i * k + c] = AX[i + c * ld] - X[i + c * ld] * lambda[c];
    }
}

/* Y (column-major, column c at Y + c ld) = X (row-major n x k): a block from the operator's
 * layout into LOBPCG's basis. One row per iteration. */
void sparse_block_to_columns_float(int64_t n, int32_t k, const float *restrict X, int64_t ld,
                                   float *restrict Y) {
    const int64_t nk = n * k, span = (k - 1) * ld + n;
    (void)nk, (void)span; /* they size the device data clauses */
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: X[0:nk], Y[0:span])
    for (int64_t i = 0; i < n; ++i) {

        for (int32_t c = 0; c < k; ++c)
            Y[i + c * ld] = X[i * k + c];
    }
}

/* Y (n x m) = the columns cols[0..m) of X (n x k). One row per iteration. */
void sparse_block_gather_float(int64_t n, int32_t k, const float *restrict X, int32_t m,
                               const int32_t *restrict cols, float *restrict Y) {
    const int64_t nk = n * k, nm = n * m;
    (void)nk, (void)nm; /* they size the device data clauses */
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: X[0:nk], cols[0:m], Y[0:nm])
    for (int64_t i = 0; i < n; ++i) {

        for (int32_t j = 0; j < m; ++j)
            Y[i * m + j] = X[i * k + cols[j]];
    }
}

/* x (double) = column c of X (row-major n x k): one vector of a block in the precision of a
 * single-vector solver (the multigrid cycle of the AMG preconditioner). */
void sparse_block_column_get_float(int64_t n, int32_t k, int32_t c, const float *restrict X,
                                   double *restrict x) {
    const int64_t nk = n * k;
    (void)nk; /* it sizes the device data clauses */
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: X[0:nk], x[0:n])
    for (int64_t i = 0; i < n; ++i)
        x[i] = X[i * k + c];
}

/* Column c of X (row-major n x k) = x, rounded to the block's precision. */
void sparse_block_column_put_float(int64_t n, int32_t k, int32_t c, const double *restrict x,
                                   float *restrict X) {
    const int64_t nk = n * k;
    (void)nk; /* it sizes the device data clauses */
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], X[0:nk])
    for (int64_t i = 0; i < n; ++i)
        X[i * k + c] = (float)x[i];
}

/* W = diag(dinv) R: the Jacobi preconditioner on k vectors. */
void sparse_block_jacobi_float(int64_t n, int32_t k, const float *restrict dinv,
                               const float *restrict R, float *restrict W) {
    const int64_t nk = n * k;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: dinv[0:n], R[0:nk], W[0:nk])
    for (int64_t q = 0; q < nk; ++q)
        W[q] = dinv[q / k] * R[q];
}

/* x = a (every element). */
void sparse_fill_float(int64_t n, float a, float *restrict x) {
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: x[0:n])
    for (int64_t i = 0; i < n; ++i)
        x[i] = a;
}

/* x = a x */
void sparse_scale_float(int64_t n, float a, float *restrict x) {
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: x[0:n])
    for (int64_t i = 0; i < n; ++i)
        x[i] *= a;
}
