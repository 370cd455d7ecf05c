/* LOBPCG and thick-restart Lanczos of the linked flavour: the lowest eigenvalues of the 3D
 * Laplacian against the closed form, and of random symmetric matrices with clustered and
 * degenerate eigenvalues against LAPACK dsyevd on the dense matrix; every returned eigenvector
 * checked by its own residual ||A x - lambda x|| (computed here from the CSR matrix, on the
 * host) and for orthonormality; both preconditioners; single precision; the dense path of tiny
 * problems; the CSB operator in each storage mode the flavour builds, and the CSR one. */
#include <float.h>
#include <lapacke.h>
#include <math.h>
#include <string.h>

#include "check.h"
#include "csb.h"
#include "dense/dense.h"
#include "device.h"
#include "eigen/eigen.h"
#include "eigen/lobpcg_small.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

/* The lowest `count` eigenvalues of the 7-point Laplacian on an n^3 grid (Dirichlet):
 * sum over the three directions of 2 - 2 cos(pi i / (n + 1)), i = 1..n. */
static void laplacian_exact(int n, int count, double *out)
{
    const int top = count + 1 < n ? count + 1 : n; /* the lowest count need no index above it */
    double *all = xmalloc(sizeof(double) * (size_t)top * top * top);
    int m = 0;
    for (int i = 1; i <= top; ++i)
        for (int j = 1; j <= top; ++j)
            for (int l = 1; l <= top; ++l) {
                double v = 0;
                const int idx[3] = {i, j, l};
                for (int d = 0; d < 3; ++d)
                    v += 2 - 2 * cos(3.14159265358979323846 * idx[d] / (n + 1));
                all[m++] = v;
            }
    for (int a = 0; a < count; ++a) /* partial selection sort */
        for (int b = a + 1; b < m; ++b)
            if (all[b] < all[a]) {
                const double t = all[a];
                all[a] = all[b];
                all[b] = t;
            }
    memcpy(out, all, sizeof(double) * (size_t)count);
    free(all);
}

/* The rows of a CSR matrix with 64-bit offsets (for the preconditioners). */
static int64_t *rowptr64(const csr_matrix *a)
{
    int64_t *r = xmalloc(sizeof *r * ((size_t)a->n_rows + 1));
    for (int32_t i = 0; i <= a->n_rows; ++i)
        r[i] = a->rowptr[i];
    return r;
}

/* Checks the nev returned pairs: values against `expect` (relative), each vector's residual
 * against the CSR matrix (relative to |lambda|), orthonormality. */
static void check_pairs(const char *what, const csr_matrix *a, int nev, const double *values,
                        const double *vectors, const double *expect, double value_tol,
                        double residual_tol)
{
    const int32_t n = a->n_rows;
    double worst_value = 0, worst_residual = 0, worst_orth = 0;
    double *x = xmalloc(sizeof(double) * (size_t)n), *ax = xmalloc(sizeof(double) * (size_t)n);
    for (int i = 0; i < nev; ++i) {
        const double rel = fabs(values[i] - expect[i]) / fmax(fabs(expect[i]), 1e-300);
        worst_value = rel > worst_value || isnan(rel) ? rel : worst_value;
        for (int32_t r = 0; r < n; ++r)
            x[r] = vectors[(int64_t)r * nev + i];
        csr_spmv_reference(a, x, ax);
        double rr = 0;
        for (int32_t r = 0; r < n; ++r)
            rr += (ax[r] - values[i] * x[r]) * (ax[r] - values[i] * x[r]);
        const double res = sqrt(rr) / fmax(fabs(values[i]), 1e-300);
        worst_residual = res > worst_residual || isnan(res) ? res : worst_residual;
        for (int j = 0; j <= i; ++j) {
            double dot = 0;
            for (int32_t r = 0; r < n; ++r)
                dot += vectors[(int64_t)r * nev + i] * vectors[(int64_t)r * nev + j];
            const double off = fabs(dot - (i == j));
            worst_orth = off > worst_orth || isnan(off) ? off : worst_orth;
        }
    }
    CHECK(worst_value <= value_tol, "%s: eigenvalue relative error %.3g > %.1g", what,
          worst_value, value_tol);
    CHECK(worst_residual <= residual_tol, "%s: eigenvector residual %.3g > %.1g", what,
          worst_residual, residual_tol);
    CHECK(worst_orth <= 1e3 * residual_tol + 1e-6, "%s: vectors orthonormal to %.3g", what,
          worst_orth);
    printf("%-46s value err %.2e  residual %.2e  orth %.2e\n", what, worst_value, worst_residual,
           worst_orth);
    free(x), free(ax);
}

typedef eig_result (*solver_fn)(const eig_operator *, const eig_options *, double *, double *,
                                double *);

