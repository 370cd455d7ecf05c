/* The M-scheme basis: proton and neutron Slater determinants as bit masks, grouped into
 * (M, parity) sectors; the many-body basis is the product of matching sectors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shellmodel.h"
#include "util.h"

/* The m-states [first, first + count) of one species. */
typedef struct {
    int first, count, particles;
} species;

static species protons(const sm_space *s)
{
    return (species){0, s->n_sp_p, s->z};
}

static species neutrons(const sm_space *s)
{
    return (species){s->n_sp_p, s->n_sp - s->n_sp_p, s->n};
}

/* Largest |2M| of one species' determinants: the particles in the largest m's. */
static int max_m2(const sm_space *s, species sp)
{
    int m[SM_MAX_MSTATES], n = 0, total = 0;
    for (int i = 0; i < sp.count; ++i)
        m[n++] = abs(s->m2[sp.first + i]);
    for (int k = 0; k < sp.particles; ++k) { /* pick the largest remaining, particles times */
        int best = 0;
        for (int i = 1; i < n; ++i)
            if (m[i] > m[best])
                best = i;
        total += m[best];
        m[best] = -1;
    }
    return total;
}

/* ways[(m2 + off) * 2 + (parity < 0)]: the determinants of one species by 2M and parity,
 * counted by dynamic programming over the m-states (nothing enumerated). */
static double *count_sectors(const sm_space *s, species sp, int off)
{
    const int width = 2 * off + 1, stride = width * 2;
    double *ways = xcalloc((size_t)(sp.particles + 1) * stride, sizeof *ways);
    ways[(size_t)off * 2] = 1.0; /* zero particles: M = 0, parity + */
    for (int i = 0; i < sp.count; ++i) {
        const int m = s->m2[sp.first + i], neg = s->par[sp.first + i] < 0;
        for (int k = sp.particles; k >= 1; --k)
            for (int x = 0; x < width; ++x)
                for (int p = 0; p < 2; ++p) {
                    const int from = x - m;
                    if (from < 0 || from >= width)
                        continue;
                    ways[(size_t)k * stride + x * 2 + (p ^ neg)] +=
                        ways[(size_t)(k - 1) * stride + from * 2 + p];
                }
    }
    double *last = xmalloc(sizeof(double) * stride);
    memcpy(last, ways + (size_t)sp.particles * stride, sizeof(double) * stride);
    free(ways);
    return last;
}

int64_t sm_basis_dimension(const sm_space *s)
{
    const species p = protons(s), n = neutrons(s);
    const int op = max_m2(s, p), on = max_m2(s, n);
    double *wp = count_sectors(s, p, op), *wn = count_sectors(s, n, on);
    double dim = 0;
    for (int x = 0; x <= 2 * op; ++x)
        for (int pp = 0; pp < 2; ++pp) {
            const int mn = s->M2 - (x - op), pn = pp ^ (s->parity < 0);
            if (mn < -on || mn > on)
                continue;
            dim += wp[x * 2 + pp] * wn[(mn + on) * 2 + pn];
        }
    free(wp), free(wn);
    return (int64_t)dim;
}

/* One determinant with its sector key, for sorting. */
typedef struct {
    uint64_t mask;
    int m2, neg;
} sd;

static int by_sector(const void *x, const void *y)
{
    const sd *a = x, *b = y;
    if (a->neg != b->neg)
        return a->neg - b->neg;
    if (a->m2 != b->m2)
        return a->m2 < b->m2 ? -1 : 1;
    return a->mask < b->mask ? -1 : a->mask > b->mask;
}

/* Every determinant of one species, sorted by (parity, 2M, mask): Gosper's next
 * combination over the species' bits. */
static sd *enumerate(const sm_space *s, species sp, int64_t *count)
{
    double c = 1;
    for (int k = 0; k < sp.particles; ++k)
        c = c * (sp.count - k) / (k + 1);
    *count = (int64_t)(c + 0.5);
    sd *out = xmalloc(sizeof(sd) * (size_t)*count);
    uint64_t v = sp.particles ? (UINT64_C(1) << sp.particles) - 1 : 0;
    for (int64_t i = 0; i < *count; ++i) {
        int m2 = 0, neg = 0;
        for (uint64_t w = v; w; w &= w - 1) {
            const int b = __builtin_ctzll(w) + sp.first;
            m2 += s->m2[b];
            neg ^= s->par[b] < 0;
        }
        out[i] = (sd){v << sp.first, m2, neg};
        if (v) { /* Gosper's hack */
            const uint64_t t = v | (v - 1);
            v = (t + 1) | (((~t & -~t) - 1) >> (__builtin_ctzll(v) + 1));
        }
    }
    qsort(out, (size_t)*count, sizeof *out, by_sector);
    return out;
}

