/* M-scheme operators: one- and two-body matrix elements over the m-states from J-coupled ones,
 * and their matrices in the basis, built by the generated ci kernels. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ci_kernels.h"
#include "device.h"
#include "shellmodel.h"
#include "util.h"

static int64_t pair_index(int n_sp, int a, int b)
{
    return (int64_t)a * (2 * n_sp - a - 1) / 2 + (b - a - 1);
}

/* <alpha beta | V | gamma delta>, antisymmetrized, from the J-coupled V of `it` (alpha < beta,
 * gamma < delta; m-states ordered by species, orbit, m, so orbit(alpha) <= orbit(beta)):
 * sum_J N CG(ja ma jb mb | J M) CG(jc mc jd md | J M) V_J(ab, cd), N = sqrt((1 + d_ab)(1 + d_cd))
 * for like nucleons (normalized pair states), 1 for a proton-neutron pair. */
static double m_scheme_v(const sm_interaction *it, const sm_space *s, int al, int be, int ga, int de)
{
    if (s->m2[al] + s->m2[be] != s->m2[ga] + s->m2[de])
        return 0.0;
    const int a = s->orbit[al], b = s->orbit[be], c = s->orbit[ga], d = s->orbit[de];
    if (it->orbit[a].tz != it->orbit[c].tz || it->orbit[b].tz != it->orbit[d].tz)
        return 0.0;
    const int like = it->orbit[a].tz == it->orbit[b].tz;
    const double norm = like ? sqrt((1.0 + (a == b)) * (1.0 + (c == d))) : 1.0;
    const int M = s->m2[al] + s->m2[be];
    double v = 0.0;
    for (int J = 0; J <= it->j2_max; ++J) {
        const double x = sm_tbme_get(it, a, b, c, d, J);
        if (x == 0.0)
            continue;
        v += sm_clebsch_gordan(s->j2[al], s->m2[al], s->j2[be], s->m2[be], 2 * J, M) *
             sm_clebsch_gordan(s->j2[ga], s->m2[ga], s->j2[de], s->m2[de], 2 * J, M) * x;
    }
    return norm * v;
}

static void tables_from(sm_tables *t, const sm_interaction *it, const sm_space *s, double scale)
{
    const int n = s->n_sp;
    t->n_sp = n;
    t->n_pairs = (int64_t)n * (n - 1) / 2;
    t->obme = xcalloc((size_t)n * n, sizeof *t->obme);
    t->tbme = xcalloc((size_t)(t->n_pairs * t->n_pairs), sizeof *t->tbme);
    for (int a = 0; a < n; ++a)
        for (int g = 0; g < n; ++g)
            if (s->m2[a] == s->m2[g])
                t->obme[a * n + g] = it->spe[s->orbit[a] * it->n_orbits + s->orbit[g]];
    for (int al = 0; al < n; ++al)
        for (int be = al + 1; be < n; ++be)
            for (int ga = 0; ga < n; ++ga)
                for (int de = ga + 1; de < n; ++de)
                    t->tbme[pair_index(n, al, be) * t->n_pairs + pair_index(n, ga, de)] =
                        scale * m_scheme_v(it, s, al, be, ga, de);
}

void sm_tables_hamiltonian(sm_tables *t, const sm_interaction *it, const sm_space *s)
{
    tables_from(t, it, s, sm_tbme_scale(it, s->A));
}

/* J^2 as an "interaction" on the same orbits: one-body j(j+1), two-body 2 j1.j2 =
 * J(J+1) - ja(ja+1) - jb(jb+1) on every allowed pair state. */
void sm_tables_j2(sm_tables *t, const sm_interaction *it, const sm_space *s)
{
    sm_interaction j2 = *it;
    const int no = it->n_orbits;
    const size_t n_tbme = (size_t)no * no * no * no * (size_t)(it->j2_max + 1);
    j2.spe = xcalloc((size_t)no * no, sizeof *j2.spe);
    j2.tbme = xcalloc(n_tbme, sizeof *j2.tbme);
    j2.given_line = NULL;
    j2.mass_method = 0;
    for (int a = 0; a < no; ++a) {
        const double ja = it->orbit[a].j2 / 2.0;
        j2.spe[a * no + a] = ja * (ja + 1);
        for (int b = a; b < no; ++b) {
            const double jb = it->orbit[b].j2 / 2.0;
            const int like = it->orbit[a].tz == it->orbit[b].tz;
            for (int J = abs(it->orbit[a].j2 - it->orbit[b].j2) / 2; 2 * J <= it->orbit[a].j2 + it->orbit[b].j2; ++J) {
                if (like && a == b && J % 2)
                    continue;
                const size_t at = ((((size_t)a * no + b) * no + a) * no + b) * (size_t)(it->j2_max + 1) + J;
                j2.tbme[at] = J * (J + 1.0) - ja * (ja + 1) - jb * (jb + 1);
            }
        }
    }
    tables_from(t, &j2, s, 1.0);
    free(j2.spe), free(j2.tbme);
}

