/* One-electron integrals by Obara-Saika (Obara & Saika, J. Chem. Phys. 84, 3963 (1986);
 * notation of Helgaker, Jorgensen, Olsen, ch. 9.3).
 *  - overlap: 1D recursion S_{i+1,j} = X_PA S_ij + (i S_{i-1,j} + j S_{i,j-1}) / 2p,
 *    S_{i,j+1} = X_PB S_ij + (same), S_00 = sqrt(pi/p) exp(-mu X_AB^2);
 *  - kinetic: T_ij = -j(j-1)/2 S_{i,j-2} + b(2j+1) S_ij - 2 b^2 S_{i,j+2} per direction,
 *    T = Tx Sy Sz + Sx Ty Sz + Sx Sy Tz;
 *  - dipole: <a|x - O|b> = S_{i,j+1} + (B - O) S_ij in x, times Sy Sz;
 *  - nuclear attraction: vertical recursion on the bra with auxiliary index m,
 *    (a+1_i|0)^m = PA_i (a|0)^m - PC_i (a|0)^(m+1) + a_i/2p [(a-1_i|0)^m - (a-1_i|0)^(m+1)],
 *    (0|0)^m = 2 pi / p exp(-mu AB^2) F_m(p PC^2), then the horizontal transfer
 *    (a|b+1_i) = (a+1_i|b) + AB_i (a|b).
 */
#include "onebody.h"

#include <math.h>
#include <string.h>

#include "boys.h"
#include "eri_internal.h"

/* S[i][j] for i <= la, j <= lb + 2 in one direction. */
static void overlap_1d(int la, int lb, double a, double b, double A, double B, double S[5][7])
{
    const double p = a + b, P = (a * A + b * B) / p, XPA = P - A, XPB = P - B, h = 0.5 / p;
    memset(S, 0, sizeof(double) * 5 * 7);
    S[0][0] = sqrt(ERI_PI / p) * exp(-a * b / p * (A - B) * (A - B));
    for (int i = 0; i <= la; i++) {
        if (i > 0)
            S[i][0] = XPA * S[i - 1][0] + (i > 1 ? h * (i - 1) * S[i - 2][0] : 0.0);
        for (int j = 1; j <= lb; j++)
            S[i][j] = XPB * S[i][j - 1] + h * ((i > 0 ? i * S[i - 1][j - 1] : 0.0) +
                                               (j > 1 ? (j - 1) * S[i][j - 2] : 0.0));
    }
}

enum { OVERLAP, KINETIC, DIPOLE_X, DIPOLE_Y, DIPOLE_Z };

/* <a| (r - O)_d |b> in one direction: (x - O) = (x - B) + (B - O) raises j by one. */
static double dipole_1d(const double S[5][7], int i, int j, double B, double O)
{
    return S[i][j + 1] + (B - O) * S[i][j];
}

