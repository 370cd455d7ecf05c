/* Preconditioned CG and right-preconditioned GMRES(m) on device-resident vectors, and the
 * two simple callbacks: a sparse matrix as operator, weighted Jacobi as preconditioner. */
#include "krylov.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dense/dense.h"
#include "device.h"
#include "sparse_kernels.h"
#include "util.h"

krylov_options krylov_default_options(void)
{
    return (krylov_options){.rtol = 1e-8, .max_iterations = 1000, .restart = 30,
                            .progress_every = 0, .progress = NULL};
}

const char *krylov_status_name(krylov_status s)
{
    static const char *const names[] = {"converged", "iteration cap reached", "breakdown",
                                        "not finite"};
    return names[s];
}

/* ---- the callbacks ---- */

static void matrix_apply(void *ctx, const double *x, double *y)
{
    sparse_matrix_spmv(ctx, x, y);
}

krylov_operator sparse_matrix_operator(const sparse_matrix *a)
{
    if (a->csr.n_rows != a->csr.n_cols)
        die("the solvers need a square matrix (got %d x %d)", a->csr.n_rows, a->csr.n_cols);
    return (krylov_operator){.n = a->csr.n_rows, .apply = matrix_apply, .ctx = (void *)a,
                             .sum = NULL};
}

double *csr_inverse_diagonal(const csr_matrix *a, const char *who)
{
    double *dinv = xmalloc(sizeof *dinv * (size_t)(a->n_rows > 0 ? a->n_rows : 1));
    for (int32_t i = 0; i < a->n_rows; ++i) {
        double d = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (a->col[k] == i)
                d += a->val[k];
        if (d == 0 || !isfinite(d))
            die("%s: diagonal entry of row %d is %g (it divides by the diagonal)", who, i + 1, d);
        dinv[i] = 1.0 / d;
    }
    return dinv;
}

void jacobi_setup(jacobi_preconditioner *j, const csr_matrix *a, double weight)
{
    j->n = a->n_rows;
    j->weight = weight;
    j->dinv = csr_inverse_diagonal(a, "Jacobi preconditioner");
    dev_copyin(j->dinv, sizeof(double) * (size_t)j->n);
}

static void jacobi_apply(void *ctx, const double *r, double *z)
{
    const jacobi_preconditioner *j = ctx;
    sparse_jacobi_double(j->n, j->weight, j->dinv, r, z);
}

krylov_preconditioner jacobi_krylov(jacobi_preconditioner *j)
{
    return (krylov_preconditioner){.apply = jacobi_apply, .ctx = j};
}

void jacobi_free(jacobi_preconditioner *j)
{
    dev_delete(j->dinv, sizeof(double) * (size_t)j->n);
    free(j->dinv);
    memset(j, 0, sizeof *j);
}

/* ---- shared pieces ---- */

/* Inner products over every process holding part of the vectors: count of them at once. */
static void global_sum(const krylov_operator *A, double *values, int count)
{
    if (A->sum)
        A->sum(A->ctx, values, count);
}

static double dot(const krylov_operator *A, const double *x, const double *y)
{
    double d = sparse_dot_double(A->n, x, y);
    global_sum(A, &d, 1);
    return d;
}

static void precondition(const krylov_preconditioner *M, int64_t n, const double *r, double *z)
{
    if (M)
        M->apply(M->ctx, r, z);
    else
        sparse_copy_double(n, r, z);
}

static krylov_result finish(krylov_status status, int it, double rel, const char *why)
{
    krylov_result res = {status, it, rel, ""};
    snprintf(res.message, sizeof res.message, "%s after %d iterations (||r||/||b|| = %.3e)%s%s",
             krylov_status_name(status), it, rel, why[0] ? ": " : "", why);
    return res;
}

krylov_result krylov_result_of(krylov_status status, int iterations, double rel_residual, const char *why)
{
    return finish(status, iterations, rel_residual, why);
}

