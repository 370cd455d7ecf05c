/* A matrix in its chosen format, moved to the device, and the format dispatch
 * onto the generated kernels (gen/<flavour>/sparse_<format>_<type>.c). */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

static const char *const FORMAT_NAMES[FORMAT_COUNT] = {"csr",  "csr_vector", "ellpack",
                                                       "sell", "rsell_a",    "rsell_b"};

const char *format_name(sparse_format f)
{
    return f >= 0 && f < FORMAT_COUNT ? FORMAT_NAMES[f] : "(not a format)";
}

int format_generated(sparse_format f)
{
    switch (f) {
#ifdef SPARSE_HAVE_CSR
    case FORMAT_CSR:
        return 1;
#endif
#ifdef SPARSE_HAVE_CSR_VECTOR
    case FORMAT_CSR_VECTOR:
        return 1;
#endif
#ifdef SPARSE_HAVE_ELLPACK
    case FORMAT_ELLPACK:
        return 1;
#endif
#ifdef SPARSE_HAVE_SELL
    case FORMAT_SELL:
        return 1;
#endif
#ifdef SPARSE_HAVE_RSELL_A
    case FORMAT_RSELL_A:
        return 1;
#endif
#ifdef SPARSE_HAVE_RSELL_B
    case FORMAT_RSELL_B:
        return 1;
#endif
    default:
        return 0;
    }
}

const char *format_list(void)
{
    static char list[128];
    if (!list[0])
        for (int f = 0; f < FORMAT_COUNT; ++f)
            if (format_generated((sparse_format)f)) {
                if (list[0])
                    strcat(list, ", ");
                strcat(list, FORMAT_NAMES[f]);
            }
    return list;
}

int parse_format(const char *name, sparse_format *out)
{
    for (int f = 0; f < FORMAT_COUNT; ++f)
        if (strcmp(name, FORMAT_NAMES[f]) == 0 && format_generated((sparse_format)f)) {
            *out = (sparse_format)f;
            return 0;
        }
    return -1;
}

static int is_sell(sparse_format f)
{
    return f == FORMAT_SELL || f == FORMAT_RSELL_A || f == FORMAT_RSELL_B;
}

/* The spec's C and sigma of a SELL format, and its padding. */
static void sell_parameters(sparse_format f, int32_t *C, int32_t *sigma, sell_padding *padding)
{
    switch (f) {
#ifdef SPARSE_HAVE_SELL
    case FORMAT_SELL:
        *C = SPARSE_SELL_C, *sigma = SPARSE_SELL_SIGMA, *padding = SELL_PAD_COLUMN_ZERO;
        return;
#endif
#ifdef SPARSE_HAVE_RSELL_A
    case FORMAT_RSELL_A:
        *C = SPARSE_RSELL_A_C, *sigma = SPARSE_RSELL_A_SIGMA, *padding = SELL_PAD_LAST_COLUMN;
        return;
#endif
#ifdef SPARSE_HAVE_RSELL_B
    case FORMAT_RSELL_B:
        *C = SPARSE_RSELL_B_C, *sigma = SPARSE_RSELL_B_SIGMA, *padding = SELL_PAD_ROW_LENGTHS;
        return;
#endif
    default:
        die("format %s is not a generated SELL format", format_name(f));
    }
}

void sparse_sell_from_csr(sell_matrix *s, const csr_matrix *a, int32_t C, int32_t sigma,
                          sell_padding padding)
{
    sell_from_csr(s, a, C, sigma, padding);
    sell_order_long_chunks_first(s, sparse_sell_long_chunks_first);
}

void sparse_matrix_build(sparse_matrix *m, const csr_matrix *a, sparse_format format)
{
    sparse_matrix_build_sigma(m, a, format, 0);
}

void sparse_matrix_build_sigma(sparse_matrix *m, const csr_matrix *a, sparse_format format,
                               int32_t sigma)
{
    if (!format_generated(format))
        die("format %s has no kernels: it is not in specs/sparse.yaml `formats` (generated: %s)",
            format_name(format), format_list());
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
    if (is_sell(format)) {
        int32_t C, spec_sigma;
        sell_padding padding;
        sell_parameters(format, &C, &spec_sigma, &padding);
        if (sigma % C != 0)
            die("sigma = %d for %s: it must be a multiple of C = %d", sigma, format_name(format), C);
        sparse_sell_from_csr(&m->sell, a, C, sigma > 0 ? sigma : spec_sigma, padding);
    }
}

