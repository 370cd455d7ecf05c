"""Failure behaviour of every program (issue 18), in the plain ASan + UBSan build, so that the
error paths are checked for memory errors and leaks too:

 * bad input (an unknown option; for the programs that read files, a missing file and a file
   of garbage) ends with a non-zero exit and exactly one `error:` line, the last of stderr,
   naming what was wrong;
 * every writer (NERSC, Matrix Market, JSON, Molden, .xyz, gen/, build.ninja) leaves no
   half-written output: writes that fail part way (the file size limit, RLIMIT_FSIZE, makes
   the write fail with EFBIG after a few kilobytes) end with one `error:` line, the target as
   it was before (absent, or the old file intact) and no temporary file beside it; a
   successful write leaves the complete file and nothing else.
"""
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys

import pytest

from conftest import ROOT, SANITIZER_CONFIGS, SANITIZER_ENV, build

sys.path.insert(0, ROOT)
from configure import PROGRAMS  # noqa: E402

PLAIN_ASAN = SANITIZER_CONFIGS[0]
pytestmark = pytest.mark.needs_builds(PLAIN_ASAN)
DRIVERS = [os.path.basename(out) for _, _, out, _ in PROGRAMS if out.startswith("bin/")]
WATER = os.path.join(ROOT, "data", "water", "h2o_16.xyz")
OLD = b"an older file the failed write must leave as it was\n"


@pytest.fixture(scope="module")
def bindir():
    return os.path.join(build(PLAIN_ASAN), "bin")


def limited(max_bytes):
    """preexec_fn: files this process writes stop growing at max_bytes (the write fails with
    EFBIG instead of the process being killed by SIGXFSZ)."""
    def apply():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (max_bytes, max_bytes))
    return apply


def run(cmd, max_bytes=None, cwd=None, timeout=600):
    env = dict(os.environ, OMP_NUM_THREADS="2", **SANITIZER_ENV)
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=cwd,
                          preexec_fn=limited(max_bytes) if max_bytes else None)


def one_error_line(done, *fragments):
    """Non-zero exit; exactly one `error:` line, the last line of stderr, with the fragments;
    no sanitizer report."""
    lines = done.stderr.splitlines()
    errors = [line for line in lines if line.startswith("error:")]
    assert done.returncode != 0, done.stdout[-2000:] + done.stderr[-4000:]
    assert len(errors) == 1 and lines[-1] == errors[0], done.stderr[-4000:]
    assert "Sanitizer" not in done.stderr and "runtime error" not in done.stderr, done.stderr
    for fragment in fragments:
        assert fragment in errors[0], (fragment, errors[0])
    return errors[0]


def leftovers(folder, keep=()):
    return sorted(set(os.listdir(folder)) - set(keep))


# ---- bad input -------------------------------------------------------------------------

@pytest.mark.parametrize("program", DRIVERS)
def test_unknown_option(bindir, program):
    one_error_line(run([os.path.join(bindir, program), "--no-such-option", "1"]),
                   "--no-such-option")


# program -> the arguments that make it read `FILE`
READERS = {
    "spcg": ["FILE"],
    "speig": ["FILE"],
    "spmv_bench": ["--matrix", "FILE"],
    "spmm_bench": ["--matrix", "FILE"],
    "shellmodel": ["--int", "FILE", "--protons", "1", "--neutrons", "1"],
    "hmc": ["--start", "FILE"],
    "scf": ["FILE"],
    "scf --basis": ["--basis", "FILE", WATER],
    "fock_bench --basis": ["--basis", "FILE", "--n", "1"],
}
GARBAGE = "12 this is\nnot \x01 any format\n3 4 5\n"


@pytest.mark.parametrize("case", READERS)
def test_missing_and_garbage_input_files(bindir, tmp_path, case):
    program = case.split()[0]
    # a .gbs name: the eri programs take a path for a basis only when it ends in .gbs
    suffix = ".gbs" if "--basis" in case else ".dat"
    missing, garbage = tmp_path / f"missing{suffix}", tmp_path / f"garbage{suffix}"
    garbage.write_text(GARBAGE)
    for path in (missing, garbage):
        args = [str(path) if a == "FILE" else a for a in READERS[case]]
        one_error_line(run([os.path.join(bindir, program), *args]), str(path))


# ---- writers ---------------------------------------------------------------------------

