#!/usr/bin/env bash
# Probe (issues 12-17): every carried omp-target test program, built with
# -fopenmp-assume-no-thread-state (configure.py CLANG_OMP), on the GPU. Carry as for
# omp_thread_state_before_after.sh (that probe runs the sparse, ci, lattice, eigen and shell-model
# tests; this one all of them). Run there from the repository root.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
for t in test_spmv test_cg test_amg test_mmio test_ci test_lattice_kernels test_rhmc test_fock \
         test_spmm test_eigen test_shellmodel; do
    run_prog "omp-target $t" omp-target "$t"
done
summary
