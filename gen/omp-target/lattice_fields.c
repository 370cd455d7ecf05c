/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/fields.c.j2
 * flavour:   omp-target
 * lattice:   8x8x8x8
 * directions: x->0, y->1, z->2, t->3
 * boundary:  x periodic, y periodic, z periodic, t antiperiodic
 * precision: double
 * tunables:  num_teams=0, thread_limit=128
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>

#include "lattice_kernels.h"

/* The fermion force's outer products on the links U_mu(x) of the sites x of one parity:
 * grad_mu(x) += coef eta_mu(x) s_mu(x) fwd(x + mu) here(x)^dagger, with fwd a vec3 field on the
 * other parity, here on this one, and s_mu(x) the fermion boundary sign of the hop x -> x + mu. */
void lattice_fermion_grad_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int parity, double coef,
                            const double complex *restrict fwd, const double complex *restrict here,
                            double complex *restrict grad) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nvec = 3 * sizeh, ngrad = 72 * sizeh;
    (void)nvec, (void)ngrad;
    const int p = parity & 1;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: fwd[0:nvec], here[0:nvec], grad[0:ngrad])
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

        double b_r[3], b_i[3];
        b_r[0] = __real__ here[0 * sizeh + (h)];
        b_i[0] = __imag__ here[0 * sizeh + (h)];
        b_r[1] = __real__ here[1 * sizeh + (h)];
        b_i[1] = __imag__ here[1 * sizeh + (h)];
        b_r[2] = __real__ here[2 * sizeh + (h)];
        b_i[2] = __imag__ here[2 * sizeh + (h)];

        { /* direction 0 */
            const double c = coef * (1);
            const int64_t j = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2);
            double a_r[3], a_i[3];
            a_r[0] = __real__ fwd[0 * sizeh + (j)];
            a_i[0] = __imag__ fwd[0 * sizeh + (j)];
            a_r[1] = __real__ fwd[1 * sizeh + (j)];
            a_i[1] = __imag__ fwd[1 * sizeh + (j)];
            a_r[2] = __real__ fwd[2 * sizeh + (j)];
            a_i[2] = __imag__ fwd[2 * sizeh + (j)];

            __real__ grad[((int64_t)(0 + p) * 9 + 0) * sizeh + h] +=
                c * (a_r[0] * b_r[0] + a_i[0] * b_i[0]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 0) * sizeh + h] +=
                c * (a_i[0] * b_r[0] - a_r[0] * b_i[0]);
            __real__ grad[((int64_t)(0 + p) * 9 + 1) * sizeh + h] +=
                c * (a_r[0] * b_r[1] + a_i[0] * b_i[1]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 1) * sizeh + h] +=
                c * (a_i[0] * b_r[1] - a_r[0] * b_i[1]);
            __real__ grad[((int64_t)(0 + p) * 9 + 2) * sizeh + h] +=
                c * (a_r[0] * b_r[2] + a_i[0] * b_i[2]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 2) * sizeh + h] +=
                c * (a_i[0] * b_r[2] - a_r[0] * b_i[2]);
            __real__ grad[((int64_t)(0 + p) * 9 + 3) * sizeh + h] +=
                c * (a_r[1] * b_r[0] + a_i[1] * b_i[0]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 3) * sizeh + h] +=
                c * (a_i[1] * b_r[0] - a_r[1] * b_i[0]);
            __real__ grad[((int64_t)(0 + p) * 9 + 4) * sizeh + h] +=
                c * (a_r[1] * b_r[1] + a_i[1] * b_i[1]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 4) * sizeh + h] +=
                c * (a_i[1] * b_r[1] - a_r[1] * b_i[1]);
            __real__ grad[((int64_t)(0 + p) * 9 + 5) * sizeh + h] +=
                c * (a_r[1] * b_r[2] + a_i[1] * b_i[2]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 5) * sizeh + h] +=
                c * (a_i[1] * b_r[2] - a_r[1] * b_i[2]);
            __real__ grad[((int64_t)(0 + p) * 9 + 6) * sizeh + h] +=
                c * (a_r[2] * b_r[0] + a_i[2] * b_i[0]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 6) * sizeh + h] +=
                c * (a_i[2] * b_r[0] - a_r[2] * b_i[0]);
            __real__ grad[((int64_t)(0 + p) * 9 + 7) * sizeh + h] +=
                c * (a_r[2] * b_r[1] + a_i[2] * b_i[1]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 7) * sizeh + h] +=
                c * (a_i[2] * b_r[1] - a_r[2] * b_i[1]);
            __real__ grad[((int64_t)(0 + p) * 9 + 8) * sizeh + h] +=
                c * (a_r[2] * b_r[2] + a_i[2] * b_i[2]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 8) * sizeh + h] +=
                c * (a_i[2] * b_r[2] - a_r[2] * b_i[2]);
        }
        { /* direction 1 */
            const double c = coef * ((1 - 2 * ((x0)&1)));
            const int64_t j = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
            double a_r[3], a_i[3];
            a_r[0] = __real__ fwd[0 * sizeh + (j)];
            a_i[0] = __imag__ fwd[0 * sizeh + (j)];
            a_r[1] = __real__ fwd[1 * sizeh + (j)];
            a_i[1] = __imag__ fwd[1 * sizeh + (j)];
            a_r[2] = __real__ fwd[2 * sizeh + (j)];
            a_i[2] = __imag__ fwd[2 * sizeh + (j)];

            __real__ grad[((int64_t)(2 + p) * 9 + 0) * sizeh + h] +=
                c * (a_r[0] * b_r[0] + a_i[0] * b_i[0]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 0) * sizeh + h] +=
                c * (a_i[0] * b_r[0] - a_r[0] * b_i[0]);
            __real__ grad[((int64_t)(2 + p) * 9 + 1) * sizeh + h] +=
                c * (a_r[0] * b_r[1] + a_i[0] * b_i[1]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 1) * sizeh + h] +=
                c * (a_i[0] * b_r[1] - a_r[0] * b_i[1]);
            __real__ grad[((int64_t)(2 + p) * 9 + 2) * sizeh + h] +=
                c * (a_r[0] * b_r[2] + a_i[0] * b_i[2]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 2) * sizeh + h] +=
                c * (a_i[0] * b_r[2] - a_r[0] * b_i[2]);
            __real__ grad[((int64_t)(2 + p) * 9 + 3) * sizeh + h] +=
                c * (a_r[1] * b_r[0] + a_i[1] * b_i[0]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 3) * sizeh + h] +=
                c * (a_i[1] * b_r[0] - a_r[1] * b_i[0]);
            __real__ grad[((int64_t)(2 + p) * 9 + 4) * sizeh + h] +=
                c * (a_r[1] * b_r[1] + a_i[1] * b_i[1]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 4) * sizeh + h] +=
                c * (a_i[1] * b_r[1] - a_r[1] * b_i[1]);
            __real__ grad[((int64_t)(2 + p) * 9 + 5) * sizeh + h] +=
                c * (a_r[1] * b_r[2] + a_i[1] * b_i[2]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 5) * sizeh + h] +=
                c * (a_i[1] * b_r[2] - a_r[1] * b_i[2]);
            __real__ grad[((int64_t)(2 + p) * 9 + 6) * sizeh + h] +=
                c * (a_r[2] * b_r[0] + a_i[2] * b_i[0]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 6) * sizeh + h] +=
                c * (a_i[2] * b_r[0] - a_r[2] * b_i[0]);
            __real__ grad[((int64_t)(2 + p) * 9 + 7) * sizeh + h] +=
                c * (a_r[2] * b_r[1] + a_i[2] * b_i[1]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 7) * sizeh + h] +=
                c * (a_i[2] * b_r[1] - a_r[2] * b_i[1]);
            __real__ grad[((int64_t)(2 + p) * 9 + 8) * sizeh + h] +=
                c * (a_r[2] * b_r[2] + a_i[2] * b_i[2]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 8) * sizeh + h] +=
                c * (a_i[2] * b_r[2] - a_r[2] * b_i[2]);
        }
        { /* direction 2 */
            const double c = coef * ((1 - 2 * ((x0 + x1) & 1)));
            const int64_t j = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
            double a_r[3], a_i[3];
            a_r[0] = __real__ fwd[0 * sizeh + (j)];
            a_i[0] = __imag__ fwd[0 * sizeh + (j)];
            a_r[1] = __real__ fwd[1 * sizeh + (j)];
            a_i[1] = __imag__ fwd[1 * sizeh + (j)];
            a_r[2] = __real__ fwd[2 * sizeh + (j)];
            a_i[2] = __imag__ fwd[2 * sizeh + (j)];

            __real__ grad[((int64_t)(4 + p) * 9 + 0) * sizeh + h] +=
                c * (a_r[0] * b_r[0] + a_i[0] * b_i[0]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 0) * sizeh + h] +=
                c * (a_i[0] * b_r[0] - a_r[0] * b_i[0]);
            __real__ grad[((int64_t)(4 + p) * 9 + 1) * sizeh + h] +=
                c * (a_r[0] * b_r[1] + a_i[0] * b_i[1]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 1) * sizeh + h] +=
                c * (a_i[0] * b_r[1] - a_r[0] * b_i[1]);
            __real__ grad[((int64_t)(4 + p) * 9 + 2) * sizeh + h] +=
                c * (a_r[0] * b_r[2] + a_i[0] * b_i[2]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 2) * sizeh + h] +=
                c * (a_i[0] * b_r[2] - a_r[0] * b_i[2]);
            __real__ grad[((int64_t)(4 + p) * 9 + 3) * sizeh + h] +=
                c * (a_r[1] * b_r[0] + a_i[1] * b_i[0]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 3) * sizeh + h] +=
                c * (a_i[1] * b_r[0] - a_r[1] * b_i[0]);
            __real__ grad[((int64_t)(4 + p) * 9 + 4) * sizeh + h] +=
                c * (a_r[1] * b_r[1] + a_i[1] * b_i[1]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 4) * sizeh + h] +=
                c * (a_i[1] * b_r[1] - a_r[1] * b_i[1]);
            __real__ grad[((int64_t)(4 + p) * 9 + 5) * sizeh + h] +=
                c * (a_r[1] * b_r[2] + a_i[1] * b_i[2]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 5) * sizeh + h] +=
                c * (a_i[1] * b_r[2] - a_r[1] * b_i[2]);
            __real__ grad[((int64_t)(4 + p) * 9 + 6) * sizeh + h] +=
                c * (a_r[2] * b_r[0] + a_i[2] * b_i[0]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 6) * sizeh + h] +=
                c * (a_i[2] * b_r[0] - a_r[2] * b_i[0]);
            __real__ grad[((int64_t)(4 + p) * 9 + 7) * sizeh + h] +=
                c * (a_r[2] * b_r[1] + a_i[2] * b_i[1]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 7) * sizeh + h] +=
                c * (a_i[2] * b_r[1] - a_r[2] * b_i[1]);
            __real__ grad[((int64_t)(4 + p) * 9 + 8) * sizeh + h] +=
                c * (a_r[2] * b_r[2] + a_i[2] * b_i[2]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 8) * sizeh + h] +=
                c * (a_i[2] * b_r[2] - a_r[2] * b_i[2]);
        }
        { /* direction 3 */
            const double c = coef * ((1 - 2 * ((x0 + x1 + x2) & 1))) * (x3 + 1 == n3 ? -1 : 1);
            const int64_t j = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
            double a_r[3], a_i[3];
            a_r[0] = __real__ fwd[0 * sizeh + (j)];
            a_i[0] = __imag__ fwd[0 * sizeh + (j)];
            a_r[1] = __real__ fwd[1 * sizeh + (j)];
            a_i[1] = __imag__ fwd[1 * sizeh + (j)];
            a_r[2] = __real__ fwd[2 * sizeh + (j)];
            a_i[2] = __imag__ fwd[2 * sizeh + (j)];

            __real__ grad[((int64_t)(6 + p) * 9 + 0) * sizeh + h] +=
                c * (a_r[0] * b_r[0] + a_i[0] * b_i[0]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 0) * sizeh + h] +=
                c * (a_i[0] * b_r[0] - a_r[0] * b_i[0]);
            __real__ grad[((int64_t)(6 + p) * 9 + 1) * sizeh + h] +=
                c * (a_r[0] * b_r[1] + a_i[0] * b_i[1]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 1) * sizeh + h] +=
                c * (a_i[0] * b_r[1] - a_r[0] * b_i[1]);
            __real__ grad[((int64_t)(6 + p) * 9 + 2) * sizeh + h] +=
                c * (a_r[0] * b_r[2] + a_i[0] * b_i[2]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 2) * sizeh + h] +=
                c * (a_i[0] * b_r[2] - a_r[0] * b_i[2]);
            __real__ grad[((int64_t)(6 + p) * 9 + 3) * sizeh + h] +=
                c * (a_r[1] * b_r[0] + a_i[1] * b_i[0]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 3) * sizeh + h] +=
                c * (a_i[1] * b_r[0] - a_r[1] * b_i[0]);
            __real__ grad[((int64_t)(6 + p) * 9 + 4) * sizeh + h] +=
                c * (a_r[1] * b_r[1] + a_i[1] * b_i[1]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 4) * sizeh + h] +=
                c * (a_i[1] * b_r[1] - a_r[1] * b_i[1]);
            __real__ grad[((int64_t)(6 + p) * 9 + 5) * sizeh + h] +=
                c * (a_r[1] * b_r[2] + a_i[1] * b_i[2]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 5) * sizeh + h] +=
                c * (a_i[1] * b_r[2] - a_r[1] * b_i[2]);
            __real__ grad[((int64_t)(6 + p) * 9 + 6) * sizeh + h] +=
                c * (a_r[2] * b_r[0] + a_i[2] * b_i[0]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 6) * sizeh + h] +=
                c * (a_i[2] * b_r[0] - a_r[2] * b_i[0]);
            __real__ grad[((int64_t)(6 + p) * 9 + 7) * sizeh + h] +=
                c * (a_r[2] * b_r[1] + a_i[2] * b_i[1]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 7) * sizeh + h] +=
                c * (a_i[2] * b_r[1] - a_r[2] * b_i[1]);
            __real__ grad[((int64_t)(6 + p) * 9 + 8) * sizeh + h] +=
                c * (a_r[2] * b_r[2] + a_i[2] * b_i[2]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 8) * sizeh + h] +=
                c * (a_i[2] * b_r[2] - a_r[2] * b_i[2]);
        }
    }
}