static void one_body_pair(int what, const eri_shell *A, const eri_shell *B, const double *origin,
                          double *blk)
{
    const int na = eri_ncart(A->l), nb = eri_ncart(B->l);
    int ca[6][3], cb[6][3];
    eri_cart_components(A->l, ca);
    eri_cart_components(B->l, cb);
    memset(blk, 0, sizeof(double) * na * nb);
    for (int pa = 0; pa < A->nprim; pa++)
        for (int pb = 0; pb < B->nprim; pb++) {
            const double a = A->exp[pa], b = B->exp[pb], cab = A->coef[pa] * B->coef[pb];
            double S[3][5][7];
            for (int x = 0; x < 3; x++)
                overlap_1d(A->l, B->l + 2, a, b, A->center[x], B->center[x], S[x]);
            for (int i = 0; i < na; i++)
                for (int j = 0; j < nb; j++) {
                    const int *ai = ca[i], *bj = cb[j];
                    double v;
                    if (what == OVERLAP) {
                        v = S[0][ai[0]][bj[0]] * S[1][ai[1]][bj[1]] * S[2][ai[2]][bj[2]];
                    } else if (what >= DIPOLE_X) {
                        v = 1.0;
                        for (int x = 0; x < 3; x++)
                            v *= x == what - DIPOLE_X
                                     ? dipole_1d(S[x], ai[x], bj[x], B->center[x], origin[x])
                                     : S[x][ai[x]][bj[x]];
                    } else {
                        double s1[3], t1[3];
                        for (int x = 0; x < 3; x++) {
                            const int ii = ai[x], jj = bj[x];
                            s1[x] = S[x][ii][jj];
                            t1[x] = (jj > 1 ? -0.5 * jj * (jj - 1) * S[x][ii][jj - 2] : 0.0) +
                                    b * (2 * jj + 1) * S[x][ii][jj] -
                                    2.0 * b * b * S[x][ii][jj + 2];
                        }
                        v = t1[0] * s1[1] * s1[2] + s1[0] * t1[1] * s1[2] +
                            s1[0] * s1[1] * t1[2];
                    }
                    blk[i * nb + j] += cab * v;
                }
        }
}

#define LA (2 * ERI_MAX_L) /* bra momentum needed before the horizontal transfer */

/* (a|b) from the vertical table V0[ax][ay][az] = (a|0)^(0), by horizontal transfer. */
static double hrr(const double V0[LA + 1][LA + 1][LA + 1], int ax, int ay, int az, int bx,
                  int by, int bz, const double AB[3])
{
    if (bx > 0)
        return hrr(V0, ax + 1, ay, az, bx - 1, by, bz, AB) +
               AB[0] * hrr(V0, ax, ay, az, bx - 1, by, bz, AB);
    if (by > 0)
        return hrr(V0, ax, ay + 1, az, bx, by - 1, bz, AB) +
               AB[1] * hrr(V0, ax, ay, az, bx, by - 1, bz, AB);
    if (bz > 0)
        return hrr(V0, ax, ay, az + 1, bx, by, bz - 1, AB) +
               AB[2] * hrr(V0, ax, ay, az, bx, by, bz - 1, AB);
    return V0[ax][ay][az];
}

