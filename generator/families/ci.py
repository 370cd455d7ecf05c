"""Configuration-interaction motifs: many-body state comparison (three
variants), prefix sum (serial and work-efficient), shared-array fill with
atomic capture, and array reductions of several widths and strategies; the
M-scheme shell-model Hamiltonian (species links, row counts and fill) built from
the same state comparison and fill motifs, with the blocked three-phase prefix
sum; CSB-COO built from rows in two passes over block rows, and a half-stored
matrix mirrored into both triangles.

Where a flavour's compiler cannot compile a reduction strategy, no code is
generated for it: the strategy is listed as `unsupported: <flavour>/<strategy>:
<why>` in the headers of that flavour's files and in its kernel table
(ci_tables.c), which tests and the benchmark read.
"""
from ..schema import FLAVOURS, Int, List, Map, Rule, Str, tunables_schema
from ..units import Unit, tunables

NAME = "ci"

N_CHOICES = (4, 8, 12, 16, 20)
COMPARE_VARIANTS = ("mask_then_list", "list_only", "mask128")
STRATEGIES = ("array_clause", "atomic", "scalars")

# (flavour, strategy) -> (widest m the flavour's compiler builds correctly, 0 for none; why
# not wider). Found by compiling the generated kernels with the compilers configure.py uses
# and running them on the GPU (bench/gpu/ci_campaign.sh, ci_bench --checks; what was
# measured is in BENCHMARKS.md `## ci`).
UNSUPPORTED = {
    ("openacc", "array_clause"): (
        0, "GCC 12 (the OpenACC compiler, host and nvptx) has no OpenACC array reductions: "
           "reduction(+:a[0:m]) on a parallel loop, even with constant m or on a local array, "
           "is an internal compiler error (segfault)"),
    ("omp-target", "scalars"): (
        16, "clang 16's nvptx device runtime passes every reduction variable as one argument of "
            "the parallel region and aborts beyond its limit ('Too many arguments in "
            "kmp_invoke_microtask', then an unspecified launch failure): m = 16 ran on an H100, "
            "m = 32 aborted"),
}

# Scan variants a flavour does not get, with the reason (the function is still there, for the
# header common to every flavour: it stops the program with this reason, and
# ci_scan_lookback_unsupported names it so that callers can skip it).
SCAN_UNSUPPORTED = {
    ("openacc", "lookback"): (
        "GCC 12's OpenACC gave wrong offsets from the second tile on, and read before the work "
        "array, on an H100 (test_ci and compute-sanitizer memcheck, 2026-11-25): the tiles' "
        "flags are not seen consistently across gangs"),
}

SCHEMA = Map(
    {
        "family": Str(choices=(NAME,)),
        "description": Str(),
        "states": Map(
            {
                "N": List(Int(min=1), min_len=1),
                "n_sp": Int(min=1, max=128),
                "d": Int(min=1, max=10),
            },
            required=("N", "n_sp", "d"),
        ),
        "reductions": Map(
            {
                "widths": List(Int(min=1, max=256), min_len=1),
                "strategies": List(Str(choices=STRATEGIES), min_len=1),
            },
            required=("widths", "strategies"),
        ),
        "scan": Map(
            {
                "chunk": Int(min=2, max=65536),
                "lookback": Map(
                    {
                        "threads": Int(min=1, max=1024),
                        "per_thread": Int(min=1, max=64),
                        "segment": Int(min=1, max=1024),
                        "teams": Int(min=1, max=1 << 20),
                    },
                    required=("threads", "per_thread", "segment", "teams"),
                ),
            },
            required=("chunk", "lookback"),
        ),
        # the shell model's fill as 1 kernel or 2 (parts 0 and 1, then part 2), per flavour
        "hamiltonian": Map({"fill_kernels": Map({f: Int(min=1, max=2) for f in FLAVOURS})}),
        "tunables": tunables_schema(),
    },
    required=("family", "states", "reductions", "scan"),
)


def _n_choices(spec):
    for i, n in enumerate(spec["states"]["N"]):
        if n not in N_CHOICES:
            return ("states.N", f"entry {i} is {n}; each N must be one of "
                                f"{', '.join(map(str, N_CHOICES))}")
    return None


def _n_sp_holds_n(spec):
    st = spec["states"]
    if st["n_sp"] < max(st["N"]):
        return ("states.n_sp", f"must be >= the largest N = {max(st['N'])} (got {st['n_sp']})")
    return None


