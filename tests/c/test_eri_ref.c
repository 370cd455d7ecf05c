/* The reference ERIs (eri_reference.c, McMurchie-Davidson) and the one-electron integrals
 * (onebody.c, Obara-Saika) against independent values, on fresh random centres and exponents:
 *  - closed forms for s primitives: (ss|ss) = 2 pi^(5/2) / (p q sqrt(p+q)) K_ab K_cd F_0,
 *    S_ss = (pi/p)^(3/2) K_ab, T_ss = mu (3 - 2 mu R^2) S_ss, V_ss = -Z 2 pi / p K_ab F_0,
 *    with F_0 from libm erf (not boys.h);
 *  - p and d functions from those closed forms by differentiating with respect to the centre
 *    (x_A e^{-a r_A^2} = 1/(2a) d/dA_x e^{-a r_A^2}, x_A^2 e = (d^2/dA_x^2 + 2a) e / (4a^2),
 *    x_A y_A e = d^2/dA_x dA_y e / (4a^2)), by 4th-order central differences;
 *  - permutational symmetry (ab|cd) = (ba|cd) = (ab|dc) = (cd|ab) on random contracted shells;
 *  - normalisation convention of basis.h: <x^l|x^l> = 1, <xy|xy> = 1/3 for d shells. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "eri/basis_io.h"
#include "eri/eri_reference.h"
#include "eri/onebody.h"

#define PI 3.14159265358979323846

static double F0(double T) { return T < 1e-14 ? 1.0 - T / 3.0 : 0.5 * sqrt(PI / T) * erf(sqrt(T)); }

/* Closed forms over primitive s functions at X[0..3] with exponents ex[0..3]. */
typedef double (*closed_form)(double X[4][3], const double ex[4]);
static double nucleus[3];
static int nucleus_Z;

static void gauss_product(const double *A, const double *B, double a, double b, double *P,
                          double *K)
{
    double r2 = 0.0;
    for (int x = 0; x < 3; x++) {
        P[x] = (a * A[x] + b * B[x]) / (a + b);
        r2 += (A[x] - B[x]) * (A[x] - B[x]);
    }
    *K = exp(-a * b / (a + b) * r2);
}

static double ssss(double X[4][3], const double ex[4])
{
    double P[3], Q[3], Kab, Kcd;
    gauss_product(X[0], X[1], ex[0], ex[1], P, &Kab);
    gauss_product(X[2], X[3], ex[2], ex[3], Q, &Kcd);
    const double p = ex[0] + ex[1], q = ex[2] + ex[3];
    double r2 = 0.0;
    for (int x = 0; x < 3; x++)
        r2 += (P[x] - Q[x]) * (P[x] - Q[x]);
    return 2.0 * pow(PI, 2.5) / (p * q * sqrt(p + q)) * Kab * Kcd * F0(p * q / (p + q) * r2);
}

static double overlap_ss(double X[4][3], const double ex[4])
{
    double P[3], K;
    gauss_product(X[0], X[1], ex[0], ex[1], P, &K);
    return pow(PI / (ex[0] + ex[1]), 1.5) * K;
}

static double kinetic_ss(double X[4][3], const double ex[4])
{
    const double mu = ex[0] * ex[1] / (ex[0] + ex[1]);
    double r2 = 0.0;
    for (int x = 0; x < 3; x++)
        r2 += (X[0][x] - X[1][x]) * (X[0][x] - X[1][x]);
    return mu * (3.0 - 2.0 * mu * r2) * overlap_ss(X, ex);
}

static double nuclear_ss(double X[4][3], const double ex[4])
{
    double P[3], K, r2 = 0.0;
    gauss_product(X[0], X[1], ex[0], ex[1], P, &K);
    const double p = ex[0] + ex[1];
    for (int x = 0; x < 3; x++)
        r2 += (P[x] - nucleus[x]) * (P[x] - nucleus[x]);
    return -nucleus_Z * 2.0 * PI / p * K * F0(p * r2);
}

