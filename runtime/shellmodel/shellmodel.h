/* The nuclear shell model in the M-scheme: interaction files (.snt), the many-body basis of
 * Slater determinants as bit masks, and the Hamiltonian assembled by the generated ci kernels
 * (gen/include/ci_kernels.h: ci_ham_count, ci_scan_blocked, ci_ham_fill) into CSB-COO.
 *
 * Conventions. Orbits are numbered from 0 in the order of the file (protons first). The
 * single-particle m-states are numbered protons first, then by orbit, then by m ascending:
 * a many-body state is one 64-bit occupation mask (so at most 64 m-states). Angular momenta
 * are stored doubled (j2 = 2 j, m2 = 2 m, J2 = 2 J). TBMEs are J-coupled and normalized as in
 * KSHELL: <ab; J | V | cd; J> for two protons or two neutrons with a <= b, c <= d (normalized
 * antisymmetric states), and for a proton a and a neutron b (product states, no
 * antisymmetrization between the species). */
#ifndef SHELLMODEL_H
#define SHELLMODEL_H

#include <stddef.h>
#include <stdint.h>

#include "matrix.h" /* csr_matrix */

#define SM_MAX_ORBITS 32
#define SM_MAX_MSTATES 64

typedef struct {
    int n, l, j2, tz; /* tz: -1 proton, +1 neutron */
} sm_orbit;

typedef struct {
    char path[512];
    int n_orbits, n_proton_orbits, n_neutron_orbits;
    int core_z, core_n;
    sm_orbit orbit[SM_MAX_ORBITS];
    double *spe;     /* n_orbits x n_orbits one-body matrix elements */
    int j2_max;      /* the largest 2j of an orbit */
    /* J-coupled TBMEs V[((a n + b) n + c) n + d][J] (J <= j2_max), both hermitian orders
     * filled; for two like nucleons only a <= b, c <= d are set. */
    double *tbme;
    int *given_line; /* the file line that set each tbme entry (0: not given) */
    int n_tbme_lines;
    int mass_method;       /* 0: none; 1: TBMEs times (A / mass_ref)^mass_power */
    double mass_ref, mass_power;
} sm_interaction;

/* Reads a KSHELL .snt file. Returns 0, or -1 with one line "path:line: what" in err (bad
 * orbit index, 2j even, missing lines, J outside the triangle, parity or charge not
 * conserved, duplicates with different values, ...). */
int sm_read_snt(const char *path, sm_interaction *it, char *err, size_t err_len);
/* The same from a string (tests); `name` stands for the path in messages. */
int sm_read_snt_text(const char *name, const char *text, sm_interaction *it, char *err,
                     size_t err_len);
void sm_interaction_free(sm_interaction *it);
/* the factor of the TBMEs for mass number A */
double sm_tbme_scale(const sm_interaction *it, int A);
/* V_J(ab, cd) as read (0 if not given); a, b, c, d 0-based */
double sm_tbme_get(const sm_interaction *it, int a, int b, int c, int d, int J);

/* <j1 m1 j2 m2 | J M>, all arguments doubled; 0 outside the triangle or for m1 + m2 != M. */
double sm_clebsch_gordan(int j1, int m1, int j2, int m2, int J, int M);

/* The nucleus and the m-states of its model space. */
typedef struct {
    int z, n;          /* valence protons and neutrons */
    int A;             /* core + valence */
    int M2, parity;    /* total 2M and parity (+1, -1) of the basis */
    int n_sp, n_sp_p;  /* m-states, of which protons */
    int orbit[SM_MAX_MSTATES], j2[SM_MAX_MSTATES], m2[SM_MAX_MSTATES];
    int par[SM_MAX_MSTATES]; /* (-1)^l */
} sm_space;

/* From "24Mg" (mass number and element symbol: valence numbers from the core of the file) or
 * from z, n valence numbers (name NULL). Returns 0 or -1 with the reason in err (unknown
 * element, a nucleus outside the space, no valence nucleons, 2M of the wrong parity).
 * M2 = INT_MIN: the lowest, 0 or 1; parity 0: +1 if the basis of that parity has states,
 * else -1. */
int sm_space_init(sm_space *s, const sm_interaction *it, const char *name, int z, int n,
                  int M2, int parity, char *err, size_t err_len);

/* The M-scheme basis: proton determinants grouped into (M, parity) sectors, the same for
 * neutrons, and blocks = (proton sector x the neutron sector that completes M and parity). */
typedef struct {
    int n_sp, n_sp_p;         /* m-states, of which protons */
    int64_t n_p, n_n;         /* determinants per species */
    uint64_t *p_mask, *n_mask; /* ordered by sector; neutron masks shifted past the protons */
    int32_t *p_sector, *n_sector; /* each determinant's sector, numbered in that order */
    int32_t *p_block;         /* the block of each proton determinant's sector, -1 if none */
    int n_blocks;
    int64_t *block_offset;    /* n_blocks + 1 */
    int32_t *block_sd;        /* 4 per block: p_start, p_len, n_start, n_len */
    int64_t dim;
} sm_basis;

