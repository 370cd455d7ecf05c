/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/lattice_kernels.h.j2
 * flavour:   any
 * lattice:   8x8x8x8
 * directions: x->0, y->1, z->2, t->3
 * boundary:  x periodic, y periodic, z periodic, t antiperiodic
 * precisions: double, float
 * storage:   18, 12
 */
#ifndef LATTICE_KERNELS_H
#define LATTICE_KERNELS_H

#include <complex.h>
#include <stdint.h>

/*
 * Layouts (Structure of Arrays over one parity; sizeh = N0 N1 N2 N3 / 2 half-lattice sites):
 *   half-lattice index  idxh = (x0 + N0 (x1 + N1 (x2 + N2 x3))) / 2, parity = (x0+x1+x2+x3) % 2
 *   vec3  v[c * sizeh + idxh]                          c0, c1, c2: arrays of C99 complex
 *   su3   rows r0, r1 (, r2) of vec3; links = 8 su3 fields, field f = 2 mu + parity:
 *         u[((f * NR + r) * 3 + c) * sizeh + idxh]     NR = 3 (18 reals) or 2 (12 reals:
 *                                                      r2 = conj(r0 x r1) rebuilt on the fly)
 *   staple (one field, full 3x3, double): s[(r * 3 + c) * sizeh + idxh]
 *   momenta H (traceless Hermitian, 8 reals, double): mom[(f * 8 + k) * sizeh + idxh],
 *         k = 0..5: Re, Im of H01, H02, H12; k = 6, 7: H00, H11 (H22 = -H00 - H11)
 * Staggered operator (output parity p, 1 - p input):
 *   D psi(x) = 1/2 sum_mu eta_mu(x) [U_mu(x) psi(x+mu) - U_mu(x-mu)^dagger psi(x-mu)],
 *   eta_mu(x) = (-1)^(sum of the physical coordinates before mu in x, y, z, t order),
 *   times the fermion boundary sign when the hop wraps. Deo = D even <- odd, Doe = D odd <- even;
 *   Deo^dagger = -Doe, and m^2 - Deo Doe is Hermitian positive definite on even sites.
 */
#define LATTICE_DEFAULT_N0 8
#define LATTICE_DEFAULT_N1 8
#define LATTICE_DEFAULT_N2 8
#define LATTICE_DEFAULT_N3 8
/* Logical direction of the physical directions x, y, z, t. */
#define LATTICE_DIR_X 0
#define LATTICE_DIR_Y 1
#define LATTICE_DIR_Z 2
#define LATTICE_DIR_T 3
/* The drivers' default gauge action (specs/lattice.yaml gauge_action): 0 Wilson, 1 tree-level
 * Symanzik. */
#define LATTICE_DEFAULT_GAUGE_ACTION 0
/* Fermion boundary sign (+1 periodic, -1 antiperiodic) of logical directions 0..3. */
#define LATTICE_BC_SIGN_0 1
#define LATTICE_BC_SIGN_1 1
#define LATTICE_BC_SIGN_2 1
#define LATTICE_BC_SIGN_3 -1
/* 1 when the float kernels are generated (specs/lattice.yaml precisions): the RHMC's
 * single-precision molecular-dynamics solves need them. */
#define LATTICE_HAS_SINGLE 1
/* Highest order of the Taylor series of exp(i dt H) in the link update (after scaling to
 * norm <= 1, order 18 already reaches 2^-56). */
#define LATTICE_EXP_ORDER 24

/* A coordinate moved by at most one extent back into [0, n). */
#define LATTICE_WRAP(x, n) ((x) < 0 ? (x) + (n) : (x) >= (n) ? (x) - (n) : (x))

/* The row (x1, x2, x3) of n0 / 2 half-lattice sites: idxh = LATTICE_ROW(x1, x2, x3) n0 / 2 + x0
 * / 2. */
#define LATTICE_ROW(x1, x2, x3, n1, n2)                                                            \
    ((int64_t)(x1) + (int64_t)(n1) * ((x2) + (int64_t)(n2) * (x3)))

#define LATTICE_IDXH(x0, x1, x2, x3, n0, n1, n2)                                                   \
    (((int64_t)(x0) + (int64_t)(n0) * ((x1) + (int64_t)(n1) * ((x2) + (int64_t)(n2) * (x3)))) >> 1)

