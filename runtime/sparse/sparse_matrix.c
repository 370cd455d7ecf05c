/* A matrix in its chosen format, moved to the device, and the format dispatch
 * onto the generated kernels (gen/<flavour>/sparse_<format>_<type>.c). */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

static const char *const FORMAT_NAMES[] = {"csr", "ellpack", "sell"};

const char *format_name(sparse_format f) { return FORMAT_NAMES[f]; }

int parse_format(const char *name, sparse_format *out)
{
    for (int f = 0; f < 3; ++f)
        if (strcmp(name, FORMAT_NAMES[f]) == 0) {
            *out = (sparse_format)f;
            return 0;
        }
    return -1;
}

void sparse_matrix_build(sparse_matrix *m, const csr_matrix *a, sparse_format format)
{
    memset(m, 0, sizeof *m);
    m->format = format;
    /* The CSR copy is always kept: it is the reference and the source of the
     * diagonal; only the active format goes to the device. */
    m->csr = *a;
    m->csr.rowptr = xmalloc(sizeof(int32_t) * ((size_t)a->n_rows + 1));
    m->csr.col = xmalloc(sizeof(int32_t) * (size_t)a->nnz);
    m->csr.val = xmalloc(sizeof(double) * (size_t)a->nnz);
    memcpy(m->csr.rowptr, a->rowptr, sizeof(int32_t) * ((size_t)a->n_rows + 1));
    memcpy(m->csr.col, a->col, sizeof(int32_t) * (size_t)a->nnz);
    memcpy(m->csr.val, a->val, sizeof(double) * (size_t)a->nnz);
    if (format == FORMAT_ELLPACK)
        ell_from_csr(&m->ell, a);
    else if (format == FORMAT_SELL)
        sell_from_csr(&m->sell, a, SPARSE_SELL_C, SPARSE_SELL_SIGMA);
}

int64_t sparse_matrix_stored_entries(const sparse_matrix *m)
{
    switch (m->format) {
    case FORMAT_ELLPACK:
        return (int64_t)m->ell.width * m->ell.n_rows;
    case FORMAT_SELL:
        return m->sell.chunk_ptr[m->sell.n_chunks];
    default:
        return m->csr.nnz;
    }
}

static double *active_values(const sparse_matrix *m)
{
    return m->format == FORMAT_ELLPACK ? m->ell.val
           : m->format == FORMAT_SELL  ? m->sell.val
                                       : m->csr.val;
}

void sparse_matrix_make_float(sparse_matrix *m)
{
    const int64_t n = sparse_matrix_stored_entries(m);
    const double *v = active_values(m);
    m->val_f = xmalloc(sizeof(float) * (size_t)n);
    for (int64_t k = 0; k < n; ++k)
        m->val_f[k] = (float)v[k];
    if (m->on_device)
        dev_copyin(m->val_f, sizeof(float) * (size_t)n);
}

/* Calls fn(pointer, bytes) on every device-resident array of the active format. */
static void for_each_array(const sparse_matrix *m, void (*fn)(const void *, size_t))
{
    const int64_t stored = sparse_matrix_stored_entries(m);
    switch (m->format) {
    case FORMAT_CSR:
        fn(m->csr.rowptr, sizeof(int32_t) * ((size_t)m->csr.n_rows + 1));
        fn(m->csr.col, sizeof(int32_t) * (size_t)stored);
        fn(m->csr.val, sizeof(double) * (size_t)stored);
        break;
    case FORMAT_ELLPACK:
        fn(m->ell.col, sizeof(int32_t) * (size_t)stored);
        fn(m->ell.val, sizeof(double) * (size_t)stored);
        break;
    case FORMAT_SELL:
        fn(m->sell.chunk_ptr, sizeof(int64_t) * ((size_t)m->sell.n_chunks + 1));
        fn(m->sell.chunk_len, sizeof(int32_t) * (size_t)m->sell.n_chunks);
        fn(m->sell.perm, sizeof(int32_t) * (size_t)m->sell.n_chunks * (size_t)m->sell.C);
        fn(m->sell.col, sizeof(int32_t) * (size_t)stored);
        fn(m->sell.val, sizeof(double) * (size_t)stored);
        break;
    }
    if (m->val_f)
        fn(m->val_f, sizeof(float) * (size_t)stored);
}

