/* hmc: HMC for lattice QCD on the lattice family's kernels: pure gauge, or the RHMC with
 * rooted staggered quarks.
 *
 *   hmc [--lattice N0xN1xN2xN3|N] [--beta B] [--action wilson|symanzik] [--traj K] [--therm K0]
 *       [--warmup K1] [--tau T] [--steps S] [--gauge-steps G] [--integrator omelyan|leapfrog]
 *       [--storage 12|18] [--seed S] [--start cold|hot|FILE.nersc] [--save FILE.nersc]
 *       [--flavours NF:MASS[:NPF]]... [--exact] [--stout N] [--rho R]
 *       [--md-residual R] [--mc-residual R] [--md-error E] [--mc-error E] [--md-precision single|double]
 *       [--pbp-noise N]
 *       [--json FILE] [--grid P0xP1xP2xP3|auto] [--self-halos DIRS]
 *
 * Defaults: the spec's embedded lattice and gauge action (specs/lattice.yaml), beta 6.0, cold
 * start, 40 trajectories of length 1 with 10 Omelyan steps, 12-real links, seed 12345. The first
 * K0 = 15 trajectories thermalise and are left out of the averages; the first K1 of them
 * (default min(10, K0)) are warm-up trajectories, always accepted (no Metropolis step: from a
 * cold start at beta 6 the first trajectories have dH ~ 20; they do not sample exp(-S), so
 * keep K0 well above K1).
 *
 * Quarks: each --flavours NF:MASS[:NPF] adds a species of NF staggered flavours of mass MASS,
 * det(M)^(NF/4) with M = m^2 - Deo Doe, split over NPF pseudofermion fields (default the
 * fewest with NF / (4 NPF) <= 1): --flavours 2:0.0125 --flavours 1:0.05 is 2+1 flavours.
 * Each field's det(M)^(NF/4NPF) goes through rational approximations on [m^2, m^2 + 16]
 * (Remez, printed with their errors): the action and heat bath to --mc-error (default 1e-12),
 * the force to --md-error (1e-7). The CG stops at --md-residual (1e-7) in the molecular
 * dynamics and at --mc-residual (1e-10) for the heat bath and the Metropolis action; the
 * molecular dynamics' solves run in single precision (--md-precision, default single: half the
 * memory traffic; the force's outer products and everything else stay double). The
 * integrator is nested: S outer steps with the fermion force, each drift G (--gauge-steps,
 * default 5) steps of the gauge force. --stout N smears the links the quarks see N times
 * (--rho, default 0.125). --exact: for species with NF = 4 NPF, the heat bath
 * phi = m eta_e - Deo eta_o of exact HMC instead of the rational one. After each trajectory:
 * the Polyakov loop and, with quarks, the chiral condensate of each species from --pbp-noise
 * Z2 noise vectors (default 1).
 *
 * Output: one progress line per trajectory (plaquette, dH, exp(-dH), accept/reject/warmup,
 * acceptance of the Metropolis trajectories so far, seconds), with quarks a second line of
 * measurements; then the average plaquette of the measured trajectories with its error and
 * integrated autocorrelation time from the Gamma method (U. Wolff, Comput. Phys. Commun. 156
 * (2004) 143; window parameter S = 1.5; never below the uncorrelated error), their acceptance
 * and <exp(-dH)>, and the time per trajectory split into Dirac operator, fermion force, gauge
 * MD, linear algebra and the rest.
 * --json FILE writes one JSON object per trajectory (JSON Lines; a number that is not finite,
 * e.g. exp_minus_dH when exp(-dH) overflows on the first trajectories of a hot start, is
 * written null). Results depend on the seed
 * only: not on the flavour or the thread count (counter-based random numbers).
 * With --start FILE, a --lattice given too must match the file's extents.
 *
 * Several ranks (the MPI build, mpirun; runtime/lattice/dist.h): --grid P0xP1xP2xP3 cuts the
 * lattice over a grid of ranks (0 entries, or `auto`, are chosen; the default under mpirun
 * with more than one rank is auto). The HMC (Wilson or Symanzik) and the RHMC with quarks run
 * distributed: links and momenta on each rank's part with halos, the pseudofermion and
 * condensate noise from the global sites' indices, the multishift CG (double or single
 * precision) and the sums of the actions through a fixed tree over blocks of 2^4 sites, so the
 * plaquettes, dH, accept/reject decisions and condensates are the same bits on any rank count
 * and grid. --start FILE is read by rank 0 and sent to every rank, --save gathers the links and
 * rank 0 writes the same file bytes as one rank. Stout smearing too (each level's halos
 * exchanged), the Polyakov loop (the t lines chained over the ranks along t). --grid
 * 1x1x1x1 runs this distributed code on one rank (any build); --self-halos 0123 (digits: logical
 * directions) keeps halos in those directions of one rank too, exchanged with the rank itself, so
 * that one rank runs the whole halo path (every build: the same trajectories bit for bit). Option errors stop every rank
 * with one error line (rank 0's).
 * Exit status: 0 done, 1 bad input. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "device.h"
#include "lattice/dist.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

typedef struct {
    const char *lattice, *start, *save, *json, *grid;
    int ntraj, therm, warmup, storage, pbp_noise, self_halos;
    lat_hmc_params p;
} options;

/* Option errors: every rank parses the same arguments and reaches the same error, so they go
 * through mp_fail (rank 0 prints one `error:` line, every rank exits 1), not die (one line per
 * rank under mpirun). */
