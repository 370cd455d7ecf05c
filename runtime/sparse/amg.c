/* The multigrid hierarchy on the device and its V-cycle (see amg.h); the CPU setup steps
 * are in amg_setup.c. */
#include "amg.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amg_internal.h"
#include "cli.h"
#include "dense/dense.h"
#include "device.h"
#include "sparse_kernels.h"
#include "util.h"

/* A coarsest level too large to factor densely (coarsening stalled) is smoothed instead. */
enum { DENSE_LIMIT = 8000, STALLED_SWEEPS = 8 };

static const char *const SMOOTHER_NAMES[] = {"chebyshev", "jacobi", "l1_jacobi"};
static const char *const COARSENING_NAMES[] = {"aggregation", "classical"};

/* The index of `name` in names[0..count), or -1. */
static int name_index(const char *const *names, int count, const char *name)
{
    for (int k = 0; k < count; ++k)
        if (strcmp(name, names[k]) == 0)
            return k;
    return -1;
}

const char *amg_smoother_name(amg_smoother s) { return SMOOTHER_NAMES[s]; }
const char *amg_coarsening_name(amg_coarsening c) { return COARSENING_NAMES[c]; }

int amg_parse_smoother(const char *name, amg_smoother *out)
{
    const int k = name_index(SMOOTHER_NAMES, 3, name);
    if (k >= 0)
        *out = (amg_smoother)k;
    return k >= 0 ? 0 : -1;
}

int amg_parse_coarsening(const char *name, amg_coarsening *out)
{
    const int k = name_index(COARSENING_NAMES, 2, name);
    if (k >= 0)
        *out = (amg_coarsening)k;
    return k >= 0 ? 0 : -1;
}

double amg_default_strength(amg_coarsening c) { return c == AMG_CLASSICAL ? 0.25 : 0.08; }

int amg_parse_option(const char *name, const char *value, amg_options *o)
{
    if (strcmp(name, "--coarsening") == 0) {
        if (amg_parse_coarsening(value, &o->coarsening))
            die("--coarsening: unknown coarsening '%s' (aggregation or classical)", value);
    } else if (strcmp(name, "--smoother") == 0) {
        if (amg_parse_smoother(value, &o->smoother))
            die("--smoother: unknown smoother '%s' (chebyshev, jacobi or l1_jacobi)", value);
    } else if (strcmp(name, "--sweeps") == 0) {
        o->sweeps = cli_int(name, value, 1, 16);
    } else if (strcmp(name, "--coarse-size") == 0) {
        o->coarse_size = cli_int(name, value, 1, 8000);
    } else if (strcmp(name, "--strength") == 0) {
        o->strength = cli_number(name, value, 0, 1);
    } else if (strcmp(name, "--chebyshev-ratio") == 0) {
        o->chebyshev_ratio = cli_number(name, value, 1.01, 1000);
    } else {
        return 0;
    }
    return 1;
}

amg_options amg_default_options(void)
{
    amg_options o = {.sweeps = SPARSE_AMG_SWEEPS, .coarse_size = SPARSE_AMG_COARSE_SIZE,
                     .max_levels = 25, .strength = -1, .jacobi_weight = 0,
                     .chebyshev_ratio = 6};
    if (parse_format(SPARSE_AMG_FORMAT, &o.format) ||
        amg_parse_smoother(SPARSE_AMG_SMOOTHER, &o.smoother) ||
        amg_parse_coarsening(SPARSE_AMG_COARSENING, &o.coarsening))
        die("AMG: the spec's amg.format '%s', amg.smoother '%s' or amg.coarsening '%s' is "
            "unknown to the runtime", SPARSE_AMG_FORMAT, SPARSE_AMG_SMOOTHER,
            SPARSE_AMG_COARSENING);
    return o;
}

/* ---- the cycle's precision: its vectors, diagonals and kernels are all double or all
 * float (amg_options.single); the one place that knows which ---- */

