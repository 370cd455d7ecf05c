/* hmc: pure-gauge HMC (Wilson action) on the lattice family's kernels.
 *
 *   hmc [--lattice N0xN1xN2xN3|N] [--beta B] [--traj K] [--therm K0] [--warmup K1] [--tau T] [--steps S]
 *       [--integrator omelyan|leapfrog] [--storage 12|18] [--seed S]
 *       [--start cold|hot|FILE.nersc] [--save FILE.nersc]
 *
 * Defaults: the spec's embedded lattice (specs/lattice.yaml), beta 6.0, cold start,
 * 40 trajectories of length 1 with 10 Omelyan steps, 12-real links, seed 12345. The first
 * K0 = 15 trajectories thermalise and are left out of the averages; the first K1 of them
 * (default min(10, K0)) are warm-up trajectories, always accepted (no Metropolis step: from a
 * cold start at beta 6 the first trajectories have dH ~ 20; they do not sample exp(-S), so
 * keep K0 well above K1). Prints one progress line per trajectory (plaquette, dH, exp(-dH),
 * accept/reject/warmup, acceptance of the Metropolis trajectories so far), then the average
 * plaquette of the measured trajectories with its error and integrated autocorrelation time from
 * the Gamma method (U. Wolff, Comput. Phys. Commun. 156 (2004) 143; window parameter
 * S = 1.5), their acceptance and <exp(-dH)>. Results depend on the seed only: not on the
 * flavour or the thread count (counter-based random numbers, site-local updates).
 * With --start FILE, a --lattice given too must match the file's extents.
 * Exit status: 0 done, 1 bad input. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "device.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

static double number(const char *opt, const char *v, double lo, double hi)
{
    char *end;
    const double x = strtod(v, &end);
    if (*v == 0 || *end || !(x >= lo && x <= hi))
        die("%s: '%s' is not a number in [%g, %g]", opt, v, lo, hi);
    return x;
}

static long long integer(const char *opt, const char *v, long long lo, long long hi)
{
    char *end;
    const long long x = strtoll(v, &end, 10);
    if (*v == 0 || *end || x < lo || x > hi)
        die("%s: '%s' is not an integer in [%lld, %lld]", opt, v, lo, hi);
    return x;
}

/* Mean of a[0..n) with its error and integrated autocorrelation time by the Gamma
 * method (Wolff 2004): automatic window W, first W where exp(-W/tau) - tau/sqrt(W n) < 0
 * with tau = S / ln((2 tau_int + 1) / (2 tau_int - 1)), S = 1.5; bias-corrected. */
static double gamma_method(const double *a, int n, double *err, double *tau_int, int *window)
{
    double mean = 0;
    for (int i = 0; i < n; ++i)
        mean += a[i] / n;
    double *g = xcalloc((size_t)n, sizeof *g);
    for (int t = 0; t < n / 2; ++t) {
        for (int i = 0; i + t < n; ++i)
            g[t] += (a[i] - mean) * (a[i + t] - mean);
        g[t] /= n - t;
    }
    *err = 0, *tau_int = 0.5, *window = 0;
    if (!(g[0] > 0)) {
        free(g);
        return mean;
    }
    double cf = g[0];
    int w = 1;
    for (; w < n / 2; ++w) {
        cf += 2 * g[w];
        const double ti = cf / (2 * g[0]);
        const double tau = ti <= 0.5 ? 1e-9 : 1.5 / log((2 * ti + 1) / (2 * ti - 1));
        if (exp(-w / tau) - tau / sqrt((double)w * n) < 0)
            break;
    }
    if (w == n / 2) /* no window found: the series is too short for its autocorrelation */
        w = n / 2 - 1;
    cf *= 1 + (2.0 * w + 1) / n; /* bias correction of Gamma(t) */
    *err = sqrt(fmax(cf, 0) / n);
    *tau_int = cf / (2 * g[0]);
    *window = w;
    free(g);
    return mean;
}

