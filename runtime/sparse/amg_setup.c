/* The CPU half of smoothed-aggregation AMG (see amg.h): strength of connection,
 * aggregation, the smoothed prolongator, the Galerkin product and the dense factorisation
 * of the coarsest matrix. Everything here works on host CSR matrices. */
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amg_internal.h"
#include "util.h"

enum { FREE = -1, OUTSIDE = -2 };

double *amg_diagonal(const csr_matrix *a)
{
    double *d = xcalloc((size_t)a->n_rows, sizeof *d);
    for (int32_t i = 0; i < a->n_rows; ++i)
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (a->col[k] == i)
                d[i] += a->val[k];
    return d;
}

double *amg_smoother_diagonal(const csr_matrix *a, amg_smoother smoother, int level)
{
    double *d = amg_diagonal(a);
    for (int32_t i = 0; i < a->n_rows; ++i) {
        if (d[i] == 0 || !isfinite(d[i]))
            die("AMG: level %d: diagonal entry of row %d is %g (the smoother divides by it)",
                level, i + 1, d[i]);
        if (smoother == AMG_L1_JACOBI) {
            d[i] = 0;
            for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
                d[i] += fabs(a->val[k]);
        }
        d[i] = 1.0 / d[i];
    }
    return d;
}

/* strong[k] = 1 when entry k (off the diagonal) passes |a_ij| >= theta sqrt(|a_ii a_jj|). */
static char *strength(const csr_matrix *a, const double *diag, double theta)
{
    char *strong = xcalloc((size_t)(a->nnz > 0 ? a->nnz : 1), 1);
    for (int32_t i = 0; i < a->n_rows; ++i)
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k) {
            const int32_t j = a->col[k];
            strong[k] = j != i && a->val[k] != 0 &&
                        fabs(a->val[k]) >= theta * sqrt(fabs(diag[i] * diag[j]));
        }
    return strong;
}

/* Vanek's three-phase greedy aggregation on the strong graph; agg[i] is the aggregate of i
 * or OUTSIDE (no strong neighbour). Returns the number of aggregates. */
static int32_t aggregate(const csr_matrix *a, const char *strong, int32_t *agg)
{
    const int32_t n = a->n_rows;
    int32_t count = 0;
    for (int32_t i = 0; i < n; ++i) {
        agg[i] = OUTSIDE;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (strong[k])
                agg[i] = FREE;
    }
    /* 1: a free point whose strong neighbours are all free takes them */
    for (int32_t i = 0; i < n; ++i) {
        if (agg[i] != FREE)
            continue;
        int all_free = 1;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1] && all_free; ++k)
            all_free = !strong[k] || agg[a->col[k]] == FREE;
        if (!all_free)
            continue;
        agg[i] = count;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (strong[k])
                agg[a->col[k]] = count;
        count++;
    }
    /* 2: the others join the phase-1 aggregate they are most strongly connected to */
    int32_t *first = xmalloc(sizeof *first * (size_t)(n > 0 ? n : 1));
    memcpy(first, agg, sizeof *first * (size_t)n);
    for (int32_t i = 0; i < n; ++i) {
        if (agg[i] != FREE)
            continue;
        double best = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (strong[k] && first[a->col[k]] >= 0 && fabs(a->val[k]) > best)
                best = fabs(a->val[k]), agg[i] = first[a->col[k]];
    }
    free(first);
    /* 3: what is left forms aggregates with its free strong neighbours */
    for (int32_t i = 0; i < n; ++i) {
        if (agg[i] != FREE)
            continue;
        agg[i] = count;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (strong[k] && agg[a->col[k]] == FREE)
                agg[a->col[k]] = count;
        count++;
    }
    return count;
}

/* The aggregates' indicator vectors as columns, each of unit length. */
static void tentative_prolongator(const int32_t *agg, int32_t n, int32_t n_agg, csr_matrix *p)
{
    int32_t *size = xcalloc((size_t)n_agg + 1, sizeof *size);
    int64_t nnz = 0;
    for (int32_t i = 0; i < n; ++i)
        if (agg[i] >= 0)
            size[agg[i]]++, nnz++;
    csr_alloc(p, n, n_agg, nnz);
    int32_t at = 0;
    for (int32_t i = 0; i < n; ++i) {
        if (agg[i] >= 0) {
            p->col[at] = agg[i];
            p->val[at++] = 1.0 / sqrt((double)size[agg[i]]);
        }
        p->rowptr[i + 1] = at;
    }
    free(size);
}

