/* Conjugate gradients with weighted-Jacobi preconditioning, on the device. */
#ifndef SPARSE_CG_H
#define SPARSE_CG_H

#include <stdio.h>

#include "matrix.h"

typedef struct {
    double rtol;          /* stop when ||r|| / ||b|| <= rtol (recursive residual) */
    int max_iterations;   /* iteration cap */
    double jacobi_weight; /* z = weight * D^-1 r */
    int progress_every;   /* print a progress line every k iterations (0: never) */
    FILE *progress;       /* where progress goes (stdout if NULL) */
} cg_options;

typedef enum { CG_CONVERGED, CG_MAX_ITERATIONS, CG_BREAKDOWN, CG_NOT_FINITE } cg_status;

typedef struct {
    cg_status status;
    int iterations;
    double rel_residual; /* recursive ||r|| / ||b|| at exit */
    char message[256];   /* why it stopped, for the user */
} cg_result;

cg_options cg_default_options(void);
/* Solves A x = b. x (initial guess) and b are host arrays of length n_rows;
 * they are moved to the device and x is copied back. A must be on the device. */
cg_result cg_solve(const sparse_matrix *a, const double *b, double *x, const cg_options *opt);
const char *cg_status_name(cg_status s);
/* The result with its message ("converged after 12 iterations (||r||/||b|| = ...): why"), for
 * the other CG implementations (dist.h). */
cg_result cg_result_of(cg_status status, int iterations, double rel_residual, const char *why);

#endif
