/* Matrix Market reader and writer: valid variants, round trip, and malformed
 * files rejected with the right line number. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "matrix.h"
#include "mmio.h"
#include "util.h"

static char dir[] = "/tmp/test_mmio_XXXXXX";

static const char *write_file(const char *name, const char *text)
{
    static char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    return path;
}

static double entry(const csr_matrix *a, int32_t i, int32_t j)
{
    for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
        if (a->col[k] == j)
            return a->val[k];
    return 0;
}

static void valid_files(void)
{
    char err[512];
    csr_matrix a;
    const char *p = write_file("general.mtx", "%%MatrixMarket matrix coordinate real general\n"
                                              "% a comment\n\n"
                                              "3 4 5\n1 1 1.5\n3 4 -2e3\n2 2 1\n1 1 0.25\n 2 3 7\n");
    CHECK(mm_read(p, &a, err, sizeof err) == 0, "general: %s", err);
    CHECK(a.n_rows == 3 && a.n_cols == 4 && a.nnz == 4, "general: shape %d x %d nnz %lld",
          a.n_rows, a.n_cols, (long long)a.nnz);
    CHECK(entry(&a, 0, 0) == 1.75, "duplicates summed: a11 = %g", entry(&a, 0, 0));
    CHECK(entry(&a, 2, 3) == -2e3 && entry(&a, 1, 2) == 7, "general values");
    csr_free(&a);

    p = write_file("sym.mtx", "%%MatrixMarket matrix coordinate real symmetric\n3 3 4\n"
                              "1 1 4\n2 1 -1\n3 2 -2\n3 3 5\n");
    CHECK(mm_read(p, &a, err, sizeof err) == 0, "symmetric: %s", err);
    CHECK(a.nnz == 6 && entry(&a, 0, 1) == -1 && entry(&a, 1, 0) == -1 && entry(&a, 1, 2) == -2,
          "symmetric expansion (nnz %lld)", (long long)a.nnz);
    csr_free(&a);

    p = write_file("pattern.mtx", "%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 2\n2 1\n");
    CHECK(mm_read(p, &a, err, sizeof err) == 0 && entry(&a, 0, 1) == 1 && a.nnz == 2, "pattern: %s", err);
    csr_free(&a);

    p = write_file("int.mtx", "%%MatrixMarket matrix coordinate integer general\n2 2 1\n2 2 -3\n");
    CHECK(mm_read(p, &a, err, sizeof err) == 0 && entry(&a, 1, 1) == -3, "integer: %s", err);
    csr_free(&a);

    p = write_file("skew.mtx", "%%MatrixMarket matrix coordinate real skew-symmetric\n2 2 1\n2 1 3\n");
    CHECK(mm_read(p, &a, err, sizeof err) == 0 && entry(&a, 0, 1) == -3 && entry(&a, 1, 0) == 3,
          "skew-symmetric: %s", err);
    csr_free(&a);
}

static void round_trip(void)
{
    char err[512], path[256];
    csr_matrix a, b;
    poisson3d(&a, 4);
    a.val[3] = 1.0 / 3.0; /* needs all 17 digits */
    snprintf(path, sizeof path, "%s/roundtrip.mtx", dir);
    CHECK(mm_write(path, &a, 0, err, sizeof err) == 0, "write: %s", err);
    CHECK(mm_read(path, &b, err, sizeof err) == 0, "read back: %s", err);
    int same = a.n_rows == b.n_rows && a.nnz == b.nnz;
    for (int64_t k = 0; same && k < a.nnz; ++k)
        same = a.col[k] == b.col[k] && a.val[k] == b.val[k];
    CHECK(same, "round trip changed the matrix");
    CHECK(mm_write(path, &a, 0, err, sizeof err) != 0 && strstr(err, "refusing"),
          "existing file must not be overwritten: %s", err);
    CHECK(mm_write(path, &a, 1, err, sizeof err) == 0, "overwrite when asked: %s", err);
    csr_free(&a);
    csr_free(&b);
}

static void rejects(const char *name, const char *text, int line, const char *words)
{
    char err[512], want[300];
    csr_matrix a;
    const char *p = write_file(name, text);
    snprintf(want, sizeof want, "%s:%d: ", p, line);
    int rc = mm_read(p, &a, err, sizeof err);
    CHECK(rc != 0, "%s: malformed file accepted", name);
    if (rc != 0)
        CHECK(strstr(err, want) == err && strstr(err, words), "%s: message '%s' lacks '%s' / '%s'",
              name, err, want, words);
}

static void malformed_files(void)
{
    const char *H = "%%MatrixMarket matrix coordinate real general\n";
    char t[512];
    rejects("empty.mtx", "", 1, "empty file");
    rejects("banner.mtx", "%MatrixMarket matrix coordinate real general\n1 1 1\n1 1 1\n", 1, "expected");
    rejects("array.mtx", "%%MatrixMarket matrix array real general\n1 1\n1\n", 1, "array");
    rejects("complex.mtx", "%%MatrixMarket matrix coordinate complex general\n1 1 1\n1 1 1 0\n", 1, "complex");
    rejects("hermitian.mtx", "%%MatrixMarket matrix coordinate real hermitian\n1 1 1\n1 1 1\n", 1, "hermitian");
    snprintf(t, sizeof t, "%s%% c\n2 2\n1 1 1\n", H);
    rejects("size.mtx", t, 3, "three integers");
    snprintf(t, sizeof t, "%s2 2 -1\n", H);
    rejects("negative.mtx", t, 2, "out of the 32-bit range");
    snprintf(t, sizeof t, "%s2 2 2\n1 1 1\n3 1 1\n", H);
    rejects("range.mtx", t, 4, "outside");
    snprintf(t, sizeof t, "%s2 2 2\n1 1 1\n0 1 1\n", H);
    rejects("zero.mtx", t, 4, "1-based");
    snprintf(t, sizeof t, "%s2 2 3\n1 1 1\n2 2 1\n", H);
    rejects("short.mtx", t, 4, "file ends after 2 of 3");
    snprintf(t, sizeof t, "%s2 2 1\n1 1 1\n2 2 1\n", H);
    rejects("long.mtx", t, 4, "more entries");
    snprintf(t, sizeof t, "%s2 2 1\n1 1 abc\n", H);
    rejects("value.mtx", t, 3, "bad real value");
    snprintf(t, sizeof t, "%s2 2 1\n1 1 1 9\n", H);
    rejects("extra.mtx", t, 3, "bad real value");
    rejects("intval.mtx", "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1 1.5\n", 3, "bad integer");
    rejects("upper.mtx", "%%MatrixMarket matrix coordinate real symmetric\n2 2 1\n1 2 1\n", 3, "above the diagonal");
    rejects("rect.mtx", "%%MatrixMarket matrix coordinate real symmetric\n2 3 1\n1 1 1\n", 2, "square");
    char err[512];
    csr_matrix a;
    CHECK(mm_read("/nonexistent/x.mtx", &a, err, sizeof err) != 0 && strstr(err, "cannot open"),
          "missing file: %s", err);
}

int main(void)
{
    test_seed();
    if (!mkdtemp(dir))
        die("cannot create a temporary directory");
    valid_files();
    round_trip();
    malformed_files();
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "warning: could not remove %s\n", dir);
    return test_summary("test_mmio");
}
