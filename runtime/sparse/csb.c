/* CSB-COO construction from CSR rows (the generated ci_csb kernels, and a plain reference),
 * the symmetry check, the host reference SpMM and the device copies (see csb.h for the
 * layout). */
#include "csb.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ci_kernels.h"
#include "device.h"
#include "sparse_kernels.h"
#include "util.h"

static int fail(char *err, size_t err_len, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int fail(char *err, size_t err_len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (err && err_len)
        vsnprintf(err, err_len, fmt, ap);
    va_end(ap);
    return -1;
}

/* fn on each array of s that lives on the device too: the block arrays and the entries'
 * (the entries' alone: rloc, cloc, val, and val_f and the row index where made). */
static void for_each_device_array(const csb_matrix *s, void (*fn)(const void *, size_t));
static void for_each_entry_array(const csb_matrix *s, void (*fn)(const void *, size_t));

static void update_host(const void *host, size_t bytes) { dev_update_host((void *)host, bytes); }

/* rowwise_indexed's row index (csb_make_row_index): its words, 16- or 32-bit, or NULL before
 * it is made; the bytes of a word */
static const void *row_index(const csb_matrix *s)
{
    return s->row_start_wide ? (const void *)s->row_start_wide : (const void *)s->row_start;
}
static size_t row_index_word(const csb_matrix *s)
{
    return s->row_start_wide ? sizeof *s->row_start_wide : sizeof *s->row_start;
}

/* Whether the entry (i, j) is stored: every entry, or the upper triangle when half-stored. */
static int is_kept(int symmetric, int32_t i, int32_t j) { return !symmetric || j >= i; }

/* Row i's columns from the device, where the caller's rows may be current only there (the
 * shell model's mirrored rows): the messages below read them on the host. */
static void row_to_host(int32_t i, const int64_t *rowptr, const int32_t *col)
{
    const size_t bytes = sizeof *col * (size_t)(rowptr[i + 1] - rowptr[i]);
    if (bytes && dev_is_present(col + rowptr[i], bytes))
        dev_update_host((void *)(col + rowptr[i]), bytes);
}

/* ceil(n_cols / B): the block columns of s. */
static int64_t block_cols(const csb_matrix *s) { return ((int64_t)s->n_cols + s->B - 1) / s->B; }

/* The message for row i, in which the construction kernels found a column outside the matrix
 * (csb_from_rows_with checked the offsets before they ran). */
static int bad_row_error(int32_t i, int32_t n_cols, const int64_t *rowptr, const int32_t *col,
                         char *err, size_t err_len)
{
    row_to_host(i, rowptr, col);
    for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e)
        if (col[e] < 0 || col[e] >= n_cols)
            return fail(err, err_len, "row %d: column %lld outside the matrix (1..%d)", i + 1,
                        (long long)col[e] + 1, n_cols);
    return fail(err, err_len, "row %d: found bad by the CSB kernels but not by the host", i + 1);
}

static int by_int32(const void *pa, const void *pb)
{
    const int32_t a = *(const int32_t *)pa, b = *(const int32_t *)pb;
    return (a > b) - (a < b);
}

/* The message for row i, in which the construction kernels found a column twice. */
static int duplicate_error(int32_t i, const int64_t *rowptr, const int32_t *col, int symmetric,
                           char *err, size_t err_len)
{
    const int64_t len = rowptr[i + 1] - rowptr[i];
    row_to_host(i, rowptr, col);
    int32_t *kept = xmalloc(sizeof *kept * (size_t)(len + 1));
    int64_t n = 0;
    for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e)
        if (is_kept(symmetric, i, col[e]))
            kept[n++] = col[e];
    qsort(kept, (size_t)n, sizeof *kept, by_int32);
    int64_t q = 1;
    while (q < n && kept[q] != kept[q - 1])
        ++q;
    const int32_t j = q < n ? kept[q] : -1;
    free(kept);
    return fail(err, err_len, "duplicate entry (%d, %d)", i + 1, j + 1);
}

/* Rows of a construction on the device: the caller's device copies where they exist,
 * else copies made for the call (val NULL: ones). */
typedef struct {
    int64_t n_entries;
    const double *val;
    double *ones;
    int copied_rowptr, copied_col, copied_val;
} device_rows;

static device_rows rows_to_device(int32_t n_rows, const int64_t *rowptr, const int32_t *col,
                                  const double *val)
{
    device_rows d = {.n_entries = rowptr[n_rows], .val = val};
    if (!val) {
        d.ones = xmalloc(sizeof *d.ones * (size_t)(d.n_entries > 0 ? d.n_entries : 1));
        for (int64_t e = 0; e < d.n_entries; ++e)
            d.ones[e] = 1.0;
        d.val = d.ones;
    }
    const size_t rb = sizeof *rowptr * ((size_t)n_rows + 1), cb = sizeof *col * (size_t)d.n_entries,
                 vb = sizeof *d.val * (size_t)d.n_entries;
    if ((d.copied_rowptr = !dev_is_present(rowptr, rb)))
        dev_copyin(rowptr, rb);
    if ((d.copied_col = !dev_is_present(col, cb)))
        dev_copyin(col, cb);
    if ((d.copied_val = !dev_is_present(d.val, vb)))
        dev_copyin(d.val, vb);
    return d;
}

static void rows_release(device_rows *d, int32_t n_rows, const int64_t *rowptr, const int32_t *col)
{
    if (d->copied_rowptr)
        dev_delete(rowptr, sizeof *rowptr * ((size_t)n_rows + 1));
    if (d->copied_col)
        dev_delete(col, sizeof *col * (size_t)d->n_entries);
    if (d->copied_val)
        dev_delete(d->val, sizeof *d->val * (size_t)d->n_entries);
    free(d->ones);
}

/* Scratch of the construction kernels: n_workers slices of n_block_cols elements. */
typedef struct {
    int32_t n_workers;
    size_t len; /* elements of each array */
    int64_t *tally, *row_first;
    int32_t *touched, *row_stamp;
} csb_scratch;

/* As many workers as block rows (on a GPU, up to 1 GiB of scratch; on the host, at most
 * 256 of them in 256 MiB, plenty for the threads of a CPU). */
