/* Algebraic multigrid and GMRES:
 *  - one V-cycle on the device (every generated format, every smoother) equals a plain host
 *    V-cycle written from the definitions (CSR reference products, LAPACK LU on the coarsest
 *    level) on the same hierarchy;
 *  - the hierarchy: R = P^T, A_c = R A P, P keeps constants where A's rows sum to zero; the
 *    row sort its products use orders short and long rows;
 *  - the setup (its products and interpolation run over the host's OpenMP threads where the
 *    build has OpenMP) builds the same hierarchy, bit for bit, on 1 and on 3 threads;
 *  - classical coarsening: C points interpolate from themselves alone, F points with a
 *    strong dependence from at most 4 C points, with weights that sum to 1 where A's row
 *    sums to zero; on the jumping coefficient it takes fewer CG iterations than
 *    aggregation;
 *  - AMG-preconditioned CG on 3D Poisson, anisotropic and jumping-coefficient problems
 *    converges in a number of iterations that stays bounded as the grid grows;
 *  - GMRES(m) (restarts, right preconditioning with none, Jacobi, AMG) on a nonsymmetric
 *    convection-diffusion matrix reaches the requested residual and the dense LAPACK
 *    solution; on an SPD matrix it agrees with CG. */
#include <lapacke.h>
#include <math.h>
#include <string.h>

#include "amg.h"
#include "check.h"
#include "device.h"
#include "krylov.h"
#include "matrix.h"
#include "util.h"
#ifdef _OPENMP
#include <omp.h>
#endif

static double *vec(int64_t n) { return xcalloc((size_t)(n > 0 ? n : 1), sizeof(double)); }

static double rel_diff(const double *a, const double *b, int64_t n)
{
    double d = 0, s = 0;
    for (int64_t i = 0; i < n; ++i)
        d += (a[i] - b[i]) * (a[i] - b[i]), s += b[i] * b[i];
    return s > 0 ? sqrt(d / s) : sqrt(d);
}

/* ---- the reference V-cycle: the definitions, on the host ---- */

/* x = A^-1 b by LAPACK's LU on a dense copy. */
static void dense_solve(const csr_matrix *a, const double *b, double *x)
{
    const int n = a->n_rows;
    double *m = vec((int64_t)n * n);
    int *piv = xmalloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; ++i)
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            m[(int64_t)i * n + a->col[k]] += a->val[k];
    memcpy(x, b, sizeof(double) * (size_t)n);
    const int info = LAPACKE_dgesv(LAPACK_ROW_MAJOR, n, 1, m, n, piv, x, 1);
    CHECK(info == 0, "reference coarse solve: dgesv info %d", info);
    free(m), free(piv);
}

/* `steps` smoothing steps on x (x = 0 first when zero_guess), as amg.h defines them. */
static void ref_smooth(const amg_hierarchy *h, const amg_level *L, const double *b, double *x,
                       int zero_guess, int steps)
{
    const int32_t n = L->A.n_rows;
    double *r = vec(n), *d = vec(n);
    if (zero_guess)
        memset(x, 0, sizeof(double) * (size_t)n);
    const double upper = 1.1 * L->lambda, lower = upper / h->opt.chebyshev_ratio;
    const double theta = (upper + lower) / 2, delta = (upper - lower) / 2, sigma = theta / delta;
    double rho = 1 / sigma;
    const double w = h->opt.smoother == AMG_L1_JACOBI ? 1.0
                     : h->opt.jacobi_weight > 0       ? h->opt.jacobi_weight
                                                      : 4.0 / (3.0 * L->lambda);
    for (int k = 0; k < steps; ++k) {
        csr_spmv_reference(&L->A, x, r);
        for (int32_t i = 0; i < n; ++i)
            r[i] = b[i] - r[i];
        double a = 0, c = w;
        if (h->opt.smoother == AMG_CHEBYSHEV && k == 0) {
            c = 1 / theta;
        } else if (h->opt.smoother == AMG_CHEBYSHEV) {
            const double rho_next = 1 / (2 * sigma - rho);
            a = rho_next * rho, c = 2 * rho_next / delta;
            rho = rho_next;
        }
        for (int32_t i = 0; i < n; ++i) {
            d[i] = a * d[i] + c * L->dinv[i] * r[i];
            x[i] += d[i];
        }
    }
    free(r), free(d);
}

