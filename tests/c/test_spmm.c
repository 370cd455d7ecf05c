/* SpMM Y = A X of the linked flavour, every variant x precision x k, against a reference
 * computed from the CSR matrix column by column (not from CSB-COO), on matrices with the
 * awkward shapes: n not a multiple of B, rows spanning several blocks, empty blocks and rows,
 * a dense row, rectangular, one row; half-stored symmetric matrices through the fused
 * kernels; the CSR baseline; the conversion's layout and its refusals, built both ways
 * (per block row and per block). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "csb.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

/* The three ways csb_from_rows builds (csb.h: csb_build), each tested in every flavour, the
 * by-block ones with their entries left on the device (brought back by csb_entries_to_host). */
enum { N_BUILDS = 3 };
static const csb_options BUILDS[N_BUILDS] = {
    {CSB_BUILD_BY_BLOCK_ROW, 0}, {CSB_BUILD_BY_BLOCK, 1}, {CSB_BUILD_SCATTER, 1}};
static const char *const BUILD_NAMES[N_BUILDS] = {"by block row", "by block, device only",
                                                  "scatter, device only"};
static const char *const BUILD_ENV[N_BUILDS] = {"block_rows", "blocks", "scatter"};

/* Random CSR: row lengths up to max_len, some rows empty, row `dense_row` full. With
 * symmetric = 1 the result is B + B^T of such a matrix (square). */
static void random_csr(csr_matrix *a, int32_t n_rows, int32_t n_cols, int32_t max_len,
                       int32_t dense_row, int symmetric)
{
    int64_t cap = (int64_t)n_rows * (max_len + 1) + n_cols + 1, n = 0;
    cap *= symmetric ? 2 : 1;
    int32_t *row = xmalloc(sizeof *row * (size_t)cap), *col = xmalloc(sizeof *col * (size_t)cap);
    double *val = xmalloc(sizeof *val * (size_t)cap);
    for (int32_t i = 0; i < n_rows && n_cols > 0; ++i) {
        const int32_t len = i == dense_row ? n_cols : (rng_uniform() < 0.15 ? 0 : rng_below(max_len + 1));
        for (int32_t e = 0; e < len; ++e) {
            const int32_t j = i == dense_row ? e : rng_below(n_cols);
            const double v = 2 * rng_uniform() - 1;
            row[n] = i, col[n] = j, val[n++] = v;
            if (symmetric)
                row[n] = j, col[n] = i, val[n++] = v;
        }
    }
    csr_from_triplets(a, n_rows, n_cols, n, row, col, val);
    free(row), free(col), free(val);
}

/* Yref = A X and, per element, (terms + 2) |A| |X|: times the unit roundoff, a bound on the
 * rounding error of any summation order (with the values rounded to float once). */
static void reference(const csr_matrix *a, int k, const double *X, double *Y, double *bound)
{
    for (int32_t i = 0; i < a->n_rows; ++i)
        for (int c = 0; c < k; ++c) {
            double sum = 0, abs_sum = 0;
            for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e) {
                sum += a->val[e] * X[(int64_t)a->col[e] * k + c];
                abs_sum += fabs(a->val[e] * X[(int64_t)a->col[e] * k + c]);
            }
            Y[(int64_t)i * k + c] = sum;
            bound[(int64_t)i * k + c] = (a->rowptr[i + 1] - a->rowptr[i] + 2) * abs_sum;
        }
}

/* Largest |Y - Yref| / (u bound), u the unit roundoff; <= 1 passes. */
static double worst_error(int64_t n, const double *Y, const double *ref, const double *bound,
                          double eps)
{
    double worst = 0;
    for (int64_t q = 0; q < n; ++q) {
        const double err = fabs(Y[q] - ref[q]) / (eps * (bound[q] + 1e-300) + 1e-300);
        if (!(err <= worst)) /* NaN too */
            worst = isnan(err) ? INFINITY : err;
    }
    return worst;
}

/* The stored layout: block rows in order, block columns ascending, entries sorted by
 * (rloc, cloc) inside each block, local indices inside the block and the matrix. */
