/* speig: the lowest eigenpairs of a sparse symmetric matrix with LOBPCG or thick-restart
 * Lanczos, the operator applied through the generated SpMM kernels of the flavour this binary
 * was built for.
 *
 *   speig [options] [matrix.mtx]
 *
 * Without a file it solves the embedded default, the 3D Laplacian (7-point, Dirichlet) on an
 * n x n x n grid, whose eigenvalues are known in closed form: the error of each is printed.
 *
 * --distributed (implied under mpirun on more than one rank): LOBPCG on the 2D triangular
 * distribution of runtime/eigen/dist_eigen.h, on nd (nd + 1) / 2 ranks (1, 3 or 6); rank 0
 * reads or builds the matrix and prints the report; --overlap on splits an off-diagonal rank's
 * product so that each half runs while the other X piece travels (dist_eigen.h, Overlap). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "csb.h"
#include "dense/dense.h"
#include "device.h"
#include "eigen/eigen.h"
#include "matrix.h"
#include "mmio.h"
#include "mp.h"
#include "eigen/dist_eigen.h"
#include "sparse_kernels.h"
#include "util.h"

typedef enum { SOLVER_LOBPCG, SOLVER_LANCZOS } solver_kind;
typedef enum { PRECOND_NONE, PRECOND_JACOBI, PRECOND_BLOCK, PRECOND_AMG } precond_kind;
static const char *const PRECOND_NAMES[] = {"none", "jacobi", "block", "amg"};

typedef struct {
    const char *file;
    int grid;
    eig_options eig;
    solver_kind solver;
    precond_kind precond;
    int precond_block;
    amg_options amg;
    int amg_given; /* an --amg-* option was given */
    double shift;
    int shift_given;
    int use_csr;
    int storage; /* -1 default, 0 full, 1 half */
    int variant; /* -1 default */
    int B;
    int single;
    int maxit_given;
    int distributed;
    int overlap; /* -1 default (DIST_TRI_OVERLAP_DEFAULT), 0 off, 1 on */
} options;

static void usage(FILE *to)
{
    char defaults[160];
    fprintf(to,
            "usage: speig [options] [matrix.mtx]\n"
            "  --n N                  3D Laplacian on an N^3 grid without a file (default 24)\n"
            "  --nev K                eigenpairs wanted, the lowest (default 8)\n"
            "  --block K              LOBPCG block size (default nev); Lanczos largest basis\n"
            "                         (default max(2 nev + 10, 20))\n"
            "  --tol X                relative residual ||A x - lambda x|| / |lambda| (default 1e-8)\n"
            "  --maxit K              LOBPCG iterations (default 1000) or Lanczos steps (20000)\n"
            "  --solver lobpcg|lanczos             (default lobpcg)\n"
            "  --precond none|jacobi|block|amg     LOBPCG preconditioner (default none); amg:\n"
            "                         a V-cycle of spcg's algebraic multigrid per vector, for\n"
            "                         A - shift I positive definite (e.g. Laplacians)\n"
            "  --precond-block b      rows per block-Jacobi block (default 64)\n"
            "  --amg-format F         the AMG hierarchy's row format (default %s), one of\n"
            "                         %s\n"
            "  --amg-precision P      double, or float: the V-cycle in single precision\n"
            "  --shift S              preconditioner shift (default: Gershgorin lower bound)\n"
            "  --format csb|csr       storage of A (default csb)\n"
            "  --storage half|full    CSB: half-stored symmetric (fused kernel) or every block\n"
            "  --variant V            CSB SpMM kernel: naive, cache_blocked, rowwise,\n"
            "                         rowwise_indexed (full storage) or fused, rowwise_fused\n"
            "                         (half); default here (%s): %s\n"
            "                         (a default rowwise_indexed gives way to rowwise where\n"
            "                         its row index would be too large)\n"
            "  --csb-block B|auto     CSB block size, at most %d (default auto: the largest at\n"
            "                         which a block row of the block fits the staged kernels'\n"
            "                         team memory, so that they read each entry once)\n"
            "  --precision double|float            (default double)\n"
            "  --every K              progress line every K iterations (default 10, 0: off)\n"
            "  --seed S               start vectors (default 1)\n"
            "  --distributed          LOBPCG on the 2D triangular distribution over 1, 3 or 6\n"
            "                         MPI ranks (implied on more than one rank)\n"
            "  --overlap on|off       distributed SpMM: an off-diagonal rank computes H X_col\n"
            "                         and H^T X_row apart, each while the other piece travels\n"
            "                         (two passes over its block; default %s)\n"
            "exit status: 0 converged, 3 not converged, 1 bad input\n",
            format_name(amg_default_options().format), format_list(), dev_flavour(),
            spmm_default_text(defaults, sizeof defaults), CSB_MAX_BLOCK,
            DIST_TRI_OVERLAP_DEFAULT ? "on" : "off");
}

