#!/usr/bin/env bash
# Probe (issue 17): the generated vec3 kernels of the multishift CG, one at a time, the
# dot product with a bounded team count and as partial sums of several shapes
# (bench/gpu/probes/lattice_linalg_probe.c), each with the host waiting for the GPU by
# spinning (the default) and by blocking. Run ON the GPU machine from the repository root with
# .carry/ carried (bench/gpu/build_carry.sh builds it):
#
#   bash bench/gpu/probes/lattice_linalg_probe.sh      (a few seconds; $OUT/lattice_linalg_probe.log)
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
run_prog "omp-target lattice_linalg_probe" omp-target lattice_linalg_probe 497664 1572864
# the same with libomptarget's own wait for the GPU (gen/omp-target/device.c says why not)
RUN_ENV="DEV_GPU_WAIT=blocking" run_prog "omp-target lattice_linalg_probe, blocking wait" omp-target \
    lattice_linalg_probe 497664 1572864
summary
