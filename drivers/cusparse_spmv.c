/* cusparse_spmv: the peer for spmv_bench and, with --spmm, for spmm_bench. Times cuSPARSE's
 * CSR SpMV (generic API, CUSPARSE_SPMV_CSR_ALG1, 32-bit indices) in double and float on the
 * same matrices and the same x as spmv_bench, checks y against the CPU reference, and
 * measures the device copy bandwidth (cudaMemcpy device to device) in the same
 * process as the roofline. With --spmm K,K,... it also times cusparseSpMM (CSR A, row-major
 * X and Y of k columns, the layout spmm_bench uses) for each k, with the default algorithm and
 * with CUSPARSE_SPMM_CSR_ALG2 (meant for row-major blocks), and on column-major blocks (its
 * native layout) with the default and CUSPARSE_SPMM_CSR_ALG1, checked on every 97th row.
 *
 *   cusparse_spmv [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx | shellmodel:NUCLEUS:FILE.snt]
 *                 [--reps K] [--copy-mb M] [--spmm K,K,...] [--no-spmv] [--reorder none|length:W]
 *                 [--segment-order S]
 *
 * --reorder length:W renumbers the matrix as spmv_bench's option does (P A P^T), so that both
 * multiply the same matrix; --segment-order S (default 1) as spmv_bench does for a precision
 * it cuts into S column segments (csr_segment_length_order; cuSPARSE's SpMV is not cut).
 * shellmodel:48Cr:data/interactions/gxpf1a.snt is the shell-model Hamiltonian (both triangles)
 * that `shellmodel --spmm-bench` times the solve's SpMM on, built by the same runtime calls;
 * as Matrix Market it would be 30 GB of text.
 *
 * Not part of the ninja build (it needs CUDA, not a directive flavour): build it
 * against the omp-host libraries (the shell-model construction and the host reference over the
 * CPU's threads), as bench/gpu/build_carry.sh does,
 *   gcc -O2 -std=c11 -fopenmp -I runtime -I runtime/sparse -I gen/include -I/usr/local/cuda/include \
 *       drivers/cusparse_spmv.c build/omp-host-gcc/lib/libruntime.a build/omp-host-gcc/lib/libkernels.a \
 *       -L/usr/local/cuda/lib64 -lcusparse -lcudart -llapacke -lopenblas -lm -o cusparse_spmv
 *
 * Prints
 *   RESULT peer=cudaMemcpy copy_gbs=<GB/s>                (bytes read + written)
 *   RESULT peer=cusparse format=csr precision=double|float matrix=<label> nnz=<nnz> ms=<ms>
 *          gbs=<GB/s> maxrel=<err>
 *   RESULT peer=cusparse kernel=spmm alg=default|csr_alg2|colmajor_default|colmajor_csr_alg1 precision=double|float matrix=<label>
 *          k=<k> nnz=<nnz> ms=<ms> gbs=<GB/s> copy_gbs=<GB/s> ratio=<gbs/copy> maxerr=<err>
 * where the SpMV bytes are nnz (4 + vb) + 4 (n_rows + 1) + vb (n_rows + n_cols), as
 * sparse_matrix_spmv_bytes counts CSR (SpMM: vb k (n_rows + n_cols) for the blocks, as
 * spmm_bench counts its CSR baseline), and times are medians over batches of the
 * mean of K calls, timed with CUDA events after a warm-up. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>
/* cusparse.h marks its legacy types deprecated in their own declarations, which
 * warns on every include; this program uses the generic API only. */
#define DISABLE_CUSPARSE_DEPRECATED
#include <cusparse.h>

#include "bench.h"
#include "matrix.h"
#include "shellmodel/shellmodel.h"
#include "util.h"

enum { BATCHES = 7 };

