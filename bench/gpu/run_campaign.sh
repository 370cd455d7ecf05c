#!/usr/bin/env bash
# The SpMV campaign, run ON the GPU machine from the repository root with .carry/
# carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/run_campaign.sh", carry=[".carry"])
#
# First the C correctness tests of both offload flavours (on the device), then,
# for each matrix: cuSPARSE CSR (the peer, with cudaMemcpy's copy bandwidth),
# then spmv_bench of the openacc and omp-target flavours (every format x
# precision, each with its own copy bandwidth). Full output goes to
# $OUT/campaign.log, the table to $OUT/table.md and, last, to stdout.
#
# Environment: MATRICES (space-separated specs), REPS (SpMVs per timed batch),
# RUN_TIMEOUT (seconds per program), OUT (default /tmp/campaign-out).
set -uo pipefail  # no -e: one failing program must not lose the others' results

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT" || exit 1
CARRY=$ROOT/.carry
CUDA_LIB=/usr/local/cuda/lib64
OMPLIBS=/tmp/omplibs
BLASLIBS=/tmp/blaslibs
OUT=${OUT:-/tmp/campaign-out}
# poisson:194 is 7.3M rows, 50.9M nonzeros; irregular:6000000:9:1 is 6M rows, 50.5M
# nonzeros (both far beyond the 50 MB L2). poisson:370 would be 50.7M rows, 354M nonzeros.
MATRICES=${MATRICES:-"poisson:194 irregular:6000000:9:1"}
REPS=${REPS:-20}
RUN_TIMEOUT=${RUN_TIMEOUT:-300}

mkdir -p "$OUT"
LOG=$OUT/campaign.log
: >"$LOG"
say() { echo "$*" | tee -a "$LOG"; }
failures=0

for f in cusparse_spmv openacc/spmv_bench omp-target/spmv_bench lib-acc/libgomp.so.1 \
         lib-acc/libgomp-plugin-nvptx.so.1 omp-libs.tar.xz blas-libs.tar.xz; do
    if [ ! -e "$CARRY/$f" ]; then
        say "error: run_campaign: $CARRY/$f missing: run bench/gpu/build_carry.sh here and carry .carry"
        exit 1
    fi
done

say "=== campaign $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(hostname)"
nvidia-smi -L 2>&1 | tee -a "$LOG"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem \
    --format=csv 2>&1 | tee -a "$LOG"

for pair in "omp-libs:$OMPLIBS" "blas-libs:$BLASLIBS"; do
    name=${pair%%:*} dir=${pair#*:}
    rm -rf "$dir" && mkdir -p "$dir"
    if ! tar -C "$dir" -xJf "$CARRY/$name.tar.xz"; then
        say "error: run_campaign: cannot unpack $CARRY/$name.tar.xz into $dir"
        exit 1
    fi
    say "unpacked $(find "$dir" -type f | wc -l) libraries into $dir"
done

# run LABEL LD_LIBRARY_PATH PROGRAM ARGS...: one process, delimited in the log
# by the `=== run:` line make_table.py uses to pair results with copy bandwidths.
run() {
    local label=$1 libpath=$2
    shift 2
    say "=== run: $label: $*"
    local t0=$SECONDS
    env LD_LIBRARY_PATH="$libpath${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
        timeout "$RUN_TIMEOUT" "$@" 2>&1 | tee -a "$LOG"
    local rc=${PIPESTATUS[0]}
    say "=== end: $label rc=$rc ($((SECONDS - t0)) s)"
    if [ "$rc" -ne 0 ]; then
        failures=$((failures + 1))
        say "warning: $label failed (rc=$rc$([ "$rc" -eq 124 ] && echo ", timed out after ${RUN_TIMEOUT} s"))"
    fi
}

say ""
say "##### C correctness tests on the device"
for t in test_spmv test_cg test_mmio; do
    run "openacc $t" "$CARRY/lib-acc:$BLASLIBS:$CUDA_LIB" \
        env ACC_DEVICE_TYPE=nvidia "$CARRY/openacc/$t"
    run "omp-target $t" "$OMPLIBS:$BLASLIBS:$CUDA_LIB" \
        env OMP_TARGET_OFFLOAD=MANDATORY "$CARRY/omp-target/$t"
done

for m in $MATRICES; do
    say ""
    say "##### matrix $m"
    run cusparse "$CUDA_LIB" "$CARRY/cusparse_spmv" --matrix "$m" --reps "$REPS"
    # ACC_DEVICE_TYPE / OMP_TARGET_OFFLOAD: fail instead of silently running on the host
    run openacc "$CARRY/lib-acc:$CUDA_LIB" \
        env ACC_DEVICE_TYPE=nvidia "$CARRY/openacc/spmv_bench" --matrix "$m" --reps "$REPS"
    run omp-target "$OMPLIBS:$CUDA_LIB" \
        env OMP_TARGET_OFFLOAD=MANDATORY "$CARRY/omp-target/spmv_bench" --matrix "$m" --reps "$REPS"
done

say ""
say "=== table ($failures failed runs)"
grep -E '^test_[a-z]+: [0-9]+ checks' "$LOG" | tee "$OUT/tests.txt"
python3 "$ROOT/bench/gpu/make_table.py" "$LOG" -o "$OUT/table.md"
exit $((failures > 0))
