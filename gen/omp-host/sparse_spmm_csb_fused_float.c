/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   omp-host
 * variant:   fused
 * value:     float
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * cache_size: 32768
 * vec_len:   256
 * run_len:   8
 * tunables:  chunk=0, schedule=static
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors (X, Y row-major, element (i, c) at i * k + c), A
 * symmetric and half-stored in CSB-COO (entries with column >= row). One pass over the
 * stored entries applies each and, off the diagonal, its mirror image: one team per window
 * of rows of a block row adds the direct products into its rows of Y staged in team memory
 * (team-local atomics, the rows written to Y once), and the transposed products straight
 * into Y with atomic updates (they land in other block rows). Y is cleared first, since the
 * staged rows are added to it atomically as well. */
/* A window holds as many rows as 8192 float values allow (cache_size = 32768 bytes),
 * at most B: a whole block row when B k does (the fast case: every entry read once). A team is
 * one thread here: it walks its block row's blocks in order, each block's entries in order,
 * with the block's column offset at hand (the GPU flavours' threads instead take runs or pairs
 * of entries and find each one's block by a search). With smaller windows each team reads the
 * row index of every entry of its block row and keeps those in its window. */

/* k = 1 */
void sparse_spmm_csb_fused_float_k1(
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
    (void)block_row;
    (void)n_blocks;                             /* it sizes the device data clauses */
    const int32_t window = B < 8192 ? B : 8192; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;                      /* the block row */
        const int32_t r0 = (int32_t)(t % per_block_row) * window; /* the window's first row in it */
        const int64_t row0 = I * B + r0;                          /* the same, in A */
        /* the window's rows: it ends at the block row's end (B - r0 rows left when window
         * does not divide B) and at the matrix's */
        const int64_t in_block_row = B - r0 < window ? B - r0 : window;
        const int64_t rows = n_rows - row0 < in_block_row ? n_rows - row0 : in_block_row;
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        float ys[8192]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 1; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const float v = val[e];
                for (int32_t c = 0; c < 1; ++c)
                    ys[r * 1 + c] += v * X[j * 1 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 1; ++c) {
                        const float mirror = v * X[(row0 + r) * 1 + c];
#pragma omp atomic update
                        Y[j * 1 + c] += mirror;
                    }
            }
        }

        for (int64_t q = 0; q < rows * 1; ++q) {
#pragma omp atomic update
            Y[row0 * 1 + q] += ys[q];
        }
    }
}

/* k = 4 */
void sparse_spmm_csb_fused_float_k4(
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
    (void)block_row;
    (void)n_blocks;                             /* it sizes the device data clauses */
    const int32_t window = B < 2048 ? B : 2048; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;                      /* the block row */
        const int32_t r0 = (int32_t)(t % per_block_row) * window; /* the window's first row in it */
        const int64_t row0 = I * B + r0;                          /* the same, in A */
        /* the window's rows: it ends at the block row's end (B - r0 rows left when window
         * does not divide B) and at the matrix's */
        const int64_t in_block_row = B - r0 < window ? B - r0 : window;
        const int64_t rows = n_rows - row0 < in_block_row ? n_rows - row0 : in_block_row;
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        float ys[8192]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 4; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const float v = val[e];
                for (int32_t c = 0; c < 4; ++c)
                    ys[r * 4 + c] += v * X[j * 4 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 4; ++c) {
                        const float mirror = v * X[(row0 + r) * 4 + c];
#pragma omp atomic update
                        Y[j * 4 + c] += mirror;
                    }
            }
        }

        for (int64_t q = 0; q < rows * 4; ++q) {
#pragma omp atomic update
            Y[row0 * 4 + q] += ys[q];
        }
    }
}

