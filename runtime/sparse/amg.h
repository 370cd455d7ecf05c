/* Algebraic multigrid: smoothed aggregation (SA; or classical coarsening, below), set up on
 * the CPU, V-cycle on the device
 * from the generated row kernels (runtime/sparse/matrix.h: residual, SpMV with R for the
 * restriction, prolongation, smoother step), a preconditioner for CG and GMRES
 * (runtime/sparse/krylov.h).
 *
 * Why smoothed aggregation and not classical Ruge-Stueben: the V-cycle runs on a GPU, where
 * each level costs a few kernel launches whatever its size and each kernel is bound by the
 * bytes it moves. SA coarsens fast (aggregates of 10-30 points on 3D stencils, so a 10^6-row
 * problem has 4-5 levels) and keeps the operator complexity near 1.2-1.5, while classical
 * coarsening halves the grid per direction at best and its interpolation widens the coarse
 * stencils in 3D (operator complexities of 2-3 without aggressive coarsening): more levels,
 * more launches and more bytes per cycle. SA's pieces are also the parallel-friendly ones:
 * the smoothers are polynomial in D^-1 A (Chebyshev, Jacobi: no Gauss-Seidel ordering), the
 * prolongator is one damped-Jacobi step on a piecewise-constant one, R = P^T. Its cost is a
 * convergence rate a little slower per cycle than classical AMG's on Poisson-like problems;
 * the Chebyshev smoother recovers most of it, and CG hides the rest.
 *
 * Where it does not: a coefficient that jumps by 10^4 between cubes took SA-CG 16 iterations
 * at 10^6 rows against BoomerAMG's 8, whatever the knobs. `coarsening = AMG_CLASSICAL`
 * (amg_classical.c: Ruge-Stueben splitting, extended+i interpolation, as BoomerAMG's
 * defaults) takes 9-10 there and on Poisson, at twice SA's operator complexity (about 3 on
 * 3D stencils); with one weighted-Jacobi sweep (`--smoother jacobi --sweeps 1`) its cycle
 * costs about what SA's does with Chebyshev of degree 2, and its solve was the faster of the
 * two on the jump, on the CPU and on the H200, and as fast on Poisson (BENCHMARKS.md); its
 * setup takes 2-3x as long, so SA stays the default. The V-cycle, the smoothers and the device side are the same for both.
 *
 * Setup, level by level until a level has at most coarse_size rows:
 *   1. strength: j is a strong neighbour of i when |a_ij| >= theta sqrt(|a_ii a_jj|);
 *   2. aggregation (Vanek, Mandel, Brezina 1996): a point whose strong neighbours are all
 *      free forms an aggregate with them; the points left join the aggregate they are most
 *      strongly connected to; what is still left forms aggregates with its free neighbours;
 *      points with no strong neighbour stay out (their row of P is zero: the smoother alone
 *      handles them, e.g. Dirichlet rows);
 *   3. P_tent: the aggregates' indicator vectors, normalised; P = (I - w D^-1 A_F) P_tent
 *      with A_F the filtered matrix (weak entries added to the diagonal), D the diagonal of
 *      A and w = 4 / (3 rho(D^-1 A_F)), rho estimated by power iteration;
 *   4. R = P^T (stored), A_c = R (A P) (Gustavson products);
 * then the coarsest matrix is factored densely: Cholesky (LAPACKE; the factor is applied by
 * LAPACKE / cuSOLVER potrs on the device) when it is symmetric, otherwise its inverse by LU
 * (applied as a dense matrix-vector product). A singular coarsest matrix is an error: it
 * means A is singular (e.g. a pure-Neumann problem).
 * Every level's A, P and R are stored in one of the spec's row formats and moved to the
 * device once, with the smoother's D^-1 and the cycle's work vectors.
 *
 * The V-cycle (zero initial guess on every level) for b on level l:
 *   pre-smooth x; r = b - A x; b_c = R r; cycle on level l + 1; x += P x_c; post-smooth x.
 * Smoothers (spec `amg.smoother`, `amg.sweeps`): Chebyshev of degree k in D^-1 A on
 * [1.1 lambda / ratio, 1.1 lambda], lambda the estimated rho(D^-1 A) (symmetric as a pre-
 * and post-smoother, so the cycle is a valid CG preconditioner); k sweeps of weighted Jacobi
 * (w = 4 / (3 lambda) unless given); k sweeps of l1-Jacobi (D replaced by the row sums of
 * |a_ij|: convergent for any SPD A without a weight). Chebyshev needs the real spectrum of
 * a symmetric A: for a nonsymmetric A (GMRES) the hierarchy uses weighted Jacobi instead
 * and says so (amg_print). */
#ifndef SPARSE_AMG_H
#define SPARSE_AMG_H

#include <stdint.h>
#include <stdio.h>

#include "krylov.h"
#include "matrix.h"

typedef enum { AMG_CHEBYSHEV, AMG_JACOBI, AMG_L1_JACOBI } amg_smoother;
/* How each level is coarsened: smoothed aggregation (above; the default), or classical
 * Ruge-Stueben splitting with extended+i interpolation (amg_classical.c: fewer iterations
 * where the coefficient jumps, a denser hierarchy). */
