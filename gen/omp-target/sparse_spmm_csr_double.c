/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csr.c.j2
 * flavour:   omp-target
 * value:     double
 * k:         1, 4, 8, 16, 32, any
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors, A in CSR, X and Y row-major (n x k, element (i, c) at
 * i * k + c): one row per thread, the row's k sums in registers. The baseline of the CSB-COO
 * kernels. */

/* k = 1 */
void sparse_spmm_csr_double_k1(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const double *restrict val, int32_t k, const double *restrict X,
                               double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 1 */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 1], \
        Y[0:(int64_t)n_rows * 1])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum[1] = {0};

        for (int32_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const double v = val[e];
            const int64_t j = col[e];
            const double *restrict x = X + j * 1;
            for (int32_t c = 0; c < 1; ++c)
                sum[c] += v * x[c];
        }
        double *restrict y = Y + (int64_t)i * 1;
        for (int32_t c = 0; c < 1; ++c)
            y[c] = sum[c];
    }
}

/* k = 4 */
void sparse_spmm_csr_double_k4(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const double *restrict val, int32_t k, const double *restrict X,
                               double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 4 */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 4], \
        Y[0:(int64_t)n_rows * 4])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum[4] = {0};

        for (int32_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const double v = val[e];
            const int64_t j = col[e];
            const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 4, 16);
            for (int32_t c = 0; c < 4; ++c)
                sum[c] += v * x[c];
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 4, 16);
        for (int32_t c = 0; c < 4; ++c)
            y[c] = sum[c];
    }
}

/* k = 8 */
void sparse_spmm_csr_double_k8(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const double *restrict val, int32_t k, const double *restrict X,
                               double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 8 */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 8], \
        Y[0:(int64_t)n_rows * 8])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum[8] = {0};

        for (int32_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const double v = val[e];
            const int64_t j = col[e];
            const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 8, 16);
            for (int32_t c = 0; c < 8; ++c)
                sum[c] += v * x[c];
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 8, 16);
        for (int32_t c = 0; c < 8; ++c)
            y[c] = sum[c];
    }
}

/* k = 16 */
void sparse_spmm_csr_double_k16(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                const int32_t *restrict rowptr, const int32_t *restrict col,
                                const double *restrict val, int32_t k, const double *restrict X,
                                double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 16 */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 16], \
        Y[0:(int64_t)n_rows * 16])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum[16] = {0};

        for (int32_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const double v = val[e];
            const int64_t j = col[e];
            const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 16, 16);
            for (int32_t c = 0; c < 16; ++c)
                sum[c] += v * x[c];
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 16, 16);
        for (int32_t c = 0; c < 16; ++c)
            y[c] = sum[c];
    }
}

/* k = 32 */
void sparse_spmm_csr_double_k32(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                const int32_t *restrict rowptr, const int32_t *restrict col,
                                const double *restrict val, int32_t k, const double *restrict X,
                                double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 32 */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 32], \
        Y[0:(int64_t)n_rows * 32])
    for (int32_t i = 0; i < n_rows; ++i) {
        double sum[32] = {0};

        for (int32_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const double v = val[e];
            const int64_t j = col[e];
            const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 32, 16);
            for (int32_t c = 0; c < 32; ++c)
                sum[c] += v * x[c];
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 32, 16);
        for (int32_t c = 0; c < 32; ++c)
            y[c] = sum[c];
    }
}

/* k = any (given at run time) */
void sparse_spmm_csr_double_kany(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                 const int32_t *restrict rowptr, const int32_t *restrict col,
                                 const double *restrict val, int32_t k, const double *restrict X,
                                 double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: rowptr[0:n_rows + 1], col[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * k], \
        Y[0:(int64_t)n_rows * k])
    for (int32_t i = 0; i < n_rows; ++i) {
        double *y = Y + (int64_t)i * k;
        for (int32_t c = 0; c < k; ++c)
            y[c] = 0;

        for (int32_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const double v = val[e];
            const double *x = X + (int64_t)col[e] * k;
            for (int32_t c = 0; c < k; ++c)
                y[c] += v * x[c];
        }
    }
}