/* ---- double ---- */
/* vec3 algebra over n complex numbers (a vec3 field has n = 3 sizeh) */
void lattice_vec3_axpy_d(int64_t n, double ar, double ai, const double complex *restrict x,
                         double complex *restrict y);
void lattice_vec3_axpby_d(int64_t n, double a, const double complex *restrict x, double b,
                          double complex *restrict y);
void lattice_vec3_dot_d(int64_t n, const double complex *restrict x,
                        const double complex *restrict y, double *re, double *im);
double lattice_vec3_norm2_d(int64_t n, const double complex *restrict x);
void lattice_vec3_copy_d(int64_t n, const double complex *restrict x, double complex *restrict y);
void lattice_zero_d(int64_t n, double *restrict y);
void lattice_vec3_shift_update_d(int64_t n, double a, double z, double b,
                                 const double complex *restrict r, double complex *restrict p,
                                 double complex *restrict x);
void lattice_vec3_shift_update4_d(int64_t n, const double complex *restrict r, double a0, double z0,
                                  double b0, double complex *restrict p0,
                                  double complex *restrict x0, double a1, double z1, double b1,
                                  double complex *restrict p1, double complex *restrict x1,
                                  double a2, double z2, double b2, double complex *restrict p2,
                                  double complex *restrict x2, double a3, double z3, double b3,
                                  double complex *restrict p3, double complex *restrict x3);
void lattice_vec3_shift_update2_d(int64_t n, const double complex *restrict r, double a0, double z0,
                                  double b0, double complex *restrict p0,
                                  double complex *restrict x0, double a1, double z1, double b1,
                                  double complex *restrict p1, double complex *restrict x1);
/* m shift updates (coefficients a, z, b and vectors p, x of m distinct shifts), 4 or fewer per
 * launch */
void lattice_vec3_shift_update_many_d(int64_t n, int m, const double *a, const double *z,
                                      const double *b, const double complex *r,
                                      double complex *const *p, double complex *const *x);
double lattice_vec3_axpy_norm2_d(int64_t n, double a, const double complex *restrict x,
                                 double complex *restrict y);
/* domain decomposition (gen/<flavour>/lattice_dist_double.c, runtime/lattice/dist.h) */
void lattice_box_pack_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                        int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                        int parity, int ncomp, int blk, int gstride, int goff, int64_t flen,
                        const double complex *restrict f, double complex *restrict buf);
void lattice_box_unpack_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                          int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                          int parity, int ncomp, int blk, int gstride, int goff, int64_t flen,
                          const double complex *restrict buf, double complex *restrict f);
void lattice_vec3_dot_blocks_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                               int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                               int32_t c2, int32_t c3, int parity, const double complex *restrict x,
                               const double complex *restrict y, double *restrict part);
double lattice_mom_kinetic_d(int64_t sizeh, const double *restrict mom);
void lattice_to_single_d(int64_t n, const double complex *restrict x, float complex *restrict y);
void lattice_to_double_d(int64_t n, const float complex *restrict x, double complex *restrict y);
/* fields (gen/<flavour>/lattice_fields.c); grad: 8 fields of full 3x3 matrices, 72 sizeh complex */
void lattice_fermion_grad_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int parity, double coef,
                            const double complex *restrict fwd, const double complex *restrict here,
                            double complex *restrict grad);
void lattice_gauss_mom_d(int64_t sizeh, uint64_t key, double *restrict mom);
void lattice_gauss_mom_ext_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t N0, int32_t N1,
                             int32_t N2, int32_t N3, int32_t o0, int32_t o1, int32_t o2, int32_t o3,
                             uint64_t key, double *restrict mom);
void lattice_mom_kinetic_blocks_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                  int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                                  int32_t c2, int32_t c3, const double *restrict mom,
                                  double *restrict part);
void lattice_gauss_vec_d(int64_t n, uint64_t key, double sigma, double complex *restrict v);
void lattice_z2_vec_d(int64_t n, uint64_t key, double complex *restrict v);
/* the same on a rank's extended lattice (runtime/lattice/dist.h): global extents N, extended x is
 * global (o + x) mod N, b/c where global x_mu = 0 lies (-1: nowhere) */
void lattice_fermion_grad_ext_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t b0,
                                int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                                int32_t c2, int32_t c3, int parity, double coef,
                                const double complex *restrict fwd,
                                const double complex *restrict here, double complex *restrict grad);
