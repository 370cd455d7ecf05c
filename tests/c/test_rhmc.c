/* The RHMC of the linked flavour (issue 17):
 *  - the new kernels against the plain references on fresh random fields: Symanzik staples,
 *    rectangles, Polyakov loop, stout smearing forward and backward, the fermion outer
 *    products, the Gaussian and Z2 noise generators;
 *  - force = -dS/dU by finite differences at random links in random directions: Wilson and
 *    Symanzik gauge actions, the fermion action with 0, 1 and 2 stout levels (1e-6 of |K| |F|, the largest
 *    derivative at that link in a direction of K's size);
 *  - rational approximations: relative error below the requested bound on a fine grid;
 *  - RHMC reversibility (1e-10) and dH ~ dt^2 for leapfrog and Omelyan;
 *  - free field: the chiral condensate and the fermion action against closed forms;
 *  - Nf = 4 RHMC against exact HMC: the same dH on identical fields, the heat bath's action
 *    3 V / 2, equal plaquette and condensate over 200 trajectories (those runs skipped where
 *    TEST_RHMC_SKIP_STATISTICS is set). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "device.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

static const int32_t SHAPE[4] = {4, 4, 4, 6}; /* non-cubic: a direction mix-up shows */

static lat_geom geom(void)
{
    lat_geom g;
    char err[200];
    if (lat_geom_init(&g, SHAPE, err, sizeof err))
        die("%s", err);
    return g;
}

static double complex *rand_field(int64_t n)
{
    double complex *v = xmalloc(sizeof *v * (size_t)n);
    for (int64_t i = 0; i < n; ++i)
        v[i] = (2 * rng_uniform() - 1) + I * (2 * rng_uniform() - 1);
    return v;
}

static double rel_diff(const double complex *a, const double complex *b, int64_t n)
{
    double d = 0, s = 0;
    for (int64_t i = 0; i < n; ++i)
        d = fmax(d, cabs(a[i] - b[i])), s = fmax(s, cabs(b[i]));
    return d / (s > 0 ? s : 1);
}

static double section_start;
static clock_t section_cpu;

static void section_done(const char *what)
{
    printf("[%s: %.1f s, %.1f s CPU]\n", what, wall_seconds() - section_start,
           (double)(clock() - section_cpu) / CLOCKS_PER_SEC);
    section_start = wall_seconds();
    section_cpu = clock();
}

/* ---- kernels against references ------------------------------------------------------- */

static void check_gauge_kernels(const lat_gauge *U, const char *what)
{
    const lat_geom *g = &U->g;
    const int32_t *n = g->n;
    const size_t sb = sizeof(double complex) * 9 * (size_t)g->sizeh;
    double complex *staple = lat_dev_alloc(sb);
    dev_copyin(U->u, lat_gauge_bytes(U));
    const double c_plaq = 0.3 + rng_uniform(), c_rect = rng_uniform() - 0.5;
    double worst = 0, worst_w = 0;
    for (int mu = 0; mu < 4; ++mu)
        for (int p = 0; p < 2; ++p) {
            (U->storage == 12 ? lattice_gauge_staples_d12 : lattice_gauge_staples_d18)(mu, p, c_plaq, c_rect, n[0], n[1],
                                                                                       n[2], n[3], U->u, staple);
            dev_update_host(staple, sb);
            for (int64_t h = 0; h < g->sizeh; ++h) {
                int32_t x[4];
                double complex s[3][3];
                lat_coords(g, p, h, x);
                lat_ref_gauge_staple(U, mu, x, c_plaq, c_rect, s);
                for (int i = 0; i < 9; ++i)
                    worst = fmax(worst, cabs(staple[i * g->sizeh + h] - s[i / 3][i % 3]));
            }
            /* the specialised Wilson staples are the generic ones with c_rect = 0 */
            (U->storage == 12 ? lattice_staples_d12 : lattice_staples_d18)(mu, p, n[0], n[1], n[2], n[3], U->u, staple);
            dev_update_host(staple, sb);
            for (int64_t h = 0; h < g->sizeh; ++h) {
                int32_t x[4];
                double complex s[3][3];
                lat_coords(g, p, h, x);
                lat_ref_gauge_staple(U, mu, x, 1, 0, s);
                for (int i = 0; i < 9; ++i)
                    worst_w = fmax(worst_w, cabs(staple[i * g->sizeh + h] - s[i / 3][i % 3]));
            }
        }
    CHECK(worst <= 1e-12, "%s: Symanzik staples differ from the reference by %.3e", what, worst);
    CHECK(worst_w <= 1e-12, "%s: Wilson staples differ from the reference by %.3e", what, worst_w);
    const double r = lat_rectangle(U), rref = lat_ref_rectangle(U);
    CHECK(fabs(r - rref) <= 1e-13, "%s: rectangle %.15f, reference %.15f", what, r, rref);
    const double complex pl = lat_polyakov(U), plref = lat_ref_polyakov(U);
    CHECK(cabs(pl - plref) <= 1e-13, "%s: Polyakov loop %.15f%+.15fi, reference %.15f%+.15fi", what, creal(pl),
          cimag(pl), creal(plref), cimag(plref));
    dev_delete(U->u, lat_gauge_bytes(U));
    lat_dev_free(staple, sb);
}

