"""Validation of the ci family's spec (specs/ci.yaml): every bad spec exits 2
with one `file:line: key: message` line and writes nothing; the generator
refuses, at generation time, the reduction strategies a flavour's compiler
cannot build, naming why, instead of emitting code for them."""
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "specs" / "ci.yaml"
GEN = ROOT / "gen"


def run_gen(*args):
    return subprocess.run([sys.executable, "-m", "generator", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def sub(old, new):
    def mutate(text):
        assert text.count(old) == 1, f"spec mutation: {old!r} occurs {text.count(old)} times"
        return text.replace(old, new)
    return mutate


def line_of(text, marker):
    hits = [i for i, line in enumerate(text.splitlines(), 1) if marker in line]
    assert len(hits) == 1, f"marker {marker!r} is on lines {hits}"
    return hits[0]


# (id, mutation, marker on the offending line, key, message)
BAD_SPECS = [
    ("N-not-a-choice", sub("N: [4, 8, 12, 16, 20]", "N: [4, 6, 12]"), "N: [4, 6, 12]", "states.N",
     "entry 1 is 6; each N must be one of 4, 8, 12, 16, 20"),
    ("N-empty", sub("N: [4, 8, 12, 16, 20]", "N: []"), "N: []", "states.N", "needs at least 1 entries"),
    ("N-duplicate", sub("N: [4, 8, 12, 16, 20]", "N: [4, 8, 4]"), "N: [4, 8, 4]", "states.N[2]",
     "duplicate entry '4'"),
    ("n_sp-too-large", sub("n_sp: 128", "n_sp: 129"), "n_sp: 129", "states.n_sp", "must be <= 128 (got 129)"),
    ("n_sp-below-N", sub("n_sp: 128", "n_sp: 16"), "n_sp: 16", "states.n_sp",
     "must be >= the largest N = 20 (got 16)"),
    ("d-zero", sub("d: 2 ", "d: 0 "), "d: 0", "states.d", "must be >= 1 (got 0)"),
    ("width-too-large", sub("widths: [1, 2, 3, 4, 8, 16, 32, 64, 256]", "widths: [1, 512]"),
     "widths: [1, 512]", "reductions.widths[1]", "must be <= 256 (got 512)"),
    ("width-zero", sub("widths: [1, 2, 3, 4, 8, 16, 32, 64, 256]", "widths: [0, 2]"),
     "widths: [0, 2]", "reductions.widths[0]", "must be >= 1 (got 0)"),
    ("strategy-unknown", sub("strategies: [array_clause, atomic, scalars]", "strategies: [atomic, tree]"),
     "strategies: [atomic, tree]", "reductions.strategies[1]",
     "'tree' is not one of: array_clause, atomic, scalars"),
    ("missing-widths", sub("  widths: [1, 2, 3, 4, 8, 16, 32, 64, 256]\n", ""), "reductions:",
     "reductions.widths", "required key missing"),
    ("unknown-key", sub("  d: 2 ", "  spin: 1\n  d: 2 "), "spin: 1", "states.spin",
     "unknown key (allowed: N, n_sp, d)"),
    ("segment-not-dividing", sub("segment: 16,", "segment: 24,"), "segment: 24", "scan.lookback.segment",
     "must divide threads = 256 (got 24)"),
    ("stage-too-large", sub("per_thread: 16,", "per_thread: 32,"), "per_thread: 32", "scan.lookback",
     "the tile's stage, threads x (per_thread + 1) x 8 = 67584 bytes, exceeds a team's 49152 bytes"),
    ("fill-kernels-three", sub("fill_kernels: {openacc: 2,", "fill_kernels: {openacc: 3,"),
     "fill_kernels: {openacc: 3,", "hamiltonian.fill_kernels.openacc", "must be <= 2 (got 3)"),
    ("fill-kernels-unknown-flavour", sub("fill_kernels: {openacc: 2,", "fill_kernels: {cuda: 2,"),
     "fill_kernels: {cuda: 2,", "hamiltonian.fill_kernels.cuda", "unknown key"),
]


@pytest.fixture(scope="module")
def spec_text():
    return SPEC.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def bad_runs(tmp_path_factory, spec_text):
    # The folders are made here, not in the threads: tmp_path_factory is not thread-safe, and when
    # this is the session's first use of it, concurrent calls raced to create the base folder
    # (11 errors at the start of a full run, whose test order puts this module first).
    cases = []
    for name, mutate, *_ in BAD_SPECS:
        text = mutate(spec_text)
        d = tmp_path_factory.mktemp(name)
        (d / "specs").mkdir()
        (d / "specs" / "ci.yaml").write_text(text, encoding="utf-8")
        cases.append((name, d, text))

    def one(case):
        name, d, text = case
        return name, (d, text, run_gen("--specs", d / "specs", "--out", d / "out"))

    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(pool.map(one, cases))


@pytest.mark.parametrize("name, marker, key, message", [(c[0],) + c[2:] for c in BAD_SPECS],
                         ids=[c[0] for c in BAD_SPECS])
def test_bad_ci_spec_is_rejected(bad_runs, name, marker, key, message):
    d, text, done = bad_runs[name]
    prefix = f"error: {d / 'specs' / 'ci.yaml'}:{line_of(text, marker)}: {key}: "
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(prefix), f"expected prefix {prefix!r}, got {lines[0]!r}"
    assert message in lines[0][len(prefix):], lines[0]
    assert not (d / "out").exists()


def test_unsupported_strategy_is_refused_with_reason():
    """openacc (GCC 12) cannot compile OpenACC array reductions: no file is
    generated for it, and the reason is in the headers and the kernel table."""
    assert not (GEN / "openacc" / "ci_reduce_array_clause.c").exists()
    for flavour in ("omp-target", "plain", "omp-host"):
        assert (GEN / flavour / "ci_reduce_array_clause.c").exists(), flavour
    table = (GEN / "openacc" / "ci_tables.c").read_text()
    header = table.split("*/", 1)[0]
    assert " * unsupported: openacc/array_clause: GCC 12" in header
    assert "internal compiler error" in " ".join(header.split())
    assert '"unsupported: openacc/array_clause: ' in table
    assert "ci_reduce_array_clause_w" not in table
    for flavour in ("plain", "omp-host"):
        assert "unsupported" not in (GEN / flavour / "ci_tables.c").read_text(), flavour


def test_unsupported_widths_are_refused_with_reason():
    """omp-target (clang 16) aborts on the GPU beyond 16 scalar reduction variables in one
    parallel region: its scalars file stops at m = 16, the wider widths are table entries
    without a kernel and with the reason. atomic and array_clause keep every width (atomic's
    wrong GPU sums were a clang 16 barrier miscompilation that configure.py now turns off)."""
    widths = [1, 2, 3, 4, 8, 16, 32, 64, 256]  # specs/ci.yaml
    scalars = (GEN / "omp-target" / "ci_reduce_scalars.c").read_text()
    assert " * widths:    1, 2, 3, 4, 8, 16\n" in scalars
    assert "ci_reduce_scalars_w16(" in scalars and "ci_reduce_scalars_w32(" not in scalars
    assert (GEN / "omp-target" / "ci_reduce_atomic.c").exists()
    table = (GEN / "omp-target" / "ci_tables.c").read_text()
    header = table.split("*/", 1)[0]
    assert " * unsupported: omp-target/scalars: widths above 16: clang 16" in header
    assert "omp-target/atomic" not in table
    for m in widths:
        built = f'{{"scalars", {m}, ci_reduce_scalars_w{m}, NULL}}'
        refused = f'{{"scalars", {m}, NULL, unsupported_scalars}}'
        assert (built in table, refused in table) == (m <= 16, m > 16), m
        assert f'{{"atomic", {m}, ci_reduce_atomic_w{m}, NULL}}' in table, m
        assert f'{{"array_clause", {m}, ci_reduce_array_clause_w{m}, NULL}}' in table, m
    # each reason once, as the string the entries share
    assert table.count('"unsupported: omp-target/scalars: widths above 16: ') == 1


def test_one_kernel_per_listed_width(spec_text, tmp_path):
    """Only the widths the spec lists get kernels, and the table follows."""
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "ci.yaml").write_text(
        sub("widths: [1, 2, 3, 4, 8, 16, 32, 64, 256]", "widths: [5, 1]")(spec_text), encoding="utf-8")
    done = run_gen("--specs", specs, "--out", tmp_path / "gen", "-q")
    assert done.returncode == 0, done.stderr
    for flavour in ("omp-host", "openacc"):
        text = (tmp_path / "gen" / flavour / "ci_reduce_atomic.c").read_text()
        assert sorted(set(__import__("re").findall(r"void ci_reduce_atomic_w(\d+)\(", text))) == ["1", "5"]
    scalars = (tmp_path / "gen" / "omp-host" / "ci_reduce_scalars.c").read_text()
    assert "reduction(+:a0, a1, a2, a3, a4)" in scalars



def test_fill_kernels_per_flavour(spec_text, tmp_path):
    """hamiltonian.fill_kernels: 2 cuts the shell model's fill into the kernel of parts 0 and 1
    and the proton-neutron one, which ci_ham_fill calls in turn; 1 (and a flavour not named)
    keeps one kernel. The header says which."""
    split = ["ci_ham_fill_sector_items", "ci_ham_fill_pn_items", "ci_ham_fill"]

    def fills(gen, flavour):
        text = (gen / flavour / "ci_hamiltonian.c").read_text()
        kernels = re.findall(r"^(?:static )?void (ci_ham_fill\w*)\(", text, re.MULTILINE)
        return kernels, text
    for flavour, n in (("openacc", 2), ("omp-target", 1), ("omp-host", 1), ("plain", 1)):
        kernels, text = fills(GEN, flavour)
        assert f" * fill kernels: {n}\n" in text, flavour
        assert kernels == (split if n == 2 else ["ci_ham_fill"]), (flavour, kernels)
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "ci.yaml").write_text(
        sub("fill_kernels: {openacc: 2, omp-target: 1}", "fill_kernels: {plain: 2}")(spec_text),
        encoding="utf-8")
    done = run_gen("--specs", specs, "--out", tmp_path / "gen", "-q")
    assert done.returncode == 0, done.stderr
    assert fills(tmp_path / "gen", "plain")[0] == split
    assert fills(tmp_path / "gen", "openacc")[0] == ["ci_ham_fill"]
