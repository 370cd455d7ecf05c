/* The 2D triangular distribution of a symmetric matrix and its SpMM (dist_eigen.h). */
#include "dist_eigen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "util.h"

int dist_tri_pieces(int ranks)
{
    for (int nd = 1; nd <= DIST_TRI_MAX_PIECES; ++nd)
        if (nd * (nd + 1) / 2 == ranks)
            return nd;
    return 0;
}

int dist_tri_check_ranks(void)
{
    const int size = mp_size(), nd = dist_tri_pieces(size);
    if (nd == 0)
        mp_fail("%d rank%s: the triangular distribution needs nd (nd + 1) / 2 ranks, one per block "
                "of the upper triangle, for nd = 1..%d pieces: run it on 1, 3 or 6 ranks",
                size, size == 1 ? "" : "s", DIST_TRI_MAX_PIECES);
    return nd;
}

/* Rank of block (r, c), r <= c: block row by block row of the upper triangle. */
static int rank_of(int nd, int r, int c)
{
    int q = 0;
    for (int i = 0; i < r; ++i)
        q += nd - i;
    return q + c - r;
}

static void block_of(int nd, int rank, int *r, int *c)
{
    for (int i = 0; i < nd; ++i)
        for (int j = i; j < nd; ++j)
            if (rank_of(nd, i, j) == rank) {
                *r = i, *c = j;
                return;
            }
    die("dist_tri: rank %d is not one of the %d blocks", rank, nd * (nd + 1) / 2);
}

/* Position of block (r, c)'s rank in the group of piece i (which it must belong to): the
 * diagonal rank first, then the others by their other index. */
static int member_of(int i, int r, int c)
{
    if (r == i && c == i)
        return 0;
    const int other = r == i ? c : r;
    return 1 + (other < i ? other : other - 1);
}

/* Rows [*lo, *hi) of piece i that member m of its group owns: of the nd + 1 parts, the
 * diagonal rank (m = 0) the first two, member m part m + 1. */
static void owned_range(const dist_tri *d, int i, int m, int64_t *lo, int64_t *hi)
{
    const int64_t first = d->piece[i], len = d->piece[i + 1] - first, parts = d->nd + 1;
    const int p0 = m == 0 ? 0 : m + 1, p1 = m == 0 ? 2 : m + 2;
    *lo = first + len * p0 / parts;
    *hi = first + len * p1 / parts;
}

static int piece_of(const dist_tri *d, int64_t row)
{
    int i = 0;
    while (row >= d->piece[i + 1])
        ++i;
    return i;
}

/* Rank 0's upper triangle cut into the blocks; each rank receives its block's entries as
 * (row, column, value) in the coordinates of its local matrix (the embedding). */
static int64_t scatter_block(dist_tri *d, const csr_matrix *global, int32_t **row, int32_t **col,
                             double **val)
{
    const int size = mp_size(), root = mp_rank() == 0;
    int64_t *count = xcalloc((size_t)size, sizeof(int64_t));
    int32_t *all_row = NULL, *all_col = NULL;
    double *all_val = NULL;
    if (root) {
        for (int32_t i = 0; i < global->n_rows; ++i)
            for (int32_t e = global->rowptr[i]; e < global->rowptr[i + 1]; ++e)
                if (global->col[e] >= i)
                    count[rank_of(d->nd, piece_of(d, i), piece_of(d, global->col[e]))]++;
        int64_t *at = xcalloc((size_t)size + 1, sizeof(int64_t));
        for (int q = 0; q < size; ++q)
            at[q + 1] = at[q] + count[q];
        const size_t total = (size_t)at[size] + 1;
        all_row = xmalloc(sizeof(int32_t) * total);
        all_col = xmalloc(sizeof(int32_t) * total);
        all_val = xmalloc(sizeof(double) * total);
        for (int32_t i = 0; i < global->n_rows; ++i)
            for (int32_t e = global->rowptr[i]; e < global->rowptr[i + 1]; ++e) {
                const int32_t j = global->col[e];
                if (j < i)
                    continue;
                const int r = piece_of(d, i), c = piece_of(d, j);
                const int64_t k = at[rank_of(d->nd, r, c)]++;
                all_row[k] = (int32_t)(i - d->piece[r]);
                all_col[k] = (int32_t)(r == c ? j - d->piece[r]
                                              : d->piece[r + 1] - d->piece[r] + j - d->piece[c]);
                all_val[k] = global->val[e];
            }
        free(at);
    }
    size_t *bytes = xmalloc(sizeof(size_t) * (size_t)size);
    for (int q = 0; q < size; ++q)
        bytes[q] = sizeof(int64_t);
    int64_t mine;
    mp_scatterv(count, bytes, &mine, sizeof mine, 0);
    *row = xmalloc(sizeof(int32_t) * (size_t)(2 * mine + 1));
    *col = xmalloc(sizeof(int32_t) * (size_t)(2 * mine + 1));
    *val = xmalloc(sizeof(double) * (size_t)(2 * mine + 1));
    for (int q = 0; q < size; ++q)
        bytes[q] = sizeof(int32_t) * (size_t)count[q];
    mp_scatterv(all_row, bytes, *row, sizeof(int32_t) * (size_t)mine, 0);
    mp_scatterv(all_col, bytes, *col, sizeof(int32_t) * (size_t)mine, 0);
    for (int q = 0; q < size; ++q)
        bytes[q] = sizeof(double) * (size_t)count[q];
    mp_scatterv(all_val, bytes, *val, sizeof(double) * (size_t)mine, 0);
    free(bytes), free(count), free(all_row), free(all_col), free(all_val);
    return mine;
}

