#!/usr/bin/env python3
"""The table of bench/eigen/cpu_bench.sh: speig against SLEPc on the CPU.

    python3 bench/eigen/cpu_table.py cpu_bench.log [-o table.md]

Reads the runs the script delimits with

    === run: <slepc|speig> <solver> | <matrix> | rep <r> [| counterpart slepc <solver>]

and, for each matrix and solver, takes the best (smallest) solve time over the repetitions, the
iterations and operator applications of that run, and the largest relative error of the nev
eigenvalues against the closed form (poisson:N and aniso:N). Prints per matrix one row per
solver with the time ratio of each of ours to its counterpart (< 1: ours faster).
"""
import argparse
import math
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gpu"))
from table_output import emit, fail, read_lines  # noqa: E402

ANISO = (1.0, 1.3, 1.7)


def closed_form(matrix, count):
    """The lowest `count` eigenvalues of poisson:N or aniso:N, or None."""
    m = re.fullmatch(r"(poisson|aniso):(\d+)", matrix)
    if not m:
        return None
    n = int(m.group(2))
    c = (1.0, 1.0, 1.0) if m.group(1) == "poisson" else ANISO
    top = min(count + 1, n)
    one = [2 - 2 * math.cos(math.pi * i / (n + 1)) for i in range(1, top + 1)]
    return sorted(c[0] * a + c[1] * b + c[2] * d for a in one for b in one for d in one)[:count]


def parse(lines):
    runs, current = [], None
    for line in lines:
        if line.startswith("=== run: "):
            parts = [p.strip() for p in line[9:].split("|")]
            program, _, solver = parts[0].partition(" ")
            current = {"program": program, "solver": solver, "matrix": parts[1],
                       "counterpart": parts[3][len("counterpart slepc "):] if len(parts) > 3 else None,
                       "values": [], "seconds": None, "iterations": None, "vectors": None,
                       "converged": False}
            runs.append(current)
            continue
        if current is None:
            continue
        if current["program"] == "slepc":
            row = re.match(r"^\s+\d+\s+(\S+)\s+\S+$", line)
            if row:
                current["values"].append(float(row.group(1)))
            if line.startswith("RESULT peer=slepc"):
                f = dict(w.partition("=")[::2] for w in line.split()[1:])
                current["seconds"] = float(f["seconds"])
                current["iterations"] = int(f["iterations"])
                current["converged"] = int(f["converged"]) >= int(f["nev"])
        else:
            row = re.match(r"^\s+\d+\s+(\S+)\s+\S+(\s+\S+\s+\S+)?$", line)
            if row:
                current["values"].append(float(row.group(1)))
            t = re.match(r"time: solve (\S+) s", line)
            if t:
                current["seconds"] = float(t.group(1))
            it = re.match(r"iterations: (\d+), operator calls \d+ \((\d+) vectors\)", line)
            if it:
                current["iterations"], current["vectors"] = int(it.group(1)), int(it.group(2))
            if re.match(r"(lobpcg|lanczos): converged", line):
                current["converged"] = True
    return [r for r in runs if r["seconds"] is not None]


def table(runs):
    best = {}
    for r in runs:
        key = (r["matrix"], r["program"], r["solver"])
        if key not in best or r["seconds"] < best[key]["seconds"]:
            best[key] = r
    out = []
    for matrix in dict.fromkeys(r["matrix"] for r in runs):
        rows = [r for (m, _, _), r in best.items() if m == matrix]
        out.append(f"\n### {matrix}\n")
        out.append("| solver | iterations | operator applied to | solve s (best) | "
                   "largest value error | ours / counterpart |")
        out.append("|---|---|---|---|---|---|")
        for r in rows:
            exact = closed_form(matrix, len(r["values"]))
            err = "-"
            if exact and r["values"]:
                err = f"{max(abs(v - e) / abs(e) for v, e in zip(r['values'], exact)):.1e}"
            if not r["converged"]:
                err += " (not converged)"
            ratio = ""
            peer = best.get((matrix, "slepc", r["counterpart"])) if r["counterpart"] else None
            if peer:
                ratio = f"{r['seconds'] / peer['seconds']:.2f} (SLEPc {r['counterpart']})"
            vectors = f"{r['vectors']:,}" if r["vectors"] else ""
            out.append(f"| {r['program'] if r['program'] == 'speig' else 'SLEPc'} {r['solver']} | "
                       f"{r['iterations']} | {vectors} | {r['seconds']:.3f} | {err} | {ratio} |")
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("log")
    p.add_argument("-o", "--output")
    args = p.parse_args(argv)
    lines = read_lines("cpu_table.py", [args.log])
    if lines is None:
        return 1
    runs = parse(lines)
    if not runs:
        return fail("cpu_table.py", f"no timed runs in {args.log}")
    emit("\n".join(table(runs)) + "\n", args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
