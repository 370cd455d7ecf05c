/* Stout smearing (C. Morningstar and M. Peardon, Phys. Rev. D 69 (2004) 054501) and its force
 * chain rule, on the device through the generated kernels, and a host reference of both.
 *
 * Forward, level k -> k + 1: Q_k = rho TH(i U_k S_k) (S_k the Wilson staple, TH the traceless
 * Hermitian part), U_(k+1) = exp(i Q_k) U_k: the momentum update and link update kernels of the
 * HMC with eps = rho and 1. Backward, with G the gradient with respect to U_(k+1)
 * (dS = Re tr G dU): per link Lambda = TH(i Y), Y the Frechet derivative of exp at i Q in the
 * direction X = U G (lattice_stout_lambda_*), then the terms through the staples of the other
 * links (lattice_stout_force_*).
 *
 * Over several ranks (s->dist, lattice/dist.h): the kernels run over the whole extended lattice,
 * right on the owned links when what they read is current: each new level's halos are exchanged
 * after its link update (its owned links' staples read the previous level's halos), and w's
 * before the staple derivatives (an owned link's terms read w of its neighbours); Lambda and
 * the gradient need only the link's own values. The same bits on any rank count. */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "lattice/dist.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

static size_t mom_bytes(const lat_geom *g) { return sizeof(double) * 64 * (size_t)g->sizeh; }
static size_t grad_bytes(const lat_geom *g) { return sizeof(double complex) * 72 * (size_t)g->sizeh; }

void lat_stout_init(lat_stout *s, lat_gauge *thin, int levels, double rho)
{
    if (levels < 0 || levels > LAT_MAX_STOUT)
        die("stout smearing: %d levels (0 to %d)", levels, LAT_MAX_STOUT);
    memset(s, 0, sizeof *s);
    s->levels = levels, s->rho = rho, s->thin = thin;
    if (!levels)
        return;
    const lat_geom *g = &thin->g;
    for (int k = 0; k < levels; ++k) {
        lat_gauge *L = &s->level[k];
        L->g = *g, L->storage = thin->storage, L->nrows = thin->nrows, L->len = thin->len;
        L->u = lat_dev_alloc(lat_gauge_bytes(L));
        s->q[k] = lat_dev_alloc(mom_bytes(g));
    }
    s->staple = lat_dev_alloc(sizeof(double complex) * 9 * (size_t)g->sizeh);
    s->grad = lat_dev_alloc(grad_bytes(g));
    s->w = lat_dev_alloc(grad_bytes(g));
}

void lat_stout_free(lat_stout *s)
{
    if (!s->levels)
        return;
    const lat_geom *g = &s->thin->g;
    for (int k = 0; k < s->levels; ++k) {
        lat_dev_free(s->level[k].u, lat_gauge_bytes(&s->level[k]));
        lat_dev_free(s->q[k], mom_bytes(g));
    }
    lat_dev_free(s->staple, sizeof(double complex) * 9 * (size_t)g->sizeh);
    lat_dev_free(s->grad, grad_bytes(g)), lat_dev_free(s->w, grad_bytes(g));
}

const lat_gauge *lat_stout_top(const lat_stout *s) { return s->levels ? &s->level[s->levels - 1] : s->thin; }

static const lat_gauge *level_links(const lat_stout *s, int k) { return k ? &s->level[k - 1] : s->thin; }

static void wilson_staple(const lat_gauge *U, int mu, int p, double complex *staple)
{
    const int32_t *n = U->g.n;
    (U->storage == 12 ? lattice_staples_d12 : lattice_staples_d18)(mu, p, n[0], n[1], n[2], n[3], U->u, staple);
}

