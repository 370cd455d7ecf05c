/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/sell.c.j2
 * flavour:   omp-target
 * format:    sell
 * C:         32
 * sigma:     256
 * unroll:    2
 * value:     float
 * kernels:   spmv, residual, prolong, smooth
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* Cache hints on the GPU's loads (templates/flavours/omp-target/macros.j2 says why): the
 * matrix read once (ld.global.cs: evict first), x read only (ld.global.nc). */
#pragma omp declare target

static inline int32_t load_streamed_i32(const int32_t *p) {
#if defined(__NVPTX__)
    int32_t v;
    __asm__("{ .reg .u64 g; cvta.to.global.u64 g, %1; ld.global.cs.s32 %0, [g]; }"
            : "=r"(v)
            : "l"(p));
    return v;
#else
    return *p;
#endif
}

static inline float load_streamed_f32(const float *p) {
#if defined(__NVPTX__)
    float v;
    __asm__("{ .reg .u64 g; cvta.to.global.u64 g, %1; ld.global.cs.f32 %0, [g]; }"
            : "=f"(v)
            : "l"(p));
    return v;
#else
    return *p;
#endif
}

static inline float load_read_only_f32(const float *p) {
#if defined(__NVPTX__)
    float v;
    __asm__("{ .reg .u64 g; cvta.to.global.u64 g, %1; ld.global.nc.f32 %0, [g]; }"
            : "=f"(v)
            : "l"(p));
    return v;
#else
    return *p;
#endif
}

#pragma omp end declare target
#define LOAD_STREAMED(p)                                                                           \
    _Generic((p), const int32_t * : load_streamed_i32, const float * : load_streamed_f32)(p)
#define LOAD_READ_ONLY(p) _Generic((p), const float * : load_read_only_f32)(p)

/* SELL-C-sigma with C = 32 fixed at generation time. Rows are sorted by
 * length inside windows of sigma rows; slot s = chunk * C + lane holds the
 * original row perm[s] (or -1 for the padding slots of the chunk that holds
 * the last rows; chunks may be stored in any order: spmv.sell_long_chunks_first).
 * Entry k of slot s is at chunk_ptr[chunk] + k * C + lane; a row shorter than
 * its chunk is padded with column 0 and value 0. */

/* y = A x; one row slot per thread, its
 * entries 2 at a time: a group's loads issued before its products, added in order. */
void sparse_spmv_sell_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                            const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                            const int32_t *restrict perm, const int32_t *restrict col,
                            const float *restrict val, const float *restrict x, float *restrict y) {
    (void)n_rows;
    (void)n_cols; /* they size the device data clauses */
    const int64_t n_slots = (int64_t)n_chunks * 32;
#pragma omp target teams distribute parallel for num_teams((int)(n_slots / 128 + 1)) \
    thread_limit(128) map(present, alloc: chunk_ptr[0:n_chunks + 1], chunk_len[0:n_chunks], \
        perm[0:(int64_t)n_chunks * 32], col[0:chunk_ptr[n_chunks]], val[0:chunk_ptr[n_chunks]], \
        x[0:n_cols], y[0:n_rows])
    for (int64_t s = 0; s < n_slots; ++s) {
        const int32_t row = perm[s];
        if (row < 0)
            continue;
        const int64_t chunk = s / 32;
        const int64_t lane = s % 32;
        const int64_t base = chunk_ptr[chunk] + lane;
        float sum = 0;
        const int32_t len = chunk_len[chunk], in_groups = len - len % 2;

        for (int32_t k = 0; k < in_groups; k += 2) {
            const int64_t e = base + (int64_t)k * 32;
            const int32_t c0 = LOAD_STREAMED(&col[e + 0]);
            const int32_t c1 = LOAD_STREAMED(&col[e + 32]);
            const float v0 = LOAD_STREAMED(&val[e + 0]);
            const float v1 = LOAD_STREAMED(&val[e + 32]);
            const float x0 = LOAD_READ_ONLY(&x[c0]);
            const float x1 = LOAD_READ_ONLY(&x[c1]);
            sum += v0 * x0;
            sum += v1 * x1;
        }

        for (int32_t k = in_groups; k < len; ++k)
            sum += LOAD_STREAMED(&val[base + (int64_t)k * 32]) *
                   LOAD_READ_ONLY(&x[LOAD_STREAMED(&col[base + (int64_t)k * 32])]);
        y[row] = sum;
    }
}

/* r = b - A x; one row slot per thread, its
 * entries 2 at a time: a group's loads issued before its products, added in order. */
void sparse_residual_sell_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                const int64_t *restrict chunk_ptr,
                                const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                const int32_t *restrict col, const float *restrict val,
                                const float *restrict x, const float *restrict b,
                                float *restrict r) {
    (void)n_rows;
    (void)n_cols; /* they size the device data clauses */
    const int64_t n_slots = (int64_t)n_chunks * 32;
#pragma omp target teams distribute parallel for num_teams((int)(n_slots / 128 + 1)) \
    thread_limit(128) map(present, alloc: chunk_ptr[0:n_chunks + 1], chunk_len[0:n_chunks], \
        perm[0:(int64_t)n_chunks * 32], col[0:chunk_ptr[n_chunks]], val[0:chunk_ptr[n_chunks]], \
        x[0:n_cols], b[0:n_rows], r[0:n_rows])
    for (int64_t s = 0; s < n_slots; ++s) {
        const int32_t row = perm[s];
        if (row < 0)
            continue;
        const int64_t chunk = s / 32;
        const int64_t lane = s % 32;
        const int64_t base = chunk_ptr[chunk] + lane;
        float sum = 0;
        const int32_t len = chunk_len[chunk], in_groups = len - len % 2;

        for (int32_t k = 0; k < in_groups; k += 2) {
            const int64_t e = base + (int64_t)k * 32;
            const int32_t c0 = LOAD_STREAMED(&col[e + 0]);
            const int32_t c1 = LOAD_STREAMED(&col[e + 32]);
            const float v0 = LOAD_STREAMED(&val[e + 0]);
            const float v1 = LOAD_STREAMED(&val[e + 32]);
            const float x0 = LOAD_READ_ONLY(&x[c0]);
            const float x1 = LOAD_READ_ONLY(&x[c1]);
            sum += v0 * x0;
            sum += v1 * x1;
        }

        for (int32_t k = in_groups; k < len; ++k)
            sum += LOAD_STREAMED(&val[base + (int64_t)k * 32]) *
                   LOAD_READ_ONLY(&x[LOAD_STREAMED(&col[base + (int64_t)k * 32])]);
        r[row] = b[row] - sum;
    }
}

