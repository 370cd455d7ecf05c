/* The lattice over several ranks (dist.h): decomposition, halo exchanges, Deo/Doe with overlap,
 * deterministic sums. */
#include "lattice/dist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "lattice_kernels.h"
#include "util.h"

void lat_dist_parse_grid(const char *text, int dims[4])
{
    int a, b, c, e, used = 0;
    if (!strcmp(text, "auto")) {
        dims[0] = dims[1] = dims[2] = dims[3] = 0;
        return;
    }
    if (sscanf(text, "%dx%dx%dx%d%n", &a, &b, &c, &e, &used) != 4 || text[used] || a < 0 || b < 0 ||
        c < 0 || e < 0)
        mp_fail("--grid: '%s' is not a grid of ranks (expected P0xP1xP2xP3, 0 = chosen, or auto)", text);
    dims[0] = a, dims[1] = b, dims[2] = c, dims[3] = e;
}

void lat_dist_create(lat_dist *d, const lat_geom *global, const int dims[4])
{
    lat_dist_create_ex(d, global, dims, 0);
}

void lat_dist_create_ex(lat_dist *d, const lat_geom *global, const int dims_in[4], int self_halos)
{
    memset(d, 0, sizeof *d);
    d->global = *global;
    const int32_t *N = global->n;
    int dims[4];
    memcpy(dims, dims_in, sizeof dims);
    /* the automatic choice: split the slowest directions first (MPI_Dims_create fills the zero
     * entries in decreasing order; reversed here so that t, z take the ranks), and only where
     * the extents allow it */
    int nzero = 0;
    for (int mu = 0; mu < 4; ++mu)
        nzero += dims[mu] == 0;
    if (nzero) {
        int fixed = 1;
        for (int mu = 0; mu < 4; ++mu)
            fixed *= dims[mu] ? dims[mu] : 1;
        if (mp_size() % fixed)
            mp_fail("--grid: the fixed entries multiply to %d, which does not divide the %d ranks",
                    fixed, mp_size());
        int rest = mp_size() / fixed;
        int want[4] = {1, 1, 1, 1};
        /* the prime factors of the rest, each to the free direction with the longest local
         * extent that it divides into an even one of at least 2 (ties: the slowest direction);
         * direction 0 (contiguous rows, the costliest faces) only when no other can take it */
        for (int f = rest; f > 1;) {
            int p = 2;
            while (f % p)
                ++p;
            int best = -1;
            for (int pass = 0; pass < 2 && best < 0; ++pass)
                for (int mu = 3; mu >= (pass ? 0 : 1); --mu) {
                    if (dims[mu])
                        continue;
                    const int32_t l = N[mu] / want[mu];
                    if (l % p == 0 && (l / p) % 2 == 0 && l / p >= LAT_DIST_HALO &&
                        (best < 0 || l > N[best] / want[best]))
                        best = mu;
                }
            if (best < 0)
                mp_fail("--grid: the %dx%dx%dx%d lattice cannot be cut into %d ranks (every local extent "
                        "must be even and at least %d)",
                        N[0], N[1], N[2], N[3], mp_size(), LAT_DIST_HALO);
            want[best] *= p;
            f /= p;
        }
        for (int mu = 0; mu < 4; ++mu)
            if (!dims[mu])
                dims[mu] = want[mu];
    }
    mp_cart_create(4, dims, &d->cart);
    for (int mu = 0; mu < 4; ++mu) {
        const int P = d->cart.dims[mu];
        if (N[mu] % P)
            mp_fail("--grid %dx%dx%dx%d: extent N%d = %d of the %dx%dx%dx%d lattice is not divisible by its %d "
                    "ranks", d->cart.dims[0], d->cart.dims[1], d->cart.dims[2], d->cart.dims[3], mu, N[mu], N[0],
                    N[1], N[2], N[3], P);
        d->local[mu] = N[mu] / P;
        if (P > 1 && (d->local[mu] % 2 || d->local[mu] < LAT_DIST_HALO))
            mp_fail("--grid %dx%dx%dx%d: local extent %d of direction %d (N%d = %d over %d ranks) must be "
                    "even and at least %d (halo depth)",
                    d->cart.dims[0], d->cart.dims[1], d->cart.dims[2], d->cart.dims[3], d->local[mu], mu,
                    mu, N[mu], P, LAT_DIST_HALO);
        const int split = P > 1 || (self_halos >> mu & 1);
        if (split && d->local[mu] < LAT_DIST_HALO)
            mp_fail("--grid: direction %d (N%d = %d) is too short for halos of depth %d", mu, mu, N[mu], LAT_DIST_HALO);
        d->halo[mu] = split ? LAT_DIST_HALO : 0;
        d->origin[mu] = d->cart.coords[mu] * d->local[mu];
        if (split)
            d->split[d->nsplit++] = mu;
        /* where global x_mu = 0 lies among the extended coordinates halo .. halo + L that hops
         * from owned sites reach (two places when this rank holds the whole direction) */
        d->bnd[mu] = d->bnd2[mu] = -1;
        for (int32_t x = d->halo[mu]; x <= d->halo[mu] + d->local[mu]; ++x)
            if ((d->origin[mu] + x - d->halo[mu]) % N[mu] == 0) {
                if (d->bnd[mu] < 0)
                    d->bnd[mu] = x;
                else
                    d->bnd2[mu] = x;
            }
    }
    int32_t next[4];
    for (int mu = 0; mu < 4; ++mu)
        next[mu] = d->local[mu] + 2 * d->halo[mu];
    char err[200];
    if (lat_geom_init(&d->ext, next, err, sizeof err))
        mp_fail("--grid: the extended local lattice: %s", err);

    /* vec3 halo: per split direction a face of depth 1 to each neighbour, owned range elsewhere */
    mp_message sends[8], recvs[8];
    int nm = 0;
    int64_t at = 0;
    for (int k = 0; k < d->nsplit; ++k) {
        const int mu = d->split[k];
        int64_t rows = 1;
        for (int nu = 1; nu < 4; ++nu)
            rows *= nu == mu ? 1 : d->local[nu];
        const int64_t slots = 3 * rows * (mu == 0 ? 1 : (d->local[0] + 1) / 2);
        for (int dir = 0; dir < 2; ++dir) { /* 0: to the up neighbour (its low halo), 1: down */
            const int to = dir ? d->cart.down[mu] : d->cart.up[mu];
            const int from = dir ? d->cart.up[mu] : d->cart.down[mu];
            sends[nm] = (mp_message){to, 2 * mu + dir, at * sizeof(double complex), slots * sizeof(double complex)};
            recvs[nm] = (mp_message){from, 2 * mu + dir, at * sizeof(double complex), slots * sizeof(double complex)};
            ++nm;
            at += slots;
        }
    }
    d->vsend_len = d->vrecv_len = at;
    if (nm) {
        d->vsend = lat_dev_alloc(sizeof(double complex) * (size_t)at);
        d->vrecv = lat_dev_alloc(sizeof(double complex) * (size_t)at);
        d->vhalo = mp_halo_create(nm, sends, d->vsend, sizeof(double complex) * (size_t)at, nm, recvs, d->vrecv,
                                  sizeof(double complex) * (size_t)at);
#if LATTICE_HAS_SINGLE
        /* the float halo: the same messages in half the bytes, buffers of its own */
        for (int k = 0; k < nm; ++k) {
            sends[k].offset /= 2, sends[k].bytes /= 2;
            recvs[k].offset /= 2, recvs[k].bytes /= 2;
        }
        d->vsend_f = lat_dev_alloc(sizeof(float complex) * (size_t)at);
        d->vrecv_f = lat_dev_alloc(sizeof(float complex) * (size_t)at);
        d->vhalo_f = mp_halo_create(nm, sends, d->vsend_f, sizeof(float complex) * (size_t)at, nm, recvs,
                                    d->vrecv_f, sizeof(float complex) * (size_t)at);
#endif
    }

    /* blocks of 2^4 sites */
    d->nblocks_global = 1;
    d->nblocks_local = 1;
    for (int mu = 0; mu < 4; ++mu) {
        d->blocks[mu] = d->local[mu] / 2;
        d->nblocks_global *= N[mu] / 2;
        d->nblocks_local *= d->blocks[mu];
    }
    d->nruns = (int)(d->nblocks_local / d->blocks[0]);
    d->runs = xmalloc(sizeof *d->runs * (size_t)d->nruns);
    int r = 0;
    for (int32_t k3 = 0; k3 < d->blocks[3]; ++k3)
        for (int32_t k2 = 0; k2 < d->blocks[2]; ++k2)
            for (int32_t k1 = 0; k1 < d->blocks[1]; ++k1) {
                const int64_t g0 = d->origin[0] / 2, g1 = d->origin[1] / 2 + k1, g2 = d->origin[2] / 2 + k2,
                              g3 = d->origin[3] / 2 + k3;
                d->runs[r].first = g0 + (int64_t)(N[0] / 2) * (g1 + (int64_t)(N[1] / 2) * (g2 + (int64_t)(N[2] / 2) * g3));
                d->runs[r].count = d->blocks[0];
                ++r;
            }
    d->part = lat_dev_alloc(sizeof(double) * 2 * (size_t)d->nblocks_local);
}