/* Solves with the given operator and options, checks the pairs. */
static eig_result solve_and_check(const char *what, solver_fn solve, const eig_operator *op,
                                  eig_options opt, const csr_matrix *a, const double *expect,
                                  double value_tol, double residual_tol)
{
    double *values = xmalloc(sizeof(double) * (size_t)opt.nev);
    double *residuals = xmalloc(sizeof(double) * (size_t)opt.nev);
    double *vectors = xmalloc(sizeof(double) * (size_t)opt.nev * (size_t)a->n_rows);
    const eig_result r = solve(op, &opt, values, residuals, vectors);
    CHECK(r.status == EIG_CONVERGED, "%s: %s", what, r.message);
    CHECK(r.converged == opt.nev, "%s: %d of %d converged", what, r.converged, opt.nev);
    for (int i = 0; i < opt.nev; ++i)
        CHECK(residuals[i] <= opt.tol, "%s: reported residual %d = %.3g", what, i, residuals[i]);
    printf("%-46s %4d iterations, %5d operator calls, P dropped %d, W repaired %d\n", what,
           r.iterations, r.operator_calls, r.dropped_p, r.repaired_w);
    check_pairs(what, a, opt.nev, values, vectors, expect, value_tol, residual_tol);
    free(values), free(residuals), free(vectors);
    return r;
}

/* A = Q diag(d) Q^T with Q a random orthogonal matrix (QR of a random one), as CSR. */
static void random_symmetric(csr_matrix *a, int n, const double *d)
{
    double *q = xmalloc(sizeof(double) * (size_t)n * n), *tau = xmalloc(sizeof(double) * (size_t)n);
    for (int64_t e = 0; e < (int64_t)n * n; ++e)
        q[e] = 2 * rng_uniform() - 1;
    LAPACKE_dgeqrf(LAPACK_COL_MAJOR, n, n, q, n, tau);
    LAPACKE_dorgqr(LAPACK_COL_MAJOR, n, n, n, q, n, tau);
    int32_t *row = xmalloc(sizeof(int32_t) * (size_t)n * n), *col = xmalloc(sizeof(int32_t) * (size_t)n * n);
    double *val = xmalloc(sizeof(double) * (size_t)n * n);
    int64_t m = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double sum = 0;
            for (int l = 0; l < n; ++l)
                sum += q[i + (int64_t)l * n] * d[l] * q[j + (int64_t)l * n];
            row[m] = i, col[m] = j, val[m++] = sum;
        }
    /* exactly symmetric: the upper triangle mirrored */
    for (int64_t e = 0; e < m; ++e)
        if (row[e] > col[e])
            val[e] = val[(int64_t)col[e] * n + row[e]];
    csr_from_triplets(a, n, n, m, row, col, val);
    free(q), free(tau), free(row), free(col), free(val);
}

/* The eigenvalues of a (dense, from CSR) by dsyevd. */
static void lapack_eigenvalues(const csr_matrix *a, double *w)
{
    const int n = a->n_rows;
    double *dense = xcalloc((size_t)n * n, sizeof(double));
    for (int i = 0; i < n; ++i)
        for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e)
            dense[i + (int64_t)a->col[e] * n] = a->val[e];
    LAPACKE_dsyevd(LAPACK_COL_MAJOR, 'N', 'U', n, dense, n, w);
    free(dense);
}

/* The best general-storage variant the flavour builds. */
static spmm_variant general_variant(const csb_matrix *s)
{
    return csb_spmm_available(s, SPMM_CACHE_BLOCKED, NULL) ? SPMM_CACHE_BLOCKED : SPMM_NAIVE;
}

/* LOBPCG's small side on an explicit basis in R^10 with A = diag(1..10): X = [(e1 + e5)/sqrt2,
 * e2] (orthonormal, X^T A X = diag(3, 2)), P = [e3], W = [e3 + 1e-6 e6, e5] (the first W
 * nearly P). [P X W] is too ill-conditioned, [X W] is not: the problem is posed without P.
 * The lowest Ritz pairs are then e1 and e2: the first moved (by e5, the one new direction),
 * the second did not. The update's coefficients give [P' X'] = S coef orthonormal, with
 * X'^T A P' = 0 and P'^T A P' as carried. */
