/* slepc_peer: the CPU peer of speig. The lowest eigenpairs of the same matrix (the runtime's
 * matrix_from_spec: poisson:N, irregular:..., or a Matrix Market file) with SLEPc (Debian's
 * libslepc-real-dev), the same nev and relative tolerance (EPS_CONV_REL: ||r|| / |lambda|, as
 * speig), any number of MPI ranks (each inserts its own rows).
 *
 *   mpirun -np 2 slepc_peer -matrix poisson:48 -nev 8 -tol 1e-8 -eps_type lobpcg|krylovschur
 *
 * Not part of the ninja build and not linked into the product: bench/eigen/cpu_bench.sh builds
 * it with mpicc against SLEPc/PETSc and the plain host runtime. Prints the eigenvalues with
 * SLEPc's relative errors and
 *   RESULT peer=slepc type=<eps type> st=<spectral transformation> ksp=<the transformation's
 *          solver> pc=<preconditioner, or - when the transformation uses none> matrix=<spec>
 *          n=<n> nev=<k> tol=<t> ranks=<p> iterations=<i> converged=<c>
 *          value_error=<largest relative error of the nev values against the closed form,
 *          poisson:N only, else -> seconds=<solve wall time> cpu_seconds=<the ranks' CPU
 *          time in the solve, summed> setup_seconds=<EPSSetUp and, for the "precond"
 *          transformation, KSPSetUp (the preconditioner's setup): excluded from seconds>
 *
 * Tolerance: EPS_CONV_REL, the relative test speig uses: a pair converges when its residual
 * estimate over |lambda| is <= tol. For LOBPCG the estimate is the norm of the explicit
 * residual A x - lambda x (||x|| = 1); for Krylov-Schur the Ritz estimate |beta s_m|, which
 * equals that norm in exact arithmetic (speig's Lanczos uses the same estimate to stop and then
 * reports the explicit residuals).                                                          */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <math.h>
#include <slepceps.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "matrix.h"

static const char help[] = "SLEPc peer of speig (see bench/eigen/slepc_peer.c)\n";