static void lattice_or_fail(const char *text)
{
    int a, b, c, d, used = 0;
    int32_t n[4];
    char err[200];
    if (sscanf(text, "%dx%dx%dx%d%n", &a, &b, &c, &d, &used) == 4 && text[used] == 0)
        n[0] = a, n[1] = b, n[2] = c, n[3] = d;
    else if (sscanf(text, "%d%n", &a, &used) == 1 && text[used] == 0)
        n[0] = n[1] = n[2] = n[3] = a;
    else
        mp_fail("--lattice: '%s' is not a lattice size (expected N0xN1xN2xN3 or N)", text);
    lat_geom g;
    if (lat_geom_init(&g, n, err, sizeof err))
        mp_fail("--lattice: lattice %s: %s", text, err);
}

static double number(const char *opt, const char *v, double lo, double hi)
{
    char *end;
    const double x = strtod(v, &end);
    if (*v == 0 || *end || !(x >= lo && x <= hi))
        mp_fail("%s: '%s' is not a number in [%g, %g]", opt, v, lo, hi);
    return x;
}

static long long integer(const char *opt, const char *v, long long lo, long long hi)
{
    char *end;
    const long long x = strtoll(v, &end, 10);
    if (*v == 0 || *end || x < lo || x > hi)
        mp_fail("%s: '%s' is not an integer in [%lld, %lld]", opt, v, lo, hi);
    return x;
}

/* NF:MASS[:NPF] */
static lat_flavours flavours(const char *v)
{
    char buf[128], *parts[4];
    int np = 0;
    if (snprintf(buf, sizeof buf, "%s", v) >= (int)sizeof buf)
        mp_fail("--flavours: '%s' is too long", v);
    for (char *t = strtok(buf, ":"); t && np < 4; t = strtok(NULL, ":"))
        parts[np++] = t;
    if (np < 2 || np > 3 || strchr(v, ':') == NULL || v[strlen(v) - 1] == ':')
        mp_fail("--flavours: '%s' is not NF:MASS or NF:MASS:NPF (e.g. 2:0.0125)", v);
    lat_flavours f;
    f.nf = (int)integer("--flavours (NF)", parts[0], 1, 16);
    f.mass = number("--flavours (MASS)", parts[1], 1e-6, 100);
    f.npf = np == 3 ? (int)integer("--flavours (NPF)", parts[2], 1, LAT_MAX_PSEUDOFERMIONS) : (f.nf + 3) / 4;
    return f;
}

