/* Every generated lattice kernel of the linked flavour against the plain reference
 * (runtime/lattice/lattice.c) on fresh random fields: Deo/Doe in both precisions and
 * both link storages, m^2 - Deo Doe, vec3 algebra, plaquette, staples, momentum and link
 * updates, reunitarisation; plus Deo^dagger = -Doe and 12 vs 18 real links. */
#include <math.h>
#include <string.h>

#include "check.h"
#include "device.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

static double complex rand_c(void) { return (2 * rng_uniform() - 1) + I * (2 * rng_uniform() - 1); }

static double complex *rand_vec(int64_t n)
{
    double complex *v = xmalloc(sizeof *v * (size_t)n);
    for (int64_t i = 0; i < n; ++i)
        v[i] = rand_c();
    return v;
}

static double max_abs_diff(const double complex *a, const double complex *b, int64_t n, double *scale)
{
    double d = 0, s = 0;
    for (int64_t i = 0; i < n; ++i) {
        d = fmax(d, cabs(a[i] - b[i]));
        s = fmax(s, cabs(b[i]));
    }
    if (scale)
        *scale = s;
    return d;
}

/* Deo/Doe of one precision and storage against the reference. */
static void check_dslash(const lat_gauge *U, int prec_float, const char *what)
{
    const lat_geom *g = &U->g;
    const int32_t *n = g->n;
    const int64_t nv = 3 * g->sizeh;
    const double tol = prec_float ? 2e-6 : 1e-14;
    double complex *in = rand_vec(nv), *ref = xmalloc(sizeof *ref * (size_t)nv);
    double complex *got = xmalloc(sizeof *got * (size_t)nv);
    for (int p = 0; p < 2; ++p) {
        lat_ref_dslash(U, p, in, ref);
        if (!prec_float) {
            double complex *out = xcalloc((size_t)nv, sizeof *out);
            dev_copyin(U->u, sizeof(double complex) * (size_t)U->len);
            dev_copyin(in, sizeof *in * (size_t)nv);
            dev_copyin(out, sizeof *out * (size_t)nv);
            if (U->storage == 12)
                (p ? lattice_doe_d12 : lattice_deo_d12)(n[0], n[1], n[2], n[3], U->u, in, out);
            else
                (p ? lattice_doe_d18 : lattice_deo_d18)(n[0], n[1], n[2], n[3], U->u, in, out);
            dev_update_host(out, sizeof *out * (size_t)nv);
            dev_delete(U->u, sizeof(double complex) * (size_t)U->len);
            dev_delete(in, sizeof *in * (size_t)nv);
            dev_delete(out, sizeof *out * (size_t)nv);
            memcpy(got, out, sizeof *out * (size_t)nv);
            free(out);
        } else {
            float complex *uf = xmalloc(sizeof *uf * (size_t)U->len);
            float complex *inf = xmalloc(sizeof *inf * (size_t)nv), *outf = xcalloc((size_t)nv, sizeof *outf);
            for (int64_t i = 0; i < U->len; ++i)
                uf[i] = (float complex)U->u[i];
            for (int64_t i = 0; i < nv; ++i)
                inf[i] = (float complex)in[i];
            dev_copyin(uf, sizeof *uf * (size_t)U->len);
            dev_copyin(inf, sizeof *inf * (size_t)nv);
            dev_copyin(outf, sizeof *outf * (size_t)nv);
            if (U->storage == 12)
                (p ? lattice_doe_f12 : lattice_deo_f12)(n[0], n[1], n[2], n[3], uf, inf, outf);
            else
                (p ? lattice_doe_f18 : lattice_deo_f18)(n[0], n[1], n[2], n[3], uf, inf, outf);
            dev_update_host(outf, sizeof *outf * (size_t)nv);
            dev_delete(uf, sizeof *uf * (size_t)U->len);
            dev_delete(inf, sizeof *inf * (size_t)nv);
            dev_delete(outf, sizeof *outf * (size_t)nv);
            for (int64_t i = 0; i < nv; ++i)
                got[i] = outf[i];
            free(uf), free(inf), free(outf);
        }
        double scale;
        const double d = max_abs_diff(got, ref, nv, &scale);
        CHECK(d <= tol * 8 * scale, "%s %s: max |kernel - reference| = %.3e (scale %.3e, tol %.1e)",
              what, p ? "Doe" : "Deo", d, scale, tol);
    }
    free(in), free(ref), free(got);
}

