/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/csb.c.j2
 * flavour:   openacc
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>

#include "ci_kernels.h"

/* CSB-COO from rows given as CSR with 64-bit offsets, columns in any order inside a
 * row (runtime/sparse/csb.h: csb_from_rows), in two passes over block rows of B rows:
 * count each block row's entries per block column (the blocks it has), prefix sums
 * over the block rows (by the caller), then fill: the blocks in ascending block
 * column, each block's entries by row, a row's entries in a block sorted by column.
 * Every block row is built by one work item, its rows in order, so the result does
 * not depend on how the threads ran, and no atomics are needed. An item keeps its
 * tallies per block column in its own slice of scratch arrays (n_block_cols
 * elements); the caller chooses n_workers items, item w taking block rows w,
 * w + n_workers, ..., so that the scratch fits.
 *
 * The same by block (ci_csb_tally_blocks, then ci_csb_fill_blocks, or ci_csb_count_rows,
 * ci_csb_row_offsets, ci_csb_scatter_rows and ci_csb_sort_row_segments) where block rows are
 * too few to keep a GPU busy.
 *
 * And a half-stored (upper-triangle) matrix mirrored into both triangles, with the
 * count, prefix sum and atomic-capture fill of the ci motifs. */

#pragma acc routine seq
/* whether the entry (i, j) is stored: every entry, or the upper triangle when half-stored */
static inline int ci_csb_kept(int symmetric, int64_t i, int32_t j) { return !symmetric || j >= i; }

#pragma acc routine seq
/* the rows of block row I: B, or fewer in the last */
static inline int64_t ci_csb_rows_of(int32_t n_rows, int32_t B, int64_t I) {
    return I * B + B < n_rows ? B : n_rows - I * B;
}

#pragma acc routine seq
/* cloc/val[first, last) sorted by cloc: Shell's sort with the gaps 1, 4, 13, 40, ...
 * (insertion sort at the last), in place; 1 if two entries have the same cloc */
static int ci_csb_sort_segment(uint16_t *restrict cloc, double *restrict val, int64_t first,
                               int64_t last) {
    int64_t gap = 1;
    while (gap < (last - first) / 3)
        gap = 3 * gap + 1;
    for (; gap > 0; gap /= 3)
        for (int64_t i = first + gap; i < last; ++i) {
            const uint16_t c = cloc[i];
            const double v = val[i];
            int64_t j = i;
            for (; j >= first + gap && cloc[j - gap] > c; j -= gap) {
                cloc[j] = cloc[j - gap];
                val[j] = val[j - gap];
            }
            cloc[j] = c;
            val[j] = v;
        }
    for (int64_t i = first + 1; i < last; ++i)
        if (cloc[i] == cloc[i - 1])
            return 1;
    return 0;
}

/* Per block row I: brow_blocks[I] = its blocks, brow_entries[I] = its kept entries, and
 * bad_row[I] = its first row with offsets that decrease or a column outside the matrix
 * (-1 if none; the counts are then incomplete). tally is zero on entry and on return. */
