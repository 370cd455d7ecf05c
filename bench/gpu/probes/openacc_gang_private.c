/* Probe (issue 12): does GCC 12's OpenACC make a team-shared staging array usable? The staged
 * SpMM variants (fused, cache_blocked) keep a window's rows of Y in an array declared in the
 * gang loop's body (gang-private: shared by the gang's vector lanes, shared memory on a GPU).
 * The PTX GCC 12 emits for that pattern holds the array twice: in shared memory and in every
 * lane's stack frame, which it copies to all lanes at the start of each vector loop.
 *
 * Two kernels compute the same thing, Y = per-window sums of val * X over COO entries sorted by
 * row (k = 8 floats per row): `staged` accumulates in the gang-private array with atomics and
 * writes each row once; `direct` adds into Y with atomics (Y cleared first). Prints the time of
 * each, their ratio, and whether they agree. Built by bench/gpu/build_carry.sh with the
 * gcc-nvptx flags of configure.py; run by bench/gpu/spmm_campaign.sh. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

enum { K = 8, ROWS = 1024, CACHE = ROWS * K, PER_ROW = 5 };

static double now(void)
{
    struct timeval t;
    gettimeofday(&t, NULL);
    return t.tv_sec + 1e-6 * t.tv_usec;
}

static void staged(int teams, const int *rloc, const int *col, const float *val, const float *X,
                   float *Y)
{
    const int ne = ROWS * PER_ROW;
#pragma acc parallel loop gang vector_length(128) present(rloc[0:teams * ne], col[0:teams * ne], val[0:teams * ne], X[0:teams * CACHE], Y[0:teams * CACHE])
    for (int t = 0; t < teams; ++t) {
        float ys[CACHE];
#pragma acc loop vector
        for (int q = 0; q < CACHE; ++q)
            ys[q] = 0;
#pragma acc loop vector
        for (int e = t * ne; e < (t + 1) * ne; ++e)
            for (int c = 0; c < K; ++c) {
                const float p = val[e] * X[(long)col[e] * K + c];
#pragma acc atomic update
                ys[rloc[e] * K + c] += p;
            }
#pragma acc loop vector
        for (int q = 0; q < CACHE; ++q)
            Y[(long)t * CACHE + q] = ys[q];
    }
}

static void direct(int teams, const int *rloc, const int *col, const float *val, const float *X,
                   float *Y)
{
    const int ne = ROWS * PER_ROW;
#pragma acc parallel loop present(Y[0:teams * CACHE])
    for (long q = 0; q < (long)teams * CACHE; ++q)
        Y[q] = 0;
#pragma acc parallel loop gang vector_length(128) present(rloc[0:teams * ne], col[0:teams * ne], val[0:teams * ne], X[0:teams * CACHE], Y[0:teams * CACHE])
    for (int t = 0; t < teams; ++t) {
#pragma acc loop vector
        for (int e = t * ne; e < (t + 1) * ne; ++e)
            for (int c = 0; c < K; ++c) {
                const float p = val[e] * X[(long)col[e] * K + c];
#pragma acc atomic update
                Y[((long)t * ROWS + rloc[e]) * K + c] += p;
            }
    }
}

int main(int argc, char **argv)
{
    const int teams = argc > 1 ? atoi(argv[1]) : 2048, ne = ROWS * PER_ROW;
    int *rloc = malloc(sizeof(int) * (size_t)teams * ne), *col = malloc(sizeof(int) * (size_t)teams * ne);
    float *val = malloc(sizeof(float) * (size_t)teams * ne), *X = malloc(sizeof(float) * (size_t)teams * CACHE);
    float *Y1 = malloc(sizeof(float) * (size_t)teams * CACHE), *Y2 = malloc(sizeof(float) * (size_t)teams * CACHE);
    unsigned s = 1;
    for (long e = 0; e < (long)teams * ne; ++e) {
        s = s * 1103515245u + 12345u;
        rloc[e] = (int)((e % ne) / PER_ROW); /* sorted by row inside each team's window */
        col[e] = (int)(s % (unsigned)(teams * ROWS));
        val[e] = (float)((s >> 8) % 1000) / 1000.0f - 0.5f;
    }
    for (long q = 0; q < (long)teams * CACHE; ++q)
        X[q] = (float)(q % 97) / 97.0f;
#pragma acc enter data copyin(rloc[0:teams * ne], col[0:teams * ne], val[0:teams * ne], X[0:teams * CACHE]) create(Y1[0:teams * CACHE], Y2[0:teams * CACHE])
    double best[2] = {1e30, 1e30};
    for (int rep = 0; rep < 6; ++rep) {
        double t0 = now();
        staged(teams, rloc, col, val, X, Y1);
        double t1 = now();
        direct(teams, rloc, col, val, X, Y2);
        double t2 = now();
        if (rep > 0) { /* the first is the warm-up */
            best[0] = fmin(best[0], t1 - t0);
            best[1] = fmin(best[1], t2 - t1);
        }
    }
#pragma acc exit data copyout(Y1[0:teams * CACHE], Y2[0:teams * CACHE])
    double worst = 0;
    for (long q = 0; q < (long)teams * CACHE; ++q)
        worst = fmax(worst, fabs(Y1[q] - Y2[q]));
    printf("openacc_gang_private: %d teams x %d entries x k = %d: staged %.3f ms, direct atomics "
           "%.3f ms (staged / direct = %.2f), largest difference %.2e\n",
           teams, ne, K, 1e3 * best[0], 1e3 * best[1], best[0] / best[1], worst);
    return worst < 1e-3 ? 0 : 1;
}
