#!/usr/bin/env bash
# Probe (issue 16, CPU): does a W-cycle (the coarse levels visited twice) recover the
# iterations smoothed-aggregation AMG-PCG loses on the jumping coefficient (16 at 10^6 rows
# against hypre BoomerAMG's 8)? Applies amg_w_cycle.patch (environment switches AMG_GAMMA,
# AMG_WLEVEL, AMG_WLAST; its header says what they do) to a throwaway git worktree, builds the
# plain flavour's spcg there (one thread) and prints iterations and solve time per setting.
# Nothing in the product changes.
#   bash bench/sparse/probes/amg_w_cycle.sh      (about 3 minutes)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/patched_worktree.sh"
patched_spcg "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/amg_w_cycle.patch"
run() {  # run MATRIX GAMMA FROM TO: one line, the setting, iterations and solve time
    local out
    out=$(AMG_GAMMA=$2 AMG_WLEVEL=$3 AMG_WLAST=$4 "$WT/build/plain-gcc/bin/spcg" --precond amg \
        --format csr --matrix "$1" --every 0)
    printf '%-16s visits %s on levels %s..%s: iterations %s, solve %s s\n' "$1" "$2" "$3" "$(($4 - 1))" \
        "$(awk '/^iterations:/ {print $2}' <<<"$out")" "$(awk '/^solve time:/ {print $3}' <<<"$out")"
}
for m in jump:64:10000 jump:100:10000 poisson:100; do
    for setting in "1 1 99" "2 1 99" "2 1 2" "2 0 99" "2 0 1" "3 1 2"; do
        # shellcheck disable=SC2086
        run "$m" $setting
    done
done