/* Host copy of a double gauge field in the other storage. */
static void convert_storage(const lat_gauge *from, lat_gauge *to, int storage)
{
    lat_gauge_alloc(to, &from->g, storage);
    lat_gauge_copy(from, to);
}

static void dslash_d(const lat_gauge *U, int p, double complex *in, double complex *out)
{
    const int32_t *n = U->g.n;
    const size_t nb = sizeof(double complex) * 3 * (size_t)U->g.sizeh;
    dev_copyin(U->u, sizeof(double complex) * (size_t)U->len);
    dev_copyin(in, nb), dev_copyin(out, nb);
    if (U->storage == 12)
        (p ? lattice_doe_d12 : lattice_deo_d12)(n[0], n[1], n[2], n[3], U->u, in, out);
    else
        (p ? lattice_doe_d18 : lattice_deo_d18)(n[0], n[1], n[2], n[3], U->u, in, out);
    dev_update_host(out, nb);
    dev_delete(U->u, sizeof(double complex) * (size_t)U->len);
    dev_delete(in, nb), dev_delete(out, nb);
}

static double complex cdot(const double complex *a, const double complex *b, int64_t n)
{
    double complex s = 0;
    for (int64_t i = 0; i < n; ++i)
        s += conj(a[i]) * b[i];
    return s;
}

static void check_adjoint_and_storage(const lat_gauge *U18, const lat_gauge *U12, const char *what)
{
    const int64_t nv = 3 * U18->g.sizeh;
    double complex *a = rand_vec(nv), *b = rand_vec(nv);
    double complex *deo_b = xcalloc((size_t)nv, sizeof *a), *doe_a = xcalloc((size_t)nv, sizeof *a);
    double complex *deo12 = xcalloc((size_t)nv, sizeof *a);
    dslash_d(U18, 0, b, deo_b);
    dslash_d(U18, 1, a, doe_a);
    const double complex lhs = cdot(a, deo_b, nv), rhs = -cdot(doe_a, b, nv);
    CHECK(cabs(lhs - rhs) <= 1e-12 * (cabs(lhs) + 1), "%s: <a, Deo b> = %.15g%+.15gi but -<Doe a, b> = %.15g%+.15gi",
          what, creal(lhs), cimag(lhs), creal(rhs), cimag(rhs));
    dslash_d(U12, 0, b, deo12);
    double scale;
    const double d = max_abs_diff(deo12, deo_b, nv, &scale);
    CHECK(d <= 1e-13 * scale, "%s: Deo with 12-real links differs from 18-real links by %.3e", what, d);
    free(a), free(b), free(deo_b), free(doe_a), free(deo12);
}

