/* Probe (issue 12): is the row-per-thread SpMM on the shell model's 48Cr held by where its
 * matrix entries lie rather than by its gathers of X? k = 8, float, omp-target, one process.
 *
 * The product's rowwise_indexed kernel gives each thread a row and walks the row's entries
 * block after block: a warp's 32 threads read 32 runs of columns and values in 32 places, so
 * each 2- or 4-byte load of a warp touches up to 32 sectors, as each gather of X does. On 48Cr
 * (about two entries of a row a block at B = 1024) Nsight Compute found the L1 saturated
 * (93.8% of its throughput) and the L2 and DRAM not. SELL-C (C = 32) stores entry q of the 32
 * rows of a chunk side by side, so a warp's column and value loads are one coalesced 128-byte
 * line each, and only the gathers of X stay scattered. Variants:
 *   product    the generated rowwise_indexed kernel (CSB-COO, both triangles, --block B)
 *   csr        one thread a row, CSR (32-bit columns), the row's entries in order
 *   sell_b     one thread a row, SELL-32: entry q of the chunk's rows side by side, each row
 *              stopping at its own length (reduced SELL B)
 *   sell_a     the same, every row running to its chunk's longest (padding: value 0, the row's
 *              last column, reduced SELL A): no divergence, the padding read
 *   sell_b_l2  sell_b with two threads a row, four vectors each (16 bytes of X a thread)
 *   sell_b_gG  sell_b with a row's entries G at a time (columns, values, then the gathers), G = 2,
 *              4, 8; sell_b_l2_gG the same with two threads a row
 *   g8_tT, lL_gG_tT  sell_b_g8, and sell_b with L threads a row and G entries at a time, in
 *              teams of T threads instead of 128: a team's rows are neighbours in the basis
 *              and share much of their columns, and an SM holds fewer places of the matrix at a
 *              time (its L1 holds X for fewer of them)
 *   csb_lL_tT  the product's loop (32-bit row index only: 48Cr at B = 1024) with L lanes a row
 *              and teams of T threads
 * Every variant adds a row's products in column order, so each result is checked equal to the
 * first bit for bit, and against A X in double on every 997th row.
 *
 * --tiles (shell-model matrices only; 2026-11-30, twelfth session): does the order of the basis
 * hold the gathers? A basis block (a proton sector x its neutron sector) numbers its states
 * proton-major, n fastest, so a team of 128 rows is one proton determinant with 128 neutron
 * ones, and its rows share columns only through their neutron hops. Each TP:TN in the list
 * renumbers the states (rows and columns alike) in tiles of TP proton x TN neutron
 * determinants inside each block, tile after tile, proton-major, so a team's rows also share
 * their proton hops; "none" is the basis's own order. For each order the probe prints a
 * LOCALITY line (stored entries over distinct columns among each 128 and 1024 consecutive
 * rows: how often a team could reuse a row of X) and runs every variant on that matrix.
 *
 *   usage: spmm_sell_probe [--matrix M] [--block B] [--sigma S] [--reps K] [--tiles LIST]
 *          [--locality-only 1] (the LOCALITY lines alone: no kernel runs)
 *          (defaults shellmodel:48Cr:data/interactions/gxpf1a.snt, 1024, 32, 20, none; M is
 *          also a gallery matrix, e.g. poisson:240; LIST e.g. none,8:16,0:1 (0: the whole
 *          sector, so 1:0 is the basis's own order and 0:1 numbers the protons fastest))
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
#include "shellmodel/shellmodel.h"
#include "util.h"

#define K 8
#define C 32
#define TL 128

#define PRAGMA(...) _Pragma(#__VA_ARGS__)
#define EXPANDED_PRAGMA(...) PRAGMA(__VA_ARGS__)

typedef struct {
    int32_t n, n_chunks;
    int64_t n_slots, n_stored;
    const int64_t *chunk_ptr;
    const int32_t *chunk_len, *perm, *slot_len, *col;
    const float *val;
} sell_view;

typedef struct {
    int32_t n;
    int64_t nnz;
    const int32_t *rowptr, *col;
    const float *val;
} csr_view;

#define SELL_UNPACK(v)                                                                             \
    const int32_t n_chunks = (v)->n_chunks;                                                        \
    const int64_t n_slots = (v)->n_slots, n_stored = (v)->n_stored;                                \
    const int64_t *restrict chunk_ptr = (v)->chunk_ptr;                                            \
    const int32_t *restrict chunk_len = (v)->chunk_len, *restrict perm = (v)->perm,                \
                  *restrict slot_len = (v)->slot_len, *restrict col = (v)->col;                    \
    const float *restrict val = (v)->val;                                                          \
    const int64_t nxy = (int64_t)(v)->n * K
#define SELL_MAPS                                                                                  \
    map(present, alloc: chunk_ptr[0:n_chunks + 1], chunk_len[0:n_chunks], perm[0:n_slots],        \
            slot_len[0:n_slots], col[0:n_stored], val[0:n_stored], X[0:nxy], Y[0:nxy])

/* acc[c0 .. c0 + W) += a * X[j, c0 .. c0 + W) */
#define ADD_ROW_OF_X(W, c0, a, j)                                                                  \
    do {                                                                                           \
        const float *restrict x_ =                                                                 \
            (const float *)__builtin_assume_aligned(X + (int64_t)(j) * K + (c0), 16);              \
        for (int c_ = 0; c_ < (W); ++c_)                                                           \
            acc[c_] += (a) * x_[c_];                                                               \
    } while (0)

