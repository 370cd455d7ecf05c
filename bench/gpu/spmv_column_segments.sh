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
# (default 65536), REPS (default 20), REORDERS (default none; e.g. "none length:65536": each
# matrix also renumbered by row length, spmv_bench's and the peer's --reorder, with SIGMA
# REORDERED_SIGMA, default 256, inside the renumbering's windows), PEER_SEGMENT_ORDERS (default
# 1; e.g. "1 2": the peer also on the renumbering spmv_bench makes for 2 column segments, which
# shares the matrix's name: the table's ratio is against the last of them). Prints a table (ms
# per SpMV) last; a renumbered matrix is named SPEC+length:W there.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
SEGMENTS=${SEGMENTS:-"auto 1 2 3 4 6"}
MATRICES=${MATRICES:-"irregular:6000000:9:1 poisson:194"}
FLAVOURS=${FLAVOURS:-"omp-target openacc"}
if [ "${TESTS:-1}" = 1 ]; then
    for f in $FLAVOURS; do run_prog "$f test_spmv" "$f" test_spmv; done
fi
for m in $MATRICES; do
    for r in ${REORDERS:-none}; do
        sigma=${SIGMA:-65536}
        [ "$r" = none ] || sigma=${REORDERED_SIGMA:-256}
        for so in ${PEER_SEGMENT_ORDERS:-1}; do
            [ "$r" = none ] && [ "$so" != 1 ] && continue
            run_prog "cusparse $m reorder $r segment order $so" peer cusparse_spmv --matrix "$m" \
                --reps "${REPS:-20}" --reorder "$r" --segment-order "$so"
        done
        for f in $FLAVOURS; do
            for s in $SEGMENTS; do
                run_prog "$f $m reorder $r segments $s" "$f" spmv_bench --matrix "$m" --reps "${REPS:-20}" \
                    --formats "${FORMATS:-sell,csr}" --sigma "$sigma" --column-segments "$s" --reorder "$r"
            done
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
