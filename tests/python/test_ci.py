"""ci family in every build configuration:

 * tests/test_ci checks every generated ci kernel of the flavour against the plain
   references of runtime/ci on fresh random inputs (a new seed each run): pair counting
   (three variants, every N, n = 0, 1, 2, 97, 300), prefix sums (serial and
   work-efficient, n = 0, 1, powers of two, their neighbours, 2^20 + 7), the atomic fill
   (multisets per row; empty rows, one row, no entries) and the array reductions (every
   strategy the flavour builds at every width of the spec, m = 1 and 256 included);
 * the ci_bench driver at tiny sizes reports every metric, each checked against the
   reference, with its ratio to the copy bandwidth of the same run, and names the best
   reduction strategy; bad options get one clear line and a non-zero exit.
"""
import os
import re
import subprocess
import sys

import yaml

from conftest import BUILD_CONFIGS, ROOT, build

sys.path.insert(0, ROOT)
from generator.families.ci import COMPARE_VARIANTS, SCAN_UNSUPPORTED, UNSUPPORTED  # noqa: E402

with open(os.path.join(ROOT, "specs", "ci.yaml")) as f:
    SPEC = yaml.safe_load(f)


def run(cmd, **kw):
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "2"))
    return subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env, **kw)


def flavour_of(builddir):
    return next(f for f, c, _ in BUILD_CONFIGS if builddir.endswith(f"{f}-{c}"))


def results(stdout):
    """The key=value fields of every `RESULT ci` line."""
    rows = []
    for line in stdout.splitlines():
        if line.startswith("RESULT ci "):
            rows.append(dict(w.split("=", 1) for w in line.split()[2:]))
    return rows


def test_ci_c_program(builddir):
    done = run([os.path.join(builddir, "tests", "test_ci")])
    assert done.returncode == 0, done.stdout + done.stderr
    m = re.search(r"test_ci: (\d+) checks, 0 failed", done.stdout)
    assert m, done.stdout
    assert int(m.group(1)) > 300, done.stdout  # every kernel was reached
    assert re.search(r"^seed \d+ \(rerun with SEED=\d+\)", done.stdout, re.M), done.stdout
    assert f"flavour {flavour_of(builddir)} " in done.stdout
    # the shadow device has memory of its own; host-only builds share the host's
    memory = re.search(r"^device memory: (separate|shared)$", done.stdout, re.M)
    assert memory, done.stdout
    if builddir.endswith("-clang-shadow"):
        assert memory.group(1) == "separate", done.stdout
    elif builddir.endswith("-gcc"):
        assert memory.group(1) == "shared", done.stdout


