/* CSB-COO construction from CSR rows, the symmetry check, the host reference SpMM and the
 * device copies (see csb.h for the layout). */
#include "csb.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* One kept entry of a row that is sorted before it is placed (see place_row). */
typedef struct {
    int32_t col;
    double val;
} row_entry;

static int by_col(const void *pa, const void *pb)
{
    const int32_t a = ((const row_entry *)pa)->col, b = ((const row_entry *)pb)->col;
    return (a > b) - (a < b);
}

/* Whether the entry (i, j) is stored: every entry, or the upper triangle when half-stored. */
static int is_kept(int symmetric, int32_t i, int32_t j) { return !symmetric || j >= i; }

/* Growable arrays of the blocks (their number is known only at the end). */
typedef struct {
    int64_t n, cap;
    int32_t *row, *col;
    int64_t *ptr; /* first entry; ptr[n] is set at the end */
} block_list;

static void block_push(block_list *b, int32_t row, int32_t col, int64_t first)
{
    if (b->n + 1 >= b->cap) {
        b->cap = b->cap ? 2 * b->cap : 64;
        b->row = realloc(b->row, sizeof *b->row * (size_t)b->cap);
        b->col = realloc(b->col, sizeof *b->col * (size_t)b->cap);
        b->ptr = realloc(b->ptr, sizeof *b->ptr * (size_t)(b->cap + 1));
        if (!b->row || !b->col || !b->ptr)
            die("out of memory growing the CSB block list to %lld blocks", (long long)b->cap);
    }
    b->row[b->n] = row;
    b->col[b->n] = col;
    b->ptr[b->n++] = first;
}

/* Checks every row (columns in range, no duplicate) and counts the entries kept. */
static int count_kept(int32_t n_rows, int32_t n_cols, const int64_t *rowptr, const int32_t *col,
                      int symmetric, int64_t *kept, char *err, size_t err_len)
{
    *kept = 0;
    for (int32_t i = 0; i < n_rows; ++i) {
        if (rowptr[i + 1] < rowptr[i])
            return fail(err, err_len, "row %d: row offsets decrease (%lld then %lld)", i + 1,
                        (long long)rowptr[i], (long long)rowptr[i + 1]);
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            if (col[e] < 0 || col[e] >= n_cols)
                return fail(err, err_len, "row %d: column %lld outside the matrix (1..%d)", i + 1,
                            (long long)col[e] + 1, n_cols);
            *kept += is_kept(symmetric, i, col[e]);
        }
    }
    return 0;
}

/* Scratch of one block row's conversion, indexed by block column. */
typedef struct {
    int64_t *count;     /* entries per block column, then the next free slot of each */
    int32_t *touched;   /* the block columns the block row has entries in */
    int32_t *row_stamp; /* the last row that placed an entry in the block column, + 1 */
    int64_t *row_first; /* where that row's entries in the block column begin */
    row_entry *row_buf; /* one row's kept entries (the longest row) */
} block_row_scratch;

/* A row whose entries in one block need more shifts than this to stay ordered is sorted
 * first instead: insertion costs the square of a block's share of the row. */
enum { INSERTION_LIMIT = 32 };

/* Places the entry (i, j) at the next free slot of its block, keeping the row's entries in
 * that block in ascending column order by insertion into those already placed (a row has a
 * handful of entries per block). Returns PLACE_DUPLICATE for a column already there,
 * PLACE_CROWDED (nothing placed) when the insertion would shift more than INSERTION_LIMIT. */
enum { PLACE_OK, PLACE_DUPLICATE, PLACE_CROWDED };
static int place_entry(csb_matrix *s, block_row_scratch *w, int32_t i, int32_t j, double v,
                       int32_t first_row)
{
    const int32_t J = j / s->B;
    const uint16_t c = (uint16_t)(j % s->B);
    if (w->row_stamp[J] != i + 1) {
        w->row_stamp[J] = i + 1;
        w->row_first[J] = w->count[J];
    }
    int64_t at = w->count[J];
    const int64_t lowest = at - INSERTION_LIMIT > w->row_first[J] ? at - INSERTION_LIMIT
                                                                  : w->row_first[J];
    while (at > w->row_first[J] && s->cloc[at - 1] > c) {
        if (at == lowest)
            return PLACE_CROWDED;
        --at;
    }
    if (at > w->row_first[J] && s->cloc[at - 1] == c)
        return PLACE_DUPLICATE;
    const int64_t end = w->count[J]++;
    memmove(s->cloc + at + 1, s->cloc + at, sizeof *s->cloc * (size_t)(end - at));
    memmove(s->val + at + 1, s->val + at, sizeof *s->val * (size_t)(end - at));
    s->rloc[end] = (uint16_t)(i - first_row); /* the row's segment grew by one slot */
    s->cloc[at] = c;
    s->val[at] = v;
    return PLACE_OK;
}

