/* The RHMC's quarks: staggered fields with det(M)^(nf / 4), M = m^2 - Deo Doe on even sites,
 * through rational approximations r(M) ~ M^(-nf / 4 npf) for each of npf pseudofermions
 * (Clark and Kennedy, Phys. Rev. Lett. 98 (2007) 051601): heat bath, action, force (all poles
 * from one multishift CG), and the chiral condensate from noise vectors.
 *
 * The force: with X_k = (M + s_k)^-1 phi and Y_k = Doe X_k, the action a0 |phi|^2 +
 * sum_k r_k phi^dagger X_k changes by dS = 2 Re sum_k r_k X_k^dagger dDeo Y_k, i.e.
 * dS = Re tr G dU with G_mu(x) = eta s sum_k r_k Y_k(x + mu) X_k(x)^dagger on even x and
 * -eta s sum_k r_k X_k(x + mu) Y_k(x)^dagger on odd x (lattice_fermion_grad_d); stout
 * smearing carries G back to the thin links (lat_stout_backward).
 *
 * Over several ranks (h->dist, lattice/dist.h): the noise from the global sites' indices
 * (lat_dist_gauss_vec: the same field on any rank count), Deo/Doe and the solves through the
 * distributed kernels and multishift CG (block sums), the action's inner products through the
 * block sums, and the force's outer products on the extended lattice once X_k's and Y_k's halos
 * are current (Doe exchanges X_k's, Y_k's is exchanged here): every rank count gives the same
 * bits. */
#include <math.h>
#include <stdlib.h>

#include "device.h"
#include "lattice/dist.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

/* RNG streams of the pseudofermion noise: one per trajectory, species, field and parity */
static uint64_t noise_stream(uint64_t traj, int species, int pf, int parity)
{
    return ((uint64_t)1 << 40) + 128 * traj + 16 * (uint64_t)species + 2 * (uint64_t)pf + (uint64_t)parity;
}

static int max_iterations(const lat_hmc *h) { return h->p.max_iterations > 0 ? h->p.max_iterations : 10000; }

#define OVERLAP 1 /* the distributed Deo/Doe: the interior while the halo travels */

/* eta (parity p) = Gaussian noise of stream `stream` with variance sigma^2 per real component */
static void gauss_noise(lat_hmc *h, int p, uint64_t stream, double complex *v)
{
    const uint64_t key = lat_rng_key(h->p.seed, stream);
    if (h->dist)
        lat_dist_gauss_vec(h->dist, p, key, sqrt(0.5), v);
    else
        lattice_gauss_vec_d(3 * h->U->g.sizeh, key, sqrt(0.5), v);
}

/* out = Deo in (parity 0) or Doe in (parity 1); distributed, in's halos are exchanged (written) */
static void dslash(lat_hmc *h, const lat_gauge *V, int parity, double complex *in, double complex *out)
{
    if (h->dist)
        lat_dist_dslash(h->dist, V, parity, in, out, OVERLAP);
    else
        lat_dslash(V, parity, in, out);
}

/* x_k = (M + shift_k)^-1 b for the poles of r, counted as MD or Metropolis iterations */
static void solve_poles(lat_hmc *h, const lat_species *sp, const lat_rational *r, const double complex *b,
                        double rtol, int md)
{
    lat_solver *s = md ? &h->md_solver : &h->solver;
    const lat_cg_result res =
        h->dist ? lat_dist_solve_shifted(h->dist, lat_stout_top(&h->stout), md && h->p.md_single ? h->uf : NULL,
                                         sp->f.mass, r->npoles, r->shift, b, h->x, rtol, max_iterations(h), OVERLAP, 0)
                : lat_solve_shifted(s, lat_stout_top(&h->stout), h->uf, sp->f.mass, r->npoles, r->shift, b, h->x, rtol,
                                    max_iterations(h), 0);
    if (!res.converged && h->dist) /* every rank has the same result: one line, every rank exits 1 */
        mp_fail("RHMC: multishift CG for mass %g did not converge in %d iterations (residual %g)", sp->f.mass,
                res.iterations, rtol);
    if (!res.converged)
        die("RHMC: multishift CG for mass %g did not converge in %d iterations (residual %g)", sp->f.mass,
            res.iterations, rtol);
    *(md ? &h->cg_iterations_md : &h->cg_iterations_mc) += res.iterations;
}

