/* Every ci kernel of the linked flavour against the plain references of
 * runtime/ci, on fresh random inputs (SEED=<n> to repeat a run):
 *   pair counting: the three variants of every N, exactly equal to the
 *     occupation-table reference, on random states mixed with near copies
 *     (1, 2 and 3 orbitals moved) so that every branch is taken; n = 0, 1;
 *   prefix sum: serial and work-efficient, n = 0, 1, powers of two and their
 *     neighbours, large n;
 *   fill: counts -> offsets -> atomic fill, checked as multisets per row, and
 *     the host variant; empty rows, one row, no entries;
 *   array reductions: every (strategy, width) the flavour provides, within
 *     the error bound of a re-ordered sum; ni = 0, nj = 1, odd sizes;
 *     strategies the flavour cannot build must say why. */
#include <math.h>
#include <string.h>

#include "check.h"
#include "ci/ci.h"
#include "ci_kernels.h"
#include "device.h"
#include "util.h"

/* ------------------------------------------------------------------ states */

/* n states: a third random, the rest near copies of earlier ones (0..3
 * orbitals moved), so that every branch of the comparisons is taken */
static void mixed_states(ci_states *s, int64_t n, int N, int n_sp)
{
    ci_states_random(s, n, N, n_sp, rng_next());
    ci_states_near_copies(s, n / 3, rng_next());
}

static void test_counts(void)
{
    const int64_t sizes[] = {0, 1, 2, 97, 300};
    for (int t = 0; t < ci_count_table_len; ++t) {
        const ci_count_entry *e = &ci_count_table[t];
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; ++z) {
            const int64_t n = sizes[z];
            ci_states s;
            mixed_states(&s, n, e->N, CI_N_SP);
            const int64_t want = ci_count_pairs_reference(&s, CI_D);
            if (!strcmp(e->variant, ci_count_table[0].variant)) /* once per N and n */
                CHECK(ci_count_pairs_fast_reference(&s, CI_D) == want,
                      "fast reference N=%d n=%lld: %lld pairs, reference %lld", e->N, (long long)n,
                      (long long)ci_count_pairs_fast_reference(&s, CI_D), (long long)want);
            dev_copyin(s.mask_lo, sizeof(uint64_t) * (size_t)n);
            dev_copyin(s.mask_hi, sizeof(uint64_t) * (size_t)n);
            dev_copyin(s.orb, sizeof(uint16_t) * (size_t)(n * e->N));
            const int64_t got = e->count(n, s.mask_lo, s.mask_hi, s.orb);
            dev_delete(s.mask_lo, sizeof(uint64_t) * (size_t)n);
            dev_delete(s.mask_hi, sizeof(uint64_t) * (size_t)n);
            dev_delete(s.orb, sizeof(uint16_t) * (size_t)(n * e->N));
            CHECK(got == want, "count %s N=%d n=%lld: %lld pairs, reference %lld", e->variant, e->N,
                  (long long)n, (long long)got, (long long)want);
            /* the inputs must exercise the detailed comparison: some pairs
             * besides (i, i) interact, and some do not */
            if (n == 300)
                CHECK(want > n && want < n * n, "N=%d: %lld interacting pairs of %lld is no test",
                      e->N, (long long)want, (long long)(n * n));
            ci_states_free(&s);
        }
    }
    /* states straddling orbital 64: only the high mask tells them apart */
    for (int t = 0; t < ci_count_table_len; ++t) {
        const ci_count_entry *e = &ci_count_table[t];
        if (CI_N_SP < 64 + 3 * (CI_D + 1))
            break;
        ci_states s = {0};
        ci_states_random(&s, 3, e->N, CI_N_SP, 1);
        int orb[128];
        for (int i = 0; i < 3; ++i) {
            for (int k = 0; k < e->N; ++k) /* orbitals 0..N-d-2 shared by all three */
                orb[k] = k < e->N - (CI_D + 1) ? k : 64 + i * (CI_D + 1) + (k - (e->N - (CI_D + 1)));
            ci_states_set(&s, i, orb);
        }
        dev_copyin(s.mask_lo, sizeof(uint64_t) * 3), dev_copyin(s.mask_hi, sizeof(uint64_t) * 3);
        dev_copyin(s.orb, sizeof(uint16_t) * 3 * (size_t)e->N);
        const int64_t got = e->count(3, s.mask_lo, s.mask_hi, s.orb);
        dev_delete(s.mask_lo, sizeof(uint64_t) * 3), dev_delete(s.mask_hi, sizeof(uint64_t) * 3);
        dev_delete(s.orb, sizeof(uint16_t) * 3 * (size_t)e->N);
        CHECK(got == 3, "count %s N=%d: states differing above orbital 63 only: %lld pairs, want 3",
              e->variant, e->N, (long long)got);
        ci_states_free(&s);
    }
}

