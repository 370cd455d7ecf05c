"""Tests of the spec-driven generator (`python3 -m generator`).

Every run is a subprocess writing into a temporary folder, never into the
repository's gen/. Covered: every class of spec validation error (exit 2, the
exact `file:line: key:` prefix, nothing written), determinism and equality with
the committed gen/, `--check`, the effect of changing tunables, the refusal to
replace a folder holding foreign files, and the shape of the generated files and
kernel templates.

A full run formats ~40 files with clang-format (~1 s), so the runs are made by
two module fixtures that start them concurrently (`bad_spec_runs`, `runs`); the
tests then only inspect the results.
"""
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "specs" / "sparse.yaml"
GEN = ROOT / "gen"
TEMPLATES = ROOT / "templates"
FLAVOURS = ("openacc", "omp-target", "plain", "omp-host")
WORKERS = min(8, max(2, os.cpu_count() or 1))


# --------------------------------------------------------------------------- helpers

# A hang guard, not a speed test: a full run renders ~300 files (a minute or more on two
# cores) and the fixtures start several at once, so a loaded machine needs the margin.
RUN_TIMEOUT = 900


def run_gen(*args):
    return subprocess.run([sys.executable, "-m", "generator", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=RUN_TIMEOUT)


def tree(d):
    """relative path -> bytes of every file under d (hidden ones included)."""
    d = Path(d)
    return {p.relative_to(d).as_posix(): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()}


def tree_state(d):
    """Like tree() with folders and modification times: also detects a rewrite with equal bytes."""
    d = Path(d)
    return {p.relative_to(d).as_posix(): (p.read_bytes() if p.is_file() else None, p.stat().st_mtime_ns)
            for p in sorted(d.rglob("*"))}


def changed_files(a, b):
    return sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))


def stale_lines(stderr):
    return [line[len("stale: "):] for line in stderr.splitlines() if line.startswith("stale: ")]


def sub(old, new):
    """A spec mutation replacing the single occurrence of `old`."""
    def mutate(text):
        assert text.count(old) == 1, f"spec mutation: {old!r} occurs {text.count(old)} times"
        return text.replace(old, new)
    return mutate


def resub(pattern, new):
    def mutate(text):
        out, n = re.subn(pattern, new, text, flags=re.M)
        assert n == 1, f"spec mutation: {pattern!r} matched {n} times"
        return out
    return mutate


def line_of(text, marker):
    hits = [i for i, line in enumerate(text.splitlines(), 1) if marker in line]
    assert len(hits) == 1, f"marker {marker!r} is on lines {hits}"
    return hits[0]


@pytest.fixture(scope="module")
def spec_text():
    return SPEC.read_text(encoding="utf-8")


# --------------------------------------------------------------------------- all full runs

VARIANTS = {  # spec mutations whose effect on the output is tested (section 4)
    "baseline": lambda t: t,
    "vl256": sub("vector_length: 128", "vector_length: 256"),
    "C64": sub("    C: 32", "    C: 64"),
    "split": sub("split_row_bytes: {omp-target: 128}", "split_row_bytes: {omp-target: 32, openacc: 64}"),
}


@pytest.fixture(scope="module")
def runs(tmp_path_factory, spec_text):
    """Every full generator run of sections 2-5, each in its own folder, run
    concurrently: first those that need nothing, then those that start from a
    copy of the default output. name -> SimpleNamespace of what each test needs."""
    base = tmp_path_factory.mktemp("runs")

    def default():
        out = base / "default" / "gen"
        return SimpleNamespace(out=out, done=run_gen("--out", out, "-q"))

    def second():
        out = base / "second" / "gen"
        done = run_gen("--out", out)
        return SimpleNamespace(out=out, done=done, siblings=sorted(os.listdir(out.parent)))

    def variant(name):
        def job():
            # Each variant has its own spec folder; its path (in every header and
            # in the manifest) is replaced by a placeholder before comparing. The
            # folder names have equal lengths so that the header lines do too.
            specs = base / f"variant-{list(VARIANTS).index(name)}" / "specs"
            specs.mkdir(parents=True)
            (specs / "sparse.yaml").write_text(VARIANTS[name](spec_text), encoding="utf-8")
            out = specs.parent / "gen"
            done = run_gen("--specs", specs, "--out", out, "-q")
            files = {k: v.replace(str(specs).encode(), b"<specs>") for k, v in tree(out).items()}
            return SimpleNamespace(done=done, files=files)
        return job

    def repo_check():
        return SimpleNamespace(done=run_gen("--check"))

    def refuse_foreign_only():
        out = base / "refuse-foreign-only" / "gen"
        out.mkdir(parents=True)
        foreign = out / "notes.txt"
        foreign.write_text("mine\n")
        before = tree_state(out.parent)
        done = run_gen("--out", out)
        return SimpleNamespace(out=out, foreign=foreign, done=done, before=before,
                               after=tree_state(out.parent))

    def copy_of_default(name):
        out = base / name / "gen"
        shutil.copytree(results["default"].out, out)
        return out

    def check(name, change):
        def job():
            out = copy_of_default(name)
            target = change(out)
            before = tree_state(out)
            done = run_gen("--check", "--out", out)
            return SimpleNamespace(out=out, target=target, done=done, before=before,
                                   after=tree_state(out))
        return job

    def hand_edit(out):
        path = out / "openacc" / "sparse_csr_double.c"
        text = path.read_text()
        assert "sum += val[k]" in text
        path.write_text(text.replace("sum += val[k]", "sum -= val[k]", 1))
        return path

    def delete(out):
        path = out / "plain" / "sparse_vector_float.c"
        path.unlink()
        return path

    def add_extra(out):
        path = out / "omp-host" / "sparse_extra_double.c"
        path.write_text("/* not generated */\n")
        return path

    def refuse_then_force():
        out = copy_of_default("refuse-then-force")
        old = 1_000_000_000 * 10**9  # 2001: every generated file looks old
        for path in out.rglob("*"):
            if path.is_file():
                os.utime(path, ns=(old, old))
        foreign = out / "openacc" / "my_kernel.c"
        foreign.write_text("/* hand written */\n")
        before = tree_state(out.parent)
        refused = run_gen("--out", out)
        after_refusal = tree_state(out.parent)
        forced = run_gen("--out", out, "--force", "-q")
        mtimes = {p.relative_to(out).as_posix(): p.stat().st_mtime_ns
                  for p in out.rglob("*") if p.is_file()}
        return SimpleNamespace(out=out, foreign=foreign, before=before, refused=refused,
                               after_refusal=after_refusal, forced=forced, old=old, mtimes=mtimes,
                               siblings=sorted(os.listdir(out.parent)))

    first = {"default": default, "second": second, "repo_check": repo_check,
             "refuse_foreign_only": refuse_foreign_only,
             **{f"variant_{name}": variant(name) for name in VARIANTS}}
    then = {"check_fresh": check("check-fresh", lambda out: None),
            "check_edited": check("check-edited", hand_edit),
            "check_deleted": check("check-deleted", delete),
            "check_extra": check("check-extra", add_extra),
            "refuse_then_force": refuse_then_force}
    results = {}
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        futures = {name: pool.submit(job) for name, job in first.items()}
        results["default"] = futures.pop("default").result()
        assert results["default"].done.returncode == 0, results["default"].done.stderr
        futures.update((name, pool.submit(job)) for name, job in then.items())
        results.update((name, f.result()) for name, f in futures.items())
    return SimpleNamespace(**results)


