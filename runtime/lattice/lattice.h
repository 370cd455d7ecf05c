/* Lattice QCD runtime: geometry, double-precision gauge fields in the generated SoA
 * layout (lattice_kernels.h), counter-based random numbers, plain reference
 * implementations of every kernel, CG and multishift CG on m^2 - Deo Doe, Wilson and
 * tree-level Symanzik gauge actions, stout smearing and its force chain rule, rational
 * approximations (Remez), the RHMC with rooted staggered quarks (and pure-gauge HMC),
 * measurements and NERSC gauge files.
 *
 * Domain decomposition: lattice/dist.h (extended local lattices with halos, Deo/Doe with
 * overlap, deterministic global sums). The functions here work on one rank's whole lattice;
 * lat_global_sum adds nothing. */
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
/* The one place where sums over the lattice are combined across ranks (today: one rank). */
void lat_global_sum(double *v, int n);
int lat_parity(const int32_t x[4]);
/* coordinates of half-site h of parity p */
void lat_coords(const lat_geom *g, int p, int64_t h, int32_t x[4]);

/* ---- counter-based random numbers: a pure function of (seed, stream, index) ---- */
uint64_t lat_rng_u64(uint64_t seed, uint64_t stream, uint64_t index);
double lat_rng_uniform(uint64_t seed, uint64_t stream, uint64_t index);  /* (0, 1) */
double lat_rng_gauss(uint64_t seed, uint64_t stream, uint64_t index);    /* N(0, 1) */
/* the key of the generated kernels' generator (lattice_gauss_*_d): the same numbers */
uint64_t lat_rng_key(uint64_t seed, uint64_t stream);

/* ---- time spent per phase of the HMC (seconds, accumulated by the runtime) ---- */
enum { LAT_TIME_DIRAC, LAT_TIME_FORCE, LAT_TIME_GAUGE, LAT_TIME_LINALG, LAT_TIME_OTHER, LAT_NTIMES };
extern double lat_time[LAT_NTIMES]; /* Dirac operator, fermion force and smearing, gauge MD
                                       (gauge force, link updates), vector algebra, the rest */
extern const char *const lat_time_names[LAT_NTIMES];

/* ---- device fields: host arrays with a device copy (zeroed on the device; on a CPU
 * flavour the zeroing kernel is the first touch that places the pages by thread) ---- */
void *lat_dev_alloc(size_t bytes);
void lat_dev_free(void *p, size_t bytes);
/* a host array zeroed through the kernels (first touch by the kernels' threads), no device copy */
void *lat_host_alloc_placed(size_t bytes);

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
/* the link of lat_gauge_random_gaussian with this stream ((2 mu + parity) sizeh + idxh) */
void lat_random_su3_gaussian(uint64_t seed, uint64_t stream, double complex m[3][3]);

size_t lat_gauge_bytes(const lat_gauge *U);
void lat_gauge_copy(const lat_gauge *from, lat_gauge *to);   /* the same links, any storage (host) */

/* ---- device-dispatched kernels on a gauge field (data present on the device) ---- */
void lat_mee(const lat_gauge *U, double m2, const double complex *in, double complex *tmp,
             double complex *out);
void lat_dslash(const lat_gauge *U, int parity, const double complex *in, double complex *out);
double lat_plaquette(const lat_gauge *U);            /* average Re tr U_P / 3 */
double lat_rectangle(const lat_gauge *U);            /* average Re tr R / 3 over the 12 V 2x1 loops */
double complex lat_polyakov(const lat_gauge *U);     /* average tr prod_t U_t / 3 over space */
/* vector algebra with the global sum (n complex numbers) */
double lat_norm2(int64_t n, const double complex *x);
double complex lat_dot(int64_t n, const double complex *x, const double complex *y); /* x^dagger y */

/* ---- plain references (host, C99 complex, full-lattice loops) ---- */
/* out (parity p) = 1/2 sum_mu eta [U psi(x+mu) - U^dag psi(x-mu)], element type double or float */
void lat_ref_dslash(const lat_gauge *U, int p, const double complex *in, double complex *out);
double lat_ref_plaquette(const lat_gauge *U);
void lat_ref_staple(const lat_gauge *U, int mu, const int32_t x[4], double complex s[3][3]);
int lat_eta(int mu, const int32_t x[4]);             /* staggered phase of logical mu */
int lat_bc_sign(int mu);                             /* fermion sign at the wrap of logical mu */
double lat_ref_rectangle(const lat_gauge *U);
/* the staple of U_mu(x) with plaquette weight c_plaq and rectangle weight c_rect */
void lat_ref_gauge_staple(const lat_gauge *U, int mu, const int32_t x[4], double c_plaq, double c_rect,
                          double complex s[3][3]);