static csb_scratch scratch_new(int32_t n_block_rows, int64_t n_block_cols)
{
    const int64_t per_worker = (int64_t)(2 * sizeof(int64_t) + 2 * sizeof(int32_t)) * (n_block_cols + 1);
    const int64_t budget = dev_is_offloading() ? INT64_C(1) << 30 : INT64_C(1) << 28;
    int64_t workers = budget / per_worker;
    if (!dev_is_offloading() && workers > 256)
        workers = 256;
    if (workers > n_block_rows)
        workers = n_block_rows;
    csb_scratch w = {.n_workers = (int32_t)(workers > 0 ? workers : 1)};
    w.len = (size_t)w.n_workers * (size_t)(n_block_cols > 0 ? n_block_cols : 1);
    w.tally = xcalloc(w.len, sizeof *w.tally);
    w.row_first = xmalloc(sizeof *w.row_first * w.len);
    w.touched = xmalloc(sizeof *w.touched * w.len);
    w.row_stamp = xmalloc(sizeof *w.row_stamp * w.len);
    dev_copyin(w.tally, sizeof *w.tally * w.len);
    dev_create(w.row_first, sizeof *w.row_first * w.len);
    dev_create(w.touched, sizeof *w.touched * w.len);
    dev_create(w.row_stamp, sizeof *w.row_stamp * w.len);
    return w;
}

static void scratch_free(csb_scratch *w)
{
    dev_delete(w->tally, sizeof *w->tally * w->len);
    dev_delete(w->row_first, sizeof *w->row_first * w->len);
    dev_delete(w->touched, sizeof *w->touched * w->len);
    dev_delete(w->row_stamp, sizeof *w->row_stamp * w->len);
    free(w->tally), free(w->row_first), free(w->touched), free(w->row_stamp);
}

/* Per block row, from the device: a count of n_block_rows, its exclusive prefix sums
 * (n_block_rows + 1), or the first row it flags (-1: none). */
static int64_t *prefix_sums(const int64_t *count, int32_t n)
{
    int64_t *first = xmalloc(sizeof *first * ((size_t)n + 1));
    first[0] = 0;
    for (int32_t k = 0; k < n; ++k)
        first[k + 1] = first[k] + count[k];
    return first;
}

static int32_t first_flagged(int32_t *row, int32_t n)
{
    dev_update_host(row, sizeof *row * (size_t)n);
    for (int32_t k = 0; k < n; ++k)
        if (row[k] >= 0)
            return row[k];
    return -1;
}

/* The CSB-COO arrays of s (sizes set) allocated, also on the device. */
static void csb_allocate(csb_matrix *s)
{
    s->block_rowptr = xmalloc(sizeof *s->block_rowptr * ((size_t)s->n_block_rows + 1));
    s->block_row = xmalloc(sizeof *s->block_row * (size_t)(s->n_blocks + 1));
    s->block_col = xmalloc(sizeof *s->block_col * (size_t)(s->n_blocks + 1));
    s->block_ptr = xmalloc(sizeof *s->block_ptr * (size_t)(s->n_blocks + 1));
    s->rloc = xmalloc(sizeof *s->rloc * (size_t)(s->nnz + 1));
    s->cloc = xmalloc(sizeof *s->cloc * (size_t)(s->nnz + 1));
    s->val = xmalloc(sizeof *s->val * (size_t)(s->nnz + 1));
    for_each_device_array(s, dev_create);
    s->on_device = 1;
}

/* Counts (ci_csb_count), prefix sums, fill (ci_csb_fill), one block row a work item; the
 * result on the device (the block arrays on the host too). */
static int build_by_block_row(csb_matrix *s, const int64_t *rowptr, const int32_t *col,
                           const device_rows *d, char *err, size_t err_len)
{
    const int32_t nb = s->n_block_rows;
    const int64_t n_block_cols = block_cols(s);
    csb_scratch w = scratch_new(nb, n_block_cols);
    int64_t *brow_blocks = xmalloc(sizeof(int64_t) * (size_t)nb);
    int64_t *brow_entries = xmalloc(sizeof(int64_t) * (size_t)nb);
    int32_t *flagged = xmalloc(sizeof(int32_t) * (size_t)nb);
    dev_create(brow_blocks, sizeof(int64_t) * (size_t)nb);
    dev_create(brow_entries, sizeof(int64_t) * (size_t)nb);
    dev_create(flagged, sizeof(int32_t) * (size_t)nb);
    ci_csb_count(s->n_rows, s->n_cols, s->B, s->symmetric, rowptr, d->n_entries, col, w.n_workers,
                 w.tally, w.touched, brow_blocks, brow_entries, flagged);
    int status = 0;
    const int32_t bad = first_flagged(flagged, nb);
    if (bad >= 0)
        status = bad_row_error(bad, s->n_cols, rowptr, col, err, err_len);
    int64_t *entry_first = NULL;
    if (status == 0) {
        dev_update_host(brow_blocks, sizeof(int64_t) * (size_t)nb);
        dev_update_host(brow_entries, sizeof(int64_t) * (size_t)nb);
        int64_t *block_first = prefix_sums(brow_blocks, nb);
        entry_first = prefix_sums(brow_entries, nb);
        s->n_blocks = block_first[nb];
        s->nnz = entry_first[nb];
        csb_allocate(s);
        memcpy(s->block_rowptr, block_first, sizeof(int64_t) * ((size_t)nb + 1));
        free(block_first);
        s->block_ptr[s->n_blocks] = s->nnz;
        dev_update_device(s->block_rowptr, sizeof(int64_t) * ((size_t)nb + 1));
        dev_update_device(s->block_ptr + s->n_blocks, sizeof(int64_t));
        dev_copyin(entry_first, sizeof(int64_t) * ((size_t)nb + 1));
    }
    if (status == 0 && s->nnz > 0) {
        ci_csb_fill(s->n_rows, s->n_cols, s->B, s->symmetric, rowptr, d->n_entries, col, w.n_workers,
                    w.tally, w.touched, d->val, w.row_stamp, w.row_first, s->block_rowptr, entry_first,
                    s->n_blocks, s->block_row, s->block_col, s->block_ptr, s->nnz, s->rloc, s->cloc,
                    s->val, flagged);
        const int32_t dup = first_flagged(flagged, nb);
        if (dup >= 0)
            status = duplicate_error(dup, rowptr, col, s->symmetric, err, err_len);
        dev_update_host(s->block_row, sizeof *s->block_row * (size_t)s->n_blocks);
        dev_update_host(s->block_col, sizeof *s->block_col * (size_t)s->n_blocks);
        dev_update_host(s->block_ptr, sizeof *s->block_ptr * ((size_t)s->n_blocks + 1));
    }
    if (entry_first)
        dev_delete(entry_first, sizeof(int64_t) * ((size_t)nb + 1));
    dev_delete(brow_blocks, sizeof(int64_t) * (size_t)nb);
    dev_delete(brow_entries, sizeof(int64_t) * (size_t)nb);
    dev_delete(flagged, sizeof(int32_t) * (size_t)nb);
    free(entry_first), free(brow_blocks), free(brow_entries), free(flagged);
    scratch_free(&w);
    return status;
}