/* lattice_fermion_grad_d on a rank's extended lattice (runtime/lattice/dist.h), every site: the
 * boundary sign where the hop x -> x + mu reaches global x_mu = 0, at extended coordinate b_mu or
 * c_mu (-1: none in reach), as the Deo/Doe box kernels. Right on the owned sites once fwd's
 * halo (depth 1) is current; the halo sites' outer products are never used. */
void lattice_fermion_grad_ext_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t b0,
                                int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                                int32_t c2, int32_t c3, int parity, double coef,
                                const double complex *restrict fwd,
                                const double complex *restrict here,
                                double complex *restrict grad) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2;
    const int64_t nvec = 3 * sizeh, ngrad = 72 * sizeh;
    (void)nvec, (void)ngrad;
    (void)b0, (void)b1, (void)b2, (void)b3, (void)c0, (void)c1, (void)c2,
        (void)c3; /* periodic directions: no sign */
    const int p = parity & 1;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: fwd[0:nvec], here[0:nvec], grad[0:ngrad])
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

        double b_r[3], b_i[3];
        b_r[0] = __real__ here[0 * sizeh + (h)];
        b_i[0] = __imag__ here[0 * sizeh + (h)];
        b_r[1] = __real__ here[1 * sizeh + (h)];
        b_i[1] = __imag__ here[1 * sizeh + (h)];
        b_r[2] = __real__ here[2 * sizeh + (h)];
        b_i[2] = __imag__ here[2 * sizeh + (h)];

        { /* direction 0 */
            const double c = coef * (1);
            const int64_t j = LATTICE_IDXH((x0 + 1 == n0 ? 0 : x0 + 1), x1, x2, x3, n0, n1, n2);
            double a_r[3], a_i[3];
            a_r[0] = __real__ fwd[0 * sizeh + (j)];
            a_i[0] = __imag__ fwd[0 * sizeh + (j)];
            a_r[1] = __real__ fwd[1 * sizeh + (j)];
            a_i[1] = __imag__ fwd[1 * sizeh + (j)];
            a_r[2] = __real__ fwd[2 * sizeh + (j)];
            a_i[2] = __imag__ fwd[2 * sizeh + (j)];

            __real__ grad[((int64_t)(0 + p) * 9 + 0) * sizeh + h] +=
                c * (a_r[0] * b_r[0] + a_i[0] * b_i[0]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 0) * sizeh + h] +=
                c * (a_i[0] * b_r[0] - a_r[0] * b_i[0]);
            __real__ grad[((int64_t)(0 + p) * 9 + 1) * sizeh + h] +=
                c * (a_r[0] * b_r[1] + a_i[0] * b_i[1]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 1) * sizeh + h] +=
                c * (a_i[0] * b_r[1] - a_r[0] * b_i[1]);
            __real__ grad[((int64_t)(0 + p) * 9 + 2) * sizeh + h] +=
                c * (a_r[0] * b_r[2] + a_i[0] * b_i[2]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 2) * sizeh + h] +=
                c * (a_i[0] * b_r[2] - a_r[0] * b_i[2]);
            __real__ grad[((int64_t)(0 + p) * 9 + 3) * sizeh + h] +=
                c * (a_r[1] * b_r[0] + a_i[1] * b_i[0]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 3) * sizeh + h] +=
                c * (a_i[1] * b_r[0] - a_r[1] * b_i[0]);
            __real__ grad[((int64_t)(0 + p) * 9 + 4) * sizeh + h] +=
                c * (a_r[1] * b_r[1] + a_i[1] * b_i[1]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 4) * sizeh + h] +=
                c * (a_i[1] * b_r[1] - a_r[1] * b_i[1]);
            __real__ grad[((int64_t)(0 + p) * 9 + 5) * sizeh + h] +=
                c * (a_r[1] * b_r[2] + a_i[1] * b_i[2]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 5) * sizeh + h] +=
                c * (a_i[1] * b_r[2] - a_r[1] * b_i[2]);
            __real__ grad[((int64_t)(0 + p) * 9 + 6) * sizeh + h] +=
                c * (a_r[2] * b_r[0] + a_i[2] * b_i[0]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 6) * sizeh + h] +=
                c * (a_i[2] * b_r[0] - a_r[2] * b_i[0]);
            __real__ grad[((int64_t)(0 + p) * 9 + 7) * sizeh + h] +=
                c * (a_r[2] * b_r[1] + a_i[2] * b_i[1]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 7) * sizeh + h] +=
                c * (a_i[2] * b_r[1] - a_r[2] * b_i[1]);
            __real__ grad[((int64_t)(0 + p) * 9 + 8) * sizeh + h] +=
                c * (a_r[2] * b_r[2] + a_i[2] * b_i[2]);
            __imag__ grad[((int64_t)(0 + p) * 9 + 8) * sizeh + h] +=
                c * (a_i[2] * b_r[2] - a_r[2] * b_i[2]);
        }
        { /* direction 1 */
            const double c = coef * ((1 - 2 * ((x0)&1)));
            const int64_t j = LATTICE_IDXH(x0, (x1 + 1 == n1 ? 0 : x1 + 1), x2, x3, n0, n1, n2);
            double a_r[3], a_i[3];
            a_r[0] = __real__ fwd[0 * sizeh + (j)];
            a_i[0] = __imag__ fwd[0 * sizeh + (j)];
            a_r[1] = __real__ fwd[1 * sizeh + (j)];
            a_i[1] = __imag__ fwd[1 * sizeh + (j)];
            a_r[2] = __real__ fwd[2 * sizeh + (j)];
            a_i[2] = __imag__ fwd[2 * sizeh + (j)];

            __real__ grad[((int64_t)(2 + p) * 9 + 0) * sizeh + h] +=
                c * (a_r[0] * b_r[0] + a_i[0] * b_i[0]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 0) * sizeh + h] +=
                c * (a_i[0] * b_r[0] - a_r[0] * b_i[0]);
            __real__ grad[((int64_t)(2 + p) * 9 + 1) * sizeh + h] +=
                c * (a_r[0] * b_r[1] + a_i[0] * b_i[1]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 1) * sizeh + h] +=
                c * (a_i[0] * b_r[1] - a_r[0] * b_i[1]);
            __real__ grad[((int64_t)(2 + p) * 9 + 2) * sizeh + h] +=
                c * (a_r[0] * b_r[2] + a_i[0] * b_i[2]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 2) * sizeh + h] +=
                c * (a_i[0] * b_r[2] - a_r[0] * b_i[2]);
            __real__ grad[((int64_t)(2 + p) * 9 + 3) * sizeh + h] +=
                c * (a_r[1] * b_r[0] + a_i[1] * b_i[0]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 3) * sizeh + h] +=
                c * (a_i[1] * b_r[0] - a_r[1] * b_i[0]);
            __real__ grad[((int64_t)(2 + p) * 9 + 4) * sizeh + h] +=
                c * (a_r[1] * b_r[1] + a_i[1] * b_i[1]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 4) * sizeh + h] +=
                c * (a_i[1] * b_r[1] - a_r[1] * b_i[1]);
            __real__ grad[((int64_t)(2 + p) * 9 + 5) * sizeh + h] +=
                c * (a_r[1] * b_r[2] + a_i[1] * b_i[2]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 5) * sizeh + h] +=
                c * (a_i[1] * b_r[2] - a_r[1] * b_i[2]);
            __real__ grad[((int64_t)(2 + p) * 9 + 6) * sizeh + h] +=
                c * (a_r[2] * b_r[0] + a_i[2] * b_i[0]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 6) * sizeh + h] +=
                c * (a_i[2] * b_r[0] - a_r[2] * b_i[0]);
            __real__ grad[((int64_t)(2 + p) * 9 + 7) * sizeh + h] +=
                c * (a_r[2] * b_r[1] + a_i[2] * b_i[1]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 7) * sizeh + h] +=
                c * (a_i[2] * b_r[1] - a_r[2] * b_i[1]);
            __real__ grad[((int64_t)(2 + p) * 9 + 8) * sizeh + h] +=
                c * (a_r[2] * b_r[2] + a_i[2] * b_i[2]);
            __imag__ grad[((int64_t)(2 + p) * 9 + 8) * sizeh + h] +=
                c * (a_i[2] * b_r[2] - a_r[2] * b_i[2]);
        }
        { /* direction 2 */
            const double c = coef * ((1 - 2 * ((x0 + x1) & 1)));
            const int64_t j = LATTICE_IDXH(x0, x1, (x2 + 1 == n2 ? 0 : x2 + 1), x3, n0, n1, n2);
            double a_r[3], a_i[3];
            a_r[0] = __real__ fwd[0 * sizeh + (j)];
            a_i[0] = __imag__ fwd[0 * sizeh + (j)];
            a_r[1] = __real__ fwd[1 * sizeh + (j)];
            a_i[1] = __imag__ fwd[1 * sizeh + (j)];
            a_r[2] = __real__ fwd[2 * sizeh + (j)];
            a_i[2] = __imag__ fwd[2 * sizeh + (j)];

            __real__ grad[((int64_t)(4 + p) * 9 + 0) * sizeh + h] +=
                c * (a_r[0] * b_r[0] + a_i[0] * b_i[0]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 0) * sizeh + h] +=
                c * (a_i[0] * b_r[0] - a_r[0] * b_i[0]);
            __real__ grad[((int64_t)(4 + p) * 9 + 1) * sizeh + h] +=
                c * (a_r[0] * b_r[1] + a_i[0] * b_i[1]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 1) * sizeh + h] +=
                c * (a_i[0] * b_r[1] - a_r[0] * b_i[1]);
            __real__ grad[((int64_t)(4 + p) * 9 + 2) * sizeh + h] +=
                c * (a_r[0] * b_r[2] + a_i[0] * b_i[2]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 2) * sizeh + h] +=
                c * (a_i[0] * b_r[2] - a_r[0] * b_i[2]);
            __real__ grad[((int64_t)(4 + p) * 9 + 3) * sizeh + h] +=
                c * (a_r[1] * b_r[0] + a_i[1] * b_i[0]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 3) * sizeh + h] +=
                c * (a_i[1] * b_r[0] - a_r[1] * b_i[0]);
            __real__ grad[((int64_t)(4 + p) * 9 + 4) * sizeh + h] +=
                c * (a_r[1] * b_r[1] + a_i[1] * b_i[1]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 4) * sizeh + h] +=
                c * (a_i[1] * b_r[1] - a_r[1] * b_i[1]);
            __real__ grad[((int64_t)(4 + p) * 9 + 5) * sizeh + h] +=
                c * (a_r[1] * b_r[2] + a_i[1] * b_i[2]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 5) * sizeh + h] +=
                c * (a_i[1] * b_r[2] - a_r[1] * b_i[2]);
            __real__ grad[((int64_t)(4 + p) * 9 + 6) * sizeh + h] +=
                c * (a_r[2] * b_r[0] + a_i[2] * b_i[0]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 6) * sizeh + h] +=
                c * (a_i[2] * b_r[0] - a_r[2] * b_i[0]);
            __real__ grad[((int64_t)(4 + p) * 9 + 7) * sizeh + h] +=
                c * (a_r[2] * b_r[1] + a_i[2] * b_i[1]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 7) * sizeh + h] +=
                c * (a_i[2] * b_r[1] - a_r[2] * b_i[1]);
            __real__ grad[((int64_t)(4 + p) * 9 + 8) * sizeh + h] +=
                c * (a_r[2] * b_r[2] + a_i[2] * b_i[2]);
            __imag__ grad[((int64_t)(4 + p) * 9 + 8) * sizeh + h] +=
                c * (a_i[2] * b_r[2] - a_r[2] * b_i[2]);
        }
        { /* direction 3 */
            const double c =
                coef * ((1 - 2 * ((x0 + x1 + x2) & 1))) * (x3 + 1 == b3 || x3 + 1 == c3 ? -1 : 1);
            const int64_t j = LATTICE_IDXH(x0, x1, x2, (x3 + 1 == n3 ? 0 : x3 + 1), n0, n1, n2);
            double a_r[3], a_i[3];
            a_r[0] = __real__ fwd[0 * sizeh + (j)];
            a_i[0] = __imag__ fwd[0 * sizeh + (j)];
            a_r[1] = __real__ fwd[1 * sizeh + (j)];
            a_i[1] = __imag__ fwd[1 * sizeh + (j)];
            a_r[2] = __real__ fwd[2 * sizeh + (j)];
            a_i[2] = __imag__ fwd[2 * sizeh + (j)];

            __real__ grad[((int64_t)(6 + p) * 9 + 0) * sizeh + h] +=
                c * (a_r[0] * b_r[0] + a_i[0] * b_i[0]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 0) * sizeh + h] +=
                c * (a_i[0] * b_r[0] - a_r[0] * b_i[0]);
            __real__ grad[((int64_t)(6 + p) * 9 + 1) * sizeh + h] +=
                c * (a_r[0] * b_r[1] + a_i[0] * b_i[1]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 1) * sizeh + h] +=
                c * (a_i[0] * b_r[1] - a_r[0] * b_i[1]);
            __real__ grad[((int64_t)(6 + p) * 9 + 2) * sizeh + h] +=
                c * (a_r[0] * b_r[2] + a_i[0] * b_i[2]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 2) * sizeh + h] +=
                c * (a_i[0] * b_r[2] - a_r[0] * b_i[2]);
            __real__ grad[((int64_t)(6 + p) * 9 + 3) * sizeh + h] +=
                c * (a_r[1] * b_r[0] + a_i[1] * b_i[0]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 3) * sizeh + h] +=
                c * (a_i[1] * b_r[0] - a_r[1] * b_i[0]);
            __real__ grad[((int64_t)(6 + p) * 9 + 4) * sizeh + h] +=
                c * (a_r[1] * b_r[1] + a_i[1] * b_i[1]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 4) * sizeh + h] +=
                c * (a_i[1] * b_r[1] - a_r[1] * b_i[1]);
            __real__ grad[((int64_t)(6 + p) * 9 + 5) * sizeh + h] +=
                c * (a_r[1] * b_r[2] + a_i[1] * b_i[2]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 5) * sizeh + h] +=
                c * (a_i[1] * b_r[2] - a_r[1] * b_i[2]);
            __real__ grad[((int64_t)(6 + p) * 9 + 6) * sizeh + h] +=
                c * (a_r[2] * b_r[0] + a_i[2] * b_i[0]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 6) * sizeh + h] +=
                c * (a_i[2] * b_r[0] - a_r[2] * b_i[0]);
            __real__ grad[((int64_t)(6 + p) * 9 + 7) * sizeh + h] +=
                c * (a_r[2] * b_r[1] + a_i[2] * b_i[1]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 7) * sizeh + h] +=
                c * (a_i[2] * b_r[1] - a_r[2] * b_i[1]);
            __real__ grad[((int64_t)(6 + p) * 9 + 8) * sizeh + h] +=
                c * (a_r[2] * b_r[2] + a_i[2] * b_i[2]);
            __imag__ grad[((int64_t)(6 + p) * 9 + 8) * sizeh + h] +=
                c * (a_i[2] * b_r[2] - a_r[2] * b_i[2]);
        }
    }
}

