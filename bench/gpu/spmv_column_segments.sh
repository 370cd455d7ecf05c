#!/usr/bin/env bash
# SpMV with the matrix cut into column segments (issue 16, irregular rows): spmv_bench
# --column-segments S for S in $SEGMENTS on $MATRICES, both precisions, against cuSPARSE's
# CSR SpMV in the same call. Every spmv_bench run checks y against the CPU reference.
#
#   here:   ORDER="omp-target:clang-nvptx openacc:gcc-nvptx" VARIANTS=" " bash bench/gpu/build_carry.sh
#   there:  bash bench/gpu/spmv_column_segments.sh         (carry .carry/programs.tar.xz,
#           .carry/omp-libs.tar.xz, .carry/lib-acc and .carry/blas-libs.tar.xz, which SpMV does
#           not use: an empty tar there keeps the carry under its limit)
#
# test_spmv (which checks the cut matrices' SpMV and the rule that picks their number) runs
# first in every flavour, unless TESTS=0.
# Environment: SEGMENTS (default "auto 1 2 3 4 6"), MATRICES (default irregular:6000000:9:1
# poisson:194), FLAVOURS (default "omp-target openacc"), FORMATS (default sell,csr), SIGMA
# (default 65536), REPS (default 20). Prints a table (ms per SpMV) last.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
SEGMENTS=${SEGMENTS:-"auto 1 2 3 4 6"}
MATRICES=${MATRICES:-"irregular:6000000:9:1 poisson:194"}
FLAVOURS=${FLAVOURS:-"omp-target openacc"}
if [ "${TESTS:-1}" = 1 ]; then
    for f in $FLAVOURS; do run_prog "$f test_spmv" "$f" test_spmv; done
fi
for m in $MATRICES; do
    run_prog "cusparse $m" peer cusparse_spmv --matrix "$m" --reps "${REPS:-20}"
    for f in $FLAVOURS; do
        for s in $SEGMENTS; do
            run_prog "$f $m segments $s" "$f" spmv_bench --matrix "$m" --reps "${REPS:-20}" \
                --formats "${FORMATS:-sell,csr}" --sigma "${SIGMA:-65536}" --column-segments "$s"
        done
    done
done
say ""
say "| matrix | flavour | format | precision | column segments | ms | / cuSPARSE |"
say "|---|---|---|---|---:|---:|---:|"
awk '/^RESULT / { delete v; for (i = 2; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] } }
     /^RESULT peer=cusparse format=csr/ { peer[v["matrix"] " " v["precision"]] = v["ms"]; next }
     /^RESULT flavour=/ { p = peer[v["matrix"] " " v["precision"]]
         printf "| %s | %s | %s | %s | %s | %s | %.2fx |\n", v["matrix"], v["flavour"], v["format"],
                v["precision"], v["segments"], v["ms"], p ? p / v["ms"] : 0 }' "$LOG" | tee -a "$LOG"
summary