static void free_gauge_halos(lat_dist *d)
{
    for (int slot = 0; slot < 2; ++slot) {
        for (int mu = 0; mu < 4; ++mu) {
            mp_halo_free(d->gh[slot].halo[mu]);
            d->gh[slot].halo[mu] = NULL;
        }
        lat_dev_free(d->gh[slot].send, sizeof(double complex) * (size_t)d->gh[slot].len);
        lat_dev_free(d->gh[slot].recv, sizeof(double complex) * (size_t)d->gh[slot].len);
        d->gh[slot].send = d->gh[slot].recv = NULL;
        d->gh[slot].storage = 0;
    }
}

void lat_dist_free(lat_dist *d)
{
    mp_halo_free(d->vhalo);
    lat_dev_free(d->vsend, sizeof(double complex) * (size_t)d->vsend_len);
    lat_dev_free(d->vrecv, sizeof(double complex) * (size_t)d->vrecv_len);
    mp_halo_free(d->vhalo_f);
    lat_dev_free(d->vsend_f, sizeof(float complex) * (size_t)d->vsend_len);
    lat_dev_free(d->vrecv_f, sizeof(float complex) * (size_t)d->vrecv_len);
    free_gauge_halos(d);
    lat_dev_free(d->part, sizeof(double) * 2 * (size_t)d->nblocks_local);
    free(d->runs);
    memset(d, 0, sizeof *d);
}