void lat_stout_smear(lat_stout *s)
{
    const double t0 = wall_seconds();
    const int64_t sizeh = s->thin->g.sizeh;
    for (int k = 0; k < s->levels; ++k) {
        const lat_gauge *from = level_links(s, k);
        lat_gauge *to = &s->level[k];
        const int st = from->storage;
        lattice_zero_d(64 * sizeh, s->q[k]);
        for (int mu = 0; mu < 4; ++mu)
            for (int p = 0; p < 2; ++p) {
                wilson_staple(from, mu, p, s->staple);
                (st == 12 ? lattice_mom_update_d12 : lattice_mom_update_d18)(mu, p, sizeh, s->rho, from->u,
                                                                            s->staple, s->q[k]);
            }
        lattice_vec3_copy_d(from->len, from->u, to->u);
        (st == 12 ? lattice_link_update_d12 : lattice_link_update_d18)(sizeh, 1.0, s->q[k], to->u);
        if (s->dist) /* the owned links are exact (their staples read current halos): the halos from them */
            lat_dist_gauge_exchange(s->dist, to);
    }
    lat_time[LAT_TIME_FORCE] += wall_seconds() - t0;
}

void lat_stout_backward(lat_stout *s, double complex *grad)
{
    if (!s->levels)
        return;
    const double t0 = wall_seconds();
    const int64_t sizeh = s->thin->g.sizeh;
    double complex *cur = grad, *other = s->grad;
    for (int k = s->levels - 1; k >= 0; --k) {
        const lat_gauge *U = level_links(s, k);
        const int32_t *n = U->g.n;
        const int st = U->storage;
        for (int mu = 0; mu < 4; ++mu)
            for (int p = 0; p < 2; ++p) {
                wilson_staple(U, mu, p, s->staple);
                (st == 12 ? lattice_stout_lambda_d12 : lattice_stout_lambda_d18)(mu, p, sizeh, s->rho, U->u, s->staple,
                                                                                s->q[k], cur, other, s->w);
            }
        if (s->dist) /* the staple derivatives of owned links read w of their neighbours */
            lat_dist_field72_exchange(s->dist, s->w);
        for (int mu = 0; mu < 4; ++mu)
            for (int p = 0; p < 2; ++p)
                (st == 12 ? lattice_stout_force_d12 : lattice_stout_force_d18)(mu, p, n[0], n[1], n[2], n[3], U->u,
                                                                              s->w, other);
        double complex *t = cur;
        cur = other, other = t;
    }
    if (cur != grad)
        lattice_vec3_copy_d(72 * sizeh, cur, grad);
    lat_time[LAT_TIME_FORCE] += wall_seconds() - t0;
}

/* ---- host reference ---- */

/* TH(A) = (A + A^dagger) / 2 - tr(A + A^dagger) / 6 */
static void ref_th(double complex a[3][3], double complex h[3][3])
{
    double complex t[3][3];
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            t[i][j] = (a[i][j] + conj(a[j][i])) / 2;
    const double complex tr = (t[0][0] + t[1][1] + t[2][2]) / 3;
    for (int i = 0; i < 9; ++i)
        h[i / 3][i % 3] = t[i / 3][i % 3] - (i % 4 == 0 ? tr : 0);
}

static void ref_times_i(double complex a[3][3], double complex b[3][3])
{
    for (int i = 0; i < 9; ++i)
        b[i / 3][i % 3] = I * a[i / 3][i % 3];
}

/* Q = rho TH(i U S) of the link U_mu(x) of U */
static void ref_stout_q(const lat_gauge *U, int mu, const int32_t x[4], double rho, double complex q[3][3])
{
    double complex u[3][3], s[3][3], X[3][3];
    lat_link_get(U, mu, x, u);
    lat_ref_staple(U, mu, x, s);
    lat_su3_mul(u, s, X);
    ref_times_i(X, X);
    ref_th(X, q);
    for (int i = 0; i < 9; ++i)
        q[i / 3][i % 3] *= rho;
}

void lat_ref_stout_smear(const lat_gauge *thin, int levels, double rho, lat_gauge *out)
{
    lat_gauge cur;
    lat_gauge_alloc(&cur, &thin->g, 18);
    lat_gauge_copy(thin, &cur);
    lat_gauge_copy(thin, out);
    for (int k = 0; k < levels; ++k) {
        for (int p = 0; p < 2; ++p)
            for (int64_t h = 0; h < thin->g.sizeh; ++h) {
                int32_t x[4];
                lat_coords(&thin->g, p, h, x);
                for (int mu = 0; mu < 4; ++mu) {
                    double complex q[3][3], e[3][3], u[3][3];
                    ref_stout_q(&cur, mu, x, rho, q);
                    lat_su3_exp_i(q, e);
                    lat_link_get(&cur, mu, x, u);
                    lat_su3_mul(e, u, u);
                    lat_link_set(out, mu, x, u);
                }
            }
        lat_gauge_copy(out, &cur);
    }
    lat_gauge_free(&cur);
}

