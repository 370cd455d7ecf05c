/* ci_bench: the configuration-interaction motifs (specs/ci.yaml) of the flavour this
 * binary was built for. Every result is checked against the plain reference of
 * runtime/ci before it is reported, and compared with the copy bandwidth of the
 * flavour's own generated copy kernel (ci_copy_int64) measured in the same run.
 *
 *   pairs   counting interacting pairs of n many-body states, every N and variant:
 *           comparisons per second (n^2 / time); operand GB/s = n^2 x the bytes of
 *           state j a comparison reads (mask128 16, list_only 2N, mask_then_list 8:
 *           the lists of the few pairs surviving the mask filter are not counted)
 *   scan    prefix sum of n int64 counts, serial, work-efficient, blocked (three phases
 *           over chunks) and lookback (one pass over tiles with decoupled look-back, the
 *           shell model's row offsets): time vs n;
 *           GB/s of the bytes a scan must move, 8 n read + 8 (n + 1) written
 *   fill    counts -> offsets -> fill with atomic capture ("pipeline": zero counts
 *           and cursors, count, work-efficient scan, fill), the fill step alone
 *           ("atomic") and the host variant (runtime ci_fill_host: sequential, no
 *           atomics); GB/s of the bytes each array must move: 16 per entry + 72 per
 *           row (pipeline, host_sequential), 12 per entry + 32 per row (atomic)
 *   reduce  a[k] += sum_ij x[i m + k] y[j m + k], every width m and strategy: GB/s
 *           of 8 m (ni + nj) bytes; then the best strategy per width and overall
 *
 * Inputs are fresh random data (--seed to repeat), never zero-filled; the reduction
 * operands are multiples of 1/4, so every partial sum is exact and the result must
 * equal the reference exactly in any summation order.
 *
 *   ci_bench [--quick] [--only pairs,scan,fill,reduce] [--states N] [--scan-n N1,N2,...]
 *            [--fill ROWS:ENTRIES] [--reduce-mb MB] [--reduce-nj NJ] [--copy-mb MB]
 *            [--widths M1,M2,...] [--checks C] [--min-batch-ms T] [--max-call-s T] [--seed S]
 *
 * Defaults fill an H100 when the flavour offloads and suit a CPU otherwise; --quick
 * is a seconds-long run of small sizes (explicit options still win). No single call
 * is to take longer than --max-call-s: the serial scan skips the sizes where it would
 * (predicted from the sizes before), and probes on 1/64 of the work (1/4096 first for
 * reductions) shrink the number of states or ni of a pair count or reduction that would
 * (reported: shrunk=1).
 * --widths restricts the reductions to those widths m (default: every width of the spec);
 * --checks C repeats each reduction's check C times (default 1), each call from the same
 * starting a, and reports how many of the C results differ (an intermittent error shows as
 * a count between 0 and C).
 * Prints `RESULT ci ...` lines (bench/gpu/ci_table.py tabulates them), then tables;
 * progress goes to stderr.
 * Exit status: 0, or 1 on bad options or a result that differs from the reference. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "ci/ci.h"
#include "ci_kernels.h"
#include "device.h"
#include "util.h"

/* calls longer than this are timed in 3 batches of one call (bench_time) */
static const double LONG_CALL_S = 0.1;
/* a reduction strategy is the best at a width when ahead of the runner-up by this
 * factor; closer is a tie (run-to-run noise on a CPU is several percent) */
static const double TIE_LEAD = 1.05;

enum { PART_PAIRS = 1, PART_SCAN = 2, PART_FILL = 4, PART_REDUCE = 8, MAX_SCAN = 32, MAX_RESULTS = 1024 };
static const char *PART_NAMES[] = {"pairs", "scan", "fill", "reduce"};

typedef struct {
    int quick, parts;
    int64_t states, scan_n[MAX_SCAN], fill_rows, fill_entries, reduce_mb, reduce_nj, copy_mb;
    int n_scan, checks;
    int widths[CI_MAX_WIDTH + 1]; /* widths[m]: reduce at width m */
    double min_batch_s, max_call_s;
    uint64_t seed;
} options;

typedef struct {
    char metric[8], what[24], size[48];
    double ms, rate, gbs; /* rate: comparisons/s for pairs, else 0 */
    int m;                /* reduce: width */
} result;

static result results[MAX_RESULTS];
static int n_results, n_wrong;
static double copy_gbs;

/* ------------------------------------------------------------------ options */

static void usage(FILE *f)
{
    fputs("usage: ci_bench [--quick] [--only pairs,scan,fill,reduce] [--states N] [--scan-n N1,N2,...]\n"
          "                [--fill ROWS:ENTRIES] [--reduce-mb MB] [--reduce-nj NJ] [--copy-mb MB]\n"
          "                [--widths M1,M2,...] [--checks C] [--min-batch-ms T] [--max-call-s T]\n"
          "                [--seed S]\n",
          f);
}

