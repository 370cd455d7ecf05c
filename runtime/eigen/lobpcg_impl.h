/* LOBPCG in one precision. lobpcg.c includes this file twice, with
 *   REAL   double or float          (the vectors, the tall products, the device eigensolver)
 *   SFX    double or float          (the suffix of the generated kernels: sparse_copy_SFX)
 *   DT     DENSE_DOUBLE/DENSE_FLOAT (runtime/dense)
 *   EPS    the unit roundoff of REAL
 *   APPLY  how to call the operator in that precision
 *   REFRESH_EVERY  the period of the steps whose Gram matrices are computed whole (below)
 * defined, so that both precisions share one text of the algorithm.
 *
 * The method (Knyazev 2001) with soft locking, in the form of Duersch, Shao, Yang and Gu
 * (SIAM J. Sci. Comput. 40, 2018) that keeps X and P orthonormal and orthogonal to each other
 * in the small space: X holds the k current Ritz vectors, AX = A X. Each iteration takes the
 * residuals R = AX - X Lambda, keeps the columns that have not converged (the active ones:
 * converged vectors stay in X and in the Rayleigh-Ritz problem but get no new directions),
 * preconditions them (W = T R_a), applies the operator (AW), and solves the Rayleigh-Ritz
 * problem of A on S = [P X W]:
 *     (S^T A S) c = theta (S^T S) c
 * with a generalized symmetric eigensolver (dsygvd/ssygvd, cuSOLVER's sygvd on the GPU). The
 * lowest k pairs give X <- S C_x; the new P is the part of the step from X to the new X that
 * lies outside the new X, orthonormalized in the small space (P <- S Q_p), so that the blocks
 * of S^T S and S^T A S that involve only P and X are known (lobpcg_small.h) and each step
 * needs one tall product for the Gram matrices (S^T [W .. AW]), two for the update
 * ([P' X'] = S [Q_p C_x], and A times it = (A S) [Q_p C_x]) and one for the residual norms.
 *
 * Storage: S and A S are column ranges of one n x 6k column-major block (each vector
 * contiguous, so that each tall product is one gemm call on contiguous column ranges):
 *     [k - np, k)   P, right-aligned        [3k, 3k + na)  A W, left-aligned in its k columns
 *     [k, 2k)       X                       [4k, 5k)       A X
 *     [2k, 2k + na) W, left-aligned         [5k, 5k + np)  A P, left-aligned
 * so that [P X W] is one range, [W .. AW] another (the Gram products: one gemm, S^T of it)
 * and [AW .. AX AP] a third (the update of A X and A P); while some columns are converged
 * (na < k) the unused columns between W and A W take part with zero weight. The operator and
 * the preconditioner take row-major blocks: R is formed row-major from X and AX, and W and
 * AW are transposed into their columns (generated kernels, on the device).
 *
 * The known blocks drift from the true ones by rounding (about eps |A| a step, as a random
 * walk): every REFRESH_EVERY steps the Gram matrices are computed whole, and before the
 * solver stops a Rayleigh-Ritz step on X alone makes the returned values the Rayleigh
 * quotients of the returned vectors (their residuals are computed again).
 *
 * When the Gram matrix S^T S is too ill-conditioned for the working precision (W nearly
 * dependent on [P X]), P is dropped for that iteration; when [X W] alone is still
 * ill-conditioned (W nearly dependent on itself or on X), the whole basis [P X W] is made
 * orthonormal in the small space instead, leaving out its near-null directions (W
 * re-orthonormalized; what is independent of P stays). Both are counted (dropped_p,
 * repaired_w).
 *
 * Every n x k block stays on the device; the tall products run through runtime/dense on
 * dev_ptr() addresses, the generalized eigenproblem through dense_sygvd; the small matrices
 * (at most 3k x 3k) travel between host and device each iteration.
 *
 * Distributed operators (eig_operator.sum set; runtime/eigen/dist_eigen.h): n below is this
 * process's rows. The update products (S C) and every row-wise kernel are local; the two
 * products that sum over rows (the Gram products and the residual norms) are summed over the
 * processes by op->sum on their host copies, once per product, before anything reads them.
 * The small problems are then the same on every process, which solves them redundantly and
 * takes the same branches (levels, convergence, locking) as the others. */