static options parse(int argc, char **argv)
{
    options o = {.start = "cold", .ntraj = 40, .therm = 15, .warmup = -1, .storage = 12, .pbp_noise = -1};
    o.p = (lat_hmc_params){.action = LATTICE_DEFAULT_GAUGE_ACTION, .beta = 6.0, .tau = 1.0, .steps = 10,
                           .gauge_steps = 5, .integrator = LAT_OMELYAN, .seed = 12345, .rho = 0.125,
                           .md_residual = 1e-7, .mc_residual = 1e-10, .md_error = 1e-7, .mc_error = 1e-12,
                           .md_single = LATTICE_HAS_SINGLE};
    for (int i = 1; i < argc; ++i) {
        const char *opt = argv[i];
        if (!strcmp(opt, "--exact")) {
            o.p.exact = 1;
            continue;
        }
        if (i + 1 >= argc)
            mp_fail("option '%s' needs a value (see the comment at the top of drivers/hmc.c)", opt);
        const char *v = argv[++i];
        if (!strcmp(opt, "--lattice"))
            o.lattice = v;
        else if (!strcmp(opt, "--beta"))
            o.p.beta = number(opt, v, 0.01, 100);
        else if (!strcmp(opt, "--action")) {
            if (strcmp(v, "wilson") && strcmp(v, "symanzik"))
                mp_fail("--action: unknown gauge action '%s' (wilson, symanzik)", v);
            o.p.action = strcmp(v, "wilson") ? LAT_SYMANZIK : LAT_WILSON;
        } else if (!strcmp(opt, "--traj"))
            o.ntraj = (int)integer(opt, v, 1, 10000000);
        else if (!strcmp(opt, "--therm"))
            o.therm = (int)integer(opt, v, 0, 10000000);
        else if (!strcmp(opt, "--warmup"))
            o.warmup = (int)integer(opt, v, 0, 10000000);
        else if (!strcmp(opt, "--tau"))
            o.p.tau = number(opt, v, 1e-6, 100);
        else if (!strcmp(opt, "--steps"))
            o.p.steps = (int)integer(opt, v, 1, 1000000);
        else if (!strcmp(opt, "--gauge-steps"))
            o.p.gauge_steps = (int)integer(opt, v, 1, 1000000);
        else if (!strcmp(opt, "--seed"))
            o.p.seed = (uint64_t)integer(opt, v, 0, (long long)1e18);
        else if (!strcmp(opt, "--storage")) {
            o.storage = (int)integer(opt, v, 12, 18);
            if (o.storage != 12 && o.storage != 18)
                mp_fail("--storage: %s must be 12 or 18 (reals per link)", v);
        } else if (!strcmp(opt, "--integrator")) {
            if (!strcmp(v, "omelyan"))
                o.p.integrator = LAT_OMELYAN;
            else if (!strcmp(v, "leapfrog"))
                o.p.integrator = LAT_LEAPFROG;
            else
                mp_fail("--integrator: unknown integrator '%s' (omelyan, leapfrog)", v);
        } else if (!strcmp(opt, "--flavours")) {
            if (o.p.nspecies == LAT_MAX_SPECIES)
                mp_fail("--flavours: at most %d species", LAT_MAX_SPECIES);
            o.p.species[o.p.nspecies++] = flavours(v);
        } else if (!strcmp(opt, "--stout"))
            o.p.stout_levels = (int)integer(opt, v, 0, LAT_MAX_STOUT);
        else if (!strcmp(opt, "--rho"))
            o.p.rho = number(opt, v, 1e-6, 0.99);
        else if (!strcmp(opt, "--md-precision")) {
            if (strcmp(v, "single") && strcmp(v, "double"))
                mp_fail("--md-precision: '%s' is not single or double", v);
            o.p.md_single = !strcmp(v, "single");
        } else if (!strcmp(opt, "--md-residual"))
            o.p.md_residual = number(opt, v, 1e-15, 0.1);
        else if (!strcmp(opt, "--mc-residual"))
            o.p.mc_residual = number(opt, v, 1e-15, 0.1);
        else if (!strcmp(opt, "--md-error"))
            o.p.md_error = number(opt, v, LAT_RATIONAL_MIN_ERROR, 0.1);
        else if (!strcmp(opt, "--mc-error"))
            o.p.mc_error = number(opt, v, LAT_RATIONAL_MIN_ERROR, 0.1);
        else if (!strcmp(opt, "--pbp-noise"))
            o.pbp_noise = (int)integer(opt, v, 0, 10000);
        else if (!strcmp(opt, "--start"))
            o.start = v;
        else if (!strcmp(opt, "--save"))
            o.save = v;
        else if (!strcmp(opt, "--json"))
            o.json = v;
        else if (!strcmp(opt, "--grid"))
            o.grid = v;
        else if (!strcmp(opt, "--self-halos")) {
            for (const char *c = v; *c; ++c) {
                if (*c < '0' || *c > '3')
                    mp_fail("--self-halos: '%s' is not a list of logical directions 0..3 (e.g. 0123)", v);
                o.self_halos |= 1 << (*c - '0');
            }
        }
        else
            mp_fail("unknown option '%s'", opt);
    }
    if (o.therm >= o.ntraj)
        mp_fail("--therm %d leaves no trajectories of --traj %d to measure", o.therm, o.ntraj);
    if (o.warmup < 0)
        o.warmup = o.therm < 10 ? o.therm : 10;
    if (o.warmup > o.therm)
        mp_fail("--warmup %d is more than --therm %d: warm-up trajectories must not be measured", o.warmup, o.therm);
    if (o.p.exact && !o.p.nspecies)
        mp_fail("--exact: no --flavours to simulate exactly");
    if (o.pbp_noise < 0)
        o.pbp_noise = o.p.nspecies ? 1 : 0;
    if (!o.grid && mp_size() > 1)
        o.grid = "auto";
    if (o.self_halos && !o.grid)
        mp_fail("--self-halos: needs --grid (the distributed lattice)");
    if (o.lattice) /* checked here, where every rank fails together */
        lattice_or_fail(o.lattice);
    return o;
}

