/* Geometry, random numbers, gauge fields, dispatch and plain references. */
#include "lattice/lattice.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "lattice_kernels.h"
#include "util.h"

int lat_geom_init(lat_geom *g, const int32_t n[4], char *err, size_t errlen)
{
    g->vol = 1;
    for (int i = 0; i < 4; ++i) {
        if (n[i] < 2) {
            snprintf(err, errlen, "extent N%d = %d must be at least 2", i, n[i]);
            return 1;
        }
        if (n[i] % 2) {
            snprintf(err, errlen, "extent N%d = %d must be even (even/odd site indexing)", i, n[i]);
            return 1;
        }
        g->n[i] = n[i];
        if (g->vol > ((int64_t)1 << 31) / n[i]) { /* checked before the product can overflow */
            snprintf(err, errlen, "%dx%dx%dx%d is more than 2^31 sites", n[0], n[1], n[2], n[3]);
            return 1;
        }
        g->vol *= n[i];
    }
    g->sizeh = g->vol / 2;
    return 0;
}

lat_geom lat_geom_parse(const char *text, const char *what)
{
    int32_t n[4];
    int a, b, c, d, used = 0;
    char err[200];
    if (sscanf(text, "%dx%dx%dx%d%n", &a, &b, &c, &d, &used) == 4 && text[used] == 0)
        n[0] = a, n[1] = b, n[2] = c, n[3] = d;
    else if (sscanf(text, "%d%n", &a, &used) == 1 && text[used] == 0)
        n[0] = n[1] = n[2] = n[3] = a;
    else
        die("%s: '%s' is not a lattice size (expected N0xN1xN2xN3 or N)", what, text);
    lat_geom g;
    if (lat_geom_init(&g, n, err, sizeof err))
        die("%s: lattice %s: %s", what, text, err);
    return g;
}

int64_t lat_idxh(const lat_geom *g, const int32_t x[4])
{
    return LATTICE_IDXH(x[0], x[1], x[2], x[3], g->n[0], g->n[1], g->n[2]);
}

void lat_global_sum(double *v, int n)
{
    (void)v, (void)n; /* one rank holds the whole lattice: its sums are already global */
}

double lat_time[LAT_NTIMES];
const char *const lat_time_names[LAT_NTIMES] = {"dirac", "force", "gauge", "linalg", "other"};

void *lat_dev_alloc(size_t bytes)
{
    void *p = xmalloc(bytes);
    dev_create(p, bytes);
    lattice_zero_d((int64_t)(bytes / sizeof(double)), p);
    return p;
}

void lat_dev_free(void *p, size_t bytes)
{
    if (!p)
        return;
    dev_delete(p, bytes);
    free(p);
}

void *lat_host_alloc_placed(size_t bytes)
{
    void *p = lat_dev_alloc(bytes);
    dev_update_host(p, bytes); /* offloading: the zeros come back; on a CPU: nothing to do */
    dev_delete(p, bytes);
    return p;
}

int lat_parity(const int32_t x[4]) { return (x[0] + x[1] + x[2] + x[3]) & 1; }

void lat_coords(const lat_geom *g, int p, int64_t h, int32_t x[4])
{
    int64_t lex = 2 * h;
    for (int i = 0; i < 4; ++i) {
        x[i] = (int32_t)(lex % g->n[i]);
        lex /= g->n[i];
    }
    if (lat_parity(x) != p)
        x[0] += 1;
}

/* ---- random numbers: splitmix64 finaliser over (seed, stream, index) ---- */
static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t lat_rng_key(uint64_t seed, uint64_t stream);

uint64_t lat_rng_u64(uint64_t seed, uint64_t stream, uint64_t index)
{
    return mix64(lat_rng_key(seed, stream) ^ (index * 0x9E3779B97F4A7C15ull + 0xD1B54A32D192ED03ull));
}

double lat_rng_uniform(uint64_t seed, uint64_t stream, uint64_t index)
{
    return ((double)(lat_rng_u64(seed, stream, index) >> 11) + 0.5) * 0x1.0p-53;
}

uint64_t lat_rng_key(uint64_t seed, uint64_t stream)
{
    return mix64(mix64(seed + 0x9E3779B97F4A7C15ull) ^ (stream + 0x632BE59BD9B4E019ull));
}

double lat_rng_gauss(uint64_t seed, uint64_t stream, uint64_t index)
{
    const double u1 = lat_rng_uniform(seed, stream, 2 * index);
    const double u2 = lat_rng_uniform(seed, stream, 2 * index + 1);
    return sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
}