/* The first row flagged in row_bad (n rows, on the device), or -1. */
static int32_t first_bad_row(uint8_t *row_bad, int32_t n)
{
    dev_update_host(row_bad, (size_t)n);
    for (int32_t i = 0; i < n; ++i)
        if (row_bad[i])
            return i;
    return -1;
}

/* The blocks of s from the dense tally (block row by block row, ascending block column),
 * on the host and the device; the entries' arrays allocated. The host's tally becomes each
 * block's number (-1 where empty), the block_of that the scattering kernels read. */
static void blocks_from_tally(csb_matrix *s, int64_t *tally, int64_t n_block_cols)
{
    const int32_t nb = s->n_block_rows;
    s->n_blocks = 0, s->nnz = 0;
    for (int64_t t = 0; t < (int64_t)nb * n_block_cols; ++t)
        s->n_blocks += tally[t] > 0, s->nnz += tally[t];
    csb_allocate(s);
    int64_t b = 0, next = 0;
    for (int32_t I = 0; I < nb; ++I) {
        s->block_rowptr[I] = b;
        for (int64_t J = 0; J < n_block_cols; ++J) {
            int64_t *t = &tally[(int64_t)I * n_block_cols + J];
            const int64_t n = *t;
            *t = n > 0 ? b : -1;
            if (n == 0)
                continue;
            s->block_row[b] = I, s->block_col[b] = (int32_t)J, s->block_ptr[b] = next;
            ++b, next += n;
        }
    }
    s->block_rowptr[nb] = b;
    s->block_ptr[b] = next;
    dev_update_device(s->block_rowptr, sizeof *s->block_rowptr * ((size_t)nb + 1));
    dev_update_device(s->block_row, sizeof *s->block_row * (size_t)s->n_blocks);
    dev_update_device(s->block_col, sizeof *s->block_col * (size_t)s->n_blocks);
    dev_update_device(s->block_ptr, sizeof *s->block_ptr * (size_t)(s->n_blocks + 1));
}

/* Whether the by-block build scatters one row a work item (fill_by_scatter) rather than
 * reading a block row for each block (ci_csb_fill_blocks): asked for, or (AUTO) where its
 * counters, one 32-bit word per (block, local row), are no more than the kept entries. Each
 * block's entries must be counted in 32 bits. */
static int scatters(const csb_matrix *s, csb_build how)
{
    if (how == CSB_BUILD_AUTO ? s->n_blocks * (int64_t)s->B > s->nnz : how != CSB_BUILD_SCATTER)
        return 0;
    for (int64_t b = 0; b < s->n_blocks; ++b)
        if (s->block_ptr[b + 1] - s->block_ptr[b] > UINT32_MAX)
            return 0;
    return 1;
}

/* The entries by the scattering kernels (csb.c.j2: ci_csb_count_rows ...); block_of: the
 * tally as blocks_from_tally leaves it. Returns 0 when no block has a duplicate entry, else 1
 * with dup_row set on the device as ci_csb_fill_blocks sets it. */
static int fill_by_scatter(csb_matrix *s, const int64_t *rowptr, const int32_t *col,
                           const device_rows *d, const int64_t *block_of, size_t n_tally,
                           int32_t *dup_row)
{
    dev_update_device(block_of, sizeof *block_of * n_tally);
    const int64_t n_cursor = s->n_blocks * (int64_t)s->B;
    /* on a GPU only the device copy is used: the host pages are never touched */
    uint32_t *cursor = xmalloc(sizeof *cursor * (size_t)(n_cursor + 1));
    dev_create(cursor, sizeof *cursor * (size_t)n_cursor);
    ci_csb_count_rows(s->n_rows, s->n_cols, s->B, s->symmetric, rowptr, d->n_entries, col,
                      s->block_rowptr, (int64_t)n_tally, block_of, n_cursor, cursor);
    ci_csb_row_offsets(s->n_rows, s->B, s->n_blocks, s->block_row, n_cursor, cursor);
    ci_csb_scatter_rows(s->n_rows, s->n_cols, s->B, s->symmetric, rowptr, d->n_entries, col,
                        d->val, (int64_t)n_tally, block_of, s->n_blocks, s->block_ptr, n_cursor,
                        cursor, s->nnz, s->cloc, s->val);
    int64_t dups[1] = {0};
    dev_copyin(dups, sizeof dups);
    ci_csb_sort_row_segments(s->n_rows, s->B, s->n_blocks, s->block_row, s->block_ptr, n_cursor,
                             cursor, s->nnz, s->rloc, s->cloc, s->val, dups);
    dev_update_host(dups, sizeof dups);
    dev_delete(dups, sizeof dups);
    dev_delete(cursor, sizeof *cursor * (size_t)n_cursor);
    free(cursor);
    if (dups[0] == 0)
        return 0;
    /* which row: the first in each block, found in a pass of its own */
    ci_csb_first_duplicates(s->n_rows, s->B, s->n_blocks, s->block_row, s->block_ptr, s->nnz,
                            s->rloc, s->cloc, dup_row);
    return 1;
}

/* Tallies per block (ci_csb_tally_blocks), the blocks on the host, then the entries one block
 * a work item (ci_csb_fill_blocks) or scattered one row a work item (fill_by_scatter); the
 * result on the device (the block arrays on the host too). */
