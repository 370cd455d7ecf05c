#!/usr/bin/env bash
# The Fock-build speed campaign (issue 15), run ON the GPU machine from the repository root
# with .carry/ carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/eri_speed_campaign.sh", carry=[".carry"])
#
#  1. correctness on the device: test_fock of openacc and omp-target (the generated kernels
#     against the reference ERIs, Fock builds against the reference, plans: unit ranges,
#     incremental and density-screened builds, primitive screening; the cuSOLVER eigensolver
#     and RHF water/STO-3G), fock_bench --check on a water dimer;
#  2. (H2O)128 / 6-31G(d), the target (<= 5 s per build in omp-target, openacc within 1.5x):
#     omp-target with the spec's settings (two builds), the register-cap variants the carry
#     holds (omp-target/fock_bench-max_registers-N: every class capped at N registers per
#     thread), openacc;
#  3. (H2O)128 / cc-pVDZ (target <= 25 s) in omp-target;
#  4. if time is left: scf on (H2O)32 / 6-31G(d) in omp-target (time to the converged energy on
#     the GPU, for information) and openacc (H2O)128 / cc-pVDZ.
# Every fock_bench line reports `plan` (pairs, Schwarz factors, primitive data: once per
# geometry, on the host) apart from the build (`total_s`, what the targets are about).
# Full output in $OUT/eri_speed_campaign.log, the tables (per class too) in
# $OUT/eri_speed_table.md, and last on stdout the summary table.
#
# Budget: ERI_BUDGET seconds (default 540 of the device call's 600); a run gets
# min(ERI_RUN_CAP (default 200), what is left) and is skipped below ERI_MIN_RUN (20) s left.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
ERI_BUDGET=${ERI_BUDGET:-540}
ERI_RUN_CAP=${ERI_RUN_CAP:-200}
ERI_MIN_RUN=${ERI_MIN_RUN:-20}
export CUDA_CACHE_PATH=${CUDA_CACHE_PATH:-/tmp/eri-cuda-cache} CUDA_CACHE_MAXSIZE=4294967296
START=$SECONDS

# budgeted LABEL FLAVOUR PROG ARGS: run_prog under what is left of the budget
budgeted() {
    local left=$((ERI_BUDGET - (SECONDS - START)))
    if [ "$left" -lt "$ERI_MIN_RUN" ]; then
        say "=== skipped: $1 (${left} s of the ${ERI_BUDGET} s budget left)"
        return 0
    fi
    RUN_TIMEOUT=$((left < ERI_RUN_CAP ? left : ERI_RUN_CAP))
    export RUN_TIMEOUT
    run_prog "$@"
}

say "##### correctness on the device"
for flavour in omp-target openacc; do
    budgeted "$flavour test_fock" "$flavour" test_fock
    budgeted "$flavour fock_bench check" "$flavour" fock_bench --n 2 --reps 1 --check
done

say ""
say "##### (H2O)128 / 6-31G(d)"
budgeted "omp-target n=128 6-31g(d)" omp-target fock_bench --n 128 --basis "6-31g(d)" \
    --warmup 0 --reps 2
for variant in "$BIN"/omp-target/fock_bench-*; do
    [ -x "$variant" ] || continue
    name=$(basename "$variant")
    budgeted "omp-target ${name#fock_bench-} n=128 6-31g(d)" omp-target "$name" --n 128 \
        --basis "6-31g(d)" --warmup 0 --reps 1
done
budgeted "openacc n=128 6-31g(d)" openacc fock_bench --n 128 --basis "6-31g(d)" --warmup 0 --reps 1

say ""
say "##### (H2O)128 / cc-pVDZ"
budgeted "omp-target n=128 cc-pvdz" omp-target fock_bench --n 128 --basis cc-pvdz --warmup 0 --reps 1

say ""
say "##### time to the converged energy, (H2O)32 / 6-31G(d), omp-target"
budgeted "omp-target scf h2o_32" omp-target scf --basis "6-31g(d)" data/water/h2o_32.xyz
budgeted "openacc n=128 cc-pvdz" openacc fock_bench --n 128 --basis cc-pvdz --warmup 0 --reps 1

say ""
grep -E '^test_fock: [0-9]+ checks|^check vs fock_build_reference|^plan: |^RHF energy|^fock build time' \
    "$LOG" | tee "$OUT/eri_speed_tests.txt"
python3 "$ROOT/bench/gpu/eri_table.py" --per-class "$LOG" -o "$OUT/eri_speed_table.md" >/dev/null
python3 "$ROOT/bench/gpu/eri_table.py" "$LOG"
say "campaign time: $((SECONDS - START)) s of the ${ERI_BUDGET} s budget"
summary