/* ---- gauge fields ---- */
void lat_gauge_alloc(lat_gauge *U, const lat_geom *g, int storage)
{
    if (storage != 12 && storage != 18)
        die("link storage %d: must be 12 or 18 reals", storage);
    U->g = *g;
    U->storage = storage;
    U->nrows = storage == 12 ? 2 : 3;
    U->len = 8 * U->nrows * 3 * g->sizeh;
    U->u = lat_host_alloc_placed(lat_gauge_bytes(U));
}

size_t lat_gauge_bytes(const lat_gauge *U) { return sizeof(double complex) * (size_t)U->len; }

void lat_gauge_copy(const lat_gauge *from, lat_gauge *to)
{
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < from->g.sizeh; ++h) {
            int32_t x[4];
            double complex m[3][3];
            lat_coords(&from->g, p, h, x);
            for (int mu = 0; mu < 4; ++mu) {
                lat_link_get(from, mu, x, m);
                lat_link_set(to, mu, x, m);
            }
        }
}

void lat_gauge_free(lat_gauge *U)
{
    free(U->u);
    U->u = NULL;
}

static int64_t link_index(const lat_gauge *U, int f, int r, int c, int64_t h)
{
    return (((int64_t)f * U->nrows + r) * 3 + c) * U->g.sizeh + h;
}

void lat_link_get(const lat_gauge *U, int mu, const int32_t x[4], double complex m[3][3])
{
    const int f = 2 * mu + lat_parity(x);
    const int64_t h = lat_idxh(&U->g, x);
    for (int r = 0; r < U->nrows; ++r)
        for (int c = 0; c < 3; ++c)
            m[r][c] = U->u[link_index(U, f, r, c, h)];
    if (U->nrows == 2)
        for (int c = 0; c < 3; ++c)
            m[2][c] = conj(m[0][(c + 1) % 3] * m[1][(c + 2) % 3] - m[0][(c + 2) % 3] * m[1][(c + 1) % 3]);
}

void lat_link_set(lat_gauge *U, int mu, const int32_t x[4], double complex m[3][3])
{
    const int f = 2 * mu + lat_parity(x);
    const int64_t h = lat_idxh(&U->g, x);
    for (int r = 0; r < U->nrows; ++r)
        for (int c = 0; c < 3; ++c)
            U->u[link_index(U, f, r, c, h)] = m[r][c];
}

void lat_su3_mul(double complex a[3][3], double complex b[3][3], double complex c[3][3])
{
    double complex t[3][3];
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            t[i][j] = 0;
            for (int k = 0; k < 3; ++k)
                t[i][j] += a[i][k] * b[k][j];
        }
    memcpy(c, t, sizeof t);
}

void lat_su3_dagger(double complex a[3][3], double complex b[3][3])
{
    double complex t[3][3];
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            t[i][j] = conj(a[j][i]);
    memcpy(b, t, sizeof t);
}

/* exp(i Q): Taylor series of 40 terms after halving to norm <= 1/8, then squaring */
void lat_su3_exp_i(double complex q[3][3], double complex e[3][3])
{
    double norm = 0;
    for (int i = 0; i < 9; ++i)
        norm += creal(q[i / 3][i % 3] * conj(q[i / 3][i % 3]));
    norm = sqrt(norm);
    int sq = 0;
    double scale = 1;
    while (norm * scale > 0.125)
        scale /= 2, sq++;
    double complex a[3][3], t[3][3];
    for (int i = 0; i < 9; ++i)
        a[i / 3][i % 3] = I * scale * q[i / 3][i % 3], e[i / 3][i % 3] = i % 4 == 0;
    for (int k = 40; k >= 1; --k) {
        lat_su3_mul(a, e, t);
        for (int i = 0; i < 9; ++i)
            e[i / 3][i % 3] = (i % 4 == 0) + t[i / 3][i % 3] / k;
    }
    for (int k = 0; k < sq; ++k)
        lat_su3_mul(e, e, e);
}