/* The entries of a whose columns lie in [c0, c1), every row kept, columns still global. */
static void csr_column_range(const csr_matrix *a, int32_t c0, int32_t c1, csr_matrix *out)
{
    int64_t nnz = 0;
    for (int64_t k = 0; k < a->rowptr[a->n_rows]; ++k)
        nnz += a->col[k] >= c0 && a->col[k] < c1;
    csr_alloc(out, a->n_rows, a->n_cols, nnz);
    int64_t n = 0;
    for (int32_t i = 0; i < a->n_rows; ++i) {
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (a->col[k] >= c0 && a->col[k] < c1)
                out->col[n] = a->col[k], out->val[n++] = a->val[k];
        out->rowptr[i + 1] = (int32_t)n;
    }
}

void sparse_matrix_split_columns(sparse_matrix *m, int n_segments)
{
    if (n_segments < 1 || n_segments > m->csr.n_cols)
        die("column segments: %d for a matrix of %d columns (need 1 to the column count)",
            n_segments, m->csr.n_cols);
    if (m->on_device || m->val_f || m->n_segments)
        die("column segments: cut the matrix before its float values and its device copy");
    if (n_segments == 1)
        return;
    m->segments = xmalloc(sizeof *m->segments * (size_t)n_segments);
    for (int s = 0; s < n_segments; ++s) {
        csr_matrix part;
        csr_column_range(&m->csr, (int32_t)((int64_t)m->csr.n_cols * s / n_segments),
                         (int32_t)((int64_t)m->csr.n_cols * (s + 1) / n_segments), &part);
        sparse_matrix_build_sigma(&m->segments[s], &part, m->format,
                                  is_sell(m->format) ? m->sell.sigma : 0);
        csr_free(&part);
    }
    m->n_segments = n_segments;
}

