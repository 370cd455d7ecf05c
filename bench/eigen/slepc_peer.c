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
 *   RESULT peer=slepc type=<eps type> st=<spectral transformation> pc=<preconditioner, or - when
 *          the transformation uses none> matrix=<spec> n=<n> nev=<k> tol=<t> ranks=<p>
 *          iterations=<i> converged=<c> seconds=<solve wall time>                              */
#include <slepceps.h>
#include <string.h>

#include "matrix.h"

static const char help[] = "SLEPc peer of speig (see bench/eigen/slepc_peer.c)\n";

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
    PetscCall(MPI_Barrier(PETSC_COMM_WORLD));
    const double t0 = MPI_Wtime();
    PetscCall(EPSSolve(eps));
    const double seconds = MPI_Wtime() - t0;

    EPSType type;
    PetscInt its, nconv;
    PetscMPIInt ranks;
    PetscCall(EPSGetType(eps, &type));
    /* LOBPCG's default spectral transformation is "precond": it preconditions with the KSP's PC
     * (block Jacobi, ILU(0) per rank, unless -st_pc_type says otherwise); say which ran */
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
    for (PetscInt i = 0; i < PetscMin(nconv, nev); ++i) {
        PetscScalar value;
        PetscReal error;
        PetscCall(EPSGetEigenvalue(eps, i, &value, NULL));
        PetscCall(EPSComputeError(eps, i, EPS_ERROR_RELATIVE, &error));
        PetscCall(PetscPrintf(PETSC_COMM_WORLD, "%5d  %22.15g  %13.3e\n", (int)i, (double)value,
                              (double)error));
    }
    PetscCall(PetscPrintf(PETSC_COMM_WORLD,
                          "RESULT peer=slepc type=%s st=%s pc=%s matrix=%s n=%d nev=%d tol=%g "
                          "ranks=%d iterations=%d converged=%d seconds=%.4f\n",
                          type, st_type, strcmp(st_type, "precond") == 0 && pc_type ? pc_type : "-",
                          spec, (int)a.n_rows, (int)nev, (double)tol, (int)ranks, (int)its,
                          (int)nconv, seconds));
    PetscCall(EPSDestroy(&eps));
    PetscCall(MatDestroy(&A));
    csr_free(&a);
    PetscCall(SlepcFinalize());
    return 0;
}
