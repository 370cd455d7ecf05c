/* CG and multishift CG on the even-even staggered operator M = m^2 - Deo Doe
 * (Hermitian positive definite), fields present on the device, in double or (the RHMC's
 * molecular dynamics) single precision: the vectors and links of the iteration in float,
 * the recurrence's scalars and every sum in double. Every global sum goes through
 * lat_global_sum. */
#include <math.h>
#include <stdlib.h>

#include "device.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

/* ---- the vector operations of one precision ---- */
typedef struct {
    size_t bytes; /* per complex number */
    void (*mee)(const lat_solver *s, double m2, const void *in, void *tmp, void *out);
    double (*axpy_norm2)(int64_t n, double a, const void *x, void *y); /* y += a x; |y|^2 */
    double (*dot_re)(int64_t n, const void *x, const void *y);
    double (*norm2)(int64_t n, const void *x);
    void (*axpby)(int64_t n, double a, const void *x, double b, void *y);
    void (*copy)(int64_t n, const void *x, void *y);
    void (*zero)(int64_t n, void *x);
} vec_ops;

static void mee_d(const lat_solver *s, double m2, const void *in, void *tmp, void *out)
{
    lat_mee(s->U, m2, in, tmp, out);
}
static double axpy_norm2_d(int64_t n, double a, const void *x, void *y) { return lattice_vec3_axpy_norm2_d(n, a, x, y); }
static double dot_re_d(int64_t n, const void *x, const void *y)
{
    double re, im;
    lattice_vec3_dot_d(n, x, y, &re, &im);
    return re;
}
static double norm2_d(int64_t n, const void *x) { return lattice_vec3_norm2_d(n, x); }
static void axpby_d(int64_t n, double a, const void *x, double b, void *y) { lattice_vec3_axpby_d(n, a, x, b, y); }
static void copy_d(int64_t n, const void *x, void *y) { lattice_vec3_copy_d(n, x, y); }
static void zero_d(int64_t n, void *x) { lattice_zero_d(2 * n, x); }
static const vec_ops DOUBLE_OPS = {sizeof(double complex), mee_d, axpy_norm2_d, dot_re_d,
                                   norm2_d, axpby_d, copy_d, zero_d};

#if LATTICE_HAS_SINGLE
static void mee_f(const lat_solver *s, double m2, const void *in, void *tmp, void *out)
{
    const int32_t *n = s->U->g.n;
    (s->U->storage == 12 ? lattice_mee_f12 : lattice_mee_f18)(n[0], n[1], n[2], n[3], (float)m2, s->uf, in, tmp, out);
}
static double axpy_norm2_f(int64_t n, double a, const void *x, void *y) { return lattice_vec3_axpy_norm2_f(n, (float)a, x, y); }
static double dot_re_f(int64_t n, const void *x, const void *y)
{
    double re, im;
    lattice_vec3_dot_f(n, x, y, &re, &im);
    return re;
}
static double norm2_f(int64_t n, const void *x) { return lattice_vec3_norm2_f(n, x); }
static void axpby_f(int64_t n, double a, const void *x, double b, void *y) { lattice_vec3_axpby_f(n, (float)a, x, (float)b, y); }
static void copy_f(int64_t n, const void *x, void *y) { lattice_vec3_copy_f(n, x, y); }
static void zero_f(int64_t n, void *x) { lattice_zero_f(2 * n, x); }
static const vec_ops SINGLE_OPS = {sizeof(float complex), mee_f, axpy_norm2_f, dot_re_f,
                                   norm2_f, axpby_f, copy_f, zero_f};
#endif

static const vec_ops *ops_of(const lat_solver *s)
{
#if LATTICE_HAS_SINGLE
    return s->single ? &SINGLE_OPS : &DOUBLE_OPS;
#else
    return &DOUBLE_OPS;
#endif
}

static size_t vec_bytes(const lat_solver *s) { return ops_of(s)->bytes * (size_t)s->n; }

void lat_solver_init(lat_solver *s, const lat_geom *g, int maxshift, int single)
{
    if (maxshift < 1)
        die("lat_solver_init: needs room for at least one shift (got %d)", maxshift);
#if !LATTICE_HAS_SINGLE
    if (single)
        die("single-precision solves need the float kernels: add float to precisions in specs/lattice.yaml");
#endif
    s->n = 3 * g->sizeh;
    s->maxshift = maxshift;
    s->single = single;
    s->U = NULL, s->uf = NULL;
    const size_t vb = vec_bytes(s);
    s->r = lat_dev_alloc(vb), s->p = lat_dev_alloc(vb), s->ap = lat_dev_alloc(vb), s->odd = lat_dev_alloc(vb);
    s->ps = xmalloc(sizeof *s->ps * (size_t)maxshift);
    s->xs = xmalloc(sizeof *s->xs * (size_t)maxshift);
    for (int k = 0; k < maxshift; ++k) {
        s->ps[k] = lat_dev_alloc(vb);
        s->xs[k] = single ? lat_dev_alloc(vb) : NULL; /* single: the solutions before conversion */
    }
    s->b = single ? lat_dev_alloc(vb) : NULL;
}

