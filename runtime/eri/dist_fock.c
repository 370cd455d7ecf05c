/* The Fock build over the ranks; see dist_fock.h. */
#include "dist_fock.h"

#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "eri_kernels.h"
#include "fock.h"
#include "mp.h"
#include "util.h"

/* Cost per surviving quartet of each class, ns: the per-class tables of BENCHMARKS.md `## eri`
 * (ms over quartets of the median build, ket block 8): CPU, plain (H2O)32 / 6-31G(d) on the
 * development machine; GPU, omp-target (H2O)128 / 6-31G(d) on the H100. On the GPU the small
 * classes cost more per quartet than their integrals suggest (fewer threads, the same
 * digestion), hence two tables. */
static const struct {
    int l[4];
    double cpu_ns, gpu_ns;
} CLASS_COST[] = {
    {{0, 0, 0, 0}, 407, 5.79},  {{1, 0, 0, 0}, 399, 4.35},  {{1, 0, 1, 0}, 471, 3.41},
    {{1, 1, 0, 0}, 519, 4.00},  {{1, 1, 1, 0}, 679, 3.24},  {{1, 1, 1, 1}, 1253, 4.57},
    {{2, 0, 0, 0}, 296, 2.61},  {{2, 0, 1, 0}, 384, 2.19},  {{2, 0, 1, 1}, 677, 2.54},
    {{2, 0, 2, 0}, 430, 2.03},  {{2, 1, 0, 0}, 428, 2.68},  {{2, 1, 1, 0}, 627, 2.57},
    {{2, 1, 1, 1}, 1626, 10.9}, {{2, 1, 2, 0}, 982, 5.02},  {{2, 1, 2, 1}, 3247, 32.0},
    {{2, 2, 0, 0}, 425, 2.18},  {{2, 2, 1, 0}, 982, 4.15},  {{2, 2, 1, 1}, 3086, 34.5},
    {{2, 2, 2, 0}, 1774, 18.7}, {{2, 2, 2, 1}, 5206, 58.9}, {{2, 2, 2, 2}, 9954, 143.6},
};

typedef struct {
    double cost[ERI_NCLASS]; /* per quartet, this machine's table */
    double *load;            /* modelled work dealt to each rank so far */
    int rank, size;
} dealer;

/* fock_owner_fn: the bra goes to the least-loaded rank (the lowest on a tie). */
static int deal(void *ctx, int cls, long quartets)
{
    dealer *d = ctx;
    int least = 0;
    for (int r = 1; r < d->size; ++r)
        if (d->load[r] < d->load[least])
            least = r;
    d->load[least] += d->cost[cls] * (double)quartets;
    return least == d->rank;
}

static dist_fock_balance last_balance = {1, 1, 0};

dist_fock_balance dist_fock_last_balance(void) { return last_balance; }

static double max_over_mean(const double *v, int n)
{
    double most = 0, sum = 0;
    for (int r = 0; r < n; ++r) {
        most = v[r] > most ? v[r] : most;
        sum += v[r];
    }
    return sum > 0 ? most * n / sum : 1.0;
}

/* Counts summed over the ranks; times those of the slowest rank. */
static void combine_stats(fock_stats *s)
{
    int64_t counts[2 * ERI_NCLASS + 2];
    for (int c = 0; c < ERI_NCLASS; ++c) {
        counts[c] = s->quartets_per_class[c];
        counts[ERI_NCLASS + c] = s->tasks_per_class[c];
    }
    counts[2 * ERI_NCLASS] = s->quartets_screened;
    counts[2 * ERI_NCLASS + 1] = s->tasks;
    mp_sum_int64(counts, 2 * ERI_NCLASS + 2);
    for (int c = 0; c < ERI_NCLASS; ++c) {
        s->quartets_per_class[c] = (long)counts[c];
        s->tasks_per_class[c] = (long)counts[ERI_NCLASS + c];
    }
    s->quartets_screened = (long)counts[2 * ERI_NCLASS];
    s->tasks = (long)counts[2 * ERI_NCLASS + 1];
    mp_max_doubles(s->seconds_per_class, ERI_NCLASS);
    mp_max_doubles(&s->total_seconds, 1);
}

