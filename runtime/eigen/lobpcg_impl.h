/* LOBPCG in one precision. lobpcg.c includes this file twice, with
 *   REAL   double or float          (the vectors, Gram matrices and small eigenproblems)
 *   SFX    double or float          (the suffix of the generated kernels: sparse_copy_SFX)
 *   DT     DENSE_DOUBLE/DENSE_FLOAT (runtime/dense)
 *   APPLY  how to call the operator in that precision
 * defined, so that both precisions share one text of the algorithm.
 *
 * The method (Knyazev 2001, with the soft locking and the Rayleigh-Ritz of BLOPEX/SciPy):
 * X holds the k current Ritz vectors (X^T X = I), AX = A X. Each iteration takes the
 * residuals R = AX - X Lambda, keeps the columns that have not converged (the active ones:
 * converged vectors stay in X and in the Rayleigh-Ritz, but get no new directions: soft
 * locking), preconditions them (W = T R_a), makes W orthogonal to X and orthonormal
 * (Cholesky-QR), takes the active columns of the previous step's direction P (orthonormalised
 * the same way), and solves the Rayleigh-Ritz problem of A on S = [X, W, P]:
 *     (S^T A S) c = theta (S^T S) c
 * with a generalized symmetric eigensolver (dsygvd/ssygvd, or cuSOLVER's sygvd on the GPU).
 * The lowest k pairs give X <- S c_k and P <- [W, P] c_k (its W and P rows). When a Gram
 * matrix is too ill-conditioned (P nearly dependent on [X, W] as the method converges), P is
 * dropped for that iteration and the problem is solved on [X, W]; a W whose Cholesky-QR shows
 * it ill-conditioned gets a second pass (or a shifted one when the Cholesky factorization
 * fails); when P's projection shrank it so much that the carried AP has lost accuracy, A P
 * is recomputed. Each is counted in the result (dropped_p, repaired_w, explicit_ap).
 *
 * Every n x k block stays on the device; the Gram matrices and small eigenproblems too, through
 * runtime/dense on dev_ptr() addresses; only k Ritz values and k residual norms come back to
 * the host each iteration. */

#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define KERNEL(name) CAT(name, SFX) /* sparse_copy -> sparse_copy_double */
#define LOCAL(name) CAT(name, SFX)  /* this file's functions, one set per precision */

typedef struct {
    const eig_operator *op;
    const eig_options *opt;
    eig_result *res;
    int64_t n;
    int k, nev;
    /* n x k blocks (row-major), on the device */
    REAL *X, *AX, *P, *AP, *R, *Ra, *W, *AW, *Pa, *APa, *Xn, *AXn, *Pn, *APn;
    REAL *GA, *GB, *GA0, *GB0; /* (3k)^2: Gram matrices (built in *0, solved in copies) */
    REAL *G;                   /* k^2: Cholesky-QR and residual Gram matrices */
    REAL *theta;               /* 3k Ritz values of the Rayleigh-Ritz problem */
    REAL *lambda;              /* k current Ritz values, for the residual kernel */
    int32_t *cols;             /* the active columns */
    double *lam, *rel;         /* k Ritz values and relative residuals on the host */
    int have_p;
} LOCAL(lobpcg);

static REAL *LOCAL(dp)(REAL *host) { return (REAL *)dev_ptr(host); }

static REAL *LOCAL(device_array)(int64_t count)
{
    REAL *a = xmalloc(sizeof(REAL) * (size_t)count);
    dev_create(a, sizeof(REAL) * (size_t)count);
    return a;
}

static void LOCAL(release)(REAL *a, int64_t count)
{
    dev_delete(a, sizeof(REAL) * (size_t)count);
    free(a);
}

/* Y = A X on k vectors, timed with the device synchronised. */
static void LOCAL(apply)(LOCAL(lobpcg) *s, int k, const REAL *X, REAL *Y)
{
    const double t0 = wall_seconds();
    APPLY(s->op, k, X, Y);
    dev_synchronize();
    s->res->t_operator += wall_seconds() - t0;
    s->res->operator_calls++;
    s->res->operator_vectors += k;
}

