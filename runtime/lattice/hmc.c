/* HMC for the gauge actions of gauge_action.c, and with quarks the RHMC (fermion.c): leapfrog
 * and the 2nd-order minimum-norm (Omelyan) integrator, with the fermion force on the outer
 * time scale and the gauge force on the inner one (Sexton and Weingarten 1992); Metropolis
 * step; momenta and noise from the counter-based generator (a pure function of seed,
 * trajectory, field and component: the same on every flavour and thread count). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "lattice/dist.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

#define OMELYAN_LAMBDA 0.1931833275037836 /* Omelyan, Mryglod, Folk (2003) */

static size_t mom_bytes(const lat_gauge *U) { return sizeof(double) * 64 * (size_t)U->g.sizeh; }
static size_t staple_bytes(const lat_gauge *U) { return sizeof(double complex) * 9 * (size_t)U->g.sizeh; }

static int check_params(const lat_hmc_params *p, char *err, size_t errlen)
{
    if (p->nspecies < 0 || p->nspecies > LAT_MAX_SPECIES) {
        snprintf(err, errlen, "%d quark species (at most %d)", p->nspecies, LAT_MAX_SPECIES);
        return 1;
    }
    for (int s = 0; s < p->nspecies; ++s) {
        const lat_flavours *f = &p->species[s];
        if (f->nf < 1 || !(f->mass > 0) || f->npf < 1 || f->npf > LAT_MAX_PSEUDOFERMIONS) {
            snprintf(err, errlen, "species %d: %d flavours of mass %g with %d pseudofermions: needs nf >= 1, "
                     "mass > 0 and 1 to %d pseudofermions", s + 1, f->nf, f->mass, f->npf, LAT_MAX_PSEUDOFERMIONS);
            return 1;
        }
        if (f->nf > 4 * f->npf) {
            snprintf(err, errlen, "species %d: %d flavours with %d pseudofermion(s): det(M)^(%d/%d) per field has a "
                     "power above 1; use at least %d pseudofermions", s + 1, f->nf, f->npf, f->nf, 4 * f->npf,
                     (f->nf + 3) / 4);
            return 1;
        }
        if (p->exact && f->nf != 4 * f->npf) {
            snprintf(err, errlen, "species %d: the exact HMC takes det(M) per pseudofermion (nf = 4 npf), not %d "
                     "flavours with %d pseudofermion(s)", s + 1, f->nf, f->npf);
            return 1;
        }
    }
    if (p->nspecies && (p->stout_levels < 0 || p->stout_levels > LAT_MAX_STOUT ||
                        (p->stout_levels && !(p->rho > 0 && p->rho < 1)))) {
        snprintf(err, errlen, "stout smearing: %d levels with rho %g (0 to %d levels, 0 < rho < 1)", p->stout_levels,
                 p->rho, LAT_MAX_STOUT);
        return 1;
    }
#if !LATTICE_HAS_SINGLE
    if (p->nspecies && p->md_single) {
        snprintf(err, errlen, "single-precision molecular dynamics needs the float kernels: add float to precisions "
                 "in specs/lattice.yaml");
        return 1;
    }
#endif
    if (p->nspecies && !(p->md_residual > 0 && p->md_residual < 1 && p->mc_residual > 0 && p->mc_residual < 1)) {
        snprintf(err, errlen, "CG residuals %g (MD), %g (Metropolis): each must be in (0, 1)", p->md_residual,
                 p->mc_residual);
        return 1;
    }
    return 0;
}

/* x^(-nf / 4 npf) for the action and force, x^(nf / 8 npf - 1) for the heat bath, on
 * [m^2, m^2 + 16]: M = m^2 + D^dagger D and |D| <= 4 for any SU(3) links. */
static int species_rationals(lat_species *sp, const lat_hmc_params *p, char *err, size_t errlen)
{
    const double a = (double)sp->f.nf / (4.0 * sp->f.npf), lo = sp->f.mass * sp->f.mass, hi = lo + 16;
    if (lat_rational_remez(&sp->action, -a, lo, hi, p->mc_error, err, errlen) ||
        lat_rational_remez(&sp->force, -a, lo, hi, p->md_error, err, errlen) ||
        lat_rational_remez(&sp->heatbath, a / 2 - 1, lo, hi, p->mc_error, err, errlen))
        return 1;
    return 0;
}