static int compare_int64(const void *a, const void *b)
{
    const int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* The median, over windows of window_rows consecutive rows, of the bytes of x a window's
 * rows gather from, counted in whole cache lines (LINE bytes). */
enum { LINE = 128 };
static int64_t median_window_footprint(const csr_matrix *a, size_t value_bytes,
                                       int32_t window_rows)
{
    const int64_t lines = ((int64_t)a->n_cols * (int64_t)value_bytes + LINE - 1) / LINE;
    const int32_t windows = (int32_t)((a->n_rows + (int64_t)window_rows - 1) / window_rows);
    int32_t *stamp = xmalloc(sizeof *stamp * (size_t)(lines > 0 ? lines : 1));
    int64_t *footprint = xmalloc(sizeof *footprint * (size_t)(windows > 0 ? windows : 1));
    for (int64_t l = 0; l < lines; ++l)
        stamp[l] = -1;
    for (int32_t w = 0; w < windows; ++w) {
        const int32_t first = (int32_t)((int64_t)w * window_rows);
        const int32_t last = first + window_rows < a->n_rows ? first + window_rows : a->n_rows;
        int64_t touched = 0;
        for (int32_t k = a->rowptr[first]; k < a->rowptr[last]; ++k) {
            const int64_t line = (int64_t)a->col[k] * (int64_t)value_bytes / LINE;
            if (stamp[line] != w)
                stamp[line] = w, ++touched;
        }
        footprint[w] = touched * LINE;
    }
    qsort(footprint, (size_t)windows, sizeof *footprint, compare_int64);
    const int64_t median = windows > 0 ? footprint[windows / 2] : 0;
    free(stamp), free(footprint);
    return median;
}

int sparse_column_segments_auto(const csr_matrix *a, size_t value_bytes)
{
    return sparse_column_segments_for(a, value_bytes, sparse_spmv_column_segment_bytes,
                                      SPARSE_SEGMENT_WINDOW_ROWS);
}

int sparse_column_segments_for(const csr_matrix *a, size_t value_bytes, int64_t limit,
                               int32_t window_rows)
{
    const int64_t x_bytes = (int64_t)value_bytes * a->n_cols;
    if (limit <= 0 || x_bytes <= limit || window_rows < 1 ||
        median_window_footprint(a, value_bytes, window_rows) <= limit)
        return 1;
    return (int)((x_bytes + limit - 1) / limit);
}

int sparse_parse_column_segments(const char *option, const char *value, const csr_matrix *a,
                                 size_t value_bytes)
{
    if (strcmp(value, "auto") == 0)
        return sparse_column_segments_auto(a, value_bytes);
    char *end;
    const long s = strtol(value, &end, 10);
    if (*value == '\0' || *end != '\0' || s < 1 || s > a->n_cols)
        die("%s: '%s' is not auto or a count from 1 to the matrix's %d columns", option, value,
            a->n_cols);
    return (int)s;
}

int64_t sparse_matrix_stored_entries(const sparse_matrix *m)
{
    if (m->n_segments) {
        int64_t sum = 0;
        for (int s = 0; s < m->n_segments; ++s)
            sum += sparse_matrix_stored_entries(&m->segments[s]);
        return sum;
    }
    if (m->format == FORMAT_ELLPACK)
        return (int64_t)m->ell.width * m->ell.n_rows;
    if (is_sell(m->format))
        return m->sell.chunk_ptr[m->sell.n_chunks];
    return m->csr.nnz;
}

static double *active_values(const sparse_matrix *m)
{
    return m->format == FORMAT_ELLPACK ? m->ell.val : is_sell(m->format) ? m->sell.val : m->csr.val;
}

void sparse_matrix_make_float(sparse_matrix *m)
{
    if (m->n_segments) { /* the segments carry the values; val_f marks the whole as ready */
        for (int s = 0; s < m->n_segments; ++s)
            sparse_matrix_make_float(&m->segments[s]);
        m->val_f = m->segments[0].val_f;
        return;
    }
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
    const size_t slots = (size_t)m->sell.n_chunks * (size_t)m->sell.C;
    if (m->format == FORMAT_ELLPACK) {
        fn(m->ell.col, sizeof(int32_t) * (size_t)stored);
        fn(m->ell.val, sizeof(double) * (size_t)stored);
    } else if (is_sell(m->format)) {
        fn(m->sell.chunk_ptr, sizeof(int64_t) * ((size_t)m->sell.n_chunks + 1));
        fn(m->sell.chunk_len, sizeof(int32_t) * (size_t)m->sell.n_chunks);
        fn(m->sell.perm, sizeof(int32_t) * slots);
        if (m->sell.slot_len)
            fn(m->sell.slot_len, sizeof(int32_t) * slots);
        fn(m->sell.col, sizeof(int32_t) * (size_t)stored);
        fn(m->sell.val, sizeof(double) * (size_t)stored);
    } else { /* CSR, one row per thread or a team per row */
        fn(m->csr.rowptr, sizeof(int32_t) * ((size_t)m->csr.n_rows + 1));
        fn(m->csr.col, sizeof(int32_t) * (size_t)stored);
        fn(m->csr.val, sizeof(double) * (size_t)stored);
    }
    if (m->val_f)
        fn(m->val_f, sizeof(float) * (size_t)stored);
}

void sparse_matrix_to_device(sparse_matrix *m)
{
    if (m->on_device)
        return;
    if (m->n_segments)
        for (int s = 0; s < m->n_segments; ++s)
            sparse_matrix_to_device(&m->segments[s]);
    else
        for_each_array(m, dev_copyin);
    m->on_device = 1;
}

void sparse_matrix_free(sparse_matrix *m)
{
    if (m->n_segments) {
        for (int s = 0; s < m->n_segments; ++s)
            sparse_matrix_free(&m->segments[s]);
        free(m->segments);
        m->val_f = NULL; /* segments[0]'s */
    } else if (m->on_device) {
        for_each_array(m, dev_delete);
    }
    csr_free(&m->csr);
    ell_free(&m->ell);
    sell_free(&m->sell);
    free(m->val_f);
    memset(m, 0, sizeof *m);
}

double sparse_matrix_spmv_bytes(const sparse_matrix *m, int single)
{
    const double vb = single ? sizeof(float) : sizeof(double);
    if (m->n_segments) { /* every segment's arrays; x and y counted once, as for one matrix */
        double sum = vb * (m->csr.n_cols + m->csr.n_rows);
        for (int s = 0; s < m->n_segments; ++s)
            sum += sparse_matrix_spmv_bytes(&m->segments[s], single) -
                   vb * (m->csr.n_cols + m->csr.n_rows);
        return sum;
    }
    const double stored = (double)sparse_matrix_stored_entries(m);
    const double vectors = vb * (m->csr.n_cols + m->csr.n_rows);
    const double slots = (double)m->sell.n_chunks * m->sell.C;
    if (m->format == FORMAT_ELLPACK)
        return stored * (4 + vb) + vectors;
    if (m->format == FORMAT_RSELL_B) /* padding never read; a length per slot instead of chunk */
        return (double)m->csr.nnz * (4 + vb) + 8.0 * (m->sell.n_chunks + 1) + 8.0 * slots +
               vectors;
    if (is_sell(m->format))
        return stored * (4 + vb) + 8.0 * (m->sell.n_chunks + 1) + 4.0 * m->sell.n_chunks +
               4.0 * slots + vectors;
    return stored * (4 + vb) + 4.0 * (m->csr.n_rows + 1) + vectors;
}

/* One macro expands the dispatch for every row kernel and both precisions, so the
 * argument lists of the generated kernels appear exactly once here. A format the spec
 * does not generate has no case (sparse_matrix_build refuses it). */
#define CSR_CALL(KERNEL, FMT, T, VALS, ...)                                                        \
    sparse_##KERNEL##_##FMT##_##T(m->csr.n_rows, m->csr.n_cols, m->csr.nnz, m->csr.rowptr,         \
                                  m->csr.col, VALS(csr), __VA_ARGS__)
