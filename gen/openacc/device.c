/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      (none: flavour runtime)
 * template:  templates/flavours/openacc/device.c.j2
 * flavour:   openacc
 */
/* Device-data layer for OpenACC: a thin wrapper over the OpenACC runtime API. */
#include <openacc.h>

#include "device.h"

const char *dev_flavour(void) { return "openacc"; }
int dev_is_offloading(void) { return acc_get_device_type() != acc_device_host; }
void dev_copyin(const void *host, size_t bytes) {
    if (bytes)
        acc_copyin((void *)host, bytes);
}
void dev_create(const void *host, size_t bytes) {
    if (bytes)
        acc_create((void *)host, bytes);
}
void dev_update_device(const void *host, size_t bytes) {
    if (bytes)
        acc_update_device((void *)host, bytes);
}
void dev_update_host(void *host, size_t bytes) {
    if (bytes)
        acc_update_self(host, bytes);
}
void dev_delete(const void *host, size_t bytes) {
    if (bytes)
        acc_delete((void *)host, bytes);
}
int dev_is_present(const void *host, size_t bytes) { return acc_is_present((void *)host, bytes); }
void *dev_ptr(const void *host) { return acc_deviceptr((void *)host); }
void dev_synchronize(void) { acc_wait_all(); }
