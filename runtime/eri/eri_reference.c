/* Generic reference ERIs by McMurchie-Davidson, written with plain loops (slow, obviously
 * correct; a different scheme from the generated kernels so that the two check each other).
 *
 * For primitives with exponents a, b (bra) and c, d (ket), p = a + b, q = c + d,
 * alpha = p q / (p + q):
 *   (ab|cd) = 2 pi^(5/2) / (p q sqrt(p + q))
 *             sum_{tuv} E^ab_t E^ab_u E^ab_v sum_{tau nu phi} (-1)^(tau+nu+phi)
 *             E^cd_tau E^cd_nu E^cd_phi R_{t+tau, u+nu, v+phi}(alpha, P - Q)
 * with the Hermite expansion coefficients E (Helgaker, Jorgensen, Olsen, "Molecular
 * Electronic-Structure Theory", eqs. 9.5.6-9.5.7) and the Hermite Coulomb integrals
 *   R^n_000 = (-2 alpha)^n F_n(alpha |PQ|^2),
 *   R^n_{t+1,u,v} = t R^{n+1}_{t-1,u,v} + X_PQ R^{n+1}_{t,u,v}   (same for u, v)  (eq. 9.9.18-20).
 */
#include "eri_reference.h"

#include <math.h>
#include <string.h>

#include "boys.h"
#include "eri_internal.h"

#define LT (4 * ERI_MAX_L) /* highest total angular momentum of a quartet */
#define LP (2 * ERI_MAX_L) /* highest of a pair */

void eri_cart_components(int l, int (*xyz)[3])
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

/* E[i][j][t] for i <= la, j <= lb, t <= i + j in one direction (HJO 9.5.6/9.5.7). */
void eri_hermite_E(int la, int lb, double a, double b, double Ax, double Bx,
                   double E[ERI_MAX_L + 3][ERI_MAX_L + 3][2 * ERI_MAX_L + 5])
{
    const double p = a + b, X = Ax - Bx, XPA = -b / p * X, XPB = a / p * X, h = 0.5 / p;
    memset(E, 0, sizeof(double) * (ERI_MAX_L + 3) * (ERI_MAX_L + 3) * (2 * ERI_MAX_L + 5));
    E[0][0][0] = exp(-a * b / p * X * X);
    for (int i = 0; i <= la; i++) {
        if (i > 0)
            for (int t = 0; t <= i; t++)
                E[i][0][t] = (t > 0 ? h * E[i - 1][0][t - 1] : 0.0) + XPA * E[i - 1][0][t] +
                             (t + 1) * E[i - 1][0][t + 1];
        for (int j = 1; j <= lb; j++)
            for (int t = 0; t <= i + j; t++)
                E[i][j][t] = (t > 0 ? h * E[i][j - 1][t - 1] : 0.0) + XPB * E[i][j - 1][t] +
                             (t + 1) * E[i][j - 1][t + 1];
    }
}

/* R[t][u][v] = R^0_tuv for t + u + v <= L. */
static void hermite_R(int L, double alpha, const double PQ[3], double R[LT + 1][LT + 1][LT + 1])
{
    double Rn[LT + 1][LT + 1][LT + 1][LT + 1]; /* [n][t][u][v] */
    double F[LT + 1];
    const double T = alpha * (PQ[0] * PQ[0] + PQ[1] * PQ[1] + PQ[2] * PQ[2]);
    eri_boys(L, T, F);
    double f = 1.0;
    for (int n = 0; n <= L; n++) {
        Rn[n][0][0][0] = f * F[n];
        f *= -2.0 * alpha;
    }
    for (int s = 1; s <= L; s++)
        for (int t = 0; t <= s; t++)
            for (int u = 0; u <= s - t; u++) {
                const int v = s - t - u;
                for (int n = 0; n <= L - s; n++) {
                    double r;
                    if (t > 0)
                        r = (t > 1 ? (t - 1) * Rn[n + 1][t - 2][u][v] : 0.0) +
                            PQ[0] * Rn[n + 1][t - 1][u][v];
                    else if (u > 0)
                        r = (u > 1 ? (u - 1) * Rn[n + 1][t][u - 2][v] : 0.0) +
                            PQ[1] * Rn[n + 1][t][u - 1][v];
                    else
                        r = (v > 1 ? (v - 1) * Rn[n + 1][t][u][v - 2] : 0.0) +
                            PQ[2] * Rn[n + 1][t][u][v - 1];
                    Rn[n][t][u][v] = r;
                }
            }
    for (int t = 0; t <= L; t++)
        for (int u = 0; u <= L - t; u++)
            for (int v = 0; v <= L - t - u; v++)
                R[t][u][v] = Rn[0][t][u][v];
}