/* The directory of `path` must be writable: checked before the run, since an error after it
 * would throw the trajectories away. */
static void load_links(const options *o, lat_gauge *U)
{
    char def[64], err[600];
    snprintf(def, sizeof def, "%dx%dx%dx%d", LATTICE_DEFAULT_N0, LATTICE_DEFAULT_N1, LATTICE_DEFAULT_N2,
             LATTICE_DEFAULT_N3);
    if (!strcmp(o->start, "cold") || !strcmp(o->start, "hot")) {
        const lat_geom g = lat_geom_parse(o->lattice ? o->lattice : def, "--lattice");
        lat_gauge_alloc(U, &g, o->storage);
        if (!strcmp(o->start, "cold"))
            lat_gauge_cold(U);
        else
            lat_gauge_random(U, o->p.seed ^ 0x5bd1e995u, 3.0);
        return;
    }
    if (o->grid) { /* rank 0 reads, every rank receives the extents and the links */
        int32_t n[4] = {0};
        if (mp_rank() == 0) {
            if (lat_nersc_read(o->start, U, o->storage, err, sizeof err))
                die("--start: %s", err); /* the other ranks wait in the broadcast: mpirun stops them */
            memcpy(n, U->g.n, sizeof n);
        }
        mp_bcast(n, sizeof n, 0);
        if (mp_rank() != 0) {
            lat_geom g;
            if (lat_geom_init(&g, n, err, sizeof err))
                die("--start: %s", err);
            lat_gauge_alloc(U, &g, o->storage);
        }
        mp_bcast(U->u, lat_gauge_bytes(U), 0);
    } else if (lat_nersc_read(o->start, U, o->storage, err, sizeof err))
        die("--start: %s", err);
    if (o->lattice) {
        const lat_geom g = lat_geom_parse(o->lattice, "--lattice");
        if (memcmp(g.n, U->g.n, sizeof g.n))
            mp_fail("--start: %s holds a %dx%dx%dx%d lattice, not the --lattice %s asked for", o->start, U->g.n[0],
                U->g.n[1], U->g.n[2], U->g.n[3], o->lattice);
    }
}

