#!/usr/bin/env bash
# Runs bench/gpu/omp_atomic_probe.c (built by bench/gpu/build_carry.sh into the carried
# programs) ON the GPU machine with clang's offload runtime, host fallback forbidden:
#
#   run(command="bash bench/gpu/omp_atomic_probe.sh", carry=[".carry"])
#
# Arguments go to the probe ([N [REPS [seq-first]]]); with `variants` first, the rest go to
# bench/gpu/omp_atomic_variants.c instead ([N [REPS]]). Log: $OUT/omp_atomic_probe.log.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
prog=omp_atomic_probe
if [ "${1:-}" = variants ]; then
    prog=omp_atomic_variants
    shift
fi
if [ ! -x "$BIN/omp-target/$prog" ]; then
    say "error: $prog: not in the carried programs: run bench/gpu/build_carry.sh here"
    exit 1
fi
run_prog "omp-target $prog" omp-target "$prog" "$@"
summary