int sm_tables_t2(sm_tables *t, const sm_interaction *it, const sm_space *s)
{
    const int np = it->n_proton_orbits;
    if (np != it->n_neutron_orbits)
        return -1;
    for (int k = 0; k < np; ++k) {
        const sm_orbit *p = &it->orbit[k], *n = &it->orbit[np + k];
        if (p->n != n->n || p->l != n->l || p->j2 != n->j2)
            return -1;
    }
    const int n = s->n_sp, half = s->n_sp_p; /* m-state a of the protons: partner a + half */
    t->n_sp = n;
    t->n_pairs = (int64_t)n * (n - 1) / 2;
    t->obme = xcalloc((size_t)n * n, sizeof *t->obme);
    t->tbme = xcalloc((size_t)(t->n_pairs * t->n_pairs), sizeof *t->tbme);
    const double tz = (s->z - s->n) / 2.0, constant = (tz * tz - tz) / (s->z + s->n);
    for (int a = 0; a < n; ++a) /* N_p, and the constant spread over the nucleons */
        t->obme[a * n + a] = (a < half ? 1.0 : 0.0) + constant;
    for (int a = 0; a < half; ++a) /* - a+(p a) a+(n b) a(n a) a(p b) */
        for (int b = 0; b < half; ++b)
            t->tbme[pair_index(n, a, b + half) * t->n_pairs + pair_index(n, b, a + half)] = -1.0;
    return 0;
}

void sm_tables_free(sm_tables *t)
{
    free(t->obme), free(t->tbme);
    memset(t, 0, sizeof *t);
}

static double phase(uint64_t m, int x)
{
    return __builtin_popcountll(m & ((UINT64_C(1) << x) - 1)) & 1 ? -1.0 : 1.0;
}

static double v_as(const sm_tables *t, int a, int b, int g, int d)
{
    if (a == b || g == d)
        return 0.0;
    double s = 1.0;
    if (a > b) {
        int x = a;
        a = b, b = x, s = -s;
    }
    if (g > d) {
        int x = g;
        g = d, d = x, s = -s;
    }
    return s * t->tbme[pair_index(t->n_sp, a, b) * t->n_pairs + pair_index(t->n_sp, g, d)];
}

/* Written independently of the kernel template: the second-quantized operator applied to |c>
 * term by term, projected on <r|. Slow (every one- and two-body term), obviously right. */
double sm_element_reference(const sm_tables *t, uint64_t r, uint64_t c)
{
    const int n = t->n_sp;
    double v = 0.0;
    for (int g = 0; g < n; ++g) { /* one-body: a+_a a_g */
        if (!(c >> g & 1))
            continue;
        const uint64_t m1 = c ^ (UINT64_C(1) << g);
        for (int a = 0; a < n; ++a) {
            if (m1 >> a & 1 || (m1 | (UINT64_C(1) << a)) != r || t->obme[a * n + g] == 0.0)
                continue;
            v += t->obme[a * n + g] * phase(c, g) * phase(m1, a);
        }
    }
    for (int g = 0; g < n; ++g) /* two-body: a+_a a+_b a_d a_g, a < b, g < d */
        for (int d = g + 1; d < n; ++d) {
            if (!(c >> g & 1) || !(c >> d & 1))
                continue;
            const uint64_t m1 = c ^ (UINT64_C(1) << g), m2 = m1 ^ (UINT64_C(1) << d);
            const double s2 = phase(c, g) * phase(m1, d);
            for (int b = 0; b < n; ++b) {
                if (m2 >> b & 1)
                    continue;
                const uint64_t m3 = m2 | (UINT64_C(1) << b);
                for (int a = 0; a < b; ++a) {
                    if (m3 >> a & 1 || (m3 | (UINT64_C(1) << a)) != r)
                        continue;
                    v += v_as(t, a, b, g, d) * s2 * phase(m2, b) * phase(m3, a);
                }
            }
        }
    return v;
}

