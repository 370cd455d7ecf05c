/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_class.c.j2
 * flavour:   omp-target
 * compile:   kernel_only_parallelism
 * class:     (dp|dp)
 * method:    Obara-Saika VRR + Head-Gordon-Pople HRR
 * statements: 630 VRR per primitive quartet, 612 HRR per quartet
 * precision: double
 * digestion: tasks of one bra pair and a run of its kets
 * tunables:  num_teams=0, thread_limit=64
 */
#include <math.h>
#include <stdint.h>

#include "eri/boys.h"
#include "eri/prim_pairs.h"
#include "eri_kernels.h"

#pragma omp declare target
/* (dp|dp) over one contracted shell quartet, straight-line code derived by
 * generator/families/eri.py: per primitive quartet the Obara-Saika VRR builds
 * [e0|f0], |e| = 2..3, |f| = 2..3, from F_m(T), m = 0..6; after the
 * contraction the Head-Gordon-Pople HRR moves angular momentum to b and d.
 * bra, ket: the shell pairs' primitive-pair records (eri/prim_pairs.h), sorted by their
 * screening factor B descending; a primitive quartet with B_p B_q < eps is skipped, and with
 * it every later one of the loop (eps = 0: none).
 * out[((i * 3 + j) * 6 + k) * 3 + l], components in libint2 order. */