/* Converged columns that lose their tolerance again make the solver restart from X (A X
 * applied anew, P dropped), at most once every RESTART_GAP steps (restart_from_x). */
#ifndef RESTART_GAP
#define RESTART_GAP 16
#endif

#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define KERNEL(name) CAT(name, SFX) /* sparse_copy -> sparse_copy_double */
#define LOCAL(name) CAT(name, SFX)  /* this file's functions, one set per precision */

typedef struct {
    const eig_operator *op;
    const eig_options *opt;
    eig_result *res;
    int64_t n, ld;         /* rows; the basis block's leading dimension (eig_padded_rows) */
    int k, nev;
    REAL *S, *Snext;       /* n x 6k column-major: the basis and its image (layout above) */
    REAL *R, *Ra, *W, *AW; /* n x k row-major: residuals, the active ones, W, A W */
    REAL *G, *GB;          /* 3k x 6k: Gram products (and the small problem's a), b */
    REAL *theta;           /* 3k eigenvalues of the small problem */
    REAL *coef, *coef_a;   /* 3k x 2k: the update's coefficients for [P X W], [AW .. AX AP] */
    REAL *lambda;          /* k current Ritz values, for the residual kernel */
    int32_t *cols;         /* the active columns */
    double *small_in;      /* host: the small matrices in double */
    double *rel;           /* k relative residuals */
    double *norm2;         /* k squared residual norms (summed over the processes) */
    lobpcg_small small;
    int np;                /* columns of P */
    int small_on_host;     /* LOBPCG_SMALL=host: the generalized eigenproblem by LAPACK on the
                              host, in double, wherever the vectors are */
} LOCAL(lobpcg);

static REAL *LOCAL(dp)(REAL *host) { return (REAL *)dev_ptr(host); }

static REAL *LOCAL(device_array)(int64_t count)
{
    REAL *a = xmalloc(sizeof(REAL) * (size_t)count);
    dev_create(a, sizeof(REAL) * (size_t)count);
    return a;
}

/* Zeros set by a kernel where the kernels run; the host copy is left unset (the solver reads
 * it only after copying a block back). Copying host zeros over instead (2 x 6 ld k values: 768
 * MB for 10^6 rows and block 8) cost a 10^6-row solve on an H200 0.36-0.46 s outside its
 * timed parts, 0.10-0.14 s after (BENCHMARKS.md, issue 12, 2026-11-28 night). */
static REAL *LOCAL(device_zeros)(int64_t count)
{
    REAL *a = xmalloc(sizeof(REAL) * (size_t)count);
    dev_create(a, sizeof(REAL) * (size_t)count);
    KERNEL(sparse_fill)(count, 0, a);
    return a;
}

static void LOCAL(release)(REAL *a, int64_t count)
{
    dev_delete(a, sizeof(REAL) * (size_t)count);
    free(a);
}

/* Column c of the n x 6k block B: its host address (kernels) and device address (BLAS). */
static REAL *LOCAL(column)(const LOCAL(lobpcg) *s, REAL *B, int c) { return B + (int64_t)c * s->ld; }
static REAL *LOCAL(dcolumn)(const LOCAL(lobpcg) *s, REAL *B, int c)
{
    return LOCAL(dp)(B) + (int64_t)c * s->ld;
}

/* Y = A X on k row-major vectors, timed with the device synchronised. */
static void LOCAL(apply)(LOCAL(lobpcg) *s, int k, const REAL *X, REAL *Y)
{
    const double t0 = wall_seconds();
    APPLY(s->op, k, X, Y);
    dev_synchronize();
    s->res->t_operator += wall_seconds() - t0;
    s->res->operator_calls++;
    s->res->operator_vectors += k;
}

/* ---- the tall products (each one gemm; in a distributed run a Gram product is this
 * process's rows, summed over the processes by sum_over_rows, an update product local) ---- */