/* out (wa x wb at a device address, leading dimension ld) = A^T B for n x wa and n x wb blocks. */
static void LOCAL(gram)(LOCAL(lobpcg) *s, const REAL *A, int wa, const REAL *B, int wb, REAL *out,
                        int ld)
{
    if (wa && wb)
        dense_gemm(DT, 0, 1, wa, wb, s->n, 1.0, LOCAL(dp)((REAL *)A), wa, LOCAL(dp)((REAL *)B), wb,
                   0.0, out, ld);
}

/* out (n x wo) = beta out + alpha A C for an n x wa block A and a wa x wo matrix C (device
 * address, leading dimension ldc). */
static void LOCAL(combine)(LOCAL(lobpcg) *s, REAL *out, int wo, double beta, double alpha,
                           const REAL *A, int wa, const REAL *C, int ldc)
{
    if (wa)
        dense_gemm(DT, 1, 0, wo, s->n, wa, alpha, C, ldc, LOCAL(dp)((REAL *)A), wa, beta,
                   LOCAL(dp)(out), wo);
    else if (beta == 0)
        KERNEL(sparse_fill)(s->n * wo, 0, out);
}

/* Brings the first `count` values of a small device array to its host copy. */
static void LOCAL(read_small)(REAL *host_array, int64_t count)
{
    dev_update_host(host_array, sizeof(REAL) * (size_t)count);
}

/* One Cholesky-QR pass on the n x w block A (and the same transformation on `also`, e.g. AP):
 * G = A^T A = U^T U, A <- A U^-1. shift > 0 factors G + shift I instead. Returns CHOLQR_ILL
 * when the factor's diagonal shows A ill-conditioned (the result is then less orthogonal than
 * working precision), CHOLQR_FAILED (A unchanged) when G is not numerically positive definite. */
static int LOCAL(cholqr_pass)(LOCAL(lobpcg) *s, REAL *A, int w, REAL *also, double shift,
                              double *smallest)
{
    LOCAL(gram)(s, A, w, A, w, LOCAL(dp)(s->G), w);
    if (shift > 0) {
        LOCAL(read_small)(s->G, (int64_t)w * w);
        for (int i = 0; i < w; ++i)
            s->G[i + (int64_t)i * w] += (REAL)shift;
        dev_update_device(s->G, sizeof(REAL) * (size_t)w * w);
    }
    if (dense_potrf(DT, w, LOCAL(dp)(s->G), w) != 0)
        return CHOLQR_FAILED;
    LOCAL(read_small)(s->G, (int64_t)w * w);
    double dmin = INFINITY, dmax = 0;
    for (int i = 0; i < w; ++i) {
        const double d = fabs((double)s->G[i + (int64_t)i * w]);
        dmin = d < dmin ? d : dmin;
        dmax = d > dmax ? d : dmax;
    }
    if (!(dmin > 0))
        return CHOLQR_FAILED;
    if (smallest)
        *smallest = dmin;
    dense_trsm_upper_trans(DT, w, s->n, LOCAL(dp)(s->G), w, LOCAL(dp)(A), w);
    if (also)
        dense_trsm_upper_trans(DT, w, s->n, LOCAL(dp)(s->G), w, LOCAL(dp)(also), w);
    /* orthogonality after one pass is about eps cond(A)^2, and dmax / dmin bounds cond(A)
     * from below: beyond eps^(-1/4) another pass is needed */
    return dmax / dmin > pow(EPS, -0.25) ? CHOLQR_ILL : CHOLQR_OK;
}

/* Orthonormalises A (n x w) robustly: Cholesky-QR, a second pass when the first shows A
 * ill-conditioned, a shifted first pass when plain Cholesky fails (shifted Cholesky-QR,
 * Fukaya et al. 2020). Returns 0, 1 when a repair was needed, -1 when A is rank deficient. */
