/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_class.c.j2
 * flavour:   plain
 * class:     (ds|ss)
 * method:    Obara-Saika VRR + Head-Gordon-Pople HRR
 * statements: 15 VRR per primitive quartet, 0 HRR per quartet
 * precision: double
 * digestion: tasks of one bra pair and a run of its kets
 * tunables:  defaults
 */
#include <math.h>
#include <stdint.h>

#include "eri/boys.h"
#include "eri_kernels.h"

/* (ds|ss) over one contracted shell quartet, straight-line code derived by
 * generator/families/eri.py: per primitive quartet the Obara-Saika VRR builds
 * [e0|f0], |e| = 2..2, |f| = 0..0, from F_m(T), m = 0..2; after the
 * contraction the Head-Gordon-Pople HRR moves angular momentum to b and d.
 * out[((i * 1 + j) * 1 + k) * 1 + l], components in libint2 order. */
static inline void quartet_dsss(const double *restrict A, const double *restrict B,
                                const double *restrict C, const double *restrict D, int na,
                                const double *restrict ea, const double *restrict ca, int nb,
                                const double *restrict eb, const double *restrict cb, int nc,
                                const double *restrict ec, const double *restrict cc, int nd,
                                const double *restrict ed, const double *restrict cd,
                                double *restrict out) {
    const double AB2 = (A[0] - B[0]) * (A[0] - B[0]) + (A[1] - B[1]) * (A[1] - B[1]) +
                       (A[2] - B[2]) * (A[2] - B[2]);
    const double CD2 = (C[0] - D[0]) * (C[0] - D[0]) + (C[1] - D[1]) * (C[1] - D[1]) +
                       (C[2] - D[2]) * (C[2] - D[2]);
    double c_200_000 = 0.0;
    double c_110_000 = 0.0;
    double c_101_000 = 0.0;
    double c_020_000 = 0.0;
    double c_011_000 = 0.0;
    double c_002_000 = 0.0;
    for (int pa = 0; pa < na; ++pa) {
        for (int pb = 0; pb < nb; ++pb) {
            const double a = ea[pa], b = eb[pb], z = a + b, oz = 1.0 / z;
            const double Px = (a * A[0] + b * B[0]) * oz, Py = (a * A[1] + b * B[1]) * oz,
                         Pz = (a * A[2] + b * B[2]) * oz;
            const double PAx = Px - A[0], PAy = Py - A[1], PAz = Pz - A[2];
            const double Kab = exp(-a * b * oz * AB2) * ca[pa] * cb[pb];
            for (int pc = 0; pc < nc; ++pc) {
                for (int pd = 0; pd < nd; ++pd) {
                    const double c = ec[pc], d = ed[pd], e = c + d, oe = 1.0 / e;
                    const double Qx = (c * C[0] + d * D[0]) * oe, Qy = (c * C[1] + d * D[1]) * oe,
                                 Qz = (c * C[2] + d * D[2]) * oe;
                    const double oze = 1.0 / (z + e), rho = z * e * oze;
                    const double PQx = Px - Qx, PQy = Py - Qy, PQz = Pz - Qz;
                    const double T = rho * (PQx * PQx + PQy * PQy + PQz * PQz);
                    /* 2 pi^(5/2) = 34.98683665524972... */
                    const double pref = 34.986836655249725 * oz * oe * sqrt(oze) * Kab *
                                        exp(-c * d * oe * CD2) * cc[pc] * cd[pd];
                    double F[3];
                    eri_boys(2, T, F);
                    const double Wx = (z * Px + e * Qx) * oze, Wy = (z * Py + e * Qy) * oze,
                                 Wz = (z * Pz + e * Qz) * oze;
                    const double WPx = Wx - Px, WPy = Wy - Py, WPz = Wz - Pz;
                    const double oo2z = 0.5 * oz, roz = rho * oz;
                    const double s_0 = pref * F[0];
                    const double s_1 = pref * F[1];
                    const double v_100_000_0 = PAx * s_0 + WPx * s_1;
                    const double s_2 = pref * F[2];
                    const double v_100_000_1 = PAx * s_1 + WPx * s_2;
                    const double v_200_000_0 =
                        PAx * v_100_000_0 + WPx * v_100_000_1 + oo2z * (s_0 - roz * s_1);
                    const double v_010_000_0 = PAy * s_0 + WPy * s_1;
                    const double v_010_000_1 = PAy * s_1 + WPy * s_2;
                    const double v_110_000_0 = PAx * v_010_000_0 + WPx * v_010_000_1;
                    const double v_001_000_0 = PAz * s_0 + WPz * s_1;
                    const double v_001_000_1 = PAz * s_1 + WPz * s_2;
                    const double v_101_000_0 = PAx * v_001_000_0 + WPx * v_001_000_1;
                    const double v_020_000_0 =
                        PAy * v_010_000_0 + WPy * v_010_000_1 + oo2z * (s_0 - roz * s_1);
                    const double v_011_000_0 = PAy * v_001_000_0 + WPy * v_001_000_1;
                    const double v_002_000_0 =
                        PAz * v_001_000_0 + WPz * v_001_000_1 + oo2z * (s_0 - roz * s_1);
                    c_200_000 += v_200_000_0;
                    c_110_000 += v_110_000_0;
                    c_101_000 += v_101_000_0;
                    c_020_000 += v_020_000_0;
                    c_011_000 += v_011_000_0;
                    c_002_000 += v_002_000_0;
                }
            }
        }
    }
    out[0] = c_200_000;
    out[1] = c_110_000;
    out[2] = c_101_000;
    out[3] = c_020_000;
    out[4] = c_011_000;
    out[5] = c_002_000;
}

