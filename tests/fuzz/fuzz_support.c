/* See fuzz_support.h and fuzz_alloc.h. Compiled without fuzz_alloc.h: the bookkeeping itself
 * uses the real allocator. Defines the die() the runtime's parsers call in the fuzzers;
 * runtime/util.c is linked with its own die renamed away (fuzz.py: -Ddie=util_exit_die), so
 * that xmalloc and the rest are the runtime's own, their allocations tracked. */
#define _GNU_SOURCE
#include "fuzz_support.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* ---- allocations made by the runtime: a list of live pointers --------------------- */

static void **live;
static size_t n_live, cap_live;

static void track(void *p)
{
    if (!p)
        return;
    if (n_live == cap_live) {
        cap_live = cap_live ? 2 * cap_live : 256;
        live = realloc(live, cap_live * sizeof *live);
        if (!live)
            abort();
    }
    live[n_live++] = p;
}

/* Forget p if it is tracked (memory from libc itself, e.g. getline's buffer, is not). */
static void untrack(void *p)
{
    for (size_t i = n_live; i-- > 0;)
        if (live[i] == p) {
            live[i] = live[--n_live];
            return;
        }
}

void *fuzz_malloc(size_t bytes)
{
    void *p = malloc(bytes);
    track(p);
    return p;
}

void *fuzz_calloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    track(p);
    return p;
}

void *fuzz_realloc(void *p, size_t bytes)
{
    void *q = realloc(p, bytes);
    if (q || bytes == 0) {
        untrack(p);
        track(q);
    }
    return q;
}

void fuzz_free(void *p)
{
    untrack(p);
    free(p);
}

static void free_all_tracked(void)
{
    while (n_live)
        free(live[--n_live]);
}

void fuzz_check_all_freed(void)
{
    if (n_live)
        fuzz_fail("%zu runtime allocation(s) still live after the result was freed", n_live);
}

/* ---- die(), jumping back to fuzz_catch_die --------------------------------------- */

char fuzz_died_message[1024];
static jmp_buf *die_target;

void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(fuzz_died_message, sizeof fuzz_died_message, fmt, ap);
    va_end(ap);
    if (!die_target)
        fuzz_fail("die() outside fuzz_catch_die: %s", fuzz_died_message);
    longjmp(*die_target, 1);
}

int fuzz_catch_die(void (*fn)(void *), void *arg)
{
    jmp_buf target;
    if (setjmp(target)) {
        die_target = NULL;
        free_all_tracked();
        return 1;
    }
    die_target = &target;
    fn(arg);
    die_target = NULL;
    return 0;
}

/* ---- inputs and invariants ------------------------------------------------------- */

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    memcpy(s, data, size);
    s[size] = 0;
    return s;
}

FILE *fuzz_stream(const uint8_t *data, size_t size)
{
    /* fmemopen refuses a zero-sized buffer; an empty file reads the same from /dev/null. */
    FILE *f = size ? fmemopen((void *)data, size, "r") : fopen("/dev/null", "r");
    if (!f)
        abort();
    return f;
}

void fuzz_check_error(const char *err, const char *name)
{
    if (!err[0])
        fuzz_fail("a read failed without a message");
    if (strchr(err, '\n'))
        fuzz_fail("error message of more than one line: %s", err);
    if (!strstr(err, name))
        fuzz_fail("error message does not name the input '%s': %s", name, err);
}

void fuzz_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("fuzz invariant broken: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}