/* HMC momenta P(H) ~ exp(-tr H^2 / 2) for the 8 link fields (8-real layout), from the
 * counter-based generator: component k of field f at half-site s uses the Gaussians of index
 * 8 (f sizeh + s) + k of the stream `key` (lat_hmc_momenta's numbers, on the device). */
void lattice_gauss_mom_d(int64_t sizeh, uint64_t key, double *restrict mom) {
    const int64_t nmom = 64 * sizeh, nmat = 8 * sizeh;
    (void)nmom;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: mom[0:nmom])
    for (int64_t i = 0; i < nmat; ++i) {
        const int64_t f = i / sizeh, s = i % sizeh;
        double *m = mom + f * 8 * sizeh + s;
        double g0;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 0)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 0) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g0 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g1;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 1)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 1) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g1 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g2;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 2)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 2) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g2 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g3;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 3)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 3) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g3 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g4;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 4)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 4) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g4 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g5;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 5)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 5) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g5 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g6;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 6)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 6) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g6 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g7;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 7)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * i + 7) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g7 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        const double r2 = 0.7071067811865476, r3 = 0.5773502691896258; /* sqrt(1/2), sqrt(1/3) */
        m[0 * sizeh] = r2 * g0;
        m[1 * sizeh] = r2 * g1;
        m[2 * sizeh] = r2 * g2;
        m[3 * sizeh] = r2 * g3;
        m[4 * sizeh] = r2 * g4;
        m[5 * sizeh] = r2 * g5;
        m[6 * sizeh] = r2 * (g6 + r3 * g7);
        m[7 * sizeh] = r2 * (-g6 + r3 * g7);
    }
}

