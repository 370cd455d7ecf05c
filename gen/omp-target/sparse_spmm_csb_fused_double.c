/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   omp-target
 * variant:   fused
 * value:     double
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * cache_size: 32768
 * vec_len:   256
 * run_len:   8
 * tunables:  num_teams=0, thread_limit=128
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
/* A window holds as many rows as 4096 double values allow (cache_size = 32768 bytes),
 * at most B: a whole block row when B k does (the fast case: every entry read once). For a
 * fixed k the team's threads take runs of spmm.run_len = 8 consecutive entries of the block row
 * and add a row's products in registers (one team-memory update per row per run); the kernel
 * for any k takes the (entry, vector) pairs in one flat loop, consecutive threads on consecutive
 * vectors of an entry. Either finds an entry's block by a binary search of the block row's few
 * block pointers. With smaller windows each team reads the row index of every entry of its block
 * row and keeps those in its window. */

/* k = 1 */
void sparse_spmm_csb_fused_double_k1(
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
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;                             /* it sizes the device data clauses */
    const int32_t window = B < 4096 ? B : 4096; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp target teams distribute thread_limit(256) \
    map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        X[0:(int64_t)n_cols * 1], Y[0:(int64_t)n_rows * 1])
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
#pragma omp parallel for
        for (int32_t q = 0; q < window * 1; ++q)
            ys[q] = 0;
        /* Runs of 8 consecutive stored entries per thread: the block row's blocks one
         * after the other, each block's entries in row order, so a row's entries in a run add up
         * in registers and reach the staged row once per run. */
        const int64_t e_first = block_ptr[b_first], e_last = block_ptr[b_last];
        const int64_t n_runs = (e_last - e_first + 7) / 8;
#pragma omp parallel for
        for (int64_t u = 0; u < n_runs; ++u) {
            const int64_t e0 = e_first + u * 8;
            const int64_t e1 = e_last - e0 < 8 ? e_last : e0 + 8;
            int64_t b = b_first; /* the block of e0: the last b with block_ptr[b] <= e0 */
            for (int64_t hi = b_last - 1; b < hi;) {
                const int64_t mid = b + (hi - b + 1) / 2;
                if (block_ptr[mid] <= e0)
                    b = mid;
                else
                    hi = mid - 1;
            }
            int64_t b_end = block_ptr[b + 1], col0 = (int64_t)block_col[b] * B;
            int32_t r_run = INT32_MIN; /* the row whose products acc holds (window-relative) */
            double acc[1];
            for (int32_t c = 0; c < 1; ++c)
                acc[c] = 0;
            for (int64_t e = e0; e < e1; ++e) {
                while (e >= b_end) { /* the run goes on into the next block */
                    ++b;
                    b_end = block_ptr[b + 1];
                    col0 = (int64_t)block_col[b] * B;
                }
                const int32_t r = rloc[e] - r0;
                if (r != r_run) {
                    if (r_run >= 0 && r_run < window)
                        for (int32_t c = 0; c < 1; ++c) {
#pragma omp atomic update
                            ys[r_run * 1 + c] += acc[c];
                            acc[c] = 0;
                        }
                    r_run = r;
                }
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 1; ++c)
                    acc[c] += v * X[j * 1 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 1; ++c) {
                        const double mirror = v * X[(row0 + r) * 1 + c];
#pragma omp atomic update
                        Y[j * 1 + c] += mirror;
                    }
            }
            if (r_run >= 0 && r_run < window)
                for (int32_t c = 0; c < 1; ++c) {
#pragma omp atomic update
                    ys[r_run * 1 + c] += acc[c];
                }
        }
#pragma omp parallel for
        for (int64_t q = 0; q < rows * 1; ++q) {
#pragma omp atomic update
            Y[row0 * 1 + q] += ys[q];
        }
    }
}

/* k = 4 */
void sparse_spmm_csb_fused_double_k4(
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
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;                             /* it sizes the device data clauses */
    const int32_t window = B < 1024 ? B : 1024; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp target teams distribute thread_limit(256) \
    map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        X[0:(int64_t)n_cols * 4], Y[0:(int64_t)n_rows * 4])
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
#pragma omp parallel for
        for (int32_t q = 0; q < window * 4; ++q)
            ys[q] = 0;
        /* Runs of 8 consecutive stored entries per thread: the block row's blocks one
         * after the other, each block's entries in row order, so a row's entries in a run add up
         * in registers and reach the staged row once per run. */
        const int64_t e_first = block_ptr[b_first], e_last = block_ptr[b_last];
        const int64_t n_runs = (e_last - e_first + 7) / 8;
