#!/usr/bin/env python3
"""Markdown table of the `RESULT dslash ...` lines dslash_bench prints (plain python3).

    python3 bench/gpu/lattice_table.py LOG [LOG ...] [-o table.md]

One row per lattice x precision x link storage, one column per flavour (in the order the
flavours first appear). A cell gives ns per half-lattice site of Deo and Doe averaged, the
achieved GB/s (bytes dslash_bench counts per site over that time: 8 links and the 8
neighbour vec3 read, one vec3 written) and, in parentheses, two ratios to the copy bandwidth
the same process measured: first of those GB/s, then of the compulsory traffic alone (8 links
+ one vec3 read + one vec3 written per site: every input vec3 is a neighbour of 8 output
sites, so caches can serve 7 of its 8 reads). The first can exceed 1 through that reuse; the
second only where links and fields fit in the caches (small lattices) or the copy kernel
fell short of the memory bandwidth. A result marked WRONG (differs from
the plain reference) is shown as WRONG; a flavour measured twice keeps its last run. Other
families' RESULT lines are ignored.
"""
import argparse
import sys

from table_output import emit, fail


def read(paths):
    """({flavour: copy GB/s}, {(lattice, prec, links): {flavour: [fields of Deo and Doe]}})"""
    copy, rows = {}, {}
    for path in paths:
        with open(path, errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                if not line.startswith("RESULT dslash "):
                    continue
                words = line.split()
                try:
                    fields = dict(w.split("=", 1) for w in words[2:] if "=" in w)
                    for k in ("ns_per_site", "GBps", "copy_GBps", "ratio", "rel_err"):
                        fields[k] = float(fields[k])
                    flavour, op = fields["flavour"], fields["op"]
                    key = (fields["lattice"], fields["prec"], int(fields["links"]))
                except (KeyError, ValueError):
                    raise ValueError(f"{path}:{lineno}: malformed RESULT dslash line: {line.strip()}")
                fields["wrong"] = words[-1] == "WRONG"
                copy[flavour] = fields["copy_GBps"]
                cell = rows.setdefault(key, {}).setdefault(flavour, {})
                cell[op] = fields
    return copy, rows


def volume(lattice):
    n = 1
    for x in lattice.split("x") if "x" in lattice else [lattice] * 4:
        n *= int(x)
    return n


def cell(ops):
    if not ops:
        return "-"
    if any(f["wrong"] for f in ops.values()):
        return "WRONG"
    ns = sum(f["ns_per_site"] for f in ops.values()) / len(ops)
    # the same bytes per site for Deo and Doe: GB/s and the ratio scale as 1 / time
    gbs = sum(f["GBps"] * f["ns_per_site"] for f in ops.values()) / len(ops) / ns
    first = next(iter(ops.values()))
    copy, links = first["copy_GBps"], int(first["links"])
    compulsory = (8 * links + 6 + 6) / (8 * links + 8 * 6 + 6)  # of the counted bytes
    return f"{ns:.3g} ns, {gbs:.4g} GB/s ({gbs / copy:.2f}; {gbs * compulsory / copy:.2f})"


def render(copy, rows):
    flavours = list(copy)
    out = ["Copy bandwidth (GB/s, the flavour's own vec3 copy, read + write): "
           + ", ".join(f"{f} {copy[f]:.1f}" for f in flavours), "",
           "| lattice | precision | links | " + " | ".join(flavours) + " |",
           "|---|---|---|" + "---|" * len(flavours)]
    for key in sorted(rows, key=lambda k: (volume(k[0]), k[0], k[1] != "single", k[2])):
        lattice, prec, links = key
        out.append(f"| {lattice} | {prec} | {links} | "
                   + " | ".join(cell(rows[key].get(f, {})) for f in flavours) + " |")
    return "\n".join(out) + "\n"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("logs", nargs="+")
    p.add_argument("-o", "--output", help="also write the table here (atomically)")
    args = p.parse_args(argv)
    try:
        copy, rows = read(args.logs)
    except (OSError, ValueError) as e:
        return fail("lattice_table", str(e))
    if not rows:
        return fail("lattice_table", f"no RESULT dslash lines in {' '.join(args.logs)}")
    emit(render(copy, rows), args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
