#!/usr/bin/env bash
# Probe (issues 12, 13, 16): the row kernels launched one row a thread (the flavour macros'
# `spread`, templates/flavours/omp-target/macros.j2 says why) against the programs before the
# change, in one call: SpMV (csr, sell, rsell_b) on the irregular matrix and on poisson:194, the
# block SpMM (csr, rowwise) on poisson:240, AMG-PCG, and the shell model's construction (48Cr)
# and solve (28Si, rowwise SpMM). Run ON the GPU machine with .carry/ carried:
#
#   here:   for f in openacc omp-target; do for p in spmv_bench spmm_bench amg_bench shellmodel; do
#               strip -o /tmp/p OLD/build/$f-*/bin/$p && xz -c /tmp/p > .carry/before/$p-$f.xz; done; done
#           ORDER="openacc:gcc-nvptx omp-target:clang-nvptx" VARIANTS=" " bash bench/gpu/build_carry.sh
#           (OLD: a checkout of the commit before, built; move gen/ aside to stay within 64 MiB)
#   there:  bash bench/gpu/probes/spread_before_after.sh     ($OUT/spread_before_after.log)
#
# PROBE_PARTS (default "tests spmv spmm amg shellmodel"), PROBE_FLAVOURS (default "openacc omp-target").
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PROBE_PARTS=${PROBE_PARTS:-"tests spmv spmm amg shellmodel"}
PROBE_FLAVOURS=${PROBE_FLAVOURS:-"openacc omp-target"}
part() { case " $PROBE_PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

for f in $PROBE_FLAVOURS; do
    for p in spmv_bench spmm_bench amg_bench shellmodel; do
        unpack_before "$p" "$f"
    done
done

# both FLAVOUR PROG ARGS...: the old program, then the current one
both() { run_before_after "$@"; }

if part tests; then
    for f in $PROBE_FLAVOURS; do
        for t in test_spmv test_spmm test_amg test_ci test_shellmodel; do
            run_prog "$f $t" "$f" "$t"
        done
    done
fi
if part spmv; then
    for m in irregular:6000000:9:1 poisson:194; do
        run_prog "cusparse $m" peer cusparse_spmv --matrix "$m" --reps 20
        for f in $PROBE_FLAVOURS; do
            both "$f" spmv_bench --matrix "$m" --reps 20 --precision double --formats csr,sell,rsell_b --sigma 65536
        done
    done
fi
if part spmm; then
    run_prog "cusparse spmm poisson:240" peer cusparse_spmv --matrix poisson:240 --spmm 8 --no-spmv --reps 10
    for f in $PROBE_FLAVOURS; do
        both "$f" spmm_bench --matrix poisson:240 --csb-block 1024 --ks 8 --precisions float,double --reps 10
    done
fi
if part amg; then
    for f in $PROBE_FLAVOURS; do
        both "$f" amg_bench --matrix poisson:100
    done
fi
if part shellmodel; then
    for f in $PROBE_FLAVOURS; do
        both "$f" shellmodel --int gxpf1a --nucleus 48Cr --construct-only --every 10
        both "$f" shellmodel --nucleus 28Si --nev 10 --tol 1e-8 --variant rowwise --every 20
    done
fi

say ""
say "##### before / after (ms; the shell model's phases in s)"
awk '/^=== run: / { label = $0; sub(/^=== run: /, "", label); sub(/:.*/, "", label) }
     /^PROBE program=/ { split($2, a, "="); which = a[2] }
     /^RESULT / {
         delete v
         for (i = 2; i <= NF; ++i) { n = index($i, "="); if (n) v[substr($i, 1, n - 1)] = substr($i, n + 1) }
         if ("fill_s" in v) printf "| %s | %s | count %s | fill %s | csb %s | fill/copy %s |\n", v["flavour"], which, v["count_s"], v["fill_s"], v["csb_s"], v["fill_ratio"]
         else if ("spmm_s" in v) printf "| %s | %s | solve %s | spmm %s | iterations %s | |\n", v["flavour"], which, v["solve_s"], v["spmm_s"], v["iterations"]
         else if ("solve_s" in v && $2 == "amg") printf "| %s | %s | amg solve %.1f ms | | | |\n", v["flavour"], which, 1e3 * v["solve_s"]
         else if ("ms" in v && ("format" in v || "variant" in v)) printf "| %s | %s | %s %s %s k=%s | %s ms | | |\n", (v["flavour"] ? v["flavour"] : v["peer"]), (v["peer"] ? "peer" : which), v["matrix"], v["format"] v["variant"], v["precision"], v["k"], v["ms"]
     }' "$LOG" | tee "$OUT/spread_table.md"
summary
