/* The parts of mp.h that both backends share: the fixed-tree sums, Cartesian grids, names. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mp.h"
#include "mp_internal.h"
#include "util.h"

const char *mp_transport_name(mp_transport t)
{
    static const char *const names[] = {"host", "host-staged", "cuda-mpi", "nccl"};
    return names[t];
}

void mp_quiet_stdout(void)
{
    if (mp_rank() != 0 && !freopen("/dev/null", "w", stdout))
        die("rank %d: cannot send stdout to /dev/null", mp_rank());
}

/* ---- halo patterns ---- */

static void check_messages(const char *what, int n, const mp_message *m, size_t total)
{
    for (int i = 0; i < n; ++i) {
        if (m[i].rank < 0 || m[i].rank >= mp_size() || m[i].tag < 0 || m[i].tag > 32767)
            die("mp_halo_create: %s %d names rank %d, tag %d (ranks 0..%d, tags 0..32767)", what,
                i, m[i].rank, m[i].tag, mp_size() - 1);
        if (m[i].offset > total || m[i].bytes > total - m[i].offset)
            die("mp_halo_create: %s %d (%zu bytes at %zu) lies outside its %zu-byte buffer", what,
                i, m[i].bytes, m[i].offset, total);
        for (int j = 0; j < i; ++j)
            if (m[j].rank == m[i].rank && m[j].tag == m[i].tag)
                die("mp_halo_create: %ss %d and %d both name rank %d with tag %d", what, j, i,
                    m[i].rank, m[i].tag);
    }
}

void mp_halo_check(int n_sends, const mp_message *sends, size_t send_total, int n_recvs,
                   const mp_message *recvs, size_t recv_total)
{
    check_messages("send", n_sends, sends, send_total);
    check_messages("receive", n_recvs, recvs, recv_total);
}

int mp_matching_send(const mp_message *recv, int n_sends, const mp_message *sends)
{
    for (int j = 0; j < n_sends; ++j)
        if (sends[j].rank == mp_rank() && sends[j].tag == recv->tag)
            return j;
    return -1;
}

/* ---- deterministic sums ---- */

/* Quantities per sum that mp_tree_sum takes (CG adds two dot products at once). */
#define MAX_QUANTITIES 8

/* One subtree sum as it travels between ranks: node (level, index) of the global tree. */
typedef struct {
    int64_t level, index;
    double value[MAX_QUANTITIES];
} tree_node;

static int by_level_then_index(const void *pa, const void *pb)
{
    const tree_node *a = pa, *b = pb;
    if (a->level != b->level)
        return a->level < b->level ? -1 : 1;
    return (a->index > b->index) - (a->index < b->index);
}

/* Level of the largest aligned subtree starting at chunk i that ends at or before `end`. */
static int largest_subtree(int64_t i, int64_t end)
{
    int k = 0;
    while (k < 62 && (i & ((int64_t)1 << k)) == 0 && i + ((int64_t)2 << k) <= end)
        ++k;
    return k;
}

/* node->value = the pairwise-tree sum of the 2^level chunk sums at p (m quantities each);
 * work holds 2^level * m doubles. Level by level, s[i] = s[2i] + s[2i + 1]: the tree's order. */
static void subtree_sum(const double *p, int level, int m, double *work, tree_node *node)
{
    int64_t len = (int64_t)1 << level;
    memcpy(work, p, sizeof(double) * (size_t)(len * m));
    for (; len > 1; len /= 2)
        for (int64_t i = 0; i < len / 2; ++i)
            for (int q = 0; q < m; ++q)
                work[i * m + q] = work[2 * i * m + q] + work[(2 * i + 1) * m + q];
    memcpy(node->value, work, sizeof(double) * (size_t)m);
}

/* out = value of node (level, index) of the global tree over n_chunks chunks, from the
 * gathered subtree sums (sorted); chunks beyond n_chunks are zeros. */
static void tree_value(const tree_node *nodes, size_t n_nodes, int64_t n_chunks, int level,
                       int64_t index, int m, double *out)
{
    if ((index << level) >= n_chunks) {
        memset(out, 0, sizeof(double) * (size_t)m);
        return;
    }
    const tree_node key = {level, index, {0}};
    const tree_node *hit = bsearch(&key, nodes, n_nodes, sizeof *nodes, by_level_then_index);
    if (hit) {
        memcpy(out, hit->value, sizeof(double) * (size_t)m);
        return;
    }
    if (level == 0)
        die("mp_tree_sum: chunk %lld is in no rank's runs", (long long)index);
    double right[MAX_QUANTITIES];
    tree_value(nodes, n_nodes, n_chunks, level - 1, 2 * index, m, out);
    tree_value(nodes, n_nodes, n_chunks, level - 1, 2 * index + 1, m, right);
    for (int q = 0; q < m; ++q)
        out[q] += right[q];
}

/* Subtree sums of one rank in the first message: enough for one run of up to 2^31 chunks (at
 * most two subtrees per level), so a sum costs one collective; ranks with more (many runs) send
 * the rest in a second one, which every rank then knows to take part in. */
#define FIRST_NODES 64
typedef struct {
    int64_t count;
    tree_node node[FIRST_NODES];
} node_packet;

