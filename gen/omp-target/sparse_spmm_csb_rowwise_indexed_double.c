/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   omp-target
 * variant:   rowwise_indexed
 * value:     double
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * rowwise_chunk: 8
 * lookahead_k: 4
 * split_row_bytes: 128
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors (X, Y row-major, element (i, c) at i * k + c), A in
 * CSB-COO with every block stored (general storage) and its row index (csb.h:
 * csb_make_row_index: per block, the offset of each local row's first entry, 16 bits). One
 * thread owns one row of Y, as in rowwise, but finds the row's entries in each block of its
 * block row by two loads of the index instead of a search (consecutive threads read
 * consecutive index entries; for k >= spmm.lookahead_k the next block's loaded while this
 * block's entries are read); sums in registers, one store per element of Y, no atomics. */

/* ---- on a row index of 16-bit words ---- */

/* k = 1 */
void sparse_spmm_csb_rowwise_indexed_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint16_t *restrict row_start = (const uint16_t *)row_index;
    (void)k; /* k = 1 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 1], Y[0:(int64_t)n_rows * 1])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[1];
        for (int32_t c = 0; c < 1; ++c)
            acc[c] = 0;

        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            /* the row's entries in block b: two words of the index, offsets from the block's
             * first entry, so that the loop counts in 32 bits */
            const uint16_t *restrict row_at = row_start + b * (B + 1) + r;
            const double *restrict block_val = val + block_ptr[b];
            const uint16_t *restrict block_cloc = cloc + block_ptr[b];
            const int32_t col0 = block_col[b] * B; /* a column of A: fits 32 bits */
            const int32_t end = row_at[1];
            for (int32_t q = row_at[0]; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x = X + j * 1;
                for (int32_t c = 0; c < 1; ++c)
                    acc[c] += v * x[c];
            }
        }
        double *restrict y = Y + (int64_t)i * 1;
        for (int32_t c = 0; c < 1; ++c)
            y[c] = acc[c];
    }
}

/* k = 4 */
void sparse_spmm_csb_rowwise_indexed_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint16_t *restrict row_start = (const uint16_t *)row_index;
    (void)k; /* k = 4 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 4], Y[0:(int64_t)n_rows * 4])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[4];
        for (int32_t c = 0; c < 4; ++c)
            acc[c] = 0;
        /* The row's entries in block b: two words of the index, start and end, offsets
         * from the block's first entry `first` (so that the loop counts in 32 bits); col0
         * is the block's first column (a column of A: fits 32 bits). The next block's four
         * are loaded before this block's entries are read, so that their latency hides
         * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
         * specs/sparse.yaml says why). */
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        int32_t start = 0, end = 0;
        int32_t col0 = 0;
        int64_t first = 0;
        if (b_first < b_last) {
            start = row_start[b_first * (B + 1) + r];
            end = row_start[b_first * (B + 1) + r + 1];
            first = block_ptr[b_first];
            col0 = block_col[b_first] * B;
        }

        for (int64_t b = b_first; b < b_last; ++b) {
            int32_t next_start = 0, next_end = 0;
            int32_t next_col0 = 0;
            int64_t next_first = 0;
            if (b + 1 < b_last) {
                next_start = row_start[(b + 1) * (B + 1) + r];
                next_end = row_start[(b + 1) * (B + 1) + r + 1];
                next_first = block_ptr[b + 1];
                next_col0 = block_col[b + 1] * B;
            }
            const double *restrict block_val = val + first;
            const uint16_t *restrict block_cloc = cloc + first;
            for (int32_t q = start; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 4, 16);
                for (int32_t c = 0; c < 4; ++c)
                    acc[c] += v * x[c];
            }
            start = next_start, end = next_end, first = next_first, col0 = next_col0;
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 4, 16);
        for (int32_t c = 0; c < 4; ++c)
            y[c] = acc[c];
    }
}

