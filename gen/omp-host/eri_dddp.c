/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_class.c.j2
 * flavour:   omp-host
 * class:     (dd|dp)
 * method:    Obara-Saika VRR + Head-Gordon-Pople HRR
 * statements: 1175 VRR per primitive quartet, 1912 HRR per quartet
 * precision: double
 * digestion: tasks of one bra pair and a run of its kets
 * tunables:  chunk=64, schedule=dynamic
 */
#include <math.h>
#include <stdint.h>

#include "eri/boys.h"
#include "eri/prim_pairs.h"
#include "eri_kernels.h"

/* (dd|dp) over one contracted shell quartet, straight-line code derived by
 * generator/families/eri.py: per primitive quartet the Obara-Saika VRR builds
 * [e0|f0], |e| = 2..4, |f| = 2..3, from F_m(T), m = 0..7; after the
 * contraction the Head-Gordon-Pople HRR moves angular momentum to b and d.
 * bra, ket: the shell pairs' primitive-pair records (eri/prim_pairs.h), sorted by their
 * screening factor B descending; a primitive quartet with B_p B_q < eps is skipped, and with
 * it every later one of the loop (eps = 0: none).
 * out[((i * 6 + j) * 6 + k) * 3 + l], components in libint2 order. */
static inline void quartet_dddp(const double *restrict A, const double *restrict B,
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
    double c_400_200 = 0.0;
    double c_400_110 = 0.0;
    double c_400_101 = 0.0;
    double c_400_020 = 0.0;
    double c_400_011 = 0.0;
    double c_400_002 = 0.0;
    double c_310_200 = 0.0;
    double c_310_110 = 0.0;
    double c_310_101 = 0.0;
    double c_310_020 = 0.0;
    double c_310_011 = 0.0;
    double c_310_002 = 0.0;
    double c_301_200 = 0.0;
    double c_301_110 = 0.0;
    double c_301_101 = 0.0;
    double c_301_020 = 0.0;
    double c_301_011 = 0.0;
    double c_301_002 = 0.0;
    double c_220_200 = 0.0;
    double c_220_110 = 0.0;
    double c_220_101 = 0.0;
    double c_220_020 = 0.0;
    double c_220_011 = 0.0;
    double c_220_002 = 0.0;
    double c_211_200 = 0.0;
    double c_211_110 = 0.0;
    double c_211_101 = 0.0;
    double c_211_020 = 0.0;
    double c_211_011 = 0.0;
    double c_211_002 = 0.0;
    double c_202_200 = 0.0;
    double c_202_110 = 0.0;
    double c_202_101 = 0.0;
    double c_202_020 = 0.0;
    double c_202_011 = 0.0;
    double c_202_002 = 0.0;
    double c_130_200 = 0.0;
    double c_130_110 = 0.0;
    double c_130_101 = 0.0;
    double c_130_020 = 0.0;
    double c_130_011 = 0.0;
    double c_130_002 = 0.0;
    double c_121_200 = 0.0;
    double c_121_110 = 0.0;
    double c_121_101 = 0.0;
    double c_121_020 = 0.0;
    double c_121_011 = 0.0;
    double c_121_002 = 0.0;
    double c_112_200 = 0.0;
    double c_112_110 = 0.0;
    double c_112_101 = 0.0;
    double c_112_020 = 0.0;
    double c_112_011 = 0.0;
    double c_112_002 = 0.0;
    double c_103_200 = 0.0;
    double c_103_110 = 0.0;
    double c_103_101 = 0.0;
    double c_103_020 = 0.0;
    double c_103_011 = 0.0;
    double c_103_002 = 0.0;
    double c_040_200 = 0.0;
    double c_040_110 = 0.0;
    double c_040_101 = 0.0;
    double c_040_020 = 0.0;
    double c_040_011 = 0.0;
    double c_040_002 = 0.0;
    double c_031_200 = 0.0;
    double c_031_110 = 0.0;
    double c_031_101 = 0.0;
    double c_031_020 = 0.0;
    double c_031_011 = 0.0;
    double c_031_002 = 0.0;
    double c_022_200 = 0.0;
    double c_022_110 = 0.0;
    double c_022_101 = 0.0;
    double c_022_020 = 0.0;
    double c_022_011 = 0.0;
    double c_022_002 = 0.0;
    double c_013_200 = 0.0;
    double c_013_110 = 0.0;
    double c_013_101 = 0.0;
    double c_013_020 = 0.0;
    double c_013_011 = 0.0;
    double c_013_002 = 0.0;
    double c_004_200 = 0.0;
    double c_004_110 = 0.0;
    double c_004_101 = 0.0;
    double c_004_020 = 0.0;
    double c_004_011 = 0.0;
    double c_004_002 = 0.0;
    double c_400_300 = 0.0;
    double c_400_210 = 0.0;
    double c_400_201 = 0.0;
    double c_400_120 = 0.0;
    double c_400_111 = 0.0;
    double c_400_102 = 0.0;
    double c_400_030 = 0.0;
    double c_400_021 = 0.0;
    double c_400_012 = 0.0;
    double c_400_003 = 0.0;
    double c_310_300 = 0.0;
    double c_310_210 = 0.0;
    double c_310_201 = 0.0;
    double c_310_120 = 0.0;
    double c_310_111 = 0.0;
    double c_310_102 = 0.0;
    double c_310_030 = 0.0;
    double c_310_021 = 0.0;
    double c_310_012 = 0.0;
    double c_310_003 = 0.0;
    double c_301_300 = 0.0;
    double c_301_210 = 0.0;
    double c_301_201 = 0.0;
    double c_301_120 = 0.0;
    double c_301_111 = 0.0;
    double c_301_102 = 0.0;
    double c_301_030 = 0.0;
    double c_301_021 = 0.0;
    double c_301_012 = 0.0;
    double c_301_003 = 0.0;
    double c_220_300 = 0.0;
    double c_220_210 = 0.0;
    double c_220_201 = 0.0;
    double c_220_120 = 0.0;
    double c_220_111 = 0.0;
    double c_220_102 = 0.0;
    double c_220_030 = 0.0;
    double c_220_021 = 0.0;
    double c_220_012 = 0.0;
    double c_220_003 = 0.0;
    double c_211_300 = 0.0;
    double c_211_210 = 0.0;
    double c_211_201 = 0.0;
    double c_211_120 = 0.0;
    double c_211_111 = 0.0;
    double c_211_102 = 0.0;
    double c_211_030 = 0.0;
    double c_211_021 = 0.0;
    double c_211_012 = 0.0;
    double c_211_003 = 0.0;
    double c_202_300 = 0.0;
    double c_202_210 = 0.0;
    double c_202_201 = 0.0;
    double c_202_120 = 0.0;
    double c_202_111 = 0.0;
    double c_202_102 = 0.0;
    double c_202_030 = 0.0;
    double c_202_021 = 0.0;
    double c_202_012 = 0.0;
    double c_202_003 = 0.0;
    double c_130_300 = 0.0;
    double c_130_210 = 0.0;
    double c_130_201 = 0.0;
    double c_130_120 = 0.0;
    double c_130_111 = 0.0;
    double c_130_102 = 0.0;
    double c_130_030 = 0.0;
    double c_130_021 = 0.0;
    double c_130_012 = 0.0;
    double c_130_003 = 0.0;
    double c_121_300 = 0.0;
    double c_121_210 = 0.0;
    double c_121_201 = 0.0;
    double c_121_120 = 0.0;
    double c_121_111 = 0.0;
    double c_121_102 = 0.0;
    double c_121_030 = 0.0;
    double c_121_021 = 0.0;
    double c_121_012 = 0.0;
    double c_121_003 = 0.0;
    double c_112_300 = 0.0;
    double c_112_210 = 0.0;
    double c_112_201 = 0.0;
    double c_112_120 = 0.0;
    double c_112_111 = 0.0;
    double c_112_102 = 0.0;
    double c_112_030 = 0.0;
    double c_112_021 = 0.0;
    double c_112_012 = 0.0;
    double c_112_003 = 0.0;
    double c_103_300 = 0.0;
    double c_103_210 = 0.0;
    double c_103_201 = 0.0;
    double c_103_120 = 0.0;
    double c_103_111 = 0.0;
    double c_103_102 = 0.0;
    double c_103_030 = 0.0;
    double c_103_021 = 0.0;
    double c_103_012 = 0.0;
    double c_103_003 = 0.0;
    double c_040_300 = 0.0;
    double c_040_210 = 0.0;
    double c_040_201 = 0.0;
    double c_040_120 = 0.0;
    double c_040_111 = 0.0;
    double c_040_102 = 0.0;
    double c_040_030 = 0.0;
    double c_040_021 = 0.0;
    double c_040_012 = 0.0;
    double c_040_003 = 0.0;
    double c_031_300 = 0.0;
    double c_031_210 = 0.0;
    double c_031_201 = 0.0;
    double c_031_120 = 0.0;
    double c_031_111 = 0.0;
    double c_031_102 = 0.0;
    double c_031_030 = 0.0;
    double c_031_021 = 0.0;
    double c_031_012 = 0.0;
    double c_031_003 = 0.0;
    double c_022_300 = 0.0;
    double c_022_210 = 0.0;
    double c_022_201 = 0.0;
    double c_022_120 = 0.0;
    double c_022_111 = 0.0;
    double c_022_102 = 0.0;
    double c_022_030 = 0.0;
    double c_022_021 = 0.0;
    double c_022_012 = 0.0;
    double c_022_003 = 0.0;
    double c_013_300 = 0.0;
    double c_013_210 = 0.0;
    double c_013_201 = 0.0;
    double c_013_120 = 0.0;
    double c_013_111 = 0.0;
    double c_013_102 = 0.0;
    double c_013_030 = 0.0;
    double c_013_021 = 0.0;
    double c_013_012 = 0.0;
    double c_013_003 = 0.0;
    double c_004_300 = 0.0;
    double c_004_210 = 0.0;
    double c_004_201 = 0.0;
    double c_004_120 = 0.0;
    double c_004_111 = 0.0;
    double c_004_102 = 0.0;
    double c_004_030 = 0.0;
    double c_004_021 = 0.0;
    double c_004_012 = 0.0;
    double c_004_003 = 0.0;
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
            double F[8];
            eri_boys(7, T, F);
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
            const double v_400_000_0 = PAx * v_300_000_0 + WPx * v_300_000_1 +
                                       3.0 * oo2z * (v_200_000_0 - roz * v_200_000_1);
            const double v_400_000_1 = PAx * v_300_000_1 + WPx * v_300_000_2 +
                                       3.0 * oo2z * (v_200_000_1 - roz * v_200_000_2);
            const double v_400_100_0 =
                QCx * v_400_000_0 + WQx * v_400_000_1 + 4.0 * oo2ze * v_300_000_1;
            const double v_400_000_2 = PAx * v_300_000_2 + WPx * v_300_000_3 +
                                       3.0 * oo2z * (v_200_000_2 - roz * v_200_000_3);
            const double v_400_100_1 =
                QCx * v_400_000_1 + WQx * v_400_000_2 + 4.0 * oo2ze * v_300_000_2;
            const double v_400_200_0 = QCx * v_400_100_0 + WQx * v_400_100_1 +
                                       oo2e * (v_400_000_0 - roe * v_400_000_1) +
                                       4.0 * oo2ze * v_300_100_1;
            const double v_400_010_0 = QCy * v_400_000_0 + WQy * v_400_000_1;
            const double v_400_010_1 = QCy * v_400_000_1 + WQy * v_400_000_2;
            const double v_400_110_0 =
                QCx * v_400_010_0 + WQx * v_400_010_1 + 4.0 * oo2ze * v_300_010_1;
            const double v_400_001_0 = QCz * v_400_000_0 + WQz * v_400_000_1;
            const double v_400_001_1 = QCz * v_400_000_1 + WQz * v_400_000_2;
            const double v_400_101_0 =
                QCx * v_400_001_0 + WQx * v_400_001_1 + 4.0 * oo2ze * v_300_001_1;
            const double v_400_020_0 =
                QCy * v_400_010_0 + WQy * v_400_010_1 + oo2e * (v_400_000_0 - roe * v_400_000_1);
            const double v_400_011_0 = QCy * v_400_001_0 + WQy * v_400_001_1;
            const double v_400_002_0 =
                QCz * v_400_001_0 + WQz * v_400_001_1 + oo2e * (v_400_000_0 - roe * v_400_000_1);
            const double v_310_000_0 = PAx * v_210_000_0 + WPx * v_210_000_1 +
                                       2.0 * oo2z * (v_110_000_0 - roz * v_110_000_1);
            const double v_310_000_1 = PAx * v_210_000_1 + WPx * v_210_000_2 +
                                       2.0 * oo2z * (v_110_000_1 - roz * v_110_000_2);
            const double v_310_100_0 =
                QCx * v_310_000_0 + WQx * v_310_000_1 + 3.0 * oo2ze * v_210_000_1;
            const double v_310_000_2 = PAx * v_210_000_2 + WPx * v_210_000_3 +
                                       2.0 * oo2z * (v_110_000_2 - roz * v_110_000_3);
            const double v_310_100_1 =
                QCx * v_310_000_1 + WQx * v_310_000_2 + 3.0 * oo2ze * v_210_000_2;
            const double v_310_200_0 = QCx * v_310_100_0 + WQx * v_310_100_1 +
                                       oo2e * (v_310_000_0 - roe * v_310_000_1) +
                                       3.0 * oo2ze * v_210_100_1;
            const double v_310_010_0 = QCy * v_310_000_0 + WQy * v_310_000_1 + oo2ze * v_300_000_1;
            const double v_310_010_1 = QCy * v_310_000_1 + WQy * v_310_000_2 + oo2ze * v_300_000_2;
            const double v_310_110_0 =
                QCx * v_310_010_0 + WQx * v_310_010_1 + 3.0 * oo2ze * v_210_010_1;
            const double v_310_001_0 = QCz * v_310_000_0 + WQz * v_310_000_1;
            const double v_310_001_1 = QCz * v_310_000_1 + WQz * v_310_000_2;
            const double v_310_101_0 =
                QCx * v_310_001_0 + WQx * v_310_001_1 + 3.0 * oo2ze * v_210_001_1;
            const double v_310_020_0 = QCy * v_310_010_0 + WQy * v_310_010_1 +
                                       oo2e * (v_310_000_0 - roe * v_310_000_1) +
                                       oo2ze * v_300_010_1;
            const double v_310_011_0 = QCy * v_310_001_0 + WQy * v_310_001_1 + oo2ze * v_300_001_1;
            const double v_310_002_0 =
                QCz * v_310_001_0 + WQz * v_310_001_1 + oo2e * (v_310_000_0 - roe * v_310_000_1);
            const double v_301_000_0 = PAx * v_201_000_0 + WPx * v_201_000_1 +
                                       2.0 * oo2z * (v_101_000_0 - roz * v_101_000_1);
            const double v_301_000_1 = PAx * v_201_000_1 + WPx * v_201_000_2 +
                                       2.0 * oo2z * (v_101_000_1 - roz * v_101_000_2);
            const double v_301_100_0 =
                QCx * v_301_000_0 + WQx * v_301_000_1 + 3.0 * oo2ze * v_201_000_1;
            const double v_301_000_2 = PAx * v_201_000_2 + WPx * v_201_000_3 +
                                       2.0 * oo2z * (v_101_000_2 - roz * v_101_000_3);
            const double v_301_100_1 =
                QCx * v_301_000_1 + WQx * v_301_000_2 + 3.0 * oo2ze * v_201_000_2;
            const double v_301_200_0 = QCx * v_301_100_0 + WQx * v_301_100_1 +
                                       oo2e * (v_301_000_0 - roe * v_301_000_1) +
                                       3.0 * oo2ze * v_201_100_1;
            const double v_301_010_0 = QCy * v_301_000_0 + WQy * v_301_000_1;
            const double v_301_010_1 = QCy * v_301_000_1 + WQy * v_301_000_2;
            const double v_301_110_0 =
                QCx * v_301_010_0 + WQx * v_301_010_1 + 3.0 * oo2ze * v_201_010_1;
            const double v_301_001_0 = QCz * v_301_000_0 + WQz * v_301_000_1 + oo2ze * v_300_000_1;
            const double v_301_001_1 = QCz * v_301_000_1 + WQz * v_301_000_2 + oo2ze * v_300_000_2;
            const double v_301_101_0 =
                QCx * v_301_001_0 + WQx * v_301_001_1 + 3.0 * oo2ze * v_201_001_1;
            const double v_301_020_0 =
                QCy * v_301_010_0 + WQy * v_301_010_1 + oo2e * (v_301_000_0 - roe * v_301_000_1);
            const double v_301_011_0 = QCy * v_301_001_0 + WQy * v_301_001_1;
            const double v_301_002_0 = QCz * v_301_001_0 + WQz * v_301_001_1 +
                                       oo2e * (v_301_000_0 - roe * v_301_000_1) +
                                       oo2ze * v_300_001_1;
            const double v_220_000_0 =
                PAx * v_120_000_0 + WPx * v_120_000_1 + oo2z * (v_020_000_0 - roz * v_020_000_1);
            const double v_220_000_1 =
                PAx * v_120_000_1 + WPx * v_120_000_2 + oo2z * (v_020_000_1 - roz * v_020_000_2);
            const double v_220_100_0 =
                QCx * v_220_000_0 + WQx * v_220_000_1 + 2.0 * oo2ze * v_120_000_1;
            const double v_220_000_2 =
                PAx * v_120_000_2 + WPx * v_120_000_3 + oo2z * (v_020_000_2 - roz * v_020_000_3);
            const double v_220_100_1 =
                QCx * v_220_000_1 + WQx * v_220_000_2 + 2.0 * oo2ze * v_120_000_2;
            const double v_220_200_0 = QCx * v_220_100_0 + WQx * v_220_100_1 +
                                       oo2e * (v_220_000_0 - roe * v_220_000_1) +
                                       2.0 * oo2ze * v_120_100_1;
            const double v_220_010_0 =
                QCy * v_220_000_0 + WQy * v_220_000_1 + 2.0 * oo2ze * v_210_000_1;
            const double v_220_010_1 =
                QCy * v_220_000_1 + WQy * v_220_000_2 + 2.0 * oo2ze * v_210_000_2;
            const double v_220_110_0 =
                QCx * v_220_010_0 + WQx * v_220_010_1 + 2.0 * oo2ze * v_120_010_1;
            const double v_220_001_0 = QCz * v_220_000_0 + WQz * v_220_000_1;
            const double v_220_001_1 = QCz * v_220_000_1 + WQz * v_220_000_2;
            const double v_220_101_0 =
                QCx * v_220_001_0 + WQx * v_220_001_1 + 2.0 * oo2ze * v_120_001_1;
            const double v_220_020_0 = QCy * v_220_010_0 + WQy * v_220_010_1 +
                                       oo2e * (v_220_000_0 - roe * v_220_000_1) +
                                       2.0 * oo2ze * v_210_010_1;
            const double v_220_011_0 =
                QCy * v_220_001_0 + WQy * v_220_001_1 + 2.0 * oo2ze * v_210_001_1;
            const double v_220_002_0 =
                QCz * v_220_001_0 + WQz * v_220_001_1 + oo2e * (v_220_000_0 - roe * v_220_000_1);
            const double v_211_000_0 =
                PAx * v_111_000_0 + WPx * v_111_000_1 + oo2z * (v_011_000_0 - roz * v_011_000_1);
            const double v_211_000_1 =
                PAx * v_111_000_1 + WPx * v_111_000_2 + oo2z * (v_011_000_1 - roz * v_011_000_2);
            const double v_211_100_0 =
                QCx * v_211_000_0 + WQx * v_211_000_1 + 2.0 * oo2ze * v_111_000_1;
            const double v_211_000_2 =
                PAx * v_111_000_2 + WPx * v_111_000_3 + oo2z * (v_011_000_2 - roz * v_011_000_3);
            const double v_211_100_1 =
                QCx * v_211_000_1 + WQx * v_211_000_2 + 2.0 * oo2ze * v_111_000_2;
            const double v_211_200_0 = QCx * v_211_100_0 + WQx * v_211_100_1 +
                                       oo2e * (v_211_000_0 - roe * v_211_000_1) +
                                       2.0 * oo2ze * v_111_100_1;
            const double v_211_010_0 = QCy * v_211_000_0 + WQy * v_211_000_1 + oo2ze * v_201_000_1;
            const double v_211_010_1 = QCy * v_211_000_1 + WQy * v_211_000_2 + oo2ze * v_201_000_2;
            const double v_211_110_0 =
                QCx * v_211_010_0 + WQx * v_211_010_1 + 2.0 * oo2ze * v_111_010_1;
            const double v_211_001_0 = QCz * v_211_000_0 + WQz * v_211_000_1 + oo2ze * v_210_000_1;
            const double v_211_001_1 = QCz * v_211_000_1 + WQz * v_211_000_2 + oo2ze * v_210_000_2;
            const double v_211_101_0 =
                QCx * v_211_001_0 + WQx * v_211_001_1 + 2.0 * oo2ze * v_111_001_1;
            const double v_211_020_0 = QCy * v_211_010_0 + WQy * v_211_010_1 +
                                       oo2e * (v_211_000_0 - roe * v_211_000_1) +
                                       oo2ze * v_201_010_1;
            const double v_211_011_0 = QCy * v_211_001_0 + WQy * v_211_001_1 + oo2ze * v_201_001_1;
            const double v_211_002_0 = QCz * v_211_001_0 + WQz * v_211_001_1 +
                                       oo2e * (v_211_000_0 - roe * v_211_000_1) +
                                       oo2ze * v_210_001_1;
            const double v_202_000_0 =
                PAx * v_102_000_0 + WPx * v_102_000_1 + oo2z * (v_002_000_0 - roz * v_002_000_1);
            const double v_202_000_1 =
                PAx * v_102_000_1 + WPx * v_102_000_2 + oo2z * (v_002_000_1 - roz * v_002_000_2);
            const double v_202_100_0 =
                QCx * v_202_000_0 + WQx * v_202_000_1 + 2.0 * oo2ze * v_102_000_1;
            const double v_202_000_2 =
                PAx * v_102_000_2 + WPx * v_102_000_3 + oo2z * (v_002_000_2 - roz * v_002_000_3);
            const double v_202_100_1 =
                QCx * v_202_000_1 + WQx * v_202_000_2 + 2.0 * oo2ze * v_102_000_2;
            const double v_202_200_0 = QCx * v_202_100_0 + WQx * v_202_100_1 +
                                       oo2e * (v_202_000_0 - roe * v_202_000_1) +
                                       2.0 * oo2ze * v_102_100_1;
            const double v_202_010_0 = QCy * v_202_000_0 + WQy * v_202_000_1;
            const double v_202_010_1 = QCy * v_202_000_1 + WQy * v_202_000_2;
            const double v_202_110_0 =
                QCx * v_202_010_0 + WQx * v_202_010_1 + 2.0 * oo2ze * v_102_010_1;
            const double v_202_001_0 =
                QCz * v_202_000_0 + WQz * v_202_000_1 + 2.0 * oo2ze * v_201_000_1;
            const double v_202_001_1 =
                QCz * v_202_000_1 + WQz * v_202_000_2 + 2.0 * oo2ze * v_201_000_2;
            const double v_202_101_0 =
                QCx * v_202_001_0 + WQx * v_202_001_1 + 2.0 * oo2ze * v_102_001_1;
            const double v_202_020_0 =
                QCy * v_202_010_0 + WQy * v_202_010_1 + oo2e * (v_202_000_0 - roe * v_202_000_1);
            const double v_202_011_0 = QCy * v_202_001_0 + WQy * v_202_001_1;
            const double v_202_002_0 = QCz * v_202_001_0 + WQz * v_202_001_1 +
                                       oo2e * (v_202_000_0 - roe * v_202_000_1) +
                                       2.0 * oo2ze * v_201_001_1;
            const double v_130_000_0 = PAx * v_030_000_0 + WPx * v_030_000_1;
            const double v_130_000_1 = PAx * v_030_000_1 + WPx * v_030_000_2;
            const double v_130_100_0 = QCx * v_130_000_0 + WQx * v_130_000_1 + oo2ze * v_030_000_1;
            const double v_130_000_2 = PAx * v_030_000_2 + WPx * v_030_000_3;
            const double v_130_100_1 = QCx * v_130_000_1 + WQx * v_130_000_2 + oo2ze * v_030_000_2;
            const double v_130_200_0 = QCx * v_130_100_0 + WQx * v_130_100_1 +
                                       oo2e * (v_130_000_0 - roe * v_130_000_1) +
                                       oo2ze * v_030_100_1;
            const double v_130_010_0 =
                QCy * v_130_000_0 + WQy * v_130_000_1 + 3.0 * oo2ze * v_120_000_1;
            const double v_130_010_1 =
                QCy * v_130_000_1 + WQy * v_130_000_2 + 3.0 * oo2ze * v_120_000_2;
            const double v_130_110_0 = QCx * v_130_010_0 + WQx * v_130_010_1 + oo2ze * v_030_010_1;
            const double v_130_001_0 = QCz * v_130_000_0 + WQz * v_130_000_1;
            const double v_130_001_1 = QCz * v_130_000_1 + WQz * v_130_000_2;
            const double v_130_101_0 = QCx * v_130_001_0 + WQx * v_130_001_1 + oo2ze * v_030_001_1;
            const double v_130_020_0 = QCy * v_130_010_0 + WQy * v_130_010_1 +
                                       oo2e * (v_130_000_0 - roe * v_130_000_1) +
                                       3.0 * oo2ze * v_120_010_1;
            const double v_130_011_0 =
                QCy * v_130_001_0 + WQy * v_130_001_1 + 3.0 * oo2ze * v_120_001_1;
            const double v_130_002_0 =
                QCz * v_130_001_0 + WQz * v_130_001_1 + oo2e * (v_130_000_0 - roe * v_130_000_1);
            const double v_121_000_0 = PAx * v_021_000_0 + WPx * v_021_000_1;
            const double v_121_000_1 = PAx * v_021_000_1 + WPx * v_021_000_2;
            const double v_121_100_0 = QCx * v_121_000_0 + WQx * v_121_000_1 + oo2ze * v_021_000_1;
            const double v_121_000_2 = PAx * v_021_000_2 + WPx * v_021_000_3;
            const double v_121_100_1 = QCx * v_121_000_1 + WQx * v_121_000_2 + oo2ze * v_021_000_2;
            const double v_121_200_0 = QCx * v_121_100_0 + WQx * v_121_100_1 +
                                       oo2e * (v_121_000_0 - roe * v_121_000_1) +
                                       oo2ze * v_021_100_1;
            const double v_121_010_0 =
                QCy * v_121_000_0 + WQy * v_121_000_1 + 2.0 * oo2ze * v_111_000_1;
            const double v_121_010_1 =
                QCy * v_121_000_1 + WQy * v_121_000_2 + 2.0 * oo2ze * v_111_000_2;
            const double v_121_110_0 = QCx * v_121_010_0 + WQx * v_121_010_1 + oo2ze * v_021_010_1;
            const double v_121_001_0 = QCz * v_121_000_0 + WQz * v_121_000_1 + oo2ze * v_120_000_1;
            const double v_121_001_1 = QCz * v_121_000_1 + WQz * v_121_000_2 + oo2ze * v_120_000_2;
            const double v_121_101_0 = QCx * v_121_001_0 + WQx * v_121_001_1 + oo2ze * v_021_001_1;
            const double v_121_020_0 = QCy * v_121_010_0 + WQy * v_121_010_1 +
                                       oo2e * (v_121_000_0 - roe * v_121_000_1) +
                                       2.0 * oo2ze * v_111_010_1;
            const double v_121_011_0 =
                QCy * v_121_001_0 + WQy * v_121_001_1 + 2.0 * oo2ze * v_111_001_1;
            const double v_121_002_0 = QCz * v_121_001_0 + WQz * v_121_001_1 +
                                       oo2e * (v_121_000_0 - roe * v_121_000_1) +
                                       oo2ze * v_120_001_1;
            const double v_112_000_0 = PAx * v_012_000_0 + WPx * v_012_000_1;
            const double v_112_000_1 = PAx * v_012_000_1 + WPx * v_012_000_2;
            const double v_112_100_0 = QCx * v_112_000_0 + WQx * v_112_000_1 + oo2ze * v_012_000_1;
            const double v_112_000_2 = PAx * v_012_000_2 + WPx * v_012_000_3;
            const double v_112_100_1 = QCx * v_112_000_1 + WQx * v_112_000_2 + oo2ze * v_012_000_2;
            const double v_112_200_0 = QCx * v_112_100_0 + WQx * v_112_100_1 +
                                       oo2e * (v_112_000_0 - roe * v_112_000_1) +
                                       oo2ze * v_012_100_1;
            const double v_112_010_0 = QCy * v_112_000_0 + WQy * v_112_000_1 + oo2ze * v_102_000_1;
            const double v_112_010_1 = QCy * v_112_000_1 + WQy * v_112_000_2 + oo2ze * v_102_000_2;
            const double v_112_110_0 = QCx * v_112_010_0 + WQx * v_112_010_1 + oo2ze * v_012_010_1;
            const double v_112_001_0 =
                QCz * v_112_000_0 + WQz * v_112_000_1 + 2.0 * oo2ze * v_111_000_1;
            const double v_112_001_1 =
                QCz * v_112_000_1 + WQz * v_112_000_2 + 2.0 * oo2ze * v_111_000_2;
            const double v_112_101_0 = QCx * v_112_001_0 + WQx * v_112_001_1 + oo2ze * v_012_001_1;
            const double v_112_020_0 = QCy * v_112_010_0 + WQy * v_112_010_1 +
                                       oo2e * (v_112_000_0 - roe * v_112_000_1) +
                                       oo2ze * v_102_010_1;
            const double v_112_011_0 = QCy * v_112_001_0 + WQy * v_112_001_1 + oo2ze * v_102_001_1;
            const double v_112_002_0 = QCz * v_112_001_0 + WQz * v_112_001_1 +
                                       oo2e * (v_112_000_0 - roe * v_112_000_1) +
                                       2.0 * oo2ze * v_111_001_1;
            const double v_103_000_0 = PAx * v_003_000_0 + WPx * v_003_000_1;
            const double v_103_000_1 = PAx * v_003_000_1 + WPx * v_003_000_2;
            const double v_103_100_0 = QCx * v_103_000_0 + WQx * v_103_000_1 + oo2ze * v_003_000_1;
            const double v_103_000_2 = PAx * v_003_000_2 + WPx * v_003_000_3;
            const double v_103_100_1 = QCx * v_103_000_1 + WQx * v_103_000_2 + oo2ze * v_003_000_2;
            const double v_103_200_0 = QCx * v_103_100_0 + WQx * v_103_100_1 +
                                       oo2e * (v_103_000_0 - roe * v_103_000_1) +
                                       oo2ze * v_003_100_1;
            const double v_103_010_0 = QCy * v_103_000_0 + WQy * v_103_000_1;
            const double v_103_010_1 = QCy * v_103_000_1 + WQy * v_103_000_2;
            const double v_103_110_0 = QCx * v_103_010_0 + WQx * v_103_010_1 + oo2ze * v_003_010_1;
            const double v_103_001_0 =
                QCz * v_103_000_0 + WQz * v_103_000_1 + 3.0 * oo2ze * v_102_000_1;
            const double v_103_001_1 =
                QCz * v_103_000_1 + WQz * v_103_000_2 + 3.0 * oo2ze * v_102_000_2;
            const double v_103_101_0 = QCx * v_103_001_0 + WQx * v_103_001_1 + oo2ze * v_003_001_1;
            const double v_103_020_0 =
                QCy * v_103_010_0 + WQy * v_103_010_1 + oo2e * (v_103_000_0 - roe * v_103_000_1);
            const double v_103_011_0 = QCy * v_103_001_0 + WQy * v_103_001_1;
            const double v_103_002_0 = QCz * v_103_001_0 + WQz * v_103_001_1 +
                                       oo2e * (v_103_000_0 - roe * v_103_000_1) +
                                       3.0 * oo2ze * v_102_001_1;
            const double v_040_000_0 = PAy * v_030_000_0 + WPy * v_030_000_1 +
                                       3.0 * oo2z * (v_020_000_0 - roz * v_020_000_1);
            const double v_040_000_1 = PAy * v_030_000_1 + WPy * v_030_000_2 +
                                       3.0 * oo2z * (v_020_000_1 - roz * v_020_000_2);
            const double v_040_100_0 = QCx * v_040_000_0 + WQx * v_040_000_1;
            const double v_040_000_2 = PAy * v_030_000_2 + WPy * v_030_000_3 +
                                       3.0 * oo2z * (v_020_000_2 - roz * v_020_000_3);
            const double v_040_100_1 = QCx * v_040_000_1 + WQx * v_040_000_2;
            const double v_040_200_0 =
                QCx * v_040_100_0 + WQx * v_040_100_1 + oo2e * (v_040_000_0 - roe * v_040_000_1);
            const double v_040_010_0 =
                QCy * v_040_000_0 + WQy * v_040_000_1 + 4.0 * oo2ze * v_030_000_1;
            const double v_040_010_1 =
                QCy * v_040_000_1 + WQy * v_040_000_2 + 4.0 * oo2ze * v_030_000_2;
            const double v_040_110_0 = QCx * v_040_010_0 + WQx * v_040_010_1;
            const double v_040_001_0 = QCz * v_040_000_0 + WQz * v_040_000_1;
            const double v_040_001_1 = QCz * v_040_000_1 + WQz * v_040_000_2;
            const double v_040_101_0 = QCx * v_040_001_0 + WQx * v_040_001_1;
            const double v_040_020_0 = QCy * v_040_010_0 + WQy * v_040_010_1 +
                                       oo2e * (v_040_000_0 - roe * v_040_000_1) +
                                       4.0 * oo2ze * v_030_010_1;
            const double v_040_011_0 =
                QCy * v_040_001_0 + WQy * v_040_001_1 + 4.0 * oo2ze * v_030_001_1;
            const double v_040_002_0 =
                QCz * v_040_001_0 + WQz * v_040_001_1 + oo2e * (v_040_000_0 - roe * v_040_000_1);
            const double v_031_000_0 = PAy * v_021_000_0 + WPy * v_021_000_1 +
                                       2.0 * oo2z * (v_011_000_0 - roz * v_011_000_1);
            const double v_031_000_1 = PAy * v_021_000_1 + WPy * v_021_000_2 +
                                       2.0 * oo2z * (v_011_000_1 - roz * v_011_000_2);
            const double v_031_100_0 = QCx * v_031_000_0 + WQx * v_031_000_1;
            const double v_031_000_2 = PAy * v_021_000_2 + WPy * v_021_000_3 +
                                       2.0 * oo2z * (v_011_000_2 - roz * v_011_000_3);
            const double v_031_100_1 = QCx * v_031_000_1 + WQx * v_031_000_2;
            const double v_031_200_0 =
                QCx * v_031_100_0 + WQx * v_031_100_1 + oo2e * (v_031_000_0 - roe * v_031_000_1);
            const double v_031_010_0 =
                QCy * v_031_000_0 + WQy * v_031_000_1 + 3.0 * oo2ze * v_021_000_1;
            const double v_031_010_1 =
                QCy * v_031_000_1 + WQy * v_031_000_2 + 3.0 * oo2ze * v_021_000_2;
            const double v_031_110_0 = QCx * v_031_010_0 + WQx * v_031_010_1;
            const double v_031_001_0 = QCz * v_031_000_0 + WQz * v_031_000_1 + oo2ze * v_030_000_1;
            const double v_031_001_1 = QCz * v_031_000_1 + WQz * v_031_000_2 + oo2ze * v_030_000_2;
            const double v_031_101_0 = QCx * v_031_001_0 + WQx * v_031_001_1;
            const double v_031_020_0 = QCy * v_031_010_0 + WQy * v_031_010_1 +
                                       oo2e * (v_031_000_0 - roe * v_031_000_1) +
                                       3.0 * oo2ze * v_021_010_1;
            const double v_031_011_0 =
                QCy * v_031_001_0 + WQy * v_031_001_1 + 3.0 * oo2ze * v_021_001_1;
            const double v_031_002_0 = QCz * v_031_001_0 + WQz * v_031_001_1 +
                                       oo2e * (v_031_000_0 - roe * v_031_000_1) +
                                       oo2ze * v_030_001_1;
            const double v_022_000_0 =
                PAy * v_012_000_0 + WPy * v_012_000_1 + oo2z * (v_002_000_0 - roz * v_002_000_1);
            const double v_022_000_1 =
                PAy * v_012_000_1 + WPy * v_012_000_2 + oo2z * (v_002_000_1 - roz * v_002_000_2);
            const double v_022_100_0 = QCx * v_022_000_0 + WQx * v_022_000_1;
            const double v_022_000_2 =
                PAy * v_012_000_2 + WPy * v_012_000_3 + oo2z * (v_002_000_2 - roz * v_002_000_3);
            const double v_022_100_1 = QCx * v_022_000_1 + WQx * v_022_000_2;
            const double v_022_200_0 =
                QCx * v_022_100_0 + WQx * v_022_100_1 + oo2e * (v_022_000_0 - roe * v_022_000_1);
            const double v_022_010_0 =
                QCy * v_022_000_0 + WQy * v_022_000_1 + 2.0 * oo2ze * v_012_000_1;
            const double v_022_010_1 =
                QCy * v_022_000_1 + WQy * v_022_000_2 + 2.0 * oo2ze * v_012_000_2;
            const double v_022_110_0 = QCx * v_022_010_0 + WQx * v_022_010_1;
            const double v_022_001_0 =
                QCz * v_022_000_0 + WQz * v_022_000_1 + 2.0 * oo2ze * v_021_000_1;
            const double v_022_001_1 =
                QCz * v_022_000_1 + WQz * v_022_000_2 + 2.0 * oo2ze * v_021_000_2;
            const double v_022_101_0 = QCx * v_022_001_0 + WQx * v_022_001_1;
            const double v_022_020_0 = QCy * v_022_010_0 + WQy * v_022_010_1 +
                                       oo2e * (v_022_000_0 - roe * v_022_000_1) +
                                       2.0 * oo2ze * v_012_010_1;
            const double v_022_011_0 =
                QCy * v_022_001_0 + WQy * v_022_001_1 + 2.0 * oo2ze * v_012_001_1;
            const double v_022_002_0 = QCz * v_022_001_0 + WQz * v_022_001_1 +
                                       oo2e * (v_022_000_0 - roe * v_022_000_1) +
                                       2.0 * oo2ze * v_021_001_1;
            const double v_013_000_0 = PAy * v_003_000_0 + WPy * v_003_000_1;
            const double v_013_000_1 = PAy * v_003_000_1 + WPy * v_003_000_2;
            const double v_013_100_0 = QCx * v_013_000_0 + WQx * v_013_000_1;
            const double v_013_000_2 = PAy * v_003_000_2 + WPy * v_003_000_3;
            const double v_013_100_1 = QCx * v_013_000_1 + WQx * v_013_000_2;
            const double v_013_200_0 =
                QCx * v_013_100_0 + WQx * v_013_100_1 + oo2e * (v_013_000_0 - roe * v_013_000_1);
            const double v_013_010_0 = QCy * v_013_000_0 + WQy * v_013_000_1 + oo2ze * v_003_000_1;
            const double v_013_010_1 = QCy * v_013_000_1 + WQy * v_013_000_2 + oo2ze * v_003_000_2;
            const double v_013_110_0 = QCx * v_013_010_0 + WQx * v_013_010_1;
            const double v_013_001_0 =
                QCz * v_013_000_0 + WQz * v_013_000_1 + 3.0 * oo2ze * v_012_000_1;
            const double v_013_001_1 =
                QCz * v_013_000_1 + WQz * v_013_000_2 + 3.0 * oo2ze * v_012_000_2;
            const double v_013_101_0 = QCx * v_013_001_0 + WQx * v_013_001_1;
            const double v_013_020_0 = QCy * v_013_010_0 + WQy * v_013_010_1 +
                                       oo2e * (v_013_000_0 - roe * v_013_000_1) +
                                       oo2ze * v_003_010_1;
            const double v_013_011_0 = QCy * v_013_001_0 + WQy * v_013_001_1 + oo2ze * v_003_001_1;
            const double v_013_002_0 = QCz * v_013_001_0 + WQz * v_013_001_1 +
                                       oo2e * (v_013_000_0 - roe * v_013_000_1) +
                                       3.0 * oo2ze * v_012_001_1;
            const double v_004_000_0 = PAz * v_003_000_0 + WPz * v_003_000_1 +
                                       3.0 * oo2z * (v_002_000_0 - roz * v_002_000_1);
            const double v_004_000_1 = PAz * v_003_000_1 + WPz * v_003_000_2 +
                                       3.0 * oo2z * (v_002_000_1 - roz * v_002_000_2);
            const double v_004_100_0 = QCx * v_004_000_0 + WQx * v_004_000_1;
            const double v_004_000_2 = PAz * v_003_000_2 + WPz * v_003_000_3 +
                                       3.0 * oo2z * (v_002_000_2 - roz * v_002_000_3);
            const double v_004_100_1 = QCx * v_004_000_1 + WQx * v_004_000_2;
            const double v_004_200_0 =
                QCx * v_004_100_0 + WQx * v_004_100_1 + oo2e * (v_004_000_0 - roe * v_004_000_1);
            const double v_004_010_0 = QCy * v_004_000_0 + WQy * v_004_000_1;
            const double v_004_010_1 = QCy * v_004_000_1 + WQy * v_004_000_2;
            const double v_004_110_0 = QCx * v_004_010_0 + WQx * v_004_010_1;
            const double v_004_001_0 =
                QCz * v_004_000_0 + WQz * v_004_000_1 + 4.0 * oo2ze * v_003_000_1;
            const double v_004_001_1 =
                QCz * v_004_000_1 + WQz * v_004_000_2 + 4.0 * oo2ze * v_003_000_2;
            const double v_004_101_0 = QCx * v_004_001_0 + WQx * v_004_001_1;
            const double v_004_020_0 =
                QCy * v_004_010_0 + WQy * v_004_010_1 + oo2e * (v_004_000_0 - roe * v_004_000_1);
            const double v_004_011_0 = QCy * v_004_001_0 + WQy * v_004_001_1;
            const double v_004_002_0 = QCz * v_004_001_0 + WQz * v_004_001_1 +
                                       oo2e * (v_004_000_0 - roe * v_004_000_1) +
                                       4.0 * oo2ze * v_003_001_1;
            const double s_7 = pref * F[7];
            const double v_100_000_6 = PAx * s_6 + WPx * s_7;
            const double v_200_000_5 =
                PAx * v_100_000_5 + WPx * v_100_000_6 + oo2z * (s_5 - roz * s_6);
            const double v_300_000_4 = PAx * v_200_000_4 + WPx * v_200_000_5 +
                                       2.0 * oo2z * (v_100_000_4 - roz * v_100_000_5);
            const double v_400_000_3 = PAx * v_300_000_3 + WPx * v_300_000_4 +
                                       3.0 * oo2z * (v_200_000_3 - roz * v_200_000_4);
            const double v_400_100_2 =
                QCx * v_400_000_2 + WQx * v_400_000_3 + 4.0 * oo2ze * v_300_000_3;
            const double v_400_200_1 = QCx * v_400_100_1 + WQx * v_400_100_2 +
                                       oo2e * (v_400_000_1 - roe * v_400_000_2) +
                                       4.0 * oo2ze * v_300_100_2;
            const double v_400_300_0 = QCx * v_400_200_0 + WQx * v_400_200_1 +
                                       2.0 * oo2e * (v_400_100_0 - roe * v_400_100_1) +
                                       4.0 * oo2ze * v_300_200_1;
            const double v_400_010_2 = QCy * v_400_000_2 + WQy * v_400_000_3;
            const double v_400_110_1 =
                QCx * v_400_010_1 + WQx * v_400_010_2 + 4.0 * oo2ze * v_300_010_2;
            const double v_400_210_0 = QCx * v_400_110_0 + WQx * v_400_110_1 +
                                       oo2e * (v_400_010_0 - roe * v_400_010_1) +
                                       4.0 * oo2ze * v_300_110_1;
            const double v_400_001_2 = QCz * v_400_000_2 + WQz * v_400_000_3;
            const double v_400_101_1 =
                QCx * v_400_001_1 + WQx * v_400_001_2 + 4.0 * oo2ze * v_300_001_2;
            const double v_400_201_0 = QCx * v_400_101_0 + WQx * v_400_101_1 +
                                       oo2e * (v_400_001_0 - roe * v_400_001_1) +
                                       4.0 * oo2ze * v_300_101_1;
            const double v_400_020_1 =
                QCy * v_400_010_1 + WQy * v_400_010_2 + oo2e * (v_400_000_1 - roe * v_400_000_2);
            const double v_400_120_0 =
                QCx * v_400_020_0 + WQx * v_400_020_1 + 4.0 * oo2ze * v_300_020_1;
            const double v_400_011_1 = QCy * v_400_001_1 + WQy * v_400_001_2;
            const double v_400_111_0 =
                QCx * v_400_011_0 + WQx * v_400_011_1 + 4.0 * oo2ze * v_300_011_1;
            const double v_400_002_1 =
                QCz * v_400_001_1 + WQz * v_400_001_2 + oo2e * (v_400_000_1 - roe * v_400_000_2);
            const double v_400_102_0 =
                QCx * v_400_002_0 + WQx * v_400_002_1 + 4.0 * oo2ze * v_300_002_1;
            const double v_400_030_0 = QCy * v_400_020_0 + WQy * v_400_020_1 +
                                       2.0 * oo2e * (v_400_010_0 - roe * v_400_010_1);
            const double v_400_021_0 =
                QCy * v_400_011_0 + WQy * v_400_011_1 + oo2e * (v_400_001_0 - roe * v_400_001_1);
            const double v_400_012_0 = QCy * v_400_002_0 + WQy * v_400_002_1;
            const double v_400_003_0 = QCz * v_400_002_0 + WQz * v_400_002_1 +
                                       2.0 * oo2e * (v_400_001_0 - roe * v_400_001_1);
            const double v_010_000_6 = PAy * s_6 + WPy * s_7;
            const double v_110_000_5 = PAx * v_010_000_5 + WPx * v_010_000_6;
            const double v_210_000_4 =
                PAx * v_110_000_4 + WPx * v_110_000_5 + oo2z * (v_010_000_4 - roz * v_010_000_5);
            const double v_310_000_3 = PAx * v_210_000_3 + WPx * v_210_000_4 +
                                       2.0 * oo2z * (v_110_000_3 - roz * v_110_000_4);
            const double v_310_100_2 =
                QCx * v_310_000_2 + WQx * v_310_000_3 + 3.0 * oo2ze * v_210_000_3;
            const double v_310_200_1 = QCx * v_310_100_1 + WQx * v_310_100_2 +
                                       oo2e * (v_310_000_1 - roe * v_310_000_2) +
                                       3.0 * oo2ze * v_210_100_2;
            const double v_310_300_0 = QCx * v_310_200_0 + WQx * v_310_200_1 +
                                       2.0 * oo2e * (v_310_100_0 - roe * v_310_100_1) +
                                       3.0 * oo2ze * v_210_200_1;
            const double v_310_010_2 = QCy * v_310_000_2 + WQy * v_310_000_3 + oo2ze * v_300_000_3;
            const double v_310_110_1 =
                QCx * v_310_010_1 + WQx * v_310_010_2 + 3.0 * oo2ze * v_210_010_2;
            const double v_310_210_0 = QCx * v_310_110_0 + WQx * v_310_110_1 +
                                       oo2e * (v_310_010_0 - roe * v_310_010_1) +
                                       3.0 * oo2ze * v_210_110_1;
            const double v_310_001_2 = QCz * v_310_000_2 + WQz * v_310_000_3;
            const double v_310_101_1 =
                QCx * v_310_001_1 + WQx * v_310_001_2 + 3.0 * oo2ze * v_210_001_2;
            const double v_310_201_0 = QCx * v_310_101_0 + WQx * v_310_101_1 +
                                       oo2e * (v_310_001_0 - roe * v_310_001_1) +
                                       3.0 * oo2ze * v_210_101_1;
            const double v_310_020_1 = QCy * v_310_010_1 + WQy * v_310_010_2 +
                                       oo2e * (v_310_000_1 - roe * v_310_000_2) +
                                       oo2ze * v_300_010_2;
            const double v_310_120_0 =
                QCx * v_310_020_0 + WQx * v_310_020_1 + 3.0 * oo2ze * v_210_020_1;
            const double v_310_011_1 = QCy * v_310_001_1 + WQy * v_310_001_2 + oo2ze * v_300_001_2;
            const double v_310_111_0 =
                QCx * v_310_011_0 + WQx * v_310_011_1 + 3.0 * oo2ze * v_210_011_1;
            const double v_310_002_1 =
                QCz * v_310_001_1 + WQz * v_310_001_2 + oo2e * (v_310_000_1 - roe * v_310_000_2);
            const double v_310_102_0 =
                QCx * v_310_002_0 + WQx * v_310_002_1 + 3.0 * oo2ze * v_210_002_1;
            const double v_310_030_0 = QCy * v_310_020_0 + WQy * v_310_020_1 +
                                       2.0 * oo2e * (v_310_010_0 - roe * v_310_010_1) +
                                       oo2ze * v_300_020_1;
            const double v_310_021_0 = QCy * v_310_011_0 + WQy * v_310_011_1 +
                                       oo2e * (v_310_001_0 - roe * v_310_001_1) +
                                       oo2ze * v_300_011_1;
            const double v_310_012_0 = QCy * v_310_002_0 + WQy * v_310_002_1 + oo2ze * v_300_002_1;
            const double v_310_003_0 = QCz * v_310_002_0 + WQz * v_310_002_1 +
                                       2.0 * oo2e * (v_310_001_0 - roe * v_310_001_1);
            const double v_001_000_6 = PAz * s_6 + WPz * s_7;
            const double v_101_000_5 = PAx * v_001_000_5 + WPx * v_001_000_6;
            const double v_201_000_4 =
                PAx * v_101_000_4 + WPx * v_101_000_5 + oo2z * (v_001_000_4 - roz * v_001_000_5);
            const double v_301_000_3 = PAx * v_201_000_3 + WPx * v_201_000_4 +
                                       2.0 * oo2z * (v_101_000_3 - roz * v_101_000_4);
            const double v_301_100_2 =
                QCx * v_301_000_2 + WQx * v_301_000_3 + 3.0 * oo2ze * v_201_000_3;
            const double v_301_200_1 = QCx * v_301_100_1 + WQx * v_301_100_2 +
                                       oo2e * (v_301_000_1 - roe * v_301_000_2) +
                                       3.0 * oo2ze * v_201_100_2;
            const double v_301_300_0 = QCx * v_301_200_0 + WQx * v_301_200_1 +
                                       2.0 * oo2e * (v_301_100_0 - roe * v_301_100_1) +
                                       3.0 * oo2ze * v_201_200_1;
            const double v_301_010_2 = QCy * v_301_000_2 + WQy * v_301_000_3;
            const double v_301_110_1 =
                QCx * v_301_010_1 + WQx * v_301_010_2 + 3.0 * oo2ze * v_201_010_2;
            const double v_301_210_0 = QCx * v_301_110_0 + WQx * v_301_110_1 +
                                       oo2e * (v_301_010_0 - roe * v_301_010_1) +
                                       3.0 * oo2ze * v_201_110_1;
            const double v_301_001_2 = QCz * v_301_000_2 + WQz * v_301_000_3 + oo2ze * v_300_000_3;
            const double v_301_101_1 =
                QCx * v_301_001_1 + WQx * v_301_001_2 + 3.0 * oo2ze * v_201_001_2;
            const double v_301_201_0 = QCx * v_301_101_0 + WQx * v_301_101_1 +
                                       oo2e * (v_301_001_0 - roe * v_301_001_1) +
                                       3.0 * oo2ze * v_201_101_1;
            const double v_301_020_1 =
                QCy * v_301_010_1 + WQy * v_301_010_2 + oo2e * (v_301_000_1 - roe * v_301_000_2);
            const double v_301_120_0 =
                QCx * v_301_020_0 + WQx * v_301_020_1 + 3.0 * oo2ze * v_201_020_1;
            const double v_301_011_1 = QCy * v_301_001_1 + WQy * v_301_001_2;
            const double v_301_111_0 =
                QCx * v_301_011_0 + WQx * v_301_011_1 + 3.0 * oo2ze * v_201_011_1;
            const double v_301_002_1 = QCz * v_301_001_1 + WQz * v_301_001_2 +
                                       oo2e * (v_301_000_1 - roe * v_301_000_2) +
                                       oo2ze * v_300_001_2;
            const double v_301_102_0 =
                QCx * v_301_002_0 + WQx * v_301_002_1 + 3.0 * oo2ze * v_201_002_1;
            const double v_301_030_0 = QCy * v_301_020_0 + WQy * v_301_020_1 +
                                       2.0 * oo2e * (v_301_010_0 - roe * v_301_010_1);
            const double v_301_021_0 =
                QCy * v_301_011_0 + WQy * v_301_011_1 + oo2e * (v_301_001_0 - roe * v_301_001_1);
            const double v_301_012_0 = QCy * v_301_002_0 + WQy * v_301_002_1;
            const double v_301_003_0 = QCz * v_301_002_0 + WQz * v_301_002_1 +
                                       2.0 * oo2e * (v_301_001_0 - roe * v_301_001_1) +
                                       oo2ze * v_300_002_1;
            const double v_020_000_5 =
                PAy * v_010_000_5 + WPy * v_010_000_6 + oo2z * (s_5 - roz * s_6);
            const double v_120_000_4 = PAx * v_020_000_4 + WPx * v_020_000_5;
            const double v_220_000_3 =
                PAx * v_120_000_3 + WPx * v_120_000_4 + oo2z * (v_020_000_3 - roz * v_020_000_4);
            const double v_220_100_2 =
                QCx * v_220_000_2 + WQx * v_220_000_3 + 2.0 * oo2ze * v_120_000_3;
            const double v_220_200_1 = QCx * v_220_100_1 + WQx * v_220_100_2 +
                                       oo2e * (v_220_000_1 - roe * v_220_000_2) +
                                       2.0 * oo2ze * v_120_100_2;
            const double v_220_300_0 = QCx * v_220_200_0 + WQx * v_220_200_1 +
                                       2.0 * oo2e * (v_220_100_0 - roe * v_220_100_1) +
                                       2.0 * oo2ze * v_120_200_1;
            const double v_220_010_2 =
                QCy * v_220_000_2 + WQy * v_220_000_3 + 2.0 * oo2ze * v_210_000_3;
            const double v_220_110_1 =
                QCx * v_220_010_1 + WQx * v_220_010_2 + 2.0 * oo2ze * v_120_010_2;
            const double v_220_210_0 = QCx * v_220_110_0 + WQx * v_220_110_1 +
                                       oo2e * (v_220_010_0 - roe * v_220_010_1) +
                                       2.0 * oo2ze * v_120_110_1;
            const double v_220_001_2 = QCz * v_220_000_2 + WQz * v_220_000_3;
            const double v_220_101_1 =
                QCx * v_220_001_1 + WQx * v_220_001_2 + 2.0 * oo2ze * v_120_001_2;
            const double v_220_201_0 = QCx * v_220_101_0 + WQx * v_220_101_1 +
                                       oo2e * (v_220_001_0 - roe * v_220_001_1) +
                                       2.0 * oo2ze * v_120_101_1;
            const double v_220_020_1 = QCy * v_220_010_1 + WQy * v_220_010_2 +
                                       oo2e * (v_220_000_1 - roe * v_220_000_2) +
                                       2.0 * oo2ze * v_210_010_2;
            const double v_220_120_0 =
                QCx * v_220_020_0 + WQx * v_220_020_1 + 2.0 * oo2ze * v_120_020_1;
            const double v_220_011_1 =
                QCy * v_220_001_1 + WQy * v_220_001_2 + 2.0 * oo2ze * v_210_001_2;
            const double v_220_111_0 =
                QCx * v_220_011_0 + WQx * v_220_011_1 + 2.0 * oo2ze * v_120_011_1;
            const double v_220_002_1 =
                QCz * v_220_001_1 + WQz * v_220_001_2 + oo2e * (v_220_000_1 - roe * v_220_000_2);
            const double v_220_102_0 =
                QCx * v_220_002_0 + WQx * v_220_002_1 + 2.0 * oo2ze * v_120_002_1;
            const double v_220_030_0 = QCy * v_220_020_0 + WQy * v_220_020_1 +
                                       2.0 * oo2e * (v_220_010_0 - roe * v_220_010_1) +
                                       2.0 * oo2ze * v_210_020_1;
            const double v_220_021_0 = QCy * v_220_011_0 + WQy * v_220_011_1 +
                                       oo2e * (v_220_001_0 - roe * v_220_001_1) +
                                       2.0 * oo2ze * v_210_011_1;
            const double v_220_012_0 =
                QCy * v_220_002_0 + WQy * v_220_002_1 + 2.0 * oo2ze * v_210_002_1;
            const double v_220_003_0 = QCz * v_220_002_0 + WQz * v_220_002_1 +
                                       2.0 * oo2e * (v_220_001_0 - roe * v_220_001_1);
            const double v_011_000_5 = PAy * v_001_000_5 + WPy * v_001_000_6;
            const double v_111_000_4 = PAx * v_011_000_4 + WPx * v_011_000_5;
            const double v_211_000_3 =
                PAx * v_111_000_3 + WPx * v_111_000_4 + oo2z * (v_011_000_3 - roz * v_011_000_4);
            const double v_211_100_2 =
                QCx * v_211_000_2 + WQx * v_211_000_3 + 2.0 * oo2ze * v_111_000_3;
            const double v_211_200_1 = QCx * v_211_100_1 + WQx * v_211_100_2 +
                                       oo2e * (v_211_000_1 - roe * v_211_000_2) +
                                       2.0 * oo2ze * v_111_100_2;
            const double v_211_300_0 = QCx * v_211_200_0 + WQx * v_211_200_1 +
                                       2.0 * oo2e * (v_211_100_0 - roe * v_211_100_1) +
                                       2.0 * oo2ze * v_111_200_1;
            const double v_211_010_2 = QCy * v_211_000_2 + WQy * v_211_000_3 + oo2ze * v_201_000_3;
            const double v_211_110_1 =
                QCx * v_211_010_1 + WQx * v_211_010_2 + 2.0 * oo2ze * v_111_010_2;
            const double v_211_210_0 = QCx * v_211_110_0 + WQx * v_211_110_1 +
                                       oo2e * (v_211_010_0 - roe * v_211_010_1) +
                                       2.0 * oo2ze * v_111_110_1;
            const double v_211_001_2 = QCz * v_211_000_2 + WQz * v_211_000_3 + oo2ze * v_210_000_3;
            const double v_211_101_1 =
                QCx * v_211_001_1 + WQx * v_211_001_2 + 2.0 * oo2ze * v_111_001_2;
            const double v_211_201_0 = QCx * v_211_101_0 + WQx * v_211_101_1 +
                                       oo2e * (v_211_001_0 - roe * v_211_001_1) +
                                       2.0 * oo2ze * v_111_101_1;
            const double v_211_020_1 = QCy * v_211_010_1 + WQy * v_211_010_2 +
                                       oo2e * (v_211_000_1 - roe * v_211_000_2) +
                                       oo2ze * v_201_010_2;
            const double v_211_120_0 =
                QCx * v_211_020_0 + WQx * v_211_020_1 + 2.0 * oo2ze * v_111_020_1;
            const double v_211_011_1 = QCy * v_211_001_1 + WQy * v_211_001_2 + oo2ze * v_201_001_2;
            const double v_211_111_0 =
                QCx * v_211_011_0 + WQx * v_211_011_1 + 2.0 * oo2ze * v_111_011_1;
            const double v_211_002_1 = QCz * v_211_001_1 + WQz * v_211_001_2 +
                                       oo2e * (v_211_000_1 - roe * v_211_000_2) +
                                       oo2ze * v_210_001_2;
            const double v_211_102_0 =
                QCx * v_211_002_0 + WQx * v_211_002_1 + 2.0 * oo2ze * v_111_002_1;
            const double v_211_030_0 = QCy * v_211_020_0 + WQy * v_211_020_1 +
                                       2.0 * oo2e * (v_211_010_0 - roe * v_211_010_1) +
                                       oo2ze * v_201_020_1;
            const double v_211_021_0 = QCy * v_211_011_0 + WQy * v_211_011_1 +
                                       oo2e * (v_211_001_0 - roe * v_211_001_1) +
                                       oo2ze * v_201_011_1;
            const double v_211_012_0 = QCy * v_211_002_0 + WQy * v_211_002_1 + oo2ze * v_201_002_1;
            const double v_211_003_0 = QCz * v_211_002_0 + WQz * v_211_002_1 +
                                       2.0 * oo2e * (v_211_001_0 - roe * v_211_001_1) +
                                       oo2ze * v_210_002_1;
            const double v_002_000_5 =
                PAz * v_001_000_5 + WPz * v_001_000_6 + oo2z * (s_5 - roz * s_6);
            const double v_102_000_4 = PAx * v_002_000_4 + WPx * v_002_000_5;
            const double v_202_000_3 =
                PAx * v_102_000_3 + WPx * v_102_000_4 + oo2z * (v_002_000_3 - roz * v_002_000_4);
            const double v_202_100_2 =
                QCx * v_202_000_2 + WQx * v_202_000_3 + 2.0 * oo2ze * v_102_000_3;
            const double v_202_200_1 = QCx * v_202_100_1 + WQx * v_202_100_2 +
                                       oo2e * (v_202_000_1 - roe * v_202_000_2) +
                                       2.0 * oo2ze * v_102_100_2;
            const double v_202_300_0 = QCx * v_202_200_0 + WQx * v_202_200_1 +
                                       2.0 * oo2e * (v_202_100_0 - roe * v_202_100_1) +
                                       2.0 * oo2ze * v_102_200_1;
            const double v_202_010_2 = QCy * v_202_000_2 + WQy * v_202_000_3;
            const double v_202_110_1 =
                QCx * v_202_010_1 + WQx * v_202_010_2 + 2.0 * oo2ze * v_102_010_2;
            const double v_202_210_0 = QCx * v_202_110_0 + WQx * v_202_110_1 +
                                       oo2e * (v_202_010_0 - roe * v_202_010_1) +
                                       2.0 * oo2ze * v_102_110_1;
            const double v_202_001_2 =
                QCz * v_202_000_2 + WQz * v_202_000_3 + 2.0 * oo2ze * v_201_000_3;
            const double v_202_101_1 =
                QCx * v_202_001_1 + WQx * v_202_001_2 + 2.0 * oo2ze * v_102_001_2;
            const double v_202_201_0 = QCx * v_202_101_0 + WQx * v_202_101_1 +
                                       oo2e * (v_202_001_0 - roe * v_202_001_1) +
                                       2.0 * oo2ze * v_102_101_1;
            const double v_202_020_1 =
                QCy * v_202_010_1 + WQy * v_202_010_2 + oo2e * (v_202_000_1 - roe * v_202_000_2);
            const double v_202_120_0 =
                QCx * v_202_020_0 + WQx * v_202_020_1 + 2.0 * oo2ze * v_102_020_1;
            const double v_202_011_1 = QCy * v_202_001_1 + WQy * v_202_001_2;
            const double v_202_111_0 =
                QCx * v_202_011_0 + WQx * v_202_011_1 + 2.0 * oo2ze * v_102_011_1;
            const double v_202_002_1 = QCz * v_202_001_1 + WQz * v_202_001_2 +
                                       oo2e * (v_202_000_1 - roe * v_202_000_2) +
                                       2.0 * oo2ze * v_201_001_2;
            const double v_202_102_0 =
                QCx * v_202_002_0 + WQx * v_202_002_1 + 2.0 * oo2ze * v_102_002_1;
            const double v_202_030_0 = QCy * v_202_020_0 + WQy * v_202_020_1 +
                                       2.0 * oo2e * (v_202_010_0 - roe * v_202_010_1);
            const double v_202_021_0 =
                QCy * v_202_011_0 + WQy * v_202_011_1 + oo2e * (v_202_001_0 - roe * v_202_001_1);
            const double v_202_012_0 = QCy * v_202_002_0 + WQy * v_202_002_1;
            const double v_202_003_0 = QCz * v_202_002_0 + WQz * v_202_002_1 +
                                       2.0 * oo2e * (v_202_001_0 - roe * v_202_001_1) +
                                       2.0 * oo2ze * v_201_002_1;
            const double v_030_000_4 = PAy * v_020_000_4 + WPy * v_020_000_5 +
                                       2.0 * oo2z * (v_010_000_4 - roz * v_010_000_5);
            const double v_130_000_3 = PAx * v_030_000_3 + WPx * v_030_000_4;
            const double v_130_100_2 = QCx * v_130_000_2 + WQx * v_130_000_3 + oo2ze * v_030_000_3;
            const double v_130_200_1 = QCx * v_130_100_1 + WQx * v_130_100_2 +
                                       oo2e * (v_130_000_1 - roe * v_130_000_2) +
                                       oo2ze * v_030_100_2;
            const double v_130_300_0 = QCx * v_130_200_0 + WQx * v_130_200_1 +
                                       2.0 * oo2e * (v_130_100_0 - roe * v_130_100_1) +
                                       oo2ze * v_030_200_1;
            const double v_130_010_2 =
                QCy * v_130_000_2 + WQy * v_130_000_3 + 3.0 * oo2ze * v_120_000_3;
            const double v_130_110_1 = QCx * v_130_010_1 + WQx * v_130_010_2 + oo2ze * v_030_010_2;
            const double v_130_210_0 = QCx * v_130_110_0 + WQx * v_130_110_1 +
                                       oo2e * (v_130_010_0 - roe * v_130_010_1) +
                                       oo2ze * v_030_110_1;
            const double v_130_001_2 = QCz * v_130_000_2 + WQz * v_130_000_3;
            const double v_130_101_1 = QCx * v_130_001_1 + WQx * v_130_001_2 + oo2ze * v_030_001_2;
            const double v_130_201_0 = QCx * v_130_101_0 + WQx * v_130_101_1 +
                                       oo2e * (v_130_001_0 - roe * v_130_001_1) +
                                       oo2ze * v_030_101_1;
            const double v_130_020_1 = QCy * v_130_010_1 + WQy * v_130_010_2 +
                                       oo2e * (v_130_000_1 - roe * v_130_000_2) +
                                       3.0 * oo2ze * v_120_010_2;
            const double v_130_120_0 = QCx * v_130_020_0 + WQx * v_130_020_1 + oo2ze * v_030_020_1;
            const double v_130_011_1 =
                QCy * v_130_001_1 + WQy * v_130_001_2 + 3.0 * oo2ze * v_120_001_2;
            const double v_130_111_0 = QCx * v_130_011_0 + WQx * v_130_011_1 + oo2ze * v_030_011_1;
            const double v_130_002_1 =
                QCz * v_130_001_1 + WQz * v_130_001_2 + oo2e * (v_130_000_1 - roe * v_130_000_2);
            const double v_130_102_0 = QCx * v_130_002_0 + WQx * v_130_002_1 + oo2ze * v_030_002_1;
            const double v_130_030_0 = QCy * v_130_020_0 + WQy * v_130_020_1 +
                                       2.0 * oo2e * (v_130_010_0 - roe * v_130_010_1) +
                                       3.0 * oo2ze * v_120_020_1;
            const double v_130_021_0 = QCy * v_130_011_0 + WQy * v_130_011_1 +
                                       oo2e * (v_130_001_0 - roe * v_130_001_1) +
                                       3.0 * oo2ze * v_120_011_1;
            const double v_130_012_0 =
                QCy * v_130_002_0 + WQy * v_130_002_1 + 3.0 * oo2ze * v_120_002_1;
            const double v_130_003_0 = QCz * v_130_002_0 + WQz * v_130_002_1 +
                                       2.0 * oo2e * (v_130_001_0 - roe * v_130_001_1);
            const double v_021_000_4 =
                PAy * v_011_000_4 + WPy * v_011_000_5 + oo2z * (v_001_000_4 - roz * v_001_000_5);
            const double v_121_000_3 = PAx * v_021_000_3 + WPx * v_021_000_4;
            const double v_121_100_2 = QCx * v_121_000_2 + WQx * v_121_000_3 + oo2ze * v_021_000_3;
            const double v_121_200_1 = QCx * v_121_100_1 + WQx * v_121_100_2 +
                                       oo2e * (v_121_000_1 - roe * v_121_000_2) +
                                       oo2ze * v_021_100_2;
            const double v_121_300_0 = QCx * v_121_200_0 + WQx * v_121_200_1 +
                                       2.0 * oo2e * (v_121_100_0 - roe * v_121_100_1) +
                                       oo2ze * v_021_200_1;
            const double v_121_010_2 =
                QCy * v_121_000_2 + WQy * v_121_000_3 + 2.0 * oo2ze * v_111_000_3;
            const double v_121_110_1 = QCx * v_121_010_1 + WQx * v_121_010_2 + oo2ze * v_021_010_2;
            const double v_121_210_0 = QCx * v_121_110_0 + WQx * v_121_110_1 +
                                       oo2e * (v_121_010_0 - roe * v_121_010_1) +
                                       oo2ze * v_021_110_1;
            const double v_121_001_2 = QCz * v_121_000_2 + WQz * v_121_000_3 + oo2ze * v_120_000_3;
            const double v_121_101_1 = QCx * v_121_001_1 + WQx * v_121_001_2 + oo2ze * v_021_001_2;
            const double v_121_201_0 = QCx * v_121_101_0 + WQx * v_121_101_1 +
                                       oo2e * (v_121_001_0 - roe * v_121_001_1) +
                                       oo2ze * v_021_101_1;
            const double v_121_020_1 = QCy * v_121_010_1 + WQy * v_121_010_2 +
                                       oo2e * (v_121_000_1 - roe * v_121_000_2) +
                                       2.0 * oo2ze * v_111_010_2;
            const double v_121_120_0 = QCx * v_121_020_0 + WQx * v_121_020_1 + oo2ze * v_021_020_1;
            const double v_121_011_1 =
                QCy * v_121_001_1 + WQy * v_121_001_2 + 2.0 * oo2ze * v_111_001_2;
            const double v_121_111_0 = QCx * v_121_011_0 + WQx * v_121_011_1 + oo2ze * v_021_011_1;
            const double v_121_002_1 = QCz * v_121_001_1 + WQz * v_121_001_2 +
                                       oo2e * (v_121_000_1 - roe * v_121_000_2) +
                                       oo2ze * v_120_001_2;
            const double v_121_102_0 = QCx * v_121_002_0 + WQx * v_121_002_1 + oo2ze * v_021_002_1;
            const double v_121_030_0 = QCy * v_121_020_0 + WQy * v_121_020_1 +
                                       2.0 * oo2e * (v_121_010_0 - roe * v_121_010_1) +
                                       2.0 * oo2ze * v_111_020_1;
            const double v_121_021_0 = QCy * v_121_011_0 + WQy * v_121_011_1 +
                                       oo2e * (v_121_001_0 - roe * v_121_001_1) +
                                       2.0 * oo2ze * v_111_011_1;
            const double v_121_012_0 =
                QCy * v_121_002_0 + WQy * v_121_002_1 + 2.0 * oo2ze * v_111_002_1;
            const double v_121_003_0 = QCz * v_121_002_0 + WQz * v_121_002_1 +
                                       2.0 * oo2e * (v_121_001_0 - roe * v_121_001_1) +
                                       oo2ze * v_120_002_1;
            const double v_012_000_4 = PAy * v_002_000_4 + WPy * v_002_000_5;
            const double v_112_000_3 = PAx * v_012_000_3 + WPx * v_012_000_4;
            const double v_112_100_2 = QCx * v_112_000_2 + WQx * v_112_000_3 + oo2ze * v_012_000_3;
            const double v_112_200_1 = QCx * v_112_100_1 + WQx * v_112_100_2 +
                                       oo2e * (v_112_000_1 - roe * v_112_000_2) +
                                       oo2ze * v_012_100_2;
            const double v_112_300_0 = QCx * v_112_200_0 + WQx * v_112_200_1 +
                                       2.0 * oo2e * (v_112_100_0 - roe * v_112_100_1) +
                                       oo2ze * v_012_200_1;
            const double v_112_010_2 = QCy * v_112_000_2 + WQy * v_112_000_3 + oo2ze * v_102_000_3;
            const double v_112_110_1 = QCx * v_112_010_1 + WQx * v_112_010_2 + oo2ze * v_012_010_2;
            const double v_112_210_0 = QCx * v_112_110_0 + WQx * v_112_110_1 +
                                       oo2e * (v_112_010_0 - roe * v_112_010_1) +
                                       oo2ze * v_012_110_1;
            const double v_112_001_2 =
                QCz * v_112_000_2 + WQz * v_112_000_3 + 2.0 * oo2ze * v_111_000_3;
            const double v_112_101_1 = QCx * v_112_001_1 + WQx * v_112_001_2 + oo2ze * v_012_001_2;
            const double v_112_201_0 = QCx * v_112_101_0 + WQx * v_112_101_1 +
                                       oo2e * (v_112_001_0 - roe * v_112_001_1) +
                                       oo2ze * v_012_101_1;
            const double v_112_020_1 = QCy * v_112_010_1 + WQy * v_112_010_2 +
                                       oo2e * (v_112_000_1 - roe * v_112_000_2) +
                                       oo2ze * v_102_010_2;
            const double v_112_120_0 = QCx * v_112_020_0 + WQx * v_112_020_1 + oo2ze * v_012_020_1;
            const double v_112_011_1 = QCy * v_112_001_1 + WQy * v_112_001_2 + oo2ze * v_102_001_2;
            const double v_112_111_0 = QCx * v_112_011_0 + WQx * v_112_011_1 + oo2ze * v_012_011_1;
            const double v_112_002_1 = QCz * v_112_001_1 + WQz * v_112_001_2 +
                                       oo2e * (v_112_000_1 - roe * v_112_000_2) +
                                       2.0 * oo2ze * v_111_001_2;
            const double v_112_102_0 = QCx * v_112_002_0 + WQx * v_112_002_1 + oo2ze * v_012_002_1;
            const double v_112_030_0 = QCy * v_112_020_0 + WQy * v_112_020_1 +
                                       2.0 * oo2e * (v_112_010_0 - roe * v_112_010_1) +
                                       oo2ze * v_102_020_1;
            const double v_112_021_0 = QCy * v_112_011_0 + WQy * v_112_011_1 +
                                       oo2e * (v_112_001_0 - roe * v_112_001_1) +
                                       oo2ze * v_102_011_1;
            const double v_112_012_0 = QCy * v_112_002_0 + WQy * v_112_002_1 + oo2ze * v_102_002_1;
            const double v_112_003_0 = QCz * v_112_002_0 + WQz * v_112_002_1 +
                                       2.0 * oo2e * (v_112_001_0 - roe * v_112_001_1) +
                                       2.0 * oo2ze * v_111_002_1;
            const double v_003_000_4 = PAz * v_002_000_4 + WPz * v_002_000_5 +
                                       2.0 * oo2z * (v_001_000_4 - roz * v_001_000_5);
            const double v_103_000_3 = PAx * v_003_000_3 + WPx * v_003_000_4;
            const double v_103_100_2 = QCx * v_103_000_2 + WQx * v_103_000_3 + oo2ze * v_003_000_3;
            const double v_103_200_1 = QCx * v_103_100_1 + WQx * v_103_100_2 +
                                       oo2e * (v_103_000_1 - roe * v_103_000_2) +
                                       oo2ze * v_003_100_2;
            const double v_103_300_0 = QCx * v_103_200_0 + WQx * v_103_200_1 +
                                       2.0 * oo2e * (v_103_100_0 - roe * v_103_100_1) +
                                       oo2ze * v_003_200_1;
            const double v_103_010_2 = QCy * v_103_000_2 + WQy * v_103_000_3;
            const double v_103_110_1 = QCx * v_103_010_1 + WQx * v_103_010_2 + oo2ze * v_003_010_2;
            const double v_103_210_0 = QCx * v_103_110_0 + WQx * v_103_110_1 +
                                       oo2e * (v_103_010_0 - roe * v_103_010_1) +
                                       oo2ze * v_003_110_1;
            const double v_103_001_2 =
                QCz * v_103_000_2 + WQz * v_103_000_3 + 3.0 * oo2ze * v_102_000_3;
            const double v_103_101_1 = QCx * v_103_001_1 + WQx * v_103_001_2 + oo2ze * v_003_001_2;
            const double v_103_201_0 = QCx * v_103_101_0 + WQx * v_103_101_1 +
                                       oo2e * (v_103_001_0 - roe * v_103_001_1) +
                                       oo2ze * v_003_101_1;
            const double v_103_020_1 =
                QCy * v_103_010_1 + WQy * v_103_010_2 + oo2e * (v_103_000_1 - roe * v_103_000_2);
            const double v_103_120_0 = QCx * v_103_020_0 + WQx * v_103_020_1 + oo2ze * v_003_020_1;
            const double v_103_011_1 = QCy * v_103_001_1 + WQy * v_103_001_2;
            const double v_103_111_0 = QCx * v_103_011_0 + WQx * v_103_011_1 + oo2ze * v_003_011_1;
            const double v_103_002_1 = QCz * v_103_001_1 + WQz * v_103_001_2 +
                                       oo2e * (v_103_000_1 - roe * v_103_000_2) +
                                       3.0 * oo2ze * v_102_001_2;
            const double v_103_102_0 = QCx * v_103_002_0 + WQx * v_103_002_1 + oo2ze * v_003_002_1;
            const double v_103_030_0 = QCy * v_103_020_0 + WQy * v_103_020_1 +
                                       2.0 * oo2e * (v_103_010_0 - roe * v_103_010_1);
            const double v_103_021_0 =
                QCy * v_103_011_0 + WQy * v_103_011_1 + oo2e * (v_103_001_0 - roe * v_103_001_1);
            const double v_103_012_0 = QCy * v_103_002_0 + WQy * v_103_002_1;
            const double v_103_003_0 = QCz * v_103_002_0 + WQz * v_103_002_1 +
                                       2.0 * oo2e * (v_103_001_0 - roe * v_103_001_1) +
                                       3.0 * oo2ze * v_102_002_1;
            const double v_040_000_3 = PAy * v_030_000_3 + WPy * v_030_000_4 +
                                       3.0 * oo2z * (v_020_000_3 - roz * v_020_000_4);
            const double v_040_100_2 = QCx * v_040_000_2 + WQx * v_040_000_3;
            const double v_040_200_1 =
                QCx * v_040_100_1 + WQx * v_040_100_2 + oo2e * (v_040_000_1 - roe * v_040_000_2);
            const double v_040_300_0 = QCx * v_040_200_0 + WQx * v_040_200_1 +
                                       2.0 * oo2e * (v_040_100_0 - roe * v_040_100_1);
            const double v_040_010_2 =
                QCy * v_040_000_2 + WQy * v_040_000_3 + 4.0 * oo2ze * v_030_000_3;
            const double v_040_110_1 = QCx * v_040_010_1 + WQx * v_040_010_2;
            const double v_040_210_0 =
                QCx * v_040_110_0 + WQx * v_040_110_1 + oo2e * (v_040_010_0 - roe * v_040_010_1);
            const double v_040_001_2 = QCz * v_040_000_2 + WQz * v_040_000_3;
            const double v_040_101_1 = QCx * v_040_001_1 + WQx * v_040_001_2;
            const double v_040_201_0 =
                QCx * v_040_101_0 + WQx * v_040_101_1 + oo2e * (v_040_001_0 - roe * v_040_001_1);
            const double v_040_020_1 = QCy * v_040_010_1 + WQy * v_040_010_2 +
                                       oo2e * (v_040_000_1 - roe * v_040_000_2) +
                                       4.0 * oo2ze * v_030_010_2;
            const double v_040_120_0 = QCx * v_040_020_0 + WQx * v_040_020_1;
            const double v_040_011_1 =
                QCy * v_040_001_1 + WQy * v_040_001_2 + 4.0 * oo2ze * v_030_001_2;
            const double v_040_111_0 = QCx * v_040_011_0 + WQx * v_040_011_1;
            const double v_040_002_1 =
                QCz * v_040_001_1 + WQz * v_040_001_2 + oo2e * (v_040_000_1 - roe * v_040_000_2);
            const double v_040_102_0 = QCx * v_040_002_0 + WQx * v_040_002_1;
            const double v_040_030_0 = QCy * v_040_020_0 + WQy * v_040_020_1 +
                                       2.0 * oo2e * (v_040_010_0 - roe * v_040_010_1) +
                                       4.0 * oo2ze * v_030_020_1;
            const double v_040_021_0 = QCy * v_040_011_0 + WQy * v_040_011_1 +
                                       oo2e * (v_040_001_0 - roe * v_040_001_1) +
                                       4.0 * oo2ze * v_030_011_1;
            const double v_040_012_0 =
                QCy * v_040_002_0 + WQy * v_040_002_1 + 4.0 * oo2ze * v_030_002_1;
            const double v_040_003_0 = QCz * v_040_002_0 + WQz * v_040_002_1 +
                                       2.0 * oo2e * (v_040_001_0 - roe * v_040_001_1);
            const double v_031_000_3 = PAy * v_021_000_3 + WPy * v_021_000_4 +
                                       2.0 * oo2z * (v_011_000_3 - roz * v_011_000_4);
            const double v_031_100_2 = QCx * v_031_000_2 + WQx * v_031_000_3;
            const double v_031_200_1 =
                QCx * v_031_100_1 + WQx * v_031_100_2 + oo2e * (v_031_000_1 - roe * v_031_000_2);
            const double v_031_300_0 = QCx * v_031_200_0 + WQx * v_031_200_1 +
                                       2.0 * oo2e * (v_031_100_0 - roe * v_031_100_1);
            const double v_031_010_2 =
                QCy * v_031_000_2 + WQy * v_031_000_3 + 3.0 * oo2ze * v_021_000_3;
            const double v_031_110_1 = QCx * v_031_010_1 + WQx * v_031_010_2;
            const double v_031_210_0 =
                QCx * v_031_110_0 + WQx * v_031_110_1 + oo2e * (v_031_010_0 - roe * v_031_010_1);
            const double v_031_001_2 = QCz * v_031_000_2 + WQz * v_031_000_3 + oo2ze * v_030_000_3;
            const double v_031_101_1 = QCx * v_031_001_1 + WQx * v_031_001_2;
            const double v_031_201_0 =
                QCx * v_031_101_0 + WQx * v_031_101_1 + oo2e * (v_031_001_0 - roe * v_031_001_1);
            const double v_031_020_1 = QCy * v_031_010_1 + WQy * v_031_010_2 +
                                       oo2e * (v_031_000_1 - roe * v_031_000_2) +
                                       3.0 * oo2ze * v_021_010_2;
            const double v_031_120_0 = QCx * v_031_020_0 + WQx * v_031_020_1;
            const double v_031_011_1 =
                QCy * v_031_001_1 + WQy * v_031_001_2 + 3.0 * oo2ze * v_021_001_2;
            const double v_031_111_0 = QCx * v_031_011_0 + WQx * v_031_011_1;
            const double v_031_002_1 = QCz * v_031_001_1 + WQz * v_031_001_2 +
                                       oo2e * (v_031_000_1 - roe * v_031_000_2) +
                                       oo2ze * v_030_001_2;
            const double v_031_102_0 = QCx * v_031_002_0 + WQx * v_031_002_1;
            const double v_031_030_0 = QCy * v_031_020_0 + WQy * v_031_020_1 +
                                       2.0 * oo2e * (v_031_010_0 - roe * v_031_010_1) +
                                       3.0 * oo2ze * v_021_020_1;
            const double v_031_021_0 = QCy * v_031_011_0 + WQy * v_031_011_1 +
                                       oo2e * (v_031_001_0 - roe * v_031_001_1) +
                                       3.0 * oo2ze * v_021_011_1;
            const double v_031_012_0 =
                QCy * v_031_002_0 + WQy * v_031_002_1 + 3.0 * oo2ze * v_021_002_1;
            const double v_031_003_0 = QCz * v_031_002_0 + WQz * v_031_002_1 +
                                       2.0 * oo2e * (v_031_001_0 - roe * v_031_001_1) +
                                       oo2ze * v_030_002_1;
            const double v_022_000_3 =
                PAy * v_012_000_3 + WPy * v_012_000_4 + oo2z * (v_002_000_3 - roz * v_002_000_4);
            const double v_022_100_2 = QCx * v_022_000_2 + WQx * v_022_000_3;
            const double v_022_200_1 =
                QCx * v_022_100_1 + WQx * v_022_100_2 + oo2e * (v_022_000_1 - roe * v_022_000_2);
            const double v_022_300_0 = QCx * v_022_200_0 + WQx * v_022_200_1 +
                                       2.0 * oo2e * (v_022_100_0 - roe * v_022_100_1);
            const double v_022_010_2 =
                QCy * v_022_000_2 + WQy * v_022_000_3 + 2.0 * oo2ze * v_012_000_3;
            const double v_022_110_1 = QCx * v_022_010_1 + WQx * v_022_010_2;
            const double v_022_210_0 =
                QCx * v_022_110_0 + WQx * v_022_110_1 + oo2e * (v_022_010_0 - roe * v_022_010_1);
            const double v_022_001_2 =
                QCz * v_022_000_2 + WQz * v_022_000_3 + 2.0 * oo2ze * v_021_000_3;
            const double v_022_101_1 = QCx * v_022_001_1 + WQx * v_022_001_2;
            const double v_022_201_0 =
                QCx * v_022_101_0 + WQx * v_022_101_1 + oo2e * (v_022_001_0 - roe * v_022_001_1);
            const double v_022_020_1 = QCy * v_022_010_1 + WQy * v_022_010_2 +
                                       oo2e * (v_022_000_1 - roe * v_022_000_2) +
                                       2.0 * oo2ze * v_012_010_2;
            const double v_022_120_0 = QCx * v_022_020_0 + WQx * v_022_020_1;
            const double v_022_011_1 =
                QCy * v_022_001_1 + WQy * v_022_001_2 + 2.0 * oo2ze * v_012_001_2;
            const double v_022_111_0 = QCx * v_022_011_0 + WQx * v_022_011_1;
            const double v_022_002_1 = QCz * v_022_001_1 + WQz * v_022_001_2 +
                                       oo2e * (v_022_000_1 - roe * v_022_000_2) +
                                       2.0 * oo2ze * v_021_001_2;
            const double v_022_102_0 = QCx * v_022_002_0 + WQx * v_022_002_1;
            const double v_022_030_0 = QCy * v_022_020_0 + WQy * v_022_020_1 +
                                       2.0 * oo2e * (v_022_010_0 - roe * v_022_010_1) +
                                       2.0 * oo2ze * v_012_020_1;
            const double v_022_021_0 = QCy * v_022_011_0 + WQy * v_022_011_1 +
                                       oo2e * (v_022_001_0 - roe * v_022_001_1) +
                                       2.0 * oo2ze * v_012_011_1;
            const double v_022_012_0 =
                QCy * v_022_002_0 + WQy * v_022_002_1 + 2.0 * oo2ze * v_012_002_1;
            const double v_022_003_0 = QCz * v_022_002_0 + WQz * v_022_002_1 +
                                       2.0 * oo2e * (v_022_001_0 - roe * v_022_001_1) +
                                       2.0 * oo2ze * v_021_002_1;
            const double v_013_000_3 = PAy * v_003_000_3 + WPy * v_003_000_4;
            const double v_013_100_2 = QCx * v_013_000_2 + WQx * v_013_000_3;
            const double v_013_200_1 =
                QCx * v_013_100_1 + WQx * v_013_100_2 + oo2e * (v_013_000_1 - roe * v_013_000_2);
            const double v_013_300_0 = QCx * v_013_200_0 + WQx * v_013_200_1 +
                                       2.0 * oo2e * (v_013_100_0 - roe * v_013_100_1);
            const double v_013_010_2 = QCy * v_013_000_2 + WQy * v_013_000_3 + oo2ze * v_003_000_3;
            const double v_013_110_1 = QCx * v_013_010_1 + WQx * v_013_010_2;
            const double v_013_210_0 =
                QCx * v_013_110_0 + WQx * v_013_110_1 + oo2e * (v_013_010_0 - roe * v_013_010_1);
            const double v_013_001_2 =
                QCz * v_013_000_2 + WQz * v_013_000_3 + 3.0 * oo2ze * v_012_000_3;
            const double v_013_101_1 = QCx * v_013_001_1 + WQx * v_013_001_2;
            const double v_013_201_0 =
                QCx * v_013_101_0 + WQx * v_013_101_1 + oo2e * (v_013_001_0 - roe * v_013_001_1);
            const double v_013_020_1 = QCy * v_013_010_1 + WQy * v_013_010_2 +
                                       oo2e * (v_013_000_1 - roe * v_013_000_2) +
                                       oo2ze * v_003_010_2;
            const double v_013_120_0 = QCx * v_013_020_0 + WQx * v_013_020_1;
            const double v_013_011_1 = QCy * v_013_001_1 + WQy * v_013_001_2 + oo2ze * v_003_001_2;
            const double v_013_111_0 = QCx * v_013_011_0 + WQx * v_013_011_1;
            const double v_013_002_1 = QCz * v_013_001_1 + WQz * v_013_001_2 +
                                       oo2e * (v_013_000_1 - roe * v_013_000_2) +
                                       3.0 * oo2ze * v_012_001_2;
            const double v_013_102_0 = QCx * v_013_002_0 + WQx * v_013_002_1;
            const double v_013_030_0 = QCy * v_013_020_0 + WQy * v_013_020_1 +
                                       2.0 * oo2e * (v_013_010_0 - roe * v_013_010_1) +
                                       oo2ze * v_003_020_1;
            const double v_013_021_0 = QCy * v_013_011_0 + WQy * v_013_011_1 +
                                       oo2e * (v_013_001_0 - roe * v_013_001_1) +
                                       oo2ze * v_003_011_1;
            const double v_013_012_0 = QCy * v_013_002_0 + WQy * v_013_002_1 + oo2ze * v_003_002_1;
            const double v_013_003_0 = QCz * v_013_002_0 + WQz * v_013_002_1 +
                                       2.0 * oo2e * (v_013_001_0 - roe * v_013_001_1) +
                                       3.0 * oo2ze * v_012_002_1;
            const double v_004_000_3 = PAz * v_003_000_3 + WPz * v_003_000_4 +
                                       3.0 * oo2z * (v_002_000_3 - roz * v_002_000_4);
            const double v_004_100_2 = QCx * v_004_000_2 + WQx * v_004_000_3;
            const double v_004_200_1 =
                QCx * v_004_100_1 + WQx * v_004_100_2 + oo2e * (v_004_000_1 - roe * v_004_000_2);
            const double v_004_300_0 = QCx * v_004_200_0 + WQx * v_004_200_1 +
                                       2.0 * oo2e * (v_004_100_0 - roe * v_004_100_1);
            const double v_004_010_2 = QCy * v_004_000_2 + WQy * v_004_000_3;
            const double v_004_110_1 = QCx * v_004_010_1 + WQx * v_004_010_2;
            const double v_004_210_0 =
                QCx * v_004_110_0 + WQx * v_004_110_1 + oo2e * (v_004_010_0 - roe * v_004_010_1);
            const double v_004_001_2 =
                QCz * v_004_000_2 + WQz * v_004_000_3 + 4.0 * oo2ze * v_003_000_3;
            const double v_004_101_1 = QCx * v_004_001_1 + WQx * v_004_001_2;
            const double v_004_201_0 =
                QCx * v_004_101_0 + WQx * v_004_101_1 + oo2e * (v_004_001_0 - roe * v_004_001_1);
            const double v_004_020_1 =
                QCy * v_004_010_1 + WQy * v_004_010_2 + oo2e * (v_004_000_1 - roe * v_004_000_2);
            const double v_004_120_0 = QCx * v_004_020_0 + WQx * v_004_020_1;
            const double v_004_011_1 = QCy * v_004_001_1 + WQy * v_004_001_2;
            const double v_004_111_0 = QCx * v_004_011_0 + WQx * v_004_011_1;
            const double v_004_002_1 = QCz * v_004_001_1 + WQz * v_004_001_2 +
                                       oo2e * (v_004_000_1 - roe * v_004_000_2) +
                                       4.0 * oo2ze * v_003_001_2;
            const double v_004_102_0 = QCx * v_004_002_0 + WQx * v_004_002_1;
            const double v_004_030_0 = QCy * v_004_020_0 + WQy * v_004_020_1 +
                                       2.0 * oo2e * (v_004_010_0 - roe * v_004_010_1);
            const double v_004_021_0 =
                QCy * v_004_011_0 + WQy * v_004_011_1 + oo2e * (v_004_001_0 - roe * v_004_001_1);
            const double v_004_012_0 = QCy * v_004_002_0 + WQy * v_004_002_1;
            const double v_004_003_0 = QCz * v_004_002_0 + WQz * v_004_002_1 +
                                       2.0 * oo2e * (v_004_001_0 - roe * v_004_001_1) +
                                       4.0 * oo2ze * v_003_002_1;
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
            c_400_200 += v_400_200_0;
            c_400_110 += v_400_110_0;
            c_400_101 += v_400_101_0;
            c_400_020 += v_400_020_0;
            c_400_011 += v_400_011_0;
            c_400_002 += v_400_002_0;
            c_310_200 += v_310_200_0;
            c_310_110 += v_310_110_0;
            c_310_101 += v_310_101_0;
            c_310_020 += v_310_020_0;
            c_310_011 += v_310_011_0;
            c_310_002 += v_310_002_0;
            c_301_200 += v_301_200_0;
            c_301_110 += v_301_110_0;
            c_301_101 += v_301_101_0;
            c_301_020 += v_301_020_0;
            c_301_011 += v_301_011_0;
            c_301_002 += v_301_002_0;
            c_220_200 += v_220_200_0;
            c_220_110 += v_220_110_0;
            c_220_101 += v_220_101_0;
            c_220_020 += v_220_020_0;
            c_220_011 += v_220_011_0;
            c_220_002 += v_220_002_0;
            c_211_200 += v_211_200_0;
            c_211_110 += v_211_110_0;
            c_211_101 += v_211_101_0;
            c_211_020 += v_211_020_0;
            c_211_011 += v_211_011_0;
            c_211_002 += v_211_002_0;
            c_202_200 += v_202_200_0;
            c_202_110 += v_202_110_0;
            c_202_101 += v_202_101_0;
            c_202_020 += v_202_020_0;
            c_202_011 += v_202_011_0;
            c_202_002 += v_202_002_0;
            c_130_200 += v_130_200_0;
            c_130_110 += v_130_110_0;
            c_130_101 += v_130_101_0;
            c_130_020 += v_130_020_0;
            c_130_011 += v_130_011_0;
            c_130_002 += v_130_002_0;
            c_121_200 += v_121_200_0;
            c_121_110 += v_121_110_0;
            c_121_101 += v_121_101_0;
            c_121_020 += v_121_020_0;
            c_121_011 += v_121_011_0;
            c_121_002 += v_121_002_0;
            c_112_200 += v_112_200_0;
            c_112_110 += v_112_110_0;
            c_112_101 += v_112_101_0;
            c_112_020 += v_112_020_0;
            c_112_011 += v_112_011_0;
            c_112_002 += v_112_002_0;
            c_103_200 += v_103_200_0;
            c_103_110 += v_103_110_0;
            c_103_101 += v_103_101_0;
            c_103_020 += v_103_020_0;
            c_103_011 += v_103_011_0;
            c_103_002 += v_103_002_0;
            c_040_200 += v_040_200_0;
            c_040_110 += v_040_110_0;
            c_040_101 += v_040_101_0;
            c_040_020 += v_040_020_0;
            c_040_011 += v_040_011_0;
            c_040_002 += v_040_002_0;
            c_031_200 += v_031_200_0;
            c_031_110 += v_031_110_0;
            c_031_101 += v_031_101_0;
            c_031_020 += v_031_020_0;
            c_031_011 += v_031_011_0;
            c_031_002 += v_031_002_0;
            c_022_200 += v_022_200_0;
            c_022_110 += v_022_110_0;
            c_022_101 += v_022_101_0;
            c_022_020 += v_022_020_0;
            c_022_011 += v_022_011_0;
            c_022_002 += v_022_002_0;
            c_013_200 += v_013_200_0;
            c_013_110 += v_013_110_0;
            c_013_101 += v_013_101_0;
            c_013_020 += v_013_020_0;
            c_013_011 += v_013_011_0;
            c_013_002 += v_013_002_0;
            c_004_200 += v_004_200_0;
            c_004_110 += v_004_110_0;
            c_004_101 += v_004_101_0;
            c_004_020 += v_004_020_0;
            c_004_011 += v_004_011_0;
            c_004_002 += v_004_002_0;
            c_400_300 += v_400_300_0;
            c_400_210 += v_400_210_0;
            c_400_201 += v_400_201_0;
            c_400_120 += v_400_120_0;
            c_400_111 += v_400_111_0;
            c_400_102 += v_400_102_0;
            c_400_030 += v_400_030_0;
            c_400_021 += v_400_021_0;
            c_400_012 += v_400_012_0;
            c_400_003 += v_400_003_0;
            c_310_300 += v_310_300_0;
            c_310_210 += v_310_210_0;
            c_310_201 += v_310_201_0;
            c_310_120 += v_310_120_0;
            c_310_111 += v_310_111_0;
            c_310_102 += v_310_102_0;
            c_310_030 += v_310_030_0;
            c_310_021 += v_310_021_0;
            c_310_012 += v_310_012_0;
            c_310_003 += v_310_003_0;
            c_301_300 += v_301_300_0;
            c_301_210 += v_301_210_0;
            c_301_201 += v_301_201_0;
            c_301_120 += v_301_120_0;
            c_301_111 += v_301_111_0;
            c_301_102 += v_301_102_0;
            c_301_030 += v_301_030_0;
            c_301_021 += v_301_021_0;
            c_301_012 += v_301_012_0;
            c_301_003 += v_301_003_0;
            c_220_300 += v_220_300_0;
            c_220_210 += v_220_210_0;
            c_220_201 += v_220_201_0;
            c_220_120 += v_220_120_0;
            c_220_111 += v_220_111_0;
            c_220_102 += v_220_102_0;
            c_220_030 += v_220_030_0;
            c_220_021 += v_220_021_0;
            c_220_012 += v_220_012_0;
            c_220_003 += v_220_003_0;
            c_211_300 += v_211_300_0;
            c_211_210 += v_211_210_0;
            c_211_201 += v_211_201_0;
            c_211_120 += v_211_120_0;
            c_211_111 += v_211_111_0;
            c_211_102 += v_211_102_0;
            c_211_030 += v_211_030_0;
            c_211_021 += v_211_021_0;
            c_211_012 += v_211_012_0;
            c_211_003 += v_211_003_0;
            c_202_300 += v_202_300_0;
            c_202_210 += v_202_210_0;
            c_202_201 += v_202_201_0;
            c_202_120 += v_202_120_0;
            c_202_111 += v_202_111_0;
            c_202_102 += v_202_102_0;
            c_202_030 += v_202_030_0;
            c_202_021 += v_202_021_0;
            c_202_012 += v_202_012_0;
            c_202_003 += v_202_003_0;
            c_130_300 += v_130_300_0;
            c_130_210 += v_130_210_0;
            c_130_201 += v_130_201_0;
            c_130_120 += v_130_120_0;
            c_130_111 += v_130_111_0;
            c_130_102 += v_130_102_0;
            c_130_030 += v_130_030_0;
            c_130_021 += v_130_021_0;
            c_130_012 += v_130_012_0;
            c_130_003 += v_130_003_0;
            c_121_300 += v_121_300_0;
            c_121_210 += v_121_210_0;
            c_121_201 += v_121_201_0;
            c_121_120 += v_121_120_0;
            c_121_111 += v_121_111_0;
            c_121_102 += v_121_102_0;
            c_121_030 += v_121_030_0;
            c_121_021 += v_121_021_0;
            c_121_012 += v_121_012_0;
            c_121_003 += v_121_003_0;
            c_112_300 += v_112_300_0;
            c_112_210 += v_112_210_0;
            c_112_201 += v_112_201_0;
            c_112_120 += v_112_120_0;
            c_112_111 += v_112_111_0;
            c_112_102 += v_112_102_0;
            c_112_030 += v_112_030_0;
            c_112_021 += v_112_021_0;
            c_112_012 += v_112_012_0;
            c_112_003 += v_112_003_0;
            c_103_300 += v_103_300_0;
            c_103_210 += v_103_210_0;
            c_103_201 += v_103_201_0;
            c_103_120 += v_103_120_0;
            c_103_111 += v_103_111_0;
            c_103_102 += v_103_102_0;
            c_103_030 += v_103_030_0;
            c_103_021 += v_103_021_0;
            c_103_012 += v_103_012_0;
            c_103_003 += v_103_003_0;
            c_040_300 += v_040_300_0;
            c_040_210 += v_040_210_0;
            c_040_201 += v_040_201_0;
            c_040_120 += v_040_120_0;
            c_040_111 += v_040_111_0;
            c_040_102 += v_040_102_0;
            c_040_030 += v_040_030_0;
            c_040_021 += v_040_021_0;
            c_040_012 += v_040_012_0;
            c_040_003 += v_040_003_0;
            c_031_300 += v_031_300_0;
            c_031_210 += v_031_210_0;
            c_031_201 += v_031_201_0;
            c_031_120 += v_031_120_0;
            c_031_111 += v_031_111_0;
            c_031_102 += v_031_102_0;
            c_031_030 += v_031_030_0;
            c_031_021 += v_031_021_0;
            c_031_012 += v_031_012_0;
            c_031_003 += v_031_003_0;
            c_022_300 += v_022_300_0;
            c_022_210 += v_022_210_0;
            c_022_201 += v_022_201_0;
            c_022_120 += v_022_120_0;
            c_022_111 += v_022_111_0;
            c_022_102 += v_022_102_0;
            c_022_030 += v_022_030_0;
            c_022_021 += v_022_021_0;
            c_022_012 += v_022_012_0;
            c_022_003 += v_022_003_0;
            c_013_300 += v_013_300_0;
            c_013_210 += v_013_210_0;
            c_013_201 += v_013_201_0;
            c_013_120 += v_013_120_0;
            c_013_111 += v_013_111_0;
            c_013_102 += v_013_102_0;
            c_013_030 += v_013_030_0;
            c_013_021 += v_013_021_0;
            c_013_012 += v_013_012_0;
            c_013_003 += v_013_003_0;
            c_004_300 += v_004_300_0;
            c_004_210 += v_004_210_0;
            c_004_201 += v_004_201_0;
            c_004_120 += v_004_120_0;
            c_004_111 += v_004_111_0;
            c_004_102 += v_004_102_0;
            c_004_030 += v_004_030_0;
            c_004_021 += v_004_021_0;
            c_004_012 += v_004_012_0;
            c_004_003 += v_004_003_0;
        }
    }
    const double ABx = A[0] - B[0], ABy = A[1] - B[1], ABz = A[2] - B[2];
    const double CDx = C[0] - D[0], CDy = C[1] - D[1], CDz = C[2] - D[2];
    const double h_300_100_300_000 = c_400_300 + ABx * c_300_300;
    const double h_200_100_300_000 = c_300_300 + ABx * c_200_300;
    const double h_200_200_300_000 = h_300_100_300_000 + ABx * h_200_100_300_000;
    const double h_300_100_200_000 = c_400_200 + ABx * c_300_200;
    const double h_200_100_200_000 = c_300_200 + ABx * c_200_200;
    const double h_200_200_200_000 = h_300_100_200_000 + ABx * h_200_100_200_000;
    const double h_200_200_200_100 = h_200_200_300_000 + CDx * h_200_200_200_000;
    const double h_300_100_210_000 = c_400_210 + ABx * c_300_210;
    const double h_200_100_210_000 = c_300_210 + ABx * c_200_210;
    const double h_200_200_210_000 = h_300_100_210_000 + ABx * h_200_100_210_000;
    const double h_200_200_200_010 = h_200_200_210_000 + CDy * h_200_200_200_000;
    const double h_300_100_201_000 = c_400_201 + ABx * c_300_201;
    const double h_200_100_201_000 = c_300_201 + ABx * c_200_201;
    const double h_200_200_201_000 = h_300_100_201_000 + ABx * h_200_100_201_000;
    const double h_200_200_200_001 = h_200_200_201_000 + CDz * h_200_200_200_000;
    const double h_300_100_110_000 = c_400_110 + ABx * c_300_110;
    const double h_200_100_110_000 = c_300_110 + ABx * c_200_110;
    const double h_200_200_110_000 = h_300_100_110_000 + ABx * h_200_100_110_000;
    const double h_200_200_110_100 = h_200_200_210_000 + CDx * h_200_200_110_000;
    const double h_300_100_120_000 = c_400_120 + ABx * c_300_120;
    const double h_200_100_120_000 = c_300_120 + ABx * c_200_120;
    const double h_200_200_120_000 = h_300_100_120_000 + ABx * h_200_100_120_000;
    const double h_200_200_110_010 = h_200_200_120_000 + CDy * h_200_200_110_000;
    const double h_300_100_111_000 = c_400_111 + ABx * c_300_111;
    const double h_200_100_111_000 = c_300_111 + ABx * c_200_111;
    const double h_200_200_111_000 = h_300_100_111_000 + ABx * h_200_100_111_000;
    const double h_200_200_110_001 = h_200_200_111_000 + CDz * h_200_200_110_000;
    const double h_300_100_101_000 = c_400_101 + ABx * c_300_101;
    const double h_200_100_101_000 = c_300_101 + ABx * c_200_101;
    const double h_200_200_101_000 = h_300_100_101_000 + ABx * h_200_100_101_000;
    const double h_200_200_101_100 = h_200_200_201_000 + CDx * h_200_200_101_000;
    const double h_200_200_101_010 = h_200_200_111_000 + CDy * h_200_200_101_000;
    const double h_300_100_102_000 = c_400_102 + ABx * c_300_102;
    const double h_200_100_102_000 = c_300_102 + ABx * c_200_102;
    const double h_200_200_102_000 = h_300_100_102_000 + ABx * h_200_100_102_000;
    const double h_200_200_101_001 = h_200_200_102_000 + CDz * h_200_200_101_000;
    const double h_300_100_020_000 = c_400_020 + ABx * c_300_020;
    const double h_200_100_020_000 = c_300_020 + ABx * c_200_020;
    const double h_200_200_020_000 = h_300_100_020_000 + ABx * h_200_100_020_000;
    const double h_200_200_020_100 = h_200_200_120_000 + CDx * h_200_200_020_000;
    const double h_300_100_030_000 = c_400_030 + ABx * c_300_030;
    const double h_200_100_030_000 = c_300_030 + ABx * c_200_030;
    const double h_200_200_030_000 = h_300_100_030_000 + ABx * h_200_100_030_000;
    const double h_200_200_020_010 = h_200_200_030_000 + CDy * h_200_200_020_000;
    const double h_300_100_021_000 = c_400_021 + ABx * c_300_021;
    const double h_200_100_021_000 = c_300_021 + ABx * c_200_021;
    const double h_200_200_021_000 = h_300_100_021_000 + ABx * h_200_100_021_000;
    const double h_200_200_020_001 = h_200_200_021_000 + CDz * h_200_200_020_000;
    const double h_300_100_011_000 = c_400_011 + ABx * c_300_011;
    const double h_200_100_011_000 = c_300_011 + ABx * c_200_011;
    const double h_200_200_011_000 = h_300_100_011_000 + ABx * h_200_100_011_000;
    const double h_200_200_011_100 = h_200_200_111_000 + CDx * h_200_200_011_000;
    const double h_200_200_011_010 = h_200_200_021_000 + CDy * h_200_200_011_000;
    const double h_300_100_012_000 = c_400_012 + ABx * c_300_012;
    const double h_200_100_012_000 = c_300_012 + ABx * c_200_012;
    const double h_200_200_012_000 = h_300_100_012_000 + ABx * h_200_100_012_000;
    const double h_200_200_011_001 = h_200_200_012_000 + CDz * h_200_200_011_000;
    const double h_300_100_002_000 = c_400_002 + ABx * c_300_002;
    const double h_200_100_002_000 = c_300_002 + ABx * c_200_002;
    const double h_200_200_002_000 = h_300_100_002_000 + ABx * h_200_100_002_000;
    const double h_200_200_002_100 = h_200_200_102_000 + CDx * h_200_200_002_000;
    const double h_200_200_002_010 = h_200_200_012_000 + CDy * h_200_200_002_000;
    const double h_300_100_003_000 = c_400_003 + ABx * c_300_003;
    const double h_200_100_003_000 = c_300_003 + ABx * c_200_003;
    const double h_200_200_003_000 = h_300_100_003_000 + ABx * h_200_100_003_000;
    const double h_200_200_002_001 = h_200_200_003_000 + CDz * h_200_200_002_000;
    const double h_300_010_300_000 = c_310_300 + ABy * c_300_300;
    const double h_200_010_300_000 = c_210_300 + ABy * c_200_300;
    const double h_200_110_300_000 = h_300_010_300_000 + ABx * h_200_010_300_000;
    const double h_300_010_200_000 = c_310_200 + ABy * c_300_200;
    const double h_200_010_200_000 = c_210_200 + ABy * c_200_200;
    const double h_200_110_200_000 = h_300_010_200_000 + ABx * h_200_010_200_000;
    const double h_200_110_200_100 = h_200_110_300_000 + CDx * h_200_110_200_000;
    const double h_300_010_210_000 = c_310_210 + ABy * c_300_210;
    const double h_200_010_210_000 = c_210_210 + ABy * c_200_210;
    const double h_200_110_210_000 = h_300_010_210_000 + ABx * h_200_010_210_000;
    const double h_200_110_200_010 = h_200_110_210_000 + CDy * h_200_110_200_000;
    const double h_300_010_201_000 = c_310_201 + ABy * c_300_201;
    const double h_200_010_201_000 = c_210_201 + ABy * c_200_201;
    const double h_200_110_201_000 = h_300_010_201_000 + ABx * h_200_010_201_000;
    const double h_200_110_200_001 = h_200_110_201_000 + CDz * h_200_110_200_000;
    const double h_300_010_110_000 = c_310_110 + ABy * c_300_110;
    const double h_200_010_110_000 = c_210_110 + ABy * c_200_110;
    const double h_200_110_110_000 = h_300_010_110_000 + ABx * h_200_010_110_000;
    const double h_200_110_110_100 = h_200_110_210_000 + CDx * h_200_110_110_000;
    const double h_300_010_120_000 = c_310_120 + ABy * c_300_120;
    const double h_200_010_120_000 = c_210_120 + ABy * c_200_120;
    const double h_200_110_120_000 = h_300_010_120_000 + ABx * h_200_010_120_000;
    const double h_200_110_110_010 = h_200_110_120_000 + CDy * h_200_110_110_000;
    const double h_300_010_111_000 = c_310_111 + ABy * c_300_111;
    const double h_200_010_111_000 = c_210_111 + ABy * c_200_111;
    const double h_200_110_111_000 = h_300_010_111_000 + ABx * h_200_010_111_000;
    const double h_200_110_110_001 = h_200_110_111_000 + CDz * h_200_110_110_000;
    const double h_300_010_101_000 = c_310_101 + ABy * c_300_101;
    const double h_200_010_101_000 = c_210_101 + ABy * c_200_101;
    const double h_200_110_101_000 = h_300_010_101_000 + ABx * h_200_010_101_000;
    const double h_200_110_101_100 = h_200_110_201_000 + CDx * h_200_110_101_000;
    const double h_200_110_101_010 = h_200_110_111_000 + CDy * h_200_110_101_000;
    const double h_300_010_102_000 = c_310_102 + ABy * c_300_102;
    const double h_200_010_102_000 = c_210_102 + ABy * c_200_102;
    const double h_200_110_102_000 = h_300_010_102_000 + ABx * h_200_010_102_000;
    const double h_200_110_101_001 = h_200_110_102_000 + CDz * h_200_110_101_000;
    const double h_300_010_020_000 = c_310_020 + ABy * c_300_020;
    const double h_200_010_020_000 = c_210_020 + ABy * c_200_020;
    const double h_200_110_020_000 = h_300_010_020_000 + ABx * h_200_010_020_000;
    const double h_200_110_020_100 = h_200_110_120_000 + CDx * h_200_110_020_000;
    const double h_300_010_030_000 = c_310_030 + ABy * c_300_030;
    const double h_200_010_030_000 = c_210_030 + ABy * c_200_030;
    const double h_200_110_030_000 = h_300_010_030_000 + ABx * h_200_010_030_000;
    const double h_200_110_020_010 = h_200_110_030_000 + CDy * h_200_110_020_000;
    const double h_300_010_021_000 = c_310_021 + ABy * c_300_021;
    const double h_200_010_021_000 = c_210_021 + ABy * c_200_021;
    const double h_200_110_021_000 = h_300_010_021_000 + ABx * h_200_010_021_000;
    const double h_200_110_020_001 = h_200_110_021_000 + CDz * h_200_110_020_000;
    const double h_300_010_011_000 = c_310_011 + ABy * c_300_011;
    const double h_200_010_011_000 = c_210_011 + ABy * c_200_011;
    const double h_200_110_011_000 = h_300_010_011_000 + ABx * h_200_010_011_000;
    const double h_200_110_011_100 = h_200_110_111_000 + CDx * h_200_110_011_000;
    const double h_200_110_011_010 = h_200_110_021_000 + CDy * h_200_110_011_000;
    const double h_300_010_012_000 = c_310_012 + ABy * c_300_012;
    const double h_200_010_012_000 = c_210_012 + ABy * c_200_012;
    const double h_200_110_012_000 = h_300_010_012_000 + ABx * h_200_010_012_000;
    const double h_200_110_011_001 = h_200_110_012_000 + CDz * h_200_110_011_000;
    const double h_300_010_002_000 = c_310_002 + ABy * c_300_002;
    const double h_200_010_002_000 = c_210_002 + ABy * c_200_002;
    const double h_200_110_002_000 = h_300_010_002_000 + ABx * h_200_010_002_000;
    const double h_200_110_002_100 = h_200_110_102_000 + CDx * h_200_110_002_000;
    const double h_200_110_002_010 = h_200_110_012_000 + CDy * h_200_110_002_000;
    const double h_300_010_003_000 = c_310_003 + ABy * c_300_003;
    const double h_200_010_003_000 = c_210_003 + ABy * c_200_003;
    const double h_200_110_003_000 = h_300_010_003_000 + ABx * h_200_010_003_000;
    const double h_200_110_002_001 = h_200_110_003_000 + CDz * h_200_110_002_000;
    const double h_300_001_300_000 = c_301_300 + ABz * c_300_300;
    const double h_200_001_300_000 = c_201_300 + ABz * c_200_300;
    const double h_200_101_300_000 = h_300_001_300_000 + ABx * h_200_001_300_000;
    const double h_300_001_200_000 = c_301_200 + ABz * c_300_200;
    const double h_200_001_200_000 = c_201_200 + ABz * c_200_200;
    const double h_200_101_200_000 = h_300_001_200_000 + ABx * h_200_001_200_000;
    const double h_200_101_200_100 = h_200_101_300_000 + CDx * h_200_101_200_000;
    const double h_300_001_210_000 = c_301_210 + ABz * c_300_210;
    const double h_200_001_210_000 = c_201_210 + ABz * c_200_210;
    const double h_200_101_210_000 = h_300_001_210_000 + ABx * h_200_001_210_000;
    const double h_200_101_200_010 = h_200_101_210_000 + CDy * h_200_101_200_000;
    const double h_300_001_201_000 = c_301_201 + ABz * c_300_201;
    const double h_200_001_201_000 = c_201_201 + ABz * c_200_201;
    const double h_200_101_201_000 = h_300_001_201_000 + ABx * h_200_001_201_000;
    const double h_200_101_200_001 = h_200_101_201_000 + CDz * h_200_101_200_000;
    const double h_300_001_110_000 = c_301_110 + ABz * c_300_110;
    const double h_200_001_110_000 = c_201_110 + ABz * c_200_110;
    const double h_200_101_110_000 = h_300_001_110_000 + ABx * h_200_001_110_000;
    const double h_200_101_110_100 = h_200_101_210_000 + CDx * h_200_101_110_000;
    const double h_300_001_120_000 = c_301_120 + ABz * c_300_120;
    const double h_200_001_120_000 = c_201_120 + ABz * c_200_120;
    const double h_200_101_120_000 = h_300_001_120_000 + ABx * h_200_001_120_000;
    const double h_200_101_110_010 = h_200_101_120_000 + CDy * h_200_101_110_000;
    const double h_300_001_111_000 = c_301_111 + ABz * c_300_111;
    const double h_200_001_111_000 = c_201_111 + ABz * c_200_111;
    const double h_200_101_111_000 = h_300_001_111_000 + ABx * h_200_001_111_000;
    const double h_200_101_110_001 = h_200_101_111_000 + CDz * h_200_101_110_000;
    const double h_300_001_101_000 = c_301_101 + ABz * c_300_101;
    const double h_200_001_101_000 = c_201_101 + ABz * c_200_101;
    const double h_200_101_101_000 = h_300_001_101_000 + ABx * h_200_001_101_000;
    const double h_200_101_101_100 = h_200_101_201_000 + CDx * h_200_101_101_000;
    const double h_200_101_101_010 = h_200_101_111_000 + CDy * h_200_101_101_000;
    const double h_300_001_102_000 = c_301_102 + ABz * c_300_102;
    const double h_200_001_102_000 = c_201_102 + ABz * c_200_102;
    const double h_200_101_102_000 = h_300_001_102_000 + ABx * h_200_001_102_000;
    const double h_200_101_101_001 = h_200_101_102_000 + CDz * h_200_101_101_000;
    const double h_300_001_020_000 = c_301_020 + ABz * c_300_020;
    const double h_200_001_020_000 = c_201_020 + ABz * c_200_020;
    const double h_200_101_020_000 = h_300_001_020_000 + ABx * h_200_001_020_000;
    const double h_200_101_020_100 = h_200_101_120_000 + CDx * h_200_101_020_000;
    const double h_300_001_030_000 = c_301_030 + ABz * c_300_030;
    const double h_200_001_030_000 = c_201_030 + ABz * c_200_030;
    const double h_200_101_030_000 = h_300_001_030_000 + ABx * h_200_001_030_000;
    const double h_200_101_020_010 = h_200_101_030_000 + CDy * h_200_101_020_000;
    const double h_300_001_021_000 = c_301_021 + ABz * c_300_021;
    const double h_200_001_021_000 = c_201_021 + ABz * c_200_021;
    const double h_200_101_021_000 = h_300_001_021_000 + ABx * h_200_001_021_000;
    const double h_200_101_020_001 = h_200_101_021_000 + CDz * h_200_101_020_000;
    const double h_300_001_011_000 = c_301_011 + ABz * c_300_011;
    const double h_200_001_011_000 = c_201_011 + ABz * c_200_011;
    const double h_200_101_011_000 = h_300_001_011_000 + ABx * h_200_001_011_000;
    const double h_200_101_011_100 = h_200_101_111_000 + CDx * h_200_101_011_000;
    const double h_200_101_011_010 = h_200_101_021_000 + CDy * h_200_101_011_000;
    const double h_300_001_012_000 = c_301_012 + ABz * c_300_012;
    const double h_200_001_012_000 = c_201_012 + ABz * c_200_012;
    const double h_200_101_012_000 = h_300_001_012_000 + ABx * h_200_001_012_000;
    const double h_200_101_011_001 = h_200_101_012_000 + CDz * h_200_101_011_000;
    const double h_300_001_002_000 = c_301_002 + ABz * c_300_002;
    const double h_200_001_002_000 = c_201_002 + ABz * c_200_002;
    const double h_200_101_002_000 = h_300_001_002_000 + ABx * h_200_001_002_000;
    const double h_200_101_002_100 = h_200_101_102_000 + CDx * h_200_101_002_000;
    const double h_200_101_002_010 = h_200_101_012_000 + CDy * h_200_101_002_000;
    const double h_300_001_003_000 = c_301_003 + ABz * c_300_003;
    const double h_200_001_003_000 = c_201_003 + ABz * c_200_003;
    const double h_200_101_003_000 = h_300_001_003_000 + ABx * h_200_001_003_000;
    const double h_200_101_002_001 = h_200_101_003_000 + CDz * h_200_101_002_000;
    const double h_210_010_300_000 = c_220_300 + ABy * c_210_300;
    const double h_200_020_300_000 = h_210_010_300_000 + ABy * h_200_010_300_000;
    const double h_210_010_200_000 = c_220_200 + ABy * c_210_200;
    const double h_200_020_200_000 = h_210_010_200_000 + ABy * h_200_010_200_000;
    const double h_200_020_200_100 = h_200_020_300_000 + CDx * h_200_020_200_000;
    const double h_210_010_210_000 = c_220_210 + ABy * c_210_210;
    const double h_200_020_210_000 = h_210_010_210_000 + ABy * h_200_010_210_000;
    const double h_200_020_200_010 = h_200_020_210_000 + CDy * h_200_020_200_000;
    const double h_210_010_201_000 = c_220_201 + ABy * c_210_201;
    const double h_200_020_201_000 = h_210_010_201_000 + ABy * h_200_010_201_000;
    const double h_200_020_200_001 = h_200_020_201_000 + CDz * h_200_020_200_000;
    const double h_210_010_110_000 = c_220_110 + ABy * c_210_110;
    const double h_200_020_110_000 = h_210_010_110_000 + ABy * h_200_010_110_000;
    const double h_200_020_110_100 = h_200_020_210_000 + CDx * h_200_020_110_000;
    const double h_210_010_120_000 = c_220_120 + ABy * c_210_120;
    const double h_200_020_120_000 = h_210_010_120_000 + ABy * h_200_010_120_000;
    const double h_200_020_110_010 = h_200_020_120_000 + CDy * h_200_020_110_000;
    const double h_210_010_111_000 = c_220_111 + ABy * c_210_111;
    const double h_200_020_111_000 = h_210_010_111_000 + ABy * h_200_010_111_000;
    const double h_200_020_110_001 = h_200_020_111_000 + CDz * h_200_020_110_000;
    const double h_210_010_101_000 = c_220_101 + ABy * c_210_101;
    const double h_200_020_101_000 = h_210_010_101_000 + ABy * h_200_010_101_000;
    const double h_200_020_101_100 = h_200_020_201_000 + CDx * h_200_020_101_000;
    const double h_200_020_101_010 = h_200_020_111_000 + CDy * h_200_020_101_000;
    const double h_210_010_102_000 = c_220_102 + ABy * c_210_102;
    const double h_200_020_102_000 = h_210_010_102_000 + ABy * h_200_010_102_000;
    const double h_200_020_101_001 = h_200_020_102_000 + CDz * h_200_020_101_000;
    const double h_210_010_020_000 = c_220_020 + ABy * c_210_020;
    const double h_200_020_020_000 = h_210_010_020_000 + ABy * h_200_010_020_000;
    const double h_200_020_020_100 = h_200_020_120_000 + CDx * h_200_020_020_000;
    const double h_210_010_030_000 = c_220_030 + ABy * c_210_030;
    const double h_200_020_030_000 = h_210_010_030_000 + ABy * h_200_010_030_000;
    const double h_200_020_020_010 = h_200_020_030_000 + CDy * h_200_020_020_000;
    const double h_210_010_021_000 = c_220_021 + ABy * c_210_021;
    const double h_200_020_021_000 = h_210_010_021_000 + ABy * h_200_010_021_000;
    const double h_200_020_020_001 = h_200_020_021_000 + CDz * h_200_020_020_000;
    const double h_210_010_011_000 = c_220_011 + ABy * c_210_011;
    const double h_200_020_011_000 = h_210_010_011_000 + ABy * h_200_010_011_000;
    const double h_200_020_011_100 = h_200_020_111_000 + CDx * h_200_020_011_000;
    const double h_200_020_011_010 = h_200_020_021_000 + CDy * h_200_020_011_000;
    const double h_210_010_012_000 = c_220_012 + ABy * c_210_012;
    const double h_200_020_012_000 = h_210_010_012_000 + ABy * h_200_010_012_000;
    const double h_200_020_011_001 = h_200_020_012_000 + CDz * h_200_020_011_000;
    const double h_210_010_002_000 = c_220_002 + ABy * c_210_002;
    const double h_200_020_002_000 = h_210_010_002_000 + ABy * h_200_010_002_000;
    const double h_200_020_002_100 = h_200_020_102_000 + CDx * h_200_020_002_000;
    const double h_200_020_002_010 = h_200_020_012_000 + CDy * h_200_020_002_000;
    const double h_210_010_003_000 = c_220_003 + ABy * c_210_003;
    const double h_200_020_003_000 = h_210_010_003_000 + ABy * h_200_010_003_000;
    const double h_200_020_002_001 = h_200_020_003_000 + CDz * h_200_020_002_000;
    const double h_210_001_300_000 = c_211_300 + ABz * c_210_300;
    const double h_200_011_300_000 = h_210_001_300_000 + ABy * h_200_001_300_000;
    const double h_210_001_200_000 = c_211_200 + ABz * c_210_200;
    const double h_200_011_200_000 = h_210_001_200_000 + ABy * h_200_001_200_000;
    const double h_200_011_200_100 = h_200_011_300_000 + CDx * h_200_011_200_000;
    const double h_210_001_210_000 = c_211_210 + ABz * c_210_210;
    const double h_200_011_210_000 = h_210_001_210_000 + ABy * h_200_001_210_000;
    const double h_200_011_200_010 = h_200_011_210_000 + CDy * h_200_011_200_000;
    const double h_210_001_201_000 = c_211_201 + ABz * c_210_201;
    const double h_200_011_201_000 = h_210_001_201_000 + ABy * h_200_001_201_000;
    const double h_200_011_200_001 = h_200_011_201_000 + CDz * h_200_011_200_000;
    const double h_210_001_110_000 = c_211_110 + ABz * c_210_110;
    const double h_200_011_110_000 = h_210_001_110_000 + ABy * h_200_001_110_000;
    const double h_200_011_110_100 = h_200_011_210_000 + CDx * h_200_011_110_000;
    const double h_210_001_120_000 = c_211_120 + ABz * c_210_120;
    const double h_200_011_120_000 = h_210_001_120_000 + ABy * h_200_001_120_000;
    const double h_200_011_110_010 = h_200_011_120_000 + CDy * h_200_011_110_000;
    const double h_210_001_111_000 = c_211_111 + ABz * c_210_111;
    const double h_200_011_111_000 = h_210_001_111_000 + ABy * h_200_001_111_000;
    const double h_200_011_110_001 = h_200_011_111_000 + CDz * h_200_011_110_000;
    const double h_210_001_101_000 = c_211_101 + ABz * c_210_101;
    const double h_200_011_101_000 = h_210_001_101_000 + ABy * h_200_001_101_000;
    const double h_200_011_101_100 = h_200_011_201_000 + CDx * h_200_011_101_000;
    const double h_200_011_101_010 = h_200_011_111_000 + CDy * h_200_011_101_000;
    const double h_210_001_102_000 = c_211_102 + ABz * c_210_102;
    const double h_200_011_102_000 = h_210_001_102_000 + ABy * h_200_001_102_000;
    const double h_200_011_101_001 = h_200_011_102_000 + CDz * h_200_011_101_000;
    const double h_210_001_020_000 = c_211_020 + ABz * c_210_020;
    const double h_200_011_020_000 = h_210_001_020_000 + ABy * h_200_001_020_000;
    const double h_200_011_020_100 = h_200_011_120_000 + CDx * h_200_011_020_000;
    const double h_210_001_030_000 = c_211_030 + ABz * c_210_030;
    const double h_200_011_030_000 = h_210_001_030_000 + ABy * h_200_001_030_000;
    const double h_200_011_020_010 = h_200_011_030_000 + CDy * h_200_011_020_000;
    const double h_210_001_021_000 = c_211_021 + ABz * c_210_021;
    const double h_200_011_021_000 = h_210_001_021_000 + ABy * h_200_001_021_000;
    const double h_200_011_020_001 = h_200_011_021_000 + CDz * h_200_011_020_000;
    const double h_210_001_011_000 = c_211_011 + ABz * c_210_011;
    const double h_200_011_011_000 = h_210_001_011_000 + ABy * h_200_001_011_000;
    const double h_200_011_011_100 = h_200_011_111_000 + CDx * h_200_011_011_000;
    const double h_200_011_011_010 = h_200_011_021_000 + CDy * h_200_011_011_000;
    const double h_210_001_012_000 = c_211_012 + ABz * c_210_012;
    const double h_200_011_012_000 = h_210_001_012_000 + ABy * h_200_001_012_000;
    const double h_200_011_011_001 = h_200_011_012_000 + CDz * h_200_011_011_000;
    const double h_210_001_002_000 = c_211_002 + ABz * c_210_002;
    const double h_200_011_002_000 = h_210_001_002_000 + ABy * h_200_001_002_000;
    const double h_200_011_002_100 = h_200_011_102_000 + CDx * h_200_011_002_000;
    const double h_200_011_002_010 = h_200_011_012_000 + CDy * h_200_011_002_000;
    const double h_210_001_003_000 = c_211_003 + ABz * c_210_003;
    const double h_200_011_003_000 = h_210_001_003_000 + ABy * h_200_001_003_000;
    const double h_200_011_002_001 = h_200_011_003_000 + CDz * h_200_011_002_000;
    const double h_201_001_300_000 = c_202_300 + ABz * c_201_300;
    const double h_200_002_300_000 = h_201_001_300_000 + ABz * h_200_001_300_000;
    const double h_201_001_200_000 = c_202_200 + ABz * c_201_200;
    const double h_200_002_200_000 = h_201_001_200_000 + ABz * h_200_001_200_000;
    const double h_200_002_200_100 = h_200_002_300_000 + CDx * h_200_002_200_000;
    const double h_201_001_210_000 = c_202_210 + ABz * c_201_210;
    const double h_200_002_210_000 = h_201_001_210_000 + ABz * h_200_001_210_000;
    const double h_200_002_200_010 = h_200_002_210_000 + CDy * h_200_002_200_000;
    const double h_201_001_201_000 = c_202_201 + ABz * c_201_201;
    const double h_200_002_201_000 = h_201_001_201_000 + ABz * h_200_001_201_000;
    const double h_200_002_200_001 = h_200_002_201_000 + CDz * h_200_002_200_000;
    const double h_201_001_110_000 = c_202_110 + ABz * c_201_110;
    const double h_200_002_110_000 = h_201_001_110_000 + ABz * h_200_001_110_000;
    const double h_200_002_110_100 = h_200_002_210_000 + CDx * h_200_002_110_000;
    const double h_201_001_120_000 = c_202_120 + ABz * c_201_120;
    const double h_200_002_120_000 = h_201_001_120_000 + ABz * h_200_001_120_000;
    const double h_200_002_110_010 = h_200_002_120_000 + CDy * h_200_002_110_000;
    const double h_201_001_111_000 = c_202_111 + ABz * c_201_111;
    const double h_200_002_111_000 = h_201_001_111_000 + ABz * h_200_001_111_000;
    const double h_200_002_110_001 = h_200_002_111_000 + CDz * h_200_002_110_000;
    const double h_201_001_101_000 = c_202_101 + ABz * c_201_101;
    const double h_200_002_101_000 = h_201_001_101_000 + ABz * h_200_001_101_000;
    const double h_200_002_101_100 = h_200_002_201_000 + CDx * h_200_002_101_000;
    const double h_200_002_101_010 = h_200_002_111_000 + CDy * h_200_002_101_000;
    const double h_201_001_102_000 = c_202_102 + ABz * c_201_102;
    const double h_200_002_102_000 = h_201_001_102_000 + ABz * h_200_001_102_000;
    const double h_200_002_101_001 = h_200_002_102_000 + CDz * h_200_002_101_000;
    const double h_201_001_020_000 = c_202_020 + ABz * c_201_020;
    const double h_200_002_020_000 = h_201_001_020_000 + ABz * h_200_001_020_000;
    const double h_200_002_020_100 = h_200_002_120_000 + CDx * h_200_002_020_000;
    const double h_201_001_030_000 = c_202_030 + ABz * c_201_030;
    const double h_200_002_030_000 = h_201_001_030_000 + ABz * h_200_001_030_000;
    const double h_200_002_020_010 = h_200_002_030_000 + CDy * h_200_002_020_000;
    const double h_201_001_021_000 = c_202_021 + ABz * c_201_021;
    const double h_200_002_021_000 = h_201_001_021_000 + ABz * h_200_001_021_000;
    const double h_200_002_020_001 = h_200_002_021_000 + CDz * h_200_002_020_000;
    const double h_201_001_011_000 = c_202_011 + ABz * c_201_011;
    const double h_200_002_011_000 = h_201_001_011_000 + ABz * h_200_001_011_000;
    const double h_200_002_011_100 = h_200_002_111_000 + CDx * h_200_002_011_000;
    const double h_200_002_011_010 = h_200_002_021_000 + CDy * h_200_002_011_000;
    const double h_201_001_012_000 = c_202_012 + ABz * c_201_012;
    const double h_200_002_012_000 = h_201_001_012_000 + ABz * h_200_001_012_000;
    const double h_200_002_011_001 = h_200_002_012_000 + CDz * h_200_002_011_000;
    const double h_201_001_002_000 = c_202_002 + ABz * c_201_002;
    const double h_200_002_002_000 = h_201_001_002_000 + ABz * h_200_001_002_000;
    const double h_200_002_002_100 = h_200_002_102_000 + CDx * h_200_002_002_000;
    const double h_200_002_002_010 = h_200_002_012_000 + CDy * h_200_002_002_000;
    const double h_201_001_003_000 = c_202_003 + ABz * c_201_003;
    const double h_200_002_003_000 = h_201_001_003_000 + ABz * h_200_001_003_000;
    const double h_200_002_002_001 = h_200_002_003_000 + CDz * h_200_002_002_000;
    const double h_210_100_300_000 = c_310_300 + ABx * c_210_300;
    const double h_110_100_300_000 = c_210_300 + ABx * c_110_300;
    const double h_110_200_300_000 = h_210_100_300_000 + ABx * h_110_100_300_000;
    const double h_210_100_200_000 = c_310_200 + ABx * c_210_200;
    const double h_110_100_200_000 = c_210_200 + ABx * c_110_200;
    const double h_110_200_200_000 = h_210_100_200_000 + ABx * h_110_100_200_000;
    const double h_110_200_200_100 = h_110_200_300_000 + CDx * h_110_200_200_000;
    const double h_210_100_210_000 = c_310_210 + ABx * c_210_210;
    const double h_110_100_210_000 = c_210_210 + ABx * c_110_210;
    const double h_110_200_210_000 = h_210_100_210_000 + ABx * h_110_100_210_000;
    const double h_110_200_200_010 = h_110_200_210_000 + CDy * h_110_200_200_000;
    const double h_210_100_201_000 = c_310_201 + ABx * c_210_201;
    const double h_110_100_201_000 = c_210_201 + ABx * c_110_201;
    const double h_110_200_201_000 = h_210_100_201_000 + ABx * h_110_100_201_000;
    const double h_110_200_200_001 = h_110_200_201_000 + CDz * h_110_200_200_000;
    const double h_210_100_110_000 = c_310_110 + ABx * c_210_110;
    const double h_110_100_110_000 = c_210_110 + ABx * c_110_110;
    const double h_110_200_110_000 = h_210_100_110_000 + ABx * h_110_100_110_000;
    const double h_110_200_110_100 = h_110_200_210_000 + CDx * h_110_200_110_000;
    const double h_210_100_120_000 = c_310_120 + ABx * c_210_120;
    const double h_110_100_120_000 = c_210_120 + ABx * c_110_120;
    const double h_110_200_120_000 = h_210_100_120_000 + ABx * h_110_100_120_000;
    const double h_110_200_110_010 = h_110_200_120_000 + CDy * h_110_200_110_000;
    const double h_210_100_111_000 = c_310_111 + ABx * c_210_111;
    const double h_110_100_111_000 = c_210_111 + ABx * c_110_111;
    const double h_110_200_111_000 = h_210_100_111_000 + ABx * h_110_100_111_000;
    const double h_110_200_110_001 = h_110_200_111_000 + CDz * h_110_200_110_000;
    const double h_210_100_101_000 = c_310_101 + ABx * c_210_101;
    const double h_110_100_101_000 = c_210_101 + ABx * c_110_101;
    const double h_110_200_101_000 = h_210_100_101_000 + ABx * h_110_100_101_000;
    const double h_110_200_101_100 = h_110_200_201_000 + CDx * h_110_200_101_000;
    const double h_110_200_101_010 = h_110_200_111_000 + CDy * h_110_200_101_000;
    const double h_210_100_102_000 = c_310_102 + ABx * c_210_102;
    const double h_110_100_102_000 = c_210_102 + ABx * c_110_102;
    const double h_110_200_102_000 = h_210_100_102_000 + ABx * h_110_100_102_000;
    const double h_110_200_101_001 = h_110_200_102_000 + CDz * h_110_200_101_000;
    const double h_210_100_020_000 = c_310_020 + ABx * c_210_020;
    const double h_110_100_020_000 = c_210_020 + ABx * c_110_020;
    const double h_110_200_020_000 = h_210_100_020_000 + ABx * h_110_100_020_000;
    const double h_110_200_020_100 = h_110_200_120_000 + CDx * h_110_200_020_000;
    const double h_210_100_030_000 = c_310_030 + ABx * c_210_030;
    const double h_110_100_030_000 = c_210_030 + ABx * c_110_030;
    const double h_110_200_030_000 = h_210_100_030_000 + ABx * h_110_100_030_000;
    const double h_110_200_020_010 = h_110_200_030_000 + CDy * h_110_200_020_000;
    const double h_210_100_021_000 = c_310_021 + ABx * c_210_021;
    const double h_110_100_021_000 = c_210_021 + ABx * c_110_021;
    const double h_110_200_021_000 = h_210_100_021_000 + ABx * h_110_100_021_000;
    const double h_110_200_020_001 = h_110_200_021_000 + CDz * h_110_200_020_000;
    const double h_210_100_011_000 = c_310_011 + ABx * c_210_011;
    const double h_110_100_011_000 = c_210_011 + ABx * c_110_011;
    const double h_110_200_011_000 = h_210_100_011_000 + ABx * h_110_100_011_000;
    const double h_110_200_011_100 = h_110_200_111_000 + CDx * h_110_200_011_000;
    const double h_110_200_011_010 = h_110_200_021_000 + CDy * h_110_200_011_000;
    const double h_210_100_012_000 = c_310_012 + ABx * c_210_012;
    const double h_110_100_012_000 = c_210_012 + ABx * c_110_012;
    const double h_110_200_012_000 = h_210_100_012_000 + ABx * h_110_100_012_000;
    const double h_110_200_011_001 = h_110_200_012_000 + CDz * h_110_200_011_000;
    const double h_210_100_002_000 = c_310_002 + ABx * c_210_002;
    const double h_110_100_002_000 = c_210_002 + ABx * c_110_002;
    const double h_110_200_002_000 = h_210_100_002_000 + ABx * h_110_100_002_000;
    const double h_110_200_002_100 = h_110_200_102_000 + CDx * h_110_200_002_000;
    const double h_110_200_002_010 = h_110_200_012_000 + CDy * h_110_200_002_000;
    const double h_210_100_003_000 = c_310_003 + ABx * c_210_003;
    const double h_110_100_003_000 = c_210_003 + ABx * c_110_003;
    const double h_110_200_003_000 = h_210_100_003_000 + ABx * h_110_100_003_000;
    const double h_110_200_002_001 = h_110_200_003_000 + CDz * h_110_200_002_000;
    const double h_110_010_300_000 = c_120_300 + ABy * c_110_300;
    const double h_110_110_300_000 = h_210_010_300_000 + ABx * h_110_010_300_000;
    const double h_110_010_200_000 = c_120_200 + ABy * c_110_200;
    const double h_110_110_200_000 = h_210_010_200_000 + ABx * h_110_010_200_000;
    const double h_110_110_200_100 = h_110_110_300_000 + CDx * h_110_110_200_000;
    const double h_110_010_210_000 = c_120_210 + ABy * c_110_210;
    const double h_110_110_210_000 = h_210_010_210_000 + ABx * h_110_010_210_000;
    const double h_110_110_200_010 = h_110_110_210_000 + CDy * h_110_110_200_000;
    const double h_110_010_201_000 = c_120_201 + ABy * c_110_201;
    const double h_110_110_201_000 = h_210_010_201_000 + ABx * h_110_010_201_000;
    const double h_110_110_200_001 = h_110_110_201_000 + CDz * h_110_110_200_000;
    const double h_110_010_110_000 = c_120_110 + ABy * c_110_110;
    const double h_110_110_110_000 = h_210_010_110_000 + ABx * h_110_010_110_000;
    const double h_110_110_110_100 = h_110_110_210_000 + CDx * h_110_110_110_000;
    const double h_110_010_120_000 = c_120_120 + ABy * c_110_120;
    const double h_110_110_120_000 = h_210_010_120_000 + ABx * h_110_010_120_000;
    const double h_110_110_110_010 = h_110_110_120_000 + CDy * h_110_110_110_000;
    const double h_110_010_111_000 = c_120_111 + ABy * c_110_111;
    const double h_110_110_111_000 = h_210_010_111_000 + ABx * h_110_010_111_000;
    const double h_110_110_110_001 = h_110_110_111_000 + CDz * h_110_110_110_000;
    const double h_110_010_101_000 = c_120_101 + ABy * c_110_101;
    const double h_110_110_101_000 = h_210_010_101_000 + ABx * h_110_010_101_000;
    const double h_110_110_101_100 = h_110_110_201_000 + CDx * h_110_110_101_000;
    const double h_110_110_101_010 = h_110_110_111_000 + CDy * h_110_110_101_000;
    const double h_110_010_102_000 = c_120_102 + ABy * c_110_102;
    const double h_110_110_102_000 = h_210_010_102_000 + ABx * h_110_010_102_000;
    const double h_110_110_101_001 = h_110_110_102_000 + CDz * h_110_110_101_000;
    const double h_110_010_020_000 = c_120_020 + ABy * c_110_020;
    const double h_110_110_020_000 = h_210_010_020_000 + ABx * h_110_010_020_000;
    const double h_110_110_020_100 = h_110_110_120_000 + CDx * h_110_110_020_000;
    const double h_110_010_030_000 = c_120_030 + ABy * c_110_030;
    const double h_110_110_030_000 = h_210_010_030_000 + ABx * h_110_010_030_000;
    const double h_110_110_020_010 = h_110_110_030_000 + CDy * h_110_110_020_000;
    const double h_110_010_021_000 = c_120_021 + ABy * c_110_021;
    const double h_110_110_021_000 = h_210_010_021_000 + ABx * h_110_010_021_000;
    const double h_110_110_020_001 = h_110_110_021_000 + CDz * h_110_110_020_000;
    const double h_110_010_011_000 = c_120_011 + ABy * c_110_011;
    const double h_110_110_011_000 = h_210_010_011_000 + ABx * h_110_010_011_000;
    const double h_110_110_011_100 = h_110_110_111_000 + CDx * h_110_110_011_000;
    const double h_110_110_011_010 = h_110_110_021_000 + CDy * h_110_110_011_000;
    const double h_110_010_012_000 = c_120_012 + ABy * c_110_012;
    const double h_110_110_012_000 = h_210_010_012_000 + ABx * h_110_010_012_000;
    const double h_110_110_011_001 = h_110_110_012_000 + CDz * h_110_110_011_000;
    const double h_110_010_002_000 = c_120_002 + ABy * c_110_002;
    const double h_110_110_002_000 = h_210_010_002_000 + ABx * h_110_010_002_000;
    const double h_110_110_002_100 = h_110_110_102_000 + CDx * h_110_110_002_000;
    const double h_110_110_002_010 = h_110_110_012_000 + CDy * h_110_110_002_000;
    const double h_110_010_003_000 = c_120_003 + ABy * c_110_003;
    const double h_110_110_003_000 = h_210_010_003_000 + ABx * h_110_010_003_000;
    const double h_110_110_002_001 = h_110_110_003_000 + CDz * h_110_110_002_000;
    const double h_110_001_300_000 = c_111_300 + ABz * c_110_300;
    const double h_110_101_300_000 = h_210_001_300_000 + ABx * h_110_001_300_000;
    const double h_110_001_200_000 = c_111_200 + ABz * c_110_200;
    const double h_110_101_200_000 = h_210_001_200_000 + ABx * h_110_001_200_000;
    const double h_110_101_200_100 = h_110_101_300_000 + CDx * h_110_101_200_000;
    const double h_110_001_210_000 = c_111_210 + ABz * c_110_210;
    const double h_110_101_210_000 = h_210_001_210_000 + ABx * h_110_001_210_000;
    const double h_110_101_200_010 = h_110_101_210_000 + CDy * h_110_101_200_000;
    const double h_110_001_201_000 = c_111_201 + ABz * c_110_201;
    const double h_110_101_201_000 = h_210_001_201_000 + ABx * h_110_001_201_000;
    const double h_110_101_200_001 = h_110_101_201_000 + CDz * h_110_101_200_000;
    const double h_110_001_110_000 = c_111_110 + ABz * c_110_110;
    const double h_110_101_110_000 = h_210_001_110_000 + ABx * h_110_001_110_000;
    const double h_110_101_110_100 = h_110_101_210_000 + CDx * h_110_101_110_000;
    const double h_110_001_120_000 = c_111_120 + ABz * c_110_120;
    const double h_110_101_120_000 = h_210_001_120_000 + ABx * h_110_001_120_000;
    const double h_110_101_110_010 = h_110_101_120_000 + CDy * h_110_101_110_000;
    const double h_110_001_111_000 = c_111_111 + ABz * c_110_111;
    const double h_110_101_111_000 = h_210_001_111_000 + ABx * h_110_001_111_000;
    const double h_110_101_110_001 = h_110_101_111_000 + CDz * h_110_101_110_000;
    const double h_110_001_101_000 = c_111_101 + ABz * c_110_101;
    const double h_110_101_101_000 = h_210_001_101_000 + ABx * h_110_001_101_000;
    const double h_110_101_101_100 = h_110_101_201_000 + CDx * h_110_101_101_000;
    const double h_110_101_101_010 = h_110_101_111_000 + CDy * h_110_101_101_000;
    const double h_110_001_102_000 = c_111_102 + ABz * c_110_102;
    const double h_110_101_102_000 = h_210_001_102_000 + ABx * h_110_001_102_000;
    const double h_110_101_101_001 = h_110_101_102_000 + CDz * h_110_101_101_000;
    const double h_110_001_020_000 = c_111_020 + ABz * c_110_020;
    const double h_110_101_020_000 = h_210_001_020_000 + ABx * h_110_001_020_000;
    const double h_110_101_020_100 = h_110_101_120_000 + CDx * h_110_101_020_000;
    const double h_110_001_030_000 = c_111_030 + ABz * c_110_030;
    const double h_110_101_030_000 = h_210_001_030_000 + ABx * h_110_001_030_000;
    const double h_110_101_020_010 = h_110_101_030_000 + CDy * h_110_101_020_000;
    const double h_110_001_021_000 = c_111_021 + ABz * c_110_021;
    const double h_110_101_021_000 = h_210_001_021_000 + ABx * h_110_001_021_000;
    const double h_110_101_020_001 = h_110_101_021_000 + CDz * h_110_101_020_000;
    const double h_110_001_011_000 = c_111_011 + ABz * c_110_011;
    const double h_110_101_011_000 = h_210_001_011_000 + ABx * h_110_001_011_000;
    const double h_110_101_011_100 = h_110_101_111_000 + CDx * h_110_101_011_000;
    const double h_110_101_011_010 = h_110_101_021_000 + CDy * h_110_101_011_000;
    const double h_110_001_012_000 = c_111_012 + ABz * c_110_012;
    const double h_110_101_012_000 = h_210_001_012_000 + ABx * h_110_001_012_000;
    const double h_110_101_011_001 = h_110_101_012_000 + CDz * h_110_101_011_000;
    const double h_110_001_002_000 = c_111_002 + ABz * c_110_002;
    const double h_110_101_002_000 = h_210_001_002_000 + ABx * h_110_001_002_000;
    const double h_110_101_002_100 = h_110_101_102_000 + CDx * h_110_101_002_000;
    const double h_110_101_002_010 = h_110_101_012_000 + CDy * h_110_101_002_000;
    const double h_110_001_003_000 = c_111_003 + ABz * c_110_003;
    const double h_110_101_003_000 = h_210_001_003_000 + ABx * h_110_001_003_000;
    const double h_110_101_002_001 = h_110_101_003_000 + CDz * h_110_101_002_000;
    const double h_120_010_300_000 = c_130_300 + ABy * c_120_300;
    const double h_110_020_300_000 = h_120_010_300_000 + ABy * h_110_010_300_000;
    const double h_120_010_200_000 = c_130_200 + ABy * c_120_200;
    const double h_110_020_200_000 = h_120_010_200_000 + ABy * h_110_010_200_000;
    const double h_110_020_200_100 = h_110_020_300_000 + CDx * h_110_020_200_000;
    const double h_120_010_210_000 = c_130_210 + ABy * c_120_210;
    const double h_110_020_210_000 = h_120_010_210_000 + ABy * h_110_010_210_000;
    const double h_110_020_200_010 = h_110_020_210_000 + CDy * h_110_020_200_000;
    const double h_120_010_201_000 = c_130_201 + ABy * c_120_201;
    const double h_110_020_201_000 = h_120_010_201_000 + ABy * h_110_010_201_000;
    const double h_110_020_200_001 = h_110_020_201_000 + CDz * h_110_020_200_000;
    const double h_120_010_110_000 = c_130_110 + ABy * c_120_110;
    const double h_110_020_110_000 = h_120_010_110_000 + ABy * h_110_010_110_000;
    const double h_110_020_110_100 = h_110_020_210_000 + CDx * h_110_020_110_000;
    const double h_120_010_120_000 = c_130_120 + ABy * c_120_120;
    const double h_110_020_120_000 = h_120_010_120_000 + ABy * h_110_010_120_000;
    const double h_110_020_110_010 = h_110_020_120_000 + CDy * h_110_020_110_000;
    const double h_120_010_111_000 = c_130_111 + ABy * c_120_111;
    const double h_110_020_111_000 = h_120_010_111_000 + ABy * h_110_010_111_000;
    const double h_110_020_110_001 = h_110_020_111_000 + CDz * h_110_020_110_000;
    const double h_120_010_101_000 = c_130_101 + ABy * c_120_101;
    const double h_110_020_101_000 = h_120_010_101_000 + ABy * h_110_010_101_000;
    const double h_110_020_101_100 = h_110_020_201_000 + CDx * h_110_020_101_000;
    const double h_110_020_101_010 = h_110_020_111_000 + CDy * h_110_020_101_000;
    const double h_120_010_102_000 = c_130_102 + ABy * c_120_102;
    const double h_110_020_102_000 = h_120_010_102_000 + ABy * h_110_010_102_000;
    const double h_110_020_101_001 = h_110_020_102_000 + CDz * h_110_020_101_000;
    const double h_120_010_020_000 = c_130_020 + ABy * c_120_020;
    const double h_110_020_020_000 = h_120_010_020_000 + ABy * h_110_010_020_000;
    const double h_110_020_020_100 = h_110_020_120_000 + CDx * h_110_020_020_000;
    const double h_120_010_030_000 = c_130_030 + ABy * c_120_030;
    const double h_110_020_030_000 = h_120_010_030_000 + ABy * h_110_010_030_000;
    const double h_110_020_020_010 = h_110_020_030_000 + CDy * h_110_020_020_000;
    const double h_120_010_021_000 = c_130_021 + ABy * c_120_021;
    const double h_110_020_021_000 = h_120_010_021_000 + ABy * h_110_010_021_000;
    const double h_110_020_020_001 = h_110_020_021_000 + CDz * h_110_020_020_000;
    const double h_120_010_011_000 = c_130_011 + ABy * c_120_011;
    const double h_110_020_011_000 = h_120_010_011_000 + ABy * h_110_010_011_000;
    const double h_110_020_011_100 = h_110_020_111_000 + CDx * h_110_020_011_000;
    const double h_110_020_011_010 = h_110_020_021_000 + CDy * h_110_020_011_000;
    const double h_120_010_012_000 = c_130_012 + ABy * c_120_012;
    const double h_110_020_012_000 = h_120_010_012_000 + ABy * h_110_010_012_000;
    const double h_110_020_011_001 = h_110_020_012_000 + CDz * h_110_020_011_000;
    const double h_120_010_002_000 = c_130_002 + ABy * c_120_002;
    const double h_110_020_002_000 = h_120_010_002_000 + ABy * h_110_010_002_000;
    const double h_110_020_002_100 = h_110_020_102_000 + CDx * h_110_020_002_000;
    const double h_110_020_002_010 = h_110_020_012_000 + CDy * h_110_020_002_000;
    const double h_120_010_003_000 = c_130_003 + ABy * c_120_003;
    const double h_110_020_003_000 = h_120_010_003_000 + ABy * h_110_010_003_000;
    const double h_110_020_002_001 = h_110_020_003_000 + CDz * h_110_020_002_000;
    const double h_120_001_300_000 = c_121_300 + ABz * c_120_300;
    const double h_110_011_300_000 = h_120_001_300_000 + ABy * h_110_001_300_000;
    const double h_120_001_200_000 = c_121_200 + ABz * c_120_200;
    const double h_110_011_200_000 = h_120_001_200_000 + ABy * h_110_001_200_000;
    const double h_110_011_200_100 = h_110_011_300_000 + CDx * h_110_011_200_000;
    const double h_120_001_210_000 = c_121_210 + ABz * c_120_210;
    const double h_110_011_210_000 = h_120_001_210_000 + ABy * h_110_001_210_000;
    const double h_110_011_200_010 = h_110_011_210_000 + CDy * h_110_011_200_000;
    const double h_120_001_201_000 = c_121_201 + ABz * c_120_201;
    const double h_110_011_201_000 = h_120_001_201_000 + ABy * h_110_001_201_000;
    const double h_110_011_200_001 = h_110_011_201_000 + CDz * h_110_011_200_000;
    const double h_120_001_110_000 = c_121_110 + ABz * c_120_110;
    const double h_110_011_110_000 = h_120_001_110_000 + ABy * h_110_001_110_000;
    const double h_110_011_110_100 = h_110_011_210_000 + CDx * h_110_011_110_000;
    const double h_120_001_120_000 = c_121_120 + ABz * c_120_120;
    const double h_110_011_120_000 = h_120_001_120_000 + ABy * h_110_001_120_000;
    const double h_110_011_110_010 = h_110_011_120_000 + CDy * h_110_011_110_000;
    const double h_120_001_111_000 = c_121_111 + ABz * c_120_111;
    const double h_110_011_111_000 = h_120_001_111_000 + ABy * h_110_001_111_000;
    const double h_110_011_110_001 = h_110_011_111_000 + CDz * h_110_011_110_000;
    const double h_120_001_101_000 = c_121_101 + ABz * c_120_101;
    const double h_110_011_101_000 = h_120_001_101_000 + ABy * h_110_001_101_000;
    const double h_110_011_101_100 = h_110_011_201_000 + CDx * h_110_011_101_000;
    const double h_110_011_101_010 = h_110_011_111_000 + CDy * h_110_011_101_000;
    const double h_120_001_102_000 = c_121_102 + ABz * c_120_102;
    const double h_110_011_102_000 = h_120_001_102_000 + ABy * h_110_001_102_000;
    const double h_110_011_101_001 = h_110_011_102_000 + CDz * h_110_011_101_000;
    const double h_120_001_020_000 = c_121_020 + ABz * c_120_020;
    const double h_110_011_020_000 = h_120_001_020_000 + ABy * h_110_001_020_000;
    const double h_110_011_020_100 = h_110_011_120_000 + CDx * h_110_011_020_000;
    const double h_120_001_030_000 = c_121_030 + ABz * c_120_030;
    const double h_110_011_030_000 = h_120_001_030_000 + ABy * h_110_001_030_000;
    const double h_110_011_020_010 = h_110_011_030_000 + CDy * h_110_011_020_000;
    const double h_120_001_021_000 = c_121_021 + ABz * c_120_021;
    const double h_110_011_021_000 = h_120_001_021_000 + ABy * h_110_001_021_000;
    const double h_110_011_020_001 = h_110_011_021_000 + CDz * h_110_011_020_000;
    const double h_120_001_011_000 = c_121_011 + ABz * c_120_011;
    const double h_110_011_011_000 = h_120_001_011_000 + ABy * h_110_001_011_000;
    const double h_110_011_011_100 = h_110_011_111_000 + CDx * h_110_011_011_000;
    const double h_110_011_011_010 = h_110_011_021_000 + CDy * h_110_011_011_000;
    const double h_120_001_012_000 = c_121_012 + ABz * c_120_012;
    const double h_110_011_012_000 = h_120_001_012_000 + ABy * h_110_001_012_000;
    const double h_110_011_011_001 = h_110_011_012_000 + CDz * h_110_011_011_000;
    const double h_120_001_002_000 = c_121_002 + ABz * c_120_002;
    const double h_110_011_002_000 = h_120_001_002_000 + ABy * h_110_001_002_000;
    const double h_110_011_002_100 = h_110_011_102_000 + CDx * h_110_011_002_000;
    const double h_110_011_002_010 = h_110_011_012_000 + CDy * h_110_011_002_000;
    const double h_120_001_003_000 = c_121_003 + ABz * c_120_003;
    const double h_110_011_003_000 = h_120_001_003_000 + ABy * h_110_001_003_000;
    const double h_110_011_002_001 = h_110_011_003_000 + CDz * h_110_011_002_000;
    const double h_111_001_300_000 = c_112_300 + ABz * c_111_300;
    const double h_110_002_300_000 = h_111_001_300_000 + ABz * h_110_001_300_000;
    const double h_111_001_200_000 = c_112_200 + ABz * c_111_200;
    const double h_110_002_200_000 = h_111_001_200_000 + ABz * h_110_001_200_000;
    const double h_110_002_200_100 = h_110_002_300_000 + CDx * h_110_002_200_000;
    const double h_111_001_210_000 = c_112_210 + ABz * c_111_210;
    const double h_110_002_210_000 = h_111_001_210_000 + ABz * h_110_001_210_000;
    const double h_110_002_200_010 = h_110_002_210_000 + CDy * h_110_002_200_000;
    const double h_111_001_201_000 = c_112_201 + ABz * c_111_201;
    const double h_110_002_201_000 = h_111_001_201_000 + ABz * h_110_001_201_000;
    const double h_110_002_200_001 = h_110_002_201_000 + CDz * h_110_002_200_000;
    const double h_111_001_110_000 = c_112_110 + ABz * c_111_110;
    const double h_110_002_110_000 = h_111_001_110_000 + ABz * h_110_001_110_000;
    const double h_110_002_110_100 = h_110_002_210_000 + CDx * h_110_002_110_000;
    const double h_111_001_120_000 = c_112_120 + ABz * c_111_120;
    const double h_110_002_120_000 = h_111_001_120_000 + ABz * h_110_001_120_000;
    const double h_110_002_110_010 = h_110_002_120_000 + CDy * h_110_002_110_000;
    const double h_111_001_111_000 = c_112_111 + ABz * c_111_111;
    const double h_110_002_111_000 = h_111_001_111_000 + ABz * h_110_001_111_000;
    const double h_110_002_110_001 = h_110_002_111_000 + CDz * h_110_002_110_000;
    const double h_111_001_101_000 = c_112_101 + ABz * c_111_101;
    const double h_110_002_101_000 = h_111_001_101_000 + ABz * h_110_001_101_000;
    const double h_110_002_101_100 = h_110_002_201_000 + CDx * h_110_002_101_000;
    const double h_110_002_101_010 = h_110_002_111_000 + CDy * h_110_002_101_000;
    const double h_111_001_102_000 = c_112_102 + ABz * c_111_102;
    const double h_110_002_102_000 = h_111_001_102_000 + ABz * h_110_001_102_000;
    const double h_110_002_101_001 = h_110_002_102_000 + CDz * h_110_002_101_000;
    const double h_111_001_020_000 = c_112_020 + ABz * c_111_020;
    const double h_110_002_020_000 = h_111_001_020_000 + ABz * h_110_001_020_000;
    const double h_110_002_020_100 = h_110_002_120_000 + CDx * h_110_002_020_000;
    const double h_111_001_030_000 = c_112_030 + ABz * c_111_030;
    const double h_110_002_030_000 = h_111_001_030_000 + ABz * h_110_001_030_000;
    const double h_110_002_020_010 = h_110_002_030_000 + CDy * h_110_002_020_000;
    const double h_111_001_021_000 = c_112_021 + ABz * c_111_021;
    const double h_110_002_021_000 = h_111_001_021_000 + ABz * h_110_001_021_000;
    const double h_110_002_020_001 = h_110_002_021_000 + CDz * h_110_002_020_000;
    const double h_111_001_011_000 = c_112_011 + ABz * c_111_011;
    const double h_110_002_011_000 = h_111_001_011_000 + ABz * h_110_001_011_000;
    const double h_110_002_011_100 = h_110_002_111_000 + CDx * h_110_002_011_000;
    const double h_110_002_011_010 = h_110_002_021_000 + CDy * h_110_002_011_000;
    const double h_111_001_012_000 = c_112_012 + ABz * c_111_012;
    const double h_110_002_012_000 = h_111_001_012_000 + ABz * h_110_001_012_000;
    const double h_110_002_011_001 = h_110_002_012_000 + CDz * h_110_002_011_000;
    const double h_111_001_002_000 = c_112_002 + ABz * c_111_002;
    const double h_110_002_002_000 = h_111_001_002_000 + ABz * h_110_001_002_000;
    const double h_110_002_002_100 = h_110_002_102_000 + CDx * h_110_002_002_000;
    const double h_110_002_002_010 = h_110_002_012_000 + CDy * h_110_002_002_000;
    const double h_111_001_003_000 = c_112_003 + ABz * c_111_003;
    const double h_110_002_003_000 = h_111_001_003_000 + ABz * h_110_001_003_000;
    const double h_110_002_002_001 = h_110_002_003_000 + CDz * h_110_002_002_000;
    const double h_201_100_300_000 = c_301_300 + ABx * c_201_300;
    const double h_101_100_300_000 = c_201_300 + ABx * c_101_300;
    const double h_101_200_300_000 = h_201_100_300_000 + ABx * h_101_100_300_000;
    const double h_201_100_200_000 = c_301_200 + ABx * c_201_200;
    const double h_101_100_200_000 = c_201_200 + ABx * c_101_200;
    const double h_101_200_200_000 = h_201_100_200_000 + ABx * h_101_100_200_000;
    const double h_101_200_200_100 = h_101_200_300_000 + CDx * h_101_200_200_000;
    const double h_201_100_210_000 = c_301_210 + ABx * c_201_210;
    const double h_101_100_210_000 = c_201_210 + ABx * c_101_210;
    const double h_101_200_210_000 = h_201_100_210_000 + ABx * h_101_100_210_000;
    const double h_101_200_200_010 = h_101_200_210_000 + CDy * h_101_200_200_000;
    const double h_201_100_201_000 = c_301_201 + ABx * c_201_201;
    const double h_101_100_201_000 = c_201_201 + ABx * c_101_201;
    const double h_101_200_201_000 = h_201_100_201_000 + ABx * h_101_100_201_000;
    const double h_101_200_200_001 = h_101_200_201_000 + CDz * h_101_200_200_000;
    const double h_201_100_110_000 = c_301_110 + ABx * c_201_110;
    const double h_101_100_110_000 = c_201_110 + ABx * c_101_110;
    const double h_101_200_110_000 = h_201_100_110_000 + ABx * h_101_100_110_000;
    const double h_101_200_110_100 = h_101_200_210_000 + CDx * h_101_200_110_000;
    const double h_201_100_120_000 = c_301_120 + ABx * c_201_120;
    const double h_101_100_120_000 = c_201_120 + ABx * c_101_120;
    const double h_101_200_120_000 = h_201_100_120_000 + ABx * h_101_100_120_000;
    const double h_101_200_110_010 = h_101_200_120_000 + CDy * h_101_200_110_000;
    const double h_201_100_111_000 = c_301_111 + ABx * c_201_111;
    const double h_101_100_111_000 = c_201_111 + ABx * c_101_111;
    const double h_101_200_111_000 = h_201_100_111_000 + ABx * h_101_100_111_000;
    const double h_101_200_110_001 = h_101_200_111_000 + CDz * h_101_200_110_000;
    const double h_201_100_101_000 = c_301_101 + ABx * c_201_101;
    const double h_101_100_101_000 = c_201_101 + ABx * c_101_101;
    const double h_101_200_101_000 = h_201_100_101_000 + ABx * h_101_100_101_000;
    const double h_101_200_101_100 = h_101_200_201_000 + CDx * h_101_200_101_000;
    const double h_101_200_101_010 = h_101_200_111_000 + CDy * h_101_200_101_000;
    const double h_201_100_102_000 = c_301_102 + ABx * c_201_102;
    const double h_101_100_102_000 = c_201_102 + ABx * c_101_102;
    const double h_101_200_102_000 = h_201_100_102_000 + ABx * h_101_100_102_000;
    const double h_101_200_101_001 = h_101_200_102_000 + CDz * h_101_200_101_000;
    const double h_201_100_020_000 = c_301_020 + ABx * c_201_020;
    const double h_101_100_020_000 = c_201_020 + ABx * c_101_020;
    const double h_101_200_020_000 = h_201_100_020_000 + ABx * h_101_100_020_000;
    const double h_101_200_020_100 = h_101_200_120_000 + CDx * h_101_200_020_000;
    const double h_201_100_030_000 = c_301_030 + ABx * c_201_030;
    const double h_101_100_030_000 = c_201_030 + ABx * c_101_030;
    const double h_101_200_030_000 = h_201_100_030_000 + ABx * h_101_100_030_000;
    const double h_101_200_020_010 = h_101_200_030_000 + CDy * h_101_200_020_000;
    const double h_201_100_021_000 = c_301_021 + ABx * c_201_021;
    const double h_101_100_021_000 = c_201_021 + ABx * c_101_021;
    const double h_101_200_021_000 = h_201_100_021_000 + ABx * h_101_100_021_000;
    const double h_101_200_020_001 = h_101_200_021_000 + CDz * h_101_200_020_000;
    const double h_201_100_011_000 = c_301_011 + ABx * c_201_011;
    const double h_101_100_011_000 = c_201_011 + ABx * c_101_011;
    const double h_101_200_011_000 = h_201_100_011_000 + ABx * h_101_100_011_000;
    const double h_101_200_011_100 = h_101_200_111_000 + CDx * h_101_200_011_000;
    const double h_101_200_011_010 = h_101_200_021_000 + CDy * h_101_200_011_000;
    const double h_201_100_012_000 = c_301_012 + ABx * c_201_012;
    const double h_101_100_012_000 = c_201_012 + ABx * c_101_012;
    const double h_101_200_012_000 = h_201_100_012_000 + ABx * h_101_100_012_000;
    const double h_101_200_011_001 = h_101_200_012_000 + CDz * h_101_200_011_000;
    const double h_201_100_002_000 = c_301_002 + ABx * c_201_002;
    const double h_101_100_002_000 = c_201_002 + ABx * c_101_002;
    const double h_101_200_002_000 = h_201_100_002_000 + ABx * h_101_100_002_000;
    const double h_101_200_002_100 = h_101_200_102_000 + CDx * h_101_200_002_000;
    const double h_101_200_002_010 = h_101_200_012_000 + CDy * h_101_200_002_000;
    const double h_201_100_003_000 = c_301_003 + ABx * c_201_003;
    const double h_101_100_003_000 = c_201_003 + ABx * c_101_003;
    const double h_101_200_003_000 = h_201_100_003_000 + ABx * h_101_100_003_000;
    const double h_101_200_002_001 = h_101_200_003_000 + CDz * h_101_200_002_000;
    const double h_201_010_300_000 = c_211_300 + ABy * c_201_300;
    const double h_101_010_300_000 = c_111_300 + ABy * c_101_300;
    const double h_101_110_300_000 = h_201_010_300_000 + ABx * h_101_010_300_000;
    const double h_201_010_200_000 = c_211_200 + ABy * c_201_200;
    const double h_101_010_200_000 = c_111_200 + ABy * c_101_200;
    const double h_101_110_200_000 = h_201_010_200_000 + ABx * h_101_010_200_000;
    const double h_101_110_200_100 = h_101_110_300_000 + CDx * h_101_110_200_000;
    const double h_201_010_210_000 = c_211_210 + ABy * c_201_210;
    const double h_101_010_210_000 = c_111_210 + ABy * c_101_210;
    const double h_101_110_210_000 = h_201_010_210_000 + ABx * h_101_010_210_000;
    const double h_101_110_200_010 = h_101_110_210_000 + CDy * h_101_110_200_000;
    const double h_201_010_201_000 = c_211_201 + ABy * c_201_201;
    const double h_101_010_201_000 = c_111_201 + ABy * c_101_201;
    const double h_101_110_201_000 = h_201_010_201_000 + ABx * h_101_010_201_000;
    const double h_101_110_200_001 = h_101_110_201_000 + CDz * h_101_110_200_000;
    const double h_201_010_110_000 = c_211_110 + ABy * c_201_110;
    const double h_101_010_110_000 = c_111_110 + ABy * c_101_110;
    const double h_101_110_110_000 = h_201_010_110_000 + ABx * h_101_010_110_000;
    const double h_101_110_110_100 = h_101_110_210_000 + CDx * h_101_110_110_000;
    const double h_201_010_120_000 = c_211_120 + ABy * c_201_120;
    const double h_101_010_120_000 = c_111_120 + ABy * c_101_120;
    const double h_101_110_120_000 = h_201_010_120_000 + ABx * h_101_010_120_000;
    const double h_101_110_110_010 = h_101_110_120_000 + CDy * h_101_110_110_000;
    const double h_201_010_111_000 = c_211_111 + ABy * c_201_111;
    const double h_101_010_111_000 = c_111_111 + ABy * c_101_111;
    const double h_101_110_111_000 = h_201_010_111_000 + ABx * h_101_010_111_000;
    const double h_101_110_110_001 = h_101_110_111_000 + CDz * h_101_110_110_000;
    const double h_201_010_101_000 = c_211_101 + ABy * c_201_101;
    const double h_101_010_101_000 = c_111_101 + ABy * c_101_101;
    const double h_101_110_101_000 = h_201_010_101_000 + ABx * h_101_010_101_000;
    const double h_101_110_101_100 = h_101_110_201_000 + CDx * h_101_110_101_000;
    const double h_101_110_101_010 = h_101_110_111_000 + CDy * h_101_110_101_000;
    const double h_201_010_102_000 = c_211_102 + ABy * c_201_102;
    const double h_101_010_102_000 = c_111_102 + ABy * c_101_102;
    const double h_101_110_102_000 = h_201_010_102_000 + ABx * h_101_010_102_000;
    const double h_101_110_101_001 = h_101_110_102_000 + CDz * h_101_110_101_000;
    const double h_201_010_020_000 = c_211_020 + ABy * c_201_020;
    const double h_101_010_020_000 = c_111_020 + ABy * c_101_020;
    const double h_101_110_020_000 = h_201_010_020_000 + ABx * h_101_010_020_000;
    const double h_101_110_020_100 = h_101_110_120_000 + CDx * h_101_110_020_000;
    const double h_201_010_030_000 = c_211_030 + ABy * c_201_030;
    const double h_101_010_030_000 = c_111_030 + ABy * c_101_030;
    const double h_101_110_030_000 = h_201_010_030_000 + ABx * h_101_010_030_000;
    const double h_101_110_020_010 = h_101_110_030_000 + CDy * h_101_110_020_000;
    const double h_201_010_021_000 = c_211_021 + ABy * c_201_021;
    const double h_101_010_021_000 = c_111_021 + ABy * c_101_021;
    const double h_101_110_021_000 = h_201_010_021_000 + ABx * h_101_010_021_000;
    const double h_101_110_020_001 = h_101_110_021_000 + CDz * h_101_110_020_000;
    const double h_201_010_011_000 = c_211_011 + ABy * c_201_011;
    const double h_101_010_011_000 = c_111_011 + ABy * c_101_011;
    const double h_101_110_011_000 = h_201_010_011_000 + ABx * h_101_010_011_000;
    const double h_101_110_011_100 = h_101_110_111_000 + CDx * h_101_110_011_000;
    const double h_101_110_011_010 = h_101_110_021_000 + CDy * h_101_110_011_000;
    const double h_201_010_012_000 = c_211_012 + ABy * c_201_012;
    const double h_101_010_012_000 = c_111_012 + ABy * c_101_012;
    const double h_101_110_012_000 = h_201_010_012_000 + ABx * h_101_010_012_000;
    const double h_101_110_011_001 = h_101_110_012_000 + CDz * h_101_110_011_000;
    const double h_201_010_002_000 = c_211_002 + ABy * c_201_002;
    const double h_101_010_002_000 = c_111_002 + ABy * c_101_002;
    const double h_101_110_002_000 = h_201_010_002_000 + ABx * h_101_010_002_000;
    const double h_101_110_002_100 = h_101_110_102_000 + CDx * h_101_110_002_000;
    const double h_101_110_002_010 = h_101_110_012_000 + CDy * h_101_110_002_000;
    const double h_201_010_003_000 = c_211_003 + ABy * c_201_003;
    const double h_101_010_003_000 = c_111_003 + ABy * c_101_003;
    const double h_101_110_003_000 = h_201_010_003_000 + ABx * h_101_010_003_000;
    const double h_101_110_002_001 = h_101_110_003_000 + CDz * h_101_110_002_000;
    const double h_101_001_300_000 = c_102_300 + ABz * c_101_300;
    const double h_101_101_300_000 = h_201_001_300_000 + ABx * h_101_001_300_000;
    const double h_101_001_200_000 = c_102_200 + ABz * c_101_200;
    const double h_101_101_200_000 = h_201_001_200_000 + ABx * h_101_001_200_000;
    const double h_101_101_200_100 = h_101_101_300_000 + CDx * h_101_101_200_000;
    const double h_101_001_210_000 = c_102_210 + ABz * c_101_210;
    const double h_101_101_210_000 = h_201_001_210_000 + ABx * h_101_001_210_000;
    const double h_101_101_200_010 = h_101_101_210_000 + CDy * h_101_101_200_000;
    const double h_101_001_201_000 = c_102_201 + ABz * c_101_201;
    const double h_101_101_201_000 = h_201_001_201_000 + ABx * h_101_001_201_000;
    const double h_101_101_200_001 = h_101_101_201_000 + CDz * h_101_101_200_000;
    const double h_101_001_110_000 = c_102_110 + ABz * c_101_110;
    const double h_101_101_110_000 = h_201_001_110_000 + ABx * h_101_001_110_000;
    const double h_101_101_110_100 = h_101_101_210_000 + CDx * h_101_101_110_000;
    const double h_101_001_120_000 = c_102_120 + ABz * c_101_120;
    const double h_101_101_120_000 = h_201_001_120_000 + ABx * h_101_001_120_000;
    const double h_101_101_110_010 = h_101_101_120_000 + CDy * h_101_101_110_000;
    const double h_101_001_111_000 = c_102_111 + ABz * c_101_111;
    const double h_101_101_111_000 = h_201_001_111_000 + ABx * h_101_001_111_000;
    const double h_101_101_110_001 = h_101_101_111_000 + CDz * h_101_101_110_000;
    const double h_101_001_101_000 = c_102_101 + ABz * c_101_101;
    const double h_101_101_101_000 = h_201_001_101_000 + ABx * h_101_001_101_000;
    const double h_101_101_101_100 = h_101_101_201_000 + CDx * h_101_101_101_000;
    const double h_101_101_101_010 = h_101_101_111_000 + CDy * h_101_101_101_000;
    const double h_101_001_102_000 = c_102_102 + ABz * c_101_102;
    const double h_101_101_102_000 = h_201_001_102_000 + ABx * h_101_001_102_000;
    const double h_101_101_101_001 = h_101_101_102_000 + CDz * h_101_101_101_000;
    const double h_101_001_020_000 = c_102_020 + ABz * c_101_020;
    const double h_101_101_020_000 = h_201_001_020_000 + ABx * h_101_001_020_000;
    const double h_101_101_020_100 = h_101_101_120_000 + CDx * h_101_101_020_000;
    const double h_101_001_030_000 = c_102_030 + ABz * c_101_030;
    const double h_101_101_030_000 = h_201_001_030_000 + ABx * h_101_001_030_000;
    const double h_101_101_020_010 = h_101_101_030_000 + CDy * h_101_101_020_000;
    const double h_101_001_021_000 = c_102_021 + ABz * c_101_021;
    const double h_101_101_021_000 = h_201_001_021_000 + ABx * h_101_001_021_000;
    const double h_101_101_020_001 = h_101_101_021_000 + CDz * h_101_101_020_000;
    const double h_101_001_011_000 = c_102_011 + ABz * c_101_011;
    const double h_101_101_011_000 = h_201_001_011_000 + ABx * h_101_001_011_000;
    const double h_101_101_011_100 = h_101_101_111_000 + CDx * h_101_101_011_000;
    const double h_101_101_011_010 = h_101_101_021_000 + CDy * h_101_101_011_000;
    const double h_101_001_012_000 = c_102_012 + ABz * c_101_012;
    const double h_101_101_012_000 = h_201_001_012_000 + ABx * h_101_001_012_000;
    const double h_101_101_011_001 = h_101_101_012_000 + CDz * h_101_101_011_000;
    const double h_101_001_002_000 = c_102_002 + ABz * c_101_002;
    const double h_101_101_002_000 = h_201_001_002_000 + ABx * h_101_001_002_000;
    const double h_101_101_002_100 = h_101_101_102_000 + CDx * h_101_101_002_000;
    const double h_101_101_002_010 = h_101_101_012_000 + CDy * h_101_101_002_000;
    const double h_101_001_003_000 = c_102_003 + ABz * c_101_003;
    const double h_101_101_003_000 = h_201_001_003_000 + ABx * h_101_001_003_000;
    const double h_101_101_002_001 = h_101_101_003_000 + CDz * h_101_101_002_000;
    const double h_111_010_300_000 = c_121_300 + ABy * c_111_300;
    const double h_101_020_300_000 = h_111_010_300_000 + ABy * h_101_010_300_000;
    const double h_111_010_200_000 = c_121_200 + ABy * c_111_200;
    const double h_101_020_200_000 = h_111_010_200_000 + ABy * h_101_010_200_000;
    const double h_101_020_200_100 = h_101_020_300_000 + CDx * h_101_020_200_000;
    const double h_111_010_210_000 = c_121_210 + ABy * c_111_210;
    const double h_101_020_210_000 = h_111_010_210_000 + ABy * h_101_010_210_000;
    const double h_101_020_200_010 = h_101_020_210_000 + CDy * h_101_020_200_000;
    const double h_111_010_201_000 = c_121_201 + ABy * c_111_201;
    const double h_101_020_201_000 = h_111_010_201_000 + ABy * h_101_010_201_000;
    const double h_101_020_200_001 = h_101_020_201_000 + CDz * h_101_020_200_000;
    const double h_111_010_110_000 = c_121_110 + ABy * c_111_110;
    const double h_101_020_110_000 = h_111_010_110_000 + ABy * h_101_010_110_000;
    const double h_101_020_110_100 = h_101_020_210_000 + CDx * h_101_020_110_000;
    const double h_111_010_120_000 = c_121_120 + ABy * c_111_120;
    const double h_101_020_120_000 = h_111_010_120_000 + ABy * h_101_010_120_000;
    const double h_101_020_110_010 = h_101_020_120_000 + CDy * h_101_020_110_000;
    const double h_111_010_111_000 = c_121_111 + ABy * c_111_111;
    const double h_101_020_111_000 = h_111_010_111_000 + ABy * h_101_010_111_000;
    const double h_101_020_110_001 = h_101_020_111_000 + CDz * h_101_020_110_000;
    const double h_111_010_101_000 = c_121_101 + ABy * c_111_101;
    const double h_101_020_101_000 = h_111_010_101_000 + ABy * h_101_010_101_000;
    const double h_101_020_101_100 = h_101_020_201_000 + CDx * h_101_020_101_000;
    const double h_101_020_101_010 = h_101_020_111_000 + CDy * h_101_020_101_000;
    const double h_111_010_102_000 = c_121_102 + ABy * c_111_102;
    const double h_101_020_102_000 = h_111_010_102_000 + ABy * h_101_010_102_000;
    const double h_101_020_101_001 = h_101_020_102_000 + CDz * h_101_020_101_000;
    const double h_111_010_020_000 = c_121_020 + ABy * c_111_020;
    const double h_101_020_020_000 = h_111_010_020_000 + ABy * h_101_010_020_000;
    const double h_101_020_020_100 = h_101_020_120_000 + CDx * h_101_020_020_000;
    const double h_111_010_030_000 = c_121_030 + ABy * c_111_030;
    const double h_101_020_030_000 = h_111_010_030_000 + ABy * h_101_010_030_000;
    const double h_101_020_020_010 = h_101_020_030_000 + CDy * h_101_020_020_000;
    const double h_111_010_021_000 = c_121_021 + ABy * c_111_021;
    const double h_101_020_021_000 = h_111_010_021_000 + ABy * h_101_010_021_000;
    const double h_101_020_020_001 = h_101_020_021_000 + CDz * h_101_020_020_000;
    const double h_111_010_011_000 = c_121_011 + ABy * c_111_011;
    const double h_101_020_011_000 = h_111_010_011_000 + ABy * h_101_010_011_000;
    const double h_101_020_011_100 = h_101_020_111_000 + CDx * h_101_020_011_000;
    const double h_101_020_011_010 = h_101_020_021_000 + CDy * h_101_020_011_000;
    const double h_111_010_012_000 = c_121_012 + ABy * c_111_012;
    const double h_101_020_012_000 = h_111_010_012_000 + ABy * h_101_010_012_000;
    const double h_101_020_011_001 = h_101_020_012_000 + CDz * h_101_020_011_000;
    const double h_111_010_002_000 = c_121_002 + ABy * c_111_002;
    const double h_101_020_002_000 = h_111_010_002_000 + ABy * h_101_010_002_000;
    const double h_101_020_002_100 = h_101_020_102_000 + CDx * h_101_020_002_000;
    const double h_101_020_002_010 = h_101_020_012_000 + CDy * h_101_020_002_000;
    const double h_111_010_003_000 = c_121_003 + ABy * c_111_003;
    const double h_101_020_003_000 = h_111_010_003_000 + ABy * h_101_010_003_000;
    const double h_101_020_002_001 = h_101_020_003_000 + CDz * h_101_020_002_000;
    const double h_101_011_300_000 = h_111_001_300_000 + ABy * h_101_001_300_000;
    const double h_101_011_200_000 = h_111_001_200_000 + ABy * h_101_001_200_000;
    const double h_101_011_200_100 = h_101_011_300_000 + CDx * h_101_011_200_000;
    const double h_101_011_210_000 = h_111_001_210_000 + ABy * h_101_001_210_000;
    const double h_101_011_200_010 = h_101_011_210_000 + CDy * h_101_011_200_000;
    const double h_101_011_201_000 = h_111_001_201_000 + ABy * h_101_001_201_000;
    const double h_101_011_200_001 = h_101_011_201_000 + CDz * h_101_011_200_000;
    const double h_101_011_110_000 = h_111_001_110_000 + ABy * h_101_001_110_000;
    const double h_101_011_110_100 = h_101_011_210_000 + CDx * h_101_011_110_000;
    const double h_101_011_120_000 = h_111_001_120_000 + ABy * h_101_001_120_000;
    const double h_101_011_110_010 = h_101_011_120_000 + CDy * h_101_011_110_000;
    const double h_101_011_111_000 = h_111_001_111_000 + ABy * h_101_001_111_000;
    const double h_101_011_110_001 = h_101_011_111_000 + CDz * h_101_011_110_000;
    const double h_101_011_101_000 = h_111_001_101_000 + ABy * h_101_001_101_000;
    const double h_101_011_101_100 = h_101_011_201_000 + CDx * h_101_011_101_000;
    const double h_101_011_101_010 = h_101_011_111_000 + CDy * h_101_011_101_000;
    const double h_101_011_102_000 = h_111_001_102_000 + ABy * h_101_001_102_000;
    const double h_101_011_101_001 = h_101_011_102_000 + CDz * h_101_011_101_000;
    const double h_101_011_020_000 = h_111_001_020_000 + ABy * h_101_001_020_000;
    const double h_101_011_020_100 = h_101_011_120_000 + CDx * h_101_011_020_000;
    const double h_101_011_030_000 = h_111_001_030_000 + ABy * h_101_001_030_000;
    const double h_101_011_020_010 = h_101_011_030_000 + CDy * h_101_011_020_000;
    const double h_101_011_021_000 = h_111_001_021_000 + ABy * h_101_001_021_000;
    const double h_101_011_020_001 = h_101_011_021_000 + CDz * h_101_011_020_000;
    const double h_101_011_011_000 = h_111_001_011_000 + ABy * h_101_001_011_000;
    const double h_101_011_011_100 = h_101_011_111_000 + CDx * h_101_011_011_000;
    const double h_101_011_011_010 = h_101_011_021_000 + CDy * h_101_011_011_000;
    const double h_101_011_012_000 = h_111_001_012_000 + ABy * h_101_001_012_000;
    const double h_101_011_011_001 = h_101_011_012_000 + CDz * h_101_011_011_000;
    const double h_101_011_002_000 = h_111_001_002_000 + ABy * h_101_001_002_000;
    const double h_101_011_002_100 = h_101_011_102_000 + CDx * h_101_011_002_000;
    const double h_101_011_002_010 = h_101_011_012_000 + CDy * h_101_011_002_000;
    const double h_101_011_003_000 = h_111_001_003_000 + ABy * h_101_001_003_000;
    const double h_101_011_002_001 = h_101_011_003_000 + CDz * h_101_011_002_000;
    const double h_102_001_300_000 = c_103_300 + ABz * c_102_300;
    const double h_101_002_300_000 = h_102_001_300_000 + ABz * h_101_001_300_000;
    const double h_102_001_200_000 = c_103_200 + ABz * c_102_200;
    const double h_101_002_200_000 = h_102_001_200_000 + ABz * h_101_001_200_000;
    const double h_101_002_200_100 = h_101_002_300_000 + CDx * h_101_002_200_000;
    const double h_102_001_210_000 = c_103_210 + ABz * c_102_210;
    const double h_101_002_210_000 = h_102_001_210_000 + ABz * h_101_001_210_000;
    const double h_101_002_200_010 = h_101_002_210_000 + CDy * h_101_002_200_000;
    const double h_102_001_201_000 = c_103_201 + ABz * c_102_201;
    const double h_101_002_201_000 = h_102_001_201_000 + ABz * h_101_001_201_000;
    const double h_101_002_200_001 = h_101_002_201_000 + CDz * h_101_002_200_000;
    const double h_102_001_110_000 = c_103_110 + ABz * c_102_110;
    const double h_101_002_110_000 = h_102_001_110_000 + ABz * h_101_001_110_000;
    const double h_101_002_110_100 = h_101_002_210_000 + CDx * h_101_002_110_000;
    const double h_102_001_120_000 = c_103_120 + ABz * c_102_120;
    const double h_101_002_120_000 = h_102_001_120_000 + ABz * h_101_001_120_000;
    const double h_101_002_110_010 = h_101_002_120_000 + CDy * h_101_002_110_000;
    const double h_102_001_111_000 = c_103_111 + ABz * c_102_111;
    const double h_101_002_111_000 = h_102_001_111_000 + ABz * h_101_001_111_000;
    const double h_101_002_110_001 = h_101_002_111_000 + CDz * h_101_002_110_000;
    const double h_102_001_101_000 = c_103_101 + ABz * c_102_101;
    const double h_101_002_101_000 = h_102_001_101_000 + ABz * h_101_001_101_000;
    const double h_101_002_101_100 = h_101_002_201_000 + CDx * h_101_002_101_000;
    const double h_101_002_101_010 = h_101_002_111_000 + CDy * h_101_002_101_000;
    const double h_102_001_102_000 = c_103_102 + ABz * c_102_102;
    const double h_101_002_102_000 = h_102_001_102_000 + ABz * h_101_001_102_000;
    const double h_101_002_101_001 = h_101_002_102_000 + CDz * h_101_002_101_000;
    const double h_102_001_020_000 = c_103_020 + ABz * c_102_020;
    const double h_101_002_020_000 = h_102_001_020_000 + ABz * h_101_001_020_000;
    const double h_101_002_020_100 = h_101_002_120_000 + CDx * h_101_002_020_000;
    const double h_102_001_030_000 = c_103_030 + ABz * c_102_030;
    const double h_101_002_030_000 = h_102_001_030_000 + ABz * h_101_001_030_000;
    const double h_101_002_020_010 = h_101_002_030_000 + CDy * h_101_002_020_000;
    const double h_102_001_021_000 = c_103_021 + ABz * c_102_021;
    const double h_101_002_021_000 = h_102_001_021_000 + ABz * h_101_001_021_000;
    const double h_101_002_020_001 = h_101_002_021_000 + CDz * h_101_002_020_000;
    const double h_102_001_011_000 = c_103_011 + ABz * c_102_011;
    const double h_101_002_011_000 = h_102_001_011_000 + ABz * h_101_001_011_000;
    const double h_101_002_011_100 = h_101_002_111_000 + CDx * h_101_002_011_000;
    const double h_101_002_011_010 = h_101_002_021_000 + CDy * h_101_002_011_000;
    const double h_102_001_012_000 = c_103_012 + ABz * c_102_012;
    const double h_101_002_012_000 = h_102_001_012_000 + ABz * h_101_001_012_000;
    const double h_101_002_011_001 = h_101_002_012_000 + CDz * h_101_002_011_000;
    const double h_102_001_002_000 = c_103_002 + ABz * c_102_002;
    const double h_101_002_002_000 = h_102_001_002_000 + ABz * h_101_001_002_000;
    const double h_101_002_002_100 = h_101_002_102_000 + CDx * h_101_002_002_000;
    const double h_101_002_002_010 = h_101_002_012_000 + CDy * h_101_002_002_000;
    const double h_102_001_003_000 = c_103_003 + ABz * c_102_003;
    const double h_101_002_003_000 = h_102_001_003_000 + ABz * h_101_001_003_000;
    const double h_101_002_002_001 = h_101_002_003_000 + CDz * h_101_002_002_000;
    const double h_120_100_300_000 = c_220_300 + ABx * c_120_300;
    const double h_020_100_300_000 = c_120_300 + ABx * c_020_300;
    const double h_020_200_300_000 = h_120_100_300_000 + ABx * h_020_100_300_000;
    const double h_120_100_200_000 = c_220_200 + ABx * c_120_200;
    const double h_020_100_200_000 = c_120_200 + ABx * c_020_200;
    const double h_020_200_200_000 = h_120_100_200_000 + ABx * h_020_100_200_000;
    const double h_020_200_200_100 = h_020_200_300_000 + CDx * h_020_200_200_000;
    const double h_120_100_210_000 = c_220_210 + ABx * c_120_210;
    const double h_020_100_210_000 = c_120_210 + ABx * c_020_210;
    const double h_020_200_210_000 = h_120_100_210_000 + ABx * h_020_100_210_000;
    const double h_020_200_200_010 = h_020_200_210_000 + CDy * h_020_200_200_000;
    const double h_120_100_201_000 = c_220_201 + ABx * c_120_201;
    const double h_020_100_201_000 = c_120_201 + ABx * c_020_201;
    const double h_020_200_201_000 = h_120_100_201_000 + ABx * h_020_100_201_000;
    const double h_020_200_200_001 = h_020_200_201_000 + CDz * h_020_200_200_000;
    const double h_120_100_110_000 = c_220_110 + ABx * c_120_110;
    const double h_020_100_110_000 = c_120_110 + ABx * c_020_110;
    const double h_020_200_110_000 = h_120_100_110_000 + ABx * h_020_100_110_000;
    const double h_020_200_110_100 = h_020_200_210_000 + CDx * h_020_200_110_000;
    const double h_120_100_120_000 = c_220_120 + ABx * c_120_120;
    const double h_020_100_120_000 = c_120_120 + ABx * c_020_120;
    const double h_020_200_120_000 = h_120_100_120_000 + ABx * h_020_100_120_000;
    const double h_020_200_110_010 = h_020_200_120_000 + CDy * h_020_200_110_000;
    const double h_120_100_111_000 = c_220_111 + ABx * c_120_111;
    const double h_020_100_111_000 = c_120_111 + ABx * c_020_111;
    const double h_020_200_111_000 = h_120_100_111_000 + ABx * h_020_100_111_000;
    const double h_020_200_110_001 = h_020_200_111_000 + CDz * h_020_200_110_000;
    const double h_120_100_101_000 = c_220_101 + ABx * c_120_101;
    const double h_020_100_101_000 = c_120_101 + ABx * c_020_101;
    const double h_020_200_101_000 = h_120_100_101_000 + ABx * h_020_100_101_000;
    const double h_020_200_101_100 = h_020_200_201_000 + CDx * h_020_200_101_000;
    const double h_020_200_101_010 = h_020_200_111_000 + CDy * h_020_200_101_000;
    const double h_120_100_102_000 = c_220_102 + ABx * c_120_102;
    const double h_020_100_102_000 = c_120_102 + ABx * c_020_102;
    const double h_020_200_102_000 = h_120_100_102_000 + ABx * h_020_100_102_000;
    const double h_020_200_101_001 = h_020_200_102_000 + CDz * h_020_200_101_000;
    const double h_120_100_020_000 = c_220_020 + ABx * c_120_020;
    const double h_020_100_020_000 = c_120_020 + ABx * c_020_020;
    const double h_020_200_020_000 = h_120_100_020_000 + ABx * h_020_100_020_000;
    const double h_020_200_020_100 = h_020_200_120_000 + CDx * h_020_200_020_000;
    const double h_120_100_030_000 = c_220_030 + ABx * c_120_030;
    const double h_020_100_030_000 = c_120_030 + ABx * c_020_030;
    const double h_020_200_030_000 = h_120_100_030_000 + ABx * h_020_100_030_000;
    const double h_020_200_020_010 = h_020_200_030_000 + CDy * h_020_200_020_000;
    const double h_120_100_021_000 = c_220_021 + ABx * c_120_021;
    const double h_020_100_021_000 = c_120_021 + ABx * c_020_021;
    const double h_020_200_021_000 = h_120_100_021_000 + ABx * h_020_100_021_000;
    const double h_020_200_020_001 = h_020_200_021_000 + CDz * h_020_200_020_000;
    const double h_120_100_011_000 = c_220_011 + ABx * c_120_011;
    const double h_020_100_011_000 = c_120_011 + ABx * c_020_011;
    const double h_020_200_011_000 = h_120_100_011_000 + ABx * h_020_100_011_000;
    const double h_020_200_011_100 = h_020_200_111_000 + CDx * h_020_200_011_000;
    const double h_020_200_011_010 = h_020_200_021_000 + CDy * h_020_200_011_000;
    const double h_120_100_012_000 = c_220_012 + ABx * c_120_012;
    const double h_020_100_012_000 = c_120_012 + ABx * c_020_012;
    const double h_020_200_012_000 = h_120_100_012_000 + ABx * h_020_100_012_000;
    const double h_020_200_011_001 = h_020_200_012_000 + CDz * h_020_200_011_000;
    const double h_120_100_002_000 = c_220_002 + ABx * c_120_002;
    const double h_020_100_002_000 = c_120_002 + ABx * c_020_002;
    const double h_020_200_002_000 = h_120_100_002_000 + ABx * h_020_100_002_000;
    const double h_020_200_002_100 = h_020_200_102_000 + CDx * h_020_200_002_000;
    const double h_020_200_002_010 = h_020_200_012_000 + CDy * h_020_200_002_000;
    const double h_120_100_003_000 = c_220_003 + ABx * c_120_003;
    const double h_020_100_003_000 = c_120_003 + ABx * c_020_003;
    const double h_020_200_003_000 = h_120_100_003_000 + ABx * h_020_100_003_000;
    const double h_020_200_002_001 = h_020_200_003_000 + CDz * h_020_200_002_000;
    const double h_020_010_300_000 = c_030_300 + ABy * c_020_300;
    const double h_020_110_300_000 = h_120_010_300_000 + ABx * h_020_010_300_000;
    const double h_020_010_200_000 = c_030_200 + ABy * c_020_200;
    const double h_020_110_200_000 = h_120_010_200_000 + ABx * h_020_010_200_000;
    const double h_020_110_200_100 = h_020_110_300_000 + CDx * h_020_110_200_000;
    const double h_020_010_210_000 = c_030_210 + ABy * c_020_210;
    const double h_020_110_210_000 = h_120_010_210_000 + ABx * h_020_010_210_000;
    const double h_020_110_200_010 = h_020_110_210_000 + CDy * h_020_110_200_000;
    const double h_020_010_201_000 = c_030_201 + ABy * c_020_201;
    const double h_020_110_201_000 = h_120_010_201_000 + ABx * h_020_010_201_000;
    const double h_020_110_200_001 = h_020_110_201_000 + CDz * h_020_110_200_000;
    const double h_020_010_110_000 = c_030_110 + ABy * c_020_110;
    const double h_020_110_110_000 = h_120_010_110_000 + ABx * h_020_010_110_000;
    const double h_020_110_110_100 = h_020_110_210_000 + CDx * h_020_110_110_000;
    const double h_020_010_120_000 = c_030_120 + ABy * c_020_120;
    const double h_020_110_120_000 = h_120_010_120_000 + ABx * h_020_010_120_000;
    const double h_020_110_110_010 = h_020_110_120_000 + CDy * h_020_110_110_000;
    const double h_020_010_111_000 = c_030_111 + ABy * c_020_111;
    const double h_020_110_111_000 = h_120_010_111_000 + ABx * h_020_010_111_000;
    const double h_020_110_110_001 = h_020_110_111_000 + CDz * h_020_110_110_000;
    const double h_020_010_101_000 = c_030_101 + ABy * c_020_101;
    const double h_020_110_101_000 = h_120_010_101_000 + ABx * h_020_010_101_000;
    const double h_020_110_101_100 = h_020_110_201_000 + CDx * h_020_110_101_000;
    const double h_020_110_101_010 = h_020_110_111_000 + CDy * h_020_110_101_000;
    const double h_020_010_102_000 = c_030_102 + ABy * c_020_102;
    const double h_020_110_102_000 = h_120_010_102_000 + ABx * h_020_010_102_000;
    const double h_020_110_101_001 = h_020_110_102_000 + CDz * h_020_110_101_000;
    const double h_020_010_020_000 = c_030_020 + ABy * c_020_020;
    const double h_020_110_020_000 = h_120_010_020_000 + ABx * h_020_010_020_000;
    const double h_020_110_020_100 = h_020_110_120_000 + CDx * h_020_110_020_000;
    const double h_020_010_030_000 = c_030_030 + ABy * c_020_030;
    const double h_020_110_030_000 = h_120_010_030_000 + ABx * h_020_010_030_000;
    const double h_020_110_020_010 = h_020_110_030_000 + CDy * h_020_110_020_000;
    const double h_020_010_021_000 = c_030_021 + ABy * c_020_021;
    const double h_020_110_021_000 = h_120_010_021_000 + ABx * h_020_010_021_000;
    const double h_020_110_020_001 = h_020_110_021_000 + CDz * h_020_110_020_000;
    const double h_020_010_011_000 = c_030_011 + ABy * c_020_011;
    const double h_020_110_011_000 = h_120_010_011_000 + ABx * h_020_010_011_000;
    const double h_020_110_011_100 = h_020_110_111_000 + CDx * h_020_110_011_000;
    const double h_020_110_011_010 = h_020_110_021_000 + CDy * h_020_110_011_000;
    const double h_020_010_012_000 = c_030_012 + ABy * c_020_012;
    const double h_020_110_012_000 = h_120_010_012_000 + ABx * h_020_010_012_000;
    const double h_020_110_011_001 = h_020_110_012_000 + CDz * h_020_110_011_000;
    const double h_020_010_002_000 = c_030_002 + ABy * c_020_002;
    const double h_020_110_002_000 = h_120_010_002_000 + ABx * h_020_010_002_000;
    const double h_020_110_002_100 = h_020_110_102_000 + CDx * h_020_110_002_000;
    const double h_020_110_002_010 = h_020_110_012_000 + CDy * h_020_110_002_000;
    const double h_020_010_003_000 = c_030_003 + ABy * c_020_003;
    const double h_020_110_003_000 = h_120_010_003_000 + ABx * h_020_010_003_000;
    const double h_020_110_002_001 = h_020_110_003_000 + CDz * h_020_110_002_000;
    const double h_020_001_300_000 = c_021_300 + ABz * c_020_300;
    const double h_020_101_300_000 = h_120_001_300_000 + ABx * h_020_001_300_000;
    const double h_020_001_200_000 = c_021_200 + ABz * c_020_200;
    const double h_020_101_200_000 = h_120_001_200_000 + ABx * h_020_001_200_000;
    const double h_020_101_200_100 = h_020_101_300_000 + CDx * h_020_101_200_000;
    const double h_020_001_210_000 = c_021_210 + ABz * c_020_210;
    const double h_020_101_210_000 = h_120_001_210_000 + ABx * h_020_001_210_000;
    const double h_020_101_200_010 = h_020_101_210_000 + CDy * h_020_101_200_000;
    const double h_020_001_201_000 = c_021_201 + ABz * c_020_201;
    const double h_020_101_201_000 = h_120_001_201_000 + ABx * h_020_001_201_000;
    const double h_020_101_200_001 = h_020_101_201_000 + CDz * h_020_101_200_000;
    const double h_020_001_110_000 = c_021_110 + ABz * c_020_110;
    const double h_020_101_110_000 = h_120_001_110_000 + ABx * h_020_001_110_000;
    const double h_020_101_110_100 = h_020_101_210_000 + CDx * h_020_101_110_000;
    const double h_020_001_120_000 = c_021_120 + ABz * c_020_120;
    const double h_020_101_120_000 = h_120_001_120_000 + ABx * h_020_001_120_000;
    const double h_020_101_110_010 = h_020_101_120_000 + CDy * h_020_101_110_000;
    const double h_020_001_111_000 = c_021_111 + ABz * c_020_111;
    const double h_020_101_111_000 = h_120_001_111_000 + ABx * h_020_001_111_000;
    const double h_020_101_110_001 = h_020_101_111_000 + CDz * h_020_101_110_000;
    const double h_020_001_101_000 = c_021_101 + ABz * c_020_101;
    const double h_020_101_101_000 = h_120_001_101_000 + ABx * h_020_001_101_000;
    const double h_020_101_101_100 = h_020_101_201_000 + CDx * h_020_101_101_000;
    const double h_020_101_101_010 = h_020_101_111_000 + CDy * h_020_101_101_000;
    const double h_020_001_102_000 = c_021_102 + ABz * c_020_102;
    const double h_020_101_102_000 = h_120_001_102_000 + ABx * h_020_001_102_000;
    const double h_020_101_101_001 = h_020_101_102_000 + CDz * h_020_101_101_000;
    const double h_020_001_020_000 = c_021_020 + ABz * c_020_020;
    const double h_020_101_020_000 = h_120_001_020_000 + ABx * h_020_001_020_000;
    const double h_020_101_020_100 = h_020_101_120_000 + CDx * h_020_101_020_000;
    const double h_020_001_030_000 = c_021_030 + ABz * c_020_030;
    const double h_020_101_030_000 = h_120_001_030_000 + ABx * h_020_001_030_000;
    const double h_020_101_020_010 = h_020_101_030_000 + CDy * h_020_101_020_000;
    const double h_020_001_021_000 = c_021_021 + ABz * c_020_021;
    const double h_020_101_021_000 = h_120_001_021_000 + ABx * h_020_001_021_000;
    const double h_020_101_020_001 = h_020_101_021_000 + CDz * h_020_101_020_000;
    const double h_020_001_011_000 = c_021_011 + ABz * c_020_011;
    const double h_020_101_011_000 = h_120_001_011_000 + ABx * h_020_001_011_000;
    const double h_020_101_011_100 = h_020_101_111_000 + CDx * h_020_101_011_000;
    const double h_020_101_011_010 = h_020_101_021_000 + CDy * h_020_101_011_000;
    const double h_020_001_012_000 = c_021_012 + ABz * c_020_012;
    const double h_020_101_012_000 = h_120_001_012_000 + ABx * h_020_001_012_000;
    const double h_020_101_011_001 = h_020_101_012_000 + CDz * h_020_101_011_000;
    const double h_020_001_002_000 = c_021_002 + ABz * c_020_002;
    const double h_020_101_002_000 = h_120_001_002_000 + ABx * h_020_001_002_000;
    const double h_020_101_002_100 = h_020_101_102_000 + CDx * h_020_101_002_000;
    const double h_020_101_002_010 = h_020_101_012_000 + CDy * h_020_101_002_000;
    const double h_020_001_003_000 = c_021_003 + ABz * c_020_003;
    const double h_020_101_003_000 = h_120_001_003_000 + ABx * h_020_001_003_000;
    const double h_020_101_002_001 = h_020_101_003_000 + CDz * h_020_101_002_000;
    const double h_030_010_300_000 = c_040_300 + ABy * c_030_300;
    const double h_020_020_300_000 = h_030_010_300_000 + ABy * h_020_010_300_000;
    const double h_030_010_200_000 = c_040_200 + ABy * c_030_200;
    const double h_020_020_200_000 = h_030_010_200_000 + ABy * h_020_010_200_000;
    const double h_020_020_200_100 = h_020_020_300_000 + CDx * h_020_020_200_000;
    const double h_030_010_210_000 = c_040_210 + ABy * c_030_210;
    const double h_020_020_210_000 = h_030_010_210_000 + ABy * h_020_010_210_000;
    const double h_020_020_200_010 = h_020_020_210_000 + CDy * h_020_020_200_000;
    const double h_030_010_201_000 = c_040_201 + ABy * c_030_201;
    const double h_020_020_201_000 = h_030_010_201_000 + ABy * h_020_010_201_000;
    const double h_020_020_200_001 = h_020_020_201_000 + CDz * h_020_020_200_000;
    const double h_030_010_110_000 = c_040_110 + ABy * c_030_110;
    const double h_020_020_110_000 = h_030_010_110_000 + ABy * h_020_010_110_000;
    const double h_020_020_110_100 = h_020_020_210_000 + CDx * h_020_020_110_000;
    const double h_030_010_120_000 = c_040_120 + ABy * c_030_120;
    const double h_020_020_120_000 = h_030_010_120_000 + ABy * h_020_010_120_000;
    const double h_020_020_110_010 = h_020_020_120_000 + CDy * h_020_020_110_000;
    const double h_030_010_111_000 = c_040_111 + ABy * c_030_111;
    const double h_020_020_111_000 = h_030_010_111_000 + ABy * h_020_010_111_000;
    const double h_020_020_110_001 = h_020_020_111_000 + CDz * h_020_020_110_000;
    const double h_030_010_101_000 = c_040_101 + ABy * c_030_101;
    const double h_020_020_101_000 = h_030_010_101_000 + ABy * h_020_010_101_000;
    const double h_020_020_101_100 = h_020_020_201_000 + CDx * h_020_020_101_000;
    const double h_020_020_101_010 = h_020_020_111_000 + CDy * h_020_020_101_000;
    const double h_030_010_102_000 = c_040_102 + ABy * c_030_102;
    const double h_020_020_102_000 = h_030_010_102_000 + ABy * h_020_010_102_000;
    const double h_020_020_101_001 = h_020_020_102_000 + CDz * h_020_020_101_000;
    const double h_030_010_020_000 = c_040_020 + ABy * c_030_020;
    const double h_020_020_020_000 = h_030_010_020_000 + ABy * h_020_010_020_000;
    const double h_020_020_020_100 = h_020_020_120_000 + CDx * h_020_020_020_000;
    const double h_030_010_030_000 = c_040_030 + ABy * c_030_030;
    const double h_020_020_030_000 = h_030_010_030_000 + ABy * h_020_010_030_000;
    const double h_020_020_020_010 = h_020_020_030_000 + CDy * h_020_020_020_000;
    const double h_030_010_021_000 = c_040_021 + ABy * c_030_021;
    const double h_020_020_021_000 = h_030_010_021_000 + ABy * h_020_010_021_000;
    const double h_020_020_020_001 = h_020_020_021_000 + CDz * h_020_020_020_000;
    const double h_030_010_011_000 = c_040_011 + ABy * c_030_011;
    const double h_020_020_011_000 = h_030_010_011_000 + ABy * h_020_010_011_000;
    const double h_020_020_011_100 = h_020_020_111_000 + CDx * h_020_020_011_000;
    const double h_020_020_011_010 = h_020_020_021_000 + CDy * h_020_020_011_000;
    const double h_030_010_012_000 = c_040_012 + ABy * c_030_012;
    const double h_020_020_012_000 = h_030_010_012_000 + ABy * h_020_010_012_000;
    const double h_020_020_011_001 = h_020_020_012_000 + CDz * h_020_020_011_000;
    const double h_030_010_002_000 = c_040_002 + ABy * c_030_002;
    const double h_020_020_002_000 = h_030_010_002_000 + ABy * h_020_010_002_000;
    const double h_020_020_002_100 = h_020_020_102_000 + CDx * h_020_020_002_000;
    const double h_020_020_002_010 = h_020_020_012_000 + CDy * h_020_020_002_000;
    const double h_030_010_003_000 = c_040_003 + ABy * c_030_003;
    const double h_020_020_003_000 = h_030_010_003_000 + ABy * h_020_010_003_000;
    const double h_020_020_002_001 = h_020_020_003_000 + CDz * h_020_020_002_000;
    const double h_030_001_300_000 = c_031_300 + ABz * c_030_300;
    const double h_020_011_300_000 = h_030_001_300_000 + ABy * h_020_001_300_000;
    const double h_030_001_200_000 = c_031_200 + ABz * c_030_200;
    const double h_020_011_200_000 = h_030_001_200_000 + ABy * h_020_001_200_000;
    const double h_020_011_200_100 = h_020_011_300_000 + CDx * h_020_011_200_000;
    const double h_030_001_210_000 = c_031_210 + ABz * c_030_210;
    const double h_020_011_210_000 = h_030_001_210_000 + ABy * h_020_001_210_000;
    const double h_020_011_200_010 = h_020_011_210_000 + CDy * h_020_011_200_000;
    const double h_030_001_201_000 = c_031_201 + ABz * c_030_201;
    const double h_020_011_201_000 = h_030_001_201_000 + ABy * h_020_001_201_000;
    const double h_020_011_200_001 = h_020_011_201_000 + CDz * h_020_011_200_000;
    const double h_030_001_110_000 = c_031_110 + ABz * c_030_110;
    const double h_020_011_110_000 = h_030_001_110_000 + ABy * h_020_001_110_000;
    const double h_020_011_110_100 = h_020_011_210_000 + CDx * h_020_011_110_000;
    const double h_030_001_120_000 = c_031_120 + ABz * c_030_120;
    const double h_020_011_120_000 = h_030_001_120_000 + ABy * h_020_001_120_000;
    const double h_020_011_110_010 = h_020_011_120_000 + CDy * h_020_011_110_000;
    const double h_030_001_111_000 = c_031_111 + ABz * c_030_111;
    const double h_020_011_111_000 = h_030_001_111_000 + ABy * h_020_001_111_000;
    const double h_020_011_110_001 = h_020_011_111_000 + CDz * h_020_011_110_000;
    const double h_030_001_101_000 = c_031_101 + ABz * c_030_101;
    const double h_020_011_101_000 = h_030_001_101_000 + ABy * h_020_001_101_000;
    const double h_020_011_101_100 = h_020_011_201_000 + CDx * h_020_011_101_000;
    const double h_020_011_101_010 = h_020_011_111_000 + CDy * h_020_011_101_000;
    const double h_030_001_102_000 = c_031_102 + ABz * c_030_102;
    const double h_020_011_102_000 = h_030_001_102_000 + ABy * h_020_001_102_000;
    const double h_020_011_101_001 = h_020_011_102_000 + CDz * h_020_011_101_000;
    const double h_030_001_020_000 = c_031_020 + ABz * c_030_020;
    const double h_020_011_020_000 = h_030_001_020_000 + ABy * h_020_001_020_000;
    const double h_020_011_020_100 = h_020_011_120_000 + CDx * h_020_011_020_000;
    const double h_030_001_030_000 = c_031_030 + ABz * c_030_030;
    const double h_020_011_030_000 = h_030_001_030_000 + ABy * h_020_001_030_000;
    const double h_020_011_020_010 = h_020_011_030_000 + CDy * h_020_011_020_000;
    const double h_030_001_021_000 = c_031_021 + ABz * c_030_021;
    const double h_020_011_021_000 = h_030_001_021_000 + ABy * h_020_001_021_000;
    const double h_020_011_020_001 = h_020_011_021_000 + CDz * h_020_011_020_000;
    const double h_030_001_011_000 = c_031_011 + ABz * c_030_011;
    const double h_020_011_011_000 = h_030_001_011_000 + ABy * h_020_001_011_000;
    const double h_020_011_011_100 = h_020_011_111_000 + CDx * h_020_011_011_000;
    const double h_020_011_011_010 = h_020_011_021_000 + CDy * h_020_011_011_000;
    const double h_030_001_012_000 = c_031_012 + ABz * c_030_012;
    const double h_020_011_012_000 = h_030_001_012_000 + ABy * h_020_001_012_000;
    const double h_020_011_011_001 = h_020_011_012_000 + CDz * h_020_011_011_000;
    const double h_030_001_002_000 = c_031_002 + ABz * c_030_002;
    const double h_020_011_002_000 = h_030_001_002_000 + ABy * h_020_001_002_000;
    const double h_020_011_002_100 = h_020_011_102_000 + CDx * h_020_011_002_000;
    const double h_020_011_002_010 = h_020_011_012_000 + CDy * h_020_011_002_000;
    const double h_030_001_003_000 = c_031_003 + ABz * c_030_003;
    const double h_020_011_003_000 = h_030_001_003_000 + ABy * h_020_001_003_000;
    const double h_020_011_002_001 = h_020_011_003_000 + CDz * h_020_011_002_000;
    const double h_021_001_300_000 = c_022_300 + ABz * c_021_300;
    const double h_020_002_300_000 = h_021_001_300_000 + ABz * h_020_001_300_000;
    const double h_021_001_200_000 = c_022_200 + ABz * c_021_200;
    const double h_020_002_200_000 = h_021_001_200_000 + ABz * h_020_001_200_000;
    const double h_020_002_200_100 = h_020_002_300_000 + CDx * h_020_002_200_000;
    const double h_021_001_210_000 = c_022_210 + ABz * c_021_210;
    const double h_020_002_210_000 = h_021_001_210_000 + ABz * h_020_001_210_000;
    const double h_020_002_200_010 = h_020_002_210_000 + CDy * h_020_002_200_000;
    const double h_021_001_201_000 = c_022_201 + ABz * c_021_201;
    const double h_020_002_201_000 = h_021_001_201_000 + ABz * h_020_001_201_000;
    const double h_020_002_200_001 = h_020_002_201_000 + CDz * h_020_002_200_000;
    const double h_021_001_110_000 = c_022_110 + ABz * c_021_110;
    const double h_020_002_110_000 = h_021_001_110_000 + ABz * h_020_001_110_000;
    const double h_020_002_110_100 = h_020_002_210_000 + CDx * h_020_002_110_000;
    const double h_021_001_120_000 = c_022_120 + ABz * c_021_120;
    const double h_020_002_120_000 = h_021_001_120_000 + ABz * h_020_001_120_000;
    const double h_020_002_110_010 = h_020_002_120_000 + CDy * h_020_002_110_000;
    const double h_021_001_111_000 = c_022_111 + ABz * c_021_111;
    const double h_020_002_111_000 = h_021_001_111_000 + ABz * h_020_001_111_000;
    const double h_020_002_110_001 = h_020_002_111_000 + CDz * h_020_002_110_000;
    const double h_021_001_101_000 = c_022_101 + ABz * c_021_101;
    const double h_020_002_101_000 = h_021_001_101_000 + ABz * h_020_001_101_000;
    const double h_020_002_101_100 = h_020_002_201_000 + CDx * h_020_002_101_000;
    const double h_020_002_101_010 = h_020_002_111_000 + CDy * h_020_002_101_000;
    const double h_021_001_102_000 = c_022_102 + ABz * c_021_102;
    const double h_020_002_102_000 = h_021_001_102_000 + ABz * h_020_001_102_000;
    const double h_020_002_101_001 = h_020_002_102_000 + CDz * h_020_002_101_000;
    const double h_021_001_020_000 = c_022_020 + ABz * c_021_020;
    const double h_020_002_020_000 = h_021_001_020_000 + ABz * h_020_001_020_000;
    const double h_020_002_020_100 = h_020_002_120_000 + CDx * h_020_002_020_000;
    const double h_021_001_030_000 = c_022_030 + ABz * c_021_030;
    const double h_020_002_030_000 = h_021_001_030_000 + ABz * h_020_001_030_000;
    const double h_020_002_020_010 = h_020_002_030_000 + CDy * h_020_002_020_000;
    const double h_021_001_021_000 = c_022_021 + ABz * c_021_021;
    const double h_020_002_021_000 = h_021_001_021_000 + ABz * h_020_001_021_000;
    const double h_020_002_020_001 = h_020_002_021_000 + CDz * h_020_002_020_000;
    const double h_021_001_011_000 = c_022_011 + ABz * c_021_011;
    const double h_020_002_011_000 = h_021_001_011_000 + ABz * h_020_001_011_000;
    const double h_020_002_011_100 = h_020_002_111_000 + CDx * h_020_002_011_000;
    const double h_020_002_011_010 = h_020_002_021_000 + CDy * h_020_002_011_000;
    const double h_021_001_012_000 = c_022_012 + ABz * c_021_012;
    const double h_020_002_012_000 = h_021_001_012_000 + ABz * h_020_001_012_000;
    const double h_020_002_011_001 = h_020_002_012_000 + CDz * h_020_002_011_000;
    const double h_021_001_002_000 = c_022_002 + ABz * c_021_002;
    const double h_020_002_002_000 = h_021_001_002_000 + ABz * h_020_001_002_000;
    const double h_020_002_002_100 = h_020_002_102_000 + CDx * h_020_002_002_000;
    const double h_020_002_002_010 = h_020_002_012_000 + CDy * h_020_002_002_000;
    const double h_021_001_003_000 = c_022_003 + ABz * c_021_003;
    const double h_020_002_003_000 = h_021_001_003_000 + ABz * h_020_001_003_000;
    const double h_020_002_002_001 = h_020_002_003_000 + CDz * h_020_002_002_000;
    const double h_111_100_300_000 = c_211_300 + ABx * c_111_300;
    const double h_011_100_300_000 = c_111_300 + ABx * c_011_300;
    const double h_011_200_300_000 = h_111_100_300_000 + ABx * h_011_100_300_000;
    const double h_111_100_200_000 = c_211_200 + ABx * c_111_200;
    const double h_011_100_200_000 = c_111_200 + ABx * c_011_200;
    const double h_011_200_200_000 = h_111_100_200_000 + ABx * h_011_100_200_000;
    const double h_011_200_200_100 = h_011_200_300_000 + CDx * h_011_200_200_000;
    const double h_111_100_210_000 = c_211_210 + ABx * c_111_210;
    const double h_011_100_210_000 = c_111_210 + ABx * c_011_210;
    const double h_011_200_210_000 = h_111_100_210_000 + ABx * h_011_100_210_000;
    const double h_011_200_200_010 = h_011_200_210_000 + CDy * h_011_200_200_000;
    const double h_111_100_201_000 = c_211_201 + ABx * c_111_201;
    const double h_011_100_201_000 = c_111_201 + ABx * c_011_201;
    const double h_011_200_201_000 = h_111_100_201_000 + ABx * h_011_100_201_000;
    const double h_011_200_200_001 = h_011_200_201_000 + CDz * h_011_200_200_000;
    const double h_111_100_110_000 = c_211_110 + ABx * c_111_110;
    const double h_011_100_110_000 = c_111_110 + ABx * c_011_110;
    const double h_011_200_110_000 = h_111_100_110_000 + ABx * h_011_100_110_000;
    const double h_011_200_110_100 = h_011_200_210_000 + CDx * h_011_200_110_000;
    const double h_111_100_120_000 = c_211_120 + ABx * c_111_120;
    const double h_011_100_120_000 = c_111_120 + ABx * c_011_120;
    const double h_011_200_120_000 = h_111_100_120_000 + ABx * h_011_100_120_000;
    const double h_011_200_110_010 = h_011_200_120_000 + CDy * h_011_200_110_000;
    const double h_111_100_111_000 = c_211_111 + ABx * c_111_111;
    const double h_011_100_111_000 = c_111_111 + ABx * c_011_111;
    const double h_011_200_111_000 = h_111_100_111_000 + ABx * h_011_100_111_000;
    const double h_011_200_110_001 = h_011_200_111_000 + CDz * h_011_200_110_000;
    const double h_111_100_101_000 = c_211_101 + ABx * c_111_101;
    const double h_011_100_101_000 = c_111_101 + ABx * c_011_101;
    const double h_011_200_101_000 = h_111_100_101_000 + ABx * h_011_100_101_000;
    const double h_011_200_101_100 = h_011_200_201_000 + CDx * h_011_200_101_000;
    const double h_011_200_101_010 = h_011_200_111_000 + CDy * h_011_200_101_000;
    const double h_111_100_102_000 = c_211_102 + ABx * c_111_102;
    const double h_011_100_102_000 = c_111_102 + ABx * c_011_102;
    const double h_011_200_102_000 = h_111_100_102_000 + ABx * h_011_100_102_000;
    const double h_011_200_101_001 = h_011_200_102_000 + CDz * h_011_200_101_000;
    const double h_111_100_020_000 = c_211_020 + ABx * c_111_020;
    const double h_011_100_020_000 = c_111_020 + ABx * c_011_020;
    const double h_011_200_020_000 = h_111_100_020_000 + ABx * h_011_100_020_000;
    const double h_011_200_020_100 = h_011_200_120_000 + CDx * h_011_200_020_000;
    const double h_111_100_030_000 = c_211_030 + ABx * c_111_030;
    const double h_011_100_030_000 = c_111_030 + ABx * c_011_030;
    const double h_011_200_030_000 = h_111_100_030_000 + ABx * h_011_100_030_000;
    const double h_011_200_020_010 = h_011_200_030_000 + CDy * h_011_200_020_000;
    const double h_111_100_021_000 = c_211_021 + ABx * c_111_021;
    const double h_011_100_021_000 = c_111_021 + ABx * c_011_021;
    const double h_011_200_021_000 = h_111_100_021_000 + ABx * h_011_100_021_000;
    const double h_011_200_020_001 = h_011_200_021_000 + CDz * h_011_200_020_000;
    const double h_111_100_011_000 = c_211_011 + ABx * c_111_011;
    const double h_011_100_011_000 = c_111_011 + ABx * c_011_011;
    const double h_011_200_011_000 = h_111_100_011_000 + ABx * h_011_100_011_000;
    const double h_011_200_011_100 = h_011_200_111_000 + CDx * h_011_200_011_000;
    const double h_011_200_011_010 = h_011_200_021_000 + CDy * h_011_200_011_000;
    const double h_111_100_012_000 = c_211_012 + ABx * c_111_012;
    const double h_011_100_012_000 = c_111_012 + ABx * c_011_012;
    const double h_011_200_012_000 = h_111_100_012_000 + ABx * h_011_100_012_000;
    const double h_011_200_011_001 = h_011_200_012_000 + CDz * h_011_200_011_000;
    const double h_111_100_002_000 = c_211_002 + ABx * c_111_002;
    const double h_011_100_002_000 = c_111_002 + ABx * c_011_002;
    const double h_011_200_002_000 = h_111_100_002_000 + ABx * h_011_100_002_000;
    const double h_011_200_002_100 = h_011_200_102_000 + CDx * h_011_200_002_000;
    const double h_011_200_002_010 = h_011_200_012_000 + CDy * h_011_200_002_000;
    const double h_111_100_003_000 = c_211_003 + ABx * c_111_003;
    const double h_011_100_003_000 = c_111_003 + ABx * c_011_003;
    const double h_011_200_003_000 = h_111_100_003_000 + ABx * h_011_100_003_000;
    const double h_011_200_002_001 = h_011_200_003_000 + CDz * h_011_200_002_000;
    const double h_011_010_300_000 = c_021_300 + ABy * c_011_300;
    const double h_011_110_300_000 = h_111_010_300_000 + ABx * h_011_010_300_000;
    const double h_011_010_200_000 = c_021_200 + ABy * c_011_200;
    const double h_011_110_200_000 = h_111_010_200_000 + ABx * h_011_010_200_000;
    const double h_011_110_200_100 = h_011_110_300_000 + CDx * h_011_110_200_000;
    const double h_011_010_210_000 = c_021_210 + ABy * c_011_210;
    const double h_011_110_210_000 = h_111_010_210_000 + ABx * h_011_010_210_000;
    const double h_011_110_200_010 = h_011_110_210_000 + CDy * h_011_110_200_000;
    const double h_011_010_201_000 = c_021_201 + ABy * c_011_201;
    const double h_011_110_201_000 = h_111_010_201_000 + ABx * h_011_010_201_000;
    const double h_011_110_200_001 = h_011_110_201_000 + CDz * h_011_110_200_000;
    const double h_011_010_110_000 = c_021_110 + ABy * c_011_110;
    const double h_011_110_110_000 = h_111_010_110_000 + ABx * h_011_010_110_000;
    const double h_011_110_110_100 = h_011_110_210_000 + CDx * h_011_110_110_000;
    const double h_011_010_120_000 = c_021_120 + ABy * c_011_120;
    const double h_011_110_120_000 = h_111_010_120_000 + ABx * h_011_010_120_000;
    const double h_011_110_110_010 = h_011_110_120_000 + CDy * h_011_110_110_000;
    const double h_011_010_111_000 = c_021_111 + ABy * c_011_111;
    const double h_011_110_111_000 = h_111_010_111_000 + ABx * h_011_010_111_000;
    const double h_011_110_110_001 = h_011_110_111_000 + CDz * h_011_110_110_000;
    const double h_011_010_101_000 = c_021_101 + ABy * c_011_101;
    const double h_011_110_101_000 = h_111_010_101_000 + ABx * h_011_010_101_000;
    const double h_011_110_101_100 = h_011_110_201_000 + CDx * h_011_110_101_000;
    const double h_011_110_101_010 = h_011_110_111_000 + CDy * h_011_110_101_000;
    const double h_011_010_102_000 = c_021_102 + ABy * c_011_102;
    const double h_011_110_102_000 = h_111_010_102_000 + ABx * h_011_010_102_000;
    const double h_011_110_101_001 = h_011_110_102_000 + CDz * h_011_110_101_000;
    const double h_011_010_020_000 = c_021_020 + ABy * c_011_020;
    const double h_011_110_020_000 = h_111_010_020_000 + ABx * h_011_010_020_000;
    const double h_011_110_020_100 = h_011_110_120_000 + CDx * h_011_110_020_000;
    const double h_011_010_030_000 = c_021_030 + ABy * c_011_030;
    const double h_011_110_030_000 = h_111_010_030_000 + ABx * h_011_010_030_000;
    const double h_011_110_020_010 = h_011_110_030_000 + CDy * h_011_110_020_000;
    const double h_011_010_021_000 = c_021_021 + ABy * c_011_021;
    const double h_011_110_021_000 = h_111_010_021_000 + ABx * h_011_010_021_000;
    const double h_011_110_020_001 = h_011_110_021_000 + CDz * h_011_110_020_000;
    const double h_011_010_011_000 = c_021_011 + ABy * c_011_011;
    const double h_011_110_011_000 = h_111_010_011_000 + ABx * h_011_010_011_000;
    const double h_011_110_011_100 = h_011_110_111_000 + CDx * h_011_110_011_000;
    const double h_011_110_011_010 = h_011_110_021_000 + CDy * h_011_110_011_000;
    const double h_011_010_012_000 = c_021_012 + ABy * c_011_012;
    const double h_011_110_012_000 = h_111_010_012_000 + ABx * h_011_010_012_000;
    const double h_011_110_011_001 = h_011_110_012_000 + CDz * h_011_110_011_000;
    const double h_011_010_002_000 = c_021_002 + ABy * c_011_002;
    const double h_011_110_002_000 = h_111_010_002_000 + ABx * h_011_010_002_000;
    const double h_011_110_002_100 = h_011_110_102_000 + CDx * h_011_110_002_000;
    const double h_011_110_002_010 = h_011_110_012_000 + CDy * h_011_110_002_000;
    const double h_011_010_003_000 = c_021_003 + ABy * c_011_003;
    const double h_011_110_003_000 = h_111_010_003_000 + ABx * h_011_010_003_000;
    const double h_011_110_002_001 = h_011_110_003_000 + CDz * h_011_110_002_000;
    const double h_011_001_300_000 = c_012_300 + ABz * c_011_300;
    const double h_011_101_300_000 = h_111_001_300_000 + ABx * h_011_001_300_000;
    const double h_011_001_200_000 = c_012_200 + ABz * c_011_200;
    const double h_011_101_200_000 = h_111_001_200_000 + ABx * h_011_001_200_000;
    const double h_011_101_200_100 = h_011_101_300_000 + CDx * h_011_101_200_000;
    const double h_011_001_210_000 = c_012_210 + ABz * c_011_210;
    const double h_011_101_210_000 = h_111_001_210_000 + ABx * h_011_001_210_000;
    const double h_011_101_200_010 = h_011_101_210_000 + CDy * h_011_101_200_000;
    const double h_011_001_201_000 = c_012_201 + ABz * c_011_201;
    const double h_011_101_201_000 = h_111_001_201_000 + ABx * h_011_001_201_000;
    const double h_011_101_200_001 = h_011_101_201_000 + CDz * h_011_101_200_000;
    const double h_011_001_110_000 = c_012_110 + ABz * c_011_110;
    const double h_011_101_110_000 = h_111_001_110_000 + ABx * h_011_001_110_000;
    const double h_011_101_110_100 = h_011_101_210_000 + CDx * h_011_101_110_000;
    const double h_011_001_120_000 = c_012_120 + ABz * c_011_120;
    const double h_011_101_120_000 = h_111_001_120_000 + ABx * h_011_001_120_000;
    const double h_011_101_110_010 = h_011_101_120_000 + CDy * h_011_101_110_000;
    const double h_011_001_111_000 = c_012_111 + ABz * c_011_111;
    const double h_011_101_111_000 = h_111_001_111_000 + ABx * h_011_001_111_000;
    const double h_011_101_110_001 = h_011_101_111_000 + CDz * h_011_101_110_000;
    const double h_011_001_101_000 = c_012_101 + ABz * c_011_101;
    const double h_011_101_101_000 = h_111_001_101_000 + ABx * h_011_001_101_000;
    const double h_011_101_101_100 = h_011_101_201_000 + CDx * h_011_101_101_000;
    const double h_011_101_101_010 = h_011_101_111_000 + CDy * h_011_101_101_000;
    const double h_011_001_102_000 = c_012_102 + ABz * c_011_102;
    const double h_011_101_102_000 = h_111_001_102_000 + ABx * h_011_001_102_000;
    const double h_011_101_101_001 = h_011_101_102_000 + CDz * h_011_101_101_000;
    const double h_011_001_020_000 = c_012_020 + ABz * c_011_020;
    const double h_011_101_020_000 = h_111_001_020_000 + ABx * h_011_001_020_000;
    const double h_011_101_020_100 = h_011_101_120_000 + CDx * h_011_101_020_000;
    const double h_011_001_030_000 = c_012_030 + ABz * c_011_030;
    const double h_011_101_030_000 = h_111_001_030_000 + ABx * h_011_001_030_000;
    const double h_011_101_020_010 = h_011_101_030_000 + CDy * h_011_101_020_000;
    const double h_011_001_021_000 = c_012_021 + ABz * c_011_021;
    const double h_011_101_021_000 = h_111_001_021_000 + ABx * h_011_001_021_000;
    const double h_011_101_020_001 = h_011_101_021_000 + CDz * h_011_101_020_000;
    const double h_011_001_011_000 = c_012_011 + ABz * c_011_011;
    const double h_011_101_011_000 = h_111_001_011_000 + ABx * h_011_001_011_000;
    const double h_011_101_011_100 = h_011_101_111_000 + CDx * h_011_101_011_000;
    const double h_011_101_011_010 = h_011_101_021_000 + CDy * h_011_101_011_000;
    const double h_011_001_012_000 = c_012_012 + ABz * c_011_012;
    const double h_011_101_012_000 = h_111_001_012_000 + ABx * h_011_001_012_000;
    const double h_011_101_011_001 = h_011_101_012_000 + CDz * h_011_101_011_000;
    const double h_011_001_002_000 = c_012_002 + ABz * c_011_002;
    const double h_011_101_002_000 = h_111_001_002_000 + ABx * h_011_001_002_000;
    const double h_011_101_002_100 = h_011_101_102_000 + CDx * h_011_101_002_000;
    const double h_011_101_002_010 = h_011_101_012_000 + CDy * h_011_101_002_000;
    const double h_011_001_003_000 = c_012_003 + ABz * c_011_003;
    const double h_011_101_003_000 = h_111_001_003_000 + ABx * h_011_001_003_000;
    const double h_011_101_002_001 = h_011_101_003_000 + CDz * h_011_101_002_000;
    const double h_021_010_300_000 = c_031_300 + ABy * c_021_300;
    const double h_011_020_300_000 = h_021_010_300_000 + ABy * h_011_010_300_000;
    const double h_021_010_200_000 = c_031_200 + ABy * c_021_200;
    const double h_011_020_200_000 = h_021_010_200_000 + ABy * h_011_010_200_000;
    const double h_011_020_200_100 = h_011_020_300_000 + CDx * h_011_020_200_000;
    const double h_021_010_210_000 = c_031_210 + ABy * c_021_210;
    const double h_011_020_210_000 = h_021_010_210_000 + ABy * h_011_010_210_000;
    const double h_011_020_200_010 = h_011_020_210_000 + CDy * h_011_020_200_000;
    const double h_021_010_201_000 = c_031_201 + ABy * c_021_201;
    const double h_011_020_201_000 = h_021_010_201_000 + ABy * h_011_010_201_000;
    const double h_011_020_200_001 = h_011_020_201_000 + CDz * h_011_020_200_000;
    const double h_021_010_110_000 = c_031_110 + ABy * c_021_110;
    const double h_011_020_110_000 = h_021_010_110_000 + ABy * h_011_010_110_000;
    const double h_011_020_110_100 = h_011_020_210_000 + CDx * h_011_020_110_000;
    const double h_021_010_120_000 = c_031_120 + ABy * c_021_120;
    const double h_011_020_120_000 = h_021_010_120_000 + ABy * h_011_010_120_000;
    const double h_011_020_110_010 = h_011_020_120_000 + CDy * h_011_020_110_000;
    const double h_021_010_111_000 = c_031_111 + ABy * c_021_111;
    const double h_011_020_111_000 = h_021_010_111_000 + ABy * h_011_010_111_000;
    const double h_011_020_110_001 = h_011_020_111_000 + CDz * h_011_020_110_000;
    const double h_021_010_101_000 = c_031_101 + ABy * c_021_101;
    const double h_011_020_101_000 = h_021_010_101_000 + ABy * h_011_010_101_000;
    const double h_011_020_101_100 = h_011_020_201_000 + CDx * h_011_020_101_000;
    const double h_011_020_101_010 = h_011_020_111_000 + CDy * h_011_020_101_000;
    const double h_021_010_102_000 = c_031_102 + ABy * c_021_102;
    const double h_011_020_102_000 = h_021_010_102_000 + ABy * h_011_010_102_000;
    const double h_011_020_101_001 = h_011_020_102_000 + CDz * h_011_020_101_000;
    const double h_021_010_020_000 = c_031_020 + ABy * c_021_020;
    const double h_011_020_020_000 = h_021_010_020_000 + ABy * h_011_010_020_000;
    const double h_011_020_020_100 = h_011_020_120_000 + CDx * h_011_020_020_000;
    const double h_021_010_030_000 = c_031_030 + ABy * c_021_030;
    const double h_011_020_030_000 = h_021_010_030_000 + ABy * h_011_010_030_000;
    const double h_011_020_020_010 = h_011_020_030_000 + CDy * h_011_020_020_000;
    const double h_021_010_021_000 = c_031_021 + ABy * c_021_021;
    const double h_011_020_021_000 = h_021_010_021_000 + ABy * h_011_010_021_000;
    const double h_011_020_020_001 = h_011_020_021_000 + CDz * h_011_020_020_000;
    const double h_021_010_011_000 = c_031_011 + ABy * c_021_011;
    const double h_011_020_011_000 = h_021_010_011_000 + ABy * h_011_010_011_000;
    const double h_011_020_011_100 = h_011_020_111_000 + CDx * h_011_020_011_000;
    const double h_011_020_011_010 = h_011_020_021_000 + CDy * h_011_020_011_000;
    const double h_021_010_012_000 = c_031_012 + ABy * c_021_012;
    const double h_011_020_012_000 = h_021_010_012_000 + ABy * h_011_010_012_000;
    const double h_011_020_011_001 = h_011_020_012_000 + CDz * h_011_020_011_000;
    const double h_021_010_002_000 = c_031_002 + ABy * c_021_002;
    const double h_011_020_002_000 = h_021_010_002_000 + ABy * h_011_010_002_000;
    const double h_011_020_002_100 = h_011_020_102_000 + CDx * h_011_020_002_000;
    const double h_011_020_002_010 = h_011_020_012_000 + CDy * h_011_020_002_000;
    const double h_021_010_003_000 = c_031_003 + ABy * c_021_003;
    const double h_011_020_003_000 = h_021_010_003_000 + ABy * h_011_010_003_000;
    const double h_011_020_002_001 = h_011_020_003_000 + CDz * h_011_020_002_000;
    const double h_011_011_300_000 = h_021_001_300_000 + ABy * h_011_001_300_000;
    const double h_011_011_200_000 = h_021_001_200_000 + ABy * h_011_001_200_000;
    const double h_011_011_200_100 = h_011_011_300_000 + CDx * h_011_011_200_000;
    const double h_011_011_210_000 = h_021_001_210_000 + ABy * h_011_001_210_000;
    const double h_011_011_200_010 = h_011_011_210_000 + CDy * h_011_011_200_000;
    const double h_011_011_201_000 = h_021_001_201_000 + ABy * h_011_001_201_000;
    const double h_011_011_200_001 = h_011_011_201_000 + CDz * h_011_011_200_000;
    const double h_011_011_110_000 = h_021_001_110_000 + ABy * h_011_001_110_000;
    const double h_011_011_110_100 = h_011_011_210_000 + CDx * h_011_011_110_000;
    const double h_011_011_120_000 = h_021_001_120_000 + ABy * h_011_001_120_000;
    const double h_011_011_110_010 = h_011_011_120_000 + CDy * h_011_011_110_000;
    const double h_011_011_111_000 = h_021_001_111_000 + ABy * h_011_001_111_000;
    const double h_011_011_110_001 = h_011_011_111_000 + CDz * h_011_011_110_000;
    const double h_011_011_101_000 = h_021_001_101_000 + ABy * h_011_001_101_000;
    const double h_011_011_101_100 = h_011_011_201_000 + CDx * h_011_011_101_000;
    const double h_011_011_101_010 = h_011_011_111_000 + CDy * h_011_011_101_000;
    const double h_011_011_102_000 = h_021_001_102_000 + ABy * h_011_001_102_000;
    const double h_011_011_101_001 = h_011_011_102_000 + CDz * h_011_011_101_000;
    const double h_011_011_020_000 = h_021_001_020_000 + ABy * h_011_001_020_000;
    const double h_011_011_020_100 = h_011_011_120_000 + CDx * h_011_011_020_000;
    const double h_011_011_030_000 = h_021_001_030_000 + ABy * h_011_001_030_000;
    const double h_011_011_020_010 = h_011_011_030_000 + CDy * h_011_011_020_000;
    const double h_011_011_021_000 = h_021_001_021_000 + ABy * h_011_001_021_000;
    const double h_011_011_020_001 = h_011_011_021_000 + CDz * h_011_011_020_000;
    const double h_011_011_011_000 = h_021_001_011_000 + ABy * h_011_001_011_000;
    const double h_011_011_011_100 = h_011_011_111_000 + CDx * h_011_011_011_000;
    const double h_011_011_011_010 = h_011_011_021_000 + CDy * h_011_011_011_000;
    const double h_011_011_012_000 = h_021_001_012_000 + ABy * h_011_001_012_000;
    const double h_011_011_011_001 = h_011_011_012_000 + CDz * h_011_011_011_000;
    const double h_011_011_002_000 = h_021_001_002_000 + ABy * h_011_001_002_000;
    const double h_011_011_002_100 = h_011_011_102_000 + CDx * h_011_011_002_000;
    const double h_011_011_002_010 = h_011_011_012_000 + CDy * h_011_011_002_000;
    const double h_011_011_003_000 = h_021_001_003_000 + ABy * h_011_001_003_000;
    const double h_011_011_002_001 = h_011_011_003_000 + CDz * h_011_011_002_000;
    const double h_012_001_300_000 = c_013_300 + ABz * c_012_300;
    const double h_011_002_300_000 = h_012_001_300_000 + ABz * h_011_001_300_000;
    const double h_012_001_200_000 = c_013_200 + ABz * c_012_200;
    const double h_011_002_200_000 = h_012_001_200_000 + ABz * h_011_001_200_000;
    const double h_011_002_200_100 = h_011_002_300_000 + CDx * h_011_002_200_000;
    const double h_012_001_210_000 = c_013_210 + ABz * c_012_210;
    const double h_011_002_210_000 = h_012_001_210_000 + ABz * h_011_001_210_000;
    const double h_011_002_200_010 = h_011_002_210_000 + CDy * h_011_002_200_000;
    const double h_012_001_201_000 = c_013_201 + ABz * c_012_201;
    const double h_011_002_201_000 = h_012_001_201_000 + ABz * h_011_001_201_000;
    const double h_011_002_200_001 = h_011_002_201_000 + CDz * h_011_002_200_000;
    const double h_012_001_110_000 = c_013_110 + ABz * c_012_110;
    const double h_011_002_110_000 = h_012_001_110_000 + ABz * h_011_001_110_000;
    const double h_011_002_110_100 = h_011_002_210_000 + CDx * h_011_002_110_000;
    const double h_012_001_120_000 = c_013_120 + ABz * c_012_120;
    const double h_011_002_120_000 = h_012_001_120_000 + ABz * h_011_001_120_000;
    const double h_011_002_110_010 = h_011_002_120_000 + CDy * h_011_002_110_000;
    const double h_012_001_111_000 = c_013_111 + ABz * c_012_111;
    const double h_011_002_111_000 = h_012_001_111_000 + ABz * h_011_001_111_000;
    const double h_011_002_110_001 = h_011_002_111_000 + CDz * h_011_002_110_000;
    const double h_012_001_101_000 = c_013_101 + ABz * c_012_101;
    const double h_011_002_101_000 = h_012_001_101_000 + ABz * h_011_001_101_000;
    const double h_011_002_101_100 = h_011_002_201_000 + CDx * h_011_002_101_000;
    const double h_011_002_101_010 = h_011_002_111_000 + CDy * h_011_002_101_000;
    const double h_012_001_102_000 = c_013_102 + ABz * c_012_102;
    const double h_011_002_102_000 = h_012_001_102_000 + ABz * h_011_001_102_000;
    const double h_011_002_101_001 = h_011_002_102_000 + CDz * h_011_002_101_000;
    const double h_012_001_020_000 = c_013_020 + ABz * c_012_020;
    const double h_011_002_020_000 = h_012_001_020_000 + ABz * h_011_001_020_000;
    const double h_011_002_020_100 = h_011_002_120_000 + CDx * h_011_002_020_000;
    const double h_012_001_030_000 = c_013_030 + ABz * c_012_030;
    const double h_011_002_030_000 = h_012_001_030_000 + ABz * h_011_001_030_000;
    const double h_011_002_020_010 = h_011_002_030_000 + CDy * h_011_002_020_000;
    const double h_012_001_021_000 = c_013_021 + ABz * c_012_021;
    const double h_011_002_021_000 = h_012_001_021_000 + ABz * h_011_001_021_000;
    const double h_011_002_020_001 = h_011_002_021_000 + CDz * h_011_002_020_000;
    const double h_012_001_011_000 = c_013_011 + ABz * c_012_011;
    const double h_011_002_011_000 = h_012_001_011_000 + ABz * h_011_001_011_000;
    const double h_011_002_011_100 = h_011_002_111_000 + CDx * h_011_002_011_000;
    const double h_011_002_011_010 = h_011_002_021_000 + CDy * h_011_002_011_000;
    const double h_012_001_012_000 = c_013_012 + ABz * c_012_012;
    const double h_011_002_012_000 = h_012_001_012_000 + ABz * h_011_001_012_000;
    const double h_011_002_011_001 = h_011_002_012_000 + CDz * h_011_002_011_000;
    const double h_012_001_002_000 = c_013_002 + ABz * c_012_002;
    const double h_011_002_002_000 = h_012_001_002_000 + ABz * h_011_001_002_000;
    const double h_011_002_002_100 = h_011_002_102_000 + CDx * h_011_002_002_000;
    const double h_011_002_002_010 = h_011_002_012_000 + CDy * h_011_002_002_000;
    const double h_012_001_003_000 = c_013_003 + ABz * c_012_003;
    const double h_011_002_003_000 = h_012_001_003_000 + ABz * h_011_001_003_000;
    const double h_011_002_002_001 = h_011_002_003_000 + CDz * h_011_002_002_000;
    const double h_102_100_300_000 = c_202_300 + ABx * c_102_300;
    const double h_002_100_300_000 = c_102_300 + ABx * c_002_300;
    const double h_002_200_300_000 = h_102_100_300_000 + ABx * h_002_100_300_000;
    const double h_102_100_200_000 = c_202_200 + ABx * c_102_200;
    const double h_002_100_200_000 = c_102_200 + ABx * c_002_200;
    const double h_002_200_200_000 = h_102_100_200_000 + ABx * h_002_100_200_000;
    const double h_002_200_200_100 = h_002_200_300_000 + CDx * h_002_200_200_000;
    const double h_102_100_210_000 = c_202_210 + ABx * c_102_210;
    const double h_002_100_210_000 = c_102_210 + ABx * c_002_210;
    const double h_002_200_210_000 = h_102_100_210_000 + ABx * h_002_100_210_000;
    const double h_002_200_200_010 = h_002_200_210_000 + CDy * h_002_200_200_000;
    const double h_102_100_201_000 = c_202_201 + ABx * c_102_201;
    const double h_002_100_201_000 = c_102_201 + ABx * c_002_201;
    const double h_002_200_201_000 = h_102_100_201_000 + ABx * h_002_100_201_000;
    const double h_002_200_200_001 = h_002_200_201_000 + CDz * h_002_200_200_000;
    const double h_102_100_110_000 = c_202_110 + ABx * c_102_110;
    const double h_002_100_110_000 = c_102_110 + ABx * c_002_110;
    const double h_002_200_110_000 = h_102_100_110_000 + ABx * h_002_100_110_000;
    const double h_002_200_110_100 = h_002_200_210_000 + CDx * h_002_200_110_000;
    const double h_102_100_120_000 = c_202_120 + ABx * c_102_120;
    const double h_002_100_120_000 = c_102_120 + ABx * c_002_120;
    const double h_002_200_120_000 = h_102_100_120_000 + ABx * h_002_100_120_000;
    const double h_002_200_110_010 = h_002_200_120_000 + CDy * h_002_200_110_000;
    const double h_102_100_111_000 = c_202_111 + ABx * c_102_111;
    const double h_002_100_111_000 = c_102_111 + ABx * c_002_111;
    const double h_002_200_111_000 = h_102_100_111_000 + ABx * h_002_100_111_000;
    const double h_002_200_110_001 = h_002_200_111_000 + CDz * h_002_200_110_000;
    const double h_102_100_101_000 = c_202_101 + ABx * c_102_101;
    const double h_002_100_101_000 = c_102_101 + ABx * c_002_101;
    const double h_002_200_101_000 = h_102_100_101_000 + ABx * h_002_100_101_000;
    const double h_002_200_101_100 = h_002_200_201_000 + CDx * h_002_200_101_000;
    const double h_002_200_101_010 = h_002_200_111_000 + CDy * h_002_200_101_000;
    const double h_102_100_102_000 = c_202_102 + ABx * c_102_102;
    const double h_002_100_102_000 = c_102_102 + ABx * c_002_102;
    const double h_002_200_102_000 = h_102_100_102_000 + ABx * h_002_100_102_000;
    const double h_002_200_101_001 = h_002_200_102_000 + CDz * h_002_200_101_000;
    const double h_102_100_020_000 = c_202_020 + ABx * c_102_020;
    const double h_002_100_020_000 = c_102_020 + ABx * c_002_020;
    const double h_002_200_020_000 = h_102_100_020_000 + ABx * h_002_100_020_000;
    const double h_002_200_020_100 = h_002_200_120_000 + CDx * h_002_200_020_000;
    const double h_102_100_030_000 = c_202_030 + ABx * c_102_030;
    const double h_002_100_030_000 = c_102_030 + ABx * c_002_030;
    const double h_002_200_030_000 = h_102_100_030_000 + ABx * h_002_100_030_000;
    const double h_002_200_020_010 = h_002_200_030_000 + CDy * h_002_200_020_000;
    const double h_102_100_021_000 = c_202_021 + ABx * c_102_021;
    const double h_002_100_021_000 = c_102_021 + ABx * c_002_021;
    const double h_002_200_021_000 = h_102_100_021_000 + ABx * h_002_100_021_000;
    const double h_002_200_020_001 = h_002_200_021_000 + CDz * h_002_200_020_000;
    const double h_102_100_011_000 = c_202_011 + ABx * c_102_011;
    const double h_002_100_011_000 = c_102_011 + ABx * c_002_011;
    const double h_002_200_011_000 = h_102_100_011_000 + ABx * h_002_100_011_000;
    const double h_002_200_011_100 = h_002_200_111_000 + CDx * h_002_200_011_000;
    const double h_002_200_011_010 = h_002_200_021_000 + CDy * h_002_200_011_000;
    const double h_102_100_012_000 = c_202_012 + ABx * c_102_012;
    const double h_002_100_012_000 = c_102_012 + ABx * c_002_012;
    const double h_002_200_012_000 = h_102_100_012_000 + ABx * h_002_100_012_000;
    const double h_002_200_011_001 = h_002_200_012_000 + CDz * h_002_200_011_000;
    const double h_102_100_002_000 = c_202_002 + ABx * c_102_002;
    const double h_002_100_002_000 = c_102_002 + ABx * c_002_002;
    const double h_002_200_002_000 = h_102_100_002_000 + ABx * h_002_100_002_000;
    const double h_002_200_002_100 = h_002_200_102_000 + CDx * h_002_200_002_000;
    const double h_002_200_002_010 = h_002_200_012_000 + CDy * h_002_200_002_000;
    const double h_102_100_003_000 = c_202_003 + ABx * c_102_003;
    const double h_002_100_003_000 = c_102_003 + ABx * c_002_003;
    const double h_002_200_003_000 = h_102_100_003_000 + ABx * h_002_100_003_000;
    const double h_002_200_002_001 = h_002_200_003_000 + CDz * h_002_200_002_000;
    const double h_102_010_300_000 = c_112_300 + ABy * c_102_300;
    const double h_002_010_300_000 = c_012_300 + ABy * c_002_300;
    const double h_002_110_300_000 = h_102_010_300_000 + ABx * h_002_010_300_000;
    const double h_102_010_200_000 = c_112_200 + ABy * c_102_200;
    const double h_002_010_200_000 = c_012_200 + ABy * c_002_200;
    const double h_002_110_200_000 = h_102_010_200_000 + ABx * h_002_010_200_000;
    const double h_002_110_200_100 = h_002_110_300_000 + CDx * h_002_110_200_000;
    const double h_102_010_210_000 = c_112_210 + ABy * c_102_210;
    const double h_002_010_210_000 = c_012_210 + ABy * c_002_210;
    const double h_002_110_210_000 = h_102_010_210_000 + ABx * h_002_010_210_000;
    const double h_002_110_200_010 = h_002_110_210_000 + CDy * h_002_110_200_000;
    const double h_102_010_201_000 = c_112_201 + ABy * c_102_201;
    const double h_002_010_201_000 = c_012_201 + ABy * c_002_201;
    const double h_002_110_201_000 = h_102_010_201_000 + ABx * h_002_010_201_000;
    const double h_002_110_200_001 = h_002_110_201_000 + CDz * h_002_110_200_000;
    const double h_102_010_110_000 = c_112_110 + ABy * c_102_110;
    const double h_002_010_110_000 = c_012_110 + ABy * c_002_110;
    const double h_002_110_110_000 = h_102_010_110_000 + ABx * h_002_010_110_000;
    const double h_002_110_110_100 = h_002_110_210_000 + CDx * h_002_110_110_000;
    const double h_102_010_120_000 = c_112_120 + ABy * c_102_120;
    const double h_002_010_120_000 = c_012_120 + ABy * c_002_120;
    const double h_002_110_120_000 = h_102_010_120_000 + ABx * h_002_010_120_000;
    const double h_002_110_110_010 = h_002_110_120_000 + CDy * h_002_110_110_000;
    const double h_102_010_111_000 = c_112_111 + ABy * c_102_111;
    const double h_002_010_111_000 = c_012_111 + ABy * c_002_111;
    const double h_002_110_111_000 = h_102_010_111_000 + ABx * h_002_010_111_000;
    const double h_002_110_110_001 = h_002_110_111_000 + CDz * h_002_110_110_000;
    const double h_102_010_101_000 = c_112_101 + ABy * c_102_101;
    const double h_002_010_101_000 = c_012_101 + ABy * c_002_101;
    const double h_002_110_101_000 = h_102_010_101_000 + ABx * h_002_010_101_000;
    const double h_002_110_101_100 = h_002_110_201_000 + CDx * h_002_110_101_000;
    const double h_002_110_101_010 = h_002_110_111_000 + CDy * h_002_110_101_000;
    const double h_102_010_102_000 = c_112_102 + ABy * c_102_102;
    const double h_002_010_102_000 = c_012_102 + ABy * c_002_102;
    const double h_002_110_102_000 = h_102_010_102_000 + ABx * h_002_010_102_000;
    const double h_002_110_101_001 = h_002_110_102_000 + CDz * h_002_110_101_000;
    const double h_102_010_020_000 = c_112_020 + ABy * c_102_020;
    const double h_002_010_020_000 = c_012_020 + ABy * c_002_020;
    const double h_002_110_020_000 = h_102_010_020_000 + ABx * h_002_010_020_000;
    const double h_002_110_020_100 = h_002_110_120_000 + CDx * h_002_110_020_000;
    const double h_102_010_030_000 = c_112_030 + ABy * c_102_030;
    const double h_002_010_030_000 = c_012_030 + ABy * c_002_030;
    const double h_002_110_030_000 = h_102_010_030_000 + ABx * h_002_010_030_000;
    const double h_002_110_020_010 = h_002_110_030_000 + CDy * h_002_110_020_000;
    const double h_102_010_021_000 = c_112_021 + ABy * c_102_021;
    const double h_002_010_021_000 = c_012_021 + ABy * c_002_021;
    const double h_002_110_021_000 = h_102_010_021_000 + ABx * h_002_010_021_000;
    const double h_002_110_020_001 = h_002_110_021_000 + CDz * h_002_110_020_000;
    const double h_102_010_011_000 = c_112_011 + ABy * c_102_011;
    const double h_002_010_011_000 = c_012_011 + ABy * c_002_011;
    const double h_002_110_011_000 = h_102_010_011_000 + ABx * h_002_010_011_000;
    const double h_002_110_011_100 = h_002_110_111_000 + CDx * h_002_110_011_000;
    const double h_002_110_011_010 = h_002_110_021_000 + CDy * h_002_110_011_000;
    const double h_102_010_012_000 = c_112_012 + ABy * c_102_012;
    const double h_002_010_012_000 = c_012_012 + ABy * c_002_012;
    const double h_002_110_012_000 = h_102_010_012_000 + ABx * h_002_010_012_000;
    const double h_002_110_011_001 = h_002_110_012_000 + CDz * h_002_110_011_000;
    const double h_102_010_002_000 = c_112_002 + ABy * c_102_002;
    const double h_002_010_002_000 = c_012_002 + ABy * c_002_002;
    const double h_002_110_002_000 = h_102_010_002_000 + ABx * h_002_010_002_000;
    const double h_002_110_002_100 = h_002_110_102_000 + CDx * h_002_110_002_000;
    const double h_002_110_002_010 = h_002_110_012_000 + CDy * h_002_110_002_000;
    const double h_102_010_003_000 = c_112_003 + ABy * c_102_003;
    const double h_002_010_003_000 = c_012_003 + ABy * c_002_003;
    const double h_002_110_003_000 = h_102_010_003_000 + ABx * h_002_010_003_000;
    const double h_002_110_002_001 = h_002_110_003_000 + CDz * h_002_110_002_000;
    const double h_002_001_300_000 = c_003_300 + ABz * c_002_300;
    const double h_002_101_300_000 = h_102_001_300_000 + ABx * h_002_001_300_000;
    const double h_002_001_200_000 = c_003_200 + ABz * c_002_200;
    const double h_002_101_200_000 = h_102_001_200_000 + ABx * h_002_001_200_000;
    const double h_002_101_200_100 = h_002_101_300_000 + CDx * h_002_101_200_000;
    const double h_002_001_210_000 = c_003_210 + ABz * c_002_210;
    const double h_002_101_210_000 = h_102_001_210_000 + ABx * h_002_001_210_000;
    const double h_002_101_200_010 = h_002_101_210_000 + CDy * h_002_101_200_000;
    const double h_002_001_201_000 = c_003_201 + ABz * c_002_201;
    const double h_002_101_201_000 = h_102_001_201_000 + ABx * h_002_001_201_000;
    const double h_002_101_200_001 = h_002_101_201_000 + CDz * h_002_101_200_000;
    const double h_002_001_110_000 = c_003_110 + ABz * c_002_110;
    const double h_002_101_110_000 = h_102_001_110_000 + ABx * h_002_001_110_000;
    const double h_002_101_110_100 = h_002_101_210_000 + CDx * h_002_101_110_000;
    const double h_002_001_120_000 = c_003_120 + ABz * c_002_120;
    const double h_002_101_120_000 = h_102_001_120_000 + ABx * h_002_001_120_000;
    const double h_002_101_110_010 = h_002_101_120_000 + CDy * h_002_101_110_000;
    const double h_002_001_111_000 = c_003_111 + ABz * c_002_111;
    const double h_002_101_111_000 = h_102_001_111_000 + ABx * h_002_001_111_000;
    const double h_002_101_110_001 = h_002_101_111_000 + CDz * h_002_101_110_000;
    const double h_002_001_101_000 = c_003_101 + ABz * c_002_101;
    const double h_002_101_101_000 = h_102_001_101_000 + ABx * h_002_001_101_000;
    const double h_002_101_101_100 = h_002_101_201_000 + CDx * h_002_101_101_000;
    const double h_002_101_101_010 = h_002_101_111_000 + CDy * h_002_101_101_000;
    const double h_002_001_102_000 = c_003_102 + ABz * c_002_102;
    const double h_002_101_102_000 = h_102_001_102_000 + ABx * h_002_001_102_000;
    const double h_002_101_101_001 = h_002_101_102_000 + CDz * h_002_101_101_000;
    const double h_002_001_020_000 = c_003_020 + ABz * c_002_020;
    const double h_002_101_020_000 = h_102_001_020_000 + ABx * h_002_001_020_000;
    const double h_002_101_020_100 = h_002_101_120_000 + CDx * h_002_101_020_000;
    const double h_002_001_030_000 = c_003_030 + ABz * c_002_030;
    const double h_002_101_030_000 = h_102_001_030_000 + ABx * h_002_001_030_000;
    const double h_002_101_020_010 = h_002_101_030_000 + CDy * h_002_101_020_000;
    const double h_002_001_021_000 = c_003_021 + ABz * c_002_021;
    const double h_002_101_021_000 = h_102_001_021_000 + ABx * h_002_001_021_000;
    const double h_002_101_020_001 = h_002_101_021_000 + CDz * h_002_101_020_000;
    const double h_002_001_011_000 = c_003_011 + ABz * c_002_011;
    const double h_002_101_011_000 = h_102_001_011_000 + ABx * h_002_001_011_000;
    const double h_002_101_011_100 = h_002_101_111_000 + CDx * h_002_101_011_000;
    const double h_002_101_011_010 = h_002_101_021_000 + CDy * h_002_101_011_000;
    const double h_002_001_012_000 = c_003_012 + ABz * c_002_012;
    const double h_002_101_012_000 = h_102_001_012_000 + ABx * h_002_001_012_000;
    const double h_002_101_011_001 = h_002_101_012_000 + CDz * h_002_101_011_000;
    const double h_002_001_002_000 = c_003_002 + ABz * c_002_002;
    const double h_002_101_002_000 = h_102_001_002_000 + ABx * h_002_001_002_000;
    const double h_002_101_002_100 = h_002_101_102_000 + CDx * h_002_101_002_000;
    const double h_002_101_002_010 = h_002_101_012_000 + CDy * h_002_101_002_000;
    const double h_002_001_003_000 = c_003_003 + ABz * c_002_003;
    const double h_002_101_003_000 = h_102_001_003_000 + ABx * h_002_001_003_000;
    const double h_002_101_002_001 = h_002_101_003_000 + CDz * h_002_101_002_000;
    const double h_012_010_300_000 = c_022_300 + ABy * c_012_300;
    const double h_002_020_300_000 = h_012_010_300_000 + ABy * h_002_010_300_000;
    const double h_012_010_200_000 = c_022_200 + ABy * c_012_200;
    const double h_002_020_200_000 = h_012_010_200_000 + ABy * h_002_010_200_000;
    const double h_002_020_200_100 = h_002_020_300_000 + CDx * h_002_020_200_000;
    const double h_012_010_210_000 = c_022_210 + ABy * c_012_210;
    const double h_002_020_210_000 = h_012_010_210_000 + ABy * h_002_010_210_000;
    const double h_002_020_200_010 = h_002_020_210_000 + CDy * h_002_020_200_000;
    const double h_012_010_201_000 = c_022_201 + ABy * c_012_201;
    const double h_002_020_201_000 = h_012_010_201_000 + ABy * h_002_010_201_000;
    const double h_002_020_200_001 = h_002_020_201_000 + CDz * h_002_020_200_000;
    const double h_012_010_110_000 = c_022_110 + ABy * c_012_110;
    const double h_002_020_110_000 = h_012_010_110_000 + ABy * h_002_010_110_000;
    const double h_002_020_110_100 = h_002_020_210_000 + CDx * h_002_020_110_000;
    const double h_012_010_120_000 = c_022_120 + ABy * c_012_120;
    const double h_002_020_120_000 = h_012_010_120_000 + ABy * h_002_010_120_000;
    const double h_002_020_110_010 = h_002_020_120_000 + CDy * h_002_020_110_000;
    const double h_012_010_111_000 = c_022_111 + ABy * c_012_111;
    const double h_002_020_111_000 = h_012_010_111_000 + ABy * h_002_010_111_000;
    const double h_002_020_110_001 = h_002_020_111_000 + CDz * h_002_020_110_000;
    const double h_012_010_101_000 = c_022_101 + ABy * c_012_101;
    const double h_002_020_101_000 = h_012_010_101_000 + ABy * h_002_010_101_000;
    const double h_002_020_101_100 = h_002_020_201_000 + CDx * h_002_020_101_000;
    const double h_002_020_101_010 = h_002_020_111_000 + CDy * h_002_020_101_000;
    const double h_012_010_102_000 = c_022_102 + ABy * c_012_102;
    const double h_002_020_102_000 = h_012_010_102_000 + ABy * h_002_010_102_000;
    const double h_002_020_101_001 = h_002_020_102_000 + CDz * h_002_020_101_000;
    const double h_012_010_020_000 = c_022_020 + ABy * c_012_020;
    const double h_002_020_020_000 = h_012_010_020_000 + ABy * h_002_010_020_000;
    const double h_002_020_020_100 = h_002_020_120_000 + CDx * h_002_020_020_000;
    const double h_012_010_030_000 = c_022_030 + ABy * c_012_030;
    const double h_002_020_030_000 = h_012_010_030_000 + ABy * h_002_010_030_000;
    const double h_002_020_020_010 = h_002_020_030_000 + CDy * h_002_020_020_000;
    const double h_012_010_021_000 = c_022_021 + ABy * c_012_021;
    const double h_002_020_021_000 = h_012_010_021_000 + ABy * h_002_010_021_000;
    const double h_002_020_020_001 = h_002_020_021_000 + CDz * h_002_020_020_000;
    const double h_012_010_011_000 = c_022_011 + ABy * c_012_011;
    const double h_002_020_011_000 = h_012_010_011_000 + ABy * h_002_010_011_000;
    const double h_002_020_011_100 = h_002_020_111_000 + CDx * h_002_020_011_000;
    const double h_002_020_011_010 = h_002_020_021_000 + CDy * h_002_020_011_000;
    const double h_012_010_012_000 = c_022_012 + ABy * c_012_012;
    const double h_002_020_012_000 = h_012_010_012_000 + ABy * h_002_010_012_000;
    const double h_002_020_011_001 = h_002_020_012_000 + CDz * h_002_020_011_000;
    const double h_012_010_002_000 = c_022_002 + ABy * c_012_002;
    const double h_002_020_002_000 = h_012_010_002_000 + ABy * h_002_010_002_000;
    const double h_002_020_002_100 = h_002_020_102_000 + CDx * h_002_020_002_000;
    const double h_002_020_002_010 = h_002_020_012_000 + CDy * h_002_020_002_000;
    const double h_012_010_003_000 = c_022_003 + ABy * c_012_003;
    const double h_002_020_003_000 = h_012_010_003_000 + ABy * h_002_010_003_000;
    const double h_002_020_002_001 = h_002_020_003_000 + CDz * h_002_020_002_000;
    const double h_002_011_300_000 = h_012_001_300_000 + ABy * h_002_001_300_000;
    const double h_002_011_200_000 = h_012_001_200_000 + ABy * h_002_001_200_000;
    const double h_002_011_200_100 = h_002_011_300_000 + CDx * h_002_011_200_000;
    const double h_002_011_210_000 = h_012_001_210_000 + ABy * h_002_001_210_000;
    const double h_002_011_200_010 = h_002_011_210_000 + CDy * h_002_011_200_000;
    const double h_002_011_201_000 = h_012_001_201_000 + ABy * h_002_001_201_000;
    const double h_002_011_200_001 = h_002_011_201_000 + CDz * h_002_011_200_000;
    const double h_002_011_110_000 = h_012_001_110_000 + ABy * h_002_001_110_000;
    const double h_002_011_110_100 = h_002_011_210_000 + CDx * h_002_011_110_000;
    const double h_002_011_120_000 = h_012_001_120_000 + ABy * h_002_001_120_000;
    const double h_002_011_110_010 = h_002_011_120_000 + CDy * h_002_011_110_000;
    const double h_002_011_111_000 = h_012_001_111_000 + ABy * h_002_001_111_000;
    const double h_002_011_110_001 = h_002_011_111_000 + CDz * h_002_011_110_000;
    const double h_002_011_101_000 = h_012_001_101_000 + ABy * h_002_001_101_000;
    const double h_002_011_101_100 = h_002_011_201_000 + CDx * h_002_011_101_000;
    const double h_002_011_101_010 = h_002_011_111_000 + CDy * h_002_011_101_000;
    const double h_002_011_102_000 = h_012_001_102_000 + ABy * h_002_001_102_000;
    const double h_002_011_101_001 = h_002_011_102_000 + CDz * h_002_011_101_000;
    const double h_002_011_020_000 = h_012_001_020_000 + ABy * h_002_001_020_000;
    const double h_002_011_020_100 = h_002_011_120_000 + CDx * h_002_011_020_000;
    const double h_002_011_030_000 = h_012_001_030_000 + ABy * h_002_001_030_000;
    const double h_002_011_020_010 = h_002_011_030_000 + CDy * h_002_011_020_000;
    const double h_002_011_021_000 = h_012_001_021_000 + ABy * h_002_001_021_000;
    const double h_002_011_020_001 = h_002_011_021_000 + CDz * h_002_011_020_000;
    const double h_002_011_011_000 = h_012_001_011_000 + ABy * h_002_001_011_000;
    const double h_002_011_011_100 = h_002_011_111_000 + CDx * h_002_011_011_000;
    const double h_002_011_011_010 = h_002_011_021_000 + CDy * h_002_011_011_000;
    const double h_002_011_012_000 = h_012_001_012_000 + ABy * h_002_001_012_000;
    const double h_002_011_011_001 = h_002_011_012_000 + CDz * h_002_011_011_000;
    const double h_002_011_002_000 = h_012_001_002_000 + ABy * h_002_001_002_000;
    const double h_002_011_002_100 = h_002_011_102_000 + CDx * h_002_011_002_000;
    const double h_002_011_002_010 = h_002_011_012_000 + CDy * h_002_011_002_000;
    const double h_002_011_003_000 = h_012_001_003_000 + ABy * h_002_001_003_000;
    const double h_002_011_002_001 = h_002_011_003_000 + CDz * h_002_011_002_000;
    const double h_003_001_300_000 = c_004_300 + ABz * c_003_300;
    const double h_002_002_300_000 = h_003_001_300_000 + ABz * h_002_001_300_000;
    const double h_003_001_200_000 = c_004_200 + ABz * c_003_200;
    const double h_002_002_200_000 = h_003_001_200_000 + ABz * h_002_001_200_000;
    const double h_002_002_200_100 = h_002_002_300_000 + CDx * h_002_002_200_000;
    const double h_003_001_210_000 = c_004_210 + ABz * c_003_210;
    const double h_002_002_210_000 = h_003_001_210_000 + ABz * h_002_001_210_000;
    const double h_002_002_200_010 = h_002_002_210_000 + CDy * h_002_002_200_000;
    const double h_003_001_201_000 = c_004_201 + ABz * c_003_201;
    const double h_002_002_201_000 = h_003_001_201_000 + ABz * h_002_001_201_000;
    const double h_002_002_200_001 = h_002_002_201_000 + CDz * h_002_002_200_000;
    const double h_003_001_110_000 = c_004_110 + ABz * c_003_110;
    const double h_002_002_110_000 = h_003_001_110_000 + ABz * h_002_001_110_000;
    const double h_002_002_110_100 = h_002_002_210_000 + CDx * h_002_002_110_000;
    const double h_003_001_120_000 = c_004_120 + ABz * c_003_120;
    const double h_002_002_120_000 = h_003_001_120_000 + ABz * h_002_001_120_000;
    const double h_002_002_110_010 = h_002_002_120_000 + CDy * h_002_002_110_000;
    const double h_003_001_111_000 = c_004_111 + ABz * c_003_111;
    const double h_002_002_111_000 = h_003_001_111_000 + ABz * h_002_001_111_000;
    const double h_002_002_110_001 = h_002_002_111_000 + CDz * h_002_002_110_000;
    const double h_003_001_101_000 = c_004_101 + ABz * c_003_101;
    const double h_002_002_101_000 = h_003_001_101_000 + ABz * h_002_001_101_000;
    const double h_002_002_101_100 = h_002_002_201_000 + CDx * h_002_002_101_000;
    const double h_002_002_101_010 = h_002_002_111_000 + CDy * h_002_002_101_000;
    const double h_003_001_102_000 = c_004_102 + ABz * c_003_102;
    const double h_002_002_102_000 = h_003_001_102_000 + ABz * h_002_001_102_000;
    const double h_002_002_101_001 = h_002_002_102_000 + CDz * h_002_002_101_000;
    const double h_003_001_020_000 = c_004_020 + ABz * c_003_020;
    const double h_002_002_020_000 = h_003_001_020_000 + ABz * h_002_001_020_000;
    const double h_002_002_020_100 = h_002_002_120_000 + CDx * h_002_002_020_000;
    const double h_003_001_030_000 = c_004_030 + ABz * c_003_030;
    const double h_002_002_030_000 = h_003_001_030_000 + ABz * h_002_001_030_000;
    const double h_002_002_020_010 = h_002_002_030_000 + CDy * h_002_002_020_000;
    const double h_003_001_021_000 = c_004_021 + ABz * c_003_021;
    const double h_002_002_021_000 = h_003_001_021_000 + ABz * h_002_001_021_000;
    const double h_002_002_020_001 = h_002_002_021_000 + CDz * h_002_002_020_000;
    const double h_003_001_011_000 = c_004_011 + ABz * c_003_011;
    const double h_002_002_011_000 = h_003_001_011_000 + ABz * h_002_001_011_000;
    const double h_002_002_011_100 = h_002_002_111_000 + CDx * h_002_002_011_000;
    const double h_002_002_011_010 = h_002_002_021_000 + CDy * h_002_002_011_000;
    const double h_003_001_012_000 = c_004_012 + ABz * c_003_012;
    const double h_002_002_012_000 = h_003_001_012_000 + ABz * h_002_001_012_000;
    const double h_002_002_011_001 = h_002_002_012_000 + CDz * h_002_002_011_000;
    const double h_003_001_002_000 = c_004_002 + ABz * c_003_002;
    const double h_002_002_002_000 = h_003_001_002_000 + ABz * h_002_001_002_000;
    const double h_002_002_002_100 = h_002_002_102_000 + CDx * h_002_002_002_000;
    const double h_002_002_002_010 = h_002_002_012_000 + CDy * h_002_002_002_000;
    const double h_003_001_003_000 = c_004_003 + ABz * c_003_003;
    const double h_002_002_003_000 = h_003_001_003_000 + ABz * h_002_001_003_000;
    const double h_002_002_002_001 = h_002_002_003_000 + CDz * h_002_002_002_000;
    out[0] = h_200_200_200_100;
    out[1] = h_200_200_200_010;
    out[2] = h_200_200_200_001;
    out[3] = h_200_200_110_100;
    out[4] = h_200_200_110_010;
    out[5] = h_200_200_110_001;
    out[6] = h_200_200_101_100;
    out[7] = h_200_200_101_010;
    out[8] = h_200_200_101_001;
    out[9] = h_200_200_020_100;
    out[10] = h_200_200_020_010;
    out[11] = h_200_200_020_001;
    out[12] = h_200_200_011_100;
    out[13] = h_200_200_011_010;
    out[14] = h_200_200_011_001;
    out[15] = h_200_200_002_100;
    out[16] = h_200_200_002_010;
    out[17] = h_200_200_002_001;
    out[18] = h_200_110_200_100;
    out[19] = h_200_110_200_010;
    out[20] = h_200_110_200_001;
    out[21] = h_200_110_110_100;
    out[22] = h_200_110_110_010;
    out[23] = h_200_110_110_001;
    out[24] = h_200_110_101_100;
    out[25] = h_200_110_101_010;
    out[26] = h_200_110_101_001;
    out[27] = h_200_110_020_100;
    out[28] = h_200_110_020_010;
    out[29] = h_200_110_020_001;
    out[30] = h_200_110_011_100;
    out[31] = h_200_110_011_010;
    out[32] = h_200_110_011_001;
    out[33] = h_200_110_002_100;
    out[34] = h_200_110_002_010;
    out[35] = h_200_110_002_001;
    out[36] = h_200_101_200_100;
    out[37] = h_200_101_200_010;
    out[38] = h_200_101_200_001;
    out[39] = h_200_101_110_100;
    out[40] = h_200_101_110_010;
    out[41] = h_200_101_110_001;
    out[42] = h_200_101_101_100;
    out[43] = h_200_101_101_010;
    out[44] = h_200_101_101_001;
    out[45] = h_200_101_020_100;
    out[46] = h_200_101_020_010;
    out[47] = h_200_101_020_001;
    out[48] = h_200_101_011_100;
    out[49] = h_200_101_011_010;
    out[50] = h_200_101_011_001;
    out[51] = h_200_101_002_100;
    out[52] = h_200_101_002_010;
    out[53] = h_200_101_002_001;
    out[54] = h_200_020_200_100;
    out[55] = h_200_020_200_010;
    out[56] = h_200_020_200_001;
    out[57] = h_200_020_110_100;
    out[58] = h_200_020_110_010;
    out[59] = h_200_020_110_001;
    out[60] = h_200_020_101_100;
    out[61] = h_200_020_101_010;
    out[62] = h_200_020_101_001;
    out[63] = h_200_020_020_100;
    out[64] = h_200_020_020_010;
    out[65] = h_200_020_020_001;
    out[66] = h_200_020_011_100;
    out[67] = h_200_020_011_010;
    out[68] = h_200_020_011_001;
    out[69] = h_200_020_002_100;
    out[70] = h_200_020_002_010;
    out[71] = h_200_020_002_001;
    out[72] = h_200_011_200_100;
    out[73] = h_200_011_200_010;
    out[74] = h_200_011_200_001;
    out[75] = h_200_011_110_100;
    out[76] = h_200_011_110_010;
    out[77] = h_200_011_110_001;
    out[78] = h_200_011_101_100;
    out[79] = h_200_011_101_010;
    out[80] = h_200_011_101_001;
    out[81] = h_200_011_020_100;
    out[82] = h_200_011_020_010;
    out[83] = h_200_011_020_001;
    out[84] = h_200_011_011_100;
    out[85] = h_200_011_011_010;
    out[86] = h_200_011_011_001;
    out[87] = h_200_011_002_100;
    out[88] = h_200_011_002_010;
    out[89] = h_200_011_002_001;
    out[90] = h_200_002_200_100;
    out[91] = h_200_002_200_010;
    out[92] = h_200_002_200_001;
    out[93] = h_200_002_110_100;
    out[94] = h_200_002_110_010;
    out[95] = h_200_002_110_001;
    out[96] = h_200_002_101_100;
    out[97] = h_200_002_101_010;
    out[98] = h_200_002_101_001;
    out[99] = h_200_002_020_100;
    out[100] = h_200_002_020_010;
    out[101] = h_200_002_020_001;
    out[102] = h_200_002_011_100;
    out[103] = h_200_002_011_010;
    out[104] = h_200_002_011_001;
    out[105] = h_200_002_002_100;
    out[106] = h_200_002_002_010;
    out[107] = h_200_002_002_001;
    out[108] = h_110_200_200_100;
    out[109] = h_110_200_200_010;
    out[110] = h_110_200_200_001;
    out[111] = h_110_200_110_100;
    out[112] = h_110_200_110_010;
    out[113] = h_110_200_110_001;
    out[114] = h_110_200_101_100;
    out[115] = h_110_200_101_010;
    out[116] = h_110_200_101_001;
    out[117] = h_110_200_020_100;
    out[118] = h_110_200_020_010;
    out[119] = h_110_200_020_001;
    out[120] = h_110_200_011_100;
    out[121] = h_110_200_011_010;
    out[122] = h_110_200_011_001;
    out[123] = h_110_200_002_100;
    out[124] = h_110_200_002_010;
    out[125] = h_110_200_002_001;
    out[126] = h_110_110_200_100;
    out[127] = h_110_110_200_010;
    out[128] = h_110_110_200_001;
    out[129] = h_110_110_110_100;
    out[130] = h_110_110_110_010;
    out[131] = h_110_110_110_001;
    out[132] = h_110_110_101_100;
    out[133] = h_110_110_101_010;
    out[134] = h_110_110_101_001;
    out[135] = h_110_110_020_100;
    out[136] = h_110_110_020_010;
    out[137] = h_110_110_020_001;
    out[138] = h_110_110_011_100;
    out[139] = h_110_110_011_010;
    out[140] = h_110_110_011_001;
    out[141] = h_110_110_002_100;
    out[142] = h_110_110_002_010;
    out[143] = h_110_110_002_001;
    out[144] = h_110_101_200_100;
    out[145] = h_110_101_200_010;
    out[146] = h_110_101_200_001;
    out[147] = h_110_101_110_100;
    out[148] = h_110_101_110_010;
    out[149] = h_110_101_110_001;
    out[150] = h_110_101_101_100;
    out[151] = h_110_101_101_010;
    out[152] = h_110_101_101_001;
    out[153] = h_110_101_020_100;
    out[154] = h_110_101_020_010;
    out[155] = h_110_101_020_001;
    out[156] = h_110_101_011_100;
    out[157] = h_110_101_011_010;
    out[158] = h_110_101_011_001;
    out[159] = h_110_101_002_100;
    out[160] = h_110_101_002_010;
    out[161] = h_110_101_002_001;
    out[162] = h_110_020_200_100;
    out[163] = h_110_020_200_010;
    out[164] = h_110_020_200_001;
    out[165] = h_110_020_110_100;
    out[166] = h_110_020_110_010;
    out[167] = h_110_020_110_001;
    out[168] = h_110_020_101_100;
    out[169] = h_110_020_101_010;
    out[170] = h_110_020_101_001;
    out[171] = h_110_020_020_100;
    out[172] = h_110_020_020_010;
    out[173] = h_110_020_020_001;
    out[174] = h_110_020_011_100;
    out[175] = h_110_020_011_010;
    out[176] = h_110_020_011_001;
    out[177] = h_110_020_002_100;
    out[178] = h_110_020_002_010;
    out[179] = h_110_020_002_001;
    out[180] = h_110_011_200_100;
    out[181] = h_110_011_200_010;
    out[182] = h_110_011_200_001;
    out[183] = h_110_011_110_100;
    out[184] = h_110_011_110_010;
    out[185] = h_110_011_110_001;
    out[186] = h_110_011_101_100;
    out[187] = h_110_011_101_010;
    out[188] = h_110_011_101_001;
    out[189] = h_110_011_020_100;
    out[190] = h_110_011_020_010;
    out[191] = h_110_011_020_001;
    out[192] = h_110_011_011_100;
    out[193] = h_110_011_011_010;
    out[194] = h_110_011_011_001;
    out[195] = h_110_011_002_100;
    out[196] = h_110_011_002_010;
    out[197] = h_110_011_002_001;
    out[198] = h_110_002_200_100;
    out[199] = h_110_002_200_010;
    out[200] = h_110_002_200_001;
    out[201] = h_110_002_110_100;
    out[202] = h_110_002_110_010;
    out[203] = h_110_002_110_001;
    out[204] = h_110_002_101_100;
    out[205] = h_110_002_101_010;
    out[206] = h_110_002_101_001;
    out[207] = h_110_002_020_100;
    out[208] = h_110_002_020_010;
    out[209] = h_110_002_020_001;
    out[210] = h_110_002_011_100;
    out[211] = h_110_002_011_010;
    out[212] = h_110_002_011_001;
    out[213] = h_110_002_002_100;
    out[214] = h_110_002_002_010;
    out[215] = h_110_002_002_001;
    out[216] = h_101_200_200_100;
    out[217] = h_101_200_200_010;
    out[218] = h_101_200_200_001;
    out[219] = h_101_200_110_100;
    out[220] = h_101_200_110_010;
    out[221] = h_101_200_110_001;
    out[222] = h_101_200_101_100;
    out[223] = h_101_200_101_010;
    out[224] = h_101_200_101_001;
    out[225] = h_101_200_020_100;
    out[226] = h_101_200_020_010;
    out[227] = h_101_200_020_001;
    out[228] = h_101_200_011_100;
    out[229] = h_101_200_011_010;
    out[230] = h_101_200_011_001;
    out[231] = h_101_200_002_100;
    out[232] = h_101_200_002_010;
    out[233] = h_101_200_002_001;
    out[234] = h_101_110_200_100;
    out[235] = h_101_110_200_010;
    out[236] = h_101_110_200_001;
    out[237] = h_101_110_110_100;
    out[238] = h_101_110_110_010;
    out[239] = h_101_110_110_001;
    out[240] = h_101_110_101_100;
    out[241] = h_101_110_101_010;
    out[242] = h_101_110_101_001;
    out[243] = h_101_110_020_100;
    out[244] = h_101_110_020_010;
    out[245] = h_101_110_020_001;
    out[246] = h_101_110_011_100;
    out[247] = h_101_110_011_010;
    out[248] = h_101_110_011_001;
    out[249] = h_101_110_002_100;
    out[250] = h_101_110_002_010;
    out[251] = h_101_110_002_001;
    out[252] = h_101_101_200_100;
    out[253] = h_101_101_200_010;
    out[254] = h_101_101_200_001;
    out[255] = h_101_101_110_100;
    out[256] = h_101_101_110_010;
    out[257] = h_101_101_110_001;
    out[258] = h_101_101_101_100;
    out[259] = h_101_101_101_010;
    out[260] = h_101_101_101_001;
    out[261] = h_101_101_020_100;
    out[262] = h_101_101_020_010;
    out[263] = h_101_101_020_001;
    out[264] = h_101_101_011_100;
    out[265] = h_101_101_011_010;
    out[266] = h_101_101_011_001;
    out[267] = h_101_101_002_100;
    out[268] = h_101_101_002_010;
    out[269] = h_101_101_002_001;
    out[270] = h_101_020_200_100;
    out[271] = h_101_020_200_010;
    out[272] = h_101_020_200_001;
    out[273] = h_101_020_110_100;
    out[274] = h_101_020_110_010;
    out[275] = h_101_020_110_001;
    out[276] = h_101_020_101_100;
    out[277] = h_101_020_101_010;
    out[278] = h_101_020_101_001;
    out[279] = h_101_020_020_100;
    out[280] = h_101_020_020_010;
    out[281] = h_101_020_020_001;
    out[282] = h_101_020_011_100;
    out[283] = h_101_020_011_010;
    out[284] = h_101_020_011_001;
    out[285] = h_101_020_002_100;
    out[286] = h_101_020_002_010;
    out[287] = h_101_020_002_001;
    out[288] = h_101_011_200_100;
    out[289] = h_101_011_200_010;
    out[290] = h_101_011_200_001;
    out[291] = h_101_011_110_100;
    out[292] = h_101_011_110_010;
    out[293] = h_101_011_110_001;
    out[294] = h_101_011_101_100;
    out[295] = h_101_011_101_010;
    out[296] = h_101_011_101_001;
    out[297] = h_101_011_020_100;
    out[298] = h_101_011_020_010;
    out[299] = h_101_011_020_001;
    out[300] = h_101_011_011_100;
    out[301] = h_101_011_011_010;
    out[302] = h_101_011_011_001;
    out[303] = h_101_011_002_100;
    out[304] = h_101_011_002_010;
    out[305] = h_101_011_002_001;
    out[306] = h_101_002_200_100;
    out[307] = h_101_002_200_010;
    out[308] = h_101_002_200_001;
    out[309] = h_101_002_110_100;
    out[310] = h_101_002_110_010;
    out[311] = h_101_002_110_001;
    out[312] = h_101_002_101_100;
    out[313] = h_101_002_101_010;
    out[314] = h_101_002_101_001;
    out[315] = h_101_002_020_100;
    out[316] = h_101_002_020_010;
    out[317] = h_101_002_020_001;
    out[318] = h_101_002_011_100;
    out[319] = h_101_002_011_010;
    out[320] = h_101_002_011_001;
    out[321] = h_101_002_002_100;
    out[322] = h_101_002_002_010;
    out[323] = h_101_002_002_001;
    out[324] = h_020_200_200_100;
    out[325] = h_020_200_200_010;
    out[326] = h_020_200_200_001;
    out[327] = h_020_200_110_100;
    out[328] = h_020_200_110_010;
    out[329] = h_020_200_110_001;
    out[330] = h_020_200_101_100;
    out[331] = h_020_200_101_010;
    out[332] = h_020_200_101_001;
    out[333] = h_020_200_020_100;
    out[334] = h_020_200_020_010;
    out[335] = h_020_200_020_001;
    out[336] = h_020_200_011_100;
    out[337] = h_020_200_011_010;
    out[338] = h_020_200_011_001;
    out[339] = h_020_200_002_100;
    out[340] = h_020_200_002_010;
    out[341] = h_020_200_002_001;
    out[342] = h_020_110_200_100;
    out[343] = h_020_110_200_010;
    out[344] = h_020_110_200_001;
    out[345] = h_020_110_110_100;
    out[346] = h_020_110_110_010;
    out[347] = h_020_110_110_001;
    out[348] = h_020_110_101_100;
    out[349] = h_020_110_101_010;
    out[350] = h_020_110_101_001;
    out[351] = h_020_110_020_100;
    out[352] = h_020_110_020_010;
    out[353] = h_020_110_020_001;
    out[354] = h_020_110_011_100;
    out[355] = h_020_110_011_010;
    out[356] = h_020_110_011_001;
    out[357] = h_020_110_002_100;
    out[358] = h_020_110_002_010;
    out[359] = h_020_110_002_001;
    out[360] = h_020_101_200_100;
    out[361] = h_020_101_200_010;
    out[362] = h_020_101_200_001;
    out[363] = h_020_101_110_100;
    out[364] = h_020_101_110_010;
    out[365] = h_020_101_110_001;
    out[366] = h_020_101_101_100;
    out[367] = h_020_101_101_010;
    out[368] = h_020_101_101_001;
    out[369] = h_020_101_020_100;
    out[370] = h_020_101_020_010;
    out[371] = h_020_101_020_001;
    out[372] = h_020_101_011_100;
    out[373] = h_020_101_011_010;
    out[374] = h_020_101_011_001;
    out[375] = h_020_101_002_100;
    out[376] = h_020_101_002_010;
    out[377] = h_020_101_002_001;
    out[378] = h_020_020_200_100;
    out[379] = h_020_020_200_010;
    out[380] = h_020_020_200_001;
    out[381] = h_020_020_110_100;
    out[382] = h_020_020_110_010;
    out[383] = h_020_020_110_001;
    out[384] = h_020_020_101_100;
    out[385] = h_020_020_101_010;
    out[386] = h_020_020_101_001;
    out[387] = h_020_020_020_100;
    out[388] = h_020_020_020_010;
    out[389] = h_020_020_020_001;
    out[390] = h_020_020_011_100;
    out[391] = h_020_020_011_010;
    out[392] = h_020_020_011_001;
    out[393] = h_020_020_002_100;
    out[394] = h_020_020_002_010;
    out[395] = h_020_020_002_001;
    out[396] = h_020_011_200_100;
    out[397] = h_020_011_200_010;
    out[398] = h_020_011_200_001;
    out[399] = h_020_011_110_100;
    out[400] = h_020_011_110_010;
    out[401] = h_020_011_110_001;
    out[402] = h_020_011_101_100;
    out[403] = h_020_011_101_010;
    out[404] = h_020_011_101_001;
    out[405] = h_020_011_020_100;
    out[406] = h_020_011_020_010;
    out[407] = h_020_011_020_001;
    out[408] = h_020_011_011_100;
    out[409] = h_020_011_011_010;
    out[410] = h_020_011_011_001;
    out[411] = h_020_011_002_100;
    out[412] = h_020_011_002_010;
    out[413] = h_020_011_002_001;
    out[414] = h_020_002_200_100;
    out[415] = h_020_002_200_010;
    out[416] = h_020_002_200_001;
    out[417] = h_020_002_110_100;
    out[418] = h_020_002_110_010;
    out[419] = h_020_002_110_001;
    out[420] = h_020_002_101_100;
    out[421] = h_020_002_101_010;
    out[422] = h_020_002_101_001;
    out[423] = h_020_002_020_100;
    out[424] = h_020_002_020_010;
    out[425] = h_020_002_020_001;
    out[426] = h_020_002_011_100;
    out[427] = h_020_002_011_010;
    out[428] = h_020_002_011_001;
    out[429] = h_020_002_002_100;
    out[430] = h_020_002_002_010;
    out[431] = h_020_002_002_001;
    out[432] = h_011_200_200_100;
    out[433] = h_011_200_200_010;
    out[434] = h_011_200_200_001;
    out[435] = h_011_200_110_100;
    out[436] = h_011_200_110_010;
    out[437] = h_011_200_110_001;
    out[438] = h_011_200_101_100;
    out[439] = h_011_200_101_010;
    out[440] = h_011_200_101_001;
    out[441] = h_011_200_020_100;
    out[442] = h_011_200_020_010;
    out[443] = h_011_200_020_001;
    out[444] = h_011_200_011_100;
    out[445] = h_011_200_011_010;
    out[446] = h_011_200_011_001;
    out[447] = h_011_200_002_100;
    out[448] = h_011_200_002_010;
    out[449] = h_011_200_002_001;
    out[450] = h_011_110_200_100;
    out[451] = h_011_110_200_010;
    out[452] = h_011_110_200_001;
    out[453] = h_011_110_110_100;
    out[454] = h_011_110_110_010;
    out[455] = h_011_110_110_001;
    out[456] = h_011_110_101_100;
    out[457] = h_011_110_101_010;
    out[458] = h_011_110_101_001;
    out[459] = h_011_110_020_100;
    out[460] = h_011_110_020_010;
    out[461] = h_011_110_020_001;
    out[462] = h_011_110_011_100;
    out[463] = h_011_110_011_010;
    out[464] = h_011_110_011_001;
    out[465] = h_011_110_002_100;
    out[466] = h_011_110_002_010;
    out[467] = h_011_110_002_001;
    out[468] = h_011_101_200_100;
    out[469] = h_011_101_200_010;
    out[470] = h_011_101_200_001;
    out[471] = h_011_101_110_100;
    out[472] = h_011_101_110_010;
    out[473] = h_011_101_110_001;
    out[474] = h_011_101_101_100;
    out[475] = h_011_101_101_010;
    out[476] = h_011_101_101_001;
    out[477] = h_011_101_020_100;
    out[478] = h_011_101_020_010;
    out[479] = h_011_101_020_001;
    out[480] = h_011_101_011_100;
    out[481] = h_011_101_011_010;
    out[482] = h_011_101_011_001;
    out[483] = h_011_101_002_100;
    out[484] = h_011_101_002_010;
    out[485] = h_011_101_002_001;
    out[486] = h_011_020_200_100;
    out[487] = h_011_020_200_010;
    out[488] = h_011_020_200_001;
    out[489] = h_011_020_110_100;
    out[490] = h_011_020_110_010;
    out[491] = h_011_020_110_001;
    out[492] = h_011_020_101_100;
    out[493] = h_011_020_101_010;
    out[494] = h_011_020_101_001;
    out[495] = h_011_020_020_100;
    out[496] = h_011_020_020_010;
    out[497] = h_011_020_020_001;
    out[498] = h_011_020_011_100;
    out[499] = h_011_020_011_010;
    out[500] = h_011_020_011_001;
    out[501] = h_011_020_002_100;
    out[502] = h_011_020_002_010;
    out[503] = h_011_020_002_001;
    out[504] = h_011_011_200_100;
    out[505] = h_011_011_200_010;
    out[506] = h_011_011_200_001;
    out[507] = h_011_011_110_100;
    out[508] = h_011_011_110_010;
    out[509] = h_011_011_110_001;
    out[510] = h_011_011_101_100;
    out[511] = h_011_011_101_010;
    out[512] = h_011_011_101_001;
    out[513] = h_011_011_020_100;
    out[514] = h_011_011_020_010;
    out[515] = h_011_011_020_001;
    out[516] = h_011_011_011_100;
    out[517] = h_011_011_011_010;
    out[518] = h_011_011_011_001;
    out[519] = h_011_011_002_100;
    out[520] = h_011_011_002_010;
    out[521] = h_011_011_002_001;
    out[522] = h_011_002_200_100;
    out[523] = h_011_002_200_010;
    out[524] = h_011_002_200_001;
    out[525] = h_011_002_110_100;
    out[526] = h_011_002_110_010;
    out[527] = h_011_002_110_001;
    out[528] = h_011_002_101_100;
    out[529] = h_011_002_101_010;
    out[530] = h_011_002_101_001;
    out[531] = h_011_002_020_100;
    out[532] = h_011_002_020_010;
    out[533] = h_011_002_020_001;
    out[534] = h_011_002_011_100;
    out[535] = h_011_002_011_010;
    out[536] = h_011_002_011_001;
    out[537] = h_011_002_002_100;
    out[538] = h_011_002_002_010;
    out[539] = h_011_002_002_001;
    out[540] = h_002_200_200_100;
    out[541] = h_002_200_200_010;
    out[542] = h_002_200_200_001;
    out[543] = h_002_200_110_100;
    out[544] = h_002_200_110_010;
    out[545] = h_002_200_110_001;
    out[546] = h_002_200_101_100;
    out[547] = h_002_200_101_010;
    out[548] = h_002_200_101_001;
    out[549] = h_002_200_020_100;
    out[550] = h_002_200_020_010;
    out[551] = h_002_200_020_001;
    out[552] = h_002_200_011_100;
    out[553] = h_002_200_011_010;
    out[554] = h_002_200_011_001;
    out[555] = h_002_200_002_100;
    out[556] = h_002_200_002_010;
    out[557] = h_002_200_002_001;
    out[558] = h_002_110_200_100;
    out[559] = h_002_110_200_010;
    out[560] = h_002_110_200_001;
    out[561] = h_002_110_110_100;
    out[562] = h_002_110_110_010;
    out[563] = h_002_110_110_001;
    out[564] = h_002_110_101_100;
    out[565] = h_002_110_101_010;
    out[566] = h_002_110_101_001;
    out[567] = h_002_110_020_100;
    out[568] = h_002_110_020_010;
    out[569] = h_002_110_020_001;
    out[570] = h_002_110_011_100;
    out[571] = h_002_110_011_010;
    out[572] = h_002_110_011_001;
    out[573] = h_002_110_002_100;
    out[574] = h_002_110_002_010;
    out[575] = h_002_110_002_001;
    out[576] = h_002_101_200_100;
    out[577] = h_002_101_200_010;
    out[578] = h_002_101_200_001;
    out[579] = h_002_101_110_100;
    out[580] = h_002_101_110_010;
    out[581] = h_002_101_110_001;
    out[582] = h_002_101_101_100;
    out[583] = h_002_101_101_010;
    out[584] = h_002_101_101_001;
    out[585] = h_002_101_020_100;
    out[586] = h_002_101_020_010;
    out[587] = h_002_101_020_001;
    out[588] = h_002_101_011_100;
    out[589] = h_002_101_011_010;
    out[590] = h_002_101_011_001;
    out[591] = h_002_101_002_100;
    out[592] = h_002_101_002_010;
    out[593] = h_002_101_002_001;
    out[594] = h_002_020_200_100;
    out[595] = h_002_020_200_010;
    out[596] = h_002_020_200_001;
    out[597] = h_002_020_110_100;
    out[598] = h_002_020_110_010;
    out[599] = h_002_020_110_001;
    out[600] = h_002_020_101_100;
    out[601] = h_002_020_101_010;
    out[602] = h_002_020_101_001;
    out[603] = h_002_020_020_100;
    out[604] = h_002_020_020_010;
    out[605] = h_002_020_020_001;
    out[606] = h_002_020_011_100;
    out[607] = h_002_020_011_010;
    out[608] = h_002_020_011_001;
    out[609] = h_002_020_002_100;
    out[610] = h_002_020_002_010;
    out[611] = h_002_020_002_001;
    out[612] = h_002_011_200_100;
    out[613] = h_002_011_200_010;
    out[614] = h_002_011_200_001;
    out[615] = h_002_011_110_100;
    out[616] = h_002_011_110_010;
    out[617] = h_002_011_110_001;
    out[618] = h_002_011_101_100;
    out[619] = h_002_011_101_010;
    out[620] = h_002_011_101_001;
    out[621] = h_002_011_020_100;
    out[622] = h_002_011_020_010;
    out[623] = h_002_011_020_001;
    out[624] = h_002_011_011_100;
    out[625] = h_002_011_011_010;
    out[626] = h_002_011_011_001;
    out[627] = h_002_011_002_100;
    out[628] = h_002_011_002_010;
    out[629] = h_002_011_002_001;
    out[630] = h_002_002_200_100;
    out[631] = h_002_002_200_010;
    out[632] = h_002_002_200_001;
    out[633] = h_002_002_110_100;
    out[634] = h_002_002_110_010;
    out[635] = h_002_002_110_001;
    out[636] = h_002_002_101_100;
    out[637] = h_002_002_101_010;
    out[638] = h_002_002_101_001;
    out[639] = h_002_002_020_100;
    out[640] = h_002_002_020_010;
    out[641] = h_002_002_020_001;
    out[642] = h_002_002_011_100;
    out[643] = h_002_002_011_010;
    out[644] = h_002_002_011_001;
    out[645] = h_002_002_002_100;
    out[646] = h_002_002_002_010;
    out[647] = h_002_002_002_001;
}

