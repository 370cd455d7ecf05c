/* runtime/mpi (mp.h) and the distributed sparse matrix (sparse/dist.h), on however many ranks
 * mpirun starts (one in the builds without MPI):
 *   - mp_tree_sum against a one-process reference of the fixed tree, bit for bit, for chunks
 *     spread over the ranks in one run each and in many interleaved runs
 *   - a halo exchange around a ring (both directions, tagged; this rank itself on one rank, the
 *     same neighbour both ways on two), twice over the same persistent requests, through the
 *     device copies of its buffers
 *   - Cartesian grids of 1..4 directions: coordinates a bijection, neighbours consistent
 *   - distributed SpMV, residual and dot products of a random irregular matrix in every format
 *     against the host reference on the whole matrix
 *   - groups of ranks (mp_group): split by colour and key, a rank in no group, the world group;
 *     bcast, allgatherv, reduce, sum and reduce_scatter inside them, nonblocking ones on two
 *     groups in flight at once, against values every rank can compute
 *   - on 1, 3 and 6 ranks, the SpMM of LOBPCG's 2D triangular distribution
 *     (eigen/dist_eigen.h) through the device copies, half-stored and in full storage, against
 *     the reference product on the whole matrix; and the distributed LOBPCG on a 3D Laplacian
 *     against its closed-form eigenvalues
 *
 *   test_mpi                   the checks above
 *   test_mpi --grid D0xD1x..   makes only that grid of ranks (0: free) and prints this rank's
 *                              coordinates: a grid the rank count cannot fill stops every rank
 *                              with one error line (tests/python/test_mpi.py) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "csb.h"
#include "device.h"
#include "dist.h"
#include "eigen/dist_eigen.h"
#include "mp.h"
#include "sparse_kernels.h"
#include "util.h"

/* ---- fixed-tree sums ---- */

/* Sum of the chunk values [lo, lo + len) by halves (len a power of two); chunks past n are 0. */
static double reference_tree(const double *v, int64_t n, int64_t lo, int64_t len)
{
    if (lo >= n)
        return 0.0;
    if (len == 1)
        return v[lo];
    return reference_tree(v, n, lo, len / 2) + reference_tree(v, n, lo + len / 2, len / 2);
}

/* Random chunk values, the same on every rank (rank 0's seed); exponents spread so that the
 * order of additions changes the bits. */
static void shared_values(double *v, int64_t n)
{
    for (int64_t i = 0; i < n; ++i)
        v[i] = (rng_uniform() - 0.5) * pow(2.0, (double)rng_below(40) - 20);
}

/* Chunks dealt to the ranks in `pieces` runs per rank, round robin over pieces of equal size
 * (the last one longer); checks mp_tree_sum of m quantities against the reference. */
static void check_tree_sum(int64_t n, int pieces, int m)
{
    const int size = mp_size(), rank = mp_rank();
    double *v = xmalloc(sizeof(double) * (size_t)(n * m)), expect[2], got[2];
    shared_values(v, n * m);
    int64_t len = 1;
    while (len < n)
        len *= 2;
    double *column = xmalloc(sizeof(double) * (size_t)n);
    for (int q = 0; q < m; ++q) {
        for (int64_t i = 0; i < n; ++i)
            column[i] = v[i * m + q];
        expect[q] = reference_tree(column, n, 0, len);
    }
    /* this rank's runs: piece p of size*pieces goes to rank p % size */
    const int64_t total_pieces = (int64_t)size * pieces;
    mp_chunk_run *runs = xmalloc(sizeof *runs * (size_t)pieces);
    double *mine = xmalloc(sizeof(double) * (size_t)(n * m + 1));
    int n_runs = 0;
    int64_t held = 0;
    for (int64_t p = rank; p < total_pieces; p += size) {
        const int64_t first = n * p / total_pieces, end = n * (p + 1) / total_pieces;
        if (end == first)
            continue;
        runs[n_runs++] = (mp_chunk_run){first, end - first};
        memcpy(mine + held * m, v + first * m, sizeof(double) * (size_t)((end - first) * m));
        held += end - first;
    }
    mp_tree_sum(n, n_runs, runs, m, mine, got);
    for (int q = 0; q < m; ++q)
        CHECK(memcmp(&got[q], &expect[q], sizeof(double)) == 0,
              "tree sum of %lld chunks, %d runs per rank, quantity %d/%d: %.17g, reference %.17g",
              (long long)n, pieces, q + 1, m, got[q], expect[q]);
    free(v), free(column), free(runs), free(mine);
}

