/* scf: restricted Hartree-Fock energy of a molecule.
 *
 *   scf                                  water, 6-31G(d) (embedded default)
 *   scf [--basis NAME] [molecule.xyz]    NAME: sto-3g, 6-31g(d), cc-pvdz or a .gbs path
 *   scf --charge 1 h3o.xyz               closed-shell ions
 *   scf --reference ...                  Fock build with fock_build_reference
 *
 * Prints one progress line per SCF iteration (energy, delta E, DIIS error), then the
 * total energy, the Fock-build time, orbital energies with HOMO and LUMO, the dipole
 * moment and Mulliken charges; --json FILE and --molden FILE write them to files. Exit status: 0 converged, 3 not converged,
 * 1 bad input (one "error: ..." line on stderr).
 *
 * In the MPI build (configure.py --mpi) it runs under mpirun: the Fock builds are spread over
 * the ranks (runtime/eri/dist_fock.h), the SCF itself and all output are rank 0's.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eri/basis_io.h"
#include "eri/dist_fock.h"
#include "eri/eigen.h"
#include "eri/fock_reference.h"
#include "eri/properties.h"
#include "eri/scf.h"
#include "eri/spherical.h"
#include "mp.h"
#include "util.h"

/* Water at the geometry of T. D. Crawford's programming projects (bohr, converted to
 * Angstrom with ERI_BOHR_ANGSTROM); the tests use the same geometry. */
#define ERI_EV_PER_HARTREE 27.21138602 /* CODATA 2014 */

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
            "  --puream         spherical d functions (5 per shell)\n"
            "  --cartesian      Cartesian d functions (6 per shell); default: the basis\n"
            "                   file's header, as psi4 (cc-pvdz spherical, 6-31g(d) Cartesian)\n"
            "  --json FILE      summary: energy, orbital energies, dipole, charges, timings\n"
            "  --molden FILE    orbitals in Molden format, for viewers\n"
            "  --reference      use the reference Fock build (slow, generic loops)\n"
            "  --screen X       Schwarz screening threshold (default 1e-14)\n"
            "  --density-screen X  skip quartets whose Schwarz bound times the density (change)\n"
            "                   they touch is below X (default 1e-14; 0: off)\n"
            "  --no-incremental build J and K from the density in every iteration (default:\n"
            "                   from its change since the last build, added to the last J, K)\n"
            "  --full-every N   with incremental builds, a full build every N iterations (0: never)\n"
            "  --early-screen X Schwarz and density thresholds of the first iterations, until the\n"
            "                   DIIS error is below --early-until (default 1e-10; 0: off)\n"
            "  --early-until X  default 1e-3\n"
            "  --guess G        sad (superposition of atomic densities, default) or core\n"
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

static void print_orbital_energies(const eri_scf_result *r)
{
    printf("orbital energies (hartree), %d occupied of %d:\n", r->nocc, r->nmo);
    for (int k = 0; k < r->nmo; k++)
        printf("  %5d %s %16.10f%s", k + 1, k < r->nocc ? "occ" : "vir", r->mo_energy[k],
               (k + 1) % 4 == 0 || k + 1 == r->nmo ? "\n" : "");
    const int h = r->nocc - 1;
    printf("HOMO: orbital %d, %.10f hartree (%.4f eV)\n", h + 1, r->mo_energy[h],
           r->mo_energy[h] * ERI_EV_PER_HARTREE);
    if (r->nocc < r->nmo)
        printf("LUMO: orbital %d, %.10f hartree (%.4f eV); gap %.4f eV\n", h + 2,
               r->mo_energy[h + 1], r->mo_energy[h + 1] * ERI_EV_PER_HARTREE,
               (r->mo_energy[h + 1] - r->mo_energy[h]) * ERI_EV_PER_HARTREE);
    else
        printf("LUMO: none (every orbital is occupied)\n");
}

static void print_dipole(const double mu[3])
{
    const double d = ERI_DEBYE_PER_AU;
    printf("dipole moment (Debye, about the origin of the input coordinates): "
           "x %.8f y %.8f z %.8f total %.8f\n", mu[0] * d, mu[1] * d, mu[2] * d,
           d * sqrt(mu[0] * mu[0] + mu[1] * mu[1] + mu[2] * mu[2]));
}