void lat_solver_free(lat_solver *s)
{
    const size_t vb = vec_bytes(s);
    lat_dev_free(s->r, vb), lat_dev_free(s->p, vb), lat_dev_free(s->ap, vb), lat_dev_free(s->odd, vb);
    for (int k = 0; k < s->maxshift; ++k)
        lat_dev_free(s->ps[k], vb), lat_dev_free(s->xs[k], vb);
    lat_dev_free(s->b, vb);
    free(s->ps), free(s->xs);
}

static void timed_mee(const lat_solver *s, double m2, const void *in, void *tmp, void *out)
{
    const double t0 = wall_seconds();
    ops_of(s)->mee(s, m2, in, tmp, out);
    lat_time[LAT_TIME_DIRAC] += wall_seconds() - t0;
}

static double timed_norm2(const lat_solver *s, const void *x)
{
    const double t0 = wall_seconds();
    double v = ops_of(s)->norm2(s->n, x);
    lat_global_sum(&v, 1);
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    return v;
}

/* ||b - (M + shift) x|| / ||b|| in double (t and odd are double work vectors of n) */
static double true_residual(const lat_gauge *U, double m2, double shift, const double complex *b,
                            const double complex *x, double complex *t, double complex *odd, double bnorm2)
{
    const int64_t n = 3 * U->g.sizeh;
    const double t0 = wall_seconds();
    lat_mee(U, m2, x, odd, t);
    lat_time[LAT_TIME_DIRAC] += wall_seconds() - t0;
    lattice_vec3_axpby_d(n, shift, x, 1.0, t);   /* t = (M + shift) x */
    lattice_vec3_axpby_d(n, 1.0, b, -1.0, t);    /* t = b - t */
    return sqrt(lat_norm2(n, t) / bnorm2);
}

void lat_shifts_init(lat_shifts *s, int nshift, int active)
{
    s->nshift = nshift;
    s->nactive = active ? nshift : 0;
    s->zeta = xmalloc(sizeof(double) * (size_t)nshift * 5);
    s->zeta_prev = s->zeta + nshift, s->coef = s->zeta + 2 * nshift;
    s->active = xmalloc(sizeof(int) * (size_t)nshift);
    s->vec = xmalloc(sizeof(void *) * (size_t)nshift * 2);
    for (int k = 0; k < nshift; ++k)
        s->zeta[k] = s->zeta_prev[k] = 1, s->active[k] = active;
}

void lat_shifts_free(lat_shifts *s)
{
    free(s->zeta), free(s->active), free(s->vec);
}

void lat_shifts_step(lat_shifts *s, int single, int64_t n, const double *shifts, double alpha, double alpha_prev,
                     double beta, double beta_prev, double rr_new, double target, const void *r, void *const *ps,
                     void *const *x)
{
    const int ns = s->nshift;
    double *a = s->coef, *z = s->coef + ns, *b = s->coef + 2 * ns;
    void **p = s->vec, **xs = s->vec + ns;
    int m = 0;
    for (int k = 0; k < ns; ++k) {
        if (!s->active[k])
            continue;
        const double zk = s->zeta[k], zp = s->zeta_prev[k];
        const double znew = zk * zp * alpha_prev /
                            (alpha * beta_prev * (zp - zk) + zp * alpha_prev * (1 + shifts[k] * alpha));
        const double ratio = znew / zk;
        /* x_s += alpha_s p_s with the old p_s, then p_s = zeta_s r + beta_s p_s */
        a[m] = alpha * znew / zk, z[m] = znew, b[m] = beta * ratio * ratio, p[m] = ps[k], xs[m] = x[k];
        m++;
        s->zeta_prev[k] = zk, s->zeta[k] = znew;
        if (znew * znew * rr_new <= target) /* this shift's residual is small enough */
            s->active[k] = 0, s->nactive--;
    }
#if LATTICE_HAS_SINGLE
    if (single) {
        lattice_vec3_shift_update_many_f(n, m, a, z, b, r, (float complex *const *)p, (float complex *const *)xs);
        return;
    }
#else
    (void)single;
#endif
    lattice_vec3_shift_update_many_d(n, m, a, z, b, r, (double complex *const *)p, (double complex *const *)xs);
}

