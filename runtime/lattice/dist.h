/* The lattice over several ranks: 4D domain decomposition on a Cartesian grid of ranks
 * (runtime/mpi/mp.h), halo exchange of vec3 and gauge fields through mp_halo (device data,
 * the run's transport: host, host-staged or NCCL), Deo/Doe with the interior computed while
 * the halo travels, and global sums that give the same bits on any rank count.
 *
 * Layout. Each rank holds an extended local lattice: its owned sites (local extents
 * L_mu = N_mu / P_mu, P_mu the ranks along mu) plus halos of depth LAT_DIST_HALO = 2 on both
 * sides of every split direction (P_mu > 1, or a direction given halos on one rank:
 * lat_dist_create_ex); a direction that is not split keeps its whole extent and wraps
 * periodically as on one rank. Fields on it are ordinary lat_gauge / vec3
 * fields of the extended geometry (lat_dist.ext), so the generated kernels run on them
 * unchanged. Depth 2 (and even L_mu) keeps each local coordinate's parity equal to the global
 * one: the even/odd site indexing and the staggered phases eta_mu(x) computed from local
 * coordinates are the global ones, and the halos cover the 1x2 rectangles of the Symanzik
 * action. The fermion's antiperiodic sign is applied where a hop crosses the global boundary
 * (lat_dist.bnd, the Deo/Doe box kernels).
 *
 * Halo exchange. vec3 fields: depth 1 (all Deo/Doe reads), the faces of all split directions
 * in one mp_halo, packed and unpacked on the device by the generated box kernels. Gauge
 * fields: depth 2, direction by direction over the whole extended range of the other
 * directions, so that the corners (staples, rectangles) arrive too.
 *
 * Overlap. lat_dist_dslash packs the input's faces, starts the exchange, applies Deo/Doe to
 * the interior (the sites whose neighbours are all owned) while it travels, finishes it,
 * unpacks and applies the boundary sites (one box kernel per face slab). With NCCL the
 * messages run on NCCL's stream while the interior kernel runs; with host MPI the messages
 * progress in the background of the interior kernel.
 *
 * Deterministic sums. A plain Allreduce of per-rank partial sums depends on the rank count
 * in the last bits, which is too coarse for the HMC's dH (H ~ 1e4..1e5 on 8^4, dH ~ 0.1..1
 * must agree to 1e-12 relative). The lattice is cut into blocks of 2^4 sites at even global
 * coordinates: every local extent and every rank's origin is even, so no rank boundary ever
 * splits a block, and the blocks do not depend on the rank count. A generated kernel sums each
 * block's sites in a fixed order (lattice_vec3_dot_blocks_*), and mp_tree_sum adds the block
 * sums (numbered lexicographically over the global lattice, block coordinate 0 fastest) along
 * one fixed binary tree. The result is the same bits on any rank count and grid. (A pre-rounded
 * order-independent summation would also do, at the price of a max pass before each sum and
 * two folds for the precision; the tree reuses the runtime's existing mechanism, and its cost
 * is one small device-to-host copy of the block sums per dot product.)
 *
 * Bad input (collective, mp_fail: rank 0 prints one error line, every rank exits 1): a grid
 * whose product is not the rank count, an extent not divisible by its ranks, a local extent
 * that is odd or below the halo depth. */
#ifndef LATTICE_DIST_H
#define LATTICE_DIST_H

#include <complex.h>
#include <stdint.h>

#include "lattice/lattice.h"
#include "mp.h"

#define LAT_DIST_HALO 2

typedef struct lat_dist {
    lat_geom global;        /* the whole lattice */
    mp_cart cart;           /* the grid of ranks (4 directions, logical order) */
    int nsplit, split[4];   /* the directions cut over more than one rank, ascending */
    int32_t local[4];       /* owned extents */
    int32_t halo[4];        /* LAT_DIST_HALO in split directions, 0 elsewhere */
    int32_t origin[4];      /* global coordinate of the first owned site */
    int32_t bnd[4], bnd2[4];/* extended coordinates of global x_mu = 0 that hops from owned sites
                               reach (where they cross the global boundary); -1 if none */
    lat_geom ext;           /* the extended local lattice */
    /* vec3 halo (double, depth 1) */
    double complex *vsend, *vrecv;
    int64_t vsend_len, vrecv_len; /* complex numbers */
    mp_halo *vhalo;
    /* the same in single precision (the RHMC's single-precision MD solves) */
    float complex *vsend_f, *vrecv_f;
    mp_halo *vhalo_f;
    /* gauge halos (double, depth 2), one per split direction, for each link storage met (slot
     * 0: 12 reals, 1: 18 reals, also the stout force's 72 sizeh fields), made on first use */
    struct {
        int storage;
        double complex *send, *recv;
        int64_t len;
        mp_halo *halo[4];
    } gh[2];
    /* block sums (2^4 sites): blocks per direction, the runs of this rank's blocks in the
     * global numbering, two partial sums per block (device) */
    int32_t blocks[4];
    int64_t nblocks_global, nblocks_local;
    int nruns;
    mp_chunk_run *runs;
    double *part;
    double exchange_seconds; /* time in halo exchanges (pack, wait, unpack) */
} lat_dist;

