/* .xyz molecules and Gaussian94 basis sets; see basis_io.h. */
#include "basis_io.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eri_internal.h"
#include "util.h"

static const char *const ELEMENTS[] = {
    "?", "H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg", "Al", "Si", "P",
    "S", "Cl", "Ar", "K", "Ca", "Sc", "Ti", "V", "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn",
    "Ga", "Ge", "As", "Se", "Br", "Kr", "Rb", "Sr", "Y", "Zr", "Nb", "Mo", "Tc", "Ru", "Rh",
    "Pd", "Ag", "Cd", "In", "Sn", "Sb", "Te", "I", "Xe", "Cs", "Ba", "La", "Ce", "Pr", "Nd",
    "Pm", "Sm", "Eu", "Gd", "Tb", "Dy", "Ho", "Er", "Tm", "Yb", "Lu", "Hf", "Ta", "W", "Re",
    "Os", "Ir", "Pt", "Au", "Hg", "Tl", "Pb", "Bi", "Po", "At", "Rn", "Fr", "Ra", "Ac", "Th",
    "Pa", "U", "Np", "Pu", "Am", "Cm", "Bk", "Cf", "Es", "Fm", "Md", "No", "Lr", "Rf", "Db",
    "Sg", "Bh", "Hs", "Mt", "Ds", "Rg", "Cn", "Nh", "Fl", "Mc", "Lv", "Ts", "Og"};
#define NELEM ((int)(sizeof ELEMENTS / sizeof ELEMENTS[0]) - 1)

int eri_element_z(const char *s)
{
    for (int z = 1; z <= NELEM; z++) {
        const char *e = ELEMENTS[z];
        if (tolower((unsigned char)s[0]) == tolower((unsigned char)e[0]) &&
            tolower((unsigned char)s[1]) == tolower((unsigned char)e[1]) &&
            (e[1] == 0 || s[2] == 0))
            return z;
    }
    return 0;
}

const char *eri_element_symbol(int Z) { return Z >= 1 && Z <= NELEM ? ELEMENTS[Z] : "?"; }

/* ---- small text helpers ------------------------------------------------------------ */

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die("%s: cannot open", path);
    size_t cap = 1 << 16, n = 0;
    char *buf = xmalloc(cap);
    size_t got;
    while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb)
                die("%s: out of memory reading the file", path);
            buf = nb;
        }
    }
    if (ferror(f))
        die("%s: read error", path);
    fclose(f);
    buf[n] = 0;
    return buf;
}

/* Next line of *text (NUL-terminated in place, trailing CR/space stripped); NULL at end. */
static char *next_line(char **text)
{
    char *s = *text;
    if (!s || !*s)
        return NULL;
    char *e = strchr(s, '\n');
    if (e) {
        *e = 0;
        *text = e + 1;
    } else {
        *text = s + strlen(s);
    }
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
    while (isspace((unsigned char)*s))
        s++;
    return s;
}

/* Split a line into at most max whitespace-separated tokens; returns the count (may exceed max). */
static int split(char *s, char **tok, int max)
{
    int n = 0;
    for (char *p = strtok(s, " \t"); p; p = strtok(NULL, " \t")) {
        if (n < max)
            tok[n] = p;
        n++;
    }
    return n;
}

/* A Fortran-style real ("1.0D+00" allowed); dies naming file:line and what. */
static double number(const char *tok, const char *file, int line, const char *what)
{
    char buf[64];
    size_t n = strlen(tok);
    if (n == 0 || n >= sizeof buf)
        die("%s:%d: bad %s '%s'", file, line, what, tok);
    for (size_t i = 0; i <= n; i++)
        buf[i] = (tok[i] == 'D' || tok[i] == 'd') ? 'E' : tok[i];
    char *end;
    double v = strtod(buf, &end);
    if (*end || !isfinite(v))
        die("%s:%d: bad %s '%s'", file, line, what, tok);
    return v;
}

