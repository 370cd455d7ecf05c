#!/usr/bin/env python3
"""The table of bench/eri/psi4_bench.sh (plain python3, no packages).

    python3 bench/eri/psi4_table.py ROWS

ROWS: one line per round, `name round psi4_s ours_s psi4_df_iters psi4_direct_iters
our_iters psi4_energy delta_e`. Per molecule: the median wall time of each program, the median
over rounds of ours / psi4 (each round ran both back to back, so a change of machine load hits
both), the iteration counts and the largest energy difference.
"""
import statistics
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: psi4_table.py ROWS")
    rows = {}
    for line in open(sys.argv[1]):
        f = line.split()
        if len(f) != 9:
            sys.exit(f"error: psi4_table: malformed row: {line.strip()}")
        rows.setdefault(f[0], []).append(f)
    print("| molecule | rounds | psi4 s (median) | ours s (median) | ours / psi4 (median of rounds) "
          "| psi4 iterations (DF + direct) | our iterations | energy (psi4) | max abs(dE) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, rs in rows.items():
        tp = [float(r[2]) for r in rs]
        to = [float(r[3]) for r in rs]
        ratio = statistics.median(o / p for o, p in zip(to, tp))
        print(f"| {name} | {len(rs)} | {statistics.median(tp):.2f} | {statistics.median(to):.2f} | "
              f"{ratio:.3f} | {rs[0][4]} + {rs[0][5]} | {rs[0][6]} | {rs[0][7]} | "
              f"{max(abs(float(r[8])) for r in rs):.1e} |")


if __name__ == "__main__":
    main()
