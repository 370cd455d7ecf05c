/* CG and multishift CG on the even-even staggered operator M = m^2 - Deo Doe
 * (Hermitian positive definite), double precision, fields present on the device. Every
 * global sum goes through lat_norm2 / lat_dot (lat_global_sum). */
#include <math.h>
#include <stdlib.h>

#include "device.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

static size_t vec_bytes(const lat_solver *s) { return sizeof(double complex) * (size_t)s->n; }

void lat_solver_init(lat_solver *s, const lat_geom *g, int maxshift)
{
    if (maxshift < 1)
        die("lat_solver_init: needs room for at least one shift (got %d)", maxshift);
    s->n = 3 * g->sizeh;
    s->maxshift = maxshift;
    s->r = lat_dev_alloc(vec_bytes(s)), s->p = lat_dev_alloc(vec_bytes(s));
    s->ap = lat_dev_alloc(vec_bytes(s)), s->odd = lat_dev_alloc(vec_bytes(s));
    s->ps = xmalloc(sizeof *s->ps * (size_t)maxshift);
    for (int k = 0; k < maxshift; ++k)
        s->ps[k] = lat_dev_alloc(vec_bytes(s));
}

void lat_solver_free(lat_solver *s)
{
    lat_dev_free(s->r, vec_bytes(s)), lat_dev_free(s->p, vec_bytes(s));
    lat_dev_free(s->ap, vec_bytes(s)), lat_dev_free(s->odd, vec_bytes(s));
    for (int k = 0; k < s->maxshift; ++k)
        lat_dev_free(s->ps[k], vec_bytes(s));
    free(s->ps);
}

static void timed_mee(const lat_gauge *U, double m2, const double complex *in, double complex *tmp,
                      double complex *out)
{
    const double t0 = wall_seconds();
    lat_mee(U, m2, in, tmp, out);
    lat_time[LAT_TIME_DIRAC] += wall_seconds() - t0;
}

/* ||b - (M + shift) x|| / ||b|| (t and odd are work vectors) */
static double true_residual(const lat_gauge *U, double m2, double shift, const double complex *b,
                            const double complex *x, double complex *t, double complex *odd,
                            double bnorm2)
{
    const int64_t n = 3 * U->g.sizeh;
    timed_mee(U, m2, x, odd, t);
    lattice_vec3_axpby_d(n, shift, x, 1.0, t);   /* t = (M + shift) x */
    lattice_vec3_axpby_d(n, 1.0, b, -1.0, t);    /* t = b - t */
    return sqrt(lat_norm2(n, t) / bnorm2);
}

lat_cg_result lat_solve_shifted(lat_solver *s, const lat_gauge *U, double mass, int nshift,
                                const double *shifts, const double complex *b, double complex **x,
                                double rtol, int max_iterations, int check)
{
    const int64_t n = s->n;
    const double m2 = mass * mass;
    lat_cg_result res = {0, 0, 0};
    if (nshift < 1 || nshift > s->maxshift)
        die("multishift CG: %d shifts (1 to %d)", nshift, s->maxshift);
    if (n != 3 * U->g.sizeh)
        die("multishift CG: the solver was set up for another lattice");
    double *zeta = xmalloc(sizeof(double) * (size_t)nshift * 2), *zeta_prev = zeta + nshift;
    int *active = xmalloc(sizeof(int) * (size_t)nshift);
    const double bnorm2 = lat_norm2(n, b);
    for (int k = 0; k < nshift; ++k)
        lattice_zero_d(2 * n, (double *)x[k]);
    if (bnorm2 == 0) {
        res.converged = 1;
        free(zeta), free(active);
        return res;
    }
    double t0 = wall_seconds();
    /* x_s = 0, r = p = p_s = b, zeta_s = 1 */
    lattice_vec3_copy_d(n, b, s->r);
    lattice_vec3_copy_d(n, b, s->p);
    for (int k = 0; k < nshift; ++k) {
        lattice_vec3_copy_d(n, b, s->ps[k]);
        zeta[k] = zeta_prev[k] = 1;
        active[k] = 1;
    }
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    double rr = bnorm2, alpha_prev = 1, beta_prev = 0;
    const double target = rtol * rtol * bnorm2;
    int it = 0, nactive = nshift;
    while (it < max_iterations && nactive > 0) {
        timed_mee(U, m2, s->p, s->odd, s->ap); /* the one operator application */
        const double pap = creal(lat_dot(n, s->p, s->ap));
        if (!(pap > 0))
            break;
        const double alpha = rr / pap;
        t0 = wall_seconds();
        for (int k = 0; k < nshift; ++k) {
            if (!active[k])
                continue;
            const double z = zeta[k], zp = zeta_prev[k];
            const double znew = z * zp * alpha_prev /
                                (alpha * beta_prev * (zp - z) + zp * alpha_prev * (1 + shifts[k] * alpha));
            lattice_vec3_axpy_d(n, alpha * znew / z, 0.0, s->ps[k], x[k]);
            zeta_prev[k] = z;
            zeta[k] = znew;
        }
        lattice_vec3_axpy_d(n, -alpha, 0.0, s->ap, s->r);
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        const double rr_new = lat_norm2(n, s->r);
        const double beta = rr_new / rr;
        t0 = wall_seconds();
        lattice_vec3_axpby_d(n, 1.0, s->r, beta, s->p);
        for (int k = 0; k < nshift; ++k) {
            if (!active[k])
                continue;
            if (zeta[k] * zeta[k] * rr_new <= target) { /* this shift's residual is small enough */
                active[k] = 0, nactive--;
                continue;
            }
            const double ratio = zeta[k] / zeta_prev[k];
            lattice_vec3_axpby_d(n, zeta[k], s->r, beta * ratio * ratio, s->ps[k]);
        }
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        rr = rr_new;
        alpha_prev = alpha;
        beta_prev = beta;
        it++;
    }
    res.iterations = it;
    res.converged = nactive == 0;
    if (check) {
        for (int k = 0; k < nshift; ++k) {
            const double rel = true_residual(U, m2, shifts[k], b, x[k], s->ap, s->odd, bnorm2);
            if (rel > res.rel_residual || isnan(rel))
                res.rel_residual = rel;
        }
        res.converged = res.rel_residual <= 10 * rtol;
    }
    free(zeta), free(active);
    return res;
}

lat_cg_result lat_multishift_cg(const lat_gauge *U, double mass, int nshift, const double *shifts,
                                const double complex *b, double complex **x, double rtol,
                                int max_iterations)
{
    lat_solver s;
    lat_solver_init(&s, &U->g, nshift < 1 ? 1 : nshift);
    if (nshift < 1)
        die("multishift CG: needs at least one shift (got %d)", nshift);
    const lat_cg_result r = lat_solve_shifted(&s, U, mass, nshift, shifts, b, x, rtol, max_iterations, 1);
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
