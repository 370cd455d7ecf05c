/* Dense linear algebra on device pointers: cuBLAS/cuSOLVER (loaded at run time) when the
 * kernels run on a GPU, OpenBLAS/LAPACKE otherwise; see dense.h. */
#define _POSIX_C_SOURCE 200809L /* setenv, execv */
#include "dense.h"

#include <cblas.h>
#include <dlfcn.h>
#include <lapacke.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "device.h"
#include "util.h"

void dense_host_threads_setup(char **argv)
{
    if (strcmp(dev_flavour(), "omp-host") != 0 || getenv("OMP_WAIT_POLICY"))
        return;
    setenv("OMP_WAIT_POLICY", "passive", 1);
    execv("/proc/self/exe", argv);
    /* no /proc: go on with spinning threads (slower, not wrong) */
}

/* ---- the GPU backend: the entry points used, with the enumeration values of cublas_api.h
 * and cusolver_common.h (CUDA 12 and 13) ---- */
enum { OP_N = 0, OP_T = 1, FILL_UPPER = 1, EIG_TYPE_1 = 1, EIG_MODE_VECTOR = 1, MEMCPY_D2H = 2 };

typedef int (*gemm_fn)(void *, int, int, int, int, int, const void *, const void *, int,
                       const void *, int, const void *, void *, int);
typedef int (*gemm_batched_fn)(void *, int, int, int, int, int, const void *, const void *, int,
                               long long, const void *, int, long long, const void *, void *, int,
                               long long, int);
typedef int (*gemv_fn)(void *, int, int, int, const void *, const void *, int, const void *, int,
                       const void *, void *, int);
typedef int (*potrs_fn)(void *, int, int, int, const void *, int, void *, int, int *);
typedef int (*sygvd_size_fn)(void *, int, int, int, int, const void *, int, const void *, int,
                             const void *, int *);
typedef int (*sygvd_fn)(void *, int, int, int, int, void *, int, void *, int, void *, void *, int,
                        int *);

typedef struct {
    int (*malloc_)(void **, size_t);
    int (*free_)(void *);
    int (*memcpy_)(void *, const void *, size_t, int);
    int (*synchronize)(void);
    int (*blas_create)(void **);
    int (*blas_destroy)(void *);
    int (*solver_create)(void **);
    int (*solver_destroy)(void *);
    gemm_fn gemm[2];          /* [DENSE_DOUBLE], [DENSE_FLOAT] */
    gemm_batched_fn gemm_batched[2];
    gemv_fn gemv[2];
    potrs_fn potrs[2];
    sygvd_size_fn sygvd_size[2];
    sygvd_fn sygvd[2];
    void *blas, *solver;      /* handles */
    void *work;               /* cuSOLVER workspace, grown as needed */
    size_t work_bytes;
    int *info;                /* device int */
} gpu_api;

enum { UNDECIDED, CPU, GPU };
static int backend = UNDECIDED;
static gpu_api gpu;
static int64_t calls; /* calls of the operations below so far */

int64_t dense_calls(void) { return calls; }

/* dlsym into *slot; returns 0 if the symbol is missing. */
static int load(void *lib, const char *name, void *slot)
{
    void *p = dlsym(lib, name);
    memcpy(slot, &p, sizeof p);
    return p != NULL;
}

