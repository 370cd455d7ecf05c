/* Probe (issue 16): do cache hints close the irregular SpMV's gap to cuSPARSE on the H200?
 *
 * On irregular:6000000:9:1 every nonzero gathers x at a random column. x (48 MB in double,
 * 24 MB in float) is about the size of the H200's L2 (50 MB), and the matrix's columns and
 * values (606 MB in double) stream through the same L2 once per SpMV, evicting x's lines on
 * the way. Nsight Compute measured about 2.0 GB of DRAM traffic per call for cuSPARSE and
 * about 2.6 GB for ours, against 0.73 GB compulsory: most of both is x missing in L2.
 * This times the generated SELL kernel's loop (templates/kernels/sparse/sell.c.j2, one row
 * slot a thread, the grid sized to the slots) with the loads of each stream given PTX cache
 * hints by inline assembly (device pass only; the host pass reads plainly):
 *   plain   no hint (must match the generated kernel's time)
 *   cs      columns and values ld.global.cs (streaming: evict first in L1 and L2)
 *   first   columns and values with an L2 evict_first policy, not allocated in L1
 *   nc      x through the read-only path (ld.global.nc)
 *   last    x with an L2 evict_last policy
 * and their combinations. Every variant's y must equal the generated kernel's bit for bit (the
 * same sums in the same order). Double and float.
 *
 *   spmv_cache_hint_probe [--matrix irregular:6000000:9:1] [--sigma 65536] [--reps 20]
 *
 * Prints RESULT lines: ms (median of 5 batches of reps calls) and the speed against the
 * generated kernel. Built and run by spmv_cache_hint_probe.sh. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

#include "probe_sell.h"

/* One load each way. The asm converts the generic address to a global one first. The L2
 * policies (evict_first, evict_last: createpolicy) are made once per thread, before its loop. */
#pragma omp declare target
#if defined(__NVPTX__)
#define PTX_LOAD(name, type, reg, text)                                                            \
    static inline type name(const type *p, uint64_t pol)                                           \
    {                                                                                              \
        type v;                                                                                    \
        (void)pol;                                                                                 \
        __asm__("{ .reg .u64 g; cvta.to.global.u64 g, %1; " text " }"                             \
                : "=" reg(v)                                                                       \
                : "l"(p), "l"(pol));                                                               \
        return v;                                                                                  \
    }
#define PTX_POLICY(name, text)                                                                     \
    static inline uint64_t name(void)                                                              \
    {                                                                                              \
        uint64_t pol;                                                                              \
        __asm__("createpolicy.fractional." text ".b64 %0, 1.0;" : "=l"(pol));                      \
        return pol;                                                                                \
    }
#else
#define PTX_LOAD(name, type, reg, text)                                                            \
    static inline type name(const type *p, uint64_t pol) { (void)pol; return *p; }
#define PTX_POLICY(name, text)                                                                     \
    static inline uint64_t name(void) { return 0; }
#endif
PTX_POLICY(policy_first, "L2::evict_first")
PTX_POLICY(policy_last, "L2::evict_last")
PTX_LOAD(cs_i32, int32_t, "r", "ld.global.cs.s32 %0, [g];")
PTX_LOAD(cs_f64, double, "d", "ld.global.cs.f64 %0, [g];")
PTX_LOAD(cs_f32, float, "f", "ld.global.cs.f32 %0, [g];")
PTX_LOAD(first_i32, int32_t, "r", "ld.global.L1::no_allocate.L2::cache_hint.s32 %0, [g], %2;")
PTX_LOAD(first_f64, double, "d", "ld.global.L1::no_allocate.L2::cache_hint.f64 %0, [g], %2;")
PTX_LOAD(first_f32, float, "f", "ld.global.L1::no_allocate.L2::cache_hint.f32 %0, [g], %2;")
PTX_LOAD(nc_f64, double, "d", "ld.global.nc.f64 %0, [g];")
PTX_LOAD(nc_f32, float, "f", "ld.global.nc.f32 %0, [g];")
PTX_LOAD(last_f64, double, "d", "ld.global.L2::cache_hint.f64 %0, [g], %2;")
PTX_LOAD(last_f32, float, "f", "ld.global.L2::cache_hint.f32 %0, [g], %2;")
#pragma omp end declare target
#define PLAIN(p, pol) (*(p))

