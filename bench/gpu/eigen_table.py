#!/usr/bin/env python3
"""The table of the eigensolver campaign (bench/gpu/eigen_campaign.sh).

    python3 bench/gpu/eigen_table.py campaign.log [-o table.md]

Reads each speig run the campaign delimits with `=== run: <label>: ...` / `=== end: <label>`
and prints one row per run: its status, iterations, largest eigenvalue error against the
closed form, solve time, the time per iteration split into SpMM, dense BLAS-3, the small
eigensolver and the preconditioner (speig's `per iteration:` line), and the dense library
calls per iteration. Then, for each flavour, the ratio of the host's time per iteration to
the GPU's (the omp-host run against the flavour's LOBPCG runs with the same block).
"""
import argparse
import re
import sys

from table_output import emit, fail, read_lines

PER = re.compile(r"per (?:iteration|step): solve (\S+) ms: SpMM (\S+) ms, dense BLAS-3 (\S+) ms, "
                 r"small eigensolver (\S+) ms, preconditioner (\S+) ms; (\S+) dense calls")


def parse(lines):
    runs, current = [], None
    for line in lines:
        if line.startswith("=== run: ") and " speig" in line:
            current = {"label": line[9:].split(":", 1)[0].strip(), "text": []}
            runs.append(current)
        elif line.startswith("=== end: "):
            current = None
        elif current is not None:
            current["text"].append(line)
    rows = []
    for run in runs:
        text = "\n".join(run["text"])
        status = re.search(r"^(?:lobpcg|lanczos): (converged|not converged|breakdown)", text, re.M)
        it = re.search(r"^iterations: (\d+)", text, re.M)
        solve = re.search(r"^time: solve (\S+) s", text, re.M)
        per = PER.search(text)
        errors = [float(e) for e in re.findall(r"^\s+\d+\s+\S+\s+\S+\s+\S+\s+(\S+)$", text, re.M)]
        if not (it and solve and per):
            rows.append({"label": run["label"], "missing": True})
            continue
        rows.append({"label": run["label"], "missing": False,
                     "status": status.group(1) if status else "?", "iterations": int(it.group(1)),
                     "solve": float(solve.group(1)), "per": [float(v) for v in per.groups()],
                     "error": max(errors) if errors else None})
    return rows


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("logs", nargs="+")
    p.add_argument("-o", "--output")
    args = p.parse_args(argv)
    lines = read_lines("eigen_table.py", args.logs)
    if lines is None:
        return 1
    rows = parse(lines)
    if not rows:
        return fail("eigen_table.py", "no speig runs in " + ", ".join(args.logs))
    out = ["| run | status | iterations | largest value error | solve s | per iteration ms | "
           "SpMM ms | dense BLAS-3 ms | small eigensolver ms | preconditioner ms | "
           "dense calls per iteration |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if r["missing"]:
            out.append(f"| {r['label']} | no result (see the log) |" + " |" * 9)
            continue
        err = f"{r['error']:.1e}" if r["error"] is not None else "-"
        per = r["per"]
        out.append(f"| {r['label']} | {r['status']} | {r['iterations']} | {err} | "
                   f"{r['solve']:.2f} | " + " | ".join(f"{v:.3f}" for v in per[:5]) +
                   f" | {per[5]:.1f} |")
    host = next((r for r in rows if not r["missing"] and r["label"].startswith("omp-host")), None)
    if host:
        out.append("")
        for r in rows:
            if r["missing"] or r is host or "block 12" not in r["label"] or "lobpcg" not in r["label"]:
                continue
            out.append(f"- {r['label']}: {host['per'][0] / r['per'][0]:.0f}x faster per iteration "
                       f"than {host['label']} ({host['per'][0]:.1f} against {r['per'][0]:.2f} ms)")
    emit("\n".join(out) + "\n", args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