@pytest.fixture(scope="module")
def default_out(runs):
    """gen/ as rendered from the repository's specs and templates, into a tmp folder."""
    assert runs.default.done.stdout == "" and runs.default.done.stderr == ""
    return runs.default.out

# --------------------------------------------------------------------------- 1. validation

# (id, mutation of specs/sparse.yaml, marker on the offending line (None: line 1), key, message)
BAD_SPECS = [
    # unknown keys
    ("unknown-top-level-key", sub("family: sparse\n", "family: sparse\ncolour: blue\n"),
     "colour: blue", "colour", "unknown key (allowed: family, description,"),
    ("unknown-nested-key", sub("    sigma: 256", "    foo: 1\n    sigma: 256"),
     "foo: 1", "formats.sell.foo", "unknown key (allowed: C, sigma)"),
    ("unknown-format", sub("  csr: {}", "  csr: {}\n  coo: {}"),
     "coo: {}", "formats.coo", "unknown key (allowed: csr, csr_vector, ellpack, sell, rsell_a, rsell_b, csb)"),
    ("unknown-tunable", sub("openacc: {vector_length: 128}", "openacc: {vector_length: 128, gangs: 4}"),
     "gangs: 4", "tunables.openacc.gangs", "unknown key"),
    ("unknown-flavour-tunables", sub("  plain: {}", "  plain: {}\n  cuda: {}"),
     "cuda: {}", "tunables.cuda", "unknown key"),
    # wrong types
    ("C-plain-string", sub("    C: 32", "    C: abc"), "C: abc", "formats.sell.C", "must be an integer (got 'abc')"),
    ("C-quoted-string", sub("    C: 32", '    C: "abc"'), 'C: "abc"', "formats.sell.C", "must be an integer (got 'abc')"),
    ("C-quoted-number", sub("    C: 32", '    C: "32"'), 'C: "32"', "formats.sell.C", "must be an integer (got '32')"),
    ("C-float", sub("    C: 32", "    C: 32.5"), "C: 32.5", "formats.sell.C", "must be an integer"),
    ("C-bool", sub("    C: 32", "    C: true"), "C: true", "formats.sell.C", "must be an integer (got 'true')"),
    ("C-empty", sub("    C: 32", "    C:"), "    C:", "formats.sell.C", "must be an integer (got '')"),
    ("value-types-scalar", sub("value_types: [double, float]", "value_types: double"),
     "value_types:", "value_types", "must be a list"),
    ("kernels-flow-mapping", sub("kernels: [spmv, residual, prolong, smooth]", "kernels: {spmv: {}, residual: {}}"),
     "kernels:", "kernels", "must be a list"),
    # a block value starts on the line after its key: the key's line is named
    ("kernels-block-mapping", sub("kernels: [spmv, residual, prolong, smooth]", "kernels:\n  spmv: {}\n  residual: {}"),
     "kernels:", "kernels", "must be a list"),
    ("sell-scalar", resub(r"^  sell:\n    C:.*\n    sigma:.*\n", "  sell: 32\n"),
     "sell: 32", "formats.sell", "must be a mapping"),
    ("formats-block-list", resub(r"^formats:\n(  .*\n)+", "formats:\n  - csr\n  - sell\n"),
     "formats:", "formats", "must be a mapping"),
    ("vector-length-list", sub("vector_length: 128", "vector_length: [128]"),
     "vector_length: [128]", "tunables.openacc.vector_length", "must be a single value"),
    ("description-number", resub(r"^description: .*$", "description: 42"),
     "description: 42", "description", "must be a string (got '42')"),
    # impossible values
    ("C-zero", sub("    C: 32", "    C: 0"), "C: 0", "formats.sell.C", "must be >= 1 (got 0)"),
    ("C-too-large", sub("    C: 32", "    C: 2048"), "C: 2048", "formats.sell.C", "must be <= 1024 (got 2048)"),
    ("sigma-zero", sub("    sigma: 256", "    sigma: 0"), "sigma: 0", "formats.sell.sigma", "must be >= 1 (got 0)"),
    ("sigma-not-multiple-of-C", sub("    sigma: 256", "    sigma: 48"), "sigma: 48", "formats.sell.sigma",
     "must be a multiple of C = 32 (got 48)"),
    ("sigma-below-C", sub("    sigma: 256", "    sigma: 16"), "sigma: 16", "formats.sell.sigma",
     "must be a multiple of C = 32 (got 16)"),
    ("vector-length-zero", sub("vector_length: 128", "vector_length: 0"), "vector_length: 0",
     "tunables.openacc.vector_length", "must be >= 1 (got 0)"),
    ("vector-length-too-large", sub("vector_length: 128", "vector_length: 1025"), "vector_length: 1025",
     "tunables.openacc.vector_length", "must be <= 1024 (got 1025)"),
    ("thread-limit-zero", sub("thread_limit: 128", "thread_limit: 0"), "thread_limit: 0",
     "tunables.omp-target.thread_limit", "must be >= 1 (got 0)"),
    ("num-gangs-negative", sub("openacc: {vector_length: 128}", "openacc: {vector_length: 128, num_gangs: -1}"),
     "num_gangs: -1", "tunables.openacc.num_gangs", "must be >= 0 (got -1)"),
    ("value-types-empty", sub("value_types: [double, float]", "value_types: []"),
     "value_types: []", "value_types", "needs at least 1 entries"),
    # unknown choices
    ("value-type-half", sub("value_types: [double, float]", "value_types: [half]"),
     "value_types: [half]", "value_types[0]", "'half' is not one of: double, float"),
    ("kernel-spmm", sub("kernels: [spmv, residual, prolong, smooth]", "kernels: [spmv, spmm]"),
     "kernels: [spmv, spmm]", "kernels[1]", "'spmm' is not one of: spmv, residual, prolong, smooth"),
    ("index-type-int64", resub(r"^index_type: int32", "index_type: int64"),
     "index_type: int64", "index_type", "'int64' is not one of: int32"),
    ("schedule-auto", sub("omp-host: {schedule: static}", "omp-host: {schedule: auto}"),
     "schedule: auto", "tunables.omp-host.schedule", "'auto' is not one of: static, dynamic, guided"),
    # duplicates
    ("duplicate-top-level-key", lambda t: t + "kernels: [spmv]\n",
     "kernels: [spmv]", "kernels", "duplicate key"),
    ("duplicate-nested-key", sub("    sigma: 256", "    C: 64\n    sigma: 256"),
     "C: 64", "formats.sell.C", "duplicate key"),
    ("duplicate-flow-key", sub("{vector_length: 128}", "{vector_length: 128, vector_length: 64}"),
     "vector_length: 64", "tunables.openacc.vector_length", "duplicate key"),
    ("duplicate-list-entry", sub("kernels: [spmv, residual, prolong, smooth]", "kernels: [spmv, residual, prolong, smooth, spmv]"),
     "kernels:", "kernels[4]", "duplicate entry 'spmv'"),
    ("duplicate-block-list-entry",
     sub("value_types: [double, float]", "value_types:\n  - double\n  - float\n  - double  # again"),
     "# again", "value_types[2]", "duplicate entry 'double'"),
    # missing required keys
    ("missing-family", sub("family: sparse\n", ""), None, "family", "required key missing"),
    ("missing-kernels", sub("kernels: [spmv, residual, prolong, smooth]\n", ""), None, "kernels", "required key missing"),
    ("missing-sell-C", resub(r"^    C: .*\n", ""), "sell:", "formats.sell.C", "required key missing"),
    ("missing-sell-sigma", resub(r"^    sigma: .*\n", ""), "sell:", "formats.sell.sigma", "required key missing"),
    # spmm.default_variant: a variant of spmm.variants, for a known flavour
    ("default-variant-not-listed", sub("variants: [naive, fused, cache_blocked, rowwise, rowwise_fused, rowwise_indexed]",
                                       "variants: [naive, fused, rowwise, rowwise_fused, rowwise_indexed]"),
     "default_variant: {omp-host: cache_blocked,", "spmm.default_variant.omp-host",
     "'cache_blocked' is not among spmm.variants"),
    ("default-variant-unknown-flavour", sub("default_variant: {omp-host: cache_blocked,",
                                            "default_variant: {cuda: cache_blocked,"),
     "default_variant: {cuda: cache_blocked,", "spmm.default_variant.cuda", "unknown key"),
    # spmm.split_row_bytes: whole lanes of 16 bytes, at least two, for a known flavour
    ("split-row-bytes-part-lane", sub("split_row_bytes: {omp-target: 128}", "split_row_bytes: {omp-target: 24}"),
     "split_row_bytes: {omp-target: 24}", "spmm.split_row_bytes.omp-target",
     "must be 0 (no split) or a multiple of 16 of at least 32"),
    ("split-row-bytes-one-lane", sub("split_row_bytes: {omp-target: 128}", "split_row_bytes: {omp-target: 16}"),
     "split_row_bytes: {omp-target: 16}", "spmm.split_row_bytes.omp-target", "(got 16)"),
    ("split-row-bytes-unknown-flavour", sub("split_row_bytes: {omp-target: 128}", "split_row_bytes: {cuda: 128}"),
     "split_row_bytes: {cuda: 128}", "spmm.split_row_bytes.cuda", "unknown key"),
    # spmv.column_segment_bytes: bytes of x, per known flavour
    ("column-segment-bytes-negative", sub("column_segment_bytes: {omp-target: 25165824,",
                                          "column_segment_bytes: {omp-target: -1,"),
     "column_segment_bytes: {omp-target: -1,", "spmv.column_segment_bytes.omp-target", "-1"),
    ("column-segment-bytes-unknown-flavour", sub("column_segment_bytes: {omp-target: 25165824,",
                                                 "column_segment_bytes: {cuda: 25165824,"),
     "column_segment_bytes: {cuda: 25165824,", "spmv.column_segment_bytes.cuda", "unknown key"),
    # amg.coarsening: one of the runtime's two
    ("amg-coarsening-unknown", sub("coarsening: aggregation", "coarsening: ruge-stueben"),
     "coarsening: ruge-stueben", "amg.coarsening", "'ruge-stueben' is not one of:"),
    # spmv.sell_unroll: entries a group, 1 to 16, per known flavour
    ("sell-unroll-zero", sub("sell_unroll: {omp-target: {float: 2},", "sell_unroll: {omp-target: {float: 0},"),
     "sell_unroll: {omp-target: {float: 0},", "spmv.sell_unroll.omp-target.float", "0"),
    ("sell-unroll-unknown-flavour", sub("sell_unroll: {omp-target: {float: 2},", "sell_unroll: {cuda: {float: 2},"),
     "sell_unroll: {cuda: {float: 2},", "spmv.sell_unroll.cuda", "unknown key"),
    ("sell-unroll-unknown-type", sub("sell_unroll: {omp-target: {float: 2},", "sell_unroll: {omp-target: {half: 2},"),
     "sell_unroll: {omp-target: {half: 2},", "spmv.sell_unroll.omp-target.half", "unknown key"),
    # family
    ("unknown-family", sub("family: sparse", "family: dense"), "family: dense", "family",
     "unknown family 'dense' (known: "),
    ("family-list", sub("family: sparse", "family: [sparse]"), "family:", "family", "must be a single value"),
    ("family-mapping", sub("family: sparse", "family: {name: sparse}"), "family:", "family",
     "must be a single value"),
    # YAML syntax
    ("yaml-tab-indent", sub("  csr: {}", "\tcsr: {}"), "\tcsr", "yaml", "cannot start any token"),
    ("yaml-mapping-values", sub("    C: 32", "    C: 32: 5"), "C: 32: 5", "yaml", "mapping values are not allowed"),
    ("yaml-undefined-alias", sub("    C: 32", "    C: *nope"), "C: *nope", "yaml", "found undefined alias 'nope'"),
    # top level
    ("empty-file", lambda t: "", None, "spec", "top level must be a mapping"),
    ("comments-only", lambda t: "# nothing here\n", None, "spec", "top level must be a mapping"),
    ("top-level-list", lambda t: "- family: sparse\n", None, "spec", "top level must be a mapping"),
    ("top-level-scalar", lambda t: "sparse\n", None, "spec", "top level must be a mapping"),
]


