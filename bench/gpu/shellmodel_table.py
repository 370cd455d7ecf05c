#!/usr/bin/env python3
"""Tables of a shell-model campaign log (bench/gpu/shellmodel_campaign.sh): construction per
phase with the ratio to the copy bandwidth, the solve (iterations, SpMM share, ground-state
energy), and the prefix sums of ci_bench.

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
    out = ["| nucleus | flavour | dimension | stored entries | count s | scan s | fill s | copy GB/s | "
           "scan / copy | fill / copy |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in build:
        out.append(f"| {r['nucleus']} | {r['flavour']} | {r['dim']} | {r['nnz']} | {r['count_s']} | "
                   f"{r['scan_s']} | {r['fill_s']} | {r['copy_gbs']} | {r['scan_ratio']} | {r['fill_ratio']} |")
    out += ["", "| nucleus | flavour | iterations | solve s | SpMM s | SpMM share | E0 (MeV) |",
            "|---|---|---|---|---|---|---|"]
    for r in solve:
        out.append(f"| {r['nucleus']} | {r['flavour']} | {r['iterations']} | {r['solve_s']} | {r['spmm_s']} | "
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
