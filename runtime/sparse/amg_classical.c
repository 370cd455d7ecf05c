/* The CPU half of classical AMG (see amg.h, `amg_options.coarsening`): one coarsening step
 * of a matrix by Ruge-Stueben C/F splitting and extended+i interpolation, the choices of
 * hypre BoomerAMG's defaults on one process (HMIS's first pass, interpolation type 6, at
 * most 4 weights a row).
 *
 * Why it is here beside smoothed aggregation: on a coefficient that jumps by 10^4 between
 * cubes, SA-CG took 16 iterations at 10^6 rows against BoomerAMG's 8, and no knob of the
 * aggregation closed that (BENCHMARKS.md, sparse, "CPU, 2026-11-28/29"): the aggregates'
 * piecewise-constant start cannot follow the coefficient, while classical interpolation
 * weighs each coarse neighbour by its coupling. Its price is a denser hierarchy (operator
 * complexity about 3 on 3D 7-point stencils, as BoomerAMG's, against SA's 1.6-1.7) and a
 * setup 2-3x as long.
 *
 * The step, on a with a positive diagonal (the sign rules below follow the diagonal's sign,
 * as hypre's do):
 *   1. strength: i depends strongly on j (j != i) when -a_ij >= theta max_k (-a_ik); no
 *      dependence at all when the row is dominated by its diagonal, |sum_j a_ij| >
 *      MAX_ROW_SUM |a_ii| (hypre's max_row_sum);
 *   2. C/F splitting, Ruge-Stueben's first pass: the undecided point that most others depend
 *      on becomes C, the undecided points that depend on it F; each new F point raises the
 *      measure of the points it depends on. Points that neither depend nor are depended on
 *      become F with an empty row of P (the smoother alone handles them: Dirichlet rows);
 *   3. extended+i interpolation (De Sterck, Falgout, Nolting, Yang 2008): F point i
 *      interpolates from C_i, its strong C neighbours and theirs of its strong F neighbours;
 *      a strong F neighbour j's coupling a_ij is spread over C_i and i itself in proportion
 *      to j's couplings of the opposite sign to a_jj, weak couplings outside C_i are added
 *      to the diagonal, and the weights are truncated to the INTERP_MAX largest, rescaled to
 *      keep the row's sums of positive and of negative weights;
 *   4. R = P^T (stored), A_c = R (A P).
 * The interpolation's rows and the products run over the host's OpenMP threads where the
 * build has OpenMP (omp-host, omp-target; the others set up on one thread); the splitting
 * is sequential by nature. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amg_internal.h"
#include "util.h"
#ifdef _OPENMP
#include <omp.h>
#endif

enum { UNDECIDED = 0, C_POINT = 1, F_POINT = 2 };

static const double MAX_ROW_SUM = 0.9; /* hypre's default */
static const int INTERP_MAX = 4;       /* hypre's default P_max_elmts */

/* s: the strong dependences of each row (a pattern, columns of a); st: its transpose (who
 * depends on each point). */
static void strength_classical(const csr_matrix *a, const double *diag, double theta,
                               csr_matrix *s, csr_matrix *st)
{
    const int32_t n = a->n_rows;
    csr_alloc(s, n, n, a->nnz);
    int64_t at = 0;
    for (int32_t i = 0; i < n; ++i) {
        double row_sum = 0, most = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            row_sum += a->val[k];
        const double sign = diag[i] < 0 ? -1.0 : 1.0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (a->col[k] != i)
                most = fmax(most, -sign * a->val[k]);
        const int dominated = fabs(row_sum) > MAX_ROW_SUM * fabs(diag[i]);
        if (most > 0 && !dominated)
            for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
                if (a->col[k] != i && -sign * a->val[k] >= theta * most) {
                    s->col[at] = a->col[k];
                    s->val[at++] = 1.0;
                }
        s->rowptr[i + 1] = (int32_t)at;
    }
    s->nnz = at;
    csr_transpose(s, st);
}

/* Undecided points in buckets by measure, each a doubly linked list, so that the point of
 * largest measure is found, and a measure changed, in O(1) amortised. */
typedef struct {
    int32_t *head, *next, *prev, *measure;
    int32_t top; /* no bucket above it is occupied */
} buckets;

