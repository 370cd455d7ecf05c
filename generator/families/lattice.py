"""Lattice QCD (staggered fermions): SoA vec3/su3 layouts, Deo/Doe, the even-even
operator, vec3 algebra, plaquette, staples, momenta, link update, reunitarisation; the RHMC's
gauge actions (Wilson, tree-level Symanzik rectangles), stout smearing and its force chain
rule, the fermion force, Polyakov loop and Gaussian fields."""
from ..schema import FLAVOURS, Int, List, Map, Rule, Str
from ..units import DEVICE_SUMS, PARTIAL_SUMS, Unit, tunables

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
        "prefetch_rows": Map({f: Int(min=0, max=64) for f in FLAVOURS}),
        "gauge_action": Str(choices=("wilson", "symanzik")),
    },
    required=("family", "lattice", "directions", "boundary", "precisions", "link_storage"),
)


# The flavours that run one loop over every site (par.row_loops() "collapse"): their tiles are
# threads per block, and they have no rows to prefetch ahead of.
_OFFLOAD = ("openacc", "omp-target")


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
    for f in _OFFLOAD:
        if spec.get("tiles", {}).get(f) == 0:
            return (f"tiles.{f}", "must be >= 1 (threads per block of half-lattice sites)")
    return None


def _prefetch_rows(spec):
    for f in _OFFLOAD:
        if spec.get("prefetch_rows", {}).get(f, 0):
            return (f"prefetch_rows.{f}", "must be 0: the offload flavours run one loop over every "
                    "site, with no rows to fetch ahead of")
    return None


def _double_needed(spec):
    if "double" not in spec["precisions"]:
        return ("precisions", "must include double (the solvers, forces and HMC run in double)")
    return None


RULES = [Rule(_lattice_shape), Rule(_directions_permutation), Rule(_storage), Rule(_tiles),
         Rule(_prefetch_rows), Rule(_double_needed)]

# Which tunable the per-flavour tile sets.
_TILE_TUNABLE = {"openacc": "vector_length", "omp-target": "thread_limit", "omp-host": "chunk"}
_SUFFIX = {"double": "d", "float": "f"}
# Shifts updated per launch by the fused multishift kernels (lattice_vec3_shift_update<G>_*),
# widest first; lattice_vec3_shift_update_many_* covers any count with them and the one-shift
# kernel. The RHMC's solves carry 13-21 shifts, and one launch a shift made the vector algebra
# most of a trajectory's time on a GPU (BENCHMARKS.md, lattice). No wider than 4: clang 16's
# device runtime calls a parallel region's body with at most 32 captured values
# (__kmpc_parallel_51's microtask cases, openmp/libomptarget/DeviceRTL/src/Parallelism.cpp)
# and traps beyond; 8 shifts capture 45 (an "unspecified launch failure" on an H200,
# 2026-11-27), 4 shifts 25.
SHIFT_GROUP_WIDTHS = (4, 2)

# ---- closed paths of links, as the kernels multiply them -------------------------------------
# A step is (direction, +1 | -1) with direction "mu" or "nu" (chosen at run time); a link is
# (direction, a, b, dagger): U_direction at x + a mu + b nu, daggered when walked backwards.
# The staples of U_mu(x) run from x + mu back to x, so that U_mu(x) S closes the loop.
WILSON_STAPLES = [  # the plaquettes through U_mu(x) in the (mu, nu) plane
    [("nu", 1), ("mu", -1), ("nu", -1)],
    [("nu", -1), ("mu", -1), ("nu", 1)],
]
RECTANGLE_STAPLES = [  # the 2x1 and 1x2 rectangles through U_mu(x) in the (mu, nu) plane
    [("mu", 1), ("nu", 1), ("mu", -1), ("mu", -1), ("nu", -1)],   # mu-long, U_mu(x) first
    [("nu", 1), ("mu", -1), ("mu", -1), ("nu", -1), ("mu", 1)],   # mu-long, U_mu(x) second
    [("mu", 1), ("nu", -1), ("mu", -1), ("mu", -1), ("nu", 1)],
    [("nu", -1), ("mu", -1), ("mu", -1), ("nu", 1), ("mu", 1)],
    [("nu", 1), ("nu", 1), ("mu", -1), ("nu", -1), ("nu", -1)],   # nu-long
    [("nu", -1), ("nu", -1), ("mu", -1), ("nu", 1), ("nu", 1)],
]
# The 2x1 rectangle at x (2 along mu, 1 along nu) as the two halves A, B of Re tr(A B^dagger).
RECTANGLE_HALVES = ([("mu", 1), ("mu", 1), ("nu", 1)], [("nu", 1), ("mu", 1), ("mu", 1)])


def walk(steps, start=(0, 0)):
    """The links along `steps` from x + start[0] mu + start[1] nu."""
    pos, links = list(start), []
    for d, sign in steps:
        k = 0 if d == "mu" else 1
        if sign > 0:
            links.append((d, pos[0], pos[1], False))
            pos[k] += 1
        else:
            pos[k] -= 1
            links.append((d, pos[0], pos[1], True))
    return links, tuple(pos)


