/* Jacobi and block-Jacobi preconditioners for the block eigensolvers (see eigen.h). */
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dense/dense.h"
#include "device.h"
#include "eigen.h"
#include "sparse_kernels.h"
#include "util.h"

typedef struct {
    eig_preconditioner base;
    eig_precision precision;
    int64_t n;
    int b;          /* block rows; 1 for Jacobi */
    int64_t count;  /* values in t */
    double *t;      /* Jacobi: n inverses; block: n_blocks b x b row-major */
    float *t_f;     /* the same in float */
} stored;

/* Calls visit(i, j, a_ij) for every entry of A, mirror images included when upper_only. */
#define FOR_EACH_ENTRY(n, rowptr, col, val, upper_only, BODY)                                      \
    for (int64_t i_ = 0; i_ < (n); ++i_)                                                           \
        for (int64_t e_ = (rowptr)[i_]; e_ < (rowptr)[i_ + 1]; ++e_) {                             \
            int64_t i = i_, j = (col)[e_];                                                         \
            const double a = (val)[e_];                                                            \
            BODY;                                                                                  \
            if ((upper_only) && j != i) {                                                          \
                i = j, j = i_;                                                                     \
                BODY;                                                                              \
            }                                                                                      \
        }

void eig_gershgorin(int64_t n, const int64_t *rowptr, const int32_t *col, const double *val,
                    int upper_only, double *lower, double *upper)
{
    double *centre = xcalloc((size_t)n + 1, sizeof(double)), *radius = xcalloc((size_t)n + 1, sizeof(double));
    FOR_EACH_ENTRY(n, rowptr, col, val, upper_only, {
        if (i == j)
            centre[i] += a;
        else
            radius[i] += fabs(a);
    })
    *lower = n > 0 ? INFINITY : 0, *upper = n > 0 ? -INFINITY : 0;
    for (int64_t i = 0; i < n; ++i) {
        *lower = fmin(*lower, centre[i] - radius[i]);
        *upper = fmax(*upper, centre[i] + radius[i]);
    }
    free(centre), free(radius);
}

double eig_gershgorin_lower(int64_t n, const int64_t *rowptr, const int32_t *col,
                            const double *val, int upper_only)
{
    double lower, upper;
    eig_gershgorin(n, rowptr, col, val, upper_only, &lower, &upper);
    return lower;
}

/* W = T R for k row-major vectors, T block-diagonal: each b-row block of R (a k x b
 * column-major matrix, leading dimension k) times its symmetric block of T, one batched
 * product for the full blocks and one for the last, shorter one. */
static void apply_blocks(const stored *s, int k, const void *R, void *W)
{
    const dense_type type = s->precision == EIG_DOUBLE ? DENSE_DOUBLE : DENSE_FLOAT;
    const size_t size = s->precision == EIG_DOUBLE ? sizeof(double) : sizeof(float);
    const char *t = dev_ptr(s->precision == EIG_DOUBLE ? (void *)s->t : (void *)s->t_f);
    const char *r = dev_ptr(R);
    char *w = dev_ptr(W);
    const int64_t b = s->b, full = s->n / b, tail = s->n - full * b;
    dense_gemm_batched(type, 0, 0, k, b, b, 1.0, r, k, b * k, t, b, b * b, 0.0, w, k, b * k, full);
    if (tail)
        dense_gemm(type, 0, 0, k, tail, tail, 1.0, r + size * (size_t)(full * b * k), k,
                   t + size * (size_t)(full * b * b), b, 0.0, w + size * (size_t)(full * b * k), k);
}

static void apply_stored(void *ctx, int k, const void *R, void *W)
{
    const stored *s = ctx;
    if (s->b > 1)
        apply_blocks(s, k, R, W);
    else if (s->precision == EIG_DOUBLE)
        sparse_block_jacobi_double(s->n, k, s->t, R, W);
    else
        sparse_block_jacobi_float(s->n, k, s->t_f, R, W);
}

static void free_stored(eig_preconditioner *t)
{
    stored *s = (stored *)t;
    if (s->precision == EIG_FLOAT)
        dev_delete(s->t_f, sizeof(float) * (size_t)s->count);
    else
        dev_delete(s->t, sizeof(double) * (size_t)s->count);
    free(s->t), free(s->t_f), free(s);
}