def assert_spec_error(done, path, line, key, message):
    prefix = f"error: {path}:{line}: {key}: "
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(prefix), f"expected prefix {prefix!r}, got {lines[0]!r}"
    assert message in lines[0][len(prefix):], lines[0]


@pytest.fixture(scope="module")
def bad_spec_runs(tmp_path_factory, spec_text):
    """Runs the generator on every BAD_SPECS case, concurrently (each run is one
    short-lived process), each in its own folder. id -> (folder, spec text,
    folder state before, completed process, folder state after)."""
    cases = {}
    for name, mutate, *_ in BAD_SPECS:
        text = mutate(spec_text)
        assert text != spec_text, name
        d = tmp_path_factory.mktemp(name)
        (d / "specs").mkdir()
        (d / "specs" / "sparse.yaml").write_text(text, encoding="utf-8")
        cases[name] = (d, text, tree_state(d))

    def one(name):
        d, text, before = cases[name]
        done = run_gen("--specs", d / "specs", "--out", d / "out")
        return name, (d, text, before, done, tree_state(d))

    with ThreadPoolExecutor(max_workers=min(8, os.cpu_count() or 1)) as pool:
        return dict(pool.map(one, cases))


@pytest.mark.parametrize("name, marker, key, message",
                         [(c[0],) + c[2:] for c in BAD_SPECS], ids=[c[0] for c in BAD_SPECS])
