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


def test_fock_bench_water_dimer_check(builddir, tmp_path):
    done = run([os.path.join(builddir, "bin", "fock_bench"), "--n", "2", "--reps", "1", "--check"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "check vs fock_build_reference" in done.stdout
    # the J/K checksums of the build and of the reference agree (bench/gpu/eri_checksums.py);
    # a checksum moved by 1e-8 of its scale does not
    log = tmp_path / "fock.log"
    log.write_text(done.stdout)
    script = os.path.join(ROOT, "bench", "gpu", "eri_checksums.py")
    same = run([sys.executable, "-S", script, str(log)])
    assert same.returncode == 0 and "2 builds, 0 differ" in same.stdout, same.stdout + same.stderr
    m = re.search(r"^checksum reference: J (\S+) \(scale (\S+)\)", done.stdout, re.M)
    moved = float(m.group(1)) + 1e-8 * float(m.group(2))
    log.write_text(done.stdout.replace(f"checksum reference: J {m.group(1)}",
                                       f"checksum reference: J {moved:.15e}"))
    differs = run([sys.executable, "-S", script, str(log)])
    assert differs.returncode == 1 and "| differs |" in differs.stdout, differs.stdout
    m = re.search(r"RESULT fock .* ket_block=(\d+) spec_ket_block=\d+ quartets=(\d+) tasks=(\d+) screened=(\d+)",
                  done.stdout)
    assert m and int(m.group(2)) > 0, done.stdout
    # the spec's digestion is the default: one task per quartet (atomic) or fewer (bra-block)
    block = int(re.search(r"#define ERI_KET_BLOCK (\d+)", (GEN / "include" / "eri_kernels.h").read_text()).group(1))
    ket_block, quartets, tasks = (int(m.group(i)) for i in (1, 2, 3))
    assert ket_block == block, done.stdout
    assert (tasks == quartets) if block == 1 else (quartets / block <= tasks < quartets), done.stdout
    assert re.search(r"^\(dd\|dd\)\s+\d+", done.stdout, re.M), done.stdout


def test_fock_bench_bad_input(tmp_path):
    builddir = build(BUILD_CONFIGS[0])
    bench = os.path.join(builddir, "bin", "fock_bench")
    for args, message in ((["--n", "abc"], "--n: expected an integer"),
                          (["--basis", "no-such-basis"], "no-such-basis"),
                          (["--threshold", "2"], "--threshold"),
                          (["--ket-block", "0"], "--ket-block: expected an integer"),
                          (["--bogus", "1"], "unknown option '--bogus'")):
        done = run([bench, *args])
        assert done.returncode != 0 and message in done.stderr, (args, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    out = tmp_path / "w.xyz"
    done = run([bench, "--n", "1", "--reps", "1", "--write-xyz", str(out)])
    assert done.returncode == 0, done.stderr
    assert "RESULT" not in done.stdout  # writes the geometry, builds nothing
    lines = out.read_text().splitlines()
    assert lines[0] == "3" and [l.split()[0] for l in lines[2:]] == ["O", "H", "H"]


def test_committed_water_clusters_are_reproducible(tmp_path):
    """data/water/h2o_<n>.xyz are what fock_bench's generator writes (no Fock build)."""
    bench = os.path.join(build(BUILD_CONFIGS[0]), "bin", "fock_bench")
    for n in (8, 16, 32, 64, 128):
        out = tmp_path / f"h2o_{n}.xyz"
        done = run([bench, "--n", str(n), "--write-xyz", str(out)])
        assert done.returncode == 0, done.stderr
        committed = Path(ROOT) / "data" / "water" / f"h2o_{n}.xyz"
        assert out.read_text() == committed.read_text(), f"{committed} differs from the generator"
        lines = committed.read_text().splitlines()
        assert lines[0] == str(3 * n) and len(lines) == 3 * n + 2


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
        assert loops == ["p", "q"], (f.name, loops)  # bra and ket primitive pairs
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


def _gen_cli(tmp_path, text):
    specs = tmp_path / "specs"
    specs.mkdir(exist_ok=True)
    (specs / "eri.yaml").write_text(text)
    return subprocess.run([sys.executable, "-m", "generator", "--specs", str(specs), "--out",
                           str(tmp_path / "gen")], cwd=ROOT, capture_output=True, text=True)


def test_digestion_is_selected_by_the_spec(tmp_path):
    """`digestion: atomic` makes one-ket tasks the default (ERI_KET_BLOCK 1), `bra-block` takes
    ket_block; ket_block without bra-block and unknown schemes are `file:line: key:` errors."""
    sys.path.insert(0, ROOT)
    from generator.families import eri
    from generator.render import make_env, render
    from generator.spec import load_spec

    text = (Path(ROOT) / "specs" / "eri.yaml").read_text()
    scheme = re.compile(r"^digestion: .*$", re.M)
    block = re.compile(r"^ket_block: .*\n", re.M)
    assert scheme.search(text) and block.search(text)
    env = make_env(os.path.join(ROOT, "templates"))

    def header(spec_text):
        path = tmp_path / "eri.yaml"
        path.write_text(spec_text)
        _, spec = load_spec(str(path))
        unit = eri.expand("specs/eri.yaml", spec, ["plain"])[0]
        assert unit.out_path == "include/eri_kernels.h"
        return render(env, unit)

    atomic = header(block.sub("", scheme.sub("digestion: atomic", text)))
    assert "#define ERI_KET_BLOCK 1\n" in atomic and '#define ERI_DIGESTION "atomic"' in atomic
    blocked = header(block.sub("ket_block: 32\n", scheme.sub("digestion: bra-block", text)))
    assert "#define ERI_KET_BLOCK 32\n" in blocked and '#define ERI_DIGESTION "bra-block"' in blocked

    bad = block.sub("ket_block: 4\n", scheme.sub("digestion: atomic", text))
    done = _gen_cli(tmp_path, bad)
    line = next(i for i, l in enumerate(bad.splitlines(), 1) if l.startswith("ket_block:"))
    assert done.returncode == 2
    assert f"eri.yaml:{line}: ket_block: only used with `digestion: bra-block`" in done.stderr, done.stderr
    done = _gen_cli(tmp_path, scheme.sub("digestion: private", text))
    assert done.returncode == 2 and ": digestion:" in done.stderr and "private" in done.stderr, done.stderr
    assert not (tmp_path / "gen").exists()



def test_eri_table_digestion_and_published_ratio(tmp_path):
    """bench/gpu/eri_table.py (plain python3) on a campaign-style log: digestion rounds,
    the (H2O)128 / 6-31G(d) ratio to the published A100 times, runs that were not measured."""
    def result(fl, n, basis, kb, total):
        return (f"fock_bench: (H2O){n}, {basis}\n(ss|ss)   100 {100 // kb} {1e3 * total:.2f} 100.00\n"
                f"RESULT fock flavour={fl} offload=1 n={n} basis={basis} nbf=1 shells=1 ket_block={kb} "
                f"spec_ket_block=8 quartets=1000000 tasks={1000000 // kb} screened=0 kernels_s={total} "
                f"total_s={total}\n")
    log = tmp_path / "eri_campaign.log"
    text = ""
    for t1, t8, t32 in ((2.0, 1.0, 1.6), (4.0, 1.0, 1.0)):  # two rounds of blocks 1, 8, 32
        text += "".join(result("openacc", 16, "6-31g(d)", kb, t) for kb, t in ((1, t1), (8, t8), (32, t32)))
    text += result("openacc", 16, "6-31g(d)", 8, 1.5)  # a sweep run of the default block
    text += result("openacc", 128, "6-31g(d)", 8, 22.8)
    # a register-cap variant (bench/gpu/build_carry.sh VARIANTS) with its plan time
    text += ("=== run: omp-target max_registers-128 n=128 6-31g(d): omp-target/fock_bench-max_registers-128 --n 128\n"
             + result("omp-target", 128, "6-31g(d)", 8, 4.0).replace("total_s=4.0", "total_s=4.0 plan_s=3.5"))
    text += "=== run: omp-target n=128 6-31g(d): omp-target/fock_bench --n 128\n" + result("omp-target", 128, "6-31g(d)", 8, 5.0)
    text += "=== end: omp-target n=128 cc-pvdz rc=124 (240 s)\n"
    text += "=== skipped: openacc n=128 cc-pvdz (12 s of the 500 s budget left)\n"
    log.write_text(text)
    table = run([sys.executable, "-S", os.path.join(ROOT, "bench", "gpu", "eri_table.py"), "--per-class", str(log)])
    assert table.returncode == 0, table.stderr
    out = table.stdout
    # per-round speed-ups 2 and 4 (block 8), 1.25 and 4 (block 32): medians 3 and 2.625
    assert "| 16 | 6-31g(d) | openacc | 2 | 1: 3.000 s, 8: 1.000 s, 32: 1.300 s | 8: x3.000, 32: x2.625 | 8 |" in out, out
    assert "x2.00 of 11.4 s, x0.66 of 34.3 s" in out, out
    assert re.search(r"^\| 128 \| 6-31g\(d\) \| 1 \| 1,000,000 \| omp-target \[max_registers-128\] \(GPU\) "
                     r"\| 4\.000 \| 4\.000 \| 3\.5 \|", out, re.M), out
    assert re.search(r"^\| 128 \| 6-31g\(d\) \| 1 \| 1,000,000 \| omp-target \(GPU\) \| 5\.000 \|", out, re.M), out
    # the default block's median over its three runs (1.0, 1.0, 1.5) and its per-class row
    assert re.search(r"^\| 16 \| 6-31g\(d\) \| 1 \| 1,000,000 \| openacc \(GPU\) \| 1\.000 \|", out, re.M), out
    assert "- omp-target n=128 cc-pvdz: timed out" in out and "- openacc n=128 cc-pvdz: skipped (budget)" in out
    assert out.rstrip().endswith("skipped (budget)")
    log.write_text("RESULT fock flavour=plain n=x\n")
    bad = run([sys.executable, "-S", os.path.join(ROOT, "bench", "gpu", "eri_table.py"), str(log)])
    assert bad.returncode == 1 and bad.stderr.startswith("error: eri_table:") and "malformed" in bad.stderr, bad.stderr