/* ---- molecules --------------------------------------------------------------------- */

/* Two nuclei at one point give an infinite nuclear repulsion and identical basis functions:
 * refuse them here, naming both lines (atom a is on line a + 3). */
static void check_no_coincident_atoms(const eri_molecule *mol, const char *name)
{
    for (int a = 1; a < mol->natoms; a++)
        for (int b = 0; b < a; b++) {
            double r2 = 0.0;
            for (int x = 0; x < 3; x++)
                r2 += (mol->xyz[a][x] - mol->xyz[b][x]) * (mol->xyz[a][x] - mol->xyz[b][x]);
            if (r2 < ERI_MIN_ATOM_DISTANCE * ERI_MIN_ATOM_DISTANCE)
                die("%s:%d: atom %d (%s) is %.3g bohr from atom %d (%s, line %d); atoms closer "
                    "than %g bohr are taken as coincident", name, a + 3, a + 1,
                    ELEMENTS[mol->Z[a]], sqrt(r2), b + 1, ELEMENTS[mol->Z[b]], b + 3,
                    ERI_MIN_ATOM_DISTANCE);
        }
}

void eri_parse_xyz(const char *text_in, const char *name, eri_molecule *mol)
{
    char *text = xmalloc(strlen(text_in) + 1), *cur = text;
    strcpy(text, text_in);
    char *tok[5], *s;
    int line = 1;
    if (!(s = next_line(&cur)) || split(s, tok, 5) != 1)
        die("%s:1: expected the number of atoms on the first line", name);
    char *end;
    long n = strtol(tok[0], &end, 10);
    if (*end || n <= 0 || n > 1000000)
        die("%s:1: bad atom count '%s'", name, tok[0]);
    if (!next_line(&cur))
        die("%s: file ends before the comment line (line 2)", name);
    line = 2;
    mol->natoms = (int)n;
    mol->Z = xmalloc(sizeof(int) * n);
    mol->xyz = xmalloc(sizeof(double[3]) * n);
    for (int a = 0; a < n; a++) {
        if (!(s = next_line(&cur)))
            die("%s: file ends after %d of the %ld atoms announced on line 1", name, a, n);
        line++;
        int nt = split(s, tok, 5);
        if (nt != 4)
            die("%s:%d: expected 'Element x y z' (Angstrom), got %d fields", name, line, nt);
        int z = eri_element_z(tok[0]);
        if (!z)
            die("%s:%d: unknown element '%s'", name, line, tok[0]);
        mol->Z[a] = z;
        for (int x = 0; x < 3; x++) {
            mol->xyz[a][x] = number(tok[1 + x], name, line, "coordinate") / ERI_BOHR_ANGSTROM;
            if (!isfinite(mol->xyz[a][x]))
                die("%s:%d: coordinate '%s' Angstrom overflows in bohr", name, line, tok[1 + x]);
        }
    }
    while ((s = next_line(&cur))) {
        line++;
        if (*s)
            die("%s:%d: more atom lines than the %ld announced on line 1", name, line, n);
    }
    free(text);
    check_no_coincident_atoms(mol, name);
}

void eri_read_xyz(const char *path, eri_molecule *mol)
{
    char *text = read_file(path);
    eri_parse_xyz(text, path, mol);
    free(text);
}

void eri_molecule_free(eri_molecule *mol)
{
    free(mol->Z);
    free(mol->xyz);
    mol->Z = NULL;
    mol->xyz = NULL;
    mol->natoms = 0;
}

int eri_molecule_electrons(const eri_molecule *mol)
{
    int n = 0;
    for (int a = 0; a < mol->natoms; a++)
        n += mol->Z[a];
    return n;
}

/* ---- Gaussian94 basis files --------------------------------------------------------- */

typedef struct {
    int Z, l, nprim, line; /* l = -1: an SP (L) shell */
    double *exp, *c, *cp;  /* cp: the p coefficients of an SP shell */
} gbs_shell;