/* y = y + A x (A = P: the coarse correction of the V-cycle); one row slot per thread, its
 * entries 2 at a time: a group's loads issued before its products, added in order. */
void sparse_prolong_sell_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                               const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                               const int32_t *restrict perm, const int32_t *restrict col,
                               const float *restrict val, const float *restrict x,
                               float *restrict y) {
    (void)n_rows;
    (void)n_cols; /* they size the device data clauses */
    const int64_t n_slots = (int64_t)n_chunks * 32;
#pragma omp target teams distribute parallel for num_teams((int)(n_slots / 128 + 1)) \
    thread_limit(128) map(present, alloc: chunk_ptr[0:n_chunks + 1], chunk_len[0:n_chunks], \
        perm[0:(int64_t)n_chunks * 32], col[0:chunk_ptr[n_chunks]], val[0:chunk_ptr[n_chunks]], \
        x[0:n_cols], y[0:n_rows])
    for (int64_t s = 0; s < n_slots; ++s) {
        const int32_t row = perm[s];
        if (row < 0)
            continue;
        const int64_t chunk = s / 32;
        const int64_t lane = s % 32;
        const int64_t base = chunk_ptr[chunk] + lane;
        float sum = 0;
        const int32_t len = chunk_len[chunk], in_groups = len - len % 2;

        for (int32_t k = 0; k < in_groups; k += 2) {
            const int64_t e = base + (int64_t)k * 32;
            const int32_t c0 = LOAD_STREAMED(&col[e + 0]);
            const int32_t c1 = LOAD_STREAMED(&col[e + 32]);
            const float v0 = LOAD_STREAMED(&val[e + 0]);
            const float v1 = LOAD_STREAMED(&val[e + 32]);
            const float x0 = LOAD_READ_ONLY(&x[c0]);
            const float x1 = LOAD_READ_ONLY(&x[c1]);
            sum += v0 * x0;
            sum += v1 * x1;
        }

        for (int32_t k = in_groups; k < len; ++k)
            sum += LOAD_STREAMED(&val[base + (int64_t)k * 32]) *
                   LOAD_READ_ONLY(&x[LOAD_STREAMED(&col[base + (int64_t)k * 32])]);
        y[row] += sum;
    }
}

/* d = a d + c D^-1 (b - A x), x_out = x + d: one Chebyshev step (a = 0: weighted Jacobi); one row
 * slot per thread, its entries 2 at a time: a group's loads issued before its products, added in
 * order. */
void sparse_smooth_sell_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                              const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                              const int32_t *restrict perm, const int32_t *restrict col,
                              const float *restrict val, const float *restrict x,
                              const float *restrict b, const float *restrict dinv, float a, float c,
                              float *restrict d, float *restrict x_out) {
    (void)n_rows;
    (void)n_cols; /* they size the device data clauses */
    const int64_t n_slots = (int64_t)n_chunks * 32;
#pragma omp target teams distribute parallel for num_teams((int)(n_slots / 128 + 1)) \
    thread_limit(128) map(present, alloc: chunk_ptr[0:n_chunks + 1], chunk_len[0:n_chunks], \
        perm[0:(int64_t)n_chunks * 32], col[0:chunk_ptr[n_chunks]], val[0:chunk_ptr[n_chunks]], \
        x[0:n_cols], b[0:n_rows], dinv[0:n_rows], d[0:n_rows], x_out[0:n_rows])
    for (int64_t s = 0; s < n_slots; ++s) {
        const int32_t row = perm[s];
        if (row < 0)
            continue;
        const int64_t chunk = s / 32;
        const int64_t lane = s % 32;
        const int64_t base = chunk_ptr[chunk] + lane;
        float sum = 0;
        const int32_t len = chunk_len[chunk], in_groups = len - len % 2;

        for (int32_t k = 0; k < in_groups; k += 2) {
            const int64_t e = base + (int64_t)k * 32;
            const int32_t c0 = LOAD_STREAMED(&col[e + 0]);
            const int32_t c1 = LOAD_STREAMED(&col[e + 32]);
            const float v0 = LOAD_STREAMED(&val[e + 0]);
            const float v1 = LOAD_STREAMED(&val[e + 32]);
            const float x0 = LOAD_READ_ONLY(&x[c0]);
            const float x1 = LOAD_READ_ONLY(&x[c1]);
            sum += v0 * x0;
            sum += v1 * x1;
        }

        for (int32_t k = in_groups; k < len; ++k)
            sum += LOAD_STREAMED(&val[base + (int64_t)k * 32]) *
                   LOAD_READ_ONLY(&x[LOAD_STREAMED(&col[base + (int64_t)k * 32])]);
        const float step = (a != 0 ? a * d[row] : 0) + c * dinv[row] * (b[row] - sum);
        d[row] = step;
        x_out[row] = x[row] + step;
    }
}
