/* Multishift CG on the distributed lattice (dist.h): cg.c's iteration in double precision, with
 * the operator through lat_dist_mee (halo exchange overlapping the interior) and every inner
 * product through the block sums and mp_tree_sum, so that the scalars alpha, beta, zeta and the
 * stopping decisions are the same bits on any rank count. The vector updates (the generated
 * axpby, copy and shift-update kernels) run over the whole extended arrays: the halo entries
 * they also update are never read before an exchange overwrites them, and the operator writes
 * only the owned sites of its output.
 *
 * The RHMC's molecular dynamics iterate in single precision (lat_dist_solve_shifted with float
 * links): the vectors, links and Deo/Doe box kernels in float with the float halo, the block sums
 * of the float products and the recurrence's scalars in double, as cg.c's single solver. */
#include <math.h>
#include <stdlib.h>

#include "device.h"
#include "lattice/dist.h"
#include "lattice_kernels.h"
#include "util.h"

/* the vector operations of one precision (n complex numbers, the whole extended arrays) */
typedef struct {
    size_t bytes;
    void (*axpby)(int64_t n, double a, const void *x, double b, void *y);
    void (*copy)(int64_t n, const void *x, void *y);
    void (*zero)(int64_t n, void *x);
} dist_ops;

static void axpby_d(int64_t n, double a, const void *x, double b, void *y) { lattice_vec3_axpby_d(n, a, x, b, y); }
static void copy_d(int64_t n, const void *x, void *y) { lattice_vec3_copy_d(n, x, y); }
static void zero_d(int64_t n, void *x) { lattice_zero_d(2 * n, x); }
static const dist_ops DOUBLE_OPS = {sizeof(double complex), axpby_d, copy_d, zero_d};
#if LATTICE_HAS_SINGLE
static void axpby_f(int64_t n, double a, const void *x, double b, void *y)
{
    lattice_vec3_axpby_f(n, (float)a, x, (float)b, y);
}
static void copy_f(int64_t n, const void *x, void *y) { lattice_vec3_copy_f(n, x, y); }
static void zero_f(int64_t n, void *x) { lattice_zero_f(2 * n, x); }
static const dist_ops SINGLE_OPS = {sizeof(float complex), axpby_f, copy_f, zero_f};
#endif

static void dist_mee(lat_dist *d, const lat_gauge *U, const float complex *uf, double m2, void *in, void *tmp,
                     void *out, int overlap)
{
    if (uf)
        lat_dist_mee_f(d, U, uf, m2, in, tmp, out, overlap);
    else
        lat_dist_mee(d, U, m2, in, tmp, out, overlap);
}

static double dist_dot_re(lat_dist *d, int single, const void *x, const void *y)
{
    return creal(single ? lat_dist_dot_f(d, 0, x, y) : lat_dist_dot(d, 0, x, y));
}

/* The iteration on vectors of the precision of ops (b and x[k] too). */
static lat_cg_result iterate(lat_dist *d, const dist_ops *op, const lat_gauge *U, const float complex *uf, double m2,
                             int nshift, const double *shifts, const void *b, void **x, double rtol,
                             int max_iterations, int overlap)
{
    const int single = uf != NULL;
    const int64_t n = lat_dist_nvec(d);
    const size_t vb = op->bytes * (size_t)n;
    void *r = lat_dev_alloc(vb), *p = lat_dev_alloc(vb), *ap = lat_dev_alloc(vb), *odd = lat_dev_alloc(vb);
    void **ps = xmalloc(sizeof *ps * (size_t)nshift);
    const double bnorm2 = dist_dot_re(d, single, b, b);
    lat_shifts sh;
    lat_shifts_init(&sh, nshift, bnorm2 > 0);
    double t0 = wall_seconds();
    for (int k = 0; k < nshift; ++k) { /* x_s = 0, p_s = b */
        ps[k] = lat_dev_alloc(vb);
        op->zero(n, x[k]);
        op->copy(n, b, ps[k]);
    }
    op->copy(n, b, r), op->copy(n, b, p);
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    double rr = bnorm2, alpha_prev = 1, beta_prev = 0;
    const double target = rtol * rtol * bnorm2;
    int it = 0;
    while (it < max_iterations && sh.nactive > 0) {
        dist_mee(d, U, uf, m2, p, odd, ap, overlap); /* the one operator application */
        const double pap = dist_dot_re(d, single, p, ap);
        if (!(pap > 0))
            break;
        const double alpha = rr / pap;
        t0 = wall_seconds();
        op->axpby(n, -alpha, ap, 1.0, r);
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        const double rr_new = dist_dot_re(d, single, r, r);
        const double beta = rr_new / rr;
        t0 = wall_seconds();
        op->axpby(n, 1.0, r, beta, p);
        lat_shifts_step(&sh, single, n, shifts, alpha, alpha_prev, beta, beta_prev, rr_new, target, r, ps, x);
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        rr = rr_new;
        alpha_prev = alpha;
        beta_prev = beta;
        it++;
    }
    lat_cg_result res = {it, sh.nactive == 0, 0};
    for (int k = 0; k < nshift; ++k)
        lat_dev_free(ps[k], vb);
    lat_dev_free(r, vb), lat_dev_free(p, vb), lat_dev_free(ap, vb), lat_dev_free(odd, vb);
    free(ps);
    lat_shifts_free(&sh);
    return res;
}