/* The multishift iteration on the solver's own vectors: b and x[k] of its precision. */
static lat_cg_result iterate(lat_solver *s, double m2, int nshift, const double *shifts, const void *b, void **x,
                             double rtol, int max_iterations)
{
    const vec_ops *op = ops_of(s);
    const int64_t n = s->n;
    lat_cg_result res = {0, 0, 0};
    const double bnorm2 = timed_norm2(s, b);
    lat_shifts sh;
    lat_shifts_init(&sh, nshift, bnorm2 > 0);
    double t0 = wall_seconds();
    for (int k = 0; k < nshift; ++k) /* x_s = 0, p_s = b */
        op->zero(n, x[k]), op->copy(n, b, s->ps[k]);
    op->copy(n, b, s->r), op->copy(n, b, s->p);
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    double rr = bnorm2, alpha_prev = 1, beta_prev = 0;
    const double target = rtol * rtol * bnorm2;
    int it = 0;
    while (it < max_iterations && sh.nactive > 0) {
        timed_mee(s, m2, s->p, s->odd, s->ap); /* the one operator application */
        t0 = wall_seconds();
        double pap = op->dot_re(n, s->p, s->ap);
        lat_global_sum(&pap, 1);
        if (!(pap > 0))
            break;
        const double alpha = rr / pap;
        double rr_new = op->axpy_norm2(n, -alpha, s->ap, s->r);
        lat_global_sum(&rr_new, 1);
        const double beta = rr_new / rr;
        op->axpby(n, 1.0, s->r, beta, s->p);
        lat_shifts_step(&sh, s->single, n, shifts, alpha, alpha_prev, beta, beta_prev, rr_new, target, s->r, s->ps, x);
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        rr = rr_new;
        alpha_prev = alpha;
        beta_prev = beta;
        it++;
    }
    res.iterations = it;
    res.converged = sh.nactive == 0;
    lat_shifts_free(&sh);
    return res;
}

lat_cg_result lat_solve_shifted(lat_solver *s, const lat_gauge *U, const void *uf, double mass, int nshift,
                                const double *shifts, const double complex *b, double complex **x, double rtol,
                                int max_iterations, int check)
{
    if (nshift < 1 || nshift > s->maxshift)
        die("multishift CG: %d shifts (1 to %d)", nshift, s->maxshift);
    if (s->n != 3 * U->g.sizeh)
        die("multishift CG: the solver was set up for another lattice");
    if (s->single && !uf)
        die("multishift CG: a single-precision solver needs the links in single precision");
    s->U = U, s->uf = uf;
    const double m2 = mass * mass;
    lat_cg_result res;
    if (s->single) {
        double t0 = wall_seconds();
        lattice_to_single_d(s->n, b, s->b);
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        res = iterate(s, m2, nshift, shifts, s->b, s->xs, rtol, max_iterations);
        t0 = wall_seconds();
        for (int k = 0; k < nshift; ++k)
            lattice_to_double_d(s->n, s->xs[k], x[k]);
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    } else
        res = iterate(s, m2, nshift, shifts, b, (void **)x, rtol, max_iterations);
    if (check) { /* in double, whatever the iteration's precision */
        double complex *t = lat_dev_alloc(sizeof(double complex) * (size_t)s->n);
        double complex *odd = lat_dev_alloc(sizeof(double complex) * (size_t)s->n);
        const double bnorm2 = lat_norm2(s->n, b);
        res.rel_residual = 0;
        for (int k = 0; k < nshift && bnorm2 > 0; ++k) {
            const double rel = true_residual(U, m2, shifts[k], b, x[k], t, odd, bnorm2);
            if (rel > res.rel_residual || isnan(rel))
                res.rel_residual = rel;
        }
        res.converged = res.rel_residual <= 10 * rtol;
        lat_dev_free(t, sizeof(double complex) * (size_t)s->n), lat_dev_free(odd, sizeof(double complex) * (size_t)s->n);
    }
    return res;
}

lat_cg_result lat_multishift_cg(const lat_gauge *U, double mass, int nshift, const double *shifts,
                                const double complex *b, double complex **x, double rtol,
                                int max_iterations)
{
    if (nshift < 1)
        die("multishift CG: needs at least one shift (got %d)", nshift);
    lat_solver s;
    lat_solver_init(&s, &U->g, nshift, 0);
    const lat_cg_result r = lat_solve_shifted(&s, U, NULL, mass, nshift, shifts, b, x, rtol, max_iterations, 1);
    lat_solver_free(&s);
    return r;
}

lat_cg_result lat_cg(const lat_gauge *U, double mass, const double complex *b, double complex *x,
                     double rtol, int max_iterations)
{
    const double shift = 0;
    double complex *xs[1] = {x};
    return lat_multishift_cg(U, mass, 1, &shift, b, xs, rtol, max_iterations);
}
