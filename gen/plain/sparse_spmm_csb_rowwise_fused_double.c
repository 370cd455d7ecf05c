/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_csb.c.j2
 * flavour:   plain
 * variant:   rowwise_fused
 * value:     double
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * rowwise_chunk: 8
 * tunables:  defaults
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Y = A X for a block of k vectors (X, Y row-major, element (i, c) at i * k + c), A
 * symmetric and half-stored in CSB-COO (entries with column >= row). One pass over the
 * stored entries applies each and, off the diagonal, its mirror image: one thread owns one
 * row, finds its entries in each block of its block row by a binary search of the sorted local
 * row indices (as rowwise does) and adds the direct products in registers; the mirrored
 * products land in other rows and go into Y with atomic updates, and so does the row's own sum
 * at the end (other threads' mirrors reach it too). Y is cleared first. */

/* k = 1 */
void sparse_spmm_csb_rowwise_fused_double_k1(
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
    /* concurrent: iterations are independent */
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    /* concurrent: iterations are independent */
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[1];
        double xi[1]; /* row i of X: the factor of the mirrored products */
        for (int32_t c = 0; c < 1; ++c) {
            acc[c] = 0;
            xi[c] = X[(int64_t)i * 1 + c];
        }

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
                const double v = val[e];
                const int64_t j = col0 + cloc[e];
                const double *restrict x = X + j * 1;
                for (int32_t c = 0; c < 1; ++c)
                    acc[c] += v * x[c];
                if (j != i) /* the mirror entry (j, i) */
                    for (int32_t c = 0; c < 1; ++c) {
                        const double mirror = v * xi[c];
                        /* concurrent iterations may update this element: an atomic update where run
                         * in parallel */
                        Y[j * 1 + c] += mirror;
                    }
            }
        }
        /* atomic: other rows' mirrored products reach row i too */
        for (int32_t c = 0; c < 1; ++c) {
            /* concurrent iterations may update this element: an atomic update where run in parallel
             */
            Y[(int64_t)i * 1 + c] += acc[c];
        }
    }
}

/* k = 4 */
void sparse_spmm_csb_rowwise_fused_double_k4(
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
    /* concurrent: iterations are independent */
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    /* concurrent: iterations are independent */
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[4];
        double xi[4]; /* row i of X: the factor of the mirrored products */
        for (int32_t c = 0; c < 4; ++c) {
            acc[c] = 0;
            xi[c] = X[(int64_t)i * 4 + c];
        }

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
                const double v = val[e];
                const int64_t j = col0 + cloc[e];
                const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 4, 16);
                for (int32_t c = 0; c < 4; ++c)
                    acc[c] += v * x[c];
                if (j != i) /* the mirror entry (j, i) */
                    for (int32_t c = 0; c < 4; ++c) {
                        const double mirror = v * xi[c];
                        /* concurrent iterations may update this element: an atomic update where run
                         * in parallel */
                        Y[j * 4 + c] += mirror;
                    }
            }
        }
        /* atomic: other rows' mirrored products reach row i too */
        for (int32_t c = 0; c < 4; ++c) {
            /* concurrent iterations may update this element: an atomic update where run in parallel
             */
            Y[(int64_t)i * 4 + c] += acc[c];
        }
    }
}

/* k = 8 */
void sparse_spmm_csb_rowwise_fused_double_k8(
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
    /* concurrent: iterations are independent */
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    /* concurrent: iterations are independent */
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[8];
        double xi[8]; /* row i of X: the factor of the mirrored products */
        for (int32_t c = 0; c < 8; ++c) {
            acc[c] = 0;
            xi[c] = X[(int64_t)i * 8 + c];
        }

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
                const double v = val[e];
                const int64_t j = col0 + cloc[e];
                const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 8, 16);
                for (int32_t c = 0; c < 8; ++c)
                    acc[c] += v * x[c];
                if (j != i) /* the mirror entry (j, i) */
                    for (int32_t c = 0; c < 8; ++c) {
                        const double mirror = v * xi[c];
                        /* concurrent iterations may update this element: an atomic update where run
                         * in parallel */
                        Y[j * 8 + c] += mirror;
                    }
            }
        }
        /* atomic: other rows' mirrored products reach row i too */
        for (int32_t c = 0; c < 8; ++c) {
            /* concurrent iterations may update this element: an atomic update where run in parallel
             */
            Y[(int64_t)i * 8 + c] += acc[c];
        }
    }
}