int lat_hmc_init(lat_hmc *h, lat_gauge *U, const lat_hmc_params *p, char *err, size_t errlen)
{
    memset(h, 0, sizeof *h);
    if (check_params(p, err, errlen))
        return 1;
    h->U = U;
    h->p = *p;
    int maxpoles = 1;
    for (int s = 0; s < p->nspecies; ++s) {
        lat_species *sp = &h->species[s];
        sp->f = p->species[s];
        if (species_rationals(sp, p, err, errlen))
            return 1;
        const int most = sp->action.npoles > sp->force.npoles ? sp->action.npoles : sp->force.npoles;
        maxpoles = most > maxpoles ? most : maxpoles;
        maxpoles = sp->heatbath.npoles > maxpoles ? sp->heatbath.npoles : maxpoles;
    }
    h->mom = lat_host_alloc_placed(mom_bytes(U));
    h->saved = lat_host_alloc_placed(lat_gauge_bytes(U));
    dev_copyin(U->u, lat_gauge_bytes(U));
    dev_copyin(h->mom, mom_bytes(U));
    dev_create(h->saved, lat_gauge_bytes(U));
    h->staple = lat_dev_alloc(staple_bytes(U));
    if (!p->nspecies)
        return 0;
    const size_t vb = sizeof(double complex) * 3 * (size_t)U->g.sizeh;
    lat_stout_init(&h->stout, U, p->stout_levels, p->rho);
    lat_solver_init(&h->solver, &U->g, maxpoles, 0);
    lat_solver_init(&h->md_solver, &U->g, maxpoles, p->md_single);
    if (p->md_single)
        h->uf = lat_dev_alloc(sizeof(float complex) * (size_t)U->len);
    h->x = xmalloc(sizeof *h->x * (size_t)maxpoles);
    for (int k = 0; k < maxpoles; ++k)
        h->x[k] = lat_dev_alloc(vb);
    h->grad = lat_dev_alloc(sizeof(double complex) * 72 * (size_t)U->g.sizeh);
    h->eta = lat_dev_alloc(vb), h->odd = lat_dev_alloc(vb), h->tmp = lat_dev_alloc(vb);
    for (int s = 0; s < p->nspecies; ++s)
        for (int i = 0; i < h->species[s].f.npf; ++i)
            h->species[s].phi[i] = lat_dev_alloc(vb);
    return 0;
}

int lat_hmc_set_dist(lat_hmc *h, struct lat_dist *d, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    h->dist = d;
    h->stout.dist = d;
    lat_dist_gauge_exchange(d, h->U);
    return 0;
}

void lat_hmc_free(lat_hmc *h)
{
    lat_hmc_sync_host(h);
    const lat_gauge *U = h->U;
    dev_delete(U->u, lat_gauge_bytes(U));
    dev_delete(h->mom, mom_bytes(U));
    dev_delete(h->saved, lat_gauge_bytes(U));
    lat_dev_free(h->staple, staple_bytes(U));
    free(h->mom), free(h->saved);
    if (!h->p.nspecies)
        return;
    const size_t vb = sizeof(double complex) * 3 * (size_t)U->g.sizeh;
    for (int k = 0; k < h->solver.maxshift; ++k)
        lat_dev_free(h->x[k], vb);
    free(h->x);
    lat_solver_free(&h->solver);
    lat_solver_free(&h->md_solver);
    lat_dev_free(h->uf, sizeof(float complex) * (size_t)U->len);
    lat_stout_free(&h->stout);
    lat_dev_free(h->grad, sizeof(double complex) * 72 * (size_t)U->g.sizeh);
    lat_dev_free(h->eta, vb), lat_dev_free(h->odd, vb), lat_dev_free(h->tmp, vb);
    for (int s = 0; s < h->p.nspecies; ++s)
        for (int i = 0; i < h->species[s].f.npf; ++i)
            lat_dev_free(h->species[s].phi[i], vb);
}

void lat_hmc_sync_host(lat_hmc *h)
{
    dev_update_host(h->U->u, lat_gauge_bytes(h->U));
    dev_update_host(h->mom, mom_bytes(h->U));
}

void lat_hmc_sync_device(lat_hmc *h)
{
    dev_update_device(h->U->u, lat_gauge_bytes(h->U));
    dev_update_device(h->mom, mom_bytes(h->U));
}

/* P(H) ~ exp(-tr H^2 / 2): off-diagonal parts N(0, 1/2) each, diagonal from the
 * lambda_3, lambda_8 components N(0, 1); generated on the device. */
void lat_hmc_momenta(lat_hmc *h, uint64_t seed, uint64_t traj)
{
    const double t0 = wall_seconds();
    if (h->dist)
        lat_dist_momenta(h->dist, lat_rng_key(seed, 2 * traj + 1), h->mom);
    else
        lattice_gauss_mom_d(h->U->g.sizeh, lat_rng_key(seed, 2 * traj + 1), h->mom);
    lat_time[LAT_TIME_OTHER] += wall_seconds() - t0;
}

double lat_hmc_action(const lat_hmc *h, double beta)
{
    if (h->dist)
        return lat_dist_gauge_action(h->dist, h->U, h->p.action, beta);
    return lat_gauge_action(h->U, h->p.action, beta);
}

