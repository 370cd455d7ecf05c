/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/hamiltonian.c.j2
 * flavour:   omp-target
 * fill kernels: 1
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "ci_kernels.h"

/* The M-scheme Hamiltonian of the shell model (runtime/shellmodel) built with the
 * ci motifs: the state comparison (popcount of the XOR of two occupation masks),
 * a count of each row's nonzeros, the prefix sum (by the caller), and a fill in
 * which every work item claims its slots of a row with an atomic capture.
 *
 * A many-body state is the product of a proton and a neutron Slater determinant,
 * each a 64-bit mask over the m-states (protons first, so neutron masks are shifted
 * past the n_sp_p proton m-states). The determinants of both species are numbered
 * together ("sd" numbering): protons 0 .. n_p - 1, then neutrons n_p .. n_sd - 1,
 * each species sorted by its (M, parity) sector. The basis is cut into blocks b of
 * one proton sector times its matching neutron sector: states block_offset[b] +
 * i * n_len + k, i < p_len, k < n_len, with (p_start, p_len, n_start, n_len) =
 * block_sd[4 b .. 4 b + 3] (n_start counted among the neutrons); so state r < state
 * c exactly when r's proton determinant comes first, or the same one with r's
 * neutron determinant first.
 * H = sum obme[a n_sp + g] a+_a a_g
 *   + sum_{a < b, g < d} tbme[pair(a, b) n_pairs + pair(g, d)] a+_a a+_b a_d a_g,
 * tbme antisymmetrised. Only the upper triangle (column >= row) is produced.
 *
 * Factorised by species, as production M-scheme codes do. First the links of each
 * determinant x, found by the state comparison against its species
 * (ci_ham_links_*): its hops, the determinants y one particle away (any sector;
 * hop_code: the m-states g -> a that moved, local to the species, and the sign of
 * a+_a a_g x), and its pairs, the determinants y > x two particles away inside x's
 * sector with their matrix element. Then a row (ip, in) meets, without any search
 * over the basis:
 *   part 0: itself, and (jp, in) for the proton hops and pairs jp > ip of its sector;
 *   part 1: (ip, jn) for the neutron hops and pairs jn > in of its sector;
 *   part 2: (jp, jn), a proton hop jp > ip times a neutron hop jn into the neutron
 *           sector that completes jp's block: V(g d, a b) of the two hops from
 *           vpn, the proton-neutron elements by hop pair, with the two signs.
 * vpn[((g n_sp_p + a) n_sp_n + d) n_sp_n + b] = tbme[pair(g, d') n_pairs + pair(a, b')]
 * for proton m-states g, a and neutron ones d, b (d' = d + n_sp_p, n_sp_n = n_sp -
 * n_sp_p). The other elements come from the Slater-Condon rules on the two masks
 * (ci_ham_element), so that every value is the same number, summed in the same
 * order, as that of the element computed directly.
 * One work item is one (part, row) pair: n_items = 3 n_rows, item w = part n_rows + r,
 * so neighbouring threads take neighbouring rows of one part (on a GPU, a warp
 * shares the proton determinant and its links). */

#pragma omp declare target
/* index of the m-state pair a < b */
static inline int64_t ci_ham_pair(int n_sp, int a, int b) {
    return (int64_t)a * (2 * n_sp - a - 1) / 2 + (b - a - 1);
}
#pragma omp end declare target

#pragma omp declare target
/* the fermion sign of creating or annihilating m-state x in determinant m */
static inline double ci_ham_phase(uint64_t m, int x) {
    return __builtin_popcountll(m & ((UINT64_C(1) << x) - 1)) & 1 ? -1.0 : 1.0;
}
#pragma omp end declare target

#pragma omp declare target
/* <a b | V | g d>, antisymmetric under a <-> b and g <-> d (a != b, g != d) */
static inline double ci_ham_v(int n_sp, const double *restrict tbme, int a, int b, int g, int d) {
    double s = 1.0;
    if (a > b) {
        const int t = a;
        a = b, b = t, s = -s;
    }
    if (g > d) {
        const int t = g;
        g = d, d = t, s = -s;
    }
    const int64_t n_pairs = (int64_t)n_sp * (n_sp - 1) / 2;
    return s * tbme[ci_ham_pair(n_sp, a, b) * n_pairs + ci_ham_pair(n_sp, g, d)];
}
#pragma omp end declare target

#pragma omp declare target
/* <r | H | c> for determinants r and c differing in at most 4 m-states
 * (Slater-Condon rules, signs from the masks) */