#pragma omp parallel for
        for (int64_t u = 0; u < n_runs; ++u) {
            const int64_t e0 = e_first + u * 8;
            const int64_t e1 = e_last - e0 < 8 ? e_last : e0 + 8;
            int64_t b = b_first; /* the block of e0: the last b with block_ptr[b] <= e0 */
            for (int64_t hi = b_last - 1; b < hi;) {
                const int64_t mid = b + (hi - b + 1) / 2;
                if (block_ptr[mid] <= e0)
                    b = mid;
                else
                    hi = mid - 1;
            }
            int64_t b_end = block_ptr[b + 1], col0 = (int64_t)block_col[b] * B;
            int32_t r_run = INT32_MIN; /* the row whose products acc holds (window-relative) */
            double acc[4];
            for (int32_t c = 0; c < 4; ++c)
                acc[c] = 0;
            for (int64_t e = e0; e < e1; ++e) {
                while (e >= b_end) { /* the run goes on into the next block */
                    ++b;
                    b_end = block_ptr[b + 1];
                    col0 = (int64_t)block_col[b] * B;
                }
                const int32_t r = rloc[e] - r0;
                if (r != r_run) {
                    if (r_run >= 0 && r_run < window)
                        for (int32_t c = 0; c < 4; ++c) {
#pragma omp atomic update
                            ys[r_run * 4 + c] += acc[c];
                            acc[c] = 0;
                        }
                    r_run = r;
                }
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 4; ++c)
                    acc[c] += v * X[j * 4 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 4; ++c) {
                        const double mirror = v * X[(row0 + r) * 4 + c];
#pragma omp atomic update
                        Y[j * 4 + c] += mirror;
                    }
            }
            if (r_run >= 0 && r_run < window)
                for (int32_t c = 0; c < 4; ++c) {
#pragma omp atomic update
                    ys[r_run * 4 + c] += acc[c];
                }
        }
#pragma omp parallel for
        for (int64_t q = 0; q < rows * 4; ++q) {
#pragma omp atomic update
            Y[row0 * 4 + q] += ys[q];
        }
    }
}

/* k = 8 */
void sparse_spmm_csb_fused_double_k8(
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
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 512 ? B : 512; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp target teams distribute thread_limit(256) \
    map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        X[0:(int64_t)n_cols * 8], Y[0:(int64_t)n_rows * 8])
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
#pragma omp parallel for
        for (int32_t q = 0; q < window * 8; ++q)
            ys[q] = 0;
        /* Runs of 8 consecutive stored entries per thread: the block row's blocks one
         * after the other, each block's entries in row order, so a row's entries in a run add up
         * in registers and reach the staged row once per run. */
        const int64_t e_first = block_ptr[b_first], e_last = block_ptr[b_last];
        const int64_t n_runs = (e_last - e_first + 7) / 8;
#pragma omp parallel for
        for (int64_t u = 0; u < n_runs; ++u) {
            const int64_t e0 = e_first + u * 8;
            const int64_t e1 = e_last - e0 < 8 ? e_last : e0 + 8;
            int64_t b = b_first; /* the block of e0: the last b with block_ptr[b] <= e0 */
            for (int64_t hi = b_last - 1; b < hi;) {
                const int64_t mid = b + (hi - b + 1) / 2;
                if (block_ptr[mid] <= e0)
                    b = mid;
                else
                    hi = mid - 1;
            }
            int64_t b_end = block_ptr[b + 1], col0 = (int64_t)block_col[b] * B;
            int32_t r_run = INT32_MIN; /* the row whose products acc holds (window-relative) */
            double acc[8];
            for (int32_t c = 0; c < 8; ++c)
                acc[c] = 0;
            for (int64_t e = e0; e < e1; ++e) {
                while (e >= b_end) { /* the run goes on into the next block */
                    ++b;
                    b_end = block_ptr[b + 1];
                    col0 = (int64_t)block_col[b] * B;
                }
                const int32_t r = rloc[e] - r0;
                if (r != r_run) {
                    if (r_run >= 0 && r_run < window)
                        for (int32_t c = 0; c < 8; ++c) {
#pragma omp atomic update
                            ys[r_run * 8 + c] += acc[c];
                            acc[c] = 0;
                        }
                    r_run = r;
                }
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 8; ++c)
                    acc[c] += v * X[j * 8 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 8; ++c) {
                        const double mirror = v * X[(row0 + r) * 8 + c];
#pragma omp atomic update
                        Y[j * 8 + c] += mirror;
                    }
            }
            if (r_run >= 0 && r_run < window)
                for (int32_t c = 0; c < 8; ++c) {
#pragma omp atomic update
                    ys[r_run * 8 + c] += acc[c];
                }
        }
