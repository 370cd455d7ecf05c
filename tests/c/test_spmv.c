/* SpMV and residual of every format x precision of the linked flavour, and the
 * V-cycle's prolongation and smoother step (double), against a reference
 * computed straight from the triplets (not from CSR), on random matrices with
 * the awkward shapes: empty rows, one row, rows longer than C, n not a
 * multiple of C, one dense row, duplicates. The SELL layouts' padding is
 * checked too: column 0 (SELL), the row's last column (reduced SELL A and B),
 * and B's row length per slot. Then SpMV and prolongation on matrices cut into
 * column segments, and the rule that picks their number; the renumbering by row length
 * (csr_reorder_by_length), after which SELL needs no permutation; SELL's long chunks stored
 * first (sell_order_long_chunks_first), and the kernels on them. */
#include <math.h>
#include <string.h>

#include "check.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

typedef struct {
    int32_t n_rows, n_cols;
    int64_t n;
    int32_t *row, *col;
    double *val;
} triplets;

/* Row i gets a random length in [0, max_len]; a fraction of rows are empty;
 * `dense_row` >= 0 gets every column; some entries are repeated (duplicates). */
static triplets random_triplets(int32_t n_rows, int32_t n_cols, int32_t max_len, double empty_frac,
                                int32_t dense_row)
{
    triplets t = {n_rows, n_cols, 0, NULL, NULL, NULL};
    int64_t cap = (int64_t)n_rows * (max_len + 2) + n_cols + 1;
    t.row = xmalloc(sizeof(int32_t) * (size_t)cap);
    t.col = xmalloc(sizeof(int32_t) * (size_t)cap);
    t.val = xmalloc(sizeof(double) * (size_t)cap);
    for (int32_t i = 0; i < n_rows && n_cols > 0; ++i) {
        int32_t len = i == dense_row ? n_cols : (rng_uniform() < empty_frac ? 0 : rng_below(max_len + 1));
        for (int32_t k = 0; k < len; ++k) {
            t.row[t.n] = i;
            t.col[t.n] = i == dense_row ? k : rng_below(n_cols);
            t.val[t.n++] = 2 * rng_uniform() - 1;
        }
        if (len > 0 && rng_uniform() < 0.1) { /* a duplicate of the row's first entry */
            t.row[t.n] = i;
            t.col[t.n] = t.col[t.n - len];
            t.val[t.n++] = 2 * rng_uniform() - 1;
        }
    }
    return t;
}

/* y = A x straight from triplets, plus the row sums of |a x| for the error bound. */
static void triplet_spmv(const triplets *t, const double *x, double *y, double *abs_sum,
                         int32_t *len)
{
    memset(y, 0, sizeof(double) * (size_t)t->n_rows);
    memset(abs_sum, 0, sizeof(double) * (size_t)t->n_rows);
    memset(len, 0, sizeof(int32_t) * (size_t)t->n_rows);
    for (int64_t k = 0; k < t->n; ++k) {
        y[t->row[k]] += t->val[k] * x[t->col[k]];
        abs_sum[t->row[k]] += fabs(t->val[k] * x[t->col[k]]);
        len[t->row[k]]++;
    }
}

/* The padding of every SELL slot: value 0 and column 0 (SELL) or the row's last column
 * (reduced SELL); reduced SELL B also stores each slot's row length. */
static void check_sell_padding(const sparse_matrix *m, const char *what)
{
    const sell_matrix *s = &m->sell;
    const csr_matrix *a = &m->csr;
    int64_t bad_pad = 0, bad_len = 0;
    for (int32_t c = 0; c < s->n_chunks; ++c)
        for (int32_t lane = 0; lane < s->C; ++lane) {
            const int64_t slot = (int64_t)c * s->C + lane;
            const int32_t row = s->perm[slot];
            const int32_t len = row >= 0 ? a->rowptr[row + 1] - a->rowptr[row] : 0;
            const int32_t last = len > 0 ? a->col[a->rowptr[row + 1] - 1] : 0;
            const int32_t want = m->format == FORMAT_SELL ? 0 : last;
            for (int32_t k = len; k < s->chunk_len[c]; ++k) {
                const int64_t at = s->chunk_ptr[c] + (int64_t)k * s->C + lane;
                bad_pad += s->val[at] != 0 || s->col[at] != want;
            }
            if (m->format == FORMAT_RSELL_B)
                bad_len += s->slot_len[slot] != len;
        }
    CHECK(bad_pad == 0, "%s: %lld padding entries not (value 0, column %s)", what,
          (long long)bad_pad, m->format == FORMAT_SELL ? "0" : "of the row's last entry");
    CHECK((m->format == FORMAT_RSELL_B) == (s->slot_len != NULL) && bad_len == 0,
          "%s: %lld slot lengths differ from the row lengths", what, (long long)bad_len);
}

