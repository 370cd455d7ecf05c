#!/usr/bin/env bash
# Probe (issue 16): the row kernels' entries taken U at a time (spec spmv.sell_unroll for the
# SELL-like formats; spmv.csr_unroll for CSR, which only csr_hint_groups.patch here adds), on
# the irregular matrix's SpMV and on poisson:194, against cuSPARSE in the same call.
#
# Why: omp-target's SELL, R-SELL A and R-SELL B kernels load through inline PTX (the cache
# hints, templates/flavours/omp-target/macros.j2), and clang marks inline assembly convergent,
# so it never unrolls their loop over a row's entries (the CSR kernel, with plain loads and no
# hints, is unrolled 8 times). Each thread then waits for one column, then one gather of x,
# per entry. The templates can issue a group of U entries' loads before their products (the
# same sums in the same order: y is bit for bit the same for every U). The patch gives CSR
# the groups and the cache hints together (with the hints alone it lost:
# csr_cache_hints.patch); it lost again (BENCHMARKS.md, sparse, "entries in groups"), so the
# product keeps CSR as it was. To build its variants: git apply the patch, then KEY=csr_unroll.
#
#   here:   bash bench/gpu/build_carry.sh (the spec as it is: the "product" program), then
#           KEY=sell_unroll UNROLLS="1 2" bash bench/gpu/probes/row_unroll.sh build
#           (each U generated with an overlay setting KEY for FLAVOURS, default omp-target
#           and openacc, both precisions, into build/row-unroll-KEY-U/gen and built there;
#           spmv_bench and test_spmv to .carry/unroll/PROG-FLAVOUR-FORMAT-uU.xz, FORMAT being
#           KEY without "_unroll")
#   there:  bash bench/gpu/probes/row_unroll.sh          (carry .carry; $OUT/row_unroll.log)
#
# Environment there: PASSES (default 2), MATRICES (default irregular:6000000:9:1 poisson:194),
# SEGMENTS (default auto), FORMATS (default sell,rsell_a,rsell_b), VARIANTS (an extended regex
# of the variant labels to run, default all carried), REPS (default 20), REORDER (default none;
# length:W: the matrix renumbered by row length for every program and the peer, SELL's sigma
# 256 inside it instead of 65536). Each spmv_bench run
# checks y against the CPU reference; test_spmv of every variant runs first.
set -uo pipefail
FLAVOURS=${FLAVOURS:-"omp-target openacc"}
if [ "${1:-}" = build ]; then
    cd "$(dirname "$0")/../../.." || exit 1
    source bench/gpu/probes/spec_variants_lib.sh
    key=${KEY:-sell_unroll}
    for u in ${UNROLLS:-1 2}; do
        variant_build "build/row-unroll-$key-$u" .carry/unroll "${key%_unroll}-u$u" "$key" \
            "{double: $u, float: $u}" || exit 1
    done
    ls -la .carry/unroll
    exit 0
fi
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
source "$(dirname "${BASH_SOURCE[0]}")/spec_variants_lib.sh"
declare -A PROGRAMS
for f in $FLAVOURS; do
    run_prog "$f test_spmv (the product)" "$f" test_spmv
done
variant_unpack unroll
for f in $FLAVOURS; do
    list="spmv_bench"
    for label in ${VARIANT_LABELS[$f]}; do list="$list spmv_bench-$label"; done
    PROGRAMS[$f]=$list
    say "$f: programs $list (spmv_bench: the product, as the spec says)"
done
reorder=${REORDER:-none} sigma=65536
[ "$reorder" = none ] || sigma=256
for pass in $(seq "${PASSES:-2}"); do
    for m in ${MATRICES:-irregular:6000000:9:1 poisson:194}; do
        run_prog "cusparse $m pass $pass" peer cusparse_spmv --matrix "$m" --reps "${REPS:-20}" \
            --reorder "$reorder"
        for s in ${SEGMENTS:-auto}; do
            for f in $FLAVOURS; do
                for p in ${PROGRAMS[$f]}; do
                    label=${p#spmv_bench-}
                    [ "$p" = spmv_bench ] && label=product
                    variant_run "$label" "$pass" "$f" "$p" --matrix "$m" \
                        --reps "${REPS:-20}" --formats "${FORMATS:-sell,rsell_a,rsell_b}" \
                        --sigma "$sigma" --column-segments "$s" --reorder "$reorder"
                done
            done
        done
    done
done
variant_table
summary