#define CUDA_CHECK(call)                                                                           \
    do {                                                                                           \
        const cudaError_t e_ = (call);                                                             \
        if (e_ != cudaSuccess)                                                                     \
            die("%s failed: %s (%s)", #call, cudaGetErrorName(e_), cudaGetErrorString(e_));      \
    } while (0)

#define CUSPARSE_CHECK(call)                                                                       \
    do {                                                                                           \
        const cusparseStatus_t s_ = (call);                                                        \
        if (s_ != CUSPARSE_STATUS_SUCCESS)                                                         \
            die("%s failed: %s (%s)", #call, cusparseGetErrorName(s_),                             \
                cusparseGetErrorString(s_));                                                       \
    } while (0)

/* max_i |y_i - yref_i| / sum_k |a_ik x_k|, the same measure as spmv_bench. */
static double max_relative_error(const csr_matrix *a, const double *x, const double *yref,
                                 const double *y)
{
    double worst = 0;
    for (int32_t i = 0; i < a->n_rows; ++i) {
        double scale = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            scale += fabs(a->val[k] * x[a->col[k]]);
        const double e = scale > 0 ? fabs(y[i] - yref[i]) / scale : fabs(y[i] - yref[i]);
        if (!(e <= worst))
            worst = e;
    }
    return worst;
}

/* Seconds per call of what `run` enqueues on the default stream: one warm-up
 * call, then the median over BATCHES of (event time of `reps` calls) / reps. */
typedef void (*enqueue_fn)(void *ctx);

static double time_median(enqueue_fn run, void *ctx, int reps)
{
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));
    run(ctx); /* warm-up */
    CUDA_CHECK(cudaDeviceSynchronize());
    double t[BATCHES];
    for (int b = 0; b < BATCHES; ++b) {
        CUDA_CHECK(cudaEventRecord(start, 0));
        for (int r = 0; r < reps; ++r)
            run(ctx);
        CUDA_CHECK(cudaEventRecord(stop, 0));
        CUDA_CHECK(cudaEventSynchronize(stop));
        float ms;
        CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
        t[b] = 1e-3 * ms / reps;
    }
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    return bench_median(t, BATCHES);
}

typedef struct {
    void *dst;
    const void *src;
    size_t bytes;
} copy_ctx;

static void enqueue_copy(void *p)
{
    const copy_ctx *c = p;
    CUDA_CHECK(cudaMemcpy(c->dst, c->src, c->bytes, cudaMemcpyDeviceToDevice));
}

/* Device copy bandwidth, bytes read + written per second. */
static double copy_bandwidth(size_t mbytes, int reps)
{
    copy_ctx c = {NULL, NULL, mbytes << 20};
    void *src;
    CUDA_CHECK(cudaMalloc(&src, c.bytes));
    CUDA_CHECK(cudaMalloc(&c.dst, c.bytes));
    CUDA_CHECK(cudaMemset(src, 0x3f, c.bytes)); /* not zeros */
    CUDA_CHECK(cudaMemset(c.dst, 0x11, c.bytes));
    c.src = src;
    const double t = time_median(enqueue_copy, &c, reps);
    CUDA_CHECK(cudaFree(src));
    CUDA_CHECK(cudaFree(c.dst));
    return 2.0 * (double)c.bytes / t * 1e-9;
}

typedef struct {
    cusparseHandle_t handle;
    cusparseSpMatDescr_t mat;
    cusparseDnVecDescr_t x, y;
    cudaDataType type;
    const void *alpha, *beta;
    void *buffer;
} spmv_ctx;

static void enqueue_spmv(void *p)
{
    const spmv_ctx *c = p;
    CUSPARSE_CHECK(cusparseSpMV(c->handle, CUSPARSE_OPERATION_NON_TRANSPOSE, c->alpha, c->mat, c->x,
                                c->beta, c->y, c->type, CUSPARSE_SPMV_CSR_ALG1, c->buffer));
}

/* One precision: values and vectors to the device, descriptors, buffer size
 * query, preprocessing, timing; y comes back widened to double in y_out.
 * Returns seconds per SpMV. */