static void check_stout_kernels(lat_gauge *U, int levels, const char *what)
{
    const lat_geom *g = &U->g;
    const double rho = 0.1 + 0.1 * rng_uniform();
    lat_stout s;
    dev_copyin(U->u, lat_gauge_bytes(U));
    lat_stout_init(&s, U, levels, rho);
    lat_stout_smear(&s);
    const lat_gauge *top = lat_stout_top(&s);
    lat_gauge got, ref;
    lat_gauge_alloc(&got, g, top->storage);
    dev_update_host((void *)top->u, lat_gauge_bytes(top));
    memcpy(got.u, top->u, lat_gauge_bytes(top));
    lat_gauge_alloc(&ref, g, top->storage);
    lat_ref_stout_smear(U, levels, rho, &ref);
    const double d = rel_diff(got.u, ref.u, got.len);
    CHECK(d <= 1e-13, "%s: %d stout levels (rho %.3f) differ from the reference by %.3e", what, levels, rho, d);
    /* backward: a random gradient with respect to the top level */
    const size_t gb = sizeof(double complex) * 72 * (size_t)g->sizeh;
    double complex *grad = rand_field(72 * g->sizeh), *gref = xmalloc(gb);
    memcpy(gref, grad, gb);
    dev_copyin(grad, gb);
    lat_stout_backward(&s, grad);
    dev_update_host(grad, gb);
    lat_ref_stout_backward(U, levels, rho, gref);
    const double db = rel_diff(grad, gref, 72 * g->sizeh);
    CHECK(db <= 1e-12, "%s: stout chain rule through %d levels differs from the reference by %.3e", what, levels, db);
    dev_delete(grad, gb);
    free(grad), free(gref);
    lat_stout_free(&s);
    dev_delete(U->u, lat_gauge_bytes(U));
    lat_gauge_free(&got), lat_gauge_free(&ref);
}

static void check_field_kernels(const lat_geom *g)
{
    const int32_t *n = g->n;
    const int64_t nv = 3 * g->sizeh;
    const uint64_t seed = rng_next(), stream = rng_next() >> 20;
    /* momenta: lat_hmc_momenta's formula from lat_rng_gauss on the host */
    const size_t mb = sizeof(double) * 64 * (size_t)g->sizeh;
    double *mom = lat_dev_alloc(mb);
    lattice_gauss_mom_d(g->sizeh, lat_rng_key(seed, stream), mom);
    dev_update_host(mom, mb);
    double dm = 0;
    for (int f = 0; f < 8; ++f)
        for (int64_t s = 0; s < g->sizeh; s += 7) {
            double gs[8];
            for (int k = 0; k < 8; ++k)
                gs[k] = lat_rng_gauss(seed, stream, ((uint64_t)f * (uint64_t)g->sizeh + (uint64_t)s) * 8 + (uint64_t)k);
            const double *m = mom + (int64_t)f * 8 * g->sizeh + s, r2 = sqrt(0.5), r3 = 1 / sqrt(3.0);
            for (int k = 0; k < 6; ++k)
                dm = fmax(dm, fabs(m[k * g->sizeh] - r2 * gs[k]));
            dm = fmax(dm, fabs(m[6 * g->sizeh] - r2 * (gs[6] + r3 * gs[7])));
            dm = fmax(dm, fabs(m[7 * g->sizeh] - r2 * (-gs[6] + r3 * gs[7])));
        }
    CHECK(dm <= 1e-14, "device momenta differ from the host generator by %.3e", dm);
    lat_dev_free(mom, mb);
    const size_t vb = sizeof(double complex) * (size_t)nv;
    double complex *v = lat_dev_alloc(vb), *w = lat_dev_alloc(vb);
    lattice_gauss_vec_d(nv, lat_rng_key(seed, stream), 0.5, v);
    lattice_z2_vec_d(nv, lat_rng_key(seed, stream), w);
    dev_update_host(v, vb), dev_update_host(w, vb);
    double dv = 0, dz = 0, zsum = 0;
    for (int64_t i = 0; i < nv; ++i) {
        dv = fmax(dv, cabs(v[i] - 0.5 * (lat_rng_gauss(seed, stream, 2 * (uint64_t)i) +
                                         I * lat_rng_gauss(seed, stream, 2 * (uint64_t)i + 1))));
        dz = fmax(dz, fabs(fabs(creal(w[i])) - sqrt(0.5)) + fabs(fabs(cimag(w[i])) - sqrt(0.5)));
        zsum += creal(w[i]) + cimag(w[i]);
    }
    CHECK(dv <= 1e-14, "device Gaussian vector differs from the host generator by %.3e", dv);
    CHECK(dz <= 1e-15 && fabs(zsum) < 6 * sqrt(2.0 * nv), "Z2 noise: |entries| off 1/sqrt(2) by %.3e, sum %.3f", dz,
          zsum);
    /* the fermion force's outer products against the formula on the host */
    const size_t gb = sizeof(double complex) * 72 * (size_t)g->sizeh;
    double complex *fwd = rand_field(nv), *here = rand_field(nv), *grad = rand_field(72 * g->sizeh);
    double complex *ref = xmalloc(gb);
    memcpy(ref, grad, gb);
    dev_copyin(fwd, vb), dev_copyin(here, vb), dev_copyin(grad, gb);
    const int parity = (int)(rng_next() & 1);
    const double coef = rng_uniform() - 0.5;
    lattice_fermion_grad_d(n[0], n[1], n[2], n[3], parity, coef, fwd, here, grad);
    dev_update_host(grad, gb);
    for (int64_t h = 0; h < g->sizeh; ++h) {
        int32_t x[4], y[4];
        lat_coords(g, parity, h, x);
        for (int mu = 0; mu < 4; ++mu) {
            memcpy(y, x, sizeof y);
            y[mu] = (x[mu] + 1) % n[mu];
            const int64_t j = lat_idxh(g, y);
            const double c = coef * lat_eta(mu, x) * (x[mu] == n[mu] - 1 ? lat_bc_sign(mu) : 1);
            for (int i = 0; i < 9; ++i)
                ref[((int64_t)(2 * mu + parity) * 9 + i) * g->sizeh + h] +=
                    c * fwd[(i / 3) * g->sizeh + j] * conj(here[(i % 3) * g->sizeh + h]);
        }
    }
    const double dg = rel_diff(grad, ref, 72 * g->sizeh);
    CHECK(dg <= 1e-14, "fermion outer products differ from the reference by %.3e", dg);
    dev_delete(fwd, vb), dev_delete(here, vb), dev_delete(grad, gb);
    free(fwd), free(here), free(grad), free(ref);
    lat_dev_free(v, vb), lat_dev_free(w, vb);
}

