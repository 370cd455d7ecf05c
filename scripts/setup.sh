#!/usr/bin/env bash
# Installs everything the toolchain and its tests need on Debian 12 (run as root).
# CUDA 13 is expected at /usr/local/cuda for the OpenMP-target (clang) build.
set -euo pipefail
packages=(
  ninja-build clang-format python3 python3-jinja2 python3-yaml python3-pytest fypp
  python3-numpy                                       # tests: shellmodel and scf feature checks
  gcc libopenblas-dev liblapacke-dev
  gcc-12-offload-nvptx libgomp-plugin-nvptx1          # OpenACC -> NVIDIA (GCC 12)
  clang-16 libomp-16-dev clang-tools-16               # OpenMP target -> NVIDIA (clang 16)
  libclang-rt-16-dev                                  # tests/fuzz: libFuzzer, ASan, UBSan for clang 16
  g++ libint2-dev libeigen3-dev                       # eri tests only: libint2 reference integrals
  libopenmpi-dev openmpi-bin                          # the MPI builds (configure.py --mpi), mpirun
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "setup: all packages present"
fi
if [ ! -d /usr/local/cuda ]; then
  echo "setup: warning: /usr/local/cuda not found; the omp-target (clang-nvptx) build needs CUDA" >&2
fi
