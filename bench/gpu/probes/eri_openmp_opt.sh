#!/usr/bin/env bash
# Probe (CI time): does clang 16's OpenMPOpt pass matter to the speed of the generated ERI
# kernels on the GPU? The pass takes most of the compile time of the large unrolled classes
# (eri_dddd.c: about 150 s of the host compile and most of the nvptx one, against 43 s for
# the whole file without it), and those compiles were most of CI's hour. Run ON the GPU
# machine with .carry/ carried, after building here a fock_bench whose eri objects were
# compiled with `-mllvm -openmp-opt-disable` (the same commands as build/omp-target-clang-nvptx
# otherwise; the objects replaced in a copy of lib/libkernels.a, the program linked again),
# stripped and packed as .carry/variants/fock_bench-no_openmp_opt.xz:
#
#   bash bench/gpu/probes/eri_openmp_opt.sh
#
# Runs fock_bench --check on a water dimer with both programs, then (H2O)128 / 6-31G(d)
# twice each, alternating; the per-class table last (bench/gpu/eri_table.py).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
VARIANT=$CARRY/variants/fock_bench-no_openmp_opt.xz
if [ ! -s "$VARIANT" ]; then
    say "error: eri_openmp_opt: no $VARIANT (see this script's header)"
    exit 1
fi
xz -dc "$VARIANT" >"$BIN/omp-target/fock_bench-no_openmp_opt" && chmod +x "$BIN/omp-target/fock_bench-no_openmp_opt"
export CUDA_CACHE_PATH=/tmp/eri-cuda-cache CUDA_CACHE_MAXSIZE=4294967296
for prog in fock_bench fock_bench-no_openmp_opt; do
    run_prog "omp-target $prog check" omp-target "$prog" --n 2 --reps 1 --check
done
for round in 1 2; do
    for prog in fock_bench fock_bench-no_openmp_opt; do
        run_prog "omp-target $prog n=128 6-31g(d) round $round" omp-target "$prog" --n 128 --basis "6-31g(d)" \
            --warmup 0 --reps 1
    done
done
python3 "$ROOT/bench/gpu/eri_table.py" --per-class "$LOG" -o "$OUT/eri_openmp_opt_table.md" >/dev/null
python3 "$ROOT/bench/gpu/eri_table.py" "$LOG"
summary
