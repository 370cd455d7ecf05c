/* petsc_peer: the other CPU peer of `spcg --precond amg`: PETSc's CG preconditioned by GAMG
 * (smoothed aggregation; Debian libpetsc-real-dev), on the same matrix (the runtime's
 * matrix_from_spec), the same b = A 1, x = 0 and stopping test ||b - A x|| / ||b|| <= rtol
 * (-ksp_norm_type unpreconditioned), on any number of MPI ranks (each inserts its rows).
 * PETSc options on the command line are passed through (e.g. -pc_gamg_threshold 0.05).
 *
 *   mpirun -np 2 petsc_peer -matrix poisson:100 -rtol 1e-8
 *
 * Not part of the ninja build and not linked into the product: bench/sparse/cpu_amg_bench.sh
 * builds it with mpicc against PETSc and the plain host runtime. Prints
 *   RESULT peer=petsc-gamg matrix=<spec> n=<rows> ranks=<p> iterations=<i> rel_residual=<r>
 *          setup_s=<s> solve_s=<s>                                                          */
#include <petscksp.h>
#include <string.h>

#include "matrix.h"
#include "util.h"

static const char help[] = "PETSc GAMG peer of spcg (see bench/sparse/petsc_peer.c)\n";

int main(int argc, char **argv)
{
    PetscCall(PetscInitialize(&argc, &argv, NULL, help));
    char spec[PETSC_MAX_PATH_LEN] = "poisson:32";
    PetscReal rtol = 1e-8;
    PetscCall(PetscOptionsGetString(NULL, NULL, "-matrix", spec, sizeof spec, NULL));
    PetscCall(PetscOptionsGetReal(NULL, NULL, "-rtol", &rtol, NULL));
    PetscMPIInt ranks;
    PetscCallMPI(MPI_Comm_size(PETSC_COMM_WORLD, &ranks));

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
    Vec x, b, ones;
    PetscCall(MatCreateVecs(A, &x, &b));
    PetscCall(VecDuplicate(x, &ones));
    PetscCall(VecSet(ones, 1.0));
    PetscCall(MatMult(A, ones, b));
    PetscCall(VecSet(x, 0.0));

    KSP ksp;
    PC pc;
    PetscCall(KSPCreate(PETSC_COMM_WORLD, &ksp));
    PetscCall(KSPSetOperators(ksp, A, A));
    PetscCall(KSPSetType(ksp, KSPCG));
    PetscCall(KSPGetPC(ksp, &pc));
    PetscCall(PCSetType(pc, PCGAMG));
    PetscCall(KSPSetNormType(ksp, KSP_NORM_UNPRECONDITIONED));
    PetscCall(KSPSetTolerances(ksp, rtol, 0.0, PETSC_DEFAULT, 1000));
    PetscCall(KSPSetFromOptions(ksp));

    PetscCallMPI(MPI_Barrier(PETSC_COMM_WORLD));
    double t0 = MPI_Wtime();
    PetscCall(KSPSetUp(ksp));
    PetscCall(PCSetUp(pc));
    PetscCallMPI(MPI_Barrier(PETSC_COMM_WORLD));
    const double setup = MPI_Wtime() - t0;
    t0 = MPI_Wtime();
    PetscCall(KSPSolve(ksp, b, x));
    PetscCallMPI(MPI_Barrier(PETSC_COMM_WORLD));
    const double solve = MPI_Wtime() - t0;

    PetscInt iterations;
    PetscReal rnorm, bnorm;
    PetscCall(KSPGetIterationNumber(ksp, &iterations));
    PetscCall(MatMult(A, x, ones));
    PetscCall(VecAYPX(ones, -1.0, b));
    PetscCall(VecNorm(ones, NORM_2, &rnorm));
    PetscCall(VecNorm(b, NORM_2, &bnorm));
    KSPConvergedReason reason;
    PetscCall(KSPGetConvergedReason(ksp, &reason));
    PetscCall(PetscPrintf(PETSC_COMM_WORLD,
                          "RESULT peer=petsc-gamg matrix=%s n=%d ranks=%d iterations=%d "
                          "rel_residual=%.3e converged=%d setup_s=%.4f solve_s=%.4f\n",
                          spec, (int)a.n_rows, (int)ranks, (int)iterations,
                          (double)(rnorm / bnorm), reason > 0, setup, solve));
    PetscCall(KSPDestroy(&ksp));
    PetscCall(MatDestroy(&A));
    PetscCall(VecDestroy(&x));
    PetscCall(VecDestroy(&b));
    PetscCall(VecDestroy(&ones));
    csr_free(&a);
    PetscCall(PetscFinalize());
    return 0;
}
