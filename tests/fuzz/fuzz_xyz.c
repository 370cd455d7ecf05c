/* libFuzzer target: .xyz molecules (runtime/eri/basis_io.c, eri_parse_xyz). A read either
 * dies with one line naming the file, or gives atoms with known elements, finite coordinates
 * and no two closer than ERI_MIN_ATOM_DISTANCE. */
#include <math.h>
#include <stdlib.h>

#include "eri/basis_io.h"
#include "fuzz_support.h"

#define NAME "fuzz.xyz"

typedef struct {
    const char *text;
    eri_molecule mol;
} job;

static void parse(void *arg)
{
    job *j = arg;
    eri_parse_xyz(j->text, NAME, &j->mol);
}

static void check_molecule(const eri_molecule *mol)
{
    if (mol->natoms < 1)
        fuzz_fail("%d atoms", mol->natoms);
    for (int a = 0; a < mol->natoms; a++) {
        if (mol->Z[a] < 1 || mol->Z[a] > 118)
            fuzz_fail("atom %d: Z = %d", a + 1, mol->Z[a]);
        for (int x = 0; x < 3; x++)
            if (!isfinite(mol->xyz[a][x]))
                fuzz_fail("atom %d: coordinate %g", a + 1, mol->xyz[a][x]);
        for (int b = 0; b < a; b++) {
            double r2 = 0;
            for (int x = 0; x < 3; x++)
                r2 += (mol->xyz[a][x] - mol->xyz[b][x]) * (mol->xyz[a][x] - mol->xyz[b][x]);
            if (!(r2 >= ERI_MIN_ATOM_DISTANCE * ERI_MIN_ATOM_DISTANCE))
                fuzz_fail("atoms %d and %d are %g bohr apart", b + 1, a + 1, sqrt(r2));
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    job j = {.text = fuzz_text(data, size)};
    if (fuzz_catch_die(parse, &j) == 0) {
        check_molecule(&j.mol);
        eri_molecule_free(&j.mol);
    } else {
        fuzz_check_error(fuzz_died_message, NAME);
    }
    free((void *)j.text);
    fuzz_check_all_freed();
    return 0;
}
