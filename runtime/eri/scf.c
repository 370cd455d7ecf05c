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
    o->guess_fock = NULL;
    o->max_iter = 100;
    o->e_conv = 1e-10;
    o->d_conv = 1e-8;
    o->diis_vectors = 8;
    o->screen = 1e-14;
    o->density_screen = 1e-14;
    o->incremental = 1;
    o->full_every = 0;
    o->early_screen = 1e-10;
    o->early_until = 1e-3;
    o->guess = ERI_GUESS_SAD;
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

/* Fock builds of one basis: the generated kernels' plan, kept for every build of the SCF, or a
 * plain function such as the reference (which screens by the Schwarz threshold only). */
typedef struct {
    eri_fock_fn fn;
#ifdef ERI_HAVE_FOCK_BUILD
    fock_plan *plan;
#endif
    const eri_basis *bs;
    double screen;
} fock_engine;

static void engine_init(fock_engine *e, const eri_basis *bs, const eri_scf_options *o)
{
    e->fn = o->fock;
    e->bs = bs;
    e->screen = o->screen;
#ifdef ERI_HAVE_FOCK_BUILD
    e->plan = NULL;
    if (!e->fn || e->fn == fock_build) { /* the default: a plan for every build */
        e->fn = NULL;
        fock_options fo;
        fock_options_default(&fo, o->screen);
        fo.density = o->density_screen;
        e->plan = fock_plan_create(bs, &fo, 1);
    }
#else
    if (!e->fn)
        e->fn = fock_build_reference;
#endif
}

/* The Schwarz and density thresholds of the next builds (not below the initial Schwarz one). */
static void engine_screening(fock_engine *e, double screen, double density)
{
    e->screen = screen;
#ifdef ERI_HAVE_FOCK_BUILD
    if (e->plan) {
        fock_options fo;
        fock_options_default(&fo, screen);
        fo.density = density;
        fock_plan_set_screening(e->plan, &fo);
    }
#else
    (void)density;
#endif
}

static void engine_build(fock_engine *e, const double *D, double *J, double *K)
{
#ifdef ERI_HAVE_FOCK_BUILD
    if (e->plan) {
        fock_plan_build(e->plan, D, J, K, NULL);
        return;
    }
#endif
    e->fn(e->bs, D, J, K, e->screen, NULL);
}

static void engine_free(fock_engine *e)
{
#ifdef ERI_HAVE_FOCK_BUILD
    fock_plan_free(e->plan);
    e->plan = NULL;
#else
    (void)e;
#endif
}

/* The orthogonaliser X (n x *m, Cartesian rows) of the working basis (spherical.h) from the
 * overlap S: Loewdin, or canonical when eigenvalues are below 1e-7 (then *dropped > 0); Xw
 * (nw x *m) is X in the working basis, *s_min the smallest overlap eigenvalue. Dies when that is
 * below s_min_allowed (atoms on top of each other, a linearly dependent basis). */
static void orthogonaliser(const eri_basis *bs, const double *S, double s_min_allowed,
                           double **X_out, double **Xw_out, int *m_out, int *dropped,
                           double *s_min, FILE *progress)
{
    const int n = bs->nbf, nw = eri_basis_nfunc(bs);
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
        memcpy(U, S, sizeof(double) * n * n);
    }
    int info = eri_syev(nw, U, s);
    if (info != 0)
        die("scf: %s failed on the overlap matrix (info %d)", eri_eigensolver_name(), info);
    if (!(s[0] >= s_min_allowed))
        die("scf: the overlap matrix is too close to singular: smallest eigenvalue %.3e < %.1e "
            "(--s-min); atoms nearly on top of each other or a linearly dependent basis",
            s[0], s_min_allowed);
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
    *s_min = s[0];
    *dropped = first;
    const int m = nw - first;
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
    free(Tw);
    free(U);
    free(s);
    *X_out = X;
    *Xw_out = Xw;
    *m_out = m;
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

/* D = sum_k occ[k] C_k C_k^T from F: C = X C', X^T F X C' = C' e; occ NULL: the nocc lowest
 * orbitals, each 1 (no factor 2). */
