/* The CUDA runtime and NCCL for the GPU transports (MPI build), loaded at run time like cuBLAS
 * in runtime/dense: the programs need neither library unless a transport uses it, and CI (no
 * GPU) runs the same binaries. The prototypes come from the CUDA headers (configure.py --mpi
 * adds the CUDA include directory), so every call is type-checked where the code cannot run;
 * without those headers the GPU transports are simply absent (mp_cuda_load returns 0). */
#include <stdio.h>
#include <string.h>

#include "mp.h"
#include "mp_internal.h"
#include "util.h"

#if defined(__has_include)
#if __has_include(<nccl.h>) && __has_include(<cuda_runtime_api.h>)
#define MP_HAVE_CUDA_HEADERS 1
#include <cuda_runtime_api.h>
#include <nccl.h>
#endif
#endif

#ifdef MP_HAVE_CUDA_HEADERS
#include <dlfcn.h>

/* Entry points, typed as the headers declare them. */
#define CUDA_CALLS(X)                                                                              \
    X(cudaStreamCreate) X(cudaStreamSynchronize) X(cudaStreamDestroy) X(cudaMallocHost)           \
    X(cudaFreeHost) X(cudaMemcpy) X(cudaGetDevice) X(cudaDeviceGetPCIBusId) X(cudaGetErrorString)
#define NCCL_CALLS(X)                                                                              \
    X(ncclGetUniqueId) X(ncclCommInitRank) X(ncclCommDestroy) X(ncclSend) X(ncclRecv)             \
    X(ncclGroupStart) X(ncclGroupEnd) X(ncclGetErrorString)
#define DECLARE(name) __typeof__(&name) name;
static struct {
    CUDA_CALLS(DECLARE)
} cuda;
static struct {
    NCCL_CALLS(DECLARE)
} nccl;
#undef DECLARE

/* dlsym into *slot; 1 if the symbol is there */
static int load_symbol(void *lib, const char *name, void *slot)
{
    void *p = dlsym(lib, name);
    memcpy(slot, &p, sizeof p);
    return p != NULL;
}
#define LOAD_CUDA(name) ok &= load_symbol(lib, #name, &cuda.name);
#define LOAD_NCCL(name) ok &= load_symbol(lib, #name, &nccl.name);
static int load_cuda(void *lib)
{
    int ok = 1;
    CUDA_CALLS(LOAD_CUDA)
    return ok;
}
static int load_nccl(void *lib)
{
    int ok = 1;
    NCCL_CALLS(LOAD_NCCL)
    return ok;
}

static int cuda_state = -1, nccl_state = -1; /* -1 not tried, 0 absent, 1 loaded */

int mp_cuda_load(void)
{
    static const char *const names[] = {"libcudart.so.13", "libcudart.so.12", "libcudart.so", NULL};
    if (cuda_state < 0) {
        void *h = dlopen_first(names);
        cuda_state = h && load_cuda(h);
    }
    return cuda_state;
}

int mp_nccl_load(void)
{
    static const char *const names[] = {"libnccl.so.2", "libnccl.so", NULL};
    if (nccl_state < 0) {
        void *h = mp_cuda_load() ? dlopen_first(names) : NULL;
        nccl_state = h && load_nccl(h);
    }
    return nccl_state;
}

static void cuda_check(cudaError_t e, const char *what)
{
    if (e != cudaSuccess)
        die("mp (rank %d): %s: %s", mp_rank(), what, cuda.cudaGetErrorString(e));
}

static void nccl_check(ncclResult_t e, const char *what)
{
    if (e != ncclSuccess)
        die("mp (rank %d): %s: %s", mp_rank(), what, nccl.ncclGetErrorString(e));
}

void *mp_cuda_host_alloc(size_t bytes)
{
    void *p = NULL;
    return cuda.cudaMallocHost(&p, bytes ? bytes : 1) == cudaSuccess ? p : NULL;
}

