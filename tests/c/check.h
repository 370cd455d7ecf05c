/* Minimal test harness for the C tests: each CHECK prints its failure with
 * file:line; test_seed() gives fresh random inputs each run (printed, and
 * reproducible with SEED=<n>). */
#ifndef TEST_CHECK_H
#define TEST_CHECK_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int checks_run, checks_failed;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        checks_run++;                                                                              \
        if (!(cond)) {                                                                             \
            checks_failed++;                                                                       \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                   \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
        }                                                                                          \
    } while (0)

static uint64_t rng_state;

static inline uint64_t test_seed(void)
{
    const char *s = getenv("SEED");
    uint64_t seed = s ? strtoull(s, NULL, 10) : (uint64_t)time(NULL) ^ (uint64_t)clock();
    printf("seed %llu (rerun with SEED=%llu)\n", (unsigned long long)seed,
           (unsigned long long)seed);
    rng_state = seed * 0x9E3779B97F4A7C15ull + 1;
    return seed;
}

static inline uint64_t rng_next(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline double rng_uniform(void) { return (double)(rng_next() >> 11) * 0x1.0p-53; } /* [0,1) */
static inline int32_t rng_below(int32_t n) { return n > 0 ? (int32_t)(rng_next() % (uint64_t)n) : 0; }

static inline int test_summary(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, checks_run, checks_failed);
    return checks_failed ? 1 : 0;
}

#endif