static void ref_cycle(const amg_hierarchy *h, int l, const double *b, double *x)
{
    const amg_level *L = &h->levels[l];
    const int32_t n = L->A.n_rows;
    if (l == h->n_levels - 1) {
        if (h->coarse_dense)
            dense_solve(&L->A, b, x);
        else
            ref_smooth(h, L, b, x, 1, 8 * h->opt.sweeps);
        return;
    }
    const amg_level *C = &h->levels[l + 1];
    double *r = vec(n), *bc = vec(C->A.n_rows), *xc = vec(C->A.n_rows), *px = vec(n);
    ref_smooth(h, L, b, x, 1, h->opt.sweeps);
    csr_spmv_reference(&L->A, x, r);
    for (int32_t i = 0; i < n; ++i)
        r[i] = b[i] - r[i];
    csr_spmv_reference(&L->R, r, bc);
    ref_cycle(h, l + 1, bc, xc);
    csr_spmv_reference(&L->P, xc, px);
    for (int32_t i = 0; i < n; ++i)
        x[i] += px[i];
    ref_smooth(h, L, b, x, 0, h->opt.sweeps);
    free(r), free(bc), free(xc), free(px);
}

/* R = P^T and A_c = R A P, entry by entry against dense products (small levels only). */
static void check_galerkin(const amg_hierarchy *h, const char *what)
{
    for (int l = 0; l + 1 < h->n_levels; ++l) {
        const amg_level *L = &h->levels[l], *C = &h->levels[l + 1];
        const int n = L->A.n_rows, nc = C->A.n_rows;
        double *P = vec((int64_t)n * nc), *R = vec((int64_t)n * nc), *AP = vec((int64_t)n * nc);
        for (int i = 0; i < n; ++i)
            for (int32_t k = L->P.rowptr[i]; k < L->P.rowptr[i + 1]; ++k)
                P[(int64_t)i * nc + L->P.col[k]] = L->P.val[k];
        for (int j = 0; j < nc; ++j)
            for (int32_t k = L->R.rowptr[j]; k < L->R.rowptr[j + 1]; ++k)
                R[(int64_t)L->R.col[k] * nc + j] = L->R.val[k]; /* stored transposed */
        double worst_rt = 0, worst_rap = 0, scale = 0;
        for (int64_t q = 0; q < (int64_t)n * nc; ++q)
            worst_rt = fmax(worst_rt, fabs(R[q] - P[q]));
        for (int i = 0; i < n; ++i)
            for (int32_t k = L->A.rowptr[i]; k < L->A.rowptr[i + 1]; ++k)
                for (int j = 0; j < nc; ++j)
                    AP[(int64_t)i * nc + j] += L->A.val[k] * P[(int64_t)L->A.col[k] * nc + j];
        for (int ci = 0; ci < nc; ++ci) {
            for (int cj = 0; cj < nc; ++cj) {
                double s = 0, stored = 0;
                for (int i = 0; i < n; ++i)
                    s += P[(int64_t)i * nc + ci] * AP[(int64_t)i * nc + cj];
                for (int32_t k = C->A.rowptr[ci]; k < C->A.rowptr[ci + 1]; ++k)
                    if (C->A.col[k] == cj)
                        stored = C->A.val[k];
                worst_rap = fmax(worst_rap, fabs(s - stored));
                scale = fmax(scale, fabs(s));
            }
        }
        CHECK(worst_rt == 0, "%s: level %d: R differs from P^T by %g", what, l, worst_rt);
        CHECK(worst_rap <= 1e-13 * scale, "%s: level %d: A_c differs from R A P by %g (of %g)",
              what, l, worst_rap, scale);
        free(P), free(R), free(AP);
    }
}

