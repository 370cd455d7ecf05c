/* shellmodel: nuclear shell-model configuration interaction in the M-scheme.
 *
 *   shellmodel [--int usdb|gxpf1a|ckpot|FILE.snt] [--nucleus 24Mg | --protons Z --neutrons N]
 *              [--2m M2] [--parity +|-] [--nev K] [options]
 *
 * Reads a KSHELL .snt interaction, builds the M-scheme basis of Slater determinants (bit
 * masks), assembles the Hamiltonian with the generated ci kernels (state comparison and row
 * counts, look-back prefix sum, atomic fill) into half-stored CSB-COO, and finds the lowest
 * states with LOBPCG (or Lanczos); J from <J^2>, J^2 applied as an operator built the same
 * way. Embedded default: 24Mg with USDB (M-scheme dimension 28,503). */
#include <errno.h>
#include <lapacke.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "ci_kernels.h"
#include "cli.h"
#include "csb.h"
#include "dense/dense.h"
#include "device.h"
#include "eigen/eigen.h"
#include "matrix.h"
#include "shellmodel/shellmodel.h"
#include "util.h"

typedef struct {
    const char *interaction, *nucleus, *json, *mtx;
    int z, n, M2, parity;
    eig_options eig;
    int lanczos, precond, dense, no_j, isospin, construct_only;
    int spmm_ks[8], n_spmm_ks; /* --spmm-bench: the block sizes timed (0: no benchmark) */
    double max_memory_gb;
    int B;
    int storage; /* -1 default (half where built), 0 full, 1 half */
    int variant; /* SpMM kernel (spmm_variant), -1 default */
} options;

static void usage(FILE *to)
{
    char defaults[160];
    fprintf(to,
            "usage: shellmodel [options]\n"
            "  --int NAME|FILE.snt    interaction: usdb, gxpf1a, ckpot (data/interactions) or a\n"
            "                         KSHELL .snt file (default usdb)\n"
            "  --nucleus 24Mg         nucleus (valence numbers from the core of the file;\n"
            "                         default 24Mg)\n"
            "  --protons Z --neutrons N   valence numbers instead of --nucleus\n"
            "  --2m M2                total 2M (default the lowest, 0 or 1)\n"
            "  --parity +|-           (default +, or - when the + basis is empty)\n"
            "  --nev K                states wanted, the lowest (default 5)\n"
            "  --block K              LOBPCG block size (default nev + 3)\n"
            "  --tol X                relative residual (default 1e-9)\n"
            "  --maxit K              LOBPCG iterations (default 1000) or Lanczos steps\n"
            "  --solver lobpcg|lanczos             (default lobpcg)\n"
            "  --precond none|jacobi  LOBPCG preconditioner (default jacobi)\n"
            "  --every K              progress line every K iterations (default 10, 0: off)\n"
            "  --seed S               start vectors (default 1)\n"
            "  --dense                also diagonalize the assembled matrix densely (dsyevd,\n"
            "                         dimension <= 5000): every eigenvalue, into the JSON\n"
            "  --no-j                 skip <J^2>\n"
            "  --isospin              also T from <T^2> (proton and neutron orbits must pair up)\n"
            "  --construct-only       stop after building the Hamiltonian and its CSB-COO (the\n"
            "                         construction times)\n"
            "  --spmm-bench K,K,...   time the solve's SpMM on this Hamiltonian for each block\n"
            "                         size K (1..64), double and float, against the device copy\n"
            "                         bandwidth, each result checked; then stop (no solve)\n"
            "  --json FILE            results as JSON\n"
            "  --write-mtx FILE       the Hamiltonian as Matrix Market (symmetric)\n"
            "  --max-memory-gb X      refuse a basis whose estimated memory exceeds X\n"
            "                         (default 80%% of the physical memory)\n"
            "  --csb-block B          CSB block size (default auto)\n"
            "  --storage half|full    CSB: half-stored (fused kernel) or both triangles\n"
            "                         (cache_blocked or naive)\n"
            "  --variant V            CSB SpMM kernel: fused, rowwise_fused (half storage) or\n"
            "                         naive, cache_blocked, rowwise, rowwise_indexed (both\n"
            "                         triangles); default here (%s): %s\n"
            "                         (a default rowwise_indexed gives way to rowwise where\n"
            "                         its row index would be too large, and both triangles to\n"
            "                         the upper one with fused where they would exceed\n"
            "                         --max-memory-gb)\n"
            "exit status: 0 converged, 3 not converged, 1 bad input\n",
            dev_flavour(), spmm_default_text(defaults, sizeof defaults));
}