static void check_layout(const csb_matrix *s, const char *what)
{
    int64_t bad = 0;
    CHECK(s->block_rowptr[0] == 0 && s->block_rowptr[s->n_block_rows] == s->n_blocks,
          "%s: block_rowptr ends", what);
    for (int32_t I = 0; I < s->n_block_rows; ++I)
        for (int64_t b = s->block_rowptr[I]; b < s->block_rowptr[I + 1]; ++b) {
            bad += s->block_row[b] != I;
            bad += b > s->block_rowptr[I] && s->block_col[b] <= s->block_col[b - 1];
            bad += s->block_ptr[b + 1] <= s->block_ptr[b]; /* only non-empty blocks */
            for (int64_t e = s->block_ptr[b]; e < s->block_ptr[b + 1]; ++e) {
                const int64_t i = (int64_t)I * s->B + s->rloc[e];
                const int64_t j = (int64_t)s->block_col[b] * s->B + s->cloc[e];
                bad += s->rloc[e] >= s->B || s->cloc[e] >= s->B || i >= s->n_rows || j >= s->n_cols;
                bad += s->symmetric && j < i;
                if (e > s->block_ptr[b])
                    bad += s->rloc[e] < s->rloc[e - 1] ||
                           (s->rloc[e] == s->rloc[e - 1] && s->cloc[e] <= s->cloc[e - 1]);
            }
        }
    CHECK(bad == 0, "%s: %lld layout violations", what, (long long)bad);
    CHECK(s->block_ptr[s->n_blocks] == s->nnz, "%s: block_ptr ends at %lld, nnz %lld", what,
          (long long)s->block_ptr[s->n_blocks], (long long)s->nnz);
}

typedef struct {
    int64_t n_x, n_y; /* elements of X and Y */
    double *X, *Y, *ref, *bound;
    float *Xf, *Yf;
} blocks;

static blocks make_blocks(const csr_matrix *a, int k)
{
    blocks b;
    memset(&b, 0, sizeof b);
    b.n_x = (int64_t)a->n_cols * k;
    b.n_y = (int64_t)a->n_rows * k;
    b.X = xmalloc(sizeof(double) * (size_t)(b.n_x + 1));
    b.Xf = xmalloc(sizeof(float) * (size_t)(b.n_x + 1));
    b.Y = xmalloc(sizeof(double) * (size_t)(b.n_y + 1));
    b.Yf = xmalloc(sizeof(float) * (size_t)(b.n_y + 1));
    b.ref = xmalloc(sizeof(double) * (size_t)(b.n_y + 1));
    b.bound = xmalloc(sizeof(double) * (size_t)(b.n_y + 1));
    for (int64_t q = 0; q < b.n_x; ++q) {
        b.Xf[q] = (float)(2 * rng_uniform() - 1);
        b.X[q] = b.Xf[q]; /* the same inputs in both precisions */
    }
    reference(a, k, b.X, b.ref, b.bound);
    dev_copyin(b.X, sizeof(double) * (size_t)b.n_x);
    dev_copyin(b.Xf, sizeof(float) * (size_t)b.n_x);
    dev_create(b.Y, sizeof(double) * (size_t)b.n_y);
    dev_create(b.Yf, sizeof(float) * (size_t)b.n_y);
    return b;
}

static void free_blocks(blocks *b)
{
    dev_delete(b->X, sizeof(double) * (size_t)b->n_x);
    dev_delete(b->Xf, sizeof(float) * (size_t)b->n_x);
    dev_delete(b->Y, sizeof(double) * (size_t)b->n_y);
    dev_delete(b->Yf, sizeof(float) * (size_t)b->n_y);
    free(b->X), free(b->Xf), free(b->Y), free(b->Yf), free(b->ref), free(b->bound);
}

/* Y and Yf on the device poisoned with NaN, so an element a kernel fails to write shows. */
static void poison(blocks *b)
{
    for (int64_t q = 0; q < b->n_y; ++q)
        b->Y[q] = NAN, b->Yf[q] = NAN;
    dev_update_device(b->Y, sizeof(double) * (size_t)b->n_y);
    dev_update_device(b->Yf, sizeof(float) * (size_t)b->n_y);
}

static void check_result(blocks *b, const char *what, int k)
{
    dev_update_host(b->Y, sizeof(double) * (size_t)b->n_y);
    dev_update_host(b->Yf, sizeof(float) * (size_t)b->n_y);
    const double wd = worst_error(b->n_y, b->Y, b->ref, b->bound, 0x1p-53);
    double *yf = xmalloc(sizeof(double) * (size_t)(b->n_y + 1));
    for (int64_t q = 0; q < b->n_y; ++q)
        yf[q] = b->Yf[q];
    const double wf = worst_error(b->n_y, yf, b->ref, b->bound, 0x1p-24);
    free(yf);
    CHECK(wd <= 1, "%s k=%d double: error %.3g x the rounding bound", what, k, wd);
    CHECK(wf <= 1, "%s k=%d float: error %.3g x the rounding bound", what, k, wf);
}

