/* What the libFuzzer harnesses (tests/fuzz/fuzz_*.c) share: parsers that die() are caught
 * and their allocations released, inputs become C strings or read-only streams, and the
 * invariants every reader owes its caller are checked (an error is one line naming the
 * input; nothing allocated outlives a failed or freed read). A broken invariant aborts,
 * which libFuzzer reports as a crash with the input that caused it. */
#ifndef FUZZ_SUPPORT_H
#define FUZZ_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Run fn(arg) with die() caught: 0 if fn returned, 1 if it died (the message is then in
 * fuzz_died_message, and every allocation made through the runtime since is freed). */
int fuzz_catch_die(void (*fn)(void *), void *arg);
extern char fuzz_died_message[1024];

/* The input as a NUL-terminated string (cut at the first NUL byte); free() it. */
char *fuzz_text(const uint8_t *data, size_t size);
/* The input as a read-only, seekable stream (fmemopen); fclose() it. */
FILE *fuzz_stream(const uint8_t *data, size_t size);

/* Abort unless err is one non-empty line that names the input (contains `name`). */
void fuzz_check_error(const char *err, const char *name);
/* Abort unless every runtime allocation has been freed (call after releasing the result). */
void fuzz_check_all_freed(void);
/* Abort with a message naming what broke: the harnesses' own invariants. */
void fuzz_fail(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

#endif
