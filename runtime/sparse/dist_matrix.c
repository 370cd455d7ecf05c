/* Row-block distribution of a sparse matrix, ghost exchange, distributed SpMV and dot products
 * (dist.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "dist.h"
#include "sparse_kernels.h"
#include "util.h"

/* First row of each rank: runs of whole chunks, rank r's run starting at the first chunk where
 * the nonzeros before it reach r / size of all (at least one chunk each). */
static void partition_rows(const csr_matrix *a, int size, int32_t *row_start)
{
    const int64_t n = a->n_rows, n_chunks = (n + DIST_CHUNK_ROWS - 1) / DIST_CHUNK_ROWS;
    int64_t chunk = 0;
    row_start[0] = 0;
    for (int r = 1; r < size; ++r) {
        const double target = (double)a->nnz * r / size;
        while (chunk < n_chunks && a->rowptr[chunk * DIST_CHUNK_ROWS] < target)
            ++chunk;
        /* at least one chunk for the previous rank, and one for this and every later rank */
        const int64_t after_previous = row_start[r - 1] / DIST_CHUNK_ROWS + 1;
        int64_t c = chunk > after_previous ? chunk : after_previous;
        if (c > n_chunks - (size - r))
            c = n_chunks - (size - r);
        row_start[r] = (int32_t)(c * DIST_CHUNK_ROWS);
    }
    row_start[size] = (int32_t)n;
}

/* Rank 0's matrix to every rank: the sizes, the partition, then each rank's rows. */
static void scatter_rows(dist_matrix *d, const csr_matrix *global, csr_matrix *mine)
{
    const int size = mp_size(), root = mp_rank() == 0;
    int64_t dims[2] = {root ? global->n_rows : 0, root ? global->nnz : 0};
    if (root && global->n_rows != global->n_cols)
        die("distributed matrix: %d x %d is not square", global->n_rows, global->n_cols);
    mp_bcast(dims, sizeof dims, 0);
    d->n_global = dims[0];
    d->nnz_global = dims[1];
    d->n_chunks = (d->n_global + DIST_CHUNK_ROWS - 1) / DIST_CHUNK_ROWS;
    if (d->n_chunks < size)
        mp_fail("%d ranks cannot share a matrix of %lld rows: rows are distributed (and summed "
                "deterministically) in blocks of %d, one block at least per rank, and %lld rows "
                "make %lld block%s: run it on at most %lld rank%s",
                size, (long long)d->n_global, DIST_CHUNK_ROWS, (long long)d->n_global,
                (long long)d->n_chunks, d->n_chunks == 1 ? "" : "s", (long long)d->n_chunks,
                d->n_chunks == 1 ? "" : "s");
    d->row_start = xmalloc(sizeof(int32_t) * ((size_t)size + 1));
    if (root)
        partition_rows(global, size, d->row_start);
    mp_bcast(d->row_start, sizeof(int32_t) * ((size_t)size + 1), 0);
    d->first_row = d->row_start[mp_rank()];
    d->n_rows = d->row_start[mp_rank() + 1] - d->first_row;
    d->first_chunk = d->first_row / DIST_CHUNK_ROWS;
    d->local_chunks = ((int64_t)d->n_rows + DIST_CHUNK_ROWS - 1) / DIST_CHUNK_ROWS;

    /* row lengths, then columns and values, rank by rank */
    size_t *bytes = xmalloc(sizeof(size_t) * (size_t)size);
    int32_t *len_all = NULL;
    if (root) {
        len_all = xmalloc(sizeof(int32_t) * (size_t)(d->n_global ? d->n_global : 1));
        for (int64_t i = 0; i < d->n_global; ++i)
            len_all[i] = global->rowptr[i + 1] - global->rowptr[i];
        for (int r = 0; r < size; ++r)
            bytes[r] = sizeof(int32_t) * (size_t)(d->row_start[r + 1] - d->row_start[r]);
    }
    int32_t *len = xmalloc(sizeof(int32_t) * ((size_t)d->n_rows + 1));
    mp_scatterv(len_all, bytes, len, sizeof(int32_t) * (size_t)d->n_rows, 0);
    mine->n_rows = d->n_rows;
    mine->rowptr = xmalloc(sizeof(int32_t) * ((size_t)d->n_rows + 1));
    mine->rowptr[0] = 0;
    for (int32_t i = 0; i < d->n_rows; ++i)
        mine->rowptr[i + 1] = mine->rowptr[i] + len[i];
    mine->nnz = mine->rowptr[d->n_rows];
    mine->col = xmalloc(sizeof(int32_t) * (size_t)(mine->nnz ? mine->nnz : 1));
    mine->val = xmalloc(sizeof(double) * (size_t)(mine->nnz ? mine->nnz : 1));
    const int32_t *row_ptr = root ? global->rowptr : NULL;
    for (int r = 0; root && r < size; ++r)
        bytes[r] = sizeof(int32_t) *
                   (size_t)(row_ptr[d->row_start[r + 1]] - row_ptr[d->row_start[r]]);
    mp_scatterv(root ? global->col : NULL, bytes, mine->col, sizeof(int32_t) * (size_t)mine->nnz, 0);
    for (int r = 0; root && r < size; ++r)
        bytes[r] *= 2; /* doubles */
    mp_scatterv(root ? global->val : NULL, bytes, mine->val, sizeof(double) * (size_t)mine->nnz, 0);
    free(len);
    free(len_all);
    free(bytes);
}

