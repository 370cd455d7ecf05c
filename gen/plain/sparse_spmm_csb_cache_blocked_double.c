/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   plain
 * variant:   cache_blocked
 * value:     double
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * cache_size: 32768
 * vec_len:   128
 * tunables:  defaults
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors (X, Y row-major, element (i, c) at i * k + c), A in
 * CSB-COO with every block stored (general storage). One team per window of rows of a block
 * row: the team stages its rows of Y in team memory (32768 bytes, 128 threads per
 * team), walks the block row's blocks, adds the products of the entries in its window with
 * team-local atomics, and writes its rows of Y once; no atomic update reaches Y. */
/* A window holds as many rows as 4096 double values allow (cache_size = 32768 bytes),
 * at most B; inside each block the entries are sorted by row, so the window's entries of a
 * block are one range, found by binary search. */

/* k = 1 */
void sparse_spmm_csb_cache_blocked_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const uint16_t *restrict rloc, const uint16_t *restrict cloc, const double *restrict val,
    int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 1 */
    (void)block_row;
    (void)n_blocks;                             /* it sizes the device data clauses */
    const int32_t window = B < 4096 ? B : 4096; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
    /* concurrent: teams are independent except for atomic updates */
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;
        const int32_t r0 =
            (int32_t)(t % per_block_row) * window; /* first row, inside the block row */
        const int64_t row0 = I * B + r0;           /* the same, in A */
        const int64_t rows = n_rows - row0 < window ? n_rows - row0 : window;
        double ys[4096]; /* the window's rows of Y, staged */
        /* concurrent: the team's threads share the team's arrays */
        for (int32_t q = 0; q < window; ++q)
            ys[q] = 0;
        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            int64_t first = block_ptr[b];
            for (int64_t end_ = block_ptr[b + 1]; first < end_;) {
                const int64_t mid_ = first + (end_ - first) / 2;
                if (rloc[mid_] < r0)
                    first = mid_ + 1;
                else
                    end_ = mid_;
            }
            int64_t last = first;
            for (int64_t end_ = block_ptr[b + 1]; last < end_;) {
                const int64_t mid_ = last + (end_ - last) / 2;
                if (rloc[mid_] < r0 + window)
                    last = mid_ + 1;
                else
                    end_ = mid_;
            }
            /* concurrent: the team's threads share the team's arrays */
            for (int64_t e = first; e < last; ++e) {
                const int32_t r = rloc[e] - r0;
                const int64_t j = col0 + cloc[e];
                const double direct = val[e] * X[j];
                /* the team's threads may update this element: an atomic update where run in
                 * parallel */
                ys[r] += direct;
            }
        }
        /* concurrent: the team's threads share the team's arrays */
        for (int64_t q = 0; q < rows; ++q) {
            Y[row0 + q] = ys[q];
        }
    }
}