/* csb_prepare_or_fall_back on one of this rank's stored blocks (`what` names it); a note
 * when the default kernel gave way. */
static void prepare_block(dist_tri *d, csb_matrix *c, const char *what)
{
    char err[512];
    const spmm_variant asked = d->variant;
    const int prepared = csb_prepare_or_fall_back(c, &d->variant, d->may_fall_back, err, sizeof err);
    if (prepared < 0)
        die("dist_tri: rank %d's block (%d, %d)%s, kernel %s: %s", mp_rank(), d->row, d->col, what,
            spmm_variant_name(asked), err);
    if (prepared > 0)
        printf("note: rank %d's block (%d, %d)%s: %s\n", mp_rank(), d->row, d->col, what, err);
}

void dist_tri_create(dist_tri *d, const csr_matrix *global, int max_k, spmm_variant variant,
                     int half, int32_t B, int may_fall_back)
{
    memset(d, 0, sizeof *d);
    d->variant = variant, d->may_fall_back = may_fall_back;
    const int size = mp_size(), rank = mp_rank();
    d->nd = dist_tri_check_ranks();
    int64_t dims[2] = {global ? global->n_rows : 0, global ? global->nnz : 0};
    if (rank == 0 && global->n_rows != global->n_cols)
        die("dist_tri: the matrix is %d x %d, not square", global->n_rows, global->n_cols);
    mp_bcast(dims, sizeof dims, 0);
    d->n = dims[0], d->nnz = dims[1];
    const int nd = d->nd;
    if (d->n < (int64_t)nd * (nd + 1))
        mp_fail("a matrix of %lld rows is too small for %d ranks: its %d pieces are cut into %d "
                "parts each, one row at least per part (at least %d rows)",
                (long long)d->n, size, nd, nd + 1, nd * (nd + 1));
    for (int i = 0; i <= nd; ++i)
        d->piece[i] = d->n * i / nd;
    block_of(nd, rank, &d->row, &d->col);
    const int diagonal = d->row == d->col;

    /* the groups, piece by piece on every rank (MPI_Comm_split is collective over all) */
    for (int i = 0; i < nd; ++i) {
        const int in = d->row == i || d->col == i;
        mp_group *g = mp_group_split(in ? i : -1, in ? member_of(i, d->row, d->col) : 0);
        if (!in)
            continue;
        const int which = i == d->row ? 0 : 1;
        d->group[which] = g;
        d->member_rows[which] = xmalloc(sizeof(size_t) * (size_t)nd);
        for (int m = 0; m < nd; ++m) {
            int64_t lo, hi;
            owned_range(d, i, m, &lo, &hi);
            d->member_rows[which][m] = (size_t)(hi - lo);
        }
        if (mp_group_size(g) != nd || mp_group_rank(g) != member_of(i, d->row, d->col))
            die("dist_tri: rank %d is member %d of %d in piece %d's group (expected %d of %d)",
                rank, mp_group_rank(g), mp_group_size(g), i, member_of(i, d->row, d->col), nd);
    }

    /* owned rows: a part of piece row, then (off the diagonal) a part of piece col */
    int64_t lo[2] = {0, 0}, hi[2] = {0, 0};
    owned_range(d, d->row, member_of(d->row, d->row, d->col), &lo[0], &hi[0]);
    if (!diagonal)
        owned_range(d, d->col, member_of(d->col, d->row, d->col), &lo[1], &hi[1]);
    d->own[0] = hi[0] - lo[0], d->own[1] = hi[1] - lo[1];
    d->n_own = d->own[0] + d->own[1];
    d->own_rows = xmalloc(sizeof(int64_t) * (size_t)d->n_own);
    for (int64_t q = 0; q < d->n_own; ++q)
        d->own_rows[q] = q < d->own[0] ? lo[0] + q : lo[1] + q - d->own[0];

    /* the local matrix: the block and (off the diagonal) its mirror image in the embedding,
     * from which csb_from_csr keeps the upper triangle when half-stored */
    const int64_t n_row = d->piece[d->row + 1] - d->piece[d->row];
    d->n_local = diagonal ? n_row : n_row + d->piece[d->col + 1] - d->piece[d->col];
    int32_t *row, *col;
    double *val;
    const int64_t mine = scatter_block(d, global, &row, &col, &val);
    int64_t m = mine;
    for (int64_t e = 0; e < mine; ++e)
        if (row[e] != col[e])
            row[m] = col[e], col[m] = row[e], val[m++] = val[e];
    csr_matrix a;
    csr_from_triplets(&a, (int32_t)d->n_local, (int32_t)d->n_local, m, row, col, val);
    free(row), free(col), free(val);
    char err[300];
    if (csb_from_csr(&d->local, &a, B, half, err, sizeof err))
        die("dist_tri: rank %d's block (%d, %d): %s", rank, d->row, d->col, err);
    csr_free(&a);
    if (d->local.nnz > 0) /* an empty block (a band matrix's far corner) computes nothing */
        csb_to_device(&d->local);
    if (d->local.nnz > 0)
        prepare_block(d, &d->local, "");
    d->max_k = max_k;
    d->direct = nd == 1;
    d->overlap = DIST_TRI_OVERLAP_DEFAULT;
    const size_t bytes = sizeof(double) * (size_t)d->n_local * (size_t)max_k;
    d->X = xcalloc(1, bytes);
    d->Y = xcalloc(1, bytes);
    dev_copyin(d->X, bytes);
    dev_copyin(d->Y, bytes);
    d->counts = xmalloc(sizeof(size_t) * (size_t)nd);
}