static void check_mee_and_vec3(const lat_gauge *U, const char *what)
{
    const int64_t nv = 3 * U->g.sizeh;
    const size_t nb = sizeof(double complex) * (size_t)nv;
    const double m2 = 0.01 + rng_uniform();
    double complex *in = rand_vec(nv), *tmp = xcalloc((size_t)nv, sizeof *in), *out = xcalloc((size_t)nv, sizeof *in);
    double complex *odd = xmalloc(nb), *ref = xmalloc(nb);
    lat_ref_dslash(U, 1, in, odd);
    lat_ref_dslash(U, 0, odd, ref);
    for (int64_t i = 0; i < nv; ++i)
        ref[i] = m2 * in[i] - ref[i];
    dev_copyin(U->u, sizeof(double complex) * (size_t)U->len);
    dev_copyin(in, nb), dev_copyin(tmp, nb), dev_copyin(out, nb);
    lat_mee(U, m2, in, tmp, out);
    dev_update_host(out, nb);
    double scale, d = max_abs_diff(out, ref, nv, &scale);
    CHECK(d <= 1e-13 * scale, "%s: m^2 - Deo Doe differs from the reference by %.3e", what, d);
    /* vec3 algebra: y += a x, y = a x + b y, dot, norm2, copy */
    double complex *x = in, *y = rand_vec(nv), *yref = xmalloc(nb);
    const double ar = rng_uniform() - 0.5, ai = rng_uniform() - 0.5, b = rng_uniform();
    for (int64_t i = 0; i < nv; ++i)
        yref[i] = y[i] + (ar + I * ai) * x[i];
    dev_copyin(y, nb);
    lattice_vec3_axpy_d(nv, ar, ai, x, y);
    lattice_vec3_axpby_d(nv, ar, x, b, y);
    for (int64_t i = 0; i < nv; ++i)
        yref[i] = ar * x[i] + b * yref[i];
    double re, im;
    lattice_vec3_dot_d(nv, x, y, &re, &im);
    const double nrm = lattice_vec3_norm2_d(nv, y);
    dev_update_host(y, nb);
    d = max_abs_diff(y, yref, nv, &scale);
    CHECK(d <= 1e-14 * scale, "%s: axpy/axpby differ from the reference by %.3e", what, d);
    const double complex dref = cdot(x, yref, nv);
    double nref = 0;
    for (int64_t i = 0; i < nv; ++i)
        nref += creal(yref[i] * conj(yref[i]));
    CHECK(cabs(re + I * im - dref) <= 1e-12 * cabs(dref), "%s: dot %.15g%+.15gi, reference %.15g%+.15gi",
          what, re, im, creal(dref), cimag(dref));
    CHECK(fabs(nrm - nref) <= 1e-12 * nref, "%s: norm2 %.15g, reference %.15g", what, nrm, nref);
    lattice_vec3_copy_d(nv, x, tmp);
    dev_update_host(tmp, nb);
    CHECK(memcmp(tmp, x, nb) == 0, "%s: copy", what);
    /* float vec3 algebra */
    float complex *xf = xmalloc(sizeof *xf * (size_t)nv), *yf = xmalloc(sizeof *yf * (size_t)nv);
    for (int64_t i = 0; i < nv; ++i)
        xf[i] = (float complex)x[i], yf[i] = (float complex)yref[i];
    dev_copyin(xf, sizeof *xf * (size_t)nv), dev_copyin(yf, sizeof *yf * (size_t)nv);
    lattice_vec3_axpy_f(nv, (float)ar, (float)ai, xf, yf);
    const double nf = lattice_vec3_norm2_f(nv, yf);
    double nfr = 0;
    for (int64_t i = 0; i < nv; ++i) {
        const double complex v = (double complex)(float complex)yref[i] + (ar + I * ai) * (double complex)xf[i];
        nfr += creal(v * conj(v));
    }
    CHECK(fabs(nf - nfr) <= 1e-5 * nfr, "%s: float axpy + norm2 %.8g, reference %.8g", what, nf, nfr);
    dev_delete(xf, sizeof *xf * (size_t)nv), dev_delete(yf, sizeof *yf * (size_t)nv);
    dev_delete(U->u, sizeof(double complex) * (size_t)U->len);
    dev_delete(in, nb), dev_delete(tmp, nb), dev_delete(out, nb), dev_delete(y, nb);
    free(in), free(tmp), free(out), free(odd), free(ref), free(y), free(yref), free(xf), free(yf);
}

/* lattice_vec3_shift_update_many_*: m = 1 .. 15 shifts (every mix of the fused widths and the
 * one-shift kernel) against x += a p, then p = z r + b p, per shift on the host */
