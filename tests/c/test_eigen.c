/* LOBPCG and thick-restart Lanczos of the linked flavour: the lowest eigenvalues of the 3D
 * Laplacian against the closed form, and of random symmetric matrices with clustered and
 * degenerate eigenvalues against LAPACK dsyevd on the dense matrix; every returned eigenvector
 * checked by its own residual ||A x - lambda x|| (computed here from the CSR matrix, on the
 * host) and for orthonormality; both preconditioners; single precision; the dense path of tiny
 * problems; the CSB operator in each storage mode the flavour builds, and the CSR one. */
#include <lapacke.h>
#include <math.h>
#include <string.h>

#include "check.h"
#include "csb.h"
#include "dense/dense.h"
#include "device.h"
#include "eigen/eigen.h"
#include "matrix.h"
#include "util.h"

/* The lowest `count` eigenvalues of the 7-point Laplacian on an n^3 grid (Dirichlet):
 * sum over the three directions of 2 - 2 cos(pi i / (n + 1)), i = 1..n. */
static void laplacian_exact(int n, int count, double *out)
{
    const int top = count + 1 < n ? count + 1 : n; /* the lowest count need no index above it */
    double *all = xmalloc(sizeof(double) * (size_t)top * top * top);
    int m = 0;
    for (int i = 1; i <= top; ++i)
        for (int j = 1; j <= top; ++j)
            for (int l = 1; l <= top; ++l) {
                double v = 0;
                const int idx[3] = {i, j, l};
                for (int d = 0; d < 3; ++d)
                    v += 2 - 2 * cos(3.14159265358979323846 * idx[d] / (n + 1));
                all[m++] = v;
            }
    for (int a = 0; a < count; ++a) /* partial selection sort */
        for (int b = a + 1; b < m; ++b)
            if (all[b] < all[a]) {
                const double t = all[a];
                all[a] = all[b];
                all[b] = t;
            }
    memcpy(out, all, sizeof(double) * (size_t)count);
    free(all);
}

/* The rows of a CSR matrix with 64-bit offsets (for the preconditioners). */
static int64_t *rowptr64(const csr_matrix *a)
{
    int64_t *r = xmalloc(sizeof *r * ((size_t)a->n_rows + 1));
    for (int32_t i = 0; i <= a->n_rows; ++i)
        r[i] = a->rowptr[i];
    return r;
}

/* Checks the nev returned pairs: values against `expect` (relative), each vector's residual
 * against the CSR matrix (relative to |lambda|), orthonormality. */
static void check_pairs(const char *what, const csr_matrix *a, int nev, const double *values,
                        const double *vectors, const double *expect, double value_tol,
                        double residual_tol)
{
    const int32_t n = a->n_rows;
    double worst_value = 0, worst_residual = 0, worst_orth = 0;
    double *x = xmalloc(sizeof(double) * (size_t)n), *ax = xmalloc(sizeof(double) * (size_t)n);
    for (int i = 0; i < nev; ++i) {
        const double rel = fabs(values[i] - expect[i]) / fmax(fabs(expect[i]), 1e-300);
        worst_value = rel > worst_value || isnan(rel) ? rel : worst_value;
        for (int32_t r = 0; r < n; ++r)
            x[r] = vectors[(int64_t)r * nev + i];
        csr_spmv_reference(a, x, ax);
        double rr = 0;
        for (int32_t r = 0; r < n; ++r)
            rr += (ax[r] - values[i] * x[r]) * (ax[r] - values[i] * x[r]);
        const double res = sqrt(rr) / fmax(fabs(values[i]), 1e-300);
        worst_residual = res > worst_residual || isnan(res) ? res : worst_residual;
        for (int j = 0; j <= i; ++j) {
            double dot = 0;
            for (int32_t r = 0; r < n; ++r)
                dot += vectors[(int64_t)r * nev + i] * vectors[(int64_t)r * nev + j];
            const double off = fabs(dot - (i == j));
            worst_orth = off > worst_orth || isnan(off) ? off : worst_orth;
        }
    }
    CHECK(worst_value <= value_tol, "%s: eigenvalue relative error %.3g > %.1g", what,
          worst_value, value_tol);
    CHECK(worst_residual <= residual_tol, "%s: eigenvector residual %.3g > %.1g", what,
          worst_residual, residual_tol);
    CHECK(worst_orth <= 1e3 * residual_tol + 1e-6, "%s: vectors orthonormal to %.3g", what,
          worst_orth);
    printf("%-46s value err %.2e  residual %.2e  orth %.2e\n", what, worst_value, worst_residual,
           worst_orth);
    free(x), free(ax);
}

typedef eig_result (*solver_fn)(const eig_operator *, const eig_options *, double *, double *,
                                double *);

