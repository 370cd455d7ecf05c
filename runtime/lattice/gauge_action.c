/* Gauge actions S = beta sum_x [c0 sum_P (1 - Re tr P / 3) + c1 sum_R (1 - Re tr R / 3)]
 * (Wilson: c1 = 0; tree-level Symanzik: c1 = -1/12, Luescher and Weisz 1985), c0 = 1 - 8 c1,
 * and their forces through the generated staples: with X = U staple, dS/dt along
 * dU = i dt H U is -(beta / 3) Re tr(i H X), so the force is (beta / 3) TH(i X). */
#include "device.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

double lat_gauge_c1(int action) { return action == LAT_SYMANZIK ? LAT_SYMANZIK_C1 : 0; }

double lat_gauge_action(const lat_gauge *U, int action, double beta)
{
    const double c1 = lat_gauge_c1(action), c0 = 1 - 8 * c1, vol = (double)U->g.vol;
    double s = beta * c0 * 6.0 * vol * (1 - lat_plaquette(U));
    if (c1 != 0)
        s += beta * c1 * 12.0 * vol * (1 - lat_rectangle(U));
    return s;
}

void lat_gauge_force(const lat_gauge *U, int action, double beta, double eps, double complex *staple,
                     double *mom)
{
    const double t0 = wall_seconds();
    const int32_t *n = U->g.n;
    const double c1 = lat_gauge_c1(action), c0 = 1 - 8 * c1;
    const int st = U->storage;
    for (int mu = 0; mu < 4; ++mu)
        for (int p = 0; p < 2; ++p) {
            if (c1 == 0) /* the Wilson staples, specialised per direction */
                (st == 12 ? lattice_staples_d12 : lattice_staples_d18)(mu, p, n[0], n[1], n[2], n[3], U->u, staple);
            else
                (st == 12 ? lattice_gauge_staples_d12 : lattice_gauge_staples_d18)(mu, p, c0, c1, n[0], n[1], n[2],
                                                                                   n[3], U->u, staple);
            (st == 12 ? lattice_mom_update_d12 : lattice_mom_update_d18)(mu, p, U->g.sizeh, eps * beta / 3, U->u,
                                                                        staple, mom);
        }
    lat_time[LAT_TIME_GAUGE] += wall_seconds() - t0;
}

void lat_mom_from_grad(const lat_gauge *U, const double complex *grad, double eps, double *mom)
{
    const int64_t sizeh = U->g.sizeh;
    for (int f = 0; f < 8; ++f) /* one link field f = 2 mu + parity at a time */
        (U->storage == 12 ? lattice_mom_update_d12 : lattice_mom_update_d18)(f / 2, f % 2, sizeh, eps, U->u,
                                                                            grad + (int64_t)f * 9 * sizeh, mom);
}