/* lattice_gauss_mom_d's momenta of the global N0 x N1 x N2 x N3 lattice on a rank's extended
 * lattice n0 x n1 x n2 x n3 (runtime/lattice/dist.h), every site (halos too) from its global
 * site: extended coordinate x_mu is global (o_mu + x_mu) mod N_mu. The same numbers as the
 * global field's. */
void lattice_gauss_mom_ext_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t N0, int32_t N1,
                             int32_t N2, int32_t N3, int32_t o0, int32_t o1, int32_t o2, int32_t o3,
                             uint64_t key, double *restrict mom) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2, gsizeh = (int64_t)N0 * N1 * N2 * N3 / 2;
    const int64_t nmom = 64 * sizeh, nmat = 8 * sizeh;
    (void)nmom;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: mom[0:nmom])
    for (int64_t i = 0; i < nmat; ++i) {
        const int64_t f = i / sizeh, s = i % sizeh;
        const int p = (int)(f & 1);
        int32_t x1, x2, x3, x0;
        {
            const int64_t row = (s) / (n0 / 2);
            x0 = 2 * (int32_t)((s) % (n0 / 2));
            x1 = (int32_t)(row % n1);
            x2 = (int32_t)((row / n1) % n2);
            x3 = (int32_t)(row / ((int64_t)n1 * n2));
            x0 += (x1 + x2 + x3 + (p)) & 1;
        }

        const int32_t y0 = ((o0 + x0) % N0 + N0) % N0, y1 = ((o1 + x1) % N1 + N1) % N1;
        const int32_t y2 = ((o2 + x2) % N2 + N2) % N2, y3 = ((o3 + x3) % N3 + N3) % N3;
        const int64_t ig = f * gsizeh + LATTICE_IDXH(y0, y1, y2, y3, N0, N1, N2);
        double *m = mom + f * 8 * sizeh + s;
        double g0;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 0)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 0) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g0 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g1;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 1)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 1) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g1 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g2;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 2)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 2) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g2 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g3;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 3)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 3) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g3 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g4;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 4)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 4) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g4 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g5;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 5)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 5) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g5 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g6;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 6)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 6) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g6 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double g7;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 7)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(8 * ig + 7) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            g7 = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        const double r2 = 0.7071067811865476, r3 = 0.5773502691896258; /* sqrt(1/2), sqrt(1/3) */
        m[0 * sizeh] = r2 * g0;
        m[1 * sizeh] = r2 * g1;
        m[2 * sizeh] = r2 * g2;
        m[3 * sizeh] = r2 * g3;
        m[4 * sizeh] = r2 * g4;
        m[5 * sizeh] = r2 * g5;
        m[6 * sizeh] = r2 * (g6 + r3 * g7);
        m[7 * sizeh] = r2 * (-g6 + r3 * g7);
    }
}