static void small_side_test(void)
{
    enum { dim = 10, k = 2, np = 1, na = 2, M = np + k + na };
    double S[dim * M] = {0}, AS[dim * M];
    S[2 + 0 * dim] = 1;                                           /* P = e3 */
    S[0 + 1 * dim] = S[4 + 1 * dim] = sqrt(0.5), S[1 + 2 * dim] = 1; /* X */
    S[2 + 3 * dim] = 1, S[5 + 3 * dim] = 1e-6, S[4 + 4 * dim] = 1;   /* W */
    for (int c = 0; c < M; ++c)
        for (int r = 0; r < dim; ++r)
            AS[r + c * dim] = (r + 1) * S[r + c * dim];
    /* the Gram product S^T [W AW] */
    double gram[M * 2 * na];
    for (int c = 0; c < 2 * na; ++c)
        for (int r = 0; r < M; ++r) {
            const double *b = c < na ? S + (np + k + c) * dim : AS + (np + k + c - na) * dim;
            double sum = 0;
            for (int q = 0; q < dim; ++q)
                sum += S[q + r * dim] * b[q];
            gram[r + c * M] = sum;
        }
    lobpcg_small q;
    lobpcg_small_init(&q, k);
    q.theta[0] = 3, q.theta[1] = 2, q.pap[0] = 3;
    const int b_col[M] = {-1, -1, -1, 0, 1}, a_col[M] = {-1, -1, -1, 2, 3};
    lobpcg_small_assemble(&q, k, np, na, gram, b_col, a_col);
    CHECK(lobpcg_small_setup(&q, SMALL_FULL, DBL_EPSILON) == 1, "[P X W] taken as fit to solve");
    CHECK(lobpcg_small_setup(&q, SMALL_WITHOUT_P, DBL_EPSILON) == 0, "[X W] refused");
    double a[M * M], b[M * M], w[M];
    memcpy(a, q.a, sizeof(double) * q.m * q.m), memcpy(b, q.b, sizeof(double) * q.m * q.m);
    CHECK(LAPACKE_dsygvd(LAPACK_COL_MAJOR, 1, 'V', 'U', q.m, a, q.m, b, q.m, w) == 0, "dsygvd");
    const int32_t cols[2] = {0, 1};
    lobpcg_small_finish(&q, a, w, cols, 2, DBL_EPSILON);
    CHECK(fabs(q.theta[0] - 1) < 1e-12 && fabs(q.theta[1] - 2) < 1e-12, "Ritz values %g %g",
          q.theta[0], q.theta[1]);
    CHECK(q.np_next == 1, "%d new directions (expected 1)", q.np_next);
    /* [P' X'] = S coef, orthonormal; X'^T A P' = 0; P'^T A P' = pap */
    const int wo = q.np_next + k;
    double V[dim * 4], AV[dim * 4];
    for (int c = 0; c < wo; ++c)
        for (int r = 0; r < dim; ++r) {
            double v = 0, av = 0;
            for (int j = 0; j < M; ++j)
                v += S[r + j * dim] * q.coef[j + c * M], av += AS[r + j * dim] * q.coef[j + c * M];
            V[r + c * dim] = v, AV[r + c * dim] = av;
        }
    double worst = 0;
    for (int i = 0; i < wo; ++i)
        for (int j = 0; j < wo; ++j) {
            double vv = 0, vav = 0;
            for (int r = 0; r < dim; ++r)
                vv += V[r + i * dim] * V[r + j * dim], vav += V[r + i * dim] * AV[r + j * dim];
            worst = fmax(worst, fabs(vv - (i == j)));
            if (i < q.np_next && j < q.np_next)
                worst = fmax(worst, fabs(vav - q.pap[i + j * k]));
            else if (i < q.np_next || j < q.np_next)
                worst = fmax(worst, fabs(vav));
        }
    CHECK(worst < 1e-12, "[P' X'] orthonormal, X'^T A P' = 0, P'^T A P' carried: off by %.3e", worst);
    printf("%-46s level %d, %d directions, off by %.2e\n", "small side, W nearly P", q.level,
           q.np_next, worst);
    lobpcg_small_free(&q);
}

/* A preconditioner that hands LOBPCG a rank-deficient W: the residuals themselves, except
 * that column 1 repeats column 0. Every Rayleigh-Ritz problem on [P X W] (and on [X W]) is
 * then singular and takes the last fallback: the basis re-orthonormalized in the small space,
 * the repeated direction left out. */
typedef struct {
    int64_t n;
    int32_t cols[64];
} repeating;

static void repeat_column_0(void *ctx, int k, const void *R, void *W)
{
    repeating *t = ctx;
    for (int j = 0; j < k; ++j)
        t->cols[j] = j == 1 ? 0 : j;
    dev_update_device(t->cols, sizeof t->cols);
    sparse_block_gather_double(t->n, k, R, k, t->cols, W);
}