/* k = 8 */
void sparse_spmm_csb_fused_float_k8(
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
    (void)block_row;
    (void)n_blocks;                             /* it sizes the device data clauses */
    const int32_t window = B < 1024 ? B : 1024; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;                      /* the block row */
        const int32_t r0 = (int32_t)(t % per_block_row) * window; /* the window's first row in it */
        const int64_t row0 = I * B + r0;                          /* the same, in A */
        /* the window's rows: it ends at the block row's end (B - r0 rows left when window
         * does not divide B) and at the matrix's */
        const int64_t in_block_row = B - r0 < window ? B - r0 : window;
        const int64_t rows = n_rows - row0 < in_block_row ? n_rows - row0 : in_block_row;
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        float ys[8192]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 8; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const float v = val[e];
                for (int32_t c = 0; c < 8; ++c)
                    ys[r * 8 + c] += v * X[j * 8 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 8; ++c) {
                        const float mirror = v * X[(row0 + r) * 8 + c];
#pragma omp atomic update
                        Y[j * 8 + c] += mirror;
                    }
            }
        }

        for (int64_t q = 0; q < rows * 8; ++q) {
#pragma omp atomic update
            Y[row0 * 8 + q] += ys[q];
        }
    }
}

/* k = 16 */
void sparse_spmm_csb_fused_float_k16(
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
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 512 ? B : 512; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;                      /* the block row */
        const int32_t r0 = (int32_t)(t % per_block_row) * window; /* the window's first row in it */
        const int64_t row0 = I * B + r0;                          /* the same, in A */
        /* the window's rows: it ends at the block row's end (B - r0 rows left when window
         * does not divide B) and at the matrix's */
        const int64_t in_block_row = B - r0 < window ? B - r0 : window;
        const int64_t rows = n_rows - row0 < in_block_row ? n_rows - row0 : in_block_row;
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        float ys[8192]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 16; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const float v = val[e];
                for (int32_t c = 0; c < 16; ++c)
                    ys[r * 16 + c] += v * X[j * 16 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 16; ++c) {
                        const float mirror = v * X[(row0 + r) * 16 + c];
#pragma omp atomic update
                        Y[j * 16 + c] += mirror;
                    }
            }
        }

        for (int64_t q = 0; q < rows * 16; ++q) {
#pragma omp atomic update
            Y[row0 * 16 + q] += ys[q];
        }
    }
}

/* k = 32 */
void sparse_spmm_csb_fused_float_k32(
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
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 256 ? B : 256; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;                      /* the block row */
        const int32_t r0 = (int32_t)(t % per_block_row) * window; /* the window's first row in it */
        const int64_t row0 = I * B + r0;                          /* the same, in A */
        /* the window's rows: it ends at the block row's end (B - r0 rows left when window
         * does not divide B) and at the matrix's */
        const int64_t in_block_row = B - r0 < window ? B - r0 : window;
        const int64_t rows = n_rows - row0 < in_block_row ? n_rows - row0 : in_block_row;
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        float ys[8192]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 32; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const float v = val[e];
                for (int32_t c = 0; c < 32; ++c)
                    ys[r * 32 + c] += v * X[j * 32 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 32; ++c) {
                        const float mirror = v * X[(row0 + r) * 32 + c];
#pragma omp atomic update
                        Y[j * 32 + c] += mirror;
                    }
            }
        }

        for (int64_t q = 0; q < rows * 32; ++q) {
#pragma omp atomic update
            Y[row0 * 32 + q] += ys[q];
        }
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_fused_float_kany(
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
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t fit = 8192 / k;             /* k <= 8192: checked by the caller */
    const int32_t window = B < fit ? B : fit; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;                      /* the block row */
        const int32_t r0 = (int32_t)(t % per_block_row) * window; /* the window's first row in it */
        const int64_t row0 = I * B + r0;                          /* the same, in A */
        /* the window's rows: it ends at the block row's end (B - r0 rows left when window
         * does not divide B) and at the matrix's */
        const int64_t in_block_row = B - r0 < window ? B - r0 : window;
        const int64_t rows = n_rows - row0 < in_block_row ? n_rows - row0 : in_block_row;
        const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];
        float ys[8192]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * k; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const float v = val[e];
                for (int32_t c = 0; c < k; ++c)
                    ys[r * k + c] += v * X[j * k + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < k; ++c) {
                        const float mirror = v * X[(row0 + r) * k + c];
#pragma omp atomic update
                        Y[j * k + c] += mirror;
                    }
            }
        }

        for (int64_t q = 0; q < rows * k; ++q) {
#pragma omp atomic update
            Y[row0 * k + q] += ys[q];
        }
    }
}
