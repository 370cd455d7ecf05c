/* Probe (issue 12): the rowwise_indexed CSB SpMM at k = 8 in float, omp-target, in variants
 * written here beside the product's kernel, on the same matrix, in one process, against the
 * process's copy bandwidth (spmm_bench's byte count). Issue 12 asks for 0.85 of copy on the
 * 3D Laplacian; with the corrected copy kernel the product's kernel reached 0.738 (B = 1024).
 *
 * Variants (each checked equal to the first result bit for bit, since every variant adds a
 * row's products in the same order, and against A X in double on a sample of rows):
 *   product   the generated kernel (gen/omp-target/sparse_spmm_csb_rowwise_indexed_float.c;
 *             since the change this probe led to, the same as pipelined)
 *   tl64, tl256   its loop with thread_limit 64 or 256 (the spec's 128 otherwise)
 *   x_nc      X read through the non-coherent (read-only) path, two 16-byte loads a row of X
 *   all_nc    X, the values, the column indices and the row index read that way
 *   val_cs    X read-only, values and column indices streamed (evict first)
 *   lanes2    two threads a row, four vectors each: twice the threads, half the sums a thread
 *   lanes2_nc lanes2 with X read-only
 *   lanes8    eight threads a row, one vector each (X and Y in whole 32-byte sectors a row)
 *   pipelined the next block's row range, offset and column base loaded before this block's
 *             entries (their latency behind this block's products)
 *   pipe_entry  pipelined, with the next block's first entry of the row loaded too
 *   pipe2     pipelined two blocks ahead
 *   pipe_ycs  pipelined, Y stored streamed (st.global.cs: written once, kept out of the L2's
 *             way of X)
 *   pipe_tl256  pipelined, thread_limit 256
 *   pipe32    pipelined on a row index of 32-bit offsets (built here): blocks of more than
 *             65,535 entries, so B up to 65536; the only variant run where the 16-bit index
 *             is refused. Its ratio counts the index's 4 bytes a word.
 *
 *   usage: spmm_rowwise_probe [--matrix M] [--block B] [--reps K]
 *          (defaults poisson:240, 1024, 20)
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "csb.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

#define K 8

#pragma omp declare target
static inline void load_x4_nc(const float *p, float *o)
{
#if defined(__NVPTX__)
    __asm__("{ .reg .u64 g; cvta.to.global.u64 g, %4; ld.global.nc.v4.f32 {%0,%1,%2,%3}, [g]; }"
            : "=f"(o[0]), "=f"(o[1]), "=f"(o[2]), "=f"(o[3])
            : "l"(p));
#else
    for (int c = 0; c < 4; ++c)
        o[c] = p[c];
#endif
}
/* load_f32, load_u16: a load with hint 0 (plain), 1 (ld.global.nc) or 2 (ld.global.cs) */
#if defined(__NVPTX__)
#define HINTED_LOAD(name, T, REG_T, ptx, reg)                                                      \
    static inline T name(const T *p, int hint)                                                     \
    {                                                                                              \
        REG_T v;                                                                                   \
        if (hint == 1)                                                                             \
            __asm__("{ .reg .u64 g; cvta.to.global.u64 g, %1; ld.global.nc." ptx " %0, [g]; }"    \
                    : "=" reg(v)                                                                   \
                    : "l"(p));                                                                     \
        else if (hint == 2)                                                                        \
            __asm__("{ .reg .u64 g; cvta.to.global.u64 g, %1; ld.global.cs." ptx " %0, [g]; }"    \
                    : "=" reg(v)                                                                   \
                    : "l"(p));                                                                     \
        else                                                                                       \
            v = *p;                                                                                \
        return v;                                                                                  \
    }
#else
#define HINTED_LOAD(name, T, REG_T, ptx, reg)                                                      \
    static inline T name(const T *p, int hint)                                                     \
    {                                                                                              \
        (void)hint;                                                                                \
        return *p;                                                                                 \
    }
#endif
HINTED_LOAD(load_f32, float, float, "f32", "f")
HINTED_LOAD(load_u16, uint16_t, unsigned short, "u16", "h")
static inline void store_y4_cs(float *p, const float *v)
{
#if defined(__NVPTX__)
    __asm__ volatile("{ .reg .u64 g; cvta.to.global.u64 g, %0;"
                     " st.global.cs.v4.f32 [g], {%1,%2,%3,%4}; }"
                     :
                     : "l"(p), "f"(v[0]), "f"(v[1]), "f"(v[2]), "f"(v[3])
                     : "memory");
#else
    for (int c = 0; c < 4; ++c)
        p[c] = v[c];
#endif
}
#pragma omp end declare target

