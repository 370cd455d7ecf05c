#!/usr/bin/env bash
# Probe (issue 16): which SELL chunks to store first (specs/sparse.yaml
# spmv.sell_long_chunks_first F: chunks of at least F times the mean row length go to the
# front, longest first; 0: row order). Sorting in windows of sigma rows puts each window's
# longest chunks at its start, so in row order a GPU starts the last window's long rows last.
# Moving every chunk (call 3 of bench/results/h200-2026-11-30-chunk-order/) gained on the
# renumbered irregular matrix and lost 1-3% on poisson:194 and 5-7% on the irregular matrix
# as given in double; this probe times several F side by side.
#
#   here:   FACTORS="0 1 4 16" bash bench/gpu/probes/sell_long_chunks.sh build
#           (each F generated with an overlay for FLAVOURS, default omp-target and openacc,
#           into build/long-chunks-F/gen and built there; spmv_bench and test_spmv to
#           .carry/longchunks/PROG-FLAVOUR-fF.xz)
#   there:  bash bench/gpu/probes/sell_long_chunks.sh     (carry .carry/longchunks with the
#           usual programs.tar.xz, omp-libs.tar.xz, blas-libs.tar.xz, lib-acc; $OUT/sell_long_chunks.log)
#
# Environment there: PASSES (default 1), CASES (default: the irregular matrix as given,
# renumbered by length in windows of 65,536 rows, and poisson:194; "MATRIX REORDER SIGMA"
# triples separated by commas), VARIANTS (regex of the fF labels, default all carried), TESTS
# (default 1: test_spmv of every variant first). Each spmv_bench run checks y against the CPU
# reference; cuSPARSE's CSR runs on every case in the same call.
set -uo pipefail
FLAVOURS=${FLAVOURS:-"omp-target openacc"}
if [ "${1:-}" = build ]; then
    cd "$(dirname "$0")/../../.." || exit 1
    source bench/gpu/probes/spec_variants_lib.sh
    for factor in ${FACTORS:-0 1 4 16}; do
        variant_build "build/long-chunks-$factor" .carry/longchunks "f$factor" \
            sell_long_chunks_first "$factor" || exit 1
    done
    ls -la .carry/longchunks
    exit 0
fi
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
source "$(dirname "${BASH_SOURCE[0]}")/spec_variants_lib.sh"
variant_unpack longchunks
for f in $FLAVOURS; do say "$f: variants${VARIANT_LABELS[$f]}"; done
CASES=${CASES:-"irregular:6000000:9:1 none 65536,irregular:6000000:9:1 length:65536 32,poisson:194 none 65536"}
IFS=, read -ra case_list <<<"$CASES"
for pass in $(seq "${PASSES:-1}"); do
    for case in "${case_list[@]}"; do
        set -- $case
        run_prog "cusparse $1 reorder $2 pass $pass" peer cusparse_spmv --matrix "$1" --reps 20 --reorder "$2"
        for f in $FLAVOURS; do
            for label in ${VARIANT_LABELS[$f]}; do
                variant_run "$label" "$pass" "$f" "spmv_bench-$label" --matrix "$1" \
                    --reps 20 --formats sell --sigma "$3" --column-segments auto --reorder "$2"
            done
        done
    done
done
variant_table
summary