static options parse(int argc, char **argv)
{
    options o = {.interaction = "usdb", .z = -1, .n = -1, .M2 = INT_MIN, .precond = 1, .storage = -1,
                 .variant = -1};
    o.eig = eig_default_options();
    o.eig.nev = 5;
    o.eig.tol = 1e-9;
    o.eig.progress_every = 10;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            exit(0);
        }
        if (!strcmp(a, "--dense")) {
            o.dense = 1;
            continue;
        }
        if (!strcmp(a, "--no-j")) {
            o.no_j = 1;
            continue;
        }
        if (!strcmp(a, "--isospin")) {
            o.isospin = 1;
            continue;
        }
        if (!strcmp(a, "--construct-only")) {
            o.construct_only = 1;
            continue;
        }
        if (i + 1 >= argc)
            die("%s: missing value (or unknown option; see --help)", a);
        const char *v = argv[++i];
        if (!strcmp(a, "--int"))
            o.interaction = v;
        else if (!strcmp(a, "--nucleus"))
            o.nucleus = v;
        else if (!strcmp(a, "--protons"))
            o.z = cli_int(a, v, 0, 64);
        else if (!strcmp(a, "--neutrons"))
            o.n = cli_int(a, v, 0, 64);
        else if (!strcmp(a, "--2m"))
            o.M2 = cli_int(a, v, -1000, 1000);
        else if (!strcmp(a, "--parity")) {
            if (strcmp(v, "+") && strcmp(v, "-"))
                die("--parity: '%s': expected + or -", v);
            o.parity = v[0] == '+' ? 1 : -1;
        } else if (!strcmp(a, "--nev"))
            o.eig.nev = cli_int(a, v, 1, 1000);
        else if (!strcmp(a, "--block"))
            o.eig.block = cli_int(a, v, 1, 4000);
        else if (!strcmp(a, "--tol"))
            o.eig.tol = cli_number(a, v, 1e-15, 1);
        else if (!strcmp(a, "--maxit"))
            o.eig.max_iterations = cli_int(a, v, 1, 100000000);
        else if (!strcmp(a, "--solver")) {
            if (strcmp(v, "lobpcg") && strcmp(v, "lanczos"))
                die("--solver: '%s': expected lobpcg or lanczos", v);
            o.lanczos = !strcmp(v, "lanczos");
        } else if (!strcmp(a, "--precond")) {
            if (strcmp(v, "none") && strcmp(v, "jacobi"))
                die("--precond: '%s': expected none or jacobi", v);
            o.precond = !strcmp(v, "jacobi");
        } else if (!strcmp(a, "--every"))
            o.eig.progress_every = cli_int(a, v, 0, 1000000);
        else if (!strcmp(a, "--seed"))
            o.eig.seed = (uint64_t)cli_number(a, v, 0, 1e15);
        else if (!strcmp(a, "--json"))
            o.json = v;
        else if (!strcmp(a, "--write-mtx"))
            o.mtx = v;
        else if (!strcmp(a, "--spmm-bench"))
            o.n_spmm_ks = cli_int_list(a, v, o.spmm_ks, 8, 1, 64);
        else if (!strcmp(a, "--max-memory-gb"))
            o.max_memory_gb = cli_number(a, v, 1e-6, 1e6);
        else if (!strcmp(a, "--variant")) {
            spmm_variant var;
            if (parse_spmm_variant(v, &var))
                die("--variant: '%s': expected naive, fused, cache_blocked, rowwise, rowwise_fused or "
                    "rowwise_indexed", v);
            o.variant = (int)var;
        } else if (!strcmp(a, "--storage")) {
            if (strcmp(v, "half") && strcmp(v, "full"))
                die("--storage: '%s': expected half or full", v);
            o.storage = !strcmp(v, "half");
        } else if (!strcmp(a, "--csb-block"))
            o.B = cli_int(a, v, 32, CSB_MAX_BLOCK);
        else
            die("unknown option %s (see --help)", a);
    }
    if ((o.z >= 0) != (o.n >= 0))
        die("--protons and --neutrons go together");
    if (o.z >= 0 && o.nucleus)
        die("--nucleus or --protons/--neutrons, not both");
    if (o.z < 0 && !o.nucleus)
        o.nucleus = "24Mg";
    if (o.eig.max_iterations <= 0 || o.eig.max_iterations == eig_default_options().max_iterations)
        o.eig.max_iterations = o.lanczos ? 20000 : 1000;
    return o;
}

static int file_exists(const char *p)
{
    return access(p, R_OK) == 0;
}

/* A name without a path: data/interactions/NAME.snt from $SM_INTERACTION_DIR, ./data, then
 * the source tree of this file. */
static void resolve_interaction(const char *name, char *out, size_t len)
{
    if (strchr(name, '/') || strstr(name, ".snt")) {
        snprintf(out, len, "%s", name);
        return;
    }
    char src_root[2048] = "";
    const char *me = __FILE__, *tail = strstr(me, "drivers/shellmodel.c");
    if (tail && (size_t)(tail - me) < sizeof src_root - 32)
        snprintf(src_root, sizeof src_root, "%.*sdata/interactions", (int)(tail - me), me);
    const char *dirs[3] = {getenv("SM_INTERACTION_DIR"), "data/interactions", src_root};
    for (int d = 0; d < 3; ++d) {
        if (!dirs[d] || !*dirs[d])
            continue;
        snprintf(out, len, "%s/%s.snt", dirs[d], name);
        if (file_exists(out))
            return;
    }
    die("--int %s: %s.snt not found in $SM_INTERACTION_DIR, ./data/interactions or %s", name, name,
        src_root);
}

