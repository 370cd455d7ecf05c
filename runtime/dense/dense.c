/* Dense linear algebra on device pointers: cuBLAS/cuSOLVER (loaded at run time) when the
 * kernels run on a GPU, OpenBLAS/LAPACKE otherwise; see dense.h. */
#include "dense.h"

#include <cblas.h>
#include <dlfcn.h>
#include <lapacke.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "device.h"
#include "util.h"

/* OpenBLAS single-threaded where the host runs OpenMP threads (see host_gemm). */
static void single_threaded_blas(void)
{
#ifdef _OPENMP
    if (omp_get_max_threads() > 1)
        openblas_set_num_threads(1);
#endif
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
    if ((force && strcmp(force, "cpu") == 0) || !dev_is_offloading() || !load_gpu_api()) {
        single_threaded_blas();
        return;
    }
    backend = GPU;
    atexit(release_gpu);
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

/* ---- the CPU backend ----
 * The block eigensolvers' products are tall and skinny: one dimension is the vectors' length
 * (the rows of an update S C, the sum of a Gram product S^T B), the others a few dozen.
 * OpenBLAS's own threads run these shapes badly (the Gram shape 1.9x slower on 2 threads than
 * on 1, its idle threads yielding the cores to each other), so where OpenMP runs host threads
 * OpenBLAS is single-threaded and the long dimension is cut into one part per thread, each
 * part one OpenBLAS call (the parts of a sum add up in a fixed order: the same result for the
 * same thread count). */
enum { PART_MIN = 4096 }; /* the shortest part worth a thread */

typedef struct {
    dense_type t;
    int trans_a, trans_b, m, n, k;
    double alpha;
    const void *A;
    int lda;
    const void *B;
    int ldb;
    double beta;
    void *C;
    int ldc;
} gemm_call;

static void blas_gemm(const gemm_call *g)
{
    const enum CBLAS_TRANSPOSE ta = g->trans_a ? CblasTrans : CblasNoTrans;
    const enum CBLAS_TRANSPOSE tb = g->trans_b ? CblasTrans : CblasNoTrans;
    if (g->t == DENSE_DOUBLE)
        cblas_dgemm(CblasColMajor, ta, tb, g->m, g->n, g->k, g->alpha, g->A, g->lda, g->B, g->ldb,
                    g->beta, g->C, g->ldc);
    else
        cblas_sgemm(CblasColMajor, ta, tb, g->m, g->n, g->k, (float)g->alpha, g->A, g->lda, g->B,
                    g->ldb, (float)g->beta, g->C, g->ldc);
}

/* How many host threads share a dimension of length len (1: no split). */
static int host_parts(int64_t len)
{
#ifdef _OPENMP
    if (omp_in_parallel())
        return 1;
    const int64_t most = len / PART_MIN, threads = omp_get_max_threads();
    return (int)(most < 1 ? 1 : most < threads ? most : threads);
#else
    (void)len;
    return 1;
#endif
}

static const void *shifted(const void *p, int64_t elements, dense_type t)
{
    return (const char *)p + (size_t)elements * (t == DENSE_DOUBLE ? sizeof(double) : sizeof(float));
}

/* Part p of `parts` of the gemm g: rows of op(A) and C (dim 'm'), columns of op(B) and C
 * ('n'), or a range of the sum ('k': into C itself for part 0, into out, m x n with beta 0,
 * for the others). */
static void gemm_part(const gemm_call *g, char dim, int p, int parts, void *out)
{
    const int len = dim == 'm' ? g->m : dim == 'n' ? g->n : g->k;
    const int64_t r0 = (int64_t)len * p / parts, r1 = (int64_t)len * (p + 1) / parts;
    gemm_call q = *g;
    if (dim == 'm') {
        q.m = (int)(r1 - r0);
        q.A = shifted(g->A, g->trans_a ? r0 * g->lda : r0, g->t);
        q.C = (void *)shifted(g->C, r0, g->t);
    } else if (dim == 'n') {
        q.n = (int)(r1 - r0);
        q.B = shifted(g->B, g->trans_b ? r0 : r0 * g->ldb, g->t);
        q.C = (void *)shifted(g->C, r0 * g->ldc, g->t);
    } else {
        q.k = (int)(r1 - r0);
        q.A = shifted(g->A, g->trans_a ? r0 : r0 * g->lda, g->t);
        q.B = shifted(g->B, g->trans_b ? r0 * g->ldb : r0, g->t);
        if (p > 0)
            q.C = out, q.ldc = g->m, q.beta = 0;
    }
    blas_gemm(&q);
}

/* C (m x n, leading dimension ldc) += the count partial sums in `sums` (m x n each, packed). */
static void add_parts(const gemm_call *g, const void *sums, int count)
{
    const int64_t mn = (int64_t)g->m * g->n;
    for (int j = 0; j < g->n; ++j)
        for (int i = 0; i < g->m; ++i) {
            const int64_t c = i + (int64_t)j * g->ldc, q = i + (int64_t)j * g->m;
            for (int p = 0; p < count; ++p)
                if (g->t == DENSE_DOUBLE)
                    ((double *)g->C)[c] += ((const double *)sums)[q + p * mn];
                else
                    ((float *)g->C)[c] += ((const float *)sums)[q + p * mn];
        }
}

/* The gemm g on the CPU, its longest dimension cut over the host threads. */
static void host_gemm(const gemm_call *g)
{
    const int longest = g->m >= g->n && g->m >= g->k ? g->m : g->n >= g->k ? g->n : g->k;
    const char dim = longest == g->m ? 'm' : longest == g->n ? 'n' : 'k';
    const int parts = g->k == 0 ? 1 : host_parts(longest);
    if (parts == 1) {
        blas_gemm(g);
        return;
    }
    const size_t size = g->t == DENSE_DOUBLE ? sizeof(double) : sizeof(float);
    const size_t part_bytes = size * (size_t)g->m * (size_t)g->n;
    char *sums = dim == 'k' ? xmalloc(part_bytes * (size_t)(parts - 1)) : NULL;
#ifdef _OPENMP
#pragma omp parallel for num_threads(parts) schedule(static, 1)
#endif
    for (int p = 0; p < parts; ++p)
        gemm_part(g, dim, p, parts, sums && p > 0 ? sums + part_bytes * (size_t)(p - 1) : NULL);
    if (sums) {
        add_parts(g, sums, parts - 1);
        free(sums);
    }
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
    const gemm_call g = {t, trans_a, trans_b, im, in, ik, alpha, A, ia, B, ib, beta, C, ic};
    host_gemm(&g);
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
    /* the products over the host threads, each one single-threaded OpenBLAS call */
    const int parts = host_parts(count * PART_MIN);
    (void)parts; /* without OpenMP */
#ifdef _OPENMP
#pragma omp parallel for num_threads(parts) schedule(static)
#endif
    for (int64_t i = 0; i < count; ++i) {
        const gemm_call g = {t, trans_a, trans_b, im, in, ik, alpha, shifted(A, i * stride_a, t),
                             ia, shifted(B, i * stride_b, t), ib, beta,
                             (void *)shifted(C, i * stride_c, t), ic};
        blas_gemm(&g);
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
    if (host_parts(im > in ? im : in) > 1) { /* y as a one-column gemm, cut over the threads */
        const int out = trans ? in : im, sum = trans ? im : in;
        const gemm_call g = {t, trans, 0, out, 1, sum, alpha, A, ia, x, sum, beta, y, out};
        host_gemm(&g);
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
