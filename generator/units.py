"""What a family expander produces: one `Unit` per file of gen/."""
from dataclasses import dataclass, field

# Values used when a spec leaves a tunable out (0 = let the runtime choose).
TUNABLE_DEFAULTS = {
    "openacc": {"vector_length": 128, "num_gangs": 0},
    "omp-target": {"thread_limit": 128, "num_teams": 0},
    "omp-host": {"schedule": "static", "chunk": 0},
    "plain": {},
}

# Flavours whose sums over long vectors (templates/common/partial_sums.j2: the lattice family's
# dot, norm2, axpy_norm2, the sparse family's dot) take partial sums instead of a reduction
# clause, and how many: thread c of P sums elements c, c + P, ... (coalesced) into a device
# array, the host adds the P values in order (the same bits on every run). clang 16's
# cross-team reduction clause cost 120-350 us a call on an H200 for vectors whose bytes take
# a few (bench/gpu/probes/lattice_linalg_probe.c): two a CG iteration were most of the RHMC's
# linear algebra (K80 24^4 trajectory 20.5 -> 14.5 s with partial sums). GCC 12's OpenACC
# reductions cost more still (32^3 x 8 trajectory 89 -> 17-19 s). The host flavours keep the
# clause (a strided loop would defeat their caches).
PARTIAL_SUMS = {"omp-target": 65536, "openacc": 8192}
# Flavours whose partial sums are added again on the device, into this many values (thread d
# adds partials d, d + Q, ...), before the host copy. 8,192 threads leave most of an H200
# idle, and a kernel of 65,536 that ends in 1,024 values took 39 us a sum where 8,192 copied to
# the host took 52 (lattice_linalg_probe, the host spinning; BENCHMARKS.md, lattice). Not
# measured for openacc, which keeps one stage.
DEVICE_SUMS = {"omp-target": 1024}


@dataclass
class Unit:
    out_path: str          # relative to gen/
    template: str          # relative to templates/
    spec_path: str         # relative to the repository root ("" for flavour-only files)
    flavour: str           # "" for flavour-independent files
    context: dict = field(default_factory=dict)
    params: list = field(default_factory=list)   # (name, value) pairs shown in the header


def tunables(spec, flavour):
    """The spec's tunables of one flavour over the defaults, and their header text."""
    tun = {**TUNABLE_DEFAULTS.get(flavour, {}), **spec.get("tunables", {}).get(flavour, {})}
    return tun, ", ".join(f"{k}={v}" for k, v in sorted(tun.items())) or "defaults"
