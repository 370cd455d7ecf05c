# Probe (issue 16): omp_thread_state_before_after.sh's irregular SpMV, the old and the new spmv_bench
# alternated three times (same carry; run there from the repository root).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
unpack_before spmv_bench omp-target
for pass in 1 2 3; do
    say "PROBE pass=$pass"
    run_before_after omp-target spmv_bench --matrix irregular:6000000:9:1 --reps 20 --precision both \
        --formats csr,sell --sigma 65536
done
summary