static int load_gpu_api(void)
{
    static const char *const rt_names[] = {"libcudart.so.13", "libcudart.so.12", "libcudart.so", NULL};
    static const char *const blas_names[] = {"libcublas.so.13", "libcublas.so.12", "libcublas.so", NULL};
    static const char *const solver_names[] = {"libcusolver.so.12", "libcusolver.so.11",
                                               "libcusolver.so", NULL};
    void *rt = dlopen_first(rt_names), *blas = rt ? dlopen_first(blas_names) : NULL;
    void *solver = blas ? dlopen_first(solver_names) : NULL;
    if (!solver) {
        fprintf(stderr, "note: dense: libcudart/libcublas/libcusolver not loadable (%s); "
                        "using OpenBLAS/LAPACKE on the CPU\n", dlerror());
        return 0;
    }
    int ok = load(rt, "cudaMalloc", &gpu.malloc_) & load(rt, "cudaFree", &gpu.free_) &
             load(rt, "cudaMemcpy", &gpu.memcpy_) &
             load(rt, "cudaDeviceSynchronize", &gpu.synchronize) &
             load(blas, "cublasCreate_v2", &gpu.blas_create) &
             load(blas, "cublasDestroy_v2", &gpu.blas_destroy) &
             load(solver, "cusolverDnCreate", &gpu.solver_create) &
             load(solver, "cusolverDnDestroy", &gpu.solver_destroy);
    static const char *const prefix[2] = {"D", "S"};
    for (int t = 0; t < 2; ++t) {
        char name[64];
#define LOAD(LIB, FORMAT, SLOT)                                                                    \
    snprintf(name, sizeof name, FORMAT, prefix[t]);                                                \
    ok &= load(LIB, name, &SLOT[t]);
        LOAD(blas, "cublas%sgemm_v2", gpu.gemm)
        LOAD(blas, "cublas%sgemmStridedBatched", gpu.gemm_batched)
        LOAD(blas, "cublas%sgemv_v2", gpu.gemv)
        LOAD(solver, "cusolverDn%spotrs", gpu.potrs)
        LOAD(solver, "cusolverDn%ssygvd_bufferSize", gpu.sygvd_size)
        LOAD(solver, "cusolverDn%ssygvd", gpu.sygvd)
#undef LOAD
    }
    if (!ok) {
        fprintf(stderr, "note: dense: a cuBLAS/cuSOLVER symbol is missing; using OpenBLAS/LAPACKE\n");
        return 0;
    }
    if (gpu.blas_create(&gpu.blas) || gpu.solver_create(&gpu.solver) ||
        gpu.malloc_((void **)&gpu.info, sizeof(int))) {
        fprintf(stderr, "note: dense: cuBLAS/cuSOLVER could not start; using OpenBLAS/LAPACKE\n");
        return 0;
    }
    return 1;
}

/* Handles and buffers are released before the libraries unload at exit (cuBLAS and the
 * directive runtimes tear down in an order of their own). */
static void release_gpu(void)
{
    if (gpu.work)
        gpu.free_(gpu.work);
    if (gpu.info)
        gpu.free_(gpu.info);
    if (gpu.solver)
        gpu.solver_destroy(gpu.solver);
    if (gpu.blas)
        gpu.blas_destroy(gpu.blas);
    memset(&gpu, 0, sizeof gpu);
}

static void decide(void)
{
    if (backend != UNDECIDED)
        return;
    backend = CPU;
    const char *force = getenv("DENSE_BACKEND");
    if ((force && strcmp(force, "cpu") == 0) || !dev_is_offloading())
        return;
    if (load_gpu_api()) {
        backend = GPU;
        atexit(release_gpu);
    }
}

int dense_on_gpu(void)
{
    decide();
    return backend == GPU;
}

const char *dense_backend_name(void)
{
    return dense_on_gpu() ? "cuBLAS/cuSOLVER (GPU)" : "OpenBLAS/LAPACKE (CPU)";
}

static int as_int(int64_t v, const char *what)
{
    if (v < 0 || v > INT_MAX)
        die("dense: %s = %lld does not fit the 32-bit BLAS interface", what, (long long)v);
    return (int)v;
}

static void gpu_check(int status, const char *call)
{
    if (status)
        die("dense: %s failed on the GPU (status %d)", call, status);
}

static void gpu_sync(void) { gpu_check(gpu.synchronize(), "cudaDeviceSynchronize"); }

/* The cuSOLVER workspace: at least `elements` values of type t. */
static void *gpu_work(dense_type t, int elements)
{
    const size_t bytes = (size_t)(elements > 0 ? elements : 1) * (t == DENSE_DOUBLE ? 8 : 4);
    if (bytes > gpu.work_bytes) {
        if (gpu.work)
            gpu.free_(gpu.work);
        gpu_check(gpu.malloc_(&gpu.work, bytes), "cudaMalloc (cuSOLVER workspace)");
        gpu.work_bytes = bytes;
    }
    return gpu.work;
}

