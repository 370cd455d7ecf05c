/* Multishift CG on the distributed lattice (dist.h): cg.c's iteration in double precision, with
 * the operator through lat_dist_mee (halo exchange overlapping the interior) and every inner
 * product through the block sums and mp_tree_sum, so that the scalars alpha, beta, zeta and the
 * stopping decisions are the same bits on any rank count. The vector updates (the generated
 * axpby, copy and shift-update kernels) run over the whole extended arrays: the halo entries
 * they also update are never read before an exchange overwrites them, and the operator writes
 * only the owned sites of its output. */
#include <math.h>
#include <stdlib.h>

#include "device.h"
#include "lattice/dist.h"
#include "lattice_kernels.h"
#include "util.h"

lat_cg_result lat_dist_multishift_cg(lat_dist *d, const lat_gauge *U, double mass, int nshift, const double *shifts,
                                     const double complex *b, double complex **x, double rtol, int max_iterations,
                                     int overlap)
{
    if (nshift < 1)
        die("multishift CG: needs at least one shift (got %d)", nshift);
    const int64_t n = lat_dist_nvec(d);
    const size_t vb = sizeof(double complex) * (size_t)n;
    const double m2 = mass * mass;
    double complex *r = lat_dev_alloc(vb), *p = lat_dev_alloc(vb), *ap = lat_dev_alloc(vb), *odd = lat_dev_alloc(vb);
    double complex **ps = xmalloc(sizeof *ps * (size_t)nshift);
    double *zeta = xmalloc(sizeof(double) * (size_t)nshift * 2), *zeta_prev = zeta + nshift;
    int *active = xmalloc(sizeof(int) * (size_t)nshift);
    const double bnorm2 = lat_dist_norm2(d, 0, b);
    double t0 = wall_seconds();
    for (int k = 0; k < nshift; ++k) { /* x_s = 0, p_s = b, zeta_s = 1 */
        ps[k] = lat_dev_alloc(vb);
        lattice_zero_d(2 * n, (double *)x[k]);
        lattice_vec3_copy_d(n, b, ps[k]);
        zeta[k] = zeta_prev[k] = 1, active[k] = 1;
    }
    lattice_vec3_copy_d(n, b, r), lattice_vec3_copy_d(n, b, p);
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    double rr = bnorm2, alpha_prev = 1, beta_prev = 0;
    const double target = rtol * rtol * bnorm2;
    int it = 0, nactive = bnorm2 > 0 ? nshift : 0;
    while (it < max_iterations && nactive > 0) {
        lat_dist_mee(d, U, m2, p, odd, ap, overlap); /* the one operator application */
        const double pap = creal(lat_dist_dot(d, 0, p, ap));
        if (!(pap > 0))
            break;
        const double alpha = rr / pap;
        t0 = wall_seconds();
        lattice_vec3_axpby_d(n, -alpha, ap, 1.0, r);
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        const double rr_new = lat_dist_norm2(d, 0, r);
        const double beta = rr_new / rr;
        t0 = wall_seconds();
        lattice_vec3_axpby_d(n, 1.0, r, beta, p);
        for (int k = 0; k < nshift; ++k) {
            if (!active[k])
                continue;
            const double z = zeta[k], zp = zeta_prev[k];
            const double znew = z * zp * alpha_prev /
                                (alpha * beta_prev * (zp - z) + zp * alpha_prev * (1 + shifts[k] * alpha));
            const double ratio = znew / z;
            lattice_vec3_shift_update_d(n, alpha * znew / z, znew, beta * ratio * ratio, r, ps[k], x[k]);
            zeta_prev[k] = z, zeta[k] = znew;
            if (znew * znew * rr_new <= target)
                active[k] = 0, nactive--;
        }
        lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
        rr = rr_new;
        alpha_prev = alpha;
        beta_prev = beta;
        it++;
    }
    lat_cg_result res = {it, nactive == 0, 0};
    /* the true residuals, ||b - (M + shift) x|| / ||b|| (r and ap as work vectors) */
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
    for (int k = 0; k < nshift; ++k)
        lat_dev_free(ps[k], vb);
    lat_dev_free(r, vb), lat_dev_free(p, vb), lat_dev_free(ap, vb), lat_dev_free(odd, vb);
    free(ps), free(zeta), free(active);
    return res;
}
