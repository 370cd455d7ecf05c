/* libFuzzer target: NERSC gauge files as a whole (runtime/lattice/nersc.c): the ASCII header
 * (keys, dimensions, datatype, precision, checksum, plaquette) and the size of the data that
 * follows it. The seeds are small files the writer produced, so mutations reach the data
 * too; fuzz_nersc_payload.c fuzzes the data behind a consistent header. A read either fails
 * with one line naming the file, or gives finite links. Odd-sized inputs read into 12-real
 * storage (row 2 rebuilt), even-sized ones into 18. */
#include <math.h>

#include "fuzz_support.h"
#include "lattice/lattice.h"

#define NAME "fuzz.nersc"

static void check_links(const lat_gauge *U)
{
    for (int64_t i = 0; i < U->len; i++)
        if (!isfinite(creal(U->u[i])) || !isfinite(cimag(U->u[i])))
            fuzz_fail("link element %lld is %g%+gi", (long long)i, creal(U->u[i]), cimag(U->u[i]));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FILE *f = fuzz_stream(data, size);
    lat_gauge U;
    char err[512] = "";
    if (lat_nersc_read_stream(f, NAME, &U, size % 2 ? 12 : 18, err, sizeof err) == 0) {
        check_links(&U);
        lat_gauge_free(&U);
    } else {
        fuzz_check_error(err, NAME);
    }
    fclose(f);
    fuzz_check_all_freed();
    return 0;
}
