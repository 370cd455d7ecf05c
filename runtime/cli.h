/* Command-line helpers shared by the drivers: a numeric option value in a range, or one
 * `error:` line naming the option and exit status 1. */
#ifndef CLI_H
#define CLI_H

#include <stdlib.h>

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

#endif
