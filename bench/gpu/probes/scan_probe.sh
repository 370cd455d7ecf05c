#!/usr/bin/env bash
# Probe (issue 13): the pieces of a three-phase prefix sum on the GPU (bench/gpu/probes/
# scan_probe.c): launch costs, chunk sums and down passes for several chunk sizes, a one-thread
# scan, each against the same process's copy kernel. Run ON the GPU machine from the repository
# root with .carry/ carried:
#
#   bash bench/gpu/probes/scan_probe.sh            (about 30 s; $OUT/scan_probe.log)
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
run_prog "omp-target scan_probe" omp-target scan_probe 10000000 100000000
summary