void ci_csb_count(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                  const int64_t *restrict rowptr, int64_t n_entries, const int32_t *restrict col,
                  int32_t n_workers, int64_t *restrict tally, int32_t *restrict touched,
                  int64_t *restrict brow_blocks, int64_t *restrict brow_entries,
                  int32_t *restrict bad_row) {
    const int32_t n_block_rows = (int32_t)(((int64_t)n_rows + B - 1) / B);
    const int64_t n_block_cols = ((int64_t)n_cols + B - 1) / B;
    (void)n_entries; /* it sizes the device data clauses */
#pragma acc parallel loop gang vector vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:n_entries], tally[0:n_workers * n_block_cols], \
        touched[0:n_workers * n_block_cols], brow_blocks[0:n_block_rows], \
        brow_entries[0:n_block_rows], bad_row[0:n_block_rows])
    for (int32_t w = 0; w < n_workers; ++w) {
        int64_t *restrict count = tally + w * n_block_cols;
        int32_t *restrict list = touched + w * n_block_cols;
#pragma acc loop seq
        for (int32_t I = w; I < n_block_rows; I += n_workers) {
            int32_t bad = -1, n_touched = 0;
            int64_t entries = 0;
            for (int64_t i = (int64_t)I * B; i < (int64_t)I * B + B && i < n_rows && bad < 0; ++i) {
                if (rowptr[i + 1] < rowptr[i])
                    bad = (int32_t)i;
                for (int64_t e = rowptr[i]; e < rowptr[i + 1] && bad < 0; ++e) {
                    const int32_t j = col[e];
                    if (j < 0 || j >= n_cols)
                        bad = (int32_t)i;
                    else if (ci_csb_kept(symmetric, i, j)) {
                        if (count[j / B]++ == 0)
                            list[n_touched++] = j / B;
                        ++entries;
                    }
                }
            }
            for (int32_t t = 0; t < n_touched; ++t)
                count[list[t]] = 0;
            brow_blocks[I] = n_touched;
            brow_entries[I] = entries;
            bad_row[I] = bad;
        }
    }
}

/* Block row I's blocks b = block_rowptr[I] .. (block_row, block_col, block_ptr: the
 * first entry; block_ptr[n_blocks] is the caller's) and entries from entry_first[I]
 * (rloc, cloc, out_val), every row's entries in a block sorted by column; dup_row[I] =
 * its first row with a column twice (-1 if none). The rows were checked by ci_csb_count;
 * tally is zero on entry and on return, row_stamp and row_first are scratch like it. */
