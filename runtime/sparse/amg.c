/* The multigrid hierarchy on the device and its V-cycle (see amg.h); the CPU setup steps
 * are in amg_setup.c. */
#include "amg.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amg_internal.h"
#include "dense/dense.h"
#include "device.h"
#include "sparse_kernels.h"
#include "util.h"

/* A coarsest level too large to factor densely (coarsening stalled) is smoothed instead. */
enum { DENSE_LIMIT = 8000, STALLED_SWEEPS = 8 };

static const char *const SMOOTHER_NAMES[] = {"chebyshev", "jacobi", "l1_jacobi"};

const char *amg_smoother_name(amg_smoother s) { return SMOOTHER_NAMES[s]; }

int amg_parse_smoother(const char *name, amg_smoother *out)
{
    for (int s = 0; s < 3; ++s)
        if (strcmp(name, SMOOTHER_NAMES[s]) == 0) {
            *out = (amg_smoother)s;
            return 0;
        }
    return -1;
}

amg_options amg_default_options(void)
{
    amg_options o = {.sweeps = SPARSE_AMG_SWEEPS, .coarse_size = SPARSE_AMG_COARSE_SIZE,
                     .max_levels = 25, .strength = 0.08, .jacobi_weight = 0,
                     .chebyshev_ratio = 30};
    if (parse_format(SPARSE_AMG_FORMAT, &o.format) ||
        amg_parse_smoother(SPARSE_AMG_SMOOTHER, &o.smoother))
        die("AMG: the spec's amg.format '%s' or amg.smoother '%s' is unknown to the runtime",
            SPARSE_AMG_FORMAT, SPARSE_AMG_SMOOTHER);
    return o;
}

/* ---- setup ---- */

static double *device_vector(int64_t n)
{
    double *v = xcalloc((size_t)(n > 0 ? n : 1), sizeof *v);
    dev_copyin(v, sizeof *v * (size_t)n);
    return v;
}

static void release_vector(double *v, int64_t n)
{
    if (!v)
        return;
    dev_delete(v, sizeof *v * (size_t)n);
    free(v);
}

/* The device copies of level l: its matrices in the hierarchy's format, the smoother's
 * diagonal and the work vectors (level 0's b and x[0] are the caller's). */
static void level_to_device(amg_hierarchy *h, int l)
{
    amg_level *L = &h->levels[l];
    const int64_t n = L->A.n_rows;
    const int coarsest = l == h->n_levels - 1;
    if (!(coarsest && h->coarse_dense)) {
        sparse_matrix_build(&L->dA, &L->A, h->opt.format);
        sparse_matrix_to_device(&L->dA);
        dev_copyin(L->dinv, sizeof(double) * (size_t)n);
        L->d = device_vector(n);
    }
    if (!coarsest) {
        sparse_matrix_build(&L->dP, &L->P, h->opt.format);
        sparse_matrix_to_device(&L->dP);
        sparse_matrix_build(&L->dR, &L->R, h->opt.format);
        sparse_matrix_to_device(&L->dR);
        L->r = device_vector(n);
    }
    if (l > 0) {
        L->b = device_vector(n);
        L->x[0] = device_vector(n);
    }
    L->x[1] = device_vector(n);
}

/* Adds the level holding matrix a (taken over) and returns it. */
static amg_level *push_level(amg_hierarchy *h, csr_matrix *a)
{
    h->levels = realloc(h->levels, sizeof *h->levels * (size_t)(h->n_levels + 1));
    if (!h->levels)
        die("out of memory (AMG levels)");
    amg_level *L = &h->levels[h->n_levels++];
    memset(L, 0, sizeof *L);
    L->A = *a;
    return L;
}

/* The smoother's diagonal and lambda = rho(D^-1 A) of every level that is smoothed. */
static void smoother_setup(amg_hierarchy *h, amg_level *L, int l)
{
    L->dinv = amg_smoother_diagonal(&L->A, h->opt.smoother, l);
    if (h->opt.smoother != AMG_L1_JACOBI)
        L->lambda = amg_spectral_radius(&L->A, L->dinv);
}