/* Device arrays get at least one element, so that no kernel's data clause names an empty
 * array section; the lengths given to kernels for their clauses are these. */
static int64_t clause_len(int64_t n)
{
    return n > 0 ? n : 1;
}

/* Host arrays with device copies, released together. */
enum { MAX_BUFFERS = 24 };
typedef struct {
    int n;
    void *host[MAX_BUFFERS];
    size_t bytes[MAX_BUFFERS];
} buffers;

/* A host array of n elements of `size` bytes (allocated here when host is NULL; a given one
 * must hold clause_len(n)), copied to the device (copy = 1) or only created there. */
static void *buffer(buffers *list, void *host, int64_t n, size_t size, int copy)
{
    if (list->n == MAX_BUFFERS)
        die("shell-model build: more than %d device buffers", MAX_BUFFERS);
    if (!host)
        host = xmalloc(size * (size_t)clause_len(n));
    list->host[list->n] = host;
    list->bytes[list->n] = size * (size_t)clause_len(n);
    (copy ? dev_copyin : dev_create)(host, size * (size_t)clause_len(n));
    ++list->n;
    return host;
}

/* Releases every device copy; frees the host arrays from `owned_from` on. */
static void buffers_release(buffers *list, int owned_from)
{
    for (int k = 0; k < list->n; ++k) {
        dev_delete(list->host[k], list->bytes[k]);
        if (k >= owned_from)
            free(list->host[k]);
    }
    list->n = 0;
}

/* offsets[0..n] of n counts on the device: the look-back prefix sum (4.6x the blocked one at
 * 1e8 rows on an H200, BENCHMARKS.md), or the blocked one where the flavour does not build
 * it; the total on the host. */
static int64_t device_offsets(int64_t n, const int64_t *counts, int64_t *offsets)
{
    const int lookback = ci_scan_lookback_unsupported == NULL;
    const int64_t work_len = lookback ? ci_scan_lookback_work_len(n) : ci_scan_blocked_work_len(n);
    int64_t *work = xmalloc(sizeof(int64_t) * (size_t)work_len);
    dev_create(work, sizeof(int64_t) * (size_t)work_len);
    if (lookback)
        ci_scan_lookback(n, counts, offsets, work);
    else
        ci_scan_blocked(n, counts, offsets, work);
    dev_update_host(offsets + n, sizeof(int64_t));
    dev_delete(work, sizeof(int64_t) * (size_t)work_len);
    free(work);
    return offsets[n];
}

/* Every row's count against the rows' offsets (cursors after an atomic fill). */
static void check_rows_filled(const char *what, int64_t n, const int64_t *cursor, const int64_t *rowptr)
{
    for (int64_t i = 0; i < n; ++i)
        if (cursor[i] != rowptr[i + 1] - rowptr[i])
            die("%s: row %lld filled %lld entries but counted %lld (count and fill kernels disagree)", what,
                (long long)i, (long long)cursor[i], (long long)(rowptr[i + 1] - rowptr[i]));
}

/* The determinants of both species in one numbering (protons, then neutrons) with their
 * links (ci_ham_links_*), on the device for the Hamiltonian kernels. */
typedef struct {
    int64_t n_sd, n_hops, n_pair_links; /* the last two: clause lengths (at least 1) */
    uint64_t *mask;
    int32_t *sector;
    int64_t *hop_offsets, *pair_offsets;
    int32_t *hop_to, *hop_code, *pair_to;
    double *pair_val;
} sd_links;

