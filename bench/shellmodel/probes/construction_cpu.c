/* Probe: the process CPU time of the shell-model Hamiltonian construction (sm_matrix_build:
 * count, scan, fill) and of csb_from_rows (half-stored), the best of REPS, so that other
 * processes on a shared machine do not inflate the comparison of two builds
 * (bench/shellmodel/probes/construction_compare.sh compiles it against each).
 *
 *   construction_cpu FILE.snt NUCLEUS [B [REPS]] */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "csb.h"
#include "shellmodel/shellmodel.h"
#include "util.h"

static double cpu(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv)
{
    if (argc < 3)
        die("usage: construction_cpu FILE.snt NUCLEUS [B [REPS]]");
    const char *file = argv[1], *nuc = argv[2];
    const int B = argc > 3 ? atoi(argv[3]) : 1024, reps = argc > 4 ? atoi(argv[4]) : 3;
    sm_interaction it;
    char err[512];
    if (sm_read_snt(file, &it, err, sizeof err))
        die("%s", err);
    sm_space s;
    if (sm_space_init(&s, &it, nuc, 0, 0, INT_MIN, 0, err, sizeof err))
        die("%s", err);
    sm_basis b;
    sm_basis_build(&b, &s);
    sm_tables h;
    sm_tables_hamiltonian(&h, &it, &s);
    double best_build = 1e30, best_csb = 1e30;
    int64_t nnz = 0;
    for (int r = 0; r < reps; ++r) {
        sm_matrix m;
        double t0 = cpu();
        sm_matrix_build(&m, &b, &h, NULL);
        double t1 = cpu();
        csb_matrix c;
        if (csb_from_rows(&c, (int32_t)m.n, (int32_t)m.n, m.rowptr, m.col, m.val, B, 1, err, sizeof err))
            die("%s", err);
        double t2 = cpu();
        best_build = t1 - t0 < best_build ? t1 - t0 : best_build;
        best_csb = t2 - t1 < best_csb ? t2 - t1 : best_csb;
        nnz = m.nnz;
        csb_free(&c);
        sm_matrix_free(&m);
    }
    printf("PROBE nucleus=%s dim=%lld nnz=%lld build_cpu_s=%.3f csb_cpu_s=%.3f\n", nuc, (long long)b.dim,
           (long long)nnz, best_build, best_csb);
    return 0;
}
