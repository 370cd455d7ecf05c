/* Sparse matrices on the host and on the device: CSR (the canonical form),
 * column-major ELLPACK, SELL-C-sigma and reduced SELL (R-ELLPACK A and B),
 * conversions between them, and the format-independent row operations the
 * solvers use (SpMV, residual, the V-cycle's prolongation and smoother step). */
#ifndef SPARSE_MATRIX_H
#define SPARSE_MATRIX_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    int32_t n_rows, n_cols;
    int64_t nnz;
    int32_t *rowptr; /* n_rows + 1 */
    int32_t *col;    /* nnz, sorted ascending inside each row */
    double *val;     /* nnz */
} csr_matrix;

typedef struct {
    int32_t n_rows, n_cols, width; /* width = longest row */
    int32_t *col;                  /* width * n_rows, entry k of row i at k * n_rows + i */
    double *val;
} ell_matrix;

/* How the padding of a SELL chunk (entries beyond a row's length, up to its chunk's) is
 * stored: value 0 and column 0 (SELL-C-sigma), value 0 and the row's last column (reduced
 * SELL A), or the same plus each slot's row length, so that kernels stop there (reduced
 * SELL B). */
typedef enum { SELL_PAD_COLUMN_ZERO, SELL_PAD_LAST_COLUMN, SELL_PAD_ROW_LENGTHS } sell_padding;

typedef struct {
    int32_t n_rows, n_cols, n_chunks, C, sigma;
    sell_padding padding;
    int64_t *chunk_ptr; /* n_chunks + 1: first entry of each chunk */
    int32_t *chunk_len; /* n_chunks: padded row length of each chunk */
    int32_t *perm;      /* n_chunks * C: original row of each slot, -1 for padding slots */
    int32_t *slot_len;  /* n_chunks * C: row length of each slot (SELL_PAD_ROW_LENGTHS only) */
    int32_t *col;       /* chunk_ptr[n_chunks], entry k of slot lane at chunk_ptr + k * C + lane */
    double *val;
} sell_matrix;

/* The row formats (specs/sparse.yaml `formats`, in its order): CSR with one row per thread
 * or a team of lanes per row (same storage), ELLPACK, SELL-C-sigma, reduced SELL A and B. */
typedef enum {
    FORMAT_CSR,
    FORMAT_CSR_VECTOR,
    FORMAT_ELLPACK,
    FORMAT_SELL,
    FORMAT_RSELL_A,
    FORMAT_RSELL_B,
    FORMAT_COUNT
} sparse_format;

/* One matrix in one format, plus (optionally) single-precision values; optionally cut into
 * column segments (sparse_matrix_split_columns), each a matrix of the same format over every
 * row and one range of columns, which then hold the device copy in its place. */
typedef struct sparse_matrix {
    sparse_format format;
    csr_matrix csr;
    ell_matrix ell;
    sell_matrix sell;
    float *val_f; /* values of the active format in float, or NULL */
    int on_device;
    int n_segments;                  /* 0: not cut */
    struct sparse_matrix *segments;  /* n_segments, in column order */
} sparse_matrix;

const char *format_name(sparse_format f);
int parse_format(const char *name, sparse_format *out); /* 0 on success */
int format_generated(sparse_format f); /* 1 if the spec generated its kernels */
const char *format_list(void);         /* the generated formats, "csr, ..., rsell_b" */

/* CSR from triplets (0-based); duplicate entries are summed, columns sorted. */
void csr_from_triplets(csr_matrix *a, int32_t n_rows, int32_t n_cols, int64_t n,
                       const int32_t *row, const int32_t *col, const double *val);
void csr_free(csr_matrix *a);
void csr_spmv_reference(const csr_matrix *a, const double *x, double *y);
/* ||b - A x|| / ||b|| (||b - A x|| when b = 0), on the host with the reference product. */
double csr_relative_residual(const csr_matrix *a, const double *x, const double *b);
/* Host CSR algebra (runtime/sparse/csr_ops.c): rowptr zeroed, col and val unset. */
void csr_alloc(csr_matrix *a, int32_t n_rows, int32_t n_cols, int64_t nnz);
void csr_copy(const csr_matrix *a, csr_matrix *c);
void csr_transpose(const csr_matrix *a, csr_matrix *t);             /* t = a^T */
void csr_multiply(const csr_matrix *a, const csr_matrix *b, csr_matrix *c); /* c = a b */
void csr_sort_row(int32_t *col, double *val, int32_t len); /* by column, values alongside */
int csr_is_symmetric(const csr_matrix *a); /* same pattern, values within 1e-12 max |a_ij| */
/* Dies with "<name>: ..." unless a is square, non-empty, and has a nonzero in every row and
 * every column (otherwise it is singular). */