/* Nested 4th-order central differences d/dX[c[0]][d[0]] ... of f. */
static const double H = 1e-3;
static double deriv(closed_form f, double X[4][3], const double ex[4], const int *c, const int *d,
                    int n)
{
    if (n == 0)
        return f(X, ex);
    static const double w[4] = {1.0, -8.0, 8.0, -1.0}, s[4] = {-2.0, -1.0, 1.0, 2.0};
    const double x0 = X[c[0]][d[0]];
    double sum = 0.0;
    for (int k = 0; k < 4; k++) {
        X[c[0]][d[0]] = x0 + s[k] * H;
        sum += w[k] * deriv(f, X, ex, c + 1, d + 1, n - 1);
    }
    X[c[0]][d[0]] = x0;
    return sum / (12.0 * H);
}

/* Integral over Cartesian functions with exponents pw[k][3] (total <= 2 on one centre, or
 * 1 on each of two centres) from the closed form by differentiation. */
static double by_derivatives(closed_form f, double X[4][3], const double ex[4], int pw[4][3])
{
    int c[2], d[2], n = 0, twice = -1;
    double scale = 1.0;
    for (int k = 0; k < 4; k++)
        for (int x = 0; x < 3; x++)
            for (int r = 0; r < pw[k][x]; r++) {
                c[n] = k;
                d[n] = x;
                n++;
                scale /= 2.0 * ex[k];
                if (pw[k][x] == 2)
                    twice = k;
            }
    double v = deriv(f, X, ex, c, d, n) * scale;
    if (twice >= 0) /* x^2: (d^2 + 2a) / (4a^2) */
        v += f(X, ex) / (2.0 * ex[twice]);
    return v;
}

static void random_shell(eri_shell *sh, int l, int nprim, int normalise)
{
    memset(sh, 0, sizeof *sh);
    sh->l = l;
    sh->nprim = nprim;
    for (int p = 0; p < nprim; p++) {
        sh->exp[p] = 0.3 + 2.7 * rng_uniform();
        sh->coef[p] = normalise ? 0.2 + rng_uniform() : 1.0;
    }
    for (int x = 0; x < 3; x++)
        sh->center[x] = -1.0 + 2.0 * rng_uniform();
    if (normalise)
        eri_normalize_shell(sh);
}

static void components(int l, int (*xyz)[3])
{
    int n = 0;
    for (int i = l; i >= 0; i--)
        for (int j = l - i; j >= 0; j--) {
            xyz[n][0] = i;
            xyz[n][1] = j;
            xyz[n][2] = l - i - j;
            n++;
        }
}

/* Compare a reference block of (l0 l1 | l2 l3), primitives, against by_derivatives. */
static void check_eri_block(const int l[4], double tol)
{
    eri_shell sh[4];
    double X[4][3], ex[4];
    for (int k = 0; k < 4; k++) {
        random_shell(&sh[k], l[k], 1, 0);
        memcpy(X[k], sh[k].center, sizeof X[k]);
        ex[k] = sh[k].exp[0];
    }
    int n[4], cart[4][6][3];
    for (int k = 0; k < 4; k++) {
        n[k] = eri_ncart(l[k]);
        components(l[k], cart[k]);
    }
    double out[6 * 6 * 6 * 6];
    eri_reference_quartet(&sh[0], &sh[1], &sh[2], &sh[3], out);
    double scale = 0.0;
    for (int i = 0; i < n[0] * n[1] * n[2] * n[3]; i++)
        scale = fmax(scale, fabs(out[i]));
    for (int i = 0; i < n[0]; i++)
        for (int j = 0; j < n[1]; j++)
            for (int k = 0; k < n[2]; k++)
                for (int m = 0; m < n[3]; m++) {
                    int pw[4][3];
                    memcpy(pw[0], cart[0][i], sizeof pw[0]);
                    memcpy(pw[1], cart[1][j], sizeof pw[1]);
                    memcpy(pw[2], cart[2][k], sizeof pw[2]);
                    memcpy(pw[3], cart[3][m], sizeof pw[3]);
                    const double want = by_derivatives(ssss, X, ex, pw);
                    const double got = out[((i * n[1] + j) * n[2] + k) * n[3] + m];
                    CHECK(fabs(got - want) <= tol * scale + 1e-13,
                          "(%d%d|%d%d) component %d %d %d %d: %.15g vs finite differences %.15g",
                          l[0], l[1], l[2], l[3], i, j, k, m, got, want);
                }
}

