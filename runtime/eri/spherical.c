/* Cartesian -> spherical d; see spherical.h. */
#include "spherical.h"

#include <math.h>
#include <string.h>

#include "util.h"

int eri_shell_nfunc(const eri_basis *bs, const eri_shell *sh)
{
    /* Only d has a transform; a future ERI_MAX_L > 2 must add f's, not fall back silently. */
    if (bs->pure && sh->l > 2)
        die("spherical functions of angular momentum %d are not implemented (use --cartesian)",
            sh->l);
    return bs->pure && sh->l == 2 ? 5 : eri_ncart(sh->l);
}

int eri_basis_nfunc(const eri_basis *bs)
{
    int n = 0;
    for (int s = 0; s < bs->nshells; s++)
        n += eri_shell_nfunc(bs, &bs->shells[s]);
    return n;
}

/* Rows d0 d+1 d-1 d+2 d-2 over the Cartesian columns xx xy xz yy yz zz. */
static const double PURE_D[5][6] = {
    {-0.5, 0.0, 0.0, -0.5, 0.0, 1.0},
    {0.0, 0.0, 1.7320508075688772, 0.0, 0.0, 0.0},
    {0.0, 0.0, 0.0, 0.0, 1.7320508075688772, 0.0},
    {0.8660254037844386, 0.0, 0.0, -0.8660254037844386, 0.0, 0.0},
    {0.0, 1.7320508075688772, 0.0, 0.0, 0.0, 0.0},
};

void eri_working_transform(const eri_basis *bs, double *T)
{
    const int n = bs->nbf, nw = eri_basis_nfunc(bs);
    memset(T, 0, sizeof(double) * (size_t)nw * n);
    int row = 0;
    for (int s = 0; s < bs->nshells; s++) {
        const eri_shell *sh = &bs->shells[s];
        const int nc = eri_ncart(sh->l), nf = eri_shell_nfunc(bs, sh);
        for (int i = 0; i < nf; i++)
            for (int j = 0; j < nc; j++)
                T[(size_t)(row + i) * n + sh->first_bf + j] =
                    nf == nc ? (i == j) : PURE_D[i][j];
        row += nf;
    }
}
