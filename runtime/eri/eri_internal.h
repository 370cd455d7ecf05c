/* Helpers shared by the hand-written eri runtime (reference ERIs, one-electron integrals). */
#ifndef ERI_INTERNAL_H
#define ERI_INTERNAL_H

#include "basis.h"

#define ERI_PI 3.14159265358979323846

/* Cartesian exponents of the eri_ncart(l) components of a shell, in basis.h order. */
void eri_cart_components(int l, int (*xyz)[3]);

/* McMurchie-Davidson Hermite expansion coefficients E[i][j][t] (i <= la, j <= lb) of the
 * one-dimensional overlap distribution of exponents a at Ax and b at Bx. */
void eri_hermite_E(int la, int lb, double a, double b, double Ax, double Bx,
                   double E[ERI_MAX_L + 3][ERI_MAX_L + 3][2 * ERI_MAX_L + 5]);

#endif
