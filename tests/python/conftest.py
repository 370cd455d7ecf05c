"""Shared fixtures: the repository root and per-configuration Ninja builds."""
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Where the test builds go; set BUILD_ROOT to keep concurrent test runs apart.
BUILD_ROOT = os.environ.get("BUILD_ROOT", os.path.join(ROOT, "build"))

# (flavour, compiler setting, the compiler it needs). The offload settings run
# their kernels on the host when no GPU is present (CI), exercising the same
# directives and data clauses as on the device; there host and device copies are
# the same memory. clang-shadow offloads to libomptarget's x86_64 plugin, a device
# with memory of its own, so a kernel that reads or writes the wrong copy fails here
# as it would on a GPU.
BUILD_CONFIGS = [
    ("plain", "gcc", "gcc"),
    ("omp-host", "gcc", "gcc"),
    ("openacc", "gcc", "gcc"),
    ("openacc", "gcc-nvptx", "gcc"),
    ("omp-target", "clang-nvptx", "clang-16"),
    ("omp-target", "clang-shadow", "clang-16"),
]


# ASan + UBSan builds (configure.py --compiler gcc-asan): test_sanitizers.py runs every C test
# program once in each, and test_failures.py drives the programs' error paths in the plain one.
SANITIZER_CONFIGS = [
    ("plain", "gcc-asan", "gcc"),
    ("omp-host", "gcc-asan", "gcc"),
]
# Every finding is fatal (-fno-sanitize-recover=all); leaks are reported when a program exits.
# Passive OpenMP threads: spinning ones starve OpenBLAS's threads (README, speig), and under
# ASan on a busy machine omp-host test_eigen then took over 15 minutes instead of 3.
SANITIZER_ENV = {"ASAN_OPTIONS": "detect_leaks=1:halt_on_error=1:abort_on_error=0",
                 "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1",
                 "OMP_WAIT_POLICY": "passive"}


def config_id(cfg):
    return f"{cfg[0]}-{cfg[1]}"


def _available(cfg):
    if shutil.which(cfg[2]) is None:
        return False
    if cfg[1] == "gcc-nvptx":
        return os.path.exists("/usr/lib/x86_64-linux-gnu/libgomp-plugin-nvptx.so.1")
    if cfg[1] == "clang-shadow":
        return os.path.exists("/usr/lib/llvm-16/lib/libomptarget.rtl.x86_64.so")
    if cfg[1] == "gcc-asan":  # libasan8 and libubsan1 come with gcc 12 on Debian
        return all(subprocess.run(["gcc", f"-print-file-name={lib}"], capture_output=True,
                                  text=True).stdout.strip() != lib
                   for lib in ("libasan.so", "libubsan.so"))
    return True


# libomptarget 16 finds its plugins (the clang-shadow build's x86_64 device) only on the
# library path; every program the tests start inherits it. The nvptx build then loads the
# CUDA plugin too, which finds no GPU without a driver and leaves the kernels on the host.
LLVM16_LIB = "/usr/lib/llvm-16/lib"
if LLVM16_LIB not in os.environ.get("LD_LIBRARY_PATH", "").split(":"):
    os.environ["LD_LIBRARY_PATH"] = ":".join(
        p for p in (LLVM16_LIB, os.environ.get("LD_LIBRARY_PATH", "")) if p)

_built = {}


def build(cfg):
    """Configure and build one configuration once per session; return its build dir."""
    if cfg in _built:
        return _built[cfg]
    if not _available(cfg):
        if os.environ.get("REQUIRE_ALL_CONFIGS"):
            pytest.fail(f"compiler for {config_id(cfg)} is not installed (REQUIRE_ALL_CONFIGS set)")
        pytest.skip(f"compiler for {config_id(cfg)} is not installed")
    builddir = os.path.join(BUILD_ROOT, config_id(cfg))
    subprocess.run([sys.executable, os.path.join(ROOT, "configure.py"), "--flavour", cfg[0],
                    "--compiler", cfg[1], "--builddir", builddir],
                   check=True, capture_output=True, text=True)
    done = subprocess.run(["ninja", "-C", builddir], capture_output=True, text=True)
    assert done.returncode == 0, f"build of {config_id(cfg)} failed:\n{done.stdout[-4000:]}{done.stderr[-2000:]}"
    _built[cfg] = builddir
    return builddir


@pytest.fixture(params=BUILD_CONFIGS, ids=config_id)
def builddir(request):
    return build(request.param)
