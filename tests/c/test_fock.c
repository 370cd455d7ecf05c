/* The generated ERI kernels and the Fock build in this binary's flavour against the
 * hand-written references (eri_reference_quartet, fock_build_reference), on fresh random
 * inputs: random normalised shells (s, p, d; 1..3 primitives; random exponents,
 * coefficients and centres) and a random symmetric density.
 *
 *  1. fock_eri_quartet (every one of the 81 (la lb|lc ld) orders, through the 21 generated
 *     classes) equals eri_reference_quartet to 1e-12 absolute;
 *  2. fock_build without screening equals fock_build_reference to 1e-11 relative to max|J|;
 *  3. statistics: quartets per class + screened = all unique shell quartets; per-class
 *     counts match the shell list;
 *  4. with two fragments 25 bohr apart and a threshold of 1e-10, quartets are screened and
 *     J, K still agree with the unscreened reference to 1e-8.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device.h"
#include "eri/basis.h"
#include "eri/basis_io.h"
#include "eri/eri_reference.h"
#include "eri/fock.h"
#include "eri/fock_reference.h"
#include "util.h"

static void random_shell(eri_shell *s, int l, const double *centre)
{
    s->l = l;
    s->nprim = 1 + rng_below(3);
    for (int p = 0; p < s->nprim; ++p) {
        s->exp[p] = 0.1 * pow(100.0, rng_uniform());
        s->coef[p] = 0.2 + rng_uniform();
    }
    memcpy(s->center, centre, sizeof s->center);
    eri_normalize_shell(s); /* basis.h convention: integrals of order 1 */
    s->atom = 0;
    s->first_bf = 0;
}

/* natoms atoms in a box of side `box` (offset by shift along x), each with shells s s p d. */
static void random_basis(eri_basis *bs, int natoms, double box, double shift, int first_atom)
{
    static const int ls[] = {0, 0, 1, 2};
    const int per = 4;
    eri_shell *old = bs->shells;
    bs->shells = xmalloc(sizeof(eri_shell) * (size_t)(bs->nshells + natoms * per));
    if (old) {
        memcpy(bs->shells, old, sizeof(eri_shell) * (size_t)bs->nshells);
        free(old);
    }
    for (int a = 0; a < natoms; ++a) {
        double c[3] = {shift + box * rng_uniform(), box * rng_uniform(), box * rng_uniform()};
        for (int k = 0; k < per; ++k) {
            eri_shell *s = &bs->shells[bs->nshells++];
            random_shell(s, ls[k], c);
            s->atom = first_atom + a;
            s->first_bf = bs->nbf;
            bs->nbf += eri_ncart(s->l);
        }
    }
}

static double max_abs(const double *x, size_t n)
{
    double m = 0;
    for (size_t i = 0; i < n; ++i)
        m = fmax(m, fabs(x[i]));
    return m;
}

static double max_diff(const double *x, const double *y, size_t n)
{
    double m = 0;
    for (size_t i = 0; i < n; ++i)
        m = fmax(m, fabs(x[i] - y[i]));
    return m;
}

static double *random_density(int nbf)
{
    double *D = xmalloc(sizeof(double) * (size_t)nbf * (size_t)nbf);
    for (int i = 0; i < nbf; ++i)
        for (int j = 0; j <= i; ++j)
            D[i * nbf + j] = D[j * nbf + i] = 2 * rng_uniform() - 1;
    return D;
}