static void test_tree_sums(void)
{
    static const int64_t sizes[] = {1, 2, 3, 4, 5, 17, 64, 1000, 4099};
    static const int pieces[] = {1, 3, 40}; /* 40 runs per rank: more subtrees than one message */
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; ++i)
        for (size_t p = 0; p < sizeof pieces / sizeof *pieces; ++p)
            for (int m = 1; m <= 2; ++m)
                if (sizes[i] >= (int64_t)mp_size())
                    check_tree_sum(sizes[i], pieces[p], m);
}

/* ---- halo exchange around a ring ---- */

/* The value rank `from` puts in element i of the message it sends in direction `dir`, round. */
static double ring_value(int from, int dir, int i, int round)
{
    return 1000.0 * from + 100.0 * dir + i + 0.25 * round;
}

static void test_ring_halo(void)
{
    const int size = mp_size(), rank = mp_rank(), n = 37; /* doubles per message */
    const int next = (rank + 1) % size, prev = (rank + size - 1) % size;
    double *send = xmalloc(sizeof(double) * 2 * n), *recv = xmalloc(sizeof(double) * 2 * n);
    /* tag 0 goes up the ring (to next, from prev), tag 1 down */
    const mp_message sends[2] = {{next, 0, 0, sizeof(double) * n},
                                 {prev, 1, sizeof(double) * n, sizeof(double) * n}};
    const mp_message recvs[2] = {{prev, 0, 0, sizeof(double) * n},
                                 {next, 1, sizeof(double) * n, sizeof(double) * n}};
    dev_create(send, sizeof(double) * 2 * n);
    dev_create(recv, sizeof(double) * 2 * n);
    mp_halo *h = mp_halo_create(2, sends, send, sizeof(double) * 2 * n, 2, recvs, recv,
                                sizeof(double) * 2 * n);
    for (int round = 0; round < 2; ++round) {
        for (int i = 0; i < n; ++i) {
            send[i] = ring_value(rank, 0, i, round);
            send[n + i] = ring_value(rank, 1, i, round);
        }
        dev_update_device(send, sizeof(double) * 2 * n);
        memset(recv, 0, sizeof(double) * 2 * n); /* the host copy: must come from the device */
        mp_halo_start(h);
        mp_halo_finish(h);
        dev_update_host(recv, sizeof(double) * 2 * n);
        int bad = 0;
        for (int i = 0; i < n; ++i)
            bad += recv[i] != ring_value(prev, 0, i, round) ||
                   recv[n + i] != ring_value(next, 1, i, round);
        CHECK(bad == 0, "ring halo round %d on %d ranks: %d of %d values wrong", round, size, bad,
              2 * n);
    }
    mp_halo_free(h);
    dev_delete(send, sizeof(double) * 2 * n);
    dev_delete(recv, sizeof(double) * 2 * n);
    free(send), free(recv);
}

/* ---- Cartesian grids ---- */

static void test_cart(int ndims)
{
    const int size = mp_size();
    int dims[MP_CART_MAX_DIMS] = {0, 0, 0, 0};
    mp_cart c;
    mp_cart_create(ndims, dims, &c);
    int product = 1;
    for (int d = 0; d < ndims; ++d)
        product *= c.dims[d];
    CHECK(product == size, "%d-direction grid of %d ranks has %d places", ndims, size, product);
    CHECK(mp_cart_rank(&c, c.coords) == mp_rank(), "coordinates of rank %d map back to %d",
          mp_rank(), mp_cart_rank(&c, c.coords));
    int *all = xmalloc(sizeof(int) * MP_CART_MAX_DIMS * (size_t)size);
    mp_allgather(c.coords, sizeof c.coords, all);
    for (int r = 0; r < size; ++r)
        for (int q = 0; q < r; ++q)
            CHECK(memcmp(all + r * MP_CART_MAX_DIMS, all + q * MP_CART_MAX_DIMS,
                         sizeof(int) * (size_t)ndims) != 0,
                  "ranks %d and %d share grid coordinates", q, r);
    for (int d = 0; d < ndims; ++d) {
        int up[MP_CART_MAX_DIMS];
        memcpy(up, all + c.up[d] * MP_CART_MAX_DIMS, sizeof up);
        CHECK((up[d] - c.coords[d] - 1) % c.dims[d] == 0,
              "direction %d: the up neighbour %d is not one step up", d, c.up[d]);
    }
    /* down of up is this rank: every rank's up neighbours, gathered */
    int *ups = xmalloc(sizeof(int) * MP_CART_MAX_DIMS * (size_t)size);
    mp_allgather(c.up, sizeof c.up, ups);
    for (int d = 0; d < ndims; ++d)
        CHECK(ups[c.down[d] * MP_CART_MAX_DIMS + d] == mp_rank(),
              "direction %d: the down neighbour's up neighbour is not this rank", d);
    free(all), free(ups);
}