/* x (n doubles on the host) summed over the processes of a distributed operator. */
static void LOCAL(sum_over_rows)(LOCAL(lobpcg) *s, double *x, int64_t n)
{
    if (!s->op->sum)
        return;
    const double t0 = wall_seconds();
    s->op->sum(s->op->ctx, x, n);
    s->res->t_sum += wall_seconds() - t0;
}

/* out (wa x wb, leading dimension wa, device) = A^T B for the column ranges A (wa columns)
 * and B (wb columns) of the basis block, at device addresses. */
static void LOCAL(gram)(LOCAL(lobpcg) *s, const REAL *A, int wa, const REAL *B, int wb, REAL *out)
{
    dense_gemm(DT, 1, 0, wa, wb, s->n, 1.0, A, s->ld, B, s->ld, 0.0, out, wa);
}

/* out (n x wo column range) = A (n x wa column range) C (wa x wo, leading dimension wa). */
static void LOCAL(combine)(LOCAL(lobpcg) *s, REAL *out, int wo, const REAL *A, int wa,
                           const REAL *C)
{
    dense_gemm(DT, 0, 0, s->n, wo, wa, 1.0, A, s->ld, C, wa, 0.0, out, s->ld);
}

/* The small matrices between device and host, converted to and from double. */
static void LOCAL(small_down)(REAL *dev_host_copy, int64_t count, double *out)
{
    dev_update_host(dev_host_copy, sizeof(REAL) * (size_t)count);
    for (int64_t i = 0; i < count; ++i)
        out[i] = dev_host_copy[i];
}

static void LOCAL(small_up)(const double *in, int64_t count, REAL *dev_host_copy)
{
    for (int64_t i = 0; i < count; ++i)
        dev_host_copy[i] = (REAL)in[i];
    dev_update_device(dev_host_copy, sizeof(REAL) * (size_t)count);
}

/* The largest relative residual, the number converged among the first nev, and the active
 * (unconverged) columns in cols; from R = AX - X Lambda and its column norms. */
static int LOCAL(residuals)(LOCAL(lobpcg) *s, int *n_active, double *worst)
{
    const int k = s->k;
    KERNEL(sparse_block_residual)(s->n, k, s->ld, LOCAL(column)(s, s->S, 4 * k),
                                  LOCAL(column)(s, s->S, k), s->lambda, s->R);
    /* the column norms: the diagonal of R^T R (R row-major: a k x n column-major view) */
    dense_gemm(DT, 0, 1, k, k, s->n, 1.0, LOCAL(dp)(s->R), k, LOCAL(dp)(s->R), k, 0.0,
               LOCAL(dp)(s->G), k);
    dev_update_host(s->G, sizeof(REAL) * (size_t)k * k);
    for (int i = 0; i < k; ++i)
        s->norm2[i] = (double)s->G[i + (int64_t)i * k];
    LOCAL(sum_over_rows)(s, s->norm2, k);
    int converged = 0, na = 0;
    *worst = 0;
    for (int i = 0; i < k; ++i) {
        const double norm = sqrt(fabs(s->norm2[i]));
        const double lam = s->small.theta[i];
        s->rel[i] = lam != 0 ? norm / fabs(lam) : norm;
        if (!(s->rel[i] <= s->opt->tol)) /* NaN stays active */
            s->cols[na++] = i;
        else if (i < s->nev)
            converged++;
        if (i < s->nev && !(s->rel[i] <= *worst))
            *worst = s->rel[i];
    }
    dev_update_device(s->cols, sizeof(int32_t) * (size_t)(na > 0 ? na : 1));
    *n_active = na;
    return converged;
}

