#!/usr/bin/env bash
# Probe (issue 13): Nsight Compute on the shell model's construction kernels on the device, to
# see what holds the fill at 0.084 of copy (issue 13's target: 0.3) and the CSB-COO step at
# 8-30 s for 48Cr: registers, occupancy, the warps' stall reasons, the memory throughput.
# Run ON the GPU machine from the repository root with .carry/ carried (programs.tar.xz with
# omp-target/shellmodel; bench/gpu/build_carry.sh):
#   run(command="bash bench/gpu/probes/shellmodel_fill_ncu.sh", carry=[".carry"])
# Environment: NCU_CASE (default 48Cr with GXPF1A, construction only), NCU_KERNELS (regexes,
# default the fill and count kernels; each profiled once, at its first launch), NCU_SECTIONS,
# NCU_FLAVOUR (default omp-target), NCU_PROGRAMS (default shellmodel: the programs to profile,
# e.g. the variants shellmodel_fill_shape.sh builds; shellmodel-before is unpacked from
# .carry/before, see shellmodel_fill_grouped.sh) and NCU_METRICS (a comma list of metrics to add).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
NCU_CASE=${NCU_CASE:-"--int gxpf1a --nucleus 48Cr --construct-only"}
NCU_KERNELS=${NCU_KERNELS:-"ci_ham_fill ci_ham_count"}
NCU_SECTIONS=${NCU_SECTIONS:-"SpeedOfLight MemoryWorkloadAnalysis LaunchStats Occupancy WarpStateStats SchedulerStats"}
NCU_PROGRAMS=${NCU_PROGRAMS:-shellmodel}
NCU_FLAVOUR=${NCU_FLAVOUR:-omp-target}
# shellcheck disable=SC2086
run_prog "$NCU_FLAVOUR shellmodel (no profiler)" "$NCU_FLAVOUR" shellmodel $NCU_CASE
for prog in $NCU_PROGRAMS; do
    [ "$prog" = shellmodel-before ] && { unpack_before shellmodel "$NCU_FLAVOUR" || exit 1; }
    for k in $NCU_KERNELS; do
        # shellcheck disable=SC2086
        ncu_profile "$NCU_FLAVOUR" "$k" "$NCU_SECTIONS" "$prog" $NCU_CASE || exit 1
    done
done
summary
