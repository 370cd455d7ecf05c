#!/usr/bin/env bash
# Runs bench/gpu/omp_atomic_probe.c (built by bench/gpu/build_carry.sh into the carried
# programs) ON the GPU machine with clang's offload runtime, host fallback forbidden:
#
#   run(command="bash bench/gpu/omp_atomic_probe.sh", carry=[".carry"])
#
# Arguments go to the probe ([N [REPS [seq-first]]]). Log: $OUT/omp_atomic_probe.log.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
if [ ! -x "$BIN/omp-target/omp_atomic_probe" ]; then
    say "error: omp_atomic_probe: not in the carried programs: run bench/gpu/build_carry.sh here"
    exit 1
fi
run_prog "omp-target omp_atomic_probe" omp-target omp_atomic_probe "$@"
summary
