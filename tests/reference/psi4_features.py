#!/usr/bin/python3
"""Regenerate the psi4 reference values of tests/python/test_scf_features.py.

    apt-get install psi4 psi4-data        # Debian 12: psi4 1:1.3.2+dfsg-5
    /usr/bin/python3 tests/reference/psi4_features.py

Geometries in bohr (no reorientation, no centre-of-mass shift: dipoles refer to the origin of
these coordinates, as in `scf`). RHF, scf_type pk, c1, e_convergence 1e-12, d_convergence 1e-10.
Prints, per case: the energy, the dipole (Debye, x y z) and the Mulliken charges.
"""
import sys

sys.path.insert(0, "/usr/lib/x86_64-linux-gnu")  # where Debian's psi4 module lives
import psi4  # noqa: E402

WATER = """
O   0.000000000000  -0.143225816552   0.000000000000
H   1.638036840407   1.136548822547  -0.000000000000
H  -1.638036840407   1.136548822547  -0.000000000000
"""
HYDRONIUM = """
O   0.000000000000   0.000000000000   0.150000000000
H   1.770000000000   0.000000000000  -0.480000000000
H  -0.885000000000   1.532865000000  -0.480000000000
H  -0.885000000000  -1.532865000000  -0.480000000000
"""
HYDROXIDE = """
O   0.000000000000   0.000000000000   0.000000000000
H   0.000000000000   0.000000000000   1.830000000000
"""
CASES = [  # (name, geometry, charge, basis, puream)
    ("water 6-31g(d) cartesian", WATER, 0, "6-31g*", False),
    ("water cc-pvdz spherical", WATER, 0, "cc-pvdz", True),
    ("water 6-31g(d) spherical", WATER, 0, "6-31g*", True),
    ("hydronium 6-31g(d) cartesian", HYDRONIUM, 1, "6-31g*", False),
    ("hydroxide 6-31g(d) cartesian", HYDROXIDE, -1, "6-31g*", False),
]


def main():
    psi4.core.set_output_file("/tmp/psi4_features.out", False)
    psi4.set_memory("1 GB")
    print(f"psi4 {psi4.__version__}")
    for name, geom, charge, basis, pure in CASES:
        psi4.core.clean()
        mol = psi4.geometry(f"units bohr\nno_reorient\nno_com\nsymmetry c1\n{charge} 1\n{geom}")
        psi4.set_options({"basis": basis, "puream": pure, "scf_type": "pk", "reference": "rhf",
                          "e_convergence": 1e-12, "d_convergence": 1e-10, "ints_tolerance": 0.0})
        e, wfn = psi4.energy("scf", molecule=mol, return_wfn=True)
        psi4.oeprop(wfn, "DIPOLE", "MULLIKEN_CHARGES")
        dip = [psi4.variable(f"SCF DIPOLE {x}") for x in "XYZ"]
        q = list(wfn.atomic_point_charges().to_array())
        eps = wfn.epsilon_a().to_array()
        nocc = wfn.nalpha()
        print(f"{name}: E {e:.12f} nbf {wfn.nso()} HOMO {eps[nocc - 1]:.10f} LUMO {eps[nocc]:.10f}")
        print("   dipole/D " + " ".join(f"{d:.8f}" for d in dip))
        print("   mulliken " + " ".join(f"{c:.8f}" for c in q))


if __name__ == "__main__":
    main()