/* ---- force = -dS/dU by finite differences ------------------------------------------------ */

/* U_mu(x) <- exp(i t K) U_mu(x) on the host, K the Hermitian matrix of 8 reals k */
static void move_link(lat_gauge *U, int mu, const int32_t x[4], const double k[8], double t)
{
    double complex K[3][3], e[3][3], u[3][3];
    K[0][1] = k[0] + I * k[1], K[0][2] = k[2] + I * k[3], K[1][2] = k[4] + I * k[5];
    K[1][0] = conj(K[0][1]), K[2][0] = conj(K[0][2]), K[2][1] = conj(K[1][2]);
    K[0][0] = k[6], K[1][1] = k[7], K[2][2] = -k[6] - k[7];
    for (int i = 0; i < 9; ++i)
        K[i / 3][i % 3] *= t;
    lat_su3_exp_i(K, e);
    lat_link_get(U, mu, x, u);
    lat_su3_mul(e, u, u);
    lat_link_set(U, mu, x, u);
}

/* tr(K F) with F the traceless Hermitian 8-real momentum of link (f, h) */
static double trace_kf(const double *mom, int64_t sizeh, int f, int64_t h, const double k[8])
{
    const double *m = mom + (int64_t)f * 8 * sizeh + h;
    double t = 0;
    for (int c = 0; c < 6; ++c)
        t += 2 * k[c] * m[c * sizeh];
    const double k22 = -k[6] - k[7], f22 = -m[6 * sizeh] - m[7 * sizeh];
    return t + k[6] * m[6 * sizeh] + k[7] * m[7 * sizeh] + k22 * f22;
}

/* sqrt(tr(M M)) of a traceless Hermitian matrix in the 8-real layout of trace_kf, its reals
 * `stride` apart; by Cauchy-Schwarz |tr(K F)| <= |K| |F| */
static double traceless_norm(const double *m, int64_t stride)
{
    double t = 0;
    for (int c = 0; c < 6; ++c)
        t += 2 * m[c * stride] * m[c * stride];
    const double m22 = -m[6 * stride] - m[7 * stride];
    return sqrt(t + m[6 * stride] * m[6 * stride] + m[7 * stride] * m[7 * stride] + m22 * m22);
}

typedef double (*action_fn)(void *ctx);

/* d/dt S(exp(i t K) U_mu(x)) at t = 0: central differences at t and t / 2, Richardson-combined */
static double fd_derivative(lat_gauge *U, int mu, const int32_t x[4], const double k[8], action_fn S, void *ctx,
                            int on_device)
{
    const double t = 1e-3;
    double d[2];
    for (int r = 0; r < 2; ++r) {
        const double h = r ? t / 2 : t;
        double s[2];
        for (int sg = 0; sg < 2; ++sg) {
            lat_gauge V;
            lat_gauge_alloc(&V, &U->g, U->storage);
            memcpy(V.u, U->u, lat_gauge_bytes(U));
            move_link(U, mu, x, k, sg ? -h : h);
            if (on_device)
                dev_update_device(U->u, lat_gauge_bytes(U));
            s[sg] = S(ctx);
            memcpy(U->u, V.u, lat_gauge_bytes(U));
            lat_gauge_free(&V);
        }
        d[r] = (s[0] - s[1]) / (2 * h);
    }
    if (on_device)
        dev_update_device(U->u, lat_gauge_bytes(U));
    return (4 * d[1] - d[0]) / 3;
}

