/* hypre_peer: the CPU peer of `spcg --precond amg`: hypre's BoomerAMG as the preconditioner
 * of hypre's PCG (Debian libhypre-dev), on the same matrix (the runtime's matrix_from_spec:
 * poisson:N, jump:N:C, ... or a Matrix Market file), the same right-hand side b = A 1, the
 * same start x = 0 and the same stopping test ||b - A x|| / ||b|| <= rtol (PCG's two-norm
 * test), on any number of MPI ranks (each inserts its block of rows).
 *
 *   mpirun -np 2 hypre_peer -matrix poisson:100 -rtol 1e-8 [-theta 0.25] [-relax 13,14]
 *                          [-print 1]   (BoomerAMG's print level: 1 prints its hierarchy)
 *
 * BoomerAMG runs with its defaults (HMIS coarsening, extended+i interpolation, l1
 * Gauss-Seidel down and up, Gaussian elimination on the coarsest level) except the strength
 * threshold -theta (hypre's default 0.25; its manual recommends 0.5 for 3D problems).
 * Not part of the ninja build and not linked into the product: bench/sparse/cpu_amg_bench.sh
 * builds it with mpicc against hypre and the plain host runtime. Prints
 *   RESULT peer=hypre matrix=<spec> n=<rows> ranks=<p> theta=<t> iterations=<i>
 *          rel_residual=<r> setup_s=<s> solve_s=<s>                                          */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <HYPRE.h>
#include <HYPRE_IJ_mv.h>
#include <HYPRE_parcsr_ls.h>

#include "matrix.h"
#include "util.h"

static const char *arg(int argc, char **argv, const char *name, const char *fallback)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (strcmp(argv[i], name) == 0)
            return argv[i + 1];
    return fallback;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, ranks;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    const char *spec = arg(argc, argv, "-matrix", "poisson:32");
    const double rtol = atof(arg(argc, argv, "-rtol", "1e-8"));
    const double theta = atof(arg(argc, argv, "-theta", "0.25"));
    const int print_level = atoi(arg(argc, argv, "-print", "0"));
    HYPRE_Init();

    csr_matrix a;
    matrix_from_spec(spec, &a); /* every rank builds it: cheap for the gallery */
    const int n = a.n_rows;
    const int first = (int)((long long)n * rank / ranks), last = (int)((long long)n * (rank + 1) / ranks) - 1;
    HYPRE_IJMatrix A;
    HYPRE_IJMatrixCreate(MPI_COMM_WORLD, first, last, first, last, &A);
    HYPRE_IJMatrixSetObjectType(A, HYPRE_PARCSR);
    HYPRE_IJMatrixInitialize(A);
    double *ones = xmalloc(sizeof(double) * (size_t)n), *bfull = xmalloc(sizeof(double) * (size_t)n);
    for (int i = 0; i < n; ++i)
        ones[i] = 1.0;
    csr_spmv_reference(&a, ones, bfull);
    for (int i = first; i <= last; ++i) {
        int len = a.rowptr[i + 1] - a.rowptr[i];
        HYPRE_IJMatrixSetValues(A, 1, &len, &i, a.col + a.rowptr[i], a.val + a.rowptr[i]);
    }
    HYPRE_IJMatrixAssemble(A);
    HYPRE_ParCSRMatrix parA;
    HYPRE_IJMatrixGetObject(A, (void **)&parA);

    const int local = last - first + 1;
    int *rows = xmalloc(sizeof(int) * (size_t)(local > 0 ? local : 1));
    double *zeros = xcalloc((size_t)(local > 0 ? local : 1), sizeof(double));
    for (int i = 0; i < local; ++i)
        rows[i] = first + i;
    HYPRE_IJVector b, x;
    HYPRE_ParVector parb, parx;
    HYPRE_IJVectorCreate(MPI_COMM_WORLD, first, last, &b);
    HYPRE_IJVectorSetObjectType(b, HYPRE_PARCSR);
    HYPRE_IJVectorInitialize(b);
    HYPRE_IJVectorSetValues(b, local, rows, bfull + first);
    HYPRE_IJVectorAssemble(b);
    HYPRE_IJVectorGetObject(b, (void **)&parb);
    HYPRE_IJVectorCreate(MPI_COMM_WORLD, first, last, &x);
    HYPRE_IJVectorSetObjectType(x, HYPRE_PARCSR);
    HYPRE_IJVectorInitialize(x);
    HYPRE_IJVectorSetValues(x, local, rows, zeros);
    HYPRE_IJVectorAssemble(x);
    HYPRE_IJVectorGetObject(x, (void **)&parx);

    HYPRE_Solver pcg, amg;
    HYPRE_ParCSRPCGCreate(MPI_COMM_WORLD, &pcg);
    HYPRE_PCGSetTol(pcg, rtol);
    HYPRE_PCGSetAbsoluteTol(pcg, 0.0);
    HYPRE_PCGSetTwoNorm(pcg, 1);
    HYPRE_PCGSetMaxIter(pcg, 1000);
    HYPRE_BoomerAMGCreate(&amg);
    HYPRE_BoomerAMGSetMaxIter(amg, 1);
    HYPRE_BoomerAMGSetTol(amg, 0.0);
    HYPRE_BoomerAMGSetStrongThreshold(amg, theta);
    HYPRE_BoomerAMGSetPrintLevel(amg, print_level);
    HYPRE_PCGSetPrecond(pcg, (HYPRE_PtrToSolverFcn)HYPRE_BoomerAMGSolve,
                        (HYPRE_PtrToSolverFcn)HYPRE_BoomerAMGSetup, amg);

    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    HYPRE_ParCSRPCGSetup(pcg, parA, parb, parx);
    MPI_Barrier(MPI_COMM_WORLD);
    const double setup = MPI_Wtime() - t0;
    t0 = MPI_Wtime();
    HYPRE_ParCSRPCGSolve(pcg, parA, parb, parx);
    MPI_Barrier(MPI_COMM_WORLD);
    const double solve = MPI_Wtime() - t0;
    int iterations;
    double rel;
    HYPRE_PCGGetNumIterations(pcg, &iterations);
    HYPRE_PCGGetFinalRelativeResidualNorm(pcg, &rel);
    if (rank == 0)
        printf("RESULT peer=hypre matrix=%s n=%d ranks=%d theta=%g iterations=%d "
               "rel_residual=%.3e setup_s=%.4f solve_s=%.4f\n",
               spec, n, ranks, theta, iterations, rel, setup, solve);
    HYPRE_BoomerAMGDestroy(amg);
    HYPRE_ParCSRPCGDestroy(pcg);
    HYPRE_IJMatrixDestroy(A);
    HYPRE_IJVectorDestroy(b);
    HYPRE_IJVectorDestroy(x);
    HYPRE_Finalize();
    MPI_Finalize();
    return 0;
}
