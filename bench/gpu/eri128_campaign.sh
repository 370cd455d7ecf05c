#!/usr/bin/env bash
# The (H2O)128 Fock builds that bench/gpu/eri_campaign.sh's 500 s budget cuts, run ON the
# GPU machine (same carry; the CUDA JIT cache of GCC's OpenACC kernels is reused when the
# machine is still warm from eri_campaign.sh):
#
#   run(command="bash bench/gpu/eri128_campaign.sh", carry=[".carry"])
#   run(command="ERI128_RUNS='openacc:cc-pvdz:560' bash bench/gpu/eri128_campaign.sh", ...)
#
# ERI128_RUNS lists the runs as FLAVOUR:BASIS:TIMEOUT_S[:N] (seconds for the program, JIT
# and set-up included; N water molecules, default 128). The default is omp-target and openacc on 6-31G(d) (the size of the
# published one-A100 figures), then omp-target on cc-pVDZ: about 220 s on an H100. openacc on
# cc-pVDZ (about 6 minutes at its (H2O)64 rate) does not fit one 10-minute device call with
# them, so it is a call of its own (the second example). Any flavour of the carry works,
# omp-host too (the host's cores). One build each (--warmup 0 --reps 1: device set-up and JIT
# are outside the timed build). Full output in $OUT/eri128_campaign.log; the summary table
# last. Tabulate it with the main campaign's log:
#   python3 bench/gpu/eri_table.py eri_campaign.log eri128_campaign.log
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
export CUDA_CACHE_PATH=${CUDA_CACHE_PATH:-/tmp/eri-cuda-cache} CUDA_CACHE_MAXSIZE=4294967296
RUNS=${ERI128_RUNS:-"omp-target:6-31g(d):120 openacc:6-31g(d):130 omp-target:cc-pvdz:170"}
for run in $RUNS; do
    IFS=: read -r flavour basis timeout n extra <<<"$run"
    n=${n:-128}
    if [ -z "$flavour" ] || [ -z "$basis" ] || [ -n "$extra" ] || ! [[ $timeout =~ ^[0-9]+$ ]] ||
        ! [[ $n =~ ^[0-9]+$ ]]; then
        say "error: eri128_campaign: ERI128_RUNS entry '$run' is not FLAVOUR:BASIS:TIMEOUT_S[:N]"
        exit 1
    fi
    RUN_TIMEOUT=$timeout run_prog "$flavour n=$n $basis" "$flavour" fock_bench --n "$n" \
        --basis "$basis" --warmup 0 --reps 1
done
python3 "$ROOT/bench/gpu/eri_table.py" "$LOG"
summary
