#!/usr/bin/env bash
# The CPU part of the eri benchmarks (issue 5): fock_bench of the plain and omp-host
# builds for (H2O)n, both bases, then the digestion comparison (ket blocks 1, 8, 32,
# interleaved so that a change of machine load hits every block alike), and the tables of
# bench/gpu/eri_table.py. Builds nothing: configure and build plain/gcc and omp-host/gcc first.
#
#   bash bench/eri/cpu_bench.sh [BUILD_ROOT]      (default: build)
#
# Environment: SIZES (default "16 32"), THREADS (omp-host threads, default: all cores),
# DIGEST_N (default 16), DIGEST_ROUNDS (default 3; 0: no digestion runs), OUT (default
# /tmp/eri-cpu), RUNS: instead of the SIZES sweep, exactly these runs, each FLAVOUR:N:BASIS
# (FLAVOUR plain or omp-host), in order, e.g. RUNS="plain:64:6-31g(d) omp-host:128:cc-pvdz".
# Output: $OUT/cpu.log (every run, preceded by the load average), $OUT/cpu_table.md.
# n = 16: --warmup 0 --reps 3 (median); larger: --warmup 0 --reps 1 (no device to warm up).
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build}
SIZES=${SIZES:-"16 32"}
THREADS=${THREADS:-$(nproc)}
DIGEST_N=${DIGEST_N:-16}
DIGEST_ROUNDS=${DIGEST_ROUNDS:-3}
OUT=${OUT:-/tmp/eri-cpu}
mkdir -p "$OUT"
LOG=$OUT/cpu.log
: >"$LOG"
cd "$ROOT" || exit 1
for f in plain-gcc omp-host-gcc; do
    [ -x "$BUILD/$f/bin/fock_bench" ] || { echo "error: cpu_bench: $BUILD/$f/bin/fock_bench missing (configure and build it)" >&2; exit 1; }
done

# bench FLAVOUR-DIR ARGS...: one fock_bench run into the log
bench() {
    local dir=$1
    shift
    echo "=== run: $dir $* (load average $(cut -d' ' -f1-3 /proc/loadavg))" | tee -a "$LOG"
    OMP_NUM_THREADS=$THREADS OMP_PROC_BIND=close "$BUILD/$dir/bin/fock_bench" "$@" 2>&1 | tee -a "$LOG" | grep -E '^RESULT'
    echo "=== end: $dir $* rc=${PIPESTATUS[0]}" >>"$LOG"
}

echo "cpu_bench: $(nproc) CPUs,$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2), omp-host threads $THREADS" | tee -a "$LOG"
for run in ${RUNS:-}; do
    IFS=: read -r flavour n basis extra <<<"$run"
    if [[ ! $flavour =~ ^(plain|omp-host)$ ]] || [[ ! $n =~ ^[0-9]+$ ]] || [ -z "$basis" ] || [ -n "$extra" ]; then
        echo "error: cpu_bench: RUNS entry '$run' is not FLAVOUR:N:BASIS (FLAVOUR plain or omp-host)" >&2
        exit 1
    fi
    reps="--warmup 0 --reps 1"
    [ "$n" -le 16 ] && reps="--warmup 0 --reps 3"
    # shellcheck disable=SC2086
    bench "$flavour-gcc" --n "$n" --basis "$basis" $reps
done
[ -n "${RUNS:-}" ] && SIZES=""
for n in $SIZES; do
    reps="--warmup 0 --reps 1"
    [ "$n" -le 16 ] && reps="--warmup 0 --reps 3"
    for basis in "6-31g(d)" cc-pvdz; do
        for dir in plain-gcc omp-host-gcc; do
            # shellcheck disable=SC2086
            bench "$dir" --n "$n" --basis "$basis" $reps
        done
    done
done
for _ in $(seq "$DIGEST_ROUNDS"); do
    for dir in omp-host-gcc plain-gcc; do
        for kb in 1 8 32; do
            bench "$dir" --n "$DIGEST_N" --basis "6-31g(d)" --ket-block "$kb" --warmup 0 --reps 1
        done
    done
done
python3 "$ROOT/bench/gpu/eri_table.py" --per-class "$LOG" -o "$OUT/cpu_table.md"