/* The stop test every iteration makes: a result when the iteration must stop. */
static int should_stop(const krylov_options *opt, const char *name, int it, double rel,
                       krylov_result *res)
{
    if (!isfinite(rel)) {
        *res = finish(KRYLOV_NOT_FINITE, it, rel, "residual is NaN or infinite");
        return 1;
    }
    if (opt->progress_every > 0 && it % opt->progress_every == 0)
        fprintf(opt->progress ? opt->progress : stdout, "  %s iter %6d  ||r||/||b|| = %.6e\n",
                name, it, rel);
    if (rel <= opt->rtol) {
        *res = finish(KRYLOV_CONVERGED, it, rel, "");
        return 1;
    }
    if (it >= opt->max_iterations) {
        *res = finish(KRYLOV_MAX_ITERATIONS, it, rel, "");
        return 1;
    }
    return 0;
}

/* Device vectors of n doubles, created together and released together. */
typedef struct {
    double *v[8];
    int count;
    size_t bytes;
} work_vectors;

static double *work_vector(work_vectors *w)
{
    double *v = xmalloc(w->bytes > 0 ? w->bytes : sizeof(double));
    dev_create(v, w->bytes);
    w->v[w->count++] = v;
    return v;
}

static void work_free(work_vectors *w)
{
    for (int k = 0; k < w->count; ++k) {
        dev_delete(w->v[k], w->bytes);
        free(w->v[k]);
    }
}

/* ---- CG ---- */

krylov_result krylov_cg(const krylov_operator *A, const krylov_preconditioner *M,
                        const double *b, double *x, const krylov_options *opt)
{
    const int64_t n = A->n;
    const size_t bytes = sizeof(double) * (size_t)n;
    work_vectors w = {.bytes = bytes};
    double *r = work_vector(&w), *z = work_vector(&w), *p = work_vector(&w), *q = work_vector(&w);
    dev_copyin(b, bytes);
    dev_copyin(x, bytes);

    krylov_result res;
    const double bnorm = sqrt(dot(A, b, b));
    A->apply(A->ctx, x, q);
    sparse_copy_double(n, b, r);
    sparse_axpy_double(n, -1.0, q, r);
    double rnorm = sqrt(dot(A, r, r));
    if (bnorm == 0) {
        /* b = 0: the solution is x = 0, reached without iterating. */
        sparse_fill_double(n, 0.0, x);
        res = finish(KRYLOV_CONVERGED, 0, 0.0, "right-hand side is zero");
        goto done;
    }
    precondition(M, n, r, z);
    sparse_copy_double(n, z, p);
    double rz = dot(A, r, z);
    for (int it = 0;; ++it) {
        if (should_stop(opt, "cg", it, rnorm / bnorm, &res))
            break;
        A->apply(A->ctx, p, q);
        const double pq = dot(A, p, q);
        if (!(pq > 0) || !isfinite(pq)) {
            char why[96];
            snprintf(why, sizeof why, "p'Ap = %g (matrix not symmetric positive definite?)", pq);
            res = finish(isfinite(pq) ? KRYLOV_BREAKDOWN : KRYLOV_NOT_FINITE, it, rnorm / bnorm,
                         why);
            break;
        }
        const double alpha = rz / pq;
        sparse_axpy_double(n, alpha, p, x);
        sparse_axpy_double(n, -alpha, q, r);
        precondition(M, n, r, z);
        double sums[2] = {sparse_dot_double(n, r, z), sparse_dot_double(n, r, r)};
        global_sum(A, sums, 2);
        const double rz_new = sums[0];
        rnorm = sqrt(sums[1]);
        if (!(rz_new > 0) && rnorm > 0) {
            char why[96];
            snprintf(why, sizeof why, "r'z = %g (preconditioner not positive definite?)", rz_new);
            res = finish(isfinite(rz_new) ? KRYLOV_BREAKDOWN : KRYLOV_NOT_FINITE, it + 1,
                         rnorm / bnorm, why);
            break;
        }
        sparse_xpay_double(n, z, rz_new / rz, p);
        rz = rz_new;
    }
done:
    dev_update_host(x, bytes);
    dev_delete(b, bytes);
    dev_delete(x, bytes);
    work_free(&w);
    return res;
}