/* Solves the small problem at the first level that suits it; returns 0, or -1 (breakdown). */
static int LOCAL(solve_small)(LOCAL(lobpcg) *s, const int32_t *cols, int n_dirs)
{
    lobpcg_small *q = &s->small;
    const int k = s->k;
    int level = q->np > 0 ? SMALL_FULL : SMALL_WITHOUT_P;
    for (; level <= SMALL_REDUCED; ++level) {
        const int fit = lobpcg_small_setup(q, level, EPS);
        if (fit < 0)
            return -1;
        if (fit > 0)
            continue;
        const int m = q->m;
        double *y = s->small_in, *theta = s->small_in + (size_t)m * k;
        if (s->small_on_host) { /* LAPACK in double on the host copies */
            if (LAPACKE_dsygvd(LAPACK_COL_MAJOR, 1, 'V', 'U', m, q->a, m, q->b, m, theta) != 0)
                continue;
            memcpy(y, q->a, sizeof(double) * (size_t)m * k);
        } else {
            LOCAL(small_up)(q->a, (int64_t)m * m, s->G);
            LOCAL(small_up)(q->b, (int64_t)m * m, s->GB);
            const int info = dense_sygvd(DT, m, LOCAL(dp)(s->G), m, LOCAL(dp)(s->GB), m,
                                         LOCAL(dp)(s->theta));
            if (info != 0)
                continue; /* b not positive definite after all: the next level */
            LOCAL(small_down)(s->G, (int64_t)m * k, y);
            LOCAL(small_down)(s->theta, k, theta);
        }
        s->res->dropped_p += q->np > 0 && level == SMALL_WITHOUT_P;
        s->res->repaired_w += level == SMALL_REDUCED;
        lobpcg_small_finish(q, y, theta, cols, n_dirs, EPS);
        return 0;
    }
    return -1;
}

/* The update's coefficients for the image side: [AX' AP'] = [AW .. AX AP] coef_a, the rows
 * and columns of the small problem's coef ([P X W] -> [P' X']) put in that order, zero rows
 * for the unused columns after A W. */
static void LOCAL(image_coefficients)(LOCAL(lobpcg) *s, int kx, int na)
{
    const lobpcg_small *q = &s->small;
    const int k = s->k, np = q->np, np_next = q->np_next, M = q->M, wa = k + kx + np;
    for (int o = 0; o < k + np_next; ++o) {
        const double *from = q->coef + (size_t)(o < k ? np_next + o : o - k) * M;
        REAL *to = s->coef_a + (size_t)o * wa;
        for (int r = 0; r < wa; ++r) {
            const int row = r < na ? np + kx + r : r < k ? -1 : r < k + kx ? np + r - k : r - k - kx;
            to[r] = row < 0 ? 0 : (REAL)from[row];
        }
    }
    dev_update_device(s->coef_a, sizeof(REAL) * (size_t)wa * (k + np_next));
}

/* The Gram products of a step (one tall product S^T B, to the host) and G_A, G_B assembled
 * from them. B is [W .. AW] (the columns of G_B and G_A for W; the rest is known), or with
 * `refresh` the whole [P X W .. AW AX AP], every column computed: that clears the rounding
 * drift of the known blocks. */
static void LOCAL(gram_matrices)(LOCAL(lobpcg) *s, int kx, int na, int refresh)
{
    const int k = s->k, np = s->np, M = np + kx + na;
    const int first = kx ? k - np : 2 * k; /* the basis [P X W] starts here */
    refresh = refresh && kx > 0;
    const int b_first = refresh ? first : 2 * k, width = refresh ? 4 * k + 2 * np : k + na;
    const double t0 = wall_seconds();
    LOCAL(gram)(s, LOCAL(dcolumn)(s, s->S, first), M, LOCAL(dcolumn)(s, s->S, b_first), width,
                LOCAL(dp)(s->G));
    LOCAL(small_down)(s->G, (int64_t)M * width, s->small_in);
    s->res->t_dense += wall_seconds() - t0;
    LOCAL(sum_over_rows)(s, s->small_in, (int64_t)M * width);
    /* where S^T s_j and S^T A s_j are among B's columns: b_col, a_col (-1: known) */
    int b_col[3 * k], a_col[3 * k];
    for (int j = 0; j < M; ++j) {
        const int w = j - np - kx; /* W's column, if >= 0 */
        if (refresh) {
            b_col[j] = j < np ? j : w < 0 ? j : np + k + w;
            a_col[j] = j < np ? np + 4 * k + j : w < 0 ? np + 3 * k + (j - np) : np + 2 * k + w;
        } else {
            b_col[j] = w < 0 ? -1 : w;
            a_col[j] = w < 0 ? -1 : k + w;
        }
    }
    lobpcg_small_assemble(&s->small, kx, np, na, s->small_in, b_col, a_col);
}

