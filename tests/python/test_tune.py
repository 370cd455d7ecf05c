"""The tuner (`python3 -m generator.tune sparse`) and spec overlays (`python3 -m generator
--overlay`): an overlay changes exactly the files its values reach and its errors name the
overlay's file and line; the tuner's report turns sparse_tune output into grid tables and an
overlay that the generator accepts, never replacing a file unasked; a quick grid builds, runs
and reports on this machine."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import BUILD_CONFIGS, build

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def sparse_specs(tmp_path_factory):
    """A specs folder with the sparse spec alone: overlays act per family, and rendering the
    one family keeps each generator run short."""
    specs = tmp_path_factory.mktemp("specs")
    (specs / "sparse.yaml").write_text((ROOT / "specs" / "sparse.yaml").read_text())
    return specs


def gen(specs, *args):
    return subprocess.run([sys.executable, "-m", "generator", "--specs", str(specs),
                           *map(str, args)], cwd=ROOT, capture_output=True, text=True, timeout=600)


def tune(*args):
    return subprocess.run([sys.executable, "-m", "generator.tune", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=1200)


def tree(d):
    return {p.relative_to(d).as_posix(): p.read_bytes() for p in sorted(Path(d).rglob("*"))
            if p.is_file() and p.name != "MANIFEST.json"}


@pytest.fixture(scope="module")
def plain_gen(tmp_path_factory, sparse_specs):
    out = tmp_path_factory.mktemp("gen") / "gen"
    done = gen(sparse_specs, "--out", out, "-q")
    assert done.returncode == 0, done.stderr
    return tree(out)


def test_overlay_changes_only_what_it_sets(tmp_path, plain_gen, sparse_specs):
    overlay = tmp_path / "tuned.yaml"
    overlay.write_text("sparse:\n  tunables:\n    openacc: {vector_length: 256, num_gangs: 64}\n"
                       "  formats:\n    rsell_b: {C: 64, sigma: 4096}\n")
    done = gen(sparse_specs, "--overlay", overlay, "--out", tmp_path / "gen", "-q")
    assert done.returncode == 0, done.stderr
    tuned = tree(tmp_path / "gen")
    changed = sorted(k for k in plain_gen if plain_gen[k] != tuned.get(k))
    openacc = sorted(k for k in plain_gen if k.startswith("openacc/sparse_") and "table" not in k
               and "settings" not in k)
    rsell_b = sorted(k for k in plain_gen if re.fullmatch(r"[^/]+/sparse_rsell_b_\w+\.c", k))
    assert changed == sorted(set(openacc + rsell_b + ["include/sparse_kernels.h"])), changed
    header = tuned["include/sparse_kernels.h"].decode()
    assert "#define SPARSE_RSELL_B_C 64\n" in header and "#define SPARSE_RSELL_B_SIGMA 4096\n" in header
    assert "#define SPARSE_SELL_C 32\n" in header
    assert "num_gangs(64) vector_length(256)" in tuned["openacc/sparse_csr_double.c"].decode()
    manifest = (tmp_path / "gen" / "MANIFEST.json").read_text()
    assert '"overlay":' in manifest and '"overlay_sha256":' in manifest
    # --check against the same overlay passes; without it, the tuned files are stale
    assert gen(sparse_specs, "--check", "--overlay", overlay, "--out", tmp_path / "gen").returncode == 0
    assert gen(sparse_specs, "--check", "--out", tmp_path / "gen").returncode == 1


@pytest.mark.parametrize("text, line, key, message", [
    ("sparse:\n  formats:\n    sell: {C: 64, sigma: 100}\n", 3, "formats.sell.sigma",
     "must be a multiple of C = 64 (got 100)"),
    ("sparse:\n  tunables:\n    openacc: {vector_len: 3}\n", 3, "tunables.openacc.vector_len",
     "unknown key (allowed: vector_length, num_gangs)"),
    ("# tuned\ndense: {}\n", 2, "dense", "unknown family (known: ci, eri, lattice, sparse)"),
    ("sparse:\n  amg: {format: coo}\n", 2, "amg.format", "'coo' is not one of:"),
    ("sparse:\n  family: lattice\n", 2, "family", "an overlay cannot change the family"),
    ("sparse: 3\n", 1, "sparse", "must be a mapping"),
    ("- sparse\n", 1, "overlay", "top level must be a mapping of family names"),
])
def test_bad_overlay_names_its_file_and_line(tmp_path, sparse_specs, text, line, key, message):
    overlay = tmp_path / "bad.yaml"
    overlay.write_text(text)
    done = gen(sparse_specs, "--overlay", overlay, "--out", tmp_path / "gen")
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.startswith(f"error: {overlay}:{line}: {key}: {message}"), done.stderr
    assert not (tmp_path / "gen").exists()


def fake_log(path):
    """sparse_tune output of a small openacc grid: the fastest points are known."""
    lines = []
    for vl in (32, 64, 128, 256, 512):
        for g in (0, 16, 64, 256, 512):
            for fmt in ("sell", "csr"):
                ms = 1.0 + abs(vl - 256) / 100 + abs(g - 64) / 1000 + (fmt == "csr")
                point = f"num_gangs={g},vector_length={vl}" + (",C=32" if fmt == "sell" else "")
                for k in ("spmv", "residual", "prolong", "smooth"):
                    lines.append(f"RESULT tune flavour=openacc section=tunables format={fmt} "
                                 f"point={point} C={32 if fmt == 'sell' else 0} sigma=256 "
                                 f"kernel={k} ms={ms:.4f} gbs=1.0")
    for C in (8, 16, 32, 64, 128):
        for m in (1, 8, 64):
            ms = 1.0 + abs(C - 64) / 100 + abs(m - 8) / 100
            lines.append(f"RESULT tune flavour=openacc section=sell format=rsell_b "
                         f"point=num_gangs=0,vector_length=128,C={C} C={C} sigma={C * m} "
                         f"kernel=spmv ms={ms:.4f} gbs=1.0")
    for lanes in (32, 64, 128):
        lines.append(f"RESULT tune flavour=openacc section=csr_vector format=csr_vector "
                     f"point=num_gangs=0,vector_length=128,lanes={lanes} C=0 sigma=0 kernel=spmv "
                     f"ms={1 + abs(lanes - 64) / 100:.4f} gbs=1.0")
    path.write_text("noise line\n" + "\n".join(lines) + "\n")


def test_report_from_log_writes_an_overlay_the_generator_takes(tmp_path, sparse_specs):
    log = tmp_path / "tune.log"
    fake_log(log)
    out = tmp_path / "tuned" / "h100.yaml"
    done = tune("sparse", "--from-log", log, "--out", out, "--amg-format", "sell")
    assert done.returncode == 0, done.stderr
    text = done.stdout
    assert "| 256 | " in text and "rows vector_length, columns num_gangs" in text
    assert "best openacc tunables: vector_length = 256, num_gangs = 64" in text
    assert "best rsell_b: C = 64, sigma = 512" in text
    assert "best csr_vector: lanes = 64" in text
    overlay = out.read_text()
    assert "    openacc: {vector_length: 256, num_gangs: 64}\n" in overlay
    assert "    rsell_b: {C: 64, sigma: 512}\n" in overlay
    done = gen(sparse_specs, "--overlay", out, "--out", tmp_path / "gen", "-q")
    assert done.returncode == 0, done.stderr
    again = tune("sparse", "--from-log", log, "--out", out)
    assert again.returncode == 2 and "exists; pass --force" in again.stderr
    assert tune("sparse", "--from-log", log, "--out", out, "--force").returncode == 0


def test_report_refuses_bad_logs(tmp_path):
    empty = tmp_path / "empty.log"
    empty.write_text("nothing here\n")
    done = tune("sparse", "--from-log", empty)
    assert done.returncode == 2 and "no `RESULT tune` lines" in done.stderr
    bad = tmp_path / "bad.log"
    bad.write_text("RESULT tune flavour=openacc section=sell ms=abc\n")
    done = tune("sparse", "--from-log", bad)
    assert done.returncode == 2 and f"{bad}:1: malformed RESULT tune line" in done.stderr
    assert "only the sparse family" in tune("lattice", "--from-log", bad).stderr
    assert "--machine" in tune("sparse", "--from-log", bad, "--machine", "../x").stderr


def test_quick_grid_builds_runs_and_reports(tmp_path):
    """The whole loop on this machine with the first two values of each grid (omp-host)."""
    build(BUILD_CONFIGS[1])  # the omp-host libraries the tuning program links
    out = tmp_path / "quick.yaml"
    done = tune("sparse", "--flavour", "omp-host", "--quick", "--matrix", "poisson:12",
                "--dir", tmp_path / "build", "--out", out)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr
    assert "best omp-host tunables: schedule = " in done.stdout
    for fmt in ("sell", "rsell_a", "rsell_b", "csr_vector"):
        assert f"best {fmt}: " in done.stdout
    log = (tmp_path / "build" / "tune.log").read_text()
    # tunables: 2 x 2 points x (sell, csr); sell: 3 formats x 2 C x 4 sigmas; csr_vector: 1
    assert len(re.findall(r"^RESULT tune ", log, re.M)) == (2 * 2 * 2 + 3 * 2 * 4 + 1) * 4
    assert out.exists() and "omp-host: {schedule: " in out.read_text()
