/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/compare.c.j2
 * flavour:   omp-target
 * N:         4, 8, 12, 16, 20
 * n_sp:      128
 * d:         2
 * tunables:  num_teams=0, thread_limit=128
 */
#include <stdint.h>

#include "ci_kernels.h"

/* Counting interacting pairs of many-body states: (i, j) interact when their
 * occupations differ in at most 2 d = 4 orbitals, i.e. when at most
 * d = 2 of the N orbitals of state i are missing from state j. One thread
 * per state i compares it with every state j. */

/* N = 4: popcount of the 64-bit masks of orbitals 0..63 first (a lower
 * bound of the difference), then the sorted-list comparison for the survivors. */
int64_t ci_count_mask_then_list_N4(int64_t n, const uint64_t *restrict mask_lo,
                                   const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], orb[0:n * 4])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t mi = mask_lo[i];
        const uint16_t *oi = orb + i * 4;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            if (__builtin_popcountll(mi ^ mask_lo[j]) > 4)
                continue;
            const uint16_t *oj = orb + j * 4;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 4 && b < 4 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 4 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 4: the sorted-list comparison for every pair. */
int64_t ci_count_list_only_N4(int64_t n, const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: orb[0:n * 4])
    for (int64_t i = 0; i < n; ++i) {
        const uint16_t *oi = orb + i * 4;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            const uint16_t *oj = orb + j * 4;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 4 && b < 4 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 4 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 4: popcount of the full 128-bit masks only (exact for n_sp <= 128). */
int64_t ci_count_mask128_N4(int64_t n, const uint64_t *restrict mask_lo,
                            const uint64_t *restrict mask_hi) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], mask_hi[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t lo = mask_lo[i], hi = mask_hi[i];
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j)
            hits +=
                __builtin_popcountll(lo ^ mask_lo[j]) + __builtin_popcountll(hi ^ mask_hi[j]) <= 4;
        count += hits;
    }
    return count;
}

/* N = 8: popcount of the 64-bit masks of orbitals 0..63 first (a lower
 * bound of the difference), then the sorted-list comparison for the survivors. */
int64_t ci_count_mask_then_list_N8(int64_t n, const uint64_t *restrict mask_lo,
                                   const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], orb[0:n * 8])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t mi = mask_lo[i];
        const uint16_t *oi = orb + i * 8;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            if (__builtin_popcountll(mi ^ mask_lo[j]) > 4)
                continue;
            const uint16_t *oj = orb + j * 8;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 8 && b < 8 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 8 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 8: the sorted-list comparison for every pair. */
int64_t ci_count_list_only_N8(int64_t n, const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: orb[0:n * 8])
    for (int64_t i = 0; i < n; ++i) {
        const uint16_t *oi = orb + i * 8;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            const uint16_t *oj = orb + j * 8;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 8 && b < 8 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 8 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 8: popcount of the full 128-bit masks only (exact for n_sp <= 128). */
int64_t ci_count_mask128_N8(int64_t n, const uint64_t *restrict mask_lo,
                            const uint64_t *restrict mask_hi) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], mask_hi[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t lo = mask_lo[i], hi = mask_hi[i];
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j)
            hits +=
                __builtin_popcountll(lo ^ mask_lo[j]) + __builtin_popcountll(hi ^ mask_hi[j]) <= 4;
        count += hits;
    }
    return count;
}

/* N = 12: popcount of the 64-bit masks of orbitals 0..63 first (a lower
 * bound of the difference), then the sorted-list comparison for the survivors. */
int64_t ci_count_mask_then_list_N12(int64_t n, const uint64_t *restrict mask_lo,
                                    const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], orb[0:n * 12])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t mi = mask_lo[i];
        const uint16_t *oi = orb + i * 12;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            if (__builtin_popcountll(mi ^ mask_lo[j]) > 4)
                continue;
            const uint16_t *oj = orb + j * 12;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 12 && b < 12 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 12 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 12: the sorted-list comparison for every pair. */
