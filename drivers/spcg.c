/* spcg: solve A x = b with CG or GMRES(m), preconditioned by weighted Jacobi or algebraic
 * multigrid (smoothed aggregation), in a chosen sparse format, in the flavour this binary
 * was built for.
 *
 *   spcg [options] [matrix.mtx]
 *
 * Without a file it solves the embedded default, 3D 7-point Poisson on an n x n x n grid,
 * or the gallery problem --matrix names. b = A * 1, so the error against the exact solution
 * is known. Exit status: 0 converged, 3 not converged, 1 bad input. --reorder length:W solves
 * the renumbered system P A P^T (P x) = P b (csr_reorder_by_length): the same solution, 1,
 * and SELL's SpMV storing y in order; where the SpMV is cut into column segments, P also
 * orders each length's rows by their lengths in the segments (csr_segment_length_order).
 *
 * In the MPI build (configure.py --mpi) it runs under mpirun: rank 0 reads the matrix, the rows
 * are spread over the ranks and Jacobi-preconditioned CG runs distributed
 * (runtime/sparse/dist.h), with the same iterations and residuals on any rank count.
 * --distributed takes that path in any build. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amg.h"
#include "cli.h"
#include "device.h"
#include "dist.h"
#include "krylov.h"
#include "matrix.h"
#include "mmio.h"
#include "mp.h"
#include "util.h"

typedef enum { PRECOND_NONE, PRECOND_JACOBI, PRECOND_AMG } precond_kind;
typedef enum { SOLVER_CG, SOLVER_GMRES } solver_kind;

typedef struct {
    sparse_format format;
    int grid;
    const char *file, *matrix;
    precond_kind precond;
    solver_kind solver;
    double jacobi_weight;
    amg_options amg;
    krylov_options krylov;
    int spmv_reps;
    const char *column_segments; /* A's SpMV cut into column ranges: a count or "auto" */
    int32_t reorder;             /* --reorder length:W: W; 0 none */
    int distributed, history;
} options;

static void usage(FILE *to)
{
    const amg_options amg = amg_default_options();
    fprintf(to,
            "usage: spcg [options] [matrix.mtx]\n"
            "  --solver cg|gmres          Krylov solver (default cg)\n"
            "  --precond jacobi|amg|none  preconditioner (default jacobi)\n"
            "  --format F                 storage format of A (and of the AMG hierarchy): %s\n"
            "                             (default %s)\n"
            "  --n N                      Poisson grid size without a file (default 64: 262144 unknowns)\n"
            "  --matrix SPEC              gallery problem instead: poisson:N, aniso:N:EPSILON,\n"
            "                             jump:N:CONTRAST, convdiff:N:PECLET, irregular:N:MEAN:SEED\n"
            "  --rtol X                   stop at ||r||/||b|| <= X (default 1e-8)\n"
            "  --maxit K                  iteration cap (default 5000)\n"
            "  --restart M                GMRES restart length (default 30)\n"
            "  --column-segments S|auto   A's SpMV in S passes over ranges of columns (default\n"
            "                             auto: the flavour's spec setting for this matrix)\n"
            "  --reorder none|length:W    solve P A P^T, rows and columns in the order of row\n"
            "                             length in windows of W rows, then of their lengths in\n"
            "                             the column segments (SELL then stores y in order; the\n"
            "                             solution, 1, is the same) (default none)\n"
            "  --weight W                 Jacobi preconditioner weight (default 1.0)\n"
            "  --coarsening C             AMG coarsening: aggregation (smoothed aggregation) or\n"
            "                             classical (Ruge-Stueben, extended+i) (default %s)\n"
            "  --smoother S               AMG smoother: chebyshev, jacobi, l1_jacobi (default %s)\n"
            "  --sweeps K                 AMG Chebyshev degree or Jacobi sweeps (default %d)\n"
            "  --coarse-size N            AMG dense coarse solve at or below N rows (default %d)\n"
            "  --strength THETA           AMG strength threshold (default %g with aggregation,\n"
            "                             %g with classical coarsening)\n"
            "  --chebyshev-ratio R        AMG Chebyshev interval [lambda / R, lambda] (default %g)\n"
            "  --amg-precision P          double, or float: the V-cycle in single precision\n"
            "                             inside the double-precision solver (default double)\n"
            "  --every K                  progress line every K iterations (default 50, 0: off)\n"
            "  --spmv-reps K              SpMV repetitions for the bandwidth figure (default 20)\n"
            "  --distributed              the distributed solver (the MPI build's) on one rank\n"
            "  --history                  every iteration's ||r||/||b|| at the end (distributed solver)\n",
            format_list(), format_name(amg.format), amg_coarsening_name(amg.coarsening),
            amg_smoother_name(amg.smoother), amg.sweeps, amg.coarse_size,
            amg_default_strength(AMG_AGGREGATION), amg_default_strength(AMG_CLASSICAL),
            amg.chebyshev_ratio);
}

