/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/csr.c.j2
 * flavour:   openacc
 * format:    csr
 * value:     float
 * kernels:   spmv, residual, prolong, smooth
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* y = A x; A in CSR, one row per thread. */
void sparse_spmv_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                           const int32_t *restrict rowptr, const int32_t *restrict col,
                           const float *restrict val, const float *restrict x, float *restrict y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_rows / 128 + 1)) vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], x[0:n_cols], y[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        float sum = 0;
#pragma acc loop seq
        for (int32_t k = rowptr[i]; k < rowptr[i + 1]; ++k)
            sum += val[k] * x[col[k]];
        y[i] = sum;
    }
}

/* r = b - A x; A in CSR, one row per thread. */
void sparse_residual_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const float *restrict val, const float *restrict x,
                               const float *restrict b, float *restrict r) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_rows / 128 + 1)) vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], x[0:n_cols], b[0:n_rows], r[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        float sum = 0;
#pragma acc loop seq
        for (int32_t k = rowptr[i]; k < rowptr[i + 1]; ++k)
            sum += val[k] * x[col[k]];
        r[i] = b[i] - sum;
    }
}

/* y = y + A x (A = P: the coarse correction of the V-cycle); A in CSR, one row per thread. */
void sparse_prolong_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                              const int32_t *restrict rowptr, const int32_t *restrict col,
                              const float *restrict val, const float *restrict x,
                              float *restrict y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_rows / 128 + 1)) vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], x[0:n_cols], y[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        float sum = 0;
#pragma acc loop seq
        for (int32_t k = rowptr[i]; k < rowptr[i + 1]; ++k)
            sum += val[k] * x[col[k]];
        y[i] += sum;
    }
}

/* d = a d + c D^-1 (b - A x), x_out = x + d: one Chebyshev step (a = 0: weighted Jacobi); A in CSR,
 * one row per thread. */
void sparse_smooth_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                             const int32_t *restrict rowptr, const int32_t *restrict col,
                             const float *restrict val, const float *restrict x,
                             const float *restrict b, const float *restrict dinv, float a, float c,
                             float *restrict d, float *restrict x_out) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_rows / 128 + 1)) vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], x[0:n_cols], b[0:n_rows], dinv[0:n_rows], \
        d[0:n_rows], x_out[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        float sum = 0;
#pragma acc loop seq
        for (int32_t k = rowptr[i]; k < rowptr[i + 1]; ++k)
            sum += val[k] * x[col[k]];
        const float step = (a != 0 ? a * d[i] : 0) + c * dinv[i] * (b[i] - sum);
        d[i] = step;
        x_out[i] = x[i] + step;
    }
}
