/* Fock build with the generated ERI kernels: pair lists, Schwarz screening,
 * quartet lists per class, device data and symmetrisation (see fock.h). */
#include "fock.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "eri_kernels.h"
#include "util.h"

static void call_quartet(const eri_class_desc *cls, const eri_shell *a, const eri_shell *b,
                         const eri_shell *c, const eri_shell *d, double *out)
{
    cls->quartet(a->center, b->center, c->center, d->center, a->nprim, a->exp, a->coef,
                 b->nprim, b->exp, b->coef, c->nprim, c->exp, c->coef, d->nprim, d->exp,
                 d->coef, out);
}

void fock_eri_quartet(const eri_shell *a, const eri_shell *b, const eri_shell *c,
                      const eri_shell *d, double *out)
{
    const eri_shell *s[4] = {a, b, c, d};
    int swap_ab = 0, swap_cd = 0, swap_braket = 0;
    if (s[0]->l < s[1]->l) {
        const eri_shell *t = s[0]; s[0] = s[1]; s[1] = t;
        swap_ab = 1;
    }
    if (s[2]->l < s[3]->l) {
        const eri_shell *t = s[2]; s[2] = s[3]; s[3] = t;
        swap_cd = 1;
    }
    int pb = eri_pair_type(s[0]->l, s[1]->l), pk = eri_pair_type(s[2]->l, s[3]->l);
    if (pb < pk) {
        const eri_shell *t0 = s[0], *t1 = s[1];
        s[0] = s[2]; s[1] = s[3]; s[2] = t0; s[3] = t1;
        int t = pb; pb = pk; pk = t;
        swap_braket = 1;
    }
    const eri_class_desc *cls = &eri_class_table[eri_class_index(pb, pk)];
    double tmp[ERI_MAX_QUARTET_SIZE];
    call_quartet(cls, s[0], s[1], s[2], s[3], tmp);
    /* n[] of the kernel's order; map each output index (i, j, k, l) of a, b, c, d to it. */
    const int n1 = eri_ncart(s[1]->l), n2 = eri_ncart(s[2]->l),
              n3 = eri_ncart(s[3]->l);
    const int na = eri_ncart(a->l), nb = eri_ncart(b->l), nc = eri_ncart(c->l), nd = eri_ncart(d->l);
    for (int i = 0; i < na; ++i)
        for (int j = 0; j < nb; ++j)
            for (int k = 0; k < nc; ++k)
                for (int l = 0; l < nd; ++l) {
                    int x[4] = {i, j, k, l}, t;
                    if (swap_ab) { t = x[0]; x[0] = x[1]; x[1] = t; }
                    if (swap_cd) { t = x[2]; x[2] = x[3]; x[3] = t; }
                    if (swap_braket) {
                        t = x[0]; x[0] = x[2]; x[2] = t;
                        t = x[1]; x[1] = x[3]; x[3] = t;
                    }
                    out[((i * nb + j) * nc + k) * nd + l] =
                        tmp[((x[0] * n1 + x[1]) * n2 + x[2]) * n3 + x[3]];
                }
}

double fock_schwarz_factor(const eri_shell *a, const eri_shell *b)
{
    double tmp[ERI_MAX_QUARTET_SIZE];
    fock_eri_quartet(a, b, a, b, tmp);
    const int na = eri_ncart(a->l), nb = eri_ncart(b->l), n = na * nb;
    double m = 0.0;
    for (int ij = 0; ij < n; ++ij)
        m = fmax(m, fabs(tmp[ij * n + ij]));
    return sqrt(m);
}

typedef struct {
    int32_t s1, s2; /* shells, l(s1) >= l(s2) */
    int type;
    double q;       /* Schwarz factor */
} shell_pair;

static int by_type_then_q(const void *x, const void *y)
{
    const shell_pair *a = x, *b = y;
    if (a->type != b->type)
        return a->type - b->type;
    if (a->q != b->q)
        return a->q < b->q ? 1 : -1; /* descending */
    if (a->s1 != b->s1)
        return a->s1 - b->s1;
    return a->s2 - b->s2;
}

