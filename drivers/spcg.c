/* spcg: solve A x = b with CG + weighted Jacobi in a chosen sparse format, in
 * the flavour this binary was built for.
 *
 *   spcg [options] [matrix.mtx]
 *
 * Without a file it solves the embedded default, 3D 7-point Poisson on an
 * n x n x n grid. b = A * 1, so the error against the exact solution is known.
 *
 * In the MPI build (configure.py --mpi) it runs under mpirun: rank 0 reads the matrix, the rows
 * are spread over the ranks and CG runs distributed (runtime/sparse/dist.h), with the same
 * iterations and residuals on any rank count. --distributed takes that path in any build. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "device.h"
#include "dist.h"
#include "matrix.h"
#include "mmio.h"
#include "mp.h"
#include "util.h"

typedef struct {
    sparse_format format;
    int grid;
    const char *file;
    cg_options cg;
    int spmv_reps;
    int distributed, history;
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
            "  --spmv-reps K              SpMV repetitions for the bandwidth figure (default 20)\n"
            "  --distributed              the distributed solver (the MPI build's) on one rank\n"
            "  --history                  every iteration's ||r||/||b|| at the end (distributed solver)\n");
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
    options o = {FORMAT_SELL, 64, NULL, cg_default_options(), 20, mp_is_mpi_build(), 0};
    o.cg.max_iterations = 5000;
    o.cg.progress_every = 50;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        const int has_value = i + 1 < argc;
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            if (mp_rank() == 0)
                usage(stdout);
            exit(mp_finalize(0));
        } else if (strcmp(a, "--distributed") == 0) {
            o.distributed = 1;
        } else if (strcmp(a, "--history") == 0) {
            o.history = 1;
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
    if (o.history && !o.distributed)
        die("--history needs the distributed solver (the MPI build, or --distributed)");
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

/* The matrix of the options (file or gallery) and its name for the output. */
static void load_matrix(const options *o, csr_matrix *a, char *name, size_t name_size)
{
    if (o->file) {
        char err[512];
        if (mm_read(o->file, a, err, sizeof err))
            die("%s", err);
        snprintf(name, name_size, "%s", o->file);
    } else {
        poisson3d(a, o->grid);
        snprintf(name, name_size, "3D Poisson %d^3 (embedded default)", o->grid);
    }
    if (a->n_rows != a->n_cols || a->n_rows == 0)
        die("%s: CG needs a non-empty square matrix (got %d x %d)", name, a->n_rows, a->n_cols);
}

/* ||v||^2 of a distributed host vector, summed per chunk in order and then along the fixed
 * tree: the same bits on any rank count. */
static double norm2_host(const dist_matrix *d, const double *v)
{
    double *partial = xcalloc((size_t)d->local_chunks, sizeof(double));
    for (int32_t i = 0; i < d->n_rows; ++i)
        partial[i / DIST_CHUNK_ROWS] += v[i] * v[i];
    const mp_chunk_run run = {d->first_chunk, d->local_chunks};
    double sum;
    mp_tree_sum(d->n_chunks, 1, &run, 1, partial, &sum);
    free(partial);
    return sum;
}

/* One line per rank from rank 0: its rows, nonzeros and ghosts. */
static void print_distribution(const dist_matrix *d)
{
    int64_t mine[4] = {d->first_row, d->n_rows, d->local.csr.nnz, d->n_ghost};
    int64_t *all = xmalloc(sizeof mine * (size_t)mp_size());
    mp_allgather(mine, sizeof mine, all);
    for (int r = 0; r < mp_size() && mp_rank() == 0; ++r) {
        const int64_t *m = all + 4 * r;
        printf("rank %d: rows %lld..%lld (%lld), %lld nonzeros, %lld ghost columns\n", r,
               (long long)m[0] + 1, (long long)(m[0] + m[1]), (long long)m[1], (long long)m[2],
               (long long)m[3]);
    }
    free(all);
}

/* Mean time of reps distributed SpMVs (ghost exchange included) after one warm-up. */
static double dist_spmv_seconds(dist_matrix *d, double *x, double *y, int reps)
{
    dist_spmv(d, x, y);
    dev_synchronize();
    mp_barrier();
    const double t0 = wall_seconds();
    for (int r = 0; r < reps; ++r)
        dist_spmv(d, x, y);
    dev_synchronize();
    mp_barrier();
    return (wall_seconds() - t0) / reps;
}