const char *lat_dist_describe(const lat_dist *d)
{
    static char text[128];
    snprintf(text, sizeof text, "%dx%dx%dx%d (local %dx%dx%dx%d)", d->cart.dims[0], d->cart.dims[1],
             d->cart.dims[2], d->cart.dims[3], d->local[0], d->local[1], d->local[2], d->local[3]);
    return text;
}

void lat_dist_global_coords(const lat_dist *d, const int32_t xe[4], int32_t xg[4])
{
    for (int mu = 0; mu < 4; ++mu) {
        const int32_t N = d->global.n[mu];
        xg[mu] = ((d->origin[mu] + xe[mu] - d->halo[mu]) % N + N) % N;
    }
}

int lat_dist_owned(const lat_dist *d, const int32_t xe[4])
{
    for (int mu = 0; mu < 4; ++mu)
        if (xe[mu] < d->halo[mu] || xe[mu] >= d->halo[mu] + d->local[mu])
            return 0;
    return 1;
}

int64_t lat_dist_nvec(const lat_dist *d) { return 3 * d->ext.sizeh; }

/* ---- fields from global ones ---- */
void lat_dist_gauge_from_global(const lat_dist *d, const lat_gauge *G, lat_gauge *U)
{
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < d->ext.sizeh; ++h) {
            int32_t xe[4], xg[4];
            double complex m[3][3];
            lat_coords(&d->ext, p, h, xe);
            lat_dist_global_coords(d, xe, xg);
            for (int mu = 0; mu < 4; ++mu) {
                lat_link_get(G, mu, xg, m);
                lat_link_set(U, mu, xe, m);
            }
        }
}

void lat_dist_gauge_random_gaussian(const lat_dist *d, lat_gauge *U, uint64_t seed)
{
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < d->ext.sizeh; ++h) {
            int32_t xe[4], xg[4];
            double complex m[3][3];
            lat_coords(&d->ext, p, h, xe);
            lat_dist_global_coords(d, xe, xg);
            const int64_t hg = lat_idxh(&d->global, xg);
            for (int mu = 0; mu < 4; ++mu) {
                lat_random_su3_gaussian(seed, (uint64_t)((2 * mu + p) * d->global.sizeh + hg), m);
                lat_link_set(U, mu, xe, m);
            }
        }
}

void lat_dist_vec_from_global(const lat_dist *d, int p, const double complex *g, double complex *v)
{
    memset(v, 0, sizeof *v * (size_t)lat_dist_nvec(d));
    for (int64_t h = 0; h < d->ext.sizeh; ++h) {
        int32_t xe[4], xg[4];
        lat_coords(&d->ext, p, h, xe);
        if (!lat_dist_owned(d, xe))
            continue;
        lat_dist_global_coords(d, xe, xg);
        const int64_t hg = lat_idxh(&d->global, xg);
        for (int c = 0; c < 3; ++c)
            v[c * d->ext.sizeh + h] = g[c * d->global.sizeh + hg];
    }
}

/* ---- boxes ---- */
typedef struct {
    int32_t l[4], e[4];
} box;

static box owned_box(const lat_dist *d)
{
    box b;
    for (int mu = 0; mu < 4; ++mu)
        b.l[mu] = d->halo[mu], b.e[mu] = d->local[mu];
    return b;
}

static int64_t box_slots(const box *b)
{
    return (int64_t)((b->e[0] + 1) / 2) * b->e[1] * b->e[2] * b->e[3];
}

#define BOX_ARGS(b) (b).l[0], (b).l[1], (b).l[2], (b).l[3], (b).e[0], (b).e[1], (b).e[2], (b).e[3]
#define EXT_ARGS(d) (d)->ext.n[0], (d)->ext.n[1], (d)->ext.n[2], (d)->ext.n[3]

