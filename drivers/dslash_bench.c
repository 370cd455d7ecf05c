/* dslash_bench: staggered Deo and Doe of the flavour this binary was built for, in single
 * and double precision with 18- and 12-real links, on several lattices; each result is
 * checked against the plain reference and reported as ns per (half-lattice) site, achieved
 * GB/s and the ratio to the device copy bandwidth measured in the same run.
 *
 *   dslash_bench [--lattices "8x8x8x8 16x16x16x16 32x32x32x32 32x32x32x8"] [--reps K]
 *                [--copy-mb M] [--precisions single,double] [--links 18,12]
 *
 * Host arrays are placed by first touch: a kernel of the flavour zeroes them before they are
 * filled, so on a CPU each thread's pages sit in the memory next to it (lat_host_alloc_placed).
 * Bytes per output site: 8 links (12 or 18 reals) + 8 neighbour vec3 (6 reals) read,
 * one vec3 written. --reps 0 (default) picks about 4M site updates per timed batch; the
 * median of 7 batches is reported, after one warm-up call. --copy-mb (MB per array of the copy)
 * defaults to 1024, on the host too: with 128 the copy ran partly from the GPU host's 300 MiB
 * L3, at 132-160 GB/s against 70-77 GB/s from memory, and Deo at 32^4 streams from memory
 * (bench/gpu/probes/cpu_copy_size_probe.sh). One line per result, for bench/gpu/lattice_table.py:
 *   RESULT dslash flavour=F lattice=L op=Deo|Doe prec=single|double links=12|18
 *          ns_per_site=... GBps=... copy_GBps=... ratio=... rel_err=...[ WRONG]
 * then a markdown table. Exit status: 0, or 1 on bad input or when a result differs from
 * the reference (rel_err above 1e-13 in double, 1e-5 in single: marked WRONG).
 *
 * Over ranks (runtime/lattice/dist.h; the MPI build under mpirun, or one rank anywhere):
 *   dslash_bench --grid P0xP1xP2xP3|auto (--lattice GLOBAL | --local LOCAL) [--overlap on,off]
 *                [--links 18,12] [--reps K] [--no-check] [--self-halos DIRS]
 * times lat_dist_dslash (double precision): Deo and Doe on each rank's part of the lattice with
 * the halo exchange of the input, overlapped with the interior (on) or before the whole local
 * lattice (off). --local fixes the sites per rank (weak scaling: the global lattice is LOCAL
 * times the grid), --lattice the global lattice (strong scaling). Links: random SU(3), each rank
 * generating its own part. Time per call: the slowest rank's, median of 7 batches. Each result
 * is checked against the plain reference on the global lattice (every rank holds it) when the
 * global lattice has at most 2^20 sites, unless --no-check. --self-halos 2 (digits: logical
 * directions) gives those directions halos even where they have one rank, exchanged with the
 * rank itself (on two GPUs, --grid 1x1x1x2 --self-halos 2 does the work of a cut in two
 * directions: packing, the boundary kernels, a device-to-device copy for the second one). One
 * line per result, for
 * bench/gpu/mpi_table.py:
 *   RESULT dslash_mpi flavour=F ranks=P grid=G halo_dirs=H local=L op=Deo|Doe links=12|18 overlap=on|off
 *          ns_per_site=... best_ns_per_site=... cpu_ns_per_site=... GBps=... exchange_frac=...
 *          rel_err=...|unchecked[ WRONG]
 * (ns per local half-lattice site: median and fastest batch of the wall time, median of the
 * process CPU time, each the slowest rank's (the CPU time measures the work where other jobs
 * share the cores; MPI's waits spin and count); GB/s of one rank, the single-rank
 * byte count; exchange_frac: the part of the time in pack, wait and unpack, measured without
 * overlap). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "device.h"
#include "lattice/dist.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

enum { BATCHES = 7 };

/* bytes read + written per second by the flavour's own copy kernel */
static double copy_bandwidth(size_t mbytes)
{
    const int64_t n = (int64_t)(mbytes << 20) / (int64_t)sizeof(double complex);
    double complex *x = lat_host_alloc_placed(sizeof *x * (size_t)n), *y = lat_host_alloc_placed(sizeof *y * (size_t)n);
    for (int64_t i = 0; i < n; ++i)
        x[i] = (double)(i % 1000) * 0.001 + I, y[i] = 0;
    dev_copyin(x, sizeof *x * (size_t)n), dev_copyin(y, sizeof *y * (size_t)n);
    double t;
    BENCH_TIME_MEDIAN(t, BATCHES, 10, lattice_vec3_copy_d(n, x, y));
    dev_delete(x, sizeof *x * (size_t)n), dev_delete(y, sizeof *y * (size_t)n);
    free(x), free(y);
    return 2.0 * sizeof(double complex) * (double)n / t * 1e-9;
}

