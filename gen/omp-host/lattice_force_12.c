/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/force.c.j2
 * flavour:   omp-host
 * lattice:   8x8x8x8
 * directions: x->0, y->1, z->2, t->3
 * boundary:  x periodic, y periodic, z periodic, t antiperiodic
 * precision: double
 * links:     12 reals
 * tunables:  chunk=0, schedule=static
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>

#include "lattice_kernels.h"
/* The gauge-action staple of U_mu(x) on the sites x of one parity: staple(x) = c_plaq (sum of
 * the Wilson staples) + c_rect (sum of the 18 rectangle staples: 2x1 with U_mu(x) first or second
 * on the long side, 1x2 with it on the short side), so that Re tr U_mu(x) staple(x) is the weighted
 * sum of the loops through U_mu(x). mu and nu are run-time directions. */
void lattice_gauge_staples_d12(int mu, int parity, double c_plaq, double c_rect, int32_t n0,
                               int32_t n1, int32_t n2, int32_t n3, const double complex *restrict u,
                               double complex *restrict staple) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nstaple = 9 * sizeh;
    (void)nlink, (void)nstaple;
    const int p = parity & 1;
    const int32_t um0 = mu == 0, um1 = mu == 1, um2 = mu == 2, um3 = mu == 3;

#pragma omp parallel for schedule(static)
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

        for (int nu = 0; nu < 4; ++nu) {
            if (nu == mu)
                continue;
            const int32_t un0 = nu == 0, un1 = nu == 1, un2 = nu == 2, un3 = nu == 3;

            for (int k = 0; k < 2; ++k) {
                double A_r[3][3], A_i[3][3];
                const uint64_t A_path = k == 0 ? 0x526d04dULL : 0xa6512dULL;

                for (int j = 0; j < 3; ++j) {
                    const uint64_t code = A_path >> (9 * j);
                    const int l[4] = {(int)(code & 3), (int)((code >> 2) & 7) - 2,
                                      (int)((code >> 5) & 7) - 2, (int)((code >> 8) & 1)};
                    const int64_t y =
                        LATTICE_IDXH(LATTICE_WRAP(x0 + l[1] * um0 + l[2] * un0, n0),
                                     LATTICE_WRAP(x1 + l[1] * um1 + l[2] * un1, n1),
                                     LATTICE_WRAP(x2 + l[1] * um2 + l[2] * un2, n2),
                                     LATTICE_WRAP(x3 + l[1] * um3 + l[2] * un3, n3), n0, n1, n2);
                    const int fy = 2 * (l[0] & 1 ? nu : mu) + ((p + l[1] + l[2]) & 1);
                    double L_r[3][3], L_i[3][3];
                    L_r[0][0] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                    L_i[0][0] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                    L_r[0][1] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                    L_i[0][1] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                    L_r[0][2] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                    L_i[0][2] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                    L_r[1][0] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                    L_i[1][0] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                    L_r[1][1] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                    L_i[1][1] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                    L_r[1][2] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                    L_i[1][2] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                    L_r[2][0] = (L_r[0][1] * L_r[1][2] - L_i[0][1] * L_i[1][2]) -
                                (L_r[0][2] * L_r[1][1] - L_i[0][2] * L_i[1][1]);
                    L_i[2][0] = -((L_r[0][1] * L_i[1][2] + L_i[0][1] * L_r[1][2]) -
                                  (L_r[0][2] * L_i[1][1] + L_i[0][2] * L_r[1][1]));
                    L_r[2][1] = (L_r[0][2] * L_r[1][0] - L_i[0][2] * L_i[1][0]) -
                                (L_r[0][0] * L_r[1][2] - L_i[0][0] * L_i[1][2]);
                    L_i[2][1] = -((L_r[0][2] * L_i[1][0] + L_i[0][2] * L_r[1][0]) -
                                  (L_r[0][0] * L_i[1][2] + L_i[0][0] * L_r[1][2]));
                    L_r[2][2] = (L_r[0][0] * L_r[1][1] - L_i[0][0] * L_i[1][1]) -
                                (L_r[0][1] * L_r[1][0] - L_i[0][1] * L_i[1][0]);
                    L_i[2][2] = -((L_r[0][0] * L_i[1][1] + L_i[0][0] * L_r[1][1]) -
                                  (L_r[0][1] * L_i[1][0] + L_i[0][1] * L_r[1][0]));

                    if (l[3]) {
                        double t;
                        L_i[0][0] = -L_i[0][0];
                        t = L_r[0][1], L_r[0][1] = L_r[1][0], L_r[1][0] = t;
                        t = L_i[0][1], L_i[0][1] = -L_i[1][0], L_i[1][0] = -t;
                        t = L_r[0][2], L_r[0][2] = L_r[2][0], L_r[2][0] = t;
                        t = L_i[0][2], L_i[0][2] = -L_i[2][0], L_i[2][0] = -t;
                        L_i[1][1] = -L_i[1][1];
                        t = L_r[1][2], L_r[1][2] = L_r[2][1], L_r[2][1] = t;
                        t = L_i[1][2], L_i[1][2] = -L_i[2][1], L_i[2][1] = -t;
                        L_i[2][2] = -L_i[2][2];
                    }

                    if (j == 0) {
                        A_r[0][0] = L_r[0][0], A_i[0][0] = L_i[0][0];
                        A_r[0][1] = L_r[0][1], A_i[0][1] = L_i[0][1];
                        A_r[0][2] = L_r[0][2], A_i[0][2] = L_i[0][2];
                        A_r[1][0] = L_r[1][0], A_i[1][0] = L_i[1][0];
                        A_r[1][1] = L_r[1][1], A_i[1][1] = L_i[1][1];
                        A_r[1][2] = L_r[1][2], A_i[1][2] = L_i[1][2];
                        A_r[2][0] = L_r[2][0], A_i[2][0] = L_i[2][0];
                        A_r[2][1] = L_r[2][1], A_i[2][1] = L_i[2][1];
                        A_r[2][2] = L_r[2][2], A_i[2][2] = L_i[2][2];

                    } else {
                        double P_r[3][3], P_i[3][3];
                        P_r[0][0] = A_r[0][0] * L_r[0][0] - A_i[0][0] * L_i[0][0] +
                                    A_r[0][1] * L_r[1][0] - A_i[0][1] * L_i[1][0] +
                                    A_r[0][2] * L_r[2][0] - A_i[0][2] * L_i[2][0];
                        P_i[0][0] = A_r[0][0] * L_i[0][0] + A_i[0][0] * L_r[0][0] +
                                    A_r[0][1] * L_i[1][0] + A_i[0][1] * L_r[1][0] +
                                    A_r[0][2] * L_i[2][0] + A_i[0][2] * L_r[2][0];
                        P_r[0][1] = A_r[0][0] * L_r[0][1] - A_i[0][0] * L_i[0][1] +
                                    A_r[0][1] * L_r[1][1] - A_i[0][1] * L_i[1][1] +
                                    A_r[0][2] * L_r[2][1] - A_i[0][2] * L_i[2][1];
                        P_i[0][1] = A_r[0][0] * L_i[0][1] + A_i[0][0] * L_r[0][1] +
                                    A_r[0][1] * L_i[1][1] + A_i[0][1] * L_r[1][1] +
                                    A_r[0][2] * L_i[2][1] + A_i[0][2] * L_r[2][1];
                        P_r[0][2] = A_r[0][0] * L_r[0][2] - A_i[0][0] * L_i[0][2] +
                                    A_r[0][1] * L_r[1][2] - A_i[0][1] * L_i[1][2] +
                                    A_r[0][2] * L_r[2][2] - A_i[0][2] * L_i[2][2];
                        P_i[0][2] = A_r[0][0] * L_i[0][2] + A_i[0][0] * L_r[0][2] +
                                    A_r[0][1] * L_i[1][2] + A_i[0][1] * L_r[1][2] +
                                    A_r[0][2] * L_i[2][2] + A_i[0][2] * L_r[2][2];
                        P_r[1][0] = A_r[1][0] * L_r[0][0] - A_i[1][0] * L_i[0][0] +
                                    A_r[1][1] * L_r[1][0] - A_i[1][1] * L_i[1][0] +
                                    A_r[1][2] * L_r[2][0] - A_i[1][2] * L_i[2][0];
                        P_i[1][0] = A_r[1][0] * L_i[0][0] + A_i[1][0] * L_r[0][0] +
                                    A_r[1][1] * L_i[1][0] + A_i[1][1] * L_r[1][0] +
                                    A_r[1][2] * L_i[2][0] + A_i[1][2] * L_r[2][0];
                        P_r[1][1] = A_r[1][0] * L_r[0][1] - A_i[1][0] * L_i[0][1] +
                                    A_r[1][1] * L_r[1][1] - A_i[1][1] * L_i[1][1] +
                                    A_r[1][2] * L_r[2][1] - A_i[1][2] * L_i[2][1];
                        P_i[1][1] = A_r[1][0] * L_i[0][1] + A_i[1][0] * L_r[0][1] +
                                    A_r[1][1] * L_i[1][1] + A_i[1][1] * L_r[1][1] +
                                    A_r[1][2] * L_i[2][1] + A_i[1][2] * L_r[2][1];
                        P_r[1][2] = A_r[1][0] * L_r[0][2] - A_i[1][0] * L_i[0][2] +
                                    A_r[1][1] * L_r[1][2] - A_i[1][1] * L_i[1][2] +
                                    A_r[1][2] * L_r[2][2] - A_i[1][2] * L_i[2][2];
                        P_i[1][2] = A_r[1][0] * L_i[0][2] + A_i[1][0] * L_r[0][2] +
                                    A_r[1][1] * L_i[1][2] + A_i[1][1] * L_r[1][2] +
                                    A_r[1][2] * L_i[2][2] + A_i[1][2] * L_r[2][2];
                        P_r[2][0] = A_r[2][0] * L_r[0][0] - A_i[2][0] * L_i[0][0] +
                                    A_r[2][1] * L_r[1][0] - A_i[2][1] * L_i[1][0] +
                                    A_r[2][2] * L_r[2][0] - A_i[2][2] * L_i[2][0];
                        P_i[2][0] = A_r[2][0] * L_i[0][0] + A_i[2][0] * L_r[0][0] +
                                    A_r[2][1] * L_i[1][0] + A_i[2][1] * L_r[1][0] +
                                    A_r[2][2] * L_i[2][0] + A_i[2][2] * L_r[2][0];
                        P_r[2][1] = A_r[2][0] * L_r[0][1] - A_i[2][0] * L_i[0][1] +
                                    A_r[2][1] * L_r[1][1] - A_i[2][1] * L_i[1][1] +
                                    A_r[2][2] * L_r[2][1] - A_i[2][2] * L_i[2][1];
                        P_i[2][1] = A_r[2][0] * L_i[0][1] + A_i[2][0] * L_r[0][1] +
                                    A_r[2][1] * L_i[1][1] + A_i[2][1] * L_r[1][1] +
                                    A_r[2][2] * L_i[2][1] + A_i[2][2] * L_r[2][1];
                        P_r[2][2] = A_r[2][0] * L_r[0][2] - A_i[2][0] * L_i[0][2] +
                                    A_r[2][1] * L_r[1][2] - A_i[2][1] * L_i[1][2] +
                                    A_r[2][2] * L_r[2][2] - A_i[2][2] * L_i[2][2];
                        P_i[2][2] = A_r[2][0] * L_i[0][2] + A_i[2][0] * L_r[0][2] +
                                    A_r[2][1] * L_i[1][2] + A_i[2][1] * L_r[1][2] +
                                    A_r[2][2] * L_i[2][2] + A_i[2][2] * L_r[2][2];

                        A_r[0][0] = P_r[0][0], A_i[0][0] = P_i[0][0];
                        A_r[0][1] = P_r[0][1], A_i[0][1] = P_i[0][1];
                        A_r[0][2] = P_r[0][2], A_i[0][2] = P_i[0][2];
                        A_r[1][0] = P_r[1][0], A_i[1][0] = P_i[1][0];
                        A_r[1][1] = P_r[1][1], A_i[1][1] = P_i[1][1];
                        A_r[1][2] = P_r[1][2], A_i[1][2] = P_i[1][2];
                        A_r[2][0] = P_r[2][0], A_i[2][0] = P_i[2][0];
                        A_r[2][1] = P_r[2][1], A_i[2][1] = P_i[2][1];
                        A_r[2][2] = P_r[2][2], A_i[2][2] = P_i[2][2];
                    }
                }

                S_r[0][0] = S_r[0][0] + (c_plaq)*A_r[0][0],
                S_i[0][0] = S_i[0][0] + (c_plaq)*A_i[0][0];
                S_r[0][1] = S_r[0][1] + (c_plaq)*A_r[0][1],
                S_i[0][1] = S_i[0][1] + (c_plaq)*A_i[0][1];
                S_r[0][2] = S_r[0][2] + (c_plaq)*A_r[0][2],
                S_i[0][2] = S_i[0][2] + (c_plaq)*A_i[0][2];
                S_r[1][0] = S_r[1][0] + (c_plaq)*A_r[1][0],
                S_i[1][0] = S_i[1][0] + (c_plaq)*A_i[1][0];
                S_r[1][1] = S_r[1][1] + (c_plaq)*A_r[1][1],
                S_i[1][1] = S_i[1][1] + (c_plaq)*A_i[1][1];
                S_r[1][2] = S_r[1][2] + (c_plaq)*A_r[1][2],
                S_i[1][2] = S_i[1][2] + (c_plaq)*A_i[1][2];
                S_r[2][0] = S_r[2][0] + (c_plaq)*A_r[2][0],
                S_i[2][0] = S_i[2][0] + (c_plaq)*A_i[2][0];
                S_r[2][1] = S_r[2][1] + (c_plaq)*A_r[2][1],
                S_i[2][1] = S_i[2][1] + (c_plaq)*A_i[2][1];
                S_r[2][2] = S_r[2][2] + (c_plaq)*A_r[2][2],
                S_i[2][2] = S_i[2][2] + (c_plaq)*A_i[2][2];
            }

            for (int k = 0; k < 6 * (c_rect != 0); ++k) {
                double A_r[3][3], A_i[3][3];
                const uint64_t A_path = k == 0   ? 0x149b45b0a24cULL
                                        : k == 1 ? 0x44a2d92d04dULL
                                        : k == 2 ? 0x29944b2624cULL
                                        : k == 3 ? 0x4412c92512dULL
                                        : k == 4 ? 0x149b4e20da4dULL
                                                 : 0x2904c221b2dULL;

                for (int j = 0; j < 5; ++j) {
                    const uint64_t code = A_path >> (9 * j);
                    const int l[4] = {(int)(code & 3), (int)((code >> 2) & 7) - 2,
                                      (int)((code >> 5) & 7) - 2, (int)((code >> 8) & 1)};
                    const int64_t y =
                        LATTICE_IDXH(LATTICE_WRAP(x0 + l[1] * um0 + l[2] * un0, n0),
                                     LATTICE_WRAP(x1 + l[1] * um1 + l[2] * un1, n1),
                                     LATTICE_WRAP(x2 + l[1] * um2 + l[2] * un2, n2),
                                     LATTICE_WRAP(x3 + l[1] * um3 + l[2] * un3, n3), n0, n1, n2);
                    const int fy = 2 * (l[0] & 1 ? nu : mu) + ((p + l[1] + l[2]) & 1);
                    double L_r[3][3], L_i[3][3];
                    L_r[0][0] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                    L_i[0][0] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                    L_r[0][1] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                    L_i[0][1] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                    L_r[0][2] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                    L_i[0][2] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                    L_r[1][0] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                    L_i[1][0] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                    L_r[1][1] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                    L_i[1][1] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                    L_r[1][2] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                    L_i[1][2] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                    L_r[2][0] = (L_r[0][1] * L_r[1][2] - L_i[0][1] * L_i[1][2]) -
                                (L_r[0][2] * L_r[1][1] - L_i[0][2] * L_i[1][1]);
                    L_i[2][0] = -((L_r[0][1] * L_i[1][2] + L_i[0][1] * L_r[1][2]) -
                                  (L_r[0][2] * L_i[1][1] + L_i[0][2] * L_r[1][1]));
                    L_r[2][1] = (L_r[0][2] * L_r[1][0] - L_i[0][2] * L_i[1][0]) -
                                (L_r[0][0] * L_r[1][2] - L_i[0][0] * L_i[1][2]);
                    L_i[2][1] = -((L_r[0][2] * L_i[1][0] + L_i[0][2] * L_r[1][0]) -
                                  (L_r[0][0] * L_i[1][2] + L_i[0][0] * L_r[1][2]));
                    L_r[2][2] = (L_r[0][0] * L_r[1][1] - L_i[0][0] * L_i[1][1]) -
                                (L_r[0][1] * L_r[1][0] - L_i[0][1] * L_i[1][0]);
                    L_i[2][2] = -((L_r[0][0] * L_i[1][1] + L_i[0][0] * L_r[1][1]) -
                                  (L_r[0][1] * L_i[1][0] + L_i[0][1] * L_r[1][0]));

                    if (l[3]) {
                        double t;
                        L_i[0][0] = -L_i[0][0];
                        t = L_r[0][1], L_r[0][1] = L_r[1][0], L_r[1][0] = t;
                        t = L_i[0][1], L_i[0][1] = -L_i[1][0], L_i[1][0] = -t;
                        t = L_r[0][2], L_r[0][2] = L_r[2][0], L_r[2][0] = t;
                        t = L_i[0][2], L_i[0][2] = -L_i[2][0], L_i[2][0] = -t;
                        L_i[1][1] = -L_i[1][1];
                        t = L_r[1][2], L_r[1][2] = L_r[2][1], L_r[2][1] = t;
                        t = L_i[1][2], L_i[1][2] = -L_i[2][1], L_i[2][1] = -t;
                        L_i[2][2] = -L_i[2][2];
                    }

                    if (j == 0) {
                        A_r[0][0] = L_r[0][0], A_i[0][0] = L_i[0][0];
                        A_r[0][1] = L_r[0][1], A_i[0][1] = L_i[0][1];
                        A_r[0][2] = L_r[0][2], A_i[0][2] = L_i[0][2];
                        A_r[1][0] = L_r[1][0], A_i[1][0] = L_i[1][0];
                        A_r[1][1] = L_r[1][1], A_i[1][1] = L_i[1][1];
                        A_r[1][2] = L_r[1][2], A_i[1][2] = L_i[1][2];
                        A_r[2][0] = L_r[2][0], A_i[2][0] = L_i[2][0];
                        A_r[2][1] = L_r[2][1], A_i[2][1] = L_i[2][1];
                        A_r[2][2] = L_r[2][2], A_i[2][2] = L_i[2][2];

                    } else {
                        double P_r[3][3], P_i[3][3];
                        P_r[0][0] = A_r[0][0] * L_r[0][0] - A_i[0][0] * L_i[0][0] +
                                    A_r[0][1] * L_r[1][0] - A_i[0][1] * L_i[1][0] +
                                    A_r[0][2] * L_r[2][0] - A_i[0][2] * L_i[2][0];
                        P_i[0][0] = A_r[0][0] * L_i[0][0] + A_i[0][0] * L_r[0][0] +
                                    A_r[0][1] * L_i[1][0] + A_i[0][1] * L_r[1][0] +
                                    A_r[0][2] * L_i[2][0] + A_i[0][2] * L_r[2][0];
                        P_r[0][1] = A_r[0][0] * L_r[0][1] - A_i[0][0] * L_i[0][1] +
                                    A_r[0][1] * L_r[1][1] - A_i[0][1] * L_i[1][1] +
                                    A_r[0][2] * L_r[2][1] - A_i[0][2] * L_i[2][1];
                        P_i[0][1] = A_r[0][0] * L_i[0][1] + A_i[0][0] * L_r[0][1] +
                                    A_r[0][1] * L_i[1][1] + A_i[0][1] * L_r[1][1] +
                                    A_r[0][2] * L_i[2][1] + A_i[0][2] * L_r[2][1];
                        P_r[0][2] = A_r[0][0] * L_r[0][2] - A_i[0][0] * L_i[0][2] +
                                    A_r[0][1] * L_r[1][2] - A_i[0][1] * L_i[1][2] +
                                    A_r[0][2] * L_r[2][2] - A_i[0][2] * L_i[2][2];
                        P_i[0][2] = A_r[0][0] * L_i[0][2] + A_i[0][0] * L_r[0][2] +
                                    A_r[0][1] * L_i[1][2] + A_i[0][1] * L_r[1][2] +
                                    A_r[0][2] * L_i[2][2] + A_i[0][2] * L_r[2][2];
                        P_r[1][0] = A_r[1][0] * L_r[0][0] - A_i[1][0] * L_i[0][0] +
                                    A_r[1][1] * L_r[1][0] - A_i[1][1] * L_i[1][0] +
                                    A_r[1][2] * L_r[2][0] - A_i[1][2] * L_i[2][0];
                        P_i[1][0] = A_r[1][0] * L_i[0][0] + A_i[1][0] * L_r[0][0] +
                                    A_r[1][1] * L_i[1][0] + A_i[1][1] * L_r[1][0] +
                                    A_r[1][2] * L_i[2][0] + A_i[1][2] * L_r[2][0];
                        P_r[1][1] = A_r[1][0] * L_r[0][1] - A_i[1][0] * L_i[0][1] +
                                    A_r[1][1] * L_r[1][1] - A_i[1][1] * L_i[1][1] +
                                    A_r[1][2] * L_r[2][1] - A_i[1][2] * L_i[2][1];
                        P_i[1][1] = A_r[1][0] * L_i[0][1] + A_i[1][0] * L_r[0][1] +
                                    A_r[1][1] * L_i[1][1] + A_i[1][1] * L_r[1][1] +
                                    A_r[1][2] * L_i[2][1] + A_i[1][2] * L_r[2][1];
                        P_r[1][2] = A_r[1][0] * L_r[0][2] - A_i[1][0] * L_i[0][2] +
                                    A_r[1][1] * L_r[1][2] - A_i[1][1] * L_i[1][2] +
                                    A_r[1][2] * L_r[2][2] - A_i[1][2] * L_i[2][2];
                        P_i[1][2] = A_r[1][0] * L_i[0][2] + A_i[1][0] * L_r[0][2] +
                                    A_r[1][1] * L_i[1][2] + A_i[1][1] * L_r[1][2] +
                                    A_r[1][2] * L_i[2][2] + A_i[1][2] * L_r[2][2];
                        P_r[2][0] = A_r[2][0] * L_r[0][0] - A_i[2][0] * L_i[0][0] +
                                    A_r[2][1] * L_r[1][0] - A_i[2][1] * L_i[1][0] +
                                    A_r[2][2] * L_r[2][0] - A_i[2][2] * L_i[2][0];
                        P_i[2][0] = A_r[2][0] * L_i[0][0] + A_i[2][0] * L_r[0][0] +
                                    A_r[2][1] * L_i[1][0] + A_i[2][1] * L_r[1][0] +
                                    A_r[2][2] * L_i[2][0] + A_i[2][2] * L_r[2][0];
                        P_r[2][1] = A_r[2][0] * L_r[0][1] - A_i[2][0] * L_i[0][1] +
                                    A_r[2][1] * L_r[1][1] - A_i[2][1] * L_i[1][1] +
                                    A_r[2][2] * L_r[2][1] - A_i[2][2] * L_i[2][1];
                        P_i[2][1] = A_r[2][0] * L_i[0][1] + A_i[2][0] * L_r[0][1] +
                                    A_r[2][1] * L_i[1][1] + A_i[2][1] * L_r[1][1] +
                                    A_r[2][2] * L_i[2][1] + A_i[2][2] * L_r[2][1];
                        P_r[2][2] = A_r[2][0] * L_r[0][2] - A_i[2][0] * L_i[0][2] +
                                    A_r[2][1] * L_r[1][2] - A_i[2][1] * L_i[1][2] +
                                    A_r[2][2] * L_r[2][2] - A_i[2][2] * L_i[2][2];
                        P_i[2][2] = A_r[2][0] * L_i[0][2] + A_i[2][0] * L_r[0][2] +
                                    A_r[2][1] * L_i[1][2] + A_i[2][1] * L_r[1][2] +
                                    A_r[2][2] * L_i[2][2] + A_i[2][2] * L_r[2][2];

                        A_r[0][0] = P_r[0][0], A_i[0][0] = P_i[0][0];
                        A_r[0][1] = P_r[0][1], A_i[0][1] = P_i[0][1];
                        A_r[0][2] = P_r[0][2], A_i[0][2] = P_i[0][2];
                        A_r[1][0] = P_r[1][0], A_i[1][0] = P_i[1][0];
                        A_r[1][1] = P_r[1][1], A_i[1][1] = P_i[1][1];
                        A_r[1][2] = P_r[1][2], A_i[1][2] = P_i[1][2];
                        A_r[2][0] = P_r[2][0], A_i[2][0] = P_i[2][0];
                        A_r[2][1] = P_r[2][1], A_i[2][1] = P_i[2][1];
                        A_r[2][2] = P_r[2][2], A_i[2][2] = P_i[2][2];
                    }
                }

                S_r[0][0] = S_r[0][0] + (c_rect)*A_r[0][0],
                S_i[0][0] = S_i[0][0] + (c_rect)*A_i[0][0];
                S_r[0][1] = S_r[0][1] + (c_rect)*A_r[0][1],
                S_i[0][1] = S_i[0][1] + (c_rect)*A_i[0][1];
                S_r[0][2] = S_r[0][2] + (c_rect)*A_r[0][2],
                S_i[0][2] = S_i[0][2] + (c_rect)*A_i[0][2];
                S_r[1][0] = S_r[1][0] + (c_rect)*A_r[1][0],
                S_i[1][0] = S_i[1][0] + (c_rect)*A_i[1][0];
                S_r[1][1] = S_r[1][1] + (c_rect)*A_r[1][1],
                S_i[1][1] = S_i[1][1] + (c_rect)*A_i[1][1];
                S_r[1][2] = S_r[1][2] + (c_rect)*A_r[1][2],
                S_i[1][2] = S_i[1][2] + (c_rect)*A_i[1][2];
                S_r[2][0] = S_r[2][0] + (c_rect)*A_r[2][0],
                S_i[2][0] = S_i[2][0] + (c_rect)*A_i[2][0];
                S_r[2][1] = S_r[2][1] + (c_rect)*A_r[2][1],
                S_i[2][1] = S_i[2][1] + (c_rect)*A_i[2][1];
                S_r[2][2] = S_r[2][2] + (c_rect)*A_r[2][2],
                S_i[2][2] = S_i[2][2] + (c_rect)*A_i[2][2];
            }
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

/* Sum over the sites of one parity of sum_{mu != nu} Re tr R_mu,nu(x) / 3, R the 2x1 rectangle
 * at x (two links along mu, one along nu): twelve rectangles per site. */
double lattice_rectangle_d12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh;
    (void)nlink;
    const int p = parity & 1;
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

        for (int mu = 0; mu < 4; ++mu) {
            const int32_t um0 = mu == 0, um1 = mu == 1, um2 = mu == 2, um3 = mu == 3;

            for (int nu = 0; nu < 4; ++nu) {
                if (nu == mu)
                    continue;
                const int32_t un0 = nu == 0, un1 = nu == 1, un2 = nu == 2, un3 = nu == 3;

                double A_r[3][3], A_i[3][3];
                const uint64_t A_path = 0x1449848ULL;

                for (int j = 0; j < 3; ++j) {
                    const uint64_t code = A_path >> (9 * j);
                    const int l[4] = {(int)(code & 3), (int)((code >> 2) & 7) - 2,
                                      (int)((code >> 5) & 7) - 2, (int)((code >> 8) & 1)};
                    const int64_t y =
                        LATTICE_IDXH(LATTICE_WRAP(x0 + l[1] * um0 + l[2] * un0, n0),
                                     LATTICE_WRAP(x1 + l[1] * um1 + l[2] * un1, n1),
                                     LATTICE_WRAP(x2 + l[1] * um2 + l[2] * un2, n2),
                                     LATTICE_WRAP(x3 + l[1] * um3 + l[2] * un3, n3), n0, n1, n2);
                    const int fy = 2 * (l[0] & 1 ? nu : mu) + ((p + l[1] + l[2]) & 1);
                    double L_r[3][3], L_i[3][3];
                    L_r[0][0] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                    L_i[0][0] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                    L_r[0][1] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                    L_i[0][1] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                    L_r[0][2] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                    L_i[0][2] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                    L_r[1][0] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                    L_i[1][0] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                    L_r[1][1] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                    L_i[1][1] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                    L_r[1][2] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                    L_i[1][2] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                    L_r[2][0] = (L_r[0][1] * L_r[1][2] - L_i[0][1] * L_i[1][2]) -
                                (L_r[0][2] * L_r[1][1] - L_i[0][2] * L_i[1][1]);
                    L_i[2][0] = -((L_r[0][1] * L_i[1][2] + L_i[0][1] * L_r[1][2]) -
                                  (L_r[0][2] * L_i[1][1] + L_i[0][2] * L_r[1][1]));
                    L_r[2][1] = (L_r[0][2] * L_r[1][0] - L_i[0][2] * L_i[1][0]) -
                                (L_r[0][0] * L_r[1][2] - L_i[0][0] * L_i[1][2]);
                    L_i[2][1] = -((L_r[0][2] * L_i[1][0] + L_i[0][2] * L_r[1][0]) -
                                  (L_r[0][0] * L_i[1][2] + L_i[0][0] * L_r[1][2]));
                    L_r[2][2] = (L_r[0][0] * L_r[1][1] - L_i[0][0] * L_i[1][1]) -
                                (L_r[0][1] * L_r[1][0] - L_i[0][1] * L_i[1][0]);
                    L_i[2][2] = -((L_r[0][0] * L_i[1][1] + L_i[0][0] * L_r[1][1]) -
                                  (L_r[0][1] * L_i[1][0] + L_i[0][1] * L_r[1][0]));

                    if (l[3]) {
                        double t;
                        L_i[0][0] = -L_i[0][0];
                        t = L_r[0][1], L_r[0][1] = L_r[1][0], L_r[1][0] = t;
                        t = L_i[0][1], L_i[0][1] = -L_i[1][0], L_i[1][0] = -t;
                        t = L_r[0][2], L_r[0][2] = L_r[2][0], L_r[2][0] = t;
                        t = L_i[0][2], L_i[0][2] = -L_i[2][0], L_i[2][0] = -t;
                        L_i[1][1] = -L_i[1][1];
                        t = L_r[1][2], L_r[1][2] = L_r[2][1], L_r[2][1] = t;
                        t = L_i[1][2], L_i[1][2] = -L_i[2][1], L_i[2][1] = -t;
                        L_i[2][2] = -L_i[2][2];
                    }

                    if (j == 0) {
                        A_r[0][0] = L_r[0][0], A_i[0][0] = L_i[0][0];
                        A_r[0][1] = L_r[0][1], A_i[0][1] = L_i[0][1];
                        A_r[0][2] = L_r[0][2], A_i[0][2] = L_i[0][2];
                        A_r[1][0] = L_r[1][0], A_i[1][0] = L_i[1][0];
                        A_r[1][1] = L_r[1][1], A_i[1][1] = L_i[1][1];
                        A_r[1][2] = L_r[1][2], A_i[1][2] = L_i[1][2];
                        A_r[2][0] = L_r[2][0], A_i[2][0] = L_i[2][0];
                        A_r[2][1] = L_r[2][1], A_i[2][1] = L_i[2][1];
                        A_r[2][2] = L_r[2][2], A_i[2][2] = L_i[2][2];

                    } else {
                        double P_r[3][3], P_i[3][3];
                        P_r[0][0] = A_r[0][0] * L_r[0][0] - A_i[0][0] * L_i[0][0] +
                                    A_r[0][1] * L_r[1][0] - A_i[0][1] * L_i[1][0] +
                                    A_r[0][2] * L_r[2][0] - A_i[0][2] * L_i[2][0];
                        P_i[0][0] = A_r[0][0] * L_i[0][0] + A_i[0][0] * L_r[0][0] +
                                    A_r[0][1] * L_i[1][0] + A_i[0][1] * L_r[1][0] +
                                    A_r[0][2] * L_i[2][0] + A_i[0][2] * L_r[2][0];
                        P_r[0][1] = A_r[0][0] * L_r[0][1] - A_i[0][0] * L_i[0][1] +
                                    A_r[0][1] * L_r[1][1] - A_i[0][1] * L_i[1][1] +
                                    A_r[0][2] * L_r[2][1] - A_i[0][2] * L_i[2][1];
                        P_i[0][1] = A_r[0][0] * L_i[0][1] + A_i[0][0] * L_r[0][1] +
                                    A_r[0][1] * L_i[1][1] + A_i[0][1] * L_r[1][1] +
                                    A_r[0][2] * L_i[2][1] + A_i[0][2] * L_r[2][1];
                        P_r[0][2] = A_r[0][0] * L_r[0][2] - A_i[0][0] * L_i[0][2] +
                                    A_r[0][1] * L_r[1][2] - A_i[0][1] * L_i[1][2] +
                                    A_r[0][2] * L_r[2][2] - A_i[0][2] * L_i[2][2];
                        P_i[0][2] = A_r[0][0] * L_i[0][2] + A_i[0][0] * L_r[0][2] +
                                    A_r[0][1] * L_i[1][2] + A_i[0][1] * L_r[1][2] +
                                    A_r[0][2] * L_i[2][2] + A_i[0][2] * L_r[2][2];
                        P_r[1][0] = A_r[1][0] * L_r[0][0] - A_i[1][0] * L_i[0][0] +
                                    A_r[1][1] * L_r[1][0] - A_i[1][1] * L_i[1][0] +
                                    A_r[1][2] * L_r[2][0] - A_i[1][2] * L_i[2][0];
                        P_i[1][0] = A_r[1][0] * L_i[0][0] + A_i[1][0] * L_r[0][0] +
                                    A_r[1][1] * L_i[1][0] + A_i[1][1] * L_r[1][0] +
                                    A_r[1][2] * L_i[2][0] + A_i[1][2] * L_r[2][0];
                        P_r[1][1] = A_r[1][0] * L_r[0][1] - A_i[1][0] * L_i[0][1] +
                                    A_r[1][1] * L_r[1][1] - A_i[1][1] * L_i[1][1] +
                                    A_r[1][2] * L_r[2][1] - A_i[1][2] * L_i[2][1];
                        P_i[1][1] = A_r[1][0] * L_i[0][1] + A_i[1][0] * L_r[0][1] +
                                    A_r[1][1] * L_i[1][1] + A_i[1][1] * L_r[1][1] +
                                    A_r[1][2] * L_i[2][1] + A_i[1][2] * L_r[2][1];
                        P_r[1][2] = A_r[1][0] * L_r[0][2] - A_i[1][0] * L_i[0][2] +
                                    A_r[1][1] * L_r[1][2] - A_i[1][1] * L_i[1][2] +
                                    A_r[1][2] * L_r[2][2] - A_i[1][2] * L_i[2][2];
                        P_i[1][2] = A_r[1][0] * L_i[0][2] + A_i[1][0] * L_r[0][2] +
                                    A_r[1][1] * L_i[1][2] + A_i[1][1] * L_r[1][2] +
                                    A_r[1][2] * L_i[2][2] + A_i[1][2] * L_r[2][2];
                        P_r[2][0] = A_r[2][0] * L_r[0][0] - A_i[2][0] * L_i[0][0] +
                                    A_r[2][1] * L_r[1][0] - A_i[2][1] * L_i[1][0] +
                                    A_r[2][2] * L_r[2][0] - A_i[2][2] * L_i[2][0];
                        P_i[2][0] = A_r[2][0] * L_i[0][0] + A_i[2][0] * L_r[0][0] +
                                    A_r[2][1] * L_i[1][0] + A_i[2][1] * L_r[1][0] +
                                    A_r[2][2] * L_i[2][0] + A_i[2][2] * L_r[2][0];
                        P_r[2][1] = A_r[2][0] * L_r[0][1] - A_i[2][0] * L_i[0][1] +
                                    A_r[2][1] * L_r[1][1] - A_i[2][1] * L_i[1][1] +
                                    A_r[2][2] * L_r[2][1] - A_i[2][2] * L_i[2][1];
                        P_i[2][1] = A_r[2][0] * L_i[0][1] + A_i[2][0] * L_r[0][1] +
                                    A_r[2][1] * L_i[1][1] + A_i[2][1] * L_r[1][1] +
                                    A_r[2][2] * L_i[2][1] + A_i[2][2] * L_r[2][1];
                        P_r[2][2] = A_r[2][0] * L_r[0][2] - A_i[2][0] * L_i[0][2] +
                                    A_r[2][1] * L_r[1][2] - A_i[2][1] * L_i[1][2] +
                                    A_r[2][2] * L_r[2][2] - A_i[2][2] * L_i[2][2];
                        P_i[2][2] = A_r[2][0] * L_i[0][2] + A_i[2][0] * L_r[0][2] +
                                    A_r[2][1] * L_i[1][2] + A_i[2][1] * L_r[1][2] +
                                    A_r[2][2] * L_i[2][2] + A_i[2][2] * L_r[2][2];

                        A_r[0][0] = P_r[0][0], A_i[0][0] = P_i[0][0];
                        A_r[0][1] = P_r[0][1], A_i[0][1] = P_i[0][1];
                        A_r[0][2] = P_r[0][2], A_i[0][2] = P_i[0][2];
                        A_r[1][0] = P_r[1][0], A_i[1][0] = P_i[1][0];
                        A_r[1][1] = P_r[1][1], A_i[1][1] = P_i[1][1];
                        A_r[1][2] = P_r[1][2], A_i[1][2] = P_i[1][2];
                        A_r[2][0] = P_r[2][0], A_i[2][0] = P_i[2][0];
                        A_r[2][1] = P_r[2][1], A_i[2][1] = P_i[2][1];
                        A_r[2][2] = P_r[2][2], A_i[2][2] = P_i[2][2];
                    }
                }

                double B_r[3][3], B_i[3][3];
                const uint64_t B_path = 0x1b0d049ULL;

                for (int j = 0; j < 3; ++j) {
                    const uint64_t code = B_path >> (9 * j);
                    const int l[4] = {(int)(code & 3), (int)((code >> 2) & 7) - 2,
                                      (int)((code >> 5) & 7) - 2, (int)((code >> 8) & 1)};
                    const int64_t y =
                        LATTICE_IDXH(LATTICE_WRAP(x0 + l[1] * um0 + l[2] * un0, n0),
                                     LATTICE_WRAP(x1 + l[1] * um1 + l[2] * un1, n1),
                                     LATTICE_WRAP(x2 + l[1] * um2 + l[2] * un2, n2),
                                     LATTICE_WRAP(x3 + l[1] * um3 + l[2] * un3, n3), n0, n1, n2);
                    const int fy = 2 * (l[0] & 1 ? nu : mu) + ((p + l[1] + l[2]) & 1);
                    double L_r[3][3], L_i[3][3];
                    L_r[0][0] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                    L_i[0][0] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                    L_r[0][1] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                    L_i[0][1] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                    L_r[0][2] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                    L_i[0][2] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                    L_r[1][0] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                    L_i[1][0] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                    L_r[1][1] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                    L_i[1][1] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                    L_r[1][2] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                    L_i[1][2] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                    L_r[2][0] = (L_r[0][1] * L_r[1][2] - L_i[0][1] * L_i[1][2]) -
                                (L_r[0][2] * L_r[1][1] - L_i[0][2] * L_i[1][1]);
                    L_i[2][0] = -((L_r[0][1] * L_i[1][2] + L_i[0][1] * L_r[1][2]) -
                                  (L_r[0][2] * L_i[1][1] + L_i[0][2] * L_r[1][1]));
                    L_r[2][1] = (L_r[0][2] * L_r[1][0] - L_i[0][2] * L_i[1][0]) -
                                (L_r[0][0] * L_r[1][2] - L_i[0][0] * L_i[1][2]);
                    L_i[2][1] = -((L_r[0][2] * L_i[1][0] + L_i[0][2] * L_r[1][0]) -
                                  (L_r[0][0] * L_i[1][2] + L_i[0][0] * L_r[1][2]));
                    L_r[2][2] = (L_r[0][0] * L_r[1][1] - L_i[0][0] * L_i[1][1]) -
                                (L_r[0][1] * L_r[1][0] - L_i[0][1] * L_i[1][0]);
                    L_i[2][2] = -((L_r[0][0] * L_i[1][1] + L_i[0][0] * L_r[1][1]) -
                                  (L_r[0][1] * L_i[1][0] + L_i[0][1] * L_r[1][0]));

                    if (l[3]) {
                        double t;
                        L_i[0][0] = -L_i[0][0];
                        t = L_r[0][1], L_r[0][1] = L_r[1][0], L_r[1][0] = t;
                        t = L_i[0][1], L_i[0][1] = -L_i[1][0], L_i[1][0] = -t;
                        t = L_r[0][2], L_r[0][2] = L_r[2][0], L_r[2][0] = t;
                        t = L_i[0][2], L_i[0][2] = -L_i[2][0], L_i[2][0] = -t;
                        L_i[1][1] = -L_i[1][1];
                        t = L_r[1][2], L_r[1][2] = L_r[2][1], L_r[2][1] = t;
                        t = L_i[1][2], L_i[1][2] = -L_i[2][1], L_i[2][1] = -t;
                        L_i[2][2] = -L_i[2][2];
                    }

                    if (j == 0) {
                        B_r[0][0] = L_r[0][0], B_i[0][0] = L_i[0][0];
                        B_r[0][1] = L_r[0][1], B_i[0][1] = L_i[0][1];
                        B_r[0][2] = L_r[0][2], B_i[0][2] = L_i[0][2];
                        B_r[1][0] = L_r[1][0], B_i[1][0] = L_i[1][0];
                        B_r[1][1] = L_r[1][1], B_i[1][1] = L_i[1][1];
                        B_r[1][2] = L_r[1][2], B_i[1][2] = L_i[1][2];
                        B_r[2][0] = L_r[2][0], B_i[2][0] = L_i[2][0];
                        B_r[2][1] = L_r[2][1], B_i[2][1] = L_i[2][1];
                        B_r[2][2] = L_r[2][2], B_i[2][2] = L_i[2][2];

                    } else {
                        double P_r[3][3], P_i[3][3];
                        P_r[0][0] = B_r[0][0] * L_r[0][0] - B_i[0][0] * L_i[0][0] +
                                    B_r[0][1] * L_r[1][0] - B_i[0][1] * L_i[1][0] +
                                    B_r[0][2] * L_r[2][0] - B_i[0][2] * L_i[2][0];
                        P_i[0][0] = B_r[0][0] * L_i[0][0] + B_i[0][0] * L_r[0][0] +
                                    B_r[0][1] * L_i[1][0] + B_i[0][1] * L_r[1][0] +
                                    B_r[0][2] * L_i[2][0] + B_i[0][2] * L_r[2][0];
                        P_r[0][1] = B_r[0][0] * L_r[0][1] - B_i[0][0] * L_i[0][1] +
                                    B_r[0][1] * L_r[1][1] - B_i[0][1] * L_i[1][1] +
                                    B_r[0][2] * L_r[2][1] - B_i[0][2] * L_i[2][1];
                        P_i[0][1] = B_r[0][0] * L_i[0][1] + B_i[0][0] * L_r[0][1] +
                                    B_r[0][1] * L_i[1][1] + B_i[0][1] * L_r[1][1] +
                                    B_r[0][2] * L_i[2][1] + B_i[0][2] * L_r[2][1];
                        P_r[0][2] = B_r[0][0] * L_r[0][2] - B_i[0][0] * L_i[0][2] +
                                    B_r[0][1] * L_r[1][2] - B_i[0][1] * L_i[1][2] +
                                    B_r[0][2] * L_r[2][2] - B_i[0][2] * L_i[2][2];
                        P_i[0][2] = B_r[0][0] * L_i[0][2] + B_i[0][0] * L_r[0][2] +
                                    B_r[0][1] * L_i[1][2] + B_i[0][1] * L_r[1][2] +
                                    B_r[0][2] * L_i[2][2] + B_i[0][2] * L_r[2][2];
                        P_r[1][0] = B_r[1][0] * L_r[0][0] - B_i[1][0] * L_i[0][0] +
                                    B_r[1][1] * L_r[1][0] - B_i[1][1] * L_i[1][0] +
                                    B_r[1][2] * L_r[2][0] - B_i[1][2] * L_i[2][0];
                        P_i[1][0] = B_r[1][0] * L_i[0][0] + B_i[1][0] * L_r[0][0] +
                                    B_r[1][1] * L_i[1][0] + B_i[1][1] * L_r[1][0] +
                                    B_r[1][2] * L_i[2][0] + B_i[1][2] * L_r[2][0];
                        P_r[1][1] = B_r[1][0] * L_r[0][1] - B_i[1][0] * L_i[0][1] +
                                    B_r[1][1] * L_r[1][1] - B_i[1][1] * L_i[1][1] +
                                    B_r[1][2] * L_r[2][1] - B_i[1][2] * L_i[2][1];
                        P_i[1][1] = B_r[1][0] * L_i[0][1] + B_i[1][0] * L_r[0][1] +
                                    B_r[1][1] * L_i[1][1] + B_i[1][1] * L_r[1][1] +
                                    B_r[1][2] * L_i[2][1] + B_i[1][2] * L_r[2][1];
                        P_r[1][2] = B_r[1][0] * L_r[0][2] - B_i[1][0] * L_i[0][2] +
                                    B_r[1][1] * L_r[1][2] - B_i[1][1] * L_i[1][2] +
                                    B_r[1][2] * L_r[2][2] - B_i[1][2] * L_i[2][2];
                        P_i[1][2] = B_r[1][0] * L_i[0][2] + B_i[1][0] * L_r[0][2] +
                                    B_r[1][1] * L_i[1][2] + B_i[1][1] * L_r[1][2] +
                                    B_r[1][2] * L_i[2][2] + B_i[1][2] * L_r[2][2];
                        P_r[2][0] = B_r[2][0] * L_r[0][0] - B_i[2][0] * L_i[0][0] +
                                    B_r[2][1] * L_r[1][0] - B_i[2][1] * L_i[1][0] +
                                    B_r[2][2] * L_r[2][0] - B_i[2][2] * L_i[2][0];
                        P_i[2][0] = B_r[2][0] * L_i[0][0] + B_i[2][0] * L_r[0][0] +
                                    B_r[2][1] * L_i[1][0] + B_i[2][1] * L_r[1][0] +
                                    B_r[2][2] * L_i[2][0] + B_i[2][2] * L_r[2][0];
                        P_r[2][1] = B_r[2][0] * L_r[0][1] - B_i[2][0] * L_i[0][1] +
                                    B_r[2][1] * L_r[1][1] - B_i[2][1] * L_i[1][1] +
                                    B_r[2][2] * L_r[2][1] - B_i[2][2] * L_i[2][1];
                        P_i[2][1] = B_r[2][0] * L_i[0][1] + B_i[2][0] * L_r[0][1] +
                                    B_r[2][1] * L_i[1][1] + B_i[2][1] * L_r[1][1] +
                                    B_r[2][2] * L_i[2][1] + B_i[2][2] * L_r[2][1];
                        P_r[2][2] = B_r[2][0] * L_r[0][2] - B_i[2][0] * L_i[0][2] +
                                    B_r[2][1] * L_r[1][2] - B_i[2][1] * L_i[1][2] +
                                    B_r[2][2] * L_r[2][2] - B_i[2][2] * L_i[2][2];
                        P_i[2][2] = B_r[2][0] * L_i[0][2] + B_i[2][0] * L_r[0][2] +
                                    B_r[2][1] * L_i[1][2] + B_i[2][1] * L_r[1][2] +
                                    B_r[2][2] * L_i[2][2] + B_i[2][2] * L_r[2][2];

                        B_r[0][0] = P_r[0][0], B_i[0][0] = P_i[0][0];
                        B_r[0][1] = P_r[0][1], B_i[0][1] = P_i[0][1];
                        B_r[0][2] = P_r[0][2], B_i[0][2] = P_i[0][2];
                        B_r[1][0] = P_r[1][0], B_i[1][0] = P_i[1][0];
                        B_r[1][1] = P_r[1][1], B_i[1][1] = P_i[1][1];
                        B_r[1][2] = P_r[1][2], B_i[1][2] = P_i[1][2];
                        B_r[2][0] = P_r[2][0], B_i[2][0] = P_i[2][0];
                        B_r[2][1] = P_r[2][1], B_i[2][1] = P_i[2][1];
                        B_r[2][2] = P_r[2][2], B_i[2][2] = P_i[2][2];
                    }
                }

                site += (A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                         A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                         A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                         A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                         A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                         A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
            }
        }
        sum += site / 3;
    }
    return sum;
}

