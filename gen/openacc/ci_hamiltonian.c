/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/hamiltonian.c.j2
 * flavour:   openacc
 * d:         2
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>

#include "ci_kernels.h"

/* The M-scheme Hamiltonian of the shell model (runtime/shellmodel) built with the
 * ci motifs: the state comparison (popcount of the XOR of two occupation masks:
 * states whose occupations differ in more than 2 d = 4 m-states do not
 * interact), a count of each row's nonzeros with atomic updates, and a fill in
 * which every entry claims a slot of its row with an atomic capture.
 *
 * A many-body state is one 64-bit mask over the m-states, protons first: the
 * product of a proton determinant p_mask[ip] and a neutron one n_mask[in]. The
 * basis is cut into blocks b of one proton (M, parity) sector times its
 * matching neutron sector: states block_offset[b] + i * n_len + k, i < p_len,
 * k < n_len, with (p_start, p_len, n_start, n_len) = block_sd[4 b .. 4 b + 3].
 * H = sum obme[a n_sp + g] a+_a a_g
 *   + sum_{a < b, g < d} tbme[pair(a, b) n_pairs + pair(g, d)] a+_a a+_b a_d a_g,
 * tbme antisymmetrised. Only the upper triangle (column >= row) is produced.
 *
 * One work item is one (row, block of columns) pair, so that a row's work is
 * spread over as many threads as the basis has blocks. */

#pragma acc routine seq
/* index of the m-state pair a < b */
static inline int64_t ci_ham_pair(int n_sp, int a, int b) {
    return (int64_t)a * (2 * n_sp - a - 1) / 2 + (b - a - 1);
}

#pragma acc routine seq
/* the fermion sign of creating or annihilating m-state x in determinant m */
static inline double ci_ham_phase(uint64_t m, int x) {
    return __builtin_popcountll(m & ((UINT64_C(1) << x) - 1)) & 1 ? -1.0 : 1.0;
}

#pragma acc routine seq
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

#pragma acc routine seq
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

#pragma acc routine seq
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

/* counts[r] += the nonzeros of row r with column >= r (counts zeroed by the caller) */
void ci_ham_count(int64_t n_rows, int n_blocks, const int64_t *restrict block_offset,
                  const int32_t *restrict block_sd, int64_t n_p, const uint64_t *restrict p_mask,
                  int64_t n_n, const uint64_t *restrict n_mask, int n_sp,
                  const double *restrict obme, int64_t n_tbme, const double *restrict tbme,
                  int64_t *restrict counts) {
    const int64_t n_items = n_rows * n_blocks;
    (void)n_p, (void)n_n, (void)n_tbme; /* they size the device data clauses */
#pragma acc parallel loop gang vector vector_length(128) \
    present(block_offset[0:n_blocks + 1], block_sd[0:4 * n_blocks], p_mask[0:n_p], n_mask[0:n_n], \
        obme[0:n_sp * n_sp], tbme[0:n_tbme], counts[0:n_rows])
    for (int64_t w = 0; w < n_items; ++w) {
        int64_t hits = 0;
        const int64_t r = w / n_blocks;
        const int bc = (int)(w % n_blocks);
        if (block_offset[bc + 1] <= r)
            continue; /* every column of block bc lies left of the diagonal */
        const int br = ci_ham_block_of(n_blocks, block_offset, r);
        const int64_t local = r - block_offset[br], row_n_len = block_sd[4 * br + 3];
        const int64_t ip = block_sd[4 * br] + local / row_n_len,
                      in = block_sd[4 * br + 2] + local % row_n_len;
        const uint64_t pm = p_mask[ip], rm = pm | n_mask[in];
        const int64_t p_start = block_sd[4 * bc], p_len = block_sd[4 * bc + 1];
        const int64_t n_start = block_sd[4 * bc + 2], n_len = block_sd[4 * bc + 3];
#pragma acc loop seq
        for (int64_t i = 0; i < p_len; ++i) {
            const uint64_t pc = p_mask[p_start + i];
            const int dp = __builtin_popcountll(pm ^ pc);
            if (dp > 4)
                continue;
            /* 4 proton m-states differ: the neutrons must be the same */
            int64_t k0 = 0, k1 = n_len;
            if (dp == 4) {
                if (in < n_start || in >= n_start + n_len)
                    continue;
                k0 = in - n_start, k1 = k0 + 1;
            }
            const int64_t first = block_offset[bc] + i * n_len;
            if (first + k1 <= r)
                continue;
            for (int64_t k = k0; k < k1; ++k) {
                const int64_t c = first + k;
                const uint64_t cm = pc | n_mask[n_start + k];
                if (c < r || __builtin_popcountll(rm ^ cm) > 4)
                    continue;
                const double v = ci_ham_element(n_sp, obme, tbme, rm, cm);
                if (v == 0.0)
                    continue;
                ++hits;
            }
        }

        if (hits) {
#pragma acc atomic update
            counts[r] += hits;
        }
    }
}