void mp_cuda_host_free(void *p)
{
    if (p)
        cuda.cudaFreeHost(p);
}

void mp_cuda_copy_to_host(void *host, const void *device, size_t bytes)
{
    if (bytes)
        cuda_check(cuda.cudaMemcpy(host, device, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy");
}

void mp_cuda_copy_to_device(void *device, const void *host, size_t bytes)
{
    if (bytes)
        cuda_check(cuda.cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
}

void mp_cuda_copy_device(void *dst, const void *src, size_t bytes)
{
    cuda_check(cuda.cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice), "cudaMemcpy");
}

const char *mp_cuda_bus_id(void)
{
    static char id[32];
    int device;
    if (cuda.cudaGetDevice(&device) != cudaSuccess ||
        cuda.cudaDeviceGetPCIBusId(id, (int)sizeof id, device) != cudaSuccess)
        snprintf(id, sizeof id, "?");
    return id;
}

static ncclComm_t comm;
static cudaStream_t stream;

void mp_nccl_init(int rank, int size)
{
    ncclUniqueId id;
    if (rank == 0)
        nccl_check(nccl.ncclGetUniqueId(&id), "ncclGetUniqueId");
    mp_bcast(&id, sizeof id, 0);
    cuda_check(cuda.cudaStreamCreate(&stream), "cudaStreamCreate");
    nccl_check(nccl.ncclCommInitRank(&comm, size, id, rank), "ncclCommInitRank");
}

void mp_nccl_group_start(void) { nccl_check(nccl.ncclGroupStart(), "ncclGroupStart"); }
void mp_nccl_group_end(void) { nccl_check(nccl.ncclGroupEnd(), "ncclGroupEnd"); }

void mp_nccl_send(const void *device_buf, size_t bytes, int peer)
{
    nccl_check(nccl.ncclSend(device_buf, bytes, ncclInt8, peer, comm, stream), "ncclSend");
}

void mp_nccl_recv(void *device_buf, size_t bytes, int peer)
{
    nccl_check(nccl.ncclRecv(device_buf, bytes, ncclInt8, peer, comm, stream), "ncclRecv");
}

void mp_nccl_wait(void) { cuda_check(cuda.cudaStreamSynchronize(stream), "cudaStreamSynchronize"); }

void mp_nccl_finalize(void)
{
    nccl.ncclCommDestroy(comm);
    cuda.cudaStreamDestroy(stream);
}

#else /* no CUDA headers at build time: no GPU transports */

int mp_cuda_load(void) { return 0; }
int mp_nccl_load(void) { return 0; }
static void unavailable(void) { die("mp: built without the CUDA headers: no GPU transport"); }
void *mp_cuda_host_alloc(size_t bytes) { (void)bytes; return NULL; }
void mp_cuda_host_free(void *p) { (void)p; }
void mp_cuda_copy_to_host(void *host, const void *device, size_t bytes)
{
    (void)host, (void)device, (void)bytes;
    unavailable();
}
void mp_cuda_copy_to_device(void *device, const void *host, size_t bytes)
{
    (void)device, (void)host, (void)bytes;
    unavailable();
}
void mp_cuda_copy_device(void *dst, const void *src, size_t bytes)
{
    (void)dst, (void)src, (void)bytes;
    unavailable();
}
const char *mp_cuda_bus_id(void) { return "?"; }
void mp_nccl_init(int rank, int size) { (void)rank, (void)size; unavailable(); }
void mp_nccl_group_start(void) { unavailable(); }
void mp_nccl_group_end(void) { unavailable(); }
void mp_nccl_send(const void *b, size_t n, int peer) { (void)b, (void)n, (void)peer; unavailable(); }
void mp_nccl_recv(void *b, size_t n, int peer) { (void)b, (void)n, (void)peer; unavailable(); }
void mp_nccl_wait(void) { unavailable(); }
void mp_nccl_finalize(void) {}

#endif
