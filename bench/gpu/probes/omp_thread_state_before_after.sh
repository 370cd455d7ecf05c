#!/usr/bin/env bash
# Probe (issues 12, 13, 16, 17): omp-target built with -fopenmp-assume-no-thread-state
# (configure.py CLANG_OMP says why) against the programs built without it, in one call.
# Without the flag, clang 16's OpenMPOpt leaves the device runtime's thread state unfolded in
# 350 of the 378 non-eri kernels (every file with kernels of different argument counts):
# 1.5-1.7 KB of shared memory and about 8 more registers a thread, so fewer warps a multiprocessor
# (bench/gpu/probes/spmv_cache_hint_probe.c found it: the same SELL loop ran 1.25-1.45x faster
# in the probe's file than in the generated one). Run ON the GPU machine with .carry/ carried:
#
#   here:   (the commit before, built:) for p in spmv_bench spmm_bench amg_bench dslash_bench ci_bench
#               shellmodel speig; do strip -o /tmp/p build/omp-target-clang-nvptx/bin/$p &&
#               xz -c /tmp/p > .carry/before/$p-omp-target.xz; done
#           (this commit:) ORDER="omp-target:clang-nvptx" VARIANTS=" " bash bench/gpu/build_carry.sh
#           (move gen/ aside during the device call to stay within 64 MiB)
#   there:  bash bench/gpu/probes/omp_thread_state_before_after.sh   ($OUT/omp_thread_state_before_after.log)
#
# PROBE_PARTS (default "spmv spmm amg dslash ci shellmodel speig tests"; also "spmm48": the solve's
# SpMM on 48Cr's Hamiltonian, shellmodel --spmm-bench, rowwise_indexed and fused; and "rhmc":
# hmc's RHMC trajectories at 24^4 from a cold start, the K80 configuration (Wilson, Nf = 2) and
# the improved one (Symanzik, 2 stout levels, 2+1 flavours), 1 thermalisation, 1 warm-up and 2
# timed trajectories each; needs .carry/before/hmc-omp-target.xz).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PROBE_PARTS=${PROBE_PARTS:-"spmv spmm amg dslash ci shellmodel speig tests"}
part() { case " $PROBE_PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
f=omp-target
for p in spmv_bench spmm_bench amg_bench dslash_bench ci_bench shellmodel speig hmc; do
    [ -s "$CARRY/before/$p-$f.xz" ] || continue  # (a call carries the old programs its parts need)
    unpack_before "$p" "$f"
done

# both PROG ARGS...: the old program, then the current one
both() { run_before_after "$f" "$@"; }

if part spmv; then
    for m in irregular:6000000:9:1 poisson:194; do
        run_prog "cusparse $m" peer cusparse_spmv --matrix "$m" --reps 20
        both spmv_bench --matrix "$m" --reps 20 --precision both --formats csr,sell,rsell_b --sigma 65536
    done
fi
part spmm && both spmm_bench --matrix poisson:240 --csb-block 1024 --ks 8 --precisions float,double --reps 10
part amg && both amg_bench --matrix poisson:100
part dslash && both dslash_bench --lattices "16x16x16x16 32x32x32x32"
part ci && both ci_bench --seed 1
part shellmodel && both shellmodel --int gxpf1a --nucleus 48Cr --construct-only --every 10
if part spmm48; then
    for v in rowwise_indexed fused; do
        both shellmodel --int gxpf1a --nucleus 48Cr --nev 5 --tol 1e-6 --every 10 --variant "$v" \
            --spmm-bench 1,4,8,16
    done
fi
if part rhmc; then
    for args in "--beta 5.55 --flavours 2:0.0125 --gauge-steps 5 --md-residual 1e-7 --mc-residual 1e-10 --md-error 1e-7 --mc-error 1e-12 --steps 12" \
                "--beta 3.75 --action symanzik --stout 2 --rho 0.15 --flavours 2:0.0125 --flavours 1:0.05 --gauge-steps 5 --steps 12"; do
        # shellcheck disable=SC2086
        both hmc --lattice 24 --start cold --traj 3 --therm 1 --warmup 1 --seed 7 $args
    done
fi
part speig && both speig --n 100 --nev 8 --tol 1e-8 --every 100 --precond amg
if part tests; then
    for t in test_spmv test_spmm test_amg test_cg test_ci test_lattice_kernels test_eigen test_shellmodel; do
        run_prog "$f $t" "$f" "$t"
    done
fi

say ""
say "##### before / after: RESULT lines, in order"
awk '/^PROBE program=/ { split($2, a, "="); which = a[2] }
     /^=== run: / { if ($0 !~ / (before|after) /) which = "" }
     /^RESULT / { print (which == "" ? "peer" : which) ": " $0 }' "$LOG" | tee -a "$LOG.table"
summary