/* ------------------------------------------------------------------ scan */

static void test_scan(void)
{
    const int64_t sizes[] = {0, 1, 2, 3, 5, 7, 8, 9, 31, 32, 33, 1000, 4095, 4096, 4097, 100003,
                             (1 << 20) + 7};
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; ++z) {
        const int64_t pw = ci_scan_work_len(sizes[z]);
        const int64_t n = sizes[z], pb = ci_scan_blocked_work_len(n), pl = ci_scan_lookback_work_len(n);
        CHECK(pw >= n + 1 && (pw & (pw - 1)) == 0 && pw < 2 * (n + 1), "work length %lld for n=%lld",
              (long long)pw, (long long)n);
        /* one work array for every variant */
        const int64_t p = pw > pb ? (pw > pl ? pw : pl) : (pb > pl ? pb : pl);
        int64_t *counts = xmalloc(sizeof(int64_t) * (size_t)(n + 1));
        int64_t *want = xmalloc(sizeof(int64_t) * (size_t)(n + 1));
        int64_t *got = xmalloc(sizeof(int64_t) * (size_t)(n + 1));
        int64_t *work = xmalloc(sizeof(int64_t) * (size_t)p);
        for (int64_t i = 0; i < n; ++i) /* large values: 64-bit sums */
            counts[i] = rng_below(10) == 0 ? 0 : (int64_t)(rng_next() >> 34);
        ci_scan_reference(n, counts, want);
        dev_copyin(counts, sizeof(int64_t) * (size_t)n);
        dev_create(got, sizeof(int64_t) * (size_t)(n + 1));
        dev_create(work, sizeof(int64_t) * (size_t)p);
        static const char *const names[] = {"serial", "work_efficient", "blocked", "lookback"};
        for (int variant = 0; variant < 4; ++variant) {
            if (variant == 3 && ci_scan_lookback_unsupported) {
                if (z == 0)
                    printf("scan lookback: not built for this flavour: %s\n", ci_scan_lookback_unsupported);
                continue;
            }
            memset(got, 0xff, sizeof(int64_t) * (size_t)(n + 1));
            dev_update_device(got, sizeof(int64_t) * (size_t)(n + 1));
            /* work left holding garbage: the look-back scan must clear its flags itself */
            memset(work, 0x5a, sizeof(int64_t) * (size_t)p);
            dev_update_device(work, sizeof(int64_t) * (size_t)p);
            if (variant == 0)
                ci_scan_serial(n, counts, got);
            else if (variant == 1)
                ci_scan_work_efficient(n, counts, got, work);
            else if (variant == 2)
                ci_scan_blocked(n, counts, got, work);
            else
                ci_scan_lookback(n, counts, got, work);
            dev_update_host(got, sizeof(int64_t) * (size_t)(n + 1));
            int64_t bad = 0, first = -1;
            for (int64_t i = 0; i <= n; ++i)
                if (got[i] != want[i] && bad++ == 0)
                    first = i;
            CHECK(bad == 0, "scan %s n=%lld: %lld wrong offsets, first at %lld (%lld, want %lld)",
                  names[variant], (long long)n, (long long)bad,
                  (long long)first, first >= 0 ? (long long)got[first] : 0,
                  first >= 0 ? (long long)want[first] : 0);
        }
        dev_delete(counts, sizeof(int64_t) * (size_t)n);
        dev_delete(got, sizeof(int64_t) * (size_t)(n + 1));
        dev_delete(work, sizeof(int64_t) * (size_t)p);
        free(counts), free(want), free(got), free(work);
    }
}

/* ------------------------------------------------------------------ fill */

