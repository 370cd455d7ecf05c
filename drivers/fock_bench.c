/* fock_bench: Fock-build (J and K) time per ERI quartet class and in total for a water
 * cluster (H2O)n, in the flavour this binary was built for.
 *
 *   fock_bench [--n N] [--basis NAME] [--seed S] [--threshold T] [--reps R]
 *              [--ket-block B] [--warmup W] [--count] [--write-xyz FILE] [--check]
 *              [--primitive F] [--vs-exact]
 *
 * Geometry (reproducible, no file needed): molecule i sits on the i-th point of a simple
 * cubic grid of spacing 3.1 Angstrom (about liquid-water density), filled in order of the
 * distance from the grid centre so that clusters are compact; each molecule has the
 * experimental gas-phase geometry (r_OH 0.9572 A, HOH 104.52 deg), a random orientation and
 * a random offset of up to 0.3 A per axis, both from a splitmix64 stream seeded by --seed.
 * --write-xyz FILE writes it as an .xyz file (Angstrom) and exits without a Fock build; the
 * clusters of the benchmarks are committed as data/water/h2o_<n>.xyz (seed 1), and
 * tests/python/test_eri.py checks that the generator still writes them byte for byte.
 *
 * The density is a random symmetric matrix (entries in [-1, 1], seeded): the cost of the
 * build does not depend on its values, and Schwarz screening does not look at it.
 * The device is initialised first (a small copy-in: context creation and, for GCC's OpenACC,
 * the JIT of the kernels happen there, untimed); then the plan is made (runtime/eri/fock.h:
 * shell pairs, Schwarz factors, primitive-pair data, their copy to the device; once per
 * geometry, timed as `plan`), then --warmup builds (default 1: first touch) and --reps timed
 * builds with it; the build with the median time is reported per class.
 * --primitive F: primitive screening at F x the threshold (default ERI_PRIM_SCREEN_FACTOR from
 * specs/eri.yaml; 0: none). --vs-exact: after the timed builds one more build without
 * primitive screening, and the largest differences of J and K from it (the error of the
 * primitive screening). --count builds nothing: it prints the quartets and tasks per class
 * that survive the screening (Schwarz factors and lists only, quick for any n) and a line
 *   COUNT fock n=N basis=B nbf=M shells=S ket_block=K quartets=Q tasks=T screened=X --check compares J and K with
 * fock_build_reference (slow: small n only).
 * --ket-block B: kets of one bra pair per kernel task (Fock digestion, see runtime/eri/fock.h):
 * 1 = atomic digestion, more = bra-block; default ERI_KET_BLOCK from specs/eri.yaml.
 *
 * After each build: `checksum build R: J ... (scale ...) K ... (scale ...)`, weighted sums of
 * J and K with fixed pseudo-random weights, to compare builds across flavours and repetitions
 * (agreement to about 1e-13 of the scale; bench/gpu/eri_checksums.py compares a log's).
 * Progress: a build that runs longer than FOCK_PROGRESS_AFTER_S (10 s) prints one line per
 * quartet class as it finishes on stderr (`fock_build: (ss|ss) done: ...`, runtime/eri/fock.h).
 * Output: per class `class (ab|cd)  quartets  ms  %`, then
 *   RESULT fock flavour=F offload=0|1 n=N basis=B nbf=M shells=S ket_block=K
 *          spec_ket_block=ERI_KET_BLOCK quartets=Q tasks=T screened=X kernels_s=... total_s=...
 *          plan_s=... primitive=F
 * total_s is one build with the plan (task lists, kernels, transfers of D, J, K,
 * symmetrisation); plan_s the plan, made once per geometry.
 * In the MPI build (configure.py --mpi, run with mpirun) the builds are spread over the ranks
 * (runtime/eri/dist_fock.h): times are the slowest rank's, counts summed; rank 0 prints.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "eri/basis.h"
#include "eri/basis_io.h"
#include "eri/dist_fock.h"
#include "eri/fock.h"
#include "eri/fock_reference.h"
#include "eri_kernels.h"
#include "mp.h"
#include "util.h"

static uint64_t rng;
static double uniform(void)
{
    uint64_t z = (rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (double)((z ^ (z >> 31)) >> 11) * 0x1.0p-53;
}

typedef struct {
    int p[3];
    double r2;
} grid_point;

static int by_r2(const void *a, const void *b)
{
    const grid_point *x = a, *y = b;
    if (x->r2 != y->r2)
        return x->r2 < y->r2 ? -1 : 1;
    return memcmp(x->p, y->p, sizeof x->p);
}

/* (H2O)n as described above; coordinates in Angstrom into xyz[3n][3], Z into Z[3n]. */
static void water_cluster(int n, uint64_t seed, int *Z, double (*xyz)[3])
{
    const double spacing = 3.1, roh = 0.9572, half = 0.5 * 104.52 * 3.14159265358979323846 / 180;
    int side = 1;
    while (side * side * side < n)
        ++side;
    const int ng = side * side * side;
    grid_point *g = xmalloc(sizeof(grid_point) * (size_t)ng);
    const double c = 0.5 * (side - 1);
    for (int i = 0; i < ng; ++i) {
        g[i].p[0] = i % side, g[i].p[1] = (i / side) % side, g[i].p[2] = i / (side * side);
        g[i].r2 = 0;
        for (int k = 0; k < 3; ++k)
            g[i].r2 += (g[i].p[k] - c) * (g[i].p[k] - c);
    }
    qsort(g, (size_t)ng, sizeof *g, by_r2);
    rng = seed * 0x9E3779B97F4A7C15ull + 12345;
    /* body frame: O at the origin, H in the xy plane */
    const double body[3][3] = {{0, 0, 0},
                               {roh * sin(half), roh * cos(half), 0},
                               {-roh * sin(half), roh * cos(half), 0}};
    for (int m = 0; m < n; ++m) {
        /* random rotation from a random unit quaternion (Shoemake) */
        const double u1 = uniform(), u2 = 2 * 3.14159265358979323846 * uniform(),
                     u3 = 2 * 3.14159265358979323846 * uniform();
        const double qw = sqrt(1 - u1) * sin(u2), qx = sqrt(1 - u1) * cos(u2),
                     qy = sqrt(u1) * sin(u3), qz = sqrt(u1) * cos(u3);
        const double R[3][3] = {
            {1 - 2 * (qy * qy + qz * qz), 2 * (qx * qy - qz * qw), 2 * (qx * qz + qy * qw)},
            {2 * (qx * qy + qz * qw), 1 - 2 * (qx * qx + qz * qz), 2 * (qy * qz - qx * qw)},
            {2 * (qx * qz - qy * qw), 2 * (qy * qz + qx * qw), 1 - 2 * (qx * qx + qy * qy)}};
        double origin[3];
        for (int k = 0; k < 3; ++k)
            origin[k] = spacing * g[m].p[k] + 0.6 * (uniform() - 0.5);
        for (int a = 0; a < 3; ++a) {
            Z[3 * m + a] = a == 0 ? 8 : 1;
            for (int k = 0; k < 3; ++k)
                xyz[3 * m + a][k] = origin[k] + R[k][0] * body[a][0] + R[k][1] * body[a][1] +
                                    R[k][2] * body[a][2];
        }
    }
    free(g);
}

