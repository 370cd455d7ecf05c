/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   omp-host
 * variant:   rowwise
 * value:     float
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * rowwise_chunk: 8
 * tunables:  chunk=0, schedule=static
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors (X, Y row-major, element (i, c) at i * k + c), A in
 * CSB-COO with every block stored (general storage). One thread owns one row of Y: in each
 * block of its block row it finds the row's entries by a binary search of the block's local
 * row indices (sorted: entries are in (row, column) order), adds their products in registers
 * and writes its row of Y once. No atomic update, no team memory, no clearing pass: the
 * matrix is read once, like CSR, from the same bytes (16-bit indices, no row pointers). */

/* k = 1 */
void sparse_spmm_csb_rowwise_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 1 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        float acc[1];
        for (int32_t c = 0; c < 1; ++c)
            acc[c] = 0;

        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t start = block_ptr[b], end = block_ptr[b + 1];
            if (rloc[start] > r || rloc[end - 1] < r)
                continue; /* the block has no entry in row i */
            /* the block's first entry with rloc >= r, by offsets from its start (a block holds
             * fewer than 2^32 entries: the dispatch checks) */
            uint32_t lo = 0;
            for (uint32_t hi = (uint32_t)(end - start); lo < hi;) {
                const uint32_t mid = lo + (hi - lo) / 2;
                if (rloc[start + mid] < r)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = start + lo; e < end && rloc[e] == r; ++e) {
                const float v = val[e];
                const int64_t j = col0 + cloc[e];
                const float *restrict x = X + j * 1;
                for (int32_t c = 0; c < 1; ++c)
                    acc[c] += v * x[c];
            }
        }
        float *restrict y = Y + (int64_t)i * 1;
        for (int32_t c = 0; c < 1; ++c)
            y[c] = acc[c];
    }
}

/* k = 4 */
void sparse_spmm_csb_rowwise_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 4 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        float acc[4];
        for (int32_t c = 0; c < 4; ++c)
            acc[c] = 0;

        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t start = block_ptr[b], end = block_ptr[b + 1];
            if (rloc[start] > r || rloc[end - 1] < r)
                continue; /* the block has no entry in row i */
            /* the block's first entry with rloc >= r, by offsets from its start (a block holds
             * fewer than 2^32 entries: the dispatch checks) */
            uint32_t lo = 0;
            for (uint32_t hi = (uint32_t)(end - start); lo < hi;) {
                const uint32_t mid = lo + (hi - lo) / 2;
                if (rloc[start + mid] < r)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = start + lo; e < end && rloc[e] == r; ++e) {
                const float v = val[e];
                const int64_t j = col0 + cloc[e];
                const float *restrict x = (const float *)__builtin_assume_aligned(X + j * 4, 16);
                for (int32_t c = 0; c < 4; ++c)
                    acc[c] += v * x[c];
            }
        }
        float *restrict y = (float *)__builtin_assume_aligned(Y + (int64_t)i * 4, 16);
        for (int32_t c = 0; c < 4; ++c)
            y[c] = acc[c];
    }
}

/* k = 8 */
void sparse_spmm_csb_rowwise_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 8 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        float acc[8];
        for (int32_t c = 0; c < 8; ++c)
            acc[c] = 0;

        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t start = block_ptr[b], end = block_ptr[b + 1];
            if (rloc[start] > r || rloc[end - 1] < r)
                continue; /* the block has no entry in row i */
            /* the block's first entry with rloc >= r, by offsets from its start (a block holds
             * fewer than 2^32 entries: the dispatch checks) */
            uint32_t lo = 0;
            for (uint32_t hi = (uint32_t)(end - start); lo < hi;) {
                const uint32_t mid = lo + (hi - lo) / 2;
                if (rloc[start + mid] < r)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = start + lo; e < end && rloc[e] == r; ++e) {
                const float v = val[e];
                const int64_t j = col0 + cloc[e];
                const float *restrict x = (const float *)__builtin_assume_aligned(X + j * 8, 16);
                for (int32_t c = 0; c < 8; ++c)
                    acc[c] += v * x[c];
            }
        }
        float *restrict y = (float *)__builtin_assume_aligned(Y + (int64_t)i * 8, 16);
        for (int32_t c = 0; c < 8; ++c)
            y[c] = acc[c];
    }
}