typedef struct {
    int32_t n_rows, B;
    int64_t n_blocks, nnz, n_block_rows;
    const int64_t *block_rowptr, *block_ptr;
    const int32_t *block_col;
    const uint16_t *row_start, *cloc;
    const float *val;
} csb_view;

#define PRAGMA(...) _Pragma(#__VA_ARGS__)
#define EXPANDED_PRAGMA(...) PRAGMA(__VA_ARGS__)
/* the data clause, with the row index `index` (rs: the 16-bit one) */
#define MAPS_WITH(index)                                                                           \
    map(present, alloc: brp[0:nbr + 1], bcol[0:nb], bptr[0:nb + 1], cloc[0:nnz], val[0:nnz],       \
            index[0:nb * (B + 1)], X[0:(int64_t)n * K], Y[0:(int64_t)n * K])
#define MAPS MAPS_WITH(rs)
#define UNPACK(v)                                                                                  \
    const int32_t n = (v)->n_rows, B = (v)->B;                                                     \
    const int64_t nb = (v)->n_blocks, nnz = (v)->nnz, nbr = (v)->n_block_rows;                     \
    const int64_t *restrict brp = (v)->block_rowptr, *restrict bptr = (v)->block_ptr;              \
    const int32_t *restrict bcol = (v)->block_col;                                                 \
    const uint16_t *restrict rs = (v)->row_start, *restrict cloc = (v)->cloc;                      \
    const float *restrict val = (v)->val

/* The product's loop body for row i, its vectors c0 .. c0 + W - 1; hints: x (0 plain, 1 nc),
 * matrix (0 plain, 1 nc, 2 cs) */
#define ROW_BODY(W, c0, xhint, mhint)                                                              \
    const int32_t I = i / B;                                                                       \
    const uint16_t r = (uint16_t)(i - I * B);                                                      \
    float acc[W];                                                                                  \
    for (int c = 0; c < (W); ++c)                                                                  \
        acc[c] = 0;                                                                                \
    for (int64_t b = brp[I]; b < brp[I + 1]; ++b) {                                                \
        const uint16_t *restrict row_at = rs + b * (B + 1) + r;                                    \
        const float *restrict block_val = val + bptr[b];                                           \
        const uint16_t *restrict block_cloc = cloc + bptr[b];                                      \
        const int32_t col0 = bcol[b] * B;                                                          \
        const int32_t end = load_u16(row_at + 1, (mhint) == 1);                                    \
        for (int32_t q = load_u16(row_at, (mhint) == 1); q < end; ++q) {                           \
            const float v = load_f32(block_val + q, mhint);                                        \
            const int64_t j = col0 + load_u16(block_cloc + q, mhint);                              \
            const float *restrict x = (const float *)__builtin_assume_aligned(                     \
                X + j * K + (c0), (W) >= 4 ? 16 : 4);                                              \
            if ((xhint) && (W) % 4 == 0) {                                                         \
                for (int c = 0; c < (W); c += 4) {                                                 \
                    float x4[4];                                                                   \
                    load_x4_nc(x + c, x4);                                                         \
                    for (int d = 0; d < 4; ++d)                                                    \
                        acc[c + d] += v * x4[d];                                                   \
                }                                                                                  \
            } else                                                                                 \
                for (int c = 0; c < (W); ++c)                                                      \
                    acc[c] += v * x[c];                                                            \
        }                                                                                          \
    }                                                                                              \
    float *restrict y = Y + (int64_t)i * K + (c0);                                                 \
    for (int c = 0; c < (W); ++c)                                                                  \
        y[c] = acc[c]

#define ONE_ROW_KERNEL(name, TL, xhint, mhint)                                                     \
    static void name(const csb_view *v, const float *restrict X, float *restrict Y)                \
    {                                                                                              \
        UNPACK(v);                                                                                 \
        EXPANDED_PRAGMA(omp target teams distribute parallel for num_teams((int)(n / TL + 1))     \
                            thread_limit(TL) MAPS)                                                 \
        for (int32_t i = 0; i < n; ++i) {                                                          \
            ROW_BODY(K, 0, xhint, mhint);                                                          \
        }                                                                                          \
    }