/* Block sums of the rectangles (runtime/lattice/dist.h): part[k] = the sum over the 16 sites of
 * block k (as lattice_plaquette_blocks_d12) of sum_{mu != nu} Re tr R_mu,nu(x) / 3. */
void lattice_rectangle_blocks_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                  int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                                  int32_t c2, int32_t c3, const double complex *restrict u,
                                  double *restrict part) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nblock = (int64_t)c0 * c1 * c2 * c3;
    (void)nlink;
#pragma omp parallel for schedule(static)
    for (int64_t k = 0; k < nblock; ++k) {
        const int32_t k0 = (int32_t)(k % c0), k1 = (int32_t)((k / c0) % c1),
                      k2 = (int32_t)((k / ((int64_t)c0 * c1)) % c2);
        const int32_t k3 = (int32_t)(k / ((int64_t)c0 * c1 * c2));
        double sum = 0;

        for (int d = 0; d < 16; ++d) {
            const int32_t x0 = l0 + 2 * k0 + (d & 1), x1 = l1 + 2 * k1 + ((d >> 1) & 1);
            const int32_t x2 = l2 + 2 * k2 + ((d >> 2) & 1), x3 = l3 + 2 * k3 + (d >> 3);
            const int p = (x0 + x1 + x2 + x3) & 1;
            double site = 0;

            for (int mu = 0; mu < 4; ++mu) {
                const int32_t um0 = mu == 0, um1 = mu == 1, um2 = mu == 2, um3 = mu == 3;

                for (int nu = 0; nu < 4; ++nu) {
                    if (nu == mu)
                        continue;
                    const int32_t un0 = nu == 0, un1 = nu == 1, un2 = nu == 2, un3 = nu == 3;

                    double A_r[3][3], A_i[3][3];
                    const uint64_t A_path = 0x1449848ULL;

                    for (int j = 0; j < 3; ++j) {
                        const uint64_t code = A_path >> (9 * j);
                        const int l[4] = {(int)(code & 3), (int)((code >> 2) & 7) - 2,
                                          (int)((code >> 5) & 7) - 2, (int)((code >> 8) & 1)};
                        const int64_t y = LATTICE_IDXH(
                            LATTICE_WRAP(x0 + l[1] * um0 + l[2] * un0, n0),
                            LATTICE_WRAP(x1 + l[1] * um1 + l[2] * un1, n1),
                            LATTICE_WRAP(x2 + l[1] * um2 + l[2] * un2, n2),
                            LATTICE_WRAP(x3 + l[1] * um3 + l[2] * un3, n3), n0, n1, n2);
                        const int fy = 2 * (l[0] & 1 ? nu : mu) + ((p + l[1] + l[2]) & 1);
                        double L_r[3][3], L_i[3][3];
                        L_r[0][0] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                        L_i[0][0] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                        L_r[0][1] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                        L_i[0][1] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                        L_r[0][2] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                        L_i[0][2] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                        L_r[1][0] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                        L_i[1][0] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                        L_r[1][1] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                        L_i[1][1] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                        L_r[1][2] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                        L_i[1][2] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                        L_r[2][0] = (L_r[0][1] * L_r[1][2] - L_i[0][1] * L_i[1][2]) -
                                    (L_r[0][2] * L_r[1][1] - L_i[0][2] * L_i[1][1]);
                        L_i[2][0] = -((L_r[0][1] * L_i[1][2] + L_i[0][1] * L_r[1][2]) -
                                      (L_r[0][2] * L_i[1][1] + L_i[0][2] * L_r[1][1]));
                        L_r[2][1] = (L_r[0][2] * L_r[1][0] - L_i[0][2] * L_i[1][0]) -
                                    (L_r[0][0] * L_r[1][2] - L_i[0][0] * L_i[1][2]);
                        L_i[2][1] = -((L_r[0][2] * L_i[1][0] + L_i[0][2] * L_r[1][0]) -
                                      (L_r[0][0] * L_i[1][2] + L_i[0][0] * L_r[1][2]));
                        L_r[2][2] = (L_r[0][0] * L_r[1][1] - L_i[0][0] * L_i[1][1]) -
                                    (L_r[0][1] * L_r[1][0] - L_i[0][1] * L_i[1][0]);
                        L_i[2][2] = -((L_r[0][0] * L_i[1][1] + L_i[0][0] * L_r[1][1]) -
                                      (L_r[0][1] * L_i[1][0] + L_i[0][1] * L_r[1][0]));

                        if (l[3]) {
                            double t;
                            L_i[0][0] = -L_i[0][0];
                            t = L_r[0][1], L_r[0][1] = L_r[1][0], L_r[1][0] = t;
                            t = L_i[0][1], L_i[0][1] = -L_i[1][0], L_i[1][0] = -t;
                            t = L_r[0][2], L_r[0][2] = L_r[2][0], L_r[2][0] = t;
                            t = L_i[0][2], L_i[0][2] = -L_i[2][0], L_i[2][0] = -t;
                            L_i[1][1] = -L_i[1][1];
                            t = L_r[1][2], L_r[1][2] = L_r[2][1], L_r[2][1] = t;
                            t = L_i[1][2], L_i[1][2] = -L_i[2][1], L_i[2][1] = -t;
                            L_i[2][2] = -L_i[2][2];
                        }

                        if (j == 0) {
                            A_r[0][0] = L_r[0][0], A_i[0][0] = L_i[0][0];
                            A_r[0][1] = L_r[0][1], A_i[0][1] = L_i[0][1];
                            A_r[0][2] = L_r[0][2], A_i[0][2] = L_i[0][2];
                            A_r[1][0] = L_r[1][0], A_i[1][0] = L_i[1][0];
                            A_r[1][1] = L_r[1][1], A_i[1][1] = L_i[1][1];
                            A_r[1][2] = L_r[1][2], A_i[1][2] = L_i[1][2];
                            A_r[2][0] = L_r[2][0], A_i[2][0] = L_i[2][0];
                            A_r[2][1] = L_r[2][1], A_i[2][1] = L_i[2][1];
                            A_r[2][2] = L_r[2][2], A_i[2][2] = L_i[2][2];

                        } else {
                            double P_r[3][3], P_i[3][3];
                            P_r[0][0] = A_r[0][0] * L_r[0][0] - A_i[0][0] * L_i[0][0] +
                                        A_r[0][1] * L_r[1][0] - A_i[0][1] * L_i[1][0] +
                                        A_r[0][2] * L_r[2][0] - A_i[0][2] * L_i[2][0];
                            P_i[0][0] = A_r[0][0] * L_i[0][0] + A_i[0][0] * L_r[0][0] +
                                        A_r[0][1] * L_i[1][0] + A_i[0][1] * L_r[1][0] +
                                        A_r[0][2] * L_i[2][0] + A_i[0][2] * L_r[2][0];
                            P_r[0][1] = A_r[0][0] * L_r[0][1] - A_i[0][0] * L_i[0][1] +
                                        A_r[0][1] * L_r[1][1] - A_i[0][1] * L_i[1][1] +
                                        A_r[0][2] * L_r[2][1] - A_i[0][2] * L_i[2][1];
                            P_i[0][1] = A_r[0][0] * L_i[0][1] + A_i[0][0] * L_r[0][1] +
                                        A_r[0][1] * L_i[1][1] + A_i[0][1] * L_r[1][1] +
                                        A_r[0][2] * L_i[2][1] + A_i[0][2] * L_r[2][1];
                            P_r[0][2] = A_r[0][0] * L_r[0][2] - A_i[0][0] * L_i[0][2] +
                                        A_r[0][1] * L_r[1][2] - A_i[0][1] * L_i[1][2] +
                                        A_r[0][2] * L_r[2][2] - A_i[0][2] * L_i[2][2];
                            P_i[0][2] = A_r[0][0] * L_i[0][2] + A_i[0][0] * L_r[0][2] +
                                        A_r[0][1] * L_i[1][2] + A_i[0][1] * L_r[1][2] +
                                        A_r[0][2] * L_i[2][2] + A_i[0][2] * L_r[2][2];
                            P_r[1][0] = A_r[1][0] * L_r[0][0] - A_i[1][0] * L_i[0][0] +
                                        A_r[1][1] * L_r[1][0] - A_i[1][1] * L_i[1][0] +
                                        A_r[1][2] * L_r[2][0] - A_i[1][2] * L_i[2][0];
                            P_i[1][0] = A_r[1][0] * L_i[0][0] + A_i[1][0] * L_r[0][0] +
                                        A_r[1][1] * L_i[1][0] + A_i[1][1] * L_r[1][0] +
                                        A_r[1][2] * L_i[2][0] + A_i[1][2] * L_r[2][0];
                            P_r[1][1] = A_r[1][0] * L_r[0][1] - A_i[1][0] * L_i[0][1] +
                                        A_r[1][1] * L_r[1][1] - A_i[1][1] * L_i[1][1] +
                                        A_r[1][2] * L_r[2][1] - A_i[1][2] * L_i[2][1];
                            P_i[1][1] = A_r[1][0] * L_i[0][1] + A_i[1][0] * L_r[0][1] +
                                        A_r[1][1] * L_i[1][1] + A_i[1][1] * L_r[1][1] +
                                        A_r[1][2] * L_i[2][1] + A_i[1][2] * L_r[2][1];
                            P_r[1][2] = A_r[1][0] * L_r[0][2] - A_i[1][0] * L_i[0][2] +
                                        A_r[1][1] * L_r[1][2] - A_i[1][1] * L_i[1][2] +
                                        A_r[1][2] * L_r[2][2] - A_i[1][2] * L_i[2][2];
                            P_i[1][2] = A_r[1][0] * L_i[0][2] + A_i[1][0] * L_r[0][2] +
                                        A_r[1][1] * L_i[1][2] + A_i[1][1] * L_r[1][2] +
                                        A_r[1][2] * L_i[2][2] + A_i[1][2] * L_r[2][2];
                            P_r[2][0] = A_r[2][0] * L_r[0][0] - A_i[2][0] * L_i[0][0] +
                                        A_r[2][1] * L_r[1][0] - A_i[2][1] * L_i[1][0] +
                                        A_r[2][2] * L_r[2][0] - A_i[2][2] * L_i[2][0];
                            P_i[2][0] = A_r[2][0] * L_i[0][0] + A_i[2][0] * L_r[0][0] +
                                        A_r[2][1] * L_i[1][0] + A_i[2][1] * L_r[1][0] +
                                        A_r[2][2] * L_i[2][0] + A_i[2][2] * L_r[2][0];
                            P_r[2][1] = A_r[2][0] * L_r[0][1] - A_i[2][0] * L_i[0][1] +
                                        A_r[2][1] * L_r[1][1] - A_i[2][1] * L_i[1][1] +
                                        A_r[2][2] * L_r[2][1] - A_i[2][2] * L_i[2][1];
                            P_i[2][1] = A_r[2][0] * L_i[0][1] + A_i[2][0] * L_r[0][1] +
                                        A_r[2][1] * L_i[1][1] + A_i[2][1] * L_r[1][1] +
                                        A_r[2][2] * L_i[2][1] + A_i[2][2] * L_r[2][1];
                            P_r[2][2] = A_r[2][0] * L_r[0][2] - A_i[2][0] * L_i[0][2] +
                                        A_r[2][1] * L_r[1][2] - A_i[2][1] * L_i[1][2] +
                                        A_r[2][2] * L_r[2][2] - A_i[2][2] * L_i[2][2];
                            P_i[2][2] = A_r[2][0] * L_i[0][2] + A_i[2][0] * L_r[0][2] +
                                        A_r[2][1] * L_i[1][2] + A_i[2][1] * L_r[1][2] +
                                        A_r[2][2] * L_i[2][2] + A_i[2][2] * L_r[2][2];

                            A_r[0][0] = P_r[0][0], A_i[0][0] = P_i[0][0];
                            A_r[0][1] = P_r[0][1], A_i[0][1] = P_i[0][1];
                            A_r[0][2] = P_r[0][2], A_i[0][2] = P_i[0][2];
                            A_r[1][0] = P_r[1][0], A_i[1][0] = P_i[1][0];
                            A_r[1][1] = P_r[1][1], A_i[1][1] = P_i[1][1];
                            A_r[1][2] = P_r[1][2], A_i[1][2] = P_i[1][2];
                            A_r[2][0] = P_r[2][0], A_i[2][0] = P_i[2][0];
                            A_r[2][1] = P_r[2][1], A_i[2][1] = P_i[2][1];
                            A_r[2][2] = P_r[2][2], A_i[2][2] = P_i[2][2];
                        }
                    }

                    double B_r[3][3], B_i[3][3];
                    const uint64_t B_path = 0x1b0d049ULL;

                    for (int j = 0; j < 3; ++j) {
                        const uint64_t code = B_path >> (9 * j);
                        const int l[4] = {(int)(code & 3), (int)((code >> 2) & 7) - 2,
                                          (int)((code >> 5) & 7) - 2, (int)((code >> 8) & 1)};
                        const int64_t y = LATTICE_IDXH(
                            LATTICE_WRAP(x0 + l[1] * um0 + l[2] * un0, n0),
                            LATTICE_WRAP(x1 + l[1] * um1 + l[2] * un1, n1),
                            LATTICE_WRAP(x2 + l[1] * um2 + l[2] * un2, n2),
                            LATTICE_WRAP(x3 + l[1] * um3 + l[2] * un3, n3), n0, n1, n2);
                        const int fy = 2 * (l[0] & 1 ? nu : mu) + ((p + l[1] + l[2]) & 1);
                        double L_r[3][3], L_i[3][3];
                        L_r[0][0] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                        L_i[0][0] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                        L_r[0][1] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                        L_i[0][1] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                        L_r[0][2] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                        L_i[0][2] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                        L_r[1][0] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                        L_i[1][0] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                        L_r[1][1] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                        L_i[1][1] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                        L_r[1][2] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                        L_i[1][2] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                        L_r[2][0] = (L_r[0][1] * L_r[1][2] - L_i[0][1] * L_i[1][2]) -
                                    (L_r[0][2] * L_r[1][1] - L_i[0][2] * L_i[1][1]);
                        L_i[2][0] = -((L_r[0][1] * L_i[1][2] + L_i[0][1] * L_r[1][2]) -
                                      (L_r[0][2] * L_i[1][1] + L_i[0][2] * L_r[1][1]));
                        L_r[2][1] = (L_r[0][2] * L_r[1][0] - L_i[0][2] * L_i[1][0]) -
                                    (L_r[0][0] * L_r[1][2] - L_i[0][0] * L_i[1][2]);
                        L_i[2][1] = -((L_r[0][2] * L_i[1][0] + L_i[0][2] * L_r[1][0]) -
                                      (L_r[0][0] * L_i[1][2] + L_i[0][0] * L_r[1][2]));
                        L_r[2][2] = (L_r[0][0] * L_r[1][1] - L_i[0][0] * L_i[1][1]) -
                                    (L_r[0][1] * L_r[1][0] - L_i[0][1] * L_i[1][0]);
                        L_i[2][2] = -((L_r[0][0] * L_i[1][1] + L_i[0][0] * L_r[1][1]) -
                                      (L_r[0][1] * L_i[1][0] + L_i[0][1] * L_r[1][0]));

                        if (l[3]) {
                            double t;
                            L_i[0][0] = -L_i[0][0];
                            t = L_r[0][1], L_r[0][1] = L_r[1][0], L_r[1][0] = t;
                            t = L_i[0][1], L_i[0][1] = -L_i[1][0], L_i[1][0] = -t;
                            t = L_r[0][2], L_r[0][2] = L_r[2][0], L_r[2][0] = t;
                            t = L_i[0][2], L_i[0][2] = -L_i[2][0], L_i[2][0] = -t;
                            L_i[1][1] = -L_i[1][1];
                            t = L_r[1][2], L_r[1][2] = L_r[2][1], L_r[2][1] = t;
                            t = L_i[1][2], L_i[1][2] = -L_i[2][1], L_i[2][1] = -t;
                            L_i[2][2] = -L_i[2][2];
                        }

                        if (j == 0) {
                            B_r[0][0] = L_r[0][0], B_i[0][0] = L_i[0][0];
                            B_r[0][1] = L_r[0][1], B_i[0][1] = L_i[0][1];
                            B_r[0][2] = L_r[0][2], B_i[0][2] = L_i[0][2];
                            B_r[1][0] = L_r[1][0], B_i[1][0] = L_i[1][0];
                            B_r[1][1] = L_r[1][1], B_i[1][1] = L_i[1][1];
                            B_r[1][2] = L_r[1][2], B_i[1][2] = L_i[1][2];
                            B_r[2][0] = L_r[2][0], B_i[2][0] = L_i[2][0];
                            B_r[2][1] = L_r[2][1], B_i[2][1] = L_i[2][1];
                            B_r[2][2] = L_r[2][2], B_i[2][2] = L_i[2][2];

                        } else {
                            double P_r[3][3], P_i[3][3];
                            P_r[0][0] = B_r[0][0] * L_r[0][0] - B_i[0][0] * L_i[0][0] +
                                        B_r[0][1] * L_r[1][0] - B_i[0][1] * L_i[1][0] +
                                        B_r[0][2] * L_r[2][0] - B_i[0][2] * L_i[2][0];
                            P_i[0][0] = B_r[0][0] * L_i[0][0] + B_i[0][0] * L_r[0][0] +
                                        B_r[0][1] * L_i[1][0] + B_i[0][1] * L_r[1][0] +
                                        B_r[0][2] * L_i[2][0] + B_i[0][2] * L_r[2][0];
                            P_r[0][1] = B_r[0][0] * L_r[0][1] - B_i[0][0] * L_i[0][1] +
                                        B_r[0][1] * L_r[1][1] - B_i[0][1] * L_i[1][1] +
                                        B_r[0][2] * L_r[2][1] - B_i[0][2] * L_i[2][1];
                            P_i[0][1] = B_r[0][0] * L_i[0][1] + B_i[0][0] * L_r[0][1] +
                                        B_r[0][1] * L_i[1][1] + B_i[0][1] * L_r[1][1] +
                                        B_r[0][2] * L_i[2][1] + B_i[0][2] * L_r[2][1];
                            P_r[0][2] = B_r[0][0] * L_r[0][2] - B_i[0][0] * L_i[0][2] +
                                        B_r[0][1] * L_r[1][2] - B_i[0][1] * L_i[1][2] +
                                        B_r[0][2] * L_r[2][2] - B_i[0][2] * L_i[2][2];
                            P_i[0][2] = B_r[0][0] * L_i[0][2] + B_i[0][0] * L_r[0][2] +
                                        B_r[0][1] * L_i[1][2] + B_i[0][1] * L_r[1][2] +
                                        B_r[0][2] * L_i[2][2] + B_i[0][2] * L_r[2][2];
                            P_r[1][0] = B_r[1][0] * L_r[0][0] - B_i[1][0] * L_i[0][0] +
                                        B_r[1][1] * L_r[1][0] - B_i[1][1] * L_i[1][0] +
                                        B_r[1][2] * L_r[2][0] - B_i[1][2] * L_i[2][0];
                            P_i[1][0] = B_r[1][0] * L_i[0][0] + B_i[1][0] * L_r[0][0] +
                                        B_r[1][1] * L_i[1][0] + B_i[1][1] * L_r[1][0] +
                                        B_r[1][2] * L_i[2][0] + B_i[1][2] * L_r[2][0];
                            P_r[1][1] = B_r[1][0] * L_r[0][1] - B_i[1][0] * L_i[0][1] +
                                        B_r[1][1] * L_r[1][1] - B_i[1][1] * L_i[1][1] +
                                        B_r[1][2] * L_r[2][1] - B_i[1][2] * L_i[2][1];
                            P_i[1][1] = B_r[1][0] * L_i[0][1] + B_i[1][0] * L_r[0][1] +
                                        B_r[1][1] * L_i[1][1] + B_i[1][1] * L_r[1][1] +
                                        B_r[1][2] * L_i[2][1] + B_i[1][2] * L_r[2][1];
                            P_r[1][2] = B_r[1][0] * L_r[0][2] - B_i[1][0] * L_i[0][2] +
                                        B_r[1][1] * L_r[1][2] - B_i[1][1] * L_i[1][2] +
                                        B_r[1][2] * L_r[2][2] - B_i[1][2] * L_i[2][2];
                            P_i[1][2] = B_r[1][0] * L_i[0][2] + B_i[1][0] * L_r[0][2] +
                                        B_r[1][1] * L_i[1][2] + B_i[1][1] * L_r[1][2] +
                                        B_r[1][2] * L_i[2][2] + B_i[1][2] * L_r[2][2];
                            P_r[2][0] = B_r[2][0] * L_r[0][0] - B_i[2][0] * L_i[0][0] +
                                        B_r[2][1] * L_r[1][0] - B_i[2][1] * L_i[1][0] +
                                        B_r[2][2] * L_r[2][0] - B_i[2][2] * L_i[2][0];
                            P_i[2][0] = B_r[2][0] * L_i[0][0] + B_i[2][0] * L_r[0][0] +
                                        B_r[2][1] * L_i[1][0] + B_i[2][1] * L_r[1][0] +
                                        B_r[2][2] * L_i[2][0] + B_i[2][2] * L_r[2][0];
                            P_r[2][1] = B_r[2][0] * L_r[0][1] - B_i[2][0] * L_i[0][1] +
                                        B_r[2][1] * L_r[1][1] - B_i[2][1] * L_i[1][1] +
                                        B_r[2][2] * L_r[2][1] - B_i[2][2] * L_i[2][1];
                            P_i[2][1] = B_r[2][0] * L_i[0][1] + B_i[2][0] * L_r[0][1] +
                                        B_r[2][1] * L_i[1][1] + B_i[2][1] * L_r[1][1] +
                                        B_r[2][2] * L_i[2][1] + B_i[2][2] * L_r[2][1];
                            P_r[2][2] = B_r[2][0] * L_r[0][2] - B_i[2][0] * L_i[0][2] +
                                        B_r[2][1] * L_r[1][2] - B_i[2][1] * L_i[1][2] +
                                        B_r[2][2] * L_r[2][2] - B_i[2][2] * L_i[2][2];
                            P_i[2][2] = B_r[2][0] * L_i[0][2] + B_i[2][0] * L_r[0][2] +
                                        B_r[2][1] * L_i[1][2] + B_i[2][1] * L_r[1][2] +
                                        B_r[2][2] * L_i[2][2] + B_i[2][2] * L_r[2][2];

                            B_r[0][0] = P_r[0][0], B_i[0][0] = P_i[0][0];
                            B_r[0][1] = P_r[0][1], B_i[0][1] = P_i[0][1];
                            B_r[0][2] = P_r[0][2], B_i[0][2] = P_i[0][2];
                            B_r[1][0] = P_r[1][0], B_i[1][0] = P_i[1][0];
                            B_r[1][1] = P_r[1][1], B_i[1][1] = P_i[1][1];
                            B_r[1][2] = P_r[1][2], B_i[1][2] = P_i[1][2];
                            B_r[2][0] = P_r[2][0], B_i[2][0] = P_i[2][0];
                            B_r[2][1] = P_r[2][1], B_i[2][1] = P_i[2][1];
                            B_r[2][2] = P_r[2][2], B_i[2][2] = P_i[2][2];
                        }
                    }

                    site += (A_r[0][0] * B_r[0][0] + A_i[0][0] * B_i[0][0] + A_r[0][1] * B_r[0][1] +
                             A_i[0][1] * B_i[0][1] + A_r[0][2] * B_r[0][2] + A_i[0][2] * B_i[0][2] +
                             A_r[1][0] * B_r[1][0] + A_i[1][0] * B_i[1][0] + A_r[1][1] * B_r[1][1] +
                             A_i[1][1] * B_i[1][1] + A_r[1][2] * B_r[1][2] + A_i[1][2] * B_i[1][2] +
                             A_r[2][0] * B_r[2][0] + A_i[2][0] * B_i[2][0] + A_r[2][1] * B_r[2][1] +
                             A_i[2][1] * B_i[2][1] + A_r[2][2] * B_r[2][2] + A_i[2][2] * B_i[2][2]);
                }
            }
            sum += site / 3;
        }
        part[k] = sum;
    }
}

