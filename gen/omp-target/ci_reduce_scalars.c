/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/reduce.c.j2
 * flavour:   omp-target
 * strategy:  scalars
 * widths:    1, 2, 3, 4, 8, 16
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "ci_kernels.h"

/* Array reductions, strategy scalars: one generated scalar reduction variable
 * per element of a, folded into a (on the device) after the loop. */

/* m = 1: a[k] += sum_ij x[i * 1 + k] * y[j * 1 + k], k < 1;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w1(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:a0) \
    map(present, alloc: x[0:ni * 1], y[0:nj * 1])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 1, *yj = y + j * 1;
        a0 += xi[0] * yj[0];
    }
    /* fold into a where it lives (on the device when offloading) */
#pragma omp target map(present, alloc: a[0:1])
    { a[0] += a0; }
}

/* m = 2: a[k] += sum_ij x[i * 2 + k] * y[j * 2 + k], k < 2;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w2(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:a0, a1) \
    map(present, alloc: x[0:ni * 2], y[0:nj * 2])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 2, *yj = y + j * 2;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
    }
    /* fold into a where it lives (on the device when offloading) */
#pragma omp target map(present, alloc: a[0:2])
    {
        a[0] += a0;
        a[1] += a1;
    }
}

/* m = 3: a[k] += sum_ij x[i * 3 + k] * y[j * 3 + k], k < 3;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w3(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:a0, a1, a2) \
    map(present, alloc: x[0:ni * 3], y[0:nj * 3])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 3, *yj = y + j * 3;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
    }
    /* fold into a where it lives (on the device when offloading) */
#pragma omp target map(present, alloc: a[0:3])
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
    }
}

/* m = 4: a[k] += sum_ij x[i * 4 + k] * y[j * 4 + k], k < 4;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w4(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:a0, a1, a2, a3) \
    map(present, alloc: x[0:ni * 4], y[0:nj * 4])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 4, *yj = y + j * 4;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
    }
    /* fold into a where it lives (on the device when offloading) */
#pragma omp target map(present, alloc: a[0:4])
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
    }
}

/* m = 8: a[k] += sum_ij x[i * 8 + k] * y[j * 8 + k], k < 8;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w8(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0;
#pragma omp target teams distribute parallel for thread_limit(128) \
    reduction(+:a0, a1, a2, a3, a4, a5, a6, a7) map(present, alloc: x[0:ni * 8], y[0:nj * 8])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 8, *yj = y + j * 8;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
        a4 += xi[4] * yj[4];
        a5 += xi[5] * yj[5];
        a6 += xi[6] * yj[6];
        a7 += xi[7] * yj[7];
    }
    /* fold into a where it lives (on the device when offloading) */
#pragma omp target map(present, alloc: a[0:8])
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
        a[4] += a4;
        a[5] += a5;
        a[6] += a6;
        a[7] += a7;
    }
}

/* m = 16: a[k] += sum_ij x[i * 16 + k] * y[j * 16 + k], k < 16;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w16(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0, a8 = 0, a9 = 0, a10 = 0,
           a11 = 0, a12 = 0, a13 = 0, a14 = 0, a15 = 0;
#pragma omp target teams distribute parallel for thread_limit(128) \
    reduction(+:a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    map(present, alloc: x[0:ni * 16], y[0:nj * 16])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 16, *yj = y + j * 16;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
        a4 += xi[4] * yj[4];
        a5 += xi[5] * yj[5];
        a6 += xi[6] * yj[6];
        a7 += xi[7] * yj[7];
        a8 += xi[8] * yj[8];
        a9 += xi[9] * yj[9];
        a10 += xi[10] * yj[10];
        a11 += xi[11] * yj[11];
        a12 += xi[12] * yj[12];
        a13 += xi[13] * yj[13];
        a14 += xi[14] * yj[14];
        a15 += xi[15] * yj[15];
    }
    /* fold into a where it lives (on the device when offloading) */
#pragma omp target map(present, alloc: a[0:16])
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
        a[4] += a4;
        a[5] += a5;
        a[6] += a6;
        a[7] += a7;
        a[8] += a8;
        a[9] += a9;
        a[10] += a10;
        a[11] += a11;
        a[12] += a12;
        a[13] += a13;
        a[14] += a14;
        a[15] += a15;
    }
}