static sd_links links_build(buffers *dev, const sm_basis *b, const sm_tables *t)
{
    sd_links l = {.n_sd = b->n_p + b->n_n};
    const int64_t n_sd = l.n_sd, n_tbme = t->n_pairs * t->n_pairs;
    l.mask = xmalloc(sizeof(uint64_t) * (size_t)n_sd);
    l.sector = xmalloc(sizeof(int32_t) * (size_t)n_sd);
    const int32_t p_sectors = b->n_p ? b->p_sector[b->n_p - 1] + 1 : 0;
    for (int64_t x = 0; x < n_sd; ++x) {
        const int proton = x < b->n_p;
        l.mask[x] = proton ? b->p_mask[x] : b->n_mask[x - b->n_p];
        l.sector[x] = proton ? b->p_sector[x] : p_sectors + b->n_sector[x - b->n_p];
    }
    buffer(dev, l.mask, n_sd, sizeof(uint64_t), 1);
    buffer(dev, l.sector, n_sd, sizeof(int32_t), 1);
    l.hop_offsets = buffer(dev, NULL, n_sd + 1, sizeof(int64_t), 0);
    l.pair_offsets = buffer(dev, NULL, n_sd + 1, sizeof(int64_t), 0);
    int64_t *hop_counts = xmalloc(sizeof(int64_t) * (size_t)n_sd);
    int64_t *pair_counts = xmalloc(sizeof(int64_t) * (size_t)n_sd);
    dev_create(hop_counts, sizeof(int64_t) * (size_t)n_sd);
    dev_create(pair_counts, sizeof(int64_t) * (size_t)n_sd);
    ci_ham_links_count(n_sd, b->n_p, l.mask, l.sector, t->n_sp, b->n_sp_p, t->obme, n_tbme, t->tbme, hop_counts,
                       pair_counts);
    l.n_hops = clause_len(device_offsets(n_sd, hop_counts, l.hop_offsets));
    /* the Hamiltonian kernels index the hops with int32 (clang's fill 3% faster: BENCHMARKS.md) */
    if (l.n_hops > INT32_MAX)
        die("the shell model: %lld one-particle links between determinants; at most %d fit the "
            "Hamiltonian kernels' 32-bit link indices", (long long)l.n_hops, INT32_MAX);
    l.n_pair_links = clause_len(device_offsets(n_sd, pair_counts, l.pair_offsets));
    dev_delete(hop_counts, sizeof(int64_t) * (size_t)n_sd);
    dev_delete(pair_counts, sizeof(int64_t) * (size_t)n_sd);
    free(hop_counts), free(pair_counts);
    l.hop_to = buffer(dev, NULL, l.n_hops, sizeof(int32_t), 0);
    l.hop_code = buffer(dev, NULL, l.n_hops, sizeof(int32_t), 0);
    l.pair_to = buffer(dev, NULL, l.n_pair_links, sizeof(int32_t), 0);
    l.pair_val = buffer(dev, NULL, l.n_pair_links, sizeof(double), 0);
    ci_ham_links_fill(n_sd, b->n_p, l.mask, l.sector, t->n_sp, b->n_sp_p, t->obme, n_tbme, t->tbme,
                      l.hop_offsets, l.n_hops, l.hop_to, l.hop_code, l.pair_offsets, l.n_pair_links, l.pair_to,
                      l.pair_val);
    return l;
}

/* vpn[((g n_sp_p + a) n_sp_n + d) n_sp_n + b] = <g d'|V|a b'> for proton m-states g, a and
 * neutron ones d, b (d' = n_sp_p + d): the proton-neutron elements by pairs of hops, a
 * rearrangement of t->tbme (the same numbers). */
static double *pn_by_hops(const sm_tables *t, int n_sp_p, int64_t *len)
{
    const int np = n_sp_p, nn = t->n_sp - n_sp_p;
    *len = (int64_t)np * np * nn * nn;
    double *v = xmalloc(sizeof(double) * (size_t)(*len > 0 ? *len : 1));
    for (int g = 0; g < np; ++g)
        for (int a = 0; a < np; ++a)
            for (int d = 0; d < nn; ++d)
                for (int b = 0; b < nn; ++b)
                    v[(((int64_t)g * np + a) * nn + d) * nn + b] =
                        t->tbme[pair_index(t->n_sp, g, np + d) * t->n_pairs + pair_index(t->n_sp, a, np + b)];
    return v;
}

