#!/usr/bin/env bash
# The eigensolver campaign (issue 12: LOBPCG and Lanczos on the GPU against the host's CPUs),
# run ON the GPU machine from the repository root with .carry/ carried (built here by
# bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/eigen_campaign.sh", carry=[".carry"])
#
# 1. test_eigen of both offload flavours on the device (LOBPCG, Lanczos, the block kernels,
#    the tall products and the batched block-Jacobi product through cuBLAS/cuSOLVER).
# 2. speig on the embedded 3D Laplacian (SPEIG_ARGS; the problem of the earlier campaigns:
#    --n 100, 10^6 rows) in both flavours: LOBPCG with block 12 (as before) and 8, the small
#    eigenproblem by cuSOLVER (default) and by LAPACK on the host (LOBPCG_SMALL=host), float,
#    block-Jacobi, AMG (a V-cycle per vector, the cycle in double and in float), and Lanczos;
#    then omp-host LOBPCG on the host's CPUs for HOST_ITERATIONS iterations (the per-iteration
#    comparison), and omp-host AMG-preconditioned LOBPCG to the end.
# Each speig prints its time split per iteration (SpMM, dense BLAS-3, small eigensolver,
# preconditioner) and its dense calls per iteration. Full output in $OUT/eigen_campaign.log;
# the table (bench/gpu/eigen_table.py) last.
#
# Environment: PARTS (default "tests speig"), SPEIG_ARGS, HOST_ITERATIONS (default 30),
# SPEIG_SELECT (an extended regular expression: only the runs whose label matches; default
# all), RUN_TIMEOUT (seconds per program; default 150).
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
SPEIG_ARGS=${SPEIG_ARGS:-"--n 100 --nev 8 --tol 1e-8 --every 100"}
HOST_ITERATIONS=${HOST_ITERATIONS:-30}
PARTS=${PARTS:-"tests speig"}
SPEIG_SELECT=${SPEIG_SELECT:-.}
RUN_TIMEOUT=${RUN_TIMEOUT:-150}

part() { case " $PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

if part tests; then
    say "##### test_eigen on the device"
    for flavour in omp-target openacc; do
        run_prog "$flavour test_eigen" "$flavour" test_eigen
    done
fi

if part speig; then
    say ""
    say "##### speig $SPEIG_ARGS: GPU"
    # label: extra speig arguments (LOBPCG_SMALL=host: the small eigenproblem on the host)
    VARIANTS=("lobpcg block 12:--block 12"
              "lobpcg block 12, small on host:--block 12"
              "lobpcg block 8:--block 8"
              "lobpcg block 12 float:--block 12 --precision float --tol 1e-5"
              "lobpcg block 12 block-jacobi:--block 12 --precond block"
              "lobpcg block 8 amg:--block 8 --precond amg"
              "lobpcg block 8 amg float cycle:--block 8 --precond amg --amg-precision float"
              "lanczos:--solver lanczos")
    for flavour in omp-target openacc; do
        for entry in "${VARIANTS[@]}"; do
            label=${entry%%:*} args=${entry#*:} env=""
            grep -qE "$SPEIG_SELECT" <<<"$label" || continue
            case $label in *"small on host"*) env="LOBPCG_SMALL=host" ;; esac
            # shellcheck disable=SC2086
            RUN_ENV=$env run_prog "$flavour speig $label" "$flavour" speig $SPEIG_ARGS $args
        done
    done
    say ""
    say "##### speig $SPEIG_ARGS: the host's CPUs, $HOST_ITERATIONS iterations"
    if grep -qE "$SPEIG_SELECT" <<<"lobpcg block 12"; then
        # shellcheck disable=SC2086
        RUN_ENV=$HOST_BLAS_ENV run_prog "omp-host speig lobpcg block 12" omp-host speig \
            $SPEIG_ARGS --block 12 --maxit "$HOST_ITERATIONS"
    fi
    say "##### speig $SPEIG_ARGS: the host's CPUs, AMG-preconditioned, to the end"
    if grep -qE "$SPEIG_SELECT" <<<"lobpcg block 8 amg"; then
        # shellcheck disable=SC2086
        RUN_ENV=$HOST_BLAS_ENV run_prog "omp-host speig lobpcg block 8 amg" omp-host speig \
            $SPEIG_ARGS --block 8 --precond amg --amg-format csr
    fi
fi

say ""
grep -E '^test_[a-z]+: [0-9]+ checks' "$LOG" | tee "$OUT/eigen_tests.txt"
python3 "$ROOT/bench/gpu/eigen_table.py" "$LOG" -o "$OUT/eigen_table.md"
summary
