/* CSR algebra on the host for the multigrid setup: transpose, product (Gustavson's
 * row-by-row algorithm with a dense accumulator), and the checks a solver makes first.
 * The product's rows are shared out over the host's OpenMP threads where the build has
 * OpenMP (omp-host, omp-target); each row is computed the same way by whichever thread, so
 * the result does not depend on the thread count. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "matrix.h"
#include "util.h"

void csr_alloc(csr_matrix *a, int32_t n_rows, int32_t n_cols, int64_t nnz)
{
    if (nnz > INT32_MAX)
        die("matrix product has %lld entries; 32-bit indices allow at most %d", (long long)nnz,
            INT32_MAX);
    a->n_rows = n_rows;
    a->n_cols = n_cols;
    a->nnz = nnz;
    a->rowptr = xcalloc((size_t)n_rows + 1, sizeof *a->rowptr);
    a->col = xmalloc(sizeof *a->col * (size_t)(nnz > 0 ? nnz : 1));
    a->val = xmalloc(sizeof *a->val * (size_t)(nnz > 0 ? nnz : 1));
}

void csr_transpose(const csr_matrix *a, csr_matrix *t)
{
    csr_alloc(t, a->n_cols, a->n_rows, a->nnz);
    for (int64_t k = 0; k < a->nnz; ++k)
        t->rowptr[a->col[k] + 1]++;
    for (int32_t j = 0; j < t->n_rows; ++j)
        t->rowptr[j + 1] += t->rowptr[j];
    int32_t *next = xmalloc(sizeof *next * ((size_t)t->n_rows + 1));
    memcpy(next, t->rowptr, sizeof *next * ((size_t)t->n_rows + 1));
    /* rows of a in order: each row of t receives its columns ascending */
    for (int32_t i = 0; i < a->n_rows; ++i)
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k) {
            const int32_t at = next[a->col[k]]++;
            t->col[at] = i;
            t->val[at] = a->val[k];
        }
    free(next);
}

/* The max-heap of col[0..len) (values alongside) restored below `root`. */
static void sift_down(int32_t *col, double *val, int32_t root, int32_t len)
{
    for (int32_t child; (child = 2 * root + 1) < len; root = child) {
        if (child + 1 < len && col[child + 1] > col[child])
            ++child;
        if (col[root] >= col[child])
            return;
        const int32_t c = col[root];
        const double v = val[root];
        col[root] = col[child], val[root] = val[child];
        col[child] = c, val[child] = v;
    }
}

/* Insertion sort for short rows (AMG's), heap sort for long ones (a shell-model Hamiltonian's
 * rows hold hundreds of entries, where insertion sort's moves grow as the square); a row's
 * columns are distinct, so both give the same order. */
enum { INSERTION_SORT_MAX = 32 };

void csr_sort_row(int32_t *col, double *val, int32_t len)
{
    if (len > INSERTION_SORT_MAX) {
        for (int32_t root = len / 2 - 1; root >= 0; --root)
            sift_down(col, val, root, len);
        for (int32_t end = len - 1; end > 0; --end) {
            const int32_t c = col[0];
            const double v = val[0];
            col[0] = col[end], val[0] = val[end];
            col[end] = c, val[end] = v;
            sift_down(col, val, 0, end);
        }
        return;
    }
    for (int32_t p = 1; p < len; ++p) {
        const int32_t c = col[p];
        const double v = val[p];
        int32_t q = p;
        for (; q > 0 && col[q - 1] > c; --q)
            col[q] = col[q - 1], val[q] = val[q - 1];
        col[q] = c, val[q] = v;
    }
}

/* A per-thread accumulator index over n columns, every entry -1. */
static int32_t *new_marks(int32_t n)
{
    int32_t *mark = xmalloc(sizeof *mark * (size_t)(n > 0 ? n : 1));
    for (int32_t j = 0; j < n; ++j)
        mark[j] = -1;
    return mark;
}

/* Rows in chunks: a coarse matrix's rows cost very different amounts. (A thread's chunks
 * need not come in increasing order: libomp's dynamic schedule steals, so each row leaves
 * its marks as it found them.) */
enum { ROW_CHUNK = 256 };