static void test_fill(void)
{
    const int64_t shapes[][2] = {{0, 0}, {1, 0}, {1, 1}, {1, 50}, {7, 3}, {1000, 20000},
                                 {5000, 1234}, {3, 100000}};
    for (size_t z = 0; z < sizeof shapes / sizeof shapes[0]; ++z) {
        const int64_t n_rows = shapes[z][0], n_entries = shapes[z][1];
        int32_t *row = xmalloc(sizeof(int32_t) * (size_t)n_entries);
        int32_t *val = xmalloc(sizeof(int32_t) * (size_t)n_entries);
        int32_t *out = xmalloc(sizeof(int32_t) * (size_t)n_entries);
        int64_t *counts = xmalloc(sizeof(int64_t) * (size_t)(n_rows + 1));
        int64_t *offsets = xmalloc(sizeof(int64_t) * (size_t)(n_rows + 1));
        int64_t *cursor = xmalloc(sizeof(int64_t) * (size_t)(n_rows + 1));
        int64_t *work = xmalloc(sizeof(int64_t) * (size_t)ci_scan_work_len(n_rows));
        /* rows skewed toward the first ones, so some are empty and some long;
         * values repeat within a row (a multiset, not a set) */
        for (int64_t e = 0; e < n_entries; ++e) {
            const double u = rng_uniform();
            row[e] = (int32_t)(n_rows * u * u);
            val[e] = rng_below(50);
        }
        const size_t rb = sizeof(int32_t) * (size_t)n_entries, cb = sizeof(int64_t) * (size_t)n_rows;
        dev_copyin(row, rb), dev_copyin(val, rb), dev_create(out, rb);
        dev_create(counts, cb), dev_create(offsets, cb + sizeof(int64_t)), dev_create(cursor, cb);
        dev_create(work, sizeof(int64_t) * (size_t)ci_scan_work_len(n_rows));
        for (int scan = 0; scan < 2; ++scan) {
            ci_zero_int64(n_rows, counts);
            ci_zero_int64(n_rows, cursor);
            ci_fill_count(n_entries, n_rows, row, counts);
            if (scan == 0)
                ci_scan_serial(n_rows, counts, offsets);
            else
                ci_scan_work_efficient(n_rows, counts, offsets, work);
            ci_fill_atomic(n_entries, n_rows, row, val, offsets, cursor, out);
            dev_update_host(out, rb), dev_update_host(offsets, cb + sizeof(int64_t));
            char msg[200] = "";
            CHECK(ci_fill_check(n_entries, n_rows, row, val, offsets, out, msg, sizeof msg),
                  "fill atomic (%s scan) rows=%lld entries=%lld: %s", scan ? "work_efficient" : "serial",
                  (long long)n_rows, (long long)n_entries, msg);
        }
        dev_delete(row, rb), dev_delete(val, rb), dev_delete(out, rb);
        dev_delete(counts, cb), dev_delete(offsets, cb + sizeof(int64_t)), dev_delete(cursor, cb);
        dev_delete(work, sizeof(int64_t) * (size_t)ci_scan_work_len(n_rows));
        memset(out, 0xff, rb);
        ci_fill_host(n_entries, n_rows, row, val, offsets, out);
        char msg[200] = "";
        CHECK(ci_fill_check(n_entries, n_rows, row, val, offsets, out, msg, sizeof msg),
              "fill host rows=%lld entries=%lld: %s", (long long)n_rows, (long long)n_entries, msg);
        /* and the checker does reject a wrong fill */
        if (n_entries >= 2 && val[0] != val[1] && row[0] != row[1]) {
            int32_t *bad = xmalloc(rb);
            memcpy(bad, out, rb);
            const int64_t at = offsets[row[0]];
            bad[at] = bad[at] + 1000;
            CHECK(!ci_fill_check(n_entries, n_rows, row, val, offsets, bad, msg, sizeof msg),
                  "fill check accepted a corrupted row");
            free(bad);
        }
        free(row), free(val), free(out), free(counts), free(offsets), free(cursor), free(work);
    }
}

/* ------------------------------------------------------------------ reductions */

