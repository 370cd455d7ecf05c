#!/usr/bin/env bash
# Probe (issue 13): the shell model's count and fill kernels (gen/omp-target/ci_hamiltonian.c)
# with other launch shapes and register caps, 48Cr with GXPF1A, construction only, each
# variant's shellmodel beside the product's in REPS interleaved passes (default 2).
# Here: `bash bench/gpu/probes/shellmodel_fill_shape.sh build` recompiles ci_hamiltonian.c once
# per NAME:TEAM_THREADS:MAX_REGISTERS[:COMMIT[:SED]] of VARIANTS (0: no cap; COMMIT: take the
# file from that commit instead of gen/, or from that file if it names one, e.g. one generated
# from a template patch of fill_variants/; SED: a sed expression applied to it) with the build's
# flags, relinks
# build/omp-target-clang-nvptx's bin/shellmodel against a copy of its libkernels.a holding
# that object, and puts the stripped programs (shellmodel-NAME) with the product's shellmodel
# into .carry/programs.tar.xz (omp-target/).
# There: run(command="bash bench/gpu/probes/shellmodel_fill_shape.sh",
#            carry=[".carry/programs.tar.xz", ".carry/omp-libs.tar.xz", ".carry/blas-libs.tar.xz",
#                   ".carry/lib-acc"])
VARIANTS=${VARIANTS:-"tl64:64:0 tl256:256:0 r64:128:64 r56:128:56"}
if [ "${1:-}" = build ]; then
    set -euo pipefail
    cd "$(dirname "$0")/../../.."
    B=build/omp-target-clang-nvptx
    ninja -C $B bin/shellmodel >/dev/null
    source bench/gpu/probes/relink_kernel.sh
    TMP=$(mktemp -d)
    mkdir -p "$TMP/progs/omp-target"
    strip -o "$TMP/progs/omp-target/shellmodel" $B/bin/shellmodel
    for v in $VARIANTS; do
        IFS=: read -r name threads regs commit edit <<<"$v"
        if [ -f "${commit:-}" ]; then
            cp "$commit" "$TMP/source.c"
        elif [ -n "${commit:-}" ]; then
            git show "$commit:gen/omp-target/ci_hamiltonian.c" >"$TMP/source.c"
        else
            cp gen/omp-target/ci_hamiltonian.c "$TMP/source.c"
        fi
        sed -e "s|n_items / 128 + 1|n_items / $threads + 1|g" -e "s|n_work / 128 + 1|n_work / $threads + 1|g" \
            -e "s|thread_limit(128)|thread_limit($threads)|g" -e "${edit:-}" "$TMP/source.c" >"$TMP/ci_hamiltonian.c"
        cap=()
        [ "$regs" != 0 ] && cap=(-Xcuda-ptxas -maxrregcount="$regs")
        relink_kernel $B bin/shellmodel obj/gen/ci_hamiltonian.c.o "$TMP/ci_hamiltonian.c" \
            "$TMP/progs/omp-target/shellmodel-$name" "${cap[@]}"
        echo "built shellmodel-$name (team threads $threads, register cap $regs)"
    done
    pack_programs "$TMP/progs"
    rm -rf "$TMP"
    exit 0
fi
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
CASE="--int gxpf1a --nucleus 48Cr --construct-only"
for rep in $(seq 1 "${REPS:-2}"); do
    for v in product $VARIANTS; do
        name=${v%%:*}
        exe=shellmodel$([ "$name" = product ] || echo "-$name")
        say "PROBE pass=$rep variant=$name"
        # shellcheck disable=SC2086
        run_prog "$name" omp-target "$exe" $CASE
    done
done
say ""
say "| pass | variant | count s | fill s | fill / copy |"
say "|---|---|---:|---:|---:|"
awk '/^PROBE pass=/ {split($2, a, "="); split($3, b, "="); p=a[2]; w=b[2]} /^RESULT shellmodel/ {
        for (i = 1; i <= NF; ++i) { split($i, kv, "="); g[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s |\n", p, w, g["count_s"], g["fill_s"], g["fill_ratio"] }' "$LOG" | tee -a "$LOG.table"
cat "$LOG.table" >> "$LOG"
summary