/* want[k] = whether the comma-separated list names a (k = 0) or b (k = 1) */
static void choose(const char *opt, const char *list, const char *a, const char *b, int want[2])
{
    char buf[64];
    want[0] = want[1] = 0;
    if (snprintf(buf, sizeof buf, "%s", list) >= (int)sizeof buf)
        die("%s: '%s' is too long", opt, list);
    for (char *t = strtok(buf, ","); t; t = strtok(NULL, ","))
        if (!strcmp(t, a))
            want[0] = 1;
        else if (!strcmp(t, b))
            want[1] = 1;
        else
            die("%s: '%s' is not %s or %s", opt, t, a, b);
    if (!want[0] && !want[1])
        die("%s: '%s' names neither %s nor %s", opt, list, a, b);
}

typedef struct {
    char lattice[32];
    const char *op, *prec;
    int links;
    double ns_site, gbs, err;
} result;

/* CPU time of this process (all its threads) */
static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The input vector of parity q at global half-site index i: a smooth function (the same field on
 * any grid). */
static double complex input_value(const lat_geom *g, int q, int64_t h, int c)
{
    const double i = (double)(q * g->sizeh + h);
    return sin(0.37 * (3 * i + c)) + I * cos(0.11 * (3 * i + c));
}

/* The distributed Deo/Doe (see the comment at the top). */
static int run_distributed(const char *grid, const char *global_text, const char *local_text, const int overlaps[2],
                           const int want_links[2], int reps_opt, int check, int self_halos)
{
    int dims[4];
    lat_dist_parse_grid(grid, dims);
    lat_geom g;
    if (local_text) { /* weak scaling: the global lattice is the local one times the grid */
        const lat_geom l = lat_geom_parse(local_text, "--local");
        int32_t n[4];
        for (int mu = 0; mu < 4; ++mu) {
            if (!dims[mu])
                mp_fail("--local: give the grid in full (no 0 entries: the global lattice is LOCAL times the grid)");
            n[mu] = l.n[mu] * dims[mu];
        }
        char err[200];
        if (lat_geom_init(&g, n, err, sizeof err))
            mp_fail("--local %s over the grid %s: %s", local_text, grid, err);
    } else
        g = lat_geom_parse(global_text ? global_text : "16x16x16x16", "--lattice");
    lat_dist d;
    lat_dist_create_ex(&d, &g, dims, self_halos);
    printf("dslash_bench: flavour %s%s, %s, grid %s, global %dx%dx%dx%d, halos in %d directions\n", dev_flavour(),
           dev_is_offloading() ? " (offloading)" : " (host)", mp_describe(), lat_dist_describe(&d), g.n[0], g.n[1],
           g.n[2], g.n[3], d.nsplit);
    check = check && g.vol <= ((int64_t)1 << 20);
    const int64_t nv = lat_dist_nvec(&d), sizeh = d.ext.sizeh;
    int64_t owned_h = 1;
    for (int mu = 0; mu < 4; ++mu)
        owned_h *= d.local[mu];
    owned_h /= 2;
    const int reps = reps_opt ? reps_opt : (int)fmax(2, 4194304.0 / (double)owned_h);
    double complex *in[2], *out = lat_host_alloc_placed(sizeof(double complex) * (size_t)nv);
    for (int q = 0; q < 2; ++q) {
        in[q] = lat_host_alloc_placed(sizeof(double complex) * (size_t)nv);
        for (int64_t h = 0; h < sizeh; ++h) {
            int32_t xe[4], xg[4];
            lat_coords(&d.ext, q, h, xe);
            lat_dist_global_coords(&d, xe, xg);
            for (int c = 0; c < 3; ++c)
                in[q][c * sizeh + h] = input_value(&g, q, lat_idxh(&g, xg), c);
        }
        dev_copyin(in[q], sizeof(double complex) * (size_t)nv);
    }
    dev_copyin(out, sizeof(double complex) * (size_t)nv);
    lat_gauge G = {0};
    if (check) {
        lat_gauge_alloc(&G, &g, 18);
        lat_gauge_random_gaussian(&G, 2024);
    }
    int bad = 0;
    for (int st = 0; st < 2; ++st) {
        if (!want_links[st])
            continue;
        lat_gauge U;
        lat_gauge_alloc(&U, &d.ext, st ? 12 : 18);
        lat_dist_gauge_random_gaussian(&d, &U, 2024);
        dev_copyin(U.u, lat_gauge_bytes(&U));
        lat_dist_gauge_exchange(&d, &U);
        for (int p = 0; p < 2; ++p) {
            double exchange_frac = 0;
            for (int ov = 0; ov < 2; ++ov) { /* off first: it measures the exchange's share */
                if (!overlaps[ov])
                    continue;
                double t[7], cpu[7];
                lat_dist_dslash(&d, &U, p, in[1 - p], out, ov); /* warm-up */
                dev_synchronize();
                for (int b = 0; b < 7; ++b) {
                    mp_barrier();
                    const double x0 = d.exchange_seconds, t0 = wall_seconds(), c0 = cpu_seconds();
                    for (int r = 0; r < reps; ++r)
                        lat_dist_dslash(&d, &U, p, in[1 - p], out, ov);
                    dev_synchronize();
                    double tt[3] = {(wall_seconds() - t0) / reps, (d.exchange_seconds - x0) / reps,
                                    (cpu_seconds() - c0) / reps};
                    mp_max_doubles(tt, 3);
                    t[b] = tt[0], cpu[b] = tt[2];
                    if (!ov && b == 3)
                        exchange_frac = tt[1] / tt[0];
                }
                qsort(t, 7, sizeof t[0], cmp_double);
                qsort(cpu, 7, sizeof cpu[0], cmp_double);
                const double sec = t[3], best = t[0];
                char err_text[32] = "unchecked";
                double rel = 0;
                if (check) {
                    double complex *gin = xmalloc(sizeof *gin * (size_t)(3 * g.sizeh));
                    double complex *ref = xmalloc(sizeof *ref * (size_t)(3 * g.sizeh));
                    for (int64_t h = 0; h < g.sizeh; ++h)
                        for (int c = 0; c < 3; ++c)
                            gin[c * g.sizeh + h] = input_value(&g, 1 - p, h, c);
                    lat_ref_dslash(&G, p, gin, ref);
                    dev_update_host(out, sizeof(double complex) * (size_t)nv);
                    double e[2] = {0, 0};
                    for (int64_t h = 0; h < sizeh; ++h) {
                        int32_t xe[4], xg[4];
                        lat_coords(&d.ext, p, h, xe);
                        if (!lat_dist_owned(&d, xe))
                            continue;
                        lat_dist_global_coords(&d, xe, xg);
                        const int64_t hg = lat_idxh(&g, xg);
                        for (int c = 0; c < 3; ++c) {
                            e[0] = fmax(e[0], cabs(out[c * sizeh + h] - ref[c * g.sizeh + hg]));
                            e[1] = fmax(e[1], cabs(ref[c * g.sizeh + hg]));
                        }
                    }
                    mp_max_doubles(e, 2);
                    rel = e[0] / e[1];
                    snprintf(err_text, sizeof err_text, "%.1e", rel);
                    free(gin), free(ref);
                }
                const int wrong = check && !(rel <= 1e-13);
                bad += wrong;
                const double gbs = (8.0 * U.storage + 8 * 6 + 6) * 8.0 * (double)owned_h / sec * 1e-9;
                printf("RESULT dslash_mpi flavour=%s ranks=%d grid=%dx%dx%dx%d halo_dirs=%d local=%dx%dx%dx%d op=%s links=%d "
                       "overlap=%s ns_per_site=%.4g best_ns_per_site=%.4g cpu_ns_per_site=%.4g GBps=%.4g exchange_frac=%.3f "
                       "rel_err=%s%s\n",
                       dev_flavour(), mp_size(), d.cart.dims[0], d.cart.dims[1], d.cart.dims[2], d.cart.dims[3],
                       d.nsplit, d.local[0], d.local[1], d.local[2], d.local[3], p ? "Doe" : "Deo", U.storage,
                       ov ? "on" : "off", sec / (double)owned_h * 1e9, best / (double)owned_h * 1e9,
                       cpu[3] / (double)owned_h * 1e9, gbs, exchange_frac,
                       err_text,
                       wrong ? " WRONG" : "");
                fflush(stdout);
            }
        }
        dev_delete(U.u, lat_gauge_bytes(&U));
        lat_gauge_free(&U);
    }
    for (int q = 0; q < 2; ++q) {
        dev_delete(in[q], sizeof(double complex) * (size_t)nv);
        free(in[q]);
    }
    dev_delete(out, sizeof(double complex) * (size_t)nv);
    free(out);
    if (check)
        lat_gauge_free(&G);
    lat_dist_free(&d);
    if (bad)
        fprintf(stderr, "error: dslash_bench: %d results differ from the reference\n", bad);
    return bad ? 1 : 0;
}