void csr_multiply(const csr_matrix *a, const csr_matrix *b, csr_matrix *c)
{
    if (a->n_cols != b->n_rows)
        die("matrix product: %d x %d times %d x %d", a->n_rows, a->n_cols, b->n_rows, b->n_cols);
    /* pass 1: the length of each row of c */
    int32_t *len = xmalloc(sizeof *len * (size_t)(a->n_rows > 0 ? a->n_rows : 1));
#pragma omp parallel
    {
        int32_t *mark = new_marks(b->n_cols);
#pragma omp for schedule(dynamic, ROW_CHUNK)
        for (int32_t i = 0; i < a->n_rows; ++i) {
            int32_t count = 0;
            for (int32_t ka = a->rowptr[i]; ka < a->rowptr[i + 1]; ++ka) {
                const int32_t r = a->col[ka];
                for (int32_t kb = b->rowptr[r]; kb < b->rowptr[r + 1]; ++kb)
                    if (mark[b->col[kb]] != i)
                        mark[b->col[kb]] = i, count++;
            }
            len[i] = count;
        }
        free(mark);
    }
    int64_t nnz = 0;
    for (int32_t i = 0; i < a->n_rows; ++i)
        nnz += len[i];
    csr_alloc(c, a->n_rows, b->n_cols, nnz);
    for (int32_t i = 0; i < a->n_rows; ++i)
        c->rowptr[i + 1] = c->rowptr[i] + len[i];
    free(len);
    /* pass 2: the values, accumulated at the position each column got in its row (mark[j]:
     * that position, -1 outside the row) */
#pragma omp parallel
    {
        int32_t *mark = new_marks(b->n_cols);
#pragma omp for schedule(dynamic, ROW_CHUNK)
        for (int32_t i = 0; i < a->n_rows; ++i) {
            const int32_t first = c->rowptr[i];
            int32_t end = first;
            for (int32_t ka = a->rowptr[i]; ka < a->rowptr[i + 1]; ++ka) {
                const int32_t r = a->col[ka];
                const double v = a->val[ka];
                for (int32_t kb = b->rowptr[r]; kb < b->rowptr[r + 1]; ++kb) {
                    const int32_t j = b->col[kb];
                    if (mark[j] < 0) { /* first product in this row */
                        mark[j] = end;
                        c->col[end] = j;
                        c->val[end++] = v * b->val[kb];
                    } else {
                        c->val[mark[j]] += v * b->val[kb];
                    }
                }
            }
            for (int32_t k = first; k < end; ++k)
                mark[c->col[k]] = -1;
            csr_sort_row(c->col + first, c->val + first, end - first);
        }
        free(mark);
    }
}

void csr_copy(const csr_matrix *a, csr_matrix *c)
{
    csr_alloc(c, a->n_rows, a->n_cols, a->nnz);
    memcpy(c->rowptr, a->rowptr, sizeof *a->rowptr * ((size_t)a->n_rows + 1));
    memcpy(c->col, a->col, sizeof *a->col * (size_t)a->nnz);
    memcpy(c->val, a->val, sizeof *a->val * (size_t)a->nnz);
}

void csr_check_solvable(const csr_matrix *a, const char *name)
{
    if (a->n_rows != a->n_cols || a->n_rows == 0)
        die("%s: the solvers need a non-empty square matrix (got %d x %d)", name, a->n_rows,
            a->n_cols);
    char *used = xcalloc((size_t)a->n_cols, 1);
    for (int32_t i = 0; i < a->n_rows; ++i) {
        int nonzero = 0;
        for (int32_t k = a->rowptr[i]; k < a->rowptr[i + 1]; ++k)
            if (a->val[k] != 0)
                nonzero = 1, used[a->col[k]] = 1;
        if (!nonzero)
            die("%s: row %d has no nonzero entry: the matrix is singular", name, i + 1);
    }
    for (int32_t j = 0; j < a->n_cols; ++j)
        if (!used[j])
            die("%s: column %d has no nonzero entry: the matrix is singular", name, j + 1);
    free(used);
}

int csr_is_symmetric(const csr_matrix *a)
{
    if (a->n_rows != a->n_cols)
        return 0;
    csr_matrix t;
    csr_transpose(a, &t); /* both have their columns sorted: compare entry by entry */
    double scale = 0, worst = 0;
    int same_pattern = t.nnz == a->nnz;
    for (int64_t k = 0; k < a->nnz && same_pattern; ++k) {
        same_pattern = t.col[k] == a->col[k];
        scale = fmax(scale, fabs(a->val[k]));
        worst = fmax(worst, fabs(a->val[k] - t.val[k]));
    }
    for (int32_t i = 0; i <= a->n_rows && same_pattern; ++i)
        same_pattern = t.rowptr[i] == a->rowptr[i];
    csr_free(&t);
    return same_pattern && worst <= 1e-12 * scale;
}