/* "1x1x2x2" (ranks along logical directions 0..3; 0 lets mp_cart choose) or "auto" (all 0).
 * Collective (every rank parses the same text): mp_fail on bad syntax. */
void lat_dist_parse_grid(const char *text, int dims[4]);
/* Collective: the decomposition of `global` over a grid (dims as lat_dist_parse_grid). */
void lat_dist_create(lat_dist *d, const lat_geom *global, const int dims[4]);
/* The same, with halos also in the directions of bit mu of self_halos that have one rank: they
 * are exchanged with this rank itself (message to self: a device copy with NCCL), which gives
 * one rank the halo code path (tests) and two GPUs the work of a cut in two directions
 * (dslash_bench --self-halos). */
void lat_dist_create_ex(lat_dist *d, const lat_geom *global, const int dims[4], int self_halos);
void lat_dist_free(lat_dist *d);
/* "1x1x2x2 (local 8x8x4x4)" for the programs' headers (static buffer). */
const char *lat_dist_describe(const lat_dist *d);

/* extended coordinates -> global ones (halo sites wrap periodically) */
void lat_dist_global_coords(const lat_dist *d, const int32_t xe[4], int32_t xg[4]);
/* 1 when the extended site is owned by this rank */
int lat_dist_owned(const lat_dist *d, const int32_t xe[4]);
int64_t lat_dist_nvec(const lat_dist *d); /* complex numbers of a vec3 field: 3 ext.sizeh */

/* ---- gauge fields (lat_gauge of geometry d->ext) ---- */
/* host: every site of U (halos included) from the global field G (each rank holds G) */
void lat_dist_gauge_from_global(const lat_dist *d, const lat_gauge *G, lat_gauge *U);
/* host: every site of U from the generator of lat_gauge_random_gaussian on the global
 * lattice (the same links as that global field; no global field held) */
void lat_dist_gauge_random_gaussian(const lat_dist *d, lat_gauge *U, uint64_t seed);
/* Collective: the halos of U (present on the device) from their owners. */
void lat_dist_gauge_exchange(lat_dist *d, lat_gauge *U);
/* Collective: the halos of a field of 8 x 9 complex numbers per site in the layout of 18-real
 * links (72 ext.sizeh: the stout force's w), as lat_dist_gauge_exchange. */
void lat_dist_field72_exchange(lat_dist *d, double complex *w);

/* ---- vec3 fields of one parity (3 ext.sizeh complex numbers) ---- */
/* host: the owned sites of v from the global field g (parity p, global layout); halos zero */
void lat_dist_vec_from_global(const lat_dist *d, int p, const double complex *g, double complex *v);
/* Collective: the depth-1 halos of v (parity p, on the device) from their owners. */
void lat_dist_vec_exchange(lat_dist *d, int p, double complex *v);

/* Collective: out = Deo in (parity 0) or Doe in (parity 1) on the owned sites; in's halos are
 * exchanged here (so in is written), overlapping the interior with the exchange when overlap
 * is nonzero. U's halos must be current (lat_dist_gauge_exchange). Device data. */
void lat_dist_dslash(lat_dist *d, const lat_gauge *U, int parity, double complex *in,
                     double complex *out, int overlap);

/* Collective: out = (m2 - Deo Doe) in on the owned even sites, tmp (odd) = Doe in; in and tmp
 * are written (their halos). Only the owned sites of out are written. */
void lat_dist_mee(lat_dist *d, const lat_gauge *U, double m2, double complex *in, double complex *tmp,
                  double complex *out, int overlap);
/* The same in single precision: uf the links of U (storage and geometry from U) in float
 * (lattice_to_single_d of every extended site, halos included), in, tmp, out float vec3 fields.
 * The float box kernels and a float halo of its own (half the bytes). */
void lat_dist_mee_f(lat_dist *d, const lat_gauge *U, const float complex *uf, double m2, float complex *in,
                    float complex *tmp, float complex *out, int overlap);
void lat_dist_dslash_f(lat_dist *d, const lat_gauge *U, const float complex *uf, int parity, float complex *in,
                       float complex *out, int overlap);

