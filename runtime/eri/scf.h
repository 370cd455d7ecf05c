/* Restricted Hartree-Fock SCF with Pulay DIIS.
 *
 *   F = H + 2J - K with J, K from a Fock-build function for the density D = C_occ C_occ^T
 *   (no factor 2), E = sum_mn D_mn (H_mn + F_mn) + E_nuc.
 *   Orthogonalisation: Loewdin X = S^(-1/2) from eri_syev (basis functions with
 *   S eigenvalues below 1e-7 dropped: canonical orthogonalisation there; the run stops
 *   with an error before the first iteration when the smallest eigenvalue is below
 *   opts->s_min: atoms nearly on top of each other or a linearly dependent basis); each Fock matrix
 *   is diagonalised as X^T F X with eri_syev (equivalent to the generalised symmetric
 *   problem F C = S C e). eri_syev (eigen.h): cuSOLVER when the kernels run on a GPU,
 *   LAPACKE_dsyev on the CPU.
 *   Guess (opts->guess): ERI_GUESS_SAD (default), a superposition of atomic densities: one
 *   spin-restricted SCF per element on a lone atom in its basis, with fractional occupations
 *   (whole pairs from the bottom, the electrons left shared evenly by the degenerate orbitals
 *   at the top, so the atom stays spherical), its density placed on every atom of the element;
 *   the first iteration builds F from that density (not idempotent: its energy is not a
 *   variational one). ERI_GUESS_CORE diagonalises the core Hamiltonian.
 *   Incremental Fock builds (opts->incremental, default on): after the first iteration J and K
 *   are updated by the build of the density change, J(D) = J(D_prev) + J(D - D_prev), exact
 *   but for the screening; every build screens with the Schwarz threshold (opts->screen) and,
 *   when opts->density_screen > 0, skips quartets whose Schwarz bound times the density (the
 *   change) they touch is below it (fock.h), which removes most of the late iterations' work.
 *   Every opts->full_every-th iteration (0: never) builds from D again.
 *   Early screening: while max |DIIS error| >= opts->early_until the builds screen with the
 *   looser opts->early_screen (Schwarz, density, and the primitive threshold with them): their
 *   errors are far below the changes of the density then; the first iteration below it builds
 *   J and K from D again with the final thresholds, and only later iterations may converge.
 *   DIIS: error X^T (F D S - S D F) X, up to opts->diis_vectors Fock matrices, started
 *   from the first iteration; B-matrix solve with LAPACKE_dgesv.
 *   Converged when |delta E| < e_conv and max |DIIS error| < d_conv.
 *   Working basis (spherical.h): with bs->pure the orthogonaliser is X = T^T X_w, X_w that
 *   of S_w = T S T^T, so every orbital lies in the span of the spherical functions while
 *   the density, the Fock build and every matrix but X stay Cartesian.
 * One progress line per iteration on `progress` (NULL: silent):
 *   scf iter  N  E = ...  dE = ...  DIIS err = ...  fock ... s
 */
#ifndef ERI_SCF_H
#define ERI_SCF_H

#include <stdio.h>

#include "basis.h"
#include "fock_stats.h"

enum { ERI_GUESS_SAD, ERI_GUESS_CORE };

typedef void (*eri_fock_fn)(const eri_basis *bs, const double *D, double *J, double *K,
                            double screen_threshold, fock_stats *stats);

typedef struct {
    eri_fock_fn fock;      /* NULL: eri_default_fock() */
    eri_fock_fn guess_fock; /* the SAD guess's atomic SCFs (NULL: fock); a build over MPI ranks
                               (dist_fock_lead) is for the molecule only: give a local one here */
    int max_iter;          /* default 100 */
    double e_conv;         /* default 1e-10 hartree */
    double d_conv;         /* default 1e-8 (max |DIIS error|) */
    int diis_vectors;      /* default 8; 0 disables DIIS */
    double screen;         /* Schwarz threshold handed to the Fock build, default 1e-14 */
    double density_screen; /* density screening threshold (fock.h), default 1e-14; 0: none */
    int incremental;       /* 1 (default): J, K updated by builds of the density change */
    int full_every;        /* with incremental: a build from D every N iterations; 0 (default): never */
    double early_screen;   /* Schwarz and density thresholds of the early iterations, default
                              1e-10 (not above screen: no early phase) */
    double early_until;    /* the early phase ends once max |DIIS error| < this, default 1e-3 */
    int guess;             /* ERI_GUESS_SAD (default) or ERI_GUESS_CORE */
    int charge;            /* molecular charge; electrons = sum Z - charge; default 0 */
    double s_min;          /* smallest overlap eigenvalue accepted, default 1e-10 */
} eri_scf_options;

/* The orbitals are those of the last Fock matrix built (not the DIIS extrapolation),
 * diagonalised once more after the loop, as psi4 does; the density is theirs. */
typedef struct {
    double energy;          /* total RHF energy (hartree) */
    double e_nuc;           /* nuclear repulsion */
    int iterations, converged;
    double fock_seconds;    /* all Fock builds together */
    int nbf, nocc;
    double s_min_eigenvalue; /* smallest eigenvalue of the overlap matrix */
    int dropped;            /* functions dropped by canonical orthogonalisation */
    int nfunc;              /* working basis functions (spherical.h): nbf with Cartesian d */
    int nmo;                /* molecular orbitals: nfunc - dropped */
    double *mo_energy;      /* nmo, ascending (hartree); orbitals 0..nocc-1 are occupied */
    double *mo_coef;        /* nfunc x nmo, working basis, row-major (orbital k: column k) */
    double *density;        /* nbf x nbf Cartesian, D = C_occ C_occ^T (no factor 2) */
    double *iter_seconds;   /* wall time of each iteration (iterations entries) */
    double guess_seconds;   /* the guess (SAD: the atoms' SCFs) */
    double total_seconds;   /* eri_rhf from start to end */
} eri_scf_result;

void eri_scf_result_free(eri_scf_result *r);

void eri_scf_defaults(eri_scf_options *opts);

/* fock_build of fock.h when that file was there at build time, else fock_build_reference. */
eri_fock_fn eri_default_fock(void);
const char *eri_default_fock_name(void);

/* Electrons of `mol` with total charge `charge`; dies with a clear message (naming `what`,
 * the molecule's file) when that count is odd (RHF is closed-shell) or not positive. */
int eri_rhf_electrons(const eri_molecule *mol, int charge, const char *what);

/* Dies with a clear message for an odd electron count. Returns result->converged. */
int eri_rhf(const eri_molecule *mol, const eri_basis *bs, const eri_scf_options *opts,
            eri_scf_result *result, FILE *progress);

#endif
