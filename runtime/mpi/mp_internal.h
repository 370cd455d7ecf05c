/* Between the files of runtime/mpi only: what the MPI and serial backends provide to the shared
 * code (mp_common.c), and the CUDA / NCCL glue loaded at run time (mp_cuda.c, MPI build). */
#ifndef MP_INTERNAL_H
#define MP_INTERNAL_H

#include <stddef.h>

#include "mp.h"

/* Fills the zero entries of dims[0..ndims) so that the product is `ranks` (MPI_Dims_create in
 * the MPI build); returns nonzero when the fixed entries cannot give that product. */
int mp_dims_choose(int ranks, int ndims, int *dims);

/* Dies naming the first message that lies outside its buffer, has a negative rank or tag, or
 * repeats a (rank, tag) pair among the sends or among the receives (mp_common.c). */
void mp_halo_check(int n_sends, const mp_message *sends, size_t send_total, int n_recvs,
                   const mp_message *recvs, size_t recv_total);
/* Index of the send to this rank with the tag of `recv`, or -1. */
int mp_matching_send(const mp_message *recv, int n_sends, const mp_message *sends);

/* ---- CUDA runtime and NCCL, loaded at run time (mp_cuda.c; MPI build only) ---- */
/* 1 when libcudart loads (and has the few entry points used here); prints nothing. */
int mp_cuda_load(void);
/* Page-locked host memory (cudaMallocHost) for the host-staged transport; NULL on failure. */
void *mp_cuda_host_alloc(size_t bytes);
void mp_cuda_host_free(void *p); /* NULL: nothing */
/* Synchronous copies between host memory and a device address (cudaMemcpy) */
void mp_cuda_copy_to_host(void *host, const void *device, size_t bytes);
void mp_cuda_copy_to_device(void *device, const void *host, size_t bytes);
void mp_cuda_copy_device(void *dst, const void *src, size_t bytes); /* device to device */
/* "0000:1a:00.0" of the device this process uses, or "?" */
const char *mp_cuda_bus_id(void);

/* 1 when libnccl loads; then mp_nccl_init (collective: rank 0's unique id is broadcast over MPI
 * with mp_bcast) sets up one communicator over all ranks and one CUDA stream. */
int mp_nccl_load(void);
void mp_nccl_init(int rank, int size);
void mp_nccl_group_start(void);
void mp_nccl_send(const void *device_buf, size_t bytes, int peer);
void mp_nccl_recv(void *device_buf, size_t bytes, int peer);
void mp_nccl_group_end(void);
void mp_nccl_wait(void); /* the stream's NCCL operations are complete */
void mp_nccl_finalize(void);

#endif
