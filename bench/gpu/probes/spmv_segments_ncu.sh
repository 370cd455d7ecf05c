# Probe (issue 16): Nsight Compute on omp-target's SELL SpMV in double on
# irregular:6000000:9:1, whole and cut in two column segments (the first SpMV's two passes:
# sparse_spmv_sell_double on the first segment, sparse_prolong_sell_double on the second):
# what holds the cut SpMV at 0.73 ms against cuSPARSE's 0.67. Run there from the repository
# root with .carry/ as bench/gpu/probes/row_unroll.sh builds it (the product's programs and
# .carry/unroll/spmv_bench-omp-target-sell-u1.xz: one entry a trip, as the spec has it for
# double). Environment: NCU_SECTIONS.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
SECTIONS=${NCU_SECTIONS:-"SpeedOfLight MemoryWorkloadAnalysis Occupancy LaunchStats WarpStateStats"}
xz -dc "$CARRY/unroll/spmv_bench-omp-target-sell-u1.xz" >"$BIN/omp-target/spmv_bench-sell-u1" &&
    chmod +x "$BIN/omp-target/spmv_bench-sell-u1"
for s in 1 2; do
    NCU_LAUNCHES=$s ncu_profile omp-target "sparse_(spmv|prolong)_sell_double" "$SECTIONS" \
        spmv_bench-sell-u1 --matrix irregular:6000000:9:1 --formats sell --precision double \
        --reps 1 --sigma 65536 --column-segments "$s"
done
summary