/* A_F: the strong entries of a and its diagonal, with the weak entries of each row added to
 * the diagonal (so A_F keeps a's row sums: constants stay in its near-null space). */
static void filtered(const csr_matrix *a, const char *strong, csr_matrix *f)
{
    csr_alloc(f, a->n_rows, a->n_cols, a->nnz);
    int64_t at = 0;
    for (int32_t i = 0; i < a->n_rows; ++i) {
        double weak = 0;
        int64_t diag_at = -1;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k) {
            if (a->col[k] == i)
                diag_at = at;
            else if (!strong[k]) {
                weak += a->val[k];
                continue;
            }
            f->col[at] = a->col[k];
            f->val[at++] = a->val[k];
        }
        if (diag_at >= 0)
            f->val[diag_at] += weak;
        f->rowptr[i + 1] = (int32_t)at;
    }
    f->nnz = at;
}

double amg_spectral_radius(const csr_matrix *a, const double *dinv)
{
    const int32_t n = a->n_rows;
    double *x = xmalloc(sizeof *x * (size_t)n), *y = xmalloc(sizeof *y * (size_t)n);
    uint64_t s = 0x853c49e6748fea9bull;
    for (int32_t i = 0; i < n; ++i) { /* a fixed pseudo-random start: reproducible setups */
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[i] = (double)(s >> 11) * 0x1.0p-53 - 0.5;
    }
    /* the sums in fixed chunks, added in order: the same estimate whatever the thread count */
    enum { CHUNK = 8192 };
    const int64_t chunks = ((int64_t)n + CHUNK - 1) / CHUNK;
    double *part = xmalloc(sizeof *part * (size_t)(2 * chunks + 1));
    double rho = 0;
    for (int it = 0; it < 20; ++it) {
        csr_spmv_reference(a, x, y);
#pragma omp parallel for schedule(static)
        for (int64_t c = 0; c < chunks; ++c) {
            double yy = 0, xx = 0;
            const int32_t end = (int32_t)((c + 1) * CHUNK < n ? (c + 1) * CHUNK : n);
            for (int32_t i = (int32_t)(c * CHUNK); i < end; ++i)
                y[i] *= dinv[i], yy += y[i] * y[i], xx += x[i] * x[i];
            part[2 * c] = yy, part[2 * c + 1] = xx;
        }
        double yy = 0, xx = 0;
        for (int64_t c = 0; c < chunks; ++c)
            yy += part[2 * c], xx += part[2 * c + 1];
        if (!(yy > 0))
            break;
        rho = sqrt(yy / xx);
        const double scale = 1.0 / sqrt(yy);
#pragma omp parallel for schedule(static)
        for (int32_t i = 0; i < n; ++i)
            x[i] = y[i] * scale;
    }
    free(x), free(y), free(part);
    return rho;
}

/* P = P_tent - w D^-1 A_F P_tent, D the diagonal of A itself (A_F P_tent holds P_tent's
 * pattern where A_F has a nonzero diagonal). D^-1 A_F keeps constants in its null space
 * either way; with A's own diagonal rather than A_F's (where the weak couplings were added),
 * AMG-CG on the 1e4-contrast checkerboard took 18, 22, 21 iterations at 32^3, 64^3, 96^3
 * instead of 21, 27, 35, and the anisotropic and Poisson problems the same. */
static void smoothed_prolongator(const csr_matrix *a, const csr_matrix *af, const csr_matrix *pt,
                                 csr_matrix *p)
{
    double *dinv = amg_diagonal(a);
    for (int32_t i = 0; i < af->n_rows; ++i)
        dinv[i] = dinv[i] != 0 ? 1.0 / dinv[i] : 0.0;
    const double w = 4.0 / (3.0 * amg_spectral_radius(af, dinv));
    csr_multiply(af, pt, p);
    for (int32_t i = 0; i < p->n_rows; ++i) {
        for (int32_t k = p->rowptr[i]; k < p->rowptr[i + 1]; ++k)
            p->val[k] *= -w * dinv[i];
        for (int32_t t = pt->rowptr[i]; t < pt->rowptr[i + 1]; ++t)
            for (int32_t k = p->rowptr[i]; k < p->rowptr[i + 1]; ++k)
                if (p->col[k] == pt->col[t])
                    p->val[k] += pt->val[t];
    }
    free(dinv);
}