static void fallback_test(const eig_operator *op, eig_options opt, const csr_matrix *a,
                          const double *expect)
{
    repeating ctx = {a->n_rows, {0}};
    dev_copyin(ctx.cols, sizeof ctx.cols);
    const eig_preconditioner repeat = {"repeat column 0", repeat_column_0, &ctx, NULL} /* not freed */;
    opt.nev = 4, opt.block = 6, opt.precond = &repeat;
    double values[4], residuals[4], *vectors = xmalloc(sizeof(double) * 4 * (size_t)a->n_rows);
    const eig_result r = eig_lobpcg(op, &opt, values, residuals, vectors);
    CHECK(r.status == EIG_CONVERGED, "rank-deficient W: %s", r.message);
    CHECK(2 * r.repaired_w >= r.iterations, "rank-deficient W: re-orthonormalized in %d of %d "
          "iterations (expected in most: in each while two columns are active)", r.repaired_w,
          r.iterations);
    printf("%-46s %4d iterations, P dropped %d, W repaired %d\n", "laplacian 11^3 rank-deficient W",
           r.iterations, r.dropped_p, r.repaired_w);
    check_pairs("laplacian 11^3 rank-deficient W", a, 4, values, vectors, expect, 1e-9, 1e-8);
    dev_delete(ctx.cols, sizeof ctx.cols);
    free(vectors);
}

static void laplacian_tests(void)
{
    const int grid = 11, nev = 8;
    csr_matrix a;
    poisson3d(&a, grid);
    double expect[8];
    laplacian_exact(grid, nev, expect);
    char err[256];
    csb_matrix full, half;
    CHECK(csb_from_csr(&full, &a, 128, 0, err, sizeof err) == 0, "%s", err);
    CHECK(csb_from_csr(&half, &a, 128, 1, err, sizeof err) == 0, "%s", err);
    csb_make_float(&full), csb_make_float(&half);
    csb_to_device(&full), csb_to_device(&half);
    spmm_operator full_op = {&full, general_variant(&full), NULL};
    spmm_operator half_op = {&half, SPMM_FUSED, NULL};
    eig_operator op = {a.n_rows, spmm_operator_apply, NULL, &full_op, NULL, 0, NULL, NULL};
    eig_options opt = eig_default_options();
    opt.nev = nev, opt.tol = 1e-8, opt.max_iterations = 500, opt.seed = rng_next();
    if (getenv("TEST_EIGEN_PROGRESS")) /* every solver's iterations, for a failing seed */
        opt.progress_every = atoi(getenv("TEST_EIGEN_PROGRESS"));
    int64_t *rp = rowptr64(&a);

    solve_and_check("laplacian 11^3 lobpcg", eig_lobpcg, &op, opt, &a, expect, 1e-9, 1e-8);
    eig_options wide = opt;
    wide.block = 12;
    solve_and_check("laplacian 11^3 lobpcg block 12", eig_lobpcg, &op, wide, &a, expect, 1e-9, 1e-8);
    eig_preconditioner *jac = eig_jacobi_new(a.n_rows, rp, a.col, a.val, 0, 0.0, EIG_DOUBLE);
    eig_options with = opt;
    with.precond = jac;
    solve_and_check("laplacian 11^3 lobpcg jacobi", eig_lobpcg, &op, with, &a, expect, 1e-9, 1e-8);
    eig_preconditioner *blk = eig_block_jacobi_new(a.n_rows, rp, a.col, a.val, 0, 121, 0.0, EIG_DOUBLE);
    with.precond = blk;
    solve_and_check("laplacian 11^3 lobpcg block-jacobi", eig_lobpcg, &op, with, &a, expect, 1e-9, 1e-8);
    if (csb_spmm_available(&half, SPMM_FUSED, NULL)) {
        eig_operator hop = {a.n_rows, spmm_operator_apply, NULL, &half_op, NULL, 0, NULL, NULL};
        solve_and_check("laplacian 11^3 lobpcg half-stored", eig_lobpcg, &hop, opt, &a, expect, 1e-9, 1e-8);
    }
    fallback_test(&op, opt, &a, expect);
    eig_options lopt = opt;
    lopt.max_iterations = 20000; /* Lanczos counts steps (operator applications) */
    solve_and_check("laplacian 11^3 lanczos", eig_lanczos, &op, lopt, &a, expect, 1e-9, 1e-8);
    /* single precision: the operator, the blocks and the small problems in float */
    eig_operator fop = {a.n_rows, NULL, spmm_operator_apply_float, &full_op, NULL, 0, NULL, NULL};
    eig_options fopt = opt;
    fopt.tol = 1e-4;
    eig_preconditioner *fblk = eig_block_jacobi_new(a.n_rows, rp, a.col, a.val, 0, 121, 0.0, EIG_FLOAT);
    fopt.precond = fblk;
    solve_and_check("laplacian 11^3 lobpcg float block-jacobi", eig_lobpcg, &fop, fopt, &a, expect, 1e-5, 2e-4);
    eig_preconditioner_free(jac), eig_preconditioner_free(blk), eig_preconditioner_free(fblk);
    csb_free(&full), csb_free(&half), csr_free(&a), free(rp);
}

