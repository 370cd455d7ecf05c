#!/usr/bin/env bash
# Probe (issue 13): the shell model's CSB-COO step on the GPU built both ways csb_from_rows
# has (runtime/sparse/csb.h, csb_build) in one call: one block row a work item
# (CSB_BUILD=block_rows, the only way before) and one block a work item (CSB_BUILD=blocks,
# what a GPU took from 2026-11-28 when the block tally is small), and since 2026-11-30 (twelfth
# session) each row's entries scattered through a counter per (block, local row)
# (CSB_BUILD=scatter, what a GPU takes where those counters fit). 48Cr with GXPF1A (M-scheme dimension
# 1,963,461), construction only: half-stored (omp-target --variant fused), both triangles
# (the GPUs' default since 2026-11-30, rowwise_indexed, its row index built in the step; until
# then the script ran omp-target's default as "half" and `--variant rowwise` as "full"). test_spmm (which builds every test
# matrix both ways against a sort of every entry) and test_shellmodel on the device first;
# 48Cr solved last with the default way, to give the whole run's time and its energies, with
# SOLVE_VARIANTS (default rowwise rowwise_indexed) on both triangles. WAYS: the CSB_BUILD
# values timed, in that order (default "blocks block_rows"; a value twice is timed twice).
#   here:   ORDER="openacc:gcc-nvptx omp-target:clang-nvptx" VARIANTS=" " bash bench/gpu/build_carry.sh
#   there:  run(command="bash bench/gpu/probes/csb_build_ways.sh", carry=[".carry/programs.tar.xz",
#               ".carry/omp-libs.tar.xz", ".carry/blas-libs.tar.xz", ".carry/lib-acc"])
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
CASE="--int gxpf1a --nucleus 48Cr"
RUN_TIMEOUT=${RUN_TIMEOUT:-150}
if [ "${TESTS:-1}" = 1 ]; then
    for flavour in omp-target openacc; do
        run_prog "$flavour test_spmm" "$flavour" test_spmm
        run_prog "$flavour test_shellmodel" "$flavour" test_shellmodel
    done
fi
for way in ${WAYS:-blocks block_rows}; do
    # shellcheck disable=SC2086
    RUN_ENV="CSB_BUILD=$way" run_prog "omp-target half $way" omp-target shellmodel $CASE --construct-only --variant fused
    # shellcheck disable=SC2086
    RUN_ENV="CSB_BUILD=$way" run_prog "omp-target full $way" omp-target shellmodel $CASE --construct-only
    # shellcheck disable=SC2086
    RUN_ENV="CSB_BUILD=$way" run_prog "openacc full $way" openacc shellmodel $CASE --construct-only
done
for flavour in omp-target openacc; do
    for variant in ${SOLVE_VARIANTS:-rowwise rowwise_indexed}; do
        # shellcheck disable=SC2086
        run_prog "$flavour solve $variant" "$flavour" shellmodel $CASE --nev 5 --tol 1e-6 --every 10 --variant $variant
    done
done
say ""
say "| flavour | storage | CSB_BUILD | count s | fill s | CSB-COO s | of which kernels s |"
say "|---|---|---|---:|---:|---:|---:|"
awk '/^=== run: .* (half|full) (blocks|block_rows|scatter):/ {f=$3; s=$4; w=$5; sub(":", "", w)}
     /^RESULT shellmodel / && w {
        for (i = 1; i <= NF; ++i) { split($i, kv, "="); g[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s | %s | %s |\n", f, s, w, g["count_s"], g["fill_s"], g["csb_s"],
            g["csb_kernels_s"]; w = "" }' \
    "$LOG" | tee -a "$LOG.table"
cat "$LOG.table" >> "$LOG"
grep -E '^RESULT shellmodel-solve|^time:' "$LOG" | tail -8
summary