static void test_reductions(void)
{
    const int64_t shapes[][2] = {{0, 5}, {1, 1}, {37, 1}, {129, 17}, {1000, 3}};
    int unsupported = 0;
    for (int t = 0; t < ci_reduce_table_len; ++t) {
        const ci_reduce_entry *e = &ci_reduce_table[t];
        if (!e->reduce) {
            char prefix[200];
            snprintf(prefix, sizeof prefix, "unsupported: %s/%s: ", dev_flavour(), e->strategy);
            CHECK(e->why && strncmp(e->why, prefix, strlen(prefix)) == 0 && strlen(e->why) > strlen(prefix) + 10,
                  "%s w%d: no kernel and no reason", e->strategy, e->m);
            unsupported++;
            continue;
        }
        CHECK(e->why == NULL, "%s w%d has a kernel and a reason", e->strategy, e->m);
        const int m = e->m;
        for (size_t z = 0; z < sizeof shapes / sizeof shapes[0]; ++z) {
            const int64_t ni = shapes[z][0], nj = shapes[z][1];
            double *x = xmalloc(sizeof(double) * (size_t)(ni * m + 1));
            double *y = xmalloc(sizeof(double) * (size_t)(nj * m + 1));
            double *a = xmalloc(sizeof(double) * (size_t)m), *want = xmalloc(sizeof(double) * (size_t)m);
            double *abs_sum = xmalloc(sizeof(double) * (size_t)m);
            for (int64_t i = 0; i < ni * m; ++i)
                x[i] = 2 * rng_uniform() - 1;
            for (int64_t j = 0; j < nj * m; ++j)
                y[j] = 2 * rng_uniform() - 1;
            for (int k = 0; k < m; ++k)
                a[k] = want[k] = 2 * rng_uniform() - 1; /* a += ...: a starts non-zero */
            ci_reduce_reference(ni, nj, m, x, y, want, abs_sum);
            dev_copyin(x, sizeof(double) * (size_t)(ni * m)), dev_copyin(y, sizeof(double) * (size_t)(nj * m));
            dev_copyin(a, sizeof(double) * (size_t)m);
            e->reduce(ni, nj, x, y, a);
            dev_update_host(a, sizeof(double) * (size_t)m);
            dev_delete(x, sizeof(double) * (size_t)(ni * m)), dev_delete(y, sizeof(double) * (size_t)(nj * m));
            dev_delete(a, sizeof(double) * (size_t)m);
            /* any summation order: |error| <= (terms + 1) u sum|terms| (+ the start value) */
            double worst = 0;
            int bad_k = -1;
            for (int k = 0; k < m; ++k) {
                const double bound = (double)(ni * nj + 2) * 0x1.0p-52 * (abs_sum[k] + 1.0);
                const double err = fabs(a[k] - want[k]);
                if (!(err <= bound) && bad_k < 0)
                    bad_k = k;
                if (err > worst)
                    worst = err;
            }
            CHECK(bad_k < 0, "reduce %s w%d ni=%lld nj=%lld: a[%d] = %.17g, reference %.17g",
                  e->strategy, m, (long long)ni, (long long)nj, bad_k, bad_k >= 0 ? a[bad_k] : 0,
                  bad_k >= 0 ? want[bad_k] : 0);
            free(x), free(y), free(a), free(want), free(abs_sum);
        }
    }
    printf("reductions: %d kernels, %d unsupported\n", ci_reduce_table_len - unsupported, unsupported);
    CHECK(ci_reduce_table_len > unsupported, "no reduction kernel at all");
    /* the edge widths: m = 1 ran for every strategy the flavour builds, and m = 256 (the
     * largest the spec allows) is in the table, built or with the reason why not */
    for (int t = 0; t < ci_reduce_table_len; ++t) {
        int built1 = 0, listed256 = 0;
        for (int u = 0; u < ci_reduce_table_len && ci_reduce_table[t].reduce; ++u)
            if (!strcmp(ci_reduce_table[u].strategy, ci_reduce_table[t].strategy))
                built1 |= ci_reduce_table[u].m == 1 && ci_reduce_table[u].reduce != NULL,
                    listed256 |= ci_reduce_table[u].m == 256;
        CHECK(!ci_reduce_table[t].reduce || (built1 && listed256),
              "reduce %s: width 1 untested or 256 missing (specs/ci.yaml reductions.widths must list them)",
              ci_reduce_table[t].strategy);
    }
}

/* More than 2^31 (i, j) iterations in the collapsed loop, m = 1, every strategy
 * but atomic (2^31 atomic updates of one element take too long): a 32-bit trip
 * count or index would lose iterations. The operands are multiples of 1/4, so
 * the sums are exact and must equal the reference exactly. About 2e9 iterations
 * with a 64-bit division each: run where the kernels offload (test_ci on the
 * device), or on the host with CI_TEST_LARGE=1; CI_TEST_LARGE=0 skips them on the device
 * too (under compute-sanitizer, bench/gpu/sanitizer_campaign.sh, they would take hours). */