static void print_mulliken(const eri_molecule *mol, const double *q, int charge)
{
    double sum = 0.0;
    printf("Mulliken charges:\n");
    for (int a = 0; a < mol->natoms; a++) {
        printf("  %5d %-2s %14.8f\n", a + 1, eri_element_symbol(mol->Z[a]), q[a]);
        sum += q[a];
    }
    printf("  sum %.8f (charge %+d)\n", sum, charge);
}

/* A JSON string of a file name: quotes, backslashes and control characters escaped. */
static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(f, "\\u%04x", (unsigned char)*s);
        else
            fputc(*s, f);
    }
    fputc('"', f);
}

/* A number, or null where JSON has none (inf, nan: an energy that diverged). */
static void json_number(FILE *f, double x)
{
    if (isfinite(x))
        fprintf(f, "%.17g", x);
    else
        fprintf(f, "null");
}

static void json_array(FILE *f, const double *x, int n, double scale)
{
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        if (i)
            fputs(", ", f);
        json_number(f, x[i] * scale);
    }
    fputc(']', f);
}

static void write_json(const char *path, const char *molname, const char *basis,
                       const eri_basis *bs, const eri_molecule *mol, const eri_scf_options *o,
                       const eri_scf_result *r, const double mu[3], const double *q)
{
    atomic_file out;
    FILE *f = atomic_open_or_die(&out, path, "--json");
    fprintf(f, "{\n  \"program\": \"scf\",\n  \"molecule\": ");
    json_string(f, molname);
    fprintf(f, ",\n  \"basis\": ");
    json_string(f, basis);
    fprintf(f, ",\n  \"d_functions\": \"%s\",\n  \"charge\": %d,\n  \"electrons\": %d,\n",
            bs->pure ? "spherical" : "cartesian", o->charge, 2 * r->nocc);
    fprintf(f, "  \"atoms\": [");
    for (int a = 0; a < mol->natoms; a++)
        fprintf(f, "%s\"%s\"", a ? ", " : "", eri_element_symbol(mol->Z[a]));
    fprintf(f, "],\n  \"cartesian_functions\": %d,\n  \"basis_functions\": %d,\n"
               "  \"orbitals\": %d,\n  \"occupied\": %d,\n",
            bs->nbf, r->nfunc, r->nmo, r->nocc);
    fprintf(f, "  \"converged\": %s,\n  \"iterations\": %d,\n  \"energy\": ",
            r->converged ? "true" : "false", r->iterations);
    json_number(f, r->energy);
    fprintf(f, ",\n  \"nuclear_repulsion\": ");
    json_number(f, r->e_nuc);
    fprintf(f, ",\n  \"orbital_energies\": ");
    json_array(f, r->mo_energy, r->nmo, 1.0);
    fprintf(f, ",\n  \"homo\": %d,\n  \"lumo\": ", r->nocc);
    if (r->nocc < r->nmo)
        fprintf(f, "%d", r->nocc + 1);
    else
        fprintf(f, "null");
    fprintf(f, ",\n  \"dipole_debye\": ");
    json_array(f, mu, 3, ERI_DEBYE_PER_AU);
    fprintf(f, ",\n  \"dipole_total_debye\": ");
    json_number(f, ERI_DEBYE_PER_AU * sqrt(mu[0] * mu[0] + mu[1] * mu[1] + mu[2] * mu[2]));
    fprintf(f, ",\n  \"mulliken_charges\": ");
    json_array(f, q, mol->natoms, 1.0);
    fprintf(f, ",\n  \"timings\": {\"fock_seconds\": %.6f, \"total_seconds\": %.6f, "
               "\"iteration_seconds\": ", r->fock_seconds, r->total_seconds);
    json_array(f, r->iter_seconds, r->iterations, 1.0);
    fprintf(f, "}\n}\n");
    atomic_commit_or_die(&out, "--json");
}


