/* Generic reference electron-repulsion integrals (Obara-Saika vertical + horizontal
 * recursion written with loops): slow and obviously correct.
 *
 *   eri_reference_quartet(a, b, c, d, out)
 *     out[((i*nb + j)*nc + k)*nd + l] = (a_i b_j | c_k d_l) in chemists' notation, with
 *     na = eri_ncart(a->l) etc. and the component order and normalisation of basis.h.
 */
#ifndef ERI_REFERENCE_H
#define ERI_REFERENCE_H

#include "basis.h"

void eri_reference_quartet(const eri_shell *a, const eri_shell *b, const eri_shell *c,
                           const eri_shell *d, double *out);

#endif