/* k = 4 */
void sparse_spmm_csb_cache_blocked_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const uint16_t *restrict rloc, const uint16_t *restrict cloc, const double *restrict val,
    int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 4 */
    (void)block_row;
    (void)n_blocks;                             /* it sizes the device data clauses */
    const int32_t window = B < 1024 ? B : 1024; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
    /* concurrent: teams are independent except for atomic updates */
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;
        const int32_t r0 =
            (int32_t)(t % per_block_row) * window; /* first row, inside the block row */
        const int64_t row0 = I * B + r0;           /* the same, in A */
        const int64_t rows = n_rows - row0 < window ? n_rows - row0 : window;
        double ys[4096]; /* the window's rows of Y, staged */
        /* concurrent: the team's threads share the team's arrays */
        for (int32_t q = 0; q < window * 4; ++q)
            ys[q] = 0;
        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            int64_t first = block_ptr[b];
            for (int64_t end_ = block_ptr[b + 1]; first < end_;) {
                const int64_t mid_ = first + (end_ - first) / 2;
                if (rloc[mid_] < r0)
                    first = mid_ + 1;
                else
                    end_ = mid_;
            }
            int64_t last = first;
            for (int64_t end_ = block_ptr[b + 1]; last < end_;) {
                const int64_t mid_ = last + (end_ - last) / 2;
                if (rloc[mid_] < r0 + window)
                    last = mid_ + 1;
                else
                    end_ = mid_;
            }
            /* concurrent: the team's threads share the team's arrays */
            for (int64_t q = first * 4; q < last * 4; ++q) { /* entry q / k, vector q % k */
                const int64_t e = q / 4;
                const int32_t c = (int32_t)(q % 4);
                const int32_t r = rloc[e] - r0;
                const int64_t j = col0 + cloc[e];
                const double direct = val[e] * X[j * 4 + c];
                /* the team's threads may update this element: an atomic update where run in
                 * parallel */
                ys[r * 4 + c] += direct;
            }
        }
        /* concurrent: the team's threads share the team's arrays */
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
    const uint16_t *restrict rloc, const uint16_t *restrict cloc, const double *restrict val,
    int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 8 */
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 512 ? B : 512; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
    /* concurrent: teams are independent except for atomic updates */
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;
        const int32_t r0 =
            (int32_t)(t % per_block_row) * window; /* first row, inside the block row */
        const int64_t row0 = I * B + r0;           /* the same, in A */
        const int64_t rows = n_rows - row0 < window ? n_rows - row0 : window;
        double ys[4096]; /* the window's rows of Y, staged */
        /* concurrent: the team's threads share the team's arrays */
        for (int32_t q = 0; q < window * 8; ++q)
            ys[q] = 0;
        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            int64_t first = block_ptr[b];
            for (int64_t end_ = block_ptr[b + 1]; first < end_;) {
                const int64_t mid_ = first + (end_ - first) / 2;
                if (rloc[mid_] < r0)
                    first = mid_ + 1;
                else
                    end_ = mid_;
            }
            int64_t last = first;
            for (int64_t end_ = block_ptr[b + 1]; last < end_;) {
                const int64_t mid_ = last + (end_ - last) / 2;
                if (rloc[mid_] < r0 + window)
                    last = mid_ + 1;
                else
                    end_ = mid_;
            }
            /* concurrent: the team's threads share the team's arrays */
            for (int64_t q = first * 8; q < last * 8; ++q) { /* entry q / k, vector q % k */
                const int64_t e = q / 8;
                const int32_t c = (int32_t)(q % 8);
                const int32_t r = rloc[e] - r0;
                const int64_t j = col0 + cloc[e];
                const double direct = val[e] * X[j * 8 + c];
                /* the team's threads may update this element: an atomic update where run in
                 * parallel */
                ys[r * 8 + c] += direct;
            }
        }
        /* concurrent: the team's threads share the team's arrays */
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
    const uint16_t *restrict rloc, const uint16_t *restrict cloc, const double *restrict val,
    int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 16 */
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 256 ? B : 256; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
    /* concurrent: teams are independent except for atomic updates */
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;
        const int32_t r0 =
            (int32_t)(t % per_block_row) * window; /* first row, inside the block row */
        const int64_t row0 = I * B + r0;           /* the same, in A */
        const int64_t rows = n_rows - row0 < window ? n_rows - row0 : window;
        double ys[4096]; /* the window's rows of Y, staged */
        /* concurrent: the team's threads share the team's arrays */
        for (int32_t q = 0; q < window * 16; ++q)
            ys[q] = 0;
        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            int64_t first = block_ptr[b];
            for (int64_t end_ = block_ptr[b + 1]; first < end_;) {
                const int64_t mid_ = first + (end_ - first) / 2;
                if (rloc[mid_] < r0)
                    first = mid_ + 1;
                else
                    end_ = mid_;
            }
            int64_t last = first;
            for (int64_t end_ = block_ptr[b + 1]; last < end_;) {
                const int64_t mid_ = last + (end_ - last) / 2;
                if (rloc[mid_] < r0 + window)
                    last = mid_ + 1;
                else
                    end_ = mid_;
            }
            /* concurrent: the team's threads share the team's arrays */
            for (int64_t q = first * 16; q < last * 16; ++q) { /* entry q / k, vector q % k */
                const int64_t e = q / 16;
                const int32_t c = (int32_t)(q % 16);
                const int32_t r = rloc[e] - r0;
                const int64_t j = col0 + cloc[e];
                const double direct = val[e] * X[j * 16 + c];
                /* the team's threads may update this element: an atomic update where run in
                 * parallel */
                ys[r * 16 + c] += direct;
            }
        }
        /* concurrent: the team's threads share the team's arrays */
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
    const uint16_t *restrict rloc, const uint16_t *restrict cloc, const double *restrict val,
    int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)k;   /* k = 32 */
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t window = B < 128 ? B : 128; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
    /* concurrent: teams are independent except for atomic updates */
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;
        const int32_t r0 =
            (int32_t)(t % per_block_row) * window; /* first row, inside the block row */
        const int64_t row0 = I * B + r0;           /* the same, in A */
        const int64_t rows = n_rows - row0 < window ? n_rows - row0 : window;
        double ys[4096]; /* the window's rows of Y, staged */
        /* concurrent: the team's threads share the team's arrays */
        for (int32_t q = 0; q < window * 32; ++q)
            ys[q] = 0;
        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            int64_t first = block_ptr[b];
            for (int64_t end_ = block_ptr[b + 1]; first < end_;) {
                const int64_t mid_ = first + (end_ - first) / 2;
                if (rloc[mid_] < r0)
                    first = mid_ + 1;
                else
                    end_ = mid_;
            }
            int64_t last = first;
            for (int64_t end_ = block_ptr[b + 1]; last < end_;) {
                const int64_t mid_ = last + (end_ - last) / 2;
                if (rloc[mid_] < r0 + window)
                    last = mid_ + 1;
                else
                    end_ = mid_;
            }
            /* concurrent: the team's threads share the team's arrays */
            for (int64_t q = first * 32; q < last * 32; ++q) { /* entry q / k, vector q % k */
                const int64_t e = q / 32;
                const int32_t c = (int32_t)(q % 32);
                const int32_t r = rloc[e] - r0;
                const int64_t j = col0 + cloc[e];
                const double direct = val[e] * X[j * 32 + c];
                /* the team's threads may update this element: an atomic update where run in
                 * parallel */
                ys[r * 32 + c] += direct;
            }
        }
        /* concurrent: the team's threads share the team's arrays */
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
    const uint16_t *restrict rloc, const uint16_t *restrict cloc, const double *restrict val,
    int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz; /* they size the device data clauses */
    (void)block_row;
    (void)n_blocks;                           /* it sizes the device data clauses */
    const int32_t fit = 4096 / k;             /* k <= 4096: checked by the caller */
    const int32_t window = B < fit ? B : fit; /* rows per team */
    const int32_t per_block_row = (B + window - 1) / window;
    const int64_t n_teams = (int64_t)n_block_rows * per_block_row;
    /* concurrent: teams are independent except for atomic updates */
    for (int64_t t = 0; t < n_teams; ++t) {
        const int64_t I = t / per_block_row;
        const int32_t r0 =
            (int32_t)(t % per_block_row) * window; /* first row, inside the block row */
        const int64_t row0 = I * B + r0;           /* the same, in A */
        const int64_t rows = n_rows - row0 < window ? n_rows - row0 : window;
        double ys[4096]; /* the window's rows of Y, staged */
        /* concurrent: the team's threads share the team's arrays */
        for (int32_t q = 0; q < window * k; ++q)
            ys[q] = 0;
        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b) {
            const int64_t col0 = (int64_t)block_col[b] * B;
            int64_t first = block_ptr[b];
            for (int64_t end_ = block_ptr[b + 1]; first < end_;) {
                const int64_t mid_ = first + (end_ - first) / 2;
                if (rloc[mid_] < r0)
                    first = mid_ + 1;
                else
                    end_ = mid_;
            }
            int64_t last = first;
            for (int64_t end_ = block_ptr[b + 1]; last < end_;) {
                const int64_t mid_ = last + (end_ - last) / 2;
                if (rloc[mid_] < r0 + window)
                    last = mid_ + 1;
                else
                    end_ = mid_;
            }
            /* concurrent: the team's threads share the team's arrays */
            for (int64_t q = first * k; q < last * k; ++q) { /* entry q / k, vector q % k */
                const int64_t e = q / k;
                const int32_t c = (int32_t)(q % k);
                const int32_t r = rloc[e] - r0;
                const int64_t j = col0 + cloc[e];
                const double direct = val[e] * X[j * k + c];
                /* the team's threads may update this element: an atomic update where run in
                 * parallel */
                ys[r * k + c] += direct;
            }
        }
        /* concurrent: the team's threads share the team's arrays */
        for (int64_t q = 0; q < rows * k; ++q) {
            Y[row0 * k + q] = ys[q];
        }
    }
}