static double physical_memory_gb(void)
{
    const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && size > 0 ? (double)pages * size / 1e9 : 16.0;
}

/* Estimated bytes: Hamiltonian and J^2 (nnz: the stored upper triangle) as CSR (12 B an entry)
 * and CSB (12 B), in full storage also the mirrored CSR and a CSB of both triangles (24 B each
 * per entry of the triangle), the CSB build's counters on a GPU (csb.h: CSB_BUILD_SCATTER, at
 * most 4 B a stored entry), and the eigensolver's blocks (about 10 of `block` vectors). */
static double memory_estimate_gb(int64_t dim, double nnz, int block, int half)
{
    const double per_entry = half ? 2 * 12.0 + 4.0 : 12.0 + 2 * 24.0 + 8.0;
    return (2 * per_entry * nnz + 10.0 * 8 * (double)dim * block) / 1e9;
}

/* Device copy bandwidth (GB/s, read + write) of n int64: the best of 5, the yardstick of the
 * construction phases. */
static double copy_bandwidth(int64_t n)
{
    const size_t bytes = sizeof(int64_t) * (size_t)n;
    int64_t *x = xcalloc((size_t)n, sizeof *x), *y = xmalloc(bytes);
    dev_copyin(x, bytes);
    dev_create(y, bytes);
    ci_copy_int64(n, x, y); /* warm up */
    dev_synchronize();
    double best = 1e30;
    for (int r = 0; r < 5; ++r) {
        const double t0 = wall_seconds();
        ci_copy_int64(n, x, y);
        dev_synchronize();
        best = fmin(best, wall_seconds() - t0);
    }
    dev_delete(x, bytes), dev_delete(y, bytes);
    free(x), free(y);
    return 2.0 * (double)bytes / best / 1e9;
}

/* x_i^T A x_i for the nev columns of X (n x nev row-major, host), A applied by CSB SpMM. */
static void expectation(const csb_matrix *a, spmm_variant v, int64_t n, int nev, const double *X,
                        double *out)
{
    const size_t bytes = sizeof(double) * (size_t)n * nev;
    double *Y = xmalloc(bytes);
    dev_copyin(X, bytes);
    dev_create(Y, bytes);
    csb_spmm(a, v, nev, X, Y);
    dev_update_host(Y, bytes);
    dev_delete(Y, bytes);
    dev_delete(X, bytes);
    for (int k = 0; k < nev; ++k) {
        double s = 0;
        for (int64_t i = 0; i < n; ++i)
            s += X[i * nev + k] * Y[i * nev + k];
        out[k] = s;
    }
    free(Y);
}

/* The SpMM kernel and storage of the run (spmm_choose: --variant/--storage, else the
 * flavour's default), and whether the default was taken (it may then give way: see to_csb). */
typedef struct {
    spmm_variant variant;
    int half;       /* 1: upper triangle stored, 0: both */
    int by_default; /* neither --variant nor --storage given */
} kernel_choice;

/* CSB-COO on the device, stored as `k` says, for kernel k->variant (the row index made for
 * rowwise_indexed). *variant: the kernel to run on it, k->variant unless the default's
 * preparation was refused on this matrix (csb_prepare_or_fall_back: a note says so). Returns
 * the entries the construction read (the rows given to csb_from_rows, and the upper triangle
 * when mirrored) for the bandwidth figure. */
static int64_t to_csb(csb_matrix *c, const sm_matrix *m, int B, const kernel_choice *k,
                      spmm_variant *variant)
{
    char err[512];
    csb_options how;
    if (csb_options_from_env(&how, err, sizeof err))
        die("%s", err);
    how.device_only = 1; /* the solver reads the matrix there only */
    *variant = k->variant;
    if (k->half) {
        if (csb_from_rows_with(c, (int32_t)m->n, (int32_t)m->n, m->rowptr, m->col, m->val, B, 1, &how, err,
                               sizeof err))
            die("CSB-COO: %s", err);
        return m->nnz;
    }
    sm_matrix full;
    sm_matrix_mirror(&full, m);
    if (csb_from_rows_with(c, (int32_t)full.n, (int32_t)full.n, full.rowptr, full.col, full.val, B, 0, &how, err,
                           sizeof err))
        die("CSB-COO: %s", err);
    const int prepared = csb_prepare_or_fall_back(c, variant, k->by_default, err, sizeof err);
    if (prepared < 0)
        die("--variant %s: %s", spmm_variant_name(*variant), err);
    if (prepared > 0)
        printf("note: %s\n", err);
    const int64_t read = m->nnz + full.nnz;
    sm_matrix_free(&full);
    return read;
}

/* Y = H X for the sampled rows (every SAMPLE_STRIDE-th and the last) from the host's upper
 * triangle, in double, with the absolute sums and the number of the terms (the rounding
 * bound): one pass over the entries, each applied to its row and, mirrored, to its column. */
