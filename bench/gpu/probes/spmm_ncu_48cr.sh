# Probe (issue 12): Nsight Compute on rowwise_indexed at k = 8 in float, on 48Cr's Hamiltonian
# (shellmodel --spmm-bench) and on the Laplacian at B = 65536 for comparison, omp-target: what
# holds 48Cr at 0.40-0.46 of copy where the Laplacian reaches 0.98. Run there from the
# repository root with .carry/programs.tar.xz of the commit (bench/gpu/build_carry.sh).
# Environment: SM_BLOCK (48Cr's B, default 1024), NCU_SECTIONS.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
SECTIONS=${NCU_SECTIONS:-"SpeedOfLight MemoryWorkloadAnalysis Occupancy LaunchStats"}
NCU_TIMEOUT=${NCU_TIMEOUT:-400} ncu_profile omp-target "csb_rowwise_indexed_wide_float_k8" "$SECTIONS" \
    shellmodel --int gxpf1a --nucleus 48Cr --nev 5 --tol 1e-6 --every 10 --variant rowwise_indexed \
    --csb-block "${SM_BLOCK:-1024}" --spmm-bench 8
ncu_profile omp-target "csb_rowwise_indexed_wide_float_k8" "$SECTIONS" spmm_bench \
    --matrix poisson:240 --ks 8 --precisions float --reps 1 --csb-block 65536
summary