static double spmv_cusparse(cusparseHandle_t handle, const csr_matrix *a, const int32_t *d_rowptr,
                            const int32_t *d_col, const double *x, int single, int reps,
                            double *y_out)
{
    const size_t nr = (size_t)a->n_rows, nc = (size_t)a->n_cols, nnz = (size_t)a->nnz;
    const size_t vb = single ? sizeof(float) : sizeof(double);
    void *h_val = xmalloc(vb * (nnz ? nnz : 1)), *h_x = xmalloc(vb * nc), *h_y = xmalloc(vb * nr);
    for (size_t k = 0; k < nnz; ++k) {
        if (single)
            ((float *)h_val)[k] = (float)a->val[k];
        else
            ((double *)h_val)[k] = a->val[k];
    }
    for (size_t j = 0; j < nc; ++j) {
        if (single)
            ((float *)h_x)[j] = (float)x[j];
        else
            ((double *)h_x)[j] = x[j];
    }
    void *d_val, *d_x, *d_y;
    CUDA_CHECK(cudaMalloc(&d_val, vb * (nnz ? nnz : 1)));
    CUDA_CHECK(cudaMalloc(&d_x, vb * nc));
    CUDA_CHECK(cudaMalloc(&d_y, vb * nr));
    CUDA_CHECK(cudaMemcpy(d_val, h_val, vb * nnz, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_x, h_x, vb * nc, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_y, 0, vb * nr));

    const double one = 1.0, zero = 0.0;
    const float onef = 1.0f, zerof = 0.0f;
    spmv_ctx c = {handle, NULL, NULL, NULL, single ? CUDA_R_32F : CUDA_R_64F,
                  single ? (const void *)&onef : (const void *)&one,
                  single ? (const void *)&zerof : (const void *)&zero, NULL};
    CUSPARSE_CHECK(cusparseCreateCsr(&c.mat, a->n_rows, a->n_cols, a->nnz, (void *)d_rowptr,
                                     (void *)d_col, d_val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_BASE_ZERO, c.type));
    CUSPARSE_CHECK(cusparseCreateDnVec(&c.x, a->n_cols, d_x, c.type));
    CUSPARSE_CHECK(cusparseCreateDnVec(&c.y, a->n_rows, d_y, c.type));
    size_t buffer_bytes = 0;
    CUSPARSE_CHECK(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, c.alpha, c.mat,
                                           c.x, c.beta, c.y, c.type, CUSPARSE_SPMV_CSR_ALG1,
                                           &buffer_bytes));
    if (buffer_bytes)
        CUDA_CHECK(cudaMalloc(&c.buffer, buffer_bytes));
    CUSPARSE_CHECK(cusparseSpMV_preprocess(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, c.alpha, c.mat,
                                           c.x, c.beta, c.y, c.type, CUSPARSE_SPMV_CSR_ALG1,
                                           c.buffer));
    fprintf(stderr, "  %s: work buffer %zu bytes\n", single ? "float" : "double", buffer_bytes);

    const double t = time_median(enqueue_spmv, &c, reps);

    CUDA_CHECK(cudaMemcpy(h_y, d_y, vb * nr, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < nr; ++i)
        y_out[i] = single ? (double)((float *)h_y)[i] : ((double *)h_y)[i];

    CUSPARSE_CHECK(cusparseDestroySpMat(c.mat));
    CUSPARSE_CHECK(cusparseDestroyDnVec(c.x));
    CUSPARSE_CHECK(cusparseDestroyDnVec(c.y));
    if (c.buffer)
        CUDA_CHECK(cudaFree(c.buffer));
    CUDA_CHECK(cudaFree(d_val));
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_y));
    free(h_val), free(h_x), free(h_y);
    return t;
}

typedef struct {
    cusparseHandle_t handle;
    cusparseSpMatDescr_t mat;
    cusparseDnMatDescr_t x, y;
    cudaDataType type;
    cusparseSpMMAlg_t alg;
    const void *alpha, *beta;
    void *buffer;
} spmm_ctx;

static void enqueue_spmm(void *p)
{
    const spmm_ctx *c = p;
    CUSPARSE_CHECK(cusparseSpMM(c->handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                CUSPARSE_OPERATION_NON_TRANSPOSE, c->alpha, c->mat, c->x, c->beta,
                                c->y, c->type, c->alg, c->buffer));
}

/* Largest error over the rounding bound ((terms + 2) u |A||X|) on every 97th row and the last. */
static double spmm_error(const csr_matrix *a, int k, const double *X, const void *Y, int single)
{
    const double u = single ? 0x1p-24 : 0x1p-53;
    double worst = 0;
    for (int64_t sample = 0; a->n_rows > 0; sample += 97) {
        const int32_t i = (int32_t)(sample < a->n_rows ? sample : a->n_rows - 1);
        for (int c = 0; c < k; ++c) {
            double sum = 0, abs_sum = 0;
            for (int32_t e = a->rowptr[i]; e < a->rowptr[i + 1]; ++e) {
                sum += a->val[e] * X[(int64_t)a->col[e] * k + c];
                abs_sum += fabs(a->val[e] * X[(int64_t)a->col[e] * k + c]);
            }
            const int64_t q = (int64_t)i * k + c;
            const double y = single ? ((const float *)Y)[q] : ((const double *)Y)[q];
            const double err = fabs(y - sum) / ((a->rowptr[i + 1] - a->rowptr[i] + 2) * u * abs_sum + 1e-300);
            if (!(err <= worst))
                worst = isnan(err) ? INFINITY : err;
        }
        if (i == a->n_rows - 1)
            break;
    }
    return worst;
}