def test_bad_spec_is_rejected(bad_spec_runs, name, marker, key, message):
    d, text, before, done, after = bad_spec_runs[name]
    line = 1 if marker is None else line_of(text, marker)
    assert_spec_error(done, d / "specs" / "sparse.yaml", line, key, message)
    assert not (d / "out").exists()
    assert after == before  # nothing written: no output, no staging folder, spec untouched


def test_bad_spec_leaves_existing_output_untouched(tmp_path, spec_text, default_out):
    out = tmp_path / "gen"
    shutil.copytree(default_out, out)
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "sparse.yaml").write_text(sub("    C: 32", "    C: 0")(spec_text), encoding="utf-8")
    before = tree_state(tmp_path)
    for extra in ([], ["--force"], ["--check"]):
        done = run_gen("--specs", specs, "--out", out, *extra)
        assert_spec_error(done, specs / "sparse.yaml", line_of(spec_text, "    C: 32"),
                          "formats.sell.C", "must be >= 1 (got 0)")
        assert tree_state(tmp_path) == before


def test_one_bad_spec_among_several_is_named(tmp_path, spec_text):
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "a.yaml").write_text(spec_text, encoding="utf-8")
    bad = specs / "b.yaml"
    bad.write_text(sub("kernels: [spmv, residual, prolong, smooth]", "kernels: [spmm]")(spec_text), encoding="utf-8")
    done = run_gen("--specs", specs, "--out", tmp_path / "out")
    assert_spec_error(done, bad, line_of(spec_text, "kernels:"), "kernels[0]", "'spmm' is not one of")
    assert not (tmp_path / "out").exists()