/* ---- distributed sparse matrix ---- */

/* Symmetric, diagonally dominant, rows of very different lengths, n rows. */
static void random_spd(csr_matrix *a, int32_t n)
{
    int64_t cap = 0;
    int32_t *len = xmalloc(sizeof(int32_t) * (size_t)n);
    for (int32_t i = 0; i < n; ++i)
        cap += len[i] = 1 + (rng_below(10) == 0 ? rng_below(40) : rng_below(4));
    int32_t *row = xmalloc(sizeof(int32_t) * (size_t)(2 * cap + n));
    int32_t *col = xmalloc(sizeof(int32_t) * (size_t)(2 * cap + n));
    double *val = xmalloc(sizeof(double) * (size_t)(2 * cap + n));
    double *diag = xcalloc((size_t)n, sizeof(double));
    int64_t k = 0;
    for (int32_t i = 0; i < n; ++i)
        for (int32_t e = 0; e < len[i]; ++e) {
            const int32_t j = rng_below(n);
            if (j == i)
                continue;
            const double v = rng_uniform() - 0.5;
            row[k] = i, col[k] = j, val[k++] = v;
            row[k] = j, col[k] = i, val[k++] = v;
            diag[i] += fabs(v), diag[j] += fabs(v);
        }
    for (int32_t i = 0; i < n; ++i)
        row[k] = i, col[k] = i, val[k++] = 1.0 + diag[i];
    csr_from_triplets(a, n, n, k, row, col, val);
    free(len), free(row), free(col), free(val), free(diag);
}

/* y = A x on the whole matrix (rank 0's) for every rank's rows, and x . y, on the host. */
static void test_dist_matrix(sparse_format format)
{
    const int32_t n = 7000; /* 7 blocks of rows: up to 7 ranks */
    csr_matrix a = {0};
    double *x_all = xmalloc(sizeof(double) * n), *y_all = xmalloc(sizeof(double) * n);
    for (int32_t i = 0; i < n; ++i)
        x_all[i] = rng_uniform() - 0.5;
    if (mp_rank() == 0) {
        random_spd(&a, n);
        csr_spmv_reference(&a, x_all, y_all);
    }
    mp_bcast(y_all, sizeof(double) * n, 0);
    mp_bcast(&rng_state, sizeof rng_state, 0); /* rank 0 drew the matrix */
    dist_matrix d;
    dist_matrix_create(&d, mp_rank() == 0 ? &a : NULL, format);
    const size_t len = (size_t)dist_matrix_vector_length(&d);
    double *x = xcalloc(len, sizeof(double)), *y = xmalloc(sizeof(double) * len);
    double *b = xmalloc(sizeof(double) * len), *r = xmalloc(sizeof(double) * len);
    memcpy(x, x_all + d.first_row, sizeof(double) * (size_t)d.n_rows);
    for (int32_t i = 0; i < d.n_rows; ++i)
        b[i] = 2 * y_all[d.first_row + i];
    dev_copyin(x, sizeof(double) * len); /* ghosts 0 here: the exchange must fill them */
    dev_copyin(b, sizeof(double) * len);
    dev_create(y, sizeof(double) * len);
    dev_create(r, sizeof(double) * len);
    dist_spmv(&d, x, y);
    dist_residual(&d, x, b, r); /* r = 2 A x - A x */
    const double dot = dist_dot(&d, x, y);
    double two[2];
    dist_dot2(&d, x, x, y, y, two);
    dev_update_host(y, sizeof(double) * len);
    dev_update_host(r, sizeof(double) * len);
    double worst = 0, scale = 0;
    for (int32_t i = 0; i < d.n_rows; ++i) {
        const double want = y_all[d.first_row + i];
        worst = fmax(worst, fmax(fabs(y[i] - want), fabs(r[i] - want)));
        scale = fmax(scale, fabs(want));
    }
    CHECK(worst <= 1e-14 * scale, "%s, %d ranks: distributed SpMV / residual off by %.3e (scale %.3e)",
          format_name(format), mp_size(), worst, scale);
    double xy = 0, xx = 0, yy = 0;
    for (int32_t i = 0; i < n; ++i)
        xy += x_all[i] * y_all[i], xx += x_all[i] * x_all[i], yy += y_all[i] * y_all[i];
    CHECK(fabs(dot - xy) <= 1e-13 * sqrt(xx * yy), "%s: x.Ax %.17g, reference %.17g",
          format_name(format), dot, xy);
    CHECK(fabs(two[0] - xx) <= 1e-13 * xx && fabs(two[1] - yy) <= 1e-13 * yy,
          "%s: x.x, Ax.Ax %.17g %.17g, reference %.17g %.17g", format_name(format), two[0],
          two[1], xx, yy);
    int64_t rows = d.n_rows;
    mp_sum_int64(&rows, 1);
    CHECK(rows == n && (d.n_rows % DIST_CHUNK_ROWS == 0 || d.first_row + d.n_rows == n),
          "rows spread badly: %lld in all, this rank %d from %d", (long long)rows, d.n_rows,
          d.first_row);
    dev_delete(x, sizeof(double) * len);
    dev_delete(b, sizeof(double) * len);
    dev_delete(y, sizeof(double) * len);
    dev_delete(r, sizeof(double) * len);
    dist_matrix_free(&d);
    csr_free(&a);
    free(x_all), free(y_all), free(x), free(y), free(b), free(r);
}

