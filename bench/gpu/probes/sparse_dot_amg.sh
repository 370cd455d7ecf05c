#!/usr/bin/env bash
# Probe (issue 16): the Krylov solvers' dot product (sparse_dot_*) as partial sums
# (templates/common/partial_sums.j2, generator/units.py PARTIAL_SUMS) against the reduction
# clause it had, in AMG-PCG on the GPU: the same amg_bench before and after, one call. Run ON
# the GPU machine with .carry/ carried:
#
#   here:   for f in openacc omp-target; do (OLD: bin/amg_bench of that flavour's build before the change)
#               mkdir -p .carry/before && strip -o /tmp/a OLD && xz -c /tmp/a > .carry/before/amg_bench-$f.xz; done
#           ORDER="openacc:gcc-nvptx omp-target:clang-nvptx" VARIANTS=" " bash bench/gpu/build_carry.sh
#   there:  bash bench/gpu/probes/sparse_dot_amg.sh
#
# 1. tests: test_cg (sparse_dot against a plain loop, CG against LAPACK) of both flavours on
#    the device.
# 2. before, after: amg_bench on each of PROBE_MATRICES (default poisson:100 jump:100:10000),
#    the old program then the current one. The table last: iterations, solve ms, ms an iteration.
# Environment: PROBE_FLAVOURS (default "openacc omp-target"), PROBE_MATRICES.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PROBE_FLAVOURS=${PROBE_FLAVOURS:-"openacc omp-target"}
PROBE_MATRICES=${PROBE_MATRICES:-"poisson:100 jump:100:10000"}

for f in $PROBE_FLAVOURS; do
    run_prog "$f test_cg" "$f" test_cg
    unpack_before amg_bench "$f"
done
for m in $PROBE_MATRICES; do
    for f in $PROBE_FLAVOURS; do
        for which in before after; do
            prog=amg_bench$([ $which = before ] && echo -before)
            [ -x "$BIN/$f/$prog" ] || continue
            say "PROBE program=$which"
            run_prog "$f $which amg_bench $m" "$f" "$prog" --matrix "$m"
        done
    done
done

say ""
say "| flavour | matrix | program | iterations | solve ms | ms / iteration |"
say "|---|---|---|---:|---:|---:|"
awk '/^PROBE program=/ { split($2, a, "="); which = a[2] }
     /^RESULT amg .* solve iterations=/ {
         for (i = 1; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] }
         printf "| %s | %s | %s | %s | %.1f | %.2f |\n", v["flavour"], v["matrix"], which,
                v["iterations"], 1e3 * v["solve_s"], v["ms_per_iteration"] }' "$LOG" | tee -a "$LOG"
summary
