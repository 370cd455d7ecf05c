/* Gaussian basis sets over a molecule: the data the ERI kernels, the one-electron
 * integrals, the Fock build and the SCF share.
 *
 * Conventions (those of libint2 and psi4 with Cartesian d, so that integrals
 * compare element by element):
 *  - Cartesian components of a shell of angular momentum l are ordered
 *        for (i = l; i >= 0; i--) for (j = l - i; j >= 0; j--) x^i y^j z^(l-i-j)
 *    i.e. s; x y z; xx xy xz yy yz zz.
 *  - coef[] already includes the primitive normalisation of the axis-aligned
 *    component x^l, and the contraction is scaled so that x^l is normalised; other
 *    components (xy, ...) then have norms != 1, exactly as in libint2.
 *  - L (sp) shells of a Gaussian94 file are split into one s and one p shell.
 *  - Coordinates in bohr.
 */
#ifndef ERI_BASIS_H
#define ERI_BASIS_H

#define ERI_MAX_L 2    /* s, p, d */
#define ERI_MAX_PRIM 16

typedef struct {
    int l;                       /* 0, 1, 2 */
    int nprim;
    double exp[ERI_MAX_PRIM];
    double coef[ERI_MAX_PRIM];   /* normalised as described above */
    double center[3];            /* bohr */
    int atom;                    /* index into the molecule */
    int first_bf;                /* index of its first basis function */
} eri_shell;

typedef struct {
    int natoms;
    int *Z;                      /* nuclear charges */
    double (*xyz)[3];            /* bohr */
} eri_molecule;

typedef struct {
    int nshells;
    eri_shell *shells;           /* in molecule order, atom by atom, as in the basis file */
    int nbf;                     /* number of Cartesian basis functions */
    int pure;                    /* 1: the SCF works with 5 spherical d (spherical.h); the
                                    integrals stay Cartesian. From the .gbs header. */
} eri_basis;

static inline int eri_ncart(int l) { return (l + 1) * (l + 2) / 2; }

#endif