/* ---- groups of ranks ---- */

/* The value element i of world rank r contributes. */
static double group_value(int r, int i) { return 100.0 * r + i + 0.5; }

static void check_group(mp_group *g, const char *what)
{
    const int size = mp_group_size(g), me = mp_group_rank(g);
    /* allgatherv: member m sends m + 1 doubles */
    size_t *bytes = xmalloc(sizeof(size_t) * (size_t)size), total = 0;
    for (int m = 0; m < size; ++m)
        total += bytes[m] = sizeof(double) * (size_t)(m + 1);
    double *mine = xmalloc(sizeof(double) * (size_t)(me + 1)), *all = xcalloc(total, 1);
    for (int i = 0; i <= me; ++i)
        mine[i] = group_value(mp_rank(), i);
    mp_group_allgatherv(g, mine, bytes, all);
    int bad = 0;
    for (int m = 0, at = 0; m < size; ++m)
        for (int i = 0; i <= m; ++i)
            bad += all[at++] != group_value(mp_group_world_rank(g, m), i);
    CHECK(bad == 0, "%s: allgatherv, %d of %zu values wrong", what, bad, total / sizeof(double));
    /* bcast from the last member */
    double b[3] = {me, me, me};
    mp_group_bcast(g, b, sizeof b, size - 1);
    CHECK(b[0] == size - 1 && b[2] == size - 1, "%s: bcast gave %g", what, b[0]);
    /* reduce to member 0, sum everywhere: of small integers, exact */
    double x[4], s[4], want[4] = {0, 0, 0, 0};
    for (int m = 0; m < size; ++m)
        for (int i = 0; i < 4; ++i)
            want[i] += group_value(mp_group_world_rank(g, m), i);
    for (int i = 0; i < 4; ++i)
        x[i] = s[i] = group_value(mp_rank(), i);
    mp_group_reduce_sum(g, x, x, 4, 0);
    if (me == 0)
        CHECK(memcmp(x, want, sizeof want) == 0, "%s: reduce gave %g, expected %g", what, x[0], want[0]);
    mp_group_sum(g, s, 4);
    CHECK(memcmp(s, want, sizeof want) == 0, "%s: sum gave %g, expected %g", what, s[0], want[0]);
    /* reduce_scatter: member m gets m + 2 sums; element j of the send block is value(rank, j) */
    size_t *count = xmalloc(sizeof(size_t) * (size_t)size), n = 0, first = 0;
    for (int m = 0; m < size; ++m) {
        count[m] = (size_t)m + 2;
        if (m < me)
            first += count[m];
        n += count[m];
    }
    double *send = xmalloc(sizeof(double) * n), *got = xmalloc(sizeof(double) * count[me]);
    for (size_t j = 0; j < n; ++j)
        send[j] = group_value(mp_rank(), (int)j);
    mp_group_reduce_scatter_sum(g, send, count, got);
    bad = 0;
    for (size_t j = 0; j < count[me]; ++j) {
        double w = 0;
        for (int m = 0; m < size; ++m)
            w += group_value(mp_group_world_rank(g, m), (int)(first + j));
        bad += got[j] != w;
    }
    CHECK(bad == 0, "%s: reduce_scatter, %d of %zu sums wrong", what, bad, count[me]);
    free(bytes), free(mine), free(all), free(count), free(send), free(got);
}

