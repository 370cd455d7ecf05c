/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/dslash.c.j2
 * flavour:   plain
 * lattice:   8x8x8x8
 * directions: x->0, y->1, z->2, t->3
 * boundary:  x periodic, y periodic, z periodic, t antiperiodic
 * precision: double
 * links:     12 reals
 * tunables:  defaults
 */
#include <complex.h>
#include <stdint.h>

#include "lattice_kernels.h"

/* Deo on the even sites of one box of a rank's extended lattice (runtime/lattice/dist.h: the
 * interior while the halo exchange runs, then the boundary), 12-real links. */
void lattice_deo_box_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const double complex *restrict u,
                         const double complex *restrict in, double complex *restrict out) {
    (void)b0, (void)b1, (void)b2, (void)b3, (void)c0, (void)c1, (void)c2,
        (void)c3; /* periodic directions: no sign */
    const int64_t half = n0 / 2, sizeh = half * n1 * n2 * n3;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nvec = 3 * sizeh;
    const int64_t brows = (int64_t)e1 * e2 * e3, nslot = (e0 + 1) / 2;
    (void)nlink, (void)nvec; /* they size the device data clauses */
    /* concurrent: rows are independent */
    for (int64_t row = 0; row < brows; ++row) {
        /* concurrent: the sites of a row are independent */
        for (int64_t i = 0; i < nslot; ++i) {
            const int32_t x1 = l1 + (int32_t)(row % e1), x2 = l2 + (int32_t)((row / e1) % e2),
                          x3 = l3 + (int32_t)(row / ((int64_t)e1 * e2));
            const int32_t x0 = l0 + 2 * (int32_t)i + ((l0 + x1 + x2 + x3 + 0) & 1);
            if (x0 < l0 + e0) {
                const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
                double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
                { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                    const double s = (double)(1);
                    const int64_t j =
                        LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                    const double s = (double)(1);
                    const int64_t j =
                        LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1), x1, x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                    const double s = (double)((1 - 2 * ((x0)&1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                    const double s = (double)((1 - 2 * ((x0)&1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, (x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                    const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                    const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                    const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) *
                                              (x3 + 1 == b3 || x3 + 1 == c3 ? -1 : 1));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                    const double s =
                        (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == b3 || x3 == c3 ? -1 : 1));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                __real__ out[0 * sizeh + h] = (double)0.5 * acc_r[0];
                __imag__ out[0 * sizeh + h] = (double)0.5 * acc_i[0];
                __real__ out[1 * sizeh + h] = (double)0.5 * acc_r[1];
                __imag__ out[1 * sizeh + h] = (double)0.5 * acc_i[1];
                __real__ out[2 * sizeh + h] = (double)0.5 * acc_r[2];
                __imag__ out[2 * sizeh + h] = (double)0.5 * acc_i[2];
            }
        }
    }
}

/* out = m2 self - Deo in on the even sites of one box of a rank's extended lattice (the last half
 * of the even-even operator), 12-real links. */
void lattice_deo_mass_box_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                              int32_t l1, int32_t l2, int32_t l3, int32_t e0, int32_t e1,
                              int32_t e2, int32_t e3, int32_t b0, int32_t b1, int32_t b2,
                              int32_t b3, int32_t c0, int32_t c1, int32_t c2, int32_t c3, double m2,
                              const double complex *restrict u, const double complex *restrict in,
                              const double complex *restrict self, double complex *restrict out) {
    (void)b0, (void)b1, (void)b2, (void)b3, (void)c0, (void)c1, (void)c2, (void)c3;
    const int64_t half = n0 / 2, sizeh = half * n1 * n2 * n3;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nvec = 3 * sizeh;
    const int64_t brows = (int64_t)e1 * e2 * e3, nslot = (e0 + 1) / 2;
    (void)nlink, (void)nvec; /* they size the device data clauses */
    /* concurrent: rows are independent */
    for (int64_t row = 0; row < brows; ++row) {
        /* concurrent: the sites of a row are independent */
        for (int64_t i = 0; i < nslot; ++i) {
            const int32_t x1 = l1 + (int32_t)(row % e1), x2 = l2 + (int32_t)((row / e1) % e2),
                          x3 = l3 + (int32_t)(row / ((int64_t)e1 * e2));
            const int32_t x0 = l0 + 2 * (int32_t)i + ((l0 + x1 + x2 + x3 + 0) & 1);
            if (x0 < l0 + e0) {
                const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
                double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
                { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                    const double s = (double)(1);
                    const int64_t j =
                        LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                    const double s = (double)(1);
                    const int64_t j =
                        LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1), x1, x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                    const double s = (double)((1 - 2 * ((x0)&1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                    const double s = (double)((1 - 2 * ((x0)&1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, (x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                    const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                    const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                    const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) *
                                              (x3 + 1 == b3 || x3 + 1 == c3 ? -1 : 1));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                    const double s =
                        (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == b3 || x3 == c3 ? -1 : 1));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                __real__ out[0 * sizeh + h] =
                    m2 * __real__ self[0 * sizeh + h] - (double)0.5 * acc_r[0];
                __imag__ out[0 * sizeh + h] =
                    m2 * __imag__ self[0 * sizeh + h] - (double)0.5 * acc_i[0];
                __real__ out[1 * sizeh + h] =
                    m2 * __real__ self[1 * sizeh + h] - (double)0.5 * acc_r[1];
                __imag__ out[1 * sizeh + h] =
                    m2 * __imag__ self[1 * sizeh + h] - (double)0.5 * acc_i[1];
                __real__ out[2 * sizeh + h] =
                    m2 * __real__ self[2 * sizeh + h] - (double)0.5 * acc_r[2];
                __imag__ out[2 * sizeh + h] =
                    m2 * __imag__ self[2 * sizeh + h] - (double)0.5 * acc_i[2];
            }
        }
    }
}

/* Doe on the odd sites of one box of a rank's extended lattice, 12-real links. */
void lattice_doe_box_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const double complex *restrict u,
                         const double complex *restrict in, double complex *restrict out) {
    (void)b0, (void)b1, (void)b2, (void)b3, (void)c0, (void)c1, (void)c2, (void)c3;
    const int64_t half = n0 / 2, sizeh = half * n1 * n2 * n3;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nvec = 3 * sizeh;
    const int64_t brows = (int64_t)e1 * e2 * e3, nslot = (e0 + 1) / 2;
    (void)nlink, (void)nvec; /* they size the device data clauses */
    /* concurrent: rows are independent */
    for (int64_t row = 0; row < brows; ++row) {
        /* concurrent: the sites of a row are independent */
        for (int64_t i = 0; i < nslot; ++i) {
            const int32_t x1 = l1 + (int32_t)(row % e1), x2 = l2 + (int32_t)((row / e1) % e2),
                          x3 = l3 + (int32_t)(row / ((int64_t)e1 * e2));
            const int32_t x0 = l0 + 2 * (int32_t)i + ((l0 + x1 + x2 + x3 + 1) & 1);
            if (x0 < l0 + e0) {
                const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
                double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
                { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                    const double s = (double)(1);
                    const int64_t j =
                        LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                    const double s = (double)(1);
                    const int64_t j =
                        LATTICE_IDXH((x0 == 0 ? n0 - 1 : x0 - 1), x1, x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                    const double s = (double)((1 - 2 * ((x0)&1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                    const double s = (double)((1 - 2 * ((x0)&1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, (x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                    const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                    const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                    const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) *
                                              (x3 + 1 == b3 || x3 + 1 == c3 ? -1 : 1));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                    const double s =
                        (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == b3 || x3 == c3 ? -1 : 1));
                    const int64_t j =
                        LATTICE_IDXH(x0, x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n0, n1, n2);
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                __real__ out[0 * sizeh + h] = (double)0.5 * acc_r[0];
                __imag__ out[0 * sizeh + h] = (double)0.5 * acc_i[0];
                __real__ out[1 * sizeh + h] = (double)0.5 * acc_r[1];
                __imag__ out[1 * sizeh + h] = (double)0.5 * acc_i[1];
                __real__ out[2 * sizeh + h] = (double)0.5 * acc_r[2];
                __imag__ out[2 * sizeh + h] = (double)0.5 * acc_i[2];
            }
        }
    }
}

/* Deo: even output sites <- odd input sites, 12-real links. */
void lattice_deo_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict out) {
    const int64_t half = n0 / 2, nrows = (int64_t)n1 * n2 * n3, sizeh = half * nrows;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nvec = 3 * sizeh;
    (void)nlink, (void)nvec; /* they size the device data clauses */
    /* concurrent: rows are independent */
    for (int64_t row = 0; row < nrows; ++row) {
        const int32_t x1 = (int32_t)(row % n1), x2 = (int32_t)((row / n1) % n2),
                      x3 = (int32_t)(row / ((int64_t)n1 * n2));
        const int32_t r = (x1 + x2 + x3 + 0) & 1;
        { /* the one site whose x0 + 1 (r = 1: x0 = n0 - 1) or x0 - 1 (r = 0: x0 = 0) wraps */
            const int64_t i = r ? half - 1 : 0, h = row * half + i;
            const int32_t x0 = 2 * (int32_t)i + r;
            double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
            { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                const double s = (double)(1);
                const int64_t j =
                    LATTICE_ROW(x1, x2, x3, n1, n2) * half + ((x0 + 1 == n0 ? 0 : x0 + 1)) / 2;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                const double s = (double)(1);
                const int64_t j =
                    LATTICE_ROW(x1, x2, x3, n1, n2) * half + ((x0 == 0 ? n0 - 1 : x0 - 1)) / 2;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                const double s = (double)((1 - 2 * ((x0)&1)));
                const int64_t j =
                    LATTICE_ROW((x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                const double s = (double)((1 - 2 * ((x0)&1)));
                const int64_t j =
                    LATTICE_ROW((x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                const int64_t j =
                    LATTICE_ROW(x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                const int64_t j =
                    LATTICE_ROW(x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 + 1 == n3 ? -1 : 1));
                const int64_t j =
                    LATTICE_ROW(x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == 0 ? -1 : 1));
                const int64_t j =
                    LATTICE_ROW(x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            __real__ out[0 * sizeh + h] = (double)0.5 * acc_r[0];
            __imag__ out[0 * sizeh + h] = (double)0.5 * acc_i[0];
            __real__ out[1 * sizeh + h] = (double)0.5 * acc_r[1];
            __imag__ out[1 * sizeh + h] = (double)0.5 * acc_i[1];
            __real__ out[2 * sizeh + h] = (double)0.5 * acc_r[2];
            __imag__ out[2 * sizeh + h] = (double)0.5 * acc_i[2];
        }
        { /* the other sites: x0 = 2 i + r neither passes n0 - 1 forwards nor 0 backwards */
            /* the parity of x0, all the staggered phases need of it */
            const int32_t x0 = r;
            const int64_t base = row * half;
            const int64_t fwd1 = LATTICE_ROW((x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n1, n2) * half,
                          bwd1 = LATTICE_ROW((x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n1, n2) * half;
            const double sf1 = (double)((1 - 2 * ((x0)&1))), sb1 = (double)((1 - 2 * ((x0)&1)));
            const int64_t fwd2 = LATTICE_ROW(x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n1, n2) * half,
                          bwd2 = LATTICE_ROW(x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n1, n2) * half;
            const double sf2 = (double)((1 - 2 * ((x0 + x1) & 1))),
                         sb2 = (double)((1 - 2 * ((x0 + x1) & 1)));
            const int64_t fwd3 = LATTICE_ROW(x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n1, n2) * half,
                          bwd3 = LATTICE_ROW(x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n1, n2) * half;
            const double sf3 = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 + 1 == n3 ? -1 : 1)),
                         sb3 = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == 0 ? -1 : 1));
            const double s0 = (double)(1);
            (void)x0;
            /* concurrent: the sites of a row are independent */
            for (int64_t i = 1 - r; i < half - r; ++i) {
                const int64_t h = base + i;
                double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
                { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                    const double s = (double)(s0);
                    const int64_t j = base + i + r;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                    const double s = (double)(s0);
                    const int64_t j = base + i + r - 1;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                    const double s = (double)(sf1);
                    const int64_t j = fwd1 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                    const double s = (double)(sb1);
                    const int64_t j = bwd1 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                    const double s = (double)(sf2);
                    const int64_t j = fwd2 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                    const double s = (double)(sb2);
                    const int64_t j = bwd2 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                    const double s = (double)(sf3);
                    const int64_t j = fwd3 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                    const double s = (double)(sb3);
                    const int64_t j = bwd3 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                __real__ out[0 * sizeh + h] = (double)0.5 * acc_r[0];
                __imag__ out[0 * sizeh + h] = (double)0.5 * acc_i[0];
                __real__ out[1 * sizeh + h] = (double)0.5 * acc_r[1];
                __imag__ out[1 * sizeh + h] = (double)0.5 * acc_i[1];
                __real__ out[2 * sizeh + h] = (double)0.5 * acc_r[2];
                __imag__ out[2 * sizeh + h] = (double)0.5 * acc_i[2];
            }
        }
    }
}

/* Doe: odd output sites <- even input sites, 12-real links. */
void lattice_doe_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict out) {
    const int64_t half = n0 / 2, nrows = (int64_t)n1 * n2 * n3, sizeh = half * nrows;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nvec = 3 * sizeh;
    (void)nlink, (void)nvec; /* they size the device data clauses */
    /* concurrent: rows are independent */
    for (int64_t row = 0; row < nrows; ++row) {
        const int32_t x1 = (int32_t)(row % n1), x2 = (int32_t)((row / n1) % n2),
                      x3 = (int32_t)(row / ((int64_t)n1 * n2));
        const int32_t r = (x1 + x2 + x3 + 1) & 1;
        { /* the one site whose x0 + 1 (r = 1: x0 = n0 - 1) or x0 - 1 (r = 0: x0 = 0) wraps */
            const int64_t i = r ? half - 1 : 0, h = row * half + i;
            const int32_t x0 = 2 * (int32_t)i + r;
            double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
            { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                const double s = (double)(1);
                const int64_t j =
                    LATTICE_ROW(x1, x2, x3, n1, n2) * half + ((x0 + 1 == n0 ? 0 : x0 + 1)) / 2;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                const double s = (double)(1);
                const int64_t j =
                    LATTICE_ROW(x1, x2, x3, n1, n2) * half + ((x0 == 0 ? n0 - 1 : x0 - 1)) / 2;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                const double s = (double)((1 - 2 * ((x0)&1)));
                const int64_t j =
                    LATTICE_ROW((x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                const double s = (double)((1 - 2 * ((x0)&1)));
                const int64_t j =
                    LATTICE_ROW((x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                const int64_t j =
                    LATTICE_ROW(x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                const int64_t j =
                    LATTICE_ROW(x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 + 1 == n3 ? -1 : 1));
                const int64_t j =
                    LATTICE_ROW(x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == 0 ? -1 : 1));
                const int64_t j =
                    LATTICE_ROW(x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            __real__ out[0 * sizeh + h] = (double)0.5 * acc_r[0];
            __imag__ out[0 * sizeh + h] = (double)0.5 * acc_i[0];
            __real__ out[1 * sizeh + h] = (double)0.5 * acc_r[1];
            __imag__ out[1 * sizeh + h] = (double)0.5 * acc_i[1];
            __real__ out[2 * sizeh + h] = (double)0.5 * acc_r[2];
            __imag__ out[2 * sizeh + h] = (double)0.5 * acc_i[2];
        }
        { /* the other sites: x0 = 2 i + r neither passes n0 - 1 forwards nor 0 backwards */
            /* the parity of x0, all the staggered phases need of it */
            const int32_t x0 = r;
            const int64_t base = row * half;
            const int64_t fwd1 = LATTICE_ROW((x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n1, n2) * half,
                          bwd1 = LATTICE_ROW((x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n1, n2) * half;
            const double sf1 = (double)((1 - 2 * ((x0)&1))), sb1 = (double)((1 - 2 * ((x0)&1)));
            const int64_t fwd2 = LATTICE_ROW(x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n1, n2) * half,
                          bwd2 = LATTICE_ROW(x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n1, n2) * half;
            const double sf2 = (double)((1 - 2 * ((x0 + x1) & 1))),
                         sb2 = (double)((1 - 2 * ((x0 + x1) & 1)));
            const int64_t fwd3 = LATTICE_ROW(x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n1, n2) * half,
                          bwd3 = LATTICE_ROW(x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n1, n2) * half;
            const double sf3 = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 + 1 == n3 ? -1 : 1)),
                         sb3 = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == 0 ? -1 : 1));
            const double s0 = (double)(1);
            (void)x0;
            /* concurrent: the sites of a row are independent */
            for (int64_t i = 1 - r; i < half - r; ++i) {
                const int64_t h = base + i;
                double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
                { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                    const double s = (double)(s0);
                    const int64_t j = base + i + r;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                    const double s = (double)(s0);
                    const int64_t j = base + i + r - 1;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                    const double s = (double)(sf1);
                    const int64_t j = fwd1 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                    const double s = (double)(sb1);
                    const int64_t j = bwd1 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                    const double s = (double)(sf2);
                    const int64_t j = fwd2 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                    const double s = (double)(sb2);
                    const int64_t j = bwd2 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                    const double s = (double)(sf3);
                    const int64_t j = fwd3 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                    const double s = (double)(sb3);
                    const int64_t j = bwd3 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                __real__ out[0 * sizeh + h] = (double)0.5 * acc_r[0];
                __imag__ out[0 * sizeh + h] = (double)0.5 * acc_i[0];
                __real__ out[1 * sizeh + h] = (double)0.5 * acc_r[1];
                __imag__ out[1 * sizeh + h] = (double)0.5 * acc_i[1];
                __real__ out[2 * sizeh + h] = (double)0.5 * acc_r[2];
                __imag__ out[2 * sizeh + h] = (double)0.5 * acc_i[2];
            }
        }
    }
}

/* out = m2 self - Deo in (the last half of the even-even operator). */
void lattice_deo_mass_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, double m2,
                          const double complex *restrict u, const double complex *restrict in,
                          const double complex *restrict self, double complex *restrict out) {
    const int64_t half = n0 / 2, nrows = (int64_t)n1 * n2 * n3, sizeh = half * nrows;
    const int64_t nlink = 8 * 2 * 3 * sizeh, nvec = 3 * sizeh;
    (void)nlink, (void)nvec; /* they size the device data clauses */
    /* concurrent: rows are independent */
    for (int64_t row = 0; row < nrows; ++row) {
        const int32_t x1 = (int32_t)(row % n1), x2 = (int32_t)((row / n1) % n2),
                      x3 = (int32_t)(row / ((int64_t)n1 * n2));
        const int32_t r = (x1 + x2 + x3 + 0) & 1;
        { /* the one site whose x0 + 1 (r = 1: x0 = n0 - 1) or x0 - 1 (r = 0: x0 = 0) wraps */
            const int64_t i = r ? half - 1 : 0, h = row * half + i;
            const int32_t x0 = 2 * (int32_t)i + r;
            double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
            { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                const double s = (double)(1);
                const int64_t j =
                    LATTICE_ROW(x1, x2, x3, n1, n2) * half + ((x0 + 1 == n0 ? 0 : x0 + 1)) / 2;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                const double s = (double)(1);
                const int64_t j =
                    LATTICE_ROW(x1, x2, x3, n1, n2) * half + ((x0 == 0 ? n0 - 1 : x0 - 1)) / 2;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                const double s = (double)((1 - 2 * ((x0)&1)));
                const int64_t j =
                    LATTICE_ROW((x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                const double s = (double)((1 - 2 * ((x0)&1)));
                const int64_t j =
                    LATTICE_ROW((x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                const int64_t j =
                    LATTICE_ROW(x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                const double s = (double)((1 - 2 * ((x0 + x1) & 1)));
                const int64_t j =
                    LATTICE_ROW(x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 + 1 == n3 ? -1 : 1));
                const int64_t j =
                    LATTICE_ROW(x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
                U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] += (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                                   U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                acc_i[0] += (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                                   U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                acc_r[1] += (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                                   U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                acc_i[1] += (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                                   U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                acc_r[2] += (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                                   U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                acc_i[2] += (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                                   U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
            }
            { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                const double s = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == 0 ? -1 : 1));
                const int64_t j =
                    LATTICE_ROW(x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n1, n2) * half + i;
                double U_r[3][3], U_i[3][3];
                U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
                U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                double v_r[3], v_i[3];
                v_r[0] = __real__ in[0 * sizeh + (j)];
                v_i[0] = __imag__ in[0 * sizeh + (j)];
                v_r[1] = __real__ in[1 * sizeh + (j)];
                v_i[1] = __imag__ in[1 * sizeh + (j)];
                v_r[2] = __real__ in[2 * sizeh + (j)];
                v_i[2] = __imag__ in[2 * sizeh + (j)];

                acc_r[0] -=
                    (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                           (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                acc_i[0] -=
                    (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                           (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                acc_r[1] -=
                    (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                           (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                acc_i[1] -=
                    (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                           (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                acc_r[2] -=
                    (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                           (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                acc_i[2] -=
                    (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                           (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
            }
            __real__ out[0 * sizeh + h] =
                m2 * __real__ self[0 * sizeh + h] - (double)0.5 * acc_r[0];
            __imag__ out[0 * sizeh + h] =
                m2 * __imag__ self[0 * sizeh + h] - (double)0.5 * acc_i[0];
            __real__ out[1 * sizeh + h] =
                m2 * __real__ self[1 * sizeh + h] - (double)0.5 * acc_r[1];
            __imag__ out[1 * sizeh + h] =
                m2 * __imag__ self[1 * sizeh + h] - (double)0.5 * acc_i[1];
            __real__ out[2 * sizeh + h] =
                m2 * __real__ self[2 * sizeh + h] - (double)0.5 * acc_r[2];
            __imag__ out[2 * sizeh + h] =
                m2 * __imag__ self[2 * sizeh + h] - (double)0.5 * acc_i[2];
        }
        { /* the other sites: x0 = 2 i + r neither passes n0 - 1 forwards nor 0 backwards */
            /* the parity of x0, all the staggered phases need of it */
            const int32_t x0 = r;
            const int64_t base = row * half;
            const int64_t fwd1 = LATTICE_ROW((x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n1, n2) * half,
                          bwd1 = LATTICE_ROW((x1 == 0 ? n1 - 1 : x1 - 1), x2, x3, n1, n2) * half;
            const double sf1 = (double)((1 - 2 * ((x0)&1))), sb1 = (double)((1 - 2 * ((x0)&1)));
            const int64_t fwd2 = LATTICE_ROW(x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n1, n2) * half,
                          bwd2 = LATTICE_ROW(x1, (x2 == 0 ? n2 - 1 : x2 - 1), x3, n1, n2) * half;
            const double sf2 = (double)((1 - 2 * ((x0 + x1) & 1))),
                         sb2 = (double)((1 - 2 * ((x0 + x1) & 1)));
            const int64_t fwd3 = LATTICE_ROW(x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n1, n2) * half,
                          bwd3 = LATTICE_ROW(x1, x2, (x3 == 0 ? n3 - 1 : x3 - 1), n1, n2) * half;
            const double sf3 = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 + 1 == n3 ? -1 : 1)),
                         sb3 = (double)((1 - 2 * ((x0 + x1 + x2) & 1)) * (x3 == 0 ? -1 : 1));
            const double s0 = (double)(1);
            (void)x0;
            /* concurrent: the sites of a row are independent */
            for (int64_t i = 1 - r; i < half - r; ++i) {
                const int64_t h = base + i;
                double acc_r[3] = {0, 0, 0}, acc_i[3] = {0, 0, 0};
                { /* direction 0 (physical x), forward: + eta U_0(x) psi(x+0) */
                    const double s = (double)(s0);
                    const int64_t j = base + i + r;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(0) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(0) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 0, backward: - eta U_0(x-0)^dagger psi(x-0) */
                    const double s = (double)(s0);
                    const int64_t j = base + i + r - 1;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(1) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(1) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 1 (physical y), forward: + eta U_1(x) psi(x+1) */
                    const double s = (double)(sf1);
                    const int64_t j = fwd1 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(2) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(2) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 1, backward: - eta U_1(x-1)^dagger psi(x-1) */
                    const double s = (double)(sb1);
                    const int64_t j = bwd1 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(3) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(3) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 2 (physical z), forward: + eta U_2(x) psi(x+2) */
                    const double s = (double)(sf2);
                    const int64_t j = fwd2 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(4) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(4) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 2, backward: - eta U_2(x-2)^dagger psi(x-2) */
                    const double s = (double)(sb2);
                    const int64_t j = bwd2 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(5) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(5) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                { /* direction 3 (physical t), forward: + eta U_3(x) psi(x+3) */
                    const double s = (double)(sf3);
                    const int64_t j = fwd3 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_i[0][0] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 0) * sizeh + (h)];
                    U_r[0][1] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_i[0][1] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 1) * sizeh + (h)];
                    U_r[0][2] = __real__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_i[0][2] = __imag__ u[(((int64_t)(6) * 2 + 0) * 3 + 2) * sizeh + (h)];
                    U_r[1][0] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_i[1][0] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 0) * sizeh + (h)];
                    U_r[1][1] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_i[1][1] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 1) * sizeh + (h)];
                    U_r[1][2] = __real__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
                    U_i[1][2] = __imag__ u[(((int64_t)(6) * 2 + 1) * 3 + 2) * sizeh + (h)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] +=
                        (s) * (U_r[0][0] * v_r[0] - U_i[0][0] * v_i[0] + U_r[0][1] * v_r[1] -
                               U_i[0][1] * v_i[1] + U_r[0][2] * v_r[2] - U_i[0][2] * v_i[2]);
                    acc_i[0] +=
                        (s) * (U_r[0][0] * v_i[0] + U_i[0][0] * v_r[0] + U_r[0][1] * v_i[1] +
                               U_i[0][1] * v_r[1] + U_r[0][2] * v_i[2] + U_i[0][2] * v_r[2]);
                    acc_r[1] +=
                        (s) * (U_r[1][0] * v_r[0] - U_i[1][0] * v_i[0] + U_r[1][1] * v_r[1] -
                               U_i[1][1] * v_i[1] + U_r[1][2] * v_r[2] - U_i[1][2] * v_i[2]);
                    acc_i[1] +=
                        (s) * (U_r[1][0] * v_i[0] + U_i[1][0] * v_r[0] + U_r[1][1] * v_i[1] +
                               U_i[1][1] * v_r[1] + U_r[1][2] * v_i[2] + U_i[1][2] * v_r[2]);
                    acc_r[2] +=
                        (s) * (U_r[2][0] * v_r[0] - U_i[2][0] * v_i[0] + U_r[2][1] * v_r[1] -
                               U_i[2][1] * v_i[1] + U_r[2][2] * v_r[2] - U_i[2][2] * v_i[2]);
                    acc_i[2] +=
                        (s) * (U_r[2][0] * v_i[0] + U_i[2][0] * v_r[0] + U_r[2][1] * v_i[1] +
                               U_i[2][1] * v_r[1] + U_r[2][2] * v_i[2] + U_i[2][2] * v_r[2]);
                }
                { /* direction 3, backward: - eta U_3(x-3)^dagger psi(x-3) */
                    const double s = (double)(sb3);
                    const int64_t j = bwd3 + i;
                    double U_r[3][3], U_i[3][3];
                    U_r[0][0] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_i[0][0] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 0) * sizeh + (j)];
                    U_r[0][1] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_i[0][1] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 1) * sizeh + (j)];
                    U_r[0][2] = __real__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_i[0][2] = __imag__ u[(((int64_t)(7) * 2 + 0) * 3 + 2) * sizeh + (j)];
                    U_r[1][0] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_i[1][0] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 0) * sizeh + (j)];
                    U_r[1][1] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_i[1][1] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 1) * sizeh + (j)];
                    U_r[1][2] = __real__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
                    U_i[1][2] = __imag__ u[(((int64_t)(7) * 2 + 1) * 3 + 2) * sizeh + (j)];
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

                    double v_r[3], v_i[3];
                    v_r[0] = __real__ in[0 * sizeh + (j)];
                    v_i[0] = __imag__ in[0 * sizeh + (j)];
                    v_r[1] = __real__ in[1 * sizeh + (j)];
                    v_i[1] = __imag__ in[1 * sizeh + (j)];
                    v_r[2] = __real__ in[2 * sizeh + (j)];
                    v_i[2] = __imag__ in[2 * sizeh + (j)];

                    acc_r[0] -=
                        (s) * (U_r[0][0] * v_r[0] - (-U_i[0][0]) * v_i[0] + U_r[1][0] * v_r[1] -
                               (-U_i[1][0]) * v_i[1] + U_r[2][0] * v_r[2] - (-U_i[2][0]) * v_i[2]);
                    acc_i[0] -=
                        (s) * (U_r[0][0] * v_i[0] + (-U_i[0][0]) * v_r[0] + U_r[1][0] * v_i[1] +
                               (-U_i[1][0]) * v_r[1] + U_r[2][0] * v_i[2] + (-U_i[2][0]) * v_r[2]);
                    acc_r[1] -=
                        (s) * (U_r[0][1] * v_r[0] - (-U_i[0][1]) * v_i[0] + U_r[1][1] * v_r[1] -
                               (-U_i[1][1]) * v_i[1] + U_r[2][1] * v_r[2] - (-U_i[2][1]) * v_i[2]);
                    acc_i[1] -=
                        (s) * (U_r[0][1] * v_i[0] + (-U_i[0][1]) * v_r[0] + U_r[1][1] * v_i[1] +
                               (-U_i[1][1]) * v_r[1] + U_r[2][1] * v_i[2] + (-U_i[2][1]) * v_r[2]);
                    acc_r[2] -=
                        (s) * (U_r[0][2] * v_r[0] - (-U_i[0][2]) * v_i[0] + U_r[1][2] * v_r[1] -
                               (-U_i[1][2]) * v_i[1] + U_r[2][2] * v_r[2] - (-U_i[2][2]) * v_i[2]);
                    acc_i[2] -=
                        (s) * (U_r[0][2] * v_i[0] + (-U_i[0][2]) * v_r[0] + U_r[1][2] * v_i[1] +
                               (-U_i[1][2]) * v_r[1] + U_r[2][2] * v_i[2] + (-U_i[2][2]) * v_r[2]);
                }
                __real__ out[0 * sizeh + h] =
                    m2 * __real__ self[0 * sizeh + h] - (double)0.5 * acc_r[0];
                __imag__ out[0 * sizeh + h] =
                    m2 * __imag__ self[0 * sizeh + h] - (double)0.5 * acc_i[0];
                __real__ out[1 * sizeh + h] =
                    m2 * __real__ self[1 * sizeh + h] - (double)0.5 * acc_r[1];
                __imag__ out[1 * sizeh + h] =
                    m2 * __imag__ self[1 * sizeh + h] - (double)0.5 * acc_i[1];
                __real__ out[2 * sizeh + h] =
                    m2 * __real__ self[2 * sizeh + h] - (double)0.5 * acc_r[2];
                __imag__ out[2 * sizeh + h] =
                    m2 * __imag__ self[2 * sizeh + h] - (double)0.5 * acc_i[2];
            }
        }
    }
}

/* out = (m2 - Deo Doe) in on even sites; tmp (odd sites) receives Doe in. */
void lattice_mee_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, double m2,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict tmp, double complex *restrict out) {
    lattice_doe_d12(n0, n1, n2, n3, u, in, tmp);
    lattice_deo_mass_d12(n0, n1, n2, n3, m2, u, tmp, in, out);
}
