"""The clang-nvptx flags let OpenMPOpt fold the device runtime's thread state out of our kernels.

Without -fopenmp-assume-no-thread-state, clang 16 kept the runtime's team and thread state
(1.5-1.7 KB of shared memory, often more registers) in 350 of the 378 omp-target kernels outside
eri, wherever kernels with different argument counts share a file as far as we can tell, and the
SELL SpMV ran 25-45% slower for it on an H200 (configure.py CLANG_OMP). This test compiles
the generated file that showed it, with and without the flag, and reads ptxas's resource report
of the device PTX: no GPU needed, so CI keeps the flag honest.
The same PTX shows the SELL kernels' cache hints (templates/flavours/omp-target/macros.j2).
"""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT, require_clang_nvptx

sys.path.insert(0, ROOT)
import configure  # noqa: E402

FLAG = "-fopenmp-assume-no-thread-state"
SCAN = os.path.join(ROOT, "bench", "gpu", "ptx_team_state_scan.sh")
RESOURCES = os.path.join(ROOT, "bench", "gpu", "ptx_resources.py")
FILE = "sparse_sell_double"  # four kernels: spmv, residual, prolong (9 arguments) and smooth (13)
MAX_SMEM = 256  # bytes: our kernels ask for no team memory; the folded state takes a few dozen


@pytest.fixture(autouse=True)
def clang_nvptx():
    require_clang_nvptx()


def kernel_resources(flags, workdir):
    """compile gen/omp-target/FILE.c with flags; return ptx_resources's (exit code, output) and
    the device PTX"""
    env = dict(os.environ, CLANG_FLAGS=flags, ONLY=f"^{FILE}$", WORK=str(workdir))
    scan = subprocess.run(["bash", SCAN], env=env, capture_output=True, text=True)
    assert "1 files compiled" in scan.stderr, scan.stderr[-3000:]
    ptx = os.path.join(str(workdir), f"{FILE}-openmp-nvptx64-nvidia-cuda-sm_90.s")
    run = subprocess.run([sys.executable, RESOURCES, "--max-smem", str(MAX_SMEM), ptx],
                         capture_output=True, text=True)
    with open(ptx) as f:
        return run.returncode, run.stdout + run.stderr, f.read()


@pytest.fixture(scope="module")
def with_configure_flags(tmp_path_factory):
    require_clang_nvptx()
    return kernel_resources(configure.CLANG_OMP, tmp_path_factory.mktemp("fixed"))


def summary(output):
    m = re.search(r"ptx_resources: (\d+) kernels, (\d+) over", output)
    assert m, output
    return int(m.group(1)), int(m.group(2))


def test_configure_flags_fold_the_thread_state(with_configure_flags):
    assert FLAG in configure.CLANG_OMP
    rc, out, _ = with_configure_flags
    assert summary(out) == (4, 0) and rc == 0, out


def test_the_sell_kernels_load_with_cache_hints(with_configure_flags):
    """the macro set's load_streamed / load_read_only reach the device code: per kernel, the
    columns and values ld.global.cs, x ld.global.nc (omp-target's macros.j2 says why)"""
    _, _, ptx = with_configure_flags
    assert len(re.findall(r"\bld\.global\.cs\.s32\b", ptx)) >= 4, ptx[-3000:]
    assert len(re.findall(r"\bld\.global\.cs\.f64\b", ptx)) >= 4, ptx[-3000:]
    assert len(re.findall(r"\bld\.global\.nc\.f64\b", ptx)) >= 4, ptx[-3000:]


def test_without_the_flag_the_kernels_keep_it(tmp_path):
    """the check can fail: clang 16 without the flag keeps the state in these kernels"""
    rc, out, _ = kernel_resources(configure.CLANG_OMP.replace(FLAG, ""), tmp_path / "unfolded")
    kernels, over = summary(out)
    assert rc == 1 and kernels == 4 and over >= 1, out
    assert re.search(r"sparse_spmv_sell_double_l\d+ \d+ \d{4,}  OVER", out), out
