/* mp.h without MPI: one rank (every build but configure.py --mpi). Collectives copy; a halo
 * can only name this rank, whose messages are copied (periodic directions of a one-rank grid). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "mp.h"
#include "mp_internal.h"
#include "util.h"

void mp_init(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
}
int mp_rank(void) { return 0; }
int mp_size(void) { return 1; }
int mp_is_mpi_build(void) { return 0; }

void mp_fail(const char *fmt, ...)
{
    char message[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    die("%s", message); /* the one rank */
}

int mp_any(int flag) { return flag != 0; }
void mp_barrier(void) {}
void mp_bcast(void *buf, size_t bytes, int root)
{
    (void)buf, (void)bytes, (void)root;
}
void mp_sum_doubles(double *x, size_t n) { (void)x, (void)n; }
void mp_max_doubles(double *x, size_t n) { (void)x, (void)n; }
void mp_sum_int64(int64_t *x, size_t n) { (void)x, (void)n; }
void mp_allgather(const void *mine, size_t bytes, void *all) { memmove(all, mine, bytes); }
void mp_allgatherv(const void *mine, const size_t *bytes_of, void *all)
{
    memmove(all, mine, bytes_of[0]);
}
void mp_alltoallv(const void *send, const size_t *send_bytes, void *recv, const size_t *recv_bytes)
{
    if (send_bytes[0] != recv_bytes[0])
        die("mp_alltoallv: %zu bytes sent to this rank, %zu expected", send_bytes[0], recv_bytes[0]);
    memmove(recv, send, send_bytes[0]);
}
void mp_alltoall_counts(const size_t *send, size_t *recv) { recv[0] = send[0]; }
void mp_scatterv(const void *all, const size_t *bytes_of, void *mine, size_t my_bytes, int root)
{
    (void)root;
    if (bytes_of[0] != my_bytes)
        die("mp_scatterv: %zu bytes sent, %zu expected", bytes_of[0], my_bytes);
    memmove(mine, all, my_bytes);
}

int mp_dims_choose(int ranks, int ndims, int *dims)
{
    (void)ranks;
    for (int d = 0; d < ndims; ++d) {
        if (dims[d] > 1)
            return 1;
        dims[d] = 1;
    }
    return 0;
}

mp_transport mp_transport_init(void) { return MP_HOST; }
const char *mp_describe(void) { return "no MPI (serial build), 1 rank"; }

int mp_finalize(int status) { return status; }

/* A one-rank halo: every message goes to this rank; each receive is filled by the send of
 * the same tag. */
struct mp_halo {
    int n;
    mp_message *sends, *recvs; /* pairs, recvs[i] filled from sends[i] */
    const char *send_buf;
    char *recv_buf;
};

mp_halo *mp_halo_create(int n_sends, const mp_message *sends, const void *send_buf,
                        size_t send_total, int n_recvs, const mp_message *recvs, void *recv_buf,
                        size_t recv_total)
{
    mp_halo_check(n_sends, sends, send_total, n_recvs, recvs, recv_total);
    if (n_sends != n_recvs)
        die("mp_halo_create: %d sends but %d receives on one rank", n_sends, n_recvs);
    mp_halo *h = xcalloc(1, sizeof *h);
    h->n = n_sends;
    h->sends = xmalloc(sizeof *sends * (size_t)(n_sends + 1));
    h->recvs = xmalloc(sizeof *recvs * (size_t)(n_recvs + 1));
    for (int i = 0; i < n_recvs; ++i) {
        const int j = mp_matching_send(&recvs[i], n_sends, sends);
        if (j < 0 || sends[j].bytes != recvs[i].bytes)
            die("mp_halo_create: the receive of tag %d (%zu bytes) has no send of that tag and "
                "size", recvs[i].tag, recvs[i].bytes);
        h->sends[i] = sends[j];
        h->recvs[i] = recvs[i];
    }
    h->send_buf = send_buf;
    h->recv_buf = recv_buf;
    return h;
}

void mp_halo_start(mp_halo *h)
{
    for (int i = 0; i < h->n; ++i)
        dev_update_host((char *)h->send_buf + h->sends[i].offset, h->sends[i].bytes);
}

void mp_halo_finish(mp_halo *h)
{
    for (int i = 0; i < h->n; ++i) {
        char *to = h->recv_buf + h->recvs[i].offset;
        memcpy(to, h->send_buf + h->sends[i].offset, h->recvs[i].bytes);
        dev_update_device(to, h->recvs[i].bytes);
    }
}

void mp_halo_free(mp_halo *h)
{
    if (!h)
        return;
    free(h->sends);
    free(h->recvs);
    free(h);
}

/* ---- groups: the one rank ---- */
struct mp_group {
    int owned;
};
struct mp_request {
    int unused;
};

mp_group *mp_group_split(int color, int key)
{
    (void)key;
    if (color < 0)
        return NULL;
    mp_group *g = xcalloc(1, sizeof *g);
    g->owned = 1;
    return g;
}

mp_group *mp_group_world(void)
{
    static mp_group world = {0};
    return &world;
}

void mp_group_free(mp_group *g)
{
    if (g && g->owned)
        free(g);
}

int mp_group_rank(const mp_group *g) { return (void)g, 0; }
int mp_group_size(const mp_group *g) { return (void)g, 1; }
int mp_group_world_rank(const mp_group *g, int group_rank) { return (void)g, (void)group_rank, 0; }
void mp_group_barrier(mp_group *g) { (void)g; }
void mp_group_bcast(mp_group *g, void *buf, size_t bytes, int root)
{
    (void)g, (void)buf, (void)bytes, (void)root;
}
void mp_group_reduce_sum(mp_group *g, const double *send, double *recv, size_t n, int root)
{
    (void)g, (void)root;
    memmove(recv, send, sizeof(double) * n);
}
void mp_group_sum(mp_group *g, double *x, size_t n) { (void)g, (void)x, (void)n; }
void mp_group_allgatherv(mp_group *g, const void *mine, const size_t *bytes_of, void *all)
{
    (void)g;
    memmove(all, mine, bytes_of[0]);
}
void mp_group_reduce_scatter_sum(mp_group *g, const double *send, const size_t *count_of,
                                 double *mine)
{
    (void)g;
    memmove(mine, send, sizeof(double) * count_of[0]);
}
mp_request *mp_group_iallgatherv(mp_group *g, const void *mine, const size_t *bytes_of, void *all)
{
    mp_group_allgatherv(g, mine, bytes_of, all);
    return NULL;
}
mp_request *mp_group_ireduce_scatter_sum(mp_group *g, const double *send, const size_t *count_of,
                                         double *mine)
{
    mp_group_reduce_scatter_sum(g, send, count_of, mine);
    return NULL;
}
void mp_wait(mp_request *r) { (void)r; }
int mp_progress(mp_request *r) { return (void)r, 1; }