/* CPU time of this rank's process. */
static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int ascending(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The lowest `count` eigenvalues of the Laplacian poisson:N (7-point, Dirichlet, unscaled):
 * sums of 2 - 2 cos(pi i / (N + 1)) over the three directions (as speig's closed form). */
static void laplacian_exact(int N, int count, double *out)
{
    const int top = count + 1 < N ? count + 1 : N;
    double *all = malloc(sizeof(double) * (size_t)top * top * top);
    int m = 0;
    for (int i = 1; i <= top; ++i)
        for (int j = 1; j <= top; ++j)
            for (int l = 1; l <= top; ++l)
                all[m++] = 6 - 2 * (cos(PETSC_PI * i / (N + 1)) + cos(PETSC_PI * j / (N + 1)) +
                                    cos(PETSC_PI * l / (N + 1)));
    qsort(all, (size_t)m, sizeof(double), ascending);
    memcpy(out, all, sizeof(double) * (size_t)(count < m ? count : m));
    free(all);
}

int main(int argc, char **argv)
{
    PetscCall(SlepcInitialize(&argc, &argv, NULL, help));
    char spec[PETSC_MAX_PATH_LEN] = "poisson:24";
    PetscInt nev = 8, maxit = 100000;
    PetscReal tol = 1e-8;
    PetscCall(PetscOptionsGetString(NULL, NULL, "-matrix", spec, sizeof spec, NULL));
    PetscCall(PetscOptionsGetInt(NULL, NULL, "-nev", &nev, NULL));
    PetscCall(PetscOptionsGetReal(NULL, NULL, "-tol", &tol, NULL));
    PetscCall(PetscOptionsGetInt(NULL, NULL, "-maxit", &maxit, NULL));

    csr_matrix a;
    matrix_from_spec(spec, &a); /* every rank builds it: cheap for the gallery */
    Mat A;
    PetscCall(MatCreate(PETSC_COMM_WORLD, &A));
    PetscCall(MatSetSizes(A, PETSC_DECIDE, PETSC_DECIDE, a.n_rows, a.n_cols));
    PetscCall(MatSetType(A, MATAIJ));
    PetscInt longest = 0, first, last;
    for (int32_t i = 0; i < a.n_rows; ++i)
        longest = PetscMax(longest, a.rowptr[i + 1] - a.rowptr[i]);
    PetscCall(MatSeqAIJSetPreallocation(A, longest, NULL));
    PetscCall(MatMPIAIJSetPreallocation(A, longest, NULL, longest, NULL));
    PetscCall(MatGetOwnershipRange(A, &first, &last));
    for (PetscInt i = first; i < last; ++i) {
        const PetscInt len = a.rowptr[i + 1] - a.rowptr[i];
        PetscInt cols[len > 0 ? len : 1];
        for (PetscInt e = 0; e < len; ++e)
            cols[e] = a.col[a.rowptr[i] + e];
        PetscCall(MatSetValues(A, 1, &i, len, cols, a.val + a.rowptr[i], INSERT_VALUES));
    }
    PetscCall(MatAssemblyBegin(A, MAT_FINAL_ASSEMBLY));
    PetscCall(MatAssemblyEnd(A, MAT_FINAL_ASSEMBLY));

    EPS eps;
    PetscCall(EPSCreate(PETSC_COMM_WORLD, &eps));
    PetscCall(EPSSetOperators(eps, A, NULL));
    PetscCall(EPSSetProblemType(eps, EPS_HEP));
    PetscCall(EPSSetWhichEigenpairs(eps, EPS_SMALLEST_REAL));
    PetscCall(EPSSetDimensions(eps, nev, PETSC_DEFAULT, PETSC_DEFAULT));
    PetscCall(EPSSetTolerances(eps, tol, maxit));
    PetscCall(EPSSetConvergenceTest(eps, EPS_CONV_REL));
    PetscCall(EPSSetFromOptions(eps));
    /* Setup apart, as speig reports it: the solver's, and where the transformation has a
     * preconditioner, the preconditioner's (an AMG hierarchy: hypre, GAMG), which PETSc would
     * otherwise build inside the first solve. */
    PetscCall(MPI_Barrier(PETSC_COMM_WORLD));
    const double s0 = MPI_Wtime();
    PetscCall(EPSSetUp(eps));
    {
        ST st;
        STType st_type;
        PetscCall(EPSGetST(eps, &st));
        PetscCall(STGetType(st, &st_type));
        if (strcmp(st_type, "precond") == 0) {
            KSP ksp;
            PetscCall(STGetKSP(st, &ksp));
            PetscCall(KSPSetUp(ksp));
        }
    }
    PetscCall(MPI_Barrier(PETSC_COMM_WORLD));
    const double setup_seconds = MPI_Wtime() - s0;
    const double t0 = MPI_Wtime(), cpu0 = cpu_seconds();
    PetscCall(EPSSolve(eps));
    const double seconds = MPI_Wtime() - t0;
    double cpu = cpu_seconds() - cpu0, cpu_all = 0; /* summed over the ranks */
    PetscCallMPI(MPI_Allreduce(&cpu, &cpu_all, 1, MPI_DOUBLE, MPI_SUM, PETSC_COMM_WORLD));

    EPSType type;
    PetscInt its, nconv;
    PetscMPIInt ranks;
    PetscCall(EPSGetType(eps, &type));
    /* LOBPCG's default spectral transformation is "precond": its preconditioner is the
     * transformation's KSP, by default 5 GMRES iterations (not a single application of the PC)
     * with block Jacobi, ILU(0) per rank; with -st_pc_type none it is still those 5 GMRES
     * iterations, unpreconditioned. -st_ksp_type preonly makes it the PC alone. Say which ran. */
    ST st;
    KSP ksp;
    PC pc;
    STType st_type;
    PCType pc_type = NULL;
    PetscCall(EPSGetST(eps, &st));
    PetscCall(STGetType(st, &st_type));
    PetscCall(STGetKSP(st, &ksp));
    PetscCall(KSPGetPC(ksp, &pc));
    PetscCall(PCGetType(pc, &pc_type));
    PetscCall(EPSGetIterationNumber(eps, &its));
    PetscCall(EPSGetConverged(eps, &nconv));
    PetscCall(MPI_Comm_size(PETSC_COMM_WORLD, &ranks));
    double *exact = malloc(sizeof(double) * (size_t)nev), value_error = -1;
    int grid = 0;
    if (sscanf(spec, "poisson:%d", &grid) == 1 && nconv >= nev)
        laplacian_exact(grid, (int)nev, exact), value_error = 0;
    for (PetscInt i = 0; i < PetscMin(nconv, nev); ++i) {
        PetscScalar value;
        PetscReal error;
        PetscCall(EPSGetEigenvalue(eps, i, &value, NULL));
        PetscCall(EPSComputeError(eps, i, EPS_ERROR_RELATIVE, &error));
        PetscCall(PetscPrintf(PETSC_COMM_WORLD, "%5d  %22.15g  %13.3e\n", (int)i, (double)value,
                              (double)error));
        if (value_error >= 0)
            value_error = fmax(value_error, fabs((double)value - exact[i]) / exact[i]);
    }
    char value_text[32] = "-";
    if (value_error >= 0)
        snprintf(value_text, sizeof value_text, "%.2e", value_error);
    KSPType ksp_type;
    PetscCall(KSPGetType(ksp, &ksp_type));
    PetscCall(PetscPrintf(PETSC_COMM_WORLD,
                          "RESULT peer=slepc type=%s st=%s ksp=%s pc=%s matrix=%s n=%d nev=%d "
                          "tol=%g ranks=%d iterations=%d converged=%d value_error=%s "
                          "seconds=%.4f cpu_seconds=%.4f setup_seconds=%.4f\n",
                          type, st_type, strcmp(st_type, "precond") == 0 ? ksp_type : "-",
                          strcmp(st_type, "precond") == 0 && pc_type ? pc_type : "-", spec,
                          (int)a.n_rows, (int)nev, (double)tol, (int)ranks, (int)its, (int)nconv,
                          value_text, seconds, cpu_all, setup_seconds));
    free(exact);
    PetscCall(EPSDestroy(&eps));
    PetscCall(MatDestroy(&A));
    csr_free(&a);
    PetscCall(SlepcFinalize());
    return 0;
}
