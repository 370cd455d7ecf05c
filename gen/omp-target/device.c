/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      (none: flavour runtime)
 * template:  templates/flavours/omp-target/device.c.j2
 * flavour:   omp-target
 */
/* Device-data layer for OpenMP target offload: unstructured `target enter/exit
 * data` on byte sections of the host buffer, so that kernels find the data with
 * `map(present, ...)`. */
#include <dlfcn.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"

const char *dev_flavour(void) { return "omp-target"; }

/* Bytes to map for a buffer of `bytes`. An empty array is mapped as one byte:
 * kernels name it in `map(present, alloc: a[0:0])`, and libomptarget 16 reports
 * a zero-length section whose address was never mapped as not present (seen on
 * an H100 with an all-empty matrix). Runtime buffers always hold at least one
 * byte (xmalloc), so the byte exists on the host. */
static size_t mapped_bytes(size_t bytes) { return bytes ? bytes : 1; }

static int default_device_is_separate(void) {
    return omp_get_default_device() < omp_get_num_devices() &&
           omp_get_default_device() != omp_get_initial_device();
}

#ifdef DEV_SHADOW_DEVICE
/* Shadow-device build (configure.py --compiler clang-shadow): the device is
 * libomptarget's x86_64 plugin, this CPU with memory of its own. Kernels do not run on
 * an accelerator, and a build that silently fell back to the host's memory would test
 * nothing the other host builds do not: stop before the first device allocation. */
static void require_device(void) {
    static int checked;
    if (checked)
        return;
    checked = 1;
    if (!default_device_is_separate()) {
        fprintf(stderr, "error: device: this clang-shadow build found no x86_64 offload device: "
                        "run it with LD_LIBRARY_PATH=/usr/lib/llvm-16/lib, where libomptarget "
                        "finds libomptarget.rtl.x86_64.so (package libomp-16-dev)\n");
        exit(1);
    }
}
int dev_is_offloading(void) { return 0; }

/* The sections mapped, each with the size it was mapped with and how many enters it holds:
 * dev_delete must name a section exactly as it was mapped. libomptarget deletes whatever
 * mapping holds the address, whatever the size, but the OpenACC layer deletes nothing for a
 * zero size, leaving the mapping behind the buffer's free (the AMG coarse factor did, and a
 * later allocation at that address then failed to map on the GPU); this build is where CI
 * sees the device layer's bookkeeping, so it stops there instead. */
typedef struct {
    const char *p;
    size_t bytes;
    long enters;
} mapped_section;
static mapped_section *sections;
static size_t n_sections, sections_capacity;

static mapped_section *find_section(const char *p) {
    for (size_t i = n_sections; i-- > 0;)
        if (sections[i].p == p)
            return &sections[i];
    return NULL;
}

static void note_enter(const char *p, size_t bytes) {
    mapped_section *s = find_section(p);
    if (s) {
        ++s->enters;
        return;
    }
    if (n_sections == sections_capacity) {
        sections_capacity = sections_capacity ? 2 * sections_capacity : 64;
        sections = realloc(sections, sizeof *sections * sections_capacity);
        if (!sections) {
            fprintf(stderr, "error: device: out of memory (mapped sections)\n");
            exit(1);
        }
    }
    sections[n_sections++] = (mapped_section){p, bytes, 1};
}

