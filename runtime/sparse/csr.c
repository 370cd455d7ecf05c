/* CSR construction from triplets and the reference SpMV. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "matrix.h"
#include "util.h"

typedef struct {
    int32_t row, col;
    double val;
} triplet;

static int triplet_order(const void *pa, const void *pb)
{
    const triplet *a = pa, *b = pb;
    if (a->row != b->row)
        return a->row < b->row ? -1 : 1;
    return (a->col > b->col) - (a->col < b->col);
}

void csr_from_triplets(csr_matrix *a, int32_t n_rows, int32_t n_cols, int64_t n,
                       const int32_t *row, const int32_t *col, const double *val)
{
    if (n > INT32_MAX)
        die("matrix has %lld entries; 32-bit indices allow at most %d", (long long)n, INT32_MAX);
    triplet *t = xmalloc(sizeof *t * (size_t)n);
    for (int64_t k = 0; k < n; ++k)
        t[k] = (triplet){row[k], col[k], val ? val[k] : 1.0};
    qsort(t, (size_t)n, sizeof *t, triplet_order);
    a->n_rows = n_rows;
    a->n_cols = n_cols;
    a->rowptr = xcalloc((size_t)n_rows + 1, sizeof *a->rowptr);
    a->col = xmalloc(sizeof *a->col * (size_t)n);
    a->val = xmalloc(sizeof *a->val * (size_t)n);
    int64_t nnz = 0;
    for (int64_t k = 0; k < n; ++k) {
        if (nnz > 0 && k > 0 && t[k].row == t[k - 1].row && t[k].col == t[k - 1].col) {
            a->val[nnz - 1] += t[k].val; /* duplicate entry: summed */
            continue;
        }
        a->col[nnz] = t[k].col;
        a->val[nnz] = t[k].val;
        a->rowptr[t[k].row + 1]++;
        nnz++;
    }
    for (int32_t i = 0; i < n_rows; ++i)
        a->rowptr[i + 1] += a->rowptr[i];
    a->nnz = nnz;
    free(t);
}

void csr_free(csr_matrix *a)
{
    free(a->rowptr);
    free(a->col);
    free(a->val);
    memset(a, 0, sizeof *a);
}

void csr_spmv_reference(const csr_matrix *a, const double *x, double *y)
{
    /* rows over the host's threads where the build has OpenMP: the same sums either way */
#pragma omp parallel for schedule(static)
    for (int32_t i = 0; i < a->n_rows; ++i) {
        double sum = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            sum += a->val[k] * x[a->col[k]];
        y[i] = sum;
    }
}

double csr_relative_residual(const csr_matrix *a, const double *x, const double *b)
{
    double *ax = xmalloc(sizeof(double) * (size_t)(a->n_rows > 0 ? a->n_rows : 1));
    csr_spmv_reference(a, x, ax);
    double rr = 0, bb = 0;
    for (int32_t i = 0; i < a->n_rows; ++i)
        rr += (b[i] - ax[i]) * (b[i] - ax[i]), bb += b[i] * b[i];
    free(ax);
    return bb > 0 ? sqrt(rr / bb) : sqrt(rr);
}