static void check_shift_updates(int64_t nv, const char *what)
{
    enum { MAXM = 15 };
    const size_t nb = sizeof(double complex) * (size_t)nv, nf = sizeof(float complex) * (size_t)nv;
    double complex *r = rand_vec(nv), *p[MAXM], *x[MAXM], *p0[MAXM], *x0[MAXM];
    float complex *rf = xmalloc(nf), *pf[MAXM], *xf[MAXM];
    double a[MAXM], z[MAXM], b[MAXM];
    for (int64_t i = 0; i < nv; ++i)
        rf[i] = (float complex)r[i];
    dev_copyin(r, nb), dev_copyin(rf, nf);
    for (int m = 1; m <= MAXM; ++m) {
        for (int k = 0; k < m; ++k) {
            a[k] = rng_uniform() - 0.5, z[k] = rng_uniform(), b[k] = rng_uniform() - 0.5;
            p0[k] = rand_vec(nv), x0[k] = rand_vec(nv), p[k] = xmalloc(nb), x[k] = xmalloc(nb);
            pf[k] = xmalloc(nf), xf[k] = xmalloc(nf);
            memcpy(p[k], p0[k], nb), memcpy(x[k], x0[k], nb);
            for (int64_t i = 0; i < nv; ++i)
                pf[k][i] = (float complex)p0[k][i], xf[k][i] = (float complex)x0[k][i];
            dev_copyin(p[k], nb), dev_copyin(x[k], nb), dev_copyin(pf[k], nf), dev_copyin(xf[k], nf);
        }
        lattice_vec3_shift_update_many_d(nv, m, a, z, b, r, p, x);
        lattice_vec3_shift_update_many_f(nv, m, a, z, b, rf, pf, xf);
        double err = 0, err_f = 0; /* largest |difference| over the shifts (all values are O(1)) */
        for (int k = 0; k < m; ++k) {
            dev_update_host(p[k], nb), dev_update_host(x[k], nb), dev_update_host(pf[k], nf), dev_update_host(xf[k], nf);
            for (int64_t i = 0; i < nv; ++i) {
                const double complex xr = x0[k][i] + a[k] * p0[k][i], pr = z[k] * r[i] + b[k] * p0[k][i];
                err = fmax(err, fmax(cabs(x[k][i] - xr), cabs(p[k][i] - pr)));
                err_f = fmax(err_f, fmax(cabs(xf[k][i] - xr), cabs(pf[k][i] - pr)));
            }
            dev_delete(p[k], nb), dev_delete(x[k], nb), dev_delete(pf[k], nf), dev_delete(xf[k], nf);
            free(p[k]), free(x[k]), free(p0[k]), free(x0[k]), free(pf[k]), free(xf[k]);
        }
        CHECK(err <= 1e-15, "%s: %d shift updates (double) differ from the reference by %.3e", what, m, err);
        CHECK(err_f <= 1e-6, "%s: %d shift updates (float) differ from the reference by %.3e", what, m, err_f);
    }
    dev_delete(r, nb), dev_delete(rf, nf);
    free(r), free(rf);
}

