#!/usr/bin/env bash
# The CPU benchmarks of the MPI builds (issue 14): strong scaling on 1 and 2 ranks of the
# distributed CG (spcg) and of the Fock build (fock_bench), and the cost of the MPI build on one
# rank against the build without MPI, the same programs back to back in rounds so that a change
# of machine load hits every variant alike. Builds nothing: configure and build plain/gcc with
# and without --mpi first.
#
#   bash bench/mpi/cpu_bench.sh [BUILD_ROOT]      (default: build)
#
# Environment: ROUNDS (default 5), SPCG_ARGS (default "--n 64 --format sell": 3D Poisson 64^3),
# FOCK_ARGS (default "--n 8 --basis 6-31g(d) --warmup 0 --reps 3"), OUT (default /tmp/mpi-cpu).
# Output: $OUT/cpu.log (every run, preceded by the load average), then the table of
# bench/mpi/cpu_table.py ($OUT/cpu_table.md).
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build}
ROUNDS=${ROUNDS:-5}
SPCG_ARGS=${SPCG_ARGS:-"--n 64 --format sell"}
FOCK_ARGS=${FOCK_ARGS:-"--n 8 --basis 6-31g(d) --warmup 0 --reps 3"}
OUT=${OUT:-/tmp/mpi-cpu}
mkdir -p "$OUT"
LOG=$OUT/cpu.log
: >"$LOG"
cd "$ROOT" || exit 1
for f in plain-gcc plain-gcc-mpi; do
    for p in spcg fock_bench; do
        [ -x "$BUILD/$f/bin/$p" ] || { echo "error: cpu_bench: $BUILD/$f/bin/$p missing (configure.py --flavour plain [--mpi], then ninja)" >&2; exit 1; }
    done
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMP_NUM_THREADS=1

# run LABEL COMMAND...: one run into the log
run() {
    local label=$1
    shift
    echo "=== run: $label: $* (load average $(cut -d' ' -f1-3 /proc/loadavg))" >>"$LOG"
    "$@" >>"$LOG" 2>&1
    echo "=== end: $label rc=$?" >>"$LOG"
}

echo "cpu_bench: $(nproc --all) CPUs,$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2), $ROUNDS rounds" | tee -a "$LOG"
for round in $(seq "$ROUNDS"); do
    echo "round $round (load average $(cut -d' ' -f1-3 /proc/loadavg))"
    # shellcheck disable=SC2086
    {
        run "spcg no-mpi" "$BUILD/plain-gcc/bin/spcg" $SPCG_ARGS --every 0
        run "spcg mpi-1" mpirun -np 1 "$BUILD/plain-gcc-mpi/bin/spcg" $SPCG_ARGS --every 0
        run "spcg mpi-2" mpirun -np 2 "$BUILD/plain-gcc-mpi/bin/spcg" $SPCG_ARGS --every 0
        run "fock no-mpi" "$BUILD/plain-gcc/bin/fock_bench" $FOCK_ARGS
        run "fock mpi-1" mpirun -np 1 "$BUILD/plain-gcc-mpi/bin/fock_bench" $FOCK_ARGS
        run "fock mpi-2" mpirun -np 2 "$BUILD/plain-gcc-mpi/bin/fock_bench" $FOCK_ARGS
    }
done
python3 "$ROOT/bench/mpi/cpu_table.py" "$LOG" -o "$OUT/cpu_table.md"