/* The same, callable from other translation units (tests, Schwarz factors on the host). */
void eri_quartet_dsss(const double *restrict A, const double *restrict B, const double *restrict C,
                      const double *restrict D, int na, const double *restrict ea,
                      const double *restrict ca, int nb, const double *restrict eb,
                      const double *restrict cb, int nc, const double *restrict ec,
                      const double *restrict cc, int nd, const double *restrict ed,
                      const double *restrict cd, double *restrict out) {
    quartet_dsss(A, B, C, D, na, ea, ca, nb, eb, cb, nc, ec, cc, nd, ed, cd, out);
}

/* Fock digestion of (ds|ss) quartets. One task per device thread: task t is the bra
 * pair tasks[3t] and the kets tasks[3t+1] .. tasks[3t+1] + tasks[3t+2] - 1 (pair indices into
 * pair_sh, two shells per pair, l1 >= l2), one contracted shell quartet after the other.
 * With w = (ij|kl) * degeneracy, Jt[ij] += D[kl] w, Jt[kl] += D[ij] w and
 * Kt[ik] += D[jl] w, Kt[jl] += D[ik] w, Kt[il] += D[jk] w, Kt[jk] += D[il] w;
 * Jt[ij] (the bra block) is summed over the task's kets in thread-local jb[] and added with
 * one atomic update per element per task, every other element with one per quartet
 * (digestion `atomic`: one ket per task; `bra-block`: up to ket_block, see fock.c).
 * The caller symmetrises J = (Jt + Jt^T) / 4 and K = (Kt + Kt^T) / 8. */