void dist_tri_free(dist_tri *d)
{
    const size_t bytes = sizeof(double) * (size_t)d->n_local * (size_t)d->max_k;
    dev_delete(d->X, bytes);
    dev_delete(d->Y, bytes);
    free(d->X), free(d->Y);
    if (d->Xa) {
        dev_delete(d->Xa, bytes);
        dev_delete(d->Ya, bytes);
        free(d->Xa), free(d->Ya);
    }
    if (d->have_parts)
        csb_free(&d->part[0]), csb_free(&d->part[1]);
    csb_free(&d->local);
    for (int w = 0; w < 2; ++w) { /* piece row's group, then piece col's: ascending pieces */
        mp_group_free(d->group[w]);
        free(d->member_rows[w]);
    }
    free(d->own_rows);
    free(d->counts);
    memset(d, 0, sizeof *d);
}

/* counts[m] = member m's rows of group w times `per_row` */
static const size_t *scaled(dist_tri *d, int w, size_t per_row)
{
    for (int m = 0; m < d->nd; ++m)
        d->counts[m] = d->member_rows[w][m] * per_row;
    return d->counts;
}

/* mp_wait, its time counted in t_wait */
static void wait_timed(dist_tri *d, mp_request *r)
{
    const double t0 = wall_seconds();
    mp_wait(r);
    d->t_wait += wall_seconds() - t0;
}

static void progress(mp_request *a, mp_request *b)
{
    mp_progress(a);
    mp_progress(b);
}

/* Full storage: H^T and H from the stored embedding [0 H; H^T 0] (host arrays), each a
 * rectangular CSB matrix of block size B on the device. */
