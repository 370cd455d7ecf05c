# Sourced by the probes that time the product's SpMV built from several spec overlays
# (row_unroll.sh, sell_long_chunks.sh), from the repository's root.
declare -A VARIANT_COMPILER=([omp-target]=clang-nvptx [openacc]=gcc-nvptx)

# here: variant_build DIR CARRY_DIR LABEL KEY VALUE: generate with an overlay setting the
# sparse spec's spmv.KEY to VALUE for each of $FLAVOURS (DIR/overlay.yaml) into DIR/gen, build
# spmv_bench and test_spmv for each flavour in DIR/<flavour>, and leave them stripped and
# xz'd as CARRY_DIR/PROG-FLAVOUR-LABEL.xz
variant_build() {
    local dir=$1 carry_dir=$2 label=$3 key=$4 value=$5 f p out
    mkdir -p "$dir" "$carry_dir"
    {
        printf 'sparse:\n  spmv:\n    %s:\n' "$key"
        for f in $FLAVOURS; do printf '      %s: %s\n' "$f" "$value"; done
    } >"$dir/overlay.yaml"
    python3 -m generator -q --overlay "$dir/overlay.yaml" --out "$dir/gen" --full || return 1
    for f in $FLAVOURS; do
        python3 configure.py --flavour "$f" --compiler "${VARIANT_COMPILER[$f]}" --builddir "$dir/$f" \
            --gen "$dir/gen" >/dev/null || return 1
        ninja -C "$dir/$f" bin/spmv_bench tests/test_spmv >/dev/null || return 1
        for p in bin/spmv_bench tests/test_spmv; do
            out=$carry_dir/$(basename $p)-$f-$label
            strip -o "$out" "$dir/$f/$p" && xz -f -9 "$out" || return 1
        done
    done
}

# there (after device_env.sh): variant_unpack CARRY_SUBDIR: every carried
# spmv_bench-FLAVOUR-LABEL.xz (LABEL matching $VARIANTS, default all) and its test_spmv
# unpacked beside the flavour's programs as spmv_bench-LABEL and test_spmv-LABEL; test_spmv
# of each runs unless TESTS=0. Sets VARIANT_LABELS[FLAVOUR] to the labels.
declare -A VARIANT_LABELS
variant_unpack() {
    local sub=$1 f src label p
    for f in $FLAVOURS; do
        VARIANT_LABELS[$f]=""
        for src in "$CARRY/$sub"/spmv_bench-"$f"-*.xz; do
            [ -e "$src" ] || continue
            label=${src##*/spmv_bench-$f-}
            label=${label%.xz}
            [[ $label =~ ${VARIANTS:-.} ]] || continue
            for p in spmv_bench test_spmv; do
                xz -dc "$CARRY/$sub/$p-$f-$label.xz" >"$BIN/$f/$p-$label" && chmod +x "$BIN/$f/$p-$label"
            done
            [ "${TESTS:-1}" = 1 ] && run_prog "$f test_spmv $label" "$f" "test_spmv-$label"
            VARIANT_LABELS[$f]="${VARIANT_LABELS[$f]} $label"
        done
    done
}

# there: variant_run LABEL PASS FLAVOUR PROGRAM ARGS...: the `PROBE variant=LABEL pass=PASS`
# line that variant_table reads, then the program's run (run_prog)
variant_run() {
    local label=$1 pass=$2 f=$3 prog=$4
    shift 4
    say "PROBE variant=$label pass=$pass"
    run_prog "$f $label $* pass $pass" "$f" "$prog" "$@"
}

# there: variant_table: the log's spmv_bench RESULT lines (each after a
# `PROBE variant=LABEL pass=N` line) as a table, ms and the speed against the cuSPARSE run on
# the same matrix and precision before them, appended to the log
variant_table() {
    say ""
    say "| matrix | flavour | format | precision | segments | pass | variant | ms | / cuSPARSE |"
    say "|---|---|---|---|---:|---:|---|---:|---:|"
    awk '/^RESULT / { delete v; for (i = 2; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] } }
         /^PROBE / { split($2, a, "="); variant = a[2]; split($NF, b, "="); pass = b[2] }
         /^RESULT peer=cusparse format=csr/ { peer[v["matrix"] " " v["precision"]] = v["ms"]; next }
         /^RESULT flavour=/ { p = peer[v["matrix"] " " v["precision"]]
             printf "| %s | %s | %s | %s | %s | %s | %s | %s | %.2fx |\n", v["matrix"], v["flavour"],
                    v["format"], v["precision"], v["segments"], pass, variant, v["ms"], p ? p / v["ms"] : 0 }' \
        "$LOG" | tee -a "$LOG"
}
