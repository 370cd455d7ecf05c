/* Lattice QCD runtime: geometry, double-precision gauge fields in the generated SoA
 * layout (lattice_kernels.h), counter-based random numbers, plain reference
 * implementations of every kernel, CG and multishift CG on m^2 - Deo Doe, pure-gauge
 * HMC and NERSC gauge files. */
#ifndef LATTICE_H
#define LATTICE_H

#include <complex.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
    int32_t n[4];          /* logical extents, n[0] fastest */
    int64_t vol, sizeh;    /* sites, sites per parity */
} lat_geom;

/* 0 and an error text (e.g. "extent N2 = 7 must be even") on bad extents. */
int lat_geom_init(lat_geom *g, const int32_t n[4], char *err, size_t errlen);
/* "8x8x8x8", "16x16x16x32" or "8" (= 8^4); dies with one clear line naming `what`. */
lat_geom lat_geom_parse(const char *text, const char *what);
int64_t lat_idxh(const lat_geom *g, const int32_t x[4]);
int lat_parity(const int32_t x[4]);
/* coordinates of half-site h of parity p */
void lat_coords(const lat_geom *g, int p, int64_t h, int32_t x[4]);

/* ---- counter-based random numbers: a pure function of (seed, stream, index) ---- */
uint64_t lat_rng_u64(uint64_t seed, uint64_t stream, uint64_t index);
double lat_rng_uniform(uint64_t seed, uint64_t stream, uint64_t index);  /* (0, 1) */
double lat_rng_gauss(uint64_t seed, uint64_t stream, uint64_t index);    /* N(0, 1) */

/* ---- double-precision gauge field ---- */
typedef struct {
    lat_geom g;
    int storage;            /* 12 or 18 reals per link */
    int nrows;              /* 2 or 3 stored rows */
    int64_t len;            /* complex numbers in u: 8 * nrows * 3 * sizeh */
    double complex *u;
} lat_gauge;

void lat_gauge_alloc(lat_gauge *U, const lat_geom *g, int storage);
void lat_gauge_free(lat_gauge *U);
void lat_gauge_cold(lat_gauge *U);                   /* all links = 1 */
void lat_gauge_random(lat_gauge *U, uint64_t seed, double spread); /* exp(i spread H), H random */
/* Links far from 1 (rows 0 and 1 complex Gaussian, Gram-Schmidt, row 2 = conj(r0 x r1)):
 * many times faster than lat_gauge_random, for large benchmark lattices. */
void lat_gauge_random_gaussian(lat_gauge *U, uint64_t seed);
/* host accessors (row 2 rebuilt for 12-real storage) */
void lat_link_get(const lat_gauge *U, int mu, const int32_t x[4], double complex m[3][3]);
void lat_link_set(lat_gauge *U, int mu, const int32_t x[4], double complex m[3][3]);
void lat_random_su3(uint64_t seed, uint64_t stream, double spread, double complex m[3][3]);

/* ---- device-dispatched kernels on a gauge field (data present on the device) ---- */
void lat_mee(const lat_gauge *U, double m2, const double complex *in, double complex *tmp,
             double complex *out);
double lat_plaquette(const lat_gauge *U);            /* average Re tr U_P / 3 */

/* ---- plain references (host, C99 complex, full-lattice loops) ---- */
/* out (parity p) = 1/2 sum_mu eta [U psi(x+mu) - U^dag psi(x-mu)], element type double or float */
void lat_ref_dslash(const lat_gauge *U, int p, const double complex *in, double complex *out);
double lat_ref_plaquette(const lat_gauge *U);
void lat_ref_staple(const lat_gauge *U, int mu, const int32_t x[4], double complex s[3][3]);
int lat_eta(int mu, const int32_t x[4]);             /* staggered phase of logical mu */
int lat_bc_sign(int mu);                             /* fermion sign at the wrap of logical mu */

/* ---- solvers on M = m^2 - Deo Doe (even sites; b, x present on the device) ---- */
typedef struct {
    int iterations, converged;
    double rel_residual;    /* recomputed ||b - M x|| / ||b|| (largest over the shifts) */
} lat_cg_result;
lat_cg_result lat_cg(const lat_gauge *U, double mass, const double complex *b, double complex *x,
                     double rtol, int max_iterations);
/* (M + shift_s) x_s = b for all s with one M application per iteration */
lat_cg_result lat_multishift_cg(const lat_gauge *U, double mass, int nshift, const double *shifts,
                                const double complex *b, double complex **x, double rtol,
                                int max_iterations);

/* ---- pure-gauge HMC (Wilson action S = beta sum_P (1 - Re tr U_P / 3)) ---- */
enum { LAT_LEAPFROG, LAT_OMELYAN };
typedef struct {
    double beta, tau;
    int steps, integrator;
    uint64_t seed;
} lat_hmc_params;
typedef struct {
    lat_gauge *U;           /* links present on the device while the state lives */
    double *mom;            /* 64 sizeh */
    double complex *staple; /* 9 sizeh */
    double complex *saved;  /* links before the trajectory */
} lat_hmc;
typedef struct {
    double dH, plaquette, exp_minus_dH;
    int accepted;
} lat_traj;

void lat_hmc_init(lat_hmc *h, lat_gauge *U);        /* copies U to the device */
void lat_hmc_free(lat_hmc *h);                      /* releases device data; U copied back */
void lat_hmc_momenta(lat_hmc *h, uint64_t seed, uint64_t traj);
double lat_hmc_action(const lat_hmc *h, double beta);  /* gauge action */
double lat_hmc_kinetic(const lat_hmc *h);
void lat_hmc_integrate(lat_hmc *h, const lat_hmc_params *p);
lat_traj lat_hmc_trajectory(lat_hmc *h, const lat_hmc_params *p, uint64_t traj, int metropolis);
void lat_hmc_sync_host(lat_hmc *h);                 /* links and momenta -> host */
void lat_hmc_sync_device(lat_hmc *h);               /* links and momenta -> device */

/* ---- NERSC gauge files (big-endian IEEE, 3x3 or two rows; checksum and plaquette checked) ---- */
/* 0 on success; otherwise an error text "path: ..." in err */
int lat_nersc_write(const char *path, const lat_gauge *U, char *err, size_t errlen);
int lat_nersc_read(const char *path, lat_gauge *U, int storage, char *err, size_t errlen);
/* The same from an open stream (seekable: the data size is checked); `path` names it. */
int lat_nersc_read_stream(FILE *f, const char *path, lat_gauge *U, int storage, char *err,
                          size_t errlen);

#endif