static void check_gauge_kernels(lat_gauge *U, const char *what)
{
    const lat_geom *g = &U->g;
    const int32_t *n = g->n;
    const int64_t sizeh = g->sizeh;
    const size_t ub = sizeof(double complex) * (size_t)U->len;
    dev_copyin(U->u, ub);
    const double plaq = lat_plaquette(U), pref = lat_ref_plaquette(U);
    CHECK(fabs(plaq - pref) <= 1e-14, "%s: plaquette %.16f, reference %.16f", what, plaq, pref);
    /* float plaquette */
    float complex *uf = xmalloc(sizeof *uf * (size_t)U->len);
    for (int64_t i = 0; i < U->len; ++i)
        uf[i] = (float complex)U->u[i];
    dev_copyin(uf, sizeof *uf * (size_t)U->len);
    double pf = 0;
    for (int p = 0; p < 2; ++p)
        pf += U->storage == 12 ? lattice_plaquette_f12(p, n[0], n[1], n[2], n[3], uf)
                               : lattice_plaquette_f18(p, n[0], n[1], n[2], n[3], uf);
    pf /= 6.0 * (double)g->vol;
    CHECK(fabs(pf - pref) <= 1e-5, "%s: float plaquette %.8f, reference %.8f", what, pf, pref);
    dev_delete(uf, sizeof *uf * (size_t)U->len);
    free(uf);
    /* staples and momentum update for every (mu, parity) */
    double complex *st = xcalloc(9 * (size_t)sizeh, sizeof *st);
    double *mom = xmalloc(sizeof *mom * 64 * (size_t)sizeh), *mom0 = xmalloc(sizeof *mom * 64 * (size_t)sizeh);
    for (int64_t i = 0; i < 64 * sizeh; ++i)
        mom[i] = mom0[i] = 2 * rng_uniform() - 1;
    dev_copyin(st, sizeof *st * 9 * (size_t)sizeh);
    dev_copyin(mom, sizeof *mom * 64 * (size_t)sizeh);
    const double eps = 0.3 * rng_uniform() + 0.05;
    double dst = 0, dmom = 0, dlink = 0, unit = 0;
    for (int mu = 0; mu < 4; ++mu)
        for (int p = 0; p < 2; ++p) {
            (U->storage == 12 ? lattice_staples_d12 : lattice_staples_d18)(mu, p, n[0], n[1], n[2], n[3], U->u, st);
            (U->storage == 12 ? lattice_mom_update_d12 : lattice_mom_update_d18)(mu, p, sizeh, eps, U->u, st, mom);
            dev_update_host(st, sizeof *st * 9 * (size_t)sizeh);
            for (int64_t h = 0; h < sizeh; ++h) {
                int32_t x[4];
                double complex s[3][3], u[3][3], X[3][3] = {{0}};
                lat_coords(g, p, h, x);
                lat_ref_staple(U, mu, x, s);
                for (int i = 0; i < 9; ++i)
                    dst = fmax(dst, cabs(st[i * sizeh + h] - s[i / 3][i % 3]));
                lat_link_get(U, mu, x, u);
                for (int i = 0; i < 3; ++i)
                    for (int j = 0; j < 3; ++j)
                        for (int k = 0; k < 3; ++k)
                            X[i][j] += u[i][k] * s[k][j];
                /* Y = i (X - X^dagger) / 2 minus its trace / 3 */
                double complex Y[3][3], tr = 0;
                for (int i = 0; i < 3; ++i)
                    for (int j = 0; j < 3; ++j)
                        Y[i][j] = I * (X[i][j] - conj(X[j][i])) / 2;
                tr = (Y[0][0] + Y[1][1] + Y[2][2]) / 3;
                const double want[8] = {creal(Y[0][1]), cimag(Y[0][1]), creal(Y[0][2]), cimag(Y[0][2]),
                                        creal(Y[1][2]), cimag(Y[1][2]), creal(Y[0][0] - tr), creal(Y[1][1] - tr)};
                const int f = 2 * mu + p;
                for (int k = 0; k < 8; ++k)
                    mom0[(f * 8 + k) * sizeh + h] += eps * want[k];
            }
        }
    dev_update_host(mom, sizeof *mom * 64 * (size_t)sizeh);
    for (int64_t i = 0; i < 64 * sizeh; ++i)
        dmom = fmax(dmom, fabs(mom[i] - mom0[i]));
    CHECK(dst <= 1e-13, "%s: staples differ from the reference by %.3e", what, dst);
    CHECK(dmom <= 1e-13, "%s: momentum update differs from the reference by %.3e", what, dmom);
    /* link update U <- exp(i eps H) U: against a reference exp by scaling and squaring */
    lat_gauge U0;
    convert_storage(U, &U0, U->storage);
    (U->storage == 12 ? lattice_link_update_d12 : lattice_link_update_d18)(sizeh, eps, mom, U->u);
    (U->storage == 12 ? lattice_reunitarise_d12 : lattice_reunitarise_d18)(sizeh, U->u);
    dev_update_host(U->u, ub);
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < sizeh; ++h) {
            int32_t x[4];
            lat_coords(g, p, h, x);
            for (int mu = 0; mu < 4; ++mu) {
                const double *m = mom + (2 * mu + p) * 8 * sizeh + h;
                double complex H[3][3], E[3][3], u0[3][3], u1[3][3];
                H[0][1] = m[0] + I * m[sizeh], H[0][2] = m[2 * sizeh] + I * m[3 * sizeh], H[1][2] = m[4 * sizeh] + I * m[5 * sizeh];
                H[1][0] = conj(H[0][1]), H[2][0] = conj(H[0][2]), H[2][1] = conj(H[1][2]);
                H[0][0] = m[6 * sizeh], H[1][1] = m[7 * sizeh], H[2][2] = -m[6 * sizeh] - m[7 * sizeh];
                /* exp(i eps H / 2^10)^(2^10) */
                double complex Q[3][3], T[3][3];
                for (int i = 0; i < 9; ++i)
                    Q[i / 3][i % 3] = I * eps * H[i / 3][i % 3] / 1024, E[i / 3][i % 3] = (i / 3 == i % 3);
                for (int k = 12; k >= 1; --k) {
                    for (int i = 0; i < 9; ++i) {
                        T[i / 3][i % 3] = 0;
                        for (int l = 0; l < 3; ++l)
                            T[i / 3][i % 3] += Q[i / 3][l] * E[l][i % 3];
                    }
                    for (int i = 0; i < 9; ++i)
                        E[i / 3][i % 3] = (i / 3 == i % 3) + T[i / 3][i % 3] / k;
                }
                for (int s = 0; s < 10; ++s) {
                    for (int i = 0; i < 9; ++i) {
                        T[i / 3][i % 3] = 0;
                        for (int l = 0; l < 3; ++l)
                            T[i / 3][i % 3] += E[i / 3][l] * E[l][i % 3];
                    }
                    memcpy(E, T, sizeof T);
                }
                lat_link_get(&U0, mu, x, u0);
                lat_link_get(U, mu, x, u1);
                for (int i = 0; i < 9; ++i) {
                    double complex e = 0;
                    for (int l = 0; l < 3; ++l)
                        e += E[i / 3][l] * u0[l][i % 3];
                    dlink = fmax(dlink, cabs(e - u1[i / 3][i % 3]));
                }
                for (int i = 0; i < 9; ++i) { /* unitarity */
                    double complex d = 0;
                    for (int l = 0; l < 3; ++l)
                        d += u1[i / 3][l] * conj(u1[i % 3][l]);
                    unit = fmax(unit, cabs(d - (i / 3 == i % 3)));
                }
            }
        }
    CHECK(dlink <= 1e-11, "%s: link update differs from exp(i eps H) U by %.3e", what, dlink);
    CHECK(unit <= 1e-14, "%s: links after the update are unitary to only %.3e", what, unit);
    dev_delete(U->u, ub);
    dev_delete(st, sizeof *st * 9 * (size_t)sizeh);
    dev_delete(mom, sizeof *mom * 64 * (size_t)sizeh);
    lat_gauge_free(&U0);
    free(st), free(mom), free(mom0);
}

