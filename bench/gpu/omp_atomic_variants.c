/* omp_atomic_variants: which feature of the emitted omp-target atomic reduction lost sums.
 *
 * bench/gpu/omp_atomic_probe.c showed that the generated kernel ci_reduce_atomic_w1 (clang 16,
 * sm_90) returned wrong sums on an H100 while hand-written atomic loops were exact. This
 * program runs that kernel (gen/omp-target/ci_reduce_atomic.c) and copies of it that each
 * change one feature, so that the variant that turns exact names the trigger:
 *
 *   verbatim      the emitted kernel, copied into this file: restrict pointers, an inner k < 1
 *                 loop, i = p / nj, map(present, alloc), thread_limit(128)
 *   separate_tu   the emitted kernel compiled in a file of its own, as the generator's are
 *                 (it runs twice: second and last, to rule out the order)
 *   no_restrict   verbatim without restrict
 *   no_k_loop     the k loop removed (a[0] += x[i] * y[j])
 *   nj_constant   i = p / 4, j = p % 4 (nj is 4 in every call here)
 *   no_limit      no thread_limit clause
 *   diag          verbatim plus, per iteration p, hits[p] += 1 and t[p] = the product added,
 *                 and an int64 atomic count: were all iterations run once, with the right
 *                 operands, and do integer atomics lose anything?
 *
 * Each variant gets ci_bench's device-memory sequence: x and y copied in and a created for it
 * alone, PRIOR calls (a timing loop's), then REPS calls from a = 0.125, each compared with the
 * exact sum the host computes; on ni = N / 4, nj = 4, with ones and with quarters (random
 * multiples of 1/4: any summation order is exact). Output: one line per variant, data and
 * call, `WRONG` on a difference, then `omp_atomic_variants: N checks, M wrong`; exit 1 if any
 * is wrong.
 *
 *   omp_atomic_variants [N [REPS [PRIOR]]]    (default N = 134217728 = 2^27, REPS = 4, PRIOR = 20)
 *
 * Found with it (BENCHMARKS.md `## ci`): only separate_tu was wrong. In its small file clang 16's
 * OpenMPOpt removed the barrier after the kernel's team-state initialisation, and threads read
 * a stale thread count and skipped their iterations; configure.py's CLANG_OMP now turns that
 * barrier elimination off, and bench/gpu/ptx_team_state_scan.py finds such kernels in the PTX.
 * Built by bench/gpu/build_carry.sh with configure.py's clang-nvptx flags; run on the device
 * by `bash bench/gpu/omp_atomic_probe.sh variants [N [REPS [PRIOR]]]`.
 */
#include <inttypes.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ci_kernels.h"
#include "device.h"

/* what the `diag` kernel records per iteration p: hits[p] += 1, t[p] = the product it added;
 * and count[0] += 1 atomically (an int64 beside the double sum) */
struct diag {
    int32_t *hits;
    double *t;
    int64_t *count;
};

typedef void kernel_fn(int64_t ni, int64_t nj, const double *x, const double *y, double *a,
                       struct diag *d);

