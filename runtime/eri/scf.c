/* Restricted Hartree-Fock with DIIS; see scf.h. */
#include "scf.h"

#include <cblas.h>
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "basis_io.h"
#include "eigen.h"
#include "fock_reference.h"
#include "onebody.h"
#include "spherical.h"
#include "util.h"

/* The small switch of the Fock build: the generated-kernel fock_build when fock.h exists
 * (and ERI_SCF_REFERENCE_ONLY is not defined). */
#if defined(__has_include) && !defined(ERI_SCF_REFERENCE_ONLY)
#if __has_include("fock.h")
#include "fock.h"
#define ERI_HAVE_FOCK_BUILD 1
#endif
#endif

eri_fock_fn eri_default_fock(void)
{
#ifdef ERI_HAVE_FOCK_BUILD
    return fock_build;
#else
    return fock_build_reference;
#endif
}

const char *eri_default_fock_name(void)
{
#ifdef ERI_HAVE_FOCK_BUILD
    return "fock_build (generated kernels)";
#else
    return "fock_build_reference";
#endif
}

void eri_scf_defaults(eri_scf_options *o)
{
    o->fock = NULL;
    o->max_iter = 100;
    o->e_conv = 1e-10;
    o->d_conv = 1e-8;
    o->diis_vectors = 8;
    o->screen = 1e-14;
    o->charge = 0;
    o->s_min = 1e-10;
}

void eri_scf_result_free(eri_scf_result *r)
{
    free(r->mo_energy);
    free(r->mo_coef);
    free(r->density);
    free(r->iter_seconds);
    r->mo_energy = r->mo_coef = r->density = r->iter_seconds = NULL;
}

int eri_rhf_electrons(const eri_molecule *mol, int charge, const char *what)
{
    const int nel = eri_molecule_electrons(mol) - charge;
    if (nel <= 0)
        die("%s: charge %+d leaves %d electrons (the nuclei carry %d)", what, charge, nel,
            eri_molecule_electrons(mol));
    if (nel % 2)
        die("%s: RHF needs an even number of electrons; this molecule has %d with charge %+d "
            "(closed shells only: change --charge by one)", what, nel, charge);
    return nel;
}

/* C (r x c) = op(A) op(B), row-major; op = transpose when t* is nonzero. */
static void mm(int ta, int tb, int r, int c, int k, const double *A, int lda, const double *B,
               int ldb, double *C)
{
    cblas_dgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, r,
                c, k, 1.0, A, lda, B, ldb, 0.0, C, c);
}

/* C' (m x m, in work_mm) and e of X^T F X C' = C' e. */
static void orbitals(int n, int m, const double *F, const double *X, double *work_nm,
                     double *work_mm, double *eps)
{
    mm(0, 0, n, m, n, F, n, X, m, work_nm);           /* F X (n x m) */
    mm(1, 0, m, m, n, X, m, work_nm, m, work_mm);     /* X^T F X */
    int info = eri_syev(m, work_mm, eps);
    if (info != 0)
        die("scf: %s failed on the Fock matrix (info %d)", eri_eigensolver_name(), info);
}

/* D = C_occ C_occ^T from F: C = X C', X^T F X C' = C' e. */
static void density(int n, int m, int nocc, const double *F, const double *X, double *D,
                    double *work_nm, double *work_mm, double *eps)
{
    orbitals(n, m, F, X, work_nm, work_mm, eps);
    mm(0, 0, n, m, m, X, m, work_mm, m, work_nm);     /* C = X C' (n x m) */
    for (int l = 0; l < n; l++)
        for (int s = 0; s < n; s++) {
            double d = 0.0;
            for (int k = 0; k < nocc; k++)
                d += work_nm[l * m + k] * work_nm[s * m + k];
            D[l * n + s] = d;
        }
}

