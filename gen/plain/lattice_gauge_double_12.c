/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/gauge.c.j2
 * flavour:   plain
 * lattice:   8x8x8x8
 * directions: x->0, y->1, z->2, t->3
 * boundary:  x periodic, y periodic, z periodic, t antiperiodic
 * precision: double
 * links:     12 reals
 * tunables:  defaults
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>

#include "lattice_kernels.h"

/* Sum over the sites of one parity of sum_{mu<nu} Re tr(U_mu(x) U_nu(x+mu) U_mu(x+nu)^dagger
 * U_nu(x)^dagger) / 3, accumulated in double. */
double lattice_plaquette_d12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh;
    (void)nlink;
    const int p = parity & 1, q = 1 - (parity & 1);
    double sum = 0;
    /* concurrent: iterations are independent except for the +-reduction into sum */
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
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
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

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                         (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
            Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                           (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
            Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                         (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
            Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                           (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
            Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                         (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
            Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                           (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

            double B_r[3][3], B_i[3][3];
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
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
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

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                         (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
            Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                           (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
            Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                         (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
            Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                           (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
            Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                         (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
            Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                           (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

            double B_r[3][3], B_i[3][3];
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
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
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

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                         (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
            Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                           (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
            Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                         (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
            Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                           (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
            Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                         (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
            Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                           (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

            double B_r[3][3], B_i[3][3];
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
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
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

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                         (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
            Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                           (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
            Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                         (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
            Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                           (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
            Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                         (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
            Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                           (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

            double B_r[3][3], B_i[3][3];
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
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
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

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                         (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
            Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                           (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
            Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                         (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
            Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                           (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
            Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                         (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
            Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                           (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

            double B_r[3][3], B_i[3][3];
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
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
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

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double Ud_r[3][3], Ud_i[3][3];
            Ud_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ud_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ud_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ud_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ud_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ud_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                         (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
            Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                           (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
            Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                         (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
            Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                           (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
            Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                         (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
            Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                           (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

            double B_r[3][3], B_i[3][3];
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

/* Block sums of the plaquettes (runtime/lattice/dist.h: the deterministic sums over ranks):
 * part[k] = the sum over the 16 sites of block k of sum_{mu<nu} Re tr U_P / 3, the blocks of
 * 2^4 sites from l0..l3 (even), c0 x c1 x c2 x c3 of them (c0 fastest), the sites of a block
 * in the order of d = dx0 + 2 dx1 + 4 dx2 + 8 dx3. */
void lattice_plaquette_blocks_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                  int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                                  int32_t c2, int32_t c3, const double complex *restrict u,
                                  double *restrict part) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nblock = (int64_t)c0 * c1 * c2 * c3;
    (void)nlink;
    /* concurrent: iterations are independent */
    for (int64_t k = 0; k < nblock; ++k) {
        const int32_t k0 = (int32_t)(k % c0), k1 = (int32_t)((k / c0) % c1),
                      k2 = (int32_t)((k / ((int64_t)c0 * c1)) % c2);
        const int32_t k3 = (int32_t)(k / ((int64_t)c0 * c1 * c2));
        double sum = 0;

        for (int d = 0; d < 16; ++d) {
            const int32_t x0 = l0 + 2 * k0 + (d & 1), x1 = l1 + 2 * k1 + ((d >> 1) & 1);
            const int32_t x2 = l2 + 2 * k2 + ((d >> 2) & 1), x3 = l3 + 2 * k3 + (d >> 3);
            const int p = (x0 + x1 + x2 + x3) & 1, q = 1 - p;
            const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
            double site = 0;
            { /* plane 01 */
                const int64_t jmu =
                                  LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                              jnu =
                                  LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
                double Ua_r[3][3], Ua_i[3][3];
                Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                             (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
                Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                               (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
                Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                             (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
                Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                               (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
                Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                             (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
                Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                               (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

                double Ub_r[3][3], Ub_i[3][3];
                Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                             (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
                Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                               (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
                Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                             (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
                Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                               (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
                Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                             (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
                Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                               (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

                double A_r[3][3], A_i[3][3];
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

                double Uc_r[3][3], Uc_i[3][3];
                Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                             (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
                Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                               (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
                Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                             (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
                Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                               (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
                Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                             (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
                Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                               (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

                double Ud_r[3][3], Ud_i[3][3];
                Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                             (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
                Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                               (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
                Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                             (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
                Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                               (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
                Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                             (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
                Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                               (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

                double B_r[3][3], B_i[3][3];
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

                site +=
                    (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
            }
            { /* plane 02 */
                const int64_t jmu =
                                  LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                              jnu =
                                  LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
                double Ua_r[3][3], Ua_i[3][3];
                Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                             (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
                Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                               (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
                Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                             (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
                Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                               (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
                Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                             (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
                Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                               (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

                double Ub_r[3][3], Ub_i[3][3];
                Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                             (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
                Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                               (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
                Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                             (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
                Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                               (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
                Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                             (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
                Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                               (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

                double A_r[3][3], A_i[3][3];
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

                double Uc_r[3][3], Uc_i[3][3];
                Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                             (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
                Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                               (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
                Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                             (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
                Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                               (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
                Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                             (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
                Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                               (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

                double Ud_r[3][3], Ud_i[3][3];
                Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                             (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
                Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                               (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
                Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                             (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
                Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                               (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
                Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                             (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
                Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                               (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

                double B_r[3][3], B_i[3][3];
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

                site +=
                    (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
            }
            { /* plane 03 */
                const int64_t jmu =
                                  LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                              jnu =
                                  LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
                double Ua_r[3][3], Ua_i[3][3];
                Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                             (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
                Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                               (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
                Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                             (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
                Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                               (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
                Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                             (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
                Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                               (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

                double Ub_r[3][3], Ub_i[3][3];
                Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                             (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
                Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                               (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
                Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                             (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
                Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                               (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
                Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                             (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
                Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                               (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

                double A_r[3][3], A_i[3][3];
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

                double Uc_r[3][3], Uc_i[3][3];
                Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                             (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
                Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                               (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
                Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                             (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
                Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                               (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
                Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                             (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
                Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                               (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

                double Ud_r[3][3], Ud_i[3][3];
                Ud_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                             (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
                Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                               (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
                Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                             (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
                Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                               (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
                Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                             (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
                Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                               (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

                double B_r[3][3], B_i[3][3];
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

                site +=
                    (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
            }
            { /* plane 12 */
                const int64_t jmu =
                                  LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2),
                              jnu =
                                  LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
                double Ua_r[3][3], Ua_i[3][3];
                Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                             (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
                Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                               (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
                Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                             (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
                Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                               (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
                Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                             (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
                Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                               (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

                double Ub_r[3][3], Ub_i[3][3];
                Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                             (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
                Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                               (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
                Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                             (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
                Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                               (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
                Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                             (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
                Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                               (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

                double A_r[3][3], A_i[3][3];
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

                double Uc_r[3][3], Uc_i[3][3];
                Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                             (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
                Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                               (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
                Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                             (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
                Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                               (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
                Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                             (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
                Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                               (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

                double Ud_r[3][3], Ud_i[3][3];
                Ud_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                             (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
                Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                               (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
                Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                             (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
                Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                               (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
                Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                             (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
                Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                               (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

                double B_r[3][3], B_i[3][3];
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

                site +=
                    (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
            }
            { /* plane 13 */
                const int64_t jmu =
                                  LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2),
                              jnu =
                                  LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
                double Ua_r[3][3], Ua_i[3][3];
                Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                             (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
                Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                               (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
                Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                             (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
                Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                               (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
                Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                             (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
                Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                               (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

                double Ub_r[3][3], Ub_i[3][3];
                Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                             (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
                Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                               (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
                Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                             (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
                Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                               (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
                Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                             (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
                Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                               (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

                double A_r[3][3], A_i[3][3];
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

                double Uc_r[3][3], Uc_i[3][3];
                Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                             (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
                Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                               (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
                Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                             (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
                Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                               (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
                Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                             (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
                Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                               (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

                double Ud_r[3][3], Ud_i[3][3];
                Ud_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                             (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
                Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                               (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
                Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                             (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
                Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                               (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
                Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                             (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
                Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                               (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

                double B_r[3][3], B_i[3][3];
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

                site +=
                    (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
            }
            { /* plane 23 */
                const int64_t jmu =
                                  LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2),
                              jnu =
                                  LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
                double Ua_r[3][3], Ua_i[3][3];
                Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                             (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
                Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                               (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
                Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                             (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
                Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                               (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
                Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                             (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
                Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                               (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

                double Ub_r[3][3], Ub_i[3][3];
                Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
                Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
                Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
                Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
                Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
                Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
                Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                             (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
                Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                               (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
                Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                             (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
                Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                               (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
                Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                             (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
                Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                               (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

                double A_r[3][3], A_i[3][3];
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

                double Uc_r[3][3], Uc_i[3][3];
                Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
                Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
                Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
                Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
                Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
                Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
                Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                             (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
                Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                               (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
                Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                             (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
                Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                               (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
                Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                             (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
                Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                               (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

                double Ud_r[3][3], Ud_i[3][3];
                Ud_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
                Ud_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
                Ud_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
                Ud_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
                Ud_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
                Ud_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
                Ud_r[2][0] = (Ud_r[0][1] * Ud_r[1][2] - Ud_i[0][1] * Ud_i[1][2]) -
                             (Ud_r[0][2] * Ud_r[1][1] - Ud_i[0][2] * Ud_i[1][1]);
                Ud_i[2][0] = -((Ud_r[0][1] * Ud_i[1][2] + Ud_i[0][1] * Ud_r[1][2]) -
                               (Ud_r[0][2] * Ud_i[1][1] + Ud_i[0][2] * Ud_r[1][1]));
                Ud_r[2][1] = (Ud_r[0][2] * Ud_r[1][0] - Ud_i[0][2] * Ud_i[1][0]) -
                             (Ud_r[0][0] * Ud_r[1][2] - Ud_i[0][0] * Ud_i[1][2]);
                Ud_i[2][1] = -((Ud_r[0][2] * Ud_i[1][0] + Ud_i[0][2] * Ud_r[1][0]) -
                               (Ud_r[0][0] * Ud_i[1][2] + Ud_i[0][0] * Ud_r[1][2]));
                Ud_r[2][2] = (Ud_r[0][0] * Ud_r[1][1] - Ud_i[0][0] * Ud_i[1][1]) -
                             (Ud_r[0][1] * Ud_r[1][0] - Ud_i[0][1] * Ud_i[1][0]);
                Ud_i[2][2] = -((Ud_r[0][0] * Ud_i[1][1] + Ud_i[0][0] * Ud_r[1][1]) -
                               (Ud_r[0][1] * Ud_i[1][0] + Ud_i[0][1] * Ud_r[1][0]));

                double B_r[3][3], B_i[3][3];
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

                site +=
                    (double)(A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
            }
            sum += site / 3;
        }
        part[k] = sum;
    }
}

/* Wilson staple sum of U_0(x) on the sites of one parity (full 3x3 output):
 * sum_{nu != 0} U_nu(x+mu) U_mu(x+nu)^dagger U_nu(x)^dagger
 *                  + U_nu(x+mu-nu)^dagger U_mu(x-nu)^dagger U_nu(x-nu) */
static void staples_0_d12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                          const double complex *restrict u, double complex *restrict staple) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nstaple = 9 * sizeh;
    (void)nlink, (void)nstaple;
    const int p = parity & 1, q = 1 - (parity & 1);
    /* concurrent: iterations are independent */
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

        double S_r[3][3] = {{0}}, S_i[3][3] = {{0}};
        { /* nu = 1, upper */
            const int64_t jmu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 1, lower */
            const int64_t jmn = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1),
                                             (x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n0, n1, n2),
                          jn = LATTICE_IDXH(x0, (x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 2, upper */
            const int64_t jmu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 2, lower */
            const int64_t jmn = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1,
                                             (x2 == 0 ? n2 - 1 : x2 - 1), x3, n0, n1, n2),
                          jn = LATTICE_IDXH(x0, x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 3, upper */
            const int64_t jmu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 3, lower */
            const int64_t jmn = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2,
                                             (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2),
                          jn = LATTICE_IDXH(x0, x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)] = S_r[0][0];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)] = S_i[0][0];
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)] = S_r[0][1];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)] = S_i[0][1];
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)] = S_r[0][2];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)] = S_i[0][2];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)] = S_r[1][0];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)] = S_i[1][0];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)] = S_r[1][1];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)] = S_i[1][1];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)] = S_r[1][2];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)] = S_i[1][2];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)] = S_r[2][0];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)] = S_i[2][0];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)] = S_r[2][1];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)] = S_i[2][1];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)] = S_r[2][2];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)] = S_i[2][2];
    }
}

/* Wilson staple sum of U_1(x) on the sites of one parity (full 3x3 output):
 * sum_{nu != 1} U_nu(x+mu) U_mu(x+nu)^dagger U_nu(x)^dagger
 *                  + U_nu(x+mu-nu)^dagger U_mu(x-nu)^dagger U_nu(x-nu) */
static void staples_1_d12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                          const double complex *restrict u, double complex *restrict staple) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nstaple = 9 * sizeh;
    (void)nlink, (void)nstaple;
    const int p = parity & 1, q = 1 - (parity & 1);
    /* concurrent: iterations are independent */
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

        double S_r[3][3] = {{0}}, S_i[3][3] = {{0}};
        { /* nu = 0, upper */
            const int64_t jmu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 0, lower */
            const int64_t jmn = LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1),
                                             (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2),
                          jn = LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1), x1, x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 2, upper */
            const int64_t jmu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 2, lower */
            const int64_t jmn = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1),
                                             (x2 == 0 ? n2 - 1 : x2 - 1), x3, n0, n1, n2),
                          jn = LATTICE_IDXH(x0, x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 3, upper */
            const int64_t jmu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 3, lower */
            const int64_t jmn = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2,
                                             (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2),
                          jn = LATTICE_IDXH(x0, x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)] = S_r[0][0];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)] = S_i[0][0];
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)] = S_r[0][1];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)] = S_i[0][1];
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)] = S_r[0][2];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)] = S_i[0][2];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)] = S_r[1][0];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)] = S_i[1][0];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)] = S_r[1][1];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)] = S_i[1][1];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)] = S_r[1][2];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)] = S_i[1][2];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)] = S_r[2][0];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)] = S_i[2][0];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)] = S_r[2][1];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)] = S_i[2][1];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)] = S_r[2][2];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)] = S_i[2][2];
    }
}

/* Wilson staple sum of U_2(x) on the sites of one parity (full 3x3 output):
 * sum_{nu != 2} U_nu(x+mu) U_mu(x+nu)^dagger U_nu(x)^dagger
 *                  + U_nu(x+mu-nu)^dagger U_mu(x-nu)^dagger U_nu(x-nu) */
static void staples_2_d12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                          const double complex *restrict u, double complex *restrict staple) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nstaple = 9 * sizeh;
    (void)nlink, (void)nstaple;
    const int p = parity & 1, q = 1 - (parity & 1);
    /* concurrent: iterations are independent */
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

        double S_r[3][3] = {{0}}, S_i[3][3] = {{0}};
        { /* nu = 0, upper */
            const int64_t jmu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2),
                          jnu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 0, lower */
            const int64_t jmn = LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1), x1,
                                             (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2),
                          jn = LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1), x1, x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 1, upper */
            const int64_t jmu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 1, lower */
            const int64_t jmn = LATTICE_IDXH(x0, (x1 == 0 ? n1 - 1 : x1 - 1),
                                             (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2),
                          jn = LATTICE_IDXH(x0, (x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 3, upper */
            const int64_t jmu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 3, lower */
            const int64_t jmn = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1),
                                             (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2),
                          jn = LATTICE_IDXH(x0, x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)] = S_r[0][0];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)] = S_i[0][0];
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)] = S_r[0][1];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)] = S_i[0][1];
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)] = S_r[0][2];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)] = S_i[0][2];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)] = S_r[1][0];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)] = S_i[1][0];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)] = S_r[1][1];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)] = S_i[1][1];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)] = S_r[1][2];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)] = S_i[1][2];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)] = S_r[2][0];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)] = S_i[2][0];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)] = S_r[2][1];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)] = S_i[2][1];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)] = S_r[2][2];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)] = S_i[2][2];
    }
}

/* Wilson staple sum of U_3(x) on the sites of one parity (full 3x3 output):
 * sum_{nu != 3} U_nu(x+mu) U_mu(x+nu)^dagger U_nu(x)^dagger
 *                  + U_nu(x+mu-nu)^dagger U_mu(x-nu)^dagger U_nu(x-nu) */
static void staples_3_d12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                          const double complex *restrict u, double complex *restrict staple) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nstaple = 9 * sizeh;
    (void)nlink, (void)nstaple;
    const int p = parity & 1, q = 1 - (parity & 1);
    /* concurrent: iterations are independent */
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

        double S_r[3][3] = {{0}}, S_i[3][3] = {{0}};
        { /* nu = 0, upper */
            const int64_t jmu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2),
                          jnu = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 0, lower */
            const int64_t jmn = LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1), x1, x2,
                                             (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2),
                          jn = LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1), x1, x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 0 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 1, upper */
            const int64_t jmu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 1, lower */
            const int64_t jmn = LATTICE_IDXH(x0, (x1 == 0 ? n1 - 1 : x1 - 1), x2,
                                             (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2),
                          jn = LATTICE_IDXH(x0, (x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 1 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 2, upper */
            const int64_t jmu = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2),
                          jnu = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jmu)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jmu)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jmu)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jmu)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jmu)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jmu)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jnu)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jnu)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jnu)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jnu)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jnu)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jnu)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - Ua_i[0][0] * (-Ub_i[0][0]) +
                        Ua_r[0][1] * Ub_r[0][1] - Ua_i[0][1] * (-Ub_i[0][1]) +
                        Ua_r[0][2] * Ub_r[0][2] - Ua_i[0][2] * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + Ua_i[0][0] * Ub_r[0][0] +
                        Ua_r[0][1] * (-Ub_i[0][1]) + Ua_i[0][1] * Ub_r[0][1] +
                        Ua_r[0][2] * (-Ub_i[0][2]) + Ua_i[0][2] * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - Ua_i[0][0] * (-Ub_i[1][0]) +
                        Ua_r[0][1] * Ub_r[1][1] - Ua_i[0][1] * (-Ub_i[1][1]) +
                        Ua_r[0][2] * Ub_r[1][2] - Ua_i[0][2] * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + Ua_i[0][0] * Ub_r[1][0] +
                        Ua_r[0][1] * (-Ub_i[1][1]) + Ua_i[0][1] * Ub_r[1][1] +
                        Ua_r[0][2] * (-Ub_i[1][2]) + Ua_i[0][2] * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - Ua_i[0][0] * (-Ub_i[2][0]) +
                        Ua_r[0][1] * Ub_r[2][1] - Ua_i[0][1] * (-Ub_i[2][1]) +
                        Ua_r[0][2] * Ub_r[2][2] - Ua_i[0][2] * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + Ua_i[0][0] * Ub_r[2][0] +
                        Ua_r[0][1] * (-Ub_i[2][1]) + Ua_i[0][1] * Ub_r[2][1] +
                        Ua_r[0][2] * (-Ub_i[2][2]) + Ua_i[0][2] * Ub_r[2][2];
            A_r[1][0] = Ua_r[1][0] * Ub_r[0][0] - Ua_i[1][0] * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - Ua_i[1][1] * (-Ub_i[0][1]) +
                        Ua_r[1][2] * Ub_r[0][2] - Ua_i[1][2] * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[1][0] * (-Ub_i[0][0]) + Ua_i[1][0] * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + Ua_i[1][1] * Ub_r[0][1] +
                        Ua_r[1][2] * (-Ub_i[0][2]) + Ua_i[1][2] * Ub_r[0][2];
            A_r[1][1] = Ua_r[1][0] * Ub_r[1][0] - Ua_i[1][0] * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - Ua_i[1][1] * (-Ub_i[1][1]) +
                        Ua_r[1][2] * Ub_r[1][2] - Ua_i[1][2] * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[1][0] * (-Ub_i[1][0]) + Ua_i[1][0] * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + Ua_i[1][1] * Ub_r[1][1] +
                        Ua_r[1][2] * (-Ub_i[1][2]) + Ua_i[1][2] * Ub_r[1][2];
            A_r[1][2] = Ua_r[1][0] * Ub_r[2][0] - Ua_i[1][0] * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - Ua_i[1][1] * (-Ub_i[2][1]) +
                        Ua_r[1][2] * Ub_r[2][2] - Ua_i[1][2] * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[1][0] * (-Ub_i[2][0]) + Ua_i[1][0] * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + Ua_i[1][1] * Ub_r[2][1] +
                        Ua_r[1][2] * (-Ub_i[2][2]) + Ua_i[1][2] * Ub_r[2][2];
            A_r[2][0] = Ua_r[2][0] * Ub_r[0][0] - Ua_i[2][0] * (-Ub_i[0][0]) +
                        Ua_r[2][1] * Ub_r[0][1] - Ua_i[2][1] * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - Ua_i[2][2] * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[2][0] * (-Ub_i[0][0]) + Ua_i[2][0] * Ub_r[0][0] +
                        Ua_r[2][1] * (-Ub_i[0][1]) + Ua_i[2][1] * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + Ua_i[2][2] * Ub_r[0][2];
            A_r[2][1] = Ua_r[2][0] * Ub_r[1][0] - Ua_i[2][0] * (-Ub_i[1][0]) +
                        Ua_r[2][1] * Ub_r[1][1] - Ua_i[2][1] * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - Ua_i[2][2] * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[2][0] * (-Ub_i[1][0]) + Ua_i[2][0] * Ub_r[1][0] +
                        Ua_r[2][1] * (-Ub_i[1][1]) + Ua_i[2][1] * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + Ua_i[2][2] * Ub_r[1][2];
            A_r[2][2] = Ua_r[2][0] * Ub_r[2][0] - Ua_i[2][0] * (-Ub_i[2][0]) +
                        Ua_r[2][1] * Ub_r[2][1] - Ua_i[2][1] * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - Ua_i[2][2] * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[2][0] * (-Ub_i[2][0]) + Ua_i[2][0] * Ub_r[2][0] +
                        Ua_r[2][1] * (-Ub_i[2][1]) + Ua_i[2][1] * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + Ua_i[2][2] * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (h)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (h)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (h)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (h)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (h)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (h)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * (-Uc_i[0][0]) +
                        A_r[0][1] * Uc_r[0][1] - A_i[0][1] * (-Uc_i[0][1]) +
                        A_r[0][2] * Uc_r[0][2] - A_i[0][2] * (-Uc_i[0][2]);
            B_i[0][0] = A_r[0][0] * (-Uc_i[0][0]) + A_i[0][0] * Uc_r[0][0] +
                        A_r[0][1] * (-Uc_i[0][1]) + A_i[0][1] * Uc_r[0][1] +
                        A_r[0][2] * (-Uc_i[0][2]) + A_i[0][2] * Uc_r[0][2];
            B_r[0][1] = A_r[0][0] * Uc_r[1][0] - A_i[0][0] * (-Uc_i[1][0]) +
                        A_r[0][1] * Uc_r[1][1] - A_i[0][1] * (-Uc_i[1][1]) +
                        A_r[0][2] * Uc_r[1][2] - A_i[0][2] * (-Uc_i[1][2]);
            B_i[0][1] = A_r[0][0] * (-Uc_i[1][0]) + A_i[0][0] * Uc_r[1][0] +
                        A_r[0][1] * (-Uc_i[1][1]) + A_i[0][1] * Uc_r[1][1] +
                        A_r[0][2] * (-Uc_i[1][2]) + A_i[0][2] * Uc_r[1][2];
            B_r[0][2] = A_r[0][0] * Uc_r[2][0] - A_i[0][0] * (-Uc_i[2][0]) +
                        A_r[0][1] * Uc_r[2][1] - A_i[0][1] * (-Uc_i[2][1]) +
                        A_r[0][2] * Uc_r[2][2] - A_i[0][2] * (-Uc_i[2][2]);
            B_i[0][2] = A_r[0][0] * (-Uc_i[2][0]) + A_i[0][0] * Uc_r[2][0] +
                        A_r[0][1] * (-Uc_i[2][1]) + A_i[0][1] * Uc_r[2][1] +
                        A_r[0][2] * (-Uc_i[2][2]) + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * (-Uc_i[0][0]) +
                        A_r[1][1] * Uc_r[0][1] - A_i[1][1] * (-Uc_i[0][1]) +
                        A_r[1][2] * Uc_r[0][2] - A_i[1][2] * (-Uc_i[0][2]);
            B_i[1][0] = A_r[1][0] * (-Uc_i[0][0]) + A_i[1][0] * Uc_r[0][0] +
                        A_r[1][1] * (-Uc_i[0][1]) + A_i[1][1] * Uc_r[0][1] +
                        A_r[1][2] * (-Uc_i[0][2]) + A_i[1][2] * Uc_r[0][2];
            B_r[1][1] = A_r[1][0] * Uc_r[1][0] - A_i[1][0] * (-Uc_i[1][0]) +
                        A_r[1][1] * Uc_r[1][1] - A_i[1][1] * (-Uc_i[1][1]) +
                        A_r[1][2] * Uc_r[1][2] - A_i[1][2] * (-Uc_i[1][2]);
            B_i[1][1] = A_r[1][0] * (-Uc_i[1][0]) + A_i[1][0] * Uc_r[1][0] +
                        A_r[1][1] * (-Uc_i[1][1]) + A_i[1][1] * Uc_r[1][1] +
                        A_r[1][2] * (-Uc_i[1][2]) + A_i[1][2] * Uc_r[1][2];
            B_r[1][2] = A_r[1][0] * Uc_r[2][0] - A_i[1][0] * (-Uc_i[2][0]) +
                        A_r[1][1] * Uc_r[2][1] - A_i[1][1] * (-Uc_i[2][1]) +
                        A_r[1][2] * Uc_r[2][2] - A_i[1][2] * (-Uc_i[2][2]);
            B_i[1][2] = A_r[1][0] * (-Uc_i[2][0]) + A_i[1][0] * Uc_r[2][0] +
                        A_r[1][1] * (-Uc_i[2][1]) + A_i[1][1] * Uc_r[2][1] +
                        A_r[1][2] * (-Uc_i[2][2]) + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * (-Uc_i[0][0]) +
                        A_r[2][1] * Uc_r[0][1] - A_i[2][1] * (-Uc_i[0][1]) +
                        A_r[2][2] * Uc_r[0][2] - A_i[2][2] * (-Uc_i[0][2]);
            B_i[2][0] = A_r[2][0] * (-Uc_i[0][0]) + A_i[2][0] * Uc_r[0][0] +
                        A_r[2][1] * (-Uc_i[0][1]) + A_i[2][1] * Uc_r[0][1] +
                        A_r[2][2] * (-Uc_i[0][2]) + A_i[2][2] * Uc_r[0][2];
            B_r[2][1] = A_r[2][0] * Uc_r[1][0] - A_i[2][0] * (-Uc_i[1][0]) +
                        A_r[2][1] * Uc_r[1][1] - A_i[2][1] * (-Uc_i[1][1]) +
                        A_r[2][2] * Uc_r[1][2] - A_i[2][2] * (-Uc_i[1][2]);
            B_i[2][1] = A_r[2][0] * (-Uc_i[1][0]) + A_i[2][0] * Uc_r[1][0] +
                        A_r[2][1] * (-Uc_i[1][1]) + A_i[2][1] * Uc_r[1][1] +
                        A_r[2][2] * (-Uc_i[1][2]) + A_i[2][2] * Uc_r[1][2];
            B_r[2][2] = A_r[2][0] * Uc_r[2][0] - A_i[2][0] * (-Uc_i[2][0]) +
                        A_r[2][1] * Uc_r[2][1] - A_i[2][1] * (-Uc_i[2][1]) +
                        A_r[2][2] * Uc_r[2][2] - A_i[2][2] * (-Uc_i[2][2]);
            B_i[2][2] = A_r[2][0] * (-Uc_i[2][0]) + A_i[2][0] * Uc_r[2][0] +
                        A_r[2][1] * (-Uc_i[2][1]) + A_i[2][1] * Uc_r[2][1] +
                        A_r[2][2] * (-Uc_i[2][2]) + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        { /* nu = 2, lower */
            const int64_t jmn = LATTICE_IDXH(x0, x1, (x2 == 0 ? n2 - 1 : x2 - 1),
                                             (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2),
                          jn = LATTICE_IDXH(x0, x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n0, n1, n2);
            double Ua_r[3][3], Ua_i[3][3];
            Ua_r[0][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 0) * sizeh + (jmn)];
            Ua_r[0][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 1) * sizeh + (jmn)];
            Ua_r[0][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 0) * 3 + 2) * sizeh + (jmn)];
            Ua_r[1][0] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 0) * sizeh + (jmn)];
            Ua_r[1][1] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 1) * sizeh + (jmn)];
            Ua_r[1][2] = __real__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + p) * 2 + 1) * 3 + 2) * sizeh + (jmn)];
            Ua_r[2][0] = (Ua_r[0][1] * Ua_r[1][2] - Ua_i[0][1] * Ua_i[1][2]) -
                         (Ua_r[0][2] * Ua_r[1][1] - Ua_i[0][2] * Ua_i[1][1]);
            Ua_i[2][0] = -((Ua_r[0][1] * Ua_i[1][2] + Ua_i[0][1] * Ua_r[1][2]) -
                           (Ua_r[0][2] * Ua_i[1][1] + Ua_i[0][2] * Ua_r[1][1]));
            Ua_r[2][1] = (Ua_r[0][2] * Ua_r[1][0] - Ua_i[0][2] * Ua_i[1][0]) -
                         (Ua_r[0][0] * Ua_r[1][2] - Ua_i[0][0] * Ua_i[1][2]);
            Ua_i[2][1] = -((Ua_r[0][2] * Ua_i[1][0] + Ua_i[0][2] * Ua_r[1][0]) -
                           (Ua_r[0][0] * Ua_i[1][2] + Ua_i[0][0] * Ua_r[1][2]));
            Ua_r[2][2] = (Ua_r[0][0] * Ua_r[1][1] - Ua_i[0][0] * Ua_i[1][1]) -
                         (Ua_r[0][1] * Ua_r[1][0] - Ua_i[0][1] * Ua_i[1][0]);
            Ua_i[2][2] = -((Ua_r[0][0] * Ua_i[1][1] + Ua_i[0][0] * Ua_r[1][1]) -
                           (Ua_r[0][1] * Ua_i[1][0] + Ua_i[0][1] * Ua_r[1][0]));

            double Ub_r[3][3], Ub_i[3][3];
            Ub_r[0][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_i[0][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Ub_r[0][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_i[0][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Ub_r[0][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_i[0][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Ub_r[1][0] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_i[1][0] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Ub_r[1][1] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_i[1][1] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Ub_r[1][2] = __real__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_i[1][2] = __imag__ u[(((int64_t)(2 * 3 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Ub_r[2][0] = (Ub_r[0][1] * Ub_r[1][2] - Ub_i[0][1] * Ub_i[1][2]) -
                         (Ub_r[0][2] * Ub_r[1][1] - Ub_i[0][2] * Ub_i[1][1]);
            Ub_i[2][0] = -((Ub_r[0][1] * Ub_i[1][2] + Ub_i[0][1] * Ub_r[1][2]) -
                           (Ub_r[0][2] * Ub_i[1][1] + Ub_i[0][2] * Ub_r[1][1]));
            Ub_r[2][1] = (Ub_r[0][2] * Ub_r[1][0] - Ub_i[0][2] * Ub_i[1][0]) -
                         (Ub_r[0][0] * Ub_r[1][2] - Ub_i[0][0] * Ub_i[1][2]);
            Ub_i[2][1] = -((Ub_r[0][2] * Ub_i[1][0] + Ub_i[0][2] * Ub_r[1][0]) -
                           (Ub_r[0][0] * Ub_i[1][2] + Ub_i[0][0] * Ub_r[1][2]));
            Ub_r[2][2] = (Ub_r[0][0] * Ub_r[1][1] - Ub_i[0][0] * Ub_i[1][1]) -
                         (Ub_r[0][1] * Ub_r[1][0] - Ub_i[0][1] * Ub_i[1][0]);
            Ub_i[2][2] = -((Ub_r[0][0] * Ub_i[1][1] + Ub_i[0][0] * Ub_r[1][1]) -
                           (Ub_r[0][1] * Ub_i[1][0] + Ub_i[0][1] * Ub_r[1][0]));

            double A_r[3][3], A_i[3][3];
            A_r[0][0] = Ua_r[0][0] * Ub_r[0][0] - (-Ua_i[0][0]) * (-Ub_i[0][0]) +
                        Ua_r[1][0] * Ub_r[0][1] - (-Ua_i[1][0]) * (-Ub_i[0][1]) +
                        Ua_r[2][0] * Ub_r[0][2] - (-Ua_i[2][0]) * (-Ub_i[0][2]);
            A_i[0][0] = Ua_r[0][0] * (-Ub_i[0][0]) + (-Ua_i[0][0]) * Ub_r[0][0] +
                        Ua_r[1][0] * (-Ub_i[0][1]) + (-Ua_i[1][0]) * Ub_r[0][1] +
                        Ua_r[2][0] * (-Ub_i[0][2]) + (-Ua_i[2][0]) * Ub_r[0][2];
            A_r[0][1] = Ua_r[0][0] * Ub_r[1][0] - (-Ua_i[0][0]) * (-Ub_i[1][0]) +
                        Ua_r[1][0] * Ub_r[1][1] - (-Ua_i[1][0]) * (-Ub_i[1][1]) +
                        Ua_r[2][0] * Ub_r[1][2] - (-Ua_i[2][0]) * (-Ub_i[1][2]);
            A_i[0][1] = Ua_r[0][0] * (-Ub_i[1][0]) + (-Ua_i[0][0]) * Ub_r[1][0] +
                        Ua_r[1][0] * (-Ub_i[1][1]) + (-Ua_i[1][0]) * Ub_r[1][1] +
                        Ua_r[2][0] * (-Ub_i[1][2]) + (-Ua_i[2][0]) * Ub_r[1][2];
            A_r[0][2] = Ua_r[0][0] * Ub_r[2][0] - (-Ua_i[0][0]) * (-Ub_i[2][0]) +
                        Ua_r[1][0] * Ub_r[2][1] - (-Ua_i[1][0]) * (-Ub_i[2][1]) +
                        Ua_r[2][0] * Ub_r[2][2] - (-Ua_i[2][0]) * (-Ub_i[2][2]);
            A_i[0][2] = Ua_r[0][0] * (-Ub_i[2][0]) + (-Ua_i[0][0]) * Ub_r[2][0] +
                        Ua_r[1][0] * (-Ub_i[2][1]) + (-Ua_i[1][0]) * Ub_r[2][1] +
                        Ua_r[2][0] * (-Ub_i[2][2]) + (-Ua_i[2][0]) * Ub_r[2][2];
            A_r[1][0] = Ua_r[0][1] * Ub_r[0][0] - (-Ua_i[0][1]) * (-Ub_i[0][0]) +
                        Ua_r[1][1] * Ub_r[0][1] - (-Ua_i[1][1]) * (-Ub_i[0][1]) +
                        Ua_r[2][1] * Ub_r[0][2] - (-Ua_i[2][1]) * (-Ub_i[0][2]);
            A_i[1][0] = Ua_r[0][1] * (-Ub_i[0][0]) + (-Ua_i[0][1]) * Ub_r[0][0] +
                        Ua_r[1][1] * (-Ub_i[0][1]) + (-Ua_i[1][1]) * Ub_r[0][1] +
                        Ua_r[2][1] * (-Ub_i[0][2]) + (-Ua_i[2][1]) * Ub_r[0][2];
            A_r[1][1] = Ua_r[0][1] * Ub_r[1][0] - (-Ua_i[0][1]) * (-Ub_i[1][0]) +
                        Ua_r[1][1] * Ub_r[1][1] - (-Ua_i[1][1]) * (-Ub_i[1][1]) +
                        Ua_r[2][1] * Ub_r[1][2] - (-Ua_i[2][1]) * (-Ub_i[1][2]);
            A_i[1][1] = Ua_r[0][1] * (-Ub_i[1][0]) + (-Ua_i[0][1]) * Ub_r[1][0] +
                        Ua_r[1][1] * (-Ub_i[1][1]) + (-Ua_i[1][1]) * Ub_r[1][1] +
                        Ua_r[2][1] * (-Ub_i[1][2]) + (-Ua_i[2][1]) * Ub_r[1][2];
            A_r[1][2] = Ua_r[0][1] * Ub_r[2][0] - (-Ua_i[0][1]) * (-Ub_i[2][0]) +
                        Ua_r[1][1] * Ub_r[2][1] - (-Ua_i[1][1]) * (-Ub_i[2][1]) +
                        Ua_r[2][1] * Ub_r[2][2] - (-Ua_i[2][1]) * (-Ub_i[2][2]);
            A_i[1][2] = Ua_r[0][1] * (-Ub_i[2][0]) + (-Ua_i[0][1]) * Ub_r[2][0] +
                        Ua_r[1][1] * (-Ub_i[2][1]) + (-Ua_i[1][1]) * Ub_r[2][1] +
                        Ua_r[2][1] * (-Ub_i[2][2]) + (-Ua_i[2][1]) * Ub_r[2][2];
            A_r[2][0] = Ua_r[0][2] * Ub_r[0][0] - (-Ua_i[0][2]) * (-Ub_i[0][0]) +
                        Ua_r[1][2] * Ub_r[0][1] - (-Ua_i[1][2]) * (-Ub_i[0][1]) +
                        Ua_r[2][2] * Ub_r[0][2] - (-Ua_i[2][2]) * (-Ub_i[0][2]);
            A_i[2][0] = Ua_r[0][2] * (-Ub_i[0][0]) + (-Ua_i[0][2]) * Ub_r[0][0] +
                        Ua_r[1][2] * (-Ub_i[0][1]) + (-Ua_i[1][2]) * Ub_r[0][1] +
                        Ua_r[2][2] * (-Ub_i[0][2]) + (-Ua_i[2][2]) * Ub_r[0][2];
            A_r[2][1] = Ua_r[0][2] * Ub_r[1][0] - (-Ua_i[0][2]) * (-Ub_i[1][0]) +
                        Ua_r[1][2] * Ub_r[1][1] - (-Ua_i[1][2]) * (-Ub_i[1][1]) +
                        Ua_r[2][2] * Ub_r[1][2] - (-Ua_i[2][2]) * (-Ub_i[1][2]);
            A_i[2][1] = Ua_r[0][2] * (-Ub_i[1][0]) + (-Ua_i[0][2]) * Ub_r[1][0] +
                        Ua_r[1][2] * (-Ub_i[1][1]) + (-Ua_i[1][2]) * Ub_r[1][1] +
                        Ua_r[2][2] * (-Ub_i[1][2]) + (-Ua_i[2][2]) * Ub_r[1][2];
            A_r[2][2] = Ua_r[0][2] * Ub_r[2][0] - (-Ua_i[0][2]) * (-Ub_i[2][0]) +
                        Ua_r[1][2] * Ub_r[2][1] - (-Ua_i[1][2]) * (-Ub_i[2][1]) +
                        Ua_r[2][2] * Ub_r[2][2] - (-Ua_i[2][2]) * (-Ub_i[2][2]);
            A_i[2][2] = Ua_r[0][2] * (-Ub_i[2][0]) + (-Ua_i[0][2]) * Ub_r[2][0] +
                        Ua_r[1][2] * (-Ub_i[2][1]) + (-Ua_i[1][2]) * Ub_r[2][1] +
                        Ua_r[2][2] * (-Ub_i[2][2]) + (-Ua_i[2][2]) * Ub_r[2][2];

            double Uc_r[3][3], Uc_i[3][3];
            Uc_r[0][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_i[0][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 0) * sizeh + (jn)];
            Uc_r[0][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_i[0][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 1) * sizeh + (jn)];
            Uc_r[0][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_i[0][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 0) * 3 + 2) * sizeh + (jn)];
            Uc_r[1][0] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_i[1][0] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 0) * sizeh + (jn)];
            Uc_r[1][1] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_i[1][1] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 1) * sizeh + (jn)];
            Uc_r[1][2] = __real__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_i[1][2] = __imag__ u[(((int64_t)(2 * 2 + q) * 2 + 1) * 3 + 2) * sizeh + (jn)];
            Uc_r[2][0] = (Uc_r[0][1] * Uc_r[1][2] - Uc_i[0][1] * Uc_i[1][2]) -
                         (Uc_r[0][2] * Uc_r[1][1] - Uc_i[0][2] * Uc_i[1][1]);
            Uc_i[2][0] = -((Uc_r[0][1] * Uc_i[1][2] + Uc_i[0][1] * Uc_r[1][2]) -
                           (Uc_r[0][2] * Uc_i[1][1] + Uc_i[0][2] * Uc_r[1][1]));
            Uc_r[2][1] = (Uc_r[0][2] * Uc_r[1][0] - Uc_i[0][2] * Uc_i[1][0]) -
                         (Uc_r[0][0] * Uc_r[1][2] - Uc_i[0][0] * Uc_i[1][2]);
            Uc_i[2][1] = -((Uc_r[0][2] * Uc_i[1][0] + Uc_i[0][2] * Uc_r[1][0]) -
                           (Uc_r[0][0] * Uc_i[1][2] + Uc_i[0][0] * Uc_r[1][2]));
            Uc_r[2][2] = (Uc_r[0][0] * Uc_r[1][1] - Uc_i[0][0] * Uc_i[1][1]) -
                         (Uc_r[0][1] * Uc_r[1][0] - Uc_i[0][1] * Uc_i[1][0]);
            Uc_i[2][2] = -((Uc_r[0][0] * Uc_i[1][1] + Uc_i[0][0] * Uc_r[1][1]) -
                           (Uc_r[0][1] * Uc_i[1][0] + Uc_i[0][1] * Uc_r[1][0]));

            double B_r[3][3], B_i[3][3];
            B_r[0][0] = A_r[0][0] * Uc_r[0][0] - A_i[0][0] * Uc_i[0][0] + A_r[0][1] * Uc_r[1][0] -
                        A_i[0][1] * Uc_i[1][0] + A_r[0][2] * Uc_r[2][0] - A_i[0][2] * Uc_i[2][0];
            B_i[0][0] = A_r[0][0] * Uc_i[0][0] + A_i[0][0] * Uc_r[0][0] + A_r[0][1] * Uc_i[1][0] +
                        A_i[0][1] * Uc_r[1][0] + A_r[0][2] * Uc_i[2][0] + A_i[0][2] * Uc_r[2][0];
            B_r[0][1] = A_r[0][0] * Uc_r[0][1] - A_i[0][0] * Uc_i[0][1] + A_r[0][1] * Uc_r[1][1] -
                        A_i[0][1] * Uc_i[1][1] + A_r[0][2] * Uc_r[2][1] - A_i[0][2] * Uc_i[2][1];
            B_i[0][1] = A_r[0][0] * Uc_i[0][1] + A_i[0][0] * Uc_r[0][1] + A_r[0][1] * Uc_i[1][1] +
                        A_i[0][1] * Uc_r[1][1] + A_r[0][2] * Uc_i[2][1] + A_i[0][2] * Uc_r[2][1];
            B_r[0][2] = A_r[0][0] * Uc_r[0][2] - A_i[0][0] * Uc_i[0][2] + A_r[0][1] * Uc_r[1][2] -
                        A_i[0][1] * Uc_i[1][2] + A_r[0][2] * Uc_r[2][2] - A_i[0][2] * Uc_i[2][2];
            B_i[0][2] = A_r[0][0] * Uc_i[0][2] + A_i[0][0] * Uc_r[0][2] + A_r[0][1] * Uc_i[1][2] +
                        A_i[0][1] * Uc_r[1][2] + A_r[0][2] * Uc_i[2][2] + A_i[0][2] * Uc_r[2][2];
            B_r[1][0] = A_r[1][0] * Uc_r[0][0] - A_i[1][0] * Uc_i[0][0] + A_r[1][1] * Uc_r[1][0] -
                        A_i[1][1] * Uc_i[1][0] + A_r[1][2] * Uc_r[2][0] - A_i[1][2] * Uc_i[2][0];
            B_i[1][0] = A_r[1][0] * Uc_i[0][0] + A_i[1][0] * Uc_r[0][0] + A_r[1][1] * Uc_i[1][0] +
                        A_i[1][1] * Uc_r[1][0] + A_r[1][2] * Uc_i[2][0] + A_i[1][2] * Uc_r[2][0];
            B_r[1][1] = A_r[1][0] * Uc_r[0][1] - A_i[1][0] * Uc_i[0][1] + A_r[1][1] * Uc_r[1][1] -
                        A_i[1][1] * Uc_i[1][1] + A_r[1][2] * Uc_r[2][1] - A_i[1][2] * Uc_i[2][1];
            B_i[1][1] = A_r[1][0] * Uc_i[0][1] + A_i[1][0] * Uc_r[0][1] + A_r[1][1] * Uc_i[1][1] +
                        A_i[1][1] * Uc_r[1][1] + A_r[1][2] * Uc_i[2][1] + A_i[1][2] * Uc_r[2][1];
            B_r[1][2] = A_r[1][0] * Uc_r[0][2] - A_i[1][0] * Uc_i[0][2] + A_r[1][1] * Uc_r[1][2] -
                        A_i[1][1] * Uc_i[1][2] + A_r[1][2] * Uc_r[2][2] - A_i[1][2] * Uc_i[2][2];
            B_i[1][2] = A_r[1][0] * Uc_i[0][2] + A_i[1][0] * Uc_r[0][2] + A_r[1][1] * Uc_i[1][2] +
                        A_i[1][1] * Uc_r[1][2] + A_r[1][2] * Uc_i[2][2] + A_i[1][2] * Uc_r[2][2];
            B_r[2][0] = A_r[2][0] * Uc_r[0][0] - A_i[2][0] * Uc_i[0][0] + A_r[2][1] * Uc_r[1][0] -
                        A_i[2][1] * Uc_i[1][0] + A_r[2][2] * Uc_r[2][0] - A_i[2][2] * Uc_i[2][0];
            B_i[2][0] = A_r[2][0] * Uc_i[0][0] + A_i[2][0] * Uc_r[0][0] + A_r[2][1] * Uc_i[1][0] +
                        A_i[2][1] * Uc_r[1][0] + A_r[2][2] * Uc_i[2][0] + A_i[2][2] * Uc_r[2][0];
            B_r[2][1] = A_r[2][0] * Uc_r[0][1] - A_i[2][0] * Uc_i[0][1] + A_r[2][1] * Uc_r[1][1] -
                        A_i[2][1] * Uc_i[1][1] + A_r[2][2] * Uc_r[2][1] - A_i[2][2] * Uc_i[2][1];
            B_i[2][1] = A_r[2][0] * Uc_i[0][1] + A_i[2][0] * Uc_r[0][1] + A_r[2][1] * Uc_i[1][1] +
                        A_i[2][1] * Uc_r[1][1] + A_r[2][2] * Uc_i[2][1] + A_i[2][2] * Uc_r[2][1];
            B_r[2][2] = A_r[2][0] * Uc_r[0][2] - A_i[2][0] * Uc_i[0][2] + A_r[2][1] * Uc_r[1][2] -
                        A_i[2][1] * Uc_i[1][2] + A_r[2][2] * Uc_r[2][2] - A_i[2][2] * Uc_i[2][2];
            B_i[2][2] = A_r[2][0] * Uc_i[0][2] + A_i[2][0] * Uc_r[0][2] + A_r[2][1] * Uc_i[1][2] +
                        A_i[2][1] * Uc_r[1][2] + A_r[2][2] * Uc_i[2][2] + A_i[2][2] * Uc_r[2][2];

            S_r[0][0] += B_r[0][0];
            S_i[0][0] += B_i[0][0];
            S_r[0][1] += B_r[0][1];
            S_i[0][1] += B_i[0][1];
            S_r[0][2] += B_r[0][2];
            S_i[0][2] += B_i[0][2];
            S_r[1][0] += B_r[1][0];
            S_i[1][0] += B_i[1][0];
            S_r[1][1] += B_r[1][1];
            S_i[1][1] += B_i[1][1];
            S_r[1][2] += B_r[1][2];
            S_i[1][2] += B_i[1][2];
            S_r[2][0] += B_r[2][0];
            S_i[2][0] += B_i[2][0];
            S_r[2][1] += B_r[2][1];
            S_i[2][1] += B_i[2][1];
            S_r[2][2] += B_r[2][2];
            S_i[2][2] += B_i[2][2];
        }
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)] = S_r[0][0];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)] = S_i[0][0];
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)] = S_r[0][1];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)] = S_i[0][1];
        __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)] = S_r[0][2];
        __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)] = S_i[0][2];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)] = S_r[1][0];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)] = S_i[1][0];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)] = S_r[1][1];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)] = S_i[1][1];
        __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)] = S_r[1][2];
        __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)] = S_i[1][2];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)] = S_r[2][0];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)] = S_i[2][0];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)] = S_r[2][1];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)] = S_i[2][1];
        __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)] = S_r[2][2];
        __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)] = S_i[2][2];
    }
}

/* Wilson staple sum of the links U_mu (sites of one parity) into staple (9 sizeh). */
void lattice_staples_d12(int mu, int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                         const double complex *restrict u, double complex *restrict staple) {
    switch (mu) {
    case 0:
        staples_0_d12(parity, n0, n1, n2, n3, u, staple);
        break;
    case 1:
        staples_1_d12(parity, n0, n1, n2, n3, u, staple);
        break;
    case 2:
        staples_2_d12(parity, n0, n1, n2, n3, u, staple);
        break;
    case 3:
        staples_3_d12(parity, n0, n1, n2, n3, u, staple);
        break;
    }
}

/* H_mu(x) += eps * traceless part of i (X - X^dagger) / 2, X = U_mu(x) staple(x),
 * for the sites of one parity (eps = dt beta / 3 gives dH/dt = -dS/dU for the Wilson action). */
void lattice_mom_update_d12(int mu, int parity, int64_t sizeh, double eps,
                            const double complex *restrict u, const double complex *restrict staple,
                            double *restrict mom) {
    const int64_t nlink = 8 * 2 * 3 * sizeh, nstaple = 9 * sizeh, nmom = 64 * sizeh;
    (void)nlink, (void)nstaple, (void)nmom;
    const int f = 2 * mu + (parity & 1);
    /* concurrent: iterations are independent */
    for (int64_t h = 0; h < sizeh; ++h) {
        double U_r[3][3], U_i[3][3];
        U_r[0][0] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)];
        U_i[0][0] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)];
        U_r[0][1] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)];
        U_i[0][1] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)];
        U_r[0][2] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)];
        U_i[0][2] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)];
        U_r[1][0] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)];
        U_i[1][0] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)];
        U_r[1][1] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)];
        U_i[1][1] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)];
        U_r[1][2] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)];
        U_i[1][2] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)];
        U_r[2][0] = (U_r[0][1] * U_r[1][2] - U_i[0][1] * U_i[1][2]) -
                    (U_r[0][2] * U_r[1][1] - U_i[0][2] * U_i[1][1]);
        U_i[2][0] = -((U_r[0][1] * U_i[1][2] + U_i[0][1] * U_r[1][2]) -
                      (U_r[0][2] * U_i[1][1] + U_i[0][2] * U_r[1][1]));
        U_r[2][1] = (U_r[0][2] * U_r[1][0] - U_i[0][2] * U_i[1][0]) -
                    (U_r[0][0] * U_r[1][2] - U_i[0][0] * U_i[1][2]);
        U_i[2][1] = -((U_r[0][2] * U_i[1][0] + U_i[0][2] * U_r[1][0]) -
                      (U_r[0][0] * U_i[1][2] + U_i[0][0] * U_r[1][2]));
        U_r[2][2] = (U_r[0][0] * U_r[1][1] - U_i[0][0] * U_i[1][1]) -
                    (U_r[0][1] * U_r[1][0] - U_i[0][1] * U_i[1][0]);
        U_i[2][2] = -((U_r[0][0] * U_i[1][1] + U_i[0][0] * U_r[1][1]) -
                      (U_r[0][1] * U_i[1][0] + U_i[0][1] * U_r[1][0]));

        double A_r[3][3], A_i[3][3];
        A_r[0][0] = __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)];
        A_i[0][0] = __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)];
        A_r[0][1] = __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)];
        A_i[0][1] = __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)];
        A_r[0][2] = __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)];
        A_i[0][2] = __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)];
        A_r[1][0] = __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)];
        A_i[1][0] = __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)];
        A_r[1][1] = __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)];
        A_i[1][1] = __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)];
        A_r[1][2] = __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)];
        A_i[1][2] = __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)];
        A_r[2][0] = __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)];
        A_i[2][0] = __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)];
        A_r[2][1] = __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)];
        A_i[2][1] = __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)];
        A_r[2][2] = __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)];
        A_i[2][2] = __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)];

        double X_r[3][3], X_i[3][3];
        X_r[0][0] = U_r[0][0] * A_r[0][0] - U_i[0][0] * A_i[0][0] + U_r[0][1] * A_r[1][0] -
                    U_i[0][1] * A_i[1][0] + U_r[0][2] * A_r[2][0] - U_i[0][2] * A_i[2][0];
        X_i[0][0] = U_r[0][0] * A_i[0][0] + U_i[0][0] * A_r[0][0] + U_r[0][1] * A_i[1][0] +
                    U_i[0][1] * A_r[1][0] + U_r[0][2] * A_i[2][0] + U_i[0][2] * A_r[2][0];
        X_r[0][1] = U_r[0][0] * A_r[0][1] - U_i[0][0] * A_i[0][1] + U_r[0][1] * A_r[1][1] -
                    U_i[0][1] * A_i[1][1] + U_r[0][2] * A_r[2][1] - U_i[0][2] * A_i[2][1];
        X_i[0][1] = U_r[0][0] * A_i[0][1] + U_i[0][0] * A_r[0][1] + U_r[0][1] * A_i[1][1] +
                    U_i[0][1] * A_r[1][1] + U_r[0][2] * A_i[2][1] + U_i[0][2] * A_r[2][1];
        X_r[0][2] = U_r[0][0] * A_r[0][2] - U_i[0][0] * A_i[0][2] + U_r[0][1] * A_r[1][2] -
                    U_i[0][1] * A_i[1][2] + U_r[0][2] * A_r[2][2] - U_i[0][2] * A_i[2][2];
        X_i[0][2] = U_r[0][0] * A_i[0][2] + U_i[0][0] * A_r[0][2] + U_r[0][1] * A_i[1][2] +
                    U_i[0][1] * A_r[1][2] + U_r[0][2] * A_i[2][2] + U_i[0][2] * A_r[2][2];
        X_r[1][0] = U_r[1][0] * A_r[0][0] - U_i[1][0] * A_i[0][0] + U_r[1][1] * A_r[1][0] -
                    U_i[1][1] * A_i[1][0] + U_r[1][2] * A_r[2][0] - U_i[1][2] * A_i[2][0];
        X_i[1][0] = U_r[1][0] * A_i[0][0] + U_i[1][0] * A_r[0][0] + U_r[1][1] * A_i[1][0] +
                    U_i[1][1] * A_r[1][0] + U_r[1][2] * A_i[2][0] + U_i[1][2] * A_r[2][0];
        X_r[1][1] = U_r[1][0] * A_r[0][1] - U_i[1][0] * A_i[0][1] + U_r[1][1] * A_r[1][1] -
                    U_i[1][1] * A_i[1][1] + U_r[1][2] * A_r[2][1] - U_i[1][2] * A_i[2][1];
        X_i[1][1] = U_r[1][0] * A_i[0][1] + U_i[1][0] * A_r[0][1] + U_r[1][1] * A_i[1][1] +
                    U_i[1][1] * A_r[1][1] + U_r[1][2] * A_i[2][1] + U_i[1][2] * A_r[2][1];
        X_r[1][2] = U_r[1][0] * A_r[0][2] - U_i[1][0] * A_i[0][2] + U_r[1][1] * A_r[1][2] -
                    U_i[1][1] * A_i[1][2] + U_r[1][2] * A_r[2][2] - U_i[1][2] * A_i[2][2];
        X_i[1][2] = U_r[1][0] * A_i[0][2] + U_i[1][0] * A_r[0][2] + U_r[1][1] * A_i[1][2] +
                    U_i[1][1] * A_r[1][2] + U_r[1][2] * A_i[2][2] + U_i[1][2] * A_r[2][2];
        X_r[2][0] = U_r[2][0] * A_r[0][0] - U_i[2][0] * A_i[0][0] + U_r[2][1] * A_r[1][0] -
                    U_i[2][1] * A_i[1][0] + U_r[2][2] * A_r[2][0] - U_i[2][2] * A_i[2][0];
        X_i[2][0] = U_r[2][0] * A_i[0][0] + U_i[2][0] * A_r[0][0] + U_r[2][1] * A_i[1][0] +
                    U_i[2][1] * A_r[1][0] + U_r[2][2] * A_i[2][0] + U_i[2][2] * A_r[2][0];
        X_r[2][1] = U_r[2][0] * A_r[0][1] - U_i[2][0] * A_i[0][1] + U_r[2][1] * A_r[1][1] -
                    U_i[2][1] * A_i[1][1] + U_r[2][2] * A_r[2][1] - U_i[2][2] * A_i[2][1];
        X_i[2][1] = U_r[2][0] * A_i[0][1] + U_i[2][0] * A_r[0][1] + U_r[2][1] * A_i[1][1] +
                    U_i[2][1] * A_r[1][1] + U_r[2][2] * A_i[2][1] + U_i[2][2] * A_r[2][1];
        X_r[2][2] = U_r[2][0] * A_r[0][2] - U_i[2][0] * A_i[0][2] + U_r[2][1] * A_r[1][2] -
                    U_i[2][1] * A_i[1][2] + U_r[2][2] * A_r[2][2] - U_i[2][2] * A_i[2][2];
        X_i[2][2] = U_r[2][0] * A_i[0][2] + U_i[2][0] * A_r[0][2] + U_r[2][1] * A_i[1][2] +
                    U_i[2][1] * A_r[1][2] + U_r[2][2] * A_i[2][2] + U_i[2][2] * A_r[2][2];

        {
            mom[((int64_t)(f)*8 + 0) * sizeh + (h)] += (eps) * -0.5 * (X_i[0][1] + X_i[1][0]);
            mom[((int64_t)(f)*8 + 1) * sizeh + (h)] += (eps)*0.5 * (X_r[0][1] - X_r[1][0]);
            mom[((int64_t)(f)*8 + 2) * sizeh + (h)] += (eps) * -0.5 * (X_i[0][2] + X_i[2][0]);
            mom[((int64_t)(f)*8 + 3) * sizeh + (h)] += (eps)*0.5 * (X_r[0][2] - X_r[2][0]);
            mom[((int64_t)(f)*8 + 4) * sizeh + (h)] += (eps) * -0.5 * (X_i[1][2] + X_i[2][1]);
            mom[((int64_t)(f)*8 + 5) * sizeh + (h)] += (eps)*0.5 * (X_r[1][2] - X_r[2][1]);
            const double third_tr = (X_i[0][0] + X_i[1][1] + X_i[2][2]) / 3;
            mom[((int64_t)(f)*8 + 6) * sizeh + (h)] += (eps) * (third_tr - X_i[0][0]);
            mom[((int64_t)(f)*8 + 7) * sizeh + (h)] += (eps) * (third_tr - X_i[1][1]);
        }
    }
}

