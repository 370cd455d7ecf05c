/* spmm_bench: SpMM Y = A X on blocks of k vectors in the flavour this binary was built for:
 * the CSR baseline and each CSB-COO variant the flavour builds (naive, cache_blocked,
 * rowwise and rowwise_indexed on the fully stored matrix, fused and rowwise_fused on the
 * half-stored one when A is symmetric), in double and float, timed against the device copy
 * bandwidth measured in the same run.
 *
 *   spmm_bench [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx] [--ks 1,4,8,16]
 *              [--precisions double,float] [--csb-block B] [--reps K] [--copy-mb M]
 *
 * The bytes counted per SpMM are what it must move at least: the stored values, the indices
 * (two 16-bit local indices per entry and the block arrays for CSB-COO, rowwise_indexed: the
 * column index and its row index of B + 1 16-bit words a block, 32-bit ones where a block
 * holds more than 65,535 entries; a 32-bit column per entry and the row pointers for CSR), X
 * read once and Y written once. Every result is checked
 * against the CSR reference on a sample of rows (every 97th and the last), with the rounding
 * bound of any summation order. Prints one `RESULT spmm ...` line per measurement, then a table
 * of the ratio to the copy bandwidth; exits 1 on bad input or a wrong result. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli.h"
#include "csb.h"
#include "device.h"
#include "matrix.h"
#include "sparse_kernels.h"
#include "util.h"

enum { BATCHES = 7, MAX_LIST = 16, ROW_STRIDE = 97 };

typedef struct {
    const char *matrix;
    int ks[MAX_LIST], n_ks;
    int precisions[2], n_precisions; /* 0 double, 1 float */
    int B, reps;
    size_t copy_mb;
} options;

static options parse(int argc, char **argv)
{
    options o = {"poisson:64", {1, 4, 8, 16}, 4, {0, 1}, 2, SPARSE_CSB_B, 10, 1024};
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            printf("usage: spmm_bench [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx] "
                   "[--ks 1,4,8,16] [--precisions double,float] [--csb-block B (default %d)] "
                   "[--reps K (default 10)] [--copy-mb M (default 1024)]\n", SPARSE_CSB_B);
            exit(0);
        }
        if (i + 1 >= argc)
            die("option %s needs a value (or is unknown)", a);
        const char *v = argv[++i];
        if (strcmp(a, "--matrix") == 0)
            o.matrix = v;
        else if (strcmp(a, "--ks") == 0)
            o.n_ks = cli_int_list(a, v, o.ks, MAX_LIST, 1, 1024);
        else if (strcmp(a, "--precisions") == 0) {
            o.n_precisions = 0;
            if (strstr(v, "double"))
                o.precisions[o.n_precisions++] = 0;
            if (strstr(v, "float"))
                o.precisions[o.n_precisions++] = 1;
            if (o.n_precisions == 0)
                die("--precisions: '%s' names neither double nor float", v);
        } else if (strcmp(a, "--csb-block") == 0)
            o.B = cli_int(a, v, 1, CSB_MAX_BLOCK);
        else if (strcmp(a, "--reps") == 0)
            o.reps = cli_int(a, v, 1, 1000000);
        else if (strcmp(a, "--copy-mb") == 0)
            o.copy_mb = (size_t)cli_int(a, v, 1, 1 << 20);
        else
            die("unknown option '%s'", a);
    }
    return o;
}

/* One measured kernel: a CSB variant on a stored form, or the CSR baseline. */
typedef struct {
    const char *name, *storage;
    spmm_variant variant;
    csb_matrix *csb; /* NULL: CSR (not const: csb_prepare_variant may add the variant's index) */
} kernel;

typedef struct {
    const options *o;
    const csr_matrix *a;
    const sparse_matrix *csr;
    int k, single;
    double *X, *Y;
    float *Xf, *Yf;
} run_ctx;

static void call(const run_ctx *c, const kernel *kn)
{
    if (!kn->csb)
        c->single ? csr_spmm_float(c->csr, c->k, c->Xf, c->Yf) : csr_spmm(c->csr, c->k, c->X, c->Y);
    else if (c->single)
        csb_spmm_float(kn->csb, kn->variant, c->k, c->Xf, c->Yf);
    else
        csb_spmm(kn->csb, kn->variant, c->k, c->X, c->Y);
}