/* The same on contracted shells (centre, primitives, exponents, coefficients as in eri/basis.h),
 * callable from other translation units (tests, Schwarz factors on the host): every primitive
 * pair, no screening. */
void eri_quartet_dddp(const double *restrict A, const double *restrict B, const double *restrict C,
                      const double *restrict D, int na, const double *restrict ea,
                      const double *restrict ca, int nb, const double *restrict eb,
                      const double *restrict cb, int nc, const double *restrict ec,
                      const double *restrict cc, int nd, const double *restrict ed,
                      const double *restrict cd, double *restrict out) {
    double bra[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE],
        ket[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE];
    const int nbra = eri_prim_pairs(A, na, ea, ca, B, nb, eb, cb, bra);
    const int nket = eri_prim_pairs(C, nc, ec, cc, D, nd, ed, cd, ket);
    quartet_dddp(A, B, C, D, bra, nbra, ket, nket, 0.0, out);
}

/* Fock digestion of (dd|dp) quartets, one task per device thread. Tasks: bra pair
 * bra0 + b (b < nbra) has bra_nket[b] surviving kets, ket pairs ket0, ket0 + 1, ..., cut into
 * runs of ket_block; its runs are tasks task_start[b] .. task_start[b + 1] - 1 (task_start[0] =
 * 0, task_start[nbra] = ntasks), so a thread finds its bra pair by binary search, between
 * hint[h] and hint[h + 1] (h = t / hint_stride; hint[h]: the bra of task h * hint_stride),
 * and the host lists nothing per task. Pairs are indices into pair_sh (two shells per pair, l1 >=
 * l2); a pair's primitive-pair records are pp[ERI_PP_STRIDE * pair_pp[2p]] on, pair_pp[2p + 1] of
 * them; eps is the primitive screening threshold (quartet_dddp). Density screening (dthr > 0): a
 * quartet is skipped when Q_ab Q_cd (Schwarz factors pair_q) times the largest |D| of the six shell
 * blocks it reads (Dsh, nsh x nsh) is below dthr. With w = (ij|kl) * degeneracy, Jt[ij] += D[kl] w,
 * Jt[kl] += D[ij] w and Kt[ik] += D[jl] w, Kt[jl] += D[ik] w, Kt[il] += D[jk] w, Kt[jk] += D[il] w;
 * Jt[ij] (the bra block) is summed over the task's kets in thread-local jb[] and added with
 * one atomic update per element per task, every other element with one per quartet
 * (digestion `atomic`: ket_block 1; `bra-block`: more, see fock.h).
 * The caller symmetrises J = (Jt + Jt^T) / 4 and K = (Kt + Kt^T) / 8. */
