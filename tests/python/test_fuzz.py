"""A short run of every fuzzer (tests/fuzz/fuzz.py: libFuzzer targets of the Matrix Market,
.gbs, .xyz, NERSC and .snt readers, and the spec loader's YAML fuzz loop), FUZZ_SECONDS each
(default 30): each starts from its committed seeds, the inputs of the crashes fixed so far
among them, so a regression shows at once; any crash fails the test with its input's path."""
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

FUZZ = os.path.join(ROOT, "tests", "fuzz", "fuzz.py")
SECONDS = os.environ.get("FUZZ_SECONDS", "30")
sys.path.insert(0, os.path.dirname(FUZZ))
from fuzz import C_TARGETS, TARGETS  # noqa: E402


def fuzzer_runtime_missing():
    if shutil.which("clang-16") is None:
        return "clang-16 is not installed"
    lib = subprocess.run(["clang-16", "-print-file-name=libclang_rt.fuzzer-x86_64.a"],
                         capture_output=True, text=True).stdout.strip()
    if not os.path.exists(lib) and not os.path.exists(
            "/usr/lib/llvm-16/lib/clang/16/lib/linux/libclang_rt.fuzzer-x86_64.a"):
        return "libFuzzer runtime missing (libclang-rt-16-dev)"
    return None


@pytest.fixture(scope="module")
def fuzzers():
    missing = fuzzer_runtime_missing()
    if missing:
        if os.environ.get("REQUIRE_ALL_CONFIGS"):
            pytest.fail(f"{missing} (REQUIRE_ALL_CONFIGS set)")
        pytest.skip(missing)
    done = subprocess.run([sys.executable, FUZZ, "build"], capture_output=True, text=True,
                          timeout=1200)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("target", TARGETS)
def test_fuzzer_short_run(fuzzers, target):
    done = subprocess.run([sys.executable, FUZZ, "run", "--time", SECONDS, target],
                          capture_output=True, text=True, timeout=int(SECONDS) + 600)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-8000:]
    m = re.search(rf"^fuzz {target}: (\d+) executions in \S+ s, 0 crash\(es\)", out, re.M)
    assert m and int(m[1]) > 0, out[-8000:]


def test_every_c_fuzzer_has_seeds():
    for target in C_TARGETS:
        seeds = os.listdir(os.path.join(ROOT, "tests", "fuzz", "corpus", target))
        assert seeds, target
