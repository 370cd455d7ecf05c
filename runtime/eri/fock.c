/* Fock build with the generated ERI kernels: the plan (pair lists, Schwarz factors, primitive
 * pair data, device data), screening, tasks per class and symmetrisation (see fock.h). */
#include "fock.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "eri_kernels.h"
#include "prim_pairs.h"
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
static int32_t surviving(const double *q, int32_t n, double qb, double thr)
{
    if (thr <= 0.0)
        return n;
    int32_t lo = 0, hi = n;
    while (lo < hi) {
        const int32_t mid = lo + (hi - lo) / 2;
        if (qb * q[mid] >= thr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

struct fock_plan {
    fock_options opt;
    double created_schwarz; /* the pairs with primitive data survive this threshold */
    int compute;
    int32_t nsh, nbf, npairs;
    int32_t type_begin[ERI_NPAIR_TYPES + 1];
    int64_t class_units[ERI_NCLASSES + 1]; /* first unit of each class, in table order */
    /* kept on the device while the plan lives (compute only) */
    int32_t *pair_sh;  /* 2 per pair: shells, l1 >= l2 */
    int32_t *pair_pp;  /* 2 per pair: first primitive-pair record, count */
    double *pair_q;    /* Schwarz factor per pair, descending within a type */
    int64_t npp;       /* primitive-pair records */
    double *pp;        /* ERI_PP_STRIDE doubles per record */
    int32_t *sh_bf;    /* first basis function of each shell */
    double *sh_xyz;
    /* per build */
    double *D, *Dsh, *Jt, *Kt;
    int32_t *sh_nf;      /* functions of each shell (host only) */
    int64_t *task_start; /* per class: tasks before each bra pair (nbra + 1) */
    int32_t *bra_nket;   /* per class: surviving kets of each bra pair */
    int32_t max_bra;     /* pairs of the most common type: the two arrays above have room */
    int32_t *hint;       /* per class: the bra (index into the two above) of every
                            FOCK_TASK_HINT-th task, where a kernel thread starts its search */
    int64_t hint_cap;    /* entries of hint (and of its device copy) */
    double seconds;
};

static FILE *progress_out;

void fock_set_progress(FILE *out) { progress_out = out; }

static fock_owner_fn owner;
static void *owner_ctx;

void fock_set_owner(fock_owner_fn owns, void *ctx)
{
    owner = owns;
    owner_ctx = ctx;
}

void fock_options_default(fock_options *o, double schwarz)
{
    o->schwarz = schwarz;
    o->primitive = ERI_PRIM_SCREEN_FACTOR * schwarz;
    o->density = 0.0;
    o->ket_block = ERI_KET_BLOCK;
}

/* fn (dev_copyin or dev_delete) on every array the kernels read or accumulate into: one list
 * for both, so a new array cannot be copied in and never released. */
static void for_each_device_array(const fock_plan *p, void (*fn)(const void *, size_t))
{
    const size_t nsh = (size_t)p->nsh, nn = (size_t)p->nbf * (size_t)p->nbf;
    fn(p->pair_sh, sizeof(int32_t) * 2 * (size_t)p->npairs);
    fn(p->pair_pp, sizeof(int32_t) * 2 * (size_t)p->npairs);
    fn(p->pair_q, sizeof(double) * (size_t)p->npairs);
    fn(p->pp, sizeof(double) * ERI_PP_STRIDE * (size_t)(p->npp > 0 ? p->npp : 1));
    fn(p->sh_bf, sizeof(int32_t) * nsh);
    fn(p->sh_xyz, sizeof(double) * 3 * nsh);
    fn(p->D, sizeof(double) * nn);
    fn(p->Dsh, sizeof(double) * nsh * nsh);
    fn(p->Jt, sizeof(double) * nn);
    fn(p->Kt, sizeof(double) * nn);
    fn(p->task_start, sizeof(int64_t) * ((size_t)p->max_bra + 1));
    fn(p->bra_nket, sizeof(int32_t) * ((size_t)p->max_bra + 1));
}

static void check_shells(const eri_basis *bs)
{
    for (int32_t s = 0; s < bs->nshells; ++s) {
        if (bs->shells[s].l < 0 || bs->shells[s].l > ERI_SPEC_MAX_L)
            die("fock_build: shell %d has angular momentum %d; the generated kernels cover 0..%d "
                "(specs/eri.yaml max_l)", s, bs->shells[s].l, ERI_SPEC_MAX_L);
        if (bs->shells[s].nprim < 1 || bs->shells[s].nprim > ERI_MAX_PRIM)
            die("fock_build: shell %d has %d primitives (1..%d supported)", s,
                bs->shells[s].nprim, ERI_MAX_PRIM);
    }
}

/* Shell pairs a >= b with their Schwarz factors, grouped by type, q descending. */
static shell_pair *sorted_pairs(const eri_basis *bs, int32_t npairs)
{
    shell_pair *pairs = xmalloc(sizeof(shell_pair) * (size_t)npairs);
    int32_t np = 0;
    for (int32_t a = 0; a < bs->nshells; ++a)
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
    return pairs;
}

/* Primitive-pair records of every pair that can survive the Schwarz screening (Q_ab Q_max >=
 * schwarz); the others get none, and no build ever lists them. */
static void primitive_data(fock_plan *p, const eri_basis *bs, double qmax)
{
    int64_t total = 0;
    for (int32_t i = 0; i < p->npairs; ++i)
        if (p->pair_q[i] * qmax >= p->opt.schwarz)
            total += (int64_t)bs->shells[p->pair_sh[2 * i]].nprim * bs->shells[p->pair_sh[2 * i + 1]].nprim;
    p->pp = xmalloc(sizeof(double) * ERI_PP_STRIDE * (size_t)(total > 0 ? total : 1));
    int64_t n = 0;
    for (int32_t i = 0; i < p->npairs; ++i) {
        const eri_shell *a = &bs->shells[p->pair_sh[2 * i]], *b = &bs->shells[p->pair_sh[2 * i + 1]];
        int count = 0;
        if (p->pair_q[i] * qmax >= p->opt.schwarz)
            count = eri_prim_pairs(a->center, a->nprim, a->exp, a->coef, b->center, b->nprim,
                                   b->exp, b->coef, p->pp + ERI_PP_STRIDE * n);
        if (n > INT32_MAX)
            die("fock_build: more than %d primitive pairs", INT32_MAX);
        p->pair_pp[2 * i] = (int32_t)n;
        p->pair_pp[2 * i + 1] = count;
        n += count;
    }
    p->npp = n;
}

fock_plan *fock_plan_create(const eri_basis *bs, const fock_options *o, int compute)
{
    const double t0 = wall_seconds();
    check_shells(bs);
    if (o->ket_block < 1 || o->ket_block > FOCK_MAX_KET_BLOCK)
        die("fock_build: ket_block %d outside 1..%d", o->ket_block, FOCK_MAX_KET_BLOCK);
    fock_plan *p = xcalloc(1, sizeof *p);
    p->opt = *o;
    p->created_schwarz = o->schwarz;
    p->compute = compute;
    p->nsh = bs->nshells;
    p->nbf = bs->nbf;
    const int64_t npairs64 = (int64_t)p->nsh * (p->nsh + 1) / 2;
    if (npairs64 > INT32_MAX / 2)
        die("fock_build: %d shells give too many shell pairs", p->nsh);
    p->npairs = (int32_t)npairs64;
    shell_pair *pairs = sorted_pairs(bs, p->npairs);
    for (int t = 0, i = 0; t <= ERI_NPAIR_TYPES; ++t) {
        while (i < p->npairs && pairs[i].type < t)
            ++i;
        p->type_begin[t] = i;
    }
    p->pair_sh = xmalloc(sizeof(int32_t) * 2 * (size_t)p->npairs);
    p->pair_pp = xcalloc(2 * (size_t)p->npairs, sizeof(int32_t));
    p->pair_q = xmalloc(sizeof(double) * (size_t)p->npairs);
    double qmax = 0.0;
    for (int32_t i = 0; i < p->npairs; ++i) {
        p->pair_sh[2 * i] = pairs[i].s1;
        p->pair_sh[2 * i + 1] = pairs[i].s2;
        p->pair_q[i] = pairs[i].q;
        qmax = fmax(qmax, pairs[i].q);
    }
    free(pairs);
    for (int c = 0; c < ERI_NCLASSES; ++c) {
        const eri_class_desc *cls = &eri_class_table[c];
        const int pb = eri_pair_type(cls->l[0], cls->l[1]);
        p->class_units[c + 1] = p->class_units[c] + p->type_begin[pb + 1] - p->type_begin[pb];
    }
    for (int t = 0; t < ERI_NPAIR_TYPES; ++t)
        if (p->type_begin[t + 1] - p->type_begin[t] > p->max_bra)
            p->max_bra = p->type_begin[t + 1] - p->type_begin[t];
    p->task_start = xmalloc(sizeof(int64_t) * ((size_t)p->max_bra + 1));
    p->bra_nket = xmalloc(sizeof(int32_t) * ((size_t)p->max_bra + 1));
    if (compute) {
        const size_t nsh = (size_t)p->nsh, nn = (size_t)p->nbf * (size_t)p->nbf;
        primitive_data(p, bs, qmax);
        p->sh_bf = xmalloc(sizeof(int32_t) * nsh);
        p->sh_nf = xmalloc(sizeof(int32_t) * nsh);
        p->sh_xyz = xmalloc(sizeof(double) * 3 * nsh);
        for (size_t s = 0; s < nsh; ++s) {
            p->sh_bf[s] = bs->shells[s].first_bf;
            p->sh_nf[s] = eri_ncart(bs->shells[s].l);
            memcpy(p->sh_xyz + 3 * s, bs->shells[s].center, sizeof(double) * 3);
        }
        p->D = xcalloc(nn, sizeof(double));
        p->Dsh = xcalloc(nsh * nsh, sizeof(double));
        p->Jt = xcalloc(nn, sizeof(double));
        p->Kt = xcalloc(nn, sizeof(double));
        for_each_device_array(p, dev_copyin);
    }
    p->seconds = wall_seconds() - t0;
    return p;
}

void fock_plan_free(fock_plan *p)
{
    if (!p)
        return;
    if (p->compute)
        for_each_device_array(p, dev_delete);
    free(p->pair_sh);
    free(p->pair_pp);
    free(p->pair_q);
    free(p->pp);
    free(p->sh_bf);
    free(p->sh_nf);
    free(p->sh_xyz);
    free(p->D);
    free(p->Dsh);
    free(p->Jt);
    free(p->Kt);
    if (p->compute && p->hint)
        dev_delete(p->hint, sizeof(int32_t) * (size_t)p->hint_cap);
    free(p->hint);
    free(p->task_start);
    free(p->bra_nket);
    free(p);
}

void fock_plan_set_screening(fock_plan *p, const fock_options *o)
{
    if (o->schwarz < p->created_schwarz)
        die("fock_build: Schwarz threshold %.1e below the plan's %.1e (its pair data stops there)",
            o->schwarz, p->created_schwarz);
    p->opt.schwarz = o->schwarz;
    p->opt.primitive = o->primitive;
    p->opt.density = o->density;
}
int64_t fock_plan_units(const fock_plan *p) { return p->class_units[ERI_NCLASSES]; }
double fock_plan_seconds(const fock_plan *p) { return p->seconds; }

/* Dsh[a][b] = max |D| over the block of shells a, b; returns the largest. */
static double shell_block_max(const fock_plan *p, const double *D, double *Dsh)
{
    const int nsh = p->nsh, nbf = p->nbf;
    double dmax = 0.0;
    for (int a = 0; a < nsh; ++a)
        for (int b = 0; b < nsh; ++b) {
            const int fa = p->sh_bf[a], fb = p->sh_bf[b];
            const int na = p->sh_nf[a], nb = p->sh_nf[b];
            double m = 0.0;
            for (int i = 0; i < na; ++i)
                for (int j = 0; j < nb; ++j)
                    m = fmax(m, fabs(D[(size_t)(fa + i) * nbf + fb + j]));
            Dsh[(size_t)a * nsh + b] = m;
            dmax = fmax(dmax, m);
        }
    return dmax;
}

/* Room for n task hints (host and device copies). */
static void hint_capacity(fock_plan *p, int64_t n)
{
    if (n <= p->hint_cap)
        return;
    if (p->compute && p->hint)
        dev_delete(p->hint, sizeof(int32_t) * (size_t)p->hint_cap);
    free(p->hint);
    p->hint_cap = n > 2 * p->hint_cap ? n : 2 * p->hint_cap;
    p->hint = xmalloc(sizeof(int32_t) * (size_t)p->hint_cap);
    if (p->compute)
        dev_create(p->hint, sizeof(int32_t) * (size_t)p->hint_cap);
}

/* hint[h] = the bra b with task_start[b] <= h * FOCK_TASK_HINT < task_start[b + 1] */
static int64_t fill_hints(fock_plan *p, int32_t nbra, int64_t ntasks)
{
    const int64_t nhint = (ntasks + FOCK_TASK_HINT - 1) / FOCK_TASK_HINT;
    hint_capacity(p, nhint > 0 ? nhint : 1);
    int64_t h = 0;
    for (int32_t b = 0; b < nbra; ++b)
        for (; h < nhint && h * FOCK_TASK_HINT < p->task_start[b + 1]; ++h)
            p->hint[h] = b;
    return nhint;
}

/* Bra pairs [b0, b1) of class c: their surviving kets and task offsets into p->bra_nket and
 * p->task_start; returns the tasks and adds quartets and screened quartets to the stats. */
static int64_t list_tasks(fock_plan *p, int c, int32_t b0, int32_t b1, double dmax,
                          fock_stats *st)
{
    const eri_class_desc *cls = &eri_class_table[c];
    const int pb = eri_pair_type(cls->l[0], cls->l[1]), pk = eri_pair_type(cls->l[2], cls->l[3]);
    const double *kq = p->pair_q + p->type_begin[pk];
    const int32_t nket = p->type_begin[pk + 1] - p->type_begin[pk];
    const int kb = p->opt.ket_block;
    int64_t tasks = 0, quartets = 0;
    for (int32_t ib = b0; ib < b1; ++ib) {
        int32_t full = pb == pk ? ib - p->type_begin[pb] + 1 : nket;
        int32_t n = surviving(kq, nket, p->pair_q[ib], p->opt.schwarz);
        if (p->opt.density > 0.0) {
            const int32_t nd = surviving(kq, nket, p->pair_q[ib] * dmax, p->opt.density);
            n = nd < n ? nd : n;
        }
        n = n < full ? n : full;
        if (owner && !owner(owner_ctx, ERI_CLASS(cls->l[0], cls->l[1], cls->l[2], cls->l[3]), n))
            n = full = 0; /* another rank's: no tasks here, counted there */
        st->quartets_screened += full - n;
        p->bra_nket[ib - b0] = n;
        p->task_start[ib - b0] = tasks;
        tasks += (n + kb - 1) / kb;
        quartets += n;
    }
    p->task_start[b1 - b0] = tasks;
    const int cid = ERI_CLASS(cls->l[0], cls->l[1], cls->l[2], cls->l[3]);
    st->quartets_per_class[cid] += quartets;
    st->tasks_per_class[cid] += tasks;
    st->tasks += tasks;
    return tasks;
}

void fock_plan_build(fock_plan *p, const double *D, double *J, double *K, fock_stats *stats)
{
    fock_plan_build_range(p, D, J, K, 0, fock_plan_units(p), stats);
}

void fock_plan_build_range(fock_plan *p, const double *D, double *J, double *K, int64_t first,
                           int64_t end, fock_stats *stats)
{
    const double t_start = wall_seconds();
    fock_stats local;
    if (!stats)
        stats = &local;
    memset(stats, 0, sizeof *stats);
    const int compute = D != NULL;
    if (compute && (!p->compute || !J || !K))
        die("fock_build: %s", p->compute ? "J and K are NULL" : "the plan was made for counting");
    if (first < 0 || end > fock_plan_units(p) || first > end)
        die("fock_build: units %ld..%ld outside 0..%ld", (long)first, (long)end,
            (long)fock_plan_units(p));
    const size_t nn = (size_t)p->nbf * (size_t)p->nbf, nsh = (size_t)p->nsh;
    double dmax = 1.0, eps = p->opt.primitive;
    if (compute) {
        memcpy(p->D, D, sizeof(double) * nn);
        dmax = shell_block_max(p, p->D, p->Dsh);
        if (p->opt.density > 0.0 && dmax > 0.0)
            eps = p->opt.primitive / dmax; /* primitive: a bound on |integral x D| */
        memset(p->Jt, 0, sizeof(double) * nn);
        memset(p->Kt, 0, sizeof(double) * nn);
        dev_update_device(p->D, sizeof(double) * nn);
        dev_update_device(p->Dsh, sizeof(double) * nsh * nsh);
        dev_update_device(p->Jt, sizeof(double) * nn);
        dev_update_device(p->Kt, sizeof(double) * nn);
    }
    int classes_done = 0;
    for (int c = 0; c < ERI_NCLASSES; ++c) {
        const int64_t u0 = first > p->class_units[c] ? first : p->class_units[c];
        const int64_t u1 = end < p->class_units[c + 1] ? end : p->class_units[c + 1];
        if (u0 >= u1)
            continue;
        const double t0 = wall_seconds();
        const eri_class_desc *cls = &eri_class_table[c];
        const int pb = eri_pair_type(cls->l[0], cls->l[1]), pk = eri_pair_type(cls->l[2], cls->l[3]);
        const int32_t b0 = p->type_begin[pb] + (int32_t)(u0 - p->class_units[c]);
        const int32_t nbra = (int32_t)(u1 - u0);
        const int64_t ntasks = list_tasks(p, c, b0, b0 + nbra, dmax, stats);
        if (compute && ntasks > 0) {
            const int64_t nhint = fill_hints(p, nbra, ntasks);
            dev_update_device(p->task_start, sizeof(int64_t) * ((size_t)nbra + 1));
            dev_update_device(p->bra_nket, sizeof(int32_t) * (size_t)nbra);
            dev_update_device(p->hint, sizeof(int32_t) * (size_t)nhint);
            cls->fock(ntasks, p->task_start, nbra, p->hint, nhint, FOCK_TASK_HINT, b0,
                      p->type_begin[pk], p->opt.ket_block, p->bra_nket, p->npairs, p->pair_sh, p->pair_pp, p->pair_q, p->npp, p->pp,
                      p->nsh, p->sh_bf, p->sh_xyz, p->nbf, p->D, p->Dsh, p->opt.density, eps,
                      p->Jt, p->Kt);
            dev_synchronize();
        }
        const double t1 = wall_seconds();
        const int cid = ERI_CLASS(cls->l[0], cls->l[1], cls->l[2], cls->l[3]);
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
        dev_update_host(p->Jt, sizeof(double) * nn);
        dev_update_host(p->Kt, sizeof(double) * nn);
        const double *Jt = p->Jt, *Kt = p->Kt;
        for (int32_t m = 0; m < p->nbf; ++m)
            for (int32_t n = 0; n < p->nbf; ++n) {
                const size_t mn = (size_t)m * p->nbf + n, nm = (size_t)n * p->nbf + m;
                J[mn] = 0.25 * (Jt[mn] + Jt[nm]);
                K[mn] = 0.125 * (Kt[mn] + Kt[nm]);
            }
    }
    stats->total_seconds = wall_seconds() - t_start;
}

void fock_build_blocked(const eri_basis *bs, const double *D, double *J, double *K,
                        double screen_threshold, int ket_block, fock_stats *stats)
{
    fock_options o;
    fock_options_default(&o, screen_threshold);
    o.ket_block = ket_block;
    fock_plan *p = fock_plan_create(bs, &o, D != NULL);
    fock_plan_build(p, D, J, K, stats);
    if (stats) {
        stats->plan_seconds = p->seconds;
        stats->total_seconds += p->seconds;
    }
    fock_plan_free(p);
}

void fock_build(const eri_basis *bs, const double *D, double *J, double *K,
                double screen_threshold, fock_stats *stats)
{
    fock_build_blocked(bs, D, J, K, screen_threshold, ERI_KET_BLOCK, stats);
}