static const int KS[] = {1, 2, 3, 4, 7, 8, 16, 32};
enum { NK = sizeof KS / sizeof KS[0] };

/* Every variant that takes this storage, every k, both precisions. */
static void check_csb(const csr_matrix *a, int32_t B, int symmetric, const char *what)
{
    csb_matrix s;
    char err[256], label[200];
    CHECK(csb_from_csr(&s, a, B, symmetric, err, sizeof err) == 0, "%s: %s", what, err);
    snprintf(label, sizeof label, "%s B=%d%s", what, B, symmetric ? " half-stored" : "");
    check_layout(&s, label);
    csb_make_float(&s);
    csb_to_device(&s);
    if (!symmetric) { /* rowwise_indexed's, however sparse the blocks */
        CHECK(csb_make_row_index(&s, 0, err, sizeof err) == 0, "%s: row index: %s", label, err);
        if (s.row_start_wide)
            strncat(label, ", 32-bit row index", sizeof label - strlen(label) - 1);
    }
    for (int ki = 0; ki < NK; ++ki) {
        const int k = KS[ki];
        blocks b = make_blocks(a, k);
        /* the host reference of the CSB layout itself */
        csb_spmm_reference(&s, k, b.X, b.Y);
        CHECK(worst_error(b.n_y, b.Y, b.ref, b.bound, 0x1p-53) <= 1, "%s: csb_spmm_reference k=%d",
              label, k);
        for (int v = 0; v < SPMM_N_VARIANTS; ++v) {
            const char *why;
            if (!csb_spmm_available(&s, (spmm_variant)v, &why))
                continue;
            poison(&b);
            csb_spmm(&s, (spmm_variant)v, k, b.X, b.Y);
            csb_spmm_float(&s, (spmm_variant)v, k, b.Xf, b.Yf);
            char vl[260];
            snprintf(vl, sizeof vl, "%s %s", label, spmm_variant_name((spmm_variant)v));
            check_result(&b, vl, k);
        }
        free_blocks(&b);
    }
    csb_free(&s);
}

static void check_csr_spmm(const csr_matrix *a, const char *what)
{
    sparse_matrix m;
    sparse_matrix_build(&m, a, FORMAT_CSR);
    sparse_matrix_to_device(&m);
    sparse_matrix_make_float(&m);
    for (int ki = 0; ki < NK; ++ki) {
        blocks b = make_blocks(a, KS[ki]);
        poison(&b);
        csr_spmm(&m, KS[ki], b.X, b.Y);
        csr_spmm_float(&m, KS[ki], b.Xf, b.Yf);
        char label[200];
        snprintf(label, sizeof label, "%s csr", what);
        check_result(&b, label, KS[ki]);
        free_blocks(&b);
    }
    sparse_matrix_free(&m);
}

/* X and Y one value off a 16-byte boundary: the fixed-k kernels take their rows as 16-byte
 * aligned (vector loads), so the dispatch must give such blocks to the kernels for any k. */
