/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/csr.c.j2
 * flavour:   omp-target
 * format:    csr
 * value:     double
 * kernels:   spmv, residual, prolong, smooth
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* y = A x; A in CSR, one row per thread. */
void sparse_spmv_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                            const int32_t *restrict rowptr, const int32_t *restrict col,
                            const double *restrict val, const double *restrict x,
                            double *restrict y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], x[0:n_cols], y[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum = 0;

        for (int32_t k = rowptr[i]; k < rowptr[i + 1]; ++k)
            sum += val[k] * x[col[k]];
        y[i] = sum;
    }
}

/* r = b - A x; A in CSR, one row per thread. */
void sparse_residual_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                const int32_t *restrict rowptr, const int32_t *restrict col,
                                const double *restrict val, const double *restrict x,
                                const double *restrict b, double *restrict r) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], x[0:n_cols], b[0:n_rows], \
        r[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum = 0;

        for (int32_t k = rowptr[i]; k < rowptr[i + 1]; ++k)
            sum += val[k] * x[col[k]];
        r[i] = b[i] - sum;
    }
}

/* y = y + A x (A = P: the coarse correction of the V-cycle); A in CSR, one row per thread. */
void sparse_prolong_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const double *restrict val, const double *restrict x,
                               double *restrict y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], x[0:n_cols], y[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum = 0;

        for (int32_t k = rowptr[i]; k < rowptr[i + 1]; ++k)
            sum += val[k] * x[col[k]];
        y[i] += sum;
    }
}

/* d = a d + c D^-1 (b - A x), x_out = x + d: one Chebyshev step (a = 0: weighted Jacobi); A in CSR,
 * one row per thread. */
void sparse_smooth_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                              const int32_t *restrict rowptr, const int32_t *restrict col,
                              const double *restrict val, const double *restrict x,
                              const double *restrict b, const double *restrict dinv, double a,
                              double c, double *restrict d, double *restrict x_out) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], x[0:n_cols], b[0:n_rows], \
        dinv[0:n_rows], d[0:n_rows], x_out[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum = 0;

        for (int32_t k = rowptr[i]; k < rowptr[i + 1]; ++k)
            sum += val[k] * x[col[k]];
        const double step = (a != 0 ? a * d[i] : 0) + c * dinv[i] * (b[i] - sum);
        d[i] = step;
        x_out[i] = x[i] + step;
    }
}