/* One Rayleigh-Ritz step on [P X W] (kx = 0: on W alone, the start), with W and A W in their
 * columns: the Gram matrices, the small problem, the update of P, X and their images, the
 * new Ritz values. Returns 0, or -1 when the basis is rank deficient. */
static int LOCAL(rayleigh_ritz)(LOCAL(lobpcg) *s, int kx, int na, const int32_t *cols,
                                int n_dirs, int refresh)
{
    const int k = s->k, np = s->np, M = np + kx + na;
    const int first = kx ? k - np : 2 * k;
    LOCAL(gram_matrices)(s, kx, na, refresh);
    double t0 = wall_seconds();
    const int solved = LOCAL(solve_small)(s, cols, n_dirs);
    s->res->t_small += wall_seconds() - t0;
    if (solved != 0)
        return -1;

    t0 = wall_seconds();
    const int np_next = s->small.np_next, wo = np_next + k;
    const int wa = k + kx + np; /* [AW .. AX AP] */
    LOCAL(small_up)(s->small.coef, (int64_t)M * wo, s->coef);
    LOCAL(image_coefficients)(s, kx, na);
    LOCAL(combine)(s, LOCAL(dcolumn)(s, s->Snext, k - np_next), wo,
                   LOCAL(dcolumn)(s, s->S, first), M, LOCAL(dp)(s->coef));
    LOCAL(combine)(s, LOCAL(dcolumn)(s, s->Snext, 4 * k), wo, LOCAL(dcolumn)(s, s->S, 3 * k), wa,
                   LOCAL(dp)(s->coef_a));
    REAL *t = s->S;
    s->S = s->Snext, s->Snext = t;
    s->np = np_next;
    for (int i = 0; i < k; ++i)
        s->lambda[i] = (REAL)s->small.theta[i];
    dev_update_device(s->lambda, sizeof(REAL) * (size_t)k);
    s->res->t_dense += wall_seconds() - t0;
    return 0;
}

/* W (row-major n x na) and A W into their columns of the basis block. */
static void LOCAL(place_directions)(LOCAL(lobpcg) *s, int na, const REAL *W, const REAL *AW)
{
    const double t0 = wall_seconds();
    KERNEL(sparse_block_to_columns)(s->n, na, W, s->ld, LOCAL(column)(s, s->S, 2 * s->k));
    KERNEL(sparse_block_to_columns)(s->n, na, AW, s->ld, LOCAL(column)(s, s->S, 3 * s->k));
    s->res->t_dense += wall_seconds() - t0;
}

static void LOCAL(allocate)(LOCAL(lobpcg) *s)
{
    const int64_t nk = s->n * s->k, small = 18 * (int64_t)s->k * s->k;
    REAL **blocks[] = {&s->R, &s->Ra, &s->W, &s->AW};
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; ++b)
        *blocks[b] = LOCAL(device_array)(nk);
    /* zero: the columns after W and A W that take part with zero weight must be finite */
    s->S = LOCAL(device_zeros)(6 * s->ld * s->k);
    s->Snext = LOCAL(device_zeros)(6 * s->ld * s->k);
    s->G = LOCAL(device_array)(small);
    s->GB = LOCAL(device_array)(small);
    s->theta = LOCAL(device_array)(3 * s->k);
    s->coef = LOCAL(device_array)(6 * (int64_t)s->k * s->k);
    s->coef_a = LOCAL(device_array)(6 * (int64_t)s->k * s->k);
    s->lambda = LOCAL(device_array)(s->k);
    s->cols = xmalloc(sizeof(int32_t) * (size_t)s->k);
    dev_create(s->cols, sizeof(int32_t) * (size_t)s->k);
    s->small_in = xcalloc((size_t)small + 3 * (size_t)s->k, sizeof(double));
    s->rel = xmalloc(sizeof(double) * (size_t)s->k);
    s->norm2 = xmalloc(sizeof(double) * (size_t)s->k);
    for (int i = 0; i < s->k; ++i)
        s->rel[i] = INFINITY; /* until the first residuals */
    lobpcg_small_init(&s->small, s->k);
}