/* cusparseSpMM for one precision and k, both algorithms; prints RESULT lines. */
static void spmm_cusparse(cusparseHandle_t handle, const csr_matrix *a, const char *spec,
                          const int32_t *d_rowptr, const int32_t *d_col, int k, int single,
                          int reps, double copy_gbs)
{
    const size_t nr = (size_t)a->n_rows, nc = (size_t)a->n_cols, nnz = (size_t)a->nnz;
    const size_t vb = single ? sizeof(float) : sizeof(double);
    const size_t nx = nc * (size_t)k, ny = nr * (size_t)k;
    double *X = xmalloc(sizeof(double) * (nx + 1));
    void *h_val = xmalloc(vb * (nnz + 1)), *h_x = xmalloc(vb * (nx + 1)), *h_y = xmalloc(vb * (ny + 1));
    /* spmm_bench's X: the same values */
    bench_fill_vectors((int64_t)nx, 12345 + (uint64_t)k, X, single ? (float *)h_x : NULL);
    if (!single)
        memcpy(h_x, X, sizeof(double) * nx);
    for (size_t e = 0; e < nnz; ++e) {
        if (single)
            ((float *)h_val)[e] = (float)a->val[e];
        else
            ((double *)h_val)[e] = a->val[e];
    }
    void *d_val, *d_x, *d_y;
    CUDA_CHECK(cudaMalloc(&d_val, vb * (nnz + 1)));
    CUDA_CHECK(cudaMalloc(&d_x, vb * (nx + 1)));
    CUDA_CHECK(cudaMalloc(&d_y, vb * (ny + 1)));
    CUDA_CHECK(cudaMemcpy(d_val, h_val, vb * nnz, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_x, h_x, vb * nx, cudaMemcpyHostToDevice));
    const double one = 1.0, zero = 0.0;
    const float onef = 1.0f, zerof = 0.0f;
    /* column-major blocks (ld = n) are cuSPARSE's native layout: the same X transposed, and Y
     * transposed back before the check, so the peer is timed in its best layout too */
    void *h_xt = xmalloc(vb * (nx + 1)), *h_yt = xmalloc(vb * (ny + 1));
    for (size_t r = 0; r < nc; ++r)
        for (int j = 0; j < k; ++j)
            memcpy((char *)h_xt + vb * ((size_t)j * nc + r), (char *)h_x + vb * (r * k + j), vb);
    static const struct {
        cusparseOrder_t order;
        cusparseSpMMAlg_t alg;
        const char *name;
    } algs[] = {{CUSPARSE_ORDER_ROW, CUSPARSE_SPMM_ALG_DEFAULT, "default"},
                {CUSPARSE_ORDER_ROW, CUSPARSE_SPMM_CSR_ALG2, "csr_alg2"},
                {CUSPARSE_ORDER_COL, CUSPARSE_SPMM_ALG_DEFAULT, "colmajor_default"},
                {CUSPARSE_ORDER_COL, CUSPARSE_SPMM_CSR_ALG1, "colmajor_csr_alg1"}};
    for (int ai = 0; ai < 4; ++ai) {
        const int col_major = algs[ai].order == CUSPARSE_ORDER_COL;
        spmm_ctx c = {handle, NULL, NULL, NULL, single ? CUDA_R_32F : CUDA_R_64F, algs[ai].alg,
                      single ? (const void *)&onef : (const void *)&one,
                      single ? (const void *)&zerof : (const void *)&zero, NULL};
        CUDA_CHECK(cudaMemcpy(d_x, col_major ? h_xt : h_x, vb * nx, cudaMemcpyHostToDevice));
        CUSPARSE_CHECK(cusparseCreateCsr(&c.mat, a->n_rows, a->n_cols, a->nnz, (void *)d_rowptr,
                                         (void *)d_col, d_val, CUSPARSE_INDEX_32I,
                                         CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, c.type));
        CUSPARSE_CHECK(cusparseCreateDnMat(&c.x, a->n_cols, k, col_major ? a->n_cols : k, d_x,
                                           c.type, algs[ai].order));
        CUSPARSE_CHECK(cusparseCreateDnMat(&c.y, a->n_rows, k, col_major ? a->n_rows : k, d_y,
                                           c.type, algs[ai].order));
        size_t buffer_bytes = 0;
        CUSPARSE_CHECK(cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                               CUSPARSE_OPERATION_NON_TRANSPOSE, c.alpha, c.mat,
                                               c.x, c.beta, c.y, c.type, c.alg, &buffer_bytes));
        if (buffer_bytes)
            CUDA_CHECK(cudaMalloc(&c.buffer, buffer_bytes));
        CUSPARSE_CHECK(cusparseSpMM_preprocess(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                               CUSPARSE_OPERATION_NON_TRANSPOSE, c.alpha, c.mat,
                                               c.x, c.beta, c.y, c.type, c.alg, c.buffer));
        CUDA_CHECK(cudaMemset(d_y, 0xff, vb * ny)); /* NaN: an element left unwritten shows */
        const double t = time_median(enqueue_spmm, &c, reps);
        CUDA_CHECK(cudaMemcpy(col_major ? h_yt : h_y, d_y, vb * ny, cudaMemcpyDeviceToHost));
        if (col_major)
            for (size_t r = 0; r < nr; ++r)
                for (int j = 0; j < k; ++j)
                    memcpy((char *)h_y + vb * (r * k + j), (char *)h_yt + vb * ((size_t)j * nr + r), vb);
        const double bytes = (double)nnz * (4 + vb) + 4.0 * ((double)nr + 1) +
                             (double)vb * k * ((double)nr + (double)nc);
        printf("RESULT peer=cusparse kernel=spmm alg=%s precision=%s matrix=%s k=%d nnz=%lld "
               "ms=%.4f gbs=%.1f copy_gbs=%.1f ratio=%.3f maxerr=%.2e\n",
               algs[ai].name, single ? "float" : "double", spec, k, (long long)nnz, 1e3 * t,
               bytes / t * 1e-9, copy_gbs, bytes / t * 1e-9 / copy_gbs,
               spmm_error(a, k, X, h_y, single));
        fflush(stdout);
        CUSPARSE_CHECK(cusparseDestroySpMat(c.mat));
        CUSPARSE_CHECK(cusparseDestroyDnMat(c.x));
        CUSPARSE_CHECK(cusparseDestroyDnMat(c.y));
        if (c.buffer)
            CUDA_CHECK(cudaFree(c.buffer));
    }
    CUDA_CHECK(cudaFree(d_val));
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_y));
    free(X), free(h_val), free(h_x), free(h_y), free(h_xt), free(h_yt);
}

