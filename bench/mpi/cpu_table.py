#!/usr/bin/env python3
"""Table of bench/mpi/cpu_bench.sh's log: per program, the best and median time of the build
without MPI, of the MPI build on 1 rank (its overhead against the former: target <= 3%) and on
2 ranks (the speed-up over 1 rank).

    python3 bench/mpi/cpu_table.py cpu.log [-o table.md]

spcg: the solve time per CG iteration; fock: the median Fock build of each fock_bench run
(RESULT ... total_s, the slowest rank's); hmc: CPU seconds per measured trajectory (the slowest rank's); dslash:
the CPU time of one Deo call (18-real links, the first RESULT dslash_mpi line: CPU ns per local
site times the local half-lattice sites, the slowest rank's median batch: on a machine shared
with other jobs the CPU time counts the work, where the wall time counts the other jobs too)."""
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gpu"))
from mpi_table import grab, run_sections, table_main  # noqa: E402


def runs(path):
    """[(program, variant, seconds)] of the successful runs ("spcg mpi-2", ...), every round."""
    found = []
    for label, rc, lines in run_sections(path):
        program, variant = label.split()
        ms = grab(r"solve time:\s+\S+ s \((\S+) ms per iteration\)", lines)
        total = grab(r"^RESULT fock .* total_s=(\S+)", lines)
        traj = grab(r"^cpu time (\S+) s per trajectory", lines)
        value = ms * 1e-3 if ms is not None else total if total is not None else traj
        deo = next((l for l in lines if l.startswith("RESULT dslash_mpi") and " op=Deo " in l), None)
        if deo:
            ns = float(re.search(r" cpu_ns_per_site=(\S+)", deo).group(1))
            local = [int(x) for x in re.search(r"local=(\S+)", deo).group(1).split("x")]
            value = ns * 1e-9 * local[0] * local[1] * local[2] * local[3] / 2
        if rc == 0 and value is not None:
            found.append((program, variant, value))
    return found


def table(found):
    rows = ["| program | variant | runs | best s | median s | vs no-MPI (median) | speed-up over 1 rank (median) |",
            "|---|---|---|---|---|---|---|"]
    for prog in sorted({p for p, _, _ in found}):
        med = {}
        for variant in ("no-mpi", "mpi-1", "mpi-2"):
            t = [s for p, v, s in found if p == prog and v == variant]
            if not t:
                continue
            med[variant] = statistics.median(t)
            vs = f"{med[variant] / med['no-mpi'] - 1:+.1%}" if variant != "no-mpi" and "no-mpi" in med else ""
            up = f"x{med['mpi-1'] / med[variant]:.2f}" if variant == "mpi-2" and "mpi-1" in med else ""
            unit = {"spcg": " per iteration", "hmc": " per trajectory (CPU)", "dslash": " Deo call (CPU)"}.get(prog, " per build")
            rows.append(f"| {prog}{unit} | {variant} | {len(t)} | {min(t):.4g} | {med[variant]:.4g} | {vs} | {up} |")
    return "\n".join(rows) + "\n"


def text(path):
    found = runs(path)
    return table(found) if found else None


def main():
    return table_main(__doc__, text)


if __name__ == "__main__":
    sys.exit(main())