static int build_by_block(csb_matrix *s, csb_build how, const int64_t *rowptr, const int32_t *col,
                          const device_rows *d, char *err, size_t err_len)
{
    const int64_t n_block_cols = block_cols(s);
    const size_t n_tally = (size_t)s->n_block_rows * (size_t)n_block_cols;
    int64_t *tally = xcalloc(n_tally, sizeof *tally);
    uint8_t *row_bad = xmalloc((size_t)s->n_rows);
    dev_copyin(tally, sizeof *tally * n_tally);
    dev_create(row_bad, (size_t)s->n_rows);
    ci_csb_tally_blocks(s->n_rows, s->n_cols, s->B, s->symmetric, rowptr, d->n_entries, col, tally,
                        row_bad);
    int status = 0;
    const int32_t bad = first_bad_row(row_bad, s->n_rows);
    if (bad >= 0)
        status = bad_row_error(bad, s->n_cols, rowptr, col, err, err_len);
    int32_t *dup_row = NULL;
    if (status == 0) {
        dev_update_host(tally, sizeof *tally * n_tally);
        blocks_from_tally(s, tally, n_block_cols);
    }
    if (status == 0 && s->nnz > 0) {
        dup_row = xmalloc(sizeof *dup_row * (size_t)(s->n_blocks + 1));
        dev_create(dup_row, sizeof *dup_row * (size_t)(s->n_blocks + 1));
        int any_dup = 1; /* whether dup_row must be read */
        if (scatters(s, how))
            any_dup = fill_by_scatter(s, rowptr, col, d, tally, n_tally, dup_row);
        else
            ci_csb_fill_blocks(s->n_rows, s->n_cols, s->B, s->symmetric, rowptr, d->n_entries,
                               col, d->val, s->n_blocks, s->block_row, s->block_col, s->block_ptr,
                               s->nnz, s->rloc, s->cloc, s->val, dup_row);
        int32_t dup = -1; /* the first row with a duplicate, whichever block it is in */
        if (any_dup)
            dev_update_host(dup_row, sizeof *dup_row * (size_t)(s->n_blocks + 1));
        for (int64_t b = 0; any_dup && b < s->n_blocks; ++b)
            if (dup_row[b] >= 0 && (dup < 0 || dup_row[b] < dup))
                dup = dup_row[b];
        if (dup >= 0)
            status = duplicate_error(dup, rowptr, col, s->symmetric, err, err_len);
        dev_delete(dup_row, sizeof *dup_row * (size_t)(s->n_blocks + 1));
    }
    dev_delete(tally, sizeof *tally * n_tally);
    dev_delete(row_bad, (size_t)s->n_rows);
    free(tally), free(row_bad), free(dup_row);
    return status;
}

/* Whether to build by block: as asked, or (CSB_BUILD_AUTO) on a GPU when the dense tally of
 * n_block_rows x n_block_cols stays within 2^25 elements (256 MiB). One work item per block
 * row suits a CPU, whose threads are few, and a GPU when block rows are many (the tally
 * would be large and mostly zero there). */
static int builds_by_block(const csb_matrix *s, csb_build how)
{
    if (how != CSB_BUILD_AUTO)
        return how == CSB_BUILD_BY_BLOCK || how == CSB_BUILD_SCATTER;
    const int64_t n_block_cols = block_cols(s);
    return dev_is_offloading() && (int64_t)s->n_block_rows * n_block_cols <= (INT64_C(1) << 25);
}

int csb_options_from_env(csb_options *o, char *err, size_t err_len)
{
    const char *v = getenv("CSB_BUILD");
    *o = (csb_options){.how = CSB_BUILD_AUTO};
    if (!v || !*v || strcmp(v, "auto") == 0)
        return 0;
    if (strcmp(v, "block_rows") == 0)
        return o->how = CSB_BUILD_BY_BLOCK_ROW, 0;
    if (strcmp(v, "blocks") == 0)
        return o->how = CSB_BUILD_BY_BLOCK, 0;
    if (strcmp(v, "scatter") == 0)
        return o->how = CSB_BUILD_SCATTER, 0;
    return fail(err, err_len, "CSB_BUILD=%s: expected auto, block_rows, blocks or scatter", v);
}

int csb_from_rows(csb_matrix *s, int32_t n_rows, int32_t n_cols, const int64_t *rowptr,
                  const int32_t *col, const double *val, int32_t B, int symmetric, char *err,
                  size_t err_len)
{
    csb_options o;
    if (csb_options_from_env(&o, err, err_len)) {
        memset(s, 0, sizeof *s);
        return -1;
    }
    return csb_from_rows_with(s, n_rows, n_cols, rowptr, col, val, B, symmetric, &o, err,
                              err_len);
}

int csb_from_rows_with(csb_matrix *s, int32_t n_rows, int32_t n_cols, const int64_t *rowptr,
                       const int32_t *col, const double *val, int32_t B, int symmetric,
                       const csb_options *o, char *err, size_t err_len)
{
    memset(s, 0, sizeof *s);
    if (B < 1 || B > CSB_MAX_BLOCK)
        return fail(err, err_len,
                    "CSB block size %d does not fit 16-bit local indices (1..%d)", B,
                    CSB_MAX_BLOCK);
    if (n_rows < 0 || n_cols < 0)
        return fail(err, err_len, "matrix size %d x %d is negative", n_rows, n_cols);
    if (symmetric && n_rows != n_cols)
        return fail(err, err_len, "a half-stored symmetric matrix must be square (got %d x %d)",
                    n_rows, n_cols);
    s->n_rows = n_rows;
    s->n_cols = n_cols;
    s->B = B;
    s->symmetric = symmetric;
    s->n_block_rows = (int32_t)(((int64_t)n_rows + B - 1) / B);
    s->host_entries = 1;
    /* offsets first, here: the kernels read col[rowptr[i] .. rowptr[i + 1]) of every row,
     * and rowptr[n_rows] sizes the device copy of col */
    for (int32_t i = 0; i < n_rows; ++i)
        if (rowptr[i + 1] < rowptr[i] || rowptr[i] < 0)
            return fail(err, err_len, "row %d: row offsets decrease (%lld then %lld)", i + 1,
                        (long long)rowptr[i], (long long)rowptr[i + 1]);
    if (rowptr[n_rows] <= rowptr[0]) { /* no entries */
        csb_allocate(s);
        memset(s->block_rowptr, 0, sizeof *s->block_rowptr * ((size_t)s->n_block_rows + 1));
        s->block_ptr[0] = 0;
        for_each_device_array(s, dev_update_device);
        return 0;
    }
    const double t0 = wall_seconds();
    device_rows d = rows_to_device(n_rows, rowptr, col, val);
    const int status = builds_by_block(s, o->how)
                           ? build_by_block(s, o->how, rowptr, col, &d, err, err_len)
                           : build_by_block_row(s, rowptr, col, &d, err, err_len);
    rows_release(&d, n_rows, rowptr, col);
    if (status) {
        csb_free(s);
        return status;
    }
    const double t1 = wall_seconds();
    s->host_entries = 0;
    if (!o->device_only)
        csb_entries_to_host(s);
    s->build_kernels_s = t1 - t0;
    s->build_to_host_s = wall_seconds() - t1;
    return 0;
}

