/* hmc: pure-gauge HMC (Wilson action) on the lattice family's kernels.
 *
 *   hmc [--lattice N0xN1xN2xN3|N] [--beta B] [--traj K] [--therm K0] [--tau T] [--steps S]
 *       [--integrator omelyan|leapfrog] [--storage 12|18] [--seed S]
 *       [--start cold|hot|FILE.nersc] [--save FILE.nersc]
 *
 * Defaults: the spec's embedded lattice (specs/lattice.yaml), beta 6.0, 10 trajectories of
 * length 1 with 10 Omelyan steps, 12-real links, cold start. Prints one progress line per
 * trajectory (plaquette, dH, exp(-dH), acceptance), then the average plaquette over the
 * trajectories after the first K0 with its error from 10 jackknife blocks.
 * Exit status: 0 done, 1 bad input. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int main(int argc, char **argv)
{
    char def[64], err[600];
    snprintf(def, sizeof def, "%dx%dx%dx%d", LATTICE_DEFAULT_N0, LATTICE_DEFAULT_N1, LATTICE_DEFAULT_N2,
             LATTICE_DEFAULT_N3);
    const char *lattice = def, *start = "cold", *save = NULL;
    lat_hmc_params p = {.beta = 6.0, .tau = 1.0, .steps = 10, .integrator = LAT_OMELYAN, .seed = 12345};
    int ntraj = 10, therm = 0, storage = 12;
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
            ntraj = (int)number(o, v, 1, 1e7);
        else if (!strcmp(o, "--therm"))
            therm = (int)number(o, v, 0, 1e7);
        else if (!strcmp(o, "--tau"))
            p.tau = number(o, v, 1e-6, 100);
        else if (!strcmp(o, "--steps"))
            p.steps = (int)number(o, v, 1, 1e6);
        else if (!strcmp(o, "--seed"))
            p.seed = (uint64_t)number(o, v, 0, 1e18);
        else if (!strcmp(o, "--storage")) {
            storage = (int)number(o, v, 12, 18);
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
        die("--therm %d leaves no trajectories of --traj %d to average", therm, ntraj);
    lat_gauge U;
    if (!strcmp(start, "cold") || !strcmp(start, "hot")) {
        const lat_geom g = lat_geom_parse(lattice, "--lattice");
        lat_gauge_alloc(&U, &g, storage);
        if (!strcmp(start, "cold"))
            lat_gauge_cold(&U);
        else
            lat_gauge_random(&U, p.seed ^ 0x5bd1e995u, 3.0);
    } else {
        if (lat_nersc_read(start, &U, storage, err, sizeof err))
            die("--start: %s", err);
    }
    const int32_t *n = U.g.n;
    printf("hmc: %dx%dx%dx%d, beta %.4f, %s start, %d-real links, %s, tau %.3f, %d steps, %d trajectories "
           "(%d thermalisation), seed %llu, flavour %s%s\n",
           n[0], n[1], n[2], n[3], p.beta, strcmp(start, "cold") && strcmp(start, "hot") ? "file" : start,
           storage, p.integrator == LAT_OMELYAN ? "Omelyan" : "leapfrog", p.tau, p.steps, ntraj, therm,
           (unsigned long long)p.seed, dev_flavour(), dev_is_offloading() ? " (offloading)" : "");
    lat_hmc h;
    lat_hmc_init(&h, &U);
    printf("traj %5d  plaquette %.12f\n", 0, lat_plaquette(&U));
    double *plaq = xmalloc(sizeof *plaq * (size_t)ntraj);
    int accepted = 0;
    double sum_exp = 0;
    const double t0 = wall_seconds();
    for (int t = 0; t < ntraj; ++t) {
        const double t1 = wall_seconds();
        const lat_traj r = lat_hmc_trajectory(&h, &p, (uint64_t)t, 1);
        accepted += r.accepted;
        sum_exp += r.exp_minus_dH;
        plaq[t] = r.plaquette;
        printf("traj %5d  plaquette %.12f  dH %+.6e  exp(-dH) %.6f  %s  acceptance %.3f  %.2f s\n", t + 1,
               r.plaquette, r.dH, r.exp_minus_dH, r.accepted ? "accept" : "reject",
               (double)accepted / (t + 1), wall_seconds() - t1);
        fflush(stdout);
    }
    const int nm = ntraj - therm;
    double mean = 0;
    for (int t = therm; t < ntraj; ++t)
        mean += plaq[t] / nm;
    double errj = 0;
    if (nm >= 10) { /* jackknife over 10 blocks */
        const int nb = 10, bs = nm / nb;
        double jk[10], jm = 0;
        for (int b = 0; b < nb; ++b) {
            double s = 0;
            int c = 0;
            for (int t = therm; t < therm + nb * bs; ++t)
                if ((t - therm) / bs != b)
                    s += plaq[t], c++;
            jk[b] = s / c;
            jm += jk[b] / nb;
        }
        for (int b = 0; b < nb; ++b)
            errj += (jk[b] - jm) * (jk[b] - jm);
        errj = sqrt(errj * (nb - 1) / nb);
    }
    printf("average plaquette %.6f +- %.6f over trajectories %d..%d (%s)\n", mean, errj, therm + 1, ntraj,
           nm >= 10 ? "jackknife, 10 blocks" : "no error: fewer than 10 trajectories");
    printf("acceptance %.3f, <exp(-dH)> %.4f, %.2f s per trajectory\n", (double)accepted / ntraj,
           sum_exp / ntraj, (wall_seconds() - t0) / ntraj);
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
