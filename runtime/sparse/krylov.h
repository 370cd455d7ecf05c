/* Krylov solvers on the device: preconditioned conjugate gradients (symmetric positive
 * definite A) and restarted GMRES(m) with right preconditioning (any nonsingular A).
 *
 * The operator and the preconditioner are callbacks on device-resident vectors (host
 * addresses of arrays present on the device, runtime/device.h), so a matrix in any format,
 * a matrix-free operator or one distributed over processes plugs in the same way: a
 * distributed operator applies its own rows (with its halo exchange) and adds the partial
 * sums of the solvers' inner products through `sum`. */
#ifndef SPARSE_KRYLOV_H
#define SPARSE_KRYLOV_H

#include <stdint.h>
#include <stdio.h>

#include "matrix.h"

typedef struct {
    int64_t n;                                            /* rows held by this process */
    void (*apply)(void *ctx, const double *x, double *y); /* y = A x */
    void *ctx;
    /* values[0..count) += the same partial sums of the other processes (an all-reduce);
     * NULL when this process holds the whole vectors. */
    void (*sum)(void *ctx, double *values, int count);
} krylov_operator;

typedef struct {
    void (*apply)(void *ctx, const double *r, double *z); /* z = M^-1 r */
    void *ctx;
} krylov_preconditioner;

typedef struct {
    double rtol;          /* stop when ||b - A x|| / ||b|| <= rtol (recursive estimate) */
    int max_iterations;   /* iteration cap (GMRES: inner iterations over all restarts) */
    int restart;          /* GMRES: Krylov basis size m before a restart (>= 1) */
    int progress_every;   /* print a progress line every k iterations (0: never) */
    FILE *progress;       /* where progress goes (stdout if NULL) */
} krylov_options;

typedef enum { KRYLOV_CONVERGED, KRYLOV_MAX_ITERATIONS, KRYLOV_BREAKDOWN, KRYLOV_NOT_FINITE } krylov_status;

typedef struct {
    krylov_status status;
    int iterations;
    double rel_residual; /* ||r|| / ||b|| at exit (GMRES: of the true residual) */
    char message[256];   /* why it stopped, for the user */
} krylov_result;

krylov_options krylov_default_options(void);
const char *krylov_status_name(krylov_status s);
/* The result with its message ("converged after 12 iterations (||r||/||b|| = ...): why"), for
 * the other solver implementations (the distributed CG of dist.h). */
krylov_result krylov_result_of(krylov_status status, int iterations, double rel_residual, const char *why);

/* Solve A x = b. b and x (the initial guess) are host arrays of A->n values; they are moved
 * to the device and x is copied back. M may be NULL (no preconditioner). CG needs A and M
 * symmetric positive definite; GMRES applies M on the right (it minimises ||b - A x||). */
krylov_result krylov_cg(const krylov_operator *A, const krylov_preconditioner *M,
                        const double *b, double *x, const krylov_options *opt);
krylov_result krylov_gmres(const krylov_operator *A, const krylov_preconditioner *M,
                           const double *b, double *x, const krylov_options *opt);

/* The operator y = A x of a square sparse matrix already on the device. */
krylov_operator sparse_matrix_operator(const sparse_matrix *a);

/* Weighted Jacobi, z = weight D^-1 r, with D^-1 on the device. */
typedef struct {
    int64_t n;
    double weight;
    double *dinv;
} jacobi_preconditioner;
/* Dies naming the row when a diagonal entry is zero, missing or not finite. */
void jacobi_setup(jacobi_preconditioner *j, const csr_matrix *a, double weight);
krylov_preconditioner jacobi_krylov(jacobi_preconditioner *j);
void jacobi_free(jacobi_preconditioner *j);
/* 1 / a_ii of every row (host array); dies as jacobi_setup does. */
double *csr_inverse_diagonal(const csr_matrix *a, const char *who);

#endif