/* ---- vec3 halo: faces of depth 1 ---- */
/* face k of split direction mu: dir 0 the last owned layer (sent up) / the low halo layer
 * (received from below), dir 1 the first owned layer (sent down) / the high halo layer */
static box vec_face(const lat_dist *d, int mu, int dir, int recv)
{
    box b = owned_box(d);
    b.e[mu] = 1;
    if (!recv)
        b.l[mu] = dir ? d->halo[mu] : d->halo[mu] + d->local[mu] - 1;
    else
        b.l[mu] = dir ? d->halo[mu] + d->local[mu] : d->halo[mu] - 1;
    return b;
}

/* v: a double complex field, or float complex with single */
static void vec_pack(lat_dist *d, int p, const void *v, int single)
{
    int64_t at = 0;
    for (int k = 0; k < d->nsplit; ++k)
        for (int dir = 0; dir < 2; ++dir) {
            const box b = vec_face(d, d->split[k], dir, 0);
#if LATTICE_HAS_SINGLE
            if (single)
                lattice_box_pack_f(EXT_ARGS(d), BOX_ARGS(b), p, 3, 3, 0, 0, lat_dist_nvec(d), v, d->vsend_f + at);
            else
#endif
                lattice_box_pack_d(EXT_ARGS(d), BOX_ARGS(b), p, 3, 3, 0, 0, lat_dist_nvec(d), v, d->vsend + at);
            at += 3 * box_slots(&b);
        }
    (void)single;
}

static void vec_unpack(lat_dist *d, int p, void *v, int single)
{
    int64_t at = 0;
    for (int k = 0; k < d->nsplit; ++k)
        for (int dir = 0; dir < 2; ++dir) {
            const box b = vec_face(d, d->split[k], dir, 1);
#if LATTICE_HAS_SINGLE
            if (single)
                lattice_box_unpack_f(EXT_ARGS(d), BOX_ARGS(b), p, 3, 3, 0, 0, lat_dist_nvec(d), d->vrecv_f + at, v);
            else
#endif
                lattice_box_unpack_d(EXT_ARGS(d), BOX_ARGS(b), p, 3, 3, 0, 0, lat_dist_nvec(d), d->vrecv + at, v);
            at += 3 * box_slots(&b);
        }
    (void)single;
}

static mp_halo *vec_halo(const lat_dist *d, int single) { return single ? d->vhalo_f : d->vhalo; }

void lat_dist_vec_exchange(lat_dist *d, int p, double complex *v)
{
    if (!d->nsplit)
        return;
    const double t0 = wall_seconds();
    vec_pack(d, p, v, 0);
    mp_halo_start(d->vhalo);
    mp_halo_finish(d->vhalo);
    vec_unpack(d, p, v, 0);
    d->exchange_seconds += wall_seconds() - t0;
}

/* ---- gauge halo: depth 2, direction by direction ---- */
static box gauge_face(const lat_dist *d, int mu, int dir, int recv)
{
    box b;
    for (int nu = 0; nu < 4; ++nu)
        b.l[nu] = 0, b.e[nu] = d->ext.n[nu];
    b.e[mu] = LAT_DIST_HALO;
    if (!recv)
        b.l[mu] = dir ? d->halo[mu] : d->halo[mu] + d->local[mu] - LAT_DIST_HALO;
    else
        b.l[mu] = dir ? d->halo[mu] + d->local[mu] : 0;
    return b;
}

static void gauge_halos_create(lat_dist *d, int storage)
{
    const int slot = storage == 18;
    const int nr = storage == 12 ? 2 : 3, ncomp = 4 * 3 * nr;
    int64_t longest = 0;
    for (int k = 0; k < d->nsplit; ++k) {
        const box b = gauge_face(d, d->split[k], 0, 0);
        const int64_t len = 2 * 2 * ncomp * box_slots(&b); /* 2 faces x 2 parities */
        longest = len > longest ? len : longest;
    }
    d->gh[slot].storage = storage;
    d->gh[slot].len = longest;
    if (!longest)
        return;
    d->gh[slot].send = lat_dev_alloc(sizeof(double complex) * (size_t)longest);
    d->gh[slot].recv = lat_dev_alloc(sizeof(double complex) * (size_t)longest);
    for (int k = 0; k < d->nsplit; ++k) {
        const int mu = d->split[k];
        const box b = gauge_face(d, mu, 0, 0);
        const size_t face = sizeof(double complex) * (size_t)(2 * ncomp * box_slots(&b));
        mp_message sends[2], recvs[2];
        for (int dir = 0; dir < 2; ++dir) {
            sends[dir] = (mp_message){dir ? d->cart.down[mu] : d->cart.up[mu], dir, dir * face, face};
            recvs[dir] = (mp_message){dir ? d->cart.up[mu] : d->cart.down[mu], dir, dir * face, face};
        }
        d->gh[slot].halo[mu] = mp_halo_create(2, sends, d->gh[slot].send, 2 * face, 2, recvs, d->gh[slot].recv,
                                              2 * face);
    }
}