/* Block sums of the kinetic energy tr(H^2) / 2 over the 8 momenta of each site (as
 * lattice_mom_kinetic_d): part[k] over the 16 sites of block k (lattice_plaquette_blocks_*'s
 * order), fields f = 2 mu + parity in order. */
void lattice_mom_kinetic_blocks_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                  int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                                  int32_t c2, int32_t c3, const double *restrict mom,
                                  double *restrict part) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2, nmom = 64 * sizeh,
                  nblock = (int64_t)c0 * c1 * c2 * c3;
    (void)nmom;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: mom[0:nmom], part[0:nblock])
    for (int64_t k = 0; k < nblock; ++k) {
        const int32_t k0 = (int32_t)(k % c0), k1 = (int32_t)((k / c0) % c1),
                      k2 = (int32_t)((k / ((int64_t)c0 * c1)) % c2);
        const int32_t k3 = (int32_t)(k / ((int64_t)c0 * c1 * c2));
        double sum = 0;

        for (int d = 0; d < 16; ++d) {
            const int32_t x0 = l0 + 2 * k0 + (d & 1), x1 = l1 + 2 * k1 + ((d >> 1) & 1);
            const int32_t x2 = l2 + 2 * k2 + ((d >> 2) & 1), x3 = l3 + 2 * k3 + (d >> 3);
            const int p = (x0 + x1 + x2 + x3) & 1;
            const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);

            for (int mu = 0; mu < 4; ++mu) {
                const double *m = mom + (int64_t)(2 * mu + p) * 8 * sizeh + h;
                const double e0 = m[6 * sizeh], e1 = m[7 * sizeh], e2 = -e0 - e1;
                double off = 0;

                for (int j = 0; j < 6; ++j)
                    off += m[j * sizeh] * m[j * sizeh];
                sum += 0.5 * (e0 * e0 + e1 * e1 + e2 * e2) + off;
            }
        }
        part[k] = sum;
    }
}

