# Probe (issue 12): speig's unpreconditioned LOBPCG on the 3D Laplacian (10^6 rows) with the
# solve's SpMM as rowwise_indexed on B = auto (16-bit row index) and B = 65536 (32-bit row
# index), against speig's default kernel, omp-target, in one call; run there from the
# repository root with .carry/programs.tar.xz of this commit (bench/gpu/build_carry.sh).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
ARGS=${SPEIG_ARGS:-"--n 100 --nev 8 --tol 1e-8 --block 12"}
for pass in 1 2; do
    # shellcheck disable=SC2086
    run_prog "speig default, pass $pass" omp-target speig $ARGS
    for B in auto 65536; do
        # shellcheck disable=SC2086
        run_prog "speig rowwise_indexed B=$B, pass $pass" omp-target speig $ARGS --format csb \
            --variant rowwise_indexed --csb-block "$B"
    done
done
summary