static void random_direction(double k[8])
{
    for (int c = 0; c < 8; ++c)
        k[c] = 2 * rng_uniform() - 1;
}

/* The largest |tr(K F) + dS/dt| / (|K| |F|) over `trials` random links and directions K, F the
 * force (8-real momentum layout, host) the code computed at U: the error relative to the largest
 * derivative a direction of K's size could have at that link. Dividing by |dS/dt| itself made a
 * direction nearly orthogonal to F (dS/dt 3e-4 against |F| ~ 3) turn the finite differences'
 * absolute error of ~1e-9 into 3.5e-6 (CI, seed 1795860235). */
static double worst_force_mismatch(lat_gauge *U, const double *mom, int trials, action_fn S, void *ctx, int on_device)
{
    double worst = 0;
    for (int trial = 0; trial < trials; ++trial) {
        const int mu = rng_below(4), p = rng_below(2);
        const int64_t h = rng_below((int32_t)U->g.sizeh);
        int32_t x[4];
        double k[8];
        lat_coords(&U->g, p, h, x);
        random_direction(k);
        const double fd = fd_derivative(U, mu, x, k, S, ctx, on_device);
        const double force = trace_kf(mom, U->g.sizeh, 2 * mu + p, h, k);
        const double *f = mom + (int64_t)(2 * mu + p) * 8 * U->g.sizeh + h; /* the link's force */
        const double scale = traceless_norm(k, 1) * traceless_norm(f, U->g.sizeh);
        worst = fmax(worst, fabs(force + fd) / scale);
    }
    return worst;
}

typedef struct {
    lat_gauge *U;
    int action;
    double beta;
} gauge_ctx;

static double gauge_action_host(void *ctx)
{
    gauge_ctx *c = ctx;
    dev_copyin(c->U->u, lat_gauge_bytes(c->U));
    const double s = lat_gauge_action(c->U, c->action, c->beta);
    dev_delete(c->U->u, lat_gauge_bytes(c->U));
    return s;
}

static void check_gauge_force(lat_gauge *U, int action, const char *what)
{
    const lat_geom *g = &U->g;
    const double beta = 5.0 + rng_uniform();
    const size_t mb = sizeof(double) * 64 * (size_t)g->sizeh, sb = sizeof(double complex) * 9 * (size_t)g->sizeh;
    double *mom = lat_dev_alloc(mb);
    double complex *staple = lat_dev_alloc(sb);
    dev_copyin(U->u, lat_gauge_bytes(U));
    lat_gauge_force(U, action, beta, 1.0, staple, mom);
    dev_update_host(mom, mb);
    dev_delete(U->u, lat_gauge_bytes(U));
    gauge_ctx ctx = {U, action, beta};
    const double worst = worst_force_mismatch(U, mom, 4, gauge_action_host, &ctx, 0);
    CHECK(worst <= 1e-6, "%s: gauge force differs from -dS/dU by %.3e of |K| |F|", what, worst);
    printf("%s: gauge force against -dS/dU: %.2e\n", what, worst);
    lat_dev_free(mom, mb), lat_dev_free(staple, sb);
}

static double fermion_action(void *ctx) { return lat_hmc_fermion_action(ctx); }

static lat_hmc_params rhmc_params(int levels)
{
    lat_hmc_params p = {.action = LAT_SYMANZIK, .beta = 5.4, .tau = 0.5, .steps = 4, .gauge_steps = 2,
                        .integrator = LAT_OMELYAN, .seed = rng_next(), .nspecies = 2, .stout_levels = levels,
                        .rho = 0.125, .md_residual = 1e-12, .mc_residual = 1e-12, .md_error = 1e-12,
                        .mc_error = 1e-12};
    p.species[0] = (lat_flavours){2, 0.3, 2}; /* two pseudofermion fields of det(M)^(1/4) each */
    p.species[1] = (lat_flavours){1, 0.5, 1};
    return p;
}

