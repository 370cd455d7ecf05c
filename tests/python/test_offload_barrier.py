"""The clang-nvptx flags keep the barrier after an OpenMP kernel's team-state initialisation.

clang 16's OpenMPOpt barrier elimination removed it from the generated omp-target atomic
reductions: threads then read a stale team thread count from shared memory and skipped their
iterations, and the sums came out wrong on an H100 (BENCHMARKS.md `## ci`, third session).
configure.py's CLANG_OMP turns that elimination off. This test compiles the generated file that
showed the fault, with and without the option, and reads the device PTX with
bench/gpu/ptx_team_state_scan.py: no GPU needed, so CI keeps the flag honest.
"""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT, require_clang_nvptx

sys.path.insert(0, ROOT)
import configure  # noqa: E402

OPTION = "-mllvm -openmp-opt-disable-barrier-elimination=true"
SCAN = os.path.join(ROOT, "bench", "gpu", "ptx_team_state_scan.sh")


@pytest.fixture(autouse=True)
def clang_nvptx():
    require_clang_nvptx()


def scan_device_ptx(flags, workdir):
    """compile gen/omp-target/ci_reduce_atomic.c with flags through the scan script; return
    (its exit code, its output)"""
    env = dict(os.environ, CLANG_FLAGS=flags, ONLY="^ci_reduce_atomic$", WORK=str(workdir))
    scan = subprocess.run(["bash", SCAN], env=env, capture_output=True, text=True)
    assert "1 files compiled" in scan.stderr, scan.stderr[-3000:]
    return scan.returncode, scan.stdout + scan.stderr


def summary(output):
    m = re.search(r"ptx_team_state_scan: (\d+) kernels, (\d+) read the team state unsynchronised",
                  output)
    assert m, output
    return int(m.group(1)), int(m.group(2))


def test_configure_flags_keep_the_barrier(tmp_path):
    assert OPTION in configure.CLANG_OMP
    rc, out = scan_device_ptx(configure.CLANG_OMP, tmp_path / "fixed")
    kernels, flagged = summary(out)
    assert kernels >= 9, out  # one per width in specs/ci.yaml
    assert rc == 0 and flagged == 0, out


def test_without_the_option_the_scan_flags_the_kernels(tmp_path):
    """the scan can fail: clang 16 without the option drops the barrier in these kernels"""
    rc, out = scan_device_ptx(configure.CLANG_OMP.replace(OPTION, ""), tmp_path / "broken")
    kernels, flagged = summary(out)
    assert rc == 1 and flagged >= 1, out
    assert "ci_reduce_atomic_w1_" in out, out
