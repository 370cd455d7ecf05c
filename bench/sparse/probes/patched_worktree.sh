# Sourced by the CPU probes that try a change to the runtime without touching the product
# (amg_gauss_seidel.sh, amg_coarse_knobs.sh).
#   patched_spcg PATCH: a throwaway git worktree of HEAD with PATCH applied and the plain
#   flavour's spcg built in it; sets WT (the worktree) and removes it when the shell exits.
# shellcheck shell=bash
patched_spcg() {
    local patch=$1 root
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
    WT=$(mktemp -d /tmp/patched-probe.XXXXXX)
    # shellcheck disable=SC2064  # expand now: the paths are fixed
    trap "git -C '$root' worktree remove --force '$WT' >/dev/null 2>&1 || true" EXIT
    git -C "$root" worktree add -q --detach "$WT" HEAD
    git -C "$WT" apply "$patch"
    (cd "$WT" && python3 configure.py --flavour plain --compiler gcc >/dev/null &&
        ninja -C build/plain-gcc bin/spcg >/dev/null)
}