static void k_csr(const void *vv, const float *restrict X, float *restrict Y)
{
    const csr_view *v = vv;
    const int32_t n = v->n;
    const int64_t nnz = v->nnz, nxy = (int64_t)n * K;
    const int32_t *restrict rowptr = v->rowptr, *restrict col = v->col;
    const float *restrict val = v->val;
    EXPANDED_PRAGMA(omp target teams distribute parallel for num_teams(n / TL + 1) thread_limit(TL)
                        map(present, alloc: rowptr[0:n + 1], col[0:nnz], val[0:nnz], X[0:nxy], Y[0:nxy]))
    for (int32_t i = 0; i < n; ++i) {
        float acc[K] = {0};
        for (int32_t e = rowptr[i]; e < rowptr[i + 1]; ++e)
            ADD_ROW_OF_X(K, 0, val[e], col[e]);
        for (int c = 0; c < K; ++c)
            Y[(int64_t)i * K + c] = acc[c];
    }
}

/* one thread a SELL slot; STOP_AT_ROW: the row's own length (B) or its chunk's (A) */
#define SELL_KERNEL(name, STOP_AT_ROW)                                                             \
    static void name(const void *vv, const float *restrict X, float *restrict Y)                   \
    {                                                                                              \
        const sell_view *v = vv;                                                                   \
        SELL_UNPACK(v);                                                                            \
        EXPANDED_PRAGMA(omp target teams distribute parallel for                                  \
                            num_teams((int)(n_slots / TL + 1)) thread_limit(TL) SELL_MAPS)         \
        for (int64_t t = 0; t < n_slots; ++t) {                                                    \
            const int32_t row = perm[t];                                                           \
            if (row < 0)                                                                           \
                continue;                                                                          \
            const int64_t ch = t / C, base = chunk_ptr[ch] + t % C;                                \
            const int32_t len = (STOP_AT_ROW) ? slot_len[t] : chunk_len[ch];                       \
            float acc[K] = {0};                                                                    \
            for (int32_t q = 0; q < len; ++q)                                                      \
                ADD_ROW_OF_X(K, 0, val[base + (int64_t)q * C], col[base + (int64_t)q * C]);        \
            for (int c = 0; c < K; ++c)                                                            \
                Y[(int64_t)row * K + c] = acc[c];                                                  \
        }                                                                                          \
    }
SELL_KERNEL(k_sell_b, 1)
SELL_KERNEL(k_sell_a, 0)

/* two threads a slot, K / 2 vectors each: a warp covers 16 rows of a chunk */
static void k_sell_b_l2(const void *vv, const float *restrict X, float *restrict Y)
{
    const sell_view *v = vv;
    SELL_UNPACK(v);
    const int64_t n_threads = 2 * n_slots;
    EXPANDED_PRAGMA(omp target teams distribute parallel for num_teams((int)(n_threads / TL + 1))
                        thread_limit(TL) SELL_MAPS)
    for (int64_t g = 0; g < n_threads; ++g) {
        const int64_t t = g / 2;
        const int half = (int)(g % 2);
        const int32_t row = perm[t];
        if (row < 0)
            continue;
        const int64_t base = chunk_ptr[t / C] + t % C;
        const int32_t len = slot_len[t];
        float acc[K / 2] = {0};
        for (int32_t q = 0; q < len; ++q)
            ADD_ROW_OF_X(K / 2, half * (K / 2), val[base + (int64_t)q * C], col[base + (int64_t)q * C]);
        for (int c = 0; c < K / 2; ++c)
            Y[(int64_t)row * K + half * (K / 2) + c] = acc[c];
    }
}