/* Stout smearing, backward through one level (Morningstar and Peardon, Phys. Rev. D 69 (2004)
 * 054501): with U' = exp(iQ) U, Q = rho TH(i U S) (S the Wilson staple, in `q` from the forward
 * pass) and G' the gradient of the action with respect to U' (dS = Re tr G' dU'), for the links
 * U_mu(x) of one parity:
 *   Lambda = TH(i Y), Y = int_0^1 exp(i s Q) X exp(i (1 - s) Q) ds, X = U G'
 *   grad_out = G' exp(iQ) + i rho S Lambda       (the direct terms)
 *   w        = i rho Lambda U                      (the gradient with respect to S)
 * exp(iQ) and Y come together from the Taylor series of exp([[iQ, X], [0, iQ]]), whose
 * upper-right block is Y (scaling and squaring as in the link update, one order more for the
 * derivative). lattice_stout_force_* then adds what reaches U through the other links' staples. */
void lattice_stout_lambda_d12(int mu, int parity, int64_t sizeh, double rho,
                              const double complex *restrict u,
                              const double complex *restrict staple, const double *restrict q,
                              const double complex *restrict grad_in,
                              double complex *restrict grad_out, double complex *restrict w) {
    const int64_t nlink = 8 * 2 * 3 * sizeh, nstaple = 9 * sizeh, nmom = 64 * sizeh,
                  ngrad = 72 * sizeh;
    (void)nlink, (void)nstaple, (void)nmom, (void)ngrad;
    const int f = 2 * mu + (parity & 1);
#pragma omp parallel for schedule(static)
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

        double G_r[3][3], G_i[3][3];
        G_r[0][0] = __real__ grad_in[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)];
        G_i[0][0] = __imag__ grad_in[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)];
        G_r[0][1] = __real__ grad_in[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)];
        G_i[0][1] = __imag__ grad_in[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)];
        G_r[0][2] = __real__ grad_in[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)];
        G_i[0][2] = __imag__ grad_in[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)];
        G_r[1][0] = __real__ grad_in[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)];
        G_i[1][0] = __imag__ grad_in[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)];
        G_r[1][1] = __real__ grad_in[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)];
        G_i[1][1] = __imag__ grad_in[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)];
        G_r[1][2] = __real__ grad_in[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)];
        G_i[1][2] = __imag__ grad_in[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)];
        G_r[2][0] = __real__ grad_in[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)];
        G_i[2][0] = __imag__ grad_in[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)];
        G_r[2][1] = __real__ grad_in[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)];
        G_i[2][1] = __imag__ grad_in[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)];
        G_r[2][2] = __real__ grad_in[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)];
        G_i[2][2] = __imag__ grad_in[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)];

        double H_r[3][3], H_i[3][3];
        H_r[0][0] = q[((int64_t)(f)*8 + 6) * sizeh + (h)],
        H_r[1][1] = q[((int64_t)(f)*8 + 7) * sizeh + (h)];
        H_r[2][2] = -H_r[0][0] - H_r[1][1];
        H_i[0][0] = H_i[1][1] = H_i[2][2] = 0;
        H_r[0][1] = q[((int64_t)(f)*8 + 0) * sizeh + (h)],
        H_i[0][1] = q[((int64_t)(f)*8 + 1) * sizeh + (h)];
        H_r[1][0] = H_r[0][1], H_i[1][0] = -H_i[0][1];
        H_r[0][2] = q[((int64_t)(f)*8 + 2) * sizeh + (h)],
        H_i[0][2] = q[((int64_t)(f)*8 + 3) * sizeh + (h)];
        H_r[2][0] = H_r[0][2], H_i[2][0] = -H_i[0][2];
        H_r[1][2] = q[((int64_t)(f)*8 + 4) * sizeh + (h)],
        H_i[1][2] = q[((int64_t)(f)*8 + 5) * sizeh + (h)];
        H_r[2][1] = H_r[1][2], H_i[2][1] = -H_i[1][2];

        double X_r[3][3], X_i[3][3];
        X_r[0][0] = U_r[0][0] * G_r[0][0] - U_i[0][0] * G_i[0][0] + U_r[0][1] * G_r[1][0] -
                    U_i[0][1] * G_i[1][0] + U_r[0][2] * G_r[2][0] - U_i[0][2] * G_i[2][0];
        X_i[0][0] = U_r[0][0] * G_i[0][0] + U_i[0][0] * G_r[0][0] + U_r[0][1] * G_i[1][0] +
                    U_i[0][1] * G_r[1][0] + U_r[0][2] * G_i[2][0] + U_i[0][2] * G_r[2][0];
        X_r[0][1] = U_r[0][0] * G_r[0][1] - U_i[0][0] * G_i[0][1] + U_r[0][1] * G_r[1][1] -
                    U_i[0][1] * G_i[1][1] + U_r[0][2] * G_r[2][1] - U_i[0][2] * G_i[2][1];
        X_i[0][1] = U_r[0][0] * G_i[0][1] + U_i[0][0] * G_r[0][1] + U_r[0][1] * G_i[1][1] +
                    U_i[0][1] * G_r[1][1] + U_r[0][2] * G_i[2][1] + U_i[0][2] * G_r[2][1];
        X_r[0][2] = U_r[0][0] * G_r[0][2] - U_i[0][0] * G_i[0][2] + U_r[0][1] * G_r[1][2] -
                    U_i[0][1] * G_i[1][2] + U_r[0][2] * G_r[2][2] - U_i[0][2] * G_i[2][2];
        X_i[0][2] = U_r[0][0] * G_i[0][2] + U_i[0][0] * G_r[0][2] + U_r[0][1] * G_i[1][2] +
                    U_i[0][1] * G_r[1][2] + U_r[0][2] * G_i[2][2] + U_i[0][2] * G_r[2][2];
        X_r[1][0] = U_r[1][0] * G_r[0][0] - U_i[1][0] * G_i[0][0] + U_r[1][1] * G_r[1][0] -
                    U_i[1][1] * G_i[1][0] + U_r[1][2] * G_r[2][0] - U_i[1][2] * G_i[2][0];
        X_i[1][0] = U_r[1][0] * G_i[0][0] + U_i[1][0] * G_r[0][0] + U_r[1][1] * G_i[1][0] +
                    U_i[1][1] * G_r[1][0] + U_r[1][2] * G_i[2][0] + U_i[1][2] * G_r[2][0];
        X_r[1][1] = U_r[1][0] * G_r[0][1] - U_i[1][0] * G_i[0][1] + U_r[1][1] * G_r[1][1] -
                    U_i[1][1] * G_i[1][1] + U_r[1][2] * G_r[2][1] - U_i[1][2] * G_i[2][1];
        X_i[1][1] = U_r[1][0] * G_i[0][1] + U_i[1][0] * G_r[0][1] + U_r[1][1] * G_i[1][1] +
                    U_i[1][1] * G_r[1][1] + U_r[1][2] * G_i[2][1] + U_i[1][2] * G_r[2][1];
        X_r[1][2] = U_r[1][0] * G_r[0][2] - U_i[1][0] * G_i[0][2] + U_r[1][1] * G_r[1][2] -
                    U_i[1][1] * G_i[1][2] + U_r[1][2] * G_r[2][2] - U_i[1][2] * G_i[2][2];
        X_i[1][2] = U_r[1][0] * G_i[0][2] + U_i[1][0] * G_r[0][2] + U_r[1][1] * G_i[1][2] +
                    U_i[1][1] * G_r[1][2] + U_r[1][2] * G_i[2][2] + U_i[1][2] * G_r[2][2];
        X_r[2][0] = U_r[2][0] * G_r[0][0] - U_i[2][0] * G_i[0][0] + U_r[2][1] * G_r[1][0] -
                    U_i[2][1] * G_i[1][0] + U_r[2][2] * G_r[2][0] - U_i[2][2] * G_i[2][0];
        X_i[2][0] = U_r[2][0] * G_i[0][0] + U_i[2][0] * G_r[0][0] + U_r[2][1] * G_i[1][0] +
                    U_i[2][1] * G_r[1][0] + U_r[2][2] * G_i[2][0] + U_i[2][2] * G_r[2][0];
        X_r[2][1] = U_r[2][0] * G_r[0][1] - U_i[2][0] * G_i[0][1] + U_r[2][1] * G_r[1][1] -
                    U_i[2][1] * G_i[1][1] + U_r[2][2] * G_r[2][1] - U_i[2][2] * G_i[2][1];
        X_i[2][1] = U_r[2][0] * G_i[0][1] + U_i[2][0] * G_r[0][1] + U_r[2][1] * G_i[1][1] +
                    U_i[2][1] * G_r[1][1] + U_r[2][2] * G_i[2][1] + U_i[2][2] * G_r[2][1];
        X_r[2][2] = U_r[2][0] * G_r[0][2] - U_i[2][0] * G_i[0][2] + U_r[2][1] * G_r[1][2] -
                    U_i[2][1] * G_i[1][2] + U_r[2][2] * G_r[2][2] - U_i[2][2] * G_i[2][2];
        X_i[2][2] = U_r[2][0] * G_i[0][2] + U_i[2][0] * G_r[0][2] + U_r[2][1] * G_i[1][2] +
                    U_i[2][1] * G_r[1][2] + U_r[2][2] * G_i[2][2] + U_i[2][2] * G_r[2][2];

        double r = sqrt(H_r[0][0] * H_r[0][0] + H_i[0][0] * H_i[0][0] + H_r[0][1] * H_r[0][1] +
                        H_i[0][1] * H_i[0][1] + H_r[0][2] * H_r[0][2] + H_i[0][2] * H_i[0][2] +
                        H_r[1][0] * H_r[1][0] + H_i[1][0] * H_i[1][0] + H_r[1][1] * H_r[1][1] +
                        H_i[1][1] * H_i[1][1] + H_r[1][2] * H_r[1][2] + H_i[1][2] * H_i[1][2] +
                        H_r[2][0] * H_r[2][0] + H_i[2][0] * H_i[2][0] + H_r[2][1] * H_r[2][1] +
                        H_i[2][1] * H_i[2][1] + H_r[2][2] * H_r[2][2] + H_i[2][2] * H_i[2][2]);
        double scale = 1;
        int s = 0, n = 0;
        while (r > 1 && s < 64)
            r *= 0.5, scale *= 0.5, ++s;
        double next = r; /* r^(n+1) / (n+1)! */
        while (next >= 0x1p-56 && n < LATTICE_EXP_ORDER)
            ++n, next *= r / (n + 1);
        ++n; /* the derivative's series converges one order later */
        double A_r[3][3], A_i[3][3], Xs_r[3][3], Xs_i[3][3], E_r[3][3], E_i[3][3], D_r[3][3],
            D_i[3][3];
        A_r[0][0] = -scale * H_i[0][0], A_i[0][0] = scale * H_r[0][0];
        Xs_r[0][0] = scale * X_r[0][0], Xs_i[0][0] = scale * X_i[0][0];
        E_r[0][0] = 1, E_i[0][0] = 0, D_r[0][0] = 0, D_i[0][0] = 0;
        A_r[0][1] = -scale * H_i[0][1], A_i[0][1] = scale * H_r[0][1];
        Xs_r[0][1] = scale * X_r[0][1], Xs_i[0][1] = scale * X_i[0][1];
        E_r[0][1] = 0, E_i[0][1] = 0, D_r[0][1] = 0, D_i[0][1] = 0;
        A_r[0][2] = -scale * H_i[0][2], A_i[0][2] = scale * H_r[0][2];
        Xs_r[0][2] = scale * X_r[0][2], Xs_i[0][2] = scale * X_i[0][2];
        E_r[0][2] = 0, E_i[0][2] = 0, D_r[0][2] = 0, D_i[0][2] = 0;
        A_r[1][0] = -scale * H_i[1][0], A_i[1][0] = scale * H_r[1][0];
        Xs_r[1][0] = scale * X_r[1][0], Xs_i[1][0] = scale * X_i[1][0];
        E_r[1][0] = 0, E_i[1][0] = 0, D_r[1][0] = 0, D_i[1][0] = 0;
        A_r[1][1] = -scale * H_i[1][1], A_i[1][1] = scale * H_r[1][1];
        Xs_r[1][1] = scale * X_r[1][1], Xs_i[1][1] = scale * X_i[1][1];
        E_r[1][1] = 1, E_i[1][1] = 0, D_r[1][1] = 0, D_i[1][1] = 0;
        A_r[1][2] = -scale * H_i[1][2], A_i[1][2] = scale * H_r[1][2];
        Xs_r[1][2] = scale * X_r[1][2], Xs_i[1][2] = scale * X_i[1][2];
        E_r[1][2] = 0, E_i[1][2] = 0, D_r[1][2] = 0, D_i[1][2] = 0;
        A_r[2][0] = -scale * H_i[2][0], A_i[2][0] = scale * H_r[2][0];
        Xs_r[2][0] = scale * X_r[2][0], Xs_i[2][0] = scale * X_i[2][0];
        E_r[2][0] = 0, E_i[2][0] = 0, D_r[2][0] = 0, D_i[2][0] = 0;
        A_r[2][1] = -scale * H_i[2][1], A_i[2][1] = scale * H_r[2][1];
        Xs_r[2][1] = scale * X_r[2][1], Xs_i[2][1] = scale * X_i[2][1];
        E_r[2][1] = 0, E_i[2][1] = 0, D_r[2][1] = 0, D_i[2][1] = 0;
        A_r[2][2] = -scale * H_i[2][2], A_i[2][2] = scale * H_r[2][2];
        Xs_r[2][2] = scale * X_r[2][2], Xs_i[2][2] = scale * X_i[2][2];
        E_r[2][2] = 1, E_i[2][2] = 0, D_r[2][2] = 0, D_i[2][2] = 0;

        for (int k = n; k >= 1;
             --k) { /* [[E, D], [0, E]] = 1 + [[A, Xs], [0, A]] [[E, D], [0, E]] / k */
            double AD_r[3][3], AD_i[3][3];
            AD_r[0][0] = A_r[0][0] * D_r[0][0] - A_i[0][0] * D_i[0][0] + A_r[0][1] * D_r[1][0] -
                         A_i[0][1] * D_i[1][0] + A_r[0][2] * D_r[2][0] - A_i[0][2] * D_i[2][0];
            AD_i[0][0] = A_r[0][0] * D_i[0][0] + A_i[0][0] * D_r[0][0] + A_r[0][1] * D_i[1][0] +
                         A_i[0][1] * D_r[1][0] + A_r[0][2] * D_i[2][0] + A_i[0][2] * D_r[2][0];
            AD_r[0][1] = A_r[0][0] * D_r[0][1] - A_i[0][0] * D_i[0][1] + A_r[0][1] * D_r[1][1] -
                         A_i[0][1] * D_i[1][1] + A_r[0][2] * D_r[2][1] - A_i[0][2] * D_i[2][1];
            AD_i[0][1] = A_r[0][0] * D_i[0][1] + A_i[0][0] * D_r[0][1] + A_r[0][1] * D_i[1][1] +
                         A_i[0][1] * D_r[1][1] + A_r[0][2] * D_i[2][1] + A_i[0][2] * D_r[2][1];
            AD_r[0][2] = A_r[0][0] * D_r[0][2] - A_i[0][0] * D_i[0][2] + A_r[0][1] * D_r[1][2] -
                         A_i[0][1] * D_i[1][2] + A_r[0][2] * D_r[2][2] - A_i[0][2] * D_i[2][2];
            AD_i[0][2] = A_r[0][0] * D_i[0][2] + A_i[0][0] * D_r[0][2] + A_r[0][1] * D_i[1][2] +
                         A_i[0][1] * D_r[1][2] + A_r[0][2] * D_i[2][2] + A_i[0][2] * D_r[2][2];
            AD_r[1][0] = A_r[1][0] * D_r[0][0] - A_i[1][0] * D_i[0][0] + A_r[1][1] * D_r[1][0] -
                         A_i[1][1] * D_i[1][0] + A_r[1][2] * D_r[2][0] - A_i[1][2] * D_i[2][0];
            AD_i[1][0] = A_r[1][0] * D_i[0][0] + A_i[1][0] * D_r[0][0] + A_r[1][1] * D_i[1][0] +
                         A_i[1][1] * D_r[1][0] + A_r[1][2] * D_i[2][0] + A_i[1][2] * D_r[2][0];
            AD_r[1][1] = A_r[1][0] * D_r[0][1] - A_i[1][0] * D_i[0][1] + A_r[1][1] * D_r[1][1] -
                         A_i[1][1] * D_i[1][1] + A_r[1][2] * D_r[2][1] - A_i[1][2] * D_i[2][1];
            AD_i[1][1] = A_r[1][0] * D_i[0][1] + A_i[1][0] * D_r[0][1] + A_r[1][1] * D_i[1][1] +
                         A_i[1][1] * D_r[1][1] + A_r[1][2] * D_i[2][1] + A_i[1][2] * D_r[2][1];
            AD_r[1][2] = A_r[1][0] * D_r[0][2] - A_i[1][0] * D_i[0][2] + A_r[1][1] * D_r[1][2] -
                         A_i[1][1] * D_i[1][2] + A_r[1][2] * D_r[2][2] - A_i[1][2] * D_i[2][2];
            AD_i[1][2] = A_r[1][0] * D_i[0][2] + A_i[1][0] * D_r[0][2] + A_r[1][1] * D_i[1][2] +
                         A_i[1][1] * D_r[1][2] + A_r[1][2] * D_i[2][2] + A_i[1][2] * D_r[2][2];
            AD_r[2][0] = A_r[2][0] * D_r[0][0] - A_i[2][0] * D_i[0][0] + A_r[2][1] * D_r[1][0] -
                         A_i[2][1] * D_i[1][0] + A_r[2][2] * D_r[2][0] - A_i[2][2] * D_i[2][0];
            AD_i[2][0] = A_r[2][0] * D_i[0][0] + A_i[2][0] * D_r[0][0] + A_r[2][1] * D_i[1][0] +
                         A_i[2][1] * D_r[1][0] + A_r[2][2] * D_i[2][0] + A_i[2][2] * D_r[2][0];
            AD_r[2][1] = A_r[2][0] * D_r[0][1] - A_i[2][0] * D_i[0][1] + A_r[2][1] * D_r[1][1] -
                         A_i[2][1] * D_i[1][1] + A_r[2][2] * D_r[2][1] - A_i[2][2] * D_i[2][1];
            AD_i[2][1] = A_r[2][0] * D_i[0][1] + A_i[2][0] * D_r[0][1] + A_r[2][1] * D_i[1][1] +
                         A_i[2][1] * D_r[1][1] + A_r[2][2] * D_i[2][1] + A_i[2][2] * D_r[2][1];
            AD_r[2][2] = A_r[2][0] * D_r[0][2] - A_i[2][0] * D_i[0][2] + A_r[2][1] * D_r[1][2] -
                         A_i[2][1] * D_i[1][2] + A_r[2][2] * D_r[2][2] - A_i[2][2] * D_i[2][2];
            AD_i[2][2] = A_r[2][0] * D_i[0][2] + A_i[2][0] * D_r[0][2] + A_r[2][1] * D_i[1][2] +
                         A_i[2][1] * D_r[1][2] + A_r[2][2] * D_i[2][2] + A_i[2][2] * D_r[2][2];

            double XE_r[3][3], XE_i[3][3];
            XE_r[0][0] = Xs_r[0][0] * E_r[0][0] - Xs_i[0][0] * E_i[0][0] + Xs_r[0][1] * E_r[1][0] -
                         Xs_i[0][1] * E_i[1][0] + Xs_r[0][2] * E_r[2][0] - Xs_i[0][2] * E_i[2][0];
            XE_i[0][0] = Xs_r[0][0] * E_i[0][0] + Xs_i[0][0] * E_r[0][0] + Xs_r[0][1] * E_i[1][0] +
                         Xs_i[0][1] * E_r[1][0] + Xs_r[0][2] * E_i[2][0] + Xs_i[0][2] * E_r[2][0];
            XE_r[0][1] = Xs_r[0][0] * E_r[0][1] - Xs_i[0][0] * E_i[0][1] + Xs_r[0][1] * E_r[1][1] -
                         Xs_i[0][1] * E_i[1][1] + Xs_r[0][2] * E_r[2][1] - Xs_i[0][2] * E_i[2][1];
            XE_i[0][1] = Xs_r[0][0] * E_i[0][1] + Xs_i[0][0] * E_r[0][1] + Xs_r[0][1] * E_i[1][1] +
                         Xs_i[0][1] * E_r[1][1] + Xs_r[0][2] * E_i[2][1] + Xs_i[0][2] * E_r[2][1];
            XE_r[0][2] = Xs_r[0][0] * E_r[0][2] - Xs_i[0][0] * E_i[0][2] + Xs_r[0][1] * E_r[1][2] -
                         Xs_i[0][1] * E_i[1][2] + Xs_r[0][2] * E_r[2][2] - Xs_i[0][2] * E_i[2][2];
            XE_i[0][2] = Xs_r[0][0] * E_i[0][2] + Xs_i[0][0] * E_r[0][2] + Xs_r[0][1] * E_i[1][2] +
                         Xs_i[0][1] * E_r[1][2] + Xs_r[0][2] * E_i[2][2] + Xs_i[0][2] * E_r[2][2];
            XE_r[1][0] = Xs_r[1][0] * E_r[0][0] - Xs_i[1][0] * E_i[0][0] + Xs_r[1][1] * E_r[1][0] -
                         Xs_i[1][1] * E_i[1][0] + Xs_r[1][2] * E_r[2][0] - Xs_i[1][2] * E_i[2][0];
            XE_i[1][0] = Xs_r[1][0] * E_i[0][0] + Xs_i[1][0] * E_r[0][0] + Xs_r[1][1] * E_i[1][0] +
                         Xs_i[1][1] * E_r[1][0] + Xs_r[1][2] * E_i[2][0] + Xs_i[1][2] * E_r[2][0];
            XE_r[1][1] = Xs_r[1][0] * E_r[0][1] - Xs_i[1][0] * E_i[0][1] + Xs_r[1][1] * E_r[1][1] -
                         Xs_i[1][1] * E_i[1][1] + Xs_r[1][2] * E_r[2][1] - Xs_i[1][2] * E_i[2][1];
            XE_i[1][1] = Xs_r[1][0] * E_i[0][1] + Xs_i[1][0] * E_r[0][1] + Xs_r[1][1] * E_i[1][1] +
                         Xs_i[1][1] * E_r[1][1] + Xs_r[1][2] * E_i[2][1] + Xs_i[1][2] * E_r[2][1];
            XE_r[1][2] = Xs_r[1][0] * E_r[0][2] - Xs_i[1][0] * E_i[0][2] + Xs_r[1][1] * E_r[1][2] -
                         Xs_i[1][1] * E_i[1][2] + Xs_r[1][2] * E_r[2][2] - Xs_i[1][2] * E_i[2][2];
            XE_i[1][2] = Xs_r[1][0] * E_i[0][2] + Xs_i[1][0] * E_r[0][2] + Xs_r[1][1] * E_i[1][2] +
                         Xs_i[1][1] * E_r[1][2] + Xs_r[1][2] * E_i[2][2] + Xs_i[1][2] * E_r[2][2];
            XE_r[2][0] = Xs_r[2][0] * E_r[0][0] - Xs_i[2][0] * E_i[0][0] + Xs_r[2][1] * E_r[1][0] -
                         Xs_i[2][1] * E_i[1][0] + Xs_r[2][2] * E_r[2][0] - Xs_i[2][2] * E_i[2][0];
            XE_i[2][0] = Xs_r[2][0] * E_i[0][0] + Xs_i[2][0] * E_r[0][0] + Xs_r[2][1] * E_i[1][0] +
                         Xs_i[2][1] * E_r[1][0] + Xs_r[2][2] * E_i[2][0] + Xs_i[2][2] * E_r[2][0];
            XE_r[2][1] = Xs_r[2][0] * E_r[0][1] - Xs_i[2][0] * E_i[0][1] + Xs_r[2][1] * E_r[1][1] -
                         Xs_i[2][1] * E_i[1][1] + Xs_r[2][2] * E_r[2][1] - Xs_i[2][2] * E_i[2][1];
            XE_i[2][1] = Xs_r[2][0] * E_i[0][1] + Xs_i[2][0] * E_r[0][1] + Xs_r[2][1] * E_i[1][1] +
                         Xs_i[2][1] * E_r[1][1] + Xs_r[2][2] * E_i[2][1] + Xs_i[2][2] * E_r[2][1];
            XE_r[2][2] = Xs_r[2][0] * E_r[0][2] - Xs_i[2][0] * E_i[0][2] + Xs_r[2][1] * E_r[1][2] -
                         Xs_i[2][1] * E_i[1][2] + Xs_r[2][2] * E_r[2][2] - Xs_i[2][2] * E_i[2][2];
            XE_i[2][2] = Xs_r[2][0] * E_i[0][2] + Xs_i[2][0] * E_r[0][2] + Xs_r[2][1] * E_i[1][2] +
                         Xs_i[2][1] * E_r[1][2] + Xs_r[2][2] * E_i[2][2] + Xs_i[2][2] * E_r[2][2];

            double AE_r[3][3], AE_i[3][3];
            AE_r[0][0] = A_r[0][0] * E_r[0][0] - A_i[0][0] * E_i[0][0] + A_r[0][1] * E_r[1][0] -
                         A_i[0][1] * E_i[1][0] + A_r[0][2] * E_r[2][0] - A_i[0][2] * E_i[2][0];
            AE_i[0][0] = A_r[0][0] * E_i[0][0] + A_i[0][0] * E_r[0][0] + A_r[0][1] * E_i[1][0] +
                         A_i[0][1] * E_r[1][0] + A_r[0][2] * E_i[2][0] + A_i[0][2] * E_r[2][0];
            AE_r[0][1] = A_r[0][0] * E_r[0][1] - A_i[0][0] * E_i[0][1] + A_r[0][1] * E_r[1][1] -
                         A_i[0][1] * E_i[1][1] + A_r[0][2] * E_r[2][1] - A_i[0][2] * E_i[2][1];
            AE_i[0][1] = A_r[0][0] * E_i[0][1] + A_i[0][0] * E_r[0][1] + A_r[0][1] * E_i[1][1] +
                         A_i[0][1] * E_r[1][1] + A_r[0][2] * E_i[2][1] + A_i[0][2] * E_r[2][1];
            AE_r[0][2] = A_r[0][0] * E_r[0][2] - A_i[0][0] * E_i[0][2] + A_r[0][1] * E_r[1][2] -
                         A_i[0][1] * E_i[1][2] + A_r[0][2] * E_r[2][2] - A_i[0][2] * E_i[2][2];
            AE_i[0][2] = A_r[0][0] * E_i[0][2] + A_i[0][0] * E_r[0][2] + A_r[0][1] * E_i[1][2] +
                         A_i[0][1] * E_r[1][2] + A_r[0][2] * E_i[2][2] + A_i[0][2] * E_r[2][2];
            AE_r[1][0] = A_r[1][0] * E_r[0][0] - A_i[1][0] * E_i[0][0] + A_r[1][1] * E_r[1][0] -
                         A_i[1][1] * E_i[1][0] + A_r[1][2] * E_r[2][0] - A_i[1][2] * E_i[2][0];
            AE_i[1][0] = A_r[1][0] * E_i[0][0] + A_i[1][0] * E_r[0][0] + A_r[1][1] * E_i[1][0] +
                         A_i[1][1] * E_r[1][0] + A_r[1][2] * E_i[2][0] + A_i[1][2] * E_r[2][0];
            AE_r[1][1] = A_r[1][0] * E_r[0][1] - A_i[1][0] * E_i[0][1] + A_r[1][1] * E_r[1][1] -
                         A_i[1][1] * E_i[1][1] + A_r[1][2] * E_r[2][1] - A_i[1][2] * E_i[2][1];
            AE_i[1][1] = A_r[1][0] * E_i[0][1] + A_i[1][0] * E_r[0][1] + A_r[1][1] * E_i[1][1] +
                         A_i[1][1] * E_r[1][1] + A_r[1][2] * E_i[2][1] + A_i[1][2] * E_r[2][1];
            AE_r[1][2] = A_r[1][0] * E_r[0][2] - A_i[1][0] * E_i[0][2] + A_r[1][1] * E_r[1][2] -
                         A_i[1][1] * E_i[1][2] + A_r[1][2] * E_r[2][2] - A_i[1][2] * E_i[2][2];
            AE_i[1][2] = A_r[1][0] * E_i[0][2] + A_i[1][0] * E_r[0][2] + A_r[1][1] * E_i[1][2] +
                         A_i[1][1] * E_r[1][2] + A_r[1][2] * E_i[2][2] + A_i[1][2] * E_r[2][2];
            AE_r[2][0] = A_r[2][0] * E_r[0][0] - A_i[2][0] * E_i[0][0] + A_r[2][1] * E_r[1][0] -
                         A_i[2][1] * E_i[1][0] + A_r[2][2] * E_r[2][0] - A_i[2][2] * E_i[2][0];
            AE_i[2][0] = A_r[2][0] * E_i[0][0] + A_i[2][0] * E_r[0][0] + A_r[2][1] * E_i[1][0] +
                         A_i[2][1] * E_r[1][0] + A_r[2][2] * E_i[2][0] + A_i[2][2] * E_r[2][0];
            AE_r[2][1] = A_r[2][0] * E_r[0][1] - A_i[2][0] * E_i[0][1] + A_r[2][1] * E_r[1][1] -
                         A_i[2][1] * E_i[1][1] + A_r[2][2] * E_r[2][1] - A_i[2][2] * E_i[2][1];
            AE_i[2][1] = A_r[2][0] * E_i[0][1] + A_i[2][0] * E_r[0][1] + A_r[2][1] * E_i[1][1] +
                         A_i[2][1] * E_r[1][1] + A_r[2][2] * E_i[2][1] + A_i[2][2] * E_r[2][1];
            AE_r[2][2] = A_r[2][0] * E_r[0][2] - A_i[2][0] * E_i[0][2] + A_r[2][1] * E_r[1][2] -
                         A_i[2][1] * E_i[1][2] + A_r[2][2] * E_r[2][2] - A_i[2][2] * E_i[2][2];
            AE_i[2][2] = A_r[2][0] * E_i[0][2] + A_i[2][0] * E_r[0][2] + A_r[2][1] * E_i[1][2] +
                         A_i[2][1] * E_r[1][2] + A_r[2][2] * E_i[2][2] + A_i[2][2] * E_r[2][2];

            D_r[0][0] = (AD_r[0][0] + XE_r[0][0]) / k, D_i[0][0] = (AD_i[0][0] + XE_i[0][0]) / k;
            E_r[0][0] = 1 + AE_r[0][0] / k, E_i[0][0] = AE_i[0][0] / k;
            D_r[0][1] = (AD_r[0][1] + XE_r[0][1]) / k, D_i[0][1] = (AD_i[0][1] + XE_i[0][1]) / k;
            E_r[0][1] = AE_r[0][1] / k, E_i[0][1] = AE_i[0][1] / k;
            D_r[0][2] = (AD_r[0][2] + XE_r[0][2]) / k, D_i[0][2] = (AD_i[0][2] + XE_i[0][2]) / k;
            E_r[0][2] = AE_r[0][2] / k, E_i[0][2] = AE_i[0][2] / k;
            D_r[1][0] = (AD_r[1][0] + XE_r[1][0]) / k, D_i[1][0] = (AD_i[1][0] + XE_i[1][0]) / k;
            E_r[1][0] = AE_r[1][0] / k, E_i[1][0] = AE_i[1][0] / k;
            D_r[1][1] = (AD_r[1][1] + XE_r[1][1]) / k, D_i[1][1] = (AD_i[1][1] + XE_i[1][1]) / k;
            E_r[1][1] = 1 + AE_r[1][1] / k, E_i[1][1] = AE_i[1][1] / k;
            D_r[1][2] = (AD_r[1][2] + XE_r[1][2]) / k, D_i[1][2] = (AD_i[1][2] + XE_i[1][2]) / k;
            E_r[1][2] = AE_r[1][2] / k, E_i[1][2] = AE_i[1][2] / k;
            D_r[2][0] = (AD_r[2][0] + XE_r[2][0]) / k, D_i[2][0] = (AD_i[2][0] + XE_i[2][0]) / k;
            E_r[2][0] = AE_r[2][0] / k, E_i[2][0] = AE_i[2][0] / k;
            D_r[2][1] = (AD_r[2][1] + XE_r[2][1]) / k, D_i[2][1] = (AD_i[2][1] + XE_i[2][1]) / k;
            E_r[2][1] = AE_r[2][1] / k, E_i[2][1] = AE_i[2][1] / k;
            D_r[2][2] = (AD_r[2][2] + XE_r[2][2]) / k, D_i[2][2] = (AD_i[2][2] + XE_i[2][2]) / k;
            E_r[2][2] = 1 + AE_r[2][2] / k, E_i[2][2] = AE_i[2][2] / k;
        }

        for (int sq = 0; sq < s; ++sq) { /* [[E, D], [0, E]]^2 = [[E E, E D + D E], [0, E E]] */
            double ED_r[3][3], ED_i[3][3];
            ED_r[0][0] = E_r[0][0] * D_r[0][0] - E_i[0][0] * D_i[0][0] + E_r[0][1] * D_r[1][0] -
                         E_i[0][1] * D_i[1][0] + E_r[0][2] * D_r[2][0] - E_i[0][2] * D_i[2][0];
            ED_i[0][0] = E_r[0][0] * D_i[0][0] + E_i[0][0] * D_r[0][0] + E_r[0][1] * D_i[1][0] +
                         E_i[0][1] * D_r[1][0] + E_r[0][2] * D_i[2][0] + E_i[0][2] * D_r[2][0];
            ED_r[0][1] = E_r[0][0] * D_r[0][1] - E_i[0][0] * D_i[0][1] + E_r[0][1] * D_r[1][1] -
                         E_i[0][1] * D_i[1][1] + E_r[0][2] * D_r[2][1] - E_i[0][2] * D_i[2][1];
            ED_i[0][1] = E_r[0][0] * D_i[0][1] + E_i[0][0] * D_r[0][1] + E_r[0][1] * D_i[1][1] +
                         E_i[0][1] * D_r[1][1] + E_r[0][2] * D_i[2][1] + E_i[0][2] * D_r[2][1];
            ED_r[0][2] = E_r[0][0] * D_r[0][2] - E_i[0][0] * D_i[0][2] + E_r[0][1] * D_r[1][2] -
                         E_i[0][1] * D_i[1][2] + E_r[0][2] * D_r[2][2] - E_i[0][2] * D_i[2][2];
            ED_i[0][2] = E_r[0][0] * D_i[0][2] + E_i[0][0] * D_r[0][2] + E_r[0][1] * D_i[1][2] +
                         E_i[0][1] * D_r[1][2] + E_r[0][2] * D_i[2][2] + E_i[0][2] * D_r[2][2];
            ED_r[1][0] = E_r[1][0] * D_r[0][0] - E_i[1][0] * D_i[0][0] + E_r[1][1] * D_r[1][0] -
                         E_i[1][1] * D_i[1][0] + E_r[1][2] * D_r[2][0] - E_i[1][2] * D_i[2][0];
            ED_i[1][0] = E_r[1][0] * D_i[0][0] + E_i[1][0] * D_r[0][0] + E_r[1][1] * D_i[1][0] +
                         E_i[1][1] * D_r[1][0] + E_r[1][2] * D_i[2][0] + E_i[1][2] * D_r[2][0];
            ED_r[1][1] = E_r[1][0] * D_r[0][1] - E_i[1][0] * D_i[0][1] + E_r[1][1] * D_r[1][1] -
                         E_i[1][1] * D_i[1][1] + E_r[1][2] * D_r[2][1] - E_i[1][2] * D_i[2][1];
            ED_i[1][1] = E_r[1][0] * D_i[0][1] + E_i[1][0] * D_r[0][1] + E_r[1][1] * D_i[1][1] +
                         E_i[1][1] * D_r[1][1] + E_r[1][2] * D_i[2][1] + E_i[1][2] * D_r[2][1];
            ED_r[1][2] = E_r[1][0] * D_r[0][2] - E_i[1][0] * D_i[0][2] + E_r[1][1] * D_r[1][2] -
                         E_i[1][1] * D_i[1][2] + E_r[1][2] * D_r[2][2] - E_i[1][2] * D_i[2][2];
            ED_i[1][2] = E_r[1][0] * D_i[0][2] + E_i[1][0] * D_r[0][2] + E_r[1][1] * D_i[1][2] +
                         E_i[1][1] * D_r[1][2] + E_r[1][2] * D_i[2][2] + E_i[1][2] * D_r[2][2];
            ED_r[2][0] = E_r[2][0] * D_r[0][0] - E_i[2][0] * D_i[0][0] + E_r[2][1] * D_r[1][0] -
                         E_i[2][1] * D_i[1][0] + E_r[2][2] * D_r[2][0] - E_i[2][2] * D_i[2][0];
            ED_i[2][0] = E_r[2][0] * D_i[0][0] + E_i[2][0] * D_r[0][0] + E_r[2][1] * D_i[1][0] +
                         E_i[2][1] * D_r[1][0] + E_r[2][2] * D_i[2][0] + E_i[2][2] * D_r[2][0];
            ED_r[2][1] = E_r[2][0] * D_r[0][1] - E_i[2][0] * D_i[0][1] + E_r[2][1] * D_r[1][1] -
                         E_i[2][1] * D_i[1][1] + E_r[2][2] * D_r[2][1] - E_i[2][2] * D_i[2][1];
            ED_i[2][1] = E_r[2][0] * D_i[0][1] + E_i[2][0] * D_r[0][1] + E_r[2][1] * D_i[1][1] +
                         E_i[2][1] * D_r[1][1] + E_r[2][2] * D_i[2][1] + E_i[2][2] * D_r[2][1];
            ED_r[2][2] = E_r[2][0] * D_r[0][2] - E_i[2][0] * D_i[0][2] + E_r[2][1] * D_r[1][2] -
                         E_i[2][1] * D_i[1][2] + E_r[2][2] * D_r[2][2] - E_i[2][2] * D_i[2][2];
            ED_i[2][2] = E_r[2][0] * D_i[0][2] + E_i[2][0] * D_r[0][2] + E_r[2][1] * D_i[1][2] +
                         E_i[2][1] * D_r[1][2] + E_r[2][2] * D_i[2][2] + E_i[2][2] * D_r[2][2];

            double DE_r[3][3], DE_i[3][3];
            DE_r[0][0] = D_r[0][0] * E_r[0][0] - D_i[0][0] * E_i[0][0] + D_r[0][1] * E_r[1][0] -
                         D_i[0][1] * E_i[1][0] + D_r[0][2] * E_r[2][0] - D_i[0][2] * E_i[2][0];
            DE_i[0][0] = D_r[0][0] * E_i[0][0] + D_i[0][0] * E_r[0][0] + D_r[0][1] * E_i[1][0] +
                         D_i[0][1] * E_r[1][0] + D_r[0][2] * E_i[2][0] + D_i[0][2] * E_r[2][0];
            DE_r[0][1] = D_r[0][0] * E_r[0][1] - D_i[0][0] * E_i[0][1] + D_r[0][1] * E_r[1][1] -
                         D_i[0][1] * E_i[1][1] + D_r[0][2] * E_r[2][1] - D_i[0][2] * E_i[2][1];
            DE_i[0][1] = D_r[0][0] * E_i[0][1] + D_i[0][0] * E_r[0][1] + D_r[0][1] * E_i[1][1] +
                         D_i[0][1] * E_r[1][1] + D_r[0][2] * E_i[2][1] + D_i[0][2] * E_r[2][1];
            DE_r[0][2] = D_r[0][0] * E_r[0][2] - D_i[0][0] * E_i[0][2] + D_r[0][1] * E_r[1][2] -
                         D_i[0][1] * E_i[1][2] + D_r[0][2] * E_r[2][2] - D_i[0][2] * E_i[2][2];
            DE_i[0][2] = D_r[0][0] * E_i[0][2] + D_i[0][0] * E_r[0][2] + D_r[0][1] * E_i[1][2] +
                         D_i[0][1] * E_r[1][2] + D_r[0][2] * E_i[2][2] + D_i[0][2] * E_r[2][2];
            DE_r[1][0] = D_r[1][0] * E_r[0][0] - D_i[1][0] * E_i[0][0] + D_r[1][1] * E_r[1][0] -
                         D_i[1][1] * E_i[1][0] + D_r[1][2] * E_r[2][0] - D_i[1][2] * E_i[2][0];
            DE_i[1][0] = D_r[1][0] * E_i[0][0] + D_i[1][0] * E_r[0][0] + D_r[1][1] * E_i[1][0] +
                         D_i[1][1] * E_r[1][0] + D_r[1][2] * E_i[2][0] + D_i[1][2] * E_r[2][0];
            DE_r[1][1] = D_r[1][0] * E_r[0][1] - D_i[1][0] * E_i[0][1] + D_r[1][1] * E_r[1][1] -
                         D_i[1][1] * E_i[1][1] + D_r[1][2] * E_r[2][1] - D_i[1][2] * E_i[2][1];
            DE_i[1][1] = D_r[1][0] * E_i[0][1] + D_i[1][0] * E_r[0][1] + D_r[1][1] * E_i[1][1] +
                         D_i[1][1] * E_r[1][1] + D_r[1][2] * E_i[2][1] + D_i[1][2] * E_r[2][1];
            DE_r[1][2] = D_r[1][0] * E_r[0][2] - D_i[1][0] * E_i[0][2] + D_r[1][1] * E_r[1][2] -
                         D_i[1][1] * E_i[1][2] + D_r[1][2] * E_r[2][2] - D_i[1][2] * E_i[2][2];
            DE_i[1][2] = D_r[1][0] * E_i[0][2] + D_i[1][0] * E_r[0][2] + D_r[1][1] * E_i[1][2] +
                         D_i[1][1] * E_r[1][2] + D_r[1][2] * E_i[2][2] + D_i[1][2] * E_r[2][2];
            DE_r[2][0] = D_r[2][0] * E_r[0][0] - D_i[2][0] * E_i[0][0] + D_r[2][1] * E_r[1][0] -
                         D_i[2][1] * E_i[1][0] + D_r[2][2] * E_r[2][0] - D_i[2][2] * E_i[2][0];
            DE_i[2][0] = D_r[2][0] * E_i[0][0] + D_i[2][0] * E_r[0][0] + D_r[2][1] * E_i[1][0] +
                         D_i[2][1] * E_r[1][0] + D_r[2][2] * E_i[2][0] + D_i[2][2] * E_r[2][0];
            DE_r[2][1] = D_r[2][0] * E_r[0][1] - D_i[2][0] * E_i[0][1] + D_r[2][1] * E_r[1][1] -
                         D_i[2][1] * E_i[1][1] + D_r[2][2] * E_r[2][1] - D_i[2][2] * E_i[2][1];
            DE_i[2][1] = D_r[2][0] * E_i[0][1] + D_i[2][0] * E_r[0][1] + D_r[2][1] * E_i[1][1] +
                         D_i[2][1] * E_r[1][1] + D_r[2][2] * E_i[2][1] + D_i[2][2] * E_r[2][1];
            DE_r[2][2] = D_r[2][0] * E_r[0][2] - D_i[2][0] * E_i[0][2] + D_r[2][1] * E_r[1][2] -
                         D_i[2][1] * E_i[1][2] + D_r[2][2] * E_r[2][2] - D_i[2][2] * E_i[2][2];
            DE_i[2][2] = D_r[2][0] * E_i[0][2] + D_i[2][0] * E_r[0][2] + D_r[2][1] * E_i[1][2] +
                         D_i[2][1] * E_r[1][2] + D_r[2][2] * E_i[2][2] + D_i[2][2] * E_r[2][2];

            double EE_r[3][3], EE_i[3][3];
            EE_r[0][0] = E_r[0][0] * E_r[0][0] - E_i[0][0] * E_i[0][0] + E_r[0][1] * E_r[1][0] -
                         E_i[0][1] * E_i[1][0] + E_r[0][2] * E_r[2][0] - E_i[0][2] * E_i[2][0];
            EE_i[0][0] = E_r[0][0] * E_i[0][0] + E_i[0][0] * E_r[0][0] + E_r[0][1] * E_i[1][0] +
                         E_i[0][1] * E_r[1][0] + E_r[0][2] * E_i[2][0] + E_i[0][2] * E_r[2][0];
            EE_r[0][1] = E_r[0][0] * E_r[0][1] - E_i[0][0] * E_i[0][1] + E_r[0][1] * E_r[1][1] -
                         E_i[0][1] * E_i[1][1] + E_r[0][2] * E_r[2][1] - E_i[0][2] * E_i[2][1];
            EE_i[0][1] = E_r[0][0] * E_i[0][1] + E_i[0][0] * E_r[0][1] + E_r[0][1] * E_i[1][1] +
                         E_i[0][1] * E_r[1][1] + E_r[0][2] * E_i[2][1] + E_i[0][2] * E_r[2][1];
            EE_r[0][2] = E_r[0][0] * E_r[0][2] - E_i[0][0] * E_i[0][2] + E_r[0][1] * E_r[1][2] -
                         E_i[0][1] * E_i[1][2] + E_r[0][2] * E_r[2][2] - E_i[0][2] * E_i[2][2];
            EE_i[0][2] = E_r[0][0] * E_i[0][2] + E_i[0][0] * E_r[0][2] + E_r[0][1] * E_i[1][2] +
                         E_i[0][1] * E_r[1][2] + E_r[0][2] * E_i[2][2] + E_i[0][2] * E_r[2][2];
            EE_r[1][0] = E_r[1][0] * E_r[0][0] - E_i[1][0] * E_i[0][0] + E_r[1][1] * E_r[1][0] -
                         E_i[1][1] * E_i[1][0] + E_r[1][2] * E_r[2][0] - E_i[1][2] * E_i[2][0];
            EE_i[1][0] = E_r[1][0] * E_i[0][0] + E_i[1][0] * E_r[0][0] + E_r[1][1] * E_i[1][0] +
                         E_i[1][1] * E_r[1][0] + E_r[1][2] * E_i[2][0] + E_i[1][2] * E_r[2][0];
            EE_r[1][1] = E_r[1][0] * E_r[0][1] - E_i[1][0] * E_i[0][1] + E_r[1][1] * E_r[1][1] -
                         E_i[1][1] * E_i[1][1] + E_r[1][2] * E_r[2][1] - E_i[1][2] * E_i[2][1];
            EE_i[1][1] = E_r[1][0] * E_i[0][1] + E_i[1][0] * E_r[0][1] + E_r[1][1] * E_i[1][1] +
                         E_i[1][1] * E_r[1][1] + E_r[1][2] * E_i[2][1] + E_i[1][2] * E_r[2][1];
            EE_r[1][2] = E_r[1][0] * E_r[0][2] - E_i[1][0] * E_i[0][2] + E_r[1][1] * E_r[1][2] -
                         E_i[1][1] * E_i[1][2] + E_r[1][2] * E_r[2][2] - E_i[1][2] * E_i[2][2];
            EE_i[1][2] = E_r[1][0] * E_i[0][2] + E_i[1][0] * E_r[0][2] + E_r[1][1] * E_i[1][2] +
                         E_i[1][1] * E_r[1][2] + E_r[1][2] * E_i[2][2] + E_i[1][2] * E_r[2][2];
            EE_r[2][0] = E_r[2][0] * E_r[0][0] - E_i[2][0] * E_i[0][0] + E_r[2][1] * E_r[1][0] -
                         E_i[2][1] * E_i[1][0] + E_r[2][2] * E_r[2][0] - E_i[2][2] * E_i[2][0];
            EE_i[2][0] = E_r[2][0] * E_i[0][0] + E_i[2][0] * E_r[0][0] + E_r[2][1] * E_i[1][0] +
                         E_i[2][1] * E_r[1][0] + E_r[2][2] * E_i[2][0] + E_i[2][2] * E_r[2][0];
            EE_r[2][1] = E_r[2][0] * E_r[0][1] - E_i[2][0] * E_i[0][1] + E_r[2][1] * E_r[1][1] -
                         E_i[2][1] * E_i[1][1] + E_r[2][2] * E_r[2][1] - E_i[2][2] * E_i[2][1];
            EE_i[2][1] = E_r[2][0] * E_i[0][1] + E_i[2][0] * E_r[0][1] + E_r[2][1] * E_i[1][1] +
                         E_i[2][1] * E_r[1][1] + E_r[2][2] * E_i[2][1] + E_i[2][2] * E_r[2][1];
            EE_r[2][2] = E_r[2][0] * E_r[0][2] - E_i[2][0] * E_i[0][2] + E_r[2][1] * E_r[1][2] -
                         E_i[2][1] * E_i[1][2] + E_r[2][2] * E_r[2][2] - E_i[2][2] * E_i[2][2];
            EE_i[2][2] = E_r[2][0] * E_i[0][2] + E_i[2][0] * E_r[0][2] + E_r[2][1] * E_i[1][2] +
                         E_i[2][1] * E_r[1][2] + E_r[2][2] * E_i[2][2] + E_i[2][2] * E_r[2][2];

            D_r[0][0] = ED_r[0][0] + DE_r[0][0], D_i[0][0] = ED_i[0][0] + DE_i[0][0];
            E_r[0][0] = EE_r[0][0], E_i[0][0] = EE_i[0][0];
            D_r[0][1] = ED_r[0][1] + DE_r[0][1], D_i[0][1] = ED_i[0][1] + DE_i[0][1];
            E_r[0][1] = EE_r[0][1], E_i[0][1] = EE_i[0][1];
            D_r[0][2] = ED_r[0][2] + DE_r[0][2], D_i[0][2] = ED_i[0][2] + DE_i[0][2];
            E_r[0][2] = EE_r[0][2], E_i[0][2] = EE_i[0][2];
            D_r[1][0] = ED_r[1][0] + DE_r[1][0], D_i[1][0] = ED_i[1][0] + DE_i[1][0];
            E_r[1][0] = EE_r[1][0], E_i[1][0] = EE_i[1][0];
            D_r[1][1] = ED_r[1][1] + DE_r[1][1], D_i[1][1] = ED_i[1][1] + DE_i[1][1];
            E_r[1][1] = EE_r[1][1], E_i[1][1] = EE_i[1][1];
            D_r[1][2] = ED_r[1][2] + DE_r[1][2], D_i[1][2] = ED_i[1][2] + DE_i[1][2];
            E_r[1][2] = EE_r[1][2], E_i[1][2] = EE_i[1][2];
            D_r[2][0] = ED_r[2][0] + DE_r[2][0], D_i[2][0] = ED_i[2][0] + DE_i[2][0];
            E_r[2][0] = EE_r[2][0], E_i[2][0] = EE_i[2][0];
            D_r[2][1] = ED_r[2][1] + DE_r[2][1], D_i[2][1] = ED_i[2][1] + DE_i[2][1];
            E_r[2][1] = EE_r[2][1], E_i[2][1] = EE_i[2][1];
            D_r[2][2] = ED_r[2][2] + DE_r[2][2], D_i[2][2] = ED_i[2][2] + DE_i[2][2];
            E_r[2][2] = EE_r[2][2], E_i[2][2] = EE_i[2][2];
        }
        double Lam_r[3][3], Lam_i[3][3];
        {
            const double third_tr = (D_i[0][0] + D_i[1][1] + D_i[2][2]) / 3;
            Lam_r[0][0] = third_tr - D_i[0][0], Lam_i[0][0] = 0;
            Lam_r[0][1] = -0.5 * (D_i[0][1] + D_i[1][0]);
            Lam_i[0][1] = 0.5 * (D_r[0][1] - D_r[1][0]);
            Lam_r[1][0] = Lam_r[0][1], Lam_i[1][0] = -Lam_i[0][1];
            Lam_r[0][2] = -0.5 * (D_i[0][2] + D_i[2][0]);
            Lam_i[0][2] = 0.5 * (D_r[0][2] - D_r[2][0]);
            Lam_r[2][0] = Lam_r[0][2], Lam_i[2][0] = -Lam_i[0][2];
            Lam_r[1][1] = third_tr - D_i[1][1], Lam_i[1][1] = 0;
            Lam_r[1][2] = -0.5 * (D_i[1][2] + D_i[2][1]);
            Lam_i[1][2] = 0.5 * (D_r[1][2] - D_r[2][1]);
            Lam_r[2][1] = Lam_r[1][2], Lam_i[2][1] = -Lam_i[1][2];
            Lam_r[2][2] = third_tr - D_i[2][2], Lam_i[2][2] = 0;
        }

        double S_r[3][3], S_i[3][3];
        S_r[0][0] = __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)];
        S_i[0][0] = __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 0) * sizeh + (h)];
        S_r[0][1] = __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)];
        S_i[0][1] = __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 1) * sizeh + (h)];
        S_r[0][2] = __real__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)];
        S_i[0][2] = __imag__ staple[(((int64_t)(0) * 3 + 0) * 3 + 2) * sizeh + (h)];
        S_r[1][0] = __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)];
        S_i[1][0] = __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 0) * sizeh + (h)];
        S_r[1][1] = __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)];
        S_i[1][1] = __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 1) * sizeh + (h)];
        S_r[1][2] = __real__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)];
        S_i[1][2] = __imag__ staple[(((int64_t)(0) * 3 + 1) * 3 + 2) * sizeh + (h)];
        S_r[2][0] = __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)];
        S_i[2][0] = __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 0) * sizeh + (h)];
        S_r[2][1] = __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)];
        S_i[2][1] = __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 1) * sizeh + (h)];
        S_r[2][2] = __real__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)];
        S_i[2][2] = __imag__ staple[(((int64_t)(0) * 3 + 2) * 3 + 2) * sizeh + (h)];

        double GE_r[3][3], GE_i[3][3];
        GE_r[0][0] = G_r[0][0] * E_r[0][0] - G_i[0][0] * E_i[0][0] + G_r[0][1] * E_r[1][0] -
                     G_i[0][1] * E_i[1][0] + G_r[0][2] * E_r[2][0] - G_i[0][2] * E_i[2][0];
        GE_i[0][0] = G_r[0][0] * E_i[0][0] + G_i[0][0] * E_r[0][0] + G_r[0][1] * E_i[1][0] +
                     G_i[0][1] * E_r[1][0] + G_r[0][2] * E_i[2][0] + G_i[0][2] * E_r[2][0];
        GE_r[0][1] = G_r[0][0] * E_r[0][1] - G_i[0][0] * E_i[0][1] + G_r[0][1] * E_r[1][1] -
                     G_i[0][1] * E_i[1][1] + G_r[0][2] * E_r[2][1] - G_i[0][2] * E_i[2][1];
        GE_i[0][1] = G_r[0][0] * E_i[0][1] + G_i[0][0] * E_r[0][1] + G_r[0][1] * E_i[1][1] +
                     G_i[0][1] * E_r[1][1] + G_r[0][2] * E_i[2][1] + G_i[0][2] * E_r[2][1];
        GE_r[0][2] = G_r[0][0] * E_r[0][2] - G_i[0][0] * E_i[0][2] + G_r[0][1] * E_r[1][2] -
                     G_i[0][1] * E_i[1][2] + G_r[0][2] * E_r[2][2] - G_i[0][2] * E_i[2][2];
        GE_i[0][2] = G_r[0][0] * E_i[0][2] + G_i[0][0] * E_r[0][2] + G_r[0][1] * E_i[1][2] +
                     G_i[0][1] * E_r[1][2] + G_r[0][2] * E_i[2][2] + G_i[0][2] * E_r[2][2];
        GE_r[1][0] = G_r[1][0] * E_r[0][0] - G_i[1][0] * E_i[0][0] + G_r[1][1] * E_r[1][0] -
                     G_i[1][1] * E_i[1][0] + G_r[1][2] * E_r[2][0] - G_i[1][2] * E_i[2][0];
        GE_i[1][0] = G_r[1][0] * E_i[0][0] + G_i[1][0] * E_r[0][0] + G_r[1][1] * E_i[1][0] +
                     G_i[1][1] * E_r[1][0] + G_r[1][2] * E_i[2][0] + G_i[1][2] * E_r[2][0];
        GE_r[1][1] = G_r[1][0] * E_r[0][1] - G_i[1][0] * E_i[0][1] + G_r[1][1] * E_r[1][1] -
                     G_i[1][1] * E_i[1][1] + G_r[1][2] * E_r[2][1] - G_i[1][2] * E_i[2][1];
        GE_i[1][1] = G_r[1][0] * E_i[0][1] + G_i[1][0] * E_r[0][1] + G_r[1][1] * E_i[1][1] +
                     G_i[1][1] * E_r[1][1] + G_r[1][2] * E_i[2][1] + G_i[1][2] * E_r[2][1];
        GE_r[1][2] = G_r[1][0] * E_r[0][2] - G_i[1][0] * E_i[0][2] + G_r[1][1] * E_r[1][2] -
                     G_i[1][1] * E_i[1][2] + G_r[1][2] * E_r[2][2] - G_i[1][2] * E_i[2][2];
        GE_i[1][2] = G_r[1][0] * E_i[0][2] + G_i[1][0] * E_r[0][2] + G_r[1][1] * E_i[1][2] +
                     G_i[1][1] * E_r[1][2] + G_r[1][2] * E_i[2][2] + G_i[1][2] * E_r[2][2];
        GE_r[2][0] = G_r[2][0] * E_r[0][0] - G_i[2][0] * E_i[0][0] + G_r[2][1] * E_r[1][0] -
                     G_i[2][1] * E_i[1][0] + G_r[2][2] * E_r[2][0] - G_i[2][2] * E_i[2][0];
        GE_i[2][0] = G_r[2][0] * E_i[0][0] + G_i[2][0] * E_r[0][0] + G_r[2][1] * E_i[1][0] +
                     G_i[2][1] * E_r[1][0] + G_r[2][2] * E_i[2][0] + G_i[2][2] * E_r[2][0];
        GE_r[2][1] = G_r[2][0] * E_r[0][1] - G_i[2][0] * E_i[0][1] + G_r[2][1] * E_r[1][1] -
                     G_i[2][1] * E_i[1][1] + G_r[2][2] * E_r[2][1] - G_i[2][2] * E_i[2][1];
        GE_i[2][1] = G_r[2][0] * E_i[0][1] + G_i[2][0] * E_r[0][1] + G_r[2][1] * E_i[1][1] +
                     G_i[2][1] * E_r[1][1] + G_r[2][2] * E_i[2][1] + G_i[2][2] * E_r[2][1];
        GE_r[2][2] = G_r[2][0] * E_r[0][2] - G_i[2][0] * E_i[0][2] + G_r[2][1] * E_r[1][2] -
                     G_i[2][1] * E_i[1][2] + G_r[2][2] * E_r[2][2] - G_i[2][2] * E_i[2][2];
        GE_i[2][2] = G_r[2][0] * E_i[0][2] + G_i[2][0] * E_r[0][2] + G_r[2][1] * E_i[1][2] +
                     G_i[2][1] * E_r[1][2] + G_r[2][2] * E_i[2][2] + G_i[2][2] * E_r[2][2];

        double SL_r[3][3], SL_i[3][3];
        SL_r[0][0] = S_r[0][0] * Lam_r[0][0] - S_i[0][0] * Lam_i[0][0] + S_r[0][1] * Lam_r[1][0] -
                     S_i[0][1] * Lam_i[1][0] + S_r[0][2] * Lam_r[2][0] - S_i[0][2] * Lam_i[2][0];
        SL_i[0][0] = S_r[0][0] * Lam_i[0][0] + S_i[0][0] * Lam_r[0][0] + S_r[0][1] * Lam_i[1][0] +
                     S_i[0][1] * Lam_r[1][0] + S_r[0][2] * Lam_i[2][0] + S_i[0][2] * Lam_r[2][0];
        SL_r[0][1] = S_r[0][0] * Lam_r[0][1] - S_i[0][0] * Lam_i[0][1] + S_r[0][1] * Lam_r[1][1] -
                     S_i[0][1] * Lam_i[1][1] + S_r[0][2] * Lam_r[2][1] - S_i[0][2] * Lam_i[2][1];
        SL_i[0][1] = S_r[0][0] * Lam_i[0][1] + S_i[0][0] * Lam_r[0][1] + S_r[0][1] * Lam_i[1][1] +
                     S_i[0][1] * Lam_r[1][1] + S_r[0][2] * Lam_i[2][1] + S_i[0][2] * Lam_r[2][1];
        SL_r[0][2] = S_r[0][0] * Lam_r[0][2] - S_i[0][0] * Lam_i[0][2] + S_r[0][1] * Lam_r[1][2] -
                     S_i[0][1] * Lam_i[1][2] + S_r[0][2] * Lam_r[2][2] - S_i[0][2] * Lam_i[2][2];
        SL_i[0][2] = S_r[0][0] * Lam_i[0][2] + S_i[0][0] * Lam_r[0][2] + S_r[0][1] * Lam_i[1][2] +
                     S_i[0][1] * Lam_r[1][2] + S_r[0][2] * Lam_i[2][2] + S_i[0][2] * Lam_r[2][2];
        SL_r[1][0] = S_r[1][0] * Lam_r[0][0] - S_i[1][0] * Lam_i[0][0] + S_r[1][1] * Lam_r[1][0] -
                     S_i[1][1] * Lam_i[1][0] + S_r[1][2] * Lam_r[2][0] - S_i[1][2] * Lam_i[2][0];
        SL_i[1][0] = S_r[1][0] * Lam_i[0][0] + S_i[1][0] * Lam_r[0][0] + S_r[1][1] * Lam_i[1][0] +
                     S_i[1][1] * Lam_r[1][0] + S_r[1][2] * Lam_i[2][0] + S_i[1][2] * Lam_r[2][0];
        SL_r[1][1] = S_r[1][0] * Lam_r[0][1] - S_i[1][0] * Lam_i[0][1] + S_r[1][1] * Lam_r[1][1] -
                     S_i[1][1] * Lam_i[1][1] + S_r[1][2] * Lam_r[2][1] - S_i[1][2] * Lam_i[2][1];
        SL_i[1][1] = S_r[1][0] * Lam_i[0][1] + S_i[1][0] * Lam_r[0][1] + S_r[1][1] * Lam_i[1][1] +
                     S_i[1][1] * Lam_r[1][1] + S_r[1][2] * Lam_i[2][1] + S_i[1][2] * Lam_r[2][1];
        SL_r[1][2] = S_r[1][0] * Lam_r[0][2] - S_i[1][0] * Lam_i[0][2] + S_r[1][1] * Lam_r[1][2] -
                     S_i[1][1] * Lam_i[1][2] + S_r[1][2] * Lam_r[2][2] - S_i[1][2] * Lam_i[2][2];
        SL_i[1][2] = S_r[1][0] * Lam_i[0][2] + S_i[1][0] * Lam_r[0][2] + S_r[1][1] * Lam_i[1][2] +
                     S_i[1][1] * Lam_r[1][2] + S_r[1][2] * Lam_i[2][2] + S_i[1][2] * Lam_r[2][2];
        SL_r[2][0] = S_r[2][0] * Lam_r[0][0] - S_i[2][0] * Lam_i[0][0] + S_r[2][1] * Lam_r[1][0] -
                     S_i[2][1] * Lam_i[1][0] + S_r[2][2] * Lam_r[2][0] - S_i[2][2] * Lam_i[2][0];
        SL_i[2][0] = S_r[2][0] * Lam_i[0][0] + S_i[2][0] * Lam_r[0][0] + S_r[2][1] * Lam_i[1][0] +
                     S_i[2][1] * Lam_r[1][0] + S_r[2][2] * Lam_i[2][0] + S_i[2][2] * Lam_r[2][0];
        SL_r[2][1] = S_r[2][0] * Lam_r[0][1] - S_i[2][0] * Lam_i[0][1] + S_r[2][1] * Lam_r[1][1] -
                     S_i[2][1] * Lam_i[1][1] + S_r[2][2] * Lam_r[2][1] - S_i[2][2] * Lam_i[2][1];
        SL_i[2][1] = S_r[2][0] * Lam_i[0][1] + S_i[2][0] * Lam_r[0][1] + S_r[2][1] * Lam_i[1][1] +
                     S_i[2][1] * Lam_r[1][1] + S_r[2][2] * Lam_i[2][1] + S_i[2][2] * Lam_r[2][1];
        SL_r[2][2] = S_r[2][0] * Lam_r[0][2] - S_i[2][0] * Lam_i[0][2] + S_r[2][1] * Lam_r[1][2] -
                     S_i[2][1] * Lam_i[1][2] + S_r[2][2] * Lam_r[2][2] - S_i[2][2] * Lam_i[2][2];
        SL_i[2][2] = S_r[2][0] * Lam_i[0][2] + S_i[2][0] * Lam_r[0][2] + S_r[2][1] * Lam_i[1][2] +
                     S_i[2][1] * Lam_r[1][2] + S_r[2][2] * Lam_i[2][2] + S_i[2][2] * Lam_r[2][2];

        double Out_r[3][3], Out_i[3][3];
        Out_r[0][0] = GE_r[0][0] - (rho)*SL_i[0][0], Out_i[0][0] = GE_i[0][0] + (rho)*SL_r[0][0];
        Out_r[0][1] = GE_r[0][1] - (rho)*SL_i[0][1], Out_i[0][1] = GE_i[0][1] + (rho)*SL_r[0][1];
        Out_r[0][2] = GE_r[0][2] - (rho)*SL_i[0][2], Out_i[0][2] = GE_i[0][2] + (rho)*SL_r[0][2];
        Out_r[1][0] = GE_r[1][0] - (rho)*SL_i[1][0], Out_i[1][0] = GE_i[1][0] + (rho)*SL_r[1][0];
        Out_r[1][1] = GE_r[1][1] - (rho)*SL_i[1][1], Out_i[1][1] = GE_i[1][1] + (rho)*SL_r[1][1];
        Out_r[1][2] = GE_r[1][2] - (rho)*SL_i[1][2], Out_i[1][2] = GE_i[1][2] + (rho)*SL_r[1][2];
        Out_r[2][0] = GE_r[2][0] - (rho)*SL_i[2][0], Out_i[2][0] = GE_i[2][0] + (rho)*SL_r[2][0];
        Out_r[2][1] = GE_r[2][1] - (rho)*SL_i[2][1], Out_i[2][1] = GE_i[2][1] + (rho)*SL_r[2][1];
        Out_r[2][2] = GE_r[2][2] - (rho)*SL_i[2][2], Out_i[2][2] = GE_i[2][2] + (rho)*SL_r[2][2];

        __real__ grad_out[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)] = Out_r[0][0];
        __imag__ grad_out[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)] = Out_i[0][0];
        __real__ grad_out[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)] = Out_r[0][1];
        __imag__ grad_out[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)] = Out_i[0][1];
        __real__ grad_out[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)] = Out_r[0][2];
        __imag__ grad_out[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)] = Out_i[0][2];
        __real__ grad_out[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)] = Out_r[1][0];
        __imag__ grad_out[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)] = Out_i[1][0];
        __real__ grad_out[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)] = Out_r[1][1];
        __imag__ grad_out[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)] = Out_i[1][1];
        __real__ grad_out[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)] = Out_r[1][2];
        __imag__ grad_out[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)] = Out_i[1][2];
        __real__ grad_out[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)] = Out_r[2][0];
        __imag__ grad_out[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)] = Out_i[2][0];
        __real__ grad_out[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)] = Out_r[2][1];
        __imag__ grad_out[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)] = Out_i[2][1];
        __real__ grad_out[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)] = Out_r[2][2];
        __imag__ grad_out[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)] = Out_i[2][2];

        double LU_r[3][3], LU_i[3][3];
        LU_r[0][0] = Lam_r[0][0] * U_r[0][0] - Lam_i[0][0] * U_i[0][0] + Lam_r[0][1] * U_r[1][0] -
                     Lam_i[0][1] * U_i[1][0] + Lam_r[0][2] * U_r[2][0] - Lam_i[0][2] * U_i[2][0];
        LU_i[0][0] = Lam_r[0][0] * U_i[0][0] + Lam_i[0][0] * U_r[0][0] + Lam_r[0][1] * U_i[1][0] +
                     Lam_i[0][1] * U_r[1][0] + Lam_r[0][2] * U_i[2][0] + Lam_i[0][2] * U_r[2][0];
        LU_r[0][1] = Lam_r[0][0] * U_r[0][1] - Lam_i[0][0] * U_i[0][1] + Lam_r[0][1] * U_r[1][1] -
                     Lam_i[0][1] * U_i[1][1] + Lam_r[0][2] * U_r[2][1] - Lam_i[0][2] * U_i[2][1];
        LU_i[0][1] = Lam_r[0][0] * U_i[0][1] + Lam_i[0][0] * U_r[0][1] + Lam_r[0][1] * U_i[1][1] +
                     Lam_i[0][1] * U_r[1][1] + Lam_r[0][2] * U_i[2][1] + Lam_i[0][2] * U_r[2][1];
        LU_r[0][2] = Lam_r[0][0] * U_r[0][2] - Lam_i[0][0] * U_i[0][2] + Lam_r[0][1] * U_r[1][2] -
                     Lam_i[0][1] * U_i[1][2] + Lam_r[0][2] * U_r[2][2] - Lam_i[0][2] * U_i[2][2];
        LU_i[0][2] = Lam_r[0][0] * U_i[0][2] + Lam_i[0][0] * U_r[0][2] + Lam_r[0][1] * U_i[1][2] +
                     Lam_i[0][1] * U_r[1][2] + Lam_r[0][2] * U_i[2][2] + Lam_i[0][2] * U_r[2][2];
        LU_r[1][0] = Lam_r[1][0] * U_r[0][0] - Lam_i[1][0] * U_i[0][0] + Lam_r[1][1] * U_r[1][0] -
                     Lam_i[1][1] * U_i[1][0] + Lam_r[1][2] * U_r[2][0] - Lam_i[1][2] * U_i[2][0];
        LU_i[1][0] = Lam_r[1][0] * U_i[0][0] + Lam_i[1][0] * U_r[0][0] + Lam_r[1][1] * U_i[1][0] +
                     Lam_i[1][1] * U_r[1][0] + Lam_r[1][2] * U_i[2][0] + Lam_i[1][2] * U_r[2][0];
        LU_r[1][1] = Lam_r[1][0] * U_r[0][1] - Lam_i[1][0] * U_i[0][1] + Lam_r[1][1] * U_r[1][1] -
                     Lam_i[1][1] * U_i[1][1] + Lam_r[1][2] * U_r[2][1] - Lam_i[1][2] * U_i[2][1];
        LU_i[1][1] = Lam_r[1][0] * U_i[0][1] + Lam_i[1][0] * U_r[0][1] + Lam_r[1][1] * U_i[1][1] +
                     Lam_i[1][1] * U_r[1][1] + Lam_r[1][2] * U_i[2][1] + Lam_i[1][2] * U_r[2][1];
        LU_r[1][2] = Lam_r[1][0] * U_r[0][2] - Lam_i[1][0] * U_i[0][2] + Lam_r[1][1] * U_r[1][2] -
                     Lam_i[1][1] * U_i[1][2] + Lam_r[1][2] * U_r[2][2] - Lam_i[1][2] * U_i[2][2];
        LU_i[1][2] = Lam_r[1][0] * U_i[0][2] + Lam_i[1][0] * U_r[0][2] + Lam_r[1][1] * U_i[1][2] +
                     Lam_i[1][1] * U_r[1][2] + Lam_r[1][2] * U_i[2][2] + Lam_i[1][2] * U_r[2][2];
        LU_r[2][0] = Lam_r[2][0] * U_r[0][0] - Lam_i[2][0] * U_i[0][0] + Lam_r[2][1] * U_r[1][0] -
                     Lam_i[2][1] * U_i[1][0] + Lam_r[2][2] * U_r[2][0] - Lam_i[2][2] * U_i[2][0];
        LU_i[2][0] = Lam_r[2][0] * U_i[0][0] + Lam_i[2][0] * U_r[0][0] + Lam_r[2][1] * U_i[1][0] +
                     Lam_i[2][1] * U_r[1][0] + Lam_r[2][2] * U_i[2][0] + Lam_i[2][2] * U_r[2][0];
        LU_r[2][1] = Lam_r[2][0] * U_r[0][1] - Lam_i[2][0] * U_i[0][1] + Lam_r[2][1] * U_r[1][1] -
                     Lam_i[2][1] * U_i[1][1] + Lam_r[2][2] * U_r[2][1] - Lam_i[2][2] * U_i[2][1];
        LU_i[2][1] = Lam_r[2][0] * U_i[0][1] + Lam_i[2][0] * U_r[0][1] + Lam_r[2][1] * U_i[1][1] +
                     Lam_i[2][1] * U_r[1][1] + Lam_r[2][2] * U_i[2][1] + Lam_i[2][2] * U_r[2][1];
        LU_r[2][2] = Lam_r[2][0] * U_r[0][2] - Lam_i[2][0] * U_i[0][2] + Lam_r[2][1] * U_r[1][2] -
                     Lam_i[2][1] * U_i[1][2] + Lam_r[2][2] * U_r[2][2] - Lam_i[2][2] * U_i[2][2];
        LU_i[2][2] = Lam_r[2][0] * U_i[0][2] + Lam_i[2][0] * U_r[0][2] + Lam_r[2][1] * U_i[1][2] +
                     Lam_i[2][1] * U_r[1][2] + Lam_r[2][2] * U_i[2][2] + Lam_i[2][2] * U_r[2][2];

        double W_r[3][3], W_i[3][3];
        W_r[0][0] = -(rho)*LU_i[0][0], W_i[0][0] = (rho)*LU_r[0][0];
        W_r[0][1] = -(rho)*LU_i[0][1], W_i[0][1] = (rho)*LU_r[0][1];
        W_r[0][2] = -(rho)*LU_i[0][2], W_i[0][2] = (rho)*LU_r[0][2];
        W_r[1][0] = -(rho)*LU_i[1][0], W_i[1][0] = (rho)*LU_r[1][0];
        W_r[1][1] = -(rho)*LU_i[1][1], W_i[1][1] = (rho)*LU_r[1][1];
        W_r[1][2] = -(rho)*LU_i[1][2], W_i[1][2] = (rho)*LU_r[1][2];
        W_r[2][0] = -(rho)*LU_i[2][0], W_i[2][0] = (rho)*LU_r[2][0];
        W_r[2][1] = -(rho)*LU_i[2][1], W_i[2][1] = (rho)*LU_r[2][1];
        W_r[2][2] = -(rho)*LU_i[2][2], W_i[2][2] = (rho)*LU_r[2][2];

        __real__ w[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)] = W_r[0][0];
        __imag__ w[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)] = W_i[0][0];
        __real__ w[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)] = W_r[0][1];
        __imag__ w[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)] = W_i[0][1];
        __real__ w[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)] = W_r[0][2];
        __imag__ w[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)] = W_i[0][2];
        __real__ w[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)] = W_r[1][0];
        __imag__ w[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)] = W_i[1][0];
        __real__ w[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)] = W_r[1][1];
        __imag__ w[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)] = W_i[1][1];
        __real__ w[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)] = W_r[1][2];
        __imag__ w[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)] = W_i[1][2];
        __real__ w[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)] = W_r[2][0];
        __imag__ w[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)] = W_i[2][0];
        __real__ w[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)] = W_r[2][1];
        __imag__ w[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)] = W_i[2][1];
        __real__ w[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)] = W_r[2][2];
        __imag__ w[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)] = W_i[2][2];
    }
}

