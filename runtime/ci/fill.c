#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ci.h"
#include "util.h"

void ci_fill_host(int64_t n_entries, int64_t n_rows, const int32_t *row, const int32_t *val,
                  int64_t *offsets, int32_t *out)
{
    int64_t *cursor = xcalloc((size_t)n_rows + 1, sizeof *cursor);
    for (int64_t e = 0; e < n_entries; ++e)
        cursor[row[e]]++;
    offsets[0] = 0;
    for (int64_t r = 0; r < n_rows; ++r) {
        offsets[r + 1] = offsets[r] + cursor[r];
        cursor[r] = 0;
    }
    for (int64_t e = 0; e < n_entries; ++e) /* sequential: no atomics */
        out[offsets[row[e]] + cursor[row[e]]++] = val[e];
    free(cursor);
}

static int cmp_i32(const void *a, const void *b)
{
    const int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* Reference: each row's values gathered by a plain scan over the entries
 * (row by row), sorted, compared with the sorted segment of out. */
int ci_fill_check(int64_t n_entries, int64_t n_rows, const int32_t *row, const int32_t *val,
                  const int64_t *offsets, const int32_t *out, char *msg, int msg_len)
{
    int64_t *len = xcalloc((size_t)n_rows + 1, sizeof *len);
    for (int64_t e = 0; e < n_entries; ++e) {
        if (row[e] < 0 || row[e] >= n_rows) {
            snprintf(msg, (size_t)msg_len, "entry %lld has row %d outside 0..%lld", (long long)e,
                     row[e], (long long)n_rows - 1);
            free(len);
            return 0;
        }
        len[row[e]]++;
    }
    int ok = offsets[0] == 0;
    if (!ok)
        snprintf(msg, (size_t)msg_len, "offsets[0] = %lld, not 0", (long long)offsets[0]);
    int64_t start = 0;
    for (int64_t r = 0; ok && r < n_rows; ++r) {
        if (offsets[r + 1] - offsets[r] != len[r] || offsets[r] != start) {
            snprintf(msg, (size_t)msg_len, "row %lld: offsets %lld..%lld, expected %lld..%lld",
                     (long long)r, (long long)offsets[r], (long long)offsets[r + 1],
                     (long long)start, (long long)(start + len[r]));
            ok = 0;
        }
        start += len[r];
    }
    int32_t *want = xmalloc(sizeof(int32_t) * (size_t)n_entries);
    int32_t *got = xmalloc(sizeof(int32_t) * (size_t)n_entries);
    /* want: values grouped by row, in row order (a counting pass per row is
     * quadratic; instead stable-place by the reference offsets computed here) */
    int64_t *at = xcalloc((size_t)n_rows + 1, sizeof *at);
    for (int64_t r = 0; r < n_rows; ++r)
        at[r + 1] = at[r] + len[r];
    for (int64_t e = 0; e < n_entries; ++e)
        want[at[row[e]]++] = val[e];
    memcpy(got, out, sizeof(int32_t) * (size_t)n_entries);
    start = 0;
    for (int64_t r = 0; ok && r < n_rows; ++r) {
        qsort(want + start, (size_t)len[r], sizeof(int32_t), cmp_i32);
        qsort(got + start, (size_t)len[r], sizeof(int32_t), cmp_i32);
        if (len[r] && memcmp(want + start, got + start, sizeof(int32_t) * (size_t)len[r]) != 0) {
            snprintf(msg, (size_t)msg_len, "row %lld: values differ from the entries of the row",
                     (long long)r);
            ok = 0;
        }
        start += len[r];
    }
    free(len), free(want), free(got), free(at);
    return ok;
}
