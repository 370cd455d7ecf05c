/* Probe (issue 15): how fast is a double-precision atomic add in each offload flavour? The Fock
 * kernels add every quartet's J and K contributions with `atomic update` on doubles, and
 * openacc's Fock build is 7x omp-target's. GCC 12's nvptx backend has no pattern for a double
 * atomic add: fock_bench's PTX holds atom.cas.b64 loops and no atom.add.f64 (strings of the
 * openacc binary), while clang 16 emits native atomic adds.
 *
 * The same source is built twice by bench/gpu/build_carry.sh: with GCC's OpenACC (gcc -fopenacc,
 * the gcc-nvptx flags of configure.py) and with clang's OpenMP offload (the clang-nvptx flags).
 * One kernel: N = 2^26 updates a[h(i) mod M] += 1 spread over M addresses (M = 2^12 .. 2^24:
 * from contention to almost none; the Fock build's J and K have about 2^22.5 entries), once with the atomic update and once as a plain
 * (racy) add for the memory traffic alone. Prints, per M, the time and updates per second of
 * each, and checks that the atomic sums are exact (the total must be N). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

#if defined(_OPENACC)
#define FLAVOUR "openacc (gcc)"
#define PRAGMA_KERNEL _Pragma("acc parallel loop gang vector vector_length(128) present(a[0:m])")
#define PRAGMA_ATOMIC _Pragma("acc atomic update")
#define ENTER(a, m) _Pragma("acc enter data create(a[0:m])")
#define ZERO_KERNEL _Pragma("acc parallel loop present(a[0:m])")
#define FETCH(a, m) _Pragma("acc update self(a[0:m])")
#define EXIT(a, m) _Pragma("acc exit data delete(a[0:m])")
#else
#define FLAVOUR "omp-target (clang)"
#define PRAGMA_KERNEL _Pragma("omp target teams distribute parallel for thread_limit(128) map(tofrom : a[0:m])")
#define PRAGMA_ATOMIC _Pragma("omp atomic update")
#define ENTER(a, m) _Pragma("omp target enter data map(alloc : a[0:m])")
#define ZERO_KERNEL _Pragma("omp target teams distribute parallel for map(tofrom : a[0:m])")
#define FETCH(a, m) _Pragma("omp target update from(a[0:m])")
#define EXIT(a, m) _Pragma("omp target exit data map(delete : a[0:m])")
#endif

enum { LOG_N = 26 };

static double now(void)
{
    struct timeval t;
    gettimeofday(&t, NULL);
    return t.tv_sec + 1e-6 * t.tv_usec;
}

static void zero(double *a, int64_t m)
{
    ZERO_KERNEL
    for (int64_t j = 0; j < m; ++j)
        a[j] = 0.0;
}

/* the address of update i: a multiplicative hash, so that neighbouring threads hit different
 * addresses (as the quartets of a task do) */
static void add_atomic(double *a, int64_t m, int64_t n)
{
    PRAGMA_KERNEL
    for (int64_t i = 0; i < n; ++i) {
        const int64_t j = (int64_t)(((uint64_t)i * 0x9E3779B97F4A7C15ull) >> 20) & (m - 1);
        PRAGMA_ATOMIC
        a[j] += 1.0;
    }
}

static void add_plain(double *a, int64_t m, int64_t n)
{
    PRAGMA_KERNEL
    for (int64_t i = 0; i < n; ++i) {
        const int64_t j = (int64_t)(((uint64_t)i * 0x9E3779B97F4A7C15ull) >> 20) & (m - 1);
        a[j] += 1.0;
    }
}

int main(void)
{
    const int64_t n = (int64_t)1 << LOG_N, m_max = (int64_t)1 << 24;
    double *a = malloc(sizeof(double) * (size_t)m_max);
    int64_t m = m_max;
    ENTER(a, m)
    printf("atomic_add_probe: %s, %lld updates a kernel\n", FLAVOUR, (long long)n);
    printf("| flavour | addresses | atomic s | atomic G/s | plain s | plain G/s | atomic / plain | sum exact |\n");
    printf("|---|---|---|---|---|---|---|---|\n");
    int bad = 0;
    for (int log_m = 12; log_m <= 24; log_m += 4) {
        m = (int64_t)1 << log_m;
        zero(a, m);
        add_atomic(a, m, n); /* warm-up (and the JIT of the image) */
        zero(a, m);
        double t0 = now();
        add_atomic(a, m, n);
        const double t_atomic = now() - t0;
        FETCH(a, m)
        double sum = 0.0;
        for (int64_t j = 0; j < m; ++j)
            sum += a[j];
        const int exact = sum == (double)n;
        bad += !exact;
        zero(a, m);
        add_plain(a, m, n);
        t0 = now();
        add_plain(a, m, n);
        const double t_plain = now() - t0;
        printf("| %s | 2^%d | %.4f | %.2f | %.4f | %.2f | %.1f | %s |\n", FLAVOUR, log_m, t_atomic,
               n / t_atomic * 1e-9, t_plain, n / t_plain * 1e-9, t_atomic / t_plain,
               exact ? "yes" : "NO");
    }
    m = m_max;
    EXIT(a, m)
    free(a);
    return bad ? 1 : 0;
}