static void test_groups(void)
{
    const int size = mp_size(), rank = mp_rank();
    mp_group *world = mp_group_world();
    CHECK(mp_group_size(world) == size && mp_group_rank(world) == rank,
          "world group: rank %d of %d", mp_group_rank(world), mp_group_size(world));
    check_group(world, "world");
    /* two colours, members in reverse order of their world ranks; on 3 ranks or more the last
     * rank joins no group */
    const int none = size >= 3 && rank == size - 1;
    mp_group *g = mp_group_split(none ? -1 : rank % 2, -rank);
    CHECK((g == NULL) == none, "rank %d: split %s a group", rank, g ? "gave" : "did not give");
    if (g) {
        int expect = 0; /* members of this colour, this one's position (descending ranks) */
        for (int r = size - 1; r >= 0; --r)
            if (r % 2 == rank % 2 && !(size >= 3 && r == size - 1))
                expect += r > rank;
        CHECK(mp_group_rank(g) == expect && mp_group_world_rank(g, mp_group_rank(g)) == rank,
              "rank %d is member %d of colour %d (expected %d)", rank, mp_group_rank(g), rank % 2,
              expect);
        check_group(g, "split");
    }
    /* nonblocking: an allgatherv in the split group and a reduce_scatter in the world, both
     * in flight (every rank starts them in the same order) */
    double one = group_value(rank, 0), *all = xmalloc(sizeof(double) * (size_t)size);
    size_t *bytes = xmalloc(sizeof(size_t) * (size_t)size), *count = xmalloc(sizeof(size_t) * (size_t)size);
    double *send = xmalloc(sizeof(double) * (size_t)size), got = 0;
    for (int r = 0; r < size; ++r) {
        bytes[r] = sizeof(double);
        count[r] = 1;
        send[r] = group_value(rank, r);
    }
    mp_request *a = g ? mp_group_iallgatherv(g, &one, bytes, all) : NULL;
    mp_request *b = mp_group_ireduce_scatter_sum(world, send, count, &got);
    mp_wait(b);
    mp_wait(a);
    double want = 0;
    for (int r = 0; r < size; ++r)
        want += group_value(r, rank);
    CHECK(got == want, "nonblocking reduce_scatter: %g, expected %g", got, want);
    if (g) {
        int bad = 0;
        for (int m = 0; m < mp_group_size(g); ++m)
            bad += all[m] != group_value(mp_group_world_rank(g, m), 0);
        CHECK(bad == 0, "nonblocking allgatherv: %d values wrong", bad);
    }
    mp_group_free(g);
    free(all), free(bytes), free(count), free(send);
}

/* ---- the triangular distribution of LOBPCG ---- */

/* Y = A X for the rows of every rank against the host reference on the whole matrix, k
 * vectors, kernel `variant` (its storage); X and Y through their device copies. direct = 0:
 * the copies and group collectives even on one rank (where the layout calls the kernel on X
 * and Y directly). */