double complex lat_ref_polyakov(const lat_gauge *U);
/* 3x3 helpers of the references: c = a b (c may be a or b), b = a^dagger */
void lat_su3_mul(double complex a[3][3], double complex b[3][3], double complex c[3][3]);
void lat_su3_dagger(double complex a[3][3], double complex b[3][3]);
void lat_su3_exp_i(double complex q[3][3], double complex e[3][3]);   /* e = exp(i q) */

/* ---- solvers on M = m^2 - Deo Doe (even sites; b, x present on the device) ---- */
typedef struct {
    int iterations, converged;
    double rel_residual;    /* recomputed ||b - M x|| / ||b|| (largest over the shifts); 0 unless checked */
} lat_cg_result;
typedef struct {            /* work vectors on the device for up to maxshift shifts */
    int64_t n;              /* complex numbers per vector: 3 sizeh */
    int maxshift, single;   /* single: the iteration in float */
    void *r, *p, *ap, *odd, **ps, **xs, *b;   /* xs, b: the single-precision solutions, right side */
    const lat_gauge *U;     /* the links of the current solve */
    const void *uf;         /* and their single-precision copy (single) */
} lat_solver;
void lat_solver_init(lat_solver *s, const lat_geom *g, int maxshift, int single);
void lat_solver_free(lat_solver *s);
/* (M + shift_s) x_s = b for all s with one M application per iteration; a shift stops when
 * its own residual |zeta_s| ||r|| is below rtol ||b||. b and x_s are double; a single solver
 * iterates in float on uf (the links U in single precision, lattice_to_single_d) and converts.
 * With check, the true residuals are recomputed in double (one M application per shift) and
 * decide `converged` (within 10 rtol). */
lat_cg_result lat_solve_shifted(lat_solver *s, const lat_gauge *U, const void *uf, double mass, int nshift,
                                const double *shifts, const double complex *b, double complex **x,
                                double rtol, int max_iterations, int check);
/* The shifts' side of a multishift CG (cg.c and dist_cg.c): zeta_s of each shift and which are
 * still iterating. */
typedef struct {
    int nshift, nactive;
    double *zeta, *zeta_prev;
    int *active;
    double *coef; /* 3 nshift: the step's a, z, b of the active shifts */
    void **vec;   /* 2 nshift: their p and x */
} lat_shifts;
/* every shift active with zeta = 1 (none when `active` is 0: a zero right side) */
void lat_shifts_init(lat_shifts *s, int nshift, int active);
void lat_shifts_free(lat_shifts *s);
/* One iteration's shift updates, after the unshifted system's alpha, beta and new |r|^2: zeta_s,
 * then x_s += alpha_s p_s and p_s = zeta_s r + beta_s p_s for all active shifts in as few
 * launches as the fused kernels allow (lattice_vec3_shift_update_many_*); a shift whose residual
 * zeta_s^2 |r|^2 is at most `target` stops. Vectors in float when `single`. */
void lat_shifts_step(lat_shifts *s, int single, int64_t n, const double *shifts, double alpha, double alpha_prev,
                     double beta, double beta_prev, double rr_new, double target, const void *r, void *const *ps,
                     void *const *x);
/* one-off solves (a temporary lat_solver; the true residual checked) */
lat_cg_result lat_cg(const lat_gauge *U, double mass, const double complex *b, double complex *x,
                     double rtol, int max_iterations);
lat_cg_result lat_multishift_cg(const lat_gauge *U, double mass, int nshift, const double *shifts,
                                const double complex *b, double complex **x, double rtol,
                                int max_iterations);

/* ---- gauge actions: S = beta sum_x [c0 sum_P (1 - Re tr P / 3) + c1 sum_R (1 - Re tr R / 3)],
 * Wilson c1 = 0, tree-level Symanzik c1 = -1/12; c0 = 1 - 8 c1 ---- */
enum { LAT_WILSON, LAT_SYMANZIK };
#define LAT_SYMANZIK_C1 (-1.0 / 12)
double lat_gauge_c1(int action);
double lat_gauge_action(const lat_gauge *U, int action, double beta);
/* mom += eps F, F = -dS/dU (the links on the device, staple a 9 sizeh work field) */
void lat_gauge_force(const lat_gauge *U, int action, double beta, double eps, double complex *staple,
                     double *mom);
/* mom_mu(x) += eps TH(i U_mu(x) grad_mu(x)) on every link: with grad the gradient of an action
 * (dS = Re tr grad dU), eps = -dt adds dt F */
void lat_mom_from_grad(const lat_gauge *U, const double complex *grad, double eps, double *mom);