/* Checks that every stored column index is in range and that SELL's
 * permutation covers each row exactly once. */
static void check_layout(const sparse_matrix *m, const char *what)
{
    const int64_t stored = sparse_matrix_stored_entries(m);
    const int sell = m->format == FORMAT_SELL || m->format == FORMAT_RSELL_A ||
                     m->format == FORMAT_RSELL_B;
    const int32_t *col = m->format == FORMAT_ELLPACK ? m->ell.col : sell ? m->sell.col : m->csr.col;
    int64_t bad = 0;
    for (int64_t k = 0; k < stored; ++k)
        bad += col[k] < 0 || (col[k] >= m->csr.n_cols && m->csr.n_cols > 0);
    CHECK(bad == 0, "%s: %lld stored column indices out of range", what, (long long)bad);
    if (sell) {
        int32_t *seen = xcalloc((size_t)m->csr.n_rows + 1, sizeof *seen);
        int64_t padding = 0;
        for (int64_t s = 0; s < (int64_t)m->sell.n_chunks * m->sell.C; ++s)
            if (m->sell.perm[s] < 0)
                padding++;
            else
                seen[m->sell.perm[s]]++;
        int ok = padding == (int64_t)m->sell.n_chunks * m->sell.C - m->csr.n_rows;
        for (int32_t i = 0; i < m->csr.n_rows; ++i)
            ok &= seen[i] == 1;
        CHECK(ok, "%s: SELL permutation is not a permutation of the rows", what);
        free(seen);
        check_sell_padding(m, what);
    }
}

/* prolong (y = y0 + A x) and smooth (d = a d0 + c dinv (b - A x), x_out = x + d, when x
 * covers the rows) in double against the triplet reference yref = A x. */
static void check_vcycle_kernels(const sparse_matrix *m, const char *what, const double *x,
                                 const double *b, const double *yref, const double *bound,
                                 const int32_t *len)
{
    const size_t nr = (size_t)m->csr.n_rows, nc = (size_t)m->csr.n_cols, one = 1;
    const int square = nc >= nr;
    double *y = xmalloc(sizeof(double) * (nr ? nr : one)), *y0 = xmalloc(sizeof(double) * (nr ? nr : one));
    double *d = xmalloc(sizeof(double) * (nr ? nr : one)), *d0 = xmalloc(sizeof(double) * (nr ? nr : one));
    double *dinv = xmalloc(sizeof(double) * (nr ? nr : one)), *xo = xmalloc(sizeof(double) * (nr ? nr : one));
    const double a = 2 * rng_uniform() - 1, c = 2 * rng_uniform() - 1;
    for (size_t i = 0; i < nr; ++i)
        y[i] = y0[i] = 2 * rng_uniform() - 1, d[i] = d0[i] = 2 * rng_uniform() - 1,
        dinv[i] = 0.5 + rng_uniform(), xo[i] = NAN;
    dev_copyin(x, sizeof(double) * nc), dev_copyin(b, sizeof(double) * nr);
    dev_copyin(y, sizeof(double) * nr), dev_copyin(d, sizeof(double) * nr);
    dev_copyin(dinv, sizeof(double) * nr), dev_copyin(xo, sizeof(double) * nr);
    sparse_matrix_prolong(m, x, y);
    if (square)
        sparse_matrix_smooth(m, x, b, dinv, a, c, d, xo);
    dev_update_host(y, sizeof(double) * nr), dev_update_host(d, sizeof(double) * nr);
    dev_update_host(xo, sizeof(double) * nr);
    dev_delete(x, sizeof(double) * nc), dev_delete(b, sizeof(double) * nr);
    dev_delete(y, sizeof(double) * nr), dev_delete(d, sizeof(double) * nr);
    dev_delete(dinv, sizeof(double) * nr), dev_delete(xo, sizeof(double) * nr);
    int32_t worst = -1;
    double worst_err = 0;
    for (size_t i = 0; i < nr; ++i) {
        const double tol = 2.0 * (len[i] + 6) * 0x1p-53 * (bound[i] + fabs(b[i]) + fabs(y0[i])) + 1e-300;
        double e = fabs(y[i] - (y0[i] + yref[i])) / tol;
        if (square) {
            const double step = a * d0[i] + c * dinv[i] * (b[i] - yref[i]);
            const double scale = fabs(a * d0[i]) + fabs(c * dinv[i]) * tol + 1e-300;
            e = fmax(e, fabs(d[i] - step) / scale);
            e = fmax(e, fabs(xo[i] - (x[i] + step)) / (scale + 2 * 0x1p-53 * fabs(x[i])));
        }
        if (!(e <= 1.0) && (worst < 0 || !(e <= worst_err)))
            worst = (int32_t)i, worst_err = e;
    }
    CHECK(worst < 0, "%s: prolong/smooth row %d differs from the reference (error %.2g x bound)",
          what, worst, worst_err);
    free(y), free(y0), free(d), free(d0), free(dinv), free(xo);
}