static int compare_int32(const void *pa, const void *pb)
{
    const int32_t a = *(const int32_t *)pa, b = *(const int32_t *)pb;
    return (a > b) - (a < b);
}

/* The ghost columns (sorted, distinct) and every column renumbered locally: own rows first,
 * then the ghosts; the entries of each row stay in their order. */
static void localise_columns(dist_matrix *d, csr_matrix *mine)
{
    const int32_t lo = d->first_row, hi = d->first_row + d->n_rows;
    int32_t *ghost = xmalloc(sizeof(int32_t) * (size_t)(mine->nnz ? mine->nnz : 1));
    int64_t n = 0;
    for (int64_t k = 0; k < mine->nnz; ++k) {
        const int32_t c = mine->col[k];
        if (c < 0 || c >= d->n_global)
            die("distributed matrix: column %d outside 1..%lld", c + 1, (long long)d->n_global);
        if (c < lo || c >= hi)
            ghost[n++] = c;
    }
    qsort(ghost, (size_t)n, sizeof *ghost, compare_int32);
    int64_t distinct = 0;
    for (int64_t k = 0; k < n; ++k)
        if (distinct == 0 || ghost[k] != ghost[distinct - 1])
            ghost[distinct++] = ghost[k];
    d->n_ghost = (int32_t)distinct;
    d->ghost_global = ghost;
    for (int64_t k = 0; k < mine->nnz; ++k) {
        const int32_t c = mine->col[k];
        if (c >= lo && c < hi) {
            mine->col[k] = c - lo;
        } else {
            const int32_t *at = bsearch(&c, ghost, (size_t)distinct, sizeof *ghost, compare_int32);
            mine->col[k] = d->n_rows + (int32_t)(at - ghost);
        }
    }
    mine->n_cols = d->n_rows + d->n_ghost;
}