static void check_unaligned(const csr_matrix *a, int32_t B, int symmetric)
{
    enum { K = 8 };
    csb_matrix s;
    char err[256];
    CHECK(csb_from_csr(&s, a, B, symmetric, err, sizeof err) == 0, "%s", err);
    csb_make_float(&s);
    csb_to_device(&s);
    if (!symmetric)
        CHECK(csb_make_row_index(&s, 0, err, sizeof err) == 0, "row index: %s", err);
    sparse_matrix m;
    sparse_matrix_build(&m, a, FORMAT_CSR);
    sparse_matrix_to_device(&m);
    sparse_matrix_make_float(&m);
    const int64_t nx = (int64_t)a->n_cols * K, ny = (int64_t)a->n_rows * K;
    double *X = xmalloc(sizeof(double) * (size_t)(nx + 1)), *Y = xmalloc(sizeof(double) * (size_t)(ny + 1));
    float *Xf = xmalloc(sizeof(float) * (size_t)(nx + 1)), *Yf = xmalloc(sizeof(float) * (size_t)(ny + 1));
    double *ref = xmalloc(sizeof(double) * (size_t)ny), *bound = xmalloc(sizeof(double) * (size_t)ny);
    double *x = X + 1, *y = Y + 1; /* 8 bytes past malloc's 16-byte boundary */
    float *xf = Xf + 1, *yf = Yf + 1; /* 4 bytes past it */
    for (int64_t q = 0; q < nx; ++q)
        x[q] = xf[q] = (float)(2 * rng_uniform() - 1);
    reference(a, K, x, ref, bound);
    dev_copyin(x, sizeof(double) * (size_t)nx);
    dev_copyin(xf, sizeof(float) * (size_t)nx);
    dev_create(y, sizeof(double) * (size_t)ny);
    dev_create(yf, sizeof(float) * (size_t)ny);
    double *yd = xmalloc(sizeof(double) * (size_t)ny);
    for (int v = -1; v < SPMM_N_VARIANTS; ++v) { /* -1: CSR */
        if (v >= 0 && !csb_spmm_available(&s, (spmm_variant)v, NULL))
            continue;
        if (v < 0) {
            csr_spmm(&m, K, x, y);
            csr_spmm_float(&m, K, xf, yf);
        } else {
            csb_spmm(&s, (spmm_variant)v, K, x, y);
            csb_spmm_float(&s, (spmm_variant)v, K, xf, yf);
        }
        dev_update_host(y, sizeof(double) * (size_t)ny);
        dev_update_host(yf, sizeof(float) * (size_t)ny);
        for (int64_t q = 0; q < ny; ++q)
            yd[q] = yf[q];
        const char *name = v < 0 ? "csr" : spmm_variant_name((spmm_variant)v);
        CHECK(worst_error(ny, y, ref, bound, 0x1p-53) <= 1, "unaligned blocks, %s double", name);
        CHECK(worst_error(ny, yd, ref, bound, 0x1p-24) <= 1, "unaligned blocks, %s float", name);
    }
    dev_delete(x, sizeof(double) * (size_t)nx);
    dev_delete(xf, sizeof(float) * (size_t)nx);
    dev_delete(y, sizeof(double) * (size_t)ny);
    dev_delete(yf, sizeof(float) * (size_t)ny);
    free(X), free(Y), free(Xf), free(Yf), free(ref), free(bound), free(yd);
    sparse_matrix_free(&m);
    csb_free(&s);
}

/* Which variants each storage mode offers, with reasons for the others. */
static void check_availability(void)
{
    csr_matrix a;
    random_csr(&a, 40, 40, 4, -1, 1);
    csb_matrix general, half;
    char err[256];
    CHECK(csb_from_csr(&general, &a, 16, 0, err, sizeof err) == 0, "%s", err);
    CHECK(csb_from_csr(&half, &a, 16, 1, err, sizeof err) == 0, "%s", err);
    const char *why;
    CHECK(!csb_spmm_available(&general, SPMM_FUSED, &why) && strstr(why, "half-stored"),
          "fused on a general matrix refused with a reason");
    CHECK(!csb_spmm_available(&half, SPMM_NAIVE, &why) && strstr(why, "general"),
          "naive on a half-stored matrix refused with a reason");
    CHECK(!csb_spmm_available(&general, SPMM_ROWWISE_FUSED, &why) && strstr(why, "half-stored"),
          "rowwise_fused on a general matrix refused with a reason");
    CHECK(!csb_spmm_available(&half, SPMM_ROWWISE, &why) && strstr(why, "general"),
          "rowwise on a half-stored matrix refused with a reason");
    int any = 0;
    for (int v = 0; v < SPMM_N_VARIANTS; ++v)
        any += csb_spmm_available(spmm_variant_half_stored((spmm_variant)v) ? &half : &general,
                                  (spmm_variant)v, &why);
    CHECK(any >= 1, "the flavour %s builds at least one CSB variant", dev_flavour());
    for (int v = 0; v < SPMM_N_VARIANTS; ++v)
        if (!csb_spmm_available(spmm_variant_half_stored((spmm_variant)v) ? &half : &general,
                                (spmm_variant)v, &why))
            printf("note: %s: %s not available: %s\n", dev_flavour(),
                   spmm_variant_name((spmm_variant)v), why);
    /* the half-stored matrix keeps the upper triangle: (nnz + diagonal entries) / 2 */
    int64_t diag = 0;
    for (int32_t i = 0; i < a.n_rows; ++i)
        for (int32_t e = a.rowptr[i]; e < a.rowptr[i + 1]; ++e)
            diag += a.col[e] == i;
    CHECK(half.nnz == (a.nnz + diag) / 2 && general.nnz == a.nnz,
          "half-stored keeps %lld of %lld entries (diagonal %lld)", (long long)half.nnz,
          (long long)a.nnz, (long long)diag);
    csb_free(&general), csb_free(&half), csr_free(&a);
}

