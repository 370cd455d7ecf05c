/* CG + weighted Jacobi (krylov_cg with jacobi_krylov): convergence on 3D Poisson in every format, agreement
 * with a dense LAPACK solve (LAPACKE_dposv) on a small system, and the stop
 * reasons (iteration cap, breakdown on an indefinite matrix, NaN input). First, the solvers'
 * dot product (sparse_dot_*: partial sums on a GPU, the reduction clause on a CPU) against a
 * plain loop. */
#include <lapacke.h>
#include <math.h>
#include <string.h>

#include "check.h"
#include "device.h"
#include "krylov.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

static double rel_diff(const double *a, const double *b, int64_t n)
{
    double d = 0, s = 0;
    for (int64_t i = 0; i < n; ++i)
        d += (a[i] - b[i]) * (a[i] - b[i]), s += b[i] * b[i];
    return sqrt(d / s);
}

/* CG with weighted Jacobi on m (on the device). */
static krylov_result cg_jacobi(const sparse_matrix *m, const double *b, double *x,
                               const krylov_options *opt, double weight)
{
    jacobi_preconditioner j;
    jacobi_setup(&j, &m->csr, weight);
    const krylov_preconditioner M = jacobi_krylov(&j);
    const krylov_operator A = sparse_matrix_operator(m);
    const krylov_result res = krylov_cg(&A, &M, b, x, opt);
    jacobi_free(&j);
    return res;
}

static void against_lapack(sparse_format f)
{
    csr_matrix a;
    poisson3d(&a, 6);
    const int n = a.n_rows;
    double *dense = xcalloc((size_t)n * n, sizeof(double));
    double *b = xmalloc(sizeof(double) * n), *x_lapack = xmalloc(sizeof(double) * n);
    double *x = xcalloc((size_t)n, sizeof(double));
    for (int i = 0; i < n; ++i) {
        for (int k = a.rowptr[i]; k < a.rowptr[i + 1]; ++k)
            dense[(size_t)i * n + a.col[k]] = a.val[k];
        b[i] = x_lapack[i] = 2 * rng_uniform() - 1;
    }
    int info = LAPACKE_dposv(LAPACK_ROW_MAJOR, 'L', n, 1, dense, n, x_lapack, 1);
    CHECK(info == 0, "LAPACKE_dposv info = %d", info);
    sparse_matrix m;
    sparse_matrix_build(&m, &a, f);
    sparse_matrix_to_device(&m);
    krylov_options opt = krylov_default_options();
    opt.rtol = 1e-12;
    krylov_result res = cg_jacobi(&m, b, x, &opt, 0.8);
    CHECK(res.status == KRYLOV_CONVERGED, "%s %s: %s", dev_flavour(), format_name(f), res.message);
    const double d = rel_diff(x, x_lapack, n);
    CHECK(d < 1e-10, "%s %s: CG and LAPACK differ by %.3e (relative)", dev_flavour(),
          format_name(f), d);
    sparse_matrix_free(&m);
    csr_free(&a);
    free(dense), free(b), free(x_lapack), free(x);
}

static void poisson_converges(sparse_format f)
{
    csr_matrix a;
    poisson3d(&a, 20);
    const int n = a.n_rows;
    double *b = xmalloc(sizeof(double) * n), *x = xcalloc((size_t)n, sizeof(double));
    for (int i = 0; i < n; ++i)
        b[i] = rng_uniform();
    sparse_matrix m;
    sparse_matrix_build(&m, &a, f);
    sparse_matrix_to_device(&m);
    krylov_options opt = krylov_default_options();
    opt.rtol = 1e-8;
    opt.max_iterations = 500;
    krylov_result res = cg_jacobi(&m, b, x, &opt, 1.0);
    CHECK(res.status == KRYLOV_CONVERGED, "%s %s poisson 20^3: %s", dev_flavour(), format_name(f),
          res.message);
    const double tr = csr_relative_residual(&a, x, b);
    CHECK(tr < 1e-7, "%s %s poisson 20^3: true residual %.3e", dev_flavour(), format_name(f), tr);
    /* The iteration cap is honoured and reported. */
    memset(x, 0, sizeof(double) * n);
    opt.max_iterations = 3;
    res = cg_jacobi(&m, b, x, &opt, 1.0);
    CHECK(res.status == KRYLOV_MAX_ITERATIONS && res.iterations == 3, "cap: %s", res.message);
    /* A NaN in b is detected, not iterated on. */
    b[n / 2] = NAN;
    memset(x, 0, sizeof(double) * n);
    opt.max_iterations = 100;
    res = cg_jacobi(&m, b, x, &opt, 1.0);
    CHECK(res.status == KRYLOV_NOT_FINITE, "NaN: %s", res.message);
    sparse_matrix_free(&m);
    csr_free(&a);
    free(b), free(x);
}

