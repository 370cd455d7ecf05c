"""Sparse linear algebra: the row kernels (SpMV, residual and the V-cycle's prolongation and
smoother step) in CSR (one row per thread, or a team of lanes per row), ELLPACK, SELL-C-sigma
and reduced SELL (R-ELLPACK, variants A and B); SpMM on blocks of k vectors in CSR (the
baseline) and CSB-COO (naive, fused, cache_blocked, rowwise, rowwise_fused, rowwise_indexed); the vector kernels
of the Krylov solvers and the block-vector kernels of the eigensolvers (runtime/eigen).

A SpMM variant a flavour's compiler cannot build is not generated: it is listed as
`unsupported: <flavour>/<variant>: <why>` in the headers of that flavour's SpMM files and in its
kernel table (sparse_spmm_table.c), which the runtime (csb_spmm_available) and the tests read.
"""
from ..schema import FLAVOURS, Int, List, Map, Rule, Str, tunables_schema
from ..units import DEVICE_SUMS, PARTIAL_SUMS, Unit, tunables

NAME = "sparse"

SPMM_VARIANTS = ("naive", "fused", "cache_blocked", "rowwise", "rowwise_fused", "rowwise_indexed")
# Variants that stage rows of Y in team memory (spec `spmm.cache_size` bytes per team).
STAGED_VARIANTS = ("fused", "cache_blocked")
# Team memory the directive flavours can ask for: a team-local array is static shared
# memory on an NVIDIA GPU, limited to 48 KiB per thread block; more needs dynamic shared
# memory, which neither OpenACC nor OpenMP directives can request.
OFFLOAD_TEAM_MEMORY = {"omp-target": 49152}
# (flavour, variant) -> why the flavour's compiler cannot build it usefully. Found by reading
# the PTX the compilers configure.py uses emit for the generated kernels and by running them on
# the GPU (bench/gpu/probes/openacc_gang_private.c; BENCHMARKS.md `## sparse SpMM`).
_GCC12_GANG_PRIVATE = (
    "GCC 12 (the OpenACC compiler) keeps a copy of a gang-private array in every vector lane's "
    "stack frame besides its shared-memory copy, and copies that whole frame to every lane at the "
    "start of each vector loop (cache_size bytes per lane per loop); it also pools the gang-private "
    "arrays of every kernel of a file into one shared-memory block that each kernel then needs whole")
UNSUPPORTED = {
    ("openacc", "fused"): _GCC12_GANG_PRIVATE,
    ("openacc", "cache_blocked"): _GCC12_GANG_PRIVATE,
}
VALUE_BYTES = {"double": 8, "float": 4}
# The formats with row kernels (every format but CSB-COO, which has SpMM only), in the order of
# the runtime's sparse_format, and the template each is rendered from.
ROW_FORMAT_TEMPLATES = {"csr": "csr", "csr_vector": "csr_vector", "ellpack": "ellpack",
                        "sell": "sell", "rsell_a": "sell", "rsell_b": "sell"}
SELL_LIKE = ("sell", "rsell_a", "rsell_b")
ROW_KERNELS = ("spmv", "residual", "prolong", "smooth")
# The kernels the multigrid V-cycle calls (runtime/sparse/amg.c).
AMG_KERNELS = ("spmv", "residual", "prolong", "smooth")
AMG_SMOOTHERS = ("chebyshev", "jacobi", "l1_jacobi")
# Stored entries per thread in the staged variants when the spec leaves spmm.run_len out.
DEFAULT_RUN_LEN = 8
# Vectors whose sums a rowwise kernel for any k keeps in registers at a time, when the spec
# leaves spmm.rowwise_chunk out.
DEFAULT_ROWWISE_CHUNK = 8
# rowwise_indexed loads the next block's row range ahead for k at or above this (and for any
# k), when the spec leaves spmm.lookahead_k out.
DEFAULT_LOOKAHEAD_K = 4
# A lane of a split row (spmm.split_row_bytes) sums this many bytes of its row of Y: one
# 16-byte vector load of X a product.
SPLIT_LANE_BYTES = 16

def _sell_schema():
    return Map({"C": Int(min=1, max=1024), "sigma": Int(min=1)}, required=("C", "sigma"))