int main(int argc, char **argv)
{
    char def[64], err[600];
    snprintf(def, sizeof def, "%dx%dx%dx%d", LATTICE_DEFAULT_N0, LATTICE_DEFAULT_N1, LATTICE_DEFAULT_N2,
             LATTICE_DEFAULT_N3);
    const char *lattice = NULL, *start = "cold", *save = NULL;
    lat_hmc_params p = {.beta = 6.0, .tau = 1.0, .steps = 10, .integrator = LAT_OMELYAN, .seed = 12345};
    int ntraj = 40, therm = 15, warmup = -1, storage = 12;
    for (int i = 1; i < argc; ++i) {
        const char *o = argv[i];
        if (i + 1 >= argc)
            die("option '%s' needs a value (see the comment at the top of drivers/hmc.c)", o);
        const char *v = argv[++i];
        if (!strcmp(o, "--lattice"))
            lattice = v;
        else if (!strcmp(o, "--beta"))
            p.beta = number(o, v, 0.01, 100);
        else if (!strcmp(o, "--traj"))
            ntraj = (int)integer(o, v, 1, 10000000);
        else if (!strcmp(o, "--therm"))
            therm = (int)integer(o, v, 0, 10000000);
        else if (!strcmp(o, "--warmup"))
            warmup = (int)integer(o, v, 0, 10000000);
        else if (!strcmp(o, "--tau"))
            p.tau = number(o, v, 1e-6, 100);
        else if (!strcmp(o, "--steps"))
            p.steps = (int)integer(o, v, 1, 1000000);
        else if (!strcmp(o, "--seed"))
            p.seed = (uint64_t)integer(o, v, 0, (long long)1e18);
        else if (!strcmp(o, "--storage")) {
            storage = (int)integer(o, v, 12, 18);
            if (storage != 12 && storage != 18)
                die("--storage: %s must be 12 or 18 (reals per link)", v);
        } else if (!strcmp(o, "--integrator")) {
            if (!strcmp(v, "omelyan"))
                p.integrator = LAT_OMELYAN;
            else if (!strcmp(v, "leapfrog"))
                p.integrator = LAT_LEAPFROG;
            else
                die("--integrator: unknown integrator '%s' (omelyan, leapfrog)", v);
        } else if (!strcmp(o, "--start"))
            start = v;
        else if (!strcmp(o, "--save"))
            save = v;
        else
            die("unknown option '%s'", o);
    }
    if (therm >= ntraj)
        die("--therm %d leaves no trajectories of --traj %d to measure", therm, ntraj);
    if (warmup < 0)
        warmup = therm < 10 ? therm : 10;
    if (warmup > therm)
        die("--warmup %d is more than --therm %d: warm-up trajectories must not be measured", warmup, therm);
    const int from_file = strcmp(start, "cold") && strcmp(start, "hot");
    /* checked before the run: an error after it would throw the trajectories away */
    if (save) {
        char dir[4096];
        snprintf(dir, sizeof dir, "%s", save);
        char *slash = strrchr(dir, '/');
        if (slash)
            slash == dir ? (void)(dir[1] = 0) : (void)(*slash = 0);
        if (access(slash ? dir : ".", W_OK | X_OK))
            die("--save: cannot create %s: directory %s: %s", save, slash ? dir : ".", strerror(errno));
    }
    lat_gauge U;
    if (!from_file) {
        const lat_geom g = lat_geom_parse(lattice ? lattice : def, "--lattice");
        lat_gauge_alloc(&U, &g, storage);
        if (!strcmp(start, "cold"))
            lat_gauge_cold(&U);
        else
            lat_gauge_random(&U, p.seed ^ 0x5bd1e995u, 3.0);
    } else {
        if (lat_nersc_read(start, &U, storage, err, sizeof err))
            die("--start: %s", err);
        if (lattice) {
            const lat_geom g = lat_geom_parse(lattice, "--lattice");
            if (memcmp(g.n, U.g.n, sizeof g.n))
                die("--start: %s holds a %dx%dx%dx%d lattice, not the --lattice %s asked for", start, U.g.n[0],
                    U.g.n[1], U.g.n[2], U.g.n[3], lattice);
        }
    }
    const int32_t *n = U.g.n;
    printf("hmc: %dx%dx%dx%d, beta %.4f, %s start, %d-real links, %s, tau %.3f, %d steps, %d trajectories "
           "(%d thermalisation, %d warm-up), seed %llu, flavour %s%s\n",
           n[0], n[1], n[2], n[3], p.beta, from_file ? "file" : start, storage,
           p.integrator == LAT_OMELYAN ? "Omelyan" : "leapfrog", p.tau, p.steps, ntraj, therm, warmup,
           (unsigned long long)p.seed, dev_flavour(), dev_is_offloading() ? " (offloading)" : "");
    lat_hmc h;
    lat_hmc_init(&h, &U);
    printf("traj %5d  plaquette %.12f\n", 0, lat_plaquette(&U));
    const int nm = ntraj - therm;
    double *plaq = xmalloc(sizeof *plaq * (size_t)nm);
    int accepted = 0, metropolis = 0, accepted_all = 0;
    double sum_exp = 0;
    const double t0 = wall_seconds();
    for (int t = 0; t < ntraj; ++t) {
        const double t1 = wall_seconds();
        const int measure = t >= therm, metro = t >= warmup;
        const lat_traj r = lat_hmc_trajectory(&h, &p, (uint64_t)t, metro);
        metropolis += metro, accepted_all += metro && r.accepted;
        if (measure) {
            accepted += r.accepted;
            sum_exp += r.exp_minus_dH;
            plaq[t - therm] = r.plaquette;
        }
        printf("traj %5d  plaquette %.12f  dH %+.6e  exp(-dH) %.6g  %s  acceptance %.3f  %.2f s\n", t + 1,
               r.plaquette, r.dH, r.exp_minus_dH, !metro ? "warmup" : r.accepted ? "accept" : "reject",
               metropolis ? (double)accepted_all / metropolis : 1.0, wall_seconds() - t1);
        fflush(stdout);
    }
    double perr, tau_int;
    int window;
    const double mean = gamma_method(plaq, nm, &perr, &tau_int, &window);
    if (nm >= 20)
        printf("average plaquette %.6f +- %.6f over trajectories %d..%d (Gamma method: tau_int %.2f, window %d)\n",
               mean, perr, therm + 1, ntraj, tau_int, window);
    else
        printf("average plaquette %.6f over trajectories %d..%d (no error: fewer than 20 trajectories)\n", mean,
               therm + 1, ntraj);
    printf("acceptance %.3f, <exp(-dH)> %.4f over %d trajectories, %.2f s per trajectory\n",
           (double)accepted / nm, sum_exp / nm, nm, (wall_seconds() - t0) / ntraj);
    lat_hmc_free(&h);
    if (save) {
        if (lat_nersc_write(save, &U, err, sizeof err))
            die("--save: %s", err);
        printf("saved %s\n", save);
    }
    lat_gauge_free(&U);
    free(plaq);
    return 0;
}