int64_t ci_count_list_only_N12(int64_t n, const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: orb[0:n * 12])
    for (int64_t i = 0; i < n; ++i) {
        const uint16_t *oi = orb + i * 12;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            const uint16_t *oj = orb + j * 12;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 12 && b < 12 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 12 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 12: popcount of the full 128-bit masks only (exact for n_sp <= 128). */
int64_t ci_count_mask128_N12(int64_t n, const uint64_t *restrict mask_lo,
                             const uint64_t *restrict mask_hi) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], mask_hi[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t lo = mask_lo[i], hi = mask_hi[i];
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j)
            hits +=
                __builtin_popcountll(lo ^ mask_lo[j]) + __builtin_popcountll(hi ^ mask_hi[j]) <= 4;
        count += hits;
    }
    return count;
}

/* N = 16: popcount of the 64-bit masks of orbitals 0..63 first (a lower
 * bound of the difference), then the sorted-list comparison for the survivors. */
int64_t ci_count_mask_then_list_N16(int64_t n, const uint64_t *restrict mask_lo,
                                    const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], orb[0:n * 16])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t mi = mask_lo[i];
        const uint16_t *oi = orb + i * 16;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            if (__builtin_popcountll(mi ^ mask_lo[j]) > 4)
                continue;
            const uint16_t *oj = orb + j * 16;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 16 && b < 16 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 16 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 16: the sorted-list comparison for every pair. */
int64_t ci_count_list_only_N16(int64_t n, const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: orb[0:n * 16])
    for (int64_t i = 0; i < n; ++i) {
        const uint16_t *oi = orb + i * 16;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            const uint16_t *oj = orb + j * 16;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 16 && b < 16 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 16 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 16: popcount of the full 128-bit masks only (exact for n_sp <= 128). */
int64_t ci_count_mask128_N16(int64_t n, const uint64_t *restrict mask_lo,
                             const uint64_t *restrict mask_hi) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], mask_hi[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t lo = mask_lo[i], hi = mask_hi[i];
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j)
            hits +=
                __builtin_popcountll(lo ^ mask_lo[j]) + __builtin_popcountll(hi ^ mask_hi[j]) <= 4;
        count += hits;
    }
    return count;
}

/* N = 20: popcount of the 64-bit masks of orbitals 0..63 first (a lower
 * bound of the difference), then the sorted-list comparison for the survivors. */
int64_t ci_count_mask_then_list_N20(int64_t n, const uint64_t *restrict mask_lo,
                                    const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], orb[0:n * 20])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t mi = mask_lo[i];
        const uint16_t *oi = orb + i * 20;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            if (__builtin_popcountll(mi ^ mask_lo[j]) > 4)
                continue;
            const uint16_t *oj = orb + j * 20;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 20 && b < 20 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 20 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 20: the sorted-list comparison for every pair. */
int64_t ci_count_list_only_N20(int64_t n, const uint16_t *restrict orb) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: orb[0:n * 20])
    for (int64_t i = 0; i < n; ++i) {
        const uint16_t *oi = orb + i * 20;
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j) {
            const uint16_t *oj = orb + j * 20;
            /* merge of two sorted orbital lists: a - common orbitals of i are missing
             * from j so far; stop as soon as more than d are */
            int a = 0, b = 0, common = 0;
            while (a < 20 && b < 20 && a - common <= 2) {
                const int u = oi[a], v = oj[b];
                common += u == v;
                a += u <= v;
                b += v <= u;
            }
            hits += 20 - common <= 2;
        }
        count += hits;
    }
    return count;
}

/* N = 20: popcount of the full 128-bit masks only (exact for n_sp <= 128). */
int64_t ci_count_mask128_N20(int64_t n, const uint64_t *restrict mask_lo,
                             const uint64_t *restrict mask_hi) {
    int64_t count = 0;
#pragma omp target teams distribute parallel for thread_limit(128) reduction(+:count) \
    map(present, alloc: mask_lo[0:n], mask_hi[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const uint64_t lo = mask_lo[i], hi = mask_hi[i];
        int64_t hits = 0;

        for (int64_t j = 0; j < n; ++j)
            hits +=
                __builtin_popcountll(lo ^ mask_lo[j]) + __builtin_popcountll(hi ^ mask_hi[j]) <= 4;
        count += hits;
    }
    return count;
}
