#!/usr/bin/env bash
# Probe (issues 12 and 13): rowwise_indexed with a row of Y split over lanes (spec key
# spmm.split_row_bytes: each lane sums 16 bytes of the row, so a product reads X with one
# 16-byte load and a warp's gathers touch fewer sectors per row of Y) against the kernel one
# thread a row, omp-target, in one call. The 48Cr profile
# (bench/results/h200-2026-11-29-spmm-rowwise/10-ncu-48cr.log) was bound by L1 work on the
# gathers of X.
# Here: `bash bench/gpu/probes/spmm_lanes.sh build` renders the sparse family twice into scratch
# gen/ folders, with spmm.split_row_bytes {omp-target: SPLIT} (default 128, the spec's) and
# without a split, relinks spmm_bench, shellmodel and test_spmm of build/omp-target-clang-nvptx
# with each pair of rowwise_indexed files, and packs the split ones as PROG and the others as
# PROG-before into .carry/programs.tar.xz (in one xz stream the near-identical pair costs little
# more than one program: the device tool's 64 MiB are tight).
# There: run(command="bash bench/gpu/probes/spmm_lanes.sh",
#            carry=[".carry/programs.tar.xz", ".carry/omp-libs.tar.xz", ".carry/blas-libs.tar.xz",
#                   ".carry/lib-acc"])
# PARTS (default "tests shellmodel spmm"; "ncu": Nsight Compute on both k = 8 float kernels on
# 48Cr, for a build with SPLIT=32), SM_BLOCKS (default "1024 512"), SPMM_BLOCKS
# (default 65536), KS (default 1,4,8,16).
if [ "${1:-}" = build ]; then
    set -euo pipefail
    cd "$(dirname "$0")/../../.."
    source bench/gpu/probes/relink_kernel.sh
    B=build/omp-target-clang-nvptx
    TMP=$(mktemp -d)
    ninja -C "$B" bin/spmm_bench bin/shellmodel tests/test_spmm >/dev/null
    mkdir -p "$TMP/progs/omp-target"
    for which in after before; do
        split=$([ $which = after ] && echo "${SPLIT:-128}" || echo 0)
        render_with_spec "$TMP/$which" sparse spmm.split_row_bytes "{omp-target: $split}"
        pairs=()
        for vt in float double; do
            f=sparse_spmm_csb_rowwise_indexed_$vt.c
            pairs+=("obj/gen/$f.o=$TMP/$which/gen/omp-target/$f")
        done
        progs="bin/spmm_bench bin/shellmodel"
        [ $which = after ] && progs="$progs tests/test_spmm"
        for p in $progs; do
            out=$TMP/progs/omp-target/$(basename $p)
            [ $which = before ] && out=$out-before
            relink_kernels "$B" "$p" "$out" "${pairs[@]}"
        done
    done
    pack_programs "$TMP/progs"
    rm -rf "$TMP"
    echo "built: omp-target spmm_bench, shellmodel, test_spmm (split_row_bytes ${SPLIT:-128}); PROG-before without a split"
    exit 0
fi
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PARTS=${PARTS:-"tests shellmodel spmm"}
KS=${KS:-1,4,8,16}
part() { [[ " $PARTS " == *" $1 "* ]]; }
if part tests; then
    run_prog "omp-target test_spmm (lanes)" omp-target test_spmm
fi
if part shellmodel; then
    for B in ${SM_BLOCKS:-1024 512}; do
        say "PROBE matrix=48Cr B=$B"
        run_before_after omp-target shellmodel --int gxpf1a --nucleus 48Cr --nev 5 --tol 1e-6 \
            --every 10 --variant rowwise_indexed --csb-block "$B" --spmm-bench "$KS"
    done
fi
if part spmm; then
    for B in ${SPMM_BLOCKS:-65536}; do
        say "PROBE matrix=poisson:240 B=$B"
        run_before_after omp-target spmm_bench --matrix poisson:240 --ks "$KS" --csb-block "$B" \
            --precisions float,double
    done
fi
if part ncu; then
    # Nsight Compute on the k = 8 float kernel of both programs on 48Cr: the L1's sub-units
    # (the breakdown of l1tex__throughput) and the global load sectors and requests
    for exe in shellmodel-before shellmodel; do
        NCU_METRICS=${NCU_METRICS:-"breakdown:l1tex__throughput.avg.pct_of_peak_sustained_elapsed,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"} \
        NCU_TIMEOUT=${NCU_TIMEOUT:-300} ncu_profile omp-target "csb_rowwise_indexed_wide_float_k8" \
            "SpeedOfLight MemoryWorkloadAnalysis Occupancy" "$exe" --int gxpf1a --nucleus 48Cr \
            --nev 5 --tol 1e-6 --every 10 --variant rowwise_indexed --csb-block 1024 --spmm-bench 8
    done
fi
summary