static inline void quartet_dpdp(const double *restrict A, const double *restrict B,
                                const double *restrict C, const double *restrict D,
                                const double *restrict bra, int nbra, const double *restrict ket,
                                int nket, double eps, double *restrict out) {
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
    double c_200_300 = 0.0;
    double c_200_210 = 0.0;
    double c_200_201 = 0.0;
    double c_200_120 = 0.0;
    double c_200_111 = 0.0;
    double c_200_102 = 0.0;
    double c_200_030 = 0.0;
    double c_200_021 = 0.0;
    double c_200_012 = 0.0;
    double c_200_003 = 0.0;
    double c_110_300 = 0.0;
    double c_110_210 = 0.0;
    double c_110_201 = 0.0;
    double c_110_120 = 0.0;
    double c_110_111 = 0.0;
    double c_110_102 = 0.0;
    double c_110_030 = 0.0;
    double c_110_021 = 0.0;
    double c_110_012 = 0.0;
    double c_110_003 = 0.0;
    double c_101_300 = 0.0;
    double c_101_210 = 0.0;
    double c_101_201 = 0.0;
    double c_101_120 = 0.0;
    double c_101_111 = 0.0;
    double c_101_102 = 0.0;
    double c_101_030 = 0.0;
    double c_101_021 = 0.0;
    double c_101_012 = 0.0;
    double c_101_003 = 0.0;
    double c_020_300 = 0.0;
    double c_020_210 = 0.0;
    double c_020_201 = 0.0;
    double c_020_120 = 0.0;
    double c_020_111 = 0.0;
    double c_020_102 = 0.0;
    double c_020_030 = 0.0;
    double c_020_021 = 0.0;
    double c_020_012 = 0.0;
    double c_020_003 = 0.0;
    double c_011_300 = 0.0;
    double c_011_210 = 0.0;
    double c_011_201 = 0.0;
    double c_011_120 = 0.0;
    double c_011_111 = 0.0;
    double c_011_102 = 0.0;
    double c_011_030 = 0.0;
    double c_011_021 = 0.0;
    double c_011_012 = 0.0;
    double c_011_003 = 0.0;
    double c_002_300 = 0.0;
    double c_002_210 = 0.0;
    double c_002_201 = 0.0;
    double c_002_120 = 0.0;
    double c_002_111 = 0.0;
    double c_002_102 = 0.0;
    double c_002_030 = 0.0;
    double c_002_021 = 0.0;
    double c_002_012 = 0.0;
    double c_002_003 = 0.0;
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
    double c_300_300 = 0.0;
    double c_300_210 = 0.0;
    double c_300_201 = 0.0;
    double c_300_120 = 0.0;
    double c_300_111 = 0.0;
    double c_300_102 = 0.0;
    double c_300_030 = 0.0;
    double c_300_021 = 0.0;
    double c_300_012 = 0.0;
    double c_300_003 = 0.0;
    double c_210_300 = 0.0;
    double c_210_210 = 0.0;
    double c_210_201 = 0.0;
    double c_210_120 = 0.0;
    double c_210_111 = 0.0;
    double c_210_102 = 0.0;
    double c_210_030 = 0.0;
    double c_210_021 = 0.0;
    double c_210_012 = 0.0;
    double c_210_003 = 0.0;
    double c_201_300 = 0.0;
    double c_201_210 = 0.0;
    double c_201_201 = 0.0;
    double c_201_120 = 0.0;
    double c_201_111 = 0.0;
    double c_201_102 = 0.0;
    double c_201_030 = 0.0;
    double c_201_021 = 0.0;
    double c_201_012 = 0.0;
    double c_201_003 = 0.0;
    double c_120_300 = 0.0;
    double c_120_210 = 0.0;
    double c_120_201 = 0.0;
    double c_120_120 = 0.0;
    double c_120_111 = 0.0;
    double c_120_102 = 0.0;
    double c_120_030 = 0.0;
    double c_120_021 = 0.0;
    double c_120_012 = 0.0;
    double c_120_003 = 0.0;
    double c_111_300 = 0.0;
    double c_111_210 = 0.0;
    double c_111_201 = 0.0;
    double c_111_120 = 0.0;
    double c_111_111 = 0.0;
    double c_111_102 = 0.0;
    double c_111_030 = 0.0;
    double c_111_021 = 0.0;
    double c_111_012 = 0.0;
    double c_111_003 = 0.0;
    double c_102_300 = 0.0;
    double c_102_210 = 0.0;
    double c_102_201 = 0.0;
    double c_102_120 = 0.0;
    double c_102_111 = 0.0;
    double c_102_102 = 0.0;
    double c_102_030 = 0.0;
    double c_102_021 = 0.0;
    double c_102_012 = 0.0;
    double c_102_003 = 0.0;
    double c_030_300 = 0.0;
    double c_030_210 = 0.0;
    double c_030_201 = 0.0;
    double c_030_120 = 0.0;
    double c_030_111 = 0.0;
    double c_030_102 = 0.0;
    double c_030_030 = 0.0;
    double c_030_021 = 0.0;
    double c_030_012 = 0.0;
    double c_030_003 = 0.0;
    double c_021_300 = 0.0;
    double c_021_210 = 0.0;
    double c_021_201 = 0.0;
    double c_021_120 = 0.0;
    double c_021_111 = 0.0;
    double c_021_102 = 0.0;
    double c_021_030 = 0.0;
    double c_021_021 = 0.0;
    double c_021_012 = 0.0;
    double c_021_003 = 0.0;
    double c_012_300 = 0.0;
    double c_012_210 = 0.0;
    double c_012_201 = 0.0;
    double c_012_120 = 0.0;
    double c_012_111 = 0.0;
    double c_012_102 = 0.0;
    double c_012_030 = 0.0;
    double c_012_021 = 0.0;
    double c_012_012 = 0.0;
    double c_012_003 = 0.0;
    double c_003_300 = 0.0;
    double c_003_210 = 0.0;
    double c_003_201 = 0.0;
    double c_003_120 = 0.0;
    double c_003_111 = 0.0;
    double c_003_102 = 0.0;
    double c_003_030 = 0.0;
    double c_003_021 = 0.0;
    double c_003_012 = 0.0;
    double c_003_003 = 0.0;
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
            double F[7];
            eri_boys(6, T, F);
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
            const double s_5 = pref * F[5];
            const double v_100_000_4 = PAx * s_4 + WPx * s_5;
            const double v_200_000_3 =
                PAx * v_100_000_3 + WPx * v_100_000_4 + oo2z * (s_3 - roz * s_4);
            const double v_200_100_2 =
                QCx * v_200_000_2 + WQx * v_200_000_3 + 2.0 * oo2ze * v_100_000_3;
            const double v_100_100_2 = QCx * v_100_000_2 + WQx * v_100_000_3 + oo2ze * s_3;
            const double v_200_200_1 = QCx * v_200_100_1 + WQx * v_200_100_2 +
                                       oo2e * (v_200_000_1 - roe * v_200_000_2) +
                                       2.0 * oo2ze * v_100_100_2;
            const double v_000_100_2 = QCx * s_2 + WQx * s_3;
            const double v_100_200_1 = QCx * v_100_100_1 + WQx * v_100_100_2 +
                                       oo2e * (v_100_000_1 - roe * v_100_000_2) +
                                       oo2ze * v_000_100_2;
            const double v_200_300_0 = QCx * v_200_200_0 + WQx * v_200_200_1 +
                                       2.0 * oo2e * (v_200_100_0 - roe * v_200_100_1) +
                                       2.0 * oo2ze * v_100_200_1;
            const double v_200_010_2 = QCy * v_200_000_2 + WQy * v_200_000_3;
            const double v_100_010_2 = QCy * v_100_000_2 + WQy * v_100_000_3;
            const double v_200_110_1 =
                QCx * v_200_010_1 + WQx * v_200_010_2 + 2.0 * oo2ze * v_100_010_2;
            const double v_000_010_2 = QCy * s_2 + WQy * s_3;
            const double v_100_110_1 = QCx * v_100_010_1 + WQx * v_100_010_2 + oo2ze * v_000_010_2;
            const double v_200_210_0 = QCx * v_200_110_0 + WQx * v_200_110_1 +
                                       oo2e * (v_200_010_0 - roe * v_200_010_1) +
                                       2.0 * oo2ze * v_100_110_1;
            const double v_200_001_2 = QCz * v_200_000_2 + WQz * v_200_000_3;
            const double v_100_001_2 = QCz * v_100_000_2 + WQz * v_100_000_3;
            const double v_200_101_1 =
                QCx * v_200_001_1 + WQx * v_200_001_2 + 2.0 * oo2ze * v_100_001_2;
            const double v_000_001_2 = QCz * s_2 + WQz * s_3;
            const double v_100_101_1 = QCx * v_100_001_1 + WQx * v_100_001_2 + oo2ze * v_000_001_2;
            const double v_200_201_0 = QCx * v_200_101_0 + WQx * v_200_101_1 +
                                       oo2e * (v_200_001_0 - roe * v_200_001_1) +
                                       2.0 * oo2ze * v_100_101_1;
            const double v_200_020_1 =
                QCy * v_200_010_1 + WQy * v_200_010_2 + oo2e * (v_200_000_1 - roe * v_200_000_2);
            const double v_100_020_1 =
                QCy * v_100_010_1 + WQy * v_100_010_2 + oo2e * (v_100_000_1 - roe * v_100_000_2);
            const double v_200_120_0 =
                QCx * v_200_020_0 + WQx * v_200_020_1 + 2.0 * oo2ze * v_100_020_1;
            const double v_200_011_1 = QCy * v_200_001_1 + WQy * v_200_001_2;
            const double v_100_011_1 = QCy * v_100_001_1 + WQy * v_100_001_2;
            const double v_200_111_0 =
                QCx * v_200_011_0 + WQx * v_200_011_1 + 2.0 * oo2ze * v_100_011_1;
            const double v_200_002_1 =
                QCz * v_200_001_1 + WQz * v_200_001_2 + oo2e * (v_200_000_1 - roe * v_200_000_2);
            const double v_100_002_1 =
                QCz * v_100_001_1 + WQz * v_100_001_2 + oo2e * (v_100_000_1 - roe * v_100_000_2);
            const double v_200_102_0 =
                QCx * v_200_002_0 + WQx * v_200_002_1 + 2.0 * oo2ze * v_100_002_1;
            const double v_200_030_0 = QCy * v_200_020_0 + WQy * v_200_020_1 +
                                       2.0 * oo2e * (v_200_010_0 - roe * v_200_010_1);
            const double v_200_021_0 =
                QCy * v_200_011_0 + WQy * v_200_011_1 + oo2e * (v_200_001_0 - roe * v_200_001_1);
            const double v_200_012_0 = QCy * v_200_002_0 + WQy * v_200_002_1;
            const double v_200_003_0 = QCz * v_200_002_0 + WQz * v_200_002_1 +
                                       2.0 * oo2e * (v_200_001_0 - roe * v_200_001_1);
            const double v_010_000_4 = PAy * s_4 + WPy * s_5;
            const double v_110_000_3 = PAx * v_010_000_3 + WPx * v_010_000_4;
            const double v_110_100_2 = QCx * v_110_000_2 + WQx * v_110_000_3 + oo2ze * v_010_000_3;
            const double v_010_100_2 = QCx * v_010_000_2 + WQx * v_010_000_3;
            const double v_110_200_1 = QCx * v_110_100_1 + WQx * v_110_100_2 +
                                       oo2e * (v_110_000_1 - roe * v_110_000_2) +
                                       oo2ze * v_010_100_2;
            const double v_010_200_1 =
                QCx * v_010_100_1 + WQx * v_010_100_2 + oo2e * (v_010_000_1 - roe * v_010_000_2);
            const double v_110_300_0 = QCx * v_110_200_0 + WQx * v_110_200_1 +
                                       2.0 * oo2e * (v_110_100_0 - roe * v_110_100_1) +
                                       oo2ze * v_010_200_1;
            const double v_110_010_2 = QCy * v_110_000_2 + WQy * v_110_000_3 + oo2ze * v_100_000_3;
            const double v_010_010_2 = QCy * v_010_000_2 + WQy * v_010_000_3 + oo2ze * s_3;
            const double v_110_110_1 = QCx * v_110_010_1 + WQx * v_110_010_2 + oo2ze * v_010_010_2;
            const double v_010_110_1 = QCx * v_010_010_1 + WQx * v_010_010_2;
            const double v_110_210_0 = QCx * v_110_110_0 + WQx * v_110_110_1 +
                                       oo2e * (v_110_010_0 - roe * v_110_010_1) +
                                       oo2ze * v_010_110_1;
            const double v_110_001_2 = QCz * v_110_000_2 + WQz * v_110_000_3;
            const double v_010_001_2 = QCz * v_010_000_2 + WQz * v_010_000_3;
            const double v_110_101_1 = QCx * v_110_001_1 + WQx * v_110_001_2 + oo2ze * v_010_001_2;
            const double v_010_101_1 = QCx * v_010_001_1 + WQx * v_010_001_2;
            const double v_110_201_0 = QCx * v_110_101_0 + WQx * v_110_101_1 +
                                       oo2e * (v_110_001_0 - roe * v_110_001_1) +
                                       oo2ze * v_010_101_1;
            const double v_110_020_1 = QCy * v_110_010_1 + WQy * v_110_010_2 +
                                       oo2e * (v_110_000_1 - roe * v_110_000_2) +
                                       oo2ze * v_100_010_2;
            const double v_010_020_1 = QCy * v_010_010_1 + WQy * v_010_010_2 +
                                       oo2e * (v_010_000_1 - roe * v_010_000_2) +
                                       oo2ze * v_000_010_2;
            const double v_110_120_0 = QCx * v_110_020_0 + WQx * v_110_020_1 + oo2ze * v_010_020_1;
            const double v_110_011_1 = QCy * v_110_001_1 + WQy * v_110_001_2 + oo2ze * v_100_001_2;
            const double v_010_011_1 = QCy * v_010_001_1 + WQy * v_010_001_2 + oo2ze * v_000_001_2;
            const double v_110_111_0 = QCx * v_110_011_0 + WQx * v_110_011_1 + oo2ze * v_010_011_1;
            const double v_110_002_1 =
                QCz * v_110_001_1 + WQz * v_110_001_2 + oo2e * (v_110_000_1 - roe * v_110_000_2);
            const double v_010_002_1 =
                QCz * v_010_001_1 + WQz * v_010_001_2 + oo2e * (v_010_000_1 - roe * v_010_000_2);
            const double v_110_102_0 = QCx * v_110_002_0 + WQx * v_110_002_1 + oo2ze * v_010_002_1;
            const double v_110_030_0 = QCy * v_110_020_0 + WQy * v_110_020_1 +
                                       2.0 * oo2e * (v_110_010_0 - roe * v_110_010_1) +
                                       oo2ze * v_100_020_1;
            const double v_110_021_0 = QCy * v_110_011_0 + WQy * v_110_011_1 +
                                       oo2e * (v_110_001_0 - roe * v_110_001_1) +
                                       oo2ze * v_100_011_1;
            const double v_110_012_0 = QCy * v_110_002_0 + WQy * v_110_002_1 + oo2ze * v_100_002_1;
            const double v_110_003_0 = QCz * v_110_002_0 + WQz * v_110_002_1 +
                                       2.0 * oo2e * (v_110_001_0 - roe * v_110_001_1);
            const double v_001_000_4 = PAz * s_4 + WPz * s_5;
            const double v_101_000_3 = PAx * v_001_000_3 + WPx * v_001_000_4;
            const double v_101_100_2 = QCx * v_101_000_2 + WQx * v_101_000_3 + oo2ze * v_001_000_3;
            const double v_001_100_2 = QCx * v_001_000_2 + WQx * v_001_000_3;
            const double v_101_200_1 = QCx * v_101_100_1 + WQx * v_101_100_2 +
                                       oo2e * (v_101_000_1 - roe * v_101_000_2) +
                                       oo2ze * v_001_100_2;
            const double v_001_200_1 =
                QCx * v_001_100_1 + WQx * v_001_100_2 + oo2e * (v_001_000_1 - roe * v_001_000_2);
            const double v_101_300_0 = QCx * v_101_200_0 + WQx * v_101_200_1 +
                                       2.0 * oo2e * (v_101_100_0 - roe * v_101_100_1) +
                                       oo2ze * v_001_200_1;
            const double v_101_010_2 = QCy * v_101_000_2 + WQy * v_101_000_3;
            const double v_001_010_2 = QCy * v_001_000_2 + WQy * v_001_000_3;
            const double v_101_110_1 = QCx * v_101_010_1 + WQx * v_101_010_2 + oo2ze * v_001_010_2;
            const double v_001_110_1 = QCx * v_001_010_1 + WQx * v_001_010_2;
            const double v_101_210_0 = QCx * v_101_110_0 + WQx * v_101_110_1 +
                                       oo2e * (v_101_010_0 - roe * v_101_010_1) +
                                       oo2ze * v_001_110_1;
            const double v_101_001_2 = QCz * v_101_000_2 + WQz * v_101_000_3 + oo2ze * v_100_000_3;
            const double v_001_001_2 = QCz * v_001_000_2 + WQz * v_001_000_3 + oo2ze * s_3;
            const double v_101_101_1 = QCx * v_101_001_1 + WQx * v_101_001_2 + oo2ze * v_001_001_2;
            const double v_001_101_1 = QCx * v_001_001_1 + WQx * v_001_001_2;
            const double v_101_201_0 = QCx * v_101_101_0 + WQx * v_101_101_1 +
                                       oo2e * (v_101_001_0 - roe * v_101_001_1) +
                                       oo2ze * v_001_101_1;
            const double v_101_020_1 =
                QCy * v_101_010_1 + WQy * v_101_010_2 + oo2e * (v_101_000_1 - roe * v_101_000_2);
            const double v_001_020_1 =
                QCy * v_001_010_1 + WQy * v_001_010_2 + oo2e * (v_001_000_1 - roe * v_001_000_2);
            const double v_101_120_0 = QCx * v_101_020_0 + WQx * v_101_020_1 + oo2ze * v_001_020_1;
            const double v_101_011_1 = QCy * v_101_001_1 + WQy * v_101_001_2;
            const double v_001_011_1 = QCy * v_001_001_1 + WQy * v_001_001_2;
            const double v_101_111_0 = QCx * v_101_011_0 + WQx * v_101_011_1 + oo2ze * v_001_011_1;
            const double v_101_002_1 = QCz * v_101_001_1 + WQz * v_101_001_2 +
                                       oo2e * (v_101_000_1 - roe * v_101_000_2) +
                                       oo2ze * v_100_001_2;
            const double v_001_002_1 = QCz * v_001_001_1 + WQz * v_001_001_2 +
                                       oo2e * (v_001_000_1 - roe * v_001_000_2) +
                                       oo2ze * v_000_001_2;
            const double v_101_102_0 = QCx * v_101_002_0 + WQx * v_101_002_1 + oo2ze * v_001_002_1;
            const double v_101_030_0 = QCy * v_101_020_0 + WQy * v_101_020_1 +
                                       2.0 * oo2e * (v_101_010_0 - roe * v_101_010_1);
            const double v_101_021_0 =
                QCy * v_101_011_0 + WQy * v_101_011_1 + oo2e * (v_101_001_0 - roe * v_101_001_1);
            const double v_101_012_0 = QCy * v_101_002_0 + WQy * v_101_002_1;
            const double v_101_003_0 = QCz * v_101_002_0 + WQz * v_101_002_1 +
                                       2.0 * oo2e * (v_101_001_0 - roe * v_101_001_1) +
                                       oo2ze * v_100_002_1;
            const double v_020_000_3 =
                PAy * v_010_000_3 + WPy * v_010_000_4 + oo2z * (s_3 - roz * s_4);
            const double v_020_100_2 = QCx * v_020_000_2 + WQx * v_020_000_3;
            const double v_020_200_1 =
                QCx * v_020_100_1 + WQx * v_020_100_2 + oo2e * (v_020_000_1 - roe * v_020_000_2);
            const double v_020_300_0 = QCx * v_020_200_0 + WQx * v_020_200_1 +
                                       2.0 * oo2e * (v_020_100_0 - roe * v_020_100_1);
            const double v_020_010_2 =
                QCy * v_020_000_2 + WQy * v_020_000_3 + 2.0 * oo2ze * v_010_000_3;
            const double v_020_110_1 = QCx * v_020_010_1 + WQx * v_020_010_2;
            const double v_020_210_0 =
                QCx * v_020_110_0 + WQx * v_020_110_1 + oo2e * (v_020_010_0 - roe * v_020_010_1);
            const double v_020_001_2 = QCz * v_020_000_2 + WQz * v_020_000_3;
            const double v_020_101_1 = QCx * v_020_001_1 + WQx * v_020_001_2;
            const double v_020_201_0 =
                QCx * v_020_101_0 + WQx * v_020_101_1 + oo2e * (v_020_001_0 - roe * v_020_001_1);
            const double v_020_020_1 = QCy * v_020_010_1 + WQy * v_020_010_2 +
                                       oo2e * (v_020_000_1 - roe * v_020_000_2) +
                                       2.0 * oo2ze * v_010_010_2;
            const double v_020_120_0 = QCx * v_020_020_0 + WQx * v_020_020_1;
            const double v_020_011_1 =
                QCy * v_020_001_1 + WQy * v_020_001_2 + 2.0 * oo2ze * v_010_001_2;
            const double v_020_111_0 = QCx * v_020_011_0 + WQx * v_020_011_1;
            const double v_020_002_1 =
                QCz * v_020_001_1 + WQz * v_020_001_2 + oo2e * (v_020_000_1 - roe * v_020_000_2);
            const double v_020_102_0 = QCx * v_020_002_0 + WQx * v_020_002_1;
            const double v_020_030_0 = QCy * v_020_020_0 + WQy * v_020_020_1 +
                                       2.0 * oo2e * (v_020_010_0 - roe * v_020_010_1) +
                                       2.0 * oo2ze * v_010_020_1;
            const double v_020_021_0 = QCy * v_020_011_0 + WQy * v_020_011_1 +
                                       oo2e * (v_020_001_0 - roe * v_020_001_1) +
                                       2.0 * oo2ze * v_010_011_1;
            const double v_020_012_0 =
                QCy * v_020_002_0 + WQy * v_020_002_1 + 2.0 * oo2ze * v_010_002_1;
            const double v_020_003_0 = QCz * v_020_002_0 + WQz * v_020_002_1 +
                                       2.0 * oo2e * (v_020_001_0 - roe * v_020_001_1);
            const double v_011_000_3 = PAy * v_001_000_3 + WPy * v_001_000_4;
            const double v_011_100_2 = QCx * v_011_000_2 + WQx * v_011_000_3;
            const double v_011_200_1 =
                QCx * v_011_100_1 + WQx * v_011_100_2 + oo2e * (v_011_000_1 - roe * v_011_000_2);
            const double v_011_300_0 = QCx * v_011_200_0 + WQx * v_011_200_1 +
                                       2.0 * oo2e * (v_011_100_0 - roe * v_011_100_1);
            const double v_011_010_2 = QCy * v_011_000_2 + WQy * v_011_000_3 + oo2ze * v_001_000_3;
            const double v_011_110_1 = QCx * v_011_010_1 + WQx * v_011_010_2;
            const double v_011_210_0 =
                QCx * v_011_110_0 + WQx * v_011_110_1 + oo2e * (v_011_010_0 - roe * v_011_010_1);
            const double v_011_001_2 = QCz * v_011_000_2 + WQz * v_011_000_3 + oo2ze * v_010_000_3;
            const double v_011_101_1 = QCx * v_011_001_1 + WQx * v_011_001_2;
            const double v_011_201_0 =
                QCx * v_011_101_0 + WQx * v_011_101_1 + oo2e * (v_011_001_0 - roe * v_011_001_1);
            const double v_011_020_1 = QCy * v_011_010_1 + WQy * v_011_010_2 +
                                       oo2e * (v_011_000_1 - roe * v_011_000_2) +
                                       oo2ze * v_001_010_2;
            const double v_011_120_0 = QCx * v_011_020_0 + WQx * v_011_020_1;
            const double v_011_011_1 = QCy * v_011_001_1 + WQy * v_011_001_2 + oo2ze * v_001_001_2;
            const double v_011_111_0 = QCx * v_011_011_0 + WQx * v_011_011_1;
            const double v_011_002_1 = QCz * v_011_001_1 + WQz * v_011_001_2 +
                                       oo2e * (v_011_000_1 - roe * v_011_000_2) +
                                       oo2ze * v_010_001_2;
            const double v_011_102_0 = QCx * v_011_002_0 + WQx * v_011_002_1;
            const double v_011_030_0 = QCy * v_011_020_0 + WQy * v_011_020_1 +
                                       2.0 * oo2e * (v_011_010_0 - roe * v_011_010_1) +
                                       oo2ze * v_001_020_1;
            const double v_011_021_0 = QCy * v_011_011_0 + WQy * v_011_011_1 +
                                       oo2e * (v_011_001_0 - roe * v_011_001_1) +
                                       oo2ze * v_001_011_1;
            const double v_011_012_0 = QCy * v_011_002_0 + WQy * v_011_002_1 + oo2ze * v_001_002_1;
            const double v_011_003_0 = QCz * v_011_002_0 + WQz * v_011_002_1 +
                                       2.0 * oo2e * (v_011_001_0 - roe * v_011_001_1) +
                                       oo2ze * v_010_002_1;
            const double v_002_000_3 =
                PAz * v_001_000_3 + WPz * v_001_000_4 + oo2z * (s_3 - roz * s_4);
            const double v_002_100_2 = QCx * v_002_000_2 + WQx * v_002_000_3;
            const double v_002_200_1 =
                QCx * v_002_100_1 + WQx * v_002_100_2 + oo2e * (v_002_000_1 - roe * v_002_000_2);
            const double v_002_300_0 = QCx * v_002_200_0 + WQx * v_002_200_1 +
                                       2.0 * oo2e * (v_002_100_0 - roe * v_002_100_1);
            const double v_002_010_2 = QCy * v_002_000_2 + WQy * v_002_000_3;
            const double v_002_110_1 = QCx * v_002_010_1 + WQx * v_002_010_2;
            const double v_002_210_0 =
                QCx * v_002_110_0 + WQx * v_002_110_1 + oo2e * (v_002_010_0 - roe * v_002_010_1);
            const double v_002_001_2 =
                QCz * v_002_000_2 + WQz * v_002_000_3 + 2.0 * oo2ze * v_001_000_3;
            const double v_002_101_1 = QCx * v_002_001_1 + WQx * v_002_001_2;
            const double v_002_201_0 =
                QCx * v_002_101_0 + WQx * v_002_101_1 + oo2e * (v_002_001_0 - roe * v_002_001_1);
            const double v_002_020_1 =
                QCy * v_002_010_1 + WQy * v_002_010_2 + oo2e * (v_002_000_1 - roe * v_002_000_2);
            const double v_002_120_0 = QCx * v_002_020_0 + WQx * v_002_020_1;
            const double v_002_011_1 = QCy * v_002_001_1 + WQy * v_002_001_2;
            const double v_002_111_0 = QCx * v_002_011_0 + WQx * v_002_011_1;
            const double v_002_002_1 = QCz * v_002_001_1 + WQz * v_002_001_2 +
                                       oo2e * (v_002_000_1 - roe * v_002_000_2) +
                                       2.0 * oo2ze * v_001_001_2;
            const double v_002_102_0 = QCx * v_002_002_0 + WQx * v_002_002_1;
            const double v_002_030_0 = QCy * v_002_020_0 + WQy * v_002_020_1 +
                                       2.0 * oo2e * (v_002_010_0 - roe * v_002_010_1);
            const double v_002_021_0 =
                QCy * v_002_011_0 + WQy * v_002_011_1 + oo2e * (v_002_001_0 - roe * v_002_001_1);
            const double v_002_012_0 = QCy * v_002_002_0 + WQy * v_002_002_1;
            const double v_002_003_0 = QCz * v_002_002_0 + WQz * v_002_002_1 +
                                       2.0 * oo2e * (v_002_001_0 - roe * v_002_001_1) +
                                       2.0 * oo2ze * v_001_002_1;
            const double v_300_000_0 = PAx * v_200_000_0 + WPx * v_200_000_1 +
                                       2.0 * oo2z * (v_100_000_0 - roz * v_100_000_1);
            const double v_300_000_1 = PAx * v_200_000_1 + WPx * v_200_000_2 +
                                       2.0 * oo2z * (v_100_000_1 - roz * v_100_000_2);
            const double v_300_100_0 =
                QCx * v_300_000_0 + WQx * v_300_000_1 + 3.0 * oo2ze * v_200_000_1;
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
            const double s_6 = pref * F[6];
            const double v_100_000_5 = PAx * s_5 + WPx * s_6;
            const double v_200_000_4 =
                PAx * v_100_000_4 + WPx * v_100_000_5 + oo2z * (s_4 - roz * s_5);
            const double v_300_000_3 = PAx * v_200_000_3 + WPx * v_200_000_4 +
                                       2.0 * oo2z * (v_100_000_3 - roz * v_100_000_4);
            const double v_300_100_2 =
                QCx * v_300_000_2 + WQx * v_300_000_3 + 3.0 * oo2ze * v_200_000_3;
            const double v_300_200_1 = QCx * v_300_100_1 + WQx * v_300_100_2 +
                                       oo2e * (v_300_000_1 - roe * v_300_000_2) +
                                       3.0 * oo2ze * v_200_100_2;
            const double v_300_300_0 = QCx * v_300_200_0 + WQx * v_300_200_1 +
                                       2.0 * oo2e * (v_300_100_0 - roe * v_300_100_1) +
                                       3.0 * oo2ze * v_200_200_1;
            const double v_300_010_2 = QCy * v_300_000_2 + WQy * v_300_000_3;
            const double v_300_110_1 =
                QCx * v_300_010_1 + WQx * v_300_010_2 + 3.0 * oo2ze * v_200_010_2;
            const double v_300_210_0 = QCx * v_300_110_0 + WQx * v_300_110_1 +
                                       oo2e * (v_300_010_0 - roe * v_300_010_1) +
                                       3.0 * oo2ze * v_200_110_1;
            const double v_300_001_2 = QCz * v_300_000_2 + WQz * v_300_000_3;
            const double v_300_101_1 =
                QCx * v_300_001_1 + WQx * v_300_001_2 + 3.0 * oo2ze * v_200_001_2;
            const double v_300_201_0 = QCx * v_300_101_0 + WQx * v_300_101_1 +
                                       oo2e * (v_300_001_0 - roe * v_300_001_1) +
                                       3.0 * oo2ze * v_200_101_1;
            const double v_300_020_1 =
                QCy * v_300_010_1 + WQy * v_300_010_2 + oo2e * (v_300_000_1 - roe * v_300_000_2);
            const double v_300_120_0 =
                QCx * v_300_020_0 + WQx * v_300_020_1 + 3.0 * oo2ze * v_200_020_1;
            const double v_300_011_1 = QCy * v_300_001_1 + WQy * v_300_001_2;
            const double v_300_111_0 =
                QCx * v_300_011_0 + WQx * v_300_011_1 + 3.0 * oo2ze * v_200_011_1;
            const double v_300_002_1 =
                QCz * v_300_001_1 + WQz * v_300_001_2 + oo2e * (v_300_000_1 - roe * v_300_000_2);
            const double v_300_102_0 =
                QCx * v_300_002_0 + WQx * v_300_002_1 + 3.0 * oo2ze * v_200_002_1;
            const double v_300_030_0 = QCy * v_300_020_0 + WQy * v_300_020_1 +
                                       2.0 * oo2e * (v_300_010_0 - roe * v_300_010_1);
            const double v_300_021_0 =
                QCy * v_300_011_0 + WQy * v_300_011_1 + oo2e * (v_300_001_0 - roe * v_300_001_1);
            const double v_300_012_0 = QCy * v_300_002_0 + WQy * v_300_002_1;
            const double v_300_003_0 = QCz * v_300_002_0 + WQz * v_300_002_1 +
                                       2.0 * oo2e * (v_300_001_0 - roe * v_300_001_1);
            const double v_010_000_5 = PAy * s_5 + WPy * s_6;
            const double v_110_000_4 = PAx * v_010_000_4 + WPx * v_010_000_5;
            const double v_210_000_3 =
                PAx * v_110_000_3 + WPx * v_110_000_4 + oo2z * (v_010_000_3 - roz * v_010_000_4);
            const double v_210_100_2 =
                QCx * v_210_000_2 + WQx * v_210_000_3 + 2.0 * oo2ze * v_110_000_3;
            const double v_210_200_1 = QCx * v_210_100_1 + WQx * v_210_100_2 +
                                       oo2e * (v_210_000_1 - roe * v_210_000_2) +
                                       2.0 * oo2ze * v_110_100_2;
            const double v_210_300_0 = QCx * v_210_200_0 + WQx * v_210_200_1 +
                                       2.0 * oo2e * (v_210_100_0 - roe * v_210_100_1) +
                                       2.0 * oo2ze * v_110_200_1;
            const double v_210_010_2 = QCy * v_210_000_2 + WQy * v_210_000_3 + oo2ze * v_200_000_3;
            const double v_210_110_1 =
                QCx * v_210_010_1 + WQx * v_210_010_2 + 2.0 * oo2ze * v_110_010_2;
            const double v_210_210_0 = QCx * v_210_110_0 + WQx * v_210_110_1 +
                                       oo2e * (v_210_010_0 - roe * v_210_010_1) +
                                       2.0 * oo2ze * v_110_110_1;
            const double v_210_001_2 = QCz * v_210_000_2 + WQz * v_210_000_3;
            const double v_210_101_1 =
                QCx * v_210_001_1 + WQx * v_210_001_2 + 2.0 * oo2ze * v_110_001_2;
            const double v_210_201_0 = QCx * v_210_101_0 + WQx * v_210_101_1 +
                                       oo2e * (v_210_001_0 - roe * v_210_001_1) +
                                       2.0 * oo2ze * v_110_101_1;
            const double v_210_020_1 = QCy * v_210_010_1 + WQy * v_210_010_2 +
                                       oo2e * (v_210_000_1 - roe * v_210_000_2) +
                                       oo2ze * v_200_010_2;
            const double v_210_120_0 =
                QCx * v_210_020_0 + WQx * v_210_020_1 + 2.0 * oo2ze * v_110_020_1;
            const double v_210_011_1 = QCy * v_210_001_1 + WQy * v_210_001_2 + oo2ze * v_200_001_2;
            const double v_210_111_0 =
                QCx * v_210_011_0 + WQx * v_210_011_1 + 2.0 * oo2ze * v_110_011_1;
            const double v_210_002_1 =
                QCz * v_210_001_1 + WQz * v_210_001_2 + oo2e * (v_210_000_1 - roe * v_210_000_2);
            const double v_210_102_0 =
                QCx * v_210_002_0 + WQx * v_210_002_1 + 2.0 * oo2ze * v_110_002_1;
            const double v_210_030_0 = QCy * v_210_020_0 + WQy * v_210_020_1 +
                                       2.0 * oo2e * (v_210_010_0 - roe * v_210_010_1) +
                                       oo2ze * v_200_020_1;
            const double v_210_021_0 = QCy * v_210_011_0 + WQy * v_210_011_1 +
                                       oo2e * (v_210_001_0 - roe * v_210_001_1) +
                                       oo2ze * v_200_011_1;
            const double v_210_012_0 = QCy * v_210_002_0 + WQy * v_210_002_1 + oo2ze * v_200_002_1;
            const double v_210_003_0 = QCz * v_210_002_0 + WQz * v_210_002_1 +
                                       2.0 * oo2e * (v_210_001_0 - roe * v_210_001_1);
            const double v_001_000_5 = PAz * s_5 + WPz * s_6;
            const double v_101_000_4 = PAx * v_001_000_4 + WPx * v_001_000_5;
            const double v_201_000_3 =
                PAx * v_101_000_3 + WPx * v_101_000_4 + oo2z * (v_001_000_3 - roz * v_001_000_4);
            const double v_201_100_2 =
                QCx * v_201_000_2 + WQx * v_201_000_3 + 2.0 * oo2ze * v_101_000_3;
            const double v_201_200_1 = QCx * v_201_100_1 + WQx * v_201_100_2 +
                                       oo2e * (v_201_000_1 - roe * v_201_000_2) +
                                       2.0 * oo2ze * v_101_100_2;
            const double v_201_300_0 = QCx * v_201_200_0 + WQx * v_201_200_1 +
                                       2.0 * oo2e * (v_201_100_0 - roe * v_201_100_1) +
                                       2.0 * oo2ze * v_101_200_1;
            const double v_201_010_2 = QCy * v_201_000_2 + WQy * v_201_000_3;
            const double v_201_110_1 =
                QCx * v_201_010_1 + WQx * v_201_010_2 + 2.0 * oo2ze * v_101_010_2;
            const double v_201_210_0 = QCx * v_201_110_0 + WQx * v_201_110_1 +
                                       oo2e * (v_201_010_0 - roe * v_201_010_1) +
                                       2.0 * oo2ze * v_101_110_1;
            const double v_201_001_2 = QCz * v_201_000_2 + WQz * v_201_000_3 + oo2ze * v_200_000_3;
            const double v_201_101_1 =
                QCx * v_201_001_1 + WQx * v_201_001_2 + 2.0 * oo2ze * v_101_001_2;
            const double v_201_201_0 = QCx * v_201_101_0 + WQx * v_201_101_1 +
                                       oo2e * (v_201_001_0 - roe * v_201_001_1) +
                                       2.0 * oo2ze * v_101_101_1;
            const double v_201_020_1 =
                QCy * v_201_010_1 + WQy * v_201_010_2 + oo2e * (v_201_000_1 - roe * v_201_000_2);
            const double v_201_120_0 =
                QCx * v_201_020_0 + WQx * v_201_020_1 + 2.0 * oo2ze * v_101_020_1;
            const double v_201_011_1 = QCy * v_201_001_1 + WQy * v_201_001_2;
            const double v_201_111_0 =
                QCx * v_201_011_0 + WQx * v_201_011_1 + 2.0 * oo2ze * v_101_011_1;
            const double v_201_002_1 = QCz * v_201_001_1 + WQz * v_201_001_2 +
                                       oo2e * (v_201_000_1 - roe * v_201_000_2) +
                                       oo2ze * v_200_001_2;
            const double v_201_102_0 =
                QCx * v_201_002_0 + WQx * v_201_002_1 + 2.0 * oo2ze * v_101_002_1;
            const double v_201_030_0 = QCy * v_201_020_0 + WQy * v_201_020_1 +
                                       2.0 * oo2e * (v_201_010_0 - roe * v_201_010_1);
            const double v_201_021_0 =
                QCy * v_201_011_0 + WQy * v_201_011_1 + oo2e * (v_201_001_0 - roe * v_201_001_1);
            const double v_201_012_0 = QCy * v_201_002_0 + WQy * v_201_002_1;
            const double v_201_003_0 = QCz * v_201_002_0 + WQz * v_201_002_1 +
                                       2.0 * oo2e * (v_201_001_0 - roe * v_201_001_1) +
                                       oo2ze * v_200_002_1;
            const double v_020_000_4 =
                PAy * v_010_000_4 + WPy * v_010_000_5 + oo2z * (s_4 - roz * s_5);
            const double v_120_000_3 = PAx * v_020_000_3 + WPx * v_020_000_4;
            const double v_120_100_2 = QCx * v_120_000_2 + WQx * v_120_000_3 + oo2ze * v_020_000_3;
            const double v_120_200_1 = QCx * v_120_100_1 + WQx * v_120_100_2 +
                                       oo2e * (v_120_000_1 - roe * v_120_000_2) +
                                       oo2ze * v_020_100_2;
            const double v_120_300_0 = QCx * v_120_200_0 + WQx * v_120_200_1 +
                                       2.0 * oo2e * (v_120_100_0 - roe * v_120_100_1) +
                                       oo2ze * v_020_200_1;
            const double v_120_010_2 =
                QCy * v_120_000_2 + WQy * v_120_000_3 + 2.0 * oo2ze * v_110_000_3;
            const double v_120_110_1 = QCx * v_120_010_1 + WQx * v_120_010_2 + oo2ze * v_020_010_2;
            const double v_120_210_0 = QCx * v_120_110_0 + WQx * v_120_110_1 +
                                       oo2e * (v_120_010_0 - roe * v_120_010_1) +
                                       oo2ze * v_020_110_1;
            const double v_120_001_2 = QCz * v_120_000_2 + WQz * v_120_000_3;
            const double v_120_101_1 = QCx * v_120_001_1 + WQx * v_120_001_2 + oo2ze * v_020_001_2;
            const double v_120_201_0 = QCx * v_120_101_0 + WQx * v_120_101_1 +
                                       oo2e * (v_120_001_0 - roe * v_120_001_1) +
                                       oo2ze * v_020_101_1;
            const double v_120_020_1 = QCy * v_120_010_1 + WQy * v_120_010_2 +
                                       oo2e * (v_120_000_1 - roe * v_120_000_2) +
                                       2.0 * oo2ze * v_110_010_2;
            const double v_120_120_0 = QCx * v_120_020_0 + WQx * v_120_020_1 + oo2ze * v_020_020_1;
            const double v_120_011_1 =
                QCy * v_120_001_1 + WQy * v_120_001_2 + 2.0 * oo2ze * v_110_001_2;
            const double v_120_111_0 = QCx * v_120_011_0 + WQx * v_120_011_1 + oo2ze * v_020_011_1;
            const double v_120_002_1 =
                QCz * v_120_001_1 + WQz * v_120_001_2 + oo2e * (v_120_000_1 - roe * v_120_000_2);
            const double v_120_102_0 = QCx * v_120_002_0 + WQx * v_120_002_1 + oo2ze * v_020_002_1;
            const double v_120_030_0 = QCy * v_120_020_0 + WQy * v_120_020_1 +
                                       2.0 * oo2e * (v_120_010_0 - roe * v_120_010_1) +
                                       2.0 * oo2ze * v_110_020_1;
            const double v_120_021_0 = QCy * v_120_011_0 + WQy * v_120_011_1 +
                                       oo2e * (v_120_001_0 - roe * v_120_001_1) +
                                       2.0 * oo2ze * v_110_011_1;
            const double v_120_012_0 =
                QCy * v_120_002_0 + WQy * v_120_002_1 + 2.0 * oo2ze * v_110_002_1;
            const double v_120_003_0 = QCz * v_120_002_0 + WQz * v_120_002_1 +
                                       2.0 * oo2e * (v_120_001_0 - roe * v_120_001_1);
            const double v_011_000_4 = PAy * v_001_000_4 + WPy * v_001_000_5;
            const double v_111_000_3 = PAx * v_011_000_3 + WPx * v_011_000_4;
            const double v_111_100_2 = QCx * v_111_000_2 + WQx * v_111_000_3 + oo2ze * v_011_000_3;
            const double v_111_200_1 = QCx * v_111_100_1 + WQx * v_111_100_2 +
                                       oo2e * (v_111_000_1 - roe * v_111_000_2) +
                                       oo2ze * v_011_100_2;
            const double v_111_300_0 = QCx * v_111_200_0 + WQx * v_111_200_1 +
                                       2.0 * oo2e * (v_111_100_0 - roe * v_111_100_1) +
                                       oo2ze * v_011_200_1;
            const double v_111_010_2 = QCy * v_111_000_2 + WQy * v_111_000_3 + oo2ze * v_101_000_3;
            const double v_111_110_1 = QCx * v_111_010_1 + WQx * v_111_010_2 + oo2ze * v_011_010_2;
            const double v_111_210_0 = QCx * v_111_110_0 + WQx * v_111_110_1 +
                                       oo2e * (v_111_010_0 - roe * v_111_010_1) +
                                       oo2ze * v_011_110_1;
            const double v_111_001_2 = QCz * v_111_000_2 + WQz * v_111_000_3 + oo2ze * v_110_000_3;
            const double v_111_101_1 = QCx * v_111_001_1 + WQx * v_111_001_2 + oo2ze * v_011_001_2;
            const double v_111_201_0 = QCx * v_111_101_0 + WQx * v_111_101_1 +
                                       oo2e * (v_111_001_0 - roe * v_111_001_1) +
                                       oo2ze * v_011_101_1;
            const double v_111_020_1 = QCy * v_111_010_1 + WQy * v_111_010_2 +
                                       oo2e * (v_111_000_1 - roe * v_111_000_2) +
                                       oo2ze * v_101_010_2;
            const double v_111_120_0 = QCx * v_111_020_0 + WQx * v_111_020_1 + oo2ze * v_011_020_1;
            const double v_111_011_1 = QCy * v_111_001_1 + WQy * v_111_001_2 + oo2ze * v_101_001_2;
            const double v_111_111_0 = QCx * v_111_011_0 + WQx * v_111_011_1 + oo2ze * v_011_011_1;
            const double v_111_002_1 = QCz * v_111_001_1 + WQz * v_111_001_2 +
                                       oo2e * (v_111_000_1 - roe * v_111_000_2) +
                                       oo2ze * v_110_001_2;
            const double v_111_102_0 = QCx * v_111_002_0 + WQx * v_111_002_1 + oo2ze * v_011_002_1;
            const double v_111_030_0 = QCy * v_111_020_0 + WQy * v_111_020_1 +
                                       2.0 * oo2e * (v_111_010_0 - roe * v_111_010_1) +
                                       oo2ze * v_101_020_1;
            const double v_111_021_0 = QCy * v_111_011_0 + WQy * v_111_011_1 +
                                       oo2e * (v_111_001_0 - roe * v_111_001_1) +
                                       oo2ze * v_101_011_1;
            const double v_111_012_0 = QCy * v_111_002_0 + WQy * v_111_002_1 + oo2ze * v_101_002_1;
            const double v_111_003_0 = QCz * v_111_002_0 + WQz * v_111_002_1 +
                                       2.0 * oo2e * (v_111_001_0 - roe * v_111_001_1) +
                                       oo2ze * v_110_002_1;
            const double v_002_000_4 =
                PAz * v_001_000_4 + WPz * v_001_000_5 + oo2z * (s_4 - roz * s_5);
            const double v_102_000_3 = PAx * v_002_000_3 + WPx * v_002_000_4;
            const double v_102_100_2 = QCx * v_102_000_2 + WQx * v_102_000_3 + oo2ze * v_002_000_3;
            const double v_102_200_1 = QCx * v_102_100_1 + WQx * v_102_100_2 +
                                       oo2e * (v_102_000_1 - roe * v_102_000_2) +
                                       oo2ze * v_002_100_2;
            const double v_102_300_0 = QCx * v_102_200_0 + WQx * v_102_200_1 +
                                       2.0 * oo2e * (v_102_100_0 - roe * v_102_100_1) +
                                       oo2ze * v_002_200_1;
            const double v_102_010_2 = QCy * v_102_000_2 + WQy * v_102_000_3;
            const double v_102_110_1 = QCx * v_102_010_1 + WQx * v_102_010_2 + oo2ze * v_002_010_2;
            const double v_102_210_0 = QCx * v_102_110_0 + WQx * v_102_110_1 +
                                       oo2e * (v_102_010_0 - roe * v_102_010_1) +
                                       oo2ze * v_002_110_1;
            const double v_102_001_2 =
                QCz * v_102_000_2 + WQz * v_102_000_3 + 2.0 * oo2ze * v_101_000_3;
            const double v_102_101_1 = QCx * v_102_001_1 + WQx * v_102_001_2 + oo2ze * v_002_001_2;
            const double v_102_201_0 = QCx * v_102_101_0 + WQx * v_102_101_1 +
                                       oo2e * (v_102_001_0 - roe * v_102_001_1) +
                                       oo2ze * v_002_101_1;
            const double v_102_020_1 =
                QCy * v_102_010_1 + WQy * v_102_010_2 + oo2e * (v_102_000_1 - roe * v_102_000_2);
            const double v_102_120_0 = QCx * v_102_020_0 + WQx * v_102_020_1 + oo2ze * v_002_020_1;
            const double v_102_011_1 = QCy * v_102_001_1 + WQy * v_102_001_2;
            const double v_102_111_0 = QCx * v_102_011_0 + WQx * v_102_011_1 + oo2ze * v_002_011_1;
            const double v_102_002_1 = QCz * v_102_001_1 + WQz * v_102_001_2 +
                                       oo2e * (v_102_000_1 - roe * v_102_000_2) +
                                       2.0 * oo2ze * v_101_001_2;
            const double v_102_102_0 = QCx * v_102_002_0 + WQx * v_102_002_1 + oo2ze * v_002_002_1;
            const double v_102_030_0 = QCy * v_102_020_0 + WQy * v_102_020_1 +
                                       2.0 * oo2e * (v_102_010_0 - roe * v_102_010_1);
            const double v_102_021_0 =
                QCy * v_102_011_0 + WQy * v_102_011_1 + oo2e * (v_102_001_0 - roe * v_102_001_1);
            const double v_102_012_0 = QCy * v_102_002_0 + WQy * v_102_002_1;
            const double v_102_003_0 = QCz * v_102_002_0 + WQz * v_102_002_1 +
                                       2.0 * oo2e * (v_102_001_0 - roe * v_102_001_1) +
                                       2.0 * oo2ze * v_101_002_1;
            const double v_030_000_3 = PAy * v_020_000_3 + WPy * v_020_000_4 +
                                       2.0 * oo2z * (v_010_000_3 - roz * v_010_000_4);
            const double v_030_100_2 = QCx * v_030_000_2 + WQx * v_030_000_3;
            const double v_030_200_1 =
                QCx * v_030_100_1 + WQx * v_030_100_2 + oo2e * (v_030_000_1 - roe * v_030_000_2);
            const double v_030_300_0 = QCx * v_030_200_0 + WQx * v_030_200_1 +
                                       2.0 * oo2e * (v_030_100_0 - roe * v_030_100_1);
            const double v_030_010_2 =
                QCy * v_030_000_2 + WQy * v_030_000_3 + 3.0 * oo2ze * v_020_000_3;
            const double v_030_110_1 = QCx * v_030_010_1 + WQx * v_030_010_2;
            const double v_030_210_0 =
                QCx * v_030_110_0 + WQx * v_030_110_1 + oo2e * (v_030_010_0 - roe * v_030_010_1);
            const double v_030_001_2 = QCz * v_030_000_2 + WQz * v_030_000_3;
            const double v_030_101_1 = QCx * v_030_001_1 + WQx * v_030_001_2;
            const double v_030_201_0 =
                QCx * v_030_101_0 + WQx * v_030_101_1 + oo2e * (v_030_001_0 - roe * v_030_001_1);
            const double v_030_020_1 = QCy * v_030_010_1 + WQy * v_030_010_2 +
                                       oo2e * (v_030_000_1 - roe * v_030_000_2) +
                                       3.0 * oo2ze * v_020_010_2;
            const double v_030_120_0 = QCx * v_030_020_0 + WQx * v_030_020_1;
            const double v_030_011_1 =
                QCy * v_030_001_1 + WQy * v_030_001_2 + 3.0 * oo2ze * v_020_001_2;
            const double v_030_111_0 = QCx * v_030_011_0 + WQx * v_030_011_1;
            const double v_030_002_1 =
                QCz * v_030_001_1 + WQz * v_030_001_2 + oo2e * (v_030_000_1 - roe * v_030_000_2);
            const double v_030_102_0 = QCx * v_030_002_0 + WQx * v_030_002_1;
            const double v_030_030_0 = QCy * v_030_020_0 + WQy * v_030_020_1 +
                                       2.0 * oo2e * (v_030_010_0 - roe * v_030_010_1) +
                                       3.0 * oo2ze * v_020_020_1;
            const double v_030_021_0 = QCy * v_030_011_0 + WQy * v_030_011_1 +
                                       oo2e * (v_030_001_0 - roe * v_030_001_1) +
                                       3.0 * oo2ze * v_020_011_1;
            const double v_030_012_0 =
                QCy * v_030_002_0 + WQy * v_030_002_1 + 3.0 * oo2ze * v_020_002_1;
            const double v_030_003_0 = QCz * v_030_002_0 + WQz * v_030_002_1 +
                                       2.0 * oo2e * (v_030_001_0 - roe * v_030_001_1);
            const double v_021_000_3 =
                PAy * v_011_000_3 + WPy * v_011_000_4 + oo2z * (v_001_000_3 - roz * v_001_000_4);
            const double v_021_100_2 = QCx * v_021_000_2 + WQx * v_021_000_3;
            const double v_021_200_1 =
                QCx * v_021_100_1 + WQx * v_021_100_2 + oo2e * (v_021_000_1 - roe * v_021_000_2);
            const double v_021_300_0 = QCx * v_021_200_0 + WQx * v_021_200_1 +
                                       2.0 * oo2e * (v_021_100_0 - roe * v_021_100_1);
            const double v_021_010_2 =
                QCy * v_021_000_2 + WQy * v_021_000_3 + 2.0 * oo2ze * v_011_000_3;
            const double v_021_110_1 = QCx * v_021_010_1 + WQx * v_021_010_2;
            const double v_021_210_0 =
                QCx * v_021_110_0 + WQx * v_021_110_1 + oo2e * (v_021_010_0 - roe * v_021_010_1);
            const double v_021_001_2 = QCz * v_021_000_2 + WQz * v_021_000_3 + oo2ze * v_020_000_3;
            const double v_021_101_1 = QCx * v_021_001_1 + WQx * v_021_001_2;
            const double v_021_201_0 =
                QCx * v_021_101_0 + WQx * v_021_101_1 + oo2e * (v_021_001_0 - roe * v_021_001_1);
            const double v_021_020_1 = QCy * v_021_010_1 + WQy * v_021_010_2 +
                                       oo2e * (v_021_000_1 - roe * v_021_000_2) +
                                       2.0 * oo2ze * v_011_010_2;
            const double v_021_120_0 = QCx * v_021_020_0 + WQx * v_021_020_1;
            const double v_021_011_1 =
                QCy * v_021_001_1 + WQy * v_021_001_2 + 2.0 * oo2ze * v_011_001_2;
            const double v_021_111_0 = QCx * v_021_011_0 + WQx * v_021_011_1;
            const double v_021_002_1 = QCz * v_021_001_1 + WQz * v_021_001_2 +
                                       oo2e * (v_021_000_1 - roe * v_021_000_2) +
                                       oo2ze * v_020_001_2;
            const double v_021_102_0 = QCx * v_021_002_0 + WQx * v_021_002_1;
            const double v_021_030_0 = QCy * v_021_020_0 + WQy * v_021_020_1 +
                                       2.0 * oo2e * (v_021_010_0 - roe * v_021_010_1) +
                                       2.0 * oo2ze * v_011_020_1;
            const double v_021_021_0 = QCy * v_021_011_0 + WQy * v_021_011_1 +
                                       oo2e * (v_021_001_0 - roe * v_021_001_1) +
                                       2.0 * oo2ze * v_011_011_1;
            const double v_021_012_0 =
                QCy * v_021_002_0 + WQy * v_021_002_1 + 2.0 * oo2ze * v_011_002_1;
            const double v_021_003_0 = QCz * v_021_002_0 + WQz * v_021_002_1 +
                                       2.0 * oo2e * (v_021_001_0 - roe * v_021_001_1) +
                                       oo2ze * v_020_002_1;
            const double v_012_000_3 = PAy * v_002_000_3 + WPy * v_002_000_4;
            const double v_012_100_2 = QCx * v_012_000_2 + WQx * v_012_000_3;
            const double v_012_200_1 =
                QCx * v_012_100_1 + WQx * v_012_100_2 + oo2e * (v_012_000_1 - roe * v_012_000_2);
            const double v_012_300_0 = QCx * v_012_200_0 + WQx * v_012_200_1 +
                                       2.0 * oo2e * (v_012_100_0 - roe * v_012_100_1);
            const double v_012_010_2 = QCy * v_012_000_2 + WQy * v_012_000_3 + oo2ze * v_002_000_3;
            const double v_012_110_1 = QCx * v_012_010_1 + WQx * v_012_010_2;
            const double v_012_210_0 =
                QCx * v_012_110_0 + WQx * v_012_110_1 + oo2e * (v_012_010_0 - roe * v_012_010_1);
            const double v_012_001_2 =
                QCz * v_012_000_2 + WQz * v_012_000_3 + 2.0 * oo2ze * v_011_000_3;
            const double v_012_101_1 = QCx * v_012_001_1 + WQx * v_012_001_2;
            const double v_012_201_0 =
                QCx * v_012_101_0 + WQx * v_012_101_1 + oo2e * (v_012_001_0 - roe * v_012_001_1);
            const double v_012_020_1 = QCy * v_012_010_1 + WQy * v_012_010_2 +
                                       oo2e * (v_012_000_1 - roe * v_012_000_2) +
                                       oo2ze * v_002_010_2;
            const double v_012_120_0 = QCx * v_012_020_0 + WQx * v_012_020_1;
            const double v_012_011_1 = QCy * v_012_001_1 + WQy * v_012_001_2 + oo2ze * v_002_001_2;
            const double v_012_111_0 = QCx * v_012_011_0 + WQx * v_012_011_1;
            const double v_012_002_1 = QCz * v_012_001_1 + WQz * v_012_001_2 +
                                       oo2e * (v_012_000_1 - roe * v_012_000_2) +
                                       2.0 * oo2ze * v_011_001_2;
            const double v_012_102_0 = QCx * v_012_002_0 + WQx * v_012_002_1;
            const double v_012_030_0 = QCy * v_012_020_0 + WQy * v_012_020_1 +
                                       2.0 * oo2e * (v_012_010_0 - roe * v_012_010_1) +
                                       oo2ze * v_002_020_1;
            const double v_012_021_0 = QCy * v_012_011_0 + WQy * v_012_011_1 +
                                       oo2e * (v_012_001_0 - roe * v_012_001_1) +
                                       oo2ze * v_002_011_1;
            const double v_012_012_0 = QCy * v_012_002_0 + WQy * v_012_002_1 + oo2ze * v_002_002_1;
            const double v_012_003_0 = QCz * v_012_002_0 + WQz * v_012_002_1 +
                                       2.0 * oo2e * (v_012_001_0 - roe * v_012_001_1) +
                                       2.0 * oo2ze * v_011_002_1;
            const double v_003_000_3 = PAz * v_002_000_3 + WPz * v_002_000_4 +
                                       2.0 * oo2z * (v_001_000_3 - roz * v_001_000_4);
            const double v_003_100_2 = QCx * v_003_000_2 + WQx * v_003_000_3;
            const double v_003_200_1 =
                QCx * v_003_100_1 + WQx * v_003_100_2 + oo2e * (v_003_000_1 - roe * v_003_000_2);
            const double v_003_300_0 = QCx * v_003_200_0 + WQx * v_003_200_1 +
                                       2.0 * oo2e * (v_003_100_0 - roe * v_003_100_1);
            const double v_003_010_2 = QCy * v_003_000_2 + WQy * v_003_000_3;
            const double v_003_110_1 = QCx * v_003_010_1 + WQx * v_003_010_2;
            const double v_003_210_0 =
                QCx * v_003_110_0 + WQx * v_003_110_1 + oo2e * (v_003_010_0 - roe * v_003_010_1);
            const double v_003_001_2 =
                QCz * v_003_000_2 + WQz * v_003_000_3 + 3.0 * oo2ze * v_002_000_3;
            const double v_003_101_1 = QCx * v_003_001_1 + WQx * v_003_001_2;
            const double v_003_201_0 =
                QCx * v_003_101_0 + WQx * v_003_101_1 + oo2e * (v_003_001_0 - roe * v_003_001_1);
            const double v_003_020_1 =
                QCy * v_003_010_1 + WQy * v_003_010_2 + oo2e * (v_003_000_1 - roe * v_003_000_2);
            const double v_003_120_0 = QCx * v_003_020_0 + WQx * v_003_020_1;
            const double v_003_011_1 = QCy * v_003_001_1 + WQy * v_003_001_2;
            const double v_003_111_0 = QCx * v_003_011_0 + WQx * v_003_011_1;
            const double v_003_002_1 = QCz * v_003_001_1 + WQz * v_003_001_2 +
                                       oo2e * (v_003_000_1 - roe * v_003_000_2) +
                                       3.0 * oo2ze * v_002_001_2;
            const double v_003_102_0 = QCx * v_003_002_0 + WQx * v_003_002_1;
            const double v_003_030_0 = QCy * v_003_020_0 + WQy * v_003_020_1 +
                                       2.0 * oo2e * (v_003_010_0 - roe * v_003_010_1);
            const double v_003_021_0 =
                QCy * v_003_011_0 + WQy * v_003_011_1 + oo2e * (v_003_001_0 - roe * v_003_001_1);
            const double v_003_012_0 = QCy * v_003_002_0 + WQy * v_003_002_1;
            const double v_003_003_0 = QCz * v_003_002_0 + WQz * v_003_002_1 +
                                       2.0 * oo2e * (v_003_001_0 - roe * v_003_001_1) +
                                       3.0 * oo2ze * v_002_002_1;
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
            c_200_300 += v_200_300_0;
            c_200_210 += v_200_210_0;
            c_200_201 += v_200_201_0;
            c_200_120 += v_200_120_0;
            c_200_111 += v_200_111_0;
            c_200_102 += v_200_102_0;
            c_200_030 += v_200_030_0;
            c_200_021 += v_200_021_0;
            c_200_012 += v_200_012_0;
            c_200_003 += v_200_003_0;
            c_110_300 += v_110_300_0;
            c_110_210 += v_110_210_0;
            c_110_201 += v_110_201_0;
            c_110_120 += v_110_120_0;
            c_110_111 += v_110_111_0;
            c_110_102 += v_110_102_0;
            c_110_030 += v_110_030_0;
            c_110_021 += v_110_021_0;
            c_110_012 += v_110_012_0;
            c_110_003 += v_110_003_0;
            c_101_300 += v_101_300_0;
            c_101_210 += v_101_210_0;
            c_101_201 += v_101_201_0;
            c_101_120 += v_101_120_0;
            c_101_111 += v_101_111_0;
            c_101_102 += v_101_102_0;
            c_101_030 += v_101_030_0;
            c_101_021 += v_101_021_0;
            c_101_012 += v_101_012_0;
            c_101_003 += v_101_003_0;
            c_020_300 += v_020_300_0;
            c_020_210 += v_020_210_0;
            c_020_201 += v_020_201_0;
            c_020_120 += v_020_120_0;
            c_020_111 += v_020_111_0;
            c_020_102 += v_020_102_0;
            c_020_030 += v_020_030_0;
            c_020_021 += v_020_021_0;
            c_020_012 += v_020_012_0;
            c_020_003 += v_020_003_0;
            c_011_300 += v_011_300_0;
            c_011_210 += v_011_210_0;
            c_011_201 += v_011_201_0;
            c_011_120 += v_011_120_0;
            c_011_111 += v_011_111_0;
            c_011_102 += v_011_102_0;
            c_011_030 += v_011_030_0;
            c_011_021 += v_011_021_0;
            c_011_012 += v_011_012_0;
            c_011_003 += v_011_003_0;
            c_002_300 += v_002_300_0;
            c_002_210 += v_002_210_0;
            c_002_201 += v_002_201_0;
            c_002_120 += v_002_120_0;
            c_002_111 += v_002_111_0;
            c_002_102 += v_002_102_0;
            c_002_030 += v_002_030_0;
            c_002_021 += v_002_021_0;
            c_002_012 += v_002_012_0;
            c_002_003 += v_002_003_0;
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
            c_300_300 += v_300_300_0;
            c_300_210 += v_300_210_0;
            c_300_201 += v_300_201_0;
            c_300_120 += v_300_120_0;
            c_300_111 += v_300_111_0;
            c_300_102 += v_300_102_0;
            c_300_030 += v_300_030_0;
            c_300_021 += v_300_021_0;
            c_300_012 += v_300_012_0;
            c_300_003 += v_300_003_0;
            c_210_300 += v_210_300_0;
            c_210_210 += v_210_210_0;
            c_210_201 += v_210_201_0;
            c_210_120 += v_210_120_0;
            c_210_111 += v_210_111_0;
            c_210_102 += v_210_102_0;
            c_210_030 += v_210_030_0;
            c_210_021 += v_210_021_0;
            c_210_012 += v_210_012_0;
            c_210_003 += v_210_003_0;
            c_201_300 += v_201_300_0;
            c_201_210 += v_201_210_0;
            c_201_201 += v_201_201_0;
            c_201_120 += v_201_120_0;
            c_201_111 += v_201_111_0;
            c_201_102 += v_201_102_0;
            c_201_030 += v_201_030_0;
            c_201_021 += v_201_021_0;
            c_201_012 += v_201_012_0;
            c_201_003 += v_201_003_0;
            c_120_300 += v_120_300_0;
            c_120_210 += v_120_210_0;
            c_120_201 += v_120_201_0;
            c_120_120 += v_120_120_0;
            c_120_111 += v_120_111_0;
            c_120_102 += v_120_102_0;
            c_120_030 += v_120_030_0;
            c_120_021 += v_120_021_0;
            c_120_012 += v_120_012_0;
            c_120_003 += v_120_003_0;
            c_111_300 += v_111_300_0;
            c_111_210 += v_111_210_0;
            c_111_201 += v_111_201_0;
            c_111_120 += v_111_120_0;
            c_111_111 += v_111_111_0;
            c_111_102 += v_111_102_0;
            c_111_030 += v_111_030_0;
            c_111_021 += v_111_021_0;
            c_111_012 += v_111_012_0;
            c_111_003 += v_111_003_0;
            c_102_300 += v_102_300_0;
            c_102_210 += v_102_210_0;
            c_102_201 += v_102_201_0;
            c_102_120 += v_102_120_0;
            c_102_111 += v_102_111_0;
            c_102_102 += v_102_102_0;
            c_102_030 += v_102_030_0;
            c_102_021 += v_102_021_0;
            c_102_012 += v_102_012_0;
            c_102_003 += v_102_003_0;
            c_030_300 += v_030_300_0;
            c_030_210 += v_030_210_0;
            c_030_201 += v_030_201_0;
            c_030_120 += v_030_120_0;
            c_030_111 += v_030_111_0;
            c_030_102 += v_030_102_0;
            c_030_030 += v_030_030_0;
            c_030_021 += v_030_021_0;
            c_030_012 += v_030_012_0;
            c_030_003 += v_030_003_0;
            c_021_300 += v_021_300_0;
            c_021_210 += v_021_210_0;
            c_021_201 += v_021_201_0;
            c_021_120 += v_021_120_0;
            c_021_111 += v_021_111_0;
            c_021_102 += v_021_102_0;
            c_021_030 += v_021_030_0;
            c_021_021 += v_021_021_0;
            c_021_012 += v_021_012_0;
            c_021_003 += v_021_003_0;
            c_012_300 += v_012_300_0;
            c_012_210 += v_012_210_0;
            c_012_201 += v_012_201_0;
            c_012_120 += v_012_120_0;
            c_012_111 += v_012_111_0;
            c_012_102 += v_012_102_0;
            c_012_030 += v_012_030_0;
            c_012_021 += v_012_021_0;
            c_012_012 += v_012_012_0;
            c_012_003 += v_012_003_0;
            c_003_300 += v_003_300_0;
            c_003_210 += v_003_210_0;
            c_003_201 += v_003_201_0;
            c_003_120 += v_003_120_0;
            c_003_111 += v_003_111_0;
            c_003_102 += v_003_102_0;
            c_003_030 += v_003_030_0;
            c_003_021 += v_003_021_0;
            c_003_012 += v_003_012_0;
            c_003_003 += v_003_003_0;
        }
    }
    const double ABx = A[0] - B[0], ABy = A[1] - B[1], ABz = A[2] - B[2];
    const double CDx = C[0] - D[0], CDy = C[1] - D[1], CDz = C[2] - D[2];
    const double h_200_100_300_000 = c_300_300 + ABx * c_200_300;
    const double h_200_100_200_000 = c_300_200 + ABx * c_200_200;
    const double h_200_100_200_100 = h_200_100_300_000 + CDx * h_200_100_200_000;
    const double h_200_100_210_000 = c_300_210 + ABx * c_200_210;
    const double h_200_100_200_010 = h_200_100_210_000 + CDy * h_200_100_200_000;
    const double h_200_100_201_000 = c_300_201 + ABx * c_200_201;
    const double h_200_100_200_001 = h_200_100_201_000 + CDz * h_200_100_200_000;
    const double h_200_100_110_000 = c_300_110 + ABx * c_200_110;
    const double h_200_100_110_100 = h_200_100_210_000 + CDx * h_200_100_110_000;
    const double h_200_100_120_000 = c_300_120 + ABx * c_200_120;
    const double h_200_100_110_010 = h_200_100_120_000 + CDy * h_200_100_110_000;
    const double h_200_100_111_000 = c_300_111 + ABx * c_200_111;
    const double h_200_100_110_001 = h_200_100_111_000 + CDz * h_200_100_110_000;
    const double h_200_100_101_000 = c_300_101 + ABx * c_200_101;
    const double h_200_100_101_100 = h_200_100_201_000 + CDx * h_200_100_101_000;
    const double h_200_100_101_010 = h_200_100_111_000 + CDy * h_200_100_101_000;
    const double h_200_100_102_000 = c_300_102 + ABx * c_200_102;
    const double h_200_100_101_001 = h_200_100_102_000 + CDz * h_200_100_101_000;
    const double h_200_100_020_000 = c_300_020 + ABx * c_200_020;
    const double h_200_100_020_100 = h_200_100_120_000 + CDx * h_200_100_020_000;
    const double h_200_100_030_000 = c_300_030 + ABx * c_200_030;
    const double h_200_100_020_010 = h_200_100_030_000 + CDy * h_200_100_020_000;
    const double h_200_100_021_000 = c_300_021 + ABx * c_200_021;
    const double h_200_100_020_001 = h_200_100_021_000 + CDz * h_200_100_020_000;
    const double h_200_100_011_000 = c_300_011 + ABx * c_200_011;
    const double h_200_100_011_100 = h_200_100_111_000 + CDx * h_200_100_011_000;
    const double h_200_100_011_010 = h_200_100_021_000 + CDy * h_200_100_011_000;
    const double h_200_100_012_000 = c_300_012 + ABx * c_200_012;
    const double h_200_100_011_001 = h_200_100_012_000 + CDz * h_200_100_011_000;
    const double h_200_100_002_000 = c_300_002 + ABx * c_200_002;
    const double h_200_100_002_100 = h_200_100_102_000 + CDx * h_200_100_002_000;
    const double h_200_100_002_010 = h_200_100_012_000 + CDy * h_200_100_002_000;
    const double h_200_100_003_000 = c_300_003 + ABx * c_200_003;
    const double h_200_100_002_001 = h_200_100_003_000 + CDz * h_200_100_002_000;
    const double h_200_010_300_000 = c_210_300 + ABy * c_200_300;
    const double h_200_010_200_000 = c_210_200 + ABy * c_200_200;
    const double h_200_010_200_100 = h_200_010_300_000 + CDx * h_200_010_200_000;
    const double h_200_010_210_000 = c_210_210 + ABy * c_200_210;
    const double h_200_010_200_010 = h_200_010_210_000 + CDy * h_200_010_200_000;
    const double h_200_010_201_000 = c_210_201 + ABy * c_200_201;
    const double h_200_010_200_001 = h_200_010_201_000 + CDz * h_200_010_200_000;
    const double h_200_010_110_000 = c_210_110 + ABy * c_200_110;
    const double h_200_010_110_100 = h_200_010_210_000 + CDx * h_200_010_110_000;
    const double h_200_010_120_000 = c_210_120 + ABy * c_200_120;
    const double h_200_010_110_010 = h_200_010_120_000 + CDy * h_200_010_110_000;
    const double h_200_010_111_000 = c_210_111 + ABy * c_200_111;
    const double h_200_010_110_001 = h_200_010_111_000 + CDz * h_200_010_110_000;
    const double h_200_010_101_000 = c_210_101 + ABy * c_200_101;
    const double h_200_010_101_100 = h_200_010_201_000 + CDx * h_200_010_101_000;
    const double h_200_010_101_010 = h_200_010_111_000 + CDy * h_200_010_101_000;
    const double h_200_010_102_000 = c_210_102 + ABy * c_200_102;
    const double h_200_010_101_001 = h_200_010_102_000 + CDz * h_200_010_101_000;
    const double h_200_010_020_000 = c_210_020 + ABy * c_200_020;
    const double h_200_010_020_100 = h_200_010_120_000 + CDx * h_200_010_020_000;
    const double h_200_010_030_000 = c_210_030 + ABy * c_200_030;
    const double h_200_010_020_010 = h_200_010_030_000 + CDy * h_200_010_020_000;
    const double h_200_010_021_000 = c_210_021 + ABy * c_200_021;
    const double h_200_010_020_001 = h_200_010_021_000 + CDz * h_200_010_020_000;
    const double h_200_010_011_000 = c_210_011 + ABy * c_200_011;
    const double h_200_010_011_100 = h_200_010_111_000 + CDx * h_200_010_011_000;
    const double h_200_010_011_010 = h_200_010_021_000 + CDy * h_200_010_011_000;
    const double h_200_010_012_000 = c_210_012 + ABy * c_200_012;
    const double h_200_010_011_001 = h_200_010_012_000 + CDz * h_200_010_011_000;
    const double h_200_010_002_000 = c_210_002 + ABy * c_200_002;
    const double h_200_010_002_100 = h_200_010_102_000 + CDx * h_200_010_002_000;
    const double h_200_010_002_010 = h_200_010_012_000 + CDy * h_200_010_002_000;
    const double h_200_010_003_000 = c_210_003 + ABy * c_200_003;
    const double h_200_010_002_001 = h_200_010_003_000 + CDz * h_200_010_002_000;
    const double h_200_001_300_000 = c_201_300 + ABz * c_200_300;
    const double h_200_001_200_000 = c_201_200 + ABz * c_200_200;
    const double h_200_001_200_100 = h_200_001_300_000 + CDx * h_200_001_200_000;
    const double h_200_001_210_000 = c_201_210 + ABz * c_200_210;
    const double h_200_001_200_010 = h_200_001_210_000 + CDy * h_200_001_200_000;
    const double h_200_001_201_000 = c_201_201 + ABz * c_200_201;
    const double h_200_001_200_001 = h_200_001_201_000 + CDz * h_200_001_200_000;
    const double h_200_001_110_000 = c_201_110 + ABz * c_200_110;
    const double h_200_001_110_100 = h_200_001_210_000 + CDx * h_200_001_110_000;
    const double h_200_001_120_000 = c_201_120 + ABz * c_200_120;
    const double h_200_001_110_010 = h_200_001_120_000 + CDy * h_200_001_110_000;
    const double h_200_001_111_000 = c_201_111 + ABz * c_200_111;
    const double h_200_001_110_001 = h_200_001_111_000 + CDz * h_200_001_110_000;
    const double h_200_001_101_000 = c_201_101 + ABz * c_200_101;
    const double h_200_001_101_100 = h_200_001_201_000 + CDx * h_200_001_101_000;
    const double h_200_001_101_010 = h_200_001_111_000 + CDy * h_200_001_101_000;
    const double h_200_001_102_000 = c_201_102 + ABz * c_200_102;
    const double h_200_001_101_001 = h_200_001_102_000 + CDz * h_200_001_101_000;
    const double h_200_001_020_000 = c_201_020 + ABz * c_200_020;
    const double h_200_001_020_100 = h_200_001_120_000 + CDx * h_200_001_020_000;
    const double h_200_001_030_000 = c_201_030 + ABz * c_200_030;
    const double h_200_001_020_010 = h_200_001_030_000 + CDy * h_200_001_020_000;
    const double h_200_001_021_000 = c_201_021 + ABz * c_200_021;
    const double h_200_001_020_001 = h_200_001_021_000 + CDz * h_200_001_020_000;
    const double h_200_001_011_000 = c_201_011 + ABz * c_200_011;
    const double h_200_001_011_100 = h_200_001_111_000 + CDx * h_200_001_011_000;
    const double h_200_001_011_010 = h_200_001_021_000 + CDy * h_200_001_011_000;
    const double h_200_001_012_000 = c_201_012 + ABz * c_200_012;
    const double h_200_001_011_001 = h_200_001_012_000 + CDz * h_200_001_011_000;
    const double h_200_001_002_000 = c_201_002 + ABz * c_200_002;
    const double h_200_001_002_100 = h_200_001_102_000 + CDx * h_200_001_002_000;
    const double h_200_001_002_010 = h_200_001_012_000 + CDy * h_200_001_002_000;
    const double h_200_001_003_000 = c_201_003 + ABz * c_200_003;
    const double h_200_001_002_001 = h_200_001_003_000 + CDz * h_200_001_002_000;
    const double h_110_100_300_000 = c_210_300 + ABx * c_110_300;
    const double h_110_100_200_000 = c_210_200 + ABx * c_110_200;
    const double h_110_100_200_100 = h_110_100_300_000 + CDx * h_110_100_200_000;
    const double h_110_100_210_000 = c_210_210 + ABx * c_110_210;
    const double h_110_100_200_010 = h_110_100_210_000 + CDy * h_110_100_200_000;
    const double h_110_100_201_000 = c_210_201 + ABx * c_110_201;
    const double h_110_100_200_001 = h_110_100_201_000 + CDz * h_110_100_200_000;
    const double h_110_100_110_000 = c_210_110 + ABx * c_110_110;
    const double h_110_100_110_100 = h_110_100_210_000 + CDx * h_110_100_110_000;
    const double h_110_100_120_000 = c_210_120 + ABx * c_110_120;
    const double h_110_100_110_010 = h_110_100_120_000 + CDy * h_110_100_110_000;
    const double h_110_100_111_000 = c_210_111 + ABx * c_110_111;
    const double h_110_100_110_001 = h_110_100_111_000 + CDz * h_110_100_110_000;
    const double h_110_100_101_000 = c_210_101 + ABx * c_110_101;
    const double h_110_100_101_100 = h_110_100_201_000 + CDx * h_110_100_101_000;
    const double h_110_100_101_010 = h_110_100_111_000 + CDy * h_110_100_101_000;
    const double h_110_100_102_000 = c_210_102 + ABx * c_110_102;
    const double h_110_100_101_001 = h_110_100_102_000 + CDz * h_110_100_101_000;
    const double h_110_100_020_000 = c_210_020 + ABx * c_110_020;
    const double h_110_100_020_100 = h_110_100_120_000 + CDx * h_110_100_020_000;
    const double h_110_100_030_000 = c_210_030 + ABx * c_110_030;
    const double h_110_100_020_010 = h_110_100_030_000 + CDy * h_110_100_020_000;
    const double h_110_100_021_000 = c_210_021 + ABx * c_110_021;
    const double h_110_100_020_001 = h_110_100_021_000 + CDz * h_110_100_020_000;
    const double h_110_100_011_000 = c_210_011 + ABx * c_110_011;
    const double h_110_100_011_100 = h_110_100_111_000 + CDx * h_110_100_011_000;
    const double h_110_100_011_010 = h_110_100_021_000 + CDy * h_110_100_011_000;
    const double h_110_100_012_000 = c_210_012 + ABx * c_110_012;
    const double h_110_100_011_001 = h_110_100_012_000 + CDz * h_110_100_011_000;
    const double h_110_100_002_000 = c_210_002 + ABx * c_110_002;
    const double h_110_100_002_100 = h_110_100_102_000 + CDx * h_110_100_002_000;
    const double h_110_100_002_010 = h_110_100_012_000 + CDy * h_110_100_002_000;
    const double h_110_100_003_000 = c_210_003 + ABx * c_110_003;
    const double h_110_100_002_001 = h_110_100_003_000 + CDz * h_110_100_002_000;
    const double h_110_010_300_000 = c_120_300 + ABy * c_110_300;
    const double h_110_010_200_000 = c_120_200 + ABy * c_110_200;
    const double h_110_010_200_100 = h_110_010_300_000 + CDx * h_110_010_200_000;
    const double h_110_010_210_000 = c_120_210 + ABy * c_110_210;
    const double h_110_010_200_010 = h_110_010_210_000 + CDy * h_110_010_200_000;
    const double h_110_010_201_000 = c_120_201 + ABy * c_110_201;
    const double h_110_010_200_001 = h_110_010_201_000 + CDz * h_110_010_200_000;
    const double h_110_010_110_000 = c_120_110 + ABy * c_110_110;
    const double h_110_010_110_100 = h_110_010_210_000 + CDx * h_110_010_110_000;
    const double h_110_010_120_000 = c_120_120 + ABy * c_110_120;
    const double h_110_010_110_010 = h_110_010_120_000 + CDy * h_110_010_110_000;
    const double h_110_010_111_000 = c_120_111 + ABy * c_110_111;
    const double h_110_010_110_001 = h_110_010_111_000 + CDz * h_110_010_110_000;
    const double h_110_010_101_000 = c_120_101 + ABy * c_110_101;
    const double h_110_010_101_100 = h_110_010_201_000 + CDx * h_110_010_101_000;
    const double h_110_010_101_010 = h_110_010_111_000 + CDy * h_110_010_101_000;
    const double h_110_010_102_000 = c_120_102 + ABy * c_110_102;
    const double h_110_010_101_001 = h_110_010_102_000 + CDz * h_110_010_101_000;
    const double h_110_010_020_000 = c_120_020 + ABy * c_110_020;
    const double h_110_010_020_100 = h_110_010_120_000 + CDx * h_110_010_020_000;
    const double h_110_010_030_000 = c_120_030 + ABy * c_110_030;
    const double h_110_010_020_010 = h_110_010_030_000 + CDy * h_110_010_020_000;
    const double h_110_010_021_000 = c_120_021 + ABy * c_110_021;
    const double h_110_010_020_001 = h_110_010_021_000 + CDz * h_110_010_020_000;
    const double h_110_010_011_000 = c_120_011 + ABy * c_110_011;
    const double h_110_010_011_100 = h_110_010_111_000 + CDx * h_110_010_011_000;
    const double h_110_010_011_010 = h_110_010_021_000 + CDy * h_110_010_011_000;
    const double h_110_010_012_000 = c_120_012 + ABy * c_110_012;
    const double h_110_010_011_001 = h_110_010_012_000 + CDz * h_110_010_011_000;
    const double h_110_010_002_000 = c_120_002 + ABy * c_110_002;
    const double h_110_010_002_100 = h_110_010_102_000 + CDx * h_110_010_002_000;
    const double h_110_010_002_010 = h_110_010_012_000 + CDy * h_110_010_002_000;
    const double h_110_010_003_000 = c_120_003 + ABy * c_110_003;
    const double h_110_010_002_001 = h_110_010_003_000 + CDz * h_110_010_002_000;
    const double h_110_001_300_000 = c_111_300 + ABz * c_110_300;
    const double h_110_001_200_000 = c_111_200 + ABz * c_110_200;
    const double h_110_001_200_100 = h_110_001_300_000 + CDx * h_110_001_200_000;
    const double h_110_001_210_000 = c_111_210 + ABz * c_110_210;
    const double h_110_001_200_010 = h_110_001_210_000 + CDy * h_110_001_200_000;
    const double h_110_001_201_000 = c_111_201 + ABz * c_110_201;
    const double h_110_001_200_001 = h_110_001_201_000 + CDz * h_110_001_200_000;
    const double h_110_001_110_000 = c_111_110 + ABz * c_110_110;
    const double h_110_001_110_100 = h_110_001_210_000 + CDx * h_110_001_110_000;
    const double h_110_001_120_000 = c_111_120 + ABz * c_110_120;
    const double h_110_001_110_010 = h_110_001_120_000 + CDy * h_110_001_110_000;
    const double h_110_001_111_000 = c_111_111 + ABz * c_110_111;
    const double h_110_001_110_001 = h_110_001_111_000 + CDz * h_110_001_110_000;
    const double h_110_001_101_000 = c_111_101 + ABz * c_110_101;
    const double h_110_001_101_100 = h_110_001_201_000 + CDx * h_110_001_101_000;
    const double h_110_001_101_010 = h_110_001_111_000 + CDy * h_110_001_101_000;
    const double h_110_001_102_000 = c_111_102 + ABz * c_110_102;
    const double h_110_001_101_001 = h_110_001_102_000 + CDz * h_110_001_101_000;
    const double h_110_001_020_000 = c_111_020 + ABz * c_110_020;
    const double h_110_001_020_100 = h_110_001_120_000 + CDx * h_110_001_020_000;
    const double h_110_001_030_000 = c_111_030 + ABz * c_110_030;
    const double h_110_001_020_010 = h_110_001_030_000 + CDy * h_110_001_020_000;
    const double h_110_001_021_000 = c_111_021 + ABz * c_110_021;
    const double h_110_001_020_001 = h_110_001_021_000 + CDz * h_110_001_020_000;
    const double h_110_001_011_000 = c_111_011 + ABz * c_110_011;
    const double h_110_001_011_100 = h_110_001_111_000 + CDx * h_110_001_011_000;
    const double h_110_001_011_010 = h_110_001_021_000 + CDy * h_110_001_011_000;
    const double h_110_001_012_000 = c_111_012 + ABz * c_110_012;
    const double h_110_001_011_001 = h_110_001_012_000 + CDz * h_110_001_011_000;
    const double h_110_001_002_000 = c_111_002 + ABz * c_110_002;
    const double h_110_001_002_100 = h_110_001_102_000 + CDx * h_110_001_002_000;
    const double h_110_001_002_010 = h_110_001_012_000 + CDy * h_110_001_002_000;
    const double h_110_001_003_000 = c_111_003 + ABz * c_110_003;
    const double h_110_001_002_001 = h_110_001_003_000 + CDz * h_110_001_002_000;
    const double h_101_100_300_000 = c_201_300 + ABx * c_101_300;
    const double h_101_100_200_000 = c_201_200 + ABx * c_101_200;
    const double h_101_100_200_100 = h_101_100_300_000 + CDx * h_101_100_200_000;
    const double h_101_100_210_000 = c_201_210 + ABx * c_101_210;
    const double h_101_100_200_010 = h_101_100_210_000 + CDy * h_101_100_200_000;
    const double h_101_100_201_000 = c_201_201 + ABx * c_101_201;
    const double h_101_100_200_001 = h_101_100_201_000 + CDz * h_101_100_200_000;
    const double h_101_100_110_000 = c_201_110 + ABx * c_101_110;
    const double h_101_100_110_100 = h_101_100_210_000 + CDx * h_101_100_110_000;
    const double h_101_100_120_000 = c_201_120 + ABx * c_101_120;
    const double h_101_100_110_010 = h_101_100_120_000 + CDy * h_101_100_110_000;
    const double h_101_100_111_000 = c_201_111 + ABx * c_101_111;
    const double h_101_100_110_001 = h_101_100_111_000 + CDz * h_101_100_110_000;
    const double h_101_100_101_000 = c_201_101 + ABx * c_101_101;
    const double h_101_100_101_100 = h_101_100_201_000 + CDx * h_101_100_101_000;
    const double h_101_100_101_010 = h_101_100_111_000 + CDy * h_101_100_101_000;
    const double h_101_100_102_000 = c_201_102 + ABx * c_101_102;
    const double h_101_100_101_001 = h_101_100_102_000 + CDz * h_101_100_101_000;
    const double h_101_100_020_000 = c_201_020 + ABx * c_101_020;
    const double h_101_100_020_100 = h_101_100_120_000 + CDx * h_101_100_020_000;
    const double h_101_100_030_000 = c_201_030 + ABx * c_101_030;
    const double h_101_100_020_010 = h_101_100_030_000 + CDy * h_101_100_020_000;
    const double h_101_100_021_000 = c_201_021 + ABx * c_101_021;
    const double h_101_100_020_001 = h_101_100_021_000 + CDz * h_101_100_020_000;
    const double h_101_100_011_000 = c_201_011 + ABx * c_101_011;
    const double h_101_100_011_100 = h_101_100_111_000 + CDx * h_101_100_011_000;
    const double h_101_100_011_010 = h_101_100_021_000 + CDy * h_101_100_011_000;
    const double h_101_100_012_000 = c_201_012 + ABx * c_101_012;
    const double h_101_100_011_001 = h_101_100_012_000 + CDz * h_101_100_011_000;
    const double h_101_100_002_000 = c_201_002 + ABx * c_101_002;
    const double h_101_100_002_100 = h_101_100_102_000 + CDx * h_101_100_002_000;
    const double h_101_100_002_010 = h_101_100_012_000 + CDy * h_101_100_002_000;
    const double h_101_100_003_000 = c_201_003 + ABx * c_101_003;
    const double h_101_100_002_001 = h_101_100_003_000 + CDz * h_101_100_002_000;
    const double h_101_010_300_000 = c_111_300 + ABy * c_101_300;
    const double h_101_010_200_000 = c_111_200 + ABy * c_101_200;
    const double h_101_010_200_100 = h_101_010_300_000 + CDx * h_101_010_200_000;
    const double h_101_010_210_000 = c_111_210 + ABy * c_101_210;
    const double h_101_010_200_010 = h_101_010_210_000 + CDy * h_101_010_200_000;
    const double h_101_010_201_000 = c_111_201 + ABy * c_101_201;
    const double h_101_010_200_001 = h_101_010_201_000 + CDz * h_101_010_200_000;
    const double h_101_010_110_000 = c_111_110 + ABy * c_101_110;
    const double h_101_010_110_100 = h_101_010_210_000 + CDx * h_101_010_110_000;
    const double h_101_010_120_000 = c_111_120 + ABy * c_101_120;
    const double h_101_010_110_010 = h_101_010_120_000 + CDy * h_101_010_110_000;
    const double h_101_010_111_000 = c_111_111 + ABy * c_101_111;
    const double h_101_010_110_001 = h_101_010_111_000 + CDz * h_101_010_110_000;
    const double h_101_010_101_000 = c_111_101 + ABy * c_101_101;
    const double h_101_010_101_100 = h_101_010_201_000 + CDx * h_101_010_101_000;
    const double h_101_010_101_010 = h_101_010_111_000 + CDy * h_101_010_101_000;
    const double h_101_010_102_000 = c_111_102 + ABy * c_101_102;
    const double h_101_010_101_001 = h_101_010_102_000 + CDz * h_101_010_101_000;
    const double h_101_010_020_000 = c_111_020 + ABy * c_101_020;
    const double h_101_010_020_100 = h_101_010_120_000 + CDx * h_101_010_020_000;
    const double h_101_010_030_000 = c_111_030 + ABy * c_101_030;
    const double h_101_010_020_010 = h_101_010_030_000 + CDy * h_101_010_020_000;
    const double h_101_010_021_000 = c_111_021 + ABy * c_101_021;
    const double h_101_010_020_001 = h_101_010_021_000 + CDz * h_101_010_020_000;
    const double h_101_010_011_000 = c_111_011 + ABy * c_101_011;
    const double h_101_010_011_100 = h_101_010_111_000 + CDx * h_101_010_011_000;
    const double h_101_010_011_010 = h_101_010_021_000 + CDy * h_101_010_011_000;
    const double h_101_010_012_000 = c_111_012 + ABy * c_101_012;
    const double h_101_010_011_001 = h_101_010_012_000 + CDz * h_101_010_011_000;
    const double h_101_010_002_000 = c_111_002 + ABy * c_101_002;
    const double h_101_010_002_100 = h_101_010_102_000 + CDx * h_101_010_002_000;
    const double h_101_010_002_010 = h_101_010_012_000 + CDy * h_101_010_002_000;
    const double h_101_010_003_000 = c_111_003 + ABy * c_101_003;
    const double h_101_010_002_001 = h_101_010_003_000 + CDz * h_101_010_002_000;
    const double h_101_001_300_000 = c_102_300 + ABz * c_101_300;
    const double h_101_001_200_000 = c_102_200 + ABz * c_101_200;
    const double h_101_001_200_100 = h_101_001_300_000 + CDx * h_101_001_200_000;
    const double h_101_001_210_000 = c_102_210 + ABz * c_101_210;
    const double h_101_001_200_010 = h_101_001_210_000 + CDy * h_101_001_200_000;
    const double h_101_001_201_000 = c_102_201 + ABz * c_101_201;
    const double h_101_001_200_001 = h_101_001_201_000 + CDz * h_101_001_200_000;
    const double h_101_001_110_000 = c_102_110 + ABz * c_101_110;
    const double h_101_001_110_100 = h_101_001_210_000 + CDx * h_101_001_110_000;
    const double h_101_001_120_000 = c_102_120 + ABz * c_101_120;
    const double h_101_001_110_010 = h_101_001_120_000 + CDy * h_101_001_110_000;
    const double h_101_001_111_000 = c_102_111 + ABz * c_101_111;
    const double h_101_001_110_001 = h_101_001_111_000 + CDz * h_101_001_110_000;
    const double h_101_001_101_000 = c_102_101 + ABz * c_101_101;
    const double h_101_001_101_100 = h_101_001_201_000 + CDx * h_101_001_101_000;
    const double h_101_001_101_010 = h_101_001_111_000 + CDy * h_101_001_101_000;
    const double h_101_001_102_000 = c_102_102 + ABz * c_101_102;
    const double h_101_001_101_001 = h_101_001_102_000 + CDz * h_101_001_101_000;
    const double h_101_001_020_000 = c_102_020 + ABz * c_101_020;
    const double h_101_001_020_100 = h_101_001_120_000 + CDx * h_101_001_020_000;
    const double h_101_001_030_000 = c_102_030 + ABz * c_101_030;
    const double h_101_001_020_010 = h_101_001_030_000 + CDy * h_101_001_020_000;
    const double h_101_001_021_000 = c_102_021 + ABz * c_101_021;
    const double h_101_001_020_001 = h_101_001_021_000 + CDz * h_101_001_020_000;
    const double h_101_001_011_000 = c_102_011 + ABz * c_101_011;
    const double h_101_001_011_100 = h_101_001_111_000 + CDx * h_101_001_011_000;
    const double h_101_001_011_010 = h_101_001_021_000 + CDy * h_101_001_011_000;
    const double h_101_001_012_000 = c_102_012 + ABz * c_101_012;
    const double h_101_001_011_001 = h_101_001_012_000 + CDz * h_101_001_011_000;
    const double h_101_001_002_000 = c_102_002 + ABz * c_101_002;
    const double h_101_001_002_100 = h_101_001_102_000 + CDx * h_101_001_002_000;
    const double h_101_001_002_010 = h_101_001_012_000 + CDy * h_101_001_002_000;
    const double h_101_001_003_000 = c_102_003 + ABz * c_101_003;
    const double h_101_001_002_001 = h_101_001_003_000 + CDz * h_101_001_002_000;
    const double h_020_100_300_000 = c_120_300 + ABx * c_020_300;
    const double h_020_100_200_000 = c_120_200 + ABx * c_020_200;
    const double h_020_100_200_100 = h_020_100_300_000 + CDx * h_020_100_200_000;
    const double h_020_100_210_000 = c_120_210 + ABx * c_020_210;
    const double h_020_100_200_010 = h_020_100_210_000 + CDy * h_020_100_200_000;
    const double h_020_100_201_000 = c_120_201 + ABx * c_020_201;
    const double h_020_100_200_001 = h_020_100_201_000 + CDz * h_020_100_200_000;
    const double h_020_100_110_000 = c_120_110 + ABx * c_020_110;
    const double h_020_100_110_100 = h_020_100_210_000 + CDx * h_020_100_110_000;
    const double h_020_100_120_000 = c_120_120 + ABx * c_020_120;
    const double h_020_100_110_010 = h_020_100_120_000 + CDy * h_020_100_110_000;
    const double h_020_100_111_000 = c_120_111 + ABx * c_020_111;
    const double h_020_100_110_001 = h_020_100_111_000 + CDz * h_020_100_110_000;
    const double h_020_100_101_000 = c_120_101 + ABx * c_020_101;
    const double h_020_100_101_100 = h_020_100_201_000 + CDx * h_020_100_101_000;
    const double h_020_100_101_010 = h_020_100_111_000 + CDy * h_020_100_101_000;
    const double h_020_100_102_000 = c_120_102 + ABx * c_020_102;
    const double h_020_100_101_001 = h_020_100_102_000 + CDz * h_020_100_101_000;
    const double h_020_100_020_000 = c_120_020 + ABx * c_020_020;
    const double h_020_100_020_100 = h_020_100_120_000 + CDx * h_020_100_020_000;
    const double h_020_100_030_000 = c_120_030 + ABx * c_020_030;
    const double h_020_100_020_010 = h_020_100_030_000 + CDy * h_020_100_020_000;
    const double h_020_100_021_000 = c_120_021 + ABx * c_020_021;
    const double h_020_100_020_001 = h_020_100_021_000 + CDz * h_020_100_020_000;
    const double h_020_100_011_000 = c_120_011 + ABx * c_020_011;
    const double h_020_100_011_100 = h_020_100_111_000 + CDx * h_020_100_011_000;
    const double h_020_100_011_010 = h_020_100_021_000 + CDy * h_020_100_011_000;
    const double h_020_100_012_000 = c_120_012 + ABx * c_020_012;
    const double h_020_100_011_001 = h_020_100_012_000 + CDz * h_020_100_011_000;
    const double h_020_100_002_000 = c_120_002 + ABx * c_020_002;
    const double h_020_100_002_100 = h_020_100_102_000 + CDx * h_020_100_002_000;
    const double h_020_100_002_010 = h_020_100_012_000 + CDy * h_020_100_002_000;
    const double h_020_100_003_000 = c_120_003 + ABx * c_020_003;
    const double h_020_100_002_001 = h_020_100_003_000 + CDz * h_020_100_002_000;
    const double h_020_010_300_000 = c_030_300 + ABy * c_020_300;
    const double h_020_010_200_000 = c_030_200 + ABy * c_020_200;
    const double h_020_010_200_100 = h_020_010_300_000 + CDx * h_020_010_200_000;
    const double h_020_010_210_000 = c_030_210 + ABy * c_020_210;
    const double h_020_010_200_010 = h_020_010_210_000 + CDy * h_020_010_200_000;
    const double h_020_010_201_000 = c_030_201 + ABy * c_020_201;
    const double h_020_010_200_001 = h_020_010_201_000 + CDz * h_020_010_200_000;
    const double h_020_010_110_000 = c_030_110 + ABy * c_020_110;
    const double h_020_010_110_100 = h_020_010_210_000 + CDx * h_020_010_110_000;
    const double h_020_010_120_000 = c_030_120 + ABy * c_020_120;
    const double h_020_010_110_010 = h_020_010_120_000 + CDy * h_020_010_110_000;
    const double h_020_010_111_000 = c_030_111 + ABy * c_020_111;
    const double h_020_010_110_001 = h_020_010_111_000 + CDz * h_020_010_110_000;
    const double h_020_010_101_000 = c_030_101 + ABy * c_020_101;
    const double h_020_010_101_100 = h_020_010_201_000 + CDx * h_020_010_101_000;
    const double h_020_010_101_010 = h_020_010_111_000 + CDy * h_020_010_101_000;
    const double h_020_010_102_000 = c_030_102 + ABy * c_020_102;
    const double h_020_010_101_001 = h_020_010_102_000 + CDz * h_020_010_101_000;
    const double h_020_010_020_000 = c_030_020 + ABy * c_020_020;
    const double h_020_010_020_100 = h_020_010_120_000 + CDx * h_020_010_020_000;
    const double h_020_010_030_000 = c_030_030 + ABy * c_020_030;
    const double h_020_010_020_010 = h_020_010_030_000 + CDy * h_020_010_020_000;
    const double h_020_010_021_000 = c_030_021 + ABy * c_020_021;
    const double h_020_010_020_001 = h_020_010_021_000 + CDz * h_020_010_020_000;
    const double h_020_010_011_000 = c_030_011 + ABy * c_020_011;
    const double h_020_010_011_100 = h_020_010_111_000 + CDx * h_020_010_011_000;
    const double h_020_010_011_010 = h_020_010_021_000 + CDy * h_020_010_011_000;
    const double h_020_010_012_000 = c_030_012 + ABy * c_020_012;
    const double h_020_010_011_001 = h_020_010_012_000 + CDz * h_020_010_011_000;
    const double h_020_010_002_000 = c_030_002 + ABy * c_020_002;
    const double h_020_010_002_100 = h_020_010_102_000 + CDx * h_020_010_002_000;
    const double h_020_010_002_010 = h_020_010_012_000 + CDy * h_020_010_002_000;
    const double h_020_010_003_000 = c_030_003 + ABy * c_020_003;
    const double h_020_010_002_001 = h_020_010_003_000 + CDz * h_020_010_002_000;
    const double h_020_001_300_000 = c_021_300 + ABz * c_020_300;
    const double h_020_001_200_000 = c_021_200 + ABz * c_020_200;
    const double h_020_001_200_100 = h_020_001_300_000 + CDx * h_020_001_200_000;
    const double h_020_001_210_000 = c_021_210 + ABz * c_020_210;
    const double h_020_001_200_010 = h_020_001_210_000 + CDy * h_020_001_200_000;
    const double h_020_001_201_000 = c_021_201 + ABz * c_020_201;
    const double h_020_001_200_001 = h_020_001_201_000 + CDz * h_020_001_200_000;
    const double h_020_001_110_000 = c_021_110 + ABz * c_020_110;
    const double h_020_001_110_100 = h_020_001_210_000 + CDx * h_020_001_110_000;
    const double h_020_001_120_000 = c_021_120 + ABz * c_020_120;
    const double h_020_001_110_010 = h_020_001_120_000 + CDy * h_020_001_110_000;
    const double h_020_001_111_000 = c_021_111 + ABz * c_020_111;
    const double h_020_001_110_001 = h_020_001_111_000 + CDz * h_020_001_110_000;
    const double h_020_001_101_000 = c_021_101 + ABz * c_020_101;
    const double h_020_001_101_100 = h_020_001_201_000 + CDx * h_020_001_101_000;
    const double h_020_001_101_010 = h_020_001_111_000 + CDy * h_020_001_101_000;
    const double h_020_001_102_000 = c_021_102 + ABz * c_020_102;
    const double h_020_001_101_001 = h_020_001_102_000 + CDz * h_020_001_101_000;
    const double h_020_001_020_000 = c_021_020 + ABz * c_020_020;
    const double h_020_001_020_100 = h_020_001_120_000 + CDx * h_020_001_020_000;
    const double h_020_001_030_000 = c_021_030 + ABz * c_020_030;
    const double h_020_001_020_010 = h_020_001_030_000 + CDy * h_020_001_020_000;
    const double h_020_001_021_000 = c_021_021 + ABz * c_020_021;
    const double h_020_001_020_001 = h_020_001_021_000 + CDz * h_020_001_020_000;
    const double h_020_001_011_000 = c_021_011 + ABz * c_020_011;
    const double h_020_001_011_100 = h_020_001_111_000 + CDx * h_020_001_011_000;
    const double h_020_001_011_010 = h_020_001_021_000 + CDy * h_020_001_011_000;
    const double h_020_001_012_000 = c_021_012 + ABz * c_020_012;
    const double h_020_001_011_001 = h_020_001_012_000 + CDz * h_020_001_011_000;
    const double h_020_001_002_000 = c_021_002 + ABz * c_020_002;
    const double h_020_001_002_100 = h_020_001_102_000 + CDx * h_020_001_002_000;
    const double h_020_001_002_010 = h_020_001_012_000 + CDy * h_020_001_002_000;
    const double h_020_001_003_000 = c_021_003 + ABz * c_020_003;
    const double h_020_001_002_001 = h_020_001_003_000 + CDz * h_020_001_002_000;
    const double h_011_100_300_000 = c_111_300 + ABx * c_011_300;
    const double h_011_100_200_000 = c_111_200 + ABx * c_011_200;
    const double h_011_100_200_100 = h_011_100_300_000 + CDx * h_011_100_200_000;
    const double h_011_100_210_000 = c_111_210 + ABx * c_011_210;
    const double h_011_100_200_010 = h_011_100_210_000 + CDy * h_011_100_200_000;
    const double h_011_100_201_000 = c_111_201 + ABx * c_011_201;
    const double h_011_100_200_001 = h_011_100_201_000 + CDz * h_011_100_200_000;
    const double h_011_100_110_000 = c_111_110 + ABx * c_011_110;
    const double h_011_100_110_100 = h_011_100_210_000 + CDx * h_011_100_110_000;
    const double h_011_100_120_000 = c_111_120 + ABx * c_011_120;
    const double h_011_100_110_010 = h_011_100_120_000 + CDy * h_011_100_110_000;
    const double h_011_100_111_000 = c_111_111 + ABx * c_011_111;
    const double h_011_100_110_001 = h_011_100_111_000 + CDz * h_011_100_110_000;
    const double h_011_100_101_000 = c_111_101 + ABx * c_011_101;
    const double h_011_100_101_100 = h_011_100_201_000 + CDx * h_011_100_101_000;
    const double h_011_100_101_010 = h_011_100_111_000 + CDy * h_011_100_101_000;
    const double h_011_100_102_000 = c_111_102 + ABx * c_011_102;
    const double h_011_100_101_001 = h_011_100_102_000 + CDz * h_011_100_101_000;
    const double h_011_100_020_000 = c_111_020 + ABx * c_011_020;
    const double h_011_100_020_100 = h_011_100_120_000 + CDx * h_011_100_020_000;
    const double h_011_100_030_000 = c_111_030 + ABx * c_011_030;
    const double h_011_100_020_010 = h_011_100_030_000 + CDy * h_011_100_020_000;
    const double h_011_100_021_000 = c_111_021 + ABx * c_011_021;
    const double h_011_100_020_001 = h_011_100_021_000 + CDz * h_011_100_020_000;
    const double h_011_100_011_000 = c_111_011 + ABx * c_011_011;
    const double h_011_100_011_100 = h_011_100_111_000 + CDx * h_011_100_011_000;
    const double h_011_100_011_010 = h_011_100_021_000 + CDy * h_011_100_011_000;
    const double h_011_100_012_000 = c_111_012 + ABx * c_011_012;
    const double h_011_100_011_001 = h_011_100_012_000 + CDz * h_011_100_011_000;
    const double h_011_100_002_000 = c_111_002 + ABx * c_011_002;
    const double h_011_100_002_100 = h_011_100_102_000 + CDx * h_011_100_002_000;
    const double h_011_100_002_010 = h_011_100_012_000 + CDy * h_011_100_002_000;
    const double h_011_100_003_000 = c_111_003 + ABx * c_011_003;
    const double h_011_100_002_001 = h_011_100_003_000 + CDz * h_011_100_002_000;
    const double h_011_010_300_000 = c_021_300 + ABy * c_011_300;
    const double h_011_010_200_000 = c_021_200 + ABy * c_011_200;
    const double h_011_010_200_100 = h_011_010_300_000 + CDx * h_011_010_200_000;
    const double h_011_010_210_000 = c_021_210 + ABy * c_011_210;
    const double h_011_010_200_010 = h_011_010_210_000 + CDy * h_011_010_200_000;
    const double h_011_010_201_000 = c_021_201 + ABy * c_011_201;
    const double h_011_010_200_001 = h_011_010_201_000 + CDz * h_011_010_200_000;
    const double h_011_010_110_000 = c_021_110 + ABy * c_011_110;
    const double h_011_010_110_100 = h_011_010_210_000 + CDx * h_011_010_110_000;
    const double h_011_010_120_000 = c_021_120 + ABy * c_011_120;
    const double h_011_010_110_010 = h_011_010_120_000 + CDy * h_011_010_110_000;
    const double h_011_010_111_000 = c_021_111 + ABy * c_011_111;
    const double h_011_010_110_001 = h_011_010_111_000 + CDz * h_011_010_110_000;
    const double h_011_010_101_000 = c_021_101 + ABy * c_011_101;
    const double h_011_010_101_100 = h_011_010_201_000 + CDx * h_011_010_101_000;
    const double h_011_010_101_010 = h_011_010_111_000 + CDy * h_011_010_101_000;
    const double h_011_010_102_000 = c_021_102 + ABy * c_011_102;
    const double h_011_010_101_001 = h_011_010_102_000 + CDz * h_011_010_101_000;
    const double h_011_010_020_000 = c_021_020 + ABy * c_011_020;
    const double h_011_010_020_100 = h_011_010_120_000 + CDx * h_011_010_020_000;
    const double h_011_010_030_000 = c_021_030 + ABy * c_011_030;
    const double h_011_010_020_010 = h_011_010_030_000 + CDy * h_011_010_020_000;
    const double h_011_010_021_000 = c_021_021 + ABy * c_011_021;
    const double h_011_010_020_001 = h_011_010_021_000 + CDz * h_011_010_020_000;
    const double h_011_010_011_000 = c_021_011 + ABy * c_011_011;
    const double h_011_010_011_100 = h_011_010_111_000 + CDx * h_011_010_011_000;
    const double h_011_010_011_010 = h_011_010_021_000 + CDy * h_011_010_011_000;
    const double h_011_010_012_000 = c_021_012 + ABy * c_011_012;
    const double h_011_010_011_001 = h_011_010_012_000 + CDz * h_011_010_011_000;
    const double h_011_010_002_000 = c_021_002 + ABy * c_011_002;
    const double h_011_010_002_100 = h_011_010_102_000 + CDx * h_011_010_002_000;
    const double h_011_010_002_010 = h_011_010_012_000 + CDy * h_011_010_002_000;
    const double h_011_010_003_000 = c_021_003 + ABy * c_011_003;
    const double h_011_010_002_001 = h_011_010_003_000 + CDz * h_011_010_002_000;
    const double h_011_001_300_000 = c_012_300 + ABz * c_011_300;
    const double h_011_001_200_000 = c_012_200 + ABz * c_011_200;
    const double h_011_001_200_100 = h_011_001_300_000 + CDx * h_011_001_200_000;
    const double h_011_001_210_000 = c_012_210 + ABz * c_011_210;
    const double h_011_001_200_010 = h_011_001_210_000 + CDy * h_011_001_200_000;
    const double h_011_001_201_000 = c_012_201 + ABz * c_011_201;
    const double h_011_001_200_001 = h_011_001_201_000 + CDz * h_011_001_200_000;
    const double h_011_001_110_000 = c_012_110 + ABz * c_011_110;
    const double h_011_001_110_100 = h_011_001_210_000 + CDx * h_011_001_110_000;
    const double h_011_001_120_000 = c_012_120 + ABz * c_011_120;
    const double h_011_001_110_010 = h_011_001_120_000 + CDy * h_011_001_110_000;
    const double h_011_001_111_000 = c_012_111 + ABz * c_011_111;
    const double h_011_001_110_001 = h_011_001_111_000 + CDz * h_011_001_110_000;
    const double h_011_001_101_000 = c_012_101 + ABz * c_011_101;
    const double h_011_001_101_100 = h_011_001_201_000 + CDx * h_011_001_101_000;
    const double h_011_001_101_010 = h_011_001_111_000 + CDy * h_011_001_101_000;
    const double h_011_001_102_000 = c_012_102 + ABz * c_011_102;
    const double h_011_001_101_001 = h_011_001_102_000 + CDz * h_011_001_101_000;
    const double h_011_001_020_000 = c_012_020 + ABz * c_011_020;
    const double h_011_001_020_100 = h_011_001_120_000 + CDx * h_011_001_020_000;
    const double h_011_001_030_000 = c_012_030 + ABz * c_011_030;
    const double h_011_001_020_010 = h_011_001_030_000 + CDy * h_011_001_020_000;
    const double h_011_001_021_000 = c_012_021 + ABz * c_011_021;
    const double h_011_001_020_001 = h_011_001_021_000 + CDz * h_011_001_020_000;
    const double h_011_001_011_000 = c_012_011 + ABz * c_011_011;
    const double h_011_001_011_100 = h_011_001_111_000 + CDx * h_011_001_011_000;
    const double h_011_001_011_010 = h_011_001_021_000 + CDy * h_011_001_011_000;
    const double h_011_001_012_000 = c_012_012 + ABz * c_011_012;
    const double h_011_001_011_001 = h_011_001_012_000 + CDz * h_011_001_011_000;
    const double h_011_001_002_000 = c_012_002 + ABz * c_011_002;
    const double h_011_001_002_100 = h_011_001_102_000 + CDx * h_011_001_002_000;
    const double h_011_001_002_010 = h_011_001_012_000 + CDy * h_011_001_002_000;
    const double h_011_001_003_000 = c_012_003 + ABz * c_011_003;
    const double h_011_001_002_001 = h_011_001_003_000 + CDz * h_011_001_002_000;
    const double h_002_100_300_000 = c_102_300 + ABx * c_002_300;
    const double h_002_100_200_000 = c_102_200 + ABx * c_002_200;
    const double h_002_100_200_100 = h_002_100_300_000 + CDx * h_002_100_200_000;
    const double h_002_100_210_000 = c_102_210 + ABx * c_002_210;
    const double h_002_100_200_010 = h_002_100_210_000 + CDy * h_002_100_200_000;
    const double h_002_100_201_000 = c_102_201 + ABx * c_002_201;
    const double h_002_100_200_001 = h_002_100_201_000 + CDz * h_002_100_200_000;
    const double h_002_100_110_000 = c_102_110 + ABx * c_002_110;
    const double h_002_100_110_100 = h_002_100_210_000 + CDx * h_002_100_110_000;
    const double h_002_100_120_000 = c_102_120 + ABx * c_002_120;
    const double h_002_100_110_010 = h_002_100_120_000 + CDy * h_002_100_110_000;
    const double h_002_100_111_000 = c_102_111 + ABx * c_002_111;
    const double h_002_100_110_001 = h_002_100_111_000 + CDz * h_002_100_110_000;
    const double h_002_100_101_000 = c_102_101 + ABx * c_002_101;
    const double h_002_100_101_100 = h_002_100_201_000 + CDx * h_002_100_101_000;
    const double h_002_100_101_010 = h_002_100_111_000 + CDy * h_002_100_101_000;
    const double h_002_100_102_000 = c_102_102 + ABx * c_002_102;
    const double h_002_100_101_001 = h_002_100_102_000 + CDz * h_002_100_101_000;
    const double h_002_100_020_000 = c_102_020 + ABx * c_002_020;
    const double h_002_100_020_100 = h_002_100_120_000 + CDx * h_002_100_020_000;
    const double h_002_100_030_000 = c_102_030 + ABx * c_002_030;
    const double h_002_100_020_010 = h_002_100_030_000 + CDy * h_002_100_020_000;
    const double h_002_100_021_000 = c_102_021 + ABx * c_002_021;
    const double h_002_100_020_001 = h_002_100_021_000 + CDz * h_002_100_020_000;
    const double h_002_100_011_000 = c_102_011 + ABx * c_002_011;
    const double h_002_100_011_100 = h_002_100_111_000 + CDx * h_002_100_011_000;
    const double h_002_100_011_010 = h_002_100_021_000 + CDy * h_002_100_011_000;
    const double h_002_100_012_000 = c_102_012 + ABx * c_002_012;
    const double h_002_100_011_001 = h_002_100_012_000 + CDz * h_002_100_011_000;
    const double h_002_100_002_000 = c_102_002 + ABx * c_002_002;
    const double h_002_100_002_100 = h_002_100_102_000 + CDx * h_002_100_002_000;
    const double h_002_100_002_010 = h_002_100_012_000 + CDy * h_002_100_002_000;
    const double h_002_100_003_000 = c_102_003 + ABx * c_002_003;
    const double h_002_100_002_001 = h_002_100_003_000 + CDz * h_002_100_002_000;
    const double h_002_010_300_000 = c_012_300 + ABy * c_002_300;
    const double h_002_010_200_000 = c_012_200 + ABy * c_002_200;
    const double h_002_010_200_100 = h_002_010_300_000 + CDx * h_002_010_200_000;
    const double h_002_010_210_000 = c_012_210 + ABy * c_002_210;
    const double h_002_010_200_010 = h_002_010_210_000 + CDy * h_002_010_200_000;
    const double h_002_010_201_000 = c_012_201 + ABy * c_002_201;
    const double h_002_010_200_001 = h_002_010_201_000 + CDz * h_002_010_200_000;
    const double h_002_010_110_000 = c_012_110 + ABy * c_002_110;
    const double h_002_010_110_100 = h_002_010_210_000 + CDx * h_002_010_110_000;
    const double h_002_010_120_000 = c_012_120 + ABy * c_002_120;
    const double h_002_010_110_010 = h_002_010_120_000 + CDy * h_002_010_110_000;
    const double h_002_010_111_000 = c_012_111 + ABy * c_002_111;
    const double h_002_010_110_001 = h_002_010_111_000 + CDz * h_002_010_110_000;
    const double h_002_010_101_000 = c_012_101 + ABy * c_002_101;
    const double h_002_010_101_100 = h_002_010_201_000 + CDx * h_002_010_101_000;
    const double h_002_010_101_010 = h_002_010_111_000 + CDy * h_002_010_101_000;
    const double h_002_010_102_000 = c_012_102 + ABy * c_002_102;
    const double h_002_010_101_001 = h_002_010_102_000 + CDz * h_002_010_101_000;
    const double h_002_010_020_000 = c_012_020 + ABy * c_002_020;
    const double h_002_010_020_100 = h_002_010_120_000 + CDx * h_002_010_020_000;
    const double h_002_010_030_000 = c_012_030 + ABy * c_002_030;
    const double h_002_010_020_010 = h_002_010_030_000 + CDy * h_002_010_020_000;
    const double h_002_010_021_000 = c_012_021 + ABy * c_002_021;
    const double h_002_010_020_001 = h_002_010_021_000 + CDz * h_002_010_020_000;
    const double h_002_010_011_000 = c_012_011 + ABy * c_002_011;
    const double h_002_010_011_100 = h_002_010_111_000 + CDx * h_002_010_011_000;
    const double h_002_010_011_010 = h_002_010_021_000 + CDy * h_002_010_011_000;
    const double h_002_010_012_000 = c_012_012 + ABy * c_002_012;
    const double h_002_010_011_001 = h_002_010_012_000 + CDz * h_002_010_011_000;
    const double h_002_010_002_000 = c_012_002 + ABy * c_002_002;
    const double h_002_010_002_100 = h_002_010_102_000 + CDx * h_002_010_002_000;
    const double h_002_010_002_010 = h_002_010_012_000 + CDy * h_002_010_002_000;
    const double h_002_010_003_000 = c_012_003 + ABy * c_002_003;
    const double h_002_010_002_001 = h_002_010_003_000 + CDz * h_002_010_002_000;
    const double h_002_001_300_000 = c_003_300 + ABz * c_002_300;
    const double h_002_001_200_000 = c_003_200 + ABz * c_002_200;
    const double h_002_001_200_100 = h_002_001_300_000 + CDx * h_002_001_200_000;
    const double h_002_001_210_000 = c_003_210 + ABz * c_002_210;
    const double h_002_001_200_010 = h_002_001_210_000 + CDy * h_002_001_200_000;
    const double h_002_001_201_000 = c_003_201 + ABz * c_002_201;
    const double h_002_001_200_001 = h_002_001_201_000 + CDz * h_002_001_200_000;
    const double h_002_001_110_000 = c_003_110 + ABz * c_002_110;
    const double h_002_001_110_100 = h_002_001_210_000 + CDx * h_002_001_110_000;
    const double h_002_001_120_000 = c_003_120 + ABz * c_002_120;
    const double h_002_001_110_010 = h_002_001_120_000 + CDy * h_002_001_110_000;
    const double h_002_001_111_000 = c_003_111 + ABz * c_002_111;
    const double h_002_001_110_001 = h_002_001_111_000 + CDz * h_002_001_110_000;
    const double h_002_001_101_000 = c_003_101 + ABz * c_002_101;
    const double h_002_001_101_100 = h_002_001_201_000 + CDx * h_002_001_101_000;
    const double h_002_001_101_010 = h_002_001_111_000 + CDy * h_002_001_101_000;
    const double h_002_001_102_000 = c_003_102 + ABz * c_002_102;
    const double h_002_001_101_001 = h_002_001_102_000 + CDz * h_002_001_101_000;
    const double h_002_001_020_000 = c_003_020 + ABz * c_002_020;
    const double h_002_001_020_100 = h_002_001_120_000 + CDx * h_002_001_020_000;
    const double h_002_001_030_000 = c_003_030 + ABz * c_002_030;
    const double h_002_001_020_010 = h_002_001_030_000 + CDy * h_002_001_020_000;
    const double h_002_001_021_000 = c_003_021 + ABz * c_002_021;
    const double h_002_001_020_001 = h_002_001_021_000 + CDz * h_002_001_020_000;
    const double h_002_001_011_000 = c_003_011 + ABz * c_002_011;
    const double h_002_001_011_100 = h_002_001_111_000 + CDx * h_002_001_011_000;
    const double h_002_001_011_010 = h_002_001_021_000 + CDy * h_002_001_011_000;
    const double h_002_001_012_000 = c_003_012 + ABz * c_002_012;
    const double h_002_001_011_001 = h_002_001_012_000 + CDz * h_002_001_011_000;
    const double h_002_001_002_000 = c_003_002 + ABz * c_002_002;
    const double h_002_001_002_100 = h_002_001_102_000 + CDx * h_002_001_002_000;
    const double h_002_001_002_010 = h_002_001_012_000 + CDy * h_002_001_002_000;
    const double h_002_001_003_000 = c_003_003 + ABz * c_002_003;
    const double h_002_001_002_001 = h_002_001_003_000 + CDz * h_002_001_002_000;
    out[0] = h_200_100_200_100;
    out[1] = h_200_100_200_010;
    out[2] = h_200_100_200_001;
    out[3] = h_200_100_110_100;
    out[4] = h_200_100_110_010;
    out[5] = h_200_100_110_001;
    out[6] = h_200_100_101_100;
    out[7] = h_200_100_101_010;
    out[8] = h_200_100_101_001;
    out[9] = h_200_100_020_100;
    out[10] = h_200_100_020_010;
    out[11] = h_200_100_020_001;
    out[12] = h_200_100_011_100;
    out[13] = h_200_100_011_010;
    out[14] = h_200_100_011_001;
    out[15] = h_200_100_002_100;
    out[16] = h_200_100_002_010;
    out[17] = h_200_100_002_001;
    out[18] = h_200_010_200_100;
    out[19] = h_200_010_200_010;
    out[20] = h_200_010_200_001;
    out[21] = h_200_010_110_100;
    out[22] = h_200_010_110_010;
    out[23] = h_200_010_110_001;
    out[24] = h_200_010_101_100;
    out[25] = h_200_010_101_010;
    out[26] = h_200_010_101_001;
    out[27] = h_200_010_020_100;
    out[28] = h_200_010_020_010;
    out[29] = h_200_010_020_001;
    out[30] = h_200_010_011_100;
    out[31] = h_200_010_011_010;
    out[32] = h_200_010_011_001;
    out[33] = h_200_010_002_100;
    out[34] = h_200_010_002_010;
    out[35] = h_200_010_002_001;
    out[36] = h_200_001_200_100;
    out[37] = h_200_001_200_010;
    out[38] = h_200_001_200_001;
    out[39] = h_200_001_110_100;
    out[40] = h_200_001_110_010;
    out[41] = h_200_001_110_001;
    out[42] = h_200_001_101_100;
    out[43] = h_200_001_101_010;
    out[44] = h_200_001_101_001;
    out[45] = h_200_001_020_100;
    out[46] = h_200_001_020_010;
    out[47] = h_200_001_020_001;
    out[48] = h_200_001_011_100;
    out[49] = h_200_001_011_010;
    out[50] = h_200_001_011_001;
    out[51] = h_200_001_002_100;
    out[52] = h_200_001_002_010;
    out[53] = h_200_001_002_001;
    out[54] = h_110_100_200_100;
    out[55] = h_110_100_200_010;
    out[56] = h_110_100_200_001;
    out[57] = h_110_100_110_100;
    out[58] = h_110_100_110_010;
    out[59] = h_110_100_110_001;
    out[60] = h_110_100_101_100;
    out[61] = h_110_100_101_010;
    out[62] = h_110_100_101_001;
    out[63] = h_110_100_020_100;
    out[64] = h_110_100_020_010;
    out[65] = h_110_100_020_001;
    out[66] = h_110_100_011_100;
    out[67] = h_110_100_011_010;
    out[68] = h_110_100_011_001;
    out[69] = h_110_100_002_100;
    out[70] = h_110_100_002_010;
    out[71] = h_110_100_002_001;
    out[72] = h_110_010_200_100;
    out[73] = h_110_010_200_010;
    out[74] = h_110_010_200_001;
    out[75] = h_110_010_110_100;
    out[76] = h_110_010_110_010;
    out[77] = h_110_010_110_001;
    out[78] = h_110_010_101_100;
    out[79] = h_110_010_101_010;
    out[80] = h_110_010_101_001;
    out[81] = h_110_010_020_100;
    out[82] = h_110_010_020_010;
    out[83] = h_110_010_020_001;
    out[84] = h_110_010_011_100;
    out[85] = h_110_010_011_010;
    out[86] = h_110_010_011_001;
    out[87] = h_110_010_002_100;
    out[88] = h_110_010_002_010;
    out[89] = h_110_010_002_001;
    out[90] = h_110_001_200_100;
    out[91] = h_110_001_200_010;
    out[92] = h_110_001_200_001;
    out[93] = h_110_001_110_100;
    out[94] = h_110_001_110_010;
    out[95] = h_110_001_110_001;
    out[96] = h_110_001_101_100;
    out[97] = h_110_001_101_010;
    out[98] = h_110_001_101_001;
    out[99] = h_110_001_020_100;
    out[100] = h_110_001_020_010;
    out[101] = h_110_001_020_001;
    out[102] = h_110_001_011_100;
    out[103] = h_110_001_011_010;
    out[104] = h_110_001_011_001;
    out[105] = h_110_001_002_100;
    out[106] = h_110_001_002_010;
    out[107] = h_110_001_002_001;
    out[108] = h_101_100_200_100;
    out[109] = h_101_100_200_010;
    out[110] = h_101_100_200_001;
    out[111] = h_101_100_110_100;
    out[112] = h_101_100_110_010;
    out[113] = h_101_100_110_001;
    out[114] = h_101_100_101_100;
    out[115] = h_101_100_101_010;
    out[116] = h_101_100_101_001;
    out[117] = h_101_100_020_100;
    out[118] = h_101_100_020_010;
    out[119] = h_101_100_020_001;
    out[120] = h_101_100_011_100;
    out[121] = h_101_100_011_010;
    out[122] = h_101_100_011_001;
    out[123] = h_101_100_002_100;
    out[124] = h_101_100_002_010;
    out[125] = h_101_100_002_001;
    out[126] = h_101_010_200_100;
    out[127] = h_101_010_200_010;
    out[128] = h_101_010_200_001;
    out[129] = h_101_010_110_100;
    out[130] = h_101_010_110_010;
    out[131] = h_101_010_110_001;
    out[132] = h_101_010_101_100;
    out[133] = h_101_010_101_010;
    out[134] = h_101_010_101_001;
    out[135] = h_101_010_020_100;
    out[136] = h_101_010_020_010;
    out[137] = h_101_010_020_001;
    out[138] = h_101_010_011_100;
    out[139] = h_101_010_011_010;
    out[140] = h_101_010_011_001;
    out[141] = h_101_010_002_100;
    out[142] = h_101_010_002_010;
    out[143] = h_101_010_002_001;
    out[144] = h_101_001_200_100;
    out[145] = h_101_001_200_010;
    out[146] = h_101_001_200_001;
    out[147] = h_101_001_110_100;
    out[148] = h_101_001_110_010;
    out[149] = h_101_001_110_001;
    out[150] = h_101_001_101_100;
    out[151] = h_101_001_101_010;
    out[152] = h_101_001_101_001;
    out[153] = h_101_001_020_100;
    out[154] = h_101_001_020_010;
    out[155] = h_101_001_020_001;
    out[156] = h_101_001_011_100;
    out[157] = h_101_001_011_010;
    out[158] = h_101_001_011_001;
    out[159] = h_101_001_002_100;
    out[160] = h_101_001_002_010;
    out[161] = h_101_001_002_001;
    out[162] = h_020_100_200_100;
    out[163] = h_020_100_200_010;
    out[164] = h_020_100_200_001;
    out[165] = h_020_100_110_100;
    out[166] = h_020_100_110_010;
    out[167] = h_020_100_110_001;
    out[168] = h_020_100_101_100;
    out[169] = h_020_100_101_010;
    out[170] = h_020_100_101_001;
    out[171] = h_020_100_020_100;
    out[172] = h_020_100_020_010;
    out[173] = h_020_100_020_001;
    out[174] = h_020_100_011_100;
    out[175] = h_020_100_011_010;
    out[176] = h_020_100_011_001;
    out[177] = h_020_100_002_100;
    out[178] = h_020_100_002_010;
    out[179] = h_020_100_002_001;
    out[180] = h_020_010_200_100;
    out[181] = h_020_010_200_010;
    out[182] = h_020_010_200_001;
    out[183] = h_020_010_110_100;
    out[184] = h_020_010_110_010;
    out[185] = h_020_010_110_001;
    out[186] = h_020_010_101_100;
    out[187] = h_020_010_101_010;
    out[188] = h_020_010_101_001;
    out[189] = h_020_010_020_100;
    out[190] = h_020_010_020_010;
    out[191] = h_020_010_020_001;
    out[192] = h_020_010_011_100;
    out[193] = h_020_010_011_010;
    out[194] = h_020_010_011_001;
    out[195] = h_020_010_002_100;
    out[196] = h_020_010_002_010;
    out[197] = h_020_010_002_001;
    out[198] = h_020_001_200_100;
    out[199] = h_020_001_200_010;
    out[200] = h_020_001_200_001;
    out[201] = h_020_001_110_100;
    out[202] = h_020_001_110_010;
    out[203] = h_020_001_110_001;
    out[204] = h_020_001_101_100;
    out[205] = h_020_001_101_010;
    out[206] = h_020_001_101_001;
    out[207] = h_020_001_020_100;
    out[208] = h_020_001_020_010;
    out[209] = h_020_001_020_001;
    out[210] = h_020_001_011_100;
    out[211] = h_020_001_011_010;
    out[212] = h_020_001_011_001;
    out[213] = h_020_001_002_100;
    out[214] = h_020_001_002_010;
    out[215] = h_020_001_002_001;
    out[216] = h_011_100_200_100;
    out[217] = h_011_100_200_010;
    out[218] = h_011_100_200_001;
    out[219] = h_011_100_110_100;
    out[220] = h_011_100_110_010;
    out[221] = h_011_100_110_001;
    out[222] = h_011_100_101_100;
    out[223] = h_011_100_101_010;
    out[224] = h_011_100_101_001;
    out[225] = h_011_100_020_100;
    out[226] = h_011_100_020_010;
    out[227] = h_011_100_020_001;
    out[228] = h_011_100_011_100;
    out[229] = h_011_100_011_010;
    out[230] = h_011_100_011_001;
    out[231] = h_011_100_002_100;
    out[232] = h_011_100_002_010;
    out[233] = h_011_100_002_001;
    out[234] = h_011_010_200_100;
    out[235] = h_011_010_200_010;
    out[236] = h_011_010_200_001;
    out[237] = h_011_010_110_100;
    out[238] = h_011_010_110_010;
    out[239] = h_011_010_110_001;
    out[240] = h_011_010_101_100;
    out[241] = h_011_010_101_010;
    out[242] = h_011_010_101_001;
    out[243] = h_011_010_020_100;
    out[244] = h_011_010_020_010;
    out[245] = h_011_010_020_001;
    out[246] = h_011_010_011_100;
    out[247] = h_011_010_011_010;
    out[248] = h_011_010_011_001;
    out[249] = h_011_010_002_100;
    out[250] = h_011_010_002_010;
    out[251] = h_011_010_002_001;
    out[252] = h_011_001_200_100;
    out[253] = h_011_001_200_010;
    out[254] = h_011_001_200_001;
    out[255] = h_011_001_110_100;
    out[256] = h_011_001_110_010;
    out[257] = h_011_001_110_001;
    out[258] = h_011_001_101_100;
    out[259] = h_011_001_101_010;
    out[260] = h_011_001_101_001;
    out[261] = h_011_001_020_100;
    out[262] = h_011_001_020_010;
    out[263] = h_011_001_020_001;
    out[264] = h_011_001_011_100;
    out[265] = h_011_001_011_010;
    out[266] = h_011_001_011_001;
    out[267] = h_011_001_002_100;
    out[268] = h_011_001_002_010;
    out[269] = h_011_001_002_001;
    out[270] = h_002_100_200_100;
    out[271] = h_002_100_200_010;
    out[272] = h_002_100_200_001;
    out[273] = h_002_100_110_100;
    out[274] = h_002_100_110_010;
    out[275] = h_002_100_110_001;
    out[276] = h_002_100_101_100;
    out[277] = h_002_100_101_010;
    out[278] = h_002_100_101_001;
    out[279] = h_002_100_020_100;
    out[280] = h_002_100_020_010;
    out[281] = h_002_100_020_001;
    out[282] = h_002_100_011_100;
    out[283] = h_002_100_011_010;
    out[284] = h_002_100_011_001;
    out[285] = h_002_100_002_100;
    out[286] = h_002_100_002_010;
    out[287] = h_002_100_002_001;
    out[288] = h_002_010_200_100;
    out[289] = h_002_010_200_010;
    out[290] = h_002_010_200_001;
    out[291] = h_002_010_110_100;
    out[292] = h_002_010_110_010;
    out[293] = h_002_010_110_001;
    out[294] = h_002_010_101_100;
    out[295] = h_002_010_101_010;
    out[296] = h_002_010_101_001;
    out[297] = h_002_010_020_100;
    out[298] = h_002_010_020_010;
    out[299] = h_002_010_020_001;
    out[300] = h_002_010_011_100;
    out[301] = h_002_010_011_010;
    out[302] = h_002_010_011_001;
    out[303] = h_002_010_002_100;
    out[304] = h_002_010_002_010;
    out[305] = h_002_010_002_001;
    out[306] = h_002_001_200_100;
    out[307] = h_002_001_200_010;
    out[308] = h_002_001_200_001;
    out[309] = h_002_001_110_100;
    out[310] = h_002_001_110_010;
    out[311] = h_002_001_110_001;
    out[312] = h_002_001_101_100;
    out[313] = h_002_001_101_010;
    out[314] = h_002_001_101_001;
    out[315] = h_002_001_020_100;
    out[316] = h_002_001_020_010;
    out[317] = h_002_001_020_001;
    out[318] = h_002_001_011_100;
    out[319] = h_002_001_011_010;
    out[320] = h_002_001_011_001;
    out[321] = h_002_001_002_100;
    out[322] = h_002_001_002_010;
    out[323] = h_002_001_002_001;
}
#pragma omp end declare target

