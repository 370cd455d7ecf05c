/* CG and multishift CG on the even-even staggered operator M = m^2 - Deo Doe
 * (Hermitian positive definite), double precision, fields present on the device. */
#include <math.h>
#include <stdlib.h>

#include "device.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

typedef struct {
    double complex *v;
    size_t bytes;
} devvec;

static devvec devvec_new(int64_t n)
{
    devvec d = {xcalloc((size_t)n, sizeof(double complex)), sizeof(double complex) * (size_t)n};
    dev_copyin(d.v, d.bytes);
    return d;
}

static void devvec_free(devvec *d)
{
    dev_delete(d->v, d->bytes);
    free(d->v);
}

/* ||b - (M + shift) x|| / ||b|| */
static double true_residual(const lat_gauge *U, double m2, double shift, const double complex *b,
                            const double complex *x, double complex *t, double complex *odd,
                            double bnorm2)
{
    const int64_t n = 3 * U->g.sizeh;
    lat_mee(U, m2, x, odd, t);
    lattice_vec3_axpby_d(n, shift, x, 1.0, t);   /* t = (M + shift) x */
    lattice_vec3_axpby_d(n, 1.0, b, -1.0, t);    /* t = b - t */
    return sqrt(lattice_vec3_norm2_d(n, t) / bnorm2);
}

lat_cg_result lat_cg(const lat_gauge *U, double mass, const double complex *b, double complex *x,
                     double rtol, int max_iterations)
{
    const double shift = 0;
    double complex *xs[1] = {x};
    return lat_multishift_cg(U, mass, 1, &shift, b, xs, rtol, max_iterations);
}

lat_cg_result lat_multishift_cg(const lat_gauge *U, double mass, int nshift, const double *shifts,
                                const double complex *b, double complex **x, double rtol,
                                int max_iterations)
{
    const int64_t n = 3 * U->g.sizeh;
    const double m2 = mass * mass;
    lat_cg_result res = {0, 0, 0};
    if (nshift < 1)
        die("multishift CG: needs at least one shift (got %d)", nshift);
    devvec r = devvec_new(n), p = devvec_new(n), ap = devvec_new(n), odd = devvec_new(n);
    devvec *ps = xmalloc(sizeof *ps * (size_t)nshift);
    double *zeta = xmalloc(sizeof(double) * (size_t)nshift * 2), *zeta_prev = zeta + nshift;
    const double bnorm2 = lattice_vec3_norm2_d(n, b);
    if (bnorm2 == 0) {
        for (int s = 0; s < nshift; ++s)
            lattice_vec3_copy_d(n, odd.v, x[s]); /* odd is still zero */
        res.converged = 1;
        goto done;
    }
    /* x_s = 0, r = p = p_s = b, zeta_s = 1 */
    lattice_vec3_copy_d(n, b, r.v);
    lattice_vec3_copy_d(n, b, p.v);
    for (int s = 0; s < nshift; ++s) {
        ps[s] = devvec_new(n);
        lattice_vec3_copy_d(n, b, ps[s].v);
        lattice_vec3_copy_d(n, odd.v, x[s]); /* odd is still zero */
        zeta[s] = zeta_prev[s] = 1;
    }
    double rr = bnorm2, alpha_prev = 1, beta_prev = 0;
    int it = 0;
    while (it < max_iterations && sqrt(rr / bnorm2) > rtol) {
        lat_mee(U, m2, p.v, odd.v, ap.v); /* the one operator application */
        double pap, im;
        lattice_vec3_dot_d(n, p.v, ap.v, &pap, &im);
        if (!(pap > 0))
            break;
        const double alpha = rr / pap;
        for (int s = 0; s < nshift; ++s) {
            const double z = zeta[s], zp = zeta_prev[s];
            const double znew = z * zp * alpha_prev /
                                (alpha * beta_prev * (zp - z) + zp * alpha_prev * (1 + shifts[s] * alpha));
            const double alpha_s = alpha * znew / z;
            lattice_vec3_axpy_d(n, alpha_s, 0.0, ps[s].v, x[s]);
            zeta_prev[s] = z;
            zeta[s] = znew;
        }
        lattice_vec3_axpy_d(n, -alpha, 0.0, ap.v, r.v);
        const double rr_new = lattice_vec3_norm2_d(n, r.v);
        const double beta = rr_new / rr;
        lattice_vec3_axpby_d(n, 1.0, r.v, beta, p.v);
        for (int s = 0; s < nshift; ++s) {
            const double ratio = zeta[s] / zeta_prev[s];
            lattice_vec3_axpby_d(n, zeta[s], r.v, beta * ratio * ratio, ps[s].v);
        }
        rr = rr_new;
        alpha_prev = alpha;
        beta_prev = beta;
        it++;
    }
    res.iterations = it;
    for (int s = 0; s < nshift; ++s) {
        const double rel = true_residual(U, m2, shifts[s], b, x[s], ap.v, odd.v, bnorm2);
        if (rel > res.rel_residual || isnan(rel))
            res.rel_residual = rel;
        devvec_free(&ps[s]);
    }
    res.converged = res.rel_residual <= 10 * rtol;
done:
    devvec_free(&r), devvec_free(&p), devvec_free(&ap), devvec_free(&odd);
    free(ps), free(zeta);
    return res;
}