SCHEMA = Map(
    {
        "family": Str(choices=(NAME,)),
        "description": Str(),
        "index_type": Str(choices=("int32",)),
        "value_types": List(Str(choices=("double", "float")), min_len=1),
        "formats": Map(
            {
                "csr": Map({}),
                "csr_vector": Map({"lanes": Int(min=1, max=1024)}, required=("lanes",)),
                "ellpack": Map({}),
                "sell": _sell_schema(),
                "rsell_a": _sell_schema(),
                "rsell_b": _sell_schema(),
                "csb": Map({"B": Int(min=1, max=65536)}, required=("B",)),
            }
        ),
        "kernels": List(Str(choices=ROW_KERNELS), min_len=1),
        "spmv": Map({"column_segment_bytes": Map({f: Int(min=0, max=1 << 40) for f in FLAVOURS}),
                     "sell_long_chunks_first": Map({f: Int(min=0, max=1 << 20) for f in FLAVOURS}),
                     "sell_unroll": Map({f: Map({t: Int(min=1, max=16) for t in ("double", "float")})
                                         for f in FLAVOURS})}),
        "amg": Map(
            {
                "coarsening": Str(choices=("aggregation", "classical")),
                "smoother": Str(choices=AMG_SMOOTHERS),
                "sweeps": Int(min=1, max=16),
                "format": Str(choices=tuple(ROW_FORMAT_TEMPLATES)),
                "coarse_size": Int(min=1, max=20000),
            },
            required=("smoother", "sweeps", "format", "coarse_size"),
        ),
        "spmm": Map(
            {
                "k": List(Int(min=1, max=1024), min_len=1),
                "variants": List(Str(choices=SPMM_VARIANTS), min_len=1),
                "cache_size": Int(min=8, max=1 << 24),
                "vec_len": Int(min=1, max=1024),
                "run_len": Int(min=1, max=4096),
                "rowwise_chunk": Int(min=1, max=64),
                "lookahead_k": Int(min=1, max=1024),
                "split_row_bytes": Map({f: Int(min=0, max=1 << 16) for f in FLAVOURS}),
                "default_variant": Map({f: Str(choices=SPMM_VARIANTS) for f in FLAVOURS}),
            },
            required=("k", "variants", "cache_size", "vec_len"),
        ),
        "tunables": tunables_schema(),
    },
    required=("family", "index_type", "value_types", "formats", "kernels", "amg", "spmm"),
)


def _sell_sigma_multiple_of_c(spec):
    for fmt in SELL_LIKE:
        sell = spec["formats"].get(fmt)
        if sell and sell["sigma"] % sell["C"] != 0:
            return (f"formats.{fmt}.sigma",
                    f"must be a multiple of C = {sell['C']} (got {sell['sigma']})")
    return None


def _amg_has_its_format_and_kernels(spec):
    fmt = spec["amg"]["format"]
    if fmt not in spec["formats"]:
        return ("amg.format", f"'{fmt}' is not among the spec's formats "
                              f"({', '.join(f for f in spec['formats'] if f in ROW_FORMAT_TEMPLATES)})")
    missing = [k for k in AMG_KERNELS if k not in spec["kernels"]]
    if missing:
        return ("kernels", f"the multigrid V-cycle (amg:) needs kernel(s) {', '.join(missing)}")
    return None


def _spmm_needs_csr_and_csb(spec):
    for fmt in ("csr", "csb"):
        if fmt not in spec["formats"]:
            return ("spmm", f"needs formats.{fmt} (SpMM is generated for CSR and CSB-COO)")
    return None


def _cache_holds_a_row(spec):
    spmm = spec["spmm"]
    widest, vt = max(spmm["k"]), max(spec["value_types"], key=VALUE_BYTES.get)
    need = widest * VALUE_BYTES[vt]
    if spmm["cache_size"] < need:
        return ("spmm.cache_size", f"must hold one staged row of the widest block, k = {widest} "
                                   f"{vt} values: at least {need} bytes (got {spmm['cache_size']})")
    return None


def _default_variant_listed(spec):
    spmm = spec["spmm"]
    for flavour, v in sorted(spmm.get("default_variant", {}).items()):
        if v not in spmm["variants"]:
            return (f"spmm.default_variant.{flavour}", f"'{v}' is not among spmm.variants "
                                                       f"({', '.join(spmm['variants'])})")
    return None