/* Places row i's kept entries (see place_entry). A row crowded in some block is taken back
 * and placed again sorted by column, so that every insertion appends. */
static int place_row(csb_matrix *s, block_row_scratch *w, int32_t i, const int64_t *rowptr,
                     const int32_t *col, const double *val, int32_t first_row, char *err,
                     size_t err_len)
{
    int32_t last_col = -1; /* the column of the last entry tried */
    int status = PLACE_OK;
    for (int64_t e = rowptr[i]; e < rowptr[i + 1] && status == PLACE_OK; ++e)
        if (is_kept(s->symmetric, i, col[e])) {
            status = place_entry(s, w, i, col[e], val ? val[e] : 1.0, first_row);
            last_col = col[e];
        }
    if (status == PLACE_CROWDED) {
        int64_t len = 0;
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e)
            if (is_kept(s->symmetric, i, col[e])) {
                const int32_t J = col[e] / s->B;
                if (w->row_stamp[J] == i + 1) /* the row placed entries there: take them back */
                    w->count[J] = w->row_first[J];
                w->row_buf[len++] = (row_entry){col[e], val ? val[e] : 1.0};
            }
        qsort(w->row_buf, (size_t)len, sizeof *w->row_buf, by_col);
        status = PLACE_OK; /* sorted: every entry appends */
        for (int64_t q = 0; q < len && status == PLACE_OK; ++q) {
            status = place_entry(s, w, i, w->row_buf[q].col, w->row_buf[q].val, first_row);
            last_col = w->row_buf[q].col;
        }
    }
    if (status != PLACE_OK)
        return fail(err, err_len, "duplicate entry (%d, %d)", i + 1, last_col + 1);
    return 0;
}

/* Block row I: its rows' kept entries, counting-sorted by block column (stable, so each
 * block's entries stay in row order), each row's columns ascending within a block. */
static int fill_block_row(csb_matrix *s, block_list *blocks, int32_t I, const int64_t *rowptr,
                          const int32_t *col, const double *val, int64_t *next,
                          block_row_scratch *w, char *err, size_t err_len)
{
    const int32_t B = s->B, first_row = I * B;
    const int32_t last_row = first_row + B < s->n_rows ? first_row + B : s->n_rows;
    int32_t n_touched = 0;
    /* pass 1: how many entries fall in each block column */
    for (int32_t i = first_row; i < last_row; ++i)
        for (int64_t e = rowptr[i]; e < rowptr[i + 1]; ++e) {
            if (!is_kept(s->symmetric, i, col[e]))
                continue;
            const int32_t J = col[e] / B;
            if (w->count[J]++ == 0)
                w->touched[n_touched++] = J;
        }
    /* blocks in ascending block column: sort the touched columns when they are few, list
     * them again from count[] when sorting would cost more than the scan (a block row of a
     * shell-model matrix touches thousands of block columns) */
    if ((int64_t)n_touched * n_touched / 4 > s->n_cols / B + 1) {
        n_touched = 0;
        for (int32_t J = 0; J <= (s->n_cols - 1) / B; ++J)
            if (w->count[J])
                w->touched[n_touched++] = J;
    } else {
        for (int32_t a = 1; a < n_touched; ++a)
            for (int32_t b = a; b > 0 && w->touched[b - 1] > w->touched[b]; --b) {
                const int32_t t = w->touched[b];
                w->touched[b] = w->touched[b - 1];
                w->touched[b - 1] = t;
            }
    }
    /* count[J] becomes the next free slot of block column J */
    for (int32_t t = 0; t < n_touched; ++t) {
        const int32_t J = w->touched[t];
        const int64_t n = w->count[J];
        block_push(blocks, I, J, *next);
        w->count[J] = *next;
        *next += n;
    }
    /* pass 2: every kept entry into its block, rows in order */
    int status = 0;
    for (int32_t i = first_row; i < last_row && status == 0; ++i)
        status = place_row(s, w, i, rowptr, col, val, first_row, err, err_len);
    for (int32_t t = 0; t < n_touched; ++t)
        w->count[w->touched[t]] = 0;
    return status;
}