static long positive(const char *opt, const char *text)
{
    char *end;
    const long v = strtol(text, &end, 10);
    if (end == text || *end || v < 1)
        die("%s: '%s' is not a positive integer", opt, text);
    return v;
}

int main(int argc, char **argv)
{
    const char *spec = "poisson:100";
    int reps = 20, ks[16], n_ks = 0, spmv = 1;
    size_t copy_mb = 1024;
    int32_t reorder = 0; /* --reorder length:W, as spmv_bench's */
    int segment_order = 1; /* --segment-order S: the renumbering for S column segments */
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            printf("usage: cusparse_spmv [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx | "
                   "shellmodel:NUCLEUS:FILE.snt] [--reps K (default 20)] [--copy-mb M (default 1024)] [--spmm K,K,...] "
                   "[--no-spmv] [--reorder none|length:W] [--segment-order S (default 1)]\n");
            return 0;
        } else if (strcmp(argv[i], "--spmm") == 0 && i + 1 < argc) {
            char buf[256];
            snprintf(buf, sizeof buf, "%s", argv[++i]);
            for (char *tok = strtok(buf, ","); tok && n_ks < 16; tok = strtok(NULL, ","))
                ks[n_ks++] = (int)positive("--spmm", tok);
        } else if (strcmp(argv[i], "--no-spmv") == 0) {
            spmv = 0;
        } else if (strcmp(argv[i], "--matrix") == 0 && i + 1 < argc) {
            spec = argv[++i];
        } else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
            reps = (int)positive(argv[i], argv[i + 1]), ++i;
        } else if (strcmp(argv[i], "--copy-mb") == 0 && i + 1 < argc) {
            copy_mb = (size_t)positive(argv[i], argv[i + 1]), ++i;
        } else if (strcmp(argv[i], "--reorder") == 0 && i + 1 < argc) {
            reorder = parse_reorder_option(argv[i], argv[i + 1]), ++i;
        } else if (strcmp(argv[i], "--segment-order") == 0 && i + 1 < argc) {
            segment_order = (int)positive(argv[i], argv[i + 1]), ++i;
        } else {
            die("usage: cusparse_spmv [--matrix poisson:N | irregular:N:MEAN:SEED | file.mtx] "
                "[--reps K] [--copy-mb M] [--reorder none|length:W] [--segment-order S] (got '%s')",
                argv[i]);
        }
    }

    /* the matrix first, so that bad input is reported without touching the GPU */
    csr_matrix a;
    if (strncmp(spec, "shellmodel:", 11) == 0)
        sm_hamiltonian_csr(spec + 11, &a);
    else
        matrix_from_spec(spec, &a); /* exactly as spmv_bench builds it */
    csr_apply_reorder(&a, reorder, segment_order);
    char label[1024]; /* RESULT's matrix=: the spec, "+length:W" when renumbered */
    matrix_label(label, sizeof label, spec, reorder);
    const size_t nr = (size_t)a.n_rows, nc = (size_t)a.n_cols;

    int device;
    struct cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDevice(&device));
    CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
    fprintf(stderr, "cusparse_spmv: %s, cuSPARSE %d.%d.%d, matrix %s\n", prop.name,
            CUSPARSE_VER_MAJOR, CUSPARSE_VER_MINOR, CUSPARSE_VER_PATCH, spec);
    fprintf(stderr, "  %d x %d, %lld nonzeros\n", a.n_rows, a.n_cols, (long long)a.nnz);

    const double copy_gbs = copy_bandwidth(copy_mb, reps);
    printf("RESULT peer=cudaMemcpy copy_gbs=%.1f\n", copy_gbs);
    fflush(stdout);

    /* x in [-1, 1), the same sequence as spmv_bench */
    double *x = xmalloc(sizeof(double) * nc), *yref = xmalloc(sizeof(double) * nr);
    double *y = xmalloc(sizeof(double) * nr);
    uint64_t s = 12345;
    for (size_t j = 0; j < nc; ++j) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[j] = (double)(s >> 11) * 0x1.0p-53 * 2 - 1;
    }
    csr_spmv_reference(&a, x, yref);

    cusparseHandle_t handle;
    CUSPARSE_CHECK(cusparseCreate(&handle));
    int32_t *d_rowptr, *d_col;
    CUDA_CHECK(cudaMalloc((void **)&d_rowptr, sizeof(int32_t) * (nr + 1)));
    CUDA_CHECK(cudaMalloc((void **)&d_col, sizeof(int32_t) * (size_t)(a.nnz ? a.nnz : 1)));
    CUDA_CHECK(cudaMemcpy(d_rowptr, a.rowptr, sizeof(int32_t) * (nr + 1), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_col, a.col, sizeof(int32_t) * (size_t)a.nnz, cudaMemcpyHostToDevice));

    for (int single = 0; single <= 1 && spmv; ++single) {
        const double t = spmv_cusparse(handle, &a, d_rowptr, d_col, x, single, reps, y);
        const double vb = single ? sizeof(float) : sizeof(double);
        const double bytes =
            (double)a.nnz * (4 + vb) + 4.0 * ((double)nr + 1) + vb * ((double)nr + (double)nc);
        printf("RESULT peer=cusparse format=csr precision=%s matrix=%s nnz=%lld ms=%.4f gbs=%.1f "
               "maxrel=%.2e\n",
               single ? "float" : "double", label, (long long)a.nnz, 1e3 * t, bytes / t * 1e-9,
               max_relative_error(&a, x, yref, y));
        fflush(stdout);
    }

    for (int single = 0; single <= 1; ++single)
        for (int ki = 0; ki < n_ks; ++ki)
            spmm_cusparse(handle, &a, label, d_rowptr, d_col, ks[ki], single, reps, copy_gbs);

    CUDA_CHECK(cudaFree(d_rowptr));
    CUDA_CHECK(cudaFree(d_col));
    CUSPARSE_CHECK(cusparseDestroy(handle));
    free(x), free(yref), free(y);
    csr_free(&a);
    return 0;
}