static void nuclear_pair(const eri_shell *A, const eri_shell *B, const eri_molecule *mol,
                         double *blk)
{
    const int la = A->l, lb = B->l, L = la + lb;
    const int na = eri_ncart(la), nb = eri_ncart(lb);
    int ca[6][3], cb[6][3];
    eri_cart_components(la, ca);
    eri_cart_components(lb, cb);
    memset(blk, 0, sizeof(double) * na * nb);
    double AB[3], AB2 = 0.0;
    for (int x = 0; x < 3; x++) {
        AB[x] = A->center[x] - B->center[x];
        AB2 += AB[x] * AB[x];
    }
    double Vm[LA + 1][LA + 1][LA + 1][LA + 1]; /* [m][ax][ay][az] */
    double V0[LA + 1][LA + 1][LA + 1];
    for (int pa = 0; pa < A->nprim; pa++)
        for (int pb = 0; pb < B->nprim; pb++) {
            const double a = A->exp[pa], b = B->exp[pb], p = a + b, h = 0.5 / p;
            const double cab = A->coef[pa] * B->coef[pb];
            const double pref = 2.0 * ERI_PI / p * exp(-a * b / p * AB2);
            double P[3], PA[3];
            for (int x = 0; x < 3; x++) {
                P[x] = (a * A->center[x] + b * B->center[x]) / p;
                PA[x] = P[x] - A->center[x];
            }
            for (int n = 0; n < mol->natoms; n++) {
                double PC[3], F[LA + 1];
                for (int x = 0; x < 3; x++)
                    PC[x] = P[x] - mol->xyz[n][x];
                eri_boys(L, p * (PC[0] * PC[0] + PC[1] * PC[1] + PC[2] * PC[2]), F);
                for (int m = 0; m <= L; m++)
                    Vm[m][0][0][0] = pref * F[m];
                for (int s = 1; s <= L; s++)
                    for (int ax = s; ax >= 0; ax--)
                        for (int ay = s - ax; ay >= 0; ay--) {
                            const int az = s - ax - ay, ix[3] = {ax, ay, az};
                            const int d = ax > 0 ? 0 : (ay > 0 ? 1 : 2); /* step direction */
                            int lo[3] = {ax, ay, az}, lo2[3] = {ax, ay, az};
                            lo[d] -= 1;
                            lo2[d] -= 2;
                            for (int m = 0; m <= L - s; m++) {
                                double v = PA[d] * Vm[m][lo[0]][lo[1]][lo[2]] -
                                           PC[d] * Vm[m + 1][lo[0]][lo[1]][lo[2]];
                                if (ix[d] > 1)
                                    v += h * (ix[d] - 1) *
                                         (Vm[m][lo2[0]][lo2[1]][lo2[2]] -
                                          Vm[m + 1][lo2[0]][lo2[1]][lo2[2]]);
                                Vm[m][ax][ay][az] = v;
                            }
                        }
                for (int ax = 0; ax <= L; ax++)
                    for (int ay = 0; ay <= L - ax; ay++)
                        for (int az = 0; az <= L - ax - ay; az++)
                            V0[ax][ay][az] = Vm[0][ax][ay][az];
                const double zc = -(double)mol->Z[n] * cab;
                for (int i = 0; i < na; i++)
                    for (int j = 0; j < nb; j++)
                        blk[i * nb + j] += zc * hrr(V0, ca[i][0], ca[i][1], ca[i][2], cb[j][0],
                                                    cb[j][1], cb[j][2], AB);
            }
        }
}

static void fill(const eri_basis *bs, const eri_molecule *mol, int what, const double *origin,
                 double *M)
{
    const int nbf = bs->nbf;
    double blk[36];
    for (int s1 = 0; s1 < bs->nshells; s1++)
        for (int s2 = 0; s2 <= s1; s2++) {
            const eri_shell *A = &bs->shells[s1], *B = &bs->shells[s2];
            if (mol)
                nuclear_pair(A, B, mol, blk);
            else
                one_body_pair(what, A, B, origin, blk);
            const int na = eri_ncart(A->l), nb = eri_ncart(B->l);
            for (int i = 0; i < na; i++)
                for (int j = 0; j < nb; j++) {
                    const int m = A->first_bf + i, n = B->first_bf + j;
                    M[(size_t)m * nbf + n] = M[(size_t)n * nbf + m] = blk[i * nb + j];
                }
        }
}

void eri_overlap(const eri_basis *bs, double *S) { fill(bs, NULL, OVERLAP, NULL, S); }
void eri_kinetic(const eri_basis *bs, double *T) { fill(bs, NULL, KINETIC, NULL, T); }
void eri_nuclear(const eri_basis *bs, const eri_molecule *mol, double *V)
{
    fill(bs, mol, 0, NULL, V);
}

void eri_dipole_integrals(const eri_basis *bs, const double origin[3], double *M)
{
    const size_t nn = (size_t)bs->nbf * bs->nbf;
    for (int d = 0; d < 3; d++)
        fill(bs, NULL, DIPOLE_X + d, origin, M + d * nn);
}

double eri_nuclear_repulsion(const eri_molecule *mol)
{
    double e = 0.0;
    for (int i = 0; i < mol->natoms; i++)
        for (int j = 0; j < i; j++) {
            const double dx = mol->xyz[i][0] - mol->xyz[j][0], dy = mol->xyz[i][1] - mol->xyz[j][1],
                         dz = mol->xyz[i][2] - mol->xyz[j][2];
            e += (double)mol->Z[i] * mol->Z[j] / sqrt(dx * dx + dy * dy + dz * dz);
        }
    return e;
}
