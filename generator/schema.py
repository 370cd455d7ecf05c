"""Schemas of the spec files, as plain data.

A schema node is one of:
  Int(min=, max=), Str(choices=), Bool(), List(of, min_len=), Map(fields, required=)
  (fields: name -> node), or Dict(key=node, value=node) for user-named keys.
Cross-field rules (e.g. sigma a multiple of C) are `Rule`s; each family
(generator/families/) holds its own schema and rules.
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


def tunables_schema():
    """The `tunables:` section every family accepts: one mapping per flavour."""
    return Map(
        {
            "openacc": Map({"vector_length": Int(min=1, max=1024), "num_gangs": Int(min=0)}),
            "omp-target": Map({"thread_limit": Int(min=1, max=1024), "num_teams": Int(min=0)}),
            "omp-host": Map({"schedule": Str(choices=("static", "dynamic", "guided")),
                             "chunk": Int(min=0)}),
            "plain": Map({}),
        }
    )