static void density_occ(int n, int m, int nocc, const double *occ, const double *F,
                        const double *X, double *D, double *work_nm, double *work_mm,
                        double *eps)
{
    orbitals(n, m, F, X, work_nm, work_mm, eps);
    mm(0, 0, n, m, m, X, m, work_mm, m, work_nm);     /* C = X C' (n x m) */
    for (int l = 0; l < n; l++)
        for (int s = 0; s < n; s++) {
            double d = 0.0;
            for (int k = 0; k < nocc; k++)
                d += (occ ? occ[k] : 1.0) * work_nm[l * m + k] * work_nm[s * m + k];
            D[l * n + s] = d;
        }
}

static void density(int n, int m, int nocc, const double *F, const double *X, double *D,
                    double *work_nm, double *work_mm, double *eps)
{
    density_occ(n, m, nocc, NULL, F, X, D, work_nm, work_mm, eps);
}

/* Occupations (electron pairs, 0..1 per orbital) of `pairs` pairs over m orbitals of ascending
 * energies eps: whole pairs from the bottom; what is left shared evenly by the orbitals
 * degenerate (within 1e-5 hartree) with the highest occupied one. Returns the orbitals occupied. */
static int fractional_occupations(int m, const double *eps, double pairs, double *occ)
{
    int homo = (int)ceil(pairs) - 1;
    if (homo >= m)
        homo = m - 1;
    int g0 = homo, g1 = homo + 1;
    while (g0 > 0 && fabs(eps[g0 - 1] - eps[homo]) < 1e-5)
        g0--;
    while (g1 < m && fabs(eps[g1] - eps[homo]) < 1e-5)
        g1++;
    for (int k = 0; k < m; k++)
        occ[k] = k < g0 ? 1.0 : k < g1 ? (pairs - g0) / (g1 - g0) : 0.0;
    return g1;
}

/* The shells of atom `a` as a basis of their own (functions numbered from 0) and the lone atom
 * as a molecule; *first_bf: the atom's first function in bs. */
static void atom_alone(const eri_molecule *mol, const eri_basis *bs, int a, eri_molecule *am,
                       eri_basis *ab, int *first_bf)
{
    am->natoms = 1;
    am->Z = xmalloc(sizeof(int));
    am->xyz = xmalloc(sizeof(double[3]));
    am->Z[0] = mol->Z[a];
    memcpy(am->xyz[0], mol->xyz[a], sizeof(double[3]));
    ab->shells = xmalloc(sizeof(eri_shell) * (size_t)bs->nshells);
    ab->nshells = ab->nbf = 0;
    ab->pure = bs->pure;
    *first_bf = -1;
    for (int s = 0; s < bs->nshells; s++) {
        if (bs->shells[s].atom != a)
            continue;
        eri_shell sh = bs->shells[s];
        if (*first_bf < 0)
            *first_bf = sh.first_bf;
        sh.atom = 0;
        sh.first_bf = ab->nbf;
        ab->nbf += eri_ncart(sh.l);
        ab->shells[ab->nshells++] = sh;
    }
}

/* Spin-restricted SCF of a lone neutral atom with fractional occupations (see scf.h, guess);
 * its density (no factor 2) into Da (nbf x nbf of the atom's basis). Simple Roothaan steps,
 * averaged with the previous density when the energy rises; converged loosely (1e-6 hartree,
 * 1e-5 in the density): it is a guess. */
