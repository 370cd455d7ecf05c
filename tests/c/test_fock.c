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
 *     J, K still agree with the unscreened reference to 1e-8;
 *  5. digestion: fock_build_blocked with 1 ket per task (atomic), 3 and 1000 (every ket of a
 *     bra in one task: bra-block) gives the same J, K (1e-11 relative to the reference) and
 *     the expected task counts (1 ket: one task per quartet; 1000: one per bra pair and class);
 *  6. the SCF's eigensolver (cuSOLVER when offloading to a GPU, else LAPACKE) on a random
 *     symmetric matrix: A V = V diag(w) and V^T V = I to 1e-12 relative, w ascending;
 *  7. RHF water / STO-3G with this flavour's Fock build and eigensolver: -74.942079928192
 *     hartree to 1e-8 (T. D. Crawford's programming projects, project 3; the geometry and
 *     value of tests/python/test_eri_scf.py);
 *  8. plans (fock.h), on the basis of 2.: the J, K of three unit ranges covering the build add
 *     up to the full build's (1e-12 relative); builds are linear in D, so J(D1) + J(D2 - D1)
 *     = J(D2) (incremental builds); density screening (1e-14) of a small change D2 - D1 on two
 *     fragments 25 bohr apart skips quartets and stays within 1e-12 of the unscreened build;
 *     primitive screening at 1e-12 stays within 1e-9 of none, and at an absurd threshold it
 *     is far off (it does skip).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device.h"
#include "eri/basis.h"
#include "eri/basis_io.h"
#include "eri/eigen.h"
#include "eri/eri_reference.h"
#include "eri/fock.h"
#include "eri/fock_reference.h"
#include "eri/scf.h"
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

/* J, K of D with a plan of options o into J, K (nbf^2 each), over units [first, end) or all
 * (end < 0); returns the stats' screened quartets. */
static long plan_build(const eri_basis *bs, const fock_options *o, const double *D, double *J,
                       double *K, int64_t first, int64_t end)
{
    fock_plan *p = fock_plan_create(bs, o, 1);
    fock_stats st;
    fock_plan_build_range(p, D, J, K, first, end < 0 ? fock_plan_units(p) : end, &st);
    fock_plan_free(p);
    return st.quartets_screened;
}

/* max |A + B - C| / max |C| over n entries */
static double sum_error(const double *A, const double *B, const double *C, size_t n)
{
    double m = 0.0;
    for (size_t i = 0; i < n; ++i)
        m = fmax(m, fabs(A[i] + B[i] - C[i]));
    return m / max_abs(C, n);
}

