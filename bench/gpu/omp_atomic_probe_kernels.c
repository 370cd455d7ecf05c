/* The omp-target ci reductions with `strategy: atomic`, m = 1 and 3, exactly as the generator
 * emitted them (gen/omp-target/ci_reduce_atomic.c, spec specs/ci.yaml, template
 * templates/kernels/ci/reduce.c.j2, tunables num_teams=0, thread_limit=128) before that
 * strategy was marked unsupported for omp-target, copied so that bench/gpu/omp_atomic_probe.c
 * and omp_atomic_variants.c probe exactly that code. The strategy is generated again since the
 * cause was found and configure.py works around it (BENCHMARKS.md `## ci`, third session).
 * Do not edit: the point is the emitted code, compiled in a file of its own.
 */
#include <stdint.h>

#include "ci_kernels.h"

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