/* k = 8 */
void sparse_spmm_csb_rowwise_indexed_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint16_t *restrict row_start = (const uint16_t *)row_index;
    (void)k; /* k = 8 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 8], Y[0:(int64_t)n_rows * 8])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[8];
        for (int32_t c = 0; c < 8; ++c)
            acc[c] = 0;
        /* The row's entries in block b: two words of the index, start and end, offsets
         * from the block's first entry `first` (so that the loop counts in 32 bits); col0
         * is the block's first column (a column of A: fits 32 bits). The next block's four
         * are loaded before this block's entries are read, so that their latency hides
         * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
         * specs/sparse.yaml says why). */
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        int32_t start = 0, end = 0;
        int32_t col0 = 0;
        int64_t first = 0;
        if (b_first < b_last) {
            start = row_start[b_first * (B + 1) + r];
            end = row_start[b_first * (B + 1) + r + 1];
            first = block_ptr[b_first];
            col0 = block_col[b_first] * B;
        }

        for (int64_t b = b_first; b < b_last; ++b) {
            int32_t next_start = 0, next_end = 0;
            int32_t next_col0 = 0;
            int64_t next_first = 0;
            if (b + 1 < b_last) {
                next_start = row_start[(b + 1) * (B + 1) + r];
                next_end = row_start[(b + 1) * (B + 1) + r + 1];
                next_first = block_ptr[b + 1];
                next_col0 = block_col[b + 1] * B;
            }
            const double *restrict block_val = val + first;
            const uint16_t *restrict block_cloc = cloc + first;
            for (int32_t q = start; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 8, 16);
                for (int32_t c = 0; c < 8; ++c)
                    acc[c] += v * x[c];
            }
            start = next_start, end = next_end, first = next_first, col0 = next_col0;
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 8, 16);
        for (int32_t c = 0; c < 8; ++c)
            y[c] = acc[c];
    }
}

/* k = 16 */
void sparse_spmm_csb_rowwise_indexed_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint16_t *restrict row_start = (const uint16_t *)row_index;
    (void)k; /* k = 16 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
    /* 8 lanes a row of Y, each summing 2 of its 16 vectors (16 bytes: one
     * vector load of X a product); the lanes of a row read the same entries. A row of
     * 128 bytes is at least spmm.split_row_bytes = 128: specs/sparse.yaml
     * says why. */
    const int64_t n_lanes = (int64_t)n_rows * 8;
#pragma omp target teams distribute parallel for num_teams((int)(n_lanes / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 16], Y[0:(int64_t)n_rows * 16])
    for (int64_t t = 0; t < n_lanes; ++t) {
        const int32_t i = (int32_t)(t / 8), part = (int32_t)(t % 8);
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[2];
        for (int32_t c = 0; c < 2; ++c)
            acc[c] = 0;
        /* The row's entries in block b: two words of the index, start and end, offsets
         * from the block's first entry `first` (so that the loop counts in 32 bits); col0
         * is the block's first column (a column of A: fits 32 bits). The next block's four
         * are loaded before this block's entries are read, so that their latency hides
         * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
         * specs/sparse.yaml says why). */
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        int32_t start = 0, end = 0;
        int32_t col0 = 0;
        int64_t first = 0;
        if (b_first < b_last) {
            start = row_start[b_first * (B + 1) + r];
            end = row_start[b_first * (B + 1) + r + 1];
            first = block_ptr[b_first];
            col0 = block_col[b_first] * B;
        }

        for (int64_t b = b_first; b < b_last; ++b) {
            int32_t next_start = 0, next_end = 0;
            int32_t next_col0 = 0;
            int64_t next_first = 0;
            if (b + 1 < b_last) {
                next_start = row_start[(b + 1) * (B + 1) + r];
                next_end = row_start[(b + 1) * (B + 1) + r + 1];
                next_first = block_ptr[b + 1];
                next_col0 = block_col[b + 1] * B;
            }
            const double *restrict block_val = val + first;
            const uint16_t *restrict block_cloc = cloc + first;
            for (int32_t q = start; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x =
                    (const double *)__builtin_assume_aligned(X + j * 16 + part * 2, 16);
                for (int32_t c = 0; c < 2; ++c)
                    acc[c] += v * x[c];
            }
            start = next_start, end = next_end, first = next_first, col0 = next_col0;
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 16 + part * 2, 16);
        for (int32_t c = 0; c < 2; ++c)
            y[c] = acc[c];
    }
}

/* k = 32 */
void sparse_spmm_csb_rowwise_indexed_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint16_t *restrict row_start = (const uint16_t *)row_index;
    (void)k; /* k = 32 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
    /* 16 lanes a row of Y, each summing 2 of its 32 vectors (16 bytes: one
     * vector load of X a product); the lanes of a row read the same entries. A row of
     * 256 bytes is at least spmm.split_row_bytes = 128: specs/sparse.yaml
     * says why. */
    const int64_t n_lanes = (int64_t)n_rows * 16;