# writer -> (program, arguments writing OUT, smallest size of the complete file in bytes)
WRITERS = {
    "nersc": ("hmc", ["--lattice", "4", "--traj", "2", "--therm", "1", "--save", "OUT"], 100000),
    "matrix-market": ("shellmodel", ["--protons", "1", "--neutrons", "1", "--nev", "1",
                                     "--write-mtx", "OUT"], 8000),
    "json-shellmodel": ("shellmodel", ["--protons", "1", "--neutrons", "1", "--nev", "1",
                                       "--json", "OUT"], 400),
    "json-scf": ("scf", ["--basis", "sto-3g", "--json", "OUT", "WATER"], 1000),
    "molden": ("scf", ["--basis", "sto-3g", "--molden", "OUT", "WATER"], 2500),
    "xyz": ("fock_bench", ["--n", "16", "--write-xyz", "OUT"], 2000),
    "jsonl-hmc": ("hmc", ["--lattice", "4", "--traj", "3", "--therm", "1", "--json", "OUT"], 1000),
}
WATER_1 = "3\nwater\nO 0 0 0.1173\nH 0 0.7572 -0.4692\nH 0 -0.7572 -0.4692\n"


def writer_command(bindir, tmp_path, writer, out):
    program, args, _ = WRITERS[writer]
    water = tmp_path / "water.xyz"
    water.write_text(WATER_1)
    subst = {"OUT": str(out), "WATER": str(water)}
    return [os.path.join(bindir, program)] + [subst.get(a, a) for a in args]


@pytest.mark.parametrize("writer", WRITERS)
def test_writer_leaves_complete_file_or_nothing(bindir, tmp_path, writer):
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / f"result.{writer}"
    done = run(writer_command(bindir, tmp_path, writer, out))
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    size = out.stat().st_size
    assert size >= WRITERS[writer][2] and leftovers(folder) == [out.name]
    complete = out.read_bytes()
    if writer.startswith("jsonl"):  # JSON Lines: one object per line
        assert all(json.loads(line) for line in complete.splitlines())
    elif writer.startswith("json"):
        json.loads(complete)
    # the same run with files limited below the output's size: fails, writes nothing
    out.unlink()
    done = run(writer_command(bindir, tmp_path, writer, out), max_bytes=size // 2)
    one_error_line(done, str(out), "write failed")
    assert leftovers(folder) == []
    # an older file in the way is left as it was when the new one cannot be completed
    out.write_bytes(OLD)
    done = run(writer_command(bindir, tmp_path, writer, out), max_bytes=size // 2)
    one_error_line(done, str(out))
    assert out.read_bytes() == OLD and leftovers(folder) == [out.name]


@pytest.mark.parametrize("writer", WRITERS)
def test_writer_into_missing_folder_fails_before_the_work(bindir, tmp_path, writer):
    out = tmp_path / "no-such-folder" / "result"
    done = run(writer_command(bindir, tmp_path, writer, out))
    one_error_line(done, str(out))
    assert not out.parent.exists()


def test_generator_write_failure_keeps_the_old_gen(tmp_path):
    """gen/ is replaced in one rename: a write that fails part way (EFBIG) leaves the old
    tree, no staging folder, and one error line."""
    out = tmp_path / "gen"
    shutil.copytree(os.path.join(ROOT, "gen"), out)
    (out / "plain" / "device.c").write_bytes(OLD)  # so that the run has something to write
    before = {p: (out / p).read_bytes() for p in ("plain/device.c", "MANIFEST.json")}
    done = run([sys.executable, "-m", "generator", "--out", str(out)], max_bytes=64 * 1024,
               cwd=ROOT)
    one_error_line(done, str(out), "File too large")
    assert done.returncode == 2
    assert {p: (out / p).read_bytes() for p in before} == before
    assert leftovers(tmp_path) == ["gen"]


def test_configure_write_failure(tmp_path):
    builddir = tmp_path / "build"
    builddir.mkdir()
    (builddir / "build.ninja").write_bytes(OLD)
    done = run([sys.executable, os.path.join(ROOT, "configure.py"), "--flavour", "plain",
                "--builddir", str(builddir)], max_bytes=1024)
    one_error_line(done, str(builddir), "File too large")
    assert (builddir / "build.ninja").read_bytes() == OLD
    assert leftovers(builddir) == ["build.ninja"]