static void check_refusals(void)
{
    csr_matrix a, sq;
    random_csr(&a, 30, 20, 3, -1, 0);
    random_csr(&sq, 30, 30, 3, -1, 0);
    csb_matrix s;
    char err[256] = "";
    CHECK(csb_from_csr(&s, &a, 65537, 0, err, sizeof err) != 0 && strstr(err, "16-bit"),
          "B = 65537 refused: '%s'", err);
    CHECK(csb_from_csr(&s, &a, 0, 0, err, sizeof err) != 0 && strstr(err, "block size"),
          "B = 0 refused: '%s'", err);
    CHECK(csb_from_csr(&s, &a, 8, 1, err, sizeof err) != 0 && strstr(err, "square"),
          "half-stored 30 x 20 refused: '%s'", err);
    CHECK(csb_from_csr(&s, &a, 65536, 0, err, sizeof err) == 0, "B = 65536 accepted: %s", err);
    csb_free(&s);
    /* a non-symmetric matrix is named with its first offending entry */
    int found = 0;
    for (int32_t i = 0; i < sq.n_rows && !found; ++i)
        found = sq.rowptr[i + 1] > sq.rowptr[i];
    CHECK(csr_symmetry_error(&sq, err, sizeof err) != 0 && strstr(err, "not symmetric"),
          "random matrix found non-symmetric: '%s'", err);
    CHECK(csr_symmetry_error(&a, err, sizeof err) != 0 && strstr(err, "not square"),
          "30 x 20 found non-square: '%s'", err);
    csr_matrix sym;
    random_csr(&sym, 25, 25, 3, 5, 1);
    CHECK(csr_symmetry_error(&sym, err, sizeof err) == 0, "A + A^T is symmetric: %s", err);
    /* duplicates and out-of-range columns in raw rows */
    const int64_t rowptr[3] = {0, 2, 3}, down[3] = {0, 2, 1};
    const int32_t dup_col[3] = {1, 1, 0}, bad_col[3] = {0, 5, 0}, unsorted_ok[3] = {1, 0, 2};
    const int32_t unsorted[3] = {2, 0, 1};
    const double val[3] = {1, 2, 3};
    for (int k = 0; k < N_BUILDS; ++k) {
        const csb_options *how = &BUILDS[k];
        const char *by = BUILD_NAMES[k];
        CHECK(csb_from_rows_with(&s, 2, 3, rowptr, dup_col, val, 2, 0, how, err, sizeof err) != 0 &&
                  strstr(err, "duplicate entry (1, 2)"),
              "%s: duplicate refused: '%s'", by, err);
        CHECK(csb_from_rows_with(&s, 2, 3, rowptr, bad_col, val, 2, 0, how, err, sizeof err) != 0 &&
                  strstr(err, "column 6 outside"),
              "%s: column outside refused: '%s'", by, err);
        CHECK(csb_from_rows_with(&s, 2, 3, down, unsorted_ok, val, 2, 0, how, err, sizeof err) != 0 &&
                  strstr(err, "row 2: row offsets decrease"),
              "%s: decreasing offsets refused: '%s'", by, err);
        /* unsorted columns inside a row are accepted and sorted */
        CHECK(csb_from_rows_with(&s, 2, 3, rowptr, unsorted, val, 2, 0, how, err, sizeof err) == 0,
              "%s: %s", by, err);
        csb_entries_to_host(&s);
        check_layout(&s, "unsorted rows");
        csb_free(&s);
    }
    /* CSB_BUILD names the way csb_from_rows takes; anything else is refused */
    setenv("CSB_BUILD", "rows", 1);
    CHECK(csb_from_rows(&s, 2, 3, rowptr, unsorted, val, 2, 0, err, sizeof err) != 0 &&
              strstr(err, "CSB_BUILD=rows: expected auto, block_rows, blocks or scatter"),
          "a bad CSB_BUILD refused: '%s'", err);
    for (int k = 0; k < N_BUILDS; ++k) {
        setenv("CSB_BUILD", BUILD_ENV[k], 1);
        CHECK(csb_from_rows(&s, 2, 3, rowptr, unsorted, val, 2, 0, err, sizeof err) == 0,
              "CSB_BUILD=%s: %s", getenv("CSB_BUILD"), err);
        csb_free(&s);
    }
    unsetenv("CSB_BUILD");
    csr_free(&a), csr_free(&sq), csr_free(&sym);
}

static int64_t row_index_errors(const csb_matrix *s);

/* The row index (rowwise_indexed's): 32-bit words for a block past 16-bit offsets, correct
 * word for word; refused, with the reason, for blocks sparser than the programs' limit. */