/* ---- stout smearing (Morningstar and Peardon 2004): U_(k+1) = exp(i Q_k) U_k,
 * Q_k = rho TH(i U_k S_k), S_k the Wilson staple; levels stored as SoA link fields ---- */
#define LAT_MAX_STOUT 8
typedef struct {
    int levels;
    double rho;
    lat_gauge *thin;                    /* level 0 (not owned) */
    lat_gauge level[LAT_MAX_STOUT];     /* level[k - 1] = U_k, on the device */
    double *q[LAT_MAX_STOUT];           /* Q_k (8-real momentum layout) from the last smearing */
    double complex *staple, *grad, *w;  /* 9 sizeh and two 72 sizeh work fields */
    struct lat_dist *dist;              /* NULL, or the decomposition of thin's extended lattice
                                           (lattice/dist.h): each level's halos, and w's in the
                                           chain rule, exchanged */
} lat_stout;
void lat_stout_init(lat_stout *s, lat_gauge *thin, int levels, double rho);
void lat_stout_free(lat_stout *s);
void lat_stout_smear(lat_stout *s);                     /* thin (device) -> every level */
const lat_gauge *lat_stout_top(const lat_stout *s);     /* the smeared links (thin with 0 levels) */
/* grad (72 sizeh, device): the gradient of an action with respect to the top level in, with
 * respect to the thin links out (the Lambda recursion, level by level) */
void lat_stout_backward(lat_stout *s, double complex *grad);
/* references (host): smear every level; the chain rule on the host from the same formulas */
void lat_ref_stout_smear(const lat_gauge *thin, int levels, double rho, lat_gauge *out);
void lat_ref_stout_backward(const lat_gauge *thin, int levels, double rho, double complex *grad);

/* ---- rational approximations r(x) = a0 + sum_k res_k / (x + shift_k) of x^power (rational.c) ---- */
#define LAT_RATIONAL_MAX_POLES 48
#define LAT_RATIONAL_MIN_ERROR 1e-14 /* the double-precision Remez iteration reaches about 1e-15 */
typedef struct {
    double power, lo, hi;   /* approximates x^power, -1 <= power < 0, on [lo, hi] */
    double rel_err;         /* the largest |r(x) / x^power - 1| found on a fine grid of [lo, hi] */
    int npoles;
    double a0, res[LAT_RATIONAL_MAX_POLES], shift[LAT_RATIONAL_MAX_POLES];
} lat_rational;
/* The minimax approximation with the fewest poles whose relative error is at most tol
 * (checked on a grid independent of the iteration's); 0, or 1 and an error text. */
int lat_rational_remez(lat_rational *r, double power, double lo, double hi, double tol, char *err,
                       size_t errlen);
double lat_rational_eval(const lat_rational *r, double x);
/* the largest relative error on npoints + 1 log-spaced points of [lo, hi] */
double lat_rational_max_error(const lat_rational *r, int npoints);

/* ---- HMC and RHMC ---- */
enum { LAT_LEAPFROG, LAT_OMELYAN };
#define LAT_MAX_SPECIES 8
#define LAT_MAX_PSEUDOFERMIONS 8
typedef struct {
    int nf;                 /* staggered flavours: det(M)^(nf / 4) */
    double mass;
    int npf;                /* pseudofermion fields, each det(M)^(nf / 4 / npf) */
} lat_flavours;
typedef struct {
    int action;             /* LAT_WILSON, LAT_SYMANZIK */
    double beta, tau;
    int steps;              /* outer (fermion force) steps per trajectory */
    int gauge_steps;        /* with quarks: gauge steps per outer drift (0 means 1) */
    int integrator;         /* LAT_LEAPFROG, LAT_OMELYAN at every level */
    uint64_t seed;
    int nspecies;           /* 0: pure gauge */
    lat_flavours species[LAT_MAX_SPECIES];
    int exact;              /* species of power 1 (nf = 4 npf): heat bath phi = (m - Deo) eta, CG */
    int stout_levels;
    double rho;
    double md_residual, mc_residual;   /* CG stopping residuals: forces, action and heat bath */
    int md_single;                     /* the forces' solves in single precision */
    double md_error, mc_error;         /* rational approximations' relative errors */
    int max_iterations;                /* CG iteration cap (0: 10000) */
} lat_hmc_params;
typedef struct {            /* one species with its rational approximations on [m^2, m^2 + 16] */
    lat_flavours f;
    lat_rational action;    /* x^(-nf / 4 npf) to mc_error */
    lat_rational force;     /* the same power to md_error */
    lat_rational heatbath;  /* x^(nf / 8 npf - 1): phi = M r(M) eta = M^(nf / 8 npf) eta */
    double complex *phi[LAT_MAX_PSEUDOFERMIONS];
} lat_species;
typedef struct {
    lat_gauge *U;           /* links present on the device while the state lives */
    lat_hmc_params p;       /* as given to lat_hmc_init */
    double *mom;            /* 64 sizeh */
    double complex *staple; /* 9 sizeh */
    double complex *saved;  /* links before the trajectory */
    /* quarks */
    lat_stout stout;
    lat_species species[LAT_MAX_SPECIES];
    lat_solver solver;      /* double: heat bath, action, measurements */
    lat_solver md_solver;   /* the forces' (single with md_single) */
    void *uf;               /* the smeared links in single precision (md_single) */
    double complex **x;     /* solutions, one per pole */
    double complex *grad;   /* 72 sizeh: the fermion action's gradient */
    double complex *eta, *odd, *tmp;
    long cg_iterations_md, cg_iterations_mc;   /* counted since lat_hmc_init */
    struct lat_dist *dist;  /* NULL: one rank's whole lattice; else U is the extended local
                               lattice of this decomposition (lattice/dist.h) */
} lat_hmc;
typedef struct {
    double dH, plaquette, exp_minus_dH;
    double gauge_action, fermion_action;     /* at the end of the trajectory */
    double heatbath_action;                  /* the fermion action after the heat bath: eta^dagger eta */
    int accepted;
} lat_traj;