static double ci_ham_element(int n_sp, const double *restrict obme, const double *restrict tbme,
                             uint64_t r, uint64_t c) {
    const uint64_t diff = r ^ c;
    const int n_diff = __builtin_popcountll(diff);
    if (n_diff == 0) {
        double v = 0.0;
        for (uint64_t ma = r; ma; ma &= ma - 1) {
            const int a = __builtin_ctzll(ma);
            v += obme[a * n_sp + a];
            for (uint64_t mb = ma & (ma - 1); mb; mb &= mb - 1)
                v += ci_ham_v(n_sp, tbme, a, __builtin_ctzll(mb), a, __builtin_ctzll(mb));
        }
        return v;
    }
    if (n_diff == 2) {
        /* |r> = s a+_a a_g |c> */
        const int a = __builtin_ctzll(r & diff), g = __builtin_ctzll(c & diff);
        const double s = ci_ham_phase(c, g) * ci_ham_phase(c ^ (UINT64_C(1) << g), a);
        double v = obme[a * n_sp + g];
        for (uint64_t mb = r & c; mb; mb &= mb - 1) {
            const int b = __builtin_ctzll(mb);
            v += ci_ham_v(n_sp, tbme, a, b, g, b);
        }
        return s * v;
    }
    if (n_diff == 4) {
        /* |r> = s a+_a a+_b a_d a_g |c>, a < b, g < d */
        const uint64_t rr = r & diff, cc = c & diff;
        const int a = __builtin_ctzll(rr), b = __builtin_ctzll(rr & (rr - 1));
        const int g = __builtin_ctzll(cc), d = __builtin_ctzll(cc & (cc - 1));
        uint64_t m = c;
        double s = ci_ham_phase(m, g);
        m ^= UINT64_C(1) << g;
        s *= ci_ham_phase(m, d);
        m ^= UINT64_C(1) << d;
        s *= ci_ham_phase(m, b);
        m |= UINT64_C(1) << b;
        s *= ci_ham_phase(m, a);
        return s * ci_ham_v(n_sp, tbme, a, b, g, d);
    }
    return 0.0;
}
#pragma omp end declare target

