#!/usr/bin/env bash
# Probes (issue 16): the irregular matrix's SELL SpMV with other launch shapes and unrolls
# (spmv_launch_probe.c says why), and with its rows' sums stored in order
# (spmv_y_order_probe.c), and with more loads in flight on the renumbered matrix
# (spmv_group_probe.c), and with several lanes a row (spmv_lanes_probe.c), omp-target.
#
#   here:   bash bench/gpu/probes/spmv_launch_probe.sh build
#           (needs build/omp-target-clang-nvptx/lib/libruntime.a and libkernels.a: configure.py
#           --flavour omp-target --compiler clang-nvptx; ninja lib/libruntime.a lib/libkernels.a
#           (the runtime's matrix builders reach every format's kernels); the binaries go to .carry/spmvprobe/;
#           carry .carry/spmvprobe and .carry/omp-libs.tar.xz)
#   there:  bash bench/gpu/probes/spmv_launch_probe.sh    ($OUT/spmv_launch_probe.log; PROBE_MATRICES,
#           default irregular:6000000:9:1 poisson:194; PROBE=spmv_y_order_probe,
#           spmv_group_probe or spmv_lanes_probe runs that one, into $OUT/<probe>.log; PROBE_SIGMAS, default 65536)
set -uo pipefail
cd "$(dirname "$0")/../../.." || exit 1
if [ "${1:-}" = build ]; then
    clang_omp=$(python3 -c 'import configure; print(configure.CLANG_OMP)')
    mkdir -p .carry/spmvprobe
    for probe in spmv_launch_probe spmv_y_order_probe spmv_group_probe spmv_lanes_probe; do
        # shellcheck disable=SC2086
        clang-16 -O3 -std=c11 -fno-fast-math $clang_omp -Iruntime -Iruntime/sparse -Igen/include \
            bench/gpu/probes/$probe.c -Wl,--start-group build/omp-target-clang-nvptx/lib/libruntime.a \
            build/omp-target-clang-nvptx/lib/libkernels.a -Wl,--end-group -lm \
            -o .carry/spmvprobe/$probe 2>&1 | grep -v 'CUDA version is newer'
        strip .carry/spmvprobe/$probe
    done
    ls -la .carry/spmvprobe
    exit 0
fi
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT" /tmp/omplibs
PROBE=${PROBE:-spmv_launch_probe}
LOG=$OUT/$PROBE.log
[ -e /tmp/omplibs/.unpacked ] || { tar -C /tmp/omplibs -xJf .carry/omp-libs.tar.xz && touch /tmp/omplibs/.unpacked; }
for m in ${PROBE_MATRICES:-irregular:6000000:9:1 poisson:194}; do
    for sigma in ${PROBE_SIGMAS:-65536}; do
        LD_LIBRARY_PATH=/tmp/omplibs OMP_TARGET_OFFLOAD=MANDATORY timeout 300 \
            .carry/spmvprobe/$PROBE --matrix "$m" --sigma "$sigma" 2>&1 | tee -a "$LOG"
    done
done