/* The same on contracted shells (centre, primitives, exponents, coefficients as in eri/basis.h),
 * callable from other translation units (tests, Schwarz factors on the host): every primitive
 * pair, no screening. */
void eri_quartet_dpdp(const double *restrict A, const double *restrict B, const double *restrict C,
                      const double *restrict D, int na, const double *restrict ea,
                      const double *restrict ca, int nb, const double *restrict eb,
                      const double *restrict cb, int nc, const double *restrict ec,
                      const double *restrict cc, int nd, const double *restrict ed,
                      const double *restrict cd, double *restrict out) {
    double bra[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE],
        ket[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE];
    const int nbra = eri_prim_pairs(A, na, ea, ca, B, nb, eb, cb, bra);
    const int nket = eri_prim_pairs(C, nc, ec, cc, D, nd, ed, cd, ket);
    quartet_dpdp(A, B, C, D, bra, nbra, ket, nket, 0.0, out);
}

/* Fock digestion of (dp|dp) quartets, one task per device thread. Tasks: bra pair
 * bra0 + b (b < nbra) has bra_nket[b] surviving kets, ket pairs ket0, ket0 + 1, ..., cut into
 * runs of ket_block; its runs are tasks task_start[b] .. task_start[b + 1] - 1 (task_start[0] =
 * 0, task_start[nbra] = ntasks), so a thread finds its bra pair by binary search, between
 * hint[h] and hint[h + 1] (h = t / hint_stride; hint[h]: the bra of task h * hint_stride),
 * and the host lists nothing per task. Pairs are indices into pair_sh (two shells per pair, l1 >=
 * l2); a pair's primitive-pair records are pp[ERI_PP_STRIDE * pair_pp[2p]] on, pair_pp[2p + 1] of
 * them; eps is the primitive screening threshold (quartet_dpdp). Density screening (dthr > 0): a
 * quartet is skipped when Q_ab Q_cd (Schwarz factors pair_q) times the largest |D| of the six shell
 * blocks it reads (Dsh, nsh x nsh) is below dthr. With w = (ij|kl) * degeneracy, Jt[ij] += D[kl] w,
 * Jt[kl] += D[ij] w and Kt[ik] += D[jl] w, Kt[jl] += D[ik] w, Kt[il] += D[jk] w, Kt[jk] += D[il] w;
 * Jt[ij] (the bra block) is summed over the task's kets in thread-local jb[] and added with
 * one atomic update per element per task, every other element with one per quartet
 * (digestion `atomic`: ket_block 1; `bra-block`: more, see fock.h).
 * The caller symmetrises J = (Jt + Jt^T) / 4 and K = (Kt + Kt^T) / 8. */
