/* The one place where the runtime meets a flavour: device-data management.
 *
 * Every flavour's template set provides gen/<flavour>/device.c implementing
 * this interface; the rest of the runtime never mentions a directive. Buffers
 * are identified by their host address (OpenACC/OpenMP "present table"). */
#ifndef DEVICE_H
#define DEVICE_H

#include <stddef.h>

const char *dev_flavour(void);                    /* "openacc", "plain", ... */
int dev_is_offloading(void);                      /* 1 if kernels run on an accelerator */
void dev_copyin(const void *host, size_t bytes);  /* allocate on device and copy host -> device */
void dev_create(const void *host, size_t bytes);  /* allocate on device, no copy */
void dev_update_device(const void *host, size_t bytes); /* host -> device */
void dev_update_host(void *host, size_t bytes);         /* device -> host */
void dev_delete(const void *host, size_t bytes);  /* release the device copy, no copy back */
int dev_is_present(const void *host, size_t bytes);
void *dev_ptr(const void *host);                  /* device address, e.g. for cuBLAS */
void dev_synchronize(void);                       /* wait for all queued device work */

#endif