static void verbatim(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                     double *restrict a, struct diag *d)
{
    (void)d;
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc : x[0 : ni * 1], y[0 : nj * 1], a[0 : 1])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 1; ++k) {
            const double t = x[i * 1 + k] * y[j * 1 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

static void no_restrict(int64_t ni, int64_t nj, const double *x, const double *y, double *a,
                        struct diag *d)
{
    (void)d;
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc : x[0 : ni * 1], y[0 : nj * 1], a[0 : 1])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 1; ++k) {
            const double t = x[i * 1 + k] * y[j * 1 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

static void no_k_loop(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                      double *restrict a, struct diag *d)
{
    (void)d;
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc : x[0 : ni], y[0 : nj], a[0 : 1])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double t = x[i] * y[j];
#pragma omp atomic update
        a[0] += t;
    }
}

static void nj_constant(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                        double *restrict a, struct diag *d)
{
    (void)d;
    const int64_t n_ij = ni * 4;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc : x[0 : ni * 1], y[0 : nj * 1], a[0 : 1])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / 4, j = p % 4;

        for (int k = 0; k < 1; ++k) {
            const double t = x[i * 1 + k] * y[j * 1 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

static void no_limit(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                     double *restrict a, struct diag *d)
{
    (void)d;
    const int64_t n_ij = ni * nj;
#pragma omp target teams distribute parallel for map(present, alloc : x[0 : ni * 1], \
                                                         y[0 : nj * 1], a[0 : 1])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;

        for (int k = 0; k < 1; ++k) {
            const double t = x[i * 1 + k] * y[j * 1 + k];
#pragma omp atomic update
            a[k] += t;
        }
    }
}

static void diag(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                 double *restrict a, struct diag *d)
{
    const int64_t n_ij = ni * nj;
    int32_t *restrict hits = d->hits;
    double *restrict tp = d->t;
    int64_t *restrict count = d->count;
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc : x[0 : ni * 1], y[0 : nj * 1], a[0 : 1], hits[0 : n_ij], tp[0 : n_ij], \
            count[0 : 1])
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        hits[p] += 1;

        for (int k = 0; k < 1; ++k) {
            const double t = x[i * 1 + k] * y[j * 1 + k];
            tp[p] = t;
#pragma omp atomic update
            a[k] += t;
#pragma omp atomic update
            count[0] += 1;
        }
    }
}

/* the emitted kernel, compiled in the generator's file of its own
 * (gen/omp-target/ci_reduce_atomic.c) */
static void separate_tu(int64_t ni, int64_t nj, const double *x, const double *y, double *a,
                        struct diag *d)
{
    (void)d;
    ci_reduce_atomic_w1(ni, nj, x, y, a);
}

static const struct {
    const char *name;
    kernel_fn *run;
} variants[] = {{"verbatim", verbatim},   {"separate_tu", separate_tu}, {"no_restrict", no_restrict},
                {"no_k_loop", no_k_loop}, {"nj_constant", nj_constant}, {"no_limit", no_limit},
                {"diag", diag},           {"separate_tu", separate_tu}};

static int checks, wrong;

static void verdict(const char *what, int ok)
{
    ++checks;
    wrong += !ok;
    printf("%s%s", what, ok ? "" : "  WRONG");
}

/* after a diag call: were all iterations run once, did each add the right product, and does
 * the int64 atomic count agree? */
static void report_diag(const struct diag *d, int64_t ni, int64_t nj, const double *x,
                        const double *y)
{
    const int64_t n_ij = ni * nj;
    dev_update_host(d->hits, sizeof *d->hits * (size_t)n_ij);
    dev_update_host(d->t, sizeof *d->t * (size_t)n_ij);
    dev_update_host(d->count, sizeof *d->count);
    int64_t missed = 0, repeated = 0, bad_product = 0, first_missed = -1;
    for (int64_t p = 0; p < n_ij; ++p) {
        missed += d->hits[p] == 0, repeated += d->hits[p] > 1;
        if (d->hits[p] == 0 && first_missed < 0)
            first_missed = p;
        bad_product += d->hits[p] == 1 && d->t[p] != x[p / nj] * y[p % nj];
    }
    char line[200];
    snprintf(line, sizeof line,
             "; iterations missed %" PRId64 " (first %" PRId64 "), repeated %" PRId64
             ", wrong products %" PRId64 ", int64 count %" PRId64 " of %" PRId64,
             missed, first_missed, repeated, bad_product, d->count[0], n_ij);
    verdict(line, !missed && !repeated && !bad_product && d->count[0] == n_ij);
}

/* one call of a variant from a = 0.125, as ci_bench does (update to, kernel, update from) */
static double call(int v, int64_t ni, int64_t nj, const double *x, const double *y, double *a,
                   struct diag *d)
{
    *a = 0.125;
    dev_update_device(a, sizeof *a);
    if (variants[v].run == diag) {
        memset(d->hits, 0, sizeof *d->hits * (size_t)(ni * nj));
        d->count[0] = 0;
        dev_update_device(d->hits, sizeof *d->hits * (size_t)(ni * nj));
        dev_update_device(d->count, sizeof *d->count);
    }
    variants[v].run(ni, nj, x, y, a, d);
    dev_update_host(a, sizeof *a);
    return *a;
}