/* U <- exp(i eps H) U on all 8 link fields. With r = |eps| ||H||_F >= ||i eps H||: s halvings
 * bring r to <= 1, the Taylor series (Horner form) stops at the order n where the next term
 * r^(n+1) / (n+1)! is below 2^-56 (n <= LATTICE_EXP_ORDER; n ~ 11 for a typical HMC step), then
 * s squarings. n and s depend on |eps| only through r: the steps +eps and -eps are exact inverses
 * to rounding (HMC reversibility). */
void lattice_link_update_d12(int64_t sizeh, double eps, const double *restrict mom,
                             double complex *restrict u) {
    const int64_t nlink = 8 * 2 * 3 * sizeh, nmom = 64 * sizeh, nmat = 8 * sizeh;
    (void)nlink, (void)nmom;
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < nmat; ++i) {
        const int64_t f = i / sizeh, h = i % sizeh;
        double H_r[3][3], H_i[3][3];
        H_r[0][0] = mom[((int64_t)(f)*8 + 6) * sizeh + (h)],
        H_r[1][1] = mom[((int64_t)(f)*8 + 7) * sizeh + (h)];
        H_r[2][2] = -H_r[0][0] - H_r[1][1];
        H_i[0][0] = H_i[1][1] = H_i[2][2] = 0;
        H_r[0][1] = mom[((int64_t)(f)*8 + 0) * sizeh + (h)],
        H_i[0][1] = mom[((int64_t)(f)*8 + 1) * sizeh + (h)];
        H_r[1][0] = H_r[0][1], H_i[1][0] = -H_i[0][1];
        H_r[0][2] = mom[((int64_t)(f)*8 + 2) * sizeh + (h)],
        H_i[0][2] = mom[((int64_t)(f)*8 + 3) * sizeh + (h)];
        H_r[2][0] = H_r[0][2], H_i[2][0] = -H_i[0][2];
        H_r[1][2] = mom[((int64_t)(f)*8 + 4) * sizeh + (h)],
        H_i[1][2] = mom[((int64_t)(f)*8 + 5) * sizeh + (h)];
        H_r[2][1] = H_r[1][2], H_i[2][1] = -H_i[1][2];

        double r =
            fabs(eps) * sqrt(H_r[0][0] * H_r[0][0] + H_i[0][0] * H_i[0][0] + H_r[0][1] * H_r[0][1] +
                             H_i[0][1] * H_i[0][1] + H_r[0][2] * H_r[0][2] + H_i[0][2] * H_i[0][2] +
                             H_r[1][0] * H_r[1][0] + H_i[1][0] * H_i[1][0] + H_r[1][1] * H_r[1][1] +
                             H_i[1][1] * H_i[1][1] + H_r[1][2] * H_r[1][2] + H_i[1][2] * H_i[1][2] +
                             H_r[2][0] * H_r[2][0] + H_i[2][0] * H_i[2][0] + H_r[2][1] * H_r[2][1] +
                             H_i[2][1] * H_i[2][1] + H_r[2][2] * H_r[2][2] + H_i[2][2] * H_i[2][2]);
        double scale = eps;
        int s = 0, n = 0;
        while (r > 1 && s < 64)
            r *= 0.5, scale *= 0.5, ++s;
        double next = r; /* r^(n+1) / (n+1)! */
        while (next >= 0x1p-56 && n < LATTICE_EXP_ORDER)
            ++n, next *= r / (n + 1);
        double Q_r[3][3], Q_i[3][3], E_r[3][3], E_i[3][3]; /* Q = i eps H / 2^s, E = exp(Q) */
        Q_r[0][0] = -scale * H_i[0][0], Q_i[0][0] = scale * H_r[0][0];
        E_r[0][0] = 1, E_i[0][0] = 0;
        Q_r[0][1] = -scale * H_i[0][1], Q_i[0][1] = scale * H_r[0][1];
        E_r[0][1] = 0, E_i[0][1] = 0;
        Q_r[0][2] = -scale * H_i[0][2], Q_i[0][2] = scale * H_r[0][2];
        E_r[0][2] = 0, E_i[0][2] = 0;
        Q_r[1][0] = -scale * H_i[1][0], Q_i[1][0] = scale * H_r[1][0];
        E_r[1][0] = 0, E_i[1][0] = 0;
        Q_r[1][1] = -scale * H_i[1][1], Q_i[1][1] = scale * H_r[1][1];
        E_r[1][1] = 1, E_i[1][1] = 0;
        Q_r[1][2] = -scale * H_i[1][2], Q_i[1][2] = scale * H_r[1][2];
        E_r[1][2] = 0, E_i[1][2] = 0;
        Q_r[2][0] = -scale * H_i[2][0], Q_i[2][0] = scale * H_r[2][0];
        E_r[2][0] = 0, E_i[2][0] = 0;
        Q_r[2][1] = -scale * H_i[2][1], Q_i[2][1] = scale * H_r[2][1];
        E_r[2][1] = 0, E_i[2][1] = 0;
        Q_r[2][2] = -scale * H_i[2][2], Q_i[2][2] = scale * H_r[2][2];
        E_r[2][2] = 1, E_i[2][2] = 0;

        for (int k = n; k >= 1; --k) { /* E = 1 + Q E / k */
            double P_r[3][3], P_i[3][3];
            P_r[0][0] = Q_r[0][0] * E_r[0][0] - Q_i[0][0] * E_i[0][0] + Q_r[0][1] * E_r[1][0] -
                        Q_i[0][1] * E_i[1][0] + Q_r[0][2] * E_r[2][0] - Q_i[0][2] * E_i[2][0];
            P_i[0][0] = Q_r[0][0] * E_i[0][0] + Q_i[0][0] * E_r[0][0] + Q_r[0][1] * E_i[1][0] +
                        Q_i[0][1] * E_r[1][0] + Q_r[0][2] * E_i[2][0] + Q_i[0][2] * E_r[2][0];
            P_r[0][1] = Q_r[0][0] * E_r[0][1] - Q_i[0][0] * E_i[0][1] + Q_r[0][1] * E_r[1][1] -
                        Q_i[0][1] * E_i[1][1] + Q_r[0][2] * E_r[2][1] - Q_i[0][2] * E_i[2][1];
            P_i[0][1] = Q_r[0][0] * E_i[0][1] + Q_i[0][0] * E_r[0][1] + Q_r[0][1] * E_i[1][1] +
                        Q_i[0][1] * E_r[1][1] + Q_r[0][2] * E_i[2][1] + Q_i[0][2] * E_r[2][1];
            P_r[0][2] = Q_r[0][0] * E_r[0][2] - Q_i[0][0] * E_i[0][2] + Q_r[0][1] * E_r[1][2] -
                        Q_i[0][1] * E_i[1][2] + Q_r[0][2] * E_r[2][2] - Q_i[0][2] * E_i[2][2];
            P_i[0][2] = Q_r[0][0] * E_i[0][2] + Q_i[0][0] * E_r[0][2] + Q_r[0][1] * E_i[1][2] +
                        Q_i[0][1] * E_r[1][2] + Q_r[0][2] * E_i[2][2] + Q_i[0][2] * E_r[2][2];
            P_r[1][0] = Q_r[1][0] * E_r[0][0] - Q_i[1][0] * E_i[0][0] + Q_r[1][1] * E_r[1][0] -
                        Q_i[1][1] * E_i[1][0] + Q_r[1][2] * E_r[2][0] - Q_i[1][2] * E_i[2][0];
            P_i[1][0] = Q_r[1][0] * E_i[0][0] + Q_i[1][0] * E_r[0][0] + Q_r[1][1] * E_i[1][0] +
                        Q_i[1][1] * E_r[1][0] + Q_r[1][2] * E_i[2][0] + Q_i[1][2] * E_r[2][0];
            P_r[1][1] = Q_r[1][0] * E_r[0][1] - Q_i[1][0] * E_i[0][1] + Q_r[1][1] * E_r[1][1] -
                        Q_i[1][1] * E_i[1][1] + Q_r[1][2] * E_r[2][1] - Q_i[1][2] * E_i[2][1];
            P_i[1][1] = Q_r[1][0] * E_i[0][1] + Q_i[1][0] * E_r[0][1] + Q_r[1][1] * E_i[1][1] +
                        Q_i[1][1] * E_r[1][1] + Q_r[1][2] * E_i[2][1] + Q_i[1][2] * E_r[2][1];
            P_r[1][2] = Q_r[1][0] * E_r[0][2] - Q_i[1][0] * E_i[0][2] + Q_r[1][1] * E_r[1][2] -
                        Q_i[1][1] * E_i[1][2] + Q_r[1][2] * E_r[2][2] - Q_i[1][2] * E_i[2][2];
            P_i[1][2] = Q_r[1][0] * E_i[0][2] + Q_i[1][0] * E_r[0][2] + Q_r[1][1] * E_i[1][2] +
                        Q_i[1][1] * E_r[1][2] + Q_r[1][2] * E_i[2][2] + Q_i[1][2] * E_r[2][2];
            P_r[2][0] = Q_r[2][0] * E_r[0][0] - Q_i[2][0] * E_i[0][0] + Q_r[2][1] * E_r[1][0] -
                        Q_i[2][1] * E_i[1][0] + Q_r[2][2] * E_r[2][0] - Q_i[2][2] * E_i[2][0];
            P_i[2][0] = Q_r[2][0] * E_i[0][0] + Q_i[2][0] * E_r[0][0] + Q_r[2][1] * E_i[1][0] +
                        Q_i[2][1] * E_r[1][0] + Q_r[2][2] * E_i[2][0] + Q_i[2][2] * E_r[2][0];
            P_r[2][1] = Q_r[2][0] * E_r[0][1] - Q_i[2][0] * E_i[0][1] + Q_r[2][1] * E_r[1][1] -
                        Q_i[2][1] * E_i[1][1] + Q_r[2][2] * E_r[2][1] - Q_i[2][2] * E_i[2][1];
            P_i[2][1] = Q_r[2][0] * E_i[0][1] + Q_i[2][0] * E_r[0][1] + Q_r[2][1] * E_i[1][1] +
                        Q_i[2][1] * E_r[1][1] + Q_r[2][2] * E_i[2][1] + Q_i[2][2] * E_r[2][1];
            P_r[2][2] = Q_r[2][0] * E_r[0][2] - Q_i[2][0] * E_i[0][2] + Q_r[2][1] * E_r[1][2] -
                        Q_i[2][1] * E_i[1][2] + Q_r[2][2] * E_r[2][2] - Q_i[2][2] * E_i[2][2];
            P_i[2][2] = Q_r[2][0] * E_i[0][2] + Q_i[2][0] * E_r[0][2] + Q_r[2][1] * E_i[1][2] +
                        Q_i[2][1] * E_r[1][2] + Q_r[2][2] * E_i[2][2] + Q_i[2][2] * E_r[2][2];

            E_r[0][0] = 1 + P_r[0][0] / k, E_i[0][0] = P_i[0][0] / k;
            E_r[0][1] = P_r[0][1] / k, E_i[0][1] = P_i[0][1] / k;
            E_r[0][2] = P_r[0][2] / k, E_i[0][2] = P_i[0][2] / k;
            E_r[1][0] = P_r[1][0] / k, E_i[1][0] = P_i[1][0] / k;
            E_r[1][1] = 1 + P_r[1][1] / k, E_i[1][1] = P_i[1][1] / k;
            E_r[1][2] = P_r[1][2] / k, E_i[1][2] = P_i[1][2] / k;
            E_r[2][0] = P_r[2][0] / k, E_i[2][0] = P_i[2][0] / k;
            E_r[2][1] = P_r[2][1] / k, E_i[2][1] = P_i[2][1] / k;
            E_r[2][2] = 1 + P_r[2][2] / k, E_i[2][2] = P_i[2][2] / k;
        }

        for (int q = 0; q < s; ++q) { /* E = E E */
            double P_r[3][3], P_i[3][3];
            P_r[0][0] = E_r[0][0] * E_r[0][0] - E_i[0][0] * E_i[0][0] + E_r[0][1] * E_r[1][0] -
                        E_i[0][1] * E_i[1][0] + E_r[0][2] * E_r[2][0] - E_i[0][2] * E_i[2][0];
            P_i[0][0] = E_r[0][0] * E_i[0][0] + E_i[0][0] * E_r[0][0] + E_r[0][1] * E_i[1][0] +
                        E_i[0][1] * E_r[1][0] + E_r[0][2] * E_i[2][0] + E_i[0][2] * E_r[2][0];
            P_r[0][1] = E_r[0][0] * E_r[0][1] - E_i[0][0] * E_i[0][1] + E_r[0][1] * E_r[1][1] -
                        E_i[0][1] * E_i[1][1] + E_r[0][2] * E_r[2][1] - E_i[0][2] * E_i[2][1];
            P_i[0][1] = E_r[0][0] * E_i[0][1] + E_i[0][0] * E_r[0][1] + E_r[0][1] * E_i[1][1] +
                        E_i[0][1] * E_r[1][1] + E_r[0][2] * E_i[2][1] + E_i[0][2] * E_r[2][1];
            P_r[0][2] = E_r[0][0] * E_r[0][2] - E_i[0][0] * E_i[0][2] + E_r[0][1] * E_r[1][2] -
                        E_i[0][1] * E_i[1][2] + E_r[0][2] * E_r[2][2] - E_i[0][2] * E_i[2][2];
            P_i[0][2] = E_r[0][0] * E_i[0][2] + E_i[0][0] * E_r[0][2] + E_r[0][1] * E_i[1][2] +
                        E_i[0][1] * E_r[1][2] + E_r[0][2] * E_i[2][2] + E_i[0][2] * E_r[2][2];
            P_r[1][0] = E_r[1][0] * E_r[0][0] - E_i[1][0] * E_i[0][0] + E_r[1][1] * E_r[1][0] -
                        E_i[1][1] * E_i[1][0] + E_r[1][2] * E_r[2][0] - E_i[1][2] * E_i[2][0];
            P_i[1][0] = E_r[1][0] * E_i[0][0] + E_i[1][0] * E_r[0][0] + E_r[1][1] * E_i[1][0] +
                        E_i[1][1] * E_r[1][0] + E_r[1][2] * E_i[2][0] + E_i[1][2] * E_r[2][0];
            P_r[1][1] = E_r[1][0] * E_r[0][1] - E_i[1][0] * E_i[0][1] + E_r[1][1] * E_r[1][1] -
                        E_i[1][1] * E_i[1][1] + E_r[1][2] * E_r[2][1] - E_i[1][2] * E_i[2][1];
            P_i[1][1] = E_r[1][0] * E_i[0][1] + E_i[1][0] * E_r[0][1] + E_r[1][1] * E_i[1][1] +
                        E_i[1][1] * E_r[1][1] + E_r[1][2] * E_i[2][1] + E_i[1][2] * E_r[2][1];
            P_r[1][2] = E_r[1][0] * E_r[0][2] - E_i[1][0] * E_i[0][2] + E_r[1][1] * E_r[1][2] -
                        E_i[1][1] * E_i[1][2] + E_r[1][2] * E_r[2][2] - E_i[1][2] * E_i[2][2];
            P_i[1][2] = E_r[1][0] * E_i[0][2] + E_i[1][0] * E_r[0][2] + E_r[1][1] * E_i[1][2] +
                        E_i[1][1] * E_r[1][2] + E_r[1][2] * E_i[2][2] + E_i[1][2] * E_r[2][2];
            P_r[2][0] = E_r[2][0] * E_r[0][0] - E_i[2][0] * E_i[0][0] + E_r[2][1] * E_r[1][0] -
                        E_i[2][1] * E_i[1][0] + E_r[2][2] * E_r[2][0] - E_i[2][2] * E_i[2][0];
            P_i[2][0] = E_r[2][0] * E_i[0][0] + E_i[2][0] * E_r[0][0] + E_r[2][1] * E_i[1][0] +
                        E_i[2][1] * E_r[1][0] + E_r[2][2] * E_i[2][0] + E_i[2][2] * E_r[2][0];
            P_r[2][1] = E_r[2][0] * E_r[0][1] - E_i[2][0] * E_i[0][1] + E_r[2][1] * E_r[1][1] -
                        E_i[2][1] * E_i[1][1] + E_r[2][2] * E_r[2][1] - E_i[2][2] * E_i[2][1];
            P_i[2][1] = E_r[2][0] * E_i[0][1] + E_i[2][0] * E_r[0][1] + E_r[2][1] * E_i[1][1] +
                        E_i[2][1] * E_r[1][1] + E_r[2][2] * E_i[2][1] + E_i[2][2] * E_r[2][1];
            P_r[2][2] = E_r[2][0] * E_r[0][2] - E_i[2][0] * E_i[0][2] + E_r[2][1] * E_r[1][2] -
                        E_i[2][1] * E_i[1][2] + E_r[2][2] * E_r[2][2] - E_i[2][2] * E_i[2][2];
            P_i[2][2] = E_r[2][0] * E_i[0][2] + E_i[2][0] * E_r[0][2] + E_r[2][1] * E_i[1][2] +
                        E_i[2][1] * E_r[1][2] + E_r[2][2] * E_i[2][2] + E_i[2][2] * E_r[2][2];

            E_r[0][0] = P_r[0][0], E_i[0][0] = P_i[0][0];
            E_r[0][1] = P_r[0][1], E_i[0][1] = P_i[0][1];
            E_r[0][2] = P_r[0][2], E_i[0][2] = P_i[0][2];
            E_r[1][0] = P_r[1][0], E_i[1][0] = P_i[1][0];
            E_r[1][1] = P_r[1][1], E_i[1][1] = P_i[1][1];
            E_r[1][2] = P_r[1][2], E_i[1][2] = P_i[1][2];
            E_r[2][0] = P_r[2][0], E_i[2][0] = P_i[2][0];
            E_r[2][1] = P_r[2][1], E_i[2][1] = P_i[2][1];
            E_r[2][2] = P_r[2][2], E_i[2][2] = P_i[2][2];
        }
        double U_r[3][3], U_i[3][3];
        U_r[0][0] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)];
        U_i[0][0] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)];
        U_r[0][1] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)];
        U_i[0][1] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)];
        U_r[0][2] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)];
        U_i[0][2] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)];
        U_r[1][0] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)];
        U_i[1][0] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)];
        U_r[1][1] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)];
        U_i[1][1] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)];
        U_r[1][2] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)];
        U_i[1][2] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)];
        U_r[2][0] = (U_r[0][1] * U_r[1][2] - U_i[0][1] * U_i[1][2]) -
                    (U_r[0][2] * U_r[1][1] - U_i[0][2] * U_i[1][1]);
        U_i[2][0] = -((U_r[0][1] * U_i[1][2] + U_i[0][1] * U_r[1][2]) -
                      (U_r[0][2] * U_i[1][1] + U_i[0][2] * U_r[1][1]));
        U_r[2][1] = (U_r[0][2] * U_r[1][0] - U_i[0][2] * U_i[1][0]) -
                    (U_r[0][0] * U_r[1][2] - U_i[0][0] * U_i[1][2]);
        U_i[2][1] = -((U_r[0][2] * U_i[1][0] + U_i[0][2] * U_r[1][0]) -
                      (U_r[0][0] * U_i[1][2] + U_i[0][0] * U_r[1][2]));
        U_r[2][2] = (U_r[0][0] * U_r[1][1] - U_i[0][0] * U_i[1][1]) -
                    (U_r[0][1] * U_r[1][0] - U_i[0][1] * U_i[1][0]);
        U_i[2][2] = -((U_r[0][0] * U_i[1][1] + U_i[0][0] * U_r[1][1]) -
                      (U_r[0][1] * U_i[1][0] + U_i[0][1] * U_r[1][0]));

        double N_r[3][3], N_i[3][3];
        N_r[0][0] = E_r[0][0] * U_r[0][0] - E_i[0][0] * U_i[0][0] + E_r[0][1] * U_r[1][0] -
                    E_i[0][1] * U_i[1][0] + E_r[0][2] * U_r[2][0] - E_i[0][2] * U_i[2][0];
        N_i[0][0] = E_r[0][0] * U_i[0][0] + E_i[0][0] * U_r[0][0] + E_r[0][1] * U_i[1][0] +
                    E_i[0][1] * U_r[1][0] + E_r[0][2] * U_i[2][0] + E_i[0][2] * U_r[2][0];
        N_r[0][1] = E_r[0][0] * U_r[0][1] - E_i[0][0] * U_i[0][1] + E_r[0][1] * U_r[1][1] -
                    E_i[0][1] * U_i[1][1] + E_r[0][2] * U_r[2][1] - E_i[0][2] * U_i[2][1];
        N_i[0][1] = E_r[0][0] * U_i[0][1] + E_i[0][0] * U_r[0][1] + E_r[0][1] * U_i[1][1] +
                    E_i[0][1] * U_r[1][1] + E_r[0][2] * U_i[2][1] + E_i[0][2] * U_r[2][1];
        N_r[0][2] = E_r[0][0] * U_r[0][2] - E_i[0][0] * U_i[0][2] + E_r[0][1] * U_r[1][2] -
                    E_i[0][1] * U_i[1][2] + E_r[0][2] * U_r[2][2] - E_i[0][2] * U_i[2][2];
        N_i[0][2] = E_r[0][0] * U_i[0][2] + E_i[0][0] * U_r[0][2] + E_r[0][1] * U_i[1][2] +
                    E_i[0][1] * U_r[1][2] + E_r[0][2] * U_i[2][2] + E_i[0][2] * U_r[2][2];
        N_r[1][0] = E_r[1][0] * U_r[0][0] - E_i[1][0] * U_i[0][0] + E_r[1][1] * U_r[1][0] -
                    E_i[1][1] * U_i[1][0] + E_r[1][2] * U_r[2][0] - E_i[1][2] * U_i[2][0];
        N_i[1][0] = E_r[1][0] * U_i[0][0] + E_i[1][0] * U_r[0][0] + E_r[1][1] * U_i[1][0] +
                    E_i[1][1] * U_r[1][0] + E_r[1][2] * U_i[2][0] + E_i[1][2] * U_r[2][0];
        N_r[1][1] = E_r[1][0] * U_r[0][1] - E_i[1][0] * U_i[0][1] + E_r[1][1] * U_r[1][1] -
                    E_i[1][1] * U_i[1][1] + E_r[1][2] * U_r[2][1] - E_i[1][2] * U_i[2][1];
        N_i[1][1] = E_r[1][0] * U_i[0][1] + E_i[1][0] * U_r[0][1] + E_r[1][1] * U_i[1][1] +
                    E_i[1][1] * U_r[1][1] + E_r[1][2] * U_i[2][1] + E_i[1][2] * U_r[2][1];
        N_r[1][2] = E_r[1][0] * U_r[0][2] - E_i[1][0] * U_i[0][2] + E_r[1][1] * U_r[1][2] -
                    E_i[1][1] * U_i[1][2] + E_r[1][2] * U_r[2][2] - E_i[1][2] * U_i[2][2];
        N_i[1][2] = E_r[1][0] * U_i[0][2] + E_i[1][0] * U_r[0][2] + E_r[1][1] * U_i[1][2] +
                    E_i[1][1] * U_r[1][2] + E_r[1][2] * U_i[2][2] + E_i[1][2] * U_r[2][2];
        N_r[2][0] = E_r[2][0] * U_r[0][0] - E_i[2][0] * U_i[0][0] + E_r[2][1] * U_r[1][0] -
                    E_i[2][1] * U_i[1][0] + E_r[2][2] * U_r[2][0] - E_i[2][2] * U_i[2][0];
        N_i[2][0] = E_r[2][0] * U_i[0][0] + E_i[2][0] * U_r[0][0] + E_r[2][1] * U_i[1][0] +
                    E_i[2][1] * U_r[1][0] + E_r[2][2] * U_i[2][0] + E_i[2][2] * U_r[2][0];
        N_r[2][1] = E_r[2][0] * U_r[0][1] - E_i[2][0] * U_i[0][1] + E_r[2][1] * U_r[1][1] -
                    E_i[2][1] * U_i[1][1] + E_r[2][2] * U_r[2][1] - E_i[2][2] * U_i[2][1];
        N_i[2][1] = E_r[2][0] * U_i[0][1] + E_i[2][0] * U_r[0][1] + E_r[2][1] * U_i[1][1] +
                    E_i[2][1] * U_r[1][1] + E_r[2][2] * U_i[2][1] + E_i[2][2] * U_r[2][1];
        N_r[2][2] = E_r[2][0] * U_r[0][2] - E_i[2][0] * U_i[0][2] + E_r[2][1] * U_r[1][2] -
                    E_i[2][1] * U_i[1][2] + E_r[2][2] * U_r[2][2] - E_i[2][2] * U_i[2][2];
        N_i[2][2] = E_r[2][0] * U_i[0][2] + E_i[2][0] * U_r[0][2] + E_r[2][1] * U_i[1][2] +
                    E_i[2][1] * U_r[1][2] + E_r[2][2] * U_i[2][2] + E_i[2][2] * U_r[2][2];

        __real__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)] = N_r[0][0];
        __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)] = N_i[0][0];
        __real__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)] = N_r[0][1];
        __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)] = N_i[0][1];
        __real__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)] = N_r[0][2];
        __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)] = N_i[0][2];
        __real__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)] = N_r[1][0];
        __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)] = N_i[1][0];
        __real__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)] = N_r[1][1];
        __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)] = N_i[1][1];
        __real__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)] = N_r[1][2];
        __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)] = N_i[1][2];
    }
}