void csb_entries_to_host(csb_matrix *s)
{
    if (s->host_entries)
        return;
    for_each_entry_array(s, update_host);
    s->host_entries = 1;
}

/* Entries sorted by block row, block column, row, column (csb_from_rows_reference). */
typedef struct {
    int32_t I, J, i, j;
    double v;
} coo_entry;

static int by_block_then_position(const void *pa, const void *pb)
{
    const coo_entry *a = pa, *b = pb;
    if (a->I != b->I)
        return a->I < b->I ? -1 : 1;
    if (a->J != b->J)
        return a->J < b->J ? -1 : 1;
    if (a->i != b->i)
        return a->i < b->i ? -1 : 1;
    return (a->j > b->j) - (a->j < b->j);
}

int csb_from_rows_reference(csb_matrix *s, int32_t n_rows, int32_t n_cols, const int64_t *rowptr,
                            const int32_t *col, const double *val, int32_t B, int symmetric)
{
    memset(s, 0, sizeof *s);
    s->n_rows = n_rows, s->n_cols = n_cols, s->B = B, s->symmetric = symmetric;
    s->n_block_rows = (int32_t)(((int64_t)n_rows + B - 1) / B);
    coo_entry *all = xmalloc(sizeof *all * (size_t)(rowptr[n_rows] - rowptr[0] + 1));
    int64_t n = 0;
    for (int32_t i = 0; i < n_rows; ++i)
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e)
            if (is_kept(symmetric, i, col[e]))
                all[n++] = (coo_entry){i / B, col[e] / B, i, col[e], val ? val[e] : 1.0};
    qsort(all, (size_t)n, sizeof *all, by_block_then_position);
    int status = 0;
    for (int64_t e = 1; e < n && !status; ++e)
        status = all[e].i == all[e - 1].i && all[e].j == all[e - 1].j ? -1 : 0;
    s->nnz = n;
    for (int64_t e = 0; e < n; ++e)
        s->n_blocks += e == 0 || all[e].I != all[e - 1].I || all[e].J != all[e - 1].J;
    s->block_rowptr = xcalloc((size_t)s->n_block_rows + 1, sizeof *s->block_rowptr);
    s->block_row = xmalloc(sizeof *s->block_row * (size_t)(s->n_blocks + 1));
    s->block_col = xmalloc(sizeof *s->block_col * (size_t)(s->n_blocks + 1));
    s->block_ptr = xmalloc(sizeof *s->block_ptr * (size_t)(s->n_blocks + 1));
    s->rloc = xmalloc(sizeof *s->rloc * (size_t)(n + 1));
    s->cloc = xmalloc(sizeof *s->cloc * (size_t)(n + 1));
    s->val = xmalloc(sizeof *s->val * (size_t)(n + 1));
    int64_t b = -1;
    for (int64_t e = 0; e < n; ++e) {
        if (e == 0 || all[e].I != all[e - 1].I || all[e].J != all[e - 1].J) {
            ++b;
            s->block_row[b] = all[e].I, s->block_col[b] = all[e].J, s->block_ptr[b] = e;
            ++s->block_rowptr[all[e].I + 1];
        }
        s->rloc[e] = (uint16_t)(all[e].i - all[e].I * B);
        s->cloc[e] = (uint16_t)(all[e].j - all[e].J * B);
        s->val[e] = all[e].v;
    }
    s->block_ptr[s->n_blocks] = n;
    for (int32_t I = 0; I < s->n_block_rows; ++I)
        s->block_rowptr[I + 1] += s->block_rowptr[I];
    free(all);
    if (status)
        csb_free(s);
    return status;
}

int csb_from_csr(csb_matrix *s, const csr_matrix *a, int32_t B, int symmetric, char *err,
                 size_t err_len)
{
    int64_t *rowptr = xmalloc(sizeof *rowptr * ((size_t)a->n_rows + 1));
    for (int32_t i = 0; i <= a->n_rows; ++i)
        rowptr[i] = a->rowptr[i];
    const int status =
        csb_from_rows(s, a->n_rows, a->n_cols, rowptr, a->col, a->val, B, symmetric, err, err_len);
    free(rowptr);
    return status;
}