typedef struct {
    size_t value; /* bytes per value */
    dense_type dense;
    void (*smooth)(const sparse_matrix *, const void *x, const void *b, const void *dinv, double a,
                   double c, void *d, void *x_out);
    void (*residual)(const sparse_matrix *, const void *x, const void *b, void *r);
    void (*spmv)(const sparse_matrix *, const void *x, void *y);
    void (*prolong)(const sparse_matrix *, const void *x, void *y);
    void (*jacobi)(int64_t n, double w, const void *dinv, const void *r, void *z);
    void (*copy)(int64_t n, const void *x, void *y);
} cycle_ops;

static void smooth_d(const sparse_matrix *m, const void *x, const void *b, const void *dinv,
                     double a, double c, void *d, void *x_out)
{
    sparse_matrix_smooth(m, x, b, dinv, a, c, d, x_out);
}
static void residual_d(const sparse_matrix *m, const void *x, const void *b, void *r)
{
    sparse_matrix_residual(m, x, b, r);
}
static void spmv_d(const sparse_matrix *m, const void *x, void *y) { sparse_matrix_spmv(m, x, y); }
static void prolong_d(const sparse_matrix *m, const void *x, void *y)
{
    sparse_matrix_prolong(m, x, y);
}
static void jacobi_d(int64_t n, double w, const void *dinv, const void *r, void *z)
{
    sparse_jacobi_double(n, w, dinv, r, z);
}
static void copy_d(int64_t n, const void *x, void *y) { sparse_copy_double(n, x, y); }

static void smooth_f(const sparse_matrix *m, const void *x, const void *b, const void *dinv,
                     double a, double c, void *d, void *x_out)
{
    sparse_matrix_smooth_float(m, x, b, dinv, (float)a, (float)c, d, x_out);
}
static void residual_f(const sparse_matrix *m, const void *x, const void *b, void *r)
{
    sparse_matrix_residual_float(m, x, b, r);
}
static void spmv_f(const sparse_matrix *m, const void *x, void *y)
{
    sparse_matrix_spmv_float(m, x, y);
}
static void prolong_f(const sparse_matrix *m, const void *x, void *y)
{
    sparse_matrix_prolong_float(m, x, y);
}
static void jacobi_f(int64_t n, double w, const void *dinv, const void *r, void *z)
{
    sparse_jacobi_float(n, (float)w, dinv, r, z);
}
static void copy_f(int64_t n, const void *x, void *y) { sparse_copy_float(n, x, y); }

static const cycle_ops DOUBLE_OPS = {sizeof(double), DENSE_DOUBLE, smooth_d, residual_d,
                                     spmv_d, prolong_d, jacobi_d, copy_d};
static const cycle_ops FLOAT_OPS = {sizeof(float), DENSE_FLOAT, smooth_f, residual_f,
                                    spmv_f, prolong_f, jacobi_f, copy_f};

static const cycle_ops *ops_of(const amg_hierarchy *h)
{
    return h->opt.single ? &FLOAT_OPS : &DOUBLE_OPS;
}

/* A device copy of n doubles in the cycle's precision: the array itself (double), or a float
 * copy of it (returned; the caller frees it). */
static void *device_values(const amg_hierarchy *h, double *values, int64_t n)
{
    if (!h->opt.single) {
        dev_copyin(values, sizeof(double) * (size_t)n);
        return values;
    }
    float *f = xmalloc(sizeof(float) * (size_t)(n > 0 ? n : 1));
    for (int64_t i = 0; i < n; ++i)
        f[i] = (float)values[i];
    dev_copyin(f, sizeof(float) * (size_t)n);
    return f;
}

static void release_values(const amg_hierarchy *h, void *dev, int64_t n)
{
    if (!dev)
        return;
    dev_delete(dev, ops_of(h)->value * (size_t)n);
    if (h->opt.single)
        free(dev); /* the double array is the level's own */
}

static void *device_vector(const amg_hierarchy *h, int64_t n)
{
    void *v = xcalloc((size_t)(n > 0 ? n : 1), ops_of(h)->value);
    dev_copyin(v, ops_of(h)->value * (size_t)n);
    return v;
}

