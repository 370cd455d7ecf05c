/* sparse_tune: the timing half of the tuner (python3 -m generator.tune sparse). Linked by the
 * tuner with the kernel variants of its grid (sparse_tune_table.c, runtime/sparse/tune.h), it
 * times each variant's row kernels on one matrix, in the flavour it was built for, after
 * checking its SpMV against the CPU reference:
 *
 *   sparse_tune [--matrix poisson:N | ... | file.mtx] [--sigmas 1,8,64] [--batches K]
 *
 * SELL variants of the sigma grid run once per sigma = C * m, m from --sigmas (sigma is chosen
 * when the matrix is converted, not compiled in); the others with the spec's sigma. Prints,
 * per variant and kernel,
 *   RESULT tune flavour=<f> section=<s> format=<fmt> point=<k=v,...> C=<C> sigma=<sigma>
 *          kernel=spmv|residual|prolong|smooth ms=<median ms> gbs=<SpMV GB/s>
 * (prolong and smooth run on the matrix itself: the V-cycle's kernels on its finest level);
 * the tuner reads these lines. Exits non-zero when a SpMV differs from the reference. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli.h"
#include "device.h"
#include "matrix.h"
#include "tune.h"
#include "util.h"

enum { MAX_SIGMAS = 16 };

typedef struct {
    const char *matrix;
    int sigmas[MAX_SIGMAS], n_sigmas;
    int batches;
} options;

static options parse(int argc, char **argv)
{
    options o = {"poisson:100", {1, 8, 64}, 3, 7};
    for (int i = 1; i < argc; ++i) {
        if (i + 1 >= argc)
            die("usage: sparse_tune [--matrix SPEC] [--sigmas M,M,...] [--batches K] (got '%s')",
                argv[i]);
        const char *v = argv[++i];
        if (strcmp(argv[i - 1], "--matrix") == 0) {
            o.matrix = v;
        } else if (strcmp(argv[i - 1], "--batches") == 0) {
            o.batches = cli_int("--batches", v, 1, 16);
        } else if (strcmp(argv[i - 1], "--sigmas") == 0) {
            o.n_sigmas = 0;
            for (const char *p = v; *p;) {
                char item[32];
                size_t len = strcspn(p, ",");
                if (len == 0 || len >= sizeof item || o.n_sigmas == MAX_SIGMAS)
                    die("--sigmas: '%s': expected up to %d positive integers, comma-separated",
                        v, MAX_SIGMAS);
                memcpy(item, p, len), item[len] = 0;
                o.sigmas[o.n_sigmas++] = cli_int("--sigmas", item, 1, 1 << 20);
                p += len + (p[len] == ',');
            }
        } else {
            die("sparse_tune: unknown option '%s'", argv[i - 1]);
        }
    }
    return o;
}

/* The vectors every kernel reads or writes, on the device. */
typedef struct {
    int32_t n;
    double *x, *y, *yref, *b, *r, *d, *dinv, *xo;
} vectors;

static double *device_vector(int32_t n, double fill)
{
    double *v = xmalloc(sizeof *v * (size_t)n);
    for (int32_t i = 0; i < n; ++i)
        v[i] = fill;
    dev_copyin(v, sizeof *v * (size_t)n);
    return v;
}

static vectors make_vectors(const csr_matrix *a)
{
    vectors v = {.n = a->n_rows};
    v.x = device_vector(v.n, 0), v.y = device_vector(v.n, 0), v.b = device_vector(v.n, 1);
    v.r = device_vector(v.n, 0), v.d = device_vector(v.n, 0), v.xo = device_vector(v.n, 0);
    v.dinv = device_vector(v.n, 1.0 / 6);
    uint64_t s = 2024;
    for (int32_t i = 0; i < v.n; ++i) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        v.x[i] = (double)(s >> 11) * 0x1.0p-53 * 2 - 1;
    }
    dev_update_device(v.x, sizeof(double) * (size_t)v.n);
    v.yref = xmalloc(sizeof(double) * (size_t)v.n);
    csr_spmv_reference(a, v.x, v.yref);
    return v;
}

/* max_i |y_i - yref_i| / sum_k |a_ik x_k| against the summation bound of spmv_bench. */
static void check(const csr_matrix *a, const vectors *v, const char *what)
{
    dev_update_host(v->y, sizeof(double) * (size_t)v->n);
    int32_t longest = 0;
    double worst = 0;
    for (int32_t i = 0; i < a->n_rows; ++i) {
        double scale = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            scale += fabs(a->val[k] * v->x[a->col[k]]);
        const double e = fabs(v->y[i] - v->yref[i]) / (scale > 0 ? scale : 1);
        worst = e > worst || e != e ? e : worst;
        longest = a->rowptr[i + 1] - a->rowptr[i] > longest ? a->rowptr[i + 1] - a->rowptr[i]
                                                             : longest;
    }
    if (!(worst <= 2.0 * (longest + 3) * 0x1.0p-53))
        die("%s: SpMV differs from the CPU reference (relative error %.2e)", what, worst);
}