static void check_onebody(void)
{
    /* two-shell basis on random centres, primitives with coef 1 */
    for (int la = 0; la <= 2; la++)
        for (int lb = 0; lb <= 2; lb++) {
            if (la + lb > 2 && !(la == 1 && lb == 1))
                continue;
            eri_shell sh[2];
            random_shell(&sh[0], la, 1, 0);
            random_shell(&sh[1], lb, 1, 0);
            sh[0].first_bf = 0;
            sh[1].first_bf = eri_ncart(la);
            eri_basis bs = {2, sh, eri_ncart(la) + eri_ncart(lb), 0};
            const int nbf = bs.nbf;
            double S[144], T[144], V[144];
            int Z = 1 + rng_below(8);
            double C[1][3];
            for (int x = 0; x < 3; x++)
                C[0][x] = nucleus[x] = -1.0 + 2.0 * rng_uniform();
            nucleus_Z = Z;
            eri_molecule mol = {1, &Z, C};
            eri_overlap(&bs, S);
            eri_kinetic(&bs, T);
            eri_nuclear(&bs, &mol, V);
            double X[4][3] = {{0}}, ex[4] = {sh[0].exp[0], sh[1].exp[0], 1.0, 1.0};
            memcpy(X[0], sh[0].center, sizeof X[0]);
            memcpy(X[1], sh[1].center, sizeof X[1]);
            int ca[6][3], cb[6][3];
            components(la, ca);
            components(lb, cb);
            for (int i = 0; i < eri_ncart(la); i++)
                for (int j = 0; j < eri_ncart(lb); j++) {
                    int pw[4][3] = {{0}};
                    memcpy(pw[0], ca[i], sizeof pw[0]);
                    memcpy(pw[1], cb[j], sizeof pw[1]);
                    const int m = i, nn = sh[1].first_bf + j;
                    const double s = by_derivatives(overlap_ss, X, ex, pw);
                    const double t = by_derivatives(kinetic_ss, X, ex, pw);
                    const double v = by_derivatives(nuclear_ss, X, ex, pw);
                    CHECK(fabs(S[m * nbf + nn] - s) < 1e-8 * (1 + fabs(s)), "S (%d|%d) %d %d: %.15g vs %.15g", la, lb, i, j, S[m * nbf + nn], s);
                    CHECK(fabs(T[m * nbf + nn] - t) < 1e-8 * (1 + fabs(t)), "T (%d|%d) %d %d: %.15g vs %.15g", la, lb, i, j, T[m * nbf + nn], t);
                    CHECK(fabs(V[m * nbf + nn] - v) < 1e-8 * (1 + fabs(v)), "V (%d|%d) %d %d: %.15g vs %.15g", la, lb, i, j, V[m * nbf + nn], v);
                    CHECK(S[m * nbf + nn] == S[nn * nbf + m] && T[m * nbf + nn] == T[nn * nbf + m] &&
                              V[m * nbf + nn] == V[nn * nbf + m], "one-electron matrices symmetric");
                }
        }
}