static int64_t parse_int(const char *opt, const char *s, int64_t min, int64_t max)
{
    char *end;
    errno = 0;
    const long long v = strtoll(s, &end, 10);
    if (!*s || *end || errno)
        die("ci_bench: %s: '%s' is not an integer", opt, s);
    if (v < min || v > max)
        die("ci_bench: %s: %lld is outside %lld..%lld", opt, v, (long long)min, (long long)max);
    return v;
}

static double parse_seconds(const char *opt, const char *s, double min, double max)
{
    char *end;
    errno = 0;
    const double v = strtod(s, &end);
    if (!*s || *end || errno || !(v >= min && v <= max))
        die("ci_bench: %s: '%s' is not a number in %g..%g", opt, s, min, max);
    return v;
}

static const char *const VALUED[] = {"--only",    "--states",    "--scan-n",       "--fill",
                                     "--reduce-mb", "--reduce-nj", "--copy-mb",      "--widths",
                                     "--checks",  "--min-batch-ms", "--max-call-s", "--seed"};

static int takes_value(const char *opt)
{
    for (size_t k = 0; k < sizeof VALUED / sizeof VALUED[0]; ++k)
        if (!strcmp(opt, VALUED[k]))
            return 1;
    return 0;
}

static void parse_options(int argc, char **argv, options *o)
{
    /* first pass: names, values present, --quick (it sets the defaults the others override) */
    o->quick = 0;
    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--help")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(argv[i], "--quick"))
            o->quick = 1;
        else if (!takes_value(argv[i]))
            die("ci_bench: unknown option '%s' (--help lists them)", argv[i]);
        else if (++i >= argc)
            die("ci_bench: option '%s' needs a value", argv[i - 1]);
    }
    const int big = dev_is_offloading();
    static const int64_t scan_quick[] = {1000, 4097, 100003};
    static const int64_t scan_host[] = {1000, 100003, 1000003, 10000019};
    static const int64_t scan_device[] = {1000, 10007, 100003, 1000003, 10000019, 100000007};
    const int64_t *scan = o->quick ? scan_quick : big ? scan_device : scan_host;
    o->n_scan = o->quick ? 3 : big ? 6 : 4;
    memcpy(o->scan_n, scan, sizeof(int64_t) * (size_t)o->n_scan);
    o->parts = PART_PAIRS | PART_SCAN | PART_FILL | PART_REDUCE;
    o->states = o->quick ? 300 : big ? 32768 : 8192;
    o->fill_rows = o->quick ? 1000 : big ? 4000000 : 1000000;
    o->fill_entries = o->quick ? 20000 : big ? 32000000 : 8000000;
    o->reduce_mb = o->quick ? 1 : big ? 256 : 64;
    o->reduce_nj = 4;
    o->copy_mb = o->quick ? 8 : big ? 1024 : 256;
    o->min_batch_s = o->quick ? 0.002 : 0.02;
    o->max_call_s = 0.5;
    o->checks = 1;
    for (int m = 0; m <= CI_MAX_WIDTH; ++m)
        o->widths[m] = 1;
    o->seed = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
    for (int i = 1; i < argc; ++i) {
        const char *opt = argv[i];
        if (!strcmp(opt, "--quick"))
            continue;
        const char *v = argv[++i];
        if (!strcmp(opt, "--only")) {
            char list[256];
            snprintf(list, sizeof list, "%s", v);
            o->parts = 0;
            for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
                int k = 0;
                while (k < 4 && strcmp(tok, PART_NAMES[k]))
                    ++k;
                if (k == 4)
                    die("ci_bench: --only: unknown part '%s' (parts: pairs, scan, fill, reduce)", tok);
                o->parts |= 1 << k;
            }
            if (!o->parts)
                die("ci_bench: --only: no part named (parts: pairs, scan, fill, reduce)");
        } else if (!strcmp(opt, "--states"))
            o->states = parse_int(opt, v, 1, 1 << 22);
        else if (!strcmp(opt, "--scan-n")) {
            char list[1024];
            snprintf(list, sizeof list, "%s", v);
            o->n_scan = 0;
            for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
                if (o->n_scan == MAX_SCAN)
                    die("ci_bench: --scan-n: more than %d sizes", MAX_SCAN);
                o->scan_n[o->n_scan++] = parse_int(opt, tok, 0, (int64_t)1 << 31);
            }
            if (!o->n_scan)
                die("ci_bench: --scan-n: no size given");
        } else if (!strcmp(opt, "--fill")) {
            char rows[64];
            const char *colon = strchr(v, ':');
            if (!colon || colon - v >= (long)sizeof rows)
                die("ci_bench: --fill: '%s' is not ROWS:ENTRIES", v);
            memcpy(rows, v, (size_t)(colon - v));
            rows[colon - v] = 0;
            o->fill_rows = parse_int("--fill ROWS", rows, 1, INT32_MAX);
            o->fill_entries = parse_int("--fill ENTRIES", colon + 1, 0, (int64_t)1 << 31);
        } else if (!strcmp(opt, "--reduce-mb"))
            o->reduce_mb = parse_int(opt, v, 1, 1 << 16);
        else if (!strcmp(opt, "--reduce-nj"))
            o->reduce_nj = parse_int(opt, v, 1, 1 << 20);
        else if (!strcmp(opt, "--widths")) {
            char list[1024];
            snprintf(list, sizeof list, "%s", v);
            memset(o->widths, 0, sizeof o->widths);
            int any = 0;
            for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
                const int m = (int)parse_int(opt, tok, 1, CI_MAX_WIDTH);
                int in_spec = 0;
                for (int t = 0; t < ci_reduce_table_len; ++t)
                    in_spec |= ci_reduce_table[t].m == m;
                if (!in_spec)
                    die("ci_bench: --widths: %d is not a width of specs/ci.yaml", m);
                o->widths[m] = any = 1;
            }
            if (!any)
                die("ci_bench: --widths: no width given");
        } else if (!strcmp(opt, "--checks"))
            o->checks = (int)parse_int(opt, v, 1, 1000);
        else if (!strcmp(opt, "--copy-mb"))
            o->copy_mb = parse_int(opt, v, 1, 1 << 16);
        else if (!strcmp(opt, "--min-batch-ms"))
            o->min_batch_s = 1e-3 * parse_seconds(opt, v, 0.001, 10000);
        else if (!strcmp(opt, "--max-call-s"))
            o->max_call_s = parse_seconds(opt, v, 1e-6, 3600);
        else
            o->seed = (uint64_t)parse_int(opt, v, 0, INT64_MAX);
    }
    /* exact reduction sums (see reduce()): every partial sum below 2^53 / 16 */
    if ((double)(o->reduce_mb << 20) / 8 * (double)o->reduce_nj > 0x1p46)
        die("ci_bench: --reduce-mb x --reduce-nj too large: ni nj must stay below 2^46");
}