static int choice(const char *opt, const char *value, const char *const *names, int n)
{
    for (int i = 0; i < n; ++i)
        if (strcmp(value, names[i]) == 0)
            return i;
    char list[200] = "";
    for (int i = 0; i < n; ++i)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", names[i]);
    die("%s: unknown value '%s' (%s)", opt, value, list);
}

static options parse(int argc, char **argv)
{
    static const char *const solvers[] = {"lobpcg", "lanczos"};
    static const char *const formats[] = {"csb", "csr"};
    static const char *const storages[] = {"full", "half"};
    static const char *const precisions[] = {"double", "float"};
    static const char *const offon[] = {"off", "on"};
    options o;
    memset(&o, 0, sizeof o);
    o.grid = 24, o.eig = eig_default_options(), o.precond_block = 64;
    o.amg = amg_default_options();
    o.storage = -1, o.variant = -1, o.B = 0, o.eig.progress_every = 10; /* B = 0: auto */
    o.distributed = mp_size() > 1;
    o.overlap = -1;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            if (mp_rank() == 0)
                usage(stdout);
            exit(mp_finalize(0));
        } else if (strcmp(a, "--distributed") == 0) {
            o.distributed = 1;
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
        if (strcmp(a, "--n") == 0)
            o.grid = cli_int(a, v, 1, 1290);
        else if (strcmp(a, "--nev") == 0)
            o.eig.nev = cli_int(a, v, 1, 100000);
        else if (strcmp(a, "--block") == 0)
            o.eig.block = cli_int(a, v, 1, 100000);
        else if (strcmp(a, "--tol") == 0)
            o.eig.tol = cli_number(a, v, 1e-300, 1);
        else if (strcmp(a, "--maxit") == 0)
            o.eig.max_iterations = cli_int(a, v, 0, 1000000000), o.maxit_given = 1;
        else if (strcmp(a, "--solver") == 0)
            o.solver = (solver_kind)choice(a, v, solvers, 2);
        else if (strcmp(a, "--precond") == 0)
            o.precond = (precond_kind)choice(a, v, PRECOND_NAMES, 4);
        else if (strcmp(a, "--precond-block") == 0)
            o.precond_block = cli_int(a, v, 1, 4096);
        else if (strcmp(a, "--amg-format") == 0) {
            if (parse_format(v, &o.amg.format))
                die("--amg-format: unknown format '%s' (%s)", v, format_list());
            o.amg_given = 1;
        } else if (strcmp(a, "--amg-precision") == 0)
            o.amg.single = choice(a, v, precisions, 2), o.amg_given = 1;
        else if (strcmp(a, "--shift") == 0)
            o.shift = cli_number(a, v, -1e300, 1e300), o.shift_given = 1;
        else if (strcmp(a, "--format") == 0)
            o.use_csr = choice(a, v, formats, 2);
        else if (strcmp(a, "--storage") == 0)
            o.storage = choice(a, v, storages, 2);
        else if (strcmp(a, "--variant") == 0) {
            spmm_variant var;
            if (parse_spmm_variant(v, &var))
                die("--variant: unknown kernel '%s' (naive, fused, cache_blocked, rowwise, "
                    "rowwise_fused or rowwise_indexed)", v);
            o.variant = (int)var;
        } else if (strcmp(a, "--csb-block") == 0 && strcmp(v, "auto") == 0) {
            o.B = 0;
        } else if (strcmp(a, "--csb-block") == 0) {
            const double b = cli_number(a, v, -1e18, 1e18);
            if (b < 1 || b > CSB_MAX_BLOCK || b != (int)b)
                die("--csb-block: %s does not fit 16-bit local indices (a whole number in 1..%d)",
                    v, CSB_MAX_BLOCK);
            o.B = (int)b;
        } else if (strcmp(a, "--precision") == 0)
            o.single = choice(a, v, precisions, 2);
        else if (strcmp(a, "--every") == 0)
            o.eig.progress_every = cli_int(a, v, 0, 1000000000);
        else if (strcmp(a, "--overlap") == 0)
            o.overlap = choice(a, v, offon, 2);
        else if (strcmp(a, "--seed") == 0)
            o.eig.seed = (uint64_t)cli_number(a, v, 0, 1e18);
        else {
            usage(stderr);
            die("unknown option '%s'", a);
        }
    }
    if (!o.maxit_given)
        o.eig.max_iterations = o.solver == SOLVER_LANCZOS ? 20000 : 1000;
    if (o.solver == SOLVER_LANCZOS && o.precond != PRECOND_NONE)
        die("--precond: Lanczos takes no preconditioner (use --solver lobpcg)");
    if (o.solver == SOLVER_LANCZOS && o.single)
        die("--precision float: Lanczos runs in double (use --solver lobpcg)");
    if (o.amg_given && o.precond != PRECOND_AMG)
        die("--amg-format/--amg-precision: options of the AMG preconditioner (add --precond amg)");
    if (o.overlap >= 0 && !o.distributed)
        die("--overlap: the distributed SpMM's option (add --distributed)");
    if (o.distributed && (o.solver != SOLVER_LOBPCG || o.precond != PRECOND_NONE || o.use_csr ||
                          o.single))
        mp_fail("--distributed: LOBPCG without preconditioner on CSB in double only (got "
                "--solver %s --precond %s --format %s --precision %s)",
                o.solver == SOLVER_LOBPCG ? "lobpcg" : "lanczos",
                PRECOND_NAMES[o.precond],
                o.use_csr ? "csr" : "csb", o.single ? "float" : "double");
    return o;
}