#define LANES_KERNEL(name, L, xhint)                                                               \
    static void name(const csb_view *v, const float *restrict X, float *restrict Y)                \
    {                                                                                              \
        UNPACK(v);                                                                                 \
        const int64_t n_threads = (int64_t)n * (L);                                                \
        EXPANDED_PRAGMA(omp target teams distribute parallel for                                  \
                            num_teams((int)(n_threads / 128 + 1)) thread_limit(128) MAPS)          \
        for (int64_t g = 0; g < n_threads; ++g) {                                                  \
            const int32_t i = (int32_t)(g / (L));                                                  \
            const int32_t lane = (int32_t)(g % (L));                                               \
            ROW_BODY(K / (L), lane *(K / (L)), xhint, 0);                                          \
        }                                                                                          \
    }

/* The product's loop with the next block's row range, entry offset and column base loaded
 * before this block's entries are read: their latency hidden behind this block's products.
 * The row index `index` of IDX_T words, a block's entries counted in OFF_T. */
#define PIPELINED_KERNEL(name, TL, y_streamed, IDX_T, OFF_T, index)                                \
static void name(const csb_view *v, const float *restrict X, float *restrict Y)                    \
{                                                                                                  \
    UNPACK(v);                                                                                     \
    const IDX_T *restrict idx = (index);                                                           \
    (void)rs;                                                                                      \
    EXPANDED_PRAGMA(omp target teams distribute parallel for num_teams((int)(n / TL + 1))          \
                        thread_limit(TL) MAPS_WITH(idx))                                           \
    for (int32_t i = 0; i < n; ++i) {                                                              \
        const int32_t I = i / B;                                                                   \
        const uint16_t r = (uint16_t)(i - I * B);                                                  \
        float acc[K];                                                                              \
        for (int c = 0; c < K; ++c)                                                                \
            acc[c] = 0;                                                                            \
        const int64_t b_first = brp[I], b_last = brp[I + 1];                                       \
        OFF_T start = 0, end = 0;                                                                  \
        int32_t col0 = 0;                                                                          \
        int64_t base = 0;                                                                          \
        if (b_first < b_last) {                                                                    \
            start = idx[b_first * (B + 1) + r], end = idx[b_first * (B + 1) + r + 1];              \
            base = bptr[b_first], col0 = bcol[b_first] * B;                                        \
        }                                                                                          \
        for (int64_t b = b_first; b < b_last; ++b) {                                               \
            OFF_T next_start = 0, next_end = 0;                                                    \
            int32_t next_col0 = 0;                                                                 \
            int64_t next_base = 0;                                                                 \
            if (b + 1 < b_last) {                                                                  \
                next_start = idx[(b + 1) * (B + 1) + r];                                           \
                next_end = idx[(b + 1) * (B + 1) + r + 1];                                         \
                next_base = bptr[b + 1], next_col0 = bcol[b + 1] * B;                              \
            }                                                                                      \
            for (OFF_T q = start; q < end; ++q) {                                                  \
                const float v = val[base + q];                                                     \
                const int64_t j = col0 + cloc[base + q];                                           \
                const float *restrict x = (const float *)__builtin_assume_aligned(X + j * K, 16);  \
                for (int c = 0; c < K; ++c)                                                        \
                    acc[c] += v * x[c];                                                            \
            }                                                                                      \
            start = next_start, end = next_end, base = next_base, col0 = next_col0;                \
        }                                                                                          \
        float *restrict y = (float *)__builtin_assume_aligned(Y + (int64_t)i * K, 16);             \
        if (y_streamed)                                                                            \
            for (int c = 0; c < K; c += 4)                                                         \
                store_y4_cs(y + c, acc + c);                                                       \
        else                                                                                       \
            for (int c = 0; c < K; ++c)                                                            \
                y[c] = acc[c];                                                                     \
    }                                                                                              \
}
PIPELINED_KERNEL(k_pipelined, 128, 0, uint16_t, int32_t, rs)
PIPELINED_KERNEL(k_pipe_ycs, 128, 1, uint16_t, int32_t, rs)
PIPELINED_KERNEL(k_pipe_tl256, 256, 0, uint16_t, int32_t, rs)
/* pipelined on a row index of 32-bit offsets (built here, row_start32): blocks of more than
 * 65,535 entries, so B up to 65536 on the Laplacian (a row's entries in 2-3 blocks, not 7) */