/* Solves with the given operator and options, checks the pairs. */
static void solve_and_check(const char *what, solver_fn solve, const eig_operator *op,
                            eig_options opt, const csr_matrix *a, const double *expect,
                            double value_tol, double residual_tol)
{
    double *values = xmalloc(sizeof(double) * (size_t)opt.nev);
    double *residuals = xmalloc(sizeof(double) * (size_t)opt.nev);
    double *vectors = xmalloc(sizeof(double) * (size_t)opt.nev * (size_t)a->n_rows);
    const eig_result r = solve(op, &opt, values, residuals, vectors);
    CHECK(r.status == EIG_CONVERGED, "%s: %s", what, r.message);
    CHECK(r.converged == opt.nev, "%s: %d of %d converged", what, r.converged, opt.nev);
    for (int i = 0; i < opt.nev; ++i)
        CHECK(residuals[i] <= opt.tol, "%s: reported residual %d = %.3g", what, i, residuals[i]);
    printf("%-46s %4d iterations, %5d operator calls, P dropped %d, W repaired %d\n", what,
           r.iterations, r.operator_calls, r.dropped_p, r.repaired_w);
    check_pairs(what, a, opt.nev, values, vectors, expect, value_tol, residual_tol);
    free(values), free(residuals), free(vectors);
}

/* A = Q diag(d) Q^T with Q a random orthogonal matrix (QR of a random one), as CSR. */
static void random_symmetric(csr_matrix *a, int n, const double *d)
{
    double *q = xmalloc(sizeof(double) * (size_t)n * n), *tau = xmalloc(sizeof(double) * (size_t)n);
    for (int64_t e = 0; e < (int64_t)n * n; ++e)
        q[e] = 2 * rng_uniform() - 1;
    LAPACKE_dgeqrf(LAPACK_COL_MAJOR, n, n, q, n, tau);
    LAPACKE_dorgqr(LAPACK_COL_MAJOR, n, n, n, q, n, tau);
    int32_t *row = xmalloc(sizeof(int32_t) * (size_t)n * n), *col = xmalloc(sizeof(int32_t) * (size_t)n * n);
    double *val = xmalloc(sizeof(double) * (size_t)n * n);
    int64_t m = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double sum = 0;
            for (int l = 0; l < n; ++l)
                sum += q[i + (int64_t)l * n] * d[l] * q[j + (int64_t)l * n];
            row[m] = i, col[m] = j, val[m++] = sum;
        }
    /* exactly symmetric: the upper triangle mirrored */
    for (int64_t e = 0; e < m; ++e)
        if (row[e] > col[e])
            val[e] = val[(int64_t)col[e] * n + row[e]];
    csr_from_triplets(a, n, n, m, row, col, val);
    free(q), free(tau), free(row), free(col), free(val);
}

/* The eigenvalues of a (dense, from CSR) by dsyevd. */
static void lapack_eigenvalues(const csr_matrix *a, double *w)
{
    const int n = a->n_rows;
    double *dense = xcalloc((size_t)n * n, sizeof(double));
    for (int i = 0; i < n; ++i)
        for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e)
            dense[i + (int64_t)a->col[e] * n] = a->val[e];
    LAPACKE_dsyevd(LAPACK_COL_MAJOR, 'N', 'U', n, dense, n, w);
    free(dense);
}

/* The best general-storage variant the flavour builds. */
static spmm_variant general_variant(const csb_matrix *s)
{
    return csb_spmm_available(s, SPMM_CACHE_BLOCKED, NULL) ? SPMM_CACHE_BLOCKED : SPMM_NAIVE;
}

