/* amg_bench: the multigrid V-cycle's kernels against the device copy bandwidth, level by
 * level, then the whole V-cycle and an AMG-preconditioned CG solve, in the flavour this
 * binary was built for.
 *
 *   amg_bench [--matrix poisson:N | ... | file.mtx] [--format F] [--precision double|float]
 *             [--rtol X] [--batches K] [AMG options: --coarsening, --smoother, --sweeps,
 *             --coarse-size, --strength, --chebyshev-ratio, as spcg's]
 *
 * For every level: the smoother step (smooth), the residual, the restriction (SpMV with R)
 * and the prolongation, each timed (median of batches) and counted in the bytes it must
 * move once (amg_kernel_bytes: the stored matrix and each vector it reads or writes); with
 * --precision float the whole cycle is single precision (amg_options.single). <fmt> is the
 * format, then "/float" for a float cycle, "/classical" for classical coarsening and
 * "/<smoother><sweeps>" for a smoother other than the spec's. Prints
 *   RESULT amg flavour=<f> matrix=<m> format=<fmt> level=<l> rows=<n> kernel=<k> ms=<t>
 *          gbs=<GB/s> copy_gbs=<GB/s>
 *   RESULT amg ... kernel=vcycle ms=<t> (one whole V-cycle) and kernel=sum (the kernels above
 *          as one V-cycle calls them)
 *   RESULT amg ... solve iterations=<i> setup_s=<s> device_s=<s> solve_s=<s>
 * and a table; exits 3 when the solve does not converge. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amg.h"
#include "bench.h"
#include "cli.h"
#include "device.h"
#include "krylov.h"
#include "matrix.h"
#include "util.h"

typedef struct {
    const char *matrix;
    amg_options amg;
    double rtol;
    int batches;
    size_t copy_mb;
} options;

static options parse(int argc, char **argv)
{
    options o = {"poisson:100", amg_default_options(), 1e-8, 7, 1024};
    for (int i = 1; i < argc; ++i) {
        if (i + 1 >= argc)
            die("usage: amg_bench [--matrix SPEC] [--format F] [--precision double|float] "
                "[--rtol X] [--batches K] [--copy-mb M] [--coarsening C] [--smoother S] "
                "[--sweeps K] [--coarse-size N] [--strength T] [--chebyshev-ratio R] (got '%s')",
                argv[i]);
        const char *a = argv[i], *v = argv[++i];
        if (amg_parse_option(a, v, &o.amg)) {
            continue;
        } else if (strcmp(a, "--matrix") == 0) {
            o.matrix = v;
        } else if (strcmp(a, "--format") == 0) {
            if (parse_format(v, &o.amg.format))
                die("--format: unknown format '%s' (%s)", v, format_list());
        } else if (strcmp(a, "--precision") == 0) {
            if (strcmp(v, "double") && strcmp(v, "float"))
                die("--precision: '%s' is not double or float", v);
            o.amg.single = strcmp(v, "float") == 0;
        } else if (strcmp(a, "--rtol") == 0) {
            o.rtol = cli_number(a, v, 0, 1);
        } else if (strcmp(a, "--batches") == 0) {
            o.batches = cli_int(a, v, 1, 16);
        } else if (strcmp(a, "--copy-mb") == 0) {
            o.copy_mb = (size_t)cli_int(a, v, 1, 65536);
        } else {
            die("amg_bench: unknown option '%s'", a);
        }
    }
    return o;
}

typedef struct {
    const char *matrix, *format;
    double copy_gbs, sum_ms;
} reporter;

static void report(reporter *r, int level, int32_t rows, const char *kernel, double t,
                   double bytes)
{
    printf("RESULT amg flavour=%s matrix=%s format=%s level=%d rows=%d kernel=%s ms=%.4f "
           "gbs=%.1f copy_gbs=%.1f\n",
           dev_flavour(), r->matrix, r->format, level, rows, kernel, 1e3 * t, bytes / t * 1e-9,
           r->copy_gbs);
    fflush(stdout);
}

/* Times level l's kernels; `sum` adds each as often as one V-cycle calls it (the smoother
 * step 2 k - 1 times with A: the first of the pre-smoothing needs no product). */