/* sell_b with L threads a slot (K / L vectors each) and a row's entries G at a time: the
 * group's columns and values, then its G rows of X, then the products in order (the same sums
 * as sell_b) */
#define GROUP_KERNEL(name, L, G, TLX)                                                                   \
    static void name(const void *vv, const float *restrict X, float *restrict Y)                   \
    {                                                                                              \
        const sell_view *v = vv;                                                                   \
        SELL_UNPACK(v);                                                                            \
        const int64_t n_threads = (L) * n_slots;                                                   \
        EXPANDED_PRAGMA(omp target teams distribute parallel for                                  \
                            num_teams((int)(n_threads / (TLX) + 1)) thread_limit(TLX) SELL_MAPS)   \
        for (int64_t g = 0; g < n_threads; ++g) {                                                  \
            const int64_t t = g / (L);                                                             \
            const int c0 = (int)(g % (L)) * (K / (L));                                             \
            const int32_t row = perm[t];                                                           \
            if (row < 0)                                                                           \
                continue;                                                                          \
            const int64_t base = chunk_ptr[t / C] + t % C;                                         \
            const int32_t len = slot_len[t];                                                       \
            float acc[K / (L)] = {0};                                                              \
            int32_t q = 0;                                                                         \
            for (; q + (G) <= len; q += (G)) {                                                     \
                int32_t j[G];                                                                      \
                float a[G], x[G][K / (L)];                                                         \
                for (int u = 0; u < (G); ++u)                                                      \
                    j[u] = col[base + (int64_t)(q + u) * C], a[u] = val[base + (int64_t)(q + u) * C]; \
                for (int u = 0; u < (G); ++u) {                                                    \
                    const float *restrict xr = (const float *)__builtin_assume_aligned(           \
                        X + (int64_t)j[u] * K + c0, 16);                                           \
                    for (int c = 0; c < K / (L); ++c)                                              \
                        x[u][c] = xr[c];                                                           \
                }                                                                                  \
                for (int u = 0; u < (G); ++u)                                                      \
                    for (int c = 0; c < K / (L); ++c)                                              \
                        acc[c] += a[u] * x[u][c];                                                  \
            }                                                                                      \
            for (; q < len; ++q)                                                                   \
                ADD_ROW_OF_X(K / (L), c0, val[base + (int64_t)q * C], col[base + (int64_t)q * C]); \
            for (int c = 0; c < K / (L); ++c)                                                      \
                Y[(int64_t)row * K + c0 + c] = acc[c];                                             \
        }                                                                                          \
    }
GROUP_KERNEL(k_sell_b_g2, 1, 2, TL)
GROUP_KERNEL(k_sell_b_g4, 1, 4, TL)
GROUP_KERNEL(k_sell_b_g8, 1, 8, TL)
GROUP_KERNEL(k_sell_b_l2_g4, 2, 4, TL)
GROUP_KERNEL(k_sell_b_l2_g8, 2, 8, TL)
GROUP_KERNEL(k_sell_b_g8_t256, 1, 8, 256)
GROUP_KERNEL(k_sell_b_g8_t512, 1, 8, 512)
GROUP_KERNEL(k_sell_b_g8_t1024, 1, 8, 1024)
GROUP_KERNEL(k_sell_b_l2_g8_t512, 2, 8, 512)
GROUP_KERNEL(k_sell_b_l2_g8_t1024, 2, 8, 1024)
GROUP_KERNEL(k_sell_b_l2_g4_t1024, 2, 4, 1024)
GROUP_KERNEL(k_sell_b_l2_g16_t1024, 2, 16, 1024)
GROUP_KERNEL(k_sell_b_l2_g8_t768, 2, 8, 768)
GROUP_KERNEL(k_sell_b_l4_g4_t1024, 4, 4, 1024)
GROUP_KERNEL(k_sell_b_l4_g8_t1024, 4, 8, 1024)

