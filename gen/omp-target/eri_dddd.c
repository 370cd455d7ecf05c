/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_class.c.j2
 * flavour:   omp-target
 * compile:   kernel_only_parallelism
 * class:     (dd|dd)
 * method:    Obara-Saika VRR + Head-Gordon-Pople HRR
 * statements: 2330 VRR per primitive quartet, 5293 HRR per quartet
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
/* (dd|dd) over one contracted shell quartet, straight-line code derived by
 * generator/families/eri.py: per primitive quartet the Obara-Saika VRR builds
 * [e0|f0], |e| = 2..4, |f| = 2..4, from F_m(T), m = 0..8; after the
 * contraction the Head-Gordon-Pople HRR moves angular momentum to b and d.
 * bra, ket: the shell pairs' primitive-pair records (eri/prim_pairs.h), sorted by their
 * screening factor B descending; a primitive quartet with B_p B_q < eps is skipped, and with
 * it every later one of the loop (eps = 0: none).
 * out[((i * 6 + j) * 6 + k) * 6 + l], components in libint2 order. */
static inline void quartet_dddd(const double *restrict A, const double *restrict B,
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
    double c_200_400 = 0.0;
    double c_200_310 = 0.0;
    double c_200_301 = 0.0;
    double c_200_220 = 0.0;
    double c_200_211 = 0.0;
    double c_200_202 = 0.0;
    double c_200_130 = 0.0;
    double c_200_121 = 0.0;
    double c_200_112 = 0.0;
    double c_200_103 = 0.0;
    double c_200_040 = 0.0;
    double c_200_031 = 0.0;
    double c_200_022 = 0.0;
    double c_200_013 = 0.0;
    double c_200_004 = 0.0;
    double c_110_400 = 0.0;
    double c_110_310 = 0.0;
    double c_110_301 = 0.0;
    double c_110_220 = 0.0;
    double c_110_211 = 0.0;
    double c_110_202 = 0.0;
    double c_110_130 = 0.0;
    double c_110_121 = 0.0;
    double c_110_112 = 0.0;
    double c_110_103 = 0.0;
    double c_110_040 = 0.0;
    double c_110_031 = 0.0;
    double c_110_022 = 0.0;
    double c_110_013 = 0.0;
    double c_110_004 = 0.0;
    double c_101_400 = 0.0;
    double c_101_310 = 0.0;
    double c_101_301 = 0.0;
    double c_101_220 = 0.0;
    double c_101_211 = 0.0;
    double c_101_202 = 0.0;
    double c_101_130 = 0.0;
    double c_101_121 = 0.0;
    double c_101_112 = 0.0;
    double c_101_103 = 0.0;
    double c_101_040 = 0.0;
    double c_101_031 = 0.0;
    double c_101_022 = 0.0;
    double c_101_013 = 0.0;
    double c_101_004 = 0.0;
    double c_020_400 = 0.0;
    double c_020_310 = 0.0;
    double c_020_301 = 0.0;
    double c_020_220 = 0.0;
    double c_020_211 = 0.0;
    double c_020_202 = 0.0;
    double c_020_130 = 0.0;
    double c_020_121 = 0.0;
    double c_020_112 = 0.0;
    double c_020_103 = 0.0;
    double c_020_040 = 0.0;
    double c_020_031 = 0.0;
    double c_020_022 = 0.0;
    double c_020_013 = 0.0;
    double c_020_004 = 0.0;
    double c_011_400 = 0.0;
    double c_011_310 = 0.0;
    double c_011_301 = 0.0;
    double c_011_220 = 0.0;
    double c_011_211 = 0.0;
    double c_011_202 = 0.0;
    double c_011_130 = 0.0;
    double c_011_121 = 0.0;
    double c_011_112 = 0.0;
    double c_011_103 = 0.0;
    double c_011_040 = 0.0;
    double c_011_031 = 0.0;
    double c_011_022 = 0.0;
    double c_011_013 = 0.0;
    double c_011_004 = 0.0;
    double c_002_400 = 0.0;
    double c_002_310 = 0.0;
    double c_002_301 = 0.0;
    double c_002_220 = 0.0;
    double c_002_211 = 0.0;
    double c_002_202 = 0.0;
    double c_002_130 = 0.0;
    double c_002_121 = 0.0;
    double c_002_112 = 0.0;
    double c_002_103 = 0.0;
    double c_002_040 = 0.0;
    double c_002_031 = 0.0;
    double c_002_022 = 0.0;
    double c_002_013 = 0.0;
    double c_002_004 = 0.0;
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
    double c_300_400 = 0.0;
    double c_300_310 = 0.0;
    double c_300_301 = 0.0;
    double c_300_220 = 0.0;
    double c_300_211 = 0.0;
    double c_300_202 = 0.0;
    double c_300_130 = 0.0;
    double c_300_121 = 0.0;
    double c_300_112 = 0.0;
    double c_300_103 = 0.0;
    double c_300_040 = 0.0;
    double c_300_031 = 0.0;
    double c_300_022 = 0.0;
    double c_300_013 = 0.0;
    double c_300_004 = 0.0;
    double c_210_400 = 0.0;
    double c_210_310 = 0.0;
    double c_210_301 = 0.0;
    double c_210_220 = 0.0;
    double c_210_211 = 0.0;
    double c_210_202 = 0.0;
    double c_210_130 = 0.0;
    double c_210_121 = 0.0;
    double c_210_112 = 0.0;
    double c_210_103 = 0.0;
    double c_210_040 = 0.0;
    double c_210_031 = 0.0;
    double c_210_022 = 0.0;
    double c_210_013 = 0.0;
    double c_210_004 = 0.0;
    double c_201_400 = 0.0;
    double c_201_310 = 0.0;
    double c_201_301 = 0.0;
    double c_201_220 = 0.0;
    double c_201_211 = 0.0;
    double c_201_202 = 0.0;
    double c_201_130 = 0.0;
    double c_201_121 = 0.0;
    double c_201_112 = 0.0;
    double c_201_103 = 0.0;
    double c_201_040 = 0.0;
    double c_201_031 = 0.0;
    double c_201_022 = 0.0;
    double c_201_013 = 0.0;
    double c_201_004 = 0.0;
    double c_120_400 = 0.0;
    double c_120_310 = 0.0;
    double c_120_301 = 0.0;
    double c_120_220 = 0.0;
    double c_120_211 = 0.0;
    double c_120_202 = 0.0;
    double c_120_130 = 0.0;
    double c_120_121 = 0.0;
    double c_120_112 = 0.0;
    double c_120_103 = 0.0;
    double c_120_040 = 0.0;
    double c_120_031 = 0.0;
    double c_120_022 = 0.0;
    double c_120_013 = 0.0;
    double c_120_004 = 0.0;
    double c_111_400 = 0.0;
    double c_111_310 = 0.0;
    double c_111_301 = 0.0;
    double c_111_220 = 0.0;
    double c_111_211 = 0.0;
    double c_111_202 = 0.0;
    double c_111_130 = 0.0;
    double c_111_121 = 0.0;
    double c_111_112 = 0.0;
    double c_111_103 = 0.0;
    double c_111_040 = 0.0;
    double c_111_031 = 0.0;
    double c_111_022 = 0.0;
    double c_111_013 = 0.0;
    double c_111_004 = 0.0;
    double c_102_400 = 0.0;
    double c_102_310 = 0.0;
    double c_102_301 = 0.0;
    double c_102_220 = 0.0;
    double c_102_211 = 0.0;
    double c_102_202 = 0.0;
    double c_102_130 = 0.0;
    double c_102_121 = 0.0;
    double c_102_112 = 0.0;
    double c_102_103 = 0.0;
    double c_102_040 = 0.0;
    double c_102_031 = 0.0;
    double c_102_022 = 0.0;
    double c_102_013 = 0.0;
    double c_102_004 = 0.0;
    double c_030_400 = 0.0;
    double c_030_310 = 0.0;
    double c_030_301 = 0.0;
    double c_030_220 = 0.0;
    double c_030_211 = 0.0;
    double c_030_202 = 0.0;
    double c_030_130 = 0.0;
    double c_030_121 = 0.0;
    double c_030_112 = 0.0;
    double c_030_103 = 0.0;
    double c_030_040 = 0.0;
    double c_030_031 = 0.0;
    double c_030_022 = 0.0;
    double c_030_013 = 0.0;
    double c_030_004 = 0.0;
    double c_021_400 = 0.0;
    double c_021_310 = 0.0;
    double c_021_301 = 0.0;
    double c_021_220 = 0.0;
    double c_021_211 = 0.0;
    double c_021_202 = 0.0;
    double c_021_130 = 0.0;
    double c_021_121 = 0.0;
    double c_021_112 = 0.0;
    double c_021_103 = 0.0;
    double c_021_040 = 0.0;
    double c_021_031 = 0.0;
    double c_021_022 = 0.0;
    double c_021_013 = 0.0;
    double c_021_004 = 0.0;
    double c_012_400 = 0.0;
    double c_012_310 = 0.0;
    double c_012_301 = 0.0;
    double c_012_220 = 0.0;
    double c_012_211 = 0.0;
    double c_012_202 = 0.0;
    double c_012_130 = 0.0;
    double c_012_121 = 0.0;
    double c_012_112 = 0.0;
    double c_012_103 = 0.0;
    double c_012_040 = 0.0;
    double c_012_031 = 0.0;
    double c_012_022 = 0.0;
    double c_012_013 = 0.0;
    double c_012_004 = 0.0;
    double c_003_400 = 0.0;
    double c_003_310 = 0.0;
    double c_003_301 = 0.0;
    double c_003_220 = 0.0;
    double c_003_211 = 0.0;
    double c_003_202 = 0.0;
    double c_003_130 = 0.0;
    double c_003_121 = 0.0;
    double c_003_112 = 0.0;
    double c_003_103 = 0.0;
    double c_003_040 = 0.0;
    double c_003_031 = 0.0;
    double c_003_022 = 0.0;
    double c_003_013 = 0.0;
    double c_003_004 = 0.0;
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
    double c_400_400 = 0.0;
    double c_400_310 = 0.0;
    double c_400_301 = 0.0;
    double c_400_220 = 0.0;
    double c_400_211 = 0.0;
    double c_400_202 = 0.0;
    double c_400_130 = 0.0;
    double c_400_121 = 0.0;
    double c_400_112 = 0.0;
    double c_400_103 = 0.0;
    double c_400_040 = 0.0;
    double c_400_031 = 0.0;
    double c_400_022 = 0.0;
    double c_400_013 = 0.0;
    double c_400_004 = 0.0;
    double c_310_400 = 0.0;
    double c_310_310 = 0.0;
    double c_310_301 = 0.0;
    double c_310_220 = 0.0;
    double c_310_211 = 0.0;
    double c_310_202 = 0.0;
    double c_310_130 = 0.0;
    double c_310_121 = 0.0;
    double c_310_112 = 0.0;
    double c_310_103 = 0.0;
    double c_310_040 = 0.0;
    double c_310_031 = 0.0;
    double c_310_022 = 0.0;
    double c_310_013 = 0.0;
    double c_310_004 = 0.0;
    double c_301_400 = 0.0;
    double c_301_310 = 0.0;
    double c_301_301 = 0.0;
    double c_301_220 = 0.0;
    double c_301_211 = 0.0;
    double c_301_202 = 0.0;
    double c_301_130 = 0.0;
    double c_301_121 = 0.0;
    double c_301_112 = 0.0;
    double c_301_103 = 0.0;
    double c_301_040 = 0.0;
    double c_301_031 = 0.0;
    double c_301_022 = 0.0;
    double c_301_013 = 0.0;
    double c_301_004 = 0.0;
    double c_220_400 = 0.0;
    double c_220_310 = 0.0;
    double c_220_301 = 0.0;
    double c_220_220 = 0.0;
    double c_220_211 = 0.0;
    double c_220_202 = 0.0;
    double c_220_130 = 0.0;
    double c_220_121 = 0.0;
    double c_220_112 = 0.0;
    double c_220_103 = 0.0;
    double c_220_040 = 0.0;
    double c_220_031 = 0.0;
    double c_220_022 = 0.0;
    double c_220_013 = 0.0;
    double c_220_004 = 0.0;
    double c_211_400 = 0.0;
    double c_211_310 = 0.0;
    double c_211_301 = 0.0;
    double c_211_220 = 0.0;
    double c_211_211 = 0.0;
    double c_211_202 = 0.0;
    double c_211_130 = 0.0;
    double c_211_121 = 0.0;
    double c_211_112 = 0.0;
    double c_211_103 = 0.0;
    double c_211_040 = 0.0;
    double c_211_031 = 0.0;
    double c_211_022 = 0.0;
    double c_211_013 = 0.0;
    double c_211_004 = 0.0;
    double c_202_400 = 0.0;
    double c_202_310 = 0.0;
    double c_202_301 = 0.0;
    double c_202_220 = 0.0;
    double c_202_211 = 0.0;
    double c_202_202 = 0.0;
    double c_202_130 = 0.0;
    double c_202_121 = 0.0;
    double c_202_112 = 0.0;
    double c_202_103 = 0.0;
    double c_202_040 = 0.0;
    double c_202_031 = 0.0;
    double c_202_022 = 0.0;
    double c_202_013 = 0.0;
    double c_202_004 = 0.0;
    double c_130_400 = 0.0;
    double c_130_310 = 0.0;
    double c_130_301 = 0.0;
    double c_130_220 = 0.0;
    double c_130_211 = 0.0;
    double c_130_202 = 0.0;
    double c_130_130 = 0.0;
    double c_130_121 = 0.0;
    double c_130_112 = 0.0;
    double c_130_103 = 0.0;
    double c_130_040 = 0.0;
    double c_130_031 = 0.0;
    double c_130_022 = 0.0;
    double c_130_013 = 0.0;
    double c_130_004 = 0.0;
    double c_121_400 = 0.0;
    double c_121_310 = 0.0;
    double c_121_301 = 0.0;
    double c_121_220 = 0.0;
    double c_121_211 = 0.0;
    double c_121_202 = 0.0;
    double c_121_130 = 0.0;
    double c_121_121 = 0.0;
    double c_121_112 = 0.0;
    double c_121_103 = 0.0;
    double c_121_040 = 0.0;
    double c_121_031 = 0.0;
    double c_121_022 = 0.0;
    double c_121_013 = 0.0;
    double c_121_004 = 0.0;
    double c_112_400 = 0.0;
    double c_112_310 = 0.0;
    double c_112_301 = 0.0;
    double c_112_220 = 0.0;
    double c_112_211 = 0.0;
    double c_112_202 = 0.0;
    double c_112_130 = 0.0;
    double c_112_121 = 0.0;
    double c_112_112 = 0.0;
    double c_112_103 = 0.0;
    double c_112_040 = 0.0;
    double c_112_031 = 0.0;
    double c_112_022 = 0.0;
    double c_112_013 = 0.0;
    double c_112_004 = 0.0;
    double c_103_400 = 0.0;
    double c_103_310 = 0.0;
    double c_103_301 = 0.0;
    double c_103_220 = 0.0;
    double c_103_211 = 0.0;
    double c_103_202 = 0.0;
    double c_103_130 = 0.0;
    double c_103_121 = 0.0;
    double c_103_112 = 0.0;
    double c_103_103 = 0.0;
    double c_103_040 = 0.0;
    double c_103_031 = 0.0;
    double c_103_022 = 0.0;
    double c_103_013 = 0.0;
    double c_103_004 = 0.0;
    double c_040_400 = 0.0;
    double c_040_310 = 0.0;
    double c_040_301 = 0.0;
    double c_040_220 = 0.0;
    double c_040_211 = 0.0;
    double c_040_202 = 0.0;
    double c_040_130 = 0.0;
    double c_040_121 = 0.0;
    double c_040_112 = 0.0;
    double c_040_103 = 0.0;
    double c_040_040 = 0.0;
    double c_040_031 = 0.0;
    double c_040_022 = 0.0;
    double c_040_013 = 0.0;
    double c_040_004 = 0.0;
    double c_031_400 = 0.0;
    double c_031_310 = 0.0;
    double c_031_301 = 0.0;
    double c_031_220 = 0.0;
    double c_031_211 = 0.0;
    double c_031_202 = 0.0;
    double c_031_130 = 0.0;
    double c_031_121 = 0.0;
    double c_031_112 = 0.0;
    double c_031_103 = 0.0;
    double c_031_040 = 0.0;
    double c_031_031 = 0.0;
    double c_031_022 = 0.0;
    double c_031_013 = 0.0;
    double c_031_004 = 0.0;
    double c_022_400 = 0.0;
    double c_022_310 = 0.0;
    double c_022_301 = 0.0;
    double c_022_220 = 0.0;
    double c_022_211 = 0.0;
    double c_022_202 = 0.0;
    double c_022_130 = 0.0;
    double c_022_121 = 0.0;
    double c_022_112 = 0.0;
    double c_022_103 = 0.0;
    double c_022_040 = 0.0;
    double c_022_031 = 0.0;
    double c_022_022 = 0.0;
    double c_022_013 = 0.0;
    double c_022_004 = 0.0;
    double c_013_400 = 0.0;
    double c_013_310 = 0.0;
    double c_013_301 = 0.0;
    double c_013_220 = 0.0;
    double c_013_211 = 0.0;
    double c_013_202 = 0.0;
    double c_013_130 = 0.0;
    double c_013_121 = 0.0;
    double c_013_112 = 0.0;
    double c_013_103 = 0.0;
    double c_013_040 = 0.0;
    double c_013_031 = 0.0;
    double c_013_022 = 0.0;
    double c_013_013 = 0.0;
    double c_013_004 = 0.0;
    double c_004_400 = 0.0;
    double c_004_310 = 0.0;
    double c_004_301 = 0.0;
    double c_004_220 = 0.0;
    double c_004_211 = 0.0;
    double c_004_202 = 0.0;
    double c_004_130 = 0.0;
    double c_004_121 = 0.0;
    double c_004_112 = 0.0;
    double c_004_103 = 0.0;
    double c_004_040 = 0.0;
    double c_004_031 = 0.0;
    double c_004_022 = 0.0;
    double c_004_013 = 0.0;
    double c_004_004 = 0.0;
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
            double F[9];
            eri_boys(8, T, F);
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
            const double s_6 = pref * F[6];
            const double v_100_000_5 = PAx * s_5 + WPx * s_6;
            const double v_200_000_4 =
                PAx * v_100_000_4 + WPx * v_100_000_5 + oo2z * (s_4 - roz * s_5);
            const double v_200_100_3 =
                QCx * v_200_000_3 + WQx * v_200_000_4 + 2.0 * oo2ze * v_100_000_4;
            const double v_100_100_3 = QCx * v_100_000_3 + WQx * v_100_000_4 + oo2ze * s_4;
            const double v_200_200_2 = QCx * v_200_100_2 + WQx * v_200_100_3 +
                                       oo2e * (v_200_000_2 - roe * v_200_000_3) +
                                       2.0 * oo2ze * v_100_100_3;
            const double v_000_100_3 = QCx * s_3 + WQx * s_4;
            const double v_100_200_2 = QCx * v_100_100_2 + WQx * v_100_100_3 +
                                       oo2e * (v_100_000_2 - roe * v_100_000_3) +
                                       oo2ze * v_000_100_3;
            const double v_200_300_1 = QCx * v_200_200_1 + WQx * v_200_200_2 +
                                       2.0 * oo2e * (v_200_100_1 - roe * v_200_100_2) +
                                       2.0 * oo2ze * v_100_200_2;
            const double v_000_200_2 =
                QCx * v_000_100_2 + WQx * v_000_100_3 + oo2e * (s_2 - roe * s_3);
            const double v_100_300_1 = QCx * v_100_200_1 + WQx * v_100_200_2 +
                                       2.0 * oo2e * (v_100_100_1 - roe * v_100_100_2) +
                                       oo2ze * v_000_200_2;
            const double v_200_400_0 = QCx * v_200_300_0 + WQx * v_200_300_1 +
                                       3.0 * oo2e * (v_200_200_0 - roe * v_200_200_1) +
                                       2.0 * oo2ze * v_100_300_1;
            const double v_200_010_3 = QCy * v_200_000_3 + WQy * v_200_000_4;
            const double v_100_010_3 = QCy * v_100_000_3 + WQy * v_100_000_4;
            const double v_200_110_2 =
                QCx * v_200_010_2 + WQx * v_200_010_3 + 2.0 * oo2ze * v_100_010_3;
            const double v_000_010_3 = QCy * s_3 + WQy * s_4;
            const double v_100_110_2 = QCx * v_100_010_2 + WQx * v_100_010_3 + oo2ze * v_000_010_3;
            const double v_200_210_1 = QCx * v_200_110_1 + WQx * v_200_110_2 +
                                       oo2e * (v_200_010_1 - roe * v_200_010_2) +
                                       2.0 * oo2ze * v_100_110_2;
            const double v_000_110_2 = QCx * v_000_010_2 + WQx * v_000_010_3;
            const double v_100_210_1 = QCx * v_100_110_1 + WQx * v_100_110_2 +
                                       oo2e * (v_100_010_1 - roe * v_100_010_2) +
                                       oo2ze * v_000_110_2;
            const double v_200_310_0 = QCx * v_200_210_0 + WQx * v_200_210_1 +
                                       2.0 * oo2e * (v_200_110_0 - roe * v_200_110_1) +
                                       2.0 * oo2ze * v_100_210_1;
            const double v_200_001_3 = QCz * v_200_000_3 + WQz * v_200_000_4;
            const double v_100_001_3 = QCz * v_100_000_3 + WQz * v_100_000_4;
            const double v_200_101_2 =
                QCx * v_200_001_2 + WQx * v_200_001_3 + 2.0 * oo2ze * v_100_001_3;
            const double v_000_001_3 = QCz * s_3 + WQz * s_4;
            const double v_100_101_2 = QCx * v_100_001_2 + WQx * v_100_001_3 + oo2ze * v_000_001_3;
            const double v_200_201_1 = QCx * v_200_101_1 + WQx * v_200_101_2 +
                                       oo2e * (v_200_001_1 - roe * v_200_001_2) +
                                       2.0 * oo2ze * v_100_101_2;
            const double v_000_101_2 = QCx * v_000_001_2 + WQx * v_000_001_3;
            const double v_100_201_1 = QCx * v_100_101_1 + WQx * v_100_101_2 +
                                       oo2e * (v_100_001_1 - roe * v_100_001_2) +
                                       oo2ze * v_000_101_2;
            const double v_200_301_0 = QCx * v_200_201_0 + WQx * v_200_201_1 +
                                       2.0 * oo2e * (v_200_101_0 - roe * v_200_101_1) +
                                       2.0 * oo2ze * v_100_201_1;
            const double v_200_020_2 =
                QCy * v_200_010_2 + WQy * v_200_010_3 + oo2e * (v_200_000_2 - roe * v_200_000_3);
            const double v_100_020_2 =
                QCy * v_100_010_2 + WQy * v_100_010_3 + oo2e * (v_100_000_2 - roe * v_100_000_3);
            const double v_200_120_1 =
                QCx * v_200_020_1 + WQx * v_200_020_2 + 2.0 * oo2ze * v_100_020_2;
            const double v_000_020_2 =
                QCy * v_000_010_2 + WQy * v_000_010_3 + oo2e * (s_2 - roe * s_3);
            const double v_100_120_1 = QCx * v_100_020_1 + WQx * v_100_020_2 + oo2ze * v_000_020_2;
            const double v_200_220_0 = QCx * v_200_120_0 + WQx * v_200_120_1 +
                                       oo2e * (v_200_020_0 - roe * v_200_020_1) +
                                       2.0 * oo2ze * v_100_120_1;
            const double v_200_011_2 = QCy * v_200_001_2 + WQy * v_200_001_3;
            const double v_100_011_2 = QCy * v_100_001_2 + WQy * v_100_001_3;
            const double v_200_111_1 =
                QCx * v_200_011_1 + WQx * v_200_011_2 + 2.0 * oo2ze * v_100_011_2;
            const double v_000_011_2 = QCy * v_000_001_2 + WQy * v_000_001_3;
            const double v_100_111_1 = QCx * v_100_011_1 + WQx * v_100_011_2 + oo2ze * v_000_011_2;
            const double v_200_211_0 = QCx * v_200_111_0 + WQx * v_200_111_1 +
                                       oo2e * (v_200_011_0 - roe * v_200_011_1) +
                                       2.0 * oo2ze * v_100_111_1;
            const double v_200_002_2 =
                QCz * v_200_001_2 + WQz * v_200_001_3 + oo2e * (v_200_000_2 - roe * v_200_000_3);
            const double v_100_002_2 =
                QCz * v_100_001_2 + WQz * v_100_001_3 + oo2e * (v_100_000_2 - roe * v_100_000_3);
            const double v_200_102_1 =
                QCx * v_200_002_1 + WQx * v_200_002_2 + 2.0 * oo2ze * v_100_002_2;
            const double v_000_002_2 =
                QCz * v_000_001_2 + WQz * v_000_001_3 + oo2e * (s_2 - roe * s_3);
            const double v_100_102_1 = QCx * v_100_002_1 + WQx * v_100_002_2 + oo2ze * v_000_002_2;
            const double v_200_202_0 = QCx * v_200_102_0 + WQx * v_200_102_1 +
                                       oo2e * (v_200_002_0 - roe * v_200_002_1) +
                                       2.0 * oo2ze * v_100_102_1;
            const double v_200_030_1 = QCy * v_200_020_1 + WQy * v_200_020_2 +
                                       2.0 * oo2e * (v_200_010_1 - roe * v_200_010_2);
            const double v_100_030_1 = QCy * v_100_020_1 + WQy * v_100_020_2 +
                                       2.0 * oo2e * (v_100_010_1 - roe * v_100_010_2);
            const double v_200_130_0 =
                QCx * v_200_030_0 + WQx * v_200_030_1 + 2.0 * oo2ze * v_100_030_1;
            const double v_200_021_1 =
                QCy * v_200_011_1 + WQy * v_200_011_2 + oo2e * (v_200_001_1 - roe * v_200_001_2);
            const double v_100_021_1 =
                QCy * v_100_011_1 + WQy * v_100_011_2 + oo2e * (v_100_001_1 - roe * v_100_001_2);
            const double v_200_121_0 =
                QCx * v_200_021_0 + WQx * v_200_021_1 + 2.0 * oo2ze * v_100_021_1;
            const double v_200_012_1 = QCy * v_200_002_1 + WQy * v_200_002_2;
            const double v_100_012_1 = QCy * v_100_002_1 + WQy * v_100_002_2;
            const double v_200_112_0 =
                QCx * v_200_012_0 + WQx * v_200_012_1 + 2.0 * oo2ze * v_100_012_1;
            const double v_200_003_1 = QCz * v_200_002_1 + WQz * v_200_002_2 +
                                       2.0 * oo2e * (v_200_001_1 - roe * v_200_001_2);
            const double v_100_003_1 = QCz * v_100_002_1 + WQz * v_100_002_2 +
                                       2.0 * oo2e * (v_100_001_1 - roe * v_100_001_2);
            const double v_200_103_0 =
                QCx * v_200_003_0 + WQx * v_200_003_1 + 2.0 * oo2ze * v_100_003_1;
            const double v_200_040_0 = QCy * v_200_030_0 + WQy * v_200_030_1 +
                                       3.0 * oo2e * (v_200_020_0 - roe * v_200_020_1);
            const double v_200_031_0 = QCy * v_200_021_0 + WQy * v_200_021_1 +
                                       2.0 * oo2e * (v_200_011_0 - roe * v_200_011_1);
            const double v_200_022_0 =
                QCy * v_200_012_0 + WQy * v_200_012_1 + oo2e * (v_200_002_0 - roe * v_200_002_1);
            const double v_200_013_0 = QCy * v_200_003_0 + WQy * v_200_003_1;
            const double v_200_004_0 = QCz * v_200_003_0 + WQz * v_200_003_1 +
                                       3.0 * oo2e * (v_200_002_0 - roe * v_200_002_1);
            const double v_010_000_5 = PAy * s_5 + WPy * s_6;
            const double v_110_000_4 = PAx * v_010_000_4 + WPx * v_010_000_5;
            const double v_110_100_3 = QCx * v_110_000_3 + WQx * v_110_000_4 + oo2ze * v_010_000_4;
            const double v_010_100_3 = QCx * v_010_000_3 + WQx * v_010_000_4;
            const double v_110_200_2 = QCx * v_110_100_2 + WQx * v_110_100_3 +
                                       oo2e * (v_110_000_2 - roe * v_110_000_3) +
                                       oo2ze * v_010_100_3;
            const double v_010_200_2 =
                QCx * v_010_100_2 + WQx * v_010_100_3 + oo2e * (v_010_000_2 - roe * v_010_000_3);
            const double v_110_300_1 = QCx * v_110_200_1 + WQx * v_110_200_2 +
                                       2.0 * oo2e * (v_110_100_1 - roe * v_110_100_2) +
                                       oo2ze * v_010_200_2;
            const double v_010_300_1 = QCx * v_010_200_1 + WQx * v_010_200_2 +
                                       2.0 * oo2e * (v_010_100_1 - roe * v_010_100_2);
            const double v_110_400_0 = QCx * v_110_300_0 + WQx * v_110_300_1 +
                                       3.0 * oo2e * (v_110_200_0 - roe * v_110_200_1) +
                                       oo2ze * v_010_300_1;
            const double v_110_010_3 = QCy * v_110_000_3 + WQy * v_110_000_4 + oo2ze * v_100_000_4;
            const double v_010_010_3 = QCy * v_010_000_3 + WQy * v_010_000_4 + oo2ze * s_4;
            const double v_110_110_2 = QCx * v_110_010_2 + WQx * v_110_010_3 + oo2ze * v_010_010_3;
            const double v_010_110_2 = QCx * v_010_010_2 + WQx * v_010_010_3;
            const double v_110_210_1 = QCx * v_110_110_1 + WQx * v_110_110_2 +
                                       oo2e * (v_110_010_1 - roe * v_110_010_2) +
                                       oo2ze * v_010_110_2;
            const double v_010_210_1 =
                QCx * v_010_110_1 + WQx * v_010_110_2 + oo2e * (v_010_010_1 - roe * v_010_010_2);
            const double v_110_310_0 = QCx * v_110_210_0 + WQx * v_110_210_1 +
                                       2.0 * oo2e * (v_110_110_0 - roe * v_110_110_1) +
                                       oo2ze * v_010_210_1;
            const double v_110_001_3 = QCz * v_110_000_3 + WQz * v_110_000_4;
            const double v_010_001_3 = QCz * v_010_000_3 + WQz * v_010_000_4;
            const double v_110_101_2 = QCx * v_110_001_2 + WQx * v_110_001_3 + oo2ze * v_010_001_3;
            const double v_010_101_2 = QCx * v_010_001_2 + WQx * v_010_001_3;
            const double v_110_201_1 = QCx * v_110_101_1 + WQx * v_110_101_2 +
                                       oo2e * (v_110_001_1 - roe * v_110_001_2) +
                                       oo2ze * v_010_101_2;
            const double v_010_201_1 =
                QCx * v_010_101_1 + WQx * v_010_101_2 + oo2e * (v_010_001_1 - roe * v_010_001_2);
            const double v_110_301_0 = QCx * v_110_201_0 + WQx * v_110_201_1 +
                                       2.0 * oo2e * (v_110_101_0 - roe * v_110_101_1) +
                                       oo2ze * v_010_201_1;
            const double v_110_020_2 = QCy * v_110_010_2 + WQy * v_110_010_3 +
                                       oo2e * (v_110_000_2 - roe * v_110_000_3) +
                                       oo2ze * v_100_010_3;
            const double v_010_020_2 = QCy * v_010_010_2 + WQy * v_010_010_3 +
                                       oo2e * (v_010_000_2 - roe * v_010_000_3) +
                                       oo2ze * v_000_010_3;
            const double v_110_120_1 = QCx * v_110_020_1 + WQx * v_110_020_2 + oo2ze * v_010_020_2;
            const double v_010_120_1 = QCx * v_010_020_1 + WQx * v_010_020_2;
            const double v_110_220_0 = QCx * v_110_120_0 + WQx * v_110_120_1 +
                                       oo2e * (v_110_020_0 - roe * v_110_020_1) +
                                       oo2ze * v_010_120_1;
            const double v_110_011_2 = QCy * v_110_001_2 + WQy * v_110_001_3 + oo2ze * v_100_001_3;
            const double v_010_011_2 = QCy * v_010_001_2 + WQy * v_010_001_3 + oo2ze * v_000_001_3;
            const double v_110_111_1 = QCx * v_110_011_1 + WQx * v_110_011_2 + oo2ze * v_010_011_2;
            const double v_010_111_1 = QCx * v_010_011_1 + WQx * v_010_011_2;
            const double v_110_211_0 = QCx * v_110_111_0 + WQx * v_110_111_1 +
                                       oo2e * (v_110_011_0 - roe * v_110_011_1) +
                                       oo2ze * v_010_111_1;
            const double v_110_002_2 =
                QCz * v_110_001_2 + WQz * v_110_001_3 + oo2e * (v_110_000_2 - roe * v_110_000_3);
            const double v_010_002_2 =
                QCz * v_010_001_2 + WQz * v_010_001_3 + oo2e * (v_010_000_2 - roe * v_010_000_3);
            const double v_110_102_1 = QCx * v_110_002_1 + WQx * v_110_002_2 + oo2ze * v_010_002_2;
            const double v_010_102_1 = QCx * v_010_002_1 + WQx * v_010_002_2;
            const double v_110_202_0 = QCx * v_110_102_0 + WQx * v_110_102_1 +
                                       oo2e * (v_110_002_0 - roe * v_110_002_1) +
                                       oo2ze * v_010_102_1;
            const double v_110_030_1 = QCy * v_110_020_1 + WQy * v_110_020_2 +
                                       2.0 * oo2e * (v_110_010_1 - roe * v_110_010_2) +
                                       oo2ze * v_100_020_2;
            const double v_010_030_1 = QCy * v_010_020_1 + WQy * v_010_020_2 +
                                       2.0 * oo2e * (v_010_010_1 - roe * v_010_010_2) +
                                       oo2ze * v_000_020_2;
            const double v_110_130_0 = QCx * v_110_030_0 + WQx * v_110_030_1 + oo2ze * v_010_030_1;
            const double v_110_021_1 = QCy * v_110_011_1 + WQy * v_110_011_2 +
                                       oo2e * (v_110_001_1 - roe * v_110_001_2) +
                                       oo2ze * v_100_011_2;
            const double v_010_021_1 = QCy * v_010_011_1 + WQy * v_010_011_2 +
                                       oo2e * (v_010_001_1 - roe * v_010_001_2) +
                                       oo2ze * v_000_011_2;
            const double v_110_121_0 = QCx * v_110_021_0 + WQx * v_110_021_1 + oo2ze * v_010_021_1;
            const double v_110_012_1 = QCy * v_110_002_1 + WQy * v_110_002_2 + oo2ze * v_100_002_2;
            const double v_010_012_1 = QCy * v_010_002_1 + WQy * v_010_002_2 + oo2ze * v_000_002_2;
            const double v_110_112_0 = QCx * v_110_012_0 + WQx * v_110_012_1 + oo2ze * v_010_012_1;
            const double v_110_003_1 = QCz * v_110_002_1 + WQz * v_110_002_2 +
                                       2.0 * oo2e * (v_110_001_1 - roe * v_110_001_2);
            const double v_010_003_1 = QCz * v_010_002_1 + WQz * v_010_002_2 +
                                       2.0 * oo2e * (v_010_001_1 - roe * v_010_001_2);
            const double v_110_103_0 = QCx * v_110_003_0 + WQx * v_110_003_1 + oo2ze * v_010_003_1;
            const double v_110_040_0 = QCy * v_110_030_0 + WQy * v_110_030_1 +
                                       3.0 * oo2e * (v_110_020_0 - roe * v_110_020_1) +
                                       oo2ze * v_100_030_1;
            const double v_110_031_0 = QCy * v_110_021_0 + WQy * v_110_021_1 +
                                       2.0 * oo2e * (v_110_011_0 - roe * v_110_011_1) +
                                       oo2ze * v_100_021_1;
            const double v_110_022_0 = QCy * v_110_012_0 + WQy * v_110_012_1 +
                                       oo2e * (v_110_002_0 - roe * v_110_002_1) +
                                       oo2ze * v_100_012_1;
            const double v_110_013_0 = QCy * v_110_003_0 + WQy * v_110_003_1 + oo2ze * v_100_003_1;
            const double v_110_004_0 = QCz * v_110_003_0 + WQz * v_110_003_1 +
                                       3.0 * oo2e * (v_110_002_0 - roe * v_110_002_1);
            const double v_001_000_5 = PAz * s_5 + WPz * s_6;
            const double v_101_000_4 = PAx * v_001_000_4 + WPx * v_001_000_5;
            const double v_101_100_3 = QCx * v_101_000_3 + WQx * v_101_000_4 + oo2ze * v_001_000_4;
            const double v_001_100_3 = QCx * v_001_000_3 + WQx * v_001_000_4;
            const double v_101_200_2 = QCx * v_101_100_2 + WQx * v_101_100_3 +
                                       oo2e * (v_101_000_2 - roe * v_101_000_3) +
                                       oo2ze * v_001_100_3;
            const double v_001_200_2 =
                QCx * v_001_100_2 + WQx * v_001_100_3 + oo2e * (v_001_000_2 - roe * v_001_000_3);
            const double v_101_300_1 = QCx * v_101_200_1 + WQx * v_101_200_2 +
                                       2.0 * oo2e * (v_101_100_1 - roe * v_101_100_2) +
                                       oo2ze * v_001_200_2;
            const double v_001_300_1 = QCx * v_001_200_1 + WQx * v_001_200_2 +
                                       2.0 * oo2e * (v_001_100_1 - roe * v_001_100_2);
            const double v_101_400_0 = QCx * v_101_300_0 + WQx * v_101_300_1 +
                                       3.0 * oo2e * (v_101_200_0 - roe * v_101_200_1) +
                                       oo2ze * v_001_300_1;
            const double v_101_010_3 = QCy * v_101_000_3 + WQy * v_101_000_4;
            const double v_001_010_3 = QCy * v_001_000_3 + WQy * v_001_000_4;
            const double v_101_110_2 = QCx * v_101_010_2 + WQx * v_101_010_3 + oo2ze * v_001_010_3;
            const double v_001_110_2 = QCx * v_001_010_2 + WQx * v_001_010_3;
            const double v_101_210_1 = QCx * v_101_110_1 + WQx * v_101_110_2 +
                                       oo2e * (v_101_010_1 - roe * v_101_010_2) +
                                       oo2ze * v_001_110_2;
            const double v_001_210_1 =
                QCx * v_001_110_1 + WQx * v_001_110_2 + oo2e * (v_001_010_1 - roe * v_001_010_2);
            const double v_101_310_0 = QCx * v_101_210_0 + WQx * v_101_210_1 +
                                       2.0 * oo2e * (v_101_110_0 - roe * v_101_110_1) +
                                       oo2ze * v_001_210_1;
            const double v_101_001_3 = QCz * v_101_000_3 + WQz * v_101_000_4 + oo2ze * v_100_000_4;
            const double v_001_001_3 = QCz * v_001_000_3 + WQz * v_001_000_4 + oo2ze * s_4;
            const double v_101_101_2 = QCx * v_101_001_2 + WQx * v_101_001_3 + oo2ze * v_001_001_3;
            const double v_001_101_2 = QCx * v_001_001_2 + WQx * v_001_001_3;
            const double v_101_201_1 = QCx * v_101_101_1 + WQx * v_101_101_2 +
                                       oo2e * (v_101_001_1 - roe * v_101_001_2) +
                                       oo2ze * v_001_101_2;
            const double v_001_201_1 =
                QCx * v_001_101_1 + WQx * v_001_101_2 + oo2e * (v_001_001_1 - roe * v_001_001_2);
            const double v_101_301_0 = QCx * v_101_201_0 + WQx * v_101_201_1 +
                                       2.0 * oo2e * (v_101_101_0 - roe * v_101_101_1) +
                                       oo2ze * v_001_201_1;
            const double v_101_020_2 =
                QCy * v_101_010_2 + WQy * v_101_010_3 + oo2e * (v_101_000_2 - roe * v_101_000_3);
            const double v_001_020_2 =
                QCy * v_001_010_2 + WQy * v_001_010_3 + oo2e * (v_001_000_2 - roe * v_001_000_3);
            const double v_101_120_1 = QCx * v_101_020_1 + WQx * v_101_020_2 + oo2ze * v_001_020_2;
            const double v_001_120_1 = QCx * v_001_020_1 + WQx * v_001_020_2;
            const double v_101_220_0 = QCx * v_101_120_0 + WQx * v_101_120_1 +
                                       oo2e * (v_101_020_0 - roe * v_101_020_1) +
                                       oo2ze * v_001_120_1;
            const double v_101_011_2 = QCy * v_101_001_2 + WQy * v_101_001_3;
            const double v_001_011_2 = QCy * v_001_001_2 + WQy * v_001_001_3;
            const double v_101_111_1 = QCx * v_101_011_1 + WQx * v_101_011_2 + oo2ze * v_001_011_2;
            const double v_001_111_1 = QCx * v_001_011_1 + WQx * v_001_011_2;
            const double v_101_211_0 = QCx * v_101_111_0 + WQx * v_101_111_1 +
                                       oo2e * (v_101_011_0 - roe * v_101_011_1) +
                                       oo2ze * v_001_111_1;
            const double v_101_002_2 = QCz * v_101_001_2 + WQz * v_101_001_3 +
                                       oo2e * (v_101_000_2 - roe * v_101_000_3) +
                                       oo2ze * v_100_001_3;
            const double v_001_002_2 = QCz * v_001_001_2 + WQz * v_001_001_3 +
                                       oo2e * (v_001_000_2 - roe * v_001_000_3) +
                                       oo2ze * v_000_001_3;
            const double v_101_102_1 = QCx * v_101_002_1 + WQx * v_101_002_2 + oo2ze * v_001_002_2;
            const double v_001_102_1 = QCx * v_001_002_1 + WQx * v_001_002_2;
            const double v_101_202_0 = QCx * v_101_102_0 + WQx * v_101_102_1 +
                                       oo2e * (v_101_002_0 - roe * v_101_002_1) +
                                       oo2ze * v_001_102_1;
            const double v_101_030_1 = QCy * v_101_020_1 + WQy * v_101_020_2 +
                                       2.0 * oo2e * (v_101_010_1 - roe * v_101_010_2);
            const double v_001_030_1 = QCy * v_001_020_1 + WQy * v_001_020_2 +
                                       2.0 * oo2e * (v_001_010_1 - roe * v_001_010_2);
            const double v_101_130_0 = QCx * v_101_030_0 + WQx * v_101_030_1 + oo2ze * v_001_030_1;
            const double v_101_021_1 =
                QCy * v_101_011_1 + WQy * v_101_011_2 + oo2e * (v_101_001_1 - roe * v_101_001_2);
            const double v_001_021_1 =
                QCy * v_001_011_1 + WQy * v_001_011_2 + oo2e * (v_001_001_1 - roe * v_001_001_2);
            const double v_101_121_0 = QCx * v_101_021_0 + WQx * v_101_021_1 + oo2ze * v_001_021_1;
            const double v_101_012_1 = QCy * v_101_002_1 + WQy * v_101_002_2;
            const double v_001_012_1 = QCy * v_001_002_1 + WQy * v_001_002_2;
            const double v_101_112_0 = QCx * v_101_012_0 + WQx * v_101_012_1 + oo2ze * v_001_012_1;
            const double v_101_003_1 = QCz * v_101_002_1 + WQz * v_101_002_2 +
                                       2.0 * oo2e * (v_101_001_1 - roe * v_101_001_2) +
                                       oo2ze * v_100_002_2;
            const double v_001_003_1 = QCz * v_001_002_1 + WQz * v_001_002_2 +
                                       2.0 * oo2e * (v_001_001_1 - roe * v_001_001_2) +
                                       oo2ze * v_000_002_2;
            const double v_101_103_0 = QCx * v_101_003_0 + WQx * v_101_003_1 + oo2ze * v_001_003_1;
            const double v_101_040_0 = QCy * v_101_030_0 + WQy * v_101_030_1 +
                                       3.0 * oo2e * (v_101_020_0 - roe * v_101_020_1);
            const double v_101_031_0 = QCy * v_101_021_0 + WQy * v_101_021_1 +
                                       2.0 * oo2e * (v_101_011_0 - roe * v_101_011_1);
            const double v_101_022_0 =
                QCy * v_101_012_0 + WQy * v_101_012_1 + oo2e * (v_101_002_0 - roe * v_101_002_1);
            const double v_101_013_0 = QCy * v_101_003_0 + WQy * v_101_003_1;
            const double v_101_004_0 = QCz * v_101_003_0 + WQz * v_101_003_1 +
                                       3.0 * oo2e * (v_101_002_0 - roe * v_101_002_1) +
                                       oo2ze * v_100_003_1;
            const double v_020_000_4 =
                PAy * v_010_000_4 + WPy * v_010_000_5 + oo2z * (s_4 - roz * s_5);
            const double v_020_100_3 = QCx * v_020_000_3 + WQx * v_020_000_4;
            const double v_020_200_2 =
                QCx * v_020_100_2 + WQx * v_020_100_3 + oo2e * (v_020_000_2 - roe * v_020_000_3);
            const double v_020_300_1 = QCx * v_020_200_1 + WQx * v_020_200_2 +
                                       2.0 * oo2e * (v_020_100_1 - roe * v_020_100_2);
            const double v_020_400_0 = QCx * v_020_300_0 + WQx * v_020_300_1 +
                                       3.0 * oo2e * (v_020_200_0 - roe * v_020_200_1);
            const double v_020_010_3 =
                QCy * v_020_000_3 + WQy * v_020_000_4 + 2.0 * oo2ze * v_010_000_4;
            const double v_020_110_2 = QCx * v_020_010_2 + WQx * v_020_010_3;
            const double v_020_210_1 =
                QCx * v_020_110_1 + WQx * v_020_110_2 + oo2e * (v_020_010_1 - roe * v_020_010_2);
            const double v_020_310_0 = QCx * v_020_210_0 + WQx * v_020_210_1 +
                                       2.0 * oo2e * (v_020_110_0 - roe * v_020_110_1);
            const double v_020_001_3 = QCz * v_020_000_3 + WQz * v_020_000_4;
            const double v_020_101_2 = QCx * v_020_001_2 + WQx * v_020_001_3;
            const double v_020_201_1 =
                QCx * v_020_101_1 + WQx * v_020_101_2 + oo2e * (v_020_001_1 - roe * v_020_001_2);
            const double v_020_301_0 = QCx * v_020_201_0 + WQx * v_020_201_1 +
                                       2.0 * oo2e * (v_020_101_0 - roe * v_020_101_1);
            const double v_020_020_2 = QCy * v_020_010_2 + WQy * v_020_010_3 +
                                       oo2e * (v_020_000_2 - roe * v_020_000_3) +
                                       2.0 * oo2ze * v_010_010_3;
            const double v_020_120_1 = QCx * v_020_020_1 + WQx * v_020_020_2;
            const double v_020_220_0 =
                QCx * v_020_120_0 + WQx * v_020_120_1 + oo2e * (v_020_020_0 - roe * v_020_020_1);
            const double v_020_011_2 =
                QCy * v_020_001_2 + WQy * v_020_001_3 + 2.0 * oo2ze * v_010_001_3;
            const double v_020_111_1 = QCx * v_020_011_1 + WQx * v_020_011_2;
            const double v_020_211_0 =
                QCx * v_020_111_0 + WQx * v_020_111_1 + oo2e * (v_020_011_0 - roe * v_020_011_1);
            const double v_020_002_2 =
                QCz * v_020_001_2 + WQz * v_020_001_3 + oo2e * (v_020_000_2 - roe * v_020_000_3);
            const double v_020_102_1 = QCx * v_020_002_1 + WQx * v_020_002_2;
            const double v_020_202_0 =
                QCx * v_020_102_0 + WQx * v_020_102_1 + oo2e * (v_020_002_0 - roe * v_020_002_1);
            const double v_020_030_1 = QCy * v_020_020_1 + WQy * v_020_020_2 +
                                       2.0 * oo2e * (v_020_010_1 - roe * v_020_010_2) +
                                       2.0 * oo2ze * v_010_020_2;
            const double v_020_130_0 = QCx * v_020_030_0 + WQx * v_020_030_1;
            const double v_020_021_1 = QCy * v_020_011_1 + WQy * v_020_011_2 +
                                       oo2e * (v_020_001_1 - roe * v_020_001_2) +
                                       2.0 * oo2ze * v_010_011_2;
            const double v_020_121_0 = QCx * v_020_021_0 + WQx * v_020_021_1;
            const double v_020_012_1 =
                QCy * v_020_002_1 + WQy * v_020_002_2 + 2.0 * oo2ze * v_010_002_2;
            const double v_020_112_0 = QCx * v_020_012_0 + WQx * v_020_012_1;
            const double v_020_003_1 = QCz * v_020_002_1 + WQz * v_020_002_2 +
                                       2.0 * oo2e * (v_020_001_1 - roe * v_020_001_2);
            const double v_020_103_0 = QCx * v_020_003_0 + WQx * v_020_003_1;
            const double v_020_040_0 = QCy * v_020_030_0 + WQy * v_020_030_1 +
                                       3.0 * oo2e * (v_020_020_0 - roe * v_020_020_1) +
                                       2.0 * oo2ze * v_010_030_1;
            const double v_020_031_0 = QCy * v_020_021_0 + WQy * v_020_021_1 +
                                       2.0 * oo2e * (v_020_011_0 - roe * v_020_011_1) +
                                       2.0 * oo2ze * v_010_021_1;
            const double v_020_022_0 = QCy * v_020_012_0 + WQy * v_020_012_1 +
                                       oo2e * (v_020_002_0 - roe * v_020_002_1) +
                                       2.0 * oo2ze * v_010_012_1;
            const double v_020_013_0 =
                QCy * v_020_003_0 + WQy * v_020_003_1 + 2.0 * oo2ze * v_010_003_1;
            const double v_020_004_0 = QCz * v_020_003_0 + WQz * v_020_003_1 +
                                       3.0 * oo2e * (v_020_002_0 - roe * v_020_002_1);
            const double v_011_000_4 = PAy * v_001_000_4 + WPy * v_001_000_5;
            const double v_011_100_3 = QCx * v_011_000_3 + WQx * v_011_000_4;
            const double v_011_200_2 =
                QCx * v_011_100_2 + WQx * v_011_100_3 + oo2e * (v_011_000_2 - roe * v_011_000_3);
            const double v_011_300_1 = QCx * v_011_200_1 + WQx * v_011_200_2 +
                                       2.0 * oo2e * (v_011_100_1 - roe * v_011_100_2);
            const double v_011_400_0 = QCx * v_011_300_0 + WQx * v_011_300_1 +
                                       3.0 * oo2e * (v_011_200_0 - roe * v_011_200_1);
            const double v_011_010_3 = QCy * v_011_000_3 + WQy * v_011_000_4 + oo2ze * v_001_000_4;
            const double v_011_110_2 = QCx * v_011_010_2 + WQx * v_011_010_3;
            const double v_011_210_1 =
                QCx * v_011_110_1 + WQx * v_011_110_2 + oo2e * (v_011_010_1 - roe * v_011_010_2);
            const double v_011_310_0 = QCx * v_011_210_0 + WQx * v_011_210_1 +
                                       2.0 * oo2e * (v_011_110_0 - roe * v_011_110_1);
            const double v_011_001_3 = QCz * v_011_000_3 + WQz * v_011_000_4 + oo2ze * v_010_000_4;
            const double v_011_101_2 = QCx * v_011_001_2 + WQx * v_011_001_3;
            const double v_011_201_1 =
                QCx * v_011_101_1 + WQx * v_011_101_2 + oo2e * (v_011_001_1 - roe * v_011_001_2);
            const double v_011_301_0 = QCx * v_011_201_0 + WQx * v_011_201_1 +
                                       2.0 * oo2e * (v_011_101_0 - roe * v_011_101_1);
            const double v_011_020_2 = QCy * v_011_010_2 + WQy * v_011_010_3 +
                                       oo2e * (v_011_000_2 - roe * v_011_000_3) +
                                       oo2ze * v_001_010_3;
            const double v_011_120_1 = QCx * v_011_020_1 + WQx * v_011_020_2;
            const double v_011_220_0 =
                QCx * v_011_120_0 + WQx * v_011_120_1 + oo2e * (v_011_020_0 - roe * v_011_020_1);
            const double v_011_011_2 = QCy * v_011_001_2 + WQy * v_011_001_3 + oo2ze * v_001_001_3;
            const double v_011_111_1 = QCx * v_011_011_1 + WQx * v_011_011_2;
            const double v_011_211_0 =
                QCx * v_011_111_0 + WQx * v_011_111_1 + oo2e * (v_011_011_0 - roe * v_011_011_1);
            const double v_011_002_2 = QCz * v_011_001_2 + WQz * v_011_001_3 +
                                       oo2e * (v_011_000_2 - roe * v_011_000_3) +
                                       oo2ze * v_010_001_3;
            const double v_011_102_1 = QCx * v_011_002_1 + WQx * v_011_002_2;
            const double v_011_202_0 =
                QCx * v_011_102_0 + WQx * v_011_102_1 + oo2e * (v_011_002_0 - roe * v_011_002_1);
            const double v_011_030_1 = QCy * v_011_020_1 + WQy * v_011_020_2 +
                                       2.0 * oo2e * (v_011_010_1 - roe * v_011_010_2) +
                                       oo2ze * v_001_020_2;
            const double v_011_130_0 = QCx * v_011_030_0 + WQx * v_011_030_1;
            const double v_011_021_1 = QCy * v_011_011_1 + WQy * v_011_011_2 +
                                       oo2e * (v_011_001_1 - roe * v_011_001_2) +
                                       oo2ze * v_001_011_2;
            const double v_011_121_0 = QCx * v_011_021_0 + WQx * v_011_021_1;
            const double v_011_012_1 = QCy * v_011_002_1 + WQy * v_011_002_2 + oo2ze * v_001_002_2;
            const double v_011_112_0 = QCx * v_011_012_0 + WQx * v_011_012_1;
            const double v_011_003_1 = QCz * v_011_002_1 + WQz * v_011_002_2 +
                                       2.0 * oo2e * (v_011_001_1 - roe * v_011_001_2) +
                                       oo2ze * v_010_002_2;
            const double v_011_103_0 = QCx * v_011_003_0 + WQx * v_011_003_1;
            const double v_011_040_0 = QCy * v_011_030_0 + WQy * v_011_030_1 +
                                       3.0 * oo2e * (v_011_020_0 - roe * v_011_020_1) +
                                       oo2ze * v_001_030_1;
            const double v_011_031_0 = QCy * v_011_021_0 + WQy * v_011_021_1 +
                                       2.0 * oo2e * (v_011_011_0 - roe * v_011_011_1) +
                                       oo2ze * v_001_021_1;
            const double v_011_022_0 = QCy * v_011_012_0 + WQy * v_011_012_1 +
                                       oo2e * (v_011_002_0 - roe * v_011_002_1) +
                                       oo2ze * v_001_012_1;
            const double v_011_013_0 = QCy * v_011_003_0 + WQy * v_011_003_1 + oo2ze * v_001_003_1;
            const double v_011_004_0 = QCz * v_011_003_0 + WQz * v_011_003_1 +
                                       3.0 * oo2e * (v_011_002_0 - roe * v_011_002_1) +
                                       oo2ze * v_010_003_1;
            const double v_002_000_4 =
                PAz * v_001_000_4 + WPz * v_001_000_5 + oo2z * (s_4 - roz * s_5);
            const double v_002_100_3 = QCx * v_002_000_3 + WQx * v_002_000_4;
            const double v_002_200_2 =
                QCx * v_002_100_2 + WQx * v_002_100_3 + oo2e * (v_002_000_2 - roe * v_002_000_3);
            const double v_002_300_1 = QCx * v_002_200_1 + WQx * v_002_200_2 +
                                       2.0 * oo2e * (v_002_100_1 - roe * v_002_100_2);
            const double v_002_400_0 = QCx * v_002_300_0 + WQx * v_002_300_1 +
                                       3.0 * oo2e * (v_002_200_0 - roe * v_002_200_1);
            const double v_002_010_3 = QCy * v_002_000_3 + WQy * v_002_000_4;
            const double v_002_110_2 = QCx * v_002_010_2 + WQx * v_002_010_3;
            const double v_002_210_1 =
                QCx * v_002_110_1 + WQx * v_002_110_2 + oo2e * (v_002_010_1 - roe * v_002_010_2);
            const double v_002_310_0 = QCx * v_002_210_0 + WQx * v_002_210_1 +
                                       2.0 * oo2e * (v_002_110_0 - roe * v_002_110_1);
            const double v_002_001_3 =
                QCz * v_002_000_3 + WQz * v_002_000_4 + 2.0 * oo2ze * v_001_000_4;
            const double v_002_101_2 = QCx * v_002_001_2 + WQx * v_002_001_3;
            const double v_002_201_1 =
                QCx * v_002_101_1 + WQx * v_002_101_2 + oo2e * (v_002_001_1 - roe * v_002_001_2);
            const double v_002_301_0 = QCx * v_002_201_0 + WQx * v_002_201_1 +
                                       2.0 * oo2e * (v_002_101_0 - roe * v_002_101_1);
            const double v_002_020_2 =
                QCy * v_002_010_2 + WQy * v_002_010_3 + oo2e * (v_002_000_2 - roe * v_002_000_3);
            const double v_002_120_1 = QCx * v_002_020_1 + WQx * v_002_020_2;
            const double v_002_220_0 =
                QCx * v_002_120_0 + WQx * v_002_120_1 + oo2e * (v_002_020_0 - roe * v_002_020_1);
            const double v_002_011_2 = QCy * v_002_001_2 + WQy * v_002_001_3;
            const double v_002_111_1 = QCx * v_002_011_1 + WQx * v_002_011_2;
            const double v_002_211_0 =
                QCx * v_002_111_0 + WQx * v_002_111_1 + oo2e * (v_002_011_0 - roe * v_002_011_1);
            const double v_002_002_2 = QCz * v_002_001_2 + WQz * v_002_001_3 +
                                       oo2e * (v_002_000_2 - roe * v_002_000_3) +
                                       2.0 * oo2ze * v_001_001_3;
            const double v_002_102_1 = QCx * v_002_002_1 + WQx * v_002_002_2;
            const double v_002_202_0 =
                QCx * v_002_102_0 + WQx * v_002_102_1 + oo2e * (v_002_002_0 - roe * v_002_002_1);
            const double v_002_030_1 = QCy * v_002_020_1 + WQy * v_002_020_2 +
                                       2.0 * oo2e * (v_002_010_1 - roe * v_002_010_2);
            const double v_002_130_0 = QCx * v_002_030_0 + WQx * v_002_030_1;
            const double v_002_021_1 =
                QCy * v_002_011_1 + WQy * v_002_011_2 + oo2e * (v_002_001_1 - roe * v_002_001_2);
            const double v_002_121_0 = QCx * v_002_021_0 + WQx * v_002_021_1;
            const double v_002_012_1 = QCy * v_002_002_1 + WQy * v_002_002_2;
            const double v_002_112_0 = QCx * v_002_012_0 + WQx * v_002_012_1;
            const double v_002_003_1 = QCz * v_002_002_1 + WQz * v_002_002_2 +
                                       2.0 * oo2e * (v_002_001_1 - roe * v_002_001_2) +
                                       2.0 * oo2ze * v_001_002_2;
            const double v_002_103_0 = QCx * v_002_003_0 + WQx * v_002_003_1;
            const double v_002_040_0 = QCy * v_002_030_0 + WQy * v_002_030_1 +
                                       3.0 * oo2e * (v_002_020_0 - roe * v_002_020_1);
            const double v_002_031_0 = QCy * v_002_021_0 + WQy * v_002_021_1 +
                                       2.0 * oo2e * (v_002_011_0 - roe * v_002_011_1);
            const double v_002_022_0 =
                QCy * v_002_012_0 + WQy * v_002_012_1 + oo2e * (v_002_002_0 - roe * v_002_002_1);
            const double v_002_013_0 = QCy * v_002_003_0 + WQy * v_002_003_1;
            const double v_002_004_0 = QCz * v_002_003_0 + WQz * v_002_003_1 +
                                       3.0 * oo2e * (v_002_002_0 - roe * v_002_002_1) +
                                       2.0 * oo2ze * v_001_003_1;
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
            const double s_7 = pref * F[7];
            const double v_100_000_6 = PAx * s_6 + WPx * s_7;
            const double v_200_000_5 =
                PAx * v_100_000_5 + WPx * v_100_000_6 + oo2z * (s_5 - roz * s_6);
            const double v_300_000_4 = PAx * v_200_000_4 + WPx * v_200_000_5 +
                                       2.0 * oo2z * (v_100_000_4 - roz * v_100_000_5);
            const double v_300_100_3 =
                QCx * v_300_000_3 + WQx * v_300_000_4 + 3.0 * oo2ze * v_200_000_4;
            const double v_300_200_2 = QCx * v_300_100_2 + WQx * v_300_100_3 +
                                       oo2e * (v_300_000_2 - roe * v_300_000_3) +
                                       3.0 * oo2ze * v_200_100_3;
            const double v_300_300_1 = QCx * v_300_200_1 + WQx * v_300_200_2 +
                                       2.0 * oo2e * (v_300_100_1 - roe * v_300_100_2) +
                                       3.0 * oo2ze * v_200_200_2;
            const double v_300_400_0 = QCx * v_300_300_0 + WQx * v_300_300_1 +
                                       3.0 * oo2e * (v_300_200_0 - roe * v_300_200_1) +
                                       3.0 * oo2ze * v_200_300_1;
            const double v_300_010_3 = QCy * v_300_000_3 + WQy * v_300_000_4;
            const double v_300_110_2 =
                QCx * v_300_010_2 + WQx * v_300_010_3 + 3.0 * oo2ze * v_200_010_3;
            const double v_300_210_1 = QCx * v_300_110_1 + WQx * v_300_110_2 +
                                       oo2e * (v_300_010_1 - roe * v_300_010_2) +
                                       3.0 * oo2ze * v_200_110_2;
            const double v_300_310_0 = QCx * v_300_210_0 + WQx * v_300_210_1 +
                                       2.0 * oo2e * (v_300_110_0 - roe * v_300_110_1) +
                                       3.0 * oo2ze * v_200_210_1;
            const double v_300_001_3 = QCz * v_300_000_3 + WQz * v_300_000_4;
            const double v_300_101_2 =
                QCx * v_300_001_2 + WQx * v_300_001_3 + 3.0 * oo2ze * v_200_001_3;
            const double v_300_201_1 = QCx * v_300_101_1 + WQx * v_300_101_2 +
                                       oo2e * (v_300_001_1 - roe * v_300_001_2) +
                                       3.0 * oo2ze * v_200_101_2;
            const double v_300_301_0 = QCx * v_300_201_0 + WQx * v_300_201_1 +
                                       2.0 * oo2e * (v_300_101_0 - roe * v_300_101_1) +
                                       3.0 * oo2ze * v_200_201_1;
            const double v_300_020_2 =
                QCy * v_300_010_2 + WQy * v_300_010_3 + oo2e * (v_300_000_2 - roe * v_300_000_3);
            const double v_300_120_1 =
                QCx * v_300_020_1 + WQx * v_300_020_2 + 3.0 * oo2ze * v_200_020_2;
            const double v_300_220_0 = QCx * v_300_120_0 + WQx * v_300_120_1 +
                                       oo2e * (v_300_020_0 - roe * v_300_020_1) +
                                       3.0 * oo2ze * v_200_120_1;
            const double v_300_011_2 = QCy * v_300_001_2 + WQy * v_300_001_3;
            const double v_300_111_1 =
                QCx * v_300_011_1 + WQx * v_300_011_2 + 3.0 * oo2ze * v_200_011_2;
            const double v_300_211_0 = QCx * v_300_111_0 + WQx * v_300_111_1 +
                                       oo2e * (v_300_011_0 - roe * v_300_011_1) +
                                       3.0 * oo2ze * v_200_111_1;
            const double v_300_002_2 =
                QCz * v_300_001_2 + WQz * v_300_001_3 + oo2e * (v_300_000_2 - roe * v_300_000_3);
            const double v_300_102_1 =
                QCx * v_300_002_1 + WQx * v_300_002_2 + 3.0 * oo2ze * v_200_002_2;
            const double v_300_202_0 = QCx * v_300_102_0 + WQx * v_300_102_1 +
                                       oo2e * (v_300_002_0 - roe * v_300_002_1) +
                                       3.0 * oo2ze * v_200_102_1;
            const double v_300_030_1 = QCy * v_300_020_1 + WQy * v_300_020_2 +
                                       2.0 * oo2e * (v_300_010_1 - roe * v_300_010_2);
            const double v_300_130_0 =
                QCx * v_300_030_0 + WQx * v_300_030_1 + 3.0 * oo2ze * v_200_030_1;
            const double v_300_021_1 =
                QCy * v_300_011_1 + WQy * v_300_011_2 + oo2e * (v_300_001_1 - roe * v_300_001_2);
            const double v_300_121_0 =
                QCx * v_300_021_0 + WQx * v_300_021_1 + 3.0 * oo2ze * v_200_021_1;
            const double v_300_012_1 = QCy * v_300_002_1 + WQy * v_300_002_2;
            const double v_300_112_0 =
                QCx * v_300_012_0 + WQx * v_300_012_1 + 3.0 * oo2ze * v_200_012_1;
            const double v_300_003_1 = QCz * v_300_002_1 + WQz * v_300_002_2 +
                                       2.0 * oo2e * (v_300_001_1 - roe * v_300_001_2);
            const double v_300_103_0 =
                QCx * v_300_003_0 + WQx * v_300_003_1 + 3.0 * oo2ze * v_200_003_1;
            const double v_300_040_0 = QCy * v_300_030_0 + WQy * v_300_030_1 +
                                       3.0 * oo2e * (v_300_020_0 - roe * v_300_020_1);
            const double v_300_031_0 = QCy * v_300_021_0 + WQy * v_300_021_1 +
                                       2.0 * oo2e * (v_300_011_0 - roe * v_300_011_1);
            const double v_300_022_0 =
                QCy * v_300_012_0 + WQy * v_300_012_1 + oo2e * (v_300_002_0 - roe * v_300_002_1);
            const double v_300_013_0 = QCy * v_300_003_0 + WQy * v_300_003_1;
            const double v_300_004_0 = QCz * v_300_003_0 + WQz * v_300_003_1 +
                                       3.0 * oo2e * (v_300_002_0 - roe * v_300_002_1);
            const double v_010_000_6 = PAy * s_6 + WPy * s_7;
            const double v_110_000_5 = PAx * v_010_000_5 + WPx * v_010_000_6;
            const double v_210_000_4 =
                PAx * v_110_000_4 + WPx * v_110_000_5 + oo2z * (v_010_000_4 - roz * v_010_000_5);
            const double v_210_100_3 =
                QCx * v_210_000_3 + WQx * v_210_000_4 + 2.0 * oo2ze * v_110_000_4;
            const double v_210_200_2 = QCx * v_210_100_2 + WQx * v_210_100_3 +
                                       oo2e * (v_210_000_2 - roe * v_210_000_3) +
                                       2.0 * oo2ze * v_110_100_3;
            const double v_210_300_1 = QCx * v_210_200_1 + WQx * v_210_200_2 +
                                       2.0 * oo2e * (v_210_100_1 - roe * v_210_100_2) +
                                       2.0 * oo2ze * v_110_200_2;
            const double v_210_400_0 = QCx * v_210_300_0 + WQx * v_210_300_1 +
                                       3.0 * oo2e * (v_210_200_0 - roe * v_210_200_1) +
                                       2.0 * oo2ze * v_110_300_1;
            const double v_210_010_3 = QCy * v_210_000_3 + WQy * v_210_000_4 + oo2ze * v_200_000_4;
            const double v_210_110_2 =
                QCx * v_210_010_2 + WQx * v_210_010_3 + 2.0 * oo2ze * v_110_010_3;
            const double v_210_210_1 = QCx * v_210_110_1 + WQx * v_210_110_2 +
                                       oo2e * (v_210_010_1 - roe * v_210_010_2) +
                                       2.0 * oo2ze * v_110_110_2;
            const double v_210_310_0 = QCx * v_210_210_0 + WQx * v_210_210_1 +
                                       2.0 * oo2e * (v_210_110_0 - roe * v_210_110_1) +
                                       2.0 * oo2ze * v_110_210_1;
            const double v_210_001_3 = QCz * v_210_000_3 + WQz * v_210_000_4;
            const double v_210_101_2 =
                QCx * v_210_001_2 + WQx * v_210_001_3 + 2.0 * oo2ze * v_110_001_3;
            const double v_210_201_1 = QCx * v_210_101_1 + WQx * v_210_101_2 +
                                       oo2e * (v_210_001_1 - roe * v_210_001_2) +
                                       2.0 * oo2ze * v_110_101_2;
            const double v_210_301_0 = QCx * v_210_201_0 + WQx * v_210_201_1 +
                                       2.0 * oo2e * (v_210_101_0 - roe * v_210_101_1) +
                                       2.0 * oo2ze * v_110_201_1;
            const double v_210_020_2 = QCy * v_210_010_2 + WQy * v_210_010_3 +
                                       oo2e * (v_210_000_2 - roe * v_210_000_3) +
                                       oo2ze * v_200_010_3;
            const double v_210_120_1 =
                QCx * v_210_020_1 + WQx * v_210_020_2 + 2.0 * oo2ze * v_110_020_2;
            const double v_210_220_0 = QCx * v_210_120_0 + WQx * v_210_120_1 +
                                       oo2e * (v_210_020_0 - roe * v_210_020_1) +
                                       2.0 * oo2ze * v_110_120_1;
            const double v_210_011_2 = QCy * v_210_001_2 + WQy * v_210_001_3 + oo2ze * v_200_001_3;
            const double v_210_111_1 =
                QCx * v_210_011_1 + WQx * v_210_011_2 + 2.0 * oo2ze * v_110_011_2;
            const double v_210_211_0 = QCx * v_210_111_0 + WQx * v_210_111_1 +
                                       oo2e * (v_210_011_0 - roe * v_210_011_1) +
                                       2.0 * oo2ze * v_110_111_1;
            const double v_210_002_2 =
                QCz * v_210_001_2 + WQz * v_210_001_3 + oo2e * (v_210_000_2 - roe * v_210_000_3);
            const double v_210_102_1 =
                QCx * v_210_002_1 + WQx * v_210_002_2 + 2.0 * oo2ze * v_110_002_2;
            const double v_210_202_0 = QCx * v_210_102_0 + WQx * v_210_102_1 +
                                       oo2e * (v_210_002_0 - roe * v_210_002_1) +
                                       2.0 * oo2ze * v_110_102_1;
            const double v_210_030_1 = QCy * v_210_020_1 + WQy * v_210_020_2 +
                                       2.0 * oo2e * (v_210_010_1 - roe * v_210_010_2) +
                                       oo2ze * v_200_020_2;
            const double v_210_130_0 =
                QCx * v_210_030_0 + WQx * v_210_030_1 + 2.0 * oo2ze * v_110_030_1;
            const double v_210_021_1 = QCy * v_210_011_1 + WQy * v_210_011_2 +
                                       oo2e * (v_210_001_1 - roe * v_210_001_2) +
                                       oo2ze * v_200_011_2;
            const double v_210_121_0 =
                QCx * v_210_021_0 + WQx * v_210_021_1 + 2.0 * oo2ze * v_110_021_1;
            const double v_210_012_1 = QCy * v_210_002_1 + WQy * v_210_002_2 + oo2ze * v_200_002_2;
            const double v_210_112_0 =
                QCx * v_210_012_0 + WQx * v_210_012_1 + 2.0 * oo2ze * v_110_012_1;
            const double v_210_003_1 = QCz * v_210_002_1 + WQz * v_210_002_2 +
                                       2.0 * oo2e * (v_210_001_1 - roe * v_210_001_2);
            const double v_210_103_0 =
                QCx * v_210_003_0 + WQx * v_210_003_1 + 2.0 * oo2ze * v_110_003_1;
            const double v_210_040_0 = QCy * v_210_030_0 + WQy * v_210_030_1 +
                                       3.0 * oo2e * (v_210_020_0 - roe * v_210_020_1) +
                                       oo2ze * v_200_030_1;
            const double v_210_031_0 = QCy * v_210_021_0 + WQy * v_210_021_1 +
                                       2.0 * oo2e * (v_210_011_0 - roe * v_210_011_1) +
                                       oo2ze * v_200_021_1;
            const double v_210_022_0 = QCy * v_210_012_0 + WQy * v_210_012_1 +
                                       oo2e * (v_210_002_0 - roe * v_210_002_1) +
                                       oo2ze * v_200_012_1;
            const double v_210_013_0 = QCy * v_210_003_0 + WQy * v_210_003_1 + oo2ze * v_200_003_1;
            const double v_210_004_0 = QCz * v_210_003_0 + WQz * v_210_003_1 +
                                       3.0 * oo2e * (v_210_002_0 - roe * v_210_002_1);
            const double v_001_000_6 = PAz * s_6 + WPz * s_7;
            const double v_101_000_5 = PAx * v_001_000_5 + WPx * v_001_000_6;
            const double v_201_000_4 =
                PAx * v_101_000_4 + WPx * v_101_000_5 + oo2z * (v_001_000_4 - roz * v_001_000_5);
            const double v_201_100_3 =
                QCx * v_201_000_3 + WQx * v_201_000_4 + 2.0 * oo2ze * v_101_000_4;
            const double v_201_200_2 = QCx * v_201_100_2 + WQx * v_201_100_3 +
                                       oo2e * (v_201_000_2 - roe * v_201_000_3) +
                                       2.0 * oo2ze * v_101_100_3;
            const double v_201_300_1 = QCx * v_201_200_1 + WQx * v_201_200_2 +
                                       2.0 * oo2e * (v_201_100_1 - roe * v_201_100_2) +
                                       2.0 * oo2ze * v_101_200_2;
            const double v_201_400_0 = QCx * v_201_300_0 + WQx * v_201_300_1 +
                                       3.0 * oo2e * (v_201_200_0 - roe * v_201_200_1) +
                                       2.0 * oo2ze * v_101_300_1;
            const double v_201_010_3 = QCy * v_201_000_3 + WQy * v_201_000_4;
            const double v_201_110_2 =
                QCx * v_201_010_2 + WQx * v_201_010_3 + 2.0 * oo2ze * v_101_010_3;
            const double v_201_210_1 = QCx * v_201_110_1 + WQx * v_201_110_2 +
                                       oo2e * (v_201_010_1 - roe * v_201_010_2) +
                                       2.0 * oo2ze * v_101_110_2;
            const double v_201_310_0 = QCx * v_201_210_0 + WQx * v_201_210_1 +
                                       2.0 * oo2e * (v_201_110_0 - roe * v_201_110_1) +
                                       2.0 * oo2ze * v_101_210_1;
            const double v_201_001_3 = QCz * v_201_000_3 + WQz * v_201_000_4 + oo2ze * v_200_000_4;
            const double v_201_101_2 =
                QCx * v_201_001_2 + WQx * v_201_001_3 + 2.0 * oo2ze * v_101_001_3;
            const double v_201_201_1 = QCx * v_201_101_1 + WQx * v_201_101_2 +
                                       oo2e * (v_201_001_1 - roe * v_201_001_2) +
                                       2.0 * oo2ze * v_101_101_2;
            const double v_201_301_0 = QCx * v_201_201_0 + WQx * v_201_201_1 +
                                       2.0 * oo2e * (v_201_101_0 - roe * v_201_101_1) +
                                       2.0 * oo2ze * v_101_201_1;
            const double v_201_020_2 =
                QCy * v_201_010_2 + WQy * v_201_010_3 + oo2e * (v_201_000_2 - roe * v_201_000_3);
            const double v_201_120_1 =
                QCx * v_201_020_1 + WQx * v_201_020_2 + 2.0 * oo2ze * v_101_020_2;
            const double v_201_220_0 = QCx * v_201_120_0 + WQx * v_201_120_1 +
                                       oo2e * (v_201_020_0 - roe * v_201_020_1) +
                                       2.0 * oo2ze * v_101_120_1;
            const double v_201_011_2 = QCy * v_201_001_2 + WQy * v_201_001_3;
            const double v_201_111_1 =
                QCx * v_201_011_1 + WQx * v_201_011_2 + 2.0 * oo2ze * v_101_011_2;
            const double v_201_211_0 = QCx * v_201_111_0 + WQx * v_201_111_1 +
                                       oo2e * (v_201_011_0 - roe * v_201_011_1) +
                                       2.0 * oo2ze * v_101_111_1;
            const double v_201_002_2 = QCz * v_201_001_2 + WQz * v_201_001_3 +
                                       oo2e * (v_201_000_2 - roe * v_201_000_3) +
                                       oo2ze * v_200_001_3;
            const double v_201_102_1 =
                QCx * v_201_002_1 + WQx * v_201_002_2 + 2.0 * oo2ze * v_101_002_2;
            const double v_201_202_0 = QCx * v_201_102_0 + WQx * v_201_102_1 +
                                       oo2e * (v_201_002_0 - roe * v_201_002_1) +
                                       2.0 * oo2ze * v_101_102_1;
            const double v_201_030_1 = QCy * v_201_020_1 + WQy * v_201_020_2 +
                                       2.0 * oo2e * (v_201_010_1 - roe * v_201_010_2);
            const double v_201_130_0 =
                QCx * v_201_030_0 + WQx * v_201_030_1 + 2.0 * oo2ze * v_101_030_1;
            const double v_201_021_1 =
                QCy * v_201_011_1 + WQy * v_201_011_2 + oo2e * (v_201_001_1 - roe * v_201_001_2);
            const double v_201_121_0 =
                QCx * v_201_021_0 + WQx * v_201_021_1 + 2.0 * oo2ze * v_101_021_1;
            const double v_201_012_1 = QCy * v_201_002_1 + WQy * v_201_002_2;
            const double v_201_112_0 =
                QCx * v_201_012_0 + WQx * v_201_012_1 + 2.0 * oo2ze * v_101_012_1;
            const double v_201_003_1 = QCz * v_201_002_1 + WQz * v_201_002_2 +
                                       2.0 * oo2e * (v_201_001_1 - roe * v_201_001_2) +
                                       oo2ze * v_200_002_2;
            const double v_201_103_0 =
                QCx * v_201_003_0 + WQx * v_201_003_1 + 2.0 * oo2ze * v_101_003_1;
            const double v_201_040_0 = QCy * v_201_030_0 + WQy * v_201_030_1 +
                                       3.0 * oo2e * (v_201_020_0 - roe * v_201_020_1);
            const double v_201_031_0 = QCy * v_201_021_0 + WQy * v_201_021_1 +
                                       2.0 * oo2e * (v_201_011_0 - roe * v_201_011_1);
            const double v_201_022_0 =
                QCy * v_201_012_0 + WQy * v_201_012_1 + oo2e * (v_201_002_0 - roe * v_201_002_1);
            const double v_201_013_0 = QCy * v_201_003_0 + WQy * v_201_003_1;
            const double v_201_004_0 = QCz * v_201_003_0 + WQz * v_201_003_1 +
                                       3.0 * oo2e * (v_201_002_0 - roe * v_201_002_1) +
                                       oo2ze * v_200_003_1;
            const double v_020_000_5 =
                PAy * v_010_000_5 + WPy * v_010_000_6 + oo2z * (s_5 - roz * s_6);
            const double v_120_000_4 = PAx * v_020_000_4 + WPx * v_020_000_5;
            const double v_120_100_3 = QCx * v_120_000_3 + WQx * v_120_000_4 + oo2ze * v_020_000_4;
            const double v_120_200_2 = QCx * v_120_100_2 + WQx * v_120_100_3 +
                                       oo2e * (v_120_000_2 - roe * v_120_000_3) +
                                       oo2ze * v_020_100_3;
            const double v_120_300_1 = QCx * v_120_200_1 + WQx * v_120_200_2 +
                                       2.0 * oo2e * (v_120_100_1 - roe * v_120_100_2) +
                                       oo2ze * v_020_200_2;
            const double v_120_400_0 = QCx * v_120_300_0 + WQx * v_120_300_1 +
                                       3.0 * oo2e * (v_120_200_0 - roe * v_120_200_1) +
                                       oo2ze * v_020_300_1;
            const double v_120_010_3 =
                QCy * v_120_000_3 + WQy * v_120_000_4 + 2.0 * oo2ze * v_110_000_4;
            const double v_120_110_2 = QCx * v_120_010_2 + WQx * v_120_010_3 + oo2ze * v_020_010_3;
            const double v_120_210_1 = QCx * v_120_110_1 + WQx * v_120_110_2 +
                                       oo2e * (v_120_010_1 - roe * v_120_010_2) +
                                       oo2ze * v_020_110_2;
            const double v_120_310_0 = QCx * v_120_210_0 + WQx * v_120_210_1 +
                                       2.0 * oo2e * (v_120_110_0 - roe * v_120_110_1) +
                                       oo2ze * v_020_210_1;
            const double v_120_001_3 = QCz * v_120_000_3 + WQz * v_120_000_4;
            const double v_120_101_2 = QCx * v_120_001_2 + WQx * v_120_001_3 + oo2ze * v_020_001_3;
            const double v_120_201_1 = QCx * v_120_101_1 + WQx * v_120_101_2 +
                                       oo2e * (v_120_001_1 - roe * v_120_001_2) +
                                       oo2ze * v_020_101_2;
            const double v_120_301_0 = QCx * v_120_201_0 + WQx * v_120_201_1 +
                                       2.0 * oo2e * (v_120_101_0 - roe * v_120_101_1) +
                                       oo2ze * v_020_201_1;
            const double v_120_020_2 = QCy * v_120_010_2 + WQy * v_120_010_3 +
                                       oo2e * (v_120_000_2 - roe * v_120_000_3) +
                                       2.0 * oo2ze * v_110_010_3;
            const double v_120_120_1 = QCx * v_120_020_1 + WQx * v_120_020_2 + oo2ze * v_020_020_2;
            const double v_120_220_0 = QCx * v_120_120_0 + WQx * v_120_120_1 +
                                       oo2e * (v_120_020_0 - roe * v_120_020_1) +
                                       oo2ze * v_020_120_1;
            const double v_120_011_2 =
                QCy * v_120_001_2 + WQy * v_120_001_3 + 2.0 * oo2ze * v_110_001_3;
            const double v_120_111_1 = QCx * v_120_011_1 + WQx * v_120_011_2 + oo2ze * v_020_011_2;
            const double v_120_211_0 = QCx * v_120_111_0 + WQx * v_120_111_1 +
                                       oo2e * (v_120_011_0 - roe * v_120_011_1) +
                                       oo2ze * v_020_111_1;
            const double v_120_002_2 =
                QCz * v_120_001_2 + WQz * v_120_001_3 + oo2e * (v_120_000_2 - roe * v_120_000_3);
            const double v_120_102_1 = QCx * v_120_002_1 + WQx * v_120_002_2 + oo2ze * v_020_002_2;
            const double v_120_202_0 = QCx * v_120_102_0 + WQx * v_120_102_1 +
                                       oo2e * (v_120_002_0 - roe * v_120_002_1) +
                                       oo2ze * v_020_102_1;
            const double v_120_030_1 = QCy * v_120_020_1 + WQy * v_120_020_2 +
                                       2.0 * oo2e * (v_120_010_1 - roe * v_120_010_2) +
                                       2.0 * oo2ze * v_110_020_2;
            const double v_120_130_0 = QCx * v_120_030_0 + WQx * v_120_030_1 + oo2ze * v_020_030_1;
            const double v_120_021_1 = QCy * v_120_011_1 + WQy * v_120_011_2 +
                                       oo2e * (v_120_001_1 - roe * v_120_001_2) +
                                       2.0 * oo2ze * v_110_011_2;
            const double v_120_121_0 = QCx * v_120_021_0 + WQx * v_120_021_1 + oo2ze * v_020_021_1;
            const double v_120_012_1 =
                QCy * v_120_002_1 + WQy * v_120_002_2 + 2.0 * oo2ze * v_110_002_2;
            const double v_120_112_0 = QCx * v_120_012_0 + WQx * v_120_012_1 + oo2ze * v_020_012_1;
            const double v_120_003_1 = QCz * v_120_002_1 + WQz * v_120_002_2 +
                                       2.0 * oo2e * (v_120_001_1 - roe * v_120_001_2);
            const double v_120_103_0 = QCx * v_120_003_0 + WQx * v_120_003_1 + oo2ze * v_020_003_1;
            const double v_120_040_0 = QCy * v_120_030_0 + WQy * v_120_030_1 +
                                       3.0 * oo2e * (v_120_020_0 - roe * v_120_020_1) +
                                       2.0 * oo2ze * v_110_030_1;
            const double v_120_031_0 = QCy * v_120_021_0 + WQy * v_120_021_1 +
                                       2.0 * oo2e * (v_120_011_0 - roe * v_120_011_1) +
                                       2.0 * oo2ze * v_110_021_1;
            const double v_120_022_0 = QCy * v_120_012_0 + WQy * v_120_012_1 +
                                       oo2e * (v_120_002_0 - roe * v_120_002_1) +
                                       2.0 * oo2ze * v_110_012_1;
            const double v_120_013_0 =
                QCy * v_120_003_0 + WQy * v_120_003_1 + 2.0 * oo2ze * v_110_003_1;
            const double v_120_004_0 = QCz * v_120_003_0 + WQz * v_120_003_1 +
                                       3.0 * oo2e * (v_120_002_0 - roe * v_120_002_1);
            const double v_011_000_5 = PAy * v_001_000_5 + WPy * v_001_000_6;
            const double v_111_000_4 = PAx * v_011_000_4 + WPx * v_011_000_5;
            const double v_111_100_3 = QCx * v_111_000_3 + WQx * v_111_000_4 + oo2ze * v_011_000_4;
            const double v_111_200_2 = QCx * v_111_100_2 + WQx * v_111_100_3 +
                                       oo2e * (v_111_000_2 - roe * v_111_000_3) +
                                       oo2ze * v_011_100_3;
            const double v_111_300_1 = QCx * v_111_200_1 + WQx * v_111_200_2 +
                                       2.0 * oo2e * (v_111_100_1 - roe * v_111_100_2) +
                                       oo2ze * v_011_200_2;
            const double v_111_400_0 = QCx * v_111_300_0 + WQx * v_111_300_1 +
                                       3.0 * oo2e * (v_111_200_0 - roe * v_111_200_1) +
                                       oo2ze * v_011_300_1;
            const double v_111_010_3 = QCy * v_111_000_3 + WQy * v_111_000_4 + oo2ze * v_101_000_4;
            const double v_111_110_2 = QCx * v_111_010_2 + WQx * v_111_010_3 + oo2ze * v_011_010_3;
            const double v_111_210_1 = QCx * v_111_110_1 + WQx * v_111_110_2 +
                                       oo2e * (v_111_010_1 - roe * v_111_010_2) +
                                       oo2ze * v_011_110_2;
            const double v_111_310_0 = QCx * v_111_210_0 + WQx * v_111_210_1 +
                                       2.0 * oo2e * (v_111_110_0 - roe * v_111_110_1) +
                                       oo2ze * v_011_210_1;
            const double v_111_001_3 = QCz * v_111_000_3 + WQz * v_111_000_4 + oo2ze * v_110_000_4;
            const double v_111_101_2 = QCx * v_111_001_2 + WQx * v_111_001_3 + oo2ze * v_011_001_3;
            const double v_111_201_1 = QCx * v_111_101_1 + WQx * v_111_101_2 +
                                       oo2e * (v_111_001_1 - roe * v_111_001_2) +
                                       oo2ze * v_011_101_2;
            const double v_111_301_0 = QCx * v_111_201_0 + WQx * v_111_201_1 +
                                       2.0 * oo2e * (v_111_101_0 - roe * v_111_101_1) +
                                       oo2ze * v_011_201_1;
            const double v_111_020_2 = QCy * v_111_010_2 + WQy * v_111_010_3 +
                                       oo2e * (v_111_000_2 - roe * v_111_000_3) +
                                       oo2ze * v_101_010_3;
            const double v_111_120_1 = QCx * v_111_020_1 + WQx * v_111_020_2 + oo2ze * v_011_020_2;
            const double v_111_220_0 = QCx * v_111_120_0 + WQx * v_111_120_1 +
                                       oo2e * (v_111_020_0 - roe * v_111_020_1) +
                                       oo2ze * v_011_120_1;
            const double v_111_011_2 = QCy * v_111_001_2 + WQy * v_111_001_3 + oo2ze * v_101_001_3;
            const double v_111_111_1 = QCx * v_111_011_1 + WQx * v_111_011_2 + oo2ze * v_011_011_2;
            const double v_111_211_0 = QCx * v_111_111_0 + WQx * v_111_111_1 +
                                       oo2e * (v_111_011_0 - roe * v_111_011_1) +
                                       oo2ze * v_011_111_1;
            const double v_111_002_2 = QCz * v_111_001_2 + WQz * v_111_001_3 +
                                       oo2e * (v_111_000_2 - roe * v_111_000_3) +
                                       oo2ze * v_110_001_3;
            const double v_111_102_1 = QCx * v_111_002_1 + WQx * v_111_002_2 + oo2ze * v_011_002_2;
            const double v_111_202_0 = QCx * v_111_102_0 + WQx * v_111_102_1 +
                                       oo2e * (v_111_002_0 - roe * v_111_002_1) +
                                       oo2ze * v_011_102_1;
            const double v_111_030_1 = QCy * v_111_020_1 + WQy * v_111_020_2 +
                                       2.0 * oo2e * (v_111_010_1 - roe * v_111_010_2) +
                                       oo2ze * v_101_020_2;
            const double v_111_130_0 = QCx * v_111_030_0 + WQx * v_111_030_1 + oo2ze * v_011_030_1;
            const double v_111_021_1 = QCy * v_111_011_1 + WQy * v_111_011_2 +
                                       oo2e * (v_111_001_1 - roe * v_111_001_2) +
                                       oo2ze * v_101_011_2;
            const double v_111_121_0 = QCx * v_111_021_0 + WQx * v_111_021_1 + oo2ze * v_011_021_1;
            const double v_111_012_1 = QCy * v_111_002_1 + WQy * v_111_002_2 + oo2ze * v_101_002_2;
            const double v_111_112_0 = QCx * v_111_012_0 + WQx * v_111_012_1 + oo2ze * v_011_012_1;
            const double v_111_003_1 = QCz * v_111_002_1 + WQz * v_111_002_2 +
                                       2.0 * oo2e * (v_111_001_1 - roe * v_111_001_2) +
                                       oo2ze * v_110_002_2;
            const double v_111_103_0 = QCx * v_111_003_0 + WQx * v_111_003_1 + oo2ze * v_011_003_1;
            const double v_111_040_0 = QCy * v_111_030_0 + WQy * v_111_030_1 +
                                       3.0 * oo2e * (v_111_020_0 - roe * v_111_020_1) +
                                       oo2ze * v_101_030_1;
            const double v_111_031_0 = QCy * v_111_021_0 + WQy * v_111_021_1 +
                                       2.0 * oo2e * (v_111_011_0 - roe * v_111_011_1) +
                                       oo2ze * v_101_021_1;
            const double v_111_022_0 = QCy * v_111_012_0 + WQy * v_111_012_1 +
                                       oo2e * (v_111_002_0 - roe * v_111_002_1) +
                                       oo2ze * v_101_012_1;
            const double v_111_013_0 = QCy * v_111_003_0 + WQy * v_111_003_1 + oo2ze * v_101_003_1;
            const double v_111_004_0 = QCz * v_111_003_0 + WQz * v_111_003_1 +
                                       3.0 * oo2e * (v_111_002_0 - roe * v_111_002_1) +
                                       oo2ze * v_110_003_1;
            const double v_002_000_5 =
                PAz * v_001_000_5 + WPz * v_001_000_6 + oo2z * (s_5 - roz * s_6);
            const double v_102_000_4 = PAx * v_002_000_4 + WPx * v_002_000_5;
            const double v_102_100_3 = QCx * v_102_000_3 + WQx * v_102_000_4 + oo2ze * v_002_000_4;
            const double v_102_200_2 = QCx * v_102_100_2 + WQx * v_102_100_3 +
                                       oo2e * (v_102_000_2 - roe * v_102_000_3) +
                                       oo2ze * v_002_100_3;
            const double v_102_300_1 = QCx * v_102_200_1 + WQx * v_102_200_2 +
                                       2.0 * oo2e * (v_102_100_1 - roe * v_102_100_2) +
                                       oo2ze * v_002_200_2;
            const double v_102_400_0 = QCx * v_102_300_0 + WQx * v_102_300_1 +
                                       3.0 * oo2e * (v_102_200_0 - roe * v_102_200_1) +
                                       oo2ze * v_002_300_1;
            const double v_102_010_3 = QCy * v_102_000_3 + WQy * v_102_000_4;
            const double v_102_110_2 = QCx * v_102_010_2 + WQx * v_102_010_3 + oo2ze * v_002_010_3;
            const double v_102_210_1 = QCx * v_102_110_1 + WQx * v_102_110_2 +
                                       oo2e * (v_102_010_1 - roe * v_102_010_2) +
                                       oo2ze * v_002_110_2;
            const double v_102_310_0 = QCx * v_102_210_0 + WQx * v_102_210_1 +
                                       2.0 * oo2e * (v_102_110_0 - roe * v_102_110_1) +
                                       oo2ze * v_002_210_1;
            const double v_102_001_3 =
                QCz * v_102_000_3 + WQz * v_102_000_4 + 2.0 * oo2ze * v_101_000_4;
            const double v_102_101_2 = QCx * v_102_001_2 + WQx * v_102_001_3 + oo2ze * v_002_001_3;
            const double v_102_201_1 = QCx * v_102_101_1 + WQx * v_102_101_2 +
                                       oo2e * (v_102_001_1 - roe * v_102_001_2) +
                                       oo2ze * v_002_101_2;
            const double v_102_301_0 = QCx * v_102_201_0 + WQx * v_102_201_1 +
                                       2.0 * oo2e * (v_102_101_0 - roe * v_102_101_1) +
                                       oo2ze * v_002_201_1;
            const double v_102_020_2 =
                QCy * v_102_010_2 + WQy * v_102_010_3 + oo2e * (v_102_000_2 - roe * v_102_000_3);
            const double v_102_120_1 = QCx * v_102_020_1 + WQx * v_102_020_2 + oo2ze * v_002_020_2;
            const double v_102_220_0 = QCx * v_102_120_0 + WQx * v_102_120_1 +
                                       oo2e * (v_102_020_0 - roe * v_102_020_1) +
                                       oo2ze * v_002_120_1;
            const double v_102_011_2 = QCy * v_102_001_2 + WQy * v_102_001_3;
            const double v_102_111_1 = QCx * v_102_011_1 + WQx * v_102_011_2 + oo2ze * v_002_011_2;
            const double v_102_211_0 = QCx * v_102_111_0 + WQx * v_102_111_1 +
                                       oo2e * (v_102_011_0 - roe * v_102_011_1) +
                                       oo2ze * v_002_111_1;
            const double v_102_002_2 = QCz * v_102_001_2 + WQz * v_102_001_3 +
                                       oo2e * (v_102_000_2 - roe * v_102_000_3) +
                                       2.0 * oo2ze * v_101_001_3;
            const double v_102_102_1 = QCx * v_102_002_1 + WQx * v_102_002_2 + oo2ze * v_002_002_2;
            const double v_102_202_0 = QCx * v_102_102_0 + WQx * v_102_102_1 +
                                       oo2e * (v_102_002_0 - roe * v_102_002_1) +
                                       oo2ze * v_002_102_1;
            const double v_102_030_1 = QCy * v_102_020_1 + WQy * v_102_020_2 +
                                       2.0 * oo2e * (v_102_010_1 - roe * v_102_010_2);
            const double v_102_130_0 = QCx * v_102_030_0 + WQx * v_102_030_1 + oo2ze * v_002_030_1;
            const double v_102_021_1 =
                QCy * v_102_011_1 + WQy * v_102_011_2 + oo2e * (v_102_001_1 - roe * v_102_001_2);
            const double v_102_121_0 = QCx * v_102_021_0 + WQx * v_102_021_1 + oo2ze * v_002_021_1;
            const double v_102_012_1 = QCy * v_102_002_1 + WQy * v_102_002_2;
            const double v_102_112_0 = QCx * v_102_012_0 + WQx * v_102_012_1 + oo2ze * v_002_012_1;
            const double v_102_003_1 = QCz * v_102_002_1 + WQz * v_102_002_2 +
                                       2.0 * oo2e * (v_102_001_1 - roe * v_102_001_2) +
                                       2.0 * oo2ze * v_101_002_2;
            const double v_102_103_0 = QCx * v_102_003_0 + WQx * v_102_003_1 + oo2ze * v_002_003_1;
            const double v_102_040_0 = QCy * v_102_030_0 + WQy * v_102_030_1 +
                                       3.0 * oo2e * (v_102_020_0 - roe * v_102_020_1);
            const double v_102_031_0 = QCy * v_102_021_0 + WQy * v_102_021_1 +
                                       2.0 * oo2e * (v_102_011_0 - roe * v_102_011_1);
            const double v_102_022_0 =
                QCy * v_102_012_0 + WQy * v_102_012_1 + oo2e * (v_102_002_0 - roe * v_102_002_1);
            const double v_102_013_0 = QCy * v_102_003_0 + WQy * v_102_003_1;
            const double v_102_004_0 = QCz * v_102_003_0 + WQz * v_102_003_1 +
                                       3.0 * oo2e * (v_102_002_0 - roe * v_102_002_1) +
                                       2.0 * oo2ze * v_101_003_1;
            const double v_030_000_4 = PAy * v_020_000_4 + WPy * v_020_000_5 +
                                       2.0 * oo2z * (v_010_000_4 - roz * v_010_000_5);
            const double v_030_100_3 = QCx * v_030_000_3 + WQx * v_030_000_4;
            const double v_030_200_2 =
                QCx * v_030_100_2 + WQx * v_030_100_3 + oo2e * (v_030_000_2 - roe * v_030_000_3);
            const double v_030_300_1 = QCx * v_030_200_1 + WQx * v_030_200_2 +
                                       2.0 * oo2e * (v_030_100_1 - roe * v_030_100_2);
            const double v_030_400_0 = QCx * v_030_300_0 + WQx * v_030_300_1 +
                                       3.0 * oo2e * (v_030_200_0 - roe * v_030_200_1);
            const double v_030_010_3 =
                QCy * v_030_000_3 + WQy * v_030_000_4 + 3.0 * oo2ze * v_020_000_4;
            const double v_030_110_2 = QCx * v_030_010_2 + WQx * v_030_010_3;
            const double v_030_210_1 =
                QCx * v_030_110_1 + WQx * v_030_110_2 + oo2e * (v_030_010_1 - roe * v_030_010_2);
            const double v_030_310_0 = QCx * v_030_210_0 + WQx * v_030_210_1 +
                                       2.0 * oo2e * (v_030_110_0 - roe * v_030_110_1);
            const double v_030_001_3 = QCz * v_030_000_3 + WQz * v_030_000_4;
            const double v_030_101_2 = QCx * v_030_001_2 + WQx * v_030_001_3;
            const double v_030_201_1 =
                QCx * v_030_101_1 + WQx * v_030_101_2 + oo2e * (v_030_001_1 - roe * v_030_001_2);
            const double v_030_301_0 = QCx * v_030_201_0 + WQx * v_030_201_1 +
                                       2.0 * oo2e * (v_030_101_0 - roe * v_030_101_1);
            const double v_030_020_2 = QCy * v_030_010_2 + WQy * v_030_010_3 +
                                       oo2e * (v_030_000_2 - roe * v_030_000_3) +
                                       3.0 * oo2ze * v_020_010_3;
            const double v_030_120_1 = QCx * v_030_020_1 + WQx * v_030_020_2;
            const double v_030_220_0 =
                QCx * v_030_120_0 + WQx * v_030_120_1 + oo2e * (v_030_020_0 - roe * v_030_020_1);
            const double v_030_011_2 =
                QCy * v_030_001_2 + WQy * v_030_001_3 + 3.0 * oo2ze * v_020_001_3;
            const double v_030_111_1 = QCx * v_030_011_1 + WQx * v_030_011_2;
            const double v_030_211_0 =
                QCx * v_030_111_0 + WQx * v_030_111_1 + oo2e * (v_030_011_0 - roe * v_030_011_1);
            const double v_030_002_2 =
                QCz * v_030_001_2 + WQz * v_030_001_3 + oo2e * (v_030_000_2 - roe * v_030_000_3);
            const double v_030_102_1 = QCx * v_030_002_1 + WQx * v_030_002_2;
            const double v_030_202_0 =
                QCx * v_030_102_0 + WQx * v_030_102_1 + oo2e * (v_030_002_0 - roe * v_030_002_1);
            const double v_030_030_1 = QCy * v_030_020_1 + WQy * v_030_020_2 +
                                       2.0 * oo2e * (v_030_010_1 - roe * v_030_010_2) +
                                       3.0 * oo2ze * v_020_020_2;
            const double v_030_130_0 = QCx * v_030_030_0 + WQx * v_030_030_1;
            const double v_030_021_1 = QCy * v_030_011_1 + WQy * v_030_011_2 +
                                       oo2e * (v_030_001_1 - roe * v_030_001_2) +
                                       3.0 * oo2ze * v_020_011_2;
            const double v_030_121_0 = QCx * v_030_021_0 + WQx * v_030_021_1;
            const double v_030_012_1 =
                QCy * v_030_002_1 + WQy * v_030_002_2 + 3.0 * oo2ze * v_020_002_2;
            const double v_030_112_0 = QCx * v_030_012_0 + WQx * v_030_012_1;
            const double v_030_003_1 = QCz * v_030_002_1 + WQz * v_030_002_2 +
                                       2.0 * oo2e * (v_030_001_1 - roe * v_030_001_2);
            const double v_030_103_0 = QCx * v_030_003_0 + WQx * v_030_003_1;
            const double v_030_040_0 = QCy * v_030_030_0 + WQy * v_030_030_1 +
                                       3.0 * oo2e * (v_030_020_0 - roe * v_030_020_1) +
                                       3.0 * oo2ze * v_020_030_1;
            const double v_030_031_0 = QCy * v_030_021_0 + WQy * v_030_021_1 +
                                       2.0 * oo2e * (v_030_011_0 - roe * v_030_011_1) +
                                       3.0 * oo2ze * v_020_021_1;
            const double v_030_022_0 = QCy * v_030_012_0 + WQy * v_030_012_1 +
                                       oo2e * (v_030_002_0 - roe * v_030_002_1) +
                                       3.0 * oo2ze * v_020_012_1;
            const double v_030_013_0 =
                QCy * v_030_003_0 + WQy * v_030_003_1 + 3.0 * oo2ze * v_020_003_1;
            const double v_030_004_0 = QCz * v_030_003_0 + WQz * v_030_003_1 +
                                       3.0 * oo2e * (v_030_002_0 - roe * v_030_002_1);
            const double v_021_000_4 =
                PAy * v_011_000_4 + WPy * v_011_000_5 + oo2z * (v_001_000_4 - roz * v_001_000_5);
            const double v_021_100_3 = QCx * v_021_000_3 + WQx * v_021_000_4;
            const double v_021_200_2 =
                QCx * v_021_100_2 + WQx * v_021_100_3 + oo2e * (v_021_000_2 - roe * v_021_000_3);
            const double v_021_300_1 = QCx * v_021_200_1 + WQx * v_021_200_2 +
                                       2.0 * oo2e * (v_021_100_1 - roe * v_021_100_2);
            const double v_021_400_0 = QCx * v_021_300_0 + WQx * v_021_300_1 +
                                       3.0 * oo2e * (v_021_200_0 - roe * v_021_200_1);
            const double v_021_010_3 =
                QCy * v_021_000_3 + WQy * v_021_000_4 + 2.0 * oo2ze * v_011_000_4;
            const double v_021_110_2 = QCx * v_021_010_2 + WQx * v_021_010_3;
            const double v_021_210_1 =
                QCx * v_021_110_1 + WQx * v_021_110_2 + oo2e * (v_021_010_1 - roe * v_021_010_2);
            const double v_021_310_0 = QCx * v_021_210_0 + WQx * v_021_210_1 +
                                       2.0 * oo2e * (v_021_110_0 - roe * v_021_110_1);
            const double v_021_001_3 = QCz * v_021_000_3 + WQz * v_021_000_4 + oo2ze * v_020_000_4;
            const double v_021_101_2 = QCx * v_021_001_2 + WQx * v_021_001_3;
            const double v_021_201_1 =
                QCx * v_021_101_1 + WQx * v_021_101_2 + oo2e * (v_021_001_1 - roe * v_021_001_2);
            const double v_021_301_0 = QCx * v_021_201_0 + WQx * v_021_201_1 +
                                       2.0 * oo2e * (v_021_101_0 - roe * v_021_101_1);
            const double v_021_020_2 = QCy * v_021_010_2 + WQy * v_021_010_3 +
                                       oo2e * (v_021_000_2 - roe * v_021_000_3) +
                                       2.0 * oo2ze * v_011_010_3;
            const double v_021_120_1 = QCx * v_021_020_1 + WQx * v_021_020_2;
            const double v_021_220_0 =
                QCx * v_021_120_0 + WQx * v_021_120_1 + oo2e * (v_021_020_0 - roe * v_021_020_1);
            const double v_021_011_2 =
                QCy * v_021_001_2 + WQy * v_021_001_3 + 2.0 * oo2ze * v_011_001_3;
            const double v_021_111_1 = QCx * v_021_011_1 + WQx * v_021_011_2;
            const double v_021_211_0 =
                QCx * v_021_111_0 + WQx * v_021_111_1 + oo2e * (v_021_011_0 - roe * v_021_011_1);
            const double v_021_002_2 = QCz * v_021_001_2 + WQz * v_021_001_3 +
                                       oo2e * (v_021_000_2 - roe * v_021_000_3) +
                                       oo2ze * v_020_001_3;
            const double v_021_102_1 = QCx * v_021_002_1 + WQx * v_021_002_2;
            const double v_021_202_0 =
                QCx * v_021_102_0 + WQx * v_021_102_1 + oo2e * (v_021_002_0 - roe * v_021_002_1);
            const double v_021_030_1 = QCy * v_021_020_1 + WQy * v_021_020_2 +
                                       2.0 * oo2e * (v_021_010_1 - roe * v_021_010_2) +
                                       2.0 * oo2ze * v_011_020_2;
            const double v_021_130_0 = QCx * v_021_030_0 + WQx * v_021_030_1;
            const double v_021_021_1 = QCy * v_021_011_1 + WQy * v_021_011_2 +
                                       oo2e * (v_021_001_1 - roe * v_021_001_2) +
                                       2.0 * oo2ze * v_011_011_2;
            const double v_021_121_0 = QCx * v_021_021_0 + WQx * v_021_021_1;
            const double v_021_012_1 =
                QCy * v_021_002_1 + WQy * v_021_002_2 + 2.0 * oo2ze * v_011_002_2;
            const double v_021_112_0 = QCx * v_021_012_0 + WQx * v_021_012_1;
            const double v_021_003_1 = QCz * v_021_002_1 + WQz * v_021_002_2 +
                                       2.0 * oo2e * (v_021_001_1 - roe * v_021_001_2) +
                                       oo2ze * v_020_002_2;
            const double v_021_103_0 = QCx * v_021_003_0 + WQx * v_021_003_1;
            const double v_021_040_0 = QCy * v_021_030_0 + WQy * v_021_030_1 +
                                       3.0 * oo2e * (v_021_020_0 - roe * v_021_020_1) +
                                       2.0 * oo2ze * v_011_030_1;
            const double v_021_031_0 = QCy * v_021_021_0 + WQy * v_021_021_1 +
                                       2.0 * oo2e * (v_021_011_0 - roe * v_021_011_1) +
                                       2.0 * oo2ze * v_011_021_1;
            const double v_021_022_0 = QCy * v_021_012_0 + WQy * v_021_012_1 +
                                       oo2e * (v_021_002_0 - roe * v_021_002_1) +
                                       2.0 * oo2ze * v_011_012_1;
            const double v_021_013_0 =
                QCy * v_021_003_0 + WQy * v_021_003_1 + 2.0 * oo2ze * v_011_003_1;
            const double v_021_004_0 = QCz * v_021_003_0 + WQz * v_021_003_1 +
                                       3.0 * oo2e * (v_021_002_0 - roe * v_021_002_1) +
                                       oo2ze * v_020_003_1;
            const double v_012_000_4 = PAy * v_002_000_4 + WPy * v_002_000_5;
            const double v_012_100_3 = QCx * v_012_000_3 + WQx * v_012_000_4;
            const double v_012_200_2 =
                QCx * v_012_100_2 + WQx * v_012_100_3 + oo2e * (v_012_000_2 - roe * v_012_000_3);
            const double v_012_300_1 = QCx * v_012_200_1 + WQx * v_012_200_2 +
                                       2.0 * oo2e * (v_012_100_1 - roe * v_012_100_2);
            const double v_012_400_0 = QCx * v_012_300_0 + WQx * v_012_300_1 +
                                       3.0 * oo2e * (v_012_200_0 - roe * v_012_200_1);
            const double v_012_010_3 = QCy * v_012_000_3 + WQy * v_012_000_4 + oo2ze * v_002_000_4;
            const double v_012_110_2 = QCx * v_012_010_2 + WQx * v_012_010_3;
            const double v_012_210_1 =
                QCx * v_012_110_1 + WQx * v_012_110_2 + oo2e * (v_012_010_1 - roe * v_012_010_2);
            const double v_012_310_0 = QCx * v_012_210_0 + WQx * v_012_210_1 +
                                       2.0 * oo2e * (v_012_110_0 - roe * v_012_110_1);
            const double v_012_001_3 =
                QCz * v_012_000_3 + WQz * v_012_000_4 + 2.0 * oo2ze * v_011_000_4;
            const double v_012_101_2 = QCx * v_012_001_2 + WQx * v_012_001_3;
            const double v_012_201_1 =
                QCx * v_012_101_1 + WQx * v_012_101_2 + oo2e * (v_012_001_1 - roe * v_012_001_2);
            const double v_012_301_0 = QCx * v_012_201_0 + WQx * v_012_201_1 +
                                       2.0 * oo2e * (v_012_101_0 - roe * v_012_101_1);
            const double v_012_020_2 = QCy * v_012_010_2 + WQy * v_012_010_3 +
                                       oo2e * (v_012_000_2 - roe * v_012_000_3) +
                                       oo2ze * v_002_010_3;
            const double v_012_120_1 = QCx * v_012_020_1 + WQx * v_012_020_2;
            const double v_012_220_0 =
                QCx * v_012_120_0 + WQx * v_012_120_1 + oo2e * (v_012_020_0 - roe * v_012_020_1);
            const double v_012_011_2 = QCy * v_012_001_2 + WQy * v_012_001_3 + oo2ze * v_002_001_3;
            const double v_012_111_1 = QCx * v_012_011_1 + WQx * v_012_011_2;
            const double v_012_211_0 =
                QCx * v_012_111_0 + WQx * v_012_111_1 + oo2e * (v_012_011_0 - roe * v_012_011_1);
            const double v_012_002_2 = QCz * v_012_001_2 + WQz * v_012_001_3 +
                                       oo2e * (v_012_000_2 - roe * v_012_000_3) +
                                       2.0 * oo2ze * v_011_001_3;
            const double v_012_102_1 = QCx * v_012_002_1 + WQx * v_012_002_2;
            const double v_012_202_0 =
                QCx * v_012_102_0 + WQx * v_012_102_1 + oo2e * (v_012_002_0 - roe * v_012_002_1);
            const double v_012_030_1 = QCy * v_012_020_1 + WQy * v_012_020_2 +
                                       2.0 * oo2e * (v_012_010_1 - roe * v_012_010_2) +
                                       oo2ze * v_002_020_2;
            const double v_012_130_0 = QCx * v_012_030_0 + WQx * v_012_030_1;
            const double v_012_021_1 = QCy * v_012_011_1 + WQy * v_012_011_2 +
                                       oo2e * (v_012_001_1 - roe * v_012_001_2) +
                                       oo2ze * v_002_011_2;
            const double v_012_121_0 = QCx * v_012_021_0 + WQx * v_012_021_1;
            const double v_012_012_1 = QCy * v_012_002_1 + WQy * v_012_002_2 + oo2ze * v_002_002_2;
            const double v_012_112_0 = QCx * v_012_012_0 + WQx * v_012_012_1;
            const double v_012_003_1 = QCz * v_012_002_1 + WQz * v_012_002_2 +
                                       2.0 * oo2e * (v_012_001_1 - roe * v_012_001_2) +
                                       2.0 * oo2ze * v_011_002_2;
            const double v_012_103_0 = QCx * v_012_003_0 + WQx * v_012_003_1;
            const double v_012_040_0 = QCy * v_012_030_0 + WQy * v_012_030_1 +
                                       3.0 * oo2e * (v_012_020_0 - roe * v_012_020_1) +
                                       oo2ze * v_002_030_1;
            const double v_012_031_0 = QCy * v_012_021_0 + WQy * v_012_021_1 +
                                       2.0 * oo2e * (v_012_011_0 - roe * v_012_011_1) +
                                       oo2ze * v_002_021_1;
            const double v_012_022_0 = QCy * v_012_012_0 + WQy * v_012_012_1 +
                                       oo2e * (v_012_002_0 - roe * v_012_002_1) +
                                       oo2ze * v_002_012_1;
            const double v_012_013_0 = QCy * v_012_003_0 + WQy * v_012_003_1 + oo2ze * v_002_003_1;
            const double v_012_004_0 = QCz * v_012_003_0 + WQz * v_012_003_1 +
                                       3.0 * oo2e * (v_012_002_0 - roe * v_012_002_1) +
                                       2.0 * oo2ze * v_011_003_1;
            const double v_003_000_4 = PAz * v_002_000_4 + WPz * v_002_000_5 +
                                       2.0 * oo2z * (v_001_000_4 - roz * v_001_000_5);
            const double v_003_100_3 = QCx * v_003_000_3 + WQx * v_003_000_4;
            const double v_003_200_2 =
                QCx * v_003_100_2 + WQx * v_003_100_3 + oo2e * (v_003_000_2 - roe * v_003_000_3);
            const double v_003_300_1 = QCx * v_003_200_1 + WQx * v_003_200_2 +
                                       2.0 * oo2e * (v_003_100_1 - roe * v_003_100_2);
            const double v_003_400_0 = QCx * v_003_300_0 + WQx * v_003_300_1 +
                                       3.0 * oo2e * (v_003_200_0 - roe * v_003_200_1);
            const double v_003_010_3 = QCy * v_003_000_3 + WQy * v_003_000_4;
            const double v_003_110_2 = QCx * v_003_010_2 + WQx * v_003_010_3;
            const double v_003_210_1 =
                QCx * v_003_110_1 + WQx * v_003_110_2 + oo2e * (v_003_010_1 - roe * v_003_010_2);
            const double v_003_310_0 = QCx * v_003_210_0 + WQx * v_003_210_1 +
                                       2.0 * oo2e * (v_003_110_0 - roe * v_003_110_1);
            const double v_003_001_3 =
                QCz * v_003_000_3 + WQz * v_003_000_4 + 3.0 * oo2ze * v_002_000_4;
            const double v_003_101_2 = QCx * v_003_001_2 + WQx * v_003_001_3;
            const double v_003_201_1 =
                QCx * v_003_101_1 + WQx * v_003_101_2 + oo2e * (v_003_001_1 - roe * v_003_001_2);
            const double v_003_301_0 = QCx * v_003_201_0 + WQx * v_003_201_1 +
                                       2.0 * oo2e * (v_003_101_0 - roe * v_003_101_1);
            const double v_003_020_2 =
                QCy * v_003_010_2 + WQy * v_003_010_3 + oo2e * (v_003_000_2 - roe * v_003_000_3);
            const double v_003_120_1 = QCx * v_003_020_1 + WQx * v_003_020_2;
            const double v_003_220_0 =
                QCx * v_003_120_0 + WQx * v_003_120_1 + oo2e * (v_003_020_0 - roe * v_003_020_1);
            const double v_003_011_2 = QCy * v_003_001_2 + WQy * v_003_001_3;
            const double v_003_111_1 = QCx * v_003_011_1 + WQx * v_003_011_2;
            const double v_003_211_0 =
                QCx * v_003_111_0 + WQx * v_003_111_1 + oo2e * (v_003_011_0 - roe * v_003_011_1);
            const double v_003_002_2 = QCz * v_003_001_2 + WQz * v_003_001_3 +
                                       oo2e * (v_003_000_2 - roe * v_003_000_3) +
                                       3.0 * oo2ze * v_002_001_3;
            const double v_003_102_1 = QCx * v_003_002_1 + WQx * v_003_002_2;
            const double v_003_202_0 =
                QCx * v_003_102_0 + WQx * v_003_102_1 + oo2e * (v_003_002_0 - roe * v_003_002_1);
            const double v_003_030_1 = QCy * v_003_020_1 + WQy * v_003_020_2 +
                                       2.0 * oo2e * (v_003_010_1 - roe * v_003_010_2);
            const double v_003_130_0 = QCx * v_003_030_0 + WQx * v_003_030_1;
            const double v_003_021_1 =
                QCy * v_003_011_1 + WQy * v_003_011_2 + oo2e * (v_003_001_1 - roe * v_003_001_2);
            const double v_003_121_0 = QCx * v_003_021_0 + WQx * v_003_021_1;
            const double v_003_012_1 = QCy * v_003_002_1 + WQy * v_003_002_2;
            const double v_003_112_0 = QCx * v_003_012_0 + WQx * v_003_012_1;
            const double v_003_003_1 = QCz * v_003_002_1 + WQz * v_003_002_2 +
                                       2.0 * oo2e * (v_003_001_1 - roe * v_003_001_2) +
                                       3.0 * oo2ze * v_002_002_2;
            const double v_003_103_0 = QCx * v_003_003_0 + WQx * v_003_003_1;
            const double v_003_040_0 = QCy * v_003_030_0 + WQy * v_003_030_1 +
                                       3.0 * oo2e * (v_003_020_0 - roe * v_003_020_1);
            const double v_003_031_0 = QCy * v_003_021_0 + WQy * v_003_021_1 +
                                       2.0 * oo2e * (v_003_011_0 - roe * v_003_011_1);
            const double v_003_022_0 =
                QCy * v_003_012_0 + WQy * v_003_012_1 + oo2e * (v_003_002_0 - roe * v_003_002_1);
            const double v_003_013_0 = QCy * v_003_003_0 + WQy * v_003_003_1;
            const double v_003_004_0 = QCz * v_003_003_0 + WQz * v_003_003_1 +
                                       3.0 * oo2e * (v_003_002_0 - roe * v_003_002_1) +
                                       3.0 * oo2ze * v_002_003_1;
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
            const double s_8 = pref * F[8];
            const double v_100_000_7 = PAx * s_7 + WPx * s_8;
            const double v_200_000_6 =
                PAx * v_100_000_6 + WPx * v_100_000_7 + oo2z * (s_6 - roz * s_7);
            const double v_300_000_5 = PAx * v_200_000_5 + WPx * v_200_000_6 +
                                       2.0 * oo2z * (v_100_000_5 - roz * v_100_000_6);
            const double v_400_000_4 = PAx * v_300_000_4 + WPx * v_300_000_5 +
                                       3.0 * oo2z * (v_200_000_4 - roz * v_200_000_5);
            const double v_400_100_3 =
                QCx * v_400_000_3 + WQx * v_400_000_4 + 4.0 * oo2ze * v_300_000_4;
            const double v_400_200_2 = QCx * v_400_100_2 + WQx * v_400_100_3 +
                                       oo2e * (v_400_000_2 - roe * v_400_000_3) +
                                       4.0 * oo2ze * v_300_100_3;
            const double v_400_300_1 = QCx * v_400_200_1 + WQx * v_400_200_2 +
                                       2.0 * oo2e * (v_400_100_1 - roe * v_400_100_2) +
                                       4.0 * oo2ze * v_300_200_2;
            const double v_400_400_0 = QCx * v_400_300_0 + WQx * v_400_300_1 +
                                       3.0 * oo2e * (v_400_200_0 - roe * v_400_200_1) +
                                       4.0 * oo2ze * v_300_300_1;
            const double v_400_010_3 = QCy * v_400_000_3 + WQy * v_400_000_4;
            const double v_400_110_2 =
                QCx * v_400_010_2 + WQx * v_400_010_3 + 4.0 * oo2ze * v_300_010_3;
            const double v_400_210_1 = QCx * v_400_110_1 + WQx * v_400_110_2 +
                                       oo2e * (v_400_010_1 - roe * v_400_010_2) +
                                       4.0 * oo2ze * v_300_110_2;
            const double v_400_310_0 = QCx * v_400_210_0 + WQx * v_400_210_1 +
                                       2.0 * oo2e * (v_400_110_0 - roe * v_400_110_1) +
                                       4.0 * oo2ze * v_300_210_1;
            const double v_400_001_3 = QCz * v_400_000_3 + WQz * v_400_000_4;
            const double v_400_101_2 =
                QCx * v_400_001_2 + WQx * v_400_001_3 + 4.0 * oo2ze * v_300_001_3;
            const double v_400_201_1 = QCx * v_400_101_1 + WQx * v_400_101_2 +
                                       oo2e * (v_400_001_1 - roe * v_400_001_2) +
                                       4.0 * oo2ze * v_300_101_2;
            const double v_400_301_0 = QCx * v_400_201_0 + WQx * v_400_201_1 +
                                       2.0 * oo2e * (v_400_101_0 - roe * v_400_101_1) +
                                       4.0 * oo2ze * v_300_201_1;
            const double v_400_020_2 =
                QCy * v_400_010_2 + WQy * v_400_010_3 + oo2e * (v_400_000_2 - roe * v_400_000_3);
            const double v_400_120_1 =
                QCx * v_400_020_1 + WQx * v_400_020_2 + 4.0 * oo2ze * v_300_020_2;
            const double v_400_220_0 = QCx * v_400_120_0 + WQx * v_400_120_1 +
                                       oo2e * (v_400_020_0 - roe * v_400_020_1) +
                                       4.0 * oo2ze * v_300_120_1;
            const double v_400_011_2 = QCy * v_400_001_2 + WQy * v_400_001_3;
            const double v_400_111_1 =
                QCx * v_400_011_1 + WQx * v_400_011_2 + 4.0 * oo2ze * v_300_011_2;
            const double v_400_211_0 = QCx * v_400_111_0 + WQx * v_400_111_1 +
                                       oo2e * (v_400_011_0 - roe * v_400_011_1) +
                                       4.0 * oo2ze * v_300_111_1;
            const double v_400_002_2 =
                QCz * v_400_001_2 + WQz * v_400_001_3 + oo2e * (v_400_000_2 - roe * v_400_000_3);
            const double v_400_102_1 =
                QCx * v_400_002_1 + WQx * v_400_002_2 + 4.0 * oo2ze * v_300_002_2;
            const double v_400_202_0 = QCx * v_400_102_0 + WQx * v_400_102_1 +
                                       oo2e * (v_400_002_0 - roe * v_400_002_1) +
                                       4.0 * oo2ze * v_300_102_1;
            const double v_400_030_1 = QCy * v_400_020_1 + WQy * v_400_020_2 +
                                       2.0 * oo2e * (v_400_010_1 - roe * v_400_010_2);
            const double v_400_130_0 =
                QCx * v_400_030_0 + WQx * v_400_030_1 + 4.0 * oo2ze * v_300_030_1;
            const double v_400_021_1 =
                QCy * v_400_011_1 + WQy * v_400_011_2 + oo2e * (v_400_001_1 - roe * v_400_001_2);
            const double v_400_121_0 =
                QCx * v_400_021_0 + WQx * v_400_021_1 + 4.0 * oo2ze * v_300_021_1;
            const double v_400_012_1 = QCy * v_400_002_1 + WQy * v_400_002_2;
            const double v_400_112_0 =
                QCx * v_400_012_0 + WQx * v_400_012_1 + 4.0 * oo2ze * v_300_012_1;
            const double v_400_003_1 = QCz * v_400_002_1 + WQz * v_400_002_2 +
                                       2.0 * oo2e * (v_400_001_1 - roe * v_400_001_2);
            const double v_400_103_0 =
                QCx * v_400_003_0 + WQx * v_400_003_1 + 4.0 * oo2ze * v_300_003_1;
            const double v_400_040_0 = QCy * v_400_030_0 + WQy * v_400_030_1 +
                                       3.0 * oo2e * (v_400_020_0 - roe * v_400_020_1);
            const double v_400_031_0 = QCy * v_400_021_0 + WQy * v_400_021_1 +
                                       2.0 * oo2e * (v_400_011_0 - roe * v_400_011_1);
            const double v_400_022_0 =
                QCy * v_400_012_0 + WQy * v_400_012_1 + oo2e * (v_400_002_0 - roe * v_400_002_1);
            const double v_400_013_0 = QCy * v_400_003_0 + WQy * v_400_003_1;
            const double v_400_004_0 = QCz * v_400_003_0 + WQz * v_400_003_1 +
                                       3.0 * oo2e * (v_400_002_0 - roe * v_400_002_1);
            const double v_010_000_7 = PAy * s_7 + WPy * s_8;
            const double v_110_000_6 = PAx * v_010_000_6 + WPx * v_010_000_7;
            const double v_210_000_5 =
                PAx * v_110_000_5 + WPx * v_110_000_6 + oo2z * (v_010_000_5 - roz * v_010_000_6);
            const double v_310_000_4 = PAx * v_210_000_4 + WPx * v_210_000_5 +
                                       2.0 * oo2z * (v_110_000_4 - roz * v_110_000_5);
            const double v_310_100_3 =
                QCx * v_310_000_3 + WQx * v_310_000_4 + 3.0 * oo2ze * v_210_000_4;
            const double v_310_200_2 = QCx * v_310_100_2 + WQx * v_310_100_3 +
                                       oo2e * (v_310_000_2 - roe * v_310_000_3) +
                                       3.0 * oo2ze * v_210_100_3;
            const double v_310_300_1 = QCx * v_310_200_1 + WQx * v_310_200_2 +
                                       2.0 * oo2e * (v_310_100_1 - roe * v_310_100_2) +
                                       3.0 * oo2ze * v_210_200_2;
            const double v_310_400_0 = QCx * v_310_300_0 + WQx * v_310_300_1 +
                                       3.0 * oo2e * (v_310_200_0 - roe * v_310_200_1) +
                                       3.0 * oo2ze * v_210_300_1;
            const double v_310_010_3 = QCy * v_310_000_3 + WQy * v_310_000_4 + oo2ze * v_300_000_4;
            const double v_310_110_2 =
                QCx * v_310_010_2 + WQx * v_310_010_3 + 3.0 * oo2ze * v_210_010_3;
            const double v_310_210_1 = QCx * v_310_110_1 + WQx * v_310_110_2 +
                                       oo2e * (v_310_010_1 - roe * v_310_010_2) +
                                       3.0 * oo2ze * v_210_110_2;
            const double v_310_310_0 = QCx * v_310_210_0 + WQx * v_310_210_1 +
                                       2.0 * oo2e * (v_310_110_0 - roe * v_310_110_1) +
                                       3.0 * oo2ze * v_210_210_1;
            const double v_310_001_3 = QCz * v_310_000_3 + WQz * v_310_000_4;
            const double v_310_101_2 =
                QCx * v_310_001_2 + WQx * v_310_001_3 + 3.0 * oo2ze * v_210_001_3;
            const double v_310_201_1 = QCx * v_310_101_1 + WQx * v_310_101_2 +
                                       oo2e * (v_310_001_1 - roe * v_310_001_2) +
                                       3.0 * oo2ze * v_210_101_2;
            const double v_310_301_0 = QCx * v_310_201_0 + WQx * v_310_201_1 +
                                       2.0 * oo2e * (v_310_101_0 - roe * v_310_101_1) +
                                       3.0 * oo2ze * v_210_201_1;
            const double v_310_020_2 = QCy * v_310_010_2 + WQy * v_310_010_3 +
                                       oo2e * (v_310_000_2 - roe * v_310_000_3) +
                                       oo2ze * v_300_010_3;
            const double v_310_120_1 =
                QCx * v_310_020_1 + WQx * v_310_020_2 + 3.0 * oo2ze * v_210_020_2;
            const double v_310_220_0 = QCx * v_310_120_0 + WQx * v_310_120_1 +
                                       oo2e * (v_310_020_0 - roe * v_310_020_1) +
                                       3.0 * oo2ze * v_210_120_1;
            const double v_310_011_2 = QCy * v_310_001_2 + WQy * v_310_001_3 + oo2ze * v_300_001_3;
            const double v_310_111_1 =
                QCx * v_310_011_1 + WQx * v_310_011_2 + 3.0 * oo2ze * v_210_011_2;
            const double v_310_211_0 = QCx * v_310_111_0 + WQx * v_310_111_1 +
                                       oo2e * (v_310_011_0 - roe * v_310_011_1) +
                                       3.0 * oo2ze * v_210_111_1;
            const double v_310_002_2 =
                QCz * v_310_001_2 + WQz * v_310_001_3 + oo2e * (v_310_000_2 - roe * v_310_000_3);
            const double v_310_102_1 =
                QCx * v_310_002_1 + WQx * v_310_002_2 + 3.0 * oo2ze * v_210_002_2;
            const double v_310_202_0 = QCx * v_310_102_0 + WQx * v_310_102_1 +
                                       oo2e * (v_310_002_0 - roe * v_310_002_1) +
                                       3.0 * oo2ze * v_210_102_1;
            const double v_310_030_1 = QCy * v_310_020_1 + WQy * v_310_020_2 +
                                       2.0 * oo2e * (v_310_010_1 - roe * v_310_010_2) +
                                       oo2ze * v_300_020_2;
            const double v_310_130_0 =
                QCx * v_310_030_0 + WQx * v_310_030_1 + 3.0 * oo2ze * v_210_030_1;
            const double v_310_021_1 = QCy * v_310_011_1 + WQy * v_310_011_2 +
                                       oo2e * (v_310_001_1 - roe * v_310_001_2) +
                                       oo2ze * v_300_011_2;
            const double v_310_121_0 =
                QCx * v_310_021_0 + WQx * v_310_021_1 + 3.0 * oo2ze * v_210_021_1;
            const double v_310_012_1 = QCy * v_310_002_1 + WQy * v_310_002_2 + oo2ze * v_300_002_2;
            const double v_310_112_0 =
                QCx * v_310_012_0 + WQx * v_310_012_1 + 3.0 * oo2ze * v_210_012_1;
            const double v_310_003_1 = QCz * v_310_002_1 + WQz * v_310_002_2 +
                                       2.0 * oo2e * (v_310_001_1 - roe * v_310_001_2);
            const double v_310_103_0 =
                QCx * v_310_003_0 + WQx * v_310_003_1 + 3.0 * oo2ze * v_210_003_1;
            const double v_310_040_0 = QCy * v_310_030_0 + WQy * v_310_030_1 +
                                       3.0 * oo2e * (v_310_020_0 - roe * v_310_020_1) +
                                       oo2ze * v_300_030_1;
            const double v_310_031_0 = QCy * v_310_021_0 + WQy * v_310_021_1 +
                                       2.0 * oo2e * (v_310_011_0 - roe * v_310_011_1) +
                                       oo2ze * v_300_021_1;
            const double v_310_022_0 = QCy * v_310_012_0 + WQy * v_310_012_1 +
                                       oo2e * (v_310_002_0 - roe * v_310_002_1) +
                                       oo2ze * v_300_012_1;
            const double v_310_013_0 = QCy * v_310_003_0 + WQy * v_310_003_1 + oo2ze * v_300_003_1;
            const double v_310_004_0 = QCz * v_310_003_0 + WQz * v_310_003_1 +
                                       3.0 * oo2e * (v_310_002_0 - roe * v_310_002_1);
            const double v_001_000_7 = PAz * s_7 + WPz * s_8;
            const double v_101_000_6 = PAx * v_001_000_6 + WPx * v_001_000_7;
            const double v_201_000_5 =
                PAx * v_101_000_5 + WPx * v_101_000_6 + oo2z * (v_001_000_5 - roz * v_001_000_6);
            const double v_301_000_4 = PAx * v_201_000_4 + WPx * v_201_000_5 +
                                       2.0 * oo2z * (v_101_000_4 - roz * v_101_000_5);
            const double v_301_100_3 =
                QCx * v_301_000_3 + WQx * v_301_000_4 + 3.0 * oo2ze * v_201_000_4;
            const double v_301_200_2 = QCx * v_301_100_2 + WQx * v_301_100_3 +
                                       oo2e * (v_301_000_2 - roe * v_301_000_3) +
                                       3.0 * oo2ze * v_201_100_3;
            const double v_301_300_1 = QCx * v_301_200_1 + WQx * v_301_200_2 +
                                       2.0 * oo2e * (v_301_100_1 - roe * v_301_100_2) +
                                       3.0 * oo2ze * v_201_200_2;
            const double v_301_400_0 = QCx * v_301_300_0 + WQx * v_301_300_1 +
                                       3.0 * oo2e * (v_301_200_0 - roe * v_301_200_1) +
                                       3.0 * oo2ze * v_201_300_1;
            const double v_301_010_3 = QCy * v_301_000_3 + WQy * v_301_000_4;
            const double v_301_110_2 =
                QCx * v_301_010_2 + WQx * v_301_010_3 + 3.0 * oo2ze * v_201_010_3;
            const double v_301_210_1 = QCx * v_301_110_1 + WQx * v_301_110_2 +
                                       oo2e * (v_301_010_1 - roe * v_301_010_2) +
                                       3.0 * oo2ze * v_201_110_2;
            const double v_301_310_0 = QCx * v_301_210_0 + WQx * v_301_210_1 +
                                       2.0 * oo2e * (v_301_110_0 - roe * v_301_110_1) +
                                       3.0 * oo2ze * v_201_210_1;
            const double v_301_001_3 = QCz * v_301_000_3 + WQz * v_301_000_4 + oo2ze * v_300_000_4;
            const double v_301_101_2 =
                QCx * v_301_001_2 + WQx * v_301_001_3 + 3.0 * oo2ze * v_201_001_3;
            const double v_301_201_1 = QCx * v_301_101_1 + WQx * v_301_101_2 +
                                       oo2e * (v_301_001_1 - roe * v_301_001_2) +
                                       3.0 * oo2ze * v_201_101_2;
            const double v_301_301_0 = QCx * v_301_201_0 + WQx * v_301_201_1 +
                                       2.0 * oo2e * (v_301_101_0 - roe * v_301_101_1) +
                                       3.0 * oo2ze * v_201_201_1;
            const double v_301_020_2 =
                QCy * v_301_010_2 + WQy * v_301_010_3 + oo2e * (v_301_000_2 - roe * v_301_000_3);
            const double v_301_120_1 =
                QCx * v_301_020_1 + WQx * v_301_020_2 + 3.0 * oo2ze * v_201_020_2;
            const double v_301_220_0 = QCx * v_301_120_0 + WQx * v_301_120_1 +
                                       oo2e * (v_301_020_0 - roe * v_301_020_1) +
                                       3.0 * oo2ze * v_201_120_1;
            const double v_301_011_2 = QCy * v_301_001_2 + WQy * v_301_001_3;
            const double v_301_111_1 =
                QCx * v_301_011_1 + WQx * v_301_011_2 + 3.0 * oo2ze * v_201_011_2;
            const double v_301_211_0 = QCx * v_301_111_0 + WQx * v_301_111_1 +
                                       oo2e * (v_301_011_0 - roe * v_301_011_1) +
                                       3.0 * oo2ze * v_201_111_1;
            const double v_301_002_2 = QCz * v_301_001_2 + WQz * v_301_001_3 +
                                       oo2e * (v_301_000_2 - roe * v_301_000_3) +
                                       oo2ze * v_300_001_3;
            const double v_301_102_1 =
                QCx * v_301_002_1 + WQx * v_301_002_2 + 3.0 * oo2ze * v_201_002_2;
            const double v_301_202_0 = QCx * v_301_102_0 + WQx * v_301_102_1 +
                                       oo2e * (v_301_002_0 - roe * v_301_002_1) +
                                       3.0 * oo2ze * v_201_102_1;
            const double v_301_030_1 = QCy * v_301_020_1 + WQy * v_301_020_2 +
                                       2.0 * oo2e * (v_301_010_1 - roe * v_301_010_2);
            const double v_301_130_0 =
                QCx * v_301_030_0 + WQx * v_301_030_1 + 3.0 * oo2ze * v_201_030_1;
            const double v_301_021_1 =
                QCy * v_301_011_1 + WQy * v_301_011_2 + oo2e * (v_301_001_1 - roe * v_301_001_2);
            const double v_301_121_0 =
                QCx * v_301_021_0 + WQx * v_301_021_1 + 3.0 * oo2ze * v_201_021_1;
            const double v_301_012_1 = QCy * v_301_002_1 + WQy * v_301_002_2;
            const double v_301_112_0 =
                QCx * v_301_012_0 + WQx * v_301_012_1 + 3.0 * oo2ze * v_201_012_1;
            const double v_301_003_1 = QCz * v_301_002_1 + WQz * v_301_002_2 +
                                       2.0 * oo2e * (v_301_001_1 - roe * v_301_001_2) +
                                       oo2ze * v_300_002_2;
            const double v_301_103_0 =
                QCx * v_301_003_0 + WQx * v_301_003_1 + 3.0 * oo2ze * v_201_003_1;
            const double v_301_040_0 = QCy * v_301_030_0 + WQy * v_301_030_1 +
                                       3.0 * oo2e * (v_301_020_0 - roe * v_301_020_1);
            const double v_301_031_0 = QCy * v_301_021_0 + WQy * v_301_021_1 +
                                       2.0 * oo2e * (v_301_011_0 - roe * v_301_011_1);
            const double v_301_022_0 =
                QCy * v_301_012_0 + WQy * v_301_012_1 + oo2e * (v_301_002_0 - roe * v_301_002_1);
            const double v_301_013_0 = QCy * v_301_003_0 + WQy * v_301_003_1;
            const double v_301_004_0 = QCz * v_301_003_0 + WQz * v_301_003_1 +
                                       3.0 * oo2e * (v_301_002_0 - roe * v_301_002_1) +
                                       oo2ze * v_300_003_1;
            const double v_020_000_6 =
                PAy * v_010_000_6 + WPy * v_010_000_7 + oo2z * (s_6 - roz * s_7);
            const double v_120_000_5 = PAx * v_020_000_5 + WPx * v_020_000_6;
            const double v_220_000_4 =
                PAx * v_120_000_4 + WPx * v_120_000_5 + oo2z * (v_020_000_4 - roz * v_020_000_5);
            const double v_220_100_3 =
                QCx * v_220_000_3 + WQx * v_220_000_4 + 2.0 * oo2ze * v_120_000_4;
            const double v_220_200_2 = QCx * v_220_100_2 + WQx * v_220_100_3 +
                                       oo2e * (v_220_000_2 - roe * v_220_000_3) +
                                       2.0 * oo2ze * v_120_100_3;
            const double v_220_300_1 = QCx * v_220_200_1 + WQx * v_220_200_2 +
                                       2.0 * oo2e * (v_220_100_1 - roe * v_220_100_2) +
                                       2.0 * oo2ze * v_120_200_2;
            const double v_220_400_0 = QCx * v_220_300_0 + WQx * v_220_300_1 +
                                       3.0 * oo2e * (v_220_200_0 - roe * v_220_200_1) +
                                       2.0 * oo2ze * v_120_300_1;
            const double v_220_010_3 =
                QCy * v_220_000_3 + WQy * v_220_000_4 + 2.0 * oo2ze * v_210_000_4;
            const double v_220_110_2 =
                QCx * v_220_010_2 + WQx * v_220_010_3 + 2.0 * oo2ze * v_120_010_3;
            const double v_220_210_1 = QCx * v_220_110_1 + WQx * v_220_110_2 +
                                       oo2e * (v_220_010_1 - roe * v_220_010_2) +
                                       2.0 * oo2ze * v_120_110_2;
            const double v_220_310_0 = QCx * v_220_210_0 + WQx * v_220_210_1 +
                                       2.0 * oo2e * (v_220_110_0 - roe * v_220_110_1) +
                                       2.0 * oo2ze * v_120_210_1;
            const double v_220_001_3 = QCz * v_220_000_3 + WQz * v_220_000_4;
            const double v_220_101_2 =
                QCx * v_220_001_2 + WQx * v_220_001_3 + 2.0 * oo2ze * v_120_001_3;
            const double v_220_201_1 = QCx * v_220_101_1 + WQx * v_220_101_2 +
                                       oo2e * (v_220_001_1 - roe * v_220_001_2) +
                                       2.0 * oo2ze * v_120_101_2;
            const double v_220_301_0 = QCx * v_220_201_0 + WQx * v_220_201_1 +
                                       2.0 * oo2e * (v_220_101_0 - roe * v_220_101_1) +
                                       2.0 * oo2ze * v_120_201_1;
            const double v_220_020_2 = QCy * v_220_010_2 + WQy * v_220_010_3 +
                                       oo2e * (v_220_000_2 - roe * v_220_000_3) +
                                       2.0 * oo2ze * v_210_010_3;
            const double v_220_120_1 =
                QCx * v_220_020_1 + WQx * v_220_020_2 + 2.0 * oo2ze * v_120_020_2;
            const double v_220_220_0 = QCx * v_220_120_0 + WQx * v_220_120_1 +
                                       oo2e * (v_220_020_0 - roe * v_220_020_1) +
                                       2.0 * oo2ze * v_120_120_1;
            const double v_220_011_2 =
                QCy * v_220_001_2 + WQy * v_220_001_3 + 2.0 * oo2ze * v_210_001_3;
            const double v_220_111_1 =
                QCx * v_220_011_1 + WQx * v_220_011_2 + 2.0 * oo2ze * v_120_011_2;
            const double v_220_211_0 = QCx * v_220_111_0 + WQx * v_220_111_1 +
                                       oo2e * (v_220_011_0 - roe * v_220_011_1) +
                                       2.0 * oo2ze * v_120_111_1;
            const double v_220_002_2 =
                QCz * v_220_001_2 + WQz * v_220_001_3 + oo2e * (v_220_000_2 - roe * v_220_000_3);
            const double v_220_102_1 =
                QCx * v_220_002_1 + WQx * v_220_002_2 + 2.0 * oo2ze * v_120_002_2;
            const double v_220_202_0 = QCx * v_220_102_0 + WQx * v_220_102_1 +
                                       oo2e * (v_220_002_0 - roe * v_220_002_1) +
                                       2.0 * oo2ze * v_120_102_1;
            const double v_220_030_1 = QCy * v_220_020_1 + WQy * v_220_020_2 +
                                       2.0 * oo2e * (v_220_010_1 - roe * v_220_010_2) +
                                       2.0 * oo2ze * v_210_020_2;
            const double v_220_130_0 =
                QCx * v_220_030_0 + WQx * v_220_030_1 + 2.0 * oo2ze * v_120_030_1;
            const double v_220_021_1 = QCy * v_220_011_1 + WQy * v_220_011_2 +
                                       oo2e * (v_220_001_1 - roe * v_220_001_2) +
                                       2.0 * oo2ze * v_210_011_2;
            const double v_220_121_0 =
                QCx * v_220_021_0 + WQx * v_220_021_1 + 2.0 * oo2ze * v_120_021_1;
            const double v_220_012_1 =
                QCy * v_220_002_1 + WQy * v_220_002_2 + 2.0 * oo2ze * v_210_002_2;
            const double v_220_112_0 =
                QCx * v_220_012_0 + WQx * v_220_012_1 + 2.0 * oo2ze * v_120_012_1;
            const double v_220_003_1 = QCz * v_220_002_1 + WQz * v_220_002_2 +
                                       2.0 * oo2e * (v_220_001_1 - roe * v_220_001_2);
            const double v_220_103_0 =
                QCx * v_220_003_0 + WQx * v_220_003_1 + 2.0 * oo2ze * v_120_003_1;
            const double v_220_040_0 = QCy * v_220_030_0 + WQy * v_220_030_1 +
                                       3.0 * oo2e * (v_220_020_0 - roe * v_220_020_1) +
                                       2.0 * oo2ze * v_210_030_1;
            const double v_220_031_0 = QCy * v_220_021_0 + WQy * v_220_021_1 +
                                       2.0 * oo2e * (v_220_011_0 - roe * v_220_011_1) +
                                       2.0 * oo2ze * v_210_021_1;
            const double v_220_022_0 = QCy * v_220_012_0 + WQy * v_220_012_1 +
                                       oo2e * (v_220_002_0 - roe * v_220_002_1) +
                                       2.0 * oo2ze * v_210_012_1;
            const double v_220_013_0 =
                QCy * v_220_003_0 + WQy * v_220_003_1 + 2.0 * oo2ze * v_210_003_1;
            const double v_220_004_0 = QCz * v_220_003_0 + WQz * v_220_003_1 +
                                       3.0 * oo2e * (v_220_002_0 - roe * v_220_002_1);
            const double v_011_000_6 = PAy * v_001_000_6 + WPy * v_001_000_7;
            const double v_111_000_5 = PAx * v_011_000_5 + WPx * v_011_000_6;
            const double v_211_000_4 =
                PAx * v_111_000_4 + WPx * v_111_000_5 + oo2z * (v_011_000_4 - roz * v_011_000_5);
            const double v_211_100_3 =
                QCx * v_211_000_3 + WQx * v_211_000_4 + 2.0 * oo2ze * v_111_000_4;
            const double v_211_200_2 = QCx * v_211_100_2 + WQx * v_211_100_3 +
                                       oo2e * (v_211_000_2 - roe * v_211_000_3) +
                                       2.0 * oo2ze * v_111_100_3;
            const double v_211_300_1 = QCx * v_211_200_1 + WQx * v_211_200_2 +
                                       2.0 * oo2e * (v_211_100_1 - roe * v_211_100_2) +
                                       2.0 * oo2ze * v_111_200_2;
            const double v_211_400_0 = QCx * v_211_300_0 + WQx * v_211_300_1 +
                                       3.0 * oo2e * (v_211_200_0 - roe * v_211_200_1) +
                                       2.0 * oo2ze * v_111_300_1;
            const double v_211_010_3 = QCy * v_211_000_3 + WQy * v_211_000_4 + oo2ze * v_201_000_4;
            const double v_211_110_2 =
                QCx * v_211_010_2 + WQx * v_211_010_3 + 2.0 * oo2ze * v_111_010_3;
            const double v_211_210_1 = QCx * v_211_110_1 + WQx * v_211_110_2 +
                                       oo2e * (v_211_010_1 - roe * v_211_010_2) +
                                       2.0 * oo2ze * v_111_110_2;
            const double v_211_310_0 = QCx * v_211_210_0 + WQx * v_211_210_1 +
                                       2.0 * oo2e * (v_211_110_0 - roe * v_211_110_1) +
                                       2.0 * oo2ze * v_111_210_1;
            const double v_211_001_3 = QCz * v_211_000_3 + WQz * v_211_000_4 + oo2ze * v_210_000_4;
            const double v_211_101_2 =
                QCx * v_211_001_2 + WQx * v_211_001_3 + 2.0 * oo2ze * v_111_001_3;
            const double v_211_201_1 = QCx * v_211_101_1 + WQx * v_211_101_2 +
                                       oo2e * (v_211_001_1 - roe * v_211_001_2) +
                                       2.0 * oo2ze * v_111_101_2;
            const double v_211_301_0 = QCx * v_211_201_0 + WQx * v_211_201_1 +
                                       2.0 * oo2e * (v_211_101_0 - roe * v_211_101_1) +
                                       2.0 * oo2ze * v_111_201_1;
            const double v_211_020_2 = QCy * v_211_010_2 + WQy * v_211_010_3 +
                                       oo2e * (v_211_000_2 - roe * v_211_000_3) +
                                       oo2ze * v_201_010_3;
            const double v_211_120_1 =
                QCx * v_211_020_1 + WQx * v_211_020_2 + 2.0 * oo2ze * v_111_020_2;
            const double v_211_220_0 = QCx * v_211_120_0 + WQx * v_211_120_1 +
                                       oo2e * (v_211_020_0 - roe * v_211_020_1) +
                                       2.0 * oo2ze * v_111_120_1;
            const double v_211_011_2 = QCy * v_211_001_2 + WQy * v_211_001_3 + oo2ze * v_201_001_3;
            const double v_211_111_1 =
                QCx * v_211_011_1 + WQx * v_211_011_2 + 2.0 * oo2ze * v_111_011_2;
            const double v_211_211_0 = QCx * v_211_111_0 + WQx * v_211_111_1 +
                                       oo2e * (v_211_011_0 - roe * v_211_011_1) +
                                       2.0 * oo2ze * v_111_111_1;
            const double v_211_002_2 = QCz * v_211_001_2 + WQz * v_211_001_3 +
                                       oo2e * (v_211_000_2 - roe * v_211_000_3) +
                                       oo2ze * v_210_001_3;
            const double v_211_102_1 =
                QCx * v_211_002_1 + WQx * v_211_002_2 + 2.0 * oo2ze * v_111_002_2;
            const double v_211_202_0 = QCx * v_211_102_0 + WQx * v_211_102_1 +
                                       oo2e * (v_211_002_0 - roe * v_211_002_1) +
                                       2.0 * oo2ze * v_111_102_1;
            const double v_211_030_1 = QCy * v_211_020_1 + WQy * v_211_020_2 +
                                       2.0 * oo2e * (v_211_010_1 - roe * v_211_010_2) +
                                       oo2ze * v_201_020_2;
            const double v_211_130_0 =
                QCx * v_211_030_0 + WQx * v_211_030_1 + 2.0 * oo2ze * v_111_030_1;
            const double v_211_021_1 = QCy * v_211_011_1 + WQy * v_211_011_2 +
                                       oo2e * (v_211_001_1 - roe * v_211_001_2) +
                                       oo2ze * v_201_011_2;
            const double v_211_121_0 =
                QCx * v_211_021_0 + WQx * v_211_021_1 + 2.0 * oo2ze * v_111_021_1;
            const double v_211_012_1 = QCy * v_211_002_1 + WQy * v_211_002_2 + oo2ze * v_201_002_2;
            const double v_211_112_0 =
                QCx * v_211_012_0 + WQx * v_211_012_1 + 2.0 * oo2ze * v_111_012_1;
            const double v_211_003_1 = QCz * v_211_002_1 + WQz * v_211_002_2 +
                                       2.0 * oo2e * (v_211_001_1 - roe * v_211_001_2) +
                                       oo2ze * v_210_002_2;
            const double v_211_103_0 =
                QCx * v_211_003_0 + WQx * v_211_003_1 + 2.0 * oo2ze * v_111_003_1;
            const double v_211_040_0 = QCy * v_211_030_0 + WQy * v_211_030_1 +
                                       3.0 * oo2e * (v_211_020_0 - roe * v_211_020_1) +
                                       oo2ze * v_201_030_1;
            const double v_211_031_0 = QCy * v_211_021_0 + WQy * v_211_021_1 +
                                       2.0 * oo2e * (v_211_011_0 - roe * v_211_011_1) +
                                       oo2ze * v_201_021_1;
            const double v_211_022_0 = QCy * v_211_012_0 + WQy * v_211_012_1 +
                                       oo2e * (v_211_002_0 - roe * v_211_002_1) +
                                       oo2ze * v_201_012_1;
            const double v_211_013_0 = QCy * v_211_003_0 + WQy * v_211_003_1 + oo2ze * v_201_003_1;
            const double v_211_004_0 = QCz * v_211_003_0 + WQz * v_211_003_1 +
                                       3.0 * oo2e * (v_211_002_0 - roe * v_211_002_1) +
                                       oo2ze * v_210_003_1;
            const double v_002_000_6 =
                PAz * v_001_000_6 + WPz * v_001_000_7 + oo2z * (s_6 - roz * s_7);
            const double v_102_000_5 = PAx * v_002_000_5 + WPx * v_002_000_6;
            const double v_202_000_4 =
                PAx * v_102_000_4 + WPx * v_102_000_5 + oo2z * (v_002_000_4 - roz * v_002_000_5);
            const double v_202_100_3 =
                QCx * v_202_000_3 + WQx * v_202_000_4 + 2.0 * oo2ze * v_102_000_4;
            const double v_202_200_2 = QCx * v_202_100_2 + WQx * v_202_100_3 +
                                       oo2e * (v_202_000_2 - roe * v_202_000_3) +
                                       2.0 * oo2ze * v_102_100_3;
            const double v_202_300_1 = QCx * v_202_200_1 + WQx * v_202_200_2 +
                                       2.0 * oo2e * (v_202_100_1 - roe * v_202_100_2) +
                                       2.0 * oo2ze * v_102_200_2;
            const double v_202_400_0 = QCx * v_202_300_0 + WQx * v_202_300_1 +
                                       3.0 * oo2e * (v_202_200_0 - roe * v_202_200_1) +
                                       2.0 * oo2ze * v_102_300_1;
            const double v_202_010_3 = QCy * v_202_000_3 + WQy * v_202_000_4;
            const double v_202_110_2 =
                QCx * v_202_010_2 + WQx * v_202_010_3 + 2.0 * oo2ze * v_102_010_3;
            const double v_202_210_1 = QCx * v_202_110_1 + WQx * v_202_110_2 +
                                       oo2e * (v_202_010_1 - roe * v_202_010_2) +
                                       2.0 * oo2ze * v_102_110_2;
            const double v_202_310_0 = QCx * v_202_210_0 + WQx * v_202_210_1 +
                                       2.0 * oo2e * (v_202_110_0 - roe * v_202_110_1) +
                                       2.0 * oo2ze * v_102_210_1;
            const double v_202_001_3 =
                QCz * v_202_000_3 + WQz * v_202_000_4 + 2.0 * oo2ze * v_201_000_4;
            const double v_202_101_2 =
                QCx * v_202_001_2 + WQx * v_202_001_3 + 2.0 * oo2ze * v_102_001_3;
            const double v_202_201_1 = QCx * v_202_101_1 + WQx * v_202_101_2 +
                                       oo2e * (v_202_001_1 - roe * v_202_001_2) +
                                       2.0 * oo2ze * v_102_101_2;
            const double v_202_301_0 = QCx * v_202_201_0 + WQx * v_202_201_1 +
                                       2.0 * oo2e * (v_202_101_0 - roe * v_202_101_1) +
                                       2.0 * oo2ze * v_102_201_1;
            const double v_202_020_2 =
                QCy * v_202_010_2 + WQy * v_202_010_3 + oo2e * (v_202_000_2 - roe * v_202_000_3);
            const double v_202_120_1 =
                QCx * v_202_020_1 + WQx * v_202_020_2 + 2.0 * oo2ze * v_102_020_2;
            const double v_202_220_0 = QCx * v_202_120_0 + WQx * v_202_120_1 +
                                       oo2e * (v_202_020_0 - roe * v_202_020_1) +
                                       2.0 * oo2ze * v_102_120_1;
            const double v_202_011_2 = QCy * v_202_001_2 + WQy * v_202_001_3;
            const double v_202_111_1 =
                QCx * v_202_011_1 + WQx * v_202_011_2 + 2.0 * oo2ze * v_102_011_2;
            const double v_202_211_0 = QCx * v_202_111_0 + WQx * v_202_111_1 +
                                       oo2e * (v_202_011_0 - roe * v_202_011_1) +
                                       2.0 * oo2ze * v_102_111_1;
            const double v_202_002_2 = QCz * v_202_001_2 + WQz * v_202_001_3 +
                                       oo2e * (v_202_000_2 - roe * v_202_000_3) +
                                       2.0 * oo2ze * v_201_001_3;
            const double v_202_102_1 =
                QCx * v_202_002_1 + WQx * v_202_002_2 + 2.0 * oo2ze * v_102_002_2;
            const double v_202_202_0 = QCx * v_202_102_0 + WQx * v_202_102_1 +
                                       oo2e * (v_202_002_0 - roe * v_202_002_1) +
                                       2.0 * oo2ze * v_102_102_1;
            const double v_202_030_1 = QCy * v_202_020_1 + WQy * v_202_020_2 +
                                       2.0 * oo2e * (v_202_010_1 - roe * v_202_010_2);
            const double v_202_130_0 =
                QCx * v_202_030_0 + WQx * v_202_030_1 + 2.0 * oo2ze * v_102_030_1;
            const double v_202_021_1 =
                QCy * v_202_011_1 + WQy * v_202_011_2 + oo2e * (v_202_001_1 - roe * v_202_001_2);
            const double v_202_121_0 =
                QCx * v_202_021_0 + WQx * v_202_021_1 + 2.0 * oo2ze * v_102_021_1;
            const double v_202_012_1 = QCy * v_202_002_1 + WQy * v_202_002_2;
            const double v_202_112_0 =
                QCx * v_202_012_0 + WQx * v_202_012_1 + 2.0 * oo2ze * v_102_012_1;
            const double v_202_003_1 = QCz * v_202_002_1 + WQz * v_202_002_2 +
                                       2.0 * oo2e * (v_202_001_1 - roe * v_202_001_2) +
                                       2.0 * oo2ze * v_201_002_2;
            const double v_202_103_0 =
                QCx * v_202_003_0 + WQx * v_202_003_1 + 2.0 * oo2ze * v_102_003_1;
            const double v_202_040_0 = QCy * v_202_030_0 + WQy * v_202_030_1 +
                                       3.0 * oo2e * (v_202_020_0 - roe * v_202_020_1);
            const double v_202_031_0 = QCy * v_202_021_0 + WQy * v_202_021_1 +
                                       2.0 * oo2e * (v_202_011_0 - roe * v_202_011_1);
            const double v_202_022_0 =
                QCy * v_202_012_0 + WQy * v_202_012_1 + oo2e * (v_202_002_0 - roe * v_202_002_1);
            const double v_202_013_0 = QCy * v_202_003_0 + WQy * v_202_003_1;
            const double v_202_004_0 = QCz * v_202_003_0 + WQz * v_202_003_1 +
                                       3.0 * oo2e * (v_202_002_0 - roe * v_202_002_1) +
                                       2.0 * oo2ze * v_201_003_1;
            const double v_030_000_5 = PAy * v_020_000_5 + WPy * v_020_000_6 +
                                       2.0 * oo2z * (v_010_000_5 - roz * v_010_000_6);
            const double v_130_000_4 = PAx * v_030_000_4 + WPx * v_030_000_5;
            const double v_130_100_3 = QCx * v_130_000_3 + WQx * v_130_000_4 + oo2ze * v_030_000_4;
            const double v_130_200_2 = QCx * v_130_100_2 + WQx * v_130_100_3 +
                                       oo2e * (v_130_000_2 - roe * v_130_000_3) +
                                       oo2ze * v_030_100_3;
            const double v_130_300_1 = QCx * v_130_200_1 + WQx * v_130_200_2 +
                                       2.0 * oo2e * (v_130_100_1 - roe * v_130_100_2) +
                                       oo2ze * v_030_200_2;
            const double v_130_400_0 = QCx * v_130_300_0 + WQx * v_130_300_1 +
                                       3.0 * oo2e * (v_130_200_0 - roe * v_130_200_1) +
                                       oo2ze * v_030_300_1;
            const double v_130_010_3 =
                QCy * v_130_000_3 + WQy * v_130_000_4 + 3.0 * oo2ze * v_120_000_4;
            const double v_130_110_2 = QCx * v_130_010_2 + WQx * v_130_010_3 + oo2ze * v_030_010_3;
            const double v_130_210_1 = QCx * v_130_110_1 + WQx * v_130_110_2 +
                                       oo2e * (v_130_010_1 - roe * v_130_010_2) +
                                       oo2ze * v_030_110_2;
            const double v_130_310_0 = QCx * v_130_210_0 + WQx * v_130_210_1 +
                                       2.0 * oo2e * (v_130_110_0 - roe * v_130_110_1) +
                                       oo2ze * v_030_210_1;
            const double v_130_001_3 = QCz * v_130_000_3 + WQz * v_130_000_4;
            const double v_130_101_2 = QCx * v_130_001_2 + WQx * v_130_001_3 + oo2ze * v_030_001_3;
            const double v_130_201_1 = QCx * v_130_101_1 + WQx * v_130_101_2 +
                                       oo2e * (v_130_001_1 - roe * v_130_001_2) +
                                       oo2ze * v_030_101_2;
            const double v_130_301_0 = QCx * v_130_201_0 + WQx * v_130_201_1 +
                                       2.0 * oo2e * (v_130_101_0 - roe * v_130_101_1) +
                                       oo2ze * v_030_201_1;
            const double v_130_020_2 = QCy * v_130_010_2 + WQy * v_130_010_3 +
                                       oo2e * (v_130_000_2 - roe * v_130_000_3) +
                                       3.0 * oo2ze * v_120_010_3;
            const double v_130_120_1 = QCx * v_130_020_1 + WQx * v_130_020_2 + oo2ze * v_030_020_2;
            const double v_130_220_0 = QCx * v_130_120_0 + WQx * v_130_120_1 +
                                       oo2e * (v_130_020_0 - roe * v_130_020_1) +
                                       oo2ze * v_030_120_1;
            const double v_130_011_2 =
                QCy * v_130_001_2 + WQy * v_130_001_3 + 3.0 * oo2ze * v_120_001_3;
            const double v_130_111_1 = QCx * v_130_011_1 + WQx * v_130_011_2 + oo2ze * v_030_011_2;
            const double v_130_211_0 = QCx * v_130_111_0 + WQx * v_130_111_1 +
                                       oo2e * (v_130_011_0 - roe * v_130_011_1) +
                                       oo2ze * v_030_111_1;
            const double v_130_002_2 =
                QCz * v_130_001_2 + WQz * v_130_001_3 + oo2e * (v_130_000_2 - roe * v_130_000_3);
            const double v_130_102_1 = QCx * v_130_002_1 + WQx * v_130_002_2 + oo2ze * v_030_002_2;
            const double v_130_202_0 = QCx * v_130_102_0 + WQx * v_130_102_1 +
                                       oo2e * (v_130_002_0 - roe * v_130_002_1) +
                                       oo2ze * v_030_102_1;
            const double v_130_030_1 = QCy * v_130_020_1 + WQy * v_130_020_2 +
                                       2.0 * oo2e * (v_130_010_1 - roe * v_130_010_2) +
                                       3.0 * oo2ze * v_120_020_2;
            const double v_130_130_0 = QCx * v_130_030_0 + WQx * v_130_030_1 + oo2ze * v_030_030_1;
            const double v_130_021_1 = QCy * v_130_011_1 + WQy * v_130_011_2 +
                                       oo2e * (v_130_001_1 - roe * v_130_001_2) +
                                       3.0 * oo2ze * v_120_011_2;
            const double v_130_121_0 = QCx * v_130_021_0 + WQx * v_130_021_1 + oo2ze * v_030_021_1;
            const double v_130_012_1 =
                QCy * v_130_002_1 + WQy * v_130_002_2 + 3.0 * oo2ze * v_120_002_2;
            const double v_130_112_0 = QCx * v_130_012_0 + WQx * v_130_012_1 + oo2ze * v_030_012_1;
            const double v_130_003_1 = QCz * v_130_002_1 + WQz * v_130_002_2 +
                                       2.0 * oo2e * (v_130_001_1 - roe * v_130_001_2);
            const double v_130_103_0 = QCx * v_130_003_0 + WQx * v_130_003_1 + oo2ze * v_030_003_1;
            const double v_130_040_0 = QCy * v_130_030_0 + WQy * v_130_030_1 +
                                       3.0 * oo2e * (v_130_020_0 - roe * v_130_020_1) +
                                       3.0 * oo2ze * v_120_030_1;
            const double v_130_031_0 = QCy * v_130_021_0 + WQy * v_130_021_1 +
                                       2.0 * oo2e * (v_130_011_0 - roe * v_130_011_1) +
                                       3.0 * oo2ze * v_120_021_1;
            const double v_130_022_0 = QCy * v_130_012_0 + WQy * v_130_012_1 +
                                       oo2e * (v_130_002_0 - roe * v_130_002_1) +
                                       3.0 * oo2ze * v_120_012_1;
            const double v_130_013_0 =
                QCy * v_130_003_0 + WQy * v_130_003_1 + 3.0 * oo2ze * v_120_003_1;
            const double v_130_004_0 = QCz * v_130_003_0 + WQz * v_130_003_1 +
                                       3.0 * oo2e * (v_130_002_0 - roe * v_130_002_1);
            const double v_021_000_5 =
                PAy * v_011_000_5 + WPy * v_011_000_6 + oo2z * (v_001_000_5 - roz * v_001_000_6);
            const double v_121_000_4 = PAx * v_021_000_4 + WPx * v_021_000_5;
            const double v_121_100_3 = QCx * v_121_000_3 + WQx * v_121_000_4 + oo2ze * v_021_000_4;
            const double v_121_200_2 = QCx * v_121_100_2 + WQx * v_121_100_3 +
                                       oo2e * (v_121_000_2 - roe * v_121_000_3) +
                                       oo2ze * v_021_100_3;
            const double v_121_300_1 = QCx * v_121_200_1 + WQx * v_121_200_2 +
                                       2.0 * oo2e * (v_121_100_1 - roe * v_121_100_2) +
                                       oo2ze * v_021_200_2;
            const double v_121_400_0 = QCx * v_121_300_0 + WQx * v_121_300_1 +
                                       3.0 * oo2e * (v_121_200_0 - roe * v_121_200_1) +
                                       oo2ze * v_021_300_1;
            const double v_121_010_3 =
                QCy * v_121_000_3 + WQy * v_121_000_4 + 2.0 * oo2ze * v_111_000_4;
            const double v_121_110_2 = QCx * v_121_010_2 + WQx * v_121_010_3 + oo2ze * v_021_010_3;
            const double v_121_210_1 = QCx * v_121_110_1 + WQx * v_121_110_2 +
                                       oo2e * (v_121_010_1 - roe * v_121_010_2) +
                                       oo2ze * v_021_110_2;
            const double v_121_310_0 = QCx * v_121_210_0 + WQx * v_121_210_1 +
                                       2.0 * oo2e * (v_121_110_0 - roe * v_121_110_1) +
                                       oo2ze * v_021_210_1;
            const double v_121_001_3 = QCz * v_121_000_3 + WQz * v_121_000_4 + oo2ze * v_120_000_4;
            const double v_121_101_2 = QCx * v_121_001_2 + WQx * v_121_001_3 + oo2ze * v_021_001_3;
            const double v_121_201_1 = QCx * v_121_101_1 + WQx * v_121_101_2 +
                                       oo2e * (v_121_001_1 - roe * v_121_001_2) +
                                       oo2ze * v_021_101_2;
            const double v_121_301_0 = QCx * v_121_201_0 + WQx * v_121_201_1 +
                                       2.0 * oo2e * (v_121_101_0 - roe * v_121_101_1) +
                                       oo2ze * v_021_201_1;
            const double v_121_020_2 = QCy * v_121_010_2 + WQy * v_121_010_3 +
                                       oo2e * (v_121_000_2 - roe * v_121_000_3) +
                                       2.0 * oo2ze * v_111_010_3;
            const double v_121_120_1 = QCx * v_121_020_1 + WQx * v_121_020_2 + oo2ze * v_021_020_2;
            const double v_121_220_0 = QCx * v_121_120_0 + WQx * v_121_120_1 +
                                       oo2e * (v_121_020_0 - roe * v_121_020_1) +
                                       oo2ze * v_021_120_1;
            const double v_121_011_2 =
                QCy * v_121_001_2 + WQy * v_121_001_3 + 2.0 * oo2ze * v_111_001_3;
            const double v_121_111_1 = QCx * v_121_011_1 + WQx * v_121_011_2 + oo2ze * v_021_011_2;
            const double v_121_211_0 = QCx * v_121_111_0 + WQx * v_121_111_1 +
                                       oo2e * (v_121_011_0 - roe * v_121_011_1) +
                                       oo2ze * v_021_111_1;
            const double v_121_002_2 = QCz * v_121_001_2 + WQz * v_121_001_3 +
                                       oo2e * (v_121_000_2 - roe * v_121_000_3) +
                                       oo2ze * v_120_001_3;
            const double v_121_102_1 = QCx * v_121_002_1 + WQx * v_121_002_2 + oo2ze * v_021_002_2;
            const double v_121_202_0 = QCx * v_121_102_0 + WQx * v_121_102_1 +
                                       oo2e * (v_121_002_0 - roe * v_121_002_1) +
                                       oo2ze * v_021_102_1;
            const double v_121_030_1 = QCy * v_121_020_1 + WQy * v_121_020_2 +
                                       2.0 * oo2e * (v_121_010_1 - roe * v_121_010_2) +
                                       2.0 * oo2ze * v_111_020_2;
            const double v_121_130_0 = QCx * v_121_030_0 + WQx * v_121_030_1 + oo2ze * v_021_030_1;
            const double v_121_021_1 = QCy * v_121_011_1 + WQy * v_121_011_2 +
                                       oo2e * (v_121_001_1 - roe * v_121_001_2) +
                                       2.0 * oo2ze * v_111_011_2;
            const double v_121_121_0 = QCx * v_121_021_0 + WQx * v_121_021_1 + oo2ze * v_021_021_1;
            const double v_121_012_1 =
                QCy * v_121_002_1 + WQy * v_121_002_2 + 2.0 * oo2ze * v_111_002_2;
            const double v_121_112_0 = QCx * v_121_012_0 + WQx * v_121_012_1 + oo2ze * v_021_012_1;
            const double v_121_003_1 = QCz * v_121_002_1 + WQz * v_121_002_2 +
                                       2.0 * oo2e * (v_121_001_1 - roe * v_121_001_2) +
                                       oo2ze * v_120_002_2;
            const double v_121_103_0 = QCx * v_121_003_0 + WQx * v_121_003_1 + oo2ze * v_021_003_1;
            const double v_121_040_0 = QCy * v_121_030_0 + WQy * v_121_030_1 +
                                       3.0 * oo2e * (v_121_020_0 - roe * v_121_020_1) +
                                       2.0 * oo2ze * v_111_030_1;
            const double v_121_031_0 = QCy * v_121_021_0 + WQy * v_121_021_1 +
                                       2.0 * oo2e * (v_121_011_0 - roe * v_121_011_1) +
                                       2.0 * oo2ze * v_111_021_1;
            const double v_121_022_0 = QCy * v_121_012_0 + WQy * v_121_012_1 +
                                       oo2e * (v_121_002_0 - roe * v_121_002_1) +
                                       2.0 * oo2ze * v_111_012_1;
            const double v_121_013_0 =
                QCy * v_121_003_0 + WQy * v_121_003_1 + 2.0 * oo2ze * v_111_003_1;
            const double v_121_004_0 = QCz * v_121_003_0 + WQz * v_121_003_1 +
                                       3.0 * oo2e * (v_121_002_0 - roe * v_121_002_1) +
                                       oo2ze * v_120_003_1;
            const double v_012_000_5 = PAy * v_002_000_5 + WPy * v_002_000_6;
            const double v_112_000_4 = PAx * v_012_000_4 + WPx * v_012_000_5;
            const double v_112_100_3 = QCx * v_112_000_3 + WQx * v_112_000_4 + oo2ze * v_012_000_4;
            const double v_112_200_2 = QCx * v_112_100_2 + WQx * v_112_100_3 +
                                       oo2e * (v_112_000_2 - roe * v_112_000_3) +
                                       oo2ze * v_012_100_3;
            const double v_112_300_1 = QCx * v_112_200_1 + WQx * v_112_200_2 +
                                       2.0 * oo2e * (v_112_100_1 - roe * v_112_100_2) +
                                       oo2ze * v_012_200_2;
            const double v_112_400_0 = QCx * v_112_300_0 + WQx * v_112_300_1 +
                                       3.0 * oo2e * (v_112_200_0 - roe * v_112_200_1) +
                                       oo2ze * v_012_300_1;
            const double v_112_010_3 = QCy * v_112_000_3 + WQy * v_112_000_4 + oo2ze * v_102_000_4;
            const double v_112_110_2 = QCx * v_112_010_2 + WQx * v_112_010_3 + oo2ze * v_012_010_3;
            const double v_112_210_1 = QCx * v_112_110_1 + WQx * v_112_110_2 +
                                       oo2e * (v_112_010_1 - roe * v_112_010_2) +
                                       oo2ze * v_012_110_2;
            const double v_112_310_0 = QCx * v_112_210_0 + WQx * v_112_210_1 +
                                       2.0 * oo2e * (v_112_110_0 - roe * v_112_110_1) +
                                       oo2ze * v_012_210_1;
            const double v_112_001_3 =
                QCz * v_112_000_3 + WQz * v_112_000_4 + 2.0 * oo2ze * v_111_000_4;
            const double v_112_101_2 = QCx * v_112_001_2 + WQx * v_112_001_3 + oo2ze * v_012_001_3;
            const double v_112_201_1 = QCx * v_112_101_1 + WQx * v_112_101_2 +
                                       oo2e * (v_112_001_1 - roe * v_112_001_2) +
                                       oo2ze * v_012_101_2;
            const double v_112_301_0 = QCx * v_112_201_0 + WQx * v_112_201_1 +
                                       2.0 * oo2e * (v_112_101_0 - roe * v_112_101_1) +
                                       oo2ze * v_012_201_1;
            const double v_112_020_2 = QCy * v_112_010_2 + WQy * v_112_010_3 +
                                       oo2e * (v_112_000_2 - roe * v_112_000_3) +
                                       oo2ze * v_102_010_3;
            const double v_112_120_1 = QCx * v_112_020_1 + WQx * v_112_020_2 + oo2ze * v_012_020_2;
            const double v_112_220_0 = QCx * v_112_120_0 + WQx * v_112_120_1 +
                                       oo2e * (v_112_020_0 - roe * v_112_020_1) +
                                       oo2ze * v_012_120_1;
            const double v_112_011_2 = QCy * v_112_001_2 + WQy * v_112_001_3 + oo2ze * v_102_001_3;
            const double v_112_111_1 = QCx * v_112_011_1 + WQx * v_112_011_2 + oo2ze * v_012_011_2;
            const double v_112_211_0 = QCx * v_112_111_0 + WQx * v_112_111_1 +
                                       oo2e * (v_112_011_0 - roe * v_112_011_1) +
                                       oo2ze * v_012_111_1;
            const double v_112_002_2 = QCz * v_112_001_2 + WQz * v_112_001_3 +
                                       oo2e * (v_112_000_2 - roe * v_112_000_3) +
                                       2.0 * oo2ze * v_111_001_3;
            const double v_112_102_1 = QCx * v_112_002_1 + WQx * v_112_002_2 + oo2ze * v_012_002_2;
            const double v_112_202_0 = QCx * v_112_102_0 + WQx * v_112_102_1 +
                                       oo2e * (v_112_002_0 - roe * v_112_002_1) +
                                       oo2ze * v_012_102_1;
            const double v_112_030_1 = QCy * v_112_020_1 + WQy * v_112_020_2 +
                                       2.0 * oo2e * (v_112_010_1 - roe * v_112_010_2) +
                                       oo2ze * v_102_020_2;
            const double v_112_130_0 = QCx * v_112_030_0 + WQx * v_112_030_1 + oo2ze * v_012_030_1;
            const double v_112_021_1 = QCy * v_112_011_1 + WQy * v_112_011_2 +
                                       oo2e * (v_112_001_1 - roe * v_112_001_2) +
                                       oo2ze * v_102_011_2;
            const double v_112_121_0 = QCx * v_112_021_0 + WQx * v_112_021_1 + oo2ze * v_012_021_1;
            const double v_112_012_1 = QCy * v_112_002_1 + WQy * v_112_002_2 + oo2ze * v_102_002_2;
            const double v_112_112_0 = QCx * v_112_012_0 + WQx * v_112_012_1 + oo2ze * v_012_012_1;
            const double v_112_003_1 = QCz * v_112_002_1 + WQz * v_112_002_2 +
                                       2.0 * oo2e * (v_112_001_1 - roe * v_112_001_2) +
                                       2.0 * oo2ze * v_111_002_2;
            const double v_112_103_0 = QCx * v_112_003_0 + WQx * v_112_003_1 + oo2ze * v_012_003_1;
            const double v_112_040_0 = QCy * v_112_030_0 + WQy * v_112_030_1 +
                                       3.0 * oo2e * (v_112_020_0 - roe * v_112_020_1) +
                                       oo2ze * v_102_030_1;
            const double v_112_031_0 = QCy * v_112_021_0 + WQy * v_112_021_1 +
                                       2.0 * oo2e * (v_112_011_0 - roe * v_112_011_1) +
                                       oo2ze * v_102_021_1;
            const double v_112_022_0 = QCy * v_112_012_0 + WQy * v_112_012_1 +
                                       oo2e * (v_112_002_0 - roe * v_112_002_1) +
                                       oo2ze * v_102_012_1;
            const double v_112_013_0 = QCy * v_112_003_0 + WQy * v_112_003_1 + oo2ze * v_102_003_1;
            const double v_112_004_0 = QCz * v_112_003_0 + WQz * v_112_003_1 +
                                       3.0 * oo2e * (v_112_002_0 - roe * v_112_002_1) +
                                       2.0 * oo2ze * v_111_003_1;
            const double v_003_000_5 = PAz * v_002_000_5 + WPz * v_002_000_6 +
                                       2.0 * oo2z * (v_001_000_5 - roz * v_001_000_6);
            const double v_103_000_4 = PAx * v_003_000_4 + WPx * v_003_000_5;
            const double v_103_100_3 = QCx * v_103_000_3 + WQx * v_103_000_4 + oo2ze * v_003_000_4;
            const double v_103_200_2 = QCx * v_103_100_2 + WQx * v_103_100_3 +
                                       oo2e * (v_103_000_2 - roe * v_103_000_3) +
                                       oo2ze * v_003_100_3;
            const double v_103_300_1 = QCx * v_103_200_1 + WQx * v_103_200_2 +
                                       2.0 * oo2e * (v_103_100_1 - roe * v_103_100_2) +
                                       oo2ze * v_003_200_2;
            const double v_103_400_0 = QCx * v_103_300_0 + WQx * v_103_300_1 +
                                       3.0 * oo2e * (v_103_200_0 - roe * v_103_200_1) +
                                       oo2ze * v_003_300_1;
            const double v_103_010_3 = QCy * v_103_000_3 + WQy * v_103_000_4;
            const double v_103_110_2 = QCx * v_103_010_2 + WQx * v_103_010_3 + oo2ze * v_003_010_3;
            const double v_103_210_1 = QCx * v_103_110_1 + WQx * v_103_110_2 +
                                       oo2e * (v_103_010_1 - roe * v_103_010_2) +
                                       oo2ze * v_003_110_2;
            const double v_103_310_0 = QCx * v_103_210_0 + WQx * v_103_210_1 +
                                       2.0 * oo2e * (v_103_110_0 - roe * v_103_110_1) +
                                       oo2ze * v_003_210_1;
            const double v_103_001_3 =
                QCz * v_103_000_3 + WQz * v_103_000_4 + 3.0 * oo2ze * v_102_000_4;
            const double v_103_101_2 = QCx * v_103_001_2 + WQx * v_103_001_3 + oo2ze * v_003_001_3;
            const double v_103_201_1 = QCx * v_103_101_1 + WQx * v_103_101_2 +
                                       oo2e * (v_103_001_1 - roe * v_103_001_2) +
                                       oo2ze * v_003_101_2;
            const double v_103_301_0 = QCx * v_103_201_0 + WQx * v_103_201_1 +
                                       2.0 * oo2e * (v_103_101_0 - roe * v_103_101_1) +
                                       oo2ze * v_003_201_1;
            const double v_103_020_2 =
                QCy * v_103_010_2 + WQy * v_103_010_3 + oo2e * (v_103_000_2 - roe * v_103_000_3);
            const double v_103_120_1 = QCx * v_103_020_1 + WQx * v_103_020_2 + oo2ze * v_003_020_2;
            const double v_103_220_0 = QCx * v_103_120_0 + WQx * v_103_120_1 +
                                       oo2e * (v_103_020_0 - roe * v_103_020_1) +
                                       oo2ze * v_003_120_1;
            const double v_103_011_2 = QCy * v_103_001_2 + WQy * v_103_001_3;
            const double v_103_111_1 = QCx * v_103_011_1 + WQx * v_103_011_2 + oo2ze * v_003_011_2;
            const double v_103_211_0 = QCx * v_103_111_0 + WQx * v_103_111_1 +
                                       oo2e * (v_103_011_0 - roe * v_103_011_1) +
                                       oo2ze * v_003_111_1;
            const double v_103_002_2 = QCz * v_103_001_2 + WQz * v_103_001_3 +
                                       oo2e * (v_103_000_2 - roe * v_103_000_3) +
                                       3.0 * oo2ze * v_102_001_3;
            const double v_103_102_1 = QCx * v_103_002_1 + WQx * v_103_002_2 + oo2ze * v_003_002_2;
            const double v_103_202_0 = QCx * v_103_102_0 + WQx * v_103_102_1 +
                                       oo2e * (v_103_002_0 - roe * v_103_002_1) +
                                       oo2ze * v_003_102_1;
            const double v_103_030_1 = QCy * v_103_020_1 + WQy * v_103_020_2 +
                                       2.0 * oo2e * (v_103_010_1 - roe * v_103_010_2);
            const double v_103_130_0 = QCx * v_103_030_0 + WQx * v_103_030_1 + oo2ze * v_003_030_1;
            const double v_103_021_1 =
                QCy * v_103_011_1 + WQy * v_103_011_2 + oo2e * (v_103_001_1 - roe * v_103_001_2);
            const double v_103_121_0 = QCx * v_103_021_0 + WQx * v_103_021_1 + oo2ze * v_003_021_1;
            const double v_103_012_1 = QCy * v_103_002_1 + WQy * v_103_002_2;
            const double v_103_112_0 = QCx * v_103_012_0 + WQx * v_103_012_1 + oo2ze * v_003_012_1;
            const double v_103_003_1 = QCz * v_103_002_1 + WQz * v_103_002_2 +
                                       2.0 * oo2e * (v_103_001_1 - roe * v_103_001_2) +
                                       3.0 * oo2ze * v_102_002_2;
            const double v_103_103_0 = QCx * v_103_003_0 + WQx * v_103_003_1 + oo2ze * v_003_003_1;
            const double v_103_040_0 = QCy * v_103_030_0 + WQy * v_103_030_1 +
                                       3.0 * oo2e * (v_103_020_0 - roe * v_103_020_1);
            const double v_103_031_0 = QCy * v_103_021_0 + WQy * v_103_021_1 +
                                       2.0 * oo2e * (v_103_011_0 - roe * v_103_011_1);
            const double v_103_022_0 =
                QCy * v_103_012_0 + WQy * v_103_012_1 + oo2e * (v_103_002_0 - roe * v_103_002_1);
            const double v_103_013_0 = QCy * v_103_003_0 + WQy * v_103_003_1;
            const double v_103_004_0 = QCz * v_103_003_0 + WQz * v_103_003_1 +
                                       3.0 * oo2e * (v_103_002_0 - roe * v_103_002_1) +
                                       3.0 * oo2ze * v_102_003_1;
            const double v_040_000_4 = PAy * v_030_000_4 + WPy * v_030_000_5 +
                                       3.0 * oo2z * (v_020_000_4 - roz * v_020_000_5);
            const double v_040_100_3 = QCx * v_040_000_3 + WQx * v_040_000_4;
            const double v_040_200_2 =
                QCx * v_040_100_2 + WQx * v_040_100_3 + oo2e * (v_040_000_2 - roe * v_040_000_3);
            const double v_040_300_1 = QCx * v_040_200_1 + WQx * v_040_200_2 +
                                       2.0 * oo2e * (v_040_100_1 - roe * v_040_100_2);
            const double v_040_400_0 = QCx * v_040_300_0 + WQx * v_040_300_1 +
                                       3.0 * oo2e * (v_040_200_0 - roe * v_040_200_1);
            const double v_040_010_3 =
                QCy * v_040_000_3 + WQy * v_040_000_4 + 4.0 * oo2ze * v_030_000_4;
            const double v_040_110_2 = QCx * v_040_010_2 + WQx * v_040_010_3;
            const double v_040_210_1 =
                QCx * v_040_110_1 + WQx * v_040_110_2 + oo2e * (v_040_010_1 - roe * v_040_010_2);
            const double v_040_310_0 = QCx * v_040_210_0 + WQx * v_040_210_1 +
                                       2.0 * oo2e * (v_040_110_0 - roe * v_040_110_1);
            const double v_040_001_3 = QCz * v_040_000_3 + WQz * v_040_000_4;
            const double v_040_101_2 = QCx * v_040_001_2 + WQx * v_040_001_3;
            const double v_040_201_1 =
                QCx * v_040_101_1 + WQx * v_040_101_2 + oo2e * (v_040_001_1 - roe * v_040_001_2);
            const double v_040_301_0 = QCx * v_040_201_0 + WQx * v_040_201_1 +
                                       2.0 * oo2e * (v_040_101_0 - roe * v_040_101_1);
            const double v_040_020_2 = QCy * v_040_010_2 + WQy * v_040_010_3 +
                                       oo2e * (v_040_000_2 - roe * v_040_000_3) +
                                       4.0 * oo2ze * v_030_010_3;
            const double v_040_120_1 = QCx * v_040_020_1 + WQx * v_040_020_2;
            const double v_040_220_0 =
                QCx * v_040_120_0 + WQx * v_040_120_1 + oo2e * (v_040_020_0 - roe * v_040_020_1);
            const double v_040_011_2 =
                QCy * v_040_001_2 + WQy * v_040_001_3 + 4.0 * oo2ze * v_030_001_3;
            const double v_040_111_1 = QCx * v_040_011_1 + WQx * v_040_011_2;
            const double v_040_211_0 =
                QCx * v_040_111_0 + WQx * v_040_111_1 + oo2e * (v_040_011_0 - roe * v_040_011_1);
            const double v_040_002_2 =
                QCz * v_040_001_2 + WQz * v_040_001_3 + oo2e * (v_040_000_2 - roe * v_040_000_3);
            const double v_040_102_1 = QCx * v_040_002_1 + WQx * v_040_002_2;
            const double v_040_202_0 =
                QCx * v_040_102_0 + WQx * v_040_102_1 + oo2e * (v_040_002_0 - roe * v_040_002_1);
            const double v_040_030_1 = QCy * v_040_020_1 + WQy * v_040_020_2 +
                                       2.0 * oo2e * (v_040_010_1 - roe * v_040_010_2) +
                                       4.0 * oo2ze * v_030_020_2;
            const double v_040_130_0 = QCx * v_040_030_0 + WQx * v_040_030_1;
            const double v_040_021_1 = QCy * v_040_011_1 + WQy * v_040_011_2 +
                                       oo2e * (v_040_001_1 - roe * v_040_001_2) +
                                       4.0 * oo2ze * v_030_011_2;
            const double v_040_121_0 = QCx * v_040_021_0 + WQx * v_040_021_1;
            const double v_040_012_1 =
                QCy * v_040_002_1 + WQy * v_040_002_2 + 4.0 * oo2ze * v_030_002_2;
            const double v_040_112_0 = QCx * v_040_012_0 + WQx * v_040_012_1;
            const double v_040_003_1 = QCz * v_040_002_1 + WQz * v_040_002_2 +
                                       2.0 * oo2e * (v_040_001_1 - roe * v_040_001_2);
            const double v_040_103_0 = QCx * v_040_003_0 + WQx * v_040_003_1;
            const double v_040_040_0 = QCy * v_040_030_0 + WQy * v_040_030_1 +
                                       3.0 * oo2e * (v_040_020_0 - roe * v_040_020_1) +
                                       4.0 * oo2ze * v_030_030_1;
            const double v_040_031_0 = QCy * v_040_021_0 + WQy * v_040_021_1 +
                                       2.0 * oo2e * (v_040_011_0 - roe * v_040_011_1) +
                                       4.0 * oo2ze * v_030_021_1;
            const double v_040_022_0 = QCy * v_040_012_0 + WQy * v_040_012_1 +
                                       oo2e * (v_040_002_0 - roe * v_040_002_1) +
                                       4.0 * oo2ze * v_030_012_1;
            const double v_040_013_0 =
                QCy * v_040_003_0 + WQy * v_040_003_1 + 4.0 * oo2ze * v_030_003_1;
            const double v_040_004_0 = QCz * v_040_003_0 + WQz * v_040_003_1 +
                                       3.0 * oo2e * (v_040_002_0 - roe * v_040_002_1);
            const double v_031_000_4 = PAy * v_021_000_4 + WPy * v_021_000_5 +
                                       2.0 * oo2z * (v_011_000_4 - roz * v_011_000_5);
            const double v_031_100_3 = QCx * v_031_000_3 + WQx * v_031_000_4;
            const double v_031_200_2 =
                QCx * v_031_100_2 + WQx * v_031_100_3 + oo2e * (v_031_000_2 - roe * v_031_000_3);
            const double v_031_300_1 = QCx * v_031_200_1 + WQx * v_031_200_2 +
                                       2.0 * oo2e * (v_031_100_1 - roe * v_031_100_2);
            const double v_031_400_0 = QCx * v_031_300_0 + WQx * v_031_300_1 +
                                       3.0 * oo2e * (v_031_200_0 - roe * v_031_200_1);
            const double v_031_010_3 =
                QCy * v_031_000_3 + WQy * v_031_000_4 + 3.0 * oo2ze * v_021_000_4;
            const double v_031_110_2 = QCx * v_031_010_2 + WQx * v_031_010_3;
            const double v_031_210_1 =
                QCx * v_031_110_1 + WQx * v_031_110_2 + oo2e * (v_031_010_1 - roe * v_031_010_2);
            const double v_031_310_0 = QCx * v_031_210_0 + WQx * v_031_210_1 +
                                       2.0 * oo2e * (v_031_110_0 - roe * v_031_110_1);
            const double v_031_001_3 = QCz * v_031_000_3 + WQz * v_031_000_4 + oo2ze * v_030_000_4;
            const double v_031_101_2 = QCx * v_031_001_2 + WQx * v_031_001_3;
            const double v_031_201_1 =
                QCx * v_031_101_1 + WQx * v_031_101_2 + oo2e * (v_031_001_1 - roe * v_031_001_2);
            const double v_031_301_0 = QCx * v_031_201_0 + WQx * v_031_201_1 +
                                       2.0 * oo2e * (v_031_101_0 - roe * v_031_101_1);
            const double v_031_020_2 = QCy * v_031_010_2 + WQy * v_031_010_3 +
                                       oo2e * (v_031_000_2 - roe * v_031_000_3) +
                                       3.0 * oo2ze * v_021_010_3;
            const double v_031_120_1 = QCx * v_031_020_1 + WQx * v_031_020_2;
            const double v_031_220_0 =
                QCx * v_031_120_0 + WQx * v_031_120_1 + oo2e * (v_031_020_0 - roe * v_031_020_1);
            const double v_031_011_2 =
                QCy * v_031_001_2 + WQy * v_031_001_3 + 3.0 * oo2ze * v_021_001_3;
            const double v_031_111_1 = QCx * v_031_011_1 + WQx * v_031_011_2;
            const double v_031_211_0 =
                QCx * v_031_111_0 + WQx * v_031_111_1 + oo2e * (v_031_011_0 - roe * v_031_011_1);
            const double v_031_002_2 = QCz * v_031_001_2 + WQz * v_031_001_3 +
                                       oo2e * (v_031_000_2 - roe * v_031_000_3) +
                                       oo2ze * v_030_001_3;
            const double v_031_102_1 = QCx * v_031_002_1 + WQx * v_031_002_2;
            const double v_031_202_0 =
                QCx * v_031_102_0 + WQx * v_031_102_1 + oo2e * (v_031_002_0 - roe * v_031_002_1);
            const double v_031_030_1 = QCy * v_031_020_1 + WQy * v_031_020_2 +
                                       2.0 * oo2e * (v_031_010_1 - roe * v_031_010_2) +
                                       3.0 * oo2ze * v_021_020_2;
            const double v_031_130_0 = QCx * v_031_030_0 + WQx * v_031_030_1;
            const double v_031_021_1 = QCy * v_031_011_1 + WQy * v_031_011_2 +
                                       oo2e * (v_031_001_1 - roe * v_031_001_2) +
                                       3.0 * oo2ze * v_021_011_2;
            const double v_031_121_0 = QCx * v_031_021_0 + WQx * v_031_021_1;
            const double v_031_012_1 =
                QCy * v_031_002_1 + WQy * v_031_002_2 + 3.0 * oo2ze * v_021_002_2;
            const double v_031_112_0 = QCx * v_031_012_0 + WQx * v_031_012_1;
            const double v_031_003_1 = QCz * v_031_002_1 + WQz * v_031_002_2 +
                                       2.0 * oo2e * (v_031_001_1 - roe * v_031_001_2) +
                                       oo2ze * v_030_002_2;
            const double v_031_103_0 = QCx * v_031_003_0 + WQx * v_031_003_1;
            const double v_031_040_0 = QCy * v_031_030_0 + WQy * v_031_030_1 +
                                       3.0 * oo2e * (v_031_020_0 - roe * v_031_020_1) +
                                       3.0 * oo2ze * v_021_030_1;
            const double v_031_031_0 = QCy * v_031_021_0 + WQy * v_031_021_1 +
                                       2.0 * oo2e * (v_031_011_0 - roe * v_031_011_1) +
                                       3.0 * oo2ze * v_021_021_1;
            const double v_031_022_0 = QCy * v_031_012_0 + WQy * v_031_012_1 +
                                       oo2e * (v_031_002_0 - roe * v_031_002_1) +
                                       3.0 * oo2ze * v_021_012_1;
            const double v_031_013_0 =
                QCy * v_031_003_0 + WQy * v_031_003_1 + 3.0 * oo2ze * v_021_003_1;
            const double v_031_004_0 = QCz * v_031_003_0 + WQz * v_031_003_1 +
                                       3.0 * oo2e * (v_031_002_0 - roe * v_031_002_1) +
                                       oo2ze * v_030_003_1;
            const double v_022_000_4 =
                PAy * v_012_000_4 + WPy * v_012_000_5 + oo2z * (v_002_000_4 - roz * v_002_000_5);
            const double v_022_100_3 = QCx * v_022_000_3 + WQx * v_022_000_4;
            const double v_022_200_2 =
                QCx * v_022_100_2 + WQx * v_022_100_3 + oo2e * (v_022_000_2 - roe * v_022_000_3);
            const double v_022_300_1 = QCx * v_022_200_1 + WQx * v_022_200_2 +
                                       2.0 * oo2e * (v_022_100_1 - roe * v_022_100_2);
            const double v_022_400_0 = QCx * v_022_300_0 + WQx * v_022_300_1 +
                                       3.0 * oo2e * (v_022_200_0 - roe * v_022_200_1);
            const double v_022_010_3 =
                QCy * v_022_000_3 + WQy * v_022_000_4 + 2.0 * oo2ze * v_012_000_4;
            const double v_022_110_2 = QCx * v_022_010_2 + WQx * v_022_010_3;
            const double v_022_210_1 =
                QCx * v_022_110_1 + WQx * v_022_110_2 + oo2e * (v_022_010_1 - roe * v_022_010_2);
            const double v_022_310_0 = QCx * v_022_210_0 + WQx * v_022_210_1 +
                                       2.0 * oo2e * (v_022_110_0 - roe * v_022_110_1);
            const double v_022_001_3 =
                QCz * v_022_000_3 + WQz * v_022_000_4 + 2.0 * oo2ze * v_021_000_4;
            const double v_022_101_2 = QCx * v_022_001_2 + WQx * v_022_001_3;
            const double v_022_201_1 =
                QCx * v_022_101_1 + WQx * v_022_101_2 + oo2e * (v_022_001_1 - roe * v_022_001_2);
            const double v_022_301_0 = QCx * v_022_201_0 + WQx * v_022_201_1 +
                                       2.0 * oo2e * (v_022_101_0 - roe * v_022_101_1);
            const double v_022_020_2 = QCy * v_022_010_2 + WQy * v_022_010_3 +
                                       oo2e * (v_022_000_2 - roe * v_022_000_3) +
                                       2.0 * oo2ze * v_012_010_3;
            const double v_022_120_1 = QCx * v_022_020_1 + WQx * v_022_020_2;
            const double v_022_220_0 =
                QCx * v_022_120_0 + WQx * v_022_120_1 + oo2e * (v_022_020_0 - roe * v_022_020_1);
            const double v_022_011_2 =
                QCy * v_022_001_2 + WQy * v_022_001_3 + 2.0 * oo2ze * v_012_001_3;
            const double v_022_111_1 = QCx * v_022_011_1 + WQx * v_022_011_2;
            const double v_022_211_0 =
                QCx * v_022_111_0 + WQx * v_022_111_1 + oo2e * (v_022_011_0 - roe * v_022_011_1);
            const double v_022_002_2 = QCz * v_022_001_2 + WQz * v_022_001_3 +
                                       oo2e * (v_022_000_2 - roe * v_022_000_3) +
                                       2.0 * oo2ze * v_021_001_3;
            const double v_022_102_1 = QCx * v_022_002_1 + WQx * v_022_002_2;
            const double v_022_202_0 =
                QCx * v_022_102_0 + WQx * v_022_102_1 + oo2e * (v_022_002_0 - roe * v_022_002_1);
            const double v_022_030_1 = QCy * v_022_020_1 + WQy * v_022_020_2 +
                                       2.0 * oo2e * (v_022_010_1 - roe * v_022_010_2) +
                                       2.0 * oo2ze * v_012_020_2;
            const double v_022_130_0 = QCx * v_022_030_0 + WQx * v_022_030_1;
            const double v_022_021_1 = QCy * v_022_011_1 + WQy * v_022_011_2 +
                                       oo2e * (v_022_001_1 - roe * v_022_001_2) +
                                       2.0 * oo2ze * v_012_011_2;
            const double v_022_121_0 = QCx * v_022_021_0 + WQx * v_022_021_1;
            const double v_022_012_1 =
                QCy * v_022_002_1 + WQy * v_022_002_2 + 2.0 * oo2ze * v_012_002_2;
            const double v_022_112_0 = QCx * v_022_012_0 + WQx * v_022_012_1;
            const double v_022_003_1 = QCz * v_022_002_1 + WQz * v_022_002_2 +
                                       2.0 * oo2e * (v_022_001_1 - roe * v_022_001_2) +
                                       2.0 * oo2ze * v_021_002_2;
            const double v_022_103_0 = QCx * v_022_003_0 + WQx * v_022_003_1;
            const double v_022_040_0 = QCy * v_022_030_0 + WQy * v_022_030_1 +
                                       3.0 * oo2e * (v_022_020_0 - roe * v_022_020_1) +
                                       2.0 * oo2ze * v_012_030_1;
            const double v_022_031_0 = QCy * v_022_021_0 + WQy * v_022_021_1 +
                                       2.0 * oo2e * (v_022_011_0 - roe * v_022_011_1) +
                                       2.0 * oo2ze * v_012_021_1;
            const double v_022_022_0 = QCy * v_022_012_0 + WQy * v_022_012_1 +
                                       oo2e * (v_022_002_0 - roe * v_022_002_1) +
                                       2.0 * oo2ze * v_012_012_1;
            const double v_022_013_0 =
                QCy * v_022_003_0 + WQy * v_022_003_1 + 2.0 * oo2ze * v_012_003_1;
            const double v_022_004_0 = QCz * v_022_003_0 + WQz * v_022_003_1 +
                                       3.0 * oo2e * (v_022_002_0 - roe * v_022_002_1) +
                                       2.0 * oo2ze * v_021_003_1;
            const double v_013_000_4 = PAy * v_003_000_4 + WPy * v_003_000_5;
            const double v_013_100_3 = QCx * v_013_000_3 + WQx * v_013_000_4;
            const double v_013_200_2 =
                QCx * v_013_100_2 + WQx * v_013_100_3 + oo2e * (v_013_000_2 - roe * v_013_000_3);
            const double v_013_300_1 = QCx * v_013_200_1 + WQx * v_013_200_2 +
                                       2.0 * oo2e * (v_013_100_1 - roe * v_013_100_2);
            const double v_013_400_0 = QCx * v_013_300_0 + WQx * v_013_300_1 +
                                       3.0 * oo2e * (v_013_200_0 - roe * v_013_200_1);
            const double v_013_010_3 = QCy * v_013_000_3 + WQy * v_013_000_4 + oo2ze * v_003_000_4;
            const double v_013_110_2 = QCx * v_013_010_2 + WQx * v_013_010_3;
            const double v_013_210_1 =
                QCx * v_013_110_1 + WQx * v_013_110_2 + oo2e * (v_013_010_1 - roe * v_013_010_2);
            const double v_013_310_0 = QCx * v_013_210_0 + WQx * v_013_210_1 +
                                       2.0 * oo2e * (v_013_110_0 - roe * v_013_110_1);
            const double v_013_001_3 =
                QCz * v_013_000_3 + WQz * v_013_000_4 + 3.0 * oo2ze * v_012_000_4;
            const double v_013_101_2 = QCx * v_013_001_2 + WQx * v_013_001_3;
            const double v_013_201_1 =
                QCx * v_013_101_1 + WQx * v_013_101_2 + oo2e * (v_013_001_1 - roe * v_013_001_2);
            const double v_013_301_0 = QCx * v_013_201_0 + WQx * v_013_201_1 +
                                       2.0 * oo2e * (v_013_101_0 - roe * v_013_101_1);
            const double v_013_020_2 = QCy * v_013_010_2 + WQy * v_013_010_3 +
                                       oo2e * (v_013_000_2 - roe * v_013_000_3) +
                                       oo2ze * v_003_010_3;
            const double v_013_120_1 = QCx * v_013_020_1 + WQx * v_013_020_2;
            const double v_013_220_0 =
                QCx * v_013_120_0 + WQx * v_013_120_1 + oo2e * (v_013_020_0 - roe * v_013_020_1);
            const double v_013_011_2 = QCy * v_013_001_2 + WQy * v_013_001_3 + oo2ze * v_003_001_3;
            const double v_013_111_1 = QCx * v_013_011_1 + WQx * v_013_011_2;
            const double v_013_211_0 =
                QCx * v_013_111_0 + WQx * v_013_111_1 + oo2e * (v_013_011_0 - roe * v_013_011_1);
            const double v_013_002_2 = QCz * v_013_001_2 + WQz * v_013_001_3 +
                                       oo2e * (v_013_000_2 - roe * v_013_000_3) +
                                       3.0 * oo2ze * v_012_001_3;
            const double v_013_102_1 = QCx * v_013_002_1 + WQx * v_013_002_2;
            const double v_013_202_0 =
                QCx * v_013_102_0 + WQx * v_013_102_1 + oo2e * (v_013_002_0 - roe * v_013_002_1);
            const double v_013_030_1 = QCy * v_013_020_1 + WQy * v_013_020_2 +
                                       2.0 * oo2e * (v_013_010_1 - roe * v_013_010_2) +
                                       oo2ze * v_003_020_2;
            const double v_013_130_0 = QCx * v_013_030_0 + WQx * v_013_030_1;
            const double v_013_021_1 = QCy * v_013_011_1 + WQy * v_013_011_2 +
                                       oo2e * (v_013_001_1 - roe * v_013_001_2) +
                                       oo2ze * v_003_011_2;
            const double v_013_121_0 = QCx * v_013_021_0 + WQx * v_013_021_1;
            const double v_013_012_1 = QCy * v_013_002_1 + WQy * v_013_002_2 + oo2ze * v_003_002_2;
            const double v_013_112_0 = QCx * v_013_012_0 + WQx * v_013_012_1;
            const double v_013_003_1 = QCz * v_013_002_1 + WQz * v_013_002_2 +
                                       2.0 * oo2e * (v_013_001_1 - roe * v_013_001_2) +
                                       3.0 * oo2ze * v_012_002_2;
            const double v_013_103_0 = QCx * v_013_003_0 + WQx * v_013_003_1;
            const double v_013_040_0 = QCy * v_013_030_0 + WQy * v_013_030_1 +
                                       3.0 * oo2e * (v_013_020_0 - roe * v_013_020_1) +
                                       oo2ze * v_003_030_1;
            const double v_013_031_0 = QCy * v_013_021_0 + WQy * v_013_021_1 +
                                       2.0 * oo2e * (v_013_011_0 - roe * v_013_011_1) +
                                       oo2ze * v_003_021_1;
            const double v_013_022_0 = QCy * v_013_012_0 + WQy * v_013_012_1 +
                                       oo2e * (v_013_002_0 - roe * v_013_002_1) +
                                       oo2ze * v_003_012_1;
            const double v_013_013_0 = QCy * v_013_003_0 + WQy * v_013_003_1 + oo2ze * v_003_003_1;
            const double v_013_004_0 = QCz * v_013_003_0 + WQz * v_013_003_1 +
                                       3.0 * oo2e * (v_013_002_0 - roe * v_013_002_1) +
                                       3.0 * oo2ze * v_012_003_1;
            const double v_004_000_4 = PAz * v_003_000_4 + WPz * v_003_000_5 +
                                       3.0 * oo2z * (v_002_000_4 - roz * v_002_000_5);
            const double v_004_100_3 = QCx * v_004_000_3 + WQx * v_004_000_4;
            const double v_004_200_2 =
                QCx * v_004_100_2 + WQx * v_004_100_3 + oo2e * (v_004_000_2 - roe * v_004_000_3);
            const double v_004_300_1 = QCx * v_004_200_1 + WQx * v_004_200_2 +
                                       2.0 * oo2e * (v_004_100_1 - roe * v_004_100_2);
            const double v_004_400_0 = QCx * v_004_300_0 + WQx * v_004_300_1 +
                                       3.0 * oo2e * (v_004_200_0 - roe * v_004_200_1);
            const double v_004_010_3 = QCy * v_004_000_3 + WQy * v_004_000_4;
            const double v_004_110_2 = QCx * v_004_010_2 + WQx * v_004_010_3;
            const double v_004_210_1 =
                QCx * v_004_110_1 + WQx * v_004_110_2 + oo2e * (v_004_010_1 - roe * v_004_010_2);
            const double v_004_310_0 = QCx * v_004_210_0 + WQx * v_004_210_1 +
                                       2.0 * oo2e * (v_004_110_0 - roe * v_004_110_1);
            const double v_004_001_3 =
                QCz * v_004_000_3 + WQz * v_004_000_4 + 4.0 * oo2ze * v_003_000_4;
            const double v_004_101_2 = QCx * v_004_001_2 + WQx * v_004_001_3;
            const double v_004_201_1 =
                QCx * v_004_101_1 + WQx * v_004_101_2 + oo2e * (v_004_001_1 - roe * v_004_001_2);
            const double v_004_301_0 = QCx * v_004_201_0 + WQx * v_004_201_1 +
                                       2.0 * oo2e * (v_004_101_0 - roe * v_004_101_1);
            const double v_004_020_2 =
                QCy * v_004_010_2 + WQy * v_004_010_3 + oo2e * (v_004_000_2 - roe * v_004_000_3);
            const double v_004_120_1 = QCx * v_004_020_1 + WQx * v_004_020_2;
            const double v_004_220_0 =
                QCx * v_004_120_0 + WQx * v_004_120_1 + oo2e * (v_004_020_0 - roe * v_004_020_1);
            const double v_004_011_2 = QCy * v_004_001_2 + WQy * v_004_001_3;
            const double v_004_111_1 = QCx * v_004_011_1 + WQx * v_004_011_2;
            const double v_004_211_0 =
                QCx * v_004_111_0 + WQx * v_004_111_1 + oo2e * (v_004_011_0 - roe * v_004_011_1);
            const double v_004_002_2 = QCz * v_004_001_2 + WQz * v_004_001_3 +
                                       oo2e * (v_004_000_2 - roe * v_004_000_3) +
                                       4.0 * oo2ze * v_003_001_3;
            const double v_004_102_1 = QCx * v_004_002_1 + WQx * v_004_002_2;
            const double v_004_202_0 =
                QCx * v_004_102_0 + WQx * v_004_102_1 + oo2e * (v_004_002_0 - roe * v_004_002_1);
            const double v_004_030_1 = QCy * v_004_020_1 + WQy * v_004_020_2 +
                                       2.0 * oo2e * (v_004_010_1 - roe * v_004_010_2);
            const double v_004_130_0 = QCx * v_004_030_0 + WQx * v_004_030_1;
            const double v_004_021_1 =
                QCy * v_004_011_1 + WQy * v_004_011_2 + oo2e * (v_004_001_1 - roe * v_004_001_2);
            const double v_004_121_0 = QCx * v_004_021_0 + WQx * v_004_021_1;
            const double v_004_012_1 = QCy * v_004_002_1 + WQy * v_004_002_2;
            const double v_004_112_0 = QCx * v_004_012_0 + WQx * v_004_012_1;
            const double v_004_003_1 = QCz * v_004_002_1 + WQz * v_004_002_2 +
                                       2.0 * oo2e * (v_004_001_1 - roe * v_004_001_2) +
                                       4.0 * oo2ze * v_003_002_2;
            const double v_004_103_0 = QCx * v_004_003_0 + WQx * v_004_003_1;
            const double v_004_040_0 = QCy * v_004_030_0 + WQy * v_004_030_1 +
                                       3.0 * oo2e * (v_004_020_0 - roe * v_004_020_1);
            const double v_004_031_0 = QCy * v_004_021_0 + WQy * v_004_021_1 +
                                       2.0 * oo2e * (v_004_011_0 - roe * v_004_011_1);
            const double v_004_022_0 =
                QCy * v_004_012_0 + WQy * v_004_012_1 + oo2e * (v_004_002_0 - roe * v_004_002_1);
            const double v_004_013_0 = QCy * v_004_003_0 + WQy * v_004_003_1;
            const double v_004_004_0 = QCz * v_004_003_0 + WQz * v_004_003_1 +
                                       3.0 * oo2e * (v_004_002_0 - roe * v_004_002_1) +
                                       4.0 * oo2ze * v_003_003_1;
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
            c_200_400 += v_200_400_0;
            c_200_310 += v_200_310_0;
            c_200_301 += v_200_301_0;
            c_200_220 += v_200_220_0;
            c_200_211 += v_200_211_0;
            c_200_202 += v_200_202_0;
            c_200_130 += v_200_130_0;
            c_200_121 += v_200_121_0;
            c_200_112 += v_200_112_0;
            c_200_103 += v_200_103_0;
            c_200_040 += v_200_040_0;
            c_200_031 += v_200_031_0;
            c_200_022 += v_200_022_0;
            c_200_013 += v_200_013_0;
            c_200_004 += v_200_004_0;
            c_110_400 += v_110_400_0;
            c_110_310 += v_110_310_0;
            c_110_301 += v_110_301_0;
            c_110_220 += v_110_220_0;
            c_110_211 += v_110_211_0;
            c_110_202 += v_110_202_0;
            c_110_130 += v_110_130_0;
            c_110_121 += v_110_121_0;
            c_110_112 += v_110_112_0;
            c_110_103 += v_110_103_0;
            c_110_040 += v_110_040_0;
            c_110_031 += v_110_031_0;
            c_110_022 += v_110_022_0;
            c_110_013 += v_110_013_0;
            c_110_004 += v_110_004_0;
            c_101_400 += v_101_400_0;
            c_101_310 += v_101_310_0;
            c_101_301 += v_101_301_0;
            c_101_220 += v_101_220_0;
            c_101_211 += v_101_211_0;
            c_101_202 += v_101_202_0;
            c_101_130 += v_101_130_0;
            c_101_121 += v_101_121_0;
            c_101_112 += v_101_112_0;
            c_101_103 += v_101_103_0;
            c_101_040 += v_101_040_0;
            c_101_031 += v_101_031_0;
            c_101_022 += v_101_022_0;
            c_101_013 += v_101_013_0;
            c_101_004 += v_101_004_0;
            c_020_400 += v_020_400_0;
            c_020_310 += v_020_310_0;
            c_020_301 += v_020_301_0;
            c_020_220 += v_020_220_0;
            c_020_211 += v_020_211_0;
            c_020_202 += v_020_202_0;
            c_020_130 += v_020_130_0;
            c_020_121 += v_020_121_0;
            c_020_112 += v_020_112_0;
            c_020_103 += v_020_103_0;
            c_020_040 += v_020_040_0;
            c_020_031 += v_020_031_0;
            c_020_022 += v_020_022_0;
            c_020_013 += v_020_013_0;
            c_020_004 += v_020_004_0;
            c_011_400 += v_011_400_0;
            c_011_310 += v_011_310_0;
            c_011_301 += v_011_301_0;
            c_011_220 += v_011_220_0;
            c_011_211 += v_011_211_0;
            c_011_202 += v_011_202_0;
            c_011_130 += v_011_130_0;
            c_011_121 += v_011_121_0;
            c_011_112 += v_011_112_0;
            c_011_103 += v_011_103_0;
            c_011_040 += v_011_040_0;
            c_011_031 += v_011_031_0;
            c_011_022 += v_011_022_0;
            c_011_013 += v_011_013_0;
            c_011_004 += v_011_004_0;
            c_002_400 += v_002_400_0;
            c_002_310 += v_002_310_0;
            c_002_301 += v_002_301_0;
            c_002_220 += v_002_220_0;
            c_002_211 += v_002_211_0;
            c_002_202 += v_002_202_0;
            c_002_130 += v_002_130_0;
            c_002_121 += v_002_121_0;
            c_002_112 += v_002_112_0;
            c_002_103 += v_002_103_0;
            c_002_040 += v_002_040_0;
            c_002_031 += v_002_031_0;
            c_002_022 += v_002_022_0;
            c_002_013 += v_002_013_0;
            c_002_004 += v_002_004_0;
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
            c_300_400 += v_300_400_0;
            c_300_310 += v_300_310_0;
            c_300_301 += v_300_301_0;
            c_300_220 += v_300_220_0;
            c_300_211 += v_300_211_0;
            c_300_202 += v_300_202_0;
            c_300_130 += v_300_130_0;
            c_300_121 += v_300_121_0;
            c_300_112 += v_300_112_0;
            c_300_103 += v_300_103_0;
            c_300_040 += v_300_040_0;
            c_300_031 += v_300_031_0;
            c_300_022 += v_300_022_0;
            c_300_013 += v_300_013_0;
            c_300_004 += v_300_004_0;
            c_210_400 += v_210_400_0;
            c_210_310 += v_210_310_0;
            c_210_301 += v_210_301_0;
            c_210_220 += v_210_220_0;
            c_210_211 += v_210_211_0;
            c_210_202 += v_210_202_0;
            c_210_130 += v_210_130_0;
            c_210_121 += v_210_121_0;
            c_210_112 += v_210_112_0;
            c_210_103 += v_210_103_0;
            c_210_040 += v_210_040_0;
            c_210_031 += v_210_031_0;
            c_210_022 += v_210_022_0;
            c_210_013 += v_210_013_0;
            c_210_004 += v_210_004_0;
            c_201_400 += v_201_400_0;
            c_201_310 += v_201_310_0;
            c_201_301 += v_201_301_0;
            c_201_220 += v_201_220_0;
            c_201_211 += v_201_211_0;
            c_201_202 += v_201_202_0;
            c_201_130 += v_201_130_0;
            c_201_121 += v_201_121_0;
            c_201_112 += v_201_112_0;
            c_201_103 += v_201_103_0;
            c_201_040 += v_201_040_0;
            c_201_031 += v_201_031_0;
            c_201_022 += v_201_022_0;
            c_201_013 += v_201_013_0;
            c_201_004 += v_201_004_0;
            c_120_400 += v_120_400_0;
            c_120_310 += v_120_310_0;
            c_120_301 += v_120_301_0;
            c_120_220 += v_120_220_0;
            c_120_211 += v_120_211_0;
            c_120_202 += v_120_202_0;
            c_120_130 += v_120_130_0;
            c_120_121 += v_120_121_0;
            c_120_112 += v_120_112_0;
            c_120_103 += v_120_103_0;
            c_120_040 += v_120_040_0;
            c_120_031 += v_120_031_0;
            c_120_022 += v_120_022_0;
            c_120_013 += v_120_013_0;
            c_120_004 += v_120_004_0;
            c_111_400 += v_111_400_0;
            c_111_310 += v_111_310_0;
            c_111_301 += v_111_301_0;
            c_111_220 += v_111_220_0;
            c_111_211 += v_111_211_0;
            c_111_202 += v_111_202_0;
            c_111_130 += v_111_130_0;
            c_111_121 += v_111_121_0;
            c_111_112 += v_111_112_0;
            c_111_103 += v_111_103_0;
            c_111_040 += v_111_040_0;
            c_111_031 += v_111_031_0;
            c_111_022 += v_111_022_0;
            c_111_013 += v_111_013_0;
            c_111_004 += v_111_004_0;
            c_102_400 += v_102_400_0;
            c_102_310 += v_102_310_0;
            c_102_301 += v_102_301_0;
            c_102_220 += v_102_220_0;
            c_102_211 += v_102_211_0;
            c_102_202 += v_102_202_0;
            c_102_130 += v_102_130_0;
            c_102_121 += v_102_121_0;
            c_102_112 += v_102_112_0;
            c_102_103 += v_102_103_0;
            c_102_040 += v_102_040_0;
            c_102_031 += v_102_031_0;
            c_102_022 += v_102_022_0;
            c_102_013 += v_102_013_0;
            c_102_004 += v_102_004_0;
            c_030_400 += v_030_400_0;
            c_030_310 += v_030_310_0;
            c_030_301 += v_030_301_0;
            c_030_220 += v_030_220_0;
            c_030_211 += v_030_211_0;
            c_030_202 += v_030_202_0;
            c_030_130 += v_030_130_0;
            c_030_121 += v_030_121_0;
            c_030_112 += v_030_112_0;
            c_030_103 += v_030_103_0;
            c_030_040 += v_030_040_0;
            c_030_031 += v_030_031_0;
            c_030_022 += v_030_022_0;
            c_030_013 += v_030_013_0;
            c_030_004 += v_030_004_0;
            c_021_400 += v_021_400_0;
            c_021_310 += v_021_310_0;
            c_021_301 += v_021_301_0;
            c_021_220 += v_021_220_0;
            c_021_211 += v_021_211_0;
            c_021_202 += v_021_202_0;
            c_021_130 += v_021_130_0;
            c_021_121 += v_021_121_0;
            c_021_112 += v_021_112_0;
            c_021_103 += v_021_103_0;
            c_021_040 += v_021_040_0;
            c_021_031 += v_021_031_0;
            c_021_022 += v_021_022_0;
            c_021_013 += v_021_013_0;
            c_021_004 += v_021_004_0;
            c_012_400 += v_012_400_0;
            c_012_310 += v_012_310_0;
            c_012_301 += v_012_301_0;
            c_012_220 += v_012_220_0;
            c_012_211 += v_012_211_0;
            c_012_202 += v_012_202_0;
            c_012_130 += v_012_130_0;
            c_012_121 += v_012_121_0;
            c_012_112 += v_012_112_0;
            c_012_103 += v_012_103_0;
            c_012_040 += v_012_040_0;
            c_012_031 += v_012_031_0;
            c_012_022 += v_012_022_0;
            c_012_013 += v_012_013_0;
            c_012_004 += v_012_004_0;
            c_003_400 += v_003_400_0;
            c_003_310 += v_003_310_0;
            c_003_301 += v_003_301_0;
            c_003_220 += v_003_220_0;
            c_003_211 += v_003_211_0;
            c_003_202 += v_003_202_0;
            c_003_130 += v_003_130_0;
            c_003_121 += v_003_121_0;
            c_003_112 += v_003_112_0;
            c_003_103 += v_003_103_0;
            c_003_040 += v_003_040_0;
            c_003_031 += v_003_031_0;
            c_003_022 += v_003_022_0;
            c_003_013 += v_003_013_0;
            c_003_004 += v_003_004_0;
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
            c_400_400 += v_400_400_0;
            c_400_310 += v_400_310_0;
            c_400_301 += v_400_301_0;
            c_400_220 += v_400_220_0;
            c_400_211 += v_400_211_0;
            c_400_202 += v_400_202_0;
            c_400_130 += v_400_130_0;
            c_400_121 += v_400_121_0;
            c_400_112 += v_400_112_0;
            c_400_103 += v_400_103_0;
            c_400_040 += v_400_040_0;
            c_400_031 += v_400_031_0;
            c_400_022 += v_400_022_0;
            c_400_013 += v_400_013_0;
            c_400_004 += v_400_004_0;
            c_310_400 += v_310_400_0;
            c_310_310 += v_310_310_0;
            c_310_301 += v_310_301_0;
            c_310_220 += v_310_220_0;
            c_310_211 += v_310_211_0;
            c_310_202 += v_310_202_0;
            c_310_130 += v_310_130_0;
            c_310_121 += v_310_121_0;
            c_310_112 += v_310_112_0;
            c_310_103 += v_310_103_0;
            c_310_040 += v_310_040_0;
            c_310_031 += v_310_031_0;
            c_310_022 += v_310_022_0;
            c_310_013 += v_310_013_0;
            c_310_004 += v_310_004_0;
            c_301_400 += v_301_400_0;
            c_301_310 += v_301_310_0;
            c_301_301 += v_301_301_0;
            c_301_220 += v_301_220_0;
            c_301_211 += v_301_211_0;
            c_301_202 += v_301_202_0;
            c_301_130 += v_301_130_0;
            c_301_121 += v_301_121_0;
            c_301_112 += v_301_112_0;
            c_301_103 += v_301_103_0;
            c_301_040 += v_301_040_0;
            c_301_031 += v_301_031_0;
            c_301_022 += v_301_022_0;
            c_301_013 += v_301_013_0;
            c_301_004 += v_301_004_0;
            c_220_400 += v_220_400_0;
            c_220_310 += v_220_310_0;
            c_220_301 += v_220_301_0;
            c_220_220 += v_220_220_0;
            c_220_211 += v_220_211_0;
            c_220_202 += v_220_202_0;
            c_220_130 += v_220_130_0;
            c_220_121 += v_220_121_0;
            c_220_112 += v_220_112_0;
            c_220_103 += v_220_103_0;
            c_220_040 += v_220_040_0;
            c_220_031 += v_220_031_0;
            c_220_022 += v_220_022_0;
            c_220_013 += v_220_013_0;
            c_220_004 += v_220_004_0;
            c_211_400 += v_211_400_0;
            c_211_310 += v_211_310_0;
            c_211_301 += v_211_301_0;
            c_211_220 += v_211_220_0;
            c_211_211 += v_211_211_0;
            c_211_202 += v_211_202_0;
            c_211_130 += v_211_130_0;
            c_211_121 += v_211_121_0;
            c_211_112 += v_211_112_0;
            c_211_103 += v_211_103_0;
            c_211_040 += v_211_040_0;
            c_211_031 += v_211_031_0;
            c_211_022 += v_211_022_0;
            c_211_013 += v_211_013_0;
            c_211_004 += v_211_004_0;
            c_202_400 += v_202_400_0;
            c_202_310 += v_202_310_0;
            c_202_301 += v_202_301_0;
            c_202_220 += v_202_220_0;
            c_202_211 += v_202_211_0;
            c_202_202 += v_202_202_0;
            c_202_130 += v_202_130_0;
            c_202_121 += v_202_121_0;
            c_202_112 += v_202_112_0;
            c_202_103 += v_202_103_0;
            c_202_040 += v_202_040_0;
            c_202_031 += v_202_031_0;
            c_202_022 += v_202_022_0;
            c_202_013 += v_202_013_0;
            c_202_004 += v_202_004_0;
            c_130_400 += v_130_400_0;
            c_130_310 += v_130_310_0;
            c_130_301 += v_130_301_0;
            c_130_220 += v_130_220_0;
            c_130_211 += v_130_211_0;
            c_130_202 += v_130_202_0;
            c_130_130 += v_130_130_0;
            c_130_121 += v_130_121_0;
            c_130_112 += v_130_112_0;
            c_130_103 += v_130_103_0;
            c_130_040 += v_130_040_0;
            c_130_031 += v_130_031_0;
            c_130_022 += v_130_022_0;
            c_130_013 += v_130_013_0;
            c_130_004 += v_130_004_0;
            c_121_400 += v_121_400_0;
            c_121_310 += v_121_310_0;
            c_121_301 += v_121_301_0;
            c_121_220 += v_121_220_0;
            c_121_211 += v_121_211_0;
            c_121_202 += v_121_202_0;
            c_121_130 += v_121_130_0;
            c_121_121 += v_121_121_0;
            c_121_112 += v_121_112_0;
            c_121_103 += v_121_103_0;
            c_121_040 += v_121_040_0;
            c_121_031 += v_121_031_0;
            c_121_022 += v_121_022_0;
            c_121_013 += v_121_013_0;
            c_121_004 += v_121_004_0;
            c_112_400 += v_112_400_0;
            c_112_310 += v_112_310_0;
            c_112_301 += v_112_301_0;
            c_112_220 += v_112_220_0;
            c_112_211 += v_112_211_0;
            c_112_202 += v_112_202_0;
            c_112_130 += v_112_130_0;
            c_112_121 += v_112_121_0;
            c_112_112 += v_112_112_0;
            c_112_103 += v_112_103_0;
            c_112_040 += v_112_040_0;
            c_112_031 += v_112_031_0;
            c_112_022 += v_112_022_0;
            c_112_013 += v_112_013_0;
            c_112_004 += v_112_004_0;
            c_103_400 += v_103_400_0;
            c_103_310 += v_103_310_0;
            c_103_301 += v_103_301_0;
            c_103_220 += v_103_220_0;
            c_103_211 += v_103_211_0;
            c_103_202 += v_103_202_0;
            c_103_130 += v_103_130_0;
            c_103_121 += v_103_121_0;
            c_103_112 += v_103_112_0;
            c_103_103 += v_103_103_0;
            c_103_040 += v_103_040_0;
            c_103_031 += v_103_031_0;
            c_103_022 += v_103_022_0;
            c_103_013 += v_103_013_0;
            c_103_004 += v_103_004_0;
            c_040_400 += v_040_400_0;
            c_040_310 += v_040_310_0;
            c_040_301 += v_040_301_0;
            c_040_220 += v_040_220_0;
            c_040_211 += v_040_211_0;
            c_040_202 += v_040_202_0;
            c_040_130 += v_040_130_0;
            c_040_121 += v_040_121_0;
            c_040_112 += v_040_112_0;
            c_040_103 += v_040_103_0;
            c_040_040 += v_040_040_0;
            c_040_031 += v_040_031_0;
            c_040_022 += v_040_022_0;
            c_040_013 += v_040_013_0;
            c_040_004 += v_040_004_0;
            c_031_400 += v_031_400_0;
            c_031_310 += v_031_310_0;
            c_031_301 += v_031_301_0;
            c_031_220 += v_031_220_0;
            c_031_211 += v_031_211_0;
            c_031_202 += v_031_202_0;
            c_031_130 += v_031_130_0;
            c_031_121 += v_031_121_0;
            c_031_112 += v_031_112_0;
            c_031_103 += v_031_103_0;
            c_031_040 += v_031_040_0;
            c_031_031 += v_031_031_0;
            c_031_022 += v_031_022_0;
            c_031_013 += v_031_013_0;
            c_031_004 += v_031_004_0;
            c_022_400 += v_022_400_0;
            c_022_310 += v_022_310_0;
            c_022_301 += v_022_301_0;
            c_022_220 += v_022_220_0;
            c_022_211 += v_022_211_0;
            c_022_202 += v_022_202_0;
            c_022_130 += v_022_130_0;
            c_022_121 += v_022_121_0;
            c_022_112 += v_022_112_0;
            c_022_103 += v_022_103_0;
            c_022_040 += v_022_040_0;
            c_022_031 += v_022_031_0;
            c_022_022 += v_022_022_0;
            c_022_013 += v_022_013_0;
            c_022_004 += v_022_004_0;
            c_013_400 += v_013_400_0;
            c_013_310 += v_013_310_0;
            c_013_301 += v_013_301_0;
            c_013_220 += v_013_220_0;
            c_013_211 += v_013_211_0;
            c_013_202 += v_013_202_0;
            c_013_130 += v_013_130_0;
            c_013_121 += v_013_121_0;
            c_013_112 += v_013_112_0;
            c_013_103 += v_013_103_0;
            c_013_040 += v_013_040_0;
            c_013_031 += v_013_031_0;
            c_013_022 += v_013_022_0;
            c_013_013 += v_013_013_0;
            c_013_004 += v_013_004_0;
            c_004_400 += v_004_400_0;
            c_004_310 += v_004_310_0;
            c_004_301 += v_004_301_0;
            c_004_220 += v_004_220_0;
            c_004_211 += v_004_211_0;
            c_004_202 += v_004_202_0;
            c_004_130 += v_004_130_0;
            c_004_121 += v_004_121_0;
            c_004_112 += v_004_112_0;
            c_004_103 += v_004_103_0;
            c_004_040 += v_004_040_0;
            c_004_031 += v_004_031_0;
            c_004_022 += v_004_022_0;
            c_004_013 += v_004_013_0;
            c_004_004 += v_004_004_0;
        }
    }
    const double ABx = A[0] - B[0], ABy = A[1] - B[1], ABz = A[2] - B[2];
    const double CDx = C[0] - D[0], CDy = C[1] - D[1], CDz = C[2] - D[2];
    const double h_300_100_400_000 = c_400_400 + ABx * c_300_400;
    const double h_200_100_400_000 = c_300_400 + ABx * c_200_400;
    const double h_200_200_400_000 = h_300_100_400_000 + ABx * h_200_100_400_000;
    const double h_300_100_300_000 = c_400_300 + ABx * c_300_300;
    const double h_200_100_300_000 = c_300_300 + ABx * c_200_300;
    const double h_200_200_300_000 = h_300_100_300_000 + ABx * h_200_100_300_000;
    const double h_200_200_300_100 = h_200_200_400_000 + CDx * h_200_200_300_000;
    const double h_300_100_200_000 = c_400_200 + ABx * c_300_200;
    const double h_200_100_200_000 = c_300_200 + ABx * c_200_200;
    const double h_200_200_200_000 = h_300_100_200_000 + ABx * h_200_100_200_000;
    const double h_200_200_200_100 = h_200_200_300_000 + CDx * h_200_200_200_000;
    const double h_200_200_200_200 = h_200_200_300_100 + CDx * h_200_200_200_100;
    const double h_300_100_310_000 = c_400_310 + ABx * c_300_310;
    const double h_200_100_310_000 = c_300_310 + ABx * c_200_310;
    const double h_200_200_310_000 = h_300_100_310_000 + ABx * h_200_100_310_000;
    const double h_200_200_300_010 = h_200_200_310_000 + CDy * h_200_200_300_000;
    const double h_300_100_210_000 = c_400_210 + ABx * c_300_210;
    const double h_200_100_210_000 = c_300_210 + ABx * c_200_210;
    const double h_200_200_210_000 = h_300_100_210_000 + ABx * h_200_100_210_000;
    const double h_200_200_200_010 = h_200_200_210_000 + CDy * h_200_200_200_000;
    const double h_200_200_200_110 = h_200_200_300_010 + CDx * h_200_200_200_010;
    const double h_300_100_301_000 = c_400_301 + ABx * c_300_301;
    const double h_200_100_301_000 = c_300_301 + ABx * c_200_301;
    const double h_200_200_301_000 = h_300_100_301_000 + ABx * h_200_100_301_000;
    const double h_200_200_300_001 = h_200_200_301_000 + CDz * h_200_200_300_000;
    const double h_300_100_201_000 = c_400_201 + ABx * c_300_201;
    const double h_200_100_201_000 = c_300_201 + ABx * c_200_201;
    const double h_200_200_201_000 = h_300_100_201_000 + ABx * h_200_100_201_000;
    const double h_200_200_200_001 = h_200_200_201_000 + CDz * h_200_200_200_000;
    const double h_200_200_200_101 = h_200_200_300_001 + CDx * h_200_200_200_001;
    const double h_300_100_220_000 = c_400_220 + ABx * c_300_220;
    const double h_200_100_220_000 = c_300_220 + ABx * c_200_220;
    const double h_200_200_220_000 = h_300_100_220_000 + ABx * h_200_100_220_000;
    const double h_200_200_210_010 = h_200_200_220_000 + CDy * h_200_200_210_000;
    const double h_200_200_200_020 = h_200_200_210_010 + CDy * h_200_200_200_010;
    const double h_300_100_211_000 = c_400_211 + ABx * c_300_211;
    const double h_200_100_211_000 = c_300_211 + ABx * c_200_211;
    const double h_200_200_211_000 = h_300_100_211_000 + ABx * h_200_100_211_000;
    const double h_200_200_210_001 = h_200_200_211_000 + CDz * h_200_200_210_000;
    const double h_200_200_200_011 = h_200_200_210_001 + CDy * h_200_200_200_001;
    const double h_300_100_202_000 = c_400_202 + ABx * c_300_202;
    const double h_200_100_202_000 = c_300_202 + ABx * c_200_202;
    const double h_200_200_202_000 = h_300_100_202_000 + ABx * h_200_100_202_000;
    const double h_200_200_201_001 = h_200_200_202_000 + CDz * h_200_200_201_000;
    const double h_200_200_200_002 = h_200_200_201_001 + CDz * h_200_200_200_001;
    const double h_200_200_210_100 = h_200_200_310_000 + CDx * h_200_200_210_000;
    const double h_300_100_110_000 = c_400_110 + ABx * c_300_110;
    const double h_200_100_110_000 = c_300_110 + ABx * c_200_110;
    const double h_200_200_110_000 = h_300_100_110_000 + ABx * h_200_100_110_000;
    const double h_200_200_110_100 = h_200_200_210_000 + CDx * h_200_200_110_000;
    const double h_200_200_110_200 = h_200_200_210_100 + CDx * h_200_200_110_100;
    const double h_300_100_120_000 = c_400_120 + ABx * c_300_120;
    const double h_200_100_120_000 = c_300_120 + ABx * c_200_120;
    const double h_200_200_120_000 = h_300_100_120_000 + ABx * h_200_100_120_000;
    const double h_200_200_110_010 = h_200_200_120_000 + CDy * h_200_200_110_000;
    const double h_200_200_110_110 = h_200_200_210_010 + CDx * h_200_200_110_010;
    const double h_300_100_111_000 = c_400_111 + ABx * c_300_111;
    const double h_200_100_111_000 = c_300_111 + ABx * c_200_111;
    const double h_200_200_111_000 = h_300_100_111_000 + ABx * h_200_100_111_000;
    const double h_200_200_110_001 = h_200_200_111_000 + CDz * h_200_200_110_000;
    const double h_200_200_110_101 = h_200_200_210_001 + CDx * h_200_200_110_001;
    const double h_300_100_130_000 = c_400_130 + ABx * c_300_130;
    const double h_200_100_130_000 = c_300_130 + ABx * c_200_130;
    const double h_200_200_130_000 = h_300_100_130_000 + ABx * h_200_100_130_000;
    const double h_200_200_120_010 = h_200_200_130_000 + CDy * h_200_200_120_000;
    const double h_200_200_110_020 = h_200_200_120_010 + CDy * h_200_200_110_010;
    const double h_300_100_121_000 = c_400_121 + ABx * c_300_121;
    const double h_200_100_121_000 = c_300_121 + ABx * c_200_121;
    const double h_200_200_121_000 = h_300_100_121_000 + ABx * h_200_100_121_000;
    const double h_200_200_120_001 = h_200_200_121_000 + CDz * h_200_200_120_000;
    const double h_200_200_110_011 = h_200_200_120_001 + CDy * h_200_200_110_001;
    const double h_300_100_112_000 = c_400_112 + ABx * c_300_112;
    const double h_200_100_112_000 = c_300_112 + ABx * c_200_112;
    const double h_200_200_112_000 = h_300_100_112_000 + ABx * h_200_100_112_000;
    const double h_200_200_111_001 = h_200_200_112_000 + CDz * h_200_200_111_000;
    const double h_200_200_110_002 = h_200_200_111_001 + CDz * h_200_200_110_001;
    const double h_200_200_201_100 = h_200_200_301_000 + CDx * h_200_200_201_000;
    const double h_300_100_101_000 = c_400_101 + ABx * c_300_101;
    const double h_200_100_101_000 = c_300_101 + ABx * c_200_101;
    const double h_200_200_101_000 = h_300_100_101_000 + ABx * h_200_100_101_000;
    const double h_200_200_101_100 = h_200_200_201_000 + CDx * h_200_200_101_000;
    const double h_200_200_101_200 = h_200_200_201_100 + CDx * h_200_200_101_100;
    const double h_200_200_201_010 = h_200_200_211_000 + CDy * h_200_200_201_000;
    const double h_200_200_101_010 = h_200_200_111_000 + CDy * h_200_200_101_000;
    const double h_200_200_101_110 = h_200_200_201_010 + CDx * h_200_200_101_010;
    const double h_300_100_102_000 = c_400_102 + ABx * c_300_102;
    const double h_200_100_102_000 = c_300_102 + ABx * c_200_102;
    const double h_200_200_102_000 = h_300_100_102_000 + ABx * h_200_100_102_000;
    const double h_200_200_101_001 = h_200_200_102_000 + CDz * h_200_200_101_000;
    const double h_200_200_101_101 = h_200_200_201_001 + CDx * h_200_200_101_001;
    const double h_200_200_111_010 = h_200_200_121_000 + CDy * h_200_200_111_000;
    const double h_200_200_101_020 = h_200_200_111_010 + CDy * h_200_200_101_010;
    const double h_200_200_101_011 = h_200_200_111_001 + CDy * h_200_200_101_001;
    const double h_300_100_103_000 = c_400_103 + ABx * c_300_103;
    const double h_200_100_103_000 = c_300_103 + ABx * c_200_103;
    const double h_200_200_103_000 = h_300_100_103_000 + ABx * h_200_100_103_000;
    const double h_200_200_102_001 = h_200_200_103_000 + CDz * h_200_200_102_000;
    const double h_200_200_101_002 = h_200_200_102_001 + CDz * h_200_200_101_001;
    const double h_200_200_120_100 = h_200_200_220_000 + CDx * h_200_200_120_000;
    const double h_300_100_020_000 = c_400_020 + ABx * c_300_020;
    const double h_200_100_020_000 = c_300_020 + ABx * c_200_020;
    const double h_200_200_020_000 = h_300_100_020_000 + ABx * h_200_100_020_000;
    const double h_200_200_020_100 = h_200_200_120_000 + CDx * h_200_200_020_000;
    const double h_200_200_020_200 = h_200_200_120_100 + CDx * h_200_200_020_100;
    const double h_300_100_030_000 = c_400_030 + ABx * c_300_030;
    const double h_200_100_030_000 = c_300_030 + ABx * c_200_030;
    const double h_200_200_030_000 = h_300_100_030_000 + ABx * h_200_100_030_000;
    const double h_200_200_020_010 = h_200_200_030_000 + CDy * h_200_200_020_000;
    const double h_200_200_020_110 = h_200_200_120_010 + CDx * h_200_200_020_010;
    const double h_300_100_021_000 = c_400_021 + ABx * c_300_021;
    const double h_200_100_021_000 = c_300_021 + ABx * c_200_021;
    const double h_200_200_021_000 = h_300_100_021_000 + ABx * h_200_100_021_000;
    const double h_200_200_020_001 = h_200_200_021_000 + CDz * h_200_200_020_000;
    const double h_200_200_020_101 = h_200_200_120_001 + CDx * h_200_200_020_001;
    const double h_300_100_040_000 = c_400_040 + ABx * c_300_040;
    const double h_200_100_040_000 = c_300_040 + ABx * c_200_040;
    const double h_200_200_040_000 = h_300_100_040_000 + ABx * h_200_100_040_000;
    const double h_200_200_030_010 = h_200_200_040_000 + CDy * h_200_200_030_000;
    const double h_200_200_020_020 = h_200_200_030_010 + CDy * h_200_200_020_010;
    const double h_300_100_031_000 = c_400_031 + ABx * c_300_031;
    const double h_200_100_031_000 = c_300_031 + ABx * c_200_031;
    const double h_200_200_031_000 = h_300_100_031_000 + ABx * h_200_100_031_000;
    const double h_200_200_030_001 = h_200_200_031_000 + CDz * h_200_200_030_000;
    const double h_200_200_020_011 = h_200_200_030_001 + CDy * h_200_200_020_001;
    const double h_300_100_022_000 = c_400_022 + ABx * c_300_022;
    const double h_200_100_022_000 = c_300_022 + ABx * c_200_022;
    const double h_200_200_022_000 = h_300_100_022_000 + ABx * h_200_100_022_000;
    const double h_200_200_021_001 = h_200_200_022_000 + CDz * h_200_200_021_000;
    const double h_200_200_020_002 = h_200_200_021_001 + CDz * h_200_200_020_001;
    const double h_200_200_111_100 = h_200_200_211_000 + CDx * h_200_200_111_000;
    const double h_300_100_011_000 = c_400_011 + ABx * c_300_011;
    const double h_200_100_011_000 = c_300_011 + ABx * c_200_011;
    const double h_200_200_011_000 = h_300_100_011_000 + ABx * h_200_100_011_000;
    const double h_200_200_011_100 = h_200_200_111_000 + CDx * h_200_200_011_000;
    const double h_200_200_011_200 = h_200_200_111_100 + CDx * h_200_200_011_100;
    const double h_200_200_011_010 = h_200_200_021_000 + CDy * h_200_200_011_000;
    const double h_200_200_011_110 = h_200_200_111_010 + CDx * h_200_200_011_010;
    const double h_300_100_012_000 = c_400_012 + ABx * c_300_012;
    const double h_200_100_012_000 = c_300_012 + ABx * c_200_012;
    const double h_200_200_012_000 = h_300_100_012_000 + ABx * h_200_100_012_000;
    const double h_200_200_011_001 = h_200_200_012_000 + CDz * h_200_200_011_000;
    const double h_200_200_011_101 = h_200_200_111_001 + CDx * h_200_200_011_001;
    const double h_200_200_021_010 = h_200_200_031_000 + CDy * h_200_200_021_000;
    const double h_200_200_011_020 = h_200_200_021_010 + CDy * h_200_200_011_010;
    const double h_200_200_011_011 = h_200_200_021_001 + CDy * h_200_200_011_001;
    const double h_300_100_013_000 = c_400_013 + ABx * c_300_013;
    const double h_200_100_013_000 = c_300_013 + ABx * c_200_013;
    const double h_200_200_013_000 = h_300_100_013_000 + ABx * h_200_100_013_000;
    const double h_200_200_012_001 = h_200_200_013_000 + CDz * h_200_200_012_000;
    const double h_200_200_011_002 = h_200_200_012_001 + CDz * h_200_200_011_001;
    const double h_200_200_102_100 = h_200_200_202_000 + CDx * h_200_200_102_000;
    const double h_300_100_002_000 = c_400_002 + ABx * c_300_002;
    const double h_200_100_002_000 = c_300_002 + ABx * c_200_002;
    const double h_200_200_002_000 = h_300_100_002_000 + ABx * h_200_100_002_000;
    const double h_200_200_002_100 = h_200_200_102_000 + CDx * h_200_200_002_000;
    const double h_200_200_002_200 = h_200_200_102_100 + CDx * h_200_200_002_100;
    const double h_200_200_102_010 = h_200_200_112_000 + CDy * h_200_200_102_000;
    const double h_200_200_002_010 = h_200_200_012_000 + CDy * h_200_200_002_000;
    const double h_200_200_002_110 = h_200_200_102_010 + CDx * h_200_200_002_010;
    const double h_300_100_003_000 = c_400_003 + ABx * c_300_003;
    const double h_200_100_003_000 = c_300_003 + ABx * c_200_003;
    const double h_200_200_003_000 = h_300_100_003_000 + ABx * h_200_100_003_000;
    const double h_200_200_002_001 = h_200_200_003_000 + CDz * h_200_200_002_000;
    const double h_200_200_002_101 = h_200_200_102_001 + CDx * h_200_200_002_001;
    const double h_200_200_012_010 = h_200_200_022_000 + CDy * h_200_200_012_000;
    const double h_200_200_002_020 = h_200_200_012_010 + CDy * h_200_200_002_010;
    const double h_200_200_002_011 = h_200_200_012_001 + CDy * h_200_200_002_001;
    const double h_300_100_004_000 = c_400_004 + ABx * c_300_004;
    const double h_200_100_004_000 = c_300_004 + ABx * c_200_004;
    const double h_200_200_004_000 = h_300_100_004_000 + ABx * h_200_100_004_000;
    const double h_200_200_003_001 = h_200_200_004_000 + CDz * h_200_200_003_000;
    const double h_200_200_002_002 = h_200_200_003_001 + CDz * h_200_200_002_001;
    const double h_300_010_400_000 = c_310_400 + ABy * c_300_400;
    const double h_200_010_400_000 = c_210_400 + ABy * c_200_400;
    const double h_200_110_400_000 = h_300_010_400_000 + ABx * h_200_010_400_000;
    const double h_300_010_300_000 = c_310_300 + ABy * c_300_300;
    const double h_200_010_300_000 = c_210_300 + ABy * c_200_300;
    const double h_200_110_300_000 = h_300_010_300_000 + ABx * h_200_010_300_000;
    const double h_200_110_300_100 = h_200_110_400_000 + CDx * h_200_110_300_000;
    const double h_300_010_200_000 = c_310_200 + ABy * c_300_200;
    const double h_200_010_200_000 = c_210_200 + ABy * c_200_200;
    const double h_200_110_200_000 = h_300_010_200_000 + ABx * h_200_010_200_000;
    const double h_200_110_200_100 = h_200_110_300_000 + CDx * h_200_110_200_000;
    const double h_200_110_200_200 = h_200_110_300_100 + CDx * h_200_110_200_100;
    const double h_300_010_310_000 = c_310_310 + ABy * c_300_310;
    const double h_200_010_310_000 = c_210_310 + ABy * c_200_310;
    const double h_200_110_310_000 = h_300_010_310_000 + ABx * h_200_010_310_000;
    const double h_200_110_300_010 = h_200_110_310_000 + CDy * h_200_110_300_000;
    const double h_300_010_210_000 = c_310_210 + ABy * c_300_210;
    const double h_200_010_210_000 = c_210_210 + ABy * c_200_210;
    const double h_200_110_210_000 = h_300_010_210_000 + ABx * h_200_010_210_000;
    const double h_200_110_200_010 = h_200_110_210_000 + CDy * h_200_110_200_000;
    const double h_200_110_200_110 = h_200_110_300_010 + CDx * h_200_110_200_010;
    const double h_300_010_301_000 = c_310_301 + ABy * c_300_301;
    const double h_200_010_301_000 = c_210_301 + ABy * c_200_301;
    const double h_200_110_301_000 = h_300_010_301_000 + ABx * h_200_010_301_000;
    const double h_200_110_300_001 = h_200_110_301_000 + CDz * h_200_110_300_000;
    const double h_300_010_201_000 = c_310_201 + ABy * c_300_201;
    const double h_200_010_201_000 = c_210_201 + ABy * c_200_201;
    const double h_200_110_201_000 = h_300_010_201_000 + ABx * h_200_010_201_000;
    const double h_200_110_200_001 = h_200_110_201_000 + CDz * h_200_110_200_000;
    const double h_200_110_200_101 = h_200_110_300_001 + CDx * h_200_110_200_001;
    const double h_300_010_220_000 = c_310_220 + ABy * c_300_220;
    const double h_200_010_220_000 = c_210_220 + ABy * c_200_220;
    const double h_200_110_220_000 = h_300_010_220_000 + ABx * h_200_010_220_000;
    const double h_200_110_210_010 = h_200_110_220_000 + CDy * h_200_110_210_000;
    const double h_200_110_200_020 = h_200_110_210_010 + CDy * h_200_110_200_010;
    const double h_300_010_211_000 = c_310_211 + ABy * c_300_211;
    const double h_200_010_211_000 = c_210_211 + ABy * c_200_211;
    const double h_200_110_211_000 = h_300_010_211_000 + ABx * h_200_010_211_000;
    const double h_200_110_210_001 = h_200_110_211_000 + CDz * h_200_110_210_000;
    const double h_200_110_200_011 = h_200_110_210_001 + CDy * h_200_110_200_001;
    const double h_300_010_202_000 = c_310_202 + ABy * c_300_202;
    const double h_200_010_202_000 = c_210_202 + ABy * c_200_202;
    const double h_200_110_202_000 = h_300_010_202_000 + ABx * h_200_010_202_000;
    const double h_200_110_201_001 = h_200_110_202_000 + CDz * h_200_110_201_000;
    const double h_200_110_200_002 = h_200_110_201_001 + CDz * h_200_110_200_001;
    const double h_200_110_210_100 = h_200_110_310_000 + CDx * h_200_110_210_000;
    const double h_300_010_110_000 = c_310_110 + ABy * c_300_110;
    const double h_200_010_110_000 = c_210_110 + ABy * c_200_110;
    const double h_200_110_110_000 = h_300_010_110_000 + ABx * h_200_010_110_000;
    const double h_200_110_110_100 = h_200_110_210_000 + CDx * h_200_110_110_000;
    const double h_200_110_110_200 = h_200_110_210_100 + CDx * h_200_110_110_100;
    const double h_300_010_120_000 = c_310_120 + ABy * c_300_120;
    const double h_200_010_120_000 = c_210_120 + ABy * c_200_120;
    const double h_200_110_120_000 = h_300_010_120_000 + ABx * h_200_010_120_000;
    const double h_200_110_110_010 = h_200_110_120_000 + CDy * h_200_110_110_000;
    const double h_200_110_110_110 = h_200_110_210_010 + CDx * h_200_110_110_010;
    const double h_300_010_111_000 = c_310_111 + ABy * c_300_111;
    const double h_200_010_111_000 = c_210_111 + ABy * c_200_111;
    const double h_200_110_111_000 = h_300_010_111_000 + ABx * h_200_010_111_000;
    const double h_200_110_110_001 = h_200_110_111_000 + CDz * h_200_110_110_000;
    const double h_200_110_110_101 = h_200_110_210_001 + CDx * h_200_110_110_001;
    const double h_300_010_130_000 = c_310_130 + ABy * c_300_130;
    const double h_200_010_130_000 = c_210_130 + ABy * c_200_130;
    const double h_200_110_130_000 = h_300_010_130_000 + ABx * h_200_010_130_000;
    const double h_200_110_120_010 = h_200_110_130_000 + CDy * h_200_110_120_000;
    const double h_200_110_110_020 = h_200_110_120_010 + CDy * h_200_110_110_010;
    const double h_300_010_121_000 = c_310_121 + ABy * c_300_121;
    const double h_200_010_121_000 = c_210_121 + ABy * c_200_121;
    const double h_200_110_121_000 = h_300_010_121_000 + ABx * h_200_010_121_000;
    const double h_200_110_120_001 = h_200_110_121_000 + CDz * h_200_110_120_000;
    const double h_200_110_110_011 = h_200_110_120_001 + CDy * h_200_110_110_001;
    const double h_300_010_112_000 = c_310_112 + ABy * c_300_112;
    const double h_200_010_112_000 = c_210_112 + ABy * c_200_112;
    const double h_200_110_112_000 = h_300_010_112_000 + ABx * h_200_010_112_000;
    const double h_200_110_111_001 = h_200_110_112_000 + CDz * h_200_110_111_000;
    const double h_200_110_110_002 = h_200_110_111_001 + CDz * h_200_110_110_001;
    const double h_200_110_201_100 = h_200_110_301_000 + CDx * h_200_110_201_000;
    const double h_300_010_101_000 = c_310_101 + ABy * c_300_101;
    const double h_200_010_101_000 = c_210_101 + ABy * c_200_101;
    const double h_200_110_101_000 = h_300_010_101_000 + ABx * h_200_010_101_000;
    const double h_200_110_101_100 = h_200_110_201_000 + CDx * h_200_110_101_000;
    const double h_200_110_101_200 = h_200_110_201_100 + CDx * h_200_110_101_100;
    const double h_200_110_201_010 = h_200_110_211_000 + CDy * h_200_110_201_000;
    const double h_200_110_101_010 = h_200_110_111_000 + CDy * h_200_110_101_000;
    const double h_200_110_101_110 = h_200_110_201_010 + CDx * h_200_110_101_010;
    const double h_300_010_102_000 = c_310_102 + ABy * c_300_102;
    const double h_200_010_102_000 = c_210_102 + ABy * c_200_102;
    const double h_200_110_102_000 = h_300_010_102_000 + ABx * h_200_010_102_000;
    const double h_200_110_101_001 = h_200_110_102_000 + CDz * h_200_110_101_000;
    const double h_200_110_101_101 = h_200_110_201_001 + CDx * h_200_110_101_001;
    const double h_200_110_111_010 = h_200_110_121_000 + CDy * h_200_110_111_000;
    const double h_200_110_101_020 = h_200_110_111_010 + CDy * h_200_110_101_010;
    const double h_200_110_101_011 = h_200_110_111_001 + CDy * h_200_110_101_001;
    const double h_300_010_103_000 = c_310_103 + ABy * c_300_103;
    const double h_200_010_103_000 = c_210_103 + ABy * c_200_103;
    const double h_200_110_103_000 = h_300_010_103_000 + ABx * h_200_010_103_000;
    const double h_200_110_102_001 = h_200_110_103_000 + CDz * h_200_110_102_000;
    const double h_200_110_101_002 = h_200_110_102_001 + CDz * h_200_110_101_001;
    const double h_200_110_120_100 = h_200_110_220_000 + CDx * h_200_110_120_000;
    const double h_300_010_020_000 = c_310_020 + ABy * c_300_020;
    const double h_200_010_020_000 = c_210_020 + ABy * c_200_020;
    const double h_200_110_020_000 = h_300_010_020_000 + ABx * h_200_010_020_000;
    const double h_200_110_020_100 = h_200_110_120_000 + CDx * h_200_110_020_000;
    const double h_200_110_020_200 = h_200_110_120_100 + CDx * h_200_110_020_100;
    const double h_300_010_030_000 = c_310_030 + ABy * c_300_030;
    const double h_200_010_030_000 = c_210_030 + ABy * c_200_030;
    const double h_200_110_030_000 = h_300_010_030_000 + ABx * h_200_010_030_000;
    const double h_200_110_020_010 = h_200_110_030_000 + CDy * h_200_110_020_000;
    const double h_200_110_020_110 = h_200_110_120_010 + CDx * h_200_110_020_010;
    const double h_300_010_021_000 = c_310_021 + ABy * c_300_021;
    const double h_200_010_021_000 = c_210_021 + ABy * c_200_021;
    const double h_200_110_021_000 = h_300_010_021_000 + ABx * h_200_010_021_000;
    const double h_200_110_020_001 = h_200_110_021_000 + CDz * h_200_110_020_000;
    const double h_200_110_020_101 = h_200_110_120_001 + CDx * h_200_110_020_001;
    const double h_300_010_040_000 = c_310_040 + ABy * c_300_040;
    const double h_200_010_040_000 = c_210_040 + ABy * c_200_040;
    const double h_200_110_040_000 = h_300_010_040_000 + ABx * h_200_010_040_000;
    const double h_200_110_030_010 = h_200_110_040_000 + CDy * h_200_110_030_000;
    const double h_200_110_020_020 = h_200_110_030_010 + CDy * h_200_110_020_010;
    const double h_300_010_031_000 = c_310_031 + ABy * c_300_031;
    const double h_200_010_031_000 = c_210_031 + ABy * c_200_031;
    const double h_200_110_031_000 = h_300_010_031_000 + ABx * h_200_010_031_000;
    const double h_200_110_030_001 = h_200_110_031_000 + CDz * h_200_110_030_000;
    const double h_200_110_020_011 = h_200_110_030_001 + CDy * h_200_110_020_001;
    const double h_300_010_022_000 = c_310_022 + ABy * c_300_022;
    const double h_200_010_022_000 = c_210_022 + ABy * c_200_022;
    const double h_200_110_022_000 = h_300_010_022_000 + ABx * h_200_010_022_000;
    const double h_200_110_021_001 = h_200_110_022_000 + CDz * h_200_110_021_000;
    const double h_200_110_020_002 = h_200_110_021_001 + CDz * h_200_110_020_001;
    const double h_200_110_111_100 = h_200_110_211_000 + CDx * h_200_110_111_000;
    const double h_300_010_011_000 = c_310_011 + ABy * c_300_011;
    const double h_200_010_011_000 = c_210_011 + ABy * c_200_011;
    const double h_200_110_011_000 = h_300_010_011_000 + ABx * h_200_010_011_000;
    const double h_200_110_011_100 = h_200_110_111_000 + CDx * h_200_110_011_000;
    const double h_200_110_011_200 = h_200_110_111_100 + CDx * h_200_110_011_100;
    const double h_200_110_011_010 = h_200_110_021_000 + CDy * h_200_110_011_000;
    const double h_200_110_011_110 = h_200_110_111_010 + CDx * h_200_110_011_010;
    const double h_300_010_012_000 = c_310_012 + ABy * c_300_012;
    const double h_200_010_012_000 = c_210_012 + ABy * c_200_012;
    const double h_200_110_012_000 = h_300_010_012_000 + ABx * h_200_010_012_000;
    const double h_200_110_011_001 = h_200_110_012_000 + CDz * h_200_110_011_000;
    const double h_200_110_011_101 = h_200_110_111_001 + CDx * h_200_110_011_001;
    const double h_200_110_021_010 = h_200_110_031_000 + CDy * h_200_110_021_000;
    const double h_200_110_011_020 = h_200_110_021_010 + CDy * h_200_110_011_010;
    const double h_200_110_011_011 = h_200_110_021_001 + CDy * h_200_110_011_001;
    const double h_300_010_013_000 = c_310_013 + ABy * c_300_013;
    const double h_200_010_013_000 = c_210_013 + ABy * c_200_013;
    const double h_200_110_013_000 = h_300_010_013_000 + ABx * h_200_010_013_000;
    const double h_200_110_012_001 = h_200_110_013_000 + CDz * h_200_110_012_000;
    const double h_200_110_011_002 = h_200_110_012_001 + CDz * h_200_110_011_001;
    const double h_200_110_102_100 = h_200_110_202_000 + CDx * h_200_110_102_000;
    const double h_300_010_002_000 = c_310_002 + ABy * c_300_002;
    const double h_200_010_002_000 = c_210_002 + ABy * c_200_002;
    const double h_200_110_002_000 = h_300_010_002_000 + ABx * h_200_010_002_000;
    const double h_200_110_002_100 = h_200_110_102_000 + CDx * h_200_110_002_000;
    const double h_200_110_002_200 = h_200_110_102_100 + CDx * h_200_110_002_100;
    const double h_200_110_102_010 = h_200_110_112_000 + CDy * h_200_110_102_000;
    const double h_200_110_002_010 = h_200_110_012_000 + CDy * h_200_110_002_000;
    const double h_200_110_002_110 = h_200_110_102_010 + CDx * h_200_110_002_010;
    const double h_300_010_003_000 = c_310_003 + ABy * c_300_003;
    const double h_200_010_003_000 = c_210_003 + ABy * c_200_003;
    const double h_200_110_003_000 = h_300_010_003_000 + ABx * h_200_010_003_000;
    const double h_200_110_002_001 = h_200_110_003_000 + CDz * h_200_110_002_000;
    const double h_200_110_002_101 = h_200_110_102_001 + CDx * h_200_110_002_001;
    const double h_200_110_012_010 = h_200_110_022_000 + CDy * h_200_110_012_000;
    const double h_200_110_002_020 = h_200_110_012_010 + CDy * h_200_110_002_010;
    const double h_200_110_002_011 = h_200_110_012_001 + CDy * h_200_110_002_001;
    const double h_300_010_004_000 = c_310_004 + ABy * c_300_004;
    const double h_200_010_004_000 = c_210_004 + ABy * c_200_004;
    const double h_200_110_004_000 = h_300_010_004_000 + ABx * h_200_010_004_000;
    const double h_200_110_003_001 = h_200_110_004_000 + CDz * h_200_110_003_000;
    const double h_200_110_002_002 = h_200_110_003_001 + CDz * h_200_110_002_001;
    const double h_300_001_400_000 = c_301_400 + ABz * c_300_400;
    const double h_200_001_400_000 = c_201_400 + ABz * c_200_400;
    const double h_200_101_400_000 = h_300_001_400_000 + ABx * h_200_001_400_000;
    const double h_300_001_300_000 = c_301_300 + ABz * c_300_300;
    const double h_200_001_300_000 = c_201_300 + ABz * c_200_300;
    const double h_200_101_300_000 = h_300_001_300_000 + ABx * h_200_001_300_000;
    const double h_200_101_300_100 = h_200_101_400_000 + CDx * h_200_101_300_000;
    const double h_300_001_200_000 = c_301_200 + ABz * c_300_200;
    const double h_200_001_200_000 = c_201_200 + ABz * c_200_200;
    const double h_200_101_200_000 = h_300_001_200_000 + ABx * h_200_001_200_000;
    const double h_200_101_200_100 = h_200_101_300_000 + CDx * h_200_101_200_000;
    const double h_200_101_200_200 = h_200_101_300_100 + CDx * h_200_101_200_100;
    const double h_300_001_310_000 = c_301_310 + ABz * c_300_310;
    const double h_200_001_310_000 = c_201_310 + ABz * c_200_310;
    const double h_200_101_310_000 = h_300_001_310_000 + ABx * h_200_001_310_000;
    const double h_200_101_300_010 = h_200_101_310_000 + CDy * h_200_101_300_000;
    const double h_300_001_210_000 = c_301_210 + ABz * c_300_210;
    const double h_200_001_210_000 = c_201_210 + ABz * c_200_210;
    const double h_200_101_210_000 = h_300_001_210_000 + ABx * h_200_001_210_000;
    const double h_200_101_200_010 = h_200_101_210_000 + CDy * h_200_101_200_000;
    const double h_200_101_200_110 = h_200_101_300_010 + CDx * h_200_101_200_010;
    const double h_300_001_301_000 = c_301_301 + ABz * c_300_301;
    const double h_200_001_301_000 = c_201_301 + ABz * c_200_301;
    const double h_200_101_301_000 = h_300_001_301_000 + ABx * h_200_001_301_000;
    const double h_200_101_300_001 = h_200_101_301_000 + CDz * h_200_101_300_000;
    const double h_300_001_201_000 = c_301_201 + ABz * c_300_201;
    const double h_200_001_201_000 = c_201_201 + ABz * c_200_201;
    const double h_200_101_201_000 = h_300_001_201_000 + ABx * h_200_001_201_000;
    const double h_200_101_200_001 = h_200_101_201_000 + CDz * h_200_101_200_000;
    const double h_200_101_200_101 = h_200_101_300_001 + CDx * h_200_101_200_001;
    const double h_300_001_220_000 = c_301_220 + ABz * c_300_220;
    const double h_200_001_220_000 = c_201_220 + ABz * c_200_220;
    const double h_200_101_220_000 = h_300_001_220_000 + ABx * h_200_001_220_000;
    const double h_200_101_210_010 = h_200_101_220_000 + CDy * h_200_101_210_000;
    const double h_200_101_200_020 = h_200_101_210_010 + CDy * h_200_101_200_010;
    const double h_300_001_211_000 = c_301_211 + ABz * c_300_211;
    const double h_200_001_211_000 = c_201_211 + ABz * c_200_211;
    const double h_200_101_211_000 = h_300_001_211_000 + ABx * h_200_001_211_000;
    const double h_200_101_210_001 = h_200_101_211_000 + CDz * h_200_101_210_000;
    const double h_200_101_200_011 = h_200_101_210_001 + CDy * h_200_101_200_001;
    const double h_300_001_202_000 = c_301_202 + ABz * c_300_202;
    const double h_200_001_202_000 = c_201_202 + ABz * c_200_202;
    const double h_200_101_202_000 = h_300_001_202_000 + ABx * h_200_001_202_000;
    const double h_200_101_201_001 = h_200_101_202_000 + CDz * h_200_101_201_000;
    const double h_200_101_200_002 = h_200_101_201_001 + CDz * h_200_101_200_001;
    const double h_200_101_210_100 = h_200_101_310_000 + CDx * h_200_101_210_000;
    const double h_300_001_110_000 = c_301_110 + ABz * c_300_110;
    const double h_200_001_110_000 = c_201_110 + ABz * c_200_110;
    const double h_200_101_110_000 = h_300_001_110_000 + ABx * h_200_001_110_000;
    const double h_200_101_110_100 = h_200_101_210_000 + CDx * h_200_101_110_000;
    const double h_200_101_110_200 = h_200_101_210_100 + CDx * h_200_101_110_100;
    const double h_300_001_120_000 = c_301_120 + ABz * c_300_120;
    const double h_200_001_120_000 = c_201_120 + ABz * c_200_120;
    const double h_200_101_120_000 = h_300_001_120_000 + ABx * h_200_001_120_000;
    const double h_200_101_110_010 = h_200_101_120_000 + CDy * h_200_101_110_000;
    const double h_200_101_110_110 = h_200_101_210_010 + CDx * h_200_101_110_010;
    const double h_300_001_111_000 = c_301_111 + ABz * c_300_111;
    const double h_200_001_111_000 = c_201_111 + ABz * c_200_111;
    const double h_200_101_111_000 = h_300_001_111_000 + ABx * h_200_001_111_000;
    const double h_200_101_110_001 = h_200_101_111_000 + CDz * h_200_101_110_000;
    const double h_200_101_110_101 = h_200_101_210_001 + CDx * h_200_101_110_001;
    const double h_300_001_130_000 = c_301_130 + ABz * c_300_130;
    const double h_200_001_130_000 = c_201_130 + ABz * c_200_130;
    const double h_200_101_130_000 = h_300_001_130_000 + ABx * h_200_001_130_000;
    const double h_200_101_120_010 = h_200_101_130_000 + CDy * h_200_101_120_000;
    const double h_200_101_110_020 = h_200_101_120_010 + CDy * h_200_101_110_010;
    const double h_300_001_121_000 = c_301_121 + ABz * c_300_121;
    const double h_200_001_121_000 = c_201_121 + ABz * c_200_121;
    const double h_200_101_121_000 = h_300_001_121_000 + ABx * h_200_001_121_000;
    const double h_200_101_120_001 = h_200_101_121_000 + CDz * h_200_101_120_000;
    const double h_200_101_110_011 = h_200_101_120_001 + CDy * h_200_101_110_001;
    const double h_300_001_112_000 = c_301_112 + ABz * c_300_112;
    const double h_200_001_112_000 = c_201_112 + ABz * c_200_112;
    const double h_200_101_112_000 = h_300_001_112_000 + ABx * h_200_001_112_000;
    const double h_200_101_111_001 = h_200_101_112_000 + CDz * h_200_101_111_000;
    const double h_200_101_110_002 = h_200_101_111_001 + CDz * h_200_101_110_001;
    const double h_200_101_201_100 = h_200_101_301_000 + CDx * h_200_101_201_000;
    const double h_300_001_101_000 = c_301_101 + ABz * c_300_101;
    const double h_200_001_101_000 = c_201_101 + ABz * c_200_101;
    const double h_200_101_101_000 = h_300_001_101_000 + ABx * h_200_001_101_000;
    const double h_200_101_101_100 = h_200_101_201_000 + CDx * h_200_101_101_000;
    const double h_200_101_101_200 = h_200_101_201_100 + CDx * h_200_101_101_100;
    const double h_200_101_201_010 = h_200_101_211_000 + CDy * h_200_101_201_000;
    const double h_200_101_101_010 = h_200_101_111_000 + CDy * h_200_101_101_000;
    const double h_200_101_101_110 = h_200_101_201_010 + CDx * h_200_101_101_010;
    const double h_300_001_102_000 = c_301_102 + ABz * c_300_102;
    const double h_200_001_102_000 = c_201_102 + ABz * c_200_102;
    const double h_200_101_102_000 = h_300_001_102_000 + ABx * h_200_001_102_000;
    const double h_200_101_101_001 = h_200_101_102_000 + CDz * h_200_101_101_000;
    const double h_200_101_101_101 = h_200_101_201_001 + CDx * h_200_101_101_001;
    const double h_200_101_111_010 = h_200_101_121_000 + CDy * h_200_101_111_000;
    const double h_200_101_101_020 = h_200_101_111_010 + CDy * h_200_101_101_010;
    const double h_200_101_101_011 = h_200_101_111_001 + CDy * h_200_101_101_001;
    const double h_300_001_103_000 = c_301_103 + ABz * c_300_103;
    const double h_200_001_103_000 = c_201_103 + ABz * c_200_103;
    const double h_200_101_103_000 = h_300_001_103_000 + ABx * h_200_001_103_000;
    const double h_200_101_102_001 = h_200_101_103_000 + CDz * h_200_101_102_000;
    const double h_200_101_101_002 = h_200_101_102_001 + CDz * h_200_101_101_001;
    const double h_200_101_120_100 = h_200_101_220_000 + CDx * h_200_101_120_000;
    const double h_300_001_020_000 = c_301_020 + ABz * c_300_020;
    const double h_200_001_020_000 = c_201_020 + ABz * c_200_020;
    const double h_200_101_020_000 = h_300_001_020_000 + ABx * h_200_001_020_000;
    const double h_200_101_020_100 = h_200_101_120_000 + CDx * h_200_101_020_000;
    const double h_200_101_020_200 = h_200_101_120_100 + CDx * h_200_101_020_100;
    const double h_300_001_030_000 = c_301_030 + ABz * c_300_030;
    const double h_200_001_030_000 = c_201_030 + ABz * c_200_030;
    const double h_200_101_030_000 = h_300_001_030_000 + ABx * h_200_001_030_000;
    const double h_200_101_020_010 = h_200_101_030_000 + CDy * h_200_101_020_000;
    const double h_200_101_020_110 = h_200_101_120_010 + CDx * h_200_101_020_010;
    const double h_300_001_021_000 = c_301_021 + ABz * c_300_021;
    const double h_200_001_021_000 = c_201_021 + ABz * c_200_021;
    const double h_200_101_021_000 = h_300_001_021_000 + ABx * h_200_001_021_000;
    const double h_200_101_020_001 = h_200_101_021_000 + CDz * h_200_101_020_000;
    const double h_200_101_020_101 = h_200_101_120_001 + CDx * h_200_101_020_001;
    const double h_300_001_040_000 = c_301_040 + ABz * c_300_040;
    const double h_200_001_040_000 = c_201_040 + ABz * c_200_040;
    const double h_200_101_040_000 = h_300_001_040_000 + ABx * h_200_001_040_000;
    const double h_200_101_030_010 = h_200_101_040_000 + CDy * h_200_101_030_000;
    const double h_200_101_020_020 = h_200_101_030_010 + CDy * h_200_101_020_010;
    const double h_300_001_031_000 = c_301_031 + ABz * c_300_031;
    const double h_200_001_031_000 = c_201_031 + ABz * c_200_031;
    const double h_200_101_031_000 = h_300_001_031_000 + ABx * h_200_001_031_000;
    const double h_200_101_030_001 = h_200_101_031_000 + CDz * h_200_101_030_000;
    const double h_200_101_020_011 = h_200_101_030_001 + CDy * h_200_101_020_001;
    const double h_300_001_022_000 = c_301_022 + ABz * c_300_022;
    const double h_200_001_022_000 = c_201_022 + ABz * c_200_022;
    const double h_200_101_022_000 = h_300_001_022_000 + ABx * h_200_001_022_000;
    const double h_200_101_021_001 = h_200_101_022_000 + CDz * h_200_101_021_000;
    const double h_200_101_020_002 = h_200_101_021_001 + CDz * h_200_101_020_001;
    const double h_200_101_111_100 = h_200_101_211_000 + CDx * h_200_101_111_000;
    const double h_300_001_011_000 = c_301_011 + ABz * c_300_011;
    const double h_200_001_011_000 = c_201_011 + ABz * c_200_011;
    const double h_200_101_011_000 = h_300_001_011_000 + ABx * h_200_001_011_000;
    const double h_200_101_011_100 = h_200_101_111_000 + CDx * h_200_101_011_000;
    const double h_200_101_011_200 = h_200_101_111_100 + CDx * h_200_101_011_100;
    const double h_200_101_011_010 = h_200_101_021_000 + CDy * h_200_101_011_000;
    const double h_200_101_011_110 = h_200_101_111_010 + CDx * h_200_101_011_010;
    const double h_300_001_012_000 = c_301_012 + ABz * c_300_012;
    const double h_200_001_012_000 = c_201_012 + ABz * c_200_012;
    const double h_200_101_012_000 = h_300_001_012_000 + ABx * h_200_001_012_000;
    const double h_200_101_011_001 = h_200_101_012_000 + CDz * h_200_101_011_000;
    const double h_200_101_011_101 = h_200_101_111_001 + CDx * h_200_101_011_001;
    const double h_200_101_021_010 = h_200_101_031_000 + CDy * h_200_101_021_000;
    const double h_200_101_011_020 = h_200_101_021_010 + CDy * h_200_101_011_010;
    const double h_200_101_011_011 = h_200_101_021_001 + CDy * h_200_101_011_001;
    const double h_300_001_013_000 = c_301_013 + ABz * c_300_013;
    const double h_200_001_013_000 = c_201_013 + ABz * c_200_013;
    const double h_200_101_013_000 = h_300_001_013_000 + ABx * h_200_001_013_000;
    const double h_200_101_012_001 = h_200_101_013_000 + CDz * h_200_101_012_000;
    const double h_200_101_011_002 = h_200_101_012_001 + CDz * h_200_101_011_001;
    const double h_200_101_102_100 = h_200_101_202_000 + CDx * h_200_101_102_000;
    const double h_300_001_002_000 = c_301_002 + ABz * c_300_002;
    const double h_200_001_002_000 = c_201_002 + ABz * c_200_002;
    const double h_200_101_002_000 = h_300_001_002_000 + ABx * h_200_001_002_000;
    const double h_200_101_002_100 = h_200_101_102_000 + CDx * h_200_101_002_000;
    const double h_200_101_002_200 = h_200_101_102_100 + CDx * h_200_101_002_100;
    const double h_200_101_102_010 = h_200_101_112_000 + CDy * h_200_101_102_000;
    const double h_200_101_002_010 = h_200_101_012_000 + CDy * h_200_101_002_000;
    const double h_200_101_002_110 = h_200_101_102_010 + CDx * h_200_101_002_010;
    const double h_300_001_003_000 = c_301_003 + ABz * c_300_003;
    const double h_200_001_003_000 = c_201_003 + ABz * c_200_003;
    const double h_200_101_003_000 = h_300_001_003_000 + ABx * h_200_001_003_000;
    const double h_200_101_002_001 = h_200_101_003_000 + CDz * h_200_101_002_000;
    const double h_200_101_002_101 = h_200_101_102_001 + CDx * h_200_101_002_001;
    const double h_200_101_012_010 = h_200_101_022_000 + CDy * h_200_101_012_000;
    const double h_200_101_002_020 = h_200_101_012_010 + CDy * h_200_101_002_010;
    const double h_200_101_002_011 = h_200_101_012_001 + CDy * h_200_101_002_001;
    const double h_300_001_004_000 = c_301_004 + ABz * c_300_004;
    const double h_200_001_004_000 = c_201_004 + ABz * c_200_004;
    const double h_200_101_004_000 = h_300_001_004_000 + ABx * h_200_001_004_000;
    const double h_200_101_003_001 = h_200_101_004_000 + CDz * h_200_101_003_000;
    const double h_200_101_002_002 = h_200_101_003_001 + CDz * h_200_101_002_001;
    const double h_210_010_400_000 = c_220_400 + ABy * c_210_400;
    const double h_200_020_400_000 = h_210_010_400_000 + ABy * h_200_010_400_000;
    const double h_210_010_300_000 = c_220_300 + ABy * c_210_300;
    const double h_200_020_300_000 = h_210_010_300_000 + ABy * h_200_010_300_000;
    const double h_200_020_300_100 = h_200_020_400_000 + CDx * h_200_020_300_000;
    const double h_210_010_200_000 = c_220_200 + ABy * c_210_200;
    const double h_200_020_200_000 = h_210_010_200_000 + ABy * h_200_010_200_000;
    const double h_200_020_200_100 = h_200_020_300_000 + CDx * h_200_020_200_000;
    const double h_200_020_200_200 = h_200_020_300_100 + CDx * h_200_020_200_100;
    const double h_210_010_310_000 = c_220_310 + ABy * c_210_310;
    const double h_200_020_310_000 = h_210_010_310_000 + ABy * h_200_010_310_000;
    const double h_200_020_300_010 = h_200_020_310_000 + CDy * h_200_020_300_000;
    const double h_210_010_210_000 = c_220_210 + ABy * c_210_210;
    const double h_200_020_210_000 = h_210_010_210_000 + ABy * h_200_010_210_000;
    const double h_200_020_200_010 = h_200_020_210_000 + CDy * h_200_020_200_000;
    const double h_200_020_200_110 = h_200_020_300_010 + CDx * h_200_020_200_010;
    const double h_210_010_301_000 = c_220_301 + ABy * c_210_301;
    const double h_200_020_301_000 = h_210_010_301_000 + ABy * h_200_010_301_000;
    const double h_200_020_300_001 = h_200_020_301_000 + CDz * h_200_020_300_000;
    const double h_210_010_201_000 = c_220_201 + ABy * c_210_201;
    const double h_200_020_201_000 = h_210_010_201_000 + ABy * h_200_010_201_000;
    const double h_200_020_200_001 = h_200_020_201_000 + CDz * h_200_020_200_000;
    const double h_200_020_200_101 = h_200_020_300_001 + CDx * h_200_020_200_001;
    const double h_210_010_220_000 = c_220_220 + ABy * c_210_220;
    const double h_200_020_220_000 = h_210_010_220_000 + ABy * h_200_010_220_000;
    const double h_200_020_210_010 = h_200_020_220_000 + CDy * h_200_020_210_000;
    const double h_200_020_200_020 = h_200_020_210_010 + CDy * h_200_020_200_010;
    const double h_210_010_211_000 = c_220_211 + ABy * c_210_211;
    const double h_200_020_211_000 = h_210_010_211_000 + ABy * h_200_010_211_000;
    const double h_200_020_210_001 = h_200_020_211_000 + CDz * h_200_020_210_000;
    const double h_200_020_200_011 = h_200_020_210_001 + CDy * h_200_020_200_001;
    const double h_210_010_202_000 = c_220_202 + ABy * c_210_202;
    const double h_200_020_202_000 = h_210_010_202_000 + ABy * h_200_010_202_000;
    const double h_200_020_201_001 = h_200_020_202_000 + CDz * h_200_020_201_000;
    const double h_200_020_200_002 = h_200_020_201_001 + CDz * h_200_020_200_001;
    const double h_200_020_210_100 = h_200_020_310_000 + CDx * h_200_020_210_000;
    const double h_210_010_110_000 = c_220_110 + ABy * c_210_110;
    const double h_200_020_110_000 = h_210_010_110_000 + ABy * h_200_010_110_000;
    const double h_200_020_110_100 = h_200_020_210_000 + CDx * h_200_020_110_000;
    const double h_200_020_110_200 = h_200_020_210_100 + CDx * h_200_020_110_100;
    const double h_210_010_120_000 = c_220_120 + ABy * c_210_120;
    const double h_200_020_120_000 = h_210_010_120_000 + ABy * h_200_010_120_000;
    const double h_200_020_110_010 = h_200_020_120_000 + CDy * h_200_020_110_000;
    const double h_200_020_110_110 = h_200_020_210_010 + CDx * h_200_020_110_010;
    const double h_210_010_111_000 = c_220_111 + ABy * c_210_111;
    const double h_200_020_111_000 = h_210_010_111_000 + ABy * h_200_010_111_000;
    const double h_200_020_110_001 = h_200_020_111_000 + CDz * h_200_020_110_000;
    const double h_200_020_110_101 = h_200_020_210_001 + CDx * h_200_020_110_001;
    const double h_210_010_130_000 = c_220_130 + ABy * c_210_130;
    const double h_200_020_130_000 = h_210_010_130_000 + ABy * h_200_010_130_000;
    const double h_200_020_120_010 = h_200_020_130_000 + CDy * h_200_020_120_000;
    const double h_200_020_110_020 = h_200_020_120_010 + CDy * h_200_020_110_010;
    const double h_210_010_121_000 = c_220_121 + ABy * c_210_121;
    const double h_200_020_121_000 = h_210_010_121_000 + ABy * h_200_010_121_000;
    const double h_200_020_120_001 = h_200_020_121_000 + CDz * h_200_020_120_000;
    const double h_200_020_110_011 = h_200_020_120_001 + CDy * h_200_020_110_001;
    const double h_210_010_112_000 = c_220_112 + ABy * c_210_112;
    const double h_200_020_112_000 = h_210_010_112_000 + ABy * h_200_010_112_000;
    const double h_200_020_111_001 = h_200_020_112_000 + CDz * h_200_020_111_000;
    const double h_200_020_110_002 = h_200_020_111_001 + CDz * h_200_020_110_001;
    const double h_200_020_201_100 = h_200_020_301_000 + CDx * h_200_020_201_000;
    const double h_210_010_101_000 = c_220_101 + ABy * c_210_101;
    const double h_200_020_101_000 = h_210_010_101_000 + ABy * h_200_010_101_000;
    const double h_200_020_101_100 = h_200_020_201_000 + CDx * h_200_020_101_000;
    const double h_200_020_101_200 = h_200_020_201_100 + CDx * h_200_020_101_100;
    const double h_200_020_201_010 = h_200_020_211_000 + CDy * h_200_020_201_000;
    const double h_200_020_101_010 = h_200_020_111_000 + CDy * h_200_020_101_000;
    const double h_200_020_101_110 = h_200_020_201_010 + CDx * h_200_020_101_010;
    const double h_210_010_102_000 = c_220_102 + ABy * c_210_102;
    const double h_200_020_102_000 = h_210_010_102_000 + ABy * h_200_010_102_000;
    const double h_200_020_101_001 = h_200_020_102_000 + CDz * h_200_020_101_000;
    const double h_200_020_101_101 = h_200_020_201_001 + CDx * h_200_020_101_001;
    const double h_200_020_111_010 = h_200_020_121_000 + CDy * h_200_020_111_000;
    const double h_200_020_101_020 = h_200_020_111_010 + CDy * h_200_020_101_010;
    const double h_200_020_101_011 = h_200_020_111_001 + CDy * h_200_020_101_001;
    const double h_210_010_103_000 = c_220_103 + ABy * c_210_103;
    const double h_200_020_103_000 = h_210_010_103_000 + ABy * h_200_010_103_000;
    const double h_200_020_102_001 = h_200_020_103_000 + CDz * h_200_020_102_000;
    const double h_200_020_101_002 = h_200_020_102_001 + CDz * h_200_020_101_001;
    const double h_200_020_120_100 = h_200_020_220_000 + CDx * h_200_020_120_000;
    const double h_210_010_020_000 = c_220_020 + ABy * c_210_020;
    const double h_200_020_020_000 = h_210_010_020_000 + ABy * h_200_010_020_000;
    const double h_200_020_020_100 = h_200_020_120_000 + CDx * h_200_020_020_000;
    const double h_200_020_020_200 = h_200_020_120_100 + CDx * h_200_020_020_100;
    const double h_210_010_030_000 = c_220_030 + ABy * c_210_030;
    const double h_200_020_030_000 = h_210_010_030_000 + ABy * h_200_010_030_000;
    const double h_200_020_020_010 = h_200_020_030_000 + CDy * h_200_020_020_000;
    const double h_200_020_020_110 = h_200_020_120_010 + CDx * h_200_020_020_010;
    const double h_210_010_021_000 = c_220_021 + ABy * c_210_021;
    const double h_200_020_021_000 = h_210_010_021_000 + ABy * h_200_010_021_000;
    const double h_200_020_020_001 = h_200_020_021_000 + CDz * h_200_020_020_000;
    const double h_200_020_020_101 = h_200_020_120_001 + CDx * h_200_020_020_001;
    const double h_210_010_040_000 = c_220_040 + ABy * c_210_040;
    const double h_200_020_040_000 = h_210_010_040_000 + ABy * h_200_010_040_000;
    const double h_200_020_030_010 = h_200_020_040_000 + CDy * h_200_020_030_000;
    const double h_200_020_020_020 = h_200_020_030_010 + CDy * h_200_020_020_010;
    const double h_210_010_031_000 = c_220_031 + ABy * c_210_031;
    const double h_200_020_031_000 = h_210_010_031_000 + ABy * h_200_010_031_000;
    const double h_200_020_030_001 = h_200_020_031_000 + CDz * h_200_020_030_000;
    const double h_200_020_020_011 = h_200_020_030_001 + CDy * h_200_020_020_001;
    const double h_210_010_022_000 = c_220_022 + ABy * c_210_022;
    const double h_200_020_022_000 = h_210_010_022_000 + ABy * h_200_010_022_000;
    const double h_200_020_021_001 = h_200_020_022_000 + CDz * h_200_020_021_000;
    const double h_200_020_020_002 = h_200_020_021_001 + CDz * h_200_020_020_001;
    const double h_200_020_111_100 = h_200_020_211_000 + CDx * h_200_020_111_000;
    const double h_210_010_011_000 = c_220_011 + ABy * c_210_011;
    const double h_200_020_011_000 = h_210_010_011_000 + ABy * h_200_010_011_000;
    const double h_200_020_011_100 = h_200_020_111_000 + CDx * h_200_020_011_000;
    const double h_200_020_011_200 = h_200_020_111_100 + CDx * h_200_020_011_100;
    const double h_200_020_011_010 = h_200_020_021_000 + CDy * h_200_020_011_000;
    const double h_200_020_011_110 = h_200_020_111_010 + CDx * h_200_020_011_010;
    const double h_210_010_012_000 = c_220_012 + ABy * c_210_012;
    const double h_200_020_012_000 = h_210_010_012_000 + ABy * h_200_010_012_000;
    const double h_200_020_011_001 = h_200_020_012_000 + CDz * h_200_020_011_000;
    const double h_200_020_011_101 = h_200_020_111_001 + CDx * h_200_020_011_001;
    const double h_200_020_021_010 = h_200_020_031_000 + CDy * h_200_020_021_000;
    const double h_200_020_011_020 = h_200_020_021_010 + CDy * h_200_020_011_010;
    const double h_200_020_011_011 = h_200_020_021_001 + CDy * h_200_020_011_001;
    const double h_210_010_013_000 = c_220_013 + ABy * c_210_013;
    const double h_200_020_013_000 = h_210_010_013_000 + ABy * h_200_010_013_000;
    const double h_200_020_012_001 = h_200_020_013_000 + CDz * h_200_020_012_000;
    const double h_200_020_011_002 = h_200_020_012_001 + CDz * h_200_020_011_001;
    const double h_200_020_102_100 = h_200_020_202_000 + CDx * h_200_020_102_000;
    const double h_210_010_002_000 = c_220_002 + ABy * c_210_002;
    const double h_200_020_002_000 = h_210_010_002_000 + ABy * h_200_010_002_000;
    const double h_200_020_002_100 = h_200_020_102_000 + CDx * h_200_020_002_000;
    const double h_200_020_002_200 = h_200_020_102_100 + CDx * h_200_020_002_100;
    const double h_200_020_102_010 = h_200_020_112_000 + CDy * h_200_020_102_000;
    const double h_200_020_002_010 = h_200_020_012_000 + CDy * h_200_020_002_000;
    const double h_200_020_002_110 = h_200_020_102_010 + CDx * h_200_020_002_010;
    const double h_210_010_003_000 = c_220_003 + ABy * c_210_003;
    const double h_200_020_003_000 = h_210_010_003_000 + ABy * h_200_010_003_000;
    const double h_200_020_002_001 = h_200_020_003_000 + CDz * h_200_020_002_000;
    const double h_200_020_002_101 = h_200_020_102_001 + CDx * h_200_020_002_001;
    const double h_200_020_012_010 = h_200_020_022_000 + CDy * h_200_020_012_000;
    const double h_200_020_002_020 = h_200_020_012_010 + CDy * h_200_020_002_010;
    const double h_200_020_002_011 = h_200_020_012_001 + CDy * h_200_020_002_001;
    const double h_210_010_004_000 = c_220_004 + ABy * c_210_004;
    const double h_200_020_004_000 = h_210_010_004_000 + ABy * h_200_010_004_000;
    const double h_200_020_003_001 = h_200_020_004_000 + CDz * h_200_020_003_000;
    const double h_200_020_002_002 = h_200_020_003_001 + CDz * h_200_020_002_001;
    const double h_210_001_400_000 = c_211_400 + ABz * c_210_400;
    const double h_200_011_400_000 = h_210_001_400_000 + ABy * h_200_001_400_000;
    const double h_210_001_300_000 = c_211_300 + ABz * c_210_300;
    const double h_200_011_300_000 = h_210_001_300_000 + ABy * h_200_001_300_000;
    const double h_200_011_300_100 = h_200_011_400_000 + CDx * h_200_011_300_000;
    const double h_210_001_200_000 = c_211_200 + ABz * c_210_200;
    const double h_200_011_200_000 = h_210_001_200_000 + ABy * h_200_001_200_000;
    const double h_200_011_200_100 = h_200_011_300_000 + CDx * h_200_011_200_000;
    const double h_200_011_200_200 = h_200_011_300_100 + CDx * h_200_011_200_100;
    const double h_210_001_310_000 = c_211_310 + ABz * c_210_310;
    const double h_200_011_310_000 = h_210_001_310_000 + ABy * h_200_001_310_000;
    const double h_200_011_300_010 = h_200_011_310_000 + CDy * h_200_011_300_000;
    const double h_210_001_210_000 = c_211_210 + ABz * c_210_210;
    const double h_200_011_210_000 = h_210_001_210_000 + ABy * h_200_001_210_000;
    const double h_200_011_200_010 = h_200_011_210_000 + CDy * h_200_011_200_000;
    const double h_200_011_200_110 = h_200_011_300_010 + CDx * h_200_011_200_010;
    const double h_210_001_301_000 = c_211_301 + ABz * c_210_301;
    const double h_200_011_301_000 = h_210_001_301_000 + ABy * h_200_001_301_000;
    const double h_200_011_300_001 = h_200_011_301_000 + CDz * h_200_011_300_000;
    const double h_210_001_201_000 = c_211_201 + ABz * c_210_201;
    const double h_200_011_201_000 = h_210_001_201_000 + ABy * h_200_001_201_000;
    const double h_200_011_200_001 = h_200_011_201_000 + CDz * h_200_011_200_000;
    const double h_200_011_200_101 = h_200_011_300_001 + CDx * h_200_011_200_001;
    const double h_210_001_220_000 = c_211_220 + ABz * c_210_220;
    const double h_200_011_220_000 = h_210_001_220_000 + ABy * h_200_001_220_000;
    const double h_200_011_210_010 = h_200_011_220_000 + CDy * h_200_011_210_000;
    const double h_200_011_200_020 = h_200_011_210_010 + CDy * h_200_011_200_010;
    const double h_210_001_211_000 = c_211_211 + ABz * c_210_211;
    const double h_200_011_211_000 = h_210_001_211_000 + ABy * h_200_001_211_000;
    const double h_200_011_210_001 = h_200_011_211_000 + CDz * h_200_011_210_000;
    const double h_200_011_200_011 = h_200_011_210_001 + CDy * h_200_011_200_001;
    const double h_210_001_202_000 = c_211_202 + ABz * c_210_202;
    const double h_200_011_202_000 = h_210_001_202_000 + ABy * h_200_001_202_000;
    const double h_200_011_201_001 = h_200_011_202_000 + CDz * h_200_011_201_000;
    const double h_200_011_200_002 = h_200_011_201_001 + CDz * h_200_011_200_001;
    const double h_200_011_210_100 = h_200_011_310_000 + CDx * h_200_011_210_000;
    const double h_210_001_110_000 = c_211_110 + ABz * c_210_110;
    const double h_200_011_110_000 = h_210_001_110_000 + ABy * h_200_001_110_000;
    const double h_200_011_110_100 = h_200_011_210_000 + CDx * h_200_011_110_000;
    const double h_200_011_110_200 = h_200_011_210_100 + CDx * h_200_011_110_100;
    const double h_210_001_120_000 = c_211_120 + ABz * c_210_120;
    const double h_200_011_120_000 = h_210_001_120_000 + ABy * h_200_001_120_000;
    const double h_200_011_110_010 = h_200_011_120_000 + CDy * h_200_011_110_000;
    const double h_200_011_110_110 = h_200_011_210_010 + CDx * h_200_011_110_010;
    const double h_210_001_111_000 = c_211_111 + ABz * c_210_111;
    const double h_200_011_111_000 = h_210_001_111_000 + ABy * h_200_001_111_000;
    const double h_200_011_110_001 = h_200_011_111_000 + CDz * h_200_011_110_000;
    const double h_200_011_110_101 = h_200_011_210_001 + CDx * h_200_011_110_001;
    const double h_210_001_130_000 = c_211_130 + ABz * c_210_130;
    const double h_200_011_130_000 = h_210_001_130_000 + ABy * h_200_001_130_000;
    const double h_200_011_120_010 = h_200_011_130_000 + CDy * h_200_011_120_000;
    const double h_200_011_110_020 = h_200_011_120_010 + CDy * h_200_011_110_010;
    const double h_210_001_121_000 = c_211_121 + ABz * c_210_121;
    const double h_200_011_121_000 = h_210_001_121_000 + ABy * h_200_001_121_000;
    const double h_200_011_120_001 = h_200_011_121_000 + CDz * h_200_011_120_000;
    const double h_200_011_110_011 = h_200_011_120_001 + CDy * h_200_011_110_001;
    const double h_210_001_112_000 = c_211_112 + ABz * c_210_112;
    const double h_200_011_112_000 = h_210_001_112_000 + ABy * h_200_001_112_000;
    const double h_200_011_111_001 = h_200_011_112_000 + CDz * h_200_011_111_000;
    const double h_200_011_110_002 = h_200_011_111_001 + CDz * h_200_011_110_001;
    const double h_200_011_201_100 = h_200_011_301_000 + CDx * h_200_011_201_000;
    const double h_210_001_101_000 = c_211_101 + ABz * c_210_101;
    const double h_200_011_101_000 = h_210_001_101_000 + ABy * h_200_001_101_000;
    const double h_200_011_101_100 = h_200_011_201_000 + CDx * h_200_011_101_000;
    const double h_200_011_101_200 = h_200_011_201_100 + CDx * h_200_011_101_100;
    const double h_200_011_201_010 = h_200_011_211_000 + CDy * h_200_011_201_000;
    const double h_200_011_101_010 = h_200_011_111_000 + CDy * h_200_011_101_000;
    const double h_200_011_101_110 = h_200_011_201_010 + CDx * h_200_011_101_010;
    const double h_210_001_102_000 = c_211_102 + ABz * c_210_102;
    const double h_200_011_102_000 = h_210_001_102_000 + ABy * h_200_001_102_000;
    const double h_200_011_101_001 = h_200_011_102_000 + CDz * h_200_011_101_000;
    const double h_200_011_101_101 = h_200_011_201_001 + CDx * h_200_011_101_001;
    const double h_200_011_111_010 = h_200_011_121_000 + CDy * h_200_011_111_000;
    const double h_200_011_101_020 = h_200_011_111_010 + CDy * h_200_011_101_010;
    const double h_200_011_101_011 = h_200_011_111_001 + CDy * h_200_011_101_001;
    const double h_210_001_103_000 = c_211_103 + ABz * c_210_103;
    const double h_200_011_103_000 = h_210_001_103_000 + ABy * h_200_001_103_000;
    const double h_200_011_102_001 = h_200_011_103_000 + CDz * h_200_011_102_000;
    const double h_200_011_101_002 = h_200_011_102_001 + CDz * h_200_011_101_001;
    const double h_200_011_120_100 = h_200_011_220_000 + CDx * h_200_011_120_000;
    const double h_210_001_020_000 = c_211_020 + ABz * c_210_020;
    const double h_200_011_020_000 = h_210_001_020_000 + ABy * h_200_001_020_000;
    const double h_200_011_020_100 = h_200_011_120_000 + CDx * h_200_011_020_000;
    const double h_200_011_020_200 = h_200_011_120_100 + CDx * h_200_011_020_100;
    const double h_210_001_030_000 = c_211_030 + ABz * c_210_030;
    const double h_200_011_030_000 = h_210_001_030_000 + ABy * h_200_001_030_000;
    const double h_200_011_020_010 = h_200_011_030_000 + CDy * h_200_011_020_000;
    const double h_200_011_020_110 = h_200_011_120_010 + CDx * h_200_011_020_010;
    const double h_210_001_021_000 = c_211_021 + ABz * c_210_021;
    const double h_200_011_021_000 = h_210_001_021_000 + ABy * h_200_001_021_000;
    const double h_200_011_020_001 = h_200_011_021_000 + CDz * h_200_011_020_000;
    const double h_200_011_020_101 = h_200_011_120_001 + CDx * h_200_011_020_001;
    const double h_210_001_040_000 = c_211_040 + ABz * c_210_040;
    const double h_200_011_040_000 = h_210_001_040_000 + ABy * h_200_001_040_000;
    const double h_200_011_030_010 = h_200_011_040_000 + CDy * h_200_011_030_000;
    const double h_200_011_020_020 = h_200_011_030_010 + CDy * h_200_011_020_010;
    const double h_210_001_031_000 = c_211_031 + ABz * c_210_031;
    const double h_200_011_031_000 = h_210_001_031_000 + ABy * h_200_001_031_000;
    const double h_200_011_030_001 = h_200_011_031_000 + CDz * h_200_011_030_000;
    const double h_200_011_020_011 = h_200_011_030_001 + CDy * h_200_011_020_001;
    const double h_210_001_022_000 = c_211_022 + ABz * c_210_022;
    const double h_200_011_022_000 = h_210_001_022_000 + ABy * h_200_001_022_000;
    const double h_200_011_021_001 = h_200_011_022_000 + CDz * h_200_011_021_000;
    const double h_200_011_020_002 = h_200_011_021_001 + CDz * h_200_011_020_001;
    const double h_200_011_111_100 = h_200_011_211_000 + CDx * h_200_011_111_000;
    const double h_210_001_011_000 = c_211_011 + ABz * c_210_011;
    const double h_200_011_011_000 = h_210_001_011_000 + ABy * h_200_001_011_000;
    const double h_200_011_011_100 = h_200_011_111_000 + CDx * h_200_011_011_000;
    const double h_200_011_011_200 = h_200_011_111_100 + CDx * h_200_011_011_100;
    const double h_200_011_011_010 = h_200_011_021_000 + CDy * h_200_011_011_000;
    const double h_200_011_011_110 = h_200_011_111_010 + CDx * h_200_011_011_010;
    const double h_210_001_012_000 = c_211_012 + ABz * c_210_012;
    const double h_200_011_012_000 = h_210_001_012_000 + ABy * h_200_001_012_000;
    const double h_200_011_011_001 = h_200_011_012_000 + CDz * h_200_011_011_000;
    const double h_200_011_011_101 = h_200_011_111_001 + CDx * h_200_011_011_001;
    const double h_200_011_021_010 = h_200_011_031_000 + CDy * h_200_011_021_000;
    const double h_200_011_011_020 = h_200_011_021_010 + CDy * h_200_011_011_010;
    const double h_200_011_011_011 = h_200_011_021_001 + CDy * h_200_011_011_001;
    const double h_210_001_013_000 = c_211_013 + ABz * c_210_013;
    const double h_200_011_013_000 = h_210_001_013_000 + ABy * h_200_001_013_000;
    const double h_200_011_012_001 = h_200_011_013_000 + CDz * h_200_011_012_000;
    const double h_200_011_011_002 = h_200_011_012_001 + CDz * h_200_011_011_001;
    const double h_200_011_102_100 = h_200_011_202_000 + CDx * h_200_011_102_000;
    const double h_210_001_002_000 = c_211_002 + ABz * c_210_002;
    const double h_200_011_002_000 = h_210_001_002_000 + ABy * h_200_001_002_000;
    const double h_200_011_002_100 = h_200_011_102_000 + CDx * h_200_011_002_000;
    const double h_200_011_002_200 = h_200_011_102_100 + CDx * h_200_011_002_100;
    const double h_200_011_102_010 = h_200_011_112_000 + CDy * h_200_011_102_000;
    const double h_200_011_002_010 = h_200_011_012_000 + CDy * h_200_011_002_000;
    const double h_200_011_002_110 = h_200_011_102_010 + CDx * h_200_011_002_010;
    const double h_210_001_003_000 = c_211_003 + ABz * c_210_003;
    const double h_200_011_003_000 = h_210_001_003_000 + ABy * h_200_001_003_000;
    const double h_200_011_002_001 = h_200_011_003_000 + CDz * h_200_011_002_000;
    const double h_200_011_002_101 = h_200_011_102_001 + CDx * h_200_011_002_001;
    const double h_200_011_012_010 = h_200_011_022_000 + CDy * h_200_011_012_000;
    const double h_200_011_002_020 = h_200_011_012_010 + CDy * h_200_011_002_010;
    const double h_200_011_002_011 = h_200_011_012_001 + CDy * h_200_011_002_001;
    const double h_210_001_004_000 = c_211_004 + ABz * c_210_004;
    const double h_200_011_004_000 = h_210_001_004_000 + ABy * h_200_001_004_000;
    const double h_200_011_003_001 = h_200_011_004_000 + CDz * h_200_011_003_000;
    const double h_200_011_002_002 = h_200_011_003_001 + CDz * h_200_011_002_001;
    const double h_201_001_400_000 = c_202_400 + ABz * c_201_400;
    const double h_200_002_400_000 = h_201_001_400_000 + ABz * h_200_001_400_000;
    const double h_201_001_300_000 = c_202_300 + ABz * c_201_300;
    const double h_200_002_300_000 = h_201_001_300_000 + ABz * h_200_001_300_000;
    const double h_200_002_300_100 = h_200_002_400_000 + CDx * h_200_002_300_000;
    const double h_201_001_200_000 = c_202_200 + ABz * c_201_200;
    const double h_200_002_200_000 = h_201_001_200_000 + ABz * h_200_001_200_000;
    const double h_200_002_200_100 = h_200_002_300_000 + CDx * h_200_002_200_000;
    const double h_200_002_200_200 = h_200_002_300_100 + CDx * h_200_002_200_100;
    const double h_201_001_310_000 = c_202_310 + ABz * c_201_310;
    const double h_200_002_310_000 = h_201_001_310_000 + ABz * h_200_001_310_000;
    const double h_200_002_300_010 = h_200_002_310_000 + CDy * h_200_002_300_000;
    const double h_201_001_210_000 = c_202_210 + ABz * c_201_210;
    const double h_200_002_210_000 = h_201_001_210_000 + ABz * h_200_001_210_000;
    const double h_200_002_200_010 = h_200_002_210_000 + CDy * h_200_002_200_000;
    const double h_200_002_200_110 = h_200_002_300_010 + CDx * h_200_002_200_010;
    const double h_201_001_301_000 = c_202_301 + ABz * c_201_301;
    const double h_200_002_301_000 = h_201_001_301_000 + ABz * h_200_001_301_000;
    const double h_200_002_300_001 = h_200_002_301_000 + CDz * h_200_002_300_000;
    const double h_201_001_201_000 = c_202_201 + ABz * c_201_201;
    const double h_200_002_201_000 = h_201_001_201_000 + ABz * h_200_001_201_000;
    const double h_200_002_200_001 = h_200_002_201_000 + CDz * h_200_002_200_000;
    const double h_200_002_200_101 = h_200_002_300_001 + CDx * h_200_002_200_001;
    const double h_201_001_220_000 = c_202_220 + ABz * c_201_220;
    const double h_200_002_220_000 = h_201_001_220_000 + ABz * h_200_001_220_000;
    const double h_200_002_210_010 = h_200_002_220_000 + CDy * h_200_002_210_000;
    const double h_200_002_200_020 = h_200_002_210_010 + CDy * h_200_002_200_010;
    const double h_201_001_211_000 = c_202_211 + ABz * c_201_211;
    const double h_200_002_211_000 = h_201_001_211_000 + ABz * h_200_001_211_000;
    const double h_200_002_210_001 = h_200_002_211_000 + CDz * h_200_002_210_000;
    const double h_200_002_200_011 = h_200_002_210_001 + CDy * h_200_002_200_001;
    const double h_201_001_202_000 = c_202_202 + ABz * c_201_202;
    const double h_200_002_202_000 = h_201_001_202_000 + ABz * h_200_001_202_000;
    const double h_200_002_201_001 = h_200_002_202_000 + CDz * h_200_002_201_000;
    const double h_200_002_200_002 = h_200_002_201_001 + CDz * h_200_002_200_001;
    const double h_200_002_210_100 = h_200_002_310_000 + CDx * h_200_002_210_000;
    const double h_201_001_110_000 = c_202_110 + ABz * c_201_110;
    const double h_200_002_110_000 = h_201_001_110_000 + ABz * h_200_001_110_000;
    const double h_200_002_110_100 = h_200_002_210_000 + CDx * h_200_002_110_000;
    const double h_200_002_110_200 = h_200_002_210_100 + CDx * h_200_002_110_100;
    const double h_201_001_120_000 = c_202_120 + ABz * c_201_120;
    const double h_200_002_120_000 = h_201_001_120_000 + ABz * h_200_001_120_000;
    const double h_200_002_110_010 = h_200_002_120_000 + CDy * h_200_002_110_000;
    const double h_200_002_110_110 = h_200_002_210_010 + CDx * h_200_002_110_010;
    const double h_201_001_111_000 = c_202_111 + ABz * c_201_111;
    const double h_200_002_111_000 = h_201_001_111_000 + ABz * h_200_001_111_000;
    const double h_200_002_110_001 = h_200_002_111_000 + CDz * h_200_002_110_000;
    const double h_200_002_110_101 = h_200_002_210_001 + CDx * h_200_002_110_001;
    const double h_201_001_130_000 = c_202_130 + ABz * c_201_130;
    const double h_200_002_130_000 = h_201_001_130_000 + ABz * h_200_001_130_000;
    const double h_200_002_120_010 = h_200_002_130_000 + CDy * h_200_002_120_000;
    const double h_200_002_110_020 = h_200_002_120_010 + CDy * h_200_002_110_010;
    const double h_201_001_121_000 = c_202_121 + ABz * c_201_121;
    const double h_200_002_121_000 = h_201_001_121_000 + ABz * h_200_001_121_000;
    const double h_200_002_120_001 = h_200_002_121_000 + CDz * h_200_002_120_000;
    const double h_200_002_110_011 = h_200_002_120_001 + CDy * h_200_002_110_001;
    const double h_201_001_112_000 = c_202_112 + ABz * c_201_112;
    const double h_200_002_112_000 = h_201_001_112_000 + ABz * h_200_001_112_000;
    const double h_200_002_111_001 = h_200_002_112_000 + CDz * h_200_002_111_000;
    const double h_200_002_110_002 = h_200_002_111_001 + CDz * h_200_002_110_001;
    const double h_200_002_201_100 = h_200_002_301_000 + CDx * h_200_002_201_000;
    const double h_201_001_101_000 = c_202_101 + ABz * c_201_101;
    const double h_200_002_101_000 = h_201_001_101_000 + ABz * h_200_001_101_000;
    const double h_200_002_101_100 = h_200_002_201_000 + CDx * h_200_002_101_000;
    const double h_200_002_101_200 = h_200_002_201_100 + CDx * h_200_002_101_100;
    const double h_200_002_201_010 = h_200_002_211_000 + CDy * h_200_002_201_000;
    const double h_200_002_101_010 = h_200_002_111_000 + CDy * h_200_002_101_000;
    const double h_200_002_101_110 = h_200_002_201_010 + CDx * h_200_002_101_010;
    const double h_201_001_102_000 = c_202_102 + ABz * c_201_102;
    const double h_200_002_102_000 = h_201_001_102_000 + ABz * h_200_001_102_000;
    const double h_200_002_101_001 = h_200_002_102_000 + CDz * h_200_002_101_000;
    const double h_200_002_101_101 = h_200_002_201_001 + CDx * h_200_002_101_001;
    const double h_200_002_111_010 = h_200_002_121_000 + CDy * h_200_002_111_000;
    const double h_200_002_101_020 = h_200_002_111_010 + CDy * h_200_002_101_010;
    const double h_200_002_101_011 = h_200_002_111_001 + CDy * h_200_002_101_001;
    const double h_201_001_103_000 = c_202_103 + ABz * c_201_103;
    const double h_200_002_103_000 = h_201_001_103_000 + ABz * h_200_001_103_000;
    const double h_200_002_102_001 = h_200_002_103_000 + CDz * h_200_002_102_000;
    const double h_200_002_101_002 = h_200_002_102_001 + CDz * h_200_002_101_001;
    const double h_200_002_120_100 = h_200_002_220_000 + CDx * h_200_002_120_000;
    const double h_201_001_020_000 = c_202_020 + ABz * c_201_020;
    const double h_200_002_020_000 = h_201_001_020_000 + ABz * h_200_001_020_000;
    const double h_200_002_020_100 = h_200_002_120_000 + CDx * h_200_002_020_000;
    const double h_200_002_020_200 = h_200_002_120_100 + CDx * h_200_002_020_100;
    const double h_201_001_030_000 = c_202_030 + ABz * c_201_030;
    const double h_200_002_030_000 = h_201_001_030_000 + ABz * h_200_001_030_000;
    const double h_200_002_020_010 = h_200_002_030_000 + CDy * h_200_002_020_000;
    const double h_200_002_020_110 = h_200_002_120_010 + CDx * h_200_002_020_010;
    const double h_201_001_021_000 = c_202_021 + ABz * c_201_021;
    const double h_200_002_021_000 = h_201_001_021_000 + ABz * h_200_001_021_000;
    const double h_200_002_020_001 = h_200_002_021_000 + CDz * h_200_002_020_000;
    const double h_200_002_020_101 = h_200_002_120_001 + CDx * h_200_002_020_001;
    const double h_201_001_040_000 = c_202_040 + ABz * c_201_040;
    const double h_200_002_040_000 = h_201_001_040_000 + ABz * h_200_001_040_000;
    const double h_200_002_030_010 = h_200_002_040_000 + CDy * h_200_002_030_000;
    const double h_200_002_020_020 = h_200_002_030_010 + CDy * h_200_002_020_010;
    const double h_201_001_031_000 = c_202_031 + ABz * c_201_031;
    const double h_200_002_031_000 = h_201_001_031_000 + ABz * h_200_001_031_000;
    const double h_200_002_030_001 = h_200_002_031_000 + CDz * h_200_002_030_000;
    const double h_200_002_020_011 = h_200_002_030_001 + CDy * h_200_002_020_001;
    const double h_201_001_022_000 = c_202_022 + ABz * c_201_022;
    const double h_200_002_022_000 = h_201_001_022_000 + ABz * h_200_001_022_000;
    const double h_200_002_021_001 = h_200_002_022_000 + CDz * h_200_002_021_000;
    const double h_200_002_020_002 = h_200_002_021_001 + CDz * h_200_002_020_001;
    const double h_200_002_111_100 = h_200_002_211_000 + CDx * h_200_002_111_000;
    const double h_201_001_011_000 = c_202_011 + ABz * c_201_011;
    const double h_200_002_011_000 = h_201_001_011_000 + ABz * h_200_001_011_000;
    const double h_200_002_011_100 = h_200_002_111_000 + CDx * h_200_002_011_000;
    const double h_200_002_011_200 = h_200_002_111_100 + CDx * h_200_002_011_100;
    const double h_200_002_011_010 = h_200_002_021_000 + CDy * h_200_002_011_000;
    const double h_200_002_011_110 = h_200_002_111_010 + CDx * h_200_002_011_010;
    const double h_201_001_012_000 = c_202_012 + ABz * c_201_012;
    const double h_200_002_012_000 = h_201_001_012_000 + ABz * h_200_001_012_000;
    const double h_200_002_011_001 = h_200_002_012_000 + CDz * h_200_002_011_000;
    const double h_200_002_011_101 = h_200_002_111_001 + CDx * h_200_002_011_001;
    const double h_200_002_021_010 = h_200_002_031_000 + CDy * h_200_002_021_000;
    const double h_200_002_011_020 = h_200_002_021_010 + CDy * h_200_002_011_010;
    const double h_200_002_011_011 = h_200_002_021_001 + CDy * h_200_002_011_001;
    const double h_201_001_013_000 = c_202_013 + ABz * c_201_013;
    const double h_200_002_013_000 = h_201_001_013_000 + ABz * h_200_001_013_000;
    const double h_200_002_012_001 = h_200_002_013_000 + CDz * h_200_002_012_000;
    const double h_200_002_011_002 = h_200_002_012_001 + CDz * h_200_002_011_001;
    const double h_200_002_102_100 = h_200_002_202_000 + CDx * h_200_002_102_000;
    const double h_201_001_002_000 = c_202_002 + ABz * c_201_002;
    const double h_200_002_002_000 = h_201_001_002_000 + ABz * h_200_001_002_000;
    const double h_200_002_002_100 = h_200_002_102_000 + CDx * h_200_002_002_000;
    const double h_200_002_002_200 = h_200_002_102_100 + CDx * h_200_002_002_100;
    const double h_200_002_102_010 = h_200_002_112_000 + CDy * h_200_002_102_000;
    const double h_200_002_002_010 = h_200_002_012_000 + CDy * h_200_002_002_000;
    const double h_200_002_002_110 = h_200_002_102_010 + CDx * h_200_002_002_010;
    const double h_201_001_003_000 = c_202_003 + ABz * c_201_003;
    const double h_200_002_003_000 = h_201_001_003_000 + ABz * h_200_001_003_000;
    const double h_200_002_002_001 = h_200_002_003_000 + CDz * h_200_002_002_000;
    const double h_200_002_002_101 = h_200_002_102_001 + CDx * h_200_002_002_001;
    const double h_200_002_012_010 = h_200_002_022_000 + CDy * h_200_002_012_000;
    const double h_200_002_002_020 = h_200_002_012_010 + CDy * h_200_002_002_010;
    const double h_200_002_002_011 = h_200_002_012_001 + CDy * h_200_002_002_001;
    const double h_201_001_004_000 = c_202_004 + ABz * c_201_004;
    const double h_200_002_004_000 = h_201_001_004_000 + ABz * h_200_001_004_000;
    const double h_200_002_003_001 = h_200_002_004_000 + CDz * h_200_002_003_000;
    const double h_200_002_002_002 = h_200_002_003_001 + CDz * h_200_002_002_001;
    const double h_210_100_400_000 = c_310_400 + ABx * c_210_400;
    const double h_110_100_400_000 = c_210_400 + ABx * c_110_400;
    const double h_110_200_400_000 = h_210_100_400_000 + ABx * h_110_100_400_000;
    const double h_210_100_300_000 = c_310_300 + ABx * c_210_300;
    const double h_110_100_300_000 = c_210_300 + ABx * c_110_300;
    const double h_110_200_300_000 = h_210_100_300_000 + ABx * h_110_100_300_000;
    const double h_110_200_300_100 = h_110_200_400_000 + CDx * h_110_200_300_000;
    const double h_210_100_200_000 = c_310_200 + ABx * c_210_200;
    const double h_110_100_200_000 = c_210_200 + ABx * c_110_200;
    const double h_110_200_200_000 = h_210_100_200_000 + ABx * h_110_100_200_000;
    const double h_110_200_200_100 = h_110_200_300_000 + CDx * h_110_200_200_000;
    const double h_110_200_200_200 = h_110_200_300_100 + CDx * h_110_200_200_100;
    const double h_210_100_310_000 = c_310_310 + ABx * c_210_310;
    const double h_110_100_310_000 = c_210_310 + ABx * c_110_310;
    const double h_110_200_310_000 = h_210_100_310_000 + ABx * h_110_100_310_000;
    const double h_110_200_300_010 = h_110_200_310_000 + CDy * h_110_200_300_000;
    const double h_210_100_210_000 = c_310_210 + ABx * c_210_210;
    const double h_110_100_210_000 = c_210_210 + ABx * c_110_210;
    const double h_110_200_210_000 = h_210_100_210_000 + ABx * h_110_100_210_000;
    const double h_110_200_200_010 = h_110_200_210_000 + CDy * h_110_200_200_000;
    const double h_110_200_200_110 = h_110_200_300_010 + CDx * h_110_200_200_010;
    const double h_210_100_301_000 = c_310_301 + ABx * c_210_301;
    const double h_110_100_301_000 = c_210_301 + ABx * c_110_301;
    const double h_110_200_301_000 = h_210_100_301_000 + ABx * h_110_100_301_000;
    const double h_110_200_300_001 = h_110_200_301_000 + CDz * h_110_200_300_000;
    const double h_210_100_201_000 = c_310_201 + ABx * c_210_201;
    const double h_110_100_201_000 = c_210_201 + ABx * c_110_201;
    const double h_110_200_201_000 = h_210_100_201_000 + ABx * h_110_100_201_000;
    const double h_110_200_200_001 = h_110_200_201_000 + CDz * h_110_200_200_000;
    const double h_110_200_200_101 = h_110_200_300_001 + CDx * h_110_200_200_001;
    const double h_210_100_220_000 = c_310_220 + ABx * c_210_220;
    const double h_110_100_220_000 = c_210_220 + ABx * c_110_220;
    const double h_110_200_220_000 = h_210_100_220_000 + ABx * h_110_100_220_000;
    const double h_110_200_210_010 = h_110_200_220_000 + CDy * h_110_200_210_000;
    const double h_110_200_200_020 = h_110_200_210_010 + CDy * h_110_200_200_010;
    const double h_210_100_211_000 = c_310_211 + ABx * c_210_211;
    const double h_110_100_211_000 = c_210_211 + ABx * c_110_211;
    const double h_110_200_211_000 = h_210_100_211_000 + ABx * h_110_100_211_000;
    const double h_110_200_210_001 = h_110_200_211_000 + CDz * h_110_200_210_000;
    const double h_110_200_200_011 = h_110_200_210_001 + CDy * h_110_200_200_001;
    const double h_210_100_202_000 = c_310_202 + ABx * c_210_202;
    const double h_110_100_202_000 = c_210_202 + ABx * c_110_202;
    const double h_110_200_202_000 = h_210_100_202_000 + ABx * h_110_100_202_000;
    const double h_110_200_201_001 = h_110_200_202_000 + CDz * h_110_200_201_000;
    const double h_110_200_200_002 = h_110_200_201_001 + CDz * h_110_200_200_001;
    const double h_110_200_210_100 = h_110_200_310_000 + CDx * h_110_200_210_000;
    const double h_210_100_110_000 = c_310_110 + ABx * c_210_110;
    const double h_110_100_110_000 = c_210_110 + ABx * c_110_110;
    const double h_110_200_110_000 = h_210_100_110_000 + ABx * h_110_100_110_000;
    const double h_110_200_110_100 = h_110_200_210_000 + CDx * h_110_200_110_000;
    const double h_110_200_110_200 = h_110_200_210_100 + CDx * h_110_200_110_100;
    const double h_210_100_120_000 = c_310_120 + ABx * c_210_120;
    const double h_110_100_120_000 = c_210_120 + ABx * c_110_120;
    const double h_110_200_120_000 = h_210_100_120_000 + ABx * h_110_100_120_000;
    const double h_110_200_110_010 = h_110_200_120_000 + CDy * h_110_200_110_000;
    const double h_110_200_110_110 = h_110_200_210_010 + CDx * h_110_200_110_010;
    const double h_210_100_111_000 = c_310_111 + ABx * c_210_111;
    const double h_110_100_111_000 = c_210_111 + ABx * c_110_111;
    const double h_110_200_111_000 = h_210_100_111_000 + ABx * h_110_100_111_000;
    const double h_110_200_110_001 = h_110_200_111_000 + CDz * h_110_200_110_000;
    const double h_110_200_110_101 = h_110_200_210_001 + CDx * h_110_200_110_001;
    const double h_210_100_130_000 = c_310_130 + ABx * c_210_130;
    const double h_110_100_130_000 = c_210_130 + ABx * c_110_130;
    const double h_110_200_130_000 = h_210_100_130_000 + ABx * h_110_100_130_000;
    const double h_110_200_120_010 = h_110_200_130_000 + CDy * h_110_200_120_000;
    const double h_110_200_110_020 = h_110_200_120_010 + CDy * h_110_200_110_010;
    const double h_210_100_121_000 = c_310_121 + ABx * c_210_121;
    const double h_110_100_121_000 = c_210_121 + ABx * c_110_121;
    const double h_110_200_121_000 = h_210_100_121_000 + ABx * h_110_100_121_000;
    const double h_110_200_120_001 = h_110_200_121_000 + CDz * h_110_200_120_000;
    const double h_110_200_110_011 = h_110_200_120_001 + CDy * h_110_200_110_001;
    const double h_210_100_112_000 = c_310_112 + ABx * c_210_112;
    const double h_110_100_112_000 = c_210_112 + ABx * c_110_112;
    const double h_110_200_112_000 = h_210_100_112_000 + ABx * h_110_100_112_000;
    const double h_110_200_111_001 = h_110_200_112_000 + CDz * h_110_200_111_000;
    const double h_110_200_110_002 = h_110_200_111_001 + CDz * h_110_200_110_001;
    const double h_110_200_201_100 = h_110_200_301_000 + CDx * h_110_200_201_000;
    const double h_210_100_101_000 = c_310_101 + ABx * c_210_101;
    const double h_110_100_101_000 = c_210_101 + ABx * c_110_101;
    const double h_110_200_101_000 = h_210_100_101_000 + ABx * h_110_100_101_000;
    const double h_110_200_101_100 = h_110_200_201_000 + CDx * h_110_200_101_000;
    const double h_110_200_101_200 = h_110_200_201_100 + CDx * h_110_200_101_100;
    const double h_110_200_201_010 = h_110_200_211_000 + CDy * h_110_200_201_000;
    const double h_110_200_101_010 = h_110_200_111_000 + CDy * h_110_200_101_000;
    const double h_110_200_101_110 = h_110_200_201_010 + CDx * h_110_200_101_010;
    const double h_210_100_102_000 = c_310_102 + ABx * c_210_102;
    const double h_110_100_102_000 = c_210_102 + ABx * c_110_102;
    const double h_110_200_102_000 = h_210_100_102_000 + ABx * h_110_100_102_000;
    const double h_110_200_101_001 = h_110_200_102_000 + CDz * h_110_200_101_000;
    const double h_110_200_101_101 = h_110_200_201_001 + CDx * h_110_200_101_001;
    const double h_110_200_111_010 = h_110_200_121_000 + CDy * h_110_200_111_000;
    const double h_110_200_101_020 = h_110_200_111_010 + CDy * h_110_200_101_010;
    const double h_110_200_101_011 = h_110_200_111_001 + CDy * h_110_200_101_001;
    const double h_210_100_103_000 = c_310_103 + ABx * c_210_103;
    const double h_110_100_103_000 = c_210_103 + ABx * c_110_103;
    const double h_110_200_103_000 = h_210_100_103_000 + ABx * h_110_100_103_000;
    const double h_110_200_102_001 = h_110_200_103_000 + CDz * h_110_200_102_000;
    const double h_110_200_101_002 = h_110_200_102_001 + CDz * h_110_200_101_001;
    const double h_110_200_120_100 = h_110_200_220_000 + CDx * h_110_200_120_000;
    const double h_210_100_020_000 = c_310_020 + ABx * c_210_020;
    const double h_110_100_020_000 = c_210_020 + ABx * c_110_020;
    const double h_110_200_020_000 = h_210_100_020_000 + ABx * h_110_100_020_000;
    const double h_110_200_020_100 = h_110_200_120_000 + CDx * h_110_200_020_000;
    const double h_110_200_020_200 = h_110_200_120_100 + CDx * h_110_200_020_100;
    const double h_210_100_030_000 = c_310_030 + ABx * c_210_030;
    const double h_110_100_030_000 = c_210_030 + ABx * c_110_030;
    const double h_110_200_030_000 = h_210_100_030_000 + ABx * h_110_100_030_000;
    const double h_110_200_020_010 = h_110_200_030_000 + CDy * h_110_200_020_000;
    const double h_110_200_020_110 = h_110_200_120_010 + CDx * h_110_200_020_010;
    const double h_210_100_021_000 = c_310_021 + ABx * c_210_021;
    const double h_110_100_021_000 = c_210_021 + ABx * c_110_021;
    const double h_110_200_021_000 = h_210_100_021_000 + ABx * h_110_100_021_000;
    const double h_110_200_020_001 = h_110_200_021_000 + CDz * h_110_200_020_000;
    const double h_110_200_020_101 = h_110_200_120_001 + CDx * h_110_200_020_001;
    const double h_210_100_040_000 = c_310_040 + ABx * c_210_040;
    const double h_110_100_040_000 = c_210_040 + ABx * c_110_040;
    const double h_110_200_040_000 = h_210_100_040_000 + ABx * h_110_100_040_000;
    const double h_110_200_030_010 = h_110_200_040_000 + CDy * h_110_200_030_000;
    const double h_110_200_020_020 = h_110_200_030_010 + CDy * h_110_200_020_010;
    const double h_210_100_031_000 = c_310_031 + ABx * c_210_031;
    const double h_110_100_031_000 = c_210_031 + ABx * c_110_031;
    const double h_110_200_031_000 = h_210_100_031_000 + ABx * h_110_100_031_000;
    const double h_110_200_030_001 = h_110_200_031_000 + CDz * h_110_200_030_000;
    const double h_110_200_020_011 = h_110_200_030_001 + CDy * h_110_200_020_001;
    const double h_210_100_022_000 = c_310_022 + ABx * c_210_022;
    const double h_110_100_022_000 = c_210_022 + ABx * c_110_022;
    const double h_110_200_022_000 = h_210_100_022_000 + ABx * h_110_100_022_000;
    const double h_110_200_021_001 = h_110_200_022_000 + CDz * h_110_200_021_000;
    const double h_110_200_020_002 = h_110_200_021_001 + CDz * h_110_200_020_001;
    const double h_110_200_111_100 = h_110_200_211_000 + CDx * h_110_200_111_000;
    const double h_210_100_011_000 = c_310_011 + ABx * c_210_011;
    const double h_110_100_011_000 = c_210_011 + ABx * c_110_011;
    const double h_110_200_011_000 = h_210_100_011_000 + ABx * h_110_100_011_000;
    const double h_110_200_011_100 = h_110_200_111_000 + CDx * h_110_200_011_000;
    const double h_110_200_011_200 = h_110_200_111_100 + CDx * h_110_200_011_100;
    const double h_110_200_011_010 = h_110_200_021_000 + CDy * h_110_200_011_000;
    const double h_110_200_011_110 = h_110_200_111_010 + CDx * h_110_200_011_010;
    const double h_210_100_012_000 = c_310_012 + ABx * c_210_012;
    const double h_110_100_012_000 = c_210_012 + ABx * c_110_012;
    const double h_110_200_012_000 = h_210_100_012_000 + ABx * h_110_100_012_000;
    const double h_110_200_011_001 = h_110_200_012_000 + CDz * h_110_200_011_000;
    const double h_110_200_011_101 = h_110_200_111_001 + CDx * h_110_200_011_001;
    const double h_110_200_021_010 = h_110_200_031_000 + CDy * h_110_200_021_000;
    const double h_110_200_011_020 = h_110_200_021_010 + CDy * h_110_200_011_010;
    const double h_110_200_011_011 = h_110_200_021_001 + CDy * h_110_200_011_001;
    const double h_210_100_013_000 = c_310_013 + ABx * c_210_013;
    const double h_110_100_013_000 = c_210_013 + ABx * c_110_013;
    const double h_110_200_013_000 = h_210_100_013_000 + ABx * h_110_100_013_000;
    const double h_110_200_012_001 = h_110_200_013_000 + CDz * h_110_200_012_000;
    const double h_110_200_011_002 = h_110_200_012_001 + CDz * h_110_200_011_001;
    const double h_110_200_102_100 = h_110_200_202_000 + CDx * h_110_200_102_000;
    const double h_210_100_002_000 = c_310_002 + ABx * c_210_002;
    const double h_110_100_002_000 = c_210_002 + ABx * c_110_002;
    const double h_110_200_002_000 = h_210_100_002_000 + ABx * h_110_100_002_000;
    const double h_110_200_002_100 = h_110_200_102_000 + CDx * h_110_200_002_000;
    const double h_110_200_002_200 = h_110_200_102_100 + CDx * h_110_200_002_100;
    const double h_110_200_102_010 = h_110_200_112_000 + CDy * h_110_200_102_000;
    const double h_110_200_002_010 = h_110_200_012_000 + CDy * h_110_200_002_000;
    const double h_110_200_002_110 = h_110_200_102_010 + CDx * h_110_200_002_010;
    const double h_210_100_003_000 = c_310_003 + ABx * c_210_003;
    const double h_110_100_003_000 = c_210_003 + ABx * c_110_003;
    const double h_110_200_003_000 = h_210_100_003_000 + ABx * h_110_100_003_000;
    const double h_110_200_002_001 = h_110_200_003_000 + CDz * h_110_200_002_000;
    const double h_110_200_002_101 = h_110_200_102_001 + CDx * h_110_200_002_001;
    const double h_110_200_012_010 = h_110_200_022_000 + CDy * h_110_200_012_000;
    const double h_110_200_002_020 = h_110_200_012_010 + CDy * h_110_200_002_010;
    const double h_110_200_002_011 = h_110_200_012_001 + CDy * h_110_200_002_001;
    const double h_210_100_004_000 = c_310_004 + ABx * c_210_004;
    const double h_110_100_004_000 = c_210_004 + ABx * c_110_004;
    const double h_110_200_004_000 = h_210_100_004_000 + ABx * h_110_100_004_000;
    const double h_110_200_003_001 = h_110_200_004_000 + CDz * h_110_200_003_000;
    const double h_110_200_002_002 = h_110_200_003_001 + CDz * h_110_200_002_001;
    const double h_110_010_400_000 = c_120_400 + ABy * c_110_400;
    const double h_110_110_400_000 = h_210_010_400_000 + ABx * h_110_010_400_000;
    const double h_110_010_300_000 = c_120_300 + ABy * c_110_300;
    const double h_110_110_300_000 = h_210_010_300_000 + ABx * h_110_010_300_000;
    const double h_110_110_300_100 = h_110_110_400_000 + CDx * h_110_110_300_000;
    const double h_110_010_200_000 = c_120_200 + ABy * c_110_200;
    const double h_110_110_200_000 = h_210_010_200_000 + ABx * h_110_010_200_000;
    const double h_110_110_200_100 = h_110_110_300_000 + CDx * h_110_110_200_000;
    const double h_110_110_200_200 = h_110_110_300_100 + CDx * h_110_110_200_100;
    const double h_110_010_310_000 = c_120_310 + ABy * c_110_310;
    const double h_110_110_310_000 = h_210_010_310_000 + ABx * h_110_010_310_000;
    const double h_110_110_300_010 = h_110_110_310_000 + CDy * h_110_110_300_000;
    const double h_110_010_210_000 = c_120_210 + ABy * c_110_210;
    const double h_110_110_210_000 = h_210_010_210_000 + ABx * h_110_010_210_000;
    const double h_110_110_200_010 = h_110_110_210_000 + CDy * h_110_110_200_000;
    const double h_110_110_200_110 = h_110_110_300_010 + CDx * h_110_110_200_010;
    const double h_110_010_301_000 = c_120_301 + ABy * c_110_301;
    const double h_110_110_301_000 = h_210_010_301_000 + ABx * h_110_010_301_000;
    const double h_110_110_300_001 = h_110_110_301_000 + CDz * h_110_110_300_000;
    const double h_110_010_201_000 = c_120_201 + ABy * c_110_201;
    const double h_110_110_201_000 = h_210_010_201_000 + ABx * h_110_010_201_000;
    const double h_110_110_200_001 = h_110_110_201_000 + CDz * h_110_110_200_000;
    const double h_110_110_200_101 = h_110_110_300_001 + CDx * h_110_110_200_001;
    const double h_110_010_220_000 = c_120_220 + ABy * c_110_220;
    const double h_110_110_220_000 = h_210_010_220_000 + ABx * h_110_010_220_000;
    const double h_110_110_210_010 = h_110_110_220_000 + CDy * h_110_110_210_000;
    const double h_110_110_200_020 = h_110_110_210_010 + CDy * h_110_110_200_010;
    const double h_110_010_211_000 = c_120_211 + ABy * c_110_211;
    const double h_110_110_211_000 = h_210_010_211_000 + ABx * h_110_010_211_000;
    const double h_110_110_210_001 = h_110_110_211_000 + CDz * h_110_110_210_000;
    const double h_110_110_200_011 = h_110_110_210_001 + CDy * h_110_110_200_001;
    const double h_110_010_202_000 = c_120_202 + ABy * c_110_202;
    const double h_110_110_202_000 = h_210_010_202_000 + ABx * h_110_010_202_000;
    const double h_110_110_201_001 = h_110_110_202_000 + CDz * h_110_110_201_000;
    const double h_110_110_200_002 = h_110_110_201_001 + CDz * h_110_110_200_001;
    const double h_110_110_210_100 = h_110_110_310_000 + CDx * h_110_110_210_000;
    const double h_110_010_110_000 = c_120_110 + ABy * c_110_110;
    const double h_110_110_110_000 = h_210_010_110_000 + ABx * h_110_010_110_000;
    const double h_110_110_110_100 = h_110_110_210_000 + CDx * h_110_110_110_000;
    const double h_110_110_110_200 = h_110_110_210_100 + CDx * h_110_110_110_100;
    const double h_110_010_120_000 = c_120_120 + ABy * c_110_120;
    const double h_110_110_120_000 = h_210_010_120_000 + ABx * h_110_010_120_000;
    const double h_110_110_110_010 = h_110_110_120_000 + CDy * h_110_110_110_000;
    const double h_110_110_110_110 = h_110_110_210_010 + CDx * h_110_110_110_010;
    const double h_110_010_111_000 = c_120_111 + ABy * c_110_111;
    const double h_110_110_111_000 = h_210_010_111_000 + ABx * h_110_010_111_000;
    const double h_110_110_110_001 = h_110_110_111_000 + CDz * h_110_110_110_000;
    const double h_110_110_110_101 = h_110_110_210_001 + CDx * h_110_110_110_001;
    const double h_110_010_130_000 = c_120_130 + ABy * c_110_130;
    const double h_110_110_130_000 = h_210_010_130_000 + ABx * h_110_010_130_000;
    const double h_110_110_120_010 = h_110_110_130_000 + CDy * h_110_110_120_000;
    const double h_110_110_110_020 = h_110_110_120_010 + CDy * h_110_110_110_010;
    const double h_110_010_121_000 = c_120_121 + ABy * c_110_121;
    const double h_110_110_121_000 = h_210_010_121_000 + ABx * h_110_010_121_000;
    const double h_110_110_120_001 = h_110_110_121_000 + CDz * h_110_110_120_000;
    const double h_110_110_110_011 = h_110_110_120_001 + CDy * h_110_110_110_001;
    const double h_110_010_112_000 = c_120_112 + ABy * c_110_112;
    const double h_110_110_112_000 = h_210_010_112_000 + ABx * h_110_010_112_000;
    const double h_110_110_111_001 = h_110_110_112_000 + CDz * h_110_110_111_000;
    const double h_110_110_110_002 = h_110_110_111_001 + CDz * h_110_110_110_001;
    const double h_110_110_201_100 = h_110_110_301_000 + CDx * h_110_110_201_000;
    const double h_110_010_101_000 = c_120_101 + ABy * c_110_101;
    const double h_110_110_101_000 = h_210_010_101_000 + ABx * h_110_010_101_000;
    const double h_110_110_101_100 = h_110_110_201_000 + CDx * h_110_110_101_000;
    const double h_110_110_101_200 = h_110_110_201_100 + CDx * h_110_110_101_100;
    const double h_110_110_201_010 = h_110_110_211_000 + CDy * h_110_110_201_000;
    const double h_110_110_101_010 = h_110_110_111_000 + CDy * h_110_110_101_000;
    const double h_110_110_101_110 = h_110_110_201_010 + CDx * h_110_110_101_010;
    const double h_110_010_102_000 = c_120_102 + ABy * c_110_102;
    const double h_110_110_102_000 = h_210_010_102_000 + ABx * h_110_010_102_000;
    const double h_110_110_101_001 = h_110_110_102_000 + CDz * h_110_110_101_000;
    const double h_110_110_101_101 = h_110_110_201_001 + CDx * h_110_110_101_001;
    const double h_110_110_111_010 = h_110_110_121_000 + CDy * h_110_110_111_000;
    const double h_110_110_101_020 = h_110_110_111_010 + CDy * h_110_110_101_010;
    const double h_110_110_101_011 = h_110_110_111_001 + CDy * h_110_110_101_001;
    const double h_110_010_103_000 = c_120_103 + ABy * c_110_103;
    const double h_110_110_103_000 = h_210_010_103_000 + ABx * h_110_010_103_000;
    const double h_110_110_102_001 = h_110_110_103_000 + CDz * h_110_110_102_000;
    const double h_110_110_101_002 = h_110_110_102_001 + CDz * h_110_110_101_001;
    const double h_110_110_120_100 = h_110_110_220_000 + CDx * h_110_110_120_000;
    const double h_110_010_020_000 = c_120_020 + ABy * c_110_020;
    const double h_110_110_020_000 = h_210_010_020_000 + ABx * h_110_010_020_000;
    const double h_110_110_020_100 = h_110_110_120_000 + CDx * h_110_110_020_000;
    const double h_110_110_020_200 = h_110_110_120_100 + CDx * h_110_110_020_100;
    const double h_110_010_030_000 = c_120_030 + ABy * c_110_030;
    const double h_110_110_030_000 = h_210_010_030_000 + ABx * h_110_010_030_000;
    const double h_110_110_020_010 = h_110_110_030_000 + CDy * h_110_110_020_000;
    const double h_110_110_020_110 = h_110_110_120_010 + CDx * h_110_110_020_010;
    const double h_110_010_021_000 = c_120_021 + ABy * c_110_021;
    const double h_110_110_021_000 = h_210_010_021_000 + ABx * h_110_010_021_000;
    const double h_110_110_020_001 = h_110_110_021_000 + CDz * h_110_110_020_000;
    const double h_110_110_020_101 = h_110_110_120_001 + CDx * h_110_110_020_001;
    const double h_110_010_040_000 = c_120_040 + ABy * c_110_040;
    const double h_110_110_040_000 = h_210_010_040_000 + ABx * h_110_010_040_000;
    const double h_110_110_030_010 = h_110_110_040_000 + CDy * h_110_110_030_000;
    const double h_110_110_020_020 = h_110_110_030_010 + CDy * h_110_110_020_010;
    const double h_110_010_031_000 = c_120_031 + ABy * c_110_031;
    const double h_110_110_031_000 = h_210_010_031_000 + ABx * h_110_010_031_000;
    const double h_110_110_030_001 = h_110_110_031_000 + CDz * h_110_110_030_000;
    const double h_110_110_020_011 = h_110_110_030_001 + CDy * h_110_110_020_001;
    const double h_110_010_022_000 = c_120_022 + ABy * c_110_022;
    const double h_110_110_022_000 = h_210_010_022_000 + ABx * h_110_010_022_000;
    const double h_110_110_021_001 = h_110_110_022_000 + CDz * h_110_110_021_000;
    const double h_110_110_020_002 = h_110_110_021_001 + CDz * h_110_110_020_001;
    const double h_110_110_111_100 = h_110_110_211_000 + CDx * h_110_110_111_000;
    const double h_110_010_011_000 = c_120_011 + ABy * c_110_011;
    const double h_110_110_011_000 = h_210_010_011_000 + ABx * h_110_010_011_000;
    const double h_110_110_011_100 = h_110_110_111_000 + CDx * h_110_110_011_000;
    const double h_110_110_011_200 = h_110_110_111_100 + CDx * h_110_110_011_100;
    const double h_110_110_011_010 = h_110_110_021_000 + CDy * h_110_110_011_000;
    const double h_110_110_011_110 = h_110_110_111_010 + CDx * h_110_110_011_010;
    const double h_110_010_012_000 = c_120_012 + ABy * c_110_012;
    const double h_110_110_012_000 = h_210_010_012_000 + ABx * h_110_010_012_000;
    const double h_110_110_011_001 = h_110_110_012_000 + CDz * h_110_110_011_000;
    const double h_110_110_011_101 = h_110_110_111_001 + CDx * h_110_110_011_001;
    const double h_110_110_021_010 = h_110_110_031_000 + CDy * h_110_110_021_000;
    const double h_110_110_011_020 = h_110_110_021_010 + CDy * h_110_110_011_010;
    const double h_110_110_011_011 = h_110_110_021_001 + CDy * h_110_110_011_001;
    const double h_110_010_013_000 = c_120_013 + ABy * c_110_013;
    const double h_110_110_013_000 = h_210_010_013_000 + ABx * h_110_010_013_000;
    const double h_110_110_012_001 = h_110_110_013_000 + CDz * h_110_110_012_000;
    const double h_110_110_011_002 = h_110_110_012_001 + CDz * h_110_110_011_001;
    const double h_110_110_102_100 = h_110_110_202_000 + CDx * h_110_110_102_000;
    const double h_110_010_002_000 = c_120_002 + ABy * c_110_002;
    const double h_110_110_002_000 = h_210_010_002_000 + ABx * h_110_010_002_000;
    const double h_110_110_002_100 = h_110_110_102_000 + CDx * h_110_110_002_000;
    const double h_110_110_002_200 = h_110_110_102_100 + CDx * h_110_110_002_100;
    const double h_110_110_102_010 = h_110_110_112_000 + CDy * h_110_110_102_000;
    const double h_110_110_002_010 = h_110_110_012_000 + CDy * h_110_110_002_000;
    const double h_110_110_002_110 = h_110_110_102_010 + CDx * h_110_110_002_010;
    const double h_110_010_003_000 = c_120_003 + ABy * c_110_003;
    const double h_110_110_003_000 = h_210_010_003_000 + ABx * h_110_010_003_000;
    const double h_110_110_002_001 = h_110_110_003_000 + CDz * h_110_110_002_000;
    const double h_110_110_002_101 = h_110_110_102_001 + CDx * h_110_110_002_001;
    const double h_110_110_012_010 = h_110_110_022_000 + CDy * h_110_110_012_000;
    const double h_110_110_002_020 = h_110_110_012_010 + CDy * h_110_110_002_010;
    const double h_110_110_002_011 = h_110_110_012_001 + CDy * h_110_110_002_001;
    const double h_110_010_004_000 = c_120_004 + ABy * c_110_004;
    const double h_110_110_004_000 = h_210_010_004_000 + ABx * h_110_010_004_000;
    const double h_110_110_003_001 = h_110_110_004_000 + CDz * h_110_110_003_000;
    const double h_110_110_002_002 = h_110_110_003_001 + CDz * h_110_110_002_001;
    const double h_110_001_400_000 = c_111_400 + ABz * c_110_400;
    const double h_110_101_400_000 = h_210_001_400_000 + ABx * h_110_001_400_000;
    const double h_110_001_300_000 = c_111_300 + ABz * c_110_300;
    const double h_110_101_300_000 = h_210_001_300_000 + ABx * h_110_001_300_000;
    const double h_110_101_300_100 = h_110_101_400_000 + CDx * h_110_101_300_000;
    const double h_110_001_200_000 = c_111_200 + ABz * c_110_200;
    const double h_110_101_200_000 = h_210_001_200_000 + ABx * h_110_001_200_000;
    const double h_110_101_200_100 = h_110_101_300_000 + CDx * h_110_101_200_000;
    const double h_110_101_200_200 = h_110_101_300_100 + CDx * h_110_101_200_100;
    const double h_110_001_310_000 = c_111_310 + ABz * c_110_310;
    const double h_110_101_310_000 = h_210_001_310_000 + ABx * h_110_001_310_000;
    const double h_110_101_300_010 = h_110_101_310_000 + CDy * h_110_101_300_000;
    const double h_110_001_210_000 = c_111_210 + ABz * c_110_210;
    const double h_110_101_210_000 = h_210_001_210_000 + ABx * h_110_001_210_000;
    const double h_110_101_200_010 = h_110_101_210_000 + CDy * h_110_101_200_000;
    const double h_110_101_200_110 = h_110_101_300_010 + CDx * h_110_101_200_010;
    const double h_110_001_301_000 = c_111_301 + ABz * c_110_301;
    const double h_110_101_301_000 = h_210_001_301_000 + ABx * h_110_001_301_000;
    const double h_110_101_300_001 = h_110_101_301_000 + CDz * h_110_101_300_000;
    const double h_110_001_201_000 = c_111_201 + ABz * c_110_201;
    const double h_110_101_201_000 = h_210_001_201_000 + ABx * h_110_001_201_000;
    const double h_110_101_200_001 = h_110_101_201_000 + CDz * h_110_101_200_000;
    const double h_110_101_200_101 = h_110_101_300_001 + CDx * h_110_101_200_001;
    const double h_110_001_220_000 = c_111_220 + ABz * c_110_220;
    const double h_110_101_220_000 = h_210_001_220_000 + ABx * h_110_001_220_000;
    const double h_110_101_210_010 = h_110_101_220_000 + CDy * h_110_101_210_000;
    const double h_110_101_200_020 = h_110_101_210_010 + CDy * h_110_101_200_010;
    const double h_110_001_211_000 = c_111_211 + ABz * c_110_211;
    const double h_110_101_211_000 = h_210_001_211_000 + ABx * h_110_001_211_000;
    const double h_110_101_210_001 = h_110_101_211_000 + CDz * h_110_101_210_000;
    const double h_110_101_200_011 = h_110_101_210_001 + CDy * h_110_101_200_001;
    const double h_110_001_202_000 = c_111_202 + ABz * c_110_202;
    const double h_110_101_202_000 = h_210_001_202_000 + ABx * h_110_001_202_000;
    const double h_110_101_201_001 = h_110_101_202_000 + CDz * h_110_101_201_000;
    const double h_110_101_200_002 = h_110_101_201_001 + CDz * h_110_101_200_001;
    const double h_110_101_210_100 = h_110_101_310_000 + CDx * h_110_101_210_000;
    const double h_110_001_110_000 = c_111_110 + ABz * c_110_110;
    const double h_110_101_110_000 = h_210_001_110_000 + ABx * h_110_001_110_000;
    const double h_110_101_110_100 = h_110_101_210_000 + CDx * h_110_101_110_000;
    const double h_110_101_110_200 = h_110_101_210_100 + CDx * h_110_101_110_100;
    const double h_110_001_120_000 = c_111_120 + ABz * c_110_120;
    const double h_110_101_120_000 = h_210_001_120_000 + ABx * h_110_001_120_000;
    const double h_110_101_110_010 = h_110_101_120_000 + CDy * h_110_101_110_000;
    const double h_110_101_110_110 = h_110_101_210_010 + CDx * h_110_101_110_010;
    const double h_110_001_111_000 = c_111_111 + ABz * c_110_111;
    const double h_110_101_111_000 = h_210_001_111_000 + ABx * h_110_001_111_000;
    const double h_110_101_110_001 = h_110_101_111_000 + CDz * h_110_101_110_000;
    const double h_110_101_110_101 = h_110_101_210_001 + CDx * h_110_101_110_001;
    const double h_110_001_130_000 = c_111_130 + ABz * c_110_130;
    const double h_110_101_130_000 = h_210_001_130_000 + ABx * h_110_001_130_000;
    const double h_110_101_120_010 = h_110_101_130_000 + CDy * h_110_101_120_000;
    const double h_110_101_110_020 = h_110_101_120_010 + CDy * h_110_101_110_010;
    const double h_110_001_121_000 = c_111_121 + ABz * c_110_121;
    const double h_110_101_121_000 = h_210_001_121_000 + ABx * h_110_001_121_000;
    const double h_110_101_120_001 = h_110_101_121_000 + CDz * h_110_101_120_000;
    const double h_110_101_110_011 = h_110_101_120_001 + CDy * h_110_101_110_001;
    const double h_110_001_112_000 = c_111_112 + ABz * c_110_112;
    const double h_110_101_112_000 = h_210_001_112_000 + ABx * h_110_001_112_000;
    const double h_110_101_111_001 = h_110_101_112_000 + CDz * h_110_101_111_000;
    const double h_110_101_110_002 = h_110_101_111_001 + CDz * h_110_101_110_001;
    const double h_110_101_201_100 = h_110_101_301_000 + CDx * h_110_101_201_000;
    const double h_110_001_101_000 = c_111_101 + ABz * c_110_101;
    const double h_110_101_101_000 = h_210_001_101_000 + ABx * h_110_001_101_000;
    const double h_110_101_101_100 = h_110_101_201_000 + CDx * h_110_101_101_000;
    const double h_110_101_101_200 = h_110_101_201_100 + CDx * h_110_101_101_100;
    const double h_110_101_201_010 = h_110_101_211_000 + CDy * h_110_101_201_000;
    const double h_110_101_101_010 = h_110_101_111_000 + CDy * h_110_101_101_000;
    const double h_110_101_101_110 = h_110_101_201_010 + CDx * h_110_101_101_010;
    const double h_110_001_102_000 = c_111_102 + ABz * c_110_102;
    const double h_110_101_102_000 = h_210_001_102_000 + ABx * h_110_001_102_000;
    const double h_110_101_101_001 = h_110_101_102_000 + CDz * h_110_101_101_000;
    const double h_110_101_101_101 = h_110_101_201_001 + CDx * h_110_101_101_001;
    const double h_110_101_111_010 = h_110_101_121_000 + CDy * h_110_101_111_000;
    const double h_110_101_101_020 = h_110_101_111_010 + CDy * h_110_101_101_010;
    const double h_110_101_101_011 = h_110_101_111_001 + CDy * h_110_101_101_001;
    const double h_110_001_103_000 = c_111_103 + ABz * c_110_103;
    const double h_110_101_103_000 = h_210_001_103_000 + ABx * h_110_001_103_000;
    const double h_110_101_102_001 = h_110_101_103_000 + CDz * h_110_101_102_000;
    const double h_110_101_101_002 = h_110_101_102_001 + CDz * h_110_101_101_001;
    const double h_110_101_120_100 = h_110_101_220_000 + CDx * h_110_101_120_000;
    const double h_110_001_020_000 = c_111_020 + ABz * c_110_020;
    const double h_110_101_020_000 = h_210_001_020_000 + ABx * h_110_001_020_000;
    const double h_110_101_020_100 = h_110_101_120_000 + CDx * h_110_101_020_000;
    const double h_110_101_020_200 = h_110_101_120_100 + CDx * h_110_101_020_100;
    const double h_110_001_030_000 = c_111_030 + ABz * c_110_030;
    const double h_110_101_030_000 = h_210_001_030_000 + ABx * h_110_001_030_000;
    const double h_110_101_020_010 = h_110_101_030_000 + CDy * h_110_101_020_000;
    const double h_110_101_020_110 = h_110_101_120_010 + CDx * h_110_101_020_010;
    const double h_110_001_021_000 = c_111_021 + ABz * c_110_021;
    const double h_110_101_021_000 = h_210_001_021_000 + ABx * h_110_001_021_000;
    const double h_110_101_020_001 = h_110_101_021_000 + CDz * h_110_101_020_000;
    const double h_110_101_020_101 = h_110_101_120_001 + CDx * h_110_101_020_001;
    const double h_110_001_040_000 = c_111_040 + ABz * c_110_040;
    const double h_110_101_040_000 = h_210_001_040_000 + ABx * h_110_001_040_000;
    const double h_110_101_030_010 = h_110_101_040_000 + CDy * h_110_101_030_000;
    const double h_110_101_020_020 = h_110_101_030_010 + CDy * h_110_101_020_010;
    const double h_110_001_031_000 = c_111_031 + ABz * c_110_031;
    const double h_110_101_031_000 = h_210_001_031_000 + ABx * h_110_001_031_000;
    const double h_110_101_030_001 = h_110_101_031_000 + CDz * h_110_101_030_000;
    const double h_110_101_020_011 = h_110_101_030_001 + CDy * h_110_101_020_001;
    const double h_110_001_022_000 = c_111_022 + ABz * c_110_022;
    const double h_110_101_022_000 = h_210_001_022_000 + ABx * h_110_001_022_000;
    const double h_110_101_021_001 = h_110_101_022_000 + CDz * h_110_101_021_000;
    const double h_110_101_020_002 = h_110_101_021_001 + CDz * h_110_101_020_001;
    const double h_110_101_111_100 = h_110_101_211_000 + CDx * h_110_101_111_000;
    const double h_110_001_011_000 = c_111_011 + ABz * c_110_011;
    const double h_110_101_011_000 = h_210_001_011_000 + ABx * h_110_001_011_000;
    const double h_110_101_011_100 = h_110_101_111_000 + CDx * h_110_101_011_000;
    const double h_110_101_011_200 = h_110_101_111_100 + CDx * h_110_101_011_100;
    const double h_110_101_011_010 = h_110_101_021_000 + CDy * h_110_101_011_000;
    const double h_110_101_011_110 = h_110_101_111_010 + CDx * h_110_101_011_010;
    const double h_110_001_012_000 = c_111_012 + ABz * c_110_012;
    const double h_110_101_012_000 = h_210_001_012_000 + ABx * h_110_001_012_000;
    const double h_110_101_011_001 = h_110_101_012_000 + CDz * h_110_101_011_000;
    const double h_110_101_011_101 = h_110_101_111_001 + CDx * h_110_101_011_001;
    const double h_110_101_021_010 = h_110_101_031_000 + CDy * h_110_101_021_000;
    const double h_110_101_011_020 = h_110_101_021_010 + CDy * h_110_101_011_010;
    const double h_110_101_011_011 = h_110_101_021_001 + CDy * h_110_101_011_001;
    const double h_110_001_013_000 = c_111_013 + ABz * c_110_013;
    const double h_110_101_013_000 = h_210_001_013_000 + ABx * h_110_001_013_000;
    const double h_110_101_012_001 = h_110_101_013_000 + CDz * h_110_101_012_000;
    const double h_110_101_011_002 = h_110_101_012_001 + CDz * h_110_101_011_001;
    const double h_110_101_102_100 = h_110_101_202_000 + CDx * h_110_101_102_000;
    const double h_110_001_002_000 = c_111_002 + ABz * c_110_002;
    const double h_110_101_002_000 = h_210_001_002_000 + ABx * h_110_001_002_000;
    const double h_110_101_002_100 = h_110_101_102_000 + CDx * h_110_101_002_000;
    const double h_110_101_002_200 = h_110_101_102_100 + CDx * h_110_101_002_100;
    const double h_110_101_102_010 = h_110_101_112_000 + CDy * h_110_101_102_000;
    const double h_110_101_002_010 = h_110_101_012_000 + CDy * h_110_101_002_000;
    const double h_110_101_002_110 = h_110_101_102_010 + CDx * h_110_101_002_010;
    const double h_110_001_003_000 = c_111_003 + ABz * c_110_003;
    const double h_110_101_003_000 = h_210_001_003_000 + ABx * h_110_001_003_000;
    const double h_110_101_002_001 = h_110_101_003_000 + CDz * h_110_101_002_000;
    const double h_110_101_002_101 = h_110_101_102_001 + CDx * h_110_101_002_001;
    const double h_110_101_012_010 = h_110_101_022_000 + CDy * h_110_101_012_000;
    const double h_110_101_002_020 = h_110_101_012_010 + CDy * h_110_101_002_010;
    const double h_110_101_002_011 = h_110_101_012_001 + CDy * h_110_101_002_001;
    const double h_110_001_004_000 = c_111_004 + ABz * c_110_004;
    const double h_110_101_004_000 = h_210_001_004_000 + ABx * h_110_001_004_000;
    const double h_110_101_003_001 = h_110_101_004_000 + CDz * h_110_101_003_000;
    const double h_110_101_002_002 = h_110_101_003_001 + CDz * h_110_101_002_001;
    const double h_120_010_400_000 = c_130_400 + ABy * c_120_400;
    const double h_110_020_400_000 = h_120_010_400_000 + ABy * h_110_010_400_000;
    const double h_120_010_300_000 = c_130_300 + ABy * c_120_300;
    const double h_110_020_300_000 = h_120_010_300_000 + ABy * h_110_010_300_000;
    const double h_110_020_300_100 = h_110_020_400_000 + CDx * h_110_020_300_000;
    const double h_120_010_200_000 = c_130_200 + ABy * c_120_200;
    const double h_110_020_200_000 = h_120_010_200_000 + ABy * h_110_010_200_000;
    const double h_110_020_200_100 = h_110_020_300_000 + CDx * h_110_020_200_000;
    const double h_110_020_200_200 = h_110_020_300_100 + CDx * h_110_020_200_100;
    const double h_120_010_310_000 = c_130_310 + ABy * c_120_310;
    const double h_110_020_310_000 = h_120_010_310_000 + ABy * h_110_010_310_000;
    const double h_110_020_300_010 = h_110_020_310_000 + CDy * h_110_020_300_000;
    const double h_120_010_210_000 = c_130_210 + ABy * c_120_210;
    const double h_110_020_210_000 = h_120_010_210_000 + ABy * h_110_010_210_000;
    const double h_110_020_200_010 = h_110_020_210_000 + CDy * h_110_020_200_000;
    const double h_110_020_200_110 = h_110_020_300_010 + CDx * h_110_020_200_010;
    const double h_120_010_301_000 = c_130_301 + ABy * c_120_301;
    const double h_110_020_301_000 = h_120_010_301_000 + ABy * h_110_010_301_000;
    const double h_110_020_300_001 = h_110_020_301_000 + CDz * h_110_020_300_000;
    const double h_120_010_201_000 = c_130_201 + ABy * c_120_201;
    const double h_110_020_201_000 = h_120_010_201_000 + ABy * h_110_010_201_000;
    const double h_110_020_200_001 = h_110_020_201_000 + CDz * h_110_020_200_000;
    const double h_110_020_200_101 = h_110_020_300_001 + CDx * h_110_020_200_001;
    const double h_120_010_220_000 = c_130_220 + ABy * c_120_220;
    const double h_110_020_220_000 = h_120_010_220_000 + ABy * h_110_010_220_000;
    const double h_110_020_210_010 = h_110_020_220_000 + CDy * h_110_020_210_000;
    const double h_110_020_200_020 = h_110_020_210_010 + CDy * h_110_020_200_010;
    const double h_120_010_211_000 = c_130_211 + ABy * c_120_211;
    const double h_110_020_211_000 = h_120_010_211_000 + ABy * h_110_010_211_000;
    const double h_110_020_210_001 = h_110_020_211_000 + CDz * h_110_020_210_000;
    const double h_110_020_200_011 = h_110_020_210_001 + CDy * h_110_020_200_001;
    const double h_120_010_202_000 = c_130_202 + ABy * c_120_202;
    const double h_110_020_202_000 = h_120_010_202_000 + ABy * h_110_010_202_000;
    const double h_110_020_201_001 = h_110_020_202_000 + CDz * h_110_020_201_000;
    const double h_110_020_200_002 = h_110_020_201_001 + CDz * h_110_020_200_001;
    const double h_110_020_210_100 = h_110_020_310_000 + CDx * h_110_020_210_000;
    const double h_120_010_110_000 = c_130_110 + ABy * c_120_110;
    const double h_110_020_110_000 = h_120_010_110_000 + ABy * h_110_010_110_000;
    const double h_110_020_110_100 = h_110_020_210_000 + CDx * h_110_020_110_000;
    const double h_110_020_110_200 = h_110_020_210_100 + CDx * h_110_020_110_100;
    const double h_120_010_120_000 = c_130_120 + ABy * c_120_120;
    const double h_110_020_120_000 = h_120_010_120_000 + ABy * h_110_010_120_000;
    const double h_110_020_110_010 = h_110_020_120_000 + CDy * h_110_020_110_000;
    const double h_110_020_110_110 = h_110_020_210_010 + CDx * h_110_020_110_010;
    const double h_120_010_111_000 = c_130_111 + ABy * c_120_111;
    const double h_110_020_111_000 = h_120_010_111_000 + ABy * h_110_010_111_000;
    const double h_110_020_110_001 = h_110_020_111_000 + CDz * h_110_020_110_000;
    const double h_110_020_110_101 = h_110_020_210_001 + CDx * h_110_020_110_001;
    const double h_120_010_130_000 = c_130_130 + ABy * c_120_130;
    const double h_110_020_130_000 = h_120_010_130_000 + ABy * h_110_010_130_000;
    const double h_110_020_120_010 = h_110_020_130_000 + CDy * h_110_020_120_000;
    const double h_110_020_110_020 = h_110_020_120_010 + CDy * h_110_020_110_010;
    const double h_120_010_121_000 = c_130_121 + ABy * c_120_121;
    const double h_110_020_121_000 = h_120_010_121_000 + ABy * h_110_010_121_000;
    const double h_110_020_120_001 = h_110_020_121_000 + CDz * h_110_020_120_000;
    const double h_110_020_110_011 = h_110_020_120_001 + CDy * h_110_020_110_001;
    const double h_120_010_112_000 = c_130_112 + ABy * c_120_112;
    const double h_110_020_112_000 = h_120_010_112_000 + ABy * h_110_010_112_000;
    const double h_110_020_111_001 = h_110_020_112_000 + CDz * h_110_020_111_000;
    const double h_110_020_110_002 = h_110_020_111_001 + CDz * h_110_020_110_001;
    const double h_110_020_201_100 = h_110_020_301_000 + CDx * h_110_020_201_000;
    const double h_120_010_101_000 = c_130_101 + ABy * c_120_101;
    const double h_110_020_101_000 = h_120_010_101_000 + ABy * h_110_010_101_000;
    const double h_110_020_101_100 = h_110_020_201_000 + CDx * h_110_020_101_000;
    const double h_110_020_101_200 = h_110_020_201_100 + CDx * h_110_020_101_100;
    const double h_110_020_201_010 = h_110_020_211_000 + CDy * h_110_020_201_000;
    const double h_110_020_101_010 = h_110_020_111_000 + CDy * h_110_020_101_000;
    const double h_110_020_101_110 = h_110_020_201_010 + CDx * h_110_020_101_010;
    const double h_120_010_102_000 = c_130_102 + ABy * c_120_102;
    const double h_110_020_102_000 = h_120_010_102_000 + ABy * h_110_010_102_000;
    const double h_110_020_101_001 = h_110_020_102_000 + CDz * h_110_020_101_000;
    const double h_110_020_101_101 = h_110_020_201_001 + CDx * h_110_020_101_001;
    const double h_110_020_111_010 = h_110_020_121_000 + CDy * h_110_020_111_000;
    const double h_110_020_101_020 = h_110_020_111_010 + CDy * h_110_020_101_010;
    const double h_110_020_101_011 = h_110_020_111_001 + CDy * h_110_020_101_001;
    const double h_120_010_103_000 = c_130_103 + ABy * c_120_103;
    const double h_110_020_103_000 = h_120_010_103_000 + ABy * h_110_010_103_000;
    const double h_110_020_102_001 = h_110_020_103_000 + CDz * h_110_020_102_000;
    const double h_110_020_101_002 = h_110_020_102_001 + CDz * h_110_020_101_001;
    const double h_110_020_120_100 = h_110_020_220_000 + CDx * h_110_020_120_000;
    const double h_120_010_020_000 = c_130_020 + ABy * c_120_020;
    const double h_110_020_020_000 = h_120_010_020_000 + ABy * h_110_010_020_000;
    const double h_110_020_020_100 = h_110_020_120_000 + CDx * h_110_020_020_000;
    const double h_110_020_020_200 = h_110_020_120_100 + CDx * h_110_020_020_100;
    const double h_120_010_030_000 = c_130_030 + ABy * c_120_030;
    const double h_110_020_030_000 = h_120_010_030_000 + ABy * h_110_010_030_000;
    const double h_110_020_020_010 = h_110_020_030_000 + CDy * h_110_020_020_000;
    const double h_110_020_020_110 = h_110_020_120_010 + CDx * h_110_020_020_010;
    const double h_120_010_021_000 = c_130_021 + ABy * c_120_021;
    const double h_110_020_021_000 = h_120_010_021_000 + ABy * h_110_010_021_000;
    const double h_110_020_020_001 = h_110_020_021_000 + CDz * h_110_020_020_000;
    const double h_110_020_020_101 = h_110_020_120_001 + CDx * h_110_020_020_001;
    const double h_120_010_040_000 = c_130_040 + ABy * c_120_040;
    const double h_110_020_040_000 = h_120_010_040_000 + ABy * h_110_010_040_000;
    const double h_110_020_030_010 = h_110_020_040_000 + CDy * h_110_020_030_000;
    const double h_110_020_020_020 = h_110_020_030_010 + CDy * h_110_020_020_010;
    const double h_120_010_031_000 = c_130_031 + ABy * c_120_031;
    const double h_110_020_031_000 = h_120_010_031_000 + ABy * h_110_010_031_000;
    const double h_110_020_030_001 = h_110_020_031_000 + CDz * h_110_020_030_000;
    const double h_110_020_020_011 = h_110_020_030_001 + CDy * h_110_020_020_001;
    const double h_120_010_022_000 = c_130_022 + ABy * c_120_022;
    const double h_110_020_022_000 = h_120_010_022_000 + ABy * h_110_010_022_000;
    const double h_110_020_021_001 = h_110_020_022_000 + CDz * h_110_020_021_000;
    const double h_110_020_020_002 = h_110_020_021_001 + CDz * h_110_020_020_001;
    const double h_110_020_111_100 = h_110_020_211_000 + CDx * h_110_020_111_000;
    const double h_120_010_011_000 = c_130_011 + ABy * c_120_011;
    const double h_110_020_011_000 = h_120_010_011_000 + ABy * h_110_010_011_000;
    const double h_110_020_011_100 = h_110_020_111_000 + CDx * h_110_020_011_000;
    const double h_110_020_011_200 = h_110_020_111_100 + CDx * h_110_020_011_100;
    const double h_110_020_011_010 = h_110_020_021_000 + CDy * h_110_020_011_000;
    const double h_110_020_011_110 = h_110_020_111_010 + CDx * h_110_020_011_010;
    const double h_120_010_012_000 = c_130_012 + ABy * c_120_012;
    const double h_110_020_012_000 = h_120_010_012_000 + ABy * h_110_010_012_000;
    const double h_110_020_011_001 = h_110_020_012_000 + CDz * h_110_020_011_000;
    const double h_110_020_011_101 = h_110_020_111_001 + CDx * h_110_020_011_001;
    const double h_110_020_021_010 = h_110_020_031_000 + CDy * h_110_020_021_000;
    const double h_110_020_011_020 = h_110_020_021_010 + CDy * h_110_020_011_010;
    const double h_110_020_011_011 = h_110_020_021_001 + CDy * h_110_020_011_001;
    const double h_120_010_013_000 = c_130_013 + ABy * c_120_013;
    const double h_110_020_013_000 = h_120_010_013_000 + ABy * h_110_010_013_000;
    const double h_110_020_012_001 = h_110_020_013_000 + CDz * h_110_020_012_000;
    const double h_110_020_011_002 = h_110_020_012_001 + CDz * h_110_020_011_001;
    const double h_110_020_102_100 = h_110_020_202_000 + CDx * h_110_020_102_000;
    const double h_120_010_002_000 = c_130_002 + ABy * c_120_002;
    const double h_110_020_002_000 = h_120_010_002_000 + ABy * h_110_010_002_000;
    const double h_110_020_002_100 = h_110_020_102_000 + CDx * h_110_020_002_000;
    const double h_110_020_002_200 = h_110_020_102_100 + CDx * h_110_020_002_100;
    const double h_110_020_102_010 = h_110_020_112_000 + CDy * h_110_020_102_000;
    const double h_110_020_002_010 = h_110_020_012_000 + CDy * h_110_020_002_000;
    const double h_110_020_002_110 = h_110_020_102_010 + CDx * h_110_020_002_010;
    const double h_120_010_003_000 = c_130_003 + ABy * c_120_003;
    const double h_110_020_003_000 = h_120_010_003_000 + ABy * h_110_010_003_000;
    const double h_110_020_002_001 = h_110_020_003_000 + CDz * h_110_020_002_000;
    const double h_110_020_002_101 = h_110_020_102_001 + CDx * h_110_020_002_001;
    const double h_110_020_012_010 = h_110_020_022_000 + CDy * h_110_020_012_000;
    const double h_110_020_002_020 = h_110_020_012_010 + CDy * h_110_020_002_010;
    const double h_110_020_002_011 = h_110_020_012_001 + CDy * h_110_020_002_001;
    const double h_120_010_004_000 = c_130_004 + ABy * c_120_004;
    const double h_110_020_004_000 = h_120_010_004_000 + ABy * h_110_010_004_000;
    const double h_110_020_003_001 = h_110_020_004_000 + CDz * h_110_020_003_000;
    const double h_110_020_002_002 = h_110_020_003_001 + CDz * h_110_020_002_001;
    const double h_120_001_400_000 = c_121_400 + ABz * c_120_400;
    const double h_110_011_400_000 = h_120_001_400_000 + ABy * h_110_001_400_000;
    const double h_120_001_300_000 = c_121_300 + ABz * c_120_300;
    const double h_110_011_300_000 = h_120_001_300_000 + ABy * h_110_001_300_000;
    const double h_110_011_300_100 = h_110_011_400_000 + CDx * h_110_011_300_000;
    const double h_120_001_200_000 = c_121_200 + ABz * c_120_200;
    const double h_110_011_200_000 = h_120_001_200_000 + ABy * h_110_001_200_000;
    const double h_110_011_200_100 = h_110_011_300_000 + CDx * h_110_011_200_000;
    const double h_110_011_200_200 = h_110_011_300_100 + CDx * h_110_011_200_100;
    const double h_120_001_310_000 = c_121_310 + ABz * c_120_310;
    const double h_110_011_310_000 = h_120_001_310_000 + ABy * h_110_001_310_000;
    const double h_110_011_300_010 = h_110_011_310_000 + CDy * h_110_011_300_000;
    const double h_120_001_210_000 = c_121_210 + ABz * c_120_210;
    const double h_110_011_210_000 = h_120_001_210_000 + ABy * h_110_001_210_000;
    const double h_110_011_200_010 = h_110_011_210_000 + CDy * h_110_011_200_000;
    const double h_110_011_200_110 = h_110_011_300_010 + CDx * h_110_011_200_010;
    const double h_120_001_301_000 = c_121_301 + ABz * c_120_301;
    const double h_110_011_301_000 = h_120_001_301_000 + ABy * h_110_001_301_000;
    const double h_110_011_300_001 = h_110_011_301_000 + CDz * h_110_011_300_000;
    const double h_120_001_201_000 = c_121_201 + ABz * c_120_201;
    const double h_110_011_201_000 = h_120_001_201_000 + ABy * h_110_001_201_000;
    const double h_110_011_200_001 = h_110_011_201_000 + CDz * h_110_011_200_000;
    const double h_110_011_200_101 = h_110_011_300_001 + CDx * h_110_011_200_001;
    const double h_120_001_220_000 = c_121_220 + ABz * c_120_220;
    const double h_110_011_220_000 = h_120_001_220_000 + ABy * h_110_001_220_000;
    const double h_110_011_210_010 = h_110_011_220_000 + CDy * h_110_011_210_000;
    const double h_110_011_200_020 = h_110_011_210_010 + CDy * h_110_011_200_010;
    const double h_120_001_211_000 = c_121_211 + ABz * c_120_211;
    const double h_110_011_211_000 = h_120_001_211_000 + ABy * h_110_001_211_000;
    const double h_110_011_210_001 = h_110_011_211_000 + CDz * h_110_011_210_000;
    const double h_110_011_200_011 = h_110_011_210_001 + CDy * h_110_011_200_001;
    const double h_120_001_202_000 = c_121_202 + ABz * c_120_202;
    const double h_110_011_202_000 = h_120_001_202_000 + ABy * h_110_001_202_000;
    const double h_110_011_201_001 = h_110_011_202_000 + CDz * h_110_011_201_000;
    const double h_110_011_200_002 = h_110_011_201_001 + CDz * h_110_011_200_001;
    const double h_110_011_210_100 = h_110_011_310_000 + CDx * h_110_011_210_000;
    const double h_120_001_110_000 = c_121_110 + ABz * c_120_110;
    const double h_110_011_110_000 = h_120_001_110_000 + ABy * h_110_001_110_000;
    const double h_110_011_110_100 = h_110_011_210_000 + CDx * h_110_011_110_000;
    const double h_110_011_110_200 = h_110_011_210_100 + CDx * h_110_011_110_100;
    const double h_120_001_120_000 = c_121_120 + ABz * c_120_120;
    const double h_110_011_120_000 = h_120_001_120_000 + ABy * h_110_001_120_000;
    const double h_110_011_110_010 = h_110_011_120_000 + CDy * h_110_011_110_000;
    const double h_110_011_110_110 = h_110_011_210_010 + CDx * h_110_011_110_010;
    const double h_120_001_111_000 = c_121_111 + ABz * c_120_111;
    const double h_110_011_111_000 = h_120_001_111_000 + ABy * h_110_001_111_000;
    const double h_110_011_110_001 = h_110_011_111_000 + CDz * h_110_011_110_000;
    const double h_110_011_110_101 = h_110_011_210_001 + CDx * h_110_011_110_001;
    const double h_120_001_130_000 = c_121_130 + ABz * c_120_130;
    const double h_110_011_130_000 = h_120_001_130_000 + ABy * h_110_001_130_000;
    const double h_110_011_120_010 = h_110_011_130_000 + CDy * h_110_011_120_000;
    const double h_110_011_110_020 = h_110_011_120_010 + CDy * h_110_011_110_010;
    const double h_120_001_121_000 = c_121_121 + ABz * c_120_121;
    const double h_110_011_121_000 = h_120_001_121_000 + ABy * h_110_001_121_000;
    const double h_110_011_120_001 = h_110_011_121_000 + CDz * h_110_011_120_000;
    const double h_110_011_110_011 = h_110_011_120_001 + CDy * h_110_011_110_001;
    const double h_120_001_112_000 = c_121_112 + ABz * c_120_112;
    const double h_110_011_112_000 = h_120_001_112_000 + ABy * h_110_001_112_000;
    const double h_110_011_111_001 = h_110_011_112_000 + CDz * h_110_011_111_000;
    const double h_110_011_110_002 = h_110_011_111_001 + CDz * h_110_011_110_001;
    const double h_110_011_201_100 = h_110_011_301_000 + CDx * h_110_011_201_000;
    const double h_120_001_101_000 = c_121_101 + ABz * c_120_101;
    const double h_110_011_101_000 = h_120_001_101_000 + ABy * h_110_001_101_000;
    const double h_110_011_101_100 = h_110_011_201_000 + CDx * h_110_011_101_000;
    const double h_110_011_101_200 = h_110_011_201_100 + CDx * h_110_011_101_100;
    const double h_110_011_201_010 = h_110_011_211_000 + CDy * h_110_011_201_000;
    const double h_110_011_101_010 = h_110_011_111_000 + CDy * h_110_011_101_000;
    const double h_110_011_101_110 = h_110_011_201_010 + CDx * h_110_011_101_010;
    const double h_120_001_102_000 = c_121_102 + ABz * c_120_102;
    const double h_110_011_102_000 = h_120_001_102_000 + ABy * h_110_001_102_000;
    const double h_110_011_101_001 = h_110_011_102_000 + CDz * h_110_011_101_000;
    const double h_110_011_101_101 = h_110_011_201_001 + CDx * h_110_011_101_001;
    const double h_110_011_111_010 = h_110_011_121_000 + CDy * h_110_011_111_000;
    const double h_110_011_101_020 = h_110_011_111_010 + CDy * h_110_011_101_010;
    const double h_110_011_101_011 = h_110_011_111_001 + CDy * h_110_011_101_001;
    const double h_120_001_103_000 = c_121_103 + ABz * c_120_103;
    const double h_110_011_103_000 = h_120_001_103_000 + ABy * h_110_001_103_000;
    const double h_110_011_102_001 = h_110_011_103_000 + CDz * h_110_011_102_000;
    const double h_110_011_101_002 = h_110_011_102_001 + CDz * h_110_011_101_001;
    const double h_110_011_120_100 = h_110_011_220_000 + CDx * h_110_011_120_000;
    const double h_120_001_020_000 = c_121_020 + ABz * c_120_020;
    const double h_110_011_020_000 = h_120_001_020_000 + ABy * h_110_001_020_000;
    const double h_110_011_020_100 = h_110_011_120_000 + CDx * h_110_011_020_000;
    const double h_110_011_020_200 = h_110_011_120_100 + CDx * h_110_011_020_100;
    const double h_120_001_030_000 = c_121_030 + ABz * c_120_030;
    const double h_110_011_030_000 = h_120_001_030_000 + ABy * h_110_001_030_000;
    const double h_110_011_020_010 = h_110_011_030_000 + CDy * h_110_011_020_000;
    const double h_110_011_020_110 = h_110_011_120_010 + CDx * h_110_011_020_010;
    const double h_120_001_021_000 = c_121_021 + ABz * c_120_021;
    const double h_110_011_021_000 = h_120_001_021_000 + ABy * h_110_001_021_000;
    const double h_110_011_020_001 = h_110_011_021_000 + CDz * h_110_011_020_000;
    const double h_110_011_020_101 = h_110_011_120_001 + CDx * h_110_011_020_001;
    const double h_120_001_040_000 = c_121_040 + ABz * c_120_040;
    const double h_110_011_040_000 = h_120_001_040_000 + ABy * h_110_001_040_000;
    const double h_110_011_030_010 = h_110_011_040_000 + CDy * h_110_011_030_000;
    const double h_110_011_020_020 = h_110_011_030_010 + CDy * h_110_011_020_010;
    const double h_120_001_031_000 = c_121_031 + ABz * c_120_031;
    const double h_110_011_031_000 = h_120_001_031_000 + ABy * h_110_001_031_000;
    const double h_110_011_030_001 = h_110_011_031_000 + CDz * h_110_011_030_000;
    const double h_110_011_020_011 = h_110_011_030_001 + CDy * h_110_011_020_001;
    const double h_120_001_022_000 = c_121_022 + ABz * c_120_022;
    const double h_110_011_022_000 = h_120_001_022_000 + ABy * h_110_001_022_000;
    const double h_110_011_021_001 = h_110_011_022_000 + CDz * h_110_011_021_000;
    const double h_110_011_020_002 = h_110_011_021_001 + CDz * h_110_011_020_001;
    const double h_110_011_111_100 = h_110_011_211_000 + CDx * h_110_011_111_000;
    const double h_120_001_011_000 = c_121_011 + ABz * c_120_011;
    const double h_110_011_011_000 = h_120_001_011_000 + ABy * h_110_001_011_000;
    const double h_110_011_011_100 = h_110_011_111_000 + CDx * h_110_011_011_000;
    const double h_110_011_011_200 = h_110_011_111_100 + CDx * h_110_011_011_100;
    const double h_110_011_011_010 = h_110_011_021_000 + CDy * h_110_011_011_000;
    const double h_110_011_011_110 = h_110_011_111_010 + CDx * h_110_011_011_010;
    const double h_120_001_012_000 = c_121_012 + ABz * c_120_012;
    const double h_110_011_012_000 = h_120_001_012_000 + ABy * h_110_001_012_000;
    const double h_110_011_011_001 = h_110_011_012_000 + CDz * h_110_011_011_000;
    const double h_110_011_011_101 = h_110_011_111_001 + CDx * h_110_011_011_001;
    const double h_110_011_021_010 = h_110_011_031_000 + CDy * h_110_011_021_000;
    const double h_110_011_011_020 = h_110_011_021_010 + CDy * h_110_011_011_010;
    const double h_110_011_011_011 = h_110_011_021_001 + CDy * h_110_011_011_001;
    const double h_120_001_013_000 = c_121_013 + ABz * c_120_013;
    const double h_110_011_013_000 = h_120_001_013_000 + ABy * h_110_001_013_000;
    const double h_110_011_012_001 = h_110_011_013_000 + CDz * h_110_011_012_000;
    const double h_110_011_011_002 = h_110_011_012_001 + CDz * h_110_011_011_001;
    const double h_110_011_102_100 = h_110_011_202_000 + CDx * h_110_011_102_000;
    const double h_120_001_002_000 = c_121_002 + ABz * c_120_002;
    const double h_110_011_002_000 = h_120_001_002_000 + ABy * h_110_001_002_000;
    const double h_110_011_002_100 = h_110_011_102_000 + CDx * h_110_011_002_000;
    const double h_110_011_002_200 = h_110_011_102_100 + CDx * h_110_011_002_100;
    const double h_110_011_102_010 = h_110_011_112_000 + CDy * h_110_011_102_000;
    const double h_110_011_002_010 = h_110_011_012_000 + CDy * h_110_011_002_000;
    const double h_110_011_002_110 = h_110_011_102_010 + CDx * h_110_011_002_010;
    const double h_120_001_003_000 = c_121_003 + ABz * c_120_003;
    const double h_110_011_003_000 = h_120_001_003_000 + ABy * h_110_001_003_000;
    const double h_110_011_002_001 = h_110_011_003_000 + CDz * h_110_011_002_000;
    const double h_110_011_002_101 = h_110_011_102_001 + CDx * h_110_011_002_001;
    const double h_110_011_012_010 = h_110_011_022_000 + CDy * h_110_011_012_000;
    const double h_110_011_002_020 = h_110_011_012_010 + CDy * h_110_011_002_010;
    const double h_110_011_002_011 = h_110_011_012_001 + CDy * h_110_011_002_001;
    const double h_120_001_004_000 = c_121_004 + ABz * c_120_004;
    const double h_110_011_004_000 = h_120_001_004_000 + ABy * h_110_001_004_000;
    const double h_110_011_003_001 = h_110_011_004_000 + CDz * h_110_011_003_000;
    const double h_110_011_002_002 = h_110_011_003_001 + CDz * h_110_011_002_001;
    const double h_111_001_400_000 = c_112_400 + ABz * c_111_400;
    const double h_110_002_400_000 = h_111_001_400_000 + ABz * h_110_001_400_000;
    const double h_111_001_300_000 = c_112_300 + ABz * c_111_300;
    const double h_110_002_300_000 = h_111_001_300_000 + ABz * h_110_001_300_000;
    const double h_110_002_300_100 = h_110_002_400_000 + CDx * h_110_002_300_000;
    const double h_111_001_200_000 = c_112_200 + ABz * c_111_200;
    const double h_110_002_200_000 = h_111_001_200_000 + ABz * h_110_001_200_000;
    const double h_110_002_200_100 = h_110_002_300_000 + CDx * h_110_002_200_000;
    const double h_110_002_200_200 = h_110_002_300_100 + CDx * h_110_002_200_100;
    const double h_111_001_310_000 = c_112_310 + ABz * c_111_310;
    const double h_110_002_310_000 = h_111_001_310_000 + ABz * h_110_001_310_000;
    const double h_110_002_300_010 = h_110_002_310_000 + CDy * h_110_002_300_000;
    const double h_111_001_210_000 = c_112_210 + ABz * c_111_210;
    const double h_110_002_210_000 = h_111_001_210_000 + ABz * h_110_001_210_000;
    const double h_110_002_200_010 = h_110_002_210_000 + CDy * h_110_002_200_000;
    const double h_110_002_200_110 = h_110_002_300_010 + CDx * h_110_002_200_010;
    const double h_111_001_301_000 = c_112_301 + ABz * c_111_301;
    const double h_110_002_301_000 = h_111_001_301_000 + ABz * h_110_001_301_000;
    const double h_110_002_300_001 = h_110_002_301_000 + CDz * h_110_002_300_000;
    const double h_111_001_201_000 = c_112_201 + ABz * c_111_201;
    const double h_110_002_201_000 = h_111_001_201_000 + ABz * h_110_001_201_000;
    const double h_110_002_200_001 = h_110_002_201_000 + CDz * h_110_002_200_000;
    const double h_110_002_200_101 = h_110_002_300_001 + CDx * h_110_002_200_001;
    const double h_111_001_220_000 = c_112_220 + ABz * c_111_220;
    const double h_110_002_220_000 = h_111_001_220_000 + ABz * h_110_001_220_000;
    const double h_110_002_210_010 = h_110_002_220_000 + CDy * h_110_002_210_000;
    const double h_110_002_200_020 = h_110_002_210_010 + CDy * h_110_002_200_010;
    const double h_111_001_211_000 = c_112_211 + ABz * c_111_211;
    const double h_110_002_211_000 = h_111_001_211_000 + ABz * h_110_001_211_000;
    const double h_110_002_210_001 = h_110_002_211_000 + CDz * h_110_002_210_000;
    const double h_110_002_200_011 = h_110_002_210_001 + CDy * h_110_002_200_001;
    const double h_111_001_202_000 = c_112_202 + ABz * c_111_202;
    const double h_110_002_202_000 = h_111_001_202_000 + ABz * h_110_001_202_000;
    const double h_110_002_201_001 = h_110_002_202_000 + CDz * h_110_002_201_000;
    const double h_110_002_200_002 = h_110_002_201_001 + CDz * h_110_002_200_001;
    const double h_110_002_210_100 = h_110_002_310_000 + CDx * h_110_002_210_000;
    const double h_111_001_110_000 = c_112_110 + ABz * c_111_110;
    const double h_110_002_110_000 = h_111_001_110_000 + ABz * h_110_001_110_000;
    const double h_110_002_110_100 = h_110_002_210_000 + CDx * h_110_002_110_000;
    const double h_110_002_110_200 = h_110_002_210_100 + CDx * h_110_002_110_100;
    const double h_111_001_120_000 = c_112_120 + ABz * c_111_120;
    const double h_110_002_120_000 = h_111_001_120_000 + ABz * h_110_001_120_000;
    const double h_110_002_110_010 = h_110_002_120_000 + CDy * h_110_002_110_000;
    const double h_110_002_110_110 = h_110_002_210_010 + CDx * h_110_002_110_010;
    const double h_111_001_111_000 = c_112_111 + ABz * c_111_111;
    const double h_110_002_111_000 = h_111_001_111_000 + ABz * h_110_001_111_000;
    const double h_110_002_110_001 = h_110_002_111_000 + CDz * h_110_002_110_000;
    const double h_110_002_110_101 = h_110_002_210_001 + CDx * h_110_002_110_001;
    const double h_111_001_130_000 = c_112_130 + ABz * c_111_130;
    const double h_110_002_130_000 = h_111_001_130_000 + ABz * h_110_001_130_000;
    const double h_110_002_120_010 = h_110_002_130_000 + CDy * h_110_002_120_000;
    const double h_110_002_110_020 = h_110_002_120_010 + CDy * h_110_002_110_010;
    const double h_111_001_121_000 = c_112_121 + ABz * c_111_121;
    const double h_110_002_121_000 = h_111_001_121_000 + ABz * h_110_001_121_000;
    const double h_110_002_120_001 = h_110_002_121_000 + CDz * h_110_002_120_000;
    const double h_110_002_110_011 = h_110_002_120_001 + CDy * h_110_002_110_001;
    const double h_111_001_112_000 = c_112_112 + ABz * c_111_112;
    const double h_110_002_112_000 = h_111_001_112_000 + ABz * h_110_001_112_000;
    const double h_110_002_111_001 = h_110_002_112_000 + CDz * h_110_002_111_000;
    const double h_110_002_110_002 = h_110_002_111_001 + CDz * h_110_002_110_001;
    const double h_110_002_201_100 = h_110_002_301_000 + CDx * h_110_002_201_000;
    const double h_111_001_101_000 = c_112_101 + ABz * c_111_101;
    const double h_110_002_101_000 = h_111_001_101_000 + ABz * h_110_001_101_000;
    const double h_110_002_101_100 = h_110_002_201_000 + CDx * h_110_002_101_000;
    const double h_110_002_101_200 = h_110_002_201_100 + CDx * h_110_002_101_100;
    const double h_110_002_201_010 = h_110_002_211_000 + CDy * h_110_002_201_000;
    const double h_110_002_101_010 = h_110_002_111_000 + CDy * h_110_002_101_000;
    const double h_110_002_101_110 = h_110_002_201_010 + CDx * h_110_002_101_010;
    const double h_111_001_102_000 = c_112_102 + ABz * c_111_102;
    const double h_110_002_102_000 = h_111_001_102_000 + ABz * h_110_001_102_000;
    const double h_110_002_101_001 = h_110_002_102_000 + CDz * h_110_002_101_000;
    const double h_110_002_101_101 = h_110_002_201_001 + CDx * h_110_002_101_001;
    const double h_110_002_111_010 = h_110_002_121_000 + CDy * h_110_002_111_000;
    const double h_110_002_101_020 = h_110_002_111_010 + CDy * h_110_002_101_010;
    const double h_110_002_101_011 = h_110_002_111_001 + CDy * h_110_002_101_001;
    const double h_111_001_103_000 = c_112_103 + ABz * c_111_103;
    const double h_110_002_103_000 = h_111_001_103_000 + ABz * h_110_001_103_000;
    const double h_110_002_102_001 = h_110_002_103_000 + CDz * h_110_002_102_000;
    const double h_110_002_101_002 = h_110_002_102_001 + CDz * h_110_002_101_001;
    const double h_110_002_120_100 = h_110_002_220_000 + CDx * h_110_002_120_000;
    const double h_111_001_020_000 = c_112_020 + ABz * c_111_020;
    const double h_110_002_020_000 = h_111_001_020_000 + ABz * h_110_001_020_000;
    const double h_110_002_020_100 = h_110_002_120_000 + CDx * h_110_002_020_000;
    const double h_110_002_020_200 = h_110_002_120_100 + CDx * h_110_002_020_100;
    const double h_111_001_030_000 = c_112_030 + ABz * c_111_030;
    const double h_110_002_030_000 = h_111_001_030_000 + ABz * h_110_001_030_000;
    const double h_110_002_020_010 = h_110_002_030_000 + CDy * h_110_002_020_000;
    const double h_110_002_020_110 = h_110_002_120_010 + CDx * h_110_002_020_010;
    const double h_111_001_021_000 = c_112_021 + ABz * c_111_021;
    const double h_110_002_021_000 = h_111_001_021_000 + ABz * h_110_001_021_000;
    const double h_110_002_020_001 = h_110_002_021_000 + CDz * h_110_002_020_000;
    const double h_110_002_020_101 = h_110_002_120_001 + CDx * h_110_002_020_001;
    const double h_111_001_040_000 = c_112_040 + ABz * c_111_040;
    const double h_110_002_040_000 = h_111_001_040_000 + ABz * h_110_001_040_000;
    const double h_110_002_030_010 = h_110_002_040_000 + CDy * h_110_002_030_000;
    const double h_110_002_020_020 = h_110_002_030_010 + CDy * h_110_002_020_010;
    const double h_111_001_031_000 = c_112_031 + ABz * c_111_031;
    const double h_110_002_031_000 = h_111_001_031_000 + ABz * h_110_001_031_000;
    const double h_110_002_030_001 = h_110_002_031_000 + CDz * h_110_002_030_000;
    const double h_110_002_020_011 = h_110_002_030_001 + CDy * h_110_002_020_001;
    const double h_111_001_022_000 = c_112_022 + ABz * c_111_022;
    const double h_110_002_022_000 = h_111_001_022_000 + ABz * h_110_001_022_000;
    const double h_110_002_021_001 = h_110_002_022_000 + CDz * h_110_002_021_000;
    const double h_110_002_020_002 = h_110_002_021_001 + CDz * h_110_002_020_001;
    const double h_110_002_111_100 = h_110_002_211_000 + CDx * h_110_002_111_000;
    const double h_111_001_011_000 = c_112_011 + ABz * c_111_011;
    const double h_110_002_011_000 = h_111_001_011_000 + ABz * h_110_001_011_000;
    const double h_110_002_011_100 = h_110_002_111_000 + CDx * h_110_002_011_000;
    const double h_110_002_011_200 = h_110_002_111_100 + CDx * h_110_002_011_100;
    const double h_110_002_011_010 = h_110_002_021_000 + CDy * h_110_002_011_000;
    const double h_110_002_011_110 = h_110_002_111_010 + CDx * h_110_002_011_010;
    const double h_111_001_012_000 = c_112_012 + ABz * c_111_012;
    const double h_110_002_012_000 = h_111_001_012_000 + ABz * h_110_001_012_000;
    const double h_110_002_011_001 = h_110_002_012_000 + CDz * h_110_002_011_000;
    const double h_110_002_011_101 = h_110_002_111_001 + CDx * h_110_002_011_001;
    const double h_110_002_021_010 = h_110_002_031_000 + CDy * h_110_002_021_000;
    const double h_110_002_011_020 = h_110_002_021_010 + CDy * h_110_002_011_010;
    const double h_110_002_011_011 = h_110_002_021_001 + CDy * h_110_002_011_001;
    const double h_111_001_013_000 = c_112_013 + ABz * c_111_013;
    const double h_110_002_013_000 = h_111_001_013_000 + ABz * h_110_001_013_000;
    const double h_110_002_012_001 = h_110_002_013_000 + CDz * h_110_002_012_000;
    const double h_110_002_011_002 = h_110_002_012_001 + CDz * h_110_002_011_001;
    const double h_110_002_102_100 = h_110_002_202_000 + CDx * h_110_002_102_000;
    const double h_111_001_002_000 = c_112_002 + ABz * c_111_002;
    const double h_110_002_002_000 = h_111_001_002_000 + ABz * h_110_001_002_000;
    const double h_110_002_002_100 = h_110_002_102_000 + CDx * h_110_002_002_000;
    const double h_110_002_002_200 = h_110_002_102_100 + CDx * h_110_002_002_100;
    const double h_110_002_102_010 = h_110_002_112_000 + CDy * h_110_002_102_000;
    const double h_110_002_002_010 = h_110_002_012_000 + CDy * h_110_002_002_000;
    const double h_110_002_002_110 = h_110_002_102_010 + CDx * h_110_002_002_010;
    const double h_111_001_003_000 = c_112_003 + ABz * c_111_003;
    const double h_110_002_003_000 = h_111_001_003_000 + ABz * h_110_001_003_000;
    const double h_110_002_002_001 = h_110_002_003_000 + CDz * h_110_002_002_000;
    const double h_110_002_002_101 = h_110_002_102_001 + CDx * h_110_002_002_001;
    const double h_110_002_012_010 = h_110_002_022_000 + CDy * h_110_002_012_000;
    const double h_110_002_002_020 = h_110_002_012_010 + CDy * h_110_002_002_010;
    const double h_110_002_002_011 = h_110_002_012_001 + CDy * h_110_002_002_001;
    const double h_111_001_004_000 = c_112_004 + ABz * c_111_004;
    const double h_110_002_004_000 = h_111_001_004_000 + ABz * h_110_001_004_000;
    const double h_110_002_003_001 = h_110_002_004_000 + CDz * h_110_002_003_000;
    const double h_110_002_002_002 = h_110_002_003_001 + CDz * h_110_002_002_001;
    const double h_201_100_400_000 = c_301_400 + ABx * c_201_400;
    const double h_101_100_400_000 = c_201_400 + ABx * c_101_400;
    const double h_101_200_400_000 = h_201_100_400_000 + ABx * h_101_100_400_000;
    const double h_201_100_300_000 = c_301_300 + ABx * c_201_300;
    const double h_101_100_300_000 = c_201_300 + ABx * c_101_300;
    const double h_101_200_300_000 = h_201_100_300_000 + ABx * h_101_100_300_000;
    const double h_101_200_300_100 = h_101_200_400_000 + CDx * h_101_200_300_000;
    const double h_201_100_200_000 = c_301_200 + ABx * c_201_200;
    const double h_101_100_200_000 = c_201_200 + ABx * c_101_200;
    const double h_101_200_200_000 = h_201_100_200_000 + ABx * h_101_100_200_000;
    const double h_101_200_200_100 = h_101_200_300_000 + CDx * h_101_200_200_000;
    const double h_101_200_200_200 = h_101_200_300_100 + CDx * h_101_200_200_100;
    const double h_201_100_310_000 = c_301_310 + ABx * c_201_310;
    const double h_101_100_310_000 = c_201_310 + ABx * c_101_310;
    const double h_101_200_310_000 = h_201_100_310_000 + ABx * h_101_100_310_000;
    const double h_101_200_300_010 = h_101_200_310_000 + CDy * h_101_200_300_000;
    const double h_201_100_210_000 = c_301_210 + ABx * c_201_210;
    const double h_101_100_210_000 = c_201_210 + ABx * c_101_210;
    const double h_101_200_210_000 = h_201_100_210_000 + ABx * h_101_100_210_000;
    const double h_101_200_200_010 = h_101_200_210_000 + CDy * h_101_200_200_000;
    const double h_101_200_200_110 = h_101_200_300_010 + CDx * h_101_200_200_010;
    const double h_201_100_301_000 = c_301_301 + ABx * c_201_301;
    const double h_101_100_301_000 = c_201_301 + ABx * c_101_301;
    const double h_101_200_301_000 = h_201_100_301_000 + ABx * h_101_100_301_000;
    const double h_101_200_300_001 = h_101_200_301_000 + CDz * h_101_200_300_000;
    const double h_201_100_201_000 = c_301_201 + ABx * c_201_201;
    const double h_101_100_201_000 = c_201_201 + ABx * c_101_201;
    const double h_101_200_201_000 = h_201_100_201_000 + ABx * h_101_100_201_000;
    const double h_101_200_200_001 = h_101_200_201_000 + CDz * h_101_200_200_000;
    const double h_101_200_200_101 = h_101_200_300_001 + CDx * h_101_200_200_001;
    const double h_201_100_220_000 = c_301_220 + ABx * c_201_220;
    const double h_101_100_220_000 = c_201_220 + ABx * c_101_220;
    const double h_101_200_220_000 = h_201_100_220_000 + ABx * h_101_100_220_000;
    const double h_101_200_210_010 = h_101_200_220_000 + CDy * h_101_200_210_000;
    const double h_101_200_200_020 = h_101_200_210_010 + CDy * h_101_200_200_010;
    const double h_201_100_211_000 = c_301_211 + ABx * c_201_211;
    const double h_101_100_211_000 = c_201_211 + ABx * c_101_211;
    const double h_101_200_211_000 = h_201_100_211_000 + ABx * h_101_100_211_000;
    const double h_101_200_210_001 = h_101_200_211_000 + CDz * h_101_200_210_000;
    const double h_101_200_200_011 = h_101_200_210_001 + CDy * h_101_200_200_001;
    const double h_201_100_202_000 = c_301_202 + ABx * c_201_202;
    const double h_101_100_202_000 = c_201_202 + ABx * c_101_202;
    const double h_101_200_202_000 = h_201_100_202_000 + ABx * h_101_100_202_000;
    const double h_101_200_201_001 = h_101_200_202_000 + CDz * h_101_200_201_000;
    const double h_101_200_200_002 = h_101_200_201_001 + CDz * h_101_200_200_001;
    const double h_101_200_210_100 = h_101_200_310_000 + CDx * h_101_200_210_000;
    const double h_201_100_110_000 = c_301_110 + ABx * c_201_110;
    const double h_101_100_110_000 = c_201_110 + ABx * c_101_110;
    const double h_101_200_110_000 = h_201_100_110_000 + ABx * h_101_100_110_000;
    const double h_101_200_110_100 = h_101_200_210_000 + CDx * h_101_200_110_000;
    const double h_101_200_110_200 = h_101_200_210_100 + CDx * h_101_200_110_100;
    const double h_201_100_120_000 = c_301_120 + ABx * c_201_120;
    const double h_101_100_120_000 = c_201_120 + ABx * c_101_120;
    const double h_101_200_120_000 = h_201_100_120_000 + ABx * h_101_100_120_000;
    const double h_101_200_110_010 = h_101_200_120_000 + CDy * h_101_200_110_000;
    const double h_101_200_110_110 = h_101_200_210_010 + CDx * h_101_200_110_010;
    const double h_201_100_111_000 = c_301_111 + ABx * c_201_111;
    const double h_101_100_111_000 = c_201_111 + ABx * c_101_111;
    const double h_101_200_111_000 = h_201_100_111_000 + ABx * h_101_100_111_000;
    const double h_101_200_110_001 = h_101_200_111_000 + CDz * h_101_200_110_000;
    const double h_101_200_110_101 = h_101_200_210_001 + CDx * h_101_200_110_001;
    const double h_201_100_130_000 = c_301_130 + ABx * c_201_130;
    const double h_101_100_130_000 = c_201_130 + ABx * c_101_130;
    const double h_101_200_130_000 = h_201_100_130_000 + ABx * h_101_100_130_000;
    const double h_101_200_120_010 = h_101_200_130_000 + CDy * h_101_200_120_000;
    const double h_101_200_110_020 = h_101_200_120_010 + CDy * h_101_200_110_010;
    const double h_201_100_121_000 = c_301_121 + ABx * c_201_121;
    const double h_101_100_121_000 = c_201_121 + ABx * c_101_121;
    const double h_101_200_121_000 = h_201_100_121_000 + ABx * h_101_100_121_000;
    const double h_101_200_120_001 = h_101_200_121_000 + CDz * h_101_200_120_000;
    const double h_101_200_110_011 = h_101_200_120_001 + CDy * h_101_200_110_001;
    const double h_201_100_112_000 = c_301_112 + ABx * c_201_112;
    const double h_101_100_112_000 = c_201_112 + ABx * c_101_112;
    const double h_101_200_112_000 = h_201_100_112_000 + ABx * h_101_100_112_000;
    const double h_101_200_111_001 = h_101_200_112_000 + CDz * h_101_200_111_000;
    const double h_101_200_110_002 = h_101_200_111_001 + CDz * h_101_200_110_001;
    const double h_101_200_201_100 = h_101_200_301_000 + CDx * h_101_200_201_000;
    const double h_201_100_101_000 = c_301_101 + ABx * c_201_101;
    const double h_101_100_101_000 = c_201_101 + ABx * c_101_101;
    const double h_101_200_101_000 = h_201_100_101_000 + ABx * h_101_100_101_000;
    const double h_101_200_101_100 = h_101_200_201_000 + CDx * h_101_200_101_000;
    const double h_101_200_101_200 = h_101_200_201_100 + CDx * h_101_200_101_100;
    const double h_101_200_201_010 = h_101_200_211_000 + CDy * h_101_200_201_000;
    const double h_101_200_101_010 = h_101_200_111_000 + CDy * h_101_200_101_000;
    const double h_101_200_101_110 = h_101_200_201_010 + CDx * h_101_200_101_010;
    const double h_201_100_102_000 = c_301_102 + ABx * c_201_102;
    const double h_101_100_102_000 = c_201_102 + ABx * c_101_102;
    const double h_101_200_102_000 = h_201_100_102_000 + ABx * h_101_100_102_000;
    const double h_101_200_101_001 = h_101_200_102_000 + CDz * h_101_200_101_000;
    const double h_101_200_101_101 = h_101_200_201_001 + CDx * h_101_200_101_001;
    const double h_101_200_111_010 = h_101_200_121_000 + CDy * h_101_200_111_000;
    const double h_101_200_101_020 = h_101_200_111_010 + CDy * h_101_200_101_010;
    const double h_101_200_101_011 = h_101_200_111_001 + CDy * h_101_200_101_001;
    const double h_201_100_103_000 = c_301_103 + ABx * c_201_103;
    const double h_101_100_103_000 = c_201_103 + ABx * c_101_103;
    const double h_101_200_103_000 = h_201_100_103_000 + ABx * h_101_100_103_000;
    const double h_101_200_102_001 = h_101_200_103_000 + CDz * h_101_200_102_000;
    const double h_101_200_101_002 = h_101_200_102_001 + CDz * h_101_200_101_001;
    const double h_101_200_120_100 = h_101_200_220_000 + CDx * h_101_200_120_000;
    const double h_201_100_020_000 = c_301_020 + ABx * c_201_020;
    const double h_101_100_020_000 = c_201_020 + ABx * c_101_020;
    const double h_101_200_020_000 = h_201_100_020_000 + ABx * h_101_100_020_000;
    const double h_101_200_020_100 = h_101_200_120_000 + CDx * h_101_200_020_000;
    const double h_101_200_020_200 = h_101_200_120_100 + CDx * h_101_200_020_100;
    const double h_201_100_030_000 = c_301_030 + ABx * c_201_030;
    const double h_101_100_030_000 = c_201_030 + ABx * c_101_030;
    const double h_101_200_030_000 = h_201_100_030_000 + ABx * h_101_100_030_000;
    const double h_101_200_020_010 = h_101_200_030_000 + CDy * h_101_200_020_000;
    const double h_101_200_020_110 = h_101_200_120_010 + CDx * h_101_200_020_010;
    const double h_201_100_021_000 = c_301_021 + ABx * c_201_021;
    const double h_101_100_021_000 = c_201_021 + ABx * c_101_021;
    const double h_101_200_021_000 = h_201_100_021_000 + ABx * h_101_100_021_000;
    const double h_101_200_020_001 = h_101_200_021_000 + CDz * h_101_200_020_000;
    const double h_101_200_020_101 = h_101_200_120_001 + CDx * h_101_200_020_001;
    const double h_201_100_040_000 = c_301_040 + ABx * c_201_040;
    const double h_101_100_040_000 = c_201_040 + ABx * c_101_040;
    const double h_101_200_040_000 = h_201_100_040_000 + ABx * h_101_100_040_000;
    const double h_101_200_030_010 = h_101_200_040_000 + CDy * h_101_200_030_000;
    const double h_101_200_020_020 = h_101_200_030_010 + CDy * h_101_200_020_010;
    const double h_201_100_031_000 = c_301_031 + ABx * c_201_031;
    const double h_101_100_031_000 = c_201_031 + ABx * c_101_031;
    const double h_101_200_031_000 = h_201_100_031_000 + ABx * h_101_100_031_000;
    const double h_101_200_030_001 = h_101_200_031_000 + CDz * h_101_200_030_000;
    const double h_101_200_020_011 = h_101_200_030_001 + CDy * h_101_200_020_001;
    const double h_201_100_022_000 = c_301_022 + ABx * c_201_022;
    const double h_101_100_022_000 = c_201_022 + ABx * c_101_022;
    const double h_101_200_022_000 = h_201_100_022_000 + ABx * h_101_100_022_000;
    const double h_101_200_021_001 = h_101_200_022_000 + CDz * h_101_200_021_000;
    const double h_101_200_020_002 = h_101_200_021_001 + CDz * h_101_200_020_001;
    const double h_101_200_111_100 = h_101_200_211_000 + CDx * h_101_200_111_000;
    const double h_201_100_011_000 = c_301_011 + ABx * c_201_011;
    const double h_101_100_011_000 = c_201_011 + ABx * c_101_011;
    const double h_101_200_011_000 = h_201_100_011_000 + ABx * h_101_100_011_000;
    const double h_101_200_011_100 = h_101_200_111_000 + CDx * h_101_200_011_000;
    const double h_101_200_011_200 = h_101_200_111_100 + CDx * h_101_200_011_100;
    const double h_101_200_011_010 = h_101_200_021_000 + CDy * h_101_200_011_000;
    const double h_101_200_011_110 = h_101_200_111_010 + CDx * h_101_200_011_010;
    const double h_201_100_012_000 = c_301_012 + ABx * c_201_012;
    const double h_101_100_012_000 = c_201_012 + ABx * c_101_012;
    const double h_101_200_012_000 = h_201_100_012_000 + ABx * h_101_100_012_000;
    const double h_101_200_011_001 = h_101_200_012_000 + CDz * h_101_200_011_000;
    const double h_101_200_011_101 = h_101_200_111_001 + CDx * h_101_200_011_001;
    const double h_101_200_021_010 = h_101_200_031_000 + CDy * h_101_200_021_000;
    const double h_101_200_011_020 = h_101_200_021_010 + CDy * h_101_200_011_010;
    const double h_101_200_011_011 = h_101_200_021_001 + CDy * h_101_200_011_001;
    const double h_201_100_013_000 = c_301_013 + ABx * c_201_013;
    const double h_101_100_013_000 = c_201_013 + ABx * c_101_013;
    const double h_101_200_013_000 = h_201_100_013_000 + ABx * h_101_100_013_000;
    const double h_101_200_012_001 = h_101_200_013_000 + CDz * h_101_200_012_000;
    const double h_101_200_011_002 = h_101_200_012_001 + CDz * h_101_200_011_001;
    const double h_101_200_102_100 = h_101_200_202_000 + CDx * h_101_200_102_000;
    const double h_201_100_002_000 = c_301_002 + ABx * c_201_002;
    const double h_101_100_002_000 = c_201_002 + ABx * c_101_002;
    const double h_101_200_002_000 = h_201_100_002_000 + ABx * h_101_100_002_000;
    const double h_101_200_002_100 = h_101_200_102_000 + CDx * h_101_200_002_000;
    const double h_101_200_002_200 = h_101_200_102_100 + CDx * h_101_200_002_100;
    const double h_101_200_102_010 = h_101_200_112_000 + CDy * h_101_200_102_000;
    const double h_101_200_002_010 = h_101_200_012_000 + CDy * h_101_200_002_000;
    const double h_101_200_002_110 = h_101_200_102_010 + CDx * h_101_200_002_010;
    const double h_201_100_003_000 = c_301_003 + ABx * c_201_003;
    const double h_101_100_003_000 = c_201_003 + ABx * c_101_003;
    const double h_101_200_003_000 = h_201_100_003_000 + ABx * h_101_100_003_000;
    const double h_101_200_002_001 = h_101_200_003_000 + CDz * h_101_200_002_000;
    const double h_101_200_002_101 = h_101_200_102_001 + CDx * h_101_200_002_001;
    const double h_101_200_012_010 = h_101_200_022_000 + CDy * h_101_200_012_000;
    const double h_101_200_002_020 = h_101_200_012_010 + CDy * h_101_200_002_010;
    const double h_101_200_002_011 = h_101_200_012_001 + CDy * h_101_200_002_001;
    const double h_201_100_004_000 = c_301_004 + ABx * c_201_004;
    const double h_101_100_004_000 = c_201_004 + ABx * c_101_004;
    const double h_101_200_004_000 = h_201_100_004_000 + ABx * h_101_100_004_000;
    const double h_101_200_003_001 = h_101_200_004_000 + CDz * h_101_200_003_000;
    const double h_101_200_002_002 = h_101_200_003_001 + CDz * h_101_200_002_001;
    const double h_201_010_400_000 = c_211_400 + ABy * c_201_400;
    const double h_101_010_400_000 = c_111_400 + ABy * c_101_400;
    const double h_101_110_400_000 = h_201_010_400_000 + ABx * h_101_010_400_000;
    const double h_201_010_300_000 = c_211_300 + ABy * c_201_300;
    const double h_101_010_300_000 = c_111_300 + ABy * c_101_300;
    const double h_101_110_300_000 = h_201_010_300_000 + ABx * h_101_010_300_000;
    const double h_101_110_300_100 = h_101_110_400_000 + CDx * h_101_110_300_000;
    const double h_201_010_200_000 = c_211_200 + ABy * c_201_200;
    const double h_101_010_200_000 = c_111_200 + ABy * c_101_200;
    const double h_101_110_200_000 = h_201_010_200_000 + ABx * h_101_010_200_000;
    const double h_101_110_200_100 = h_101_110_300_000 + CDx * h_101_110_200_000;
    const double h_101_110_200_200 = h_101_110_300_100 + CDx * h_101_110_200_100;
    const double h_201_010_310_000 = c_211_310 + ABy * c_201_310;
    const double h_101_010_310_000 = c_111_310 + ABy * c_101_310;
    const double h_101_110_310_000 = h_201_010_310_000 + ABx * h_101_010_310_000;
    const double h_101_110_300_010 = h_101_110_310_000 + CDy * h_101_110_300_000;
    const double h_201_010_210_000 = c_211_210 + ABy * c_201_210;
    const double h_101_010_210_000 = c_111_210 + ABy * c_101_210;
    const double h_101_110_210_000 = h_201_010_210_000 + ABx * h_101_010_210_000;
    const double h_101_110_200_010 = h_101_110_210_000 + CDy * h_101_110_200_000;
    const double h_101_110_200_110 = h_101_110_300_010 + CDx * h_101_110_200_010;
    const double h_201_010_301_000 = c_211_301 + ABy * c_201_301;
    const double h_101_010_301_000 = c_111_301 + ABy * c_101_301;
    const double h_101_110_301_000 = h_201_010_301_000 + ABx * h_101_010_301_000;
    const double h_101_110_300_001 = h_101_110_301_000 + CDz * h_101_110_300_000;
    const double h_201_010_201_000 = c_211_201 + ABy * c_201_201;
    const double h_101_010_201_000 = c_111_201 + ABy * c_101_201;
    const double h_101_110_201_000 = h_201_010_201_000 + ABx * h_101_010_201_000;
    const double h_101_110_200_001 = h_101_110_201_000 + CDz * h_101_110_200_000;
    const double h_101_110_200_101 = h_101_110_300_001 + CDx * h_101_110_200_001;
    const double h_201_010_220_000 = c_211_220 + ABy * c_201_220;
    const double h_101_010_220_000 = c_111_220 + ABy * c_101_220;
    const double h_101_110_220_000 = h_201_010_220_000 + ABx * h_101_010_220_000;
    const double h_101_110_210_010 = h_101_110_220_000 + CDy * h_101_110_210_000;
    const double h_101_110_200_020 = h_101_110_210_010 + CDy * h_101_110_200_010;
    const double h_201_010_211_000 = c_211_211 + ABy * c_201_211;
    const double h_101_010_211_000 = c_111_211 + ABy * c_101_211;
    const double h_101_110_211_000 = h_201_010_211_000 + ABx * h_101_010_211_000;
    const double h_101_110_210_001 = h_101_110_211_000 + CDz * h_101_110_210_000;
    const double h_101_110_200_011 = h_101_110_210_001 + CDy * h_101_110_200_001;
    const double h_201_010_202_000 = c_211_202 + ABy * c_201_202;
    const double h_101_010_202_000 = c_111_202 + ABy * c_101_202;
    const double h_101_110_202_000 = h_201_010_202_000 + ABx * h_101_010_202_000;
    const double h_101_110_201_001 = h_101_110_202_000 + CDz * h_101_110_201_000;
    const double h_101_110_200_002 = h_101_110_201_001 + CDz * h_101_110_200_001;
    const double h_101_110_210_100 = h_101_110_310_000 + CDx * h_101_110_210_000;
    const double h_201_010_110_000 = c_211_110 + ABy * c_201_110;
    const double h_101_010_110_000 = c_111_110 + ABy * c_101_110;
    const double h_101_110_110_000 = h_201_010_110_000 + ABx * h_101_010_110_000;
    const double h_101_110_110_100 = h_101_110_210_000 + CDx * h_101_110_110_000;
    const double h_101_110_110_200 = h_101_110_210_100 + CDx * h_101_110_110_100;
    const double h_201_010_120_000 = c_211_120 + ABy * c_201_120;
    const double h_101_010_120_000 = c_111_120 + ABy * c_101_120;
    const double h_101_110_120_000 = h_201_010_120_000 + ABx * h_101_010_120_000;
    const double h_101_110_110_010 = h_101_110_120_000 + CDy * h_101_110_110_000;
    const double h_101_110_110_110 = h_101_110_210_010 + CDx * h_101_110_110_010;
    const double h_201_010_111_000 = c_211_111 + ABy * c_201_111;
    const double h_101_010_111_000 = c_111_111 + ABy * c_101_111;
    const double h_101_110_111_000 = h_201_010_111_000 + ABx * h_101_010_111_000;
    const double h_101_110_110_001 = h_101_110_111_000 + CDz * h_101_110_110_000;
    const double h_101_110_110_101 = h_101_110_210_001 + CDx * h_101_110_110_001;
    const double h_201_010_130_000 = c_211_130 + ABy * c_201_130;
    const double h_101_010_130_000 = c_111_130 + ABy * c_101_130;
    const double h_101_110_130_000 = h_201_010_130_000 + ABx * h_101_010_130_000;
    const double h_101_110_120_010 = h_101_110_130_000 + CDy * h_101_110_120_000;
    const double h_101_110_110_020 = h_101_110_120_010 + CDy * h_101_110_110_010;
    const double h_201_010_121_000 = c_211_121 + ABy * c_201_121;
    const double h_101_010_121_000 = c_111_121 + ABy * c_101_121;
    const double h_101_110_121_000 = h_201_010_121_000 + ABx * h_101_010_121_000;
    const double h_101_110_120_001 = h_101_110_121_000 + CDz * h_101_110_120_000;
    const double h_101_110_110_011 = h_101_110_120_001 + CDy * h_101_110_110_001;
    const double h_201_010_112_000 = c_211_112 + ABy * c_201_112;
    const double h_101_010_112_000 = c_111_112 + ABy * c_101_112;
    const double h_101_110_112_000 = h_201_010_112_000 + ABx * h_101_010_112_000;
    const double h_101_110_111_001 = h_101_110_112_000 + CDz * h_101_110_111_000;
    const double h_101_110_110_002 = h_101_110_111_001 + CDz * h_101_110_110_001;
    const double h_101_110_201_100 = h_101_110_301_000 + CDx * h_101_110_201_000;
    const double h_201_010_101_000 = c_211_101 + ABy * c_201_101;
    const double h_101_010_101_000 = c_111_101 + ABy * c_101_101;
    const double h_101_110_101_000 = h_201_010_101_000 + ABx * h_101_010_101_000;
    const double h_101_110_101_100 = h_101_110_201_000 + CDx * h_101_110_101_000;
    const double h_101_110_101_200 = h_101_110_201_100 + CDx * h_101_110_101_100;
    const double h_101_110_201_010 = h_101_110_211_000 + CDy * h_101_110_201_000;
    const double h_101_110_101_010 = h_101_110_111_000 + CDy * h_101_110_101_000;
    const double h_101_110_101_110 = h_101_110_201_010 + CDx * h_101_110_101_010;
    const double h_201_010_102_000 = c_211_102 + ABy * c_201_102;
    const double h_101_010_102_000 = c_111_102 + ABy * c_101_102;
    const double h_101_110_102_000 = h_201_010_102_000 + ABx * h_101_010_102_000;
    const double h_101_110_101_001 = h_101_110_102_000 + CDz * h_101_110_101_000;
    const double h_101_110_101_101 = h_101_110_201_001 + CDx * h_101_110_101_001;
    const double h_101_110_111_010 = h_101_110_121_000 + CDy * h_101_110_111_000;
    const double h_101_110_101_020 = h_101_110_111_010 + CDy * h_101_110_101_010;
    const double h_101_110_101_011 = h_101_110_111_001 + CDy * h_101_110_101_001;
    const double h_201_010_103_000 = c_211_103 + ABy * c_201_103;
    const double h_101_010_103_000 = c_111_103 + ABy * c_101_103;
    const double h_101_110_103_000 = h_201_010_103_000 + ABx * h_101_010_103_000;
    const double h_101_110_102_001 = h_101_110_103_000 + CDz * h_101_110_102_000;
    const double h_101_110_101_002 = h_101_110_102_001 + CDz * h_101_110_101_001;
    const double h_101_110_120_100 = h_101_110_220_000 + CDx * h_101_110_120_000;
    const double h_201_010_020_000 = c_211_020 + ABy * c_201_020;
    const double h_101_010_020_000 = c_111_020 + ABy * c_101_020;
    const double h_101_110_020_000 = h_201_010_020_000 + ABx * h_101_010_020_000;
    const double h_101_110_020_100 = h_101_110_120_000 + CDx * h_101_110_020_000;
    const double h_101_110_020_200 = h_101_110_120_100 + CDx * h_101_110_020_100;
    const double h_201_010_030_000 = c_211_030 + ABy * c_201_030;
    const double h_101_010_030_000 = c_111_030 + ABy * c_101_030;
    const double h_101_110_030_000 = h_201_010_030_000 + ABx * h_101_010_030_000;
    const double h_101_110_020_010 = h_101_110_030_000 + CDy * h_101_110_020_000;
    const double h_101_110_020_110 = h_101_110_120_010 + CDx * h_101_110_020_010;
    const double h_201_010_021_000 = c_211_021 + ABy * c_201_021;
    const double h_101_010_021_000 = c_111_021 + ABy * c_101_021;
    const double h_101_110_021_000 = h_201_010_021_000 + ABx * h_101_010_021_000;
    const double h_101_110_020_001 = h_101_110_021_000 + CDz * h_101_110_020_000;
    const double h_101_110_020_101 = h_101_110_120_001 + CDx * h_101_110_020_001;
    const double h_201_010_040_000 = c_211_040 + ABy * c_201_040;
    const double h_101_010_040_000 = c_111_040 + ABy * c_101_040;
    const double h_101_110_040_000 = h_201_010_040_000 + ABx * h_101_010_040_000;
    const double h_101_110_030_010 = h_101_110_040_000 + CDy * h_101_110_030_000;
    const double h_101_110_020_020 = h_101_110_030_010 + CDy * h_101_110_020_010;
    const double h_201_010_031_000 = c_211_031 + ABy * c_201_031;
    const double h_101_010_031_000 = c_111_031 + ABy * c_101_031;
    const double h_101_110_031_000 = h_201_010_031_000 + ABx * h_101_010_031_000;
    const double h_101_110_030_001 = h_101_110_031_000 + CDz * h_101_110_030_000;
    const double h_101_110_020_011 = h_101_110_030_001 + CDy * h_101_110_020_001;
    const double h_201_010_022_000 = c_211_022 + ABy * c_201_022;
    const double h_101_010_022_000 = c_111_022 + ABy * c_101_022;
    const double h_101_110_022_000 = h_201_010_022_000 + ABx * h_101_010_022_000;
    const double h_101_110_021_001 = h_101_110_022_000 + CDz * h_101_110_021_000;
    const double h_101_110_020_002 = h_101_110_021_001 + CDz * h_101_110_020_001;
    const double h_101_110_111_100 = h_101_110_211_000 + CDx * h_101_110_111_000;
    const double h_201_010_011_000 = c_211_011 + ABy * c_201_011;
    const double h_101_010_011_000 = c_111_011 + ABy * c_101_011;
    const double h_101_110_011_000 = h_201_010_011_000 + ABx * h_101_010_011_000;
    const double h_101_110_011_100 = h_101_110_111_000 + CDx * h_101_110_011_000;
    const double h_101_110_011_200 = h_101_110_111_100 + CDx * h_101_110_011_100;
    const double h_101_110_011_010 = h_101_110_021_000 + CDy * h_101_110_011_000;
    const double h_101_110_011_110 = h_101_110_111_010 + CDx * h_101_110_011_010;
    const double h_201_010_012_000 = c_211_012 + ABy * c_201_012;
    const double h_101_010_012_000 = c_111_012 + ABy * c_101_012;
    const double h_101_110_012_000 = h_201_010_012_000 + ABx * h_101_010_012_000;
    const double h_101_110_011_001 = h_101_110_012_000 + CDz * h_101_110_011_000;
    const double h_101_110_011_101 = h_101_110_111_001 + CDx * h_101_110_011_001;
    const double h_101_110_021_010 = h_101_110_031_000 + CDy * h_101_110_021_000;
    const double h_101_110_011_020 = h_101_110_021_010 + CDy * h_101_110_011_010;
    const double h_101_110_011_011 = h_101_110_021_001 + CDy * h_101_110_011_001;
    const double h_201_010_013_000 = c_211_013 + ABy * c_201_013;
    const double h_101_010_013_000 = c_111_013 + ABy * c_101_013;
    const double h_101_110_013_000 = h_201_010_013_000 + ABx * h_101_010_013_000;
    const double h_101_110_012_001 = h_101_110_013_000 + CDz * h_101_110_012_000;
    const double h_101_110_011_002 = h_101_110_012_001 + CDz * h_101_110_011_001;
    const double h_101_110_102_100 = h_101_110_202_000 + CDx * h_101_110_102_000;
    const double h_201_010_002_000 = c_211_002 + ABy * c_201_002;
    const double h_101_010_002_000 = c_111_002 + ABy * c_101_002;
    const double h_101_110_002_000 = h_201_010_002_000 + ABx * h_101_010_002_000;
    const double h_101_110_002_100 = h_101_110_102_000 + CDx * h_101_110_002_000;
    const double h_101_110_002_200 = h_101_110_102_100 + CDx * h_101_110_002_100;
    const double h_101_110_102_010 = h_101_110_112_000 + CDy * h_101_110_102_000;
    const double h_101_110_002_010 = h_101_110_012_000 + CDy * h_101_110_002_000;
    const double h_101_110_002_110 = h_101_110_102_010 + CDx * h_101_110_002_010;
    const double h_201_010_003_000 = c_211_003 + ABy * c_201_003;
    const double h_101_010_003_000 = c_111_003 + ABy * c_101_003;
    const double h_101_110_003_000 = h_201_010_003_000 + ABx * h_101_010_003_000;
    const double h_101_110_002_001 = h_101_110_003_000 + CDz * h_101_110_002_000;
    const double h_101_110_002_101 = h_101_110_102_001 + CDx * h_101_110_002_001;
    const double h_101_110_012_010 = h_101_110_022_000 + CDy * h_101_110_012_000;
    const double h_101_110_002_020 = h_101_110_012_010 + CDy * h_101_110_002_010;
    const double h_101_110_002_011 = h_101_110_012_001 + CDy * h_101_110_002_001;
    const double h_201_010_004_000 = c_211_004 + ABy * c_201_004;
    const double h_101_010_004_000 = c_111_004 + ABy * c_101_004;
    const double h_101_110_004_000 = h_201_010_004_000 + ABx * h_101_010_004_000;
    const double h_101_110_003_001 = h_101_110_004_000 + CDz * h_101_110_003_000;
    const double h_101_110_002_002 = h_101_110_003_001 + CDz * h_101_110_002_001;
    const double h_101_001_400_000 = c_102_400 + ABz * c_101_400;
    const double h_101_101_400_000 = h_201_001_400_000 + ABx * h_101_001_400_000;
    const double h_101_001_300_000 = c_102_300 + ABz * c_101_300;
    const double h_101_101_300_000 = h_201_001_300_000 + ABx * h_101_001_300_000;
    const double h_101_101_300_100 = h_101_101_400_000 + CDx * h_101_101_300_000;
    const double h_101_001_200_000 = c_102_200 + ABz * c_101_200;
    const double h_101_101_200_000 = h_201_001_200_000 + ABx * h_101_001_200_000;
    const double h_101_101_200_100 = h_101_101_300_000 + CDx * h_101_101_200_000;
    const double h_101_101_200_200 = h_101_101_300_100 + CDx * h_101_101_200_100;
    const double h_101_001_310_000 = c_102_310 + ABz * c_101_310;
    const double h_101_101_310_000 = h_201_001_310_000 + ABx * h_101_001_310_000;
    const double h_101_101_300_010 = h_101_101_310_000 + CDy * h_101_101_300_000;
    const double h_101_001_210_000 = c_102_210 + ABz * c_101_210;
    const double h_101_101_210_000 = h_201_001_210_000 + ABx * h_101_001_210_000;
    const double h_101_101_200_010 = h_101_101_210_000 + CDy * h_101_101_200_000;
    const double h_101_101_200_110 = h_101_101_300_010 + CDx * h_101_101_200_010;
    const double h_101_001_301_000 = c_102_301 + ABz * c_101_301;
    const double h_101_101_301_000 = h_201_001_301_000 + ABx * h_101_001_301_000;
    const double h_101_101_300_001 = h_101_101_301_000 + CDz * h_101_101_300_000;
    const double h_101_001_201_000 = c_102_201 + ABz * c_101_201;
    const double h_101_101_201_000 = h_201_001_201_000 + ABx * h_101_001_201_000;
    const double h_101_101_200_001 = h_101_101_201_000 + CDz * h_101_101_200_000;
    const double h_101_101_200_101 = h_101_101_300_001 + CDx * h_101_101_200_001;
    const double h_101_001_220_000 = c_102_220 + ABz * c_101_220;
    const double h_101_101_220_000 = h_201_001_220_000 + ABx * h_101_001_220_000;
    const double h_101_101_210_010 = h_101_101_220_000 + CDy * h_101_101_210_000;
    const double h_101_101_200_020 = h_101_101_210_010 + CDy * h_101_101_200_010;
    const double h_101_001_211_000 = c_102_211 + ABz * c_101_211;
    const double h_101_101_211_000 = h_201_001_211_000 + ABx * h_101_001_211_000;
    const double h_101_101_210_001 = h_101_101_211_000 + CDz * h_101_101_210_000;
    const double h_101_101_200_011 = h_101_101_210_001 + CDy * h_101_101_200_001;
    const double h_101_001_202_000 = c_102_202 + ABz * c_101_202;
    const double h_101_101_202_000 = h_201_001_202_000 + ABx * h_101_001_202_000;
    const double h_101_101_201_001 = h_101_101_202_000 + CDz * h_101_101_201_000;
    const double h_101_101_200_002 = h_101_101_201_001 + CDz * h_101_101_200_001;
    const double h_101_101_210_100 = h_101_101_310_000 + CDx * h_101_101_210_000;
    const double h_101_001_110_000 = c_102_110 + ABz * c_101_110;
    const double h_101_101_110_000 = h_201_001_110_000 + ABx * h_101_001_110_000;
    const double h_101_101_110_100 = h_101_101_210_000 + CDx * h_101_101_110_000;
    const double h_101_101_110_200 = h_101_101_210_100 + CDx * h_101_101_110_100;
    const double h_101_001_120_000 = c_102_120 + ABz * c_101_120;
    const double h_101_101_120_000 = h_201_001_120_000 + ABx * h_101_001_120_000;
    const double h_101_101_110_010 = h_101_101_120_000 + CDy * h_101_101_110_000;
    const double h_101_101_110_110 = h_101_101_210_010 + CDx * h_101_101_110_010;
    const double h_101_001_111_000 = c_102_111 + ABz * c_101_111;
    const double h_101_101_111_000 = h_201_001_111_000 + ABx * h_101_001_111_000;
    const double h_101_101_110_001 = h_101_101_111_000 + CDz * h_101_101_110_000;
    const double h_101_101_110_101 = h_101_101_210_001 + CDx * h_101_101_110_001;
    const double h_101_001_130_000 = c_102_130 + ABz * c_101_130;
    const double h_101_101_130_000 = h_201_001_130_000 + ABx * h_101_001_130_000;
    const double h_101_101_120_010 = h_101_101_130_000 + CDy * h_101_101_120_000;
    const double h_101_101_110_020 = h_101_101_120_010 + CDy * h_101_101_110_010;
    const double h_101_001_121_000 = c_102_121 + ABz * c_101_121;
    const double h_101_101_121_000 = h_201_001_121_000 + ABx * h_101_001_121_000;
    const double h_101_101_120_001 = h_101_101_121_000 + CDz * h_101_101_120_000;
    const double h_101_101_110_011 = h_101_101_120_001 + CDy * h_101_101_110_001;
    const double h_101_001_112_000 = c_102_112 + ABz * c_101_112;
    const double h_101_101_112_000 = h_201_001_112_000 + ABx * h_101_001_112_000;
    const double h_101_101_111_001 = h_101_101_112_000 + CDz * h_101_101_111_000;
    const double h_101_101_110_002 = h_101_101_111_001 + CDz * h_101_101_110_001;
    const double h_101_101_201_100 = h_101_101_301_000 + CDx * h_101_101_201_000;
    const double h_101_001_101_000 = c_102_101 + ABz * c_101_101;
    const double h_101_101_101_000 = h_201_001_101_000 + ABx * h_101_001_101_000;
    const double h_101_101_101_100 = h_101_101_201_000 + CDx * h_101_101_101_000;
    const double h_101_101_101_200 = h_101_101_201_100 + CDx * h_101_101_101_100;
    const double h_101_101_201_010 = h_101_101_211_000 + CDy * h_101_101_201_000;
    const double h_101_101_101_010 = h_101_101_111_000 + CDy * h_101_101_101_000;
    const double h_101_101_101_110 = h_101_101_201_010 + CDx * h_101_101_101_010;
    const double h_101_001_102_000 = c_102_102 + ABz * c_101_102;
    const double h_101_101_102_000 = h_201_001_102_000 + ABx * h_101_001_102_000;
    const double h_101_101_101_001 = h_101_101_102_000 + CDz * h_101_101_101_000;
    const double h_101_101_101_101 = h_101_101_201_001 + CDx * h_101_101_101_001;
    const double h_101_101_111_010 = h_101_101_121_000 + CDy * h_101_101_111_000;
    const double h_101_101_101_020 = h_101_101_111_010 + CDy * h_101_101_101_010;
    const double h_101_101_101_011 = h_101_101_111_001 + CDy * h_101_101_101_001;
    const double h_101_001_103_000 = c_102_103 + ABz * c_101_103;
    const double h_101_101_103_000 = h_201_001_103_000 + ABx * h_101_001_103_000;
    const double h_101_101_102_001 = h_101_101_103_000 + CDz * h_101_101_102_000;
    const double h_101_101_101_002 = h_101_101_102_001 + CDz * h_101_101_101_001;
    const double h_101_101_120_100 = h_101_101_220_000 + CDx * h_101_101_120_000;
    const double h_101_001_020_000 = c_102_020 + ABz * c_101_020;
    const double h_101_101_020_000 = h_201_001_020_000 + ABx * h_101_001_020_000;
    const double h_101_101_020_100 = h_101_101_120_000 + CDx * h_101_101_020_000;
    const double h_101_101_020_200 = h_101_101_120_100 + CDx * h_101_101_020_100;
    const double h_101_001_030_000 = c_102_030 + ABz * c_101_030;
    const double h_101_101_030_000 = h_201_001_030_000 + ABx * h_101_001_030_000;
    const double h_101_101_020_010 = h_101_101_030_000 + CDy * h_101_101_020_000;
    const double h_101_101_020_110 = h_101_101_120_010 + CDx * h_101_101_020_010;
    const double h_101_001_021_000 = c_102_021 + ABz * c_101_021;
    const double h_101_101_021_000 = h_201_001_021_000 + ABx * h_101_001_021_000;
    const double h_101_101_020_001 = h_101_101_021_000 + CDz * h_101_101_020_000;
    const double h_101_101_020_101 = h_101_101_120_001 + CDx * h_101_101_020_001;
    const double h_101_001_040_000 = c_102_040 + ABz * c_101_040;
    const double h_101_101_040_000 = h_201_001_040_000 + ABx * h_101_001_040_000;
    const double h_101_101_030_010 = h_101_101_040_000 + CDy * h_101_101_030_000;
    const double h_101_101_020_020 = h_101_101_030_010 + CDy * h_101_101_020_010;
    const double h_101_001_031_000 = c_102_031 + ABz * c_101_031;
    const double h_101_101_031_000 = h_201_001_031_000 + ABx * h_101_001_031_000;
    const double h_101_101_030_001 = h_101_101_031_000 + CDz * h_101_101_030_000;
    const double h_101_101_020_011 = h_101_101_030_001 + CDy * h_101_101_020_001;
    const double h_101_001_022_000 = c_102_022 + ABz * c_101_022;
    const double h_101_101_022_000 = h_201_001_022_000 + ABx * h_101_001_022_000;
    const double h_101_101_021_001 = h_101_101_022_000 + CDz * h_101_101_021_000;
    const double h_101_101_020_002 = h_101_101_021_001 + CDz * h_101_101_020_001;
    const double h_101_101_111_100 = h_101_101_211_000 + CDx * h_101_101_111_000;
    const double h_101_001_011_000 = c_102_011 + ABz * c_101_011;
    const double h_101_101_011_000 = h_201_001_011_000 + ABx * h_101_001_011_000;
    const double h_101_101_011_100 = h_101_101_111_000 + CDx * h_101_101_011_000;
    const double h_101_101_011_200 = h_101_101_111_100 + CDx * h_101_101_011_100;
    const double h_101_101_011_010 = h_101_101_021_000 + CDy * h_101_101_011_000;
    const double h_101_101_011_110 = h_101_101_111_010 + CDx * h_101_101_011_010;
    const double h_101_001_012_000 = c_102_012 + ABz * c_101_012;
    const double h_101_101_012_000 = h_201_001_012_000 + ABx * h_101_001_012_000;
    const double h_101_101_011_001 = h_101_101_012_000 + CDz * h_101_101_011_000;
    const double h_101_101_011_101 = h_101_101_111_001 + CDx * h_101_101_011_001;
    const double h_101_101_021_010 = h_101_101_031_000 + CDy * h_101_101_021_000;
    const double h_101_101_011_020 = h_101_101_021_010 + CDy * h_101_101_011_010;
    const double h_101_101_011_011 = h_101_101_021_001 + CDy * h_101_101_011_001;
    const double h_101_001_013_000 = c_102_013 + ABz * c_101_013;
    const double h_101_101_013_000 = h_201_001_013_000 + ABx * h_101_001_013_000;
    const double h_101_101_012_001 = h_101_101_013_000 + CDz * h_101_101_012_000;
    const double h_101_101_011_002 = h_101_101_012_001 + CDz * h_101_101_011_001;
    const double h_101_101_102_100 = h_101_101_202_000 + CDx * h_101_101_102_000;
    const double h_101_001_002_000 = c_102_002 + ABz * c_101_002;
    const double h_101_101_002_000 = h_201_001_002_000 + ABx * h_101_001_002_000;
    const double h_101_101_002_100 = h_101_101_102_000 + CDx * h_101_101_002_000;
    const double h_101_101_002_200 = h_101_101_102_100 + CDx * h_101_101_002_100;
    const double h_101_101_102_010 = h_101_101_112_000 + CDy * h_101_101_102_000;
    const double h_101_101_002_010 = h_101_101_012_000 + CDy * h_101_101_002_000;
    const double h_101_101_002_110 = h_101_101_102_010 + CDx * h_101_101_002_010;
    const double h_101_001_003_000 = c_102_003 + ABz * c_101_003;
    const double h_101_101_003_000 = h_201_001_003_000 + ABx * h_101_001_003_000;
    const double h_101_101_002_001 = h_101_101_003_000 + CDz * h_101_101_002_000;
    const double h_101_101_002_101 = h_101_101_102_001 + CDx * h_101_101_002_001;
    const double h_101_101_012_010 = h_101_101_022_000 + CDy * h_101_101_012_000;
    const double h_101_101_002_020 = h_101_101_012_010 + CDy * h_101_101_002_010;
    const double h_101_101_002_011 = h_101_101_012_001 + CDy * h_101_101_002_001;
    const double h_101_001_004_000 = c_102_004 + ABz * c_101_004;
    const double h_101_101_004_000 = h_201_001_004_000 + ABx * h_101_001_004_000;
    const double h_101_101_003_001 = h_101_101_004_000 + CDz * h_101_101_003_000;
    const double h_101_101_002_002 = h_101_101_003_001 + CDz * h_101_101_002_001;
    const double h_111_010_400_000 = c_121_400 + ABy * c_111_400;
    const double h_101_020_400_000 = h_111_010_400_000 + ABy * h_101_010_400_000;
    const double h_111_010_300_000 = c_121_300 + ABy * c_111_300;
    const double h_101_020_300_000 = h_111_010_300_000 + ABy * h_101_010_300_000;
    const double h_101_020_300_100 = h_101_020_400_000 + CDx * h_101_020_300_000;
    const double h_111_010_200_000 = c_121_200 + ABy * c_111_200;
    const double h_101_020_200_000 = h_111_010_200_000 + ABy * h_101_010_200_000;
    const double h_101_020_200_100 = h_101_020_300_000 + CDx * h_101_020_200_000;
    const double h_101_020_200_200 = h_101_020_300_100 + CDx * h_101_020_200_100;
    const double h_111_010_310_000 = c_121_310 + ABy * c_111_310;
    const double h_101_020_310_000 = h_111_010_310_000 + ABy * h_101_010_310_000;
    const double h_101_020_300_010 = h_101_020_310_000 + CDy * h_101_020_300_000;
    const double h_111_010_210_000 = c_121_210 + ABy * c_111_210;
    const double h_101_020_210_000 = h_111_010_210_000 + ABy * h_101_010_210_000;
    const double h_101_020_200_010 = h_101_020_210_000 + CDy * h_101_020_200_000;
    const double h_101_020_200_110 = h_101_020_300_010 + CDx * h_101_020_200_010;
    const double h_111_010_301_000 = c_121_301 + ABy * c_111_301;
    const double h_101_020_301_000 = h_111_010_301_000 + ABy * h_101_010_301_000;
    const double h_101_020_300_001 = h_101_020_301_000 + CDz * h_101_020_300_000;
    const double h_111_010_201_000 = c_121_201 + ABy * c_111_201;
    const double h_101_020_201_000 = h_111_010_201_000 + ABy * h_101_010_201_000;
    const double h_101_020_200_001 = h_101_020_201_000 + CDz * h_101_020_200_000;
    const double h_101_020_200_101 = h_101_020_300_001 + CDx * h_101_020_200_001;
    const double h_111_010_220_000 = c_121_220 + ABy * c_111_220;
    const double h_101_020_220_000 = h_111_010_220_000 + ABy * h_101_010_220_000;
    const double h_101_020_210_010 = h_101_020_220_000 + CDy * h_101_020_210_000;
    const double h_101_020_200_020 = h_101_020_210_010 + CDy * h_101_020_200_010;
    const double h_111_010_211_000 = c_121_211 + ABy * c_111_211;
    const double h_101_020_211_000 = h_111_010_211_000 + ABy * h_101_010_211_000;
    const double h_101_020_210_001 = h_101_020_211_000 + CDz * h_101_020_210_000;
    const double h_101_020_200_011 = h_101_020_210_001 + CDy * h_101_020_200_001;
    const double h_111_010_202_000 = c_121_202 + ABy * c_111_202;
    const double h_101_020_202_000 = h_111_010_202_000 + ABy * h_101_010_202_000;
    const double h_101_020_201_001 = h_101_020_202_000 + CDz * h_101_020_201_000;
    const double h_101_020_200_002 = h_101_020_201_001 + CDz * h_101_020_200_001;
    const double h_101_020_210_100 = h_101_020_310_000 + CDx * h_101_020_210_000;
    const double h_111_010_110_000 = c_121_110 + ABy * c_111_110;
    const double h_101_020_110_000 = h_111_010_110_000 + ABy * h_101_010_110_000;
    const double h_101_020_110_100 = h_101_020_210_000 + CDx * h_101_020_110_000;
    const double h_101_020_110_200 = h_101_020_210_100 + CDx * h_101_020_110_100;
    const double h_111_010_120_000 = c_121_120 + ABy * c_111_120;
    const double h_101_020_120_000 = h_111_010_120_000 + ABy * h_101_010_120_000;
    const double h_101_020_110_010 = h_101_020_120_000 + CDy * h_101_020_110_000;
    const double h_101_020_110_110 = h_101_020_210_010 + CDx * h_101_020_110_010;
    const double h_111_010_111_000 = c_121_111 + ABy * c_111_111;
    const double h_101_020_111_000 = h_111_010_111_000 + ABy * h_101_010_111_000;
    const double h_101_020_110_001 = h_101_020_111_000 + CDz * h_101_020_110_000;
    const double h_101_020_110_101 = h_101_020_210_001 + CDx * h_101_020_110_001;
    const double h_111_010_130_000 = c_121_130 + ABy * c_111_130;
    const double h_101_020_130_000 = h_111_010_130_000 + ABy * h_101_010_130_000;
    const double h_101_020_120_010 = h_101_020_130_000 + CDy * h_101_020_120_000;
    const double h_101_020_110_020 = h_101_020_120_010 + CDy * h_101_020_110_010;
    const double h_111_010_121_000 = c_121_121 + ABy * c_111_121;
    const double h_101_020_121_000 = h_111_010_121_000 + ABy * h_101_010_121_000;
    const double h_101_020_120_001 = h_101_020_121_000 + CDz * h_101_020_120_000;
    const double h_101_020_110_011 = h_101_020_120_001 + CDy * h_101_020_110_001;
    const double h_111_010_112_000 = c_121_112 + ABy * c_111_112;
    const double h_101_020_112_000 = h_111_010_112_000 + ABy * h_101_010_112_000;
    const double h_101_020_111_001 = h_101_020_112_000 + CDz * h_101_020_111_000;
    const double h_101_020_110_002 = h_101_020_111_001 + CDz * h_101_020_110_001;
    const double h_101_020_201_100 = h_101_020_301_000 + CDx * h_101_020_201_000;
    const double h_111_010_101_000 = c_121_101 + ABy * c_111_101;
    const double h_101_020_101_000 = h_111_010_101_000 + ABy * h_101_010_101_000;
    const double h_101_020_101_100 = h_101_020_201_000 + CDx * h_101_020_101_000;
    const double h_101_020_101_200 = h_101_020_201_100 + CDx * h_101_020_101_100;
    const double h_101_020_201_010 = h_101_020_211_000 + CDy * h_101_020_201_000;
    const double h_101_020_101_010 = h_101_020_111_000 + CDy * h_101_020_101_000;
    const double h_101_020_101_110 = h_101_020_201_010 + CDx * h_101_020_101_010;
    const double h_111_010_102_000 = c_121_102 + ABy * c_111_102;
    const double h_101_020_102_000 = h_111_010_102_000 + ABy * h_101_010_102_000;
    const double h_101_020_101_001 = h_101_020_102_000 + CDz * h_101_020_101_000;
    const double h_101_020_101_101 = h_101_020_201_001 + CDx * h_101_020_101_001;
    const double h_101_020_111_010 = h_101_020_121_000 + CDy * h_101_020_111_000;
    const double h_101_020_101_020 = h_101_020_111_010 + CDy * h_101_020_101_010;
    const double h_101_020_101_011 = h_101_020_111_001 + CDy * h_101_020_101_001;
    const double h_111_010_103_000 = c_121_103 + ABy * c_111_103;
    const double h_101_020_103_000 = h_111_010_103_000 + ABy * h_101_010_103_000;
    const double h_101_020_102_001 = h_101_020_103_000 + CDz * h_101_020_102_000;
    const double h_101_020_101_002 = h_101_020_102_001 + CDz * h_101_020_101_001;
    const double h_101_020_120_100 = h_101_020_220_000 + CDx * h_101_020_120_000;
    const double h_111_010_020_000 = c_121_020 + ABy * c_111_020;
    const double h_101_020_020_000 = h_111_010_020_000 + ABy * h_101_010_020_000;
    const double h_101_020_020_100 = h_101_020_120_000 + CDx * h_101_020_020_000;
    const double h_101_020_020_200 = h_101_020_120_100 + CDx * h_101_020_020_100;
    const double h_111_010_030_000 = c_121_030 + ABy * c_111_030;
    const double h_101_020_030_000 = h_111_010_030_000 + ABy * h_101_010_030_000;
    const double h_101_020_020_010 = h_101_020_030_000 + CDy * h_101_020_020_000;
    const double h_101_020_020_110 = h_101_020_120_010 + CDx * h_101_020_020_010;
    const double h_111_010_021_000 = c_121_021 + ABy * c_111_021;
    const double h_101_020_021_000 = h_111_010_021_000 + ABy * h_101_010_021_000;
    const double h_101_020_020_001 = h_101_020_021_000 + CDz * h_101_020_020_000;
    const double h_101_020_020_101 = h_101_020_120_001 + CDx * h_101_020_020_001;
    const double h_111_010_040_000 = c_121_040 + ABy * c_111_040;
    const double h_101_020_040_000 = h_111_010_040_000 + ABy * h_101_010_040_000;
    const double h_101_020_030_010 = h_101_020_040_000 + CDy * h_101_020_030_000;
    const double h_101_020_020_020 = h_101_020_030_010 + CDy * h_101_020_020_010;
    const double h_111_010_031_000 = c_121_031 + ABy * c_111_031;
    const double h_101_020_031_000 = h_111_010_031_000 + ABy * h_101_010_031_000;
    const double h_101_020_030_001 = h_101_020_031_000 + CDz * h_101_020_030_000;
    const double h_101_020_020_011 = h_101_020_030_001 + CDy * h_101_020_020_001;
    const double h_111_010_022_000 = c_121_022 + ABy * c_111_022;
    const double h_101_020_022_000 = h_111_010_022_000 + ABy * h_101_010_022_000;
    const double h_101_020_021_001 = h_101_020_022_000 + CDz * h_101_020_021_000;
    const double h_101_020_020_002 = h_101_020_021_001 + CDz * h_101_020_020_001;
    const double h_101_020_111_100 = h_101_020_211_000 + CDx * h_101_020_111_000;
    const double h_111_010_011_000 = c_121_011 + ABy * c_111_011;
    const double h_101_020_011_000 = h_111_010_011_000 + ABy * h_101_010_011_000;
    const double h_101_020_011_100 = h_101_020_111_000 + CDx * h_101_020_011_000;
    const double h_101_020_011_200 = h_101_020_111_100 + CDx * h_101_020_011_100;
    const double h_101_020_011_010 = h_101_020_021_000 + CDy * h_101_020_011_000;
    const double h_101_020_011_110 = h_101_020_111_010 + CDx * h_101_020_011_010;
    const double h_111_010_012_000 = c_121_012 + ABy * c_111_012;
    const double h_101_020_012_000 = h_111_010_012_000 + ABy * h_101_010_012_000;
    const double h_101_020_011_001 = h_101_020_012_000 + CDz * h_101_020_011_000;
    const double h_101_020_011_101 = h_101_020_111_001 + CDx * h_101_020_011_001;
    const double h_101_020_021_010 = h_101_020_031_000 + CDy * h_101_020_021_000;
    const double h_101_020_011_020 = h_101_020_021_010 + CDy * h_101_020_011_010;
    const double h_101_020_011_011 = h_101_020_021_001 + CDy * h_101_020_011_001;
    const double h_111_010_013_000 = c_121_013 + ABy * c_111_013;
    const double h_101_020_013_000 = h_111_010_013_000 + ABy * h_101_010_013_000;
    const double h_101_020_012_001 = h_101_020_013_000 + CDz * h_101_020_012_000;
    const double h_101_020_011_002 = h_101_020_012_001 + CDz * h_101_020_011_001;
    const double h_101_020_102_100 = h_101_020_202_000 + CDx * h_101_020_102_000;
    const double h_111_010_002_000 = c_121_002 + ABy * c_111_002;
    const double h_101_020_002_000 = h_111_010_002_000 + ABy * h_101_010_002_000;
    const double h_101_020_002_100 = h_101_020_102_000 + CDx * h_101_020_002_000;
    const double h_101_020_002_200 = h_101_020_102_100 + CDx * h_101_020_002_100;
    const double h_101_020_102_010 = h_101_020_112_000 + CDy * h_101_020_102_000;
    const double h_101_020_002_010 = h_101_020_012_000 + CDy * h_101_020_002_000;
    const double h_101_020_002_110 = h_101_020_102_010 + CDx * h_101_020_002_010;
    const double h_111_010_003_000 = c_121_003 + ABy * c_111_003;
    const double h_101_020_003_000 = h_111_010_003_000 + ABy * h_101_010_003_000;
    const double h_101_020_002_001 = h_101_020_003_000 + CDz * h_101_020_002_000;
    const double h_101_020_002_101 = h_101_020_102_001 + CDx * h_101_020_002_001;
    const double h_101_020_012_010 = h_101_020_022_000 + CDy * h_101_020_012_000;
    const double h_101_020_002_020 = h_101_020_012_010 + CDy * h_101_020_002_010;
    const double h_101_020_002_011 = h_101_020_012_001 + CDy * h_101_020_002_001;
    const double h_111_010_004_000 = c_121_004 + ABy * c_111_004;
    const double h_101_020_004_000 = h_111_010_004_000 + ABy * h_101_010_004_000;
    const double h_101_020_003_001 = h_101_020_004_000 + CDz * h_101_020_003_000;
    const double h_101_020_002_002 = h_101_020_003_001 + CDz * h_101_020_002_001;
    const double h_101_011_400_000 = h_111_001_400_000 + ABy * h_101_001_400_000;
    const double h_101_011_300_000 = h_111_001_300_000 + ABy * h_101_001_300_000;
    const double h_101_011_300_100 = h_101_011_400_000 + CDx * h_101_011_300_000;
    const double h_101_011_200_000 = h_111_001_200_000 + ABy * h_101_001_200_000;
    const double h_101_011_200_100 = h_101_011_300_000 + CDx * h_101_011_200_000;
    const double h_101_011_200_200 = h_101_011_300_100 + CDx * h_101_011_200_100;
    const double h_101_011_310_000 = h_111_001_310_000 + ABy * h_101_001_310_000;
    const double h_101_011_300_010 = h_101_011_310_000 + CDy * h_101_011_300_000;
    const double h_101_011_210_000 = h_111_001_210_000 + ABy * h_101_001_210_000;
    const double h_101_011_200_010 = h_101_011_210_000 + CDy * h_101_011_200_000;
    const double h_101_011_200_110 = h_101_011_300_010 + CDx * h_101_011_200_010;
    const double h_101_011_301_000 = h_111_001_301_000 + ABy * h_101_001_301_000;
    const double h_101_011_300_001 = h_101_011_301_000 + CDz * h_101_011_300_000;
    const double h_101_011_201_000 = h_111_001_201_000 + ABy * h_101_001_201_000;
    const double h_101_011_200_001 = h_101_011_201_000 + CDz * h_101_011_200_000;
    const double h_101_011_200_101 = h_101_011_300_001 + CDx * h_101_011_200_001;
    const double h_101_011_220_000 = h_111_001_220_000 + ABy * h_101_001_220_000;
    const double h_101_011_210_010 = h_101_011_220_000 + CDy * h_101_011_210_000;
    const double h_101_011_200_020 = h_101_011_210_010 + CDy * h_101_011_200_010;
    const double h_101_011_211_000 = h_111_001_211_000 + ABy * h_101_001_211_000;
    const double h_101_011_210_001 = h_101_011_211_000 + CDz * h_101_011_210_000;
    const double h_101_011_200_011 = h_101_011_210_001 + CDy * h_101_011_200_001;
    const double h_101_011_202_000 = h_111_001_202_000 + ABy * h_101_001_202_000;
    const double h_101_011_201_001 = h_101_011_202_000 + CDz * h_101_011_201_000;
    const double h_101_011_200_002 = h_101_011_201_001 + CDz * h_101_011_200_001;
    const double h_101_011_210_100 = h_101_011_310_000 + CDx * h_101_011_210_000;
    const double h_101_011_110_000 = h_111_001_110_000 + ABy * h_101_001_110_000;
    const double h_101_011_110_100 = h_101_011_210_000 + CDx * h_101_011_110_000;
    const double h_101_011_110_200 = h_101_011_210_100 + CDx * h_101_011_110_100;
    const double h_101_011_120_000 = h_111_001_120_000 + ABy * h_101_001_120_000;
    const double h_101_011_110_010 = h_101_011_120_000 + CDy * h_101_011_110_000;
    const double h_101_011_110_110 = h_101_011_210_010 + CDx * h_101_011_110_010;
    const double h_101_011_111_000 = h_111_001_111_000 + ABy * h_101_001_111_000;
    const double h_101_011_110_001 = h_101_011_111_000 + CDz * h_101_011_110_000;
    const double h_101_011_110_101 = h_101_011_210_001 + CDx * h_101_011_110_001;
    const double h_101_011_130_000 = h_111_001_130_000 + ABy * h_101_001_130_000;
    const double h_101_011_120_010 = h_101_011_130_000 + CDy * h_101_011_120_000;
    const double h_101_011_110_020 = h_101_011_120_010 + CDy * h_101_011_110_010;
    const double h_101_011_121_000 = h_111_001_121_000 + ABy * h_101_001_121_000;
    const double h_101_011_120_001 = h_101_011_121_000 + CDz * h_101_011_120_000;
    const double h_101_011_110_011 = h_101_011_120_001 + CDy * h_101_011_110_001;
    const double h_101_011_112_000 = h_111_001_112_000 + ABy * h_101_001_112_000;
    const double h_101_011_111_001 = h_101_011_112_000 + CDz * h_101_011_111_000;
    const double h_101_011_110_002 = h_101_011_111_001 + CDz * h_101_011_110_001;
    const double h_101_011_201_100 = h_101_011_301_000 + CDx * h_101_011_201_000;
    const double h_101_011_101_000 = h_111_001_101_000 + ABy * h_101_001_101_000;
    const double h_101_011_101_100 = h_101_011_201_000 + CDx * h_101_011_101_000;
    const double h_101_011_101_200 = h_101_011_201_100 + CDx * h_101_011_101_100;
    const double h_101_011_201_010 = h_101_011_211_000 + CDy * h_101_011_201_000;
    const double h_101_011_101_010 = h_101_011_111_000 + CDy * h_101_011_101_000;
    const double h_101_011_101_110 = h_101_011_201_010 + CDx * h_101_011_101_010;
    const double h_101_011_102_000 = h_111_001_102_000 + ABy * h_101_001_102_000;
    const double h_101_011_101_001 = h_101_011_102_000 + CDz * h_101_011_101_000;
    const double h_101_011_101_101 = h_101_011_201_001 + CDx * h_101_011_101_001;
    const double h_101_011_111_010 = h_101_011_121_000 + CDy * h_101_011_111_000;
    const double h_101_011_101_020 = h_101_011_111_010 + CDy * h_101_011_101_010;
    const double h_101_011_101_011 = h_101_011_111_001 + CDy * h_101_011_101_001;
    const double h_101_011_103_000 = h_111_001_103_000 + ABy * h_101_001_103_000;
    const double h_101_011_102_001 = h_101_011_103_000 + CDz * h_101_011_102_000;
    const double h_101_011_101_002 = h_101_011_102_001 + CDz * h_101_011_101_001;
    const double h_101_011_120_100 = h_101_011_220_000 + CDx * h_101_011_120_000;
    const double h_101_011_020_000 = h_111_001_020_000 + ABy * h_101_001_020_000;
    const double h_101_011_020_100 = h_101_011_120_000 + CDx * h_101_011_020_000;
    const double h_101_011_020_200 = h_101_011_120_100 + CDx * h_101_011_020_100;
    const double h_101_011_030_000 = h_111_001_030_000 + ABy * h_101_001_030_000;
    const double h_101_011_020_010 = h_101_011_030_000 + CDy * h_101_011_020_000;
    const double h_101_011_020_110 = h_101_011_120_010 + CDx * h_101_011_020_010;
    const double h_101_011_021_000 = h_111_001_021_000 + ABy * h_101_001_021_000;
    const double h_101_011_020_001 = h_101_011_021_000 + CDz * h_101_011_020_000;
    const double h_101_011_020_101 = h_101_011_120_001 + CDx * h_101_011_020_001;
    const double h_101_011_040_000 = h_111_001_040_000 + ABy * h_101_001_040_000;
    const double h_101_011_030_010 = h_101_011_040_000 + CDy * h_101_011_030_000;
    const double h_101_011_020_020 = h_101_011_030_010 + CDy * h_101_011_020_010;
    const double h_101_011_031_000 = h_111_001_031_000 + ABy * h_101_001_031_000;
    const double h_101_011_030_001 = h_101_011_031_000 + CDz * h_101_011_030_000;
    const double h_101_011_020_011 = h_101_011_030_001 + CDy * h_101_011_020_001;
    const double h_101_011_022_000 = h_111_001_022_000 + ABy * h_101_001_022_000;
    const double h_101_011_021_001 = h_101_011_022_000 + CDz * h_101_011_021_000;
    const double h_101_011_020_002 = h_101_011_021_001 + CDz * h_101_011_020_001;
    const double h_101_011_111_100 = h_101_011_211_000 + CDx * h_101_011_111_000;
    const double h_101_011_011_000 = h_111_001_011_000 + ABy * h_101_001_011_000;
    const double h_101_011_011_100 = h_101_011_111_000 + CDx * h_101_011_011_000;
    const double h_101_011_011_200 = h_101_011_111_100 + CDx * h_101_011_011_100;
    const double h_101_011_011_010 = h_101_011_021_000 + CDy * h_101_011_011_000;
    const double h_101_011_011_110 = h_101_011_111_010 + CDx * h_101_011_011_010;
    const double h_101_011_012_000 = h_111_001_012_000 + ABy * h_101_001_012_000;
    const double h_101_011_011_001 = h_101_011_012_000 + CDz * h_101_011_011_000;
    const double h_101_011_011_101 = h_101_011_111_001 + CDx * h_101_011_011_001;
    const double h_101_011_021_010 = h_101_011_031_000 + CDy * h_101_011_021_000;
    const double h_101_011_011_020 = h_101_011_021_010 + CDy * h_101_011_011_010;
    const double h_101_011_011_011 = h_101_011_021_001 + CDy * h_101_011_011_001;
    const double h_101_011_013_000 = h_111_001_013_000 + ABy * h_101_001_013_000;
    const double h_101_011_012_001 = h_101_011_013_000 + CDz * h_101_011_012_000;
    const double h_101_011_011_002 = h_101_011_012_001 + CDz * h_101_011_011_001;
    const double h_101_011_102_100 = h_101_011_202_000 + CDx * h_101_011_102_000;
    const double h_101_011_002_000 = h_111_001_002_000 + ABy * h_101_001_002_000;
    const double h_101_011_002_100 = h_101_011_102_000 + CDx * h_101_011_002_000;
    const double h_101_011_002_200 = h_101_011_102_100 + CDx * h_101_011_002_100;
    const double h_101_011_102_010 = h_101_011_112_000 + CDy * h_101_011_102_000;
    const double h_101_011_002_010 = h_101_011_012_000 + CDy * h_101_011_002_000;
    const double h_101_011_002_110 = h_101_011_102_010 + CDx * h_101_011_002_010;
    const double h_101_011_003_000 = h_111_001_003_000 + ABy * h_101_001_003_000;
    const double h_101_011_002_001 = h_101_011_003_000 + CDz * h_101_011_002_000;
    const double h_101_011_002_101 = h_101_011_102_001 + CDx * h_101_011_002_001;
    const double h_101_011_012_010 = h_101_011_022_000 + CDy * h_101_011_012_000;
    const double h_101_011_002_020 = h_101_011_012_010 + CDy * h_101_011_002_010;
    const double h_101_011_002_011 = h_101_011_012_001 + CDy * h_101_011_002_001;
    const double h_101_011_004_000 = h_111_001_004_000 + ABy * h_101_001_004_000;
    const double h_101_011_003_001 = h_101_011_004_000 + CDz * h_101_011_003_000;
    const double h_101_011_002_002 = h_101_011_003_001 + CDz * h_101_011_002_001;
    const double h_102_001_400_000 = c_103_400 + ABz * c_102_400;
    const double h_101_002_400_000 = h_102_001_400_000 + ABz * h_101_001_400_000;
    const double h_102_001_300_000 = c_103_300 + ABz * c_102_300;
    const double h_101_002_300_000 = h_102_001_300_000 + ABz * h_101_001_300_000;
    const double h_101_002_300_100 = h_101_002_400_000 + CDx * h_101_002_300_000;
    const double h_102_001_200_000 = c_103_200 + ABz * c_102_200;
    const double h_101_002_200_000 = h_102_001_200_000 + ABz * h_101_001_200_000;
    const double h_101_002_200_100 = h_101_002_300_000 + CDx * h_101_002_200_000;
    const double h_101_002_200_200 = h_101_002_300_100 + CDx * h_101_002_200_100;
    const double h_102_001_310_000 = c_103_310 + ABz * c_102_310;
    const double h_101_002_310_000 = h_102_001_310_000 + ABz * h_101_001_310_000;
    const double h_101_002_300_010 = h_101_002_310_000 + CDy * h_101_002_300_000;
    const double h_102_001_210_000 = c_103_210 + ABz * c_102_210;
    const double h_101_002_210_000 = h_102_001_210_000 + ABz * h_101_001_210_000;
    const double h_101_002_200_010 = h_101_002_210_000 + CDy * h_101_002_200_000;
    const double h_101_002_200_110 = h_101_002_300_010 + CDx * h_101_002_200_010;
    const double h_102_001_301_000 = c_103_301 + ABz * c_102_301;
    const double h_101_002_301_000 = h_102_001_301_000 + ABz * h_101_001_301_000;
    const double h_101_002_300_001 = h_101_002_301_000 + CDz * h_101_002_300_000;
    const double h_102_001_201_000 = c_103_201 + ABz * c_102_201;
    const double h_101_002_201_000 = h_102_001_201_000 + ABz * h_101_001_201_000;
    const double h_101_002_200_001 = h_101_002_201_000 + CDz * h_101_002_200_000;
    const double h_101_002_200_101 = h_101_002_300_001 + CDx * h_101_002_200_001;
    const double h_102_001_220_000 = c_103_220 + ABz * c_102_220;
    const double h_101_002_220_000 = h_102_001_220_000 + ABz * h_101_001_220_000;
    const double h_101_002_210_010 = h_101_002_220_000 + CDy * h_101_002_210_000;
    const double h_101_002_200_020 = h_101_002_210_010 + CDy * h_101_002_200_010;
    const double h_102_001_211_000 = c_103_211 + ABz * c_102_211;
    const double h_101_002_211_000 = h_102_001_211_000 + ABz * h_101_001_211_000;
    const double h_101_002_210_001 = h_101_002_211_000 + CDz * h_101_002_210_000;
    const double h_101_002_200_011 = h_101_002_210_001 + CDy * h_101_002_200_001;
    const double h_102_001_202_000 = c_103_202 + ABz * c_102_202;
    const double h_101_002_202_000 = h_102_001_202_000 + ABz * h_101_001_202_000;
    const double h_101_002_201_001 = h_101_002_202_000 + CDz * h_101_002_201_000;
    const double h_101_002_200_002 = h_101_002_201_001 + CDz * h_101_002_200_001;
    const double h_101_002_210_100 = h_101_002_310_000 + CDx * h_101_002_210_000;
    const double h_102_001_110_000 = c_103_110 + ABz * c_102_110;
    const double h_101_002_110_000 = h_102_001_110_000 + ABz * h_101_001_110_000;
    const double h_101_002_110_100 = h_101_002_210_000 + CDx * h_101_002_110_000;
    const double h_101_002_110_200 = h_101_002_210_100 + CDx * h_101_002_110_100;
    const double h_102_001_120_000 = c_103_120 + ABz * c_102_120;
    const double h_101_002_120_000 = h_102_001_120_000 + ABz * h_101_001_120_000;
    const double h_101_002_110_010 = h_101_002_120_000 + CDy * h_101_002_110_000;
    const double h_101_002_110_110 = h_101_002_210_010 + CDx * h_101_002_110_010;
    const double h_102_001_111_000 = c_103_111 + ABz * c_102_111;
    const double h_101_002_111_000 = h_102_001_111_000 + ABz * h_101_001_111_000;
    const double h_101_002_110_001 = h_101_002_111_000 + CDz * h_101_002_110_000;
    const double h_101_002_110_101 = h_101_002_210_001 + CDx * h_101_002_110_001;
    const double h_102_001_130_000 = c_103_130 + ABz * c_102_130;
    const double h_101_002_130_000 = h_102_001_130_000 + ABz * h_101_001_130_000;
    const double h_101_002_120_010 = h_101_002_130_000 + CDy * h_101_002_120_000;
    const double h_101_002_110_020 = h_101_002_120_010 + CDy * h_101_002_110_010;
    const double h_102_001_121_000 = c_103_121 + ABz * c_102_121;
    const double h_101_002_121_000 = h_102_001_121_000 + ABz * h_101_001_121_000;
    const double h_101_002_120_001 = h_101_002_121_000 + CDz * h_101_002_120_000;
    const double h_101_002_110_011 = h_101_002_120_001 + CDy * h_101_002_110_001;
    const double h_102_001_112_000 = c_103_112 + ABz * c_102_112;
    const double h_101_002_112_000 = h_102_001_112_000 + ABz * h_101_001_112_000;
    const double h_101_002_111_001 = h_101_002_112_000 + CDz * h_101_002_111_000;
    const double h_101_002_110_002 = h_101_002_111_001 + CDz * h_101_002_110_001;
    const double h_101_002_201_100 = h_101_002_301_000 + CDx * h_101_002_201_000;
    const double h_102_001_101_000 = c_103_101 + ABz * c_102_101;
    const double h_101_002_101_000 = h_102_001_101_000 + ABz * h_101_001_101_000;
    const double h_101_002_101_100 = h_101_002_201_000 + CDx * h_101_002_101_000;
    const double h_101_002_101_200 = h_101_002_201_100 + CDx * h_101_002_101_100;
    const double h_101_002_201_010 = h_101_002_211_000 + CDy * h_101_002_201_000;
    const double h_101_002_101_010 = h_101_002_111_000 + CDy * h_101_002_101_000;
    const double h_101_002_101_110 = h_101_002_201_010 + CDx * h_101_002_101_010;
    const double h_102_001_102_000 = c_103_102 + ABz * c_102_102;
    const double h_101_002_102_000 = h_102_001_102_000 + ABz * h_101_001_102_000;
    const double h_101_002_101_001 = h_101_002_102_000 + CDz * h_101_002_101_000;
    const double h_101_002_101_101 = h_101_002_201_001 + CDx * h_101_002_101_001;
    const double h_101_002_111_010 = h_101_002_121_000 + CDy * h_101_002_111_000;
    const double h_101_002_101_020 = h_101_002_111_010 + CDy * h_101_002_101_010;
    const double h_101_002_101_011 = h_101_002_111_001 + CDy * h_101_002_101_001;
    const double h_102_001_103_000 = c_103_103 + ABz * c_102_103;
    const double h_101_002_103_000 = h_102_001_103_000 + ABz * h_101_001_103_000;
    const double h_101_002_102_001 = h_101_002_103_000 + CDz * h_101_002_102_000;
    const double h_101_002_101_002 = h_101_002_102_001 + CDz * h_101_002_101_001;
    const double h_101_002_120_100 = h_101_002_220_000 + CDx * h_101_002_120_000;
    const double h_102_001_020_000 = c_103_020 + ABz * c_102_020;
    const double h_101_002_020_000 = h_102_001_020_000 + ABz * h_101_001_020_000;
    const double h_101_002_020_100 = h_101_002_120_000 + CDx * h_101_002_020_000;
    const double h_101_002_020_200 = h_101_002_120_100 + CDx * h_101_002_020_100;
    const double h_102_001_030_000 = c_103_030 + ABz * c_102_030;
    const double h_101_002_030_000 = h_102_001_030_000 + ABz * h_101_001_030_000;
    const double h_101_002_020_010 = h_101_002_030_000 + CDy * h_101_002_020_000;
    const double h_101_002_020_110 = h_101_002_120_010 + CDx * h_101_002_020_010;
    const double h_102_001_021_000 = c_103_021 + ABz * c_102_021;
    const double h_101_002_021_000 = h_102_001_021_000 + ABz * h_101_001_021_000;
    const double h_101_002_020_001 = h_101_002_021_000 + CDz * h_101_002_020_000;
    const double h_101_002_020_101 = h_101_002_120_001 + CDx * h_101_002_020_001;
    const double h_102_001_040_000 = c_103_040 + ABz * c_102_040;
    const double h_101_002_040_000 = h_102_001_040_000 + ABz * h_101_001_040_000;
    const double h_101_002_030_010 = h_101_002_040_000 + CDy * h_101_002_030_000;
    const double h_101_002_020_020 = h_101_002_030_010 + CDy * h_101_002_020_010;
    const double h_102_001_031_000 = c_103_031 + ABz * c_102_031;
    const double h_101_002_031_000 = h_102_001_031_000 + ABz * h_101_001_031_000;
    const double h_101_002_030_001 = h_101_002_031_000 + CDz * h_101_002_030_000;
    const double h_101_002_020_011 = h_101_002_030_001 + CDy * h_101_002_020_001;
    const double h_102_001_022_000 = c_103_022 + ABz * c_102_022;
    const double h_101_002_022_000 = h_102_001_022_000 + ABz * h_101_001_022_000;
    const double h_101_002_021_001 = h_101_002_022_000 + CDz * h_101_002_021_000;
    const double h_101_002_020_002 = h_101_002_021_001 + CDz * h_101_002_020_001;
    const double h_101_002_111_100 = h_101_002_211_000 + CDx * h_101_002_111_000;
    const double h_102_001_011_000 = c_103_011 + ABz * c_102_011;
    const double h_101_002_011_000 = h_102_001_011_000 + ABz * h_101_001_011_000;
    const double h_101_002_011_100 = h_101_002_111_000 + CDx * h_101_002_011_000;
    const double h_101_002_011_200 = h_101_002_111_100 + CDx * h_101_002_011_100;
    const double h_101_002_011_010 = h_101_002_021_000 + CDy * h_101_002_011_000;
    const double h_101_002_011_110 = h_101_002_111_010 + CDx * h_101_002_011_010;
    const double h_102_001_012_000 = c_103_012 + ABz * c_102_012;
    const double h_101_002_012_000 = h_102_001_012_000 + ABz * h_101_001_012_000;
    const double h_101_002_011_001 = h_101_002_012_000 + CDz * h_101_002_011_000;
    const double h_101_002_011_101 = h_101_002_111_001 + CDx * h_101_002_011_001;
    const double h_101_002_021_010 = h_101_002_031_000 + CDy * h_101_002_021_000;
    const double h_101_002_011_020 = h_101_002_021_010 + CDy * h_101_002_011_010;
    const double h_101_002_011_011 = h_101_002_021_001 + CDy * h_101_002_011_001;
    const double h_102_001_013_000 = c_103_013 + ABz * c_102_013;
    const double h_101_002_013_000 = h_102_001_013_000 + ABz * h_101_001_013_000;
    const double h_101_002_012_001 = h_101_002_013_000 + CDz * h_101_002_012_000;
    const double h_101_002_011_002 = h_101_002_012_001 + CDz * h_101_002_011_001;
    const double h_101_002_102_100 = h_101_002_202_000 + CDx * h_101_002_102_000;
    const double h_102_001_002_000 = c_103_002 + ABz * c_102_002;
    const double h_101_002_002_000 = h_102_001_002_000 + ABz * h_101_001_002_000;
    const double h_101_002_002_100 = h_101_002_102_000 + CDx * h_101_002_002_000;
    const double h_101_002_002_200 = h_101_002_102_100 + CDx * h_101_002_002_100;
    const double h_101_002_102_010 = h_101_002_112_000 + CDy * h_101_002_102_000;
    const double h_101_002_002_010 = h_101_002_012_000 + CDy * h_101_002_002_000;
    const double h_101_002_002_110 = h_101_002_102_010 + CDx * h_101_002_002_010;
    const double h_102_001_003_000 = c_103_003 + ABz * c_102_003;
    const double h_101_002_003_000 = h_102_001_003_000 + ABz * h_101_001_003_000;
    const double h_101_002_002_001 = h_101_002_003_000 + CDz * h_101_002_002_000;
    const double h_101_002_002_101 = h_101_002_102_001 + CDx * h_101_002_002_001;
    const double h_101_002_012_010 = h_101_002_022_000 + CDy * h_101_002_012_000;
    const double h_101_002_002_020 = h_101_002_012_010 + CDy * h_101_002_002_010;
    const double h_101_002_002_011 = h_101_002_012_001 + CDy * h_101_002_002_001;
    const double h_102_001_004_000 = c_103_004 + ABz * c_102_004;
    const double h_101_002_004_000 = h_102_001_004_000 + ABz * h_101_001_004_000;
    const double h_101_002_003_001 = h_101_002_004_000 + CDz * h_101_002_003_000;
    const double h_101_002_002_002 = h_101_002_003_001 + CDz * h_101_002_002_001;
    const double h_120_100_400_000 = c_220_400 + ABx * c_120_400;
    const double h_020_100_400_000 = c_120_400 + ABx * c_020_400;
    const double h_020_200_400_000 = h_120_100_400_000 + ABx * h_020_100_400_000;
    const double h_120_100_300_000 = c_220_300 + ABx * c_120_300;
    const double h_020_100_300_000 = c_120_300 + ABx * c_020_300;
    const double h_020_200_300_000 = h_120_100_300_000 + ABx * h_020_100_300_000;
    const double h_020_200_300_100 = h_020_200_400_000 + CDx * h_020_200_300_000;
    const double h_120_100_200_000 = c_220_200 + ABx * c_120_200;
    const double h_020_100_200_000 = c_120_200 + ABx * c_020_200;
    const double h_020_200_200_000 = h_120_100_200_000 + ABx * h_020_100_200_000;
    const double h_020_200_200_100 = h_020_200_300_000 + CDx * h_020_200_200_000;
    const double h_020_200_200_200 = h_020_200_300_100 + CDx * h_020_200_200_100;
    const double h_120_100_310_000 = c_220_310 + ABx * c_120_310;
    const double h_020_100_310_000 = c_120_310 + ABx * c_020_310;
    const double h_020_200_310_000 = h_120_100_310_000 + ABx * h_020_100_310_000;
    const double h_020_200_300_010 = h_020_200_310_000 + CDy * h_020_200_300_000;
    const double h_120_100_210_000 = c_220_210 + ABx * c_120_210;
    const double h_020_100_210_000 = c_120_210 + ABx * c_020_210;
    const double h_020_200_210_000 = h_120_100_210_000 + ABx * h_020_100_210_000;
    const double h_020_200_200_010 = h_020_200_210_000 + CDy * h_020_200_200_000;
    const double h_020_200_200_110 = h_020_200_300_010 + CDx * h_020_200_200_010;
    const double h_120_100_301_000 = c_220_301 + ABx * c_120_301;
    const double h_020_100_301_000 = c_120_301 + ABx * c_020_301;
    const double h_020_200_301_000 = h_120_100_301_000 + ABx * h_020_100_301_000;
    const double h_020_200_300_001 = h_020_200_301_000 + CDz * h_020_200_300_000;
    const double h_120_100_201_000 = c_220_201 + ABx * c_120_201;
    const double h_020_100_201_000 = c_120_201 + ABx * c_020_201;
    const double h_020_200_201_000 = h_120_100_201_000 + ABx * h_020_100_201_000;
    const double h_020_200_200_001 = h_020_200_201_000 + CDz * h_020_200_200_000;
    const double h_020_200_200_101 = h_020_200_300_001 + CDx * h_020_200_200_001;
    const double h_120_100_220_000 = c_220_220 + ABx * c_120_220;
    const double h_020_100_220_000 = c_120_220 + ABx * c_020_220;
    const double h_020_200_220_000 = h_120_100_220_000 + ABx * h_020_100_220_000;
    const double h_020_200_210_010 = h_020_200_220_000 + CDy * h_020_200_210_000;
    const double h_020_200_200_020 = h_020_200_210_010 + CDy * h_020_200_200_010;
    const double h_120_100_211_000 = c_220_211 + ABx * c_120_211;
    const double h_020_100_211_000 = c_120_211 + ABx * c_020_211;
    const double h_020_200_211_000 = h_120_100_211_000 + ABx * h_020_100_211_000;
    const double h_020_200_210_001 = h_020_200_211_000 + CDz * h_020_200_210_000;
    const double h_020_200_200_011 = h_020_200_210_001 + CDy * h_020_200_200_001;
    const double h_120_100_202_000 = c_220_202 + ABx * c_120_202;
    const double h_020_100_202_000 = c_120_202 + ABx * c_020_202;
    const double h_020_200_202_000 = h_120_100_202_000 + ABx * h_020_100_202_000;
    const double h_020_200_201_001 = h_020_200_202_000 + CDz * h_020_200_201_000;
    const double h_020_200_200_002 = h_020_200_201_001 + CDz * h_020_200_200_001;
    const double h_020_200_210_100 = h_020_200_310_000 + CDx * h_020_200_210_000;
    const double h_120_100_110_000 = c_220_110 + ABx * c_120_110;
    const double h_020_100_110_000 = c_120_110 + ABx * c_020_110;
    const double h_020_200_110_000 = h_120_100_110_000 + ABx * h_020_100_110_000;
    const double h_020_200_110_100 = h_020_200_210_000 + CDx * h_020_200_110_000;
    const double h_020_200_110_200 = h_020_200_210_100 + CDx * h_020_200_110_100;
    const double h_120_100_120_000 = c_220_120 + ABx * c_120_120;
    const double h_020_100_120_000 = c_120_120 + ABx * c_020_120;
    const double h_020_200_120_000 = h_120_100_120_000 + ABx * h_020_100_120_000;
    const double h_020_200_110_010 = h_020_200_120_000 + CDy * h_020_200_110_000;
    const double h_020_200_110_110 = h_020_200_210_010 + CDx * h_020_200_110_010;
    const double h_120_100_111_000 = c_220_111 + ABx * c_120_111;
    const double h_020_100_111_000 = c_120_111 + ABx * c_020_111;
    const double h_020_200_111_000 = h_120_100_111_000 + ABx * h_020_100_111_000;
    const double h_020_200_110_001 = h_020_200_111_000 + CDz * h_020_200_110_000;
    const double h_020_200_110_101 = h_020_200_210_001 + CDx * h_020_200_110_001;
    const double h_120_100_130_000 = c_220_130 + ABx * c_120_130;
    const double h_020_100_130_000 = c_120_130 + ABx * c_020_130;
    const double h_020_200_130_000 = h_120_100_130_000 + ABx * h_020_100_130_000;
    const double h_020_200_120_010 = h_020_200_130_000 + CDy * h_020_200_120_000;
    const double h_020_200_110_020 = h_020_200_120_010 + CDy * h_020_200_110_010;
    const double h_120_100_121_000 = c_220_121 + ABx * c_120_121;
    const double h_020_100_121_000 = c_120_121 + ABx * c_020_121;
    const double h_020_200_121_000 = h_120_100_121_000 + ABx * h_020_100_121_000;
    const double h_020_200_120_001 = h_020_200_121_000 + CDz * h_020_200_120_000;
    const double h_020_200_110_011 = h_020_200_120_001 + CDy * h_020_200_110_001;
    const double h_120_100_112_000 = c_220_112 + ABx * c_120_112;
    const double h_020_100_112_000 = c_120_112 + ABx * c_020_112;
    const double h_020_200_112_000 = h_120_100_112_000 + ABx * h_020_100_112_000;
    const double h_020_200_111_001 = h_020_200_112_000 + CDz * h_020_200_111_000;
    const double h_020_200_110_002 = h_020_200_111_001 + CDz * h_020_200_110_001;
    const double h_020_200_201_100 = h_020_200_301_000 + CDx * h_020_200_201_000;
    const double h_120_100_101_000 = c_220_101 + ABx * c_120_101;
    const double h_020_100_101_000 = c_120_101 + ABx * c_020_101;
    const double h_020_200_101_000 = h_120_100_101_000 + ABx * h_020_100_101_000;
    const double h_020_200_101_100 = h_020_200_201_000 + CDx * h_020_200_101_000;
    const double h_020_200_101_200 = h_020_200_201_100 + CDx * h_020_200_101_100;
    const double h_020_200_201_010 = h_020_200_211_000 + CDy * h_020_200_201_000;
    const double h_020_200_101_010 = h_020_200_111_000 + CDy * h_020_200_101_000;
    const double h_020_200_101_110 = h_020_200_201_010 + CDx * h_020_200_101_010;
    const double h_120_100_102_000 = c_220_102 + ABx * c_120_102;
    const double h_020_100_102_000 = c_120_102 + ABx * c_020_102;
    const double h_020_200_102_000 = h_120_100_102_000 + ABx * h_020_100_102_000;
    const double h_020_200_101_001 = h_020_200_102_000 + CDz * h_020_200_101_000;
    const double h_020_200_101_101 = h_020_200_201_001 + CDx * h_020_200_101_001;
    const double h_020_200_111_010 = h_020_200_121_000 + CDy * h_020_200_111_000;
    const double h_020_200_101_020 = h_020_200_111_010 + CDy * h_020_200_101_010;
    const double h_020_200_101_011 = h_020_200_111_001 + CDy * h_020_200_101_001;
    const double h_120_100_103_000 = c_220_103 + ABx * c_120_103;
    const double h_020_100_103_000 = c_120_103 + ABx * c_020_103;
    const double h_020_200_103_000 = h_120_100_103_000 + ABx * h_020_100_103_000;
    const double h_020_200_102_001 = h_020_200_103_000 + CDz * h_020_200_102_000;
    const double h_020_200_101_002 = h_020_200_102_001 + CDz * h_020_200_101_001;
    const double h_020_200_120_100 = h_020_200_220_000 + CDx * h_020_200_120_000;
    const double h_120_100_020_000 = c_220_020 + ABx * c_120_020;
    const double h_020_100_020_000 = c_120_020 + ABx * c_020_020;
    const double h_020_200_020_000 = h_120_100_020_000 + ABx * h_020_100_020_000;
    const double h_020_200_020_100 = h_020_200_120_000 + CDx * h_020_200_020_000;
    const double h_020_200_020_200 = h_020_200_120_100 + CDx * h_020_200_020_100;
    const double h_120_100_030_000 = c_220_030 + ABx * c_120_030;
    const double h_020_100_030_000 = c_120_030 + ABx * c_020_030;
    const double h_020_200_030_000 = h_120_100_030_000 + ABx * h_020_100_030_000;
    const double h_020_200_020_010 = h_020_200_030_000 + CDy * h_020_200_020_000;
    const double h_020_200_020_110 = h_020_200_120_010 + CDx * h_020_200_020_010;
    const double h_120_100_021_000 = c_220_021 + ABx * c_120_021;
    const double h_020_100_021_000 = c_120_021 + ABx * c_020_021;
    const double h_020_200_021_000 = h_120_100_021_000 + ABx * h_020_100_021_000;
    const double h_020_200_020_001 = h_020_200_021_000 + CDz * h_020_200_020_000;
    const double h_020_200_020_101 = h_020_200_120_001 + CDx * h_020_200_020_001;
    const double h_120_100_040_000 = c_220_040 + ABx * c_120_040;
    const double h_020_100_040_000 = c_120_040 + ABx * c_020_040;
    const double h_020_200_040_000 = h_120_100_040_000 + ABx * h_020_100_040_000;
    const double h_020_200_030_010 = h_020_200_040_000 + CDy * h_020_200_030_000;
    const double h_020_200_020_020 = h_020_200_030_010 + CDy * h_020_200_020_010;
    const double h_120_100_031_000 = c_220_031 + ABx * c_120_031;
    const double h_020_100_031_000 = c_120_031 + ABx * c_020_031;
    const double h_020_200_031_000 = h_120_100_031_000 + ABx * h_020_100_031_000;
    const double h_020_200_030_001 = h_020_200_031_000 + CDz * h_020_200_030_000;
    const double h_020_200_020_011 = h_020_200_030_001 + CDy * h_020_200_020_001;
    const double h_120_100_022_000 = c_220_022 + ABx * c_120_022;
    const double h_020_100_022_000 = c_120_022 + ABx * c_020_022;
    const double h_020_200_022_000 = h_120_100_022_000 + ABx * h_020_100_022_000;
    const double h_020_200_021_001 = h_020_200_022_000 + CDz * h_020_200_021_000;
    const double h_020_200_020_002 = h_020_200_021_001 + CDz * h_020_200_020_001;
    const double h_020_200_111_100 = h_020_200_211_000 + CDx * h_020_200_111_000;
    const double h_120_100_011_000 = c_220_011 + ABx * c_120_011;
    const double h_020_100_011_000 = c_120_011 + ABx * c_020_011;
    const double h_020_200_011_000 = h_120_100_011_000 + ABx * h_020_100_011_000;
    const double h_020_200_011_100 = h_020_200_111_000 + CDx * h_020_200_011_000;
    const double h_020_200_011_200 = h_020_200_111_100 + CDx * h_020_200_011_100;
    const double h_020_200_011_010 = h_020_200_021_000 + CDy * h_020_200_011_000;
    const double h_020_200_011_110 = h_020_200_111_010 + CDx * h_020_200_011_010;
    const double h_120_100_012_000 = c_220_012 + ABx * c_120_012;
    const double h_020_100_012_000 = c_120_012 + ABx * c_020_012;
    const double h_020_200_012_000 = h_120_100_012_000 + ABx * h_020_100_012_000;
    const double h_020_200_011_001 = h_020_200_012_000 + CDz * h_020_200_011_000;
    const double h_020_200_011_101 = h_020_200_111_001 + CDx * h_020_200_011_001;
    const double h_020_200_021_010 = h_020_200_031_000 + CDy * h_020_200_021_000;
    const double h_020_200_011_020 = h_020_200_021_010 + CDy * h_020_200_011_010;
    const double h_020_200_011_011 = h_020_200_021_001 + CDy * h_020_200_011_001;
    const double h_120_100_013_000 = c_220_013 + ABx * c_120_013;
    const double h_020_100_013_000 = c_120_013 + ABx * c_020_013;
    const double h_020_200_013_000 = h_120_100_013_000 + ABx * h_020_100_013_000;
    const double h_020_200_012_001 = h_020_200_013_000 + CDz * h_020_200_012_000;
    const double h_020_200_011_002 = h_020_200_012_001 + CDz * h_020_200_011_001;
    const double h_020_200_102_100 = h_020_200_202_000 + CDx * h_020_200_102_000;
    const double h_120_100_002_000 = c_220_002 + ABx * c_120_002;
    const double h_020_100_002_000 = c_120_002 + ABx * c_020_002;
    const double h_020_200_002_000 = h_120_100_002_000 + ABx * h_020_100_002_000;
    const double h_020_200_002_100 = h_020_200_102_000 + CDx * h_020_200_002_000;
    const double h_020_200_002_200 = h_020_200_102_100 + CDx * h_020_200_002_100;
    const double h_020_200_102_010 = h_020_200_112_000 + CDy * h_020_200_102_000;
    const double h_020_200_002_010 = h_020_200_012_000 + CDy * h_020_200_002_000;
    const double h_020_200_002_110 = h_020_200_102_010 + CDx * h_020_200_002_010;
    const double h_120_100_003_000 = c_220_003 + ABx * c_120_003;
    const double h_020_100_003_000 = c_120_003 + ABx * c_020_003;
    const double h_020_200_003_000 = h_120_100_003_000 + ABx * h_020_100_003_000;
    const double h_020_200_002_001 = h_020_200_003_000 + CDz * h_020_200_002_000;
    const double h_020_200_002_101 = h_020_200_102_001 + CDx * h_020_200_002_001;
    const double h_020_200_012_010 = h_020_200_022_000 + CDy * h_020_200_012_000;
    const double h_020_200_002_020 = h_020_200_012_010 + CDy * h_020_200_002_010;
    const double h_020_200_002_011 = h_020_200_012_001 + CDy * h_020_200_002_001;
    const double h_120_100_004_000 = c_220_004 + ABx * c_120_004;
    const double h_020_100_004_000 = c_120_004 + ABx * c_020_004;
    const double h_020_200_004_000 = h_120_100_004_000 + ABx * h_020_100_004_000;
    const double h_020_200_003_001 = h_020_200_004_000 + CDz * h_020_200_003_000;
    const double h_020_200_002_002 = h_020_200_003_001 + CDz * h_020_200_002_001;
    const double h_020_010_400_000 = c_030_400 + ABy * c_020_400;
    const double h_020_110_400_000 = h_120_010_400_000 + ABx * h_020_010_400_000;
    const double h_020_010_300_000 = c_030_300 + ABy * c_020_300;
    const double h_020_110_300_000 = h_120_010_300_000 + ABx * h_020_010_300_000;
    const double h_020_110_300_100 = h_020_110_400_000 + CDx * h_020_110_300_000;
    const double h_020_010_200_000 = c_030_200 + ABy * c_020_200;
    const double h_020_110_200_000 = h_120_010_200_000 + ABx * h_020_010_200_000;
    const double h_020_110_200_100 = h_020_110_300_000 + CDx * h_020_110_200_000;
    const double h_020_110_200_200 = h_020_110_300_100 + CDx * h_020_110_200_100;
    const double h_020_010_310_000 = c_030_310 + ABy * c_020_310;
    const double h_020_110_310_000 = h_120_010_310_000 + ABx * h_020_010_310_000;
    const double h_020_110_300_010 = h_020_110_310_000 + CDy * h_020_110_300_000;
    const double h_020_010_210_000 = c_030_210 + ABy * c_020_210;
    const double h_020_110_210_000 = h_120_010_210_000 + ABx * h_020_010_210_000;
    const double h_020_110_200_010 = h_020_110_210_000 + CDy * h_020_110_200_000;
    const double h_020_110_200_110 = h_020_110_300_010 + CDx * h_020_110_200_010;
    const double h_020_010_301_000 = c_030_301 + ABy * c_020_301;
    const double h_020_110_301_000 = h_120_010_301_000 + ABx * h_020_010_301_000;
    const double h_020_110_300_001 = h_020_110_301_000 + CDz * h_020_110_300_000;
    const double h_020_010_201_000 = c_030_201 + ABy * c_020_201;
    const double h_020_110_201_000 = h_120_010_201_000 + ABx * h_020_010_201_000;
    const double h_020_110_200_001 = h_020_110_201_000 + CDz * h_020_110_200_000;
    const double h_020_110_200_101 = h_020_110_300_001 + CDx * h_020_110_200_001;
    const double h_020_010_220_000 = c_030_220 + ABy * c_020_220;
    const double h_020_110_220_000 = h_120_010_220_000 + ABx * h_020_010_220_000;
    const double h_020_110_210_010 = h_020_110_220_000 + CDy * h_020_110_210_000;
    const double h_020_110_200_020 = h_020_110_210_010 + CDy * h_020_110_200_010;
    const double h_020_010_211_000 = c_030_211 + ABy * c_020_211;
    const double h_020_110_211_000 = h_120_010_211_000 + ABx * h_020_010_211_000;
    const double h_020_110_210_001 = h_020_110_211_000 + CDz * h_020_110_210_000;
    const double h_020_110_200_011 = h_020_110_210_001 + CDy * h_020_110_200_001;
    const double h_020_010_202_000 = c_030_202 + ABy * c_020_202;
    const double h_020_110_202_000 = h_120_010_202_000 + ABx * h_020_010_202_000;
    const double h_020_110_201_001 = h_020_110_202_000 + CDz * h_020_110_201_000;
    const double h_020_110_200_002 = h_020_110_201_001 + CDz * h_020_110_200_001;
    const double h_020_110_210_100 = h_020_110_310_000 + CDx * h_020_110_210_000;
    const double h_020_010_110_000 = c_030_110 + ABy * c_020_110;
    const double h_020_110_110_000 = h_120_010_110_000 + ABx * h_020_010_110_000;
    const double h_020_110_110_100 = h_020_110_210_000 + CDx * h_020_110_110_000;
    const double h_020_110_110_200 = h_020_110_210_100 + CDx * h_020_110_110_100;
    const double h_020_010_120_000 = c_030_120 + ABy * c_020_120;
    const double h_020_110_120_000 = h_120_010_120_000 + ABx * h_020_010_120_000;
    const double h_020_110_110_010 = h_020_110_120_000 + CDy * h_020_110_110_000;
    const double h_020_110_110_110 = h_020_110_210_010 + CDx * h_020_110_110_010;
    const double h_020_010_111_000 = c_030_111 + ABy * c_020_111;
    const double h_020_110_111_000 = h_120_010_111_000 + ABx * h_020_010_111_000;
    const double h_020_110_110_001 = h_020_110_111_000 + CDz * h_020_110_110_000;
    const double h_020_110_110_101 = h_020_110_210_001 + CDx * h_020_110_110_001;
    const double h_020_010_130_000 = c_030_130 + ABy * c_020_130;
    const double h_020_110_130_000 = h_120_010_130_000 + ABx * h_020_010_130_000;
    const double h_020_110_120_010 = h_020_110_130_000 + CDy * h_020_110_120_000;
    const double h_020_110_110_020 = h_020_110_120_010 + CDy * h_020_110_110_010;
    const double h_020_010_121_000 = c_030_121 + ABy * c_020_121;
    const double h_020_110_121_000 = h_120_010_121_000 + ABx * h_020_010_121_000;
    const double h_020_110_120_001 = h_020_110_121_000 + CDz * h_020_110_120_000;
    const double h_020_110_110_011 = h_020_110_120_001 + CDy * h_020_110_110_001;
    const double h_020_010_112_000 = c_030_112 + ABy * c_020_112;
    const double h_020_110_112_000 = h_120_010_112_000 + ABx * h_020_010_112_000;
    const double h_020_110_111_001 = h_020_110_112_000 + CDz * h_020_110_111_000;
    const double h_020_110_110_002 = h_020_110_111_001 + CDz * h_020_110_110_001;
    const double h_020_110_201_100 = h_020_110_301_000 + CDx * h_020_110_201_000;
    const double h_020_010_101_000 = c_030_101 + ABy * c_020_101;
    const double h_020_110_101_000 = h_120_010_101_000 + ABx * h_020_010_101_000;
    const double h_020_110_101_100 = h_020_110_201_000 + CDx * h_020_110_101_000;
    const double h_020_110_101_200 = h_020_110_201_100 + CDx * h_020_110_101_100;
    const double h_020_110_201_010 = h_020_110_211_000 + CDy * h_020_110_201_000;
    const double h_020_110_101_010 = h_020_110_111_000 + CDy * h_020_110_101_000;
    const double h_020_110_101_110 = h_020_110_201_010 + CDx * h_020_110_101_010;
    const double h_020_010_102_000 = c_030_102 + ABy * c_020_102;
    const double h_020_110_102_000 = h_120_010_102_000 + ABx * h_020_010_102_000;
    const double h_020_110_101_001 = h_020_110_102_000 + CDz * h_020_110_101_000;
    const double h_020_110_101_101 = h_020_110_201_001 + CDx * h_020_110_101_001;
    const double h_020_110_111_010 = h_020_110_121_000 + CDy * h_020_110_111_000;
    const double h_020_110_101_020 = h_020_110_111_010 + CDy * h_020_110_101_010;
    const double h_020_110_101_011 = h_020_110_111_001 + CDy * h_020_110_101_001;
    const double h_020_010_103_000 = c_030_103 + ABy * c_020_103;
    const double h_020_110_103_000 = h_120_010_103_000 + ABx * h_020_010_103_000;
    const double h_020_110_102_001 = h_020_110_103_000 + CDz * h_020_110_102_000;
    const double h_020_110_101_002 = h_020_110_102_001 + CDz * h_020_110_101_001;
    const double h_020_110_120_100 = h_020_110_220_000 + CDx * h_020_110_120_000;
    const double h_020_010_020_000 = c_030_020 + ABy * c_020_020;
    const double h_020_110_020_000 = h_120_010_020_000 + ABx * h_020_010_020_000;
    const double h_020_110_020_100 = h_020_110_120_000 + CDx * h_020_110_020_000;
    const double h_020_110_020_200 = h_020_110_120_100 + CDx * h_020_110_020_100;
    const double h_020_010_030_000 = c_030_030 + ABy * c_020_030;
    const double h_020_110_030_000 = h_120_010_030_000 + ABx * h_020_010_030_000;
    const double h_020_110_020_010 = h_020_110_030_000 + CDy * h_020_110_020_000;
    const double h_020_110_020_110 = h_020_110_120_010 + CDx * h_020_110_020_010;
    const double h_020_010_021_000 = c_030_021 + ABy * c_020_021;
    const double h_020_110_021_000 = h_120_010_021_000 + ABx * h_020_010_021_000;
    const double h_020_110_020_001 = h_020_110_021_000 + CDz * h_020_110_020_000;
    const double h_020_110_020_101 = h_020_110_120_001 + CDx * h_020_110_020_001;
    const double h_020_010_040_000 = c_030_040 + ABy * c_020_040;
    const double h_020_110_040_000 = h_120_010_040_000 + ABx * h_020_010_040_000;
    const double h_020_110_030_010 = h_020_110_040_000 + CDy * h_020_110_030_000;
    const double h_020_110_020_020 = h_020_110_030_010 + CDy * h_020_110_020_010;
    const double h_020_010_031_000 = c_030_031 + ABy * c_020_031;
    const double h_020_110_031_000 = h_120_010_031_000 + ABx * h_020_010_031_000;
    const double h_020_110_030_001 = h_020_110_031_000 + CDz * h_020_110_030_000;
    const double h_020_110_020_011 = h_020_110_030_001 + CDy * h_020_110_020_001;
    const double h_020_010_022_000 = c_030_022 + ABy * c_020_022;
    const double h_020_110_022_000 = h_120_010_022_000 + ABx * h_020_010_022_000;
    const double h_020_110_021_001 = h_020_110_022_000 + CDz * h_020_110_021_000;
    const double h_020_110_020_002 = h_020_110_021_001 + CDz * h_020_110_020_001;
    const double h_020_110_111_100 = h_020_110_211_000 + CDx * h_020_110_111_000;
    const double h_020_010_011_000 = c_030_011 + ABy * c_020_011;
    const double h_020_110_011_000 = h_120_010_011_000 + ABx * h_020_010_011_000;
    const double h_020_110_011_100 = h_020_110_111_000 + CDx * h_020_110_011_000;
    const double h_020_110_011_200 = h_020_110_111_100 + CDx * h_020_110_011_100;
    const double h_020_110_011_010 = h_020_110_021_000 + CDy * h_020_110_011_000;
    const double h_020_110_011_110 = h_020_110_111_010 + CDx * h_020_110_011_010;
    const double h_020_010_012_000 = c_030_012 + ABy * c_020_012;
    const double h_020_110_012_000 = h_120_010_012_000 + ABx * h_020_010_012_000;
    const double h_020_110_011_001 = h_020_110_012_000 + CDz * h_020_110_011_000;
    const double h_020_110_011_101 = h_020_110_111_001 + CDx * h_020_110_011_001;
    const double h_020_110_021_010 = h_020_110_031_000 + CDy * h_020_110_021_000;
    const double h_020_110_011_020 = h_020_110_021_010 + CDy * h_020_110_011_010;
    const double h_020_110_011_011 = h_020_110_021_001 + CDy * h_020_110_011_001;
    const double h_020_010_013_000 = c_030_013 + ABy * c_020_013;
    const double h_020_110_013_000 = h_120_010_013_000 + ABx * h_020_010_013_000;
    const double h_020_110_012_001 = h_020_110_013_000 + CDz * h_020_110_012_000;
    const double h_020_110_011_002 = h_020_110_012_001 + CDz * h_020_110_011_001;
    const double h_020_110_102_100 = h_020_110_202_000 + CDx * h_020_110_102_000;
    const double h_020_010_002_000 = c_030_002 + ABy * c_020_002;
    const double h_020_110_002_000 = h_120_010_002_000 + ABx * h_020_010_002_000;
    const double h_020_110_002_100 = h_020_110_102_000 + CDx * h_020_110_002_000;
    const double h_020_110_002_200 = h_020_110_102_100 + CDx * h_020_110_002_100;
    const double h_020_110_102_010 = h_020_110_112_000 + CDy * h_020_110_102_000;
    const double h_020_110_002_010 = h_020_110_012_000 + CDy * h_020_110_002_000;
    const double h_020_110_002_110 = h_020_110_102_010 + CDx * h_020_110_002_010;
    const double h_020_010_003_000 = c_030_003 + ABy * c_020_003;
    const double h_020_110_003_000 = h_120_010_003_000 + ABx * h_020_010_003_000;
    const double h_020_110_002_001 = h_020_110_003_000 + CDz * h_020_110_002_000;
    const double h_020_110_002_101 = h_020_110_102_001 + CDx * h_020_110_002_001;
    const double h_020_110_012_010 = h_020_110_022_000 + CDy * h_020_110_012_000;
    const double h_020_110_002_020 = h_020_110_012_010 + CDy * h_020_110_002_010;
    const double h_020_110_002_011 = h_020_110_012_001 + CDy * h_020_110_002_001;
    const double h_020_010_004_000 = c_030_004 + ABy * c_020_004;
    const double h_020_110_004_000 = h_120_010_004_000 + ABx * h_020_010_004_000;
    const double h_020_110_003_001 = h_020_110_004_000 + CDz * h_020_110_003_000;
    const double h_020_110_002_002 = h_020_110_003_001 + CDz * h_020_110_002_001;
    const double h_020_001_400_000 = c_021_400 + ABz * c_020_400;
    const double h_020_101_400_000 = h_120_001_400_000 + ABx * h_020_001_400_000;
    const double h_020_001_300_000 = c_021_300 + ABz * c_020_300;
    const double h_020_101_300_000 = h_120_001_300_000 + ABx * h_020_001_300_000;
    const double h_020_101_300_100 = h_020_101_400_000 + CDx * h_020_101_300_000;
    const double h_020_001_200_000 = c_021_200 + ABz * c_020_200;
    const double h_020_101_200_000 = h_120_001_200_000 + ABx * h_020_001_200_000;
    const double h_020_101_200_100 = h_020_101_300_000 + CDx * h_020_101_200_000;
    const double h_020_101_200_200 = h_020_101_300_100 + CDx * h_020_101_200_100;
    const double h_020_001_310_000 = c_021_310 + ABz * c_020_310;
    const double h_020_101_310_000 = h_120_001_310_000 + ABx * h_020_001_310_000;
    const double h_020_101_300_010 = h_020_101_310_000 + CDy * h_020_101_300_000;
    const double h_020_001_210_000 = c_021_210 + ABz * c_020_210;
    const double h_020_101_210_000 = h_120_001_210_000 + ABx * h_020_001_210_000;
    const double h_020_101_200_010 = h_020_101_210_000 + CDy * h_020_101_200_000;
    const double h_020_101_200_110 = h_020_101_300_010 + CDx * h_020_101_200_010;
    const double h_020_001_301_000 = c_021_301 + ABz * c_020_301;
    const double h_020_101_301_000 = h_120_001_301_000 + ABx * h_020_001_301_000;
    const double h_020_101_300_001 = h_020_101_301_000 + CDz * h_020_101_300_000;
    const double h_020_001_201_000 = c_021_201 + ABz * c_020_201;
    const double h_020_101_201_000 = h_120_001_201_000 + ABx * h_020_001_201_000;
    const double h_020_101_200_001 = h_020_101_201_000 + CDz * h_020_101_200_000;
    const double h_020_101_200_101 = h_020_101_300_001 + CDx * h_020_101_200_001;
    const double h_020_001_220_000 = c_021_220 + ABz * c_020_220;
    const double h_020_101_220_000 = h_120_001_220_000 + ABx * h_020_001_220_000;
    const double h_020_101_210_010 = h_020_101_220_000 + CDy * h_020_101_210_000;
    const double h_020_101_200_020 = h_020_101_210_010 + CDy * h_020_101_200_010;
    const double h_020_001_211_000 = c_021_211 + ABz * c_020_211;
    const double h_020_101_211_000 = h_120_001_211_000 + ABx * h_020_001_211_000;
    const double h_020_101_210_001 = h_020_101_211_000 + CDz * h_020_101_210_000;
    const double h_020_101_200_011 = h_020_101_210_001 + CDy * h_020_101_200_001;
    const double h_020_001_202_000 = c_021_202 + ABz * c_020_202;
    const double h_020_101_202_000 = h_120_001_202_000 + ABx * h_020_001_202_000;
    const double h_020_101_201_001 = h_020_101_202_000 + CDz * h_020_101_201_000;
    const double h_020_101_200_002 = h_020_101_201_001 + CDz * h_020_101_200_001;
    const double h_020_101_210_100 = h_020_101_310_000 + CDx * h_020_101_210_000;
    const double h_020_001_110_000 = c_021_110 + ABz * c_020_110;
    const double h_020_101_110_000 = h_120_001_110_000 + ABx * h_020_001_110_000;
    const double h_020_101_110_100 = h_020_101_210_000 + CDx * h_020_101_110_000;
    const double h_020_101_110_200 = h_020_101_210_100 + CDx * h_020_101_110_100;
    const double h_020_001_120_000 = c_021_120 + ABz * c_020_120;
    const double h_020_101_120_000 = h_120_001_120_000 + ABx * h_020_001_120_000;
    const double h_020_101_110_010 = h_020_101_120_000 + CDy * h_020_101_110_000;
    const double h_020_101_110_110 = h_020_101_210_010 + CDx * h_020_101_110_010;
    const double h_020_001_111_000 = c_021_111 + ABz * c_020_111;
    const double h_020_101_111_000 = h_120_001_111_000 + ABx * h_020_001_111_000;
    const double h_020_101_110_001 = h_020_101_111_000 + CDz * h_020_101_110_000;
    const double h_020_101_110_101 = h_020_101_210_001 + CDx * h_020_101_110_001;
    const double h_020_001_130_000 = c_021_130 + ABz * c_020_130;
    const double h_020_101_130_000 = h_120_001_130_000 + ABx * h_020_001_130_000;
    const double h_020_101_120_010 = h_020_101_130_000 + CDy * h_020_101_120_000;
    const double h_020_101_110_020 = h_020_101_120_010 + CDy * h_020_101_110_010;
    const double h_020_001_121_000 = c_021_121 + ABz * c_020_121;
    const double h_020_101_121_000 = h_120_001_121_000 + ABx * h_020_001_121_000;
    const double h_020_101_120_001 = h_020_101_121_000 + CDz * h_020_101_120_000;
    const double h_020_101_110_011 = h_020_101_120_001 + CDy * h_020_101_110_001;
    const double h_020_001_112_000 = c_021_112 + ABz * c_020_112;
    const double h_020_101_112_000 = h_120_001_112_000 + ABx * h_020_001_112_000;
    const double h_020_101_111_001 = h_020_101_112_000 + CDz * h_020_101_111_000;
    const double h_020_101_110_002 = h_020_101_111_001 + CDz * h_020_101_110_001;
    const double h_020_101_201_100 = h_020_101_301_000 + CDx * h_020_101_201_000;
    const double h_020_001_101_000 = c_021_101 + ABz * c_020_101;
    const double h_020_101_101_000 = h_120_001_101_000 + ABx * h_020_001_101_000;
    const double h_020_101_101_100 = h_020_101_201_000 + CDx * h_020_101_101_000;
    const double h_020_101_101_200 = h_020_101_201_100 + CDx * h_020_101_101_100;
    const double h_020_101_201_010 = h_020_101_211_000 + CDy * h_020_101_201_000;
    const double h_020_101_101_010 = h_020_101_111_000 + CDy * h_020_101_101_000;
    const double h_020_101_101_110 = h_020_101_201_010 + CDx * h_020_101_101_010;
    const double h_020_001_102_000 = c_021_102 + ABz * c_020_102;
    const double h_020_101_102_000 = h_120_001_102_000 + ABx * h_020_001_102_000;
    const double h_020_101_101_001 = h_020_101_102_000 + CDz * h_020_101_101_000;
    const double h_020_101_101_101 = h_020_101_201_001 + CDx * h_020_101_101_001;
    const double h_020_101_111_010 = h_020_101_121_000 + CDy * h_020_101_111_000;
    const double h_020_101_101_020 = h_020_101_111_010 + CDy * h_020_101_101_010;
    const double h_020_101_101_011 = h_020_101_111_001 + CDy * h_020_101_101_001;
    const double h_020_001_103_000 = c_021_103 + ABz * c_020_103;
    const double h_020_101_103_000 = h_120_001_103_000 + ABx * h_020_001_103_000;
    const double h_020_101_102_001 = h_020_101_103_000 + CDz * h_020_101_102_000;
    const double h_020_101_101_002 = h_020_101_102_001 + CDz * h_020_101_101_001;
    const double h_020_101_120_100 = h_020_101_220_000 + CDx * h_020_101_120_000;
    const double h_020_001_020_000 = c_021_020 + ABz * c_020_020;
    const double h_020_101_020_000 = h_120_001_020_000 + ABx * h_020_001_020_000;
    const double h_020_101_020_100 = h_020_101_120_000 + CDx * h_020_101_020_000;
    const double h_020_101_020_200 = h_020_101_120_100 + CDx * h_020_101_020_100;
    const double h_020_001_030_000 = c_021_030 + ABz * c_020_030;
    const double h_020_101_030_000 = h_120_001_030_000 + ABx * h_020_001_030_000;
    const double h_020_101_020_010 = h_020_101_030_000 + CDy * h_020_101_020_000;
    const double h_020_101_020_110 = h_020_101_120_010 + CDx * h_020_101_020_010;
    const double h_020_001_021_000 = c_021_021 + ABz * c_020_021;
    const double h_020_101_021_000 = h_120_001_021_000 + ABx * h_020_001_021_000;
    const double h_020_101_020_001 = h_020_101_021_000 + CDz * h_020_101_020_000;
    const double h_020_101_020_101 = h_020_101_120_001 + CDx * h_020_101_020_001;
    const double h_020_001_040_000 = c_021_040 + ABz * c_020_040;
    const double h_020_101_040_000 = h_120_001_040_000 + ABx * h_020_001_040_000;
    const double h_020_101_030_010 = h_020_101_040_000 + CDy * h_020_101_030_000;
    const double h_020_101_020_020 = h_020_101_030_010 + CDy * h_020_101_020_010;
    const double h_020_001_031_000 = c_021_031 + ABz * c_020_031;
    const double h_020_101_031_000 = h_120_001_031_000 + ABx * h_020_001_031_000;
    const double h_020_101_030_001 = h_020_101_031_000 + CDz * h_020_101_030_000;
    const double h_020_101_020_011 = h_020_101_030_001 + CDy * h_020_101_020_001;
    const double h_020_001_022_000 = c_021_022 + ABz * c_020_022;
    const double h_020_101_022_000 = h_120_001_022_000 + ABx * h_020_001_022_000;
    const double h_020_101_021_001 = h_020_101_022_000 + CDz * h_020_101_021_000;
    const double h_020_101_020_002 = h_020_101_021_001 + CDz * h_020_101_020_001;
    const double h_020_101_111_100 = h_020_101_211_000 + CDx * h_020_101_111_000;
    const double h_020_001_011_000 = c_021_011 + ABz * c_020_011;
    const double h_020_101_011_000 = h_120_001_011_000 + ABx * h_020_001_011_000;
    const double h_020_101_011_100 = h_020_101_111_000 + CDx * h_020_101_011_000;
    const double h_020_101_011_200 = h_020_101_111_100 + CDx * h_020_101_011_100;
    const double h_020_101_011_010 = h_020_101_021_000 + CDy * h_020_101_011_000;
    const double h_020_101_011_110 = h_020_101_111_010 + CDx * h_020_101_011_010;
    const double h_020_001_012_000 = c_021_012 + ABz * c_020_012;
    const double h_020_101_012_000 = h_120_001_012_000 + ABx * h_020_001_012_000;
    const double h_020_101_011_001 = h_020_101_012_000 + CDz * h_020_101_011_000;
    const double h_020_101_011_101 = h_020_101_111_001 + CDx * h_020_101_011_001;
    const double h_020_101_021_010 = h_020_101_031_000 + CDy * h_020_101_021_000;
    const double h_020_101_011_020 = h_020_101_021_010 + CDy * h_020_101_011_010;
    const double h_020_101_011_011 = h_020_101_021_001 + CDy * h_020_101_011_001;
    const double h_020_001_013_000 = c_021_013 + ABz * c_020_013;
    const double h_020_101_013_000 = h_120_001_013_000 + ABx * h_020_001_013_000;
    const double h_020_101_012_001 = h_020_101_013_000 + CDz * h_020_101_012_000;
    const double h_020_101_011_002 = h_020_101_012_001 + CDz * h_020_101_011_001;
    const double h_020_101_102_100 = h_020_101_202_000 + CDx * h_020_101_102_000;
    const double h_020_001_002_000 = c_021_002 + ABz * c_020_002;
    const double h_020_101_002_000 = h_120_001_002_000 + ABx * h_020_001_002_000;
    const double h_020_101_002_100 = h_020_101_102_000 + CDx * h_020_101_002_000;
    const double h_020_101_002_200 = h_020_101_102_100 + CDx * h_020_101_002_100;
    const double h_020_101_102_010 = h_020_101_112_000 + CDy * h_020_101_102_000;
    const double h_020_101_002_010 = h_020_101_012_000 + CDy * h_020_101_002_000;
    const double h_020_101_002_110 = h_020_101_102_010 + CDx * h_020_101_002_010;
    const double h_020_001_003_000 = c_021_003 + ABz * c_020_003;
    const double h_020_101_003_000 = h_120_001_003_000 + ABx * h_020_001_003_000;
    const double h_020_101_002_001 = h_020_101_003_000 + CDz * h_020_101_002_000;
    const double h_020_101_002_101 = h_020_101_102_001 + CDx * h_020_101_002_001;
    const double h_020_101_012_010 = h_020_101_022_000 + CDy * h_020_101_012_000;
    const double h_020_101_002_020 = h_020_101_012_010 + CDy * h_020_101_002_010;
    const double h_020_101_002_011 = h_020_101_012_001 + CDy * h_020_101_002_001;
    const double h_020_001_004_000 = c_021_004 + ABz * c_020_004;
    const double h_020_101_004_000 = h_120_001_004_000 + ABx * h_020_001_004_000;
    const double h_020_101_003_001 = h_020_101_004_000 + CDz * h_020_101_003_000;
    const double h_020_101_002_002 = h_020_101_003_001 + CDz * h_020_101_002_001;
    const double h_030_010_400_000 = c_040_400 + ABy * c_030_400;
    const double h_020_020_400_000 = h_030_010_400_000 + ABy * h_020_010_400_000;
    const double h_030_010_300_000 = c_040_300 + ABy * c_030_300;
    const double h_020_020_300_000 = h_030_010_300_000 + ABy * h_020_010_300_000;
    const double h_020_020_300_100 = h_020_020_400_000 + CDx * h_020_020_300_000;
    const double h_030_010_200_000 = c_040_200 + ABy * c_030_200;
    const double h_020_020_200_000 = h_030_010_200_000 + ABy * h_020_010_200_000;
    const double h_020_020_200_100 = h_020_020_300_000 + CDx * h_020_020_200_000;
    const double h_020_020_200_200 = h_020_020_300_100 + CDx * h_020_020_200_100;
    const double h_030_010_310_000 = c_040_310 + ABy * c_030_310;
    const double h_020_020_310_000 = h_030_010_310_000 + ABy * h_020_010_310_000;
    const double h_020_020_300_010 = h_020_020_310_000 + CDy * h_020_020_300_000;
    const double h_030_010_210_000 = c_040_210 + ABy * c_030_210;
    const double h_020_020_210_000 = h_030_010_210_000 + ABy * h_020_010_210_000;
    const double h_020_020_200_010 = h_020_020_210_000 + CDy * h_020_020_200_000;
    const double h_020_020_200_110 = h_020_020_300_010 + CDx * h_020_020_200_010;
    const double h_030_010_301_000 = c_040_301 + ABy * c_030_301;
    const double h_020_020_301_000 = h_030_010_301_000 + ABy * h_020_010_301_000;
    const double h_020_020_300_001 = h_020_020_301_000 + CDz * h_020_020_300_000;
    const double h_030_010_201_000 = c_040_201 + ABy * c_030_201;
    const double h_020_020_201_000 = h_030_010_201_000 + ABy * h_020_010_201_000;
    const double h_020_020_200_001 = h_020_020_201_000 + CDz * h_020_020_200_000;
    const double h_020_020_200_101 = h_020_020_300_001 + CDx * h_020_020_200_001;
    const double h_030_010_220_000 = c_040_220 + ABy * c_030_220;
    const double h_020_020_220_000 = h_030_010_220_000 + ABy * h_020_010_220_000;
    const double h_020_020_210_010 = h_020_020_220_000 + CDy * h_020_020_210_000;
    const double h_020_020_200_020 = h_020_020_210_010 + CDy * h_020_020_200_010;
    const double h_030_010_211_000 = c_040_211 + ABy * c_030_211;
    const double h_020_020_211_000 = h_030_010_211_000 + ABy * h_020_010_211_000;
    const double h_020_020_210_001 = h_020_020_211_000 + CDz * h_020_020_210_000;
    const double h_020_020_200_011 = h_020_020_210_001 + CDy * h_020_020_200_001;
    const double h_030_010_202_000 = c_040_202 + ABy * c_030_202;
    const double h_020_020_202_000 = h_030_010_202_000 + ABy * h_020_010_202_000;
    const double h_020_020_201_001 = h_020_020_202_000 + CDz * h_020_020_201_000;
    const double h_020_020_200_002 = h_020_020_201_001 + CDz * h_020_020_200_001;
    const double h_020_020_210_100 = h_020_020_310_000 + CDx * h_020_020_210_000;
    const double h_030_010_110_000 = c_040_110 + ABy * c_030_110;
    const double h_020_020_110_000 = h_030_010_110_000 + ABy * h_020_010_110_000;
    const double h_020_020_110_100 = h_020_020_210_000 + CDx * h_020_020_110_000;
    const double h_020_020_110_200 = h_020_020_210_100 + CDx * h_020_020_110_100;
    const double h_030_010_120_000 = c_040_120 + ABy * c_030_120;
    const double h_020_020_120_000 = h_030_010_120_000 + ABy * h_020_010_120_000;
    const double h_020_020_110_010 = h_020_020_120_000 + CDy * h_020_020_110_000;
    const double h_020_020_110_110 = h_020_020_210_010 + CDx * h_020_020_110_010;
    const double h_030_010_111_000 = c_040_111 + ABy * c_030_111;
    const double h_020_020_111_000 = h_030_010_111_000 + ABy * h_020_010_111_000;
    const double h_020_020_110_001 = h_020_020_111_000 + CDz * h_020_020_110_000;
    const double h_020_020_110_101 = h_020_020_210_001 + CDx * h_020_020_110_001;
    const double h_030_010_130_000 = c_040_130 + ABy * c_030_130;
    const double h_020_020_130_000 = h_030_010_130_000 + ABy * h_020_010_130_000;
    const double h_020_020_120_010 = h_020_020_130_000 + CDy * h_020_020_120_000;
    const double h_020_020_110_020 = h_020_020_120_010 + CDy * h_020_020_110_010;
    const double h_030_010_121_000 = c_040_121 + ABy * c_030_121;
    const double h_020_020_121_000 = h_030_010_121_000 + ABy * h_020_010_121_000;
    const double h_020_020_120_001 = h_020_020_121_000 + CDz * h_020_020_120_000;
    const double h_020_020_110_011 = h_020_020_120_001 + CDy * h_020_020_110_001;
    const double h_030_010_112_000 = c_040_112 + ABy * c_030_112;
    const double h_020_020_112_000 = h_030_010_112_000 + ABy * h_020_010_112_000;
    const double h_020_020_111_001 = h_020_020_112_000 + CDz * h_020_020_111_000;
    const double h_020_020_110_002 = h_020_020_111_001 + CDz * h_020_020_110_001;
    const double h_020_020_201_100 = h_020_020_301_000 + CDx * h_020_020_201_000;
    const double h_030_010_101_000 = c_040_101 + ABy * c_030_101;
    const double h_020_020_101_000 = h_030_010_101_000 + ABy * h_020_010_101_000;
    const double h_020_020_101_100 = h_020_020_201_000 + CDx * h_020_020_101_000;
    const double h_020_020_101_200 = h_020_020_201_100 + CDx * h_020_020_101_100;
    const double h_020_020_201_010 = h_020_020_211_000 + CDy * h_020_020_201_000;
    const double h_020_020_101_010 = h_020_020_111_000 + CDy * h_020_020_101_000;
    const double h_020_020_101_110 = h_020_020_201_010 + CDx * h_020_020_101_010;
    const double h_030_010_102_000 = c_040_102 + ABy * c_030_102;
    const double h_020_020_102_000 = h_030_010_102_000 + ABy * h_020_010_102_000;
    const double h_020_020_101_001 = h_020_020_102_000 + CDz * h_020_020_101_000;
    const double h_020_020_101_101 = h_020_020_201_001 + CDx * h_020_020_101_001;
    const double h_020_020_111_010 = h_020_020_121_000 + CDy * h_020_020_111_000;
    const double h_020_020_101_020 = h_020_020_111_010 + CDy * h_020_020_101_010;
    const double h_020_020_101_011 = h_020_020_111_001 + CDy * h_020_020_101_001;
    const double h_030_010_103_000 = c_040_103 + ABy * c_030_103;
    const double h_020_020_103_000 = h_030_010_103_000 + ABy * h_020_010_103_000;
    const double h_020_020_102_001 = h_020_020_103_000 + CDz * h_020_020_102_000;
    const double h_020_020_101_002 = h_020_020_102_001 + CDz * h_020_020_101_001;
    const double h_020_020_120_100 = h_020_020_220_000 + CDx * h_020_020_120_000;
    const double h_030_010_020_000 = c_040_020 + ABy * c_030_020;
    const double h_020_020_020_000 = h_030_010_020_000 + ABy * h_020_010_020_000;
    const double h_020_020_020_100 = h_020_020_120_000 + CDx * h_020_020_020_000;
    const double h_020_020_020_200 = h_020_020_120_100 + CDx * h_020_020_020_100;
    const double h_030_010_030_000 = c_040_030 + ABy * c_030_030;
    const double h_020_020_030_000 = h_030_010_030_000 + ABy * h_020_010_030_000;
    const double h_020_020_020_010 = h_020_020_030_000 + CDy * h_020_020_020_000;
    const double h_020_020_020_110 = h_020_020_120_010 + CDx * h_020_020_020_010;
    const double h_030_010_021_000 = c_040_021 + ABy * c_030_021;
    const double h_020_020_021_000 = h_030_010_021_000 + ABy * h_020_010_021_000;
    const double h_020_020_020_001 = h_020_020_021_000 + CDz * h_020_020_020_000;
    const double h_020_020_020_101 = h_020_020_120_001 + CDx * h_020_020_020_001;
    const double h_030_010_040_000 = c_040_040 + ABy * c_030_040;
    const double h_020_020_040_000 = h_030_010_040_000 + ABy * h_020_010_040_000;
    const double h_020_020_030_010 = h_020_020_040_000 + CDy * h_020_020_030_000;
    const double h_020_020_020_020 = h_020_020_030_010 + CDy * h_020_020_020_010;
    const double h_030_010_031_000 = c_040_031 + ABy * c_030_031;
    const double h_020_020_031_000 = h_030_010_031_000 + ABy * h_020_010_031_000;
    const double h_020_020_030_001 = h_020_020_031_000 + CDz * h_020_020_030_000;
    const double h_020_020_020_011 = h_020_020_030_001 + CDy * h_020_020_020_001;
    const double h_030_010_022_000 = c_040_022 + ABy * c_030_022;
    const double h_020_020_022_000 = h_030_010_022_000 + ABy * h_020_010_022_000;
    const double h_020_020_021_001 = h_020_020_022_000 + CDz * h_020_020_021_000;
    const double h_020_020_020_002 = h_020_020_021_001 + CDz * h_020_020_020_001;
    const double h_020_020_111_100 = h_020_020_211_000 + CDx * h_020_020_111_000;
    const double h_030_010_011_000 = c_040_011 + ABy * c_030_011;
    const double h_020_020_011_000 = h_030_010_011_000 + ABy * h_020_010_011_000;
    const double h_020_020_011_100 = h_020_020_111_000 + CDx * h_020_020_011_000;
    const double h_020_020_011_200 = h_020_020_111_100 + CDx * h_020_020_011_100;
    const double h_020_020_011_010 = h_020_020_021_000 + CDy * h_020_020_011_000;
    const double h_020_020_011_110 = h_020_020_111_010 + CDx * h_020_020_011_010;
    const double h_030_010_012_000 = c_040_012 + ABy * c_030_012;
    const double h_020_020_012_000 = h_030_010_012_000 + ABy * h_020_010_012_000;
    const double h_020_020_011_001 = h_020_020_012_000 + CDz * h_020_020_011_000;
    const double h_020_020_011_101 = h_020_020_111_001 + CDx * h_020_020_011_001;
    const double h_020_020_021_010 = h_020_020_031_000 + CDy * h_020_020_021_000;
    const double h_020_020_011_020 = h_020_020_021_010 + CDy * h_020_020_011_010;
    const double h_020_020_011_011 = h_020_020_021_001 + CDy * h_020_020_011_001;
    const double h_030_010_013_000 = c_040_013 + ABy * c_030_013;
    const double h_020_020_013_000 = h_030_010_013_000 + ABy * h_020_010_013_000;
    const double h_020_020_012_001 = h_020_020_013_000 + CDz * h_020_020_012_000;
    const double h_020_020_011_002 = h_020_020_012_001 + CDz * h_020_020_011_001;
    const double h_020_020_102_100 = h_020_020_202_000 + CDx * h_020_020_102_000;
    const double h_030_010_002_000 = c_040_002 + ABy * c_030_002;
    const double h_020_020_002_000 = h_030_010_002_000 + ABy * h_020_010_002_000;
    const double h_020_020_002_100 = h_020_020_102_000 + CDx * h_020_020_002_000;
    const double h_020_020_002_200 = h_020_020_102_100 + CDx * h_020_020_002_100;
    const double h_020_020_102_010 = h_020_020_112_000 + CDy * h_020_020_102_000;
    const double h_020_020_002_010 = h_020_020_012_000 + CDy * h_020_020_002_000;
    const double h_020_020_002_110 = h_020_020_102_010 + CDx * h_020_020_002_010;
    const double h_030_010_003_000 = c_040_003 + ABy * c_030_003;
    const double h_020_020_003_000 = h_030_010_003_000 + ABy * h_020_010_003_000;
    const double h_020_020_002_001 = h_020_020_003_000 + CDz * h_020_020_002_000;
    const double h_020_020_002_101 = h_020_020_102_001 + CDx * h_020_020_002_001;
    const double h_020_020_012_010 = h_020_020_022_000 + CDy * h_020_020_012_000;
    const double h_020_020_002_020 = h_020_020_012_010 + CDy * h_020_020_002_010;
    const double h_020_020_002_011 = h_020_020_012_001 + CDy * h_020_020_002_001;
    const double h_030_010_004_000 = c_040_004 + ABy * c_030_004;
    const double h_020_020_004_000 = h_030_010_004_000 + ABy * h_020_010_004_000;
    const double h_020_020_003_001 = h_020_020_004_000 + CDz * h_020_020_003_000;
    const double h_020_020_002_002 = h_020_020_003_001 + CDz * h_020_020_002_001;
    const double h_030_001_400_000 = c_031_400 + ABz * c_030_400;
    const double h_020_011_400_000 = h_030_001_400_000 + ABy * h_020_001_400_000;
    const double h_030_001_300_000 = c_031_300 + ABz * c_030_300;
    const double h_020_011_300_000 = h_030_001_300_000 + ABy * h_020_001_300_000;
    const double h_020_011_300_100 = h_020_011_400_000 + CDx * h_020_011_300_000;
    const double h_030_001_200_000 = c_031_200 + ABz * c_030_200;
    const double h_020_011_200_000 = h_030_001_200_000 + ABy * h_020_001_200_000;
    const double h_020_011_200_100 = h_020_011_300_000 + CDx * h_020_011_200_000;
    const double h_020_011_200_200 = h_020_011_300_100 + CDx * h_020_011_200_100;
    const double h_030_001_310_000 = c_031_310 + ABz * c_030_310;
    const double h_020_011_310_000 = h_030_001_310_000 + ABy * h_020_001_310_000;
    const double h_020_011_300_010 = h_020_011_310_000 + CDy * h_020_011_300_000;
    const double h_030_001_210_000 = c_031_210 + ABz * c_030_210;
    const double h_020_011_210_000 = h_030_001_210_000 + ABy * h_020_001_210_000;
    const double h_020_011_200_010 = h_020_011_210_000 + CDy * h_020_011_200_000;
    const double h_020_011_200_110 = h_020_011_300_010 + CDx * h_020_011_200_010;
    const double h_030_001_301_000 = c_031_301 + ABz * c_030_301;
    const double h_020_011_301_000 = h_030_001_301_000 + ABy * h_020_001_301_000;
    const double h_020_011_300_001 = h_020_011_301_000 + CDz * h_020_011_300_000;
    const double h_030_001_201_000 = c_031_201 + ABz * c_030_201;
    const double h_020_011_201_000 = h_030_001_201_000 + ABy * h_020_001_201_000;
    const double h_020_011_200_001 = h_020_011_201_000 + CDz * h_020_011_200_000;
    const double h_020_011_200_101 = h_020_011_300_001 + CDx * h_020_011_200_001;
    const double h_030_001_220_000 = c_031_220 + ABz * c_030_220;
    const double h_020_011_220_000 = h_030_001_220_000 + ABy * h_020_001_220_000;
    const double h_020_011_210_010 = h_020_011_220_000 + CDy * h_020_011_210_000;
    const double h_020_011_200_020 = h_020_011_210_010 + CDy * h_020_011_200_010;
    const double h_030_001_211_000 = c_031_211 + ABz * c_030_211;
    const double h_020_011_211_000 = h_030_001_211_000 + ABy * h_020_001_211_000;
    const double h_020_011_210_001 = h_020_011_211_000 + CDz * h_020_011_210_000;
    const double h_020_011_200_011 = h_020_011_210_001 + CDy * h_020_011_200_001;
    const double h_030_001_202_000 = c_031_202 + ABz * c_030_202;
    const double h_020_011_202_000 = h_030_001_202_000 + ABy * h_020_001_202_000;
    const double h_020_011_201_001 = h_020_011_202_000 + CDz * h_020_011_201_000;
    const double h_020_011_200_002 = h_020_011_201_001 + CDz * h_020_011_200_001;
    const double h_020_011_210_100 = h_020_011_310_000 + CDx * h_020_011_210_000;
    const double h_030_001_110_000 = c_031_110 + ABz * c_030_110;
    const double h_020_011_110_000 = h_030_001_110_000 + ABy * h_020_001_110_000;
    const double h_020_011_110_100 = h_020_011_210_000 + CDx * h_020_011_110_000;
    const double h_020_011_110_200 = h_020_011_210_100 + CDx * h_020_011_110_100;
    const double h_030_001_120_000 = c_031_120 + ABz * c_030_120;
    const double h_020_011_120_000 = h_030_001_120_000 + ABy * h_020_001_120_000;
    const double h_020_011_110_010 = h_020_011_120_000 + CDy * h_020_011_110_000;
    const double h_020_011_110_110 = h_020_011_210_010 + CDx * h_020_011_110_010;
    const double h_030_001_111_000 = c_031_111 + ABz * c_030_111;
    const double h_020_011_111_000 = h_030_001_111_000 + ABy * h_020_001_111_000;
    const double h_020_011_110_001 = h_020_011_111_000 + CDz * h_020_011_110_000;
    const double h_020_011_110_101 = h_020_011_210_001 + CDx * h_020_011_110_001;
    const double h_030_001_130_000 = c_031_130 + ABz * c_030_130;
    const double h_020_011_130_000 = h_030_001_130_000 + ABy * h_020_001_130_000;
    const double h_020_011_120_010 = h_020_011_130_000 + CDy * h_020_011_120_000;
    const double h_020_011_110_020 = h_020_011_120_010 + CDy * h_020_011_110_010;
    const double h_030_001_121_000 = c_031_121 + ABz * c_030_121;
    const double h_020_011_121_000 = h_030_001_121_000 + ABy * h_020_001_121_000;
    const double h_020_011_120_001 = h_020_011_121_000 + CDz * h_020_011_120_000;
    const double h_020_011_110_011 = h_020_011_120_001 + CDy * h_020_011_110_001;
    const double h_030_001_112_000 = c_031_112 + ABz * c_030_112;
    const double h_020_011_112_000 = h_030_001_112_000 + ABy * h_020_001_112_000;
    const double h_020_011_111_001 = h_020_011_112_000 + CDz * h_020_011_111_000;
    const double h_020_011_110_002 = h_020_011_111_001 + CDz * h_020_011_110_001;
    const double h_020_011_201_100 = h_020_011_301_000 + CDx * h_020_011_201_000;
    const double h_030_001_101_000 = c_031_101 + ABz * c_030_101;
    const double h_020_011_101_000 = h_030_001_101_000 + ABy * h_020_001_101_000;
    const double h_020_011_101_100 = h_020_011_201_000 + CDx * h_020_011_101_000;
    const double h_020_011_101_200 = h_020_011_201_100 + CDx * h_020_011_101_100;
    const double h_020_011_201_010 = h_020_011_211_000 + CDy * h_020_011_201_000;
    const double h_020_011_101_010 = h_020_011_111_000 + CDy * h_020_011_101_000;
    const double h_020_011_101_110 = h_020_011_201_010 + CDx * h_020_011_101_010;
    const double h_030_001_102_000 = c_031_102 + ABz * c_030_102;
    const double h_020_011_102_000 = h_030_001_102_000 + ABy * h_020_001_102_000;
    const double h_020_011_101_001 = h_020_011_102_000 + CDz * h_020_011_101_000;
    const double h_020_011_101_101 = h_020_011_201_001 + CDx * h_020_011_101_001;
    const double h_020_011_111_010 = h_020_011_121_000 + CDy * h_020_011_111_000;
    const double h_020_011_101_020 = h_020_011_111_010 + CDy * h_020_011_101_010;
    const double h_020_011_101_011 = h_020_011_111_001 + CDy * h_020_011_101_001;
    const double h_030_001_103_000 = c_031_103 + ABz * c_030_103;
    const double h_020_011_103_000 = h_030_001_103_000 + ABy * h_020_001_103_000;
    const double h_020_011_102_001 = h_020_011_103_000 + CDz * h_020_011_102_000;
    const double h_020_011_101_002 = h_020_011_102_001 + CDz * h_020_011_101_001;
    const double h_020_011_120_100 = h_020_011_220_000 + CDx * h_020_011_120_000;
    const double h_030_001_020_000 = c_031_020 + ABz * c_030_020;
    const double h_020_011_020_000 = h_030_001_020_000 + ABy * h_020_001_020_000;
    const double h_020_011_020_100 = h_020_011_120_000 + CDx * h_020_011_020_000;
    const double h_020_011_020_200 = h_020_011_120_100 + CDx * h_020_011_020_100;
    const double h_030_001_030_000 = c_031_030 + ABz * c_030_030;
    const double h_020_011_030_000 = h_030_001_030_000 + ABy * h_020_001_030_000;
    const double h_020_011_020_010 = h_020_011_030_000 + CDy * h_020_011_020_000;
    const double h_020_011_020_110 = h_020_011_120_010 + CDx * h_020_011_020_010;
    const double h_030_001_021_000 = c_031_021 + ABz * c_030_021;
    const double h_020_011_021_000 = h_030_001_021_000 + ABy * h_020_001_021_000;
    const double h_020_011_020_001 = h_020_011_021_000 + CDz * h_020_011_020_000;
    const double h_020_011_020_101 = h_020_011_120_001 + CDx * h_020_011_020_001;
    const double h_030_001_040_000 = c_031_040 + ABz * c_030_040;
    const double h_020_011_040_000 = h_030_001_040_000 + ABy * h_020_001_040_000;
    const double h_020_011_030_010 = h_020_011_040_000 + CDy * h_020_011_030_000;
    const double h_020_011_020_020 = h_020_011_030_010 + CDy * h_020_011_020_010;
    const double h_030_001_031_000 = c_031_031 + ABz * c_030_031;
    const double h_020_011_031_000 = h_030_001_031_000 + ABy * h_020_001_031_000;
    const double h_020_011_030_001 = h_020_011_031_000 + CDz * h_020_011_030_000;
    const double h_020_011_020_011 = h_020_011_030_001 + CDy * h_020_011_020_001;
    const double h_030_001_022_000 = c_031_022 + ABz * c_030_022;
    const double h_020_011_022_000 = h_030_001_022_000 + ABy * h_020_001_022_000;
    const double h_020_011_021_001 = h_020_011_022_000 + CDz * h_020_011_021_000;
    const double h_020_011_020_002 = h_020_011_021_001 + CDz * h_020_011_020_001;
    const double h_020_011_111_100 = h_020_011_211_000 + CDx * h_020_011_111_000;
    const double h_030_001_011_000 = c_031_011 + ABz * c_030_011;
    const double h_020_011_011_000 = h_030_001_011_000 + ABy * h_020_001_011_000;
    const double h_020_011_011_100 = h_020_011_111_000 + CDx * h_020_011_011_000;
    const double h_020_011_011_200 = h_020_011_111_100 + CDx * h_020_011_011_100;
    const double h_020_011_011_010 = h_020_011_021_000 + CDy * h_020_011_011_000;
    const double h_020_011_011_110 = h_020_011_111_010 + CDx * h_020_011_011_010;
    const double h_030_001_012_000 = c_031_012 + ABz * c_030_012;
    const double h_020_011_012_000 = h_030_001_012_000 + ABy * h_020_001_012_000;
    const double h_020_011_011_001 = h_020_011_012_000 + CDz * h_020_011_011_000;
    const double h_020_011_011_101 = h_020_011_111_001 + CDx * h_020_011_011_001;
    const double h_020_011_021_010 = h_020_011_031_000 + CDy * h_020_011_021_000;
    const double h_020_011_011_020 = h_020_011_021_010 + CDy * h_020_011_011_010;
    const double h_020_011_011_011 = h_020_011_021_001 + CDy * h_020_011_011_001;
    const double h_030_001_013_000 = c_031_013 + ABz * c_030_013;
    const double h_020_011_013_000 = h_030_001_013_000 + ABy * h_020_001_013_000;
    const double h_020_011_012_001 = h_020_011_013_000 + CDz * h_020_011_012_000;
    const double h_020_011_011_002 = h_020_011_012_001 + CDz * h_020_011_011_001;
    const double h_020_011_102_100 = h_020_011_202_000 + CDx * h_020_011_102_000;
    const double h_030_001_002_000 = c_031_002 + ABz * c_030_002;
    const double h_020_011_002_000 = h_030_001_002_000 + ABy * h_020_001_002_000;
    const double h_020_011_002_100 = h_020_011_102_000 + CDx * h_020_011_002_000;
    const double h_020_011_002_200 = h_020_011_102_100 + CDx * h_020_011_002_100;
    const double h_020_011_102_010 = h_020_011_112_000 + CDy * h_020_011_102_000;
    const double h_020_011_002_010 = h_020_011_012_000 + CDy * h_020_011_002_000;
    const double h_020_011_002_110 = h_020_011_102_010 + CDx * h_020_011_002_010;
    const double h_030_001_003_000 = c_031_003 + ABz * c_030_003;
    const double h_020_011_003_000 = h_030_001_003_000 + ABy * h_020_001_003_000;
    const double h_020_011_002_001 = h_020_011_003_000 + CDz * h_020_011_002_000;
    const double h_020_011_002_101 = h_020_011_102_001 + CDx * h_020_011_002_001;
    const double h_020_011_012_010 = h_020_011_022_000 + CDy * h_020_011_012_000;
    const double h_020_011_002_020 = h_020_011_012_010 + CDy * h_020_011_002_010;
    const double h_020_011_002_011 = h_020_011_012_001 + CDy * h_020_011_002_001;
    const double h_030_001_004_000 = c_031_004 + ABz * c_030_004;
    const double h_020_011_004_000 = h_030_001_004_000 + ABy * h_020_001_004_000;
    const double h_020_011_003_001 = h_020_011_004_000 + CDz * h_020_011_003_000;
    const double h_020_011_002_002 = h_020_011_003_001 + CDz * h_020_011_002_001;
    const double h_021_001_400_000 = c_022_400 + ABz * c_021_400;
    const double h_020_002_400_000 = h_021_001_400_000 + ABz * h_020_001_400_000;
    const double h_021_001_300_000 = c_022_300 + ABz * c_021_300;
    const double h_020_002_300_000 = h_021_001_300_000 + ABz * h_020_001_300_000;
    const double h_020_002_300_100 = h_020_002_400_000 + CDx * h_020_002_300_000;
    const double h_021_001_200_000 = c_022_200 + ABz * c_021_200;
    const double h_020_002_200_000 = h_021_001_200_000 + ABz * h_020_001_200_000;
    const double h_020_002_200_100 = h_020_002_300_000 + CDx * h_020_002_200_000;
    const double h_020_002_200_200 = h_020_002_300_100 + CDx * h_020_002_200_100;
    const double h_021_001_310_000 = c_022_310 + ABz * c_021_310;
    const double h_020_002_310_000 = h_021_001_310_000 + ABz * h_020_001_310_000;
    const double h_020_002_300_010 = h_020_002_310_000 + CDy * h_020_002_300_000;
    const double h_021_001_210_000 = c_022_210 + ABz * c_021_210;
    const double h_020_002_210_000 = h_021_001_210_000 + ABz * h_020_001_210_000;
    const double h_020_002_200_010 = h_020_002_210_000 + CDy * h_020_002_200_000;
    const double h_020_002_200_110 = h_020_002_300_010 + CDx * h_020_002_200_010;
    const double h_021_001_301_000 = c_022_301 + ABz * c_021_301;
    const double h_020_002_301_000 = h_021_001_301_000 + ABz * h_020_001_301_000;
    const double h_020_002_300_001 = h_020_002_301_000 + CDz * h_020_002_300_000;
    const double h_021_001_201_000 = c_022_201 + ABz * c_021_201;
    const double h_020_002_201_000 = h_021_001_201_000 + ABz * h_020_001_201_000;
    const double h_020_002_200_001 = h_020_002_201_000 + CDz * h_020_002_200_000;
    const double h_020_002_200_101 = h_020_002_300_001 + CDx * h_020_002_200_001;
    const double h_021_001_220_000 = c_022_220 + ABz * c_021_220;
    const double h_020_002_220_000 = h_021_001_220_000 + ABz * h_020_001_220_000;
    const double h_020_002_210_010 = h_020_002_220_000 + CDy * h_020_002_210_000;
    const double h_020_002_200_020 = h_020_002_210_010 + CDy * h_020_002_200_010;
    const double h_021_001_211_000 = c_022_211 + ABz * c_021_211;
    const double h_020_002_211_000 = h_021_001_211_000 + ABz * h_020_001_211_000;
    const double h_020_002_210_001 = h_020_002_211_000 + CDz * h_020_002_210_000;
    const double h_020_002_200_011 = h_020_002_210_001 + CDy * h_020_002_200_001;
    const double h_021_001_202_000 = c_022_202 + ABz * c_021_202;
    const double h_020_002_202_000 = h_021_001_202_000 + ABz * h_020_001_202_000;
    const double h_020_002_201_001 = h_020_002_202_000 + CDz * h_020_002_201_000;
    const double h_020_002_200_002 = h_020_002_201_001 + CDz * h_020_002_200_001;
    const double h_020_002_210_100 = h_020_002_310_000 + CDx * h_020_002_210_000;
    const double h_021_001_110_000 = c_022_110 + ABz * c_021_110;
    const double h_020_002_110_000 = h_021_001_110_000 + ABz * h_020_001_110_000;
    const double h_020_002_110_100 = h_020_002_210_000 + CDx * h_020_002_110_000;
    const double h_020_002_110_200 = h_020_002_210_100 + CDx * h_020_002_110_100;
    const double h_021_001_120_000 = c_022_120 + ABz * c_021_120;
    const double h_020_002_120_000 = h_021_001_120_000 + ABz * h_020_001_120_000;
    const double h_020_002_110_010 = h_020_002_120_000 + CDy * h_020_002_110_000;
    const double h_020_002_110_110 = h_020_002_210_010 + CDx * h_020_002_110_010;
    const double h_021_001_111_000 = c_022_111 + ABz * c_021_111;
    const double h_020_002_111_000 = h_021_001_111_000 + ABz * h_020_001_111_000;
    const double h_020_002_110_001 = h_020_002_111_000 + CDz * h_020_002_110_000;
    const double h_020_002_110_101 = h_020_002_210_001 + CDx * h_020_002_110_001;
    const double h_021_001_130_000 = c_022_130 + ABz * c_021_130;
    const double h_020_002_130_000 = h_021_001_130_000 + ABz * h_020_001_130_000;
    const double h_020_002_120_010 = h_020_002_130_000 + CDy * h_020_002_120_000;
    const double h_020_002_110_020 = h_020_002_120_010 + CDy * h_020_002_110_010;
    const double h_021_001_121_000 = c_022_121 + ABz * c_021_121;
    const double h_020_002_121_000 = h_021_001_121_000 + ABz * h_020_001_121_000;
    const double h_020_002_120_001 = h_020_002_121_000 + CDz * h_020_002_120_000;
    const double h_020_002_110_011 = h_020_002_120_001 + CDy * h_020_002_110_001;
    const double h_021_001_112_000 = c_022_112 + ABz * c_021_112;
    const double h_020_002_112_000 = h_021_001_112_000 + ABz * h_020_001_112_000;
    const double h_020_002_111_001 = h_020_002_112_000 + CDz * h_020_002_111_000;
    const double h_020_002_110_002 = h_020_002_111_001 + CDz * h_020_002_110_001;
    const double h_020_002_201_100 = h_020_002_301_000 + CDx * h_020_002_201_000;
    const double h_021_001_101_000 = c_022_101 + ABz * c_021_101;
    const double h_020_002_101_000 = h_021_001_101_000 + ABz * h_020_001_101_000;
    const double h_020_002_101_100 = h_020_002_201_000 + CDx * h_020_002_101_000;
    const double h_020_002_101_200 = h_020_002_201_100 + CDx * h_020_002_101_100;
    const double h_020_002_201_010 = h_020_002_211_000 + CDy * h_020_002_201_000;
    const double h_020_002_101_010 = h_020_002_111_000 + CDy * h_020_002_101_000;
    const double h_020_002_101_110 = h_020_002_201_010 + CDx * h_020_002_101_010;
    const double h_021_001_102_000 = c_022_102 + ABz * c_021_102;
    const double h_020_002_102_000 = h_021_001_102_000 + ABz * h_020_001_102_000;
    const double h_020_002_101_001 = h_020_002_102_000 + CDz * h_020_002_101_000;
    const double h_020_002_101_101 = h_020_002_201_001 + CDx * h_020_002_101_001;
    const double h_020_002_111_010 = h_020_002_121_000 + CDy * h_020_002_111_000;
    const double h_020_002_101_020 = h_020_002_111_010 + CDy * h_020_002_101_010;
    const double h_020_002_101_011 = h_020_002_111_001 + CDy * h_020_002_101_001;
    const double h_021_001_103_000 = c_022_103 + ABz * c_021_103;
    const double h_020_002_103_000 = h_021_001_103_000 + ABz * h_020_001_103_000;
    const double h_020_002_102_001 = h_020_002_103_000 + CDz * h_020_002_102_000;
    const double h_020_002_101_002 = h_020_002_102_001 + CDz * h_020_002_101_001;
    const double h_020_002_120_100 = h_020_002_220_000 + CDx * h_020_002_120_000;
    const double h_021_001_020_000 = c_022_020 + ABz * c_021_020;
    const double h_020_002_020_000 = h_021_001_020_000 + ABz * h_020_001_020_000;
    const double h_020_002_020_100 = h_020_002_120_000 + CDx * h_020_002_020_000;
    const double h_020_002_020_200 = h_020_002_120_100 + CDx * h_020_002_020_100;
    const double h_021_001_030_000 = c_022_030 + ABz * c_021_030;
    const double h_020_002_030_000 = h_021_001_030_000 + ABz * h_020_001_030_000;
    const double h_020_002_020_010 = h_020_002_030_000 + CDy * h_020_002_020_000;
    const double h_020_002_020_110 = h_020_002_120_010 + CDx * h_020_002_020_010;
    const double h_021_001_021_000 = c_022_021 + ABz * c_021_021;
    const double h_020_002_021_000 = h_021_001_021_000 + ABz * h_020_001_021_000;
    const double h_020_002_020_001 = h_020_002_021_000 + CDz * h_020_002_020_000;
    const double h_020_002_020_101 = h_020_002_120_001 + CDx * h_020_002_020_001;
    const double h_021_001_040_000 = c_022_040 + ABz * c_021_040;
    const double h_020_002_040_000 = h_021_001_040_000 + ABz * h_020_001_040_000;
    const double h_020_002_030_010 = h_020_002_040_000 + CDy * h_020_002_030_000;
    const double h_020_002_020_020 = h_020_002_030_010 + CDy * h_020_002_020_010;
    const double h_021_001_031_000 = c_022_031 + ABz * c_021_031;
    const double h_020_002_031_000 = h_021_001_031_000 + ABz * h_020_001_031_000;
    const double h_020_002_030_001 = h_020_002_031_000 + CDz * h_020_002_030_000;
    const double h_020_002_020_011 = h_020_002_030_001 + CDy * h_020_002_020_001;
    const double h_021_001_022_000 = c_022_022 + ABz * c_021_022;
    const double h_020_002_022_000 = h_021_001_022_000 + ABz * h_020_001_022_000;
    const double h_020_002_021_001 = h_020_002_022_000 + CDz * h_020_002_021_000;
    const double h_020_002_020_002 = h_020_002_021_001 + CDz * h_020_002_020_001;
    const double h_020_002_111_100 = h_020_002_211_000 + CDx * h_020_002_111_000;
    const double h_021_001_011_000 = c_022_011 + ABz * c_021_011;
    const double h_020_002_011_000 = h_021_001_011_000 + ABz * h_020_001_011_000;
    const double h_020_002_011_100 = h_020_002_111_000 + CDx * h_020_002_011_000;
    const double h_020_002_011_200 = h_020_002_111_100 + CDx * h_020_002_011_100;
    const double h_020_002_011_010 = h_020_002_021_000 + CDy * h_020_002_011_000;
    const double h_020_002_011_110 = h_020_002_111_010 + CDx * h_020_002_011_010;
    const double h_021_001_012_000 = c_022_012 + ABz * c_021_012;
    const double h_020_002_012_000 = h_021_001_012_000 + ABz * h_020_001_012_000;
    const double h_020_002_011_001 = h_020_002_012_000 + CDz * h_020_002_011_000;
    const double h_020_002_011_101 = h_020_002_111_001 + CDx * h_020_002_011_001;
    const double h_020_002_021_010 = h_020_002_031_000 + CDy * h_020_002_021_000;
    const double h_020_002_011_020 = h_020_002_021_010 + CDy * h_020_002_011_010;
    const double h_020_002_011_011 = h_020_002_021_001 + CDy * h_020_002_011_001;
    const double h_021_001_013_000 = c_022_013 + ABz * c_021_013;
    const double h_020_002_013_000 = h_021_001_013_000 + ABz * h_020_001_013_000;
    const double h_020_002_012_001 = h_020_002_013_000 + CDz * h_020_002_012_000;
    const double h_020_002_011_002 = h_020_002_012_001 + CDz * h_020_002_011_001;
    const double h_020_002_102_100 = h_020_002_202_000 + CDx * h_020_002_102_000;
    const double h_021_001_002_000 = c_022_002 + ABz * c_021_002;
    const double h_020_002_002_000 = h_021_001_002_000 + ABz * h_020_001_002_000;
    const double h_020_002_002_100 = h_020_002_102_000 + CDx * h_020_002_002_000;
    const double h_020_002_002_200 = h_020_002_102_100 + CDx * h_020_002_002_100;
    const double h_020_002_102_010 = h_020_002_112_000 + CDy * h_020_002_102_000;
    const double h_020_002_002_010 = h_020_002_012_000 + CDy * h_020_002_002_000;
    const double h_020_002_002_110 = h_020_002_102_010 + CDx * h_020_002_002_010;
    const double h_021_001_003_000 = c_022_003 + ABz * c_021_003;
    const double h_020_002_003_000 = h_021_001_003_000 + ABz * h_020_001_003_000;
    const double h_020_002_002_001 = h_020_002_003_000 + CDz * h_020_002_002_000;
    const double h_020_002_002_101 = h_020_002_102_001 + CDx * h_020_002_002_001;
    const double h_020_002_012_010 = h_020_002_022_000 + CDy * h_020_002_012_000;
    const double h_020_002_002_020 = h_020_002_012_010 + CDy * h_020_002_002_010;
    const double h_020_002_002_011 = h_020_002_012_001 + CDy * h_020_002_002_001;
    const double h_021_001_004_000 = c_022_004 + ABz * c_021_004;
    const double h_020_002_004_000 = h_021_001_004_000 + ABz * h_020_001_004_000;
    const double h_020_002_003_001 = h_020_002_004_000 + CDz * h_020_002_003_000;
    const double h_020_002_002_002 = h_020_002_003_001 + CDz * h_020_002_002_001;
    const double h_111_100_400_000 = c_211_400 + ABx * c_111_400;
    const double h_011_100_400_000 = c_111_400 + ABx * c_011_400;
    const double h_011_200_400_000 = h_111_100_400_000 + ABx * h_011_100_400_000;
    const double h_111_100_300_000 = c_211_300 + ABx * c_111_300;
    const double h_011_100_300_000 = c_111_300 + ABx * c_011_300;
    const double h_011_200_300_000 = h_111_100_300_000 + ABx * h_011_100_300_000;
    const double h_011_200_300_100 = h_011_200_400_000 + CDx * h_011_200_300_000;
    const double h_111_100_200_000 = c_211_200 + ABx * c_111_200;
    const double h_011_100_200_000 = c_111_200 + ABx * c_011_200;
    const double h_011_200_200_000 = h_111_100_200_000 + ABx * h_011_100_200_000;
    const double h_011_200_200_100 = h_011_200_300_000 + CDx * h_011_200_200_000;
    const double h_011_200_200_200 = h_011_200_300_100 + CDx * h_011_200_200_100;
    const double h_111_100_310_000 = c_211_310 + ABx * c_111_310;
    const double h_011_100_310_000 = c_111_310 + ABx * c_011_310;
    const double h_011_200_310_000 = h_111_100_310_000 + ABx * h_011_100_310_000;
    const double h_011_200_300_010 = h_011_200_310_000 + CDy * h_011_200_300_000;
    const double h_111_100_210_000 = c_211_210 + ABx * c_111_210;
    const double h_011_100_210_000 = c_111_210 + ABx * c_011_210;
    const double h_011_200_210_000 = h_111_100_210_000 + ABx * h_011_100_210_000;
    const double h_011_200_200_010 = h_011_200_210_000 + CDy * h_011_200_200_000;
    const double h_011_200_200_110 = h_011_200_300_010 + CDx * h_011_200_200_010;
    const double h_111_100_301_000 = c_211_301 + ABx * c_111_301;
    const double h_011_100_301_000 = c_111_301 + ABx * c_011_301;
    const double h_011_200_301_000 = h_111_100_301_000 + ABx * h_011_100_301_000;
    const double h_011_200_300_001 = h_011_200_301_000 + CDz * h_011_200_300_000;
    const double h_111_100_201_000 = c_211_201 + ABx * c_111_201;
    const double h_011_100_201_000 = c_111_201 + ABx * c_011_201;
    const double h_011_200_201_000 = h_111_100_201_000 + ABx * h_011_100_201_000;
    const double h_011_200_200_001 = h_011_200_201_000 + CDz * h_011_200_200_000;
    const double h_011_200_200_101 = h_011_200_300_001 + CDx * h_011_200_200_001;
    const double h_111_100_220_000 = c_211_220 + ABx * c_111_220;
    const double h_011_100_220_000 = c_111_220 + ABx * c_011_220;
    const double h_011_200_220_000 = h_111_100_220_000 + ABx * h_011_100_220_000;
    const double h_011_200_210_010 = h_011_200_220_000 + CDy * h_011_200_210_000;
    const double h_011_200_200_020 = h_011_200_210_010 + CDy * h_011_200_200_010;
    const double h_111_100_211_000 = c_211_211 + ABx * c_111_211;
    const double h_011_100_211_000 = c_111_211 + ABx * c_011_211;
    const double h_011_200_211_000 = h_111_100_211_000 + ABx * h_011_100_211_000;
    const double h_011_200_210_001 = h_011_200_211_000 + CDz * h_011_200_210_000;
    const double h_011_200_200_011 = h_011_200_210_001 + CDy * h_011_200_200_001;
    const double h_111_100_202_000 = c_211_202 + ABx * c_111_202;
    const double h_011_100_202_000 = c_111_202 + ABx * c_011_202;
    const double h_011_200_202_000 = h_111_100_202_000 + ABx * h_011_100_202_000;
    const double h_011_200_201_001 = h_011_200_202_000 + CDz * h_011_200_201_000;
    const double h_011_200_200_002 = h_011_200_201_001 + CDz * h_011_200_200_001;
    const double h_011_200_210_100 = h_011_200_310_000 + CDx * h_011_200_210_000;
    const double h_111_100_110_000 = c_211_110 + ABx * c_111_110;
    const double h_011_100_110_000 = c_111_110 + ABx * c_011_110;
    const double h_011_200_110_000 = h_111_100_110_000 + ABx * h_011_100_110_000;
    const double h_011_200_110_100 = h_011_200_210_000 + CDx * h_011_200_110_000;
    const double h_011_200_110_200 = h_011_200_210_100 + CDx * h_011_200_110_100;
    const double h_111_100_120_000 = c_211_120 + ABx * c_111_120;
    const double h_011_100_120_000 = c_111_120 + ABx * c_011_120;
    const double h_011_200_120_000 = h_111_100_120_000 + ABx * h_011_100_120_000;
    const double h_011_200_110_010 = h_011_200_120_000 + CDy * h_011_200_110_000;
    const double h_011_200_110_110 = h_011_200_210_010 + CDx * h_011_200_110_010;
    const double h_111_100_111_000 = c_211_111 + ABx * c_111_111;
    const double h_011_100_111_000 = c_111_111 + ABx * c_011_111;
    const double h_011_200_111_000 = h_111_100_111_000 + ABx * h_011_100_111_000;
    const double h_011_200_110_001 = h_011_200_111_000 + CDz * h_011_200_110_000;
    const double h_011_200_110_101 = h_011_200_210_001 + CDx * h_011_200_110_001;
    const double h_111_100_130_000 = c_211_130 + ABx * c_111_130;
    const double h_011_100_130_000 = c_111_130 + ABx * c_011_130;
    const double h_011_200_130_000 = h_111_100_130_000 + ABx * h_011_100_130_000;
    const double h_011_200_120_010 = h_011_200_130_000 + CDy * h_011_200_120_000;
    const double h_011_200_110_020 = h_011_200_120_010 + CDy * h_011_200_110_010;
    const double h_111_100_121_000 = c_211_121 + ABx * c_111_121;
    const double h_011_100_121_000 = c_111_121 + ABx * c_011_121;
    const double h_011_200_121_000 = h_111_100_121_000 + ABx * h_011_100_121_000;
    const double h_011_200_120_001 = h_011_200_121_000 + CDz * h_011_200_120_000;
    const double h_011_200_110_011 = h_011_200_120_001 + CDy * h_011_200_110_001;
    const double h_111_100_112_000 = c_211_112 + ABx * c_111_112;
    const double h_011_100_112_000 = c_111_112 + ABx * c_011_112;
    const double h_011_200_112_000 = h_111_100_112_000 + ABx * h_011_100_112_000;
    const double h_011_200_111_001 = h_011_200_112_000 + CDz * h_011_200_111_000;
    const double h_011_200_110_002 = h_011_200_111_001 + CDz * h_011_200_110_001;
    const double h_011_200_201_100 = h_011_200_301_000 + CDx * h_011_200_201_000;
    const double h_111_100_101_000 = c_211_101 + ABx * c_111_101;
    const double h_011_100_101_000 = c_111_101 + ABx * c_011_101;
    const double h_011_200_101_000 = h_111_100_101_000 + ABx * h_011_100_101_000;
    const double h_011_200_101_100 = h_011_200_201_000 + CDx * h_011_200_101_000;
    const double h_011_200_101_200 = h_011_200_201_100 + CDx * h_011_200_101_100;
    const double h_011_200_201_010 = h_011_200_211_000 + CDy * h_011_200_201_000;
    const double h_011_200_101_010 = h_011_200_111_000 + CDy * h_011_200_101_000;
    const double h_011_200_101_110 = h_011_200_201_010 + CDx * h_011_200_101_010;
    const double h_111_100_102_000 = c_211_102 + ABx * c_111_102;
    const double h_011_100_102_000 = c_111_102 + ABx * c_011_102;
    const double h_011_200_102_000 = h_111_100_102_000 + ABx * h_011_100_102_000;
    const double h_011_200_101_001 = h_011_200_102_000 + CDz * h_011_200_101_000;
    const double h_011_200_101_101 = h_011_200_201_001 + CDx * h_011_200_101_001;
    const double h_011_200_111_010 = h_011_200_121_000 + CDy * h_011_200_111_000;
    const double h_011_200_101_020 = h_011_200_111_010 + CDy * h_011_200_101_010;
    const double h_011_200_101_011 = h_011_200_111_001 + CDy * h_011_200_101_001;
    const double h_111_100_103_000 = c_211_103 + ABx * c_111_103;
    const double h_011_100_103_000 = c_111_103 + ABx * c_011_103;
    const double h_011_200_103_000 = h_111_100_103_000 + ABx * h_011_100_103_000;
    const double h_011_200_102_001 = h_011_200_103_000 + CDz * h_011_200_102_000;
    const double h_011_200_101_002 = h_011_200_102_001 + CDz * h_011_200_101_001;
    const double h_011_200_120_100 = h_011_200_220_000 + CDx * h_011_200_120_000;
    const double h_111_100_020_000 = c_211_020 + ABx * c_111_020;
    const double h_011_100_020_000 = c_111_020 + ABx * c_011_020;
    const double h_011_200_020_000 = h_111_100_020_000 + ABx * h_011_100_020_000;
    const double h_011_200_020_100 = h_011_200_120_000 + CDx * h_011_200_020_000;
    const double h_011_200_020_200 = h_011_200_120_100 + CDx * h_011_200_020_100;
    const double h_111_100_030_000 = c_211_030 + ABx * c_111_030;
    const double h_011_100_030_000 = c_111_030 + ABx * c_011_030;
    const double h_011_200_030_000 = h_111_100_030_000 + ABx * h_011_100_030_000;
    const double h_011_200_020_010 = h_011_200_030_000 + CDy * h_011_200_020_000;
    const double h_011_200_020_110 = h_011_200_120_010 + CDx * h_011_200_020_010;
    const double h_111_100_021_000 = c_211_021 + ABx * c_111_021;
    const double h_011_100_021_000 = c_111_021 + ABx * c_011_021;
    const double h_011_200_021_000 = h_111_100_021_000 + ABx * h_011_100_021_000;
    const double h_011_200_020_001 = h_011_200_021_000 + CDz * h_011_200_020_000;
    const double h_011_200_020_101 = h_011_200_120_001 + CDx * h_011_200_020_001;
    const double h_111_100_040_000 = c_211_040 + ABx * c_111_040;
    const double h_011_100_040_000 = c_111_040 + ABx * c_011_040;
    const double h_011_200_040_000 = h_111_100_040_000 + ABx * h_011_100_040_000;
    const double h_011_200_030_010 = h_011_200_040_000 + CDy * h_011_200_030_000;
    const double h_011_200_020_020 = h_011_200_030_010 + CDy * h_011_200_020_010;
    const double h_111_100_031_000 = c_211_031 + ABx * c_111_031;
    const double h_011_100_031_000 = c_111_031 + ABx * c_011_031;
    const double h_011_200_031_000 = h_111_100_031_000 + ABx * h_011_100_031_000;
    const double h_011_200_030_001 = h_011_200_031_000 + CDz * h_011_200_030_000;
    const double h_011_200_020_011 = h_011_200_030_001 + CDy * h_011_200_020_001;
    const double h_111_100_022_000 = c_211_022 + ABx * c_111_022;
    const double h_011_100_022_000 = c_111_022 + ABx * c_011_022;
    const double h_011_200_022_000 = h_111_100_022_000 + ABx * h_011_100_022_000;
    const double h_011_200_021_001 = h_011_200_022_000 + CDz * h_011_200_021_000;
    const double h_011_200_020_002 = h_011_200_021_001 + CDz * h_011_200_020_001;
    const double h_011_200_111_100 = h_011_200_211_000 + CDx * h_011_200_111_000;
    const double h_111_100_011_000 = c_211_011 + ABx * c_111_011;
    const double h_011_100_011_000 = c_111_011 + ABx * c_011_011;
    const double h_011_200_011_000 = h_111_100_011_000 + ABx * h_011_100_011_000;
    const double h_011_200_011_100 = h_011_200_111_000 + CDx * h_011_200_011_000;
    const double h_011_200_011_200 = h_011_200_111_100 + CDx * h_011_200_011_100;
    const double h_011_200_011_010 = h_011_200_021_000 + CDy * h_011_200_011_000;
    const double h_011_200_011_110 = h_011_200_111_010 + CDx * h_011_200_011_010;
    const double h_111_100_012_000 = c_211_012 + ABx * c_111_012;
    const double h_011_100_012_000 = c_111_012 + ABx * c_011_012;
    const double h_011_200_012_000 = h_111_100_012_000 + ABx * h_011_100_012_000;
    const double h_011_200_011_001 = h_011_200_012_000 + CDz * h_011_200_011_000;
    const double h_011_200_011_101 = h_011_200_111_001 + CDx * h_011_200_011_001;
    const double h_011_200_021_010 = h_011_200_031_000 + CDy * h_011_200_021_000;
    const double h_011_200_011_020 = h_011_200_021_010 + CDy * h_011_200_011_010;
    const double h_011_200_011_011 = h_011_200_021_001 + CDy * h_011_200_011_001;
    const double h_111_100_013_000 = c_211_013 + ABx * c_111_013;
    const double h_011_100_013_000 = c_111_013 + ABx * c_011_013;
    const double h_011_200_013_000 = h_111_100_013_000 + ABx * h_011_100_013_000;
    const double h_011_200_012_001 = h_011_200_013_000 + CDz * h_011_200_012_000;
    const double h_011_200_011_002 = h_011_200_012_001 + CDz * h_011_200_011_001;
    const double h_011_200_102_100 = h_011_200_202_000 + CDx * h_011_200_102_000;
    const double h_111_100_002_000 = c_211_002 + ABx * c_111_002;
    const double h_011_100_002_000 = c_111_002 + ABx * c_011_002;
    const double h_011_200_002_000 = h_111_100_002_000 + ABx * h_011_100_002_000;
    const double h_011_200_002_100 = h_011_200_102_000 + CDx * h_011_200_002_000;
    const double h_011_200_002_200 = h_011_200_102_100 + CDx * h_011_200_002_100;
    const double h_011_200_102_010 = h_011_200_112_000 + CDy * h_011_200_102_000;
    const double h_011_200_002_010 = h_011_200_012_000 + CDy * h_011_200_002_000;
    const double h_011_200_002_110 = h_011_200_102_010 + CDx * h_011_200_002_010;
    const double h_111_100_003_000 = c_211_003 + ABx * c_111_003;
    const double h_011_100_003_000 = c_111_003 + ABx * c_011_003;
    const double h_011_200_003_000 = h_111_100_003_000 + ABx * h_011_100_003_000;
    const double h_011_200_002_001 = h_011_200_003_000 + CDz * h_011_200_002_000;
    const double h_011_200_002_101 = h_011_200_102_001 + CDx * h_011_200_002_001;
    const double h_011_200_012_010 = h_011_200_022_000 + CDy * h_011_200_012_000;
    const double h_011_200_002_020 = h_011_200_012_010 + CDy * h_011_200_002_010;
    const double h_011_200_002_011 = h_011_200_012_001 + CDy * h_011_200_002_001;
    const double h_111_100_004_000 = c_211_004 + ABx * c_111_004;
    const double h_011_100_004_000 = c_111_004 + ABx * c_011_004;
    const double h_011_200_004_000 = h_111_100_004_000 + ABx * h_011_100_004_000;
    const double h_011_200_003_001 = h_011_200_004_000 + CDz * h_011_200_003_000;
    const double h_011_200_002_002 = h_011_200_003_001 + CDz * h_011_200_002_001;
    const double h_011_010_400_000 = c_021_400 + ABy * c_011_400;
    const double h_011_110_400_000 = h_111_010_400_000 + ABx * h_011_010_400_000;
    const double h_011_010_300_000 = c_021_300 + ABy * c_011_300;
    const double h_011_110_300_000 = h_111_010_300_000 + ABx * h_011_010_300_000;
    const double h_011_110_300_100 = h_011_110_400_000 + CDx * h_011_110_300_000;
    const double h_011_010_200_000 = c_021_200 + ABy * c_011_200;
    const double h_011_110_200_000 = h_111_010_200_000 + ABx * h_011_010_200_000;
    const double h_011_110_200_100 = h_011_110_300_000 + CDx * h_011_110_200_000;
    const double h_011_110_200_200 = h_011_110_300_100 + CDx * h_011_110_200_100;
    const double h_011_010_310_000 = c_021_310 + ABy * c_011_310;
    const double h_011_110_310_000 = h_111_010_310_000 + ABx * h_011_010_310_000;
    const double h_011_110_300_010 = h_011_110_310_000 + CDy * h_011_110_300_000;
    const double h_011_010_210_000 = c_021_210 + ABy * c_011_210;
    const double h_011_110_210_000 = h_111_010_210_000 + ABx * h_011_010_210_000;
    const double h_011_110_200_010 = h_011_110_210_000 + CDy * h_011_110_200_000;
    const double h_011_110_200_110 = h_011_110_300_010 + CDx * h_011_110_200_010;
    const double h_011_010_301_000 = c_021_301 + ABy * c_011_301;
    const double h_011_110_301_000 = h_111_010_301_000 + ABx * h_011_010_301_000;
    const double h_011_110_300_001 = h_011_110_301_000 + CDz * h_011_110_300_000;
    const double h_011_010_201_000 = c_021_201 + ABy * c_011_201;
    const double h_011_110_201_000 = h_111_010_201_000 + ABx * h_011_010_201_000;
    const double h_011_110_200_001 = h_011_110_201_000 + CDz * h_011_110_200_000;
    const double h_011_110_200_101 = h_011_110_300_001 + CDx * h_011_110_200_001;
    const double h_011_010_220_000 = c_021_220 + ABy * c_011_220;
    const double h_011_110_220_000 = h_111_010_220_000 + ABx * h_011_010_220_000;
    const double h_011_110_210_010 = h_011_110_220_000 + CDy * h_011_110_210_000;
    const double h_011_110_200_020 = h_011_110_210_010 + CDy * h_011_110_200_010;
    const double h_011_010_211_000 = c_021_211 + ABy * c_011_211;
    const double h_011_110_211_000 = h_111_010_211_000 + ABx * h_011_010_211_000;
    const double h_011_110_210_001 = h_011_110_211_000 + CDz * h_011_110_210_000;
    const double h_011_110_200_011 = h_011_110_210_001 + CDy * h_011_110_200_001;
    const double h_011_010_202_000 = c_021_202 + ABy * c_011_202;
    const double h_011_110_202_000 = h_111_010_202_000 + ABx * h_011_010_202_000;
    const double h_011_110_201_001 = h_011_110_202_000 + CDz * h_011_110_201_000;
    const double h_011_110_200_002 = h_011_110_201_001 + CDz * h_011_110_200_001;
    const double h_011_110_210_100 = h_011_110_310_000 + CDx * h_011_110_210_000;
    const double h_011_010_110_000 = c_021_110 + ABy * c_011_110;
    const double h_011_110_110_000 = h_111_010_110_000 + ABx * h_011_010_110_000;
    const double h_011_110_110_100 = h_011_110_210_000 + CDx * h_011_110_110_000;
    const double h_011_110_110_200 = h_011_110_210_100 + CDx * h_011_110_110_100;
    const double h_011_010_120_000 = c_021_120 + ABy * c_011_120;
    const double h_011_110_120_000 = h_111_010_120_000 + ABx * h_011_010_120_000;
    const double h_011_110_110_010 = h_011_110_120_000 + CDy * h_011_110_110_000;
    const double h_011_110_110_110 = h_011_110_210_010 + CDx * h_011_110_110_010;
    const double h_011_010_111_000 = c_021_111 + ABy * c_011_111;
    const double h_011_110_111_000 = h_111_010_111_000 + ABx * h_011_010_111_000;
    const double h_011_110_110_001 = h_011_110_111_000 + CDz * h_011_110_110_000;
    const double h_011_110_110_101 = h_011_110_210_001 + CDx * h_011_110_110_001;
    const double h_011_010_130_000 = c_021_130 + ABy * c_011_130;
    const double h_011_110_130_000 = h_111_010_130_000 + ABx * h_011_010_130_000;
    const double h_011_110_120_010 = h_011_110_130_000 + CDy * h_011_110_120_000;
    const double h_011_110_110_020 = h_011_110_120_010 + CDy * h_011_110_110_010;
    const double h_011_010_121_000 = c_021_121 + ABy * c_011_121;
    const double h_011_110_121_000 = h_111_010_121_000 + ABx * h_011_010_121_000;
    const double h_011_110_120_001 = h_011_110_121_000 + CDz * h_011_110_120_000;
    const double h_011_110_110_011 = h_011_110_120_001 + CDy * h_011_110_110_001;
    const double h_011_010_112_000 = c_021_112 + ABy * c_011_112;
    const double h_011_110_112_000 = h_111_010_112_000 + ABx * h_011_010_112_000;
    const double h_011_110_111_001 = h_011_110_112_000 + CDz * h_011_110_111_000;
    const double h_011_110_110_002 = h_011_110_111_001 + CDz * h_011_110_110_001;
    const double h_011_110_201_100 = h_011_110_301_000 + CDx * h_011_110_201_000;
    const double h_011_010_101_000 = c_021_101 + ABy * c_011_101;
    const double h_011_110_101_000 = h_111_010_101_000 + ABx * h_011_010_101_000;
    const double h_011_110_101_100 = h_011_110_201_000 + CDx * h_011_110_101_000;
    const double h_011_110_101_200 = h_011_110_201_100 + CDx * h_011_110_101_100;
    const double h_011_110_201_010 = h_011_110_211_000 + CDy * h_011_110_201_000;
    const double h_011_110_101_010 = h_011_110_111_000 + CDy * h_011_110_101_000;
    const double h_011_110_101_110 = h_011_110_201_010 + CDx * h_011_110_101_010;
    const double h_011_010_102_000 = c_021_102 + ABy * c_011_102;
    const double h_011_110_102_000 = h_111_010_102_000 + ABx * h_011_010_102_000;
    const double h_011_110_101_001 = h_011_110_102_000 + CDz * h_011_110_101_000;
    const double h_011_110_101_101 = h_011_110_201_001 + CDx * h_011_110_101_001;
    const double h_011_110_111_010 = h_011_110_121_000 + CDy * h_011_110_111_000;
    const double h_011_110_101_020 = h_011_110_111_010 + CDy * h_011_110_101_010;
    const double h_011_110_101_011 = h_011_110_111_001 + CDy * h_011_110_101_001;
    const double h_011_010_103_000 = c_021_103 + ABy * c_011_103;
    const double h_011_110_103_000 = h_111_010_103_000 + ABx * h_011_010_103_000;
    const double h_011_110_102_001 = h_011_110_103_000 + CDz * h_011_110_102_000;
    const double h_011_110_101_002 = h_011_110_102_001 + CDz * h_011_110_101_001;
    const double h_011_110_120_100 = h_011_110_220_000 + CDx * h_011_110_120_000;
    const double h_011_010_020_000 = c_021_020 + ABy * c_011_020;
    const double h_011_110_020_000 = h_111_010_020_000 + ABx * h_011_010_020_000;
    const double h_011_110_020_100 = h_011_110_120_000 + CDx * h_011_110_020_000;
    const double h_011_110_020_200 = h_011_110_120_100 + CDx * h_011_110_020_100;
    const double h_011_010_030_000 = c_021_030 + ABy * c_011_030;
    const double h_011_110_030_000 = h_111_010_030_000 + ABx * h_011_010_030_000;
    const double h_011_110_020_010 = h_011_110_030_000 + CDy * h_011_110_020_000;
    const double h_011_110_020_110 = h_011_110_120_010 + CDx * h_011_110_020_010;
    const double h_011_010_021_000 = c_021_021 + ABy * c_011_021;
    const double h_011_110_021_000 = h_111_010_021_000 + ABx * h_011_010_021_000;
    const double h_011_110_020_001 = h_011_110_021_000 + CDz * h_011_110_020_000;
    const double h_011_110_020_101 = h_011_110_120_001 + CDx * h_011_110_020_001;
    const double h_011_010_040_000 = c_021_040 + ABy * c_011_040;
    const double h_011_110_040_000 = h_111_010_040_000 + ABx * h_011_010_040_000;
    const double h_011_110_030_010 = h_011_110_040_000 + CDy * h_011_110_030_000;
    const double h_011_110_020_020 = h_011_110_030_010 + CDy * h_011_110_020_010;
    const double h_011_010_031_000 = c_021_031 + ABy * c_011_031;
    const double h_011_110_031_000 = h_111_010_031_000 + ABx * h_011_010_031_000;
    const double h_011_110_030_001 = h_011_110_031_000 + CDz * h_011_110_030_000;
    const double h_011_110_020_011 = h_011_110_030_001 + CDy * h_011_110_020_001;
    const double h_011_010_022_000 = c_021_022 + ABy * c_011_022;
    const double h_011_110_022_000 = h_111_010_022_000 + ABx * h_011_010_022_000;
    const double h_011_110_021_001 = h_011_110_022_000 + CDz * h_011_110_021_000;
    const double h_011_110_020_002 = h_011_110_021_001 + CDz * h_011_110_020_001;
    const double h_011_110_111_100 = h_011_110_211_000 + CDx * h_011_110_111_000;
    const double h_011_010_011_000 = c_021_011 + ABy * c_011_011;
    const double h_011_110_011_000 = h_111_010_011_000 + ABx * h_011_010_011_000;
    const double h_011_110_011_100 = h_011_110_111_000 + CDx * h_011_110_011_000;
    const double h_011_110_011_200 = h_011_110_111_100 + CDx * h_011_110_011_100;
    const double h_011_110_011_010 = h_011_110_021_000 + CDy * h_011_110_011_000;
    const double h_011_110_011_110 = h_011_110_111_010 + CDx * h_011_110_011_010;
    const double h_011_010_012_000 = c_021_012 + ABy * c_011_012;
    const double h_011_110_012_000 = h_111_010_012_000 + ABx * h_011_010_012_000;
    const double h_011_110_011_001 = h_011_110_012_000 + CDz * h_011_110_011_000;
    const double h_011_110_011_101 = h_011_110_111_001 + CDx * h_011_110_011_001;
    const double h_011_110_021_010 = h_011_110_031_000 + CDy * h_011_110_021_000;
    const double h_011_110_011_020 = h_011_110_021_010 + CDy * h_011_110_011_010;
    const double h_011_110_011_011 = h_011_110_021_001 + CDy * h_011_110_011_001;
    const double h_011_010_013_000 = c_021_013 + ABy * c_011_013;
    const double h_011_110_013_000 = h_111_010_013_000 + ABx * h_011_010_013_000;
    const double h_011_110_012_001 = h_011_110_013_000 + CDz * h_011_110_012_000;
    const double h_011_110_011_002 = h_011_110_012_001 + CDz * h_011_110_011_001;
    const double h_011_110_102_100 = h_011_110_202_000 + CDx * h_011_110_102_000;
    const double h_011_010_002_000 = c_021_002 + ABy * c_011_002;
    const double h_011_110_002_000 = h_111_010_002_000 + ABx * h_011_010_002_000;
    const double h_011_110_002_100 = h_011_110_102_000 + CDx * h_011_110_002_000;
    const double h_011_110_002_200 = h_011_110_102_100 + CDx * h_011_110_002_100;
    const double h_011_110_102_010 = h_011_110_112_000 + CDy * h_011_110_102_000;
    const double h_011_110_002_010 = h_011_110_012_000 + CDy * h_011_110_002_000;
    const double h_011_110_002_110 = h_011_110_102_010 + CDx * h_011_110_002_010;
    const double h_011_010_003_000 = c_021_003 + ABy * c_011_003;
    const double h_011_110_003_000 = h_111_010_003_000 + ABx * h_011_010_003_000;
    const double h_011_110_002_001 = h_011_110_003_000 + CDz * h_011_110_002_000;
    const double h_011_110_002_101 = h_011_110_102_001 + CDx * h_011_110_002_001;
    const double h_011_110_012_010 = h_011_110_022_000 + CDy * h_011_110_012_000;
    const double h_011_110_002_020 = h_011_110_012_010 + CDy * h_011_110_002_010;
    const double h_011_110_002_011 = h_011_110_012_001 + CDy * h_011_110_002_001;
    const double h_011_010_004_000 = c_021_004 + ABy * c_011_004;
    const double h_011_110_004_000 = h_111_010_004_000 + ABx * h_011_010_004_000;
    const double h_011_110_003_001 = h_011_110_004_000 + CDz * h_011_110_003_000;
    const double h_011_110_002_002 = h_011_110_003_001 + CDz * h_011_110_002_001;
    const double h_011_001_400_000 = c_012_400 + ABz * c_011_400;
    const double h_011_101_400_000 = h_111_001_400_000 + ABx * h_011_001_400_000;
    const double h_011_001_300_000 = c_012_300 + ABz * c_011_300;
    const double h_011_101_300_000 = h_111_001_300_000 + ABx * h_011_001_300_000;
    const double h_011_101_300_100 = h_011_101_400_000 + CDx * h_011_101_300_000;
    const double h_011_001_200_000 = c_012_200 + ABz * c_011_200;
    const double h_011_101_200_000 = h_111_001_200_000 + ABx * h_011_001_200_000;
    const double h_011_101_200_100 = h_011_101_300_000 + CDx * h_011_101_200_000;
    const double h_011_101_200_200 = h_011_101_300_100 + CDx * h_011_101_200_100;
    const double h_011_001_310_000 = c_012_310 + ABz * c_011_310;
    const double h_011_101_310_000 = h_111_001_310_000 + ABx * h_011_001_310_000;
    const double h_011_101_300_010 = h_011_101_310_000 + CDy * h_011_101_300_000;
    const double h_011_001_210_000 = c_012_210 + ABz * c_011_210;
    const double h_011_101_210_000 = h_111_001_210_000 + ABx * h_011_001_210_000;
    const double h_011_101_200_010 = h_011_101_210_000 + CDy * h_011_101_200_000;
    const double h_011_101_200_110 = h_011_101_300_010 + CDx * h_011_101_200_010;
    const double h_011_001_301_000 = c_012_301 + ABz * c_011_301;
    const double h_011_101_301_000 = h_111_001_301_000 + ABx * h_011_001_301_000;
    const double h_011_101_300_001 = h_011_101_301_000 + CDz * h_011_101_300_000;
    const double h_011_001_201_000 = c_012_201 + ABz * c_011_201;
    const double h_011_101_201_000 = h_111_001_201_000 + ABx * h_011_001_201_000;
    const double h_011_101_200_001 = h_011_101_201_000 + CDz * h_011_101_200_000;
    const double h_011_101_200_101 = h_011_101_300_001 + CDx * h_011_101_200_001;
    const double h_011_001_220_000 = c_012_220 + ABz * c_011_220;
    const double h_011_101_220_000 = h_111_001_220_000 + ABx * h_011_001_220_000;
    const double h_011_101_210_010 = h_011_101_220_000 + CDy * h_011_101_210_000;
    const double h_011_101_200_020 = h_011_101_210_010 + CDy * h_011_101_200_010;
    const double h_011_001_211_000 = c_012_211 + ABz * c_011_211;
    const double h_011_101_211_000 = h_111_001_211_000 + ABx * h_011_001_211_000;
    const double h_011_101_210_001 = h_011_101_211_000 + CDz * h_011_101_210_000;
    const double h_011_101_200_011 = h_011_101_210_001 + CDy * h_011_101_200_001;
    const double h_011_001_202_000 = c_012_202 + ABz * c_011_202;
    const double h_011_101_202_000 = h_111_001_202_000 + ABx * h_011_001_202_000;
    const double h_011_101_201_001 = h_011_101_202_000 + CDz * h_011_101_201_000;
    const double h_011_101_200_002 = h_011_101_201_001 + CDz * h_011_101_200_001;
    const double h_011_101_210_100 = h_011_101_310_000 + CDx * h_011_101_210_000;
    const double h_011_001_110_000 = c_012_110 + ABz * c_011_110;
    const double h_011_101_110_000 = h_111_001_110_000 + ABx * h_011_001_110_000;
    const double h_011_101_110_100 = h_011_101_210_000 + CDx * h_011_101_110_000;
    const double h_011_101_110_200 = h_011_101_210_100 + CDx * h_011_101_110_100;
    const double h_011_001_120_000 = c_012_120 + ABz * c_011_120;
    const double h_011_101_120_000 = h_111_001_120_000 + ABx * h_011_001_120_000;
    const double h_011_101_110_010 = h_011_101_120_000 + CDy * h_011_101_110_000;
    const double h_011_101_110_110 = h_011_101_210_010 + CDx * h_011_101_110_010;
    const double h_011_001_111_000 = c_012_111 + ABz * c_011_111;
    const double h_011_101_111_000 = h_111_001_111_000 + ABx * h_011_001_111_000;
    const double h_011_101_110_001 = h_011_101_111_000 + CDz * h_011_101_110_000;
    const double h_011_101_110_101 = h_011_101_210_001 + CDx * h_011_101_110_001;
    const double h_011_001_130_000 = c_012_130 + ABz * c_011_130;
    const double h_011_101_130_000 = h_111_001_130_000 + ABx * h_011_001_130_000;
    const double h_011_101_120_010 = h_011_101_130_000 + CDy * h_011_101_120_000;
    const double h_011_101_110_020 = h_011_101_120_010 + CDy * h_011_101_110_010;
    const double h_011_001_121_000 = c_012_121 + ABz * c_011_121;
    const double h_011_101_121_000 = h_111_001_121_000 + ABx * h_011_001_121_000;
    const double h_011_101_120_001 = h_011_101_121_000 + CDz * h_011_101_120_000;
    const double h_011_101_110_011 = h_011_101_120_001 + CDy * h_011_101_110_001;
    const double h_011_001_112_000 = c_012_112 + ABz * c_011_112;
    const double h_011_101_112_000 = h_111_001_112_000 + ABx * h_011_001_112_000;
    const double h_011_101_111_001 = h_011_101_112_000 + CDz * h_011_101_111_000;
    const double h_011_101_110_002 = h_011_101_111_001 + CDz * h_011_101_110_001;
    const double h_011_101_201_100 = h_011_101_301_000 + CDx * h_011_101_201_000;
    const double h_011_001_101_000 = c_012_101 + ABz * c_011_101;
    const double h_011_101_101_000 = h_111_001_101_000 + ABx * h_011_001_101_000;
    const double h_011_101_101_100 = h_011_101_201_000 + CDx * h_011_101_101_000;
    const double h_011_101_101_200 = h_011_101_201_100 + CDx * h_011_101_101_100;
    const double h_011_101_201_010 = h_011_101_211_000 + CDy * h_011_101_201_000;
    const double h_011_101_101_010 = h_011_101_111_000 + CDy * h_011_101_101_000;
    const double h_011_101_101_110 = h_011_101_201_010 + CDx * h_011_101_101_010;
    const double h_011_001_102_000 = c_012_102 + ABz * c_011_102;
    const double h_011_101_102_000 = h_111_001_102_000 + ABx * h_011_001_102_000;
    const double h_011_101_101_001 = h_011_101_102_000 + CDz * h_011_101_101_000;
    const double h_011_101_101_101 = h_011_101_201_001 + CDx * h_011_101_101_001;
    const double h_011_101_111_010 = h_011_101_121_000 + CDy * h_011_101_111_000;
    const double h_011_101_101_020 = h_011_101_111_010 + CDy * h_011_101_101_010;
    const double h_011_101_101_011 = h_011_101_111_001 + CDy * h_011_101_101_001;
    const double h_011_001_103_000 = c_012_103 + ABz * c_011_103;
    const double h_011_101_103_000 = h_111_001_103_000 + ABx * h_011_001_103_000;
    const double h_011_101_102_001 = h_011_101_103_000 + CDz * h_011_101_102_000;
    const double h_011_101_101_002 = h_011_101_102_001 + CDz * h_011_101_101_001;
    const double h_011_101_120_100 = h_011_101_220_000 + CDx * h_011_101_120_000;
    const double h_011_001_020_000 = c_012_020 + ABz * c_011_020;
    const double h_011_101_020_000 = h_111_001_020_000 + ABx * h_011_001_020_000;
    const double h_011_101_020_100 = h_011_101_120_000 + CDx * h_011_101_020_000;
    const double h_011_101_020_200 = h_011_101_120_100 + CDx * h_011_101_020_100;
    const double h_011_001_030_000 = c_012_030 + ABz * c_011_030;
    const double h_011_101_030_000 = h_111_001_030_000 + ABx * h_011_001_030_000;
    const double h_011_101_020_010 = h_011_101_030_000 + CDy * h_011_101_020_000;
    const double h_011_101_020_110 = h_011_101_120_010 + CDx * h_011_101_020_010;
    const double h_011_001_021_000 = c_012_021 + ABz * c_011_021;
    const double h_011_101_021_000 = h_111_001_021_000 + ABx * h_011_001_021_000;
    const double h_011_101_020_001 = h_011_101_021_000 + CDz * h_011_101_020_000;
    const double h_011_101_020_101 = h_011_101_120_001 + CDx * h_011_101_020_001;
    const double h_011_001_040_000 = c_012_040 + ABz * c_011_040;
    const double h_011_101_040_000 = h_111_001_040_000 + ABx * h_011_001_040_000;
    const double h_011_101_030_010 = h_011_101_040_000 + CDy * h_011_101_030_000;
    const double h_011_101_020_020 = h_011_101_030_010 + CDy * h_011_101_020_010;
    const double h_011_001_031_000 = c_012_031 + ABz * c_011_031;
    const double h_011_101_031_000 = h_111_001_031_000 + ABx * h_011_001_031_000;
    const double h_011_101_030_001 = h_011_101_031_000 + CDz * h_011_101_030_000;
    const double h_011_101_020_011 = h_011_101_030_001 + CDy * h_011_101_020_001;
    const double h_011_001_022_000 = c_012_022 + ABz * c_011_022;
    const double h_011_101_022_000 = h_111_001_022_000 + ABx * h_011_001_022_000;
    const double h_011_101_021_001 = h_011_101_022_000 + CDz * h_011_101_021_000;
    const double h_011_101_020_002 = h_011_101_021_001 + CDz * h_011_101_020_001;
    const double h_011_101_111_100 = h_011_101_211_000 + CDx * h_011_101_111_000;
    const double h_011_001_011_000 = c_012_011 + ABz * c_011_011;
    const double h_011_101_011_000 = h_111_001_011_000 + ABx * h_011_001_011_000;
    const double h_011_101_011_100 = h_011_101_111_000 + CDx * h_011_101_011_000;
    const double h_011_101_011_200 = h_011_101_111_100 + CDx * h_011_101_011_100;
    const double h_011_101_011_010 = h_011_101_021_000 + CDy * h_011_101_011_000;
    const double h_011_101_011_110 = h_011_101_111_010 + CDx * h_011_101_011_010;
    const double h_011_001_012_000 = c_012_012 + ABz * c_011_012;
    const double h_011_101_012_000 = h_111_001_012_000 + ABx * h_011_001_012_000;
    const double h_011_101_011_001 = h_011_101_012_000 + CDz * h_011_101_011_000;
    const double h_011_101_011_101 = h_011_101_111_001 + CDx * h_011_101_011_001;
    const double h_011_101_021_010 = h_011_101_031_000 + CDy * h_011_101_021_000;
    const double h_011_101_011_020 = h_011_101_021_010 + CDy * h_011_101_011_010;
    const double h_011_101_011_011 = h_011_101_021_001 + CDy * h_011_101_011_001;
    const double h_011_001_013_000 = c_012_013 + ABz * c_011_013;
    const double h_011_101_013_000 = h_111_001_013_000 + ABx * h_011_001_013_000;
    const double h_011_101_012_001 = h_011_101_013_000 + CDz * h_011_101_012_000;
    const double h_011_101_011_002 = h_011_101_012_001 + CDz * h_011_101_011_001;
    const double h_011_101_102_100 = h_011_101_202_000 + CDx * h_011_101_102_000;
    const double h_011_001_002_000 = c_012_002 + ABz * c_011_002;
    const double h_011_101_002_000 = h_111_001_002_000 + ABx * h_011_001_002_000;
    const double h_011_101_002_100 = h_011_101_102_000 + CDx * h_011_101_002_000;
    const double h_011_101_002_200 = h_011_101_102_100 + CDx * h_011_101_002_100;
    const double h_011_101_102_010 = h_011_101_112_000 + CDy * h_011_101_102_000;
    const double h_011_101_002_010 = h_011_101_012_000 + CDy * h_011_101_002_000;
    const double h_011_101_002_110 = h_011_101_102_010 + CDx * h_011_101_002_010;
    const double h_011_001_003_000 = c_012_003 + ABz * c_011_003;
    const double h_011_101_003_000 = h_111_001_003_000 + ABx * h_011_001_003_000;
    const double h_011_101_002_001 = h_011_101_003_000 + CDz * h_011_101_002_000;
    const double h_011_101_002_101 = h_011_101_102_001 + CDx * h_011_101_002_001;
    const double h_011_101_012_010 = h_011_101_022_000 + CDy * h_011_101_012_000;
    const double h_011_101_002_020 = h_011_101_012_010 + CDy * h_011_101_002_010;
    const double h_011_101_002_011 = h_011_101_012_001 + CDy * h_011_101_002_001;
    const double h_011_001_004_000 = c_012_004 + ABz * c_011_004;
    const double h_011_101_004_000 = h_111_001_004_000 + ABx * h_011_001_004_000;
    const double h_011_101_003_001 = h_011_101_004_000 + CDz * h_011_101_003_000;
    const double h_011_101_002_002 = h_011_101_003_001 + CDz * h_011_101_002_001;
    const double h_021_010_400_000 = c_031_400 + ABy * c_021_400;
    const double h_011_020_400_000 = h_021_010_400_000 + ABy * h_011_010_400_000;
    const double h_021_010_300_000 = c_031_300 + ABy * c_021_300;
    const double h_011_020_300_000 = h_021_010_300_000 + ABy * h_011_010_300_000;
    const double h_011_020_300_100 = h_011_020_400_000 + CDx * h_011_020_300_000;
    const double h_021_010_200_000 = c_031_200 + ABy * c_021_200;
    const double h_011_020_200_000 = h_021_010_200_000 + ABy * h_011_010_200_000;
    const double h_011_020_200_100 = h_011_020_300_000 + CDx * h_011_020_200_000;
    const double h_011_020_200_200 = h_011_020_300_100 + CDx * h_011_020_200_100;
    const double h_021_010_310_000 = c_031_310 + ABy * c_021_310;
    const double h_011_020_310_000 = h_021_010_310_000 + ABy * h_011_010_310_000;
    const double h_011_020_300_010 = h_011_020_310_000 + CDy * h_011_020_300_000;
    const double h_021_010_210_000 = c_031_210 + ABy * c_021_210;
    const double h_011_020_210_000 = h_021_010_210_000 + ABy * h_011_010_210_000;
    const double h_011_020_200_010 = h_011_020_210_000 + CDy * h_011_020_200_000;
    const double h_011_020_200_110 = h_011_020_300_010 + CDx * h_011_020_200_010;
    const double h_021_010_301_000 = c_031_301 + ABy * c_021_301;
    const double h_011_020_301_000 = h_021_010_301_000 + ABy * h_011_010_301_000;
    const double h_011_020_300_001 = h_011_020_301_000 + CDz * h_011_020_300_000;
    const double h_021_010_201_000 = c_031_201 + ABy * c_021_201;
    const double h_011_020_201_000 = h_021_010_201_000 + ABy * h_011_010_201_000;
    const double h_011_020_200_001 = h_011_020_201_000 + CDz * h_011_020_200_000;
    const double h_011_020_200_101 = h_011_020_300_001 + CDx * h_011_020_200_001;
    const double h_021_010_220_000 = c_031_220 + ABy * c_021_220;
    const double h_011_020_220_000 = h_021_010_220_000 + ABy * h_011_010_220_000;
    const double h_011_020_210_010 = h_011_020_220_000 + CDy * h_011_020_210_000;
    const double h_011_020_200_020 = h_011_020_210_010 + CDy * h_011_020_200_010;
    const double h_021_010_211_000 = c_031_211 + ABy * c_021_211;
    const double h_011_020_211_000 = h_021_010_211_000 + ABy * h_011_010_211_000;
    const double h_011_020_210_001 = h_011_020_211_000 + CDz * h_011_020_210_000;
    const double h_011_020_200_011 = h_011_020_210_001 + CDy * h_011_020_200_001;
    const double h_021_010_202_000 = c_031_202 + ABy * c_021_202;
    const double h_011_020_202_000 = h_021_010_202_000 + ABy * h_011_010_202_000;
    const double h_011_020_201_001 = h_011_020_202_000 + CDz * h_011_020_201_000;
    const double h_011_020_200_002 = h_011_020_201_001 + CDz * h_011_020_200_001;
    const double h_011_020_210_100 = h_011_020_310_000 + CDx * h_011_020_210_000;
    const double h_021_010_110_000 = c_031_110 + ABy * c_021_110;
    const double h_011_020_110_000 = h_021_010_110_000 + ABy * h_011_010_110_000;
    const double h_011_020_110_100 = h_011_020_210_000 + CDx * h_011_020_110_000;
    const double h_011_020_110_200 = h_011_020_210_100 + CDx * h_011_020_110_100;
    const double h_021_010_120_000 = c_031_120 + ABy * c_021_120;
    const double h_011_020_120_000 = h_021_010_120_000 + ABy * h_011_010_120_000;
    const double h_011_020_110_010 = h_011_020_120_000 + CDy * h_011_020_110_000;
    const double h_011_020_110_110 = h_011_020_210_010 + CDx * h_011_020_110_010;
    const double h_021_010_111_000 = c_031_111 + ABy * c_021_111;
    const double h_011_020_111_000 = h_021_010_111_000 + ABy * h_011_010_111_000;
    const double h_011_020_110_001 = h_011_020_111_000 + CDz * h_011_020_110_000;
    const double h_011_020_110_101 = h_011_020_210_001 + CDx * h_011_020_110_001;
    const double h_021_010_130_000 = c_031_130 + ABy * c_021_130;
    const double h_011_020_130_000 = h_021_010_130_000 + ABy * h_011_010_130_000;
    const double h_011_020_120_010 = h_011_020_130_000 + CDy * h_011_020_120_000;
    const double h_011_020_110_020 = h_011_020_120_010 + CDy * h_011_020_110_010;
    const double h_021_010_121_000 = c_031_121 + ABy * c_021_121;
    const double h_011_020_121_000 = h_021_010_121_000 + ABy * h_011_010_121_000;
    const double h_011_020_120_001 = h_011_020_121_000 + CDz * h_011_020_120_000;
    const double h_011_020_110_011 = h_011_020_120_001 + CDy * h_011_020_110_001;
    const double h_021_010_112_000 = c_031_112 + ABy * c_021_112;
    const double h_011_020_112_000 = h_021_010_112_000 + ABy * h_011_010_112_000;
    const double h_011_020_111_001 = h_011_020_112_000 + CDz * h_011_020_111_000;
    const double h_011_020_110_002 = h_011_020_111_001 + CDz * h_011_020_110_001;
    const double h_011_020_201_100 = h_011_020_301_000 + CDx * h_011_020_201_000;
    const double h_021_010_101_000 = c_031_101 + ABy * c_021_101;
    const double h_011_020_101_000 = h_021_010_101_000 + ABy * h_011_010_101_000;
    const double h_011_020_101_100 = h_011_020_201_000 + CDx * h_011_020_101_000;
    const double h_011_020_101_200 = h_011_020_201_100 + CDx * h_011_020_101_100;
    const double h_011_020_201_010 = h_011_020_211_000 + CDy * h_011_020_201_000;
    const double h_011_020_101_010 = h_011_020_111_000 + CDy * h_011_020_101_000;
    const double h_011_020_101_110 = h_011_020_201_010 + CDx * h_011_020_101_010;
    const double h_021_010_102_000 = c_031_102 + ABy * c_021_102;
    const double h_011_020_102_000 = h_021_010_102_000 + ABy * h_011_010_102_000;
    const double h_011_020_101_001 = h_011_020_102_000 + CDz * h_011_020_101_000;
    const double h_011_020_101_101 = h_011_020_201_001 + CDx * h_011_020_101_001;
    const double h_011_020_111_010 = h_011_020_121_000 + CDy * h_011_020_111_000;
    const double h_011_020_101_020 = h_011_020_111_010 + CDy * h_011_020_101_010;
    const double h_011_020_101_011 = h_011_020_111_001 + CDy * h_011_020_101_001;
    const double h_021_010_103_000 = c_031_103 + ABy * c_021_103;
    const double h_011_020_103_000 = h_021_010_103_000 + ABy * h_011_010_103_000;
    const double h_011_020_102_001 = h_011_020_103_000 + CDz * h_011_020_102_000;
    const double h_011_020_101_002 = h_011_020_102_001 + CDz * h_011_020_101_001;
    const double h_011_020_120_100 = h_011_020_220_000 + CDx * h_011_020_120_000;
    const double h_021_010_020_000 = c_031_020 + ABy * c_021_020;
    const double h_011_020_020_000 = h_021_010_020_000 + ABy * h_011_010_020_000;
    const double h_011_020_020_100 = h_011_020_120_000 + CDx * h_011_020_020_000;
    const double h_011_020_020_200 = h_011_020_120_100 + CDx * h_011_020_020_100;
    const double h_021_010_030_000 = c_031_030 + ABy * c_021_030;
    const double h_011_020_030_000 = h_021_010_030_000 + ABy * h_011_010_030_000;
    const double h_011_020_020_010 = h_011_020_030_000 + CDy * h_011_020_020_000;
    const double h_011_020_020_110 = h_011_020_120_010 + CDx * h_011_020_020_010;
    const double h_021_010_021_000 = c_031_021 + ABy * c_021_021;
    const double h_011_020_021_000 = h_021_010_021_000 + ABy * h_011_010_021_000;
    const double h_011_020_020_001 = h_011_020_021_000 + CDz * h_011_020_020_000;
    const double h_011_020_020_101 = h_011_020_120_001 + CDx * h_011_020_020_001;
    const double h_021_010_040_000 = c_031_040 + ABy * c_021_040;
    const double h_011_020_040_000 = h_021_010_040_000 + ABy * h_011_010_040_000;
    const double h_011_020_030_010 = h_011_020_040_000 + CDy * h_011_020_030_000;
    const double h_011_020_020_020 = h_011_020_030_010 + CDy * h_011_020_020_010;
    const double h_021_010_031_000 = c_031_031 + ABy * c_021_031;
    const double h_011_020_031_000 = h_021_010_031_000 + ABy * h_011_010_031_000;
    const double h_011_020_030_001 = h_011_020_031_000 + CDz * h_011_020_030_000;
    const double h_011_020_020_011 = h_011_020_030_001 + CDy * h_011_020_020_001;
    const double h_021_010_022_000 = c_031_022 + ABy * c_021_022;
    const double h_011_020_022_000 = h_021_010_022_000 + ABy * h_011_010_022_000;
    const double h_011_020_021_001 = h_011_020_022_000 + CDz * h_011_020_021_000;
    const double h_011_020_020_002 = h_011_020_021_001 + CDz * h_011_020_020_001;
    const double h_011_020_111_100 = h_011_020_211_000 + CDx * h_011_020_111_000;
    const double h_021_010_011_000 = c_031_011 + ABy * c_021_011;
    const double h_011_020_011_000 = h_021_010_011_000 + ABy * h_011_010_011_000;
    const double h_011_020_011_100 = h_011_020_111_000 + CDx * h_011_020_011_000;
    const double h_011_020_011_200 = h_011_020_111_100 + CDx * h_011_020_011_100;
    const double h_011_020_011_010 = h_011_020_021_000 + CDy * h_011_020_011_000;
    const double h_011_020_011_110 = h_011_020_111_010 + CDx * h_011_020_011_010;
    const double h_021_010_012_000 = c_031_012 + ABy * c_021_012;
    const double h_011_020_012_000 = h_021_010_012_000 + ABy * h_011_010_012_000;
    const double h_011_020_011_001 = h_011_020_012_000 + CDz * h_011_020_011_000;
    const double h_011_020_011_101 = h_011_020_111_001 + CDx * h_011_020_011_001;
    const double h_011_020_021_010 = h_011_020_031_000 + CDy * h_011_020_021_000;
    const double h_011_020_011_020 = h_011_020_021_010 + CDy * h_011_020_011_010;
    const double h_011_020_011_011 = h_011_020_021_001 + CDy * h_011_020_011_001;
    const double h_021_010_013_000 = c_031_013 + ABy * c_021_013;
    const double h_011_020_013_000 = h_021_010_013_000 + ABy * h_011_010_013_000;
    const double h_011_020_012_001 = h_011_020_013_000 + CDz * h_011_020_012_000;
    const double h_011_020_011_002 = h_011_020_012_001 + CDz * h_011_020_011_001;
    const double h_011_020_102_100 = h_011_020_202_000 + CDx * h_011_020_102_000;
    const double h_021_010_002_000 = c_031_002 + ABy * c_021_002;
    const double h_011_020_002_000 = h_021_010_002_000 + ABy * h_011_010_002_000;
    const double h_011_020_002_100 = h_011_020_102_000 + CDx * h_011_020_002_000;
    const double h_011_020_002_200 = h_011_020_102_100 + CDx * h_011_020_002_100;
    const double h_011_020_102_010 = h_011_020_112_000 + CDy * h_011_020_102_000;
    const double h_011_020_002_010 = h_011_020_012_000 + CDy * h_011_020_002_000;
    const double h_011_020_002_110 = h_011_020_102_010 + CDx * h_011_020_002_010;
    const double h_021_010_003_000 = c_031_003 + ABy * c_021_003;
    const double h_011_020_003_000 = h_021_010_003_000 + ABy * h_011_010_003_000;
    const double h_011_020_002_001 = h_011_020_003_000 + CDz * h_011_020_002_000;
    const double h_011_020_002_101 = h_011_020_102_001 + CDx * h_011_020_002_001;
    const double h_011_020_012_010 = h_011_020_022_000 + CDy * h_011_020_012_000;
    const double h_011_020_002_020 = h_011_020_012_010 + CDy * h_011_020_002_010;
    const double h_011_020_002_011 = h_011_020_012_001 + CDy * h_011_020_002_001;
    const double h_021_010_004_000 = c_031_004 + ABy * c_021_004;
    const double h_011_020_004_000 = h_021_010_004_000 + ABy * h_011_010_004_000;
    const double h_011_020_003_001 = h_011_020_004_000 + CDz * h_011_020_003_000;
    const double h_011_020_002_002 = h_011_020_003_001 + CDz * h_011_020_002_001;
    const double h_011_011_400_000 = h_021_001_400_000 + ABy * h_011_001_400_000;
    const double h_011_011_300_000 = h_021_001_300_000 + ABy * h_011_001_300_000;
    const double h_011_011_300_100 = h_011_011_400_000 + CDx * h_011_011_300_000;
    const double h_011_011_200_000 = h_021_001_200_000 + ABy * h_011_001_200_000;
    const double h_011_011_200_100 = h_011_011_300_000 + CDx * h_011_011_200_000;
    const double h_011_011_200_200 = h_011_011_300_100 + CDx * h_011_011_200_100;
    const double h_011_011_310_000 = h_021_001_310_000 + ABy * h_011_001_310_000;
    const double h_011_011_300_010 = h_011_011_310_000 + CDy * h_011_011_300_000;
    const double h_011_011_210_000 = h_021_001_210_000 + ABy * h_011_001_210_000;
    const double h_011_011_200_010 = h_011_011_210_000 + CDy * h_011_011_200_000;
    const double h_011_011_200_110 = h_011_011_300_010 + CDx * h_011_011_200_010;
    const double h_011_011_301_000 = h_021_001_301_000 + ABy * h_011_001_301_000;
    const double h_011_011_300_001 = h_011_011_301_000 + CDz * h_011_011_300_000;
    const double h_011_011_201_000 = h_021_001_201_000 + ABy * h_011_001_201_000;
    const double h_011_011_200_001 = h_011_011_201_000 + CDz * h_011_011_200_000;
    const double h_011_011_200_101 = h_011_011_300_001 + CDx * h_011_011_200_001;
    const double h_011_011_220_000 = h_021_001_220_000 + ABy * h_011_001_220_000;
    const double h_011_011_210_010 = h_011_011_220_000 + CDy * h_011_011_210_000;
    const double h_011_011_200_020 = h_011_011_210_010 + CDy * h_011_011_200_010;
    const double h_011_011_211_000 = h_021_001_211_000 + ABy * h_011_001_211_000;
    const double h_011_011_210_001 = h_011_011_211_000 + CDz * h_011_011_210_000;
    const double h_011_011_200_011 = h_011_011_210_001 + CDy * h_011_011_200_001;
    const double h_011_011_202_000 = h_021_001_202_000 + ABy * h_011_001_202_000;
    const double h_011_011_201_001 = h_011_011_202_000 + CDz * h_011_011_201_000;
    const double h_011_011_200_002 = h_011_011_201_001 + CDz * h_011_011_200_001;
    const double h_011_011_210_100 = h_011_011_310_000 + CDx * h_011_011_210_000;
    const double h_011_011_110_000 = h_021_001_110_000 + ABy * h_011_001_110_000;
    const double h_011_011_110_100 = h_011_011_210_000 + CDx * h_011_011_110_000;
    const double h_011_011_110_200 = h_011_011_210_100 + CDx * h_011_011_110_100;
    const double h_011_011_120_000 = h_021_001_120_000 + ABy * h_011_001_120_000;
    const double h_011_011_110_010 = h_011_011_120_000 + CDy * h_011_011_110_000;
    const double h_011_011_110_110 = h_011_011_210_010 + CDx * h_011_011_110_010;
    const double h_011_011_111_000 = h_021_001_111_000 + ABy * h_011_001_111_000;
    const double h_011_011_110_001 = h_011_011_111_000 + CDz * h_011_011_110_000;
    const double h_011_011_110_101 = h_011_011_210_001 + CDx * h_011_011_110_001;
    const double h_011_011_130_000 = h_021_001_130_000 + ABy * h_011_001_130_000;
    const double h_011_011_120_010 = h_011_011_130_000 + CDy * h_011_011_120_000;
    const double h_011_011_110_020 = h_011_011_120_010 + CDy * h_011_011_110_010;
    const double h_011_011_121_000 = h_021_001_121_000 + ABy * h_011_001_121_000;
    const double h_011_011_120_001 = h_011_011_121_000 + CDz * h_011_011_120_000;
    const double h_011_011_110_011 = h_011_011_120_001 + CDy * h_011_011_110_001;
    const double h_011_011_112_000 = h_021_001_112_000 + ABy * h_011_001_112_000;
    const double h_011_011_111_001 = h_011_011_112_000 + CDz * h_011_011_111_000;
    const double h_011_011_110_002 = h_011_011_111_001 + CDz * h_011_011_110_001;
    const double h_011_011_201_100 = h_011_011_301_000 + CDx * h_011_011_201_000;
    const double h_011_011_101_000 = h_021_001_101_000 + ABy * h_011_001_101_000;
    const double h_011_011_101_100 = h_011_011_201_000 + CDx * h_011_011_101_000;
    const double h_011_011_101_200 = h_011_011_201_100 + CDx * h_011_011_101_100;
    const double h_011_011_201_010 = h_011_011_211_000 + CDy * h_011_011_201_000;
    const double h_011_011_101_010 = h_011_011_111_000 + CDy * h_011_011_101_000;
    const double h_011_011_101_110 = h_011_011_201_010 + CDx * h_011_011_101_010;
    const double h_011_011_102_000 = h_021_001_102_000 + ABy * h_011_001_102_000;
    const double h_011_011_101_001 = h_011_011_102_000 + CDz * h_011_011_101_000;
    const double h_011_011_101_101 = h_011_011_201_001 + CDx * h_011_011_101_001;
    const double h_011_011_111_010 = h_011_011_121_000 + CDy * h_011_011_111_000;
    const double h_011_011_101_020 = h_011_011_111_010 + CDy * h_011_011_101_010;
    const double h_011_011_101_011 = h_011_011_111_001 + CDy * h_011_011_101_001;
    const double h_011_011_103_000 = h_021_001_103_000 + ABy * h_011_001_103_000;
    const double h_011_011_102_001 = h_011_011_103_000 + CDz * h_011_011_102_000;
    const double h_011_011_101_002 = h_011_011_102_001 + CDz * h_011_011_101_001;
    const double h_011_011_120_100 = h_011_011_220_000 + CDx * h_011_011_120_000;
    const double h_011_011_020_000 = h_021_001_020_000 + ABy * h_011_001_020_000;
    const double h_011_011_020_100 = h_011_011_120_000 + CDx * h_011_011_020_000;
    const double h_011_011_020_200 = h_011_011_120_100 + CDx * h_011_011_020_100;
    const double h_011_011_030_000 = h_021_001_030_000 + ABy * h_011_001_030_000;
    const double h_011_011_020_010 = h_011_011_030_000 + CDy * h_011_011_020_000;
    const double h_011_011_020_110 = h_011_011_120_010 + CDx * h_011_011_020_010;
    const double h_011_011_021_000 = h_021_001_021_000 + ABy * h_011_001_021_000;
    const double h_011_011_020_001 = h_011_011_021_000 + CDz * h_011_011_020_000;
    const double h_011_011_020_101 = h_011_011_120_001 + CDx * h_011_011_020_001;
    const double h_011_011_040_000 = h_021_001_040_000 + ABy * h_011_001_040_000;
    const double h_011_011_030_010 = h_011_011_040_000 + CDy * h_011_011_030_000;
    const double h_011_011_020_020 = h_011_011_030_010 + CDy * h_011_011_020_010;
    const double h_011_011_031_000 = h_021_001_031_000 + ABy * h_011_001_031_000;
    const double h_011_011_030_001 = h_011_011_031_000 + CDz * h_011_011_030_000;
    const double h_011_011_020_011 = h_011_011_030_001 + CDy * h_011_011_020_001;
    const double h_011_011_022_000 = h_021_001_022_000 + ABy * h_011_001_022_000;
    const double h_011_011_021_001 = h_011_011_022_000 + CDz * h_011_011_021_000;
    const double h_011_011_020_002 = h_011_011_021_001 + CDz * h_011_011_020_001;
    const double h_011_011_111_100 = h_011_011_211_000 + CDx * h_011_011_111_000;
    const double h_011_011_011_000 = h_021_001_011_000 + ABy * h_011_001_011_000;
    const double h_011_011_011_100 = h_011_011_111_000 + CDx * h_011_011_011_000;
    const double h_011_011_011_200 = h_011_011_111_100 + CDx * h_011_011_011_100;
    const double h_011_011_011_010 = h_011_011_021_000 + CDy * h_011_011_011_000;
    const double h_011_011_011_110 = h_011_011_111_010 + CDx * h_011_011_011_010;
    const double h_011_011_012_000 = h_021_001_012_000 + ABy * h_011_001_012_000;
    const double h_011_011_011_001 = h_011_011_012_000 + CDz * h_011_011_011_000;
    const double h_011_011_011_101 = h_011_011_111_001 + CDx * h_011_011_011_001;
    const double h_011_011_021_010 = h_011_011_031_000 + CDy * h_011_011_021_000;
    const double h_011_011_011_020 = h_011_011_021_010 + CDy * h_011_011_011_010;
    const double h_011_011_011_011 = h_011_011_021_001 + CDy * h_011_011_011_001;
    const double h_011_011_013_000 = h_021_001_013_000 + ABy * h_011_001_013_000;
    const double h_011_011_012_001 = h_011_011_013_000 + CDz * h_011_011_012_000;
    const double h_011_011_011_002 = h_011_011_012_001 + CDz * h_011_011_011_001;
    const double h_011_011_102_100 = h_011_011_202_000 + CDx * h_011_011_102_000;
    const double h_011_011_002_000 = h_021_001_002_000 + ABy * h_011_001_002_000;
    const double h_011_011_002_100 = h_011_011_102_000 + CDx * h_011_011_002_000;
    const double h_011_011_002_200 = h_011_011_102_100 + CDx * h_011_011_002_100;
    const double h_011_011_102_010 = h_011_011_112_000 + CDy * h_011_011_102_000;
    const double h_011_011_002_010 = h_011_011_012_000 + CDy * h_011_011_002_000;
    const double h_011_011_002_110 = h_011_011_102_010 + CDx * h_011_011_002_010;
    const double h_011_011_003_000 = h_021_001_003_000 + ABy * h_011_001_003_000;
    const double h_011_011_002_001 = h_011_011_003_000 + CDz * h_011_011_002_000;
    const double h_011_011_002_101 = h_011_011_102_001 + CDx * h_011_011_002_001;
    const double h_011_011_012_010 = h_011_011_022_000 + CDy * h_011_011_012_000;
    const double h_011_011_002_020 = h_011_011_012_010 + CDy * h_011_011_002_010;
    const double h_011_011_002_011 = h_011_011_012_001 + CDy * h_011_011_002_001;
    const double h_011_011_004_000 = h_021_001_004_000 + ABy * h_011_001_004_000;
    const double h_011_011_003_001 = h_011_011_004_000 + CDz * h_011_011_003_000;
    const double h_011_011_002_002 = h_011_011_003_001 + CDz * h_011_011_002_001;
    const double h_012_001_400_000 = c_013_400 + ABz * c_012_400;
    const double h_011_002_400_000 = h_012_001_400_000 + ABz * h_011_001_400_000;
    const double h_012_001_300_000 = c_013_300 + ABz * c_012_300;
    const double h_011_002_300_000 = h_012_001_300_000 + ABz * h_011_001_300_000;
    const double h_011_002_300_100 = h_011_002_400_000 + CDx * h_011_002_300_000;
    const double h_012_001_200_000 = c_013_200 + ABz * c_012_200;
    const double h_011_002_200_000 = h_012_001_200_000 + ABz * h_011_001_200_000;
    const double h_011_002_200_100 = h_011_002_300_000 + CDx * h_011_002_200_000;
    const double h_011_002_200_200 = h_011_002_300_100 + CDx * h_011_002_200_100;
    const double h_012_001_310_000 = c_013_310 + ABz * c_012_310;
    const double h_011_002_310_000 = h_012_001_310_000 + ABz * h_011_001_310_000;
    const double h_011_002_300_010 = h_011_002_310_000 + CDy * h_011_002_300_000;
    const double h_012_001_210_000 = c_013_210 + ABz * c_012_210;
    const double h_011_002_210_000 = h_012_001_210_000 + ABz * h_011_001_210_000;
    const double h_011_002_200_010 = h_011_002_210_000 + CDy * h_011_002_200_000;
    const double h_011_002_200_110 = h_011_002_300_010 + CDx * h_011_002_200_010;
    const double h_012_001_301_000 = c_013_301 + ABz * c_012_301;
    const double h_011_002_301_000 = h_012_001_301_000 + ABz * h_011_001_301_000;
    const double h_011_002_300_001 = h_011_002_301_000 + CDz * h_011_002_300_000;
    const double h_012_001_201_000 = c_013_201 + ABz * c_012_201;
    const double h_011_002_201_000 = h_012_001_201_000 + ABz * h_011_001_201_000;
    const double h_011_002_200_001 = h_011_002_201_000 + CDz * h_011_002_200_000;
    const double h_011_002_200_101 = h_011_002_300_001 + CDx * h_011_002_200_001;
    const double h_012_001_220_000 = c_013_220 + ABz * c_012_220;
    const double h_011_002_220_000 = h_012_001_220_000 + ABz * h_011_001_220_000;
    const double h_011_002_210_010 = h_011_002_220_000 + CDy * h_011_002_210_000;
    const double h_011_002_200_020 = h_011_002_210_010 + CDy * h_011_002_200_010;
    const double h_012_001_211_000 = c_013_211 + ABz * c_012_211;
    const double h_011_002_211_000 = h_012_001_211_000 + ABz * h_011_001_211_000;
    const double h_011_002_210_001 = h_011_002_211_000 + CDz * h_011_002_210_000;
    const double h_011_002_200_011 = h_011_002_210_001 + CDy * h_011_002_200_001;
    const double h_012_001_202_000 = c_013_202 + ABz * c_012_202;
    const double h_011_002_202_000 = h_012_001_202_000 + ABz * h_011_001_202_000;
    const double h_011_002_201_001 = h_011_002_202_000 + CDz * h_011_002_201_000;
    const double h_011_002_200_002 = h_011_002_201_001 + CDz * h_011_002_200_001;
    const double h_011_002_210_100 = h_011_002_310_000 + CDx * h_011_002_210_000;
    const double h_012_001_110_000 = c_013_110 + ABz * c_012_110;
    const double h_011_002_110_000 = h_012_001_110_000 + ABz * h_011_001_110_000;
    const double h_011_002_110_100 = h_011_002_210_000 + CDx * h_011_002_110_000;
    const double h_011_002_110_200 = h_011_002_210_100 + CDx * h_011_002_110_100;
    const double h_012_001_120_000 = c_013_120 + ABz * c_012_120;
    const double h_011_002_120_000 = h_012_001_120_000 + ABz * h_011_001_120_000;
    const double h_011_002_110_010 = h_011_002_120_000 + CDy * h_011_002_110_000;
    const double h_011_002_110_110 = h_011_002_210_010 + CDx * h_011_002_110_010;
    const double h_012_001_111_000 = c_013_111 + ABz * c_012_111;
    const double h_011_002_111_000 = h_012_001_111_000 + ABz * h_011_001_111_000;
    const double h_011_002_110_001 = h_011_002_111_000 + CDz * h_011_002_110_000;
    const double h_011_002_110_101 = h_011_002_210_001 + CDx * h_011_002_110_001;
    const double h_012_001_130_000 = c_013_130 + ABz * c_012_130;
    const double h_011_002_130_000 = h_012_001_130_000 + ABz * h_011_001_130_000;
    const double h_011_002_120_010 = h_011_002_130_000 + CDy * h_011_002_120_000;
    const double h_011_002_110_020 = h_011_002_120_010 + CDy * h_011_002_110_010;
    const double h_012_001_121_000 = c_013_121 + ABz * c_012_121;
    const double h_011_002_121_000 = h_012_001_121_000 + ABz * h_011_001_121_000;
    const double h_011_002_120_001 = h_011_002_121_000 + CDz * h_011_002_120_000;
    const double h_011_002_110_011 = h_011_002_120_001 + CDy * h_011_002_110_001;
    const double h_012_001_112_000 = c_013_112 + ABz * c_012_112;
    const double h_011_002_112_000 = h_012_001_112_000 + ABz * h_011_001_112_000;
    const double h_011_002_111_001 = h_011_002_112_000 + CDz * h_011_002_111_000;
    const double h_011_002_110_002 = h_011_002_111_001 + CDz * h_011_002_110_001;
    const double h_011_002_201_100 = h_011_002_301_000 + CDx * h_011_002_201_000;
    const double h_012_001_101_000 = c_013_101 + ABz * c_012_101;
    const double h_011_002_101_000 = h_012_001_101_000 + ABz * h_011_001_101_000;
    const double h_011_002_101_100 = h_011_002_201_000 + CDx * h_011_002_101_000;
    const double h_011_002_101_200 = h_011_002_201_100 + CDx * h_011_002_101_100;
    const double h_011_002_201_010 = h_011_002_211_000 + CDy * h_011_002_201_000;
    const double h_011_002_101_010 = h_011_002_111_000 + CDy * h_011_002_101_000;
    const double h_011_002_101_110 = h_011_002_201_010 + CDx * h_011_002_101_010;
    const double h_012_001_102_000 = c_013_102 + ABz * c_012_102;
    const double h_011_002_102_000 = h_012_001_102_000 + ABz * h_011_001_102_000;
    const double h_011_002_101_001 = h_011_002_102_000 + CDz * h_011_002_101_000;
    const double h_011_002_101_101 = h_011_002_201_001 + CDx * h_011_002_101_001;
    const double h_011_002_111_010 = h_011_002_121_000 + CDy * h_011_002_111_000;
    const double h_011_002_101_020 = h_011_002_111_010 + CDy * h_011_002_101_010;
    const double h_011_002_101_011 = h_011_002_111_001 + CDy * h_011_002_101_001;
    const double h_012_001_103_000 = c_013_103 + ABz * c_012_103;
    const double h_011_002_103_000 = h_012_001_103_000 + ABz * h_011_001_103_000;
    const double h_011_002_102_001 = h_011_002_103_000 + CDz * h_011_002_102_000;
    const double h_011_002_101_002 = h_011_002_102_001 + CDz * h_011_002_101_001;
    const double h_011_002_120_100 = h_011_002_220_000 + CDx * h_011_002_120_000;
    const double h_012_001_020_000 = c_013_020 + ABz * c_012_020;
    const double h_011_002_020_000 = h_012_001_020_000 + ABz * h_011_001_020_000;
    const double h_011_002_020_100 = h_011_002_120_000 + CDx * h_011_002_020_000;
    const double h_011_002_020_200 = h_011_002_120_100 + CDx * h_011_002_020_100;
    const double h_012_001_030_000 = c_013_030 + ABz * c_012_030;
    const double h_011_002_030_000 = h_012_001_030_000 + ABz * h_011_001_030_000;
    const double h_011_002_020_010 = h_011_002_030_000 + CDy * h_011_002_020_000;
    const double h_011_002_020_110 = h_011_002_120_010 + CDx * h_011_002_020_010;
    const double h_012_001_021_000 = c_013_021 + ABz * c_012_021;
    const double h_011_002_021_000 = h_012_001_021_000 + ABz * h_011_001_021_000;
    const double h_011_002_020_001 = h_011_002_021_000 + CDz * h_011_002_020_000;
    const double h_011_002_020_101 = h_011_002_120_001 + CDx * h_011_002_020_001;
    const double h_012_001_040_000 = c_013_040 + ABz * c_012_040;
    const double h_011_002_040_000 = h_012_001_040_000 + ABz * h_011_001_040_000;
    const double h_011_002_030_010 = h_011_002_040_000 + CDy * h_011_002_030_000;
    const double h_011_002_020_020 = h_011_002_030_010 + CDy * h_011_002_020_010;
    const double h_012_001_031_000 = c_013_031 + ABz * c_012_031;
    const double h_011_002_031_000 = h_012_001_031_000 + ABz * h_011_001_031_000;
    const double h_011_002_030_001 = h_011_002_031_000 + CDz * h_011_002_030_000;
    const double h_011_002_020_011 = h_011_002_030_001 + CDy * h_011_002_020_001;
    const double h_012_001_022_000 = c_013_022 + ABz * c_012_022;
    const double h_011_002_022_000 = h_012_001_022_000 + ABz * h_011_001_022_000;
    const double h_011_002_021_001 = h_011_002_022_000 + CDz * h_011_002_021_000;
    const double h_011_002_020_002 = h_011_002_021_001 + CDz * h_011_002_020_001;
    const double h_011_002_111_100 = h_011_002_211_000 + CDx * h_011_002_111_000;
    const double h_012_001_011_000 = c_013_011 + ABz * c_012_011;
    const double h_011_002_011_000 = h_012_001_011_000 + ABz * h_011_001_011_000;
    const double h_011_002_011_100 = h_011_002_111_000 + CDx * h_011_002_011_000;
    const double h_011_002_011_200 = h_011_002_111_100 + CDx * h_011_002_011_100;
    const double h_011_002_011_010 = h_011_002_021_000 + CDy * h_011_002_011_000;
    const double h_011_002_011_110 = h_011_002_111_010 + CDx * h_011_002_011_010;
    const double h_012_001_012_000 = c_013_012 + ABz * c_012_012;
    const double h_011_002_012_000 = h_012_001_012_000 + ABz * h_011_001_012_000;
    const double h_011_002_011_001 = h_011_002_012_000 + CDz * h_011_002_011_000;
    const double h_011_002_011_101 = h_011_002_111_001 + CDx * h_011_002_011_001;
    const double h_011_002_021_010 = h_011_002_031_000 + CDy * h_011_002_021_000;
    const double h_011_002_011_020 = h_011_002_021_010 + CDy * h_011_002_011_010;
    const double h_011_002_011_011 = h_011_002_021_001 + CDy * h_011_002_011_001;
    const double h_012_001_013_000 = c_013_013 + ABz * c_012_013;
    const double h_011_002_013_000 = h_012_001_013_000 + ABz * h_011_001_013_000;
    const double h_011_002_012_001 = h_011_002_013_000 + CDz * h_011_002_012_000;
    const double h_011_002_011_002 = h_011_002_012_001 + CDz * h_011_002_011_001;
    const double h_011_002_102_100 = h_011_002_202_000 + CDx * h_011_002_102_000;
    const double h_012_001_002_000 = c_013_002 + ABz * c_012_002;
    const double h_011_002_002_000 = h_012_001_002_000 + ABz * h_011_001_002_000;
    const double h_011_002_002_100 = h_011_002_102_000 + CDx * h_011_002_002_000;
    const double h_011_002_002_200 = h_011_002_102_100 + CDx * h_011_002_002_100;
    const double h_011_002_102_010 = h_011_002_112_000 + CDy * h_011_002_102_000;
    const double h_011_002_002_010 = h_011_002_012_000 + CDy * h_011_002_002_000;
    const double h_011_002_002_110 = h_011_002_102_010 + CDx * h_011_002_002_010;
    const double h_012_001_003_000 = c_013_003 + ABz * c_012_003;
    const double h_011_002_003_000 = h_012_001_003_000 + ABz * h_011_001_003_000;
    const double h_011_002_002_001 = h_011_002_003_000 + CDz * h_011_002_002_000;
    const double h_011_002_002_101 = h_011_002_102_001 + CDx * h_011_002_002_001;
    const double h_011_002_012_010 = h_011_002_022_000 + CDy * h_011_002_012_000;
    const double h_011_002_002_020 = h_011_002_012_010 + CDy * h_011_002_002_010;
    const double h_011_002_002_011 = h_011_002_012_001 + CDy * h_011_002_002_001;
    const double h_012_001_004_000 = c_013_004 + ABz * c_012_004;
    const double h_011_002_004_000 = h_012_001_004_000 + ABz * h_011_001_004_000;
    const double h_011_002_003_001 = h_011_002_004_000 + CDz * h_011_002_003_000;
    const double h_011_002_002_002 = h_011_002_003_001 + CDz * h_011_002_002_001;
    const double h_102_100_400_000 = c_202_400 + ABx * c_102_400;
    const double h_002_100_400_000 = c_102_400 + ABx * c_002_400;
    const double h_002_200_400_000 = h_102_100_400_000 + ABx * h_002_100_400_000;
    const double h_102_100_300_000 = c_202_300 + ABx * c_102_300;
    const double h_002_100_300_000 = c_102_300 + ABx * c_002_300;
    const double h_002_200_300_000 = h_102_100_300_000 + ABx * h_002_100_300_000;
    const double h_002_200_300_100 = h_002_200_400_000 + CDx * h_002_200_300_000;
    const double h_102_100_200_000 = c_202_200 + ABx * c_102_200;
    const double h_002_100_200_000 = c_102_200 + ABx * c_002_200;
    const double h_002_200_200_000 = h_102_100_200_000 + ABx * h_002_100_200_000;
    const double h_002_200_200_100 = h_002_200_300_000 + CDx * h_002_200_200_000;
    const double h_002_200_200_200 = h_002_200_300_100 + CDx * h_002_200_200_100;
    const double h_102_100_310_000 = c_202_310 + ABx * c_102_310;
    const double h_002_100_310_000 = c_102_310 + ABx * c_002_310;
    const double h_002_200_310_000 = h_102_100_310_000 + ABx * h_002_100_310_000;
    const double h_002_200_300_010 = h_002_200_310_000 + CDy * h_002_200_300_000;
    const double h_102_100_210_000 = c_202_210 + ABx * c_102_210;
    const double h_002_100_210_000 = c_102_210 + ABx * c_002_210;
    const double h_002_200_210_000 = h_102_100_210_000 + ABx * h_002_100_210_000;
    const double h_002_200_200_010 = h_002_200_210_000 + CDy * h_002_200_200_000;
    const double h_002_200_200_110 = h_002_200_300_010 + CDx * h_002_200_200_010;
    const double h_102_100_301_000 = c_202_301 + ABx * c_102_301;
    const double h_002_100_301_000 = c_102_301 + ABx * c_002_301;
    const double h_002_200_301_000 = h_102_100_301_000 + ABx * h_002_100_301_000;
    const double h_002_200_300_001 = h_002_200_301_000 + CDz * h_002_200_300_000;
    const double h_102_100_201_000 = c_202_201 + ABx * c_102_201;
    const double h_002_100_201_000 = c_102_201 + ABx * c_002_201;
    const double h_002_200_201_000 = h_102_100_201_000 + ABx * h_002_100_201_000;
    const double h_002_200_200_001 = h_002_200_201_000 + CDz * h_002_200_200_000;
    const double h_002_200_200_101 = h_002_200_300_001 + CDx * h_002_200_200_001;
    const double h_102_100_220_000 = c_202_220 + ABx * c_102_220;
    const double h_002_100_220_000 = c_102_220 + ABx * c_002_220;
    const double h_002_200_220_000 = h_102_100_220_000 + ABx * h_002_100_220_000;
    const double h_002_200_210_010 = h_002_200_220_000 + CDy * h_002_200_210_000;
    const double h_002_200_200_020 = h_002_200_210_010 + CDy * h_002_200_200_010;
    const double h_102_100_211_000 = c_202_211 + ABx * c_102_211;
    const double h_002_100_211_000 = c_102_211 + ABx * c_002_211;
    const double h_002_200_211_000 = h_102_100_211_000 + ABx * h_002_100_211_000;
    const double h_002_200_210_001 = h_002_200_211_000 + CDz * h_002_200_210_000;
    const double h_002_200_200_011 = h_002_200_210_001 + CDy * h_002_200_200_001;
    const double h_102_100_202_000 = c_202_202 + ABx * c_102_202;
    const double h_002_100_202_000 = c_102_202 + ABx * c_002_202;
    const double h_002_200_202_000 = h_102_100_202_000 + ABx * h_002_100_202_000;
    const double h_002_200_201_001 = h_002_200_202_000 + CDz * h_002_200_201_000;
    const double h_002_200_200_002 = h_002_200_201_001 + CDz * h_002_200_200_001;
    const double h_002_200_210_100 = h_002_200_310_000 + CDx * h_002_200_210_000;
    const double h_102_100_110_000 = c_202_110 + ABx * c_102_110;
    const double h_002_100_110_000 = c_102_110 + ABx * c_002_110;
    const double h_002_200_110_000 = h_102_100_110_000 + ABx * h_002_100_110_000;
    const double h_002_200_110_100 = h_002_200_210_000 + CDx * h_002_200_110_000;
    const double h_002_200_110_200 = h_002_200_210_100 + CDx * h_002_200_110_100;
    const double h_102_100_120_000 = c_202_120 + ABx * c_102_120;
    const double h_002_100_120_000 = c_102_120 + ABx * c_002_120;
    const double h_002_200_120_000 = h_102_100_120_000 + ABx * h_002_100_120_000;
    const double h_002_200_110_010 = h_002_200_120_000 + CDy * h_002_200_110_000;
    const double h_002_200_110_110 = h_002_200_210_010 + CDx * h_002_200_110_010;
    const double h_102_100_111_000 = c_202_111 + ABx * c_102_111;
    const double h_002_100_111_000 = c_102_111 + ABx * c_002_111;
    const double h_002_200_111_000 = h_102_100_111_000 + ABx * h_002_100_111_000;
    const double h_002_200_110_001 = h_002_200_111_000 + CDz * h_002_200_110_000;
    const double h_002_200_110_101 = h_002_200_210_001 + CDx * h_002_200_110_001;
    const double h_102_100_130_000 = c_202_130 + ABx * c_102_130;
    const double h_002_100_130_000 = c_102_130 + ABx * c_002_130;
    const double h_002_200_130_000 = h_102_100_130_000 + ABx * h_002_100_130_000;
    const double h_002_200_120_010 = h_002_200_130_000 + CDy * h_002_200_120_000;
    const double h_002_200_110_020 = h_002_200_120_010 + CDy * h_002_200_110_010;
    const double h_102_100_121_000 = c_202_121 + ABx * c_102_121;
    const double h_002_100_121_000 = c_102_121 + ABx * c_002_121;
    const double h_002_200_121_000 = h_102_100_121_000 + ABx * h_002_100_121_000;
    const double h_002_200_120_001 = h_002_200_121_000 + CDz * h_002_200_120_000;
    const double h_002_200_110_011 = h_002_200_120_001 + CDy * h_002_200_110_001;
    const double h_102_100_112_000 = c_202_112 + ABx * c_102_112;
    const double h_002_100_112_000 = c_102_112 + ABx * c_002_112;
    const double h_002_200_112_000 = h_102_100_112_000 + ABx * h_002_100_112_000;
    const double h_002_200_111_001 = h_002_200_112_000 + CDz * h_002_200_111_000;
    const double h_002_200_110_002 = h_002_200_111_001 + CDz * h_002_200_110_001;
    const double h_002_200_201_100 = h_002_200_301_000 + CDx * h_002_200_201_000;
    const double h_102_100_101_000 = c_202_101 + ABx * c_102_101;
    const double h_002_100_101_000 = c_102_101 + ABx * c_002_101;
    const double h_002_200_101_000 = h_102_100_101_000 + ABx * h_002_100_101_000;
    const double h_002_200_101_100 = h_002_200_201_000 + CDx * h_002_200_101_000;
    const double h_002_200_101_200 = h_002_200_201_100 + CDx * h_002_200_101_100;
    const double h_002_200_201_010 = h_002_200_211_000 + CDy * h_002_200_201_000;
    const double h_002_200_101_010 = h_002_200_111_000 + CDy * h_002_200_101_000;
    const double h_002_200_101_110 = h_002_200_201_010 + CDx * h_002_200_101_010;
    const double h_102_100_102_000 = c_202_102 + ABx * c_102_102;
    const double h_002_100_102_000 = c_102_102 + ABx * c_002_102;
    const double h_002_200_102_000 = h_102_100_102_000 + ABx * h_002_100_102_000;
    const double h_002_200_101_001 = h_002_200_102_000 + CDz * h_002_200_101_000;
    const double h_002_200_101_101 = h_002_200_201_001 + CDx * h_002_200_101_001;
    const double h_002_200_111_010 = h_002_200_121_000 + CDy * h_002_200_111_000;
    const double h_002_200_101_020 = h_002_200_111_010 + CDy * h_002_200_101_010;
    const double h_002_200_101_011 = h_002_200_111_001 + CDy * h_002_200_101_001;
    const double h_102_100_103_000 = c_202_103 + ABx * c_102_103;
    const double h_002_100_103_000 = c_102_103 + ABx * c_002_103;
    const double h_002_200_103_000 = h_102_100_103_000 + ABx * h_002_100_103_000;
    const double h_002_200_102_001 = h_002_200_103_000 + CDz * h_002_200_102_000;
    const double h_002_200_101_002 = h_002_200_102_001 + CDz * h_002_200_101_001;
    const double h_002_200_120_100 = h_002_200_220_000 + CDx * h_002_200_120_000;
    const double h_102_100_020_000 = c_202_020 + ABx * c_102_020;
    const double h_002_100_020_000 = c_102_020 + ABx * c_002_020;
    const double h_002_200_020_000 = h_102_100_020_000 + ABx * h_002_100_020_000;
    const double h_002_200_020_100 = h_002_200_120_000 + CDx * h_002_200_020_000;
    const double h_002_200_020_200 = h_002_200_120_100 + CDx * h_002_200_020_100;
    const double h_102_100_030_000 = c_202_030 + ABx * c_102_030;
    const double h_002_100_030_000 = c_102_030 + ABx * c_002_030;
    const double h_002_200_030_000 = h_102_100_030_000 + ABx * h_002_100_030_000;
    const double h_002_200_020_010 = h_002_200_030_000 + CDy * h_002_200_020_000;
    const double h_002_200_020_110 = h_002_200_120_010 + CDx * h_002_200_020_010;
    const double h_102_100_021_000 = c_202_021 + ABx * c_102_021;
    const double h_002_100_021_000 = c_102_021 + ABx * c_002_021;
    const double h_002_200_021_000 = h_102_100_021_000 + ABx * h_002_100_021_000;
    const double h_002_200_020_001 = h_002_200_021_000 + CDz * h_002_200_020_000;
    const double h_002_200_020_101 = h_002_200_120_001 + CDx * h_002_200_020_001;
    const double h_102_100_040_000 = c_202_040 + ABx * c_102_040;
    const double h_002_100_040_000 = c_102_040 + ABx * c_002_040;
    const double h_002_200_040_000 = h_102_100_040_000 + ABx * h_002_100_040_000;
    const double h_002_200_030_010 = h_002_200_040_000 + CDy * h_002_200_030_000;
    const double h_002_200_020_020 = h_002_200_030_010 + CDy * h_002_200_020_010;
    const double h_102_100_031_000 = c_202_031 + ABx * c_102_031;
    const double h_002_100_031_000 = c_102_031 + ABx * c_002_031;
    const double h_002_200_031_000 = h_102_100_031_000 + ABx * h_002_100_031_000;
    const double h_002_200_030_001 = h_002_200_031_000 + CDz * h_002_200_030_000;
    const double h_002_200_020_011 = h_002_200_030_001 + CDy * h_002_200_020_001;
    const double h_102_100_022_000 = c_202_022 + ABx * c_102_022;
    const double h_002_100_022_000 = c_102_022 + ABx * c_002_022;
    const double h_002_200_022_000 = h_102_100_022_000 + ABx * h_002_100_022_000;
    const double h_002_200_021_001 = h_002_200_022_000 + CDz * h_002_200_021_000;
    const double h_002_200_020_002 = h_002_200_021_001 + CDz * h_002_200_020_001;
    const double h_002_200_111_100 = h_002_200_211_000 + CDx * h_002_200_111_000;
    const double h_102_100_011_000 = c_202_011 + ABx * c_102_011;
    const double h_002_100_011_000 = c_102_011 + ABx * c_002_011;
    const double h_002_200_011_000 = h_102_100_011_000 + ABx * h_002_100_011_000;
    const double h_002_200_011_100 = h_002_200_111_000 + CDx * h_002_200_011_000;
    const double h_002_200_011_200 = h_002_200_111_100 + CDx * h_002_200_011_100;
    const double h_002_200_011_010 = h_002_200_021_000 + CDy * h_002_200_011_000;
    const double h_002_200_011_110 = h_002_200_111_010 + CDx * h_002_200_011_010;
    const double h_102_100_012_000 = c_202_012 + ABx * c_102_012;
    const double h_002_100_012_000 = c_102_012 + ABx * c_002_012;
    const double h_002_200_012_000 = h_102_100_012_000 + ABx * h_002_100_012_000;
    const double h_002_200_011_001 = h_002_200_012_000 + CDz * h_002_200_011_000;
    const double h_002_200_011_101 = h_002_200_111_001 + CDx * h_002_200_011_001;
    const double h_002_200_021_010 = h_002_200_031_000 + CDy * h_002_200_021_000;
    const double h_002_200_011_020 = h_002_200_021_010 + CDy * h_002_200_011_010;
    const double h_002_200_011_011 = h_002_200_021_001 + CDy * h_002_200_011_001;
    const double h_102_100_013_000 = c_202_013 + ABx * c_102_013;
    const double h_002_100_013_000 = c_102_013 + ABx * c_002_013;
    const double h_002_200_013_000 = h_102_100_013_000 + ABx * h_002_100_013_000;
    const double h_002_200_012_001 = h_002_200_013_000 + CDz * h_002_200_012_000;
    const double h_002_200_011_002 = h_002_200_012_001 + CDz * h_002_200_011_001;
    const double h_002_200_102_100 = h_002_200_202_000 + CDx * h_002_200_102_000;
    const double h_102_100_002_000 = c_202_002 + ABx * c_102_002;
    const double h_002_100_002_000 = c_102_002 + ABx * c_002_002;
    const double h_002_200_002_000 = h_102_100_002_000 + ABx * h_002_100_002_000;
    const double h_002_200_002_100 = h_002_200_102_000 + CDx * h_002_200_002_000;
    const double h_002_200_002_200 = h_002_200_102_100 + CDx * h_002_200_002_100;
    const double h_002_200_102_010 = h_002_200_112_000 + CDy * h_002_200_102_000;
    const double h_002_200_002_010 = h_002_200_012_000 + CDy * h_002_200_002_000;
    const double h_002_200_002_110 = h_002_200_102_010 + CDx * h_002_200_002_010;
    const double h_102_100_003_000 = c_202_003 + ABx * c_102_003;
    const double h_002_100_003_000 = c_102_003 + ABx * c_002_003;
    const double h_002_200_003_000 = h_102_100_003_000 + ABx * h_002_100_003_000;
    const double h_002_200_002_001 = h_002_200_003_000 + CDz * h_002_200_002_000;
    const double h_002_200_002_101 = h_002_200_102_001 + CDx * h_002_200_002_001;
    const double h_002_200_012_010 = h_002_200_022_000 + CDy * h_002_200_012_000;
    const double h_002_200_002_020 = h_002_200_012_010 + CDy * h_002_200_002_010;
    const double h_002_200_002_011 = h_002_200_012_001 + CDy * h_002_200_002_001;
    const double h_102_100_004_000 = c_202_004 + ABx * c_102_004;
    const double h_002_100_004_000 = c_102_004 + ABx * c_002_004;
    const double h_002_200_004_000 = h_102_100_004_000 + ABx * h_002_100_004_000;
    const double h_002_200_003_001 = h_002_200_004_000 + CDz * h_002_200_003_000;
    const double h_002_200_002_002 = h_002_200_003_001 + CDz * h_002_200_002_001;
    const double h_102_010_400_000 = c_112_400 + ABy * c_102_400;
    const double h_002_010_400_000 = c_012_400 + ABy * c_002_400;
    const double h_002_110_400_000 = h_102_010_400_000 + ABx * h_002_010_400_000;
    const double h_102_010_300_000 = c_112_300 + ABy * c_102_300;
    const double h_002_010_300_000 = c_012_300 + ABy * c_002_300;
    const double h_002_110_300_000 = h_102_010_300_000 + ABx * h_002_010_300_000;
    const double h_002_110_300_100 = h_002_110_400_000 + CDx * h_002_110_300_000;
    const double h_102_010_200_000 = c_112_200 + ABy * c_102_200;
    const double h_002_010_200_000 = c_012_200 + ABy * c_002_200;
    const double h_002_110_200_000 = h_102_010_200_000 + ABx * h_002_010_200_000;
    const double h_002_110_200_100 = h_002_110_300_000 + CDx * h_002_110_200_000;
    const double h_002_110_200_200 = h_002_110_300_100 + CDx * h_002_110_200_100;
    const double h_102_010_310_000 = c_112_310 + ABy * c_102_310;
    const double h_002_010_310_000 = c_012_310 + ABy * c_002_310;
    const double h_002_110_310_000 = h_102_010_310_000 + ABx * h_002_010_310_000;
    const double h_002_110_300_010 = h_002_110_310_000 + CDy * h_002_110_300_000;
    const double h_102_010_210_000 = c_112_210 + ABy * c_102_210;
    const double h_002_010_210_000 = c_012_210 + ABy * c_002_210;
    const double h_002_110_210_000 = h_102_010_210_000 + ABx * h_002_010_210_000;
    const double h_002_110_200_010 = h_002_110_210_000 + CDy * h_002_110_200_000;
    const double h_002_110_200_110 = h_002_110_300_010 + CDx * h_002_110_200_010;
    const double h_102_010_301_000 = c_112_301 + ABy * c_102_301;
    const double h_002_010_301_000 = c_012_301 + ABy * c_002_301;
    const double h_002_110_301_000 = h_102_010_301_000 + ABx * h_002_010_301_000;
    const double h_002_110_300_001 = h_002_110_301_000 + CDz * h_002_110_300_000;
    const double h_102_010_201_000 = c_112_201 + ABy * c_102_201;
    const double h_002_010_201_000 = c_012_201 + ABy * c_002_201;
    const double h_002_110_201_000 = h_102_010_201_000 + ABx * h_002_010_201_000;
    const double h_002_110_200_001 = h_002_110_201_000 + CDz * h_002_110_200_000;
    const double h_002_110_200_101 = h_002_110_300_001 + CDx * h_002_110_200_001;
    const double h_102_010_220_000 = c_112_220 + ABy * c_102_220;
    const double h_002_010_220_000 = c_012_220 + ABy * c_002_220;
    const double h_002_110_220_000 = h_102_010_220_000 + ABx * h_002_010_220_000;
    const double h_002_110_210_010 = h_002_110_220_000 + CDy * h_002_110_210_000;
    const double h_002_110_200_020 = h_002_110_210_010 + CDy * h_002_110_200_010;
    const double h_102_010_211_000 = c_112_211 + ABy * c_102_211;
    const double h_002_010_211_000 = c_012_211 + ABy * c_002_211;
    const double h_002_110_211_000 = h_102_010_211_000 + ABx * h_002_010_211_000;
    const double h_002_110_210_001 = h_002_110_211_000 + CDz * h_002_110_210_000;
    const double h_002_110_200_011 = h_002_110_210_001 + CDy * h_002_110_200_001;
    const double h_102_010_202_000 = c_112_202 + ABy * c_102_202;
    const double h_002_010_202_000 = c_012_202 + ABy * c_002_202;
    const double h_002_110_202_000 = h_102_010_202_000 + ABx * h_002_010_202_000;
    const double h_002_110_201_001 = h_002_110_202_000 + CDz * h_002_110_201_000;
    const double h_002_110_200_002 = h_002_110_201_001 + CDz * h_002_110_200_001;
    const double h_002_110_210_100 = h_002_110_310_000 + CDx * h_002_110_210_000;
    const double h_102_010_110_000 = c_112_110 + ABy * c_102_110;
    const double h_002_010_110_000 = c_012_110 + ABy * c_002_110;
    const double h_002_110_110_000 = h_102_010_110_000 + ABx * h_002_010_110_000;
    const double h_002_110_110_100 = h_002_110_210_000 + CDx * h_002_110_110_000;
    const double h_002_110_110_200 = h_002_110_210_100 + CDx * h_002_110_110_100;
    const double h_102_010_120_000 = c_112_120 + ABy * c_102_120;
    const double h_002_010_120_000 = c_012_120 + ABy * c_002_120;
    const double h_002_110_120_000 = h_102_010_120_000 + ABx * h_002_010_120_000;
    const double h_002_110_110_010 = h_002_110_120_000 + CDy * h_002_110_110_000;
    const double h_002_110_110_110 = h_002_110_210_010 + CDx * h_002_110_110_010;
    const double h_102_010_111_000 = c_112_111 + ABy * c_102_111;
    const double h_002_010_111_000 = c_012_111 + ABy * c_002_111;
    const double h_002_110_111_000 = h_102_010_111_000 + ABx * h_002_010_111_000;
    const double h_002_110_110_001 = h_002_110_111_000 + CDz * h_002_110_110_000;
    const double h_002_110_110_101 = h_002_110_210_001 + CDx * h_002_110_110_001;
    const double h_102_010_130_000 = c_112_130 + ABy * c_102_130;
    const double h_002_010_130_000 = c_012_130 + ABy * c_002_130;
    const double h_002_110_130_000 = h_102_010_130_000 + ABx * h_002_010_130_000;
    const double h_002_110_120_010 = h_002_110_130_000 + CDy * h_002_110_120_000;
    const double h_002_110_110_020 = h_002_110_120_010 + CDy * h_002_110_110_010;
    const double h_102_010_121_000 = c_112_121 + ABy * c_102_121;
    const double h_002_010_121_000 = c_012_121 + ABy * c_002_121;
    const double h_002_110_121_000 = h_102_010_121_000 + ABx * h_002_010_121_000;
    const double h_002_110_120_001 = h_002_110_121_000 + CDz * h_002_110_120_000;
    const double h_002_110_110_011 = h_002_110_120_001 + CDy * h_002_110_110_001;
    const double h_102_010_112_000 = c_112_112 + ABy * c_102_112;
    const double h_002_010_112_000 = c_012_112 + ABy * c_002_112;
    const double h_002_110_112_000 = h_102_010_112_000 + ABx * h_002_010_112_000;
    const double h_002_110_111_001 = h_002_110_112_000 + CDz * h_002_110_111_000;
    const double h_002_110_110_002 = h_002_110_111_001 + CDz * h_002_110_110_001;
    const double h_002_110_201_100 = h_002_110_301_000 + CDx * h_002_110_201_000;
    const double h_102_010_101_000 = c_112_101 + ABy * c_102_101;
    const double h_002_010_101_000 = c_012_101 + ABy * c_002_101;
    const double h_002_110_101_000 = h_102_010_101_000 + ABx * h_002_010_101_000;
    const double h_002_110_101_100 = h_002_110_201_000 + CDx * h_002_110_101_000;
    const double h_002_110_101_200 = h_002_110_201_100 + CDx * h_002_110_101_100;
    const double h_002_110_201_010 = h_002_110_211_000 + CDy * h_002_110_201_000;
    const double h_002_110_101_010 = h_002_110_111_000 + CDy * h_002_110_101_000;
    const double h_002_110_101_110 = h_002_110_201_010 + CDx * h_002_110_101_010;
    const double h_102_010_102_000 = c_112_102 + ABy * c_102_102;
    const double h_002_010_102_000 = c_012_102 + ABy * c_002_102;
    const double h_002_110_102_000 = h_102_010_102_000 + ABx * h_002_010_102_000;
    const double h_002_110_101_001 = h_002_110_102_000 + CDz * h_002_110_101_000;
    const double h_002_110_101_101 = h_002_110_201_001 + CDx * h_002_110_101_001;
    const double h_002_110_111_010 = h_002_110_121_000 + CDy * h_002_110_111_000;
    const double h_002_110_101_020 = h_002_110_111_010 + CDy * h_002_110_101_010;
    const double h_002_110_101_011 = h_002_110_111_001 + CDy * h_002_110_101_001;
    const double h_102_010_103_000 = c_112_103 + ABy * c_102_103;
    const double h_002_010_103_000 = c_012_103 + ABy * c_002_103;
    const double h_002_110_103_000 = h_102_010_103_000 + ABx * h_002_010_103_000;
    const double h_002_110_102_001 = h_002_110_103_000 + CDz * h_002_110_102_000;
    const double h_002_110_101_002 = h_002_110_102_001 + CDz * h_002_110_101_001;
    const double h_002_110_120_100 = h_002_110_220_000 + CDx * h_002_110_120_000;
    const double h_102_010_020_000 = c_112_020 + ABy * c_102_020;
    const double h_002_010_020_000 = c_012_020 + ABy * c_002_020;
    const double h_002_110_020_000 = h_102_010_020_000 + ABx * h_002_010_020_000;
    const double h_002_110_020_100 = h_002_110_120_000 + CDx * h_002_110_020_000;
    const double h_002_110_020_200 = h_002_110_120_100 + CDx * h_002_110_020_100;
    const double h_102_010_030_000 = c_112_030 + ABy * c_102_030;
    const double h_002_010_030_000 = c_012_030 + ABy * c_002_030;
    const double h_002_110_030_000 = h_102_010_030_000 + ABx * h_002_010_030_000;
    const double h_002_110_020_010 = h_002_110_030_000 + CDy * h_002_110_020_000;
    const double h_002_110_020_110 = h_002_110_120_010 + CDx * h_002_110_020_010;
    const double h_102_010_021_000 = c_112_021 + ABy * c_102_021;
    const double h_002_010_021_000 = c_012_021 + ABy * c_002_021;
    const double h_002_110_021_000 = h_102_010_021_000 + ABx * h_002_010_021_000;
    const double h_002_110_020_001 = h_002_110_021_000 + CDz * h_002_110_020_000;
    const double h_002_110_020_101 = h_002_110_120_001 + CDx * h_002_110_020_001;
    const double h_102_010_040_000 = c_112_040 + ABy * c_102_040;
    const double h_002_010_040_000 = c_012_040 + ABy * c_002_040;
    const double h_002_110_040_000 = h_102_010_040_000 + ABx * h_002_010_040_000;
    const double h_002_110_030_010 = h_002_110_040_000 + CDy * h_002_110_030_000;
    const double h_002_110_020_020 = h_002_110_030_010 + CDy * h_002_110_020_010;
    const double h_102_010_031_000 = c_112_031 + ABy * c_102_031;
    const double h_002_010_031_000 = c_012_031 + ABy * c_002_031;
    const double h_002_110_031_000 = h_102_010_031_000 + ABx * h_002_010_031_000;
    const double h_002_110_030_001 = h_002_110_031_000 + CDz * h_002_110_030_000;
    const double h_002_110_020_011 = h_002_110_030_001 + CDy * h_002_110_020_001;
    const double h_102_010_022_000 = c_112_022 + ABy * c_102_022;
    const double h_002_010_022_000 = c_012_022 + ABy * c_002_022;
    const double h_002_110_022_000 = h_102_010_022_000 + ABx * h_002_010_022_000;
    const double h_002_110_021_001 = h_002_110_022_000 + CDz * h_002_110_021_000;
    const double h_002_110_020_002 = h_002_110_021_001 + CDz * h_002_110_020_001;
    const double h_002_110_111_100 = h_002_110_211_000 + CDx * h_002_110_111_000;
    const double h_102_010_011_000 = c_112_011 + ABy * c_102_011;
    const double h_002_010_011_000 = c_012_011 + ABy * c_002_011;
    const double h_002_110_011_000 = h_102_010_011_000 + ABx * h_002_010_011_000;
    const double h_002_110_011_100 = h_002_110_111_000 + CDx * h_002_110_011_000;
    const double h_002_110_011_200 = h_002_110_111_100 + CDx * h_002_110_011_100;
    const double h_002_110_011_010 = h_002_110_021_000 + CDy * h_002_110_011_000;
    const double h_002_110_011_110 = h_002_110_111_010 + CDx * h_002_110_011_010;
    const double h_102_010_012_000 = c_112_012 + ABy * c_102_012;
    const double h_002_010_012_000 = c_012_012 + ABy * c_002_012;
    const double h_002_110_012_000 = h_102_010_012_000 + ABx * h_002_010_012_000;
    const double h_002_110_011_001 = h_002_110_012_000 + CDz * h_002_110_011_000;
    const double h_002_110_011_101 = h_002_110_111_001 + CDx * h_002_110_011_001;
    const double h_002_110_021_010 = h_002_110_031_000 + CDy * h_002_110_021_000;
    const double h_002_110_011_020 = h_002_110_021_010 + CDy * h_002_110_011_010;
    const double h_002_110_011_011 = h_002_110_021_001 + CDy * h_002_110_011_001;
    const double h_102_010_013_000 = c_112_013 + ABy * c_102_013;
    const double h_002_010_013_000 = c_012_013 + ABy * c_002_013;
    const double h_002_110_013_000 = h_102_010_013_000 + ABx * h_002_010_013_000;
    const double h_002_110_012_001 = h_002_110_013_000 + CDz * h_002_110_012_000;
    const double h_002_110_011_002 = h_002_110_012_001 + CDz * h_002_110_011_001;
    const double h_002_110_102_100 = h_002_110_202_000 + CDx * h_002_110_102_000;
    const double h_102_010_002_000 = c_112_002 + ABy * c_102_002;
    const double h_002_010_002_000 = c_012_002 + ABy * c_002_002;
    const double h_002_110_002_000 = h_102_010_002_000 + ABx * h_002_010_002_000;
    const double h_002_110_002_100 = h_002_110_102_000 + CDx * h_002_110_002_000;
    const double h_002_110_002_200 = h_002_110_102_100 + CDx * h_002_110_002_100;
    const double h_002_110_102_010 = h_002_110_112_000 + CDy * h_002_110_102_000;
    const double h_002_110_002_010 = h_002_110_012_000 + CDy * h_002_110_002_000;
    const double h_002_110_002_110 = h_002_110_102_010 + CDx * h_002_110_002_010;
    const double h_102_010_003_000 = c_112_003 + ABy * c_102_003;
    const double h_002_010_003_000 = c_012_003 + ABy * c_002_003;
    const double h_002_110_003_000 = h_102_010_003_000 + ABx * h_002_010_003_000;
    const double h_002_110_002_001 = h_002_110_003_000 + CDz * h_002_110_002_000;
    const double h_002_110_002_101 = h_002_110_102_001 + CDx * h_002_110_002_001;
    const double h_002_110_012_010 = h_002_110_022_000 + CDy * h_002_110_012_000;
    const double h_002_110_002_020 = h_002_110_012_010 + CDy * h_002_110_002_010;
    const double h_002_110_002_011 = h_002_110_012_001 + CDy * h_002_110_002_001;
    const double h_102_010_004_000 = c_112_004 + ABy * c_102_004;
    const double h_002_010_004_000 = c_012_004 + ABy * c_002_004;
    const double h_002_110_004_000 = h_102_010_004_000 + ABx * h_002_010_004_000;
    const double h_002_110_003_001 = h_002_110_004_000 + CDz * h_002_110_003_000;
    const double h_002_110_002_002 = h_002_110_003_001 + CDz * h_002_110_002_001;
    const double h_002_001_400_000 = c_003_400 + ABz * c_002_400;
    const double h_002_101_400_000 = h_102_001_400_000 + ABx * h_002_001_400_000;
    const double h_002_001_300_000 = c_003_300 + ABz * c_002_300;
    const double h_002_101_300_000 = h_102_001_300_000 + ABx * h_002_001_300_000;
    const double h_002_101_300_100 = h_002_101_400_000 + CDx * h_002_101_300_000;
    const double h_002_001_200_000 = c_003_200 + ABz * c_002_200;
    const double h_002_101_200_000 = h_102_001_200_000 + ABx * h_002_001_200_000;
    const double h_002_101_200_100 = h_002_101_300_000 + CDx * h_002_101_200_000;
    const double h_002_101_200_200 = h_002_101_300_100 + CDx * h_002_101_200_100;
    const double h_002_001_310_000 = c_003_310 + ABz * c_002_310;
    const double h_002_101_310_000 = h_102_001_310_000 + ABx * h_002_001_310_000;
    const double h_002_101_300_010 = h_002_101_310_000 + CDy * h_002_101_300_000;
    const double h_002_001_210_000 = c_003_210 + ABz * c_002_210;
    const double h_002_101_210_000 = h_102_001_210_000 + ABx * h_002_001_210_000;
    const double h_002_101_200_010 = h_002_101_210_000 + CDy * h_002_101_200_000;
    const double h_002_101_200_110 = h_002_101_300_010 + CDx * h_002_101_200_010;
    const double h_002_001_301_000 = c_003_301 + ABz * c_002_301;
    const double h_002_101_301_000 = h_102_001_301_000 + ABx * h_002_001_301_000;
    const double h_002_101_300_001 = h_002_101_301_000 + CDz * h_002_101_300_000;
    const double h_002_001_201_000 = c_003_201 + ABz * c_002_201;
    const double h_002_101_201_000 = h_102_001_201_000 + ABx * h_002_001_201_000;
    const double h_002_101_200_001 = h_002_101_201_000 + CDz * h_002_101_200_000;
    const double h_002_101_200_101 = h_002_101_300_001 + CDx * h_002_101_200_001;
    const double h_002_001_220_000 = c_003_220 + ABz * c_002_220;
    const double h_002_101_220_000 = h_102_001_220_000 + ABx * h_002_001_220_000;
    const double h_002_101_210_010 = h_002_101_220_000 + CDy * h_002_101_210_000;
    const double h_002_101_200_020 = h_002_101_210_010 + CDy * h_002_101_200_010;
    const double h_002_001_211_000 = c_003_211 + ABz * c_002_211;
    const double h_002_101_211_000 = h_102_001_211_000 + ABx * h_002_001_211_000;
    const double h_002_101_210_001 = h_002_101_211_000 + CDz * h_002_101_210_000;
    const double h_002_101_200_011 = h_002_101_210_001 + CDy * h_002_101_200_001;
    const double h_002_001_202_000 = c_003_202 + ABz * c_002_202;
    const double h_002_101_202_000 = h_102_001_202_000 + ABx * h_002_001_202_000;
    const double h_002_101_201_001 = h_002_101_202_000 + CDz * h_002_101_201_000;
    const double h_002_101_200_002 = h_002_101_201_001 + CDz * h_002_101_200_001;
    const double h_002_101_210_100 = h_002_101_310_000 + CDx * h_002_101_210_000;
    const double h_002_001_110_000 = c_003_110 + ABz * c_002_110;
    const double h_002_101_110_000 = h_102_001_110_000 + ABx * h_002_001_110_000;
    const double h_002_101_110_100 = h_002_101_210_000 + CDx * h_002_101_110_000;
    const double h_002_101_110_200 = h_002_101_210_100 + CDx * h_002_101_110_100;
    const double h_002_001_120_000 = c_003_120 + ABz * c_002_120;
    const double h_002_101_120_000 = h_102_001_120_000 + ABx * h_002_001_120_000;
    const double h_002_101_110_010 = h_002_101_120_000 + CDy * h_002_101_110_000;
    const double h_002_101_110_110 = h_002_101_210_010 + CDx * h_002_101_110_010;
    const double h_002_001_111_000 = c_003_111 + ABz * c_002_111;
    const double h_002_101_111_000 = h_102_001_111_000 + ABx * h_002_001_111_000;
    const double h_002_101_110_001 = h_002_101_111_000 + CDz * h_002_101_110_000;
    const double h_002_101_110_101 = h_002_101_210_001 + CDx * h_002_101_110_001;
    const double h_002_001_130_000 = c_003_130 + ABz * c_002_130;
    const double h_002_101_130_000 = h_102_001_130_000 + ABx * h_002_001_130_000;
    const double h_002_101_120_010 = h_002_101_130_000 + CDy * h_002_101_120_000;
    const double h_002_101_110_020 = h_002_101_120_010 + CDy * h_002_101_110_010;
    const double h_002_001_121_000 = c_003_121 + ABz * c_002_121;
    const double h_002_101_121_000 = h_102_001_121_000 + ABx * h_002_001_121_000;
    const double h_002_101_120_001 = h_002_101_121_000 + CDz * h_002_101_120_000;
    const double h_002_101_110_011 = h_002_101_120_001 + CDy * h_002_101_110_001;
    const double h_002_001_112_000 = c_003_112 + ABz * c_002_112;
    const double h_002_101_112_000 = h_102_001_112_000 + ABx * h_002_001_112_000;
    const double h_002_101_111_001 = h_002_101_112_000 + CDz * h_002_101_111_000;
    const double h_002_101_110_002 = h_002_101_111_001 + CDz * h_002_101_110_001;
    const double h_002_101_201_100 = h_002_101_301_000 + CDx * h_002_101_201_000;
    const double h_002_001_101_000 = c_003_101 + ABz * c_002_101;
    const double h_002_101_101_000 = h_102_001_101_000 + ABx * h_002_001_101_000;
    const double h_002_101_101_100 = h_002_101_201_000 + CDx * h_002_101_101_000;
    const double h_002_101_101_200 = h_002_101_201_100 + CDx * h_002_101_101_100;
    const double h_002_101_201_010 = h_002_101_211_000 + CDy * h_002_101_201_000;
    const double h_002_101_101_010 = h_002_101_111_000 + CDy * h_002_101_101_000;
    const double h_002_101_101_110 = h_002_101_201_010 + CDx * h_002_101_101_010;
    const double h_002_001_102_000 = c_003_102 + ABz * c_002_102;
    const double h_002_101_102_000 = h_102_001_102_000 + ABx * h_002_001_102_000;
    const double h_002_101_101_001 = h_002_101_102_000 + CDz * h_002_101_101_000;
    const double h_002_101_101_101 = h_002_101_201_001 + CDx * h_002_101_101_001;
    const double h_002_101_111_010 = h_002_101_121_000 + CDy * h_002_101_111_000;
    const double h_002_101_101_020 = h_002_101_111_010 + CDy * h_002_101_101_010;
    const double h_002_101_101_011 = h_002_101_111_001 + CDy * h_002_101_101_001;
    const double h_002_001_103_000 = c_003_103 + ABz * c_002_103;
    const double h_002_101_103_000 = h_102_001_103_000 + ABx * h_002_001_103_000;
    const double h_002_101_102_001 = h_002_101_103_000 + CDz * h_002_101_102_000;
    const double h_002_101_101_002 = h_002_101_102_001 + CDz * h_002_101_101_001;
    const double h_002_101_120_100 = h_002_101_220_000 + CDx * h_002_101_120_000;
    const double h_002_001_020_000 = c_003_020 + ABz * c_002_020;
    const double h_002_101_020_000 = h_102_001_020_000 + ABx * h_002_001_020_000;
    const double h_002_101_020_100 = h_002_101_120_000 + CDx * h_002_101_020_000;
    const double h_002_101_020_200 = h_002_101_120_100 + CDx * h_002_101_020_100;
    const double h_002_001_030_000 = c_003_030 + ABz * c_002_030;
    const double h_002_101_030_000 = h_102_001_030_000 + ABx * h_002_001_030_000;
    const double h_002_101_020_010 = h_002_101_030_000 + CDy * h_002_101_020_000;
    const double h_002_101_020_110 = h_002_101_120_010 + CDx * h_002_101_020_010;
    const double h_002_001_021_000 = c_003_021 + ABz * c_002_021;
    const double h_002_101_021_000 = h_102_001_021_000 + ABx * h_002_001_021_000;
    const double h_002_101_020_001 = h_002_101_021_000 + CDz * h_002_101_020_000;
    const double h_002_101_020_101 = h_002_101_120_001 + CDx * h_002_101_020_001;
    const double h_002_001_040_000 = c_003_040 + ABz * c_002_040;
    const double h_002_101_040_000 = h_102_001_040_000 + ABx * h_002_001_040_000;
    const double h_002_101_030_010 = h_002_101_040_000 + CDy * h_002_101_030_000;
    const double h_002_101_020_020 = h_002_101_030_010 + CDy * h_002_101_020_010;
    const double h_002_001_031_000 = c_003_031 + ABz * c_002_031;
    const double h_002_101_031_000 = h_102_001_031_000 + ABx * h_002_001_031_000;
    const double h_002_101_030_001 = h_002_101_031_000 + CDz * h_002_101_030_000;
    const double h_002_101_020_011 = h_002_101_030_001 + CDy * h_002_101_020_001;
    const double h_002_001_022_000 = c_003_022 + ABz * c_002_022;
    const double h_002_101_022_000 = h_102_001_022_000 + ABx * h_002_001_022_000;
    const double h_002_101_021_001 = h_002_101_022_000 + CDz * h_002_101_021_000;
    const double h_002_101_020_002 = h_002_101_021_001 + CDz * h_002_101_020_001;
    const double h_002_101_111_100 = h_002_101_211_000 + CDx * h_002_101_111_000;
    const double h_002_001_011_000 = c_003_011 + ABz * c_002_011;
    const double h_002_101_011_000 = h_102_001_011_000 + ABx * h_002_001_011_000;
    const double h_002_101_011_100 = h_002_101_111_000 + CDx * h_002_101_011_000;
    const double h_002_101_011_200 = h_002_101_111_100 + CDx * h_002_101_011_100;
    const double h_002_101_011_010 = h_002_101_021_000 + CDy * h_002_101_011_000;
    const double h_002_101_011_110 = h_002_101_111_010 + CDx * h_002_101_011_010;
    const double h_002_001_012_000 = c_003_012 + ABz * c_002_012;
    const double h_002_101_012_000 = h_102_001_012_000 + ABx * h_002_001_012_000;
    const double h_002_101_011_001 = h_002_101_012_000 + CDz * h_002_101_011_000;
    const double h_002_101_011_101 = h_002_101_111_001 + CDx * h_002_101_011_001;
    const double h_002_101_021_010 = h_002_101_031_000 + CDy * h_002_101_021_000;
    const double h_002_101_011_020 = h_002_101_021_010 + CDy * h_002_101_011_010;
    const double h_002_101_011_011 = h_002_101_021_001 + CDy * h_002_101_011_001;
    const double h_002_001_013_000 = c_003_013 + ABz * c_002_013;
    const double h_002_101_013_000 = h_102_001_013_000 + ABx * h_002_001_013_000;
    const double h_002_101_012_001 = h_002_101_013_000 + CDz * h_002_101_012_000;
    const double h_002_101_011_002 = h_002_101_012_001 + CDz * h_002_101_011_001;
    const double h_002_101_102_100 = h_002_101_202_000 + CDx * h_002_101_102_000;
    const double h_002_001_002_000 = c_003_002 + ABz * c_002_002;
    const double h_002_101_002_000 = h_102_001_002_000 + ABx * h_002_001_002_000;
    const double h_002_101_002_100 = h_002_101_102_000 + CDx * h_002_101_002_000;
    const double h_002_101_002_200 = h_002_101_102_100 + CDx * h_002_101_002_100;
    const double h_002_101_102_010 = h_002_101_112_000 + CDy * h_002_101_102_000;
    const double h_002_101_002_010 = h_002_101_012_000 + CDy * h_002_101_002_000;
    const double h_002_101_002_110 = h_002_101_102_010 + CDx * h_002_101_002_010;
    const double h_002_001_003_000 = c_003_003 + ABz * c_002_003;
    const double h_002_101_003_000 = h_102_001_003_000 + ABx * h_002_001_003_000;
    const double h_002_101_002_001 = h_002_101_003_000 + CDz * h_002_101_002_000;
    const double h_002_101_002_101 = h_002_101_102_001 + CDx * h_002_101_002_001;
    const double h_002_101_012_010 = h_002_101_022_000 + CDy * h_002_101_012_000;
    const double h_002_101_002_020 = h_002_101_012_010 + CDy * h_002_101_002_010;
    const double h_002_101_002_011 = h_002_101_012_001 + CDy * h_002_101_002_001;
    const double h_002_001_004_000 = c_003_004 + ABz * c_002_004;
    const double h_002_101_004_000 = h_102_001_004_000 + ABx * h_002_001_004_000;
    const double h_002_101_003_001 = h_002_101_004_000 + CDz * h_002_101_003_000;
    const double h_002_101_002_002 = h_002_101_003_001 + CDz * h_002_101_002_001;
    const double h_012_010_400_000 = c_022_400 + ABy * c_012_400;
    const double h_002_020_400_000 = h_012_010_400_000 + ABy * h_002_010_400_000;
    const double h_012_010_300_000 = c_022_300 + ABy * c_012_300;
    const double h_002_020_300_000 = h_012_010_300_000 + ABy * h_002_010_300_000;
    const double h_002_020_300_100 = h_002_020_400_000 + CDx * h_002_020_300_000;
    const double h_012_010_200_000 = c_022_200 + ABy * c_012_200;
    const double h_002_020_200_000 = h_012_010_200_000 + ABy * h_002_010_200_000;
    const double h_002_020_200_100 = h_002_020_300_000 + CDx * h_002_020_200_000;
    const double h_002_020_200_200 = h_002_020_300_100 + CDx * h_002_020_200_100;
    const double h_012_010_310_000 = c_022_310 + ABy * c_012_310;
    const double h_002_020_310_000 = h_012_010_310_000 + ABy * h_002_010_310_000;
    const double h_002_020_300_010 = h_002_020_310_000 + CDy * h_002_020_300_000;
    const double h_012_010_210_000 = c_022_210 + ABy * c_012_210;
    const double h_002_020_210_000 = h_012_010_210_000 + ABy * h_002_010_210_000;
    const double h_002_020_200_010 = h_002_020_210_000 + CDy * h_002_020_200_000;
    const double h_002_020_200_110 = h_002_020_300_010 + CDx * h_002_020_200_010;
    const double h_012_010_301_000 = c_022_301 + ABy * c_012_301;
    const double h_002_020_301_000 = h_012_010_301_000 + ABy * h_002_010_301_000;
    const double h_002_020_300_001 = h_002_020_301_000 + CDz * h_002_020_300_000;
    const double h_012_010_201_000 = c_022_201 + ABy * c_012_201;
    const double h_002_020_201_000 = h_012_010_201_000 + ABy * h_002_010_201_000;
    const double h_002_020_200_001 = h_002_020_201_000 + CDz * h_002_020_200_000;
    const double h_002_020_200_101 = h_002_020_300_001 + CDx * h_002_020_200_001;
    const double h_012_010_220_000 = c_022_220 + ABy * c_012_220;
    const double h_002_020_220_000 = h_012_010_220_000 + ABy * h_002_010_220_000;
    const double h_002_020_210_010 = h_002_020_220_000 + CDy * h_002_020_210_000;
    const double h_002_020_200_020 = h_002_020_210_010 + CDy * h_002_020_200_010;
    const double h_012_010_211_000 = c_022_211 + ABy * c_012_211;
    const double h_002_020_211_000 = h_012_010_211_000 + ABy * h_002_010_211_000;
    const double h_002_020_210_001 = h_002_020_211_000 + CDz * h_002_020_210_000;
    const double h_002_020_200_011 = h_002_020_210_001 + CDy * h_002_020_200_001;
    const double h_012_010_202_000 = c_022_202 + ABy * c_012_202;
    const double h_002_020_202_000 = h_012_010_202_000 + ABy * h_002_010_202_000;
    const double h_002_020_201_001 = h_002_020_202_000 + CDz * h_002_020_201_000;
    const double h_002_020_200_002 = h_002_020_201_001 + CDz * h_002_020_200_001;
    const double h_002_020_210_100 = h_002_020_310_000 + CDx * h_002_020_210_000;
    const double h_012_010_110_000 = c_022_110 + ABy * c_012_110;
    const double h_002_020_110_000 = h_012_010_110_000 + ABy * h_002_010_110_000;
    const double h_002_020_110_100 = h_002_020_210_000 + CDx * h_002_020_110_000;
    const double h_002_020_110_200 = h_002_020_210_100 + CDx * h_002_020_110_100;
    const double h_012_010_120_000 = c_022_120 + ABy * c_012_120;
    const double h_002_020_120_000 = h_012_010_120_000 + ABy * h_002_010_120_000;
    const double h_002_020_110_010 = h_002_020_120_000 + CDy * h_002_020_110_000;
    const double h_002_020_110_110 = h_002_020_210_010 + CDx * h_002_020_110_010;
    const double h_012_010_111_000 = c_022_111 + ABy * c_012_111;
    const double h_002_020_111_000 = h_012_010_111_000 + ABy * h_002_010_111_000;
    const double h_002_020_110_001 = h_002_020_111_000 + CDz * h_002_020_110_000;
    const double h_002_020_110_101 = h_002_020_210_001 + CDx * h_002_020_110_001;
    const double h_012_010_130_000 = c_022_130 + ABy * c_012_130;
    const double h_002_020_130_000 = h_012_010_130_000 + ABy * h_002_010_130_000;
    const double h_002_020_120_010 = h_002_020_130_000 + CDy * h_002_020_120_000;
    const double h_002_020_110_020 = h_002_020_120_010 + CDy * h_002_020_110_010;
    const double h_012_010_121_000 = c_022_121 + ABy * c_012_121;
    const double h_002_020_121_000 = h_012_010_121_000 + ABy * h_002_010_121_000;
    const double h_002_020_120_001 = h_002_020_121_000 + CDz * h_002_020_120_000;
    const double h_002_020_110_011 = h_002_020_120_001 + CDy * h_002_020_110_001;
    const double h_012_010_112_000 = c_022_112 + ABy * c_012_112;
    const double h_002_020_112_000 = h_012_010_112_000 + ABy * h_002_010_112_000;
    const double h_002_020_111_001 = h_002_020_112_000 + CDz * h_002_020_111_000;
    const double h_002_020_110_002 = h_002_020_111_001 + CDz * h_002_020_110_001;
    const double h_002_020_201_100 = h_002_020_301_000 + CDx * h_002_020_201_000;
    const double h_012_010_101_000 = c_022_101 + ABy * c_012_101;
    const double h_002_020_101_000 = h_012_010_101_000 + ABy * h_002_010_101_000;
    const double h_002_020_101_100 = h_002_020_201_000 + CDx * h_002_020_101_000;
    const double h_002_020_101_200 = h_002_020_201_100 + CDx * h_002_020_101_100;
    const double h_002_020_201_010 = h_002_020_211_000 + CDy * h_002_020_201_000;
    const double h_002_020_101_010 = h_002_020_111_000 + CDy * h_002_020_101_000;
    const double h_002_020_101_110 = h_002_020_201_010 + CDx * h_002_020_101_010;
    const double h_012_010_102_000 = c_022_102 + ABy * c_012_102;
    const double h_002_020_102_000 = h_012_010_102_000 + ABy * h_002_010_102_000;
    const double h_002_020_101_001 = h_002_020_102_000 + CDz * h_002_020_101_000;
    const double h_002_020_101_101 = h_002_020_201_001 + CDx * h_002_020_101_001;
    const double h_002_020_111_010 = h_002_020_121_000 + CDy * h_002_020_111_000;
    const double h_002_020_101_020 = h_002_020_111_010 + CDy * h_002_020_101_010;
    const double h_002_020_101_011 = h_002_020_111_001 + CDy * h_002_020_101_001;
    const double h_012_010_103_000 = c_022_103 + ABy * c_012_103;
    const double h_002_020_103_000 = h_012_010_103_000 + ABy * h_002_010_103_000;
    const double h_002_020_102_001 = h_002_020_103_000 + CDz * h_002_020_102_000;
    const double h_002_020_101_002 = h_002_020_102_001 + CDz * h_002_020_101_001;
    const double h_002_020_120_100 = h_002_020_220_000 + CDx * h_002_020_120_000;
    const double h_012_010_020_000 = c_022_020 + ABy * c_012_020;
    const double h_002_020_020_000 = h_012_010_020_000 + ABy * h_002_010_020_000;
    const double h_002_020_020_100 = h_002_020_120_000 + CDx * h_002_020_020_000;
    const double h_002_020_020_200 = h_002_020_120_100 + CDx * h_002_020_020_100;
    const double h_012_010_030_000 = c_022_030 + ABy * c_012_030;
    const double h_002_020_030_000 = h_012_010_030_000 + ABy * h_002_010_030_000;
    const double h_002_020_020_010 = h_002_020_030_000 + CDy * h_002_020_020_000;
    const double h_002_020_020_110 = h_002_020_120_010 + CDx * h_002_020_020_010;
    const double h_012_010_021_000 = c_022_021 + ABy * c_012_021;
    const double h_002_020_021_000 = h_012_010_021_000 + ABy * h_002_010_021_000;
    const double h_002_020_020_001 = h_002_020_021_000 + CDz * h_002_020_020_000;
    const double h_002_020_020_101 = h_002_020_120_001 + CDx * h_002_020_020_001;
    const double h_012_010_040_000 = c_022_040 + ABy * c_012_040;
    const double h_002_020_040_000 = h_012_010_040_000 + ABy * h_002_010_040_000;
    const double h_002_020_030_010 = h_002_020_040_000 + CDy * h_002_020_030_000;
    const double h_002_020_020_020 = h_002_020_030_010 + CDy * h_002_020_020_010;
    const double h_012_010_031_000 = c_022_031 + ABy * c_012_031;
    const double h_002_020_031_000 = h_012_010_031_000 + ABy * h_002_010_031_000;
    const double h_002_020_030_001 = h_002_020_031_000 + CDz * h_002_020_030_000;
    const double h_002_020_020_011 = h_002_020_030_001 + CDy * h_002_020_020_001;
    const double h_012_010_022_000 = c_022_022 + ABy * c_012_022;
    const double h_002_020_022_000 = h_012_010_022_000 + ABy * h_002_010_022_000;
    const double h_002_020_021_001 = h_002_020_022_000 + CDz * h_002_020_021_000;
    const double h_002_020_020_002 = h_002_020_021_001 + CDz * h_002_020_020_001;
    const double h_002_020_111_100 = h_002_020_211_000 + CDx * h_002_020_111_000;
    const double h_012_010_011_000 = c_022_011 + ABy * c_012_011;
    const double h_002_020_011_000 = h_012_010_011_000 + ABy * h_002_010_011_000;
    const double h_002_020_011_100 = h_002_020_111_000 + CDx * h_002_020_011_000;
    const double h_002_020_011_200 = h_002_020_111_100 + CDx * h_002_020_011_100;
    const double h_002_020_011_010 = h_002_020_021_000 + CDy * h_002_020_011_000;
    const double h_002_020_011_110 = h_002_020_111_010 + CDx * h_002_020_011_010;
    const double h_012_010_012_000 = c_022_012 + ABy * c_012_012;
    const double h_002_020_012_000 = h_012_010_012_000 + ABy * h_002_010_012_000;
    const double h_002_020_011_001 = h_002_020_012_000 + CDz * h_002_020_011_000;
    const double h_002_020_011_101 = h_002_020_111_001 + CDx * h_002_020_011_001;
    const double h_002_020_021_010 = h_002_020_031_000 + CDy * h_002_020_021_000;
    const double h_002_020_011_020 = h_002_020_021_010 + CDy * h_002_020_011_010;
    const double h_002_020_011_011 = h_002_020_021_001 + CDy * h_002_020_011_001;
    const double h_012_010_013_000 = c_022_013 + ABy * c_012_013;
    const double h_002_020_013_000 = h_012_010_013_000 + ABy * h_002_010_013_000;
    const double h_002_020_012_001 = h_002_020_013_000 + CDz * h_002_020_012_000;
    const double h_002_020_011_002 = h_002_020_012_001 + CDz * h_002_020_011_001;
    const double h_002_020_102_100 = h_002_020_202_000 + CDx * h_002_020_102_000;
    const double h_012_010_002_000 = c_022_002 + ABy * c_012_002;
    const double h_002_020_002_000 = h_012_010_002_000 + ABy * h_002_010_002_000;
    const double h_002_020_002_100 = h_002_020_102_000 + CDx * h_002_020_002_000;
    const double h_002_020_002_200 = h_002_020_102_100 + CDx * h_002_020_002_100;
    const double h_002_020_102_010 = h_002_020_112_000 + CDy * h_002_020_102_000;
    const double h_002_020_002_010 = h_002_020_012_000 + CDy * h_002_020_002_000;
    const double h_002_020_002_110 = h_002_020_102_010 + CDx * h_002_020_002_010;
    const double h_012_010_003_000 = c_022_003 + ABy * c_012_003;
    const double h_002_020_003_000 = h_012_010_003_000 + ABy * h_002_010_003_000;
    const double h_002_020_002_001 = h_002_020_003_000 + CDz * h_002_020_002_000;
    const double h_002_020_002_101 = h_002_020_102_001 + CDx * h_002_020_002_001;
    const double h_002_020_012_010 = h_002_020_022_000 + CDy * h_002_020_012_000;
    const double h_002_020_002_020 = h_002_020_012_010 + CDy * h_002_020_002_010;
    const double h_002_020_002_011 = h_002_020_012_001 + CDy * h_002_020_002_001;
    const double h_012_010_004_000 = c_022_004 + ABy * c_012_004;
    const double h_002_020_004_000 = h_012_010_004_000 + ABy * h_002_010_004_000;
    const double h_002_020_003_001 = h_002_020_004_000 + CDz * h_002_020_003_000;
    const double h_002_020_002_002 = h_002_020_003_001 + CDz * h_002_020_002_001;
    const double h_002_011_400_000 = h_012_001_400_000 + ABy * h_002_001_400_000;
    const double h_002_011_300_000 = h_012_001_300_000 + ABy * h_002_001_300_000;
    const double h_002_011_300_100 = h_002_011_400_000 + CDx * h_002_011_300_000;
    const double h_002_011_200_000 = h_012_001_200_000 + ABy * h_002_001_200_000;
    const double h_002_011_200_100 = h_002_011_300_000 + CDx * h_002_011_200_000;
    const double h_002_011_200_200 = h_002_011_300_100 + CDx * h_002_011_200_100;
    const double h_002_011_310_000 = h_012_001_310_000 + ABy * h_002_001_310_000;
    const double h_002_011_300_010 = h_002_011_310_000 + CDy * h_002_011_300_000;
    const double h_002_011_210_000 = h_012_001_210_000 + ABy * h_002_001_210_000;
    const double h_002_011_200_010 = h_002_011_210_000 + CDy * h_002_011_200_000;
    const double h_002_011_200_110 = h_002_011_300_010 + CDx * h_002_011_200_010;
    const double h_002_011_301_000 = h_012_001_301_000 + ABy * h_002_001_301_000;
    const double h_002_011_300_001 = h_002_011_301_000 + CDz * h_002_011_300_000;
    const double h_002_011_201_000 = h_012_001_201_000 + ABy * h_002_001_201_000;
    const double h_002_011_200_001 = h_002_011_201_000 + CDz * h_002_011_200_000;
    const double h_002_011_200_101 = h_002_011_300_001 + CDx * h_002_011_200_001;
    const double h_002_011_220_000 = h_012_001_220_000 + ABy * h_002_001_220_000;
    const double h_002_011_210_010 = h_002_011_220_000 + CDy * h_002_011_210_000;
    const double h_002_011_200_020 = h_002_011_210_010 + CDy * h_002_011_200_010;
    const double h_002_011_211_000 = h_012_001_211_000 + ABy * h_002_001_211_000;
    const double h_002_011_210_001 = h_002_011_211_000 + CDz * h_002_011_210_000;
    const double h_002_011_200_011 = h_002_011_210_001 + CDy * h_002_011_200_001;
    const double h_002_011_202_000 = h_012_001_202_000 + ABy * h_002_001_202_000;
    const double h_002_011_201_001 = h_002_011_202_000 + CDz * h_002_011_201_000;
    const double h_002_011_200_002 = h_002_011_201_001 + CDz * h_002_011_200_001;
    const double h_002_011_210_100 = h_002_011_310_000 + CDx * h_002_011_210_000;
    const double h_002_011_110_000 = h_012_001_110_000 + ABy * h_002_001_110_000;
    const double h_002_011_110_100 = h_002_011_210_000 + CDx * h_002_011_110_000;
    const double h_002_011_110_200 = h_002_011_210_100 + CDx * h_002_011_110_100;
    const double h_002_011_120_000 = h_012_001_120_000 + ABy * h_002_001_120_000;
    const double h_002_011_110_010 = h_002_011_120_000 + CDy * h_002_011_110_000;
    const double h_002_011_110_110 = h_002_011_210_010 + CDx * h_002_011_110_010;
    const double h_002_011_111_000 = h_012_001_111_000 + ABy * h_002_001_111_000;
    const double h_002_011_110_001 = h_002_011_111_000 + CDz * h_002_011_110_000;
    const double h_002_011_110_101 = h_002_011_210_001 + CDx * h_002_011_110_001;
    const double h_002_011_130_000 = h_012_001_130_000 + ABy * h_002_001_130_000;
    const double h_002_011_120_010 = h_002_011_130_000 + CDy * h_002_011_120_000;
    const double h_002_011_110_020 = h_002_011_120_010 + CDy * h_002_011_110_010;
    const double h_002_011_121_000 = h_012_001_121_000 + ABy * h_002_001_121_000;
    const double h_002_011_120_001 = h_002_011_121_000 + CDz * h_002_011_120_000;
    const double h_002_011_110_011 = h_002_011_120_001 + CDy * h_002_011_110_001;
    const double h_002_011_112_000 = h_012_001_112_000 + ABy * h_002_001_112_000;
    const double h_002_011_111_001 = h_002_011_112_000 + CDz * h_002_011_111_000;
    const double h_002_011_110_002 = h_002_011_111_001 + CDz * h_002_011_110_001;
    const double h_002_011_201_100 = h_002_011_301_000 + CDx * h_002_011_201_000;
    const double h_002_011_101_000 = h_012_001_101_000 + ABy * h_002_001_101_000;
    const double h_002_011_101_100 = h_002_011_201_000 + CDx * h_002_011_101_000;
    const double h_002_011_101_200 = h_002_011_201_100 + CDx * h_002_011_101_100;
    const double h_002_011_201_010 = h_002_011_211_000 + CDy * h_002_011_201_000;
    const double h_002_011_101_010 = h_002_011_111_000 + CDy * h_002_011_101_000;
    const double h_002_011_101_110 = h_002_011_201_010 + CDx * h_002_011_101_010;
    const double h_002_011_102_000 = h_012_001_102_000 + ABy * h_002_001_102_000;
    const double h_002_011_101_001 = h_002_011_102_000 + CDz * h_002_011_101_000;
    const double h_002_011_101_101 = h_002_011_201_001 + CDx * h_002_011_101_001;
    const double h_002_011_111_010 = h_002_011_121_000 + CDy * h_002_011_111_000;
    const double h_002_011_101_020 = h_002_011_111_010 + CDy * h_002_011_101_010;
    const double h_002_011_101_011 = h_002_011_111_001 + CDy * h_002_011_101_001;
    const double h_002_011_103_000 = h_012_001_103_000 + ABy * h_002_001_103_000;
    const double h_002_011_102_001 = h_002_011_103_000 + CDz * h_002_011_102_000;
    const double h_002_011_101_002 = h_002_011_102_001 + CDz * h_002_011_101_001;
    const double h_002_011_120_100 = h_002_011_220_000 + CDx * h_002_011_120_000;
    const double h_002_011_020_000 = h_012_001_020_000 + ABy * h_002_001_020_000;
    const double h_002_011_020_100 = h_002_011_120_000 + CDx * h_002_011_020_000;
    const double h_002_011_020_200 = h_002_011_120_100 + CDx * h_002_011_020_100;
    const double h_002_011_030_000 = h_012_001_030_000 + ABy * h_002_001_030_000;
    const double h_002_011_020_010 = h_002_011_030_000 + CDy * h_002_011_020_000;
    const double h_002_011_020_110 = h_002_011_120_010 + CDx * h_002_011_020_010;
    const double h_002_011_021_000 = h_012_001_021_000 + ABy * h_002_001_021_000;
    const double h_002_011_020_001 = h_002_011_021_000 + CDz * h_002_011_020_000;
    const double h_002_011_020_101 = h_002_011_120_001 + CDx * h_002_011_020_001;
    const double h_002_011_040_000 = h_012_001_040_000 + ABy * h_002_001_040_000;
    const double h_002_011_030_010 = h_002_011_040_000 + CDy * h_002_011_030_000;
    const double h_002_011_020_020 = h_002_011_030_010 + CDy * h_002_011_020_010;
    const double h_002_011_031_000 = h_012_001_031_000 + ABy * h_002_001_031_000;
    const double h_002_011_030_001 = h_002_011_031_000 + CDz * h_002_011_030_000;
    const double h_002_011_020_011 = h_002_011_030_001 + CDy * h_002_011_020_001;
    const double h_002_011_022_000 = h_012_001_022_000 + ABy * h_002_001_022_000;
    const double h_002_011_021_001 = h_002_011_022_000 + CDz * h_002_011_021_000;
    const double h_002_011_020_002 = h_002_011_021_001 + CDz * h_002_011_020_001;
    const double h_002_011_111_100 = h_002_011_211_000 + CDx * h_002_011_111_000;
    const double h_002_011_011_000 = h_012_001_011_000 + ABy * h_002_001_011_000;
    const double h_002_011_011_100 = h_002_011_111_000 + CDx * h_002_011_011_000;
    const double h_002_011_011_200 = h_002_011_111_100 + CDx * h_002_011_011_100;
    const double h_002_011_011_010 = h_002_011_021_000 + CDy * h_002_011_011_000;
    const double h_002_011_011_110 = h_002_011_111_010 + CDx * h_002_011_011_010;
    const double h_002_011_012_000 = h_012_001_012_000 + ABy * h_002_001_012_000;
    const double h_002_011_011_001 = h_002_011_012_000 + CDz * h_002_011_011_000;
    const double h_002_011_011_101 = h_002_011_111_001 + CDx * h_002_011_011_001;
    const double h_002_011_021_010 = h_002_011_031_000 + CDy * h_002_011_021_000;
    const double h_002_011_011_020 = h_002_011_021_010 + CDy * h_002_011_011_010;
    const double h_002_011_011_011 = h_002_011_021_001 + CDy * h_002_011_011_001;
    const double h_002_011_013_000 = h_012_001_013_000 + ABy * h_002_001_013_000;
    const double h_002_011_012_001 = h_002_011_013_000 + CDz * h_002_011_012_000;
    const double h_002_011_011_002 = h_002_011_012_001 + CDz * h_002_011_011_001;
    const double h_002_011_102_100 = h_002_011_202_000 + CDx * h_002_011_102_000;
    const double h_002_011_002_000 = h_012_001_002_000 + ABy * h_002_001_002_000;
    const double h_002_011_002_100 = h_002_011_102_000 + CDx * h_002_011_002_000;
    const double h_002_011_002_200 = h_002_011_102_100 + CDx * h_002_011_002_100;
    const double h_002_011_102_010 = h_002_011_112_000 + CDy * h_002_011_102_000;
    const double h_002_011_002_010 = h_002_011_012_000 + CDy * h_002_011_002_000;
    const double h_002_011_002_110 = h_002_011_102_010 + CDx * h_002_011_002_010;
    const double h_002_011_003_000 = h_012_001_003_000 + ABy * h_002_001_003_000;
    const double h_002_011_002_001 = h_002_011_003_000 + CDz * h_002_011_002_000;
    const double h_002_011_002_101 = h_002_011_102_001 + CDx * h_002_011_002_001;
    const double h_002_011_012_010 = h_002_011_022_000 + CDy * h_002_011_012_000;
    const double h_002_011_002_020 = h_002_011_012_010 + CDy * h_002_011_002_010;
    const double h_002_011_002_011 = h_002_011_012_001 + CDy * h_002_011_002_001;
    const double h_002_011_004_000 = h_012_001_004_000 + ABy * h_002_001_004_000;
    const double h_002_011_003_001 = h_002_011_004_000 + CDz * h_002_011_003_000;
    const double h_002_011_002_002 = h_002_011_003_001 + CDz * h_002_011_002_001;
    const double h_003_001_400_000 = c_004_400 + ABz * c_003_400;
    const double h_002_002_400_000 = h_003_001_400_000 + ABz * h_002_001_400_000;
    const double h_003_001_300_000 = c_004_300 + ABz * c_003_300;
    const double h_002_002_300_000 = h_003_001_300_000 + ABz * h_002_001_300_000;
    const double h_002_002_300_100 = h_002_002_400_000 + CDx * h_002_002_300_000;
    const double h_003_001_200_000 = c_004_200 + ABz * c_003_200;
    const double h_002_002_200_000 = h_003_001_200_000 + ABz * h_002_001_200_000;
    const double h_002_002_200_100 = h_002_002_300_000 + CDx * h_002_002_200_000;
    const double h_002_002_200_200 = h_002_002_300_100 + CDx * h_002_002_200_100;
    const double h_003_001_310_000 = c_004_310 + ABz * c_003_310;
    const double h_002_002_310_000 = h_003_001_310_000 + ABz * h_002_001_310_000;
    const double h_002_002_300_010 = h_002_002_310_000 + CDy * h_002_002_300_000;
    const double h_003_001_210_000 = c_004_210 + ABz * c_003_210;
    const double h_002_002_210_000 = h_003_001_210_000 + ABz * h_002_001_210_000;
    const double h_002_002_200_010 = h_002_002_210_000 + CDy * h_002_002_200_000;
    const double h_002_002_200_110 = h_002_002_300_010 + CDx * h_002_002_200_010;
    const double h_003_001_301_000 = c_004_301 + ABz * c_003_301;
    const double h_002_002_301_000 = h_003_001_301_000 + ABz * h_002_001_301_000;
    const double h_002_002_300_001 = h_002_002_301_000 + CDz * h_002_002_300_000;
    const double h_003_001_201_000 = c_004_201 + ABz * c_003_201;
    const double h_002_002_201_000 = h_003_001_201_000 + ABz * h_002_001_201_000;
    const double h_002_002_200_001 = h_002_002_201_000 + CDz * h_002_002_200_000;
    const double h_002_002_200_101 = h_002_002_300_001 + CDx * h_002_002_200_001;
    const double h_003_001_220_000 = c_004_220 + ABz * c_003_220;
    const double h_002_002_220_000 = h_003_001_220_000 + ABz * h_002_001_220_000;
    const double h_002_002_210_010 = h_002_002_220_000 + CDy * h_002_002_210_000;
    const double h_002_002_200_020 = h_002_002_210_010 + CDy * h_002_002_200_010;
    const double h_003_001_211_000 = c_004_211 + ABz * c_003_211;
    const double h_002_002_211_000 = h_003_001_211_000 + ABz * h_002_001_211_000;
    const double h_002_002_210_001 = h_002_002_211_000 + CDz * h_002_002_210_000;
    const double h_002_002_200_011 = h_002_002_210_001 + CDy * h_002_002_200_001;
    const double h_003_001_202_000 = c_004_202 + ABz * c_003_202;
    const double h_002_002_202_000 = h_003_001_202_000 + ABz * h_002_001_202_000;
    const double h_002_002_201_001 = h_002_002_202_000 + CDz * h_002_002_201_000;
    const double h_002_002_200_002 = h_002_002_201_001 + CDz * h_002_002_200_001;
    const double h_002_002_210_100 = h_002_002_310_000 + CDx * h_002_002_210_000;
    const double h_003_001_110_000 = c_004_110 + ABz * c_003_110;
    const double h_002_002_110_000 = h_003_001_110_000 + ABz * h_002_001_110_000;
    const double h_002_002_110_100 = h_002_002_210_000 + CDx * h_002_002_110_000;
    const double h_002_002_110_200 = h_002_002_210_100 + CDx * h_002_002_110_100;
    const double h_003_001_120_000 = c_004_120 + ABz * c_003_120;
    const double h_002_002_120_000 = h_003_001_120_000 + ABz * h_002_001_120_000;
    const double h_002_002_110_010 = h_002_002_120_000 + CDy * h_002_002_110_000;
    const double h_002_002_110_110 = h_002_002_210_010 + CDx * h_002_002_110_010;
    const double h_003_001_111_000 = c_004_111 + ABz * c_003_111;
    const double h_002_002_111_000 = h_003_001_111_000 + ABz * h_002_001_111_000;
    const double h_002_002_110_001 = h_002_002_111_000 + CDz * h_002_002_110_000;
    const double h_002_002_110_101 = h_002_002_210_001 + CDx * h_002_002_110_001;
    const double h_003_001_130_000 = c_004_130 + ABz * c_003_130;
    const double h_002_002_130_000 = h_003_001_130_000 + ABz * h_002_001_130_000;
    const double h_002_002_120_010 = h_002_002_130_000 + CDy * h_002_002_120_000;
    const double h_002_002_110_020 = h_002_002_120_010 + CDy * h_002_002_110_010;
    const double h_003_001_121_000 = c_004_121 + ABz * c_003_121;
    const double h_002_002_121_000 = h_003_001_121_000 + ABz * h_002_001_121_000;
    const double h_002_002_120_001 = h_002_002_121_000 + CDz * h_002_002_120_000;
    const double h_002_002_110_011 = h_002_002_120_001 + CDy * h_002_002_110_001;
    const double h_003_001_112_000 = c_004_112 + ABz * c_003_112;
    const double h_002_002_112_000 = h_003_001_112_000 + ABz * h_002_001_112_000;
    const double h_002_002_111_001 = h_002_002_112_000 + CDz * h_002_002_111_000;
    const double h_002_002_110_002 = h_002_002_111_001 + CDz * h_002_002_110_001;
    const double h_002_002_201_100 = h_002_002_301_000 + CDx * h_002_002_201_000;
    const double h_003_001_101_000 = c_004_101 + ABz * c_003_101;
    const double h_002_002_101_000 = h_003_001_101_000 + ABz * h_002_001_101_000;
    const double h_002_002_101_100 = h_002_002_201_000 + CDx * h_002_002_101_000;
    const double h_002_002_101_200 = h_002_002_201_100 + CDx * h_002_002_101_100;
    const double h_002_002_201_010 = h_002_002_211_000 + CDy * h_002_002_201_000;
    const double h_002_002_101_010 = h_002_002_111_000 + CDy * h_002_002_101_000;
    const double h_002_002_101_110 = h_002_002_201_010 + CDx * h_002_002_101_010;
    const double h_003_001_102_000 = c_004_102 + ABz * c_003_102;
    const double h_002_002_102_000 = h_003_001_102_000 + ABz * h_002_001_102_000;
    const double h_002_002_101_001 = h_002_002_102_000 + CDz * h_002_002_101_000;
    const double h_002_002_101_101 = h_002_002_201_001 + CDx * h_002_002_101_001;
    const double h_002_002_111_010 = h_002_002_121_000 + CDy * h_002_002_111_000;
    const double h_002_002_101_020 = h_002_002_111_010 + CDy * h_002_002_101_010;
    const double h_002_002_101_011 = h_002_002_111_001 + CDy * h_002_002_101_001;
    const double h_003_001_103_000 = c_004_103 + ABz * c_003_103;
    const double h_002_002_103_000 = h_003_001_103_000 + ABz * h_002_001_103_000;
    const double h_002_002_102_001 = h_002_002_103_000 + CDz * h_002_002_102_000;
    const double h_002_002_101_002 = h_002_002_102_001 + CDz * h_002_002_101_001;
    const double h_002_002_120_100 = h_002_002_220_000 + CDx * h_002_002_120_000;
    const double h_003_001_020_000 = c_004_020 + ABz * c_003_020;
    const double h_002_002_020_000 = h_003_001_020_000 + ABz * h_002_001_020_000;
    const double h_002_002_020_100 = h_002_002_120_000 + CDx * h_002_002_020_000;
    const double h_002_002_020_200 = h_002_002_120_100 + CDx * h_002_002_020_100;
    const double h_003_001_030_000 = c_004_030 + ABz * c_003_030;
    const double h_002_002_030_000 = h_003_001_030_000 + ABz * h_002_001_030_000;
    const double h_002_002_020_010 = h_002_002_030_000 + CDy * h_002_002_020_000;
    const double h_002_002_020_110 = h_002_002_120_010 + CDx * h_002_002_020_010;
    const double h_003_001_021_000 = c_004_021 + ABz * c_003_021;
    const double h_002_002_021_000 = h_003_001_021_000 + ABz * h_002_001_021_000;
    const double h_002_002_020_001 = h_002_002_021_000 + CDz * h_002_002_020_000;
    const double h_002_002_020_101 = h_002_002_120_001 + CDx * h_002_002_020_001;
    const double h_003_001_040_000 = c_004_040 + ABz * c_003_040;
    const double h_002_002_040_000 = h_003_001_040_000 + ABz * h_002_001_040_000;
    const double h_002_002_030_010 = h_002_002_040_000 + CDy * h_002_002_030_000;
    const double h_002_002_020_020 = h_002_002_030_010 + CDy * h_002_002_020_010;
    const double h_003_001_031_000 = c_004_031 + ABz * c_003_031;
    const double h_002_002_031_000 = h_003_001_031_000 + ABz * h_002_001_031_000;
    const double h_002_002_030_001 = h_002_002_031_000 + CDz * h_002_002_030_000;
    const double h_002_002_020_011 = h_002_002_030_001 + CDy * h_002_002_020_001;
    const double h_003_001_022_000 = c_004_022 + ABz * c_003_022;
    const double h_002_002_022_000 = h_003_001_022_000 + ABz * h_002_001_022_000;
    const double h_002_002_021_001 = h_002_002_022_000 + CDz * h_002_002_021_000;
    const double h_002_002_020_002 = h_002_002_021_001 + CDz * h_002_002_020_001;
    const double h_002_002_111_100 = h_002_002_211_000 + CDx * h_002_002_111_000;
    const double h_003_001_011_000 = c_004_011 + ABz * c_003_011;
    const double h_002_002_011_000 = h_003_001_011_000 + ABz * h_002_001_011_000;
    const double h_002_002_011_100 = h_002_002_111_000 + CDx * h_002_002_011_000;
    const double h_002_002_011_200 = h_002_002_111_100 + CDx * h_002_002_011_100;
    const double h_002_002_011_010 = h_002_002_021_000 + CDy * h_002_002_011_000;
    const double h_002_002_011_110 = h_002_002_111_010 + CDx * h_002_002_011_010;
    const double h_003_001_012_000 = c_004_012 + ABz * c_003_012;
    const double h_002_002_012_000 = h_003_001_012_000 + ABz * h_002_001_012_000;
    const double h_002_002_011_001 = h_002_002_012_000 + CDz * h_002_002_011_000;
    const double h_002_002_011_101 = h_002_002_111_001 + CDx * h_002_002_011_001;
    const double h_002_002_021_010 = h_002_002_031_000 + CDy * h_002_002_021_000;
    const double h_002_002_011_020 = h_002_002_021_010 + CDy * h_002_002_011_010;
    const double h_002_002_011_011 = h_002_002_021_001 + CDy * h_002_002_011_001;
    const double h_003_001_013_000 = c_004_013 + ABz * c_003_013;
    const double h_002_002_013_000 = h_003_001_013_000 + ABz * h_002_001_013_000;
    const double h_002_002_012_001 = h_002_002_013_000 + CDz * h_002_002_012_000;
    const double h_002_002_011_002 = h_002_002_012_001 + CDz * h_002_002_011_001;
    const double h_002_002_102_100 = h_002_002_202_000 + CDx * h_002_002_102_000;
    const double h_003_001_002_000 = c_004_002 + ABz * c_003_002;
    const double h_002_002_002_000 = h_003_001_002_000 + ABz * h_002_001_002_000;
    const double h_002_002_002_100 = h_002_002_102_000 + CDx * h_002_002_002_000;
    const double h_002_002_002_200 = h_002_002_102_100 + CDx * h_002_002_002_100;
    const double h_002_002_102_010 = h_002_002_112_000 + CDy * h_002_002_102_000;
    const double h_002_002_002_010 = h_002_002_012_000 + CDy * h_002_002_002_000;
    const double h_002_002_002_110 = h_002_002_102_010 + CDx * h_002_002_002_010;
    const double h_003_001_003_000 = c_004_003 + ABz * c_003_003;
    const double h_002_002_003_000 = h_003_001_003_000 + ABz * h_002_001_003_000;
    const double h_002_002_002_001 = h_002_002_003_000 + CDz * h_002_002_002_000;
    const double h_002_002_002_101 = h_002_002_102_001 + CDx * h_002_002_002_001;
    const double h_002_002_012_010 = h_002_002_022_000 + CDy * h_002_002_012_000;
    const double h_002_002_002_020 = h_002_002_012_010 + CDy * h_002_002_002_010;
    const double h_002_002_002_011 = h_002_002_012_001 + CDy * h_002_002_002_001;
    const double h_003_001_004_000 = c_004_004 + ABz * c_003_004;
    const double h_002_002_004_000 = h_003_001_004_000 + ABz * h_002_001_004_000;
    const double h_002_002_003_001 = h_002_002_004_000 + CDz * h_002_002_003_000;
    const double h_002_002_002_002 = h_002_002_003_001 + CDz * h_002_002_002_001;
    out[0] = h_200_200_200_200;
    out[1] = h_200_200_200_110;
    out[2] = h_200_200_200_101;
    out[3] = h_200_200_200_020;
    out[4] = h_200_200_200_011;
    out[5] = h_200_200_200_002;
    out[6] = h_200_200_110_200;
    out[7] = h_200_200_110_110;
    out[8] = h_200_200_110_101;
    out[9] = h_200_200_110_020;
    out[10] = h_200_200_110_011;
    out[11] = h_200_200_110_002;
    out[12] = h_200_200_101_200;
    out[13] = h_200_200_101_110;
    out[14] = h_200_200_101_101;
    out[15] = h_200_200_101_020;
    out[16] = h_200_200_101_011;
    out[17] = h_200_200_101_002;
    out[18] = h_200_200_020_200;
    out[19] = h_200_200_020_110;
    out[20] = h_200_200_020_101;
    out[21] = h_200_200_020_020;
    out[22] = h_200_200_020_011;
    out[23] = h_200_200_020_002;
    out[24] = h_200_200_011_200;
    out[25] = h_200_200_011_110;
    out[26] = h_200_200_011_101;
    out[27] = h_200_200_011_020;
    out[28] = h_200_200_011_011;
    out[29] = h_200_200_011_002;
    out[30] = h_200_200_002_200;
    out[31] = h_200_200_002_110;
    out[32] = h_200_200_002_101;
    out[33] = h_200_200_002_020;
    out[34] = h_200_200_002_011;
    out[35] = h_200_200_002_002;
    out[36] = h_200_110_200_200;
    out[37] = h_200_110_200_110;
    out[38] = h_200_110_200_101;
    out[39] = h_200_110_200_020;
    out[40] = h_200_110_200_011;
    out[41] = h_200_110_200_002;
    out[42] = h_200_110_110_200;
    out[43] = h_200_110_110_110;
    out[44] = h_200_110_110_101;
    out[45] = h_200_110_110_020;
    out[46] = h_200_110_110_011;
    out[47] = h_200_110_110_002;
    out[48] = h_200_110_101_200;
    out[49] = h_200_110_101_110;
    out[50] = h_200_110_101_101;
    out[51] = h_200_110_101_020;
    out[52] = h_200_110_101_011;
    out[53] = h_200_110_101_002;
    out[54] = h_200_110_020_200;
    out[55] = h_200_110_020_110;
    out[56] = h_200_110_020_101;
    out[57] = h_200_110_020_020;
    out[58] = h_200_110_020_011;
    out[59] = h_200_110_020_002;
    out[60] = h_200_110_011_200;
    out[61] = h_200_110_011_110;
    out[62] = h_200_110_011_101;
    out[63] = h_200_110_011_020;
    out[64] = h_200_110_011_011;
    out[65] = h_200_110_011_002;
    out[66] = h_200_110_002_200;
    out[67] = h_200_110_002_110;
    out[68] = h_200_110_002_101;
    out[69] = h_200_110_002_020;
    out[70] = h_200_110_002_011;
    out[71] = h_200_110_002_002;
    out[72] = h_200_101_200_200;
    out[73] = h_200_101_200_110;
    out[74] = h_200_101_200_101;
    out[75] = h_200_101_200_020;
    out[76] = h_200_101_200_011;
    out[77] = h_200_101_200_002;
    out[78] = h_200_101_110_200;
    out[79] = h_200_101_110_110;
    out[80] = h_200_101_110_101;
    out[81] = h_200_101_110_020;
    out[82] = h_200_101_110_011;
    out[83] = h_200_101_110_002;
    out[84] = h_200_101_101_200;
    out[85] = h_200_101_101_110;
    out[86] = h_200_101_101_101;
    out[87] = h_200_101_101_020;
    out[88] = h_200_101_101_011;
    out[89] = h_200_101_101_002;
    out[90] = h_200_101_020_200;
    out[91] = h_200_101_020_110;
    out[92] = h_200_101_020_101;
    out[93] = h_200_101_020_020;
    out[94] = h_200_101_020_011;
    out[95] = h_200_101_020_002;
    out[96] = h_200_101_011_200;
    out[97] = h_200_101_011_110;
    out[98] = h_200_101_011_101;
    out[99] = h_200_101_011_020;
    out[100] = h_200_101_011_011;
    out[101] = h_200_101_011_002;
    out[102] = h_200_101_002_200;
    out[103] = h_200_101_002_110;
    out[104] = h_200_101_002_101;
    out[105] = h_200_101_002_020;
    out[106] = h_200_101_002_011;
    out[107] = h_200_101_002_002;
    out[108] = h_200_020_200_200;
    out[109] = h_200_020_200_110;
    out[110] = h_200_020_200_101;
    out[111] = h_200_020_200_020;
    out[112] = h_200_020_200_011;
    out[113] = h_200_020_200_002;
    out[114] = h_200_020_110_200;
    out[115] = h_200_020_110_110;
    out[116] = h_200_020_110_101;
    out[117] = h_200_020_110_020;
    out[118] = h_200_020_110_011;
    out[119] = h_200_020_110_002;
    out[120] = h_200_020_101_200;
    out[121] = h_200_020_101_110;
    out[122] = h_200_020_101_101;
    out[123] = h_200_020_101_020;
    out[124] = h_200_020_101_011;
    out[125] = h_200_020_101_002;
    out[126] = h_200_020_020_200;
    out[127] = h_200_020_020_110;
    out[128] = h_200_020_020_101;
    out[129] = h_200_020_020_020;
    out[130] = h_200_020_020_011;
    out[131] = h_200_020_020_002;
    out[132] = h_200_020_011_200;
    out[133] = h_200_020_011_110;
    out[134] = h_200_020_011_101;
    out[135] = h_200_020_011_020;
    out[136] = h_200_020_011_011;
    out[137] = h_200_020_011_002;
    out[138] = h_200_020_002_200;
    out[139] = h_200_020_002_110;
    out[140] = h_200_020_002_101;
    out[141] = h_200_020_002_020;
    out[142] = h_200_020_002_011;
    out[143] = h_200_020_002_002;
    out[144] = h_200_011_200_200;
    out[145] = h_200_011_200_110;
    out[146] = h_200_011_200_101;
    out[147] = h_200_011_200_020;
    out[148] = h_200_011_200_011;
    out[149] = h_200_011_200_002;
    out[150] = h_200_011_110_200;
    out[151] = h_200_011_110_110;
    out[152] = h_200_011_110_101;
    out[153] = h_200_011_110_020;
    out[154] = h_200_011_110_011;
    out[155] = h_200_011_110_002;
    out[156] = h_200_011_101_200;
    out[157] = h_200_011_101_110;
    out[158] = h_200_011_101_101;
    out[159] = h_200_011_101_020;
    out[160] = h_200_011_101_011;
    out[161] = h_200_011_101_002;
    out[162] = h_200_011_020_200;
    out[163] = h_200_011_020_110;
    out[164] = h_200_011_020_101;
    out[165] = h_200_011_020_020;
    out[166] = h_200_011_020_011;
    out[167] = h_200_011_020_002;
    out[168] = h_200_011_011_200;
    out[169] = h_200_011_011_110;
    out[170] = h_200_011_011_101;
    out[171] = h_200_011_011_020;
    out[172] = h_200_011_011_011;
    out[173] = h_200_011_011_002;
    out[174] = h_200_011_002_200;
    out[175] = h_200_011_002_110;
    out[176] = h_200_011_002_101;
    out[177] = h_200_011_002_020;
    out[178] = h_200_011_002_011;
    out[179] = h_200_011_002_002;
    out[180] = h_200_002_200_200;
    out[181] = h_200_002_200_110;
    out[182] = h_200_002_200_101;
    out[183] = h_200_002_200_020;
    out[184] = h_200_002_200_011;
    out[185] = h_200_002_200_002;
    out[186] = h_200_002_110_200;
    out[187] = h_200_002_110_110;
    out[188] = h_200_002_110_101;
    out[189] = h_200_002_110_020;
    out[190] = h_200_002_110_011;
    out[191] = h_200_002_110_002;
    out[192] = h_200_002_101_200;
    out[193] = h_200_002_101_110;
    out[194] = h_200_002_101_101;
    out[195] = h_200_002_101_020;
    out[196] = h_200_002_101_011;
    out[197] = h_200_002_101_002;
    out[198] = h_200_002_020_200;
    out[199] = h_200_002_020_110;
    out[200] = h_200_002_020_101;
    out[201] = h_200_002_020_020;
    out[202] = h_200_002_020_011;
    out[203] = h_200_002_020_002;
    out[204] = h_200_002_011_200;
    out[205] = h_200_002_011_110;
    out[206] = h_200_002_011_101;
    out[207] = h_200_002_011_020;
    out[208] = h_200_002_011_011;
    out[209] = h_200_002_011_002;
    out[210] = h_200_002_002_200;
    out[211] = h_200_002_002_110;
    out[212] = h_200_002_002_101;
    out[213] = h_200_002_002_020;
    out[214] = h_200_002_002_011;
    out[215] = h_200_002_002_002;
    out[216] = h_110_200_200_200;
    out[217] = h_110_200_200_110;
    out[218] = h_110_200_200_101;
    out[219] = h_110_200_200_020;
    out[220] = h_110_200_200_011;
    out[221] = h_110_200_200_002;
    out[222] = h_110_200_110_200;
    out[223] = h_110_200_110_110;
    out[224] = h_110_200_110_101;
    out[225] = h_110_200_110_020;
    out[226] = h_110_200_110_011;
    out[227] = h_110_200_110_002;
    out[228] = h_110_200_101_200;
    out[229] = h_110_200_101_110;
    out[230] = h_110_200_101_101;
    out[231] = h_110_200_101_020;
    out[232] = h_110_200_101_011;
    out[233] = h_110_200_101_002;
    out[234] = h_110_200_020_200;
    out[235] = h_110_200_020_110;
    out[236] = h_110_200_020_101;
    out[237] = h_110_200_020_020;
    out[238] = h_110_200_020_011;
    out[239] = h_110_200_020_002;
    out[240] = h_110_200_011_200;
    out[241] = h_110_200_011_110;
    out[242] = h_110_200_011_101;
    out[243] = h_110_200_011_020;
    out[244] = h_110_200_011_011;
    out[245] = h_110_200_011_002;
    out[246] = h_110_200_002_200;
    out[247] = h_110_200_002_110;
    out[248] = h_110_200_002_101;
    out[249] = h_110_200_002_020;
    out[250] = h_110_200_002_011;
    out[251] = h_110_200_002_002;
    out[252] = h_110_110_200_200;
    out[253] = h_110_110_200_110;
    out[254] = h_110_110_200_101;
    out[255] = h_110_110_200_020;
    out[256] = h_110_110_200_011;
    out[257] = h_110_110_200_002;
    out[258] = h_110_110_110_200;
    out[259] = h_110_110_110_110;
    out[260] = h_110_110_110_101;
    out[261] = h_110_110_110_020;
    out[262] = h_110_110_110_011;
    out[263] = h_110_110_110_002;
    out[264] = h_110_110_101_200;
    out[265] = h_110_110_101_110;
    out[266] = h_110_110_101_101;
    out[267] = h_110_110_101_020;
    out[268] = h_110_110_101_011;
    out[269] = h_110_110_101_002;
    out[270] = h_110_110_020_200;
    out[271] = h_110_110_020_110;
    out[272] = h_110_110_020_101;
    out[273] = h_110_110_020_020;
    out[274] = h_110_110_020_011;
    out[275] = h_110_110_020_002;
    out[276] = h_110_110_011_200;
    out[277] = h_110_110_011_110;
    out[278] = h_110_110_011_101;
    out[279] = h_110_110_011_020;
    out[280] = h_110_110_011_011;
    out[281] = h_110_110_011_002;
    out[282] = h_110_110_002_200;
    out[283] = h_110_110_002_110;
    out[284] = h_110_110_002_101;
    out[285] = h_110_110_002_020;
    out[286] = h_110_110_002_011;
    out[287] = h_110_110_002_002;
    out[288] = h_110_101_200_200;
    out[289] = h_110_101_200_110;
    out[290] = h_110_101_200_101;
    out[291] = h_110_101_200_020;
    out[292] = h_110_101_200_011;
    out[293] = h_110_101_200_002;
    out[294] = h_110_101_110_200;
    out[295] = h_110_101_110_110;
    out[296] = h_110_101_110_101;
    out[297] = h_110_101_110_020;
    out[298] = h_110_101_110_011;
    out[299] = h_110_101_110_002;
    out[300] = h_110_101_101_200;
    out[301] = h_110_101_101_110;
    out[302] = h_110_101_101_101;
    out[303] = h_110_101_101_020;
    out[304] = h_110_101_101_011;
    out[305] = h_110_101_101_002;
    out[306] = h_110_101_020_200;
    out[307] = h_110_101_020_110;
    out[308] = h_110_101_020_101;
    out[309] = h_110_101_020_020;
    out[310] = h_110_101_020_011;
    out[311] = h_110_101_020_002;
    out[312] = h_110_101_011_200;
    out[313] = h_110_101_011_110;
    out[314] = h_110_101_011_101;
    out[315] = h_110_101_011_020;
    out[316] = h_110_101_011_011;
    out[317] = h_110_101_011_002;
    out[318] = h_110_101_002_200;
    out[319] = h_110_101_002_110;
    out[320] = h_110_101_002_101;
    out[321] = h_110_101_002_020;
    out[322] = h_110_101_002_011;
    out[323] = h_110_101_002_002;
    out[324] = h_110_020_200_200;
    out[325] = h_110_020_200_110;
    out[326] = h_110_020_200_101;
    out[327] = h_110_020_200_020;
    out[328] = h_110_020_200_011;
    out[329] = h_110_020_200_002;
    out[330] = h_110_020_110_200;
    out[331] = h_110_020_110_110;
    out[332] = h_110_020_110_101;
    out[333] = h_110_020_110_020;
    out[334] = h_110_020_110_011;
    out[335] = h_110_020_110_002;
    out[336] = h_110_020_101_200;
    out[337] = h_110_020_101_110;
    out[338] = h_110_020_101_101;
    out[339] = h_110_020_101_020;
    out[340] = h_110_020_101_011;
    out[341] = h_110_020_101_002;
    out[342] = h_110_020_020_200;
    out[343] = h_110_020_020_110;
    out[344] = h_110_020_020_101;
    out[345] = h_110_020_020_020;
    out[346] = h_110_020_020_011;
    out[347] = h_110_020_020_002;
    out[348] = h_110_020_011_200;
    out[349] = h_110_020_011_110;
    out[350] = h_110_020_011_101;
    out[351] = h_110_020_011_020;
    out[352] = h_110_020_011_011;
    out[353] = h_110_020_011_002;
    out[354] = h_110_020_002_200;
    out[355] = h_110_020_002_110;
    out[356] = h_110_020_002_101;
    out[357] = h_110_020_002_020;
    out[358] = h_110_020_002_011;
    out[359] = h_110_020_002_002;
    out[360] = h_110_011_200_200;
    out[361] = h_110_011_200_110;
    out[362] = h_110_011_200_101;
    out[363] = h_110_011_200_020;
    out[364] = h_110_011_200_011;
    out[365] = h_110_011_200_002;
    out[366] = h_110_011_110_200;
    out[367] = h_110_011_110_110;
    out[368] = h_110_011_110_101;
    out[369] = h_110_011_110_020;
    out[370] = h_110_011_110_011;
    out[371] = h_110_011_110_002;
    out[372] = h_110_011_101_200;
    out[373] = h_110_011_101_110;
    out[374] = h_110_011_101_101;
    out[375] = h_110_011_101_020;
    out[376] = h_110_011_101_011;
    out[377] = h_110_011_101_002;
    out[378] = h_110_011_020_200;
    out[379] = h_110_011_020_110;
    out[380] = h_110_011_020_101;
    out[381] = h_110_011_020_020;
    out[382] = h_110_011_020_011;
    out[383] = h_110_011_020_002;
    out[384] = h_110_011_011_200;
    out[385] = h_110_011_011_110;
    out[386] = h_110_011_011_101;
    out[387] = h_110_011_011_020;
    out[388] = h_110_011_011_011;
    out[389] = h_110_011_011_002;
    out[390] = h_110_011_002_200;
    out[391] = h_110_011_002_110;
    out[392] = h_110_011_002_101;
    out[393] = h_110_011_002_020;
    out[394] = h_110_011_002_011;
    out[395] = h_110_011_002_002;
    out[396] = h_110_002_200_200;
    out[397] = h_110_002_200_110;
    out[398] = h_110_002_200_101;
    out[399] = h_110_002_200_020;
    out[400] = h_110_002_200_011;
    out[401] = h_110_002_200_002;
    out[402] = h_110_002_110_200;
    out[403] = h_110_002_110_110;
    out[404] = h_110_002_110_101;
    out[405] = h_110_002_110_020;
    out[406] = h_110_002_110_011;
    out[407] = h_110_002_110_002;
    out[408] = h_110_002_101_200;
    out[409] = h_110_002_101_110;
    out[410] = h_110_002_101_101;
    out[411] = h_110_002_101_020;
    out[412] = h_110_002_101_011;
    out[413] = h_110_002_101_002;
    out[414] = h_110_002_020_200;
    out[415] = h_110_002_020_110;
    out[416] = h_110_002_020_101;
    out[417] = h_110_002_020_020;
    out[418] = h_110_002_020_011;
    out[419] = h_110_002_020_002;
    out[420] = h_110_002_011_200;
    out[421] = h_110_002_011_110;
    out[422] = h_110_002_011_101;
    out[423] = h_110_002_011_020;
    out[424] = h_110_002_011_011;
    out[425] = h_110_002_011_002;
    out[426] = h_110_002_002_200;
    out[427] = h_110_002_002_110;
    out[428] = h_110_002_002_101;
    out[429] = h_110_002_002_020;
    out[430] = h_110_002_002_011;
    out[431] = h_110_002_002_002;
    out[432] = h_101_200_200_200;
    out[433] = h_101_200_200_110;
    out[434] = h_101_200_200_101;
    out[435] = h_101_200_200_020;
    out[436] = h_101_200_200_011;
    out[437] = h_101_200_200_002;
    out[438] = h_101_200_110_200;
    out[439] = h_101_200_110_110;
    out[440] = h_101_200_110_101;
    out[441] = h_101_200_110_020;
    out[442] = h_101_200_110_011;
    out[443] = h_101_200_110_002;
    out[444] = h_101_200_101_200;
    out[445] = h_101_200_101_110;
    out[446] = h_101_200_101_101;
    out[447] = h_101_200_101_020;
    out[448] = h_101_200_101_011;
    out[449] = h_101_200_101_002;
    out[450] = h_101_200_020_200;
    out[451] = h_101_200_020_110;
    out[452] = h_101_200_020_101;
    out[453] = h_101_200_020_020;
    out[454] = h_101_200_020_011;
    out[455] = h_101_200_020_002;
    out[456] = h_101_200_011_200;
    out[457] = h_101_200_011_110;
    out[458] = h_101_200_011_101;
    out[459] = h_101_200_011_020;
    out[460] = h_101_200_011_011;
    out[461] = h_101_200_011_002;
    out[462] = h_101_200_002_200;
    out[463] = h_101_200_002_110;
    out[464] = h_101_200_002_101;
    out[465] = h_101_200_002_020;
    out[466] = h_101_200_002_011;
    out[467] = h_101_200_002_002;
    out[468] = h_101_110_200_200;
    out[469] = h_101_110_200_110;
    out[470] = h_101_110_200_101;
    out[471] = h_101_110_200_020;
    out[472] = h_101_110_200_011;
    out[473] = h_101_110_200_002;
    out[474] = h_101_110_110_200;
    out[475] = h_101_110_110_110;
    out[476] = h_101_110_110_101;
    out[477] = h_101_110_110_020;
    out[478] = h_101_110_110_011;
    out[479] = h_101_110_110_002;
    out[480] = h_101_110_101_200;
    out[481] = h_101_110_101_110;
    out[482] = h_101_110_101_101;
    out[483] = h_101_110_101_020;
    out[484] = h_101_110_101_011;
    out[485] = h_101_110_101_002;
    out[486] = h_101_110_020_200;
    out[487] = h_101_110_020_110;
    out[488] = h_101_110_020_101;
    out[489] = h_101_110_020_020;
    out[490] = h_101_110_020_011;
    out[491] = h_101_110_020_002;
    out[492] = h_101_110_011_200;
    out[493] = h_101_110_011_110;
    out[494] = h_101_110_011_101;
    out[495] = h_101_110_011_020;
    out[496] = h_101_110_011_011;
    out[497] = h_101_110_011_002;
    out[498] = h_101_110_002_200;
    out[499] = h_101_110_002_110;
    out[500] = h_101_110_002_101;
    out[501] = h_101_110_002_020;
    out[502] = h_101_110_002_011;
    out[503] = h_101_110_002_002;
    out[504] = h_101_101_200_200;
    out[505] = h_101_101_200_110;
    out[506] = h_101_101_200_101;
    out[507] = h_101_101_200_020;
    out[508] = h_101_101_200_011;
    out[509] = h_101_101_200_002;
    out[510] = h_101_101_110_200;
    out[511] = h_101_101_110_110;
    out[512] = h_101_101_110_101;
    out[513] = h_101_101_110_020;
    out[514] = h_101_101_110_011;
    out[515] = h_101_101_110_002;
    out[516] = h_101_101_101_200;
    out[517] = h_101_101_101_110;
    out[518] = h_101_101_101_101;
    out[519] = h_101_101_101_020;
    out[520] = h_101_101_101_011;
    out[521] = h_101_101_101_002;
    out[522] = h_101_101_020_200;
    out[523] = h_101_101_020_110;
    out[524] = h_101_101_020_101;
    out[525] = h_101_101_020_020;
    out[526] = h_101_101_020_011;
    out[527] = h_101_101_020_002;
    out[528] = h_101_101_011_200;
    out[529] = h_101_101_011_110;
    out[530] = h_101_101_011_101;
    out[531] = h_101_101_011_020;
    out[532] = h_101_101_011_011;
    out[533] = h_101_101_011_002;
    out[534] = h_101_101_002_200;
    out[535] = h_101_101_002_110;
    out[536] = h_101_101_002_101;
    out[537] = h_101_101_002_020;
    out[538] = h_101_101_002_011;
    out[539] = h_101_101_002_002;
    out[540] = h_101_020_200_200;
    out[541] = h_101_020_200_110;
    out[542] = h_101_020_200_101;
    out[543] = h_101_020_200_020;
    out[544] = h_101_020_200_011;
    out[545] = h_101_020_200_002;
    out[546] = h_101_020_110_200;
    out[547] = h_101_020_110_110;
    out[548] = h_101_020_110_101;
    out[549] = h_101_020_110_020;
    out[550] = h_101_020_110_011;
    out[551] = h_101_020_110_002;
    out[552] = h_101_020_101_200;
    out[553] = h_101_020_101_110;
    out[554] = h_101_020_101_101;
    out[555] = h_101_020_101_020;
    out[556] = h_101_020_101_011;
    out[557] = h_101_020_101_002;
    out[558] = h_101_020_020_200;
    out[559] = h_101_020_020_110;
    out[560] = h_101_020_020_101;
    out[561] = h_101_020_020_020;
    out[562] = h_101_020_020_011;
    out[563] = h_101_020_020_002;
    out[564] = h_101_020_011_200;
    out[565] = h_101_020_011_110;
    out[566] = h_101_020_011_101;
    out[567] = h_101_020_011_020;
    out[568] = h_101_020_011_011;
    out[569] = h_101_020_011_002;
    out[570] = h_101_020_002_200;
    out[571] = h_101_020_002_110;
    out[572] = h_101_020_002_101;
    out[573] = h_101_020_002_020;
    out[574] = h_101_020_002_011;
    out[575] = h_101_020_002_002;
    out[576] = h_101_011_200_200;
    out[577] = h_101_011_200_110;
    out[578] = h_101_011_200_101;
    out[579] = h_101_011_200_020;
    out[580] = h_101_011_200_011;
    out[581] = h_101_011_200_002;
    out[582] = h_101_011_110_200;
    out[583] = h_101_011_110_110;
    out[584] = h_101_011_110_101;
    out[585] = h_101_011_110_020;
    out[586] = h_101_011_110_011;
    out[587] = h_101_011_110_002;
    out[588] = h_101_011_101_200;
    out[589] = h_101_011_101_110;
    out[590] = h_101_011_101_101;
    out[591] = h_101_011_101_020;
    out[592] = h_101_011_101_011;
    out[593] = h_101_011_101_002;
    out[594] = h_101_011_020_200;
    out[595] = h_101_011_020_110;
    out[596] = h_101_011_020_101;
    out[597] = h_101_011_020_020;
    out[598] = h_101_011_020_011;
    out[599] = h_101_011_020_002;
    out[600] = h_101_011_011_200;
    out[601] = h_101_011_011_110;
    out[602] = h_101_011_011_101;
    out[603] = h_101_011_011_020;
    out[604] = h_101_011_011_011;
    out[605] = h_101_011_011_002;
    out[606] = h_101_011_002_200;
    out[607] = h_101_011_002_110;
    out[608] = h_101_011_002_101;
    out[609] = h_101_011_002_020;
    out[610] = h_101_011_002_011;
    out[611] = h_101_011_002_002;
    out[612] = h_101_002_200_200;
    out[613] = h_101_002_200_110;
    out[614] = h_101_002_200_101;
    out[615] = h_101_002_200_020;
    out[616] = h_101_002_200_011;
    out[617] = h_101_002_200_002;
    out[618] = h_101_002_110_200;
    out[619] = h_101_002_110_110;
    out[620] = h_101_002_110_101;
    out[621] = h_101_002_110_020;
    out[622] = h_101_002_110_011;
    out[623] = h_101_002_110_002;
    out[624] = h_101_002_101_200;
    out[625] = h_101_002_101_110;
    out[626] = h_101_002_101_101;
    out[627] = h_101_002_101_020;
    out[628] = h_101_002_101_011;
    out[629] = h_101_002_101_002;
    out[630] = h_101_002_020_200;
    out[631] = h_101_002_020_110;
    out[632] = h_101_002_020_101;
    out[633] = h_101_002_020_020;
    out[634] = h_101_002_020_011;
    out[635] = h_101_002_020_002;
    out[636] = h_101_002_011_200;
    out[637] = h_101_002_011_110;
    out[638] = h_101_002_011_101;
    out[639] = h_101_002_011_020;
    out[640] = h_101_002_011_011;
    out[641] = h_101_002_011_002;
    out[642] = h_101_002_002_200;
    out[643] = h_101_002_002_110;
    out[644] = h_101_002_002_101;
    out[645] = h_101_002_002_020;
    out[646] = h_101_002_002_011;
    out[647] = h_101_002_002_002;
    out[648] = h_020_200_200_200;
    out[649] = h_020_200_200_110;
    out[650] = h_020_200_200_101;
    out[651] = h_020_200_200_020;
    out[652] = h_020_200_200_011;
    out[653] = h_020_200_200_002;
    out[654] = h_020_200_110_200;
    out[655] = h_020_200_110_110;
    out[656] = h_020_200_110_101;
    out[657] = h_020_200_110_020;
    out[658] = h_020_200_110_011;
    out[659] = h_020_200_110_002;
    out[660] = h_020_200_101_200;
    out[661] = h_020_200_101_110;
    out[662] = h_020_200_101_101;
    out[663] = h_020_200_101_020;
    out[664] = h_020_200_101_011;
    out[665] = h_020_200_101_002;
    out[666] = h_020_200_020_200;
    out[667] = h_020_200_020_110;
    out[668] = h_020_200_020_101;
    out[669] = h_020_200_020_020;
    out[670] = h_020_200_020_011;
    out[671] = h_020_200_020_002;
    out[672] = h_020_200_011_200;
    out[673] = h_020_200_011_110;
    out[674] = h_020_200_011_101;
    out[675] = h_020_200_011_020;
    out[676] = h_020_200_011_011;
    out[677] = h_020_200_011_002;
    out[678] = h_020_200_002_200;
    out[679] = h_020_200_002_110;
    out[680] = h_020_200_002_101;
    out[681] = h_020_200_002_020;
    out[682] = h_020_200_002_011;
    out[683] = h_020_200_002_002;
    out[684] = h_020_110_200_200;
    out[685] = h_020_110_200_110;
    out[686] = h_020_110_200_101;
    out[687] = h_020_110_200_020;
    out[688] = h_020_110_200_011;
    out[689] = h_020_110_200_002;
    out[690] = h_020_110_110_200;
    out[691] = h_020_110_110_110;
    out[692] = h_020_110_110_101;
    out[693] = h_020_110_110_020;
    out[694] = h_020_110_110_011;
    out[695] = h_020_110_110_002;
    out[696] = h_020_110_101_200;
    out[697] = h_020_110_101_110;
    out[698] = h_020_110_101_101;
    out[699] = h_020_110_101_020;
    out[700] = h_020_110_101_011;
    out[701] = h_020_110_101_002;
    out[702] = h_020_110_020_200;
    out[703] = h_020_110_020_110;
    out[704] = h_020_110_020_101;
    out[705] = h_020_110_020_020;
    out[706] = h_020_110_020_011;
    out[707] = h_020_110_020_002;
    out[708] = h_020_110_011_200;
    out[709] = h_020_110_011_110;
    out[710] = h_020_110_011_101;
    out[711] = h_020_110_011_020;
    out[712] = h_020_110_011_011;
    out[713] = h_020_110_011_002;
    out[714] = h_020_110_002_200;
    out[715] = h_020_110_002_110;
    out[716] = h_020_110_002_101;
    out[717] = h_020_110_002_020;
    out[718] = h_020_110_002_011;
    out[719] = h_020_110_002_002;
    out[720] = h_020_101_200_200;
    out[721] = h_020_101_200_110;
    out[722] = h_020_101_200_101;
    out[723] = h_020_101_200_020;
    out[724] = h_020_101_200_011;
    out[725] = h_020_101_200_002;
    out[726] = h_020_101_110_200;
    out[727] = h_020_101_110_110;
    out[728] = h_020_101_110_101;
    out[729] = h_020_101_110_020;
    out[730] = h_020_101_110_011;
    out[731] = h_020_101_110_002;
    out[732] = h_020_101_101_200;
    out[733] = h_020_101_101_110;
    out[734] = h_020_101_101_101;
    out[735] = h_020_101_101_020;
    out[736] = h_020_101_101_011;
    out[737] = h_020_101_101_002;
    out[738] = h_020_101_020_200;
    out[739] = h_020_101_020_110;
    out[740] = h_020_101_020_101;
    out[741] = h_020_101_020_020;
    out[742] = h_020_101_020_011;
    out[743] = h_020_101_020_002;
    out[744] = h_020_101_011_200;
    out[745] = h_020_101_011_110;
    out[746] = h_020_101_011_101;
    out[747] = h_020_101_011_020;
    out[748] = h_020_101_011_011;
    out[749] = h_020_101_011_002;
    out[750] = h_020_101_002_200;
    out[751] = h_020_101_002_110;
    out[752] = h_020_101_002_101;
    out[753] = h_020_101_002_020;
    out[754] = h_020_101_002_011;
    out[755] = h_020_101_002_002;
    out[756] = h_020_020_200_200;
    out[757] = h_020_020_200_110;
    out[758] = h_020_020_200_101;
    out[759] = h_020_020_200_020;
    out[760] = h_020_020_200_011;
    out[761] = h_020_020_200_002;
    out[762] = h_020_020_110_200;
    out[763] = h_020_020_110_110;
    out[764] = h_020_020_110_101;
    out[765] = h_020_020_110_020;
    out[766] = h_020_020_110_011;
    out[767] = h_020_020_110_002;
    out[768] = h_020_020_101_200;
    out[769] = h_020_020_101_110;
    out[770] = h_020_020_101_101;
    out[771] = h_020_020_101_020;
    out[772] = h_020_020_101_011;
    out[773] = h_020_020_101_002;
    out[774] = h_020_020_020_200;
    out[775] = h_020_020_020_110;
    out[776] = h_020_020_020_101;
    out[777] = h_020_020_020_020;
    out[778] = h_020_020_020_011;
    out[779] = h_020_020_020_002;
    out[780] = h_020_020_011_200;
    out[781] = h_020_020_011_110;
    out[782] = h_020_020_011_101;
    out[783] = h_020_020_011_020;
    out[784] = h_020_020_011_011;
    out[785] = h_020_020_011_002;
    out[786] = h_020_020_002_200;
    out[787] = h_020_020_002_110;
    out[788] = h_020_020_002_101;
    out[789] = h_020_020_002_020;
    out[790] = h_020_020_002_011;
    out[791] = h_020_020_002_002;
    out[792] = h_020_011_200_200;
    out[793] = h_020_011_200_110;
    out[794] = h_020_011_200_101;
    out[795] = h_020_011_200_020;
    out[796] = h_020_011_200_011;
    out[797] = h_020_011_200_002;
    out[798] = h_020_011_110_200;
    out[799] = h_020_011_110_110;
    out[800] = h_020_011_110_101;
    out[801] = h_020_011_110_020;
    out[802] = h_020_011_110_011;
    out[803] = h_020_011_110_002;
    out[804] = h_020_011_101_200;
    out[805] = h_020_011_101_110;
    out[806] = h_020_011_101_101;
    out[807] = h_020_011_101_020;
    out[808] = h_020_011_101_011;
    out[809] = h_020_011_101_002;
    out[810] = h_020_011_020_200;
    out[811] = h_020_011_020_110;
    out[812] = h_020_011_020_101;
    out[813] = h_020_011_020_020;
    out[814] = h_020_011_020_011;
    out[815] = h_020_011_020_002;
    out[816] = h_020_011_011_200;
    out[817] = h_020_011_011_110;
    out[818] = h_020_011_011_101;
    out[819] = h_020_011_011_020;
    out[820] = h_020_011_011_011;
    out[821] = h_020_011_011_002;
    out[822] = h_020_011_002_200;
    out[823] = h_020_011_002_110;
    out[824] = h_020_011_002_101;
    out[825] = h_020_011_002_020;
    out[826] = h_020_011_002_011;
    out[827] = h_020_011_002_002;
    out[828] = h_020_002_200_200;
    out[829] = h_020_002_200_110;
    out[830] = h_020_002_200_101;
    out[831] = h_020_002_200_020;
    out[832] = h_020_002_200_011;
    out[833] = h_020_002_200_002;
    out[834] = h_020_002_110_200;
    out[835] = h_020_002_110_110;
    out[836] = h_020_002_110_101;
    out[837] = h_020_002_110_020;
    out[838] = h_020_002_110_011;
    out[839] = h_020_002_110_002;
    out[840] = h_020_002_101_200;
    out[841] = h_020_002_101_110;
    out[842] = h_020_002_101_101;
    out[843] = h_020_002_101_020;
    out[844] = h_020_002_101_011;
    out[845] = h_020_002_101_002;
    out[846] = h_020_002_020_200;
    out[847] = h_020_002_020_110;
    out[848] = h_020_002_020_101;
    out[849] = h_020_002_020_020;
    out[850] = h_020_002_020_011;
    out[851] = h_020_002_020_002;
    out[852] = h_020_002_011_200;
    out[853] = h_020_002_011_110;
    out[854] = h_020_002_011_101;
    out[855] = h_020_002_011_020;
    out[856] = h_020_002_011_011;
    out[857] = h_020_002_011_002;
    out[858] = h_020_002_002_200;
    out[859] = h_020_002_002_110;
    out[860] = h_020_002_002_101;
    out[861] = h_020_002_002_020;
    out[862] = h_020_002_002_011;
    out[863] = h_020_002_002_002;
    out[864] = h_011_200_200_200;
    out[865] = h_011_200_200_110;
    out[866] = h_011_200_200_101;
    out[867] = h_011_200_200_020;
    out[868] = h_011_200_200_011;
    out[869] = h_011_200_200_002;
    out[870] = h_011_200_110_200;
    out[871] = h_011_200_110_110;
    out[872] = h_011_200_110_101;
    out[873] = h_011_200_110_020;
    out[874] = h_011_200_110_011;
    out[875] = h_011_200_110_002;
    out[876] = h_011_200_101_200;
    out[877] = h_011_200_101_110;
    out[878] = h_011_200_101_101;
    out[879] = h_011_200_101_020;
    out[880] = h_011_200_101_011;
    out[881] = h_011_200_101_002;
    out[882] = h_011_200_020_200;
    out[883] = h_011_200_020_110;
    out[884] = h_011_200_020_101;
    out[885] = h_011_200_020_020;
    out[886] = h_011_200_020_011;
    out[887] = h_011_200_020_002;
    out[888] = h_011_200_011_200;
    out[889] = h_011_200_011_110;
    out[890] = h_011_200_011_101;
    out[891] = h_011_200_011_020;
    out[892] = h_011_200_011_011;
    out[893] = h_011_200_011_002;
    out[894] = h_011_200_002_200;
    out[895] = h_011_200_002_110;
    out[896] = h_011_200_002_101;
    out[897] = h_011_200_002_020;
    out[898] = h_011_200_002_011;
    out[899] = h_011_200_002_002;
    out[900] = h_011_110_200_200;
    out[901] = h_011_110_200_110;
    out[902] = h_011_110_200_101;
    out[903] = h_011_110_200_020;
    out[904] = h_011_110_200_011;
    out[905] = h_011_110_200_002;
    out[906] = h_011_110_110_200;
    out[907] = h_011_110_110_110;
    out[908] = h_011_110_110_101;
    out[909] = h_011_110_110_020;
    out[910] = h_011_110_110_011;
    out[911] = h_011_110_110_002;
    out[912] = h_011_110_101_200;
    out[913] = h_011_110_101_110;
    out[914] = h_011_110_101_101;
    out[915] = h_011_110_101_020;
    out[916] = h_011_110_101_011;
    out[917] = h_011_110_101_002;
    out[918] = h_011_110_020_200;
    out[919] = h_011_110_020_110;
    out[920] = h_011_110_020_101;
    out[921] = h_011_110_020_020;
    out[922] = h_011_110_020_011;
    out[923] = h_011_110_020_002;
    out[924] = h_011_110_011_200;
    out[925] = h_011_110_011_110;
    out[926] = h_011_110_011_101;
    out[927] = h_011_110_011_020;
    out[928] = h_011_110_011_011;
    out[929] = h_011_110_011_002;
    out[930] = h_011_110_002_200;
    out[931] = h_011_110_002_110;
    out[932] = h_011_110_002_101;
    out[933] = h_011_110_002_020;
    out[934] = h_011_110_002_011;
    out[935] = h_011_110_002_002;
    out[936] = h_011_101_200_200;
    out[937] = h_011_101_200_110;
    out[938] = h_011_101_200_101;
    out[939] = h_011_101_200_020;
    out[940] = h_011_101_200_011;
    out[941] = h_011_101_200_002;
    out[942] = h_011_101_110_200;
    out[943] = h_011_101_110_110;
    out[944] = h_011_101_110_101;
    out[945] = h_011_101_110_020;
    out[946] = h_011_101_110_011;
    out[947] = h_011_101_110_002;
    out[948] = h_011_101_101_200;
    out[949] = h_011_101_101_110;
    out[950] = h_011_101_101_101;
    out[951] = h_011_101_101_020;
    out[952] = h_011_101_101_011;
    out[953] = h_011_101_101_002;
    out[954] = h_011_101_020_200;
    out[955] = h_011_101_020_110;
    out[956] = h_011_101_020_101;
    out[957] = h_011_101_020_020;
    out[958] = h_011_101_020_011;
    out[959] = h_011_101_020_002;
    out[960] = h_011_101_011_200;
    out[961] = h_011_101_011_110;
    out[962] = h_011_101_011_101;
    out[963] = h_011_101_011_020;
    out[964] = h_011_101_011_011;
    out[965] = h_011_101_011_002;
    out[966] = h_011_101_002_200;
    out[967] = h_011_101_002_110;
    out[968] = h_011_101_002_101;
    out[969] = h_011_101_002_020;
    out[970] = h_011_101_002_011;
    out[971] = h_011_101_002_002;
    out[972] = h_011_020_200_200;
    out[973] = h_011_020_200_110;
    out[974] = h_011_020_200_101;
    out[975] = h_011_020_200_020;
    out[976] = h_011_020_200_011;
    out[977] = h_011_020_200_002;
    out[978] = h_011_020_110_200;
    out[979] = h_011_020_110_110;
    out[980] = h_011_020_110_101;
    out[981] = h_011_020_110_020;
    out[982] = h_011_020_110_011;
    out[983] = h_011_020_110_002;
    out[984] = h_011_020_101_200;
    out[985] = h_011_020_101_110;
    out[986] = h_011_020_101_101;
    out[987] = h_011_020_101_020;
    out[988] = h_011_020_101_011;
    out[989] = h_011_020_101_002;
    out[990] = h_011_020_020_200;
    out[991] = h_011_020_020_110;
    out[992] = h_011_020_020_101;
    out[993] = h_011_020_020_020;
    out[994] = h_011_020_020_011;
    out[995] = h_011_020_020_002;
    out[996] = h_011_020_011_200;
    out[997] = h_011_020_011_110;
    out[998] = h_011_020_011_101;
    out[999] = h_011_020_011_020;
    out[1000] = h_011_020_011_011;
    out[1001] = h_011_020_011_002;
    out[1002] = h_011_020_002_200;
    out[1003] = h_011_020_002_110;
    out[1004] = h_011_020_002_101;
    out[1005] = h_011_020_002_020;
    out[1006] = h_011_020_002_011;
    out[1007] = h_011_020_002_002;
    out[1008] = h_011_011_200_200;
    out[1009] = h_011_011_200_110;
    out[1010] = h_011_011_200_101;
    out[1011] = h_011_011_200_020;
    out[1012] = h_011_011_200_011;
    out[1013] = h_011_011_200_002;
    out[1014] = h_011_011_110_200;
    out[1015] = h_011_011_110_110;
    out[1016] = h_011_011_110_101;
    out[1017] = h_011_011_110_020;
    out[1018] = h_011_011_110_011;
    out[1019] = h_011_011_110_002;
    out[1020] = h_011_011_101_200;
    out[1021] = h_011_011_101_110;
    out[1022] = h_011_011_101_101;
    out[1023] = h_011_011_101_020;
    out[1024] = h_011_011_101_011;
    out[1025] = h_011_011_101_002;
    out[1026] = h_011_011_020_200;
    out[1027] = h_011_011_020_110;
    out[1028] = h_011_011_020_101;
    out[1029] = h_011_011_020_020;
    out[1030] = h_011_011_020_011;
    out[1031] = h_011_011_020_002;
    out[1032] = h_011_011_011_200;
    out[1033] = h_011_011_011_110;
    out[1034] = h_011_011_011_101;
    out[1035] = h_011_011_011_020;
    out[1036] = h_011_011_011_011;
    out[1037] = h_011_011_011_002;
    out[1038] = h_011_011_002_200;
    out[1039] = h_011_011_002_110;
    out[1040] = h_011_011_002_101;
    out[1041] = h_011_011_002_020;
    out[1042] = h_011_011_002_011;
    out[1043] = h_011_011_002_002;
    out[1044] = h_011_002_200_200;
    out[1045] = h_011_002_200_110;
    out[1046] = h_011_002_200_101;
    out[1047] = h_011_002_200_020;
    out[1048] = h_011_002_200_011;
    out[1049] = h_011_002_200_002;
    out[1050] = h_011_002_110_200;
    out[1051] = h_011_002_110_110;
    out[1052] = h_011_002_110_101;
    out[1053] = h_011_002_110_020;
    out[1054] = h_011_002_110_011;
    out[1055] = h_011_002_110_002;
    out[1056] = h_011_002_101_200;
    out[1057] = h_011_002_101_110;
    out[1058] = h_011_002_101_101;
    out[1059] = h_011_002_101_020;
    out[1060] = h_011_002_101_011;
    out[1061] = h_011_002_101_002;
    out[1062] = h_011_002_020_200;
    out[1063] = h_011_002_020_110;
    out[1064] = h_011_002_020_101;
    out[1065] = h_011_002_020_020;
    out[1066] = h_011_002_020_011;
    out[1067] = h_011_002_020_002;
    out[1068] = h_011_002_011_200;
    out[1069] = h_011_002_011_110;
    out[1070] = h_011_002_011_101;
    out[1071] = h_011_002_011_020;
    out[1072] = h_011_002_011_011;
    out[1073] = h_011_002_011_002;
    out[1074] = h_011_002_002_200;
    out[1075] = h_011_002_002_110;
    out[1076] = h_011_002_002_101;
    out[1077] = h_011_002_002_020;
    out[1078] = h_011_002_002_011;
    out[1079] = h_011_002_002_002;
    out[1080] = h_002_200_200_200;
    out[1081] = h_002_200_200_110;
    out[1082] = h_002_200_200_101;
    out[1083] = h_002_200_200_020;
    out[1084] = h_002_200_200_011;
    out[1085] = h_002_200_200_002;
    out[1086] = h_002_200_110_200;
    out[1087] = h_002_200_110_110;
    out[1088] = h_002_200_110_101;
    out[1089] = h_002_200_110_020;
    out[1090] = h_002_200_110_011;
    out[1091] = h_002_200_110_002;
    out[1092] = h_002_200_101_200;
    out[1093] = h_002_200_101_110;
    out[1094] = h_002_200_101_101;
    out[1095] = h_002_200_101_020;
    out[1096] = h_002_200_101_011;
    out[1097] = h_002_200_101_002;
    out[1098] = h_002_200_020_200;
    out[1099] = h_002_200_020_110;
    out[1100] = h_002_200_020_101;
    out[1101] = h_002_200_020_020;
    out[1102] = h_002_200_020_011;
    out[1103] = h_002_200_020_002;
    out[1104] = h_002_200_011_200;
    out[1105] = h_002_200_011_110;
    out[1106] = h_002_200_011_101;
    out[1107] = h_002_200_011_020;
    out[1108] = h_002_200_011_011;
    out[1109] = h_002_200_011_002;
    out[1110] = h_002_200_002_200;
    out[1111] = h_002_200_002_110;
    out[1112] = h_002_200_002_101;
    out[1113] = h_002_200_002_020;
    out[1114] = h_002_200_002_011;
    out[1115] = h_002_200_002_002;
    out[1116] = h_002_110_200_200;
    out[1117] = h_002_110_200_110;
    out[1118] = h_002_110_200_101;
    out[1119] = h_002_110_200_020;
    out[1120] = h_002_110_200_011;
    out[1121] = h_002_110_200_002;
    out[1122] = h_002_110_110_200;
    out[1123] = h_002_110_110_110;
    out[1124] = h_002_110_110_101;
    out[1125] = h_002_110_110_020;
    out[1126] = h_002_110_110_011;
    out[1127] = h_002_110_110_002;
    out[1128] = h_002_110_101_200;
    out[1129] = h_002_110_101_110;
    out[1130] = h_002_110_101_101;
    out[1131] = h_002_110_101_020;
    out[1132] = h_002_110_101_011;
    out[1133] = h_002_110_101_002;
    out[1134] = h_002_110_020_200;
    out[1135] = h_002_110_020_110;
    out[1136] = h_002_110_020_101;
    out[1137] = h_002_110_020_020;
    out[1138] = h_002_110_020_011;
    out[1139] = h_002_110_020_002;
    out[1140] = h_002_110_011_200;
    out[1141] = h_002_110_011_110;
    out[1142] = h_002_110_011_101;
    out[1143] = h_002_110_011_020;
    out[1144] = h_002_110_011_011;
    out[1145] = h_002_110_011_002;
    out[1146] = h_002_110_002_200;
    out[1147] = h_002_110_002_110;
    out[1148] = h_002_110_002_101;
    out[1149] = h_002_110_002_020;
    out[1150] = h_002_110_002_011;
    out[1151] = h_002_110_002_002;
    out[1152] = h_002_101_200_200;
    out[1153] = h_002_101_200_110;
    out[1154] = h_002_101_200_101;
    out[1155] = h_002_101_200_020;
    out[1156] = h_002_101_200_011;
    out[1157] = h_002_101_200_002;
    out[1158] = h_002_101_110_200;
    out[1159] = h_002_101_110_110;
    out[1160] = h_002_101_110_101;
    out[1161] = h_002_101_110_020;
    out[1162] = h_002_101_110_011;
    out[1163] = h_002_101_110_002;
    out[1164] = h_002_101_101_200;
    out[1165] = h_002_101_101_110;
    out[1166] = h_002_101_101_101;
    out[1167] = h_002_101_101_020;
    out[1168] = h_002_101_101_011;
    out[1169] = h_002_101_101_002;
    out[1170] = h_002_101_020_200;
    out[1171] = h_002_101_020_110;
    out[1172] = h_002_101_020_101;
    out[1173] = h_002_101_020_020;
    out[1174] = h_002_101_020_011;
    out[1175] = h_002_101_020_002;
    out[1176] = h_002_101_011_200;
    out[1177] = h_002_101_011_110;
    out[1178] = h_002_101_011_101;
    out[1179] = h_002_101_011_020;
    out[1180] = h_002_101_011_011;
    out[1181] = h_002_101_011_002;
    out[1182] = h_002_101_002_200;
    out[1183] = h_002_101_002_110;
    out[1184] = h_002_101_002_101;
    out[1185] = h_002_101_002_020;
    out[1186] = h_002_101_002_011;
    out[1187] = h_002_101_002_002;
    out[1188] = h_002_020_200_200;
    out[1189] = h_002_020_200_110;
    out[1190] = h_002_020_200_101;
    out[1191] = h_002_020_200_020;
    out[1192] = h_002_020_200_011;
    out[1193] = h_002_020_200_002;
    out[1194] = h_002_020_110_200;
    out[1195] = h_002_020_110_110;
    out[1196] = h_002_020_110_101;
    out[1197] = h_002_020_110_020;
    out[1198] = h_002_020_110_011;
    out[1199] = h_002_020_110_002;
    out[1200] = h_002_020_101_200;
    out[1201] = h_002_020_101_110;
    out[1202] = h_002_020_101_101;
    out[1203] = h_002_020_101_020;
    out[1204] = h_002_020_101_011;
    out[1205] = h_002_020_101_002;
    out[1206] = h_002_020_020_200;
    out[1207] = h_002_020_020_110;
    out[1208] = h_002_020_020_101;
    out[1209] = h_002_020_020_020;
    out[1210] = h_002_020_020_011;
    out[1211] = h_002_020_020_002;
    out[1212] = h_002_020_011_200;
    out[1213] = h_002_020_011_110;
    out[1214] = h_002_020_011_101;
    out[1215] = h_002_020_011_020;
    out[1216] = h_002_020_011_011;
    out[1217] = h_002_020_011_002;
    out[1218] = h_002_020_002_200;
    out[1219] = h_002_020_002_110;
    out[1220] = h_002_020_002_101;
    out[1221] = h_002_020_002_020;
    out[1222] = h_002_020_002_011;
    out[1223] = h_002_020_002_002;
    out[1224] = h_002_011_200_200;
    out[1225] = h_002_011_200_110;
    out[1226] = h_002_011_200_101;
    out[1227] = h_002_011_200_020;
    out[1228] = h_002_011_200_011;
    out[1229] = h_002_011_200_002;
    out[1230] = h_002_011_110_200;
    out[1231] = h_002_011_110_110;
    out[1232] = h_002_011_110_101;
    out[1233] = h_002_011_110_020;
    out[1234] = h_002_011_110_011;
    out[1235] = h_002_011_110_002;
    out[1236] = h_002_011_101_200;
    out[1237] = h_002_011_101_110;
    out[1238] = h_002_011_101_101;
    out[1239] = h_002_011_101_020;
    out[1240] = h_002_011_101_011;
    out[1241] = h_002_011_101_002;
    out[1242] = h_002_011_020_200;
    out[1243] = h_002_011_020_110;
    out[1244] = h_002_011_020_101;
    out[1245] = h_002_011_020_020;
    out[1246] = h_002_011_020_011;
    out[1247] = h_002_011_020_002;
    out[1248] = h_002_011_011_200;
    out[1249] = h_002_011_011_110;
    out[1250] = h_002_011_011_101;
    out[1251] = h_002_011_011_020;
    out[1252] = h_002_011_011_011;
    out[1253] = h_002_011_011_002;
    out[1254] = h_002_011_002_200;
    out[1255] = h_002_011_002_110;
    out[1256] = h_002_011_002_101;
    out[1257] = h_002_011_002_020;
    out[1258] = h_002_011_002_011;
    out[1259] = h_002_011_002_002;
    out[1260] = h_002_002_200_200;
    out[1261] = h_002_002_200_110;
    out[1262] = h_002_002_200_101;
    out[1263] = h_002_002_200_020;
    out[1264] = h_002_002_200_011;
    out[1265] = h_002_002_200_002;
    out[1266] = h_002_002_110_200;
    out[1267] = h_002_002_110_110;
    out[1268] = h_002_002_110_101;
    out[1269] = h_002_002_110_020;
    out[1270] = h_002_002_110_011;
    out[1271] = h_002_002_110_002;
    out[1272] = h_002_002_101_200;
    out[1273] = h_002_002_101_110;
    out[1274] = h_002_002_101_101;
    out[1275] = h_002_002_101_020;
    out[1276] = h_002_002_101_011;
    out[1277] = h_002_002_101_002;
    out[1278] = h_002_002_020_200;
    out[1279] = h_002_002_020_110;
    out[1280] = h_002_002_020_101;
    out[1281] = h_002_002_020_020;
    out[1282] = h_002_002_020_011;
    out[1283] = h_002_002_020_002;
    out[1284] = h_002_002_011_200;
    out[1285] = h_002_002_011_110;
    out[1286] = h_002_002_011_101;
    out[1287] = h_002_002_011_020;
    out[1288] = h_002_002_011_011;
    out[1289] = h_002_002_011_002;
    out[1290] = h_002_002_002_200;
    out[1291] = h_002_002_002_110;
    out[1292] = h_002_002_002_101;
    out[1293] = h_002_002_002_020;
    out[1294] = h_002_002_002_011;
    out[1295] = h_002_002_002_002;
}
#pragma omp end declare target

/* The same on contracted shells (centre, primitives, exponents, coefficients as in eri/basis.h),
 * callable from other translation units (tests, Schwarz factors on the host): every primitive
 * pair, no screening. */
void eri_quartet_dddd(const double *restrict A, const double *restrict B, const double *restrict C,
                      const double *restrict D, int na, const double *restrict ea,
                      const double *restrict ca, int nb, const double *restrict eb,
                      const double *restrict cb, int nc, const double *restrict ec,
                      const double *restrict cc, int nd, const double *restrict ed,
                      const double *restrict cd, double *restrict out) {
    double bra[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE],
        ket[ERI_MAX_PRIM * ERI_MAX_PRIM * ERI_PP_STRIDE];
    const int nbra = eri_prim_pairs(A, na, ea, ca, B, nb, eb, cb, bra);
    const int nket = eri_prim_pairs(C, nc, ec, cc, D, nd, ed, cd, ket);
    quartet_dddd(A, B, C, D, bra, nbra, ket, nket, 0.0, out);
}

/* Fock digestion of (dd|dd) quartets, one task per device thread. Tasks: bra pair
 * bra0 + b (b < nbra) has bra_nket[b] surviving kets, ket pairs ket0, ket0 + 1, ..., cut into
 * runs of ket_block; its runs are tasks task_start[b] .. task_start[b + 1] - 1 (task_start[0] =
 * 0, task_start[nbra] = ntasks), so a thread finds its bra pair by binary search, between
 * hint[h] and hint[h + 1] (h = t / hint_stride; hint[h]: the bra of task h * hint_stride),
 * and the host lists nothing per task. Pairs are indices into pair_sh (two shells per pair, l1 >=
 * l2); a pair's primitive-pair records are pp[ERI_PP_STRIDE * pair_pp[2p]] on, pair_pp[2p + 1] of
 * them; eps is the primitive screening threshold (quartet_dddd). Density screening (dthr > 0): a
 * quartet is skipped when Q_ab Q_cd (Schwarz factors pair_q) times the largest |D| of the six shell
 * blocks it reads (Dsh, nsh x nsh) is below dthr. With w = (ij|kl) * degeneracy, Jt[ij] += D[kl] w,
 * Jt[kl] += D[ij] w and Kt[ik] += D[jl] w, Kt[jl] += D[ik] w, Kt[il] += D[jk] w, Kt[jk] += D[il] w;
 * Jt[ij] (the bra block) is summed over the task's kets in thread-local jb[] and added with
 * one atomic update per element per task, every other element with one per quartet
 * (digestion `atomic`: ket_block 1; `bra-block`: more, see fock.h).
 * The caller symmetrises J = (Jt + Jt^T) / 4 and K = (Kt + Kt^T) / 8. */
void eri_fock_dddd(int64_t ntasks, const int64_t *restrict task_start, int32_t nbra,
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
        enum { ni = 6, nj = 6, nk = 6, nl = 6 };
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
            double v[1296];
            quartet_dddd(sh_xyz + 3 * s1, sh_xyz + 3 * s2, sh_xyz + 3 * s3, sh_xyz + 3 * s4,
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * bra], pair_pp[2 * bra + 1],
                         pp + ERI_PP_STRIDE * (int64_t)pair_pp[2 * ket], pair_pp[2 * ket + 1], eps,
                         v);
            const double deg =
                (s1 == s2 ? 1.0 : 2.0) * (s3 == s4 ? 1.0 : 2.0) * (bra == ket ? 1.0 : 2.0);

            for (int q = 0; q < 1296; ++q)
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
