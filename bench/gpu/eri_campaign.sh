#!/usr/bin/env bash
# The eri campaign (issue 5), run ON the GPU machine from the repository root with
# .carry/ carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/eri_campaign.sh", carry=[".carry"])
#
#  1. test_fock of openacc and omp-target on the device (generated kernels against the
#     reference ERIs, fock_build with ket blocks 1, 3, 1000 against fock_build_reference,
#     the SCF's eigensolver, which is cuSOLVER when offloading, and RHF water/STO-3G against
#     the published energy), then fock_bench --check on a water dimer (J, K against the
#     reference on the host);
#  2. digestion: (H2O)16 / 6-31G(d) with ket blocks 1 (atomic), 8 and 32 per offload flavour;
#  3. the sweep, smallest work first so that the budget only ever cuts the largest runs:
#     (H2O)n, n = 16, 32, 64, 128, 6-31G(d) and cc-pVDZ, openacc and omp-target with the
#     spec's default ket block, and omp-host on the host's cores for n <= 32 (and n = 64 /
#     6-31G(d) at the very end if time is left).
# Full output in $OUT/eri_campaign.log, every table (per class too) in $OUT/eri_table.md,
# and last on stdout the digestion and summary tables (with the ratio of the (H2O)128 /
# 6-31G(d) time to the published one-A100 11.4 s / 34.3 s).
#
# Budget: ERI_BUDGET seconds for the whole campaign (default 500: the device call allows
# 600 and unpacking, JIT and the table need the rest). Every run gets
# RUN_TIMEOUT = min(ERI_RUN_CAP (default 240), what is left of the budget); a run that would
# start with less than ERI_MIN_RUN (default 20) seconds left is skipped and listed as such.
# Work (quartets after Schwarz screening at 1e-12, `fock_bench --count`): 6-31G(d)
# 22.0M / 150M / 874M / 4.63G for n = 16 / 32 / 64 / 128, cc-pVDZ 48.4M / 345M / 2.09G / 11.4G.
# Builds of n >= 64 run once (--warmup 0 --reps 1: device initialisation and the JIT are
# outside the timed build anyway); smaller ones --warmup 1 --reps 3 (median reported).
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
ERI_BUDGET=${ERI_BUDGET:-500}
ERI_RUN_CAP=${ERI_RUN_CAP:-240}
ERI_MIN_RUN=${ERI_MIN_RUN:-20}
# GCC's OpenACC programs carry PTX that the driver JIT-compiles at start: keep the result
# for the next program (test_fock, then fock_bench) instead of compiling 21 kernels again.
export CUDA_CACHE_PATH=${CUDA_CACHE_PATH:-/tmp/eri-cuda-cache} CUDA_CACHE_MAXSIZE=4294967296
START=$SECONDS

# budgeted LABEL FLAVOUR PROG ARGS: run_prog under what is left of the budget
budgeted() {
    local left=$((ERI_BUDGET - (SECONDS - START)))
    if [ "$left" -lt "$ERI_MIN_RUN" ]; then
        say "=== skipped: $1 (${left} s of the ${ERI_BUDGET} s budget left)"
        return 0
    fi
    RUN_TIMEOUT=$((left < ERI_RUN_CAP ? left : ERI_RUN_CAP))  # read by run_prog (device_env.sh)
    export RUN_TIMEOUT
    run_prog "$@"
}

say "##### C correctness tests on the device"
for flavour in openacc omp-target; do
    budgeted "$flavour test_fock" "$flavour" test_fock
done
for flavour in openacc omp-target; do
    budgeted "$flavour fock_bench check" "$flavour" fock_bench --n 2 --reps 1 --check
done

say ""
say "##### digestion: (H2O)16 / 6-31G(d), ket blocks 1 (atomic), 8, 32"
for flavour in openacc omp-target; do
    for kb in 1 8 32; do
        budgeted "$flavour n=16 6-31g(d) ket-block $kb" "$flavour" fock_bench --n 16 \
            --basis "6-31g(d)" --ket-block "$kb" --warmup 1 --reps 3
    done
done

say ""
say "##### sweep"
for n in 16 32 64 128; do
    reps="--warmup 1 --reps 3"
    [ "$n" -ge 64 ] && reps="--warmup 0 --reps 1"
    for basis in "6-31g(d)" cc-pvdz; do
        for flavour in openacc omp-target; do
            # shellcheck disable=SC2086
            budgeted "$flavour n=$n $basis" "$flavour" fock_bench --n "$n" --basis "$basis" $reps
        done
        if [ "$n" -le 32 ]; then
            budgeted "omp-host n=$n $basis" omp-host fock_bench --n "$n" --basis "$basis" \
                --warmup 0 --reps 1
        fi
    done
done
budgeted "omp-host n=64 6-31g(d)" omp-host fock_bench --n 64 --basis "6-31g(d)" --warmup 0 --reps 1

say ""
grep -E '^test_fock: [0-9]+ checks|^check vs fock_build_reference|^eigensolver |^RHF water|^note: eri' \
    "$LOG" | tee "$OUT/eri_tests.txt"
python3 "$ROOT/bench/gpu/eri_table.py" --per-class "$LOG" -o "$OUT/eri_table.md" >/dev/null
python3 "$ROOT/bench/gpu/eri_table.py" "$LOG"
say "campaign time: $((SECONDS - START)) s of the ${ERI_BUDGET} s budget"
summary