void eri_fock_dddp(int64_t ntasks, const int64_t *restrict task_start, int32_t nbra,
                   const int32_t *restrict hint, int64_t nhint, int32_t hint_stride, int32_t bra0,
                   int32_t ket0, int32_t ket_block, const int32_t *restrict bra_nket,
                   int32_t npairs, const int32_t *restrict pair_sh, const int32_t *restrict pair_pp,
                   const double *restrict pair_q, int64_t npp, const double *restrict pp,
                   int32_t nsh, const int32_t *restrict sh_bf, const double *restrict sh_xyz,
                   int32_t nbf, const double *restrict Dm, const double *restrict Dsh, double dthr,
                   double eps, double *restrict Jt, double *restrict Kt) {
    (void)npp; /* they size the device data clauses */
    (void)npairs;
#pragma omp parallel for schedule(dynamic, 64)
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
        enum { ni = 6, nj = 6, nk = 6, nl = 3 };
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
            double v[648];
            quartet_dddp(sh_xyz + 3 * s1, sh_xyz + 3 * s2, sh_xyz + 3 * s3, sh_xyz + 3 * s4,
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * bra], pair_pp[2 * bra + 1],
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * ket], pair_pp[2 * ket + 1], eps,
                         v);
            const double deg =
                (s1 == s2 ? 1.0 : 2.0) * (s3 == s4 ? 1.0 : 2.0) * (bra == ket ? 1.0 : 2.0);

            for (int q = 0; q < 648; ++q)
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