static void report(const sparse_tune_entry *e, int sigma, const char *kernel, double t,
                   double bytes)
{
    printf("RESULT tune flavour=%s section=%s format=%s point=%s C=%d sigma=%d kernel=%s "
           "ms=%.4f gbs=%.1f\n",
           dev_flavour(), e->section, e->format, e->point, e->C, sigma, kernel, 1e3 * t,
           bytes / t * 1e-9);
    fflush(stdout);
}

/* Times the four kernels of one variant through the macro K(kernel, extra arguments). */
#define TIME_ALL(K)                                                                                \
    do {                                                                                           \
        double t;                                                                                  \
        BENCH_TIME_MEDIAN(t, o->batches, 10, K(spmv, v->y));                                       \
        check(a, v, e->point);                                                                     \
        report(e, sigma, "spmv", t, bytes);                                                        \
        BENCH_TIME_MEDIAN(t, o->batches, 10, K(residual, v->b, v->r));                             \
        report(e, sigma, "residual", t, bytes);                                                    \
        BENCH_TIME_MEDIAN(t, o->batches, 10, K(prolong, v->y));                                    \
        report(e, sigma, "prolong", t, bytes);                                                     \
        BENCH_TIME_MEDIAN(t, o->batches, 10,                                                       \
                          K(smooth, v->b, v->dinv, 0.5, 0.1, v->d, v->xo));                        \
        report(e, sigma, "smooth", t, bytes);                                                      \
    } while (0)

static void time_csr(const sparse_tune_entry *e, const sparse_matrix *m, const vectors *v,
                     const options *o)
{
    const csr_matrix *a = &m->csr;
    const int sigma = 0;
    const double bytes = sparse_matrix_spmv_bytes(m, 0);
#define CSR_KERNEL(kernel, ...)                                                                    \
    e->csr_##kernel(a->n_rows, a->n_cols, a->nnz, a->rowptr, a->col, a->val, v->x, __VA_ARGS__)
    TIME_ALL(CSR_KERNEL);
#undef CSR_KERNEL
}

static void time_sell(const sparse_tune_entry *e, const sparse_matrix *m, int sigma,
                      const vectors *v, const options *o)
{
    const csr_matrix *a = &m->csr;
    const sell_matrix *s = &m->sell;
    const int32_t *len = s->slot_len ? s->slot_len : s->chunk_len;
    const double bytes = sparse_matrix_spmv_bytes(m, 0);
#define SELL_KERNEL(kernel, ...)                                                                   \
    e->sell_##kernel(s->n_rows, s->n_cols, s->n_chunks, s->chunk_ptr, len, s->perm, s->col,       \
                     s->val, v->x, __VA_ARGS__)
    TIME_ALL(SELL_KERNEL);
#undef SELL_KERNEL
}

static sparse_format format_of(const char *name)
{
    sparse_format f;
    if (parse_format(name, &f))
        die("sparse_tune: table entry of a format the spec does not generate: '%s'", name);
    return f;
}

int main(int argc, char **argv)
{
    const options o = parse(argc, argv);
    csr_matrix a;
    matrix_from_spec(o.matrix, &a);
    fprintf(stderr, "sparse_tune: flavour %s (%s), matrix %s: %d rows, %lld nonzeros\n",
            dev_flavour(), dev_is_offloading() ? "offloading" : "host", o.matrix, a.n_rows,
            (long long)a.nnz);
    if (a.n_rows != a.n_cols)
        die("sparse_tune: the V-cycle's kernels need a square matrix (got %d x %d)", a.n_rows,
            a.n_cols);
    vectors v = make_vectors(&a);
    sparse_matrix csr = {.format = FORMAT_CSR};
    csr_copy(&a, &csr.csr);
    sparse_matrix_to_device(&csr);
    for (const sparse_tune_entry *e = sparse_tune_table; e->format; ++e) {
        if (!e->C) {
            time_csr(e, &csr, &v, &o);
            continue;
        }
        const sparse_format f = format_of(e->format);
        const sell_padding pad = f == FORMAT_SELL     ? SELL_PAD_COLUMN_ZERO
                                 : f == FORMAT_RSELL_A ? SELL_PAD_LAST_COLUMN
                                                       : SELL_PAD_ROW_LENGTHS;
        for (int k = 0; k < (e->sigma ? 1 : o.n_sigmas); ++k) {
            const int32_t sigma = e->sigma ? e->sigma : e->C * o.sigmas[k];
            sparse_matrix m = {.format = f};
            csr_copy(&a, &m.csr);
            sparse_sell_from_csr(&m.sell, &a, e->C, sigma, pad);
            sparse_matrix_to_device(&m);
            time_sell(e, &m, sigma, &v, &o);
            sparse_matrix_free(&m);
        }
    }
    sparse_matrix_free(&csr);
    csr_free(&a);
    return 0;
}
