#!/usr/bin/env bash
# The shell-model CPU benchmark (issue 13): shellmodel (omp-host: OpenMP threads, OpenBLAS)
# on 28Si with USDB (M-scheme dimension 93,710), the NEV lowest states, time per phase; then
# the same matrix, written by shellmodel as Matrix Market, solved by the peers in the same run:
# SLEPc (Debian libslepc-real-dev, bench/eigen/slepc_peer.c, Krylov-Schur and LOBPCG, one MPI
# rank per core) and scipy (python3-scipy: eigsh/ARPACK and lobpcg). Same nev and relative
# tolerance (python3-scipy is installed when missing; SLEPc is used when libslepc-real-dev is,
# see bench/eigen/cpu_bench.sh); the energies of every solver are printed next to ours and the time ratio is ours
# (solve only) over each peer's solve.
#
#   bash bench/shellmodel/cpu_bench.sh           (NUCLEUS, INT, NEV, TOL, THREADS, OUT)
#
# SCIPY_SOLVERS (default "eigsh,lobpcg") and SLEPC_TYPES (default "krylovschur lobpcg") pick the
# peers: on 28Si scipy's lobpcg took 145 s and SLEPc's 555 s on 2 cores (2026-11-24).
set -euo pipefail
cd "$(dirname "$0")/../.."
NUCLEUS=${NUCLEUS:-28Si}
INT=${INT:-usdb}
NEV=${NEV:-10}
TOL=${TOL:-1e-8}
THREADS=${THREADS:-$(nproc)}
SCIPY_SOLVERS=${SCIPY_SOLVERS:-eigsh,lobpcg}
SLEPC_TYPES=${SLEPC_TYPES:-"krylovschur lobpcg"}
OUT=${OUT:-bench/results/cpu-shellmodel}
BUILD=${BUILD:-build}   # where the plain-gcc and omp-host-gcc builds live
mkdir -p "$OUT"
LOG=$OUT/cpu_bench.log
MTX=$OUT/$NUCLEUS.mtx
: >"$LOG"

if ! /usr/bin/python3 -c "import scipy" 2>/dev/null; then
    echo "cpu_bench: installing python3-scipy (the scipy peer)"
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        python3-scipy >/dev/null
fi
for cfg in "plain gcc" "omp-host gcc"; do
    set -- $cfg
    python3 configure.py --flavour "$1" --compiler "$2" --builddir "$BUILD/$1-$2" >/dev/null
done
ninja -C $BUILD/omp-host-gcc bin/shellmodel >/dev/null
echo "cpu_bench: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-), load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$LOG"

echo "=== run: shellmodel $NUCLEUS" | tee -a "$LOG"
OMP_NUM_THREADS=$THREADS OMP_PROC_BIND=close OMP_PLACES=cores OPENBLAS_NUM_THREADS=1 \
    $BUILD/omp-host-gcc/bin/shellmodel --int "$INT" --nucleus "$NUCLEUS" --nev "$NEV" --tol "$TOL" \
    --every 0 --write-mtx "$MTX" --json "$OUT/ours.json" 2>&1 | tee -a "$LOG"
ours=$(python3 -c "import json; print(json.load(open('$OUT/ours.json'))['times']['solve'])")
ours_e=$(python3 -c "import json; print(','.join('%.9f' % s['energy'] for s in json.load(open('$OUT/ours.json'))['states']))")
rows=("| shellmodel LOBPCG + Jacobi (omp-host, $THREADS threads) | $ours | 1.00 | $ours_e |")

echo "=== run: scipy" | tee -a "$LOG"
OMP_NUM_THREADS=$THREADS OPENBLAS_NUM_THREADS=$THREADS \
    /usr/bin/python3 bench/shellmodel/scipy_peer.py "$MTX" --nev "$NEV" --tol "$TOL" \
    --solvers "$SCIPY_SOLVERS" 2>&1 | tee -a "$LOG"
for type in ${SCIPY_SOLVERS//,/ }; do
    line=$(grep "RESULT peer=scipy type=$type " "$LOG" | tail -1 || true)
    [ -z "$line" ] && continue
    t=$(echo "$line" | sed 's/.* seconds=\([0-9.]*\).*/\1/')
    e=$(echo "$line" | sed 's/.*energies=//')
    rows+=("| scipy $type | $t | $(awk "BEGIN {printf \"%.2f\", $ours / $t}") | $e |")
done

if dpkg-query -W -f='${Status}' libslepc-real-dev 2>/dev/null | grep -q "install ok installed"; then
    ninja -C $BUILD/plain-gcc lib/libruntime.a lib/libkernels.a >/dev/null
    PEER=$BUILD/plain-gcc/slepc_peer
    # shellcheck disable=SC2046
    mpicc -O2 -std=c11 $(pkg-config --cflags slepc) -I runtime -I runtime/sparse -I gen/include \
        bench/eigen/slepc_peer.c $BUILD/plain-gcc/lib/libruntime.a $BUILD/plain-gcc/lib/libkernels.a \
        $(pkg-config --libs slepc) -lm -o "$PEER"
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    for type in $SLEPC_TYPES; do
        echo "=== run: slepc $type" | tee -a "$LOG"
        mpirun --oversubscribe -np "$THREADS" "$PEER" -matrix "$MTX" -nev "$NEV" -tol "$TOL" \
            -eps_type "$type" 2>&1 | tee -a "$LOG" | tail -3
        line=$(grep "RESULT peer=slepc type=$type " "$LOG" | tail -1 || true)
        [ -z "$line" ] && continue
        t=$(echo "$line" | sed 's/.* seconds=\([0-9.]*\).*/\1/')
        rows+=("| SLEPc $type ($THREADS ranks) | $t | $(awk "BEGIN {printf \"%.2f\", $ours / $t}") | (see log) |")
    done
else
    echo "note: libslepc-real-dev not installed: SLEPc peer skipped" | tee -a "$LOG"
fi
{
    echo
    echo "$NUCLEUS ($INT), $NEV lowest states, relative tolerance $TOL"
    echo
    echo "| solver | solve s | ours / this | energies (MeV) |"
    echo "|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
} | tee -a "$LOG"
rm -f "$MTX"