/* v_i = sigma (g_2i + i g_2i+1) for the n complex numbers of v, Gaussians of the stream `key`. */
void lattice_gauss_vec_d(int64_t n, uint64_t key, double sigma, double complex *restrict v) {
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: v[0:n])
    for (int64_t i = 0; i < n; ++i) {
        double re;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(2 * i)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b = (key) ^ ((uint64_t)(2 * (uint64_t)(2 * i) + 1) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            re = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        double im;
        {
            uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(2 * i + 1)) * 0x9E3779B97F4A7C15ull +
                                  0xD1B54A32D192ED03ull);
            a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
            a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
            a ^= a >> 31;

            uint64_t b =
                (key) ^ ((uint64_t)(2 * (uint64_t)(2 * i + 1) + 1) * 0x9E3779B97F4A7C15ull +
                         0xD1B54A32D192ED03ull);
            b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
            b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
            b ^= b >> 31;

            const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                         u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
            im = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
        }

        __real__ v[i] = sigma * re;
        __imag__ v[i] = sigma * im;
    }
}

/* v_i = (+-1 +- i) / sqrt(2) (Z2 noise, E[v v^dagger] = 1) from two bits of the stream `key`. */
void lattice_z2_vec_d(int64_t n, uint64_t key, double complex *restrict v) {
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: v[0:n])
    for (int64_t i = 0; i < n; ++i) {
        uint64_t z = (key) ^ ((uint64_t)(i)*0x9E3779B97F4A7C15ull + 0xD1B54A32D192ED03ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;

        __real__ v[i] = (z >> 63) ? -0.7071067811865476 : 0.7071067811865476;
        __imag__ v[i] = ((z >> 62) & 1) ? -0.7071067811865476 : 0.7071067811865476;
    }
}

