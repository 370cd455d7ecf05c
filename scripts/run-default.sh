#!/usr/bin/env bash
# The main job on its embedded default: CG + Jacobi on 3D Poisson (64^3 unknowns)
# in SELL-C-sigma, OpenMP on the host. Extra arguments go to spcg
# (e.g. --format csr, --n 100, or a .mtx file).
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 configure.py --flavour omp-host --compiler gcc
ninja -C build/omp-host-gcc bin/spcg
exec build/omp-host-gcc/bin/spcg "$@"