#pragma omp target teams distribute parallel for num_teams((int)(n_lanes / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 32], Y[0:(int64_t)n_rows * 32])
    for (int64_t t = 0; t < n_lanes; ++t) {
        const int32_t i = (int32_t)(t / 16), part = (int32_t)(t % 16);
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[2];
        for (int32_t c = 0; c < 2; ++c)
            acc[c] = 0;
        /* The row's entries in block b: two words of the index, start and end, offsets
         * from the block's first entry `first` (so that the loop counts in 32 bits); col0
         * is the block's first column (a column of A: fits 32 bits). The next block's four
         * are loaded before this block's entries are read, so that their latency hides
         * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
         * specs/sparse.yaml says why). */
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        int32_t start = 0, end = 0;
        int32_t col0 = 0;
        int64_t first = 0;
        if (b_first < b_last) {
            start = row_start[b_first * (B + 1) + r];
            end = row_start[b_first * (B + 1) + r + 1];
            first = block_ptr[b_first];
            col0 = block_col[b_first] * B;
        }

        for (int64_t b = b_first; b < b_last; ++b) {
            int32_t next_start = 0, next_end = 0;
            int32_t next_col0 = 0;
            int64_t next_first = 0;
            if (b + 1 < b_last) {
                next_start = row_start[(b + 1) * (B + 1) + r];
                next_end = row_start[(b + 1) * (B + 1) + r + 1];
                next_first = block_ptr[b + 1];
                next_col0 = block_col[b + 1] * B;
            }
            const double *restrict block_val = val + first;
            const uint16_t *restrict block_cloc = cloc + first;
            for (int32_t q = start; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x =
                    (const double *)__builtin_assume_aligned(X + j * 32 + part * 2, 16);
                for (int32_t c = 0; c < 2; ++c)
                    acc[c] += v * x[c];
            }
            start = next_start, end = next_end, first = next_first, col0 = next_col0;
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 32 + part * 2, 16);
        for (int32_t c = 0; c < 2; ++c)
            y[c] = acc[c];
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_rowwise_indexed_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint16_t *restrict row_start = (const uint16_t *)row_index;
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * k], Y[0:(int64_t)n_rows * k])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        /* the k vectors in chunks of 8, each chunk's sums in registers (the block searches
         * are repeated per chunk) */
        for (int32_t c0 = 0; c0 < k; c0 += 8) {
            const int32_t w = k - c0 < 8 ? k - c0 : 8;
            double acc[8];
            for (int32_t c = 0; c < 8; ++c)
                acc[c] = 0;
            /* The row's entries in block b: two words of the index, start and end, offsets
             * from the block's first entry `first` (so that the loop counts in 32 bits); col0
             * is the block's first column (a column of A: fits 32 bits). The next block's four
             * are loaded before this block's entries are read, so that their latency hides
             * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
             * specs/sparse.yaml says why). */
            const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
            int32_t start = 0, end = 0;
            int32_t col0 = 0;
            int64_t first = 0;
            if (b_first < b_last) {
                start = row_start[b_first * (B + 1) + r];
                end = row_start[b_first * (B + 1) + r + 1];
                first = block_ptr[b_first];
                col0 = block_col[b_first] * B;
            }

            for (int64_t b = b_first; b < b_last; ++b) {
                int32_t next_start = 0, next_end = 0;
                int32_t next_col0 = 0;
                int64_t next_first = 0;
                if (b + 1 < b_last) {
                    next_start = row_start[(b + 1) * (B + 1) + r];
                    next_end = row_start[(b + 1) * (B + 1) + r + 1];
                    next_first = block_ptr[b + 1];
                    next_col0 = block_col[b + 1] * B;
                }
                const double *restrict block_val = val + first;
                const uint16_t *restrict block_cloc = cloc + first;
                for (int32_t q = start; q < end; ++q) {
                    const double v = block_val[q];
                    const int64_t j = col0 + block_cloc[q];
                    const double *restrict x = X + j * k + c0;
                    for (int32_t c = 0; c < 8; ++c)
                        if (c < w)
                            acc[c] += v * x[c];
                }
                start = next_start, end = next_end, first = next_first, col0 = next_col0;
            }
            double *restrict y = Y + (int64_t)i * k + c0;
            for (int32_t c = 0; c < w; ++c)
                y[c] = acc[c];
        }
    }
}

