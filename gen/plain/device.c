/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      (none: flavour runtime)
 * template:  templates/flavours/plain/device.c.j2
 * flavour:   plain
 */
/* Device-data layer for a host-only flavour: the "device" is host memory, so
 * every data movement is a no-op and a device pointer is the host pointer. */
#include "device.h"

const char *dev_flavour(void) { return "plain"; }
int dev_is_offloading(void) { return 0; }
void dev_copyin(const void *host, size_t bytes) {
    (void)host;
    (void)bytes;
}
void dev_create(const void *host, size_t bytes) {
    (void)host;
    (void)bytes;
}
void dev_update_device(const void *host, size_t bytes) {
    (void)host;
    (void)bytes;
}
void dev_update_host(void *host, size_t bytes) {
    (void)host;
    (void)bytes;
}
void dev_delete(const void *host, size_t bytes) {
    (void)host;
    (void)bytes;
}
int dev_is_present(const void *host, size_t bytes) {
    (void)bytes;
    return host != 0;
}
void *dev_ptr(const void *host) { return (void *)host; }
void dev_synchronize(void) {}
