/* libFuzzer target: Matrix Market reader (runtime/sparse/mmio.c). A read either fails with
 * one line naming the file, or gives a well-formed CSR matrix: row pointers from 0 to nnz
 * and non-decreasing, columns in range and strictly ascending in each row (duplicates
 * summed), finite values. Inputs whose size line announces more than MAX_ROWS rows (and
 * not more than the reader accepts) are skipped: CSR costs O(rows) memory and time whatever the file holds (a 60-byte file can
 * announce 54 million rows), which is the format's cost, not a reader bug, and such inputs
 * slowed the campaign to a few hundred executions a second with 13-second outliers. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "mmio.h"

#define NAME "fuzz.mtx"
#define MAX_ROWS (1 << 20)

/* The first number of the size line (the first line after the banner that is neither blank
 * nor a % comment), or 0 if there is none. */
static long long announced_rows(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size), *line = strchr(text, '\n');
    long long rows = 0;
    while (line) {
        line += strspn(line, " \t\r\n");
        if (*line && *line != '%') {
            rows = strtoll(line, NULL, 10);
            break;
        }
        line = strchr(line, '\n');
    }
    free(text);
    return rows;
}

static void check_csr(const csr_matrix *a)
{
    if (a->n_rows < 0 || a->n_cols < 0 || a->nnz < 0 || a->rowptr[0] != 0 ||
        a->rowptr[a->n_rows] != a->nnz)
        fuzz_fail("CSR shape: %d x %d, nnz %lld, rowptr ends %d", a->n_rows, a->n_cols,
                  (long long)a->nnz, a->rowptr[a->n_rows]);
    for (int32_t i = 0; i < a->n_rows; ++i) {
        if (a->rowptr[i + 1] < a->rowptr[i])
            fuzz_fail("row %d: rowptr decreases", i);
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k) {
            if (a->col[k] < 0 || a->col[k] >= a->n_cols)
                fuzz_fail("row %d: column %d outside 0..%d", i, a->col[k], a->n_cols - 1);
            if (k > a->rowptr[i] && a->col[k] <= a->col[k - 1])
                fuzz_fail("row %d: columns not strictly ascending", i);
            if (!isfinite(a->val[k]))
                fuzz_fail("row %d: value %g", i, a->val[k]);
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const long long rows = announced_rows(data, size);
    if (rows > MAX_ROWS && rows <= INT32_MAX)
        return 0;
    FILE *f = fuzz_stream(data, size);
    csr_matrix a;
    char err[512] = "";
    if (mm_read_stream(f, NAME, &a, err, sizeof err) == 0) {
        check_csr(&a);
        csr_free(&a);
    } else {
        fuzz_check_error(err, NAME);
    }
    fclose(f);
    fuzz_check_all_freed();
    return 0;
}