/* ---- on a row index of 32-bit words ---- */

/* k = 1 */
void sparse_spmm_csb_rowwise_indexed_wide_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint32_t *restrict row_start = (const uint32_t *)row_index;
    (void)k; /* k = 1 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 1], Y[0:(int64_t)n_rows * 1])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[1];
        for (int32_t c = 0; c < 1; ++c)
            acc[c] = 0;

        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            /* the row's entries in block b: two words of the index, offsets from the block's
             * first entry, so that the loop counts in 32 bits */
            const uint32_t *restrict row_at = row_start + b * (B + 1) + r;
            const double *restrict block_val = val + block_ptr[b];
            const uint16_t *restrict block_cloc = cloc + block_ptr[b];
            const int32_t col0 = block_col[b] * B; /* a column of A: fits 32 bits */
            const uint32_t end = row_at[1];
            for (uint32_t q = row_at[0]; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x = X + j * 1;
                for (int32_t c = 0; c < 1; ++c)
                    acc[c] += v * x[c];
            }
        }
        double *restrict y = Y + (int64_t)i * 1;
        for (int32_t c = 0; c < 1; ++c)
            y[c] = acc[c];
    }
}

/* k = 4 */
void sparse_spmm_csb_rowwise_indexed_wide_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint32_t *restrict row_start = (const uint32_t *)row_index;
    (void)k; /* k = 4 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 4], Y[0:(int64_t)n_rows * 4])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[4];
        for (int32_t c = 0; c < 4; ++c)
            acc[c] = 0;
        /* The row's entries in block b: two words of the index, start and end, offsets
         * from the block's first entry `first` (so that the loop counts in 32 bits); col0
         * is the block's first column (a column of A: fits 32 bits). The next block's four
         * are loaded before this block's entries are read, so that their latency hides
         * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
         * specs/sparse.yaml says why). */
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        uint32_t start = 0, end = 0;
        int32_t col0 = 0;
        int64_t first = 0;
        if (b_first < b_last) {
            start = row_start[b_first * (B + 1) + r];
            end = row_start[b_first * (B + 1) + r + 1];
            first = block_ptr[b_first];
            col0 = block_col[b_first] * B;
        }

        for (int64_t b = b_first; b < b_last; ++b) {
            uint32_t next_start = 0, next_end = 0;
            int32_t next_col0 = 0;
            int64_t next_first = 0;
            if (b + 1 < b_last) {
                next_start = row_start[(b + 1) * (B + 1) + r];
                next_end = row_start[(b + 1) * (B + 1) + r + 1];
                next_first = block_ptr[b + 1];
                next_col0 = block_col[b + 1] * B;
            }
            const double *restrict block_val = val + first;
            const uint16_t *restrict block_cloc = cloc + first;
            for (uint32_t q = start; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 4, 16);
                for (int32_t c = 0; c < 4; ++c)
                    acc[c] += v * x[c];
            }
            start = next_start, end = next_end, first = next_first, col0 = next_col0;
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 4, 16);
        for (int32_t c = 0; c < 4; ++c)
            y[c] = acc[c];
    }
}

/* k = 8 */
void sparse_spmm_csb_rowwise_indexed_wide_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint32_t *restrict row_start = (const uint32_t *)row_index;
    (void)k; /* k = 8 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 8], Y[0:(int64_t)n_rows * 8])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[8];
        for (int32_t c = 0; c < 8; ++c)
            acc[c] = 0;
        /* The row's entries in block b: two words of the index, start and end, offsets
         * from the block's first entry `first` (so that the loop counts in 32 bits); col0
         * is the block's first column (a column of A: fits 32 bits). The next block's four
         * are loaded before this block's entries are read, so that their latency hides
         * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
         * specs/sparse.yaml says why). */
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        uint32_t start = 0, end = 0;
        int32_t col0 = 0;
        int64_t first = 0;
        if (b_first < b_last) {
            start = row_start[b_first * (B + 1) + r];
            end = row_start[b_first * (B + 1) + r + 1];
            first = block_ptr[b_first];
            col0 = block_col[b_first] * B;
        }

        for (int64_t b = b_first; b < b_last; ++b) {
            uint32_t next_start = 0, next_end = 0;
            int32_t next_col0 = 0;
            int64_t next_first = 0;
            if (b + 1 < b_last) {
                next_start = row_start[(b + 1) * (B + 1) + r];
                next_end = row_start[(b + 1) * (B + 1) + r + 1];
                next_first = block_ptr[b + 1];
                next_col0 = block_col[b + 1] * B;
            }
            const double *restrict block_val = val + first;
            const uint16_t *restrict block_cloc = cloc + first;
            for (uint32_t q = start; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 8, 16);
                for (int32_t c = 0; c < 8; ++c)
                    acc[c] += v * x[c];
            }
            start = next_start, end = next_end, first = next_first, col0 = next_col0;
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 8, 16);
        for (int32_t c = 0; c < 8; ++c)
            y[c] = acc[c];
    }
}

