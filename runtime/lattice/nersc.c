/* NERSC gauge files: an ASCII header (BEGIN_HEADER ... END_HEADER, `KEY = value`),
 * then the links in physical order t, z, y, x (x fastest), directions x, y, z, t, each
 * link a 3x3 (DATATYPE 4D_SU3_GAUGE_3x3) or its first two rows (4D_SU3_GAUGE), row-major,
 * complex as (re, im), big-endian IEEE (FLOATING_POINT IEEE64BIG or IEEE32BIG; the LITTLE
 * variants are read too). CHECKSUM is the sum mod 2^32 of the data as 32-bit words in host
 * order (each double contributing its two words); PLAQUETTE and LINK_TRACE are averages
 * of Re tr / 3. On read all three are checked, and every link must be in SU(3) (to 1e-8 for
 * 8-byte reals, 1e-5 for 4-byte ones): a file whose checksum matches but whose data is not a
 * gauge field is refused instead of read into the HMC. Writing goes to a temporary file
 * renamed into place only when complete (util.h atomic_open). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lattice/lattice.h"
#include "lattice_kernels.h"
#include "util.h"

static const int dir_of_physical[4] = {LATTICE_DIR_X, LATTICE_DIR_Y, LATTICE_DIR_Z, LATTICE_DIR_T};

static int fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return 1;
}

/* A header number (PLAQUETTE, LINK_TRACE): finite, nothing after it. */
static int header_number(const char *val, double *out)
{
    char *end;
    *out = strtod(val, &end);
    return end != val && !*end && isfinite(*out);
}

/* The larger of a and b, NaN if either is (fmax would drop a NaN). */
static double max_nan(double a, double b)
{
    if (isnan(a) || isnan(b))
        return NAN;
    return a > b ? a : b;
}

/* How far m is from SU(3): the largest |(m m^dagger - 1)_ij| and |det m - 1| (NaN for NaN
 * elements). */
static double su3_deviation(double complex m[3][3])
{
    double d = 0;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            double complex s = 0;
            for (int k = 0; k < 3; ++k)
                s += m[i][k] * conj(m[j][k]);
            d = max_nan(d, cabs(s - (i == j)));
        }
    const double complex det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
                               m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
                               m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    return max_nan(d, cabs(det - 1));
}

static uint64_t bswap64(uint64_t v) { return __builtin_bswap64(v); }
static uint32_t bswap32(uint32_t v) { return __builtin_bswap32(v); }

/* logical coordinates of the physical site (x, y, z, t) */
static void logical(const int32_t phys[4], int32_t x[4])
{
    for (int k = 0; k < 4; ++k)
        x[dir_of_physical[k]] = phys[k];
}

static double link_trace(const lat_gauge *U)
{
    double s = 0;
    for (int p = 0; p < 2; ++p)
        for (int64_t h = 0; h < U->g.sizeh; ++h) {
            int32_t x[4];
            double complex m[3][3];
            lat_coords(&U->g, p, h, x);
            for (int mu = 0; mu < 4; ++mu) {
                lat_link_get(U, mu, x, m);
                s += creal(m[0][0] + m[1][1] + m[2][2]) / 3;
            }
        }
    return s / (4.0 * (double)U->g.vol);
}

int lat_nersc_write(const char *path, const lat_gauge *U, char *err, size_t errlen)
{
    const lat_geom *g = &U->g;
    const int64_t nval = g->vol * 4 * 18;
    uint64_t *buf = xmalloc(sizeof *buf * (size_t)nval);
    uint32_t checksum = 0;
    int64_t k = 0;
    int32_t ph[4];
    for (ph[3] = 0; ph[3] < g->n[dir_of_physical[3]]; ++ph[3])
        for (ph[2] = 0; ph[2] < g->n[dir_of_physical[2]]; ++ph[2])
            for (ph[1] = 0; ph[1] < g->n[dir_of_physical[1]]; ++ph[1])
                for (ph[0] = 0; ph[0] < g->n[dir_of_physical[0]]; ++ph[0]) {
                    int32_t x[4];
                    logical(ph, x);
                    for (int d = 0; d < 4; ++d) {
                        double complex m[3][3];
                        lat_link_get(U, dir_of_physical[d], x, m);
                        for (int i = 0; i < 9; ++i)
                            for (int ri = 0; ri < 2; ++ri) {
                                const double v = ri ? cimag(m[i / 3][i % 3]) : creal(m[i / 3][i % 3]);
                                uint64_t bits;
                                memcpy(&bits, &v, sizeof bits);
                                checksum += (uint32_t)bits + (uint32_t)(bits >> 32);
                                buf[k++] = bswap64(bits);
                            }
                    }
                }
    atomic_file out;
    if (atomic_open(&out, path, err, errlen)) {
        free(buf);
        return 1;
    }
    FILE *f = out.f;
    fprintf(f, "BEGIN_HEADER\nHDR_VERSION = 1.0\nDATATYPE = 4D_SU3_GAUGE_3x3\nSTORAGE_FORMAT = 1.0\n");
    for (int d = 0; d < 4; ++d)
        fprintf(f, "DIMENSION_%d = %d\n", d + 1, g->n[dir_of_physical[d]]);
    fprintf(f, "LINK_TRACE = %.15e\nPLAQUETTE = %.15e\n", link_trace(U), lat_ref_plaquette(U));
    for (int d = 0; d < 4; ++d)
        fprintf(f, "BOUNDARY_%d = PERIODIC\n", d + 1);
    fprintf(f, "CHECKSUM = %08x\nSCIDAC_CHECKSUMA = 0\nSCIDAC_CHECKSUMB = 0\n", checksum);
    fprintf(f, "ENSEMBLE_ID = directive-lattice\nENSEMBLE_LABEL = pure-gauge\nSEQUENCE_NUMBER = 0\n");
    fprintf(f, "FLOATING_POINT = IEEE64BIG\nEND_HEADER\n");
    fwrite(buf, sizeof *buf, (size_t)nval, f);
    free(buf);
    return atomic_commit(&out, err, errlen) ? 1 : 0;
}

