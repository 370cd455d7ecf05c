#!/usr/bin/env bash
# The two-GPU campaign of the MPI glue (issue 14), run ON the nvidia-h200-x2 machine (two H200
# joined by NVLink), one rank per GPU (bench/gpu/rank_gpu.sh), the omp-target (clang 16) MPI
# build carried by bench/gpu/build_carry.sh:
#
#   bash bench/gpu/build_carry.sh                                   # here
#   run(kind="nvidia-h200-x2", command="bash bench/gpu/mpi_campaign.sh", carry=[".carry"])
#
# PARTS (default "check halo spcg fock dslash") picks the parts, in this order:
#   check  test_mpi and test_lattice_mpi on 2 ranks with the nccl and the host-staged transport
#          (the ring halo, the distributed SpMV / dot products, the lattice halos, Deo/Doe and CG
#          on device data)
#   halo   halo_bench, one message each way between the GPUs, 8 KiB .. 256 MiB, per transport
#          (host-staged, nccl, cuda-mpi: the image's OpenMPI is not CUDA-aware, so the last one
#          is expected to stop with that reason)
#   spcg   distributed CG on 3D Poisson 194^3 (7.3M rows, 50.6M nonzeros), SELL: the build
#          without MPI on one GPU, the MPI build on 1 GPU, on 2 GPUs with nccl and with
#          host-staged; every MPI run prints its residual history (the same on 1 and 2 GPUs)
#   fock   fock_bench (H2O)128 / 6-31G(d), one warm-up and FOCK_REPS (default 3) builds, on
#          1 and on 2 GPUs (target: 2 GPUs >= 1.9x one)
#   dslash the distributed staggered Deo/Doe (double, 18- and 12-real links), weak scaling at
#          DSLASH_LOCAL (default 48x48x48x48) sites per GPU, DSLASH_REPS calls a batch (default
#          20): the no-MPI program's own kernel on one GPU (reference), dslash_bench --grid
#          1x1x1x1 on one GPU (the baseline of the efficiency), on 2 GPUs cut in t (--grid
#          1x1x1x2) and in t and z (--self-halos 2: z keeps halos exchanged with the GPU itself,
#          the packing, boundary kernels and copies of a second cut direction), each with the
#          overlap of the interior on and off (target: efficiency = one GPU's time / two GPUs'
#          time at the same local volume >= 0.90)
# NVLink multicast stays off (NCCL_NVLS_ENABLE=0, GPU.md). About 5 minutes (+ about 3 for
# dslash). Full output in
# $OUT/mpi_campaign.log; the table of bench/gpu/mpi_table.py last.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
PARTS=${PARTS:-"check halo spcg fock dslash"}
FOCK_REPS=${FOCK_REPS:-3}
DSLASH_LOCAL=${DSLASH_LOCAL:-48x48x48x48}
DSLASH_REPS=${DSLASH_REPS:-20}
MPI_BIN=$BIN/omp-target-mpi
nvidia-smi topo -m 2>&1 | tee -a "$LOG"

# run_mpi LABEL NP TRANSPORT PROG ARGS...: PROG of the MPI build on NP ranks, one GPU each
run_mpi() {
    local label=$1 np=$2 transport=$3 prog=$4
    shift 4
    say "=== run: $label: np=$np MP_TRANSPORT=$transport $prog $*"
    local t0=$SECONDS envs
    envs="$(flavour_env omp-target) MP_TRANSPORT=$transport"
    # shellcheck disable=SC2086
    env $envs timeout "$RUN_TIMEOUT" mpirun --allow-run-as-root -np "$np" --bind-to none \
        -x LD_LIBRARY_PATH -x OMP_TARGET_OFFLOAD -x MP_TRANSPORT -x NCCL_NVLS_ENABLE \
        -x TORCH_SYMM_MEM_DISABLE_MULTICAST -x NVSHMEM_DISABLE_NVLS \
        bash "$ROOT/bench/gpu/rank_gpu.sh" "$MPI_BIN/$prog" "$@" 2>&1 | tee -a "$LOG"
    local rc=${PIPESTATUS[0]}
    say "=== end: $label rc=$rc ($((SECONDS - t0)) s)"
    if [ "$rc" -ne 0 ]; then
        failures=$((failures + 1))
        say "warning: $label failed (rc=$rc)"
    fi
}

for part in $PARTS; do
    case $part in
    check)
        for t in nccl host-staged; do
            RUN_TIMEOUT=120 run_mpi "test_mpi $t" 2 "$t" test_mpi
            RUN_TIMEOUT=120 run_mpi "test_lattice_mpi $t" 2 "$t" test_lattice_mpi
        done ;;
    halo)
        for t in host-staged nccl cuda-mpi; do
            RUN_TIMEOUT=120 run_mpi "halo $t" 2 "$t" halo_bench --sizes 8K,256K,8M,64M,256M
        done ;;
    spcg)
        args="--n 194 --format sell --every 100 --maxit 3000"
        # shellcheck disable=SC2086
        RUN_TIMEOUT=150 run_prog "spcg no-mpi 1 GPU" omp-target spcg $args
        # shellcheck disable=SC2086
        RUN_TIMEOUT=150 run_mpi "spcg 1 GPU" 1 auto spcg $args --history
        # shellcheck disable=SC2086
        RUN_TIMEOUT=150 run_mpi "spcg 2 GPUs nccl" 2 nccl spcg $args --history
        # shellcheck disable=SC2086
        RUN_TIMEOUT=150 run_mpi "spcg 2 GPUs host-staged" 2 host-staged spcg $args --history ;;
    fock)
        args="--n 128 --basis 6-31g(d) --warmup 1 --reps $FOCK_REPS"
        # shellcheck disable=SC2086
        RUN_TIMEOUT=240 run_mpi "fock 1 GPU" 1 auto fock_bench $args
        # shellcheck disable=SC2086
        RUN_TIMEOUT=150 run_mpi "fock 2 GPUs" 2 auto fock_bench $args ;;
    dslash)
        args="--local $DSLASH_LOCAL --links 18,12 --reps $DSLASH_REPS --no-check"
        RUN_TIMEOUT=300 run_prog "dslash no-mpi 1 GPU" omp-target dslash_bench --lattices "$DSLASH_LOCAL" \
            --precisions double --links 18,12
        # shellcheck disable=SC2086
        RUN_TIMEOUT=300 run_mpi "dslash 1 GPU" 1 auto dslash_bench --grid 1x1x1x1 $args
        # shellcheck disable=SC2086
        RUN_TIMEOUT=300 run_mpi "dslash 2 GPUs cut t" 2 nccl dslash_bench --grid 1x1x1x2 $args
        # shellcheck disable=SC2086
        RUN_TIMEOUT=300 run_mpi "dslash 2 GPUs cut t+z" 2 nccl dslash_bench --grid 1x1x1x2 --self-halos 2 $args ;;
    *)
        say "error: mpi_campaign: unknown part '$part' (check, halo, spcg, fock, dslash)"
        exit 1 ;;
    esac
done
python3 "$ROOT/bench/gpu/mpi_table.py" "$LOG"
summary
