#!/usr/bin/env bash
# Probe (issue 15): double-precision atomic adds in each offload flavour (bench/gpu/probes/
# atomic_add_probe.c: GCC 12's OpenACC, whose nvptx backend makes them atom.cas.b64 loops,
# against clang 16's OpenMP offload), from heavy contention to none, each against a plain add.
# Run ON the GPU machine from the repository root with .carry/ carried:
#
#   bash bench/gpu/probes/atomic_add_probe.sh      (about 20 s; $OUT/atomic_add_probe.log)
RUN_TIMEOUT=${RUN_TIMEOUT:-120}
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
run_prog "openacc atomic_add_probe" openacc atomic_add_probe
run_prog "omp-target atomic_add_probe" omp-target atomic_add_probe
summary
