#!/usr/bin/env bash
# Probe (issue 16): the irregular matrix's SELL SpMV with other launch shapes and unrolls
# (spmv_launch_probe.c says why), omp-target.
#
#   here:   bash bench/gpu/probes/spmv_launch_probe.sh build
#           (needs build/omp-target-clang-nvptx/lib/libruntime.a: configure.py --flavour omp-target
#           --compiler clang-nvptx; ninja lib/libruntime.a; the binary goes to .carry/spmvprobe/;
#           carry .carry/spmvprobe and .carry/omp-libs.tar.xz)
#   there:  bash bench/gpu/probes/spmv_launch_probe.sh    ($OUT/spmv_launch_probe.log; PROBE_MATRICES,
#           default irregular:6000000:9:1 poisson:194)
set -uo pipefail
cd "$(dirname "$0")/../../.." || exit 1
if [ "${1:-}" = build ]; then
    clang_omp=$(python3 -c 'import configure; print(configure.CLANG_OMP)')
    mkdir -p .carry/spmvprobe
    # shellcheck disable=SC2086
    clang-16 -O3 -std=c11 -fno-fast-math $clang_omp -Iruntime -Iruntime/sparse -Igen/include \
        bench/gpu/probes/spmv_launch_probe.c gen/omp-target/sparse_sell_double.c gen/omp-target/device.c \
        build/omp-target-clang-nvptx/lib/libruntime.a -lm -o .carry/spmvprobe/spmv_launch_probe 2>&1 |
        grep -v 'CUDA version is newer'
    strip .carry/spmvprobe/spmv_launch_probe && ls -la .carry/spmvprobe
    exit 0
fi
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT" /tmp/omplibs
LOG=$OUT/spmv_launch_probe.log
[ -e /tmp/omplibs/.unpacked ] || { tar -C /tmp/omplibs -xJf .carry/omp-libs.tar.xz && touch /tmp/omplibs/.unpacked; }
for m in ${PROBE_MATRICES:-irregular:6000000:9:1 poisson:194}; do
    LD_LIBRARY_PATH=/tmp/omplibs OMP_TARGET_OFFLOAD=MANDATORY timeout 300 \
        .carry/spmvprobe/spmv_launch_probe --matrix "$m" 2>&1 | tee -a "$LOG"
done