static void check_row_index_widths(void)
{
    enum { N = 260 }; /* one dense 260 x 260 block: 67,600 entries */
    int64_t *rowptr = xmalloc(sizeof *rowptr * (N + 1));
    int32_t *col = xmalloc(sizeof *col * N * N);
    for (int i = 0; i <= N; ++i)
        rowptr[i] = (int64_t)i * N;
    for (int e = 0; e < N * N; ++e)
        col[e] = e % N;
    csb_matrix s;
    char err[256];
    CHECK(csb_from_rows(&s, N, N, rowptr, col, NULL, 512, 0, err, sizeof err) == 0, "%s", err);
    CHECK(csb_make_row_index(&s, 0, err, sizeof err) == 0 && s.row_start_wide && !s.row_start,
          "row index of a 67,600-entry block: 32-bit words (%s)", err);
    CHECK(row_index_errors(&s) == 0, "the 32-bit row index: %lld words wrong",
          (long long)row_index_errors(&s));
    CHECK(csb_spmm_bytes(&s, SPMM_ROWWISE_INDEXED, 1, 0) ==
              (512.0 + 1) * 4 + (double)N * N * (8 + 2) + 2 * 8 + 16 + 8.0 * 2 * N,
          "rowwise_indexed's bytes count the 32-bit words");
    csb_free(&s);
    free(rowptr), free(col);
    csr_matrix a;
    random_csr(&a, 203, 203, 9, 17, 0);
    CHECK(csb_from_csr(&s, &a, 16, 0, err, sizeof err) == 0, "%s", err);
    CHECK(csb_make_row_index(&s, 0, err, sizeof err) == 0 && s.row_start && !s.row_start_wide,
          "row index of 16 x 16 blocks: 16-bit words (%s)", err);
    csb_free(&s);
    CHECK(csb_from_csr(&s, &a, 16, 0, err, sizeof err) == 0, "%s", err);
    CHECK(csb_make_row_index(&s, CSB_ROW_INDEX_MAX_WORDS, err, sizeof err) != 0 &&
              strstr(err, "too sparse for rowwise_indexed"),
          "row index of sparse 16 x 16 blocks refused at the programs' limit: '%s'", err);
    CHECK(csb_make_row_index(&s, 0, err, sizeof err) == 0, "and built without a limit: %s", err);
    csb_free(&s);
    csr_free(&a);
}

/* Words of s's row index (on the host) that differ from its definition: row_start[b * (B +
 * 1) + r] = the number of block b's entries with a local row below r. */
static int64_t row_index_errors(const csb_matrix *s)
{
    int64_t wrong = 0;
    for (int64_t b = 0; b < s->n_blocks; ++b)
        for (int32_t r = 0; r <= s->B; ++r) {
            int64_t below = 0;
            for (int64_t e = s->block_ptr[b]; e < s->block_ptr[b + 1]; ++e)
                below += s->rloc[e] < r;
            const int64_t w = b * ((int64_t)s->B + 1) + r;
            wrong += (s->row_start_wide ? s->row_start_wide[w] : s->row_start[w]) != below;
        }
    return wrong;
}

/* Two CSB matrices stored alike, array for array. */
static int csb_equal(const csb_matrix *a, const csb_matrix *b)
{
    int same = a->nnz == b->nnz && a->n_blocks == b->n_blocks;
    for (int64_t e = 0; same && e < a->nnz; ++e)
        same = a->rloc[e] == b->rloc[e] && a->cloc[e] == b->cloc[e] && a->val[e] == b->val[e];
    for (int64_t k = 0; same && k <= a->n_blocks; ++k)
        same = a->block_ptr[k] == b->block_ptr[k] &&
               (k == a->n_blocks ||
                (a->block_row[k] == b->block_row[k] && a->block_col[k] == b->block_col[k]));
    return same;
}

/* csb_from_rows on rows in any column order (the shell model's atomic fill gives them so):
 * the same CSB, array for array, as from the sorted rows, for rows with a few entries per
 * block (placed by insertion) and rows crowded in one block (sorted first); and a duplicate in
 * a crowded row named by its row and column. */