static const csb_matrix *product_matrix;
static spmm_variant product_variant;
static void k_product(const void *vv, const float *X, float *Y)
{
    (void)vv;
    csb_spmm_float(product_matrix, product_variant, K, X, Y);
}

/* The product's rowwise_indexed loop on the 32-bit row index (the generated
 * sparse_spmm_csb_rowwise_indexed_wide_float_k8, the next block loaded ahead), with L lanes a
 * row (K / L vectors each) and teams of TLX threads: does the product's format gain what SELL
 * gained from both? */
#define CSB_KERNEL(name, L, TLX)                                                                   \
    static void name(const void *vv, const float *restrict X, float *restrict Y)                   \
    {                                                                                              \
        (void)vv;                                                                                  \
        const csb_matrix *s = product_matrix;                                                      \
        const int32_t n_rows = s->n_rows, B = s->B, n_block_rows = s->n_block_rows;                \
        const int64_t n_blocks = s->n_blocks, nnz = s->nnz, nxy = (int64_t)n_rows * K;             \
        const int64_t *restrict block_rowptr = s->block_rowptr, *restrict block_ptr = s->block_ptr; \
        const int32_t *restrict block_col = s->block_col;                                          \
        const uint32_t *restrict row_start = s->row_start_wide;                                    \
        const uint16_t *restrict cloc = s->cloc;                                                   \
        const float *restrict val = s->val_f;                                                      \
        const int64_t n_lanes = (int64_t)n_rows * (L);                                             \
        EXPANDED_PRAGMA(omp target teams distribute parallel for                                  \
                            num_teams((int)(n_lanes / (TLX) + 1)) thread_limit(TLX)                \
            map(present, alloc: block_rowptr[0:n_block_rows + 1], block_col[0:n_blocks],           \
                block_ptr[0:n_blocks + 1], cloc[0:nnz], val[0:nnz],                                \
                row_start[0:n_blocks * (B + 1)], X[0:nxy], Y[0:nxy]))                              \
        for (int64_t t = 0; t < n_lanes; ++t) {                                                    \
            const int32_t i = (int32_t)(t / (L)), c0 = (int32_t)(t % (L)) * (K / (L));             \
            const int32_t I = i / B, r = i - I * B;                                                \
            float acc[K / (L)] = {0};                                                              \
            const int64_t b_first = block_rowptr[I], b_last = block_rowptr[I + 1];                 \
            uint32_t start = 0, end = 0;                                                           \
            int32_t col0 = 0;                                                                      \
            int64_t first = 0;                                                                     \
            if (b_first < b_last) {                                                                \
                start = row_start[b_first * (B + 1) + r];                                          \
                end = row_start[b_first * (B + 1) + r + 1];                                        \
                first = block_ptr[b_first];                                                        \
                col0 = block_col[b_first] * B;                                                     \
            }                                                                                      \
            for (int64_t b = b_first; b < b_last; ++b) {                                           \
                uint32_t next_start = 0, next_end = 0;                                             \
                int32_t next_col0 = 0;                                                             \
                int64_t next_first = 0;                                                            \
                if (b + 1 < b_last) {                                                              \
                    next_start = row_start[(b + 1) * (B + 1) + r];                                 \
                    next_end = row_start[(b + 1) * (B + 1) + r + 1];                               \
                    next_first = block_ptr[b + 1];                                                 \
                    next_col0 = block_col[b + 1] * B;                                              \
                }                                                                                  \
                for (uint32_t q = start; q < end; ++q)                                             \
                    ADD_ROW_OF_X(K / (L), c0, val[first + q], col0 + cloc[first + q]);             \
                start = next_start, end = next_end, first = next_first, col0 = next_col0;          \
            }                                                                                      \
            for (int c = 0; c < K / (L); ++c)                                                      \
                Y[(int64_t)i * K + c0 + c] = acc[c];                                               \
        }                                                                                          \
    }
CSB_KERNEL(k_csb_l1_t128, 1, 128)
CSB_KERNEL(k_csb_l1_t1024, 1, 1024)
CSB_KERNEL(k_csb_l2_t128, 2, 128)
CSB_KERNEL(k_csb_l2_t512, 2, 512)
CSB_KERNEL(k_csb_l2_t1024, 2, 1024)