def _split_row_bytes_whole_lanes(spec):
    """spmm.split_row_bytes: rows of Y split into lanes of SPLIT_LANE_BYTES, at least two."""
    for flavour, n in sorted(spec["spmm"].get("split_row_bytes", {}).items()):
        if n and (n % SPLIT_LANE_BYTES or n < 2 * SPLIT_LANE_BYTES):
            return (f"spmm.split_row_bytes.{flavour}",
                    f"must be 0 (no split) or a multiple of {SPLIT_LANE_BYTES} of at least "
                    f"{2 * SPLIT_LANE_BYTES}: rows are split into lanes of {SPLIT_LANE_BYTES} bytes "
                    f"(got {n})")
    return None


RULES = [Rule(_sell_sigma_multiple_of_c), Rule(_default_variant_listed),
         Rule(_split_row_bytes_whole_lanes), Rule(_spmm_needs_csr_and_csb),
         Rule(_cache_holds_a_row), Rule(_amg_has_its_format_and_kernels)]


def spmm_unsupported(flavour, spmm):
    """[(variant, why)] of the spec's variants that this flavour cannot build."""
    limit = OFFLOAD_TEAM_MEMORY.get(flavour)
    missing = []
    for v in spmm["variants"]:
        if (flavour, v) in UNSUPPORTED:
            missing.append((v, UNSUPPORTED[(flavour, v)]))
        elif v in STAGED_VARIANTS and limit is not None and spmm["cache_size"] > limit:
            missing.append((v, f"spmm.cache_size = {spmm['cache_size']} bytes of team memory: a "
                               f"team-local array is static shared memory on the GPU, at most {limit} "
                               f"bytes per team (more needs dynamic shared memory, which directives "
                               f"cannot request)"))
    return missing


def _spmm_units(spec_path, spec, flavour, base, tun_text):
    spmm = spec["spmm"]
    ks = sorted(spmm["k"])
    missing = spmm_unsupported(flavour, spmm)
    built = [v for v in spmm["variants"] if v not in dict(missing)]
    notes = [("unsupported", f"{flavour}/{v}: {why}") for v, why in missing]
    shown = [("k", ", ".join(map(str, ks)) + ", any"), ("B", spec["formats"]["csb"]["B"])]
    spmm = {"run_len": DEFAULT_RUN_LEN, "rowwise_chunk": DEFAULT_ROWWISE_CHUNK,
            "lookahead_k": DEFAULT_LOOKAHEAD_K, **spmm}
    staged = [("cache_size", spmm["cache_size"]), ("vec_len", spmm["vec_len"]),
              ("run_len", spmm["run_len"])]
    # the kernel the runtime takes when the user names none (spmm_choose), if the flavour builds it
    default = spmm.get("default_variant", {}).get(flavour)
    default = default if default in built else None
    split_row_bytes = spmm.get("split_row_bytes", {}).get(flavour, 0)
    ctx = {**base, "ks": ks, "spmm": spmm, "variants": built, "unsupported": missing,
           "split_row_bytes": split_row_bytes, "split_lane_bytes": SPLIT_LANE_BYTES,
           "default_variant": default,
           # a staged variant's teams run vec_len threads whatever the flavour's default
           "tun_team": {**base["tun"], "vector_length": spmm["vec_len"],
                        "thread_limit": spmm["vec_len"]}}
    vt = base["vt"]
    units = [Unit(f"{flavour}/sparse_spmm_csr_{vt}.c", "kernels/sparse/spmm_csr.c.j2", spec_path,
                  flavour, ctx, [("value", vt)] + shown[:1] + [("tunables", tun_text)])]
    for v in built:
        units.append(Unit(f"{flavour}/sparse_spmm_csb_{v}_{vt}.c", "kernels/sparse/spmm_csb.c.j2",
                          spec_path, flavour, {**ctx, "variant": v},
                          [("variant", v), ("value", vt)] + shown
                          + (staged if v in STAGED_VARIANTS else [])
                          + ([("rowwise_chunk", spmm["rowwise_chunk"])] if v.startswith("rowwise") else [])
                          + ([("lookahead_k", spmm["lookahead_k"])] if v == "rowwise_indexed" else [])
                          + ([("split_row_bytes", split_row_bytes)]
                             if v == "rowwise_indexed" and split_row_bytes else [])
                          + [("tunables", tun_text)]))
    units.append(Unit(f"{flavour}/sparse_block_{vt}.c", "kernels/sparse/block.c.j2", spec_path,
                      flavour, ctx, [("value", vt), ("tunables", tun_text)]))
    if vt == spec["value_types"][0]:
        units.append(Unit(f"{flavour}/sparse_spmm_table.c", "kernels/sparse/spmm_table.c.j2",
                          spec_path, flavour, ctx, shown + [("variants", ", ".join(built))]
                          + [("default", default or "fused where built, else cache_blocked, else naive")]
                          + notes))
    return units


