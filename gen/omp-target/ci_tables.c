/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/tables.c.j2
 * flavour:   omp-target
 * N:         4, 8, 12, 16, 20
 * n_sp:      128
 * d:         2
 * widths:    1, 2, 3, 4, 8, 16, 32, 64, 256
 * strategies: array_clause, atomic, scalars
 * unsupported: omp-target/scalars: widths above 16: clang 16's nvptx device runtime passes every
 *            reduction variable as one argument of the parallel region and aborts beyond its limit
 *            ('Too many arguments in kmp_invoke_microtask', then an unspecified launch failure): m
 *            = 16 ran on an H100, m = 32 aborted
 */
#include <stddef.h>
#include <stdint.h>

#include "ci_kernels.h"

/* The kernels this flavour provides, for tests and benchmarks to iterate over. */

static int64_t count_mask_then_list_N4(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                       const uint16_t *orb) {
    (void)mask_hi;
    return ci_count_mask_then_list_N4(n, mask_lo, orb);
}
static int64_t count_list_only_N4(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                  const uint16_t *orb) {
    (void)mask_lo;
    (void)mask_hi;
    return ci_count_list_only_N4(n, orb);
}
static int64_t count_mask128_N4(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                const uint16_t *orb) {
    (void)orb;
    return ci_count_mask128_N4(n, mask_lo, mask_hi);
}
static int64_t count_mask_then_list_N8(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                       const uint16_t *orb) {
    (void)mask_hi;
    return ci_count_mask_then_list_N8(n, mask_lo, orb);
}
static int64_t count_list_only_N8(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                  const uint16_t *orb) {
    (void)mask_lo;
    (void)mask_hi;
    return ci_count_list_only_N8(n, orb);
}
static int64_t count_mask128_N8(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                const uint16_t *orb) {
    (void)orb;
    return ci_count_mask128_N8(n, mask_lo, mask_hi);
}
static int64_t count_mask_then_list_N12(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                        const uint16_t *orb) {
    (void)mask_hi;
    return ci_count_mask_then_list_N12(n, mask_lo, orb);
}
static int64_t count_list_only_N12(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                   const uint16_t *orb) {
    (void)mask_lo;
    (void)mask_hi;
    return ci_count_list_only_N12(n, orb);
}
static int64_t count_mask128_N12(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                 const uint16_t *orb) {
    (void)orb;
    return ci_count_mask128_N12(n, mask_lo, mask_hi);
}
static int64_t count_mask_then_list_N16(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                        const uint16_t *orb) {
    (void)mask_hi;
    return ci_count_mask_then_list_N16(n, mask_lo, orb);
}
static int64_t count_list_only_N16(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                   const uint16_t *orb) {
    (void)mask_lo;
    (void)mask_hi;
    return ci_count_list_only_N16(n, orb);
}
static int64_t count_mask128_N16(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                 const uint16_t *orb) {
    (void)orb;
    return ci_count_mask128_N16(n, mask_lo, mask_hi);
}
static int64_t count_mask_then_list_N20(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                        const uint16_t *orb) {
    (void)mask_hi;
    return ci_count_mask_then_list_N20(n, mask_lo, orb);
}
static int64_t count_list_only_N20(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                   const uint16_t *orb) {
    (void)mask_lo;
    (void)mask_hi;
    return ci_count_list_only_N20(n, orb);
}
static int64_t count_mask128_N20(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                                 const uint16_t *orb) {
    (void)orb;
    return ci_count_mask128_N20(n, mask_lo, mask_hi);
}

const ci_count_entry ci_count_table[] = {
    {"mask_then_list", 4, count_mask_then_list_N4},
    {"list_only", 4, count_list_only_N4},
    {"mask128", 4, count_mask128_N4},
    {"mask_then_list", 8, count_mask_then_list_N8},
    {"list_only", 8, count_list_only_N8},
    {"mask128", 8, count_mask128_N8},
    {"mask_then_list", 12, count_mask_then_list_N12},
    {"list_only", 12, count_list_only_N12},
    {"mask128", 12, count_mask128_N12},
    {"mask_then_list", 16, count_mask_then_list_N16},
    {"list_only", 16, count_list_only_N16},
    {"mask128", 16, count_mask128_N16},
    {"mask_then_list", 20, count_mask_then_list_N20},
    {"list_only", 20, count_list_only_N20},
    {"mask128", 20, count_mask128_N20},
};
const int ci_count_table_len = (int)(sizeof ci_count_table / sizeof ci_count_table[0]);

/* Why a strategy is not built (at some widths), once per strategy. */
static const char unsupported_scalars[] =
    "unsupported: omp-target/scalars: widths above 16: clang 16's nvptx device runtime passes "
    "every reduction variable as one argument of the parallel region and aborts beyond its limit "
    "('Too many arguments in kmp_invoke_microtask', then an unspecified launch failure): m = 16 "
    "ran on an H100, m = 32 aborted";
const ci_reduce_entry ci_reduce_table[] = {
    {"array_clause", 1, ci_reduce_array_clause_w1, NULL},
    {"array_clause", 2, ci_reduce_array_clause_w2, NULL},
    {"array_clause", 3, ci_reduce_array_clause_w3, NULL},
    {"array_clause", 4, ci_reduce_array_clause_w4, NULL},
    {"array_clause", 8, ci_reduce_array_clause_w8, NULL},
    {"array_clause", 16, ci_reduce_array_clause_w16, NULL},
    {"array_clause", 32, ci_reduce_array_clause_w32, NULL},
    {"array_clause", 64, ci_reduce_array_clause_w64, NULL},
    {"array_clause", 256, ci_reduce_array_clause_w256, NULL},
    {"atomic", 1, ci_reduce_atomic_w1, NULL},
    {"atomic", 2, ci_reduce_atomic_w2, NULL},
    {"atomic", 3, ci_reduce_atomic_w3, NULL},
    {"atomic", 4, ci_reduce_atomic_w4, NULL},
    {"atomic", 8, ci_reduce_atomic_w8, NULL},
    {"atomic", 16, ci_reduce_atomic_w16, NULL},
    {"atomic", 32, ci_reduce_atomic_w32, NULL},
    {"atomic", 64, ci_reduce_atomic_w64, NULL},
    {"atomic", 256, ci_reduce_atomic_w256, NULL},
    {"scalars", 1, ci_reduce_scalars_w1, NULL},
    {"scalars", 2, ci_reduce_scalars_w2, NULL},
    {"scalars", 3, ci_reduce_scalars_w3, NULL},
    {"scalars", 4, ci_reduce_scalars_w4, NULL},
    {"scalars", 8, ci_reduce_scalars_w8, NULL},
    {"scalars", 16, ci_reduce_scalars_w16, NULL},
    {"scalars", 32, NULL, unsupported_scalars},
    {"scalars", 64, NULL, unsupported_scalars},
    {"scalars", 256, NULL, unsupported_scalars},
};
const int ci_reduce_table_len = (int)(sizeof ci_reduce_table / sizeof ci_reduce_table[0]);