/* Number of leading entries of q[0..n) (descending) with qb * q[i] >= thr. */
static int32_t surviving(const shell_pair *p, int32_t n, double qb, double thr)
{
    if (thr <= 0.0)
        return n;
    int32_t lo = 0, hi = n;
    while (lo < hi) {
        const int32_t mid = lo + (hi - lo) / 2;
        if (qb * p[mid].q >= thr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* What every class kernel reads and writes (present on the device). */
typedef struct {
    int32_t npairs, nsh, nbf;
    const int32_t *pair_sh, *sh_nprim, *sh_bf;
    const double *sh_exp, *sh_coef, *sh_xyz, *D;
    double *Jt, *Kt;
} fock_device_data;

/* The tasks of one class collected for the next kernel launch. */
typedef struct {
    const eri_class_desc *cls;
    int32_t *tasks; /* host copy; 3 entries per task */
    int64_t nt, nq; /* tasks and quartets in it */
} task_batch;

/* fn (dev_copyin or dev_delete) on every array of d the kernels read or accumulate into:
 * one list for both, so a new array cannot be copied in and never released. */
static void for_each_device_array(const fock_device_data *d, void (*fn)(const void *, size_t))
{
    const size_t nsh = (size_t)d->nsh, nn = (size_t)d->nbf * (size_t)d->nbf;
    fn(d->sh_nprim, sizeof(int32_t) * nsh);
    fn(d->sh_bf, sizeof(int32_t) * nsh);
    fn(d->sh_exp, sizeof(double) * ERI_MAX_PRIM * nsh);
    fn(d->sh_coef, sizeof(double) * ERI_MAX_PRIM * nsh);
    fn(d->sh_xyz, sizeof(double) * 3 * nsh);
    fn(d->pair_sh, sizeof(int32_t) * 2 * (size_t)d->npairs);
    fn(d->D, sizeof(double) * nn);
    fn(d->Jt, sizeof(double) * nn);
    fn(d->Kt, sizeof(double) * nn);
}

static FILE *progress_out;

void fock_set_progress(FILE *out) { progress_out = out; }

static fock_owner_fn owner;
static void *owner_ctx;

void fock_set_owner(fock_owner_fn owns, void *ctx)
{
    owner = owns;
    owner_ctx = ctx;
}

/* d == NULL: count only */
static void launch(task_batch *b, const fock_device_data *d, fock_stats *st, int cid)
{
    if (d) {
        dev_update_device(b->tasks, sizeof(int32_t) * 3 * (size_t)b->nt);
        b->cls->fock(b->nt, b->tasks, d->npairs, d->pair_sh, d->nsh, d->sh_nprim, d->sh_bf,
                     d->sh_exp, d->sh_coef, d->sh_xyz, d->nbf, d->D, d->Jt, d->Kt);
    }
    st->quartets_per_class[cid] += b->nq;
    st->tasks_per_class[cid] += b->nt;
    st->tasks += b->nt;
    b->nt = b->nq = 0;
}

void fock_build(const eri_basis *bs, const double *D, double *J, double *K,
                double screen_threshold, fock_stats *stats)
{
    fock_build_blocked(bs, D, J, K, screen_threshold, ERI_KET_BLOCK, stats);
}

void fock_build_blocked(const eri_basis *bs, const double *D, double *J, double *K,
                        double screen_threshold, int ket_block, fock_stats *stats)
{
    const double t_start = wall_seconds();
    fock_stats local;
    if (!stats)
        stats = &local;
    memset(stats, 0, sizeof *stats);
    const int32_t nsh = bs->nshells, nbf = bs->nbf;
    const int compute = D != NULL;
    if (compute && (!J || !K))
        die("fock_build: J and K are NULL");
    if (ket_block < 1 || ket_block > ERI_BATCH_QUARTETS)
        die("fock_build: ket_block %d outside 1..%d (ERI_BATCH_QUARTETS)", ket_block,
            ERI_BATCH_QUARTETS);
    for (int32_t s = 0; s < nsh; ++s) {
        if (bs->shells[s].l < 0 || bs->shells[s].l > ERI_SPEC_MAX_L)
            die("fock_build: shell %d has angular momentum %d; the generated kernels cover 0..%d "
                "(specs/eri.yaml max_l)", s, bs->shells[s].l, ERI_SPEC_MAX_L);
        if (bs->shells[s].nprim < 1 || bs->shells[s].nprim > ERI_MAX_PRIM)
            die("fock_build: shell %d has %d primitives (1..%d supported)", s,
                bs->shells[s].nprim, ERI_MAX_PRIM);
    }

    /* Shell data, structure of arrays for the device. */
    int32_t *sh_nprim = xmalloc(sizeof(int32_t) * (size_t)nsh);
    int32_t *sh_bf = xmalloc(sizeof(int32_t) * (size_t)nsh);
    double *sh_exp = xcalloc((size_t)ERI_MAX_PRIM * (size_t)nsh, sizeof(double));
    double *sh_coef = xcalloc((size_t)ERI_MAX_PRIM * (size_t)nsh, sizeof(double));
    double *sh_xyz = xmalloc(sizeof(double) * 3 * (size_t)nsh);
    for (int32_t s = 0; s < nsh; ++s) {
        const eri_shell *sh = &bs->shells[s];
        sh_nprim[s] = sh->nprim;
        sh_bf[s] = sh->first_bf;
        memcpy(sh_exp + (size_t)ERI_MAX_PRIM * s, sh->exp, sizeof(double) * (size_t)sh->nprim);
        memcpy(sh_coef + (size_t)ERI_MAX_PRIM * s, sh->coef, sizeof(double) * (size_t)sh->nprim);
        memcpy(sh_xyz + 3 * s, sh->center, sizeof(double) * 3);
    }

    /* Shell pairs a >= b with their Schwarz factors, grouped by type, q descending. */
    const int64_t npairs64 = (int64_t)nsh * (nsh + 1) / 2;
    if (npairs64 > INT32_MAX / 2)
        die("fock_build: %d shells give too many shell pairs", nsh);
    const int32_t npairs = (int32_t)npairs64;
    shell_pair *pairs = xmalloc(sizeof(shell_pair) * (size_t)npairs);
    int32_t np = 0;
    for (int32_t a = 0; a < nsh; ++a)
        for (int32_t b = 0; b <= a; ++b) {
            shell_pair p = {a, b, 0, 0.0};
            if (bs->shells[a].l < bs->shells[b].l) {
                p.s1 = b;
                p.s2 = a;
            }
            p.type = eri_pair_type(bs->shells[p.s1].l, bs->shells[p.s2].l);
            p.q = fock_schwarz_factor(&bs->shells[p.s1], &bs->shells[p.s2]);
            pairs[np++] = p;
        }
    qsort(pairs, (size_t)npairs, sizeof *pairs, by_type_then_q);
    int32_t type_begin[ERI_NPAIR_TYPES + 1];
    for (int t = 0, i = 0; t <= ERI_NPAIR_TYPES; ++t) {
        while (i < npairs && pairs[i].type < t)
            ++i;
        type_begin[t] = i;
    }
    int32_t *pair_sh = xmalloc(sizeof(int32_t) * 2 * (size_t)npairs);
    for (int32_t i = 0; i < npairs; ++i) {
        pair_sh[2 * i] = pairs[i].s1;
        pair_sh[2 * i + 1] = pairs[i].s2;
    }

    /* Device data (unless counting only): unsymmetrised J and K accumulate there. Tasks (bra pair, first ket,
     * number of kets <= ket_block) are built in batches of at most ERI_BATCH_QUARTETS
     * quartets; a task never holds more quartets than it has kets, so the task buffer of
     * ERI_BATCH_QUARTETS entries always suffices. */
    const size_t nn = (size_t)nbf * (size_t)nbf;
    const int64_t batch = ERI_BATCH_QUARTETS;
    const size_t task_bytes = sizeof(int32_t) * 3 * (size_t)batch;
    int32_t *tasks = xmalloc(task_bytes);
    double *Jt = NULL, *Kt = NULL;
    if (compute) {
        Jt = xcalloc(nn, sizeof(double));
        Kt = xcalloc(nn, sizeof(double));
    }
    const fock_device_data dd = {npairs, nsh, nbf, pair_sh, sh_nprim, sh_bf, sh_exp,
                                 sh_coef, sh_xyz, D, Jt, Kt};
    const fock_device_data *ddp = compute ? &dd : NULL;
    if (compute) {
        for_each_device_array(&dd, dev_copyin);
        dev_create(tasks, task_bytes);
    }

    int classes_done = 0;
    for (int pb = 0; pb < ERI_NPAIR_TYPES; ++pb)
        for (int pk = 0; pk <= pb; ++pk) {
            const eri_class_desc *cls = &eri_class_table[eri_class_index(pb, pk)];
            const int cid = ERI_CLASS(cls->l[0], cls->l[1], cls->l[2], cls->l[3]);
            const double t0 = wall_seconds();
            const shell_pair *kets = pairs + type_begin[pk];
            const int32_t nket = type_begin[pk + 1] - type_begin[pk];
            task_batch tb = {cls, tasks, 0, 0};
            for (int32_t ib = type_begin[pb]; ib < type_begin[pb + 1]; ++ib) {
                const int32_t full = pb == pk ? ib - type_begin[pb] + 1 : nket;
                int32_t n = surviving(kets, nket, pairs[ib].q, screen_threshold);
                if (n > full)
                    n = full;
                if (owner && !owner(owner_ctx, cid, n))
                    continue; /* another rank's */
                stats->quartets_screened += full - n;
                for (int32_t k0 = 0; k0 < n; k0 += ket_block) {
                    const int32_t cnt = n - k0 < ket_block ? n - k0 : ket_block;
                    if (tb.nq + cnt > batch)
                        launch(&tb, ddp, stats, cid);
                    tasks[3 * tb.nt] = ib;
                    tasks[3 * tb.nt + 1] = type_begin[pk] + k0;
                    tasks[3 * tb.nt + 2] = cnt;
                    ++tb.nt;
                    tb.nq += cnt;
                }
            }
            if (tb.nt > 0) /* the last, partial batch */
                launch(&tb, ddp, stats, cid);
            if (compute)
                dev_synchronize();
            const double t1 = wall_seconds();
            stats->seconds_per_class[cid] += t1 - t0;
            ++classes_done;
            if (progress_out && compute && t1 - t_start >= FOCK_PROGRESS_AFTER_S) {
                fprintf(progress_out, "fock_build: (%c%c|%c%c) done: %ld quartets in %.1f s; %d of %d "
                        "classes, %.1f s so far\n", cls->name[0], cls->name[1], cls->name[2],
                        cls->name[3], stats->quartets_per_class[cid], t1 - t0, classes_done,
                        ERI_NCLASSES, t1 - t_start);
                fflush(progress_out);
            }
        }

    if (compute) {
        dev_update_host(Jt, sizeof(double) * nn);
        dev_update_host(Kt, sizeof(double) * nn);
        for (int32_t m = 0; m < nbf; ++m)
            for (int32_t n = 0; n < nbf; ++n) {
                const size_t mn = (size_t)m * nbf + n, nm = (size_t)n * nbf + m;
                J[mn] = 0.25 * (Jt[mn] + Jt[nm]);
                K[mn] = 0.125 * (Kt[mn] + Kt[nm]);
            }

        dev_delete(tasks, task_bytes);
        for_each_device_array(&dd, dev_delete);
    }
    free(tasks);
    free(Kt);
    free(Jt);
    free(pair_sh);
    free(pairs);
    free(sh_xyz);
    free(sh_coef);
    free(sh_exp);
    free(sh_bf);
    free(sh_nprim);
    stats->total_seconds = wall_seconds() - t_start;
}