#pragma omp declare target
/* the first position e in [lo, hi) of the ascending list with list[e] >= value (hi if none) */
static inline int64_t ci_ham_lower_bound(const int32_t *restrict list, int64_t lo, int64_t hi,
                                         int64_t value) {
    while (lo < hi) {
        const int64_t mid = lo + (hi - lo) / 2;
        if (list[mid] < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
#pragma omp end declare target

#pragma omp declare target
/* the block holding basis state r: block_offset[b] <= r < block_offset[b + 1] */
static inline int ci_ham_block_of(int n_blocks, const int64_t *restrict block_offset, int64_t r) {
    int lo = 0, hi = n_blocks - 1;
    while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (block_offset[mid] <= r)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
#pragma omp end declare target

/* Each determinant x of either species (one item each), compared with every one of
 * its species: hop_counts[x] = its hops, pair_counts[x] = its pairs y > x with a
 * nonzero element. */
void ci_ham_links_count(int64_t n_sd, int64_t n_p, const uint64_t *restrict sd_mask,
                        const int32_t *restrict sd_sector, int n_sp, int n_sp_p,
                        const double *restrict obme, int64_t n_tbme, const double *restrict tbme,
                        int64_t *restrict hop_counts, int64_t *restrict pair_counts) {
    (void)n_sp_p, (void)n_tbme; /* the fill's business; it sizes the device data clause */
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: sd_mask[0:n_sd], sd_sector[0:n_sd], obme[0:n_sp * n_sp], tbme[0:n_tbme], \
        hop_counts[0:n_sd], pair_counts[0:n_sd])
    for (int64_t x = 0; x < n_sd; ++x) {
        int64_t hops = 0, pairs = 0;
        const int64_t lo = x < n_p ? 0 : n_p, hi = x < n_p ? n_p : n_sd;
        const uint64_t xm = sd_mask[x];

        for (int64_t y = lo; y < hi; ++y) {
            const int n_diff = __builtin_popcountll(xm ^ sd_mask[y]);
            if (n_diff == 2) {
                ++hops;
            } else if (n_diff == 4 && y > x && sd_sector[y] == sd_sector[x]) {
                const double v = ci_ham_element(n_sp, obme, tbme, xm, sd_mask[y]);
                if (v != 0.0) {
                    ++pairs;
                }
            }
        }

        hop_counts[x] = hops;
        pair_counts[x] = pairs;
    }
}

/* The links, ascending in y (each item writes its own): hop_to and hop_code
 * (((g - first) count + a - first) 2 + (sign < 0), first and count the species'
 * m-states) at hop_offsets[x] ..; pair_to and pair_val at pair_offsets[x] .. */
void ci_ham_links_fill(int64_t n_sd, int64_t n_p, const uint64_t *restrict sd_mask,
                       const int32_t *restrict sd_sector, int n_sp, int n_sp_p,
                       const double *restrict obme, int64_t n_tbme, const double *restrict tbme,
                       const int64_t *restrict hop_offsets, int64_t n_hops,
                       int32_t *restrict hop_to, int32_t *restrict hop_code,
                       const int64_t *restrict pair_offsets, int64_t n_pair_links,
                       int32_t *restrict pair_to, double *restrict pair_val) {
    (void)n_tbme, (void)n_hops, (void)n_pair_links; /* they size the device data clauses */
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: sd_mask[0:n_sd], sd_sector[0:n_sd], obme[0:n_sp * n_sp], tbme[0:n_tbme], \
        hop_offsets[0:n_sd + 1], hop_to[0:n_hops], hop_code[0:n_hops], pair_offsets[0:n_sd + 1], \
        pair_to[0:n_pair_links], pair_val[0:n_pair_links])
    for (int64_t x = 0; x < n_sd; ++x) {
        const int first = x < n_p ? 0 : n_sp_p, count = x < n_p ? n_sp_p : n_sp - n_sp_p;
        int64_t h = hop_offsets[x], q = pair_offsets[x];
        const int64_t lo = x < n_p ? 0 : n_p, hi = x < n_p ? n_p : n_sd;
        const uint64_t xm = sd_mask[x];

        for (int64_t y = lo; y < hi; ++y) {
            const int n_diff = __builtin_popcountll(xm ^ sd_mask[y]);
            if (n_diff == 2) {
                const uint64_t ym = sd_mask[y], moved = xm ^ ym;
                const int g = __builtin_ctzll(xm & moved), a = __builtin_ctzll(ym & moved);
                const double sign = ci_ham_phase(xm, g) * ci_ham_phase(xm ^ (UINT64_C(1) << g), a);
                hop_to[h] = (int32_t)y;
                hop_code[h] = ((g - first) * count + (a - first)) * 2 + (sign < 0);
                ++h;
            } else if (n_diff == 4 && y > x && sd_sector[y] == sd_sector[x]) {
                const double v = ci_ham_element(n_sp, obme, tbme, xm, sd_mask[y]);
                if (v != 0.0) {
                    pair_to[q] = (int32_t)y;
                    pair_val[q] = v;
                    ++q;
                }
            }
        }
    }
}

/* item_hits[w] = the nonzeros of item w (part, row r) with column >= r, and
 * counts[r] += them (counts zeroed by the caller) */
void ci_ham_count(int64_t n_rows, int n_blocks, const int64_t *restrict block_offset,
                  const int32_t *restrict block_sd, const int32_t *restrict p_block, int64_t n_sd,
                  int64_t n_p, const uint64_t *restrict sd_mask,
                  const int64_t *restrict hop_offsets, int64_t n_hops,
                  const int32_t *restrict hop_to, const int32_t *restrict hop_code,
                  const int64_t *restrict pair_offsets, int64_t n_pair_links,
                  const int32_t *restrict pair_to, const double *restrict pair_val, int n_sp,
                  int n_sp_p, const double *restrict obme, int64_t n_tbme,
                  const double *restrict tbme, int64_t n_vpn, const double *restrict vpn,
                  int32_t *restrict item_hits, int64_t *restrict counts) {
    const int64_t n_items = 3 * n_rows;
    const int n_sp_n = n_sp - n_sp_p;
    (void)n_sd, (void)n_hops, (void)n_pair_links, (void)n_tbme,
        (void)n_vpn; /* they size the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_items / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: block_offset[0:n_blocks + 1], block_sd[0:4 * n_blocks], p_block[0:n_p], \
        sd_mask[0:n_sd], hop_offsets[0:n_sd + 1], hop_to[0:n_hops], hop_code[0:n_hops], \
        pair_offsets[0:n_sd + 1], pair_to[0:n_pair_links], pair_val[0:n_pair_links], \
        obme[0:n_sp * n_sp], tbme[0:n_tbme], vpn[0:n_vpn], item_hits[0:3 * n_rows], \
        counts[0:n_rows])
    for (int64_t w = 0; w < n_items; ++w) {
        const int part = (int)(w / n_rows);
        const int64_t r = w - part * n_rows;
        const int br = ci_ham_block_of(n_blocks, block_offset, r);
        const int64_t p_start = block_sd[4 * br], p_end = p_start + block_sd[4 * br + 1];
        const int64_t n_len = block_sd[4 * br + 3], n_start = n_p + block_sd[4 * br + 2],
                      n_end = n_start + n_len;
        const int64_t local = r - block_offset[br];
        const int64_t ip = p_start + local / n_len, in = n_start + local % n_len; /* sd numbering */
        const uint64_t pm = sd_mask[ip], nm = sd_mask[in];

        int64_t hits = 0;
        if (part == 0) {
            {
                /* the diagonal */
                const int64_t c = r;
                const double v = ci_ham_element(n_sp, obme, tbme, pm | nm, pm | nm);
                if (v != 0.0) {
                    (void)c, (void)v; /* the fill's business */
                    ++hits;
                }
            }
            /* one proton moved inside the sector (the element sums over the spectators) */
            /* the hops to later determinants of the sector: a sorted run [e0, e1) (bounds found
             * first: a loop in canonical form, which OpenACC requires) */
            const int64_t e0_ip =
                ci_ham_lower_bound(hop_to, hop_offsets[ip], hop_offsets[ip + 1], ip + 1);
            const int64_t e1_ip = ci_ham_lower_bound(hop_to, e0_ip, hop_offsets[ip + 1], p_end);

            for (int64_t e = e0_ip; e < e1_ip; ++e) {
                const int64_t c = r + (hop_to[e] - ip) * n_len;
                const double v = ci_ham_element(n_sp, obme, tbme, pm | nm, sd_mask[hop_to[e]] | nm);
                if (v == 0.0)
                    continue;
                (void)c, (void)v; /* the fill's business */
                ++hits;
            }
            /* two protons moved inside the sector */

            for (int64_t e = pair_offsets[ip]; e < pair_offsets[ip + 1]; ++e) {
                const int64_t c = r + (pair_to[e] - ip) * n_len;
                const double v = pair_val[e];
                (void)c, (void)v; /* the fill's business */
                ++hits;
            }
        } else if (part == 1) {
            /* one neutron moved inside the sector */
            /* the hops to later determinants of the sector: a sorted run [e0, e1) (bounds found
             * first: a loop in canonical form, which OpenACC requires) */
            const int64_t e0_in =
                ci_ham_lower_bound(hop_to, hop_offsets[in], hop_offsets[in + 1], in + 1);
            const int64_t e1_in = ci_ham_lower_bound(hop_to, e0_in, hop_offsets[in + 1], n_end);

            for (int64_t e = e0_in; e < e1_in; ++e) {
                const int64_t c = r + (hop_to[e] - in);
                const double v = ci_ham_element(n_sp, obme, tbme, pm | nm, pm | sd_mask[hop_to[e]]);
                if (v == 0.0)
                    continue;
                (void)c, (void)v; /* the fill's business */
                ++hits;
            }
            /* two neutrons moved inside the sector */

            for (int64_t e = pair_offsets[in]; e < pair_offsets[in + 1]; ++e) {
                const int64_t c = r + (pair_to[e] - in);
                const double v = pair_val[e];
                (void)c, (void)v; /* the fill's business */
                ++hits;
            }
        } else {
            /* one proton and one neutron moved: each proton hop jp > ip into a sector
             * with a block, times the neutron hops into that block's neutron sector
             * (the hops are ascending, so one block after the other). Hop indices, columns
             * and vpn rows in 32 bits (the caller checks the hop count; the dimension and
             * vpn fit by construction): clang's fill 3% faster than with 64-bit ones. */
            const int32_t n_first = (int32_t)hop_offsets[in], n_last = (int32_t)hop_offsets[in + 1],
                          p_last = (int32_t)hop_offsets[ip + 1];
            int32_t k0 = 0, k1 = 0, column0 = 0, cp_start = 0, cn_len = 0;
            int seen = -1;

            for (int32_t e = (int32_t)ci_ham_lower_bound(hop_to, hop_offsets[ip],
                                                         hop_offsets[ip + 1], ip + 1);
                 e < p_last; ++e) {
                const int32_t jp = hop_to[e];
                const int bc = p_block[jp];
                if (bc < 0)
                    continue;
                if (bc != seen) {
                    const int32_t cn_start = (int32_t)n_p + block_sd[4 * bc + 2];
                    seen = bc;
                    cp_start = block_sd[4 * bc], cn_len = block_sd[4 * bc + 3];
                    k0 = (int32_t)ci_ham_lower_bound(hop_to, n_first, n_last, cn_start);
                    k1 = (int32_t)ci_ham_lower_bound(hop_to, k0, n_last, cn_start + cn_len);
                    column0 = (int32_t)block_offset[bc] - cn_start;
                }
                const int32_t hp = hop_code[e];
                const int32_t v_row = (hp >> 1) * n_sp_n * n_sp_n;
                const int32_t first = column0 + (jp - cp_start) * cn_len;
                /* four neutron hops at a time: their loads do not depend on each other, so a
                 * thread has four in flight where it had one (the kernel waits on loads). The
                 * four are unrolled here, as scalars: loops over arrays of four, when clang did
                 * not unroll them (with 64-bit indices), left the arrays in local memory. Hops
                 * past the end (k4 + q >= k1) load hop k4 again and count as zero. */

                for (int32_t k4 = k0; k4 < k1; k4 += 4) {
                    const int32_t hop0 = k4;
                    const int32_t code0 = hop_code[hop0], to0 = hop_to[hop0];
                    const int32_t hop1 = k4 + 1 < k1 ? k4 + 1 : k4;
                    const int32_t code1 = hop_code[hop1], to1 = hop_to[hop1];
                    const int32_t hop2 = k4 + 2 < k1 ? k4 + 2 : k4;
                    const int32_t code2 = hop_code[hop2], to2 = hop_to[hop2];
                    const int32_t hop3 = k4 + 3 < k1 ? k4 + 3 : k4;
                    const int32_t code3 = hop_code[hop3], to3 = hop_to[hop3];
                    const double x0 = vpn[v_row + (code0 >> 1)];
                    const double x1 = k4 + 1 < k1 ? vpn[v_row + (code1 >> 1)] : 0.0;
                    const double x2 = k4 + 2 < k1 ? vpn[v_row + (code2 >> 1)] : 0.0;
                    const double x3 = k4 + 3 < k1 ? vpn[v_row + (code3 >> 1)] : 0.0;
                    if (x0 != 0.0) {
                        const double v = (hp ^ code0) & 1 ? -x0 : x0;
                        const int32_t c = first + to0;
                        (void)c, (void)v; /* the fill's business */
                        ++hits;
                    }
                    if (x1 != 0.0) {
                        const double v = (hp ^ code1) & 1 ? -x1 : x1;
                        const int32_t c = first + to1;
                        (void)c, (void)v; /* the fill's business */
                        ++hits;
                    }
                    if (x2 != 0.0) {
                        const double v = (hp ^ code2) & 1 ? -x2 : x2;
                        const int32_t c = first + to2;
                        (void)c, (void)v; /* the fill's business */
                        ++hits;
                    }
                    if (x3 != 0.0) {
                        const double v = (hp ^ code3) & 1 ? -x3 : x3;
                        const int32_t c = first + to3;
                        (void)c, (void)v; /* the fill's business */
                        ++hits;
                    }
                }
            }
        }

        item_hits[w] = (int32_t)hits;
        if (hits) {
#pragma omp atomic update
            counts[r] += hits;
        }
    }
}

/* The fill's grouped stores write 16 bytes at once as two int64 (may_alias: into int32_t and
 * double arrays): GCC 12's nvptx back end stores a vector of two int64 as one st.v2.u64, but
 * one of two doubles an element at a time and one of four int32 in two halves. So values go
 * as their bits, and columns two to an int64, the first in its low half (both targets are
 * little-endian). */
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
               "the fill's grouped stores pack int32 pairs little-endian");
