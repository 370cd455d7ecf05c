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

/* Sort key for the rows of one window: longer rows first; then, for a matrix to be cut into
 * column segments, by the length in the first segment, then in the second, and so on; then
 * by row index (so the permutation is deterministic). The segment lengths go back and forth
 * (boustrophedon): down among rows of an even length, up among rows of an odd one, and so on
 * at each level. Where a run of rows of one length ends, the next run then starts from the
 * split it ended at (0 + 20 is followed by 0 + 19, not by 19 + 0), so that neighbouring rows,
 * which share SELL chunks, have similar lengths in every segment. */
static const int32_t *sort_lengths; /* row i's length in segment s at sort_lengths[i * S + s] */
static int sort_segments;
static int by_length_desc(const void *pa, const void *pb)
{
    const int32_t a = *(const int32_t *)pa, b = *(const int32_t *)pb;
    const int32_t *la = sort_lengths + (int64_t)a * sort_segments;
    const int32_t *lb = sort_lengths + (int64_t)b * sort_segments;
    int64_t ta = 0, tb = 0;
    for (int s = 0; s < sort_segments; ++s)
        ta += la[s], tb += lb[s];
    if (ta != tb)
        return ta > tb ? -1 : 1;
    int64_t before = ta; /* the key's components so far, the same for a and b */
    for (int s = 0; s + 1 < sort_segments; ++s) {
        if (la[s] != lb[s])
            return (la[s] > lb[s]) == (before % 2 == 0) ? -1 : 1;
        before += la[s];
    }
    return (a > b) - (a < b);
}

/* First index of column segment s of n (sparse_matrix_split_columns' boundaries). */
static int64_t segment_start(int64_t n, int s, int n_segments)
{
    return n * s / n_segments;
}

void csr_segment_length_order(const csr_matrix *a, int32_t window, int n_segments,
                              int32_t *order)
{
    if (window < 1)
        die("row order by length: window %d must be positive", window);
    const int32_t n = a->n_rows;
    if (n_segments < 1 || (n_segments > 1 && (a->n_rows != a->n_cols || n_segments > n)))
        die("row order by segment lengths: %d column segments of a %d x %d matrix (need a "
            "square one and 1 to %d segments)", n_segments, a->n_rows, a->n_cols, n);
    int32_t *lengths = xmalloc(sizeof *lengths * ((size_t)n * (size_t)n_segments + 1));
    for (int32_t i = 0; i < n; ++i) {
        int32_t *len = lengths + (int64_t)i * n_segments;
        for (int s = 0; s < n_segments; ++s)
            len[s] = 0;
        if (n_segments == 1) { /* SELL's own sort: no need to look at the columns */
            len[0] = row_len(a, i);
        } else {
            int s = 0;
            for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k) {
                while (s + 1 < n_segments &&
                       a->col[k] >= segment_start(a->n_cols, s + 1, n_segments))
                    ++s;
                ++len[s]; /* columns ascend within the row */
            }
        }
        order[i] = i;
    }
    sort_lengths = lengths, sort_segments = n_segments;
    /* the windows of `window` rows, each cut where a segment starts inside it */
    int next_segment = 1;
    for (int64_t w = 0; w < n;) {
        int64_t end = (w / window + 1) * window;
        if (end > n)
            end = n;
        while (next_segment < n_segments && segment_start(n, next_segment, n_segments) <= w)
            ++next_segment;
        if (next_segment < n_segments && segment_start(n, next_segment, n_segments) < end)
            end = segment_start(n, next_segment, n_segments);
        qsort(order + w, (size_t)(end - w), sizeof *order, by_length_desc);
        w = end;
    }
    free(lengths);
}

void csr_length_order(const csr_matrix *a, int32_t window, int32_t *order)
{
    csr_segment_length_order(a, window, 1, order);
}

void csr_reorder_by_length(const csr_matrix *a, int32_t window, int n_segments, csr_matrix *b,
                           int32_t *order)
{
    if (a->n_rows != a->n_cols)
        die("reordering by row length: the matrix is %d x %d; a symmetric renumbering needs a "
            "square one", a->n_rows, a->n_cols);
    const int32_t n = a->n_rows;
    csr_segment_length_order(a, window, n_segments, order);
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

void sell_order_long_chunks_first(sell_matrix *s, int32_t factor)
{
    const int32_t n_chunks = s->n_chunks, C = s->C;
    if (factor <= 0 || n_chunks == 0)
        return;
    int32_t longest = 0;
    for (int32_t c = 0; c < n_chunks; ++c)
        longest = s->chunk_len[c] > longest ? s->chunk_len[c] : longest;
    const double mean = (double)s->chunk_ptr[n_chunks] / ((double)n_chunks * C);
    /* a stable counting sort: bucket longest - len for a long chunk (longest first), one last
     * bucket, longest + 1, for every other chunk (row order) */
    int64_t *first = xcalloc((size_t)longest + 3, sizeof *first);
    int32_t *bucket = xmalloc(sizeof *bucket * (size_t)n_chunks);
    for (int32_t c = 0; c < n_chunks; ++c) {
        const int32_t len = s->chunk_len[c];
        bucket[c] = len > 0 && len >= factor * mean ? longest - len : longest + 1;
        ++first[bucket[c] + 1];
    }
    for (int32_t b = 1; b <= longest + 2; ++b)
        first[b] += first[b - 1];
    int32_t *order = xmalloc(sizeof *order * (size_t)n_chunks);
    for (int32_t c = 0; c < n_chunks; ++c)
        order[first[bucket[c]]++] = c;
    free(bucket);
    free(first);
    const size_t stored = (size_t)s->chunk_ptr[n_chunks], slots = (size_t)n_chunks * C;
    int64_t *chunk_ptr = xmalloc(sizeof *chunk_ptr * ((size_t)n_chunks + 1));
    int32_t *chunk_len = xmalloc(sizeof *chunk_len * (size_t)n_chunks);
    int32_t *perm = xmalloc(sizeof *perm * slots);
    int32_t *slot_len = s->slot_len ? xmalloc(sizeof *slot_len * slots) : NULL;
    int32_t *col = xmalloc(sizeof *col * (stored > 0 ? stored : 1));
    double *val = xmalloc(sizeof *val * (stored > 0 ? stored : 1));
    chunk_ptr[0] = 0;
    for (int32_t i = 0; i < n_chunks; ++i) {
        const int32_t c = order[i];
        const size_t from = (size_t)s->chunk_ptr[c], to = (size_t)chunk_ptr[i];
        const size_t entries = (size_t)s->chunk_len[c] * C;
        chunk_len[i] = s->chunk_len[c];
        chunk_ptr[i + 1] = chunk_ptr[i] + (int64_t)entries;
        memcpy(perm + (size_t)i * C, s->perm + (size_t)c * C, sizeof *perm * (size_t)C);
        if (slot_len)
            memcpy(slot_len + (size_t)i * C, s->slot_len + (size_t)c * C, sizeof *slot_len * (size_t)C);
        memcpy(col + to, s->col + from, sizeof *col * entries);
        memcpy(val + to, s->val + from, sizeof *val * entries);
    }
    free(order);
    free(s->chunk_ptr), free(s->chunk_len), free(s->perm), free(s->slot_len), free(s->col), free(s->val);
    s->chunk_ptr = chunk_ptr, s->chunk_len = chunk_len, s->perm = perm, s->slot_len = slot_len;
    s->col = col, s->val = val;
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