typedef struct {
    int n, cap;
    gbs_shell *sh;
    int pure; /* the file's "spherical" header */
} gbs_file;

static int shell_letter(const char *t)
{
    static const char L[] = "SPDFGHI";
    if ((t[0] == 'S' || t[0] == 's') && (t[1] == 'P' || t[1] == 'p') && !t[2])
        return -1;
    if ((t[0] == 'L' || t[0] == 'l') && !t[1])
        return -1;
    const char *p = t[0] && !t[1] ? strchr(L, toupper((unsigned char)t[0])) : NULL;
    return p ? (int)(p - L) : -2;
}

/* Parses the text of a .gbs file (modified in place); path names it in messages. */
static void parse_gbs(char *text, const char *path, gbs_file *g)
{
    char *cur = text, *s, *tok[6];
    int line = 0, Z = 0; /* Z = 0: expecting an element header */
    int seen[NELEM + 1] = {0};
    g->n = g->cap = 0;
    g->sh = NULL;
    g->pure = 0;
    while ((s = next_line(&cur))) {
        line++;
        if (!*s || *s == '!')
            continue;
        if (!strcmp(s, "cartesian") || !strcmp(s, "spherical")) {
            g->pure = !strcmp(s, "spherical");
            continue;
        }
        if (!strncmp(s, "****", 4)) {
            Z = 0;
            continue;
        }
        int nt = split(s, tok, 6);
        if (Z == 0) {
            if (nt != 2 || strcmp(tok[1], "0"))
                die("%s:%d: expected an element header 'Symbol 0'", path, line);
            Z = eri_element_z(tok[0]);
            if (!Z)
                die("%s:%d: unknown element '%s'", path, line, tok[0]);
            if (seen[Z])
                die("%s:%d: second entry for element %s", path, line, ELEMENTS[Z]);
            seen[Z] = 1;
            continue;
        }
        int l = shell_letter(tok[0]);
        if (l == -2 || nt != 3)
            die("%s:%d: expected a shell line 'S|P|D|F|SP nprim scale', got '%s'", path, line,
                tok[0]);
        char *end;
        long np = strtol(tok[1], &end, 10);
        if (*end || np <= 0 || np > 1000)
            die("%s:%d: bad primitive count '%s'", path, line, tok[1]);
        double scale = number(tok[2], path, line, "scale factor");
        if (g->n == g->cap) {
            g->cap = g->cap ? 2 * g->cap : 64;
            gbs_shell *ns = realloc(g->sh, sizeof(gbs_shell) * g->cap);
            if (!ns)
                die("%s: out of memory", path);
            g->sh = ns;
        }
        gbs_shell *sh = &g->sh[g->n++];
        sh->Z = Z;
        sh->l = l;
        sh->nprim = (int)np;
        sh->line = line;
        sh->exp = xmalloc(sizeof(double) * np);
        sh->c = xmalloc(sizeof(double) * np);
        sh->cp = xmalloc(sizeof(double) * np);
        const int want = l == -1 ? 3 : 2;
        for (int p = 0; p < np; p++) {
            do {
                s = next_line(&cur);
                line++;
            } while (s && (!*s || *s == '!'));
            if (!s)
                die("%s:%d: file ends inside the shell of line %d (%d of %ld primitives read)",
                    path, line, sh->line, p, np);
            nt = split(s, tok, 6);
            if (nt != want)
                die("%s:%d: expected %d numbers (exponent, coefficient%s), got %d fields", path,
                    line, want, want == 3 ? "s of s and p" : "", nt);
            sh->exp[p] = number(tok[0], path, line, "exponent") * scale * scale;
            if (!(sh->exp[p] > 0.0) || !isfinite(sh->exp[p]))
                die("%s:%d: exponent must be positive and finite (got '%s' with scale factor %g)",
                    path, line, tok[0], scale);
            sh->c[p] = number(tok[1], path, line, "coefficient");
            sh->cp[p] = want == 3 ? number(tok[2], path, line, "coefficient") : 0.0;
        }
    }
}