static void indefinite_breaks_down(void)
{
    /* [[1 2] [2 1]] has eigenvalues 3 and -1; with b = (1, -1), p'Ap = -2. */
    const int32_t row[] = {0, 0, 1, 1}, col[] = {0, 1, 0, 1};
    const double val[] = {1, 2, 2, 1};
    csr_matrix a;
    csr_from_triplets(&a, 2, 2, 4, row, col, val);
    sparse_matrix m;
    sparse_matrix_build(&m, &a, FORMAT_CSR);
    sparse_matrix_to_device(&m);
    double b[2] = {1, -1}, x[2] = {0, 0};
    krylov_options opt = krylov_default_options();
    krylov_result res = cg_jacobi(&m, b, x, &opt, 1.0);
    CHECK(res.status == KRYLOV_BREAKDOWN && strstr(res.message, "p'Ap"), "indefinite: %s",
          res.message);
    sparse_matrix_free(&m);
    csr_free(&a);
}

/* sparse_dot_double and sparse_dot_float on random vectors of n elements against a plain
 * loop in long double; run twice, the dot must also give the same bits (but in omp-host). */
static void dot_matches_loop(int64_t n)
{
    double *x = xmalloc(sizeof *x * (size_t)(n ? n : 1)), *y = xmalloc(sizeof *y * (size_t)(n ? n : 1));
    float *xf = xmalloc(sizeof *xf * (size_t)(n ? n : 1)), *yf = xmalloc(sizeof *yf * (size_t)(n ? n : 1));
    long double ref = 0, reff = 0, scale = 0, scalef = 0;
    for (int64_t i = 0; i < n; ++i) {
        x[i] = rng_uniform() - 0.5, y[i] = rng_uniform() - 0.5;
        xf[i] = (float)x[i], yf[i] = (float)y[i];
        ref += (long double)x[i] * y[i], scale += fabsl((long double)x[i] * y[i]);
        reff += (long double)xf[i] * yf[i], scalef += fabsl((long double)xf[i] * yf[i]);
    }
    dev_copyin(x, sizeof *x * (size_t)n), dev_copyin(y, sizeof *y * (size_t)n);
    dev_copyin(xf, sizeof *xf * (size_t)n), dev_copyin(yf, sizeof *yf * (size_t)n);
    const double d = sparse_dot_double(n, x, y), again = sparse_dot_double(n, x, y);
    const double f = sparse_dot_float(n, xf, yf);
    /* the sum of n products, each exact or rounded once, in any order: within n eps of scale */
    const double tol = 4.0 * ((double)n + 1) * 0x1.0p-53 * (double)(scale > scalef ? scale : scalef);
    CHECK(fabs(d - (double)ref) <= tol, "%s: sparse_dot_double n = %lld: %.17g, loop %.17g",
          dev_flavour(), (long long)n, d, (double)ref);
    CHECK(fabs(f - (double)reff) <= tol, "%s: sparse_dot_float n = %lld: %.17g, loop %.17g",
          dev_flavour(), (long long)n, f, (double)reff);
    /* omp-host keeps the reduction clause, whose threads may add their sums in the order they
     * finish; the others (partial sums on a GPU or its host fallback, plain's loop) may not */
    if (strcmp(dev_flavour(), "omp-host") != 0)
        CHECK(memcmp(&d, &again, sizeof d) == 0, "%s: sparse_dot_double n = %lld: %.17g then %.17g",
              dev_flavour(), (long long)n, d, again);
    dev_delete(x, sizeof *x * (size_t)n), dev_delete(y, sizeof *y * (size_t)n);
    dev_delete(xf, sizeof *xf * (size_t)n), dev_delete(yf, sizeof *yf * (size_t)n);
    free(x), free(y), free(xf), free(yf);
}

int main(void)
{
    test_seed();
    /* sizes around the GPU flavours' partial sums (8,192 and 65,536 threads) */
    const int64_t sizes[] = {0, 1, 1000, 8191, 8193, 65537, 200003 + rng_below(1000)};
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; ++k)
        dot_matches_loop(sizes[k]);
    for (int f = 0; f < FORMAT_COUNT; ++f) {
        if (!format_generated((sparse_format)f))
            continue;
        against_lapack((sparse_format)f);
        poisson_converges((sparse_format)f);
    }
    indefinite_breaks_down();
    return test_summary("test_cg");
}