static int LOCAL(orthonormalize)(LOCAL(lobpcg) *s, REAL *A, int w, REAL *also)
{
    int status = LOCAL(cholqr_pass)(s, A, w, also, 0, NULL);
    if (status == CHOLQR_OK)
        return 0;
    if (status == CHOLQR_FAILED) {
        LOCAL(gram)(s, A, w, A, w, LOCAL(dp)(s->G), w);
        LOCAL(read_small)(s->G, (int64_t)w * w);
        double trace = 0;
        for (int i = 0; i < w; ++i)
            trace += s->G[i + (int64_t)i * w];
        const double shift = 11.0 * ((double)s->n * w + (double)w * (w + 1)) * EPS * trace;
        if (!(trace > 0) || LOCAL(cholqr_pass)(s, A, w, also, shift, NULL) == CHOLQR_FAILED)
            return -1;
    }
    for (int pass = 0; pass < 2; ++pass)
        if (LOCAL(cholqr_pass)(s, A, w, also, 0, NULL) == CHOLQR_OK)
            return 1;
    return -1;
}

/* The Gram matrices of S = [X, W, P] (widths k, na, np) in GA0 and GB0, upper blocks,
 * leading dimension ld = k + na + np. */
static void LOCAL(build_gram)(LOCAL(lobpcg) *s, int na, int np)
{
    const int k = s->k, ld = k + na + np;
    REAL *ga = LOCAL(dp)(s->GA0), *gb = LOCAL(dp)(s->GB0);
    const REAL *S[3] = {s->X, s->W, s->Pa}, *AS[3] = {s->AX, s->AW, s->APa};
    const int width[3] = {k, na, np}, offset[3] = {0, k, k + na};
    for (int a = 0; a < 3; ++a)
        for (int b = a; b < 3; ++b) {
            REAL *at_a = ga + offset[a] + (int64_t)offset[b] * ld;
            REAL *at_b = gb + offset[a] + (int64_t)offset[b] * ld;
            LOCAL(gram)(s, S[a], width[a], AS[b], width[b], at_a, ld);
            LOCAL(gram)(s, S[a], width[a], S[b], width[b], at_b, ld);
        }
}

/* Solves the Rayleigh-Ritz problem on the leading N x N block of the Gram matrices (leading
 * dimension ld): eigenvectors in GA, values in theta. Returns the solver's info. */
static int LOCAL(solve_small)(LOCAL(lobpcg) *s, int N, int ld)
{
    KERNEL(sparse_copy)((int64_t)ld * ld, s->GA0, s->GA);
    KERNEL(sparse_copy)((int64_t)ld * ld, s->GB0, s->GB);
    const double t0 = wall_seconds();
    const int info = dense_sygvd(DT, N, LOCAL(dp)(s->GA), ld, LOCAL(dp)(s->GB), ld,
                                 LOCAL(dp)(s->theta));
    s->res->t_small += wall_seconds() - t0;
    return info;
}

static void LOCAL(swap)(REAL **a, REAL **b)
{
    REAL *t = *a;
    *a = *b;
    *b = t;
}

/* X <- S C_k, AX <- AS C_k, P <- [W, P] C_k (its W and P rows), AP likewise; C = GA with
 * leading dimension ld; the lowest k Ritz values become lambda. */
static void LOCAL(update)(LOCAL(lobpcg) *s, int na, int np, int ld)
{
    const int k = s->k;
    REAL *C = LOCAL(dp)(s->GA);
    REAL *Cx = C, *Cw = C + k, *Cp = C + k + na;
    LOCAL(combine)(s, s->Pn, k, 0, 1, s->W, na, Cw, ld);
    LOCAL(combine)(s, s->APn, k, 0, 1, s->AW, na, Cw, ld);
    if (np) {
        LOCAL(combine)(s, s->Pn, k, 1, 1, s->Pa, np, Cp, ld);
        LOCAL(combine)(s, s->APn, k, 1, 1, s->APa, np, Cp, ld);
    }
    KERNEL(sparse_copy)(s->n * k, s->Pn, s->Xn);
    KERNEL(sparse_copy)(s->n * k, s->APn, s->AXn);
    LOCAL(combine)(s, s->Xn, k, 1, 1, s->X, k, Cx, ld);
    LOCAL(combine)(s, s->AXn, k, 1, 1, s->AX, k, Cx, ld);
    LOCAL(swap)(&s->X, &s->Xn);
    LOCAL(swap)(&s->AX, &s->AXn);
    LOCAL(swap)(&s->P, &s->Pn);
    LOCAL(swap)(&s->AP, &s->APn);
    s->have_p = na > 0;
    KERNEL(sparse_copy)(k, s->theta, s->lambda);
    LOCAL(read_small)(s->theta, k);
    for (int i = 0; i < k; ++i)
        s->lam[i] = s->theta[i];
}