/* CPU time of the process, all threads (the benchmarks' measure on a shared machine). */
static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The lowest count eigenvalues of the n^3 Laplacian: sums of 2 - 2 cos(pi i / (n + 1)). */
static void laplacian_exact(int n, int count, double *out)
{
    const int top = count + 1 < n ? count + 1 : n;
    const int64_t m = (int64_t)top * top * top;
    double *all = xmalloc(sizeof(double) * (size_t)m);
    int64_t q = 0;
    for (int i = 1; i <= top; ++i)
        for (int j = 1; j <= top; ++j)
            for (int l = 1; l <= top; ++l)
                all[q++] = 6 - 2 * (cos(3.14159265358979323846 * i / (n + 1)) +
                                    cos(3.14159265358979323846 * j / (n + 1)) +
                                    cos(3.14159265358979323846 * l / (n + 1)));
    for (int a = 0; a < count && a < m; ++a)
        for (int64_t b = a + 1; b < m; ++b)
            if (all[b] < all[a]) {
                const double t = all[a];
                all[a] = all[b];
                all[b] = t;
            }
    memcpy(out, all, sizeof(double) * (size_t)(count < m ? count : m));
    free(all);
}

/* How often the solver had to repair its basis (LOBPCG only: Lanczos reports its restarts in
 * its message). */
static void print_conditioning(const eig_result *r, int lobpcg)
{
    if (r->dropped_p || r->repaired_w)
        printf("conditioning: P dropped %d times, W re-orthonormalised %d times\n", r->dropped_p,
               r->repaired_w);
    if (lobpcg && r->restarts)
        printf("restarts from X: %d (converged columns had lost their tolerance)\n", r->restarts);
}

/* After a run that did not converge: a note when the tolerance asks for less than the
 * working precision can give. A relative residual ||A x - lambda x|| / |lambda| carries
 * rounding of about eps ||A||, so it cannot fall much below eps ||A|| / |lambda| (||A|| bounded
 * by Gershgorin: the largest absolute row sum; lambda the smallest |value| found). */
