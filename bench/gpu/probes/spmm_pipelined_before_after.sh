# Probe (issue 12): the rowwise_indexed CSB SpMM before and after it loads the next block's
# row range ahead (templates/kernels/sparse/spmm_csb.c.j2; found with spmm_rowwise_probe.c),
# omp-target, in one call; run there from the repository root.
#   here: the "before" programs are those of the commit before the change, stripped and
#         xz'd into .carry/before/{spmm_bench,shellmodel}-omp-target.xz; .carry/programs.tar.xz
#         holds the new omp-target programs (bench/gpu/build_carry.sh, or the old tarball with
#         spmm_bench, shellmodel, speig, test_spmm, test_eigen, test_shellmodel replaced).
#   there: PARTS (default "tests spmm shellmodel"); SPMM_BLOCKS (default "1024 4096")
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PARTS=${PARTS:-"tests spmm shellmodel"}
part() { [[ " $PARTS " == *" $1 "* ]]; }
if part tests; then
    for t in test_spmm test_eigen; do run_prog "omp-target $t" omp-target "$t"; done
fi
if part spmm; then
    unpack_before spmm_bench omp-target
    for B in ${SPMM_BLOCKS:-1024 4096}; do
        say "PROBE matrix=poisson:240 B=$B"
        run_before_after omp-target spmm_bench --matrix poisson:240 --ks 1,4,8,16 --csb-block "$B"
    done
fi
if part shellmodel; then
    unpack_before shellmodel omp-target
    say "PROBE matrix=48Cr B=auto"
    run_before_after omp-target shellmodel --int gxpf1a --nucleus 48Cr --nev 5 --tol 1e-6 --every 10 \
        --variant rowwise_indexed --spmm-bench 1,4,8,16
fi
summary