static void release_vector(const amg_hierarchy *h, void *v, int64_t n)
{
    if (!v)
        return;
    dev_delete(v, ops_of(h)->value * (size_t)n);
    free(v);
}

static void matrix_to_device(const amg_hierarchy *h, sparse_matrix *m, const csr_matrix *a)
{
    sparse_matrix_build(m, a, h->opt.format);
    if (h->opt.single)
        sparse_matrix_make_float(m);
    sparse_matrix_to_device(m);
}

/* ---- setup ---- */

/* The device copies of level l: its matrices in the hierarchy's format, the smoother's
 * diagonal and the work vectors. */
static void level_to_device(amg_hierarchy *h, int l)
{
    amg_level *L = &h->levels[l];
    const int64_t n = L->A.n_rows;
    const int coarsest = l == h->n_levels - 1;
    if (!(coarsest && h->coarse_dense)) {
        matrix_to_device(h, &L->dA, &L->A);
        L->dinv_dev = device_values(h, L->dinv, n);
        L->d = device_vector(h, n);
    }
    if (!coarsest) {
        matrix_to_device(h, &L->dP, &L->P);
        matrix_to_device(h, &L->dR, &L->R);
        L->r = device_vector(h, n);
    }
    L->b = device_vector(h, n);
    L->x[0] = device_vector(h, n);
    L->x[1] = device_vector(h, n);
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

/* One coarsening step of level h->n_levels - 1's matrix a by the chosen method. */
static int32_t coarsen(const amg_hierarchy *h, const csr_matrix *a, csr_matrix *p, csr_matrix *r,
                       csr_matrix *coarse)
{
    if (h->opt.coarsening == AMG_CLASSICAL)
        return amg_coarsen_classical(a, h->opt.strength, p, r, coarse);
    /* halved per level (Vanek et al.): coarse stencils spread a row over more, weaker
     * couplings */
    return amg_coarsen(a, ldexp(h->opt.strength, -(h->n_levels - 1)), p, r, coarse);
}

amg_hierarchy *amg_setup(const csr_matrix *a, const amg_options *opt)
{
    if (a->n_rows != a->n_cols || a->n_rows == 0)
        die("AMG needs a non-empty square matrix (got %d x %d)", a->n_rows, a->n_cols);
    if (opt->sweeps < 1 || opt->coarse_size < 1 || opt->max_levels < 1 ||
        !(opt->chebyshev_ratio > 1) || !(opt->strength <= 1))
        die("AMG: invalid options (sweeps %d, coarse size %d, levels %d, Chebyshev ratio %g, "
            "strength %g)", opt->sweeps, opt->coarse_size, opt->max_levels,
            opt->chebyshev_ratio, opt->strength);
    const double t0 = wall_seconds();
    amg_hierarchy *h = xcalloc(1, sizeof *h);
    h->opt = *opt;
    if (h->opt.strength < 0)
        h->opt.strength = amg_default_strength(opt->coarsening);
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
        const int32_t n_c = coarsen(h, &L->A, &p, &r, &coarse);
        if (n_c == 0)
            break; /* no strong connection left: this is the coarsest level */
        L->P = p, L->R = r, L->n_coarse = n_c;
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
        h->coarse_dev = device_values(h, h->coarse_factor, (int64_t)L->A.n_rows * L->A.n_rows);
    dev_synchronize();
    h->device_seconds = wall_seconds() - t1;
    return h;
}

void amg_free(amg_hierarchy *h)
{
    if (!h)
        return;
    /* before the levels go: csr_free zeroes A, and a zero size unmapped nothing (openacc kept
     * the coarse factor mapped after its free, and a later allocation at that address failed
     * to map: "Trying to map into device [...) object when [...) is already mapped") */
    const int64_t n_coarse = h->levels[h->n_levels - 1].A.n_rows;
    for (int l = 0; l < h->n_levels; ++l) {
        amg_level *L = &h->levels[l];
        const int64_t n = L->A.n_rows;
        release_values(h, L->dinv_dev, n);
        sparse_matrix_free(&L->dA), sparse_matrix_free(&L->dP), sparse_matrix_free(&L->dR);
        csr_free(&L->A), csr_free(&L->P), csr_free(&L->R);
        free(L->dinv);
        release_vector(h, L->b, n), release_vector(h, L->x[0], n);
        release_vector(h, L->x[1], n), release_vector(h, L->r, n), release_vector(h, L->d, n);
    }
    if (h->coarse_factor) {
        release_values(h, h->coarse_dev, n_coarse * n_coarse);
        free(h->coarse_factor);
    }
    free(h->levels);
    free(h);
}

/* ---- the V-cycle ---- */

/* The current iterate is x[*cur]; a smoother step writes x[1 - *cur] and flips *cur. */
static void smoother_step(const amg_hierarchy *h, const amg_level *L, const void *b,
                          void *const x[2], int *cur, double a, double c)
{
    ops_of(h)->smooth(&L->dA, x[*cur], b, L->dinv_dev, a, c, L->d, x[1 - *cur]);
    *cur = 1 - *cur;
}

/* The first step from x = 0: d = c D^-1 b, x = d (no product with A). */
static void step_from_zero(const amg_hierarchy *h, const amg_level *L, const void *b,
                           void *const x[2], int *cur, double c, int keep_d)
{
    const cycle_ops *ops = ops_of(h);
    const int64_t n = L->A.n_rows;
    if (keep_d) {
        ops->jacobi(n, c, L->dinv_dev, b, L->d);
        ops->copy(n, L->d, x[1 - *cur]);
    } else {
        ops->jacobi(n, c, L->dinv_dev, b, x[1 - *cur]);
    }
    *cur = 1 - *cur;
}

static void smooth(const amg_hierarchy *h, const amg_level *L, const void *b, void *const x[2],
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
            step_from_zero(h, L, b, x, cur, 1.0 / theta, steps > 1);
        else
            smoother_step(h, L, b, x, cur, 0.0, 1.0 / theta);
        for (int k = 1; k < steps; ++k) {
            const double rho_next = 1.0 / (2.0 * sigma - rho);
            smoother_step(h, L, b, x, cur, rho_next * rho, 2.0 * rho_next / delta);
            rho = rho_next;
        }
        return;
    }
    const double w = h->opt.smoother == AMG_L1_JACOBI ? 1.0
                     : h->opt.jacobi_weight > 0       ? h->opt.jacobi_weight
                                                      : 4.0 / (3.0 * L->lambda);
    for (int k = 0; k < steps; ++k) {
        if (k == 0 && zero_guess)
            step_from_zero(h, L, b, x, cur, w, 0);
        else
            smoother_step(h, L, b, x, cur, 0.0, w);
    }
}