def _segment_divides_threads(spec):
    lb = spec["scan"]["lookback"]
    if lb["threads"] % lb["segment"]:
        return ("scan.lookback.segment", f"must divide threads = {lb['threads']} "
                                         f"(got {lb['segment']})")
    return None


# a GPU team's static shared memory (NVIDIA: 48 KiB without an opt-in the directives cannot give)
STAGE_BYTES_MAX = 48 * 1024


def _stage_fits_team_memory(spec):
    lb = spec["scan"]["lookback"]
    stage = lb["threads"] * (lb["per_thread"] + 1) * 8
    if stage > STAGE_BYTES_MAX:
        return ("scan.lookback", f"the tile's stage, threads x (per_thread + 1) x 8 = {stage} bytes, "
                                 f"exceeds a team's {STAGE_BYTES_MAX} bytes of shared memory")
    return None


RULES = [Rule(_n_choices), Rule(_n_sp_holds_n), Rule(_segment_divides_threads),
         Rule(_stage_fits_team_memory)]


def unsupported(flavour, strategies, widths):
    """[(strategy, why)] of the listed strategies this flavour cannot build at some width,
    and {strategy: [the widths it builds]}."""
    missing, built = [], {}
    for s in strategies:
        limit, why = UNSUPPORTED.get((flavour, s), (max(widths), ""))
        built[s] = [m for m in widths if m <= limit]
        if len(built[s]) < len(widths):
            missing.append((s, why if limit == 0 else f"widths above {limit}: {why}"))
    return missing, built


def expand(spec_path, spec, flavours):
    st, red = spec["states"], spec["reductions"]
    ns, widths, strategies = sorted(st["N"]), sorted(red["widths"]), red["strategies"]
    common = {"Ns": ns, "n_sp": st["n_sp"], "d": st["d"], "widths": widths,
              "scan_chunk": spec["scan"]["chunk"], "lookback": spec["scan"]["lookback"],
              "strategies": strategies, "variants": COMPARE_VARIANTS}
    shown = [("N", ", ".join(map(str, ns))), ("n_sp", st["n_sp"]), ("d", st["d"])]
    red_shown = [("widths", ", ".join(map(str, widths))), ("strategies", ", ".join(strategies))]
    units = [Unit("include/ci_kernels.h", "kernels/ci/ci_kernels.h.j2", spec_path, "", common,
                  shown + red_shown)]
    for flavour in flavours:
        tun, tun_text = tunables(spec, flavour)
        missing, built = unsupported(flavour, strategies, widths)
        notes = [("unsupported", f"{flavour}/{s}: {why}") for s, why in missing]
        lb = spec["scan"]["lookback"]
        ctx = {**common, "tun": tun, "built": built, "unsupported": missing,
               "lookback_unsupported": SCAN_UNSUPPORTED.get((flavour, "lookback")),
               # the look-back scan's teams run lookback.threads threads
               "tun_scan": {**tun, "thread_limit": lb["threads"], "vector_length": lb["threads"]}}
        scan_shown = [("scan chunk", spec["scan"]["chunk"]),
                      ("lookback", ", ".join(f"{k}={v}" for k, v in lb.items()))]
        if (flavour, "lookback") in SCAN_UNSUPPORTED:
            scan_shown.append(("unsupported", f"{flavour}/lookback: "
                               + SCAN_UNSUPPORTED[(flavour, "lookback")]))
        fill_kernels = spec.get("hamiltonian", {}).get("fill_kernels", {}).get(flavour, 1)
        ctx["fill_kernels"] = fill_kernels
        for name, extra in (("compare", shown), ("scan", scan_shown), ("fill", []),
                            ("hamiltonian", [("fill kernels", fill_kernels)]), ("csb", [])):
            units.append(Unit(f"{flavour}/ci_{name}.c", f"kernels/ci/{name}.c.j2", spec_path,
                              flavour, ctx, extra + [("tunables", tun_text)]))
        for s in strategies:
            if not built[s]:
                continue
            units.append(Unit(f"{flavour}/ci_reduce_{s}.c", "kernels/ci/reduce.c.j2", spec_path,
                              flavour, {**ctx, "strategy": s, "widths": built[s]},
                              [("strategy", s), ("widths", ", ".join(map(str, built[s]))),
                               ("tunables", tun_text)]))
        units.append(Unit(f"{flavour}/ci_tables.c", "kernels/ci/tables.c.j2", spec_path, flavour,
                          ctx, shown + red_shown + notes))
    return units