/* Copies U to the device; with quarks finds the rational approximations (their errors in
 * h->species[]). 0, or 1 and an error text (bad parameters, a precision out of reach). */
int lat_hmc_init(lat_hmc *h, lat_gauge *U, const lat_hmc_params *p, char *err, size_t errlen);
/* After lat_hmc_init: U (of d->ext's geometry) is this rank's part of the lattice over the ranks
 * of d; its halos are exchanged here (and the stout levels' at each smearing). 0 (1 and an error
 * text are kept for what the decomposition cannot run). */
struct lat_dist;
int lat_hmc_set_dist(lat_hmc *h, struct lat_dist *d, char *err, size_t errlen);
void lat_hmc_free(lat_hmc *h);                      /* releases device data; U copied back */
void lat_hmc_momenta(lat_hmc *h, uint64_t seed, uint64_t traj);
double lat_hmc_action(const lat_hmc *h, double beta);  /* gauge action of h->p.action */
double lat_hmc_kinetic(const lat_hmc *h);
/* the pseudofermion heat bath of trajectory traj, and the fermion action at the current links */
void lat_hmc_heatbath(lat_hmc *h, uint64_t traj);
double lat_hmc_fermion_action(lat_hmc *h);
/* mom += eps F_f: the fermion force at the current links (MD residual) */
void lat_hmc_fermion_force(lat_hmc *h, double eps);
void lat_hmc_integrate(lat_hmc *h, const lat_hmc_params *p);
lat_traj lat_hmc_trajectory(lat_hmc *h, const lat_hmc_params *p, uint64_t traj, int metropolis);
void lat_hmc_sync_host(lat_hmc *h);                 /* links and momenta -> host */
void lat_hmc_sync_device(lat_hmc *h);               /* links and momenta -> device */

/* ---- measurements ---- */
typedef struct {
    double value, error;    /* <psibar psi> = Tr (D + m)^-1 / V (one staggered field), error over the noise */
    int iterations;
} lat_pbp;
/* from nnoise Z2 noise vectors eta on even sites (streams stream, stream + 1, ...):
 * Tr (D + m)^-1 = 2 m Tr_e M^-1, Tr_e M^-1 = E[eta^dagger M^-1 eta] */
lat_pbp lat_chiral_condensate(lat_solver *s, const lat_gauge *U, double mass, int nnoise, uint64_t seed,
                              uint64_t stream, double rtol);

/* Mean of a[0..n) with its error and integrated autocorrelation time by the Gamma method
 * (U. Wolff, Comput. Phys. Commun. 156 (2004) 143; automatic window, S = 1.5). */
double lat_gamma_method(const double *a, int n, double *err, double *tau_int, int *window);

/* ---- NERSC gauge files (big-endian IEEE, 3x3 or two rows; checksum and plaquette checked) ---- */
/* 0 on success; otherwise an error text "path: ..." in err */
int lat_nersc_write(const char *path, const lat_gauge *U, char *err, size_t errlen);
int lat_nersc_read(const char *path, lat_gauge *U, int storage, char *err, size_t errlen);
/* The same from an open stream (seekable: the data size is checked); `path` names it. */
int lat_nersc_read_stream(FILE *f, const char *path, lat_gauge *U, int storage, char *err,
                          size_t errlen);

#endif