void ci_csb_fill(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                 const int64_t *restrict rowptr, int64_t n_entries, const int32_t *restrict col,
                 int32_t n_workers, int64_t *restrict tally, int32_t *restrict touched,
                 const double *restrict val, int32_t *restrict row_stamp,
                 int64_t *restrict row_first, const int64_t *restrict block_rowptr,
                 const int64_t *restrict entry_first, int64_t n_blocks, int32_t *restrict block_row,
                 int32_t *restrict block_col, int64_t *restrict block_ptr, int64_t nnz,
                 uint16_t *restrict rloc, uint16_t *restrict cloc, double *restrict out_val,
                 int32_t *restrict dup_row) {
    const int32_t n_block_rows = (int32_t)(((int64_t)n_rows + B - 1) / B);
    const int64_t n_block_cols = ((int64_t)n_cols + B - 1) / B;
    (void)n_entries, (void)n_blocks, (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:n_entries], tally[0:n_workers * n_block_cols], \
        touched[0:n_workers * n_block_cols], val[0:n_entries], \
        row_stamp[0:n_workers * n_block_cols], row_first[0:n_workers * n_block_cols], \
        block_rowptr[0:n_block_rows + 1], entry_first[0:n_block_rows + 1], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], out_val[0:nnz], \
        dup_row[0:n_block_rows])
    for (int32_t w = 0; w < n_workers; ++w) {
        int64_t *restrict count = tally + w * n_block_cols, *restrict first =
                                                                row_first + w * n_block_cols;
        int32_t *restrict list = touched + w * n_block_cols, *restrict stamp =
                                                                 row_stamp + w * n_block_cols;
#pragma acc loop seq
        for (int32_t I = w; I < n_block_rows; I += n_workers) {
            /* the block columns of the block row, ascending: sorted when few, else listed
             * again from the tallies (a shell-model block row has thousands) */
            int32_t n_touched = 0;
            for (int64_t i = (int64_t)I * B; i < (int64_t)I * B + B && i < n_rows; ++i)
                for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e)
                    if (ci_csb_kept(symmetric, i, col[e]) && count[col[e] / B]++ == 0)
                        list[n_touched++] = col[e] / B;
            if ((int64_t)n_touched * n_touched / 4 > n_block_cols) {
                n_touched = 0;
                for (int32_t J = 0; J < n_block_cols; ++J)
                    if (count[J])
                        list[n_touched++] = J;
            } else
                for (int32_t a = 1; a < n_touched; ++a)
                    for (int32_t t = a; t > 0 && list[t - 1] > list[t]; --t) {
                        const int32_t J = list[t];
                        list[t] = list[t - 1];
                        list[t - 1] = J;
                    }
            /* the blocks; count[J] becomes the next free slot of block column J */
            int64_t next = entry_first[I];
            for (int32_t t = 0; t < n_touched; ++t) {
                const int32_t J = list[t];
                const int64_t b = block_rowptr[I] + t, n = count[J];
                block_row[b] = I;
                block_col[b] = J;
                block_ptr[b] = next;
                count[J] = next;
                next += n;
                stamp[J] = -1;
            }
            /* the entries, row by row; a row's entries in a block that arrived out of
             * order (or twice) sorted after the row */
            int32_t dup = -1;
            for (int64_t i = (int64_t)I * B; i < (int64_t)I * B + B && i < n_rows && dup < 0; ++i) {
                int unsorted = 0;
                for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
                    const int32_t j = col[e];
                    if (!ci_csb_kept(symmetric, i, j))
                        continue;
                    const int32_t J = j / B;
                    const uint16_t c = (uint16_t)(j - J * B);
                    if (stamp[J] != i) {
                        stamp[J] = (int32_t)i;
                        first[J] = count[J];
                    } else
                        unsorted |= cloc[count[J] - 1] >= c;
                    const int64_t at = count[J]++;
                    rloc[at] = (uint16_t)(i - (int64_t)I * B);
                    cloc[at] = c;
                    out_val[at] = val[e];
                }
                for (int64_t e = rowptr[i]; e < rowptr[i + 1] && unsorted; ++e) {
                    const int32_t j = col[e];
                    if (!ci_csb_kept(symmetric, i, j) || stamp[j / B] != i)
                        continue;
                    stamp[j / B] = -1; /* sorted */
                    if (count[j / B] - first[j / B] > 1 &&
                        ci_csb_sort_segment(cloc, out_val, first[j / B], count[j / B]))
                        dup = (int32_t)i;
                }
            }
            for (int32_t t = 0; t < n_touched; ++t)
                count[list[t]] = 0;
            dup_row[I] = dup;
        }
    }
}

/* ---- by block (csb.h: CSB_BUILD_BY_BLOCK; the GPU's way) ----
 * One work item per block row leaves a GPU nearly idle when there are few block rows (48Cr's
 * matrix of 2 million rows has 3,835 at B = 512, each of 160,000 entries or more). These two
 * kernels take one row, then one block, a work item instead. */

/* tally[I * n_block_cols + J] += the kept entries of block (I, J) (the caller zeroes it),
 * one row a work item, atomic updates; row_bad[i] = 1 for a row with a column outside the
 * matrix (its other entries are tallied), else 0. The caller checked the offsets. */
void ci_csb_tally_blocks(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                         const int64_t *restrict rowptr, int64_t n_entries,
                         const int32_t *restrict col, int64_t *restrict tally,
                         uint8_t *restrict row_bad) {
    const int64_t n_block_rows = ((int64_t)n_rows + B - 1) / B;
    const int64_t n_block_cols = ((int64_t)n_cols + B - 1) / B;
    (void)n_block_rows, (void)n_entries; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_rows / 128 + 1)) vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:n_entries], tally[0:n_block_rows * n_block_cols], \
        row_bad[0:n_rows])
    for (int32_t i = 0; i < n_rows; ++i) {
        int64_t *restrict block_row_tally = tally + (int64_t)(i / B) * n_block_cols;
        uint8_t bad = 0;
#pragma acc loop seq
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const int32_t j = col[e];
            if (j < 0 || j >= n_cols)
                bad = 1;
            else if (ci_csb_kept(symmetric, i, j)) {
#pragma acc atomic update
                block_row_tally[j / B] += 1;
            }
        }
        row_bad[i] = bad;
    }
}