static void check_reunitarise(lat_gauge *U, const char *what)
{
    /* perturb a copy, project: the result is unitary with det 1 and close to the original */
    lat_gauge V;
    convert_storage(U, &V, U->storage);
    for (int64_t i = 0; i < V.len; ++i)
        V.u[i] *= 1 + 1e-3 * rand_c();
    dev_copyin(V.u, sizeof(double complex) * (size_t)V.len);
    (V.storage == 12 ? lattice_reunitarise_d12 : lattice_reunitarise_d18)(V.g.sizeh, V.u);
    dev_update_host(V.u, sizeof(double complex) * (size_t)V.len);
    dev_delete(V.u, sizeof(double complex) * (size_t)V.len);
    double unit = 0, close = 0, det = 0;
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < V.g.sizeh; ++h) {
            int32_t x[4];
            lat_coords(&V.g, p, h, x);
            for (int mu = 0; mu < 4; ++mu) {
                double complex a[3][3], b[3][3];
                lat_link_get(&V, mu, x, a);
                lat_link_get(U, mu, x, b);
                for (int i = 0; i < 9; ++i) {
                    double complex d = 0;
                    for (int l = 0; l < 3; ++l)
                        d += a[i / 3][l] * conj(a[i % 3][l]);
                    unit = fmax(unit, cabs(d - (i / 3 == i % 3)));
                    close = fmax(close, cabs(a[i / 3][i % 3] - b[i / 3][i % 3]));
                }
                const double complex dt = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
                                          a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
                                          a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
                det = fmax(det, cabs(dt - 1));
            }
        }
    CHECK(unit <= 1e-14 && det <= 1e-14, "%s: reunitarised links: unitarity %.3e, |det - 1| %.3e", what, unit, det);
    CHECK(close <= 1e-2, "%s: reunitarisation moved a link by %.3e", what, close);
    lat_gauge_free(&V);
}