static const uint32_t *row_start32;
PIPELINED_KERNEL(k_pipe32, 128, 0, uint32_t, uint32_t, row_start32)

/* pipelined, and the next block's first entry of the row (value and column) loaded with its
 * range: most Laplacian rows have one to three entries a block */
static void k_pipe_entry(const csb_view *v, const float *restrict X, float *restrict Y)
{
    UNPACK(v);
    EXPANDED_PRAGMA(omp target teams distribute parallel for num_teams((int)(n / 128 + 1))
                        thread_limit(128) MAPS)
    for (int32_t i = 0; i < n; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B);
        float acc[K];
        for (int c = 0; c < K; ++c)
            acc[c] = 0;
        const int64_t b_first = brp[I], b_last = brp[I + 1];
        int32_t start = 0, end = 0, col0 = 0;
        int64_t base = 0, j0 = 0;
        float v0 = 0;
        if (b_first < b_last) {
            start = rs[b_first * (B + 1) + r], end = rs[b_first * (B + 1) + r + 1];
            base = bptr[b_first], col0 = bcol[b_first] * B;
            if (start < end)
                v0 = val[base + start], j0 = col0 + cloc[base + start];
        }
        for (int64_t b = b_first; b < b_last; ++b) {
            int32_t next_start = 0, next_end = 0, next_col0 = 0;
            int64_t next_base = 0, next_j0 = 0;
            float next_v0 = 0;
            if (b + 1 < b_last) {
                next_start = rs[(b + 1) * (B + 1) + r], next_end = rs[(b + 1) * (B + 1) + r + 1];
                next_base = bptr[b + 1], next_col0 = bcol[b + 1] * B;
                if (next_start < next_end)
                    next_v0 = val[next_base + next_start],
                    next_j0 = next_col0 + cloc[next_base + next_start];
            }
            if (start < end) {
                const float *restrict x = (const float *)__builtin_assume_aligned(X + j0 * K, 16);
                for (int c = 0; c < K; ++c)
                    acc[c] += v0 * x[c];
            }
            for (int32_t q = start + 1; q < end; ++q) {
                const float vq = val[base + q];
                const int64_t j = col0 + cloc[base + q];
                const float *restrict x = (const float *)__builtin_assume_aligned(X + j * K, 16);
                for (int c = 0; c < K; ++c)
                    acc[c] += vq * x[c];
            }
            start = next_start, end = next_end, base = next_base, col0 = next_col0;
            v0 = next_v0, j0 = next_j0;
        }
        float *restrict y = (float *)__builtin_assume_aligned(Y + (int64_t)i * K, 16);
        for (int c = 0; c < K; ++c)
            y[c] = acc[c];
    }
}

/* pipelined two blocks ahead: the ranges, offsets and column bases of blocks b + 1 and b + 2
 * in flight while block b's entries are read */
static void k_pipe2(const csb_view *v, const float *restrict X, float *restrict Y)
{
    UNPACK(v);
    EXPANDED_PRAGMA(omp target teams distribute parallel for num_teams((int)(n / 128 + 1))
                        thread_limit(128) MAPS)
    for (int32_t i = 0; i < n; ++i) {
        const int32_t I = i / B;
        const uint16_t r = (uint16_t)(i - I * B);
        float acc[K];
        for (int c = 0; c < K; ++c)
            acc[c] = 0;
        const int64_t b_first = brp[I], b_last = brp[I + 1];
        int32_t s0 = 0, e0 = 0, c0 = 0, s1 = 0, e1 = 0, c1 = 0;
        int64_t p0 = 0, p1 = 0;
        if (b_first < b_last)
            s0 = rs[b_first * (B + 1) + r], e0 = rs[b_first * (B + 1) + r + 1],
            p0 = bptr[b_first], c0 = bcol[b_first] * B;
        if (b_first + 1 < b_last)
            s1 = rs[(b_first + 1) * (B + 1) + r], e1 = rs[(b_first + 1) * (B + 1) + r + 1],
            p1 = bptr[b_first + 1], c1 = bcol[b_first + 1] * B;
        for (int64_t b = b_first; b < b_last; ++b) {
            int32_t s2 = 0, e2 = 0, c2 = 0;
            int64_t p2 = 0;
            if (b + 2 < b_last)
                s2 = rs[(b + 2) * (B + 1) + r], e2 = rs[(b + 2) * (B + 1) + r + 1],
                p2 = bptr[b + 2], c2 = bcol[b + 2] * B;
            for (int32_t q = s0; q < e0; ++q) {
                const float vq = val[p0 + q];
                const int64_t j = c0 + cloc[p0 + q];
                const float *restrict x = (const float *)__builtin_assume_aligned(X + j * K, 16);
                for (int c = 0; c < K; ++c)
                    acc[c] += vq * x[c];
            }
            s0 = s1, e0 = e1, p0 = p1, c0 = c1;
            s1 = s2, e1 = e2, p1 = p2, c1 = c2;
        }
        float *restrict y = (float *)__builtin_assume_aligned(Y + (int64_t)i * K, 16);
        for (int c = 0; c < K; ++c)
            y[c] = acc[c];
    }
}

