/* Per-class statistics of one Fock build, shared by the generated-kernel Fock build
 * (fock.h) and the reference (fock_reference.h).
 * Class index of a quartet (ab|cd) with angular momenta la, lb, lc, ld in 0..2:
 *     ERI_CLASS(la, lb, lc, ld) = la*27 + lb*9 + lc*3 + ld   (0..80)
 */
#ifndef ERI_FOCK_STATS_H
#define ERI_FOCK_STATS_H

#define ERI_NCLASS 81
#define ERI_CLASS(la, lb, lc, ld) ((la) * 27 + (lb) * 9 + (lc) * 3 + (ld))

typedef struct {
    long quartets_per_class[ERI_NCLASS];    /* shell quartets computed (after screening) */
    double seconds_per_class[ERI_NCLASS];   /* wall time spent in each class */
    double total_seconds;                   /* whole fock_build call */
    long quartets_screened;                 /* shell quartets skipped by Schwarz screening */
    long tasks;                             /* kernel tasks (bra pair + run of kets) in all */
    long tasks_per_class[ERI_NCLASS];       /* the same per class (0 in the reference) */
    double plan_seconds;                    /* plan creation (pairs, Schwarz factors, primitive
                                               data) when the call made one, else 0 */
} fock_stats;

#endif
