#!/usr/bin/env bash
# The CPU comparison of issue 12: speig (omp-host: OpenMP threads on this machine's cores,
# OpenBLAS for the dense blocks) against SLEPc (Debian libslepc-real-dev, one MPI rank per core)
# on the same matrices, with the same nev and relative tolerance (||r|| / |lambda| <= TOL). The
# time printed for each is the solve's wall time (setup excluded on both sides); the ratios are
# ours over the fastest SLEPc solver's and over its counterpart's (the same method: LOBPCG with
# or without a preconditioner, Krylov-Schur for Lanczos).
#
#   bash bench/eigen/cpu_bench.sh                 (MATRICES, NEV, TOL, THREADS, OUT)
#
# Installs libslepc-real-dev when missing (it brings PETSc and OpenMPI), builds the peer
# (bench/eigen/slepc_peer.c) with mpicc against the plain host runtime, and prints a table last.
set -euo pipefail
cd "$(dirname "$0")/../.."
MATRICES=${MATRICES:-"poisson:32 poisson:48"}
NEV=${NEV:-8}
TOL=${TOL:-1e-8}
THREADS=${THREADS:-$(nproc)}
OUT=${OUT:-bench/results/cpu-eigen}
mkdir -p "$OUT"
LOG=$OUT/cpu_bench.log
: >"$LOG"

if ! dpkg-query -W -f='${Status}' libslepc-real-dev 2>/dev/null | grep -q "install ok installed"; then
    echo "cpu_bench: installing libslepc-real-dev (SLEPc, PETSc, OpenMPI)"
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        libslepc-real-dev pkg-config >/dev/null
fi
for cfg in "plain gcc" "omp-host gcc"; do
    set -- $cfg
    python3 configure.py --flavour "$1" --compiler "$2" >/dev/null
done
ninja -C build/plain-gcc lib/libruntime.a lib/libkernels.a >/dev/null
ninja -C build/omp-host-gcc bin/speig >/dev/null
PEER=build/plain-gcc/slepc_peer
# shellcheck disable=SC2046
mpicc -O2 -std=c11 $(pkg-config --cflags slepc) -I runtime -I runtime/sparse -I gen/include \
    bench/eigen/slepc_peer.c build/plain-gcc/lib/libruntime.a build/plain-gcc/lib/libkernels.a \
    $(pkg-config --libs slepc) -lm -o "$PEER"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
echo "cpu_bench: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-), load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$LOG"

# SLEPc: label and arguments. Its LOBPCG preconditions by default (spectral transformation
# "precond": block Jacobi with ILU(0) on each rank's rows); without (-st_pc_type none) it is the
# counterpart of speig's unpreconditioned LOBPCG.
PEERS=("krylovschur:-eps_type krylovschur"
       "lobpcg bjacobi-ilu (default):-eps_type lobpcg"
       "lobpcg no preconditioner:-eps_type lobpcg -st_pc_type none")
# ours: label, the SLEPc solver it is the counterpart of, and speig arguments
OURS=("lobpcg:lobpcg no preconditioner:--block $((NEV + 4))"
      "lobpcg block-jacobi:lobpcg bjacobi-ilu (default):--block $((NEV + 4)) --precond block"
      "lanczos:krylovschur:--solver lanczos")
rows=()
for m in $MATRICES; do
    n=${m#poisson:}
    best_peer=
    declare -A peer_time=()
    for entry in "${PEERS[@]}"; do
        label=${entry%%:*} args=${entry#*:}
        echo "=== run: slepc $label $m" | tee -a "$LOG"
        # shellcheck disable=SC2086
        result=$(mpirun --oversubscribe -np "$THREADS" "$PEER" -matrix "$m" -nev "$NEV" -tol "$TOL" \
            $args 2>&1 | tee -a "$LOG" | grep "^RESULT peer=slepc" | tail -1)
        echo "$result"
        t=$(echo "$result" | sed 's/.*seconds=//')
        it=$(echo "$result" | sed 's/.*iterations=\([0-9]*\).*/\1/')
        rows+=("| $m | SLEPc $label | $it | $t | | |")
        peer_time[$label]=$t
        if [ -z "$best_peer" ] || awk "BEGIN {exit !($t < $best_peer)}"; then best_peer=$t; fi
    done
    for entry in "${OURS[@]}"; do
        label=${entry%%:*} rest=${entry#*:}
        counterpart=${rest%%:*} args=${rest#*:}
        echo "=== run: speig $label $m" | tee -a "$LOG"
        # shellcheck disable=SC2086
        OMP_NUM_THREADS=$THREADS OMP_PROC_BIND=close OMP_PLACES=cores \
            build/omp-host-gcc/bin/speig --n "$n" --nev "$NEV" --tol "$TOL" --every 0 $args 2>&1 |
            tee -a "$LOG" | tail -1
        t=$(grep "^time: solve" "$LOG" | tail -1 | sed 's/time: solve \([0-9.]*\) s.*/\1/')
        it=$(grep "^iterations:" "$LOG" | tail -1 | sed 's/iterations: \([0-9]*\),.*/\1/')
        ratio=$(awk "BEGIN {printf \"%.2f\", $t / $best_peer}")
        ratio_c=$(awk "BEGIN {printf \"%.2f\", $t / ${peer_time[$counterpart]}}")
        rows+=("| $m | speig $label | $it | $t | $ratio | $ratio_c ($counterpart) |")
    done
done
{
    echo
    echo "| matrix | solver | iterations | solve s | ours / best SLEPc | ours / SLEPc counterpart |"
    echo "|---|---|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
} | tee -a "$LOG"
