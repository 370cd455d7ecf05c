#!/usr/bin/env bash
# The ci campaign (issue 3), run ON the GPU machine from the repository root with
# .carry/ carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/ci_campaign.sh", carry=[".carry"])
#
# First test_ci of the offload flavours (of CI_FLAVOURS) on the device (every ci kernel against the
# plain references, including a reduction of more than 2^31 iterations), then
# ci_bench of openacc, omp-target and omp-host (the host's CPU cores): pair counting,
# prefix sums, the atomic fill and the array reductions, each checked against the
# reference and compared with the copy bandwidth measured by the same process. Full
# output in $OUT/ci_campaign.log, the tables (with the best reduction strategy per
# flavour) in $OUT/ci_table.md and, last, on stdout. Budgeted at about 4 minutes on an
# H100 (ci_bench caps every single call at --max-call-s, 0.5 s by default).
#
# Environment: CI_BENCH_ARGS (extra ci_bench options for every flavour, e.g.
# "--states 16384" or "--only reduce"), CI_FLAVOURS (the ci_bench flavours, default
# "openacc omp-target omp-host"), SEED (the inputs of every run; default: a fresh one,
# printed), RUN_TIMEOUT (seconds per program, default 300).
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
export SEED=${SEED:-$(date +%s)}  # test_ci reads it too
read -r -a EXTRA <<<"${CI_BENCH_ARGS:-}"

FLAVOURS=${CI_FLAVOURS:-openacc omp-target omp-host}

say "##### C correctness tests on the device (SEED=$SEED)"
for flavour in openacc omp-target; do  # the offload flavours among CI_FLAVOURS
    [[ " $FLAVOURS " == *" $flavour "* ]] && run_prog "$flavour test_ci" "$flavour" test_ci
done

for flavour in $FLAVOURS; do
    say ""
    say "##### ci_bench $flavour"
    run_prog "$flavour ci_bench" "$flavour" ci_bench --seed "$SEED" "${EXTRA[@]}"
done

say ""
grep -E '^test_ci: [0-9]+ checks' "$LOG" | tee "$OUT/ci_tests.txt"
python3 "$ROOT/bench/gpu/ci_table.py" "$LOG" | tee "$OUT/ci_table.md"
summary
