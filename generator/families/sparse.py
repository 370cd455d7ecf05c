"""Sparse linear algebra: SpMV and residual in CSR, ELLPACK and SELL-C-sigma; SpMM on blocks of
k vectors in CSR (the baseline) and CSB-COO (naive, fused, cache_blocked); the block-vector
kernels of the eigensolvers (runtime/eigen).

A SpMM variant a flavour's compiler cannot build is not generated: it is listed as
`unsupported: <flavour>/<variant>: <why>` in the headers of that flavour's SpMM files and in its
kernel table (sparse_spmm_table.c), which the runtime (csb_spmm_available) and the tests read.
"""
from ..schema import Int, List, Map, Rule, Str, tunables_schema
from ..units import Unit, tunables

NAME = "sparse"

SPMM_VARIANTS = ("naive", "fused", "cache_blocked")
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
# Stored entries per thread in the staged variants when the spec leaves spmm.run_len out.
DEFAULT_RUN_LEN = 8

SCHEMA = Map(
    {
        "family": Str(choices=(NAME,)),
        "description": Str(),
        "index_type": Str(choices=("int32",)),
        "value_types": List(Str(choices=("double", "float")), min_len=1),
        "formats": Map(
            {
                "csr": Map({}),
                "ellpack": Map({}),
                "sell": Map({"C": Int(min=1, max=1024), "sigma": Int(min=1)}, required=("C", "sigma")),
                "csb": Map({"B": Int(min=1, max=65536)}, required=("B",)),
            }
        ),
        "kernels": List(Str(choices=("spmv", "residual")), min_len=1),
        "spmm": Map(
            {
                "k": List(Int(min=1, max=1024), min_len=1),
                "variants": List(Str(choices=SPMM_VARIANTS), min_len=1),
                "cache_size": Int(min=8, max=1 << 24),
                "vec_len": Int(min=1, max=1024),
                "run_len": Int(min=1, max=4096),
            },
            required=("k", "variants", "cache_size", "vec_len"),
        ),
        "tunables": tunables_schema(),
    },
    required=("family", "index_type", "value_types", "formats", "kernels", "spmm"),
)


def _sell_sigma_multiple_of_c(spec):
    sell = spec.get("formats", {}).get("sell")
    if sell and sell["sigma"] % sell["C"] != 0:
        return ("formats.sell.sigma", f"must be a multiple of C = {sell['C']} (got {sell['sigma']})")
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


RULES = [Rule(_sell_sigma_multiple_of_c), Rule(_spmm_needs_csr_and_csb), Rule(_cache_holds_a_row)]


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
    spmm = {"run_len": DEFAULT_RUN_LEN, **spmm}
    staged = [("cache_size", spmm["cache_size"]), ("vec_len", spmm["vec_len"]),
              ("run_len", spmm["run_len"])]
    ctx = {**base, "ks": ks, "spmm": spmm, "variants": built, "unsupported": missing,
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
                          + (staged if v in STAGED_VARIANTS else []) + [("tunables", tun_text)]))
    units.append(Unit(f"{flavour}/sparse_block_{vt}.c", "kernels/sparse/block.c.j2", spec_path,
                      flavour, ctx, [("value", vt), ("tunables", tun_text)]))
    if vt == spec["value_types"][0]:
        units.append(Unit(f"{flavour}/sparse_spmm_table.c", "kernels/sparse/spmm_table.c.j2",
                          spec_path, flavour, ctx, shown + [("variants", ", ".join(built))] + notes))
    return units


def expand(spec_path, spec, flavours):
    formats, kernels, value_types = spec["formats"], spec["kernels"], spec["value_types"]
    spmm = spec["spmm"]
    common = {"formats": formats, "kernels": kernels, "value_types": value_types,
              "sell": formats.get("sell"), "csb": formats["csb"], "spmm": spmm,
              "ks": sorted(spmm["k"]), "all_variants": SPMM_VARIANTS}
    header_params = [("formats", ", ".join(formats)), ("kernels", ", ".join(kernels)),
                     ("values", ", ".join(value_types)),
                     ("spmm", f"k = {', '.join(map(str, sorted(spmm['k'])))}, any; "
                              f"variants {', '.join(spmm['variants'])}")]
    units = [Unit("include/sparse_kernels.h", "kernels/sparse/sparse_kernels.h.j2", spec_path, "",
                  common, header_params)]
    for flavour in flavours:
        tun, tun_text = tunables(spec, flavour)
        for vt in value_types:
            base = {**common, "vt": vt, "tun": tun}
            for fmt, fmt_params in formats.items():
                if fmt == "csb":
                    continue  # CSB-COO has SpMM kernels only (below)
                params = [("format", fmt)] + [(k, v) for k, v in sorted(fmt_params.items())]
                units.append(Unit(f"{flavour}/sparse_{fmt}_{vt}.c", f"kernels/sparse/{fmt}.c.j2",
                                  spec_path, flavour, {**base, **fmt_params},
                                  params + [("value", vt), ("kernels", ", ".join(kernels)),
                                            ("tunables", tun_text)]))
            units.append(Unit(f"{flavour}/sparse_vector_{vt}.c", "kernels/sparse/vector.c.j2",
                              spec_path, flavour, base,
                              [("value", vt), ("tunables", tun_text)]))
            units.append(Unit(f"{flavour}/sparse_dist_{vt}.c", "kernels/sparse/dist.c.j2",
                              spec_path, flavour, base,
                              [("value", vt), ("tunables", tun_text)]))
            units += _spmm_units(spec_path, spec, flavour, base, tun_text)
    return units
