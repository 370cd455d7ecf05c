/* Nuclei: element symbols, valence numbers, the m-states of the model space. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "shellmodel.h"

static const char *const symbols[] = {
    "H",  "He", "Li", "Be", "B",  "C",  "N",  "O",  "F",  "Ne", "Na", "Mg", "Al", "Si", "P",  "S",
    "Cl", "Ar", "K",  "Ca", "Sc", "Ti", "V",  "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn", "Ga", "Ge",
    "As", "Se", "Br", "Kr", "Rb", "Sr", "Y",  "Zr", "Nb", "Mo", "Tc", "Ru", "Rh", "Pd", "Ag", "Cd",
    "In", "Sn", "Sb", "Te", "I",  "Xe", "Cs", "Ba", "La", "Ce", "Pr", "Nd", "Pm", "Sm", "Eu", "Gd",
    "Tb", "Dy", "Ho", "Er", "Tm", "Yb", "Lu", "Hf", "Ta", "W",  "Re", "Os", "Ir", "Pt", "Au", "Hg",
    "Tl", "Pb", "Bi", "Po", "At", "Rn", "Fr", "Ra", "Ac", "Th", "Pa", "U"};
#define N_SYMBOLS ((int)(sizeof symbols / sizeof symbols[0]))

int sm_element_z(const char *symbol)
{
    for (int z = 1; z <= N_SYMBOLS; ++z)
        if (strcasecmp(symbol, symbols[z - 1]) == 0)
            return z;
    return -1;
}

const char *sm_element_symbol(int z)
{
    return z >= 1 && z <= N_SYMBOLS ? symbols[z - 1] : "?";
}

/* "24Mg" or "Mg24" -> Z and A; -1 if neither */
static int parse_nucleus(const char *name, int *Z, int *A)
{
    char sym[8] = "";
    int a = 0, consumed = 0;
    if (sscanf(name, "%d%7[A-Za-z]%n", &a, sym, &consumed) == 2 && name[consumed] == 0)
        ;
    else if (sscanf(name, "%7[A-Za-z]%d%n", sym, &a, &consumed) == 2 && name[consumed] == 0)
        ;
    else
        return -1;
    *Z = sm_element_z(sym);
    *A = a;
    return *Z > 0 && a > 0 ? 0 : -1;
}

int sm_space_init(sm_space *s, const sm_interaction *it, const char *name, int z, int n,
                  int M2, int parity, char *err, size_t err_len)
{
    memset(s, 0, sizeof *s);
    if (name) {
        int Z, A;
        if (parse_nucleus(name, &Z, &A)) {
            snprintf(err, err_len, "--nucleus %s: expected a mass number and an element symbol, e.g. 24Mg",
                     name);
            return -1;
        }
        z = Z - it->core_z, n = A - Z - it->core_n;
    }
    int cap_p = 0, cap_n = 0;
    for (int k = 0; k < it->n_orbits; ++k) {
        const sm_orbit *o = &it->orbit[k];
        for (int m = -o->j2; m <= o->j2; m += 2) {
            s->orbit[s->n_sp] = k, s->m2[s->n_sp] = m, s->j2[s->n_sp] = o->j2;
            s->par[s->n_sp] = o->l % 2 ? -1 : 1;
            ++s->n_sp;
        }
        *(o->tz < 0 ? &cap_p : &cap_n) += o->j2 + 1;
    }
    s->n_sp_p = cap_p;
    char label[64];
    if (name)
        snprintf(label, sizeof label, "%s", name);
    else
        snprintf(label, sizeof label, "Z = %d, N = %d valence", z, n);
    if (z < 0 || n < 0 || z > cap_p || n > cap_n) {
        snprintf(err, err_len,
                 "%s: outside the model space of %s: %d valence protons and %d valence neutrons over "
                 "the core Z = %d, N = %d; the space holds 0..%d protons and 0..%d neutrons",
                 label, it->path, z, n, it->core_z, it->core_n, cap_p, cap_n);
        return -1;
    }
    if (z + n == 0) {
        snprintf(err, err_len, "%s: no valence nucleons (the core itself)", label);
        return -1;
    }
    s->z = z, s->n = n, s->A = it->core_z + it->core_n + z + n;
    s->M2 = M2 == INT_MIN ? (z + n) % 2 : M2;
    if ((s->M2 + z + n) % 2) {
        snprintf(err, err_len, "2M = %d: must be %s for %d valence nucleons", s->M2,
                 (z + n) % 2 ? "odd" : "even", z + n);
        return -1;
    }
    if (parity) {
        s->parity = parity;
        return 0;
    }
    s->parity = 1;
    if (sm_basis_dimension(s) == 0)
        s->parity = -1;
    return 0;
}