static void check_fermion_force(lat_gauge *U, int levels, const char *what)
{
    const lat_geom *g = &U->g;
    lat_hmc_params p = rhmc_params(levels);
    p.mc_residual = 1e-13;
    lat_hmc h;
    char err[300];
    if (lat_hmc_init(&h, U, &p, err, sizeof err))
        die("%s", err);
    lat_hmc_heatbath(&h, 7);
    const size_t mb = sizeof(double) * 64 * (size_t)g->sizeh;
    lattice_zero_d(64 * g->sizeh, h.mom);
    lat_hmc_fermion_force(&h, 1.0);
    double *mom = xmalloc(mb);
    dev_update_host(h.mom, mb);
    memcpy(mom, h.mom, mb);
    const double worst = worst_force_mismatch(U, mom, 3, fermion_action, &h, 1);
    CHECK(worst <= 1e-6, "%s: fermion force (%d stout levels) differs from -dS/dU by %.3e of |K| |F|", what, levels,
          worst);
    printf("%s: fermion force with %d stout levels against -dS/dU: %.2e\n", what, levels, worst);
    /* the same force with the solves in single precision (to residual 1e-6), on a copy of the
     * links (a device copy belongs to one HMC state at a time) */
    lat_hmc hs;
    lat_hmc_params ps = p;
    ps.md_single = 1, ps.md_residual = 1e-6;
    lat_gauge V;
    lat_gauge_alloc(&V, g, U->storage);
    memcpy(V.u, U->u, lat_gauge_bytes(U));
    if (lat_hmc_init(&hs, &V, &ps, err, sizeof err))
        die("%s", err);
    for (int s = 0; s < p.nspecies; ++s)
        for (int i = 0; i < p.species[s].npf; ++i)
            lattice_vec3_copy_d(3 * g->sizeh, h.species[s].phi[i], hs.species[s].phi[i]);
    lattice_zero_d(64 * g->sizeh, hs.mom);
    lat_hmc_fermion_force(&hs, 1.0);
    dev_update_host(hs.mom, mb);
    double d = 0, scale = 0;
    for (int64_t i = 0; i < 64 * g->sizeh; ++i)
        d = fmax(d, fabs(hs.mom[i] - mom[i])), scale = fmax(scale, fabs(mom[i]));
    CHECK(d <= 1e-5 * scale, "%s: single-precision fermion force differs from double by %.3e of %.3e", what, d, scale);
    printf("%s: single-precision solves: force differs by %.1e of its largest component\n", what, d / scale);
    lat_hmc_free(&hs);
    lat_gauge_free(&V);
    free(mom);
    lat_hmc_free(&h);
}

/* ---- rational approximations ---------------------------------------------------------------- */

static void check_rational(void)
{
    const struct {
        double power, lo, hi, tol;
    } cases[] = {{-0.5, 1e-4, 16, 1e-10}, {-0.25, 2.5e-3, 16.0025, 1e-7}, {-0.875, 1.5625e-4, 16.00015625, 1e-12},
                 {-0.75, 0.09, 16.09, 1e-5}, {-0.125, 1e-8, 1, 1e-6}, {-1, 0.01, 16, 1e-14}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        lat_rational r;
        char err[300];
        const int rc = lat_rational_remez(&r, cases[c].power, cases[c].lo, cases[c].hi, cases[c].tol, err, sizeof err);
        CHECK(rc == 0, "remez x^%g on [%g, %g] to %g: %s", cases[c].power, cases[c].lo, cases[c].hi, cases[c].tol, err);
        if (rc)
            continue;
        /* an independent check: 30000 log-spaced points and the ends, in long double */
        long double worst = 0;
        int positive = r.a0 >= 0;
        for (int k = 0; k < r.npoles; ++k)
            positive &= r.res[k] > 0 && r.shift[k] >= 0;
        for (int i = 0; i <= 30000; ++i) {
            const long double x = expl(logl(cases[c].lo) + (logl(cases[c].hi) - logl(cases[c].lo)) * i / 30000);
            long double v = r.a0;
            for (int k = 0; k < r.npoles; ++k)
                v += (long double)r.res[k] / (x + r.shift[k]);
            const long double e = fabsl(v / powl(x, cases[c].power) - 1);
            worst = e > worst ? e : worst;
        }
        CHECK(worst <= cases[c].tol && positive,
              "remez x^%g on [%g, %g]: %d poles, error %.3Le on the check grid (bound %g)%s", cases[c].power,
              cases[c].lo, cases[c].hi, r.npoles, worst, cases[c].tol, positive ? "" : ", a negative residue or shift");
        printf("rational x^%g on [%g, %g]: %d poles, error %.2Le (reported %.2e, bound %g)\n", cases[c].power,
               cases[c].lo, cases[c].hi, r.npoles, worst, r.rel_err, cases[c].tol);
    }
    lat_rational r;
    char err[300];
    CHECK(lat_rational_remez(&r, 0.5, 1, 2, 1e-8, err, sizeof err) && strstr(err, "not in [-1, 0)"), "power 0.5: %s",
          err);
    CHECK(lat_rational_remez(&r, -0.5, 2, 1, 1e-8, err, sizeof err) && strstr(err, "range"), "empty range: %s", err);
    CHECK(lat_rational_remez(&r, -0.5, 1, 2, 1e-20, err, sizeof err) && strstr(err, "relative error"),
          "error 1e-20: %s", err);
}

/* ---- reversibility and dH ~ dt^2 -------------------------------------------------------------- */

static double max_diff(const double complex *a, const double complex *b, int64_t n)
{
    double d = 0;
    for (int64_t i = 0; i < n; ++i)
        d = fmax(d, cabs(a[i] - b[i]));
    return d;
}