static void vcycle_matches_reference(const char *name, const csr_matrix *a, sparse_format f,
                                     amg_smoother s, int single, amg_coarsening c)
{
    amg_options opt = amg_default_options();
    opt.coarsening = c;
    opt.format = f;
    opt.smoother = s;
    opt.single = single;
    opt.coarse_size = 30;
    opt.sweeps = 1 + rng_below(3);
    amg_hierarchy *h = amg_setup(a, &opt);
    char what[160];
    snprintf(what, sizeof what, "%s %s %s %s %s(%d) %s, %d levels", name, dev_flavour(),
             amg_coarsening_name(c), format_name(f), amg_smoother_name(s), opt.sweeps,
             single ? "float" : "double", h->n_levels);
    CHECK(h->n_levels >= 3, "%s: expected at least 3 levels", what);
    const int32_t n = a->n_rows;
    double *b = vec(n), *x = vec(n), *xref = vec(n);
    for (int32_t i = 0; i < n; ++i)
        b[i] = 2 * rng_uniform() - 1, x[i] = NAN; /* x need not be initialised */
    dev_copyin(b, sizeof(double) * (size_t)n);
    dev_copyin(x, sizeof(double) * (size_t)n);
    amg_vcycle(h, b, x);
    dev_update_host(x, sizeof(double) * (size_t)n);
    dev_delete(b, sizeof(double) * (size_t)n);
    dev_delete(x, sizeof(double) * (size_t)n);
    ref_cycle(h, 0, b, xref);
    /* float: the matrices and vectors rounded to 24 bits, through a few levels */
    const double d = rel_diff(x, xref, n), tol = single ? 1e-4 : 1e-11;
    CHECK(d < tol, "%s: V-cycle differs from the host reference by %.3e (relative)", what, d);
    if (f == FORMAT_CSR && s == AMG_CHEBYSHEV)
        check_galerkin(h, what);
    amg_free(h);
    free(b), free(x), free(xref);
}

/* Classical interpolation row by row: a C point's row is its own coarse column with weight
 * 1 (each coarse column once), an F point's has at most 4 weights, and where A's row sums to
 * zero with a negative coupling (so that the row depends strongly on something) it has at
 * least one and they sum to 1. */
static void check_classical_interpolation(const char *name, const csr_matrix *a)
{
    amg_options opt = amg_default_options();
    opt.coarsening = AMG_CLASSICAL;
    opt.coarse_size = 30;
    amg_hierarchy *h = amg_setup(a, &opt);
    CHECK(h->n_levels >= 3, "%s classical: expected at least 3 levels, got %d", name, h->n_levels);
    for (int l = 0; l + 1 < h->n_levels; ++l) {
        const csr_matrix *A = &h->levels[l].A, *P = &h->levels[l].P;
        char *seen = xcalloc((size_t)P->n_cols, 1);
        int bad_c = 0, bad_width = 0, bad_sum = 0, empty_f = 0;
        for (int32_t i = 0; i < P->n_rows; ++i) {
            const int32_t k0 = P->rowptr[i], len = P->rowptr[i + 1] - k0;
            double psum = 0, asum = 0, diag = 0;
            int negative = 0;
            for (int32_t k = k0; k < k0 + len; ++k)
                psum += P->val[k];
            for (int32_t k = A->rowptr[i]; k < A->rowptr[i + 1]; ++k) {
                asum += A->val[k];
                if (A->col[k] == i)
                    diag = A->val[k];
                else
                    negative |= A->val[k] < 0;
            }
            if (len == 1 && P->val[k0] == 1.0 && !seen[P->col[k0]]) {
                seen[P->col[k0]] = 1; /* a C point (an F point with one weight of 1 would
                                       * pass too; the column count below catches that) */
                continue;
            }
            bad_width += len > 4;
            if (fabs(asum) <= 1e-12 * fabs(diag) && diag > 0 && negative) {
                empty_f += len == 0;
                bad_sum += len > 0 && fabs(psum - 1) > 1e-10;
            }
        }
        for (int32_t c = 0; c < P->n_cols; ++c)
            bad_c += !seen[c];
        CHECK(bad_c == 0, "%s classical level %d: %d of %d coarse columns have no C point's "
              "unit row", name, l, bad_c, P->n_cols);
        CHECK(bad_width == 0, "%s classical level %d: %d rows of P with more than 4 weights",
              name, l, bad_width);
        CHECK(bad_sum == 0, "%s classical level %d: %d zero-row-sum rows whose weights do not "
              "sum to 1", name, l, bad_sum);
        CHECK(empty_f == 0, "%s classical level %d: %d of %d F points with a strong "
              "dependence interpolate from nothing", name, l, empty_f, P->n_rows);
        free(seen);
    }
    amg_free(h);
}

