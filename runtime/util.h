/* Errors, checked allocation and timers shared by the whole runtime. */
#ifndef UTIL_H
#define UTIL_H

#include <stddef.h>
#include <stdio.h>

/* Print "error: <message>" to stderr and exit with status 1. */
void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
void *xmalloc(size_t bytes);   /* malloc that dies with a clear message; never returns NULL */
void *xcalloc(size_t n, size_t size);
/* xmalloc at a multiple of `alignment` (a power of two; free() releases it) */
void *xmalloc_aligned(size_t alignment, size_t bytes);
void *xrealloc(void *p, size_t bytes); /* realloc that dies with a clear message */
double wall_seconds(void);     /* monotonic clock */
/* dlopen (RTLD_NOW | RTLD_LOCAL) of the first library of the NULL-ended list that loads, or
 * NULL (then dlerror() says why the last one failed): the run-time loading of CUDA libraries. */
void *dlopen_first(const char *const *names);

/* Output files written atomically: the text goes to a temporary file in the same directory
 * (<path>.tmp.XXXXXX), which replaces `path` in one rename once every byte is written and
 * flushed. A reader, or a run that fails or is killed half way, never sees half a file at
 * `path`: it is the old file (if any) or the complete new one. */
typedef struct {
    FILE *f;          /* write here between atomic_open and atomic_commit */
    char *path, *tmp;
} atomic_file;

/* 0, or -1 with "path: cannot write: cannot create a file in its directory: reason" in err. */
int atomic_open(atomic_file *o, const char *path, char *err, size_t errlen);
/* Close (every write and the flush checked) and rename into place: 0, or -1 with
 * "path: write failed: reason" in err and the temporary removed. */
int atomic_commit(atomic_file *o, char *err, size_t errlen);
/* Give up: close and remove the temporary; `path` is untouched. */
void atomic_discard(atomic_file *o);
/* The same for programs: die ("what path: ...") instead of returning an error. */
FILE *atomic_open_or_die(atomic_file *o, const char *path, const char *what);
void atomic_commit_or_die(atomic_file *o, const char *what);
/* Die ("what path: cannot write: ...") unless a file can be created beside `path`: programs
 * check their outputs before the work, not after it. */
void atomic_check_writable(const char *path, const char *what);

#endif