static int gpu_info(void)
{
    int info = 0;
    gpu_check(gpu.memcpy_(&info, gpu.info, sizeof info, MEMCPY_D2H), "cudaMemcpy (info)");
    return info;
}

/* alpha and beta in the precision of the call, for cuBLAS's host pointer mode. */
typedef union {
    double d;
    float f;
} scalar;
static scalar in_type(dense_type t, double v)
{
    scalar s;
    if (t == DENSE_DOUBLE)
        s.d = v;
    else
        s.f = (float)v;
    return s;
}

void dense_gemm(dense_type t, int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                double alpha, const void *A, int64_t lda, const void *B, int64_t ldb, double beta,
                void *C, int64_t ldc)
{
    decide();
    calls++;
    const int im = as_int(m, "m"), in = as_int(n, "n"), ik = as_int(k, "k");
    const int ia = as_int(lda, "lda"), ib = as_int(ldb, "ldb"), ic = as_int(ldc, "ldc");
    if (im == 0 || in == 0)
        return;
    if (backend == GPU) {
        const scalar a = in_type(t, alpha), b = in_type(t, beta);
        gpu_check(gpu.gemm[t](gpu.blas, trans_a ? OP_T : OP_N, trans_b ? OP_T : OP_N, im, in, ik,
                              &a, A, ia, B, ib, &b, C, ic),
                  "cublas gemm");
        gpu_sync();
        return;
    }
    const enum CBLAS_TRANSPOSE ta = trans_a ? CblasTrans : CblasNoTrans;
    const enum CBLAS_TRANSPOSE tb = trans_b ? CblasTrans : CblasNoTrans;
    if (t == DENSE_DOUBLE)
        cblas_dgemm(CblasColMajor, ta, tb, im, in, ik, alpha, A, ia, B, ib, beta, C, ic);
    else
        cblas_sgemm(CblasColMajor, ta, tb, im, in, ik, (float)alpha, A, ia, B, ib, (float)beta,
                    C, ic);
}

void dense_gemm_batched(dense_type t, int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                        double alpha, const void *A, int64_t lda, int64_t stride_a, const void *B,
                        int64_t ldb, int64_t stride_b, double beta, void *C, int64_t ldc,
                        int64_t stride_c, int64_t count)
{
    decide();
    calls++;
    const int im = as_int(m, "m"), in = as_int(n, "n"), ik = as_int(k, "k");
    const int ia = as_int(lda, "lda"), ib = as_int(ldb, "ldb"), ic = as_int(ldc, "ldc");
    const int icount = as_int(count, "count");
    if (im == 0 || in == 0 || icount == 0)
        return;
    if (backend == GPU) {
        const scalar a = in_type(t, alpha), b = in_type(t, beta);
        gpu_check(gpu.gemm_batched[t](gpu.blas, trans_a ? OP_T : OP_N, trans_b ? OP_T : OP_N, im,
                                      in, ik, &a, A, ia, stride_a, B, ib, stride_b, &b, C, ic,
                                      stride_c, icount),
                  "cublas gemmStridedBatched");
        gpu_sync();
        return;
    }
    const size_t size = t == DENSE_DOUBLE ? sizeof(double) : sizeof(float);
    const enum CBLAS_TRANSPOSE ta = trans_a ? CblasTrans : CblasNoTrans;
    const enum CBLAS_TRANSPOSE tb = trans_b ? CblasTrans : CblasNoTrans;
    for (int64_t i = 0; i < count; ++i) {
        const char *a = (const char *)A + size * (size_t)(i * stride_a);
        const char *b = (const char *)B + size * (size_t)(i * stride_b);
        char *c = (char *)C + size * (size_t)(i * stride_c);
        if (t == DENSE_DOUBLE)
            cblas_dgemm(CblasColMajor, ta, tb, im, in, ik, alpha, (const double *)a, ia,
                        (const double *)b, ib, beta, (double *)c, ic);
        else
            cblas_sgemm(CblasColMajor, ta, tb, im, in, ik, (float)alpha, (const float *)a, ia,
                        (const float *)b, ib, (float)beta, (float *)c, ic);
    }
}