/* long_first > 0: the SELL formats' chunks of at least long_first times the mean row length
 * moved to the front (sell_order_long_chunks_first) after the flavour's own order */
static void run_case_ordered(const char *name, const triplets *t, int32_t long_first)
{
    csr_matrix a;
    csr_from_triplets(&a, t->n_rows, t->n_cols, t->n, t->row, t->col, t->val);
    const size_t nr = (size_t)t->n_rows, nc = (size_t)t->n_cols;
    double *x = xmalloc(sizeof(double) * (nc ? nc : 1)), *b = xmalloc(sizeof(double) * (nr ? nr : 1));
    double *yref = xmalloc(sizeof(double) * (nr ? nr : 1)), *bound = xmalloc(sizeof(double) * (nr ? nr : 1));
    int32_t *len = xmalloc(sizeof(int32_t) * (nr ? nr : 1));
    for (size_t j = 0; j < nc; ++j)
        x[j] = 2 * rng_uniform() - 1;
    for (size_t i = 0; i < nr; ++i)
        b[i] = 2 * rng_uniform() - 1;
    triplet_spmv(t, x, yref, bound, len);
    for (int f = 0; f < FORMAT_COUNT; ++f) {
        if (!format_generated((sparse_format)f))
            continue;
        for (int single = 0; single <= 1; ++single) {
            char what[128];
            snprintf(what, sizeof what, "%s [%d x %d, %lld entries] %s %s %s", name, t->n_rows,
                     t->n_cols, (long long)t->n, dev_flavour(), format_name((sparse_format)f),
                     single ? "float" : "double");
            sparse_matrix m;
            sparse_matrix_build(&m, &a, (sparse_format)f);
            if (f == FORMAT_SELL || f == FORMAT_RSELL_A || f == FORMAT_RSELL_B)
                sell_order_long_chunks_first(&m.sell, long_first);
            if (single)
                sparse_matrix_make_float(&m);
            check_layout(&m, what);
            sparse_matrix_to_device(&m);
            /* Each output starts as NaN so that a row the kernel skips is caught. */
            double *y = xmalloc(sizeof(double) * (nr ? nr : 1)), *r = xmalloc(sizeof(double) * (nr ? nr : 1));
            float *xf = xmalloc(sizeof(float) * (nc ? nc : 1)), *bf = xmalloc(sizeof(float) * (nr ? nr : 1));
            float *yf = xmalloc(sizeof(float) * (nr ? nr : 1)), *rf = xmalloc(sizeof(float) * (nr ? nr : 1));
            for (size_t i = 0; i < nr; ++i)
                y[i] = r[i] = yf[i] = rf[i] = NAN, bf[i] = (float)b[i];
            for (size_t j = 0; j < nc; ++j)
                xf[j] = (float)x[j];
            if (single) {
                dev_copyin(xf, sizeof(float) * nc), dev_copyin(bf, sizeof(float) * nr);
                dev_copyin(yf, sizeof(float) * nr), dev_copyin(rf, sizeof(float) * nr);
                sparse_matrix_spmv_float(&m, xf, yf);
                sparse_matrix_residual_float(&m, xf, bf, rf);
                dev_update_host(yf, sizeof(float) * nr), dev_update_host(rf, sizeof(float) * nr);
                dev_delete(xf, sizeof(float) * nc), dev_delete(bf, sizeof(float) * nr);
                dev_delete(yf, sizeof(float) * nr), dev_delete(rf, sizeof(float) * nr);
                for (size_t i = 0; i < nr; ++i)
                    y[i] = yf[i], r[i] = rf[i];
            } else {
                dev_copyin(x, sizeof(double) * nc), dev_copyin(b, sizeof(double) * nr);
                dev_copyin(y, sizeof(double) * nr), dev_copyin(r, sizeof(double) * nr);
                sparse_matrix_spmv(&m, x, y);
                sparse_matrix_residual(&m, x, b, r);
                dev_update_host(y, sizeof(double) * nr), dev_update_host(r, sizeof(double) * nr);
                dev_delete(x, sizeof(double) * nc), dev_delete(b, sizeof(double) * nr);
                dev_delete(y, sizeof(double) * nr), dev_delete(r, sizeof(double) * nr);
            }
            /* Forward-error bound of b - sum_k a_k x_k over len terms (with
             * slack for the rounding of the inputs to float in single precision). */
            const double eps = single ? 0x1p-24 : 0x1p-53;
            int32_t worst = -1;
            double worst_err = 0;
            for (size_t i = 0; i < nr; ++i) {
                const double tol = 2.0 * (len[i] + 3) * eps * (bound[i] + fabs(b[i])) + 1e-300;
                const double ey = fabs(y[i] - yref[i]), er = fabs(r[i] - (b[i] - yref[i]));
                const double e = (ey > er ? ey : er) / tol;
                if (!(e <= 1.0) && (worst < 0 || !(e <= worst_err)))
                    worst = (int32_t)i, worst_err = e;
            }
            CHECK(worst < 0, "%s: row %d: y = %.17g, r = %.17g, reference y = %.17g (error %.2g x bound)",
                  what, worst, worst >= 0 ? y[worst] : 0, worst >= 0 ? r[worst] : 0,
                  worst >= 0 ? yref[worst] : 0, worst_err);
            if (!single)
                check_vcycle_kernels(&m, what, x, b, yref, bound, len);
            free(y), free(r), free(xf), free(bf), free(yf), free(rf);
            sparse_matrix_free(&m);
        }
    }
    free(x), free(b), free(yref), free(bound), free(len);
    csr_free(&a);
}