int lat_nersc_read_stream(FILE *f, const char *path, lat_gauge *U, int storage, char *err,
                          size_t errlen)
{
    char line[512];
    int lineno = 0, dims[4] = {0, 0, 0, 0}, have_sum = 0, have_plaq = 0, have_trace = 0, rows = 3;
    int bytes = 8, big = 1, ended = 0;
    unsigned checksum = 0;
    double plaq = 0, trace = 0;
    if (!fgets(line, sizeof line, f) || strncmp(line, "BEGIN_HEADER", 12) != 0)
        return fail(err, errlen, "%s:1: not a NERSC gauge file (no BEGIN_HEADER)", path);
    lineno = 1;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char key[128], val[256];
        if (strncmp(line, "END_HEADER", 10) == 0) {
            ended = 1;
            break;
        }
        if (sscanf(line, " %127[A-Za-z0-9_] = %255s", key, val) != 2)
            continue; /* unknown or empty lines are allowed */
        int d;
        if (sscanf(key, "DIMENSION_%d", &d) == 1 && d >= 1 && d <= 4) {
            char *end;
            long v = strtol(val, &end, 10);
            if (*end || v < 1 || v > 100000)
                return fail(err, errlen, "%s:%d: %s: '%s' is not a lattice extent", path, lineno, key, val);
            dims[d - 1] = (int)v;
        } else if (!strcmp(key, "CHECKSUM")) {
            char *end;
            checksum = (unsigned)strtoul(val, &end, 16);
            if (*end)
                return fail(err, errlen, "%s:%d: CHECKSUM: '%s' is not hexadecimal", path, lineno, val);
            have_sum = 1;
        } else if (!strcmp(key, "PLAQUETTE")) {
            if (!header_number(val, &plaq))
                return fail(err, errlen, "%s:%d: %s: '%s' is not a finite number", path, lineno, key, val);
            have_plaq = 1;
        } else if (!strcmp(key, "LINK_TRACE")) {
            if (!header_number(val, &trace))
                return fail(err, errlen, "%s:%d: %s: '%s' is not a finite number", path, lineno, key, val);
            have_trace = 1;
        } else if (!strcmp(key, "DATATYPE")) {
            if (!strcmp(val, "4D_SU3_GAUGE_3x3"))
                rows = 3;
            else if (!strcmp(val, "4D_SU3_GAUGE"))
                rows = 2;
            else
                return fail(err, errlen, "%s:%d: DATATYPE '%s' is not 4D_SU3_GAUGE_3x3 or 4D_SU3_GAUGE",
                            path, lineno, val);
        } else if (!strcmp(key, "FLOATING_POINT")) {
            if (!strcmp(val, "IEEE64BIG"))
                bytes = 8, big = 1;
            else if (!strcmp(val, "IEEE64LITTLE"))
                bytes = 8, big = 0;
            else if (!strcmp(val, "IEEE32BIG") || !strcmp(val, "IEEE32"))
                bytes = 4, big = 1;
            else if (!strcmp(val, "IEEE32LITTLE"))
                bytes = 4, big = 0;
            else
                return fail(err, errlen, "%s:%d: FLOATING_POINT '%s' is not supported", path, lineno, val);
        }
    }
    if (!ended)
        return fail(err, errlen, "%s:%d: header has no END_HEADER", path, lineno);
    for (int d = 0; d < 4; ++d)
        if (!dims[d])
            return fail(err, errlen, "%s: header lacks DIMENSION_%d", path, d + 1);
    if (!have_sum || !have_plaq)
        return fail(err, errlen, "%s: header lacks %s", path, have_sum ? "PLAQUETTE" : "CHECKSUM");
    int32_t n[4];
    for (int d = 0; d < 4; ++d)
        n[dir_of_physical[d]] = dims[d];
    lat_geom g;
    char gerr[200];
    if (lat_geom_init(&g, n, gerr, sizeof gerr))
        return fail(err, errlen, "%s: lattice %dx%dx%dx%d: %s", path, dims[0], dims[1], dims[2], dims[3], gerr);
    const int64_t nval = g.vol * 4 * rows * 6;
    const long start = ftell(f);
    fseek(f, 0, SEEK_END);
    const long size = ftell(f);
    if (size - start != nval * bytes)
        return fail(err, errlen, "%s: %ld bytes of link data, expected %lld for %dx%dx%dx%d (%d rows, %d-byte reals)",
                    path, size - start, (long long)(nval * bytes), dims[0], dims[1], dims[2], dims[3], rows, bytes);
    fseek(f, start, SEEK_SET);
    unsigned char *raw = xmalloc((size_t)(nval * bytes));
    const size_t got = fread(raw, (size_t)bytes, (size_t)nval, f);
    if (got != (size_t)nval) {
        free(raw);
        return fail(err, errlen, "%s: short read", path);
    }
    double *v = xmalloc(sizeof *v * (size_t)nval);
    uint32_t sum = 0;
    for (int64_t i = 0; i < nval; ++i) {
        if (bytes == 8) {
            uint64_t bits;
            memcpy(&bits, raw + 8 * i, 8);
            if (big)
                bits = bswap64(bits);
            sum += (uint32_t)bits + (uint32_t)(bits >> 32);
            memcpy(&v[i], &bits, 8);
        } else {
            uint32_t bits;
            float x;
            memcpy(&bits, raw + 4 * i, 4);
            if (big)
                bits = bswap32(bits);
            sum += bits;
            memcpy(&x, &bits, 4);
            v[i] = x;
        }
    }
    free(raw);
    if (sum != checksum) {
        free(v);
        return fail(err, errlen, "%s: checksum mismatch: header says %08x, data sums to %08x", path,
                    checksum, sum);
    }
    lat_gauge_alloc(U, &g, storage);
    const double su3_tol = bytes == 8 ? 1e-8 : 1e-5;
    int64_t k = 0;
    int32_t ph[4];
    for (ph[3] = 0; ph[3] < dims[3]; ++ph[3])
        for (ph[2] = 0; ph[2] < dims[2]; ++ph[2])
            for (ph[1] = 0; ph[1] < dims[1]; ++ph[1])
                for (ph[0] = 0; ph[0] < dims[0]; ++ph[0]) {
                    int32_t x[4];
                    logical(ph, x);
                    for (int d = 0; d < 4; ++d) {
                        double complex m[3][3];
                        for (int i = 0; i < 3 * rows; ++i, k += 2)
                            m[i / 3][i % 3] = v[k] + I * v[k + 1];
                        if (rows == 2)
                            for (int c = 0; c < 3; ++c)
                                m[2][c] = conj(m[0][(c + 1) % 3] * m[1][(c + 2) % 3] - m[0][(c + 2) % 3] * m[1][(c + 1) % 3]);
                        const double dev = su3_deviation(m);
                        if (!(dev <= su3_tol)) {
                            free(v);
                            lat_gauge_free(U);
                            return fail(err, errlen, "%s: the %c link of site (x, y, z, t) = (%d, %d, %d, %d) is "
                                        "not in SU(3): |U U^dagger - 1| or |det U - 1| is %.3g (at most %g)",
                                        path, "xyzt"[d], ph[0], ph[1], ph[2], ph[3], dev, su3_tol);
                        }
                        lat_link_set(U, dir_of_physical[d], x, m);
                    }
                }
    free(v);
    const double tol = bytes == 8 ? 1e-6 : 1e-5; /* headers of other codes print ~7-10 digits */
    const double p = lat_ref_plaquette(U);
    if (fabs(p - plaq) > tol) {
        lat_gauge_free(U);
        return fail(err, errlen, "%s: plaquette mismatch: header says %.12f, links give %.12f", path, plaq, p);
    }
    const double t = link_trace(U);
    if (have_trace && fabs(t - trace) > tol) {
        lat_gauge_free(U);
        return fail(err, errlen, "%s: link trace mismatch: header says %.12f, links give %.12f", path, trace, t);
    }
    return 0;
}

int lat_nersc_read(const char *path, lat_gauge *U, int storage, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return fail(err, errlen, "%s: cannot open: %s", path, strerror(errno));
    const int status = lat_nersc_read_stream(f, path, U, storage, err, errlen);
    fclose(f);
    return status;
}
