/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/dist.c.j2
 * flavour:   omp-host
 * value:     double
 * tunables:  chunk=0, schedule=static
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* The vector kernels of the distributed solvers (runtime/sparse/dist.h). */

/* partial[c] = sum of x[i] * y[i] over chunk c, i in [c chunk, min((c + 1) chunk, n)), in one
 * fixed order whatever the flavour, threads or rank count: lane l (< SPARSE_DOT_LANES) adds the
 * chunk's elements l, l + SPARSE_DOT_LANES, l + 2 SPARSE_DOT_LANES, ... in turn, then the chunk's
 * lane sums are added in lane order (runtime/mpi/mp.h adds the chunk sums of all ranks along a
 * fixed tree). chunk is a multiple of SPARSE_DOT_LANES; lane_sums holds n_chunks * SPARSE_DOT_LANES
 * doubles. One chunk per iteration, the lanes innermost (one SIMD accumulator each). */
void sparse_dot_chunks_double(int64_t n, int64_t chunk, const double *restrict x,
                              const double *restrict y, double *restrict lane_sums,
                              double *restrict partial) {
    const int64_t n_chunks = (n + chunk - 1) / chunk;
    const int64_t n_lanes = n_chunks * SPARSE_DOT_LANES;
    (void)n_lanes; /* it sizes the device data clauses */
#pragma omp parallel for schedule(static)
    for (int64_t c = 0; c < n_chunks; ++c) {
        const int64_t end = (c + 1) * chunk < n ? (c + 1) * chunk : n;
        double *restrict sum = lane_sums + c * SPARSE_DOT_LANES;
        for (int l = 0; l < SPARSE_DOT_LANES; ++l)
            sum[l] = 0;
        int64_t i = c * chunk;
        for (; i + SPARSE_DOT_LANES <= end; i += SPARSE_DOT_LANES)
            for (int l = 0; l < SPARSE_DOT_LANES; ++l)
                sum[l] += (double)x[i + l] * y[i + l];
        for (int l = 0; i + l < end; ++l)
            sum[l] += (double)x[i + l] * y[i + l];
    }
#pragma omp parallel for schedule(static)
    for (int64_t c = 0; c < n_chunks; ++c) {
        double sum = 0;

        for (int l = 0; l < SPARSE_DOT_LANES; ++l)
            sum += lane_sums[c * SPARSE_DOT_LANES + l];
        partial[c] = sum;
    }
}

/* y[i] = x[index[i]]: packs the entries other ranks need into a send buffer. */
void sparse_gather_double(int64_t n, int64_t n_x, const int32_t *restrict index,
                          const double *restrict x, double *restrict y) {
    (void)n_x; /* it sizes the device data clause */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[index[i]];
}
