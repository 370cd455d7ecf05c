/* Boys function F_m(T) = int_0^1 t^(2m) exp(-T t^2) dt, m = 0..mmax, for ERI kernels.
 *
 *     eri_boys(mmax, T, F);      F[0..mmax] = F_0(T) .. F_mmax(T),  0 <= mmax <= ERI_BOYS_MMAX (16)
 *
 * Approach (accurate to ~1e-15 relative over all T >= 0; tests/c/test_boys.c checks 1e-14
 * against an independent __float128 series):
 *  - T < 30: F_mmax(T) (every F_m, m <= mmax, when mmax <= ERI_BOYS_DIRECT: no exp then)
 *    from an 8-term Taylor expansion (Estrin's scheme) about the nearest grid point
 *    T_i = i/10 (|T - T_i| <= 0.05, truncation < 0.05^9/9! ~ 5e-18 relative), using
 *    d/dT F_m = -F_{m+1} and the table eri_boys_table[i][m] = F_m(T_i) (boys_table.h,
 *    written by make_boys_table.py from 40-digit mpmath values, m = 0..24); then the
 *    downward recursion F_{m-1} = (2T F_m + exp(-T)) / (2m - 1), which only adds positive
 *    terms and is stable.
 *  - T >= 30: F_0 = sqrt(pi/T)/2 erf(sqrt(T)) and the upward recursion
 *    F_{m+1} = ((2m+1) F_m - exp(-T)) / (2T), stable here because (2m+1) F_m >> exp(-T)
 *    for m <= 16 (loss < 1 ulp per step, checked).
 * Only exp and sqrt from libm (erf(sqrt T) >= 1 - 1e-14 here comes from its asymptotic tail).
 *
 * Device use: everything is in this header (static inline + a static const table), so a
 * generated kernel that includes it gets its own copy in its translation unit and no
 * cross-unit device linking is needed. A static const table is NOT automatically present
 * on the device: GCC's offload LTO rejects an offloaded function that reads a global not
 * marked for offloading, and clang requires it to be declare target. Hence the two guarded
 * directives below: OpenACC `declare copyin` of the table + `routine seq` for the function;
 * OpenMP `declare target` around both (clang only: GCC's host -fopenmp build would otherwise
 * try to offload it). Under OpenACC the table is not const (boys_table.h): GCC's nvptx back
 * end puts const globals into the 64 KiB .const space, which the per-translation-unit copies
 * of the 60 KB table overflow. In plain / host builds the directives are inert. This header
 * is hand-written runtime, not a kernel template, so it may carry directive text.
 */
#ifndef ERI_BOYS_H
#define ERI_BOYS_H

#include <math.h>

#if defined(_OPENMP) && !defined(_OPENACC) && defined(__clang__)
#pragma omp declare target
#endif

#include "boys_table.h"

/* orders up to which every F_m comes from its own Taylor sum instead of the recursion */
#define ERI_BOYS_DIRECT 2

#if defined(_OPENACC)
#pragma acc declare copyin(eri_boys_table)
#pragma acc routine seq
#endif
static inline double eri_boys_taylor(const double *t, double d)
{
    /* sum_k t[k] d^k / k!, k = 0..8, by Estrin's scheme: three dependent multiply-adds deep
     * instead of Horner's eight (the terms fall fast: |d| <= 0.05) */
    const double d2 = d * d, d4 = d2 * d2;
    const double p01 = t[0] + t[1] * d, p23 = t[2] * (1.0 / 2.0) + t[3] * (1.0 / 6.0) * d;
    const double p45 = t[4] * (1.0 / 24.0) + t[5] * (1.0 / 120.0) * d;
    const double p67 = t[6] * (1.0 / 720.0) + t[7] * (1.0 / 5040.0) * d;
    return (p01 + p23 * d2) + ((p45 + p67 * d2) + t[8] * (1.0 / 40320.0) * d4) * d4;
}

#if defined(_OPENACC)
#pragma acc routine seq
#endif
static inline void eri_boys(int mmax, double T, double *F)
{
    if (T < ERI_BOYS_TMAX) {
        const int i = (int)(T * ERI_BOYS_GRID_INV + 0.5);
        /* T_i - T, |d| <= 0.05; i * 0.1 is within half an ulp of i / 10 (a division saved) */
        const double d = (double)i * (1.0 / ERI_BOYS_GRID_INV) - T;
        const double *t = eri_boys_table[i];
        if (mmax <= ERI_BOYS_DIRECT) {
            /* a few orders: each from its own sum, independent, and no exp */
            for (int m = 0; m <= mmax; m++)
                F[m] = eri_boys_taylor(t + m, d);
            return;
        }
        F[mmax] = eri_boys_taylor(t + mmax, d);
        /* times the reciprocal: a constant once the kernels' fixed mmax unrolls the loop */
        const double e = exp(-T), twoT = 2.0 * T;
        for (int m = mmax; m > 0; m--)
            F[m - 1] = (twoT * F[m] + e) * (1.0 / (double)(2 * m - 1));
    } else {
        const double sqrt_pi = 1.7724538509055160273; /* sqrt(pi) */
        /* exp(-T) is below 1e-16 of every F_m(T), m <= mmax, from T = 40 + 5 mmax on (F_m(T)
         * ~ (2m-1)!! / (2T)^m sqrt(pi / T) / 2; 40 for m = 0 gives 3e-17, 120 for m = 16
         * 1e-30): left out there (test_boys checks every m against a series) */
        const double invT = 1.0 / T, rt = sqrt(T), irt = rt * invT, half_invT = 0.5 * invT;
        const double e = T < 40.0 + 5.0 * mmax ? exp(-T) : 0.0;
        /* erf(sqrt T) = 1 - erfc, erfc(x) = exp(-x^2) / (x sqrt(pi)) (1 - 1/(2x^2) + 3/(4x^4) - ...):
         * erfc < 1e-14 here, so the two-term tail (error < 15/(8 T^3) ~ 7e-5 of erfc) is exact
         * to double; no libm erf, which GCC's nvptx offload library lacks. */
        const double erfc_ = e * irt * (1.0 / sqrt_pi) * (1.0 - half_invT * (1.0 - 3.0 * half_invT));
        F[0] = 0.5 * sqrt_pi * irt * (1.0 - erfc_);
        if (mmax > 0) {
            for (int m = 0; m < mmax; m++)
                F[m + 1] = ((double)(2 * m + 1) * F[m] - e) * half_invT;
        }
    }
}

#if defined(_OPENMP) && !defined(_OPENACC) && defined(__clang__)
#pragma omp end declare target
#endif

#endif
