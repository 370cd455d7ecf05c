/* The distributed lattice (runtime/lattice/dist.h) on however many ranks mpirun starts (one in
 * the builds without MPI), for several grids of ranks on a 12x4x6x8 lattice (every direction
 * split by some grid, direction 0 too, where a face holds half the sites of a row; on one rank
 * also with halos in all four directions exchanged with the rank itself, so that every build
 * runs the pack, exchange and unpack path through its device copies):
 *   - the owned sites of all ranks are the global lattice once
 *   - gauge halos (depth 2, corners included) after lat_dist_gauge_exchange equal the global
 *     field's links, halos cleared before, through the device copies (12 and 18 reals)
 *   - Deo and Doe with and without overlap equal the one-rank generated kernel on the global
 *     lattice bit for bit (the same per-site arithmetic, the antiperiodic sign where the hop
 *     crosses the global boundary)
 *   - dot products and norms by blocks and mp_tree_sum: the same bits on every grid, near the
 *     one-rank lat_dot; printed as hex (`sums ...` lines) so that tests/python/test_mpi.py
 *     compares them across rank counts
 *   - multishift CG (two shifts) near the one-rank solver's solutions, its iterations, true
 *     residual and solution norms printed as hex (`cg ...` lines, compared the same way)
 *
 *   test_lattice_mpi [--lattice L] [--grid G]   only that lattice and grid (bad ones stop every
 *                                               rank with one error line) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device.h"
#include "lattice/dist.h"
#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "mp.h"
#include "util.h"

static double complex sums_seen[3];
static int have_sums;

static void test_grid(const lat_geom *g, const int dims[4], int self_halos, const lat_gauge *G18,
                      const lat_gauge *G12, const double complex *vin[2])
{
    lat_dist d;
    lat_dist_create_ex(&d, g, dims, self_halos);
    printf("grid %s, halos in %d directions\n", lat_dist_describe(&d), d.nsplit);
    fflush(stdout);
    /* the owned sites cover the lattice once */
    int64_t owned[2] = {0, 0};
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < d.ext.sizeh; ++h) {
            int32_t xe[4];
            lat_coords(&d.ext, p, h, xe);
            if (lat_dist_owned(&d, xe)) {
                int32_t xg[4];
                lat_dist_global_coords(&d, xe, xg);
                owned[0]++;
                owned[1] += lat_idxh(g, xg) + 1 + p * g->sizeh;
            }
        }
    mp_sum_int64(owned, 2);
    const int64_t sum_all = g->vol * (g->vol + 1) / 2;
    CHECK(owned[0] == g->vol && owned[1] == sum_all, "owned sites %lld (index sum %lld) of %lld", (long long)owned[0],
          (long long)owned[1], (long long)g->vol);

    const int64_t nv = lat_dist_nvec(&d), ngv = 3 * g->sizeh;
    for (int st = 0; st < 2; ++st) {
        const lat_gauge *G = st ? G12 : G18;
        lat_gauge U;
        lat_gauge_alloc(&U, &d.ext, G->storage);
        lat_dist_gauge_from_global(&d, G, &U);
        /* clear the halos, exchange them back on the device */
        for (int p = 0; p < 2; ++p)
            for (int64_t h = 0; h < d.ext.sizeh; ++h) {
                int32_t xe[4];
                lat_coords(&d.ext, p, h, xe);
                if (!lat_dist_owned(&d, xe)) {
                    double complex z[3][3] = {{0}};
                    for (int mu = 0; mu < 4; ++mu)
                        lat_link_set(&U, mu, xe, z);
                }
            }
        dev_copyin(U.u, lat_gauge_bytes(&U));
        lat_dist_gauge_exchange(&d, &U);
        dev_update_host(U.u, lat_gauge_bytes(&U));
        int bad = 0;
        for (int p = 0; p < 2; ++p)
            for (int64_t h = 0; h < d.ext.sizeh; ++h) {
                int32_t xe[4], xg[4];
                double complex a[3][3], b[3][3];
                lat_coords(&d.ext, p, h, xe);
                lat_dist_global_coords(&d, xe, xg);
                for (int mu = 0; mu < 4; ++mu) {
                    lat_link_get(&U, mu, xe, a);
                    lat_link_get(G, mu, xg, b);
                    bad += memcmp(a, b, sizeof a) != 0;
                }
            }
        CHECK(bad == 0, "grid %s, %d-real links: %d links of the extended lattice differ from the global field",
              lat_dist_describe(&d), G->storage, bad);

        /* Deo, Doe against the generated kernel on the global lattice */
        double complex *gout = xmalloc(sizeof *gout * (size_t)ngv);
        double complex *in = lat_dev_alloc(sizeof *in * (size_t)nv), *out = lat_dev_alloc(sizeof *out * (size_t)nv);
        dev_copyin(G->u, lat_gauge_bytes(G));
        { /* the Polyakov loop: the t lines chained over the ranks along t, against the global kernel */
            const double complex pd = lat_dist_polyakov(&d, &U), pg = lat_polyakov(G);
            CHECK(cabs(pd - pg) <= 1e-14, "grid %s, %d-real links: Polyakov loop %.17g%+.17gi, one rank's %.17g%+.17gi",
                  lat_dist_describe(&d), G->storage, creal(pd), cimag(pd), creal(pg), cimag(pg));
        }
        for (int p = 0; p < 2; ++p) {
            dev_copyin(vin[1 - p], sizeof *gout * (size_t)ngv);
            dev_copyin(gout, sizeof *gout * (size_t)ngv);
            lat_dslash(G, p, vin[1 - p], gout);
            dev_update_host(gout, sizeof *gout * (size_t)ngv);
            dev_delete(gout, sizeof *gout * (size_t)ngv);
            dev_delete(vin[1 - p], sizeof *gout * (size_t)ngv);
            for (int overlap = 0; overlap < 2; ++overlap) {
                double complex *host_in = xmalloc(sizeof *host_in * (size_t)nv);
                lat_dist_vec_from_global(&d, 1 - p, vin[1 - p], host_in);
                memcpy(in, host_in, sizeof *in * (size_t)nv);
                dev_update_device(in, sizeof *in * (size_t)nv);
                lat_dist_dslash(&d, &U, p, in, out, overlap);
                dev_update_host(out, sizeof *out * (size_t)nv);
                int differ = 0;
                double worst = 0;
                for (int64_t h = 0; h < d.ext.sizeh; ++h) {
                    int32_t xe[4], xg[4];
                    lat_coords(&d.ext, p, h, xe);
                    if (!lat_dist_owned(&d, xe))
                        continue;
                    lat_dist_global_coords(&d, xe, xg);
                    const int64_t hg = lat_idxh(g, xg);
                    for (int c = 0; c < 3; ++c) {
                        const double complex a = out[c * d.ext.sizeh + h], b = gout[c * g->sizeh + hg];
                        differ += a != b;
                        worst = fmax(worst, cabs(a - b));
                    }
                }
                CHECK(differ == 0, "grid %s, %d-real links, %s, overlap %d: %d numbers differ from one rank's (by up to %.3g)",
                      lat_dist_describe(&d), G->storage, p ? "Doe" : "Deo", overlap, differ, worst);
                free(host_in);
            }
        }
        dev_delete(G->u, lat_gauge_bytes(G));
        if (st == 0) {
            /* global sums: x = vin[0] (even), y = Deo-ish data: the second even vector */
            double complex *x = lat_dev_alloc(sizeof *x * (size_t)nv), *y = lat_dev_alloc(sizeof *y * (size_t)nv);
            double complex *hx = xmalloc(sizeof *hx * (size_t)nv);
            lat_dist_vec_from_global(&d, 0, vin[0], hx);
            memcpy(x, hx, sizeof *x * (size_t)nv);
            lat_dist_vec_from_global(&d, 0, gout, hx); /* gout: the last result (Deo of the odd input) */
            memcpy(y, hx, sizeof *y * (size_t)nv);
            dev_update_device(x, sizeof *x * (size_t)nv);
            dev_update_device(y, sizeof *y * (size_t)nv);
            const double complex dot = lat_dist_dot(&d, 0, x, y);
            const double nx = lat_dist_norm2(&d, 0, x), ny = lat_dist_norm2(&d, 0, y);
            double complex ref = 0;
            double rx = 0;
            for (int64_t i = 0; i < ngv; ++i)
                ref += conj(vin[0][i]) * gout[i], rx += creal(conj(vin[0][i]) * vin[0][i]);
            CHECK(cabs(dot - ref) <= 1e-13 * rx, "grid %s: dot %.17g%+.17gi, reference %.17g%+.17gi", lat_dist_describe(&d),
                  creal(dot), cimag(dot), creal(ref), cimag(ref));
            CHECK(fabs(nx - rx) <= 1e-13 * rx, "grid %s: norm %.17g, reference %.17g", lat_dist_describe(&d), nx, rx);
            const double complex now[3] = {dot, nx, ny};
            if (have_sums)
                CHECK(!memcmp(now, sums_seen, sizeof now), "grid %s: the sums differ from the first grid's in the bits",
                      lat_dist_describe(&d));
            memcpy(sums_seen, now, sizeof now);
            have_sums = 1;
            printf("sums dot=%a%+ai norm_x=%a norm_y=%a\n", creal(dot), cimag(dot), nx, ny);
            /* multishift CG against the one-rank solver on the global lattice */
            const double shifts[2] = {0, 0.05}, mass = 0.3;
            double complex *xs[2], *gx[2];
            for (int k = 0; k < 2; ++k) {
                xs[k] = lat_dev_alloc(sizeof *x * (size_t)nv);
                gx[k] = lat_dev_alloc(sizeof *x * (size_t)ngv);
            }
            const lat_cg_result res = lat_dist_multishift_cg(&d, &U, mass, 2, shifts, x, xs, 1e-10, 1000, 1);
            dev_copyin(G->u, lat_gauge_bytes(G));
            dev_copyin(vin[0], sizeof *hx * (size_t)ngv);
            const lat_cg_result gres = lat_multishift_cg(G, mass, 2, shifts, vin[0], gx, 1e-10, 1000);
            dev_delete(vin[0], sizeof *hx * (size_t)ngv);
            dev_delete(G->u, lat_gauge_bytes(G));
            CHECK(res.converged && res.rel_residual <= 1e-9, "grid %s: CG residual %.3g after %d iterations",
                  lat_dist_describe(&d), res.rel_residual, res.iterations);
            CHECK(abs(res.iterations - gres.iterations) <= 1, "grid %s: CG %d iterations, one rank's %d",
                  lat_dist_describe(&d), res.iterations, gres.iterations);
            double xnorm[2];
            for (int k = 0; k < 2; ++k) {
                dev_update_host(xs[k], sizeof *x * (size_t)nv);
                dev_update_host(gx[k], sizeof *x * (size_t)ngv);
                double worst = 0, scale = 0;
                for (int64_t h = 0; h < d.ext.sizeh; ++h) {
                    int32_t xe[4], xg[4];
                    lat_coords(&d.ext, 0, h, xe);
                    if (!lat_dist_owned(&d, xe))
                        continue;
                    lat_dist_global_coords(&d, xe, xg);
                    const int64_t hg = lat_idxh(g, xg);
                    for (int c = 0; c < 3; ++c) {
                        worst = fmax(worst, cabs(xs[k][c * d.ext.sizeh + h] - gx[k][c * g->sizeh + hg]));
                        scale = fmax(scale, cabs(gx[k][c * g->sizeh + hg]));
                    }
                }
                double wmax[2] = {worst, scale};
                mp_max_doubles(wmax, 2);
                CHECK(wmax[0] <= 1e-8 * wmax[1], "grid %s: CG shift %d solution differs from one rank's by %.3g (of %.3g)",
                      lat_dist_describe(&d), k, wmax[0], wmax[1]);
                xnorm[k] = lat_dist_norm2(&d, 0, xs[k]);
            }
            printf("cg iterations=%d residual=%a norm_x0=%a norm_x1=%a\n", res.iterations, res.rel_residual, xnorm[0],
                   xnorm[1]);
            for (int k = 0; k < 2; ++k) {
                lat_dev_free(xs[k], sizeof *x * (size_t)nv);
                lat_dev_free(gx[k], sizeof *x * (size_t)ngv);
            }
            lat_dev_free(x, sizeof *x * (size_t)nv);
            lat_dev_free(y, sizeof *y * (size_t)nv);
            free(hx);
        }
        lat_dev_free(in, sizeof *in * (size_t)nv);
        lat_dev_free(out, sizeof *out * (size_t)nv);
        free(gout);
        dev_delete(U.u, lat_gauge_bytes(&U));
        lat_gauge_free(&U);
    }
    lat_dist_free(&d);
}