static void check_plans(void)
{
    /* two fragments 25 bohr apart: the quartets that pair them have tiny Schwarz factors,
     * so density screening certainly skips some */
    eri_basis bs = {0, NULL, 0, 0};
    random_basis(&bs, 2, 3.0, 0.0, 0);
    random_basis(&bs, 2, 3.0, 25.0, 2);
    const size_t nn = (size_t)bs.nbf * (size_t)bs.nbf;
    double *D1 = random_density(bs.nbf), *D2 = random_density(bs.nbf), *dD = xmalloc(sizeof(double) * nn);
    double *J[4], *K[4];
    for (int k = 0; k < 4; ++k) {
        J[k] = xcalloc(nn, sizeof(double));
        K[k] = xcalloc(nn, sizeof(double));
    }
    fock_options o;
    fock_options_default(&o, 0.0);
    /* unit ranges */
    fock_plan *p = fock_plan_create(&bs, &o, 1);
    const int64_t u = fock_plan_units(p);
    fock_plan_free(p);
    plan_build(&bs, &o, D1, J[0], K[0], 0, -1);
    plan_build(&bs, &o, D1, J[1], K[1], 0, u / 3);
    plan_build(&bs, &o, D1, J[2], K[2], u / 3, 2 * u / 3);
    plan_build(&bs, &o, D1, J[3], K[3], 2 * u / 3, u);
    for (size_t i = 0; i < nn; ++i) {
        J[1][i] += J[2][i];
        K[1][i] += K[2][i];
    }
    double ej = sum_error(J[1], J[3], J[0], nn), ek = sum_error(K[1], K[3], K[0], nn);
    printf("plan: %ld units in 3 ranges: J rel err %.3e, K rel err %.3e\n", (long)u, ej, ek);
    CHECK(u > 3 && ej <= 1e-12 && ek <= 1e-12, "unit ranges: %ld units, errors %.3e %.3e", (long)u, ej, ek);
    /* linearity: J(D1) + J(D2 - D1) = J(D2); D2 a small change of D1 */
    for (size_t i = 0; i < nn; ++i)
        D2[i] = D1[i] + 1e-6 * D2[i];
    for (size_t i = 0; i < nn; ++i)
        dD[i] = D2[i] - D1[i];
    plan_build(&bs, &o, dD, J[1], K[1], 0, -1);
    plan_build(&bs, &o, D2, J[2], K[2], 0, -1);
    ej = sum_error(J[0], J[1], J[2], nn);
    ek = sum_error(K[0], K[1], K[2], nn);
    printf("incremental: J rel err %.3e, K rel err %.3e\n", ej, ek);
    CHECK(ej <= 1e-12 && ek <= 1e-12, "J(D1) + J(D2 - D1) vs J(D2): %.3e %.3e", ej, ek);
    /* density screening of the change */
    fock_options od = o;
    od.density = 1e-14;
    const long screened = plan_build(&bs, &od, dD, J[3], K[3], 0, -1);
    ej = max_diff(J[3], J[1], nn);
    ek = max_diff(K[3], K[1], nn);
    printf("density screening 1e-14 of a change of 1e-6: %ld quartets skipped, J err %.3e, K err %.3e\n",
           screened, ej, ek);
    CHECK(screened > 0 && ej <= 1e-12 && ek <= 1e-12, "density screening: %ld skipped, errors %.3e %.3e",
          screened, ej, ek);
    /* primitive screening */
    fock_options op = o;
    op.primitive = 1e-12;
    plan_build(&bs, &op, D1, J[3], K[3], 0, -1);
    ej = max_diff(J[3], J[0], nn);
    ek = max_diff(K[3], K[0], nn);
    op.primitive = 1e2;
    plan_build(&bs, &op, D1, J[1], K[1], 0, -1);
    const double far = fmax(max_diff(J[1], J[0], nn), max_diff(K[1], K[0], nn));
    printf("primitive screening 1e-12: J err %.3e, K err %.3e (at 1e2: %.3e)\n", ej, ek, far);
    CHECK(ej <= 1e-9 && ek <= 1e-9, "primitive screening 1e-12: errors %.3e %.3e", ej, ek);
    CHECK(far > 1e-3, "primitive screening at 1e2 changed J, K by only %.3e", far);
    for (int k = 0; k < 4; ++k) {
        free(J[k]);
        free(K[k]);
    }
    free(D1); free(D2); free(dD);
    free(bs.shells);
}

static void check_eigensolver(void)
{
    const int n = 60;
    double *A = xmalloc(sizeof(double) * n * n), *V = xmalloc(sizeof(double) * n * n),
           *w = xmalloc(sizeof(double) * n);
    double amax = 0.0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j <= i; ++j) {
            A[i * n + j] = A[j * n + i] = 2 * rng_uniform() - 1;
            amax = fmax(amax, fabs(A[i * n + j]));
        }
    memcpy(V, A, sizeof(double) * n * n);
    const int info = eri_syev(n, V, w);
    double res = 0.0, orth = 0.0;
    int ascending = 1;
    for (int i = 0; i < n; ++i) {
        if (i > 0 && w[i] < w[i - 1])
            ascending = 0;
        for (int k = 0; k < n; ++k) {
            double av = 0.0, vv = 0.0;
            for (int j = 0; j < n; ++j) {
                av += A[i * n + j] * V[j * n + k];  /* (A V)_ik */
                vv += V[j * n + i] * V[j * n + k];  /* (V^T V)_ik */
            }
            res = fmax(res, fabs(av - V[i * n + k] * w[k]));
            orth = fmax(orth, fabs(vv - (i == k)));
        }
    }
    printf("eigensolver %s: n %d, max|A V - V w| = %.3e (max|A| %.2f), max|V^T V - I| = %.3e\n",
           eri_eigensolver_name(), n, res, amax, orth);
    CHECK(info == 0, "eri_syev: info %d", info);
    CHECK(ascending, "eigenvalues not ascending");
    CHECK(res <= 1e-12 * n * amax && orth <= 1e-12, "eigenpairs: residual %.3e, orthogonality %.3e",
          res, orth);
    free(A);
    free(V);
    free(w);
}