static int owner_of(const dist_matrix *d, int32_t row)
{
    int lo = 0, hi = mp_size() - 1; /* the last rank whose first row is <= row */
    while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (d->row_start[mid] <= row)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

/* Who sends what: each rank asks the owners of its ghosts for them (one all-to-all of counts,
 * one of row numbers), then the halo of those messages. */
static void setup_exchange(dist_matrix *d)
{
    const int size = mp_size();
    size_t *want = xcalloc((size_t)size, sizeof(size_t)), *asked = xcalloc((size_t)size, sizeof(size_t));
    for (int32_t g = 0; g < d->n_ghost; ++g)
        want[owner_of(d, d->ghost_global[g])] += sizeof(int32_t);
    mp_alltoall_counts(want, asked);
    size_t asked_total = 0;
    for (int r = 0; r < size; ++r)
        asked_total += asked[r];
    d->n_send = (int32_t)(asked_total / sizeof(int32_t));
    d->send_index = xmalloc(asked_total ? asked_total : 1);
    mp_alltoallv(d->ghost_global, want, d->send_index, asked);
    for (int32_t i = 0; i < d->n_send; ++i)
        d->send_index[i] -= d->first_row; /* global row -> own row */

    mp_message *sends = xmalloc(sizeof *sends * (size_t)size);
    mp_message *recvs = xmalloc(sizeof *recvs * (size_t)size);
    int n_sends = 0, n_recvs = 0;
    size_t send_at = 0, recv_at = 0;
    for (int r = 0; r < size; ++r) {
        /* counts in int32 entries -> bytes of doubles */
        const size_t out = asked[r] / sizeof(int32_t) * sizeof(double);
        const size_t in = want[r] / sizeof(int32_t) * sizeof(double);
        if (out)
            sends[n_sends++] = (mp_message){r, 0, send_at, out};
        if (in)
            recvs[n_recvs++] = (mp_message){r, 0, recv_at, in};
        send_at += out;
        recv_at += in;
    }
    d->send_buf = xmalloc(send_at ? send_at : sizeof(double));
    d->ghost_buf = xmalloc(recv_at ? recv_at : sizeof(double));
    dev_copyin(d->send_index, sizeof(int32_t) * (size_t)(d->n_send ? d->n_send : 1));
    dev_create(d->send_buf, send_at ? send_at : sizeof(double));
    dev_create(d->ghost_buf, recv_at ? recv_at : sizeof(double));
    d->halo = mp_halo_create(n_sends, sends, d->send_buf, send_at, n_recvs, recvs, d->ghost_buf,
                             recv_at);
    free(sends);
    free(recvs);
    free(want);
    free(asked);
}

/* 1 / diagonal of the own rows (local column i of row i); a zero or missing one is an error
 * naming the global row. */
static double *inverse_diagonal(const dist_matrix *d, const csr_matrix *a)
{
    double *dinv = xmalloc(sizeof(double) * (size_t)(a->n_rows ? a->n_rows : 1));
    for (int32_t i = 0; i < a->n_rows; ++i) {
        double diag = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (a->col[k] == i)
                diag += a->val[k];
        if (diag == 0 || !isfinite(diag))
            die("Jacobi preconditioner: diagonal entry of row %d is %g", d->first_row + i + 1, diag);
        dinv[i] = 1.0 / diag;
    }
    return dinv;
}

void dist_matrix_create(dist_matrix *d, const csr_matrix *global, sparse_format format)
{
    memset(d, 0, sizeof *d);
    csr_matrix mine = {0};
    scatter_rows(d, global, &mine);
    localise_columns(d, &mine);
    setup_exchange(d);
    sparse_matrix_build(&d->local, &mine, format);
    sparse_matrix_to_device(&d->local);
    d->dinv = inverse_diagonal(d, &mine);
    dev_copyin(d->dinv, sizeof(double) * (size_t)(d->n_rows ? d->n_rows : 1));
    csr_free(&mine);
    const size_t chunks = (size_t)(d->local_chunks ? d->local_chunks : 1);
    d->lane_sums = xmalloc(sizeof(double) * chunks * SPARSE_DOT_LANES);
    dev_create(d->lane_sums, sizeof(double) * chunks * SPARSE_DOT_LANES);
    for (int q = 0; q < 2; ++q) {
        d->partial[q] = xmalloc(sizeof(double) * chunks);
        dev_create(d->partial[q], sizeof(double) * chunks);
    }
    d->pairs = xmalloc(sizeof(double) * 2 * chunks);
}

void dist_matrix_free(dist_matrix *d)
{
    const size_t chunks = (size_t)(d->local_chunks ? d->local_chunks : 1);
    mp_halo_free(d->halo);
    dev_delete(d->send_index, sizeof(int32_t) * (size_t)(d->n_send ? d->n_send : 1));
    dev_delete(d->send_buf, sizeof(double) * (size_t)(d->n_send ? d->n_send : 1));
    dev_delete(d->ghost_buf, sizeof(double) * (size_t)(d->n_ghost ? d->n_ghost : 1));
    dev_delete(d->dinv, sizeof(double) * (size_t)(d->n_rows ? d->n_rows : 1));
    dev_delete(d->lane_sums, sizeof(double) * chunks * SPARSE_DOT_LANES);
    for (int q = 0; q < 2; ++q) {
        dev_delete(d->partial[q], sizeof(double) * chunks);
        free(d->partial[q]);
    }
    sparse_matrix_free(&d->local);
    free(d->lane_sums);
    free(d->pairs);
    free(d->send_index);
    free(d->send_buf);
    free(d->ghost_buf);
    free(d->dinv);
    free(d->ghost_global);
    free(d->row_start);
    memset(d, 0, sizeof *d);
}

int32_t dist_matrix_vector_length(const dist_matrix *d) { return d->n_rows + d->n_ghost; }

void dist_exchange(dist_matrix *d, double *x)
{
    const double t0 = wall_seconds();
    /* (empty sections are left out: a zero-length one at the end of an array is "not present"
     * to libomptarget) */
    if (d->n_send)
        sparse_gather_double(d->n_send, d->n_rows, d->send_index, x, d->send_buf);
    mp_halo_start(d->halo);
    mp_halo_finish(d->halo);
    if (d->n_ghost)
        sparse_copy_double(d->n_ghost, d->ghost_buf, x + d->n_rows);
    d->exchange_seconds += wall_seconds() - t0;
}

void dist_spmv(dist_matrix *d, double *x, double *y)
{
    dist_exchange(d, x);
    sparse_matrix_spmv(&d->local, x, y);
}

void dist_residual(dist_matrix *d, double *x, const double *b, double *r)
{
    dist_exchange(d, x);
    sparse_matrix_residual(&d->local, x, b, r);
}

/* Chunk sums of x . y into partial[q] (device), then to the host. */
static void chunk_sums(dist_matrix *d, const double *x, const double *y, int q)
{
    sparse_dot_chunks_double(d->n_rows, DIST_CHUNK_ROWS, x, y, d->lane_sums, d->partial[q]);
    dev_update_host(d->partial[q], sizeof(double) * (size_t)d->local_chunks);
}

double dist_dot(dist_matrix *d, const double *x, const double *y)
{
    chunk_sums(d, x, y, 0);
    const mp_chunk_run run = {d->first_chunk, d->local_chunks};
    double sum;
    mp_tree_sum(d->n_chunks, 1, &run, 1, d->partial[0], &sum);
    return sum;
}

void dist_dot2(dist_matrix *d, const double *x1, const double *y1, const double *x2,
               const double *y2, double out[2])
{
    chunk_sums(d, x1, y1, 0);
    chunk_sums(d, x2, y2, 1);
    for (int64_t c = 0; c < d->local_chunks; ++c) {
        d->pairs[2 * c] = d->partial[0][c];
        d->pairs[2 * c + 1] = d->partial[1][c];
    }
    const mp_chunk_run run = {d->first_chunk, d->local_chunks};
    mp_tree_sum(d->n_chunks, 1, &run, 2, d->pairs, out);
}