#define SELL_CALL(KERNEL, FMT, LEN, T, VALS, ...)                                                  \
    sparse_##KERNEL##_##FMT##_##T(m->sell.n_rows, m->sell.n_cols, m->sell.n_chunks,                \
                                  m->sell.chunk_ptr, m->sell.LEN, m->sell.perm, m->sell.col,       \
                                  VALS(sell), __VA_ARGS__)
#ifdef SPARSE_HAVE_CSR_VECTOR
#define CASE_CSR_VECTOR(...)                                                                       \
    case FORMAT_CSR_VECTOR:                                                                        \
        CSR_CALL(__VA_ARGS__);                                                                     \
        break;
#else
#define CASE_CSR_VECTOR(...)
#endif
#ifdef SPARSE_HAVE_ELLPACK
#define CASE_ELLPACK(KERNEL, FMT, T, VALS, ...)                                                    \
    case FORMAT_ELLPACK:                                                                           \
        sparse_##KERNEL##_ellpack_##T(m->ell.n_rows, m->ell.n_cols, m->ell.width, m->ell.col,      \
                                      VALS(ell), __VA_ARGS__);                                     \
        break;
#else
#define CASE_ELLPACK(...)
#endif
#ifdef SPARSE_HAVE_SELL
#define CASE_SELL(...)                                                                             \
    case FORMAT_SELL:                                                                              \
        SELL_CALL(__VA_ARGS__);                                                                    \
        break;
#else
#define CASE_SELL(...)
#endif
#ifdef SPARSE_HAVE_RSELL_A
#define CASE_RSELL_A(...)                                                                          \
    case FORMAT_RSELL_A:                                                                           \
        SELL_CALL(__VA_ARGS__);                                                                    \
        break;
#else
#define CASE_RSELL_A(...)
#endif
#ifdef SPARSE_HAVE_RSELL_B
#define CASE_RSELL_B(...)                                                                          \
    case FORMAT_RSELL_B:                                                                           \
        SELL_CALL(__VA_ARGS__);                                                                    \
        break;