static void check_reversibility_and_dh(lat_gauge *U)
{
    const lat_geom *g = &U->g;
    const size_t ub = lat_gauge_bytes(U), mb = sizeof(double) * 64 * (size_t)g->sizeh;
    for (int integ = 0; integ < 2; ++integ) {
        lat_hmc_params p = rhmc_params(2);
        p.integrator = integ ? LAT_OMELYAN : LAT_LEAPFROG;
        p.steps = integ ? 3 : 4;
        const char *name = integ ? "Omelyan" : "leapfrog";
        lat_hmc h;
        char err[300];
        if (lat_hmc_init(&h, U, &p, err, sizeof err))
            die("%s", err);
        double complex *u0 = xmalloc(ub);
        memcpy(u0, U->u, ub);
        /* forward, momenta flipped, forward again: back at the start */
        lat_hmc_momenta(&h, p.seed, 11);
        lat_hmc_heatbath(&h, 11);
        dev_update_host(h.mom, mb);
        double *m0 = xmalloc(mb);
        memcpy(m0, h.mom, mb);
        lat_hmc_integrate(&h, &p);
        lat_hmc_sync_host(&h);
        const double moved = max_diff(U->u, u0, U->len);
        for (int64_t i = 0; i < 64 * g->sizeh; ++i)
            h.mom[i] = -h.mom[i];
        lat_hmc_sync_device(&h);
        lat_hmc_integrate(&h, &p);
        lat_hmc_sync_host(&h);
        double dm = 0;
        for (int64_t i = 0; i < 64 * g->sizeh; ++i)
            dm = fmax(dm, fabs(h.mom[i] + m0[i]));
        const double du = max_diff(U->u, u0, U->len);
        CHECK(moved > 0.01 && du <= 1e-10 && dm <= 1e-10,
              "RHMC %s reversibility: links moved %.3e, back to %.3e; momenta back to %.3e", name, moved, du, dm);
        printf("RHMC %s: reversibility: links moved %.3e forward, back to %.1e; momenta %.1e\n", name, moved, du, dm);
        lat_hmc_free(&h);
        section_done("reversibility");
        /* dH at 1, 2, 4 times the steps (gauge steps per outer step fixed), Wilson action, one
         * species, one stout level: rms over three draws, since one trajectory's dH can nearly
         * vanish */
        p.action = LAT_WILSON, p.nspecies = 1, p.stout_levels = 1;
        p.md_residual = p.md_error = 1e-8, p.mc_residual = p.mc_error = 1e-10;
        memcpy(U->u, u0, ub);
        if (lat_hmc_init(&h, U, &p, err, sizeof err))
            die("%s", err);
        double dh[3];
        for (int k = 0; k < 3; ++k) {
            double sum2 = 0;
            for (int draw = 0; draw < 3; ++draw) {
                memcpy(U->u, u0, ub);
                lat_hmc_sync_device(&h);
                lat_hmc_params q = p;
                q.steps = p.steps << k;
                const double d = lat_hmc_trajectory(&h, &q, (uint64_t)(100 + draw), 0).dH;
                sum2 += d * d;
            }
            dh[k] = sqrt(sum2 / 3);
        }
        const double r1 = dh[0] / dh[1], r2 = dh[1] / dh[2];
        CHECK(r1 > 3.2 && r1 < 5 && r2 > 3.2 && r2 < 5, "RHMC %s: rms dH %.3e %.3e %.3e: ratios %.2f %.2f (expected 4)",
              name, dh[0], dh[1], dh[2], r1, r2);
        printf("RHMC %s: rms dH at %d, %d, %d steps: %.3e %.3e %.3e (ratios %.2f %.2f)\n", name, p.steps,
               2 * p.steps, 4 * p.steps, dh[0], dh[1], dh[2], r1, r2);
        memcpy(U->u, u0, ub);
        lat_hmc_sync_device(&h);
        lat_hmc_free(&h);
        free(u0), free(m0);
    }
}

/* ---- free field -------------------------------------------------------------------------------- */

/* sum over the full-lattice momenta (antiperiodic where the fermion boundary says so) of
 * (m^2 + sum_mu sin^2 p_mu)^-a */
static double free_sum(const lat_geom *g, double mass, double a)
{
    double s = 0;
    int32_t k[4];
    for (k[3] = 0; k[3] < g->n[3]; ++k[3])
        for (k[2] = 0; k[2] < g->n[2]; ++k[2])
            for (k[1] = 0; k[1] < g->n[1]; ++k[1])
                for (k[0] = 0; k[0] < g->n[0]; ++k[0]) {
                    double e = mass * mass;
                    for (int mu = 0; mu < 4; ++mu) {
                        const double p = 2 * 3.141592653589793 * (k[mu] + (lat_bc_sign(mu) < 0 ? 0.5 : 0)) / g->n[mu];
                        e += sin(p) * sin(p);
                    }
                    s += pow(e, -a);
                }
    return s;
}