void lattice_gauss_vec_ext_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t N0, int32_t N1,
                             int32_t N2, int32_t N3, int32_t o0, int32_t o1, int32_t o2, int32_t o3,
                             int parity, uint64_t key, double sigma, double complex *restrict v);
void lattice_z2_vec_ext_d(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t N0, int32_t N1,
                          int32_t N2, int32_t N3, int32_t o0, int32_t o1, int32_t o2, int32_t o3,
                          int parity, uint64_t key, double complex *restrict v);
/* links with 18 reals */
void lattice_deo_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict out);
void lattice_doe_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict out);
void lattice_deo_mass_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, double m2,
                          const double complex *restrict u, const double complex *restrict in,
                          const double complex *restrict self, double complex *restrict out);
void lattice_mee_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, double m2,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict tmp, double complex *restrict out);
/* one box of a rank's extended lattice (runtime/lattice/dist.h); b, c: where global x_mu = 0 lies
 * (-1: nowhere) */
void lattice_deo_box_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const double complex *restrict u,
                         const double complex *restrict in, double complex *restrict out);
void lattice_deo_mass_box_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                              int32_t l1, int32_t l2, int32_t l3, int32_t e0, int32_t e1,
                              int32_t e2, int32_t e3, int32_t b0, int32_t b1, int32_t b2,
                              int32_t b3, int32_t c0, int32_t c1, int32_t c2, int32_t c3, double m2,
                              const double complex *restrict u, const double complex *restrict in,
                              const double complex *restrict self, double complex *restrict out);
void lattice_doe_box_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const double complex *restrict u,
                         const double complex *restrict in, double complex *restrict out);
double lattice_plaquette_d18(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u);
void lattice_staples_d18(int mu, int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                         const double complex *restrict u, double complex *restrict staple);
void lattice_mom_update_d18(int mu, int parity, int64_t sizeh, double eps,
                            const double complex *restrict u, const double complex *restrict staple,
                            double *restrict mom);
void lattice_link_update_d18(int64_t sizeh, double eps, const double *restrict mom,
                             double complex *restrict u);
void lattice_reunitarise_d18(int64_t sizeh, double complex *restrict u);
/* gauge actions, stout smearing, measurements (gen/<flavour>/lattice_force_18.c) */
void lattice_gauge_staples_d18(int mu, int parity, double c_plaq, double c_rect, int32_t n0,
                               int32_t n1, int32_t n2, int32_t n3, const double complex *restrict u,
                               double complex *restrict staple);
void lattice_plaquette_blocks_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                  int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                                  int32_t c2, int32_t c3, const double complex *restrict u,
                                  double *restrict part);
void lattice_rectangle_blocks_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                  int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                                  int32_t c2, int32_t c3, const double complex *restrict u,
                                  double *restrict part);
double lattice_rectangle_d18(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u);
void lattice_stout_lambda_d18(int mu, int parity, int64_t sizeh, double rho,
                              const double complex *restrict u,
                              const double complex *restrict staple, const double *restrict q,
                              const double complex *restrict grad_in,
                              double complex *restrict grad_out, double complex *restrict w);
void lattice_stout_force_d18(int mu, int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u, const double complex *restrict w,
                             double complex *restrict grad);
void lattice_polyakov_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                          const double complex *restrict u, double *re, double *im);
void lattice_polyakov_chain_d18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                int32_t l1, int32_t l2, int32_t l3, int32_t e0, int32_t e1,
                                int32_t e2, int32_t e3, const double complex *restrict u,
                                const double *restrict start, double *restrict out);
/* links with 12 reals */
void lattice_deo_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict out);
void lattice_doe_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict out);
void lattice_deo_mass_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, double m2,
                          const double complex *restrict u, const double complex *restrict in,
                          const double complex *restrict self, double complex *restrict out);
void lattice_mee_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, double m2,
                     const double complex *restrict u, const double complex *restrict in,
                     double complex *restrict tmp, double complex *restrict out);
/* one box of a rank's extended lattice (runtime/lattice/dist.h); b, c: where global x_mu = 0 lies
 * (-1: nowhere) */
void lattice_deo_box_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const double complex *restrict u,
                         const double complex *restrict in, double complex *restrict out);
