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

void ci_scan_reference(int64_t n, const int64_t *counts, int64_t *offsets)
{
    offsets[0] = 0;
    for (int64_t i = 0; i < n; ++i)
        offsets[i + 1] = offsets[i] + counts[i];
}

void ci_reduce_reference(int64_t ni, int64_t nj, int m, const double *x, const double *y,
                         double *a, double *abs_sum)
{
    for (int k = 0; k < m; ++k) {
        double sum = 0, abs = 0;
        for (int64_t i = 0; i < ni; ++i)
            for (int64_t j = 0; j < nj; ++j) {
                const double t = x[i * m + k] * y[j * m + k];
                sum += t;
                abs += t < 0 ? -t : t;
            }
        a[k] += sum;
        abs_sum[k] = abs;
    }
}