/* Onto SU(3): Gram-Schmidt of rows 0 and 1, row 2 = conj(r0 x r1). */
static void su3_project(double complex e[3][3])
{
    double n0 = 0, n1 = 0;
    for (int c = 0; c < 3; ++c)
        n0 += creal(e[0][c] * conj(e[0][c]));
    for (int c = 0; c < 3; ++c)
        e[0][c] /= sqrt(n0);
    double complex d = 0;
    for (int c = 0; c < 3; ++c)
        d += conj(e[0][c]) * e[1][c];
    for (int c = 0; c < 3; ++c)
        e[1][c] -= d * e[0][c];
    for (int c = 0; c < 3; ++c)
        n1 += creal(e[1][c] * conj(e[1][c]));
    for (int c = 0; c < 3; ++c)
        e[1][c] /= sqrt(n1);
    for (int c = 0; c < 3; ++c)
        e[2][c] = conj(e[0][(c + 1) % 3] * e[1][(c + 2) % 3] - e[0][(c + 2) % 3] * e[1][(c + 1) % 3]);
}

/* exp(i spread H) with H a random traceless Hermitian matrix (scaling and squaring),
 * then projected onto SU(3). */
void lat_random_su3(uint64_t seed, uint64_t stream, double spread, double complex m[3][3])
{
    double complex q[3][3];
    double g[8];
    for (int k = 0; k < 8; ++k)
        g[k] = lat_rng_gauss(seed, stream, (uint64_t)k);
    q[0][1] = (g[0] + I * g[1]) / 2, q[0][2] = (g[2] + I * g[3]) / 2, q[1][2] = (g[4] + I * g[5]) / 2;
    q[1][0] = conj(q[0][1]), q[2][0] = conj(q[0][2]), q[2][1] = conj(q[1][2]);
    q[0][0] = g[6], q[1][1] = g[7], q[2][2] = -g[6] - g[7];
    int squarings = 0;
    double scale = spread;
    while (scale * 4 > 0.5)
        scale /= 2, squarings++;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            q[i][j] *= I * scale;
    double complex e[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    for (int k = 20; k >= 1; --k) {
        lat_su3_mul(q, e, e);
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                e[i][j] = (i == j) + e[i][j] / k;
    }
    for (int s = 0; s < squarings; ++s)
        lat_su3_mul(e, e, e);
    su3_project(e);
    memcpy(m, e, sizeof e);
}

/* Rows 0 and 1 complex Gaussian, projected onto SU(3): no matrix exponential. */
void lat_random_su3_gaussian(uint64_t seed, uint64_t stream, double complex m[3][3])
{
    for (int k = 0; k < 6; ++k)
        m[k / 3][k % 3] =
            lat_rng_gauss(seed, stream, 2 * (uint64_t)k) + I * lat_rng_gauss(seed, stream, 2 * (uint64_t)k + 1);
    su3_project(m);
}

static void random_su3_gaussian(uint64_t seed, uint64_t stream, double spread, double complex m[3][3])
{
    (void)spread; /* the signature of gauge_fill's generators */
    lat_random_su3_gaussian(seed, stream, m);
}

/* Every link from gen(seed, its own stream, spread): independent of the thread count. */
static void gauge_fill(lat_gauge *U, uint64_t seed, double spread,
                       void (*gen)(uint64_t, uint64_t, double, double complex[3][3]))
{
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < U->g.sizeh; ++h) {
            int32_t x[4];
            lat_coords(&U->g, p, h, x);
            for (int mu = 0; mu < 4; ++mu) {
                double complex m[3][3];
                gen(seed, (uint64_t)((2 * mu + p) * U->g.sizeh + h), spread, m);
                lat_link_set(U, mu, x, m);
            }
        }
}

static void unit_su3(uint64_t seed, uint64_t stream, double spread, double complex m[3][3])
{
    (void)seed, (void)stream, (void)spread;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            m[i][j] = i == j;
}

void lat_gauge_cold(lat_gauge *U)
{
    gauge_fill(U, 0, 0, unit_su3);
}

void lat_gauge_random(lat_gauge *U, uint64_t seed, double spread)
{
    gauge_fill(U, seed, spread, lat_random_su3);
}

void lat_gauge_random_gaussian(lat_gauge *U, uint64_t seed)
{
    gauge_fill(U, seed, 0, random_su3_gaussian);
}

/* ---- dispatch to the generated double kernels ---- */
void lat_mee(const lat_gauge *U, double m2, const double complex *in, double complex *tmp,
             double complex *out)
{
    const int32_t *n = U->g.n;
    if (U->storage == 12)
        lattice_mee_d12(n[0], n[1], n[2], n[3], m2, U->u, in, tmp, out);
    else
        lattice_mee_d18(n[0], n[1], n[2], n[3], m2, U->u, in, tmp, out);
}