/* lattice_gauss_vec_d's noise of the global N0 x N1 x N2 x N3 lattice's vec3 field of parity
 * `parity` (3 gsizeh numbers, colour c of half-site g at c gsizeh + g) on a rank's extended
 * lattice n0 x n1 x n2 x n3, every site (halos too) from its global site (extended x_mu is global
 * (o_mu + x_mu) mod N_mu): the same numbers as the global field's. */
void lattice_gauss_vec_ext_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t N0, int32_t N1,
                             int32_t N2, int32_t N3, int32_t o0, int32_t o1, int32_t o2, int32_t o3,
                             int parity, uint64_t key, double sigma, double complex *restrict v) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2, gsizeh = (int64_t)N0 * N1 * N2 * N3 / 2,
                  nvec = 3 * sizeh;
    (void)nvec;
    const int p = parity & 1;
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: v[0:nvec])
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

        const int32_t y0 = ((o0 + x0) % N0 + N0) % N0, y1 = ((o1 + x1) % N1 + N1) % N1;
        const int32_t y2 = ((o2 + x2) % N2 + N2) % N2, y3 = ((o3 + x3) % N3 + N3) % N3;
        const int64_t hg = LATTICE_IDXH(y0, y1, y2, y3, N0, N1, N2);

        for (int c = 0; c < 3; ++c) {
            const int64_t i = c * gsizeh + hg;
            double re;
            {
                uint64_t a = (key) ^ ((uint64_t)(2 * (uint64_t)(2 * i)) * 0x9E3779B97F4A7C15ull +
                                      0xD1B54A32D192ED03ull);
                a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
                a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
                a ^= a >> 31;

                uint64_t b =
                    (key) ^ ((uint64_t)(2 * (uint64_t)(2 * i) + 1) * 0x9E3779B97F4A7C15ull +
                             0xD1B54A32D192ED03ull);
                b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
                b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
                b ^= b >> 31;

                const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                             u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
                re = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
            }

            double im;
            {
                uint64_t a =
                    (key) ^ ((uint64_t)(2 * (uint64_t)(2 * i + 1)) * 0x9E3779B97F4A7C15ull +
                             0xD1B54A32D192ED03ull);
                a = (a ^ (a >> 30)) * 0xBF58476D1CE4E5B9ull;
                a = (a ^ (a >> 27)) * 0x94D049BB133111EBull;
                a ^= a >> 31;

                uint64_t b =
                    (key) ^ ((uint64_t)(2 * (uint64_t)(2 * i + 1) + 1) * 0x9E3779B97F4A7C15ull +
                             0xD1B54A32D192ED03ull);
                b = (b ^ (b >> 30)) * 0xBF58476D1CE4E5B9ull;
                b = (b ^ (b >> 27)) * 0x94D049BB133111EBull;
                b ^= b >> 31;

                const double u1 = ((double)(a >> 11) + 0.5) * 0x1.0p-53,
                             u2 = ((double)(b >> 11) + 0.5) * 0x1.0p-53;
                im = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
            }

            __real__ v[c * sizeh + h] = sigma * re;
            __imag__ v[c * sizeh + h] = sigma * im;
        }
    }
}

