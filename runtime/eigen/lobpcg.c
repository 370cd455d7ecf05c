/* LOBPCG (see lobpcg_impl.h for the method), in double and float, and what both solvers
 * share: options, status names, the checks of a request, the dense path for tiny problems. */
#include <float.h>
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dense/dense.h"
#include "device.h"
#include "eigen.h"
#include "eigen_internal.h"
#include "lobpcg_small.h"
#include "sparse_kernels.h"
#include "util.h"

eig_options eig_default_options(void)
{
    eig_options o;
    memset(&o, 0, sizeof o);
    o.nev = 8;
    o.tol = 1e-8;
    o.max_iterations = 1000;
    o.progress_every = 0;
    o.seed = 1;
    return o;
}

const char *eig_status_name(eig_status s)
{
    static const char *const names[] = {"converged", "max-iterations", "breakdown"};
    return names[s];
}

int64_t eig_padded_rows(int64_t n) { return (n + 503) / 512 * 512 + 8; }

double eig_uniform(uint64_t *state) /* splitmix64, in [0, 1) */
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (double)((z ^ (z >> 31)) >> 11) * 0x1.0p-53;
}

/* ---- the two precisions of the method ---- */
#define REAL double
#define SFX double
#define DT DENSE_DOUBLE
#define EPS DBL_EPSILON
#define APPLY(op, k, X, Y) (op)->apply((op)->ctx, k, X, Y)
#define REFRESH_EVERY 32
#include "lobpcg_impl.h"
#undef REAL
#undef SFX
#undef DT
#undef EPS
#undef APPLY
#undef REFRESH_EVERY

#define REAL float
#define SFX float
#define DT DENSE_FLOAT
#define EPS FLT_EPSILON
#define APPLY(op, k, X, Y) (op)->apply_float((op)->ctx, k, X, Y)
#define REFRESH_EVERY 4
#include "lobpcg_impl.h"
#undef REAL
#undef SFX
#undef DT
#undef EPS
#undef APPLY
#undef REFRESH_EVERY

const char *eig_check_request(const eig_operator *A, const eig_options *opt, int block)
{
    static char why[200];
    if (!A->apply && !A->apply_float)
        return "the operator has no apply function";
    if (opt->nev < 1 || opt->nev > A->n) {
        snprintf(why, sizeof why, "--nev %d: must be between 1 and n = %lld", opt->nev,
                 (long long)A->n);
        return why;
    }
    if (block < opt->nev || block > A->n) {
        snprintf(why, sizeof why, "--block %d: must be between nev = %d and n = %lld", block,
                 opt->nev, (long long)A->n);
        return why;
    }
    if (!(opt->tol > 0) || opt->max_iterations < 0)
        return "the tolerance must be positive and the iteration cap not negative";
    return NULL;
}

/* A as a dense n x n matrix (column-major, on the host), from applying it to the identity in
 * blocks of `block` columns. */
static double *dense_operator(const eig_operator *A, int block)
{
    const int64_t n = A->n;
    double *dense = xmalloc(sizeof(double) * (size_t)(n * n));
    const int use_float = A->apply == NULL;
    void *E = xmalloc((use_float ? sizeof(float) : sizeof(double)) * (size_t)(n * block));
    void *Y = xmalloc((use_float ? sizeof(float) : sizeof(double)) * (size_t)(n * block));
    const size_t bytes = (use_float ? sizeof(float) : sizeof(double)) * (size_t)(n * block);
    dev_create(E, bytes);
    dev_create(Y, bytes);
    for (int64_t j0 = 0; j0 < n; j0 += block) {
        const int kb = (int)(n - j0 < block ? n - j0 : block);
        for (int64_t r = 0; r < n; ++r)
            for (int c = 0; c < kb; ++c) {
                if (use_float)
                    ((float *)E)[r * kb + c] = r == j0 + c;
                else
                    ((double *)E)[r * kb + c] = r == j0 + c;
            }
        dev_update_device(E, bytes);
        if (use_float)
            A->apply_float(A->ctx, kb, E, Y);
        else
            A->apply(A->ctx, kb, E, Y);
        dev_update_host(Y, bytes);
        for (int64_t r = 0; r < n; ++r)
            for (int c = 0; c < kb; ++c)
                dense[(j0 + c) * n + r] =
                    use_float ? ((float *)Y)[r * kb + c] : ((double *)Y)[r * kb + c];
    }
    dev_delete(E, bytes);
    dev_delete(Y, bytes);
    free(E), free(Y);
    return dense;
}

eig_result eig_dense(const eig_operator *A, const eig_options *opt, int block, double *values,
                     double *residuals, double *vectors)
{
    eig_result res;
    memset(&res, 0, sizeof res);
    const double t0 = wall_seconds();
    const int64_t n = A->n;
    double *a = dense_operator(A, block);
    res.operator_calls = (int)((n + block - 1) / block);
    res.operator_vectors = n;
    res.t_operator = wall_seconds() - t0;
    double *copy = xmalloc(sizeof(double) * (size_t)(n * n)), *w = xmalloc(sizeof(double) * (size_t)n);
    memcpy(copy, a, sizeof(double) * (size_t)(n * n));
    const double t1 = wall_seconds();
    const int info = LAPACKE_dsyevd(LAPACK_COL_MAJOR, 'V', 'U', (int)n, copy, (int)n, w);
    res.t_small = wall_seconds() - t1;
    res.dense_fallback = 1;
    res.status = info == 0 ? EIG_CONVERGED : EIG_BREAKDOWN;
    for (int i = 0; i < opt->nev && info == 0; ++i) {
        /* the residual of the computed pair, from the dense matrix */
        double rr = 0;
        for (int64_t r = 0; r < n; ++r) {
            double ax = 0;
            for (int64_t c = 0; c < n; ++c)
                ax += a[c * n + r] * copy[i * n + c];
            rr += (ax - w[i] * copy[i * n + r]) * (ax - w[i] * copy[i * n + r]);
        }
        values[i] = w[i];
        residuals[i] = w[i] != 0 ? sqrt(rr) / fabs(w[i]) : sqrt(rr);
        res.max_residual = residuals[i] > res.max_residual ? residuals[i] : res.max_residual;
        res.converged += residuals[i] <= opt->tol;
        if (vectors)
            for (int64_t r = 0; r < n; ++r)
                vectors[r * opt->nev + i] = copy[i * n + r];
    }
    snprintf(res.message, sizeof res.message,
             info == 0 ? "solved densely (n = %lld is too small for the iterative method)"
                       : "dense eigensolver failed (n = %lld)",
             (long long)n);
    free(a), free(copy), free(w);
    res.t_total = wall_seconds() - t0;
    return res;
}

eig_result eig_lobpcg(const eig_operator *A, const eig_options *opt, double *values,
                      double *residuals, double *vectors)
{
    const int block = opt->block > 0 ? opt->block : opt->nev;
    const char *bad = eig_check_request(A, opt, block);
    if (bad)
        die("lobpcg: %s", bad);
    /* [X, W, P] needs 3 block columns of room: below that the problem is tiny */
    if (A->n < 5 * (int64_t)block) {
        if (A->sum || A->n_local)
            die("lobpcg: n = %lld is too small for the distributed solver with block %d (at "
                "least %lld rows)", (long long)A->n, block, 5 * (long long)block);
        return eig_dense(A, opt, block, values, residuals, vectors);
    }
    return A->apply ? lobpcg_run_double(A, opt, block, values, residuals, vectors)
                    : lobpcg_run_float(A, opt, block, values, residuals, vectors);
}