static void bucket_insert(buckets *b, int32_t i)
{
    const int32_t m = b->measure[i];
    b->prev[i] = -1;
    b->next[i] = b->head[m];
    if (b->head[m] >= 0)
        b->prev[b->head[m]] = i;
    b->head[m] = i;
    if (m > b->top)
        b->top = m;
}

static void bucket_remove(buckets *b, int32_t i)
{
    const int32_t m = b->measure[i];
    if (b->prev[i] >= 0)
        b->next[b->prev[i]] = b->next[i];
    else
        b->head[m] = b->next[i];
    if (b->next[i] >= 0)
        b->prev[b->next[i]] = b->prev[i];
}

static void bucket_change(buckets *b, int32_t i, int32_t delta)
{
    bucket_remove(b, i);
    b->measure[i] += delta;
    bucket_insert(b, i);
}

/* Ruge-Stueben's first pass; cf[i] = C_POINT or F_POINT. Returns the number of C points. */
static int32_t split_cf(const csr_matrix *s, const csr_matrix *st, char *cf)
{
    const int32_t n = s->n_rows;
    buckets b = {.top = 0};
    b.measure = xmalloc(sizeof *b.measure * (size_t)(n > 0 ? n : 1));
    b.next = xmalloc(sizeof *b.next * (size_t)(n > 0 ? n : 1));
    b.prev = xmalloc(sizeof *b.prev * (size_t)(n > 0 ? n : 1));
    int32_t most = 0;
    for (int32_t i = 0; i < n; ++i) {
        b.measure[i] = st->rowptr[i + 1] - st->rowptr[i];
        most = b.measure[i] > most ? b.measure[i] : most;
    }
    /* a measure at most doubles (each dependent counts once undecided, twice as F) */
    b.head = xmalloc(sizeof *b.head * (size_t)(2 * most + 1));
    for (int32_t m = 0; m <= 2 * most; ++m)
        b.head[m] = -1;
    /* inserted in reverse so that ties go to the lowest index: reproducible splittings */
    for (int32_t i = n - 1; i >= 0; --i) {
        const int isolated = b.measure[i] == 0 && s->rowptr[i + 1] == s->rowptr[i];
        cf[i] = isolated ? F_POINT : UNDECIDED;
        if (!isolated)
            bucket_insert(&b, i);
    }
    int32_t n_c = 0;
    for (;;) {
        while (b.top >= 0 && b.head[b.top] < 0)
            b.top--;
        if (b.top < 0)
            break;
        const int32_t i = b.head[b.top];
        bucket_remove(&b, i);
        cf[i] = C_POINT, n_c++;
        for (int32_t t = st->rowptr[i]; t < st->rowptr[i + 1]; ++t) { /* j depends on i */
            const int32_t j = st->col[t];
            if (cf[j] != UNDECIDED)
                continue;
            bucket_remove(&b, j);
            cf[j] = F_POINT;
            /* each k that j depends on had j counted once, undecided; an F dependent counts
             * twice */
            for (int32_t u = s->rowptr[j]; u < s->rowptr[j + 1]; ++u)
                if (cf[s->col[u]] == UNDECIDED)
                    bucket_change(&b, s->col[u], 1);
        }
        for (int32_t u = s->rowptr[i]; u < s->rowptr[i + 1]; ++u) /* i depended on k */
            if (cf[s->col[u]] == UNDECIDED && b.measure[s->col[u]] > 0)
                bucket_change(&b, s->col[u], -1);
    }
    free(b.head), free(b.next), free(b.prev), free(b.measure);
    return n_c;
}

/* The row's weights (w[0..count), columns cols) cut to the `keep` largest in magnitude,
 * each sign's sum kept. Returns the new count. */
static int truncate_weights(int32_t *cols, double *w, int count, int keep)
{
    if (count <= keep)
        return count;
    double pos = 0, neg = 0;
    for (int t = 0; t < count; ++t)
        *(w[t] > 0 ? &pos : &neg) += w[t];
    for (int t = 0; t < keep; ++t) { /* selection of the largest, stable for equal weights */
        int best = t;
        for (int u = t + 1; u < count; ++u)
            if (fabs(w[u]) > fabs(w[best]))
                best = u;
        const double wv = w[t];
        const int32_t cv = cols[t];
        w[t] = w[best], cols[t] = cols[best];
        w[best] = wv, cols[best] = cv;
    }
    double kept_pos = 0, kept_neg = 0;
    for (int t = 0; t < keep; ++t)
        *(w[t] > 0 ? &kept_pos : &kept_neg) += w[t];
    const double scale_pos = kept_pos != 0 ? pos / kept_pos : 1;
    const double scale_neg = kept_neg != 0 ? neg / kept_neg : 1;
    for (int t = 0; t < keep; ++t)
        w[t] *= w[t] > 0 ? scale_pos : scale_neg;
    return keep;
}