/* grad_mu(x) += sum over the staples S_nu(y) of the other links that contain U_mu(x) of
 * d Re tr(w_nu(y) S_nu(y)) / d U_mu(x): six products per nu != mu (w from
 * lattice_stout_lambda_*, the links of the same level), for the sites of one parity. */
void lattice_stout_force_d12(int mu, int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u, const double complex *restrict w,
                             double complex *restrict grad) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nlink = 8 * 2 * 3 * sizeh, ngrad = 72 * sizeh;
    (void)nlink, (void)ngrad;
    const int p = parity & 1, f = 2 * mu + (parity & 1);
    const int32_t um0 = mu == 0, um1 = mu == 1, um2 = mu == 2, um3 = mu == 3;

#pragma omp parallel for schedule(static)
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

        double D_r[3][3] = {{0}}, D_i[3][3] = {{0}};

        for (int nu = 0; nu < 4; ++nu) {
            if (nu == mu)
                continue;
            const int32_t un0 = nu == 0, un1 = nu == 1, un2 = nu == 2, un3 = nu == 3;

            for (int k = 0; k < 6; ++k) {
                double A_r[3][3], A_i[3][3];
                const uint64_t A_path = k == 0   ? 0xae512dULL
                                        : k == 1 ? 0x52ed04dULL
                                        : k == 2 ? 0xa6512fULL
                                        : k == 3 ? 0x526d04fULL
                                        : k == 4 ? 0xa6552dULL
                                                 : 0x526d44dULL;

                for (int j = 0; j < 3; ++j) {
                    const uint64_t code = A_path >> (9 * j);
                    const int l[4] = {(int)(code & 3), (int)((code >> 2) & 7) - 2,
                                      (int)((code >> 5) & 7) - 2, (int)((code >> 8) & 1)};
                    const int64_t y =
                        LATTICE_IDXH(LATTICE_WRAP(x0 + l[1] * um0 + l[2] * un0, n0),
                                     LATTICE_WRAP(x1 + l[1] * um1 + l[2] * un1, n1),
                                     LATTICE_WRAP(x2 + l[1] * um2 + l[2] * un2, n2),
                                     LATTICE_WRAP(x3 + l[1] * um3 + l[2] * un3, n3), n0, n1, n2);
                    const int fy = 2 * (l[0] & 1 ? nu : mu) + ((p + l[1] + l[2]) & 1);
                    double L_r[3][3], L_i[3][3];
                    if (l[0] < 2) {
                        L_r[0][0] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                        L_i[0][0] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 0) * sizeh + (y)];
                        L_r[0][1] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                        L_i[0][1] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 1) * sizeh + (y)];
                        L_r[0][2] = __real__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                        L_i[0][2] = __imag__ u[(((int64_t)(fy)*2 + 0) * 3 + 2) * sizeh + (y)];
                        L_r[1][0] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                        L_i[1][0] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 0) * sizeh + (y)];
                        L_r[1][1] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                        L_i[1][1] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 1) * sizeh + (y)];
                        L_r[1][2] = __real__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                        L_i[1][2] = __imag__ u[(((int64_t)(fy)*2 + 1) * 3 + 2) * sizeh + (y)];
                        L_r[2][0] = (L_r[0][1] * L_r[1][2] - L_i[0][1] * L_i[1][2]) -
                                    (L_r[0][2] * L_r[1][1] - L_i[0][2] * L_i[1][1]);
                        L_i[2][0] = -((L_r[0][1] * L_i[1][2] + L_i[0][1] * L_r[1][2]) -
                                      (L_r[0][2] * L_i[1][1] + L_i[0][2] * L_r[1][1]));
                        L_r[2][1] = (L_r[0][2] * L_r[1][0] - L_i[0][2] * L_i[1][0]) -
                                    (L_r[0][0] * L_r[1][2] - L_i[0][0] * L_i[1][2]);
                        L_i[2][1] = -((L_r[0][2] * L_i[1][0] + L_i[0][2] * L_r[1][0]) -
                                      (L_r[0][0] * L_i[1][2] + L_i[0][0] * L_r[1][2]));
                        L_r[2][2] = (L_r[0][0] * L_r[1][1] - L_i[0][0] * L_i[1][1]) -
                                    (L_r[0][1] * L_r[1][0] - L_i[0][1] * L_i[1][0]);
                        L_i[2][2] = -((L_r[0][0] * L_i[1][1] + L_i[0][0] * L_r[1][1]) -
                                      (L_r[0][1] * L_i[1][0] + L_i[0][1] * L_r[1][0]));

                    } else {
                        L_r[0][0] = __real__ w[(((int64_t)(fy)*3 + 0) * 3 + 0) * sizeh + (y)];
                        L_i[0][0] = __imag__ w[(((int64_t)(fy)*3 + 0) * 3 + 0) * sizeh + (y)];
                        L_r[0][1] = __real__ w[(((int64_t)(fy)*3 + 0) * 3 + 1) * sizeh + (y)];
                        L_i[0][1] = __imag__ w[(((int64_t)(fy)*3 + 0) * 3 + 1) * sizeh + (y)];
                        L_r[0][2] = __real__ w[(((int64_t)(fy)*3 + 0) * 3 + 2) * sizeh + (y)];
                        L_i[0][2] = __imag__ w[(((int64_t)(fy)*3 + 0) * 3 + 2) * sizeh + (y)];
                        L_r[1][0] = __real__ w[(((int64_t)(fy)*3 + 1) * 3 + 0) * sizeh + (y)];
                        L_i[1][0] = __imag__ w[(((int64_t)(fy)*3 + 1) * 3 + 0) * sizeh + (y)];
                        L_r[1][1] = __real__ w[(((int64_t)(fy)*3 + 1) * 3 + 1) * sizeh + (y)];
                        L_i[1][1] = __imag__ w[(((int64_t)(fy)*3 + 1) * 3 + 1) * sizeh + (y)];
                        L_r[1][2] = __real__ w[(((int64_t)(fy)*3 + 1) * 3 + 2) * sizeh + (y)];
                        L_i[1][2] = __imag__ w[(((int64_t)(fy)*3 + 1) * 3 + 2) * sizeh + (y)];
                        L_r[2][0] = __real__ w[(((int64_t)(fy)*3 + 2) * 3 + 0) * sizeh + (y)];
                        L_i[2][0] = __imag__ w[(((int64_t)(fy)*3 + 2) * 3 + 0) * sizeh + (y)];
                        L_r[2][1] = __real__ w[(((int64_t)(fy)*3 + 2) * 3 + 1) * sizeh + (y)];
                        L_i[2][1] = __imag__ w[(((int64_t)(fy)*3 + 2) * 3 + 1) * sizeh + (y)];
                        L_r[2][2] = __real__ w[(((int64_t)(fy)*3 + 2) * 3 + 2) * sizeh + (y)];
                        L_i[2][2] = __imag__ w[(((int64_t)(fy)*3 + 2) * 3 + 2) * sizeh + (y)];
                    }
                    if (l[3]) {
                        double t;
                        L_i[0][0] = -L_i[0][0];
                        t = L_r[0][1], L_r[0][1] = L_r[1][0], L_r[1][0] = t;
                        t = L_i[0][1], L_i[0][1] = -L_i[1][0], L_i[1][0] = -t;
                        t = L_r[0][2], L_r[0][2] = L_r[2][0], L_r[2][0] = t;
                        t = L_i[0][2], L_i[0][2] = -L_i[2][0], L_i[2][0] = -t;
                        L_i[1][1] = -L_i[1][1];
                        t = L_r[1][2], L_r[1][2] = L_r[2][1], L_r[2][1] = t;
                        t = L_i[1][2], L_i[1][2] = -L_i[2][1], L_i[2][1] = -t;
                        L_i[2][2] = -L_i[2][2];
                    }

                    if (j == 0) {
                        A_r[0][0] = L_r[0][0], A_i[0][0] = L_i[0][0];
                        A_r[0][1] = L_r[0][1], A_i[0][1] = L_i[0][1];
                        A_r[0][2] = L_r[0][2], A_i[0][2] = L_i[0][2];
                        A_r[1][0] = L_r[1][0], A_i[1][0] = L_i[1][0];
                        A_r[1][1] = L_r[1][1], A_i[1][1] = L_i[1][1];
                        A_r[1][2] = L_r[1][2], A_i[1][2] = L_i[1][2];
                        A_r[2][0] = L_r[2][0], A_i[2][0] = L_i[2][0];
                        A_r[2][1] = L_r[2][1], A_i[2][1] = L_i[2][1];
                        A_r[2][2] = L_r[2][2], A_i[2][2] = L_i[2][2];

                    } else {
                        double P_r[3][3], P_i[3][3];
                        P_r[0][0] = A_r[0][0] * L_r[0][0] - A_i[0][0] * L_i[0][0] +
                                    A_r[0][1] * L_r[1][0] - A_i[0][1] * L_i[1][0] +
                                    A_r[0][2] * L_r[2][0] - A_i[0][2] * L_i[2][0];
                        P_i[0][0] = A_r[0][0] * L_i[0][0] + A_i[0][0] * L_r[0][0] +
                                    A_r[0][1] * L_i[1][0] + A_i[0][1] * L_r[1][0] +
                                    A_r[0][2] * L_i[2][0] + A_i[0][2] * L_r[2][0];
                        P_r[0][1] = A_r[0][0] * L_r[0][1] - A_i[0][0] * L_i[0][1] +
                                    A_r[0][1] * L_r[1][1] - A_i[0][1] * L_i[1][1] +
                                    A_r[0][2] * L_r[2][1] - A_i[0][2] * L_i[2][1];
                        P_i[0][1] = A_r[0][0] * L_i[0][1] + A_i[0][0] * L_r[0][1] +
                                    A_r[0][1] * L_i[1][1] + A_i[0][1] * L_r[1][1] +
                                    A_r[0][2] * L_i[2][1] + A_i[0][2] * L_r[2][1];
                        P_r[0][2] = A_r[0][0] * L_r[0][2] - A_i[0][0] * L_i[0][2] +
                                    A_r[0][1] * L_r[1][2] - A_i[0][1] * L_i[1][2] +
                                    A_r[0][2] * L_r[2][2] - A_i[0][2] * L_i[2][2];
                        P_i[0][2] = A_r[0][0] * L_i[0][2] + A_i[0][0] * L_r[0][2] +
                                    A_r[0][1] * L_i[1][2] + A_i[0][1] * L_r[1][2] +
                                    A_r[0][2] * L_i[2][2] + A_i[0][2] * L_r[2][2];
                        P_r[1][0] = A_r[1][0] * L_r[0][0] - A_i[1][0] * L_i[0][0] +
                                    A_r[1][1] * L_r[1][0] - A_i[1][1] * L_i[1][0] +
                                    A_r[1][2] * L_r[2][0] - A_i[1][2] * L_i[2][0];
                        P_i[1][0] = A_r[1][0] * L_i[0][0] + A_i[1][0] * L_r[0][0] +
                                    A_r[1][1] * L_i[1][0] + A_i[1][1] * L_r[1][0] +
                                    A_r[1][2] * L_i[2][0] + A_i[1][2] * L_r[2][0];
                        P_r[1][1] = A_r[1][0] * L_r[0][1] - A_i[1][0] * L_i[0][1] +
                                    A_r[1][1] * L_r[1][1] - A_i[1][1] * L_i[1][1] +
                                    A_r[1][2] * L_r[2][1] - A_i[1][2] * L_i[2][1];
                        P_i[1][1] = A_r[1][0] * L_i[0][1] + A_i[1][0] * L_r[0][1] +
                                    A_r[1][1] * L_i[1][1] + A_i[1][1] * L_r[1][1] +
                                    A_r[1][2] * L_i[2][1] + A_i[1][2] * L_r[2][1];
                        P_r[1][2] = A_r[1][0] * L_r[0][2] - A_i[1][0] * L_i[0][2] +
                                    A_r[1][1] * L_r[1][2] - A_i[1][1] * L_i[1][2] +
                                    A_r[1][2] * L_r[2][2] - A_i[1][2] * L_i[2][2];
                        P_i[1][2] = A_r[1][0] * L_i[0][2] + A_i[1][0] * L_r[0][2] +
                                    A_r[1][1] * L_i[1][2] + A_i[1][1] * L_r[1][2] +
                                    A_r[1][2] * L_i[2][2] + A_i[1][2] * L_r[2][2];
                        P_r[2][0] = A_r[2][0] * L_r[0][0] - A_i[2][0] * L_i[0][0] +
                                    A_r[2][1] * L_r[1][0] - A_i[2][1] * L_i[1][0] +
                                    A_r[2][2] * L_r[2][0] - A_i[2][2] * L_i[2][0];
                        P_i[2][0] = A_r[2][0] * L_i[0][0] + A_i[2][0] * L_r[0][0] +
                                    A_r[2][1] * L_i[1][0] + A_i[2][1] * L_r[1][0] +
                                    A_r[2][2] * L_i[2][0] + A_i[2][2] * L_r[2][0];
                        P_r[2][1] = A_r[2][0] * L_r[0][1] - A_i[2][0] * L_i[0][1] +
                                    A_r[2][1] * L_r[1][1] - A_i[2][1] * L_i[1][1] +
                                    A_r[2][2] * L_r[2][1] - A_i[2][2] * L_i[2][1];
                        P_i[2][1] = A_r[2][0] * L_i[0][1] + A_i[2][0] * L_r[0][1] +
                                    A_r[2][1] * L_i[1][1] + A_i[2][1] * L_r[1][1] +
                                    A_r[2][2] * L_i[2][1] + A_i[2][2] * L_r[2][1];
                        P_r[2][2] = A_r[2][0] * L_r[0][2] - A_i[2][0] * L_i[0][2] +
                                    A_r[2][1] * L_r[1][2] - A_i[2][1] * L_i[1][2] +
                                    A_r[2][2] * L_r[2][2] - A_i[2][2] * L_i[2][2];
                        P_i[2][2] = A_r[2][0] * L_i[0][2] + A_i[2][0] * L_r[0][2] +
                                    A_r[2][1] * L_i[1][2] + A_i[2][1] * L_r[1][2] +
                                    A_r[2][2] * L_i[2][2] + A_i[2][2] * L_r[2][2];

                        A_r[0][0] = P_r[0][0], A_i[0][0] = P_i[0][0];
                        A_r[0][1] = P_r[0][1], A_i[0][1] = P_i[0][1];
                        A_r[0][2] = P_r[0][2], A_i[0][2] = P_i[0][2];
                        A_r[1][0] = P_r[1][0], A_i[1][0] = P_i[1][0];
                        A_r[1][1] = P_r[1][1], A_i[1][1] = P_i[1][1];
                        A_r[1][2] = P_r[1][2], A_i[1][2] = P_i[1][2];
                        A_r[2][0] = P_r[2][0], A_i[2][0] = P_i[2][0];
                        A_r[2][1] = P_r[2][1], A_i[2][1] = P_i[2][1];
                        A_r[2][2] = P_r[2][2], A_i[2][2] = P_i[2][2];
                    }
                }

                D_r[0][0] += A_r[0][0];
                D_i[0][0] += A_i[0][0];
                D_r[0][1] += A_r[0][1];
                D_i[0][1] += A_i[0][1];
                D_r[0][2] += A_r[0][2];
                D_i[0][2] += A_i[0][2];
                D_r[1][0] += A_r[1][0];
                D_i[1][0] += A_i[1][0];
                D_r[1][1] += A_r[1][1];
                D_i[1][1] += A_i[1][1];
                D_r[1][2] += A_r[1][2];
                D_i[1][2] += A_i[1][2];
                D_r[2][0] += A_r[2][0];
                D_i[2][0] += A_i[2][0];
                D_r[2][1] += A_r[2][1];
                D_i[2][1] += A_i[2][1];
                D_r[2][2] += A_r[2][2];
                D_i[2][2] += A_i[2][2];
            }
        }
        double G_r[3][3], G_i[3][3];
        G_r[0][0] = __real__ grad[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)];
        G_i[0][0] = __imag__ grad[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)];
        G_r[0][1] = __real__ grad[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)];
        G_i[0][1] = __imag__ grad[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)];
        G_r[0][2] = __real__ grad[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)];
        G_i[0][2] = __imag__ grad[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)];
        G_r[1][0] = __real__ grad[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)];
        G_i[1][0] = __imag__ grad[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)];
        G_r[1][1] = __real__ grad[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)];
        G_i[1][1] = __imag__ grad[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)];
        G_r[1][2] = __real__ grad[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)];
        G_i[1][2] = __imag__ grad[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)];
        G_r[2][0] = __real__ grad[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)];
        G_i[2][0] = __imag__ grad[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)];
        G_r[2][1] = __real__ grad[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)];
        G_i[2][1] = __imag__ grad[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)];
        G_r[2][2] = __real__ grad[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)];
        G_i[2][2] = __imag__ grad[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)];

        G_r[0][0] += D_r[0][0];
        G_i[0][0] += D_i[0][0];
        G_r[0][1] += D_r[0][1];
        G_i[0][1] += D_i[0][1];
        G_r[0][2] += D_r[0][2];
        G_i[0][2] += D_i[0][2];
        G_r[1][0] += D_r[1][0];
        G_i[1][0] += D_i[1][0];
        G_r[1][1] += D_r[1][1];
        G_i[1][1] += D_i[1][1];
        G_r[1][2] += D_r[1][2];
        G_i[1][2] += D_i[1][2];
        G_r[2][0] += D_r[2][0];
        G_i[2][0] += D_i[2][0];
        G_r[2][1] += D_r[2][1];
        G_i[2][1] += D_i[2][1];
        G_r[2][2] += D_r[2][2];
        G_i[2][2] += D_i[2][2];

        __real__ grad[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)] = G_r[0][0];
        __imag__ grad[(((int64_t)(f)*3 + 0) * 3 + 0) * sizeh + (h)] = G_i[0][0];
        __real__ grad[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)] = G_r[0][1];
        __imag__ grad[(((int64_t)(f)*3 + 0) * 3 + 1) * sizeh + (h)] = G_i[0][1];
        __real__ grad[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)] = G_r[0][2];
        __imag__ grad[(((int64_t)(f)*3 + 0) * 3 + 2) * sizeh + (h)] = G_i[0][2];
        __real__ grad[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)] = G_r[1][0];
        __imag__ grad[(((int64_t)(f)*3 + 1) * 3 + 0) * sizeh + (h)] = G_i[1][0];
        __real__ grad[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)] = G_r[1][1];
        __imag__ grad[(((int64_t)(f)*3 + 1) * 3 + 1) * sizeh + (h)] = G_i[1][1];
        __real__ grad[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)] = G_r[1][2];
        __imag__ grad[(((int64_t)(f)*3 + 1) * 3 + 2) * sizeh + (h)] = G_i[1][2];
        __real__ grad[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)] = G_r[2][0];
        __imag__ grad[(((int64_t)(f)*3 + 2) * 3 + 0) * sizeh + (h)] = G_i[2][0];
        __real__ grad[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)] = G_r[2][1];
        __imag__ grad[(((int64_t)(f)*3 + 2) * 3 + 1) * sizeh + (h)] = G_i[2][1];
        __real__ grad[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)] = G_r[2][2];
        __imag__ grad[(((int64_t)(f)*3 + 2) * 3 + 2) * sizeh + (h)] = G_i[2][2];
    }
}

