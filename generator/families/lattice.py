"""Lattice QCD (staggered fermions): SoA vec3/su3 layouts, Deo/Doe, the even-even
operator, vec3 algebra, plaquette, staples, momenta, link update, reunitarisation."""
from ..schema import FLAVOURS, Int, List, Map, Rule, Str
from ..units import Unit, tunables

NAME = "lattice"
PHYSICAL = ("x", "y", "z", "t")

SCHEMA = Map(
    {
        "family": Str(choices=(NAME,)),
        "description": Str(),
        "lattice": List(Int(min=2, max=4096), min_len=4, unique=False),
        "directions": Map({d: Int(min=0, max=3) for d in PHYSICAL}, required=PHYSICAL),
        "boundary": Map({d: Str(choices=("periodic", "antiperiodic")) for d in PHYSICAL},
                        required=PHYSICAL),
        "precisions": List(Str(choices=("double", "float")), min_len=1),
        "link_storage": List(Int(min=12, max=18), min_len=1),
        "tiles": Map({f: Int(min=0, max=1024) for f in FLAVOURS}),
    },
    required=("family", "lattice", "directions", "boundary", "precisions", "link_storage"),
)


def _lattice_shape(spec):
    dims = spec["lattice"]
    if len(dims) != 4:
        return ("lattice", f"needs exactly 4 extents N0 N1 N2 N3 (got {len(dims)})")
    for i, n in enumerate(dims):
        if n % 2:
            return ("lattice", f"extent N{i} = {n} must be even (even/odd site indexing)")
    return None


def _directions_permutation(spec):
    d = spec["directions"]
    if sorted(d.values()) != [0, 1, 2, 3]:
        return ("directions", "physical directions x, y, z, t must map to the logical "
                f"directions 0, 1, 2, 3 one to one (got {', '.join(f'{k}: {v}' for k, v in d.items())})")
    return None


def _storage(spec):
    for i, s in enumerate(spec["link_storage"]):
        if s not in (12, 18):
            return ("link_storage", f"entry {i} is {s}: link storage is 12 (two rows) or 18 (3x3) reals")
    return None


def _tiles(spec):
    for f in ("openacc", "omp-target"):
        if spec.get("tiles", {}).get(f) == 0:
            return (f"tiles.{f}", "must be >= 1 (threads per block of half-lattice sites)")
    return None


RULES = [Rule(_lattice_shape), Rule(_directions_permutation), Rule(_storage), Rule(_tiles)]

# Which tunable the per-flavour tile sets.
_TILE_TUNABLE = {"openacc": "vector_length", "omp-target": "thread_limit", "omp-host": "chunk"}
_SUFFIX = {"double": "d", "float": "f"}


def _tun(spec, flavour):
    tun, _ = tunables(spec, flavour)
    tile = spec.get("tiles", {}).get(flavour)
    if tile is not None and flavour in _TILE_TUNABLE:
        tun = {**tun, _TILE_TUNABLE[flavour]: tile}
    text = ", ".join(f"{k}={v}" for k, v in sorted(tun.items())) or "defaults"
    return tun, text


def expand(spec_path, spec, flavours):
    dirs = spec["directions"]
    phys_of_logical = [None] * 4
    for p, l in dirs.items():
        phys_of_logical[l] = PHYSICAL.index(p)
    # sign at the wrap of each logical direction (fermions)
    bc_sign = [-1 if spec["boundary"][PHYSICAL[phys_of_logical[l]]] == "antiperiodic" else 1
               for l in range(4)]
    precisions, storages = spec["precisions"], spec["link_storage"]
    common = {"precisions": precisions, "storages": storages, "lattice": spec["lattice"],
              "logical_of_physical": [dirs[p] for p in PHYSICAL],
              "phys_of_logical": phys_of_logical, "bc_sign": bc_sign, "suffix": _SUFFIX}
    layout = [("lattice", "x".join(map(str, spec["lattice"]))),
              ("directions", ", ".join(f"{p}->{dirs[p]}" for p in PHYSICAL)),
              ("boundary", ", ".join(f"{p} {spec['boundary'][p]}" for p in PHYSICAL))]
    units = [Unit("include/lattice_kernels.h", "kernels/lattice/lattice_kernels.h.j2", spec_path,
                  "", common, layout + [("precisions", ", ".join(precisions)),
                                        ("storage", ", ".join(map(str, storages)))])]
    for flavour in flavours:
        tun, tun_text = _tun(spec, flavour)
        for prec in precisions:
            base = {**common, "tun": tun, "real": prec, "sfx": _SUFFIX[prec]}
            units.append(Unit(f"{flavour}/lattice_vec3_{prec}.c", "kernels/lattice/vec3.c.j2",
                              spec_path, flavour, base,
                              [("precision", prec), ("tunables", tun_text)]))
            for nr in storages:
                ctx = {**base, "nrows": 2 if nr == 12 else 3, "storage": nr}
                params = layout + [("precision", prec), ("links", f"{nr} reals"),
                                   ("tunables", tun_text)]
                units.append(Unit(f"{flavour}/lattice_dslash_{prec}_{nr}.c",
                                  "kernels/lattice/dslash.c.j2", spec_path, flavour, ctx, params))
                units.append(Unit(f"{flavour}/lattice_gauge_{prec}_{nr}.c",
                                  "kernels/lattice/gauge.c.j2", spec_path, flavour, ctx, params))
    return units