void sm_matrix_build(sm_matrix *m, const sm_basis *b, const sm_tables *t, double *t_phase)
{
    const int64_t n = b->dim, n_tbme = t->n_pairs * t->n_pairs;
    if (t->n_sp != b->n_sp)
        die("shell-model build: operator over %d m-states, basis over %d", t->n_sp, b->n_sp);
    buffers dev = {0};
    buffer(&dev, b->block_offset, b->n_blocks + 1, sizeof(int64_t), 1);
    buffer(&dev, b->block_sd, 4 * (int64_t)b->n_blocks, sizeof(int32_t), 1);
    buffer(&dev, b->p_block, b->n_p, sizeof(int32_t), 1);
    buffer(&dev, t->obme, (int64_t)t->n_sp * t->n_sp, sizeof(double), 1);
    buffer(&dev, t->tbme, t->n_pairs * t->n_pairs, sizeof(double), 1);
    const int borrowed = dev.n; /* the caller's arrays; the rest are freed at the end */
    int64_t n_vpn;
    double *vpn = pn_by_hops(t, b->n_sp_p, &n_vpn);
    buffer(&dev, vpn, n_vpn, sizeof(double), 1);
    n_vpn = clause_len(n_vpn);
    memset(m, 0, sizeof *m);
    m->n = n;
    m->rowptr = xmalloc(sizeof(int64_t) * (size_t)(n + 1));
    dev_create(m->rowptr, sizeof(int64_t) * (size_t)(n + 1));
    int64_t *counts = buffer(&dev, NULL, n, sizeof(int64_t), 0);
    int32_t *item_hits = buffer(&dev, NULL, 3 * n, sizeof(int32_t), 0);

    /* count: the links of every determinant (the state comparison), then the nonzeros of
     * every (part, row) item, one atomic update of the row count per item */
    double t0 = wall_seconds();
    const sd_links l = links_build(&dev, b, t);
    ci_zero_int64(n, counts);
    ci_ham_count(n, b->n_blocks, b->block_offset, b->block_sd, b->p_block, l.n_sd, b->n_p, l.mask,
                 l.hop_offsets, l.n_hops, l.hop_to, l.hop_code, l.pair_offsets, l.n_pair_links, l.pair_to, l.pair_val,
                 t->n_sp, b->n_sp_p, t->obme, n_tbme, t->tbme, n_vpn, vpn, item_hits, counts);
    dev_synchronize();
    double t1 = wall_seconds();
    /* row offsets: the prefix sum (device_offsets) */
    m->nnz = device_offsets(n, counts, m->rowptr);
    dev_update_host(m->rowptr, sizeof(int64_t) * (size_t)n);
    double t2 = wall_seconds();
    /* aligned as the device's arrays are, so that the host flavours take the fill's grouped
     * stores too (ci_ham_fill writes whole 32-byte sectors where col and val allow) */
    m->col = xmalloc_aligned(64, sizeof(int32_t) * (size_t)(m->nnz > 0 ? m->nnz : 1));
    m->val = xmalloc_aligned(64, sizeof(double) * (size_t)(m->nnz > 0 ? m->nnz : 1));
    dev_create(m->col, sizeof(int32_t) * (size_t)clause_len(m->nnz));
    dev_create(m->val, sizeof(double) * (size_t)clause_len(m->nnz));
    m->on_device = 1;
    /* fill: every item claims its slots of the row with an atomic capture (counts reused
     * as cursors) */
    ci_zero_int64(n, counts);
    ci_ham_fill(n, b->n_blocks, b->block_offset, b->block_sd, b->p_block, l.n_sd, b->n_p, l.mask,
                l.hop_offsets, l.n_hops, l.hop_to, l.hop_code, l.pair_offsets, l.n_pair_links, l.pair_to, l.pair_val,
                t->n_sp, b->n_sp_p, t->obme, n_tbme, t->tbme, n_vpn, vpn, item_hits, m->rowptr, counts,
                clause_len(m->nnz), m->col, m->val);
    dev_synchronize();
    double t3 = wall_seconds();
    dev_update_host(m->col, sizeof(int32_t) * (size_t)m->nnz);
    dev_update_host(m->val, sizeof(double) * (size_t)m->nnz);
    dev_update_host(counts, sizeof(int64_t) * (size_t)n);
    check_rows_filled("shell-model Hamiltonian", n, counts, m->rowptr);
    buffers_release(&dev, borrowed);
    if (t_phase)
        t_phase[0] = t1 - t0, t_phase[1] = t2 - t1, t_phase[2] = t3 - t2;
}