void sparse_matrix_to_device(sparse_matrix *m)
{
    if (m->on_device)
        return;
    for_each_array(m, dev_copyin);
    m->on_device = 1;
}

void sparse_matrix_free(sparse_matrix *m)
{
    if (m->on_device)
        for_each_array(m, dev_delete);
    csr_free(&m->csr);
    ell_free(&m->ell);
    sell_free(&m->sell);
    free(m->val_f);
    memset(m, 0, sizeof *m);
}

double sparse_matrix_spmv_bytes(const sparse_matrix *m, int single)
{
    const double vb = single ? sizeof(float) : sizeof(double);
    const double stored = (double)sparse_matrix_stored_entries(m);
    const double vectors = vb * (m->csr.n_cols + m->csr.n_rows);
    switch (m->format) {
    case FORMAT_ELLPACK:
        return stored * (4 + vb) + vectors;
    case FORMAT_SELL:
        return stored * (4 + vb) + 8.0 * (m->sell.n_chunks + 1) + 4.0 * m->sell.n_chunks +
               4.0 * m->sell.n_chunks * m->sell.C + vectors;
    default:
        return stored * (4 + vb) + 4.0 * (m->csr.n_rows + 1) + vectors;
    }
}

/* One macro expands the dispatch for both kernels and both precisions, so the
 * argument lists of the generated kernels appear exactly once here. */
#define DISPATCH(KERNEL, T, VALS, ...)                                                             \
    switch (m->format) {                                                                           \
    case FORMAT_CSR:                                                                               \
        sparse_##KERNEL##_csr_##T(m->csr.n_rows, m->csr.n_cols, m->csr.nnz, m->csr.rowptr,         \
                                  m->csr.col, VALS(csr), __VA_ARGS__);                             \
        break;                                                                                     \
    case FORMAT_ELLPACK:                                                                           \
        sparse_##KERNEL##_ellpack_##T(m->ell.n_rows, m->ell.n_cols, m->ell.width, m->ell.col,      \
                                      VALS(ell), __VA_ARGS__);                                     \
        break;                                                                                     \
    case FORMAT_SELL:                                                                              \
        sparse_##KERNEL##_sell_##T(m->sell.n_rows, m->sell.n_cols, m->sell.n_chunks,               \
                                   m->sell.chunk_ptr, m->sell.chunk_len, m->sell.perm,             \
                                   m->sell.col, VALS(sell), __VA_ARGS__);                          \
        break;                                                                                     \
    }
#define DOUBLE_VALUES(fmt) m->fmt.val
#define FLOAT_VALUES(fmt) m->val_f

void sparse_matrix_spmv(const sparse_matrix *m, const double *x, double *y)
{
    DISPATCH(spmv, double, DOUBLE_VALUES, x, y)
}

void sparse_matrix_residual(const sparse_matrix *m, const double *x, const double *b, double *r)
{
    DISPATCH(residual, double, DOUBLE_VALUES, x, b, r)
}

void sparse_matrix_spmv_float(const sparse_matrix *m, const float *x, float *y)
{
    if (!m->val_f)
        die("sparse_matrix_spmv_float: call sparse_matrix_make_float first");
    DISPATCH(spmv, float, FLOAT_VALUES, x, y)
}

void sparse_matrix_residual_float(const sparse_matrix *m, const float *x, const float *b, float *r)
{
    if (!m->val_f)
        die("sparse_matrix_residual_float: call sparse_matrix_make_float first");
    DISPATCH(residual, float, FLOAT_VALUES, x, b, r)
}

double sparse_copy_bandwidth(size_t mbytes, int reps)
{
    const int64_t n = (int64_t)(mbytes << 20) / (int64_t)sizeof(double);
    double *x = xmalloc(sizeof(double) * (size_t)n), *y = xmalloc(sizeof(double) * (size_t)n);
    for (int64_t i = 0; i < n; ++i)
        x[i] = (double)(i % 1000) * 0.001, y[i] = 0; /* not zeros */
    dev_copyin(x, sizeof(double) * (size_t)n);
    dev_copyin(y, sizeof(double) * (size_t)n);
    double t;
    BENCH_TIME_MEDIAN(t, 7, reps, sparse_copy_double(n, x, y));
    dev_delete(x, sizeof(double) * (size_t)n);
    dev_delete(y, sizeof(double) * (size_t)n);
    free(x), free(y);
    return 2.0 * sizeof(double) * (double)n / t * 1e-9;
}