static void LOCAL(free_all)(LOCAL(lobpcg) *s)
{
    const int64_t nk = s->n * s->k, small = 18 * (int64_t)s->k * s->k;
    REAL *blocks[] = {s->R, s->Ra, s->W, s->AW};
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; ++b)
        LOCAL(release)(blocks[b], nk);
    LOCAL(release)(s->S, 6 * s->ld * s->k);
    LOCAL(release)(s->Snext, 6 * s->ld * s->k);
    LOCAL(release)(s->G, small);
    LOCAL(release)(s->GB, small);
    LOCAL(release)(s->theta, 3 * s->k);
    LOCAL(release)(s->coef, 6 * (int64_t)s->k * s->k);
    LOCAL(release)(s->coef_a, 6 * (int64_t)s->k * s->k);
    LOCAL(release)(s->lambda, s->k);
    dev_delete(s->cols, sizeof(int32_t) * (size_t)s->k);
    free(s->cols);
    free(s->small_in);
    free(s->rel);
    free(s->norm2);
    lobpcg_small_free(&s->small);
}

/* W <- X, row-major (the operator's layout), on the device. */
static void LOCAL(x_into_w)(LOCAL(lobpcg) *s)
{
    const double t0 = wall_seconds();
    dev_update_host(LOCAL(column)(s, s->S, s->k), sizeof(REAL) * (size_t)(s->ld * s->k));
    for (int64_t r = 0; r < s->n; ++r)
        for (int c = 0; c < s->k; ++c)
            s->W[r * s->k + c] = LOCAL(column)(s, s->S, s->k + c)[r];
    dev_update_device(s->W, sizeof(REAL) * (size_t)(s->n * s->k));
    s->res->t_dense += wall_seconds() - t0;
}

/* X <- the Ritz vectors of A on span(W) alone (A W applied here, P dropped): the start's
 * step and a restart's. Returns 0, or -1 if W is rank deficient. */
static int LOCAL(ritz_on_w)(LOCAL(lobpcg) *s)
{
    LOCAL(apply)(s, s->k, s->W, s->AW);
    LOCAL(place_directions)(s, s->k, s->W, s->AW);
    s->np = 0;
    return LOCAL(rayleigh_ritz)(s, 0, s->k, NULL, 0, 0);
}

/* The start block (the caller's vectors or seeded random ones) and the first Rayleigh-Ritz
 * step on it alone: X becomes orthonormal Ritz vectors. A start block that was far from
 * orthonormal gets a second step. Returns 0, or -1 if the block is rank deficient. A
 * distributed operator's rows take their entries of the same global block (splitmix64's
 * state advances by a constant per draw: entry q of the sequence is drawn from the state
 * q draws on). */
static int LOCAL(start)(LOCAL(lobpcg) *s)
{
    const int64_t nk = s->n * s->k;
    const uint64_t state0 = s->opt->seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    const int64_t *rows = s->op->local_rows;
    /* eig_uniform is splitmix64, whose state only counts: draw g of the stream from state0 is the
     * first draw from state0 + g x its increment. So every entry is drawn on its own, over the
     * host's threads, with the values of one stream in entry order (and a distributed run's rows
     * draw their global entries' values). */
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < nk; ++q) {
        const int64_t g = rows ? rows[q / s->k] * s->k + q % s->k : q; /* global entry */
        uint64_t state = state0 + (uint64_t)g * 0x9E3779B97F4A7C15ull;
        s->W[q] = s->opt->start ? (REAL)s->opt->start[g] : (REAL)(2 * eig_uniform(&state) - 1);
    }
    dev_update_device(s->W, sizeof(REAL) * (size_t)nk);
    for (int pass = 0; pass < 2; ++pass) {
        if (LOCAL(ritz_on_w)(s) != 0)
            return -1;
        if (s->small.level != SMALL_REDUCED)
            return 0;
        /* ill-conditioned: once more from the Ritz vectors just computed */
        LOCAL(x_into_w)(s);
    }
    return s->small.level == SMALL_REDUCED ? -1 : 0;
}

