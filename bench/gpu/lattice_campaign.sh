#!/usr/bin/env bash
# The lattice campaign (issue 4), run ON the GPU machine from the repository root with
# .carry/ carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/lattice_campaign.sh", carry=[".carry"])
#
# First test_lattice_kernels of both offload flavours on the device (every lattice kernel
# against the plain reference, Deo^dagger = -Doe, 12 vs 18 real links), then a short HMC
# run of each (per-trajectory progress; the two should print the same plaquettes up to
# rounding), then dslash_bench of openacc and omp-target (Deo and Doe, single and double,
# 12- and 18-real links, 8^4 ... 48^4 and 32^3x8; every result checked against the plain
# reference and compared with the copy bandwidth the same process measured) and of
# omp-host on the host's CPU cores. Full output in $OUT/lattice_campaign.log, the table in
# $OUT/lattice_table.md and, last, on stdout. Budgeted at about 4 minutes on an H100.
#
# Environment: GPU_LATTICES, CPU_LATTICES (dslash_bench --lattices lists), HMC_ARGS.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
GPU_LATTICES=${GPU_LATTICES:-"8x8x8x8 16x16x16x16 24x24x24x24 32x32x32x8 32x32x32x32 48x48x48x48"}
CPU_LATTICES=${CPU_LATTICES:-"8x8x8x8 16x16x16x16 32x32x32x8 32x32x32x32"}
read -r -a HMC <<<"${HMC_ARGS:---lattice 16x16x16x16 --traj 60 --therm 40 --warmup 20}"

say "##### C correctness tests on the device"
for flavour in openacc omp-target; do
    run_prog "$flavour test_lattice_kernels" "$flavour" test_lattice_kernels
done

say ""
say "##### hmc on the device (${HMC[*]})"
for flavour in openacc omp-target; do
    run_prog "$flavour hmc" "$flavour" hmc "${HMC[@]}"
done

for flavour in openacc omp-target omp-host; do
    lattices=$GPU_LATTICES
    [ "$flavour" = omp-host ] && lattices=$CPU_LATTICES
    say ""
    say "##### dslash_bench $flavour"
    run_prog "$flavour dslash_bench" "$flavour" dslash_bench --lattices "$lattices"
done

say ""
grep -E '^test_lattice_kernels: [0-9]+ checks' "$LOG" | tee "$OUT/lattice_tests.txt"
python3 "$ROOT/bench/gpu/lattice_table.py" "$LOG" -o "$OUT/lattice_table.md"
summary
