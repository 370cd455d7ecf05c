"""Schemas of the spec files, as plain data.

A schema node is one of:
  Int(min=, max=), Str(choices=), Bool(), List(of, min_len=), Map(fields, required=)
  (fields: name -> node), or Dict(key=node, value=node) for user-named keys.
Cross-field rules (e.g. sigma a multiple of C) live in `rules` per family.
"""
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

FLAVOURS = ("openacc", "omp-target", "plain", "omp-host")


@dataclass
class Int:
    min: Optional[int] = None
    max: Optional[int] = None


@dataclass
class Str:
    choices: Optional[tuple] = None


@dataclass
class Bool:
    pass


@dataclass
class List:
    of: Any
    min_len: int = 0
    unique: bool = True


@dataclass
class Map:
    fields: dict
    required: tuple = ()


@dataclass
class Rule:
    """A check across fields: `check(spec) -> None | (key_path, message)`."""
    check: Callable


def _tunables():
    return Map(
        {
            "openacc": Map({"vector_length": Int(min=1, max=1024), "num_gangs": Int(min=0)}),
            "omp-target": Map({"thread_limit": Int(min=1, max=1024), "num_teams": Int(min=0)}),
            "omp-host": Map({"schedule": Str(choices=("static", "dynamic", "guided")),
                             "chunk": Int(min=0)}),
            "plain": Map({}),
        }
    )


SPARSE = Map(
    {
        "family": Str(choices=("sparse",)),
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
        "tunables": _tunables(),
    },
    required=("family", "index_type", "value_types", "formats", "kernels"),
)


def _sell_sigma_multiple_of_c(spec):
    sell = spec.get("formats", {}).get("sell")
    if sell and sell["sigma"] % sell["C"] != 0:
        return ("formats.sell.sigma", f"must be a multiple of C = {sell['C']} (got {sell['sigma']})")
    return None


SCHEMAS = {"sparse": (SPARSE, [Rule(_sell_sigma_multiple_of_c)])}
