#!/usr/bin/env bash
# Probe (issue 16): Nsight Compute on the irregular matrix's SpMV, ours (SELL sorted over
# windows of 65,536 rows, the best format there, 0.48x cuSPARSE on the H200) against
# cuSPARSE's CSR kernels, to see where the time goes (DRAM and L2 traffic, L2 hit rate of the
# gathers of x, stalls). Run ON the GPU machine from the repository root with .carry/ carried:
#
#   bash bench/gpu/probes/spmv_irregular_ncu.sh
#
# Environment: NCU_MATRIX (default irregular:6000000:9:1), NCU_FLAVOUR (default omp-target),
# NCU_PRECISION (default double; the peer's kernels of that value type), NCU_SIGMA (default 65536), NCU_REORDER (default none; e.g.
# length:65536, for ours and the peer), NCU_SEGMENTS (spmv_bench's --column-segments, default
# auto), NCU_SECTIONS (default SpeedOfLight MemoryWorkloadAnalysis
# MemoryWorkloadAnalysis_Tables Occupancy WarpStateStats). Output: $OUT/spmv_irregular_ncu.log.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
NCU_MATRIX=${NCU_MATRIX:-irregular:6000000:9:1}
NCU_FLAVOUR=${NCU_FLAVOUR:-omp-target}
NCU_PRECISION=${NCU_PRECISION:-double}
NCU_SECTIONS=${NCU_SECTIONS:-"SpeedOfLight MemoryWorkloadAnalysis MemoryWorkloadAnalysis_Tables Occupancy WarpStateStats"}

ncu_profile "$NCU_FLAVOUR" "spmv_sell_$NCU_PRECISION" "$NCU_SECTIONS" spmv_bench --matrix "$NCU_MATRIX" \
    --reps 1 --precision "$NCU_PRECISION" --formats sell --sigma "${NCU_SIGMA:-65536}" \
    --reorder "${NCU_REORDER:-none}" --column-segments "${NCU_SEGMENTS:-auto}" || exit 1
# the peer is flavourless ($BIN/cusparse_spmv): profile it as "peer"; its double SpMV comes
# first, and may take more than one kernel (a partition, then the product)
mkdir -p "$BIN/peer" && ln -sf ../cusparse_spmv "$BIN/peer/cusparse_spmv"
# (by the demangled name, which carries the value type: the float kernels run after the double ones)
NCU_LAUNCHES=3 NCU_NAME_BASE=demangled ncu_profile peer "(csrmv|spmv|SpMV).*<.*$NCU_PRECISION" "$NCU_SECTIONS" \
    cusparse_spmv --matrix "$NCU_MATRIX" --reps 1 --reorder "${NCU_REORDER:-none}"
summary
