/* Fock build (Coulomb J and exchange K) with the generated ERI kernels.
 *
 *   fock_build(bs, D, J, K, screen_threshold, stats)
 *     D, J, K: nbf x nbf row-major (nbf = bs->nbf), D symmetric.
 *     J_mn = sum_ls (mn|ls) D_ls,   K_mn = sum_ls (ml|ns) D_ls
 *     screen_threshold: skip a unique shell quartet (ab|cd) when
 *     sqrt(max_ij |(a_i b_j|a_i b_j)|) sqrt(max_kl |(c_k d_l|c_k d_l)|) < screen_threshold
 *     (0: no screening; ERI_SCREEN_DEFAULT from specs/eri.yaml is the usual value).
 *     stats (may be NULL): quartets and seconds per class ERI_CLASS(la, lb, lc, ld) of the
 *     canonical classes (la >= lb, lc >= ld, pair type ab >= cd), total time, and the number
 *     of unique shell quartets skipped by the screening.
 *
 * How: shell pairs (a >= b by shell index, reordered so that la >= lb) are grouped by pair
 * type and sorted by their Schwarz factor; for each class and each bra pair the surviving
 * kets are a prefix of the ket type's list (binary search), so the quartet lists per class
 * are produced in batches of at most ERI_BATCH_QUARTETS and handed to the class's generated
 * kernel, which digests the integrals into unsymmetrised J and K by atomic updates (8-fold
 * permutational symmetry, degeneracy factors); J and K are symmetrised on the host at the end.
 *
 * Digestion (specs/eri.yaml `digestion`): the kernel's unit of work, one per device thread, is
 * a task: one bra pair and a run of at most ket_block consecutive kets of its surviving list.
 * The bra's J block is summed over the task in thread-local storage and added with one
 * atomic per element per task; J(ket) and K take one atomic per element per quartet.
 * ket_block 1 is `atomic` digestion (every update per quartet); larger is `bra-block`. Kets
 * of one bra are consecutive in the task list, so with ket_block 1 the threads of a warp
 * share the bra and hit the same J(bra) elements at once; blocking removes that contention
 * and (ket_block - 1) / ket_block of those atomics.
 *
 *   fock_build(...)                      ket_block = ERI_KET_BLOCK (from the spec)
 *   fock_build_blocked(..., ket_block, ...)   any ket_block in 1..ERI_BATCH_QUARTETS
 *   fock_build_blocked(bs, NULL, NULL, NULL, threshold, ket_block, stats)
 *                                        counts only: quartets, tasks and screened quartets
 *                                        in stats, no integrals and no device data
 */
#ifndef ERI_FOCK_H
#define ERI_FOCK_H

#include <stdio.h>

#include "basis.h"
#include "fock_stats.h"

void fock_build(const eri_basis *bs, const double *D, double *J, double *K,
                double screen_threshold, fock_stats *stats);
void fock_build_blocked(const eri_basis *bs, const double *D, double *J, double *K,
                        double screen_threshold, int ket_block, fock_stats *stats);

/* Progress of long builds on `out` (NULL, the default: silent): once a build has run for
 * FOCK_PROGRESS_AFTER_S seconds, one line per quartet class as it finishes
 *   fock_build: (dp|ss) done: 3573802 quartets in 7.6 s; 11 of 21 classes, 120.4 s so far */
#define FOCK_PROGRESS_AFTER_S 10.0
void fock_set_progress(FILE *out);

/* Distributed builds (runtime/eri/dist_fock.h): with an owner set, the build takes only the
 * bra pairs of a class for which owns(ctx, class, quartets) returns nonzero; it is called once
 * per (class, bra pair), with the quartets that survive the screening (possibly 0), in the same
 * order on every rank. Screened-quartet and task counts then cover the owned pairs only. NULL
 * (the default): every pair. */
typedef int (*fock_owner_fn)(void *ctx, int cls, long quartets);
void fock_set_owner(fock_owner_fn owns, void *ctx);

/* Schwarz factor sqrt(max_ij |(a_i b_j|a_i b_j)|) of one shell pair, by the generated kernels. */
double fock_schwarz_factor(const eri_shell *a, const eri_shell *b);

/* The generated kernel for (ab|cd) on shells of any angular momenta (<= ERI_MAX_L):
 * reorders the shells into the canonical class, calls the class's straight-line
 * quartet function and permutes the result back; out as in eri_reference_quartet. */
void fock_eri_quartet(const eri_shell *a, const eri_shell *b, const eri_shell *c,
                      const eri_shell *d, double *out);

#endif
