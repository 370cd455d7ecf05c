/* spmv_bench: SpMV bandwidth of every format x precision in the flavour this
 * binary was built for, checked against the CPU reference, with the device copy
 * bandwidth measured in the same run as the roofline.
 *
 *   spmv_bench [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx] [--reps K] [--copy-mb M]
 *
 * Prints one `RESULT ...` line per format and precision, then a table; exits non-zero
 * when a result exceeds the summation error bound against the CPU reference. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
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

int main(int argc, char **argv)
{
    const char *spec = "poisson:100";
    int reps = 10;
    size_t copy_mb = 1024;
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--matrix") == 0 && i + 1 < argc)
            spec = argv[++i];
        else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc)
            reps = atoi(argv[++i]);
        else if (strcmp(argv[i], "--copy-mb") == 0 && i + 1 < argc)
            copy_mb = (size_t)atol(argv[++i]);
        else
            die("usage: spmv_bench [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx] "
                "[--reps K] [--copy-mb M] (got '%s')", argv[i]);
    }
    if (reps < 1 || copy_mb < 1)
        die("--reps and --copy-mb must be positive");
    fprintf(stderr, "spmv_bench: flavour %s (%s), matrix %s\n", dev_flavour(),
            dev_is_offloading() ? "offloading" : "host", spec);
    csr_matrix a;
    matrix_from_spec(spec, &a);
    const size_t nr = (size_t)a.n_rows, nc = (size_t)a.n_cols;
    fprintf(stderr, "  %d x %d, %lld nonzeros\n", a.n_rows, a.n_cols, (long long)a.nnz);
    const double copy_gbs = sparse_copy_bandwidth(copy_mb, reps);
    fprintf(stderr, "  copy bandwidth %.1f GB/s\n", copy_gbs);

    double *x = xmalloc(sizeof(double) * nc), *yref = xmalloc(sizeof(double) * nr);
    double *y = xmalloc(sizeof(double) * nr);
    float *xf = xmalloc(sizeof(float) * nc), *yf = xmalloc(sizeof(float) * nr);
    uint64_t s = 12345;
    for (size_t j = 0; j < nc; ++j) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[j] = (double)(s >> 11) * 0x1.0p-53 * 2 - 1;
        xf[j] = (float)x[j];
    }
    csr_spmv_reference(&a, x, yref);
    dev_copyin(x, sizeof(double) * nc), dev_create(y, sizeof(double) * nr);
    dev_copyin(xf, sizeof(float) * nc), dev_create(yf, sizeof(float) * nr);

    for (int f = 0; f < FORMAT_COUNT; ++f) {
        if (!format_generated((sparse_format)f))
            continue;
        fprintf(stderr, "  building %s ...\n", format_name((sparse_format)f));
        sparse_matrix m;
        sparse_matrix_build(&m, &a, (sparse_format)f);
        sparse_matrix_make_float(&m);
        sparse_matrix_to_device(&m);
        for (int single = 0; single <= 1; ++single) {
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
                   "ms=%.4f gbs=%.1f copy_gbs=%.1f maxrel=%.2e\n",
                   dev_flavour(), format_name((sparse_format)f), single ? "float" : "double", spec,
                   (long long)a.nnz, (long long)sparse_matrix_stored_entries(&m), 1e3 * t, gbs,
                   copy_gbs, max_relative_error(&a, x, yref, y));
            fflush(stdout);
            const double err = max_relative_error(&a, x, yref, y), bound = error_bound(&a, single);
            if (!(err <= bound))
                die("%s %s SpMV differs from the CPU reference: relative error %.2e > bound %.2e",
                    format_name((sparse_format)f), single ? "float" : "double", err, bound);
        }
        sparse_matrix_free(&m);
    }
    dev_delete(x, sizeof(double) * nc), dev_delete(y, sizeof(double) * nr);
    dev_delete(xf, sizeof(float) * nc), dev_delete(yf, sizeof(float) * nr);
    free(x), free(yref), free(y), free(xf), free(yf);
    csr_free(&a);
    return 0;
}