static void run_case(const char *name, const triplets *t) { run_case_ordered(name, t, 0); }

/* sell_order_long_chunks_first on SELL-C-sigma (and reduced SELL B, with its lengths per
 * slot) of a matrix with heavy-tailed row lengths over several windows, for factors 1 and 3:
 * the long chunks first, their lengths never growing, then every other chunk in row order;
 * chunks of one length in their old order; every chunk with its slots, rows, lengths and
 * entries. Then every format's kernels on chunks in that order (run_case). */
static void check_chunk_order(void)
{
    const int32_t n = 5 * SPARSE_SELL_SIGMA + 13, C = SPARSE_SELL_C;
    triplets t = {n, n, 0, xmalloc(sizeof(int32_t) * 64 * (size_t)n),
                  xmalloc(sizeof(int32_t) * 64 * (size_t)n), xmalloc(sizeof(double) * 64 * (size_t)n)};
    for (int32_t i = 0; i < n; ++i) {
        const double u = rng_uniform() + 1e-3; /* lengths about 2 / sqrt(u): many short, a few long */
        const int32_t len = (int32_t)(2.0 / sqrt(u)) < 60 ? (int32_t)(2.0 / sqrt(u)) : 60;
        for (int32_t k = 0; k < len; ++k, ++t.n)
            t.row[t.n] = i, t.col[t.n] = rng_below(n), t.val[t.n] = 2 * rng_uniform() - 1;
    }
    csr_matrix a;
    csr_from_triplets(&a, n, n, t.n, t.row, t.col, t.val);
    const sell_padding paddings[] = {SELL_PAD_COLUMN_ZERO, SELL_PAD_ROW_LENGTHS};
    for (int p = 0; p < 2; ++p)
        for (int32_t factor = 1; factor <= 3; factor += 2) {
            sell_matrix s0, s;
            sell_from_csr(&s0, &a, C, SPARSE_SELL_SIGMA, paddings[p]);
            sell_from_csr(&s, &a, C, SPARSE_SELL_SIGMA, paddings[p]);
            sell_order_long_chunks_first(&s, factor);
            const double threshold = factor * (double)s0.chunk_ptr[s0.n_chunks] / ((double)s0.n_chunks * C);
            int32_t *chunk_of_row = xmalloc(sizeof(int32_t) * (size_t)n);
            int32_t *seen = xcalloc((size_t)s0.n_chunks, sizeof(int32_t));
            for (int64_t slot = 0; slot < (int64_t)s0.n_chunks * C; ++slot)
                if (s0.perm[slot] >= 0)
                    chunk_of_row[s0.perm[slot]] = (int32_t)(slot / C);
            int bad_order = 0, bad_chunk = 0, n_long = 0;
            for (int32_t i = 0, last = -1; i < s.n_chunks; ++i) {
                const int32_t c = chunk_of_row[s.perm[(int64_t)i * C]];
                const int is_long = s.chunk_len[i] >= threshold, was_long = i > 0 && s.chunk_len[i - 1] >= threshold;
                ++seen[c];
                n_long += is_long;
                if (i > 0 && is_long && (!was_long || s.chunk_len[i] > s.chunk_len[i - 1]))
                    ++bad_order; /* a long chunk after a short one, or longer than the one before */
                if (i > 0 && is_long == was_long && (!is_long || s.chunk_len[i] == s.chunk_len[i - 1]) &&
                    c < last)
                    ++bad_order; /* not stable */
                last = c;
                const size_t entries = (size_t)s0.chunk_len[c] * C;
                bad_chunk += s.chunk_len[i] != s0.chunk_len[c] ||
                             s.chunk_ptr[i + 1] - s.chunk_ptr[i] != (int64_t)entries ||
                             memcmp(s.perm + (size_t)i * C, s0.perm + (size_t)c * C, sizeof(int32_t) * C) ||
                             (s.slot_len && memcmp(s.slot_len + (size_t)i * C, s0.slot_len + (size_t)c * C,
                                                   sizeof(int32_t) * C)) ||
                             memcmp(s.col + s.chunk_ptr[i], s0.col + s0.chunk_ptr[c], sizeof(int32_t) * entries) ||
                             memcmp(s.val + s.chunk_ptr[i], s0.val + s0.chunk_ptr[c], sizeof(double) * entries);
            }
            for (int32_t c = 0; c < s0.n_chunks; ++c)
                bad_chunk += seen[c] != 1;
            CHECK(s.n_chunks == s0.n_chunks && bad_order == 0 && bad_chunk == 0 && n_long > 1 &&
                      n_long < s.n_chunks && (p == 0) == (s.slot_len == NULL),
                  "long chunks first (%s, factor %d, %d chunks): %d out of order, %d not the chunk "
                  "they were, %d long", p ? "lengths per slot" : "padded", factor, s.n_chunks,
                  bad_order, bad_chunk, n_long);
            free(chunk_of_row), free(seen);
            sell_free(&s0), sell_free(&s);
        }
    csr_free(&a);
    run_case_ordered("heavy-tailed rows, long chunks first", &t, 1);
    free(t.row), free(t.col), free(t.val);
}