void lat_dist_gauge_exchange(lat_dist *d, lat_gauge *U)
{
    if (!d->nsplit)
        return;
    const double t0 = wall_seconds();
    const int slot = U->storage == 18;
    if (d->gh[slot].storage != U->storage)
        gauge_halos_create(d, U->storage);
    double complex *gsend = d->gh[slot].send, *grecv = d->gh[slot].recv;
    const int nr = U->nrows, blk = 3 * nr, ncomp = 4 * blk;
    for (int k = 0; k < d->nsplit; ++k) {
        const int mu = d->split[k];
        int64_t at = 0;
        for (int dir = 0; dir < 2; ++dir)
            for (int p = 0; p < 2; ++p) {
                const box b = gauge_face(d, mu, dir, 0);
                lattice_box_pack_d(EXT_ARGS(d), BOX_ARGS(b), p, ncomp, blk, 2 * blk, p * blk, U->len, U->u,
                                   gsend + at);
                at += ncomp * box_slots(&b);
            }
        mp_halo_start(d->gh[slot].halo[mu]);
        mp_halo_finish(d->gh[slot].halo[mu]);
        at = 0;
        for (int dir = 0; dir < 2; ++dir)
            for (int p = 0; p < 2; ++p) {
                const box b = gauge_face(d, mu, dir, 1);
                lattice_box_unpack_d(EXT_ARGS(d), BOX_ARGS(b), p, ncomp, blk, 2 * blk, p * blk, U->len,
                                     grecv + at, U->u);
                at += ncomp * box_slots(&b);
            }
    }
    d->exchange_seconds += wall_seconds() - t0;
}

void lat_dist_field72_exchange(lat_dist *d, double complex *w)
{
    lat_gauge W = {d->ext, 18, 3, 72 * d->ext.sizeh, w};
    lat_dist_gauge_exchange(d, &W);
}

/* ---- Deo/Doe ---- */
/* out = Deo in / Doe in on the box, or with self: out = m2 self - Deo in */
/* links, in, out, self: double complex, or float complex (links uf) with single */
static void dslash_box(const lat_dist *d, const lat_gauge *U, const void *uf, int single, int parity, const box *b,
                       const void *in, void *out, double m2, const void *self)
{
    for (int mu = 0; mu < 4; ++mu)
        if (b->e[mu] <= 0)
            return;
    const int32_t *n = d->ext.n, *s = d->bnd, *c = d->bnd2;
#if LATTICE_HAS_SINGLE
    if (single) {
        if (self)
            (U->storage == 12 ? lattice_deo_mass_box_f12 : lattice_deo_mass_box_f18)(
                n[0], n[1], n[2], n[3], BOX_ARGS(*b), s[0], s[1], s[2], s[3], c[0], c[1], c[2], c[3], (float)m2, uf,
                in, self, out);
        else if (U->storage == 12)
            (parity ? lattice_doe_box_f12 : lattice_deo_box_f12)(n[0], n[1], n[2], n[3], BOX_ARGS(*b), s[0], s[1],
                                                                 s[2], s[3], c[0], c[1], c[2], c[3], uf, in, out);
        else
            (parity ? lattice_doe_box_f18 : lattice_deo_box_f18)(n[0], n[1], n[2], n[3], BOX_ARGS(*b), s[0], s[1],
                                                                 s[2], s[3], c[0], c[1], c[2], c[3], uf, in, out);
        return;
    }
#endif
    (void)uf, (void)single;
    if (self)
        (U->storage == 12 ? lattice_deo_mass_box_d12 : lattice_deo_mass_box_d18)(
            n[0], n[1], n[2], n[3], BOX_ARGS(*b), s[0], s[1], s[2], s[3], c[0], c[1], c[2], c[3], m2, U->u, in, self,
            out);
    else if (U->storage == 12)
        (parity ? lattice_doe_box_d12 : lattice_deo_box_d12)(n[0], n[1], n[2], n[3], BOX_ARGS(*b), s[0], s[1], s[2],
                                                             s[3], c[0], c[1], c[2], c[3], U->u, in, out);
    else
        (parity ? lattice_doe_box_d18 : lattice_deo_box_d18)(n[0], n[1], n[2], n[3], BOX_ARGS(*b), s[0], s[1], s[2],
                                                             s[3], c[0], c[1], c[2], c[3], U->u, in, out);
}