/* AMG-preconditioned LOBPCG on the Laplacian: the lowest pairs to the closed form, in double
 * and float; and what a multigrid preconditioner is for: its iteration count stays nearly put
 * while the grid doubles (12^3 -> 24^3: 8 times the rows), and it is a fraction of the
 * unpreconditioned solver's, which grows with the grid. */
static void amg_tests(void)
{
    const int grids[2] = {12, 24}, nev = 8;
    int with_amg[2] = {0, 0}, without = 0;
    for (int g = 0; g < 2; ++g) {
        csr_matrix a;
        poisson3d(&a, grids[g]);
        double expect[8];
        laplacian_exact(grids[g], nev, expect);
        char err[256], what[80];
        csb_matrix full;
        CHECK(csb_from_csr(&full, &a, 128, 0, err, sizeof err) == 0, "%s", err);
        csb_make_float(&full);
        csb_to_device(&full);
        spmm_operator full_op = {&full, general_variant(&full), NULL};
        eig_operator op = {a.n_rows, spmm_operator_apply, NULL, &full_op, NULL, 0, NULL, NULL};
        eig_options opt = eig_default_options();
        opt.nev = nev, opt.tol = 1e-8, opt.max_iterations = 500, opt.seed = rng_next();
        amg_options ao = amg_default_options();
        eig_preconditioner *t = eig_amg_new(&a, 0.0, &ao, EIG_DOUBLE);
        eig_options with = opt;
        with.precond = t;
        snprintf(what, sizeof what, "laplacian %d^3 lobpcg amg", grids[g]);
        with_amg[g] = solve_and_check(what, eig_lobpcg, &op, with, &a, expect, 1e-9, 1e-8).iterations;
        if (g == 1) {
            snprintf(what, sizeof what, "laplacian %d^3 lobpcg", grids[g]);
            without = solve_and_check(what, eig_lobpcg, &op, opt, &a, expect, 1e-9, 1e-8).iterations;
        } else { /* float: the operator, the blocks and the cycle in single precision */
            eig_operator fop = {a.n_rows, NULL, spmm_operator_apply_float, &full_op, NULL, 0, NULL, NULL};
            amg_options fo = ao;
            fo.single = 1;
            eig_preconditioner *ft = eig_amg_new(&a, 0.0, &fo, EIG_FLOAT);
            eig_options fopt = with;
            fopt.tol = 1e-4, fopt.precond = ft;
            snprintf(what, sizeof what, "laplacian %d^3 lobpcg float amg", grids[g]);
            solve_and_check(what, eig_lobpcg, &fop, fopt, &a, expect, 1e-5, 2e-4);
            eig_preconditioner_free(ft);
        }
        eig_preconditioner_free(t);
        csb_free(&full), csr_free(&a);
    }
    /* seen: 24-30 at 12^3, 26-35 at 24^3, 219-277 unpreconditioned at 24^3 (random starts) */
    CHECK(2 * with_amg[1] <= 3 * with_amg[0] + 8, "AMG-preconditioned LOBPCG: %d iterations at "
          "24^3 against %d at 12^3 (a multigrid preconditioner keeps them close)", with_amg[1],
          with_amg[0]);
    CHECK(3 * with_amg[1] <= without, "AMG-preconditioned LOBPCG: %d iterations at 24^3, not "
          "a third of the unpreconditioned solver's %d", with_amg[1], without);
}

static void random_tests(void)
{
    const int n = 300, nev = 8;
    double d[300];
    /* clustered (1e-6 apart), degenerate (a triple and a pair), then spread */
    const double low[] = {-3.0, -3.0 + 1e-6, -3.0 + 2e-6, 0.5, 0.5, 0.5, 1.25, 1.25, 2.0, 2.0 + 1e-7};
    for (int i = 0; i < n; ++i)
        d[i] = i < 10 ? low[i] : 2.5 + 97.5 * rng_uniform();
    csr_matrix a;
    random_symmetric(&a, n, d);
    double *w = xmalloc(sizeof(double) * n);
    lapack_eigenvalues(&a, w);
    char err[256];
    CHECK(csr_symmetry_error(&a, err, sizeof err) == 0, "%s", err);
    csb_matrix full;
    CHECK(csb_from_csr(&full, &a, 64, 0, err, sizeof err) == 0, "%s", err);
    csb_to_device(&full);
    spmm_operator full_op = {&full, general_variant(&full), NULL};
    eig_operator op = {n, spmm_operator_apply, NULL, &full_op, NULL, 0, NULL, NULL};
    eig_options opt = eig_default_options();
    opt.nev = nev, opt.tol = 1e-10, opt.max_iterations = 2000, opt.seed = rng_next();
    opt.block = 10;
    solve_and_check("random 300 clustered lobpcg", eig_lobpcg, &op, opt, &a, w, 1e-9, 1e-10);
    eig_options lopt = opt;
    lopt.block = 40, lopt.max_iterations = 20000;
    solve_and_check("random 300 clustered lanczos", eig_lanczos, &op, lopt, &a, w, 1e-9, 1e-10);
    /* the same through the CSR baseline */
    sparse_matrix m;
    sparse_matrix_build(&m, &a, FORMAT_CSR);
    sparse_matrix_to_device(&m);
    spmm_operator csr_op = {NULL, SPMM_NAIVE, &m};
    eig_operator cop = {n, spmm_operator_apply, NULL, &csr_op, NULL, 0, NULL, NULL};
    solve_and_check("random 300 clustered lobpcg csr", eig_lobpcg, &cop, opt, &a, w, 1e-9, 1e-10);
    sparse_matrix_free(&m);
    csb_free(&full), csr_free(&a), free(w);
}

