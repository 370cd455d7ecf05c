#!/usr/bin/env bash
# The SpMV campaign (issue 2), run ON the GPU machine from the repository root with
# .carry/ carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/sparse_campaign.sh", carry=[".carry"])
#
# First the sparse C correctness tests of both offload flavours on the device, then,
# for each matrix: cuSPARSE CSR (the peer, with cudaMemcpy's copy bandwidth), then
# spmv_bench of the openacc and omp-target flavours (every format x precision, each
# checked against the CPU reference and with its own copy bandwidth). Full output in
# $OUT/sparse_campaign.log, the table in $OUT/sparse_table.md and, last, on stdout.
#
# Environment: MATRICES (space-separated specs), REPS (SpMVs per timed batch).
# poisson:194 is 7.3M rows, 50.9M nonzeros; irregular:6000000:9:1 is 6M rows, 50.5M
# nonzeros (both far beyond the 50 MB L2).
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
MATRICES=${MATRICES:-"poisson:194 irregular:6000000:9:1"}
REPS=${REPS:-20}

say "##### C correctness tests on the device"
for t in test_spmv test_cg test_mmio; do
    for flavour in openacc omp-target; do
        run_prog "$flavour $t" "$flavour" "$t"
    done
done

for m in $MATRICES; do
    say ""
    say "##### matrix $m"
    run_prog cusparse peer cusparse_spmv --matrix "$m" --reps "$REPS"
    for flavour in openacc omp-target; do
        run_prog "$flavour" "$flavour" spmv_bench --matrix "$m" --reps "$REPS"
    done
done

say ""
grep -E '^test_[a-z]+: [0-9]+ checks' "$LOG" | tee "$OUT/sparse_tests.txt"
python3 "$ROOT/bench/gpu/sparse_table.py" "$LOG" -o "$OUT/sparse_table.md"
summary
