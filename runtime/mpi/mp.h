/* Message passing for the runtime: the only code that calls MPI (or NCCL) is in runtime/mpi/.
 *
 * Two implementations of this one interface:
 *   mp_mpi.c     the MPI build (configure.py --mpi, compiled with mpicc): the ranks of
 *                MPI_COMM_WORLD, started by mpirun
 *   mp_serial.c  every other build: one rank, no MPI library, the same calls
 * so the distributed code (runtime/sparse/dist_*.c, runtime/eri/dist_fock.c) is compiled and
 * tested everywhere, and runs on 1..P ranks in the MPI build.
 *
 * Errors. mp_fail is for decisions every rank reaches together (a rank count the
 * decomposition cannot use, a bad option): rank 0 prints one `error:` line, every rank leaves
 * MPI and exits with status 1. An error only one rank sees (a file only rank 0 reads) goes
 * through util.h's die: that rank exits with status 1 without MPI_Finalize, and mpirun then
 * stops the other ranks, wherever they wait (no hang).
 *
 * Device data. Buffers are host arrays with a device copy (device.h: identified by their
 * host address). How device data travels between ranks, the transport, is chosen once per run
 * (mp_transport_init, collective) and printed by the programs:
 *   host          the kernels run on the host (plain, omp-host, the offload builds without a
 *                 GPU, the clang-shadow device): dev_update_host, MPI on the host copies,
 *                 dev_update_device (both no-ops where the device is the host)
 *   host-staged   kernels on a GPU, MPI not CUDA-aware: each halo copies its messages between
 *                 the device addresses and page-locked staging buffers of its own
 *                 (cudaMallocHost, cudaMemcpy), MPI on those; the host copies' path above
 *                 where a buffer has no device copy or page-locked memory is refused
 *   cuda-mpi      a CUDA-aware MPI (MPIX_Query_cuda_support): MPI on the device addresses
 *   nccl          NCCL (libnccl.so.2 and libcudart loaded at run time, like cuBLAS in
 *                 runtime/dense; one communicator bootstrapped over MPI): ncclSend/ncclRecv
 *                 on the device addresses; MPI carries host data only
 * MP_TRANSPORT=auto|host|host-staged|cuda-mpi|nccl chooses (default auto: nccl, then cuda-mpi,
 * then host-staged when the kernels run on a GPU; host otherwise). The device notes
 * (../shared/GPU.md): the GPU image's OpenMPI is not CUDA-aware, NCCL works there. One rank per
 * GPU: start each rank with CUDA_VISIBLE_DEVICES set to its local rank (bench/gpu/rank_gpu.sh).
 *
 * Deterministic sums (mp_tree_sum): the same bits on any rank count. A global index space
 * (rows of a matrix, sites of a lattice) is cut into chunks that do not depend on the rank
 * count and that no rank boundary splits; each rank sums its chunks' elements in a fixed order
 * (e.g. the generated sparse_dot_chunks kernels), and the chunk sums are added by one fixed
 * binary tree over the chunk numbers 0..n_chunks-1 (node (k, j) = the chunks j 2^k ..
 * (j+1) 2^k - 1; missing chunks beyond n_chunks count as zero). Each rank adds the largest
 * aligned subtrees lying wholly in its runs of chunks, the few subtree sums of all ranks are
 * gathered, and every rank adds them along the same tree: the result is the tree's value
 * whatever the distribution, on every rank.
 *
 * Halo exchange (mp_halo): a fixed pattern of messages to and from neighbour ranks, set up once
 * (MPI persistent requests, registered staging memory) and run many times. start after the
 * send buffer's device copy is packed; work that does not touch the receive buffer may run
 * before finish; after finish the receive buffer's device copy holds the data.
 *
 * Cartesian topologies (mp_cart): a grid of ranks over up to 4 directions with periodic
 * neighbours, for domain decompositions (the lattice).
 *
 * Groups of ranks (mp_group): a subset of the ranks with collectives of its own (an
 * MPI_Comm_split underneath), e.g. the communicator of one vector piece in LOBPCG's 2D
 * triangular distribution (runtime/eigen/dist_eigen.h), where a rank takes part in two. The
 * world is one group too (mp_group_world). A rank may belong to several groups; collectives
 * on different groups must then be called in an order every rank agrees on (e.g. by
 * increasing group number), or they deadlock. Nonblocking variants (mp_group_i*) return a
 * request that mp_wait completes: work that does not touch the buffers may run in between
 * (how far MPI advances meanwhile depends on the library: OpenMPI's nonblocking collectives
 * progress inside MPI calls). Group collectives move host data; device data goes through
 * dev_update_host / dev_update_device around them.
 */