/* Weighted sum of the nbf^2 entries of M with pseudo-random weights in [-1, 1] from the index,
 * and the scale sum |w M|: builds that agree to rounding give checksums within about 1e-13
 * of the scale; a lost or doubled contribution shows far above that. */
static void checksum(const double *M, size_t nn, double *sum, double *scale)
{
    *sum = *scale = 0;
    for (size_t i = 0; i < nn; ++i) {
        uint64_t z = (uint64_t)i * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        const double w = 2 * ((double)((z ^ (z >> 31)) >> 11) * 0x1.0p-53) - 1;
        *sum += w * M[i];
        *scale += fabs(w * M[i]);
    }
}

static void print_checksums(const char *what, const double *J, const double *K, size_t nn)
{
    double cj, sj, ck, sk;
    checksum(J, nn, &cj, &sj);
    checksum(K, nn, &ck, &sk);
    printf("checksum %s: J %.15e (scale %.6e) K %.15e (scale %.6e)\n", what, cj, sj, ck, sk);
}

static double parse_number(const char *opt, const char *s, double lo, double hi)
{
    char *end;
    const double v = strtod(s, &end);
    if (*s == '\0' || *end != '\0' || !(v >= lo && v < hi))
        die("%s: expected a number in [%g, %g), got '%s'", opt, lo, hi, s);
    return v;
}

