"""Every C test program once under AddressSanitizer + UndefinedBehaviorSanitizer
(configure.py --compiler gcc-asan: plain and omp-host, every finding fatal, leaks reported at
exit). A sanitizer report fails the test even when the program's own checks passed."""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT, SANITIZER_CONFIGS, SANITIZER_ENV, background_run, build, c_program_env, config_id

sys.path.insert(0, ROOT)
from configure import PROGRAMS  # noqa: E402

C_TESTS = [os.path.basename(out) for _, _, out, _ in PROGRAMS if out.startswith("tests/")]
SANITIZER_REPORT = re.compile(r"ERROR: (Address|Leak)Sanitizer|runtime error:")


def run_under_sanitizers(builddir, name):
    env = dict(os.environ, OMP_NUM_THREADS="2", **SANITIZER_ENV, **c_program_env(builddir, name))
    # from the build folder: tests that find data/ through __FILE__ then work even where a
    # compiler cache made it relative to the build folder (CCACHE_BASEDIR)
    return subprocess.run([os.path.join(builddir, "tests", name)], capture_output=True, text=True,
                          timeout=900, env=env, cwd=builddir)


# The first of a build's tests starts every program of that build that the session selected,
# two at a time in the background (conftest.background_run); each test then waits for its own
# run. Both cores work through the sanitizer runs, which come last.
_runs = {}
# The longest runs under the sanitizers start first (CI's log, 2026-11-30: test_rhmc 44-48 s,
# test_fock 25, test_amg 17, test_lattice_hmc 5-7), so that the two at a time end together.
LONGEST_FIRST = ["test_rhmc", "test_fock", "test_amg", "test_lattice_hmc"]


def sanitizer_run(session, cfg, name):
    if (cfg, name) not in _runs:
        builddir = build(cfg)
        selected = [item.callspec.params["name"] for item in session.items
                    if item.originalname == "test_c_program_under_sanitizers"
                    and item.callspec.params["cfg"] == cfg]
        selected.sort(key=lambda n: LONGEST_FIRST.index(n) if n in LONGEST_FIRST else len(LONGEST_FIRST))
        for n in selected + [name]:
            if (cfg, n) not in _runs:
                _runs[cfg, n] = background_run(run_under_sanitizers, builddir, n)
    return _runs[cfg, name].result()


@pytest.mark.parametrize("cfg", SANITIZER_CONFIGS, ids=config_id)
@pytest.mark.parametrize("name", C_TESTS)
def test_c_program_under_sanitizers(request, cfg, name):
    done = sanitizer_run(request.session, cfg, name)
    report = SANITIZER_REPORT.search(done.stderr)
    assert not report and done.returncode == 0, done.stdout[-3000:] + done.stderr[-6000:]
    assert re.search(rf"{name}: \d+ checks, 0 failed", done.stdout), done.stdout[-3000:]


def test_every_c_test_is_covered():
    """The list follows configure.py: a new C test program runs under the sanitizers too."""
    sources = {os.path.splitext(f)[0] for f in os.listdir(os.path.join(ROOT, "tests", "c"))
               if f.endswith(".c")}
    assert sources == set(C_TESTS), sources ^ set(C_TESTS)


# ---- the GPU campaign (bench/gpu/sanitizer_campaign.sh): what can be checked without a GPU

CAMPAIGN = os.path.join(ROOT, "bench", "gpu", "sanitizer_campaign.sh")
# The shape of compute-sanitizer 2025's output around the campaign's run markers
LOG = """=== run: memcheck openacc test_spmv: openacc/test_spmv
========= COMPUTE-SANITIZER
test_spmv: 182 checks, 0 failed
========= ERROR SUMMARY: 0 errors
=== end: memcheck openacc test_spmv rc=0 (12 s)
=== run: racecheck omp-target test_spmm: omp-target/test_spmm
========= Error: Race reported between Write access at 0x1a0 in spmm_csb_fused_double
test_spmm: 537 checks, 0 failed
========= RACECHECK SUMMARY: 3 hazards displayed (1 error, 2 warnings)
=== end: racecheck omp-target test_spmm rc=86 (40 s)
=== run: memcheck openacc fock_bench: openacc/fock_bench --n 1
check vs fock_build_reference: max|dJ| = 1.2e-15 (max|J| 3.1e+00), max|dK| = 8.9e-16 (max|K| 2.0e+00)
========= ERROR SUMMARY: 0 errors
=== end: memcheck openacc fock_bench rc=0 (70 s)
=== run: memcheck omp-target test_eigen: omp-target/test_eigen
=== end: memcheck omp-target test_eigen rc=124 (150 s)
=== skipped: racecheck openacc test_ci (SAN_BUDGET=500 s spent)
"""


def test_gpu_sanitizer_table(tmp_path):
    log = tmp_path / "sanitizer_campaign.log"
    log.write_text(LOG)
    done = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gpu", "sanitizer_table.py"),
                           str(log)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and "---" not in line][1:]
    assert rows == [
        "| memcheck | openacc | test_spmv | pass | 0 errors | 182 checks, 0 failed | 12 |",
        "| racecheck | omp-target | test_spmm | FINDINGS | 3 hazards (1 errors) | 537 checks, 0 failed | 40 |",
        "| memcheck | openacc | fock_bench | pass | 0 errors | J, K vs reference: max|dJ| = 1.2e-15 "
        "(max|J| 3.1e+00), max|dK| = 8.9e-16 (max|K| 2.0e+00) | 70 |",
        "| memcheck | omp-target | test_eigen | timeout | - | - | 150 |",
        "| racecheck | openacc | test_ci | skipped | - | - |  |",
    ], done.stdout
    assert "2 pass, 1 FINDINGS, 0 FAIL, 1 timeout, 1 skipped" in done.stdout


def test_gpu_sanitizer_campaign_plan():
    """Every family's device test in both offload flavours under both tools, and every
    program the campaign runs is carried by build_carry.sh for both flavours."""
    done = subprocess.run(["bash", CAMPAIGN, "--list"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    runs = [line.split() for line in done.stdout.splitlines()]
    programs = {r[2] for r in runs}
    assert {(t, f) for t, f, *_ in runs} == {(t, f) for t in ("memcheck", "racecheck")
                                            for f in ("openacc", "omp-target")}
    assert len(runs) == 4 * len(programs)
    carry = open(os.path.join(ROOT, "bench", "gpu", "build_carry.sh")).read()
    for flavour in ("openacc:gcc-nvptx", "omp-target:clang-nvptx"):
        carried = re.search(rf'\[{flavour}\]="([^"]*)"', carry)[1].split()
        assert {os.path.basename(p) for p in carried} >= programs, (flavour, programs)
