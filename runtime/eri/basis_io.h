/* Molecules (.xyz, Angstrom) and Gaussian94 basis sets (.gbs) -> eri_molecule / eri_basis.
 *
 * Every function here dies (util.h die(): one "error: ..." line on stderr, exit 1) on bad
 * input, naming the file and line: malformed lines, unknown elements, a basis without an
 * entry for an element of the molecule, shells above d (ERI_MAX_L) or with more than
 * ERI_MAX_PRIM primitives.
 *
 * Units: .xyz coordinates are Angstrom and are divided by ERI_BOHR_ANGSTROM, the CODATA
 * 2014 Bohr radius in Angstrom that psi4 1.3 (qcelemental) uses, so that the same file
 * gives psi4 and us the same geometry in bohr.
 *
 * Basis names: "sto-3g", "6-31g(d)" (also "6-31g*", "6-31gs"), "cc-pvdz" (case does not
 * matter) name the files shipped in data/basis/; anything containing '/' or ending in
 * ".gbs" is a path. data/basis is looked up in $ERI_BASIS_DIR, then ./data/basis, then
 * relative to this source file (the repository the program was built from).
 * The "cartesian"/"spherical" header of a psi4 .gbs file sets bs->pure (no header:
 * Cartesian), as psi4 does (cc-pVDZ spherical, 6-31G(d) Cartesian); the integrals are
 * always over Cartesian functions (6 d components) and the SCF transforms (spherical.h).
 */
#ifndef ERI_BASIS_IO_H
#define ERI_BASIS_IO_H

#include "basis.h"

#define ERI_BOHR_ANGSTROM 0.52917721067 /* CODATA 2014, psi4 1.3 bohr2angstroms */

int eri_element_z(const char *symbol);        /* 0 when unknown; case-insensitive */
const char *eri_element_symbol(int Z);        /* "?" outside 1..118 */

#define ERI_MIN_ATOM_DISTANCE 1e-3 /* bohr: closer atoms are an input error (coincident) */

/* Read an .xyz file (count line, comment line, "Symbol x y z" lines in Angstrom); dies
 * naming both lines when two atoms are closer than ERI_MIN_ATOM_DISTANCE. */
void eri_read_xyz(const char *path, eri_molecule *mol);
/* The same from a string; `name` stands for the file in error messages. */
void eri_parse_xyz(const char *text, const char *name, eri_molecule *mol);
void eri_molecule_free(eri_molecule *mol);
int eri_molecule_electrons(const eri_molecule *mol);

/* The .gbs file a basis name refers to (malloc'd string); dies if it does not exist. */
char *eri_basis_path(const char *name);
/* Load basis `name` (see above) for every atom of mol, in atom order, normalised as in
 * basis.h; shells of one atom in file order, L shells split into s then p. */
void eri_load_basis(const char *name, const eri_molecule *mol, eri_basis *bs);
/* The same from the text of a .gbs file; `name` stands for the file in error messages. */
void eri_parse_basis(const char *text, const char *name, const eri_molecule *mol,
                     eri_basis *bs);
void eri_basis_free(eri_basis *bs);

/* Normalise primitive coefficients in place as basis.h describes (libint2 convention). */
void eri_normalize_shell(eri_shell *sh);
/* The normalisation factor of the primitive x^l exp(-alpha r^2) that eri_normalize_shell
 * applies before normalising the contraction. */
double eri_primitive_norm(int l, double alpha);

#endif