static void check_tri_spmm(const csr_matrix *a, int32_t n, int k, spmm_variant variant, int half,
                           int direct, int overlap)
{
    double *x_all = xmalloc(sizeof(double) * (size_t)n * k);
    double *y_all = xcalloc((size_t)n * k, sizeof(double));
    for (int64_t q = 0; q < (int64_t)n * k; ++q)
        x_all[q] = rng_uniform() - 0.5;
    double scale = 0;
    if (mp_rank() == 0)
        for (int32_t i = 0; i < n; ++i)
            for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e)
                for (int c = 0; c < k; ++c) {
                    y_all[(int64_t)i * k + c] += a->val[e] * x_all[(int64_t)a->col[e] * k + c];
                    scale = fmax(scale, fabs(a->val[e] * x_all[(int64_t)a->col[e] * k + c]));
                }
    mp_bcast(y_all, sizeof(double) * (size_t)n * k, 0);
    mp_bcast(&scale, sizeof scale, 0);
    dist_tri d;
    dist_tri_create(&d, mp_rank() == 0 ? a : NULL, 5, variant, half, 64, 0);
    d.direct = d.direct && direct;
    d.overlap = overlap;
    const size_t bytes = sizeof(double) * (size_t)d.n_own * k;
    double *x = xmalloc(bytes), *y = xmalloc(bytes);
    for (int64_t r = 0; r < d.n_own; ++r)
        for (int c = 0; c < k; ++c)
            x[r * k + c] = x_all[d.own_rows[r] * k + c];
    dev_copyin(x, bytes);
    dev_create(y, bytes);
    dist_tri_apply(&d, k, x, y); /* leaves y's device copy current */
    if (overlap) { /* another k in between: the split's buffers then hold older rows */
        const int other = k == 1 ? 2 : k - 1;
        double *x2 = xcalloc((size_t)d.n_own * (size_t)other, sizeof(double));
        double *y2 = xmalloc(sizeof(double) * (size_t)d.n_own * (size_t)other);
        for (int64_t r = 0; r < d.n_own; ++r)
            for (int c = 0; c < other; ++c)
                x2[r * other + c] = x_all[d.own_rows[r] * k + c % k] + 1.0;
        dev_copyin(x2, sizeof(double) * (size_t)d.n_own * (size_t)other);
        dev_create(y2, sizeof(double) * (size_t)d.n_own * (size_t)other);
        dist_tri_apply(&d, other, x2, y2);
        dev_delete(x2, sizeof(double) * (size_t)d.n_own * (size_t)other);
        dev_delete(y2, sizeof(double) * (size_t)d.n_own * (size_t)other);
        free(x2), free(y2);
        dist_tri_apply(&d, k, x, y);
    }
    dev_update_host(y, bytes);
    double worst = 0;
    for (int64_t r = 0; r < d.n_own; ++r)
        for (int c = 0; c < k; ++c)
            worst = fmax(worst, fabs(y[r * k + c] - y_all[d.own_rows[r] * k + c]));
    CHECK(worst <= 1e-14 * scale * 64, "triangular SpMM, %d ranks, kernel %s, k = %d%s%s: off "
          "by %.3e (scale %.3e)", mp_size(), spmm_variant_name(variant), k,
          d.direct ? "" : " (copies)", overlap ? " (overlap)" : "", worst, scale);
    /* every row owned once */
    int64_t rows = d.n_own;
    mp_sum_int64(&rows, 1);
    CHECK(rows == n, "triangular layout: %lld rows owned in all, %d expected", (long long)rows, n);
    double s[2] = {1.0, mp_rank()};
    dist_tri_sum(&d, s, 2);
    CHECK(s[0] == mp_size() && s[1] == mp_size() * (mp_size() - 1) / 2.0, "dist_tri_sum %g %g", s[0], s[1]);
    dev_delete(x, bytes);
    dev_delete(y, bytes);
    free(x), free(y), free(x_all), free(y_all);
    dist_tri_free(&d);
}

/* LOBPCG on the triangular distribution: the 4 lowest eigenvalues of the 3D Laplacian 10^3
 * against the closed form. */
static void check_tri_lobpcg(spmm_variant variant, int half, int overlap)
{
    csr_matrix a = {0};
    if (mp_rank() == 0)
        poisson3d(&a, 10);
    dist_tri d;
    dist_tri_create(&d, mp_rank() == 0 ? &a : NULL, 4, variant, half, 128, 0);
    d.overlap = overlap;
    eig_operator op = dist_tri_operator(&d);
    eig_options opt = eig_default_options();
    opt.nev = 4;
    opt.tol = 1e-9;
    double values[4], residuals[4];
    const eig_result r = eig_lobpcg(&op, &opt, values, residuals, NULL);
    /* 2 - 2 cos(pi i / 11) summed over (1,1,1), then the threefold (2,1,1) */
    const double pi = 3.14159265358979323846;
    const double c1 = 2 - 2 * cos(pi / 11), c2 = 2 - 2 * cos(2 * pi / 11);
    const double exact[4] = {3 * c1, 2 * c1 + c2, 2 * c1 + c2, 2 * c1 + c2};
    CHECK(r.status == EIG_CONVERGED, "distributed LOBPCG on %d ranks: %s", mp_size(), r.message);
    for (int i = 0; i < 4; ++i)
        CHECK(fabs(values[i] - exact[i]) <= 1e-9 * exact[i] && residuals[i] <= 1e-9,
              "distributed LOBPCG, %d ranks, kernel %s%s: eigenvalue %d = %.17g (closed form "
              "%.17g), residual %.2e", mp_size(), spmm_variant_name(variant),
              overlap ? " (overlap)" : "", i, values[i], exact[i], residuals[i]);
    dist_tri_free(&d);
    csr_free(&a);
}