static void coarse_solve(const amg_hierarchy *h, const amg_level *L, const void *b,
                         void *const x[2], int *cur)
{
    const cycle_ops *ops = ops_of(h);
    const int n = L->A.n_rows;
    if (!h->coarse_dense) {
        smooth(h, L, b, x, cur, 1, STALLED_SWEEPS * h->opt.sweeps);
        return;
    }
    if (h->coarse_cholesky) {
        ops->copy(n, b, x[*cur]);
        dense_potrs(ops->dense, n, 1, dev_ptr(h->coarse_dev), n, dev_ptr(x[*cur]), n);
    } else {
        dense_gemv(ops->dense, 0, n, n, 1.0, dev_ptr(h->coarse_dev), n, dev_ptr(b), 0.0,
                   dev_ptr(x[*cur]));
    }
}

/* x[*cur] = the V-cycle's approximation of A_l^-1 b, from a zero initial guess. */
static void cycle(const amg_hierarchy *h, int l, const void *b, void *const x[2], int *cur)
{
    const cycle_ops *ops = ops_of(h);
    const amg_level *L = &h->levels[l];
    if (l == h->n_levels - 1) {
        coarse_solve(h, L, b, x, cur);
        return;
    }
    const amg_level *C = &h->levels[l + 1];
    smooth(h, L, b, x, cur, 1, h->opt.sweeps);
    ops->residual(&L->dA, x[*cur], b, L->r);
    ops->spmv(&L->dR, L->r, C->b);
    int coarse_cur = 0;
    cycle(h, l + 1, C->b, C->x, &coarse_cur);
    ops->prolong(&L->dP, C->x[coarse_cur], x[*cur]);
    smooth(h, L, b, x, cur, 0, h->opt.sweeps);
}

