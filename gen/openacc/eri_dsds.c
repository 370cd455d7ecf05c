/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_class.c.j2
 * flavour:   openacc
 * class:     (ds|ds)
 * method:    Obara-Saika VRR + Head-Gordon-Pople HRR
 * statements: 116 VRR per primitive quartet, 0 HRR per quartet
 * precision: double
 * digestion: tasks of one bra pair and a run of its kets
 * tunables:  num_gangs=0, vector_length=64
 */
#include <math.h>
#include <stdint.h>

#include "eri/boys.h"
#include "eri_kernels.h"

#pragma acc routine seq
/* (ds|ds) over one contracted shell quartet, straight-line code derived by
 * generator/families/eri.py: per primitive quartet the Obara-Saika VRR builds
 * [e0|f0], |e| = 2..2, |f| = 2..2, from F_m(T), m = 0..4; after the
 * contraction the Head-Gordon-Pople HRR moves angular momentum to b and d.
 * out[((i * 1 + j) * 6 + k) * 1 + l], components in libint2 order. */
static inline void quartet_dsds(const double *restrict A, const double *restrict B,
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
                    const double v_200_020_0 = QCy * v_200_010_0 + WQy * v_200_010_1 +
                                               oo2e * (v_200_000_0 - roe * v_200_000_1);
                    const double v_200_011_0 = QCy * v_200_001_0 + WQy * v_200_001_1;
                    const double v_200_002_0 = QCz * v_200_001_0 + WQz * v_200_001_1 +
                                               oo2e * (v_200_000_0 - roe * v_200_000_1);
                    const double v_010_000_0 = PAy * s_0 + WPy * s_1;
                    const double v_010_000_1 = PAy * s_1 + WPy * s_2;
                    const double v_110_000_0 = PAx * v_010_000_0 + WPx * v_010_000_1;
                    const double v_010_000_2 = PAy * s_2 + WPy * s_3;
                    const double v_110_000_1 = PAx * v_010_000_1 + WPx * v_010_000_2;
                    const double v_110_100_0 =
                        QCx * v_110_000_0 + WQx * v_110_000_1 + oo2ze * v_010_000_1;
                    const double v_010_000_3 = PAy * s_3 + WPy * s_4;
                    const double v_110_000_2 = PAx * v_010_000_2 + WPx * v_010_000_3;
                    const double v_110_100_1 =
                        QCx * v_110_000_1 + WQx * v_110_000_2 + oo2ze * v_010_000_2;
                    const double v_010_100_1 = QCx * v_010_000_1 + WQx * v_010_000_2;
                    const double v_110_200_0 = QCx * v_110_100_0 + WQx * v_110_100_1 +
                                               oo2e * (v_110_000_0 - roe * v_110_000_1) +
                                               oo2ze * v_010_100_1;
                    const double v_110_010_0 =
                        QCy * v_110_000_0 + WQy * v_110_000_1 + oo2ze * v_100_000_1;
                    const double v_110_010_1 =
                        QCy * v_110_000_1 + WQy * v_110_000_2 + oo2ze * v_100_000_2;
                    const double v_010_010_1 = QCy * v_010_000_1 + WQy * v_010_000_2 + oo2ze * s_2;
                    const double v_110_110_0 =
                        QCx * v_110_010_0 + WQx * v_110_010_1 + oo2ze * v_010_010_1;
                    const double v_110_001_0 = QCz * v_110_000_0 + WQz * v_110_000_1;
                    const double v_110_001_1 = QCz * v_110_000_1 + WQz * v_110_000_2;
                    const double v_010_001_1 = QCz * v_010_000_1 + WQz * v_010_000_2;
                    const double v_110_101_0 =
                        QCx * v_110_001_0 + WQx * v_110_001_1 + oo2ze * v_010_001_1;
                    const double v_110_020_0 = QCy * v_110_010_0 + WQy * v_110_010_1 +
                                               oo2e * (v_110_000_0 - roe * v_110_000_1) +
                                               oo2ze * v_100_010_1;
                    const double v_110_011_0 =
                        QCy * v_110_001_0 + WQy * v_110_001_1 + oo2ze * v_100_001_1;
                    const double v_110_002_0 = QCz * v_110_001_0 + WQz * v_110_001_1 +
                                               oo2e * (v_110_000_0 - roe * v_110_000_1);
                    const double v_001_000_0 = PAz * s_0 + WPz * s_1;
                    const double v_001_000_1 = PAz * s_1 + WPz * s_2;
                    const double v_101_000_0 = PAx * v_001_000_0 + WPx * v_001_000_1;
                    const double v_001_000_2 = PAz * s_2 + WPz * s_3;
                    const double v_101_000_1 = PAx * v_001_000_1 + WPx * v_001_000_2;
                    const double v_101_100_0 =
                        QCx * v_101_000_0 + WQx * v_101_000_1 + oo2ze * v_001_000_1;
                    const double v_001_000_3 = PAz * s_3 + WPz * s_4;
                    const double v_101_000_2 = PAx * v_001_000_2 + WPx * v_001_000_3;
                    const double v_101_100_1 =
                        QCx * v_101_000_1 + WQx * v_101_000_2 + oo2ze * v_001_000_2;
                    const double v_001_100_1 = QCx * v_001_000_1 + WQx * v_001_000_2;
                    const double v_101_200_0 = QCx * v_101_100_0 + WQx * v_101_100_1 +
                                               oo2e * (v_101_000_0 - roe * v_101_000_1) +
                                               oo2ze * v_001_100_1;
                    const double v_101_010_0 = QCy * v_101_000_0 + WQy * v_101_000_1;
                    const double v_101_010_1 = QCy * v_101_000_1 + WQy * v_101_000_2;
                    const double v_001_010_1 = QCy * v_001_000_1 + WQy * v_001_000_2;
                    const double v_101_110_0 =
                        QCx * v_101_010_0 + WQx * v_101_010_1 + oo2ze * v_001_010_1;
                    const double v_101_001_0 =
                        QCz * v_101_000_0 + WQz * v_101_000_1 + oo2ze * v_100_000_1;
                    const double v_101_001_1 =
                        QCz * v_101_000_1 + WQz * v_101_000_2 + oo2ze * v_100_000_2;
                    const double v_001_001_1 = QCz * v_001_000_1 + WQz * v_001_000_2 + oo2ze * s_2;
                    const double v_101_101_0 =
                        QCx * v_101_001_0 + WQx * v_101_001_1 + oo2ze * v_001_001_1;
                    const double v_101_020_0 = QCy * v_101_010_0 + WQy * v_101_010_1 +
                                               oo2e * (v_101_000_0 - roe * v_101_000_1);
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
                    const double v_020_200_0 = QCx * v_020_100_0 + WQx * v_020_100_1 +
                                               oo2e * (v_020_000_0 - roe * v_020_000_1);
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
                    const double v_020_002_0 = QCz * v_020_001_0 + WQz * v_020_001_1 +
                                               oo2e * (v_020_000_0 - roe * v_020_000_1);
                    const double v_011_000_0 = PAy * v_001_000_0 + WPy * v_001_000_1;
                    const double v_011_000_1 = PAy * v_001_000_1 + WPy * v_001_000_2;
                    const double v_011_100_0 = QCx * v_011_000_0 + WQx * v_011_000_1;
                    const double v_011_000_2 = PAy * v_001_000_2 + WPy * v_001_000_3;
                    const double v_011_100_1 = QCx * v_011_000_1 + WQx * v_011_000_2;
                    const double v_011_200_0 = QCx * v_011_100_0 + WQx * v_011_100_1 +
                                               oo2e * (v_011_000_0 - roe * v_011_000_1);
                    const double v_011_010_0 =
                        QCy * v_011_000_0 + WQy * v_011_000_1 + oo2ze * v_001_000_1;
                    const double v_011_010_1 =
                        QCy * v_011_000_1 + WQy * v_011_000_2 + oo2ze * v_001_000_2;
                    const double v_011_110_0 = QCx * v_011_010_0 + WQx * v_011_010_1;
                    const double v_011_001_0 =
                        QCz * v_011_000_0 + WQz * v_011_000_1 + oo2ze * v_010_000_1;
                    const double v_011_001_1 =
                        QCz * v_011_000_1 + WQz * v_011_000_2 + oo2ze * v_010_000_2;
                    const double v_011_101_0 = QCx * v_011_001_0 + WQx * v_011_001_1;
                    const double v_011_020_0 = QCy * v_011_010_0 + WQy * v_011_010_1 +
                                               oo2e * (v_011_000_0 - roe * v_011_000_1) +
                                               oo2ze * v_001_010_1;
                    const double v_011_011_0 =
                        QCy * v_011_001_0 + WQy * v_011_001_1 + oo2ze * v_001_001_1;
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
                    const double v_002_200_0 = QCx * v_002_100_0 + WQx * v_002_100_1 +
                                               oo2e * (v_002_000_0 - roe * v_002_000_1);
                    const double v_002_010_0 = QCy * v_002_000_0 + WQy * v_002_000_1;
                    const double v_002_010_1 = QCy * v_002_000_1 + WQy * v_002_000_2;
                    const double v_002_110_0 = QCx * v_002_010_0 + WQx * v_002_010_1;
                    const double v_002_001_0 =
                        QCz * v_002_000_0 + WQz * v_002_000_1 + 2.0 * oo2ze * v_001_000_1;
                    const double v_002_001_1 =
                        QCz * v_002_000_1 + WQz * v_002_000_2 + 2.0 * oo2ze * v_001_000_2;
                    const double v_002_101_0 = QCx * v_002_001_0 + WQx * v_002_001_1;
                    const double v_002_020_0 = QCy * v_002_010_0 + WQy * v_002_010_1 +
                                               oo2e * (v_002_000_0 - roe * v_002_000_1);
                    const double v_002_011_0 = QCy * v_002_001_0 + WQy * v_002_001_1;
                    const double v_002_002_0 = QCz * v_002_001_0 + WQz * v_002_001_1 +
                                               oo2e * (v_002_000_0 - roe * v_002_000_1) +
                                               2.0 * oo2ze * v_001_001_1;
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
        }
    }
    out[0] = c_200_200;
    out[1] = c_200_110;
    out[2] = c_200_101;
    out[3] = c_200_020;
    out[4] = c_200_011;
    out[5] = c_200_002;
    out[6] = c_110_200;
    out[7] = c_110_110;
    out[8] = c_110_101;
    out[9] = c_110_020;
    out[10] = c_110_011;
    out[11] = c_110_002;
    out[12] = c_101_200;
    out[13] = c_101_110;
    out[14] = c_101_101;
    out[15] = c_101_020;
    out[16] = c_101_011;
    out[17] = c_101_002;
    out[18] = c_020_200;
    out[19] = c_020_110;
    out[20] = c_020_101;
    out[21] = c_020_020;
    out[22] = c_020_011;
    out[23] = c_020_002;
    out[24] = c_011_200;
    out[25] = c_011_110;
    out[26] = c_011_101;
    out[27] = c_011_020;
    out[28] = c_011_011;
    out[29] = c_011_002;
    out[30] = c_002_200;
    out[31] = c_002_110;
    out[32] = c_002_101;
    out[33] = c_002_020;
    out[34] = c_002_011;
    out[35] = c_002_002;
}

