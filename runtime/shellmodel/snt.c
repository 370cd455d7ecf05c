/* KSHELL .snt interaction files: reader with a file:line message for every bad line. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shellmodel.h"
#include "util.h"

/* A cursor over the significant lines of the text: comments (from '!' or '#') and blank
 * lines skipped, each line split into at most 16 numeric fields. */
typedef struct {
    const char *name, *p;
    int line;        /* 1-based number of the line last returned */
    char buf[1024];
    char *field[16];
    int n_fields;
    char *err;
    size_t err_len;
} reader;

static int fail(reader *r, int line, const char *fmt, ...)
{
    char what[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(r->err, r->err_len, "%s:%d: %s", r->name, line, what);
    return -1;
}

/* Next significant line into buf/field; 0, or 1 at the end of the text. */
static int next_line(reader *r)
{
    while (*r->p) {
        const char *end = strchr(r->p, '\n');
        size_t len = end ? (size_t)(end - r->p) : strlen(r->p);
        if (len >= sizeof r->buf)
            len = sizeof r->buf - 1;
        memcpy(r->buf, r->p, len);
        r->buf[len] = 0;
        r->p = end ? end + 1 : r->p + strlen(r->p);
        ++r->line;
        char *c = strpbrk(r->buf, "!#");
        if (c)
            *c = 0;
        r->n_fields = 0;
        for (char *tok = strtok(r->buf, " \t\r"); tok && r->n_fields < 16; tok = strtok(NULL, " \t\r"))
            r->field[r->n_fields++] = tok;
        if (r->n_fields)
            return 0;
    }
    ++r->line;
    return 1;
}

static int field_int(reader *r, int i, const char *what, int *out)
{
    if (i >= r->n_fields)
        return fail(r, r->line, "%s missing (%d numbers on the line)", what, r->n_fields);
    char *end;
    errno = 0;
    const long v = strtol(r->field[i], &end, 10);
    if (*end || errno || v < -1000000 || v > 1000000)
        return fail(r, r->line, "%s: '%s' is not an integer", what, r->field[i]);
    *out = (int)v;
    return 0;
}

static int field_double(reader *r, int i, const char *what, double *out)
{
    if (i >= r->n_fields)
        return fail(r, r->line, "%s missing (%d numbers on the line)", what, r->n_fields);
    char *end;
    errno = 0;
    *out = strtod(r->field[i], &end);
    if (*end || errno || !isfinite(*out))
        return fail(r, r->line, "%s: '%s' is not a number", what, r->field[i]);
    return 0;
}

/* The next significant line, or an error naming the section that is short of lines. */
static int expect_line(reader *r, const char *section, int want, int got)
{
    if (next_line(r) == 0)
        return 0;
    if (want > 0)
        return fail(r, r->line, "missing lines: %s: %d expected, %d found before the end of the file",
                    section, want, got);
    return fail(r, r->line, "missing lines: %s expected before the end of the file", section);
}

static int read_space(reader *r, sm_interaction *it)
{
    int np, nn;
    if (expect_line(r, "the model space line (proton orbits, neutron orbits, core Z, core N)", 0, 0) ||
        field_int(r, 0, "proton orbit count", &np) || field_int(r, 1, "neutron orbit count", &nn) ||
        field_int(r, 2, "core Z", &it->core_z) || field_int(r, 3, "core N", &it->core_n))
        return -1;
    if (np < 0 || nn < 0 || np + nn < 1 || np + nn > SM_MAX_ORBITS)
        return fail(r, r->line, "orbit counts %d + %d: must be >= 1 and at most %d in all", np, nn,
                    SM_MAX_ORBITS);
    if (it->core_z < 0 || it->core_n < 0)
        return fail(r, r->line, "core Z = %d, N = %d: must be >= 0", it->core_z, it->core_n);
    it->n_proton_orbits = np, it->n_neutron_orbits = nn, it->n_orbits = np + nn;
    for (int k = 0; k < it->n_orbits; ++k) {
        int idx;
        sm_orbit *o = &it->orbit[k];
        if (expect_line(r, "orbit lines", it->n_orbits, k) || field_int(r, 0, "orbit index", &idx) ||
            field_int(r, 1, "n", &o->n) || field_int(r, 2, "l", &o->l) ||
            field_int(r, 3, "2j", &o->j2) || field_int(r, 4, "2tz", &o->tz))
            return -1;
        if (idx != k + 1)
            return fail(r, r->line, "bad orbit index %d: orbits must be numbered 1, 2, ... (expected %d)",
                        idx, k + 1);
        if (o->n < 0 || o->l < 0)
            return fail(r, r->line, "orbit %d: n = %d, l = %d must be >= 0", idx, o->n, o->l);
        if (o->j2 < 1 || o->j2 % 2 == 0)
            return fail(r, r->line, "orbit %d: 2j = %d must be odd and positive (a nucleon has j = l +- 1/2)",
                        idx, o->j2);
        if (o->j2 != 2 * o->l + 1 && o->j2 != 2 * o->l - 1)
            return fail(r, r->line, "orbit %d: 2j = %d impossible with l = %d (2j = 2l +- 1)", idx, o->j2, o->l);
        const int want_tz = k < np ? -1 : 1;
        if (o->tz != want_tz)
            return fail(r, r->line, "orbit %d: 2tz = %d, expected %d (the first %d orbits are protons, -1, "
                                    "then neutrons, +1)", idx, o->tz, want_tz, np);
        if (o->j2 > it->j2_max)
            it->j2_max = o->j2;
    }
    int m_states = 0;
    for (int k = 0; k < it->n_orbits; ++k)
        m_states += it->orbit[k].j2 + 1;
    if (m_states > SM_MAX_MSTATES)
        return fail(r, r->line, "the model space has %d m-states; at most %d fit the 64-bit masks", m_states,
                    SM_MAX_MSTATES);
    return 0;
}

static int orbit_index(reader *r, const sm_interaction *it, int i, const char *what, int *out)
{
    int v;
    if (field_int(r, i, what, &v))
        return -1;
    if (v < 1 || v > it->n_orbits)
        return fail(r, r->line, "bad orbit index %d (%s): the file has orbits 1..%d", v, what, it->n_orbits);
    *out = v - 1;
    return 0;
}

static int read_one_body(reader *r, sm_interaction *it)
{
    int count, method;
    if (expect_line(r, "the one-body line (count, method)", 0, 0) ||
        field_int(r, 0, "one-body count", &count) || field_int(r, 1, "one-body method", &method))
        return -1;
    if (count < 0)
        return fail(r, r->line, "one-body count %d: must be >= 0", count);
    if (method != 0)
        return fail(r, r->line, "one-body method %d: only 0 (no mass dependence) is supported", method);
    const int n = it->n_orbits;
    int *seen = xcalloc((size_t)n * n, sizeof *seen);
    int rc = 0;
    for (int k = 0; k < count && !rc; ++k) {
        int i = 0, j = 0;
        double v = 0;
        rc = expect_line(r, "one-body lines", count, k) || orbit_index(r, it, 0, "i", &i) ||
             orbit_index(r, it, 1, "j", &j) || field_double(r, 2, "one-body matrix element", &v);
        if (rc)
            break;
        const sm_orbit *a = &it->orbit[i], *b = &it->orbit[j];
        if (a->l != b->l || a->j2 != b->j2 || a->tz != b->tz)
            rc = fail(r, r->line, "one-body element %d %d: orbits differ in l, j or charge", i + 1, j + 1);
        else if (seen[i * n + j] && it->spe[i * n + j] != v)
            rc = fail(r, r->line, "duplicate one-body element %d %d with a different value (first on line %d)",
                      i + 1, j + 1, seen[i * n + j]);
        else {
            it->spe[i * n + j] = it->spe[j * n + i] = v;
            seen[i * n + j] = seen[j * n + i] = r->line;
        }
    }
    free(seen);
    return rc ? -1 : 0;
}

static int pair_allowed(const sm_interaction *it, int a, int b, int J)
{
    const sm_orbit *oa = &it->orbit[a], *ob = &it->orbit[b];
    if (2 * J < abs(oa->j2 - ob->j2) || 2 * J > oa->j2 + ob->j2)
        return 0;
    /* two like nucleons in one orbit: only even J */
    return !(a == b && J % 2);
}

static size_t tbme_at(const sm_interaction *it, int a, int b, int c, int d, int J)
{
    const size_t n = (size_t)it->n_orbits;
    return ((((size_t)a * n + b) * n + c) * n + d) * (size_t)(it->j2_max + 1) + (size_t)J;
}

static int read_two_body(reader *r, sm_interaction *it)
{
    int count;
    if (expect_line(r, "the two-body line (count, method, mass scaling)", 0, 0) ||
        field_int(r, 0, "two-body count", &count) || field_int(r, 1, "two-body method", &it->mass_method))
        return -1;
    if (count < 0)
        return fail(r, r->line, "two-body count %d: must be >= 0", count);
    if (it->mass_method == 1) {
        if (field_double(r, 2, "reference mass", &it->mass_ref) ||
            field_double(r, 3, "mass-scaling power", &it->mass_power))
            return -1;
        if (it->mass_ref <= 0)
            return fail(r, r->line, "reference mass %g: must be > 0", it->mass_ref);
    } else if (it->mass_method != 0)
        return fail(r, r->line, "two-body method %d: only 0 (none) and 1 ((A/A_ref)^p) are supported",
                    it->mass_method);
    it->n_tbme_lines = count;
    for (int k = 0; k < count; ++k) {
        int o[4] = {0, 0, 0, 0}, J = 0;
        double v = 0;
        if (expect_line(r, "two-body lines", count, k) || orbit_index(r, it, 0, "i", &o[0]) ||
            orbit_index(r, it, 1, "j", &o[1]) || orbit_index(r, it, 2, "k", &o[2]) ||
            orbit_index(r, it, 3, "l", &o[3]) || field_int(r, 4, "J", &J) ||
            field_double(r, 5, "two-body matrix element", &v))
            return -1;
        if (o[0] > o[1] || o[2] > o[3])
            return fail(r, r->line, "orbits %d %d %d %d: expected i <= j and k <= l", o[0] + 1, o[1] + 1,
                        o[2] + 1, o[3] + 1);
        const sm_orbit *a = &it->orbit[o[0]], *b = &it->orbit[o[1]], *c = &it->orbit[o[2]],
                       *d = &it->orbit[o[3]];
        if (a->tz != c->tz || b->tz != d->tz)
            return fail(r, r->line, "orbits %d %d %d %d: the charges of (i, j) and (k, l) differ", o[0] + 1,
                        o[1] + 1, o[2] + 1, o[3] + 1);
        if ((a->l + b->l + c->l + d->l) % 2)
            return fail(r, r->line, "orbits %d %d %d %d: parity not conserved", o[0] + 1, o[1] + 1, o[2] + 1,
                        o[3] + 1);
        if (J < 0 || J > it->j2_max || !pair_allowed(it, o[0], o[1], J) || !pair_allowed(it, o[2], o[3], J))
            return fail(r, r->line, "J = %d outside the triangle of orbits %d %d or %d %d (or odd for two "
                                    "like nucleons in one orbit)", J, o[0] + 1, o[1] + 1, o[2] + 1, o[3] + 1);
        const size_t at = tbme_at(it, o[0], o[1], o[2], o[3], J);
        const size_t mirror = tbme_at(it, o[2], o[3], o[0], o[1], J);
        if (it->given_line[at] && it->tbme[at] != v)
            return fail(r, r->line, "duplicate TBME %d %d %d %d J = %d with a different value (line %d has %.7g)",
                        o[0] + 1, o[1] + 1, o[2] + 1, o[3] + 1, J, it->given_line[at], it->tbme[at]);
        it->tbme[at] = it->tbme[mirror] = v;
        it->given_line[at] = it->given_line[mirror] = r->line;
    }
    if (next_line(r) == 0)
        return fail(r, r->line, "unexpected line after the %d two-body lines", count);
    return 0;
}

int sm_read_snt_text(const char *name, const char *text, sm_interaction *it, char *err,
                     size_t err_len)
{
    memset(it, 0, sizeof *it);
    snprintf(it->path, sizeof it->path, "%s", name);
    reader r = {.name = name, .p = text, .err = err, .err_len = err_len};
    if (read_space(&r, it))
        return -1;
    const size_t n = (size_t)it->n_orbits;
    it->spe = xcalloc(n * n, sizeof *it->spe);
    const size_t n_tbme = n * n * n * n * (size_t)(it->j2_max + 1);
    it->tbme = xcalloc(n_tbme, sizeof *it->tbme);
    it->given_line = xcalloc(n_tbme, sizeof *it->given_line);
    if (read_one_body(&r, it) || read_two_body(&r, it)) {
        sm_interaction_free(it);
        return -1;
    }
    return 0;
}

int sm_read_snt(const char *path, sm_interaction *it, char *err, size_t err_len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, err_len, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    size_t cap = 1 << 16, len = 0;
    char *text = xmalloc(cap);
    for (size_t got; (got = fread(text + len, 1, cap - len - 1, f)) > 0;) {
        len += got;
        if (len + 1 == cap)
            text = realloc(text, cap *= 2);
        if (!text)
            die("out of memory reading %s", path);
    }
    fclose(f);
    text[len] = 0;
    if (strlen(text) != len) {
        free(text);
        snprintf(err, err_len, "%s: not a text file (NUL byte)", path);
        return -1;
    }
    const int rc = sm_read_snt_text(path, text, it, err, err_len);
    free(text);
    return rc;
}

void sm_interaction_free(sm_interaction *it)
{
    free(it->spe), free(it->tbme), free(it->given_line);
    it->spe = NULL, it->tbme = NULL, it->given_line = NULL;
}

double sm_tbme_scale(const sm_interaction *it, int A)
{
    return it->mass_method == 1 ? pow((double)A / it->mass_ref, it->mass_power) : 1.0;
}

double sm_tbme_get(const sm_interaction *it, int a, int b, int c, int d, int J)
{
    if (J < 0 || J > it->j2_max)
        return 0.0;
    return it->tbme[tbme_at(it, a, b, c, d, J)];
}