static void make_parts(dist_tri *d, int64_t n_row, int64_t n_col)
{
    const csb_matrix *s = &d->local;
    const int64_t cap = s->nnz + 1;
    int32_t *row[2], *col[2];
    double *val[2];
    int64_t m[2] = {0, 0};
    for (int p = 0; p < 2; ++p) {
        row[p] = xmalloc(sizeof(int32_t) * (size_t)cap);
        col[p] = xmalloc(sizeof(int32_t) * (size_t)cap);
        val[p] = xmalloc(sizeof(double) * (size_t)cap);
    }
    for (int64_t b = 0; b < s->n_blocks; ++b)
        for (int64_t e = s->block_ptr[b]; e < s->block_ptr[b + 1]; ++e) {
            const int64_t i = (int64_t)s->block_row[b] * s->B + s->rloc[e];
            const int64_t j = (int64_t)s->block_col[b] * s->B + s->cloc[e];
            const int p = i < n_row ? 1 : 0; /* H's rows come first in the embedding */
            row[p][m[p]] = (int32_t)(p ? i : i - n_row);
            col[p][m[p]] = (int32_t)(p ? j - n_row : j);
            val[p][m[p]++] = s->val[e];
        }
    for (int p = 0; p < 2; ++p) {
        csr_matrix a;
        const int32_t rows = (int32_t)(p ? n_row : n_col), cols = (int32_t)(p ? n_col : n_row);
        csr_from_triplets(&a, rows, cols, m[p], row[p], col[p], val[p]);
        char err[300];
        if (csb_from_csr(&d->part[p], &a, s->B, 0, err, sizeof err))
            die("dist_tri: rank %d's block (%d, %d), %s part: %s", mp_rank(), d->row, d->col,
                p ? "H" : "H^T", err);
        csr_free(&a);
        csb_to_device(&d->part[p]);
        prepare_block(d, &d->part[p], p ? ", H part" : ", H^T part");
        free(row[p]), free(col[p]), free(val[p]);
    }
    d->have_parts = 1;
}

/* The off-diagonal product in two halves (dist_eigen.h, Overlap): the rows of X and of Y as
 * in dist_tri_apply. */
static void apply_split(dist_tri *d, int k, const double *X, double *Y)
{
    const size_t row_bytes = sizeof(double) * (size_t)k;
    const int64_t n_row = d->piece[d->row + 1] - d->piece[d->row];
    const int64_t n_col = d->n_local - n_row;
    if (!d->Xa) {
        const size_t bytes = sizeof(double) * (size_t)d->n_local * (size_t)d->max_k;
        d->Xa = xcalloc(1, bytes), d->Ya = xcalloc(1, bytes);
        dev_copyin(d->Xa, bytes), dev_copyin(d->Ya, bytes);
    }
    /* X_row is gathered into d->X and X_col into d->Xa: each pass reads a buffer that no
     * collective in flight writes. The rows of the other piece there are zeros or an older
     * product's X: they only make the half of the output that is dropped. */
    double *const x_half[2] = {d->X, d->Xa + n_row * k};
    double *const in[2] = {d->X, d->Xa};
    double *const out[2] = {d->Y, d->Ya}; /* Y_col = H^T X_row from d->Y, Y_row from d->Ya */
    const int full = !d->local.symmetric; /* H^T and H apart: each pass reads its half only */
    if (full && !d->have_parts)
        make_parts(d, n_row, n_col);
    const int64_t at[2] = {0, n_row}, len[2] = {n_row, n_col};
    double t0 = wall_seconds();

    dev_update_host((void *)X, row_bytes * (size_t)d->n_own);
    mp_request *gather[2], *reduce[2] = {NULL, NULL};
    gather[0] = mp_group_iallgatherv(d->group[0], X, scaled(d, 0, row_bytes), x_half[0]);
    gather[1] = mp_group_iallgatherv(d->group[1], X + d->own[0] * k, scaled(d, 1, row_bytes),
                                     x_half[1]);
    /* the piece that came first: X_row (w = 0) gives Y_col = H^T X_row, reduced in piece
     * col's group (1 - w); X_col (w = 1) gives Y_row, reduced in piece row's group */
    const int first = !mp_progress(gather[0]) && mp_progress(gather[1]) ? 1 : 0;
    for (int step = 0; step < 2; ++step) {
        const int w = step == 0 ? first : 1 - first, r = 1 - w;
        wait_timed(d, gather[w]);
        gather[w] = NULL;
        dev_update_device(x_half[w], row_bytes * (size_t)len[w]);
        progress(gather[r], reduce[w]); /* the other piece, the first half's sum */
        double t1 = wall_seconds();
        d->t_exchange += t1 - t0;
        if (full)
            csb_spmm(&d->part[w], d->variant, k, x_half[w], out[w] + at[r] * k);
        else
            csb_spmm(&d->local, d->variant, k, in[w], out[w]);
        progress(gather[r], reduce[w]); /* while a GPU computes */
        dev_synchronize();
        t0 = wall_seconds();
        d->t_product += t0 - t1;
        dev_update_host(out[w] + at[r] * k, row_bytes * (size_t)len[r]);
        double *const mine = r ? Y + d->own[0] * k : Y;
        reduce[r] = mp_group_ireduce_scatter_sum(d->group[r], out[w] + at[r] * k,
                                                 scaled(d, r, (size_t)k), mine);
    }
    wait_timed(d, reduce[0]);
    wait_timed(d, reduce[1]);
    dev_update_device(Y, row_bytes * (size_t)d->n_own);
    d->t_exchange += wall_seconds() - t0;
}

