#!/usr/bin/env bash
# Probe (issues 12/13, 2026-11-30, twelfth session): speig's CSB-COO built both ways a GPU now
# chooses between (CSB_BUILD=scatter, its default where the counters fit, and blocks), the same
# eigenvalues expected, with test_eigen first; both GPU flavours. Run ON the GPU machine with
# the programs laid over programs.tar.xz (bench/results/h200-2026-11-30-csb-scatter/README.md).
#   run(command="bash bench/gpu/probes/csb_scatter_speig_check.sh", carry=[".carry/programs.tar.xz",
#       ".carry/omp-libs.tar.xz", ".carry/blas-libs.tar.xz", ".carry/lib-acc", ".carry/new"])
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
RUN_TIMEOUT=${RUN_TIMEOUT:-200}
for flavour in omp-target openacc; do
    run_prog "$flavour test_eigen" "$flavour" test_eigen
    for way in scatter blocks; do
        RUN_ENV="CSB_BUILD=$way" run_prog "$flavour speig $way" "$flavour" speig --n 100 --nev 8 \
            --block 12 --tol 1e-8 --every 0
    done
done
summary