#ifdef _OPENMP
static int same_csr(const csr_matrix *x, const csr_matrix *y)
{
    if (!x->rowptr || !y->rowptr) /* the coarsest level has no P or R */
        return x->rowptr == y->rowptr;
    return x->n_rows == y->n_rows && x->n_cols == y->n_cols && x->nnz == y->nnz &&
           !memcmp(x->rowptr, y->rowptr, sizeof *x->rowptr * ((size_t)x->n_rows + 1)) &&
           !memcmp(x->col, y->col, sizeof *x->col * (size_t)x->nnz) &&
           !memcmp(x->val, y->val, sizeof *x->val * (size_t)x->nnz);
}
#endif

/* The hierarchy does not depend on the number of host threads that built it. */
static void setup_independent_of_threads(const char *name, const csr_matrix *a,
                                         amg_coarsening c)
{
#ifdef _OPENMP
    amg_options opt = amg_default_options();
    opt.coarsening = c;
    opt.coarse_size = 30;
    const int threads = omp_get_max_threads();
    omp_set_num_threads(1);
    amg_hierarchy *one = amg_setup(a, &opt);
    omp_set_num_threads(3);
    amg_hierarchy *three = amg_setup(a, &opt);
    omp_set_num_threads(threads);
    CHECK(one->n_levels == three->n_levels, "%s %s: %d levels on 1 thread, %d on 3", name,
          amg_coarsening_name(c), one->n_levels, three->n_levels);
    for (int l = 0; l < one->n_levels && l < three->n_levels; ++l) {
        const amg_level *x = &one->levels[l], *y = &three->levels[l];
        CHECK(same_csr(&x->A, &y->A) && same_csr(&x->P, &y->P) && same_csr(&x->R, &y->R) &&
                  x->lambda == y->lambda,
              "%s %s: level %d differs between 1 and 3 setup threads", name,
              amg_coarsening_name(c), l);
    }
    amg_free(one);
    amg_free(three);
#else
    (void)name, (void)a, (void)c; /* one thread only: nothing to compare */
#endif
}

/* ---- convergence ---- */

/* AMG-preconditioned CG from x = 0 to rtol with the spec's options but these; returns the
 * iterations. */
static int amg_cg(const char *what, const csr_matrix *a, const double *b, double *x, double rtol,
                  int single, amg_coarsening coarsening)
{
    amg_options opt = amg_default_options();
    opt.single = single;
    opt.coarsening = coarsening;
    amg_hierarchy *h = amg_setup(a, &opt);
    sparse_matrix m;
    sparse_matrix_build(&m, a, opt.format);
    sparse_matrix_to_device(&m);
    memset(x, 0, sizeof(double) * (size_t)a->n_rows);
    const krylov_operator A = sparse_matrix_operator(&m);
    const krylov_preconditioner M = amg_krylov(h);
    krylov_options ko = krylov_default_options();
    ko.rtol = rtol;
    ko.max_iterations = 200;
    const krylov_result res = krylov_cg(&A, &M, b, x, &ko);
    CHECK(res.status == KRYLOV_CONVERGED, "%s: AMG-CG: %s", what, res.message);
    const double tr = csr_relative_residual(a, x, b);
    CHECK(tr < 2 * rtol, "%s: AMG-CG: true residual %.3e", what, tr);
    printf("  %s%s, %s: %d levels, operator complexity %.2f, %d iterations\n", what,
           single ? " (float cycle)" : "", amg_coarsening_name(coarsening), h->n_levels,
           amg_operator_complexity(h), res.iterations);
    amg_free(h);
    sparse_matrix_free(&m);
    return res.iterations;
}