static void apply(lat_dist *d, const lat_gauge *U, const void *uf, int single, int parity, void *in, void *out,
                  int overlap, double m2, const void *self)
{
    const double t0 = wall_seconds();
    const box all = owned_box(d);
    if (!d->nsplit) {
        dslash_box(d, U, uf, single, parity, &all, in, out, m2, self);
        lat_time[LAT_TIME_DIRAC] += wall_seconds() - t0;
        return;
    }
    box inner = all;
    for (int k = 0; k < d->nsplit; ++k) {
        const int mu = d->split[k];
        inner.l[mu] += 1, inner.e[mu] -= 2;
    }
    const double tx = wall_seconds();
    vec_pack(d, 1 - parity, in, single);
    mp_halo_start(vec_halo(d, single));
    double tw = wall_seconds();
    d->exchange_seconds += tw - tx;
    if (overlap)
        dslash_box(d, U, uf, single, parity, &inner, in, out, m2, self);
    tw = wall_seconds();
    mp_halo_finish(vec_halo(d, single));
    vec_unpack(d, 1 - parity, in, single);
    d->exchange_seconds += wall_seconds() - tw;
    if (!overlap) {
        dslash_box(d, U, uf, single, parity, &all, in, out, m2, self);
    } else {
        /* the boundary: for the k-th split direction its two slabs, the earlier split directions
         * restricted to their interior (those slabs are done), the others whole */
        for (int k = 0; k < d->nsplit; ++k) {
            const int mu = d->split[k];
            for (int side = 0; side < 2; ++side) {
                box b = all;
                for (int j = 0; j < k; ++j)
                    b.l[d->split[j]] = inner.l[d->split[j]], b.e[d->split[j]] = inner.e[d->split[j]];
                b.e[mu] = 1;
                b.l[mu] = side ? all.l[mu] + all.e[mu] - 1 : all.l[mu];
                if (side && all.e[mu] == 1)
                    continue;
                dslash_box(d, U, uf, single, parity, &b, in, out, m2, self);
            }
        }
    }
    lat_time[LAT_TIME_DIRAC] += wall_seconds() - t0;
}

void lat_dist_dslash(lat_dist *d, const lat_gauge *U, int parity, double complex *in, double complex *out,
                     int overlap)
{
    apply(d, U, NULL, 0, parity, in, out, overlap, 0, NULL);
}

void lat_dist_dslash_f(lat_dist *d, const lat_gauge *U, const float complex *uf, int parity, float complex *in,
                       float complex *out, int overlap)
{
    apply(d, U, uf, 1, parity, in, out, overlap, 0, NULL);
}

void lat_dist_mee_f(lat_dist *d, const lat_gauge *U, const float complex *uf, double m2, float complex *in,
                    float complex *tmp, float complex *out, int overlap)
{
    apply(d, U, uf, 1, 1, in, tmp, overlap, 0, NULL);
    apply(d, U, uf, 1, 0, tmp, out, overlap, m2, in);
}

void lat_dist_mee(lat_dist *d, const lat_gauge *U, double m2, double complex *in, double complex *tmp,
                  double complex *out, int overlap)
{
    apply(d, U, NULL, 0, 1, in, tmp, overlap, 0, NULL);
    apply(d, U, NULL, 0, 0, tmp, out, overlap, m2, in);
}

/* ---- deterministic sums ---- */
/* the global sum of the block partial sums in d->part (complex), the same bits on any rank
 * count; the time since t0 counted as linear algebra */
static double complex sum_blocks(lat_dist *d, double t0)
{
    dev_update_host(d->part, sizeof(double) * 2 * (size_t)d->nblocks_local);
    double s[2];
    mp_tree_sum(d->nblocks_global, d->nruns, d->runs, 2, d->part, s);
    lat_time[LAT_TIME_LINALG] += wall_seconds() - t0;
    return s[0] + I * s[1];
}

double complex lat_dist_dot(lat_dist *d, int p, const double complex *x, const double complex *y)
{
    const double t0 = wall_seconds();
    const int32_t *h = d->halo, *c = d->blocks;
    lattice_vec3_dot_blocks_d(EXT_ARGS(d), h[0], h[1], h[2], h[3], c[0], c[1], c[2], c[3], p, x, y, d->part);
    return sum_blocks(d, t0);
}

double lat_dist_norm2(lat_dist *d, int p, const double complex *x)
{
    return creal(lat_dist_dot(d, p, x, x));
}

double complex lat_dist_dot_f(lat_dist *d, int p, const float complex *x, const float complex *y)
{
#if LATTICE_HAS_SINGLE
    const double t0 = wall_seconds();
    const int32_t *h = d->halo, *c = d->blocks;
    lattice_vec3_dot_blocks_f(EXT_ARGS(d), h[0], h[1], h[2], h[3], c[0], c[1], c[2], c[3], p, x, y, d->part);
    return sum_blocks(d, t0);
#else
    (void)d, (void)p, (void)x, (void)y;
    die("lat_dist_dot_f: no float kernels (precisions in specs/lattice.yaml)");
#endif
}

