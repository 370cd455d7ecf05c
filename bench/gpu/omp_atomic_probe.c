/* omp_atomic_probe: which part of an OpenMP-offload atomic reduction goes wrong on the GPU.
 *
 * The generated ci reduction with `strategy: atomic` (gen/omp-target/ci_reduce_atomic.c)
 * differed from its exact reference in most checks on an H100 when compiled by clang 16
 * without -openmp-opt-disable-barrier-elimination (the cause: omp_atomic_variants.c)
 * (ci_bench --checks 5; BENCHMARKS.md `## ci`), while the same loop with a reduction clause
 * was exact. This program separates the suspects, each on n collapsed iterations with the
 * generated kernel's directive (target teams distribute parallel for thread_limit(128),
 * map(present, ...)) and repeated --reps times:
 *
 *   visits       visits[p] += 1 without atomics (every p once): is the iteration space
 *                covered exactly once?
 *   f64_one      #pragma omp atomic update  c += 1.0          (exact below 2^53)
 *   i64_one      #pragma omp atomic update  ic += 1           (integer atomics)
 *   f64_quarter  #pragma omp atomic update  c += q[p % 1024]  (quarters: exact in any order)
 *   f64_capture  #pragma omp atomic capture old = c; c += 1.0 (the fill's form)
 *   f64_array    #pragma omp atomic update  a[p % 3] += 1.0   (the ci kernel's form, m = 3)
 *   f64_big_operand  c += xb[p / 4] over n / 4 ones, 10 times (first): the ci kernel's shape
 *                written here
 *   ci_w1, ci_w3 the generated kernels ci_reduce_atomic_w1 / _w3 themselves
 *                (gen/omp-target/ci_reduce_atomic.c) with x = y = 1: a[k] = ni nj exactly
 *   seq_*        ci_bench's sequence with the device layer (gen/omp-target/device.c):
 *                x, y copied in, a created, then PRIOR calls, then checks from a = a0
 *                (update to, ci_reduce_atomic_w1, update from), for data = ones or
 *                quarters (ci_bench's operands) and PRIOR = none, one array_clause call,
 *                20 atomic calls (as a timing loop makes); each result is read twice,
 *                right after the call and 0.3 s later (LATE: it changed in between)
 *
 * Every result is compared exactly with the count the host computes. Output: one line per
 * test and repetition, then `omp_atomic_probe: N checks, M wrong`; exit 1 if any is wrong.
 * Built by bench/gpu/build_carry.sh with configure.py's clang-nvptx flags (with those kernels,
 * the generated array_clause reductions and the device layer); run on the device by
 * bench/gpu/omp_atomic_probe.sh.
 *
 *   omp_atomic_probe [N [REPS [seq-first]]]   (default N = 134217728 = 2^27, REPS = 3; the
 *                                             seq_* cases last unless seq-first)
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ci_kernels.h"
#include "device.h"

static int checks, wrong, late;

static void verdict(const char *test, int rep, double got, double want)
{
    ++checks;
    const int ok = got == want;
    wrong += !ok;
    printf("%-22s rep %d: %.17g, exact %.17g%s\n", test, rep, got, want, ok ? "" : "  WRONG");
    fflush(stdout);
}

/* ci_bench's reduction sequence at m = 1 (see the header); checks per case: 4 */
static void sequence(int64_t ni, int64_t nj)
{
    static const char *const data_names[] = {"ones", "quarters"};
    static const char *const prior_names[] = {"none", "array_clause", "atomic_x20"};
    double *x = malloc(sizeof(double) * (size_t)ni), *y = malloc(sizeof(double) * (size_t)nj),
           *a = malloc(sizeof(double));
    uint64_t r = 12345;
    for (int data = 0; data < 2; ++data)
        for (int prior = 0; prior < 3; ++prior) {
            for (int64_t i = 0; i < ni; ++i) {
                r = r * 6364136223846793005ull + 1442695040888963407ull;
                x[i] = data ? (double)(1 + (r >> 33) % 8) / ((r >> 40) & 1 ? 4 : -4) : 1;
            }
            for (int64_t j = 0; j < nj; ++j)
                y[j] = data ? (double)(1 + j % 8) / (j & 1 ? 4 : -4) : 1;
            double want = 0.125, sx = 0;
            for (int64_t i = 0; i < ni; ++i)
                sx += x[i];
            for (int64_t j = 0; j < nj; ++j)
                want += sx * y[j]; /* exact: quarters times a sum of quarters */
            dev_copyin(x, sizeof(double) * (size_t)ni), dev_copyin(y, sizeof(double) * (size_t)nj);
            dev_create(a, sizeof(double));
            *a = 0;
            dev_update_device(a, sizeof(double));
            if (prior == 1)
                ci_reduce_array_clause_w1(ni, nj, x, y, a);
            for (int c = 0; prior == 2 && c < 20; ++c)
                ci_reduce_atomic_w1(ni, nj, x, y, a);
            for (int check = 1; check <= 4; ++check) {
                *a = 0.125;
                dev_update_device(a, sizeof(double));
                ci_reduce_atomic_w1(ni, nj, x, y, a);
                dev_update_host(a, sizeof(double));
                const double first = *a;
                /* read again after 0.3 s: a change means the kernel was still running
                 * when the target region returned */
                nanosleep(&(struct timespec){0, 300000000}, NULL);
                dev_update_host(a, sizeof(double));
                char name[64];
                snprintf(name, sizeof name, "seq_%s_%s", data_names[data], prior_names[prior]);
                verdict(name, check, first, want);
                if (*a != first) {
                    printf("%-22s rep %d: 0.3 s later %.17g  LATE (the kernel was still running)\n",
                           name, check, *a);
                    ++late;
                }
            }
            dev_delete(a, sizeof(double));
            dev_delete(x, sizeof(double) * (size_t)ni), dev_delete(y, sizeof(double) * (size_t)nj);
        }
    free(x), free(y), free(a);
}