/* k = 16 */
void sparse_spmm_csb_rowwise_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 16 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        float acc[16];
        for (int32_t c = 0; c < 16; ++c)
            acc[c] = 0;

        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t start = block_ptr[b], end = block_ptr[b + 1];
            if (rloc[start] > r || rloc[end - 1] < r)
                continue; /* the block has no entry in row i */
            /* the block's first entry with rloc >= r, by offsets from its start (a block holds
             * fewer than 2^32 entries: the dispatch checks) */
            uint32_t lo = 0;
            for (uint32_t hi = (uint32_t)(end - start); lo < hi;) {
                const uint32_t mid = lo + (hi - lo) / 2;
                if (rloc[start + mid] < r)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = start + lo; e < end && rloc[e] == r; ++e) {
                const float v = val[e];
                const int64_t j = col0 + cloc[e];
                const float *restrict x = (const float *)__builtin_assume_aligned(X + j * 16, 16);
                for (int32_t c = 0; c < 16; ++c)
                    acc[c] += v * x[c];
            }
        }
        float *restrict y = (float *)__builtin_assume_aligned(Y + (int64_t)i * 16, 16);
        for (int32_t c = 0; c < 16; ++c)
            y[c] = acc[c];
    }
}

/* k = 32 */
void sparse_spmm_csb_rowwise_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 32 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        float acc[32];
        for (int32_t c = 0; c < 32; ++c)
            acc[c] = 0;

        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t start = block_ptr[b], end = block_ptr[b + 1];
            if (rloc[start] > r || rloc[end - 1] < r)
                continue; /* the block has no entry in row i */
            /* the block's first entry with rloc >= r, by offsets from its start (a block holds
             * fewer than 2^32 entries: the dispatch checks) */
            uint32_t lo = 0;
            for (uint32_t hi = (uint32_t)(end - start); lo < hi;) {
                const uint32_t mid = lo + (hi - lo) / 2;
                if (rloc[start + mid] < r)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = start + lo; e < end && rloc[e] == r; ++e) {
                const float v = val[e];
                const int64_t j = col0 + cloc[e];
                const float *restrict x = (const float *)__builtin_assume_aligned(X + j * 32, 16);
                for (int32_t c = 0; c < 32; ++c)
                    acc[c] += v * x[c];
            }
        }
        float *restrict y = (float *)__builtin_assume_aligned(Y + (int64_t)i * 32, 16);
        for (int32_t c = 0; c < 32; ++c)
            y[c] = acc[c];
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_rowwise_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
#pragma omp parallel for schedule(static)
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        /* the k vectors in chunks of 8, each chunk's sums in registers (the block searches
         * are repeated per chunk) */
        for (int32_t c0 = 0; c0 < k; c0 += 8) {
            const int32_t w = k - c0 < 8 ? k - c0 : 8;
            float acc[8];
            for (int32_t c = 0; c < 8; ++c)
                acc[c] = 0;

            for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
                const int64_t start = block_ptr[b], end = block_ptr[b + 1];
                if (rloc[start] > r || rloc[end - 1] < r)
                    continue; /* the block has no entry in row i */
                /* the block's first entry with rloc >= r, by offsets from its start (a block holds
                 * fewer than 2^32 entries: the dispatch checks) */
                uint32_t lo = 0;
                for (uint32_t hi = (uint32_t)(end - start); lo < hi;) {
                    const uint32_t mid = lo + (hi - lo) / 2;
                    if (rloc[start + mid] < r)
                        lo = mid + 1;
                    else
                        hi = mid;
                }
                const int64_t col0 = (int64_t)block_col[b] * B;
                for (int64_t e = start + lo; e < end && rloc[e] == r; ++e) {
                    const float v = val[e];
                    const int64_t j = col0 + cloc[e];
                    const float *restrict x = X + j * k + c0;
                    for (int32_t c = 0; c < 8; ++c)
                        if (c < w)
                            acc[c] += v * x[c];
                }
            }
            float *restrict y = Y + (int64_t)i * k + c0;
            for (int32_t c = 0; c < w; ++c)
                y[c] = acc[c];
        }
    }
}