static void check_symmetry(void)
{
    for (int rep = 0; rep < 30; rep++) {
        eri_shell s[4];
        for (int k = 0; k < 4; k++)
            random_shell(&s[k], rng_below(3), 1 + rng_below(3), 1);
        const int n0 = eri_ncart(s[0].l), n1 = eri_ncart(s[1].l), n2 = eri_ncart(s[2].l),
                  n3 = eri_ncart(s[3].l);
        static double abcd[1296], bacd[1296], abdc[1296], cdab[1296];
        eri_reference_quartet(&s[0], &s[1], &s[2], &s[3], abcd);
        eri_reference_quartet(&s[1], &s[0], &s[2], &s[3], bacd);
        eri_reference_quartet(&s[0], &s[1], &s[3], &s[2], abdc);
        eri_reference_quartet(&s[2], &s[3], &s[0], &s[1], cdab);
        double scale = 0.0, worst = 0.0;
        for (int i = 0; i < n0 * n1 * n2 * n3; i++)
            scale = fmax(scale, fabs(abcd[i]));
        for (int i = 0; i < n0; i++)
            for (int j = 0; j < n1; j++)
                for (int k = 0; k < n2; k++)
                    for (int l = 0; l < n3; l++) {
                        const double v = abcd[((i * n1 + j) * n2 + k) * n3 + l];
                        worst = fmax(worst, fabs(v - bacd[((j * n0 + i) * n2 + k) * n3 + l]));
                        worst = fmax(worst, fabs(v - abdc[((i * n1 + j) * n3 + l) * n2 + k]));
                        worst = fmax(worst, fabs(v - cdab[((k * n3 + l) * n0 + i) * n1 + j]));
                    }
        CHECK(worst <= 1e-13 * scale, "(%d%d|%d%d): permutational symmetry broken by %.3e (scale %.3e)",
              s[0].l, s[1].l, s[2].l, s[3].l, worst, scale);
    }
    /* contracted (ss|ss): sum over primitives of the closed form */
    eri_shell s[4];
    for (int k = 0; k < 4; k++)
        random_shell(&s[k], 0, 1 + rng_below(4), 1);
    double got, want = 0.0;
    eri_reference_quartet(&s[0], &s[1], &s[2], &s[3], &got);
    for (int a = 0; a < s[0].nprim; a++)
        for (int b = 0; b < s[1].nprim; b++)
            for (int c = 0; c < s[2].nprim; c++)
                for (int d = 0; d < s[3].nprim; d++) {
                    double X[4][3], ex[4] = {s[0].exp[a], s[1].exp[b], s[2].exp[c], s[3].exp[d]};
                    for (int k = 0; k < 4; k++)
                        memcpy(X[k], s[k].center, sizeof X[k]);
                    want += s[0].coef[a] * s[1].coef[b] * s[2].coef[c] * s[3].coef[d] * ssss(X, ex);
                }
    CHECK(fabs(got - want) <= 1e-14 * fabs(want), "contracted (ss|ss) %.17g vs closed form %.17g", got, want);
}

static void check_normalisation(void)
{
    eri_molecule mol;
    eri_parse_xyz("3\nwater\nO 0 0 0.1\nH 0.8 0 -0.5\nH -0.8 0 -0.5\n", "water", &mol);
    const char *names[] = {"sto-3g", "6-31g(d)", "cc-pvdz"};
    for (int b = 0; b < 3; b++) {
        eri_basis bs;
        eri_load_basis(names[b], &mol, &bs);
        double *S = malloc(sizeof(double) * bs.nbf * bs.nbf);
        eri_overlap(&bs, S);
        for (int s = 0; s < bs.nshells; s++) {
            const eri_shell *sh = &bs.shells[s];
            int cart[6][3];
            components(sh->l, cart);
            for (int i = 0; i < eri_ncart(sh->l); i++) {
                const int m = sh->first_bf + i;
                int mixed = 0;
                for (int x = 0; x < 3; x++)
                    mixed += cart[i][x] == 1;
                const double want = (sh->l == 2 && mixed) ? 1.0 / 3.0 : 1.0;
                CHECK(fabs(S[m * bs.nbf + m] - want) < 1e-13, "%s shell %d (l=%d) component %d: <f|f> = %.15g, want %.15g",
                      names[b], s, sh->l, i, S[m * bs.nbf + m], want);
            }
        }
        free(S);
        eri_basis_free(&bs);
    }
    eri_molecule_free(&mol);
}

int main(void)
{
    test_seed();
    /* one centre at a time with p or d, the others s */
    for (int k = 0; k < 4; k++)
        for (int l = 1; l <= 2; l++) {
            int ls[4] = {0, 0, 0, 0};
            ls[k] = l;
            check_eri_block(ls, l == 1 ? 1e-9 : 1e-7);
        }
    /* p on two centres */
    for (int k1 = 0; k1 < 4; k1++)
        for (int k2 = k1 + 1; k2 < 4; k2++) {
            int ls[4] = {0, 0, 0, 0};
            ls[k1] = ls[k2] = 1;
            check_eri_block(ls, 1e-7);
        }
    {
        int ls[4] = {0, 0, 0, 0};
        check_eri_block(ls, 1e-14);
    }
    check_symmetry();
    check_onebody();
    check_normalisation();
    return test_summary("test_eri_ref");
}
