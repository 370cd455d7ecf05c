#include "cg.h"

#include <math.h>
#include <stdlib.h>

#include "device.h"
#include "sparse_kernels.h"
#include "util.h"

cg_options cg_default_options(void)
{
    return (cg_options){.rtol = 1e-8, .max_iterations = 1000, .jacobi_weight = 1.0,
                        .progress_every = 0, .progress = NULL};
}

const char *cg_status_name(cg_status s)
{
    static const char *const names[] = {"converged", "iteration cap reached", "breakdown",
                                        "not finite"};
    return names[s];
}

/* dinv = 1 / diag(A); a zero or missing diagonal entry is an error. */
static double *inverse_diagonal(const csr_matrix *a)
{
    double *dinv = xmalloc(sizeof *dinv * (size_t)a->n_rows);
    for (int32_t i = 0; i < a->n_rows; ++i) {
        double d = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (a->col[k] == i)
                d += a->val[k];
        if (d == 0 || !isfinite(d))
            die("Jacobi preconditioner: diagonal entry of row %d is %g", i + 1, d);
        dinv[i] = 1.0 / d;
    }
    return dinv;
}

static cg_result finish(cg_status status, int it, double rel, const char *why)
{
    cg_result res = {status, it, rel, ""};
    snprintf(res.message, sizeof res.message, "%s after %d iterations (||r||/||b|| = %.3e)%s%s",
             cg_status_name(status), it, rel, why[0] ? ": " : "", why);
    return res;
}

cg_result cg_solve(const sparse_matrix *a, const double *b, double *x, const cg_options *opt)
{
    const int64_t n = a->csr.n_rows;
    const size_t bytes = sizeof(double) * (size_t)n;
    FILE *log = opt->progress ? opt->progress : stdout;
    if (a->csr.n_rows != a->csr.n_cols)
        die("CG needs a square matrix (got %d x %d)", a->csr.n_rows, a->csr.n_cols);
    double *dinv = inverse_diagonal(&a->csr);
    double *r = xmalloc(bytes), *z = xmalloc(bytes), *p = xmalloc(bytes), *q = xmalloc(bytes);
    dev_copyin(b, bytes);
    dev_copyin(x, bytes);
    dev_copyin(dinv, bytes);
    dev_create(r, bytes);
    dev_create(z, bytes);
    dev_create(p, bytes);
    dev_create(q, bytes);

    cg_result res;
    const double bnorm = sqrt(sparse_dot_double(n, b, b));
    sparse_matrix_residual(a, x, b, r);
    double rnorm = sqrt(sparse_dot_double(n, r, r));
    if (bnorm == 0) {
        /* b = 0: the solution is x = 0, reached without iterating. */
        for (int64_t i = 0; i < n; ++i)
            x[i] = 0;
        dev_update_device(x, bytes);
        res = finish(CG_CONVERGED, 0, 0.0, "right-hand side is zero");
        goto done;
    }
    sparse_jacobi_double(n, opt->jacobi_weight, dinv, r, z);
    sparse_copy_double(n, z, p);
    double rz = sparse_dot_double(n, r, z);
    int it = 0;
    for (;;) {
        const double rel = rnorm / bnorm;
        if (!isfinite(rel)) {
            res = finish(CG_NOT_FINITE, it, rel, "residual is NaN or infinite");
            break;
        }
        if (opt->progress_every > 0 && it % opt->progress_every == 0)
            fprintf(log, "  cg iter %6d  ||r||/||b|| = %.6e\n", it, rel);
        if (rel <= opt->rtol) {
            res = finish(CG_CONVERGED, it, rel, "");
            break;
        }
        if (it >= opt->max_iterations) {
            res = finish(CG_MAX_ITERATIONS, it, rel, "");
            break;
        }
        sparse_matrix_spmv(a, p, q);
        const double pq = sparse_dot_double(n, p, q);
        if (!(pq > 0) || !isfinite(pq)) {
            char why[96];
            snprintf(why, sizeof why, "p'Ap = %g (matrix not symmetric positive definite?)", pq);
            res = finish(isfinite(pq) ? CG_BREAKDOWN : CG_NOT_FINITE, it, rel, why);
            break;
        }
        const double alpha = rz / pq;
        sparse_axpy_double(n, alpha, p, x);
        sparse_axpy_double(n, -alpha, q, r);
        sparse_jacobi_double(n, opt->jacobi_weight, dinv, r, z);
        const double rz_new = sparse_dot_double(n, r, z);
        rnorm = sqrt(sparse_dot_double(n, r, r));
        if (!(rz_new > 0) && rnorm > 0) {
            char why[96];
            snprintf(why, sizeof why, "r'z = %g (preconditioner not positive definite?)", rz_new);
            res = finish(CG_BREAKDOWN, it + 1, rnorm / bnorm, why);
            ++it;
            break;
        }
        sparse_xpay_double(n, z, rz_new / rz, p);
        rz = rz_new;
        ++it;
    }
done:
    dev_update_host(x, bytes);
    dev_delete(b, bytes);
    dev_delete(x, bytes);
    dev_delete(dinv, bytes);
    dev_delete(r, bytes);
    dev_delete(z, bytes);
    dev_delete(p, bytes);
    dev_delete(q, bytes);
    free(dinv);
    free(r);
    free(z);
    free(p);
    free(q);
    return res;
}

cg_result cg_result_of(cg_status status, int iterations, double rel_residual, const char *why)
{
    return finish(status, iterations, rel_residual, why);
}