static options parse(int argc, char **argv)
{
    options o = {.grid = 64, .precond = PRECOND_JACOBI, .solver = SOLVER_CG,
                 .jacobi_weight = 1.0, .amg = amg_default_options(),
                 .krylov = krylov_default_options(), .spmv_reps = 20, .column_segments = "auto",
                 .distributed = mp_is_mpi_build()};
    o.format = o.amg.format;
    o.krylov.max_iterations = 5000;
    o.krylov.progress_every = 50;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            if (mp_rank() == 0)
                usage(stdout);
            exit(mp_finalize(0));
        } else if (strcmp(a, "--distributed") == 0) {
            o.distributed = 1;
            continue;
        } else if (strcmp(a, "--history") == 0) {
            o.history = 1;
            continue;
        } else if (a[0] != '-') {
            if (o.file)
                die("more than one matrix file given ('%s' and '%s')", o.file, a);
            o.file = a;
            continue;
        } else if (i + 1 >= argc) {
            usage(stderr);
            die("option %s needs a value (or is unknown)", a);
        }
        const char *v = argv[++i];
        if (amg_parse_option(a, v, &o.amg)) {
            continue;
        } else if (strcmp(a, "--column-segments") == 0) {
            o.column_segments = v;
        } else if (strcmp(a, "--reorder") == 0) {
            o.reorder = parse_reorder_option(a, v);
        } else if (strcmp(a, "--format") == 0) {
            if (parse_format(v, &o.format))
                die("--format: unknown format '%s' (%s)", v, format_list());
            o.amg.format = o.format;
        } else if (strcmp(a, "--solver") == 0) {
            if (strcmp(v, "cg") && strcmp(v, "gmres"))
                die("--solver: unknown solver '%s' (cg or gmres)", v);
            o.solver = strcmp(v, "cg") == 0 ? SOLVER_CG : SOLVER_GMRES;
        } else if (strcmp(a, "--precond") == 0) {
            if (strcmp(v, "jacobi") == 0)
                o.precond = PRECOND_JACOBI;
            else if (strcmp(v, "amg") == 0)
                o.precond = PRECOND_AMG;
            else if (strcmp(v, "none") == 0)
                o.precond = PRECOND_NONE;
            else
                die("--precond: unknown preconditioner '%s' (jacobi, amg or none)", v);
        } else if (strcmp(a, "--n") == 0) {
            o.grid = cli_int(a, v, 1, 1290);
        } else if (strcmp(a, "--matrix") == 0) {
            o.matrix = v;
        } else if (strcmp(a, "--rtol") == 0) {
            o.krylov.rtol = cli_number(a, v, 0, 1);
        } else if (strcmp(a, "--maxit") == 0) {
            o.krylov.max_iterations = cli_int(a, v, 0, 1000000000);
        } else if (strcmp(a, "--restart") == 0) {
            o.krylov.restart = cli_int(a, v, 1, 10000);
        } else if (strcmp(a, "--weight") == 0) {
            o.jacobi_weight = cli_number(a, v, 1e-6, 2);
        } else if (strcmp(a, "--amg-precision") == 0) {
            if (strcmp(v, "double") && strcmp(v, "float"))
                die("--amg-precision: '%s' is not double or float", v);
            o.amg.single = strcmp(v, "float") == 0;
        } else if (strcmp(a, "--every") == 0) {
            o.krylov.progress_every = cli_int(a, v, 0, 1000000000);
        } else if (strcmp(a, "--spmv-reps") == 0) {
            o.spmv_reps = cli_int(a, v, 1, 1000000);
        } else {
            usage(stderr);
            die("unknown option '%s'", a);
        }
    }
    if (o.file && o.matrix)
        die("both a matrix file ('%s') and --matrix '%s' given", o.file, o.matrix);
    if (o.history && !o.distributed)
        die("--history needs the distributed solver (the MPI build, or --distributed)");
    if (o.distributed && (o.solver != SOLVER_CG || o.precond != PRECOND_JACOBI))
        die("the distributed solver is CG with Jacobi only (got --solver %s --precond %s)",
            o.solver == SOLVER_CG ? "cg" : "gmres",
            o.precond == PRECOND_AMG ? "amg" : o.precond == PRECOND_NONE ? "none" : "jacobi");
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