void csr_check_solvable(const csr_matrix *a, const char *name);

void ell_from_csr(ell_matrix *e, const csr_matrix *a);
void ell_free(ell_matrix *e);
void sell_from_csr(sell_matrix *s, const csr_matrix *a, int32_t C, int32_t sigma,
                   sell_padding padding);
/* s's long chunks stored first, longest first, and the others after them in row order (both
 * stable), each chunk with its slots, rows and entries: every row's sum is what it was. A
 * chunk is long when its length is at least `factor` times the mean stored row length
 * (factor <= 0: s unchanged). SELL-C-sigma's windows sort each window's rows longest first,
 * so in row order the last window's long chunks start last on a GPU and run on alone after
 * the rest; moved to the front, they start first (BENCHMARKS.md, sparse, "long chunks first").
 * Only the long ones move: the others keep their neighbours in x and y. */
void sell_order_long_chunks_first(sell_matrix *s, int32_t factor);
/* sell_from_csr, then the long chunks first as the flavour's spec says (specs/sparse.yaml
 * spmv.sell_long_chunks_first): what the programs and the tuner multiply */
void sparse_sell_from_csr(sell_matrix *s, const csr_matrix *a, int32_t C, int32_t sigma,
                          sell_padding padding);
/* SELL-C-sigma's row order: order[i] is the row placed i-th, rows sorted by length (longest
 * first, then by index) inside windows of `window` rows. */
void csr_length_order(const csr_matrix *a, int32_t window, int32_t *order);
/* The same for a (square) matrix to be cut into n_segments column segments
 * (sparse_matrix_split_columns): the windows are also cut where a segment starts, and rows of
 * one length are ordered by their lengths in the segments, back and forth (convert.c says
 * how). A renumbering in that order moves no column out of its segment, and neighbouring rows
 * have similar lengths in every segment: each segment's SELL, sorted in windows of C rows,
 * then needs little padding and keeps every row in its chunk. n_segments 1: csr_length_order. */
void csr_segment_length_order(const csr_matrix *a, int32_t window, int n_segments,
                              int32_t *order);
/* b = P a P^T for that order (square a): row i of b is row order[i] of a, column j of a is
 * column inv[j] of b (inv[order[i]] = i), each row's columns sorted. SELL-C-sigma of b with
 * sigma dividing the window needs no permutation, so its SpMV stores y in order, where a's
 * stores each row's sum at a scattered place; a solver that keeps its vectors renumbered
 * (x'[i] = x[order[i]]) gets that for the price of one renumbering of b and x. With
 * n_segments > 1, csr_segment_length_order's order, for b cut into that many segments. */
void csr_reorder_by_length(const csr_matrix *a, int32_t window, int n_segments, csr_matrix *b,
                           int32_t *order);
/* `--reorder none|length:W` (drivers): the window W, or 0 for none; dies naming the option */
int32_t parse_reorder_option(const char *opt, const char *value);
/* a renumbered as csr_reorder_by_length with `window` (0: unchanged) for n_segments column
 * segments, saying so on stderr */
void csr_apply_reorder(csr_matrix *a, int32_t window, int n_segments);
/* --reorder with --column-segments (spmv_bench): b is a renumbered (csr_apply_reorder; window
 * 0: a copy of a) for the column segments its SpMV takes with values of value_bytes, and the
 * count of those is returned: `segments` (sparse_parse_column_segments, `option` naming it in
 * errors) counted on a renumbered by row length alone, then, where that count is more than
 * one, a renumbered again by the lengths in each segment (csr_segment_length_order). */
int csr_renumber_for_segments(const csr_matrix *a, int32_t window, const char *option,
                              const char *segments, size_t value_bytes, csr_matrix *b);
/* the matrix's name in RESULT lines: the spec, or "SPEC+length:W" when renumbered */
void matrix_label(char *buf, size_t len, const char *spec, int32_t window);
void sell_free(sell_matrix *s);

/* Build `m` in `format` from `a` (copied). The SELL formats use the spec's C and sigma. */
void sparse_matrix_build(sparse_matrix *m, const csr_matrix *a, sparse_format format);
/* The same with the SELL formats sorted in windows of sigma rows (a multiple of their C)
 * instead of the spec's sigma; 0: the spec's. */
void sparse_matrix_build_sigma(sparse_matrix *m, const csr_matrix *a, sparse_format format,
                               int32_t sigma);
/* Cuts a built matrix (not yet on the device, no float values yet) into n_segments ranges
 * of columns of equal width. SpMV then runs segment by segment, y = A_0 x, y += A_s x, so
 * that each pass gathers from one slice of x: on a matrix whose columns are scattered over a
 * vector larger than the cache (a GPU's L2), each slice stays in cache while its pass
 * streams its entries past it. Costs a pass over y per extra segment. Only spmv and prolong
 * take a cut matrix. n_segments 1 leaves m as it is. */
