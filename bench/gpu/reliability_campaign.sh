#!/usr/bin/env bash
# Issue 18's runs that need a bigger machine than this one, in one device call: the fuzzers'
# 10^7 executions per target on the GPU machine's CPU cores, while compute-sanitizer checks
# the device tests on its GPUs and the MPI transports are checked on two of them (part 2).
# Built here (the ORDER that fits the device tool's 64 MiB with the working tree):
#
#   ORDER="openacc:gcc-nvptx omp-target:clang-nvptx:mpi" VARIANTS=" " \
#       bash bench/gpu/build_carry.sh           # also builds and packs the fuzzers: .carry/fuzz.tar.xz
#   run(kind="nvidia-h200-x4", command="bash bench/gpu/reliability_campaign.sh", carry=[".carry"])
#
# 1. fuzz (background, all along): tests/fuzz/fuzz.py run --prebuilt --runs FUZZ_RUNS (default
#    10^7) --jobs FUZZ_JOBS (default: the CPUs less one per sanitizer lane and four) over every
#    target, the spec loader's Python loop included; table in $OUT/fuzz.log, figures in
#    $OUT/fuzz.jsonl, crash inputs (if any) in $OUT/fuzz_artifacts.tar.gz.
# 2. mpi (two GPUs or more): PARTS="check halo" of mpi_campaign.sh on GPUs 0 and 1, i.e.
#    test_mpi and test_lattice_mpi with nccl and host-staged, and each transport's halo
#    bandwidth ($OUT/mpi_campaign.log; the fuzzers run meanwhile on the CPUs). With four GPUs
#    or more it runs beside the sanitizer lanes, which then keep to GPUs 2 and up; else first.
# 3. sanitizer lanes: SAN_LANES (default: one per program) copies of sanitizer_campaign.sh
#    dealt over the lanes' GPUs, racecheck then memcheck (SAN_API_ERRORS=no: device memory
#    errors only) of the openacc flavour over the programs of the racecheck list, dealt to the
#    lanes in the list's order; RUN_TIMEOUT (default 380 s) a run, and a lane starts no run
#    once CAMPAIGN_SECONDS (default 570) less RUN_TIMEOUT have passed. The omp-target
#    flavour is not run: clang 16's offload runtime calls cuInit from a static initializer,
#    so compute-sanitizer disables itself (llvm/llvm-project#74507; see BENCHMARKS.md).
#    Logs joined in $OUT/sanitizer.log, the table in $OUT/sanitizer_table.md.
# The fuzzers are stopped when CAMPAIGN_SECONDS have passed (their table says what ran).
# FUZZ=0 leaves them out; SAN_TOOLS (default "racecheck memcheck") and SAN_LIST (drivers: the
# small driver runs of sanitizer_campaign.sh) pass through to the lanes.
export RUN_TIMEOUT=${RUN_TIMEOUT:-380}  # before device_env.sh, whose default is 300
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
CAMPAIGN_SECONDS=${CAMPAIGN_SECONDS:-570}
GPUS=$(nvidia-smi -L | grep -c '^GPU')
SAN_TOOLS=${SAN_TOOLS:-racecheck memcheck}
mapfile -t programs < <(SAN_TOOLS=${SAN_TOOLS%% *} SAN_FLAVOURS=openacc bash "$ROOT/bench/gpu/sanitizer_campaign.sh" --list | cut -d' ' -f3 | awk '!seen[$0]++')
SAN_LANES=${SAN_LANES:-${#programs[@]}}
RACE_GPU0=0 RACE_GPUS=$GPUS
if [ "$GPUS" -ge 4 ]; then RACE_GPU0=2 RACE_GPUS=$((GPUS - 2)); fi
FUZZ_RUNS=${FUZZ_RUNS:-10000000}
FUZZ_JOBS=${FUZZ_JOBS:-$(($(nproc) - SAN_LANES - 4))}
[ "$FUZZ_JOBS" -ge 1 ] || FUZZ_JOBS=1
started=$SECONDS

# 1. fuzz, in the background
fuzz_pid=
if [ "${FUZZ:-1}" = 0 ]; then
    say "=== fuzz: not run (FUZZ=0)"
elif [ -e "$CARRY/fuzz.tar.xz" ]; then
    mkdir -p build/fuzz && tar -C build/fuzz -xJf "$CARRY/fuzz.tar.xz"
    say "=== fuzz: $FUZZ_RUNS executions a target, $FUZZ_JOBS workers"
    setsid python3 tests/fuzz/fuzz.py run --prebuilt --runs "$FUZZ_RUNS" --jobs "$FUZZ_JOBS" \
        --results "$OUT/fuzz.jsonl" >"$OUT/fuzz.log" 2>&1 &
    fuzz_pid=$!
else
    say "warning: $CARRY/fuzz.tar.xz missing: no fuzzing (build_carry.sh packs build/fuzz)"
fi

# 2. the MPI transports on GPUs 0 and 1: first, or beside the lanes when they have GPUs of their own
mpi_part() {
    OUT=$OUT PARTS="check halo" bash "$ROOT/bench/gpu/mpi_campaign.sh" >/dev/null 2>&1
    say "mpi: $(grep -c '^=== end: .* rc=0 ' "$OUT/mpi_campaign.log") runs passed, $(grep -c '^warning: ' "$OUT/mpi_campaign.log") failed (mpi_campaign.log)"
}
mpi_pid=
if [ "$GPUS" -ge 4 ]; then
    mpi_part &
    mpi_pid=$!
elif [ "$GPUS" -ge 2 ]; then
    mpi_part
fi

# 3. sanitizer lanes
budget=$((CAMPAIGN_SECONDS - (SECONDS - started) - RUN_TIMEOUT))
lane_pids=()
for ((k = 0; k < SAN_LANES; ++k)); do
    only=
    for ((i = k; i < ${#programs[@]}; i += SAN_LANES)); do only+="${programs[i]} "; done
    [ -n "$only" ] || continue
    gpu=$((RACE_GPU0 + k % RACE_GPUS))
    say "=== lane $k on GPU $gpu: $only(runs start within ${budget} s)"
    OUT=$OUT/lane$k CUDA_VISIBLE_DEVICES=$gpu SAN_ONLY=$only SAN_FLAVOURS=openacc \
        SAN_TOOLS="$SAN_TOOLS" SAN_API_ERRORS=no SAN_BUDGET=$budget \
        CUDA_CACHE_PATH=/tmp/sanitizer-cuda-cache-$k \
        bash "$ROOT/bench/gpu/sanitizer_campaign.sh" >/dev/null 2>&1 &
    lane_pids+=($!)
done
wait "${lane_pids[@]}" $mpi_pid
cat "$OUT"/lane*/sanitizer_campaign.log >"$OUT/sanitizer.log"
rm -rf "$OUT"/lane*
say "=== sanitizer lanes done at $((SECONDS - started)) s"
python3 "$ROOT/bench/gpu/sanitizer_table.py" "$OUT/sanitizer.log" --output "$OUT/sanitizer_table.md" | tee -a "$LOG"

# the fuzzers: until they end or the campaign's time is spent
if [ -n "$fuzz_pid" ]; then
    while kill -0 "$fuzz_pid" 2>/dev/null && [ $((SECONDS - started)) -lt "$CAMPAIGN_SECONDS" ]; do
        sleep 5
    done
    if kill -0 "$fuzz_pid" 2>/dev/null; then
        say "warning: fuzz stopped after $((SECONDS - started)) s (CAMPAIGN_SECONDS)"
        kill -- -"$fuzz_pid" 2>/dev/null
        sleep 2
    fi
    [ -n "$(ls build/fuzz/artifacts 2>/dev/null)" ] && tar -C build/fuzz -czf "$OUT/fuzz_artifacts.tar.gz" artifacts
    say "=== fuzz"
    cat "$OUT/fuzz.jsonl" 2>/dev/null | tee -a "$LOG"
    tail -12 "$OUT/fuzz.log" | tee -a "$LOG"
fi
summary