/* out = a0 b + sum_k r_k x_k */
static void combine_poles(const lat_hmc *h, const lat_rational *r, const double complex *b, double complex *out)
{
    const double t0 = wall_seconds();
    const int64_t n = 3 * h->U->g.sizeh;
    lattice_vec3_copy_d(n, b, out);
    lattice_vec3_axpby_d(n, 0.0, b, r->a0, out);
    for (int k = 0; k < r->npoles; ++k)
        lattice_vec3_axpy_d(n, r->res[k], 0.0, h->x[k], out);
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
}

/* phi = M^(nf / 8 npf) eta = M r(M) eta, eta complex Gaussian with <|eta_i|^2> = 1, so that
 * phi^dagger M^(-nf / 4 npf) phi is distributed as eta^dagger eta. Exact (nf = 4 npf):
 * phi = m eta_e - Deo eta_o from a Gaussian on both parities, <phi phi^dagger> = m^2 - Deo Doe. */
void lat_hmc_heatbath(lat_hmc *h, uint64_t traj)
{
    const int64_t n = 3 * h->U->g.sizeh;
    lat_stout_smear(&h->stout);
    const lat_gauge *V = lat_stout_top(&h->stout);
    for (int s = 0; s < h->p.nspecies; ++s) {
        lat_species *sp = &h->species[s];
        for (int i = 0; i < sp->f.npf; ++i) {
            double t0 = wall_seconds();
            gauss_noise(h, 0, noise_stream(traj, s, i, 0), h->eta);
            lat_time[LAT_TIME_OTHER] += wall_seconds() - t0;
            if (h->p.exact) {
                t0 = wall_seconds();
                gauss_noise(h, 1, noise_stream(traj, s, i, 1), h->odd);
                lat_time[LAT_TIME_OTHER] += wall_seconds() - t0;
                t0 = wall_seconds();
                dslash(h, V, 0, h->odd, h->tmp);
                lat_time[LAT_TIME_DIRAC] += wall_seconds() - t0;
                t0 = wall_seconds();
                lattice_vec3_copy_d(n, h->tmp, sp->phi[i]);
                lattice_vec3_axpby_d(n, sp->f.mass, h->eta, -1.0, sp->phi[i]);
                lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
                continue;
            }
            solve_poles(h, sp, &sp->heatbath, h->eta, h->p.mc_residual, 0);
            combine_poles(h, &sp->heatbath, h->eta, h->tmp);
            t0 = wall_seconds();
            if (h->dist)
                lat_dist_mee(h->dist, V, sp->f.mass * sp->f.mass, h->tmp, h->odd, sp->phi[i], OVERLAP);
            else
                lat_mee(V, sp->f.mass * sp->f.mass, h->tmp, h->odd, sp->phi[i]);
            lat_time[LAT_TIME_DIRAC] += wall_seconds() - t0;
        }
    }
}

/* sum over species and fields of phi^dagger r(M) phi (Metropolis residual; links smeared here) */
double lat_hmc_fermion_action(lat_hmc *h)
{
    const int64_t n = 3 * h->U->g.sizeh;
    lat_stout_smear(&h->stout);
    double action = 0;
    for (int s = 0; s < h->p.nspecies; ++s) {
        lat_species *sp = &h->species[s];
        for (int i = 0; i < sp->f.npf; ++i) {
            solve_poles(h, sp, &sp->action, sp->phi[i], h->p.mc_residual, 0);
            combine_poles(h, &sp->action, sp->phi[i], h->tmp);
            action += creal(h->dist ? lat_dist_dot(h->dist, 0, sp->phi[i], h->tmp) : lat_dot(n, sp->phi[i], h->tmp));
        }
    }
    return action;
}