static void print_header(const options *o, const lat_hmc *h, const lat_gauge *U)
{
    const lat_hmc_params *p = &o->p;
    const int32_t *n = U->g.n;
    const int from_file = strcmp(o->start, "cold") && strcmp(o->start, "hot");
    printf("hmc: %dx%dx%dx%d, beta %.4f%s, %s start, %d-real links, %s, tau %.3f, %d steps, %d trajectories "
           "(%d thermalisation, %d warm-up), seed %llu, flavour %s%s\n",
           n[0], n[1], n[2], n[3], p->beta, p->action == LAT_SYMANZIK ? " (tree-level Symanzik)" : "",
           from_file ? "file" : o->start, o->storage, p->integrator == LAT_OMELYAN ? "Omelyan" : "leapfrog", p->tau,
           p->steps, o->ntraj, o->therm, o->warmup, (unsigned long long)p->seed, dev_flavour(),
           dev_is_offloading() ? " (offloading)" : "");
    if (!p->nspecies)
        return;
    printf("quarks: %d species, %d gauge steps per outer drift, stout %d x rho %.4f, CG residuals %.1e (MD, %s) "
           "%.1e (Metropolis), %s heat bath\n",
           p->nspecies, p->gauge_steps, p->stout_levels, p->rho, p->md_residual, p->md_single ? "single" : "double",
           p->mc_residual, p->exact ? "exact" : "rational");
    for (int s = 0; s < p->nspecies; ++s) {
        const lat_species *sp = &h->species[s];
        printf("species %d: %d flavour%s of mass %g, %d pseudofermion%s\n", s + 1, sp->f.nf, sp->f.nf > 1 ? "s" : "",
               sp->f.mass, sp->f.npf, sp->f.npf > 1 ? "s" : "");
        const lat_rational *r[3] = {&sp->action, &sp->force, &sp->heatbath};
        const char *use[3] = {"action", "force", "heat bath: x * "};
        for (int k = 0; k < 3; ++k)
            printf("  rational %-16s x^%-9.6g on [%.6g, %.6g]: %2d poles, max relative error %.2e\n", use[k],
                   r[k]->power, r[k]->lo, r[k]->hi, r[k]->npoles, r[k]->rel_err);
    }
}

/* CPU time of this process (all its threads) */
static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

typedef struct {
    double complex polyakov;
    lat_pbp pbp[LAT_MAX_SPECIES];
} measurement;

static measurement measure(lat_hmc *h, const options *o, int traj)
{
    measurement m = {0};
    m.polyakov = h->dist ? lat_dist_polyakov(h->dist, h->U) : lat_polyakov(h->U);
    if (o->pbp_noise > 0) {
        lat_stout_smear(&h->stout); /* the Dirac operator of the simulation */
        const lat_gauge *V = lat_stout_top(&h->stout);
        for (int s = 0; s < h->p.nspecies; ++s) {
            const uint64_t stream = ((uint64_t)2 << 40) + 1024 * (uint64_t)traj + 64 * (uint64_t)s;
            const double mass = h->species[s].f.mass;
            m.pbp[s] = h->dist ? lat_dist_chiral_condensate(h->dist, V, mass, o->pbp_noise, h->p.seed, stream,
                                                            h->p.mc_residual)
                               : lat_chiral_condensate(&h->solver, V, mass, o->pbp_noise, h->p.seed, stream,
                                                       h->p.mc_residual);
        }
    }
    return m;
}

/* a JSON number, or null where it is not finite (JSON has no inf or nan): exp(-dH) overflows to
 * inf when dH < -709, e.g. the first trajectories from a hot start */
static void json_number(FILE *f, const char *key, const char *fmt, double x)
{
    fprintf(f, "\"%s\": ", key);
    if (isfinite(x))
        fprintf(f, fmt, x);
    else
        fputs("null", f);
    fputs(", ", f);
}