#else
#define CASE_RSELL_B(...)
#endif
#define DISPATCH(KERNEL, T, VALS, ...)                                                             \
    switch (m->format) {                                                                           \
    case FORMAT_CSR:                                                                               \
        CSR_CALL(KERNEL, csr, T, VALS, __VA_ARGS__);                                               \
        break;                                                                                     \
        CASE_CSR_VECTOR(KERNEL, csr_vector, T, VALS, __VA_ARGS__)                                  \
        CASE_ELLPACK(KERNEL, ellpack, T, VALS, __VA_ARGS__)                                        \
        CASE_SELL(KERNEL, sell, chunk_len, T, VALS, __VA_ARGS__)                                   \
        CASE_RSELL_A(KERNEL, rsell_a, chunk_len, T, VALS, __VA_ARGS__)                             \
        CASE_RSELL_B(KERNEL, rsell_b, slot_len, T, VALS, __VA_ARGS__)                              \
    default:                                                                                       \
        die("%s: no " #KERNEL " kernel for format %s", __func__, format_name(m->format));         \
    }
#define DOUBLE_VALUES(fmt) m->fmt.val
#define FLOAT_VALUES(fmt) m->val_f

/* A cut matrix: y = A_0 x (or y += A_0 x when accumulating), then y += A_s x. */
#define OVER_SEGMENTS(FIRST, REST, x, y)                                                           \
    if (m->n_segments) {                                                                           \
        FIRST(&m->segments[0], x, y);                                                              \
        for (int s = 1; s < m->n_segments; ++s)                                                    \
            REST(&m->segments[s], x, y);                                                           \
        return;                                                                                    \
    }

static void refuse_segments(const sparse_matrix *m, const char *who)
{
    if (m->n_segments)
        die("%s: the matrix is cut into column segments, which only spmv and prolong take", who);
}

void sparse_matrix_spmv(const sparse_matrix *m, const double *x, double *y)
{
    OVER_SEGMENTS(sparse_matrix_spmv, sparse_matrix_prolong, x, y)
    DISPATCH(spmv, double, DOUBLE_VALUES, x, y)
}

void sparse_matrix_residual(const sparse_matrix *m, const double *x, const double *b, double *r)
{
    refuse_segments(m, __func__);
    DISPATCH(residual, double, DOUBLE_VALUES, x, b, r)
}

void sparse_matrix_prolong(const sparse_matrix *m, const double *x, double *y)
{
    OVER_SEGMENTS(sparse_matrix_prolong, sparse_matrix_prolong, x, y)
    DISPATCH(prolong, double, DOUBLE_VALUES, x, y)
}

void sparse_matrix_smooth(const sparse_matrix *m, const double *x, const double *b,
                          const double *dinv, double a, double c, double *d, double *x_out)
{
    refuse_segments(m, __func__);
    DISPATCH(smooth, double, DOUBLE_VALUES, x, b, dinv, a, c, d, x_out)
}

static void need_float(const sparse_matrix *m, const char *who)
{
    if (!m->val_f)
        die("%s: call sparse_matrix_make_float first", who);
}

void sparse_matrix_spmv_float(const sparse_matrix *m, const float *x, float *y)
{
    need_float(m, __func__);
    OVER_SEGMENTS(sparse_matrix_spmv_float, sparse_matrix_prolong_float, x, y)
    DISPATCH(spmv, float, FLOAT_VALUES, x, y)
}

void sparse_matrix_residual_float(const sparse_matrix *m, const float *x, const float *b, float *r)
{
    need_float(m, __func__);
    refuse_segments(m, __func__);
    DISPATCH(residual, float, FLOAT_VALUES, x, b, r)
}

void sparse_matrix_prolong_float(const sparse_matrix *m, const float *x, float *y)
{
    need_float(m, __func__);
    OVER_SEGMENTS(sparse_matrix_prolong_float, sparse_matrix_prolong_float, x, y)
    DISPATCH(prolong, float, FLOAT_VALUES, x, y)
}

void sparse_matrix_smooth_float(const sparse_matrix *m, const float *x, const float *b,
                                const float *dinv, float a, float c, float *d, float *x_out)
{
    need_float(m, __func__);
    refuse_segments(m, __func__);
    DISPATCH(smooth, float, FLOAT_VALUES, x, b, dinv, a, c, d, x_out)
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
