/* Test and benchmark matrices built in memory: 3D Poisson and a random matrix
 * with irregular (heavy-tailed) row lengths. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "matrix.h"
#include "mmio.h"
#include "util.h"

void poisson3d(csr_matrix *a, int32_t n)
{
    const int64_t N = (int64_t)n * n * n;
    if (n < 1 || N * 7 > INT32_MAX)
        die("Poisson grid size n = %d out of range (need 1 <= n and 7 n^3 < 2^31)", n);
    a->n_rows = a->n_cols = (int32_t)N;
    a->rowptr = xmalloc(sizeof *a->rowptr * (size_t)(N + 1));
    a->col = xmalloc(sizeof *a->col * (size_t)(7 * N));
    a->val = xmalloc(sizeof *a->val * (size_t)(7 * N));
    int64_t k = 0;
    a->rowptr[0] = 0;
    for (int32_t z = 0; z < n; ++z)
        for (int32_t y = 0; y < n; ++y)
            for (int32_t x = 0; x < n; ++x) {
                const int32_t i = x + n * (y + n * z);
                /* neighbours in ascending column order */
                const int32_t nb[7] = {z > 0 ? i - n * n : -1, y > 0 ? i - n : -1,
                                       x > 0 ? i - 1 : -1,     i,
                                       x < n - 1 ? i + 1 : -1, y < n - 1 ? i + n : -1,
                                       z < n - 1 ? i + n * n : -1};
                for (int d = 0; d < 7; ++d) {
                    if (nb[d] < 0)
                        continue;
                    a->col[k] = nb[d];
                    a->val[k] = nb[d] == i ? 6.0 : -1.0;
                    k++;
                }
                a->rowptr[i + 1] = (int32_t)k;
            }
    a->nnz = k;
}

/* splitmix64: a small counter-based generator, so matrices are reproducible. */
static uint64_t mix(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void random_irregular(csr_matrix *a, int32_t n, int32_t mean_len, uint64_t seed)
{
    if (n < 1 || mean_len < 1 || (int64_t)n * mean_len * 4 > INT32_MAX)
        die("irregular matrix: n = %d, mean row length %d out of range", n, mean_len);
    uint64_t state = seed;
    int32_t *len = xmalloc(sizeof *len * (size_t)n);
    int64_t total = 0;
    for (int32_t i = 0; i < n; ++i) {
        /* Pareto-like lengths: most rows short, a few up to 32x the mean. */
        const double u = ((double)(mix(&state) >> 11) + 0.5) * 0x1.0p-53;
        double l = 0.5 * mean_len / sqrt(u);
        if (l > 32.0 * mean_len)
            l = 32.0 * mean_len;
        len[i] = (int32_t)l < n ? (int32_t)l : n;
        total += len[i];
    }
    a->n_rows = a->n_cols = n;
    a->rowptr = xmalloc(sizeof *a->rowptr * ((size_t)n + 1));
    a->col = xmalloc(sizeof *a->col * (size_t)total);
    a->val = xmalloc(sizeof *a->val * (size_t)total);
    a->rowptr[0] = 0;
    int64_t k = 0;
    for (int32_t i = 0; i < n; ++i) {
        /* Columns: a random start, then increasing random strides (sorted, no duplicates). */
        int64_t c = (int64_t)(mix(&state) % (uint64_t)n);
        const int64_t stride = (int64_t)n / (len[i] + 1);
        for (int32_t j = 0; j < len[i]; ++j) {
            c = (c + 1 + (stride > 1 ? (int64_t)(mix(&state) % (uint64_t)stride) : 0)) % n;
            a->col[k] = (int32_t)c;
            a->val[k++] = ((double)(mix(&state) >> 11) * 0x1.0p-53) - 0.5;
        }
        /* keep each row's columns sorted */
        int32_t *row = a->col + a->rowptr[i];
        for (int32_t p = 1; p < len[i]; ++p)
            for (int32_t q = p; q > 0 && row[q - 1] > row[q]; --q) {
                const int32_t t = row[q]; row[q] = row[q - 1]; row[q - 1] = t;
            }
        a->rowptr[i + 1] = (int32_t)k;
    }
    a->nnz = k;
    free(len);
}

/* The integer fields after a gallery spec's prefix ("N:MEAN:SEED"): exactly `count`
 * colon-separated integers, each in [1, INT32_MAX]; 0 when malformed. */
static int gallery_fields(const char *rest, int count, long long *out)
{
    for (int k = 0; k < count; ++k) {
        char *end;
        errno = 0;
        out[k] = strtoll(rest, &end, 10);
        if (end == rest || errno || out[k] < 1 || out[k] > INT32_MAX ||
            *end != (k + 1 < count ? ':' : '\0'))
            return 0;
        rest = end + 1;
    }
    return 1;
}

void matrix_from_spec(const char *spec, csr_matrix *a)
{
    long long v[3];
    char err[512];
    if (!strncmp(spec, "poisson:", 8)) {
        if (!gallery_fields(spec + 8, 1, v))
            die("--matrix: '%s': expected poisson:N with a positive integer N", spec);
        poisson3d(a, (int32_t)v[0]);
    } else if (!strncmp(spec, "irregular:", 10)) {
        if (!gallery_fields(spec + 10, 3, v) || v[1] > v[0])
            die("--matrix: '%s': expected irregular:N:MEAN:SEED, positive integers, MEAN <= N", spec);
        random_irregular(a, (int32_t)v[0], (int32_t)v[1], (uint64_t)v[2]);
    } else if (mm_read(spec, a, err, sizeof err)) {
        die("--matrix: %s (expected poisson:N, irregular:N:MEAN:SEED or a .mtx file)", err);
    }
}
