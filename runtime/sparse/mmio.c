#define _POSIX_C_SOURCE 200809L
#include "mmio.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "util.h"

typedef struct {
    const char *path;
    FILE *f;
    long line;
    char *buf;
    size_t cap;
    char *err;
    size_t err_len;
} reader;

static int fail(reader *r, const char *fmt, ...)
{
    va_list ap;
    int n = snprintf(r->err, r->err_len, "%s:%ld: ", r->path, r->line);
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < r->err_len)
        vsnprintf(r->err + n, r->err_len - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

/* Next line that is not a comment or blank; NULL at end of file. */
static char *next_data_line(reader *r)
{
    while (getline(&r->buf, &r->cap, r->f) >= 0) {
        r->line++;
        char *s = r->buf;
        while (isspace((unsigned char)*s))
            s++;
        if (*s && *s != '%')
            return s;
    }
    return NULL;
}

static int rest_is_blank(const char *s)
{
    while (*s && isspace((unsigned char)*s))
        s++;
    return *s == 0;
}

enum field { REAL, INTEGER, PATTERN };
enum symmetry { GENERAL, SYMMETRIC, SKEW };

static int parse_header(reader *r, enum field *field, enum symmetry *sym)
{
    if (getline(&r->buf, &r->cap, r->f) < 0)
        return r->line = 1, fail(r, "empty file (expected a %%%%MatrixMarket header)");
    r->line = 1;
    char banner[64], object[64], format[64], fld[64], symm[64];
    if (sscanf(r->buf, "%63s %63s %63s %63s %63s", banner, object, format, fld, symm) != 5 ||
        strcmp(banner, "%%MatrixMarket") != 0)
        return fail(r, "expected '%%%%MatrixMarket matrix coordinate <field> <symmetry>'");
    if (strcasecmp(object, "matrix") != 0)
        return fail(r, "object '%s' not supported (only 'matrix')", object);
    if (strcasecmp(format, "coordinate") != 0)
        return fail(r, "format '%s' not supported (only 'coordinate')", format);
    if (strcasecmp(fld, "real") == 0 || strcasecmp(fld, "double") == 0)
        *field = REAL;
    else if (strcasecmp(fld, "integer") == 0)
        *field = INTEGER;
    else if (strcasecmp(fld, "pattern") == 0)
        *field = PATTERN;
    else
        return fail(r, "field '%s' not supported (real, integer or pattern)", fld);
    if (strcasecmp(symm, "general") == 0)
        *sym = GENERAL;
    else if (strcasecmp(symm, "symmetric") == 0)
        *sym = SYMMETRIC;
    else if (strcasecmp(symm, "skew-symmetric") == 0)
        *sym = SKEW;
    else
        return fail(r, "symmetry '%s' not supported (general, symmetric or skew-symmetric)", symm);
    return 0;
}

static int parse_long(const char **s, long long *out)
{
    char *end;
    errno = 0;
    *out = strtoll(*s, &end, 10);
    if (end == *s || errno || (*end && !isspace((unsigned char)*end)))
        return -1;
    *s = end;
    return 0;
}

/* Triplets read so far; grown as entries arrive, so that a size line announcing more
 * entries than the file holds costs no more memory than the file. */
typedef struct {
    int32_t *row, *col;
    double *val;
    long long n, cap;
} triplets;

static void triplets_reserve(triplets *t, long long need)
{
    if (need <= t->cap)
        return;
    t->cap = t->cap ? 2 * t->cap : 1024;
    t->cap = t->cap < need ? need : t->cap;
    t->row = xrealloc(t->row, sizeof *t->row * (size_t)t->cap);
    t->col = xrealloc(t->col, sizeof *t->col * (size_t)t->cap);
    t->val = xrealloc(t->val, sizeof *t->val * (size_t)t->cap);
}

static void triplets_add(triplets *t, long long i, long long j, double v)
{
    triplets_reserve(t, t->n + 1);
    t->row[t->n] = (int32_t)i, t->col[t->n] = (int32_t)j, t->val[t->n++] = v;
}

static int read_entries(reader *r, enum field field, enum symmetry sym, long long m, long long n,
                        long long count, csr_matrix *a)
{
    triplets t = {0};
    int status = 0;
    for (long long k = 0; k < count && status == 0; ++k) {
        const char *s = next_data_line(r);
        if (!s) {
            status = fail(r, "file ends after %lld of %lld entries", k, count);
            break;
        }
        long long i, j;
        double v = 1.0;
        if (parse_long(&s, &i) || parse_long(&s, &j)) {
            status = fail(r, "expected 'row column%s'", field == PATTERN ? "" : " value");
            break;
        }
        if (field != PATTERN) {
            char *end;
            v = strtod(s, &end);
            if (end == s || !rest_is_blank(end) || !isfinite(v) ||
                (field == INTEGER && v != floor(v))) {
                status = fail(r, "bad %s value", field == INTEGER ? "integer" : "real");
                break;
            }
        } else if (!rest_is_blank(s)) {
            status = fail(r, "pattern entry has extra text");
            break;
        }
        if (i < 1 || i > m || j < 1 || j > n) {
            status = fail(r, "index (%lld, %lld) outside the %lld x %lld matrix (indices are 1-based)",
                          i, j, m, n);
            break;
        }
        if (sym != GENERAL && i < j) {
            status = fail(r, "entry (%lld, %lld) above the diagonal in a %s file", i, j,
                          sym == SKEW ? "skew-symmetric" : "symmetric");
            break;
        }
        if (sym == SKEW && i == j) {
            status = fail(r, "diagonal entry (%lld, %lld) in a skew-symmetric file", i, j);
            break;
        }
        triplets_add(&t, i - 1, j - 1, v);
        if (sym != GENERAL && i != j)
            triplets_add(&t, j - 1, i - 1, sym == SKEW ? -v : v);
    }
    if (status == 0 && next_data_line(r))
        status = fail(r, "more entries than the %lld announced in the size line", count);
    if (status == 0)
        csr_from_triplets(a, (int32_t)m, (int32_t)n, t.n, t.row, t.col, t.val);
    free(t.row);
    free(t.col);
    free(t.val);
    return status;
}

int mm_read_stream(FILE *f, const char *name, csr_matrix *a, char *err, size_t err_len)
{
    reader r = {.path = name, .f = f, .err = err, .err_len = err_len};
    memset(a, 0, sizeof *a);
    enum field field = REAL;
    enum symmetry sym = GENERAL;
    int status = parse_header(&r, &field, &sym);
    if (status == 0) {
        const char *s = next_data_line(&r);
        long long m, n, count;
        if (!s)
            status = fail(&r, "missing size line 'rows columns entries'");
        else if (parse_long(&s, &m) || parse_long(&s, &n) || parse_long(&s, &count) ||
                 !rest_is_blank(s))
            status = fail(&r, "size line must be three integers 'rows columns entries'");
        else if (m < 0 || n < 0 || count < 0 || m > INT32_MAX || n > INT32_MAX ||
                 count > INT32_MAX)
            status = fail(&r, "size %lld x %lld with %lld entries is out of the 32-bit range", m,
                          n, count);
        else if (sym != GENERAL && m != n)
            status = fail(&r, "a symmetric matrix must be square (got %lld x %lld)", m, n);
        else
            status = read_entries(&r, field, sym, m, n, count, a);
    }
    free(r.buf);
    return status;
}

int mm_read(const char *path, csr_matrix *a, char *err, size_t err_len)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        memset(a, 0, sizeof *a);
        snprintf(err, err_len, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    const int status = mm_read_stream(f, path, a, err, err_len);
    fclose(f);
    return status;
}

int mm_write(const char *path, const csr_matrix *a, int overwrite, char *err, size_t err_len)
{
    if (!overwrite && access(path, F_OK) == 0) {
        snprintf(err, err_len, "%s: exists; refusing to overwrite it", path);
        return -1;
    }
    atomic_file out;
    if (atomic_open(&out, path, err, err_len))
        return -1;
    fprintf(out.f, "%%%%MatrixMarket matrix coordinate real general\n");
    fprintf(out.f, "%d %d %lld\n", a->n_rows, a->n_cols, (long long)a->nnz);
    for (int32_t i = 0; i < a->n_rows; ++i)
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            fprintf(out.f, "%d %d %.17g\n", i + 1, a->col[k] + 1, a->val[k]);
    return atomic_commit(&out, err, err_len);
}
