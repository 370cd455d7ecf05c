#!/usr/bin/env bash
# Probe (issue 12): Nsight Compute on the SpMM kernels, to see what bounds each one (DRAM
# throughput, L1/L2 traffic, occupancy, registers). Run ON the GPU machine from the repository
# root with .carry/ carried, after a campaign has unpacked it (or on its own: it sources
# device_env.sh):
#
#   bash bench/gpu/probes/spmm_ncu.sh
#
# Environment: NCU_MATRIX (default poisson:160, 4.1M rows), NCU_KERNELS (regexes of kernel
# names, default the rowwise, naive and CSR kernels at k = 8 in float), NCU_FLAVOUR
# (default omp-target), NCU_SECTIONS (default SpeedOfLight MemoryWorkloadAnalysis LaunchStats
# Occupancy), NCU_BLOCK (the CSB block size, default spmm_bench's). Output: $OUT/spmm_ncu.log (the device_env log) with ncu's sections.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
NCU_MATRIX=${NCU_MATRIX:-poisson:160}
NCU_KERNELS=${NCU_KERNELS:-"csb_rowwise_float_k8 csb_naive_float_k8 csr_float_k8 csb_rowwise_fused_float_k8"}
NCU_FLAVOUR=${NCU_FLAVOUR:-omp-target}
NCU_SECTIONS=${NCU_SECTIONS:-"SpeedOfLight MemoryWorkloadAnalysis LaunchStats Occupancy"}

for k in $NCU_KERNELS; do
    # shellcheck disable=SC2046
    ncu_profile "$NCU_FLAVOUR" "$k" "$NCU_SECTIONS" spmm_bench --matrix "$NCU_MATRIX" --ks 8 \
        --precisions float --reps 1 $([ -n "${NCU_BLOCK:-}" ] && echo --csb-block "$NCU_BLOCK") || exit 1
done
summary
