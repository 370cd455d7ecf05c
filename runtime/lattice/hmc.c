/* Pure-gauge HMC with the Wilson action: leapfrog and the 2nd-order minimum-norm
 * (Omelyan) integrator, Metropolis step, Gaussian momenta from the counter-based
 * RNG (a pure function of seed, trajectory, link and component: the same on every
 * flavour and thread count). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

#define OMELYAN_LAMBDA 0.1931833275037836 /* Omelyan, Mryglod, Folk (2003) */

static size_t link_bytes(const lat_gauge *U) { return sizeof(double complex) * (size_t)U->len; }
static size_t mom_bytes(const lat_gauge *U) { return sizeof(double) * 64 * (size_t)U->g.sizeh; }
static size_t staple_bytes(const lat_gauge *U) { return sizeof(double complex) * 9 * (size_t)U->g.sizeh; }

void lat_hmc_init(lat_hmc *h, lat_gauge *U)
{
    h->U = U;
    h->mom = xcalloc(64 * (size_t)U->g.sizeh, sizeof(double));
    h->staple = xcalloc(9 * (size_t)U->g.sizeh, sizeof(double complex));
    h->saved = xcalloc((size_t)U->len, sizeof(double complex));
    dev_copyin(U->u, link_bytes(U));
    dev_copyin(h->mom, mom_bytes(U));
    dev_create(h->staple, staple_bytes(U));
    dev_create(h->saved, link_bytes(U));
}

void lat_hmc_free(lat_hmc *h)
{
    lat_hmc_sync_host(h);
    dev_delete(h->U->u, link_bytes(h->U));
    dev_delete(h->mom, mom_bytes(h->U));
    dev_delete(h->staple, staple_bytes(h->U));
    dev_delete(h->saved, link_bytes(h->U));
    free(h->mom), free(h->staple), free(h->saved);
}

void lat_hmc_sync_host(lat_hmc *h)
{
    dev_update_host(h->U->u, link_bytes(h->U));
    dev_update_host(h->mom, mom_bytes(h->U));
}

void lat_hmc_sync_device(lat_hmc *h)
{
    dev_update_device(h->U->u, link_bytes(h->U));
    dev_update_device(h->mom, mom_bytes(h->U));
}

/* P(H) ~ exp(-tr H^2 / 2): off-diagonal parts N(0, 1/2) each, diagonal from the
 * lambda_3, lambda_8 components N(0, 1). */
void lat_hmc_momenta(lat_hmc *h, uint64_t seed, uint64_t traj)
{
    const int64_t sizeh = h->U->g.sizeh;
    const double r2 = sqrt(0.5), r3 = 1 / sqrt(3.0);
    for (int f = 0; f < 8; ++f)
        for (int64_t s = 0; s < sizeh; ++s) {
            const uint64_t base = ((uint64_t)f * (uint64_t)sizeh + (uint64_t)s) * 8;
            double g[8];
            for (int k = 0; k < 8; ++k)
                g[k] = lat_rng_gauss(seed, 2 * traj + 1, base + (uint64_t)k);
            double *m = h->mom + (int64_t)f * 8 * sizeh + s;
            for (int k = 0; k < 6; ++k)
                m[k * sizeh] = r2 * g[k];
            m[6 * sizeh] = r2 * (g[6] + r3 * g[7]);
            m[7 * sizeh] = r2 * (-g[6] + r3 * g[7]);
        }
    dev_update_device(h->mom, mom_bytes(h->U));
}

double lat_hmc_action(const lat_hmc *h, double beta)
{
    return beta * 6.0 * (double)h->U->g.vol * (1 - lat_plaquette(h->U));
}

double lat_hmc_kinetic(const lat_hmc *h) { return lattice_mom_kinetic_d(h->U->g.sizeh, h->mom); }

/* H += eps beta / 3 * TA(U staple) on every link */
static void force_step(lat_hmc *h, double beta, double eps)
{
    const lat_gauge *U = h->U;
    const int32_t *n = U->g.n;
    for (int mu = 0; mu < 4; ++mu)
        for (int p = 0; p < 2; ++p) {
            if (U->storage == 12) {
                lattice_staples_d12(mu, p, n[0], n[1], n[2], n[3], U->u, h->staple);
                lattice_mom_update_d12(mu, p, U->g.sizeh, eps * beta / 3, U->u, h->staple, h->mom);
            } else {
                lattice_staples_d18(mu, p, n[0], n[1], n[2], n[3], U->u, h->staple);
                lattice_mom_update_d18(mu, p, U->g.sizeh, eps * beta / 3, U->u, h->staple, h->mom);
            }
        }
}

static void link_step(lat_hmc *h, double eps)
{
    if (h->U->storage == 12)
        lattice_link_update_d12(h->U->g.sizeh, eps, h->mom, h->U->u);
    else
        lattice_link_update_d18(h->U->g.sizeh, eps, h->mom, h->U->u);
}

void lat_hmc_integrate(lat_hmc *h, const lat_hmc_params *p)
{
    const double dt = p->tau / p->steps;
    if (p->integrator == LAT_LEAPFROG) {
        force_step(h, p->beta, dt / 2);
        for (int s = 0; s < p->steps; ++s) {
            link_step(h, dt);
            force_step(h, p->beta, s + 1 < p->steps ? dt : dt / 2);
        }
    } else {
        const double l = OMELYAN_LAMBDA;
        force_step(h, p->beta, l * dt);
        for (int s = 0; s < p->steps; ++s) {
            link_step(h, dt / 2);
            force_step(h, p->beta, (1 - 2 * l) * dt);
            link_step(h, dt / 2);
            force_step(h, p->beta, s + 1 < p->steps ? 2 * l * dt : l * dt);
        }
    }
}

lat_traj lat_hmc_trajectory(lat_hmc *h, const lat_hmc_params *p, uint64_t traj, int metropolis)
{
    lat_gauge *U = h->U;
    lat_traj t = {0, 0, 0, 1};
    lattice_vec3_copy_d(U->len, U->u, h->saved);
    lat_hmc_momenta(h, p->seed, traj);
    const double h0 = lat_hmc_kinetic(h) + lat_hmc_action(h, p->beta);
    lat_hmc_integrate(h, p);
    const double h1 = lat_hmc_kinetic(h) + lat_hmc_action(h, p->beta);
    t.dH = h1 - h0;
    t.exp_minus_dH = exp(-t.dH);
    if (metropolis) {
        const double r = lat_rng_uniform(p->seed, 2 * traj + 2, 0);
        t.accepted = isfinite(t.dH) && (t.dH <= 0 || r < t.exp_minus_dH);
        if (!t.accepted)
            lattice_vec3_copy_d(U->len, h->saved, U->u);
    }
    if (U->storage == 12)
        lattice_reunitarise_d12(U->g.sizeh, U->u);
    else
        lattice_reunitarise_d18(U->g.sizeh, U->u);
    t.plaquette = lat_plaquette(U);
    return t;
}