/* y = A x and yp += A x on the device, values of type T, in
 * run_segments_case (SUFFIX: the functions' ending). */
#define SPMV_AND_PROLONG(T, SUFFIX, xv, yv, ypv)                                                   \
    do {                                                                                           \
        dev_copyin(xv, sizeof(T) * nc), dev_copyin(yv, sizeof(T) * nr);                            \
        dev_copyin(ypv, sizeof(T) * nr);                                                           \
        sparse_matrix_spmv##SUFFIX(&m, xv, yv);                                                    \
        sparse_matrix_prolong##SUFFIX(&m, xv, ypv);                                                \
        dev_update_host(yv, sizeof(T) * nr), dev_update_host(ypv, sizeof(T) * nr);                 \
        dev_delete(xv, sizeof(T) * nc), dev_delete(yv, sizeof(T) * nr);                            \
        dev_delete(ypv, sizeof(T) * nr);                                                           \
    } while (0)

/* The SpMV and the prolongation (y = b + A x) of the matrix cut into `segments` ranges of
 * columns (sparse_matrix_split_columns), every format and precision, against the triplets. */
static void run_segments_case(const char *name, const triplets *t, int segments)
{
    csr_matrix a;
    csr_from_triplets(&a, t->n_rows, t->n_cols, t->n, t->row, t->col, t->val);
    const size_t nr = (size_t)t->n_rows, nc = (size_t)t->n_cols;
    double *x = xmalloc(sizeof(double) * nc), *b = xmalloc(sizeof(double) * nr);
    double *yref = xmalloc(sizeof(double) * nr), *bound = xmalloc(sizeof(double) * nr);
    double *y = xmalloc(sizeof(double) * nr), *yp = xmalloc(sizeof(double) * nr);
    float *xf = xmalloc(sizeof(float) * nc), *yf = xmalloc(sizeof(float) * nr);
    float *ypf = xmalloc(sizeof(float) * nr);
    int32_t *len = xmalloc(sizeof(int32_t) * nr);
    for (size_t j = 0; j < nc; ++j)
        x[j] = 2 * rng_uniform() - 1, xf[j] = (float)x[j];
    for (size_t i = 0; i < nr; ++i)
        b[i] = (float)(2 * rng_uniform() - 1); /* exact in float */
    triplet_spmv(t, x, yref, bound, len);
    for (int f = 0; f < FORMAT_COUNT; ++f) {
        if (!format_generated((sparse_format)f))
            continue;
        for (int single = 0; single <= 1; ++single) {
            char what[160];
            snprintf(what, sizeof what, "%s [%d x %d] in %d column segments, %s %s %s", name,
                     t->n_rows, t->n_cols, segments, dev_flavour(), format_name((sparse_format)f),
                     single ? "float" : "double");
            sparse_matrix m;
            sparse_matrix_build(&m, &a, (sparse_format)f);
            sparse_matrix_split_columns(&m, segments);
            CHECK(m.n_segments == (segments > 1 ? segments : 0), "%s: %d segments made", what,
                  m.n_segments);
            if (single)
                sparse_matrix_make_float(&m);
            sparse_matrix_to_device(&m);
            for (size_t i = 0; i < nr; ++i) /* NaN: a row a pass skips is caught */
                y[i] = NAN, yf[i] = NAN, yp[i] = b[i], ypf[i] = (float)b[i];
            if (single) {
                SPMV_AND_PROLONG(float, _float, xf, yf, ypf);
                for (size_t i = 0; i < nr; ++i)
                    y[i] = yf[i], yp[i] = ypf[i];
            } else {
                SPMV_AND_PROLONG(double, , x, y, yp);
            }
            const double eps = single ? 0x1p-24 : 0x1p-53;
            int32_t worst = -1;
            for (size_t i = 0; i < nr && worst < 0; ++i) {
                const double tol = 2.0 * (len[i] + 3) * eps * (bound[i] + fabs(b[i])) + 1e-300;
                if (!(fabs(y[i] - yref[i]) <= tol && fabs(yp[i] - (b[i] + yref[i])) <= tol))
                    worst = (int32_t)i;
            }
            CHECK(worst < 0, "%s: row %d: y = %.17g, b + y = %.17g, reference y = %.17g", what,
                  worst, worst >= 0 ? y[worst] : 0, worst >= 0 ? yp[worst] : 0,
                  worst >= 0 ? yref[worst] : 0);
            sparse_matrix_free(&m);
        }
    }
    free(x), free(b), free(yref), free(bound), free(y), free(yp), free(xf), free(yf), free(ypf);
    free(len);
    csr_free(&a);
}