void eri_fock_dpdp(int64_t ntasks, const int64_t *restrict task_start, int32_t nbra,
                   const int32_t *restrict hint, int64_t nhint, int32_t hint_stride, int32_t bra0,
                   int32_t ket0, int32_t ket_block, const int32_t *restrict bra_nket,
                   int32_t npairs, const int32_t *restrict pair_sh, const int32_t *restrict pair_pp,
                   const double *restrict pair_q, int64_t npp, const double *restrict pp,
                   int32_t nsh, const int32_t *restrict sh_bf, const double *restrict sh_xyz,
                   int32_t nbf, const double *restrict Dm, const double *restrict Dsh, double dthr,
                   double eps, double *restrict Jt, double *restrict Kt) {
    (void)npp; /* they size the device data clauses */
    (void)npairs;
#pragma omp target teams distribute parallel for thread_limit(64) \
    map(present, alloc: task_start[0:nbra + 1], hint[0:nhint], bra_nket[0:nbra], \
        pair_sh[0:2 * npairs], pair_pp[0:2 * npairs], pair_q[0:npairs], pp[0:ERI_PP_STRIDE * npp], \
        sh_bf[0:nsh], sh_xyz[0:3 * nsh], Dm[0:nbf * nbf], Dsh[0:nsh * nsh], Jt[0:nbf * nbf], \
        Kt[0:nbf * nbf])
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
        enum { ni = 6, nj = 3, nk = 6, nl = 3 };
        double jb[ni * nj];

        for (int ij = 0; ij < ni * nj; ++ij)
            jb[ij] = 0.0;

        for (int32_t ket = ket_first; ket < ket_first + nket; ++ket) {
            const int32_t s3 = pair_sh[2 * ket], s4 = pair_sh[2 * ket + 1];
            if (dthr > 0.0) {
                const double d = fmax(fmax(fmax(dab, Dsh[s3 * nsh + s4]),
                                           fmax(Dsh[s1 * nsh + s3], Dsh[s1 * nsh + s4])),
                                      fmax(Dsh[s2 * nsh + s3], Dsh[s2 * nsh + s4]));
                if (qab * pair_q[ket] * d < dthr)
                    continue;
            }
            double v[324];
            quartet_dpdp(sh_xyz + 3 * s1, sh_xyz + 3 * s2, sh_xyz + 3 * s3, sh_xyz + 3 * s4,
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * bra], pair_pp[2 * bra + 1],
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * ket], pair_pp[2 * ket + 1], eps,
                         v);
            const double deg =
                (s1 == s2 ? 1.0 : 2.0) * (s3 == s4 ? 1.0 : 2.0) * (bra == ket ? 1.0 : 2.0);

            for (int q = 0; q < 324; ++q)
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
#pragma omp atomic update
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
#pragma omp atomic update
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
#pragma omp atomic update
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
#pragma omp atomic update
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
#pragma omp atomic update
                    Kt[(fj + j) * nbf + fk + k] += s;
                }
            }
        }
        /* flush the bra block: one atomic update per element per task */

        for (int i = 0; i < ni; ++i) {

            for (int j = 0; j < nj; ++j) {
#pragma omp atomic update
                Jt[(fi + i) * nbf + fj + j] += jb[i * nj + j];
            }
        }
    }
}
