#!/usr/bin/env bash
# The SpMM + LOBPCG campaign (issue 12), run ON the GPU machine from the repository root
# with .carry/ carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/spmm_campaign.sh", carry=[".carry"])
#
# 1. test_spmm and test_eigen of both offload flavours on the device (every SpMM variant
#    against the reference; LOBPCG and Lanczos with cuBLAS/cuSOLVER on device pointers).
# 2. For each matrix: cuSPARSE SpMM (CSR, row-major blocks, default and CSR_ALG2) as the peer,
#    then spmm_bench of omp-target and openacc: every variant the flavour builds, k = KS,
#    double and float, each against its own run's copy bandwidth.
# 3. LOBPCG on the same problem on the GPU (both flavours) and on the host's CPUs (omp-host),
#    time split into SpMM, BLAS-3 and the small eigensolver (SPEIG_ARGS).
# Full output in $OUT/spmm_campaign.log; the table (bench/gpu/spmm_table.py) last.
#
# Environment: PARTS (default "tests spmm speig": steps 1, 2, 3), MATRICES ("spec[@B]" each: B the CSB block size), KS, REPS, SPEIG_ARGS,
# SPEIG_VARIANTS (default "naive rowwise"), SPEIG_HOST (default 1).
# poisson:240 is 13.8M rows, 96.0M nonzeros (55.0M half-stored); irregular:6000000:9:1 is
# 6M rows, 50.5M nonzeros (not symmetric: no fused).
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
MATRICES=${MATRICES:-"poisson:240 irregular:6000000:9:1 irregular:6000000:9:1@65536"}
KS=${KS:-1,4,8,16}
REPS=${REPS:-10}
SPEIG_ARGS=${SPEIG_ARGS:-"--n 100 --nev 8 --block 12 --tol 1e-8 --every 50"}
PARTS=${PARTS:-"tests spmm speig"}
SPEIG_VARIANTS=${SPEIG_VARIANTS:-"naive rowwise"}  # speig's kernels besides the default one
SPEIG_HOST=${SPEIG_HOST:-1}                         # 0: no omp-host speig on the host's CPUs

part() { case " $PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

if part tests; then
    say "##### probe: GCC 12 OpenACC gang-private staging (why openacc has no staged variant)"
    # expected to fail (the evidence for openacc's refusal), so not counted as a failed run
    say "=== run: openacc gang-private probe (expected to fail to load)"
    env $(flavour_env openacc) timeout 60 "$BIN/openacc/openacc_gang_private" 2048 2>&1 | tee -a "$LOG"
    say "=== end: openacc gang-private probe rc=${PIPESTATUS[0]} (non-zero expected)"

    say "##### C correctness tests on the device"
    for t in test_spmm test_eigen; do
        for flavour in openacc omp-target; do
            run_prog "$flavour $t" "$flavour" "$t"
        done
    done
fi

if part spmm; then
    peered=""
    for entry in $MATRICES; do
        m=${entry%@*} block=""
        [ "$entry" != "$m" ] && block="--csb-block ${entry#*@}"
        say ""
        say "##### matrix $entry"
        # the peer once per matrix, whatever block sizes follow
        case " $peered " in *" $m "*) ;; *)
            peered="$peered $m"
            run_prog "cusparse $m" peer cusparse_spmv --matrix "$m" --reps "$REPS" --spmm "$KS" --no-spmv ;;
        esac
        for flavour in omp-target openacc; do
            # shellcheck disable=SC2086
            run_prog "$flavour spmm $entry" "$flavour" spmm_bench --matrix "$m" --ks "$KS" --reps "$REPS" $block
        done
    done
fi

if part speig; then
    say ""
    say "##### LOBPCG: GPU against the host's CPUs, speig $SPEIG_ARGS"
    for flavour in omp-target openacc; do
        # shellcheck disable=SC2086
        run_prog "$flavour speig" "$flavour" speig $SPEIG_ARGS
        # the same with the other kernels (each with the storage it takes)
        for variant in $SPEIG_VARIANTS; do
            # shellcheck disable=SC2086
            run_prog "$flavour speig $variant" "$flavour" speig $SPEIG_ARGS --variant "$variant"
        done
    done
    if [ "$SPEIG_HOST" = 1 ]; then
        # the default operator (CSB, full storage in omp-host) and CSR, with HOST_BLAS_ENV's
        # unbound passive threads as before and with omp-host's own bound ones
        for fmt in csb csr; do
            # shellcheck disable=SC2086
            RUN_ENV=$HOST_BLAS_ENV run_prog "omp-host speig $fmt" omp-host speig $SPEIG_ARGS --format $fmt
            # shellcheck disable=SC2086
            run_prog "omp-host speig $fmt bound" omp-host speig $SPEIG_ARGS --format $fmt
        done
    fi
fi

say ""
grep -E '^test_[a-z]+: [0-9]+ checks' "$LOG" | tee "$OUT/spmm_tests.txt"
python3 "$ROOT/bench/gpu/spmm_table.py" "$LOG" -o "$OUT/spmm_table.md"
summary