typedef enum { AMG_AGGREGATION, AMG_CLASSICAL } amg_coarsening;

typedef struct {
    sparse_format format;   /* every level's A, P and R (spec `amg.format`) */
    amg_coarsening coarsening; /* spec `amg.coarsening` */
    amg_smoother smoother;  /* spec `amg.smoother` */
    int sweeps;             /* Chebyshev degree / Jacobi sweeps, before and after (spec) */
    int coarse_size;        /* factor densely at or below this many rows (spec) */
    int max_levels;
    double strength;        /* theta of the strength test; < 0: the coarsening's default
                             * (amg_default_strength) */
    double jacobi_weight;   /* weighted Jacobi smoother; 0: 4 / (3 lambda) */
    double chebyshev_ratio; /* the Chebyshev interval's lower end is lambda / ratio */
    int single;             /* 1: the cycle in float (matrices, vectors, coarse factor), inside
                             * a double-precision solver (mixed-precision preconditioning) */
} amg_options;

typedef struct {
    csr_matrix A, P, R;      /* host copies (P and R empty on the coarsest level) */
    sparse_matrix dA, dP, dR; /* the same on the device, in opt.format */
    double *dinv;            /* the smoother's D^-1 (l1-Jacobi: 1 / sum_j |a_ij|), host */
    void *dinv_dev;          /* the same on the device in the cycle's precision */
    double lambda;           /* estimate of rho(D^-1 A) */
    int32_t n_coarse;        /* columns of P: aggregates, or C points */
    void *b, *x[2], *r, *d;  /* device work vectors in the cycle's precision */
} amg_level;

typedef struct {
    amg_options opt;
    int n_levels;
    amg_level *levels;   /* levels[0] is the input matrix */
    const char *note;    /* a change to the options the matrix required, or NULL */
    int coarse_dense;    /* 1: the coarsest level is solved densely */
    int coarse_cholesky; /* 1: coarse_factor is a Cholesky factor; 0: the LU inverse */
    double *coarse_factor; /* n x n column-major, host */
    void *coarse_dev;      /* the same on the device in the cycle's precision */
    double setup_seconds, device_seconds; /* the CPU setup, then the copies to the device */
} amg_hierarchy;

/* The spec's defaults (SPARSE_AMG_*), theta the coarsening's default, Chebyshev ratio 6, at
 * most 25 levels.
 * Ratio 6 rather than the 30 often quoted for 3D: AMG-CG took 11 instead of 14 iterations on
 * Poisson 96^3, 16 instead of 22 on the 1e4 checkerboard at 64^3, 8 instead of 14 on the
 * 0.01-anisotropic problem (ratios 4 to 10 were within one iteration of 6). */
amg_options amg_default_options(void);
int amg_parse_smoother(const char *name, amg_smoother *out); /* 0 on success */
const char *amg_smoother_name(amg_smoother s);
int amg_parse_coarsening(const char *name, amg_coarsening *out); /* 0 on success */
const char *amg_coarsening_name(amg_coarsening c);
/* The programs' AMG options, shared by spcg and amg_bench: --coarsening, --smoother, --sweeps,
 * --coarse-size, --strength, --chebyshev-ratio with value `value`. Returns 1 when `name` is
 * one of them (stored in *o), 0 otherwise; dies with one message on a bad value. */
int amg_parse_option(const char *name, const char *value, amg_options *o);
/* theta when none is given: 0.08 for aggregation (halved on each coarser level: Vanek et
 * al.), 0.25 for classical (on every level: hypre's default). */
double amg_default_strength(amg_coarsening c);

/* Builds the hierarchy of A (copied) and moves it to the device. Dies with one message when
 * A is not square, has a zero diagonal entry, or its coarsest matrix is singular. */
amg_hierarchy *amg_setup(const csr_matrix *a, const amg_options *opt);
void amg_free(amg_hierarchy *h);

/* x = M^-1 b, one V-cycle (b and x device-resident, n rows; x need not be initialised). */
void amg_vcycle(amg_hierarchy *h, const double *b, double *x);
krylov_preconditioner amg_krylov(amg_hierarchy *h);

/* One kernel of level l (not the coarsest) on the level's own vectors, for the benchmarks,
 * and the bytes it must move once: the stored matrix and its vectors (smooth: x, b, D^-1,
 * d read and written, x_out; residual: x, b, r; restrict: r, b_c; prolong: x_c, x twice). */
typedef enum { AMG_KERNEL_SMOOTH, AMG_KERNEL_RESIDUAL, AMG_KERNEL_RESTRICT, AMG_KERNEL_PROLONG } amg_kernel;
void amg_run_kernel(amg_hierarchy *h, int l, amg_kernel k);
double amg_kernel_bytes(const amg_hierarchy *h, int l, amg_kernel k);
const char *amg_kernel_name(amg_kernel k);

double amg_operator_complexity(const amg_hierarchy *h); /* sum nnz(A_l) / nnz(A_0) */
double amg_grid_complexity(const amg_hierarchy *h);     /* sum n_l / n_0 */
/* The per-level table: rows, nonzeros, nonzeros per row, nnz(P), lambda, and the
 * complexities. */
void amg_print(const amg_hierarchy *h, FILE *out);

#endif
