/* Eigensolvers for the lowest eigenpairs of a real symmetric operator: LOBPCG (block,
 * preconditioned, soft locking) and thick-restart Lanczos, sharing one operator callback.
 *
 * The operator comes from anywhere (a CSB-COO or CSR matrix, the shell-model Hamiltonian,
 * a test's dense matrix): the solvers only call `apply`. Vectors are blocks of k vectors
 * stored row-major n x k ("vectors interleaved": element (i, j) at X[i * k + j]), host
 * arrays that the solver keeps present on the device (runtime/device.h): `apply` receives
 * such arrays and must leave Y present and current on the device, as the generated SpMM
 * kernels do. Dense block operations run through runtime/dense (OpenBLAS/LAPACKE on the CPU,
 * cuBLAS/cuSOLVER on device pointers when the kernels run on a GPU).
 *
 * Precision: the solver works in the precision of the operator's `apply` (double) or
 * `apply_float` (float); Gram matrices and the small eigenproblems are solved in that
 * precision too (dsygvd / ssygvd, cusolverDn{D,S}sygvd).
 *
 * Convergence of eigenpair i: ||A x_i - lambda_i x_i|| <= tol * |lambda_i| (||x_i|| = 1),
 * or ||r_i|| <= tol when lambda_i = 0 (SLEPc's default relative test). */
#ifndef EIGEN_EIGEN_H
#define EIGEN_EIGEN_H

#include <stdint.h>
#include <stdio.h>

#include "amg.h" /* amg_options, for the AMG preconditioner */
#include "matrix.h"

typedef enum { EIG_DOUBLE, EIG_FLOAT } eig_precision;

typedef struct {
    int64_t n; /* dimension */
    /* Y = A X for k vectors (n x k row-major, present on the device). One of the two. */
    void (*apply)(void *ctx, int k, const double *X, double *Y);
    void (*apply_float)(void *ctx, int k, const float *X, float *Y);
    void *ctx;
    /* The diagonal of A on the host (n entries), for the Jacobi preconditioner; NULL if
     * unknown (then Jacobi is refused). */
    const double *diagonal;
    /* Distributed operators (left zero otherwise; runtime/eigen/dist_eigen.h is one): this
     * process holds n_local of the n rows of every block of vectors, the rows of global
     * index local_rows[0 .. n_local) (NULL: 0 .. n_local - 1), and apply maps such local
     * blocks (n_local x k) to local blocks. `sum` adds n doubles in place over all processes,
     * the same bits on each: the solver calls it on the partial Gram products and residual
     * norms of its local rows (one call per product, every process in the same order), and
     * runs the small problems redundantly on every process. The start block (opt->start, or
     * the seeded random one) is the same global block whatever the distribution, and the
     * returned vectors are the local rows (n_local x nev). n_local = 0: every row here. */
    int64_t n_local;
    const int64_t *local_rows;
    void (*sum)(void *ctx, double *x, int64_t n);
} eig_operator;

/* A preconditioner T ~ (A - sigma)^-1, symmetric positive definite: W = T R for k vectors
 * (n x k row-major, present on the device), in the operator's precision. */
typedef struct eig_preconditioner {
    const char *name;
    void (*apply)(void *ctx, int k, const void *R, void *W);
    void *ctx;
    void (*destroy)(struct eig_preconditioner *t); /* eig_preconditioner_free calls it */
} eig_preconditioner;

typedef struct {
    int nev;              /* eigenpairs wanted (the lowest) */
    int block;            /* LOBPCG: vectors per block (>= nev; 0: nev). Lanczos: largest
                             basis (0: max(2 nev + 10, 20)) */
    double tol;           /* relative residual, see above */
    int max_iterations;   /* LOBPCG iterations, or Lanczos operator applications */
    int progress_every;   /* a progress line every k iterations (0: none) */
    FILE *progress;       /* where progress goes (stdout if NULL) */
    uint64_t seed;        /* of the random start block */
    const eig_preconditioner *precond; /* LOBPCG only; NULL: none */
    const double *start;  /* optional start vectors (n x block row-major, host); NULL: random */
} eig_options;

typedef enum { EIG_CONVERGED, EIG_MAX_ITERATIONS, EIG_BREAKDOWN } eig_status;