typedef int64_t ci_ham_16_bytes __attribute__((vector_size(16), may_alias));

#pragma omp declare target
static inline int64_t ci_ham_bits(double v) {
    int64_t b;
    __builtin_memcpy(&b, &v, sizeof b);
    return b;
}
#pragma omp end declare target

#pragma omp declare target
static inline int64_t ci_ham_column_pair(int32_t first, int32_t second) {
    return (int64_t)((uint64_t)(uint32_t)first | (uint64_t)(uint32_t)second << 32);
}
#pragma omp end declare target

/* A fill item's writer: the next slot `at` with `left` slots left to its stop, grouped
 * while tail < left <= group_left (the whole eight-aligned groups), and the entries of the
 * group being filled: its first seven columns, and the first three values of the half
 * being filled. (Counts of slots left, not slot numbers: 32-bit, fewer registers.) */
typedef struct {
    int64_t at;
    int32_t left, group_left, tail;
    int32_t c0, c1, c2, c3, c4, c5, c6;
    int64_t v0, v1, v2; /* (the values' bits) */
} ci_ham_writer;

#pragma omp declare target
/* the writer of the slots [at, stop), at most INT32_MAX of them (a row's) */
static inline ci_ham_writer ci_ham_writer_at(int64_t at, int64_t stop, const int32_t *col,
                                             const double *val) {
    const int aligned = (((uintptr_t)col | (uintptr_t)val) & 31) == 0;
    const int64_t group_first = (at + 7) & ~(int64_t)7, group_end = stop & ~(int64_t)7;
    const ci_ham_writer w = {
        .at = at,
        .left = (int32_t)(stop - at),
        .group_left = aligned && group_first < group_end ? (int32_t)(stop - group_first) : 0,
        .tail = (int32_t)(stop - group_end)};
    return w;
}
#pragma omp end declare target