static void atomic_density(const eri_molecule *am, const eri_basis *ab, const eri_scf_options *o,
                           double *Da)
{
    const int n = ab->nbf;
    const size_t nn = (size_t)n * n;
    double *S = xmalloc(sizeof(double) * nn), *H = xmalloc(sizeof(double) * nn);
    double *F = xmalloc(sizeof(double) * nn), *J = xmalloc(sizeof(double) * nn);
    double *K = xmalloc(sizeof(double) * nn), *Dn = xmalloc(sizeof(double) * nn);
    eri_overlap(ab, S);
    eri_kinetic(ab, H);
    eri_nuclear(ab, am, F);
    for (size_t i = 0; i < nn; i++)
        H[i] += F[i];
    double *X, *Xw, smin;
    int m, dropped;
    orthogonaliser(ab, S, 0.0, &X, &Xw, &m, &dropped, &smin, NULL);
    double *wnm = xmalloc(sizeof(double) * n * m), *wmm = xmalloc(sizeof(double) * m * m);
    double *eps = xmalloc(sizeof(double) * m), *occ = xmalloc(sizeof(double) * m);
    const double pairs = 0.5 * am->Z[0];
    orbitals(n, m, H, X, wnm, wmm, eps);
    int nocc = fractional_occupations(m, eps, pairs, occ);
    density_occ(n, m, nocc, occ, H, X, Da, wnm, wmm, eps);
    eri_scf_options ao = *o;
    ao.density_screen = 0.0; /* full builds of an atom: nothing to gain */
    if (o->guess_fock)
        ao.fock = o->guess_fock;
    fock_engine e;
    engine_init(&e, ab, &ao);
    double e_old = 0.0;
    for (int it = 0; it < 200; it++) {
        engine_build(&e, Da, J, K);
        double energy = 0.0;
        for (size_t i = 0; i < nn; i++) {
            F[i] = H[i] + 2.0 * J[i] - K[i];
            energy += Da[i] * (H[i] + F[i]);
        }
        orbitals(n, m, F, X, wnm, wmm, eps);
        nocc = fractional_occupations(m, eps, pairs, occ);
        density_occ(n, m, nocc, occ, F, X, Dn, wnm, wmm, eps);
        double change = 0.0;
        const double mix = it > 0 && energy > e_old ? 0.5 : 1.0;
        for (size_t i = 0; i < nn; i++) {
            change = fmax(change, fabs(Dn[i] - Da[i]));
            Da[i] += mix * (Dn[i] - Da[i]);
        }
        if (it > 0 && fabs(energy - e_old) < 1e-6 && change < 1e-5)
            break;
        e_old = energy;
    }
    engine_free(&e);
    if (X != Xw)
        free(X);
    free(Xw); free(S); free(H); free(F); free(J); free(K); free(Dn); free(wnm); free(wmm);
    free(eps); free(occ);
}

/* Superposition of atomic densities into D (nbf x nbf): one atomic SCF per element. */
static void sad_density(const eri_molecule *mol, const eri_basis *bs, const eri_scf_options *o,
                        double *D)
{
    const int n = bs->nbf;
    memset(D, 0, sizeof(double) * (size_t)n * n);
    int *done = xcalloc((size_t)mol->natoms, sizeof(int));
    for (int a = 0; a < mol->natoms; a++) {
        if (done[a])
            continue;
        eri_molecule am;
        eri_basis ab;
        int f0;
        atom_alone(mol, bs, a, &am, &ab, &f0);
        double *Da = xmalloc(sizeof(double) * (size_t)ab.nbf * ab.nbf);
        if (ab.nbf > 0)
            atomic_density(&am, &ab, o, Da);
        for (int b = a; b < mol->natoms; b++) {
            if (mol->Z[b] != mol->Z[a])
                continue;
            eri_molecule bm;
            eri_basis bb;
            int g0;
            atom_alone(mol, bs, b, &bm, &bb, &g0);
            if (bb.nbf == ab.nbf) { /* the same element in the same basis: the same density */
                for (int i = 0; i < ab.nbf; i++)
                    memcpy(D + (size_t)(g0 + i) * n + g0, Da + (size_t)i * ab.nbf,
                           sizeof(double) * ab.nbf);
                done[b] = 1;
            }
            free(bb.shells);
            eri_molecule_free(&bm);
        }
        free(Da);
        free(ab.shells);
        eri_molecule_free(&am);
    }
    free(done);
}

/* The RHF loop's working arrays (n functions, m orbitals, nd DIIS vectors); D and eps go to
 * the result. */
typedef struct {
    double *D, *Dprev, *dD, *J, *K, *dJ, *dK, *F, *Fx, *T1, *T2, *wnm, *wmm, *err, *eps;
    double *dF, *dE, *B, *rhs;
    int *ipiv;
} scf_work;

static void work_alloc(scf_work *w, int n, int m, int nd)
{
    const size_t nn = (size_t)n * n, mm_ = (size_t)m * m;
    double **nn_arrays[] = {&w->D, &w->Dprev, &w->dD, &w->J, &w->K, &w->dJ, &w->dK, &w->F,
                            &w->Fx, &w->T1, &w->T2};
    for (size_t i = 0; i < sizeof nn_arrays / sizeof *nn_arrays; i++)
        *nn_arrays[i] = xcalloc(nn, sizeof(double));
    w->wnm = xmalloc(sizeof(double) * n * m);
    w->wmm = xmalloc(sizeof(double) * mm_);
    w->err = xmalloc(sizeof(double) * mm_);
    w->eps = xmalloc(sizeof(double) * m);
    w->dF = xmalloc(sizeof(double) * nn * (nd ? nd : 1));
    w->dE = xmalloc(sizeof(double) * mm_ * (nd ? nd : 1));
    w->B = xmalloc(sizeof(double) * (nd + 1) * (nd + 1));
    w->rhs = xmalloc(sizeof(double) * (nd + 1));
    w->ipiv = xmalloc(sizeof(int) * (nd + 1));
}