/* One build without primitive screening; the largest differences of J, K from it. */
static void compare_exact(const eri_basis *bs, const fock_options *fo, const double *J,
                          const double *K, const double *D)
{
    const size_t nn = (size_t)bs->nbf * (size_t)bs->nbf;
    fock_options exact = *fo;
    exact.primitive = 0.0;
    double *Je = xmalloc(sizeof(double) * nn), *Ke = xmalloc(sizeof(double) * nn);
    fock_plan *plan = fock_plan_create(bs, &exact, 1);
    fock_stats st;
    fock_plan_build(plan, D, Je, Ke, &st);
    fock_plan_free(plan);
    print_checksums("exact", Je, Ke, nn);
    double ej = 0, ek = 0, mj = 0, mk = 0;
    for (size_t i = 0; i < nn; ++i) {
        ej = fmax(ej, fabs(J[i] - Je[i]));
        ek = fmax(ek, fabs(K[i] - Ke[i]));
        mj = fmax(mj, fabs(Je[i]));
        mk = fmax(mk, fabs(Ke[i]));
    }
    printf("vs exact (primitive 0, %.3f s): max|dJ| = %.3e (max|J| %.3e), max|dK| = %.3e "
           "(max|K| %.3e)\n", st.total_seconds, ej, mj, ek, mk);
    free(Je);
    free(Ke);
}

static int parse_int(const char *opt, const char *s, int lo, int hi)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi)
        die("%s: expected an integer in %d..%d, got '%s'", opt, lo, hi, s);
    return (int)v;
}

