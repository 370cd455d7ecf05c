/* The small side of LOBPCG's Rayleigh-Ritz step (see lobpcg_small.h): on the host, in double,
 * whatever the precision of the vectors. */
#include "lobpcg_small.h"

#include <cblas.h>
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void lobpcg_small_init(lobpcg_small *s, int k)
{
    memset(s, 0, sizeof *s);
    s->k = k;
    const size_t M = 3 * (size_t)k, MM = M * M;
    s->ga = xcalloc(MM, sizeof(double));
    s->gb = xcalloc(MM, sizeof(double));
    s->a = xcalloc(MM, sizeof(double));
    s->b = xcalloc(MM, sizeof(double));
    s->basis = xcalloc(MM, sizeof(double));
    s->c = xcalloc(M * k, sizeof(double));
    s->coef = xcalloc(M * 2 * k, sizeof(double));
    s->work = xcalloc(4 * MM + 8 * M, sizeof(double));
    s->wscale = xcalloc(M, sizeof(double));
    s->theta = xcalloc(M, sizeof(double));
    s->pap = xcalloc((size_t)k * k, sizeof(double));
}

void lobpcg_small_free(lobpcg_small *s)
{
    free(s->ga), free(s->gb), free(s->a), free(s->b), free(s->basis), free(s->c);
    free(s->coef), free(s->work), free(s->wscale), free(s->theta), free(s->pap);
    memset(s, 0, sizeof *s);
}

/* C (m x n) = op(A) op(B), column-major, leading dimensions the row counts. */
static void mul(int ta, int tb, int m, int n, int kk, const double *A, const double *B,
                double *C)
{
    if (m == 0 || n == 0)
        return;
    cblas_dgemm(CblasColMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans,
                m, n, kk, 1.0, A, ta ? kk : m, B, tb ? n : kk, 0.0, C, m);
}

static double *at(double *a, int ld, int r, int c) { return a + r + (size_t)c * ld; }

/* B^T G B (m x m) for the M x m basis B, symmetrised; work holds M x m. */
static void project(const double *G, int M, const double *B, int m, double *out, double *work)
{
    mul(0, 0, M, m, M, G, B, work);
    mul(1, 0, m, m, M, B, work, out);
    for (int c = 0; c < m; ++c)
        for (int r = 0; r < c; ++r)
            *at(out, m, r, c) = *at(out, m, c, r) = 0.5 * (*at(out, m, r, c) + *at(out, m, c, r));
}

/* One Gram matrix (g: G_B or G_A, M x M) from the computed columns: column j is column
 * col[j] of gram (M rows) where col[j] >= 0, else the known value already in g; a pair of
 * entries computed both ways is averaged (the rounding of the two products differs). */
static void fill_computed(double *g, int M, const double *gram, const int *col)
{
    for (int c = 0; c < M; ++c)
        for (int r = 0; r <= c; ++r) {
            double v = *at(g, M, r, c);
            if (col[c] >= 0 && col[r] >= 0)
                v = 0.5 * (gram[r + (size_t)col[c] * M] + gram[c + (size_t)col[r] * M]);
            else if (col[c] >= 0)
                v = gram[r + (size_t)col[c] * M];
            else if (col[r] >= 0)
                v = gram[c + (size_t)col[r] * M];
            *at(g, M, r, c) = *at(g, M, c, r) = v;
        }
}