int csb_from_rows(csb_matrix *s, int32_t n_rows, int32_t n_cols, const int64_t *rowptr,
                  const int32_t *col, const double *val, int32_t B, int symmetric, char *err,
                  size_t err_len)
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
    int64_t kept;
    if (count_kept(n_rows, n_cols, rowptr, col, symmetric, &kept, err, err_len))
        return -1;
    s->n_rows = n_rows;
    s->n_cols = n_cols;
    s->B = B;
    s->symmetric = symmetric;
    s->n_block_rows = (int32_t)(((int64_t)n_rows + B - 1) / B);
    s->nnz = kept;
    s->rloc = xmalloc(sizeof *s->rloc * (size_t)kept);
    s->cloc = xmalloc(sizeof *s->cloc * (size_t)kept);
    s->val = xmalloc(sizeof *s->val * (size_t)kept);
    s->block_rowptr = xmalloc(sizeof *s->block_rowptr * ((size_t)s->n_block_rows + 1));

    const size_t n_block_cols = (size_t)(((int64_t)n_cols + B - 1) / B) + 1;
    int64_t longest = 0;
    for (int32_t i = 0; i < n_rows; ++i)
        if (rowptr[i + 1] - rowptr[i] > longest)
            longest = rowptr[i + 1] - rowptr[i];
    block_row_scratch w = {xcalloc(n_block_cols, sizeof *w.count),
                           xmalloc(sizeof *w.touched * n_block_cols),
                           xcalloc(n_block_cols, sizeof *w.row_stamp),
                           xmalloc(sizeof *w.row_first * n_block_cols),
                           xmalloc(sizeof *w.row_buf * (size_t)(longest + 1))};
    block_list blocks = {0};
    int64_t next = 0;
    int status = 0;
    for (int32_t I = 0; I < s->n_block_rows && status == 0; ++I) {
        s->block_rowptr[I] = blocks.n;
        status = fill_block_row(s, &blocks, I, rowptr, col, val, &next, &w, err, err_len);
    }
    free(w.count);
    free(w.touched);
    free(w.row_stamp);
    free(w.row_first);
    free(w.row_buf);
    s->block_rowptr[s->n_block_rows] = blocks.n;
    block_push(&blocks, 0, 0, next); /* the end pointer; not a block */
    s->n_blocks = blocks.n - 1;
    s->block_row = blocks.row;
    s->block_col = blocks.col;
    s->block_ptr = blocks.ptr;
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
    fn(s->rloc, sizeof *s->rloc * (size_t)s->nnz);
    fn(s->cloc, sizeof *s->cloc * (size_t)s->nnz);
    fn(s->val, sizeof *s->val * (size_t)s->nnz);
    if (s->val_f)
        fn(s->val_f, sizeof *s->val_f * (size_t)s->nnz);
}

void csb_make_float(csb_matrix *s)
{
    if (s->val_f)
        return;
    s->val_f = xmalloc(sizeof *s->val_f * (size_t)s->nnz);
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
    memset(s, 0, sizeof *s);
}

void csb_spmm_reference(const csb_matrix *s, int k, const double *X, double *Y)
{
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

double csb_spmm_bytes(const csb_matrix *s, int k, int single)
{
    const double vb = single ? sizeof(float) : sizeof(double);
    return (double)s->nnz * (vb + 2 * sizeof(uint16_t)) +
           (double)(s->n_block_rows + 1) * sizeof(int64_t) +
           (double)s->n_blocks * (2 * sizeof(int32_t) + sizeof(int64_t)) +
           vb * k * ((double)s->n_cols + s->n_rows);
}

/* ---- SpMM dispatch onto the generated kernels (gen/<flavour>/sparse_spmm_table.c) ---- */

static const char *const VARIANT_NAMES[SPMM_N_VARIANTS] = {"naive", "fused", "cache_blocked",
                                                            "rowwise", "rowwise_fused"};

const char *spmm_variant_name(spmm_variant v) { return VARIANT_NAMES[v]; }

int spmm_variant_half_stored(spmm_variant v) { return v == SPMM_FUSED || v == SPMM_ROWWISE_FUSED; }

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
        "cache_blocked or rowwise, or build it half-stored)";
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
        s->block_row, s->block_col, s->block_ptr, s->rloc, s->cloc, VALUES

void csb_spmm(const csb_matrix *s, spmm_variant v, int k, const double *X, double *Y)
{
    check_spmm_call(s, v, k, sizeof(double));
    find_csb_double(VARIANT_NAMES[v], k, aligned16(X, Y))(CSB_ARGS(s->val), k, X, Y);
}

void csb_spmm_float(const csb_matrix *s, spmm_variant v, int k, const float *X, float *Y)
{
    check_spmm_call(s, v, k, sizeof(float));
    if (!s->val_f)
        die("csb_spmm_float: call csb_make_float first");
    find_csb_float(VARIANT_NAMES[v], k, aligned16(X, Y))(CSB_ARGS(s->val_f), k, X, Y);
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