static void check_unsorted_rows(const csr_matrix *a, int32_t B, int symmetric, const char *what)
{
    const int64_t nnz = a->rowptr[a->n_rows];
    int64_t *rowptr = xmalloc(sizeof *rowptr * ((size_t)a->n_rows + 1));
    int32_t *col = xmalloc(sizeof *col * (size_t)(nnz + 1));
    double *val = xmalloc(sizeof *val * (size_t)(nnz + 1));
    for (int32_t i = 0; i <= a->n_rows; ++i)
        rowptr[i] = a->rowptr[i];
    for (int64_t e = 0; e < nnz; ++e)
        col[e] = a->col[e], val[e] = a->val[e];
    for (int32_t i = 0; i < a->n_rows; ++i) /* shuffle each row */
        for (int64_t e = rowptr[i + 1] - 1; e > rowptr[i]; --e) {
            const int64_t r = rowptr[i] + rng_below((int32_t)(e - rowptr[i] + 1));
            const int32_t c = col[e];
            const double v = val[e];
            col[e] = col[r], val[e] = val[r];
            col[r] = c, val[r] = v;
        }
    csb_matrix want, got;
    char err[256];
    CHECK(csb_from_csr(&want, a, B, symmetric, err, sizeof err) == 0, "%s: %s", what, err);
    csb_matrix ref;
    CHECK(csb_from_rows_reference(&ref, a->n_rows, a->n_cols, rowptr, col, val, B, symmetric) == 0,
          "%s: reference construction", what);
    for (int k = 0; k < N_BUILDS; ++k) {
        CHECK(csb_from_rows_with(&got, a->n_rows, a->n_cols, rowptr, col, val, B, symmetric,
                               &BUILDS[k], err, sizeof err) == 0,
              "%s shuffled, %s: %s", what, BUILD_NAMES[k], err);
        if (BUILDS[k].device_only) {
            CHECK(!got.host_entries, "%s, %s: the entries left on the device", what, BUILD_NAMES[k]);
            /* the float values and the row index from the device's entries */
            csb_make_float(&got);
            CHECK(symmetric || csb_make_row_index(&got, 0, err, sizeof err) == 0, "%s", err);
        }
        csb_entries_to_host(&got);
        int64_t float_off = 0;
        for (int64_t e = 0; got.val_f && e < got.nnz; ++e)
            float_off += got.val_f[e] != (float)got.val[e];
        CHECK(float_off == 0, "%s, %s: %lld float values differ from the double ones", what,
              BUILD_NAMES[k], (long long)float_off);
        if (got.row_start || got.row_start_wide)
            CHECK(row_index_errors(&got) == 0, "%s, %s: %lld words of the row index wrong", what,
                  BUILD_NAMES[k], (long long)row_index_errors(&got));
        CHECK(csb_equal(&got, &want),
              "%s, B %d, %s: CSB from shuffled rows equals the one from sorted rows", what, B,
              BUILD_NAMES[k]);
        check_layout(&got, what);
        CHECK(csb_equal(&got, &ref),
              "%s, B %d%s, %s: the kernels' CSB equals the reference (a sort of every entry)",
              what, B, symmetric ? " half-stored" : "", BUILD_NAMES[k]);
        csb_free(&got);
    }
    csb_free(&want), csb_free(&ref);
    /* a duplicate in the longest row, put first so that the rest arrive out of order */
    int32_t longest = 0;
    for (int32_t i = 1; i < a->n_rows; ++i)
        if (rowptr[i + 1] - rowptr[i] > rowptr[longest + 1] - rowptr[longest])
            longest = i;
    if (rowptr[longest + 1] - rowptr[longest] > 1) {
        const int64_t first = rowptr[longest], last = rowptr[longest + 1] - 1;
        int64_t top = first; /* the largest column of the row goes first, twice */
        for (int64_t e = first; e <= last; ++e)
            top = col[e] > col[top] ? e : top;
        const int32_t c = col[top];
        col[top] = col[first], col[first] = c, col[last] = c;
        char expect[64];
        snprintf(expect, sizeof expect, "duplicate entry (%d, %d)", longest + 1, c + 1);
        for (int k = 0; k < N_BUILDS; ++k)
            CHECK(csb_from_rows_with(&got, a->n_rows, a->n_cols, rowptr, col, val, B, 0, &BUILDS[k],
                                   err, sizeof err) != 0 && strstr(err, expect),
                  "%s, %s: '%s' refused with '%s'", what, BUILD_NAMES[k], err, expect);
    }
    free(rowptr), free(col), free(val);
}

/* A row crowded in one block (100 columns in descending order) whose entry in another block
 * comes last, after rows that placed entries in that block: taking the crowded row back must
 * leave the other rows' entries alone. */