static void precision_floor_note(const csr_matrix *a, const int64_t *rowptr, int single,
                                 double tol, int nev, const double *values)
{
    double lower, upper, smallest = INFINITY;
    eig_gershgorin(a->n_rows, rowptr, a->col, a->val, 0, &lower, &upper);
    const double norm = fmax(fabs(lower), fabs(upper));
    for (int i = 0; i < nev; ++i)
        smallest = fmin(smallest, fabs(values[i]));
    const double eps = single ? 1.19e-7 : 2.22e-16, floor = eps * norm / smallest;
    if (smallest > 0 && tol < 10 * floor)
        printf("note: --tol %.1e is near or below what %s arithmetic reaches here: eps ||A|| / "
               "|lambda| = %.1e (||A|| <= %.3g, the largest row sum; |lambda| = %.3g, the "
               "smallest value found)%s\n",
               tol, single ? "float" : "double", floor, norm, smallest,
               single ? "; --precision double reaches further" : "");
}

/* The eigenvalue table (with the closed form's column when exact is set). */
static void print_table(int nev, const double *values, const double *residuals, const double *exact)
{
    printf("%5s  %22s  %13s%s\n", "i", "eigenvalue", "rel.residual",
           exact ? "  closed form             rel.error" : "");
    for (int i = 0; i < nev; ++i) {
        printf("%5d  %22.15g  %13.3e", i, values[i], residuals[i]);
        if (exact)
            printf("  %22.15g  %9.2e", exact[i], fabs(values[i] - exact[i]) / fabs(exact[i]));
        printf("\n");
    }
}

/* speig --distributed: rank 0 reads or builds the matrix, dist_tri_create spreads its upper
 * triangle over the ranks, LOBPCG runs on the distributed vectors; rank 0 prints. */
