/* Sparse matrices on the host and on the device: CSR (the canonical form),
 * column-major ELLPACK and SELL-C-sigma, conversions between them, and the
 * format-independent operations the solvers use (SpMV, residual). */
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

typedef struct {
    int32_t n_rows, n_cols, n_chunks, C, sigma;
    int64_t *chunk_ptr; /* n_chunks + 1: first entry of each chunk */
    int32_t *chunk_len; /* n_chunks: padded row length of each chunk */
    int32_t *perm;      /* n_chunks * C: original row of each slot, -1 for padding slots */
    int32_t *col;       /* chunk_ptr[n_chunks], entry k of slot lane at chunk_ptr + k * C + lane */
    double *val;
} sell_matrix;

typedef enum { FORMAT_CSR, FORMAT_ELLPACK, FORMAT_SELL } sparse_format;

/* One matrix in one format, plus (optionally) single-precision values. */
typedef struct {
    sparse_format format;
    csr_matrix csr;
    ell_matrix ell;
    sell_matrix sell;
    float *val_f; /* values of the active format in float, or NULL */
    int on_device;
} sparse_matrix;

const char *format_name(sparse_format f);
int parse_format(const char *name, sparse_format *out); /* 0 on success */

/* CSR from triplets (0-based); duplicate entries are summed, columns sorted. */
void csr_from_triplets(csr_matrix *a, int32_t n_rows, int32_t n_cols, int64_t n,
                       const int32_t *row, const int32_t *col, const double *val);
void csr_free(csr_matrix *a);
void csr_spmv_reference(const csr_matrix *a, const double *x, double *y);

void ell_from_csr(ell_matrix *e, const csr_matrix *a);
void ell_free(ell_matrix *e);
void sell_from_csr(sell_matrix *s, const csr_matrix *a, int32_t C, int32_t sigma);
void sell_free(sell_matrix *s);

/* Build `m` in `format` from `a` (copied). SELL uses the spec's C and sigma. */
void sparse_matrix_build(sparse_matrix *m, const csr_matrix *a, sparse_format format);
void sparse_matrix_make_float(sparse_matrix *m); /* fill val_f */
void sparse_matrix_to_device(sparse_matrix *m);
void sparse_matrix_free(sparse_matrix *m);       /* also releases the device copy */
/* Bytes one SpMV must move at least: matrix arrays once, x once, y written once. */
double sparse_matrix_spmv_bytes(const sparse_matrix *m, int single);
int64_t sparse_matrix_stored_entries(const sparse_matrix *m); /* nnz incl. padding */

/* Device-resident operations (all vectors must be present on the device). */
void sparse_matrix_spmv(const sparse_matrix *m, const double *x, double *y);
void sparse_matrix_residual(const sparse_matrix *m, const double *x, const double *b, double *r);
void sparse_matrix_spmv_float(const sparse_matrix *m, const float *x, float *y);
void sparse_matrix_residual_float(const sparse_matrix *m, const float *x, const float *b,
                                  float *r);

/* Device copy bandwidth (bytes read + written per second) of the flavour's own generated
 * copy kernel on mbytes MiB: the roofline the benchmarks compare with (median of 7 batches of
 * reps copies). */
double sparse_copy_bandwidth(size_t mbytes, int reps);

/* 3D 7-point Poisson (Dirichlet) on an n x n x n grid: n^3 unknowns. */
void poisson3d(csr_matrix *a, int32_t n);
/* n x n random matrix with heavy-tailed row lengths (mean about mean_len,
 * longest 32 mean_len), sorted distinct columns; reproducible from seed. */
void random_irregular(csr_matrix *a, int32_t n, int32_t mean_len, uint64_t seed);
/* The benchmarks' --matrix argument: "poisson:N", "irregular:N:MEAN:SEED" or a Matrix
 * Market file; dies with one line naming the spec when it is malformed. */
void matrix_from_spec(const char *spec, csr_matrix *a);

#endif