static void time_level(amg_hierarchy *h, int l, int batches, reporter *rep)
{
    for (amg_kernel k = AMG_KERNEL_SMOOTH; k <= AMG_KERNEL_PROLONG; ++k) {
        double t;
        BENCH_TIME_MEDIAN(t, batches, 10, amg_run_kernel(h, l, k));
        report(rep, l, h->levels[l].A.n_rows, amg_kernel_name(k), t, amg_kernel_bytes(h, l, k));
        rep->sum_ms += 1e3 * t * (k == AMG_KERNEL_SMOOTH ? 2 * h->opt.sweeps - 1 : 1);
    }
}

int main(int argc, char **argv)
{
    options o = parse(argc, argv);
    csr_matrix a;
    matrix_from_spec(o.matrix, &a);
    csr_check_solvable(&a, o.matrix);
    fprintf(stderr, "amg_bench: flavour %s (%s), matrix %s: %d rows, %lld nonzeros\n",
            dev_flavour(), dev_is_offloading() ? "offloading" : "host", o.matrix, a.n_rows,
            (long long)a.nnz);
    const amg_options spec = amg_default_options();
    char format[96], smoother[40] = "";
    if (o.amg.smoother != spec.smoother || o.amg.sweeps != spec.sweeps)
        snprintf(smoother, sizeof smoother, "/%s%d", amg_smoother_name(o.amg.smoother),
                 o.amg.sweeps);
    snprintf(format, sizeof format, "%s%s%s%s", format_name(o.amg.format),
             o.amg.single ? "/float" : "", o.amg.coarsening == AMG_CLASSICAL ? "/classical" : "",
             smoother);
    reporter rep = {o.matrix, format, sparse_copy_bandwidth(o.copy_mb, 10), 0};
    amg_hierarchy *h = amg_setup(&a, &o.amg);
    amg_print(h, stdout);
    const int32_t n = a.n_rows;
    double *b = xmalloc(sizeof(double) * (size_t)n), *x = xcalloc((size_t)n, sizeof(double));
    double *ones = xmalloc(sizeof(double) * (size_t)n);
    for (int32_t i = 0; i < n; ++i)
        ones[i] = 1.0;
    csr_spmv_reference(&a, ones, b);
    dev_copyin(b, sizeof(double) * (size_t)n);
    dev_copyin(x, sizeof(double) * (size_t)n);
    for (int l = 0; l + 1 < h->n_levels; ++l)
        time_level(h, l, o.batches, &rep);
    double t;
    BENCH_TIME_MEDIAN(t, o.batches, 5, amg_vcycle(h, b, x));
    const double sum = rep.sum_ms;
    report(&rep, -1, n, "vcycle", t, 0);
    printf("RESULT amg flavour=%s matrix=%s format=%s level=-1 rows=%d kernel=sum ms=%.4f\n",
           dev_flavour(), o.matrix, rep.format, n, sum);
    dev_delete(b, sizeof(double) * (size_t)n);
    dev_delete(x, sizeof(double) * (size_t)n);

    sparse_matrix m;
    sparse_matrix_build(&m, &a, o.amg.format);
    sparse_matrix_to_device(&m);
    const krylov_operator A = sparse_matrix_operator(&m);
    const krylov_preconditioner M = amg_krylov(h);
    krylov_options ko = krylov_default_options();
    ko.rtol = o.rtol;
    ko.max_iterations = 500;
    const double t0 = wall_seconds();
    const krylov_result res = krylov_cg(&A, &M, b, x, &ko);
    const double solve = wall_seconds() - t0;
    printf("RESULT amg flavour=%s matrix=%s format=%s solve iterations=%d setup_s=%.4f "
           "device_s=%.4f solve_s=%.4f ms_per_iteration=%.3f\n",
           dev_flavour(), o.matrix, rep.format, res.iterations, h->setup_seconds,
           h->device_seconds, solve, res.iterations ? 1e3 * solve / res.iterations : 0);
    printf("cg: %s\n", res.message);
    sparse_matrix_free(&m);
    amg_free(h);
    csr_free(&a);
    free(b), free(x), free(ones);
    return res.status == KRYLOV_CONVERGED ? 0 : 3;
}