void lobpcg_small_assemble(lobpcg_small *s, int kx, int np, int na, const double *gram,
                           const int *b_col, const int *a_col)
{
    const int M = np + kx + na, w0 = np + kx;
    s->kx = kx, s->np = np, s->na = na, s->M = M;
    memset(s->ga, 0, sizeof(double) * (size_t)M * M);
    memset(s->gb, 0, sizeof(double) * (size_t)M * M);
    /* the blocks known by construction: P and X orthonormal and orthogonal to each other,
     * X^T A X = diag(theta), X^T A P = 0, P^T A P carried from the last step */
    for (int i = 0; i < w0; ++i)
        *at(s->gb, M, i, i) = 1;
    for (int c = 0; c < np; ++c)
        for (int r = 0; r < np; ++r)
            *at(s->ga, M, r, c) = s->pap[r + (size_t)c * s->k];
    for (int i = 0; i < kx; ++i)
        *at(s->ga, M, np + i, np + i) = s->theta[i];
    fill_computed(s->gb, M, gram, b_col);
    fill_computed(s->ga, M, gram, a_col);
    /* W's columns scaled to unit length: residuals shrink by orders of magnitude as the method
     * converges, and the scale must not read as ill-conditioning */
    for (int c = 0; c < na; ++c) {
        const double len = sqrt(fmax(*at(s->gb, M, w0 + c, w0 + c), 0.0));
        s->wscale[c] = len > 0 ? 1 / len : 0;
    }
    for (int c = 0; c < M; ++c)
        for (int r = 0; r < M; ++r) {
            const double f = (r >= w0 ? s->wscale[r - w0] : 1) * (c >= w0 ? s->wscale[c - w0] : 1);
            *at(s->ga, M, r, c) *= f;
            *at(s->gb, M, r, c) *= f;
        }
}

/* The ratio of the largest to the smallest diagonal entry of the Cholesky factor of the m x m
 * matrix b (a lower bound of its condition number's square root); INFINITY when b is not
 * numerically positive definite. */
static double cholesky_spread(const double *b, int m, double *work)
{
    memcpy(work, b, sizeof(double) * (size_t)m * m);
    if (LAPACKE_dpotrf(LAPACK_COL_MAJOR, 'U', m, work, m) != 0)
        return INFINITY;
    double lo = INFINITY, hi = 0;
    for (int i = 0; i < m; ++i) {
        const double d = fabs(work[i + (size_t)i * m]);
        lo = fmin(lo, d), hi = fmax(hi, d);
    }
    return lo > 0 ? hi / lo : INFINITY;
}

/* The basis columns of the [X W] part: the unit vectors of rows np .. M. */
static int basis_without_p(lobpcg_small *s)
{
    const int M = s->M, m = M - s->np;
    memset(s->basis, 0, sizeof(double) * (size_t)M * m);
    for (int j = 0; j < m; ++j)
        *at(s->basis, M, s->np + j, j) = 1;
    return m;
}

/* The whole basis [P X W] made orthonormal in the small space: the eigenvectors of its Gram
 * matrix whose eigenvalues are at least 1/limit^2 of the largest, scaled by their inverse
 * square roots; the near-null directions (W nearly dependent on itself or on [P X]) are
 * left out, and whatever of P is independent stays. Returns the number kept. */
static int basis_reduced(lobpcg_small *s, double limit)
{
    const int M = s->M;
    double *g = s->work, *w = s->work + (size_t)M * M;
    memcpy(g, s->gb, sizeof(double) * (size_t)M * M);
    if (LAPACKE_dsyevd(LAPACK_COL_MAJOR, 'V', 'U', M, g, M, w) != 0)
        return 0;
    const double floor = w[M - 1] / (limit * limit);
    int kept = 0;
    for (int j = M - 1; j >= 0 && w[j] > floor && w[j] > 0; --j, ++kept)
        for (int r = 0; r < M; ++r) /* from the largest: column `kept` of the new basis */
            *at(s->basis, M, r, kept) = g[r + (size_t)j * M] / sqrt(w[j]);
    return kept;
}

int lobpcg_small_setup(lobpcg_small *s, int level, double eps)
{
    const int M = s->M;
    const double limit = pow(eps, -0.25);
    s->level = level;
    if (level == SMALL_FULL) {
        memset(s->basis, 0, sizeof(double) * (size_t)M * M);
        for (int i = 0; i < M; ++i)
            *at(s->basis, M, i, i) = 1;
        s->m = M;
    } else if (level == SMALL_WITHOUT_P) {
        s->m = basis_without_p(s);
    } else {
        s->m = basis_reduced(s, limit);
        if (s->m < s->k)
            return -1;
    }
    project(s->ga, M, s->basis, s->m, s->a, s->work);
    project(s->gb, M, s->basis, s->m, s->b, s->work);
    if (level == SMALL_REDUCED)
        return 0;
    /* sygvd's accuracy degrades with the condition of b: beyond limit^2 (eps^-1/2) take the
     * next level */
    return cholesky_spread(s->b, s->m, s->work) <= limit ? 0 : 1;
}

