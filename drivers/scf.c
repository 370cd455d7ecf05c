/* scf: restricted Hartree-Fock energy of a molecule.
 *
 *   scf                                  water, 6-31G(d) (embedded default)
 *   scf [--basis NAME] [molecule.xyz]    NAME: sto-3g, 6-31g(d), cc-pvdz or a .gbs path
 *   scf --charge 1 h3o.xyz               closed-shell ions
 *   scf --reference ...                  Fock build with fock_build_reference
 *
 * Prints one progress line per SCF iteration (energy, delta E, DIIS error), then the
 * total energy and the Fock-build time. Exit status: 0 converged, 3 not converged,
 * 1 bad input (one "error: ..." line on stderr).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eri/basis_io.h"
#include "eri/eigen.h"
#include "eri/fock_reference.h"
#include "eri/scf.h"
#include "util.h"

/* Water at the geometry of T. D. Crawford's programming projects (bohr, converted to
 * Angstrom with ERI_BOHR_ANGSTROM); the tests use the same geometry. */
static const char DEFAULT_XYZ[] =
    "3\n"
    "water (Crawford programming projects geometry)\n"
    "O   0.000000000000000  -0.075791838098920   0.000000000000000\n"
    "H   0.866811766181276   0.601435735705694   0.000000000000000\n"
    "H  -0.866811766181276   0.601435735705694   0.000000000000000\n";

static void usage(FILE *to)
{
    fprintf(to,
            "usage: scf [options] [molecule.xyz]\n"
            "  molecule.xyz     atoms in Angstrom (default: one water molecule)\n"
            "  --basis NAME     sto-3g, 6-31g(d), cc-pvdz or a .gbs file (default 6-31g(d))\n"
            "  --charge N       total charge (default 0); closed shells: even electron count\n"
            "  --reference      use the reference Fock build (slow, generic loops)\n"
            "  --screen X       Schwarz screening threshold (default 1e-14)\n"
            "  --max-iter N     iteration cap (default 100)\n"
            "  --s-min X        stop when the smallest overlap eigenvalue is below X (1e-10)\n"
            "  --e-conv X       energy change for convergence (default 1e-10)\n"
            "  --d-conv X       max |DIIS error| for convergence (default 1e-8)\n");
}

static double number(const char *opt, const char *text, double lo, double hi)
{
    char *end;
    double v = text ? strtod(text, &end) : 0.0;
    if (!text || !*text || *end || !(v >= lo && v <= hi))
        die("%s: '%s' is not a number in [%g, %g]", opt, text ? text : "", lo, hi);
    return v;
}

static int integer(const char *opt, const char *text, long lo, long hi)
{
    char *end;
    long v = text ? strtol(text, &end, 10) : 0;
    if (!text || !*text || *end || v < lo || v > hi)
        die("%s: '%s' is not an integer in [%ld, %ld]", opt, text ? text : "", lo, hi);
    return (int)v;
}

int main(int argc, char **argv)
{
    const char *basis = "6-31g(d)", *xyz = NULL;
    int reference = 0;
    eri_scf_options opts;
    eri_scf_defaults(&opts);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(a, "--reference")) {
            reference = 1;
            continue;
        }
        if (a[0] != '-') {
            if (xyz)
                die("more than one molecule file given ('%s' and '%s')", xyz, a);
            xyz = a;
            continue;
        }
        if (i + 1 >= argc) {
            usage(stderr);
            die("option %s needs a value (or is unknown)", a);
        }
        if (!strcmp(a, "--basis"))
            basis = argv[++i];
        else if (!strcmp(a, "--charge"))
            opts.charge = integer(a, argv[++i], -1000, 1000);
        else if (!strcmp(a, "--screen"))
            opts.screen = number(a, argv[++i], 0, 1);
        else if (!strcmp(a, "--s-min"))
            opts.s_min = number(a, argv[++i], 0, 1);
        else if (!strcmp(a, "--max-iter"))
            opts.max_iter = (int)number(a, argv[++i], 1, 1e6);
        else if (!strcmp(a, "--e-conv"))
            opts.e_conv = number(a, argv[++i], 0, 1);
        else if (!strcmp(a, "--d-conv"))
            opts.d_conv = number(a, argv[++i], 0, 1);
        else {
            usage(stderr);
            die("unknown option '%s'", a);
        }
    }
    eri_molecule mol;
    if (xyz)
        eri_read_xyz(xyz, &mol);
    else
        eri_parse_xyz(DEFAULT_XYZ, "embedded water", &mol);
    const char *molname = xyz ? xyz : "embedded water";
    const int nel = eri_rhf_electrons(&mol, opts.charge, molname);
    eri_basis bs;
    eri_load_basis(basis, &mol, &bs);
    opts.fock = reference ? fock_build_reference : eri_default_fock();
    printf("molecule: %s, %d atoms, charge %+d, %d electrons\n", molname, mol.natoms,
           opts.charge, nel);
    printf("basis: %s, %d shells, %d Cartesian functions\n", basis, bs.nshells, bs.nbf);
    printf("fock build: %s, screening %.1e\n",
           reference ? "fock_build_reference" : eri_default_fock_name(), opts.screen);
    printf("eigensolver: %s\n", eri_eigensolver_name());
    eri_scf_result r;
    eri_rhf(&mol, &bs, &opts, &r, stdout);
    printf("nuclear repulsion: %.12f hartree\n", r.e_nuc);
    printf("RHF energy: %.12f hartree (%s after %d iterations)\n", r.energy,
           r.converged ? "converged" : "NOT converged", r.iterations);
    printf("fock build time: %.3f s total\n", r.fock_seconds);
    eri_basis_free(&bs);
    eri_molecule_free(&mol);
    return r.converged ? 0 : 3;
}
