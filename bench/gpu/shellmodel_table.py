#!/usr/bin/env python3
"""Tables of a shell-model campaign log (bench/gpu/shellmodel_campaign.sh): construction per
phase (count, scan, fill, CSB-COO) with the ratio of its GB/s to the copy bandwidth, the solve
(iterations, SpMM share, ground-state energy), and the prefix sums of ci_bench.

    python3 bench/gpu/shellmodel_table.py LOG [-o table.md]
"""
import argparse
import re
import sys


def fields(line):
    return dict(kv.split("=", 1) for kv in line.split()[2:] if "=" in kv)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("log")
    p.add_argument("-o", "--output")
    a = p.parse_args()
    build, solve, scan = [], [], []
    for line in open(a.log, errors="replace"):
        if line.startswith("RESULT shellmodel-solve "):
            solve.append(fields(line))
        elif line.startswith("RESULT shellmodel "):
            build.append(fields(line))
        elif line.startswith("RESULT ci ") and "metric=scan" in line:
            scan.append(dict(kv.split("=", 1) for kv in line.split()[2:] if "=" in kv))
    phases = ("count", "scan", "fill", "csb")
    out = ["| nucleus | flavour | storage | dimension | stored entries | "
           + " | ".join(f"{p} s" for p in phases) + " | copy GB/s | "
           + " | ".join(f"{p} / copy" for p in phases) + " |", "|---" * 14 + "|"]
    for r in build:
        out.append(f"| {r['nucleus']} | {r['flavour']} | {r.get('storage', '')} | {r['dim']} | {r['nnz']} | "
                   + " | ".join(r.get(f"{p}_s", "") for p in phases) + f" | {r['copy_gbs']} | "
                   + " | ".join(r.get(f"{p}_ratio", "") for p in phases) + " |")
    out += ["", "| nucleus | flavour | SpMM kernel | iterations | solve s | SpMM s | SpMM share | E0 (MeV) |",
            "|---|---|---|---|---|---|---|---|"]
    for r in solve:
        out.append(f"| {r['nucleus']} | {r['flavour']} | {r.get('kernel', '')} | {r['iterations']} | "
                   f"{r['solve_s']} | {r['spmm_s']} | "
                   f"{r['spmm_share']} | {r['e0']} |")
    out += ["", "| flavour | scan | n | ms | GB/s | ratio to copy |", "|---|---|---|---|---|---|"]
    for r in scan:
        out.append(f"| {r.get('flavour')} | {r.get('variant')} | {r.get('n')} | {r.get('ms')} | "
                   f"{r.get('gbs')} | {r.get('ratio')} |")
    text = "\n".join(out) + "\n"
    sys.stdout.write(text)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