def row_format_units(spec_path, spec, flavour, base, tun_text, suffix=""):
    """The row kernels of every format of the spec for one flavour and value type (`suffix`
    is appended to every kernel name: the tuner builds several variants side by side)."""
    vt, units = base["vt"], []
    sell_unroll = spec.get("spmv", {}).get("sell_unroll", {}).get(flavour, {}).get(vt, 1)
    for fmt, fmt_params in spec["formats"].items():
        if fmt not in ROW_FORMAT_TEMPLATES:
            continue  # CSB-COO has SpMM kernels only
        unroll = sell_unroll if fmt in SELL_LIKE else 1
        params = ([("format", fmt)] + [(k, v) for k, v in sorted(fmt_params.items())]
                  + ([("unroll", unroll)] if unroll > 1 else []))
        units.append(Unit(f"{flavour}/sparse_{fmt}_{vt}{suffix}.c",
                          f"kernels/sparse/{ROW_FORMAT_TEMPLATES[fmt]}.c.j2", spec_path, flavour,
                          {**base, **fmt_params, "fmt": fmt, "suffix": suffix, "unroll": unroll},
                          params + [("value", vt), ("kernels", ", ".join(spec["kernels"])),
                                    ("tunables", tun_text)]))
    return units


def common_context(spec):
    formats, spmm = spec["formats"], spec["spmm"]
    return {"formats": formats, "kernels": spec["kernels"], "value_types": spec["value_types"],
            "row_formats": [f for f in formats if f in ROW_FORMAT_TEMPLATES],
            "sell_like": SELL_LIKE, "amg": spec["amg"], "csb": formats.get("csb"), "spmm": spmm,
            "ks": sorted(spmm["k"]), "all_variants": SPMM_VARIANTS}


def expand(spec_path, spec, flavours):
    formats, kernels, value_types = spec["formats"], spec["kernels"], spec["value_types"]
    spmm = spec["spmm"]
    common = common_context(spec)
    header_params = [("formats", ", ".join(formats)), ("kernels", ", ".join(kernels)),
                     ("values", ", ".join(value_types)),
                     ("amg", ", ".join(f"{k} {v}" for k, v in spec["amg"].items())),
                     ("spmm", f"k = {', '.join(map(str, sorted(spmm['k'])))}, any; "
                              f"variants {', '.join(spmm['variants'])}")]
    units = [Unit("include/sparse_kernels.h", "kernels/sparse/sparse_kernels.h.j2", spec_path, "",
                  common, header_params)]
    for flavour in flavours:
        tun, tun_text = tunables(spec, flavour)
        for vt in value_types:
            base = {**common, "vt": vt, "tun": tun}
            units += row_format_units(spec_path, spec, flavour, base, tun_text)
            units.append(Unit(f"{flavour}/sparse_vector_{vt}.c", "kernels/sparse/vector.c.j2",
                              spec_path, flavour,
                              {**base, "partial_sums": PARTIAL_SUMS.get(flavour, 0),
                               "device_sums": DEVICE_SUMS.get(flavour, 0)},
                              [("value", vt), ("tunables", tun_text)]))
            units.append(Unit(f"{flavour}/sparse_dist_{vt}.c", "kernels/sparse/dist.c.j2",
                              spec_path, flavour, base,
                              [("value", vt), ("tunables", tun_text)]))
            units += _spmm_units(spec_path, spec, flavour, base, tun_text)
        segment_bytes = spec.get("spmv", {}).get("column_segment_bytes", {}).get(flavour, 0)
        long_first = spec.get("spmv", {}).get("sell_long_chunks_first", {}).get(flavour, 0)
        units.append(Unit(f"{flavour}/sparse_spmv_settings.c", "kernels/sparse/spmv_settings.c.j2",
                          spec_path, flavour,
                          {**common, "column_segment_bytes": segment_bytes,
                           "sell_long_chunks_first": long_first},
                          [("column_segment_bytes", segment_bytes),
                           ("sell_long_chunks_first", long_first)]))
    return units