def test_spec_dir_without_yaml_files(tmp_path, spec_text):
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "sparse.yml").write_text(spec_text, encoding="utf-8")  # wrong extension: not a spec
    (specs / "README").write_text("no specs here\n")
    done = run_gen("--specs", specs, "--out", tmp_path / "out")
    assert_spec_error(done, specs, 0, "specs", "no *.yaml spec files found")
    assert not (tmp_path / "out").exists()


def test_spec_dir_missing(tmp_path):
    done = run_gen("--specs", tmp_path / "nope", "--out", tmp_path / "out")
    assert_spec_error(done, tmp_path / "nope", 0, "specs", "no *.yaml spec files found")
    assert not (tmp_path / "out").exists()


def test_unreadable_spec(tmp_path):
    specs = tmp_path / "specs"
    (specs / "sparse.yaml").mkdir(parents=True)  # a folder where a file is expected
    done = run_gen("--specs", specs, "--out", tmp_path / "out")
    assert_spec_error(done, specs / "sparse.yaml", 0, "file", "cannot read")
    assert not (tmp_path / "out").exists()


def test_spec_not_utf8(tmp_path, spec_text):
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "sparse.yaml").write_bytes(sub("SpMV, residual and V-cycle kernels", "Gr\xfc\xdfe")(spec_text)
                                        .encode("latin-1"))
    done = run_gen("--specs", specs, "--out", tmp_path / "out")
    assert_spec_error(done, specs / "sparse.yaml", line_of(spec_text, "SpMV, residual and V-cycle kernels"),
                      "file", "not UTF-8")
    assert not (tmp_path / "out").exists()


# --------------------------------------------------------------------------- 2. determinism

def test_format_cache_answers_what_clang_format_would(tmp_path, monkeypatch):
    """The clang-format cache (generator/render.py, GENERATOR_FORMAT_CACHE) gives back clang-format's
    own text for a text it has seen, keys on the text (not the file's name), and is skipped when off."""
    sys.path.insert(0, str(ROOT))
    from generator import render
    calls = []
    real = render._run_clang_format

    def counted(text, name):
        calls.append(name)
        return real(text, name)
    monkeypatch.setattr(render, "_run_clang_format", counted)
    monkeypatch.setenv("GENERATOR_FORMAT_CACHE", str(tmp_path / "cache"))
    text = "int  f( int x ){return x+1;}\n"
    first = render.clang_format(text, "a.c")
    assert render.clang_format(text, "other/b.c") == first == real(text, "a.c") and len(calls) == 1
    render.clang_format(text + "\n", "a.c")
    assert len(calls) == 2
    entries = [p for p in (tmp_path / "cache").rglob("*") if p.is_file()]
    assert len(entries) == 2 and not [p for p in entries if p.name.endswith(".tmp")]
    monkeypatch.setenv("GENERATOR_FORMAT_CACHE", "off")
    assert render.clang_format(text, "a.c") == first and len(calls) == 3


def test_two_runs_are_byte_identical(runs, default_out):
    done, out = runs.second.done, runs.second.out
    assert done.returncode == 0, done.stderr
    assert f"wrote {len(tree(out))} files to {out}" in done.stdout
    first, second = tree(default_out), tree(out)
    assert sorted(first) == sorted(second)
    assert changed_files(first, second) == []
    assert runs.second.siblings == ["gen"]  # no staging leftovers


def test_output_equals_committed_gen(default_out):
    fresh, committed = tree(default_out), tree(GEN)
    assert sorted(fresh) == sorted(committed), "file lists differ from the committed gen/"
    assert changed_files(fresh, committed) == [], \
        "the committed gen/ is stale: run `python3 -m generator` and commit"


