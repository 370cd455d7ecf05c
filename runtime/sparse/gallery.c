/* Test and benchmark matrices built in memory: 3D Poisson, its anisotropic and
 * jumping-coefficient variants, 3D convection-diffusion (nonsymmetric), and a random
 * matrix with irregular (heavy-tailed) row lengths; the drivers' `--matrix` spec and their
 * `--reorder` renumbering of it. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "matrix.h"
#include "mmio.h"
#include "util.h"

/* A 7-point operator on an n x n x n grid with Dirichlet boundaries: row i gets
 * -w[d] for its neighbour in direction d (x-, y-, z-, x+, y+, z+; w[d] from the callback)
 * and the sum of the six w[d] plus `shift` on its diagonal (missing boundary neighbours
 * still count: Dirichlet). Columns come in ascending order. */
typedef void (*stencil_fn)(const void *ctx, int32_t n, int32_t x, int32_t y, int32_t z,
                           double w[6]);

static void grid7(csr_matrix *a, int32_t n, stencil_fn weights, const void *ctx)
{
    const int64_t N = (int64_t)n * n * n;
    if (n < 1 || N * 7 > INT32_MAX)
        die("grid size n = %d out of range (need 1 <= n and 7 n^3 < 2^31)", n);
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
                double w[6];
                weights(ctx, n, x, y, z, w);
                const double diag = w[0] + w[1] + w[2] + w[3] + w[4] + w[5];
                /* neighbours in ascending column order: z-, y-, x-, self, x+, y+, z+ */
                const int32_t nb[7] = {z > 0 ? i - n * n : -1, y > 0 ? i - n : -1,
                                       x > 0 ? i - 1 : -1,     i,
                                       x < n - 1 ? i + 1 : -1, y < n - 1 ? i + n : -1,
                                       z < n - 1 ? i + n * n : -1};
                const double v[7] = {-w[2], -w[1], -w[0], diag, -w[3], -w[4], -w[5]};
                for (int d = 0; d < 7; ++d) {
                    if (nb[d] < 0)
                        continue;
                    a->col[k] = nb[d];
                    a->val[k++] = v[d];
                }
                a->rowptr[i + 1] = (int32_t)k;
            }
    a->nnz = k;
}

static void unit_weights(const void *ctx, int32_t n, int32_t x, int32_t y, int32_t z, double w[6])
{
    (void)ctx, (void)n, (void)x, (void)y, (void)z;
    for (int d = 0; d < 6; ++d)
        w[d] = 1.0;
}

void poisson3d(csr_matrix *a, int32_t n) { grid7(a, n, unit_weights, NULL); }

static void aniso_weights(const void *ctx, int32_t n, int32_t x, int32_t y, int32_t z, double w[6])
{
    (void)n, (void)x, (void)y, (void)z;
    const double eps = *(const double *)ctx;
    w[0] = w[3] = eps;
    w[1] = w[2] = w[4] = w[5] = 1.0;
}

void aniso3d(csr_matrix *a, int32_t n, double eps)
{
    if (!(eps > 0) || !isfinite(eps))
        die("anisotropic Poisson: epsilon %g must be positive", eps);
    grid7(a, n, aniso_weights, &eps);
}

/* The coefficient of cell (x, y, z) of the checkerboard of cubes of edge max(n / 4, 1). */
static double jump_coefficient(double contrast, int32_t n, int32_t x, int32_t y, int32_t z)
{
    const int32_t edge = n / 4 > 0 ? n / 4 : 1;
    return (x / edge + y / edge + z / edge) % 2 ? contrast : 1.0;
}

static void jump_weights(const void *ctx, int32_t n, int32_t x, int32_t y, int32_t z, double w[6])
{
    const double contrast = *(const double *)ctx;
    const double here = jump_coefficient(contrast, n, x, y, z);
    const int32_t dx[6] = {-1, 0, 0, 1, 0, 0}, dy[6] = {0, -1, 0, 0, 1, 0},
                  dz[6] = {0, 0, -1, 0, 0, 1};
    for (int d = 0; d < 6; ++d) {
        const int32_t X = x + dx[d], Y = y + dy[d], Z = z + dz[d];
        const int inside = X >= 0 && X < n && Y >= 0 && Y < n && Z >= 0 && Z < n;
        const double there = inside ? jump_coefficient(contrast, n, X, Y, Z) : here;
        w[d] = 2.0 * here * there / (here + there); /* harmonic mean across the face */
    }
}

void jump3d(csr_matrix *a, int32_t n, double contrast)
{
    if (!(contrast > 0) || !isfinite(contrast))
        die("jumping-coefficient Poisson: contrast %g must be positive", contrast);
    grid7(a, n, jump_weights, &contrast);
}

static void convdiff_weights(const void *ctx, int32_t n, int32_t x, int32_t y, int32_t z,
                             double w[6])
{
    (void)x, (void)y, (void)z;
    /* wind PECLET (1, 1/2, 1/4), first-order upwind: the upstream neighbour (the minus side)
     * of each direction gets the convective coupling, scaled like the diffusion by h^2 */
    const double peclet = *(const double *)ctx, h = 1.0 / (n + 1);
    const double wind[3] = {peclet, 0.5 * peclet, 0.25 * peclet};
    for (int d = 0; d < 3; ++d) {
        w[d] = 1.0 + wind[d] * h;
        w[d + 3] = 1.0;
    }
}

