"""eri family (part A): generated ERI kernels and the Fock build.

 * every generated quartet class equals libint2 (Debian libint2-dev) element by element to
   1e-12 absolute on random normalised shells (tests/c/test_eri_libint.cpp, compiled with g++
   against the plain-gcc build: the only program linking libint2);
 * in every build configuration, tests/test_fock checks the kernels against the hand-written
   reference ERI and fock_build against fock_build_reference on fresh random inputs;
 * the fock_bench driver runs a water dimer with --check in every configuration, and rejects
   bad input with one clear line;
 * the generated kernels are straight-line: no loop in a quartet function except the four
   primitive loops; a bad screening threshold in the spec is a `file:line: key:` error.
"""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import BUILD_CONFIGS, ROOT, build

GEN = Path(ROOT) / "gen"


def run(cmd, **kw):
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "2"))
    return subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env, **kw)


def test_fock_c_program(builddir):
    done = run([os.path.join(builddir, "tests", "test_fock")])
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"test_fock: \d+ checks, 0 failed", done.stdout), done.stdout


def test_fock_bench_water_dimer_check(builddir):
    done = run([os.path.join(builddir, "bin", "fock_bench"), "--n", "2", "--reps", "1", "--check"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "check vs fock_build_reference" in done.stdout
    m = re.search(r"RESULT fock .* quartets=(\d+) screened=(\d+)", done.stdout)
    assert m and int(m.group(1)) > 0, done.stdout
    assert re.search(r"^\(dd\|dd\)\s+\d+", done.stdout, re.M), done.stdout


def test_fock_bench_bad_input(tmp_path):
    builddir = build(BUILD_CONFIGS[0])
    bench = os.path.join(builddir, "bin", "fock_bench")
    for args, message in ((["--n", "abc"], "--n: expected an integer"),
                          (["--basis", "no-such-basis"], "no-such-basis"),
                          (["--threshold", "2"], "--threshold"),
                          (["--bogus", "1"], "unknown option '--bogus'")):
        done = run([bench, *args])
        assert done.returncode != 0 and message in done.stderr, (args, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    out = tmp_path / "w.xyz"
    done = run([bench, "--n", "1", "--reps", "1", "--write-xyz", str(out)])
    assert done.returncode == 0, done.stderr
    lines = out.read_text().splitlines()
    assert lines[0] == "3" and [l.split()[0] for l in lines[2:]] == ["O", "H", "H"]


def test_libint2_every_class(tmp_path):
    hpp = Path("/usr/include/libint2.hpp")
    if not hpp.exists() or shutil.which("g++") is None:
        if os.environ.get("REQUIRE_ALL_CONFIGS"):
            pytest.fail("libint2-dev / g++ not installed (scripts/setup.sh installs them)")
        pytest.skip("libint2-dev / g++ not installed")
    builddir = build(BUILD_CONFIGS[0])  # plain-gcc
    exe = tmp_path / "test_eri_libint"
    flags = subprocess.run(["pkg-config", "--cflags", "libint2"], capture_output=True,
                           text=True).stdout.split() or ["-I/usr/include/eigen3"]
    done = run(["g++", "-O0", "-std=c++17", *flags, "-I", os.path.join(ROOT, "runtime"),
                "-I", os.path.join(ROOT, "gen", "include"),
                os.path.join(ROOT, "tests", "c", "test_eri_libint.cpp"),
                os.path.join(builddir, "lib", "libruntime.a"),
                os.path.join(builddir, "lib", "libkernels.a"), "-lint2", "-lm", "-o", str(exe)])
    assert done.returncode == 0, done.stderr[-4000:]
    done = run([str(exe)])
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"test_eri_libint: \d+ checks, 0 failed", done.stdout), done.stdout


@pytest.mark.parametrize("flavour", ["openacc", "omp-target", "plain", "omp-host"])
def test_quartet_functions_are_straight_line(flavour):
    files = sorted((GEN / flavour).glob("eri_[spd][spd][spd][spd].c"))
    assert len(files) == 21, files
    for f in files:
        text = f.read_text()
        body = text[text.index("static inline void quartet_"):text.index("void eri_quartet_")]
        loops = re.findall(r"\bfor \(int (\w+)", body)
        assert loops == ["pa", "pb", "pc", "pd"], (f.name, loops)
        assert "eri_boys(" in body


def test_bad_threshold_is_a_spec_error(tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    text = (Path(ROOT) / "specs" / "eri.yaml").read_text()
    bad = re.sub(r'threshold: "[^"]*"', 'threshold: "tiny"', text, count=1)
    assert bad != text
    (specs / "eri.yaml").write_text(bad)
    line = next(i for i, l in enumerate(bad.splitlines(), 1) if "threshold:" in l)
    done = subprocess.run([sys.executable, "-m", "generator", "--specs", str(specs), "--out",
                           str(tmp_path / "gen")], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2
    assert f"eri.yaml:{line}: screening.threshold: must be a number" in done.stderr, done.stderr
    assert not (tmp_path / "gen").exists()