/* The matrix the options name, renumbered where --reorder asks; *segments (when not NULL):
 * the column segments its SpMV takes (--column-segments), the renumbering made for them. */
static void load_matrix(const options *o, csr_matrix *a, char *name, size_t len, int *segments)
{
    if (o->file) {
        char err[512];
        if (mm_read(o->file, a, err, sizeof err))
            die("%s", err);
        snprintf(name, len, "%s", o->file);
    } else if (o->matrix) {
        matrix_from_spec(o->matrix, a);
        snprintf(name, len, "%s", o->matrix);
    } else {
        poisson3d(a, o->grid);
        snprintf(name, len, "3D Poisson %d^3 (embedded default)", o->grid);
    }
    csr_check_solvable(a, name);
    if (segments) {
        csr_matrix given = *a;
        *segments = csr_renumber_for_segments(&given, o->reorder, "--column-segments",
                                              o->column_segments, sizeof(double), a);
        csr_free(&given);
    } else {
        csr_apply_reorder(a, o->reorder, 1);
    }
    if (o->reorder > 0) {
        const size_t at = strlen(name);
        if (segments && *segments > 1)
            snprintf(name + at, len - at, ", renumbered by row length and by its lengths in %d "
                     "column segments (windows of %d)", *segments, o->reorder);
        else
            snprintf(name + at, len - at, ", renumbered by row length (windows of %d)", o->reorder);
    }
}

/* The preconditioner the options ask for; its setup is timed by the caller. */
typedef struct {
    jacobi_preconditioner jacobi;
    amg_hierarchy *amg;
    krylov_preconditioner krylov;
} preconditioner;

static const krylov_preconditioner *precond_setup(preconditioner *p, const options *o,
                                                  const csr_matrix *a)
{
    memset(p, 0, sizeof *p);
    switch (o->precond) {
    case PRECOND_JACOBI:
        jacobi_setup(&p->jacobi, a, o->jacobi_weight);
        p->krylov = jacobi_krylov(&p->jacobi);
        return &p->krylov;
    case PRECOND_AMG:
        p->amg = amg_setup(a, &o->amg);
        amg_print(p->amg, stdout);
        p->krylov = amg_krylov(p->amg);
        return &p->krylov;
    default:
        return NULL;
    }
}

static void precond_free(preconditioner *p)
{
    if (p->jacobi.dinv)
        jacobi_free(&p->jacobi);
    amg_free(p->amg);
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
        load_matrix(o, &a, name, sizeof name, NULL);
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

    double *history = o->history ? xmalloc(sizeof(double) * ((size_t)o->krylov.max_iterations + 1)) : NULL;
    mp_barrier();
    t0 = wall_seconds();
    d.exchange_seconds = 0;
    krylov_result res = dist_cg_solve(&d, b, x, &o->krylov, o->jacobi_weight, history);
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
        for (int it = 0; history && it <= res.iterations && it <= o->krylov.max_iterations; ++it)
            printf("history %d %.17e\n", it, history[it]);
    }
    dev_delete(ones, sizeof(double) * len);
    dev_delete(b, sizeof(double) * len);
    dev_delete(x, sizeof(double) * len);
    dev_delete(r, sizeof(double) * len);
    dist_matrix_free(&d);
    free(ones), free(b), free(x), free(r), free(history);
    return res.status == KRYLOV_CONVERGED ? 0 : 3;
}

