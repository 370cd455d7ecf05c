/* Probe: the work of one pass (count or fill) of the shell-model Hamiltonian kernels, before
 * and after the factorisation by species, counted by walking their loops without evaluating
 * anything (bench/shellmodel/probes/construction_compare.sh builds and runs it).
 *
 * before (commit 698f6c6, templates/kernels/ci/hamiltonian.c.j2): one item per (row, block
 * of columns); every proton determinant of the block compared with the row's (popcount),
 * and for those within two moves every neutron determinant of the block (popcount of the
 * whole state); a Slater-Condon evaluation for each column >= row within two moves.
 * after: the species links (every determinant compared with every one of its species,
 * once per build), then per row the hops and pairs of its sectors: a Slater-Condon
 * evaluation for the diagonal and the one-species hops, a stored value for the pairs, a
 * table lookup for each proton-neutron hop pair.
 *
 *   construction_ops FILE.snt NUCLEUS */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "shellmodel/shellmodel.h"
#include "util.h"

typedef struct {
    double compared, evaluated, looked_up, entries;
} work;

static work before(const sm_basis *b)
{
    work w = {0, 0, 0, 0};
    for (int br = 0; br < b->n_blocks; ++br) {
        const int32_t *q = b->block_sd + 4 * br;
        for (int64_t local = 0; local < b->block_offset[br + 1] - b->block_offset[br]; ++local) {
            const int64_t r = b->block_offset[br] + local, ip = q[0] + local / q[3], in = q[2] + local % q[3];
            const uint64_t pm = b->p_mask[ip], rm = pm | b->n_mask[in];
            for (int bc = 0; bc < b->n_blocks; ++bc) {
                if (b->block_offset[bc + 1] <= r)
                    continue;
                const int32_t *c = b->block_sd + 4 * bc;
                for (int64_t i = 0; i < c[1]; ++i) {
                    const uint64_t pc = b->p_mask[c[0] + i];
                    const int dp = __builtin_popcountll(pm ^ pc);
                    ++w.compared;
                    if (dp > 4)
                        continue;
                    int64_t k0 = 0, k1 = c[3];
                    if (dp == 4) {
                        if (in < c[2] || in >= c[2] + c[3])
                            continue;
                        k0 = in - c[2], k1 = k0 + 1;
                    }
                    const int64_t first = b->block_offset[bc] + i * c[3];
                    if (first + k1 <= r)
                        continue;
                    for (int64_t k = k0; k < k1; ++k) {
                        ++w.compared;
                        if (first + k >= r && __builtin_popcountll(rm ^ (pc | b->n_mask[c[2] + k])) <= 4)
                            ++w.evaluated;
                    }
                }
            }
        }
    }
    return w;
}

/* the links of one species: hops (one particle moved, any sector, all targets) and pairs
 * (two moved, same sector, targets y > x), ascending */
typedef struct {
    int64_t *hop_ptr, *pair_ptr;
    int64_t *hop_to;
} links;

static links links_of(const uint64_t *mask, const int32_t *sector, int64_t n, double *compared)
{
    links l = {xcalloc((size_t)n + 1, sizeof(int64_t)), xcalloc((size_t)n + 1, sizeof(int64_t)), NULL};
    for (int64_t x = 0; x < n; ++x)
        for (int64_t y = 0; y < n; ++y) {
            const int d = __builtin_popcountll(mask[x] ^ mask[y]);
            *compared += 1;
            l.hop_ptr[x + 1] += d == 2;
            l.pair_ptr[x + 1] += d == 4 && y > x && sector[x] == sector[y];
        }
    for (int64_t x = 0; x < n; ++x)
        l.hop_ptr[x + 1] += l.hop_ptr[x], l.pair_ptr[x + 1] += l.pair_ptr[x];
    l.hop_to = xmalloc(sizeof(int64_t) * (size_t)(l.hop_ptr[n] + 1));
    for (int64_t x = 0; x < n; ++x) {
        int64_t h = l.hop_ptr[x];
        for (int64_t y = 0; y < n; ++y)
            if (__builtin_popcountll(mask[x] ^ mask[y]) == 2)
                l.hop_to[h++] = y;
    }
    return l;
}

static int64_t first_above(const int64_t *list, int64_t lo, int64_t hi, int64_t value)
{
    while (lo < hi && list[lo] < value)
        ++lo;
    return lo;
}

static work after(const sm_basis *b)
{
    work w = {0, 0, 0, 0};
    links p = links_of(b->p_mask, b->p_sector, b->n_p, &w.compared);
    links n = links_of(b->n_mask, b->n_sector, b->n_n, &w.compared);
    for (int br = 0; br < b->n_blocks; ++br) {
        const int32_t *q = b->block_sd + 4 * br;
        for (int64_t local = 0; local < b->block_offset[br + 1] - b->block_offset[br]; ++local) {
            const int64_t ip = q[0] + local / q[3], in = q[2] + local % q[3];
            w.evaluated += 1; /* the diagonal */
            for (int64_t e = first_above(p.hop_to, p.hop_ptr[ip], p.hop_ptr[ip + 1], ip + 1);
                 e < p.hop_ptr[ip + 1] && p.hop_to[e] < q[0] + q[1]; ++e)
                w.evaluated += 1;
            for (int64_t e = first_above(n.hop_to, n.hop_ptr[in], n.hop_ptr[in + 1], in + 1);
                 e < n.hop_ptr[in + 1] && n.hop_to[e] < q[2] + q[3]; ++e)
                w.evaluated += 1;
            w.looked_up += (double)(p.pair_ptr[ip + 1] - p.pair_ptr[ip] + n.pair_ptr[in + 1] - n.pair_ptr[in]);
            for (int64_t e = first_above(p.hop_to, p.hop_ptr[ip], p.hop_ptr[ip + 1], ip + 1); e < p.hop_ptr[ip + 1]; ++e) {
                const int bc = b->p_block[p.hop_to[e]];
                if (bc < 0)
                    continue;
                const int32_t *c = b->block_sd + 4 * bc;
                const int64_t k0 = first_above(n.hop_to, n.hop_ptr[in], n.hop_ptr[in + 1], c[2]);
                w.looked_up += (double)(first_above(n.hop_to, k0, n.hop_ptr[in + 1], c[2] + c[3]) - k0);
            }
        }
    }
    free(p.hop_ptr), free(p.pair_ptr), free(p.hop_to), free(n.hop_ptr), free(n.pair_ptr), free(n.hop_to);
    return w;
}

int main(int argc, char **argv)
{
    if (argc != 3)
        die("usage: construction_ops FILE.snt NUCLEUS");
    sm_interaction it;
    char err[512];
    if (sm_read_snt(argv[1], &it, err, sizeof err))
        die("%s", err);
    sm_space s;
    if (sm_space_init(&s, &it, argv[2], 0, 0, INT_MIN, 0, err, sizeof err))
        die("%s", err);
    sm_basis b;
    sm_basis_build(&b, &s);
    const work old = before(&b), now = after(&b);
    printf("OPS nucleus=%s dim=%lld before_compared=%.4g before_evaluated=%.4g after_compared=%.4g "
           "after_evaluated=%.4g after_looked_up=%.4g\n", argv[2], (long long)b.dim, old.compared,
           old.evaluated, now.compared, now.evaluated, now.looked_up);
    sm_basis_free(&b);
    sm_interaction_free(&it);
    return 0;
}
