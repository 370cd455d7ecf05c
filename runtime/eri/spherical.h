/* Spherical (pure) d functions: the working basis of the SCF and its output files.
 *
 * The integrals and the Fock build stay Cartesian (6 d components, basis.h); with
 * bs->pure set, every d shell's 6 Cartesian functions are replaced by the 5 real solid
 * harmonics, normalised, in the order of psi4 and of Molden's [5D] section:
 *     d0 = zz - (xx + yy)/2,  d+1 = sqrt3 xz,  d-1 = sqrt3 yz,
 *     d+2 = sqrt3/2 (xx - yy),  d-2 = sqrt3 xy
 * (xx, xy, ... the Cartesian functions of basis.h, each with the norm of x^2's radial
 * factor, so <xx|xx> = 1 and <xy|xy> = 1/3). s and p shells are unchanged (p stays x y z).
 * The basis has no f (ERI_MAX_L = 2), so no f transform is needed.
 * The working basis is then phi_w = T phi_cart with T (nw x nbf): S_w = T S T^T, and a
 * working-basis coefficient vector c_w becomes the Cartesian one T^T c_w.
 */
#ifndef ERI_SPHERICAL_H
#define ERI_SPHERICAL_H

#include "basis.h"

/* Functions of one shell in the working basis: 2l+1 for pure d, eri_ncart(l) otherwise. */
int eri_shell_nfunc(const eri_basis *bs, const eri_shell *sh);
/* nw, the size of the working basis. */
int eri_basis_nfunc(const eri_basis *bs);
/* T (nw x bs->nbf, row-major, zeros outside the shells' diagonal blocks). */
void eri_working_transform(const eri_basis *bs, double *T);

#endif