/* Every rank's subtree sums (in no particular order); *n_all of them. */
static tree_node *gather_nodes(const tree_node *mine, size_t n_mine, size_t *n_all)
{
    const int size = mp_size();
    node_packet *packet = xcalloc(1, sizeof *packet), *packets = xmalloc(sizeof *packets * (size_t)size);
    const size_t first = n_mine < FIRST_NODES ? n_mine : FIRST_NODES;
    packet->count = (int64_t)n_mine;
    memcpy(packet->node, mine, sizeof *mine * first);
    mp_allgather(packet, sizeof *packet, packets);
    size_t total = 0, rest_total = 0, *rest_bytes = xmalloc(sizeof(size_t) * (size_t)size);
    for (int r = 0; r < size; ++r) {
        total += (size_t)packets[r].count;
        rest_bytes[r] = packets[r].count > FIRST_NODES
                            ? sizeof(tree_node) * (size_t)(packets[r].count - FIRST_NODES) : 0;
        rest_total += rest_bytes[r];
    }
    tree_node *all = xmalloc(sizeof *all * (total ? total : 1));
    size_t at = 0;
    for (int r = 0; r < size; ++r) {
        const size_t n = packets[r].count < FIRST_NODES ? (size_t)packets[r].count : FIRST_NODES;
        memcpy(all + at, packets[r].node, sizeof *all * n);
        at += n;
    }
    if (rest_total)
        mp_allgatherv(mine + first, rest_bytes, all + at);
    *n_all = total;
    free(rest_bytes);
    free(packets);
    free(packet);
    return all;
}

void mp_tree_sum(int64_t n_chunks, int n_runs, const mp_chunk_run *runs, int m,
                 const double *partial, double *sum)
{
    if (m < 1 || m > MAX_QUANTITIES)
        die("mp_tree_sum: %d quantities (1..%d)", m, MAX_QUANTITIES);
    /* This rank's subtrees: each run cut into the largest aligned ones (at most two per level). */
    int64_t longest = 1;
    for (int r = 0; r < n_runs; ++r)
        longest = runs[r].count > longest ? runs[r].count : longest;
    tree_node *mine = xcalloc((size_t)n_runs * 2 * 63 + 1, sizeof *mine);
    double *work = xmalloc(sizeof(double) * (size_t)longest * (size_t)m);
    size_t n_mine = 0;
    const double *p = partial;
    for (int r = 0; r < n_runs; ++r) {
        const int64_t end = runs[r].first + runs[r].count;
        if (runs[r].first < 0 || runs[r].count < 0 || end > n_chunks)
            die("mp_tree_sum: run of chunks %lld..%lld outside 0..%lld", (long long)runs[r].first,
                (long long)end - 1, (long long)n_chunks - 1);
        for (int64_t i = runs[r].first; i < end;) {
            const int k = largest_subtree(i, end);
            tree_node *node = &mine[n_mine++];
            node->level = k;
            node->index = i >> k;
            subtree_sum(p, k, m, work, node);
            p += ((int64_t)1 << k) * m;
            i += (int64_t)1 << k;
        }
    }
    free(work);

    /* Every rank's subtrees, then the same additions along the tree on every rank. */
    size_t n_all;
    tree_node *all = gather_nodes(mine, n_mine, &n_all);
    qsort(all, n_all, sizeof *all, by_level_then_index);
    int top = 0;
    while (top < 62 && ((int64_t)1 << top) < n_chunks)
        ++top;
    tree_value(all, n_all, n_chunks, top, 0, m, sum);
    free(all);
    free(mine);
}

/* ---- Cartesian grids ---- */

void mp_cart_create(int ndims, const int *dims, mp_cart *cart)
{
    if (ndims < 1 || ndims > MP_CART_MAX_DIMS)
        die("mp_cart_create: %d directions (1..%d)", ndims, MP_CART_MAX_DIMS);
    memset(cart, 0, sizeof *cart);
    cart->ndims = ndims;
    char grid[64] = "";
    for (int d = 0; d < ndims; ++d) {
        if (dims[d] < 0)
            die("mp_cart_create: %d ranks along direction %d", dims[d], d);
        cart->dims[d] = dims[d];
        snprintf(grid + strlen(grid), sizeof grid - strlen(grid), "%s%d", d ? "x" : "", dims[d]);
    }
    if (mp_dims_choose(mp_size(), ndims, cart->dims))
        mp_fail("a %s grid of ranks (0: free) cannot be made of %d ranks", grid, mp_size());
    /* coordinates of this rank, last direction fastest */
    for (int d = ndims - 1, r = mp_rank(); d >= 0; --d) {
        cart->coords[d] = r % cart->dims[d];
        r /= cart->dims[d];
    }
    for (int d = 0; d < ndims; ++d) {
        int c[MP_CART_MAX_DIMS];
        memcpy(c, cart->coords, sizeof c);
        c[d] = cart->coords[d] + 1;
        cart->up[d] = mp_cart_rank(cart, c);
        c[d] = cart->coords[d] - 1;
        cart->down[d] = mp_cart_rank(cart, c);
    }
}

int mp_cart_rank(const mp_cart *cart, const int *coords)
{
    int r = 0;
    for (int d = 0; d < cart->ndims; ++d) {
        const int n = cart->dims[d];
        r = r * n + ((coords[d] % n) + n) % n;
    }
    return r;
}