enum { SAMPLE_STRIDE = 9973 };

/* The sample slot of row r of n (-1: not sampled): r / SAMPLE_STRIDE for a multiple of the
 * stride, the last slot for the last row when it is not one. */
static int64_t sample_slot(int64_t r, int64_t n)
{
    if (r % SAMPLE_STRIDE == 0)
        return r / SAMPLE_STRIDE;
    return r == n - 1 ? (n - 1) / SAMPLE_STRIDE + 1 : -1;
}

static void sampled_rows(const sm_matrix *m, int k, const double *X, double *ref, double *abs_sum,
                         int64_t *terms)
{
    const int64_t n_samples = (m->n - 1) / SAMPLE_STRIDE + 2;
    memset(ref, 0, sizeof(double) * (size_t)(n_samples * k));
    memset(abs_sum, 0, sizeof(double) * (size_t)(n_samples * k));
    memset(terms, 0, sizeof(int64_t) * (size_t)n_samples);
    for (int64_t i = 0; i < m->n; ++i)
        for (int64_t e = m->rowptr[i]; e < m->rowptr[i + 1]; ++e) {
            const int64_t j = m->col[e];
            const int64_t ends[2] = {i, j}, others[2] = {j, i};
            for (int side = 0; side < (j == i ? 1 : 2); ++side) {
                const int64_t r = ends[side];
                const int64_t q = sample_slot(r, m->n);
                if (q < 0)
                    continue;
                ++terms[q];
                for (int c = 0; c < k; ++c) {
                    const double t = m->val[e] * X[others[side] * k + c];
                    ref[q * k + c] += t, abs_sum[q * k + c] += fabs(t);
                }
            }
        }
}

/* --spmm-bench: the solve's SpMM kernel on the Hamiltonian itself (issue 12's shell-model
 * matrices): for each k, in double and float, the median of 7 batches against the device
 * copy bandwidth of this process, the bytes counted as spmm_bench counts them
 * (csb_spmm_bytes), and the result checked on the sampled rows within (terms + 2) u |H||X|.
 * Prints spmm_bench's RESULT lines (bench/gpu/spmm_table.py reads them). Returns the number
 * of wrong results. */
static int spmm_bench_hamiltonian(csb_matrix *hc, spmm_variant v, const sm_matrix *hm,
                                  const char *name, const int *ks, int n_ks)
{
    const double copy_gbs = sparse_copy_bandwidth(1024, 10);
    csb_make_float(hc);
    const int64_t n = hm->n, n_samples = (n - 1) / SAMPLE_STRIDE + 2;
    int64_t diagonal = 0; /* entries on the diagonal: the full matrix has 2 nnz - diagonal */
    for (int64_t i = 0; i < n; ++i)
        for (int64_t e = hm->rowptr[i]; e < hm->rowptr[i + 1]; ++e)
            diagonal += hm->col[e] == i;
    int64_t *terms = xmalloc(sizeof(int64_t) * (size_t)n_samples);
    int wrong = 0;
    for (int ki = 0; ki < n_ks; ++ki) {
        const int k = ks[ki];
        double *X = xmalloc(sizeof(double) * (size_t)(n * k)), *Y = xmalloc(sizeof(double) * (size_t)(n * k));
        float *Xf = xmalloc(sizeof(float) * (size_t)(n * k)), *Yf = xmalloc(sizeof(float) * (size_t)(n * k));
        bench_fill_vectors(n * k, 12345 + (uint64_t)k, X, Xf);
        double *ref = xmalloc(sizeof(double) * (size_t)(n_samples * k));
        double *abs_sum = xmalloc(sizeof(double) * (size_t)(n_samples * k));
        sampled_rows(hm, k, X, ref, abs_sum, terms);
        for (int single = 0; single < 2; ++single) {
            const size_t bytes = (single ? sizeof(float) : sizeof(double)) * (size_t)(n * k);
            void *x = single ? (void *)Xf : (void *)X, *y = single ? (void *)Yf : (void *)Y;
            dev_copyin(x, bytes);
            dev_create(y, bytes);
            double t;
            if (single)
                BENCH_TIME_MEDIAN(t, 7, 3, csb_spmm_float(hc, v, k, Xf, Yf));
            else
                BENCH_TIME_MEDIAN(t, 7, 3, csb_spmm(hc, v, k, X, Y));
            dev_update_host(y, bytes);
            dev_delete(x, bytes), dev_delete(y, bytes);
            const double u = single ? 0x1p-24 : 0x1p-53;
            double worst = 0;
            for (int64_t q = 0; q < n_samples; ++q) {
                const int64_t r = q == n_samples - 1 ? n - 1 : q * SAMPLE_STRIDE;
                if (sample_slot(r, n) != q)
                    continue; /* the last slot when the last row is a multiple of the stride */
                for (int c = 0; c < k; ++c) {
                    const double got = single ? Yf[r * k + c] : Y[r * k + c];
                    const double bound = (double)(terms[q] + 2) * u * abs_sum[q * k + c] + 1e-300;
                    const double err = fabs(got - ref[q * k + c]) / bound;
                    worst = err <= worst ? worst : isnan(err) ? INFINITY : err;
                }
            }
            const double gbs = csb_spmm_bytes(hc, v, k, single) / t * 1e-9;
            printf("RESULT spmm flavour=%s matrix=%s B=%d variant=%s storage=%s precision=%s k=%d n=%lld "
                   "nnz=%lld stored=%lld ms=%.4f gbs=%.1f copy_gbs=%.1f ratio=%.3f maxerr=%.2e\n",
                   dev_flavour(), name, hc->B, spmm_variant_name(v), hc->symmetric ? "half" : "full",
                   single ? "float" : "double", k, (long long)n, (long long)(2 * hm->nnz - diagonal),
                   (long long)hc->nnz, 1e3 * t, gbs, copy_gbs, gbs / copy_gbs, worst);
            fflush(stdout);
            if (!(worst <= 1)) {
                fprintf(stderr, "error: --spmm-bench k=%d %s: error %.3g x the rounding bound\n", k,
                        single ? "float" : "double", worst);
                ++wrong;
            }
        }
        free(X), free(Y), free(Xf), free(Yf), free(ref), free(abs_sum);
    }
    free(terms);
    return wrong;
}