def test_ci_bench_quick(builddir):
    flavour = flavour_of(builddir)
    # --max-call-s 60: no size shrinks on a busy machine, so all variants count the same states
    done = run([os.path.join(builddir, "bin", "ci_bench"), "--quick", "--max-call-s", "60"])
    assert done.returncode == 0, done.stdout + done.stderr
    rows = results(done.stdout)
    assert not [r for r in rows if "shrunk" in r], done.stdout
    assert all(r["flavour"] == flavour for r in rows), rows
    (copy,) = [r for r in rows if r["metric"] == "copy"]
    copy_gbs = float(copy["gbs"])
    assert copy_gbs > 0
    measured = [r for r in rows if "gbs" in r and r["metric"] != "copy"]
    for r in measured:  # every metric with its ratio to the copy bandwidth of this run
        assert float(r["gbs"]) > 0 and float(r["ms"]) > 0, r
        assert abs(float(r["copy_gbs"]) - copy_gbs) <= 0.051, r
        assert abs(float(r["ratio"]) - float(r["gbs"]) / copy_gbs) < 0.01 + 0.01 * float(r["ratio"]), r

    pairs = {(int(r["N"]), r["variant"]): r for r in rows if r["metric"] == "pairs"}
    assert set(pairs) == {(n, v) for n in SPEC["states"]["N"] for v in COMPARE_VARIANTS}
    for (n, _), r in pairs.items():  # the three variants agree (each equals the reference)
        assert r["pairs"] == pairs[(n, COMPARE_VARIANTS[0])]["pairs"]
        assert int(r["n"]) < int(r["pairs"]) < int(r["n"]) ** 2, r  # near copies interact
        assert float(r["cmp_per_s"]) > 0

    scans = {(int(r["n"]), r["variant"]) for r in rows if r["metric"] == "scan"}
    built = [v for v in ("serial", "work_efficient", "blocked", "lookback")
             if (flavour, v) not in SCAN_UNSUPPORTED]
    assert scans == {(n, v) for n in (1000, 4097, 100003) for v in built}
    for v in ("serial", "work_efficient", "blocked", "lookback"):
        if (flavour, v) in SCAN_UNSUPPORTED:
            assert f"scan {v}: not built for this flavour: " in done.stdout, done.stdout
    fills = {r["variant"] for r in rows if r["metric"] == "fill"}
    assert fills == {"pipeline", "atomic", "host_sequential"}

    red = {(r["strategy"], int(r["m"])): r for r in rows if r["metric"] == "reduce"}
    red_spec = SPEC["reductions"]
    assert set(red) == {(s, m) for s in red_spec["strategies"] for m in red_spec["widths"]}
    for (s, m), r in red.items():  # unsupported exactly above the generator's width limit
        limit = UNSUPPORTED.get((flavour, s), (max(red_spec["widths"]),))[0]
        assert ("unsupported" in r) == (m > limit), r
    out = done.stdout
    for heading in ("pair counting", "prefix sum", "fill", "array reductions"):
        assert f"\n{heading}" in out, out
    best = re.search(rf"best strategy for {flavour}: (\w+) \(ahead by >= 5% at (\d+) of (\d+) widths; "
                     rf"(\d+) ties\)", out)
    assert best and best.group(1) in red_spec["strategies"], out
    assert UNSUPPORTED.get((flavour, best.group(1)), (1,))[0] > 0  # built at some width
    assert int(best.group(3)) == len(red_spec["widths"]), out
    assert int(best.group(2)) + int(best.group(4)) <= int(best.group(3)), out


def test_ci_bench_shrinks_long_calls():
    """A call predicted longer than --max-call-s runs on fewer states (pairs) or a smaller
    ni (reductions), still checked against the reference at that size; the serial scan
    skips the sizes where it would take longer."""
    bench = os.path.join(build(BUILD_CONFIGS[0]), "bin", "ci_bench")
    done = run([bench, "--quick", "--only", "pairs,scan,reduce", "--states", "2000", "--reduce-mb", "4",
                "--scan-n", "1000,1000000", "--max-call-s", "0.00005"])
    assert done.returncode == 0, done.stdout + done.stderr
    rows = results(done.stdout)
    pairs = [r for r in rows if r["metric"] == "pairs"]
    assert pairs and all("shrunk" in r and int(r["n"]) < 2000 for r in pairs), done.stdout
    red = [r for r in rows if r["metric"] == "reduce" and r["strategy"] == "atomic"]
    assert any("shrunk" in r for r in red), done.stdout
    assert "note: serial scan not run from n=1000000 on" in done.stdout
    assert {(r["variant"], r["n"]) for r in rows if r["metric"] == "scan"} == {
        ("serial", "1000"), ("work_efficient", "1000"), ("work_efficient", "1000000"),
        ("blocked", "1000"), ("blocked", "1000000"), ("lookback", "1000"), ("lookback", "1000000")}