void eri_reference_quartet(const eri_shell *A, const eri_shell *B, const eri_shell *C,
                           const eri_shell *D, double *out)
{
    const int la = A->l, lb = B->l, lc = C->l, ld = D->l;
    const int na = eri_ncart(la), nb = eri_ncart(lb), nc = eri_ncart(lc), nd = eri_ncart(ld);
    int ca[6][3], cb[6][3], cc[6][3], cd[6][3];
    eri_cart_components(la, ca);
    eri_cart_components(lb, cb);
    eri_cart_components(lc, cc);
    eri_cart_components(ld, cd);
    const int Lab = la + lb, Lcd = lc + ld, L = Lab + Lcd;
    memset(out, 0, sizeof(double) * na * nb * nc * nd);

    double Eab[3][ERI_MAX_L + 3][ERI_MAX_L + 3][2 * ERI_MAX_L + 5];
    double Ecd[3][ERI_MAX_L + 3][ERI_MAX_L + 3][2 * ERI_MAX_L + 5];
    double R[LT + 1][LT + 1][LT + 1];
    double G[LP + 1][LP + 1][LP + 1];
    const double two_pi_52 = 2.0 * pow(ERI_PI, 2.5);

    for (int pa = 0; pa < A->nprim; pa++)
        for (int pb = 0; pb < B->nprim; pb++) {
            const double a = A->exp[pa], b = B->exp[pb], p = a + b;
            double P[3];
            for (int x = 0; x < 3; x++) {
                P[x] = (a * A->center[x] + b * B->center[x]) / p;
                eri_hermite_E(la, lb, a, b, A->center[x], B->center[x], Eab[x]);
            }
            for (int pc = 0; pc < C->nprim; pc++)
                for (int pd = 0; pd < D->nprim; pd++) {
                    const double c = C->exp[pc], d = D->exp[pd], q = c + d;
                    const double alpha = p * q / (p + q);
                    double Q[3], PQ[3];
                    for (int x = 0; x < 3; x++) {
                        Q[x] = (c * C->center[x] + d * D->center[x]) / q;
                        PQ[x] = P[x] - Q[x];
                        eri_hermite_E(lc, ld, c, d, C->center[x], D->center[x], Ecd[x]);
                    }
                    hermite_R(L, alpha, PQ, R);
                    const double pref = two_pi_52 / (p * q * sqrt(p + q)) * A->coef[pa] *
                                        B->coef[pb] * C->coef[pc] * D->coef[pd];
                    for (int k = 0; k < nc; k++)
                        for (int l = 0; l < nd; l++) {
                            const int *ck = cc[k], *dl = cd[l];
                            /* G_tuv = sum (-1)^(tau+nu+phi) E^cd... R_{t+tau,u+nu,v+phi} */
                            for (int t = 0; t <= Lab; t++)
                                for (int u = 0; u <= Lab - t; u++)
                                    for (int v = 0; v <= Lab - t - u; v++) {
                                        double g = 0.0;
                                        for (int tau = 0; tau <= ck[0] + dl[0]; tau++)
                                            for (int nu = 0; nu <= ck[1] + dl[1]; nu++)
                                                for (int phi = 0; phi <= ck[2] + dl[2]; phi++) {
                                                    const double e = Ecd[0][ck[0]][dl[0]][tau] *
                                                                     Ecd[1][ck[1]][dl[1]][nu] *
                                                                     Ecd[2][ck[2]][dl[2]][phi];
                                                    const double sgn =
                                                        ((tau + nu + phi) & 1) ? -1.0 : 1.0;
                                                    g += sgn * e * R[t + tau][u + nu][v + phi];
                                                }
                                        G[t][u][v] = g;
                                    }
                            for (int i = 0; i < na; i++)
                                for (int j = 0; j < nb; j++) {
                                    const int *ai = ca[i], *bj = cb[j];
                                    double s = 0.0;
                                    for (int t = 0; t <= ai[0] + bj[0]; t++)
                                        for (int u = 0; u <= ai[1] + bj[1]; u++)
                                            for (int v = 0; v <= ai[2] + bj[2]; v++)
                                                s += Eab[0][ai[0]][bj[0]][t] *
                                                     Eab[1][ai[1]][bj[1]][u] *
                                                     Eab[2][ai[2]][bj[2]][v] * G[t][u][v];
                                    out[((i * nb + j) * nc + k) * nd + l] += pref * s;
                                }
                        }
                }
        }
}