static void write_mtx(const char *path, const sm_matrix *m)
{
    atomic_file out;
    FILE *f = atomic_open_or_die(&out, path, "--write-mtx");
    fprintf(f, "%%%%MatrixMarket matrix coordinate real symmetric\n%% shellmodel Hamiltonian (MeV)\n");
    fprintf(f, "%lld %lld %lld\n", (long long)m->n, (long long)m->n, (long long)m->nnz);
    for (int64_t r = 0; r < m->n; ++r)
        for (int64_t e = m->rowptr[r]; e < m->rowptr[r + 1]; ++e) /* lower triangle: (col, row) */
            fprintf(f, "%d %lld %.17g\n", m->col[e] + 1, (long long)r + 1, m->val[e]);
    atomic_commit_or_die(&out, "--write-mtx");
}

/* Every eigenvalue of the assembled matrix (dense dsyevd). */
static double *dense_spectrum(const sm_matrix *m)
{
    const int64_t n = m->n;
    double *a = xcalloc((size_t)(n * n), sizeof *a), *w = xmalloc(sizeof(double) * (size_t)n);
    for (int64_t r = 0; r < n; ++r)
        for (int64_t e = m->rowptr[r]; e < m->rowptr[r + 1]; ++e)
            a[(int64_t)m->col[e] * n + r] = a[r * n + m->col[e]] = m->val[e];
    const int info = LAPACKE_dsyevd(LAPACK_COL_MAJOR, 'N', 'U', (int)n, a, (int)n, w);
    if (info)
        die("dsyevd failed (info %d)", info);
    free(a);
    return w;
}