void dist_fock_plan_build(fock_plan *p, int32_t nbf, const double *D, double *J, double *K,
                          fock_stats *stats)
{
    const int size = mp_size();
    if (size == 1) {
        fock_plan_build(p, D, J, K, stats);
        return;
    }
    const double t0 = wall_seconds();
    fock_stats local;
    if (!stats)
        stats = &local;
    dealer d = {.rank = mp_rank(), .size = size, .load = xcalloc((size_t)size, sizeof(double))};
    const int gpu = dev_is_offloading();
    for (size_t i = 0; i < sizeof CLASS_COST / sizeof *CLASS_COST; ++i) {
        const int *l = CLASS_COST[i].l;
        d.cost[ERI_CLASS(l[0], l[1], l[2], l[3])] = gpu ? CLASS_COST[i].gpu_ns : CLASS_COST[i].cpu_ns;
    }
    fock_set_owner(deal, &d);
    fock_plan_build(p, D, J, K, stats);
    fock_set_owner(NULL, NULL);

    /* balance: every rank's build time, gathered before the Allreduce waits for the slowest */
    double *times = xmalloc(sizeof(double) * (size_t)size), mine = wall_seconds() - t0;
    mp_allgather(&mine, sizeof mine, times);
    last_balance.time_imbalance = max_over_mean(times, size);
    last_balance.model_imbalance = max_over_mean(d.load, size);
    const double t1 = wall_seconds();
    if (D) {
        const size_t nn = (size_t)nbf * (size_t)nbf;
        mp_sum_doubles(J, nn);
        mp_sum_doubles(K, nn);
    }
    last_balance.reduce_seconds = wall_seconds() - t1;
    stats->total_seconds = wall_seconds() - t0;
    combine_stats(stats);
    free(times);
    free(d.load);
}

void dist_fock_build_blocked(const eri_basis *bs, const double *D, double *J, double *K,
                             double screen_threshold, int ket_block, fock_stats *stats)
{
    fock_options o;
    fock_options_default(&o, screen_threshold);
    o.ket_block = ket_block;
    fock_plan *p = fock_plan_create(bs, &o, D != NULL);
    dist_fock_plan_build(p, bs->nbf, D, J, K, stats);
    if (stats) {
        stats->plan_seconds = fock_plan_seconds(p);
        stats->total_seconds += stats->plan_seconds;
    }
    fock_plan_free(p);
}

void dist_fock_build(const eri_basis *bs, const double *D, double *J, double *K,
                     double screen_threshold, fock_stats *stats)
{
    dist_fock_build_blocked(bs, D, J, K, screen_threshold, ERI_KET_BLOCK, stats);
}

/* What rank 0 sends before each build it leads. */
typedef struct {
    int build; /* 0: release the serving ranks */
    double screen_threshold;
} lead_message;

void dist_fock_lead(const eri_basis *bs, const double *D, double *J, double *K,
                    double screen_threshold, fock_stats *stats)
{
    lead_message m = {1, screen_threshold};
    mp_bcast(&m, sizeof m, 0);
    mp_bcast((double *)D, sizeof(double) * (size_t)bs->nbf * (size_t)bs->nbf, 0);
    dist_fock_build(bs, D, J, K, screen_threshold, stats);
}

void dist_fock_serve(const eri_basis *bs)
{
    const size_t nn = (size_t)bs->nbf * (size_t)bs->nbf;
    double *D = xmalloc(sizeof(double) * nn), *J = xmalloc(sizeof(double) * nn),
           *K = xmalloc(sizeof(double) * nn);
    for (;;) {
        lead_message m;
        mp_bcast(&m, sizeof m, 0);
        if (!m.build)
            break;
        mp_bcast(D, sizeof(double) * nn, 0);
        dist_fock_build(bs, D, J, K, m.screen_threshold, NULL);
    }
    free(D);
    free(J);
    free(K);
}

void dist_fock_release(void)
{
    lead_message m = {0, 0};
    mp_bcast(&m, sizeof m, 0);
}
