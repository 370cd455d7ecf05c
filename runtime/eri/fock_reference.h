/* Reference Fock build: loops over all shell quartets with the generic reference ERI
 * (eri_reference.h), no permutational symmetry, optional Schwarz screening. Slow and
 * obviously correct: the check for the generated kernels and fock_build (fock.h).
 *
 *   D, J, K: nbf x nbf row-major (nbf = bs->nbf), D symmetric.
 *   J_mn = sum_ls (mn|ls) D_ls,   K_mn = sum_ls (ml|ns) D_ls
 *   screen_threshold: skip a shell quartet when sqrt(max|(ab|ab)|) sqrt(max|(cd|cd)|) <
 *   screen_threshold (0: no screening). stats may be NULL.
 */
#ifndef ERI_FOCK_REFERENCE_H
#define ERI_FOCK_REFERENCE_H

#include "basis.h"
#include "fock_stats.h"

void fock_build_reference(const eri_basis *bs, const double *D, double *J, double *K,
                          double screen_threshold, fock_stats *stats);

#endif