/* sparse_column_segments_for: scattered columns are cut to fit the limit, a stencil is not. */
static void check_segment_rule(void)
{
    csr_matrix irregular, stencil;
    random_irregular(&irregular, 20000, 8, 7);
    poisson3d(&stencil, 20); /* 400 rows touch 1,200 columns: 9,600 bytes of x in double */
    const struct {
        const csr_matrix *a;
        size_t vb;
        int64_t limit;
        int32_t window;
        int want;
    } cases[] = {
        {&irregular, 8, 40000, 400, 4},  {&irregular, 4, 40000, 400, 2},
        {&irregular, 8, 0, 400, 1},      {&irregular, 8, 160000, 400, 1},
        {&irregular, 8, 30000, 400, 6},  {&irregular, 8, 40000, 4, 1}, /* 4 rows: 32 entries */
        {&stencil, 8, 40000, 400, 1},    {&stencil, 8, 4000, 400, 16},
        {&stencil, 8, 40000, 8000, 2}, /* one window of every row: all of x */
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        const int got =
            sparse_column_segments_for(cases[c].a, cases[c].vb, cases[c].limit, cases[c].window);
        CHECK(got == cases[c].want, "column segments of a %d-column %s matrix, %zu-byte values, "
              "limit %lld bytes, windows of %d rows: %d, expected %d", cases[c].a->n_cols,
              cases[c].a == &stencil ? "stencil" : "irregular", cases[c].vb,
              (long long)cases[c].limit, cases[c].window, got, cases[c].want);
    }
    csr_free(&irregular), csr_free(&stencil);
}

/* csr_reorder_by_length: a permutation sorting each window's rows longest first (ties by
 * index); b = P a P^T entry for entry, columns sorted; SELL-C-sigma of b, sigma dividing the
 * window, keeps every row in its own slot (y stored in order). */
static void check_reorder_by_length(void)
{
    const int32_t C = SPARSE_SELL_C, n = 3001;
    csr_matrix a;
    random_irregular(&a, n, 6, 5);
    const int32_t windows[] = {C, 4 * C, 8 * SPARSE_SELL_SIGMA, 4 * n};
    for (size_t w = 0; w < sizeof windows / sizeof windows[0]; ++w) {
        const int32_t W = windows[w];
        csr_matrix b;
        int32_t *order = xmalloc(sizeof *order * (size_t)n), *inv = xmalloc(sizeof *inv * (size_t)n);
        csr_reorder_by_length(&a, W, 1, &b, order);
        int bad_perm = 0, bad_order = 0, bad_entry = 0;
        for (int32_t i = 0; i < n; ++i)
            inv[i] = -1;
        for (int32_t i = 0; i < n; ++i) {
            if (order[i] < 0 || order[i] >= n || inv[order[i]] >= 0)
                ++bad_perm;
            else
                inv[order[i]] = i;
        }
        CHECK(bad_perm == 0 && b.n_rows == n && b.n_cols == n && b.nnz == a.nnz,
              "reorder, window %d: %d rows not placed once; %lld of %lld entries", W, bad_perm,
              (long long)b.nnz, (long long)a.nnz);
        if (bad_perm)
            continue;
        for (int32_t i = 1; i < n; ++i) {
            const int32_t la = a.rowptr[order[i - 1] + 1] - a.rowptr[order[i - 1]];
            const int32_t lb = a.rowptr[order[i] + 1] - a.rowptr[order[i]];
            if (i % W && (la < lb || (la == lb && order[i - 1] > order[i])))
                ++bad_order;
        }
        for (int32_t i = 0; i < n; ++i) {
            const int32_t r = order[i], len = b.rowptr[i + 1] - b.rowptr[i];
            if (len != a.rowptr[r + 1] - a.rowptr[r]) {
                ++bad_entry;
                continue;
            }
            for (int32_t k = b.rowptr[i] + 1; k < b.rowptr[i + 1]; ++k)
                bad_entry += b.col[k - 1] >= b.col[k];
            for (int32_t k = a.rowptr[r]; k < a.rowptr[r + 1]; ++k) { /* (inv[col], val) in row i */
                int32_t q = b.rowptr[i];
                while (q < b.rowptr[i + 1] && b.col[q] != inv[a.col[k]])
                    ++q;
                bad_entry += q == b.rowptr[i + 1] || b.val[q] != a.val[k];
            }
        }
        CHECK(bad_order == 0 && bad_entry == 0, "reorder, window %d: %d rows out of length order, "
              "%d entries not those of P A P^T", W, bad_order, bad_entry);
        const int32_t sigma = W % SPARSE_SELL_SIGMA == 0 ? SPARSE_SELL_SIGMA : C;
        sell_matrix s;
        sell_from_csr(&s, &b, C, sigma, SELL_PAD_COLUMN_ZERO);
        int moved = 0;
        for (int32_t i = 0; i < n; ++i)
            moved += s.perm[i] != i;
        CHECK(moved == 0, "reorder, window %d: SELL-%d-%d of the renumbered matrix moves %d rows",
              W, C, sigma, moved);
        sell_free(&s);
        csr_free(&b);
        free(order), free(inv);
    }
    csr_free(&a);
}

