/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_class.c.j2
 * flavour:   openacc
 * class:     (ds|ps)
 * method:    Obara-Saika VRR + Head-Gordon-Pople HRR
 * statements: 43 VRR per primitive quartet, 0 HRR per quartet
 * precision: double
 * digestion: tasks of one bra pair and a run of its kets
 * tunables:  num_gangs=0, vector_length=64
 */
#include <math.h>
#include <stdint.h>

#include "eri/boys.h"
#include "eri/prim_pairs.h"
#include "eri_kernels.h"

#pragma acc routine seq
/* (ds|ps) over one contracted shell quartet, straight-line code derived by
 * generator/families/eri.py: per primitive quartet the Obara-Saika VRR builds
 * [e0|f0], |e| = 2..2, |f| = 1..1, from F_m(T), m = 0..3; after the
 * contraction the Head-Gordon-Pople HRR moves angular momentum to b and d.
 * bra, ket: the shell pairs' primitive-pair records (eri/prim_pairs.h), sorted by their
 * screening factor B descending; a primitive quartet with B_p B_q < eps is skipped, and with
 * it every later one of the loop (eps = 0: none).
 * out[((i * 1 + j) * 3 + k) * 1 + l], components in libint2 order. */
static inline void quartet_dsps(const double *restrict A, const double *restrict B,
                                const double *restrict C, const double *restrict D,
                                const double *restrict bra, int nbra, const double *restrict ket,
                                int nket, double eps, double *restrict out) {
    (void)B;
    (void)D;
    double c_200_100 = 0.0;
    double c_200_010 = 0.0;
    double c_200_001 = 0.0;
    double c_110_100 = 0.0;
    double c_110_010 = 0.0;
    double c_110_001 = 0.0;
    double c_101_100 = 0.0;
    double c_101_010 = 0.0;
    double c_101_001 = 0.0;
    double c_020_100 = 0.0;
    double c_020_010 = 0.0;
    double c_020_001 = 0.0;
    double c_011_100 = 0.0;
    double c_011_010 = 0.0;
    double c_011_001 = 0.0;
    double c_002_100 = 0.0;
    double c_002_010 = 0.0;
    double c_002_001 = 0.0;
    const double bket = nket > 0 ? ket[ERI_PP_B] : 0.0;
    for (int p = 0; p < nbra; ++p) {
        const double *restrict pp = bra + ERI_PP_STRIDE * p;
        const double bp = pp[ERI_PP_B];
        if (bp * bket < eps)
            break;
        const double z = pp[ERI_PP_Z], Kab = pp[ERI_PP_K];
        const double oz = pp[ERI_PP_OZ];
        const double Px = pp[ERI_PP_PX], Py = pp[ERI_PP_PY], Pz = pp[ERI_PP_PZ];
        const double PAx = Px - A[0], PAy = Py - A[1], PAz = Pz - A[2];
        for (int q = 0; q < nket; ++q) {
            const double *restrict qq = ket + ERI_PP_STRIDE * q;
            if (bp * qq[ERI_PP_B] < eps)
                break;
            const double e = qq[ERI_PP_Z], Kcd = qq[ERI_PP_K];
            const double Qx = qq[ERI_PP_PX], Qy = qq[ERI_PP_PY], Qz = qq[ERI_PP_PZ];
            const double oze = 1.0 / (z + e), rho = z * e * oze;
            const double PQx = Px - Qx, PQy = Py - Qy, PQz = Pz - Qz;
            const double T = rho * (PQx * PQx + PQy * PQy + PQz * PQz);
            const double pref = Kab * Kcd * sqrt(oze);
            double F[4];
            eri_boys(3, T, F);
            const double Wx = (z * Px + e * Qx) * oze, Wy = (z * Py + e * Qy) * oze,
                         Wz = (z * Pz + e * Qz) * oze;
            const double WPx = Wx - Px, WPy = Wy - Py, WPz = Wz - Pz;
            const double oo2z = 0.5 * oz, roz = rho * oz;
            const double QCx = Qx - C[0], QCy = Qy - C[1], QCz = Qz - C[2];
            const double WQx = Wx - Qx, WQy = Wy - Qy, WQz = Wz - Qz;
            const double oo2ze = 0.5 * oze;
            const double s_0 = pref * F[0];
            const double s_1 = pref * F[1];
            const double v_100_000_0 = PAx * s_0 + WPx * s_1;
            const double s_2 = pref * F[2];
            const double v_100_000_1 = PAx * s_1 + WPx * s_2;
            const double v_200_000_0 =
                PAx * v_100_000_0 + WPx * v_100_000_1 + oo2z * (s_0 - roz * s_1);
            const double s_3 = pref * F[3];
            const double v_100_000_2 = PAx * s_2 + WPx * s_3;
            const double v_200_000_1 =
                PAx * v_100_000_1 + WPx * v_100_000_2 + oo2z * (s_1 - roz * s_2);
            const double v_200_100_0 =
                QCx * v_200_000_0 + WQx * v_200_000_1 + 2.0 * oo2ze * v_100_000_1;
            const double v_200_010_0 = QCy * v_200_000_0 + WQy * v_200_000_1;
            const double v_200_001_0 = QCz * v_200_000_0 + WQz * v_200_000_1;
            const double v_010_000_0 = PAy * s_0 + WPy * s_1;
            const double v_010_000_1 = PAy * s_1 + WPy * s_2;
            const double v_110_000_0 = PAx * v_010_000_0 + WPx * v_010_000_1;
            const double v_010_000_2 = PAy * s_2 + WPy * s_3;
            const double v_110_000_1 = PAx * v_010_000_1 + WPx * v_010_000_2;
            const double v_110_100_0 = QCx * v_110_000_0 + WQx * v_110_000_1 + oo2ze * v_010_000_1;
            const double v_110_010_0 = QCy * v_110_000_0 + WQy * v_110_000_1 + oo2ze * v_100_000_1;
            const double v_110_001_0 = QCz * v_110_000_0 + WQz * v_110_000_1;
            const double v_001_000_0 = PAz * s_0 + WPz * s_1;
            const double v_001_000_1 = PAz * s_1 + WPz * s_2;
            const double v_101_000_0 = PAx * v_001_000_0 + WPx * v_001_000_1;
            const double v_001_000_2 = PAz * s_2 + WPz * s_3;
            const double v_101_000_1 = PAx * v_001_000_1 + WPx * v_001_000_2;
            const double v_101_100_0 = QCx * v_101_000_0 + WQx * v_101_000_1 + oo2ze * v_001_000_1;
            const double v_101_010_0 = QCy * v_101_000_0 + WQy * v_101_000_1;
            const double v_101_001_0 = QCz * v_101_000_0 + WQz * v_101_000_1 + oo2ze * v_100_000_1;
            const double v_020_000_0 =
                PAy * v_010_000_0 + WPy * v_010_000_1 + oo2z * (s_0 - roz * s_1);
            const double v_020_000_1 =
                PAy * v_010_000_1 + WPy * v_010_000_2 + oo2z * (s_1 - roz * s_2);
            const double v_020_100_0 = QCx * v_020_000_0 + WQx * v_020_000_1;
            const double v_020_010_0 =
                QCy * v_020_000_0 + WQy * v_020_000_1 + 2.0 * oo2ze * v_010_000_1;
            const double v_020_001_0 = QCz * v_020_000_0 + WQz * v_020_000_1;
            const double v_011_000_0 = PAy * v_001_000_0 + WPy * v_001_000_1;
            const double v_011_000_1 = PAy * v_001_000_1 + WPy * v_001_000_2;
            const double v_011_100_0 = QCx * v_011_000_0 + WQx * v_011_000_1;
            const double v_011_010_0 = QCy * v_011_000_0 + WQy * v_011_000_1 + oo2ze * v_001_000_1;
            const double v_011_001_0 = QCz * v_011_000_0 + WQz * v_011_000_1 + oo2ze * v_010_000_1;
            const double v_002_000_0 =
                PAz * v_001_000_0 + WPz * v_001_000_1 + oo2z * (s_0 - roz * s_1);
            const double v_002_000_1 =
                PAz * v_001_000_1 + WPz * v_001_000_2 + oo2z * (s_1 - roz * s_2);
            const double v_002_100_0 = QCx * v_002_000_0 + WQx * v_002_000_1;
            const double v_002_010_0 = QCy * v_002_000_0 + WQy * v_002_000_1;
            const double v_002_001_0 =
                QCz * v_002_000_0 + WQz * v_002_000_1 + 2.0 * oo2ze * v_001_000_1;
            c_200_100 += v_200_100_0;
            c_200_010 += v_200_010_0;
            c_200_001 += v_200_001_0;
            c_110_100 += v_110_100_0;
            c_110_010 += v_110_010_0;
            c_110_001 += v_110_001_0;
            c_101_100 += v_101_100_0;
            c_101_010 += v_101_010_0;
            c_101_001 += v_101_001_0;
            c_020_100 += v_020_100_0;
            c_020_010 += v_020_010_0;
            c_020_001 += v_020_001_0;
            c_011_100 += v_011_100_0;
            c_011_010 += v_011_010_0;
            c_011_001 += v_011_001_0;
            c_002_100 += v_002_100_0;
            c_002_010 += v_002_010_0;
            c_002_001 += v_002_001_0;
        }
    }
    out[0] = c_200_100;
    out[1] = c_200_010;
    out[2] = c_200_001;
    out[3] = c_110_100;
    out[4] = c_110_010;
    out[5] = c_110_001;
    out[6] = c_101_100;
    out[7] = c_101_010;
    out[8] = c_101_001;
    out[9] = c_020_100;
    out[10] = c_020_010;
    out[11] = c_020_001;
    out[12] = c_011_100;
    out[13] = c_011_010;
    out[14] = c_011_001;
    out[15] = c_002_100;
    out[16] = c_002_010;
    out[17] = c_002_001;
}