/* max over every 997th row and every vector of |Y - A X| / sum |A||X| (A X in double) */
static double sampled_error(const csr_matrix *a, const float *X, const float *Y)
{
    double worst = 0;
    for (int32_t i = 0; i < a->n_rows; i += 997)
        for (int c = 0; c < K; ++c) {
            double sum = 0, mag = 0;
            for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e) {
                sum += (double)(float)a->val[e] * X[(int64_t)a->col[e] * K + c];
                mag += fabs((double)(float)a->val[e] * X[(int64_t)a->col[e] * K + c]);
            }
            const double err = fabs(Y[(int64_t)i * K + c] - sum) / (mag > 0 ? mag : 1);
            worst = err > worst ? err : worst;
        }
    return worst;
}

static float *to_float(const double *v, int64_t n)
{
    float *f = xmalloc(sizeof *f * (size_t)(n > 0 ? n : 1));
#pragma omp parallel for
    for (int64_t e = 0; e < n; ++e)
        f[e] = (float)v[e];
    return f;
}

typedef struct {
    const char *name;
    void (*run)(const void *, const float *, float *);
    const void *view;
    double bytes;
} variant;

/* The basis of "NUCLEUS:FILE.snt" as sm_hamiltonian_csr builds it (the driver's defaults). */
static void basis_of(const char *what, sm_basis *b)
{
    sm_interaction it;
    sm_space sp;
    sm_space_from_spec(what, &it, &sp);
    sm_basis_build(b, &sp);
    sm_interaction_free(&it);
}

/* new_index[old] for the states numbered in tiles of tp x tn (0: the whole sector) inside each
 * block, tile after tile, proton-major, each tile proton-major */
static int32_t *tiled_numbering(const sm_basis *b, int tp, int tn)
{
    int32_t *new_index = xmalloc(sizeof *new_index * (size_t)b->dim);
    int64_t next = 0;
    for (int k = 0; k < b->n_blocks; ++k) {
        const int32_t *q = b->block_sd + 4 * k;
        const int64_t p_len = q[1], n_len = q[3], off = b->block_offset[k];
        const int64_t TP = tp ? tp : p_len, TN = tn ? tn : n_len;
        for (int64_t p0 = 0; p0 < p_len; p0 += TP)
            for (int64_t n0 = 0; n0 < n_len; n0 += TN)
                for (int64_t ip = p0; ip < p0 + TP && ip < p_len; ++ip)
                    for (int64_t in = n0; in < n0 + TN && in < n_len; ++in)
                        new_index[off + ip * n_len + in] = (int32_t)next++;
    }
    if (next != b->dim)
        die("tiled numbering: %lld states numbered of %lld", (long long)next, (long long)b->dim);
    return new_index;
}

/* p = a with row and column i renumbered new_index[i], each row's columns sorted */
static void csr_renumbered(const csr_matrix *a, const int32_t *new_index, csr_matrix *p)
{
    const int32_t n = a->n_rows;
    int32_t *old_index = xmalloc(sizeof *old_index * (size_t)n);
    for (int32_t i = 0; i < n; ++i)
        old_index[new_index[i]] = i;
    csr_alloc(p, n, n, a->nnz);
    for (int32_t r = 0; r < n; ++r)
        p->rowptr[r + 1] = p->rowptr[r] + a->rowptr[old_index[r] + 1] - a->rowptr[old_index[r]];
#pragma omp parallel for schedule(dynamic, 1024)
    for (int32_t r = 0; r < n; ++r) {
        const int32_t from = a->rowptr[old_index[r]], len = p->rowptr[r + 1] - p->rowptr[r];
        for (int32_t e = 0; e < len; ++e) {
            p->col[p->rowptr[r] + e] = new_index[a->col[from + e]];
            p->val[p->rowptr[r] + e] = a->val[from + e];
        }
        csr_sort_row(p->col + p->rowptr[r], p->val + p->rowptr[r], len);
    }
    free(old_index);
}