/* The column norms of the n x w block A, through its Gram matrix (on the device with the
 * block): column_norms computes them into G, column_norm(s, i, w) reads the i-th. */
static void LOCAL(column_norms)(LOCAL(lobpcg) *s, const REAL *A, int w)
{
    LOCAL(gram)(s, A, w, A, w, LOCAL(dp)(s->G), w);
    LOCAL(read_small)(s->G, (int64_t)w * w);
}

static double LOCAL(column_norm)(const LOCAL(lobpcg) *s, int i, int w)
{
    return sqrt(fabs((double)s->G[i + (int64_t)i * w]));
}

/* Residual norms of the k current pairs, relative to |lambda|; returns the number of the
 * first nev that converged and fills cols with the active (unconverged) columns. */
static int LOCAL(residuals)(LOCAL(lobpcg) *s, int *n_active, double *worst)
{
    const int k = s->k;
    KERNEL(sparse_block_residual)(s->n, k, s->AX, s->X, s->lambda, s->R);
    LOCAL(column_norms)(s, s->R, k);
    int converged = 0, na = 0;
    *worst = 0;
    for (int i = 0; i < k; ++i) {
        const double norm = LOCAL(column_norm)(s, i, k);
        s->rel[i] = s->lam[i] != 0 ? norm / fabs(s->lam[i]) : norm;
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

static void LOCAL(allocate)(LOCAL(lobpcg) *s)
{
    const int64_t nk = s->n * s->k, small = 9 * (int64_t)s->k * s->k;
    REAL **blocks[] = {&s->X, &s->AX, &s->P, &s->AP, &s->R, &s->Ra, &s->W,
                       &s->AW, &s->Pa, &s->APa, &s->Xn, &s->AXn, &s->Pn, &s->APn};
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; ++b)
        *blocks[b] = LOCAL(device_array)(nk);
    s->GA = LOCAL(device_array)(small);
    s->GB = LOCAL(device_array)(small);
    s->GA0 = LOCAL(device_array)(small);
    s->GB0 = LOCAL(device_array)(small);
    s->G = LOCAL(device_array)((int64_t)s->k * s->k);
    s->theta = LOCAL(device_array)(3 * s->k);
    s->lambda = LOCAL(device_array)(s->k);
    s->cols = xmalloc(sizeof(int32_t) * (size_t)s->k);
    dev_create(s->cols, sizeof(int32_t) * (size_t)s->k);
    s->lam = xcalloc((size_t)s->k, sizeof(double));
    s->rel = xcalloc((size_t)s->k, sizeof(double));
}

static void LOCAL(free_all)(LOCAL(lobpcg) *s)
{
    const int64_t nk = s->n * s->k, small = 9 * (int64_t)s->k * s->k;
    REAL *blocks[] = {s->X, s->AX, s->P, s->AP, s->R, s->Ra, s->W,
                      s->AW, s->Pa, s->APa, s->Xn, s->AXn, s->Pn, s->APn};
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; ++b)
        LOCAL(release)(blocks[b], nk);
    LOCAL(release)(s->GA, small);
    LOCAL(release)(s->GB, small);
    LOCAL(release)(s->GA0, small);
    LOCAL(release)(s->GB0, small);
    LOCAL(release)(s->G, (int64_t)s->k * s->k);
    LOCAL(release)(s->theta, 3 * s->k);
    LOCAL(release)(s->lambda, s->k);
    dev_delete(s->cols, sizeof(int32_t) * (size_t)s->k);
    free(s->cols);
    free(s->lam);
    free(s->rel);
}

/* The start block: the caller's vectors or seeded random ones, orthonormalised, and the first
 * Rayleigh-Ritz on X alone. Returns 0, or -1 if the block is rank deficient. */
