/* Output files written atomically (util.h): a temporary file beside the target, renamed over
 * it once complete. Kept apart from util.c so that the fuzzers, which replace util.c's die(),
 * link it as it is. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

static void atomic_free(atomic_file *o)
{
    free(o->path), free(o->tmp);
    o->f = NULL, o->path = o->tmp = NULL;
}

int atomic_open(atomic_file *o, const char *path, char *err, size_t errlen)
{
    const size_t len = strlen(path) + sizeof ".tmp.XXXXXX";
    o->f = NULL;
    o->path = xmalloc(strlen(path) + 1);
    strcpy(o->path, path);
    o->tmp = xmalloc(len);
    snprintf(o->tmp, len, "%s.tmp.XXXXXX", path);
    const int fd = mkstemp(o->tmp);
    const mode_t mask = umask(0); /* umask sets no errno */
    umask(mask);
    /* mkstemp makes the file private (0600); it gets the mode a plain fopen would give */
    if (fd < 0 || fchmod(fd, 0666 & ~mask) != 0 || !(o->f = fdopen(fd, "w"))) {
        snprintf(err, errlen, "%s: cannot write: cannot create a file in its directory: %s", path,
                 strerror(errno));
        if (fd >= 0)
            close(fd), remove(o->tmp);
        atomic_free(o);
        return -1;
    }
    return 0;
}

int atomic_commit(atomic_file *o, char *err, size_t errlen)
{
    int bad = ferror(o->f), code = errno; /* a failed write left its errno */
    if (fclose(o->f) != 0)
        bad = 1, code = errno;
    if (!bad && rename(o->tmp, o->path) != 0)
        bad = 1, code = errno;
    if (bad) {
        snprintf(err, errlen, "%s: write failed: %s", o->path, strerror(code ? code : EIO));
        remove(o->tmp);
    }
    atomic_free(o);
    return bad ? -1 : 0;
}

void atomic_discard(atomic_file *o)
{
    fclose(o->f);
    remove(o->tmp);
    atomic_free(o);
}

FILE *atomic_open_or_die(atomic_file *o, const char *path, const char *what)
{
    char err[600];
    if (atomic_open(o, path, err, sizeof err))
        die("%s %s", what, err);
    return o->f;
}

void atomic_commit_or_die(atomic_file *o, const char *what)
{
    char err[600];
    if (atomic_commit(o, err, sizeof err))
        die("%s %s", what, err);
}

void atomic_check_writable(const char *path, const char *what)
{
    atomic_file probe;
    atomic_open_or_die(&probe, path, what);
    atomic_discard(&probe);
}
