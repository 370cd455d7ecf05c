#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ci.h"
#include "util.h"

static uint64_t splitmix(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int cmp_int(const void *a, const void *b)
{
    const int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static void check_shape(int64_t n, int N, int n_sp)
{
    if (n < 0)
        die("ci states: number of states must be >= 0 (got %lld)", (long long)n);
    if (n_sp < 1 || n_sp > 128)
        die("ci states: n_sp must be in 1..128 (got %d)", n_sp);
    if (N < 1 || N > n_sp)
        die("ci states: N must be in 1..n_sp = %d (got %d)", n_sp, N);
}

void ci_states_set(ci_states *s, int64_t i, const int *orbitals)
{
    int sorted[128];
    memcpy(sorted, orbitals, sizeof(int) * (size_t)s->N);
    qsort(sorted, (size_t)s->N, sizeof(int), cmp_int);
    uint64_t lo = 0, hi = 0;
    for (int k = 0; k < s->N; ++k) {
        const int o = sorted[k];
        if (o < 0 || o >= s->n_sp || (k > 0 && sorted[k - 1] == o))
            die("ci states: state %lld: orbital %d repeated or outside 0..%d", (long long)i, o,
                s->n_sp - 1);
        if (o < 64)
            lo |= 1ull << o;
        else
            hi |= 1ull << (o - 64);
        s->orb[i * s->N + k] = (uint16_t)o;
    }
    s->mask_lo[i] = lo;
    s->mask_hi[i] = hi;
}

void ci_states_random(ci_states *s, int64_t n, int N, int n_sp, uint64_t seed)
{
    check_shape(n, N, n_sp);
    s->n = n, s->N = N, s->n_sp = n_sp;
    s->mask_lo = xmalloc(sizeof(uint64_t) * (size_t)n);
    s->mask_hi = xmalloc(sizeof(uint64_t) * (size_t)n);
    s->orb = xmalloc(sizeof(uint16_t) * (size_t)n * (size_t)N);
    uint64_t rng = seed;
    int orbitals[128];
    for (int64_t i = 0; i < n; ++i) {
        uint64_t taken_lo = 0, taken_hi = 0;
        for (int k = 0; k < N;) {
            const double u = (double)(splitmix(&rng) >> 11) * 0x1.0p-53;
            const int o = (int)(n_sp * u * u * u);
            uint64_t *taken = o < 64 ? &taken_lo : &taken_hi;
            const uint64_t bit = 1ull << (o & 63);
            if (*taken & bit)
                continue;
            *taken |= bit;
            orbitals[k++] = o;
        }
        ci_states_set(s, i, orbitals);
    }
}

/* uniform in 0..n-1 (n >= 1) */
static int64_t below(uint64_t *rng, int64_t n) { return (int64_t)(splitmix(rng) % (uint64_t)n); }

void ci_states_near_copies(ci_states *s, int64_t first, uint64_t seed)
{
    const int N = s->N, n_sp = s->n_sp;
    uint64_t rng = seed;
    for (int64_t i = first > 1 ? first : 1; i < s->n; ++i) {
        const int64_t src = below(&rng, i);
        int orb[128], occupied[128] = {0};
        for (int k = 0; k < N; ++k)
            orb[k] = s->orb[src * N + k], occupied[orb[k]] = 1;
        const int moves = (int)below(&rng, 4);
        for (int mv = 0; mv < moves && N < n_sp; ++mv) {
            int to;
            do
                to = (int)below(&rng, n_sp);
            while (occupied[to]);
            const int k = (int)below(&rng, N);
            occupied[orb[k]] = 0, occupied[to] = 1, orb[k] = to;
        }
        ci_states_set(s, i, orb);
    }
}

void ci_states_free(ci_states *s)
{
    free(s->mask_lo), free(s->mask_hi), free(s->orb);
    s->mask_lo = s->mask_hi = NULL, s->orb = NULL, s->n = 0;
}

int64_t ci_count_pairs_reference(const ci_states *s, int d)
{
    const int N = s->N;
    unsigned char *occ = xcalloc((size_t)s->n * 128 + 1, 1);
    for (int64_t i = 0; i < s->n; ++i)
        for (int k = 0; k < N; ++k)
            occ[i * 128 + s->orb[i * N + k]] = 1;
    int64_t count = 0;
    for (int64_t i = 0; i < s->n; ++i)
        for (int64_t j = 0; j < s->n; ++j) {
            int differ = 0;
            for (int o = 0; o < 128; ++o)
                differ += occ[i * 128 + o] != occ[j * 128 + o];
            count += differ <= 2 * d;
        }
    free(occ);
    return count;
}

/* each byte of the result holds the number of set bits in that byte of x */
static inline uint64_t byte_bits(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
}

/* 1 when a and b together have at most `most` (< 128) set bits, else 0; shifts,
 * adds and masks only, so that the loop over pairs vectorises with SSE2 */
static inline uint64_t few_bits(uint64_t a, uint64_t b, uint64_t most)
{
    uint64_t x = byte_bits(a) + byte_bits(b); /* bytes <= 16 */
    x += x >> 8;
    x += x >> 16;
    x += x >> 32;
    return ((x & 0xFF) - most - 1) >> 63; /* bit 63 set iff (x & 0xFF) <= most */
}

/* GCC: an AVX2 clone, chosen at run time where the CPU has AVX2, is twice as fast.
 * Not with clang: its OpenMP offload build (16) leaves the cloned symbol undefined. */
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
int64_t ci_count_pairs_fast_reference(const ci_states *s, int d)
{
    const int N = s->N;
    uint64_t *lo = xcalloc((size_t)s->n + 1, sizeof *lo), *hi = xcalloc((size_t)s->n + 1, sizeof *hi);
    for (int64_t i = 0; i < s->n; ++i)
        for (int k = 0; k < N; ++k) {
            const int o = s->orb[i * N + k];
            if (o < 64)
                lo[i] |= 1ull << o;
            else
                hi[i] |= 1ull << (o - 64);
        }
    int64_t count = 0;
    for (int64_t i = 0; i < s->n; ++i) {
        const uint64_t li = lo[i], hi_i = hi[i];
        uint64_t hits = 0;
        for (int64_t j = 0; j < s->n; ++j)
            hits += few_bits(li ^ lo[j], hi_i ^ hi[j], (uint64_t)(2 * d));
        count += (int64_t)hits;
    }
    free(lo), free(hi);
    return count;
}

void ci_scan_reference(int64_t n, const int64_t *counts, int64_t *offsets)
{
    offsets[0] = 0;
    for (int64_t i = 0; i < n; ++i)
        offsets[i + 1] = offsets[i] + counts[i];
}

void ci_reduce_reference(int64_t ni, int64_t nj, int m, const double *x, const double *y,
                         double *a, double *abs_sum)
{
    /* (i, j) outer, k inner: x and y are read in storage order */
    double *sum = xcalloc((size_t)m, sizeof *sum);
    for (int k = 0; k < m; ++k)
        abs_sum[k] = 0;
    for (int64_t i = 0; i < ni; ++i)
        for (int64_t j = 0; j < nj; ++j)
            for (int k = 0; k < m; ++k) {
                const double t = x[i * m + k] * y[j * m + k];
                sum[k] += t;
                abs_sum[k] += t < 0 ? -t : t;
            }
    for (int k = 0; k < m; ++k)
        a[k] += sum[k];
    free(sum);
}
