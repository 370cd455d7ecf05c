#!/usr/bin/env bash
# The CPU comparison of issue 16: our AMG-preconditioned CG (spcg --precond amg, omp-host:
# OpenMP threads on this machine's cores) against hypre's BoomerAMG-PCG (Debian libhypre-dev)
# and PETSc's CG + GAMG (Debian libpetsc-real-dev), one MPI rank per core, on the same
# matrices, with the same right-hand side (b = A 1), start (x = 0) and stopping test
# (||b - A x|| / ||b|| <= RTOL). Each solver runs REPEATS times, the runs interleaved so that
# all see the same load; the table gives each one's fastest solve (and the setup of that run),
# and ours over the fastest peer.
#
#   bash bench/sparse/cpu_amg_bench.sh        (MATRICES, RTOL, REPEATS, THREADS, OUT, VARIANTS)
#
# VARIANTS: ours as "label=spcg arguments;..." (default: the hierarchy in CSR, with the cycle
# in double and in float, by smoothed aggregation (the spec's default) and by classical
# coarsening with one weighted-Jacobi sweep).
#
# WAIT: how every solver's processes or threads wait for each other, the same for all: "spin"
# (bound to cores, busy-waiting: MPI's and OpenMP's defaults, right on an idle machine) or
# "yield" (unbound, yielding the core while waiting: mpirun --bind-to none --mca
# mpi_yield_when_idle 1, OMP_WAIT_POLICY=passive). On a shared, oversubscribed machine spinning
# threads wait for descheduled partners: our OpenMP threads, which meet after every kernel,
# took 6-12 s for a solve that took 0.5-1.1 s yielding (poisson:64, load 35 on 2 cores).
# Default "auto": yield when the load average exceeds the core count.
#
# Installs the peers' packages when missing, builds the peers (bench/sparse/hypre_peer.c,
# petsc_peer.c) with mpicc against the plain host runtime (they are never linked into the
# product), and prints the table last.
set -euo pipefail
cd "$(dirname "$0")/../.."
MATRICES=${MATRICES:-"poisson:100 jump:100:10000"}
RTOL=${RTOL:-1e-8}
REPEATS=${REPEATS:-3}
THREADS=${THREADS:-$(nproc)}
CLASSICAL="--coarsening classical --smoother jacobi --sweeps 1"
VARIANTS=${VARIANTS:-"csr, double=--format csr;csr, float cycle=--format csr --amg-precision float;classical, csr, double=--format csr $CLASSICAL;classical, csr, float cycle=--format csr --amg-precision float $CLASSICAL"}
OUT=${OUT:-bench/results/cpu-amg}
mkdir -p "$OUT"
LOG=$OUT/cpu_amg_bench.log
: >"$LOG"

need=""
for pkg in libhypre-dev libpetsc-real-dev pkg-config; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need="$need $pkg"
done
if [ -n "$need" ]; then
    echo "cpu_amg_bench: installing$need"
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $need >/dev/null
fi
for cfg in "plain gcc" "omp-host gcc"; do
    set -- $cfg
    python3 configure.py --flavour "$1" --compiler "$2" >/dev/null
done
ninja -C build/plain-gcc lib/libruntime.a lib/libkernels.a >/dev/null
ninja -C build/omp-host-gcc bin/spcg >/dev/null
HYPRE_PEER=build/plain-gcc/hypre_peer PETSC_PEER=build/plain-gcc/petsc_peer
COMMON=(-O2 -std=c11 -I runtime -I runtime/sparse -I gen/include)
LIBS=(build/plain-gcc/lib/libruntime.a build/plain-gcc/lib/libkernels.a)
mpicc "${COMMON[@]}" -I/usr/include/hypre bench/sparse/hypre_peer.c "${LIBS[@]}" -lHYPRE -lm \
    -o "$HYPRE_PEER"
# shellcheck disable=SC2046
mpicc "${COMMON[@]}" $(pkg-config --cflags petsc) bench/sparse/petsc_peer.c "${LIBS[@]}" \
    $(pkg-config --libs petsc) -lm -o "$PETSC_PEER"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
WAIT=${WAIT:-auto}
if [ "$WAIT" = auto ]; then
    WAIT=$(awk -v cores="$(nproc)" '{print ($1 > cores) ? "yield" : "spin"}' /proc/loadavg)