/* The new directions P: for each active column j, the part of the step from the old X to
 * the new Ritz vector x_j that lies outside X (the basis rows of P and W of c_j), made
 * orthogonal to the new X and orthonormal in the small space. Directions that are numerically
 * dependent on the others (an eigenvalue of their Gram matrix below eps times the longest
 * step's squared length: the projection cancelled them down to its rounding errors) are left
 * out. The steps shrink as the method converges, but their coefficients in P grow by as much,
 * so that P = S coef and A P = (A S) coef stay as accurate as S and A S. Fills coef's first
 * columns and pap. */
static int next_directions(lobpcg_small *s, const int32_t *cols, int n_dirs, double eps)
{
    const int M = s->M, k = s->k;
    double *Y = s->work, *Z = Y + (size_t)M * k, *GY = Z + (size_t)k * k;
    double *H = GY + (size_t)M * k, *w = H + (size_t)k * k;
    for (int j = 0; j < n_dirs; ++j)
        for (int r = 0; r < M; ++r)
            Y[r + (size_t)j * M] = r >= s->np && r < s->np + s->kx ? 0 : s->c[r + (size_t)cols[j] * M];
    mul(0, 0, M, n_dirs, M, s->gb, Y, GY);
    double longest = 0; /* the largest squared length of a step, before the projection */
    for (int j = 0; j < n_dirs; ++j) {
        double len = 0;
        for (int r = 0; r < M; ++r)
            len += Y[r + (size_t)j * M] * GY[r + (size_t)j * M];
        longest = fmax(longest, len);
    }
    mul(1, 0, k, n_dirs, M, s->c, GY, Z); /* C^T G_B Y */
    for (int j = 0; j < n_dirs; ++j)
        for (int r = 0; r < M; ++r) {
            double sum = 0;
            for (int i = 0; i < k; ++i)
                sum += s->c[r + (size_t)i * M] * Z[i + (size_t)j * k];
            Y[r + (size_t)j * M] -= sum;
        }
    mul(0, 0, M, n_dirs, M, s->gb, Y, GY);
    mul(1, 0, n_dirs, n_dirs, M, Y, GY, H);
    if (n_dirs == 0 || LAPACKE_dsyevd(LAPACK_COL_MAJOR, 'V', 'U', n_dirs, H, n_dirs, w) != 0)
        return 0;
    int np = 0;
    for (int j = n_dirs - 1; j >= 0; --j) {
        if (!(w[j] > eps * longest))
            break;
        double *q = s->coef + (size_t)np * M;
        for (int r = 0; r < M; ++r) {
            double sum = 0;
            for (int i = 0; i < n_dirs; ++i)
                sum += Y[r + (size_t)i * M] * H[i + (size_t)j * n_dirs];
            q[r] = sum / sqrt(w[j]);
        }
        np++;
    }
    /* P^T A P of the new P, for the next step's Gram matrix */
    mul(0, 0, M, np, M, s->ga, s->coef, GY);
    mul(1, 0, np, np, M, s->coef, GY, H);
    for (int c = 0; c < np; ++c)
        for (int r = 0; r < np; ++r)
            s->pap[r + (size_t)c * k] = 0.5 * (H[r + (size_t)c * np] + H[c + (size_t)r * np]);
    return np;
}

void lobpcg_small_finish(lobpcg_small *s, const double *y, const double *theta,
                         const int32_t *cols, int n_dirs, double eps)
{
    const int M = s->M, k = s->k;
    mul(0, 0, M, k, s->m, s->basis, y, s->c); /* Ritz coefficients in terms of [P X W] */
    for (int i = 0; i < k; ++i)
        s->theta[i] = theta[i];
    s->np_next = s->kx > 0 ? next_directions(s, cols, n_dirs, eps) : 0;
    memcpy(s->coef + (size_t)s->np_next * M, s->c, sizeof(double) * (size_t)M * k);
    /* back from W's unit columns to W itself */
    for (int c = 0; c < s->np_next + k; ++c)
        for (int j = 0; j < s->na; ++j)
            s->coef[s->np + s->kx + j + (size_t)c * M] *= s->wscale[j];
}