void lat_dslash(const lat_gauge *U, int parity, const double complex *in, double complex *out)
{
    const int32_t *n = U->g.n;
    if (U->storage == 12)
        (parity ? lattice_doe_d12 : lattice_deo_d12)(n[0], n[1], n[2], n[3], U->u, in, out);
    else
        (parity ? lattice_doe_d18 : lattice_deo_d18)(n[0], n[1], n[2], n[3], U->u, in, out);
}

typedef double (*loop_sum)(int, int32_t, int32_t, int32_t, int32_t, const double complex *restrict);

/* sum over both parities of a loop-sum kernel (k12, k18 by link storage), over all ranks */
static double both_parities(const lat_gauge *U, loop_sum k12, loop_sum k18)
{
    const int32_t *n = U->g.n;
    double s = 0;
    for (int p = 0; p < 2; ++p)
        s += (U->storage == 12 ? k12 : k18)(p, n[0], n[1], n[2], n[3], U->u);
    lat_global_sum(&s, 1);
    return s;
}

double lat_plaquette(const lat_gauge *U)
{
    return both_parities(U, lattice_plaquette_d12, lattice_plaquette_d18) / (6.0 * (double)U->g.vol);
}

double lat_rectangle(const lat_gauge *U)
{
    return both_parities(U, lattice_rectangle_d12, lattice_rectangle_d18) / (12.0 * (double)U->g.vol);
}

double complex lat_polyakov(const lat_gauge *U)
{
    const int32_t *n = U->g.n;
    double s[2];
    (U->storage == 12 ? lattice_polyakov_d12 : lattice_polyakov_d18)(n[0], n[1], n[2], n[3], U->u, &s[0], &s[1]);
    lat_global_sum(s, 2);
    const double nspace = (double)U->g.vol / n[LATTICE_DIR_T];
    return (s[0] + I * s[1]) / nspace;
}

double lat_norm2(int64_t n, const double complex *x)
{
    const double t0 = wall_seconds();
    double s = lattice_vec3_norm2_d(n, x);
    lat_global_sum(&s, 1);
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    return s;
}

double complex lat_dot(int64_t n, const double complex *x, const double complex *y)
{
    const double t0 = wall_seconds();
    double s[2];
    lattice_vec3_dot_d(n, x, y, &s[0], &s[1]);
    lat_global_sum(s, 2);
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    return s[0] + I * s[1];
}

/* ---- plain references ---- */
static const int dir_of_physical[4] = {LATTICE_DIR_X, LATTICE_DIR_Y, LATTICE_DIR_Z, LATTICE_DIR_T};
static const int bc_sign[4] = {LATTICE_BC_SIGN_0, LATTICE_BC_SIGN_1, LATTICE_BC_SIGN_2, LATTICE_BC_SIGN_3};

int lat_eta(int mu, const int32_t x[4])
{
    int sum = 0;
    for (int k = 0; k < 4 && dir_of_physical[k] != mu; ++k)
        sum += x[dir_of_physical[k]];
    return sum % 2 ? -1 : 1;
}

int lat_bc_sign(int mu) { return bc_sign[mu]; }

static void shift(const lat_geom *g, const int32_t x[4], int mu, int step, int32_t y[4])
{
    memcpy(y, x, 4 * sizeof *y);
    y[mu] = (x[mu] + step + g->n[mu]) % g->n[mu];
}

void lat_ref_dslash(const lat_gauge *U, int p, const double complex *in, double complex *out)
{
    const lat_geom *g = &U->g;
    for (int64_t h = 0; h < g->sizeh; ++h) {
        int32_t x[4], y[4];
        lat_coords(g, p, h, x);
        double complex acc[3] = {0, 0, 0}, m[3][3];
        for (int mu = 0; mu < 4; ++mu) {
            const double eta = lat_eta(mu, x);
            shift(g, x, mu, +1, y);
            double sf = eta * (x[mu] == g->n[mu] - 1 ? bc_sign[mu] : 1);
            lat_link_get(U, mu, x, m);
            int64_t j = lat_idxh(g, y);
            for (int a = 0; a < 3; ++a)
                for (int b = 0; b < 3; ++b)
                    acc[a] += sf * m[a][b] * in[b * g->sizeh + j];
            shift(g, x, mu, -1, y);
            double sb = eta * (x[mu] == 0 ? bc_sign[mu] : 1);
            lat_link_get(U, mu, y, m);
            j = lat_idxh(g, y);
            for (int a = 0; a < 3; ++a)
                for (int b = 0; b < 3; ++b)
                    acc[a] -= sb * conj(m[b][a]) * in[b * g->sizeh + j];
        }
        for (int a = 0; a < 3; ++a)
            out[a * g->sizeh + h] = 0.5 * acc[a];
    }
}