int main(int argc, char **argv)
{
    options o = parse(argc, argv);
    if (o.json) /* refused before the work, not after */
        atomic_check_writable(o.json, "--json");
    if (o.mtx)
        atomic_check_writable(o.mtx, "--write-mtx");
    char path[4096], err[1024];
    resolve_interaction(o.interaction, path, sizeof path);
    sm_interaction it;
    if (sm_read_snt(path, &it, err, sizeof err))
        die("%s", err);
    sm_space s;
    if (sm_space_init(&s, &it, o.nucleus, o.z, o.n, o.M2, o.parity, err, sizeof err))
        die("%s", err);
    char name[64];
    snprintf(name, sizeof name, "%d%s", s.A, sm_element_symbol(it.core_z + s.z));
    printf("shellmodel: flavour %s (%s), dense backend %s\n", dev_flavour(),
           dev_is_offloading() ? "offloading" : "host", dense_backend_name());
    printf("nucleus: %s (%d valence protons, %d valence neutrons), 2M = %d, parity %c\n", name, s.z, s.n,
           s.M2, s.parity > 0 ? '+' : '-');
    printf("interaction: %s: %d orbits, %d m-states, %d TBME lines, TBME scale %.6f\n", path, it.n_orbits,
           s.n_sp, it.n_tbme_lines, sm_tbme_scale(&it, s.A));
    fflush(stdout);

    /* the size check, before anything big is allocated */
    const int64_t dim = sm_basis_dimension(&s);
    if (dim == 0)
        die("%s: no M-scheme state with 2M = %d and parity %c", name, s.M2, s.parity > 0 ? '+' : '-');
    if (dim > INT32_MAX)
        die("%s: M-scheme dimension %lld exceeds the 32-bit column indices", name, (long long)dim);
    const int block = o.eig.block > 0 ? o.eig.block : (int)(o.eig.nev + 3 < dim ? o.eig.nev + 3 : dim);
    if (o.eig.nev > dim)
        die("--nev %d: larger than the M-scheme dimension %lld", o.eig.nev, (long long)dim);
    if (o.dense && dim > 5000)
        die("--dense: dimension %lld above 5000", (long long)dim);
    double t0 = wall_seconds();
    sm_basis b;
    sm_basis_build(&b, &s);
    sm_tables h, j2;
    sm_tables_hamiltonian(&h, &it, &s);
    const double nnz_est = sm_matrix_estimate_nnz(&b, &h, 64);
    kernel_choice kc = {.by_default = o.variant < 0 && o.storage < 0};
    if (spmm_choose(o.variant, o.storage, &kc.variant, &kc.half, err, sizeof err))
        die("--storage/--variant: %s", err);
    double need = memory_estimate_gb(dim, nnz_est, block, kc.half);
    const double limit = o.max_memory_gb > 0 ? o.max_memory_gb : 0.8 * physical_memory_gb();
    kernel_choice half_kc = kc;
    if (need > limit && kc.by_default && !kc.half &&
        spmm_choose(-1, 1, &half_kc.variant, &half_kc.half, err, sizeof err) == 0 &&
        memory_estimate_gb(dim, nnz_est, block, 1) <= limit) {
        /* the default kernel's both triangles do not fit where the upper one does */
        printf("note: both triangles (the default kernel %s) would need about %.3g GB, over the "
               "limit of %.3g GB; the upper triangle with %s instead\n", spmm_variant_name(kc.variant),
               need, limit, spmm_variant_name(half_kc.variant));
        kc = half_kc;
        need = memory_estimate_gb(dim, nnz_est, block, 1);
    }
    spmm_variant variant; /* the kernel run on H: kc.variant, or rowwise where its index was refused */
    if (need > limit)
        die("%s: basis too large: M-scheme dimension %lld, about %.3g nonzeros, about %.3g GB needed; "
            "the limit is %.3g GB (--max-memory-gb)", name, (long long)dim, nnz_est, need, limit);
    const double t_basis = wall_seconds() - t0;
    printf("basis: dimension %lld (%lld proton, %lld neutron determinants, %d blocks), %.3f s; "
           "memory estimate %.3g GB\n", (long long)b.dim, (long long)b.n_p, (long long)b.n_n, b.n_blocks,
           t_basis, need);
    fflush(stdout);

    /* the Hamiltonian */
    sm_matrix hm, jm;
    double th[3], tj[3] = {0, 0, 0};
    sm_matrix_build(&hm, &b, &h, th);
    printf("hamiltonian: %lld stored entries (upper triangle, %.1f a row); count %.3f s, scan %.3f s, "
           "fill %.3f s\n", (long long)hm.nnz, (double)hm.nnz / (double)dim, th[0], th[1], th[2]);
    fflush(stdout);
    if (o.mtx)
        write_mtx(o.mtx, &hm);
    t0 = wall_seconds();
    csb_matrix hc, jc;
    memset(&hc, 0, sizeof hc), memset(&jc, 0, sizeof jc);
    const int B = o.B ? o.B : csb_block_for(block, 0);
    const int64_t csb_read = to_csb(&hc, &hm, B, &kc, &variant);
    sm_matrix_release_device(&hm);
    const double t_csb = wall_seconds() - t0;
    printf("csb: B = %d, %s, kernel %s, %lld entries in %lld blocks, %.3f s (kernels %.3f s)\n", hc.B,
           hc.symmetric ? "half-stored" : "full storage", spmm_variant_name(variant), (long long)hc.nnz,
           (long long)hc.n_blocks, t_csb, hc.build_kernels_s);
    {
        /* bytes each phase must move at least: counts written; counts read twice and offsets
         * written; columns, values and cursors written; the rows read (and the upper triangle
         * read and both written when mirrored) and CSB-COO (two 16-bit indices and a value an
         * entry) written */
        const double copy = copy_bandwidth(dim > (1 << 24) ? dim : (1 << 24));
        const double bytes[4] = {8.0 * dim, 24.0 * dim + 8, 12.0 * (double)hm.nnz + 16.0 * dim,
                                 12.0 * (double)(csb_read + hc.nnz) + (hc.symmetric ? 0.0 : 12.0 * hc.nnz)};
        const double times[4] = {th[0], th[1], th[2], t_csb};
        const char *names[4] = {"count", "scan", "fill", "csb"};
        double ratio[4];
        printf("phases vs copy bandwidth %.1f GB/s:", copy);
        for (int k = 0; k < 4; ++k) {
            const double gbs = bytes[k] / fmax(times[k], 1e-9) / 1e9;
            ratio[k] = gbs / copy;
            printf(" %s %.2f GB/s (%.4f)%s", names[k], gbs, ratio[k], k < 3 ? "," : "\n");
        }
        printf("RESULT shellmodel flavour=%s nucleus=%s dim=%lld nnz=%lld storage=%s count_s=%.6f scan_s=%.6f "
               "fill_s=%.6f csb_s=%.6f copy_gbs=%.2f count_ratio=%.4f scan_ratio=%.4f fill_ratio=%.4f "
               "csb_ratio=%.4f csb_kernels_s=%.6f\n", dev_flavour(), name, (long long)dim, (long long)hm.nnz,
               hc.symmetric ? "half" : "full", th[0], th[1], th[2], t_csb, copy, ratio[0], ratio[1], ratio[2],
               ratio[3], hc.build_kernels_s);
    }
    fflush(stdout);
    if (o.n_spmm_ks) {
        const int wrong = spmm_bench_hamiltonian(&hc, variant, &hm, name, o.spmm_ks, o.n_spmm_ks);
        csb_free(&hc);
        sm_matrix_free(&hm);
        sm_tables_free(&h);
        sm_basis_free(&b);
        sm_interaction_free(&it);
        return wrong ? 1 : 0;
    }
    if (o.construct_only) {
        printf("time: basis %.3f s, count %.3f s, scan %.3f s, fill %.3f s, csb %.3f s (--construct-only)\n",
               t_basis, th[0], th[1], th[2], t_csb);
        csb_free(&hc);
        sm_matrix_free(&hm);
        sm_tables_free(&h);
        sm_basis_free(&b);
        sm_interaction_free(&it);
        return 0;
    }

    /* the solve */
    spmm_operator sop = {&hc, variant, NULL};
    eig_operator op = {dim, spmm_operator_apply, NULL, &sop, NULL, 0, NULL, NULL};
    eig_preconditioner *precond = NULL;
    if (o.precond && !o.lanczos) {
        const double shift = eig_gershgorin_lower(dim, hm.rowptr, hm.col, hm.val, 1);
        precond = eig_jacobi_new(dim, hm.rowptr, hm.col, hm.val, 1, shift, EIG_DOUBLE);
        o.eig.precond = precond;
    }
    o.eig.block = o.lanczos ? o.eig.block : block;
    printf("solver: %s, nev %d, block %d, tol %.1e, preconditioner %s\n", o.lanczos ? "lanczos" : "lobpcg",
           o.eig.nev, o.eig.block, o.eig.tol, precond ? precond->name : "none");
    fflush(stdout);
    const int nev = o.eig.nev;
    double *E = xmalloc(sizeof(double) * nev), *res = xmalloc(sizeof(double) * nev);
    double *X = xmalloc(sizeof(double) * (size_t)dim * nev);
    const eig_result r = o.lanczos ? eig_lanczos(&op, &o.eig, E, res, X) : eig_lobpcg(&op, &o.eig, E, res, X);
    printf("%s: %s\n", o.lanczos ? "lanczos" : "lobpcg", r.message);

    /* J from <J^2> */
    double *J2 = xcalloc((size_t)nev, sizeof *J2);
    if (!o.no_j) {
        sm_tables_j2(&j2, &it, &s);
        sm_matrix_build(&jm, &b, &j2, tj);
        spmm_variant jv;
        to_csb(&jc, &jm, B, &kc, &jv);
        sm_matrix_release_device(&jm);
        expectation(&jc, jv, dim, nev, X, J2);
        printf("J^2: %lld stored entries; count %.3f s, scan %.3f s, fill %.3f s\n", (long long)jm.nnz,
               tj[0], tj[1], tj[2]);
    }
    double *T2 = xcalloc((size_t)nev, sizeof *T2);
    if (o.isospin) {
        sm_tables tt;
        if (sm_tables_t2(&tt, &it, &s))
            die("--isospin: the proton and neutron orbits of %s do not pair up (same n, l, j in the "
                "same order)", path);
        sm_matrix tm;
        sm_matrix_build(&tm, &b, &tt, NULL);
        csb_matrix tc;
        memset(&tc, 0, sizeof tc);
        spmm_variant tv;
        to_csb(&tc, &tm, B, &kc, &tv);
        sm_matrix_release_device(&tm);
        expectation(&tc, tv, dim, nev, X, T2);
        csb_free(&tc);
        sm_matrix_free(&tm);
        sm_tables_free(&tt);
    }
    double *dense = o.dense ? (dim <= 5000 ? dense_spectrum(&hm) : NULL) : NULL;
    if (o.dense && !dense)
        die("--dense: dimension %lld above 5000", (long long)dim);

    printf("\n%5s  %16s  %10s  %6s  %12s  %10s%s\n", "state", "E (MeV)", "Ex (MeV)", "J^pi", "<J^2>",
           "residual", o.isospin ? "     T     <T^2>" : "");
    int bad_j = 0;
    for (int k = 0; k < nev; ++k) {
        char jpi[32] = "-", flag[40] = "";
        if (!o.no_j) {
            const double J = (-1 + sqrt(1 + 4 * fmax(J2[k], 0))) / 2;
            const double Jr = round(2 * J) / 2;
            if (fabs(J2[k] - Jr * (Jr + 1)) > 1e-4) {
                snprintf(flag, sizeof flag, "  <J^2> not of a good J");
                ++bad_j;
            }
            snprintf(jpi, sizeof jpi, "%.1f%c", J, s.parity > 0 ? '+' : '-');
        }
        printf("%5d  %16.9f  %10.6f  %6s  %12.6f  %10.2e", k + 1, E[k], E[k] - E[0], jpi, J2[k], res[k]);
        if (o.isospin)
            printf("  %4.1f  %8.5f", (-1 + sqrt(1 + 4 * fmax(T2[k], 0))) / 2, T2[k]);
        printf("%s\n", flag);
    }
    if (dense) {
        double worst = 0;
        for (int k = 0; k < nev; ++k)
            worst = fmax(worst, fabs(E[k] - dense[k]));
        printf("dense dsyevd: lowest %.9f, largest difference of the %d lowest %.2e\n", dense[0], nev, worst);
    }
    printf("iterations: %d, operator calls %d\n", r.iterations, r.operator_calls);
    printf("RESULT shellmodel-solve flavour=%s nucleus=%s dim=%lld kernel=%s iterations=%d solve_s=%.4f "
           "spmm_s=%.4f spmm_share=%.3f e0=%.9f\n", dev_flavour(), name, (long long)dim,
           spmm_variant_name(variant), r.iterations, r.t_total, r.t_operator,
           r.t_operator / fmax(r.t_total, 1e-9), E[0]);
    const double other = r.t_total - r.t_operator - r.t_dense - r.t_small - r.t_precond -
                         r.t_start - r.t_finish;
    printf("time: basis %.3f s, count %.3f s, scan %.3f s, fill %.3f s, csb %.3f s, solve %.3f s "
           "(SpMM %.3f s, dense %.3f s, small %.3f s, preconditioner %.3f s, start %.3f s, "
           "results back %.3f s, other %.3f s), J^2 %.3f s\n",
           t_basis, th[0], th[1], th[2], t_csb, r.t_total, r.t_operator, r.t_dense, r.t_small, r.t_precond,
           r.t_start, r.t_finish, other, tj[0] + tj[1] + tj[2]);

    if (o.json) {
        atomic_file out;
        FILE *f = atomic_open_or_die(&out, o.json, "--json");
        fprintf(f, "{\n  \"nucleus\": \"%s\", \"interaction\": \"%s\", \"protons\": %d, \"neutrons\": %d,\n",
                name, path, s.z, s.n);
        fprintf(f, "  \"M2\": %d, \"parity\": %d, \"dimension\": %lld, \"nnz\": %lld, \"flavour\": \"%s\",\n",
                s.M2, s.parity, (long long)dim, (long long)hm.nnz, dev_flavour());
        fprintf(f, "  \"converged\": %s, \"iterations\": %d, \"kernel\": \"%s\", \"storage\": \"%s\",\n",
                r.status == EIG_CONVERGED ? "true" : "false", r.iterations, spmm_variant_name(variant),
                hc.symmetric ? "half" : "full");
        fprintf(f, "  \"times\": {\"basis\": %.6f, \"count\": %.6f, \"scan\": %.6f, \"fill\": %.6f, "
                   "\"csb\": %.6f, \"solve\": %.6f, \"spmm\": %.6f, \"dense\": %.6f, \"small\": %.6f, "
                   "\"preconditioner\": %.6f, \"start\": %.6f, \"results_back\": %.6f},\n",
                t_basis, th[0], th[1], th[2], t_csb, r.t_total, r.t_operator, r.t_dense, r.t_small,
                r.t_precond, r.t_start, r.t_finish);
        fprintf(f, "  \"states\": [\n");
        for (int k = 0; k < nev; ++k)
            fprintf(f, "    {\"energy\": %.15g, \"excitation\": %.15g, \"J2\": %.12g, \"T2\": %.12g, "
                       "\"residual\": %.3e}%s\n",
                    E[k], E[k] - E[0], o.no_j ? -1.0 : J2[k], o.isospin ? T2[k] : -1.0, res[k],
                    k + 1 < nev ? "," : "");
        fprintf(f, "  ]");
        if (dense) {
            fprintf(f, ",\n  \"dense_eigenvalues\": [");
            for (int64_t k = 0; k < dim; ++k)
                fprintf(f, "%s%.15g", k ? ", " : "", dense[k]);
            fprintf(f, "]");
        }
        fprintf(f, "\n}\n");
        atomic_commit_or_die(&out, "--json");
    }
    if (bad_j)
        printf("note: %d state(s) with <J^2> not within 1e-4 of J(J+1) (degenerate or unconverged)\n", bad_j);
    eig_preconditioner_free(precond);
    csb_free(&hc);
    if (!o.no_j) {
        csb_free(&jc);
        sm_matrix_free(&jm);
        sm_tables_free(&j2);
    }
    sm_matrix_free(&hm);
    sm_tables_free(&h);
    sm_basis_free(&b);
    sm_interaction_free(&it);
    free(E), free(res), free(X), free(J2), free(T2), free(dense);
    return r.status == EIG_CONVERGED ? 0 : 3;
}