int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    mp_quiet_stdout();
    int n = 8, reps = 3, warmup = 1, check = 0, count = 0, vs_exact = 0, ket_block = ERI_KET_BLOCK;
    double primitive = ERI_PRIM_SCREEN_FACTOR;
    uint64_t seed = 1;
    const char *basis = "6-31g(d)", *xyz_out = NULL;
    double threshold = ERI_SCREEN_DEFAULT;
    for (int i = 1; i < argc; ++i) {
        const char *o = argv[i];
        if (!strcmp(o, "--check")) {
            check = 1;
            continue;
        }
        if (!strcmp(o, "--count")) {
            count = 1;
            continue;
        }
        if (!strcmp(o, "--vs-exact")) {
            vs_exact = 1;
            continue;
        }
        if (i + 1 >= argc)
            die("option '%s' needs a value (or is unknown); see the header of drivers/fock_bench.c", o);
        const char *v = argv[++i];
        if (!strcmp(o, "--n"))
            n = parse_int(o, v, 1, 100000);
        else if (!strcmp(o, "--reps"))
            reps = parse_int(o, v, 1, 1000);
        else if (!strcmp(o, "--warmup"))
            warmup = parse_int(o, v, 0, 100);
        else if (!strcmp(o, "--ket-block"))
            ket_block = parse_int(o, v, 1, FOCK_MAX_KET_BLOCK);
        else if (!strcmp(o, "--seed"))
            seed = (uint64_t)parse_int(o, v, 0, 2147483647);
        else if (!strcmp(o, "--basis"))
            basis = v;
        else if (!strcmp(o, "--write-xyz"))
            xyz_out = v;
        else if (!strcmp(o, "--threshold"))
            threshold = parse_number(o, v, 0, 1);
        else if (!strcmp(o, "--primitive"))
            primitive = parse_number(o, v, 0, 1e6);
        else
            die("unknown option '%s'", o);
    }

    if ((check || vs_exact) && count)
        die("--check and --vs-exact need a Fock build; they cannot be combined with --count");
    const int natoms = 3 * n;
    eri_molecule mol;
    mol.natoms = natoms;
    mol.Z = xmalloc(sizeof(int) * (size_t)natoms);
    mol.xyz = xmalloc(sizeof(double[3]) * (size_t)natoms);
    water_cluster(n, seed, mol.Z, mol.xyz);
    if (xyz_out) {
        atomic_file out;
        FILE *f = atomic_open_or_die(&out, xyz_out, "--write-xyz");
        fprintf(f, "%d\n(H2O)%d water cluster, fock_bench --seed %llu (Angstrom)\n", natoms, n,
                (unsigned long long)seed);
        for (int a = 0; a < natoms; ++a)
            fprintf(f, "%-2s %17.10f %17.10f %17.10f\n", mol.Z[a] == 8 ? "O" : "H", mol.xyz[a][0],
                    mol.xyz[a][1], mol.xyz[a][2]);
        atomic_commit_or_die(&out, "--write-xyz");
        printf("wrote (H2O)%d to %s\n", n, xyz_out);
        eri_molecule_free(&mol);
        return mp_finalize(0);
    }
    for (int a = 0; a < natoms; ++a)
        for (int k = 0; k < 3; ++k)
            mol.xyz[a][k] /= ERI_BOHR_ANGSTROM;

    eri_basis bs;
    eri_load_basis(basis, &mol, &bs);
    const int nbf = bs.nbf;
    const size_t nn = (size_t)nbf * (size_t)nbf;
    double *D = xmalloc(sizeof(double) * nn), *J = xmalloc(sizeof(double) * nn),
           *K = xmalloc(sizeof(double) * nn);
    rng = seed ^ 0xD1B54A32D192ED03ull;
    for (int i = 0; i < nbf; ++i)
        for (int j = 0; j <= i; ++j)
            D[(size_t)i * nbf + j] = D[(size_t)j * nbf + i] = 2 * uniform() - 1;

    printf("fock_bench: (H2O)%d, %s, %d shells, %d basis functions, flavour %s%s, threshold %.1e, "
           "ket block %d, primitive %g\n",
           n, basis, bs.nshells, nbf, dev_flavour(), dev_is_offloading() ? " (offloading)" : "",
           threshold, ket_block, primitive);
    fock_stats *st = xcalloc((size_t)reps, sizeof(fock_stats));
    double *totals = xmalloc(sizeof(double) * (size_t)reps), plan_s = 0.0;
    int best = 0;
    fock_options fo;
    fock_options_default(&fo, threshold);
    fo.ket_block = ket_block;
    fo.primitive = primitive * threshold;
    if (count) {
        dist_fock_build_blocked(&bs, NULL, NULL, NULL, threshold, ket_block, &st[0]);
    } else {
        fock_set_progress(stderr);
        /* device initialisation (context, kernel images) outside every timed build */
        const double t0 = wall_seconds();
        dev_copyin(D, sizeof(double));
        dev_delete(D, sizeof(double));
        printf("device initialisation: %.3f s\n", wall_seconds() - t0);
        fock_plan *plan = fock_plan_create(&bs, &fo, 1);
        plan_s = fock_plan_seconds(plan);
        printf("plan: %.3f s (shell pairs, Schwarz factors, primitive pairs, device copy)\n", plan_s);
        for (int w = 0; w < warmup; ++w) {
            dist_fock_plan_build(plan, nbf, D, J, K, &st[0]);
            printf("warm-up build %d: %.3f s\n", w + 1, st[0].total_seconds);
        }
        for (int r = 0; r < reps; ++r) {
            dist_fock_plan_build(plan, nbf, D, J, K, &st[r]);
            totals[r] = st[r].total_seconds;
            printf("build %d: %.3f s\n", r + 1, totals[r]);
            if (mp_size() > 1) {
                const dist_fock_balance b = dist_fock_last_balance();
                printf("ranks %d: slowest / mean %.3f (modelled %.3f), Allreduce of J and K %.3f s\n",
                       mp_size(), b.time_imbalance, b.model_imbalance, b.reduce_seconds);
            }
            char what[32];
            snprintf(what, sizeof what, "build %d", r + 1);
            print_checksums(what, J, K, nn);
        }
        fock_plan_free(plan);
        /* the median build */
        for (int r = 0; r < reps; ++r) {
            int below = 0;
            for (int q = 0; q < reps; ++q)
                below += totals[q] < totals[r] || (totals[q] == totals[r] && q < r);
            if (below == reps / 2)
                best = r;
        }
    }
    const fock_stats *s = &st[best];
    long quartets = 0, tasks = 0;
    double kernel = 0;
    printf("%-9s %14s %12s %12s %7s\n", "class", "quartets", "tasks", count ? "" : "ms",
           count ? "" : "%");
    for (int c = 0; c < ERI_NCLASSES; ++c) {
        const eri_class_desc *cls = &eri_class_table[c];
        const int id = ERI_CLASS(cls->l[0], cls->l[1], cls->l[2], cls->l[3]);
        quartets += s->quartets_per_class[id];
        tasks += s->tasks_per_class[id];
        kernel += s->seconds_per_class[id];
        printf("(%c%c|%c%c)   %14ld %12ld", cls->name[0], cls->name[1], cls->name[2], cls->name[3],
               s->quartets_per_class[id], s->tasks_per_class[id]);
        if (!count)
            printf(" %12.2f %7.2f", 1e3 * s->seconds_per_class[id],
                   100 * s->seconds_per_class[id] / s->total_seconds);
        printf("\n");
    }
    if (count) {
        printf("%-9s %14ld %12ld  (%ld quartets screened)\n", "total", quartets, tasks,
               s->quartets_screened);
        printf("COUNT fock n=%d basis=%s nbf=%d shells=%d ket_block=%d quartets=%ld tasks=%ld "
               "screened=%ld\n", n, basis, nbf, bs.nshells, ket_block, quartets, tasks,
               s->quartets_screened);
    } else {
        printf("%-9s %14ld %12ld %12.2f %7.2f  (%ld quartets screened; rest: pairs, Schwarz, "
               "transfers)\n", "total", quartets, tasks, 1e3 * s->total_seconds, 100.0,
               s->quartets_screened);
        printf("RESULT fock flavour=%s offload=%d n=%d basis=%s nbf=%d shells=%d ket_block=%d "
               "spec_ket_block=%d quartets=%ld tasks=%ld screened=%ld kernels_s=%.4f "
               "total_s=%.4f plan_s=%.4f primitive=%g\n",
               dev_flavour(), dev_is_offloading(), n, basis, nbf, bs.nshells, ket_block,
               ERI_KET_BLOCK, quartets, tasks, s->quartets_screened, kernel, s->total_seconds,
               plan_s, primitive);
    }

    int status = 0;
    if (vs_exact)
        compare_exact(&bs, &fo, J, K, D);
    if (check) {
        double *Jr = xmalloc(sizeof(double) * nn), *Kr = xmalloc(sizeof(double) * nn);
        fock_build_reference(&bs, D, Jr, Kr, threshold, NULL);
        print_checksums("reference", Jr, Kr, nn);
        double ej = 0, ek = 0, mj = 0, mk = 0;
        for (size_t i = 0; i < nn; ++i) {
            ej = fmax(ej, fabs(J[i] - Jr[i]));
            ek = fmax(ek, fabs(K[i] - Kr[i]));
            mj = fmax(mj, fabs(Jr[i]));
            mk = fmax(mk, fabs(Kr[i]));
        }
        printf("check vs fock_build_reference: max|dJ| = %.3e (max|J| %.3e), max|dK| = %.3e "
               "(max|K| %.3e)\n", ej, mj, ek, mk);
        status = !(ej <= 1e-9 * mj && ek <= 1e-9 * mk);
        if (status)
            printf("check FAILED\n");
        free(Jr);
        free(Kr);
    }
    free(totals);
    free(st);
    free(D);
    free(J);
    free(K);
    eri_basis_free(&bs);
    eri_molecule_free(&mol);
    return mp_finalize(status);
}
