/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/dist.c.j2
 * flavour:   openacc
 * value:     double
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* The vector kernels of the distributed solvers (runtime/sparse/dist.h). */

/* partial[c] = sum of x[i] * y[i] over chunk c, i in [c chunk, min((c + 1) chunk, n)), in one
 * fixed order whatever the flavour, threads or rank count: lane l (< SPARSE_DOT_LANES) adds the
 * chunk's elements l, l + SPARSE_DOT_LANES, l + 2 SPARSE_DOT_LANES, ... in turn, then the chunk's
 * lane sums are added in lane order (runtime/mpi/mp.h adds the chunk sums of all ranks along a
 * fixed tree). chunk is a multiple of SPARSE_DOT_LANES; lane_sums holds n_chunks * SPARSE_DOT_LANES
 * doubles. One lane per thread: consecutive threads read consecutive elements. */
void sparse_dot_chunks_double(int64_t n, int64_t chunk, const double *restrict x,
                              const double *restrict y, double *restrict lane_sums,
                              double *restrict partial) {
    const int64_t n_chunks = (n + chunk - 1) / chunk;
    const int64_t n_lanes = n_chunks * SPARSE_DOT_LANES;
#pragma acc parallel loop gang vector vector_length(128) \
    present(x[0:n], y[0:n], lane_sums[0:n_lanes])
    for (int64_t t = 0; t < n_lanes; ++t) {
        const int64_t c = t / SPARSE_DOT_LANES;
        const int64_t end = (c + 1) * chunk < n ? (c + 1) * chunk : n;
        double sum = 0;
#pragma acc loop seq
        for (int64_t i = c * chunk + t % SPARSE_DOT_LANES; i < end; i += SPARSE_DOT_LANES)
            sum += (double)x[i] * y[i];
        lane_sums[t] = sum;
    }
#pragma acc parallel loop gang vector vector_length(128) \
    present(lane_sums[0:n_lanes], partial[0:n_chunks])
    for (int64_t c = 0; c < n_chunks; ++c) {
        double sum = 0;
#pragma acc loop seq
        for (int l = 0; l < SPARSE_DOT_LANES; ++l)
            sum += lane_sums[c * SPARSE_DOT_LANES + l];
        partial[c] = sum;
    }
}

/* y[i] = x[index[i]]: packs the entries other ranks need into a send buffer. */
void sparse_gather_double(int64_t n, int64_t n_x, const int32_t *restrict index,
                          const double *restrict x, double *restrict y) {
    (void)n_x; /* it sizes the device data clause */
#pragma acc parallel loop gang vector vector_length(128) present(index[0:n], x[0:n_x], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[index[i]];
}
