/* Configuration-interaction motifs: many-body states, and the plain host
 * references every generated ci kernel is tested against (gen/include/ci_kernels.h).
 *
 * A state of N nucleons in n_sp <= 128 single-particle orbitals is stored three
 * ways, structure-of-arrays over the n states: a 64-bit occupation mask of
 * orbitals 0..63 (mask_lo), one of orbitals 64..127 (mask_hi), and the N
 * occupied orbitals as a sorted list of 16-bit indices (orb[i * N ...]). */
#ifndef CI_H
#define CI_H

#include <stdint.h>

typedef struct {
    int64_t n;         /* number of states */
    int N;             /* nucleons per state */
    int n_sp;          /* single-particle orbitals */
    uint64_t *mask_lo; /* n */
    uint64_t *mask_hi; /* n */
    uint16_t *orb;     /* n * N, each state's orbitals ascending */
} ci_states;

/* n random states drawn with a seeded generator biased toward low orbitals:
 * orbital floor(n_sp * u^3), u uniform in [0, 1), redrawn until N distinct.
 * Dies with a clear message when N > n_sp, n_sp > 128 or n < 0. */
void ci_states_random(ci_states *s, int64_t n, int N, int n_sp, uint64_t seed);
/* Sets state i to the given N distinct orbitals (any order): masks and sorted list. */
void ci_states_set(ci_states *s, int64_t i, const int *orbitals);
void ci_states_free(ci_states *s);
/* From state `first` on (at least 1), every state becomes a copy of a random
 * earlier state with 0..3 of its orbitals moved to random unoccupied orbitals,
 * so that pairs differing in 0, 2, 4 and 6 orbitals are all common: random
 * states of large N alone almost never interact. Seeded like ci_states_random. */
void ci_states_near_copies(ci_states *s, int64_t first, uint64_t seed);

/* Plain references, obviously correct and slow. */
/* Ordered pairs (i, j) whose occupations differ in <= 2 d orbitals, by
 * comparing occupation tables of all n_sp orbitals. */
int64_t ci_count_pairs_reference(const ci_states *s, int d);
/* The same count, fast enough for benchmark sizes (about 1e9 pairs): 128-bit
 * occupations rebuilt from the orbital lists (not the mask arrays the kernels
 * read), differing orbitals counted by a bit-parallel popcount. tests/c/test_ci.c
 * checks it equals ci_count_pairs_reference. */
int64_t ci_count_pairs_fast_reference(const ci_states *s, int d);
/* offsets[0..n]: exclusive prefix sums of counts (offsets[n] = total). */
void ci_scan_reference(int64_t n, const int64_t *counts, int64_t *offsets);
/* a[k] += sum_ij x[i m + k] y[j m + k]; abs_sum[k] = sum_ij |x y| (for error bounds). */
void ci_reduce_reference(int64_t ni, int64_t nj, int m, const double *x, const double *y,
                         double *a, double *abs_sum);

/* The host variant of the fill: counts -> offsets -> fill with the loop over
 * entries run sequentially, without atomics (entries keep their input order
 * inside a row). offsets has n_rows + 1 entries, out n_entries. */
void ci_fill_host(int64_t n_entries, int64_t n_rows, const int32_t *row, const int32_t *val,
                  int64_t *offsets, int32_t *out);

/* 1 when out[offsets[r] .. offsets[r + 1]) of every row r holds the same
 * multiset of values as the entries of row r; otherwise 0, naming the first
 * bad row in msg. */
int ci_fill_check(int64_t n_entries, int64_t n_rows, const int32_t *row, const int32_t *val,
                  const int64_t *offsets, const int32_t *out, char *msg, int msg_len);

#endif
