#!/usr/bin/env bash
# Probe (bug hunt, not a benchmark): why omp-host speig on the GPU machine's 16 cores runs
# about 1.5 s per LOBPCG iteration on the 10^6-row Laplacian, 20x what the 2-core development
# machine predicts. The same 30 iterations under thread settings that differ in one thing each:
# OpenBLAS's own threads (Debian's pthreads build spins between calls), OpenMP's.
#
#   run(command="bash bench/gpu/probes/omp_host_speig_threads.sh", carry=[".carry"])
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
ARGS=${ARGS:-"--n 100 --nev 8 --block 12 --tol 1e-8 --every 10 --maxit 30"}
RUN_TIMEOUT=${RUN_TIMEOUT:-90}
# shellcheck disable=SC2086
{
RUN_ENV="$HOST_BLAS_ENV" run_prog "campaign setting" omp-host speig $ARGS
RUN_ENV="$HOST_BLAS_ENV OPENBLAS_NUM_THREADS=1" run_prog "one OpenBLAS thread" omp-host speig $ARGS
RUN_ENV="$HOST_BLAS_ENV OMP_NUM_THREADS=1" run_prog "one OpenMP thread" omp-host speig $ARGS
RUN_ENV="$HOST_BLAS_ENV OPENBLAS_NUM_THREADS=8 OMP_NUM_THREADS=8" run_prog "8 + 8" omp-host speig $ARGS
}
say ""
grep -E "^=== run|^time:|^=== end" "$LOG"