void sm_matrix_mirror(sm_matrix *full, const sm_matrix *upper)
{
    const int64_t n = upper->n;
    const int copied = !upper->on_device;
    if (copied) {
        dev_copyin(upper->rowptr, sizeof(int64_t) * (size_t)(n + 1));
        dev_copyin(upper->col, sizeof(int32_t) * (size_t)clause_len(upper->nnz));
        dev_copyin(upper->val, sizeof(double) * (size_t)clause_len(upper->nnz));
    }
    memset(full, 0, sizeof *full);
    full->n = n;
    full->rowptr = xmalloc(sizeof(int64_t) * (size_t)(n + 1));
    int64_t *counts = xmalloc(sizeof(int64_t) * (size_t)(n > 0 ? n : 1));
    dev_create(full->rowptr, sizeof(int64_t) * (size_t)(n + 1));
    dev_create(counts, sizeof(int64_t) * (size_t)n);
    ci_zero_int64(n, counts);
    ci_csr_mirror_count(n, upper->rowptr, clause_len(upper->nnz), upper->col, counts);
    full->nnz = device_offsets(n, counts, full->rowptr);
    full->col = xmalloc(sizeof(int32_t) * (size_t)(full->nnz > 0 ? full->nnz : 1));
    full->val = xmalloc(sizeof(double) * (size_t)(full->nnz > 0 ? full->nnz : 1));
    dev_create(full->col, sizeof(int32_t) * (size_t)clause_len(full->nnz));
    dev_create(full->val, sizeof(double) * (size_t)clause_len(full->nnz));
    full->on_device = 1;
    ci_zero_int64(n, counts);
    ci_csr_mirror_fill(n, upper->rowptr, clause_len(upper->nnz), upper->col, upper->val, full->rowptr, counts,
                       clause_len(full->nnz), full->col, full->val);
    dev_update_host(full->rowptr, sizeof(int64_t) * (size_t)n);
    dev_update_host(counts, sizeof(int64_t) * (size_t)n);
    check_rows_filled("both triangles of the shell-model matrix", n, counts, full->rowptr);
    dev_delete(counts, sizeof(int64_t) * (size_t)n);
    free(counts);
    if (copied) {
        dev_delete(upper->rowptr, sizeof(int64_t) * (size_t)(n + 1));
        dev_delete(upper->col, sizeof(int32_t) * (size_t)clause_len(upper->nnz));
        dev_delete(upper->val, sizeof(double) * (size_t)clause_len(upper->nnz));
    }
}

void sm_matrix_release_device(sm_matrix *m)
{
    if (!m->on_device)
        return;
    dev_delete(m->rowptr, sizeof(int64_t) * (size_t)(m->n + 1));
    dev_delete(m->col, sizeof(int32_t) * (size_t)clause_len(m->nnz));
    dev_delete(m->val, sizeof(double) * (size_t)clause_len(m->nnz));
    m->on_device = 0;
}

void sm_matrix_build_reference(sm_matrix *m, const sm_basis *b, const sm_tables *t)
{
    const int64_t n = b->dim;
    memset(m, 0, sizeof *m);
    m->n = n;
    m->rowptr = xmalloc(sizeof(int64_t) * (size_t)(n + 1));
    size_t cap = 1024;
    m->col = xmalloc(sizeof(int32_t) * cap);
    m->val = xmalloc(sizeof(double) * cap);
    m->nnz = 0;
    for (int64_t r = 0; r < n; ++r) {
        m->rowptr[r] = m->nnz;
        const uint64_t rm = sm_basis_state(b, r);
        for (int64_t c = r; c < n; ++c) {
            const double v = sm_element_reference(t, rm, sm_basis_state(b, c));
            if (v == 0.0)
                continue;
            if ((size_t)m->nnz == cap) {
                cap *= 2;
                m->col = realloc(m->col, sizeof(int32_t) * cap);
                m->val = realloc(m->val, sizeof(double) * cap);
                if (!m->col || !m->val)
                    die("out of memory in the reference Hamiltonian");
            }
            m->col[m->nnz] = (int32_t)c, m->val[m->nnz] = v;
            ++m->nnz;
        }
    }
    m->rowptr[n] = m->nnz;
}

void sm_matrix_free(sm_matrix *m)
{
    sm_matrix_release_device(m);
    free(m->rowptr), free(m->col), free(m->val);
    memset(m, 0, sizeof *m);
}