/* Row i's entries in column segment s of S (sparse_matrix_split_columns' boundaries). */
static int32_t segment_length(const csr_matrix *a, int32_t i, int s, int S)
{
    const int64_t lo = (int64_t)a->n_cols * s / S, hi = (int64_t)a->n_cols * (s + 1) / S;
    int32_t len = 0;
    for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
        len += a->col[k] >= lo && a->col[k] < hi;
    return len;
}

static int segment_of(int64_t j, int64_t n, int S)
{
    int s = 0;
    while (s + 1 < S && j >= n * (s + 1) / S)
        ++s;
    return s;
}

/* Whether row q may follow row p in csr_segment_length_order: longer first; among equal
 * lengths, the segment lengths down where the key so far (length, then the segment lengths
 * compared) sums to an even number and up where odd; then by index. */
static int segment_order_ok(const csr_matrix *a, int32_t p, int32_t q, int S)
{
    const int32_t lp = a->rowptr[p + 1] - a->rowptr[p], lq = a->rowptr[q + 1] - a->rowptr[q];
    if (lp != lq)
        return lp > lq;
    int64_t before = lp;
    for (int s = 0; s + 1 < S; ++s) {
        const int32_t sp = segment_length(a, p, s, S), sq = segment_length(a, q, s, S);
        if (sp != sq)
            return before % 2 == 0 ? sp > sq : sp < sq;
        before += sp;
    }
    return p < q;
}

/* csr_segment_length_order / csr_reorder_by_length with column segments: a permutation that
 * keeps every row in its window and column segment (so no column of P A P^T leaves its
 * segment), rows in the key's order, S = 1 the plain length order; on this heavy-tailed
 * matrix, SELL-C-C of each segment of the renumbered matrix stores fewer entries than after
 * the plain length order (windows smaller than a segment), and keeps its rows inside their
 * chunks. */
