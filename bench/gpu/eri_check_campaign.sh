#!/usr/bin/env bash
# Do the GPU Fock builds agree with each other, with repeated builds and with the CPU's?
# Run ON the GPU machine (carry .carry, built by bench/gpu/build_carry.sh):
#
#   run(command="bash bench/gpu/eri_check_campaign.sh", carry=[".carry"])
#
# fock_bench prints J and K checksums after every build; this runs (H2O)16 and (H2O)64 /
# 6-31G(d) in openacc, omp-target (repeated builds: later launches of the same kernels) and
# omp-host (the host's cores), then bench/gpu/eri_checksums.py compares every build with the
# first of its molecule. About 4 minutes on an H100 (JIT of the openacc kernels included).
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
export CUDA_CACHE_PATH=${CUDA_CACHE_PATH:-/tmp/eri-cuda-cache} CUDA_CACHE_MAXSIZE=4294967296
for n in 16 64; do
    reps=3
    [ "$n" -ge 64 ] && reps=2
    RUN_TIMEOUT=200 run_prog "omp-host n=$n 6-31g(d)" omp-host fock_bench --n "$n" --basis "6-31g(d)" --warmup 0 --reps 1
    RUN_TIMEOUT=200 run_prog "openacc n=$n 6-31g(d)" openacc fock_bench --n "$n" --basis "6-31g(d)" --warmup 0 --reps 1
    RUN_TIMEOUT=200 run_prog "omp-target n=$n 6-31g(d)" omp-target fock_bench --n "$n" --basis "6-31g(d)" --warmup 0 --reps "$reps"
done
python3 "$ROOT/bench/gpu/eri_checksums.py" "$LOG" | tee "$OUT/eri_checksums.md"
summary