static void laplacian_tests(void)
{
    const int grid = 11, nev = 8;
    csr_matrix a;
    poisson3d(&a, grid);
    double expect[8];
    laplacian_exact(grid, nev, expect);
    char err[256];
    csb_matrix full, half;
    CHECK(csb_from_csr(&full, &a, 128, 0, err, sizeof err) == 0, "%s", err);
    CHECK(csb_from_csr(&half, &a, 128, 1, err, sizeof err) == 0, "%s", err);
    csb_make_float(&full), csb_make_float(&half);
    csb_to_device(&full), csb_to_device(&half);
    spmm_operator full_op = {&full, general_variant(&full), NULL};
    spmm_operator half_op = {&half, SPMM_FUSED, NULL};
    eig_operator op = {a.n_rows, spmm_operator_apply, NULL, &full_op, NULL};
    eig_options opt = eig_default_options();
    opt.nev = nev, opt.tol = 1e-8, opt.max_iterations = 500, opt.seed = rng_next();
    if (getenv("TEST_EIGEN_PROGRESS")) /* every solver's iterations, for a failing seed */
        opt.progress_every = atoi(getenv("TEST_EIGEN_PROGRESS"));
    int64_t *rp = rowptr64(&a);

    solve_and_check("laplacian 11^3 lobpcg", eig_lobpcg, &op, opt, &a, expect, 1e-9, 1e-8);
    eig_options wide = opt;
    wide.block = 12;
    solve_and_check("laplacian 11^3 lobpcg block 12", eig_lobpcg, &op, wide, &a, expect, 1e-9, 1e-8);
    eig_preconditioner *jac = eig_jacobi_new(a.n_rows, rp, a.col, a.val, 0, 0.0, EIG_DOUBLE);
    eig_options with = opt;
    with.precond = jac;
    solve_and_check("laplacian 11^3 lobpcg jacobi", eig_lobpcg, &op, with, &a, expect, 1e-9, 1e-8);
    eig_preconditioner *blk = eig_block_jacobi_new(a.n_rows, rp, a.col, a.val, 0, 121, 0.0, EIG_DOUBLE);
    with.precond = blk;
    solve_and_check("laplacian 11^3 lobpcg block-jacobi", eig_lobpcg, &op, with, &a, expect, 1e-9, 1e-8);
    if (csb_spmm_available(&half, SPMM_FUSED, NULL)) {
        eig_operator hop = {a.n_rows, spmm_operator_apply, NULL, &half_op, NULL};
        solve_and_check("laplacian 11^3 lobpcg half-stored", eig_lobpcg, &hop, opt, &a, expect, 1e-9, 1e-8);
    }
    eig_options lopt = opt;
    lopt.max_iterations = 20000; /* Lanczos counts steps (operator applications) */
    solve_and_check("laplacian 11^3 lanczos", eig_lanczos, &op, lopt, &a, expect, 1e-9, 1e-8);
    /* single precision: the operator, the blocks and the small problems in float */
    eig_operator fop = {a.n_rows, NULL, spmm_operator_apply_float, &full_op, NULL};
    eig_options fopt = opt;
    fopt.tol = 1e-4;
    eig_preconditioner *fblk = eig_block_jacobi_new(a.n_rows, rp, a.col, a.val, 0, 121, 0.0, EIG_FLOAT);
    fopt.precond = fblk;
    solve_and_check("laplacian 11^3 lobpcg float block-jacobi", eig_lobpcg, &fop, fopt, &a, expect, 1e-5, 2e-4);
    eig_preconditioner_free(jac), eig_preconditioner_free(blk), eig_preconditioner_free(fblk);
    csb_free(&full), csb_free(&half), csr_free(&a), free(rp);
}

static void random_tests(void)
{
    const int n = 300, nev = 8;
    double d[300];
    /* clustered (1e-6 apart), degenerate (a triple and a pair), then spread */
    const double low[] = {-3.0, -3.0 + 1e-6, -3.0 + 2e-6, 0.5, 0.5, 0.5, 1.25, 1.25, 2.0, 2.0 + 1e-7};
    for (int i = 0; i < n; ++i)
        d[i] = i < 10 ? low[i] : 2.5 + 97.5 * rng_uniform();
    csr_matrix a;
    random_symmetric(&a, n, d);
    double *w = xmalloc(sizeof(double) * n);
    lapack_eigenvalues(&a, w);
    char err[256];
    CHECK(csr_symmetry_error(&a, err, sizeof err) == 0, "%s", err);
    csb_matrix full;
    CHECK(csb_from_csr(&full, &a, 64, 0, err, sizeof err) == 0, "%s", err);
    csb_to_device(&full);
    spmm_operator full_op = {&full, general_variant(&full), NULL};
    eig_operator op = {n, spmm_operator_apply, NULL, &full_op, NULL};
    eig_options opt = eig_default_options();
    opt.nev = nev, opt.tol = 1e-10, opt.max_iterations = 2000, opt.seed = rng_next();
    opt.block = 10;
    solve_and_check("random 300 clustered lobpcg", eig_lobpcg, &op, opt, &a, w, 1e-9, 1e-10);
    eig_options lopt = opt;
    lopt.block = 40, lopt.max_iterations = 20000;
    solve_and_check("random 300 clustered lanczos", eig_lanczos, &op, lopt, &a, w, 1e-9, 1e-10);
    /* the same through the CSR baseline */
    sparse_matrix m;
    sparse_matrix_build(&m, &a, FORMAT_CSR);
    sparse_matrix_to_device(&m);
    spmm_operator csr_op = {NULL, SPMM_NAIVE, &m};
    eig_operator cop = {n, spmm_operator_apply, NULL, &csr_op, NULL};
    solve_and_check("random 300 clustered lobpcg csr", eig_lobpcg, &cop, opt, &a, w, 1e-9, 1e-10);
    sparse_matrix_free(&m);
    csb_free(&full), csr_free(&a), free(w);
}