/* 3x3 matrices of a gradient field (72 sizeh, the device layout) at the link U_mu(x) */
static double complex *grad_at(const lat_geom *g, double complex *grad, int mu, const int32_t x[4], int i)
{
    const int f = 2 * mu + lat_parity(x);
    return grad + ((int64_t)f * 9 + i) * g->sizeh + lat_idxh(g, x);
}

static void grad_add(const lat_geom *g, double complex *grad, int mu, const int32_t x[4], double complex m[3][3],
                     int dag)
{
    for (int i = 0; i < 9; ++i)
        *grad_at(g, grad, mu, x, i) += dag ? conj(m[i % 3][i / 3]) : m[i / 3][i % 3];
}

/* Y = int_0^1 exp(i s Q) X exp(i (1 - s) Q) ds by 16-point Gauss-Legendre quadrature (the
 * integrand is entire; with |Q| <= 1 the rule is exact to rounding) */
static void ref_frechet(double complex q[3][3], double complex X[3][3], double complex Y[3][3])
{
    enum { NQ = 16 };
    memset(Y, 0, 9 * sizeof(double complex));
    for (int k = 0; k < NQ; ++k) {
        /* node k of the Legendre polynomial P_NQ by Newton's method from Chebyshev's guess */
        double t = cos(3.141592653589793 * (k + 0.75) / (NQ + 0.5)), dp = 1;
        for (int it = 0; it < 100; ++it) {
            double p0 = 1, p1 = t;
            for (int j = 2; j <= NQ; ++j) {
                const double p2 = ((2 * j - 1) * t * p1 - (j - 1) * p0) / j;
                p0 = p1, p1 = p2;
            }
            dp = NQ * (t * p1 - p0) / (t * t - 1);
            const double step = p1 / dp;
            t -= step;
            if (fabs(step) < 1e-16)
                break;
        }
        const double s = (1 + t) / 2, w = 1 / ((1 - t * t) * dp * dp); /* weight on [0, 1] */
        double complex a[3][3], b[3][3], e1[3][3], e2[3][3];
        for (int i = 0; i < 9; ++i)
            a[i / 3][i % 3] = s * q[i / 3][i % 3], b[i / 3][i % 3] = (1 - s) * q[i / 3][i % 3];
        lat_su3_exp_i(a, e1);
        lat_su3_exp_i(b, e2);
        lat_su3_mul(e1, X, e1);
        lat_su3_mul(e1, e2, e1);
        for (int i = 0; i < 9; ++i)
            Y[i / 3][i % 3] += w * e1[i / 3][i % 3];
    }
}

