/* The Fock build over the ranks of an MPI run (runtime/mpi/mp.h).
 *
 * Every rank makes the same plan (fock.h: the Schwarz factors and pair lists are computed on
 * every rank); the bra pairs of each class are dealt out
 * as they come (fock_set_owner): each goes to the rank with the least work so far, the work of a
 * bra being its surviving quartets times the class's cost per quartet as the eri benchmarks
 * measured it (BENCHMARKS.md `## eri`: per-class ms over quartets, on the CPU and on the H100).
 * All ranks take the same decisions, so no message is needed to agree on them, and as every
 * class is dealt in turn each rank gets close to 1/P of every class: the balance does not rest
 * on the costs being exact. Each rank builds J and K from its bra pairs; one Allreduce sums
 * them, so every rank returns the whole J and K (the sum's last bits depend on the rank count).
 *
 * An SCF runs on rank 0 alone (dist_fock_lead as its Fock build) while the other ranks serve
 * its builds (dist_fock_serve): every decision of the iteration is rank 0's, so the ranks can
 * never disagree on when to stop (the eigensolvers' bits may depend on each process's thread
 * count), and no rank waits for a build that never comes.
 *
 * On one rank (every build without MPI, or mpirun -np 1) these are fock.h's builds. */
#ifndef ERI_DIST_FOCK_H
#define ERI_DIST_FOCK_H

#include <stdint.h>

#include "basis.h"
#include "fock.h"
#include "fock_stats.h"

/* fock_plan_build over the ranks (collective; every rank made the same plan, nbf its basis
 * functions); stats: the counts summed over the ranks, the times of the slowest rank
 * (total_seconds includes the Allreduce). */
void dist_fock_plan_build(fock_plan *p, int32_t nbf, const double *D, double *J, double *K,
                          fock_stats *stats);
/* fock_build / fock_build_blocked over the ranks (collective); stats: the counts summed over
 * the ranks, the times of the slowest rank (total_seconds includes the Allreduce). */
void dist_fock_build(const eri_basis *bs, const double *D, double *J, double *K,
                     double screen_threshold, fock_stats *stats);
void dist_fock_build_blocked(const eri_basis *bs, const double *D, double *J, double *K,
                             double screen_threshold, int ket_block, fock_stats *stats);

/* The SCF's Fock build on rank 0 (an eri_fock_fn): the density and threshold go to the serving
 * ranks, then dist_fock_build. */
void dist_fock_lead(const eri_basis *bs, const double *D, double *J, double *K,
                    double screen_threshold, fock_stats *stats);
/* Ranks other than 0, collective with rank 0's dist_fock_lead calls: builds with rank 0's
 * densities until rank 0 calls dist_fock_release. */
void dist_fock_serve(const eri_basis *bs);
void dist_fock_release(void); /* rank 0, after its SCF */

/* Of the last build: the slowest rank's time over the mean (1 = perfectly balanced), measured
 * before the Allreduce, and the modelled work's largest share over the mean. */
typedef struct {
    double time_imbalance, model_imbalance, reduce_seconds;
} dist_fock_balance;
dist_fock_balance dist_fock_last_balance(void);

#endif