static void free_gbs(gbs_file *g)
{
    for (int i = 0; i < g->n; i++) {
        free(g->sh[i].exp);
        free(g->sh[i].c);
        free(g->sh[i].cp);
    }
    free(g->sh);
}

static double double_factorial(int n) /* n!! for n >= -1 */
{
    double r = 1.0;
    for (int k = n; k > 1; k -= 2)
        r *= k;
    return r;
}

double eri_primitive_norm(int l, double alpha)
{
    return sqrt(pow(2.0, l) * pow(2.0 * alpha, l + 1.5) /
                (pow(ERI_PI, 1.5) * double_factorial(2 * l - 1)));
}

void eri_normalize_shell(eri_shell *sh)
{
    const int l = sh->l;
    const double pi32 = pow(ERI_PI, 1.5), df = double_factorial(2 * l - 1);
    for (int p = 0; p < sh->nprim; p++)
        sh->coef[p] *= eri_primitive_norm(l, sh->exp[p]);
    double norm = 0.0; /* <x^l|x^l> of the contraction */
    for (int p = 0; p < sh->nprim; p++)
        for (int q = 0; q < sh->nprim; q++)
            norm += df * pi32 * sh->coef[p] * sh->coef[q] /
                    (pow(2.0, l) * pow(sh->exp[p] + sh->exp[q], l + 1.5));
    const double f = 1.0 / sqrt(norm);
    for (int p = 0; p < sh->nprim; p++)
        sh->coef[p] *= f;
}

static int file_exists(const char *path)
{
    FILE *f = fopen(path, "r");
    if (f)
        fclose(f);
    return f != NULL;
}

char *eri_basis_path(const char *name)
{
    size_t n = strlen(name);
    if (strchr(name, '/') || (n > 4 && !strcmp(name + n - 4, ".gbs"))) {
        if (!file_exists(name))
            die("basis file '%s' not found", name);
        char *p = xmalloc(n + 1);
        strcpy(p, name);
        return p;
    }
    static const char *const ALIASES[][2] = {
        {"sto-3g", "sto-3g"},   {"6-31g(d)", "6-31gs"}, {"6-31g*", "6-31gs"},
        {"6-31gs", "6-31gs"},   {"cc-pvdz", "cc-pvdz"},
    };
    char lower[64];
    if (n >= sizeof lower)
        die("unknown basis '%s' (known: sto-3g, 6-31g(d), cc-pvdz, or a path to a .gbs file)",
            name);
    for (size_t i = 0; i <= n; i++)
        lower[i] = (char)tolower((unsigned char)name[i]);
    const char *file = NULL;
    for (size_t i = 0; i < sizeof ALIASES / sizeof ALIASES[0]; i++)
        if (!strcmp(lower, ALIASES[i][0]))
            file = ALIASES[i][1];
    if (!file)
        die("unknown basis '%s' (known: sto-3g, 6-31g(d), cc-pvdz, or a path to a .gbs file)",
            name);
    /* data/basis: $ERI_BASIS_DIR, ./data/basis, then the source tree of this file. */
    char src_root[4096] = "";
    const char *me = __FILE__, *tail = strstr(me, "runtime/eri/basis_io.c");
    if (tail && (size_t)(tail - me) < sizeof src_root - 16) {
        memcpy(src_root, me, (size_t)(tail - me));
        src_root[tail - me] = 0;
        strcat(src_root, "data/basis");
    }
    const char *dirs[3] = {getenv("ERI_BASIS_DIR"), "data/basis", src_root[0] ? src_root : NULL};
    for (int d = 0; d < 3; d++) {
        if (!dirs[d] || !*dirs[d])
            continue;
        size_t len = strlen(dirs[d]) + strlen(file) + 8;
        char *p = xmalloc(len);
        snprintf(p, len, "%s/%s.gbs", dirs[d], file);
        if (file_exists(p))
            return p;
        free(p);
    }
    die("basis '%s': %s.gbs not found in $ERI_BASIS_DIR, ./data/basis or %s", name, file,
        src_root[0] ? src_root : "the source tree");
}