static void check_free_field(void)
{
    const lat_geom g = geom();
    lat_gauge U;
    lat_gauge_alloc(&U, &g, 12);
    lat_gauge_cold(&U);
    /* the fermion action of a point source: (M^-a)_00 = sum_p (m^2 + sum sin^2 p)^-a / V */
    lat_hmc_params p = rhmc_params(1);
    p.species[0] = (lat_flavours){2, 0.2, 1};
    p.species[1] = (lat_flavours){1, 0.05, 1};
    lat_hmc h;
    char err[300];
    if (lat_hmc_init(&h, &U, &p, err, sizeof err))
        die("%s", err);
    const size_t vb = sizeof(double complex) * 3 * (size_t)g.sizeh;
    double complex *point = xcalloc(1, vb);
    const int64_t site = rng_below((int32_t)g.sizeh);
    point[rng_below(3) * g.sizeh + site] = 1;
    dev_copyin(point, vb);
    double expect = 0;
    for (int s = 0; s < 2; ++s) {
        lattice_vec3_copy_d(3 * g.sizeh, point, h.species[s].phi[0]);
        expect += free_sum(&g, h.species[s].f.mass, h.species[s].f.nf / 4.0) / (double)g.vol;
    }
    const double got = lat_hmc_fermion_action(&h);
    CHECK(fabs(got - expect) <= 1e-10 * expect, "free field: point-source fermion action %.15f, closed form %.15f",
          got, expect);
    printf("free field: point-source fermion action %.12f, closed form %.12f\n", got, expect);
    /* the chiral condensate: Tr (D + m)^-1 / V = 3 m sum_p 1 / (m^2 + sum sin^2 p) / V */
    const double mass = 0.1;
    const lat_pbp pbp = lat_chiral_condensate(&h.solver, &U, mass, 40, p.seed, 77, 1e-12);
    const double closed = 3 * mass * free_sum(&g, mass, 1) / (double)g.vol;
    CHECK(pbp.error > 0 && fabs(pbp.value - closed) <= 4 * pbp.error,
          "free field: condensate %.6f +- %.6f, closed form %.6f", pbp.value, pbp.error, closed);
    printf("free field: condensate %.6f +- %.6f (40 Z2 noise vectors), closed form %.6f\n", pbp.value, pbp.error,
           closed);
    dev_delete(point, vb);
    free(point);
    lat_hmc_free(&h);
    lat_gauge_free(&U);
}

/* ---- Nf = 4: RHMC against exact HMC ------------------------------------------------------------- */

/* Nf = 4 with one pseudofermion: det(M) exactly. The RHMC (x^-1 is one pole at zero; the heat
 * bath phi = M r(M) eta with r ~ x^-1/2) against exact HMC (phi = m eta_e - Deo eta_o): first the
 * same dH on identical links, momenta and phi; then, from one configuration thermalised by
 * exact HMC, NTRAJ trajectories of each: plaquette, condensate and the action after the heat
 * bath (eta^dagger eta: 3 V / 2 on average) must agree within 4 Gamma-method errors.
 * The run lengths: the plaquette's tau_int is 3-16 trajectories here, and over 60 trajectories the
 * Gamma method's error came out too small (40 seeds: (RHMC - exact) / error had rms 1.43, and a
 * CI run saw 5.0); over 200 after 60 of thermalisation (32 seeds) the rms was 1.08 for the
 * plaquette, 1.16 for the condensate, 1.09 for the action, the largest |z| 2.7
 * (tests/probes/rhmc_nf4_calibration.py). */
