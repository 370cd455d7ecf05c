/* CSR -> ELLPACK and CSR -> SELL-C-sigma (and reduced SELL), and CSR renumbered in
 * SELL's row order (csr_reorder_by_length).
 *
 * Padding entries get value 0 and a valid column index, so kernels never
 * branch on padding and never read out of bounds: ELLPACK and reduced SELL
 * use the row's last real column (0 for an empty row), so that the padded
 * reads of x hit the line the row has just read; SELL-C-sigma uses column 0. */
#include <stdlib.h>
#include <string.h>

#include "matrix.h"
#include "util.h"

static int32_t row_len(const csr_matrix *a, int32_t i) { return a->rowptr[i + 1] - a->rowptr[i]; }

static int32_t pad_col(const csr_matrix *a, int32_t i)
{
    return row_len(a, i) > 0 ? a->col[a->rowptr[i + 1] - 1] : 0;
}

void ell_from_csr(ell_matrix *e, const csr_matrix *a)
{
    int32_t width = 0;
    for (int32_t i = 0; i < a->n_rows; ++i)
        if (row_len(a, i) > width)
            width = row_len(a, i);
    const size_t total = (size_t)width * (size_t)a->n_rows;
    e->n_rows = a->n_rows;
    e->n_cols = a->n_cols;
    e->width = width;
    e->col = xmalloc(sizeof *e->col * total);
    e->val = xmalloc(sizeof *e->val * total);
    for (int32_t i = 0; i < a->n_rows; ++i)
        for (int32_t k = 0; k < width; ++k) {
            const size_t at = (size_t)k * (size_t)a->n_rows + (size_t)i;
            const int real = k < row_len(a, i);
            e->col[at] = real ? a->col[a->rowptr[i] + k] : pad_col(a, i);
            e->val[at] = real ? a->val[a->rowptr[i] + k] : 0.0;
        }
}

void ell_free(ell_matrix *e)
{
    free(e->col);
    free(e->val);
    memset(e, 0, sizeof *e);
}

/* Sort key for the rows of one sigma-window: longer rows first, then row index
 * (so the permutation is deterministic). */
static const csr_matrix *sort_matrix;
static int by_length_desc(const void *pa, const void *pb)
{
    const int32_t a = *(const int32_t *)pa, b = *(const int32_t *)pb;
    const int32_t la = row_len(sort_matrix, a), lb = row_len(sort_matrix, b);
    if (la != lb)
        return la > lb ? -1 : 1;
    return (a > b) - (a < b);
}

void csr_length_order(const csr_matrix *a, int32_t window, int32_t *order)
{
    if (window < 1)
        die("row order by length: window %d must be positive", window);
    const int32_t n = a->n_rows;
    for (int32_t i = 0; i < n; ++i)
        order[i] = i;
    sort_matrix = a;
    for (int64_t w = 0; w < n; w += window) {
        const int64_t len = n - w < window ? n - w : window;
        qsort(order + w, (size_t)len, sizeof *order, by_length_desc);
    }
}

void csr_reorder_by_length(const csr_matrix *a, int32_t window, csr_matrix *b, int32_t *order)
{
    if (a->n_rows != a->n_cols)
        die("reordering by row length: the matrix is %d x %d; a symmetric renumbering needs a "
            "square one", a->n_rows, a->n_cols);
    const int32_t n = a->n_rows;
    csr_length_order(a, window, order);
    int32_t *inv = xmalloc(sizeof *inv * (size_t)(n > 0 ? n : 1));
    for (int32_t i = 0; i < n; ++i)
        inv[order[i]] = i;
    csr_alloc(b, n, n, a->nnz);
    b->rowptr[0] = 0;
    for (int32_t i = 0; i < n; ++i) {
        const int32_t from = a->rowptr[order[i]], len = row_len(a, order[i]);
        int32_t *col = b->col + b->rowptr[i];
        double *val = b->val + b->rowptr[i];
        for (int32_t k = 0; k < len; ++k)
            col[k] = inv[a->col[from + k]], val[k] = a->val[from + k];
        csr_sort_row(col, val, len);
        b->rowptr[i + 1] = b->rowptr[i] + len;
    }
    free(inv);
}

void sell_from_csr(sell_matrix *s, const csr_matrix *a, int32_t C, int32_t sigma,
                   sell_padding padding)
{
    if (C < 1 || sigma < 1 || sigma % C != 0)
        die("SELL-C-sigma needs C >= 1 and sigma a multiple of C (C = %d, sigma = %d)", C, sigma);
    const int32_t n = a->n_rows;
    s->n_rows = n;
    s->n_cols = a->n_cols;
    s->C = C;
    s->sigma = sigma;
    s->padding = padding;
    s->n_chunks = (int32_t)(((int64_t)n + C - 1) / C);
    const int64_t n_slots = (int64_t)s->n_chunks * C;
    s->perm = xmalloc(sizeof *s->perm * (size_t)n_slots);
    csr_length_order(a, sigma, s->perm);
    for (int64_t k = n; k < n_slots; ++k)
        s->perm[k] = -1;
    s->chunk_len = xmalloc(sizeof *s->chunk_len * (size_t)s->n_chunks);
    s->chunk_ptr = xmalloc(sizeof *s->chunk_ptr * ((size_t)s->n_chunks + 1));
    s->chunk_ptr[0] = 0;
    for (int32_t c = 0; c < s->n_chunks; ++c) {
        int32_t width = 0;
        for (int32_t lane = 0; lane < C; ++lane) {
            const int32_t row = s->perm[(int64_t)c * C + lane];
            if (row >= 0 && row_len(a, row) > width)
                width = row_len(a, row);
        }
        s->chunk_len[c] = width;
        s->chunk_ptr[c + 1] = s->chunk_ptr[c] + (int64_t)width * C;
    }
    const size_t total = (size_t)s->chunk_ptr[s->n_chunks];
    s->col = xmalloc(sizeof *s->col * total);
    s->val = xmalloc(sizeof *s->val * total);
    s->slot_len = padding == SELL_PAD_ROW_LENGTHS ? xmalloc(sizeof *s->slot_len * (size_t)n_slots)
                                                  : NULL;
    for (int32_t c = 0; c < s->n_chunks; ++c)
        for (int32_t lane = 0; lane < C; ++lane) {
            const int64_t slot = (int64_t)c * C + lane;
            const int32_t row = s->perm[slot];
            const int32_t len = row >= 0 ? row_len(a, row) : 0;
            const int32_t pad = row >= 0 && padding != SELL_PAD_COLUMN_ZERO ? pad_col(a, row) : 0;
            if (s->slot_len)
                s->slot_len[slot] = len;
            for (int32_t k = 0; k < s->chunk_len[c]; ++k) {
                const int64_t at = s->chunk_ptr[c] + (int64_t)k * C + lane;
                const int real = k < len;
                s->col[at] = real ? a->col[a->rowptr[row] + k] : pad;
                s->val[at] = real ? a->val[a->rowptr[row] + k] : 0.0;
            }
        }
}

void sell_free(sell_matrix *s)
{
    free(s->chunk_ptr);
    free(s->chunk_len);
    free(s->perm);
    free(s->slot_len);
    free(s->col);
    free(s->val);
    memset(s, 0, sizeof *s);
}
