/* Thick-restart Lanczos (Wu and Simon 2000) for the lowest eigenpairs, in double, with full
 * reorthogonalisation, on the same operator callback as LOBPCG (k = 1 vector per call).
 *
 * The basis V = [v_0 .. v_m] lives on the device, right after the locked vectors L in one
 * block; each step w = A v_j loses its components along v_j and v_{j-1} (the three-term
 * recurrence) and is then made orthogonal to L and V at once by classical Gram-Schmidt (one
 * pair of gemv calls; a second pass only when the first cancelled much of w, and always after
 * a restart, where w has components along every kept Ritz vector); the projections give
 * column j of T = V^T A V. When the basis is full, the Ritz pairs of T are
 * computed on the host (dsyevd, small) and the lowest `keep` Ritz vectors become the first
 * vectors of the new basis, followed by the last Lanczos vector (the thick restart: T becomes
 * an arrowhead matrix, which the projections rebuild by themselves).
 *
 * A single-vector Krylov space holds one direction of each eigenspace (in exact arithmetic),
 * so a degenerate eigenvalue would be found once. After the wanted pairs converge, they are
 * locked and a fresh start vector, random and orthogonal to them, explores the rest of the
 * space (verification runs): every pair found below the largest locked value joins the locked
 * set, until a run finds none. */
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dense/dense.h"
#include "device.h"
#include "eigen.h"
#include "eigen_internal.h"
#include "sparse_kernels.h"
#include "util.h"

/* The fraction of the tolerance a Ritz pair's residual estimate must reach (run). */
#define ESTIMATE_MARGIN 0.25

typedef struct {
    const eig_operator *op;
    const eig_options *opt;
    eig_result *res;
    int64_t n;
    int m;             /* largest basis */
    int nev;
    double *B;         /* (nev + m + 1) x n on the device: the locked vectors, right-aligned in
                          the first nev slots (locked(s, i)), then the basis V (vec(s, j)) */
    double *Vtmp;      /* m x n */
    double *lvalues;   /* the locked vectors' eigenvalues */
    int n_locked;
    double *h;         /* nev + m + 1 projections (device scratch) */
    double *Y;         /* m x m Ritz vectors of T (device copy for the restart products) */
    double *T;         /* m x m on the host, column-major */
    uint64_t rng;
} lanczos;

static double *vec(lanczos *s, int j) { return s->B + (int64_t)(s->nev + j) * s->n; }
static double *locked(lanczos *s, int i) { return s->B + (int64_t)(s->nev - 1 - i) * s->n; }
static double *dp(double *host) { return (double *)dev_ptr(host); }

static double *device_array(int64_t count)
{
    double *a = xcalloc((size_t)count, sizeof(double));
    dev_copyin(a, sizeof(double) * (size_t)count);
    return a;
}

static void release(double *a, int64_t count)
{
    dev_delete(a, sizeof(double) * (size_t)count);
    free(a);
}

/* w made orthogonal to the locked vectors and to the basis v_0 .. v_{cols-1}: classical
 * Gram-Schmidt against all of them at once (they are contiguous: one pair of gemv calls),
 * twice when `twice`, else a second time only when the first pass cancelled more than half of
 * w (Daniel, Gragg, Kaufman and Stewart 1976: one pass multiplies the loss of orthogonality
 * by |w before| / |w after|). h[0..cols) (when given) gets the projections on the basis.
 * Returns the norm of w after. */
static double orthogonalize(lanczos *s, int cols, double *w, double *h, int twice)
{
    const int count = s->n_locked + cols;
    const double *first = s->B + (int64_t)(s->nev - s->n_locked) * s->n;
    double after = sparse_dot_double(s->n, w, w);
    for (int pass = 0; pass < 2 && count > 0; ++pass) {
        dense_gemv(DENSE_DOUBLE, 1, s->n, count, 1.0, dp((double *)first), s->n, dp(w), 0.0,
                   dp(s->h));
        dense_gemv(DENSE_DOUBLE, 0, s->n, count, -1.0, dp((double *)first), s->n, dp(s->h), 1.0,
                   dp(w));
        dev_update_host(s->h, sizeof(double) * (size_t)count);
        double removed = 0; /* |w before|^2 = |w after|^2 + |projections|^2 */
        for (int i = 0; i < count; ++i)
            removed += s->h[i] * s->h[i];
        if (h)
            for (int i = 0; i < cols; ++i)
                h[i] += s->h[s->n_locked + i];
        after = sparse_dot_double(s->n, w, w);
        if (!twice && after >= 0.5 * (after + removed))
            break;
    }
    return sqrt(after);
}