static void check_nf4(void)
{
    const int32_t shape[4] = {4, 4, 4, 4};
    lat_geom g;
    char err[300];
    if (lat_geom_init(&g, shape, err, sizeof err))
        die("%s", err);
    const double mass = 0.8;
    lat_hmc_params p = {.action = LAT_WILSON, .beta = 5.3, .tau = 1, .steps = 3, .gauge_steps = 1,
                        .integrator = LAT_OMELYAN, .seed = rng_next(), .nspecies = 1, .md_residual = 1e-8,
                        .mc_residual = 1e-11, .md_error = 1e-10, .mc_error = 1e-12};
    p.species[0] = (lat_flavours){4, mass, 1};
    lat_gauge U[2];
    lat_hmc h[2];
    for (int e = 0; e < 2; ++e) { /* 0: RHMC, 1: exact HMC */
        lat_gauge_alloc(&U[e], &g, 12);
        lat_gauge_random(&U[e], p.seed, 2.0);
        lat_hmc_params q = p;
        q.exact = e;
        if (lat_hmc_init(&h[e], &U[e], &q, err, sizeof err))
            die("%s", err);
    }
    const lat_rational *r = &h[0].species[0].action;
    CHECK(r->npoles == 1 && r->shift[0] == 0 && r->res[0] == 1 && r->a0 == 0,
          "Nf = 4: the rational x^-1 is not the exact single pole");
    /* identical fields: the RHMC's heat bath, its phi copied to the exact HMC, the same momenta */
    lat_hmc_momenta(&h[0], p.seed, 5), lat_hmc_momenta(&h[1], p.seed, 5);
    lat_hmc_heatbath(&h[0], 5);
    lattice_vec3_copy_d(3 * g.sizeh, h[0].species[0].phi[0], h[1].species[0].phi[0]);
    double dH[2];
    for (int e = 0; e < 2; ++e) {
        const double h0 = lat_hmc_kinetic(&h[e]) + lat_hmc_action(&h[e], p.beta) + lat_hmc_fermion_action(&h[e]);
        lat_hmc_integrate(&h[e], &p);
        dH[e] = lat_hmc_kinetic(&h[e]) + lat_hmc_action(&h[e], p.beta) + lat_hmc_fermion_action(&h[e]) - h0;
    }
    CHECK(fabs(dH[0] - dH[1]) <= 1e-8 * fmax(fabs(dH[0]), 1e-3), "Nf = 4: dH %.12e (RHMC), %.12e (exact)", dH[0], dH[1]);
    printf("Nf = 4 on identical fields: dH %.10e (RHMC), %.10e (exact HMC)\n", dH[0], dH[1]);
    if (getenv("TEST_RHMC_SKIP_STATISTICS")) {
        /* the runs below test the algorithm, not the kernels: where the trajectories are checked
         * against the plain build's instead (tests/python/test_lattice.py), they are not repeated */
        printf("Nf = 4 statistics: skipped (TEST_RHMC_SKIP_STATISTICS)\n");
        for (int e = 0; e < 2; ++e)
            lat_hmc_free(&h[e]), lat_gauge_free(&U[e]);
        return;
    }
    /* thermalise by exact HMC from the hot start, then both from there */
    enum { THERM = 60, NTRAJ = 200 };
    for (int t = 0; t < THERM; ++t)
        lat_hmc_trajectory(&h[1], &p, (uint64_t)(100000 + t), t >= 5);
    lat_hmc_sync_host(&h[1]);
    memcpy(U[0].u, U[1].u, lat_gauge_bytes(&U[1]));
    lat_hmc_sync_device(&h[0]);
    double series[3][2][NTRAJ];
    for (int e = 0; e < 2; ++e)
        for (int t = 0; t < NTRAJ; ++t) {
            const lat_traj tr = lat_hmc_trajectory(&h[e], &p, (uint64_t)(1000 * e + t), 1);
            series[0][e][t] = tr.plaquette;
            series[1][e][t] =
                lat_chiral_condensate(&h[e].solver, h[e].U, mass, 1, p.seed, (uint64_t)(5000 + 1000 * e + t), 1e-10).value;
            series[2][e][t] = tr.heatbath_action;
        }
    const char *names[3] = {"plaquette", "condensate", "heat-bath action"};
    for (int o = 0; o < 3; ++o) {
        double m[2], e[2], tau[2];
        int w;
        for (int a = 0; a < 2; ++a)
            m[a] = lat_gamma_method(series[o][a], NTRAJ, &e[a], &tau[a], &w);
        CHECK(fabs(m[0] - m[1]) <= 4 * hypot(e[0], e[1]), "Nf = 4: %s %.6f +- %.6f (RHMC), %.6f +- %.6f (exact)",
              names[o], m[0], e[0], m[1], e[1]);
        printf("Nf = 4, %d trajectories each: %s %.6f +- %.6f (tau_int %.1f, RHMC), %.6f +- %.6f (tau_int %.1f, "
               "exact HMC)\n", NTRAJ, names[o], m[0], e[0], tau[0], m[1], e[1], tau[1]);
        if (o == 2) /* phi^dagger M^-1 phi = eta^dagger eta: 3 V / 2 on average */
            for (int a = 0; a < 2; ++a)
                CHECK(fabs(m[a] - 1.5 * (double)g.vol) <= 4 * e[a], "Nf = 4 (%s): heat-bath action %.3f +- %.3f, "
                      "expected %.1f", a ? "exact" : "RHMC", m[a], e[a], 1.5 * (double)g.vol);
    }
    for (int e = 0; e < 2; ++e)
        lat_hmc_free(&h[e]), lat_gauge_free(&U[e]);
}

int main(void)
{
    test_seed();
    section_start = wall_seconds();
    section_cpu = clock();
    printf("flavour %s\n", dev_flavour());
    const lat_geom g = geom();
    check_rational();
    section_done("rational approximations");
    check_field_kernels(&g);
    for (int st = 12; st <= 18; st += 6) {
        char what[64];
        snprintf(what, sizeof what, "%dx%dx%dx%d %d-real", g.n[0], g.n[1], g.n[2], g.n[3], st);
        lat_gauge U;
        lat_gauge_alloc(&U, &g, st);
        lat_gauge_random(&U, rng_next(), 0.7);
        check_gauge_kernels(&U, what);
        for (int levels = 1; levels <= 2; ++levels)
            check_stout_kernels(&U, levels, what);
        section_done("kernels");
        check_gauge_force(&U, LAT_WILSON, st == 12 ? "Wilson 12-real" : "Wilson 18-real");
        check_gauge_force(&U, LAT_SYMANZIK, st == 12 ? "Symanzik 12-real" : "Symanzik 18-real");
        section_done("gauge forces");
        if (st == 12)
            for (int levels = 0; levels <= 2; ++levels)
                check_fermion_force(&U, levels, what);
        else
            check_reversibility_and_dh(&U);
        section_done(st == 12 ? "fermion forces" : "reversibility and dH");
        lat_gauge_free(&U);
    }
    check_free_field();
    section_done("free field");
    check_nf4();
    section_done("Nf = 4");
    return test_summary("test_rhmc");
}