/* The dimension without building anything (for the memory check). */
int64_t sm_basis_dimension(const sm_space *s);
void sm_basis_build(sm_basis *b, const sm_space *s);
void sm_basis_free(sm_basis *b);
/* The mask of basis state i, and the index of a mask (-1 if not in the basis), without a
 * global search: the block from the proton sector, a binary search inside the sectors. */
uint64_t sm_basis_state(const sm_basis *b, int64_t i);
int64_t sm_basis_index(const sm_basis *b, const sm_space *s, uint64_t mask);

/* An operator in the M-scheme: one- and two-body matrix elements over the m-states, the
 * tables the generated kernels read. */
typedef struct {
    int n_sp;
    int64_t n_pairs;
    double *obme; /* n_sp x n_sp */
    double *tbme; /* n_pairs x n_pairs, antisymmetrized */
} sm_tables;

/* The Hamiltonian of `it` for the nucleus (TBMEs scaled for its mass). */
void sm_tables_hamiltonian(sm_tables *t, const sm_interaction *it, const sm_space *s);
/* J^2 = sum_i j_i^2 + 2 sum_{i<k} j_i . j_k, as a one- plus two-body operator. */
void sm_tables_j2(sm_tables *t, const sm_interaction *it, const sm_space *s);
/* T^2 = T+ T- + Tz^2 - Tz with T+ = sum_m a+(proton m) a(neutron m) over partner orbits (the
 * k-th proton orbit and the k-th neutron orbit with the same n, l, j): N_p + Tz^2 - Tz -
 * sum a+(p a) a+(n b) a(n a) a(p b). Returns 0, or -1 (tables untouched) when the orbits do not
 * pair up. */
int sm_tables_t2(sm_tables *t, const sm_interaction *it, const sm_space *s);
void sm_tables_free(sm_tables *t);
/* <r|O|c> for two determinants (host reference of the generated kernels' element). */
double sm_element_reference(const sm_tables *t, uint64_t r, uint64_t c);

/* The upper triangle (column >= row) of the operator in the basis, as CSR with 64-bit
 * offsets, built by the generated kernels (species links, count, prefix sum, atomic
 * fill; see ci_kernels.h), columns in no particular order inside a row. The rows stay on
 * the device too (on_device) until sm_matrix_release_device or sm_matrix_free, so that
 * CSB-COO can be built there. Times of the three phases (count with the links, scan, fill)
 * in t_phase[0..2] (may be NULL). */
typedef struct {
    int64_t n, nnz;
    int64_t *rowptr;
    int32_t *col;
    double *val;
    int on_device;
} sm_matrix;
void sm_matrix_build(sm_matrix *m, const sm_basis *b, const sm_tables *t, double *t_phase);
void sm_matrix_release_device(sm_matrix *m);
/* Both triangles of the matrix whose upper triangle is `upper`, columns in no particular
 * order inside a row: the generated count, prefix sum and atomic fill (ci_csr_mirror_*),
 * on the device, where the result stays (on_device). The row offsets are on the host too,
 * the columns and values only on the device when offloading (48Cr's are 15 GB: copying them
 * back took seconds, and only CSB-COO, built on the device, reads them). */
void sm_matrix_mirror(sm_matrix *full, const sm_matrix *upper);
/* The same by a plain host loop over every pair of states (tests; dimension <= a few 1000). */
void sm_matrix_build_reference(sm_matrix *m, const sm_basis *b, const sm_tables *t);
void sm_matrix_free(sm_matrix *m);
/* Estimated nonzeros of the upper triangle, from the rows of a sample of states. */
double sm_matrix_estimate_nnz(const sm_basis *b, const sm_tables *t, int samples);

/* "NUCLEUS:FILE.snt" (e.g. "48Cr:data/interactions/gxpf1a.snt"): the interaction read and the
 * nucleus's space with the driver's defaults (the lowest 2M, the parity with states); dies with
 * the reason on a bad spec or file. */
void sm_space_from_spec(const char *nucleus_and_file, sm_interaction *it, sm_space *s);
/* "NUCLEUS:FILE.snt" (e.g. "48Cr:data/interactions/gxpf1a.snt"): the Hamiltonian of the
 * nucleus's lowest M-scheme basis, both triangles, as host CSR with sorted rows (the peers and
 * probes that take `--matrix shellmodel:...`); dies with the reason on a bad spec or file. */
void sm_hamiltonian_csr(const char *nucleus_and_file, csr_matrix *a);

/* Element symbols for Z = 1 .. 118; Z of a symbol or -1. */
int sm_element_z(const char *symbol);
const char *sm_element_symbol(int z);

#endif