/* The entries of every block b (block_row, block_col and block_ptr set by the caller from
 * the tallies), one block a work item: it walks the rows of its block row in order and
 * takes each kept entry of its block column, a row's entries sorted by column after the
 * row if they came out of order; dup_row[b] = the first row with a column twice in the
 * block (-1 if none). The rows were checked by ci_csb_tally_blocks. Neighbouring items
 * (a GPU's warp) are blocks of one block row: they read the same columns together. */
void ci_csb_fill_blocks(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                        const int64_t *restrict rowptr, int64_t n_entries,
                        const int32_t *restrict col, const double *restrict val, int64_t n_blocks,
                        const int32_t *restrict block_row, const int32_t *restrict block_col,
                        const int64_t *restrict block_ptr, int64_t nnz, uint16_t *restrict rloc,
                        uint16_t *restrict cloc, double *restrict out_val,
                        int32_t *restrict dup_row) {
    (void)n_cols, (void)n_entries, (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_blocks / 128 + 1)) vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:n_entries], val[0:n_entries], block_row[0:n_blocks], \
        block_col[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], out_val[0:nnz], \
        dup_row[0:n_blocks])
    for (int64_t b = 0; b < n_blocks; ++b) {
        const int64_t first_row = (int64_t)block_row[b] * B, first_col = (int64_t)block_col[b] * B;
        const int64_t end_row = first_row + ci_csb_rows_of(n_rows, B, block_row[b]);
        int64_t at = block_ptr[b];
        int32_t dup = -1;
#pragma acc loop seq
        for (int64_t i = first_row; i < end_row; ++i) {
            const int64_t row_start = at;
            int sorted = 1;
            for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
                const int64_t c = col[e] - first_col;
                if (c < 0 || c >= B || !ci_csb_kept(symmetric, i, col[e]))
                    continue;
                sorted &= at == row_start || cloc[at - 1] < c;
                rloc[at] = (uint16_t)(i - first_row);
                cloc[at] = (uint16_t)c;
                out_val[at] = val[e];
                ++at;
            }
            if (!sorted && ci_csb_sort_segment(cloc, out_val, row_start, at) && dup < 0)
                dup = (int32_t)i;
        }
        dup_row[b] = dup;
    }
}

/* ---- by block, one row a work item (csb.h: CSB_BUILD_SCATTER; the GPU's way where a
 * counter for each (block, local row) fits: n_blocks x B <= the kept entries) ----
 * ci_csb_fill_blocks reads a whole block row for each of its blocks (48Cr's both triangles at
 * B = 512: about 330 blocks a block row), which made it the longest step of the shell model
 * on a GPU. These read each row's entries twice instead: a count per (block, local row),
 * their offsets inside each block, each row's entries scattered to their places, then each
 * row segment of each block sorted by column (and its local rows written). Row i = I B + r
 * alone owns the counters (b, r) of the blocks b of block row I, so none needs an atomic
 * update; the result is the one the other ways give. block_of[I * n_block_cols + J] is the number
 * of block (I, J) (the caller turns ci_csb_tally_blocks's tally into it; -1 for an empty one);
 * cursor has n_blocks x B elements. */

/* cursor[b * B + r] = the kept entries of row r of block b, one row a work item (its counters
 * zeroed by it first). The rows were checked by ci_csb_tally_blocks. */
void ci_csb_count_rows(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                       const int64_t *restrict rowptr, int64_t n_entries,
                       const int32_t *restrict col, const int64_t *restrict block_rowptr,
                       int64_t n_tally, const int64_t *restrict block_of, int64_t n_cursor,
                       uint32_t *restrict cursor) {
    const int64_t n_block_rows = ((int64_t)n_rows + B - 1) / B;
    const int64_t n_block_cols = ((int64_t)n_cols + B - 1) / B;
    (void)n_block_rows, (void)n_entries, (void)n_tally,
        (void)n_cursor; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_rows / 128 + 1)) vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:n_entries], block_rowptr[0:n_block_rows + 1], \
        block_of[0:n_tally], cursor[0:n_cursor])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int64_t I = i / B, r = i - I * B;
        const int64_t *restrict row_blocks = block_of + I * n_block_cols;