int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    mp_quiet_stdout();
    const char *basis = "6-31g(d)", *xyz = NULL, *json = NULL, *molden = NULL;
    int reference = 0, pure = -1; /* -1: the basis file's header */
    eri_scf_options opts;
    eri_scf_defaults(&opts);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return mp_finalize(0);
        }
        if (!strcmp(a, "--reference")) {
            reference = 1;
            continue;
        }
        if (!strcmp(a, "--no-incremental")) {
            opts.incremental = 0;
            continue;
        }
        if (!strcmp(a, "--puream") || !strcmp(a, "--cartesian")) {
            pure = !strcmp(a, "--puream");
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
        else if (!strcmp(a, "--json"))
            json = argv[++i];
        else if (!strcmp(a, "--molden"))
            molden = argv[++i];
        else if (!strcmp(a, "--charge"))
            opts.charge = integer(a, argv[++i], -1000, 1000);
        else if (!strcmp(a, "--screen"))
            opts.screen = number(a, argv[++i], 0, 1);
        else if (!strcmp(a, "--density-screen"))
            opts.density_screen = number(a, argv[++i], 0, 1);
        else if (!strcmp(a, "--early-screen"))
            opts.early_screen = number(a, argv[++i], 0, 1);
        else if (!strcmp(a, "--early-until"))
            opts.early_until = number(a, argv[++i], 0, 1e6);
        else if (!strcmp(a, "--full-every"))
            opts.full_every = integer(a, argv[++i], 0, 1000000);
        else if (!strcmp(a, "--guess")) {
            const char *g = argv[++i];
            if (strcmp(g, "sad") && strcmp(g, "core"))
                die("--guess: '%s' is not sad or core", g);
            opts.guess = strcmp(g, "sad") ? ERI_GUESS_CORE : ERI_GUESS_SAD;
        } else if (!strcmp(a, "--s-min"))
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
    if (mp_rank() != 0)
        json = molden = NULL; /* rank 0 writes */
    if (json) /* refused before the SCF runs, not after */
        atomic_check_writable(json, "--json");
    if (molden)
        atomic_check_writable(molden, "--molden");
    eri_molecule mol;
    if (xyz)
        eri_read_xyz(xyz, &mol);
    else
        eri_parse_xyz(DEFAULT_XYZ, "embedded water", &mol);
    const char *molname = xyz ? xyz : "embedded water";
    const int nel = eri_rhf_electrons(&mol, opts.charge, molname);
    eri_basis bs;
    eri_load_basis(basis, &mol, &bs);
    if (pure >= 0)
        bs.pure = pure;
    if (mp_rank() != 0) { /* the other ranks build their parts of rank 0's Fock matrices */
        dist_fock_serve(&bs);
        eri_basis_free(&bs);
        eri_molecule_free(&mol);
        return mp_finalize(0);
    }
    opts.fock = reference ? fock_build_reference : NULL; /* NULL: the generated kernels */
    if (mp_is_mpi_build() && !reference) {
        opts.fock = dist_fock_lead; /* builds over the ranks (a plan per build, Schwarz screening only) */
        opts.guess_fock = eri_default_fock(); /* the guess's lone atoms on rank 0 alone */
    }
    printf("molecule: %s, %d atoms, charge %+d, %d electrons\n", molname, mol.natoms,
           opts.charge, nel);
    printf("basis: %s, %d shells, %d Cartesian functions\n", basis, bs.nshells, bs.nbf);
    printf("d functions: %s, %d basis functions in the SCF\n",
           bs.pure ? "spherical (5 per shell)" : "Cartesian (6 per shell)", eri_basis_nfunc(&bs));
    printf("fock build: %s, screening %.1e, density screening %.1e, %s",
           reference ? "fock_build_reference" : eri_default_fock_name(), opts.screen,
           opts.density_screen, opts.incremental ? "incremental" : "full builds");
    if (mp_is_mpi_build())
        printf(", %s %d MPI rank(s)", reference ? "on rank 0 of" : "over", mp_size());
    printf("\n");
    printf("eigensolver: %s\n", eri_eigensolver_name());
    eri_scf_result r;
    eri_rhf(&mol, &bs, &opts, &r, stdout);
    dist_fock_release();
    printf("nuclear repulsion: %.12f hartree\n", r.e_nuc);
    printf("RHF energy: %.12f hartree (%s after %d iterations)\n", r.energy,
           r.converged ? "converged" : "NOT converged", r.iterations);
    printf("fock build time: %.3f s total\n", r.fock_seconds);
    double mu[3], *q = xmalloc(sizeof(double) * mol.natoms);
    eri_dipole_moment(&bs, &mol, r.density, mu);
    eri_mulliken_charges(&bs, &mol, &r, q);
    print_orbital_energies(&r);
    print_dipole(mu);
    print_mulliken(&mol, q, opts.charge);
    if (json)
        write_json(json, molname, basis, &bs, &mol, &opts, &r, mu, q);
    if (molden)
        eri_write_molden(molden, &bs, &mol, &r, molname);
    free(q);
    eri_scf_result_free(&r);
    eri_basis_free(&bs);
    eri_molecule_free(&mol);
    return mp_finalize(r.converged ? 0 : 3);
}
