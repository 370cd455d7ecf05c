#!/usr/bin/env bash
# Probes (issue 12), omp-target, k = 8, float, on the shell model's 48Cr: the row-per-thread
# SpMM with the matrix's entries side by side (SELL-32) against the product's rowwise_indexed
# CSB-COO and CSR (spmm_sell_probe.c), and the rate of the gathers of X alone
# (gather_roofline.c); each file says what and why.
#
#   here:   bash bench/gpu/probes/spmm_sell_probe.sh build
#           (build/omp-target-clang-nvptx's libraries; both binaries go to .carry/sellprobe/,
#           xz-compressed; carry .carry/sellprobe and .carry/omp-libs.tar.xz)
#   there:  bash bench/gpu/probes/spmm_sell_probe.sh   ($OUT/spmm_sell_probe.log;
#           SELL_CASES, default "shellmodel:48Cr:data/interactions/gxpf1a.snt:1024:32",
#           each MATRIX:B:SIGMA, "" for none; PASSES, default 2; ROOFLINE=1 runs
#           gather_roofline first, into $OUT/gather_roofline.log; TILES, e.g. "none,32:4",
#           the basis orders of a shellmodel: case, see the probe's --tiles; RUN_TIMEOUT,
#           default 400 s a case)
set -uo pipefail
cd "$(dirname "$0")/../../.." || exit 1
source bench/gpu/probes/omp_probe_lib.sh
if [ "${1:-}" = build ]; then
    probe_prepare || exit 1
    mkdir -p .carry/sellprobe
    for probe in spmm_sell_probe gather_roofline; do
        probe_compile bench/gpu/probes/$probe.c .carry/sellprobe/$probe -I"$PWD/runtime"
    done
    ls -la .carry/sellprobe
    exit 0
fi
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT"
LOG=$OUT/spmm_sell_probe.log
probe_omplibs
for probe in spmm_sell_probe gather_roofline; do
    # unpacked each time: a warm machine keeps /tmp, and the carried build may be newer
    xz -dc .carry/sellprobe/$probe.xz >/tmp/$probe && chmod +x /tmp/$probe
done
if [ "${ROOFLINE:-0}" = 1 ]; then
    echo "== gather_roofline" | tee -a "$OUT/gather_roofline.log"
    nvidia-smi --query-gpu=name,clocks.max.sm,clocks.sm --format=csv,noheader | tee -a "$OUT/gather_roofline.log"
    LD_LIBRARY_PATH=/tmp/omplibs OMP_TARGET_OFFLOAD=MANDATORY timeout 300 /tmp/gather_roofline 2>&1 |
        tee -a "$OUT/gather_roofline.log"
fi
for pass in $(seq "${PASSES:-2}"); do
    for c in ${SELL_CASES-shellmodel:48Cr:data/interactions/gxpf1a.snt:1024:32}; do
        sigma=${c##*:} rest=${c%:*}
        block=${rest##*:} matrix=${rest%:*}
        echo "== pass $pass, $matrix, B = $block, sigma = $sigma" | tee -a "$LOG"
        LD_LIBRARY_PATH=/tmp/omplibs OMP_TARGET_OFFLOAD=MANDATORY timeout "${RUN_TIMEOUT:-400}" \
            /tmp/spmm_sell_probe --matrix "$matrix" --block "$block" --sigma "$sigma" \
            ${TILES:+--tiles "$TILES"} 2>&1 | tee -a "$LOG"
    done
done
