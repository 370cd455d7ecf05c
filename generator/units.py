"""What a family expander produces: one `Unit` per file of gen/."""
from dataclasses import dataclass, field

# Values used when a spec leaves a tunable out (0 = let the runtime choose).
TUNABLE_DEFAULTS = {
    "openacc": {"vector_length": 128, "num_gangs": 0},
    "omp-target": {"thread_limit": 128, "num_teams": 0},
    "omp-host": {"schedule": "static", "chunk": 0},
    "plain": {},
}


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
