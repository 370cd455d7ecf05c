# Probe (issue 12): rowwise_indexed on large blocks through the 32-bit row index
# (csb_make_row_index's row_start_wide; before it, blocks of more than 65,535 entries were
# refused), omp-target, in one call; run there from the repository root.
#   here: .carry/programs.tar.xz with the omp-target spmm_bench, shellmodel, test_spmm,
#         test_eigen, test_shellmodel of this commit (bench/gpu/build_carry.sh)
#   there: PARTS (default "tests spmm shellmodel"), SPMM_BLOCKS (default "4096 16384 65536"),
#          SM_BLOCKS (default "512 1024 2048 4096")
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PARTS=${PARTS:-"tests spmm shellmodel"}
part() { [[ " $PARTS " == *" $1 "* ]]; }
if part tests; then
    for t in test_spmm test_eigen test_shellmodel; do run_prog "omp-target $t" omp-target "$t"; done
fi
if part spmm; then
    for B in ${SPMM_BLOCKS:-4096 16384 65536}; do
        say "PROBE matrix=poisson:240 B=$B"
        run_prog "spmm_bench poisson:240 B=$B" omp-target spmm_bench --matrix poisson:240 \
            --ks 1,4,8,16 --csb-block "$B"
    done
fi
if part shellmodel; then
    for B in ${SM_BLOCKS:-512 1024 2048 4096}; do
        say "PROBE matrix=48Cr B=$B"
        run_prog "shellmodel 48Cr B=$B" omp-target shellmodel --int gxpf1a --nucleus 48Cr --nev 5 \
            --tol 1e-6 --every 10 --variant rowwise_indexed --csb-block "$B" --spmm-bench 1,4,8,16
    done
fi
summary