/* The same on contracted shells (centre, primitives, exponents, coefficients as in eri/basis.h),
 * callable from other translation units (tests, Schwarz factors on the host): every primitive
 * pair, no screening. */
void eri_quartet_dsps(const double *restrict A, const double *restrict B, const double *restrict C,
                      const double *restrict D, int na, const double *restrict ea,
                      const double *restrict ca, int nb, const double *restrict eb,
                      const double *restrict cb, int nc, const double *restrict ec,
                      const double *restrict cc, int nd, const double *restrict ed,
                      const double *restrict cd, double *restrict out) {
    double bra[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE],
        ket[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE];
    const int nbra = eri_prim_pairs(A, na, ea, ca, B, nb, eb, cb, bra);
    const int nket = eri_prim_pairs(C, nc, ec, cc, D, nd, ed, cd, ket);
    quartet_dsps(A, B, C, D, bra, nbra, ket, nket, 0.0, out);
}

/* Fock digestion of (ds|ps) quartets, one task per device thread. Tasks: bra pair
 * bra0 + b (b < nbra) has bra_nket[b] surviving kets, ket pairs ket0, ket0 + 1, ..., cut into
 * runs of ket_block; its runs are tasks task_start[b] .. task_start[b + 1] - 1 (task_start[0] =
 * 0, task_start[nbra] = ntasks), so a thread finds its bra pair by binary search, between
 * hint[h] and hint[h + 1] (h = t / hint_stride; hint[h]: the bra of task h * hint_stride),
 * and the host lists nothing per task. Pairs are indices into pair_sh (two shells per pair, l1 >=
 * l2); a pair's primitive-pair records are pp[ERI_PP_STRIDE * pair_pp[2p]] on, pair_pp[2p + 1] of
 * them; eps is the primitive screening threshold (quartet_dsps). Density screening (dthr > 0): a
 * quartet is skipped when Q_ab Q_cd (Schwarz factors pair_q) times the largest |D| of the six shell
 * blocks it reads (Dsh, nsh x nsh) is below dthr. With w = (ij|kl) * degeneracy, Jt[ij] += D[kl] w,
 * Jt[kl] += D[ij] w and Kt[ik] += D[jl] w, Kt[jl] += D[ik] w, Kt[il] += D[jk] w, Kt[jk] += D[il] w;
 * Jt[ij] (the bra block) is summed over the task's kets in thread-local jb[] and added with
 * one atomic update per element per task, every other element with one per quartet
 * (digestion `atomic`: ket_block 1; `bra-block`: more, see fock.h).
 * The caller symmetrises J = (Jt + Jt^T) / 4 and K = (Kt + Kt^T) / 8. */