/* Interpolation workspace: slot[j] is j's place in the row being built when mark[j] == i;
 * strong[j] == i when row i depends strongly on j; diag: a's diagonal. */
typedef struct {
    int32_t *mark, *slot, *strong, *cols;
    double *w;
    const double *diag;
    int count, cap;
} row_builder;

static void row_add_point(row_builder *rb, int32_t i, int32_t j)
{
    if (rb->mark[j] == i)
        return;
    if (rb->count == rb->cap) {
        rb->cap = 2 * rb->cap + 16;
        rb->cols = xrealloc(rb->cols, sizeof *rb->cols * (size_t)rb->cap);
        rb->w = xrealloc(rb->w, sizeof *rb->w * (size_t)rb->cap);
    }
    rb->mark[j] = i, rb->slot[j] = rb->count;
    rb->cols[rb->count] = j, rb->w[rb->count++] = 0;
}

/* F point i's extended+i weights into rb (columns are fine indices of C points). */
static void interpolate_row(const csr_matrix *a, const csr_matrix *s, const char *cf, int32_t i,
                            row_builder *rb)
{
    rb->count = 0;
    for (int32_t u = s->rowptr[i]; u < s->rowptr[i + 1]; ++u) {
        const int32_t j = s->col[u];
        rb->strong[j] = i;
        if (cf[j] == C_POINT)
            row_add_point(rb, i, j);
        else
            for (int32_t v = s->rowptr[j]; v < s->rowptr[j + 1]; ++v)
                if (cf[s->col[v]] == C_POINT)
                    row_add_point(rb, i, s->col[v]);
    }
    double diag = 0;
    for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k) {
        const int32_t j = a->col[k];
        const double aij = a->val[k];
        if (j == i) {
            diag += aij;
        } else if (rb->mark[j] == i) {
            rb->w[rb->slot[j]] += aij;
        } else if (cf[j] == F_POINT && rb->strong[j] == i) {
            /* spread a_ij over C_i and i by j's couplings of the sign opposite to a_jj's */
            double sum = 0, to_i = 0;
            const double sign = rb->diag[j] < 0 ? -1.0 : 1.0;
            for (int32_t v = a->rowptr[j]; v < a->rowptr[j + 1]; ++v) {
                const int32_t k2 = a->col[v];
                if (sign * a->val[v] < 0 && (rb->mark[k2] == i || k2 == i))
                    sum += a->val[v];
            }
            if (sum == 0) {
                diag += aij;
                continue;
            }
            for (int32_t v = a->rowptr[j]; v < a->rowptr[j + 1]; ++v) {
                const int32_t k2 = a->col[v];
                if (sign * a->val[v] >= 0)
                    continue;
                if (rb->mark[k2] == i)
                    rb->w[rb->slot[k2]] += aij * a->val[v] / sum;
                else if (k2 == i)
                    to_i += aij * a->val[v] / sum;
            }
            diag += to_i;
        } else {
            diag += aij; /* a weak coupling outside C_i */
        }
    }
    if (diag == 0)
        die("AMG (classical): row %d's interpolation divides by zero (its diagonal and the "
            "couplings added to it cancel)", i + 1);
    for (int t = 0; t < rb->count; ++t)
        rb->w[t] = -rb->w[t] / diag;
}

/* Row i of P into cols/vals (at most INTERP_MAX entries); returns its length. */
static int interpolation_row(const csr_matrix *a, const csr_matrix *s, const char *cf,
                             const int32_t *coarse_index, int32_t i, row_builder *rb,
                             int32_t *cols, double *vals)
{
    if (cf[i] == C_POINT) {
        cols[0] = coarse_index[i], vals[0] = 1.0;
        return 1;
    }
    if (s->rowptr[i + 1] == s->rowptr[i])
        return 0; /* no strong dependence: the smoother alone handles the point */
    interpolate_row(a, s, cf, i, rb);
    const int kept = truncate_weights(rb->cols, rb->w, rb->count, INTERP_MAX);
    for (int t = 0; t < kept; ++t)
        rb->cols[t] = coarse_index[rb->cols[t]];
    csr_sort_row(rb->cols, rb->w, kept);
    int len = 0;
    for (int t = 0; t < kept; ++t)
        if (rb->w[t] != 0)
            cols[len] = rb->cols[t], vals[len++] = rb->w[t];
    return len;
}

