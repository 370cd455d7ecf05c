#!/usr/bin/env python3
"""Markdown tables of the RESULT amg lines of a campaign log (drivers/amg_bench.c).

    python3 bench/gpu/amg_table.py campaign.log [-o table.md] [--target-ms 50]

Two tables: the AMG-preconditioned CG solves (iterations, CPU setup, copy to the device,
solve time, per iteration; the solve at 10^6 rows or more against the target), and the
V-cycle's kernels level by level (GB/s over the copy bandwidth the same process measured).
"""
import argparse
import sys

from sparse_table import parse_fields
from table_output import emit, fail

LEVEL_ROWS = 3  # the finest levels shown per solve in the kernel table


def read(lines, name):
    solves, kernels = [], []
    for lineno, line in enumerate(lines, 1):
        f = parse_fields(line)
        if f is None or "kernel" not in f and "solve" not in line.split():
            continue
        if f.get("flavour") is None or f.get("matrix") is None:
            continue
        try:
            if "iterations" in f:
                solves.append({k: f[k] for k in ("flavour", "matrix", "format", "iterations")} |
                              {k: float(f[k]) for k in ("setup_s", "device_s", "solve_s",
                                                        "ms_per_iteration")})
            elif "kernel" in f:
                kernels.append({k: f.get(k, "") for k in ("flavour", "matrix", "format", "kernel")}
                               | {"level": int(f["level"]), "rows": int(f["rows"]),
                                  "ms": float(f["ms"]), "gbs": float(f.get("gbs", 0)),
                                  "copy_gbs": float(f.get("copy_gbs", 0))})
        except (KeyError, ValueError):
            raise ValueError(f"{name}:{lineno}: malformed RESULT amg line")
    return solves, kernels


def rows_of(kernels, flavour, matrix):
    for k in kernels:
        if k["flavour"] == flavour and k["matrix"] == matrix and k["level"] == 0:
            return k["rows"]
    return 0


def make_tables(solves, kernels, target_ms):
    out = ["AMG-preconditioned CG (rtol 1e-8):", "",
           "| flavour | matrix | rows | format | iterations | setup s (CPU) | to device s | "
           f"solve ms | ms / iteration | solve <= {target_ms:g} ms at >= 1M rows |",
           "|---|---|---:|---|---:|---:|---:|---:|---:|---|"]
    for s in solves:
        rows = rows_of(kernels, s["flavour"], s["matrix"])
        solve_ms = 1e3 * s["solve_s"]
        verdict = ("yes" if solve_ms <= target_ms else "NO") if rows >= 1000000 else ""
        out.append(f"| {s['flavour']} | {s['matrix']} | {rows} | {s['format']} | "
                   f"{s['iterations']} | {s['setup_s']:.2f} | {s['device_s']:.2f} | "
                   f"{solve_ms:.1f} | {s['ms_per_iteration']:.2f} | {verdict} |")
    out += ["", "V-cycle kernels, finest levels (GB/s over the same process's copy bandwidth); "
            "vcycle: one whole V-cycle, sum: its kernels timed one by one:", "",
            "| flavour | matrix | format | level | rows | kernel | ms | GB/s | / copy |",
            "|---|---|---|---:|---:|---|---:|---:|---:|"]
    for k in kernels:
        if k["level"] >= LEVEL_ROWS:
            continue
        whole = k["level"] < 0
        ratio = f"{k['gbs'] / k['copy_gbs']:.2f}" if k["copy_gbs"] and not whole else ""
        gbs = f"{k['gbs']:.0f}" if not whole else ""
        level = str(k["level"]) if not whole else "all"
        out.append(f"| {k['flavour']} | {k['matrix']} | {k['format']} | {level} | {k['rows']} | "
                   f"{k['kernel']} | {k['ms']:.3f} | {gbs} | {ratio} |")
    return "\n".join(out) + "\n"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("log")
    p.add_argument("-o", "--output")
    p.add_argument("--target-ms", type=float, default=50.0)
    args = p.parse_args(argv)
    try:
        with open(args.log, errors="replace") as f:
            solves, kernels = read(f, args.log)
    except OSError as e:
        return fail("amg_table", f"cannot read {args.log}: {e.strerror}")
    except ValueError as e:
        return fail("amg_table", str(e))
    if not solves and not kernels:
        return fail("amg_table", f"no RESULT amg lines in {args.log}")
    emit(make_tables(solves, kernels, args.target_ms), args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
