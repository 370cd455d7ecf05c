#!/usr/bin/python3
"""Regenerate the RHF reference energies of tests/python/test_eri_scf.py with psi4.

    apt-get install psi4 psi4-data        # Debian 12: psi4 1:1.3.2+dfsg-5
    /usr/bin/python3 tests/reference/psi4_h2o.py   # the Debian python that has psi4, numpy

Water at the geometry of T. D. Crawford's programming projects (project 3, bohr), which
also publishes the STO-3G SCF energy -74.942079928192. All-electron RHF, Cartesian
functions (puream false), conventional integrals (scf_type pk), no symmetry, energy
converged to 1e-12. Prints one line per basis.
"""
import sys

sys.path.insert(0, "/usr/lib/x86_64-linux-gnu")  # where Debian's psi4 module lives
import psi4  # noqa: E402

GEOMETRY_BOHR = """
units bohr
no_reorient
no_com
symmetry c1
0 1
O   0.000000000000  -0.143225816552   0.000000000000
H   1.638036840407   1.136548822547  -0.000000000000
H  -1.638036840407   1.136548822547  -0.000000000000
"""

BASES = [("sto-3g", "sto-3g"), ("6-31G(d)", "6-31g*"), ("cc-pVDZ", "cc-pvdz")]


def main():
    psi4.core.set_output_file("/tmp/psi4_h2o.out", False)
    psi4.set_memory("1 GB")
    mol = psi4.geometry(GEOMETRY_BOHR)
    print(f"psi4 {psi4.__version__}; nuclear repulsion {mol.nuclear_repulsion_energy():.12f}")
    for name, psi4_name in BASES:
        psi4.core.clean()
        psi4.set_options({"basis": psi4_name, "puream": False, "scf_type": "pk",
                          "reference": "rhf", "e_convergence": 1e-12, "d_convergence": 1e-10,
                          "ints_tolerance": 0.0})
        e = psi4.energy("scf", molecule=mol)
        print(f"{name:10s} {e:.12f}")


if __name__ == "__main__":
    main()
