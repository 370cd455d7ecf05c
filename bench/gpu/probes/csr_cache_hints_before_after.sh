#!/usr/bin/env bash
# Probe (issue 16): the CSR row kernels with the SELL formats' cache hints (columns and values
# ld.global.cs, x ld.global.nc; omp-target), old program against new, on the irregular matrix
# whole and cut into column segments, with cuSPARSE in the same call; test_spmv first.
# Not kept: the hints made CSR slower (BENCHMARKS.md, sparse, "SpMV in column segments").
#   here:   the current omp-target spmv_bench, stripped and xz-compressed, as
#           .carry/before/spmv_bench-omp-target.xz (build_carry.sh empties .carry/: put it
#           there after the build below); git apply bench/gpu/probes/csr_cache_hints.patch;
#           python3 -m generator; ORDER="omp-target:clang-nvptx" VARIANTS=" " bash bench/gpu/build_carry.sh
#   there:  bash bench/gpu/probes/csr_cache_hints_before_after.sh
#           (carry .carry/programs.tar.xz, omp-libs.tar.xz, lib-acc, before, and a
#           blas-libs.tar.xz, which may be an empty tar: SpMV does not use it)
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
unpack_before spmv_bench omp-target
run_prog "omp-target test_spmv" omp-target test_spmv
M=irregular:6000000:9:1
run_prog "cusparse $M" peer cusparse_spmv --matrix "$M" --reps 20
for round in 1 2; do
    for s in 1 2 3; do
        say "PROBE round=$round segments=$s"
        run_before_after omp-target spmv_bench --matrix "$M" --reps 20 --formats csr --column-segments "$s"
    done
done
say ""
say "| round | column segments | program | precision | ms |"
say "|---|---:|---|---|---:|"
awk '/^PROBE round=/ { split($2, a, "="); r = a[2]; split($3, b, "="); s = b[2] }
     /^PROBE program=/ { split($2, c, "="); p = c[2] }
     /^RESULT flavour=/ { delete v; for (i = 2; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] }
         printf "| %s | %s | %s | %s | %s |\n", r, s, p, v["precision"], v["ms"] }' "$LOG" | tee -a "$LOG"
summary
