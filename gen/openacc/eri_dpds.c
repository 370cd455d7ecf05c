/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_class.c.j2
 * flavour:   openacc
 * class:     (dp|ds)
 * method:    Obara-Saika VRR + Head-Gordon-Pople HRR
 * statements: 276 VRR per primitive quartet, 108 HRR per quartet
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
/* (dp|ds) over one contracted shell quartet, straight-line code derived by
 * generator/families/eri.py: per primitive quartet the Obara-Saika VRR builds
 * [e0|f0], |e| = 2..3, |f| = 2..2, from F_m(T), m = 0..5; after the
 * contraction the Head-Gordon-Pople HRR moves angular momentum to b and d.
 * bra, ket: the shell pairs' primitive-pair records (eri/prim_pairs.h), sorted by their
 * screening factor B descending; a primitive quartet with B_p B_q < eps is skipped, and with
 * it every later one of the loop (eps = 0: none).
 * out[((i * 3 + j) * 6 + k) * 1 + l], components in libint2 order. */
static inline void quartet_dpds(const double *restrict A, const double *restrict B,
                                const double *restrict C, const double *restrict D,
                                const double *restrict bra, int nbra, const double *restrict ket,
                                int nket, double eps, double *restrict out) {
    (void)D;
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
    double c_300_200 = 0.0;
    double c_300_110 = 0.0;
    double c_300_101 = 0.0;
    double c_300_020 = 0.0;
    double c_300_011 = 0.0;
    double c_300_002 = 0.0;
    double c_210_200 = 0.0;
    double c_210_110 = 0.0;
    double c_210_101 = 0.0;
    double c_210_020 = 0.0;
    double c_210_011 = 0.0;
    double c_210_002 = 0.0;
    double c_201_200 = 0.0;
    double c_201_110 = 0.0;
    double c_201_101 = 0.0;
    double c_201_020 = 0.0;
    double c_201_011 = 0.0;
    double c_201_002 = 0.0;
    double c_120_200 = 0.0;
    double c_120_110 = 0.0;
    double c_120_101 = 0.0;
    double c_120_020 = 0.0;
    double c_120_011 = 0.0;
    double c_120_002 = 0.0;
    double c_111_200 = 0.0;
    double c_111_110 = 0.0;
    double c_111_101 = 0.0;
    double c_111_020 = 0.0;
    double c_111_011 = 0.0;
    double c_111_002 = 0.0;
    double c_102_200 = 0.0;
    double c_102_110 = 0.0;
    double c_102_101 = 0.0;
    double c_102_020 = 0.0;
    double c_102_011 = 0.0;
    double c_102_002 = 0.0;
    double c_030_200 = 0.0;
    double c_030_110 = 0.0;
    double c_030_101 = 0.0;
    double c_030_020 = 0.0;
    double c_030_011 = 0.0;
    double c_030_002 = 0.0;
    double c_021_200 = 0.0;
    double c_021_110 = 0.0;
    double c_021_101 = 0.0;
    double c_021_020 = 0.0;
    double c_021_011 = 0.0;
    double c_021_002 = 0.0;
    double c_012_200 = 0.0;
    double c_012_110 = 0.0;
    double c_012_101 = 0.0;
    double c_012_020 = 0.0;
    double c_012_011 = 0.0;
    double c_012_002 = 0.0;
    double c_003_200 = 0.0;
    double c_003_110 = 0.0;
    double c_003_101 = 0.0;
    double c_003_020 = 0.0;
    double c_003_011 = 0.0;
    double c_003_002 = 0.0;
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
            double F[6];
            eri_boys(5, T, F);
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
            const double v_200_010_0 = QCy * v_200_000_0 + WQy * v_200_000_1;
            const double v_200_010_1 = QCy * v_200_000_1 + WQy * v_200_000_2;
            const double v_100_010_1 = QCy * v_100_000_1 + WQy * v_100_000_2;
            const double v_200_110_0 =
                QCx * v_200_010_0 + WQx * v_200_010_1 + 2.0 * oo2ze * v_100_010_1;
            const double v_200_001_0 = QCz * v_200_000_0 + WQz * v_200_000_1;
            const double v_200_001_1 = QCz * v_200_000_1 + WQz * v_200_000_2;
            const double v_100_001_1 = QCz * v_100_000_1 + WQz * v_100_000_2;
            const double v_200_101_0 =
                QCx * v_200_001_0 + WQx * v_200_001_1 + 2.0 * oo2ze * v_100_001_1;
            const double v_200_020_0 =
                QCy * v_200_010_0 + WQy * v_200_010_1 + oo2e * (v_200_000_0 - roe * v_200_000_1);
            const double v_200_011_0 = QCy * v_200_001_0 + WQy * v_200_001_1;
            const double v_200_002_0 =
                QCz * v_200_001_0 + WQz * v_200_001_1 + oo2e * (v_200_000_0 - roe * v_200_000_1);
            const double v_010_000_0 = PAy * s_0 + WPy * s_1;
            const double v_010_000_1 = PAy * s_1 + WPy * s_2;
            const double v_110_000_0 = PAx * v_010_000_0 + WPx * v_010_000_1;
            const double v_010_000_2 = PAy * s_2 + WPy * s_3;
            const double v_110_000_1 = PAx * v_010_000_1 + WPx * v_010_000_2;
            const double v_110_100_0 = QCx * v_110_000_0 + WQx * v_110_000_1 + oo2ze * v_010_000_1;
            const double v_010_000_3 = PAy * s_3 + WPy * s_4;
            const double v_110_000_2 = PAx * v_010_000_2 + WPx * v_010_000_3;
            const double v_110_100_1 = QCx * v_110_000_1 + WQx * v_110_000_2 + oo2ze * v_010_000_2;
            const double v_010_100_1 = QCx * v_010_000_1 + WQx * v_010_000_2;
            const double v_110_200_0 = QCx * v_110_100_0 + WQx * v_110_100_1 +
                                       oo2e * (v_110_000_0 - roe * v_110_000_1) +
                                       oo2ze * v_010_100_1;
            const double v_110_010_0 = QCy * v_110_000_0 + WQy * v_110_000_1 + oo2ze * v_100_000_1;
            const double v_110_010_1 = QCy * v_110_000_1 + WQy * v_110_000_2 + oo2ze * v_100_000_2;
            const double v_010_010_1 = QCy * v_010_000_1 + WQy * v_010_000_2 + oo2ze * s_2;
            const double v_110_110_0 = QCx * v_110_010_0 + WQx * v_110_010_1 + oo2ze * v_010_010_1;
            const double v_110_001_0 = QCz * v_110_000_0 + WQz * v_110_000_1;
            const double v_110_001_1 = QCz * v_110_000_1 + WQz * v_110_000_2;
            const double v_010_001_1 = QCz * v_010_000_1 + WQz * v_010_000_2;
            const double v_110_101_0 = QCx * v_110_001_0 + WQx * v_110_001_1 + oo2ze * v_010_001_1;
            const double v_110_020_0 = QCy * v_110_010_0 + WQy * v_110_010_1 +
                                       oo2e * (v_110_000_0 - roe * v_110_000_1) +
                                       oo2ze * v_100_010_1;
            const double v_110_011_0 = QCy * v_110_001_0 + WQy * v_110_001_1 + oo2ze * v_100_001_1;
            const double v_110_002_0 =
                QCz * v_110_001_0 + WQz * v_110_001_1 + oo2e * (v_110_000_0 - roe * v_110_000_1);
            const double v_001_000_0 = PAz * s_0 + WPz * s_1;
            const double v_001_000_1 = PAz * s_1 + WPz * s_2;
            const double v_101_000_0 = PAx * v_001_000_0 + WPx * v_001_000_1;
            const double v_001_000_2 = PAz * s_2 + WPz * s_3;
            const double v_101_000_1 = PAx * v_001_000_1 + WPx * v_001_000_2;
            const double v_101_100_0 = QCx * v_101_000_0 + WQx * v_101_000_1 + oo2ze * v_001_000_1;
            const double v_001_000_3 = PAz * s_3 + WPz * s_4;
            const double v_101_000_2 = PAx * v_001_000_2 + WPx * v_001_000_3;
            const double v_101_100_1 = QCx * v_101_000_1 + WQx * v_101_000_2 + oo2ze * v_001_000_2;
            const double v_001_100_1 = QCx * v_001_000_1 + WQx * v_001_000_2;
            const double v_101_200_0 = QCx * v_101_100_0 + WQx * v_101_100_1 +
                                       oo2e * (v_101_000_0 - roe * v_101_000_1) +
                                       oo2ze * v_001_100_1;
            const double v_101_010_0 = QCy * v_101_000_0 + WQy * v_101_000_1;
            const double v_101_010_1 = QCy * v_101_000_1 + WQy * v_101_000_2;
            const double v_001_010_1 = QCy * v_001_000_1 + WQy * v_001_000_2;
            const double v_101_110_0 = QCx * v_101_010_0 + WQx * v_101_010_1 + oo2ze * v_001_010_1;
            const double v_101_001_0 = QCz * v_101_000_0 + WQz * v_101_000_1 + oo2ze * v_100_000_1;
            const double v_101_001_1 = QCz * v_101_000_1 + WQz * v_101_000_2 + oo2ze * v_100_000_2;
            const double v_001_001_1 = QCz * v_001_000_1 + WQz * v_001_000_2 + oo2ze * s_2;
            const double v_101_101_0 = QCx * v_101_001_0 + WQx * v_101_001_1 + oo2ze * v_001_001_1;
            const double v_101_020_0 =
                QCy * v_101_010_0 + WQy * v_101_010_1 + oo2e * (v_101_000_0 - roe * v_101_000_1);
            const double v_101_011_0 = QCy * v_101_001_0 + WQy * v_101_001_1;
            const double v_101_002_0 = QCz * v_101_001_0 + WQz * v_101_001_1 +
                                       oo2e * (v_101_000_0 - roe * v_101_000_1) +
                                       oo2ze * v_100_001_1;
            const double v_020_000_0 =
                PAy * v_010_000_0 + WPy * v_010_000_1 + oo2z * (s_0 - roz * s_1);
            const double v_020_000_1 =
                PAy * v_010_000_1 + WPy * v_010_000_2 + oo2z * (s_1 - roz * s_2);
            const double v_020_100_0 = QCx * v_020_000_0 + WQx * v_020_000_1;
            const double v_020_000_2 =
                PAy * v_010_000_2 + WPy * v_010_000_3 + oo2z * (s_2 - roz * s_3);
            const double v_020_100_1 = QCx * v_020_000_1 + WQx * v_020_000_2;
            const double v_020_200_0 =
                QCx * v_020_100_0 + WQx * v_020_100_1 + oo2e * (v_020_000_0 - roe * v_020_000_1);
            const double v_020_010_0 =
                QCy * v_020_000_0 + WQy * v_020_000_1 + 2.0 * oo2ze * v_010_000_1;
            const double v_020_010_1 =
                QCy * v_020_000_1 + WQy * v_020_000_2 + 2.0 * oo2ze * v_010_000_2;
            const double v_020_110_0 = QCx * v_020_010_0 + WQx * v_020_010_1;
            const double v_020_001_0 = QCz * v_020_000_0 + WQz * v_020_000_1;
            const double v_020_001_1 = QCz * v_020_000_1 + WQz * v_020_000_2;
            const double v_020_101_0 = QCx * v_020_001_0 + WQx * v_020_001_1;
            const double v_020_020_0 = QCy * v_020_010_0 + WQy * v_020_010_1 +
                                       oo2e * (v_020_000_0 - roe * v_020_000_1) +
                                       2.0 * oo2ze * v_010_010_1;
            const double v_020_011_0 =
                QCy * v_020_001_0 + WQy * v_020_001_1 + 2.0 * oo2ze * v_010_001_1;
            const double v_020_002_0 =
                QCz * v_020_001_0 + WQz * v_020_001_1 + oo2e * (v_020_000_0 - roe * v_020_000_1);
            const double v_011_000_0 = PAy * v_001_000_0 + WPy * v_001_000_1;
            const double v_011_000_1 = PAy * v_001_000_1 + WPy * v_001_000_2;
            const double v_011_100_0 = QCx * v_011_000_0 + WQx * v_011_000_1;
            const double v_011_000_2 = PAy * v_001_000_2 + WPy * v_001_000_3;
            const double v_011_100_1 = QCx * v_011_000_1 + WQx * v_011_000_2;
            const double v_011_200_0 =
                QCx * v_011_100_0 + WQx * v_011_100_1 + oo2e * (v_011_000_0 - roe * v_011_000_1);
            const double v_011_010_0 = QCy * v_011_000_0 + WQy * v_011_000_1 + oo2ze * v_001_000_1;
            const double v_011_010_1 = QCy * v_011_000_1 + WQy * v_011_000_2 + oo2ze * v_001_000_2;
            const double v_011_110_0 = QCx * v_011_010_0 + WQx * v_011_010_1;
            const double v_011_001_0 = QCz * v_011_000_0 + WQz * v_011_000_1 + oo2ze * v_010_000_1;
            const double v_011_001_1 = QCz * v_011_000_1 + WQz * v_011_000_2 + oo2ze * v_010_000_2;
            const double v_011_101_0 = QCx * v_011_001_0 + WQx * v_011_001_1;
            const double v_011_020_0 = QCy * v_011_010_0 + WQy * v_011_010_1 +
                                       oo2e * (v_011_000_0 - roe * v_011_000_1) +
                                       oo2ze * v_001_010_1;
            const double v_011_011_0 = QCy * v_011_001_0 + WQy * v_011_001_1 + oo2ze * v_001_001_1;
            const double v_011_002_0 = QCz * v_011_001_0 + WQz * v_011_001_1 +
                                       oo2e * (v_011_000_0 - roe * v_011_000_1) +
                                       oo2ze * v_010_001_1;
            const double v_002_000_0 =
                PAz * v_001_000_0 + WPz * v_001_000_1 + oo2z * (s_0 - roz * s_1);
            const double v_002_000_1 =
                PAz * v_001_000_1 + WPz * v_001_000_2 + oo2z * (s_1 - roz * s_2);
            const double v_002_100_0 = QCx * v_002_000_0 + WQx * v_002_000_1;
            const double v_002_000_2 =
                PAz * v_001_000_2 + WPz * v_001_000_3 + oo2z * (s_2 - roz * s_3);
            const double v_002_100_1 = QCx * v_002_000_1 + WQx * v_002_000_2;
            const double v_002_200_0 =
                QCx * v_002_100_0 + WQx * v_002_100_1 + oo2e * (v_002_000_0 - roe * v_002_000_1);
            const double v_002_010_0 = QCy * v_002_000_0 + WQy * v_002_000_1;
            const double v_002_010_1 = QCy * v_002_000_1 + WQy * v_002_000_2;
            const double v_002_110_0 = QCx * v_002_010_0 + WQx * v_002_010_1;
            const double v_002_001_0 =
                QCz * v_002_000_0 + WQz * v_002_000_1 + 2.0 * oo2ze * v_001_000_1;
            const double v_002_001_1 =
                QCz * v_002_000_1 + WQz * v_002_000_2 + 2.0 * oo2ze * v_001_000_2;
            const double v_002_101_0 = QCx * v_002_001_0 + WQx * v_002_001_1;
            const double v_002_020_0 =
                QCy * v_002_010_0 + WQy * v_002_010_1 + oo2e * (v_002_000_0 - roe * v_002_000_1);
            const double v_002_011_0 = QCy * v_002_001_0 + WQy * v_002_001_1;
            const double v_002_002_0 = QCz * v_002_001_0 + WQz * v_002_001_1 +
                                       oo2e * (v_002_000_0 - roe * v_002_000_1) +
                                       2.0 * oo2ze * v_001_001_1;
            const double v_300_000_0 = PAx * v_200_000_0 + WPx * v_200_000_1 +
                                       2.0 * oo2z * (v_100_000_0 - roz * v_100_000_1);
            const double v_300_000_1 = PAx * v_200_000_1 + WPx * v_200_000_2 +
                                       2.0 * oo2z * (v_100_000_1 - roz * v_100_000_2);
            const double v_300_100_0 =
                QCx * v_300_000_0 + WQx * v_300_000_1 + 3.0 * oo2ze * v_200_000_1;
            const double s_5 = pref * F[5];
            const double v_100_000_4 = PAx * s_4 + WPx * s_5;
            const double v_200_000_3 =
                PAx * v_100_000_3 + WPx * v_100_000_4 + oo2z * (s_3 - roz * s_4);
            const double v_300_000_2 = PAx * v_200_000_2 + WPx * v_200_000_3 +
                                       2.0 * oo2z * (v_100_000_2 - roz * v_100_000_3);
            const double v_300_100_1 =
                QCx * v_300_000_1 + WQx * v_300_000_2 + 3.0 * oo2ze * v_200_000_2;
            const double v_300_200_0 = QCx * v_300_100_0 + WQx * v_300_100_1 +
                                       oo2e * (v_300_000_0 - roe * v_300_000_1) +
                                       3.0 * oo2ze * v_200_100_1;
            const double v_300_010_0 = QCy * v_300_000_0 + WQy * v_300_000_1;
            const double v_300_010_1 = QCy * v_300_000_1 + WQy * v_300_000_2;
            const double v_300_110_0 =
                QCx * v_300_010_0 + WQx * v_300_010_1 + 3.0 * oo2ze * v_200_010_1;
            const double v_300_001_0 = QCz * v_300_000_0 + WQz * v_300_000_1;
            const double v_300_001_1 = QCz * v_300_000_1 + WQz * v_300_000_2;
            const double v_300_101_0 =
                QCx * v_300_001_0 + WQx * v_300_001_1 + 3.0 * oo2ze * v_200_001_1;
            const double v_300_020_0 =
                QCy * v_300_010_0 + WQy * v_300_010_1 + oo2e * (v_300_000_0 - roe * v_300_000_1);
            const double v_300_011_0 = QCy * v_300_001_0 + WQy * v_300_001_1;
            const double v_300_002_0 =
                QCz * v_300_001_0 + WQz * v_300_001_1 + oo2e * (v_300_000_0 - roe * v_300_000_1);
            const double v_210_000_0 =
                PAx * v_110_000_0 + WPx * v_110_000_1 + oo2z * (v_010_000_0 - roz * v_010_000_1);
            const double v_210_000_1 =
                PAx * v_110_000_1 + WPx * v_110_000_2 + oo2z * (v_010_000_1 - roz * v_010_000_2);
            const double v_210_100_0 =
                QCx * v_210_000_0 + WQx * v_210_000_1 + 2.0 * oo2ze * v_110_000_1;
            const double v_010_000_4 = PAy * s_4 + WPy * s_5;
            const double v_110_000_3 = PAx * v_010_000_3 + WPx * v_010_000_4;
            const double v_210_000_2 =
                PAx * v_110_000_2 + WPx * v_110_000_3 + oo2z * (v_010_000_2 - roz * v_010_000_3);
            const double v_210_100_1 =
                QCx * v_210_000_1 + WQx * v_210_000_2 + 2.0 * oo2ze * v_110_000_2;
            const double v_210_200_0 = QCx * v_210_100_0 + WQx * v_210_100_1 +
                                       oo2e * (v_210_000_0 - roe * v_210_000_1) +
                                       2.0 * oo2ze * v_110_100_1;
            const double v_210_010_0 = QCy * v_210_000_0 + WQy * v_210_000_1 + oo2ze * v_200_000_1;
            const double v_210_010_1 = QCy * v_210_000_1 + WQy * v_210_000_2 + oo2ze * v_200_000_2;
            const double v_210_110_0 =
                QCx * v_210_010_0 + WQx * v_210_010_1 + 2.0 * oo2ze * v_110_010_1;
            const double v_210_001_0 = QCz * v_210_000_0 + WQz * v_210_000_1;
            const double v_210_001_1 = QCz * v_210_000_1 + WQz * v_210_000_2;
            const double v_210_101_0 =
                QCx * v_210_001_0 + WQx * v_210_001_1 + 2.0 * oo2ze * v_110_001_1;
            const double v_210_020_0 = QCy * v_210_010_0 + WQy * v_210_010_1 +
                                       oo2e * (v_210_000_0 - roe * v_210_000_1) +
                                       oo2ze * v_200_010_1;
            const double v_210_011_0 = QCy * v_210_001_0 + WQy * v_210_001_1 + oo2ze * v_200_001_1;
            const double v_210_002_0 =
                QCz * v_210_001_0 + WQz * v_210_001_1 + oo2e * (v_210_000_0 - roe * v_210_000_1);
            const double v_201_000_0 =
                PAx * v_101_000_0 + WPx * v_101_000_1 + oo2z * (v_001_000_0 - roz * v_001_000_1);
            const double v_201_000_1 =
                PAx * v_101_000_1 + WPx * v_101_000_2 + oo2z * (v_001_000_1 - roz * v_001_000_2);
            const double v_201_100_0 =
                QCx * v_201_000_0 + WQx * v_201_000_1 + 2.0 * oo2ze * v_101_000_1;
            const double v_001_000_4 = PAz * s_4 + WPz * s_5;
            const double v_101_000_3 = PAx * v_001_000_3 + WPx * v_001_000_4;
            const double v_201_000_2 =
                PAx * v_101_000_2 + WPx * v_101_000_3 + oo2z * (v_001_000_2 - roz * v_001_000_3);
            const double v_201_100_1 =
                QCx * v_201_000_1 + WQx * v_201_000_2 + 2.0 * oo2ze * v_101_000_2;
            const double v_201_200_0 = QCx * v_201_100_0 + WQx * v_201_100_1 +
                                       oo2e * (v_201_000_0 - roe * v_201_000_1) +
                                       2.0 * oo2ze * v_101_100_1;
            const double v_201_010_0 = QCy * v_201_000_0 + WQy * v_201_000_1;
            const double v_201_010_1 = QCy * v_201_000_1 + WQy * v_201_000_2;
            const double v_201_110_0 =
                QCx * v_201_010_0 + WQx * v_201_010_1 + 2.0 * oo2ze * v_101_010_1;
            const double v_201_001_0 = QCz * v_201_000_0 + WQz * v_201_000_1 + oo2ze * v_200_000_1;
            const double v_201_001_1 = QCz * v_201_000_1 + WQz * v_201_000_2 + oo2ze * v_200_000_2;
            const double v_201_101_0 =
                QCx * v_201_001_0 + WQx * v_201_001_1 + 2.0 * oo2ze * v_101_001_1;
            const double v_201_020_0 =
                QCy * v_201_010_0 + WQy * v_201_010_1 + oo2e * (v_201_000_0 - roe * v_201_000_1);
            const double v_201_011_0 = QCy * v_201_001_0 + WQy * v_201_001_1;
            const double v_201_002_0 = QCz * v_201_001_0 + WQz * v_201_001_1 +
                                       oo2e * (v_201_000_0 - roe * v_201_000_1) +
                                       oo2ze * v_200_001_1;
            const double v_120_000_0 = PAx * v_020_000_0 + WPx * v_020_000_1;
            const double v_120_000_1 = PAx * v_020_000_1 + WPx * v_020_000_2;
            const double v_120_100_0 = QCx * v_120_000_0 + WQx * v_120_000_1 + oo2ze * v_020_000_1;
            const double v_020_000_3 =
                PAy * v_010_000_3 + WPy * v_010_000_4 + oo2z * (s_3 - roz * s_4);
            const double v_120_000_2 = PAx * v_020_000_2 + WPx * v_020_000_3;
            const double v_120_100_1 = QCx * v_120_000_1 + WQx * v_120_000_2 + oo2ze * v_020_000_2;
            const double v_120_200_0 = QCx * v_120_100_0 + WQx * v_120_100_1 +
                                       oo2e * (v_120_000_0 - roe * v_120_000_1) +
                                       oo2ze * v_020_100_1;
            const double v_120_010_0 =
                QCy * v_120_000_0 + WQy * v_120_000_1 + 2.0 * oo2ze * v_110_000_1;
            const double v_120_010_1 =
                QCy * v_120_000_1 + WQy * v_120_000_2 + 2.0 * oo2ze * v_110_000_2;
            const double v_120_110_0 = QCx * v_120_010_0 + WQx * v_120_010_1 + oo2ze * v_020_010_1;
            const double v_120_001_0 = QCz * v_120_000_0 + WQz * v_120_000_1;
            const double v_120_001_1 = QCz * v_120_000_1 + WQz * v_120_000_2;
            const double v_120_101_0 = QCx * v_120_001_0 + WQx * v_120_001_1 + oo2ze * v_020_001_1;
            const double v_120_020_0 = QCy * v_120_010_0 + WQy * v_120_010_1 +
                                       oo2e * (v_120_000_0 - roe * v_120_000_1) +
                                       2.0 * oo2ze * v_110_010_1;
            const double v_120_011_0 =
                QCy * v_120_001_0 + WQy * v_120_001_1 + 2.0 * oo2ze * v_110_001_1;
            const double v_120_002_0 =
                QCz * v_120_001_0 + WQz * v_120_001_1 + oo2e * (v_120_000_0 - roe * v_120_000_1);
            const double v_111_000_0 = PAx * v_011_000_0 + WPx * v_011_000_1;
            const double v_111_000_1 = PAx * v_011_000_1 + WPx * v_011_000_2;
            const double v_111_100_0 = QCx * v_111_000_0 + WQx * v_111_000_1 + oo2ze * v_011_000_1;
            const double v_011_000_3 = PAy * v_001_000_3 + WPy * v_001_000_4;
            const double v_111_000_2 = PAx * v_011_000_2 + WPx * v_011_000_3;
            const double v_111_100_1 = QCx * v_111_000_1 + WQx * v_111_000_2 + oo2ze * v_011_000_2;
            const double v_111_200_0 = QCx * v_111_100_0 + WQx * v_111_100_1 +
                                       oo2e * (v_111_000_0 - roe * v_111_000_1) +
                                       oo2ze * v_011_100_1;
            const double v_111_010_0 = QCy * v_111_000_0 + WQy * v_111_000_1 + oo2ze * v_101_000_1;
            const double v_111_010_1 = QCy * v_111_000_1 + WQy * v_111_000_2 + oo2ze * v_101_000_2;
            const double v_111_110_0 = QCx * v_111_010_0 + WQx * v_111_010_1 + oo2ze * v_011_010_1;
            const double v_111_001_0 = QCz * v_111_000_0 + WQz * v_111_000_1 + oo2ze * v_110_000_1;
            const double v_111_001_1 = QCz * v_111_000_1 + WQz * v_111_000_2 + oo2ze * v_110_000_2;
            const double v_111_101_0 = QCx * v_111_001_0 + WQx * v_111_001_1 + oo2ze * v_011_001_1;
            const double v_111_020_0 = QCy * v_111_010_0 + WQy * v_111_010_1 +
                                       oo2e * (v_111_000_0 - roe * v_111_000_1) +
                                       oo2ze * v_101_010_1;
            const double v_111_011_0 = QCy * v_111_001_0 + WQy * v_111_001_1 + oo2ze * v_101_001_1;
            const double v_111_002_0 = QCz * v_111_001_0 + WQz * v_111_001_1 +
                                       oo2e * (v_111_000_0 - roe * v_111_000_1) +
                                       oo2ze * v_110_001_1;
            const double v_102_000_0 = PAx * v_002_000_0 + WPx * v_002_000_1;
            const double v_102_000_1 = PAx * v_002_000_1 + WPx * v_002_000_2;
            const double v_102_100_0 = QCx * v_102_000_0 + WQx * v_102_000_1 + oo2ze * v_002_000_1;
            const double v_002_000_3 =
                PAz * v_001_000_3 + WPz * v_001_000_4 + oo2z * (s_3 - roz * s_4);
            const double v_102_000_2 = PAx * v_002_000_2 + WPx * v_002_000_3;
            const double v_102_100_1 = QCx * v_102_000_1 + WQx * v_102_000_2 + oo2ze * v_002_000_2;
            const double v_102_200_0 = QCx * v_102_100_0 + WQx * v_102_100_1 +
                                       oo2e * (v_102_000_0 - roe * v_102_000_1) +
                                       oo2ze * v_002_100_1;
            const double v_102_010_0 = QCy * v_102_000_0 + WQy * v_102_000_1;
            const double v_102_010_1 = QCy * v_102_000_1 + WQy * v_102_000_2;
            const double v_102_110_0 = QCx * v_102_010_0 + WQx * v_102_010_1 + oo2ze * v_002_010_1;
            const double v_102_001_0 =
                QCz * v_102_000_0 + WQz * v_102_000_1 + 2.0 * oo2ze * v_101_000_1;
            const double v_102_001_1 =
                QCz * v_102_000_1 + WQz * v_102_000_2 + 2.0 * oo2ze * v_101_000_2;
            const double v_102_101_0 = QCx * v_102_001_0 + WQx * v_102_001_1 + oo2ze * v_002_001_1;
            const double v_102_020_0 =
                QCy * v_102_010_0 + WQy * v_102_010_1 + oo2e * (v_102_000_0 - roe * v_102_000_1);
            const double v_102_011_0 = QCy * v_102_001_0 + WQy * v_102_001_1;
            const double v_102_002_0 = QCz * v_102_001_0 + WQz * v_102_001_1 +
                                       oo2e * (v_102_000_0 - roe * v_102_000_1) +
                                       2.0 * oo2ze * v_101_001_1;
            const double v_030_000_0 = PAy * v_020_000_0 + WPy * v_020_000_1 +
                                       2.0 * oo2z * (v_010_000_0 - roz * v_010_000_1);
            const double v_030_000_1 = PAy * v_020_000_1 + WPy * v_020_000_2 +
                                       2.0 * oo2z * (v_010_000_1 - roz * v_010_000_2);
            const double v_030_100_0 = QCx * v_030_000_0 + WQx * v_030_000_1;
            const double v_030_000_2 = PAy * v_020_000_2 + WPy * v_020_000_3 +
                                       2.0 * oo2z * (v_010_000_2 - roz * v_010_000_3);
            const double v_030_100_1 = QCx * v_030_000_1 + WQx * v_030_000_2;
            const double v_030_200_0 =
                QCx * v_030_100_0 + WQx * v_030_100_1 + oo2e * (v_030_000_0 - roe * v_030_000_1);
            const double v_030_010_0 =
                QCy * v_030_000_0 + WQy * v_030_000_1 + 3.0 * oo2ze * v_020_000_1;
            const double v_030_010_1 =
                QCy * v_030_000_1 + WQy * v_030_000_2 + 3.0 * oo2ze * v_020_000_2;
            const double v_030_110_0 = QCx * v_030_010_0 + WQx * v_030_010_1;
            const double v_030_001_0 = QCz * v_030_000_0 + WQz * v_030_000_1;
            const double v_030_001_1 = QCz * v_030_000_1 + WQz * v_030_000_2;
            const double v_030_101_0 = QCx * v_030_001_0 + WQx * v_030_001_1;
            const double v_030_020_0 = QCy * v_030_010_0 + WQy * v_030_010_1 +
                                       oo2e * (v_030_000_0 - roe * v_030_000_1) +
                                       3.0 * oo2ze * v_020_010_1;
            const double v_030_011_0 =
                QCy * v_030_001_0 + WQy * v_030_001_1 + 3.0 * oo2ze * v_020_001_1;
            const double v_030_002_0 =
                QCz * v_030_001_0 + WQz * v_030_001_1 + oo2e * (v_030_000_0 - roe * v_030_000_1);
            const double v_021_000_0 =
                PAy * v_011_000_0 + WPy * v_011_000_1 + oo2z * (v_001_000_0 - roz * v_001_000_1);
            const double v_021_000_1 =
                PAy * v_011_000_1 + WPy * v_011_000_2 + oo2z * (v_001_000_1 - roz * v_001_000_2);
            const double v_021_100_0 = QCx * v_021_000_0 + WQx * v_021_000_1;
            const double v_021_000_2 =
                PAy * v_011_000_2 + WPy * v_011_000_3 + oo2z * (v_001_000_2 - roz * v_001_000_3);
            const double v_021_100_1 = QCx * v_021_000_1 + WQx * v_021_000_2;
            const double v_021_200_0 =
                QCx * v_021_100_0 + WQx * v_021_100_1 + oo2e * (v_021_000_0 - roe * v_021_000_1);
            const double v_021_010_0 =
                QCy * v_021_000_0 + WQy * v_021_000_1 + 2.0 * oo2ze * v_011_000_1;
            const double v_021_010_1 =
                QCy * v_021_000_1 + WQy * v_021_000_2 + 2.0 * oo2ze * v_011_000_2;
            const double v_021_110_0 = QCx * v_021_010_0 + WQx * v_021_010_1;
            const double v_021_001_0 = QCz * v_021_000_0 + WQz * v_021_000_1 + oo2ze * v_020_000_1;
            const double v_021_001_1 = QCz * v_021_000_1 + WQz * v_021_000_2 + oo2ze * v_020_000_2;
            const double v_021_101_0 = QCx * v_021_001_0 + WQx * v_021_001_1;
            const double v_021_020_0 = QCy * v_021_010_0 + WQy * v_021_010_1 +
                                       oo2e * (v_021_000_0 - roe * v_021_000_1) +
                                       2.0 * oo2ze * v_011_010_1;
            const double v_021_011_0 =
                QCy * v_021_001_0 + WQy * v_021_001_1 + 2.0 * oo2ze * v_011_001_1;
            const double v_021_002_0 = QCz * v_021_001_0 + WQz * v_021_001_1 +
                                       oo2e * (v_021_000_0 - roe * v_021_000_1) +
                                       oo2ze * v_020_001_1;
            const double v_012_000_0 = PAy * v_002_000_0 + WPy * v_002_000_1;
            const double v_012_000_1 = PAy * v_002_000_1 + WPy * v_002_000_2;
            const double v_012_100_0 = QCx * v_012_000_0 + WQx * v_012_000_1;
            const double v_012_000_2 = PAy * v_002_000_2 + WPy * v_002_000_3;
            const double v_012_100_1 = QCx * v_012_000_1 + WQx * v_012_000_2;
            const double v_012_200_0 =
                QCx * v_012_100_0 + WQx * v_012_100_1 + oo2e * (v_012_000_0 - roe * v_012_000_1);
            const double v_012_010_0 = QCy * v_012_000_0 + WQy * v_012_000_1 + oo2ze * v_002_000_1;
            const double v_012_010_1 = QCy * v_012_000_1 + WQy * v_012_000_2 + oo2ze * v_002_000_2;
            const double v_012_110_0 = QCx * v_012_010_0 + WQx * v_012_010_1;
            const double v_012_001_0 =
                QCz * v_012_000_0 + WQz * v_012_000_1 + 2.0 * oo2ze * v_011_000_1;
            const double v_012_001_1 =
                QCz * v_012_000_1 + WQz * v_012_000_2 + 2.0 * oo2ze * v_011_000_2;
            const double v_012_101_0 = QCx * v_012_001_0 + WQx * v_012_001_1;
            const double v_012_020_0 = QCy * v_012_010_0 + WQy * v_012_010_1 +
                                       oo2e * (v_012_000_0 - roe * v_012_000_1) +
                                       oo2ze * v_002_010_1;
            const double v_012_011_0 = QCy * v_012_001_0 + WQy * v_012_001_1 + oo2ze * v_002_001_1;
            const double v_012_002_0 = QCz * v_012_001_0 + WQz * v_012_001_1 +
                                       oo2e * (v_012_000_0 - roe * v_012_000_1) +
                                       2.0 * oo2ze * v_011_001_1;
            const double v_003_000_0 = PAz * v_002_000_0 + WPz * v_002_000_1 +
                                       2.0 * oo2z * (v_001_000_0 - roz * v_001_000_1);
            const double v_003_000_1 = PAz * v_002_000_1 + WPz * v_002_000_2 +
                                       2.0 * oo2z * (v_001_000_1 - roz * v_001_000_2);
            const double v_003_100_0 = QCx * v_003_000_0 + WQx * v_003_000_1;
            const double v_003_000_2 = PAz * v_002_000_2 + WPz * v_002_000_3 +
                                       2.0 * oo2z * (v_001_000_2 - roz * v_001_000_3);
            const double v_003_100_1 = QCx * v_003_000_1 + WQx * v_003_000_2;
            const double v_003_200_0 =
                QCx * v_003_100_0 + WQx * v_003_100_1 + oo2e * (v_003_000_0 - roe * v_003_000_1);
            const double v_003_010_0 = QCy * v_003_000_0 + WQy * v_003_000_1;
            const double v_003_010_1 = QCy * v_003_000_1 + WQy * v_003_000_2;
            const double v_003_110_0 = QCx * v_003_010_0 + WQx * v_003_010_1;
            const double v_003_001_0 =
                QCz * v_003_000_0 + WQz * v_003_000_1 + 3.0 * oo2ze * v_002_000_1;
            const double v_003_001_1 =
                QCz * v_003_000_1 + WQz * v_003_000_2 + 3.0 * oo2ze * v_002_000_2;
            const double v_003_101_0 = QCx * v_003_001_0 + WQx * v_003_001_1;
            const double v_003_020_0 =
                QCy * v_003_010_0 + WQy * v_003_010_1 + oo2e * (v_003_000_0 - roe * v_003_000_1);
            const double v_003_011_0 = QCy * v_003_001_0 + WQy * v_003_001_1;
            const double v_003_002_0 = QCz * v_003_001_0 + WQz * v_003_001_1 +
                                       oo2e * (v_003_000_0 - roe * v_003_000_1) +
                                       3.0 * oo2ze * v_002_001_1;
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
            c_300_200 += v_300_200_0;
            c_300_110 += v_300_110_0;
            c_300_101 += v_300_101_0;
            c_300_020 += v_300_020_0;
            c_300_011 += v_300_011_0;
            c_300_002 += v_300_002_0;
            c_210_200 += v_210_200_0;
            c_210_110 += v_210_110_0;
            c_210_101 += v_210_101_0;
            c_210_020 += v_210_020_0;
            c_210_011 += v_210_011_0;
            c_210_002 += v_210_002_0;
            c_201_200 += v_201_200_0;
            c_201_110 += v_201_110_0;
            c_201_101 += v_201_101_0;
            c_201_020 += v_201_020_0;
            c_201_011 += v_201_011_0;
            c_201_002 += v_201_002_0;
            c_120_200 += v_120_200_0;
            c_120_110 += v_120_110_0;
            c_120_101 += v_120_101_0;
            c_120_020 += v_120_020_0;
            c_120_011 += v_120_011_0;
            c_120_002 += v_120_002_0;
            c_111_200 += v_111_200_0;
            c_111_110 += v_111_110_0;
            c_111_101 += v_111_101_0;
            c_111_020 += v_111_020_0;
            c_111_011 += v_111_011_0;
            c_111_002 += v_111_002_0;
            c_102_200 += v_102_200_0;
            c_102_110 += v_102_110_0;
            c_102_101 += v_102_101_0;
            c_102_020 += v_102_020_0;
            c_102_011 += v_102_011_0;
            c_102_002 += v_102_002_0;
            c_030_200 += v_030_200_0;
            c_030_110 += v_030_110_0;
            c_030_101 += v_030_101_0;
            c_030_020 += v_030_020_0;
            c_030_011 += v_030_011_0;
            c_030_002 += v_030_002_0;
            c_021_200 += v_021_200_0;
            c_021_110 += v_021_110_0;
            c_021_101 += v_021_101_0;
            c_021_020 += v_021_020_0;
            c_021_011 += v_021_011_0;
            c_021_002 += v_021_002_0;
            c_012_200 += v_012_200_0;
            c_012_110 += v_012_110_0;
            c_012_101 += v_012_101_0;
            c_012_020 += v_012_020_0;
            c_012_011 += v_012_011_0;
            c_012_002 += v_012_002_0;
            c_003_200 += v_003_200_0;
            c_003_110 += v_003_110_0;
            c_003_101 += v_003_101_0;
            c_003_020 += v_003_020_0;
            c_003_011 += v_003_011_0;
            c_003_002 += v_003_002_0;
        }
    }
    const double ABx = A[0] - B[0], ABy = A[1] - B[1], ABz = A[2] - B[2];
    const double h_200_100_200_000 = c_300_200 + ABx * c_200_200;
    const double h_200_100_110_000 = c_300_110 + ABx * c_200_110;
    const double h_200_100_101_000 = c_300_101 + ABx * c_200_101;
    const double h_200_100_020_000 = c_300_020 + ABx * c_200_020;
    const double h_200_100_011_000 = c_300_011 + ABx * c_200_011;
    const double h_200_100_002_000 = c_300_002 + ABx * c_200_002;
    const double h_200_010_200_000 = c_210_200 + ABy * c_200_200;
    const double h_200_010_110_000 = c_210_110 + ABy * c_200_110;
    const double h_200_010_101_000 = c_210_101 + ABy * c_200_101;
    const double h_200_010_020_000 = c_210_020 + ABy * c_200_020;
    const double h_200_010_011_000 = c_210_011 + ABy * c_200_011;
    const double h_200_010_002_000 = c_210_002 + ABy * c_200_002;
    const double h_200_001_200_000 = c_201_200 + ABz * c_200_200;
    const double h_200_001_110_000 = c_201_110 + ABz * c_200_110;
    const double h_200_001_101_000 = c_201_101 + ABz * c_200_101;
    const double h_200_001_020_000 = c_201_020 + ABz * c_200_020;
    const double h_200_001_011_000 = c_201_011 + ABz * c_200_011;
    const double h_200_001_002_000 = c_201_002 + ABz * c_200_002;
    const double h_110_100_200_000 = c_210_200 + ABx * c_110_200;
    const double h_110_100_110_000 = c_210_110 + ABx * c_110_110;
    const double h_110_100_101_000 = c_210_101 + ABx * c_110_101;
    const double h_110_100_020_000 = c_210_020 + ABx * c_110_020;
    const double h_110_100_011_000 = c_210_011 + ABx * c_110_011;
    const double h_110_100_002_000 = c_210_002 + ABx * c_110_002;
    const double h_110_010_200_000 = c_120_200 + ABy * c_110_200;
    const double h_110_010_110_000 = c_120_110 + ABy * c_110_110;
    const double h_110_010_101_000 = c_120_101 + ABy * c_110_101;
    const double h_110_010_020_000 = c_120_020 + ABy * c_110_020;
    const double h_110_010_011_000 = c_120_011 + ABy * c_110_011;
    const double h_110_010_002_000 = c_120_002 + ABy * c_110_002;
    const double h_110_001_200_000 = c_111_200 + ABz * c_110_200;
    const double h_110_001_110_000 = c_111_110 + ABz * c_110_110;
    const double h_110_001_101_000 = c_111_101 + ABz * c_110_101;
    const double h_110_001_020_000 = c_111_020 + ABz * c_110_020;
    const double h_110_001_011_000 = c_111_011 + ABz * c_110_011;
    const double h_110_001_002_000 = c_111_002 + ABz * c_110_002;
    const double h_101_100_200_000 = c_201_200 + ABx * c_101_200;
    const double h_101_100_110_000 = c_201_110 + ABx * c_101_110;
    const double h_101_100_101_000 = c_201_101 + ABx * c_101_101;
    const double h_101_100_020_000 = c_201_020 + ABx * c_101_020;
    const double h_101_100_011_000 = c_201_011 + ABx * c_101_011;
    const double h_101_100_002_000 = c_201_002 + ABx * c_101_002;
    const double h_101_010_200_000 = c_111_200 + ABy * c_101_200;
    const double h_101_010_110_000 = c_111_110 + ABy * c_101_110;
    const double h_101_010_101_000 = c_111_101 + ABy * c_101_101;
    const double h_101_010_020_000 = c_111_020 + ABy * c_101_020;
    const double h_101_010_011_000 = c_111_011 + ABy * c_101_011;
    const double h_101_010_002_000 = c_111_002 + ABy * c_101_002;
    const double h_101_001_200_000 = c_102_200 + ABz * c_101_200;
    const double h_101_001_110_000 = c_102_110 + ABz * c_101_110;
    const double h_101_001_101_000 = c_102_101 + ABz * c_101_101;
    const double h_101_001_020_000 = c_102_020 + ABz * c_101_020;
    const double h_101_001_011_000 = c_102_011 + ABz * c_101_011;
    const double h_101_001_002_000 = c_102_002 + ABz * c_101_002;
    const double h_020_100_200_000 = c_120_200 + ABx * c_020_200;
    const double h_020_100_110_000 = c_120_110 + ABx * c_020_110;
    const double h_020_100_101_000 = c_120_101 + ABx * c_020_101;
    const double h_020_100_020_000 = c_120_020 + ABx * c_020_020;
    const double h_020_100_011_000 = c_120_011 + ABx * c_020_011;
    const double h_020_100_002_000 = c_120_002 + ABx * c_020_002;
    const double h_020_010_200_000 = c_030_200 + ABy * c_020_200;
    const double h_020_010_110_000 = c_030_110 + ABy * c_020_110;
    const double h_020_010_101_000 = c_030_101 + ABy * c_020_101;
    const double h_020_010_020_000 = c_030_020 + ABy * c_020_020;
    const double h_020_010_011_000 = c_030_011 + ABy * c_020_011;
    const double h_020_010_002_000 = c_030_002 + ABy * c_020_002;
    const double h_020_001_200_000 = c_021_200 + ABz * c_020_200;
    const double h_020_001_110_000 = c_021_110 + ABz * c_020_110;
    const double h_020_001_101_000 = c_021_101 + ABz * c_020_101;
    const double h_020_001_020_000 = c_021_020 + ABz * c_020_020;
    const double h_020_001_011_000 = c_021_011 + ABz * c_020_011;
    const double h_020_001_002_000 = c_021_002 + ABz * c_020_002;
    const double h_011_100_200_000 = c_111_200 + ABx * c_011_200;
    const double h_011_100_110_000 = c_111_110 + ABx * c_011_110;
    const double h_011_100_101_000 = c_111_101 + ABx * c_011_101;
    const double h_011_100_020_000 = c_111_020 + ABx * c_011_020;
    const double h_011_100_011_000 = c_111_011 + ABx * c_011_011;
    const double h_011_100_002_000 = c_111_002 + ABx * c_011_002;
    const double h_011_010_200_000 = c_021_200 + ABy * c_011_200;
    const double h_011_010_110_000 = c_021_110 + ABy * c_011_110;
    const double h_011_010_101_000 = c_021_101 + ABy * c_011_101;
    const double h_011_010_020_000 = c_021_020 + ABy * c_011_020;
    const double h_011_010_011_000 = c_021_011 + ABy * c_011_011;
    const double h_011_010_002_000 = c_021_002 + ABy * c_011_002;
    const double h_011_001_200_000 = c_012_200 + ABz * c_011_200;
    const double h_011_001_110_000 = c_012_110 + ABz * c_011_110;
    const double h_011_001_101_000 = c_012_101 + ABz * c_011_101;
    const double h_011_001_020_000 = c_012_020 + ABz * c_011_020;
    const double h_011_001_011_000 = c_012_011 + ABz * c_011_011;
    const double h_011_001_002_000 = c_012_002 + ABz * c_011_002;
    const double h_002_100_200_000 = c_102_200 + ABx * c_002_200;
    const double h_002_100_110_000 = c_102_110 + ABx * c_002_110;
    const double h_002_100_101_000 = c_102_101 + ABx * c_002_101;
    const double h_002_100_020_000 = c_102_020 + ABx * c_002_020;
    const double h_002_100_011_000 = c_102_011 + ABx * c_002_011;
    const double h_002_100_002_000 = c_102_002 + ABx * c_002_002;
    const double h_002_010_200_000 = c_012_200 + ABy * c_002_200;
    const double h_002_010_110_000 = c_012_110 + ABy * c_002_110;
    const double h_002_010_101_000 = c_012_101 + ABy * c_002_101;
    const double h_002_010_020_000 = c_012_020 + ABy * c_002_020;
    const double h_002_010_011_000 = c_012_011 + ABy * c_002_011;
    const double h_002_010_002_000 = c_012_002 + ABy * c_002_002;
    const double h_002_001_200_000 = c_003_200 + ABz * c_002_200;
    const double h_002_001_110_000 = c_003_110 + ABz * c_002_110;
    const double h_002_001_101_000 = c_003_101 + ABz * c_002_101;
    const double h_002_001_020_000 = c_003_020 + ABz * c_002_020;
    const double h_002_001_011_000 = c_003_011 + ABz * c_002_011;
    const double h_002_001_002_000 = c_003_002 + ABz * c_002_002;
    out[0] = h_200_100_200_000;
    out[1] = h_200_100_110_000;
    out[2] = h_200_100_101_000;
    out[3] = h_200_100_020_000;
    out[4] = h_200_100_011_000;
    out[5] = h_200_100_002_000;
    out[6] = h_200_010_200_000;
    out[7] = h_200_010_110_000;
    out[8] = h_200_010_101_000;
    out[9] = h_200_010_020_000;
    out[10] = h_200_010_011_000;
    out[11] = h_200_010_002_000;
    out[12] = h_200_001_200_000;
    out[13] = h_200_001_110_000;
    out[14] = h_200_001_101_000;
    out[15] = h_200_001_020_000;
    out[16] = h_200_001_011_000;
    out[17] = h_200_001_002_000;
    out[18] = h_110_100_200_000;
    out[19] = h_110_100_110_000;
    out[20] = h_110_100_101_000;
    out[21] = h_110_100_020_000;
    out[22] = h_110_100_011_000;
    out[23] = h_110_100_002_000;
    out[24] = h_110_010_200_000;
    out[25] = h_110_010_110_000;
    out[26] = h_110_010_101_000;
    out[27] = h_110_010_020_000;
    out[28] = h_110_010_011_000;
    out[29] = h_110_010_002_000;
    out[30] = h_110_001_200_000;
    out[31] = h_110_001_110_000;
    out[32] = h_110_001_101_000;
    out[33] = h_110_001_020_000;
    out[34] = h_110_001_011_000;
    out[35] = h_110_001_002_000;
    out[36] = h_101_100_200_000;
    out[37] = h_101_100_110_000;
    out[38] = h_101_100_101_000;
    out[39] = h_101_100_020_000;
    out[40] = h_101_100_011_000;
    out[41] = h_101_100_002_000;
    out[42] = h_101_010_200_000;
    out[43] = h_101_010_110_000;
    out[44] = h_101_010_101_000;
    out[45] = h_101_010_020_000;
    out[46] = h_101_010_011_000;
    out[47] = h_101_010_002_000;
    out[48] = h_101_001_200_000;
    out[49] = h_101_001_110_000;
    out[50] = h_101_001_101_000;
    out[51] = h_101_001_020_000;
    out[52] = h_101_001_011_000;
    out[53] = h_101_001_002_000;
    out[54] = h_020_100_200_000;
    out[55] = h_020_100_110_000;
    out[56] = h_020_100_101_000;
    out[57] = h_020_100_020_000;
    out[58] = h_020_100_011_000;
    out[59] = h_020_100_002_000;
    out[60] = h_020_010_200_000;
    out[61] = h_020_010_110_000;
    out[62] = h_020_010_101_000;
    out[63] = h_020_010_020_000;
    out[64] = h_020_010_011_000;
    out[65] = h_020_010_002_000;
    out[66] = h_020_001_200_000;
    out[67] = h_020_001_110_000;
    out[68] = h_020_001_101_000;
    out[69] = h_020_001_020_000;
    out[70] = h_020_001_011_000;
    out[71] = h_020_001_002_000;
    out[72] = h_011_100_200_000;
    out[73] = h_011_100_110_000;
    out[74] = h_011_100_101_000;
    out[75] = h_011_100_020_000;
    out[76] = h_011_100_011_000;
    out[77] = h_011_100_002_000;
    out[78] = h_011_010_200_000;
    out[79] = h_011_010_110_000;
    out[80] = h_011_010_101_000;
    out[81] = h_011_010_020_000;
    out[82] = h_011_010_011_000;
    out[83] = h_011_010_002_000;
    out[84] = h_011_001_200_000;
    out[85] = h_011_001_110_000;
    out[86] = h_011_001_101_000;
    out[87] = h_011_001_020_000;
    out[88] = h_011_001_011_000;
    out[89] = h_011_001_002_000;
    out[90] = h_002_100_200_000;
    out[91] = h_002_100_110_000;
    out[92] = h_002_100_101_000;
    out[93] = h_002_100_020_000;
    out[94] = h_002_100_011_000;
    out[95] = h_002_100_002_000;
    out[96] = h_002_010_200_000;
    out[97] = h_002_010_110_000;
    out[98] = h_002_010_101_000;
    out[99] = h_002_010_020_000;
    out[100] = h_002_010_011_000;
    out[101] = h_002_010_002_000;
    out[102] = h_002_001_200_000;
    out[103] = h_002_001_110_000;
    out[104] = h_002_001_101_000;
    out[105] = h_002_001_020_000;
    out[106] = h_002_001_011_000;
    out[107] = h_002_001_002_000;
}