static const char *precond_name(precond_kind k)
{
    return k == PRECOND_JACOBI ? "jacobi" : k == PRECOND_AMG ? "amg" : "none";
}

int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    options o = parse(argc, argv);
    if (o.distributed)
        return mp_finalize(solve_distributed(&o));
    csr_matrix a;
    char name[300];
    int segments;
    load_matrix(&o, &a, name, sizeof name, &segments);
    const int32_t n = a.n_rows;
    printf("spcg: flavour %s (%s)\n", dev_flavour(), dev_is_offloading() ? "offloading" : "host");
    printf("matrix: %s: %d rows, %lld nonzeros\n", name, n, (long long)a.nnz);

    const double t0 = wall_seconds();
    sparse_matrix m;
    sparse_matrix_build(&m, &a, o.format);
    sparse_matrix_split_columns(&m, segments);
    sparse_matrix_to_device(&m);
    const int64_t stored = sparse_matrix_stored_entries(&m);
    printf("format: %s, %lld stored entries (padding %.1f%%)", format_name(o.format),
           (long long)stored, a.nnz ? 100.0 * (double)(stored - a.nnz) / (double)a.nnz : 0.0);
    if (segments > 1)
        printf(", SpMV in %d column segments", segments);
    printf("\n");
    const double t_matrix = wall_seconds() - t0;
    preconditioner p;
    const krylov_preconditioner *M = precond_setup(&p, &o, &a);
    dev_synchronize();
    const double setup = wall_seconds() - t0;

    double *ones = xmalloc(sizeof(double) * n), *b = xmalloc(sizeof(double) * n);
    double *x = xcalloc((size_t)n, sizeof(double));
    for (int32_t i = 0; i < n; ++i)
        ones[i] = 1.0;
    csr_spmv_reference(&a, ones, b);

    const krylov_operator A = sparse_matrix_operator(&m);
    const double t1 = wall_seconds();
    krylov_result res = o.solver == SOLVER_CG ? krylov_cg(&A, M, b, x, &o.krylov)
                                              : krylov_gmres(&A, M, b, x, &o.krylov);
    const double solve = wall_seconds() - t1;

    double *r = xmalloc(sizeof(double) * n), ee = 0;
    for (int32_t i = 0; i < n; ++i)
        ee += (x[i] - 1) * (x[i] - 1);

    dev_copyin(ones, sizeof(double) * n);
    dev_create(r, sizeof(double) * n);
    const double t_spmv = spmv_seconds(&m, ones, r, o.spmv_reps);
    dev_delete(ones, sizeof(double) * n);
    dev_delete(r, sizeof(double) * n);

    const char *solver = o.solver == SOLVER_CG ? "cg" : "gmres";
    printf("%s: %s\n", solver, res.message);
    printf("solver:              %s, preconditioner %s\n", solver, precond_name(o.precond));
    printf("iterations:          %d\n", res.iterations);
    printf("true residual:       %.3e  (||b - A x|| / ||b||)\n", csr_relative_residual(&a, x, b));
    printf("error vs exact:      %.3e  (||x - 1|| / ||1||)\n", sqrt(ee / n));
    printf("setup time:          %.3f s (matrix to the device %.3f s", setup, t_matrix);
    if (p.amg)
        printf(", AMG hierarchy on the CPU %.3f s, to the device %.3f s", p.amg->setup_seconds,
               p.amg->device_seconds);
    printf(")\n");
    printf("solve time:          %.3f s (%.3f ms per iteration)\n", solve,
           res.iterations ? 1e3 * solve / res.iterations : 0.0);
    printf("spmv:                %.3f ms, %.2f GB/s (%.0f bytes moved per SpMV)\n", 1e3 * t_spmv,
           sparse_matrix_spmv_bytes(&m, 0) / t_spmv * 1e-9, sparse_matrix_spmv_bytes(&m, 0));
    precond_free(&p);
    sparse_matrix_free(&m);
    csr_free(&a);
    free(ones), free(b), free(x), free(r);
    return mp_finalize(res.status == KRYLOV_CONVERGED ? 0 : 3);
}