/* Index of (i, j) in row i of a CSR with sorted columns, or -1. */
static int64_t csr_find(const csr_matrix *a, int32_t i, int32_t j)
{
    int64_t lo = a->rowptr[i], hi = a->rowptr[i + 1];
    while (lo < hi) {
        const int64_t mid = lo + (hi - lo) / 2;
        if (a->col[mid] < j)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < a->rowptr[i + 1] && a->col[lo] == j ? lo : -1;
}

int csr_symmetry_error(const csr_matrix *a, char *err, size_t err_len)
{
    if (a->n_rows != a->n_cols)
        return fail(err, err_len, "matrix is not square (%d x %d)", a->n_rows, a->n_cols);
    for (int32_t i = 0; i < a->n_rows; ++i)
        for (int64_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e) {
            const int32_t j = a->col[e];
            const int64_t m = csr_find(a, j, i);
            const double mirror = m < 0 ? 0.0 : a->val[m];
            if (mirror != a->val[e])
                return fail(err, err_len,
                            "matrix is not symmetric: a(%d, %d) = %.17g but a(%d, %d) = %.17g",
                            i + 1, j + 1, a->val[e], j + 1, i + 1, mirror);
        }
    return 0;
}

/* Calls fn(pointer, bytes) on every array the kernels read. */
static void for_each_device_array(const csb_matrix *s, void (*fn)(const void *, size_t))
{
    fn(s->block_rowptr, sizeof *s->block_rowptr * ((size_t)s->n_block_rows + 1));
    fn(s->block_row, sizeof *s->block_row * (size_t)s->n_blocks);
    fn(s->block_col, sizeof *s->block_col * (size_t)s->n_blocks);
    fn(s->block_ptr, sizeof *s->block_ptr * ((size_t)s->n_blocks + 1));
    for_each_entry_array(s, fn);
}

static void for_each_entry_array(const csb_matrix *s, void (*fn)(const void *, size_t))
{
    fn(s->rloc, sizeof *s->rloc * (size_t)s->nnz);
    fn(s->cloc, sizeof *s->cloc * (size_t)s->nnz);
    fn(s->val, sizeof *s->val * (size_t)s->nnz);
    if (s->val_f)
        fn(s->val_f, sizeof *s->val_f * (size_t)s->nnz);
    if (row_index(s))
        fn(row_index(s), row_index_word(s) * (size_t)s->n_blocks * ((size_t)s->B + 1));
}

int csb_make_row_index(csb_matrix *s, double max_words_per_entry, char *err, size_t err_len)
{
    if (row_index(s))
        return 0;
    int64_t largest = 0; /* the most entries in one block */
    for (int64_t b = 0; b < s->n_blocks; ++b)
        if (s->block_ptr[b + 1] - s->block_ptr[b] > largest)
            largest = s->block_ptr[b + 1] - s->block_ptr[b];
    if (largest > UINT32_MAX)
        return fail(err, err_len,
                    "row index: a block holds %lld entries; its offsets reach %lu (use a "
                    "smaller B)", (long long)largest, (unsigned long)UINT32_MAX);
    const int wide = largest > UINT16_MAX; /* 32-bit words where 16 bits cannot count a block */
    const int64_t words = (int64_t)s->B + 1;
    const double per_entry =
        (double)s->n_blocks * words * (wide ? 2 : 1) / (double)(s->nnz > 0 ? s->nnz : 1);
    if (max_words_per_entry > 0 && per_entry > max_words_per_entry)
        return fail(err, err_len,
                    "row index: %lld blocks of %lld %s-bit words would be %.1f 16-bit words a "
                    "stored entry (at most %g: the blocks are too sparse for rowwise_indexed; use "
                    "rowwise, or a larger B if the blocks fill up with it)",
                    (long long)s->n_blocks, (long long)words, wide ? "32" : "16", per_entry,
                    max_words_per_entry);
    if (!s->on_device)
        return fail(err, err_len, "row index: the matrix is not on the device (csb_to_device)");
    const size_t word = wide ? sizeof(uint32_t) : sizeof(uint16_t);
    const size_t bytes = word * (size_t)(s->n_blocks * words);
    void *index = xmalloc(bytes + sizeof(uint32_t));
    dev_create(index, bytes);
    if (wide)
        ci_csb_row_index_wide(s->B, s->n_blocks, s->block_ptr, s->nnz, s->rloc,
                              s->row_start_wide = index);
    else
        ci_csb_row_index(s->B, s->n_blocks, s->block_ptr, s->nnz, s->rloc, s->row_start = index);
    if (s->host_entries)
        dev_update_host(index, bytes);
    return 0;
}

int csb_prepare_variant(csb_matrix *s, spmm_variant v, char *err, size_t err_len)
{
    if (v == SPMM_ROWWISE_INDEXED)
        return csb_make_row_index(s, CSB_ROW_INDEX_MAX_WORDS, err, err_len);
    return 0;
}

int csb_prepare_or_fall_back(csb_matrix *s, spmm_variant *v, int may_fall_back, char *err,
                             size_t err_len)
{
    char why[400];
    if (csb_prepare_variant(s, *v, why, sizeof why) == 0)
        return 0;
    if (!may_fall_back || *v != SPMM_ROWWISE_INDEXED || !csb_spmm_available(s, SPMM_ROWWISE, NULL)) {
        snprintf(err, err_len, "%s", why);
        return -1;
    }
    *v = SPMM_ROWWISE; /* the same storage, the row found by a search instead of the index */
    snprintf(err, err_len, "the default kernel %s does not suit this matrix (%s); %s instead",
             spmm_variant_name(SPMM_ROWWISE_INDEXED), why, spmm_variant_name(*v));
    return 1;
}

void csb_make_float(csb_matrix *s)
{
    if (s->val_f)
        return;
    s->val_f = xmalloc(sizeof *s->val_f * (size_t)(s->nnz + 1));
    if (!s->host_entries) { /* the values are on the device only: converted there */
        dev_create(s->val_f, sizeof *s->val_f * (size_t)s->nnz);
        sparse_double_to_float(s->nnz, s->val, s->val_f);
        return;
    }
    for (int64_t e = 0; e < s->nnz; ++e)
        s->val_f[e] = (float)s->val[e];
    if (s->on_device)
        dev_copyin(s->val_f, sizeof *s->val_f * (size_t)s->nnz);
}

void csb_to_device(csb_matrix *s)
{
    if (s->on_device)
        return;
    for_each_device_array(s, dev_copyin);
    s->on_device = 1;
}

void csb_free(csb_matrix *s)
{
    if (s->on_device)
        for_each_device_array(s, dev_delete);
    free(s->block_rowptr);
    free(s->block_row);
    free(s->block_col);
    free(s->block_ptr);
    free(s->rloc);
    free(s->cloc);
    free(s->val);
    free(s->val_f);
    free(s->row_start);
    free(s->row_start_wide);
    memset(s, 0, sizeof *s);
}

void csb_spmm_reference(const csb_matrix *s, int k, const double *X, double *Y)
{
    if (!s->host_entries)
        die("csb_spmm_reference: the entries are on the device only (call csb_entries_to_host)");
    memset(Y, 0, sizeof *Y * (size_t)s->n_rows * (size_t)k);
    for (int64_t b = 0; b < s->n_blocks; ++b) {
        const int64_t row0 = (int64_t)s->block_row[b] * s->B, col0 = (int64_t)s->block_col[b] * s->B;
        for (int64_t e = s->block_ptr[b]; e < s->block_ptr[b + 1]; ++e) {
            const int64_t i = row0 + s->rloc[e], j = col0 + s->cloc[e];
            for (int c = 0; c < k; ++c)
                Y[i * k + c] += s->val[e] * X[j * k + c];
            if (s->symmetric && i != j)
                for (int c = 0; c < k; ++c)
                    Y[j * k + c] += s->val[e] * X[i * k + c];
        }
    }
}

double csb_spmm_bytes(const csb_matrix *s, spmm_variant v, int k, int single)
{
    const double vb = single ? sizeof(float) : sizeof(double);
    const double index_bytes = v == SPMM_ROWWISE_INDEXED
                                   ? (double)s->n_blocks * (s->B + 1) * row_index_word(s) -
                                         (double)s->nnz * sizeof(uint16_t) /* rloc, not read */
                                   : 0;
    return index_bytes + (double)s->nnz * (vb + 2 * sizeof(uint16_t)) +
           (double)(s->n_block_rows + 1) * sizeof(int64_t) +
           (double)s->n_blocks * (2 * sizeof(int32_t) + sizeof(int64_t)) +
           vb * k * ((double)s->n_cols + s->n_rows);
}

/* ---- SpMM dispatch onto the generated kernels (gen/<flavour>/sparse_spmm_table.c) ---- */

static const char *const VARIANT_NAMES[SPMM_N_VARIANTS] = {"naive", "fused", "cache_blocked",
                                                            "rowwise", "rowwise_fused",
                                                            "rowwise_indexed"};

const char *spmm_variant_name(spmm_variant v) { return VARIANT_NAMES[v]; }

int spmm_variant_half_stored(spmm_variant v) { return v == SPMM_FUSED || v == SPMM_ROWWISE_FUSED; }

int spmm_choose(int requested, int storage, spmm_variant *variant, int *half, char *err, size_t err_len)
{
    csb_matrix half_probe = {.symmetric = 1}, full_probe = {.symmetric = 0};
    const char *why = NULL;
    spmm_variant preset; /* the spec's default for this flavour (spmm.default_variant) */
    if (requested < 0 && storage < 0 && sparse_spmm_default_variant &&
        parse_spmm_variant(sparse_spmm_default_variant, &preset) == 0)
        requested = (int)preset;
    if (requested >= 0) {
        const spmm_variant v = (spmm_variant)requested;
        const int h = spmm_variant_half_stored(v);
        if (storage >= 0 && storage != h) {
            snprintf(err, err_len, "kernel %s takes %s storage, not %s", spmm_variant_name(v),
                     h ? "half" : "full", storage ? "half" : "full");
            return -1;
        }
        if (!csb_spmm_available(h ? &half_probe : &full_probe, v, &why)) {
            snprintf(err, err_len, "kernel %s: %s in flavour %s", spmm_variant_name(v), why,
                     dev_flavour());
            return -1;
        }
        *variant = v, *half = h;
        return 0;
    }
    const int fused = csb_spmm_available(&half_probe, SPMM_FUSED, &why);
    if (storage == 1 && !fused) {
        snprintf(err, err_len, "half storage: flavour %s has no fused kernel (%s)", dev_flavour(), why);
        return -1;
    }
    *half = storage != 0 && fused;
    *variant = *half ? SPMM_FUSED
               : csb_spmm_available(&full_probe, SPMM_CACHE_BLOCKED, NULL) ? SPMM_CACHE_BLOCKED
                                                                           : SPMM_NAIVE;
    return 0;
}

const char *spmm_default_text(char *buf, size_t len)
{
    spmm_variant v;
    int half;
    char err[256];
    if (spmm_choose(-1, -1, &v, &half, err, sizeof err))
        snprintf(buf, len, "none (%s)", err);
    else
        snprintf(buf, len, "%s, %s", spmm_variant_name(v), half ? "upper triangle" : "both triangles");
    return buf;
}

int parse_spmm_variant(const char *name, spmm_variant *out)
{
    for (int v = 0; v < SPMM_N_VARIANTS; ++v)
        if (strcmp(name, VARIANT_NAMES[v]) == 0) {
            *out = (spmm_variant)v;
            return 0;
        }
    return -1;
}

/* The reason the flavour gives for not building `variant`, or NULL. */
static const char *unsupported_reason(const char *variant)
{
    const size_t len = strlen(variant);
    for (const char *const *u = sparse_spmm_unsupported; *u; ++u)
        if (strncmp(*u, variant, len) == 0 && (*u)[len] == ':')
            return *u + len + 2;
    return NULL;
}

static int aligned16(const void *X, const void *Y) { return ((uintptr_t)X | (uintptr_t)Y) % 16 == 0; }

/* The table entry for (variant, k): the kernel for exactly k, else the one for any k. The
 * fixed-k kernels may take the rows of X and Y as 16-byte aligned (vector loads and stores:
 * spmm_common.j2 row_ptr), so they are chosen only when X and Y are (`aligned`). */
#define DEFINE_FIND(T)                                                                             \
    static sparse_spmm_csb_fn_##T find_csb_##T(const char *variant, int k, int aligned)            \
    {                                                                                              \
        sparse_spmm_csb_fn_##T any = NULL;                                                         \
        for (const sparse_spmm_csb_entry_##T *e = sparse_spmm_csb_table_##T; e->fn; ++e)           \
            if (strcmp(e->variant, variant) == 0) {                                                \
                if (e->k == k && aligned)                                                          \
                    return e->fn;                                                                  \
                if (e->k == 0)                                                                     \
                    any = e->fn;                                                                   \
            }                                                                                      \
        return any;                                                                                \
    }                                                                                              \
    static sparse_spmm_csr_fn_##T find_csr_##T(int k, int aligned)                                 \
    {                                                                                              \
        sparse_spmm_csr_fn_##T any = NULL;                                                         \
        for (const sparse_spmm_csr_entry_##T *e = sparse_spmm_csr_table_##T; e->fn; ++e) {         \
            if (e->k == k && aligned)                                                              \
                return e->fn;                                                                      \
            if (e->k == 0)                                                                         \
                any = e->fn;                                                                       \
        }                                                                                          \
        return any;                                                                                \
    }
DEFINE_FIND(double)
DEFINE_FIND(float)

int csb_spmm_available(const csb_matrix *s, spmm_variant v, const char **why)
{
    static const char *const general_only =
        "takes a general (fully stored) matrix; this one is half-stored symmetric (use fused "
        "or rowwise_fused)";
    static const char *const half_only =
        "takes a half-stored symmetric matrix; this one is stored in full (use naive, "
        "cache_blocked, rowwise or rowwise_indexed, or build it half-stored)";
    const char *reason = NULL;
    if (spmm_variant_half_stored(v) && !s->symmetric)
        reason = half_only;
    else if (!spmm_variant_half_stored(v) && s->symmetric)
        reason = general_only;
    else if (!find_csb_double(VARIANT_NAMES[v], 1, 1))
        reason = unsupported_reason(VARIANT_NAMES[v]);
    if (!reason && !find_csb_double(VARIANT_NAMES[v], 1, 1))
        reason = "not among the spec's spmm.variants (specs/sparse.yaml)";
    if (why)
        *why = reason;
    return reason == NULL;
}

/* Checks shared by both precisions; dies with the reason. */
static void check_spmm_call(const csb_matrix *s, spmm_variant v, int k, size_t value_bytes)
{
    const char *why;
    if (!csb_spmm_available(s, v, &why))
        die("csb_spmm: variant %s (flavour %s) %s", VARIANT_NAMES[v], dev_flavour(), why);
    if (k < 1)
        die("csb_spmm: k = %d vectors; need at least 1", k);
    const int staged = v == SPMM_FUSED || v == SPMM_CACHE_BLOCKED;
    if (staged && (size_t)k > SPARSE_SPMM_CACHE_SIZE / value_bytes)
        die("csb_spmm: k = %d vectors do not fit one staged row in spmm.cache_size = %d bytes",
            k, SPARSE_SPMM_CACHE_SIZE);
    if (!s->on_device)
        die("csb_spmm: the matrix is not on the device (call csb_to_device)");
    if (v == SPMM_ROWWISE_INDEXED && !row_index(s))
        die("csb_spmm: variant rowwise_indexed reads the row index: call csb_make_row_index");
    if ((v == SPMM_ROWWISE || v == SPMM_ROWWISE_FUSED) && s->nnz >= ((int64_t)1 << 32))
        for (int64_t b = 0; b < s->n_blocks; ++b)
            if (s->block_ptr[b + 1] - s->block_ptr[b] >= ((int64_t)1 << 32))
                die("csb_spmm: variant %s: block %lld holds %lld entries; the rowwise kernels "
                    "search a block by 32-bit offsets (at most 2^32 - 1 entries per block: use a "
                    "smaller B)", VARIANT_NAMES[v], (long long)b,
                    (long long)(s->block_ptr[b + 1] - s->block_ptr[b]));
}

#define CSB_ARGS(VALUES)                                                                           \
    s->n_rows, s->n_cols, s->B, s->n_block_rows, s->n_blocks, s->nnz, s->block_rowptr,             \
        s->block_row, s->block_col, s->block_ptr, row_index(s), s->rloc, s->cloc, VALUES

/* The kernel table's name for v on s: rowwise_indexed's kernels on a 32-bit row index are
 * rowwise_indexed_wide (gen/<flavour>/sparse_spmm_table.c). */
static const char *kernel_name(const csb_matrix *s, spmm_variant v)
{
    return v == SPMM_ROWWISE_INDEXED && s->row_start_wide ? "rowwise_indexed_wide"
                                                          : VARIANT_NAMES[v];
}

void csb_spmm(const csb_matrix *s, spmm_variant v, int k, const double *X, double *Y)
{
    check_spmm_call(s, v, k, sizeof(double));
    find_csb_double(kernel_name(s, v), k, aligned16(X, Y))(CSB_ARGS(s->val), k, X, Y);
}

void csb_spmm_float(const csb_matrix *s, spmm_variant v, int k, const float *X, float *Y)
{
    check_spmm_call(s, v, k, sizeof(float));
    if (!s->val_f)
        die("csb_spmm_float: call csb_make_float first");
    find_csb_float(kernel_name(s, v), k, aligned16(X, Y))(CSB_ARGS(s->val_f), k, X, Y);
}

static void check_csr_call(const sparse_matrix *m, int k)
{
    if (m->format != FORMAT_CSR)
        die("csr_spmm: the matrix is in %s, not csr", format_name(m->format));
    if (k < 1)
        die("csr_spmm: k = %d vectors; need at least 1", k);
    if (!m->on_device)
        die("csr_spmm: the matrix is not on the device (call sparse_matrix_to_device)");
}

void csr_spmm(const sparse_matrix *m, int k, const double *X, double *Y)
{
    check_csr_call(m, k);
    find_csr_double(k, aligned16(X, Y))(m->csr.n_rows, m->csr.n_cols, m->csr.nnz, m->csr.rowptr, m->csr.col,
                       m->csr.val, k, X, Y);
}

void csr_spmm_float(const sparse_matrix *m, int k, const float *X, float *Y)
{
    check_csr_call(m, k);
    if (!m->val_f)
        die("csr_spmm_float: call sparse_matrix_make_float first");
    find_csr_float(k, aligned16(X, Y))(m->csr.n_rows, m->csr.n_cols, m->csr.nnz, m->csr.rowptr, m->csr.col,
                      m->val_f, k, X, Y);
}

int32_t csb_block_for(int k, int single)
{
    const int64_t rows = SPARSE_SPMM_CACHE_SIZE / (single ? sizeof(float) : sizeof(double)) /
                         (k > 0 ? k : 1);
    const int64_t B = rows / 32 * 32;
    return (int32_t)(B < 32 ? (rows > 0 ? rows : 1) : B > CSB_MAX_BLOCK ? CSB_MAX_BLOCK : B);
}

void spmm_operator_apply(void *ctx, int k, const double *X, double *Y)
{
    const spmm_operator *op = ctx;
    if (op->csr)
        csr_spmm(op->csr, k, X, Y);
    else
        csb_spmm(op->csb, op->variant, k, X, Y);
}

void spmm_operator_apply_float(void *ctx, int k, const float *X, float *Y)
{
    const spmm_operator *op = ctx;
    if (op->csr)
        csr_spmm_float(op->csr, k, X, Y);
    else
        csb_spmm_float(op->csb, op->variant, k, X, Y);
}
