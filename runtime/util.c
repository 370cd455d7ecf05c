#define _POSIX_C_SOURCE 199309L
#include "util.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

void *xmalloc(size_t bytes)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p)
        die("out of memory allocating %zu bytes", bytes);
    return p;
}

void *xmalloc_aligned(size_t alignment, size_t bytes)
{
    /* C11's aligned_alloc wants the size a multiple of the alignment */
    const size_t rounded = ((bytes ? bytes : 1) + alignment - 1) / alignment * alignment;
    void *p = aligned_alloc(alignment, rounded);
    if (!p)
        die("out of memory allocating %zu bytes", bytes);
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        die("out of memory allocating %zu x %zu bytes", n, size);
    return p;
}

void *xrealloc(void *p, size_t bytes)
{
    void *q = realloc(p, bytes ? bytes : 1);
    if (!q)
        die("out of memory allocating %zu bytes", bytes);
    return q;
}

double wall_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

void *dlopen_first(const char *const *names)
{
    for (; *names; ++names) {
        void *h = dlopen(*names, RTLD_NOW | RTLD_LOCAL);
        if (h)
            return h;
    }
    return NULL;
}