/* stored entries over distinct columns among each `team` consecutive rows, over the matrix */
static double team_reuse(const csr_matrix *a, int32_t team)
{
    const int32_t n = a->n_rows;
    int64_t distinct = 0;
#pragma omp parallel reduction(+ : distinct)
    {
        int32_t *seen = xmalloc(sizeof *seen * (size_t)n);
        for (int32_t j = 0; j < n; ++j)
            seen[j] = -1;
#pragma omp for schedule(dynamic, 4)
        for (int32_t r0 = 0; r0 < n; r0 += team)
            for (int32_t r = r0; r < r0 + team && r < n; ++r)
                for (int32_t e = a->rowptr[r]; e < a->rowptr[r + 1]; ++e)
                    if (seen[a->col[e]] != r0)
                        seen[a->col[e]] = r0, ++distinct;
        free(seen);
    }
    return (double)a->nnz / (double)distinct;
}

/* fn(array, bytes) on each array the SELL kernels read: sm's, with val (float) for its values */
static void sell_arrays(const sell_matrix *sm, const float *val, void (*fn)(const void *, size_t))
{
    const size_t n_slots = (size_t)sm->n_chunks * C, n_stored = (size_t)sm->chunk_ptr[sm->n_chunks];
    fn(sm->chunk_ptr, sizeof(int64_t) * ((size_t)sm->n_chunks + 1));
    fn(sm->chunk_len, sizeof(int32_t) * (size_t)sm->n_chunks);
    fn(sm->perm, sizeof(int32_t) * n_slots);
    fn(sm->slot_len, sizeof(int32_t) * n_slots);
    fn(sm->col, sizeof(int32_t) * n_stored);
    fn(val, sizeof(float) * n_stored);
}

