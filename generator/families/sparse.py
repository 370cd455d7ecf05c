"""Sparse linear algebra: SpMV and residual in CSR, ELLPACK and SELL-C-sigma."""
from ..schema import Int, List, Map, Rule, Str, tunables_schema
from ..units import Unit, tunables

NAME = "sparse"

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
            }
        ),
        "kernels": List(Str(choices=("spmv", "residual")), min_len=1),
        "tunables": tunables_schema(),
    },
    required=("family", "index_type", "value_types", "formats", "kernels"),
)


def _sell_sigma_multiple_of_c(spec):
    sell = spec.get("formats", {}).get("sell")
    if sell and sell["sigma"] % sell["C"] != 0:
        return ("formats.sell.sigma", f"must be a multiple of C = {sell['C']} (got {sell['sigma']})")
    return None


RULES = [Rule(_sell_sigma_multiple_of_c)]


def expand(spec_path, spec, flavours):
    formats, kernels, value_types = spec["formats"], spec["kernels"], spec["value_types"]
    common = {"formats": formats, "kernels": kernels, "value_types": value_types,
              "sell": formats.get("sell")}
    units = [Unit("include/sparse_kernels.h", "kernels/sparse/sparse_kernels.h.j2", spec_path, "",
                  common, [("formats", ", ".join(formats)), ("kernels", ", ".join(kernels)),
                           ("values", ", ".join(value_types))])]
    for flavour in flavours:
        tun, tun_text = tunables(spec, flavour)
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
