/* Errors, checked allocation and timers shared by the whole runtime. */
#ifndef UTIL_H
#define UTIL_H

#include <stddef.h>

/* Print "error: <message>" to stderr and exit with status 1. */
void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
void *xmalloc(size_t bytes);   /* malloc that dies with a clear message; never returns NULL */
void *xcalloc(size_t n, size_t size);
double wall_seconds(void);     /* monotonic clock */
/* dlopen (RTLD_NOW | RTLD_LOCAL) of the first library of the NULL-ended list that loads, or
 * NULL (then dlerror() says why the last one failed): the run-time loading of CUDA libraries. */
void *dlopen_first(const char *const *names);

#endif
