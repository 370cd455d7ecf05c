#!/usr/bin/env bash
# Probe (issue 16): the SELL kernels' cache hints (templates/flavours/omp-target/macros.j2,
# load_streamed / load_read_only) against the programs without them, omp-target, one call:
# the sparse tests on the device, SpMV (csr, sell, rsell_a, rsell_b; double and float) on the
# irregular matrix and poisson:194 twice, old and new alternated, with cuSPARSE in the same
# call, and AMG-PCG (its V-cycle runs on SELL).
#
#   here:   (the commit before, built:) for p in spmv_bench amg_bench; do strip -o /tmp/p
#               build/omp-target-clang-nvptx/bin/$p && xz -c /tmp/p > .carry/before/$p-omp-target.xz; done
#           (this commit:) ORDER="omp-target:clang-nvptx" VARIANTS=" " bash bench/gpu/build_carry.sh
#           (build_carry.sh empties .carry: keep .carry/before aside and put it back)
#   there:  bash bench/gpu/probes/sell_cache_hints_before_after.sh   ($OUT/sell_cache_hints_before_after.log)
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
f=omp-target
for p in spmv_bench amg_bench; do
    unpack_before "$p" "$f"
done
for t in test_spmv test_amg test_cg; do
    run_prog "$f $t" "$f" "$t"
done
for pass in 1 2; do
    for m in irregular:6000000:9:1 poisson:194; do
        run_prog "cusparse $m" peer cusparse_spmv --matrix "$m" --reps 20
        run_before_after "$f" spmv_bench --matrix "$m" --reps 20 --precision both \
            --formats csr,sell,rsell_a,rsell_b --sigma 65536
    done
done
run_before_after "$f" amg_bench --matrix poisson:100
summary