def test_manifest_lists_every_file_with_its_hash(default_out):
    files = tree(default_out)
    manifest = json.loads(files.pop("MANIFEST.json"))
    assert sorted(manifest["files"]) == sorted(files)
    for rel, entry in manifest["files"].items():
        assert entry["sha256"] == hashlib.sha256(files[rel]).hexdigest(), rel
        for t in entry["templates"]:
            assert (TEMPLATES / t).is_file(), (rel, t)
    assert manifest["generator_sha256"] and manifest["formatter"]


# --------------------------------------------------------------------------- 3. --check

def checked(run):
    assert run.after == run.before, "--check must write nothing"
    return run.done


def test_check_passes_on_fresh_output(runs):
    done = checked(runs.check_fresh)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "up to date" in done.stdout


def test_check_names_hand_edited_file(runs):
    done = checked(runs.check_edited)
    assert done.returncode == 1
    assert stale_lines(done.stderr) == [
        f"{runs.check_edited.target}: differs from what the specs and templates produce"]


def test_check_names_missing_file(runs):
    done = checked(runs.check_deleted)
    assert done.returncode == 1
    assert stale_lines(done.stderr) == [f"{runs.check_deleted.target}: missing"]


def test_check_names_extra_file(runs):
    done = checked(runs.check_extra)
    assert done.returncode == 1
    assert stale_lines(done.stderr) == [f"{runs.check_extra.target}: not produced by the generator"]


def test_check_on_repository(runs):
    done = runs.repo_check.done
    assert done.returncode == 0, done.stderr
    assert "up to date" in done.stdout


def rendered_count(done):
    return int(re.search(r"\((\d+) of \d+ units rendered", done.stdout + done.stderr)[1])


@pytest.fixture
def committed_gen(tmp_path):
    """A copy of the committed gen/ (test_output_equals_committed_gen: what the generator
    writes), with its manifest: what the fast check starts from."""
    shutil.copytree(GEN, tmp_path / "committed")
    return tmp_path / "committed"


def fast_and_full_check(tmp_path, committed_gen, change):
    """--check and --check --full on a copy of the committed output and of the templates, which
    `change(templates)` edits: the fast run and both stale lists."""
    out, templates = tmp_path / "gen", tmp_path / "templates"
    shutil.copytree(committed_gen, out)
    shutil.copytree(TEMPLATES, templates)
    change(templates)
    args = ("--check", "--out", out, "--templates", templates)
    fast, full = run_gen(*args), run_gen(*args, "--full")
    return fast, stale_lines(fast.stderr), stale_lines(full.stderr)


def test_fast_check_renders_only_units_whose_inputs_moved(tmp_path, committed_gen):
    """A template edit: the fast check renders the units made from that template (and no
    other) and finds them stale, as the full check does."""
    def edit_template(templates):
        path = templates / "kernels" / "sparse" / "csr.c.j2"
        path.write_text(path.read_text() + "/* edited */\n")
    fast, stale, full_stale = fast_and_full_check(tmp_path, committed_gen, edit_template)
    csr = [f for f in stale if "/sparse_csr_" in f]  # 4 flavours x 2 value types
    assert fast.returncode == 1 and len(csr) == 8 and len(stale) == 9, fast.stderr  # + manifest
    assert rendered_count(fast) == 8
    assert stale == full_stale


def test_fast_check_of_unchanged_inputs_renders_nothing(tmp_path, committed_gen):
    out = tmp_path / "gen"
    shutil.copytree(committed_gen, out)
    done = run_gen("--check", "--out", out)
    assert done.returncode == 0 and rendered_count(done) == 0, done.stdout + done.stderr


def test_fast_check_catches_stale_and_hand_edited_files(tmp_path, committed_gen):
    """A template edit (stale outputs) and a hand edit of another file, together."""
    out = tmp_path / "gen"
    shutil.copytree(committed_gen, out)
    templates = tmp_path / "templates"
    shutil.copytree(TEMPLATES, templates)
    path = templates / "kernels" / "lattice" / "vec3.c.j2"
    path.write_text(path.read_text() + "/* edited */\n")
    edited = out / "plain" / "eri_ssss.c"
    edited.write_text(edited.read_text().replace("{", "{ /* hand edit */", 1))
    done = run_gen("--check", "--out", out, "--templates", templates)
    stale = stale_lines(done.stderr)
    vec3 = sorted(f for f in stale if "lattice_vec3_" in f)
    assert done.returncode == 1 and len(vec3) == 8, done.stderr  # 4 flavours x 2 precisions
    assert f"{edited}: differs from what the specs and templates produce" in stale
    assert len(stale) == len(vec3) + 2  # and MANIFEST.json (the inputs it records moved)
    assert rendered_count(done) == len(vec3) + 1


