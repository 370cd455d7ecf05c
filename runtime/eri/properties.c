/* Dipole, Mulliken charges and Molden files; see properties.h. */
#include "properties.h"

#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "basis_io.h"
#include "eri_internal.h"
#include "onebody.h"
#include "spherical.h"
#include "util.h"

void eri_dipole_moment(const eri_basis *bs, const eri_molecule *mol, const double *D,
                       double mu[3])
{
    const size_t nn = (size_t)bs->nbf * bs->nbf;
    const double origin[3] = {0.0, 0.0, 0.0};
    double *M = xmalloc(sizeof(double) * 3 * nn);
    eri_dipole_integrals(bs, origin, M);
    for (int d = 0; d < 3; d++) {
        double nuc = 0.0, el = 0.0;
        for (int a = 0; a < mol->natoms; a++)
            nuc += mol->Z[a] * mol->xyz[a][d];
        for (size_t i = 0; i < nn; i++)
            el += D[i] * M[d * nn + i];
        mu[d] = nuc - 2.0 * el;
    }
    free(M);
}

/* S_w = T S T^T (nw x nw). */
static double *working_overlap(const eri_basis *bs, int nw)
{
    const int n = bs->nbf;
    double *S = xmalloc(sizeof(double) * n * n), *T = xmalloc(sizeof(double) * nw * n);
    double *ST = xmalloc(sizeof(double) * n * nw), *Sw = xmalloc(sizeof(double) * nw * nw);
    eri_overlap(bs, S);
    eri_working_transform(bs, T);
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, n, nw, n, 1.0, S, n, T, n, 0.0, ST, nw);
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, nw, nw, n, 1.0, T, n, ST, nw, 0.0,
                Sw, nw);
    free(S);
    free(T);
    free(ST);
    return Sw;
}

void eri_mulliken_charges(const eri_basis *bs, const eri_molecule *mol,
                          const eri_scf_result *r, double *q)
{
    const int nw = r->nfunc, m = r->nmo;
    double *Sw = working_overlap(bs, nw), *CS = xmalloc(sizeof(double) * nw * r->nocc);
    /* (D_w S_w)_{mu mu} = sum_k C_{mu k} (S_w C)_{mu k} over occupied k */
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, nw, r->nocc, nw, 1.0, Sw, nw,
                r->mo_coef, m, 0.0, CS, r->nocc);
    for (int a = 0; a < mol->natoms; a++)
        q[a] = mol->Z[a];
    int mu = 0;
    for (int s = 0; s < bs->nshells; s++) {
        const int nf = eri_shell_nfunc(bs, &bs->shells[s]);
        for (int i = 0; i < nf; i++, mu++)
            for (int k = 0; k < r->nocc; k++)
                q[bs->shells[s].atom] -= 2.0 * r->mo_coef[(size_t)mu * m + k] * CS[mu * r->nocc + k];
    }
    free(Sw);
    free(CS);
}

/* ---- Molden ------------------------------------------------------------------------- */

/* The coefficient of a normalised primitive: ours divided by the primitive norm of x^l. */
static double molden_coef(const eri_shell *sh, int p)
{
    return sh->coef[p] / eri_primitive_norm(sh->l, sh->exp[p]);
}

static void write_gto(FILE *f, const eri_basis *bs, const eri_molecule *mol)
{
    fprintf(f, "[GTO]\n");
    for (int a = 0; a < mol->natoms; a++) {
        fprintf(f, "  %d 0\n", a + 1);
        for (int s = 0; s < bs->nshells; s++) {
            const eri_shell *sh = &bs->shells[s];
            if (sh->atom != a)
                continue;
            fprintf(f, " %c %d 1.00\n", "spd"[sh->l], sh->nprim);
            for (int p = 0; p < sh->nprim; p++)
                fprintf(f, " %22.15e %22.15e\n", sh->exp[p], molden_coef(sh, p));
        }
        fprintf(f, "\n");
    }
}

/* Molden position of our component i of a Cartesian d shell (xx xy xz yy yz zz ->
 * xx yy zz xy xz yz) and the factor that turns our coefficient into Molden's. */
static const int MOLDEN_D_POS[6] = {0, 3, 4, 1, 5, 2};
static const double MOLDEN_D_SCALE[6] = {1.0, 0.5773502691896258, 0.5773502691896258, 1.0,
                                         0.5773502691896258, 1.0};

static void write_mo(FILE *f, const eri_basis *bs, const eri_scf_result *r, int k, double *col)
{
    fprintf(f, " Sym= A\n Ene= %.12e\n Spin= Alpha\n Occup= %.1f\n", r->mo_energy[k],
            k < r->nocc ? 2.0 : 0.0);
    int mu = 0;
    for (int s = 0; s < bs->nshells; s++) {
        const eri_shell *sh = &bs->shells[s];
        const int nf = eri_shell_nfunc(bs, sh);
        const int cart_d = sh->l == 2 && nf == 6;
        for (int i = 0; i < nf; i++) {
            const double c = r->mo_coef[(size_t)(mu + i) * r->nmo + k];
            if (cart_d)
                col[mu + MOLDEN_D_POS[i]] = c * MOLDEN_D_SCALE[i];
            else
                col[mu + i] = c;
        }
        mu += nf;
    }
    for (int i = 0; i < r->nfunc; i++)
        fprintf(f, " %5d %22.15e\n", i + 1, col[i]);
}

void eri_write_molden(const char *path, const eri_basis *bs, const eri_molecule *mol,
                      const eri_scf_result *r, const char *title)
{
    atomic_file out;
    FILE *f = atomic_open_or_die(&out, path, "--molden");
    fprintf(f, "[Molden Format]\n[Title]\n%s\n[Atoms] AU\n", title);
    for (int a = 0; a < mol->natoms; a++)
        fprintf(f, "%-2s %4d %3d %22.15f %22.15f %22.15f\n", eri_element_symbol(mol->Z[a]), a + 1,
                mol->Z[a], mol->xyz[a][0], mol->xyz[a][1], mol->xyz[a][2]);
    write_gto(f, bs, mol);
    if (bs->pure)
        fprintf(f, "[5D]\n");
    fprintf(f, "[MO]\n");
    double *col = xmalloc(sizeof(double) * r->nfunc);
    for (int k = 0; k < r->nmo; k++)
        write_mo(f, bs, r, k, col);
    free(col);
    atomic_commit_or_die(&out, "--molden");
}