void eri_fock_dsss(int64_t ntasks, const int32_t *restrict tasks, int32_t npairs,
                   const int32_t *restrict pair_sh, int32_t nsh, const int32_t *restrict sh_nprim,
                   const int32_t *restrict sh_bf, const double *restrict sh_exp,
                   const double *restrict sh_coef, const double *restrict sh_xyz, int32_t nbf,
                   const double *restrict Dm, double *restrict Jt, double *restrict Kt) {
    (void)npairs;
    (void)nsh; /* they size the device data clauses */
    /* concurrent: iterations are independent */
    for (int64_t t = 0; t < ntasks; ++t) {
        const int32_t bra = tasks[3 * t], ket0 = tasks[3 * t + 1], nket = tasks[3 * t + 2];
        const int32_t s1 = pair_sh[2 * bra], s2 = pair_sh[2 * bra + 1];
        const int fi = sh_bf[s1], fj = sh_bf[s2];
        enum { ni = 6, nj = 1, nk = 1, nl = 1 };
        double jb[ni * nj];

        for (int ij = 0; ij < ni * nj; ++ij)
            jb[ij] = 0.0;

        for (int32_t ket = ket0; ket < ket0 + nket; ++ket) {
            const int32_t s3 = pair_sh[2 * ket], s4 = pair_sh[2 * ket + 1];
            double v[6];
            quartet_dsss(sh_xyz + 3 * s1, sh_xyz + 3 * s2, sh_xyz + 3 * s3, sh_xyz + 3 * s4,
                         sh_nprim[s1], sh_exp + ERI_MAX_PRIM * s1, sh_coef + ERI_MAX_PRIM * s1,
                         sh_nprim[s2], sh_exp + ERI_MAX_PRIM * s2, sh_coef + ERI_MAX_PRIM * s2,
                         sh_nprim[s3], sh_exp + ERI_MAX_PRIM * s3, sh_coef + ERI_MAX_PRIM * s3,
                         sh_nprim[s4], sh_exp + ERI_MAX_PRIM * s4, sh_coef + ERI_MAX_PRIM * s4, v);
            const double deg =
                (s1 == s2 ? 1.0 : 2.0) * (s3 == s4 ? 1.0 : 2.0) * (bra == ket ? 1.0 : 2.0);

            for (int q = 0; q < 6; ++q)
                v[q] *= deg;
            const int fk = sh_bf[s3], fl = sh_bf[s4];
            /* J: Coulomb, bra block (thread-local over the task) and ket block */

            for (int i = 0; i < ni; ++i) {

                for (int j = 0; j < nj; ++j) {
                    double s = 0.0;

                    for (int k = 0; k < nk; ++k) {

                        for (int l = 0; l < nl; ++l)
                            s += Dm[(fk + k) * nbf + fl + l] * v[((i * nj + j) * nk + k) * nl + l];
                    }
                    jb[i * nj + j] += s;
                }
            }

            for (int k = 0; k < nk; ++k) {

                for (int l = 0; l < nl; ++l) {
                    double s = 0.0;

                    for (int i = 0; i < ni; ++i) {

                        for (int j = 0; j < nj; ++j)
                            s += Dm[(fi + i) * nbf + fj + j] * v[((i * nj + j) * nk + k) * nl + l];
                    }
                    /* concurrent iterations may update this element: an atomic update where run in
                     * parallel */
                    Jt[(fk + k) * nbf + fl + l] += s;
                }
            }

            /* K: exchange, the four index pairings */

            for (int i = 0; i < ni; ++i) {

                for (int k = 0; k < nk; ++k) {
                    double s = 0.0;

                    for (int j = 0; j < nj; ++j) {

                        for (int l = 0; l < nl; ++l)
                            s += Dm[(fj + j) * nbf + fl + l] * v[((i * nj + j) * nk + k) * nl + l];
                    }
                    /* concurrent iterations may update this element: an atomic update where run in
                     * parallel */
                    Kt[(fi + i) * nbf + fk + k] += s;
                }
            }

            for (int j = 0; j < nj; ++j) {

                for (int l = 0; l < nl; ++l) {
                    double s = 0.0;

                    for (int i = 0; i < ni; ++i) {

                        for (int k = 0; k < nk; ++k)
                            s += Dm[(fi + i) * nbf + fk + k] * v[((i * nj + j) * nk + k) * nl + l];
                    }
                    /* concurrent iterations may update this element: an atomic update where run in
                     * parallel */
                    Kt[(fj + j) * nbf + fl + l] += s;
                }
            }

            for (int i = 0; i < ni; ++i) {

                for (int l = 0; l < nl; ++l) {
                    double s = 0.0;

                    for (int j = 0; j < nj; ++j) {

                        for (int k = 0; k < nk; ++k)
                            s += Dm[(fj + j) * nbf + fk + k] * v[((i * nj + j) * nk + k) * nl + l];
                    }
                    /* concurrent iterations may update this element: an atomic update where run in
                     * parallel */
                    Kt[(fi + i) * nbf + fl + l] += s;
                }
            }

            for (int j = 0; j < nj; ++j) {

                for (int k = 0; k < nk; ++k) {
                    double s = 0.0;

                    for (int i = 0; i < ni; ++i) {

                        for (int l = 0; l < nl; ++l)
                            s += Dm[(fi + i) * nbf + fl + l] * v[((i * nj + j) * nk + k) * nl + l];
                    }
                    /* concurrent iterations may update this element: an atomic update where run in
                     * parallel */
                    Kt[(fj + j) * nbf + fk + k] += s;
                }
            }
        }
        /* flush the bra block: one atomic update per element per task */

        for (int i = 0; i < ni; ++i) {

            for (int j = 0; j < nj; ++j) {
                /* concurrent iterations may update this element: an atomic update where run in
                 * parallel */
                Jt[(fi + i) * nbf + fj + j] += jb[i * nj + j];
            }
        }
    }
}