/* The Polyakov loop: (re, im) = sum over the spatial sites of tr prod_t U_t(x, t) / 3 (t is
 * logical direction 3). */
void lattice_polyakov_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                          const double complex *restrict u, double *re, double *im) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2, nspace = 2 * sizeh / n3;
    const int64_t nlink = 8 * 2 * 3 * sizeh;
    (void)nlink;
    double sr = 0, si = 0;
#pragma omp parallel for simd schedule(static) reduction(+:sr, si)
    for (int64_t i = 0; i < nspace; ++i) {
        int32_t x0, x1, x2;
        x0 = (int32_t)(i % n0);
        x1 = (int32_t)((i / n0) % n1);
        x2 = (int32_t)(i / ((int64_t)n0 * n1));
        double P_r[3][3], P_i[3][3];
        P_r[0][0] = 1, P_i[0][0] = 0;
        P_r[0][1] = 0, P_i[0][1] = 0;
        P_r[0][2] = 0, P_i[0][2] = 0;
        P_r[1][0] = 0, P_i[1][0] = 0;
        P_r[1][1] = 1, P_i[1][1] = 0;
        P_r[1][2] = 0, P_i[1][2] = 0;
        P_r[2][0] = 0, P_i[2][0] = 0;
        P_r[2][1] = 0, P_i[2][1] = 0;
        P_r[2][2] = 1, P_i[2][2] = 0;

        for (int32_t x3 = 0; x3 < n3; ++x3) {
            const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
            const int f = 2 * 3 + ((x0 + x1 + x2 + x3) & 1);
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
            N_r[0][0] = P_r[0][0] * U_r[0][0] - P_i[0][0] * U_i[0][0] + P_r[0][1] * U_r[1][0] -
                        P_i[0][1] * U_i[1][0] + P_r[0][2] * U_r[2][0] - P_i[0][2] * U_i[2][0];
            N_i[0][0] = P_r[0][0] * U_i[0][0] + P_i[0][0] * U_r[0][0] + P_r[0][1] * U_i[1][0] +
                        P_i[0][1] * U_r[1][0] + P_r[0][2] * U_i[2][0] + P_i[0][2] * U_r[2][0];
            N_r[0][1] = P_r[0][0] * U_r[0][1] - P_i[0][0] * U_i[0][1] + P_r[0][1] * U_r[1][1] -
                        P_i[0][1] * U_i[1][1] + P_r[0][2] * U_r[2][1] - P_i[0][2] * U_i[2][1];
            N_i[0][1] = P_r[0][0] * U_i[0][1] + P_i[0][0] * U_r[0][1] + P_r[0][1] * U_i[1][1] +
                        P_i[0][1] * U_r[1][1] + P_r[0][2] * U_i[2][1] + P_i[0][2] * U_r[2][1];
            N_r[0][2] = P_r[0][0] * U_r[0][2] - P_i[0][0] * U_i[0][2] + P_r[0][1] * U_r[1][2] -
                        P_i[0][1] * U_i[1][2] + P_r[0][2] * U_r[2][2] - P_i[0][2] * U_i[2][2];
            N_i[0][2] = P_r[0][0] * U_i[0][2] + P_i[0][0] * U_r[0][2] + P_r[0][1] * U_i[1][2] +
                        P_i[0][1] * U_r[1][2] + P_r[0][2] * U_i[2][2] + P_i[0][2] * U_r[2][2];
            N_r[1][0] = P_r[1][0] * U_r[0][0] - P_i[1][0] * U_i[0][0] + P_r[1][1] * U_r[1][0] -
                        P_i[1][1] * U_i[1][0] + P_r[1][2] * U_r[2][0] - P_i[1][2] * U_i[2][0];
            N_i[1][0] = P_r[1][0] * U_i[0][0] + P_i[1][0] * U_r[0][0] + P_r[1][1] * U_i[1][0] +
                        P_i[1][1] * U_r[1][0] + P_r[1][2] * U_i[2][0] + P_i[1][2] * U_r[2][0];
            N_r[1][1] = P_r[1][0] * U_r[0][1] - P_i[1][0] * U_i[0][1] + P_r[1][1] * U_r[1][1] -
                        P_i[1][1] * U_i[1][1] + P_r[1][2] * U_r[2][1] - P_i[1][2] * U_i[2][1];
            N_i[1][1] = P_r[1][0] * U_i[0][1] + P_i[1][0] * U_r[0][1] + P_r[1][1] * U_i[1][1] +
                        P_i[1][1] * U_r[1][1] + P_r[1][2] * U_i[2][1] + P_i[1][2] * U_r[2][1];
            N_r[1][2] = P_r[1][0] * U_r[0][2] - P_i[1][0] * U_i[0][2] + P_r[1][1] * U_r[1][2] -
                        P_i[1][1] * U_i[1][2] + P_r[1][2] * U_r[2][2] - P_i[1][2] * U_i[2][2];
            N_i[1][2] = P_r[1][0] * U_i[0][2] + P_i[1][0] * U_r[0][2] + P_r[1][1] * U_i[1][2] +
                        P_i[1][1] * U_r[1][2] + P_r[1][2] * U_i[2][2] + P_i[1][2] * U_r[2][2];
            N_r[2][0] = P_r[2][0] * U_r[0][0] - P_i[2][0] * U_i[0][0] + P_r[2][1] * U_r[1][0] -
                        P_i[2][1] * U_i[1][0] + P_r[2][2] * U_r[2][0] - P_i[2][2] * U_i[2][0];
            N_i[2][0] = P_r[2][0] * U_i[0][0] + P_i[2][0] * U_r[0][0] + P_r[2][1] * U_i[1][0] +
                        P_i[2][1] * U_r[1][0] + P_r[2][2] * U_i[2][0] + P_i[2][2] * U_r[2][0];
            N_r[2][1] = P_r[2][0] * U_r[0][1] - P_i[2][0] * U_i[0][1] + P_r[2][1] * U_r[1][1] -
                        P_i[2][1] * U_i[1][1] + P_r[2][2] * U_r[2][1] - P_i[2][2] * U_i[2][1];
            N_i[2][1] = P_r[2][0] * U_i[0][1] + P_i[2][0] * U_r[0][1] + P_r[2][1] * U_i[1][1] +
                        P_i[2][1] * U_r[1][1] + P_r[2][2] * U_i[2][1] + P_i[2][2] * U_r[2][1];
            N_r[2][2] = P_r[2][0] * U_r[0][2] - P_i[2][0] * U_i[0][2] + P_r[2][1] * U_r[1][2] -
                        P_i[2][1] * U_i[1][2] + P_r[2][2] * U_r[2][2] - P_i[2][2] * U_i[2][2];
            N_i[2][2] = P_r[2][0] * U_i[0][2] + P_i[2][0] * U_r[0][2] + P_r[2][1] * U_i[1][2] +
                        P_i[2][1] * U_r[1][2] + P_r[2][2] * U_i[2][2] + P_i[2][2] * U_r[2][2];

            P_r[0][0] = N_r[0][0], P_i[0][0] = N_i[0][0];
            P_r[0][1] = N_r[0][1], P_i[0][1] = N_i[0][1];
            P_r[0][2] = N_r[0][2], P_i[0][2] = N_i[0][2];
            P_r[1][0] = N_r[1][0], P_i[1][0] = N_i[1][0];
            P_r[1][1] = N_r[1][1], P_i[1][1] = N_i[1][1];
            P_r[1][2] = N_r[1][2], P_i[1][2] = N_i[1][2];
            P_r[2][0] = N_r[2][0], P_i[2][0] = N_i[2][0];
            P_r[2][1] = N_r[2][1], P_i[2][1] = N_i[2][1];
            P_r[2][2] = N_r[2][2], P_i[2][2] = N_i[2][2];
        }
        sr += (P_r[0][0] + P_r[1][1] + P_r[2][2]) / 3;
        si += (P_i[0][0] + P_i[1][1] + P_i[2][2]) / 3;
    }
    *re = sr;
    *im = si;
}