static void test_reduction_beyond_int32(void)
{
    const char *env = getenv("CI_TEST_LARGE");
    if (env && *env == '0') {
        printf("reductions beyond 2^31 iterations: skipped (CI_TEST_LARGE=0)\n");
        return;
    }
    if (!dev_is_offloading() && !(env && *env == '1')) {
        printf("reductions beyond 2^31 iterations: skipped on the host (CI_TEST_LARGE=1 runs them)\n");
        return;
    }
    const int64_t ni = (1 << 16) + 1, nj = 1 << 15; /* ni nj = 2^31 + 2^15 */
    double *x = xmalloc(sizeof(double) * (size_t)ni), *y = xmalloc(sizeof(double) * (size_t)nj);
    for (int64_t i = 0; i < ni; ++i)
        x[i] = (double)(1 + rng_below(8)) / (rng_below(2) ? 4 : -4);
    for (int64_t j = 0; j < nj; ++j)
        y[j] = (double)(1 + rng_below(8)) / (rng_below(2) ? 4 : -4);
    /* sum_ij x_i y_j = (sum_i x_i)(sum_j y_j), and here both sides are exact:
     * the reference without its 2^31 host iterations */
    double sx = 0, sy = 0;
    for (int64_t i = 0; i < ni; ++i)
        sx += x[i];
    for (int64_t j = 0; j < nj; ++j)
        sy += y[j];
    const double want = 0.5 + sx * sy;
    dev_copyin(x, sizeof(double) * (size_t)ni), dev_copyin(y, sizeof(double) * (size_t)nj);
    int ran = 0;
    for (int t = 0; t < ci_reduce_table_len; ++t) {
        const ci_reduce_entry *e = &ci_reduce_table[t];
        if (!e->reduce || e->m != 1 || !strcmp(e->strategy, "atomic"))
            continue;
        double a = 0.5;
        dev_copyin(&a, sizeof a);
        e->reduce(ni, nj, x, y, &a);
        dev_update_host(&a, sizeof a);
        dev_delete(&a, sizeof a);
        CHECK(a == want, "reduce %s w1 over %lld iterations: %.17g, reference %.17g (exact)", e->strategy,
              (long long)(ni * nj), a, want);
        ran++;
    }
    printf("reductions beyond 2^31 iterations: %d strategies\n", ran);
    CHECK(ran > 0, "no strategy ran beyond 2^31 iterations");
    dev_delete(x, sizeof(double) * (size_t)ni), dev_delete(y, sizeof(double) * (size_t)nj);
    free(x), free(y);
}

/* Whether device data is a copy of its own (a GPU, the clang-shadow build) or the host
 * buffer itself (host builds, offload builds that fell back to the host): a generated copy
 * kernel writes the device copy of a host-zeroed array, which the host reads before and
 * after dev_update_host. tests/python/test_ci.py requires "separate" of clang-shadow: only
 * there do the CPU tests see a kernel or fold that touches the wrong copy. */
static void test_device_memory(void)
{
    int64_t src[4] = {1, 2, 3, 4}, dst[4] = {0, 0, 0, 0};
    dev_copyin(src, sizeof src), dev_copyin(dst, sizeof dst);
    ci_copy_int64(4, src, dst);
    const int host_untouched = !dst[0] && !dst[1] && !dst[2] && !dst[3];
    dev_update_host(dst, sizeof dst);
    for (int i = 0; i < 4; ++i)
        CHECK(dst[i] == src[i], "device copy kernel: dst[%d] = %lld after dev_update_host, want %lld", i,
              (long long)dst[i], (long long)src[i]);
    dev_delete(src, sizeof src), dev_delete(dst, sizeof dst);
    printf("device memory: %s\n", host_untouched ? "separate" : "shared");
}

int main(void)
{
    test_seed();
    printf("flavour %s (%s)\n", dev_flavour(), dev_is_offloading() ? "offloading" : "host");
    test_device_memory();
    test_counts();
    test_scan();
    test_fill();
    test_reductions();
    test_reduction_beyond_int32();
    return test_summary("test_ci");
}
