#!/usr/bin/env bash
# Probe (issue 12): the rowwise_indexed CSB SpMM at k = 8, float, in the variants of
# spmm_rowwise_probe.c (it says which and why), omp-target, one process per matrix and block.
#
#   here:   bash bench/gpu/probes/spmm_rowwise_probe.sh build
#           (builds build/omp-target-clang-nvptx's libraries with ninja; the binaries go to
#           .carry/spmmprobe/, xz-compressed, one per register cap PROBE_REGS; carry .carry/spmmprobe and .carry/omp-libs.tar.xz)
#   there:  bash bench/gpu/probes/spmm_rowwise_probe.sh   ($OUT/spmm_rowwise_probe.log;
#           PROBE_CASES, default "poisson:240:1024 poisson:240:4096"; PASSES, default 2)
set -uo pipefail
cd "$(dirname "$0")/../../.." || exit 1
source bench/gpu/probes/omp_probe_lib.sh
if [ "${1:-}" = build ]; then
    probe_prepare || exit 1
    mkdir -p .carry/spmmprobe
    # one binary per register cap of the probe's own kernels (ptxas --maxrregcount; the
    # product's kernel comes compiled from libkernels.a, uncapped): PROBE_REGS, default "0 48 40 32"
    for regs in ${PROBE_REGS:-0 48 40 32}; do
        cap=(-Xcuda-ptxas "--maxrregcount=$regs")
        [ "$regs" = 0 ] && cap=()
        probe_compile bench/gpu/probes/spmm_rowwise_probe.c .carry/spmmprobe/spmm_rowwise_probe-r$regs "${cap[@]}"
    done
    ls -la .carry/spmmprobe
    exit 0
fi
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT"
LOG=$OUT/spmm_rowwise_probe.log
probe_omplibs
for pass in $(seq "${PASSES:-2}"); do
    for c in ${PROBE_CASES:-poisson:240:1024 poisson:240:4096}; do
        for bin in .carry/spmmprobe/spmm_rowwise_probe-r*.xz; do
            name=$(basename "$bin" .xz)
            [ -x "/tmp/$name" ] || { xz -dc "$bin" >"/tmp/$name" && chmod +x "/tmp/$name"; }
            echo "== pass $pass, ${c%:*}, B = ${c##*:}, $name" | tee -a "$LOG"
            LD_LIBRARY_PATH=/tmp/omplibs OMP_TARGET_OFFLOAD=MANDATORY timeout 300 \
                "/tmp/$name" --matrix "${c%:*}" --block "${c##*:}" 2>&1 | tee -a "$LOG"
        done
    done
done
