#!/usr/bin/env bash
# Probe (issue 16): Nsight Compute on the irregular matrix's SpMV, ours (SELL sorted over
# windows of 65,536 rows, the best format there, 0.48x cuSPARSE on the H200) against
# cuSPARSE's CSR kernels, to see where the time goes (DRAM and L2 traffic, L2 hit rate of the
# gathers of x, stalls). Run ON the GPU machine from the repository root with .carry/ carried:
#
#   bash bench/gpu/probes/spmv_irregular_ncu.sh
#
# Environment: NCU_MATRIX (default irregular:6000000:9:1), NCU_FLAVOUR (default omp-target),
# NCU_SECTIONS (default SpeedOfLight MemoryWorkloadAnalysis MemoryWorkloadAnalysis_Tables
# Occupancy WarpStateStats). Output: $OUT/spmv_irregular_ncu.log.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
NCU_MATRIX=${NCU_MATRIX:-irregular:6000000:9:1}
NCU_FLAVOUR=${NCU_FLAVOUR:-omp-target}
NCU_SECTIONS=${NCU_SECTIONS:-"SpeedOfLight MemoryWorkloadAnalysis MemoryWorkloadAnalysis_Tables Occupancy WarpStateStats"}

ncu_profile "$NCU_FLAVOUR" "spmv_sell_double" "$NCU_SECTIONS" spmv_bench --matrix "$NCU_MATRIX" \
    --reps 1 --precision double --formats sell --sigma 65536 || exit 1
# the peer is flavourless ($BIN/cusparse_spmv): profile it as "peer"; its double SpMV comes
# first, and may take more than one kernel (a partition, then the product)
mkdir -p "$BIN/peer" && ln -sf ../cusparse_spmv "$BIN/peer/cusparse_spmv"
NCU_LAUNCHES=3 ncu_profile peer "csrmv|spmv|SpMV" "$NCU_SECTIONS" cusparse_spmv --matrix "$NCU_MATRIX" --reps 1
summary