/* n < 5 block: solved densely, and said so. */
static void tiny_test(void)
{
    const int n = 12, nev = 3;
    double d[12];
    for (int i = 0; i < n; ++i)
        d[i] = i + 1;
    csr_matrix a;
    random_symmetric(&a, n, d);
    double w[12];
    lapack_eigenvalues(&a, w);
    char err[256];
    csb_matrix s;
    CHECK(csb_from_csr(&s, &a, 5, 0, err, sizeof err) == 0, "%s", err);
    csb_to_device(&s);
    spmm_operator sop = {&s, SPMM_NAIVE, NULL};
    eig_operator op = {n, spmm_operator_apply, NULL, &sop, NULL, 0, NULL, NULL};
    eig_options opt = eig_default_options();
    opt.nev = nev, opt.tol = 1e-10;
    double values[3], residuals[3], vectors[36];
    const eig_result r = eig_lobpcg(&op, &opt, values, residuals, vectors);
    CHECK(r.dense_fallback && strstr(r.message, "densely"), "tiny problem solved densely: %s", r.message);
    check_pairs("tiny 12 dense path", &a, nev, values, vectors, w, 1e-12, 1e-12);
    csb_free(&s), csr_free(&a);
}

/* count values in the precision under test (float when single), in a new buffer */
static void *in_precision(const double *x, int count, int single)
{
    void *out = xmalloc((single ? sizeof(float) : sizeof(double)) * (size_t)count);
    for (int q = 0; q < count; ++q)
        if (single)
            ((float *)out)[q] = (float)x[q];
        else
            ((double *)out)[q] = x[q];
    return out;
}

/* The value at index q of an array in the precision under test. */
static double value_at(const void *a, int64_t q, int single)
{
    return single ? ((const float *)a)[q] : ((const double *)a)[q];
}

/* dense_gemm and dense_gemv on the eigensolvers' tall shapes, against plain loops, through
 * OpenBLAS or cuBLAS on device addresses, in both precisions, with padded leading dimensions
 * and beta != 0 (C read as well as written). The long dimension (9001 > 2 x 4096, dense.c's
 * PART_MIN) is cut over the host threads on the CPU when there are two or more: the shapes
 * check each way host_gemm splits (its m, its n, its k in partial sums), and one short shape
 * the call left whole. */
typedef struct {
    const char *what;
    int trans_a, trans_b, m, n, k, gemv; /* gemv: dense_gemv with x = B's column (n = 1) */
    double alpha, beta;
} gemm_case;

static const gemm_case gemm_cases[] = {
    {"Gram A^T B (the sum split)", 1, 0, 7, 5, 9001, 0, 0.5, 2.0},
    {"Gram A^T B, short (one part)", 1, 0, 7, 5, 5003, 0, 0.5, 2.0},
    {"update A C (the rows split)", 0, 0, 9001, 4, 7, 0, 1.0, -1.0},
    {"row-major Gram A B^T (the sum split)", 0, 1, 6, 6, 9001, 0, 1.0, 0.5},
    {"wide A^T B^T (the columns split)", 1, 1, 5, 9001, 3, 0, -1.0, 1.0},
    {"gemv A x (the rows split)", 0, 0, 9001, 1, 5, 1, 1.0, -0.5},
    {"gemv A^T x (the sum split)", 1, 0, 5, 1, 9001, 1, 2.0, 1.0},
};