/* one variant on one data set, with ci_bench's device-memory sequence: x and y copied in and a
 * created for this variant alone, PRIOR calls (a timing loop's), then REPS checked calls */
static void run_variant(int v, const char *data, int64_t ni, int64_t nj, const double *x,
                        const double *y, double want, struct diag *d, int prior, int reps)
{
    double *a = malloc(sizeof *a);
    dev_copyin(x, sizeof *x * (size_t)ni), dev_copyin(y, sizeof *y * (size_t)nj);
    dev_create(a, sizeof *a);
    for (int c = 0; c < prior; ++c)
        call(v, ni, nj, x, y, a, d);
    for (int rep = 1; rep <= reps; ++rep) {
        const double got = call(v, ni, nj, x, y, a, d);
        char line[160];
        snprintf(line, sizeof line, "%-12s %-8s rep %d: %.17g, exact %.17g", variants[v].name,
                 data, rep, got, want);
        verdict(line, got == want);
        if (variants[v].run == diag)
            report_diag(d, ni, nj, x, y);
        printf("\n");
        fflush(stdout);
    }
    dev_delete(a, sizeof *a);
    dev_delete(x, sizeof *x * (size_t)ni), dev_delete(y, sizeof *y * (size_t)nj);
    free(a);
}

int main(int argc, char **argv)
{
    const int64_t n = argc > 1 ? strtoll(argv[1], NULL, 10) : (int64_t)1 << 27;
    const int reps = argc > 2 ? atoi(argv[2]) : 4;
    const int prior = argc > 3 ? atoi(argv[3]) : 20;
    if (n < 4 || reps < 1 || prior < 0) {
        fprintf(stderr, "usage: omp_atomic_variants [N [REPS [PRIOR]]] (N >= 4, REPS >= 1, "
                        "PRIOR >= 0)\n");
        return 1;
    }
    const int64_t nj = 4, ni = n / nj, n_ij = ni * nj;
    double *x = malloc(sizeof(double) * (size_t)ni), y[4];
    struct diag d = {malloc(sizeof(int32_t) * (size_t)n_ij), malloc(sizeof(double) * (size_t)n_ij),
                     malloc(sizeof(int64_t))};
    if (!x || !d.hits || !d.t || !d.count) {
        fprintf(stderr, "omp_atomic_variants: cannot allocate %" PRId64 " operands\n", n);
        return 1;
    }
    printf("omp_atomic_variants: ni = %" PRId64 ", nj = %" PRId64
           ", %d prior calls, %d checked calls, %d devices\n",
           ni, nj, prior, reps, omp_get_num_devices());
    dev_create(d.hits, sizeof *d.hits * (size_t)n_ij);
    dev_create(d.t, sizeof *d.t * (size_t)n_ij);
    dev_create(d.count, sizeof *d.count);
    for (int quarters = 0; quarters < 2; ++quarters) {
        uint64_t r = 12345;
        for (int64_t i = 0; i < ni; ++i) {
            r = r * 6364136223846793005ull + 1442695040888963407ull;
            x[i] = quarters ? (double)(1 + (r >> 33) % 8) / ((r >> 40) & 1 ? 4 : -4) : 1;
        }
        double sx = 0, want = 0.125;
        for (int j = 0; j < 4; ++j)
            y[j] = quarters ? (double)(1 + j % 8) / (j & 1 ? 4 : -4) : 1;
        for (int64_t i = 0; i < ni; ++i)
            sx += x[i];
        for (int j = 0; j < 4; ++j)
            want += sx * y[j]; /* exact: quarters times a sum of quarters */
        for (int v = 0; v < (int)(sizeof variants / sizeof *variants); ++v)
            run_variant(v, quarters ? "quarters" : "ones", ni, nj, x, y, want, &d, prior, reps);
    }
    dev_delete(d.hits, sizeof *d.hits * (size_t)n_ij);
    dev_delete(d.t, sizeof *d.t * (size_t)n_ij);
    dev_delete(d.count, sizeof *d.count);
    free(x), free(d.hits), free(d.t), free(d.count);
    printf("omp_atomic_variants: %d checks, %d wrong\n", checks, wrong);
    return wrong != 0;
}