/* Largest error on the sampled rows over its rounding bound ((terms + 2) u |A||X|). */
static double checked_error(const run_ctx *c)
{
    const csr_matrix *a = c->a;
    const int k = c->k;
    const double u = c->single ? 0x1p-24 : 0x1p-53;
    double worst = 0;
    for (int64_t sample = 0; a->n_rows > 0; sample += ROW_STRIDE) {
        const int32_t i = (int32_t)(sample < a->n_rows ? sample : a->n_rows - 1);
        for (int col = 0; col < k; ++col) {
            double sum = 0, abs_sum = 0;
            for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e) {
                const double x = c->X[(int64_t)a->col[e] * k + col];
                sum += a->val[e] * x;
                abs_sum += fabs(a->val[e] * x);
            }
            const int64_t q = (int64_t)i * k + col;
            const double y = c->single ? c->Yf[q] : c->Y[q];
            const double bound = (a->rowptr[i + 1] - a->rowptr[i] + 2) * u * abs_sum + 1e-300;
            const double err = fabs(y - sum) / bound;
            if (!(err <= worst))
                worst = isnan(err) ? INFINITY : err;
        }
        if (i == a->n_rows - 1)
            break;
    }
    return worst;
}

int main(int argc, char **argv)
{
    const options o = parse(argc, argv);
    csr_matrix a;
    matrix_from_spec(o.matrix, &a);
    char err[256];
    const int symmetric = csr_symmetry_error(&a, err, sizeof err) == 0;
    fprintf(stderr, "spmm_bench: flavour %s (%s), matrix %s: %d x %d, %lld nonzeros%s\n",
            dev_flavour(), dev_is_offloading() ? "offloading" : "host", o.matrix, a.n_rows,
            a.n_cols, (long long)a.nnz, symmetric ? ", symmetric" : "");
    const double copy_gbs = sparse_copy_bandwidth(o.copy_mb, o.reps);
    fprintf(stderr, "  copy bandwidth %.1f GB/s\n", copy_gbs);

    sparse_matrix csr;
    sparse_matrix_build(&csr, &a, FORMAT_CSR);
    sparse_matrix_to_device(&csr);
    sparse_matrix_make_float(&csr);
    csb_matrix full, half;
    memset(&half, 0, sizeof half);
    if (csb_from_csr(&full, &a, o.B, 0, err, sizeof err))
        die("%s: %s", o.matrix, err);
    csb_to_device(&full);
    csb_make_float(&full);
    if (symmetric) {
        if (csb_from_csr(&half, &a, o.B, 1, err, sizeof err))
            die("%s: %s", o.matrix, err);
        csb_to_device(&half);
        csb_make_float(&half);
    }
    kernel kernels[1 + SPMM_N_VARIANTS];
    int n_kernels = 0;
    kernels[n_kernels++] = (kernel){"csr", "csr", SPMM_NAIVE, NULL};
    const kernel candidates[SPMM_N_VARIANTS] = {
        {"naive", "full", SPMM_NAIVE, &full},
        {"cache_blocked", "full", SPMM_CACHE_BLOCKED, &full},
        {"rowwise", "full", SPMM_ROWWISE, &full},
        {"fused", "half", SPMM_FUSED, symmetric ? &half : NULL},
        {"rowwise_fused", "half", SPMM_ROWWISE_FUSED, symmetric ? &half : NULL},
        {"rowwise_indexed", "full", SPMM_ROWWISE_INDEXED, &full}};
    for (int c = 0; c < SPMM_N_VARIANTS; ++c) {
        const char *why = "the matrix is not symmetric";
        int usable = candidates[c].csb &&
                     csb_spmm_available(candidates[c].csb, candidates[c].variant, &why);
        if (usable && csb_prepare_variant(candidates[c].csb, candidates[c].variant, err, sizeof err))
            usable = 0, why = err; /* rowwise_indexed: its row index refused */
        if (usable)
            kernels[n_kernels++] = candidates[c];
        else
            fprintf(stderr, "  %s: not measured: %s\n", candidates[c].name, why);
    }
    fprintf(stderr, "  CSB B = %d: %lld blocks (full), %lld stored entries half-stored\n", o.B,
            (long long)full.n_blocks, (long long)half.nnz);

    double ratio[1 + SPMM_N_VARIANTS][2][MAX_LIST];
    int failed = 0;
    for (int pi = 0; pi < o.n_precisions; ++pi)
        for (int ki = 0; ki < o.n_ks; ++ki) {
            const int k = o.ks[ki], single = o.precisions[pi];
            const int64_t nx = (int64_t)a.n_cols * k, ny = (int64_t)a.n_rows * k;
            run_ctx c = {&o, &a, &csr, k, single, xmalloc(sizeof(double) * (size_t)(nx + 1)),
                         xmalloc(sizeof(double) * (size_t)(ny + 1)),
                         xmalloc(sizeof(float) * (size_t)(nx + 1)),
                         xmalloc(sizeof(float) * (size_t)(ny + 1))};
            bench_fill_vectors(nx, 12345 + (uint64_t)k, c.X, c.Xf);
            const size_t vb = single ? sizeof(float) : sizeof(double);
            void *x = single ? (void *)c.Xf : (void *)c.X, *y = single ? (void *)c.Yf : (void *)c.Y;
            dev_copyin(x, vb * (size_t)nx);
            dev_create(y, vb * (size_t)ny);
            for (int kn = 0; kn < n_kernels; ++kn) {
                double t;
                BENCH_TIME_MEDIAN(t, BATCHES, o.reps, call(&c, &kernels[kn]));
                dev_update_host(y, vb * (size_t)ny);
                const double maxerr = checked_error(&c);
                const double bytes =
                    kernels[kn].csb
                        ? csb_spmm_bytes(kernels[kn].csb, kernels[kn].variant, k, single)
                        : (double)a.nnz * (4 + vb) + 4.0 * (a.n_rows + 1) +
                              (double)vb * k * ((double)a.n_rows + a.n_cols);
                const double gbs = bytes / t * 1e-9;
                ratio[kn][pi][ki] = gbs / copy_gbs;
                printf("RESULT spmm flavour=%s matrix=%s B=%d variant=%s storage=%s precision=%s "
                       "k=%d n=%d nnz=%lld stored=%lld ms=%.4f gbs=%.1f copy_gbs=%.1f ratio=%.3f "
                       "maxerr=%.2e\n",
                       dev_flavour(), o.matrix, o.B, kernels[kn].name, kernels[kn].storage,
                       single ? "float" : "double", k, a.n_rows, (long long)a.nnz,
                       (long long)(kernels[kn].csb ? kernels[kn].csb->nnz : a.nnz), 1e3 * t, gbs,
                       copy_gbs, gbs / copy_gbs, maxerr);
                fflush(stdout);
                if (!(maxerr <= 1)) {
                    fprintf(stderr, "error: %s k=%d %s: error %.3g x the rounding bound\n",
                            kernels[kn].name, k, single ? "float" : "double", maxerr);
                    failed = 1;
                }
            }
            dev_delete(x, vb * (size_t)nx);
            dev_delete(y, vb * (size_t)ny);
            free(c.X), free(c.Y), free(c.Xf), free(c.Yf);
        }

    printf("\nSpMM over copy bandwidth (%.1f GB/s), %s, %s\n", copy_gbs, dev_flavour(), o.matrix);
    printf("%-14s %-7s", "variant", "prec");
    for (int ki = 0; ki < o.n_ks; ++ki)
        printf("   k=%-4d", o.ks[ki]);
    printf("\n");
    for (int kn = 0; kn < n_kernels; ++kn)
        for (int pi = 0; pi < o.n_precisions; ++pi) {
            printf("%-14s %-7s", kernels[kn].name, o.precisions[pi] ? "float" : "double");
            for (int ki = 0; ki < o.n_ks; ++ki)
                printf("   %6.3f", ratio[kn][pi][ki]);
            printf("\n");
        }
    sparse_matrix_free(&csr);
    csb_free(&full);
    if (symmetric)
        csb_free(&half);
    csr_free(&a);
    return failed;
}
