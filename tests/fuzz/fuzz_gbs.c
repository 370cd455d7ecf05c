/* libFuzzer target: Gaussian94 basis sets (runtime/eri/basis_io.c, eri_parse_basis). The
 * molecule holds one atom of each element the text has a header line for ("Sym 0"), or a
 * hydrogen when it has none, so that shells reach normalisation. A load either dies with one
 * line naming the file, or gives shells of s, p or d with 1..ERI_MAX_PRIM primitives,
 * positive finite exponents, finite normalised coefficients and consistent function
 * offsets. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eri/basis_io.h"
#include "fuzz_support.h"

#define NAME "fuzz.gbs"
#define MAX_ATOMS 16

typedef struct {
    const char *text;
    eri_molecule mol;
    eri_basis bs;
} job;

static void load(void *arg)
{
    job *j = arg;
    eri_parse_basis(j->text, NAME, &j->mol, &j->bs);
}

/* One atom per element named by a "Symbol 0" line, 2 bohr apart on the x axis. */
static void molecule_of_headers(const char *text, eri_molecule *mol, int Z[MAX_ATOMS],
                                double xyz[MAX_ATOMS][3])
{
    mol->natoms = 0;
    mol->Z = Z;
    mol->xyz = xyz;
    for (const char *s = text; s && *s && mol->natoms < MAX_ATOMS;) {
        char sym[4], zero[3];
        int used = 0;
        if (sscanf(s, " %3s %2s%n", sym, zero, &used) == 2 && !strcmp(zero, "0") &&
            (s[used] == '\n' || s[used] == 0)) {
            const int z = eri_element_z(sym);
            int known = 0;
            for (int a = 0; a < mol->natoms; a++)
                known |= Z[a] == z;
            if (z && !known) {
                Z[mol->natoms] = z;
                xyz[mol->natoms][0] = 2.0 * mol->natoms, xyz[mol->natoms][1] = 0, xyz[mol->natoms][2] = 0;
                mol->natoms++;
            }
        }
        s = strchr(s, '\n');
        s = s ? s + 1 : NULL;
    }
    if (mol->natoms == 0)
        Z[0] = 1, xyz[0][0] = xyz[0][1] = xyz[0][2] = 0, mol->natoms = 1;
}

static void check_basis(const eri_molecule *mol, const eri_basis *bs)
{
    int nbf = 0, atom = 0;
    for (int i = 0; i < bs->nshells; i++) {
        const eri_shell *sh = &bs->shells[i];
        if (sh->l < 0 || sh->l > ERI_MAX_L || sh->nprim < 1 || sh->nprim > ERI_MAX_PRIM)
            fuzz_fail("shell %d: l = %d with %d primitives", i, sh->l, sh->nprim);
        if (sh->atom < atom || sh->atom >= mol->natoms || sh->first_bf != nbf)
            fuzz_fail("shell %d: atom %d, first function %d (expected %d)", i, sh->atom,
                      sh->first_bf, nbf);
        for (int p = 0; p < sh->nprim; p++)
            if (!(sh->exp[p] > 0) || !isfinite(sh->exp[p]) || !isfinite(sh->coef[p]))
                fuzz_fail("shell %d: primitive %d: exponent %g, coefficient %g", i, p,
                          sh->exp[p], sh->coef[p]);
        atom = sh->atom;
        nbf += eri_ncart(sh->l);
    }
    if (nbf != bs->nbf || bs->nshells < mol->natoms)
        fuzz_fail("%d functions counted, %d recorded; %d shells for %d atoms", nbf, bs->nbf,
                  bs->nshells, mol->natoms);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int Z[MAX_ATOMS];
    double xyz[MAX_ATOMS][3];
    job j = {.text = fuzz_text(data, size)};
    molecule_of_headers(j.text, &j.mol, Z, xyz);
    if (fuzz_catch_die(load, &j) == 0) {
        check_basis(&j.mol, &j.bs);
        eri_basis_free(&j.bs);
    } else {
        fuzz_check_error(fuzz_died_message, NAME);
    }
    free((void *)j.text);
    fuzz_check_all_freed();
    return 0;
}