static void gemm_case_test(const gemm_case *g, int single)
{
    const dense_type type = single ? DENSE_FLOAT : DENSE_DOUBLE;
    const size_t size = single ? sizeof(float) : sizeof(double);
    const int rows_a = g->trans_a ? g->k : g->m, cols_a = g->trans_a ? g->m : g->k;
    const int rows_b = g->trans_b ? g->n : g->k, cols_b = g->trans_b ? g->k : g->n;
    const int lda = rows_a + 3, ldb = g->gemv ? rows_b : rows_b + 5;
    const int ldc = g->gemv ? g->m : g->m + 2;
    const int na = lda * cols_a, nb = ldb * cols_b, nc = ldc * g->n;
    double *a = xmalloc(sizeof(double) * (size_t)(na + nb + nc)), *b = a + na, *c = b + nb;
    for (int q = 0; q < na + nb + nc; ++q) /* drawn in double, rounded to the precision */
        a[q] = single ? (float)(2 * rng_uniform() - 1) : 2 * rng_uniform() - 1;
    void *da = in_precision(a, na, single), *db = in_precision(b, nb, single);
    void *dc = in_precision(c, nc, single);
    dev_copyin(da, size * na), dev_copyin(db, size * nb), dev_copyin(dc, size * nc);
    if (g->gemv) /* A is rows_a x cols_a; y = op(A) x */
        dense_gemv(type, g->trans_a, rows_a, cols_a, g->alpha, dev_ptr(da), lda, dev_ptr(db),
                   g->beta, dev_ptr(dc));
    else
        dense_gemm(type, g->trans_a, g->trans_b, g->m, g->n, g->k, g->alpha, dev_ptr(da), lda,
                   dev_ptr(db), ldb, g->beta, dev_ptr(dc), ldc);
    dev_update_host(dc, size * nc);
    double worst = 0;
    for (int i = 0; i < g->m; ++i)
        for (int j = 0; j < g->n; ++j) {
            double sum = 0;
            for (int l = 0; l < g->k; ++l)
                sum += a[g->trans_a ? l + i * lda : i + l * lda] *
                       b[g->trans_b ? j + l * ldb : l + j * ldb];
            const double expect = g->alpha * sum + g->beta * c[i + j * ldc];
            worst = fmax(worst, fabs(value_at(dc, i + j * ldc, single) - expect));
        }
    /* terms within [-1, 1]: a sum of k of them is within k roundings, 4x for safety */
    const double unit = single ? 6e-8 : 1.2e-16;
    CHECK(worst <= unit * 4.0 * (g->k + 2) * fmax(1, fabs(g->alpha)),
          "dense_%s %s, %s (m %d, n %d, k %d): largest error %.3e", g->gemv ? "gemv" : "gemm",
          g->what, single ? "float" : "double", g->m, g->n, g->k, worst);
    dev_delete(da, size * na), dev_delete(db, size * nb), dev_delete(dc, size * nc);
    free(da), free(db), free(dc), free(a);
}

static void tall_products_test(void)
{
    for (int single = 0; single < 2; ++single)
        for (size_t i = 0; i < sizeof gemm_cases / sizeof gemm_cases[0]; ++i)
            gemm_case_test(&gemm_cases[i], single);
}

/* dense_gemm_batched (block-Jacobi's product: each b-row block of a row-major n x k block
 * times its b x b matrix) against loops, on device addresses, in both precisions. */
static void batched_product_test(void)
{
    enum { k = 3, b = 7, count = 11 };
    for (int single = 0; single < 2; ++single) {
        const size_t size = single ? sizeof(float) : sizeof(double);
        double r[k * b * count], t[b * b * count];
        for (int q = 0; q < k * b * count; ++q)
            r[q] = single ? (float)(2 * rng_uniform() - 1) : 2 * rng_uniform() - 1;
        for (int q = 0; q < b * b * count; ++q)
            t[q] = single ? (float)(2 * rng_uniform() - 1) : 2 * rng_uniform() - 1;
        void *dr = in_precision(r, k * b * count, single), *dt = in_precision(t, b * b * count, single);
        void *dw = in_precision(r, k * b * count, single);
        dev_copyin(dr, size * k * b * count), dev_copyin(dt, size * b * b * count);
        dev_copyin(dw, size * k * b * count);
        dense_gemm_batched(single ? DENSE_FLOAT : DENSE_DOUBLE, 0, 0, k, b, b, 1.0, dev_ptr(dr), k,
                           k * b, dev_ptr(dt), b, b * b, 0.0, dev_ptr(dw), k, k * b, count);
        dev_update_host(dw, size * k * b * count);
        double worst = 0;
        for (int q = 0; q < count; ++q)
            for (int i = 0; i < k; ++i)
                for (int j = 0; j < b; ++j) {
                    double sum = 0;
                    for (int m = 0; m < b; ++m)
                        sum += r[q * k * b + i + m * k] * t[q * b * b + m + j * b];
                    worst = fmax(worst, fabs(value_at(dw, q * k * b + i + j * k, single) - sum));
                }
        CHECK(worst <= (single ? 1e-6 : 1e-14), "dense_gemm_batched %s: largest error %.3e",
              single ? "float" : "double", worst);
        dev_delete(dr, size * k * b * count), dev_delete(dt, size * b * b * count);
        dev_delete(dw, size * k * b * count);
        free(dr), free(dt), free(dw);
    }
}