/* every variant on a (renumbered in `tiles`), each checked; returns the failures */
static int run_case(const csr_matrix *ap, const char *spec, const char *tiles, int B, int sigma,
                    int reps, double copy_gbs)
{
    const csr_matrix a = *ap;
    const int32_t n = a.n_rows;
    const double xy_bytes = 2.0 * n * K * sizeof(float);
    double t0;
    /* the product: CSB-COO with its row index, or, where a renumbering leaves the blocks too
     * sparse for it, rowwise as the programs' default gives way */
    t0 = wall_seconds();
    csb_matrix s;
    char err[256];
    product_variant = SPMM_ROWWISE_INDEXED;
    if (csb_from_csr(&s, &a, B, 0, err, sizeof err) ||
        csb_prepare_or_fall_back(&s, &product_variant, 1, err, sizeof err) < 0)
        die("%s: %s", spec, err);
    if (product_variant != SPMM_ROWWISE_INDEXED)
        printf("NOTE tiles=%s: %s\n", tiles, err);
    csb_to_device(&s);
    csb_make_float(&s);
    product_matrix = &s;
    const int have_wide = s.row_start_wide != NULL;
    fprintf(stderr, "CSB-COO, B = %d: %lld blocks (%.1f s)\n", B, (long long)s.n_blocks,
            wall_seconds() - t0);

    /* CSR in float */
    float *csr_val = to_float(a.val, a.nnz);
    dev_copyin(a.rowptr, sizeof(int32_t) * ((size_t)n + 1));
    dev_copyin(a.col, sizeof(int32_t) * (size_t)a.nnz);
    dev_copyin(csr_val, sizeof(float) * (size_t)a.nnz);
    const csr_view cv = {n, a.nnz, a.rowptr, a.col, csr_val};

    /* SELL-32-sigma, reduced B (row lengths, padding on the row's last column) */
    t0 = wall_seconds();
    sell_matrix sm;
    sell_from_csr(&sm, &a, C, sigma, SELL_PAD_ROW_LENGTHS);
    const int64_t n_slots = (int64_t)sm.n_chunks * C, n_stored = sm.chunk_ptr[sm.n_chunks];
    float *sell_val = to_float(sm.val, n_stored);
    free(sm.val), sm.val = NULL;
    sell_arrays(&sm, sell_val, dev_copyin);
    const sell_view sv = {n, sm.n_chunks, n_slots, n_stored, sm.chunk_ptr, sm.chunk_len,
                          sm.perm, sm.slot_len, sm.col, sell_val};
    fprintf(stderr, "SELL-%d-%d: %lld slots stored for %lld entries (%.3f) (%.1f s)\n", C, sigma,
            (long long)n_stored, (long long)a.nnz, (double)n_stored / a.nnz, wall_seconds() - t0);

    /* bytes each kernel must move once: its matrix arrays (SELL B: the entries, not the
     * padding; A: the padding too), X and Y */
    const double csr_bytes = a.nnz * 8.0 + (n + 1) * 4.0 + xy_bytes;
    const double sell_meta = sm.n_chunks * 12.0 + n_slots * 8.0;
    const double sell_b_bytes = a.nnz * 8.0 + sell_meta + xy_bytes;
    const double sell_a_bytes = n_stored * 8.0 + sell_meta + xy_bytes;
    const double product_bytes = csb_spmm_bytes(&s, product_variant, K, 1);

    const int64_t nxy = (int64_t)n * K;
    float *X = xmalloc(sizeof *X * (size_t)nxy), *Y = xmalloc(sizeof *Y * (size_t)nxy),
          *Yref = xmalloc(sizeof *Y * (size_t)nxy);
    for (int64_t q = 0; q < nxy; ++q)
        X[q] = (float)((q * 2654435761u % 1000003) / 1000003.0 - 0.5);
    dev_copyin(X, sizeof *X * (size_t)nxy);
    dev_create(Y, sizeof *Y * (size_t)nxy);
    const variant variants[] = {
        {"product", k_product, NULL, product_bytes}, {"csr", k_csr, &cv, csr_bytes},
        {"sell_b", k_sell_b, &sv, sell_b_bytes},     {"sell_a", k_sell_a, &sv, sell_a_bytes},
        {"sell_b_l2", k_sell_b_l2, &sv, sell_b_bytes}, {"sell_b_g2", k_sell_b_g2, &sv, sell_b_bytes},
        {"sell_b_g4", k_sell_b_g4, &sv, sell_b_bytes}, {"sell_b_g8", k_sell_b_g8, &sv, sell_b_bytes},
        {"sell_b_l2_g4", k_sell_b_l2_g4, &sv, sell_b_bytes},
        {"sell_b_l2_g8", k_sell_b_l2_g8, &sv, sell_b_bytes},
        {"g8_t256", k_sell_b_g8_t256, &sv, sell_b_bytes},
        {"g8_t512", k_sell_b_g8_t512, &sv, sell_b_bytes},
        {"g8_t1024", k_sell_b_g8_t1024, &sv, sell_b_bytes},
        {"l2_g8_t512", k_sell_b_l2_g8_t512, &sv, sell_b_bytes},
        {"l2_g8_t1024", k_sell_b_l2_g8_t1024, &sv, sell_b_bytes},
        {"l2_g4_t1024", k_sell_b_l2_g4_t1024, &sv, sell_b_bytes},
        {"l2_g16_t1024", k_sell_b_l2_g16_t1024, &sv, sell_b_bytes},
        {"l2_g8_t768", k_sell_b_l2_g8_t768, &sv, sell_b_bytes},
        {"l4_g4_t1024", k_sell_b_l4_g4_t1024, &sv, sell_b_bytes},
        {"l4_g8_t1024", k_sell_b_l4_g8_t1024, &sv, sell_b_bytes},
        {"csb_l1_t128", k_csb_l1_t128, NULL, product_bytes},
        {"csb_l1_t1024", k_csb_l1_t1024, NULL, product_bytes},
        {"csb_l2_t128", k_csb_l2_t128, NULL, product_bytes},
        {"csb_l2_t512", k_csb_l2_t512, NULL, product_bytes},
        {"csb_l2_t1024", k_csb_l2_t1024, NULL, product_bytes}};
    printf("matrix %s, tiles %s, %d rows, %lld entries, k = %d float; copy %.1f GB/s; product B = %d; "
           "SELL-%d-%d stores %.3f slots an entry\n",
           spec, tiles, n, (long long)a.nnz, K, copy_gbs, B, C, sigma, (double)n_stored / a.nnz);
    int failed = 0;
    double product_ms = 0;
    for (size_t vi = 0; vi < sizeof variants / sizeof variants[0]; ++vi) {
        const variant *v = &variants[vi];
        if (!have_wide && !strncmp(v->name, "csb_", 4))
            continue; /* the probe's CSB loops read the 32-bit row index only */
        double t;
        BENCH_TIME_MEDIAN(t, 5, reps, v->run(v->view, X, Y));
        dev_update_host(Y, sizeof *Y * (size_t)nxy);
        int same = 1;
        if (vi == 0)
            memcpy(Yref, Y, sizeof *Y * (size_t)nxy);
        else
            same = memcmp(Yref, Y, sizeof *Y * (size_t)nxy) == 0;
        const double e = sampled_error(&a, X, Y);
        /* a row's ~640 float products: n eps of the magnitude sum is the rounding bound */
        const int ok = e < 1e-4;
        failed += !ok;
        if (vi == 0)
            product_ms = t * 1e3;
        printf("RESULT tiles=%s variant=%-12s ms=%.4f gbs=%.1f of_copy=%.3f speed_vs_product=%.2f %s "
               "err=%.1e%s\n",
               tiles, v->name, t * 1e3, v->bytes / t * 1e-9, v->bytes / t * 1e-9 / copy_gbs,
               product_ms / (t * 1e3), vi == 0 ? "reference" : same ? "same" : "other-order",
               e, ok ? "" : " FAILED");
    }
    fflush(stdout);
    /* release this case's device and host copies before the next order's */
    dev_delete(X, sizeof *X * (size_t)nxy);
    dev_delete(Y, sizeof *Y * (size_t)nxy);
    dev_delete(a.rowptr, sizeof(int32_t) * ((size_t)n + 1));
    dev_delete(a.col, sizeof(int32_t) * (size_t)a.nnz);
    dev_delete(csr_val, sizeof(float) * (size_t)a.nnz);
    sell_arrays(&sm, sell_val, dev_delete);
    free(X), free(Y), free(Yref), free(csr_val), free(sell_val);
    sell_free(&sm);
    csb_free(&s);
    return failed;
}