static void work_free(scf_work *w)
{
    free(w->Dprev); free(w->dD); free(w->J); free(w->K); free(w->dJ); free(w->dK); free(w->F);
    free(w->Fx); free(w->T1); free(w->T2); free(w->wnm); free(w->wmm); free(w->err); free(w->dF);
    free(w->dE); free(w->B); free(w->rhs); free(w->ipiv);
}

/* J, K of w->D: a build of D itself, or of the change since the last build added to the last
 * J, K (incremental). */
static void fock_update(fock_engine *e, scf_work *w, size_t nn, int full)
{
    if (full) {
        engine_build(e, w->D, w->J, w->K);
    } else {
        for (size_t i = 0; i < nn; i++)
            w->dD[i] = w->D[i] - w->Dprev[i];
        engine_build(e, w->dD, w->dJ, w->dK);
        for (size_t i = 0; i < nn; i++) {
            w->J[i] += w->dJ[i];
            w->K[i] += w->dK[i];
        }
    }
    memcpy(w->Dprev, w->D, sizeof(double) * nn);
}

/* Pulay DIIS: stores F and its error, returns the extrapolated Fock matrix (w->Fx) or F when
 * the B matrix stays singular. */
static const double *diis(scf_work *w, int n, int m, int nd, int *ndiis, const double *F)
{
    const size_t nn = (size_t)n * n, mm_ = (size_t)m * m;
    if (*ndiis == nd) { /* drop the oldest */
        memmove(w->dF, w->dF + nn, sizeof(double) * nn * (nd - 1));
        memmove(w->dE, w->dE + mm_, sizeof(double) * mm_ * (nd - 1));
        (*ndiis)--;
    }
    memcpy(w->dF + nn * *ndiis, F, sizeof(double) * nn);
    memcpy(w->dE + mm_ * *ndiis, w->err, sizeof(double) * mm_);
    (*ndiis)++;
    int info;
    for (;;) {
        const int nb = *ndiis + 1;
        for (int i = 0; i < *ndiis; i++)
            for (int j = 0; j <= i; j++) {
                double b = 0.0;
                for (size_t k = 0; k < mm_; k++)
                    b += w->dE[i * mm_ + k] * w->dE[j * mm_ + k];
                w->B[i * nb + j] = w->B[j * nb + i] = b;
            }
        for (int i = 0; i < *ndiis; i++) {
            w->B[i * nb + *ndiis] = w->B[*ndiis * nb + i] = -1.0;
            w->rhs[i] = 0.0;
        }
        w->B[*ndiis * nb + *ndiis] = 0.0;
        w->rhs[*ndiis] = -1.0;
        info = LAPACKE_dgesv(LAPACK_ROW_MAJOR, nb, 1, w->B, nb, w->ipiv, w->rhs, 1);
        if (info == 0 || *ndiis == 1)
            break;
        /* singular B: forget the oldest vector and retry */
        memmove(w->dF, w->dF + nn, sizeof(double) * nn * (*ndiis - 1));
        memmove(w->dE, w->dE + mm_, sizeof(double) * mm_ * (*ndiis - 1));
        (*ndiis)--;
    }
    if (info != 0)
        return F;
    memset(w->Fx, 0, sizeof(double) * nn);
    for (int i = 0; i < *ndiis; i++)
        for (size_t k = 0; k < nn; k++)
            w->Fx[k] += w->rhs[i] * w->dF[nn * i + k];
    return w->Fx;
}

/* max |X^T (F D S - S D F) X| into w->err (m x m); returns the largest element. */
static double diis_error(scf_work *w, int n, int m, const double *S, const double *X)
{
    mm(0, 0, n, n, n, w->F, n, w->D, n, w->T1);   /* F D */
    mm(0, 0, n, n, n, w->T1, n, S, n, w->T2);     /* F D S */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            w->T1[i * n + j] = w->T2[i * n + j] - w->T2[j * n + i]; /* S D F = (F D S)^T */
    mm(0, 0, n, m, n, w->T1, n, X, m, w->wnm);
    mm(1, 0, m, m, n, X, m, w->wnm, m, w->err);
    double emax = 0.0;
    for (int i = 0; i < m * m; i++)
        emax = fmax(emax, fabs(w->err[i]));
    return emax;
}