void sparse_matrix_split_columns(sparse_matrix *m, int n_segments);
/* How many column segments a needs so that each covers at most limit_bytes of x
 * (value_bytes a value): 1 when limit_bytes is 0, when x fits, or when the rows gather from
 * no more than limit_bytes of x at a time: the median, over windows of window_rows
 * consecutive rows, of the bytes of x (in 128-byte lines) a window's entries touch. So
 * stencils and banded matrices stay whole; a matrix whose columns scatter over x is cut. */
int sparse_column_segments_for(const csr_matrix *a, size_t value_bytes, int64_t limit_bytes,
                               int32_t window_rows);
/* The programs' `--column-segments auto`: the same with the flavour's spec setting
 * (spmv.column_segment_bytes; unlisted flavours 0) and windows of 65,536 rows (of the order
 * of the rows a GPU has in flight: 132 multiprocessors x 2,048 threads on an H100 / H200). */
enum { SPARSE_SEGMENT_WINDOW_ROWS = 65536 };
int sparse_column_segments_auto(const csr_matrix *a, size_t value_bytes);
/* "auto" or a count from 1 to the column count, for the programs' --column-segments; dies
 * naming the option otherwise. */
int sparse_parse_column_segments(const char *option, const char *value, const csr_matrix *a,
                                 size_t value_bytes);
void sparse_matrix_make_float(sparse_matrix *m); /* fill val_f */
void sparse_matrix_to_device(sparse_matrix *m);
void sparse_matrix_free(sparse_matrix *m);       /* also releases the device copy */
/* Bytes one SpMV must move at least: matrix arrays once, x once, y written once. */
double sparse_matrix_spmv_bytes(const sparse_matrix *m, int single);
int64_t sparse_matrix_stored_entries(const sparse_matrix *m); /* nnz incl. padding */

/* Device-resident operations (all vectors must be present on the device):
 *   spmv      y = A x
 *   residual  r = b - A x
 *   prolong   y = y + A x
 *   smooth    d = a d + c dinv .* (b - A x), x_out = x + d  (x_out != x; a = 0: d not read) */
void sparse_matrix_spmv(const sparse_matrix *m, const double *x, double *y);
void sparse_matrix_residual(const sparse_matrix *m, const double *x, const double *b, double *r);
void sparse_matrix_prolong(const sparse_matrix *m, const double *x, double *y);
void sparse_matrix_smooth(const sparse_matrix *m, const double *x, const double *b,
                          const double *dinv, double a, double c, double *d, double *x_out);
void sparse_matrix_spmv_float(const sparse_matrix *m, const float *x, float *y);
void sparse_matrix_residual_float(const sparse_matrix *m, const float *x, const float *b,
                                  float *r);
void sparse_matrix_prolong_float(const sparse_matrix *m, const float *x, float *y);
void sparse_matrix_smooth_float(const sparse_matrix *m, const float *x, const float *b,
                                const float *dinv, float a, float c, float *d, float *x_out);

/* Device copy bandwidth (bytes read + written per second) of the flavour's own generated
 * copy kernel on mbytes MiB: the roofline the benchmarks compare with (median of 7 batches of
 * reps copies). */
double sparse_copy_bandwidth(size_t mbytes, int reps);

/* 3D 7-point Poisson (Dirichlet) on an n x n x n grid: n^3 unknowns. */
void poisson3d(csr_matrix *a, int32_t n);
/* The same with coupling eps in x and 1 in y and z (anisotropic). */
void aniso3d(csr_matrix *a, int32_t n, double eps);
/* -div(k grad u), k = contrast on a checkerboard of cubes of edge n / 4 and 1 elsewhere
 * (harmonic means across faces). */
void jump3d(csr_matrix *a, int32_t n, double contrast);
/* -laplace(u) + w . grad(u), w = peclet (1, 1/2, 1/4), first-order upwind on the grid of
 * spacing h = 1 / (n + 1), scaled by h^2 like poisson3d: nonsymmetric, diagonally dominant. */
void convdiff3d(csr_matrix *a, int32_t n, double peclet);
/* n x n random matrix with heavy-tailed row lengths (mean about mean_len,
 * longest 32 mean_len), sorted distinct columns; reproducible from seed. */
void random_irregular(csr_matrix *a, int32_t n, int32_t mean_len, uint64_t seed);
/* The benchmarks' --matrix argument: "poisson:N", "aniso:N:EPSILON", "jump:N:CONTRAST",
 * "convdiff:N:PECLET", "irregular:N:MEAN:SEED" or a Matrix Market file; dies with one line
 * naming the spec when it is malformed. */
void matrix_from_spec(const char *spec, csr_matrix *a);

#endif