double sm_matrix_estimate_nnz(const sm_basis *b, const sm_tables *t, int samples)
{
    /* rows spread evenly over the basis; each row counted by the structural test only
     * (determinants within two particle moves), an upper bound of the nonzeros */
    if (b->dim == 0)
        return 0;
    double total = 0;
    for (int k = 0; k < samples; ++k) {
        const int64_t r = (int64_t)((k + 0.5) * (double)b->dim / samples);
        const uint64_t rm = sm_basis_state(b, r);
        int64_t hits = 0;
        for (int blk = 0; blk < b->n_blocks; ++blk) {
            const int32_t *q = b->block_sd + 4 * blk;
            for (int64_t i = 0; i < q[1]; ++i) {
                const uint64_t pc = b->p_mask[q[0] + i];
                for (int64_t k2 = 0; k2 < q[3]; ++k2)
                    hits += __builtin_popcountll(rm ^ (pc | b->n_mask[q[2] + k2])) <= 4;
            }
        }
        total += hits;
    }
    (void)t;
    /* half stored: about half of each row */
    return total / samples * (double)b->dim / 2;
}

/* NUCLEUS:FILE.snt: the interaction and the space (shellmodel.h). */
void sm_space_from_spec(const char *what, sm_interaction *it, sm_space *s)
{
    const char *colon = strchr(what, ':');
    char nucleus[32], err[1024];
    if (!colon || colon == what || colon - what >= (long)sizeof nucleus || !colon[1])
        die("--matrix shellmodel:NUCLEUS:FILE.snt (e.g. shellmodel:48Cr:data/interactions/gxpf1a.snt): "
            "got 'shellmodel:%s'", what);
    snprintf(nucleus, sizeof nucleus, "%.*s", (int)(colon - what), what);
    if (sm_read_snt(colon + 1, it, err, sizeof err))
        die("%s", err);
    if (sm_space_init(s, it, nucleus, -1, -1, INT_MIN, 0, err, sizeof err))
        die("%s", err);
}

/* NUCLEUS:FILE.snt: the Hamiltonian of the nucleus's lowest M-scheme basis (the shellmodel
 * driver's defaults), both triangles, as the solve builds them (sm_matrix_build,
 * sm_matrix_mirror), on the host as 32-bit CSR with each row's columns sorted: the matrix
 * the cuSPARSE peer and the SpMM probes take as `--matrix shellmodel:NUCLEUS:FILE.snt`. */
void sm_hamiltonian_csr(const char *what, csr_matrix *a)
{
    sm_interaction it;
    sm_space s;
    sm_space_from_spec(what, &it, &s);
    const int name_len = (int)(strchr(what, ':') - what); /* the nucleus, in messages */
    sm_basis b;
    sm_basis_build(&b, &s);
    sm_tables h;
    sm_tables_hamiltonian(&h, &it, &s);
    sm_matrix upper, full;
    double t0 = wall_seconds();
    sm_matrix_build(&upper, &b, &h, NULL);
    sm_matrix_mirror(&full, &upper);
    fprintf(stderr, "  %.*s: dimension %lld, %lld entries in both triangles, built in %.1f s\n", name_len, what,
            (long long)full.n, (long long)full.nnz, wall_seconds() - t0);
    sm_matrix_free(&upper);
    sm_tables_free(&h);
    sm_basis_free(&b);
    sm_interaction_free(&it);
    if (full.nnz > INT32_MAX)
        die("%.*s: %lld entries exceed the 32-bit CSR offsets", name_len, what, (long long)full.nnz);
    if (full.on_device) { /* the mirror leaves the columns and values on the device only */
        dev_update_host(full.col, sizeof(int32_t) * (size_t)full.nnz);
        dev_update_host(full.val, sizeof(double) * (size_t)full.nnz);
        sm_matrix_release_device(&full);
    }
    a->n_rows = a->n_cols = (int32_t)full.n;
    a->nnz = full.nnz;
    a->rowptr = xmalloc(sizeof(int32_t) * (size_t)(full.n + 1));
    for (int64_t r = 0; r <= full.n; ++r)
        a->rowptr[r] = (int32_t)full.rowptr[r];
    a->col = full.col, a->val = full.val; /* taken over: csr_free releases them */
    free(full.rowptr);
    t0 = wall_seconds();
#pragma omp parallel for schedule(dynamic, 1024)
    for (int32_t r = 0; r < a->n_rows; ++r)
        csr_sort_row(a->col + a->rowptr[r], a->val + a->rowptr[r], a->rowptr[r + 1] - a->rowptr[r]);
    fprintf(stderr, "  rows sorted by column in %.1f s\n", wall_seconds() - t0);
}