#pragma omp parallel for
        for (int64_t q = 0; q < rows * 8; ++q) {
#pragma omp atomic update
            Y[row0 * 8 + q] += ys[q];
        }
    }
}

/* k = 16 */
void sparse_spmm_csb_fused_double_k16(
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
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 256 ? B : 256; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp target teams distribute thread_limit(256) \
    map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        X[0:(int64_t)n_cols * 16], Y[0:(int64_t)n_rows * 16])
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
#pragma omp parallel for
        for (int32_t q = 0; q < window * 16; ++q)
            ys[q] = 0;
        /* Runs of 8 consecutive stored entries per thread: the block row's blocks one
         * after the other, each block's entries in row order, so a row's entries in a run add up
         * in registers and reach the staged row once per run. */
        const int64_t e_first = block_ptr[b_first], e_last = block_ptr[b_last];
        const int64_t n_runs = (e_last - e_first + 7) / 8;
#pragma omp parallel for
        for (int64_t u = 0; u < n_runs; ++u) {
            const int64_t e0 = e_first + u * 8;
            const int64_t e1 = e_last - e0 < 8 ? e_last : e0 + 8;
            int64_t b = b_first; /* the block of e0: the last b with block_ptr[b] <= e0 */
            for (int64_t hi = b_last - 1; b < hi;) {
                const int64_t mid = b + (hi - b + 1) / 2;
                if (block_ptr[mid] <= e0)
                    b = mid;
                else
                    hi = mid - 1;
            }
            int64_t b_end = block_ptr[b + 1], col0 = (int64_t)block_col[b] * B;
            int32_t r_run = INT32_MIN; /* the row whose products acc holds (window-relative) */
            double acc[16];
            for (int32_t c = 0; c < 16; ++c)
                acc[c] = 0;
            for (int64_t e = e0; e < e1; ++e) {
                while (e >= b_end) { /* the run goes on into the next block */
                    ++b;
                    b_end = block_ptr[b + 1];
                    col0 = (int64_t)block_col[b] * B;
                }
                const int32_t r = rloc[e] - r0;
                if (r != r_run) {
                    if (r_run >= 0 && r_run < window)
                        for (int32_t c = 0; c < 16; ++c) {
#pragma omp atomic update
                            ys[r_run * 16 + c] += acc[c];
                            acc[c] = 0;
                        }
                    r_run = r;
                }
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 16; ++c)
                    acc[c] += v * X[j * 16 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 16; ++c) {
                        const double mirror = v * X[(row0 + r) * 16 + c];
#pragma omp atomic update
                        Y[j * 16 + c] += mirror;
                    }
            }
            if (r_run >= 0 && r_run < window)
                for (int32_t c = 0; c < 16; ++c) {
#pragma omp atomic update
                    ys[r_run * 16 + c] += acc[c];
                }
        }
#pragma omp parallel for
        for (int64_t q = 0; q < rows * 16; ++q) {
#pragma omp atomic update
            Y[row0 * 16 + q] += ys[q];
        }
    }
}

/* k = 32 */
void sparse_spmm_csb_fused_double_k32(
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
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 128 ? B : 128; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp target teams distribute thread_limit(256) \
    map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        X[0:(int64_t)n_cols * 32], Y[0:(int64_t)n_rows * 32])
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
#pragma omp parallel for
        for (int32_t q = 0; q < window * 32; ++q)
            ys[q] = 0;
        /* Runs of 8 consecutive stored entries per thread: the block row's blocks one
         * after the other, each block's entries in row order, so a row's entries in a run add up
         * in registers and reach the staged row once per run. */
        const int64_t e_first = block_ptr[b_first], e_last = block_ptr[b_last];
        const int64_t n_runs = (e_last - e_first + 7) / 8;