void amg_vcycle(amg_hierarchy *h, const double *b, double *x)
{
    amg_level *L = &h->levels[0];
    const int64_t n = L->A.n_rows;
    int cur = 0;
    if (h->opt.single) { /* in and out through the level's own float vectors */
        sparse_double_to_float(n, b, L->b);
        cycle(h, 0, L->b, L->x, &cur);
        sparse_float_to_double(n, L->x[cur], x);
        return;
    }
    void *const xs[2] = {x, L->x[1]};
    cycle(h, 0, b, xs, &cur);
    if (cur != 0)
        sparse_copy_double(n, xs[cur], x);
}

static void vcycle_apply(void *ctx, const double *r, double *z) { amg_vcycle(ctx, r, z); }

krylov_preconditioner amg_krylov(amg_hierarchy *h)
{
    return (krylov_preconditioner){.apply = vcycle_apply, .ctx = h};
}

/* ---- one kernel of one level, for the benchmarks ---- */

static const char *const KERNEL_NAMES[] = {"smooth", "residual", "restrict", "prolong"};

const char *amg_kernel_name(amg_kernel k) { return KERNEL_NAMES[k]; }

void amg_run_kernel(amg_hierarchy *h, int l, amg_kernel k)
{
    const cycle_ops *ops = ops_of(h);
    if (l < 0 || l + 1 >= h->n_levels)
        die("amg_run_kernel: level %d is not one with a coarser level below it", l);
    amg_level *L = &h->levels[l], *C = &h->levels[l + 1];
    switch (k) {
    case AMG_KERNEL_SMOOTH:
        ops->smooth(&L->dA, L->x[0], L->b, L->dinv_dev, 0.5, 0.1, L->d, L->x[1]);
        break;
    case AMG_KERNEL_RESIDUAL:
        ops->residual(&L->dA, L->x[0], L->b, L->r);
        break;
    case AMG_KERNEL_RESTRICT:
        ops->spmv(&L->dR, L->r, C->b);
        break;
    case AMG_KERNEL_PROLONG:
        ops->prolong(&L->dP, C->x[0], L->x[0]);
        break;
    }
}

double amg_kernel_bytes(const amg_hierarchy *h, int l, amg_kernel k)
{
    const amg_level *L = &h->levels[l], *C = &h->levels[l + 1];
    const double vb = (double)ops_of(h)->value, n = L->A.n_rows, nc = C->A.n_rows;
    /* the stored matrix alone: what an SpMV moves less its two vectors */
    const sparse_matrix *m = k == AMG_KERNEL_RESTRICT ? &L->dR
                             : k == AMG_KERNEL_PROLONG ? &L->dP
                                                       : &L->dA;
    const double matrix = sparse_matrix_spmv_bytes(m, h->opt.single) -
                          vb * (m->csr.n_rows + m->csr.n_cols);
    static const double vectors_fine[] = {6, 3, 1, 2}, vectors_coarse[] = {0, 0, 1, 1};
    return matrix + vb * (vectors_fine[k] * n + vectors_coarse[k] * nc);
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
    fprintf(out, "amg: %s, %d levels, strength %g, smoother %s (%d %s), format %s (%s), "
                 "coarsest %d rows: %s\n",
            h->opt.coarsening == AMG_CLASSICAL ? "classical coarsening, extended+i interpolation"
                                               : "smoothed aggregation",
            h->n_levels, h->opt.strength, amg_smoother_name(h->opt.smoother), h->opt.sweeps,
            h->opt.smoother == AMG_CHEBYSHEV ? "degree" : "sweeps", format_name(h->opt.format),
            h->opt.single ? "float" : "double",
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
