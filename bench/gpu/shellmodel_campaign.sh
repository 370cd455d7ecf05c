#!/usr/bin/env bash
# The shell-model campaign (issue 13), run ON the GPU machine from the repository root with
# .carry/ carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/shellmodel_campaign.sh", carry=[".carry"])
#   run(command="PARTS='small big' bash bench/gpu/shellmodel_campaign.sh", carry=[".carry"])
#
# PARTS (default "tests small scan"; "small big" fits one 10-minute device command):
#   tests  test_shellmodel and test_spmm of both offload flavours on the device: the generated
#          Hamiltonian, J^2 and T^2 kernels (species links, count, blocked scan, atomic fill)
#          against the host reference element by element (random nuclei, 2M and parities
#          too), and the generated CSB-COO construction against a sort of every entry.
#   small  24Mg (USDB, dimension 28,503) and 28Si (93,710, 10 states) on omp-target, openacc
#          and the host's CPUs (omp-host): energies (the same on every flavour), construction
#          time per phase (count, scan, fill, CSB-COO) with GB/s over the device copy
#          bandwidth, SpMM share, iterations; on the GPUs once more with each SpMM kernel of
#          SMALL_VARIANTS (default rowwise).
#   scan   ci_bench --only scan at 1e7 and 1e8 rows: serial, work-efficient, blocked and look-back
#          (one-pass) scans against the copy bandwidth of the same run (target >= 0.5).
#   big    48Cr with GXPF1A (pf shell, M-scheme dimension 1,963,461): omp-target, then
#          openacc (both triangles: its only SpMM kernel), then the construction alone on the
#          host's CPUs (omp-host --construct-only).
#   spmm   the solve's SpMM on the big case's Hamiltonian (`shellmodel --spmm-bench $SPMM_KS`:
#          double and float, each result checked) with each FLAVOUR:KERNEL of SPMM_RUNS
#          (default: the half-stored and the indexed kernel each flavour builds): GB/s over
#          the copy bandwidth of the same process (issue 12's shell-model matrices), and
#          cuSPARSE's SpMM on the same Hamiltonian (cusparse_spmv --matrix $PEER_MATRIX, which
#          must name BIG's nucleus and interaction; "" skips it), tabulated by spmm_table.py.
# Full output in $OUT/shellmodel_campaign.log; the RESULT lines tabulated last (construction
# per phase against the copy bandwidth: the fill's target is >= 0.3).
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
PARTS=${PARTS:-"tests small scan"}
BIG=${BIG:-"--int gxpf1a --nucleus 48Cr --nev 5 --tol 1e-6 --every 10"}
# SpMM kernels the small part also runs (both triangles or half, as the kernel takes them)
SMALL_VARIANTS=${SMALL_VARIANTS:-"rowwise"}
BIG_VARIANTS=${BIG_VARIANTS:-""}   # the big case once more on omp-target with these kernels
SPMM_RUNS=${SPMM_RUNS:-"omp-target:fused omp-target:rowwise_indexed openacc:rowwise_fused openacc:rowwise_indexed"}
SPMM_KS=${SPMM_KS:-1,4,8,16}
PEER_MATRIX=${PEER_MATRIX-shellmodel:48Cr:data/interactions/gxpf1a.snt}
RUN_TIMEOUT=${RUN_TIMEOUT:-280}

part() { case " $PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

if part tests; then
    say "##### test_shellmodel on the device"
    for flavour in omp-target openacc; do
        run_prog "$flavour test_shellmodel" "$flavour" test_shellmodel
        run_prog "$flavour test_spmm" "$flavour" test_spmm
    done
fi
if part small; then
    for args in "--nucleus 24Mg --nev 5" "--nucleus 28Si --nev 10 --tol 1e-8"; do
        say ""
        say "##### shellmodel $args"
        for flavour in omp-target openacc omp-host; do
            env_=""
            [ "$flavour" = omp-host ] && env_=$HOST_BLAS_ENV
            # shellcheck disable=SC2086
            RUN_ENV=$env_ run_prog "$flavour shellmodel ${args%% --nev*}" "$flavour" shellmodel $args --every 20
        done
        for variant in $SMALL_VARIANTS; do
            for flavour in omp-target openacc; do
                # shellcheck disable=SC2086
                run_prog "$flavour shellmodel ${args%% --nev*} $variant" "$flavour" shellmodel $args --every 20 \
                    --variant "$variant"
            done
        done
    done
fi
if part scan; then
    say ""
    say "##### prefix sums at 1e7 and 1e8 rows"
    for flavour in omp-target openacc; do
        run_prog "$flavour ci_bench scan" "$flavour" ci_bench --only scan --scan-n 10000019,100000007
    done
fi
if part big; then
    say ""
    say "##### shellmodel $BIG"
    RUN_TIMEOUT=${BIG_TIMEOUT:-560}
    for flavour in omp-target openacc; do
        # shellcheck disable=SC2086
        run_prog "$flavour shellmodel 48Cr" "$flavour" shellmodel $BIG
    done
    for variant in $BIG_VARIANTS; do
        # shellcheck disable=SC2086
        run_prog "omp-target shellmodel 48Cr $variant" omp-target shellmodel $BIG --variant "$variant"
    done
    # shellcheck disable=SC2086
    RUN_ENV=$HOST_BLAS_ENV run_prog "omp-host shellmodel 48Cr construction" omp-host shellmodel $BIG --construct-only
fi
if part spmm; then
    say ""
    say "##### SpMM on the Hamiltonian: shellmodel $BIG --spmm-bench $SPMM_KS"
    for entry in $SPMM_RUNS; do
        flavour=${entry%%:*} variant=${entry#*:}
        # shellcheck disable=SC2086
        run_prog "$flavour shellmodel spmm $variant" "$flavour" shellmodel $BIG \
            --variant "$variant" --spmm-bench "$SPMM_KS"
    done
    if [ -n "$PEER_MATRIX" ]; then
        run_prog "cusparse $PEER_MATRIX" peer cusparse_spmv --matrix "$PEER_MATRIX" --no-spmv \
            --spmm "$SPMM_KS" --reps "${PEER_REPS:-10}"
    fi
    python3 "$ROOT/bench/gpu/spmm_table.py" "$LOG" -o "$OUT/spmm_table.md"
fi

say ""
grep -E '^test_[a-z_]+: [0-9]+ checks' "$LOG" | tee "$OUT/shellmodel_tests.txt"
python3 "$ROOT/bench/gpu/shellmodel_table.py" "$LOG" -o "$OUT/shellmodel_table.md"
summary