static void check_crowded_row(void)
{
    enum { N = 300, LONG = 100 };
    int64_t rowptr[4] = {0, 2, 2 + LONG + 1, 2 + LONG + 3};
    int32_t down[LONG + 5], up[LONG + 5];
    double val[LONG + 5];
    const int32_t before[2] = {150, 210}, after[2] = {5, 250};
    for (int e = 0; e < 2; ++e)
        down[e] = up[e] = before[e], down[LONG + 3 + e] = up[LONG + 3 + e] = after[e];
    for (int e = 0; e < LONG; ++e)
        down[2 + e] = LONG - 1 - e, up[2 + e] = e; /* row 1: 99, 98, ..., 0, then 200 */
    down[2 + LONG] = up[2 + LONG] = 200;
    csb_matrix want, got;
    char err[256];
    for (int e = 0; e < LONG + 5; ++e)
        val[e] = 1;
    for (int k = 0; k < N_BUILDS; ++k) {
        for (int e = 0; e < LONG; ++e) /* the values follow the columns */
            val[2 + e] = 1000 + down[2 + e];
        CHECK(csb_from_rows_with(&got, 3, N, rowptr, down, val, 128, 0, &BUILDS[k], err,
                                 sizeof err) == 0,
              "crowded row, %s: %s", BUILD_NAMES[k], err);
        for (int e = 0; e < LONG; ++e)
            val[2 + e] = 1000 + up[2 + e];
        CHECK(csb_from_rows_with(&want, 3, N, rowptr, up, val, 128, 0, &BUILDS[k], err,
                                 sizeof err) == 0,
              "sorted row, %s: %s", BUILD_NAMES[k], err);
        csb_entries_to_host(&got), csb_entries_to_host(&want);
        CHECK(csb_equal(&got, &want),
              "a row crowded in one block, its last entry in another, %s: the same CSB as sorted",
              BUILD_NAMES[k]);
        check_layout(&got, "crowded row");
        csb_free(&got), csb_free(&want);
    }
}

int main(void)
{
    test_seed();
    printf("test_spmm: flavour %s, %s\n", dev_flavour(), dev_is_offloading() ? "offloading" : "host");
    check_refusals();
    check_availability();
    check_row_index_widths();

    csr_matrix a;
    /* general: n not a multiple of B, rows spanning blocks, empty blocks, a dense row */
    random_csr(&a, 203, 203, 9, 17, 0);
    check_csr_spmm(&a, "random 203");
    check_csb(&a, 16, 0, "random 203");
    check_csb(&a, 64, 0, "random 203");
    check_csb(&a, 4096, 0, "random 203"); /* one block */
    csr_free(&a);
    random_csr(&a, 150, 77, 6, -1, 0); /* rectangular */
    check_csr_spmm(&a, "rectangular 150x77");
    check_csb(&a, 10, 0, "rectangular 150x77");
    csr_free(&a);
    random_csr(&a, 1, 1, 1, 0, 0); /* one entry */
    check_csb(&a, 1, 0, "1x1");
    csr_free(&a);
    /* symmetric: half-stored through fused, full through the others */
    random_csr(&a, 301, 301, 5, 40, 1);
    check_csb(&a, 32, 1, "symmetric 301");
    check_csb(&a, 32, 0, "symmetric 301");
    check_csb(&a, 1000, 1, "symmetric 301");
    csr_free(&a);
    /* the gallery: 3D Poisson (symmetric) and the irregular matrix */
    poisson3d(&a, 9);
    check_csb(&a, 100, 1, "poisson 9^3");
    check_csb(&a, 100, 0, "poisson 9^3");
    check_csr_spmm(&a, "poisson 9^3");
    csr_free(&a);
    /* blocks of more than 65,535 entries: rowwise_indexed on the 32-bit row index, rows
     * spanning two block rows, n not a multiple of B */
    poisson3d(&a, 26);
    check_csb(&a, 16384, 0, "poisson 26^3");
    csr_free(&a);
    check_crowded_row();
    /* rows in any order: few entries per block, and crowded ones (the full row 17) */
    random_csr(&a, 203, 203, 9, 17, 0);
    check_unsorted_rows(&a, 64, 0, "random 203");
    check_unsorted_rows(&a, 8, 0, "random 203");
    csr_free(&a);
    random_csr(&a, 301, 301, 70, 40, 1);
    check_unsorted_rows(&a, 128, 1, "symmetric 301");
    check_unsorted_rows(&a, 128, 0, "symmetric 301");
    check_unsorted_rows(&a, 7, 1, "symmetric 301");
    csr_free(&a);
    random_csr(&a, 1000, 517, 40, 3, 0); /* many block rows and columns */
    check_unsorted_rows(&a, 32, 0, "random 1000x517");
    check_unsorted_rows(&a, 3, 0, "random 1000x517");
    csr_free(&a);
    random_irregular(&a, 2000, 7, 3);
    check_csb(&a, 256, 0, "irregular 2000");
    csr_free(&a);
    random_csr(&a, 301, 301, 5, 40, 1);
    check_unaligned(&a, 32, 0);
    check_unaligned(&a, 32, 1);
    csr_free(&a);
    return test_summary("test_spmm");
}