/* One level back: grad (with respect to U_(k+1), host layout) -> with respect to U_k. */
static void ref_stout_back_level(const lat_gauge *U, double rho, double complex *grad)
{
    const lat_geom *g = &U->g;
    const size_t bytes = sizeof(double complex) * 72 * (size_t)g->sizeh;
    double complex *out = xcalloc(1, bytes), *w = xcalloc(1, bytes);
    for (int p = 0; p < 2; ++p) /* the direct terms, and w = i rho Lambda U */
        for (int64_t h = 0; h < g->sizeh; ++h) {
            int32_t x[4];
            lat_coords(g, p, h, x);
            for (int mu = 0; mu < 4; ++mu) {
                double complex u[3][3], s[3][3], q[3][3], e[3][3], G[3][3], X[3][3], Y[3][3], lam[3][3], t[3][3];
                lat_link_get(U, mu, x, u);
                lat_ref_staple(U, mu, x, s);
                ref_stout_q(U, mu, x, rho, q);
                lat_su3_exp_i(q, e);
                for (int i = 0; i < 9; ++i)
                    G[i / 3][i % 3] = *grad_at(g, grad, mu, x, i);
                lat_su3_mul(u, G, X);
                ref_frechet(q, X, Y);
                ref_times_i(Y, Y);
                ref_th(Y, lam);
                lat_su3_mul(G, e, G);
                lat_su3_mul(s, lam, t);
                for (int i = 0; i < 9; ++i)
                    G[i / 3][i % 3] += I * rho * t[i / 3][i % 3];
                grad_add(g, out, mu, x, G, 0);
                lat_su3_mul(lam, u, t);
                for (int i = 0; i < 9; ++i)
                    t[i / 3][i % 3] *= I * rho;
                grad_add(g, w, mu, x, t, 0);
            }
        }
    /* the staple S_nu(y) of every link holds six other links: d Re tr(w_nu(y) A1 A2 A3) / dA_i */
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < g->sizeh; ++h) {
            int32_t y[4];
            lat_coords(g, p, h, y);
            for (int nu = 0; nu < 4; ++nu) {
                double complex W[3][3];
                for (int i = 0; i < 9; ++i)
                    W[i / 3][i % 3] = *grad_at(g, w, nu, y, i);
                for (int sg = 0; sg < 4; ++sg) {
                    if (sg == nu)
                        continue;
                    int32_t yn[4], ys[4], ym[4], ynm[4]; /* y + nu, y + sg, y - sg, y + nu - sg */
                    memcpy(yn, y, sizeof yn), memcpy(ys, y, sizeof ys), memcpy(ym, y, sizeof ym);
                    yn[nu] = (y[nu] + 1) % g->n[nu];
                    ys[sg] = (y[sg] + 1) % g->n[sg];
                    ym[sg] = (y[sg] - 1 + g->n[sg]) % g->n[sg];
                    memcpy(ynm, yn, sizeof ynm);
                    ynm[sg] = (yn[sg] - 1 + g->n[sg]) % g->n[sg];
                    /* upper: U_sg(y+nu) U_nu(y+sg)^dag U_sg(y)^dag; lower: U_sg(y+nu-sg)^dag U_nu(y-sg)^dag U_sg(y-sg) */
                    const struct {
                        int dir;
                        const int32_t *at;
                        int dag;
                    } term[2][3] = {{{sg, yn, 0}, {nu, ys, 1}, {sg, y, 1}}, {{sg, ynm, 1}, {nu, ym, 1}, {sg, ym, 0}}};
                    for (int t = 0; t < 2; ++t) {
                        double complex A[3][3][3];
                        for (int i = 0; i < 3; ++i) {
                            lat_link_get(U, term[t][i].dir, term[t][i].at, A[i]);
                            if (term[t][i].dag)
                                lat_su3_dagger(A[i], A[i]);
                        }
                        /* tr(W A0 A1 A2) = tr(A_i C_i), C_i the product of the three factors after
                         * A_i in the cycle W, A0, A1, A2 */
                        double complex(*cycle[4])[3] = {W, A[0], A[1], A[2]};
                        for (int i = 0; i < 3; ++i) {
                            double complex C[3][3];
                            memcpy(C, cycle[(i + 2) % 4], sizeof C);
                            lat_su3_mul(C, cycle[(i + 3) % 4], C);
                            lat_su3_mul(C, cycle[(i + 4) % 4], C);
                            grad_add(g, out, term[t][i].dir, term[t][i].at, C, term[t][i].dag);
                        }
                    }
                }
            }
        }
    memcpy(grad, out, bytes);
    free(out), free(w);
}

void lat_ref_stout_backward(const lat_gauge *thin, int levels, double rho, double complex *grad)
{
    lat_gauge *lv = xmalloc(sizeof *lv * (size_t)(levels + 1));
    for (int k = 0; k <= levels; ++k) {
        lat_gauge_alloc(&lv[k], &thin->g, 18);
        lat_ref_stout_smear(thin, k, rho, &lv[k]);
    }
    for (int k = levels - 1; k >= 0; --k)
        ref_stout_back_level(&lv[k], rho, grad);
    for (int k = 0; k <= levels; ++k)
        lat_gauge_free(&lv[k]);
    free(lv);
}