static int LOCAL(start)(LOCAL(lobpcg) *s)
{
    const int64_t nk = s->n * s->k;
    uint64_t state = s->opt->seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    for (int64_t q = 0; q < nk; ++q)
        s->X[q] = s->opt->start ? (REAL)s->opt->start[q] : (REAL)(2 * eig_uniform(&state) - 1);
    dev_update_device(s->X, sizeof(REAL) * (size_t)nk);
    double t0 = wall_seconds();
    const int orth = LOCAL(orthonormalize)(s, s->X, s->k, NULL);
    s->res->t_dense += wall_seconds() - t0;
    if (orth < 0)
        return -1;
    LOCAL(apply)(s, s->k, s->X, s->AX);
    t0 = wall_seconds();
    LOCAL(build_gram)(s, 0, 0);
    s->res->t_dense += wall_seconds() - t0;
    if (LOCAL(solve_small)(s, s->k, s->k) != 0)
        return -1;
    t0 = wall_seconds();
    LOCAL(update)(s, 0, 0, s->k);
    s->res->t_dense += wall_seconds() - t0;
    s->have_p = 0;
    return 0;
}

/* New directions of the active columns: W = T R_a, orthogonal to X, orthonormal; AW = A W.
 * Returns -1 when W is rank deficient. */
static int LOCAL(directions)(LOCAL(lobpcg) *s, int na)
{
    double t0 = wall_seconds();
    KERNEL(sparse_block_gather)(s->n, s->k, s->R, na, s->cols, s->Ra);
    s->res->t_dense += wall_seconds() - t0;
    if (s->opt->precond) {
        t0 = wall_seconds();
        s->opt->precond->apply(s->opt->precond->ctx, na, s->Ra, s->W);
        dev_synchronize();
        s->res->t_precond += wall_seconds() - t0;
    } else {
        KERNEL(sparse_copy)(s->n * na, s->Ra, s->W);
    }
    t0 = wall_seconds();
    /* W -= X (X^T W) */
    LOCAL(gram)(s, s->X, s->k, s->W, na, LOCAL(dp)(s->G), s->k);
    LOCAL(combine)(s, s->W, na, 1, -1, s->X, s->k, LOCAL(dp)(s->G), s->k);
    const int orth = LOCAL(orthonormalize)(s, s->W, na, NULL);
    s->res->t_dense += wall_seconds() - t0;
    if (orth < 0)
        return -1;
    s->res->repaired_w += orth;
    LOCAL(apply)(s, na, s->W, s->AW);
    return 0;
}

/* Pa -= B (B^T Pa) for the n x w block B, and APa -= AB (B^T Pa) alike. */
static void LOCAL(project_p)(LOCAL(lobpcg) *s, int np, const REAL *Bk, const REAL *ABk, int w)
{
    REAL *M = LOCAL(dp)(s->G); /* w x np */
    LOCAL(gram)(s, Bk, w, s->Pa, np, M, w);
    LOCAL(combine)(s, s->Pa, np, 1, -1, Bk, w, M, w);
    LOCAL(combine)(s, s->APa, np, 1, -1, ABk, w, M, w);
}

/* The largest column norm of the n x w block A. */
static double LOCAL(largest_norm)(LOCAL(lobpcg) *s, const REAL *A, int w)
{
    LOCAL(column_norms)(s, A, w);
    double largest = 0;
    for (int i = 0; i < w; ++i)
        largest = fmax(largest, LOCAL(column_norm)(s, i, w));
    return largest;
}

/* The active columns of P (and AP alike), made orthogonal to X and W and orthonormal, so that
 * S = [X, W, P] is orthonormal and the Rayleigh-Ritz problem well conditioned even as P turns
 * nearly dependent on [X, W] near convergence (Hetmaniuk and Lehoucq 2006). Returns the
 * columns kept: 0 when P is numerically in span[X, W] (dropped for this iteration).
 *
 * AP is carried by the same linear algebra as P, so its rounding errors (eps |A| |P|) grow
 * with P's normalisation: when the projection left P much shorter than it was (the factor
 * below), AP no longer equals A P to working precision, and the error, fed back through X and
 * AX every iteration, grows until the converged pairs diverge again. AP is then recomputed
 * by the operator (counted in explicit_ap). */