double lat_hmc_kinetic(const lat_hmc *h)
{
    if (h->dist)
        return lat_dist_kinetic(h->dist, h->mom);
    double s = lattice_mom_kinetic_d(h->U->g.sizeh, h->mom);
    lat_global_sum(&s, 1);
    return s;
}

static void link_step(lat_hmc *h, double eps)
{
    const double t0 = wall_seconds();
    (h->U->storage == 12 ? lattice_link_update_d12 : lattice_link_update_d18)(h->U->g.sizeh, eps, h->mom, h->U->u);
    if (h->dist) /* the halos' links were updated with their halo momenta: the owners' are exact */
        lat_dist_gauge_exchange(h->dist, h->U);
    lat_time[LAT_TIME_GAUGE] += wall_seconds() - t0;
}

/* Level 0: the gauge force and link updates; level 1: the fermion force, whose drift is a
 * whole level-0 integration of gauge_steps steps. */
static void integrate_level(lat_hmc *h, const lat_hmc_params *p, int level, double tau, int steps);

static void kick(lat_hmc *h, const lat_hmc_params *p, int level, double eps)
{
    if (level == 0)
        lat_gauge_force(h->U, p->action, p->beta, eps, h->staple, h->mom);
    else
        lat_hmc_fermion_force(h, eps);
}

static void drift(lat_hmc *h, const lat_hmc_params *p, int level, double eps)
{
    if (level == 0)
        link_step(h, eps);
    else
        integrate_level(h, p, level - 1, eps, p->gauge_steps > 0 ? p->gauge_steps : 1);
}

static void integrate_level(lat_hmc *h, const lat_hmc_params *p, int level, double tau, int steps)
{
    const double dt = tau / steps;
    if (p->integrator == LAT_LEAPFROG) {
        kick(h, p, level, dt / 2);
        for (int s = 0; s < steps; ++s) {
            drift(h, p, level, dt);
            kick(h, p, level, s + 1 < steps ? dt : dt / 2);
        }
    } else {
        const double l = OMELYAN_LAMBDA;
        kick(h, p, level, l * dt);
        for (int s = 0; s < steps; ++s) {
            drift(h, p, level, dt / 2);
            kick(h, p, level, (1 - 2 * l) * dt);
            drift(h, p, level, dt / 2);
            kick(h, p, level, s + 1 < steps ? 2 * l * dt : l * dt);
        }
    }
}

void lat_hmc_integrate(lat_hmc *h, const lat_hmc_params *p)
{
    integrate_level(h, p, h->p.nspecies ? 1 : 0, p->tau, p->steps);
}

static double hamiltonian(lat_hmc *h, const lat_hmc_params *p, double *gauge, double *fermion)
{
    *gauge = h->dist ? lat_dist_gauge_action(h->dist, h->U, p->action, p->beta)
                     : lat_gauge_action(h->U, p->action, p->beta);
    *fermion = h->p.nspecies ? lat_hmc_fermion_action(h) : 0;
    return lat_hmc_kinetic(h) + *gauge + *fermion;
}

lat_traj lat_hmc_trajectory(lat_hmc *h, const lat_hmc_params *p, uint64_t traj, int metropolis)
{
    lat_gauge *U = h->U;
    lat_traj t = {0};
    t.accepted = 1;
    double t0 = wall_seconds();
    lattice_vec3_copy_d(U->len, U->u, h->saved);
    lat_time[LAT_TIME_OTHER] += wall_seconds() - t0;
    lat_hmc_momenta(h, p->seed, traj);
    if (h->p.nspecies)
        lat_hmc_heatbath(h, traj);
    const double h0 = hamiltonian(h, p, &t.gauge_action, &t.heatbath_action);
    lat_hmc_integrate(h, p);
    const double h1 = hamiltonian(h, p, &t.gauge_action, &t.fermion_action);
    t.dH = h1 - h0;
    t.exp_minus_dH = exp(-t.dH);
    t0 = wall_seconds();
    if (metropolis) {
        const double r = lat_rng_uniform(p->seed, 2 * traj + 2, 0);
        t.accepted = isfinite(t.dH) && (t.dH <= 0 || r < t.exp_minus_dH);
        if (!t.accepted)
            lattice_vec3_copy_d(U->len, h->saved, U->u);
    }
    (U->storage == 12 ? lattice_reunitarise_d12 : lattice_reunitarise_d18)(U->g.sizeh, U->u);
    t.plaquette = h->dist ? lat_dist_plaquette(h->dist, U) : lat_plaquette(U);
    lat_time[LAT_TIME_OTHER] += wall_seconds() - t0;
    return t;
}
