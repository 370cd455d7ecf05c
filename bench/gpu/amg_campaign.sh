#!/usr/bin/env bash
# The sparse-solver campaign of issue 16, run ON the GPU machine from the repository root with
# .carry/ carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/amg_campaign.sh", carry=[".carry"])
#
# Parts (PARTS, default all, in this order):
#   tests   test_amg and test_spmv of both offload flavours on the device (V-cycle = host
#           reference in every format and smoother, GMRES, bounded iterations; every row
#           kernel of every format against the reference)
#   amg     amg_bench: AMG-PCG on 3D Poisson (SIZES, default 100 and 160: 1.0M and 4.1M rows;
#           LARGEST, default 200: 8.0M rows, openacc only) with setup (CPU) and solve apart, the
#           V-cycle's kernels level by level against the copy bandwidth; at the first size also
#           the single-precision cycle (--precision float); the jumping-coefficient problem at
#           100^3
#   classical  amg_bench with CLASSICAL's arguments (default: classical coarsening, one Jacobi
#           sweep: the CPU comparison's setting) and with the spec's hierarchy, both flavours,
#           double and float cycle, on poisson:<first of SIZES> and jump:<same>:10000
#   spmv    spmv_bench (double) of csr, csr_vector, sell, rsell_a, rsell_b against cuSPARSE CSR
#           on poisson:194 and irregular:6000000:9:1 (both > 50M nonzeros), and the SELL formats
#           of the irregular matrix sorted over windows of SIGMA_IRREGULAR rows
#   tune    the tuner's grids (python3 -m generator.tune: sparse_tune built by build_carry.sh)
#           on TUNE_MATRIX (default poisson:100; SELL sorting scopes C x TUNE_SIGMAS, default
#           1,8,64) in both flavours, tabulated and written as an overlay to
#           $OUT/h100.yaml (copy it to specs/tuned/h100.yaml here)
# FLAVOURS (default "openacc omp-target") chooses the flavours; the openacc-only runs need openacc.
# Full output in $OUT/amg_campaign.log; tables in $OUT/amg_table.md, $OUT/amg_spmv_table.md,
# $OUT/amg_tune.md, and last on stdout. About 8 minutes on an H100 with all parts.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
PARTS=${PARTS:-"tests amg classical spmv tune"}
CLASSICAL=${CLASSICAL:-"--coarsening classical --smoother jacobi --sweeps 1"}
SIZES=${SIZES:-"100 160"}
LARGEST=${LARGEST:-200}
SPMV_MATRICES=${SPMV_MATRICES:-"poisson:194 irregular:6000000:9:1"}
SIGMA_IRREGULAR=${SIGMA_IRREGULAR:-65536}
REPS=${REPS:-20}
FLAVOURS=${FLAVOURS:-"openacc omp-target"}
TUNE_MATRIX=${TUNE_MATRIX:-poisson:100}
TUNE_SIGMAS=${TUNE_SIGMAS:-1,8,64}
has() { [[ " $PARTS " == *" $1 "* ]]; }

if has tests; then
    say "##### C tests on the device"
    for t in test_amg test_spmv; do
        for flavour in $FLAVOURS; do
            run_prog "$flavour $t" "$flavour" "$t"
        done
    done
fi

if has amg; then
    first=${SIZES%% *}
    for n in $SIZES; do
        say ""
        say "##### AMG-PCG poisson:$n"
        for flavour in $FLAVOURS; do
            run_prog "$flavour amg_bench poisson:$n" "$flavour" amg_bench --matrix "poisson:$n"
            if [ "$n" = "$first" ]; then
                run_prog "$flavour amg_bench poisson:$n float" "$flavour" amg_bench \
                    --matrix "poisson:$n" --precision float
            fi
        done
    done
    if [[ " $FLAVOURS " == *" openacc "* ]]; then
        if [ -n "$LARGEST" ]; then
            run_prog "openacc amg_bench poisson:$LARGEST" openacc amg_bench --matrix "poisson:$LARGEST" --batches 3
        fi
        run_prog "openacc amg_bench jump:100:10000" openacc amg_bench --matrix jump:100:10000
    fi
fi

if has classical; then
    n=${SIZES%% *}
    for m in "poisson:$n" "jump:$n:10000"; do
        say ""
        say "##### AMG-PCG $m: classical coarsening ($CLASSICAL) and the spec's"
        for flavour in $FLAVOURS; do
            for precision in double float; do
                # shellcheck disable=SC2086
                run_prog "$flavour amg_bench $m $precision classical" "$flavour" amg_bench \
                    --matrix "$m" --precision $precision $CLASSICAL
                if [[ $m == jump:* ]] || ! has amg; then
                    run_prog "$flavour amg_bench $m $precision" "$flavour" amg_bench \
                        --matrix "$m" --precision $precision
                fi
            done
        done
    done
fi

if has spmv; then
    FORMATS=csr,csr_vector,sell,rsell_a,rsell_b
    for m in $SPMV_MATRICES; do
        say ""
        say "##### SpMV $m"
        run_prog "cusparse $m" peer cusparse_spmv --matrix "$m" --reps "$REPS"
        for flavour in $FLAVOURS; do
            run_prog "$flavour spmv_bench $m" "$flavour" spmv_bench --matrix "$m" --reps "$REPS" \
                --precision double --formats "$FORMATS"
        done
        if [[ $m == irregular:* ]]; then
            for flavour in $FLAVOURS; do
                run_prog "$flavour spmv_bench $m sigma $SIGMA_IRREGULAR" "$flavour" spmv_bench \
                    --matrix "$m" --reps "$REPS" --precision double --formats sell,rsell_a,rsell_b \
                    --sigma "$SIGMA_IRREGULAR"
            done
        fi
    done
fi

if has tune; then
    say ""
    say "##### tuner grids ($TUNE_MATRIX)"
    for flavour in $FLAVOURS; do
        run_prog "$flavour sparse_tune" "$flavour" sparse_tune --matrix "$TUNE_MATRIX" --sigmas "$TUNE_SIGMAS"
    done
fi

say ""
grep -E '^test_[a-z]+: [0-9]+ checks' "$LOG" | tee "$OUT/amg_tests.txt"
if has amg || has classical; then
    python3 "$ROOT/bench/gpu/amg_table.py" "$LOG" -o "$OUT/amg_table.md"
fi
if has spmv; then
    python3 "$ROOT/bench/gpu/sparse_table.py" "$LOG" -o "$OUT/amg_spmv_table.md"
fi
if has tune; then
    python3 -m generator.tune sparse --from-log "$LOG" --out "$OUT/h100.yaml" --force \
        | tee "$OUT/amg_tune.md"
fi
summary
