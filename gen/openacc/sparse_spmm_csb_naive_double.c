/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   openacc
 * variant:   naive
 * value:     double
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors (X, Y row-major, element (i, c) at i * k + c), A in
 * CSB-COO with every block stored (general storage). Each product goes into Y with an atomic
 * update, since the entries of a block row, in one block or several, share rows of Y.
 * 128 lanes per block (one team's threads): lane t takes the block's (entry, vector) pairs
 * t, t + 128, ... so that consecutive lanes read and update consecutive vectors of a row (the
 * atomics of a warp land on a few rows of Y instead of one row each). */

/* k = 1 */
void sparse_spmm_csb_naive_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 1 */
    const int64_t ny = (int64_t)n_rows * 1;
#pragma acc parallel loop gang vector vector_length(128) present(Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
    const int64_t n_lanes = n_blocks * 128;
#pragma acc parallel loop gang vector vector_length(128) \
    present(block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], block_col[0:n_blocks], \
        block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 1], \
        Y[0:(int64_t)n_rows * 1])
    for (int64_t g = 0; g < n_lanes; ++g) {
        const int64_t b = g / 128;
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        const int64_t last = block_ptr[b + 1] * 1;
        for (int64_t q = block_ptr[b] * 1 + g % 128; q < last; q += 128) {
            const int64_t e = q / 1; /* entry q / k, vector q % k */
            const int32_t c = (int32_t)(q % 1);
            const double product = val[e] * X[(col0 + cloc[e]) * 1 + c];
#pragma acc atomic update
            Y[(row0 + rloc[e]) * 1 + c] += product;
        }
    }
}

/* k = 4 */
void sparse_spmm_csb_naive_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 4 */
    const int64_t ny = (int64_t)n_rows * 4;
#pragma acc parallel loop gang vector vector_length(128) present(Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
    const int64_t n_lanes = n_blocks * 128;
#pragma acc parallel loop gang vector vector_length(128) \
    present(block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], block_col[0:n_blocks], \
        block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 4], \
        Y[0:(int64_t)n_rows * 4])
    for (int64_t g = 0; g < n_lanes; ++g) {
        const int64_t b = g / 128;
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        const int64_t last = block_ptr[b + 1] * 4;
        for (int64_t q = block_ptr[b] * 4 + g % 128; q < last; q += 128) {
            const int64_t e = q / 4; /* entry q / k, vector q % k */
            const int32_t c = (int32_t)(q % 4);
            const double product = val[e] * X[(col0 + cloc[e]) * 4 + c];
#pragma acc atomic update
            Y[(row0 + rloc[e]) * 4 + c] += product;
        }
    }
}

/* k = 8 */
void sparse_spmm_csb_naive_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 8 */
    const int64_t ny = (int64_t)n_rows * 8;
#pragma acc parallel loop gang vector vector_length(128) present(Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
    const int64_t n_lanes = n_blocks * 128;
#pragma acc parallel loop gang vector vector_length(128) \
    present(block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], block_col[0:n_blocks], \
        block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 8], \
        Y[0:(int64_t)n_rows * 8])
    for (int64_t g = 0; g < n_lanes; ++g) {
        const int64_t b = g / 128;
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        const int64_t last = block_ptr[b + 1] * 8;
        for (int64_t q = block_ptr[b] * 8 + g % 128; q < last; q += 128) {
            const int64_t e = q / 8; /* entry q / k, vector q % k */
            const int32_t c = (int32_t)(q % 8);
            const double product = val[e] * X[(col0 + cloc[e]) * 8 + c];
#pragma acc atomic update
            Y[(row0 + rloc[e]) * 8 + c] += product;
        }
    }
}

/* k = 16 */
void sparse_spmm_csb_naive_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 16 */
    const int64_t ny = (int64_t)n_rows * 16;
#pragma acc parallel loop gang vector vector_length(128) present(Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
    const int64_t n_lanes = n_blocks * 128;
#pragma acc parallel loop gang vector vector_length(128) \
    present(block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], block_col[0:n_blocks], \
        block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 16], \
        Y[0:(int64_t)n_rows * 16])
    for (int64_t g = 0; g < n_lanes; ++g) {
        const int64_t b = g / 128;
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        const int64_t last = block_ptr[b + 1] * 16;
        for (int64_t q = block_ptr[b] * 16 + g % 128; q < last; q += 128) {
            const int64_t e = q / 16; /* entry q / k, vector q % k */
            const int32_t c = (int32_t)(q % 16);
            const double product = val[e] * X[(col0 + cloc[e]) * 16 + c];
#pragma acc atomic update
            Y[(row0 + rloc[e]) * 16 + c] += product;
        }
    }
}

/* k = 32 */
void sparse_spmm_csb_naive_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 32 */
    const int64_t ny = (int64_t)n_rows * 32;
#pragma acc parallel loop gang vector vector_length(128) present(Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
    const int64_t n_lanes = n_blocks * 128;
#pragma acc parallel loop gang vector vector_length(128) \
    present(block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], block_col[0:n_blocks], \
        block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * 32], \
        Y[0:(int64_t)n_rows * 32])
    for (int64_t g = 0; g < n_lanes; ++g) {
        const int64_t b = g / 128;
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        const int64_t last = block_ptr[b + 1] * 32;
        for (int64_t q = block_ptr[b] * 32 + g % 128; q < last; q += 128) {
            const int64_t e = q / 32; /* entry q / k, vector q % k */
            const int32_t c = (int32_t)(q % 32);
            const double product = val[e] * X[(col0 + cloc[e]) * 32 + c];
#pragma acc atomic update
            Y[(row0 + rloc[e]) * 32 + c] += product;
        }
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_naive_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    const int64_t ny = (int64_t)n_rows * k;
#pragma acc parallel loop gang vector vector_length(128) present(Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_rowptr;
    (void)n_block_rows;
    const int64_t n_lanes = n_blocks * 128;
#pragma acc parallel loop gang vector vector_length(128) \
    present(block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], block_col[0:n_blocks], \
        block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], X[0:(int64_t)n_cols * k], \
        Y[0:(int64_t)n_rows * k])
    for (int64_t g = 0; g < n_lanes; ++g) {
        const int64_t b = g / 128;
        const int64_t row0 = (int64_t)block_row[b] * B, col0 = (int64_t)block_col[b] * B;
        const int64_t last = block_ptr[b + 1] * k;
        for (int64_t q = block_ptr[b] * k + g % 128; q < last; q += 128) {
            const int64_t e = q / k; /* entry q / k, vector q % k */
            const int32_t c = (int32_t)(q % k);
            const double product = val[e] * X[(col0 + cloc[e]) * k + c];
#pragma acc atomic update
            Y[(row0 + rloc[e]) * k + c] += product;
        }
    }
}