int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    mp_quiet_stdout();
    const char *grid = NULL, *local = NULL, *global = NULL;
    int overlaps[2] = {1, 1}, check = 1, self_halos = 0; /* overlaps: [off, on] */
    const char *lattices = "8x8x8x8 16x16x16x16 32x32x32x32 32x32x32x8";
    int reps_opt = 0, want_prec[2] = {1, 1}, want_links[2] = {1, 1}; /* [single, double], [18, 12] */
    size_t copy_mb = 0;
    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--no-check")) {
            check = 0;
            continue;
        }
        if (i + 1 >= argc)
            die("option '%s' needs a value", argv[i]);
        char *end;
        if (!strcmp(argv[i], "--lattices"))
            lattices = argv[++i];
        else if (!strcmp(argv[i], "--grid"))
            grid = argv[++i];
        else if (!strcmp(argv[i], "--local"))
            local = argv[++i];
        else if (!strcmp(argv[i], "--lattice"))
            global = argv[++i];
        else if (!strcmp(argv[i], "--self-halos")) {
            const char *v = argv[++i];
            for (const char *c = v; *c; ++c) {
                if (*c < '0' || *c > '3')
                    die("--self-halos: '%s' is not a list of logical directions 0..3 (e.g. 23)", v);
                self_halos |= 1 << (*c - '0');
            }
        }
        else if (!strcmp(argv[i], "--overlap")) {
            int want[2];
            choose("--overlap", argv[i + 1], "on", "off", want);
            overlaps[1] = want[0], overlaps[0] = want[1];
            ++i;
        }
        else if (!strcmp(argv[i], "--reps")) {
            reps_opt = (int)strtol(argv[++i], &end, 10);
            if (!*argv[i] || *end || reps_opt < 0 || reps_opt > 100000000)
                die("--reps: '%s' is not a count", argv[i]);
        } else if (!strcmp(argv[i], "--copy-mb")) {
            const long mb = strtol(argv[++i], &end, 10);
            if (*end || mb < 1 || mb > 65536)
                die("--copy-mb: '%s' is not a size in MB (1 to 65536)", argv[i]);
            copy_mb = (size_t)mb;
        } else if (!strcmp(argv[i], "--precisions")) {
            choose("--precisions", argv[i + 1], "single", "double", want_prec);
            ++i;
        } else if (!strcmp(argv[i], "--links")) {
            choose("--links", argv[i + 1], "18", "12", want_links);
            ++i;
        } else
            die("unknown option '%s'", argv[i]);
    }
    if (!grid && mp_size() > 1)
        grid = "auto";
    if (grid || local || global) {
        if (!grid)
            die("--local and --lattice go with --grid (the distributed Deo/Doe); --lattices is the one-rank benchmark");
        if (local && global)
            mp_fail("--local and --lattice: give one (sites per rank, or the global lattice)");
        return mp_finalize(run_distributed(grid, global, local, overlaps, want_links, reps_opt, check, self_halos));
    }
    result res[256];
    int nres = 0, bad = 0, nlat = 0;
    char list[1024];
    if (snprintf(list, sizeof list, "%s", lattices) >= (int)sizeof list)
        die("--lattices: the list is longer than %zu characters", sizeof list - 1);
    for (char *tok = strtok(list, " ,"); tok; tok = strtok(NULL, " ,"), ++nlat)
        lat_geom_parse(tok, "--lattices"); /* every size checked before the first timing */
    if (nlat == 0 || nlat > (int)(sizeof res / sizeof res[0]) / 8)
        die("--lattices: '%s': give 1 to %d lattice sizes", lattices, (int)(sizeof res / sizeof res[0]) / 8);
    if (!copy_mb) /* two arrays of 1 GiB: past any last-level cache (the GPU host's is 300 MiB) */
        copy_mb = 1024;
    printf("dslash_bench: flavour %s%s\n", dev_flavour(), dev_is_offloading() ? " (offloading)" : " (host)");
    const double copy = copy_bandwidth(copy_mb);
    printf("copy bandwidth: %.1f GB/s (%zu MB double complex, read + write)\n", copy, copy_mb);
    snprintf(list, sizeof list, "%s", lattices);
    for (char *tok = strtok(list, " ,"); tok; tok = strtok(NULL, " ,")) {
        const lat_geom g = lat_geom_parse(tok, "--lattices");
        const int32_t *n = g.n;
        const int64_t nv = 3 * g.sizeh;
        const int reps = reps_opt ? reps_opt : (int)fmax(2, 4194304.0 / (double)g.sizeh);
        lat_gauge U18, U12;
        lat_gauge_alloc(&U18, &g, 18);
        lat_gauge_random_gaussian(&U18, 2024); /* lat_gauge_random: about a minute at 48^4 */
        lat_gauge_alloc(&U12, &g, 12);
        for (int p = 0; p < 2; ++p) /* the same SU(3) links in 12-real storage */
            for (int64_t h = 0; h < g.sizeh; ++h) {
                int32_t x[4];
                double complex m[3][3];
                lat_coords(&g, p, h, x);
                for (int mu = 0; mu < 4; ++mu)
                    lat_link_get(&U18, mu, x, m), lat_link_set(&U12, mu, x, m);
            }
        double complex *in = xmalloc(sizeof *in * (size_t)nv), *ref[2];
        for (int64_t i = 0; i < nv; ++i)
            in[i] = sin(0.37 * (double)i) + I * cos(0.11 * (double)i);
        for (int p = 0; p < 2; ++p) {
            ref[p] = xmalloc(sizeof *in * (size_t)nv);
            lat_ref_dslash(&U18, p, in, ref[p]);
        }
        for (int pf = 0; pf < 2; ++pf)
            for (int st = 0; st < 2; ++st) {
                if (!want_prec[!pf] || !want_links[st])
                    continue;
                const lat_gauge *U = st ? &U12 : &U18;
                const int64_t len = U->len;
                const size_t rs = pf ? sizeof(float) : sizeof(double);
                void *u = lat_host_alloc_placed(2 * rs * (size_t)len), *vin = lat_host_alloc_placed(2 * rs * (size_t)nv);
                void *vout = lat_host_alloc_placed(2 * rs * (size_t)nv);
                for (int64_t i = 0; i < len; ++i)
                    if (pf)
                        ((float complex *)u)[i] = (float complex)U->u[i];
                    else
                        ((double complex *)u)[i] = U->u[i];
                for (int64_t i = 0; i < nv; ++i)
                    if (pf)
                        ((float complex *)vin)[i] = (float complex)in[i];
                    else
                        ((double complex *)vin)[i] = in[i];
                dev_copyin(u, 2 * rs * (size_t)len), dev_copyin(vin, 2 * rs * (size_t)nv);
                dev_copyin(vout, 2 * rs * (size_t)nv);
                for (int p = 0; p < 2; ++p) {
#define DSLASH(T, S, NR) (p ? lattice_doe_##S##NR : lattice_deo_##S##NR)(n[0], n[1], n[2], n[3], (const T complex *)u, (const T complex *)vin, (T complex *)vout)
                    double t;
                    if (pf && st)
                        BENCH_TIME_MEDIAN(t, BATCHES, reps, DSLASH(float, f, 12));
                    else if (pf)
                        BENCH_TIME_MEDIAN(t, BATCHES, reps, DSLASH(float, f, 18));
                    else if (st)
                        BENCH_TIME_MEDIAN(t, BATCHES, reps, DSLASH(double, d, 12));
                    else
                        BENCH_TIME_MEDIAN(t, BATCHES, reps, DSLASH(double, d, 18));
#undef DSLASH
                    dev_update_host(vout, 2 * rs * (size_t)nv);
                    double e = 0, sc = 0;
                    for (int64_t i = 0; i < nv; ++i) {
                        const double complex v = pf ? (double complex)((float complex *)vout)[i] : ((double complex *)vout)[i];
                        e = fmax(e, cabs(v - ref[p][i])), sc = fmax(sc, cabs(ref[p][i]));
                    }
                    result *r = &res[nres++];
                    snprintf(r->lattice, sizeof r->lattice, "%s", tok);
                    r->op = p ? "Doe" : "Deo";
                    r->prec = pf ? "single" : "double";
                    r->links = U->storage;
                    r->ns_site = t / (double)g.sizeh * 1e9;
                    r->gbs = (8.0 * U->storage + 8 * 6 + 6) * (double)rs * (double)g.sizeh / t * 1e-9;
                    r->err = e / sc;
                    const double tol = pf ? 1e-5 : 1e-13;
                    if (!(r->err <= tol))
                        bad++;
                    printf("RESULT dslash flavour=%s lattice=%s op=%s prec=%s links=%d ns_per_site=%.4g GBps=%.4g copy_GBps=%.4g "
                           "ratio=%.4f rel_err=%.1e%s\n",
                           dev_flavour(), tok, r->op, r->prec, r->links, r->ns_site, r->gbs, copy, r->gbs / copy, r->err,
                           r->err <= tol ? "" : " WRONG");
                    fflush(stdout);
                }
                dev_delete(u, 2 * rs * (size_t)len), dev_delete(vin, 2 * rs * (size_t)nv);
                dev_delete(vout, 2 * rs * (size_t)nv);
                free(u), free(vin), free(vout);
            }
        free(in), free(ref[0]), free(ref[1]);
        lat_gauge_free(&U18), lat_gauge_free(&U12);
    }
    printf("\n| lattice | op | precision | links | ns/site | GB/s | of copy BW |\n|---|---|---|---|---|---|---|\n");
    for (int i = 0; i < nres; ++i)
        printf("| %s | %s | %s | %d | %.2f | %.1f | %.0f%% |\n", res[i].lattice, res[i].op, res[i].prec,
               res[i].links, res[i].ns_site, res[i].gbs, 100 * res[i].gbs / copy);
    if (bad)
        fprintf(stderr, "error: dslash_bench: %d results differ from the reference\n", bad);
    return mp_finalize(bad ? 1 : 0);
}