/* col/val[offsets[r] + slot]: the entries of row r with column >= r, each slot
 * claimed with an atomic capture of cursor[r] (zeroed by the caller); the
 * order inside a row is unspecified */
void ci_ham_fill(int64_t n_rows, int n_blocks, const int64_t *restrict block_offset,
                 const int32_t *restrict block_sd, int64_t n_p, const uint64_t *restrict p_mask,
                 int64_t n_n, const uint64_t *restrict n_mask, int n_sp,
                 const double *restrict obme, int64_t n_tbme, const double *restrict tbme,
                 const int64_t *restrict offsets, int64_t *restrict cursor, int64_t nnz,
                 int32_t *restrict col, double *restrict val) {
    const int64_t n_items = n_rows * n_blocks;
    (void)n_p, (void)n_n, (void)n_tbme, (void)nnz; /* they size the device data clauses */
#pragma acc parallel loop gang vector vector_length(128) \
    present(block_offset[0:n_blocks + 1], block_sd[0:4 * n_blocks], p_mask[0:n_p], n_mask[0:n_n], \
        obme[0:n_sp * n_sp], tbme[0:n_tbme], offsets[0:n_rows + 1], cursor[0:n_rows], col[0:nnz], \
        val[0:nnz])
    for (int64_t w = 0; w < n_items; ++w) {
        const int64_t r = w / n_blocks;
        const int bc = (int)(w % n_blocks);
        if (block_offset[bc + 1] <= r)
            continue; /* every column of block bc lies left of the diagonal */
        const int br = ci_ham_block_of(n_blocks, block_offset, r);
        const int64_t local = r - block_offset[br], row_n_len = block_sd[4 * br + 3];
        const int64_t ip = block_sd[4 * br] + local / row_n_len,
                      in = block_sd[4 * br + 2] + local % row_n_len;
        const uint64_t pm = p_mask[ip], rm = pm | n_mask[in];
        const int64_t p_start = block_sd[4 * bc], p_len = block_sd[4 * bc + 1];
        const int64_t n_start = block_sd[4 * bc + 2], n_len = block_sd[4 * bc + 3];
#pragma acc loop seq
        for (int64_t i = 0; i < p_len; ++i) {
            const uint64_t pc = p_mask[p_start + i];
            const int dp = __builtin_popcountll(pm ^ pc);
            if (dp > 4)
                continue;
            /* 4 proton m-states differ: the neutrons must be the same */
            int64_t k0 = 0, k1 = n_len;
            if (dp == 4) {
                if (in < n_start || in >= n_start + n_len)
                    continue;
                k0 = in - n_start, k1 = k0 + 1;
            }
            const int64_t first = block_offset[bc] + i * n_len;
            if (first + k1 <= r)
                continue;
            for (int64_t k = k0; k < k1; ++k) {
                const int64_t c = first + k;
                const uint64_t cm = pc | n_mask[n_start + k];
                if (c < r || __builtin_popcountll(rm ^ cm) > 4)
                    continue;
                const double v = ci_ham_element(n_sp, obme, tbme, rm, cm);
                if (v == 0.0)
                    continue;
                int64_t slot;
#pragma acc atomic capture
                slot = cursor[r]++;
                col[offsets[r] + slot] = (int32_t)c;
                val[offsets[r] + slot] = v;
            }
        }
    }
}
