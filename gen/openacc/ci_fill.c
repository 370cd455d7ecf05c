/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/fill.c.j2
 * flavour:   openacc
 * tunables:  num_gangs=0, vector_length=128
 */
#include <stdint.h>

#include "ci_kernels.h"

/* counts[row[e]] += 1 for every entry e (counts zeroed by the caller). */
void ci_fill_count(int64_t n_entries, int64_t n_rows, const int32_t *restrict row,
                   int64_t *restrict counts) {
    (void)n_rows; /* it sizes the device data clauses */
#pragma acc parallel loop gang vector vector_length(128) \
    present(row[0:n_entries], counts[0:n_rows])
    for (int64_t e = 0; e < n_entries; ++e) {
#pragma acc atomic update
        counts[row[e]] += 1;
    }
}

/* out[offsets[row[e]] + slot] = val[e], the slot claimed with an atomic capture
 * of cursor[row[e]] (zeroed by the caller). */
void ci_fill_atomic(int64_t n_entries, int64_t n_rows, const int32_t *restrict row,
                    const int32_t *restrict val, const int64_t *restrict offsets,
                    int64_t *restrict cursor, int32_t *restrict out) {
    (void)n_rows; /* it sizes the device data clauses */
#pragma acc parallel loop gang vector vector_length(128) \
    present(row[0:n_entries], val[0:n_entries], offsets[0:n_rows + 1], cursor[0:n_rows], \
        out[0:n_entries])
    for (int64_t e = 0; e < n_entries; ++e) {
        const int32_t r = row[e];
        int64_t slot;
#pragma acc atomic capture
        slot = cursor[r]++;
        out[offsets[r] + slot] = val[e];
    }
}

/* x = 0 */
void ci_zero_int64(int64_t n, int64_t *restrict x) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n])
    for (int64_t i = 0; i < n; ++i)
        x[i] = 0;
}

/* y = x (the copy bandwidth the benchmarks compare with) */
void ci_copy_int64(int64_t n, const int64_t *restrict x, int64_t *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}
