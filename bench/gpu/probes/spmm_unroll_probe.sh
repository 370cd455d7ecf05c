#!/usr/bin/env bash
# Probe (issues 12 and 13): is rowwise_indexed at k = 8 in float on 48Cr's Hamiltonian bound by
# the latency of its gathers? Nsight Compute on the kernel split over two lanes a row
# (bench/results/h200-2026-11-29-spmm-split/4-ncu-k8-float.log) left no unit saturated. Here a
# thread loads U entries of a block (values, columns, their rows of X) before adding their
# products (spmm_unroll/unroll_entries.py rewrites the generated k = 8 float kernels), so that
# U gathers are in flight instead of one; with one thread a row and with two lanes a row
# (spmm.split_row_bytes 32). Programs (omp-target, shellmodel and test_spmm, each relinked with
# its variant of sparse_spmm_csb_rowwise_indexed_float.c):
#   u1 (the product as committed), u2, u4, l2 (two lanes a row), l2u2, l2u4
# Here: `bash bench/gpu/probes/spmm_unroll_probe.sh build` (build/omp-target-clang-nvptx
# configured) packs them into .carry/programs.tar.xz and prints each kernel's registers.
# There: run(command="bash bench/gpu/probes/spmm_unroll_probe.sh",
#            carry=[".carry/programs.tar.xz", ".carry/omp-libs.tar.xz", ".carry/blas-libs.tar.xz",
#                   ".carry/lib-acc"])
# ROUNDS (default 2): passes over the variants, interleaved; VARIANTS to run a subset.
VARIANTS=${VARIANTS:-"u1 u2 u4 l2 l2u2 l2u4"}
if [ "${1:-}" = build ]; then
    set -euo pipefail
    cd "$(dirname "$0")/../../.."
    source bench/gpu/probes/relink_kernel.sh
    B=build/omp-target-clang-nvptx
    TMP=$(mktemp -d)
    F=sparse_spmm_csb_rowwise_indexed_float.c
    ninja -C "$B" bin/shellmodel tests/test_spmm >/dev/null
    render_with_spec "$TMP/split" sparse spmm.split_row_bytes "{omp-target: 32}"
    mkdir -p "$TMP/src" "$TMP/progs/omp-target"
    cp "gen/omp-target/$F" "$TMP/src/u1.c"
    cp "$TMP/split/gen/omp-target/$F" "$TMP/src/l2.c"
    for v in u2 u4; do
        python3 bench/gpu/probes/spmm_unroll/unroll_entries.py "$TMP/src/u1.c" "$TMP/src/$v.c" "${v#u}"
        python3 bench/gpu/probes/spmm_unroll/unroll_entries.py "$TMP/src/l2.c" "$TMP/src/l2$v.c" "${v#u}"
    done
    cflags=$(build_cflags "$B")
    for v in $VARIANTS; do
        for p in bin/shellmodel tests/test_spmm; do
            relink_kernels "$B" "$p" "$TMP/progs/omp-target/$(basename $p)-$v" "obj/gen/$F.o=$TMP/src/$v.c"
        done
        # the k = 8 float kernels' registers (ptxas -v on the device assembly)
        # shellcheck disable=SC2086
        (cd "$TMP" && clang-16 $cflags -save-temps=obj -c "src/$v.c" -o "$v.o" 2>/dev/null) &&
            python3 bench/gpu/ptx_resources.py "$TMP/$v"-openmp-nvptx64-*.s | grep float_k8
    done
    pack_programs "$TMP/progs"
    rm -rf "$TMP"
    exit 0
fi
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
for v in $VARIANTS; do
    run_prog "omp-target test_spmm-$v" omp-target "test_spmm-$v"
done
for round in $(seq "${ROUNDS:-2}"); do
    for v in $VARIANTS; do
        say "PROBE variant=$v round=$round"
        run_prog "omp-target shellmodel-$v 48Cr" omp-target "shellmodel-$v" --int gxpf1a --nucleus 48Cr \
            --nev 5 --tol 1e-6 --every 10 --variant rowwise_indexed --csb-block 1024 --spmm-bench 8
    done
done
summary
