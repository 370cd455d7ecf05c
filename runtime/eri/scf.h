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
 *   LAPACKE_dsyev on the CPU. Core-Hamiltonian guess.
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

typedef void (*eri_fock_fn)(const eri_basis *bs, const double *D, double *J, double *K,
                            double screen_threshold, fock_stats *stats);

typedef struct {
    eri_fock_fn fock;      /* NULL: eri_default_fock() */
    int max_iter;          /* default 100 */
    double e_conv;         /* default 1e-10 hartree */
    double d_conv;         /* default 1e-8 (max |DIIS error|) */
    int diis_vectors;      /* default 8; 0 disables DIIS */
    double screen;         /* Schwarz threshold handed to the Fock build, default 1e-14 */
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