def test_full_check_catches_an_edit_the_manifest_was_made_to_agree_with(tmp_path, committed_gen):
    """The fast check trusts the manifest's record of each file; one edited together with its
    recorded hash passes it, and only the full check (CI's) finds it."""
    out = tmp_path / "gen"
    shutil.copytree(committed_gen, out)
    edited = out / "plain" / "sparse_csr_double.c"
    text = edited.read_text().replace("{", "{ /* hand edit */", 1)
    edited.write_text(text)
    manifest = json.loads((out / "MANIFEST.json").read_text())
    manifest["files"]["plain/sparse_csr_double.c"]["sha256"] = hashlib.sha256(text.encode()).hexdigest()
    (out / "MANIFEST.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    full = run_gen("--check", "--full", "--out", out)
    assert full.returncode == 1 and f"{edited}: differs" in full.stderr, full.stderr


# --------------------------------------------------------------------------- 4. tunables

def variant_files(runs, name):
    run = getattr(runs, f"variant_{name}")
    assert run.done.returncode == 0, run.done.stderr
    return run.files


def test_vector_length_changes_only_openacc_kernels(runs):
    base, new = variant_files(runs, "baseline"), variant_files(runs, "vl256")
    kernels = sorted(p for p in base if p.startswith("openacc/sparse_") and "table" not in p
                     and "settings" not in p)
    # (6 row formats + vector + CSR SpMM + naive, rowwise, rowwise_fused and rowwise_indexed
    # CSB SpMM + block vectors + distributed gathers and dots) x 2 value types; openacc builds
    # no staged SpMM variant (generator/families/sparse.py UNSUPPORTED)
    assert len(kernels) == 28
    assert changed_files(base, new) == sorted(kernels + ["MANIFEST.json"])
    for rel in kernels:
        text = new[rel].decode()
        assert re.search(r"^ \* tunables:.*\bvector_length=256\b", text, re.M), rel  # header comment
        if "csr_vector" in rel:  # a team of `lanes` per row: vector_length is the spec's lanes
            continue
        logical = text.replace("\\\n", " ").splitlines()  # join continued directive lines
        pragmas = [line for line in logical if line.startswith("#pragma acc parallel")]
        assert pragmas, rel
        assert all("vector_length(256)" in p for p in pragmas), (rel, pragmas)
        assert "vector_length(128)" not in text, rel


def test_sell_C_changes_sell_files_and_header(runs):
    base, new = variant_files(runs, "baseline"), variant_files(runs, "C64")
    sell = sorted(p for p in base if re.fullmatch(r"[^/]+/sparse_sell_\w+\.c", p))
    assert len(sell) == 4 * 2  # flavours x value types
    assert changed_files(base, new) == sorted(sell + ["include/sparse_kernels.h", "MANIFEST.json"])
    assert "#define SPARSE_SELL_C 64\n" in new["include/sparse_kernels.h"].decode()
    for rel in sell:
        text = new[rel].decode()
        assert re.search(r"^ \* C:\s+64$", text, re.M), rel
        assert "n_chunks * 64" in text and "s / 64" in text, rel
        assert not re.search(r"[*/%] 32\b", text), rel  # no arithmetic with the old C left


def split_kernels(text):
    """k -> lanes a row for the fixed-k kernels of a rowwise_indexed file (1: one thread a row)."""
    found = {}
    for k, body in re.findall(r"^/\* k = (\d+) \*/\n(.*?)^}", text, re.M | re.S):
        lanes = re.search(r"n_lanes = \(int64_t\)n_rows \* (\d+);", body)
        found.setdefault(int(k), []).append(int(lanes.group(1)) if lanes else 1)
    return found


def test_split_row_bytes_splits_only_the_rows_it_names(runs):
    """spmm.split_row_bytes: in the flavours it names, a fixed-k rowwise_indexed kernel whose row
    of Y holds at least that many bytes gets row bytes / 16 lanes a row, on both row indices;
    nothing else changes."""
    base, new = variant_files(runs, "baseline"), variant_files(runs, "split")
    files = [f"{flavour}/sparse_spmm_csb_rowwise_indexed_{vt}.c"
             for flavour in ("omp-target", "openacc") for vt in ("double", "float")]
    assert changed_files(base, new) == sorted(files + ["MANIFEST.json"])

    def lanes(files_, flavour, vt):
        return split_kernels(files_[f"{flavour}/sparse_spmm_csb_rowwise_indexed_{vt}.c"].decode())

    # the spec as committed: omp-target from 128 bytes (k = 16 double, k = 32 either)
    assert lanes(base, "omp-target", "double") == {1: [1, 1], 4: [1, 1], 8: [1, 1], 16: [8, 8], 32: [16, 16]}
    assert lanes(base, "omp-target", "float") == {1: [1, 1], 4: [1, 1], 8: [1, 1], 16: [1, 1], 32: [8, 8]}
    assert lanes(base, "openacc", "double") == {k: [1, 1] for k in (1, 4, 8, 16, 32)}
    # omp-target from 32 bytes, openacc from 64
    assert lanes(new, "omp-target", "double") == {1: [1, 1], 4: [2, 2], 8: [4, 4], 16: [8, 8], 32: [16, 16]}
    assert lanes(new, "omp-target", "float") == {1: [1, 1], 4: [1, 1], 8: [2, 2], 16: [4, 4], 32: [8, 8]}
    assert lanes(new, "openacc", "double") == {1: [1, 1], 4: [1, 1], 8: [4, 4], 16: [8, 8], 32: [16, 16]}
    assert lanes(new, "openacc", "float") == {1: [1, 1], 4: [1, 1], 8: [1, 1], 16: [4, 4], 32: [8, 8]}
    text = new["omp-target/sparse_spmm_csb_rowwise_indexed_float.c"].decode()
    assert re.search(r"^ \* split_row_bytes: 32$", text, re.M)  # the header says so
    k8 = text[text.index("_float_k8("):text.index("_float_k16(")]
    # each lane sums and stores its own 4 of the row's 8 vectors
    assert "float acc[4];" in k8 and "X + j * 8 + part * 4" in k8 and "Y + (int64_t)i * 8 + part * 4" in k8
    assert "c < 8" not in k8


# --------------------------------------------------------------------------- 5. refusal

def test_refuses_folder_with_only_a_foreign_file(runs):
    run = runs.refuse_foreign_only
    assert run.done.returncode == 2
    assert run.done.stderr.splitlines() == [
        f"error: {run.foreign}: not written by the generator; "
        "move it away or pass --force to replace gen/ anyway"]
    assert run.after == run.before  # foreign file untouched, nothing else written


def test_refuses_generated_folder_with_foreign_file_then_force_replaces(runs, default_out):
    run = runs.refuse_then_force
    assert run.refused.returncode == 2
    assert run.refused.stderr.splitlines() == [
        f"error: {run.foreign}: not written by the generator; "
        "move it away or pass --force to replace gen/ anyway"]
    assert run.after_refusal == run.before
    assert run.forced.returncode == 0, run.forced.stderr
    # a regeneration that leaves a file's text as it was leaves its time too: ninja rebuilds
    # only what changed
    assert run.mtimes and all(t == run.old for t in run.mtimes.values()), \
        [rel for rel, t in run.mtimes.items() if t != run.old][:5]
    assert not run.foreign.exists()
    assert tree(run.out) == tree(default_out)
    assert run.siblings == ["gen"]  # no staging leftovers


# --------------------------------------------------------------------------- 6. file shape

def generated_header(text):
    m = re.match(r"/\*\n \* GENERATED FILE - do not edit\..*?\*/\n", text, re.S)
    return m.group(0) if m else None


def test_every_generated_source_starts_with_generated_header(default_out):
    manifest = json.loads((default_out / "MANIFEST.json").read_text())["files"]
    sources = [rel for rel in manifest if rel.endswith((".c", ".h"))]
    assert len(sources) >= 1 + 4 * 9  # at least the sparse family and the device layers
    for rel in sources:
        header = generated_header((default_out / rel).read_text())
        assert header, f"{rel} does not start with the GENERATED FILE header"
        assert f" * template:  templates/{manifest[rel]['templates'][0]}\n" in header, rel
        if manifest[rel]["spec"]:
            assert f" * spec:      {manifest[rel]['spec']}\n" in header, rel
            assert manifest[rel]["spec"].startswith("specs/"), rel


def test_device_files_start_with_generated_header(default_out):
    for flavour in FLAVOURS:
        header = generated_header((default_out / flavour / "device.c").read_text())
        assert header, f"{flavour}/device.c does not start with the GENERATED FILE header"
        assert f" * template:  templates/flavours/{flavour}/device.c.j2\n" in header


# A directive's text: a pragma, or the sentinel followed by a directive name (so a
# variable called `acc` in a template is not one).
DIRECTIVE = re.compile(r"#\s*pragma|_Pragma|\b(acc|omp)\s+(parallel|kernels|serial|loop|data|enter|"
                       r"exit|update|atomic|routine|declare|target|teams|distribute|simd|wait|for)\b")


def test_directives_only_in_flavour_templates():
    templates = sorted(p for p in TEMPLATES.rglob("*") if p.is_file())
    kernel_templates = [p for p in templates if "kernels" in p.relative_to(TEMPLATES).parts[:1]]
    assert kernel_templates
    for p in templates:
        rel = p.relative_to(TEMPLATES)
        if rel.parts[0] == "flavours":
            continue
        hits = [f"{rel}:{i}: {line.strip()}" for i, line in enumerate(p.read_text().splitlines(), 1)
                if DIRECTIVE.search(line)]
        assert not hits, "directive text outside templates/flavours/:\n" + "\n".join(hits)
    # the pattern does find the directives where they belong
    assert DIRECTIVE.search((TEMPLATES / "flavours" / "openacc" / "macros.j2").read_text())
    assert DIRECTIVE.search((TEMPLATES / "flavours" / "omp-target" / "macros.j2").read_text())


def test_every_flavour_defines_the_same_macros():
    """A kernel template may call any macro, so a flavour lacking one would fail
    only when that family is rendered: every macro set must be complete."""
    macro = re.compile(r"\{%-?\s*macro\s+(\w+)\s*\(")
    defined = {f: {m for m in macro.findall((TEMPLATES / "flavours" / f / "macros.j2").read_text())
                   if not m.startswith("_")}
               for f in FLAVOURS}
    every = set().union(*defined.values())
    assert {"parallel_for", "parallel_reduce", "inner_seq"} <= every
    missing = {f: sorted(every - names) for f, names in defined.items() if every - names}
    assert not missing, f"macros missing per flavour: {missing}"


def test_lattice_prefetch_only_for_host_flavours(tmp_path):
    """prefetch_rows is a CPU thread's look-ahead over its rows: an offload flavour has none."""
    text = (ROOT / "specs" / "lattice.yaml").read_text(encoding="utf-8")
    bad = text.replace("prefetch_rows:\n  omp-host: 2\n", "prefetch_rows:\n  omp-host: 2\n  openacc: 2\n")
    assert bad != text
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "lattice.yaml").write_text(bad, encoding="utf-8")
    done = run_gen("--specs", specs, "--out", tmp_path / "out")
    assert_spec_error(done, specs / "lattice.yaml", line_of(bad, "  openacc: 2"),
                      "prefetch_rows.openacc", "must be 0")
    assert not (tmp_path / "out").exists()