/* The same on contracted shells (centre, primitives, exponents, coefficients as in eri/basis.h),
 * callable from other translation units (tests, Schwarz factors on the host): every primitive
 * pair, no screening. */
void eri_quartet_dpds(const double *restrict A, const double *restrict B, const double *restrict C,
                      const double *restrict D, int na, const double *restrict ea,
                      const double *restrict ca, int nb, const double *restrict eb,
                      const double *restrict cb, int nc, const double *restrict ec,
                      const double *restrict cc, int nd, const double *restrict ed,
                      const double *restrict cd, double *restrict out) {
    double bra[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE],
        ket[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE];
    const int nbra = eri_prim_pairs(A, na, ea, ca, B, nb, eb, cb, bra);
    const int nket = eri_prim_pairs(C, nc, ec, cc, D, nd, ed, cd, ket);
    quartet_dpds(A, B, C, D, bra, nbra, ket, nket, 0.0, out);
}

/* Fock digestion of (dp|ds) quartets, one task per device thread. Tasks: bra pair
 * bra0 + b (b < nbra) has bra_nket[b] surviving kets, ket pairs ket0, ket0 + 1, ..., cut into
 * runs of ket_block; its runs are tasks task_start[b] .. task_start[b + 1] - 1 (task_start[0] =
 * 0, task_start[nbra] = ntasks), so a thread finds its bra pair by binary search, between
 * hint[h] and hint[h + 1] (h = t / hint_stride; hint[h]: the bra of task h * hint_stride),
 * and the host lists nothing per task. Pairs are indices into pair_sh (two shells per pair, l1 >=
 * l2); a pair's primitive-pair records are pp[ERI_PP_STRIDE * pair_pp[2p]] on, pair_pp[2p + 1] of
 * them; eps is the primitive screening threshold (quartet_dpds). Density screening (dthr > 0): a
 * quartet is skipped when Q_ab Q_cd (Schwarz factors pair_q) times the largest |D| of the six shell
 * blocks it reads (Dsh, nsh x nsh) is below dthr. With w = (ij|kl) * degeneracy, Jt[ij] += D[kl] w,
 * Jt[kl] += D[ij] w and Kt[ik] += D[jl] w, Kt[jl] += D[ik] w, Kt[il] += D[jk] w, Kt[jk] += D[il] w;
 * Jt[ij] (the bra block) is summed over the task's kets in thread-local jb[] and added with
 * one atomic update per element per task, every other element with one per quartet
 * (digestion `atomic`: ket_block 1; `bra-block`: more, see fock.h).
 * The caller symmetrises J = (Jt + Jt^T) / 4 and K = (Kt + Kt^T) / 8. */
void eri_fock_dpds(int64_t ntasks, const int64_t *restrict task_start, int32_t nbra,
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
        enum { ni = 6, nj = 3, nk = 6, nl = 1 };
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
            double v[108];
            quartet_dpds(sh_xyz + 3 * s1, sh_xyz + 3 * s2, sh_xyz + 3 * s3, sh_xyz + 3 * s4,
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * bra], pair_pp[2 * bra + 1],
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * ket], pair_pp[2 * ket + 1], eps,
                         v);
            const double deg =
                (s1 == s2 ? 1.0 : 2.0) * (s3 == s4 ? 1.0 : 2.0) * (bra == ket ? 1.0 : 2.0);
#pragma acc loop seq
            for (int q = 0; q < 108; ++q)
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
