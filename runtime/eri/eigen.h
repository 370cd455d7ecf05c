/* The symmetric eigensolver of the RHF (runtime/eri/scf.c): the generalised problem
 * F C = S C e is solved as the standard problem of X^T F X with X = S^(-1/2), both
 * diagonalisations through this call.
 *
 *   eri_syev(n, A, w)     A: n x n symmetric, row-major; on return w[0..n) ascending and the
 *                         eigenvectors in the columns of A. Returns 0, or the solver's error.
 *
 * Backend: cuSOLVER's cusolverDnDsyevd on the GPU when the generated kernels run on one
 * (dev_is_offloading(), the device layer) and libcusolver + libcudart can be loaded at run
 * time (dlopen: no link or carry dependency, CPU builds unaffected); else, and if any CUDA
 * call fails (then once, with a note on stderr), LAPACKE_dsyev from OpenBLAS.
 * ERI_EIGENSOLVER=lapacke in the environment forces the CPU solver, ERI_EIGENSOLVER=cusolver
 * tries cuSOLVER even when the kernels run on the CPU.
 */
#ifndef ERI_EIGEN_H
#define ERI_EIGEN_H

int eri_syev(int n, double *A, double *w);

/* "cusolverDnDsyevd (GPU)" or "LAPACKE_dsyev (CPU)": the backend eri_syev uses (decided at
 * the first call or here). */
const char *eri_eigensolver_name(void);

#endif