/* Sector numbers of a sorted list: 0 for the first run of equal (parity, 2M), then 1, ... */
static int32_t *sector_numbers(const sd *list, int64_t n)
{
    int32_t *out = xmalloc(sizeof(int32_t) * (size_t)(n > 0 ? n : 1));
    for (int64_t i = 0; i < n; ++i)
        out[i] = i == 0 ? 0 : out[i - 1] + (list[i].neg != list[i - 1].neg || list[i].m2 != list[i - 1].m2);
    return out;
}

/* [start, start + len) of the sector (m2, neg) in a sorted list, len 0 if absent. */
static void find_sector(const sd *list, int64_t n, int m2, int neg, int64_t *start, int64_t *len)
{
    int64_t i = 0;
    while (i < n && (list[i].neg != neg || list[i].m2 != m2))
        ++i;
    int64_t j = i;
    while (j < n && list[j].neg == neg && list[j].m2 == m2)
        ++j;
    *start = i, *len = j - i;
}

void sm_basis_build(sm_basis *b, const sm_space *s)
{
    memset(b, 0, sizeof *b);
    b->n_sp = s->n_sp, b->n_sp_p = s->n_sp_p;
    sd *ps = enumerate(s, protons(s), &b->n_p), *ns = enumerate(s, neutrons(s), &b->n_n);
    b->p_mask = xmalloc(sizeof(uint64_t) * (size_t)b->n_p);
    b->n_mask = xmalloc(sizeof(uint64_t) * (size_t)b->n_n);
    for (int64_t i = 0; i < b->n_p; ++i)
        b->p_mask[i] = ps[i].mask;
    for (int64_t i = 0; i < b->n_n; ++i)
        b->n_mask[i] = ns[i].mask;
    b->p_sector = sector_numbers(ps, b->n_p);
    b->n_sector = sector_numbers(ns, b->n_n);
    b->p_block = xmalloc(sizeof(int32_t) * (size_t)b->n_p);
    /* one block per proton sector that has a matching neutron sector */
    b->block_offset = xmalloc(sizeof(int64_t) * (size_t)(b->n_p + 1));
    b->block_sd = xmalloc(sizeof(int32_t) * 4 * (size_t)b->n_p);
    b->block_offset[0] = 0;
    for (int64_t i = 0; i < b->n_p;) {
        int64_t p_start, p_len, n_start, n_len;
        find_sector(ps, b->n_p, ps[i].m2, ps[i].neg, &p_start, &p_len);
        find_sector(ns, b->n_n, s->M2 - ps[i].m2, ps[i].neg ^ (s->parity < 0), &n_start, &n_len);
        for (int64_t k = p_start; k < p_start + p_len; ++k)
            b->p_block[k] = n_len ? b->n_blocks : -1;
        if (n_len) {
            int32_t *q = b->block_sd + 4 * b->n_blocks;
            q[0] = (int32_t)p_start, q[1] = (int32_t)p_len, q[2] = (int32_t)n_start, q[3] = (int32_t)n_len;
            b->block_offset[b->n_blocks + 1] = b->block_offset[b->n_blocks] + p_len * n_len;
            ++b->n_blocks;
        }
        i = p_start + p_len;
    }
    b->dim = b->block_offset[b->n_blocks];
    free(ps), free(ns);
}

void sm_basis_free(sm_basis *b)
{
    free(b->p_mask), free(b->n_mask), free(b->block_offset), free(b->block_sd);
    free(b->p_sector), free(b->n_sector), free(b->p_block);
    memset(b, 0, sizeof *b);
}

static int block_of(const sm_basis *b, int64_t i)
{
    int lo = 0, hi = b->n_blocks - 1;
    while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (b->block_offset[mid] <= i)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

uint64_t sm_basis_state(const sm_basis *b, int64_t i)
{
    const int k = block_of(b, i);
    const int32_t *q = b->block_sd + 4 * k;
    const int64_t local = i - b->block_offset[k];
    return b->p_mask[q[0] + local / q[3]] | b->n_mask[q[2] + local % q[3]];
}

/* position of mask in the sorted run list[start, start + len), or -1 */
static int64_t search(const uint64_t *list, int64_t start, int64_t len, uint64_t mask)
{
    int64_t lo = start, hi = start + len - 1;
    while (lo <= hi) {
        const int64_t mid = lo + (hi - lo) / 2;
        if (list[mid] == mask)
            return mid;
        if (list[mid] < mask)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

int64_t sm_basis_index(const sm_basis *b, const sm_space *s, uint64_t mask)
{
    const uint64_t pmask = s->n_sp_p ? mask & ((UINT64_C(1) << s->n_sp_p) - 1) : 0, nmask = mask ^ pmask;
    for (int k = 0; k < b->n_blocks; ++k) { /* blocks are few; each one proton sector */
        const int32_t *q = b->block_sd + 4 * k;
        const int64_t ip = search(b->p_mask, q[0], q[1], pmask);
        if (ip < 0)
            continue;
        const int64_t in = search(b->n_mask, q[2], q[3], nmask);
        return in < 0 ? -1 : b->block_offset[k] + (ip - q[0]) * q[3] + (in - q[2]);
    }
    return -1;
}
