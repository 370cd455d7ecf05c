/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/eri.yaml
 * template:  templates/kernels/eri/eri_classes.c.j2
 * flavour:   plain
 * max_l:     2 (d)
 * classes:   21
 * precision: double
 * screening: schwarz 1e-12, primitive 1e-3 x threshold
 * digestion: bra-block, ket_block 8
 * tunables:  defaults
 */
#include "eri_kernels.h"

/* Every generated quartet class, in class-index order (eri_class_index). */
const eri_class_desc eri_class_table[ERI_NCLASSES] = {
    {"ssss", {0, 0, 0, 0}, 1, eri_quartet_ssss, eri_fock_ssss},
    {"psss", {1, 0, 0, 0}, 3, eri_quartet_psss, eri_fock_psss},
    {"psps", {1, 0, 1, 0}, 9, eri_quartet_psps, eri_fock_psps},
    {"ppss", {1, 1, 0, 0}, 9, eri_quartet_ppss, eri_fock_ppss},
    {"ppps", {1, 1, 1, 0}, 27, eri_quartet_ppps, eri_fock_ppps},
    {"pppp", {1, 1, 1, 1}, 81, eri_quartet_pppp, eri_fock_pppp},
    {"dsss", {2, 0, 0, 0}, 6, eri_quartet_dsss, eri_fock_dsss},
    {"dsps", {2, 0, 1, 0}, 18, eri_quartet_dsps, eri_fock_dsps},
    {"dspp", {2, 0, 1, 1}, 54, eri_quartet_dspp, eri_fock_dspp},
    {"dsds", {2, 0, 2, 0}, 36, eri_quartet_dsds, eri_fock_dsds},
    {"dpss", {2, 1, 0, 0}, 18, eri_quartet_dpss, eri_fock_dpss},
    {"dpps", {2, 1, 1, 0}, 54, eri_quartet_dpps, eri_fock_dpps},
    {"dppp", {2, 1, 1, 1}, 162, eri_quartet_dppp, eri_fock_dppp},
    {"dpds", {2, 1, 2, 0}, 108, eri_quartet_dpds, eri_fock_dpds},
    {"dpdp", {2, 1, 2, 1}, 324, eri_quartet_dpdp, eri_fock_dpdp},
    {"ddss", {2, 2, 0, 0}, 36, eri_quartet_ddss, eri_fock_ddss},
    {"ddps", {2, 2, 1, 0}, 108, eri_quartet_ddps, eri_fock_ddps},
    {"ddpp", {2, 2, 1, 1}, 324, eri_quartet_ddpp, eri_fock_ddpp},
    {"ddds", {2, 2, 2, 0}, 216, eri_quartet_ddds, eri_fock_ddds},
    {"dddp", {2, 2, 2, 1}, 648, eri_quartet_dddp, eri_fock_dddp},
    {"dddd", {2, 2, 2, 2}, 1296, eri_quartet_dddd, eri_fock_dddd},
};
