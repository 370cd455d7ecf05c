#!/usr/bin/env bash
# Probe (issue 16): AMG-PCG solve times of the old and the current amg_bench, alternated
# PROBE_REPEATS times (default 3) in one call, to tell a change from run-to-run variance; and the
# irregular matrix's SpMV in float against cuSPARSE's. Carry as spread_before_after.sh
# (.carry/before/amg_bench-FLAVOUR.xz); there: bash bench/gpu/probes/amg_repeat.sh
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PROBE_FLAVOURS=${PROBE_FLAVOURS:-"omp-target openacc"}
for f in $PROBE_FLAVOURS; do
    unpack_before amg_bench "$f"
done
for r in $(seq "${PROBE_REPEATS:-3}"); do
    for f in $PROBE_FLAVOURS; do
        for p in amg_bench-before amg_bench; do
            say "PROBE program=$p repeat=$r"
            run_prog "$f $p poisson:100 ($r)" "$f" "$p" --matrix poisson:100 --batches 3
        done
    done
done
run_prog "cusparse irregular" peer cusparse_spmv --matrix irregular:6000000:9:1 --reps 20
for f in $PROBE_FLAVOURS; do
    run_prog "$f spmv_bench irregular float" "$f" spmv_bench --matrix irregular:6000000:9:1 --reps 20 \
        --precision float --formats csr,sell,rsell_b --sigma 65536
done
say ""
awk '/^PROBE program=/ { split($2, a, "="); p = a[2] }
     /^RESULT amg .* solve iterations=/ { for (i = 1; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] }
         printf "| %s | %s | %.1f ms |\n", v["flavour"], p, 1e3 * v["solve_s"] }
     /^RESULT (flavour|peer)=.*precision=float/ { for (i = 1; i <= NF; ++i) { split($i, kv, "="); w[kv[1]] = kv[2] }
         printf "| %s | %s float | %s ms |\n", (w["flavour"] ? w["flavour"] : "cusparse"), w["format"], w["ms"]; delete w }' "$LOG" | tee -a "$LOG"
summary