void dense_gemv(dense_type t, int trans, int64_t m, int64_t n, double alpha, const void *A,
                int64_t lda, const void *x, double beta, void *y)
{
    decide();
    calls++;
    const int im = as_int(m, "m"), in = as_int(n, "n"), ia = as_int(lda, "lda");
    if (im == 0 || in == 0) { /* an empty sum: y = beta y, as BLAS does */
        const int64_t len = trans ? in : im;
        if (len > 0)
            dense_gemm(t, 0, 0, len, 1, 0, 0, A, len, x, 1, beta, y, len);
        return;
    }
    if (backend == GPU) {
        const scalar a = in_type(t, alpha), b = in_type(t, beta);
        gpu_check(gpu.gemv[t](gpu.blas, trans ? OP_T : OP_N, im, in, &a, A, ia, x, 1, &b, y, 1),
                  "cublas gemv");
        gpu_sync();
        return;
    }
    const enum CBLAS_TRANSPOSE ta = trans ? CblasTrans : CblasNoTrans;
    if (t == DENSE_DOUBLE)
        cblas_dgemv(CblasColMajor, ta, im, in, alpha, A, ia, x, 1, beta, y, 1);
    else
        cblas_sgemv(CblasColMajor, ta, im, in, (float)alpha, A, ia, x, 1, (float)beta, y, 1);
}

void dense_potrs(dense_type t, int n, int nrhs, const void *U, int64_t ldu, void *B, int64_t ldb)
{
    decide();
    calls++;
    const int iu = as_int(ldu, "ldu"), ib = as_int(ldb, "ldb");
    if (n == 0 || nrhs == 0)
        return;
    if (backend == GPU) { /* its info reports only invalid arguments, which as_int rules out */
        gpu_check(gpu.potrs[t](gpu.solver, FILL_UPPER, n, nrhs, U, iu, B, ib, gpu.info),
                  "cusolverDn potrs");
        gpu_sync();
        return;
    }
    const int info = t == DENSE_DOUBLE
                         ? LAPACKE_dpotrs(LAPACK_COL_MAJOR, 'U', n, nrhs, U, iu, B, ib)
                         : LAPACKE_spotrs(LAPACK_COL_MAJOR, 'U', n, nrhs, U, iu, B, ib);
    if (info)
        die("dense: LAPACKE potrs: argument %d is invalid", -info);
}

int dense_sygvd(dense_type t, int n, void *A, int64_t lda, void *B, int64_t ldb, void *w)
{
    decide();
    calls++;
    const int ia = as_int(lda, "lda"), ib = as_int(ldb, "ldb");
    if (n == 0)
        return 0;
    if (backend == GPU) {
        int lwork = 0;
        gpu_check(gpu.sygvd_size[t](gpu.solver, EIG_TYPE_1, EIG_MODE_VECTOR, FILL_UPPER, n, A, ia,
                                    B, ib, w, &lwork),
                  "sygvd_bufferSize");
        gpu_check(gpu.sygvd[t](gpu.solver, EIG_TYPE_1, EIG_MODE_VECTOR, FILL_UPPER, n, A, ia, B,
                               ib, w, gpu_work(t, lwork), lwork, gpu.info),
                  "cusolverDn sygvd");
        return gpu_info();
    }
    return t == DENSE_DOUBLE ? LAPACKE_dsygvd(LAPACK_COL_MAJOR, 1, 'V', 'U', n, A, ia, B, ib, w)
                             : LAPACKE_ssygvd(LAPACK_COL_MAJOR, 1, 'V', 'U', n, A, ia, B, ib, w);
}