ONE_ROW_KERNEL(k_tl64, 64, 0, 0)
ONE_ROW_KERNEL(k_tl256, 256, 0, 0)
ONE_ROW_KERNEL(k_x_nc, 128, 1, 0)
ONE_ROW_KERNEL(k_all_nc, 128, 1, 1)
ONE_ROW_KERNEL(k_val_cs, 128, 1, 2)
LANES_KERNEL(k_lanes2, 2, 0)
LANES_KERNEL(k_lanes2_nc, 2, 1)
LANES_KERNEL(k_lanes8, 8, 0)

/* row_start32 from the matrix's sorted local rows: per block, the offset of each local row's
 * first entry, 32 bits */
static uint32_t *make_row_start32(const csb_matrix *s)
{
    uint32_t *w = xmalloc(sizeof *w * (size_t)s->n_blocks * (size_t)(s->B + 1));
    for (int64_t b = 0; b < s->n_blocks; ++b) {
        uint32_t *wb = w + b * (s->B + 1);
        const int64_t e0 = s->block_ptr[b], ne = s->block_ptr[b + 1] - e0;
        int64_t e = 0;
        for (int32_t r = 0; r <= s->B; ++r) {
            while (e < ne && s->rloc[e0 + e] < r)
                ++e;
            wb[r] = (uint32_t)e;
        }
    }
    return w;
}

/* largest |Y - A X| over sum |a x| on a sample of rows, from the CSR in double */
static double sampled_error(const csr_matrix *a, const float *X, const float *Y)
{
    double worst = 0;
    for (int32_t i = 0; i < a->n_rows; i += 97)
        for (int c = 0; c < K; ++c) {
            double sum = 0, mag = 1e-300;
            for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e) {
                sum += a->val[e] * X[(int64_t)a->col[e] * K + c];
                mag += fabs(a->val[e] * X[(int64_t)a->col[e] * K + c]);
            }
            const double err = fabs(Y[(int64_t)i * K + c] - sum) / mag;
            worst = err > worst ? err : worst;
        }
    return worst;
}

static const csb_matrix *product_matrix;
static void k_product(const csb_view *v, const float *X, float *Y)
{
    const csb_matrix *s = product_matrix;
    (void)v;
    sparse_spmm_csb_rowwise_indexed_float_k8(s->n_rows, s->n_cols, s->B, s->n_block_rows,
                                             s->n_blocks, s->nnz, s->block_rowptr, s->block_row,
                                             s->block_col, s->block_ptr, s->row_start, s->rloc,
                                             s->cloc, s->val_f, K, X, Y);
}

typedef struct {
    const char *name;
    void (*run)(const csb_view *, const float *, float *);
} variant;

