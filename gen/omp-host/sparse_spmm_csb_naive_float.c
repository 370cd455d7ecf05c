/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   omp-host
 * variant:   naive
 * value:     float
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * tunables:  chunk=0, schedule=static
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors (X, Y row-major, element (i, c) at i * k + c), A in
 * CSB-COO with every block stored (general storage). Each product goes into Y with an atomic
 * update, since the entries of a block row, in one block or several, share rows of Y.
 * One block per iteration of the parallel loop, its entries and vectors in order. */

/* k = 1 */
void sparse_spmm_csb_naive_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 1 */
    const int64_t ny = (int64_t)n_rows * 1;
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
#pragma omp parallel for schedule(static)
    for (int64_t b = 0; b < n_blocks; ++b) {
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
            const float v = val[e];
            const int64_t i = row0 + rloc[e], j = col0 + cloc[e];
            for (int32_t c = 0; c < 1; ++c) {
                const float product = v * X[j * 1 + c];
#pragma omp atomic update
                Y[i * 1 + c] += product;
            }
        }
    }
}

/* k = 4 */
void sparse_spmm_csb_naive_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 4 */
    const int64_t ny = (int64_t)n_rows * 4;
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
#pragma omp parallel for schedule(static)
    for (int64_t b = 0; b < n_blocks; ++b) {
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
            const float v = val[e];
            const int64_t i = row0 + rloc[e], j = col0 + cloc[e];
            for (int32_t c = 0; c < 4; ++c) {
                const float product = v * X[j * 4 + c];
#pragma omp atomic update
                Y[i * 4 + c] += product;
            }
        }
    }
}

/* k = 8 */
void sparse_spmm_csb_naive_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 8 */
    const int64_t ny = (int64_t)n_rows * 8;
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
#pragma omp parallel for schedule(static)
    for (int64_t b = 0; b < n_blocks; ++b) {
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
            const float v = val[e];
            const int64_t i = row0 + rloc[e], j = col0 + cloc[e];
            for (int32_t c = 0; c < 8; ++c) {
                const float product = v * X[j * 8 + c];
#pragma omp atomic update
                Y[i * 8 + c] += product;
            }
        }
    }
}

/* k = 16 */
void sparse_spmm_csb_naive_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 16 */
    const int64_t ny = (int64_t)n_rows * 16;
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
#pragma omp parallel for schedule(static)
    for (int64_t b = 0; b < n_blocks; ++b) {
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
            const float v = val[e];
            const int64_t i = row0 + rloc[e], j = col0 + cloc[e];
            for (int32_t c = 0; c < 16; ++c) {
                const float product = v * X[j * 16 + c];
#pragma omp atomic update
                Y[i * 16 + c] += product;
            }
        }
    }
}

/* k = 32 */
void sparse_spmm_csb_naive_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 32 */
    const int64_t ny = (int64_t)n_rows * 32;
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
#pragma omp parallel for schedule(static)
    for (int64_t b = 0; b < n_blocks; ++b) {
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
            const float v = val[e];
            const int64_t i = row0 + rloc[e], j = col0 + cloc[e];
            for (int32_t c = 0; c < 32; ++c) {
                const float product = v * X[j * 32 + c];
#pragma omp atomic update
                Y[i * 32 + c] += product;
            }
        }
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_naive_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    const int64_t ny = (int64_t)n_rows * k;
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
#pragma omp parallel for schedule(static)
    for (int64_t b = 0; b < n_blocks; ++b) {
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
            const float v = val[e];
            const int64_t i = row0 + rloc[e], j = col0 + cloc[e];
            for (int32_t c = 0; c < k; ++c) {
                const float product = v * X[j * k + c];
#pragma omp atomic update
                Y[i * k + c] += product;
            }
        }
    }
}