static int amg_cg_iterations(const char *what, const csr_matrix *a, int single,
                             amg_coarsening coarsening)
{
    double *b = vec(a->n_rows), *x = vec(a->n_rows);
    for (int32_t i = 0; i < a->n_rows; ++i)
        b[i] = rng_uniform() - 0.5;
    const int it = amg_cg(what, a, b, x, 1e-8, single, coarsening);
    free(b), free(x);
    return it;
}

typedef void (*problem_fn)(csr_matrix *, int32_t, double);

static void poisson_problem(csr_matrix *a, int32_t n, double unused)
{
    (void)unused;
    poisson3d(a, n);
}

/* AMG-CG iteration counts over grids of growing size stay within `spread` of each other
 * and below `most`. */
static void iterations_bounded(const char *name, problem_fn make, double param, int spread,
                               int most, int single, amg_coarsening coarsening)
{
    const int32_t sizes[] = {16, 24, 32, 40};
    int lo = 1 << 30, hi = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s) {
        csr_matrix a;
        make(&a, sizes[s], param);
        char what[96];
        snprintf(what, sizeof what, "%s %d^3", name, sizes[s]);
        const int it = amg_cg_iterations(what, &a, single, coarsening);
        lo = it < lo ? it : lo, hi = it > hi ? it : hi;
        csr_free(&a);
    }
    CHECK(hi - lo <= spread && hi <= most,
          "%s, %s: AMG-CG iterations from %d to %d over 16^3..40^3 (allowed: spread %d, at "
          "most %d)", name, amg_coarsening_name(coarsening), lo, hi, spread, most);
}

/* What classical coarsening is for: a coefficient jumping by 10^4 between cubes, where
 * aggregation's piecewise-constant start cannot follow it (same right-hand side). */
static void classical_beats_aggregation_on_jumps(void)
{
    csr_matrix a;
    jump3d(&a, 40, 1e4);
    double *b = vec(a.n_rows), *x = vec(a.n_rows);
    for (int32_t i = 0; i < a.n_rows; ++i)
        b[i] = rng_uniform() - 0.5;
    const int agg = amg_cg("jump(1e4) 40^3", &a, b, x, 1e-8, 0, AMG_AGGREGATION);
    const int cls = amg_cg("jump(1e4) 40^3", &a, b, x, 1e-8, 0, AMG_CLASSICAL);
    CHECK(cls + 2 <= agg, "jump(1e4) 40^3: classical coarsening took %d CG iterations, "
          "aggregation %d (expected at least 2 fewer)", cls, agg);
    free(b), free(x);
    csr_free(&a);
}

/* ---- GMRES ---- */