int eri_rhf(const eri_molecule *mol, const eri_basis *bs, const eri_scf_options *opts_in,
            eri_scf_result *res, FILE *progress)
{
    eri_scf_options o;
    if (opts_in)
        o = *opts_in;
    else
        eri_scf_defaults(&o);
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
    free(V);
    const double enuc = eri_nuclear_repulsion(mol);
    double *X, *Xw;
    int m;
    orthogonaliser(bs, S, o.s_min, &X, &Xw, &m, &res->dropped, &res->s_min_eigenvalue, progress);
    const int nw = eri_basis_nfunc(bs);
    if (m < nocc)
        die("scf: %d occupied orbitals but only %d linearly independent basis functions", nocc, m);

    const int nd = o.diis_vectors > 0 ? o.diis_vectors : 0;
    scf_work w;
    work_alloc(&w, n, m, nd);
    int ndiis = 0;
    const double t_guess = wall_seconds();
    if (o.guess == ERI_GUESS_SAD)
        sad_density(mol, bs, &o, w.D);
    else
        density(n, m, nocc, H, X, w.D, w.wnm, w.wmm, w.eps); /* core-Hamiltonian guess */
    res->guess_seconds = wall_seconds() - t_guess;
    if (progress)
        fprintf(progress, "guess: %s, %.3f s\n", o.guess == ERI_GUESS_SAD ?
                "superposition of atomic densities" : "core Hamiltonian", res->guess_seconds);
    fock_engine engine;
    engine_init(&engine, bs, &o);
    /* early phase: looser screening until the DIIS error is below early_until */
    int early = o.early_screen > o.screen;
    if (early)
        engine_screening(&engine, o.early_screen, o.density_screen > 0 ? o.early_screen : 0.0);
    double e_old = 0.0, energy = 0.0, tfock = 0.0;
    int iter, converged = 0, last_full = 0, switched = 0;
    double *iter_seconds = xmalloc(sizeof(double) * o.max_iter);
    for (iter = 1; iter <= o.max_iter; iter++) {
        const double t0 = wall_seconds();
        const int full = !o.incremental || iter == 1 || switched ||
                         (o.full_every > 0 && iter - last_full >= o.full_every);
        if (full)
            last_full = iter;
        const int was_early = early;
        switched = 0;
        fock_update(&engine, &w, nn, full);
        const double t_fock = wall_seconds() - t0;
        tfock += t_fock;
        double e1 = 0.0;
        for (size_t i = 0; i < nn; i++) {
            w.F[i] = H[i] + 2.0 * w.J[i] - w.K[i];
            e1 += w.D[i] * (H[i] + w.F[i]);
        }
        energy = e1 + enuc;
        const double emax = diis_error(&w, n, m, S, X);
        const double delta = energy - e_old;
        iter_seconds[iter - 1] = wall_seconds() - t0;
        if (progress) {
            fprintf(progress, "scf iter %3d  E = %.12f  dE = %10.3e  DIIS err = %9.3e  fock %.3f s%s%s\n",
                    iter, energy, delta, emax, t_fock, full ? "" : " (incremental)",
                    was_early ? " (early screening)" : "");
            fflush(progress);
        }
        if (!was_early && fabs(delta) < o.e_conv && emax < o.d_conv) {
            converged = 1;
            break;
        }
        if (early && emax < o.early_until) { /* from now on the final screening, from a full build */
            early = 0;
            switched = 1;
            engine_screening(&engine, o.screen, o.density_screen);
        }
        e_old = energy;
        const double *Fuse = nd ? diis(&w, n, m, nd, &ndiis, w.F) : w.F;
        density(n, m, nocc, Fuse, X, w.D, w.wnm, w.wmm, w.eps);
    }
    engine_free(&engine);
    /* Final orbitals of the last Fock matrix; their density for the properties. */
    density(n, m, nocc, w.F, X, w.D, w.wnm, w.wmm, w.eps);
    res->nfunc = nw;
    res->nmo = m;
    res->mo_energy = w.eps;
    res->mo_coef = xmalloc(sizeof(double) * nw * m);
    mm(0, 0, nw, m, m, Xw, m, w.wmm, m, res->mo_coef); /* C_w = X_w C' */
    res->density = w.D;
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
    free(Xw);
    free(S);
    free(H);
    work_free(&w);
    return converged;
}
