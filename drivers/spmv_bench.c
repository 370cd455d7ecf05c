/* spmv_bench: SpMV bandwidth of every format x precision in the flavour this
 * binary was built for, checked against the CPU reference, with the device copy
 * bandwidth measured in the same run as the roofline.
 *
 *   spmv_bench [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx] [--reps K] [--copy-mb M]
 *              [--formats F,F,...] [--precision double|float|both] [--sigma S]
 *              [--column-segments S|auto] [--reorder none|length:W]
 *
 * --formats: a subset of the generated formats (default all); --sigma: the SELL formats
 * sorted in windows of S rows instead of the spec's sigma (a conversion choice: the kernels
 * are the same; S a multiple of each SELL format's C); --column-segments: each format cut into
 * S ranges of columns, multiplied one after the other (sparse_matrix_split_columns); auto
 * (the default): the flavour's spec setting for this matrix and each precision's values
 * (sparse_column_segments_auto; the format is built again where the precisions differ);
 * --reorder length:W: the matrix renumbered first, rows and columns in the order of row length
 * in windows of W rows (csr_reorder_by_length, P A P^T: what a solver keeping its vectors in
 * that order multiplies), so that SELL with sigma dividing W needs no permutation and stores
 * y in order; where a precision cuts the matrix into column segments, rows of one length are
 * then ordered by their lengths in the segments (csr_segment_length_order), so that each
 * segment's SELL, sigma = C, needs little padding (the precisions may then multiply two
 * renumberings); default none. Its RESULT lines name the matrix SPEC+length:W.
 *
 * Prints one `RESULT ...` line per format and precision, then a table; exits non-zero
 * when a result exceeds the summation error bound against the CPU reference. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

enum { BATCHES = 7 };

/* max_i |y_i - yref_i| / sum_k |a_ik x_k| */
/* The forward-error bound of any summation order (Higham, gamma_n): a row of len
 * products, with x and A rounded to the precision first, is within (len + 3) u of the
 * exact sum relative to sum |a x|; doubled for the double-precision reference's own error. */
static double error_bound(const csr_matrix *a, int single)
{
    int32_t longest = 0;
    for (int32_t i = 0; i < a->n_rows; ++i)
        if (a->rowptr[i + 1] - a->rowptr[i] > longest)
            longest = a->rowptr[i + 1] - a->rowptr[i];
    return 2.0 * (longest + 3) * (single ? 0x1.0p-24 : 0x1.0p-53);
}

static double max_relative_error(const csr_matrix *a, const double *x, const double *yref,
                                 const double *y)
{
    double worst = 0;
    for (int32_t i = 0; i < a->n_rows; ++i) {
        double scale = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            scale += fabs(a->val[k] * x[a->col[k]]);
        const double e = scale > 0 ? fabs(y[i] - yref[i]) / scale : fabs(y[i] - yref[i]);
        if (!(e <= worst))
            worst = e;
    }
    return worst;
}

typedef struct {
    const char *spec;
    const char *segments; /* --column-segments: a count or "auto" */
    int reps, sigma, precisions[2]; /* precisions[single]: timed or not */
    int32_t reorder;                /* --reorder length:W: W; 0 none */
    size_t copy_mb;
    int formats[FORMAT_COUNT];
} options;

static options parse(int argc, char **argv)
{
    options o = {"poisson:100", "auto", 10, 0, {1, 1}, 0, 1024, {0}};
    for (int f = 0; f < FORMAT_COUNT; ++f)
        o.formats[f] = format_generated((sparse_format)f);
    for (int i = 1; i < argc; ++i) {
        if (i + 1 >= argc)
            die("usage: spmv_bench [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx] "
                "[--reps K] [--copy-mb M] [--formats F,...] [--precision double|float|both] "
                "[--sigma S] [--column-segments S|auto] [--reorder none|length:W] (got '%s')", argv[i]);
        const char *a = argv[i], *v = argv[++i];
        if (strcmp(a, "--matrix") == 0) {
            o.spec = v;
        } else if (strcmp(a, "--reps") == 0) {
            o.reps = cli_int(a, v, 1, 1000000);
        } else if (strcmp(a, "--copy-mb") == 0) {
            o.copy_mb = (size_t)cli_int(a, v, 1, 1 << 20);
        } else if (strcmp(a, "--column-segments") == 0) {
            o.segments = v;
        } else if (strcmp(a, "--sigma") == 0) {
            o.sigma = cli_int(a, v, 1, INT32_MAX);
        } else if (strcmp(a, "--reorder") == 0) {
            o.reorder = parse_reorder_option(a, v);
        } else if (strcmp(a, "--precision") == 0) {
            if (strcmp(v, "double") && strcmp(v, "float") && strcmp(v, "both"))
                die("--precision: '%s' is not double, float or both", v);
            o.precisions[0] = strcmp(v, "float") != 0, o.precisions[1] = strcmp(v, "double") != 0;
        } else if (strcmp(a, "--formats") == 0) {
            memset(o.formats, 0, sizeof o.formats);
            for (const char *p = v; *p;) {
                char name[32];
                const size_t len = strcspn(p, ",");
                sparse_format f;
                snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : 0), p);
                if (parse_format(name, &f))
                    die("--formats: unknown format '%.*s' (%s)", (int)len, p, format_list());
                o.formats[f] = 1;
                p += len + (p[len] == ',');
            }
        } else {
            die("spmv_bench: unknown option '%s'", a);
        }
    }
    return o;
}

