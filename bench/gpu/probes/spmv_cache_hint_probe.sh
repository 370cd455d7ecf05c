#!/usr/bin/env bash
# Probe (issue 16): the irregular matrix's SELL SpMV with PTX cache hints on its loads
# (spmv_cache_hint_probe.c says why), omp-target, against cuSPARSE in the same call.
#
#   here:   bash bench/gpu/probes/spmv_cache_hint_probe.sh build
#           (needs build/omp-target-clang-nvptx/lib and build/plain-gcc/lib: configure.py
#           and ninja lib/libruntime.a lib/libkernels.a; the binaries go to .carry/spmvhint/;
#           carry .carry/spmvhint and .carry/omp-libs.tar.xz)
#   there:  bash bench/gpu/probes/spmv_cache_hint_probe.sh   ($OUT/spmv_cache_hint_probe.log;
#           PROBE_MATRICES, default irregular:6000000:9:1 poisson:194; PASSES, default 2)
set -uo pipefail
cd "$(dirname "$0")/../../.." || exit 1
CUDA=${CUDA:-/usr/local/cuda}
if [ "${1:-}" = build ]; then
    clang_omp=$(python3 -c 'import configure; print(configure.CLANG_OMP)')
    mkdir -p .carry/spmvhint
    # shellcheck disable=SC2086
    clang-16 -O3 -std=c11 -fno-fast-math $clang_omp -Iruntime -Iruntime/sparse -Igen/include \
        bench/gpu/probes/spmv_cache_hint_probe.c -Wl,--start-group build/omp-target-clang-nvptx/lib/libruntime.a \
        build/omp-target-clang-nvptx/lib/libkernels.a -Wl,--end-group -lm \
        -o .carry/spmvhint/spmv_cache_hint_probe 2>&1 |
        grep -v 'CUDA version is newer'
    gcc -O2 -std=c11 -I runtime -I runtime/sparse -I gen/include -I"$CUDA/include" \
        drivers/cusparse_spmv.c build/plain-gcc/lib/libruntime.a build/plain-gcc/lib/libkernels.a \
        -L"$CUDA/lib64" -lcusparse -lcudart -lm -o .carry/spmvhint/cusparse_spmv
    strip .carry/spmvhint/* && ls -la .carry/spmvhint
    exit 0
fi
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT" /tmp/omplibs
LOG=$OUT/spmv_cache_hint_probe.log
[ -e /tmp/omplibs/.unpacked ] || { tar -C /tmp/omplibs -xJf .carry/omp-libs.tar.xz && touch /tmp/omplibs/.unpacked; }
for pass in $(seq "${PASSES:-2}"); do
    for m in ${PROBE_MATRICES:-irregular:6000000:9:1 poisson:194}; do
        echo "== pass $pass, $m" | tee -a "$LOG"
        LD_LIBRARY_PATH=$CUDA/lib64 timeout 200 .carry/spmvhint/cusparse_spmv --matrix "$m" 2>&1 |
            grep RESULT | tee -a "$LOG"
        LD_LIBRARY_PATH=/tmp/omplibs OMP_TARGET_OFFLOAD=MANDATORY timeout 300 \
            .carry/spmvhint/spmv_cache_hint_probe --matrix "$m" 2>&1 | tee -a "$LOG"
    done
done