/* The orthogonalization of w = A v_j, the new Lanczos vector, with h[0..j] its column of T.
 * After a restart's first step the tridiagonal recurrence holds: w's components along v_j and
 * v_{j-1} (alpha_j, beta_{j-1}) are taken out first, and the full pass against the basis then
 * only removes rounding errors, once (its second pass is left to the cancellation test).
 * The first step of a run or after a restart (j == first) has components along every kept
 * Ritz vector: two full passes. Returns beta_j, w's norm. */
static double lanczos_step(lanczos *s, int j, int first, double beta_prev, double *w, double *h)
{
    if (j == first)
        return orthogonalize(s, j + 1, w, h, 1);
    const double alpha = sparse_dot_double(s->n, vec(s, j), w);
    sparse_axpy_double(s->n, -alpha, vec(s, j), w);
    sparse_axpy_double(s->n, -beta_prev, vec(s, j - 1), w);
    h[j] += alpha, h[j - 1] += beta_prev;
    return orthogonalize(s, j + 1, w, h, 0);
}

/* v = a random unit vector orthogonal to the locked vectors and to v_0 .. v_{j-1}; returns 0
 * if the space is exhausted (nothing is left orthogonal to them). */
static int random_direction(lanczos *s, int j)
{
    double *v = vec(s, j);
    for (int attempt = 0; attempt < 3; ++attempt) {
        for (int64_t i = 0; i < s->n; ++i)
            v[i] = 2 * eig_uniform(&s->rng) - 1;
        dev_update_device(v, sizeof(double) * (size_t)s->n);
        const double before = sqrt(sparse_dot_double(s->n, v, v));
        const double norm = orthogonalize(s, j, v, NULL, 1);
        if (norm > 1e-8 * before) {
            sparse_scale_double(s->n, 1 / norm, v);
            return 1;
        }
    }
    return 0;
}

/* Ritz pairs of the j x j leading block of T: theta ascending, vectors in s->Y (host, then
 * device). */
static int ritz(lanczos *s, int j, double *theta)
{
    const double t0 = wall_seconds();
    for (int c = 0; c < j; ++c)
        for (int r = 0; r < j; ++r)
            s->Y[r + (int64_t)c * j] = r <= c ? s->T[r + (int64_t)c * s->m] : s->T[c + (int64_t)r * s->m];
    const int info = LAPACKE_dsyevd(LAPACK_COL_MAJOR, 'V', 'U', j, s->Y, j, theta);
    dev_update_device(s->Y, sizeof(double) * (size_t)j * j);
    s->res->t_small += wall_seconds() - t0;
    return info;
}

/* out (cols vectors) = V[0..j) Y[:, 0..cols) */
static void ritz_vectors(lanczos *s, int j, int cols, double *out)
{
    dense_gemm(DENSE_DOUBLE, 0, 0, s->n, cols, j, 1.0, dp(vec(s, 0)), s->n, dp(s->Y), j, 0.0,
               dp(out), s->n);
}

/* One Lanczos run on the complement of the locked vectors: stops when the lowest Ritz pairs
 * are converged up to (and including) the first whose value is >= `above` (or `want` pairs
 * when above is +inf). Returns the number q of converged pairs found below `above` (all of
 * them when above is +inf), their values in found[] and vectors in Vtmp[0..q). */