int main(int argc, char **argv)
{
    const options o = parse(argc, argv);
    const char *spec = o.spec;
    const int reps = o.reps;
    fprintf(stderr, "spmv_bench: flavour %s (%s), matrix %s\n", dev_flavour(),
            dev_is_offloading() ? "offloading" : "host", spec);
    csr_matrix given;
    matrix_from_spec(spec, &given);
    char label[1024]; /* RESULT's matrix=: the spec, "+length:W" when renumbered */
    matrix_label(label, sizeof label, spec, o.reorder);
    fprintf(stderr, "  %d x %d, %lld nonzeros\n", given.n_rows, given.n_cols, (long long)given.nnz);
    /* The matrix each precision multiplies: the one given, or renumbered by row length (each
     * column segment's lengths in turn where its precision cuts it: csr_renumber_for_segments) */
    csr_matrix a_of[2];
    int segments_of[2];
    segments_of[0] = csr_renumber_for_segments(&given, o.reorder, "--column-segments", o.segments,
                                               sizeof(double), &a_of[0]);
    segments_of[1] = sparse_parse_column_segments("--column-segments", o.segments, &a_of[0],
                                                  sizeof(float));
    const int shared = segments_of[1] == segments_of[0] || o.reorder <= 0;
    if (shared)
        a_of[1] = a_of[0];
    else
        csr_renumber_for_segments(&given, o.reorder, "--column-segments", o.segments,
                                  sizeof(float), &a_of[1]);
    fprintf(stderr, "  column segments (%s): %d in double, %d in float\n", o.segments,
            segments_of[0], segments_of[1]);
    const size_t nr = (size_t)given.n_rows, nc = (size_t)given.n_cols;
    csr_free(&given);
    const double copy_gbs = sparse_copy_bandwidth(o.copy_mb, reps);
    fprintf(stderr, "  copy bandwidth %.1f GB/s\n", copy_gbs);

    double *x = xmalloc(sizeof(double) * nc), *yref_of[2];
    double *y = xmalloc(sizeof(double) * nr);
    float *xf = xmalloc(sizeof(float) * nc), *yf = xmalloc(sizeof(float) * nr);
    uint64_t s = 12345;
    for (size_t j = 0; j < nc; ++j) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[j] = (double)(s >> 11) * 0x1.0p-53 * 2 - 1;
        xf[j] = (float)x[j];
    }
    for (int single = 0; single <= 1; ++single)
        if (single == 0 || !shared) {
            yref_of[single] = xmalloc(sizeof(double) * nr);
            csr_spmv_reference(&a_of[single], x, yref_of[single]);
        } else {
            yref_of[single] = yref_of[0];
        }
    dev_copyin(x, sizeof(double) * nc), dev_create(y, sizeof(double) * nr);
    dev_copyin(xf, sizeof(float) * nc), dev_create(yf, sizeof(float) * nr);

    for (int f = 0; f < FORMAT_COUNT; ++f) {
        if (!o.formats[f])
            continue;
        fprintf(stderr, "  building %s ...\n", format_name((sparse_format)f));
        const int sell = f == FORMAT_SELL || f == FORMAT_RSELL_A || f == FORMAT_RSELL_B;
        sparse_matrix m;
        int built = 0; /* the column segments m was built with; 0: not built */
        for (int single = 0; single <= 1; ++single) {
            if (!o.precisions[single])
                continue;
            const int segments = segments_of[single];
            const csr_matrix *a = &a_of[single];
            const double *yref = yref_of[single];
            if (built != segments) {
                if (built)
                    sparse_matrix_free(&m);
                sparse_matrix_build_sigma(&m, a, (sparse_format)f, sell ? o.sigma : 0);
                sparse_matrix_split_columns(&m, segments);
                if (o.precisions[1])
                    sparse_matrix_make_float(&m);
                sparse_matrix_to_device(&m);
                built = segments;
            }
            double t;
            if (single) {
                BENCH_TIME_MEDIAN(t, BATCHES, reps, sparse_matrix_spmv_float(&m, xf, yf));
                dev_update_host(yf, sizeof(float) * nr);
                for (size_t i = 0; i < nr; ++i)
                    y[i] = yf[i];
            } else {
                BENCH_TIME_MEDIAN(t, BATCHES, reps, sparse_matrix_spmv(&m, x, y));
                dev_update_host(y, sizeof(double) * nr);
            }
            const double gbs = sparse_matrix_spmv_bytes(&m, single) / t * 1e-9;
            printf("RESULT flavour=%s format=%s precision=%s matrix=%s nnz=%lld stored=%lld "
                   "sigma=%d segments=%d ms=%.4f gbs=%.1f copy_gbs=%.1f maxrel=%.2e\n",
                   dev_flavour(), format_name((sparse_format)f), single ? "float" : "double", label,
                   (long long)a->nnz, (long long)sparse_matrix_stored_entries(&m),
                   sell ? m.sell.sigma : 0, segments, 1e3 * t, gbs, copy_gbs,
                   max_relative_error(a, x, yref, y));
            fflush(stdout);
            const double err = max_relative_error(a, x, yref, y), bound = error_bound(a, single);
            if (!(err <= bound))
                die("%s %s SpMV differs from the CPU reference: relative error %.2e > bound %.2e",
                    format_name((sparse_format)f), single ? "float" : "double", err, bound);
        }
        if (built)
            sparse_matrix_free(&m);
    }
    dev_delete(x, sizeof(double) * nc), dev_delete(y, sizeof(double) * nr);
    dev_delete(xf, sizeof(float) * nc), dev_delete(yf, sizeof(float) * nr);
    free(x), free(y), free(xf), free(yf);
    for (int single = 0; single <= 1; ++single)
        if (single == 0 || !shared)
            free(yref_of[single]), csr_free(&a_of[single]);
    return 0;
}