/* ---- GMRES(m), right preconditioned ---- */

/* The Arnoldi basis V (n x (m + 1), column-major, on the device), the Hessenberg matrix in
 * its Givens-rotated form (host) and the rotated right-hand side g. */
typedef struct {
    int64_t n;
    int m;
    double *V;      /* column j at V + j n */
    double *h;      /* m + 1 projections of the newest vector (device and host copy) */
    double *H;      /* (m + 1) x m, column-major, host */
    double *cs, *sn, *g;
} arnoldi;

static double *column(const arnoldi *k, int j) { return k->V + (int64_t)j * k->n; }

/* h[0..j] = V[:, 0..j]^T w, summed over processes, and w -= V[:, 0..j] h. */
static void project_out(const krylov_operator *A, const arnoldi *k, int j, double *w)
{
    dense_gemv(DENSE_DOUBLE, 1, k->n, j + 1, 1.0, dev_ptr(k->V), k->n, dev_ptr(w), 0.0,
               dev_ptr(k->h));
    if (A->sum) {
        dev_update_host(k->h, sizeof(double) * (size_t)(j + 1));
        global_sum(A, k->h, j + 1);
        dev_update_device(k->h, sizeof(double) * (size_t)(j + 1));
    }
    dense_gemv(DENSE_DOUBLE, 0, k->n, j + 1, -1.0, dev_ptr(k->V), k->n, dev_ptr(k->h), 1.0,
               dev_ptr(w));
    if (!A->sum)
        dev_update_host(k->h, sizeof(double) * (size_t)(j + 1));
}

/* Orthogonalises w = V[:, j+1] against V[:, 0..j] by classical Gram-Schmidt done twice
 * (two matrix-vector products with V instead of j + 1 separate inner products) and fills
 * column j of H. Returns ||w|| before its normalisation. */
static double arnoldi_step(const krylov_operator *A, arnoldi *k, int j)
{
    double *w = column(k, j + 1), *hj = k->H + (int64_t)j * (k->m + 1);
    project_out(A, k, j, w);
    for (int i = 0; i <= j; ++i)
        hj[i] = k->h[i];
    project_out(A, k, j, w);
    for (int i = 0; i <= j; ++i)
        hj[i] += k->h[i];
    const double norm = sqrt(dot(A, w, w));
    hj[j + 1] = norm;
    if (norm > 0)
        sparse_scale_double(k->n, 1.0 / norm, w);
    return norm;
}

/* Applies the rotations so far to column j of H, makes the one that zeroes H[j+1, j], and
 * applies it to g: |g[j+1]| is then the residual norm of the least-squares solution. */
static void givens(arnoldi *k, int j)
{
    double *hj = k->H + (int64_t)j * (k->m + 1);
    for (int i = 0; i < j; ++i) {
        const double t = k->cs[i] * hj[i] + k->sn[i] * hj[i + 1];
        hj[i + 1] = -k->sn[i] * hj[i] + k->cs[i] * hj[i + 1];
        hj[i] = t;
    }
    const double r = hypot(hj[j], hj[j + 1]);
    k->cs[j] = r > 0 ? hj[j] / r : 1.0;
    k->sn[j] = r > 0 ? hj[j + 1] / r : 0.0;
    hj[j] = r;
    hj[j + 1] = 0;
    k->g[j + 1] = -k->sn[j] * k->g[j];
    k->g[j] = k->cs[j] * k->g[j];
}

/* x += M^-1 V[:, 0..len) y, y the solution of the triangular system R y = g. */
static void update_solution(const krylov_preconditioner *M, arnoldi *k, int len, double *u,
                            double *z, double *x)
{
    double *y = k->h;
    for (int i = len - 1; i >= 0; --i) {
        double s = k->g[i];
        for (int c = i + 1; c < len; ++c)
            s -= k->H[(int64_t)c * (k->m + 1) + i] * y[c];
        y[i] = s / k->H[(int64_t)i * (k->m + 1) + i];
    }
    dev_update_device(y, sizeof(double) * (size_t)len);
    dense_gemv(DENSE_DOUBLE, 0, k->n, len, 1.0, dev_ptr(k->V), k->n, dev_ptr(y), 0.0, dev_ptr(u));
    precondition(M, k->n, u, z);
    sparse_axpy_double(k->n, 1.0, z, x);
}

