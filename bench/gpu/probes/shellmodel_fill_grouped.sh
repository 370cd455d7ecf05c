#!/usr/bin/env bash
# Probe (issue 13): the shell model's fill (ci_ham_fill) writing whole four-aligned groups of
# slots as 16-byte stores (the template since this probe) against the fill one entry a store
# (gen/FLAVOUR/ci_hamiltonian.c of commit BEFORE, default 129c82f, linked into the same
# program), 48Cr with GXPF1A, construction only, REPS interleaved passes (default 3), after
# test_ci and test_shellmodel of the new build, in each of FLAVOURS.
# Here: `bash bench/gpu/probes/shellmodel_fill_grouped.sh build` (needs
# build/omp-target-clang-nvptx and build/openacc-gcc-nvptx configured) puts the new programs
# into .carry/programs.tar.xz and the old shellmodel into .carry/before/. With BEFORE=keep it
# leaves .carry/before/shellmodel-FLAVOUR.xz as they are. The hop-pairs trial of 2026-11-29
# (not kept) put there the programs of commit ea8b176 from its programs.tar.xz, since its
# runtime passed the hops otherwise and the old ci_hamiltonian.c would not link with it.
# There: run(command="bash bench/gpu/probes/shellmodel_fill_grouped.sh",
#            carry=[".carry/programs.tar.xz", ".carry/omp-libs.tar.xz", ".carry/blas-libs.tar.xz",
#                   ".carry/lib-acc", ".carry/before"])
FLAVOURS=${FLAVOURS:-"omp-target:clang-nvptx openacc:gcc-nvptx"}
if [ "${1:-}" = build ]; then
    set -euo pipefail
    cd "$(dirname "$0")/../../.."
    source bench/gpu/probes/relink_kernel.sh
    TMP=$(mktemp -d)
    mkdir -p .carry/before
    for f in $FLAVOURS; do
        flavour=${f%%:*} B=build/${f/:/-}
        ninja -C "$B" bin/shellmodel tests/test_ci tests/test_shellmodel >/dev/null
        mkdir -p "$TMP/progs/$flavour"
        for p in bin/shellmodel tests/test_ci tests/test_shellmodel; do
            strip -o "$TMP/progs/$flavour/$(basename $p)" "$B/$p"
        done
        if [ "${BEFORE:-129c82f}" != keep ]; then
            git show "${BEFORE:-129c82f}:gen/$flavour/ci_hamiltonian.c" >"$TMP/ci_hamiltonian.c"
            relink_kernel "$B" bin/shellmodel obj/gen/ci_hamiltonian.c.o "$TMP/ci_hamiltonian.c" "$TMP/old"
            xz -T2 -c "$TMP/old" >".carry/before/shellmodel-$flavour.xz"
        fi
        echo "built $flavour: shellmodel, test_ci, test_shellmodel${BEFORE:+ (before: $BEFORE)}"
    done
    pack_programs "$TMP/progs"
    rm -rf "$TMP"
    exit 0
fi
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
CASE="--int gxpf1a --nucleus 48Cr --construct-only"
for f in $FLAVOURS; do
    flavour=${f%%:*}
    if [ "${TESTS:-1}" = 1 ]; then
        run_prog "$flavour test_ci" "$flavour" test_ci
        run_prog "$flavour test_shellmodel" "$flavour" test_shellmodel
    fi
    unpack_before shellmodel "$flavour"
done
for rep in $(seq 1 "${REPS:-3}"); do
    for f in $FLAVOURS; do
        say "=== pass $rep ${f%%:*}"
        # shellcheck disable=SC2086
        run_before_after "${f%%:*}" shellmodel $CASE
    done
done
say ""
say "| pass | flavour | program | count s | fill s | fill / copy |"
say "|---|---|---|---:|---:|---:|"
awk '/^=== pass/ {p=$3; f=$4} /^PROBE program=/ {split($2, kv, "="); w=kv[2]} /^RESULT shellmodel/ {
        for (i = 1; i <= NF; ++i) { split($i, kv, "="); g[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s | %s |\n", p, f, w, g["count_s"], g["fill_s"], g["fill_ratio"] }' "$LOG" | tee -a "$LOG.table"
cat "$LOG.table" >> "$LOG"
summary
