/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/sell.c.j2
 * flavour:   plain
 * format:    sell
 * C:         32
 * sigma:     256
 * value:     double
 * kernels:   spmv, residual, prolong, smooth
 * tunables:  defaults
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* SELL-C-sigma with C = 32 fixed at generation time. Rows are sorted by
 * length inside windows of sigma rows; slot s = chunk * C + lane holds the
 * original row perm[s] (or -1 for the padding slots of the chunk that holds
 * the last rows; chunks may be stored in any order: spmv.sell_long_chunks_first).
 * Entry k of slot s is at chunk_ptr[chunk] + k * C + lane; a row shorter than
 * its chunk is padded with column 0 and value 0. */

/* y = A x; one row slot per thread. */
void sparse_spmv_sell_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                             const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                             const int32_t *restrict perm, const int32_t *restrict col,
                             const double *restrict val, const double *restrict x,
                             double *restrict y) {
    (void)n_rows;
    (void)n_cols; /* they size the device data clauses */
    const int64_t n_slots = (int64_t)n_chunks * 32;
    /* concurrent: iterations are independent */
    for (int64_t s = 0; s < n_slots; ++s) {
        const int32_t row = perm[s];
        if (row < 0)
            continue;
        const int64_t chunk = s / 32;
        const int64_t lane = s % 32;
        const int64_t base = chunk_ptr[chunk] + lane;
        double sum = 0;

        for (int32_t k = 0; k < chunk_len[chunk]; ++k)
            sum += val[base + (int64_t)k * 32] * x[col[base + (int64_t)k * 32]];
        y[row] = sum;
    }
}

/* r = b - A x; one row slot per thread. */
void sparse_residual_sell_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                 const int64_t *restrict chunk_ptr,
                                 const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                 const int32_t *restrict col, const double *restrict val,
                                 const double *restrict x, const double *restrict b,
                                 double *restrict r) {
    (void)n_rows;
    (void)n_cols; /* they size the device data clauses */
    const int64_t n_slots = (int64_t)n_chunks * 32;
    /* concurrent: iterations are independent */
    for (int64_t s = 0; s < n_slots; ++s) {
        const int32_t row = perm[s];
        if (row < 0)
            continue;
        const int64_t chunk = s / 32;
        const int64_t lane = s % 32;
        const int64_t base = chunk_ptr[chunk] + lane;
        double sum = 0;

        for (int32_t k = 0; k < chunk_len[chunk]; ++k)
            sum += val[base + (int64_t)k * 32] * x[col[base + (int64_t)k * 32]];
        r[row] = b[row] - sum;
    }
}

/* y = y + A x (A = P: the coarse correction of the V-cycle); one row slot per thread. */
void sparse_prolong_sell_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                const int64_t *restrict chunk_ptr,
                                const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                const int32_t *restrict col, const double *restrict val,
                                const double *restrict x, double *restrict y) {
    (void)n_rows;
    (void)n_cols; /* they size the device data clauses */
    const int64_t n_slots = (int64_t)n_chunks * 32;
    /* concurrent: iterations are independent */
    for (int64_t s = 0; s < n_slots; ++s) {
        const int32_t row = perm[s];
        if (row < 0)
            continue;
        const int64_t chunk = s / 32;
        const int64_t lane = s % 32;
        const int64_t base = chunk_ptr[chunk] + lane;
        double sum = 0;

        for (int32_t k = 0; k < chunk_len[chunk]; ++k)
            sum += val[base + (int64_t)k * 32] * x[col[base + (int64_t)k * 32]];
        y[row] += sum;
    }
}

/* d = a d + c D^-1 (b - A x), x_out = x + d: one Chebyshev step (a = 0: weighted Jacobi); one row
 * slot per thread. */
void sparse_smooth_sell_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                               const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                               const int32_t *restrict perm, const int32_t *restrict col,
                               const double *restrict val, const double *restrict x,
                               const double *restrict b, const double *restrict dinv, double a,
                               double c, double *restrict d, double *restrict x_out) {
    (void)n_rows;
    (void)n_cols; /* they size the device data clauses */
    const int64_t n_slots = (int64_t)n_chunks * 32;
    /* concurrent: iterations are independent */
    for (int64_t s = 0; s < n_slots; ++s) {
        const int32_t row = perm[s];
        if (row < 0)
            continue;
        const int64_t chunk = s / 32;
        const int64_t lane = s % 32;
        const int64_t base = chunk_ptr[chunk] + lane;
        double sum = 0;

        for (int32_t k = 0; k < chunk_len[chunk]; ++k)
            sum += val[base + (int64_t)k * 32] * x[col[base + (int64_t)k * 32]];
        const double step = (a != 0 ? a * d[row] : 0) + c * dinv[row] * (b[row] - sum);
        d[row] = step;
        x_out[row] = x[row] + step;
    }
}