int32_t amg_coarsen(const csr_matrix *a, double theta, csr_matrix *p, csr_matrix *r,
                    csr_matrix *coarse)
{
    double *diag = amg_diagonal(a);
    char *strong = strength(a, diag, theta);
    int32_t *agg = xmalloc(sizeof *agg * (size_t)(a->n_rows > 0 ? a->n_rows : 1));
    const int32_t n_agg = aggregate(a, strong, agg);
    if (n_agg > 0) {
        csr_matrix pt, af, ap;
        tentative_prolongator(agg, a->n_rows, n_agg, &pt);
        filtered(a, strong, &af);
        smoothed_prolongator(a, &af, &pt, p);
        csr_transpose(p, r);
        csr_multiply(a, p, &ap);
        csr_multiply(r, &ap, coarse);
        csr_free(&pt), csr_free(&af), csr_free(&ap);
    }
    free(diag), free(strong), free(agg);
    return n_agg;
}

/* ---- the coarsest level ---- */

static int is_symmetric(const double *m, int n)
{
    double scale = 0;
    for (int64_t k = 0; k < (int64_t)n * n; ++k)
        scale = fmax(scale, fabs(m[k]));
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (fabs(m[(int64_t)i * n + j] - m[(int64_t)j * n + i]) > 1e-12 * scale)
                return 0;
    return 1;
}

static double one_norm(const double *m, int n)
{
    double norm = 0;
    for (int j = 0; j < n; ++j) {
        double s = 0;
        for (int i = 0; i < n; ++i)
            s += fabs(m[(int64_t)j * n + i]);
        norm = fmax(norm, s);
    }
    return norm;
}

/* Below this reciprocal condition number (LAPACK's estimate) the coarsest matrix counts as
 * singular: a pure-Neumann Laplacian's comes out near 1e-16, a coefficient jump of 10^6
 * above 1e-9. */
static const double SINGULAR_RCOND = 1e-13;

double *amg_dense_coarse(const csr_matrix *a, int level, int *cholesky)
{
    const int n = a->n_rows;
    double *m = xcalloc((size_t)n * (size_t)n, sizeof *m); /* column-major */
    for (int i = 0; i < n; ++i)
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            m[(int64_t)a->col[k] * n + i] += a->val[k];
    const double anorm = one_norm(m, n);
    double rcond = 0;
    int info;
    *cholesky = is_symmetric(m, n);
    if (*cholesky) {
        info = LAPACKE_dpotrf(LAPACK_COL_MAJOR, 'U', n, m, n);
        if (info > 0)
            die("AMG: the coarsest matrix (level %d, %d x %d) is not positive definite "
                "(Cholesky fails at pivot %d): is A singular or indefinite?",
                level, n, n, info);
        LAPACKE_dpocon(LAPACK_COL_MAJOR, 'U', n, m, n, anorm, &rcond);
    } else {
        int *pivots = xmalloc(sizeof *pivots * (size_t)n);
        info = LAPACKE_dgetrf(LAPACK_COL_MAJOR, n, n, m, n, pivots);
        if (info > 0)
            die("AMG: the coarsest matrix (level %d, %d x %d) is singular (LU pivot %d is "
                "zero): is A singular?", level, n, n, info);
        LAPACKE_dgecon(LAPACK_COL_MAJOR, '1', n, m, n, anorm, &rcond);
        if (rcond >= SINGULAR_RCOND)
            LAPACKE_dgetri(LAPACK_COL_MAJOR, n, m, n, pivots);
        free(pivots);
    }
    if (!(rcond >= SINGULAR_RCOND))
        die("AMG: the coarsest matrix (level %d, %d x %d) is singular to working precision "
            "(reciprocal condition number %.1e): is A singular (e.g. a pure-Neumann problem)?",
            level, n, n, rcond);
    return m;
}
