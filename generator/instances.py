"""Expand validated specs into the files of gen/: one `Unit` per output file."""
from dataclasses import dataclass, field

from .schema import FLAVOURS

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


def expand(specs, flavours=FLAVOURS):
    """specs: list of (spec_path, family, spec). Returns the sorted list of units."""
    units = []
    for flavour in flavours:
        units.append(Unit(f"{flavour}/device.c", f"flavours/{flavour}/device.c.j2", "", flavour))
    for spec_path, family, spec in specs:
        units += EXPANDERS[family](spec_path, spec, flavours)
    return sorted(units, key=lambda u: u.out_path)


def _sparse(spec_path, spec, flavours):
    formats, kernels, value_types = spec["formats"], spec["kernels"], spec["value_types"]
    common = {"formats": formats, "kernels": kernels, "value_types": value_types,
              "sell": formats.get("sell")}
    units = [Unit("include/sparse_kernels.h", "kernels/sparse/sparse_kernels.h.j2", spec_path, "",
                  common, [("formats", ", ".join(formats)), ("kernels", ", ".join(kernels)),
                           ("values", ", ".join(value_types))])]
    for flavour in flavours:
        tun = {**TUNABLE_DEFAULTS.get(flavour, {}), **spec.get("tunables", {}).get(flavour, {})}
        tun_text = ", ".join(f"{k}={v}" for k, v in sorted(tun.items())) or "defaults"
        for vt in value_types:
            base = {**common, "vt": vt, "tun": tun}
            for fmt, fmt_params in formats.items():
                params = [("format", fmt)] + [(k, v) for k, v in sorted(fmt_params.items())]
                units.append(Unit(f"{flavour}/sparse_{fmt}_{vt}.c", f"kernels/sparse/{fmt}.c.j2",
                                  spec_path, flavour, {**base, **fmt_params},
                                  params + [("value", vt), ("kernels", ", ".join(kernels)),
                                            ("tunables", tun_text)]))
            units.append(Unit(f"{flavour}/sparse_vector_{vt}.c", "kernels/sparse/vector.c.j2",
                              spec_path, flavour, base,
                              [("value", vt), ("tunables", tun_text)]))
    return units


EXPANDERS = {"sparse": _sparse}
