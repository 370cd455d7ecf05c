/* Primitive-pair data of a shell pair: what the ERI kernels need of the two shells' primitives,
 * computed once per geometry (fock.c keeps it for every shell pair that survives the Schwarz
 * screening) instead of once per primitive quartet.
 *
 * For shells a (centre A, exponents ea, coefficients ca) and b, primitive pair (i, j) is a record
 * of ERI_PP_STRIDE doubles:
 *   [ERI_PP_Z]  z = ea[i] + eb[j]            [ERI_PP_OZ] 1 / z
 *   [ERI_PP_PX] .. [ERI_PP_PZ]  P = (ea[i] A + eb[j] B) / z
 *   [ERI_PP_K]  sqrt(2 pi^(5/2)) ca[i] cb[j] exp(-ea[i] eb[j] |AB|^2 / z) / z
 *   [ERI_PP_B]  |K| / (2 z)^(1/4), the primitive screening factor (below)
 * so that the prefactor of [00|00]^m of a primitive quartet (pair p of the bra, q of the ket,
 * exponent sums z, e) is K_p K_q / sqrt(z + e), the Obara-Saika
 *   2 pi^(5/2) / (z e sqrt(z + e)) K_ab K_cd.
 * Bound: F_m(T) <= 1 and z + e >= 2 sqrt(z e) give |[00|00]^m| <= B_p B_q, an upper bound on every
 * s-type primitive quartet; for p and d shells the recurrences multiply it by geometric factors
 * of order one (the normalised coefficients carry (4 alpha)^(l/2)), so the kernels use B_p B_q as
 * an estimate of a primitive quartet's size and skip those below the primitive threshold
 * (fock.h; its error is measured in BENCHMARKS.md `## eri`).
 * Records are sorted by B descending, so that a kernel stops a loop at the first pair below the
 * threshold. Pairs whose K underflows to 0 contribute nothing and are left out.
 * Everything is static inline so that the generated kernels (host wrappers) and the runtime
 * share one copy without cross-unit device linking. */
#ifndef ERI_PRIM_PAIRS_H
#define ERI_PRIM_PAIRS_H

#include <math.h>

#define ERI_PP_STRIDE 8
#define ERI_PP_Z 0
#define ERI_PP_OZ 1
#define ERI_PP_PX 2
#define ERI_PP_PY 3
#define ERI_PP_PZ 4
#define ERI_PP_K 5
#define ERI_PP_B 6
/* sqrt(2 pi^(5/2)) = sqrt(34.986836655249725...) */
#define ERI_PP_SQRT_2PI52 5.914967172795612

/* Writes the records of shells (A, na, ea, ca) x (B, nb, eb, cb) to out (room for
 * na * nb * ERI_PP_STRIDE doubles), sorted by B descending; returns how many. */
static inline int eri_prim_pairs(const double *A, int na, const double *ea, const double *ca,
                                 const double *B, int nb, const double *eb, const double *cb,
                                 double *out)
{
    const double AB2 = (A[0] - B[0]) * (A[0] - B[0]) + (A[1] - B[1]) * (A[1] - B[1]) +
                       (A[2] - B[2]) * (A[2] - B[2]);
    int n = 0;
    for (int i = 0; i < na; ++i)
        for (int j = 0; j < nb; ++j) {
            const double a = ea[i], b = eb[j], z = a + b, oz = 1.0 / z;
            const double K = ERI_PP_SQRT_2PI52 * ca[i] * cb[j] * exp(-a * b * oz * AB2) * oz;
            if (K == 0.0)
                continue;
            double rec[ERI_PP_STRIDE] = {z, oz, (a * A[0] + b * B[0]) * oz,
                                         (a * A[1] + b * B[1]) * oz, (a * A[2] + b * B[2]) * oz,
                                         K, fabs(K) / sqrt(sqrt(2.0 * z)), 0.0};
            /* insertion by B, descending (at most ERI_MAX_PRIM^2 records) */
            int k = n++;
            while (k > 0 && out[(k - 1) * ERI_PP_STRIDE + ERI_PP_B] < rec[ERI_PP_B]) {
                for (int c = 0; c < ERI_PP_STRIDE; ++c)
                    out[k * ERI_PP_STRIDE + c] = out[(k - 1) * ERI_PP_STRIDE + c];
                --k;
            }
            for (int c = 0; c < ERI_PP_STRIDE; ++c)
                out[k * ERI_PP_STRIDE + c] = rec[c];
        }
    return n;
}

#endif