int main(int argc, char **argv)
{
    const int64_t n = argc > 1 ? strtoll(argv[1], NULL, 10) : (int64_t)1 << 27;
    const int reps = argc > 2 ? atoi(argv[2]) : 3;
    const int seq_first = argc > 3 && !strcmp(argv[3], "seq-first");
    if (n < 1 || reps < 1) {
        fprintf(stderr, "usage: omp_atomic_probe [N [REPS]] (N, REPS >= 1)\n");
        return 1;
    }
    int32_t *visits = calloc((size_t)n, sizeof *visits);
    double q[1024], c[1] = {0}, a[3] = {0, 0, 0};
    int64_t ic[1] = {0};
    if (!visits) {
        fprintf(stderr, "omp_atomic_probe: cannot allocate %" PRId64 " counters\n", n);
        return 1;
    }
    double q_sum_exact = 0; /* sum over p < n of q[p % 1024], exact: quarters */
    for (int k = 0; k < 1024; ++k)
        q[k] = (double)(1 + (k * 37) % 8) / ((k & 1) ? 4 : -4);
    for (int64_t p = 0; p < n; ++p)
        q_sum_exact += q[p % 1024];
    printf("omp_atomic_probe: n = %" PRId64 ", %d repetitions, %d devices\n", n, reps,
           omp_get_num_devices());
    /* a large operand array read by the atomic loop (the ci kernel's shape, written here):
     * c += xb[p / 4] * 1.0 with xb = ones, n / 4 entries, repeated 10 times */
    {
        const int64_t nb = n / 4;
        double *xb = malloc(sizeof(double) * (size_t)nb);
        for (int64_t i = 0; i < nb; ++i)
            xb[i] = 1;
#pragma omp target enter data map(to : xb[0:nb], c[0:1])
        for (int rep = 1; rep <= 10; ++rep) {
            c[0] = 0;
#pragma omp target update to(c[0:1])
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc : xb[0:nb], c[0:1])
            for (int64_t p = 0; p < n; ++p) {
                const double t = xb[p / 4];
#pragma omp atomic update
                c[0] += t;
            }
#pragma omp target update from(c[0:1])
            verdict("f64_big_operand", rep, c[0], (double)(nb * 4));
        }
#pragma omp target exit data map(delete : xb[0:nb], c[0:1])
        free(xb);
    }
    if (seq_first) /* do the simple kernels go wrong too once the sequence has run? */
        sequence(n / 4, 4);
