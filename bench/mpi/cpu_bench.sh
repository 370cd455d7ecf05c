#!/usr/bin/env bash
# The CPU benchmarks of the MPI builds (issue 14): strong scaling on 1 and 2 ranks of the
# distributed CG (spcg), of the Fock build (fock_bench) and of the distributed lattice (hmc: the
# pure-gauge HMC; dslash_bench: Deo with the halo exchange overlapped), and the cost of the MPI build on one
# rank against the build without MPI, the same programs back to back in rounds so that a change
# of machine load hits every variant alike. Builds nothing: configure and build plain/gcc with
# and without --mpi first.
#
#   bash bench/mpi/cpu_bench.sh [BUILD_ROOT]      (default: build)
#
# Environment: ROUNDS (default 5), SPCG_ARGS (default "--n 64 --format sell": 3D Poisson 64^3),
# FOCK_ARGS (default "--n 8 --basis 6-31g(d) --warmup 0 --reps 3"), HMC_ARGS (default "--lattice
# 12x12x12x16 --traj 3 --therm 1 --steps 5": 1 and 2 ranks with --grid 1x1x1x1 / 1x1x1x2, the
# build without MPI with --grid 1x1x1x1 too: the same distributed code), DSLASH_ARGS (default
# "--lattice 16x16x16x16 --links 18 --overlap on --reps 200 --no-check"), PARTS (default
# "spcg fock hmc dslash"), OUT (default /tmp/mpi-cpu).
# Output: $OUT/cpu.log (every run, preceded by the load average), then the table of
# bench/mpi/cpu_table.py ($OUT/cpu_table.md).
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build}
ROUNDS=${ROUNDS:-5}
SPCG_ARGS=${SPCG_ARGS:-"--n 64 --format sell"}
FOCK_ARGS=${FOCK_ARGS:-"--n 8 --basis 6-31g(d) --warmup 0 --reps 3"}
HMC_ARGS=${HMC_ARGS:-"--lattice 12x12x12x16 --traj 3 --therm 1 --steps 5"}
DSLASH_ARGS=${DSLASH_ARGS:-"--lattice 16x16x16x16 --links 18 --overlap on --reps 200 --no-check"}
PARTS=${PARTS:-"spcg fock hmc dslash"}
OUT=${OUT:-/tmp/mpi-cpu}
mkdir -p "$OUT"
LOG=$OUT/cpu.log
: >"$LOG"
cd "$ROOT" || exit 1
for f in plain-gcc plain-gcc-mpi; do
    for p in spcg fock_bench hmc dslash_bench; do
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
    for part in $PARTS; do
        case $part in
        spcg)
            run "spcg no-mpi" "$BUILD/plain-gcc/bin/spcg" $SPCG_ARGS --every 0
            run "spcg mpi-1" mpirun -np 1 "$BUILD/plain-gcc-mpi/bin/spcg" $SPCG_ARGS --every 0
            run "spcg mpi-2" mpirun -np 2 "$BUILD/plain-gcc-mpi/bin/spcg" $SPCG_ARGS --every 0 ;;
        fock)
            run "fock no-mpi" "$BUILD/plain-gcc/bin/fock_bench" $FOCK_ARGS
            run "fock mpi-1" mpirun -np 1 "$BUILD/plain-gcc-mpi/bin/fock_bench" $FOCK_ARGS
            run "fock mpi-2" mpirun -np 2 "$BUILD/plain-gcc-mpi/bin/fock_bench" $FOCK_ARGS ;;
        hmc)
            run "hmc no-mpi" "$BUILD/plain-gcc/bin/hmc" $HMC_ARGS --grid 1x1x1x1
            run "hmc mpi-1" mpirun -np 1 "$BUILD/plain-gcc-mpi/bin/hmc" $HMC_ARGS --grid 1x1x1x1
            run "hmc mpi-2" mpirun -np 2 "$BUILD/plain-gcc-mpi/bin/hmc" $HMC_ARGS --grid 1x1x1x2 ;;
        dslash)
            run "dslash no-mpi" "$BUILD/plain-gcc/bin/dslash_bench" $DSLASH_ARGS --grid 1x1x1x1
            run "dslash mpi-1" mpirun -np 1 "$BUILD/plain-gcc-mpi/bin/dslash_bench" $DSLASH_ARGS --grid 1x1x1x1
            run "dslash mpi-2" mpirun -np 2 "$BUILD/plain-gcc-mpi/bin/dslash_bench" $DSLASH_ARGS --grid 1x1x1x2 ;;
        *)
            echo "error: cpu_bench: unknown part '$part' (spcg, fock, hmc, dslash)" >&2
            exit 1 ;;
        esac
    done
done
python3 "$ROOT/bench/mpi/cpu_table.py" "$LOG" -o "$OUT/cpu_table.md"