static void note_delete(const char *p, size_t bytes) {
    mapped_section *s = find_section(p);
    if (!s) {
        fprintf(stderr,
                "error: device: dev_delete(%p, %zu bytes) of a section that is not mapped\n",
                (const void *)p, bytes);
        exit(1);
    }
    if (s->bytes != bytes) {
        fprintf(stderr,
                "error: device: dev_delete(%p, %zu bytes) of a section mapped with %zu bytes\n",
                (const void *)p, bytes, s->bytes);
        exit(1);
    }
    if (--s->enters == 0)
        *s = sections[--n_sections];
}
#else
/* How the host waits for the GPU. libomptarget 16's CUDA plugin gives the device's primary
 * context CU_CTX_SCHED_BLOCKING_SYNC unless the context is already active: the host thread
 * then sleeps until an interrupt at the end of every target region and update, which cost
 * about 28 us each on an H200 where a spinning wait costs a few (bench/gpu/probes/
 * lattice_linalg_probe.c); a multishift CG iteration makes nine of them. So before
 * libomptarget first uses the device this activates the default device's primary context
 * with CU_CTX_SCHED_SPIN, and libomptarget keeps it. DEV_GPU_WAIT=blocking leaves
 * libomptarget's choice (a host thread that must give its core away while it waits).
 * libcuda is loaded at run time: nothing to link, and without it nothing changes. */
enum { CUDA_SCHED_SPIN = 1 };
__attribute__((constructor)) static void wait_for_gpu_by_spinning(void) {
    const char *wait = getenv("DEV_GPU_WAIT");
    if (wait && strcmp(wait, "spin") != 0) {
        if (strcmp(wait, "blocking") != 0)
            fprintf(stderr,
                    "warning: device: DEV_GPU_WAIT=%s is neither spin nor blocking: "
                    "libomptarget's blocking wait is kept\n",
                    wait);
        return;
    }
    void *cuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!cuda)
        return;
    int (*init)(unsigned) = (int (*)(unsigned))dlsym(cuda, "cuInit");
    int (*count)(int *) = (int (*)(int *))dlsym(cuda, "cuDeviceGetCount");
    int (*get)(int *, int) = (int (*)(int *, int))dlsym(cuda, "cuDeviceGet");
    int (*set_flags)(int, unsigned) =
        (int (*)(int, unsigned))dlsym(cuda, "cuDevicePrimaryCtxSetFlags_v2");
    int (*retain)(void **, int) = (int (*)(void **, int))dlsym(cuda, "cuDevicePrimaryCtxRetain");
    int n = 0, device;
    void *context; /* held to the end of the program, as libomptarget holds its own */
    const int ordinal = omp_get_default_device(); /* the CUDA plugin numbers devices as CUDA does */
    if (init && count && get && set_flags && retain && init(0) == 0 && count(&n) == 0 &&
        ordinal < n && get(&device, ordinal) == 0 && set_flags(device, CUDA_SCHED_SPIN) == 0)
        retain(&context, device);
}

static void require_device(void) {}
int dev_is_offloading(void) { return default_device_is_separate(); }
static void note_enter(const char *p, size_t bytes) { (void)p, (void)bytes; }
static void note_delete(const char *p, size_t bytes) { (void)p, (void)bytes; }
#endif

void dev_copyin(const void *host, size_t bytes) {
    const char *p = host;
    const size_t n = mapped_bytes(bytes);
    require_device();
    if (p) {
        note_enter(p, bytes);
#pragma omp target enter data map(to : p[0:n])
    }
}
void dev_create(const void *host, size_t bytes) {
    const char *p = host;
    const size_t n = mapped_bytes(bytes);
    require_device();
    if (p) {
        note_enter(p, bytes);
#pragma omp target enter data map(alloc : p[0:n])
    }
}
void dev_update_device(const void *host, size_t bytes) {
    const char *p = host;
    if (bytes) {
#pragma omp target update to(p[0:bytes])
    }
}
void dev_update_host(void *host, size_t bytes) {
    char *p = host;
    if (bytes) {
#pragma omp target update from(p[0:bytes])
    }
}
void dev_delete(const void *host, size_t bytes) {
    const char *p = host;
    const size_t n = mapped_bytes(bytes);
    if (p) {
        note_delete(p, bytes);
#pragma omp target exit data map(delete : p[0:n])
    }
}
int dev_is_present(const void *host, size_t bytes) {
    (void)bytes;
    return omp_target_is_present(host, omp_get_default_device());
}
void *dev_ptr(const void *host) { return omp_get_mapped_ptr(host, omp_get_default_device()); }
void dev_synchronize(void) {}
