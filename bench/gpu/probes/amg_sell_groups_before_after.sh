# Probe (issue 16): openacc's AMG-PCG on poisson:100 (10^6 rows, SELL hierarchy) with the SELL
# kernels one entry a trip (before) and in groups of spmv.sell_unroll = 4 (after, the spec's
# openacc setting), double and float cycles, two passes. Run there with .carry/ carried:
# programs.tar.xz from bench/gpu/build_carry.sh and .carry/before/amg_bench-openacc.xz, the
# stripped amg_bench of a build whose gen was made with sell_unroll 1 for openacc
# (`KEY=sell_unroll UNROLLS=1 FLAVOURS=openacc bash bench/gpu/probes/row_unroll.sh build`
# leaves that build in build/row-unroll-sell_unroll-1/openacc; `ninja bin/amg_bench` there).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
unpack_before amg_bench openacc || exit 1
for pass in 1 2; do
    for precision in double float; do
        say "PROBE pass=$pass precision=$precision"
        run_before_after openacc amg_bench --matrix poisson:100 --precision "$precision"
    done
done
summary