#pragma omp declare target
/* the entry (c, v) into the writer's next slot (none past stop: the caller's count check
 * reports that) */
static inline void ci_ham_put(ci_ham_writer *restrict w, int32_t *restrict col,
                              double *restrict val, int64_t c, double v) {
    const int64_t at = w->at++;
    const int32_t left = w->left--;
    if (left <= w->group_left && left > w->tail) {
        if ((at & 3) == 3) {
            *(ci_ham_16_bytes *)(val + at - 3) = (ci_ham_16_bytes){w->v0, w->v1};
            *(ci_ham_16_bytes *)(val + at - 1) = (ci_ham_16_bytes){w->v2, ci_ham_bits(v)};
        } else {
            w->v0 = w->v1, w->v1 = w->v2, w->v2 = ci_ham_bits(v);
        }
        if ((at & 7) == 7) {
            *(ci_ham_16_bytes *)(col + at - 7) = (ci_ham_16_bytes){
                ci_ham_column_pair(w->c0, w->c1), ci_ham_column_pair(w->c2, w->c3)};
            *(ci_ham_16_bytes *)(col + at - 3) = (ci_ham_16_bytes){
                ci_ham_column_pair(w->c4, w->c5), ci_ham_column_pair(w->c6, (int32_t)c)};
        } else {
            w->c0 = w->c1, w->c1 = w->c2, w->c2 = w->c3, w->c3 = w->c4, w->c4 = w->c5,
            w->c5 = w->c6, w->c6 = (int32_t)c;
        }
    } else if (left > 0) {
        col[at] = (int32_t)c;
        val[at] = v;
    }
}
#pragma omp end declare target