lat_cg_result lat_dist_solve_shifted(lat_dist *d, const lat_gauge *U, const float complex *uf, double mass,
                                     int nshift, const double *shifts, const double complex *b, double complex **x,
                                     double rtol, int max_iterations, int overlap, int check)
{
    if (nshift < 1)
        die("multishift CG: needs at least one shift (got %d)", nshift);
    const int64_t n = lat_dist_nvec(d);
    const size_t vb = sizeof(double complex) * (size_t)n;
    const double m2 = mass * mass;
    lat_cg_result res;
    if (uf) {
#if LATTICE_HAS_SINGLE
        const size_t fb = sizeof(float complex) * (size_t)n;
        float complex *bf = lat_dev_alloc(fb);
        void **xf = xmalloc(sizeof *xf * (size_t)nshift);
        for (int k = 0; k < nshift; ++k)
            xf[k] = lat_dev_alloc(fb);
        double t0 = wall_seconds();
        lattice_to_single_d(n, b, bf);
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        res = iterate(d, &SINGLE_OPS, U, uf, m2, nshift, shifts, bf, xf, rtol, max_iterations, overlap);
        t0 = wall_seconds();
        for (int k = 0; k < nshift; ++k) {
            lattice_to_double_d(n, xf[k], x[k]);
            lat_dev_free(xf[k], fb);
        }
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        lat_dev_free(bf, fb);
        free(xf);
#else
        die("multishift CG: single precision needs the float kernels (precisions in specs/lattice.yaml)");
#endif
    } else
        res = iterate(d, &DOUBLE_OPS, U, NULL, m2, nshift, shifts, b, (void **)x, rtol, max_iterations, overlap);
    if (!check)
        return res;
    /* the true residuals in double, ||b - (M + shift) x|| / ||b|| */
    double complex *r = lat_dev_alloc(vb), *ap = lat_dev_alloc(vb), *odd = lat_dev_alloc(vb);
    const double bnorm2 = lat_dist_norm2(d, 0, b);
    res.rel_residual = 0;
    for (int k = 0; k < nshift && bnorm2 > 0; ++k) {
        lat_dist_mee(d, U, m2, x[k], odd, ap, overlap);
        lattice_vec3_axpby_d(n, shifts[k], x[k], 1.0, ap); /* ap = (M + shift) x */
        lattice_vec3_copy_d(n, b, r);
        lattice_vec3_axpby_d(n, -1.0, ap, 1.0, r);         /* r = b - ap */
        const double rel = sqrt(lat_dist_norm2(d, 0, r) / bnorm2);
        if (rel > res.rel_residual || isnan(rel))
            res.rel_residual = rel;
    }
    res.converged = res.rel_residual <= 10 * rtol;
    lat_dev_free(r, vb), lat_dev_free(ap, vb), lat_dev_free(odd, vb);
    return res;
}

lat_cg_result lat_dist_multishift_cg(lat_dist *d, const lat_gauge *U, double mass, int nshift, const double *shifts,
                                     const double complex *b, double complex **x, double rtol, int max_iterations,
                                     int overlap)
{
    return lat_dist_solve_shifted(d, U, NULL, mass, nshift, shifts, b, x, rtol, max_iterations, overlap, 1);
}