/* ---- the RHMC's quarks ---- */
#define ORIGIN_ARGS(d) (d)->origin[0] - (d)->halo[0], (d)->origin[1] - (d)->halo[1], (d)->origin[2] - (d)->halo[2], \
                       (d)->origin[3] - (d)->halo[3]
#define GLOBAL_ARGS(d) (d)->global.n[0], (d)->global.n[1], (d)->global.n[2], (d)->global.n[3]

void lat_dist_gauss_vec(const lat_dist *d, int p, uint64_t key, double sigma, double complex *v)
{
    lattice_gauss_vec_ext_d(EXT_ARGS(d), GLOBAL_ARGS(d), ORIGIN_ARGS(d), p, key, sigma, v);
}

void lat_dist_z2_vec(const lat_dist *d, int p, uint64_t key, double complex *v)
{
    lattice_z2_vec_ext_d(EXT_ARGS(d), GLOBAL_ARGS(d), ORIGIN_ARGS(d), p, key, v);
}

void lat_dist_fermion_grad(const lat_dist *d, int parity, double coef, const double complex *fwd,
                           const double complex *here, double complex *grad)
{
    const int32_t *s = d->bnd, *c = d->bnd2;
    lattice_fermion_grad_ext_d(EXT_ARGS(d), s[0], s[1], s[2], s[3], c[0], c[1], c[2], c[3], parity, coef, fwd, here,
                               grad);
}

/* ---- the pure-gauge HMC's sums and fields ---- */
/* mp_tree_sum of the one quantity per block in d->part (device) */
static double block_total(lat_dist *d)
{
    dev_update_host(d->part, sizeof(double) * (size_t)d->nblocks_local);
    double s;
    mp_tree_sum(d->nblocks_global, d->nruns, d->runs, 1, d->part, &s);
    return s;
}

#define BLOCK_ARGS(d) (d)->halo[0], (d)->halo[1], (d)->halo[2], (d)->halo[3], (d)->blocks[0], (d)->blocks[1], \
                      (d)->blocks[2], (d)->blocks[3]

double lat_dist_plaquette(lat_dist *d, const lat_gauge *U)
{
    (U->storage == 12 ? lattice_plaquette_blocks_d12 : lattice_plaquette_blocks_d18)(EXT_ARGS(d), BLOCK_ARGS(d), U->u,
                                                                                     d->part);
    return block_total(d) / (6.0 * (double)d->global.vol);
}

double lat_dist_rectangle(lat_dist *d, const lat_gauge *U)
{
    (U->storage == 12 ? lattice_rectangle_blocks_d12 : lattice_rectangle_blocks_d18)(EXT_ARGS(d), BLOCK_ARGS(d), U->u,
                                                                                     d->part);
    return block_total(d) / (12.0 * (double)d->global.vol);
}

double lat_dist_gauge_action(lat_dist *d, const lat_gauge *U, int action, double beta)
{
    const double c1 = lat_gauge_c1(action), c0 = 1 - 8 * c1, vol = (double)d->global.vol;
    double s = beta * c0 * 6.0 * vol * (1 - lat_dist_plaquette(d, U));
    if (c1 != 0)
        s += beta * c1 * 12.0 * vol * (1 - lat_dist_rectangle(d, U));
    return s;
}

double lat_dist_kinetic(lat_dist *d, const double *mom)
{
    lattice_mom_kinetic_blocks_d(EXT_ARGS(d), BLOCK_ARGS(d), mom, d->part);
    return block_total(d);
}

void lat_dist_momenta(const lat_dist *d, uint64_t key, double *mom)
{
    const int32_t *N = d->global.n;
    lattice_gauss_mom_ext_d(EXT_ARGS(d), N[0], N[1], N[2], N[3], d->origin[0] - d->halo[0], d->origin[1] - d->halo[1],
                            d->origin[2] - d->halo[2], d->origin[3] - d->halo[3], key, mom);
}

/* ---- whole fields on every rank ---- */
typedef struct {
    int64_t site;                /* parity sizeh + idxh on the global lattice */
    double complex link[4][3][3];
} site_links;

