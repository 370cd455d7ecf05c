/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/gauge.c.j2
 * flavour:   omp-host
 * lattice:   8x8x8x8
 * directions: x->0, y->1, z->2, t->3
 * boundary:  x periodic, y periodic, z periodic, t antiperiodic
 * precision: float
 * links:     18 reals
 * tunables:  chunk=0, schedule=static
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>

#include "lattice_kernels.h"

/* Sum over the sites of one parity of sum_{mu<nu} Re tr(U_mu(x) U_nu(x+mu) U_mu(x+nu)^dagger
 * U_nu(x)^dagger) / 3, accumulated in double. */
double lattice_plaquette_f18(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const float complex *restrict u) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 3 * 3 * sizeh;
    (void)nlink;
    const int p = parity & 1, q = 1 - (parity & 1);
    double sum = 0;
#pragma omp parallel for simd schedule(static) reduction(+:sum)
    for (int64_t h = 0; h < sizeh; ++h) {
        int32_t x1, x2, x3, x0;
        {
            const int64_t row = (h) / (n0 / 2);
            x0 = 2 * (int32_t)((h) % (n0 / 2));
            x1 = (int32_t)(row % n1);
            x2 = (int32_t)((row / n1) % n2);
            x3 = (int32_t)(row / ((int64_t)n1 * n2));
            x0 += (x1 + x2 + x3 + (p)) & 1;
        }

        double site = 0;
        { /* plane 01 */
            const int64_t jmu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
            float Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_i[2][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_r[2][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_i[2][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_r[2][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Ua_i[2][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_i[2][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_r[2][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_i[2][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_r[2][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];
            Ub_i[2][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];

            float A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * Ub_i[0][0] +
                        Ua_r[0][1] * Ub_r[1][0] - Ua_i[0][1] * Ub_i[1][0] +
                        Ua_r[0][2] * Ub_r[2][0] - Ua_i[0][2] * Ub_i[2][0];
            A_i[0][0] = Ua_r[0][0] * Ub_i[0][0] + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * Ub_i[1][0] + Ua_i[0][1] * Ub_r[1][0] +
                        Ua_r[0][2] * Ub_i[2][0] + Ua_i[0][2] * Ub_r[2][0];
            A_r[0][1] = Ua_r[0][0] * Ub_r[0][1] - Ua_i[0][0] * Ub_i[0][1] +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * Ub_i[1][1] +
                        Ua_r[0][2] * Ub_r[2][1] - Ua_i[0][2] * Ub_i[2][1];
            A_i[0][1] = Ua_r[0][0] * Ub_i[0][1] + Ua_i[0][0] * Ub_r[0][1] +
                        Ua_r[0][1] * Ub_i[1][1] + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * Ub_i[2][1] + Ua_i[0][2] * Ub_r[2][1];
            A_r[0][2] = Ua_r[0][0] * Ub_r[0][2] - Ua_i[0][0] * Ub_i[0][2] +
                        Ua_r[0][1] * Ub_r[1][2] - Ua_i[0][1] * Ub_i[1][2] +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * Ub_i[2][2];
            A_i[0][2] = Ua_r[0][0] * Ub_i[0][2] + Ua_i[0][0] * Ub_r[0][2] +
                        Ua_r[0][1] * Ub_i[1][2] + Ua_i[0][1] * Ub_r[1][2] +
                        Ua_r[0][2] * Ub_i[2][2] + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * Ub_i[0][0] +
                        Ua_r[1][1] * Ub_r[1][0] - Ua_i[1][1] * Ub_i[1][0] +
                        Ua_r[1][2] * Ub_r[2][0] - Ua_i[1][2] * Ub_i[2][0];
            A_i[1][0] = Ua_r[1][0] * Ub_i[0][0] + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * Ub_i[1][0] + Ua_i[1][1] * Ub_r[1][0] +
                        Ua_r[1][2] * Ub_i[2][0] + Ua_i[1][2] * Ub_r[2][0];
            A_r[1][1] = Ua_r[1][0] * Ub_r[0][1] - Ua_i[1][0] * Ub_i[0][1] +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * Ub_i[1][1] +
                        Ua_r[1][2] * Ub_r[2][1] - Ua_i[1][2] * Ub_i[2][1];
            A_i[1][1] = Ua_r[1][0] * Ub_i[0][1] + Ua_i[1][0] * Ub_r[0][1] +
                        Ua_r[1][1] * Ub_i[1][1] + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * Ub_i[2][1] + Ua_i[1][2] * Ub_r[2][1];
            A_r[1][2] = Ua_r[1][0] * Ub_r[0][2] - Ua_i[1][0] * Ub_i[0][2] +
                        Ua_r[1][1] * Ub_r[1][2] - Ua_i[1][1] * Ub_i[1][2] +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * Ub_i[2][2];
            A_i[1][2] = Ua_r[1][0] * Ub_i[0][2] + Ua_i[1][0] * Ub_r[0][2] +
                        Ua_r[1][1] * Ub_i[1][2] + Ua_i[1][1] * Ub_r[1][2] +
                        Ua_r[1][2] * Ub_i[2][2] + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * Ub_i[0][0] +
                        Ua_r[2][1] * Ub_r[1][0] - Ua_i[2][1] * Ub_i[1][0] +
                        Ua_r[2][2] * Ub_r[2][0] - Ua_i[2][2] * Ub_i[2][0];
            A_i[2][0] = Ua_r[2][0] * Ub_i[0][0] + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * Ub_i[1][0] + Ua_i[2][1] * Ub_r[1][0] +
                        Ua_r[2][2] * Ub_i[2][0] + Ua_i[2][2] * Ub_r[2][0];
            A_r[2][1] = Ua_r[2][0] * Ub_r[0][1] - Ua_i[2][0] * Ub_i[0][1] +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * Ub_i[1][1] +
                        Ua_r[2][2] * Ub_r[2][1] - Ua_i[2][2] * Ub_i[2][1];
            A_i[2][1] = Ua_r[2][0] * Ub_i[0][1] + Ua_i[2][0] * Ub_r[0][1] +
                        Ua_r[2][1] * Ub_i[1][1] + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * Ub_i[2][1] + Ua_i[2][2] * Ub_r[2][1];
            A_r[2][2] = Ua_r[2][0] * Ub_r[0][2] - Ua_i[2][0] * Ub_i[0][2] +
                        Ua_r[2][1] * Ub_r[1][2] - Ua_i[2][1] * Ub_i[1][2] +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * Ub_i[2][2];
            A_i[2][2] = Ua_r[2][0] * Ub_i[0][2] + Ua_i[2][0] * Ub_r[0][2] +
                        Ua_r[2][1] * Ub_i[1][2] + Ua_i[2][1] * Ub_r[1][2] +
                        Ua_r[2][2] * Ub_i[2][2] + Ua_i[2][2] * Ub_r[2][2];

            float Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_i[2][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_r[2][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_i[2][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_r[2][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Uc_i[2][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_i[2][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_r[2][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_i[2][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_r[2][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];
            Ud_i[2][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];

            float B_r[3][3], B_i[3][3];
            B_r[0][0] = Uc_r[0][0] * Ud_r[0][0] - Uc_i[0][0] * Ud_i[0][0] +
                        Uc_r[0][1] * Ud_r[1][0] - Uc_i[0][1] * Ud_i[1][0] +
                        Uc_r[0][2] * Ud_r[2][0] - Uc_i[0][2] * Ud_i[2][0];
            B_i[0][0] = Uc_r[0][0] * Ud_i[0][0] + Uc_i[0][0] * Ud_r[0][0] +
                        Uc_r[0][1] * Ud_i[1][0] + Uc_i[0][1] * Ud_r[1][0] +
                        Uc_r[0][2] * Ud_i[2][0] + Uc_i[0][2] * Ud_r[2][0];
            B_r[0][1] = Uc_r[0][0] * Ud_r[0][1] - Uc_i[0][0] * Ud_i[0][1] +
                        Uc_r[0][1] * Ud_r[1][1] - Uc_i[0][1] * Ud_i[1][1] +
                        Uc_r[0][2] * Ud_r[2][1] - Uc_i[0][2] * Ud_i[2][1];
            B_i[0][1] = Uc_r[0][0] * Ud_i[0][1] + Uc_i[0][0] * Ud_r[0][1] +
                        Uc_r[0][1] * Ud_i[1][1] + Uc_i[0][1] * Ud_r[1][1] +
                        Uc_r[0][2] * Ud_i[2][1] + Uc_i[0][2] * Ud_r[2][1];
            B_r[0][2] = Uc_r[0][0] * Ud_r[0][2] - Uc_i[0][0] * Ud_i[0][2] +
                        Uc_r[0][1] * Ud_r[1][2] - Uc_i[0][1] * Ud_i[1][2] +
                        Uc_r[0][2] * Ud_r[2][2] - Uc_i[0][2] * Ud_i[2][2];
            B_i[0][2] = Uc_r[0][0] * Ud_i[0][2] + Uc_i[0][0] * Ud_r[0][2] +
                        Uc_r[0][1] * Ud_i[1][2] + Uc_i[0][1] * Ud_r[1][2] +
                        Uc_r[0][2] * Ud_i[2][2] + Uc_i[0][2] * Ud_r[2][2];
            B_r[1][0] = Uc_r[1][0] * Ud_r[0][0] - Uc_i[1][0] * Ud_i[0][0] +
                        Uc_r[1][1] * Ud_r[1][0] - Uc_i[1][1] * Ud_i[1][0] +
                        Uc_r[1][2] * Ud_r[2][0] - Uc_i[1][2] * Ud_i[2][0];
            B_i[1][0] = Uc_r[1][0] * Ud_i[0][0] + Uc_i[1][0] * Ud_r[0][0] +
                        Uc_r[1][1] * Ud_i[1][0] + Uc_i[1][1] * Ud_r[1][0] +
                        Uc_r[1][2] * Ud_i[2][0] + Uc_i[1][2] * Ud_r[2][0];
            B_r[1][1] = Uc_r[1][0] * Ud_r[0][1] - Uc_i[1][0] * Ud_i[0][1] +
                        Uc_r[1][1] * Ud_r[1][1] - Uc_i[1][1] * Ud_i[1][1] +
                        Uc_r[1][2] * Ud_r[2][1] - Uc_i[1][2] * Ud_i[2][1];
            B_i[1][1] = Uc_r[1][0] * Ud_i[0][1] + Uc_i[1][0] * Ud_r[0][1] +
                        Uc_r[1][1] * Ud_i[1][1] + Uc_i[1][1] * Ud_r[1][1] +
                        Uc_r[1][2] * Ud_i[2][1] + Uc_i[1][2] * Ud_r[2][1];
            B_r[1][2] = Uc_r[1][0] * Ud_r[0][2] - Uc_i[1][0] * Ud_i[0][2] +
                        Uc_r[1][1] * Ud_r[1][2] - Uc_i[1][1] * Ud_i[1][2] +
                        Uc_r[1][2] * Ud_r[2][2] - Uc_i[1][2] * Ud_i[2][2];
            B_i[1][2] = Uc_r[1][0] * Ud_i[0][2] + Uc_i[1][0] * Ud_r[0][2] +
                        Uc_r[1][1] * Ud_i[1][2] + Uc_i[1][1] * Ud_r[1][2] +
                        Uc_r[1][2] * Ud_i[2][2] + Uc_i[1][2] * Ud_r[2][2];
            B_r[2][0] = Uc_r[2][0] * Ud_r[0][0] - Uc_i[2][0] * Ud_i[0][0] +
                        Uc_r[2][1] * Ud_r[1][0] - Uc_i[2][1] * Ud_i[1][0] +
                        Uc_r[2][2] * Ud_r[2][0] - Uc_i[2][2] * Ud_i[2][0];
            B_i[2][0] = Uc_r[2][0] * Ud_i[0][0] + Uc_i[2][0] * Ud_r[0][0] +
                        Uc_r[2][1] * Ud_i[1][0] + Uc_i[2][1] * Ud_r[1][0] +
                        Uc_r[2][2] * Ud_i[2][0] + Uc_i[2][2] * Ud_r[2][0];
            B_r[2][1] = Uc_r[2][0] * Ud_r[0][1] - Uc_i[2][0] * Ud_i[0][1] +
                        Uc_r[2][1] * Ud_r[1][1] - Uc_i[2][1] * Ud_i[1][1] +
                        Uc_r[2][2] * Ud_r[2][1] - Uc_i[2][2] * Ud_i[2][1];
            B_i[2][1] = Uc_r[2][0] * Ud_i[0][1] + Uc_i[2][0] * Ud_r[0][1] +
                        Uc_r[2][1] * Ud_i[1][1] + Uc_i[2][1] * Ud_r[1][1] +
                        Uc_r[2][2] * Ud_i[2][1] + Uc_i[2][2] * Ud_r[2][1];
            B_r[2][2] = Uc_r[2][0] * Ud_r[0][2] - Uc_i[2][0] * Ud_i[0][2] +
                        Uc_r[2][1] * Ud_r[1][2] - Uc_i[2][1] * Ud_i[1][2] +
                        Uc_r[2][2] * Ud_r[2][2] - Uc_i[2][2] * Ud_i[2][2];
            B_i[2][2] = Uc_r[2][0] * Ud_i[0][2] + Uc_i[2][0] * Ud_r[0][2] +
                        Uc_r[2][1] * Ud_i[1][2] + Uc_i[2][1] * Ud_r[1][2] +
                        Uc_r[2][2] * Ud_i[2][2] + Uc_i[2][2] * Ud_r[2][2];

            site += (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
        }
        { /* plane 02 */
            const int64_t jmu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
            float Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_i[2][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_r[2][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_i[2][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_r[2][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Ua_i[2][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_i[2][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_r[2][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_i[2][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_r[2][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];
            Ub_i[2][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];

            float A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * Ub_i[0][0] +
                        Ua_r[0][1] * Ub_r[1][0] - Ua_i[0][1] * Ub_i[1][0] +
                        Ua_r[0][2] * Ub_r[2][0] - Ua_i[0][2] * Ub_i[2][0];
            A_i[0][0] = Ua_r[0][0] * Ub_i[0][0] + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * Ub_i[1][0] + Ua_i[0][1] * Ub_r[1][0] +
                        Ua_r[0][2] * Ub_i[2][0] + Ua_i[0][2] * Ub_r[2][0];
            A_r[0][1] = Ua_r[0][0] * Ub_r[0][1] - Ua_i[0][0] * Ub_i[0][1] +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * Ub_i[1][1] +
                        Ua_r[0][2] * Ub_r[2][1] - Ua_i[0][2] * Ub_i[2][1];
            A_i[0][1] = Ua_r[0][0] * Ub_i[0][1] + Ua_i[0][0] * Ub_r[0][1] +
                        Ua_r[0][1] * Ub_i[1][1] + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * Ub_i[2][1] + Ua_i[0][2] * Ub_r[2][1];
            A_r[0][2] = Ua_r[0][0] * Ub_r[0][2] - Ua_i[0][0] * Ub_i[0][2] +
                        Ua_r[0][1] * Ub_r[1][2] - Ua_i[0][1] * Ub_i[1][2] +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * Ub_i[2][2];
            A_i[0][2] = Ua_r[0][0] * Ub_i[0][2] + Ua_i[0][0] * Ub_r[0][2] +
                        Ua_r[0][1] * Ub_i[1][2] + Ua_i[0][1] * Ub_r[1][2] +
                        Ua_r[0][2] * Ub_i[2][2] + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * Ub_i[0][0] +
                        Ua_r[1][1] * Ub_r[1][0] - Ua_i[1][1] * Ub_i[1][0] +
                        Ua_r[1][2] * Ub_r[2][0] - Ua_i[1][2] * Ub_i[2][0];
            A_i[1][0] = Ua_r[1][0] * Ub_i[0][0] + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * Ub_i[1][0] + Ua_i[1][1] * Ub_r[1][0] +
                        Ua_r[1][2] * Ub_i[2][0] + Ua_i[1][2] * Ub_r[2][0];
            A_r[1][1] = Ua_r[1][0] * Ub_r[0][1] - Ua_i[1][0] * Ub_i[0][1] +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * Ub_i[1][1] +
                        Ua_r[1][2] * Ub_r[2][1] - Ua_i[1][2] * Ub_i[2][1];
            A_i[1][1] = Ua_r[1][0] * Ub_i[0][1] + Ua_i[1][0] * Ub_r[0][1] +
                        Ua_r[1][1] * Ub_i[1][1] + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * Ub_i[2][1] + Ua_i[1][2] * Ub_r[2][1];
            A_r[1][2] = Ua_r[1][0] * Ub_r[0][2] - Ua_i[1][0] * Ub_i[0][2] +
                        Ua_r[1][1] * Ub_r[1][2] - Ua_i[1][1] * Ub_i[1][2] +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * Ub_i[2][2];
            A_i[1][2] = Ua_r[1][0] * Ub_i[0][2] + Ua_i[1][0] * Ub_r[0][2] +
                        Ua_r[1][1] * Ub_i[1][2] + Ua_i[1][1] * Ub_r[1][2] +
                        Ua_r[1][2] * Ub_i[2][2] + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * Ub_i[0][0] +
                        Ua_r[2][1] * Ub_r[1][0] - Ua_i[2][1] * Ub_i[1][0] +
                        Ua_r[2][2] * Ub_r[2][0] - Ua_i[2][2] * Ub_i[2][0];
            A_i[2][0] = Ua_r[2][0] * Ub_i[0][0] + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * Ub_i[1][0] + Ua_i[2][1] * Ub_r[1][0] +
                        Ua_r[2][2] * Ub_i[2][0] + Ua_i[2][2] * Ub_r[2][0];
            A_r[2][1] = Ua_r[2][0] * Ub_r[0][1] - Ua_i[2][0] * Ub_i[0][1] +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * Ub_i[1][1] +
                        Ua_r[2][2] * Ub_r[2][1] - Ua_i[2][2] * Ub_i[2][1];
            A_i[2][1] = Ua_r[2][0] * Ub_i[0][1] + Ua_i[2][0] * Ub_r[0][1] +
                        Ua_r[2][1] * Ub_i[1][1] + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * Ub_i[2][1] + Ua_i[2][2] * Ub_r[2][1];
            A_r[2][2] = Ua_r[2][0] * Ub_r[0][2] - Ua_i[2][0] * Ub_i[0][2] +
                        Ua_r[2][1] * Ub_r[1][2] - Ua_i[2][1] * Ub_i[1][2] +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * Ub_i[2][2];
            A_i[2][2] = Ua_r[2][0] * Ub_i[0][2] + Ua_i[2][0] * Ub_r[0][2] +
                        Ua_r[2][1] * Ub_i[1][2] + Ua_i[2][1] * Ub_r[1][2] +
                        Ua_r[2][2] * Ub_i[2][2] + Ua_i[2][2] * Ub_r[2][2];

            float Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_i[2][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_r[2][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_i[2][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_r[2][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Uc_i[2][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_i[2][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_r[2][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_i[2][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_r[2][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];
            Ud_i[2][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];

            float B_r[3][3], B_i[3][3];
            B_r[0][0] = Uc_r[0][0] * Ud_r[0][0] - Uc_i[0][0] * Ud_i[0][0] +
                        Uc_r[0][1] * Ud_r[1][0] - Uc_i[0][1] * Ud_i[1][0] +
                        Uc_r[0][2] * Ud_r[2][0] - Uc_i[0][2] * Ud_i[2][0];
            B_i[0][0] = Uc_r[0][0] * Ud_i[0][0] + Uc_i[0][0] * Ud_r[0][0] +
                        Uc_r[0][1] * Ud_i[1][0] + Uc_i[0][1] * Ud_r[1][0] +
                        Uc_r[0][2] * Ud_i[2][0] + Uc_i[0][2] * Ud_r[2][0];
            B_r[0][1] = Uc_r[0][0] * Ud_r[0][1] - Uc_i[0][0] * Ud_i[0][1] +
                        Uc_r[0][1] * Ud_r[1][1] - Uc_i[0][1] * Ud_i[1][1] +
                        Uc_r[0][2] * Ud_r[2][1] - Uc_i[0][2] * Ud_i[2][1];
            B_i[0][1] = Uc_r[0][0] * Ud_i[0][1] + Uc_i[0][0] * Ud_r[0][1] +
                        Uc_r[0][1] * Ud_i[1][1] + Uc_i[0][1] * Ud_r[1][1] +
                        Uc_r[0][2] * Ud_i[2][1] + Uc_i[0][2] * Ud_r[2][1];
            B_r[0][2] = Uc_r[0][0] * Ud_r[0][2] - Uc_i[0][0] * Ud_i[0][2] +
                        Uc_r[0][1] * Ud_r[1][2] - Uc_i[0][1] * Ud_i[1][2] +
                        Uc_r[0][2] * Ud_r[2][2] - Uc_i[0][2] * Ud_i[2][2];
            B_i[0][2] = Uc_r[0][0] * Ud_i[0][2] + Uc_i[0][0] * Ud_r[0][2] +
                        Uc_r[0][1] * Ud_i[1][2] + Uc_i[0][1] * Ud_r[1][2] +
                        Uc_r[0][2] * Ud_i[2][2] + Uc_i[0][2] * Ud_r[2][2];
            B_r[1][0] = Uc_r[1][0] * Ud_r[0][0] - Uc_i[1][0] * Ud_i[0][0] +
                        Uc_r[1][1] * Ud_r[1][0] - Uc_i[1][1] * Ud_i[1][0] +
                        Uc_r[1][2] * Ud_r[2][0] - Uc_i[1][2] * Ud_i[2][0];
            B_i[1][0] = Uc_r[1][0] * Ud_i[0][0] + Uc_i[1][0] * Ud_r[0][0] +
                        Uc_r[1][1] * Ud_i[1][0] + Uc_i[1][1] * Ud_r[1][0] +
                        Uc_r[1][2] * Ud_i[2][0] + Uc_i[1][2] * Ud_r[2][0];
            B_r[1][1] = Uc_r[1][0] * Ud_r[0][1] - Uc_i[1][0] * Ud_i[0][1] +
                        Uc_r[1][1] * Ud_r[1][1] - Uc_i[1][1] * Ud_i[1][1] +
                        Uc_r[1][2] * Ud_r[2][1] - Uc_i[1][2] * Ud_i[2][1];
            B_i[1][1] = Uc_r[1][0] * Ud_i[0][1] + Uc_i[1][0] * Ud_r[0][1] +
                        Uc_r[1][1] * Ud_i[1][1] + Uc_i[1][1] * Ud_r[1][1] +
                        Uc_r[1][2] * Ud_i[2][1] + Uc_i[1][2] * Ud_r[2][1];
            B_r[1][2] = Uc_r[1][0] * Ud_r[0][2] - Uc_i[1][0] * Ud_i[0][2] +
                        Uc_r[1][1] * Ud_r[1][2] - Uc_i[1][1] * Ud_i[1][2] +
                        Uc_r[1][2] * Ud_r[2][2] - Uc_i[1][2] * Ud_i[2][2];
            B_i[1][2] = Uc_r[1][0] * Ud_i[0][2] + Uc_i[1][0] * Ud_r[0][2] +
                        Uc_r[1][1] * Ud_i[1][2] + Uc_i[1][1] * Ud_r[1][2] +
                        Uc_r[1][2] * Ud_i[2][2] + Uc_i[1][2] * Ud_r[2][2];
            B_r[2][0] = Uc_r[2][0] * Ud_r[0][0] - Uc_i[2][0] * Ud_i[0][0] +
                        Uc_r[2][1] * Ud_r[1][0] - Uc_i[2][1] * Ud_i[1][0] +
                        Uc_r[2][2] * Ud_r[2][0] - Uc_i[2][2] * Ud_i[2][0];
            B_i[2][0] = Uc_r[2][0] * Ud_i[0][0] + Uc_i[2][0] * Ud_r[0][0] +
                        Uc_r[2][1] * Ud_i[1][0] + Uc_i[2][1] * Ud_r[1][0] +
                        Uc_r[2][2] * Ud_i[2][0] + Uc_i[2][2] * Ud_r[2][0];
            B_r[2][1] = Uc_r[2][0] * Ud_r[0][1] - Uc_i[2][0] * Ud_i[0][1] +
                        Uc_r[2][1] * Ud_r[1][1] - Uc_i[2][1] * Ud_i[1][1] +
                        Uc_r[2][2] * Ud_r[2][1] - Uc_i[2][2] * Ud_i[2][1];
            B_i[2][1] = Uc_r[2][0] * Ud_i[0][1] + Uc_i[2][0] * Ud_r[0][1] +
                        Uc_r[2][1] * Ud_i[1][1] + Uc_i[2][1] * Ud_r[1][1] +
                        Uc_r[2][2] * Ud_i[2][1] + Uc_i[2][2] * Ud_r[2][1];
            B_r[2][2] = Uc_r[2][0] * Ud_r[0][2] - Uc_i[2][0] * Ud_i[0][2] +
                        Uc_r[2][1] * Ud_r[1][2] - Uc_i[2][1] * Ud_i[1][2] +
                        Uc_r[2][2] * Ud_r[2][2] - Uc_i[2][2] * Ud_i[2][2];
            B_i[2][2] = Uc_r[2][0] * Ud_i[0][2] + Uc_i[2][0] * Ud_r[0][2] +
                        Uc_r[2][1] * Ud_i[1][2] + Uc_i[2][1] * Ud_r[1][2] +
                        Uc_r[2][2] * Ud_i[2][2] + Uc_i[2][2] * Ud_r[2][2];

            site += (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
        }
        { /* plane 03 */
            const int64_t jmu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
            float Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_i[2][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_r[2][1] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_i[2][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_r[2][2] = __real__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Ua_i[2][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_i[2][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_r[2][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_i[2][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_r[2][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];
            Ub_i[2][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];

            float A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * Ub_i[0][0] +
                        Ua_r[0][1] * Ub_r[1][0] - Ua_i[0][1] * Ub_i[1][0] +
                        Ua_r[0][2] * Ub_r[2][0] - Ua_i[0][2] * Ub_i[2][0];
            A_i[0][0] = Ua_r[0][0] * Ub_i[0][0] + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * Ub_i[1][0] + Ua_i[0][1] * Ub_r[1][0] +
                        Ua_r[0][2] * Ub_i[2][0] + Ua_i[0][2] * Ub_r[2][0];
            A_r[0][1] = Ua_r[0][0] * Ub_r[0][1] - Ua_i[0][0] * Ub_i[0][1] +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * Ub_i[1][1] +
                        Ua_r[0][2] * Ub_r[2][1] - Ua_i[0][2] * Ub_i[2][1];
            A_i[0][1] = Ua_r[0][0] * Ub_i[0][1] + Ua_i[0][0] * Ub_r[0][1] +
                        Ua_r[0][1] * Ub_i[1][1] + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * Ub_i[2][1] + Ua_i[0][2] * Ub_r[2][1];
            A_r[0][2] = Ua_r[0][0] * Ub_r[0][2] - Ua_i[0][0] * Ub_i[0][2] +
                        Ua_r[0][1] * Ub_r[1][2] - Ua_i[0][1] * Ub_i[1][2] +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * Ub_i[2][2];
            A_i[0][2] = Ua_r[0][0] * Ub_i[0][2] + Ua_i[0][0] * Ub_r[0][2] +
                        Ua_r[0][1] * Ub_i[1][2] + Ua_i[0][1] * Ub_r[1][2] +
                        Ua_r[0][2] * Ub_i[2][2] + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * Ub_i[0][0] +
                        Ua_r[1][1] * Ub_r[1][0] - Ua_i[1][1] * Ub_i[1][0] +
                        Ua_r[1][2] * Ub_r[2][0] - Ua_i[1][2] * Ub_i[2][0];
            A_i[1][0] = Ua_r[1][0] * Ub_i[0][0] + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * Ub_i[1][0] + Ua_i[1][1] * Ub_r[1][0] +
                        Ua_r[1][2] * Ub_i[2][0] + Ua_i[1][2] * Ub_r[2][0];
            A_r[1][1] = Ua_r[1][0] * Ub_r[0][1] - Ua_i[1][0] * Ub_i[0][1] +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * Ub_i[1][1] +
                        Ua_r[1][2] * Ub_r[2][1] - Ua_i[1][2] * Ub_i[2][1];
            A_i[1][1] = Ua_r[1][0] * Ub_i[0][1] + Ua_i[1][0] * Ub_r[0][1] +
                        Ua_r[1][1] * Ub_i[1][1] + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * Ub_i[2][1] + Ua_i[1][2] * Ub_r[2][1];
            A_r[1][2] = Ua_r[1][0] * Ub_r[0][2] - Ua_i[1][0] * Ub_i[0][2] +
                        Ua_r[1][1] * Ub_r[1][2] - Ua_i[1][1] * Ub_i[1][2] +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * Ub_i[2][2];
            A_i[1][2] = Ua_r[1][0] * Ub_i[0][2] + Ua_i[1][0] * Ub_r[0][2] +
                        Ua_r[1][1] * Ub_i[1][2] + Ua_i[1][1] * Ub_r[1][2] +
                        Ua_r[1][2] * Ub_i[2][2] + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * Ub_i[0][0] +
                        Ua_r[2][1] * Ub_r[1][0] - Ua_i[2][1] * Ub_i[1][0] +
                        Ua_r[2][2] * Ub_r[2][0] - Ua_i[2][2] * Ub_i[2][0];
            A_i[2][0] = Ua_r[2][0] * Ub_i[0][0] + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * Ub_i[1][0] + Ua_i[2][1] * Ub_r[1][0] +
                        Ua_r[2][2] * Ub_i[2][0] + Ua_i[2][2] * Ub_r[2][0];
            A_r[2][1] = Ua_r[2][0] * Ub_r[0][1] - Ua_i[2][0] * Ub_i[0][1] +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * Ub_i[1][1] +
                        Ua_r[2][2] * Ub_r[2][1] - Ua_i[2][2] * Ub_i[2][1];
            A_i[2][1] = Ua_r[2][0] * Ub_i[0][1] + Ua_i[2][0] * Ub_r[0][1] +
                        Ua_r[2][1] * Ub_i[1][1] + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * Ub_i[2][1] + Ua_i[2][2] * Ub_r[2][1];
            A_r[2][2] = Ua_r[2][0] * Ub_r[0][2] - Ua_i[2][0] * Ub_i[0][2] +
                        Ua_r[2][1] * Ub_r[1][2] - Ua_i[2][1] * Ub_i[1][2] +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * Ub_i[2][2];
            A_i[2][2] = Ua_r[2][0] * Ub_i[0][2] + Ua_i[2][0] * Ub_r[0][2] +
                        Ua_r[2][1] * Ub_i[1][2] + Ua_i[2][1] * Ub_r[1][2] +
                        Ua_r[2][2] * Ub_i[2][2] + Ua_i[2][2] * Ub_r[2][2];

            float Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_i[2][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_r[2][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_i[2][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_r[2][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Uc_i[2][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_i[2][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_r[2][1] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_i[2][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_r[2][2] = __real__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];
            Ud_i[2][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];

            float B_r[3][3], B_i[3][3];
            B_r[0][0] = Uc_r[0][0] * Ud_r[0][0] - Uc_i[0][0] * Ud_i[0][0] +
                        Uc_r[0][1] * Ud_r[1][0] - Uc_i[0][1] * Ud_i[1][0] +
                        Uc_r[0][2] * Ud_r[2][0] - Uc_i[0][2] * Ud_i[2][0];
            B_i[0][0] = Uc_r[0][0] * Ud_i[0][0] + Uc_i[0][0] * Ud_r[0][0] +
                        Uc_r[0][1] * Ud_i[1][0] + Uc_i[0][1] * Ud_r[1][0] +
                        Uc_r[0][2] * Ud_i[2][0] + Uc_i[0][2] * Ud_r[2][0];
            B_r[0][1] = Uc_r[0][0] * Ud_r[0][1] - Uc_i[0][0] * Ud_i[0][1] +
                        Uc_r[0][1] * Ud_r[1][1] - Uc_i[0][1] * Ud_i[1][1] +
                        Uc_r[0][2] * Ud_r[2][1] - Uc_i[0][2] * Ud_i[2][1];
            B_i[0][1] = Uc_r[0][0] * Ud_i[0][1] + Uc_i[0][0] * Ud_r[0][1] +
                        Uc_r[0][1] * Ud_i[1][1] + Uc_i[0][1] * Ud_r[1][1] +
                        Uc_r[0][2] * Ud_i[2][1] + Uc_i[0][2] * Ud_r[2][1];
            B_r[0][2] = Uc_r[0][0] * Ud_r[0][2] - Uc_i[0][0] * Ud_i[0][2] +
                        Uc_r[0][1] * Ud_r[1][2] - Uc_i[0][1] * Ud_i[1][2] +
                        Uc_r[0][2] * Ud_r[2][2] - Uc_i[0][2] * Ud_i[2][2];
            B_i[0][2] = Uc_r[0][0] * Ud_i[0][2] + Uc_i[0][0] * Ud_r[0][2] +
                        Uc_r[0][1] * Ud_i[1][2] + Uc_i[0][1] * Ud_r[1][2] +
                        Uc_r[0][2] * Ud_i[2][2] + Uc_i[0][2] * Ud_r[2][2];
            B_r[1][0] = Uc_r[1][0] * Ud_r[0][0] - Uc_i[1][0] * Ud_i[0][0] +
                        Uc_r[1][1] * Ud_r[1][0] - Uc_i[1][1] * Ud_i[1][0] +
                        Uc_r[1][2] * Ud_r[2][0] - Uc_i[1][2] * Ud_i[2][0];
            B_i[1][0] = Uc_r[1][0] * Ud_i[0][0] + Uc_i[1][0] * Ud_r[0][0] +
                        Uc_r[1][1] * Ud_i[1][0] + Uc_i[1][1] * Ud_r[1][0] +
                        Uc_r[1][2] * Ud_i[2][0] + Uc_i[1][2] * Ud_r[2][0];
            B_r[1][1] = Uc_r[1][0] * Ud_r[0][1] - Uc_i[1][0] * Ud_i[0][1] +
                        Uc_r[1][1] * Ud_r[1][1] - Uc_i[1][1] * Ud_i[1][1] +
                        Uc_r[1][2] * Ud_r[2][1] - Uc_i[1][2] * Ud_i[2][1];
            B_i[1][1] = Uc_r[1][0] * Ud_i[0][1] + Uc_i[1][0] * Ud_r[0][1] +
                        Uc_r[1][1] * Ud_i[1][1] + Uc_i[1][1] * Ud_r[1][1] +
                        Uc_r[1][2] * Ud_i[2][1] + Uc_i[1][2] * Ud_r[2][1];
            B_r[1][2] = Uc_r[1][0] * Ud_r[0][2] - Uc_i[1][0] * Ud_i[0][2] +
                        Uc_r[1][1] * Ud_r[1][2] - Uc_i[1][1] * Ud_i[1][2] +
                        Uc_r[1][2] * Ud_r[2][2] - Uc_i[1][2] * Ud_i[2][2];
            B_i[1][2] = Uc_r[1][0] * Ud_i[0][2] + Uc_i[1][0] * Ud_r[0][2] +
                        Uc_r[1][1] * Ud_i[1][2] + Uc_i[1][1] * Ud_r[1][2] +
                        Uc_r[1][2] * Ud_i[2][2] + Uc_i[1][2] * Ud_r[2][2];
            B_r[2][0] = Uc_r[2][0] * Ud_r[0][0] - Uc_i[2][0] * Ud_i[0][0] +
                        Uc_r[2][1] * Ud_r[1][0] - Uc_i[2][1] * Ud_i[1][0] +
                        Uc_r[2][2] * Ud_r[2][0] - Uc_i[2][2] * Ud_i[2][0];
            B_i[2][0] = Uc_r[2][0] * Ud_i[0][0] + Uc_i[2][0] * Ud_r[0][0] +
                        Uc_r[2][1] * Ud_i[1][0] + Uc_i[2][1] * Ud_r[1][0] +
                        Uc_r[2][2] * Ud_i[2][0] + Uc_i[2][2] * Ud_r[2][0];
            B_r[2][1] = Uc_r[2][0] * Ud_r[0][1] - Uc_i[2][0] * Ud_i[0][1] +
                        Uc_r[2][1] * Ud_r[1][1] - Uc_i[2][1] * Ud_i[1][1] +
                        Uc_r[2][2] * Ud_r[2][1] - Uc_i[2][2] * Ud_i[2][1];
            B_i[2][1] = Uc_r[2][0] * Ud_i[0][1] + Uc_i[2][0] * Ud_r[0][1] +
                        Uc_r[2][1] * Ud_i[1][1] + Uc_i[2][1] * Ud_r[1][1] +
                        Uc_r[2][2] * Ud_i[2][1] + Uc_i[2][2] * Ud_r[2][1];
            B_r[2][2] = Uc_r[2][0] * Ud_r[0][2] - Uc_i[2][0] * Ud_i[0][2] +
                        Uc_r[2][1] * Ud_r[1][2] - Uc_i[2][1] * Ud_i[1][2] +
                        Uc_r[2][2] * Ud_r[2][2] - Uc_i[2][2] * Ud_i[2][2];
            B_i[2][2] = Uc_r[2][0] * Ud_i[0][2] + Uc_i[2][0] * Ud_r[0][2] +
                        Uc_r[2][1] * Ud_i[1][2] + Uc_i[2][1] * Ud_r[1][2] +
                        Uc_r[2][2] * Ud_i[2][2] + Uc_i[2][2] * Ud_r[2][2];

            site += (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
        }
        { /* plane 12 */
            const int64_t jmu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
            float Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_i[2][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_r[2][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_i[2][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_r[2][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Ua_i[2][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_i[2][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_r[2][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_i[2][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_r[2][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];
            Ub_i[2][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];

            float A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * Ub_i[0][0] +
                        Ua_r[0][1] * Ub_r[1][0] - Ua_i[0][1] * Ub_i[1][0] +
                        Ua_r[0][2] * Ub_r[2][0] - Ua_i[0][2] * Ub_i[2][0];
            A_i[0][0] = Ua_r[0][0] * Ub_i[0][0] + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * Ub_i[1][0] + Ua_i[0][1] * Ub_r[1][0] +
                        Ua_r[0][2] * Ub_i[2][0] + Ua_i[0][2] * Ub_r[2][0];
            A_r[0][1] = Ua_r[0][0] * Ub_r[0][1] - Ua_i[0][0] * Ub_i[0][1] +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * Ub_i[1][1] +
                        Ua_r[0][2] * Ub_r[2][1] - Ua_i[0][2] * Ub_i[2][1];
            A_i[0][1] = Ua_r[0][0] * Ub_i[0][1] + Ua_i[0][0] * Ub_r[0][1] +
                        Ua_r[0][1] * Ub_i[1][1] + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * Ub_i[2][1] + Ua_i[0][2] * Ub_r[2][1];
            A_r[0][2] = Ua_r[0][0] * Ub_r[0][2] - Ua_i[0][0] * Ub_i[0][2] +
                        Ua_r[0][1] * Ub_r[1][2] - Ua_i[0][1] * Ub_i[1][2] +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * Ub_i[2][2];
            A_i[0][2] = Ua_r[0][0] * Ub_i[0][2] + Ua_i[0][0] * Ub_r[0][2] +
                        Ua_r[0][1] * Ub_i[1][2] + Ua_i[0][1] * Ub_r[1][2] +
                        Ua_r[0][2] * Ub_i[2][2] + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * Ub_i[0][0] +
                        Ua_r[1][1] * Ub_r[1][0] - Ua_i[1][1] * Ub_i[1][0] +
                        Ua_r[1][2] * Ub_r[2][0] - Ua_i[1][2] * Ub_i[2][0];
            A_i[1][0] = Ua_r[1][0] * Ub_i[0][0] + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * Ub_i[1][0] + Ua_i[1][1] * Ub_r[1][0] +
                        Ua_r[1][2] * Ub_i[2][0] + Ua_i[1][2] * Ub_r[2][0];
            A_r[1][1] = Ua_r[1][0] * Ub_r[0][1] - Ua_i[1][0] * Ub_i[0][1] +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * Ub_i[1][1] +
                        Ua_r[1][2] * Ub_r[2][1] - Ua_i[1][2] * Ub_i[2][1];
            A_i[1][1] = Ua_r[1][0] * Ub_i[0][1] + Ua_i[1][0] * Ub_r[0][1] +
                        Ua_r[1][1] * Ub_i[1][1] + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * Ub_i[2][1] + Ua_i[1][2] * Ub_r[2][1];
            A_r[1][2] = Ua_r[1][0] * Ub_r[0][2] - Ua_i[1][0] * Ub_i[0][2] +
                        Ua_r[1][1] * Ub_r[1][2] - Ua_i[1][1] * Ub_i[1][2] +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * Ub_i[2][2];
            A_i[1][2] = Ua_r[1][0] * Ub_i[0][2] + Ua_i[1][0] * Ub_r[0][2] +
                        Ua_r[1][1] * Ub_i[1][2] + Ua_i[1][1] * Ub_r[1][2] +
                        Ua_r[1][2] * Ub_i[2][2] + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * Ub_i[0][0] +
                        Ua_r[2][1] * Ub_r[1][0] - Ua_i[2][1] * Ub_i[1][0] +
                        Ua_r[2][2] * Ub_r[2][0] - Ua_i[2][2] * Ub_i[2][0];
            A_i[2][0] = Ua_r[2][0] * Ub_i[0][0] + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * Ub_i[1][0] + Ua_i[2][1] * Ub_r[1][0] +
                        Ua_r[2][2] * Ub_i[2][0] + Ua_i[2][2] * Ub_r[2][0];
            A_r[2][1] = Ua_r[2][0] * Ub_r[0][1] - Ua_i[2][0] * Ub_i[0][1] +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * Ub_i[1][1] +
                        Ua_r[2][2] * Ub_r[2][1] - Ua_i[2][2] * Ub_i[2][1];
            A_i[2][1] = Ua_r[2][0] * Ub_i[0][1] + Ua_i[2][0] * Ub_r[0][1] +
                        Ua_r[2][1] * Ub_i[1][1] + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * Ub_i[2][1] + Ua_i[2][2] * Ub_r[2][1];
            A_r[2][2] = Ua_r[2][0] * Ub_r[0][2] - Ua_i[2][0] * Ub_i[0][2] +
                        Ua_r[2][1] * Ub_r[1][2] - Ua_i[2][1] * Ub_i[1][2] +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * Ub_i[2][2];
            A_i[2][2] = Ua_r[2][0] * Ub_i[0][2] + Ua_i[2][0] * Ub_r[0][2] +
                        Ua_r[2][1] * Ub_i[1][2] + Ua_i[2][1] * Ub_r[1][2] +
                        Ua_r[2][2] * Ub_i[2][2] + Ua_i[2][2] * Ub_r[2][2];

            float Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_i[2][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_r[2][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_i[2][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_r[2][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Uc_i[2][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_i[2][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_r[2][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_i[2][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_r[2][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];
            Ud_i[2][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];

            float B_r[3][3], B_i[3][3];
            B_r[0][0] = Uc_r[0][0] * Ud_r[0][0] - Uc_i[0][0] * Ud_i[0][0] +
                        Uc_r[0][1] * Ud_r[1][0] - Uc_i[0][1] * Ud_i[1][0] +
                        Uc_r[0][2] * Ud_r[2][0] - Uc_i[0][2] * Ud_i[2][0];
            B_i[0][0] = Uc_r[0][0] * Ud_i[0][0] + Uc_i[0][0] * Ud_r[0][0] +
                        Uc_r[0][1] * Ud_i[1][0] + Uc_i[0][1] * Ud_r[1][0] +
                        Uc_r[0][2] * Ud_i[2][0] + Uc_i[0][2] * Ud_r[2][0];
            B_r[0][1] = Uc_r[0][0] * Ud_r[0][1] - Uc_i[0][0] * Ud_i[0][1] +
                        Uc_r[0][1] * Ud_r[1][1] - Uc_i[0][1] * Ud_i[1][1] +
                        Uc_r[0][2] * Ud_r[2][1] - Uc_i[0][2] * Ud_i[2][1];
            B_i[0][1] = Uc_r[0][0] * Ud_i[0][1] + Uc_i[0][0] * Ud_r[0][1] +
                        Uc_r[0][1] * Ud_i[1][1] + Uc_i[0][1] * Ud_r[1][1] +
                        Uc_r[0][2] * Ud_i[2][1] + Uc_i[0][2] * Ud_r[2][1];
            B_r[0][2] = Uc_r[0][0] * Ud_r[0][2] - Uc_i[0][0] * Ud_i[0][2] +
                        Uc_r[0][1] * Ud_r[1][2] - Uc_i[0][1] * Ud_i[1][2] +
                        Uc_r[0][2] * Ud_r[2][2] - Uc_i[0][2] * Ud_i[2][2];
            B_i[0][2] = Uc_r[0][0] * Ud_i[0][2] + Uc_i[0][0] * Ud_r[0][2] +
                        Uc_r[0][1] * Ud_i[1][2] + Uc_i[0][1] * Ud_r[1][2] +
                        Uc_r[0][2] * Ud_i[2][2] + Uc_i[0][2] * Ud_r[2][2];
            B_r[1][0] = Uc_r[1][0] * Ud_r[0][0] - Uc_i[1][0] * Ud_i[0][0] +
                        Uc_r[1][1] * Ud_r[1][0] - Uc_i[1][1] * Ud_i[1][0] +
                        Uc_r[1][2] * Ud_r[2][0] - Uc_i[1][2] * Ud_i[2][0];
            B_i[1][0] = Uc_r[1][0] * Ud_i[0][0] + Uc_i[1][0] * Ud_r[0][0] +
                        Uc_r[1][1] * Ud_i[1][0] + Uc_i[1][1] * Ud_r[1][0] +
                        Uc_r[1][2] * Ud_i[2][0] + Uc_i[1][2] * Ud_r[2][0];
            B_r[1][1] = Uc_r[1][0] * Ud_r[0][1] - Uc_i[1][0] * Ud_i[0][1] +
                        Uc_r[1][1] * Ud_r[1][1] - Uc_i[1][1] * Ud_i[1][1] +
                        Uc_r[1][2] * Ud_r[2][1] - Uc_i[1][2] * Ud_i[2][1];
            B_i[1][1] = Uc_r[1][0] * Ud_i[0][1] + Uc_i[1][0] * Ud_r[0][1] +
                        Uc_r[1][1] * Ud_i[1][1] + Uc_i[1][1] * Ud_r[1][1] +
                        Uc_r[1][2] * Ud_i[2][1] + Uc_i[1][2] * Ud_r[2][1];
            B_r[1][2] = Uc_r[1][0] * Ud_r[0][2] - Uc_i[1][0] * Ud_i[0][2] +
                        Uc_r[1][1] * Ud_r[1][2] - Uc_i[1][1] * Ud_i[1][2] +
                        Uc_r[1][2] * Ud_r[2][2] - Uc_i[1][2] * Ud_i[2][2];
            B_i[1][2] = Uc_r[1][0] * Ud_i[0][2] + Uc_i[1][0] * Ud_r[0][2] +
                        Uc_r[1][1] * Ud_i[1][2] + Uc_i[1][1] * Ud_r[1][2] +
                        Uc_r[1][2] * Ud_i[2][2] + Uc_i[1][2] * Ud_r[2][2];
            B_r[2][0] = Uc_r[2][0] * Ud_r[0][0] - Uc_i[2][0] * Ud_i[0][0] +
                        Uc_r[2][1] * Ud_r[1][0] - Uc_i[2][1] * Ud_i[1][0] +
                        Uc_r[2][2] * Ud_r[2][0] - Uc_i[2][2] * Ud_i[2][0];
            B_i[2][0] = Uc_r[2][0] * Ud_i[0][0] + Uc_i[2][0] * Ud_r[0][0] +
                        Uc_r[2][1] * Ud_i[1][0] + Uc_i[2][1] * Ud_r[1][0] +
                        Uc_r[2][2] * Ud_i[2][0] + Uc_i[2][2] * Ud_r[2][0];
            B_r[2][1] = Uc_r[2][0] * Ud_r[0][1] - Uc_i[2][0] * Ud_i[0][1] +
                        Uc_r[2][1] * Ud_r[1][1] - Uc_i[2][1] * Ud_i[1][1] +
                        Uc_r[2][2] * Ud_r[2][1] - Uc_i[2][2] * Ud_i[2][1];
            B_i[2][1] = Uc_r[2][0] * Ud_i[0][1] + Uc_i[2][0] * Ud_r[0][1] +
                        Uc_r[2][1] * Ud_i[1][1] + Uc_i[2][1] * Ud_r[1][1] +
                        Uc_r[2][2] * Ud_i[2][1] + Uc_i[2][2] * Ud_r[2][1];
            B_r[2][2] = Uc_r[2][0] * Ud_r[0][2] - Uc_i[2][0] * Ud_i[0][2] +
                        Uc_r[2][1] * Ud_r[1][2] - Uc_i[2][1] * Ud_i[1][2] +
                        Uc_r[2][2] * Ud_r[2][2] - Uc_i[2][2] * Ud_i[2][2];
            B_i[2][2] = Uc_r[2][0] * Ud_i[0][2] + Uc_i[2][0] * Ud_r[0][2] +
                        Uc_r[2][1] * Ud_i[1][2] + Uc_i[2][1] * Ud_r[1][2] +
                        Uc_r[2][2] * Ud_i[2][2] + Uc_i[2][2] * Ud_r[2][2];

            site += (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
        }
        { /* plane 13 */
            const int64_t jmu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
            float Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_i[2][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_r[2][1] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_i[2][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_r[2][2] = __real__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Ua_i[2][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_i[2][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_r[2][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_i[2][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_r[2][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];
            Ub_i[2][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];

            float A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * Ub_i[0][0] +
                        Ua_r[0][1] * Ub_r[1][0] - Ua_i[0][1] * Ub_i[1][0] +
                        Ua_r[0][2] * Ub_r[2][0] - Ua_i[0][2] * Ub_i[2][0];
            A_i[0][0] = Ua_r[0][0] * Ub_i[0][0] + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * Ub_i[1][0] + Ua_i[0][1] * Ub_r[1][0] +
                        Ua_r[0][2] * Ub_i[2][0] + Ua_i[0][2] * Ub_r[2][0];
            A_r[0][1] = Ua_r[0][0] * Ub_r[0][1] - Ua_i[0][0] * Ub_i[0][1] +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * Ub_i[1][1] +
                        Ua_r[0][2] * Ub_r[2][1] - Ua_i[0][2] * Ub_i[2][1];
            A_i[0][1] = Ua_r[0][0] * Ub_i[0][1] + Ua_i[0][0] * Ub_r[0][1] +
                        Ua_r[0][1] * Ub_i[1][1] + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * Ub_i[2][1] + Ua_i[0][2] * Ub_r[2][1];
            A_r[0][2] = Ua_r[0][0] * Ub_r[0][2] - Ua_i[0][0] * Ub_i[0][2] +
                        Ua_r[0][1] * Ub_r[1][2] - Ua_i[0][1] * Ub_i[1][2] +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * Ub_i[2][2];
            A_i[0][2] = Ua_r[0][0] * Ub_i[0][2] + Ua_i[0][0] * Ub_r[0][2] +
                        Ua_r[0][1] * Ub_i[1][2] + Ua_i[0][1] * Ub_r[1][2] +
                        Ua_r[0][2] * Ub_i[2][2] + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * Ub_i[0][0] +
                        Ua_r[1][1] * Ub_r[1][0] - Ua_i[1][1] * Ub_i[1][0] +
                        Ua_r[1][2] * Ub_r[2][0] - Ua_i[1][2] * Ub_i[2][0];
            A_i[1][0] = Ua_r[1][0] * Ub_i[0][0] + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * Ub_i[1][0] + Ua_i[1][1] * Ub_r[1][0] +
                        Ua_r[1][2] * Ub_i[2][0] + Ua_i[1][2] * Ub_r[2][0];
            A_r[1][1] = Ua_r[1][0] * Ub_r[0][1] - Ua_i[1][0] * Ub_i[0][1] +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * Ub_i[1][1] +
                        Ua_r[1][2] * Ub_r[2][1] - Ua_i[1][2] * Ub_i[2][1];
            A_i[1][1] = Ua_r[1][0] * Ub_i[0][1] + Ua_i[1][0] * Ub_r[0][1] +
                        Ua_r[1][1] * Ub_i[1][1] + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * Ub_i[2][1] + Ua_i[1][2] * Ub_r[2][1];
            A_r[1][2] = Ua_r[1][0] * Ub_r[0][2] - Ua_i[1][0] * Ub_i[0][2] +
                        Ua_r[1][1] * Ub_r[1][2] - Ua_i[1][1] * Ub_i[1][2] +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * Ub_i[2][2];
            A_i[1][2] = Ua_r[1][0] * Ub_i[0][2] + Ua_i[1][0] * Ub_r[0][2] +
                        Ua_r[1][1] * Ub_i[1][2] + Ua_i[1][1] * Ub_r[1][2] +
                        Ua_r[1][2] * Ub_i[2][2] + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * Ub_i[0][0] +
                        Ua_r[2][1] * Ub_r[1][0] - Ua_i[2][1] * Ub_i[1][0] +
                        Ua_r[2][2] * Ub_r[2][0] - Ua_i[2][2] * Ub_i[2][0];
            A_i[2][0] = Ua_r[2][0] * Ub_i[0][0] + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * Ub_i[1][0] + Ua_i[2][1] * Ub_r[1][0] +
                        Ua_r[2][2] * Ub_i[2][0] + Ua_i[2][2] * Ub_r[2][0];
            A_r[2][1] = Ua_r[2][0] * Ub_r[0][1] - Ua_i[2][0] * Ub_i[0][1] +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * Ub_i[1][1] +
                        Ua_r[2][2] * Ub_r[2][1] - Ua_i[2][2] * Ub_i[2][1];
            A_i[2][1] = Ua_r[2][0] * Ub_i[0][1] + Ua_i[2][0] * Ub_r[0][1] +
                        Ua_r[2][1] * Ub_i[1][1] + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * Ub_i[2][1] + Ua_i[2][2] * Ub_r[2][1];
            A_r[2][2] = Ua_r[2][0] * Ub_r[0][2] - Ua_i[2][0] * Ub_i[0][2] +
                        Ua_r[2][1] * Ub_r[1][2] - Ua_i[2][1] * Ub_i[1][2] +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * Ub_i[2][2];
            A_i[2][2] = Ua_r[2][0] * Ub_i[0][2] + Ua_i[2][0] * Ub_r[0][2] +
                        Ua_r[2][1] * Ub_i[1][2] + Ua_i[2][1] * Ub_r[1][2] +
                        Ua_r[2][2] * Ub_i[2][2] + Ua_i[2][2] * Ub_r[2][2];

            float Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_i[2][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_r[2][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_i[2][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_r[2][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Uc_i[2][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_i[2][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_r[2][1] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_i[2][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_r[2][2] = __real__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];
            Ud_i[2][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];

            float B_r[3][3], B_i[3][3];
            B_r[0][0] = Uc_r[0][0] * Ud_r[0][0] - Uc_i[0][0] * Ud_i[0][0] +
                        Uc_r[0][1] * Ud_r[1][0] - Uc_i[0][1] * Ud_i[1][0] +
                        Uc_r[0][2] * Ud_r[2][0] - Uc_i[0][2] * Ud_i[2][0];
            B_i[0][0] = Uc_r[0][0] * Ud_i[0][0] + Uc_i[0][0] * Ud_r[0][0] +
                        Uc_r[0][1] * Ud_i[1][0] + Uc_i[0][1] * Ud_r[1][0] +
                        Uc_r[0][2] * Ud_i[2][0] + Uc_i[0][2] * Ud_r[2][0];
            B_r[0][1] = Uc_r[0][0] * Ud_r[0][1] - Uc_i[0][0] * Ud_i[0][1] +
                        Uc_r[0][1] * Ud_r[1][1] - Uc_i[0][1] * Ud_i[1][1] +
                        Uc_r[0][2] * Ud_r[2][1] - Uc_i[0][2] * Ud_i[2][1];
            B_i[0][1] = Uc_r[0][0] * Ud_i[0][1] + Uc_i[0][0] * Ud_r[0][1] +
                        Uc_r[0][1] * Ud_i[1][1] + Uc_i[0][1] * Ud_r[1][1] +
                        Uc_r[0][2] * Ud_i[2][1] + Uc_i[0][2] * Ud_r[2][1];
            B_r[0][2] = Uc_r[0][0] * Ud_r[0][2] - Uc_i[0][0] * Ud_i[0][2] +
                        Uc_r[0][1] * Ud_r[1][2] - Uc_i[0][1] * Ud_i[1][2] +
                        Uc_r[0][2] * Ud_r[2][2] - Uc_i[0][2] * Ud_i[2][2];
            B_i[0][2] = Uc_r[0][0] * Ud_i[0][2] + Uc_i[0][0] * Ud_r[0][2] +
                        Uc_r[0][1] * Ud_i[1][2] + Uc_i[0][1] * Ud_r[1][2] +
                        Uc_r[0][2] * Ud_i[2][2] + Uc_i[0][2] * Ud_r[2][2];
            B_r[1][0] = Uc_r[1][0] * Ud_r[0][0] - Uc_i[1][0] * Ud_i[0][0] +
                        Uc_r[1][1] * Ud_r[1][0] - Uc_i[1][1] * Ud_i[1][0] +
                        Uc_r[1][2] * Ud_r[2][0] - Uc_i[1][2] * Ud_i[2][0];
            B_i[1][0] = Uc_r[1][0] * Ud_i[0][0] + Uc_i[1][0] * Ud_r[0][0] +
                        Uc_r[1][1] * Ud_i[1][0] + Uc_i[1][1] * Ud_r[1][0] +
                        Uc_r[1][2] * Ud_i[2][0] + Uc_i[1][2] * Ud_r[2][0];
            B_r[1][1] = Uc_r[1][0] * Ud_r[0][1] - Uc_i[1][0] * Ud_i[0][1] +
                        Uc_r[1][1] * Ud_r[1][1] - Uc_i[1][1] * Ud_i[1][1] +
                        Uc_r[1][2] * Ud_r[2][1] - Uc_i[1][2] * Ud_i[2][1];
            B_i[1][1] = Uc_r[1][0] * Ud_i[0][1] + Uc_i[1][0] * Ud_r[0][1] +
                        Uc_r[1][1] * Ud_i[1][1] + Uc_i[1][1] * Ud_r[1][1] +
                        Uc_r[1][2] * Ud_i[2][1] + Uc_i[1][2] * Ud_r[2][1];
            B_r[1][2] = Uc_r[1][0] * Ud_r[0][2] - Uc_i[1][0] * Ud_i[0][2] +
                        Uc_r[1][1] * Ud_r[1][2] - Uc_i[1][1] * Ud_i[1][2] +
                        Uc_r[1][2] * Ud_r[2][2] - Uc_i[1][2] * Ud_i[2][2];
            B_i[1][2] = Uc_r[1][0] * Ud_i[0][2] + Uc_i[1][0] * Ud_r[0][2] +
                        Uc_r[1][1] * Ud_i[1][2] + Uc_i[1][1] * Ud_r[1][2] +
                        Uc_r[1][2] * Ud_i[2][2] + Uc_i[1][2] * Ud_r[2][2];
            B_r[2][0] = Uc_r[2][0] * Ud_r[0][0] - Uc_i[2][0] * Ud_i[0][0] +
                        Uc_r[2][1] * Ud_r[1][0] - Uc_i[2][1] * Ud_i[1][0] +
                        Uc_r[2][2] * Ud_r[2][0] - Uc_i[2][2] * Ud_i[2][0];
            B_i[2][0] = Uc_r[2][0] * Ud_i[0][0] + Uc_i[2][0] * Ud_r[0][0] +
                        Uc_r[2][1] * Ud_i[1][0] + Uc_i[2][1] * Ud_r[1][0] +
                        Uc_r[2][2] * Ud_i[2][0] + Uc_i[2][2] * Ud_r[2][0];
            B_r[2][1] = Uc_r[2][0] * Ud_r[0][1] - Uc_i[2][0] * Ud_i[0][1] +
                        Uc_r[2][1] * Ud_r[1][1] - Uc_i[2][1] * Ud_i[1][1] +
                        Uc_r[2][2] * Ud_r[2][1] - Uc_i[2][2] * Ud_i[2][1];
            B_i[2][1] = Uc_r[2][0] * Ud_i[0][1] + Uc_i[2][0] * Ud_r[0][1] +
                        Uc_r[2][1] * Ud_i[1][1] + Uc_i[2][1] * Ud_r[1][1] +
                        Uc_r[2][2] * Ud_i[2][1] + Uc_i[2][2] * Ud_r[2][1];
            B_r[2][2] = Uc_r[2][0] * Ud_r[0][2] - Uc_i[2][0] * Ud_i[0][2] +
                        Uc_r[2][1] * Ud_r[1][2] - Uc_i[2][1] * Ud_i[1][2] +
                        Uc_r[2][2] * Ud_r[2][2] - Uc_i[2][2] * Ud_i[2][2];
            B_i[2][2] = Uc_r[2][0] * Ud_i[0][2] + Uc_i[2][0] * Ud_r[0][2] +
                        Uc_r[2][1] * Ud_i[1][2] + Uc_i[2][1] * Ud_r[1][2] +
                        Uc_r[2][2] * Ud_i[2][2] + Uc_i[2][2] * Ud_r[2][2];

            site += (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
        }
        { /* plane 23 */
            const int64_t jmu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
            float Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_i[2][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Ua_r[2][1] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_i[2][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Ua_r[2][2] = __real__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Ua_i[2][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_i[2][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 0) * sizeh + (jmu)];
            Ub_r[2][1] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_i[2][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 1) * sizeh + (jmu)];
            Ub_r[2][2] = __real__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];
            Ub_i[2][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 3 + 2) * 3 + 2) * sizeh + (jmu)];

            float A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * Ub_i[0][0] +
                        Ua_r[0][1] * Ub_r[1][0] - Ua_i[0][1] * Ub_i[1][0] +
                        Ua_r[0][2] * Ub_r[2][0] - Ua_i[0][2] * Ub_i[2][0];
            A_i[0][0] = Ua_r[0][0] * Ub_i[0][0] + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * Ub_i[1][0] + Ua_i[0][1] * Ub_r[1][0] +
                        Ua_r[0][2] * Ub_i[2][0] + Ua_i[0][2] * Ub_r[2][0];
            A_r[0][1] = Ua_r[0][0] * Ub_r[0][1] - Ua_i[0][0] * Ub_i[0][1] +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * Ub_i[1][1] +
                        Ua_r[0][2] * Ub_r[2][1] - Ua_i[0][2] * Ub_i[2][1];
            A_i[0][1] = Ua_r[0][0] * Ub_i[0][1] + Ua_i[0][0] * Ub_r[0][1] +
                        Ua_r[0][1] * Ub_i[1][1] + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * Ub_i[2][1] + Ua_i[0][2] * Ub_r[2][1];
            A_r[0][2] = Ua_r[0][0] * Ub_r[0][2] - Ua_i[0][0] * Ub_i[0][2] +
                        Ua_r[0][1] * Ub_r[1][2] - Ua_i[0][1] * Ub_i[1][2] +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * Ub_i[2][2];
            A_i[0][2] = Ua_r[0][0] * Ub_i[0][2] + Ua_i[0][0] * Ub_r[0][2] +
                        Ua_r[0][1] * Ub_i[1][2] + Ua_i[0][1] * Ub_r[1][2] +
                        Ua_r[0][2] * Ub_i[2][2] + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * Ub_i[0][0] +
                        Ua_r[1][1] * Ub_r[1][0] - Ua_i[1][1] * Ub_i[1][0] +
                        Ua_r[1][2] * Ub_r[2][0] - Ua_i[1][2] * Ub_i[2][0];
            A_i[1][0] = Ua_r[1][0] * Ub_i[0][0] + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * Ub_i[1][0] + Ua_i[1][1] * Ub_r[1][0] +
                        Ua_r[1][2] * Ub_i[2][0] + Ua_i[1][2] * Ub_r[2][0];
            A_r[1][1] = Ua_r[1][0] * Ub_r[0][1] - Ua_i[1][0] * Ub_i[0][1] +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * Ub_i[1][1] +
                        Ua_r[1][2] * Ub_r[2][1] - Ua_i[1][2] * Ub_i[2][1];
            A_i[1][1] = Ua_r[1][0] * Ub_i[0][1] + Ua_i[1][0] * Ub_r[0][1] +
                        Ua_r[1][1] * Ub_i[1][1] + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * Ub_i[2][1] + Ua_i[1][2] * Ub_r[2][1];
            A_r[1][2] = Ua_r[1][0] * Ub_r[0][2] - Ua_i[1][0] * Ub_i[0][2] +
                        Ua_r[1][1] * Ub_r[1][2] - Ua_i[1][1] * Ub_i[1][2] +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * Ub_i[2][2];
            A_i[1][2] = Ua_r[1][0] * Ub_i[0][2] + Ua_i[1][0] * Ub_r[0][2] +
                        Ua_r[1][1] * Ub_i[1][2] + Ua_i[1][1] * Ub_r[1][2] +
                        Ua_r[1][2] * Ub_i[2][2] + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * Ub_i[0][0] +
                        Ua_r[2][1] * Ub_r[1][0] - Ua_i[2][1] * Ub_i[1][0] +
                        Ua_r[2][2] * Ub_r[2][0] - Ua_i[2][2] * Ub_i[2][0];
            A_i[2][0] = Ua_r[2][0] * Ub_i[0][0] + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * Ub_i[1][0] + Ua_i[2][1] * Ub_r[1][0] +
                        Ua_r[2][2] * Ub_i[2][0] + Ua_i[2][2] * Ub_r[2][0];
            A_r[2][1] = Ua_r[2][0] * Ub_r[0][1] - Ua_i[2][0] * Ub_i[0][1] +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * Ub_i[1][1] +
                        Ua_r[2][2] * Ub_r[2][1] - Ua_i[2][2] * Ub_i[2][1];
            A_i[2][1] = Ua_r[2][0] * Ub_i[0][1] + Ua_i[2][0] * Ub_r[0][1] +
                        Ua_r[2][1] * Ub_i[1][1] + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * Ub_i[2][1] + Ua_i[2][2] * Ub_r[2][1];
            A_r[2][2] = Ua_r[2][0] * Ub_r[0][2] - Ua_i[2][0] * Ub_i[0][2] +
                        Ua_r[2][1] * Ub_r[1][2] - Ua_i[2][1] * Ub_i[1][2] +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * Ub_i[2][2];
            A_i[2][2] = Ua_r[2][0] * Ub_i[0][2] + Ua_i[2][0] * Ub_r[0][2] +
                        Ua_r[2][1] * Ub_i[1][2] + Ua_i[2][1] * Ub_r[1][2] +
                        Ua_r[2][2] * Ub_i[2][2] + Ua_i[2][2] * Ub_r[2][2];

            float Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_i[2][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 0) * sizeh + (h)];
            Uc_r[2][1] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_i[2][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 1) * sizeh + (h)];
            Uc_r[2][2] = __real__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];
            Uc_i[2][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 3 + 2) * 3 + 2) * sizeh + (h)];

            float Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_i[2][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 0) * sizeh + (jnu)];
            Ud_r[2][1] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_i[2][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 1) * sizeh + (jnu)];
            Ud_r[2][2] = __real__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];
            Ud_i[2][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 3 + 2) * 3 + 2) * sizeh + (jnu)];

            float B_r[3][3], B_i[3][3];
            B_r[0][0] = Uc_r[0][0] * Ud_r[0][0] - Uc_i[0][0] * Ud_i[0][0] +
                        Uc_r[0][1] * Ud_r[1][0] - Uc_i[0][1] * Ud_i[1][0] +
                        Uc_r[0][2] * Ud_r[2][0] - Uc_i[0][2] * Ud_i[2][0];
            B_i[0][0] = Uc_r[0][0] * Ud_i[0][0] + Uc_i[0][0] * Ud_r[0][0] +
                        Uc_r[0][1] * Ud_i[1][0] + Uc_i[0][1] * Ud_r[1][0] +
                        Uc_r[0][2] * Ud_i[2][0] + Uc_i[0][2] * Ud_r[2][0];
            B_r[0][1] = Uc_r[0][0] * Ud_r[0][1] - Uc_i[0][0] * Ud_i[0][1] +
                        Uc_r[0][1] * Ud_r[1][1] - Uc_i[0][1] * Ud_i[1][1] +
                        Uc_r[0][2] * Ud_r[2][1] - Uc_i[0][2] * Ud_i[2][1];
            B_i[0][1] = Uc_r[0][0] * Ud_i[0][1] + Uc_i[0][0] * Ud_r[0][1] +
                        Uc_r[0][1] * Ud_i[1][1] + Uc_i[0][1] * Ud_r[1][1] +
                        Uc_r[0][2] * Ud_i[2][1] + Uc_i[0][2] * Ud_r[2][1];
            B_r[0][2] = Uc_r[0][0] * Ud_r[0][2] - Uc_i[0][0] * Ud_i[0][2] +
                        Uc_r[0][1] * Ud_r[1][2] - Uc_i[0][1] * Ud_i[1][2] +
                        Uc_r[0][2] * Ud_r[2][2] - Uc_i[0][2] * Ud_i[2][2];
            B_i[0][2] = Uc_r[0][0] * Ud_i[0][2] + Uc_i[0][0] * Ud_r[0][2] +
                        Uc_r[0][1] * Ud_i[1][2] + Uc_i[0][1] * Ud_r[1][2] +
                        Uc_r[0][2] * Ud_i[2][2] + Uc_i[0][2] * Ud_r[2][2];
            B_r[1][0] = Uc_r[1][0] * Ud_r[0][0] - Uc_i[1][0] * Ud_i[0][0] +
                        Uc_r[1][1] * Ud_r[1][0] - Uc_i[1][1] * Ud_i[1][0] +
                        Uc_r[1][2] * Ud_r[2][0] - Uc_i[1][2] * Ud_i[2][0];
            B_i[1][0] = Uc_r[1][0] * Ud_i[0][0] + Uc_i[1][0] * Ud_r[0][0] +
                        Uc_r[1][1] * Ud_i[1][0] + Uc_i[1][1] * Ud_r[1][0] +
                        Uc_r[1][2] * Ud_i[2][0] + Uc_i[1][2] * Ud_r[2][0];
            B_r[1][1] = Uc_r[1][0] * Ud_r[0][1] - Uc_i[1][0] * Ud_i[0][1] +
                        Uc_r[1][1] * Ud_r[1][1] - Uc_i[1][1] * Ud_i[1][1] +
                        Uc_r[1][2] * Ud_r[2][1] - Uc_i[1][2] * Ud_i[2][1];
            B_i[1][1] = Uc_r[1][0] * Ud_i[0][1] + Uc_i[1][0] * Ud_r[0][1] +
                        Uc_r[1][1] * Ud_i[1][1] + Uc_i[1][1] * Ud_r[1][1] +
                        Uc_r[1][2] * Ud_i[2][1] + Uc_i[1][2] * Ud_r[2][1];
            B_r[1][2] = Uc_r[1][0] * Ud_r[0][2] - Uc_i[1][0] * Ud_i[0][2] +
                        Uc_r[1][1] * Ud_r[1][2] - Uc_i[1][1] * Ud_i[1][2] +
                        Uc_r[1][2] * Ud_r[2][2] - Uc_i[1][2] * Ud_i[2][2];
            B_i[1][2] = Uc_r[1][0] * Ud_i[0][2] + Uc_i[1][0] * Ud_r[0][2] +
                        Uc_r[1][1] * Ud_i[1][2] + Uc_i[1][1] * Ud_r[1][2] +
                        Uc_r[1][2] * Ud_i[2][2] + Uc_i[1][2] * Ud_r[2][2];
            B_r[2][0] = Uc_r[2][0] * Ud_r[0][0] - Uc_i[2][0] * Ud_i[0][0] +
                        Uc_r[2][1] * Ud_r[1][0] - Uc_i[2][1] * Ud_i[1][0] +
                        Uc_r[2][2] * Ud_r[2][0] - Uc_i[2][2] * Ud_i[2][0];
            B_i[2][0] = Uc_r[2][0] * Ud_i[0][0] + Uc_i[2][0] * Ud_r[0][0] +
                        Uc_r[2][1] * Ud_i[1][0] + Uc_i[2][1] * Ud_r[1][0] +
                        Uc_r[2][2] * Ud_i[2][0] + Uc_i[2][2] * Ud_r[2][0];
            B_r[2][1] = Uc_r[2][0] * Ud_r[0][1] - Uc_i[2][0] * Ud_i[0][1] +
                        Uc_r[2][1] * Ud_r[1][1] - Uc_i[2][1] * Ud_i[1][1] +
                        Uc_r[2][2] * Ud_r[2][1] - Uc_i[2][2] * Ud_i[2][1];
            B_i[2][1] = Uc_r[2][0] * Ud_i[0][1] + Uc_i[2][0] * Ud_r[0][1] +
                        Uc_r[2][1] * Ud_i[1][1] + Uc_i[2][1] * Ud_r[1][1] +
                        Uc_r[2][2] * Ud_i[2][1] + Uc_i[2][2] * Ud_r[2][1];
            B_r[2][2] = Uc_r[2][0] * Ud_r[0][2] - Uc_i[2][0] * Ud_i[0][2] +
                        Uc_r[2][1] * Ud_r[1][2] - Uc_i[2][1] * Ud_i[1][2] +
                        Uc_r[2][2] * Ud_r[2][2] - Uc_i[2][2] * Ud_i[2][2];
            B_i[2][2] = Uc_r[2][0] * Ud_i[0][2] + Uc_i[2][0] * Ud_r[0][2] +
                        Uc_r[2][1] * Ud_i[1][2] + Uc_i[2][1] * Ud_r[1][2] +
                        Uc_r[2][2] * Ud_i[2][2] + Uc_i[2][2] * Ud_r[2][2];

            site += (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
        }
        sum += site / 3;
    }
    return sum;
}