static void json_line(FILE *f, const options *o, int t, const lat_traj *r, const measurement *m, int metro,
                      double seconds, const double *dt, long md, long mc)
{
    fprintf(f, "{\"traj\": %d, \"plaquette\": %.17g, ", t, r->plaquette);
    json_number(f, "dH", "%.17g", r->dH);
    json_number(f, "exp_minus_dH", "%.10g", r->exp_minus_dH);
    fprintf(f, "\"accepted\": %s, \"metropolis\": %s, ", r->accepted ? "true" : "false", metro ? "true" : "false");
    json_number(f, "gauge_action", "%.15g", r->gauge_action);
    json_number(f, "fermion_action", "%.15g", r->fermion_action);
    if (isfinite(creal(m->polyakov)))
        fprintf(f, "\"polyakov\": [%.12g, %.12g], ", creal(m->polyakov), cimag(m->polyakov));
    else /* not finite */
        fprintf(f, "\"polyakov\": null, ");
    fprintf(f, "\"seconds\": %.6g, \"time\": {", seconds);
    for (int k = 0; k < LAT_NTIMES; ++k)
        fprintf(f, "%s\"%s\": %.6g", k ? ", " : "", lat_time_names[k], dt[k]);
    fprintf(f, "}, \"cg_iterations\": {\"md\": %ld, \"mc\": %ld}, \"pbp\": [", md, mc);
    for (int s = 0; o->pbp_noise > 0 && s < o->p.nspecies; ++s)
        fprintf(f, "%s{\"mass\": %.10g, \"value\": %.12g, \"error\": %.6g}", s ? ", " : "", o->p.species[s].mass,
                m->pbp[s].value, m->pbp[s].error);
    fprintf(f, "]}\n");
    fflush(f);
}

