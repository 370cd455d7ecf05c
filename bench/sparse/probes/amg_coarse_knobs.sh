#!/usr/bin/env bash
# Probe (issue 16, CPU): where does smoothed-aggregation AMG-PCG lose iterations on the
# jumping coefficient (16 at 10^6 rows against hypre BoomerAMG's 8)? Applies
# amg_coarse_knobs.patch (environment switches for the strength test, the prolongator's
# filtered matrix and the coarse levels' threshold; its header says which) to a throwaway git
# worktree, builds the plain flavour's spcg there and prints the iteration counts of each
# setting, and of hierarchies cut short by --coarse-size (their coarsest level solved exactly).
# Nothing in the product changes.
#   bash bench/sparse/probes/amg_coarse_knobs.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/patched_worktree.sh"
patched_spcg "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/amg_coarse_knobs.patch"
run() {  # run MATRIX "ENV..." [SPCG ARGS...]: one line, the setting and its iterations
    local m=$1 envs=$2 out
    shift 2
    # shellcheck disable=SC2086
    out=$(env $envs "$WT/build/plain-gcc/bin/spcg" --precond amg --format csr --matrix "$m" --every 0 "$@")
    printf '%-16s %-22s %-18s operator complexity %s, levels %s, iterations %s\n' "$m" "${envs:-default}" "$*" \
        "$(awk '/operator complexity/ {sub(",", "", $3); print $3}' <<<"$out")" \
        "$(awk '/^  level / {on=1; next} on && /^ +[0-9]+ / {n++} /operator complexity/ {on=0} END {print n}' <<<"$out")" \
        "$(awk '/^iterations:/ {print $2}' <<<"$out")"
}
echo "## the strength test and the filtered matrix"
for m in jump:64:10000 poisson:64; do
    for envs in "" AMG_SM=1 AMG_SM=2 AMG_FM=1 AMG_FM=2; do run "$m" "$envs"; done
done
echo "## one threshold on every coarse level"
for m in jump:64:10000 jump:96:10000 poisson:64 aniso:64:0.01; do
    for envs in "" AMG_TC=0.005 AMG_TC=0.01 AMG_TC=0.02 AMG_TC=0.04; do run "$m" "$envs"; done
done
echo "## hierarchies cut short: the coarsest level solved exactly"
for cs in 400 5000; do run jump:32:10000 "" --coarse-size "$cs"; run poisson:32 "" --coarse-size "$cs"; done
for cs in 400 600 4000; do run jump:64:10000 "" --coarse-size "$cs"; run poisson:64 "" --coarse-size "$cs"; done