/* col/val[offsets[r] + slot]: the entries of row r with column >= r. Each item
 * claims item_hits[w] slots of its row with one atomic capture of cursor[r]
 * (zeroed by the caller), so the order inside a row is unspecified. Should an
 * item find another number of entries than it counted, it writes only into its
 * own slots and moves cursor[r] by the difference, which the caller's check of
 * cursor against the row lengths then reports.
 * The slots in whole eight-aligned groups [g, g + 8) are written a group at a time: the
 * group's columns as two 16-byte stores once its eighth entry is known, its values as two
 * 16-byte stores at each fourth; the slots before the first group and after the last
 * one at a time. On a GPU a warp's threads write 32 different rows, so each store is a
 * write of its own sector. With 16 bytes a store an entry costs 3/4 of a store where it
 * cost 2 (the count kernel makes the same loads in a seventh of the time the fill took
 * then: 3.3x faster); and back-to-back stores that fill a whole 32-byte sector spare the
 * partial sector's read from memory (half the fill's DRAM reads; 20% faster with clang).
 * (BENCHMARKS.md, shellmodel)
 * In one kernel, or in two where the spec says so (hamiltonian.fill_kernels: 1 here):
 * the items of parts 0 and 1, then those of part 2. Parts 0 and 1 call ci_ham_element with
 * the writer live, which costs registers that the proton-neutron items, most of the
 * entries, need not pay: GCC's OpenACC fill took 176 registers a thread in one kernel (two
 * teams of 128 an SM), its proton-neutron kernel alone 102 (four teams). */