krylov_result krylov_gmres(const krylov_operator *A, const krylov_preconditioner *M,
                           const double *b, double *x, const krylov_options *opt)
{
    if (opt->restart < 1)
        die("GMRES: restart length %d: it must be at least 1", opt->restart);
    const int64_t n = A->n;
    const size_t bytes = sizeof(double) * (size_t)n;
    arnoldi k = {.n = n, .m = opt->restart};
    const size_t basis = sizeof(double) * (size_t)n * (size_t)(k.m + 1);
    k.V = xmalloc(basis > 0 ? basis : sizeof(double));
    k.h = xcalloc((size_t)k.m + 1, sizeof(double));
    k.H = xcalloc((size_t)(k.m + 1) * (size_t)k.m, sizeof(double));
    k.cs = xcalloc((size_t)k.m, sizeof(double));
    k.sn = xcalloc((size_t)k.m, sizeof(double));
    k.g = xcalloc((size_t)k.m + 1, sizeof(double));
    work_vectors w = {.bytes = bytes};
    double *u = work_vector(&w), *z = work_vector(&w);
    dev_create(k.V, basis);
    dev_copyin(k.h, sizeof(double) * ((size_t)k.m + 1));
    dev_copyin(b, bytes);
    dev_copyin(x, bytes);

    krylov_result res;
    const double bnorm = sqrt(dot(A, b, b));
    if (bnorm == 0) {
        sparse_fill_double(n, 0.0, x);
        res = finish(KRYLOV_CONVERGED, 0, 0.0, "right-hand side is zero");
        goto done;
    }
    int it = 0;
    for (;;) {
        /* (re)start from the true residual r = b - A x in V[:, 0] */
        double *v0 = column(&k, 0);
        A->apply(A->ctx, x, u);
        sparse_copy_double(n, b, v0);
        sparse_axpy_double(n, -1.0, u, v0);
        const double beta = sqrt(dot(A, v0, v0));
        if (should_stop(opt, "gmres", it, beta / bnorm, &res))
            break;
        sparse_scale_double(n, 1.0 / beta, v0);
        memset(k.g, 0, sizeof(double) * ((size_t)k.m + 1));
        k.g[0] = beta;
        int len = 0, lucky = 0;
        while (len < k.m) {
            precondition(M, n, column(&k, len), z);
            A->apply(A->ctx, z, column(&k, len + 1));
            const double next = arnoldi_step(A, &k, len);
            givens(&k, len);
            ++len, ++it;
            const double rel = fabs(k.g[len]) / bnorm;
            if (!isfinite(next) || !isfinite(rel))
                break; /* the restart's true residual reports it */
            lucky = next == 0; /* the Krylov space is invariant: the solution is in it */
            if (lucky || rel <= opt->rtol || it >= opt->max_iterations)
                break;
            if (opt->progress_every > 0 && it % opt->progress_every == 0)
                fprintf(opt->progress ? opt->progress : stdout,
                        "  gmres iter %6d  ||r||/||b|| = %.6e  (estimate)\n", it, rel);
        }
        if (k.H[(int64_t)(len - 1) * (k.m + 1) + len - 1] == 0) {
            res = finish(KRYLOV_BREAKDOWN, it, beta / bnorm,
                         "singular least-squares problem (A M^-1 singular?)");
            break;
        }
        update_solution(M, &k, len, u, z, x);
    }
done:
    dev_update_host(x, bytes);
    dev_delete(b, bytes);
    dev_delete(x, bytes);
    dev_delete(k.h, sizeof(double) * ((size_t)k.m + 1));
    dev_delete(k.V, basis);
    work_free(&w);
    free(k.V), free(k.h), free(k.H), free(k.cs), free(k.sn), free(k.g);
    return res;
}
