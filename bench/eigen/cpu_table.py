#!/usr/bin/env python3
"""The table of bench/eigen/cpu_bench.sh: speig against SLEPc on the CPU.

    python3 bench/eigen/cpu_table.py cpu_bench.log [-o table.md]

Reads the runs the script delimits with

    === run: <slepc|speig> <solver> | <matrix> | rep <r> | cores <c> [| counterpart slepc <solver>]

and, for each matrix and solver, takes the best (smallest) wall time of the solve on the most
cores over the repetitions, and the best CPU time of the solve on one core; the iterations and
operator applications of the fastest run; and the largest relative error of the nev eigenvalues
against the closed form (poisson:N and aniso:N; the worst over the runs). Prints per matrix one
row per solver with the time ratios of each of ours to its counterpart (< 1: ours faster).
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
                       "cores": int(parts[3].split()[1]),
                       "counterpart": parts[4][len("counterpart slepc "):] if len(parts) > 4 else None,
                       "values": [], "seconds": None, "cpu": None, "iterations": None,
                       "vectors": None, "converged": False}
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
                current["seconds"], current["cpu"] = float(f["seconds"]), float(f["cpu_seconds"])
                current["iterations"] = int(f["iterations"])
                current["converged"] = int(f["converged"]) >= int(f["nev"])
        else:
            row = re.match(r"^\s+\d+\s+(\S+)\s+\S+(\s+\S+\s+\S+)?$", line)
            if row:
                current["values"].append(float(row.group(1)))
            t = re.match(r"time: solve (\S+) s", line)
            if t:
                current["seconds"] = float(t.group(1))
            c = re.match(r"cpu: solve (\S+) s", line)
            if c:
                current["cpu"] = float(c.group(1))
            it = re.match(r"iterations: (\d+), operator calls \d+ \((\d+) vectors\)", line)
            if it:
                current["iterations"], current["vectors"] = int(it.group(1)), int(it.group(2))
            if re.match(r"(lobpcg|lanczos): converged", line):
                current["converged"] = True
    return [r for r in runs if r["seconds"] is not None]


def value_error(r):
    exact = closed_form(r["matrix"], len(r["values"]))
    if not (exact and r["values"]):
        return None
    return max(abs(v - e) / abs(e) for v, e in zip(r["values"], exact))


def summarize(runs):
    """(matrix, program, solver) -> the best wall time on the most cores, the best one-core CPU
    time, the fastest run, the worst value error, whether every run converged."""
    most = max(r["cores"] for r in runs)
    out = {}
    for r in runs:
        s = out.setdefault((r["matrix"], r["program"], r["solver"]),
                           {"wall": None, "cpu": None, "run": r, "error": None, "converged": True,
                            "counterpart": r["counterpart"]})
        if r["cores"] == most and (s["wall"] is None or r["seconds"] < s["wall"]):
            s["wall"], s["run"] = r["seconds"], r
        if r["cores"] == 1 and r["cpu"] is not None and (s["cpu"] is None or r["cpu"] < s["cpu"]):
            s["cpu"] = r["cpu"]
        e = value_error(r)
        if e is not None:
            s["error"] = e if s["error"] is None else max(s["error"], e)
        s["converged"] &= r["converged"]
    return out, most


def table(runs):
    best, most = summarize(runs)
    out = []
    fmt = lambda v: "-" if v is None else f"{v:.3f}"
    for matrix in dict.fromkeys(r["matrix"] for r in runs):
        out.append(f"\n### {matrix}\n")
        out.append(f"| solver | iterations | operator applied to | wall s, {most} cores | "
                   f"CPU s, 1 core | largest value error | ours / counterpart: wall, CPU |")
        out.append("|---|---|---|---|---|---|---|")
        for (m, program, solver), s in best.items():
            if m != matrix:
                continue
            r = s["run"]
            err = "-" if s["error"] is None else f"{s['error']:.1e}"
            if not s["converged"]:
                err += " (not converged)"
            ratio = ""
            peer = best.get((matrix, "slepc", s["counterpart"])) if s["counterpart"] else None
            if peer:
                walls = f"{s['wall'] / peer['wall']:.2f}" if s["wall"] and peer["wall"] else "-"
                cpus = f"{s['cpu'] / peer['cpu']:.2f}" if s["cpu"] and peer["cpu"] else "-"
                ratio = f"{walls}, {cpus} (SLEPc {s['counterpart']})"
            vectors = f"{r['vectors']:,}" if r["vectors"] else ""
            name = "speig" if program == "speig" else "SLEPc"
            out.append(f"| {name} {solver} | {r['iterations']} | {vectors} | {fmt(s['wall'])} | "
                       f"{fmt(s['cpu'])} | {err} | {ratio} |")
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
