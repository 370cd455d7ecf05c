/* CG with weighted Jacobi on a distributed matrix (dist.h): krylov.c's CG iteration, with the ghost
 * exchange before each SpMV and the dot products summed along mp_tree_sum's fixed tree (r.z
 * and r.r in one message), so every rank count takes the same steps. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "dist.h"
#include "sparse_kernels.h"
#include "util.h"

typedef struct {
    double *x, *p, *r, *z, *q; /* x and p: own entries then ghosts */
    size_t own, with_ghosts;   /* bytes */
} cg_vectors;

static void vectors_create(const dist_matrix *d, double *x, cg_vectors *v)
{
    v->own = sizeof(double) * (size_t)d->n_rows;
    v->with_ghosts = sizeof(double) * (size_t)dist_matrix_vector_length(d);
    v->x = x;
    v->p = xcalloc(1, v->with_ghosts);
    v->r = xmalloc(v->own);
    v->z = xmalloc(v->own);
    v->q = xmalloc(v->own);
    dev_copyin(v->x, v->with_ghosts);
    dev_copyin(v->p, v->with_ghosts);
    dev_create(v->r, v->own);
    dev_create(v->z, v->own);
    dev_create(v->q, v->own);
}

static void vectors_free(cg_vectors *v)
{
    dev_update_host(v->x, v->own);
    dev_delete(v->x, v->with_ghosts);
    dev_delete(v->p, v->with_ghosts);
    dev_delete(v->r, v->own);
    dev_delete(v->z, v->own);
    dev_delete(v->q, v->own);
    free(v->p);
    free(v->r);
    free(v->z);
    free(v->q);
}

krylov_result dist_cg_solve(dist_matrix *d, const double *b, double *x, const krylov_options *opt,
                            double jacobi_weight, double *history)
{
    const int64_t n = d->n_rows;
    FILE *log = opt->progress ? opt->progress : stdout;
    const int talk = mp_rank() == 0 && opt->progress_every > 0;
    cg_vectors v;
    vectors_create(d, x, &v);
    dev_copyin(b, v.own);

    krylov_result res;
    const double bnorm = sqrt(dist_dot(d, b, b));
    dist_residual(d, v.x, b, v.r);
    if (bnorm == 0) {
        /* b = 0: the solution is x = 0, reached without iterating. */
        memset(v.x, 0, v.own);
        dev_update_device(v.x, v.own);
        res = krylov_result_of(KRYLOV_CONVERGED, 0, 0.0, "right-hand side is zero");
        goto done;
    }
    sparse_jacobi_double(n, jacobi_weight, d->dinv, v.r, v.z);
    sparse_copy_double(n, v.z, v.p);
    double sums[2]; /* r.z, r.r */
    dist_dot2(d, v.r, v.z, v.r, v.r, sums);
    double rz = sums[0], rnorm = sqrt(sums[1]);
    int it = 0;
    for (;;) {
        const double rel = rnorm / bnorm;
        if (history)
            history[it] = rel;
        if (!isfinite(rel)) {
            res = krylov_result_of(KRYLOV_NOT_FINITE, it, rel, "residual is NaN or infinite");
            break;
        }
        if (talk && it % opt->progress_every == 0)
            fprintf(log, "  cg iter %6d  ||r||/||b|| = %.6e\n", it, rel);
        if (rel <= opt->rtol) {
            res = krylov_result_of(KRYLOV_CONVERGED, it, rel, "");
            break;
        }
        if (it >= opt->max_iterations) {
            res = krylov_result_of(KRYLOV_MAX_ITERATIONS, it, rel, "");
            break;
        }
        dist_spmv(d, v.p, v.q);
        const double pq = dist_dot(d, v.p, v.q);
        if (!(pq > 0) || !isfinite(pq)) {
            char why[96];
            snprintf(why, sizeof why, "p'Ap = %g (matrix not symmetric positive definite?)", pq);
            res = krylov_result_of(isfinite(pq) ? KRYLOV_BREAKDOWN : KRYLOV_NOT_FINITE, it, rel, why);
            break;
        }
        const double alpha = rz / pq;
        sparse_axpy_double(n, alpha, v.p, v.x);
        sparse_axpy_double(n, -alpha, v.q, v.r);
        sparse_jacobi_double(n, jacobi_weight, d->dinv, v.r, v.z);
        dist_dot2(d, v.r, v.z, v.r, v.r, sums);
        const double rz_new = sums[0];
        rnorm = sqrt(sums[1]);
        if (!(rz_new > 0) && rnorm > 0) {
            char why[96];
            snprintf(why, sizeof why, "r'z = %g (preconditioner not positive definite?)", rz_new);
            res = krylov_result_of(KRYLOV_BREAKDOWN, it + 1, rnorm / bnorm, why);
            break;
        }
        sparse_xpay_double(n, v.z, rz_new / rz, v.p);
        rz = rz_new;
        ++it;
    }
done:
    dev_delete(b, v.own);
    vectors_free(&v);
    return res;
}