/* n < 5 block: solved densely, and said so. */
static void tiny_test(void)
{
    const int n = 12, nev = 3;
    double d[12];
    for (int i = 0; i < n; ++i)
        d[i] = i + 1;
    csr_matrix a;
    random_symmetric(&a, n, d);
    double w[12];
    lapack_eigenvalues(&a, w);
    char err[256];
    csb_matrix s;
    CHECK(csb_from_csr(&s, &a, 5, 0, err, sizeof err) == 0, "%s", err);
    csb_to_device(&s);
    spmm_operator sop = {&s, SPMM_NAIVE, NULL};
    eig_operator op = {n, spmm_operator_apply, NULL, &sop, NULL};
    eig_options opt = eig_default_options();
    opt.nev = nev, opt.tol = 1e-10;
    double values[3], residuals[3], vectors[36];
    const eig_result r = eig_lobpcg(&op, &opt, values, residuals, vectors);
    CHECK(r.dense_fallback && strstr(r.message, "densely"), "tiny problem solved densely: %s", r.message);
    check_pairs("tiny 12 dense path", &a, nev, values, vectors, w, 1e-12, 1e-12);
    csb_free(&s), csr_free(&a);
}

/* count values in the precision under test (float when single), in a new buffer */
static void *in_precision(const double *x, int count, int single)
{
    void *out = xmalloc((single ? sizeof(float) : sizeof(double)) * (size_t)count);
    for (int q = 0; q < count; ++q)
        if (single)
            ((float *)out)[q] = (float)x[q];
        else
            ((double *)out)[q] = x[q];
    return out;
}

/* dense_gemm on the Gram shape of LOBPCG's tall blocks (A^T B of n x wa and n x wb row-major
 * blocks, n long), against a plain loop, with beta != 0 so that C is read as well as written:
 * in the precision under test, through OpenBLAS or cuBLAS on device addresses. */
static void tall_gram_test(void)
{
    enum { n = 5003, wa = 7, wb = 5, wc = wa * wb };
    for (int single = 0; single < 2; ++single) {
        const dense_type type = single ? DENSE_FLOAT : DENSE_DOUBLE;
        const size_t size = single ? sizeof(float) : sizeof(double);
        /* inputs drawn in double, then rounded to the precision under test */
        double *a = xmalloc(sizeof(double) * n * wa), *b = xmalloc(sizeof(double) * n * wb);
        double c0[wc], expect[wc];
        for (int q = 0; q < n * wa; ++q)
            a[q] = single ? (float)(2 * rng_uniform() - 1) : 2 * rng_uniform() - 1;
        for (int q = 0; q < n * wb; ++q)
            b[q] = single ? (float)(2 * rng_uniform() - 1) : 2 * rng_uniform() - 1;
        for (int q = 0; q < wc; ++q)
            c0[q] = single ? (float)rng_uniform() : rng_uniform();
        for (int i = 0; i < wa; ++i)
            for (int j = 0; j < wb; ++j) {
                double sum = 0;
                for (int r = 0; r < n; ++r)
                    sum += a[r * wa + i] * b[r * wb + j];
                expect[i + j * wa] = 0.5 * sum + 2 * c0[i + j * wa];
            }
        /* on the device when the kernels run there */
        void *da = in_precision(a, n * wa, single), *db = in_precision(b, n * wb, single);
        void *dc = in_precision(c0, wc, single);
        dev_copyin(da, size * n * wa), dev_copyin(db, size * n * wb), dev_copyin(dc, size * wc);
        dense_gemm(type, 0, 1, wa, wb, n, 0.5, dev_ptr(da), wa, dev_ptr(db), wb, 2.0, dev_ptr(dc), wa);
        dev_update_host(dc, size * wc);
        double worst = 0;
        for (int q = 0; q < wc; ++q) {
            const double got = single ? ((float *)dc)[q] : ((double *)dc)[q];
            worst = fmax(worst, fabs(got - expect[q]));
        }
        /* |sum| <= n: the bound of a length-n dot product's rounding in the precision */
        const double bound = (single ? 1e-7 : 1e-15) * 4.0 * n;
        CHECK(worst <= bound, "dense_gemm tall Gram %s: largest error %.3e > %.3e",
              single ? "float" : "double", worst, bound);
        dev_delete(da, size * n * wa), dev_delete(db, size * n * wb), dev_delete(dc, size * wc);
        free(da), free(db), free(dc), free(a), free(b);
    }
}

int main(void)
{
    test_seed();
    printf("test_eigen: flavour %s (%s), dense backend %s\n", dev_flavour(),
           dev_is_offloading() ? "offloading" : "host", dense_backend_name());
    tall_gram_test();
    tiny_test();
    laplacian_tests();
    random_tests();
    return test_summary("test_eigen");
}