typedef struct {
    eig_status status;
    int iterations;       /* LOBPCG iterations or Lanczos steps */
    int operator_calls;   /* calls of apply */
    int64_t operator_vectors; /* vectors A was applied to, summed over the calls */
    int converged;        /* of the nev wanted */
    double max_residual;  /* largest relative residual of the nev pairs at exit */
    int dropped_p;        /* LOBPCG: iterations whose Rayleigh-Ritz dropped P (ill-conditioned) */
    int repaired_w;       /* LOBPCG: iterations whose [P, X, W] was re-orthonormalized in the
                             small space, W's near-dependent directions left out */
    int dense_fallback;   /* 1: n too small for the block method; solved densely instead */
    int restarts;         /* Lanczos: thick restarts; LOBPCG: restarts from X (A X applied
                             anew, P dropped) after converged columns lost their tolerance */
    int64_t dense_calls;  /* calls of runtime/dense (BLAS/LAPACK or cuBLAS/cuSOLVER) */
    double t_operator;    /* seconds in apply (device synchronised) */
    double t_dense;       /* seconds in dense block operations (BLAS-3, orthonormalisation) */
    double t_small;       /* seconds in the small eigensolvers (Rayleigh-Ritz, tridiagonal) */
    double t_precond;     /* seconds in the preconditioner */
    double t_sum;         /* seconds in the operator's sum (Gram products over the processes) */
    double t_start;       /* LOBPCG: seconds setting up (blocks allocated on the device, the
                             random start block made and copied there), the parts above excluded */
    double t_finish;      /* LOBPCG: seconds bringing the results back and releasing the blocks */
    double t_total;
    char message[256];    /* why it stopped, for the user */
} eig_result;

eig_options eig_default_options(void);

/* Preconditioners T ~ |A - shift|^-1, symmetric positive definite by construction, for a
 * matrix given by its rows (row i: col/val[rowptr[i] .. rowptr[i + 1]); upper_only = 1 when
 * only the entries with col >= row are given, the rest being their mirror images):
 *   Jacobi        t_i = 1 / max(|a_ii - shift|, floor)
 *   block-Jacobi  the diagonal blocks of `b` rows (the last one possibly shorter), each
 *                 factored once as Q Lambda Q^T (dsyevd) and applied as
 *                 Q max(|Lambda - shift|, floor)^-1 Q^T, one dense product per block (all
 *                 of them one batched gemm: a single cuBLAS call on the GPU)
 * floor = 1e-8 of the largest |a_ii - shift| (or |lambda - shift|): a shift on an eigenvalue
 * of a block cannot make T infinite. A good shift lies at or below the wanted eigenvalues,
 * e.g. a lower bound of the spectrum (eig_gershgorin_lower). T is kept on the device in the
 * given precision (its apply takes and returns blocks of that precision). */
eig_preconditioner *eig_jacobi_new(int64_t n, const int64_t *rowptr, const int32_t *col,
                                   const double *val, int upper_only, double shift,
                                   eig_precision precision);
eig_preconditioner *eig_block_jacobi_new(int64_t n, const int64_t *rowptr, const int32_t *col,
                                         const double *val, int upper_only, int b, double shift,
                                         eig_precision precision);
/* AMG: one V-cycle of runtime/sparse/amg.h per vector, on the hierarchy of A - shift I (a is
 * the full matrix, both triangles, as CSR with 32-bit offsets), so T ~ (A - shift)^-1 where
 * Jacobi only scales. The cycle approximates an inverse only where A - shift I is positive
 * definite: the shift must lie below the spectrum (the Gershgorin lower bound does; a
 * negative one, for an indefinite A, gives A - shift I a larger diagonal and a weaker
 * preconditioner). `opt` is the hierarchy's (amg_default_options() with changes; opt->single
 * runs the cycle in float). Vectors enter and leave the cycle one at a time, in double,
 * through two device vectors of n; the block may be double or float (precision). Dies with
 * amg_setup's message on a matrix it cannot coarsen (a zero diagonal entry of A - shift I, a
 * singular coarsest level). */
eig_preconditioner *eig_amg_new(const csr_matrix *a, double shift, const amg_options *opt,
                                eig_precision precision);
/* The hierarchy's per-level table (amg_print) of an eig_amg_new preconditioner. */
void eig_amg_print(const eig_preconditioner *t, FILE *out);
void eig_preconditioner_free(eig_preconditioner *t);
/* The Gershgorin bounds of the spectrum: lower = min_i (a_ii - sum_{j != i} |a_ij|), upper =
 * max_i (a_ii + sum_{j != i} |a_ij|) (0 and 0 for n = 0); max(|lower|, |upper|) bounds ||A||_2. */
void eig_gershgorin(int64_t n, const int64_t *rowptr, const int32_t *col, const double *val,
                    int upper_only, double *lower, double *upper);
/* eig_gershgorin's lower bound. */
double eig_gershgorin_lower(int64_t n, const int64_t *rowptr, const int32_t *col,
                            const double *val, int upper_only);

/* The nev lowest eigenpairs: values[0..nev) ascending, residuals[0..nev) their relative
 * residuals, vectors (optional, may be NULL) n x nev row-major on the host, orthonormal
 * (a distributed operator: its n_local rows). eig_lanczos takes no distributed operator;
 * eig_lobpcg takes one when n >= 5 block (its dense path for tiny problems is local). */
eig_result eig_lobpcg(const eig_operator *A, const eig_options *opt, double *values,
                      double *residuals, double *vectors);
eig_result eig_lanczos(const eig_operator *A, const eig_options *opt, double *values,
                       double *residuals, double *vectors);

const char *eig_status_name(eig_status s);

#endif
