/* libFuzzer target: KSHELL .snt interactions (runtime/shellmodel/snt.c). A read either fails
 * with one line naming the file, or gives orbits that fit the 64-bit m-state masks (protons
 * first, 2j = 2l +- 1), finite one-body elements, and finite two-body elements stored in both
 * hermitian orders with the line that gave them. */
#include <math.h>
#include <stdlib.h>

#include "fuzz_support.h"
#include "shellmodel/shellmodel.h"

#define NAME "fuzz.snt"

static void check_interaction(const sm_interaction *it)
{
    int m_states = 0;
    if (it->n_orbits < 1 || it->n_orbits > SM_MAX_ORBITS ||
        it->n_proton_orbits + it->n_neutron_orbits != it->n_orbits)
        fuzz_fail("%d + %d orbits", it->n_proton_orbits, it->n_neutron_orbits);
    for (int k = 0; k < it->n_orbits; k++) {
        const sm_orbit *o = &it->orbit[k];
        if (o->j2 < 1 || o->j2 > it->j2_max || (o->j2 != 2 * o->l + 1 && o->j2 != 2 * o->l - 1) ||
            o->tz != (k < it->n_proton_orbits ? -1 : 1))
            fuzz_fail("orbit %d: l = %d, 2j = %d, 2tz = %d", k + 1, o->l, o->j2, o->tz);
        m_states += o->j2 + 1;
    }
    if (m_states > SM_MAX_MSTATES)
        fuzz_fail("%d m-states", m_states);
    const int n = it->n_orbits;
    for (int i = 0; i < n * n; i++)
        if (!isfinite(it->spe[i]))
            fuzz_fail("one-body element %d %d: %g", i / n + 1, i % n + 1, it->spe[i]);
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++)
            for (int c = 0; c < n; c++)
                for (int d = 0; d < n; d++)
                    for (int J = 0; J <= it->j2_max; J++) {
                        const double v = sm_tbme_get(it, a, b, c, d, J);
                        if (!isfinite(v) || v != sm_tbme_get(it, c, d, a, b, J))
                            fuzz_fail("TBME %d %d %d %d J = %d: %g, mirror %g", a + 1, b + 1,
                                      c + 1, d + 1, J, v, sm_tbme_get(it, c, d, a, b, J));
                    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size), err[512] = "";
    sm_interaction it;
    if (sm_read_snt_text(NAME, text, &it, err, sizeof err) == 0) {
        check_interaction(&it);
        sm_interaction_free(&it);
    } else {
        fuzz_check_error(err, NAME);
    }
    free(text);
    fuzz_check_all_freed();
    return 0;
}