#pragma acc loop seq
        for (int64_t b = block_rowptr[I]; b < block_rowptr[I + 1]; ++b)
            cursor[b * B + r] = 0;
#pragma acc loop seq
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e)
            if (ci_csb_kept(symmetric, i, col[e]))
                cursor[row_blocks[col[e] / B] * B + r] += 1;
    }
}

/* cursor[b * B + r] = the offset, inside block b, of its row r's first entry (the counts made
 * exclusive prefix sums over the block's rows), one block a work item. */
void ci_csb_row_offsets(int32_t n_rows, int32_t B, int64_t n_blocks,
                        const int32_t *restrict block_row, int64_t n_cursor,
                        uint32_t *restrict cursor) {
    (void)n_cursor; /* it sizes the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_blocks / 128 + 1)) vector_length(128) \
    present(block_row[0:n_blocks], cursor[0:n_cursor])
    for (int64_t b = 0; b < n_blocks; ++b) {
        const int64_t rows = ci_csb_rows_of(n_rows, B, block_row[b]);
        uint32_t sum = 0;
#pragma acc loop seq
        for (int64_t r = 0; r < rows; ++r) {
            const uint32_t count = cursor[b * B + r];
            cursor[b * B + r] = sum;
            sum += count;
        }
    }
}

/* Each kept entry's column and value to its place, one row a work item: a row's entries in a
 * block in the row's order; afterwards cursor[b * B + r] is the end of row r's segment of
 * block b. (The local rows are written by ci_csb_sort_row_segments, in order.) */
void ci_csb_scatter_rows(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                         const int64_t *restrict rowptr, int64_t n_entries,
                         const int32_t *restrict col, const double *restrict val, int64_t n_tally,
                         const int64_t *restrict block_of, int64_t n_blocks,
                         const int64_t *restrict block_ptr, int64_t n_cursor,
                         uint32_t *restrict cursor, int64_t nnz, uint16_t *restrict cloc,
                         double *restrict out_val) {
    const int64_t n_block_cols = ((int64_t)n_cols + B - 1) / B;
    (void)n_entries, (void)n_tally, (void)n_blocks, (void)n_cursor,
        (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_rows / 128 + 1)) vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:n_entries], val[0:n_entries], block_of[0:n_tally], \
        block_ptr[0:n_blocks + 1], cursor[0:n_cursor], cloc[0:nnz], out_val[0:nnz])
    for (int32_t i = 0; i < n_rows; ++i) {
        const int64_t I = i / B, r = i - I * B;
        const int64_t *restrict row_blocks = block_of + I * n_block_cols;
#pragma acc loop seq
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const int32_t j = col[e];
            if (!ci_csb_kept(symmetric, i, j))
                continue;
            const int64_t b = row_blocks[j / B];
            const int64_t at = block_ptr[b] + cursor[b * B + r];
            cursor[b * B + r] += 1;
            cloc[at] = (uint16_t)(j % B);
            out_val[at] = val[e];
        }
    }
}

/* Each row segment of every block: its local rows written, its entries sorted by column where
 * the scatter left them out of order, one (block, local row) a work item (consecutive items,
 * consecutive segments); dups[0] += the segments with a column twice (the caller zeroes it,
 * and names the first with ci_csb_first_duplicates where it is not zero). cursor[b * B + r]:
 * the end of row r's segment (ci_csb_scatter_rows). */
