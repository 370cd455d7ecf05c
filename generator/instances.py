"""Expand validated specs into the files of gen/: one `Unit` per output file.

Each family (generator/families/<name>.py) expands its own specs; the device
layer of every flavour is one file per flavour whatever the specs are.
"""
from .families import FAMILIES
from .schema import FLAVOURS
from .units import Unit


def expand(specs, flavours=FLAVOURS):
    """specs: list of (spec_path, family, spec). Returns the sorted list of units."""
    units = []
    for flavour in flavours:
        units.append(Unit(f"{flavour}/device.c", f"flavours/{flavour}/device.c.j2", "", flavour))
    for spec_path, family, spec in specs:
        units += FAMILIES[family].expand(spec_path, spec, flavours)
    return sorted(units, key=lambda u: u.out_path)
