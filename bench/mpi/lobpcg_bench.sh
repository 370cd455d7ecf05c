#!/usr/bin/env bash
# LOBPCG on the 2D triangular distribution (speig --distributed, runtime/eigen/dist_eigen.h) on
# the CPU: the MPI build on 1, 3 and 6 ranks against speig of the build without MPI, back to back
# in rounds so that a change of machine load hits every variant alike. Builds nothing:
# configure and build plain/gcc with and without --mpi first (bin/speig).
#
#   bash bench/mpi/lobpcg_bench.sh [BUILD_ROOT]      (default: build)
#
# Environment: ROUNDS (default 3), RANKS (default "1 3 6"), OVERLAPS (default "off on": speig
# --overlap on more than one rank; one rank has no off-diagonal block to split), SPEIG_ARGS (default "--n 32 --nev 8":
# the 3D Laplacian 32^3, 32,768 rows), OUT (default /tmp/mpi-lobpcg). One OpenMP and one OpenBLAS
# thread per rank. Output: $OUT/lobpcg.log (every run, preceded by the load average), then a
# table of the medians: wall time of the solve, its split on rank 0 (SpMM kernel, communication,
# dense BLAS-3, small eigensolver) per iteration, the slowest rank's solve, rank 0's CPU time,
# and the SpMM's largest per-rank kernel time, exchange time and time blocked in mp_wait per
# iteration (each the maximum over the ranks: an off-diagonal rank's, where the overlap acts).
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build}
ROUNDS=${ROUNDS:-3}
RANKS=${RANKS:-"1 3 6"}
SPEIG_ARGS=${SPEIG_ARGS:-"--n 32 --nev 8"}
OUT=${OUT:-/tmp/mpi-lobpcg}
mkdir -p "$OUT"
LOG=$OUT/lobpcg.log
: >"$LOG"
for f in plain-gcc plain-gcc-mpi; do
    [ -x "$BUILD/$f/bin/speig" ] || { echo "error: lobpcg_bench: $BUILD/$f/bin/speig missing (configure.py --flavour plain --compiler gcc [--mpi], then ninja)" >&2; exit 1; }
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1

run() { # LABEL COMMAND...
    local label=$1
    shift
    echo "=== run: $label: $* (load average $(cut -d' ' -f1-3 /proc/loadavg))" >>"$LOG"
    "$@" >>"$LOG" 2>&1
    echo "=== end: $label rc=$?" >>"$LOG"
}

for round in $(seq "$ROUNDS"); do
    run no-mpi "$BUILD/plain-gcc/bin/speig" $SPEIG_ARGS --every 0
    for np in $RANKS; do
        for ov in $([ "$np" -gt 1 ] && echo "${OVERLAPS:-off on}" || echo off); do
            label=mpi-$np
            [ "$np" -gt 1 ] && label=mpi-$np-overlap-$ov
            run "$label" mpirun --oversubscribe --bind-to none -x OMP_NUM_THREADS -x OPENBLAS_NUM_THREADS \
                -np "$np" "$BUILD/plain-gcc-mpi/bin/speig" --distributed $SPEIG_ARGS --every 0 --overlap "$ov"
        done
    done
done

python3 - "$LOG" <<'EOF' | tee "$OUT/lobpcg_table.md"
import re, statistics, sys
runs, label, text = {}, None, []
for line in open(sys.argv[1]):
    m = re.match(r"=== run: (\S+):", line)
    if m:
        label, text = m.group(1), []
        continue
    m = re.match(r"=== end: \S+ rc=(\d+)", line)
    if m:
        out = "".join(text)
        t = re.search(r"time: solve (\S+) s: SpMM (\S+) s, (?:communication (\S+) s, )?dense BLAS-3 (\S+) s, "
                      r"small eigensolver (\S+) s", out)
        it = int(re.search(r"^iterations: (\d+)", out, re.M).group(1))
        cpu = float(re.search(r"cpu: solve (\S+) s", out).group(1))
        slow = re.search(r"slowest rank: solve (\S+) s", out)
        solve, spmm, comm, dense, small = (float(v) if v else 0.0 for v in t.groups())
        slow_spmm = re.search(r"slowest rank: solve \S+ s, SpMM (\S+) s", out)
        waits = re.search(r"largest on any rank: waits (\S+) s, exchanges (\S+) s", out)
        runs.setdefault(label, []).append((solve, it, 1e3 * spmm / it, 1e3 * comm / it,
                                           1e3 * dense / it, 1e3 * small / it,
                                           float(slow.group(1)) if slow else solve, cpu, int(m.group(1)),
                                           1e3 * float(slow_spmm.group(1)) / it if slow_spmm else None,
                                           1e3 * float(waits.group(2)) / it if waits else None,
                                           1e3 * float(waits.group(1)) / it if waits else None))
        continue
    text.append(line)
print("| variant | runs | iterations | solve s (median) | per iteration ms: SpMM | communication | dense | small | slowest rank s | rank 0 CPU s | max over ranks, ms/it: SpMM kernel | SpMM exchange | of it in mp_wait |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for label, rs in runs.items():
    med = lambda i: statistics.median(r[i] for r in rs)
    opt = lambda i: "-" if rs[0][i] is None else f"{med(i):.3f}"
    print(f"| {label} | {len(rs)} | {int(med(1))} | {med(0):.3f} | {med(2):.3f} | {med(3):.3f} | "
          f"{med(4):.3f} | {med(5):.3f} | {med(6):.3f} | {med(7):.3f} | {opt(9)} | {opt(10)} | {opt(11)} |")
EOF
