/* Device-data layer for OpenMP target offload: unstructured `target enter/exit
 * data` on byte sections of the host buffer, so that kernels find the data with
 * `map(present, ...)`. */
#include <omp.h>

#include "device.h"

const char *dev_flavour(void) { return "omp-target"; }
int dev_is_offloading(void) {
    return omp_get_default_device() < omp_get_num_devices() &&
           omp_get_default_device() != omp_get_initial_device();
}
void dev_copyin(const void *host, size_t bytes) {
    const char *p = host;
    if (bytes) {
#pragma omp target enter data map(to : p[0:bytes])
    }
}
void dev_create(const void *host, size_t bytes) {
    const char *p = host;
    if (bytes) {
#pragma omp target enter data map(alloc : p[0:bytes])
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
    if (bytes) {
#pragma omp target exit data map(delete : p[0:bytes])
    }
}
int dev_is_present(const void *host, size_t bytes) {
    (void)bytes;
    return omp_target_is_present(host, omp_get_default_device());
}
void *dev_ptr(const void *host) { return omp_get_mapped_ptr(host, omp_get_default_device()); }
void dev_synchronize(void) {}