int main(int argc, char **argv)
{
    const char *spec = "shellmodel:48Cr:data/interactions/gxpf1a.snt";
    const char *tiles = "none";
    int B = 1024, sigma = C, reps = 20, locality_only = 0;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--matrix")) spec = argv[i + 1];
        else if (!strcmp(argv[i], "--block")) B = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--sigma")) sigma = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--reps")) reps = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--tiles")) tiles = argv[i + 1];
        else if (!strcmp(argv[i], "--locality-only")) locality_only = atoi(argv[i + 1]);
        else die("usage: %s [--matrix M] [--block B] [--sigma S] [--reps K] [--tiles LIST] [--locality-only 1]", argv[0]);
    }
    csr_matrix a;
    double t0 = wall_seconds();
    if (!strncmp(spec, "shellmodel:", 11))
        sm_hamiltonian_csr(spec + 11, &a);
    else
        matrix_from_spec(spec, &a);
    fprintf(stderr, "matrix %s: %d rows, %lld entries (%.1f s)\n", spec, a.n_rows, (long long)a.nnz,
            wall_seconds() - t0);
    const double copy_gbs = locality_only ? 0 : sparse_copy_bandwidth(1024, reps);
    const int shellmodel = !strncmp(spec, "shellmodel:", 11);
    sm_basis basis = {0};
    if (shellmodel)
        basis_of(spec + 11, &basis);
    int failed = 0;
    char list[256];
    snprintf(list, sizeof list, "%s", tiles);
    for (char *save = NULL, *t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        int tp = 0, tn = 0;
        if (strcmp(t, "none") && (sscanf(t, "%d:%d", &tp, &tn) != 2 || tp < 0 || tn < 0))
            die("--tiles: '%s' is neither none nor TP:TN", t);
        if (strcmp(t, "none") && !shellmodel)
            die("--tiles %s: only a shellmodel: matrix has a basis to tile", t);
        csr_matrix tiled, *m = &a;
        if (strcmp(t, "none")) {
            t0 = wall_seconds();
            int32_t *new_index = tiled_numbering(&basis, tp, tn);
            csr_renumbered(&a, new_index, &tiled);
            free(new_index);
            m = &tiled;
            fprintf(stderr, "renumbered in tiles %s (%.1f s)\n", t, wall_seconds() - t0);
        }
        printf("LOCALITY tiles=%s reuse_128_rows=%.2f reuse_1024_rows=%.2f\n", t, team_reuse(m, 128),
               team_reuse(m, 1024));
        fflush(stdout);
        if (!locality_only)
            failed += run_case(m, spec, t, B, sigma, reps, copy_gbs);
        if (m == &tiled)
            csr_free(&tiled);
    }
    if (shellmodel)
        sm_basis_free(&basis);
    csr_free(&a);
    return failed != 0;
}