void eri_fock_dsps(int64_t ntasks, const int64_t *restrict task_start, int32_t nbra,
                   const int32_t *restrict hint, int64_t nhint, int32_t hint_stride, int32_t bra0,
                   int32_t ket0, int32_t ket_block, const int32_t *restrict bra_nket,
                   int32_t npairs, const int32_t *restrict pair_sh, const int32_t *restrict pair_pp,
                   const double *restrict pair_q, int64_t npp, const double *restrict pp,
                   int32_t nsh, const int32_t *restrict sh_bf, const double *restrict sh_xyz,
                   int32_t nbf, const double *restrict Dm, const double *restrict Dsh, double dthr,
                   double eps, double *restrict Jt, double *restrict Kt) {
    (void)npp; /* they size the device data clauses */
    (void)npairs;
#pragma acc parallel loop gang vector vector_length(64) \
    present(task_start[0:nbra + 1], hint[0:nhint], bra_nket[0:nbra], pair_sh[0:2 * npairs], \
        pair_pp[0:2 * npairs], pair_q[0:npairs], pp[0:ERI_PP_STRIDE * npp], sh_bf[0:nsh], \
        sh_xyz[0:3 * nsh], Dm[0:nbf * nbf], Dsh[0:nsh * nsh], Jt[0:nbf * nbf], Kt[0:nbf * nbf])
    for (int64_t t = 0; t < ntasks; ++t) {
        const int64_t h = t / hint_stride; /* the last b with task_start[b] <= t */
        int32_t lo = hint[h], hi = h + 1 < nhint ? hint[h + 1] : nbra - 1;
        while (lo < hi) {
            const int32_t mid = (lo + hi + 1) / 2;
            if (task_start[mid] <= t)
                lo = mid;
            else
                hi = mid - 1;
        }
        const int32_t run = (int32_t)(t - task_start[lo]), bra = bra0 + lo;
        const int32_t left = bra_nket[lo] - run * ket_block;
        const int32_t nket = left < ket_block ? left : ket_block,
                      ket_first = ket0 + run * ket_block;
        const int32_t s1 = pair_sh[2 * bra], s2 = pair_sh[2 * bra + 1];
        const int fi = sh_bf[s1], fj = sh_bf[s2];
        const double qab = pair_q[bra], dab = Dsh[s1 * nsh + s2];
        enum { ni = 6, nj = 1, nk = 3, nl = 1 };
        double jb[ni * nj];
#pragma acc loop seq
        for (int ij = 0; ij < ni * nj; ++ij)
            jb[ij] = 0.0;
#pragma acc loop seq
        for (int32_t ket = ket_first; ket < ket_first + nket; ++ket) {
            const int32_t s3 = pair_sh[2 * ket], s4 = pair_sh[2 * ket + 1];
            if (dthr > 0.0) {
                const double d = fmax(fmax(fmax(dab, Dsh[s3 * nsh + s4]),
                                           fmax(Dsh[s1 * nsh + s3], Dsh[s1 * nsh + s4])),
                                      fmax(Dsh[s2 * nsh + s3], Dsh[s2 * nsh + s4]));
                if (qab * pair_q[ket] * d < dthr)
                    continue;
            }
            double v[18];
            quartet_dsps(sh_xyz + 3 * s1, sh_xyz + 3 * s2, sh_xyz + 3 * s3, sh_xyz + 3 * s4,
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * bra], pair_pp[2 * bra + 1],
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * ket], pair_pp[2 * ket + 1], eps,
                         v);
            const double deg =
                (s1 == s2 ? 1.0 : 2.0) * (s3 == s4 ? 1.0 : 2.0) * (bra == ket ? 1.0 : 2.0);
#pragma acc loop seq
            for (int q = 0; q < 18; ++q)
                v[q] *= deg;
            const int fk = sh_bf[s3], fl = sh_bf[s4];
            /* J: Coulomb, bra block (thread-local over the task) and ket block */
#pragma acc loop seq
            for (int i = 0; i < ni; ++i) {
#pragma acc loop seq
                for (int j = 0; j < nj; ++j) {
                    double s = 0.0;
#pragma acc loop seq
                    for (int k = 0; k < nk; ++k) {
#pragma acc loop seq
                        for (int l = 0; l < nl; ++l)
                            s += Dm[(fk + k) * nbf + fl + l] * v[((i * nj + j) * nk + k) * nl + l];
                    }
                    jb[i * nj + j] += s;
                }
            }

#pragma acc loop seq
            for (int k = 0; k < nk; ++k) {
#pragma acc loop seq
                for (int l = 0; l < nl; ++l) {
                    double s = 0.0;
#pragma acc loop seq
                    for (int i = 0; i < ni; ++i) {
#pragma acc loop seq
                        for (int j = 0; j < nj; ++j)
                            s += Dm[(fi + i) * nbf + fj + j] * v[((i * nj + j) * nk + k) * nl + l];
                    }
#pragma acc atomic update
                    Jt[(fk + k) * nbf + fl + l] += s;
                }
            }

            /* K: exchange, the four index pairings */
#pragma acc loop seq
            for (int i = 0; i < ni; ++i) {
#pragma acc loop seq
                for (int k = 0; k < nk; ++k) {
                    double s = 0.0;
#pragma acc loop seq
                    for (int j = 0; j < nj; ++j) {
#pragma acc loop seq
                        for (int l = 0; l < nl; ++l)
                            s += Dm[(fj + j) * nbf + fl + l] * v[((i * nj + j) * nk + k) * nl + l];
                    }
#pragma acc atomic update
                    Kt[(fi + i) * nbf + fk + k] += s;
                }
            }

#pragma acc loop seq
            for (int j = 0; j < nj; ++j) {
#pragma acc loop seq
                for (int l = 0; l < nl; ++l) {
                    double s = 0.0;
#pragma acc loop seq
                    for (int i = 0; i < ni; ++i) {
#pragma acc loop seq
                        for (int k = 0; k < nk; ++k)
                            s += Dm[(fi + i) * nbf + fk + k] * v[((i * nj + j) * nk + k) * nl + l];
                    }
#pragma acc atomic update
                    Kt[(fj + j) * nbf + fl + l] += s;
                }
            }

#pragma acc loop seq
            for (int i = 0; i < ni; ++i) {
#pragma acc loop seq
                for (int l = 0; l < nl; ++l) {
                    double s = 0.0;
#pragma acc loop seq
                    for (int j = 0; j < nj; ++j) {
#pragma acc loop seq
                        for (int k = 0; k < nk; ++k)
                            s += Dm[(fj + j) * nbf + fk + k] * v[((i * nj + j) * nk + k) * nl + l];
                    }
#pragma acc atomic update
                    Kt[(fi + i) * nbf + fl + l] += s;
                }
            }

#pragma acc loop seq
            for (int j = 0; j < nj; ++j) {
#pragma acc loop seq
                for (int k = 0; k < nk; ++k) {
                    double s = 0.0;
#pragma acc loop seq
                    for (int i = 0; i < ni; ++i) {
#pragma acc loop seq
                        for (int l = 0; l < nl; ++l)
                            s += Dm[(fi + i) * nbf + fl + l] * v[((i * nj + j) * nk + k) * nl + l];
                    }
#pragma acc atomic update
                    Kt[(fj + j) * nbf + fk + k] += s;
                }
            }
        }
        /* flush the bra block: one atomic update per element per task */
#pragma acc loop seq
        for (int i = 0; i < ni; ++i) {
#pragma acc loop seq
            for (int j = 0; j < nj; ++j) {
#pragma acc atomic update
                Jt[(fi + i) * nbf + fj + j] += jb[i * nj + j];
            }
        }
    }
}