amg_hierarchy *amg_setup(const csr_matrix *a, const amg_options *opt)
{
    if (a->n_rows != a->n_cols || a->n_rows == 0)
        die("AMG needs a non-empty square matrix (got %d x %d)", a->n_rows, a->n_cols);
    if (opt->sweeps < 1 || opt->coarse_size < 1 || opt->max_levels < 1 ||
        !(opt->chebyshev_ratio > 1) || !(opt->strength >= 0))
        die("AMG: invalid options (sweeps %d, coarse size %d, levels %d, Chebyshev ratio %g, "
            "strength %g)", opt->sweeps, opt->coarse_size, opt->max_levels,
            opt->chebyshev_ratio, opt->strength);
    const double t0 = wall_seconds();
    amg_hierarchy *h = xcalloc(1, sizeof *h);
    h->opt = *opt;
    if (opt->smoother == AMG_CHEBYSHEV && !csr_is_symmetric(a)) {
        h->opt.smoother = AMG_JACOBI;
        h->note = "A is not symmetric: weighted Jacobi smoothing instead of Chebyshev, which "
                  "needs a real spectrum";
    }
    csr_matrix fine;
    csr_copy(a, &fine);
    amg_level *L = push_level(h, &fine);
    while (L->A.n_rows > opt->coarse_size && h->n_levels < opt->max_levels) {
        smoother_setup(h, L, h->n_levels - 1);
        csr_matrix p, r, coarse;
        /* halved per level (Vanek et al.): coarse stencils spread a row over more, weaker
         * couplings */
        const double theta = ldexp(opt->strength, -(h->n_levels - 1));
        const int32_t n_c = amg_coarsen(&L->A, theta, &p, &r, &coarse);
        if (n_c == 0)
            break; /* no strong connection left: this is the coarsest level */
        L->P = p, L->R = r, L->n_aggregates = n_c;
        const int32_t n_fine = L->A.n_rows;
        L = push_level(h, &coarse);
        if (n_c > n_fine * 0.9) /* stalled: a coarser level would cost more than it gives */
            break;
    }
    const int last = h->n_levels - 1;
    h->coarse_dense = L->A.n_rows <= DENSE_LIMIT;
    if (h->coarse_dense)
        h->coarse_factor = amg_dense_coarse(&L->A, last, &h->coarse_cholesky);
    else if (!L->dinv)
        smoother_setup(h, L, last);
    h->setup_seconds = wall_seconds() - t0;
    const double t1 = wall_seconds();
    for (int l = 0; l < h->n_levels; ++l)
        level_to_device(h, l);
    if (h->coarse_dense)
        dev_copyin(h->coarse_factor, sizeof(double) * (size_t)L->A.n_rows * (size_t)L->A.n_rows);
    dev_synchronize();
    h->device_seconds = wall_seconds() - t1;
    return h;
}

void amg_free(amg_hierarchy *h)
{
    if (!h)
        return;
    for (int l = 0; l < h->n_levels; ++l) {
        amg_level *L = &h->levels[l];
        const int64_t n = L->A.n_rows;
        if (L->dA.on_device)
            dev_delete(L->dinv, sizeof(double) * (size_t)n);
        sparse_matrix_free(&L->dA), sparse_matrix_free(&L->dP), sparse_matrix_free(&L->dR);
        csr_free(&L->A), csr_free(&L->P), csr_free(&L->R);
        free(L->dinv);
        if (l > 0)
            release_vector(L->b, n), release_vector(L->x[0], n);
        release_vector(L->x[1], n), release_vector(L->r, n), release_vector(L->d, n);
    }
    if (h->coarse_factor) {
        const size_t n = (size_t)h->levels[h->n_levels - 1].A.n_rows;
        dev_delete(h->coarse_factor, sizeof(double) * n * n);
        free(h->coarse_factor);
    }
    free(h->levels);
    free(h);
}

/* ---- the V-cycle ---- */

/* The current iterate is x[*cur]; a smoother step writes x[1 - *cur] and flips *cur. */
static void smoother_step(const amg_level *L, const double *b, double *const x[2], int *cur,
                          double a, double c)
{
    sparse_matrix_smooth(&L->dA, x[*cur], b, L->dinv, a, c, L->d, x[1 - *cur]);
    *cur = 1 - *cur;
}

/* The first step from x = 0: d = c D^-1 b, x = d (no product with A). */
static void step_from_zero(const amg_level *L, const double *b, double *const x[2], int *cur,
                           double c, int keep_d)
{
    const int64_t n = L->A.n_rows;
    if (keep_d) {
        sparse_jacobi_double(n, c, L->dinv, b, L->d);
        sparse_copy_double(n, L->d, x[1 - *cur]);
    } else {
        sparse_jacobi_double(n, c, L->dinv, b, x[1 - *cur]);
    }
    *cur = 1 - *cur;
}

static void smooth(const amg_hierarchy *h, const amg_level *L, const double *b, double *const x[2],
                   int *cur, int zero_guess, int steps)
{
    if (h->opt.smoother == AMG_CHEBYSHEV) {
        /* Chebyshev iteration for D^-1 A on [upper / ratio, upper] (Saad, Iterative Methods,
         * Alg. 12.1, with the three-term recurrence on the update d) */
        const double upper = 1.1 * L->lambda, lower = upper / h->opt.chebyshev_ratio;
        const double theta = 0.5 * (upper + lower), delta = 0.5 * (upper - lower);
        const double sigma = theta / delta;
        double rho = 1.0 / sigma;
        if (zero_guess)
            step_from_zero(L, b, x, cur, 1.0 / theta, steps > 1);
        else
            smoother_step(L, b, x, cur, 0.0, 1.0 / theta);
        for (int k = 1; k < steps; ++k) {
            const double rho_next = 1.0 / (2.0 * sigma - rho);
            smoother_step(L, b, x, cur, rho_next * rho, 2.0 * rho_next / delta);
            rho = rho_next;
        }
        return;
    }
    const double w = h->opt.smoother == AMG_L1_JACOBI ? 1.0
                     : h->opt.jacobi_weight > 0       ? h->opt.jacobi_weight
                                                      : 4.0 / (3.0 * L->lambda);
    for (int k = 0; k < steps; ++k) {
        if (k == 0 && zero_guess)
            step_from_zero(L, b, x, cur, w, 0);
        else
            smoother_step(L, b, x, cur, 0.0, w);
    }
}