static void check_segment_length_order(void)
{
    const int32_t C = SPARSE_SELL_C, n = 4099;
    csr_matrix a;
    random_irregular(&a, n, 9, 7);
    int32_t *order = xmalloc(sizeof *order * (size_t)n), *plain = xmalloc(sizeof *plain * (size_t)n);
    int32_t *seen = xmalloc(sizeof *seen * (size_t)n);
    const int32_t windows[] = {4 * C, 1024, 4 * n};
    for (size_t w = 0; w < sizeof windows / sizeof windows[0]; ++w) {
        const int32_t W = windows[w];
        csr_length_order(&a, W, plain);
        csr_segment_length_order(&a, W, 1, order);
        int differ = 0;
        for (int32_t i = 0; i < n; ++i)
            differ += order[i] != plain[i];
        CHECK(differ == 0, "segment order, window %d, 1 segment: %d rows differ from the length "
              "order", W, differ);
        for (int S = 2; S <= 3; ++S) {
            csr_segment_length_order(&a, W, S, order);
            int bad_perm = 0, moved_out = 0, bad_order = 0;
            for (int32_t i = 0; i < n; ++i)
                seen[i] = 0;
            for (int32_t i = 0; i < n; ++i) {
                if (order[i] < 0 || order[i] >= n || seen[order[i]]++) {
                    ++bad_perm;
                    continue;
                }
                moved_out += order[i] / W != i / W || segment_of(order[i], n, S) != segment_of(i, n, S);
                /* neighbours in one window and segment follow the key */
                if (i > 0 && i / W == (i - 1) / W && segment_of(i, n, S) == segment_of(i - 1, n, S))
                    bad_order += !segment_order_ok(&a, order[i - 1], order[i], S);
            }
            CHECK(bad_perm == 0 && moved_out == 0 && bad_order == 0, "segment order, window %d, "
                  "%d segments: %d rows not placed once, %d out of their window or segment, %d "
                  "out of order", W, S, bad_perm, moved_out, bad_order);
            if (bad_perm)
                continue;
            int64_t stored[2] = {0, 0}; /* SELL-C-C of the segments: plain order, segment order */
            int chunk_moves = 0;
            for (int by_segments = 0; by_segments <= 1; ++by_segments) {
                csr_matrix b;
                csr_reorder_by_length(&a, W, by_segments ? S : 1, &b, order);
                for (int s = 0; s < S; ++s) {
                    csr_matrix part; /* segment s of b: its rows' entries in the segment's columns */
                    csr_alloc(&part, n, n, b.nnz);
                    int64_t k = 0;
                    for (int32_t i = 0; i < n; ++i) {
                        for (int32_t q = b.rowptr[i]; q < b.rowptr[i + 1]; ++q)
                            if (segment_of(b.col[q], n, S) == s)
                                part.col[k] = b.col[q], part.val[k++] = b.val[q];
                        part.rowptr[i + 1] = (int32_t)k;
                    }
                    part.nnz = k;
                    sell_matrix m;
                    sell_from_csr(&m, &part, C, C, SELL_PAD_COLUMN_ZERO);
                    stored[by_segments] += m.chunk_ptr[m.n_chunks];
                    for (int32_t i = 0; i < n && by_segments; ++i)
                        chunk_moves += m.perm[i] / C != i / C;
                    sell_free(&m);
                    csr_free(&part);
                }
                csr_free(&b);
            }
            /* fewer entries where the windows are mostly whole (a window cut at a segment's
             * start sorts fewer rows than the plain order's whole window) */
            CHECK((W >= n / S || stored[1] < stored[0]) && chunk_moves == 0, "segment order, window %d, %d "
                  "segments: SELL-%d-%d of the segments stores %lld entries (%lld after the plain "
                  "length order); %d rows leave their chunk", W, S, C, C, (long long)stored[1],
                  (long long)stored[0], chunk_moves);
        }
    }
    free(order), free(plain), free(seen);
    csr_free(&a);
}

static void run_random_case(const char *name, int32_t n_rows, int32_t n_cols, int32_t max_len,
                            double empty_frac, int32_t dense_row)
{
    triplets t = random_triplets(n_rows, n_cols, max_len, empty_frac, dense_row);
    run_case(name, &t);
    free(t.row), free(t.col), free(t.val);
}

int main(void)
{
    test_seed();
    const int32_t C = SPARSE_SELL_C;
    run_random_case("general", 500, 400, 12, 0.05, -1);
    run_random_case("empty rows", 300, 300, 6, 0.5, -1);
    run_random_case("all rows empty", 50, 50, 0, 1.0, -1);
    run_random_case("one row", 1, 77, 20, 0.0, -1);
    run_random_case("one row, one column", 1, 1, 1, 0.0, -1);
    run_random_case("rows longer than C", 3 * C + 5, 4 * C, 3 * C, 0.0, -1);
    run_random_case("n not a multiple of C", C + 1, C + 3, 5, 0.1, -1);
    run_random_case("n smaller than C", C - 1 > 0 ? C - 1 : 1, 9, 4, 0.1, -1);
    run_random_case("one dense row", 2 * SPARSE_SELL_SIGMA + 7, 300, 4, 0.1, 11);
    run_random_case("wide", 40, 5000, 50, 0.0, -1);
    run_random_case("tall", 5000, 40, 3, 0.2, -1);
    run_random_case("zero rows", 0, 10, 3, 0.0, -1);

    /* Poisson: structured, long enough to span several sigma windows. */
    csr_matrix p;
    poisson3d(&p, 9);
    triplets t = {p.n_rows, p.n_cols, p.nnz, xmalloc(sizeof(int32_t) * (size_t)p.nnz), p.col, p.val};
    for (int32_t i = 0; i < p.n_rows; ++i)
        for (int32_t k = p.rowptr[i]; k < p.rowptr[i + 1]; ++k)
            t.row[k] = i;
    run_case("poisson 9^3", &t);
    free(t.row);

    check_segment_rule();
    check_reorder_by_length();
    check_segment_length_order();
    check_chunk_order();
    triplets g = random_triplets(700, 500, 16, 0.05, 3);
    const int segment_counts[] = {1, 2, 3, 7, 500};
    for (size_t s = 0; s < sizeof segment_counts / sizeof segment_counts[0]; ++s)
        run_segments_case("general", &g, segment_counts[s]);
    free(g.row), free(g.col), free(g.val);
    csr_free(&p);
    return test_summary("test_spmv");
}