/* A restart from the current X: A X applied anew and the Rayleigh-Ritz step on X alone, P
 * dropped. The known blocks and the implicitly updated A X of the steps (Duersch et al.) can
 * lose the accuracy of converged columns: on a random 300 x 300 matrix with eigenvalues 1e-6
 * apart (test_eigen, seed 1795777045) the residuals of converged columns grew 2.7x a step from
 * iteration 80 until every column was lost and the basis broke down at iteration 758. Returns
 * 0, or -1 (X rank deficient). */
static int LOCAL(restart_from_x)(LOCAL(lobpcg) *s)
{
    LOCAL(x_into_w)(s);
    s->res->restarts++;
    return LOCAL(ritz_on_w)(s);
}

/* One iteration's new directions for the na active columns: W = T R_a, A W, into the basis
 * block; then the Rayleigh-Ritz step on [P X W]. Returns 0, or -1 (breakdown). */
static int LOCAL(iterate)(LOCAL(lobpcg) *s, int na, int refresh)
{
    double t0 = wall_seconds();
    REAL *W = s->R; /* all columns active: R itself */
    if (na < s->k) {
        KERNEL(sparse_block_gather)(s->n, s->k, s->R, na, s->cols, s->Ra);
        W = s->Ra;
    }
    s->res->t_dense += wall_seconds() - t0;
    if (s->opt->precond) {
        t0 = wall_seconds();
        s->opt->precond->apply(s->opt->precond->ctx, na, W, s->W);
        dev_synchronize();
        s->res->t_precond += wall_seconds() - t0;
        W = s->W;
    }
    LOCAL(apply)(s, na, W, s->AW);
    LOCAL(place_directions)(s, na, W, s->AW);
    return LOCAL(rayleigh_ritz)(s, s->k, na, s->cols, na, refresh);
}

/* The Rayleigh-Ritz step on X alone (its image A X carried along), before the solver stops:
 * the values it returns become the Rayleigh quotients of the vectors it returns, free of the
 * rounding drift of the known blocks (the residuals are then computed again). P is dropped.
 * Returns 0, or -1 (X rank deficient: left as it was). */
static int LOCAL(polish)(LOCAL(lobpcg) *s)
{
    const int k = s->k;
    const double t0 = wall_seconds();
    KERNEL(sparse_copy)(k * s->ld, LOCAL(column)(s, s->S, k), LOCAL(column)(s, s->S, 2 * k));
    KERNEL(sparse_copy)(k * s->ld, LOCAL(column)(s, s->S, 4 * k), LOCAL(column)(s, s->S, 3 * k));
    s->res->t_dense += wall_seconds() - t0;
    const int np = s->np;
    s->np = 0;
    if (LOCAL(rayleigh_ritz)(s, 0, k, NULL, 0, 0) == 0)
        return 0;
    s->np = np;
    return -1;
}

/* Seconds the result's timers have counted so far (t_start and t_finish take the rest of
 * their spans, so that the parts add up to at most t_total). */
static double LOCAL(counted)(const eig_result *r)
{
    return r->t_operator + r->t_dense + r->t_small + r->t_precond + r->t_sum;
}