int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    const char *lattice = "12x4x6x8", *grid = NULL;
    for (int i = 1; i < argc; ++i) {
        if (i + 1 >= argc)
            mp_fail("option '%s' needs a value", argv[i]);
        if (!strcmp(argv[i], "--lattice"))
            lattice = argv[++i];
        else if (!strcmp(argv[i], "--grid"))
            grid = argv[++i];
        else
            mp_fail("unknown option '%s'", argv[i]);
    }
    mp_quiet_stdout();
    printf("%s\n", mp_describe());
    uint64_t seed = mp_rank() == 0 ? test_seed() : 0;
    mp_bcast(&seed, sizeof seed, 0);
    const lat_geom g = lat_geom_parse(lattice, "--lattice");
    lat_gauge G18, G12;
    lat_gauge_alloc(&G18, &g, 18);
    lat_gauge_random(&G18, seed, 0.7);
    lat_gauge_alloc(&G12, &g, 12);
    lat_gauge_copy(&G18, &G12);
    double complex *v[2];
    for (int p = 0; p < 2; ++p) {
        v[p] = xmalloc(sizeof *v[p] * (size_t)(3 * g.sizeh));
        for (int64_t i = 0; i < 3 * g.sizeh; ++i)
            v[p][i] = lat_rng_gauss(seed, 100 + (uint64_t)p, 2 * (uint64_t)i) +
                      I * lat_rng_gauss(seed, 100 + (uint64_t)p, 2 * (uint64_t)i + 1);
    }
    const double complex *vin[2] = {v[0], v[1]};
    if (grid) {
        int dims[4];
        lat_dist_parse_grid(grid, dims);
        test_grid(&g, dims, 0, &G18, &G12, vin);
    } else {
        /* the grids of this rank count (12x4x6x8: every direction split by one of them) */
        /* {P0, P1, P2, P3, directions with halos to this rank itself (bits)} */
        static const int grids[][5][5] = {
            {{1, 1, 1, 1, 0}, {1, 1, 1, 1, 15}},
            {{2, 1, 1, 1, 0}, {1, 2, 1, 1, 0}, {1, 1, 1, 2, 5}, {0, 0, 0, 0, 0}},
            {{3, 1, 1, 1, 0}, {1, 1, 3, 1, 8}, {0, 0, 0, 0, 0}},
            {{2, 2, 1, 1, 0}, {1, 1, 1, 4, 0}, {1, 2, 1, 2, 0}, {2, 1, 1, 2, 0}, {0, 0, 0, 0, 0}},
        };
        static const int ngrids[] = {2, 4, 3, 5};
        const int size = mp_size();
        if (size > 4 || strcmp(lattice, "12x4x6x8"))
            test_grid(&g, (int[4]){0, 0, 0, 0}, 0, &G18, &G12, vin);
        else
            for (int k = 0; k < ngrids[size - 1]; ++k)
                test_grid(&g, grids[size - 1][k], grids[size - 1][k][4], &G18, &G12, vin);
    }
    int64_t counts[2] = {checks_run, checks_failed};
    mp_sum_int64(counts, 2);
    checks_run = (int)counts[0];
    checks_failed = (int)counts[1];
    free(v[0]), free(v[1]);
    lat_gauge_free(&G18), lat_gauge_free(&G12);
    return mp_finalize(test_summary("test_lattice_mpi"));
}