static void check_rhf_water(void)
{
    /* Crawford's geometry (bohr) in Angstrom, as drivers/scf.c's embedded default */
    static const char water[] = "3\nwater\n"
                                "O   0.000000000000000  -0.075791838098920   0.000000000000000\n"
                                "H   0.866811766181276   0.601435735705694   0.000000000000000\n"
                                "H  -0.866811766181276   0.601435735705694   0.000000000000000\n";
    eri_molecule mol;
    eri_basis bs;
    eri_parse_xyz(water, "water", &mol);
    eri_load_basis("sto-3g", &mol, &bs);
    eri_scf_options opts;
    eri_scf_defaults(&opts);
    opts.e_conv = 1e-12;
    opts.d_conv = 1e-10;
    eri_scf_result r;
    eri_rhf(&mol, &bs, &opts, &r, NULL);
    const double ref = -74.942079928192;
    printf("RHF water/STO-3G (%s, %s): %.12f hartree, %d iterations, |E - ref| = %.2e\n",
           eri_default_fock_name(), eri_eigensolver_name(), r.energy, r.iterations,
           fabs(r.energy - ref));
    CHECK(r.converged && fabs(r.energy - ref) < 1e-8, "RHF water/STO-3G: %.12f (converged %d)",
          r.energy, r.converged);
    eri_scf_result_free(&r);
    eri_basis_free(&bs);
    eri_molecule_free(&mol);
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
    eri_basis bs = {0, NULL, 0, 0};
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

    /* 5. digestion schemes, on the basis of 2. */
    long pairs_of_type[6] = {0};
    for (int a = 0; a < bs.nshells; ++a)
        for (int b = 0; b <= a; ++b) {
            const int la = bs.shells[a].l, lb = bs.shells[b].l;
            pairs_of_type[la > lb ? la * (la + 1) / 2 + lb : lb * (lb + 1) / 2 + la]++;
        }
    long bra_class_pairs = 0; /* (bra pair, class) with at least one ket */
    for (int pb = 0; pb < 6; ++pb)
        for (int pk = 0; pk <= pb; ++pk)
            bra_class_pairs += pairs_of_type[pk] > 0 ? pairs_of_type[pb] : 0;
    const int blocks[3] = {1, 3, 1000};
    for (int b = 0; b < 3; ++b) {
        fock_build_blocked(&bs, D, J, K, 0.0, blocks[b], &st);
        ej = max_diff(J, Jr, nn) / max_abs(Jr, nn);
        ek = max_diff(K, Kr, nn) / max_abs(Kr, nn);
        long quartets = 0;
        for (int c = 0; c < ERI_NCLASS; ++c)
            quartets += st.quartets_per_class[c];
        printf("ket block %4d: %ld tasks for %ld quartets, J rel err %.3e, K rel err %.3e\n",
               blocks[b], st.tasks, quartets, ej, ek);
        CHECK(ej <= 1e-11 && ek <= 1e-11, "ket block %d: J, K relative errors %.3e %.3e",
              blocks[b], ej, ek);
        CHECK(quartets == npairs * (npairs + 1) / 2, "ket block %d: %ld quartets", blocks[b],
              quartets);
        if (blocks[b] == 1)
            CHECK(st.tasks == quartets, "ket block 1: %ld tasks for %ld quartets", st.tasks,
                  quartets);
        else if (blocks[b] == 1000)
            CHECK(st.tasks == bra_class_pairs, "ket block 1000: %ld tasks, expected %ld",
                  st.tasks, bra_class_pairs);
        else
            CHECK(st.tasks > bra_class_pairs && st.tasks < quartets,
                  "ket block %d: %ld tasks (bra/class pairs %ld, quartets %ld)", blocks[b],
                  st.tasks, bra_class_pairs, quartets);
    }

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

    check_plans();

    check_eigensolver();
    check_rhf_water();
    return test_summary("test_fock");
}
