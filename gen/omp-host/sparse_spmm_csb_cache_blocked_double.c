/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   omp-host
 * variant:   cache_blocked
 * value:     double
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * cache_size: 32768
 * vec_len:   256
 * run_len:   8
 * tunables:  chunk=0, schedule=static
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors (X, Y row-major, element (i, c) at i * k + c), A in
 * CSB-COO with every block stored (general storage). One team per window of rows of a block
 * row stages those rows of Y in team memory (32768 bytes, 256 threads per team), adds the
 * products of its entries with team-local atomics and writes the rows to Y once: no atomic
 * update reaches Y. */
/* A window holds as many rows as 4096 double values allow (cache_size = 32768 bytes),
 * at most B: a whole block row when B k does (the fast case: every entry read once). A team is
 * one thread here: it walks its block row's blocks in order, each block's entries in order,
 * with the block's column offset at hand (the GPU flavours' threads instead take runs or pairs
 * of entries and find each one's block by a search). With smaller windows each team reads the
 * row index of every entry of its block row and keeps those in its window. */

/* k = 1 */
void sparse_spmm_csb_cache_blocked_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 1 */
    (void)block_row;
    (void)n_blocks;                             /* it sizes the device data clauses */
    const int32_t window = B < 4096 ? B : 4096; /* rows per team */
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
        double ys[4096]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 1; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 1; ++c)
                    ys[r * 1 + c] += v * X[j * 1 + c];
            }
        }

        for (int64_t q = 0; q < rows * 1; ++q) {
            Y[row0 * 1 + q] = ys[q];
        }
    }
}

/* k = 4 */
void sparse_spmm_csb_cache_blocked_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 4 */
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
        double ys[4096]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 4; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 4; ++c)
                    ys[r * 4 + c] += v * X[j * 4 + c];
            }
        }

        for (int64_t q = 0; q < rows * 4; ++q) {
            Y[row0 * 4 + q] = ys[q];
        }
    }
}

/* k = 8 */
void sparse_spmm_csb_cache_blocked_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 8 */
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
        double ys[4096]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 8; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 8; ++c)
                    ys[r * 8 + c] += v * X[j * 8 + c];
            }
        }

        for (int64_t q = 0; q < rows * 8; ++q) {
            Y[row0 * 8 + q] = ys[q];
        }
    }
}

/* k = 16 */
void sparse_spmm_csb_cache_blocked_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 16 */
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
        double ys[4096]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 16; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 16; ++c)
                    ys[r * 16 + c] += v * X[j * 16 + c];
            }
        }

        for (int64_t q = 0; q < rows * 16; ++q) {
            Y[row0 * 16 + q] = ys[q];
        }
    }
}

/* k = 32 */
void sparse_spmm_csb_cache_blocked_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)k;         /* k = 32 */
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 128 ? B : 128; /* rows per team */
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
        double ys[4096]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * 32; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 32; ++c)
                    ys[r * 32 + c] += v * X[j * 32 + c];
            }
        }

        for (int64_t q = 0; q < rows * 32; ++q) {
            Y[row0 * 32 + q] = ys[q];
        }
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_cache_blocked_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t fit = 4096 / k;             /* k <= 4096: checked by the caller */
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
        double ys[4096]; /* the window's rows of Y, staged */

        for (int32_t q = 0; q < window * k; ++q)
            ys[q] = 0;
        for (int64_t b = b_first; b < b_last; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            for (int64_t e = block_ptr[b]; e < block_ptr[b + 1]; ++e) {
                const int32_t r = rloc[e] - r0;
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < k; ++c)
                    ys[r * k + c] += v * X[j * k + c];
            }
        }

        for (int64_t q = 0; q < rows * k; ++q) {
            Y[row0 * k + q] = ys[q];
        }
    }
}