void lattice_deo_mass_box_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                              int32_t l1, int32_t l2, int32_t l3, int32_t e0, int32_t e1,
                              int32_t e2, int32_t e3, int32_t b0, int32_t b1, int32_t b2,
                              int32_t b3, int32_t c0, int32_t c1, int32_t c2, int32_t c3, double m2,
                              const double complex *restrict u, const double complex *restrict in,
                              const double complex *restrict self, double complex *restrict out);
void lattice_doe_box_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const double complex *restrict u,
                         const double complex *restrict in, double complex *restrict out);
double lattice_plaquette_d12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u);
void lattice_staples_d12(int mu, int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                         const double complex *restrict u, double complex *restrict staple);
void lattice_mom_update_d12(int mu, int parity, int64_t sizeh, double eps,
                            const double complex *restrict u, const double complex *restrict staple,
                            double *restrict mom);
void lattice_link_update_d12(int64_t sizeh, double eps, const double *restrict mom,
                             double complex *restrict u);
void lattice_reunitarise_d12(int64_t sizeh, double complex *restrict u);
/* gauge actions, stout smearing, measurements (gen/<flavour>/lattice_force_12.c) */
void lattice_gauge_staples_d12(int mu, int parity, double c_plaq, double c_rect, int32_t n0,
                               int32_t n1, int32_t n2, int32_t n3, const double complex *restrict u,
                               double complex *restrict staple);
void lattice_plaquette_blocks_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                  int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                                  int32_t c2, int32_t c3, const double complex *restrict u,
                                  double *restrict part);
void lattice_rectangle_blocks_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                  int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                                  int32_t c2, int32_t c3, const double complex *restrict u,
                                  double *restrict part);
double lattice_rectangle_d12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u);
void lattice_stout_lambda_d12(int mu, int parity, int64_t sizeh, double rho,
                              const double complex *restrict u,
                              const double complex *restrict staple, const double *restrict q,
                              const double complex *restrict grad_in,
                              double complex *restrict grad_out, double complex *restrict w);
void lattice_stout_force_d12(int mu, int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const double complex *restrict u, const double complex *restrict w,
                             double complex *restrict grad);
void lattice_polyakov_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                          const double complex *restrict u, double *re, double *im);
void lattice_polyakov_chain_d12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                                int32_t l1, int32_t l2, int32_t l3, int32_t e0, int32_t e1,
                                int32_t e2, int32_t e3, const double complex *restrict u,
                                const double *restrict start, double *restrict out);

/* ---- float ---- */
/* vec3 algebra over n complex numbers (a vec3 field has n = 3 sizeh) */
void lattice_vec3_axpy_f(int64_t n, float ar, float ai, const float complex *restrict x,
                         float complex *restrict y);
void lattice_vec3_axpby_f(int64_t n, float a, const float complex *restrict x, float b,
                          float complex *restrict y);
void lattice_vec3_dot_f(int64_t n, const float complex *restrict x, const float complex *restrict y,
                        double *re, double *im);
double lattice_vec3_norm2_f(int64_t n, const float complex *restrict x);
void lattice_vec3_copy_f(int64_t n, const float complex *restrict x, float complex *restrict y);
void lattice_zero_f(int64_t n, float *restrict y);
void lattice_vec3_shift_update_f(int64_t n, float a, float z, float b,
                                 const float complex *restrict r, float complex *restrict p,
                                 float complex *restrict x);
void lattice_vec3_shift_update4_f(int64_t n, const float complex *restrict r, float a0, float z0,
                                  float b0, float complex *restrict p0, float complex *restrict x0,
                                  float a1, float z1, float b1, float complex *restrict p1,
                                  float complex *restrict x1, float a2, float z2, float b2,
                                  float complex *restrict p2, float complex *restrict x2, float a3,
                                  float z3, float b3, float complex *restrict p3,
                                  float complex *restrict x3);
void lattice_vec3_shift_update2_f(int64_t n, const float complex *restrict r, float a0, float z0,
                                  float b0, float complex *restrict p0, float complex *restrict x0,
                                  float a1, float z1, float b1, float complex *restrict p1,
                                  float complex *restrict x1);
/* m shift updates (coefficients a, z, b and vectors p, x of m distinct shifts), 4 or fewer per
 * launch */
void lattice_vec3_shift_update_many_f(int64_t n, int m, const double *a, const double *z,
                                      const double *b, const float complex *r,
                                      float complex *const *p, float complex *const *x);
