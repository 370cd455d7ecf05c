/* What the eigensolvers of runtime/eigen share, not offered to callers. */
#ifndef EIGEN_INTERNAL_H
#define EIGEN_INTERNAL_H

#include <stdint.h>

#include "eigen.h"

/* The leading dimension for column-major blocks of n rows: n rounded up to 8 (64-byte
 * columns) and then to 8 past a multiple of 512, so that the addresses of one row in
 * consecutive columns do not differ by a multiple of 4 KiB. With n a power of two they
 * otherwise fall into one cache set, and a loop over a row's columns (the transposing
 * kernels, BLAS packing) thrashed: 6x slower at n = 32768. */
int64_t eig_padded_rows(int64_t n);
/* Uniform in [0, 1) from a splitmix64 state: the solvers' seeded start vectors. */
double eig_uniform(uint64_t *state);
/* NULL if the request fits the operator, else why not (one line). */
const char *eig_check_request(const eig_operator *A, const eig_options *opt, int block);
/* The nev lowest pairs from the dense matrix of A (built by applying A to the identity in
 * blocks of `block` columns) and LAPACK dsyevd: for problems too small to iterate on. */
eig_result eig_dense(const eig_operator *A, const eig_options *opt, int block, double *values,
                     double *residuals, double *vectors);

#endif
