/* mp.h over MPI (configure.py --mpi): the ranks of MPI_COMM_WORLD. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <mpi.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__has_include)
#if __has_include(<mpi-ext.h>)
#include <mpi-ext.h> /* MPIX_Query_cuda_support (OpenMPI) */
#endif
#endif

#include "device.h"
#include "mp.h"
#include "mp_internal.h"
#include "util.h"

static int my_rank, n_ranks;

void mp_init(int *argc, char ***argv)
{
    MPI_Init(argc, argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &my_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n_ranks);
}

int mp_rank(void) { return my_rank; }
int mp_size(void) { return n_ranks; }
int mp_is_mpi_build(void) { return 1; }

static int transport = -1; /* mp_transport once chosen */

int mp_finalize(int status)
{
    if (transport == MP_NCCL)
        mp_nccl_finalize();
    MPI_Finalize();
    return status;
}

void mp_fail(const char *fmt, ...)
{
    char message[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    if (my_rank == 0) {
        fprintf(stderr, "error: %s\n", message);
        fflush(stderr);
    }
    exit(mp_finalize(1));
}

int mp_any(int flag)
{
    int mine = flag != 0, any = 0;
    MPI_Allreduce(&mine, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    return any;
}

/* ---- collectives on host data ---- */

static int int_count(size_t n, const char *what)
{
    if (n > INT_MAX)
        die("%s: %zu elements exceed MPI's int counts", what, n);
    return (int)n;
}

void mp_barrier(void) { MPI_Barrier(MPI_COMM_WORLD); }

/* Large buffers go in pieces of at most 1 GiB (MPI counts are int). */
#define PIECE ((size_t)1 << 30)

void mp_bcast(void *buf, size_t bytes, int root)
{
    for (size_t at = 0; at < bytes; at += PIECE) {
        const size_t n = bytes - at < PIECE ? bytes - at : PIECE;
        MPI_Bcast((char *)buf + at, (int)n, MPI_BYTE, root, MPI_COMM_WORLD);
    }
}

void mp_sum_doubles(double *x, size_t n)
{
    MPI_Allreduce(MPI_IN_PLACE, x, int_count(n, "mp_sum_doubles"), MPI_DOUBLE, MPI_SUM,
                  MPI_COMM_WORLD);
}

void mp_max_doubles(double *x, size_t n)
{
    MPI_Allreduce(MPI_IN_PLACE, x, int_count(n, "mp_max_doubles"), MPI_DOUBLE, MPI_MAX,
                  MPI_COMM_WORLD);
}

void mp_sum_int64(int64_t *x, size_t n)
{
    MPI_Allreduce(MPI_IN_PLACE, x, int_count(n, "mp_sum_int64"), MPI_INT64_T, MPI_SUM,
                  MPI_COMM_WORLD);
}

void mp_allgather(const void *mine, size_t bytes, void *all)
{
    MPI_Allgather(mine, int_count(bytes, "mp_allgather"), MPI_BYTE, all, (int)bytes, MPI_BYTE,
                  MPI_COMM_WORLD);
}

/* counts and displacements in bytes for the v-collectives */
static void int_layout(const size_t *bytes, int *count, int *displ, const char *what)
{
    size_t at = 0;
    for (int r = 0; r < n_ranks; ++r) {
        count[r] = int_count(bytes[r], what);
        displ[r] = int_count(at, what);
        at += bytes[r];
    }
}

void mp_allgatherv(const void *mine, const size_t *bytes_of, void *all)
{
    int *count = xmalloc(sizeof(int) * (size_t)n_ranks), *displ = xmalloc(sizeof(int) * (size_t)n_ranks);
    int_layout(bytes_of, count, displ, "mp_allgatherv");
    MPI_Allgatherv(mine, count[my_rank], MPI_BYTE, all, count, displ, MPI_BYTE, MPI_COMM_WORLD);
    free(count);
    free(displ);
}

void mp_alltoall_counts(const size_t *send, size_t *recv)
{
    MPI_Alltoall(send, sizeof(size_t), MPI_BYTE, recv, sizeof(size_t), MPI_BYTE, MPI_COMM_WORLD);
}

void mp_alltoallv(const void *send, const size_t *send_bytes, void *recv, const size_t *recv_bytes)
{
    const size_t n = (size_t)n_ranks;
    int *sc = xmalloc(sizeof(int) * n), *sd = xmalloc(sizeof(int) * n);
    int *rc = xmalloc(sizeof(int) * n), *rd = xmalloc(sizeof(int) * n);
    int_layout(send_bytes, sc, sd, "mp_alltoallv");
    int_layout(recv_bytes, rc, rd, "mp_alltoallv");
    MPI_Alltoallv(send, sc, sd, MPI_BYTE, recv, rc, rd, MPI_BYTE, MPI_COMM_WORLD);
    free(sc), free(sd), free(rc), free(rd);
}

void mp_scatterv(const void *all, const size_t *bytes_of, void *mine, size_t my_bytes, int root)
{
    if (my_rank != root) {
        for (size_t at = 0; at < my_bytes; at += PIECE) {
            const size_t n = my_bytes - at < PIECE ? my_bytes - at : PIECE;
            MPI_Recv((char *)mine + at, (int)n, MPI_BYTE, root, 0, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        }
        return;
    }
    size_t start = 0;
    for (int r = 0; r < n_ranks; start += bytes_of[r], ++r) {
        const char *from = (const char *)all + start;
        if (r == root) {
            if (bytes_of[r] != my_bytes)
                die("mp_scatterv: %zu bytes for the root, %zu expected", bytes_of[r], my_bytes);
            memmove(mine, from, my_bytes);
            continue;
        }
        for (size_t at = 0; at < bytes_of[r]; at += PIECE) {
            const size_t n = bytes_of[r] - at < PIECE ? bytes_of[r] - at : PIECE;
            MPI_Send(from + at, (int)n, MPI_BYTE, r, 0, MPI_COMM_WORLD);
        }
    }
}

int mp_dims_choose(int ranks, int ndims, int *dims)
{
    long fixed = 1;
    int free_dims = 0;
    for (int d = 0; d < ndims; ++d) {
        if (dims[d] > 0)
            fixed *= dims[d];
        else
            free_dims++;
    }
    if (ranks % fixed != 0 || (free_dims == 0 && fixed != ranks))
        return 1;
    MPI_Dims_create(ranks, ndims, dims);
    return 0;
}

/* ---- transports ---- */

static int mpi_is_cuda_aware(void)
{
#if defined(MPIX_CUDA_AWARE_SUPPORT)
    return MPIX_Query_cuda_support() == 1;
#else
    return 0;
#endif
}

/* The best transport this rank can use for kernels on a GPU (the ranks then agree on the
 * lowest of their choices). */
static mp_transport best_device_transport(void)
{
    if (mp_cuda_load() && mp_nccl_load())
        return MP_NCCL;
    if (mpi_is_cuda_aware())
        return MP_CUDA_MPI;
    return MP_HOST_STAGED;
}

/* MP_TRANSPORT's choice for this rank, or -1 with *why set when it cannot be had. */
static int requested_transport(const char *want, int gpu, const char **why)
{
    *why = NULL;
    if (strcmp(want, "auto") == 0)
        return gpu ? (int)best_device_transport() : MP_HOST;
    if (strcmp(want, "host") == 0 || strcmp(want, "host-staged") == 0)
        return gpu ? MP_HOST_STAGED : MP_HOST;
    if (strcmp(want, "nccl") == 0 || strcmp(want, "cuda-mpi") == 0) {
        if (!gpu)
            *why = "the kernels do not run on a GPU";
        else if (want[0] == 'n' && !(mp_cuda_load() && mp_nccl_load()))
            *why = "libnccl.so.2 or libcudart could not be loaded";
        else if (want[0] == 'c' && !mpi_is_cuda_aware())
            *why = "this MPI library is not CUDA-aware (MPIX_Query_cuda_support() = 0)";
        return *why ? -1 : (want[0] == 'n' ? MP_NCCL : MP_CUDA_MPI);
    }
    *why = "unknown transport (auto, host, host-staged, cuda-mpi or nccl)";
    return -1;
}

mp_transport mp_transport_init(void)
{
    if (transport >= 0)
        return (mp_transport)transport;
    const char *want = getenv("MP_TRANSPORT");
    if (!want || !*want)
        want = "auto";
    const char *why;
    const int gpu = dev_is_offloading();
    int mine = requested_transport(want, gpu, &why);
    if (mp_any(mine < 0)) {
        if (mine >= 0)
            why = "not available on every rank";
        mp_fail("MP_TRANSPORT=%s: %s", want, why);
    }
    /* The same transport on every rank: the lowest choice (nccl > cuda-mpi > staged > host). */
    MPI_Allreduce(&mine, &transport, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (transport == MP_NCCL)
        mp_nccl_init(my_rank, n_ranks);
    return (mp_transport)transport;
}

const char *mp_describe(void)
{
    static char text[512];
    const mp_transport t = mp_transport_init();
    int n = snprintf(text, sizeof text, "MPI, %d rank%s, transport %s", n_ranks,
                     n_ranks == 1 ? "" : "s", mp_transport_name(t));
    if (t == MP_HOST) {
        snprintf(text + n, sizeof text - (size_t)n, " (kernels on the host)");
        return text;
    }
    /* each rank's GPU: a shared one means CUDA_VISIBLE_DEVICES was not set per rank */
    char mine[32] = "?", *all = xcalloc((size_t)n_ranks, sizeof mine);
    if (mp_cuda_load())
        snprintf(mine, sizeof mine, "%s", mp_cuda_bus_id());
    mp_allgather(mine, sizeof mine, all);
    int shared = 0;
    n += snprintf(text + n, sizeof text - (size_t)n, ", GPUs");
    for (int r = 0; r < n_ranks && n < (int)sizeof text - 40; ++r) {
        n += snprintf(text + n, sizeof text - (size_t)n, " %s", all + r * sizeof mine);
        for (int q = 0; q < r; ++q)
            shared |= strcmp(all + r * sizeof mine, all + q * sizeof mine) == 0 &&
                      strcmp(all + r * sizeof mine, "?") != 0;
    }
    if (shared)
        snprintf(text + n, sizeof text - (size_t)n,
                 " (warning: ranks share a GPU: set CUDA_VISIBLE_DEVICES per rank)");
    free(all);
    return text;
}

/* ---- halo exchange ---- */

struct mp_halo {
    mp_transport transport;
    int n_sends, n_recvs;
    mp_message *sends, *recvs;
    const char *send_buf;
    char *recv_buf;
    char *send_dev, *recv_dev; /* device addresses (cuda-mpi, nccl) */
    MPI_Request *requests;     /* persistent: the receives, then the sends (not nccl) */
    /* host-staged: the halo's own page-locked copies of its buffers (NULL: the path through
     * the host copies with dev_update_host/device, e.g. when the buffers are not on a GPU) */
    char *stage_send, *stage_recv;
};

/* host-staged: page-locked staging buffers of the halo's own, filled and emptied by copies
 * between them and the device addresses of the buffers. The host copies of user buffers are
 * never page-locked: a registration of part of an allocation made every later copy that
 * crossed its end fail (cuMemcpyDtoHAsync: invalid argument), as happened where several halos
 * share one buffer with messages of different lengths (the lattice's gauge faces). */
static void create_staging(mp_halo *h, size_t send_total, size_t recv_total)
{
    char *send_dev = dev_ptr(h->send_buf), *recv_dev = dev_ptr(h->recv_buf);
    if (!send_dev || !recv_dev || !mp_cuda_load())
        return;
    h->stage_send = mp_cuda_host_alloc(send_total);
    h->stage_recv = mp_cuda_host_alloc(recv_total);
    if (!h->stage_send || !h->stage_recv) { /* page-locked memory refused: the slower path */
        mp_cuda_host_free(h->stage_send);
        mp_cuda_host_free(h->stage_recv);
        h->stage_send = h->stage_recv = NULL;
        return;
    }
    h->send_dev = send_dev;
    h->recv_dev = recv_dev;
}

static void create_requests(mp_halo *h)
{
    const int device = h->transport == MP_CUDA_MPI;
    const char *send = device ? h->send_dev : h->stage_send ? h->stage_send : h->send_buf;
    char *recv = device ? h->recv_dev : h->stage_recv ? h->stage_recv : h->recv_buf;
    h->requests = xmalloc(sizeof(MPI_Request) * (size_t)(h->n_sends + h->n_recvs + 1));
    for (int i = 0; i < h->n_recvs; ++i) {
        const mp_message *m = &h->recvs[i];
        MPI_Recv_init(recv + m->offset, int_count(m->bytes, "mp_halo"), MPI_BYTE, m->rank, m->tag,
                      MPI_COMM_WORLD, &h->requests[i]);
    }
    for (int i = 0; i < h->n_sends; ++i) {
        const mp_message *m = &h->sends[i];
        MPI_Send_init(send + m->offset, int_count(m->bytes, "mp_halo"), MPI_BYTE, m->rank, m->tag,
                      MPI_COMM_WORLD, &h->requests[h->n_recvs + i]);
    }
}

static int by_rank_then_tag(const void *pa, const void *pb)
{
    const mp_message *a = pa, *b = pb;
    if (a->rank != b->rank)
        return a->rank < b->rank ? -1 : 1;
    return (a->tag > b->tag) - (a->tag < b->tag);
}

mp_halo *mp_halo_create(int n_sends, const mp_message *sends, const void *send_buf,
                        size_t send_total, int n_recvs, const mp_message *recvs, void *recv_buf,
                        size_t recv_total)
{
    mp_halo_check(n_sends, sends, send_total, n_recvs, recvs, recv_total);
    mp_halo *h = xcalloc(1, sizeof *h);
    h->transport = mp_transport_init();
    h->n_sends = n_sends;
    h->n_recvs = n_recvs;
    h->sends = xmalloc(sizeof *sends * (size_t)(n_sends + 1));
    h->recvs = xmalloc(sizeof *recvs * (size_t)(n_recvs + 1));
    memcpy(h->sends, sends, sizeof *sends * (size_t)n_sends);
    memcpy(h->recvs, recvs, sizeof *recvs * (size_t)n_recvs);
    /* NCCL matches the messages between two ranks in the order they are posted (no tags): the
     * same (rank, tag) order on both sides pairs them as the tags say */
    qsort(h->sends, (size_t)n_sends, sizeof *sends, by_rank_then_tag);
    qsort(h->recvs, (size_t)n_recvs, sizeof *recvs, by_rank_then_tag);
    h->send_buf = send_buf;
    h->recv_buf = recv_buf;
    if (h->transport == MP_CUDA_MPI || h->transport == MP_NCCL) {
        h->send_dev = dev_ptr(send_buf);
        h->recv_dev = dev_ptr(recv_buf);
    }
    if (h->transport == MP_HOST_STAGED)
        create_staging(h, send_total, recv_total);
    if (h->transport != MP_NCCL)
        create_requests(h);
    return h;
}

void mp_halo_start(mp_halo *h)
{
    switch (h->transport) {
    case MP_HOST:
    case MP_HOST_STAGED:
        for (int i = 0; i < h->n_sends; ++i) {
            const mp_message *m = &h->sends[i];
            if (h->stage_send)
                mp_cuda_copy_to_host(h->stage_send + m->offset, h->send_dev + m->offset, m->bytes);
            else
                dev_update_host((char *)h->send_buf + m->offset, m->bytes);
        }
        MPI_Startall(h->n_recvs + h->n_sends, h->requests);
        break;
    case MP_CUDA_MPI:
        dev_synchronize(); /* the packing kernels have written the send buffer */
        MPI_Startall(h->n_recvs + h->n_sends, h->requests);
        break;
    case MP_NCCL:
        dev_synchronize();
        mp_nccl_group_start();
        for (int i = 0; i < h->n_recvs; ++i)
            if (h->recvs[i].rank != my_rank)
                mp_nccl_recv(h->recv_dev + h->recvs[i].offset, h->recvs[i].bytes, h->recvs[i].rank);
        for (int i = 0; i < h->n_sends; ++i)
            if (h->sends[i].rank != my_rank)
                mp_nccl_send(h->send_dev + h->sends[i].offset, h->sends[i].bytes, h->sends[i].rank);
        mp_nccl_group_end();
        for (int i = 0; i < h->n_recvs; ++i) {
            const int j = h->recvs[i].rank == my_rank
                              ? mp_matching_send(&h->recvs[i], h->n_sends, h->sends) : -1;
            if (j >= 0)
                mp_cuda_copy_device(h->recv_dev + h->recvs[i].offset,
                                    h->send_dev + h->sends[j].offset, h->recvs[i].bytes);
        }
        break;
    }
}

void mp_halo_finish(mp_halo *h)
{
    if (h->transport == MP_NCCL) {
        mp_nccl_wait();
        return;
    }
    MPI_Waitall(h->n_recvs + h->n_sends, h->requests, MPI_STATUSES_IGNORE);
    if (h->transport == MP_CUDA_MPI)
        return;
    for (int i = 0; i < h->n_recvs; ++i) {
        const mp_message *m = &h->recvs[i];
        if (h->stage_recv)
            mp_cuda_copy_to_device(h->recv_dev + m->offset, h->stage_recv + m->offset, m->bytes);
        else
            dev_update_device(h->recv_buf + m->offset, m->bytes);
    }
}

void mp_halo_free(mp_halo *h)
{
    if (!h)
        return;
    if (h->requests)
        for (int i = 0; i < h->n_recvs + h->n_sends; ++i)
            MPI_Request_free(&h->requests[i]);
    mp_cuda_host_free(h->stage_send);
    mp_cuda_host_free(h->stage_recv);
    free(h->requests);
    free(h->sends);
    free(h->recvs);
    free(h);
}

/* ---- groups of ranks ---- */

struct mp_group {
    MPI_Comm comm;
    int rank, size;
    int *world_rank; /* of each member */
    int owned;       /* 0 for the world group */
};

struct mp_request {
    MPI_Request request;
    int *count, *displ; /* kept until the operation completes */
};

static mp_group *group_of(MPI_Comm comm, int owned)
{
    mp_group *g = xcalloc(1, sizeof *g);
    g->comm = comm;
    g->owned = owned;
    MPI_Comm_rank(comm, &g->rank);
    MPI_Comm_size(comm, &g->size);
    g->world_rank = xmalloc(sizeof(int) * (size_t)g->size);
    MPI_Allgather(&my_rank, 1, MPI_INT, g->world_rank, 1, MPI_INT, comm);
    return g;
}

mp_group *mp_group_split(int color, int key)
{
    MPI_Comm comm;
    MPI_Comm_split(MPI_COMM_WORLD, color < 0 ? MPI_UNDEFINED : color, key, &comm);
    return comm == MPI_COMM_NULL ? NULL : group_of(comm, 1);
}

mp_group *mp_group_world(void)
{
    static mp_group *world;
    if (!world)
        world = group_of(MPI_COMM_WORLD, 0);
    return world;
}

void mp_group_free(mp_group *g)
{
    if (!g || !g->owned)
        return;
    MPI_Comm_free(&g->comm);
    free(g->world_rank);
    free(g);
}

int mp_group_rank(const mp_group *g) { return g->rank; }
int mp_group_size(const mp_group *g) { return g->size; }
int mp_group_world_rank(const mp_group *g, int group_rank) { return g->world_rank[group_rank]; }

void mp_group_barrier(mp_group *g) { MPI_Barrier(g->comm); }

void mp_group_bcast(mp_group *g, void *buf, size_t bytes, int root)
{
    for (size_t at = 0; at < bytes; at += PIECE) {
        const size_t n = bytes - at < PIECE ? bytes - at : PIECE;
        MPI_Bcast((char *)buf + at, (int)n, MPI_BYTE, root, g->comm);
    }
}

void mp_group_reduce_sum(mp_group *g, const double *send, double *recv, size_t n, int root)
{
    const int count = int_count(n, "mp_group_reduce_sum");
    if (g->rank == root)
        MPI_Reduce(send == recv ? MPI_IN_PLACE : send, recv, count, MPI_DOUBLE, MPI_SUM, root,
                   g->comm);
    else
        MPI_Reduce(send, NULL, count, MPI_DOUBLE, MPI_SUM, root, g->comm);
}

void mp_group_sum(mp_group *g, double *x, size_t n)
{
    MPI_Allreduce(MPI_IN_PLACE, x, int_count(n, "mp_group_sum"), MPI_DOUBLE, MPI_SUM, g->comm);
}

/* int counts and displacements of a group's members (in units of what the sizes count) */
static mp_request *request_with_layout(const mp_group *g, const size_t *sizes, const char *what)
{
    mp_request *r = xcalloc(1, sizeof *r);
    r->count = xmalloc(sizeof(int) * (size_t)g->size);
    r->displ = xmalloc(sizeof(int) * (size_t)g->size);
    size_t at = 0;
    for (int q = 0; q < g->size; ++q) {
        r->count[q] = int_count(sizes[q], what);
        r->displ[q] = int_count(at, what);
        at += sizes[q];
    }
    return r;
}

mp_request *mp_group_iallgatherv(mp_group *g, const void *mine, const size_t *bytes_of, void *all)
{
    mp_request *r = request_with_layout(g, bytes_of, "mp_group_allgatherv");
    MPI_Iallgatherv(mine, r->count[g->rank], MPI_BYTE, all, r->count, r->displ, MPI_BYTE, g->comm,
                    &r->request);
    return r;
}

mp_request *mp_group_ireduce_scatter_sum(mp_group *g, const double *send, const size_t *count_of,
                                         double *mine)
{
    mp_request *r = request_with_layout(g, count_of, "mp_group_reduce_scatter_sum");
    MPI_Ireduce_scatter(send, mine, r->count, MPI_DOUBLE, MPI_SUM, g->comm, &r->request);
    return r;
}

void mp_wait(mp_request *r)
{
    if (!r)
        return;
    MPI_Wait(&r->request, MPI_STATUS_IGNORE);
    free(r->count);
    free(r->displ);
    free(r);
}

int mp_progress(mp_request *r)
{
    if (!r)
        return 1;
    int done = 0;
    MPI_Test(&r->request, &done, MPI_STATUS_IGNORE); /* a completed request becomes NULL */
    return done;
}

void mp_group_allgatherv(mp_group *g, const void *mine, const size_t *bytes_of, void *all)
{
    mp_wait(mp_group_iallgatherv(g, mine, bytes_of, all));
}

void mp_group_reduce_scatter_sum(mp_group *g, const double *send, const size_t *count_of,
                                 double *mine)
{
    mp_wait(mp_group_ireduce_scatter_sum(g, send, count_of, mine));
}