int eri_rhf(const eri_molecule *mol, const eri_basis *bs, const eri_scf_options *opts_in,
            eri_scf_result *res, FILE *progress)
{
    eri_scf_options o;
    if (opts_in)
        o = *opts_in;
    else
        eri_scf_defaults(&o);
    eri_fock_fn fock = o.fock ? o.fock : eri_default_fock();
    const double t_start = wall_seconds();
    const int n = bs->nbf, nel = eri_rhf_electrons(mol, o.charge, "scf");
    const int nocc = nel / 2;
    const size_t nn = (size_t)n * n;
    double *S = xmalloc(sizeof(double) * nn), *H = xmalloc(sizeof(double) * nn);
    double *V = xmalloc(sizeof(double) * nn);
    eri_overlap(bs, S);
    eri_kinetic(bs, H);
    eri_nuclear(bs, mol, V);
    for (size_t i = 0; i < nn; i++)
        H[i] += V[i];
    const double enuc = eri_nuclear_repulsion(mol);

    /* Orthogonaliser from S_w = U s U^T (working basis, spherical.h). */
    const int nw = eri_basis_nfunc(bs);
    double *Tw = NULL;
    double *U = xmalloc(sizeof(double) * nw * nw), *s = xmalloc(sizeof(double) * nw);
    if (bs->pure && nw != n) {
        Tw = xmalloc(sizeof(double) * nw * n);
        eri_working_transform(bs, Tw);
        double *ST = xmalloc(sizeof(double) * n * nw);
        mm(0, 1, n, nw, n, S, n, Tw, n, ST);     /* S T^T */
        mm(0, 0, nw, nw, n, Tw, n, ST, nw, U);   /* T S T^T */
        free(ST);
    } else {
        memcpy(U, S, sizeof(double) * nn);
    }
    int info = eri_syev(nw, U, s);
    if (info != 0)
        die("scf: %s failed on the overlap matrix (info %d)", eri_eigensolver_name(), info);
    if (!(s[0] >= o.s_min))
        die("scf: the overlap matrix is too close to singular: smallest eigenvalue %.3e < %.1e "
            "(--s-min); atoms nearly on top of each other or a linearly dependent basis",
            s[0], o.s_min);
    int first = 0;
    while (first < nw && s[first] < 1e-7)
        first++;
    if (progress) {
        fprintf(progress, "overlap: smallest eigenvalue %.3e", s[0]);
        if (first)
            fprintf(progress, ", %d functions below 1e-7 dropped (canonical orthogonalisation)",
                    first);
        fprintf(progress, "\n");
    }
    res->s_min_eigenvalue = s[0];
    res->dropped = first;
    const int m = nw - first;
    if (m < nocc)
        die("scf: %d occupied orbitals but only %d linearly independent basis functions", nocc, m);
    double *Xw = xmalloc(sizeof(double) * nw * m);
    if (first == 0) { /* Loewdin X = U s^-1/2 U^T */
        for (int i = 0; i < nw; i++)
            for (int j = 0; j < nw; j++) {
                double x = 0.0;
                for (int k = 0; k < nw; k++)
                    x += U[i * nw + k] * U[j * nw + k] / sqrt(s[k]);
                Xw[i * nw + j] = x;
            }
    } else { /* canonical: X = U_k s_k^-1/2 */
        for (int i = 0; i < nw; i++)
            for (int k = 0; k < m; k++)
                Xw[i * m + k] = U[i * nw + first + k] / sqrt(s[first + k]);
    }
    double *X = Xw; /* Cartesian rows: X = T^T X_w */
    if (Tw) {
        X = xmalloc(sizeof(double) * n * m);
        mm(1, 0, n, m, nw, Tw, n, Xw, m, X);
    }

    double *D = xmalloc(sizeof(double) * nn), *J = xmalloc(sizeof(double) * nn);
    double *K = xmalloc(sizeof(double) * nn), *F = xmalloc(sizeof(double) * nn);
    double *Fx = xmalloc(sizeof(double) * nn), *T1 = xmalloc(sizeof(double) * nn);
    double *T2 = xmalloc(sizeof(double) * nn), *wnm = xmalloc(sizeof(double) * n * m);
    double *wmm = xmalloc(sizeof(double) * m * m), *ecur = xmalloc(sizeof(double) * m * m), *eps = xmalloc(sizeof(double) * m);
    const int nd = o.diis_vectors > 0 ? o.diis_vectors : 0;
    double *dF = xmalloc(sizeof(double) * nn * (nd ? nd : 1));
    double *dE = xmalloc(sizeof(double) * (size_t)m * m * (nd ? nd : 1));
    double *B = xmalloc(sizeof(double) * (nd + 1) * (nd + 1)), *rhs = xmalloc(sizeof(double) * (nd + 1));
    int *ipiv = xmalloc(sizeof(int) * (nd + 1));
    int ndiis = 0;

    density(n, m, nocc, H, X, D, wnm, wmm, eps); /* core-Hamiltonian guess */
    double e_old = 0.0, energy = 0.0, tfock = 0.0;
    int iter, converged = 0;
    double *iter_seconds = xmalloc(sizeof(double) * o.max_iter);
    for (iter = 1; iter <= o.max_iter; iter++) {
        const double t0 = wall_seconds();
        fock(bs, D, J, K, o.screen, NULL);
        tfock += wall_seconds() - t0;
        double e1 = 0.0;
        for (size_t i = 0; i < nn; i++) {
            F[i] = H[i] + 2.0 * J[i] - K[i];
            e1 += D[i] * (H[i] + F[i]);
        }
        energy = e1 + enuc;
        /* error X^T (F D S - S D F) X */
        mm(0, 0, n, n, n, F, n, D, n, T1);   /* F D */
        mm(0, 0, n, n, n, T1, n, S, n, T2);  /* F D S */
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                T1[i * n + j] = T2[i * n + j] - T2[j * n + i]; /* S D F = (F D S)^T */
        mm(0, 0, n, m, n, T1, n, X, m, wnm);
        double *err = ecur;
        mm(1, 0, m, m, n, X, m, wnm, m, err);
        double emax = 0.0;
        for (int i = 0; i < m * m; i++)
            emax = fmax(emax, fabs(err[i]));
        const double delta = energy - e_old;
        iter_seconds[iter - 1] = wall_seconds() - t0;
        if (progress) {
            fprintf(progress, "scf iter %3d  E = %.12f  dE = %10.3e  DIIS err = %9.3e  fock %.3f s\n",
                    iter, energy, delta, emax, wall_seconds() - t0);
            fflush(progress);
        }
        if (fabs(delta) < o.e_conv && emax < o.d_conv) {
            converged = 1;
            break;
        }
        e_old = energy;
        const double *Fuse = F;
        if (nd) {
            if (ndiis == nd) { /* drop the oldest */
                memmove(dF, dF + nn, sizeof(double) * nn * (nd - 1));
                memmove(dE, dE + (size_t)m * m, sizeof(double) * m * m * (nd - 1));
                ndiis--;
            }
            memcpy(dF + nn * ndiis, F, sizeof(double) * nn);
            memcpy(dE + (size_t)m * m * ndiis, ecur, sizeof(double) * m * m);
            ndiis++;
            for (;;) {
                const int nb = ndiis + 1;
                for (int i = 0; i < ndiis; i++)
                    for (int j = 0; j <= i; j++) {
                        double b = 0.0;
                        for (int k = 0; k < m * m; k++)
                            b += dE[(size_t)i * m * m + k] * dE[(size_t)j * m * m + k];
                        B[i * nb + j] = B[j * nb + i] = b;
                    }
                for (int i = 0; i < ndiis; i++) {
                    B[i * nb + ndiis] = B[ndiis * nb + i] = -1.0;
                    rhs[i] = 0.0;
                }
                B[ndiis * nb + ndiis] = 0.0;
                rhs[ndiis] = -1.0;
                info = LAPACKE_dgesv(LAPACK_ROW_MAJOR, nb, 1, B, nb, ipiv, rhs, 1);
                if (info == 0 || ndiis == 1)
                    break;
                /* singular B: forget the oldest vector and retry */
                memmove(dF, dF + nn, sizeof(double) * nn * (ndiis - 1));
                memmove(dE, dE + (size_t)m * m, sizeof(double) * m * m * (ndiis - 1));
                ndiis--;
            }
            if (info == 0) {
                memset(Fx, 0, sizeof(double) * nn);
                for (int i = 0; i < ndiis; i++)
                    for (size_t k = 0; k < nn; k++)
                        Fx[k] += rhs[i] * dF[nn * i + k];
                Fuse = Fx;
            }
        }
        density(n, m, nocc, Fuse, X, D, wnm, wmm, eps);
    }
    /* Final orbitals of the last Fock matrix; their density for the properties. */
    density(n, m, nocc, F, X, D, wnm, wmm, eps);
    res->nfunc = nw;
    res->nmo = m;
    res->mo_energy = eps;
    res->mo_coef = xmalloc(sizeof(double) * nw * m);
    mm(0, 0, nw, m, m, Xw, m, wmm, m, res->mo_coef); /* C_w = X_w C' */
    res->density = D;
    res->iter_seconds = iter_seconds;
    res->energy = energy;
    res->e_nuc = enuc;
    res->iterations = converged ? iter : o.max_iter;
    res->converged = converged;
    res->fock_seconds = tfock;
    res->nbf = n;
    res->nocc = nocc;
    res->total_seconds = wall_seconds() - t_start;
    if (X != Xw)
        free(X);
    free(Xw); free(Tw);
    free(S); free(H); free(V); free(U); free(s); free(J); free(K); free(F);
    free(Fx); free(T1); free(T2); free(wnm); free(wmm); free(ecur); free(dF); free(dE); free(B);
    free(rhs); free(ipiv);
    return converged;
}