static krylov_result gmres_with(const char *what, const csr_matrix *a, sparse_format f,
                                const char *precond, int restart, const double *b, double *x)
{
    sparse_matrix m;
    sparse_matrix_build(&m, a, f);
    sparse_matrix_to_device(&m);
    jacobi_preconditioner j = {0};
    amg_hierarchy *h = NULL;
    krylov_preconditioner M;
    const krylov_preconditioner *pm = NULL;
    if (strcmp(precond, "jacobi") == 0) {
        jacobi_setup(&j, a, 1.0);
        M = jacobi_krylov(&j), pm = &M;
    } else if (strcmp(precond, "amg") == 0) {
        amg_options opt = amg_default_options();
        opt.format = f;
        h = amg_setup(a, &opt);
        M = amg_krylov(h), pm = &M;
    }
    const krylov_operator A = sparse_matrix_operator(&m);
    krylov_options ko = krylov_default_options();
    ko.rtol = 1e-10;
    ko.restart = restart;
    ko.max_iterations = 3000;
    memset(x, 0, sizeof(double) * (size_t)a->n_rows);
    const krylov_result res = krylov_gmres(&A, pm, b, x, &ko);
    CHECK(res.status == KRYLOV_CONVERGED, "%s: %s", what, res.message);
    const double tr = csr_relative_residual(a, x, b);
    CHECK(tr <= 1e-10, "%s: true residual %.3e above the requested 1e-10", what, tr);
    printf("  %s: %d iterations, true residual %.2e\n", what, res.iterations, tr);
    if (j.dinv)
        jacobi_free(&j);
    amg_free(h);
    sparse_matrix_free(&m);
    return res;
}

static void gmres_nonsymmetric(void)
{
    csr_matrix a;
    convdiff3d(&a, 8, 40.0); /* 512 rows: the dense reference is cheap */
    const int32_t n = a.n_rows;
    double *b = vec(n), *x = vec(n), *xd = vec(n);
    for (int32_t i = 0; i < n; ++i)
        b[i] = 2 * rng_uniform() - 1;
    dense_solve(&a, b, xd);
    const char *preconds[] = {"none", "jacobi", "amg"};
    for (int p = 0; p < 3; ++p)
        for (int f = 0; f < FORMAT_COUNT; ++f) {
            if (!format_generated((sparse_format)f))
                continue;
            const int restart = 3 + rng_below(20);
            char what[128];
            snprintf(what, sizeof what, "GMRES(%d) convdiff 8^3 %s %s %s", restart,
                     dev_flavour(), format_name((sparse_format)f), preconds[p]);
            gmres_with(what, &a, (sparse_format)f, preconds[p], restart, b, x);
            const double d = rel_diff(x, xd, n);
            CHECK(d < 1e-8, "%s: differs from the LAPACK solution by %.3e", what, d);
        }
    csr_free(&a);
    /* a larger one with AMG on the right: few iterations */
    convdiff3d(&a, 24, 100.0);
    free(b), free(x), free(xd);
    b = vec(a.n_rows), x = vec(a.n_rows);
    for (int32_t i = 0; i < a.n_rows; ++i)
        b[i] = rng_uniform();
    const krylov_result res = gmres_with("GMRES(30) convdiff 24^3 amg", &a, FORMAT_CSR, "amg",
                                         30, b, x);
    CHECK(res.iterations <= 40, "GMRES(30) convdiff 24^3 amg: %d iterations", res.iterations);
    csr_free(&a);
    free(b), free(x);
}

/* On an SPD matrix GMRES with AMG reaches CG's solution. */
static void gmres_agrees_with_cg(void)
{
    csr_matrix a;
    jump3d(&a, 16, 100.0);
    double *b = vec(a.n_rows), *x = vec(a.n_rows), *xcg = vec(a.n_rows);
    for (int32_t i = 0; i < a.n_rows; ++i)
        b[i] = rng_uniform() - 0.5;
    amg_cg("jump(100) 16^3, CG to 1e-12", &a, b, xcg, 1e-12, 0, AMG_AGGREGATION);
    gmres_with("GMRES(10) jump(100) 16^3 amg", &a, FORMAT_SELL, "amg", 10, b, x);
    const double d = rel_diff(x, xcg, a.n_rows);
    CHECK(d < 1e-7, "GMRES and CG solutions of jump(100) 16^3 differ by %.3e", d);
    free(b), free(x), free(xcg);
    csr_free(&a);
}

/* csr_sort_row (the setup's products sort their rows with it) on rows of distinct columns in a
 * random order, short (insertion sort) and long (heap sort): ascending, values alongside. */