int main(int argc, char **argv)
{
    char err[600];
    mp_init(&argc, &argv);
    mp_quiet_stdout();
    const options o = parse(argc, argv);
    const int root = mp_rank() == 0;
    if (o.save && root)
        atomic_check_writable(o.save, "--save");
    if (o.json && root)
        atomic_check_writable(o.json, "--json");
    lat_gauge U, G;
    lat_dist dist;
    if (o.grid) {
        int dims[4];
        lat_dist_parse_grid(o.grid, dims);
        load_links(&o, &G); /* every rank: the whole lattice (generated or received) */
        lat_dist_create_ex(&dist, &G.g, dims, o.self_halos);
        lat_gauge_alloc(&U, &dist.ext, o.storage);
        lat_dist_gauge_from_global(&dist, &G, &U);
    } else
        load_links(&o, &U);
    lat_hmc h;
    if (lat_hmc_init(&h, &U, &o.p, err, sizeof err)) /* the same on every rank */
        mp_fail("%s", err);
    if (o.grid && lat_hmc_set_dist(&h, &dist, err, sizeof err))
        mp_fail("%s", err);
    /* written beside, renamed into place once every trajectory is in (util.h atomic_open) */
    atomic_file json_out;
    FILE *json = o.json && root ? atomic_open_or_die(&json_out, o.json, "--json") : NULL;
    print_header(&o, &h, o.grid ? &G : &U);
    if (o.grid)
        printf("ranks: %s, grid %s, halos in %d directions\n", mp_describe(), lat_dist_describe(&dist), dist.nsplit);
    printf("traj %5d  plaquette %.12f\n", 0, o.grid ? lat_dist_plaquette(&dist, &U) : lat_plaquette(&U));
    const int nm = o.ntraj - o.therm;
    double *plaq = xmalloc(sizeof *plaq * (size_t)nm), time_measured[LAT_NTIMES] = {0};
    int accepted = 0, metropolis = 0, accepted_all = 0;
    double sum_exp = 0, seconds_measured = 0, cpu_measured = 0;
    for (int t = 0; t < o.ntraj; ++t) {
        const double t1 = wall_seconds(), c1 = cpu_seconds();
        double before[LAT_NTIMES];
        memcpy(before, lat_time, sizeof before);
        const long md0 = h.cg_iterations_md, mc0 = h.cg_iterations_mc;
        const int measured = t >= o.therm, metro = t >= o.warmup;
        const lat_traj r = lat_hmc_trajectory(&h, &o.p, (uint64_t)t, metro);
        const double seconds = wall_seconds() - t1; /* the trajectory, without the measurements */
        const double cpu = cpu_seconds() - c1;
        double dt[LAT_NTIMES];
        for (int k = 0; k < LAT_NTIMES; ++k)
            dt[k] = lat_time[k] - before[k];
        const long md = h.cg_iterations_md - md0, mc = h.cg_iterations_mc - mc0;
        const measurement m = measure(&h, &o, t);
        metropolis += metro, accepted_all += metro && r.accepted;
        if (measured) {
            accepted += r.accepted;
            sum_exp += r.exp_minus_dH;
            plaq[t - o.therm] = r.plaquette;
            seconds_measured += seconds;
            cpu_measured += cpu;
            for (int k = 0; k < LAT_NTIMES; ++k)
                time_measured[k] += dt[k];
        }
        printf("traj %5d  plaquette %.12f  dH %+.6e  exp(-dH) %.6g  %s  acceptance %.3f  %.2f s\n", t + 1,
               r.plaquette, r.dH, r.exp_minus_dH, !metro ? "warmup" : r.accepted ? "accept" : "reject",
               metropolis ? (double)accepted_all / metropolis : 1.0, seconds);
        if (o.p.nspecies) {
            printf("      polyakov %+.6f %+.6fi  cg %ld md %ld mc", creal(m.polyakov), cimag(m.polyakov), md, mc);
            for (int s = 0; o.pbp_noise > 0 && s < o.p.nspecies; ++s)
                printf("  pbp(%g) %.6f +- %.6f", o.p.species[s].mass, m.pbp[s].value, m.pbp[s].error);
            printf("\n");
        }
        if (json)
            json_line(json, &o, t + 1, &r, &m, metro, seconds, dt, md, mc);
        fflush(stdout);
    }
    double perr, tau_int;
    int window;
    const double mean = lat_gamma_method(plaq, nm, &perr, &tau_int, &window);
    if (nm >= 20)
        printf("average plaquette %.6f +- %.6f over trajectories %d..%d (Gamma method: tau_int %.2f, window %d)\n",
               mean, perr, o.therm + 1, o.ntraj, tau_int, window);
    else
        printf("average plaquette %.6f over trajectories %d..%d (no error: fewer than 20 trajectories)\n", mean,
               o.therm + 1, o.ntraj);
    printf("acceptance %.3f, <exp(-dH)> %.4f over %d trajectories, %.2f s per trajectory\n",
           (double)accepted / nm, sum_exp / nm, nm, seconds_measured / nm);
    if (o.grid) { /* on cores shared with other jobs: the work, where the wall time counts them too */
        mp_max_doubles(&cpu_measured, 1);
        printf("cpu time %.3f s per trajectory (the slowest rank's)\n", cpu_measured / nm);
    }
    printf("time per measured trajectory:");
    for (int k = 0; k < LAT_NTIMES; ++k)
        printf(" %s %.3f s", lat_time_names[k], time_measured[k] / nm);
    printf("\n");
    lat_hmc_free(&h);
    if (json)
        atomic_commit_or_die(&json_out, "--json");
    if (o.grid) /* the whole lattice on every rank: rank 0 writes it */
        lat_dist_gauge_to_global(&dist, &U, &G);
    if (o.save && root) {
        if (lat_nersc_write(o.save, o.grid ? &G : &U, err, sizeof err))
            die("--save: %s", err);
        printf("saved %s\n", o.save);
    }
    if (o.grid) {
        printf("halo exchanges: %.3f s\n", dist.exchange_seconds);
        lat_dist_free(&dist);
        lat_gauge_free(&G);
    }
    lat_gauge_free(&U);
    free(plaq);
    return mp_finalize(0);
}