static int run(lanczos *s, int want, double above, double *found, int *exhausted, int *complete)
{
    const int64_t n = s->n;
    const int m = s->m;
    double *theta = xmalloc(sizeof(double) * (size_t)m);
    double *h = xmalloc(sizeof(double) * (size_t)(m + 1));
    int l = 0, q = -1;
    double beta = 0;
    *exhausted = 0;
    *complete = 0;
    memset(s->T, 0, sizeof(double) * (size_t)m * m);
    if (!random_direction(s, 0)) {
        *exhausted = *complete = 1;
        q = 0;
    }
    while (q < 0) {
        int j = l;
        for (; j < m; ++j) {
            if (s->res->iterations >= s->opt->max_iterations)
                break;
            double *w = vec(s, j + 1);
            double t0 = wall_seconds();
            s->op->apply(s->op->ctx, 1, vec(s, j), w);
            dev_synchronize();
            s->res->t_operator += wall_seconds() - t0;
            s->res->operator_calls++;
            s->res->operator_vectors++;
            s->res->iterations++;
            t0 = wall_seconds();
            memset(h, 0, sizeof(double) * (size_t)(j + 1));
            beta = lanczos_step(s, j, l, beta, w, h);
            for (int i = 0; i <= j; ++i)
                s->T[i + (int64_t)j * m] = h[i];
            const double scale = fabs(h[j]) + beta + 1e-300;
            if (beta <= 1e-12 * scale) { /* invariant subspace: continue with a fresh direction */
                beta = 0;
                if (j + 1 < m && !random_direction(s, j + 1)) {
                    *exhausted = 1;
                    j++;
                    break;
                }
            } else {
                sparse_scale_double(n, 1 / beta, w);
            }
            s->res->t_dense += wall_seconds() - t0;
        }
        const int size = j; /* basis vectors with their column of T */
        if (size == 0 || ritz(s, size, theta) != 0) {
            q = 0;
            break;
        }
        /* residual estimates |beta Y(size - 1, i)|, relative to |theta|, held to a quarter of
         * the tolerance: the true residuals checked at the end differ from them by rounding,
         * and pairs estimated just below the tolerance were found just above it (1.01e-10 for
         * 1e-10: test_eigen's clustered matrix, seeds 1795763352 and 1797592641) */
        int ready = 0, below = 0;
        for (int i = 0; i < size; ++i) {
            const double r = fabs(beta * s->Y[(size - 1) + (int64_t)i * size]);
            const double rel = theta[i] != 0 ? r / fabs(theta[i]) : r;
            if (!(rel <= ESTIMATE_MARGIN * s->opt->tol) && !*exhausted)
                break;
            ready = i + 1;
            if (theta[i] < above)
                below = i + 1;
            if (theta[i] >= above || ready >= want)
                break;
        }
        /* done: every wanted pair converged, or (verifying) a converged pair at or above the
         * threshold shows that the pairs below it are all found */
        const int enough = isfinite(above) ? ready > below || ready >= want : ready >= want;
        const int done = enough || *exhausted || s->res->iterations >= s->opt->max_iterations ||
                         size <= l;
        if (s->opt->progress_every > 0 && (s->res->restarts % s->opt->progress_every == 0 || done)) {
            FILE *log = s->opt->progress ? s->opt->progress : stdout;
            fprintf(log, "lanczos step %5d  restart %4d  locked %d  lowest Ritz %.12g  converged %d\n",
                    s->res->iterations, s->res->restarts, s->n_locked, theta[0], ready);
            fflush(log); /* progress must show through a pipe */
        }
        if (done) {
            *complete = enough || *exhausted;
            q = isfinite(above) ? below : (ready < want ? ready : want);
            for (int i = 0; i < q; ++i)
                found[i] = theta[i];
            ritz_vectors(s, size, q, s->Vtmp);
            break;
        }
        /* thick restart: the lowest `keep` Ritz vectors, then the last Lanczos vector */
        const int keep = want + (m - want) / 2 < m - 1 ? want + (m - want) / 2 : m - 1;
        double t0 = wall_seconds();
        ritz_vectors(s, size, keep, s->Vtmp);
        sparse_copy_double(n * keep, s->Vtmp, vec(s, 0));
        if (beta > 0) {
            sparse_copy_double(n, vec(s, size), vec(s, keep));
        } else if (!random_direction(s, keep)) { /* the last step ended in an invariant subspace */
            *exhausted = *complete = 1;
            q = 0;
            break;
        }
        memset(s->T, 0, sizeof(double) * (size_t)m * m);
        for (int i = 0; i < keep; ++i)
            s->T[i + (int64_t)i * m] = theta[i];
        s->res->t_dense += wall_seconds() - t0;
        l = keep;
        s->res->restarts++;
    }
    free(theta);
    free(h);
    return q;
}

/* Adds the q vectors of Vtmp (values found[]) to the locked set, keeping the nev lowest. */
static void lock(lanczos *s, int q, const double *found)
{
    const int nev = s->opt->nev;
    for (int i = 0; i < q; ++i) {
        /* the largest locked value gives way when the set is full */
        int slot = s->n_locked;
        if (s->n_locked == nev) {
            slot = 0;
            for (int t = 1; t < nev; ++t)
                if (s->lvalues[t] > s->lvalues[slot])
                    slot = t;
            if (found[i] >= s->lvalues[slot])
                continue;
        } else {
            s->n_locked++;
        }
        s->lvalues[slot] = found[i];
        sparse_copy_double(s->n, s->Vtmp + (int64_t)i * s->n, locked(s, slot));
    }
}

static double largest_locked(const lanczos *s)
{
    double top = -INFINITY;
    for (int i = 0; i < s->n_locked; ++i)
        top = s->lvalues[i] > top ? s->lvalues[i] : top;
    return top;
}