/* k = 16 */
void sparse_spmm_csb_rowwise_indexed_wide_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint32_t *restrict row_start = (const uint32_t *)row_index;
    (void)k; /* k = 16 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
    /* 8 lanes a row of Y, each summing 2 of its 16 vectors (16 bytes: one
     * vector load of X a product); the lanes of a row read the same entries. A row of
     * 128 bytes is at least spmm.split_row_bytes = 128: specs/sparse.yaml
     * says why. */
    const int64_t n_lanes = (int64_t)n_rows * 8;
#pragma omp target teams distribute parallel for num_teams((int)(n_lanes / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 16], Y[0:(int64_t)n_rows * 16])
    for (int64_t t = 0; t < n_lanes; ++t) {
        const int32_t i = (int32_t)(t / 8), part = (int32_t)(t % 8);
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[2];
        for (int32_t c = 0; c < 2; ++c)
            acc[c] = 0;
        /* The row's entries in block b: two words of the index, start and end, offsets
         * from the block's first entry `first` (so that the loop counts in 32 bits); col0
         * is the block's first column (a column of A: fits 32 bits). The next block's four
         * are loaded before this block's entries are read, so that their latency hides
         * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
         * specs/sparse.yaml says why). */
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        uint32_t start = 0, end = 0;
        int32_t col0 = 0;
        int64_t first = 0;
        if (b_first < b_last) {
            start = row_start[b_first * (B + 1) + r];
            end = row_start[b_first * (B + 1) + r + 1];
            first = block_ptr[b_first];
            col0 = block_col[b_first] * B;
        }

        for (int64_t b = b_first; b < b_last; ++b) {
            uint32_t next_start = 0, next_end = 0;
            int32_t next_col0 = 0;
            int64_t next_first = 0;
            if (b + 1 < b_last) {
                next_start = row_start[(b + 1) * (B + 1) + r];
                next_end = row_start[(b + 1) * (B + 1) + r + 1];
                next_first = block_ptr[b + 1];
                next_col0 = block_col[b + 1] * B;
            }
            const double *restrict block_val = val + first;
            const uint16_t *restrict block_cloc = cloc + first;
            for (uint32_t q = start; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x =
                    (const double *)__builtin_assume_aligned(X + j * 16 + part * 2, 16);
                for (int32_t c = 0; c < 2; ++c)
                    acc[c] += v * x[c];
            }
            start = next_start, end = next_end, first = next_first, col0 = next_col0;
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 16 + part * 2, 16);
        for (int32_t c = 0; c < 2; ++c)
            y[c] = acc[c];
    }
}

/* k = 32 */
void sparse_spmm_csb_rowwise_indexed_wide_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint32_t *restrict row_start = (const uint32_t *)row_index;
    (void)k; /* k = 32 */
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
    /* 16 lanes a row of Y, each summing 2 of its 32 vectors (16 bytes: one
     * vector load of X a product); the lanes of a row read the same entries. A row of
     * 256 bytes is at least spmm.split_row_bytes = 128: specs/sparse.yaml
     * says why. */
    const int64_t n_lanes = (int64_t)n_rows * 16;
