/* One-electron integrals over a basis (Obara-Saika), nbf x nbf row-major, symmetric:
 * overlap S, kinetic energy T = <a| -1/2 nabla^2 |b>, nuclear attraction
 * V = <a| -sum_C Z_C / |r - C| |b>; and the nuclear repulsion energy. */
#ifndef ERI_ONEBODY_H
#define ERI_ONEBODY_H

#include "basis.h"

void eri_overlap(const eri_basis *bs, double *S);
void eri_kinetic(const eri_basis *bs, double *T);
void eri_nuclear(const eri_basis *bs, const eri_molecule *mol, double *V);
double eri_nuclear_repulsion(const eri_molecule *mol);
/* Electronic dipole integrals <a| (r - origin)_d |b>, d = x, y, z: M is 3 nbf x nbf blocks. */
void eri_dipole_integrals(const eri_basis *bs, const double origin[3], double *M);

#endif
