#!/usr/bin/env bash
# Time to the converged RHF energy: psi4 (Debian's 1.3.2, direct SCF) against our `scf`
# (omp-host), back to back on the same .xyz file, so that both see the same machine load
# (issue 15). Installs psi4 from Debian when it is missing. Builds nothing: configure and build
# omp-host/gcc first.
#
#   bash bench/eri/psi4_bench.sh [BUILD_ROOT]      (default: build)
#
# Environment:
#   MOLECULES  .xyz files (default: data/water/h2o_8.xyz data/water/h2o_16.xyz)
#   BASIS      default 6-31g(d) (psi4 and we both read the .gbs header: Cartesian d for it)
#   REPS       rounds of (psi4, ours) per molecule, default 3; the table shows medians
#   THREADS    threads of both programs, default 2 (`psi4 -n`, OMP_NUM_THREADS)
#   E_CONV, D_CONV   convergence of both, default 1e-10 (energy change) and 1e-8 (psi4: its
#              orbital-gradient measure; ours: max |DIIS error|)
#   SCREEN     integral screening threshold of both, default 1e-12 (psi4's ints_tolerance
#              default; ours: --screen and --density-screen)
#   SCF_ARGS   more arguments for our scf (e.g. "--no-incremental --guess core")
#   OUT        log folder, default /tmp/eri-psi4
# psi4 runs `scf_type direct` with its defaults otherwise: SAD guess, and a density-fitted
# pre-convergence before the direct iterations (df_scf_guess); the table lists both counts.
# The energies must agree to 1e-8 hartree (the tolerance of tests/python/test_eri_scf.py), or
# the script stops with status 1. Output: $OUT/psi4_bench.log (both programs' output, the load
# average before each run) and the table, printed last.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build}
MOLECULES=${MOLECULES:-"$ROOT/data/water/h2o_8.xyz $ROOT/data/water/h2o_16.xyz"}
BASIS=${BASIS:-6-31g(d)}
REPS=${REPS:-3}
THREADS=${THREADS:-2}
E_CONV=${E_CONV:-1e-10}
D_CONV=${D_CONV:-1e-8}
SCREEN=${SCREEN:-1e-12}
SCF_ARGS=${SCF_ARGS:-}
OUT=${OUT:-/tmp/eri-psi4}
SCF=$BUILD/omp-host-gcc/bin/scf
[ -x "$SCF" ] || { echo "error: psi4_bench: $SCF missing (configure and build omp-host/gcc)" >&2; exit 1; }
if ! command -v psi4 >/dev/null; then
    echo "psi4_bench: installing psi4 from Debian (apt-get install psi4 psi4-data)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y psi4 psi4-data >/dev/null ||
        { echo "error: psi4_bench: apt-get install psi4 failed" >&2; exit 1; }
fi
mkdir -p "$OUT"
LOG=$OUT/psi4_bench.log
ROWS=$OUT/rows.txt
: >"$LOG"
: >"$ROWS"

# psi4 input for an .xyz file: the same atoms in Angstrom, no reorientation or centring
psi4_input() {
    local xyz=$1 geom
    geom=$(tail -n +3 "$xyz" | awk 'NF == 4')
    cat <<EOF
memory 4 gb
molecule {
0 1
$geom
units angstrom
no_reorient
no_com
symmetry c1
}
set {
  basis $BASIS
  scf_type direct
  reference rhf
  e_convergence $E_CONV
  d_convergence $D_CONV
  ints_tolerance $SCREEN
}
energy('scf')
EOF
}

# seconds COMMAND...: runs it, prints the wall seconds (stdout of the command goes to the log)
seconds() {
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >>"$LOG" 2>&1
    local rc=$?
    t1=$(date +%s.%N)
    [ $rc -eq 0 ] || { echo "error: psi4_bench: '$*' exited with $rc (see $LOG)" >&2; exit 1; }
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }'
}

echo "psi4_bench: $(nproc) CPUs,$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2), $THREADS threads each, basis $BASIS, screening $SCREEN" | tee -a "$LOG"
for xyz in $MOLECULES; do
    name=$(basename "$xyz" .xyz)
    work=$OUT/$name
    mkdir -p "$work"
    psi4_input "$xyz" >"$work/input.dat"
    for r in $(seq "$REPS"); do
        echo "=== psi4 $name round $r (load average $(cut -d' ' -f1-3 /proc/loadavg))" >>"$LOG"
        tp=$(cd "$work" && seconds psi4 -n "$THREADS" input.dat output.dat)
        cat "$work/output.dat" >>"$LOG"
        ep=$(grep -m1 'Total Energy =' "$work/output.dat" | awk '{print $4}')
        df_iters=$(grep -cE '@DF-RHF iter +[0-9]' "$work/output.dat")
        direct_iters=$(grep -cE '@RHF iter +[0-9]' "$work/output.dat")
        echo "=== ours $name round $r (load average $(cut -d' ' -f1-3 /proc/loadavg))" >>"$LOG"
        # shellcheck disable=SC2086
        to=$(OMP_NUM_THREADS=$THREADS OMP_PROC_BIND=close seconds "$SCF" --basis "$BASIS" \
             --e-conv "$E_CONV" --d-conv "$D_CONV" --screen "$SCREEN" --density-screen "$SCREEN" \
             $SCF_ARGS "$xyz")
        eo=$(grep 'RHF energy:' "$LOG" | tail -1 | awk '{print $3}')
        it=$(grep 'RHF energy:' "$LOG" | tail -1 | sed 's/.*after \([0-9]*\) iterations.*/\1/')
        de=$(awk -v a="$eo" -v b="$ep" 'BEGIN { printf "%.3e", a - b }')
        printf "%s %s %.3f %.3f %s %s %s %s %s\n" "$name" "$r" "$tp" "$to" "$df_iters" \
            "$direct_iters" "$it" "$ep" "$de" | tee -a "$ROWS"
        if ! awk -v d="$de" 'BEGIN { exit !(d < 1e-8 && d > -1e-8) }'; then
            echo "error: psi4_bench: $name: energies differ by $de hartree (psi4 $ep, ours $eo)" >&2
            exit 1
        fi
    done
done
python3 "$ROOT/bench/eri/psi4_table.py" "$ROWS" | tee "$OUT/psi4_table.md"