void ci_ham_fill(int64_t n_rows, int n_blocks, const int64_t *restrict block_offset,
                 const int32_t *restrict block_sd, const int32_t *restrict p_block, int64_t n_sd,
                 int64_t n_p, const uint64_t *restrict sd_mask, const int64_t *restrict hop_offsets,
                 int64_t n_hops, const int32_t *restrict hop_to, const int32_t *restrict hop_code,
                 const int64_t *restrict pair_offsets, int64_t n_pair_links,
                 const int32_t *restrict pair_to, const double *restrict pair_val, int n_sp,
                 int n_sp_p, const double *restrict obme, int64_t n_tbme,
                 const double *restrict tbme, int64_t n_vpn, const double *restrict vpn,
                 const int32_t *restrict item_hits, const int64_t *restrict offsets,
                 int64_t *restrict cursor, int64_t nnz, int32_t *restrict col,
                 double *restrict val) {
    const int64_t n_items = 3 * n_rows;
    const int n_sp_n = n_sp - n_sp_p;
    (void)n_sd, (void)n_hops, (void)n_pair_links, (void)n_tbme, (void)n_vpn,
        (void)nnz; /* they size the device data clauses */
#pragma omp target teams distribute parallel for num_teams((int)(n_items / 128 + 1)) \
    thread_limit(128) \
    map(present, alloc: block_offset[0:n_blocks + 1], block_sd[0:4 * n_blocks], p_block[0:n_p], \
        sd_mask[0:n_sd], hop_offsets[0:n_sd + 1], hop_to[0:n_hops], hop_code[0:n_hops], \
        pair_offsets[0:n_sd + 1], pair_to[0:n_pair_links], pair_val[0:n_pair_links], \
        obme[0:n_sp * n_sp], tbme[0:n_tbme], vpn[0:n_vpn], item_hits[0:3 * n_rows], \
        offsets[0:n_rows + 1], cursor[0:n_rows], col[0:nnz], val[0:nnz])
    for (int64_t w = 0; w < n_items; ++w) {
        if (item_hits[w] == 0)
            continue;
        const int part = (int)(w / n_rows);
        const int64_t r = w - part * n_rows;
        const int br = ci_ham_block_of(n_blocks, block_offset, r);
        const int64_t p_start = block_sd[4 * br], p_end = p_start + block_sd[4 * br + 1];
        const int64_t n_len = block_sd[4 * br + 3], n_start = n_p + block_sd[4 * br + 2],
                      n_end = n_start + n_len;
        const int64_t local = r - block_offset[br];
        const int64_t ip = p_start + local / n_len, in = n_start + local % n_len; /* sd numbering */
        const uint64_t pm = sd_mask[ip], nm = sd_mask[in];

        int64_t end;
#pragma omp atomic capture
        end = cursor[r] += item_hits[w];
        const int64_t stop = offsets[r] + end;
        ci_ham_writer out = ci_ham_writer_at(stop - item_hits[w], stop, col, val);
        if (part == 0) {
            {
                /* the diagonal */
                const int64_t c = r;
                const double v = ci_ham_element(n_sp, obme, tbme, pm | nm, pm | nm);
                if (v != 0.0) {
                    ci_ham_put(&out, col, val, c, v);
                }
            }
            /* one proton moved inside the sector (the element sums over the spectators) */
            /* the hops to later determinants of the sector: a sorted run [e0, e1) (bounds found
             * first: a loop in canonical form, which OpenACC requires) */
            const int64_t e0_ip =
                ci_ham_lower_bound(hop_to, hop_offsets[ip], hop_offsets[ip + 1], ip + 1);
            const int64_t e1_ip = ci_ham_lower_bound(hop_to, e0_ip, hop_offsets[ip + 1], p_end);

            for (int64_t e = e0_ip; e < e1_ip; ++e) {
                const int64_t c = r + (hop_to[e] - ip) * n_len;
                const double v = ci_ham_element(n_sp, obme, tbme, pm | nm, sd_mask[hop_to[e]] | nm);
                if (v == 0.0)
                    continue;
                ci_ham_put(&out, col, val, c, v);
            }
            /* two protons moved inside the sector */

            for (int64_t e = pair_offsets[ip]; e < pair_offsets[ip + 1]; ++e) {
                const int64_t c = r + (pair_to[e] - ip) * n_len;
                const double v = pair_val[e];
                ci_ham_put(&out, col, val, c, v);
            }
        } else if (part == 1) {
            /* one neutron moved inside the sector */
            /* the hops to later determinants of the sector: a sorted run [e0, e1) (bounds found
             * first: a loop in canonical form, which OpenACC requires) */
            const int64_t e0_in =
                ci_ham_lower_bound(hop_to, hop_offsets[in], hop_offsets[in + 1], in + 1);
            const int64_t e1_in = ci_ham_lower_bound(hop_to, e0_in, hop_offsets[in + 1], n_end);

            for (int64_t e = e0_in; e < e1_in; ++e) {
                const int64_t c = r + (hop_to[e] - in);
                const double v = ci_ham_element(n_sp, obme, tbme, pm | nm, pm | sd_mask[hop_to[e]]);
                if (v == 0.0)
                    continue;
                ci_ham_put(&out, col, val, c, v);
            }
            /* two neutrons moved inside the sector */

            for (int64_t e = pair_offsets[in]; e < pair_offsets[in + 1]; ++e) {
                const int64_t c = r + (pair_to[e] - in);
                const double v = pair_val[e];
                ci_ham_put(&out, col, val, c, v);
            }
        } else {
            /* one proton and one neutron moved: each proton hop jp > ip into a sector
             * with a block, times the neutron hops into that block's neutron sector
             * (the hops are ascending, so one block after the other). Hop indices, columns
             * and vpn rows in 32 bits (the caller checks the hop count; the dimension and
             * vpn fit by construction): clang's fill 3% faster than with 64-bit ones. */
            const int32_t n_first = (int32_t)hop_offsets[in], n_last = (int32_t)hop_offsets[in + 1],
                          p_last = (int32_t)hop_offsets[ip + 1];
            int32_t k0 = 0, k1 = 0, column0 = 0, cp_start = 0, cn_len = 0;
            int seen = -1;

            for (int32_t e = (int32_t)ci_ham_lower_bound(hop_to, hop_offsets[ip],
                                                         hop_offsets[ip + 1], ip + 1);
                 e < p_last; ++e) {
                const int32_t jp = hop_to[e];
                const int bc = p_block[jp];
                if (bc < 0)
                    continue;
                if (bc != seen) {
                    const int32_t cn_start = (int32_t)n_p + block_sd[4 * bc + 2];
                    seen = bc;
                    cp_start = block_sd[4 * bc], cn_len = block_sd[4 * bc + 3];
                    k0 = (int32_t)ci_ham_lower_bound(hop_to, n_first, n_last, cn_start);
                    k1 = (int32_t)ci_ham_lower_bound(hop_to, k0, n_last, cn_start + cn_len);
                    column0 = (int32_t)block_offset[bc] - cn_start;
                }
                const int32_t hp = hop_code[e];
                const int32_t v_row = (hp >> 1) * n_sp_n * n_sp_n;
                const int32_t first = column0 + (jp - cp_start) * cn_len;
                /* four neutron hops at a time: their loads do not depend on each other, so a
                 * thread has four in flight where it had one (the kernel waits on loads). The
                 * four are unrolled here, as scalars: loops over arrays of four, when clang did
                 * not unroll them (with 64-bit indices), left the arrays in local memory. Hops
                 * past the end (k4 + q >= k1) load hop k4 again and count as zero. */

                for (int32_t k4 = k0; k4 < k1; k4 += 4) {
                    const int32_t hop0 = k4;
                    const int32_t code0 = hop_code[hop0], to0 = hop_to[hop0];
                    const int32_t hop1 = k4 + 1 < k1 ? k4 + 1 : k4;
                    const int32_t code1 = hop_code[hop1], to1 = hop_to[hop1];
                    const int32_t hop2 = k4 + 2 < k1 ? k4 + 2 : k4;
                    const int32_t code2 = hop_code[hop2], to2 = hop_to[hop2];
                    const int32_t hop3 = k4 + 3 < k1 ? k4 + 3 : k4;
                    const int32_t code3 = hop_code[hop3], to3 = hop_to[hop3];
                    const double x0 = vpn[v_row + (code0 >> 1)];
                    const double x1 = k4 + 1 < k1 ? vpn[v_row + (code1 >> 1)] : 0.0;
                    const double x2 = k4 + 2 < k1 ? vpn[v_row + (code2 >> 1)] : 0.0;
                    const double x3 = k4 + 3 < k1 ? vpn[v_row + (code3 >> 1)] : 0.0;
                    if (x0 != 0.0) {
                        const double v = (hp ^ code0) & 1 ? -x0 : x0;
                        const int32_t c = first + to0;
                        ci_ham_put(&out, col, val, c, v);
                    }
                    if (x1 != 0.0) {
                        const double v = (hp ^ code1) & 1 ? -x1 : x1;
                        const int32_t c = first + to1;
                        ci_ham_put(&out, col, val, c, v);
                    }
                    if (x2 != 0.0) {
                        const double v = (hp ^ code2) & 1 ? -x2 : x2;
                        const int32_t c = first + to2;
                        ci_ham_put(&out, col, val, c, v);
                    }
                    if (x3 != 0.0) {
                        const double v = (hp ^ code3) & 1 ? -x3 : x3;
                        const int32_t c = first + to3;
                        ci_ham_put(&out, col, val, c, v);
                    }
                }
            }
        }

        if (out.at != stop) {
#pragma omp atomic update
            cursor[r] += out.at - stop;
        }
    }
}