/* Collective. The multishift CG of lat_multishift_cg (double precision) on the distributed
 * lattice: (M + shift_s) x_s = b on the owned even sites, b and x_s vec3 fields of d->ext on the
 * device. Its scalars come from the block sums, so the iterations, the solutions' bits and the
 * true residual (recomputed, the largest over the shifts; `converged` within 10 rtol) are the
 * same on any rank count. */
lat_cg_result lat_dist_multishift_cg(lat_dist *d, const lat_gauge *U, double mass, int nshift, const double *shifts,
                                     const double complex *b, double complex **x, double rtol, int max_iterations,
                                     int overlap);
/* The RHMC's solves (lat_solve_shifted on the distributed lattice): as lat_dist_multishift_cg,
 * in single precision with uf (the links of U in float, every extended site) when uf is not NULL
 * (b converted to float, the solutions back to double; the scalars and block sums in double,
 * so the bits are still the same on any rank count), and the true residuals only with check
 * (else `converged` means every shift reached rtol in the recurrence). */
lat_cg_result lat_dist_solve_shifted(lat_dist *d, const lat_gauge *U, const float complex *uf, double mass,
                                     int nshift, const double *shifts, const double complex *b, double complex **x,
                                     double rtol, int max_iterations, int overlap, int check);

/* Collective: x^dagger y and |x|^2 over the owned sites of parity p (device data), by
 * blocks and mp_tree_sum: the same bits on any rank count. */
double complex lat_dist_dot(lat_dist *d, int p, const double complex *x, const double complex *y);
double lat_dist_norm2(lat_dist *d, int p, const double complex *x);
/* the same for float fields (each product accumulated in double) */
double complex lat_dist_dot_f(lat_dist *d, int p, const float complex *x, const float complex *y);

/* ---- the RHMC's quarks on the extended lattice (runtime/lattice/fermion.c with lat_hmc.dist) ---- */
/* v (parity p, every extended site, device) = the noise of lattice_gauss_vec_d / lattice_z2_vec_d
 * on the global lattice's field of that parity: the same numbers whatever the rank count */
void lat_dist_gauss_vec(const lat_dist *d, int p, uint64_t key, double sigma, double complex *v);
void lat_dist_z2_vec(const lat_dist *d, int p, uint64_t key, double complex *v);
/* lattice_fermion_grad_d on every extended site with the global boundary's sign: right on the
 * owned sites once fwd's halo is current (lat_dist_vec_exchange) */
void lat_dist_fermion_grad(const lat_dist *d, int parity, double coef, const double complex *fwd,
                           const double complex *here, double complex *grad);
/* Collective: lat_chiral_condensate on the distributed lattice (Z2 noise from the global sites'
 * indices, the double-precision CG, block sums): the same value on any rank count */
lat_pbp lat_dist_chiral_condensate(lat_dist *d, const lat_gauge *U, double mass, int nnoise, uint64_t seed,
                                   uint64_t stream, double rtol);

/* ---- the pure-gauge HMC on the extended lattice (runtime/lattice/hmc.c with lat_hmc.dist):
 * the generated link-update, staple and force kernels run unchanged over the whole extended
 * lattice (right on the owned sites once the gauge halos are current; the halos are exchanged
 * after every link update), the sums below go through the blocks ---- */
/* Collective: lat_plaquette, lat_rectangle, lat_gauge_action of the global lattice; the
 * kinetic energy of the momenta (64 ext.sizeh doubles). Device data. */
double lat_dist_plaquette(lat_dist *d, const lat_gauge *U);
double lat_dist_rectangle(lat_dist *d, const lat_gauge *U);
double lat_dist_gauge_action(lat_dist *d, const lat_gauge *U, int action, double beta);
double lat_dist_kinetic(lat_dist *d, const double *mom);
/* the momenta of lattice_gauss_mom_d on the global lattice, on every extended site (device) */
void lat_dist_momenta(const lat_dist *d, uint64_t key, double *mom);
/* Collective: lat_polyakov of the global lattice. The lines are chained over the ranks of the t
 * direction in t order (round k: the ranks at t coordinate k multiply the products so far by
 * their t links, lattice_polyakov_chain_*, and every rank gathers the results), so each line's
 * product is the one-rank kernel's, in its order; the traces are summed in the global spatial
 * order on every rank: the same bits on any rank count and grid. Holds the products of every
 * spatial site on each rank (18 doubles a site) and does one gather per rank along t. */
double complex lat_dist_polyakov(lat_dist *d, const lat_gauge *U);
/* Collective: the global field G (allocated, any storage) on every rank from the owned sites of
 * U (host copies). */
void lat_dist_gauge_to_global(const lat_dist *d, const lat_gauge *U, lat_gauge *G);

#endif