/* spcg on the ranks: rank 0 reads the matrix, dist_matrix_create spreads it, CG runs
 * distributed; rank 0 prints. */
static int solve_distributed(const options *o)
{
    const int root = mp_rank() == 0;
    const char *transport = mp_describe();
    csr_matrix a = {0};
    char name[300] = "";
    if (root) {
        load_matrix(o, &a, name, sizeof name);
        printf("spcg: flavour %s (%s); %s\n", dev_flavour(),
               dev_is_offloading() ? "offloading" : "host", transport);
        printf("matrix: %s: %d rows, %lld nonzeros\n", name, a.n_rows, (long long)a.nnz);
    }
    double t0 = wall_seconds();
    dist_matrix d;
    dist_matrix_create(&d, root ? &a : NULL, o->format);
    csr_free(&a);
    if (root)
        printf("distributed: %d rank%s, blocks of %d rows; format %s, setup %.3f s\n", mp_size(),
               mp_size() == 1 ? "" : "s", DIST_CHUNK_ROWS, format_name(o->format),
               wall_seconds() - t0);
    print_distribution(&d);

    /* b = A 1 on each rank's rows (every column a one: no exchange); x = 0 */
    const size_t len = (size_t)dist_matrix_vector_length(&d);
    double *ones = xmalloc(sizeof(double) * len), *b = xmalloc(sizeof(double) * len);
    double *x = xcalloc(len, sizeof(double));
    for (size_t i = 0; i < len; ++i)
        ones[i] = 1.0;
    csr_spmv_reference(&d.local.csr, ones, b);

    double *history = o->history ? xmalloc(sizeof(double) * ((size_t)o->cg.max_iterations + 1)) : NULL;
    mp_barrier();
    t0 = wall_seconds();
    d.exchange_seconds = 0;
    cg_result res = dist_cg_solve(&d, b, x, &o->cg, history);
    const double solve = wall_seconds() - t0, exchange = d.exchange_seconds;

    /* true residual b - A x and error x - 1, summed deterministically */
    double *r = xmalloc(sizeof(double) * len);
    dev_copyin(x, sizeof(double) * len);
    dev_copyin(b, sizeof(double) * len);
    dev_copyin(ones, sizeof(double) * len);
    dev_create(r, sizeof(double) * len);
    dist_residual(&d, x, b, r);
    dev_update_host(r, sizeof(double) * (size_t)d.n_rows);
    const double rr = norm2_host(&d, r), bb = norm2_host(&d, b);
    for (int32_t i = 0; i < d.n_rows; ++i)
        r[i] = x[i] - 1.0;
    const double ee = norm2_host(&d, r);
    const double t_spmv = dist_spmv_seconds(&d, ones, r, o->spmv_reps);
    double bytes = sparse_matrix_spmv_bytes(&d.local, 0);
    mp_sum_doubles(&bytes, 1);

    if (root) {
        printf("cg: %s\n", res.message);
        printf("iterations:          %d\n", res.iterations);
        printf("true residual:       %.3e  (||b - A x|| / ||b||)\n", bb > 0 ? sqrt(rr / bb) : sqrt(rr));
        printf("error vs exact:      %.3e  (||x - 1|| / ||1||)\n", sqrt(ee / (double)d.n_global));
        printf("solve time:          %.3f s (%.3f ms per iteration), ghost exchange %.3f s on rank 0\n",
               solve, res.iterations ? 1e3 * solve / res.iterations : 0.0, exchange);
        printf("spmv:                %.3f ms, %.2f GB/s over all ranks (%.0f bytes moved per SpMV, "
               "exchange included in the time)\n", 1e3 * t_spmv, bytes / t_spmv * 1e-9, bytes);
        for (int it = 0; history && it <= res.iterations && it <= o->cg.max_iterations; ++it)
            printf("history %d %.17e\n", it, history[it]);
    }
    dev_delete(ones, sizeof(double) * len);
    dev_delete(b, sizeof(double) * len);
    dev_delete(x, sizeof(double) * len);
    dev_delete(r, sizeof(double) * len);
    dist_matrix_free(&d);
    free(ones), free(b), free(x), free(r), free(history);
    return res.status == CG_CONVERGED ? 0 : 3;
}

int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    options o = parse(argc, argv);
    if (o.distributed)
        return mp_finalize(solve_distributed(&o));
    csr_matrix a;
    char name[300];
    load_matrix(&o, &a, name, sizeof name);
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
    return mp_finalize(res.status == CG_CONVERGED ? 0 : 3);
}
