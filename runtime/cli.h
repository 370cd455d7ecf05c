/* Command-line helpers shared by the drivers: a numeric option value in a range, or one
 * `error:` line naming the option and exit status 1. */
#ifndef CLI_H
#define CLI_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static inline double cli_number(const char *opt, const char *text, double lo, double hi)
{
    char *end;
    const double v = strtod(text, &end);
    if (end == text || *end || !(v >= lo && v <= hi))
        die("%s: '%s' is not a number in [%g, %g]", opt, text, lo, hi);
    return v;
}

static inline int cli_int(const char *opt, const char *text, int lo, int hi)
{
    const double v = cli_number(opt, text, lo, hi);
    if (v != (int)v)
        die("%s: '%s' is not a whole number", opt, text);
    return (int)v;
}

/* A comma-separated list of whole numbers ("1,4,8") into out[0..max), each in [lo, hi];
 * returns the count (at least 1). */
static inline int cli_int_list(const char *opt, const char *text, int *out, int max, int lo, int hi)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", text);
    int n = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        if (n == max)
            die("%s: at most %d values", opt, max);
        out[n++] = cli_int(opt, tok, lo, hi);
    }
    if (n == 0)
        die("%s: '%s': expected a list such as 1,4,8", opt, text);
    return n;
}

#endif
