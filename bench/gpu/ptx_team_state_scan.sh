#!/usr/bin/env bash
# Compiles gen/omp-target/*.c for the GPU keeping the device PTX (clang -save-temps) and runs
# bench/gpu/ptx_team_state_scan.py on it: which kernels read the OpenMP team state before
# any barrier (the clang 16 miscompilation behind the lost omp-target atomic sums).
#
#   bash bench/gpu/ptx_team_state_scan.sh                 # configure.py's clang-nvptx flags
#   CLANG_FLAGS="..." bash bench/gpu/ptx_team_state_scan.sh   # others (e.g. without the fix)
# Each file also gets the options of the compile settings its header states (configure.py
# FILE_SETTINGS, clang-nvptx), as the build gives them.
#
# Environment: SKIP (an extended regex of file names to leave out; the eri classes take
# minutes each at -O3, e.g. SKIP='^eri_'), ONLY (a regex of the names to keep, e.g.
# ONLY='^ci_reduce_atomic$'), WORK (default: a fresh temporary folder).
# Exit status: the scan's (1 if any kernel is flagged).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
FLAGS=${CLANG_FLAGS:-$(python3 -c 'import configure; print(configure.CLANG_OMP)')}
WORK=${WORK:-$(mktemp -d)}
mkdir -p "$WORK"
n=0
for src in gen/omp-target/*.c; do
    name=$(basename "$src" .c)
    if { [ -n "${SKIP:-}" ] && [[ $name =~ $SKIP ]]; } ||
        { [ -n "${ONLY:-}" ] && ! [[ $name =~ $ONLY ]]; }; then
        continue
    fi
    n=$((n + 1))
    echo "ptx_team_state_scan: compiling $src" >&2
    file_flags=$(python3 -c 'import configure, sys; print(configure.file_flags("clang-nvptx", configure.file_settings(sys.argv[1]), {}))' "$src")
    # shellcheck disable=SC2086
    if ! (cd "$WORK" && clang-16 -O3 -std=c11 $FLAGS $file_flags -I"$ROOT/gen/include" -I"$ROOT/runtime" \
            -save-temps -c "$ROOT/$src" -o "$name.o") 2>"$WORK/$name.err"; then
        cat "$WORK/$name.err" >&2
        echo "error: ptx_team_state_scan: compiling $src failed" >&2
        exit 1
    fi
    grep -v 'CUDA version is newer' "$WORK/$name.err" >&2 || true
done
echo "ptx_team_state_scan: $n files compiled with: $FLAGS" >&2
python3 "$ROOT/bench/gpu/ptx_team_state_scan.py" "$WORK"/*-openmp-nvptx64-nvidia-cuda-*.s
