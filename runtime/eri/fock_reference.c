/* Reference Fock build: every ordered shell quartet, reference ERIs, no symmetry; see
 * fock_reference.h. */
#include "fock_reference.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eri_reference.h"
#include "util.h"

#define NMAX 6 /* Cartesian components of a d shell */

void fock_build_reference(const eri_basis *bs, const double *D, double *J, double *K,
                          double screen_threshold, fock_stats *stats)
{
    const double t_start = wall_seconds();
    const int ns = bs->nshells, nbf = bs->nbf;
    const eri_shell *sh = bs->shells;
    double blk[NMAX * NMAX * NMAX * NMAX];
    memset(J, 0, sizeof(double) * nbf * nbf);
    memset(K, 0, sizeof(double) * nbf * nbf);
    if (stats)
        memset(stats, 0, sizeof *stats);
    /* Schwarz factors Q_ab = sqrt(max |(a_i b_j|a_i b_j)|) */
    double *Q = xcalloc((size_t)ns * ns, sizeof(double));
    if (screen_threshold > 0.0)
        for (int a = 0; a < ns; a++)
            for (int b = 0; b < ns; b++) {
                const int na = eri_ncart(sh[a].l), nb = eri_ncart(sh[b].l);
                eri_reference_quartet(&sh[a], &sh[b], &sh[a], &sh[b], blk);
                double q = 0.0;
                for (int i = 0; i < na; i++)
                    for (int j = 0; j < nb; j++)
                        q = fmax(q, fabs(blk[((i * nb + j) * na + i) * nb + j]));
                Q[a * ns + b] = sqrt(q);
            }
    for (int a = 0; a < ns; a++)
        for (int b = 0; b < ns; b++)
            for (int c = 0; c < ns; c++)
                for (int d = 0; d < ns; d++) {
                    if (screen_threshold > 0.0 && Q[a * ns + b] * Q[c * ns + d] < screen_threshold) {
                        if (stats)
                            stats->quartets_screened++;
                        continue;
                    }
                    const double t0 = stats ? wall_seconds() : 0.0;
                    eri_reference_quartet(&sh[a], &sh[b], &sh[c], &sh[d], blk);
                    const int na = eri_ncart(sh[a].l), nb = eri_ncart(sh[b].l),
                              nc = eri_ncart(sh[c].l), nd = eri_ncart(sh[d].l);
                    const int fa = sh[a].first_bf, fb = sh[b].first_bf, fc = sh[c].first_bf,
                              fd = sh[d].first_bf;
                    for (int i = 0; i < na; i++)
                        for (int j = 0; j < nb; j++)
                            for (int k = 0; k < nc; k++)
                                for (int l = 0; l < nd; l++) {
                                    const double v = blk[((i * nb + j) * nc + k) * nd + l];
                                    /* J_mn += (mn|ls) D_ls;  K_ml += (mn|ls) D_ns */
                                    J[(fa + i) * nbf + fb + j] += v * D[(fc + k) * nbf + fd + l];
                                    K[(fa + i) * nbf + fc + k] += v * D[(fb + j) * nbf + fd + l];
                                }
                    if (stats) {
                        const int cls = ERI_CLASS(sh[a].l, sh[b].l, sh[c].l, sh[d].l);
                        stats->quartets_per_class[cls]++;
                        stats->seconds_per_class[cls] += wall_seconds() - t0;
                    }
                }
    free(Q);
    if (stats)
        stats->total_seconds = wall_seconds() - t_start;
}