double lat_ref_plaquette(const lat_gauge *U)
{
    const lat_geom *g = &U->g;
    double sum = 0;
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < g->sizeh; ++h) {
            int32_t x[4], xm[4], xn[4];
            lat_coords(g, p, h, x);
            for (int mu = 0; mu < 4; ++mu)
                for (int nu = mu + 1; nu < 4; ++nu) {
                    double complex a[3][3], b[3][3], c[3][3], d[3][3];
                    shift(g, x, mu, 1, xm);
                    shift(g, x, nu, 1, xn);
                    lat_link_get(U, mu, x, a);
                    lat_link_get(U, nu, xm, b);
                    lat_link_get(U, mu, xn, c);
                    lat_link_get(U, nu, x, d);
                    lat_su3_mul(a, b, a);
                    lat_su3_dagger(c, c);
                    lat_su3_mul(a, c, a);
                    lat_su3_dagger(d, d);
                    lat_su3_mul(a, d, a);
                    sum += creal(a[0][0] + a[1][1] + a[2][2]) / 3;
                }
        }
    return sum / (6.0 * (double)g->vol);
}

void lat_ref_staple(const lat_gauge *U, int mu, const int32_t x[4], double complex s[3][3])
{
    const lat_geom *g = &U->g;
    memset(s, 0, 9 * sizeof(double complex));
    for (int nu = 0; nu < 4; ++nu) {
        if (nu == mu)
            continue;
        int32_t xm[4], xn[4], xmn[4], xd[4];
        double complex a[3][3], b[3][3], c[3][3];
        shift(g, x, mu, 1, xm);
        shift(g, x, nu, 1, xn);
        lat_link_get(U, nu, xm, a);
        lat_link_get(U, mu, xn, b);
        lat_link_get(U, nu, x, c);
        lat_su3_dagger(b, b);
        lat_su3_dagger(c, c);
        lat_su3_mul(a, b, a);
        lat_su3_mul(a, c, a);
        for (int i = 0; i < 9; ++i)
            s[i / 3][i % 3] += a[i / 3][i % 3];
        shift(g, x, nu, -1, xd);
        shift(g, xm, nu, -1, xmn);
        lat_link_get(U, nu, xmn, a);
        lat_link_get(U, mu, xd, b);
        lat_link_get(U, nu, xd, c);
        lat_su3_dagger(a, a);
        lat_su3_dagger(b, b);
        lat_su3_mul(a, b, a);
        lat_su3_mul(a, c, a);
        for (int i = 0; i < 9; ++i)
            s[i / 3][i % 3] += a[i / 3][i % 3];
    }
}

/* The product of the links along a path from x: step +d multiplies by U_d(y) and moves y to
 * y + d, step -d moves y to y - d and multiplies by U_d(y)^dagger (d = 1..4 for mu = 0..3). */
static void ref_path(const lat_gauge *U, const int32_t x[4], const int *steps, int nsteps, double complex m[3][3])
{
    int32_t y[4];
    memcpy(y, x, sizeof y);
    for (int i = 0; i < 9; ++i)
        m[i / 3][i % 3] = i % 4 == 0;
    for (int k = 0; k < nsteps; ++k) {
        const int mu = abs(steps[k]) - 1;
        double complex l[3][3];
        int32_t z[4];
        if (steps[k] > 0) {
            lat_link_get(U, mu, y, l);
            shift(&U->g, y, mu, 1, z);
        } else {
            shift(&U->g, y, mu, -1, z);
            lat_link_get(U, mu, z, l);
            lat_su3_dagger(l, l);
        }
        memcpy(y, z, sizeof y);
        lat_su3_mul(m, l, m);
    }
}

double lat_ref_rectangle(const lat_gauge *U)
{
    double sum = 0;
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < U->g.sizeh; ++h) {
            int32_t x[4];
            lat_coords(&U->g, p, h, x);
            for (int mu = 0; mu < 4; ++mu)
                for (int nu = 0; nu < 4; ++nu) {
                    if (nu == mu)
                        continue;
                    const int m = mu + 1, n = nu + 1, loop[6] = {m, m, n, -m, -m, -n};
                    double complex r[3][3];
                    ref_path(U, x, loop, 6, r);
                    sum += creal(r[0][0] + r[1][1] + r[2][2]) / 3;
                }
        }
    return sum / (12.0 * (double)U->g.vol);
}