void lat_hmc_fermion_force(lat_hmc *h, double eps)
{
    const int32_t *n = h->U->g.n;
    lat_stout_smear(&h->stout);
    const lat_gauge *V = lat_stout_top(&h->stout);
    double t0 = wall_seconds();
    lattice_zero_d(2 * 72 * h->U->g.sizeh, (double *)h->grad);
    if (h->uf)
        lattice_to_single_d(V->len, V->u, h->uf);
    lat_time[LAT_TIME_FORCE] += wall_seconds() - t0;
    for (int s = 0; s < h->p.nspecies; ++s) {
        lat_species *sp = &h->species[s];
        for (int i = 0; i < sp->f.npf; ++i) {
            solve_poles(h, sp, &sp->force, sp->phi[i], h->p.md_residual, 1);
            for (int k = 0; k < sp->force.npoles; ++k) {
                t0 = wall_seconds();
                dslash(h, V, 1, h->x[k], h->odd); /* Y_k = Doe X_k (distributed: X_k's halo exchanged) */
                if (h->dist)                      /* the outer products read Y_k(x + mu) */
                    lat_dist_vec_exchange(h->dist, 1, h->odd);
                lat_time[LAT_TIME_DIRAC] += wall_seconds() - t0;
                t0 = wall_seconds();
                const double r = sp->force.res[k];
                if (h->dist) {
                    lat_dist_fermion_grad(h->dist, 0, r, h->odd, h->x[k], h->grad);
                    lat_dist_fermion_grad(h->dist, 1, -r, h->x[k], h->odd, h->grad);
                } else {
                    lattice_fermion_grad_d(n[0], n[1], n[2], n[3], 0, r, h->odd, h->x[k], h->grad);
                    lattice_fermion_grad_d(n[0], n[1], n[2], n[3], 1, -r, h->x[k], h->odd, h->grad);
                }
                lat_time[LAT_TIME_FORCE] += wall_seconds() - t0;
            }
        }
    }
    lat_stout_backward(&h->stout, h->grad);
    t0 = wall_seconds();
    lat_mom_from_grad(h->U, h->grad, -eps, h->mom); /* dH/dt = F = -TH(i U G) */
    lat_time[LAT_TIME_FORCE] += wall_seconds() - t0;
}

/* <psibar psi> from nnoise Z2 noise vectors on the even sites, on one rank (d NULL: solver s)
 * or over the ranks of d (the same noise and sums on any rank count) */
static lat_pbp condensate(lat_solver *s, lat_dist *d, const lat_gauge *U, double mass, int nnoise, uint64_t seed,
                          uint64_t stream, double rtol)
{
    const int64_t n = d ? lat_dist_nvec(d) : 3 * U->g.sizeh;
    const double volume = (double)(d ? d->global.vol : U->g.vol);
    const size_t vb = sizeof(double complex) * (size_t)n;
    double complex *eta = lat_dev_alloc(vb), *x = lat_dev_alloc(vb);
    double complex *xs[1] = {x};
    const double zero = 0;
    lat_pbp out = {0, 0, 0};
    double sum = 0, sum2 = 0;
    for (int i = 0; i < nnoise; ++i) {
        const uint64_t key = lat_rng_key(seed, stream + (uint64_t)i);
        if (d)
            lat_dist_z2_vec(d, 0, key, eta);
        else
            lattice_z2_vec_d(n, key, eta);
        const lat_cg_result r = d ? lat_dist_solve_shifted(d, U, NULL, mass, 1, &zero, eta, xs, rtol, 100000, OVERLAP, 0)
                                  : lat_solve_shifted(s, U, NULL, mass, 1, &zero, eta, xs, rtol, 100000, 0);
        if (!r.converged && d) /* every rank has the same result: one line, every rank exits 1 */
            mp_fail("chiral condensate: CG for mass %g did not converge in %d iterations", mass, r.iterations);
        if (!r.converged)
            die("chiral condensate: CG for mass %g did not converge in %d iterations", mass, r.iterations);
        out.iterations += r.iterations;
        const double v = 2 * mass * creal(d ? lat_dist_dot(d, 0, eta, x) : lat_dot(n, eta, x)) / volume;
        sum += v, sum2 += v * v;
    }
    lat_dev_free(eta, vb), lat_dev_free(x, vb);
    out.value = sum / nnoise;
    out.error = nnoise > 1 ? sqrt(fmax(sum2 / nnoise - out.value * out.value, 0) / (nnoise - 1)) : 0;
    return out;
}

lat_pbp lat_chiral_condensate(lat_solver *s, const lat_gauge *U, double mass, int nnoise, uint64_t seed,
                              uint64_t stream, double rtol)
{
    return condensate(s, NULL, U, mass, nnoise, seed, stream, rtol);
}

lat_pbp lat_dist_chiral_condensate(lat_dist *d, const lat_gauge *U, double mass, int nnoise, uint64_t seed,
                                   uint64_t stream, double rtol)
{
    return condensate(NULL, d, U, mass, nnoise, seed, stream, rtol);
}