/* k = 16 */
void sparse_spmm_csb_rowwise_fused_double_k16(
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
    /* concurrent: iterations are independent */
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    /* concurrent: iterations are independent */
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[16];
        double xi[16]; /* row i of X: the factor of the mirrored products */
        for (int32_t c = 0; c < 16; ++c) {
            acc[c] = 0;
            xi[c] = X[(int64_t)i * 16 + c];
        }

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
                const double v = val[e];
                const int64_t j = col0 + cloc[e];
                const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 16, 16);
                for (int32_t c = 0; c < 16; ++c)
                    acc[c] += v * x[c];
                if (j != i) /* the mirror entry (j, i) */
                    for (int32_t c = 0; c < 16; ++c) {
                        const double mirror = v * xi[c];
                        /* concurrent iterations may update this element: an atomic update where run
                         * in parallel */
                        Y[j * 16 + c] += mirror;
                    }
            }
        }
        /* atomic: other rows' mirrored products reach row i too */
        for (int32_t c = 0; c < 16; ++c) {
            /* concurrent iterations may update this element: an atomic update where run in parallel
             */
            Y[(int64_t)i * 16 + c] += acc[c];
        }
    }
}

/* k = 32 */
void sparse_spmm_csb_rowwise_fused_double_k32(
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
    /* concurrent: iterations are independent */
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    /* concurrent: iterations are independent */
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        double acc[32];
        double xi[32]; /* row i of X: the factor of the mirrored products */
        for (int32_t c = 0; c < 32; ++c) {
            acc[c] = 0;
            xi[c] = X[(int64_t)i * 32 + c];
        }

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
                const double v = val[e];
                const int64_t j = col0 + cloc[e];
                const double *restrict x = (const double *)__builtin_assume_aligned(X + j * 32, 16);
                for (int32_t c = 0; c < 32; ++c)
                    acc[c] += v * x[c];
                if (j != i) /* the mirror entry (j, i) */
                    for (int32_t c = 0; c < 32; ++c) {
                        const double mirror = v * xi[c];
                        /* concurrent iterations may update this element: an atomic update where run
                         * in parallel */
                        Y[j * 32 + c] += mirror;
                    }
            }
        }
        /* atomic: other rows' mirrored products reach row i too */
        for (int32_t c = 0; c < 32; ++c) {
            /* concurrent iterations may update this element: an atomic update where run in parallel
             */
            Y[(int64_t)i * 32 + c] += acc[c];
        }
    }
}

/* k = any (given at run time) */
void sparse_spmm_csb_rowwise_fused_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y) {
    (void)n_cols;
    (void)nnz;       /* they size the device data clauses */
    (void)row_index; /* rowwise_indexed's */
    const int64_t ny = (int64_t)n_rows * k;
    /* concurrent: iterations are independent */
    for (int64_t q = 0; q < ny; ++q)
        Y[q] = 0;
    (void)block_row;
    (void)n_blocks;
    (void)n_block_rows; /* they size the device data clauses */
    /* concurrent: iterations are independent */
    for (int32_t i = 0; i < n_rows; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B); /* i's row inside its block row */
        /* the k vectors in chunks of 8, each chunk's sums in registers (the block searches
         * are repeated per chunk) */
        for (int32_t c0 = 0; c0 < k; c0 += 8) {
            const int32_t w = k - c0 < 8 ? k - c0 : 8;
            double acc[8];
            double xi[8]; /* row i of X: the factor of the mirrored products */
            for (int32_t c = 0; c < 8; ++c) {
                acc[c] = 0;
                xi[c] = c < w ? X[(int64_t)i * k + c0 + c] : 0;
            }

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
                    const double v = val[e];
                    const int64_t j = col0 + cloc[e];
                    const double *restrict x = X + j * k + c0;
                    for (int32_t c = 0; c < 8; ++c)
                        if (c < w)
                            acc[c] += v * x[c];
                    if (j != i) /* the mirror entry (j, i) */
                        for (int32_t c = 0; c < w; ++c) {
                            const double mirror = v * xi[c];
                            /* concurrent iterations may update this element: an atomic update where
                             * run in parallel */
                            Y[j * k + c0 + c] += mirror;
                        }
                }
            }
            /* atomic: other rows' mirrored products reach row i too */
            for (int32_t c = 0; c < w; ++c) {
                /* concurrent iterations may update this element: an atomic update where run in
                 * parallel */
                Y[(int64_t)i * k + c0 + c] += acc[c];
            }
        }
    }
}
