/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/dist.c.j2
 * flavour:   openacc
 * lattice:   8x8x8x8
 * directions: x->0, y->1, z->2, t->3
 * boundary:  x periodic, y periodic, z periodic, t antiperiodic
 * precision: double
 * tunables:  num_gangs=0, vector_length=128
 */
#include <complex.h>
#include <stdint.h>

#include "lattice_kernels.h"
/* Kernels of the domain decomposition (runtime/lattice/dist.h): boxes of a rank's extended
 * lattice n0 x n1 x n2 x n3 packed into and unpacked from halo buffers, and sums over 2^4
 * blocks of sites that no rank boundary splits (the deterministic global sums).
 *
 * A box l0..l0+e0-1 x ... x l3..l3+e3-1 holds, for parity p, slots s = row nslot + i with
 * rows (x1, x2, x3) of the box, nslot = (e0 + 1) / 2 and x0 = l0 + 2 i + r (r gives the
 * parity); a slot past the box in x0 (odd e0) is skipped. Component k of a field is the
 * half-lattice array starting at ((k / blk) gstride + goff + k % blk) sizeh: a vec3 is
 * (blk 3, gstride 0, goff 0); the links of parity p are (blk = 3 NR, gstride = 6 NR,
 * goff = 3 NR p). The buffer holds component k of slot s at k nsite + s. */

/* buf[k nsite + s] = component k of the box's slot s of field f (double complex, flen numbers). */
void lattice_box_pack_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                        int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                        int parity, int ncomp, int blk, int gstride, int goff, int64_t flen,
                        const double complex *restrict f, double complex *restrict buf) {
    const int64_t sizeh = (int64_t)(n0 / 2) * n1 * n2 * n3;
    const int64_t nslot = (e0 + 1) / 2, nsite = nslot * e1 * e2 * e3, blen = ncomp * nsite;
    (void)blen, (void)flen; /* they size the device data clause */
#pragma acc parallel loop gang vector vector_length(128) present(f[0:flen], buf[0:blen])
    for (int64_t s = 0; s < nsite; ++s) {
        const int64_t row = s / nslot, i = s % nslot;
        const int32_t x1 = l1 + (int32_t)(row % e1), x2 = l2 + (int32_t)((row / e1) % e2),
                      x3 = l3 + (int32_t)(row / ((int64_t)e1 * e2));
        const int32_t x0 = l0 + 2 * (int32_t)i + ((l0 + x1 + x2 + x3 + parity) & 1);

        if (x0 < l0 + e0) {
            const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
#pragma acc loop seq
            for (int k = 0; k < ncomp; ++k)
                buf[k * nsite + s] = f[((int64_t)(k / blk) * gstride + goff + k % blk) * sizeh + h];
        }
    }
}

/* The reverse of lattice_box_pack_d: the box's sites of field f from buf. */
void lattice_box_unpack_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                          int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                          int parity, int ncomp, int blk, int gstride, int goff, int64_t flen,
                          const double complex *restrict buf, double complex *restrict f) {
    const int64_t sizeh = (int64_t)(n0 / 2) * n1 * n2 * n3;
    const int64_t nslot = (e0 + 1) / 2, nsite = nslot * e1 * e2 * e3, blen = ncomp * nsite;
    (void)blen, (void)flen;
#pragma acc parallel loop gang vector vector_length(128) present(f[0:flen], buf[0:blen])
    for (int64_t s = 0; s < nsite; ++s) {
        const int64_t row = s / nslot, i = s % nslot;
        const int32_t x1 = l1 + (int32_t)(row % e1), x2 = l2 + (int32_t)((row / e1) % e2),
                      x3 = l3 + (int32_t)(row / ((int64_t)e1 * e2));
        const int32_t x0 = l0 + 2 * (int32_t)i + ((l0 + x1 + x2 + x3 + parity) & 1);

        if (x0 < l0 + e0) {
            const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
#pragma acc loop seq
            for (int k = 0; k < ncomp; ++k)
                f[((int64_t)(k / blk) * gstride + goff + k % blk) * sizeh + h] = buf[k * nsite + s];
        }
    }
}

/* Block sums of conj(x) y over the vec3 fields x, y of parity `parity`: block k (c0 fastest) of
 * the c0 x c1 x c2 x c3 blocks of 2^4 sites from l0..l3 (even) holds 8 sites of the parity, one
 * in each row (x1, x2, x3); part[2 k], part[2 k + 1] = Re, Im of their sum, rows in the order
 * of (x3, x2, x1) and colours 0, 1, 2: the same bits whichever rank holds the block. */
void lattice_vec3_dot_blocks_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                               int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                               int32_t c2, int32_t c3, int parity, const double complex *restrict x,
                               const double complex *restrict y, double *restrict part) {
    const int64_t sizeh = (int64_t)(n0 / 2) * n1 * n2 * n3, nvec = 3 * sizeh;
    const int64_t nblock = (int64_t)c0 * c1 * c2 * c3, npart = 2 * nblock;
    (void)nvec, (void)npart;
#pragma acc parallel loop gang vector vector_length(128) \
    present(x[0:nvec], y[0:nvec], part[0:npart])
    for (int64_t k = 0; k < nblock; ++k) {
        const int32_t k0 = (int32_t)(k % c0), k1 = (int32_t)((k / c0) % c1),
                      k2 = (int32_t)((k / ((int64_t)c0 * c1)) % c2);
        const int32_t k3 = (int32_t)(k / ((int64_t)c0 * c1 * c2));
        double sr = 0, si = 0;
#pragma acc loop seq
        for (int d = 0; d < 8; ++d) {
            const int32_t x1 = l1 + 2 * k1 + (d & 1), x2 = l2 + 2 * k2 + ((d >> 1) & 1),
                          x3 = l3 + 2 * k3 + (d >> 2);
            const int32_t x0 = l0 + 2 * k0 + ((x1 + x2 + x3 + parity) & 1);
            const int64_t h = LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2);
            {
                const double xr = __real__ x[0 * sizeh + h], xi = __imag__ x[0 * sizeh + h];
                const double yr = __real__ y[0 * sizeh + h], yi = __imag__ y[0 * sizeh + h];
                sr += xr * yr + xi * yi;
                si += xr * yi - xi * yr;
            }
            {
                const double xr = __real__ x[1 * sizeh + h], xi = __imag__ x[1 * sizeh + h];
                const double yr = __real__ y[1 * sizeh + h], yi = __imag__ y[1 * sizeh + h];
                sr += xr * yr + xi * yi;
                si += xr * yi - xi * yr;
            }
            {
                const double xr = __real__ x[2 * sizeh + h], xi = __imag__ x[2 * sizeh + h];
                const double yr = __real__ y[2 * sizeh + h], yi = __imag__ y[2 * sizeh + h];
                sr += xr * yr + xi * yi;
                si += xr * yi - xi * yr;
            }
        }
        part[2 * k] = sr;
        part[2 * k + 1] = si;
    }
}