static void test_triangular(void)
{
    if (!dist_tri_pieces(mp_size())) {
        printf("triangular distribution: skipped on %d ranks (1, 3 or 6)\n", mp_size());
        return;
    }
    const int32_t n = 600;
    csr_matrix a = {0};
    if (mp_rank() == 0)
        random_spd(&a, n);
    mp_bcast(&rng_state, sizeof rng_state, 0); /* rank 0 drew the matrix */
    spmm_variant variant;
    int half;
    char err[200];
    if (spmm_choose(-1, 1, &variant, &half, err, sizeof err) == 0) /* half-stored (fused) */
        for (int k = 1; k <= 5; k += 2) {
            for (int direct = 0; direct <= 1; ++direct)
                check_tri_spmm(&a, n, k, variant, half, direct, 0);
            check_tri_spmm(&a, n, k, variant, half, 0, 1); /* the split product */
        }
    for (int overlap = 0; overlap <= 1; ++overlap) /* full storage: the block and its transpose */
        for (int k = 1; k <= 5; k += 3)
            check_tri_spmm(&a, n, k, SPMM_NAIVE, 0, 0, overlap);
    for (spmm_variant v = SPMM_CACHE_BLOCKED; v <= SPMM_ROWWISE; ++v) /* where the flavour has them */
        if (spmm_choose((int)v, 0, &variant, &half, err, sizeof err) == 0)
            check_tri_spmm(&a, n, 4, variant, half, 0, 1);
    csr_free(&a);
    if (spmm_choose(-1, -1, &variant, &half, err, sizeof err) == 0)
        for (int overlap = 0; overlap <= 1; ++overlap)
            check_tri_lobpcg(variant, half, overlap);
}

/* --grid D0xD1x...: the grid only. */
static int make_grid(const char *text)
{
    int dims[MP_CART_MAX_DIMS] = {0, 0, 0, 0}, nd = 0;
    for (const char *p = text; *p && nd < MP_CART_MAX_DIMS; ++nd) {
        char *end;
        dims[nd] = (int)strtol(p, &end, 10);
        if (end == p || (*end && *end != 'x'))
            mp_fail("--grid: '%s' is not a grid such as 2x1x0x0", text);
        p = *end ? end + 1 : end;
    }
    mp_cart c;
    mp_cart_create(nd, dims, &c);
    printf("rank %d at", mp_rank());
    for (int d = 0; d < nd; ++d)
        printf(" %d/%d", c.coords[d], c.dims[d]);
    printf("\n");
    return mp_finalize(0);
}

int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    if (argc == 3 && strcmp(argv[1], "--grid") == 0)
        return make_grid(argv[2]);
    mp_quiet_stdout();
    /* one seed for every rank */
    uint64_t seed = mp_rank() == 0 ? test_seed() : 0;
    mp_bcast(&seed, sizeof seed, 0);
    rng_state = seed * 0x9E3779B97F4A7C15ull + 1;
    printf("%s\n", mp_describe());
    test_tree_sums();
    test_ring_halo();
    for (int nd = 1; nd <= MP_CART_MAX_DIMS; ++nd)
        test_cart(nd);
    test_dist_matrix(FORMAT_CSR);
    test_dist_matrix(FORMAT_ELLPACK);
    test_dist_matrix(FORMAT_SELL);
    test_groups();
    test_triangular();
    /* every rank's failures count */
    int64_t counts[2] = {checks_run, checks_failed};
    mp_sum_int64(counts, 2);
    checks_run = (int)counts[0];
    checks_failed = (int)counts[1];
    return mp_finalize(test_summary("test_mpi"));
}
