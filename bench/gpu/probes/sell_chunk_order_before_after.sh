#!/usr/bin/env bash
# Probe (issue 16): SELL's chunks in another storage order against the programs that store
# them in row order, omp-target and openacc, one call: test_spmv (new) on the device, then
# SpMV (sell, double and float) on the irregular matrix as given and renumbered by length
# (windows of 65,536 rows), and on poisson:194, old and new alternated, twice, with
# cuSPARSE's CSR on the same matrices in the same call. It measured the first version of
# the long chunks first (every chunk sorted longest first; BENCHMARKS.md, sparse, "the long
# chunks first", call 3), which the threshold of spmv.sell_long_chunks_first replaced
# (sell_long_chunks.sh); it compares any old and new spmv_bench the same way.
#
#   here:   the old spmv_bench of each flavour in .carry/before/spmv_bench-<flavour>.xz; the new
#           spmv_bench and test_spmv (ninja, stripped, xz'd) in .carry/new/<flavour>/, laid over
#           programs.tar.xz's there (bench/results/h200-2026-11-30-chunk-order/README.md says how)
#   there:  bash bench/gpu/probes/sell_chunk_order_before_after.sh   ($OUT/sell_chunk_order_before_after.log)
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
FLAVOURS=${FLAVOURS:-"omp-target openacc"}
for f in $FLAVOURS; do
    unpack_before spmv_bench "$f"
    [ "${TESTS:-1}" = 1 ] && run_prog "$f test_spmv" "$f" test_spmv
done
for pass in ${PASSES:-1 2}; do
    for case in "irregular:6000000:9:1 none 65536" "irregular:6000000:9:1 length:65536 32" \
                "poisson:194 none 65536"; do
        set -- $case
        [ "$pass" = 1 ] && run_prog "cusparse $1 reorder $2" peer cusparse_spmv --matrix "$1" \
            --reps 20 --reorder "$2"
        for f in $FLAVOURS; do
            say "PROBE pass=$pass"
            run_before_after "$f" spmv_bench --matrix "$1" --reps 20 --formats sell --sigma "$3" \
                --column-segments auto --reorder "$2"
        done
    done
done
say ""
say "| matrix | flavour | precision | column segments | pass | rows order ms | longest first ms | speed-up | / cuSPARSE (longest first) |"
say "|---|---|---|---:|---:|---:|---:|---:|---:|"
awk '/^PROBE pass=/ { split($2, kv, "="); pass = kv[2] }
     /^PROBE program=/ { split($2, kv, "="); which = kv[2] }
     /^RESULT / { delete v; for (i = 2; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] } }
     /^RESULT peer=cusparse format=csr/ { peer[v["matrix"] " " v["precision"]] = v["ms"]; next }
     /^RESULT flavour=/ { key = v["matrix"] " | " v["flavour"] " | " v["precision"] " | " v["segments"] " | " pass
         if (which == "before") { before[key] = v["ms"] } else {
             p = peer[v["matrix"] " " v["precision"]]
             printf "| %s | %s | %s | %.2f | %.2fx |\n", key, before[key], v["ms"],
                    before[key] / v["ms"], p ? p / v["ms"] : 0 } }' "$LOG" | tee -a "$LOG"
summary