int main(void)
{
    test_seed();
    printf("flavour %s (offloading: %d)\n", dev_flavour(), dev_is_offloading());

    /* 1. single quartets, every angular-momentum order */
    double ours[1296], ref[1296];
    double worst = 0;
    for (int la = 0; la <= 2; ++la)
        for (int lb = 0; lb <= 2; ++lb)
            for (int lc = 0; lc <= 2; ++lc)
                for (int ld = 0; ld <= 2; ++ld)
                    for (int t = 0; t < 3; ++t) {
                        eri_shell s[4];
                        const int l[4] = {la, lb, lc, ld};
                        for (int k = 0; k < 4; ++k) {
                            double c[3] = {3 * rng_uniform(), 3 * rng_uniform(), 3 * rng_uniform()};
                            random_shell(&s[k], l[k], c);
                        }
                        fock_eri_quartet(&s[0], &s[1], &s[2], &s[3], ours);
                        eri_reference_quartet(&s[0], &s[1], &s[2], &s[3], ref);
                        const int n = eri_ncart(la) * eri_ncart(lb) * eri_ncart(lc) * eri_ncart(ld);
                        const double err = max_diff(ours, ref, (size_t)n);
                        worst = fmax(worst, err);
                        CHECK(err <= 1e-12, "(%d%d|%d%d): max |generated - reference| = %.3e", la,
                              lb, lc, ld, err);
                    }
    printf("quartets: max |generated - reference| = %.3e\n", worst);

    /* 2. + 3. Fock build without screening */
    eri_basis bs = {0, NULL, 0};
    random_basis(&bs, 3, 3.0, 0.0, 0);
    const int nbf = bs.nbf;
    const size_t nn = (size_t)nbf * (size_t)nbf;
    double *D = random_density(nbf);
    double *J = xmalloc(sizeof(double) * nn), *K = xmalloc(sizeof(double) * nn);
    double *Jr = xmalloc(sizeof(double) * nn), *Kr = xmalloc(sizeof(double) * nn);
    fock_stats st, str;
    fock_build(&bs, D, J, K, 0.0, &st);
    fock_build_reference(&bs, D, Jr, Kr, 0.0, &str);
    double ej = max_diff(J, Jr, nn) / max_abs(Jr, nn), ek = max_diff(K, Kr, nn) / max_abs(Kr, nn);
    printf("fock (%d shells, %d bf): J rel err %.3e, K rel err %.3e (%.3f s; reference %.3f s)\n",
           bs.nshells, nbf, ej, ek, st.total_seconds, str.total_seconds);
    CHECK(ej <= 1e-11, "J: relative error %.3e", ej);
    CHECK(ek <= 1e-11, "K: relative error %.3e", ek);
    const long npairs = (long)bs.nshells * (bs.nshells + 1) / 2;
    long total = 0, expect[ERI_NCLASS] = {0};
    for (int c = 0; c < ERI_NCLASS; ++c)
        total += st.quartets_per_class[c];
    CHECK(total == npairs * (npairs + 1) / 2 && st.quartets_screened == 0,
          "unique quartets %ld (+%ld screened), expected %ld", total, st.quartets_screened,
          npairs * (npairs + 1) / 2);
    /* per class from the shell list: canonical order of every unique quartet */
    for (int a = 0; a < bs.nshells; ++a)
        for (int b = 0; b <= a; ++b)
            for (int c = 0; c < bs.nshells; ++c)
                for (int d = 0; d <= c; ++d) {
                    if (a * (a + 1) / 2 + b < c * (c + 1) / 2 + d)
                        continue;
                    int l[4] = {bs.shells[a].l, bs.shells[b].l, bs.shells[c].l, bs.shells[d].l}, t;
                    if (l[0] < l[1]) { t = l[0]; l[0] = l[1]; l[1] = t; }
                    if (l[2] < l[3]) { t = l[2]; l[2] = l[3]; l[3] = t; }
                    if (l[0] * (l[0] + 1) / 2 + l[1] < l[2] * (l[2] + 1) / 2 + l[3]) {
                        t = l[0]; l[0] = l[2]; l[2] = t;
                        t = l[1]; l[1] = l[3]; l[3] = t;
                    }
                    expect[ERI_CLASS(l[0], l[1], l[2], l[3])]++;
                }
    int mismatched = 0;
    for (int c = 0; c < ERI_NCLASS; ++c)
        mismatched += expect[c] != st.quartets_per_class[c];
    CHECK(mismatched == 0, "%d classes with unexpected quartet counts", mismatched);

    /* 4. screening: a second fragment far away */
    random_basis(&bs, 2, 3.0, 25.0, 3);
    const int nbf2 = bs.nbf;
    const size_t nn2 = (size_t)nbf2 * (size_t)nbf2;
    double *D2 = random_density(nbf2);
    double *J2 = xmalloc(sizeof(double) * nn2), *K2 = xmalloc(sizeof(double) * nn2);
    double *Jr2 = xmalloc(sizeof(double) * nn2), *Kr2 = xmalloc(sizeof(double) * nn2);
    fock_build(&bs, D2, J2, K2, 1e-10, &st);
    fock_build_reference(&bs, D2, Jr2, Kr2, 0.0, &str);
    ej = max_diff(J2, Jr2, nn2);
    ek = max_diff(K2, Kr2, nn2);
    printf("screened fock (%d shells): %ld quartets skipped; J err %.3e, K err %.3e\n",
           bs.nshells, st.quartets_screened, ej, ek);
    CHECK(st.quartets_screened > 0, "no quartet was screened");
    CHECK(ej <= 1e-8 && ek <= 1e-8, "screened J/K error %.3e %.3e", ej, ek);

    free(D); free(J); free(K); free(Jr); free(Kr);
    free(D2); free(J2); free(K2); free(Jr2); free(Kr2);
    free(bs.shells);
    return test_summary("test_fock");
}
