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
# directives and data clauses as on the device.
BUILD_CONFIGS = [
    ("plain", "gcc", "gcc"),
    ("omp-host", "gcc", "gcc"),
    ("openacc", "gcc", "gcc"),
    ("openacc", "gcc-nvptx", "gcc"),
    ("omp-target", "clang-nvptx", "clang-16"),
]


def config_id(cfg):
    return f"{cfg[0]}-{cfg[1]}"


def _available(cfg):
    if shutil.which(cfg[2]) is None:
        return False
    if cfg[1] == "gcc-nvptx":
        return os.path.exists("/usr/lib/x86_64-linux-gnu/libgomp-plugin-nvptx.so.1")
    return True


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