#ifndef MP_H
#define MP_H

#include <stddef.h>
#include <stdint.h>

/* ---- ranks and errors ---- */

/* Once, first thing in main (before any output): MPI_Init in the MPI build. */
void mp_init(int *argc, char ***argv);
/* Collective, at the end of main on every rank: MPI_Finalize; returns status, so that
 * `return mp_finalize(status);`. A rank that exits without it (util.h's die) makes mpirun
 * stop the others: no atexit handler finalizes, since MPI_Finalize waits for every rank. */
int mp_finalize(int status);
int mp_rank(void);
int mp_size(void);
int mp_is_mpi_build(void); /* 1 in the MPI build (also on one rank), 0 otherwise */
/* Ranks other than 0 send their standard output to /dev/null (a program's report is rank 0's;
 * every rank's stderr, where errors go, stays). */
void mp_quiet_stdout(void);
/* Collective: rank 0 prints "error: <message>" on stderr, every rank exits with status 1. */
void mp_fail(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
/* Collective: nonzero on every rank when `flag` is nonzero on any rank. */
int mp_any(int flag);

/* ---- collectives on host data (every rank calls them in the same order) ---- */
void mp_barrier(void);
void mp_bcast(void *buf, size_t bytes, int root);
/* Sum / maximum of n doubles over the ranks, in place; every rank gets the same bits. The sum
 * depends on the rank count in the last bits (MPI's reduction order): use mp_tree_sum where
 * the bits must not. */
void mp_sum_doubles(double *x, size_t n);
void mp_max_doubles(double *x, size_t n);
void mp_sum_int64(int64_t *x, size_t n);
/* all[r * bytes ..] = rank r's `mine` (bytes each). */
void mp_allgather(const void *mine, size_t bytes, void *all);
/* Variable sizes: rank r sends bytes_of[r] bytes (bytes_of is the same on every rank and
 * known beforehand, e.g. from mp_allgather); all receives them in rank order. */
void mp_allgatherv(const void *mine, const size_t *bytes_of, void *all);
/* Each rank sends send_bytes[r] bytes to rank r, from send + the sum of the earlier counts;
 * recv_bytes[r] bytes arrive from rank r likewise (recv_bytes must match the senders'
 * counts: exchange the counts first with mp_alltoall_counts). */
void mp_alltoallv(const void *send, const size_t *send_bytes, void *recv, const size_t *recv_bytes);
void mp_alltoall_counts(const size_t *send, size_t *recv); /* one size_t to and from each rank */
/* Root sends bytes_of[r] bytes (from all, in rank order) to each rank r, which receives them in
 * mine; bytes_of is read on the root only. Any size (sent in pieces below MPI's int counts). */
void mp_scatterv(const void *all, const size_t *bytes_of, void *mine, size_t my_bytes, int root);

/* ---- deterministic sums ---- */
typedef struct {
    int64_t first, count; /* chunks first .. first + count - 1 */
} mp_chunk_run;
/* Collective. sum[q] = the fixed-tree sum over all chunks of quantity q (q < m). This rank holds
 * the chunk sums partial[i * m + q] of its runs' chunks, in run order (run 0's chunks, then run
 * 1's). The runs of all ranks must cover 0..n_chunks-1 exactly once. */
void mp_tree_sum(int64_t n_chunks, int n_runs, const mp_chunk_run *runs, int m,
                 const double *partial, double *sum);

/* ---- transports and halo exchange ---- */
typedef enum { MP_HOST, MP_HOST_STAGED, MP_CUDA_MPI, MP_NCCL } mp_transport;

/* Collective, once per run (later calls return the first choice): picks the transport (see
 * above), sets up NCCL when chosen, and returns it. */
mp_transport mp_transport_init(void);
const char *mp_transport_name(mp_transport t);
/* One line for the programs' headers, e.g. "MPI, 4 ranks, transport host (kernels on the
 * host)" or "no MPI (serial build)". Calls mp_transport_init (collective). */
const char *mp_describe(void);

/* One message of a halo: to or from `rank`, `bytes` at `offset` of the send or receive buffer.
 * Messages between two ranks are matched by tag (a send's tag is the tag of the receive it
 * fills); a rank's sends, and its receives, have distinct (rank, tag) pairs. */
typedef struct {
    int rank, tag;
    size_t offset, bytes;
} mp_message;

typedef struct mp_halo mp_halo;
/* Collective over the ranks that exchange messages. send_buf and recv_buf are device-present
 * host arrays of send_total and recv_total bytes that stay allocated (and present) for the
 * halo's life. A message may go to this rank itself (periodic directions of a one-rank grid). */
mp_halo *mp_halo_create(int n_sends, const mp_message *sends, const void *send_buf,
                        size_t send_total, int n_recvs, const mp_message *recvs, void *recv_buf,
                        size_t recv_total);
void mp_halo_start(mp_halo *h);  /* the send buffer's device copy is complete */
void mp_halo_finish(mp_halo *h); /* the receive buffer's device copy is complete */
void mp_halo_free(mp_halo *h);

/* ---- Cartesian topologies ---- */
#define MP_CART_MAX_DIMS 4
typedef struct {
    int ndims;
    int dims[MP_CART_MAX_DIMS];     /* ranks along each direction */
    int coords[MP_CART_MAX_DIMS];   /* this rank's position */
    int up[MP_CART_MAX_DIMS];       /* neighbour at coords + 1 (periodic), per direction */
    int down[MP_CART_MAX_DIMS];     /* neighbour at coords - 1 (periodic) */
} mp_cart;
/* Collective. dims[d] > 0 fixes direction d's rank count, 0 lets MPI_Dims_create choose; the
 * product must equal mp_size() (else mp_fail naming the grid and the rank count). Ranks are
 * laid out with the last direction fastest (MPI's row-major order, no reordering). */
void mp_cart_create(int ndims, const int *dims, mp_cart *cart);
/* The rank at coords (each taken modulo its direction's rank count). */
int mp_cart_rank(const mp_cart *cart, const int *coords);

/* ---- groups of ranks ---- */
typedef struct mp_group mp_group;
typedef struct mp_request mp_request;

/* Collective over all ranks: the ranks calling with the same color >= 0 form one group, ranked
 * by key (ties by world rank); a rank calling with color < 0 joins none and gets NULL. */
mp_group *mp_group_split(int color, int key);
mp_group *mp_group_world(void); /* every rank (not to be freed) */
void mp_group_free(mp_group *g); /* collective over the group's ranks; NULL is ignored */
int mp_group_rank(const mp_group *g);
int mp_group_size(const mp_group *g);
int mp_group_world_rank(const mp_group *g, int group_rank); /* the world rank of a member */

/* Collectives inside a group (its ranks only, each with the same arguments as in mp.h's
 * world versions). */
void mp_group_barrier(mp_group *g);
void mp_group_bcast(mp_group *g, void *buf, size_t bytes, int root);
/* all receives bytes_of[r] bytes from each member r in group-rank order (bytes_of the same on
 * every member). */
void mp_group_allgatherv(mp_group *g, const void *mine, const size_t *bytes_of, void *all);
/* Sum of n doubles over the members: into recv on the root (recv may equal send there; read on
 * the root only), or in place on every member (mp_group_sum: the same bits on every member). */
void mp_group_reduce_sum(mp_group *g, const double *send, double *recv, size_t n, int root);
void mp_group_sum(mp_group *g, double *x, size_t n);
/* send holds the sum of count_of[] doubles (count_of the same on every member); member r
 * receives in mine the element-wise sum over the members of its count_of[r] doubles, those
 * at offset count_of[0] + .. + count_of[r - 1] of send. */
void mp_group_reduce_scatter_sum(mp_group *g, const double *send, const size_t *count_of,
                                 double *mine);
/* Nonblocking allgatherv and reduce_scatter_sum: the buffers (and count arrays: copied) must
 * stay untouched until mp_wait. */
mp_request *mp_group_iallgatherv(mp_group *g, const void *mine, const size_t *bytes_of, void *all);
mp_request *mp_group_ireduce_scatter_sum(mp_group *g, const double *send, const size_t *count_of,
                                         double *mine);
void mp_wait(mp_request *r); /* completes r and frees it; NULL is ignored */
/* Lets MPI advance r (MPI_Test: OpenMPI moves nonblocking collectives on the CPU only inside
 * MPI calls, so a caller computing between start and mp_wait calls this between kernels);
 * 1 once r is complete (NULL: 1). r stays valid: mp_wait still completes and frees it. */
int mp_progress(mp_request *r);

#endif