/* The generated kernel's loop with the loads of columns (LC), values (LV) and x (LX) given. */
#define LAUNCH "omp target teams distribute parallel for num_teams((int)(n_slots / 128 + 1)) thread_limit(128)"
/* the generated kernel's data clause: every array present, sized */
#define MAPPED /* (one literal: _Pragma takes no concatenation) */                                  \
    "omp target teams distribute parallel for num_teams((int)(n_slots / 128 + 1)) thread_limit(128) map(present, alloc: chunk_ptr[0:n_chunks + 1], chunk_len[0:n_chunks], perm[0:n_slots], col[0:chunk_ptr[n_chunks]], val[0:chunk_ptr[n_chunks]], x[0:probe_n], y[0:probe_n])"
static int64_t probe_n; /* the matrix's order, for MAPPED */
#define SELL_KERNEL(name, T, LC, LV, LX) SELL_KERNEL_PRAGMA(name, T, LC, LV, LX, LAUNCH)
#define SELL_KERNEL_PRAGMA(name, T, LC, LV, LX, PRAGMA)                                            \
    static void name(int32_t n_chunks, const int64_t *chunk_ptr, const int32_t *chunk_len,        \
                     const int32_t *perm, const int32_t *col, const T *val, const T *x, T *y)      \
    {                                                                                              \
        const int64_t n_slots = (int64_t)n_chunks * C;                                             \
        _Pragma(PRAGMA)                                                                            \
        for (int64_t s = 0; s < n_slots; ++s) {                                                    \
            const int32_t row = perm[s];                                                           \
            if (row < 0)                                                                           \
                continue;                                                                          \
            const int64_t chunk = s / C;                                                           \
            const int64_t base = chunk_ptr[chunk] + s % C;                                         \
            const int32_t len = chunk_len[chunk];                                                  \
            const uint64_t first = policy_first(), last = policy_last();                           \
            (void)first, (void)last;                                                               \
            T sum = 0;                                                                             \
            for (int32_t k = 0; k < len; ++k) {                                                    \
                const int64_t e = base + (int64_t)k * C;                                           \
                sum += LV(&val[e], first) * LX(&x[LC(&col[e], first)], last);                          \
            }                                                                                      \
            y[row] = sum;                                                                          \
        }                                                                                          \
    }

/* name, columns, values (double), values (float), x (double), x (float) */
#define VARIANTS(X)                                                                                \
    X(plain, PLAIN, PLAIN, PLAIN, PLAIN, PLAIN)                                                    \
    X(cs, cs_i32, cs_f64, cs_f32, PLAIN, PLAIN)                                                    \
    X(first, first_i32, first_f64, first_f32, PLAIN, PLAIN)                                        \
    X(nc, PLAIN, PLAIN, PLAIN, nc_f64, nc_f32)                                                     \
    X(last, PLAIN, PLAIN, PLAIN, last_f64, last_f32)                                               \
    X(cs_nc, cs_i32, cs_f64, cs_f32, nc_f64, nc_f32)                                               \
    X(cs_last, cs_i32, cs_f64, cs_f32, last_f64, last_f32)                                         \
    X(first_last, first_i32, first_f64, first_f32, last_f64, last_f32)                             \
    X(first_nc, first_i32, first_f64, first_f32, nc_f64, nc_f32)

#define DEFINE_BOTH(name, LC, LVD, LVF, LXD, LXF)                                                  \
    SELL_KERNEL(name##_double, double, LC, LVD, LXD)                                               \
    SELL_KERNEL(name##_float, float, LC, LVF, LXF)
VARIANTS(DEFINE_BOTH)
/* plain with the generated kernel's data clause; the generated kernel once more, last: do the
 * clause or the order of the runs explain a gap between "generated" and "plain"? */
SELL_KERNEL_PRAGMA(plain_mapped_double, double, PLAIN, PLAIN, PLAIN, MAPPED)
SELL_KERNEL_PRAGMA(plain_mapped_float, float, PLAIN, PLAIN, PLAIN, MAPPED)
#define GENERATED_AGAIN(T)                                                                         \
    static void generated_again_##T(int32_t n_chunks, const int64_t *chunk_ptr,                    \
                                    const int32_t *chunk_len, const int32_t *perm,                 \
                                    const int32_t *col, const T *val, const T *x, T *y)            \
    {                                                                                              \
        sparse_spmv_sell_##T((int32_t)probe_n, (int32_t)probe_n, n_chunks, chunk_ptr, chunk_len,   \
                             perm, col, val, x, y);                                                \
    }