void lat_dist_gauge_to_global(const lat_dist *d, const lat_gauge *U, lat_gauge *G)
{
    int64_t mine = 1;
    for (int mu = 0; mu < 4; ++mu)
        mine *= d->local[mu];
    site_links *send = xmalloc(sizeof *send * (size_t)mine);
    int64_t k = 0;
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < d->ext.sizeh; ++h) {
            int32_t xe[4], xg[4];
            lat_coords(&d->ext, p, h, xe);
            if (!lat_dist_owned(d, xe))
                continue;
            lat_dist_global_coords(d, xe, xg);
            send[k].site = p * d->global.sizeh + lat_idxh(&d->global, xg);
            for (int mu = 0; mu < 4; ++mu)
                lat_link_get(U, mu, xe, send[k].link[mu]);
            ++k;
        }
    const int size = mp_size();
    size_t *bytes = xmalloc(sizeof *bytes * (size_t)size);
    for (int r = 0; r < size; ++r)
        bytes[r] = sizeof *send * (size_t)mine; /* every rank owns the same number of sites */
    site_links *all = xmalloc(sizeof *all * (size_t)(mine * size));
    mp_allgatherv(send, bytes, all);
    for (int64_t i = 0; i < mine * size; ++i) {
        int32_t x[4];
        lat_coords(&d->global, (int)(all[i].site / d->global.sizeh), all[i].site % d->global.sizeh, x);
        for (int mu = 0; mu < 4; ++mu)
            lat_link_set(G, mu, x, all[i].link[mu]);
    }
    free(all), free(bytes), free(send);
}

/* ---- the Polyakov loop: the t lines chained over the ranks of the t direction ---- */
double complex lat_dist_polyakov(lat_dist *d, const lat_gauge *U)
{
    const int t = LATTICE_DIR_T;
    const int32_t *N = d->global.n;
    int sp[3], k = 0;
    for (int mu = 0; mu < 4; ++mu)
        if (mu != t)
            sp[k++] = mu;
    const int64_t nsp = (int64_t)d->local[sp[0]] * d->local[sp[1]] * d->local[sp[2]];
    const int64_t gsp = (int64_t)N[sp[0]] * N[sp[1]] * N[sp[2]];
    const box b = owned_box(d);
    const size_t bb = sizeof(double) * 18 * (size_t)nsp;
    double *start = lat_dev_alloc(bb), *out = lat_dev_alloc(bb);
    double *G = xmalloc(sizeof(double) * 18 * (size_t)gsp); /* the products so far, per global spatial site */
    for (int64_t i = 0; i < gsp; ++i)
        for (int e = 0; e < 18; ++e)
            G[18 * i + e] = e == 0 || e == 4 || e == 8 ? 1 : 0;
    const int size = mp_size();
    const int64_t msg = 5 + 18 * nsp; /* doubles: flag, origin[4], the products */
    double *send = xmalloc(sizeof(double) * (size_t)msg), *all = xmalloc(sizeof(double) * (size_t)(msg * size));
    size_t *bytes = xmalloc(sizeof *bytes * (size_t)size);
    for (int r = 0; r < size; ++r)
        bytes[r] = sizeof(double) * (size_t)msg;
    /* global spatial index of box site i of a rank with origin o */
#define GSITE(o, i) ((o)[sp[0]] + (i) % d->local[sp[0]] + \
                     (int64_t)N[sp[0]] * ((o)[sp[1]] + ((i) / d->local[sp[0]]) % d->local[sp[1]] + \
                                          (int64_t)N[sp[1]] * ((o)[sp[2]] + (i) / ((int64_t)d->local[sp[0]] * d->local[sp[1]]))))
    for (int round = 0; round < d->cart.dims[t]; ++round) {
        const int mine = d->cart.coords[t] == round;
        send[0] = mine;
        for (int mu = 0; mu < 4; ++mu)
            send[1 + mu] = d->origin[mu];
        if (mine) { /* start from the products of the ranks below in t */
            for (int64_t i = 0; i < nsp; ++i)
                for (int e = 0; e < 18; ++e)
                    start[e * nsp + i] = G[18 * GSITE(d->origin, i) + e];
            dev_update_device(start, bb);
            (U->storage == 12 ? lattice_polyakov_chain_d12 : lattice_polyakov_chain_d18)(EXT_ARGS(d), BOX_ARGS(b), U->u,
                                                                                         start, out);
            dev_update_host(out, bb);
            memcpy(send + 5, out, bb);
        }
        mp_allgatherv(send, bytes, all);
        for (int r = 0; r < size; ++r) {
            const double *m = all + (int64_t)r * msg;
            if (m[0] == 0)
                continue;
            const int32_t o[4] = {(int32_t)m[1], (int32_t)m[2], (int32_t)m[3], (int32_t)m[4]};
            for (int64_t i = 0; i < nsp; ++i)
                for (int e = 0; e < 18; ++e)
                    G[18 * GSITE(o, i) + e] = m[5 + e * nsp + i];
        }
    }
#undef GSITE
    double sr = 0, si = 0; /* in the global spatial order, on every rank */
    for (int64_t i = 0; i < gsp; ++i) {
        sr += (G[18 * i + 0] + G[18 * i + 4] + G[18 * i + 8]) / 3;
        si += (G[18 * i + 9] + G[18 * i + 13] + G[18 * i + 17]) / 3;
    }
    lat_dev_free(start, bb), lat_dev_free(out, bb);
    free(G), free(send), free(all), free(bytes);
    return (sr + I * si) / (double)gsp;
}