double lattice_vec3_axpy_norm2_f(int64_t n, float a, const float complex *restrict x,
                                 float complex *restrict y);
/* domain decomposition (gen/<flavour>/lattice_dist_float.c, runtime/lattice/dist.h) */
void lattice_box_pack_f(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                        int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                        int parity, int ncomp, int blk, int gstride, int goff, int64_t flen,
                        const float complex *restrict f, float complex *restrict buf);
void lattice_box_unpack_f(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                          int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                          int parity, int ncomp, int blk, int gstride, int goff, int64_t flen,
                          const float complex *restrict buf, float complex *restrict f);
void lattice_vec3_dot_blocks_f(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                               int32_t l1, int32_t l2, int32_t l3, int32_t c0, int32_t c1,
                               int32_t c2, int32_t c3, int parity, const float complex *restrict x,
                               const float complex *restrict y, double *restrict part);
/* links with 18 reals */
void lattice_deo_f18(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const float complex *restrict u, const float complex *restrict in,
                     float complex *restrict out);
void lattice_doe_f18(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const float complex *restrict u, const float complex *restrict in,
                     float complex *restrict out);
void lattice_deo_mass_f18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, float m2,
                          const float complex *restrict u, const float complex *restrict in,
                          const float complex *restrict self, float complex *restrict out);
void lattice_mee_f18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, float m2,
                     const float complex *restrict u, const float complex *restrict in,
                     float complex *restrict tmp, float complex *restrict out);
/* one box of a rank's extended lattice (runtime/lattice/dist.h); b, c: where global x_mu = 0 lies
 * (-1: nowhere) */
void lattice_deo_box_f18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const float complex *restrict u,
                         const float complex *restrict in, float complex *restrict out);
void lattice_deo_mass_box_f18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                              int32_t l1, int32_t l2, int32_t l3, int32_t e0, int32_t e1,
                              int32_t e2, int32_t e3, int32_t b0, int32_t b1, int32_t b2,
                              int32_t b3, int32_t c0, int32_t c1, int32_t c2, int32_t c3, float m2,
                              const float complex *restrict u, const float complex *restrict in,
                              const float complex *restrict self, float complex *restrict out);
void lattice_doe_box_f18(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const float complex *restrict u,
                         const float complex *restrict in, float complex *restrict out);
double lattice_plaquette_f18(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const float complex *restrict u);
/* links with 12 reals */
void lattice_deo_f12(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const float complex *restrict u, const float complex *restrict in,
                     float complex *restrict out);
void lattice_doe_f12(int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                     const float complex *restrict u, const float complex *restrict in,
                     float complex *restrict out);
void lattice_deo_mass_f12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, float m2,
                          const float complex *restrict u, const float complex *restrict in,
                          const float complex *restrict self, float complex *restrict out);
void lattice_mee_f12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, float m2,
                     const float complex *restrict u, const float complex *restrict in,
                     float complex *restrict tmp, float complex *restrict out);
/* one box of a rank's extended lattice (runtime/lattice/dist.h); b, c: where global x_mu = 0 lies
 * (-1: nowhere) */
void lattice_deo_box_f12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const float complex *restrict u,
                         const float complex *restrict in, float complex *restrict out);
void lattice_deo_mass_box_f12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0,
                              int32_t l1, int32_t l2, int32_t l3, int32_t e0, int32_t e1,
                              int32_t e2, int32_t e3, int32_t b0, int32_t b1, int32_t b2,
                              int32_t b3, int32_t c0, int32_t c1, int32_t c2, int32_t c3, float m2,
                              const float complex *restrict u, const float complex *restrict in,
                              const float complex *restrict self, float complex *restrict out);
void lattice_doe_box_f12(int32_t n0, int32_t n1, int32_t n2, int32_t n3, int32_t l0, int32_t l1,
                         int32_t l2, int32_t l3, int32_t e0, int32_t e1, int32_t e2, int32_t e3,
                         int32_t b0, int32_t b1, int32_t b2, int32_t b3, int32_t c0, int32_t c1,
                         int32_t c2, int32_t c3, const float complex *restrict u,
                         const float complex *restrict in, float complex *restrict out);
double lattice_plaquette_f12(int parity, int32_t n0, int32_t n1, int32_t n2, int32_t n3,
                             const float complex *restrict u);

#endif