eig_result eig_lanczos(const eig_operator *A, const eig_options *opt, double *values,
                       double *residuals, double *vectors)
{
    const int nev = opt->nev;
    int m = opt->block > 0 ? opt->block : (2 * nev + 10 > 20 ? 2 * nev + 10 : 20);
    const char *bad = eig_check_request(A, opt, nev);
    if (bad)
        die("lanczos: %s", bad);
    if (!A->apply)
        die("lanczos: the operator has no double-precision apply (Lanczos runs in double)");
    if (A->sum || A->n_local)
        die("lanczos: distributed operators are not supported (use LOBPCG)");
    if (m <= nev)
        die("lanczos: --block %d: the basis must be larger than nev = %d", m, nev);
    if (A->n < 5 * (int64_t)m)
        return eig_dense(A, opt, nev, values, residuals, vectors);
    eig_result res;
    memset(&res, 0, sizeof res);
    const double t_start = wall_seconds();
    const int64_t calls_before = dense_calls();
    lanczos s;
    memset(&s, 0, sizeof s);
    s.op = A, s.opt = opt, s.res = &res, s.n = A->n, s.m = m, s.nev = nev;
    s.B = device_array((int64_t)(nev + m + 1) * s.n);
    s.Vtmp = device_array((int64_t)m * s.n);
    s.h = device_array(nev + m + 1);
    s.Y = device_array((int64_t)m * m);
    s.T = xcalloc((size_t)m * m, sizeof(double));
    s.lvalues = xcalloc((size_t)nev, sizeof(double));
    s.rng = opt->seed * 0x9E3779B97F4A7C15ull + 0x3C6EF372FE94F82Bull;
    double *found = xmalloc(sizeof(double) * (size_t)m);

    int exhausted = 0, complete = 0;
    int q = run(&s, nev, INFINITY, found, &exhausted, &complete);
    lock(&s, q, found);
    /* verification runs in the complement of the locked vectors, until one finds nothing
     * below the largest locked value (or the space is exhausted) */
    int verified = exhausted;
    while (s.n_locked == nev && !verified && res.iterations < opt->max_iterations) {
        const double top = largest_locked(&s);
        q = run(&s, nev, top - opt->tol * fabs(top), found, &exhausted, &complete);
        verified = (q == 0 && complete) || exhausted;
        lock(&s, q, found);
    }
    /* values ascending, with the vectors, and their true residuals */
    int order[nev > 0 ? nev : 1];
    for (int i = 0; i < s.n_locked; ++i)
        order[i] = i;
    for (int a = 1; a < s.n_locked; ++a)
        for (int b = a; b > 0 && s.lvalues[order[b - 1]] > s.lvalues[order[b]]; --b) {
            const int t = order[b];
            order[b] = order[b - 1];
            order[b - 1] = t;
        }
    double *ax = device_array(s.n);
    res.converged = 0;
    res.max_residual = 0;
    for (int i = 0; i < s.n_locked; ++i) {
        double *x = locked(&s, order[i]);
        A->apply(A->ctx, 1, x, ax);
        res.operator_calls++;
        res.operator_vectors++;
        sparse_axpy_double(s.n, -s.lvalues[order[i]], x, ax);
        const double r = sqrt(sparse_dot_double(s.n, ax, ax));
        values[i] = s.lvalues[order[i]];
        residuals[i] = values[i] != 0 ? r / fabs(values[i]) : r;
        res.converged += residuals[i] <= opt->tol;
        res.max_residual = residuals[i] > res.max_residual ? residuals[i] : res.max_residual;
    }
    for (int i = s.n_locked; i < nev; ++i)
        values[i] = NAN, residuals[i] = INFINITY;
    if (vectors) {
        dev_update_host(s.B, sizeof(double) * (size_t)nev * (size_t)s.n);
        for (int i = 0; i < s.n_locked; ++i)
            for (int64_t r = 0; r < s.n; ++r)
                vectors[r * nev + i] = locked(&s, order[i])[r];
    }
    const int all = s.n_locked == nev && res.converged == nev;
    res.status = all && verified ? EIG_CONVERGED : EIG_MAX_ITERATIONS;
    if (all && verified)
        snprintf(res.message, sizeof res.message,
                 "converged: %d eigenpairs in %d Lanczos steps, %d restarts", nev, res.iterations,
                 res.restarts);
    else if (all)
        snprintf(res.message, sizeof res.message,
                 "not converged: %d eigenpairs converged, but the step cap (%d) stopped the search "
                 "for eigenvalues below them (degenerate copies) after %d restarts", nev,
                 opt->max_iterations, res.restarts);
    else
        snprintf(res.message, sizeof res.message,
                 "not converged: %d of %d eigenpairs after %d Lanczos steps, %d restarts",
                 res.converged, nev, res.iterations, res.restarts);
    release(ax, s.n);
    release(s.B, (int64_t)(nev + m + 1) * s.n);
    release(s.Vtmp, (int64_t)m * s.n);
    release(s.h, nev + m + 1);
    release(s.Y, (int64_t)m * m);
    free(s.T), free(s.lvalues), free(found);
    res.dense_calls = dense_calls() - calls_before;
    res.t_total = wall_seconds() - t_start;
    return res;
}