static int solve_distributed(options *o)
{
    const int root = mp_rank() == 0;
    dist_tri_check_ranks(); /* before anything is read or printed */
    const char *transport = mp_describe();
    mp_quiet_stdout();
    csr_matrix a;
    memset(&a, 0, sizeof a);
    char name[300] = "", err[512] = "";
    int bad = 0;
    if (root) {
        if (o->file) {
            bad = mm_read(o->file, &a, err, sizeof err) != 0;
            snprintf(name, sizeof name, "%s", o->file);
        } else {
            poisson3d(&a, o->grid);
            snprintf(name, sizeof name, "3D Laplacian %d^3 (embedded default)", o->grid);
        }
        if (!bad && csr_symmetry_error(&a, err, sizeof err)) {
            char why[512];
            snprintf(why, sizeof why, "%s: %s; speig solves symmetric problems only", name, err);
            snprintf(err, sizeof err, "%s", why);
            bad = 1;
        }
    }
    if (mp_any(bad))
        mp_fail("%s", err); /* rank 0's message */
    const int block = o->eig.block > 0 ? o->eig.block : o->eig.nev;
    int64_t n = root ? a.n_rows : 0;
    mp_bcast(&n, sizeof n, 0);
    if (o->eig.nev > n)
        mp_fail("--nev %d: larger than the matrix dimension n = %lld", o->eig.nev, (long long)n);
    if (n < 5 * (int64_t)block)
        mp_fail("--distributed: n = %lld is too small for LOBPCG with block %d (at least %d rows)",
                (long long)n, block, 5 * block);
    spmm_variant variant;
    int half;
    if (spmm_choose(o->variant, o->storage, &variant, &half, err, sizeof err))
        mp_fail("--storage/--variant: %s", err);
    printf("speig: flavour %s (%s), dense backend %s; %s\n", dev_flavour(),
           dev_is_offloading() ? "offloading" : "host", dense_backend_name(), transport);
    printf("matrix: %s: %d rows, %lld nonzeros, symmetric\n", name, a.n_rows, (long long)a.nnz);

    double t0 = wall_seconds();
    const int B = o->B ? o->B : csb_block_for(block, 0);
    dist_tri d;
    dist_tri_create(&d, root ? &a : NULL, block, variant, half, B, o->variant < 0 && o->storage < 0);
    if (o->overlap >= 0)
        d.overlap = o->overlap;
    csr_free(&a);
    eig_operator op = dist_tri_operator(&d);
    int64_t stored[2] = {d.local.nnz, d.local.n_blocks};
    mp_sum_int64(stored, 2);
    double rows[2] = {(double)d.n_own, -(double)d.n_own};
    mp_max_doubles(rows, 2);
    const double t_setup = wall_seconds() - t0;
    printf("distributed: triangular layout, %d piece%s over %d rank%s (one block of the upper "
           "triangle each); vector rows per rank %.0f..%.0f; overlap %s\n", d.nd,
           d.nd == 1 ? "" : "s", mp_size(), mp_size() == 1 ? "" : "s", -rows[1], rows[0],
           d.overlap ? "on (off-diagonal blocks in two passes, each while the other X piece "
                       "travels)" : "off (one pass after both X pieces)");
    printf("operator: csb B = %d, %s, kernel %s, %lld stored entries in %lld blocks over the "
           "ranks, double\n", d.local.B, half ? "half-stored blocks" : "full storage (block and "
           "transpose)", spmm_variant_name(variant), (long long)stored[0], (long long)stored[1]);
    printf("solver: lobpcg, nev %d, block %d, tol %.1e, preconditioner none\nsetup: %.3f s\n",
           o->eig.nev, block, o->eig.tol, t_setup);
    fflush(stdout);

    double *values = xmalloc(sizeof(double) * (size_t)o->eig.nev);
    double *residuals = xmalloc(sizeof(double) * (size_t)o->eig.nev);
    mp_barrier();
    const double cpu0 = cpu_seconds();
    d.t_product = d.t_exchange = d.t_wait = 0;
    const eig_result r = eig_lobpcg(&op, &o->eig, values, residuals, NULL);
    const double cpu = cpu_seconds() - cpu0;
    double slowest[4] = {r.t_total, d.t_product, d.t_exchange, d.t_wait};
    mp_max_doubles(slowest, 4);

    double *exact = NULL;
    if (!o->file) {
        exact = xmalloc(sizeof(double) * (size_t)o->eig.nev);
        laplacian_exact(o->grid, o->eig.nev, exact);
    }
    printf("lobpcg: %s\n", r.message);
    print_table(o->eig.nev, values, residuals, exact);
    printf("iterations: %d, operator calls %d (%lld vectors)%s\n", r.iterations,
           r.operator_calls, (long long)r.operator_vectors,
           r.dropped_p ? ", P dropped in some iterations (ill-conditioned)" : "");
    print_conditioning(&r, 1);
    const double comm = d.t_exchange + r.t_sum;
    const double other = r.t_total - d.t_product - comm - r.t_dense - r.t_small;
    printf("time: solve %.3f s: SpMM %.3f s, communication %.3f s, dense BLAS-3 %.3f s, small "
           "eigensolver %.3f s, other %.3f s; setup %.3f s (rank 0)\n",
           r.t_total, d.t_product, comm, r.t_dense, r.t_small, other, t_setup);
    printf("communication: SpMM exchanges %.3f s (host copies, Allgatherv, Reduce_scatter), Gram "
           "sums %.3f s (Allreduce); slowest rank: solve %.3f s, SpMM %.3f s\n", d.t_exchange,
           r.t_sum, slowest[0], slowest[1]);
    printf("SpMM waits: %.3f s of the exchanges' %.3f s blocked in mp_wait (rank 0; the rest "
           "starts, tests, copies); largest on any rank: waits %.3f s, exchanges %.3f s\n",
           d.t_wait, d.t_exchange, slowest[3], slowest[2]);
    printf("cpu: solve %.3f s (CPU time of all threads, rank 0)\n", cpu);
    if (r.iterations > 0) {
        const double per = 1e3 / r.iterations;
        printf("per iteration: solve %.3f ms: SpMM %.3f ms, communication %.3f ms, dense BLAS-3 "
               "%.3f ms, small eigensolver %.3f ms; %.1f dense calls (%s)\n", r.t_total * per,
               d.t_product * per, comm * per, r.t_dense * per, r.t_small * per,
               (double)r.dense_calls / r.iterations, dense_backend_name());
    }
    dist_tri_free(&d);
    free(values), free(residuals), free(exact);
    return r.status == EIG_CONVERGED ? 0 : 3;
}

