/* The AMG preconditioner of the block eigensolvers (see eigen.h): one V-cycle of
 * runtime/sparse/amg.h per vector of the block.
 *
 * Why one vector at a time: the hierarchy's kernels are the row formats' SpMV kernels, and a
 * blocked cycle would need every level's smoother, residual, restriction and prolongation as
 * SpMM. A column is copied out of the row-major block into a contiguous double vector and
 * back (two strided passes over the block per vector); the cycle itself costs several
 * SpMVs per level, so the copies are the smaller part. */
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "eigen.h"
#include "sparse_kernels.h"
#include "util.h"

typedef struct {
    eig_preconditioner base;
    eig_precision precision;
    int64_t n;
    amg_hierarchy *h;
    double *r, *w; /* one column in, its cycle's result out (device) */
} amg_precond;

static void apply_amg(void *ctx, int k, const void *R, void *W)
{
    amg_precond *p = ctx;
    for (int c = 0; c < k; ++c) {
        if (p->precision == EIG_DOUBLE)
            sparse_block_column_get_double(p->n, k, c, R, p->r);
        else
            sparse_block_column_get_float(p->n, k, c, R, p->r);
        amg_vcycle(p->h, p->r, p->w);
        if (p->precision == EIG_DOUBLE)
            sparse_block_column_put_double(p->n, k, c, p->w, W);
        else
            sparse_block_column_put_float(p->n, k, c, p->w, W);
    }
}

static void free_amg(eig_preconditioner *t)
{
    amg_precond *p = (amg_precond *)t;
    amg_free(p->h);
    dev_delete(p->r, sizeof(double) * (size_t)p->n);
    dev_delete(p->w, sizeof(double) * (size_t)p->n);
    free(p->r), free(p->w), free(p);
}

/* A copy of a with shift subtracted from its diagonal (every row must hold its diagonal
 * entry: a missing one is added). */
static void shifted_copy(const csr_matrix *a, double shift, csr_matrix *out)
{
    out->n_rows = a->n_rows, out->n_cols = a->n_cols;
    out->rowptr = xmalloc(sizeof(int32_t) * ((size_t)a->n_rows + 1));
    out->col = xmalloc(sizeof(int32_t) * ((size_t)a->nnz + (size_t)a->n_rows + 1));
    out->val = xmalloc(sizeof(double) * ((size_t)a->nnz + (size_t)a->n_rows + 1));
    int64_t q = 0;
    out->rowptr[0] = 0;
    for (int32_t i = 0; i < a->n_rows; ++i) {
        int diagonal = 0;
        for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e) {
            if (!diagonal && a->col[e] > i) { /* columns are sorted: the diagonal was missing */
                out->col[q] = i, out->val[q++] = -shift, diagonal = 1;
            }
            out->col[q] = a->col[e];
            out->val[q++] = a->val[e] - (a->col[e] == i ? shift : 0);
            diagonal |= a->col[e] == i;
        }
        if (!diagonal)
            out->col[q] = i, out->val[q++] = -shift;
        if (q > INT32_MAX)
            die("AMG preconditioner: %lld entries with the diagonal do not fit 32-bit offsets",
                (long long)q);
        out->rowptr[i + 1] = (int32_t)q;
    }
    out->nnz = q;
}

eig_preconditioner *eig_amg_new(const csr_matrix *a, double shift, const amg_options *opt,
                                eig_precision precision)
{
    amg_precond *p = xcalloc(1, sizeof *p);
    p->precision = precision, p->n = a->n_rows;
    if (shift == 0) { /* amg_setup copies A itself */
        p->h = amg_setup(a, opt);
    } else {
        csr_matrix shifted;
        shifted_copy(a, shift, &shifted);
        p->h = amg_setup(&shifted, opt);
        csr_free(&shifted);
    }
    p->r = xcalloc((size_t)p->n + 1, sizeof(double));
    p->w = xcalloc((size_t)p->n + 1, sizeof(double));
    dev_copyin(p->r, sizeof(double) * (size_t)p->n);
    dev_copyin(p->w, sizeof(double) * (size_t)p->n);
    p->base.name = "amg";
    p->base.apply = apply_amg;
    p->base.ctx = p;
    p->base.destroy = free_amg;
    return &p->base;
}

void eig_amg_print(const eig_preconditioner *t, FILE *out)
{
    if (t->destroy != free_amg)
        die("eig_amg_print: preconditioner '%s' is not an AMG one", t->name);
    amg_print(((const amg_precond *)t)->h, out);
}