def test_ci_bench_widths_and_repeated_checks():
    """--widths restricts the reductions; --checks repeats each one's exact check."""
    bench = os.path.join(build(BUILD_CONFIGS[0]), "bin", "ci_bench")
    done = run([bench, "--quick", "--only", "reduce", "--widths", "3,256", "--checks", "4"])
    assert done.returncode == 0, done.stdout + done.stderr
    widths = {int(r["m"]) for r in results(done.stdout) if r["metric"] == "reduce"}
    assert widths == {3, 256}, done.stdout
    table_rows = {int(m) for m in re.findall(r"^\| (\d+) \|", done.stdout, re.M)}
    assert table_rows == {3, 256}, done.stdout  # the reduction table shows those widths only
    assert "differ" not in done.stderr, done.stderr


def test_ci_bench_seed_repeats():
    bench = os.path.join(build(BUILD_CONFIGS[0]), "bin", "ci_bench")
    args = [bench, "--quick", "--only", "pairs", "--states", "120"]
    counts = [[r["pairs"] for r in results(run(args + ["--seed", s]).stdout) if r["metric"] == "pairs"]
              for s in ("7", "7", "8")]
    assert counts[0] and counts[0] == counts[1] and counts[0] != counts[2], counts


def test_ci_bench_bad_options():
    bench = os.path.join(build(BUILD_CONFIGS[0]), "bin", "ci_bench")
    for args, message in ((["--states", "abc"], "--states: 'abc' is not an integer"),
                          (["--states", "0"], "--states: 0 is outside 1.."),
                          (["--scan-n", "10,x"], "--scan-n: 'x' is not an integer"),
                          (["--fill", "100"], "--fill: '100' is not ROWS:ENTRIES"),
                          (["--fill", "0:10"], "--fill ROWS: 0 is outside 1.."),
                          (["--only", "pairs,sort"], "--only: unknown part 'sort'"),
                          (["--max-call-s", "-1"], "--max-call-s: '-1' is not a number"),
                          (["--reduce-mb", "65536", "--reduce-nj", "1048576"], "ni nj must stay below 2^46"),
                          (["--widths", "5"], "--widths: 5 is not a width of specs/ci.yaml"),
                          (["--widths", "1,x"], "--widths: 'x' is not an integer"),
                          (["--checks", "0"], "--checks: 0 is outside 1.."),
                          (["--quick", "--states"], "option '--states' needs a value"),
                          (["--bogus", "1"], "unknown option '--bogus'")):
        done = run([bench, *args])
        assert done.returncode != 0 and message in done.stderr, (args, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1, (args, done.stderr)
        assert "RESULT" not in done.stdout, (args, done.stdout)


def test_ci_table_names_the_best_strategy(tmp_path):
    """bench/gpu/ci_table.py (plain python3) on a campaign-style log: one column per
    flavour and the best reduction strategy, the same one ci_bench named."""
    bench = os.path.join(build(BUILD_CONFIGS[0]), "bin", "ci_bench")
    done = run([bench, "--quick", "--only", "scan,reduce"])
    assert done.returncode == 0, done.stderr
    log = tmp_path / "ci_campaign.log"
    log.write_text("=== run: plain ci_bench: plain/ci_bench --quick\n" + done.stdout)
    table = run([sys.executable, "-S", os.path.join(ROOT, "bench", "gpu", "ci_table.py"), str(log)])
    assert table.returncode == 0, table.stderr
    named = re.search(r"best strategy for plain: (\w+) \(ahead by >= 5% at (\d+) of \d+ widths; (\d+) ties",
                      done.stdout)
    row = re.search(r"^\| plain \|.*\| \*\*(\w+)\*\* \((\d+) of \d+; (\d+) ties\) \|$", table.stdout, re.M)
    assert named and row and row.groups() == named.groups(), table.stdout
    assert "| n | variant | plain |" in table.stdout
    (tmp_path / "empty.log").write_text("RESULT flavour=plain format=csr\n")  # not a ci line
    bad = run([sys.executable, "-S", os.path.join(ROOT, "bench", "gpu", "ci_table.py"),
               str(tmp_path / "empty.log")])
    assert bad.returncode == 1 and bad.stderr.startswith("error: ci_table: no RESULT ci lines"), bad.stderr
