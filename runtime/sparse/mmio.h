/* Matrix Market coordinate files: real, integer and pattern fields; general,
 * symmetric and skew-symmetric storage; 1-based indices; duplicates summed. */
#ifndef SPARSE_MMIO_H
#define SPARSE_MMIO_H

#include <stddef.h>
#include <stdio.h>

#include "matrix.h"

/* Returns 0 on success; otherwise -1 with "path:line: message" in err. */
int mm_read(const char *path, csr_matrix *a, char *err, size_t err_len);
/* The same from an open stream; `name` stands for the file in messages (fuzzers, pipes). */
int mm_read_stream(FILE *f, const char *name, csr_matrix *a, char *err, size_t err_len);
/* Writes coordinate real general with 17 significant digits, atomically (a
 * temporary file renamed into place). Refuses to replace an existing file
 * unless overwrite != 0. Returns 0, or -1 with a message in err. */
int mm_write(const char *path, const csr_matrix *a, int overwrite, char *err, size_t err_len);

#endif
