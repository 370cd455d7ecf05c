/* Dense linear algebra on device-resident data, for the block eigensolvers (runtime/eigen).
 *
 * Every pointer is a device address from dev_ptr() (runtime/device.h) and every matrix is
 * column-major, as in BLAS. When the generated kernels run on a GPU (dev_is_offloading())
 * and cuBLAS/cuSOLVER can be loaded at run time (dlopen: no link or carry dependency for the
 * CPU builds), the calls go to cuBLAS/cuSOLVER on those device pointers; otherwise to
 * OpenBLAS/LAPACKE, for which dev_ptr() gives host-accessible memory (the host array itself,
 * or the CPU "device" copy of the clang-shadow build). DENSE_BACKEND=cpu in the environment
 * forces the CPU backend.
 *
 * A row-major n x k block of vectors (runtime/eigen) is a column-major k x n matrix with
 * leading dimension k: block products are gemm calls on that view.
 *
 * On the CPU, where OpenMP runs host threads, OpenBLAS is made single-threaded at the first call
 * (openblas_set_num_threads(1), for the whole process) and each tall product is cut along its
 * long dimension into one part per OpenMP thread: OpenBLAS's own threads run these shapes
 * slower than one thread, and between them and OpenMP's spinning threads the cores were
 * fought over (runtime/dense/dense.c, host_gemm).
 *
 * Calls return when the result is complete (the GPU backend synchronises), so kernels and
 * host code that follow see it. */
#ifndef DENSE_DENSE_H
#define DENSE_DENSE_H

#include <stdint.h>

typedef enum { DENSE_DOUBLE, DENSE_FLOAT } dense_type;

int dense_on_gpu(void);               /* decided at the first call */

const char *dense_backend_name(void); /* "cuBLAS/cuSOLVER (GPU)" or "OpenBLAS/LAPACKE (CPU)" */
/* The calls of dense_gemm, dense_gemm_batched, dense_gemv and dense_sygvd so far (on the GPU each is a library
 * call and a synchronisation): what the solvers report as BLAS calls. */
int64_t dense_calls(void);

/* C = alpha op(A) op(B) + beta C; op(A) m x k, op(B) k x n; trans_* = 1 for the transpose. */
void dense_gemm(dense_type t, int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                double alpha, const void *A, int64_t lda, const void *B, int64_t ldb, double beta,
                void *C, int64_t ldc);
/* count products C_i = alpha op(A_i) op(B_i) + beta C_i with A_i = A + i stride_a (in
 * elements), B_i, C_i alike: one cublas<t>gemmStridedBatched call on the GPU, a loop of gemm
 * calls on the CPU. */
void dense_gemm_batched(dense_type t, int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                        double alpha, const void *A, int64_t lda, int64_t stride_a, const void *B,
                        int64_t ldb, int64_t stride_b, double beta, void *C, int64_t ldc,
                        int64_t stride_c, int64_t count);
/* y = alpha op(A) x + beta y, A m x n, unit strides. */
void dense_gemv(dense_type t, int trans, int64_t m, int64_t n, double alpha, const void *A,
                int64_t lda, const void *x, double beta, void *y);
/* B = A^-1 B from the Cholesky factor U of A = U^T U (n x n, upper triangle, as LAPACK potrf
 * leaves it); B n x nrhs. */
void dense_potrs(dense_type t, int n, int nrhs, const void *U, int64_t ldu, void *B, int64_t ldb);
/* A x = lambda B x, A and B n x n symmetric (upper triangles), B positive definite: w (n,
 * device) ascending, the B-orthonormal eigenvectors in the columns of A; B is overwritten.
 * Returns LAPACK's info (i > n: B's leading minor i - n not positive definite). */
int dense_sygvd(dense_type t, int n, void *A, int64_t lda, void *B, int64_t ldb, void *w);

#endif
