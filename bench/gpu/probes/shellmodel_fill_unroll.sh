#!/usr/bin/env bash
# Probe (issue 13): the shell model's fill kernel (ci_ham_fill) with its proton-neutron inner
# loop taking four neutron hops at a time (the product since this probe) against the loop one
# hop at a time (<flavour>/shellmodel-old in .carry/programs.tar.xz, built from the templates
# before), 48Cr with GXPF1A, construction only, REPS interleaved passes (default 3; openacc,
# whose full-storage CSB-COO step takes 30 s, once). Then Nsight Compute on the new fill
# (shellmodel_fill_ncu.sh's sections) to compare its stalls with the old one's
# (bench/results/h200-2026-11-28-shellmodel-ncu/).
#   run(command="bash bench/gpu/probes/shellmodel_fill_unroll.sh", carry=[".carry"])
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
CASE="--int gxpf1a --nucleus 48Cr --construct-only"
for rep in $(seq 1 "${REPS:-3}"); do
    for flavour in omp-target openacc; do
        [ "$flavour" = openacc ] && [ "$rep" -gt 1 ] && continue
        for v in old new; do
            exe=$BIN/$flavour/shellmodel
            [ "$v" = old ] && exe=$exe-old
            say "=== run: pass $rep $flavour $v"
            # shellcheck disable=SC2046,SC2086
            env $(flavour_env "$flavour") timeout 200 "$exe" $CASE 2>&1 | grep -E "^RESULT|error" | tee -a "$LOG"
        done
    done
done
if [ "${NCU_RUN:-1}" = 1 ]; then
    # shellcheck disable=SC2086
    ncu_profile omp-target ci_ham_fill "SpeedOfLight MemoryWorkloadAnalysis LaunchStats Occupancy \
        WarpStateStats SchedulerStats" shellmodel $CASE
fi
say ""
say "| pass | flavour | fill kernel | fill s | fill / copy |"
say "|---|---|---|---:|---:|"
awk '/^=== run: pass/ {p=$4; f=$5; v=$6} /^RESULT shellmodel/ && p {
        for (i = 1; i <= NF; ++i) { split($i, kv, "="); g[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s |\n", p, f, v, g["fill_s"], g["fill_ratio"]; p = "" }' "$LOG" | tee -a "$LOG.table"
cat "$LOG.table" >> "$LOG"
summary