int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    options o = parse(argc, argv);
    if (o.distributed)
        return mp_finalize(solve_distributed(&o));
    csr_matrix a;
    char name[300], err[512];
    if (o.file) {
        if (mm_read(o.file, &a, err, sizeof err))
            die("%s", err);
        snprintf(name, sizeof name, "%s", o.file);
    } else {
        poisson3d(&a, o.grid);
        snprintf(name, sizeof name, "3D Laplacian %d^3 (embedded default)", o.grid);
    }
    if (csr_symmetry_error(&a, err, sizeof err))
        die("%s: %s; speig solves symmetric problems only", name, err);
    if (o.eig.nev > a.n_rows)
        die("--nev %d: larger than the matrix dimension n = %d", o.eig.nev, a.n_rows);
    const int block = o.eig.block > 0 ? o.eig.block : o.eig.nev;
    if (o.solver == SOLVER_LOBPCG && block > a.n_rows)
        die("--block %d: larger than the matrix dimension n = %d", block, a.n_rows);
    printf("speig: flavour %s (%s), dense backend %s\n", dev_flavour(),
           dev_is_offloading() ? "offloading" : "host", dense_backend_name());
    printf("matrix: %s: %d rows, %lld nonzeros, symmetric\n", name, a.n_rows, (long long)a.nnz);

    /* the operator */
    double t0 = wall_seconds();
    sparse_matrix csr;
    csb_matrix csb;
    memset(&csr, 0, sizeof csr), memset(&csb, 0, sizeof csb);
    spmm_operator sop = {NULL, SPMM_NAIVE, NULL};
    if (o.use_csr) {
        sparse_matrix_build(&csr, &a, FORMAT_CSR);
        sparse_matrix_to_device(&csr);
        if (o.single)
            sparse_matrix_make_float(&csr);
        sop.csr = &csr;
        printf("operator: csr, %lld entries, %s\n", (long long)a.nnz, o.single ? "float" : "double");
    } else {
        int half;
        if (spmm_choose(o.variant, o.storage, &sop.variant, &half, err, sizeof err))
            die("--storage/--variant: %s", err);
        const int B = o.B ? o.B : csb_block_for(block, o.single);
        if (csb_from_csr(&csb, &a, B, half, err, sizeof err))
            die("%s: %s", name, err);
        csb_to_device(&csb);
        if (o.single)
            csb_make_float(&csb);
        const int prepared =
            csb_prepare_or_fall_back(&csb, &sop.variant, o.variant < 0 && o.storage < 0, err, sizeof err);
        if (prepared < 0)
            die("--variant %s: %s", spmm_variant_name(sop.variant), err);
        if (prepared > 0)
            printf("note: %s\n", err);
        sop.csb = &csb;
        printf("operator: csb B = %d, %s, kernel %s, %lld stored entries in %lld blocks, %s\n",
               csb.B, half ? "half-stored symmetric" : "full storage",
               spmm_variant_name(sop.variant), (long long)csb.nnz, (long long)csb.n_blocks,
               o.single ? "float" : "double");
    }
    eig_operator op = {a.n_rows, o.single ? NULL : spmm_operator_apply,
                       o.single ? spmm_operator_apply_float : NULL, &sop, NULL, 0, NULL, NULL};

    /* the preconditioner */
    int64_t *rowptr = xmalloc(sizeof(int64_t) * ((size_t)a.n_rows + 1));
    for (int32_t i = 0; i <= a.n_rows; ++i)
        rowptr[i] = a.rowptr[i];
    eig_preconditioner *precond = NULL;
    if (o.precond != PRECOND_NONE) {
        if (!o.shift_given)
            o.shift = eig_gershgorin_lower(a.n_rows, rowptr, a.col, a.val, 0);
        const eig_precision p = o.single ? EIG_FLOAT : EIG_DOUBLE;
        if (o.precond == PRECOND_JACOBI)
            precond = eig_jacobi_new(a.n_rows, rowptr, a.col, a.val, 0, o.shift, p);
        else if (o.precond == PRECOND_BLOCK)
            precond = eig_block_jacobi_new(a.n_rows, rowptr, a.col, a.val, 0, o.precond_block,
                                           o.shift, p);
        else
            precond = eig_amg_new(&a, o.shift, &o.amg, p);
        o.eig.precond = precond;
    }
    const double t_setup = wall_seconds() - t0;
    if (o.solver == SOLVER_LOBPCG)
        printf("solver: lobpcg, nev %d, block %d, tol %.1e, preconditioner %s", o.eig.nev, block,
               o.eig.tol, precond ? precond->name : "none");
    else
        printf("solver: lanczos (thick restart), nev %d, basis %d, tol %.1e", o.eig.nev,
               o.eig.block > 0 ? o.eig.block : (2 * o.eig.nev + 10 > 20 ? 2 * o.eig.nev + 10 : 20),
               o.eig.tol);
    if (precond)
        printf(" (shift %.6g%s)", o.shift, o.shift_given ? "" : ", Gershgorin lower bound");
    printf("\n");
    if (o.precond == PRECOND_AMG) {
        printf("AMG of A - shift I, one V-cycle a vector (cycle in %s):\n",
               o.amg.single ? "float" : "double");
        eig_amg_print(precond, stdout);
    }
    printf("setup: %.3f s\n", t_setup);
    fflush(stdout);

    double *values = xmalloc(sizeof(double) * (size_t)o.eig.nev);
    double *residuals = xmalloc(sizeof(double) * (size_t)o.eig.nev);
    const double cpu0 = cpu_seconds();
    const eig_result r = o.solver == SOLVER_LOBPCG
                             ? eig_lobpcg(&op, &o.eig, values, residuals, NULL)
                             : eig_lanczos(&op, &o.eig, values, residuals, NULL);
    const double cpu = cpu_seconds() - cpu0;

    double *exact = NULL;
    if (!o.file) {
        exact = xmalloc(sizeof(double) * (size_t)o.eig.nev);
        laplacian_exact(o.grid, o.eig.nev, exact);
    }
    printf("%s: %s\n", o.solver == SOLVER_LOBPCG ? "lobpcg" : "lanczos", r.message);
    if (r.status != EIG_CONVERGED)
        precision_floor_note(&a, rowptr, o.single, o.eig.tol, o.eig.nev, values);
    print_table(o.eig.nev, values, residuals, exact);
    printf("iterations: %d, operator calls %d (%lld vectors)%s%s\n", r.iterations,
           r.operator_calls, (long long)r.operator_vectors,
           r.dropped_p ? ", P dropped in some iterations (ill-conditioned)" : "",
           r.dense_fallback ? ", solved densely" : "");
    print_conditioning(&r, o.solver == SOLVER_LOBPCG);
    const double other = r.t_total - r.t_operator - r.t_dense - r.t_small - r.t_precond -
                         r.t_start - r.t_finish;
    printf("time: solve %.3f s: SpMM %.3f s, dense BLAS-3 %.3f s, small eigensolver %.3f s, "
           "preconditioner %.3f s, start %.3f s, results back %.3f s, other %.3f s; setup %.3f s\n",
           r.t_total, r.t_operator, r.t_dense, r.t_small, r.t_precond, r.t_start, r.t_finish,
           other, t_setup);
    printf("cpu: solve %.3f s (CPU time of all threads)\n", cpu);
    if (r.iterations > 0) {
        const double per = 1e3 / r.iterations;
        printf("per %s: solve %.3f ms: SpMM %.3f ms, dense BLAS-3 %.3f ms, small eigensolver "
               "%.3f ms, preconditioner %.3f ms; %.1f dense calls (%s)\n",
               o.solver == SOLVER_LOBPCG ? "iteration" : "step", r.t_total * per,
               r.t_operator * per, r.t_dense * per, r.t_small * per, r.t_precond * per,
               (double)r.dense_calls / r.iterations, dense_backend_name());
    }
    eig_preconditioner_free(precond);
    if (o.use_csr)
        sparse_matrix_free(&csr);
    else
        csb_free(&csb);
    csr_free(&a);
    free(rowptr), free(values), free(residuals), free(exact);
    return mp_finalize(r.status == EIG_CONVERGED ? 0 : 3);
}
