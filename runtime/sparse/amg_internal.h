/* What amg.c (the device side of the multigrid) uses of amg_setup.c (the CPU side). */
#ifndef SPARSE_AMG_INTERNAL_H
#define SPARSE_AMG_INTERNAL_H

#include "amg.h"

/* One coarsening step of a: P (n x n_c), R = P^T and the coarse matrix R A P. Returns n_c,
 * the number of aggregates; 0 when a has no strong connection (nothing is built then). */
int32_t amg_coarsen(const csr_matrix *a, double theta, csr_matrix *p, csr_matrix *r,
                    csr_matrix *coarse);
/* The same by classical splitting and extended+i interpolation (amg_classical.c); n_c is
 * the number of C points, 0 when a has no strong connection or every point stays C. */
int32_t amg_coarsen_classical(const csr_matrix *a, double theta, csr_matrix *p, csr_matrix *r,
                              csr_matrix *coarse);
/* The diagonal of a (0 where missing), host array. */
double *amg_diagonal(const csr_matrix *a);
/* 1 / a_ii, or for l1-Jacobi 1 / sum_j |a_ij| (host array); dies on a zero diagonal. */
double *amg_smoother_diagonal(const csr_matrix *a, amg_smoother smoother, int level);
/* rho(diag(dinv) a) by 20 steps of the power method from a fixed start. */
double amg_spectral_radius(const csr_matrix *a, const double *dinv);
/* The coarsest matrix as a dense column-major n x n array: its Cholesky factor U
 * (*cholesky = 1, a symmetric) or its inverse by LU (*cholesky = 0). Dies when a is
 * singular or, symmetric, not positive definite. */
double *amg_dense_coarse(const csr_matrix *a, int level, int *cholesky);

#endif