int main(void)
{
    test_seed();
    printf("flavour %s\n", dev_flavour());
    /* n0 = 2, 4, 6, 10: a row of one site, only its two ends, one and four sites between them */
    const int32_t shapes[][4] = {{4, 4, 4, 4}, {4, 2, 6, 8}, {6, 4, 2, 4}, {2, 4, 4, 6}, {10, 2, 4, 4}};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; ++s) {
        char err[100], what[100];
        lat_geom g;
        if (lat_geom_init(&g, shapes[s], err, sizeof err))
            die("%s", err);
        lat_gauge U18, U12;
        lat_gauge_alloc(&U18, &g, 18);
        lat_gauge_random(&U18, rng_next(), 1.0);
        convert_storage(&U18, &U12, 12);
        snprintf(what, sizeof what, "%dx%dx%dx%d", g.n[0], g.n[1], g.n[2], g.n[3]);
        check_adjoint_and_storage(&U18, &U12, what);
        for (int st = 0; st < 2; ++st) {
            lat_gauge *U = st ? &U12 : &U18;
            for (int pf = 0; pf < 2; ++pf) {
                snprintf(what, sizeof what, "%dx%dx%dx%d %s %d-real", g.n[0], g.n[1], g.n[2], g.n[3],
                         pf ? "float" : "double", U->storage);
                check_dslash(U, pf, what);
            }
            snprintf(what, sizeof what, "%dx%dx%dx%d %d-real", g.n[0], g.n[1], g.n[2], g.n[3], U->storage);
            check_mee_and_vec3(U, what);
            if (st == 0)
                check_shift_updates(3 * g.sizeh, what);
            check_reunitarise(U, what);
            check_gauge_kernels(U, what);
        }
        /* cold start: unit plaquette */
        lat_gauge_cold(&U12);
        dev_copyin(U12.u, sizeof(double complex) * (size_t)U12.len);
        const double cold = lat_plaquette(&U12);
        dev_delete(U12.u, sizeof(double complex) * (size_t)U12.len);
        CHECK(fabs(cold - 1) <= 1e-15, "%s: cold-start plaquette %.17g", what, cold);
        lat_gauge_free(&U18), lat_gauge_free(&U12);
    }
    return test_summary("test_lattice_kernels");
}
