/* libFuzzer target: the link data of NERSC gauge files (runtime/lattice/nersc.c) behind a
 * header that is right for it. The first input byte picks the layout (two or three stored
 * rows, 4- or 8-byte reals, big- or little-endian, 12- or 18-real storage, N_t = 2 or 4 on a
 * 2^3 x N_t lattice); the rest is the data, cut or zero-padded to the size the header
 * announces, and the header carries its checksum. The first read has PLAQUETTE = 0; when it
 * fails on the plaquette, the value the links give (from its message) goes into the header
 * and the file is read again. Checked: the second read does not fail on the plaquette it
 * printed itself; a successful read gives finite links and a finite plaquette. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "lattice/lattice.h"

#define NAME "fuzz.nersc"

typedef struct {
    int rows, bytes, big, storage, nt;
} layout;

static layout layout_of(uint8_t b)
{
    return (layout){.rows = b & 1 ? 2 : 3, .bytes = b & 2 ? 4 : 8, .big = !(b & 4),
                    .storage = b & 8 ? 12 : 18, .nt = b & 16 ? 4 : 2};
}

/* Sum mod 2^32 of the data as 32-bit words in host order (NERSC CHECKSUM). */
static uint32_t checksum(const uint8_t *d, size_t n, const layout *l)
{
    uint32_t sum = 0;
    for (size_t i = 0; i + l->bytes <= n; i += l->bytes) {
        if (l->bytes == 8) {
            uint64_t v;
            memcpy(&v, d + i, 8);
            if (l->big)
                v = __builtin_bswap64(v);
            sum += (uint32_t)v + (uint32_t)(v >> 32);
        } else {
            uint32_t v;
            memcpy(&v, d + i, 4);
            sum += l->big ? __builtin_bswap32(v) : v;
        }
    }
    return sum;
}

/* The file: header (with `plaquette` as text) then `n` bytes of data. */
static char *nersc_file(const layout *l, const uint8_t *d, size_t n, const char *plaquette,
                        size_t *len)
{
    char head[1024];
    const int h = snprintf(head, sizeof head,
                           "BEGIN_HEADER\nDATATYPE = %s\nDIMENSION_1 = 2\nDIMENSION_2 = 2\n"
                           "DIMENSION_3 = 2\nDIMENSION_4 = %d\nCHECKSUM = %08x\n"
                           "PLAQUETTE = %s\nFLOATING_POINT = IEEE%d%s\nEND_HEADER\n",
                           l->rows == 3 ? "4D_SU3_GAUGE_3x3" : "4D_SU3_GAUGE", l->nt,
                           checksum(d, n, l), plaquette, 8 * l->bytes, l->big ? "BIG" : "LITTLE");
    char *file = malloc((size_t)h + n);
    if (!file)
        abort();
    memcpy(file, head, (size_t)h);
    memcpy(file + h, d, n);
    *len = (size_t)h + n;
    return file;
}

static int read_file(const layout *l, const uint8_t *d, size_t n, const char *plaquette,
                     lat_gauge *U, char *err, size_t errlen)
{
    size_t len;
    char *file = nersc_file(l, d, n, plaquette, &len);
    FILE *f = fuzz_stream((const uint8_t *)file, len);
    const int rc = lat_nersc_read_stream(f, NAME, U, l->storage, err, errlen);
    fclose(f);
    free(file);
    return rc;
}

static void check_read(lat_gauge *U)
{
    for (int64_t i = 0; i < U->len; i++)
        if (!isfinite(creal(U->u[i])) || !isfinite(cimag(U->u[i])))
            fuzz_fail("link element %lld is %g%+gi", (long long)i, creal(U->u[i]), cimag(U->u[i]));
    if (!isfinite(lat_ref_plaquette(U)))
        fuzz_fail("plaquette %g", lat_ref_plaquette(U));
    lat_gauge_free(U);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const layout l = layout_of(data[0]);
    const size_t n = (size_t)8 * l.nt * 4 * l.rows * 6 * l.bytes; /* 2^3 x N_t sites */
    uint8_t *d = calloc(n, 1);
    if (!d)
        abort();
    memcpy(d, data + 1, size - 1 < n ? size - 1 : n);
    lat_gauge U;
    char err[512] = "";
    if (read_file(&l, d, n, "0", &U, err, sizeof err) == 0) {
        check_read(&U);
    } else {
        fuzz_check_error(err, NAME);
        const char *given = strstr(err, "links give ");
        if (strstr(err, "plaquette mismatch") && given) {
            char plaquette[sizeof err];
            snprintf(plaquette, sizeof plaquette, "%s", given + strlen("links give "));
            if (read_file(&l, d, n, plaquette, &U, err, sizeof err) == 0)
                check_read(&U);
            else if (strstr(err, "plaquette mismatch"))
                fuzz_fail("the plaquette the reader printed (%s) does not read back: %s",
                          plaquette, err);
            else
                fuzz_check_error(err, NAME);
        }
    }
    free(d);
    fuzz_check_all_freed();
    return 0;
}
