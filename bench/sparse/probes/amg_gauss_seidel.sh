#!/usr/bin/env bash
# Probe (issue 16, CPU): would a Gauss-Seidel smoother (hypre's kind) cut the AMG-PCG
# iterations on the jumping coefficient? Applies amg_gauss_seidel.patch to a throwaway git
# worktree (AMG_PROBE_GS=k: k symmetric Gauss-Seidel sweeps in place of the Chebyshev
# smoother), builds the plain flavour's spcg there and prints the iteration counts of the
# spec's Chebyshev (degree 2) and of 1 and 2 Gauss-Seidel sweeps. Nothing in the product changes.
#   bash bench/sparse/probes/amg_gauss_seidel.sh     (MATRICES, default "poisson:48 jump:48:10000 jump:96:10000")
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/patched_worktree.sh"
patched_spcg "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/amg_gauss_seidel.patch"
for m in ${MATRICES:-poisson:48 jump:48:10000 jump:96:10000}; do
    for gs in 0 1 2; do
        its=$(AMG_PROBE_GS=$gs "$WT/build/plain-gcc/bin/spcg" --precond amg --format csr --matrix "$m" --every 0 |
            awk '/^iterations:/ {print $2}')
        echo "$m $([ "$gs" = 0 ] && echo "chebyshev-2" || echo "gauss-seidel-$gs") iterations $its"
    done
done