/* The same, callable from other translation units (tests, Schwarz factors on the host). */
void eri_quartet_dsds(const double *restrict A, const double *restrict B, const double *restrict C,
                      const double *restrict D, int na, const double *restrict ea,
                      const double *restrict ca, int nb, const double *restrict eb,
                      const double *restrict cb, int nc, const double *restrict ec,
                      const double *restrict cc, int nd, const double *restrict ed,
                      const double *restrict cd, double *restrict out) {
    quartet_dsds(A, B, C, D, na, ea, ca, nb, eb, cb, nc, ec, cc, nd, ed, cd, out);
}

/* Fock digestion of (ds|ds) quartets. One task per device thread: task t is the bra
 * pair tasks[3t] and the kets tasks[3t+1] .. tasks[3t+1] + tasks[3t+2] - 1 (pair indices into
 * pair_sh, two shells per pair, l1 >= l2), one contracted shell quartet after the other.
 * With w = (ij|kl) * degeneracy, Jt[ij] += D[kl] w, Jt[kl] += D[ij] w and
 * Kt[ik] += D[jl] w, Kt[jl] += D[ik] w, Kt[il] += D[jk] w, Kt[jk] += D[il] w;
 * Jt[ij] (the bra block) is summed over the task's kets in thread-local jb[] and added with
 * one atomic update per element per task, every other element with one per quartet
 * (digestion `atomic`: one ket per task; `bra-block`: up to ket_block, see fock.c).
 * The caller symmetrises J = (Jt + Jt^T) / 4 and K = (Kt + Kt^T) / 8. */