/* Threads for the interpolation: each holds three int arrays over the fine points; at most
 * what keeps them under WORKSPACE_BYTES together. */
static int interpolation_threads(int32_t n)
{
    enum { WORKSPACE_BYTES = 1 << 30 };
    const int64_t fit = WORKSPACE_BYTES / (12 * (int64_t)(n > 0 ? n : 1));
    int threads = 1;
#ifdef _OPENMP
    threads = omp_get_max_threads();
#endif
    return fit < 1 ? 1 : fit < threads ? (int)fit : threads;
}

/* P row by row, rows over the host's threads where the build has OpenMP (each row is
 * computed alone, into its own INTERP_MAX slots, so P does not depend on the thread count),
 * then packed. */
static void interpolation(const csr_matrix *a, const csr_matrix *s, const char *cf,
                          int32_t n_c, const double *diag, csr_matrix *p)
{
    const int32_t n = a->n_rows;
    const size_t n1 = (size_t)(n > 0 ? n : 1);
    int32_t *coarse_index = xmalloc(sizeof *coarse_index * n1);
    for (int32_t i = 0, c = 0; i < n; ++i)
        coarse_index[i] = cf[i] == C_POINT ? c++ : -1;
    int32_t *len = xmalloc(sizeof *len * n1);
    int32_t *slot_cols = xmalloc(sizeof *slot_cols * n1 * INTERP_MAX);
    double *slot_vals = xmalloc(sizeof *slot_vals * n1 * INTERP_MAX);
    const int threads = interpolation_threads(n);
    (void)threads; /* unused without OpenMP */
#pragma omp parallel num_threads(threads)
    {
        row_builder rb = {.diag = diag};
        rb.mark = xmalloc(sizeof *rb.mark * n1);
        rb.slot = xmalloc(sizeof *rb.slot * n1);
        rb.strong = xmalloc(sizeof *rb.strong * n1);
        for (int32_t i = 0; i < n; ++i)
            rb.mark[i] = rb.strong[i] = -1;
#pragma omp for schedule(dynamic, 256)
        for (int32_t i = 0; i < n; ++i)
            len[i] = interpolation_row(a, s, cf, coarse_index, i, &rb,
                                       slot_cols + (size_t)i * INTERP_MAX,
                                       slot_vals + (size_t)i * INTERP_MAX);
        free(rb.mark), free(rb.slot), free(rb.strong), free(rb.cols), free(rb.w);
    }
    int64_t nnz = 0;
    for (int32_t i = 0; i < n; ++i)
        nnz += len[i];
    csr_alloc(p, n, n_c, nnz);
    for (int32_t i = 0; i < n; ++i) {
        const int32_t at = p->rowptr[i];
        memcpy(p->col + at, slot_cols + (size_t)i * INTERP_MAX, sizeof *p->col * (size_t)len[i]);
        memcpy(p->val + at, slot_vals + (size_t)i * INTERP_MAX, sizeof *p->val * (size_t)len[i]);
        p->rowptr[i + 1] = at + len[i];
    }
    free(coarse_index), free(len), free(slot_cols), free(slot_vals);
}

int32_t amg_coarsen_classical(const csr_matrix *a, double theta, csr_matrix *p, csr_matrix *r,
                              csr_matrix *coarse)
{
    csr_matrix s, st;
    double *diag = amg_diagonal(a);
    strength_classical(a, diag, theta, &s, &st);
    char *cf = xmalloc((size_t)(a->n_rows > 0 ? a->n_rows : 1));
    const int32_t n_c = s.nnz > 0 ? split_cf(&s, &st, cf) : 0;
    if (n_c > 0 && n_c < a->n_rows) {
        csr_matrix ap;
        interpolation(a, &s, cf, n_c, diag, p);
        csr_transpose(p, r);
        csr_multiply(a, p, &ap);
        csr_multiply(r, &ap, coarse);
        csr_free(&ap);
    }
    csr_free(&s), csr_free(&st), free(cf), free(diag);
    return n_c < a->n_rows ? n_c : 0;
}
