/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_class.c.j2
 * flavour:   openacc
 * class:     (ds|pp)
 * method:    Obara-Saika VRR + Head-Gordon-Pople HRR
 * statements: 116 VRR per primitive quartet, 54 HRR per quartet
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
/* (ds|pp) over one contracted shell quartet, straight-line code derived by
 * generator/families/eri.py: per primitive quartet the Obara-Saika VRR builds
 * [e0|f0], |e| = 2..2, |f| = 1..2, from F_m(T), m = 0..4; after the
 * contraction the Head-Gordon-Pople HRR moves angular momentum to b and d.
 * bra, ket: the shell pairs' primitive-pair records (eri/prim_pairs.h), sorted by their
 * screening factor B descending; a primitive quartet with B_p B_q < eps is skipped, and with
 * it every later one of the loop (eps = 0: none).
 * out[((i * 1 + j) * 3 + k) * 3 + l], components in libint2 order. */
static inline void quartet_dspp(const double *restrict A, const double *restrict B,
                                const double *restrict C, const double *restrict D,
                                const double *restrict bra, int nbra, const double *restrict ket,
                                int nket, double eps, double *restrict out) {
    (void)B;
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
    double c_200_200 = 0.0;
    double c_200_110 = 0.0;
    double c_200_101 = 0.0;
    double c_200_020 = 0.0;
    double c_200_011 = 0.0;
    double c_200_002 = 0.0;
    double c_110_200 = 0.0;
    double c_110_110 = 0.0;
    double c_110_101 = 0.0;
    double c_110_020 = 0.0;
    double c_110_011 = 0.0;
    double c_110_002 = 0.0;
    double c_101_200 = 0.0;
    double c_101_110 = 0.0;
    double c_101_101 = 0.0;
    double c_101_020 = 0.0;
    double c_101_011 = 0.0;
    double c_101_002 = 0.0;
    double c_020_200 = 0.0;
    double c_020_110 = 0.0;
    double c_020_101 = 0.0;
    double c_020_020 = 0.0;
    double c_020_011 = 0.0;
    double c_020_002 = 0.0;
    double c_011_200 = 0.0;
    double c_011_110 = 0.0;
    double c_011_101 = 0.0;
    double c_011_020 = 0.0;
    double c_011_011 = 0.0;
    double c_011_002 = 0.0;
    double c_002_200 = 0.0;
    double c_002_110 = 0.0;
    double c_002_101 = 0.0;
    double c_002_020 = 0.0;
    double c_002_011 = 0.0;
    double c_002_002 = 0.0;
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
            const double oe = qq[ERI_PP_OZ];
            const double Qx = qq[ERI_PP_PX], Qy = qq[ERI_PP_PY], Qz = qq[ERI_PP_PZ];
            const double oze = 1.0 / (z + e), rho = z * e * oze;
            const double PQx = Px - Qx, PQy = Py - Qy, PQz = Pz - Qz;
            const double T = rho * (PQx * PQx + PQy * PQy + PQz * PQz);
            const double pref = Kab * Kcd * sqrt(oze);
            double F[5];
            eri_boys(4, T, F);
            const double Wx = (z * Px + e * Qx) * oze, Wy = (z * Py + e * Qy) * oze,
                         Wz = (z * Pz + e * Qz) * oze;
            const double WPx = Wx - Px, WPy = Wy - Py, WPz = Wz - Pz;
            const double oo2z = 0.5 * oz, roz = rho * oz;
            const double QCx = Qx - C[0], QCy = Qy - C[1], QCz = Qz - C[2];
            const double WQx = Wx - Qx, WQy = Wy - Qy, WQz = Wz - Qz;
            const double oo2e = 0.5 * oe, roe = rho * oe;
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
            const double s_4 = pref * F[4];
            const double v_100_000_3 = PAx * s_3 + WPx * s_4;
            const double v_200_000_2 =
                PAx * v_100_000_2 + WPx * v_100_000_3 + oo2z * (s_2 - roz * s_3);
            const double v_200_100_1 =
                QCx * v_200_000_1 + WQx * v_200_000_2 + 2.0 * oo2ze * v_100_000_2;
            const double v_100_100_1 = QCx * v_100_000_1 + WQx * v_100_000_2 + oo2ze * s_2;
            const double v_200_200_0 = QCx * v_200_100_0 + WQx * v_200_100_1 +
                                       oo2e * (v_200_000_0 - roe * v_200_000_1) +
                                       2.0 * oo2ze * v_100_100_1;
            const double v_200_010_1 = QCy * v_200_000_1 + WQy * v_200_000_2;
            const double v_100_010_1 = QCy * v_100_000_1 + WQy * v_100_000_2;
            const double v_200_110_0 =
                QCx * v_200_010_0 + WQx * v_200_010_1 + 2.0 * oo2ze * v_100_010_1;
            const double v_200_001_1 = QCz * v_200_000_1 + WQz * v_200_000_2;
            const double v_100_001_1 = QCz * v_100_000_1 + WQz * v_100_000_2;
            const double v_200_101_0 =
                QCx * v_200_001_0 + WQx * v_200_001_1 + 2.0 * oo2ze * v_100_001_1;
            const double v_200_020_0 =
                QCy * v_200_010_0 + WQy * v_200_010_1 + oo2e * (v_200_000_0 - roe * v_200_000_1);
            const double v_200_011_0 = QCy * v_200_001_0 + WQy * v_200_001_1;
            const double v_200_002_0 =
                QCz * v_200_001_0 + WQz * v_200_001_1 + oo2e * (v_200_000_0 - roe * v_200_000_1);
            const double v_010_000_3 = PAy * s_3 + WPy * s_4;
            const double v_110_000_2 = PAx * v_010_000_2 + WPx * v_010_000_3;
            const double v_110_100_1 = QCx * v_110_000_1 + WQx * v_110_000_2 + oo2ze * v_010_000_2;
            const double v_010_100_1 = QCx * v_010_000_1 + WQx * v_010_000_2;
            const double v_110_200_0 = QCx * v_110_100_0 + WQx * v_110_100_1 +
                                       oo2e * (v_110_000_0 - roe * v_110_000_1) +
                                       oo2ze * v_010_100_1;
            const double v_110_010_1 = QCy * v_110_000_1 + WQy * v_110_000_2 + oo2ze * v_100_000_2;
            const double v_010_010_1 = QCy * v_010_000_1 + WQy * v_010_000_2 + oo2ze * s_2;
            const double v_110_110_0 = QCx * v_110_010_0 + WQx * v_110_010_1 + oo2ze * v_010_010_1;
            const double v_110_001_1 = QCz * v_110_000_1 + WQz * v_110_000_2;
            const double v_010_001_1 = QCz * v_010_000_1 + WQz * v_010_000_2;
            const double v_110_101_0 = QCx * v_110_001_0 + WQx * v_110_001_1 + oo2ze * v_010_001_1;
            const double v_110_020_0 = QCy * v_110_010_0 + WQy * v_110_010_1 +
                                       oo2e * (v_110_000_0 - roe * v_110_000_1) +
                                       oo2ze * v_100_010_1;
            const double v_110_011_0 = QCy * v_110_001_0 + WQy * v_110_001_1 + oo2ze * v_100_001_1;
            const double v_110_002_0 =
                QCz * v_110_001_0 + WQz * v_110_001_1 + oo2e * (v_110_000_0 - roe * v_110_000_1);
            const double v_001_000_3 = PAz * s_3 + WPz * s_4;
            const double v_101_000_2 = PAx * v_001_000_2 + WPx * v_001_000_3;
            const double v_101_100_1 = QCx * v_101_000_1 + WQx * v_101_000_2 + oo2ze * v_001_000_2;
            const double v_001_100_1 = QCx * v_001_000_1 + WQx * v_001_000_2;
            const double v_101_200_0 = QCx * v_101_100_0 + WQx * v_101_100_1 +
                                       oo2e * (v_101_000_0 - roe * v_101_000_1) +
                                       oo2ze * v_001_100_1;
            const double v_101_010_1 = QCy * v_101_000_1 + WQy * v_101_000_2;
            const double v_001_010_1 = QCy * v_001_000_1 + WQy * v_001_000_2;
            const double v_101_110_0 = QCx * v_101_010_0 + WQx * v_101_010_1 + oo2ze * v_001_010_1;
            const double v_101_001_1 = QCz * v_101_000_1 + WQz * v_101_000_2 + oo2ze * v_100_000_2;
            const double v_001_001_1 = QCz * v_001_000_1 + WQz * v_001_000_2 + oo2ze * s_2;
            const double v_101_101_0 = QCx * v_101_001_0 + WQx * v_101_001_1 + oo2ze * v_001_001_1;
            const double v_101_020_0 =
                QCy * v_101_010_0 + WQy * v_101_010_1 + oo2e * (v_101_000_0 - roe * v_101_000_1);
            const double v_101_011_0 = QCy * v_101_001_0 + WQy * v_101_001_1;
            const double v_101_002_0 = QCz * v_101_001_0 + WQz * v_101_001_1 +
                                       oo2e * (v_101_000_0 - roe * v_101_000_1) +
                                       oo2ze * v_100_001_1;
            const double v_020_000_2 =
                PAy * v_010_000_2 + WPy * v_010_000_3 + oo2z * (s_2 - roz * s_3);
            const double v_020_100_1 = QCx * v_020_000_1 + WQx * v_020_000_2;
            const double v_020_200_0 =
                QCx * v_020_100_0 + WQx * v_020_100_1 + oo2e * (v_020_000_0 - roe * v_020_000_1);
            const double v_020_010_1 =
                QCy * v_020_000_1 + WQy * v_020_000_2 + 2.0 * oo2ze * v_010_000_2;
            const double v_020_110_0 = QCx * v_020_010_0 + WQx * v_020_010_1;
            const double v_020_001_1 = QCz * v_020_000_1 + WQz * v_020_000_2;
            const double v_020_101_0 = QCx * v_020_001_0 + WQx * v_020_001_1;
            const double v_020_020_0 = QCy * v_020_010_0 + WQy * v_020_010_1 +
                                       oo2e * (v_020_000_0 - roe * v_020_000_1) +
                                       2.0 * oo2ze * v_010_010_1;
            const double v_020_011_0 =
                QCy * v_020_001_0 + WQy * v_020_001_1 + 2.0 * oo2ze * v_010_001_1;
            const double v_020_002_0 =
                QCz * v_020_001_0 + WQz * v_020_001_1 + oo2e * (v_020_000_0 - roe * v_020_000_1);
            const double v_011_000_2 = PAy * v_001_000_2 + WPy * v_001_000_3;
            const double v_011_100_1 = QCx * v_011_000_1 + WQx * v_011_000_2;
            const double v_011_200_0 =
                QCx * v_011_100_0 + WQx * v_011_100_1 + oo2e * (v_011_000_0 - roe * v_011_000_1);
            const double v_011_010_1 = QCy * v_011_000_1 + WQy * v_011_000_2 + oo2ze * v_001_000_2;
            const double v_011_110_0 = QCx * v_011_010_0 + WQx * v_011_010_1;
            const double v_011_001_1 = QCz * v_011_000_1 + WQz * v_011_000_2 + oo2ze * v_010_000_2;
            const double v_011_101_0 = QCx * v_011_001_0 + WQx * v_011_001_1;
            const double v_011_020_0 = QCy * v_011_010_0 + WQy * v_011_010_1 +
                                       oo2e * (v_011_000_0 - roe * v_011_000_1) +
                                       oo2ze * v_001_010_1;
            const double v_011_011_0 = QCy * v_011_001_0 + WQy * v_011_001_1 + oo2ze * v_001_001_1;
            const double v_011_002_0 = QCz * v_011_001_0 + WQz * v_011_001_1 +
                                       oo2e * (v_011_000_0 - roe * v_011_000_1) +
                                       oo2ze * v_010_001_1;
            const double v_002_000_2 =
                PAz * v_001_000_2 + WPz * v_001_000_3 + oo2z * (s_2 - roz * s_3);
            const double v_002_100_1 = QCx * v_002_000_1 + WQx * v_002_000_2;
            const double v_002_200_0 =
                QCx * v_002_100_0 + WQx * v_002_100_1 + oo2e * (v_002_000_0 - roe * v_002_000_1);
            const double v_002_010_1 = QCy * v_002_000_1 + WQy * v_002_000_2;
            const double v_002_110_0 = QCx * v_002_010_0 + WQx * v_002_010_1;
            const double v_002_001_1 =
                QCz * v_002_000_1 + WQz * v_002_000_2 + 2.0 * oo2ze * v_001_000_2;
            const double v_002_101_0 = QCx * v_002_001_0 + WQx * v_002_001_1;
            const double v_002_020_0 =
                QCy * v_002_010_0 + WQy * v_002_010_1 + oo2e * (v_002_000_0 - roe * v_002_000_1);
            const double v_002_011_0 = QCy * v_002_001_0 + WQy * v_002_001_1;
            const double v_002_002_0 = QCz * v_002_001_0 + WQz * v_002_001_1 +
                                       oo2e * (v_002_000_0 - roe * v_002_000_1) +
                                       2.0 * oo2ze * v_001_001_1;
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
            c_200_200 += v_200_200_0;
            c_200_110 += v_200_110_0;
            c_200_101 += v_200_101_0;
            c_200_020 += v_200_020_0;
            c_200_011 += v_200_011_0;
            c_200_002 += v_200_002_0;
            c_110_200 += v_110_200_0;
            c_110_110 += v_110_110_0;
            c_110_101 += v_110_101_0;
            c_110_020 += v_110_020_0;
            c_110_011 += v_110_011_0;
            c_110_002 += v_110_002_0;
            c_101_200 += v_101_200_0;
            c_101_110 += v_101_110_0;
            c_101_101 += v_101_101_0;
            c_101_020 += v_101_020_0;
            c_101_011 += v_101_011_0;
            c_101_002 += v_101_002_0;
            c_020_200 += v_020_200_0;
            c_020_110 += v_020_110_0;
            c_020_101 += v_020_101_0;
            c_020_020 += v_020_020_0;
            c_020_011 += v_020_011_0;
            c_020_002 += v_020_002_0;
            c_011_200 += v_011_200_0;
            c_011_110 += v_011_110_0;
            c_011_101 += v_011_101_0;
            c_011_020 += v_011_020_0;
            c_011_011 += v_011_011_0;
            c_011_002 += v_011_002_0;
            c_002_200 += v_002_200_0;
            c_002_110 += v_002_110_0;
            c_002_101 += v_002_101_0;
            c_002_020 += v_002_020_0;
            c_002_011 += v_002_011_0;
            c_002_002 += v_002_002_0;
        }
    }
    const double CDx = C[0] - D[0], CDy = C[1] - D[1], CDz = C[2] - D[2];
    const double h_200_000_100_100 = c_200_200 + CDx * c_200_100;
    const double h_200_000_100_010 = c_200_110 + CDy * c_200_100;
    const double h_200_000_100_001 = c_200_101 + CDz * c_200_100;
    const double h_200_000_010_100 = c_200_110 + CDx * c_200_010;
    const double h_200_000_010_010 = c_200_020 + CDy * c_200_010;
    const double h_200_000_010_001 = c_200_011 + CDz * c_200_010;
    const double h_200_000_001_100 = c_200_101 + CDx * c_200_001;
    const double h_200_000_001_010 = c_200_011 + CDy * c_200_001;
    const double h_200_000_001_001 = c_200_002 + CDz * c_200_001;
    const double h_110_000_100_100 = c_110_200 + CDx * c_110_100;
    const double h_110_000_100_010 = c_110_110 + CDy * c_110_100;
    const double h_110_000_100_001 = c_110_101 + CDz * c_110_100;
    const double h_110_000_010_100 = c_110_110 + CDx * c_110_010;
    const double h_110_000_010_010 = c_110_020 + CDy * c_110_010;
    const double h_110_000_010_001 = c_110_011 + CDz * c_110_010;
    const double h_110_000_001_100 = c_110_101 + CDx * c_110_001;
    const double h_110_000_001_010 = c_110_011 + CDy * c_110_001;
    const double h_110_000_001_001 = c_110_002 + CDz * c_110_001;
    const double h_101_000_100_100 = c_101_200 + CDx * c_101_100;
    const double h_101_000_100_010 = c_101_110 + CDy * c_101_100;
    const double h_101_000_100_001 = c_101_101 + CDz * c_101_100;
    const double h_101_000_010_100 = c_101_110 + CDx * c_101_010;
    const double h_101_000_010_010 = c_101_020 + CDy * c_101_010;
    const double h_101_000_010_001 = c_101_011 + CDz * c_101_010;
    const double h_101_000_001_100 = c_101_101 + CDx * c_101_001;
    const double h_101_000_001_010 = c_101_011 + CDy * c_101_001;
    const double h_101_000_001_001 = c_101_002 + CDz * c_101_001;
    const double h_020_000_100_100 = c_020_200 + CDx * c_020_100;
    const double h_020_000_100_010 = c_020_110 + CDy * c_020_100;
    const double h_020_000_100_001 = c_020_101 + CDz * c_020_100;
    const double h_020_000_010_100 = c_020_110 + CDx * c_020_010;
    const double h_020_000_010_010 = c_020_020 + CDy * c_020_010;
    const double h_020_000_010_001 = c_020_011 + CDz * c_020_010;
    const double h_020_000_001_100 = c_020_101 + CDx * c_020_001;
    const double h_020_000_001_010 = c_020_011 + CDy * c_020_001;
    const double h_020_000_001_001 = c_020_002 + CDz * c_020_001;
    const double h_011_000_100_100 = c_011_200 + CDx * c_011_100;
    const double h_011_000_100_010 = c_011_110 + CDy * c_011_100;
    const double h_011_000_100_001 = c_011_101 + CDz * c_011_100;
    const double h_011_000_010_100 = c_011_110 + CDx * c_011_010;
    const double h_011_000_010_010 = c_011_020 + CDy * c_011_010;
    const double h_011_000_010_001 = c_011_011 + CDz * c_011_010;
    const double h_011_000_001_100 = c_011_101 + CDx * c_011_001;
    const double h_011_000_001_010 = c_011_011 + CDy * c_011_001;
    const double h_011_000_001_001 = c_011_002 + CDz * c_011_001;
    const double h_002_000_100_100 = c_002_200 + CDx * c_002_100;
    const double h_002_000_100_010 = c_002_110 + CDy * c_002_100;
    const double h_002_000_100_001 = c_002_101 + CDz * c_002_100;
    const double h_002_000_010_100 = c_002_110 + CDx * c_002_010;
    const double h_002_000_010_010 = c_002_020 + CDy * c_002_010;
    const double h_002_000_010_001 = c_002_011 + CDz * c_002_010;
    const double h_002_000_001_100 = c_002_101 + CDx * c_002_001;
    const double h_002_000_001_010 = c_002_011 + CDy * c_002_001;
    const double h_002_000_001_001 = c_002_002 + CDz * c_002_001;
    out[0] = h_200_000_100_100;
    out[1] = h_200_000_100_010;
    out[2] = h_200_000_100_001;
    out[3] = h_200_000_010_100;
    out[4] = h_200_000_010_010;
    out[5] = h_200_000_010_001;
    out[6] = h_200_000_001_100;
    out[7] = h_200_000_001_010;
    out[8] = h_200_000_001_001;
    out[9] = h_110_000_100_100;
    out[10] = h_110_000_100_010;
    out[11] = h_110_000_100_001;
    out[12] = h_110_000_010_100;
    out[13] = h_110_000_010_010;
    out[14] = h_110_000_010_001;
    out[15] = h_110_000_001_100;
    out[16] = h_110_000_001_010;
    out[17] = h_110_000_001_001;
    out[18] = h_101_000_100_100;
    out[19] = h_101_000_100_010;
    out[20] = h_101_000_100_001;
    out[21] = h_101_000_010_100;
    out[22] = h_101_000_010_010;
    out[23] = h_101_000_010_001;
    out[24] = h_101_000_001_100;
    out[25] = h_101_000_001_010;
    out[26] = h_101_000_001_001;
    out[27] = h_020_000_100_100;
    out[28] = h_020_000_100_010;
    out[29] = h_020_000_100_001;
    out[30] = h_020_000_010_100;
    out[31] = h_020_000_010_010;
    out[32] = h_020_000_010_001;
    out[33] = h_020_000_001_100;
    out[34] = h_020_000_001_010;
    out[35] = h_020_000_001_001;
    out[36] = h_011_000_100_100;
    out[37] = h_011_000_100_010;
    out[38] = h_011_000_100_001;
    out[39] = h_011_000_010_100;
    out[40] = h_011_000_010_010;
    out[41] = h_011_000_010_001;
    out[42] = h_011_000_001_100;
    out[43] = h_011_000_001_010;
    out[44] = h_011_000_001_001;
    out[45] = h_002_000_100_100;
    out[46] = h_002_000_100_010;
    out[47] = h_002_000_100_001;
    out[48] = h_002_000_010_100;
    out[49] = h_002_000_010_010;
    out[50] = h_002_000_010_001;
    out[51] = h_002_000_001_100;
    out[52] = h_002_000_001_010;
    out[53] = h_002_000_001_001;
}