void eri_fock_dsds(int64_t ntasks, const int32_t *restrict tasks, int32_t npairs,
                   const int32_t *restrict pair_sh, int32_t nsh, const int32_t *restrict sh_nprim,
                   const int32_t *restrict sh_bf, const double *restrict sh_exp,
                   const double *restrict sh_coef, const double *restrict sh_xyz, int32_t nbf,
                   const double *restrict Dm, double *restrict Jt, double *restrict Kt) {
    (void)npairs;
    (void)nsh; /* they size the device data clauses */
#pragma acc parallel loop gang vector vector_length(64) \
    present(tasks[0:3 * ntasks], pair_sh[0:2 * npairs], sh_nprim[0:nsh], sh_bf[0:nsh], \
        sh_exp[0:ERI_MAX_PRIM * nsh], sh_coef[0:ERI_MAX_PRIM * nsh], sh_xyz[0:3 * nsh], \
        Dm[0:nbf * nbf], Jt[0:nbf * nbf], Kt[0:nbf * nbf])
    for (int64_t t = 0; t < ntasks; ++t) {
        const int32_t bra = tasks[3 * t], ket0 = tasks[3 * t + 1], nket = tasks[3 * t + 2];
        const int32_t s1 = pair_sh[2 * bra], s2 = pair_sh[2 * bra + 1];
        const int fi = sh_bf[s1], fj = sh_bf[s2];
        enum { ni = 6, nj = 1, nk = 6, nl = 1 };
        double jb[ni * nj];
#pragma acc loop seq
        for (int ij = 0; ij < ni * nj; ++ij)
            jb[ij] = 0.0;
#pragma acc loop seq
        for (int32_t ket = ket0; ket < ket0 + nket; ++ket) {
            const int32_t s3 = pair_sh[2 * ket], s4 = pair_sh[2 * ket + 1];
            double v[36];
            quartet_dsds(sh_xyz + 3 * s1, sh_xyz + 3 * s2, sh_xyz + 3 * s3, sh_xyz + 3 * s4,
                         sh_nprim[s1], sh_exp + ERI_MAX_PRIM * s1, sh_coef + ERI_MAX_PRIM * s1,
                         sh_nprim[s2], sh_exp + ERI_MAX_PRIM * s2, sh_coef + ERI_MAX_PRIM * s2,
                         sh_nprim[s3], sh_exp + ERI_MAX_PRIM * s3, sh_coef + ERI_MAX_PRIM * s3,
                         sh_nprim[s4], sh_exp + ERI_MAX_PRIM * s4, sh_coef + ERI_MAX_PRIM * s4, v);
            const double deg =
                (s1 == s2 ? 1.0 : 2.0) * (s3 == s4 ? 1.0 : 2.0) * (bra == ket ? 1.0 : 2.0);
#pragma acc loop seq
            for (int q = 0; q < 36; ++q)
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
