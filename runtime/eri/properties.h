/* One-electron properties of a converged RHF (scf.h result) and its Molden file.
 *
 *   eri_dipole_moment: mu = sum_A Z_A R_A - 2 sum_mn D_mn <m|r|n> (atomic units, e bohr),
 *     about the origin of the molecule's coordinates (that of the .xyz file), as psi4 with
 *     no_com/no_reorient; origin-independent for a neutral molecule only.
 *   eri_mulliken_charges: q_A = Z_A - 2 sum_{mu on A} (D_w S_w)_{mu mu} in the working
 *     basis (spherical.h), so that they match programs using the same (pure or Cartesian)
 *     functions; they add up to the molecule's charge.
 *   eri_write_molden: [Atoms] (AU), [GTO], [5D] when bs->pure, [MO] with every orbital
 *     (energy, occupation 2 or 0). Molden's conventions: contraction coefficients of
 *     normalised primitives (readers normalise the contraction), Cartesian d in the order
 *     xx yy zz xy xz yz, each function normalised (so the xy, xz, yz coefficients are ours
 *     divided by sqrt 3: basis.h gives those functions the norm of x^2's radial factor);
 *     pure d in the order d0 d+1 d-1 d+2 d-2 (spherical.h). Written to a temporary name and
 *     renamed; dies with one error line when the file cannot be written.
 */
#ifndef ERI_PROPERTIES_H
#define ERI_PROPERTIES_H

#include "basis.h"
#include "scf.h"

#define ERI_DEBYE_PER_AU 2.541746473 /* e bohr in Debye (CODATA 2014, as psi4 1.3) */

void eri_dipole_moment(const eri_basis *bs, const eri_molecule *mol, const double *D,
                       double mu[3]);
void eri_mulliken_charges(const eri_basis *bs, const eri_molecule *mol,
                          const eri_scf_result *r, double *q);
void eri_write_molden(const char *path, const eri_basis *bs, const eri_molecule *mol,
                      const eri_scf_result *r, const char *title);

#endif
