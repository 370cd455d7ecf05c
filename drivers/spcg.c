/* spcg: solve A x = b with CG + weighted Jacobi in a chosen sparse format, in
 * the flavour this binary was built for.
 *
 *   spcg [options] [matrix.mtx]
 *
 * Without a file it solves the embedded default, 3D 7-point Poisson on an
 * n x n x n grid. b = A * 1, so the error against the exact solution is known. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "device.h"
#include "matrix.h"
#include "mmio.h"
#include "util.h"

typedef struct {
    sparse_format format;
    int grid;
    const char *file;
    cg_options cg;
    int spmv_reps;
} options;

static void usage(FILE *to)
{
    fprintf(to,
            "usage: spcg [options] [matrix.mtx]\n"
            "  --format csr|ellpack|sell  storage format (default sell)\n"
            "  --n N                      Poisson grid size without a file (default 64: 262144 unknowns)\n"
            "  --rtol X                   stop at ||r||/||b|| <= X (default 1e-8)\n"
            "  --maxit K                  iteration cap (default 5000)\n"
            "  --weight W                 Jacobi weight (default 1.0)\n"
            "  --every K                  progress line every K iterations (default 50, 0: off)\n"
            "  --spmv-reps K              SpMV repetitions for the bandwidth figure (default 20)\n");
}

static double number(const char *opt, const char *text, double lo, double hi)
{
    char *end;
    double v = strtod(text, &end);
    if (end == text || *end || !(v >= lo && v <= hi))
        die("%s: '%s' is not a number in [%g, %g]", opt, text, lo, hi);
    return v;
}

static options parse(int argc, char **argv)
{
    options o = {FORMAT_SELL, 64, NULL, cg_default_options(), 20};
    o.cg.max_iterations = 5000;
    o.cg.progress_every = 50;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        const int has_value = i + 1 < argc;
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            exit(0);
        } else if (a[0] != '-') {
            if (o.file)
                die("more than one matrix file given ('%s' and '%s')", o.file, a);
            o.file = a;
        } else if (!has_value) {
            usage(stderr);
            die("option %s needs a value (or is unknown)", a);
        } else if (strcmp(a, "--format") == 0) {
            if (parse_format(argv[++i], &o.format))
                die("--format: unknown format '%s' (csr, ellpack or sell)", argv[i]);
        } else if (strcmp(a, "--n") == 0) {
            o.grid = (int)number(a, argv[++i], 1, 1290);
        } else if (strcmp(a, "--rtol") == 0) {
            o.cg.rtol = number(a, argv[++i], 0, 1);
        } else if (strcmp(a, "--maxit") == 0) {
            o.cg.max_iterations = (int)number(a, argv[++i], 0, 1e9);
        } else if (strcmp(a, "--weight") == 0) {
            o.cg.jacobi_weight = number(a, argv[++i], 1e-6, 2);
        } else if (strcmp(a, "--every") == 0) {
            o.cg.progress_every = (int)number(a, argv[++i], 0, 1e9);
        } else if (strcmp(a, "--spmv-reps") == 0) {
            o.spmv_reps = (int)number(a, argv[++i], 1, 1e6);
        } else {
            usage(stderr);
            die("unknown option '%s'", a);
        }
    }
    return o;
}

/* Mean time of reps back-to-back SpMVs after one warm-up. */
static double spmv_seconds(const sparse_matrix *m, double *x, double *y, int reps)
{
    sparse_matrix_spmv(m, x, y);
    dev_synchronize();
    const double t0 = wall_seconds();
    for (int r = 0; r < reps; ++r)
        sparse_matrix_spmv(m, x, y);
    dev_synchronize();
    return (wall_seconds() - t0) / reps;
}

int main(int argc, char **argv)
{
    options o = parse(argc, argv);
    csr_matrix a;
    char name[300];
    if (o.file) {
        char err[512];
        if (mm_read(o.file, &a, err, sizeof err))
            die("%s", err);
        snprintf(name, sizeof name, "%s", o.file);
    } else {
        poisson3d(&a, o.grid);
        snprintf(name, sizeof name, "3D Poisson %d^3 (embedded default)", o.grid);
    }
    if (a.n_rows != a.n_cols || a.n_rows == 0)
        die("%s: CG needs a non-empty square matrix (got %d x %d)", name, a.n_rows, a.n_cols);
    const int32_t n = a.n_rows;
    printf("spcg: flavour %s (%s)\n", dev_flavour(), dev_is_offloading() ? "offloading" : "host");
    printf("matrix: %s: %d rows, %lld nonzeros\n", name, n, (long long)a.nnz);

    double t0 = wall_seconds();
    sparse_matrix m;
    sparse_matrix_build(&m, &a, o.format);
    sparse_matrix_to_device(&m);
    const int64_t stored = sparse_matrix_stored_entries(&m);
    printf("format: %s, %lld stored entries (padding %.1f%%), setup %.3f s\n",
           format_name(o.format), (long long)stored,
           a.nnz ? 100.0 * (double)(stored - a.nnz) / (double)a.nnz : 0.0, wall_seconds() - t0);

    double *ones = xmalloc(sizeof(double) * n), *b = xmalloc(sizeof(double) * n);
    double *x = xcalloc((size_t)n, sizeof(double));
    for (int32_t i = 0; i < n; ++i)
        ones[i] = 1.0;
    csr_spmv_reference(&a, ones, b);

    t0 = wall_seconds();
    cg_result res = cg_solve(&m, b, x, &o.cg);
    const double solve = wall_seconds() - t0;

    double *r = xmalloc(sizeof(double) * n);
    csr_spmv_reference(&a, x, r);
    double rr = 0, bb = 0, ee = 0;
    for (int32_t i = 0; i < n; ++i)
        rr += (b[i] - r[i]) * (b[i] - r[i]), bb += b[i] * b[i], ee += (x[i] - 1) * (x[i] - 1);

    dev_copyin(ones, sizeof(double) * n);
    dev_create(r, sizeof(double) * n);
    const double t_spmv = spmv_seconds(&m, ones, r, o.spmv_reps);
    dev_delete(ones, sizeof(double) * n);
    dev_delete(r, sizeof(double) * n);

    printf("cg: %s\n", res.message);
    printf("iterations:          %d\n", res.iterations);
    printf("true residual:       %.3e  (||b - A x|| / ||b||)\n", bb > 0 ? sqrt(rr / bb) : sqrt(rr));
    printf("error vs exact:      %.3e  (||x - 1|| / ||1||)\n", sqrt(ee / n));
    printf("solve time:          %.3f s (%.3f ms per iteration)\n", solve,
           res.iterations ? 1e3 * solve / res.iterations : 0.0);
    printf("spmv:                %.3f ms, %.2f GB/s (%.0f bytes moved per SpMV)\n", 1e3 * t_spmv,
           sparse_matrix_spmv_bytes(&m, 0) / t_spmv * 1e-9, sparse_matrix_spmv_bytes(&m, 0));
    sparse_matrix_free(&m);
    csr_free(&a);
    free(ones), free(b), free(x), free(r);
    return res.status == CG_CONVERGED ? 0 : 3;
}