/* Every plaquette and 2x1 rectangle through U_mu(x), as the path from x + mu back to x. */
void lat_ref_gauge_staple(const lat_gauge *U, int mu, const int32_t x[4], double c_plaq, double c_rect,
                          double complex s[3][3])
{
    int32_t xm[4];
    shift(&U->g, x, mu, 1, xm);
    memset(s, 0, 9 * sizeof(double complex));
    const int m = mu + 1;
    for (int nu = 0; nu < 4; ++nu) {
        if (nu == mu)
            continue;
        for (int sign = -1; sign <= 1; sign += 2) {
            const int n = sign * (nu + 1);
            const int plaq[3] = {n, -m, -n};
            const int rect[4][5] = {{m, n, -m, -m, -n},   /* 2x1: U_mu(x) first on the long side */
                                    {n, -m, -m, -n, m},   /* 2x1: U_mu(x) second */
                                    {n, n, -m, -n, -n}};  /* 1x2: U_mu(x) the short side */
            double complex a[3][3];
            ref_path(U, xm, plaq, 3, a);
            for (int i = 0; i < 9; ++i)
                s[i / 3][i % 3] += c_plaq * a[i / 3][i % 3];
            for (int r = 0; r < 3; ++r) {
                ref_path(U, xm, rect[r], 5, a);
                for (int i = 0; i < 9; ++i)
                    s[i / 3][i % 3] += c_rect * a[i / 3][i % 3];
            }
        }
    }
}

double complex lat_ref_polyakov(const lat_gauge *U)
{
    const int t = LATTICE_DIR_T, nt = U->g.n[t];
    double complex sum = 0;
    int steps[4096];
    for (int k = 0; k < nt && k < 4096; ++k)
        steps[k] = t + 1;
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < U->g.sizeh; ++h) {
            int32_t x[4];
            lat_coords(&U->g, p, h, x);
            if (x[t] != 0)
                continue;
            double complex m[3][3];
            ref_path(U, x, steps, nt, m);
            sum += (m[0][0] + m[1][1] + m[2][2]) / 3;
        }
    return sum / ((double)U->g.vol / nt);
}

/* Mean of a[0..n) with its error and integrated autocorrelation time by the Gamma
 * method (Wolff 2004): automatic window W, first W where exp(-W/tau) - tau/sqrt(W n) < 0
 * with tau = S / ln((2 tau_int + 1) / (2 tau_int - 1)), S = 1.5; bias-corrected. The error is
 * never below the uncorrelated one (tau_int >= 1/2): a Markov chain of these algorithms has no
 * real anticorrelation, and a short series' chance negative Gamma(1) (test_rhmc found -0.47 of
 * Gamma(0) over 60 independent heat baths) made the window stop at W = 1 with tau_int 0.0 and an
 * error 4x too small. */
double lat_gamma_method(const double *a, int n, double *err, double *tau_int, int *window)
{
    double mean = 0;
    for (int i = 0; i < n; ++i)
        mean += a[i] / n;
    double *g = xcalloc((size_t)n, sizeof *g);
    for (int t = 0; t < n / 2; ++t) {
        for (int i = 0; i + t < n; ++i)
            g[t] += (a[i] - mean) * (a[i + t] - mean);
        g[t] /= n - t;
    }
    *err = 0, *tau_int = 0.5, *window = 0;
    if (!(g[0] > 0)) {
        free(g);
        return mean;
    }
    double cf = g[0];
    int w = 1;
    for (; w < n / 2; ++w) {
        cf += 2 * g[w];
        const double ti = cf / (2 * g[0]);
        const double tau = ti <= 0.5 ? 1e-9 : 1.5 / log((2 * ti + 1) / (2 * ti - 1));
        if (exp(-w / tau) - tau / sqrt((double)w * n) < 0)
            break;
    }
    if (w == n / 2) /* no window found: the series is too short for its autocorrelation */
        w = n / 2 - 1;
    cf *= 1 + (2.0 * w + 1) / n; /* bias correction of Gamma(t) */
    cf = fmax(cf, g[0]);
    *err = sqrt(cf / n);
    *tau_int = cf / (2 * g[0]);
    *window = w;
    free(g);
    return mean;
}