#pragma omp parallel for
        for (int64_t u = 0; u < n_runs; ++u) {
            const int64_t e0 = e_first + u * 8;
            const int64_t e1 = e_last - e0 < 8 ? e_last : e0 + 8;
            int64_t b = b_first; /* the block of e0: the last b with block_ptr[b] <= e0 */
            for (int64_t hi = b_last - 1; b < hi;) {
                const int64_t mid = b + (hi - b + 1) / 2;
                if (block_ptr[mid] <= e0)
                    b = mid;
                else
                    hi = mid - 1;
            }
            int64_t b_end = block_ptr[b + 1], col0 = (int64_t)block_col[b] * B;
            int32_t r_run = INT32_MIN; /* the row whose products acc holds (window-relative) */
            double acc[32];
            for (int32_t c = 0; c < 32; ++c)
                acc[c] = 0;
            for (int64_t e = e0; e < e1; ++e) {
                while (e >= b_end) { /* the run goes on into the next block */
                    ++b;
                    b_end = block_ptr[b + 1];
                    col0 = (int64_t)block_col[b] * B;
                }
                const int32_t r = rloc[e] - r0;
                if (r != r_run) {
                    if (r_run >= 0 && r_run < window)
                        for (int32_t c = 0; c < 32; ++c) {
#pragma omp atomic update
                            ys[r_run * 32 + c] += acc[c];
                            acc[c] = 0;
                        }
                    r_run = r;
                }
                if (r < 0 || r >= window)
                    continue; /* another team's window of this block row */
                const int64_t j = col0 + cloc[e];
                const double v = val[e];
                for (int32_t c = 0; c < 32; ++c)
                    acc[c] += v * X[j * 32 + c];
                if (j != row0 + r) /* the mirror entry (j, row0 + r) */
                    for (int32_t c = 0; c < 32; ++c) {
                        const double mirror = v * X[(row0 + r) * 32 + c];
#pragma omp atomic update
                        Y[j * 32 + c] += mirror;
                    }
            }
            if (r_run >= 0 && r_run < window)
                for (int32_t c = 0; c < 32; ++c) {
#pragma omp atomic update
                    ys[r_run * 32 + c] += acc[c];
                }
        }
#pragma omp parallel for
        for (int64_t q = 0; q < rows * 32; ++q) {
#pragma omp atomic update
            Y[row0 * 32 + q] += ys[q];
        }
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_fused_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    const int64_t ny = (int64_t)n_rows * k;
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: Y[0:ny])
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t fit = 4096 / k;             /* k <= 4096: checked by the caller */
    const int32_t window = B < fit ? B : fit; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
#pragma omp target teams distribute thread_limit(256) \
    map(present, alloc: block_rowptr[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], val[0:nnz], \
        X[0:(int64_t)n_cols * k], Y[0:(int64_t)n_rows * k])
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
#pragma omp parallel for
        for (int32_t q = 0; q < window * k; ++q)
            ys[q] = 0;
        const int64_t pairs_first = block_ptr[b_first] * k, pairs_last = block_ptr[b_last] * k;
#pragma omp parallel for
        for (int64_t q = pairs_first; q < pairs_last; ++q) { /* entry q / k, vector q % k */
            const int64_t e = q / k;
            const int32_t c = (int32_t)(q % k);
            const int32_t r = rloc[e] - r0;
            if (r < 0 || r >= window)
                continue;        /* another team's window of this block row */
            int64_t b = b_first; /* the entry's block: the last b with block_ptr[b] <= e */
            for (int64_t hi = b_last - 1; b < hi;) {
                const int64_t mid = b + (hi - b + 1) / 2;
                if (block_ptr[mid] <= e)
                    b = mid;
                else
                    hi = mid - 1;
            }
            const int64_t j = (int64_t)block_col[b] * B + cloc[e];
            const double direct = val[e] * X[j * k + c];
#pragma omp atomic update
            ys[r * k + c] += direct;
            if (j != row0 + r) { /* the mirror entry (j, row0 + r) */
                const double mirror = val[e] * X[(row0 + r) * k + c];
#pragma omp atomic update
                Y[j * k + c] += mirror;
            }
        }
#pragma omp parallel for
        for (int64_t q = 0; q < rows * k; ++q) {
#pragma omp atomic update
            Y[row0 * k + q] += ys[q];
        }
    }
}