/* Projects every link back onto SU(3): Gram-Schmidt on rows 0 and 1, row 2 = conj(r0 x r1). */
void lattice_reunitarise_d12(int64_t sizeh, double complex *restrict u) {
    const int64_t nlink = 8 * 2 * 3 * sizeh, nmat = 8 * sizeh;
    (void)nlink;
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < nmat; ++i) {
        const int64_t f = i / sizeh, h = i % sizeh;
        double U_r[3][3], U_i[3][3];
        U_r[0][0] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)];
        U_i[0][0] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)];
        U_r[0][1] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)];
        U_i[0][1] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)];
        U_r[0][2] = __real__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)];
        U_i[0][2] = __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)];
        U_r[1][0] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)];
        U_i[1][0] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)];
        U_r[1][1] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)];
        U_i[1][1] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)];
        U_r[1][2] = __real__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)];
        U_i[1][2] = __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)];
        U_r[2][0] = (U_r[0][1] * U_r[1][2] - U_i[0][1] * U_i[1][2]) -
                    (U_r[0][2] * U_r[1][1] - U_i[0][2] * U_i[1][1]);
        U_i[2][0] = -((U_r[0][1] * U_i[1][2] + U_i[0][1] * U_r[1][2]) -
                      (U_r[0][2] * U_i[1][1] + U_i[0][2] * U_r[1][1]));
        U_r[2][1] = (U_r[0][2] * U_r[1][0] - U_i[0][2] * U_i[1][0]) -
                    (U_r[0][0] * U_r[1][2] - U_i[0][0] * U_i[1][2]);
        U_i[2][1] = -((U_r[0][2] * U_i[1][0] + U_i[0][2] * U_r[1][0]) -
                      (U_r[0][0] * U_i[1][2] + U_i[0][0] * U_r[1][2]));
        U_r[2][2] = (U_r[0][0] * U_r[1][1] - U_i[0][0] * U_i[1][1]) -
                    (U_r[0][1] * U_r[1][0] - U_i[0][1] * U_i[1][0]);
        U_i[2][2] = -((U_r[0][0] * U_i[1][1] + U_i[0][0] * U_r[1][1]) -
                      (U_r[0][1] * U_i[1][0] + U_i[0][1] * U_r[1][0]));

        const double n0inv =
            1 / sqrt(U_r[0][0] * U_r[0][0] + U_i[0][0] * U_i[0][0] + U_r[0][1] * U_r[0][1] +
                     U_i[0][1] * U_i[0][1] + U_r[0][2] * U_r[0][2] + U_i[0][2] * U_i[0][2]);
        U_r[0][0] *= n0inv, U_i[0][0] *= n0inv;
        U_r[0][1] *= n0inv, U_i[0][1] *= n0inv;
        U_r[0][2] *= n0inv, U_i[0][2] *= n0inv;
        /* r1 -= (r0^dagger r1) r0 */
        const double pr = U_r[0][0] * U_r[1][0] + U_i[0][0] * U_i[1][0] + U_r[0][1] * U_r[1][1] +
                          U_i[0][1] * U_i[1][1] + U_r[0][2] * U_r[1][2] + U_i[0][2] * U_i[1][2];
        const double pi = U_r[0][0] * U_i[1][0] - U_i[0][0] * U_r[1][0] + U_r[0][1] * U_i[1][1] -
                          U_i[0][1] * U_r[1][1] + U_r[0][2] * U_i[1][2] - U_i[0][2] * U_r[1][2];
        U_r[1][0] -= pr * U_r[0][0] - pi * U_i[0][0], U_i[1][0] -= pr * U_i[0][0] + pi * U_r[0][0];
        U_r[1][1] -= pr * U_r[0][1] - pi * U_i[0][1], U_i[1][1] -= pr * U_i[0][1] + pi * U_r[0][1];
        U_r[1][2] -= pr * U_r[0][2] - pi * U_i[0][2], U_i[1][2] -= pr * U_i[0][2] + pi * U_r[0][2];
        const double n1inv =
            1 / sqrt(U_r[1][0] * U_r[1][0] + U_i[1][0] * U_i[1][0] + U_r[1][1] * U_r[1][1] +
                     U_i[1][1] * U_i[1][1] + U_r[1][2] * U_r[1][2] + U_i[1][2] * U_i[1][2]);
        U_r[1][0] *= n1inv, U_i[1][0] *= n1inv;
        U_r[1][1] *= n1inv, U_i[1][1] *= n1inv;
        U_r[1][2] *= n1inv, U_i[1][2] *= n1inv;
        U_r[2][0] = (U_r[0][1] * U_r[1][2] - U_i[0][1] * U_i[1][2]) -
                    (U_r[0][2] * U_r[1][1] - U_i[0][2] * U_i[1][1]);
        U_i[2][0] = -((U_r[0][1] * U_i[1][2] + U_i[0][1] * U_r[1][2]) -
                      (U_r[0][2] * U_i[1][1] + U_i[0][2] * U_r[1][1]));
        U_r[2][1] = (U_r[0][2] * U_r[1][0] - U_i[0][2] * U_i[1][0]) -
                    (U_r[0][0] * U_r[1][2] - U_i[0][0] * U_i[1][2]);
        U_i[2][1] = -((U_r[0][2] * U_i[1][0] + U_i[0][2] * U_r[1][0]) -
                      (U_r[0][0] * U_i[1][2] + U_i[0][0] * U_r[1][2]));
        U_r[2][2] = (U_r[0][0] * U_r[1][1] - U_i[0][0] * U_i[1][1]) -
                    (U_r[0][1] * U_r[1][0] - U_i[0][1] * U_i[1][0]);
        U_i[2][2] = -((U_r[0][0] * U_i[1][1] + U_i[0][0] * U_r[1][1]) -
                      (U_r[0][1] * U_i[1][0] + U_i[0][1] * U_r[1][0]));

        __real__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)] = U_r[0][0];
        __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 0) * sizeh + (h)] = U_i[0][0];
        __real__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)] = U_r[0][1];
        __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 1) * sizeh + (h)] = U_i[0][1];
        __real__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)] = U_r[0][2];
        __imag__ u[(((int64_t)(f)*2 + 0) * 3 + 2) * sizeh + (h)] = U_i[0][2];
        __real__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)] = U_r[1][0];
        __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 0) * sizeh + (h)] = U_i[1][0];
        __real__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)] = U_r[1][1];
        __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 1) * sizeh + (h)] = U_i[1][1];
        __real__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)] = U_r[1][2];
        __imag__ u[(((int64_t)(f)*2 + 1) * 3 + 2) * sizeh + (h)] = U_i[1][2];
    }
}
