#!/usr/bin/env bash
# The (H2O)128 Fock builds that bench/gpu/eri_campaign.sh's 500 s budget cuts, run ON the
# GPU machine right after it (same carry; the CUDA JIT cache of GCC's OpenACC kernels is
# reused when the machine is still warm):
#
#   run(command="bash bench/gpu/eri128_campaign.sh", carry=[".carry"])
#
# omp-target and openacc on 6-31G(d) (the size of the published one-A100 figures), then
# omp-target on cc-pVDZ; openacc on cc-pVDZ (about 6 minutes at its (H2O)64 rate) does not
# fit one device call with the others. One build each (--warmup 0 --reps 1: device set-up and
# JIT are outside the timed build). Full output in $OUT/eri128_campaign.log; the summary
# table last. Tabulate it with the main campaign's log:
#   python3 bench/gpu/eri_table.py eri_campaign.log eri128_campaign.log
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
export CUDA_CACHE_PATH=${CUDA_CACHE_PATH:-/tmp/eri-cuda-cache} CUDA_CACHE_MAXSIZE=4294967296
RUN_TIMEOUT=120 run_prog "omp-target n=128 6-31g(d)" omp-target fock_bench --n 128 --basis "6-31g(d)" --warmup 0 --reps 1
RUN_TIMEOUT=130 run_prog "openacc n=128 6-31g(d)" openacc fock_bench --n 128 --basis "6-31g(d)" --warmup 0 --reps 1
RUN_TIMEOUT=170 run_prog "omp-target n=128 cc-pvdz" omp-target fock_bench --n 128 --basis cc-pvdz --warmup 0 --reps 1
python3 "$ROOT/bench/gpu/eri_table.py" "$LOG"
summary