GENERATED_AGAIN(double)
GENERATED_AGAIN(float)
#define ALL_VARIANTS(X) VARIANTS(X) X(plain_mapped) X(generated_again)

typedef void (*kernel_double)(int32_t, const int64_t *, const int32_t *, const int32_t *,
                              const int32_t *, const double *, const double *, double *);
typedef void (*kernel_float)(int32_t, const int64_t *, const int32_t *, const int32_t *,
                             const int32_t *, const float *, const float *, float *);
#define TABLE_ENTRY(name, ...) {#name, name##_double, name##_float},
static const struct {
    const char *name;
    kernel_double d;
    kernel_float f;
} variants[] = {ALL_VARIANTS(TABLE_ENTRY)};

/* Times the generated kernel and every variant in one precision; returns the number of
 * variants whose y differs from the generated kernel's. */
#define RUN_PRECISION(T, field, gen_kernel)                                                        \
    do {                                                                                           \
        T *val = xmalloc(sizeof *val * (size_t)stored), *x = xmalloc(sizeof *x * (size_t)n);       \
        T *y = xcalloc((size_t)n, sizeof *y), *yref = xmalloc(sizeof *yref * (size_t)n);           \
        for (int64_t e = 0; e < stored; ++e)                                                       \
            val[e] = (T)s.val[e];                                                                  \
        for (int64_t i = 0; i < n; ++i)                                                            \
            x[i] = (T)(1.0 + (double)(i % 1000) * 1e-3);                                           \
        dev_copyin(val, sizeof *val * (size_t)stored);                                             \
        dev_copyin(x, sizeof *x * (size_t)n);                                                      \
        dev_copyin(y, sizeof *y * (size_t)n);                                                      \
        double ms_gen;                                                                             \
        TIME_MS(ms_gen, reps, gen_kernel(a.n_rows, a.n_cols, s.n_chunks, s.chunk_ptr, s.chunk_len, \
                                         s.perm, s.col, val, x, y));                               \
        dev_update_host(y, sizeof *y * (size_t)n);                                                 \
        memcpy(yref, y, sizeof *y * (size_t)n);                                                    \
        printf("RESULT precision=%s variant=generated ms=%.4f speed=1.00\n", #T, ms_gen);          \
        for (size_t v = 0; v < sizeof variants / sizeof variants[0]; ++v) {                        \
            double ms;                                                                             \
            memset(y, 0, sizeof *y * (size_t)n);                                                   \
            dev_update_device(y, sizeof *y * (size_t)n);                                           \
            TIME_MS(ms, reps, variants[v].field(s.n_chunks, s.chunk_ptr, s.chunk_len, s.perm,      \
                                                s.col, val, x, y));                                \
            dev_update_host(y, sizeof *y * (size_t)n);                                             \
            const int same = memcmp(y, yref, sizeof *y * (size_t)n) == 0;                          \
            wrong += !same;                                                                        \
            printf("RESULT precision=%s variant=%s ms=%.4f speed=%.2f%s\n", #T, variants[v].name,  \
                   ms, ms_gen / ms, same ? "" : " WRONG (y differs from the generated kernel's)"); \
            fflush(stdout);                                                                        \
        }                                                                                          \
        dev_delete(val, sizeof *val * (size_t)stored);                                             \
        dev_delete(x, sizeof *x * (size_t)n);                                                      \
        dev_delete(y, sizeof *y * (size_t)n);                                                      \
        free(val), free(x), free(y), free(yref);                                                   \
    } while (0)

int main(int argc, char **argv)
{
    const probe_sell_options o = probe_sell_parse(argc, argv, "spmv_cache_hint_probe");
    const char *spec = o.spec;
    const int sigma = o.sigma, reps = o.reps;
    csr_matrix a;
    sell_matrix s;
    probe_sell_load(&o, 0, &a, &s);
    const int64_t stored = s.chunk_ptr[s.n_chunks], n = a.n_rows;
    probe_n = n;
    printf("spmv_cache_hint_probe: %s, %lld rows, %lld nonzeros, %lld stored entries (SELL C = %d, "
           "sigma = %d)\n",
           spec, (long long)n, (long long)a.nnz, (long long)stored, C, sigma);
    int wrong = 0;
    RUN_PRECISION(double, d, sparse_spmv_sell_double);
    RUN_PRECISION(float, f, sparse_spmv_sell_float);
    printf("%d variant%s differ from the generated kernel\n", wrong, wrong == 1 ? "" : "s");
    return wrong != 0;
}