void dist_tri_apply(void *ctx, int k, const double *X, double *Y)
{
    dist_tri *d = ctx;
    if (k < 1 || k > d->max_k)
        die("dist_tri_apply: %d vectors (1..%d)", k, d->max_k);
    if (d->direct) { /* one rank holds everything: the caller's blocks are the pieces */
        const double t0 = wall_seconds();
        csb_spmm(&d->local, d->variant, k, X, Y);
        dev_synchronize();
        d->t_product += wall_seconds() - t0;
        return;
    }
    const int two = d->group[1] != NULL;
    if (two && d->overlap && d->local.nnz > 0) {
        apply_split(d, k, X, Y);
        return;
    }
    const size_t row_bytes = sizeof(double) * (size_t)k;
    const int64_t n_row = d->piece[d->row + 1] - d->piece[d->row];
    const int64_t n_col = d->n_local - n_row; /* 0 on the diagonal */
    double t0 = wall_seconds();

    /* X: owned rows to the host, the pieces gathered in each group, to the device */
    dev_update_host((void *)X, row_bytes * (size_t)d->n_own);
    mp_request *gather[2] = {NULL, NULL};
    gather[0] = mp_group_iallgatherv(d->group[0], X, scaled(d, 0, row_bytes), d->X);
    if (two)
        gather[1] = mp_group_iallgatherv(d->group[1], X + d->own[0] * k, scaled(d, 1, row_bytes),
                                         d->X + n_row * k);
    const int empty = d->local.nnz == 0; /* its contributions are zeros, made on the host */
    wait_timed(d, gather[0]);
    if (!empty)
        dev_update_device(d->X, row_bytes * (size_t)n_row);
    if (two) {
        wait_timed(d, gather[1]);
        if (!empty)
            dev_update_device(d->X + n_row * k, row_bytes * (size_t)n_col);
    }
    double t1 = wall_seconds();
    d->t_exchange += t1 - t0;

    /* [Y_row; Y_col] = L [X_row; X_col]: the block and its transpose in one kernel */
    if (empty) {
        memset(d->Y, 0, row_bytes * (size_t)d->n_local);
    } else {
        csb_spmm(&d->local, d->variant, k, d->X, d->Y);
        dev_synchronize();
    }
    t0 = wall_seconds();
    d->t_product += t0 - t1;

    /* each piece's contributions summed to its owners: piece row's in flight while piece
     * col's half comes from the device */
    if (!empty)
        dev_update_host(d->Y, row_bytes * (size_t)n_row);
    mp_request *reduce[2] = {NULL, NULL};
    reduce[0] = mp_group_ireduce_scatter_sum(d->group[0], d->Y, scaled(d, 0, (size_t)k), Y);
    if (two) {
        if (!empty)
            dev_update_host(d->Y + n_row * k, row_bytes * (size_t)n_col);
        reduce[1] = mp_group_ireduce_scatter_sum(d->group[1], d->Y + n_row * k,
                                                 scaled(d, 1, (size_t)k), Y + d->own[0] * k);
    }
    wait_timed(d, reduce[0]);
    wait_timed(d, reduce[1]);
    dev_update_device(Y, row_bytes * (size_t)d->n_own);
    d->t_exchange += wall_seconds() - t0;
}

void dist_tri_sum(void *ctx, double *x, int64_t n)
{
    (void)ctx;
    mp_sum_doubles(x, (size_t)n);
}

eig_operator dist_tri_operator(dist_tri *d)
{
    eig_operator op;
    memset(&op, 0, sizeof op);
    op.n = d->n;
    op.apply = dist_tri_apply;
    op.ctx = d;
    op.n_local = d->n_own;
    op.local_rows = d->own_rows;
    op.sum = dist_tri_sum;
    return op;
}