static eig_result LOCAL(lobpcg_run)(const eig_operator *op, const eig_options *opt, int k,
                                    double *values, double *residuals, double *vectors)
{
    eig_result res;
    memset(&res, 0, sizeof res);
    const double t_start = wall_seconds();
    const int64_t calls_before = dense_calls();
    LOCAL(lobpcg) s;
    memset(&s, 0, sizeof s);
    s.n = op->n_local > 0 ? op->n_local : op->n; /* this process's rows */
    s.op = op, s.opt = opt, s.res = &res, s.ld = eig_padded_rows(s.n), s.k = k;
    s.nev = opt->nev;
    const char *small = getenv("LOBPCG_SMALL");
    s.small_on_host = small && strcmp(small, "host") == 0;
    LOCAL(allocate)(&s);
    FILE *log = opt->progress ? opt->progress : stdout;
    res.status = EIG_MAX_ITERATIONS;
    if (LOCAL(start)(&s) != 0) {
        res.status = EIG_BREAKDOWN;
        snprintf(res.message, sizeof res.message,
                 "breakdown: the start block is rank deficient (n = %lld, block %d)",
                 (long long)s.n, k);
    }
    res.t_start = wall_seconds() - t_start - LOCAL(counted)(&res);
    int polished = 0, most_converged = 0, restarted_at = -RESTART_GAP;
    for (int it = 0; res.status == EIG_MAX_ITERATIONS;) {
        int na;
        const double t0 = wall_seconds(), summed = res.t_sum;
        res.converged = LOCAL(residuals)(&s, &na, &res.max_residual);
        res.t_dense += wall_seconds() - t0 - (res.t_sum - summed); /* the sum counted apart */
        res.iterations = it;
        /* converged columns losing their accuracy: restart from X (at most every RESTART_GAP
         * steps, so that a column that cannot hold its tolerance does not restart every step) */
        if (res.converged < most_converged && it - restarted_at >= RESTART_GAP) {
            restarted_at = it, most_converged = 0;
            if (LOCAL(restart_from_x)(&s) != 0) {
                res.status = EIG_BREAKDOWN;
                snprintf(res.message, sizeof res.message,
                         "breakdown: X is rank deficient at the restart of iteration %d", it);
                break;
            }
            continue; /* the residuals of the restarted X */
        }
        if (res.converged > most_converged)
            most_converged = res.converged;
        const int stop = res.converged == s.nev || it >= opt->max_iterations;
        if (stop && !polished && !isnan(res.max_residual)) {
            if (LOCAL(polish)(&s) == 0) { /* the residuals once more, of the exact Ritz pairs */
                polished = 1;
                continue;
            }
        }
        const int report = opt->progress_every > 0 && (it % opt->progress_every == 0 || stop);
        if (report) {
            fprintf(log, "lobpcg iter %5d  max residual %.3e  converged %d/%d  active %d\n", it,
                    res.max_residual, res.converged, s.nev, na);
            fflush(log); /* progress must show through a pipe (tee, a batch log) */
        }
        if (isnan(res.max_residual)) {
            res.status = EIG_BREAKDOWN;
            snprintf(res.message, sizeof res.message, "breakdown: NaN residual at iteration %d", it);
            break;
        }
        if (res.converged == s.nev) {
            res.status = EIG_CONVERGED;
            snprintf(res.message, sizeof res.message,
                     "converged: %d eigenpairs with relative residual <= %.1e in %d iterations",
                     s.nev, opt->tol, it);
            break;
        }
        if (it >= opt->max_iterations) {
            snprintf(res.message, sizeof res.message,
                     "not converged: %d of %d eigenpairs after %d iterations (largest relative "
                     "residual %.3e)", res.converged, s.nev, it, res.max_residual);
            break;
        }
        if (LOCAL(iterate)(&s, na, it % REFRESH_EVERY == REFRESH_EVERY - 1) != 0) {
            res.status = EIG_BREAKDOWN;
            snprintf(res.message, sizeof res.message,
                     "breakdown: the basis [X, W] is rank deficient at iteration %d", it);
            break;
        }
        polished = 0;
        ++it;
    }
    /* results: values, relative residuals and vectors of the first nev pairs */
    const double t_finish = wall_seconds();
    for (int i = 0; i < s.nev; ++i) {
        values[i] = s.small.theta[i];
        residuals[i] = s.rel[i];
    }
    if (vectors) { /* the nev columns of X wanted (of k), into the caller's rows */
        REAL *X = LOCAL(column)(&s, s.S, k);
        dev_update_host(X, sizeof(REAL) * (size_t)(s.ld * s.nev));
#pragma omp parallel for schedule(static)
        for (int64_t r = 0; r < s.n; ++r)
            for (int i = 0; i < s.nev; ++i)
                vectors[r * s.nev + i] = X[r + (int64_t)i * s.ld];
    }
    LOCAL(free_all)(&s);
    res.dense_calls = dense_calls() - calls_before;
    res.t_total = wall_seconds() - t_start;
    res.t_finish = t_start + res.t_total - t_finish;
    return res;
}

#undef KERNEL
#undef LOCAL
#undef CAT
#undef CAT2