static void row_sort_any_length(void)
{
    const int32_t lengths[] = {0, 1, 2, 7, 32, 33, 100, 641};
    int32_t col[641];
    double val[641];
    for (size_t t = 0; t < sizeof lengths / sizeof *lengths; ++t) {
        const int32_t len = lengths[t];
        for (int32_t e = 0; e < len; ++e)
            col[e] = 3 * e + rng_below(3);
        for (int32_t e = len - 1; e > 0; --e) { /* shuffle */
            const int32_t j = rng_below(e + 1), c = col[e];
            col[e] = col[j], col[j] = c;
        }
        for (int32_t e = 0; e < len; ++e)
            val[e] = 0.5 * col[e] + 1;
        csr_sort_row(col, val, len);
        int bad = 0;
        for (int32_t e = 0; e < len; ++e)
            bad += (e > 0 && col[e] <= col[e - 1]) || val[e] != 0.5 * col[e] + 1;
        CHECK(bad == 0, "csr_sort_row, %d entries: %d out of order or with another's value", len, bad);
    }
}

int main(void)
{
    test_seed();
    row_sort_any_length();
    csr_matrix a;
    jump3d(&a, 10, 50.0);
    for (int f = 0; f < FORMAT_COUNT; ++f) {
        if (!format_generated((sparse_format)f))
            continue;
        for (int s = 0; s < 3; ++s)
            vcycle_matches_reference("jump 10^3", &a, (sparse_format)f, (amg_smoother)s, 0,
                                     AMG_AGGREGATION);
        vcycle_matches_reference("jump 10^3", &a, (sparse_format)f, AMG_CHEBYSHEV, 1,
                                 AMG_AGGREGATION);
        vcycle_matches_reference("jump 10^3", &a, (sparse_format)f, (amg_smoother)rng_below(3),
                                 rng_below(2), AMG_CLASSICAL);
    }
    vcycle_matches_reference("jump 10^3", &a, FORMAT_CSR, AMG_CHEBYSHEV, 0, AMG_CLASSICAL);
    check_classical_interpolation("jump 10^3", &a);
    csr_free(&a);
    jump3d(&a, 18, 1e3);
    setup_independent_of_threads("jump 18^3", &a, AMG_AGGREGATION);
    setup_independent_of_threads("jump 18^3", &a, AMG_CLASSICAL);
    csr_free(&a);
    poisson3d(&a, 12);
    check_classical_interpolation("poisson 12^3", &a);
    csr_free(&a);
    convdiff3d(&a, 9, 30.0); /* nonsymmetric: LU-inverse coarse solve */
    for (int c = 0; c < 2; ++c) {
        vcycle_matches_reference("convdiff 9^3", &a, FORMAT_CSR, AMG_CHEBYSHEV, 0,
                                 (amg_coarsening)c);
        vcycle_matches_reference("convdiff 9^3", &a, FORMAT_SELL, AMG_CHEBYSHEV, 1,
                                 (amg_coarsening)c);
    }
    csr_free(&a);

    iterations_bounded("poisson", poisson_problem, 0, 3, 14, 0, AMG_AGGREGATION);
    iterations_bounded("poisson", poisson_problem, 0, 3, 14, 1, AMG_AGGREGATION);
    iterations_bounded("aniso(0.01)", aniso3d, 0.01, 4, 16, 0, AMG_AGGREGATION);
    iterations_bounded("jump(1e4)", jump3d, 1e4, 4, 22, 0, AMG_AGGREGATION);
    iterations_bounded("poisson", poisson_problem, 0, 3, 12, 0, AMG_CLASSICAL);
    iterations_bounded("aniso(0.01)", aniso3d, 0.01, 3, 12, 0, AMG_CLASSICAL);
    iterations_bounded("jump(1e4)", jump3d, 1e4, 3, 12, 1, AMG_CLASSICAL);
    classical_beats_aggregation_on_jumps();
    gmres_nonsymmetric();
    gmres_agrees_with_cg();
    return test_summary("test_amg");
}