int main(int argc, char **argv)
{
    const char *spec = "poisson:240";
    int B = 1024, reps = 20;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--matrix")) spec = argv[i + 1];
        else if (!strcmp(argv[i], "--block")) B = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--reps")) reps = atoi(argv[i + 1]);
        else die("usage: %s [--matrix M] [--block B] [--reps K]", argv[0]);
    }
    csr_matrix a;
    matrix_from_spec(spec, &a);
    const double copy_gbs = sparse_copy_bandwidth(1024, reps);
    csb_matrix s;
    char err[256];
    if (csb_from_csr(&s, &a, B, 0, err, sizeof err))
        die("%s: %s", spec, err);
    /* the product's row index (the variants but pipe32 read its 16-bit words, which it
     * builds where every block allows them), and the probe's 32-bit one always */
    if (csb_prepare_variant(&s, SPMM_ROWWISE_INDEXED, err, sizeof err))
        printf("the product's row index refused (%s): only pipe32 runs\n", err);
    else if (!s.row_start)
        printf("a block holds more than 65,535 entries: no 16-bit row index, only pipe32 runs\n");
    const int index16 = s.row_start != NULL;
    row_start32 = make_row_start32(&s);
    csb_to_device(&s);
    csb_make_float(&s);
    dev_copyin(row_start32, sizeof *row_start32 * (size_t)s.n_blocks * (size_t)(s.B + 1));
    product_matrix = &s;
    const csb_view view = {s.n_rows, s.B, s.n_blocks, s.nnz, s.n_block_rows, s.block_rowptr,
                           s.block_ptr, s.block_col, s.row_start, s.cloc, s.val_f};
    /* spmm_bench's count (16-bit index words), and the 32-bit index's */
    const double bytes16 = csb_spmm_bytes(&s, SPMM_ROWWISE_INDEXED, K, 1);
    const double bytes32 = bytes16 + (double)s.n_blocks * (s.B + 1) * sizeof(uint16_t);
    const int64_t nx = (int64_t)a.n_cols * K, ny = (int64_t)a.n_rows * K;
    float *X = xmalloc(sizeof *X * (size_t)nx), *Y = xmalloc(sizeof *Y * (size_t)ny),
          *Yref = xmalloc(sizeof *Y * (size_t)ny);
    for (int64_t q = 0; q < nx; ++q)
        X[q] = (float)((q * 2654435761u % 1000003) / 1000003.0 - 0.5);
    dev_copyin(X, sizeof *X * (size_t)nx);
    dev_create(Y, sizeof *Y * (size_t)ny);
    const variant variants[] = {
        {"product", k_product},     {"tl64", k_tl64},           {"tl256", k_tl256},
        {"x_nc", k_x_nc},           {"all_nc", k_all_nc},       {"val_cs", k_val_cs},
        {"lanes2", k_lanes2},       {"lanes2_nc", k_lanes2_nc}, {"lanes8", k_lanes8},
        {"pipelined", k_pipelined}, {"pipe_entry", k_pipe_entry}, {"pipe2", k_pipe2},
        {"pipe_ycs", k_pipe_ycs},   {"pipe_tl256", k_pipe_tl256}, {"pipe32", k_pipe32}};
    printf("matrix %s, B = %d, %lld blocks, %lld entries, k = %d float; copy %.1f GB/s; %.3f GB "
           "counted an SpMM (%.3f with the 32-bit index)\n",
           spec, B, (long long)s.n_blocks, (long long)s.nnz, K, copy_gbs, bytes16 * 1e-9,
           bytes32 * 1e-9);
    int failed = 0, have_ref = 0;
    for (size_t vi = 0; vi < sizeof variants / sizeof variants[0]; ++vi) {
        const int is32 = variants[vi].run == k_pipe32;
        if (!index16 && !is32)
            continue;
        double t;
        BENCH_TIME_MEDIAN(t, 5, reps, variants[vi].run(&view, X, Y));
        dev_update_host(Y, sizeof *Y * (size_t)ny);
        const int is_ref = !have_ref;
        int same = 1;
        if (is_ref)
            memcpy(Yref, Y, sizeof *Y * (size_t)ny), have_ref = 1;
        else
            same = memcmp(Yref, Y, sizeof *Y * (size_t)ny) == 0;
        const double err_rel = sampled_error(&a, X, Y);
        const int ok = same && err_rel < 1e-5;
        failed += !ok;
        const double bytes = is32 ? bytes32 : bytes16;
        printf("RESULT variant=%-10s ms=%.4f gbs=%.1f of_copy=%.3f %s err=%.1e\n",
               variants[vi].name,
               t * 1e3, bytes / t * 1e-9, bytes / t * 1e-9 / copy_gbs,
               !same ? "DIFFERENT" : is_ref ? "reference" : "same", err_rel);
    }
    return failed != 0;
}