/* The shells of basis `name` (read from `path`) for every atom of mol. */
static void basis_from_gbs(const gbs_file *g, const char *name, const char *path,
                           const eri_molecule *mol, eri_basis *bs)
{
    int cap = 0;
    for (int a = 0; a < mol->natoms; a++) {
        int found = 0;
        for (int i = 0; i < g->n; i++)
            if (g->sh[i].Z == mol->Z[a]) {
                found = 1;
                cap += g->sh[i].l == -1 ? 2 : 1;
            }
        if (!found)
            die("basis '%s' (%s) has no entry for element %s (atom %d)", name, path,
                ELEMENTS[mol->Z[a]], a + 1);
    }
    bs->shells = xcalloc((size_t)cap, sizeof(eri_shell));
    bs->nshells = 0;
    bs->nbf = 0;
    bs->pure = g->pure;
    for (int a = 0; a < mol->natoms; a++)
        for (int i = 0; i < g->n; i++) {
            const gbs_shell *gs = &g->sh[i];
            if (gs->Z != mol->Z[a])
                continue;
            if (gs->l > ERI_MAX_L)
                die("%s:%d: %c shell of %s: angular momentum above d is not supported "
                    "(ERI_MAX_L = %d)", path, gs->line, "SPDFGHI"[gs->l], ELEMENTS[gs->Z],
                    ERI_MAX_L);
            if (gs->nprim > ERI_MAX_PRIM)
                die("%s:%d: shell of %s has %d primitives, more than ERI_MAX_PRIM = %d", path,
                    gs->line, ELEMENTS[gs->Z], gs->nprim, ERI_MAX_PRIM);
            for (int part = 0; part < (gs->l == -1 ? 2 : 1); part++) {
                eri_shell *sh = &bs->shells[bs->nshells++];
                sh->l = gs->l == -1 ? part : gs->l;
                sh->nprim = gs->nprim;
                for (int p = 0; p < gs->nprim; p++) {
                    sh->exp[p] = gs->exp[p];
                    sh->coef[p] = (gs->l == -1 && part == 1) ? gs->cp[p] : gs->c[p];
                }
                for (int x = 0; x < 3; x++)
                    sh->center[x] = mol->xyz[a][x];
                sh->atom = a;
                sh->first_bf = bs->nbf;
                bs->nbf += eri_ncart(sh->l);
                eri_normalize_shell(sh);
                for (int p = 0; p < sh->nprim; p++)
                    if (!isfinite(sh->coef[p]))
                        die("%s:%d: %c shell of %s cannot be normalised (coefficients all zero, "
                            "or exponents too large or small)", path, gs->line, "SPD"[sh->l],
                            ELEMENTS[gs->Z]);
            }
        }
}

void eri_load_basis(const char *name, const eri_molecule *mol, eri_basis *bs)
{
    char *path = eri_basis_path(name);
    char *text = read_file(path);
    gbs_file g;
    parse_gbs(text, path, &g);
    free(text);
    basis_from_gbs(&g, name, path, mol, bs);
    free_gbs(&g);
    free(path);
}

void eri_parse_basis(const char *text_in, const char *name, const eri_molecule *mol,
                     eri_basis *bs)
{
    char *text = xmalloc(strlen(text_in) + 1);
    strcpy(text, text_in);
    gbs_file g;
    parse_gbs(text, name, &g);
    free(text);
    basis_from_gbs(&g, name, name, mol, bs);
    free_gbs(&g);
}

void eri_basis_free(eri_basis *bs)
{
    free(bs->shells);
    bs->shells = NULL;
    bs->nshells = bs->nbf = 0;
}