/* Moves t (and its float copy when asked) to the device and wraps it. */
static eig_preconditioner *finish(stored *s, const char *name)
{
    s->base.name = name;
    s->base.apply = apply_stored;
    s->base.ctx = s;
    s->base.destroy = free_stored;
    if (s->precision == EIG_FLOAT) {
        s->t_f = xmalloc(sizeof(float) * (size_t)s->count);
        for (int64_t q = 0; q < s->count; ++q)
            s->t_f[q] = (float)s->t[q];
        dev_copyin(s->t_f, sizeof(float) * (size_t)s->count);
    } else {
        dev_copyin(s->t, sizeof(double) * (size_t)s->count);
    }
    return &s->base;
}

eig_preconditioner *eig_jacobi_new(int64_t n, const int64_t *rowptr, const int32_t *col,
                                   const double *val, int upper_only, double shift,
                                   eig_precision precision)
{
    stored *s = xcalloc(1, sizeof *s);
    s->precision = precision, s->n = n, s->b = 1, s->count = n;
    s->t = xcalloc((size_t)n + 1, sizeof(double));
    FOR_EACH_ENTRY(n, rowptr, col, val, 0, {
        if (i == j)
            s->t[i] += a;
    })
    (void)upper_only; /* the diagonal is stored either way */
    double largest = 0;
    for (int64_t i = 0; i < n; ++i)
        largest = fabs(s->t[i] - shift) > largest ? fabs(s->t[i] - shift) : largest;
    const double floor = 1e-8 * (largest > 0 ? largest : 1);
    for (int64_t i = 0; i < n; ++i)
        s->t[i] = 1 / fmax(fabs(s->t[i] - shift), floor);
    return finish(s, "jacobi");
}

eig_preconditioner *eig_block_jacobi_new(int64_t n, const int64_t *rowptr, const int32_t *col,
                                         const double *val, int upper_only, int b, double shift,
                                         eig_precision precision)
{
    if (b < 1)
        die("block-Jacobi: block size %d must be at least 1", b);
    stored *s = xcalloc(1, sizeof *s);
    const int64_t n_blocks = (n + b - 1) / b;
    s->precision = precision, s->n = n, s->b = b, s->count = n_blocks * b * b;
    s->t = xcalloc((size_t)s->count + 1, sizeof(double));
    /* the diagonal blocks, row-major inside each block */
    FOR_EACH_ENTRY(n, rowptr, col, val, upper_only, {
        if (i / b == j / b)
            s->t[(i / b) * b * b + (i % b) * b + (j % b)] = a;
    })
    double *w = xmalloc(sizeof(double) * (size_t)b), *q = xmalloc(sizeof(double) * (size_t)b * b);
    double *scale = xmalloc(sizeof(double) * (size_t)(n_blocks * b));
    double largest = 0;
    for (int64_t blk = 0; blk < n_blocks; ++blk) { /* eigenvalues first, for the common floor */
        const int len = (int)(n - blk * b < b ? n - blk * b : b);
        double *t = s->t + blk * b * b;
        for (int r = 0; r < len; ++r)
            for (int c = 0; c < len; ++c)
                q[r * len + c] = t[r * b + c];
        if (LAPACKE_dsyevd(LAPACK_ROW_MAJOR, 'N', 'U', len, q, len, w) != 0)
            die("block-Jacobi: the eigensolver failed on diagonal block %lld", (long long)blk);
        for (int r = 0; r < len; ++r)
            largest = fabs(w[r] - shift) > largest ? fabs(w[r] - shift) : largest;
    }
    const double floor = 1e-8 * (largest > 0 ? largest : 1);
    for (int64_t blk = 0; blk < n_blocks; ++blk) {
        const int len = (int)(n - blk * b < b ? n - blk * b : b);
        double *t = s->t + blk * b * b;
        for (int r = 0; r < len; ++r)
            for (int c = 0; c < len; ++c)
                q[r * len + c] = t[r * b + c];
        LAPACKE_dsyevd(LAPACK_ROW_MAJOR, 'V', 'U', len, q, len, w);
        for (int c = 0; c < len; ++c)
            scale[c] = 1 / fmax(fabs(w[c] - shift), floor);
        /* T = Q diag(scale) Q^T, eigenvectors in the columns of q */
        for (int r = 0; r < len; ++r)
            for (int c = 0; c < len; ++c) {
                double sum = 0;
                for (int m = 0; m < len; ++m)
                    sum += q[r * len + m] * scale[m] * q[c * len + m];
                t[r * b + c] = sum;
            }
    }
    free(w), free(q), free(scale);
    return finish(s, "block-jacobi");
}

void eig_preconditioner_free(eig_preconditioner *t)
{
    if (t)
        t->destroy(t);
}