static int LOCAL(active_p)(LOCAL(lobpcg) *s, int na)
{
    if (!s->have_p)
        return 0;
    const double t0 = wall_seconds();
    KERNEL(sparse_block_gather)(s->n, s->k, s->P, na, s->cols, s->Pa);
    KERNEL(sparse_block_gather)(s->n, s->k, s->AP, na, s->cols, s->APa);
    const double before = LOCAL(largest_norm)(s, s->Pa, na);
    for (int pass = 0; pass < 2; ++pass) { /* block Gram-Schmidt, twice */
        LOCAL(project_p)(s, na, s->X, s->AX, s->k);
        LOCAL(project_p)(s, na, s->W, s->AW, na);
    }
    double after = 0;
    int status = LOCAL(cholqr_pass)(s, s->Pa, na, s->APa, 0, &after);
    if (status == CHOLQR_ILL)
        status = LOCAL(cholqr_pass)(s, s->Pa, na, s->APa, 0, NULL) == CHOLQR_FAILED
                     ? CHOLQR_FAILED
                     : CHOLQR_OK;
    s->res->t_dense += wall_seconds() - t0;
    if (status == CHOLQR_FAILED) {
        s->res->dropped_p++;
        return 0;
    }
    if (!(after > 0) || before / after > AP_GROWTH_LIMIT) {
        LOCAL(apply)(s, na, s->Pa, s->APa);
        s->res->explicit_ap++;
    }
    return na;
}

static eig_result LOCAL(lobpcg_run)(const eig_operator *op, const eig_options *opt, int k,
                                    double *values, double *residuals, double *vectors)
{
    eig_result res;
    memset(&res, 0, sizeof res);
    const double t_start = wall_seconds();
    LOCAL(lobpcg) s;
    memset(&s, 0, sizeof s);
    s.op = op, s.opt = opt, s.res = &res, s.n = op->n, s.k = k, s.nev = opt->nev;
    LOCAL(allocate)(&s);
    FILE *log = opt->progress ? opt->progress : stdout;
    res.status = EIG_MAX_ITERATIONS;
    if (LOCAL(start)(&s) != 0) {
        res.status = EIG_BREAKDOWN;
        snprintf(res.message, sizeof res.message,
                 "breakdown: the start block is rank deficient (n = %lld, block %d)",
                 (long long)s.n, k);
    }
    for (int it = 0; res.status == EIG_MAX_ITERATIONS; ++it) {
        int na;
        double t0 = wall_seconds();
        res.converged = LOCAL(residuals)(&s, &na, &res.max_residual);
        res.t_dense += wall_seconds() - t0;
        res.iterations = it;
        const int report = opt->progress_every > 0 &&
                           (it % opt->progress_every == 0 || res.converged == s.nev);
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
        if (LOCAL(directions)(&s, na) != 0) {
            res.status = EIG_BREAKDOWN;
            snprintf(res.message, sizeof res.message,
                     "breakdown: the new directions are rank deficient at iteration %d", it);
            break;
        }
        const int np = LOCAL(active_p)(&s, na);
        t0 = wall_seconds();
        LOCAL(build_gram)(&s, na, np);
        res.t_dense += wall_seconds() - t0;
        const int ld = k + na + np;
        int info = LOCAL(solve_small)(&s, ld, ld);
        int used_p = np;
        if (info != 0 && np > 0) { /* [X, W, P] ill-conditioned: solve on [X, W] */
            res.dropped_p++;
            used_p = 0;
            info = LOCAL(solve_small)(&s, k + na, ld);
        }
        if (info != 0) {
            res.status = EIG_BREAKDOWN;
            snprintf(res.message, sizeof res.message,
                     "breakdown: the Rayleigh-Ritz problem on [X, W] failed (info %d) at "
                     "iteration %d", info, it);
            break;
        }
        t0 = wall_seconds();
        LOCAL(update)(&s, na, used_p, ld);
        res.t_dense += wall_seconds() - t0;
    }
    /* results: values, relative residuals and vectors of the first nev pairs */
    dev_update_host(s.X, sizeof(REAL) * (size_t)(s.n * k));
    for (int i = 0; i < s.nev; ++i) {
        values[i] = s.lam[i];
        residuals[i] = s.rel[i];
    }
    if (vectors)
        for (int64_t r = 0; r < s.n; ++r)
            for (int i = 0; i < s.nev; ++i)
                vectors[r * s.nev + i] = s.X[r * k + i];
    LOCAL(free_all)(&s);
    res.t_total = wall_seconds() - t_start;
    return res;
}

#undef KERNEL
#undef LOCAL
#undef CAT
#undef CAT2
