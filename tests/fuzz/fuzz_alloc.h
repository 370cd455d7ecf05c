/* Force-included (clang -include) into every runtime source a fuzzer links: the runtime's
 * malloc, calloc, realloc and free go through the fuzzer's bookkeeping (fuzz_support.c), so
 * that when a parser dies (util.h die(), which the fuzzers turn into a longjmp back to the
 * harness instead of an exit) everything it had allocated is released, and LeakSanitizer
 * still reports the leaks of the paths that return. Not part of any product build. */
#ifndef FUZZ_ALLOC_H
#define FUZZ_ALLOC_H

#include <stddef.h> /* not stdlib.h: the source's own feature macros (_POSIX_C_SOURCE) must
                       come first; stdlib.h later redeclares fuzz_malloc etc. compatibly */

void *fuzz_malloc(size_t bytes);
void *fuzz_calloc(size_t n, size_t size);
void *fuzz_realloc(void *p, size_t bytes);
void fuzz_free(void *p);

#define malloc fuzz_malloc
#define calloc fuzz_calloc
#define realloc fuzz_realloc
#define free fuzz_free

#endif
