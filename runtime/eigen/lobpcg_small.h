/* The small side of one LOBPCG Rayleigh-Ritz step (lobpcg_impl.h), on the host in double.
 *
 * The basis of a step is S = [P X W] (widths np, kx, na; M = np + kx + na columns): X the k
 * current Ritz vectors, P the previous directions, both orthonormal and orthogonal to each
 * other by construction, and W the new (preconditioned residual) directions. Its Gram matrices
 *     G_A = S^T A S,  G_B = S^T S
 * are known except for the W columns, which come from one tall product S^T [W .. A W]:
 * X^T X = P^T P = I, X^T P = 0, X^T A X = diag(theta), X^T A P = 0, and P^T A P is kept from
 * the step that made P. Everything here is small (M <= 3k): every rank of a distributed run
 * can do it redundantly once the two tall products are summed.
 *
 * A step: lobpcg_small_assemble (G_A, G_B with W's columns scaled to unit length), then
 * lobpcg_small_setup at the first level that is well conditioned, the generalized eigenproblem
 * (a, b) of order m solved by the caller (sygvd, on the GPU when the vectors are there), and
 * lobpcg_small_finish with its lowest k eigenvectors, which gives the coefficients of the
 * update [P' X'] = S coef and what the next step needs (theta, P'^T A P'). */
#ifndef EIGEN_LOBPCG_SMALL_H
#define EIGEN_LOBPCG_SMALL_H

#include <stdint.h>

/* How the Rayleigh-Ritz problem is posed, from the most to the least complete basis. */
enum {
    SMALL_FULL,      /* on [P X W] */
    SMALL_WITHOUT_P, /* P dropped: [X W] */
    SMALL_REDUCED    /* [P X W] made orthonormal in the small space, its near-null directions
                        (W nearly dependent on itself or on [P X]) left out */
};

typedef struct {
    int k;              /* Ritz vectors kept (the block size) */
    int kx, np, na, M;  /* this step's basis [P X W] */
    int level, m;       /* the problem handed to the eigensolver: its level and order */
    double *ga, *gb;    /* M x M (leading dimension M), W's columns scaled */
    double *wscale;     /* 1 / |w_j| */
    double *basis;      /* M x m: the solved problem's basis in terms of [P X W] */
    double *a, *b;      /* m x m: basis^T G_A basis, basis^T G_B basis */
    double *c;          /* M x k: the Ritz vectors' coefficients (scaled W rows) */
    double *coef;       /* M x (np_next + k): [P' X'] = S coef, W rows unscaled */
    double *theta;      /* k Ritz values: X^T A X of the next step */
    double *pap;        /* np_next x np_next (leading dimension k): P'^T A P' */
    int np_next;        /* columns of P' */
    double *work;
} lobpcg_small;

void lobpcg_small_init(lobpcg_small *s, int k);
void lobpcg_small_free(lobpcg_small *s);
/* G_A and G_B of the basis [P X W] from the known blocks (theta, pap) and the computed
 * ones: gram holds Gram products S^T B (M rows, leading dimension M) for some block B of
 * vectors, and column j of G_B (S^T s_j) is its column b_col[j], column j of G_A (S^T A s_j)
 * its column a_col[j]; -1 where the column is known by construction (P and X, except when
 * the caller recomputes them to clear the drift of the known values). */
void lobpcg_small_assemble(lobpcg_small *s, int kx, int np, int na, const double *gram,
                           const int *b_col, const int *a_col);
/* Poses the problem at `level` in a, b (order m). Returns 0 when it is fit to solve, 1 when
 * b is too ill-conditioned for the working precision eps (take the next level), -1 when even
 * the reduced basis has fewer than k columns (breakdown). */
int lobpcg_small_setup(lobpcg_small *s, int level, double eps);
/* From the lowest k eigenpairs of (a, b) (y: m x k, b-orthonormal; theta ascending): the Ritz
 * coefficients, the new directions P' for the n_dirs active columns cols[] (less those
 * numerically dependent on the others, at the relative level eps), coef and pap. */
void lobpcg_small_finish(lobpcg_small *s, const double *y, const double *theta,
                         const int32_t *cols, int n_dirs, double eps);

#endif