static void coarse_solve(const amg_hierarchy *h, const amg_level *L, const double *b,
                         double *const x[2], int *cur)
{
    const int n = L->A.n_rows;
    if (!h->coarse_dense) {
        smooth(h, L, b, x, cur, 1, STALLED_SWEEPS * h->opt.sweeps);
        return;
    }
    if (h->coarse_cholesky) {
        sparse_copy_double(n, b, x[*cur]);
        dense_potrs(DENSE_DOUBLE, n, 1, dev_ptr(h->coarse_factor), n, dev_ptr(x[*cur]), n);
    } else {
        dense_gemv(DENSE_DOUBLE, 0, n, n, 1.0, dev_ptr(h->coarse_factor), n, dev_ptr(b), 0.0,
                   dev_ptr(x[*cur]));
    }
}

/* x[*cur] = the V-cycle's approximation of A_l^-1 b, from a zero initial guess. */
static void cycle(const amg_hierarchy *h, int l, const double *b, double *const x[2], int *cur)
{
    const amg_level *L = &h->levels[l];
    if (l == h->n_levels - 1) {
        coarse_solve(h, L, b, x, cur);
        return;
    }
    amg_level *C = &h->levels[l + 1];
    smooth(h, L, b, x, cur, 1, h->opt.sweeps);
    sparse_matrix_residual(&L->dA, x[*cur], b, L->r);
    sparse_matrix_spmv(&L->dR, L->r, C->b);
    int coarse_cur = 0;
    cycle(h, l + 1, C->b, C->x, &coarse_cur);
    sparse_matrix_prolong(&L->dP, C->x[coarse_cur], x[*cur]);
    smooth(h, L, b, x, cur, 0, h->opt.sweeps);
}

void amg_vcycle(amg_hierarchy *h, const double *b, double *x)
{
    amg_level *L = &h->levels[0];
    double *const xs[2] = {x, L->x[1]};
    int cur = 0;
    cycle(h, 0, b, xs, &cur);
    if (cur != 0)
        sparse_copy_double(L->A.n_rows, xs[cur], x);
}

static void vcycle_apply(void *ctx, const double *r, double *z) { amg_vcycle(ctx, r, z); }

krylov_preconditioner amg_krylov(amg_hierarchy *h)
{
    return (krylov_preconditioner){.apply = vcycle_apply, .ctx = h};
}

/* ---- statistics ---- */

double amg_operator_complexity(const amg_hierarchy *h)
{
    double sum = 0;
    for (int l = 0; l < h->n_levels; ++l)
        sum += (double)h->levels[l].A.nnz;
    return sum / (double)h->levels[0].A.nnz;
}

double amg_grid_complexity(const amg_hierarchy *h)
{
    double sum = 0;
    for (int l = 0; l < h->n_levels; ++l)
        sum += h->levels[l].A.n_rows;
    return sum / h->levels[0].A.n_rows;
}

void amg_print(const amg_hierarchy *h, FILE *out)
{
    const amg_level *last = &h->levels[h->n_levels - 1];
    fprintf(out, "amg: smoothed aggregation, %d levels, smoother %s (%d %s), format %s, "
                 "coarsest %d rows: %s\n",
            h->n_levels, amg_smoother_name(h->opt.smoother), h->opt.sweeps,
            h->opt.smoother == AMG_CHEBYSHEV ? "degree" : "sweeps", format_name(h->opt.format),
            last->A.n_rows,
            !h->coarse_dense        ? "smoothed (too large to factor)"
            : h->coarse_cholesky    ? "dense Cholesky"
                                    : "dense LU inverse");
    if (h->note)
        fprintf(out, "  note: %s\n", h->note);
    fprintf(out, "  level %10s %12s %8s %12s %10s\n", "rows", "nonzeros", "nnz/row", "nnz(P)",
            "lambda");
    for (int l = 0; l < h->n_levels; ++l) {
        const amg_level *L = &h->levels[l];
        fprintf(out, "  %5d %10d %12lld %8.1f %12lld %10.4f\n", l, L->A.n_rows,
                (long long)L->A.nnz, (double)L->A.nnz / L->A.n_rows, (long long)L->P.nnz,
                L->lambda);
    }
    fprintf(out, "  operator complexity %.3f, grid complexity %.3f\n",
            amg_operator_complexity(h), amg_grid_complexity(h));
}