def link_table(paths):
    """Paths as the kernels' tables: per link {field, a, b, dagger} for U_field(x + a mu + b nu),
    field 0 = U_mu, 1 = U_nu, 2 = W_mu, 3 = W_nu (W: a second matrix field)."""
    table = []
    for path in paths:
        row = []
        for link in path:
            field, (d, a, b, dag) = (link[0], link[1:]) if len(link) == 5 else ("U", link)
            row.append([(2 if field == "W" else 0) + (d == "nu"), a, b, int(dag)])
        table.append(row)
    return table


def staple_links(paths):
    out = []
    for steps in paths:
        links, end = walk(steps, start=(1, 0))
        assert end == (0, 0), steps  # a staple closes the loop at x
        out.append(links)
    return link_table(out)


# The derivative of sum_nu Re tr(W_nu(y) S_nu(y)) (S the Wilson staple of U_nu(y), W any
# matrix field) with respect to U_mu(x): six products per nu != mu, each a list of factors
# (field "U" | "W", direction, a, b, dagger). With W = i rho Lambda U it is the stout force's
# sum over the staples that contain U_mu(x) (Morningstar and Peardon 2004, eq. 75).
STAPLE_DERIVATIVE_TERMS = [
    [("U", "nu", 1, -1, True), ("U", "mu", 0, -1, True), ("W", "nu", 0, -1, False)],
    [("U", "nu", 1, 0, False), ("U", "mu", 0, 1, True), ("W", "nu", 0, 0, True)],
    [("W", "nu", 1, -1, True), ("U", "mu", 0, -1, True), ("U", "nu", 0, -1, False)],
    [("W", "nu", 1, 0, False), ("U", "mu", 0, 1, True), ("U", "nu", 0, 0, True)],
    [("U", "nu", 1, -1, True), ("W", "mu", 0, -1, True), ("U", "nu", 0, -1, False)],
    [("U", "nu", 1, 0, False), ("W", "mu", 0, 1, True), ("U", "nu", 0, 0, True)],
]


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
              "phys_of_logical": phys_of_logical, "bc_sign": bc_sign, "suffix": _SUFFIX,
              "gauge_action": spec.get("gauge_action", "wilson"),
              "shift_group_widths": SHIFT_GROUP_WIDTHS}
    paths = {"wilson_staples": staple_links(WILSON_STAPLES),
             "rectangle_staples": staple_links(RECTANGLE_STAPLES),
             "rectangle_halves": link_table([walk(h)[0] for h in RECTANGLE_HALVES]),
             "staple_derivative": link_table(STAPLE_DERIVATIVE_TERMS)}
    layout = [("lattice", "x".join(map(str, spec["lattice"]))),
              ("directions", ", ".join(f"{p}->{dirs[p]}" for p in PHYSICAL)),
              ("boundary", ", ".join(f"{p} {spec['boundary'][p]}" for p in PHYSICAL))]
    units = [Unit("include/lattice_kernels.h", "kernels/lattice/lattice_kernels.h.j2", spec_path,
                  "", common, layout + [("precisions", ", ".join(precisions)),
                                        ("storage", ", ".join(map(str, storages)))])]
    for flavour in flavours:
        tun, tun_text = _tun(spec, flavour)
        units.append(Unit(f"{flavour}/lattice_fields.c", "kernels/lattice/fields.c.j2", spec_path, flavour,
                          {**common, "tun": tun, "real": "double", "sfx": "d"},
                          layout + [("precision", "double"), ("tunables", tun_text)]))
        for prec in precisions:
            base = {**common, "tun": tun, "real": prec, "sfx": _SUFFIX[prec],
                    "partial_sums": PARTIAL_SUMS.get(flavour, 0),
                    "device_sums": DEVICE_SUMS.get(flavour, 0)}
            units.append(Unit(f"{flavour}/lattice_vec3_{prec}.c", "kernels/lattice/vec3.c.j2",
                              spec_path, flavour, base,
                              [("precision", prec), ("tunables", tun_text)]))
            units.append(Unit(f"{flavour}/lattice_dist_{prec}.c", "kernels/lattice/dist.c.j2",
                              spec_path, flavour, base,
                              layout + [("precision", prec), ("tunables", tun_text)]))
            prefetch_rows = spec.get("prefetch_rows", {}).get(flavour, 0)
            for nr in storages:
                ctx = {**base, "nrows": 2 if nr == 12 else 3, "storage": nr}
                params = layout + [("precision", prec), ("links", f"{nr} reals"),
                                   ("tunables", tun_text)]
                units.append(Unit(f"{flavour}/lattice_dslash_{prec}_{nr}.c",
                                  "kernels/lattice/dslash.c.j2", spec_path, flavour,
                                  {**ctx, "prefetch_rows": prefetch_rows},
                                  params + ([("prefetch", f"{prefetch_rows} rows ahead")]
                                            if prefetch_rows else [])))
                units.append(Unit(f"{flavour}/lattice_gauge_{prec}_{nr}.c",
                                  "kernels/lattice/gauge.c.j2", spec_path, flavour, ctx, params))
                if prec == "double":  # the HMC forces, smearing and measurements
                    units.append(Unit(f"{flavour}/lattice_force_{nr}.c", "kernels/lattice/force.c.j2",
                                      spec_path, flavour, {**ctx, **paths}, params))
    return units