/* The Polyakov loop over ranks cut along t (runtime/lattice/dist.h): for each spatial site of the
 * box l0..l0+e0-1 x ... of a rank's extended lattice n0 x n1 x n2 x n3 (t = logical direction
 * 3 spans the box's owned t range), out = start U_t(x, l_t) U_t(x, l_t + 1) ... in that
 * order: chained over the ranks of the t direction from start = 1, the product of the whole line
 * in the one-rank kernel's order. start and out hold 18 reals per spatial site i (box spatial
 * coordinates, the first spatial direction fastest): real part of entry (a, b) at
 * (3 a + b) nsp + i, imaginary at (9 + 3 a + b) nsp + i. */
void lattice_polyakov_chain_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                int32_t l1, int32_t l2, int32_t l3, int32_t e0, int32_t e1,
                                int32_t e2, int32_t e3, const double complex *restrict u,
                                const double *restrict start, double *restrict out) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2, nsp = (int64_t)e0 * e1 * e2 * e3 / e3;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nbuf = 18 * nsp;
    (void)nlink, (void)nbuf;
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < nsp; ++i) {
        int32_t x0, x1, x2;
        x0 = l0 + (int32_t)(i % e0);
        x1 = l1 + (int32_t)((i / e0) % e1);
        x2 = l2 + (int32_t)(i / ((int64_t)e0 * e1));
        double P_r[3][3], P_i[3][3];
        P_r[0][0] = start[0 * nsp + i], P_i[0][0] = start[9 * nsp + i];
        P_r[0][1] = start[1 * nsp + i], P_i[0][1] = start[10 * nsp + i];
        P_r[0][2] = start[2 * nsp + i], P_i[0][2] = start[11 * nsp + i];
        P_r[1][0] = start[3 * nsp + i], P_i[1][0] = start[12 * nsp + i];
        P_r[1][1] = start[4 * nsp + i], P_i[1][1] = start[13 * nsp + i];
        P_r[1][2] = start[5 * nsp + i], P_i[1][2] = start[14 * nsp + i];
        P_r[2][0] = start[6 * nsp + i], P_i[2][0] = start[15 * nsp + i];
        P_r[2][1] = start[7 * nsp + i], P_i[2][1] = start[16 * nsp + i];
        P_r[2][2] = start[8 * nsp + i], P_i[2][2] = start[17 * nsp + i];

        for (int32_t x3 = l3; x3 < l3 + e3; ++x3) {
            const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
            const int f = 2 * 3 + ((x0 + x1 + x2 + x3) & 1);
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
            N_r[0][0] = P_r[0][0] * U_r[0][0] - P_i[0][0] * U_i[0][0] + P_r[0][1] * U_r[1][0] -
                        P_i[0][1] * U_i[1][0] + P_r[0][2] * U_r[2][0] - P_i[0][2] * U_i[2][0];
            N_i[0][0] = P_r[0][0] * U_i[0][0] + P_i[0][0] * U_r[0][0] + P_r[0][1] * U_i[1][0] +
                        P_i[0][1] * U_r[1][0] + P_r[0][2] * U_i[2][0] + P_i[0][2] * U_r[2][0];
            N_r[0][1] = P_r[0][0] * U_r[0][1] - P_i[0][0] * U_i[0][1] + P_r[0][1] * U_r[1][1] -
                        P_i[0][1] * U_i[1][1] + P_r[0][2] * U_r[2][1] - P_i[0][2] * U_i[2][1];
            N_i[0][1] = P_r[0][0] * U_i[0][1] + P_i[0][0] * U_r[0][1] + P_r[0][1] * U_i[1][1] +
                        P_i[0][1] * U_r[1][1] + P_r[0][2] * U_i[2][1] + P_i[0][2] * U_r[2][1];
            N_r[0][2] = P_r[0][0] * U_r[0][2] - P_i[0][0] * U_i[0][2] + P_r[0][1] * U_r[1][2] -
                        P_i[0][1] * U_i[1][2] + P_r[0][2] * U_r[2][2] - P_i[0][2] * U_i[2][2];
            N_i[0][2] = P_r[0][0] * U_i[0][2] + P_i[0][0] * U_r[0][2] + P_r[0][1] * U_i[1][2] +
                        P_i[0][1] * U_r[1][2] + P_r[0][2] * U_i[2][2] + P_i[0][2] * U_r[2][2];
            N_r[1][0] = P_r[1][0] * U_r[0][0] - P_i[1][0] * U_i[0][0] + P_r[1][1] * U_r[1][0] -
                        P_i[1][1] * U_i[1][0] + P_r[1][2] * U_r[2][0] - P_i[1][2] * U_i[2][0];
            N_i[1][0] = P_r[1][0] * U_i[0][0] + P_i[1][0] * U_r[0][0] + P_r[1][1] * U_i[1][0] +
                        P_i[1][1] * U_r[1][0] + P_r[1][2] * U_i[2][0] + P_i[1][2] * U_r[2][0];
            N_r[1][1] = P_r[1][0] * U_r[0][1] - P_i[1][0] * U_i[0][1] + P_r[1][1] * U_r[1][1] -
                        P_i[1][1] * U_i[1][1] + P_r[1][2] * U_r[2][1] - P_i[1][2] * U_i[2][1];
            N_i[1][1] = P_r[1][0] * U_i[0][1] + P_i[1][0] * U_r[0][1] + P_r[1][1] * U_i[1][1] +
                        P_i[1][1] * U_r[1][1] + P_r[1][2] * U_i[2][1] + P_i[1][2] * U_r[2][1];
            N_r[1][2] = P_r[1][0] * U_r[0][2] - P_i[1][0] * U_i[0][2] + P_r[1][1] * U_r[1][2] -
                        P_i[1][1] * U_i[1][2] + P_r[1][2] * U_r[2][2] - P_i[1][2] * U_i[2][2];
            N_i[1][2] = P_r[1][0] * U_i[0][2] + P_i[1][0] * U_r[0][2] + P_r[1][1] * U_i[1][2] +
                        P_i[1][1] * U_r[1][2] + P_r[1][2] * U_i[2][2] + P_i[1][2] * U_r[2][2];
            N_r[2][0] = P_r[2][0] * U_r[0][0] - P_i[2][0] * U_i[0][0] + P_r[2][1] * U_r[1][0] -
                        P_i[2][1] * U_i[1][0] + P_r[2][2] * U_r[2][0] - P_i[2][2] * U_i[2][0];
            N_i[2][0] = P_r[2][0] * U_i[0][0] + P_i[2][0] * U_r[0][0] + P_r[2][1] * U_i[1][0] +
                        P_i[2][1] * U_r[1][0] + P_r[2][2] * U_i[2][0] + P_i[2][2] * U_r[2][0];
            N_r[2][1] = P_r[2][0] * U_r[0][1] - P_i[2][0] * U_i[0][1] + P_r[2][1] * U_r[1][1] -
                        P_i[2][1] * U_i[1][1] + P_r[2][2] * U_r[2][1] - P_i[2][2] * U_i[2][1];
            N_i[2][1] = P_r[2][0] * U_i[0][1] + P_i[2][0] * U_r[0][1] + P_r[2][1] * U_i[1][1] +
                        P_i[2][1] * U_r[1][1] + P_r[2][2] * U_i[2][1] + P_i[2][2] * U_r[2][1];
            N_r[2][2] = P_r[2][0] * U_r[0][2] - P_i[2][0] * U_i[0][2] + P_r[2][1] * U_r[1][2] -
                        P_i[2][1] * U_i[1][2] + P_r[2][2] * U_r[2][2] - P_i[2][2] * U_i[2][2];
            N_i[2][2] = P_r[2][0] * U_i[0][2] + P_i[2][0] * U_r[0][2] + P_r[2][1] * U_i[1][2] +
                        P_i[2][1] * U_r[1][2] + P_r[2][2] * U_i[2][2] + P_i[2][2] * U_r[2][2];

            P_r[0][0] = N_r[0][0], P_i[0][0] = N_i[0][0];
            P_r[0][1] = N_r[0][1], P_i[0][1] = N_i[0][1];
            P_r[0][2] = N_r[0][2], P_i[0][2] = N_i[0][2];
            P_r[1][0] = N_r[1][0], P_i[1][0] = N_i[1][0];
            P_r[1][1] = N_r[1][1], P_i[1][1] = N_i[1][1];
            P_r[1][2] = N_r[1][2], P_i[1][2] = N_i[1][2];
            P_r[2][0] = N_r[2][0], P_i[2][0] = N_i[2][0];
            P_r[2][1] = N_r[2][1], P_i[2][1] = N_i[2][1];
            P_r[2][2] = N_r[2][2], P_i[2][2] = N_i[2][2];
        }
        out[0 * nsp + i] = P_r[0][0], out[9 * nsp + i] = P_i[0][0];
        out[1 * nsp + i] = P_r[0][1], out[10 * nsp + i] = P_i[0][1];
        out[2 * nsp + i] = P_r[0][2], out[11 * nsp + i] = P_i[0][2];
        out[3 * nsp + i] = P_r[1][0], out[12 * nsp + i] = P_i[1][0];
        out[4 * nsp + i] = P_r[1][1], out[13 * nsp + i] = P_i[1][1];
        out[5 * nsp + i] = P_r[1][2], out[14 * nsp + i] = P_i[1][2];
        out[6 * nsp + i] = P_r[2][0], out[15 * nsp + i] = P_i[2][0];
        out[7 * nsp + i] = P_r[2][1], out[16 * nsp + i] = P_i[2][1];
        out[8 * nsp + i] = P_r[2][2], out[17 * nsp + i] = P_i[2][2];
    }
}
