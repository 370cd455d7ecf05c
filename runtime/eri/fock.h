/* Fock build (Coulomb J and exchange K) with the generated ERI kernels.
 *
 *   J_mn = sum_ls (mn|ls) D_ls,   K_mn = sum_ls (ml|ns) D_ls
 *   D, J, K: nbf x nbf row-major (nbf = bs->nbf), D symmetric.
 *
 * A plan holds what depends on the geometry only, computed once (fock_plan_create): the shell
 * pairs (a >= b by shell index, reordered so that la >= lb) grouped by pair type and sorted by
 * their Schwarz factor Q_ab = sqrt(max_ij |(a_i b_j|a_i b_j)|), and for every pair that can
 * survive the screening its primitive-pair data (eri/prim_pairs.h: exponent sums, product
 * centres, prefactors, screening factors), which stay on the device for every build.
 * A build (fock_plan_build) then only lists, per quartet class, how many kets survive for each
 * bra pair (a prefix of the ket type's list, by binary search) and launches the class's kernel
 * once per class over tasks of one bra pair and a run of at most ket_block of its kets; the
 * kernels digest the integrals into unsymmetrised J and K by atomic updates (8-fold
 * permutational symmetry, degeneracy factors); J and K are symmetrised on the host at the end.
 *
 * Screening (fock_options):
 *   schwarz    skip (ab|cd) when Q_ab Q_cd < schwarz (0: none). ERI_SCREEN_DEFAULT from the spec
 *              is the usual value.
 *   primitive  skip a primitive quartet when its bound B_p B_q (prim_pairs.h) times the scale of
 *              D is below `primitive` (0: none); the scale is max |D| with density screening, 1
 *              without. Default: ERI_PRIM_SCREEN_FACTOR (spec screening.primitive) x schwarz.
 *   density    0: off. Else also skip (ab|cd) when Q_ab Q_cd times the largest |D| of the six
 *              shell blocks the quartet reads is below `density`: the usual screening of
 *              incremental builds, where D is a density difference (scf.h).
 *   ket_block  kets per task: 1 = `atomic` digestion (every J/K update per quartet), more =
 *              `bra-block` (the bra's J block summed per task, one atomic per element per task);
 *              ERI_KET_BLOCK from the spec by default.
 *
 * Units of work, for distributing a build: unit u is (quartet class, bra pair), classes in the
 * generated order, bra pairs in the order of the pair list; fock_plan_build_range(p, D, J, K,
 * first, end, stats) adds the integrals of units first..end-1 only, and its J and K are the
 * symmetrised sums of those units, so the J and K of disjoint ranges covering
 * 0..fock_plan_units(p) add up to the full build's.
 *
 *   fock_build(bs, D, J, K, threshold, stats)      one-shot: plan, build, free (defaults)
 *   fock_build_blocked(..., ket_block, ...)         the same with another ket_block
 *   fock_build_blocked(bs, NULL, NULL, NULL, threshold, ket_block, stats)
 *                                        counts only: quartets, tasks and screened quartets
 *                                        in stats, no integrals and no device data
 * stats (may be NULL): quartets, tasks and seconds per class ERI_CLASS(la, lb, lc, ld) of the
 * canonical classes (la >= lb, lc >= ld, pair type ab >= cd), total time of the build, the
 * unique shell quartets skipped by the Schwarz and density screening (prefix level), and the
 * seconds of plan creation when the call made a plan.
 */
#ifndef ERI_FOCK_H
#define ERI_FOCK_H

#include <stdint.h>
#include <stdio.h>

#include "basis.h"
#include "fock_stats.h"

#define FOCK_MAX_KET_BLOCK 1048576
/* Every FOCK_TASK_HINT-th task's bra pair is listed for the kernels' search of their tasks'
 * (a warp's worth: its threads start from one entry). */
#define FOCK_TASK_HINT 32

typedef struct {
    double schwarz;
    double primitive;
    double density;
    int ket_block;
} fock_options;

/* schwarz as given, primitive ERI_PRIM_SCREEN_FACTOR x schwarz, density 0, ket_block ERI_KET_BLOCK */
void fock_options_default(fock_options *o, double schwarz);

typedef struct fock_plan fock_plan;

/* compute = 0: a plan for counting only (no primitive data, nothing on the device). */
fock_plan *fock_plan_create(const eri_basis *bs, const fock_options *o, int compute);
void fock_plan_free(fock_plan *p);
/* The screening of the next builds: o's schwarz (not below the plan's: pairs below it have no
 * primitive data), primitive and density; ket_block stays. */
void fock_plan_set_screening(fock_plan *p, const fock_options *o);
int64_t fock_plan_units(const fock_plan *p);
double fock_plan_seconds(const fock_plan *p);   /* time fock_plan_create took */
void fock_plan_build(fock_plan *p, const double *D, double *J, double *K, fock_stats *stats);
void fock_plan_build_range(fock_plan *p, const double *D, double *J, double *K, int64_t first,
                           int64_t end, fock_stats *stats);

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
