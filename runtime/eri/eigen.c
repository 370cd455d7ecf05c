/* Symmetric eigensolver: cuSOLVER on the GPU, LAPACKE on the CPU; see eigen.h. */
#include "eigen.h"

#include <dlfcn.h>
#include <lapacke.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "util.h"

/* The few CUDA runtime and cuSOLVER entry points used, loaded with dlopen. Values of the
 * enumerations as in cuda_runtime_api.h, cusolver_common.h and cublas_api.h (CUDA 11..13). */
enum { CUDA_MEMCPY_H2D = 1, CUDA_MEMCPY_D2H = 2, EIG_MODE_VECTOR = 1, FILL_MODE_UPPER = 1 };
typedef struct {
    int (*malloc_)(void **, size_t);
    int (*free_)(void *);
    int (*memcpy_)(void *, const void *, size_t, int);
    int (*create)(void **);
    int (*destroy)(void *);
    int (*buffer_size)(void *, int, int, int, const double *, int, const double *, int *);
    int (*syevd)(void *, int, int, int, double *, int, double *, double *, int, int *);
} cuda_api;

enum { UNDECIDED, CPU, GPU };
static int backend = UNDECIDED;
static cuda_api cu;

static void decide(void)
{
    if (backend != UNDECIDED)
        return;
    backend = CPU;
    const char *force = getenv("ERI_EIGENSOLVER");
    if (force && !strcmp(force, "lapacke"))
        return;
    if (!dev_is_offloading() && !(force && !strcmp(force, "cusolver")))
        return;
    static const char *const rt_names[] = {"libcudart.so.13", "libcudart.so.12", "libcudart.so",
                                           NULL};
    static const char *const solver_names[] = {"libcusolver.so.12", "libcusolver.so.11",
                                               "libcusolver.so", NULL};
    void *rt = dlopen_first(rt_names), *solver = rt ? dlopen_first(solver_names) : NULL;
    if (!solver) {
        fprintf(stderr, "note: eri eigensolver: libcudart/libcusolver not loadable (%s); "
                "using LAPACKE on the CPU\n", dlerror());
        return;
    }
    *(void **)&cu.malloc_ = dlsym(rt, "cudaMalloc");
    *(void **)&cu.free_ = dlsym(rt, "cudaFree");
    *(void **)&cu.memcpy_ = dlsym(rt, "cudaMemcpy");
    *(void **)&cu.create = dlsym(solver, "cusolverDnCreate");
    *(void **)&cu.destroy = dlsym(solver, "cusolverDnDestroy");
    *(void **)&cu.buffer_size = dlsym(solver, "cusolverDnDsyevd_bufferSize");
    *(void **)&cu.syevd = dlsym(solver, "cusolverDnDsyevd");
    if (!cu.malloc_ || !cu.free_ || !cu.memcpy_ || !cu.create || !cu.destroy || !cu.buffer_size ||
        !cu.syevd) {
        fprintf(stderr, "note: eri eigensolver: a cuSOLVER/CUDA symbol is missing; using LAPACKE\n");
        return;
    }
    backend = GPU;
}

const char *eri_eigensolver_name(void)
{
    decide();
    return backend == GPU ? "cusolverDnDsyevd (GPU)" : "LAPACKE_dsyev (CPU)";
}

/* 0 on success; nonzero: a CUDA/cuSOLVER call failed (the caller falls back), or the
 * solver's info (> 0: no convergence) as a negative number. */
static int syev_gpu(int n, double *A, double *w)
{
    const size_t bytes = sizeof(double) * (size_t)n * (size_t)n;
    void *h = NULL;
    double *dA = NULL, *dw = NULL, *dwork = NULL;
    int *dinfo = NULL, lwork = 0, info = 0;
    int err = cu.create(&h);
    err = err ? err : cu.malloc_((void **)&dA, bytes);
    err = err ? err : cu.malloc_((void **)&dw, sizeof(double) * (size_t)n);
    err = err ? err : cu.malloc_((void **)&dinfo, sizeof(int));
    /* row-major symmetric A is its own column-major copy */
    err = err ? err : cu.memcpy_(dA, A, bytes, CUDA_MEMCPY_H2D);
    err = err ? err : cu.buffer_size(h, EIG_MODE_VECTOR, FILL_MODE_UPPER, n, dA, n, dw, &lwork);
    err = err ? err : cu.malloc_((void **)&dwork, sizeof(double) * (size_t)(lwork > 0 ? lwork : 1));
    err = err ? err : cu.syevd(h, EIG_MODE_VECTOR, FILL_MODE_UPPER, n, dA, n, dw, dwork, lwork, dinfo);
    err = err ? err : cu.memcpy_(&info, dinfo, sizeof(int), CUDA_MEMCPY_D2H);
    err = err ? err : cu.memcpy_(w, dw, sizeof(double) * (size_t)n, CUDA_MEMCPY_D2H);
    err = err ? err : cu.memcpy_(A, dA, bytes, CUDA_MEMCPY_D2H);
    if (dwork)
        cu.free_(dwork);
    if (dinfo)
        cu.free_(dinfo);
    if (dw)
        cu.free_(dw);
    if (dA)
        cu.free_(dA);
    if (h)
        cu.destroy(h);
    if (err)
        return err;
    if (info != 0)
        return -abs(info);
    /* eigenvectors came back as the columns of a column-major matrix, i.e. as the rows of
     * row-major A: transpose in place */
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            const double t = A[(size_t)i * n + j];
            A[(size_t)i * n + j] = A[(size_t)j * n + i];
            A[(size_t)j * n + i] = t;
        }
    return 0;
}

int eri_syev(int n, double *A, double *w)
{
    decide();
    if (backend == GPU) {
        double *copy = xmalloc(sizeof(double) * (size_t)n * (size_t)n);
        memcpy(copy, A, sizeof(double) * (size_t)n * (size_t)n);
        const int r = syev_gpu(n, A, w);
        if (r <= 0) {
            free(copy);
            return r < 0 ? -r : 0;
        }
        fprintf(stderr, "note: eri eigensolver: CUDA/cuSOLVER error %d; using LAPACKE from now on\n", r);
        backend = CPU;
        memcpy(A, copy, sizeof(double) * (size_t)n * (size_t)n);
        free(copy);
    }
    return LAPACKE_dsyev(LAPACK_ROW_MAJOR, 'V', 'U', n, A, n, w);
}