void ci_csb_sort_row_segments(int32_t n_rows, int32_t B, int64_t n_blocks,
                              const int32_t *restrict block_row, const int64_t *restrict block_ptr,
                              int64_t n_cursor, const uint32_t *restrict cursor, int64_t nnz,
                              uint16_t *restrict rloc, uint16_t *restrict cloc,
                              double *restrict val, int64_t *restrict dups) {
    (void)n_blocks, (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_cursor / 128 + 1)) vector_length(128) \
    present(block_row[0:n_blocks], block_ptr[0:n_blocks + 1], cursor[0:n_cursor], rloc[0:nnz], \
        cloc[0:nnz], val[0:nnz], dups[0:1])
    for (int64_t q = 0; q < n_cursor; ++q) {
        const int64_t b = q / B, r = q - b * B;
        if (r >= ci_csb_rows_of(n_rows, B, block_row[b]))
            continue; /* past the last row: no segment (and no counter) */
        const int64_t start = block_ptr[b] + (r > 0 ? cursor[q - 1] : 0),
                      end = block_ptr[b] + cursor[q];
        int sorted = 1;
#pragma acc loop seq
        for (int64_t e = start; e < end; ++e) {
            rloc[e] = (uint16_t)r;
            sorted &= e == start || cloc[e - 1] < cloc[e];
        }
        if (!sorted && ci_csb_sort_segment(cloc, val, start, end)) {
#pragma acc atomic update
            dups[0] += 1;
        }
    }
}

/* dup_row[b] = the first row with a column twice in block b (-1 if none), one block a work
 * item, its row segments sorted (ci_csb_sort_row_segments). */
void ci_csb_first_duplicates(int32_t n_rows, int32_t B, int64_t n_blocks,
                             const int32_t *restrict block_row, const int64_t *restrict block_ptr,
                             int64_t nnz, const uint16_t *restrict rloc,
                             const uint16_t *restrict cloc, int32_t *restrict dup_row) {
    (void)n_rows, (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_blocks / 128 + 1)) vector_length(128) \
    present(block_row[0:n_blocks], block_ptr[0:n_blocks + 1], rloc[0:nnz], cloc[0:nnz], \
        dup_row[0:n_blocks])
    for (int64_t b = 0; b < n_blocks; ++b) {
        int32_t dup = -1;
#pragma acc loop seq
        for (int64_t e = block_ptr[b] + 1; e < block_ptr[b + 1]; ++e)
            if (dup < 0 && rloc[e] == rloc[e - 1] && cloc[e] == cloc[e - 1])
                dup = (int32_t)((int64_t)block_row[b] * B + rloc[e]);
        dup_row[b] = dup;
    }
}

/* row_start[b * (B + 1) + r] = the offset, from block_ptr[b], of block b's first entry with
 * local row >= r, r = 0 .. B (csb.h: csb_make_row_index, the index rowwise_indexed reads):
 * one (block, r) a work item, a binary search of the block's sorted local rows. A block holds
 * at most 65,535 entries (the caller checks), so an offset fits 16 bits. */
