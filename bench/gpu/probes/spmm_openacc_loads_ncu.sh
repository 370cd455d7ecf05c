#!/usr/bin/env bash
# Probe (issue 12): why openacc's rowwise_indexed SpMM moves 0.41 of copy at k = 8 (float) where
# omp-target's moves 0.89-0.98. GCC 12's nvptx back end loads a 32-byte row of X as eight 4-byte
# loads (it scalarizes 16-byte vector types; see the PTX of gen/openacc/sparse_spmm_csb_*), clang
# as two 16-byte ones. Nsight Compute counts, for the same kernel on the same matrix (poisson:240,
# B = 65536, so the 32-bit row index: the *_wide kernels), the global load instructions, the L1
# requests and sectors they make, all instructions, and the kernel's time, in both flavours.
# Run there from the repository root with .carry/programs.tar.xz (bench/gpu/build_carry.sh).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
METRICS=${NCU_METRICS:-"gpu__time_duration.sum,smsp__inst_executed.sum,smsp__inst_executed_op_global_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sector_hit_rate.pct"}
for flavour in omp-target openacc; do
    NCU_METRICS=$METRICS ncu_profile "$flavour" "rowwise_indexed_wide_float_k8" "LaunchStats" \
        spmm_bench --matrix poisson:240 --ks 8 --precisions float --reps 1 --csb-block 65536
done
summary