/* The generated block kernels LOBPCG uses, on device data, against plain loops (they only
 * move and combine values: exact in double, and within one rounding in float): the residual
 * from column-major X and AX into a row-major R, the transposition of a row-major block into
 * columns, and the gather of some columns. */
static void block_kernels_test(void)
{
    enum { n = 1003, k = 5, ld = 1016, m = 3 };
    for (int single = 0; single < 2; ++single) {
        const size_t size = single ? sizeof(float) : sizeof(double);
        double cols_in[ld * 2 * k], rowmajor[n * k], lambda[k];
        for (int q = 0; q < ld * 2 * k; ++q)
            cols_in[q] = 2 * rng_uniform() - 1;
        for (int q = 0; q < n * k; ++q)
            rowmajor[q] = 2 * rng_uniform() - 1;
        for (int c = 0; c < k; ++c)
            lambda[c] = 3 * rng_uniform();
        int32_t cols[m] = {3, 0, 3}; /* any order, repeats allowed */
        void *d_cols = in_precision(cols_in, ld * 2 * k, single);
        void *d_rows = in_precision(rowmajor, n * k, single), *d_lambda = in_precision(lambda, k, single);
        void *d_r = in_precision(rowmajor, n * k, single), *d_g = in_precision(rowmajor, n * m, single);
        void *d_t = in_precision(cols_in, ld * k, single);
        dev_copyin(d_cols, size * ld * 2 * k), dev_copyin(d_rows, size * n * k);
        dev_copyin(d_lambda, size * k), dev_copyin(d_r, size * n * k), dev_copyin(d_g, size * n * m);
        dev_copyin(d_t, size * ld * k), dev_copyin(cols, sizeof cols);
        const char *X = (const char *)d_cols, *AX = X + size * ld * k;
        if (single) {
            sparse_block_residual_float(n, k, ld, (const float *)AX, (const float *)X, d_lambda, d_r);
            sparse_block_to_columns_float(n, k, d_rows, ld, d_t);
            sparse_block_gather_float(n, k, d_rows, m, cols, d_g);
        } else {
            sparse_block_residual_double(n, k, ld, (const double *)AX, (const double *)X, d_lambda, d_r);
            sparse_block_to_columns_double(n, k, d_rows, ld, d_t);
            sparse_block_gather_double(n, k, d_rows, m, cols, d_g);
        }
        dev_update_host(d_r, size * n * k), dev_update_host(d_t, size * ld * k);
        dev_update_host(d_g, size * n * m);
        double worst[3] = {0, 0, 0};
        for (int i = 0; i < n; ++i)
            for (int c = 0; c < k; ++c) {
                const double x = value_at(d_cols, i + c * ld, single);
                const double ax = value_at(d_cols, i + (k + c) * ld, single);
                const double l = value_at(d_lambda, c, single);
                worst[0] = fmax(worst[0], fabs(value_at(d_r, i * k + c, single) - (ax - x * l)));
                worst[1] = fmax(worst[1], fabs(value_at(d_t, i + c * ld, single) -
                                               value_at(d_rows, i * k + c, single)));
            }
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < m; ++j)
                worst[2] = fmax(worst[2], fabs(value_at(d_g, i * m + j, single) -
                                               value_at(d_rows, i * k + cols[j], single)));
        const char *names[3] = {"residual", "to_columns", "gather"};
        for (int t = 0; t < 3; ++t)
            CHECK(worst[t] <= (single ? 1e-6 : 1e-15), "sparse_block_%s %s: largest error %.3e",
                  names[t], single ? "float" : "double", worst[t]);
        dev_delete(d_cols, size * ld * 2 * k), dev_delete(d_rows, size * n * k);
        dev_delete(d_lambda, size * k), dev_delete(d_r, size * n * k), dev_delete(d_g, size * n * m);
        dev_delete(d_t, size * ld * k), dev_delete(cols, sizeof cols);
        free(d_cols), free(d_rows), free(d_lambda), free(d_r), free(d_g), free(d_t);
    }
}

int main(void)
{
    test_seed();
    printf("test_eigen: flavour %s (%s), dense backend %s\n", dev_flavour(),
           dev_is_offloading() ? "offloading" : "host", dense_backend_name());
    tall_products_test();
    batched_product_test();
    block_kernels_test();
    small_side_test();
    tiny_test();
    laplacian_tests();
    amg_tests();
    random_tests();
    return test_summary("test_eigen");
}