#pragma omp target enter data map(to : visits[0:n], q[0:1024], c[0:1], a[0:3], ic[0:1])
    for (int rep = 1; rep <= reps; ++rep) {
        for (int64_t p = 0; p < n; ++p)
            visits[p] = 0;
#pragma omp target update to(visits[0:n])
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc : visits[0:n])
        for (int64_t p = 0; p < n; ++p)
            visits[p] += 1;
#pragma omp target update from(visits[0:n])
        int64_t once = 0;
        for (int64_t p = 0; p < n; ++p)
            once += visits[p] == 1;
        verdict("visits", rep, (double)once, (double)n);

        c[0] = 0;
#pragma omp target update to(c[0:1])
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc : c[0:1])
        for (int64_t p = 0; p < n; ++p) {
#pragma omp atomic update
            c[0] += 1.0;
        }
#pragma omp target update from(c[0:1])
        verdict("f64_one", rep, c[0], (double)n);

        ic[0] = 0;
#pragma omp target update to(ic[0:1])
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc : ic[0:1])
        for (int64_t p = 0; p < n; ++p) {
#pragma omp atomic update
            ic[0] += 1;
        }
#pragma omp target update from(ic[0:1])
        verdict("i64_one", rep, (double)ic[0], (double)n);

        c[0] = 0;
#pragma omp target update to(c[0:1])
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc : c[0:1], q[0:1024])
        for (int64_t p = 0; p < n; ++p) {
#pragma omp atomic update
            c[0] += q[p % 1024];
        }
#pragma omp target update from(c[0:1])
        verdict("f64_quarter", rep, c[0], q_sum_exact);

        c[0] = 0;
        ic[0] = 0;
#pragma omp target update to(c[0:1], ic[0:1])
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc : c[0:1], ic[0:1])
        for (int64_t p = 0; p < n; ++p) {
            double old;
#pragma omp atomic capture
            {
                old = c[0];
                c[0] += 1.0;
            }
            if (old >= (double)n) { /* never: an old value is below the final count */
#pragma omp atomic update
                ic[0] += 1;
            }
        }
#pragma omp target update from(c[0:1], ic[0:1])
        verdict("f64_capture", rep, c[0] + (double)ic[0], (double)n);

        a[0] = a[1] = a[2] = 0;
#pragma omp target update to(a[0:3])
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc : a[0:3])
        for (int64_t p = 0; p < n; ++p) {
#pragma omp atomic update
            a[p % 3] += 1.0;
        }
#pragma omp target update from(a[0:3])
        verdict("f64_array", rep, a[0] + a[1] + a[2], (double)n);

        /* the generated kernels; ones in x (n doubles, the visits buffer's bytes reused
         * would alias: a buffer of its own) and y (4 m) */
        for (int m = 1; m <= 3; m += 2) {
            const int64_t nj = 4, ni = n / (nj * m);
            double *x = malloc(sizeof(double) * (size_t)(ni * m)), y[12], am[3] = {0, 0, 0};
            if (!x) {
                fprintf(stderr, "omp_atomic_probe: cannot allocate x\n");
                return 1;
            }
            for (int64_t i = 0; i < ni * m; ++i)
                x[i] = 1;
            for (int j = 0; j < 12; ++j)
                y[j] = 1;
#pragma omp target enter data map(to : x[0:ni * m], y[0:12], am[0:3])
            (m == 1 ? ci_reduce_atomic_w1 : ci_reduce_atomic_w3)(ni, nj, x, y, am);
#pragma omp target exit data map(from : am[0:3]) map(delete : x[0:ni * m], y[0:12])
            for (int k = 0; k < m; ++k)
                verdict(m == 1 ? "ci_w1" : "ci_w3", rep, am[k], (double)(ni * nj));
            free(x);
        }
    }
#pragma omp target exit data map(delete : visits[0:n], q[0:1024], c[0:1], a[0:3], ic[0:1])
    if (!seq_first)
        sequence(n / 4, 4);
    free(visits);
    printf("omp_atomic_probe: %d checks, %d wrong, %d changed after the target region returned\n",
           checks, wrong, late);
    return wrong != 0;
}