fi
case $WAIT in
    spin) MPIRUN="mpirun --oversubscribe -np $THREADS"
          OMP_ENV="OMP_PROC_BIND=close OMP_PLACES=cores OMP_WAIT_POLICY=active" ;;
    yield) MPIRUN="mpirun --oversubscribe --bind-to none --mca mpi_yield_when_idle 1 -np $THREADS"
           OMP_ENV="OMP_PROC_BIND=false OMP_WAIT_POLICY=passive" ;;
    *) echo "error: cpu_amg_bench: WAIT=$WAIT: spin, yield or auto" >&2; exit 1 ;;
esac
echo "cpu_amg_bench: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-), load $(cut -d' ' -f1-3 /proc/loadavg), waiting: $WAIT" | tee -a "$LOG"

# label -> command (the matrix is appended by run_one)
declare -A CMD=(
    ["hypre BoomerAMG-PCG (theta 0.25, default)"]="$MPIRUN $HYPRE_PEER -rtol $RTOL -theta 0.25 -matrix"
    ["hypre BoomerAMG-PCG (theta 0.5, 3D)"]="$MPIRUN $HYPRE_PEER -rtol $RTOL -theta 0.5 -matrix"
    ["PETSc CG + GAMG"]="$MPIRUN $PETSC_PEER -rtol $RTOL -matrix"
)
PEERS=("hypre BoomerAMG-PCG (theta 0.25, default)" "hypre BoomerAMG-PCG (theta 0.5, 3D)" "PETSc CG + GAMG")
OURS=()
IFS=';' read -r -a variants <<<"$VARIANTS"
for v in "${variants[@]}"; do
    label="ours spcg AMG-CG (${v%%=*})"
    CMD[$label]="env OMP_NUM_THREADS=$THREADS $OMP_ENV build/omp-host-gcc/bin/spcg --precond amg --every 0 --spmv-reps 1 --rtol $RTOL ${v#*=} --matrix"
    OURS+=("$label")
done

# run_one LABEL MATRIX: prints "iterations setup solve" of one run
run_one() {
    local out
    echo "=== run: $1 $2" >>"$LOG"
    # shellcheck disable=SC2086
    out=$(${CMD[$1]} "$2" 2>&1 | tee -a "$LOG")
    if grep -q "^RESULT peer=" <<<"$out"; then
        local line
        line=$(grep "^RESULT peer=" <<<"$out" | tail -1)
        echo "$(sed 's/.*iterations=\([0-9]*\).*/\1/' <<<"$line") $(sed 's/.*setup_s=\([0-9.]*\).*/\1/' <<<"$line") $(sed 's/.*solve_s=\([0-9.]*\).*/\1/' <<<"$line")"
    else
        echo "$(grep '^iterations:' <<<"$out" | awk '{print $2}') $(grep '^setup time:' <<<"$out" | awk '{print $3}') $(grep '^solve time:' <<<"$out" | awk '{print $3}')"
    fi
}

rows=()
for m in $MATRICES; do
    declare -A best=() best_setup=() its=()
    for ((r = 1; r <= REPEATS; ++r)); do
        for label in "${PEERS[@]}" "${OURS[@]}"; do
            read -r it setup solve <<<"$(run_one "$label" "$m")"
            echo "  $m  $label: $it iterations, setup $setup s, solve $solve s (run $r)" | tee -a "$LOG"
            if [ -z "${best[$label]:-}" ] || awk "BEGIN {exit !($solve < ${best[$label]})}"; then
                best[$label]=$solve best_setup[$label]=$setup its[$label]=$it
            fi
        done
    done
    best_peer=
    for label in "${PEERS[@]}"; do
        t=${best[$label]}
        if [ -z "$best_peer" ] || awk "BEGIN {exit !($t < $best_peer)}"; then best_peer=$t; fi
    done
    for label in "${PEERS[@]}" "${OURS[@]}"; do
        ratio=$(awk "BEGIN {printf \"%.2f\", ${best[$label]} / $best_peer}")
        rows+=("| $m | $label | ${its[$label]} | ${best_setup[$label]} | ${best[$label]} | $ratio |")
    done
    unset best best_setup its
done
{
    echo
    echo "Fastest of $REPEATS runs each, $THREADS cores (MPI ranks for the peers, OpenMP threads for ours, waiting: $WAIT), rtol $RTOL:"
    echo
    echo "| matrix | solver | iterations | setup s | solve s | solve / fastest peer |"
    echo "|---|---|---:|---:|---:|---:|"
    printf '%s\n' "${rows[@]}"
    echo
    echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee -a "$LOG"