void ci_csb_row_index(int32_t B, int64_t n_blocks, const int64_t *restrict block_ptr, int64_t nnz,
                      const uint16_t *restrict rloc, uint16_t *restrict row_start) {
    const int64_t n_items = n_blocks * ((int64_t)B + 1);
    (void)nnz; /* it sizes the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_items / 128 + 1)) vector_length(128) \
    present(block_ptr[0:n_blocks + 1], rloc[0:nnz], row_start[0:n_items])
    for (int64_t q = 0; q < n_items; ++q) {
        const int64_t b = q / ((int64_t)B + 1);
        const int32_t r = (int32_t)(q - b * ((int64_t)B + 1));
        int64_t lo = block_ptr[b], hi = block_ptr[b + 1];
        while (lo < hi) {
            const int64_t mid = lo + (hi - lo) / 2;
            if (rloc[mid] < r)
                lo = mid + 1;
            else
                hi = mid;
        }
        row_start[q] = (uint16_t)(lo - block_ptr[b]);
    }
}
/* row_start[b * (B + 1) + r] = the offset, from block_ptr[b], of block b's first entry with
 * local row >= r, r = 0 .. B (csb.h: csb_make_row_index, the index rowwise_indexed reads):
 * one (block, r) a work item, a binary search of the block's sorted local rows. A block holds
 * fewer than 2^32 entries (the caller checks): the index of blocks past 16-bit offsets. */
void ci_csb_row_index_wide(int32_t B, int64_t n_blocks, const int64_t *restrict block_ptr,
                           int64_t nnz, const uint16_t *restrict rloc,
                           uint32_t *restrict row_start) {
    const int64_t n_items = n_blocks * ((int64_t)B + 1);
    (void)nnz; /* it sizes the device data clauses */
#pragma acc parallel loop gang vector num_gangs((int)(n_items / 128 + 1)) vector_length(128) \
    present(block_ptr[0:n_blocks + 1], rloc[0:nnz], row_start[0:n_items])
    for (int64_t q = 0; q < n_items; ++q) {
        const int64_t b = q / ((int64_t)B + 1);
        const int32_t r = (int32_t)(q - b * ((int64_t)B + 1));
        int64_t lo = block_ptr[b], hi = block_ptr[b + 1];
        while (lo < hi) {
            const int64_t mid = lo + (hi - lo) / 2;
            if (rloc[mid] < r)
                lo = mid + 1;
            else
                hi = mid;
        }
        row_start[q] = (uint32_t)(lo - block_ptr[b]);
    }
}

/* Both triangles of a matrix stored by its upper triangle (rows i: col/val[rowptr[i] ..],
 * col >= i): counts[i] += the entries of row i and of column i off the diagonal
 * (counts zeroed by the caller; atomic updates). */
void ci_csr_mirror_count(int64_t n_rows, const int64_t *restrict rowptr, int64_t n_entries,
                         const int32_t *restrict col, int64_t *restrict counts) {
    (void)n_entries; /* it sizes the device data clauses */
#pragma acc parallel loop gang vector vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:n_entries], counts[0:n_rows])
    for (int64_t i = 0; i < n_rows; ++i) {
#pragma acc atomic update
        counts[i] += rowptr[i + 1] - rowptr[i];
#pragma acc loop seq
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e)
            if (col[e] != i) {
#pragma acc atomic update
                counts[col[e]] += 1;
            }
    }
}

/* ... and the entries at offsets[i] .. of the full rows: row i claims its own slots with
 * one atomic capture of cursor[i], each mirror image (j, i) one slot of row j (cursor
 * zeroed by the caller; the order inside a row unspecified). */
void ci_csr_mirror_fill(int64_t n_rows, const int64_t *restrict rowptr, int64_t n_entries,
                        const int32_t *restrict col, const double *restrict val,
                        const int64_t *restrict offsets, int64_t *restrict cursor, int64_t n_full,
                        int32_t *restrict full_col, double *restrict full_val) {
    (void)n_entries, (void)n_full; /* they size the device data clauses */
#pragma acc parallel loop gang vector vector_length(128) \
    present(rowptr[0:n_rows + 1], col[0:n_entries], val[0:n_entries], offsets[0:n_rows + 1], \
        cursor[0:n_rows], full_col[0:n_full], full_val[0:n_full])
    for (int64_t i = 0; i < n_rows; ++i) {
        int64_t end;
#pragma acc atomic capture
        end = cursor[i] += rowptr[i + 1] - rowptr[i];
        const int64_t at = offsets[i] + end - (rowptr[i + 1] - rowptr[i]) - rowptr[i];
#pragma acc loop seq
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            full_col[at + e] = col[e];
            full_val[at + e] = val[e];
        }
#pragma acc loop seq
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            const int32_t j = col[e];
            if (j == i)
                continue;
            int64_t slot;
#pragma acc atomic capture
            slot = cursor[j]++;
            full_col[offsets[j] + slot] = (int32_t)i;
            full_val[offsets[j] + slot] = val[e];
        }
    }
}