/* ------------------------------------------------------------------ helpers */

static uint64_t rng;

static uint64_t next(void) /* splitmix64 */
{
    uint64_t z = (rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static double uniform(void) { return (double)(next() >> 11) * 0x1.0p-53; }

static void progress(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void progress(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("ci_bench: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static void wrong(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void wrong(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("error: ci_bench: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs(" (not reported)\n", stderr);
    va_end(ap);
    n_wrong++;
}

/* Records a checked result and prints its RESULT line (the caller prints the
 * line's own fields first, in `fields`). */
static void report(const char *metric, const char *what, const char *size, int m, double seconds,
                   double rate, double bytes, const char *fields)
{
    if (n_results == MAX_RESULTS)
        die("ci_bench: more than %d results", MAX_RESULTS);
    result *r = &results[n_results++];
    snprintf(r->metric, sizeof r->metric, "%s", metric);
    snprintf(r->what, sizeof r->what, "%s", what);
    snprintf(r->size, sizeof r->size, "%s", size);
    /* GB/s as printed (4 digits): the best strategy is chosen on what the RESULT lines say */
    char gbs[32];
    snprintf(gbs, sizeof gbs, "%.4g", bytes / seconds * 1e-9);
    r->m = m, r->ms = 1e3 * seconds, r->rate = rate, r->gbs = atof(gbs);
    printf("RESULT ci flavour=%s metric=%s %s ms=%.4g gbs=%s copy_gbs=%.1f ratio=%.3g\n", dev_flavour(),
           metric, fields, r->ms, gbs, copy_gbs, r->gbs / copy_gbs);
    fflush(stdout);
}

/* ------------------------------------------------------------------ copy */

typedef struct {
    int64_t n;
    const int64_t *x;
    int64_t *y;
} copy_ctx;

static void copy_call(void *p)
{
    copy_ctx *c = p;
    ci_copy_int64(c->n, c->x, c->y);
}

static double copy_bandwidth(const options *o)
{
    const int64_t n = (o->copy_mb << 20) / (int64_t)sizeof(int64_t);
    const size_t bytes = sizeof(int64_t) * (size_t)n;
    int64_t *x = xmalloc(bytes), *y = xmalloc(bytes);
    for (int64_t i = 0; i < n; ++i)
        x[i] = i % 1000 + 1, y[i] = -1;
    dev_copyin(x, bytes), dev_copyin(y, bytes);
    copy_ctx c = {n, x, y};
    const bench_timing t = bench_time(copy_call, &c, o->min_batch_s, LONG_CALL_S);
    dev_update_host(y, bytes);
    if (memcmp(x, y, bytes) != 0)
        die("ci_bench: the copy kernel ci_copy_int64 does not copy");
    dev_delete(x, bytes), dev_delete(y, bytes);
    free(x), free(y);
    return 2.0 * (double)bytes / t.seconds * 1e-9;
}

/* ------------------------------------------------------------------ pairs */

typedef struct {
    const ci_count_entry *e;
    const ci_states *s;
    int64_t n, result; /* the first n states */
} pairs_ctx;

static void pairs_call(void *p)
{
    pairs_ctx *c = p;
    c->result = c->e->count(c->n, c->s->mask_lo, c->s->mask_hi, c->s->orb);
}

/* The time of one call, after a first (warm-up) call. */
static double probe(bench_call call, void *ctx)
{
    call(ctx);
    dev_synchronize();
    const double t0 = wall_seconds();
    call(ctx);
    dev_synchronize();
    return wall_seconds() - t0;
}

static void states_on_device(ci_states *s, int on)
{
    const size_t mb = sizeof(uint64_t) * (size_t)s->n, ob = sizeof(uint16_t) * (size_t)(s->n * s->N);
    if (on) {
        dev_copyin(s->mask_lo, mb), dev_copyin(s->mask_hi, mb), dev_copyin(s->orb, ob);
    } else {
        dev_delete(s->mask_lo, mb), dev_delete(s->mask_hi, mb), dev_delete(s->orb, ob);
        ci_states_free(s);
    }
}

/* Interacting pairs among the first n states (near copies refer to earlier states
 * only, so every prefix is a valid set of states). */
static int64_t reference_pairs(const ci_states *s, int64_t n)
{
    ci_states first = *s;
    first.n = n;
    return ci_count_pairs_fast_reference(&first, CI_D);
}

static void pairs(const options *o)
{
    const int64_t n_full = o->states;
    ci_states s = {0};
    int N = 0;
    int64_t want_full = 0;
    for (int t = 0; t < ci_count_table_len; ++t) {
        const ci_count_entry *e = &ci_count_table[t];
        if (e->N != N) { /* the table lists the variants of one N together */
            if (N)
                states_on_device(&s, 0);
            N = e->N;
            ci_states_random(&s, n_full, N, CI_N_SP, next());
            ci_states_near_copies(&s, n_full / 3, next());
            progress("pairs N=%d: reference count of %lld states ...", N, (long long)n_full);
            want_full = reference_pairs(&s, n_full);
            states_on_device(&s, 1);
        }
        progress("pairs N=%d %s", N, e->variant);
        pairs_ctx c = {e, &s, n_full, -1};
        /* a probe on n / 8 states (1/64 of the work) predicts a full call; fewer
         * states when that is longer than --max-call-s */
        const int64_t n_probe = n_full / 8 > 0 ? n_full / 8 : 1;
        if (n_probe < n_full) {
            c.n = n_probe;
            const double tp = probe(pairs_call, &c);
            const double full = tp * ((double)n_full / (double)n_probe) * ((double)n_full / (double)n_probe);
            const double fit = (double)n_probe * sqrt(o->max_call_s / tp);
            c.n = full <= o->max_call_s ? n_full : fit < (double)n_probe ? n_probe : (int64_t)fit;
        }
        const int64_t n = c.n, want = n == n_full ? want_full : reference_pairs(&s, n);
        const bench_timing t = bench_time(pairs_call, &c, o->min_batch_s, LONG_CALL_S);
        if (c.result != want) {
            wrong("pairs %s N=%d n=%lld: %lld interacting pairs, reference %lld", e->variant, N,
                  (long long)n, (long long)c.result, (long long)want);
            continue;
        }
        const double cmp = (double)n * (double)n;
        const int per = !strcmp(e->variant, "mask128") ? 16 : !strcmp(e->variant, "list_only") ? 2 * N : 8;
        char fields[200], size[48], what[24];
        snprintf(fields, sizeof fields, "variant=%s N=%d n=%lld pairs=%lld cmp_per_s=%.4e bytes_per_cmp=%d%s",
                 e->variant, N, (long long)n, (long long)want, cmp / t.seconds, per,
                 n < n_full ? " shrunk=1" : "");
        snprintf(size, sizeof size, "N=%d n=%lld", N, (long long)n);
        snprintf(what, sizeof what, "%s", e->variant);
        report("pairs", what, size, 0, t.seconds, cmp / t.seconds, cmp * per, fields);
    }
    if (N)
        states_on_device(&s, 0);
}

/* ------------------------------------------------------------------ scan */

typedef struct {
    int variant; /* 0 serial, 1 work-efficient, 2 blocked three-phase, 3 single-pass look-back */
    int64_t n;
    const int64_t *counts;
    int64_t *offsets, *work;
} scan_ctx;

static void scan_call(void *p)
{
    scan_ctx *c = p;
    if (c->variant == 0)
        ci_scan_serial(c->n, c->counts, c->offsets);
    else if (c->variant == 1)
        ci_scan_work_efficient(c->n, c->counts, c->offsets, c->work);
    else if (c->variant == 2)
        ci_scan_blocked(c->n, c->counts, c->offsets, c->work);
    else
        ci_scan_lookback(c->n, c->counts, c->offsets, c->work);
}

static int cmp_i64(const void *a, const void *b)
{
    const int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static void scan(const options *o)
{
    int64_t sizes[MAX_SCAN];
    memcpy(sizes, o->scan_n, sizeof(int64_t) * (size_t)o->n_scan);
    qsort(sizes, (size_t)o->n_scan, sizeof(int64_t), cmp_i64);
    /* the serial scan's time per element so far: it skips the sizes where one
     * call would take longer than --max-call-s */
    double serial_per = 0;
    int64_t serial_skip = -1; /* the first size skipped */
    for (int z = 0; z < o->n_scan; ++z) {
        const int64_t n = sizes[z], pw = ci_scan_work_len(n), pb = ci_scan_blocked_work_len(n);
        const int64_t pl = ci_scan_lookback_work_len(n);
        /* one work array for the parallel scans */
        const int64_t p = pw > pb ? (pw > pl ? pw : pl) : (pb > pl ? pb : pl);
        const size_t cb = sizeof(int64_t) * (size_t)n, ob = cb + sizeof(int64_t);
        int64_t *counts = xmalloc(cb), *want = xmalloc(ob), *got = xmalloc(ob);
        int64_t *work = xmalloc(sizeof(int64_t) * (size_t)p);
        for (int64_t i = 0; i < n; ++i) /* a tenth zero, the rest up to 2^28 */
            counts[i] = next() % 10 == 0 ? 0 : (int64_t)(next() >> 36);
        ci_scan_reference(n, counts, want);
        dev_copyin(counts, cb), dev_create(got, ob), dev_create(work, sizeof(int64_t) * (size_t)p);
        for (int variant = 0; variant < 4; ++variant) {
            static const char *const names[] = {"serial", "work_efficient", "blocked", "lookback"};
            const char *name = names[variant];
            if (variant == 3 && ci_scan_lookback_unsupported) {
                if (z == 0)
                    printf("scan lookback: not built for this flavour: %s\n", ci_scan_lookback_unsupported);
                continue;
            }
            if (variant == 0 && serial_per * (double)n > o->max_call_s) {
                serial_skip = serial_skip < 0 ? n : serial_skip;
                continue;
            }
            progress("scan %s n=%lld", name, (long long)n);
            memset(got, 0xff, ob); /* no result left over from the other variant */
            dev_update_device(got, ob);
            scan_ctx c = {variant, n, counts, got, work};
            const bench_timing t = bench_time(scan_call, &c, o->min_batch_s, LONG_CALL_S);
            dev_update_host(got, ob);
            int64_t first = -1;
            for (int64_t i = 0; i <= n && first < 0; ++i)
                if (got[i] != want[i])
                    first = i;
            if (variant == 0)
                serial_per = t.seconds / (double)(n > 0 ? n : 1);
            if (first >= 0) {
                wrong("scan %s n=%lld: offsets[%lld] = %lld, reference %lld", name, (long long)n,
                      (long long)first, (long long)got[first], (long long)want[first]);
                continue;
            }
            char fields[160], size[48];
            snprintf(fields, sizeof fields, "variant=%s n=%lld", name, (long long)n);
            snprintf(size, sizeof size, "n=%lld", (long long)n);
            report("scan", name, size, 0, t.seconds, 0, 16.0 * (double)n + 8, fields);
        }
        dev_delete(counts, cb), dev_delete(got, ob), dev_delete(work, sizeof(int64_t) * (size_t)p);
        free(counts), free(want), free(got), free(work);
    }
    if (serial_skip >= 0)
        printf("note: serial scan not run from n=%lld on: one call would take %.2f s > --max-call-s %.2f\n",
               (long long)serial_skip, serial_per * (double)serial_skip, o->max_call_s);
}

/* ------------------------------------------------------------------ fill */

typedef struct {
    int variant; /* 0 pipeline, 1 atomic fill step, 2 host sequential */
    int64_t n_rows, n_entries;
    const int32_t *row, *val;
    int64_t *counts, *offsets, *cursor, *work, *host_offsets;
    int32_t *out, *host_out;
} fill_ctx;

static void fill_call(void *p)
{
    fill_ctx *c = p;
    if (c->variant == 2) {
        ci_fill_host(c->n_entries, c->n_rows, c->row, c->val, c->host_offsets, c->host_out);
        return;
    }
    if (c->variant == 0) {
        ci_zero_int64(c->n_rows, c->counts);
        ci_fill_count(c->n_entries, c->n_rows, c->row, c->counts);
        ci_scan_work_efficient(c->n_rows, c->counts, c->offsets, c->work);
    }
    ci_zero_int64(c->n_rows, c->cursor);
    ci_fill_atomic(c->n_entries, c->n_rows, c->row, c->val, c->offsets, c->cursor, c->out);
}

static void fill(const options *o)
{
    const int64_t rows = o->fill_rows, entries = o->fill_entries, p = ci_scan_work_len(rows);
    const size_t eb = sizeof(int32_t) * (size_t)entries, rb = sizeof(int64_t) * (size_t)rows;
    const size_t pb = sizeof(int64_t) * (size_t)p;
    fill_ctx c = {.n_rows = rows, .n_entries = entries};
    int32_t *row = xmalloc(eb), *val = xmalloc(eb);
    for (int64_t e = 0; e < entries; ++e) { /* rows skewed toward the first: long and empty rows */
        const double u = uniform();
        row[e] = (int32_t)((double)rows * u * u);
        val[e] = (int32_t)(next() >> 44);
    }
    c.row = row, c.val = val;
    c.out = xmalloc(eb), c.host_out = xmalloc(eb);
    c.counts = xmalloc(rb), c.cursor = xmalloc(rb), c.work = xmalloc(pb);
    c.offsets = xmalloc(rb + 8), c.host_offsets = xmalloc(rb + 8);
    dev_copyin(row, eb), dev_copyin(val, eb), dev_create(c.out, eb);
    dev_create(c.counts, rb), dev_create(c.cursor, rb), dev_create(c.work, pb);
    dev_create(c.offsets, rb + 8);
    static const char *names[] = {"pipeline", "atomic", "host_sequential"};
    for (int variant = 0; variant < 3; ++variant) {
        progress("fill %s rows=%lld entries=%lld", names[variant], (long long)rows, (long long)entries);
        int32_t *out = variant == 2 ? c.host_out : c.out;
        int64_t *offsets = variant == 2 ? c.host_offsets : c.offsets;
        memset(out, 0xff, eb); /* no result left over from the variant before */
        if (variant < 2)
            dev_update_device(out, eb);
        c.variant = variant;
        const bench_timing t = bench_time(fill_call, &c, o->min_batch_s, LONG_CALL_S);
        if (variant < 2)
            dev_update_host(out, eb), dev_update_host(offsets, rb + 8);
        char msg[256] = "";
        if (!ci_fill_check(entries, rows, row, val, offsets, out, msg, sizeof msg)) {
            wrong("fill %s rows=%lld entries=%lld: %s", names[variant], (long long)rows,
                  (long long)entries, msg);
            continue;
        }
        const double bytes = variant == 1 ? 12.0 * (double)entries + 32.0 * (double)rows
                                           : 16.0 * (double)entries + 72.0 * (double)rows;
        char fields[160], size[48];
        snprintf(fields, sizeof fields, "variant=%s rows=%lld entries=%lld", names[variant],
                 (long long)rows, (long long)entries);
        snprintf(size, sizeof size, "%lld rows, %lld entries", (long long)rows, (long long)entries);
        report("fill", names[variant], size, 0, t.seconds, 0, bytes, fields);
    }
    dev_delete(row, eb), dev_delete(val, eb), dev_delete(c.out, eb);
    dev_delete(c.counts, rb), dev_delete(c.cursor, rb), dev_delete(c.work, pb);
    dev_delete(c.offsets, rb + 8);
    free(row), free(val), free(c.out), free(c.host_out), free(c.counts), free(c.cursor);
    free(c.work), free(c.offsets), free(c.host_offsets);
}

/* ------------------------------------------------------------------ reduce */

typedef struct {
    ci_reduce_fn fn;
    int64_t ni, nj;
    const double *x, *y;
    double *a;
} reduce_ctx;

static void reduce_call(void *p)
{
    reduce_ctx *c = p;
    c->fn(c->ni, c->nj, c->x, c->y, c->a);
}

/* a multiple of 1/4 in [-2, 2], never zero: products are multiples of 1/16 of
 * size <= 4, so sums of fewer than 2^46 of them are exact */
static double quarter(void)
{
    const double v = (double)(1 + (int)(next() % 8)) / 4;
    return next() & 1 ? v : -v;
}

/* 1 the first time the string is passed (strategy names: a handful) */
static int first_time(const char *s)
{
    static const char *seen[16];
    static int n_seen;
    for (int i = 0; i < n_seen; ++i)
        if (!strcmp(seen[i], s))
            return 0;
    if (n_seen < 16)
        seen[n_seen++] = s;
    return 1;
}

/* ni for one call of at most max_call_s: probes on 1/4096, then 1/64 of x predict a full
 * call, and ni shrinks to what fits. The small probe comes first because a contended
 * kernel can be slow beyond any guess: GCC 12's nvptx double atomics are compare-and-swap
 * loops, and with a 1/64 probe alone the openacc atomic m = 1 reduction had not finished
 * after 300 s on an H100. */
static int64_t reduce_size(reduce_ctx *c, int64_t ni_full, double max_call_s)
{
    int64_t ni = ni_full;
    for (int64_t div = 4096; div >= 64; div /= 64) {
        const int64_t ni_probe = ni_full / div;
        if (ni_probe < 1 || ni_probe > ni) /* too small to time, or already more than fits */
            continue;
        c->ni = ni_probe;
        const double tp = probe(reduce_call, c);
        const double fit = (double)ni_probe * max_call_s / tp;
        ni = tp * (double)ni_full / (double)ni_probe <= max_call_s ? ni_full : fit < 1 ? 1 : (int64_t)fit;
    }
    return ni;
}

static void reduce(const options *o)
{
    const int64_t x_elems = (o->reduce_mb << 20) / (int64_t)sizeof(double), nj = o->reduce_nj;
    int done[CI_MAX_WIDTH + 1] = {0};
    for (int t0 = 0; t0 < ci_reduce_table_len; ++t0) {
        const int m = ci_reduce_table[t0].m;
        if (done[m] || !o->widths[m])
            continue;
        done[m] = 1;
        const int64_t ni_full = x_elems / m > 0 ? x_elems / m : 1;
        const size_t xb = sizeof(double) * (size_t)(ni_full * m), yb = sizeof(double) * (size_t)(nj * m);
        double *x = xmalloc(xb), *y = xmalloc(yb), *a = xmalloc(sizeof(double) * (size_t)m);
        double *a0 = xmalloc(sizeof(double) * (size_t)m), *want = xmalloc(sizeof(double) * (size_t)m);
        double *abs_sum = xmalloc(sizeof(double) * (size_t)m);
        for (int64_t i = 0; i < ni_full * m; ++i)
            x[i] = quarter();
        for (int64_t j = 0; j < nj * m; ++j)
            y[j] = quarter();
        for (int k = 0; k < m; ++k)
            a0[k] = (double)(k % 7 + 1) / 8;
        dev_copyin(x, xb), dev_copyin(y, yb), dev_create(a, sizeof(double) * (size_t)m);
        for (int t = 0; t < ci_reduce_table_len; ++t) {
            const ci_reduce_entry *e = &ci_reduce_table[t];
            if (e->m != m)
                continue;
            if (!e->reduce) {
                printf("RESULT ci flavour=%s metric=reduce strategy=%s m=%d unsupported=1\n", dev_flavour(),
                       e->strategy, m);
                if (first_time(e->strategy))
                    printf("note: %s\n", e->why);
                continue;
            }
            progress("reduce %s m=%d", e->strategy, m);
            memcpy(a, a0, sizeof(double) * (size_t)m);
            dev_update_device(a, sizeof(double) * (size_t)m);
            reduce_ctx c = {e->reduce, ni_full, nj, x, y, a};
            c.ni = reduce_size(&c, ni_full, o->max_call_s);
            const bench_timing tm = bench_time(reduce_call, &c, o->min_batch_s, LONG_CALL_S);
            /* the check: --checks calls, each from a = a0 */
            memcpy(want, a0, sizeof(double) * (size_t)m);
            ci_reduce_reference(c.ni, nj, m, x, y, want, abs_sum);
            int n_bad = 0;
            for (int check = 0; check < o->checks; ++check) {
                memcpy(a, a0, sizeof(double) * (size_t)m);
                dev_update_device(a, sizeof(double) * (size_t)m);
                reduce_call(&c);
                dev_update_host(a, sizeof(double) * (size_t)m);
                int bad = -1;
                for (int k = 0; k < m && bad < 0; ++k)
                    if (a[k] != want[k])
                        bad = k;
                if (bad >= 0 && n_bad++ == 0)
                    fprintf(stderr, "ci_bench: check %d of %d: reduce %s m=%d: a[%d] = %.17g, "
                            "reference %.17g (exact)\n",
                            check + 1, o->checks, e->strategy, m, bad, a[bad], want[bad]);
            }
            if (n_bad) {
                wrong("reduce %s m=%d ni=%lld nj=%lld: %d of %d checks differ from the reference", e->strategy,
                      m, (long long)c.ni, (long long)nj, n_bad, o->checks);
                continue;
            }
            char fields[200], size[48];
            snprintf(fields, sizeof fields, "strategy=%s m=%d ni=%lld nj=%lld%s", e->strategy, m,
                     (long long)c.ni, (long long)nj, c.ni < ni_full ? " shrunk=1" : "");
            snprintf(size, sizeof size, "m=%d ni=%lld", m, (long long)c.ni);
            report("reduce", e->strategy, size, m, tm.seconds, 0, 8.0 * m * (double)(c.ni + nj), fields);
        }
        dev_delete(x, xb), dev_delete(y, yb), dev_delete(a, sizeof(double) * (size_t)m);
        free(x), free(y), free(a), free(a0), free(want), free(abs_sum);
    }
}

/* ------------------------------------------------------------------ tables */

static void print_tables(const options *o)
{
    const char *last = "";
    for (int i = 0; i < n_results; ++i) {
        const result *r = &results[i];
        if (!strcmp(r->metric, "reduce"))
            continue;
        if (strcmp(r->metric, last)) {
            last = r->metric;
            if (!strcmp(last, "pairs"))
                printf("\npair counting: n^2 comparisons\n"
                       "| size | variant | ms | Gcmp/s | operand GB/s | of copy |\n"
                       "|---|---|---:|---:|---:|---:|\n");
            else
                printf("\n%s\n| size | variant | ms | GB/s | of copy |\n|---|---|---:|---:|---:|\n",
                       !strcmp(last, "scan") ? "prefix sum" : "fill");
        }
        if (!strcmp(r->metric, "pairs"))
            printf("| %s | %s | %.3f | %.3f | %.1f | %.2f |\n", r->size, r->what, r->ms, r->rate * 1e-9,
                   r->gbs, r->gbs / copy_gbs);
        else
            printf("| %s | %s | %.3f | %.2f | %.3f |\n", r->size, r->what, r->ms, r->gbs, r->gbs / copy_gbs);
    }
    /* reductions: GB/s per width (rows) and strategy (columns), the best named */
    const char *strategies[8];
    int n_strat = 0, wins[8] = {0}, widths = 0, ties = 0;
    double logsum[8] = {0};
    int counted[8] = {0};
    for (int t = 0; t < ci_reduce_table_len; ++t) {
        int k = 0;
        while (k < n_strat && strcmp(strategies[k], ci_reduce_table[t].strategy))
            ++k;
        if (k == n_strat && n_strat < 8)
            strategies[n_strat++] = ci_reduce_table[t].strategy;
    }
    int any = 0;
    for (int i = 0; i < n_results; ++i)
        any |= !strcmp(results[i].metric, "reduce");
    if (!any)
        return;
    printf("\narray reductions: GB/s (of copy); best: the fastest, x its lead over the runner-up (a tie "
           "below x%.2f)\n| m |", TIE_LEAD);
    for (int k = 0; k < n_strat; ++k)
        printf(" %s |", strategies[k]);
    printf(" best |\n|---:|");
    for (int k = 0; k < n_strat; ++k)
        printf("---:|");
    printf("---|\n");
    int seen[CI_MAX_WIDTH + 1] = {0};
    for (int t = 0; t < ci_reduce_table_len; ++t) {
        const int m = ci_reduce_table[t].m;
        if (seen[m]++ || !o->widths[m]) /* a width already shown, or not asked for (--widths) */
            continue;
        printf("| %d |", m);
        int best = -1;
        double best_gbs = 0, second_gbs = 0;
        for (int k = 0; k < n_strat; ++k) {
            const result *r = NULL;
            for (int i = 0; i < n_results && !r; ++i)
                if (!strcmp(results[i].metric, "reduce") && results[i].m == m &&
                    !strcmp(results[i].what, strategies[k]))
                    r = &results[i];
            if (!r) { /* not built for this flavour, or differed from the reference */
                int built = 0;
                for (int u = 0; u < ci_reduce_table_len; ++u)
                    built |= ci_reduce_table[u].m == m && ci_reduce_table[u].reduce &&
                             !strcmp(ci_reduce_table[u].strategy, strategies[k]);
                printf(" %s |", built ? "-" : "unsupported");
                continue;
            }
            printf(" %.2f (%.2f) |", r->gbs, r->gbs / copy_gbs);
            logsum[k] += log(r->gbs), counted[k]++;
            if (r->gbs > best_gbs)
                second_gbs = best_gbs, best_gbs = r->gbs, best = k;
            else if (r->gbs > second_gbs)
                second_gbs = r->gbs;
        }
        const int tie = second_gbs > 0 && best_gbs < TIE_LEAD * second_gbs;
        if (best >= 0 && second_gbs > 0)
            printf(" %s x%.2f%s |\n", strategies[best], best_gbs / second_gbs, tie ? " (tie)" : "");
        else
            printf(" %s |\n", best >= 0 ? strategies[best] : "-");
        if (best >= 0)
            widths++, ties += tie, wins[best] += !tie;
    }
    int overall = -1;
    for (int k = 0; k < n_strat; ++k)
        if (counted[k] && (overall < 0 || wins[k] > wins[overall] ||
                           (wins[k] == wins[overall] &&
                            logsum[k] / counted[k] > logsum[overall] / counted[overall])))
            overall = k;
    if (overall >= 0)
        printf("best strategy for %s: %s (ahead by >= %.0f%% at %d of %d widths; %d ties)\n", dev_flavour(),
               strategies[overall], 100 * (TIE_LEAD - 1), wins[overall], widths, ties);
}

int main(int argc, char **argv)
{
    options o;
    parse_options(argc, argv, &o);
    rng = o.seed;
    printf("ci_bench: flavour %s (%s), seed %llu (repeat with --seed %llu)\n", dev_flavour(),
           dev_is_offloading() ? "offloading" : "host", (unsigned long long)o.seed,
           (unsigned long long)o.seed);
    progress("copy bandwidth, %lld MB", (long long)o.copy_mb);
    copy_gbs = copy_bandwidth(&o);
    printf("RESULT ci flavour=%s metric=copy mb=%lld gbs=%.2f\n", dev_flavour(), (long long)o.copy_mb,
           copy_gbs);
    printf("copy bandwidth: %.1f GB/s (ci_copy_int64, %lld MB, read + write)\n", copy_gbs,
           (long long)o.copy_mb);
    fflush(stdout);
    if (o.parts & PART_PAIRS)
        pairs(&o);
    if (o.parts & PART_SCAN)
        scan(&o);
    if (o.parts & PART_FILL)
        fill(&o);
    if (o.parts & PART_REDUCE)
        reduce(&o);
    print_tables(&o);
    if (n_wrong)
        die("ci_bench: %d results differ from the reference (see above)", n_wrong);
    return 0;
}
