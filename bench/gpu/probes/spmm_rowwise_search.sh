#!/usr/bin/env bash
# Probe (issue 12): the rowwise CSB SpMM's block search, before and after, in one device call.
# Run ON the GPU machine from the repository root with .carry/ carried:
#   run(command="bash bench/gpu/probes/spmm_rowwise_search.sh", carry=[".carry"])
# Result (2026-11-28, bench/results/h200-2026-11-28-spmmsearch/): the guess took poisson:240 at
# k = 8 from 1.58 to 1.49 ms (float) but 28Si's SpMM in the solve from 37 to 44 ms (omp-target;
# its blocks are not evenly filled), so the product keeps the plain binary search.
# Binaries: .carry/programs.tar.xz holding <flavour>/spmm_bench and shellmodel (stripped, from
# bench/gpu/build_carry.sh's build dirs at cbf12bc) and <flavour>/spmm_bench-V, shellmodel-V built from
# the templates of each variant V (the tarball cut to these programs: with all of them the
# carry and the working tree pass the device tool's 64 MiB):
#   old     the templates before (a binary search of the block's rows from its first entry:
#           about log2(entries) dependent loads)
#   guess   the templates of commit cbf12bc (reverted after this probe): the first probe where
#           an even spread of the block's entries would put the row, steps of 1, 2, 4, ... to
#           bracket it, then a binary search of the bracket
#   guess3  the same with the block's first and last rows and the first probe loaded together
#           (one latency instead of two before the search)
# Each on poisson:240 (13.8M rows), B = 1024, k = KS (default 4,8,16), float and double, in
# PASSES interleaved passes (default 2); then shellmodel 28Si with --variant rowwise (the any-k
# kernel on a shell-model matrix, whose blocks are not evenly filled).
# Environment: FLAVOURS (default "omp-target openacc"), KS, PASSES (0: no spmm_bench), SM_REPS
# (shellmodel passes, default 1), VARIANTS (default "old guess guess3").
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
FLAVOURS=${FLAVOURS:-"omp-target openacc"}
KS=${KS:-4,8,16}
PASSES=${PASSES:-2}
VARIANTS=${VARIANTS:-"old guess guess3"}
SM_REPS=${SM_REPS:-1}
# run_variant "LABEL" FLAVOUR VARIANT "GREP" PROGRAM ARGS...: the variant's binary of PROGRAM, the
# lines matching GREP into the log (skipped, saying so, where the binary was not carried)
run_variant() {
    local label=$1 flavour=$2 v=$3 pattern=$4 prog=$5 exe
    shift 5
    exe=$BIN/$flavour/$prog
    [ "$v" = guess ] || exe=$exe-$v
    [ -x "$exe" ] || { say "skip: $exe missing"; return 0; }
    say "=== run: $label"
    # shellcheck disable=SC2046
    env $(flavour_env "$flavour") timeout 200 "$exe" "$@" 2>&1 | grep -E "$pattern" | tee -a "$LOG"
}
for pass in $(seq 1 "$PASSES"); do
    for flavour in $FLAVOURS; do
        for v in $VARIANTS; do
            run_variant "pass $pass $flavour $v spmm_bench" "$flavour" "$v" \
                "^RESULT spmm .*variant=(rowwise|csr)|error|WRONG" spmm_bench --matrix poisson:240 \
                --csb-block 1024 --ks "$KS" --reps 10
        done
    done
done
for rep in $(seq 1 "$SM_REPS"); do
    for flavour in $FLAVOURS; do
        for v in $VARIANTS; do
            run_variant "$flavour $v shellmodel 28Si rowwise" "$flavour" "$v" "^time|^ *1 |E0|error" \
                shellmodel --nucleus 28Si --variant rowwise
        done
    done
done
say ""
say "| pass | flavour | binary | k | precision | ratio to copy |"
say "|---|---|---|---:|---|---:|"
awk '/^=== run: pass/ {p=$4; f=$5; b=$6} /^RESULT spmm/ && /variant=rowwise / {
        for (i = 1; i <= NF; ++i) { split($i, kv, "="); g[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s | %s |\n", p, f, b, g["k"], g["precision"], g["ratio"] }' "$LOG" | tee -a "$LOG.table"
cat "$LOG.table" >> "$LOG"
summary