/* The same on contracted shells (centre, primitives, exponents, coefficients as in eri/basis.h),
 * callable from other translation units (tests, Schwarz factors on the host): every primitive
 * pair, no screening. */
void eri_quartet_dspp(const double *restrict A, const double *restrict B, const double *restrict C,
                      const double *restrict D, int na, const double *restrict ea,
                      const double *restrict ca, int nb, const double *restrict eb,
                      const double *restrict cb, int nc, const double *restrict ec,
                      const double *restrict cc, int nd, const double *restrict ed,
                      const double *restrict cd, double *restrict out) {
    double bra[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE],
        ket[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE];
    const int nbra = eri_prim_pairs(A, na, ea, ca, B, nb, eb, cb, bra);
    const int nket = eri_prim_pairs(C, nc, ec, cc, D, nd, ed, cd, ket);
    quartet_dspp(A, B, C, D, bra, nbra, ket, nket, 0.0, out);
}

/* Fock digestion of (ds|pp) quartets, one task per device thread. Tasks: bra pair
 * bra0 + b (b < nbra) has bra_nket[b] surviving kets, ket pairs ket0, ket0 + 1, ..., cut into
 * runs of ket_block; its runs are tasks task_start[b] .. task_start[b + 1] - 1 (task_start[0] =
 * 0, task_start[nbra] = ntasks), so a thread finds its bra pair by binary search, between
 * hint[h] and hint[h + 1] (h = t / hint_stride; hint[h]: the bra of task h * hint_stride),
 * and the host lists nothing per task. Pairs are indices into pair_sh (two shells per pair, l1 >=
 * l2); a pair's primitive-pair records are pp[ERI_PP_STRIDE * pair_pp[2p]] on, pair_pp[2p + 1] of
 * them; eps is the primitive screening threshold (quartet_dspp). Density screening (dthr > 0): a
 * quartet is skipped when Q_ab Q_cd (Schwarz factors pair_q) times the largest |D| of the six shell
 * blocks it reads (Dsh, nsh x nsh) is below dthr. With w = (ij|kl) * degeneracy, Jt[ij] += D[kl] w,
 * Jt[kl] += D[ij] w and Kt[ik] += D[jl] w, Kt[jl] += D[ik] w, Kt[il] += D[jk] w, Kt[jk] += D[il] w;
 * Jt[ij] (the bra block) is summed over the task's kets in thread-local jb[] and added with
 * one atomic update per element per task, every other element with one per quartet
 * (digestion `atomic`: ket_block 1; `bra-block`: more, see fock.h).
 * The caller symmetrises J = (Jt + Jt^T) / 4 and K = (Kt + Kt^T) / 8. */
void eri_fock_dspp(int64_t ntasks, const int64_t *restrict task_start, int32_t nbra,
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
        enum { ni = 6, nj = 1, nk = 3, nl = 3 };
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
            double v[54];
            quartet_dspp(sh_xyz + 3 * s1, sh_xyz + 3 * s2, sh_xyz + 3 * s3, sh_xyz + 3 * s4,
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * bra], pair_pp[2 * bra + 1],
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * ket], pair_pp[2 * ket + 1], eps,
                         v);
            const double deg =
                (s1 == s2 ? 1.0 : 2.0) * (s3 == s4 ? 1.0 : 2.0) * (bra == ket ? 1.0 : 2.0);
#pragma acc loop seq
            for (int q = 0; q < 54; ++q)
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