#pragma omp target teams distribute parallel for num_teams((int)(n_lanes / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * 32], Y[0:(int64_t)n_rows * 32])
    for (int64_t t = 0; t < n_lanes; ++t) {
        const int32_t i = (int32_t)(t / 16), part = (int32_t)(t % 16);
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[2];
        for (int32_t c = 0; c < 2; ++c)
            acc[c] = 0;
        /* The row's entries in block b: two words of the index, start and end, offsets
         * from the block's first entry `first` (so that the loop counts in 32 bits); col0
         * is the block's first column (a column of A: fits 32 bits). The next block's four
         * are loaded before this block's entries are read, so that their latency hides
         * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
         * specs/sparse.yaml says why). */
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        uint32_t start = 0, end = 0;
        int32_t col0 = 0;
        int64_t first = 0;
        if (b_first < b_last) {
            start = row_start[b_first * (B + 1) + r];
            end = row_start[b_first * (B + 1) + r + 1];
            first = block_ptr[b_first];
            col0 = block_col[b_first] * B;
        }

        for (int64_t b = b_first; b < b_last; ++b) {
            uint32_t next_start = 0, next_end = 0;
            int32_t next_col0 = 0;
            int64_t next_first = 0;
            if (b + 1 < b_last) {
                next_start = row_start[(b + 1) * (B + 1) + r];
                next_end = row_start[(b + 1) * (B + 1) + r + 1];
                next_first = block_ptr[b + 1];
                next_col0 = block_col[b + 1] * B;
            }
            const double *restrict block_val = val + first;
            const uint16_t *restrict block_cloc = cloc + first;
            for (uint32_t q = start; q < end; ++q) {
                const double v = block_val[q];
                const int64_t j = col0 + block_cloc[q];
                const double *restrict x =
                    (const double *)__builtin_assume_aligned(X + j * 32 + part * 2, 16);
                for (int32_t c = 0; c < 2; ++c)
                    acc[c] += v * x[c];
            }
            start = next_start, end = next_end, first = next_first, col0 = next_col0;
        }
        double *restrict y = (double *)__builtin_assume_aligned(Y + (int64_t)i * 32 + part * 2, 16);
        for (int32_t c = 0; c < 2; ++c)
            y[c] = acc[c];
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_rowwise_indexed_wide_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    const uint32_t *restrict row_start = (const uint32_t *)row_index;
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    (void)rloc;         /* the index stands for the local rows */
#pragma omp target teams distribute parallel for num_teams((int)(n_rows / 128 + 1)) \
    thread_limit(128) map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        row_start[0:n_blocks * (B + 1)], X[0:(int64_t)n_cols * k], Y[0:(int64_t)n_rows * k])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        /* the k vectors in chunks of 8, each chunk's sums in registers (the block searches
         * are repeated per chunk) */
        for (int32_t c0 = 0; c0 < k; c0 += 8) {
            const int32_t w = k - c0 < 8 ? k - c0 : 8;
            double acc[8];
            for (int32_t c = 0; c < 8; ++c)
                acc[c] = 0;
            /* The row's entries in block b: two words of the index, start and end, offsets
             * from the block's first entry `first` (so that the loop counts in 32 bits); col0
             * is the block's first column (a column of A: fits 32 bits). The next block's four
             * are loaded before this block's entries are read, so that their latency hides
             * behind this block's products (k >= spmm.lookahead_k = 4, and any k:
             * specs/sparse.yaml says why). */
            const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
            uint32_t start = 0, end = 0;
            int32_t col0 = 0;
            int64_t first = 0;
            if (b_first < b_last) {
                start = row_start[b_first * (B + 1) + r];
                end = row_start[b_first * (B + 1) + r + 1];
                first = block_ptr[b_first];
                col0 = block_col[b_first] * B;
            }

            for (int64_t b = b_first; b < b_last; ++b) {
                uint32_t next_start = 0, next_end = 0;
                int32_t next_col0 = 0;
                int64_t next_first = 0;
                if (b + 1 < b_last) {
                    next_start = row_start[(b + 1) * (B + 1) + r];
                    next_end = row_start[(b + 1) * (B + 1) + r + 1];
                    next_first = block_ptr[b + 1];
                    next_col0 = block_col[b + 1] * B;
                }
                const double *restrict block_val = val + first;
                const uint16_t *restrict block_cloc = cloc + first;
                for (uint32_t q = start; q < end; ++q) {
                    const double v = block_val[q];
                    const int64_t j = col0 + block_cloc[q];
                    const double *restrict x = X + j * k + c0;
                    for (int32_t c = 0; c < 8; ++c)
                        if (c < w)
                            acc[c] += v * x[c];
                }
                start = next_start, end = next_end, first = next_first, col0 = next_col0;
            }
            double *restrict y = Y + (int64_t)i * k + c0;
            for (int32_t c = 0; c < w; ++c)
                y[c] = acc[c];
        }
    }
}
