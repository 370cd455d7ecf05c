"""One module per motif family. Each defines

    NAME     the value of `family:` in its specs
    SCHEMA   a schema.Map of the whole spec file
    RULES    a list of schema.Rule (checks across fields)
    expand(spec_path, spec, flavours) -> list of units.Unit

Adding a family = adding a module here and listing it below.
"""
from . import sparse
from . import lattice
from . import eri
from . import ci

FAMILIES = {m.NAME: m for m in (sparse, lattice, eri, ci,)}