void convdiff3d(csr_matrix *a, int32_t n, double peclet)
{
    if (!(peclet >= 0) || !isfinite(peclet))
        die("convection-diffusion: Peclet number %g must be >= 0", peclet);
    grid7(a, n, convdiff_weights, &peclet);
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

/* "N:X" after a gallery prefix: a positive integer N and a finite number X; 0 when
 * malformed. */
static int grid_and_number(const char *rest, long long *n, double *x)
{
    char *end;
    errno = 0;
    *n = strtoll(rest, &end, 10);
    if (end == rest || errno || *n < 1 || *n > INT32_MAX || *end != ':')
        return 0;
    rest = end + 1;
    *x = strtod(rest, &end);
    return end != rest && !errno && *end == '\0' && isfinite(*x);
}

/* The gallery problems with a grid size and one parameter. */
static const struct {
    const char *prefix, *form;
    void (*build)(csr_matrix *, int32_t, double);
} GRID_PROBLEMS[] = {
    {"aniso:", "aniso:N:EPSILON", aniso3d},
    {"jump:", "jump:N:CONTRAST", jump3d},
    {"convdiff:", "convdiff:N:PECLET", convdiff3d},
};

void matrix_from_spec(const char *spec, csr_matrix *a)
{
    long long v[3];
    double x;
    char err[512];
    for (size_t p = 0; p < sizeof GRID_PROBLEMS / sizeof *GRID_PROBLEMS; ++p) {
        const size_t len = strlen(GRID_PROBLEMS[p].prefix);
        if (strncmp(spec, GRID_PROBLEMS[p].prefix, len))
            continue;
        if (!grid_and_number(spec + len, v, &x))
            die("--matrix: '%s': expected %s with a positive integer N and a number", spec,
                GRID_PROBLEMS[p].form);
        GRID_PROBLEMS[p].build(a, (int32_t)v[0], x);
        return;
    }
    if (!strncmp(spec, "poisson:", 8)) {
        if (!gallery_fields(spec + 8, 1, v))
            die("--matrix: '%s': expected poisson:N with a positive integer N", spec);
        poisson3d(a, (int32_t)v[0]);
    } else if (!strncmp(spec, "irregular:", 10)) {
        if (!gallery_fields(spec + 10, 3, v) || v[1] > v[0])
            die("--matrix: '%s': expected irregular:N:MEAN:SEED, positive integers, MEAN <= N", spec);
        random_irregular(a, (int32_t)v[0], (int32_t)v[1], (uint64_t)v[2]);
    } else if (mm_read(spec, a, err, sizeof err)) {
        die("--matrix: %s (expected poisson:N, aniso:N:EPSILON, jump:N:CONTRAST, "
            "convdiff:N:PECLET, irregular:N:MEAN:SEED or a .mtx file)", err);
    }
}

int32_t parse_reorder_option(const char *opt, const char *value)
{
    if (!strcmp(value, "none"))
        return 0;
    long long w;
    if (strncmp(value, "length:", 7) || !gallery_fields(value + 7, 1, &w))
        die("%s: '%s' is not none or length:W (rows sorted by length in windows of W rows, W a "
            "positive integer)", opt, value);
    return (int32_t)w;
}

static void reorder_in_place(csr_matrix *a, int32_t window, int n_segments)
{
    csr_matrix b;
    int32_t *order = xmalloc(sizeof *order * (size_t)(a->n_rows > 0 ? a->n_rows : 1));
    csr_reorder_by_length(a, window, n_segments, &b, order);
    free(order);
    csr_free(a);
    *a = b;
}

static void say_renumbered(int32_t window, int n_segments)
{
    if (n_segments > 1)
        fprintf(stderr, "  renumbered: rows and columns in the order of row length, then of the "
                "lengths in %d column segments, in windows of %d rows (P A P^T)\n", n_segments,
                window);
    else
        fprintf(stderr, "  renumbered: rows and columns in the order of row length in windows of %d "
                "rows (P A P^T)\n", window);
}

void csr_apply_reorder(csr_matrix *a, int32_t window, int n_segments)
{
    if (window <= 0)
        return;
    reorder_in_place(a, window, n_segments);
    say_renumbered(window, n_segments);
}

int csr_renumber_for_segments(const csr_matrix *a, int32_t window, const char *option,
                              const char *segments, size_t value_bytes, csr_matrix *b)
{
    if (window <= 0) {
        csr_copy(a, b);
        return sparse_parse_column_segments(option, segments, b, value_bytes);
    }
    int32_t *order = xmalloc(sizeof *order * (size_t)(a->n_rows > 0 ? a->n_rows : 1));
    csr_reorder_by_length(a, window, 1, b, order);
    const int n_segments = sparse_parse_column_segments(option, segments, b, value_bytes);
    if (n_segments > 1) {
        csr_free(b);
        csr_reorder_by_length(a, window, n_segments, b, order);
    }
    free(order);
    say_renumbered(window, n_segments);
    return n_segments;
}

void matrix_label(char *buf, size_t len, const char *spec, int32_t window)
{
    if (window > 0)
        snprintf(buf, len, "%s+length:%d", spec, window);
    else
        snprintf(buf, len, "%s", spec);
}
