/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/reduce.c.j2
 * flavour:   omp-target
 * strategy:  atomic
 * widths:    1, 2, 3, 4, 8, 16, 32, 64, 256
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "ci_kernels.h"

/* Array reductions, strategy atomic: every (i, j) iteration adds its m terms
 * to a[k] with one atomic update per element. */

/* m = 1: a[k] += sum_ij x[i * 1 + k] * y[j * 1 + k], k < 1;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w1(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 1], y[0:nj * 1], a[0:1])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 1; ++k) {
            const double t = x[i * 1 + k] * y[j * 1 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

/* m = 2: a[k] += sum_ij x[i * 2 + k] * y[j * 2 + k], k < 2;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w2(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 2], y[0:nj * 2], a[0:2])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 2; ++k) {
            const double t = x[i * 2 + k] * y[j * 2 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

/* m = 3: a[k] += sum_ij x[i * 3 + k] * y[j * 3 + k], k < 3;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w3(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 3], y[0:nj * 3], a[0:3])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 3; ++k) {
            const double t = x[i * 3 + k] * y[j * 3 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

/* m = 4: a[k] += sum_ij x[i * 4 + k] * y[j * 4 + k], k < 4;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w4(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 4], y[0:nj * 4], a[0:4])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 4; ++k) {
            const double t = x[i * 4 + k] * y[j * 4 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

/* m = 8: a[k] += sum_ij x[i * 8 + k] * y[j * 8 + k], k < 8;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w8(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 8], y[0:nj * 8], a[0:8])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 8; ++k) {
            const double t = x[i * 8 + k] * y[j * 8 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

/* m = 16: a[k] += sum_ij x[i * 16 + k] * y[j * 16 + k], k < 16;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w16(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 16], y[0:nj * 16], a[0:16])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 16; ++k) {
            const double t = x[i * 16 + k] * y[j * 16 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

/* m = 32: a[k] += sum_ij x[i * 32 + k] * y[j * 32 + k], k < 32;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w32(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 32], y[0:nj * 32], a[0:32])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 32; ++k) {
            const double t = x[i * 32 + k] * y[j * 32 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

/* m = 64: a[k] += sum_ij x[i * 64 + k] * y[j * 64 + k], k < 64;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w64(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 64], y[0:nj * 64], a[0:64])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 64; ++k) {
            const double t = x[i * 64 + k] * y[j * 64 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

/* m = 256: a[k] += sum_ij x[i * 256 + k] * y[j * 256 + k], k < 256;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_atomic_w256(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:ni * 256], y[0:nj * 256], a[0:256])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 256; ++k) {
            const double t = x[i * 256 + k] * y[j * 256 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}