/* lattice_z2_vec_d's noise of the global lattice's vec3 field of parity `parity` on a rank's
 * extended lattice (as lattice_gauss_vec_ext_d). */
void lattice_z2_vec_ext_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t N0, int32_t N1,
                          int32_t N2, int32_t N3, int32_t o0, int32_t o1, int32_t o2, int32_t o3,
                          int parity, uint64_t key, double complex *restrict v) {
    const int64_t sizeh = (int64_t)n0 * n1 * n2 * n3 / 2, gsizeh = (int64_t)N0 * N1 * N2 * N3 / 2,
                  nvec = 3 * sizeh;
    (void)nvec;
    const int p = parity & 1;
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: v[0:nvec])
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

        const int32_t y0 = ((o0 + x0) % N0 + N0) % N0, y1 = ((o1 + x1) % N1 + N1) % N1;
        const int32_t y2 = ((o2 + x2) % N2 + N2) % N2, y3 = ((o3 + x3) % N3 + N3) % N3;
        const int64_t hg = LATTICE_IDXH(y0, y1, y2, y3, N0, N1, N2);

        for (int c = 0; c < 3; ++c) {
            const int64_t i = c * gsizeh + hg;
            uint64_t z = (key) ^ ((uint64_t)(i)*0x9E3779B97F4A7C15ull + 0xD1B54A32D192ED03ull);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            z ^= z >> 31;

            __real__ v[c * sizeh + h] = (z >> 63) ? -0.7071067811865476 : 0.7071067811865476;
            __imag__ v[c * sizeh + h] = ((z >> 62) & 1) ? -0.7071067811865476 : 0.7071067811865476;
        }
    }
}
