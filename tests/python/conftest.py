"""Shared fixtures: the repository root and per-configuration Ninja builds."""
import glob
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Where the test builds go; set BUILD_ROOT to keep concurrent test runs apart.
BUILD_ROOT = os.environ.get("BUILD_ROOT", os.path.join(ROOT, "build"))

# Every program a test starts waits passively: its OpenMP threads sleep at a barrier instead of
# spinning, and OpenBLAS starts no threads of its own (the plain build's dense products, where no
# OpenMP threads run, would otherwise take both cores with busy-waiting workers). Tests check
# results, not speed, and in CI they share the two cores with two background builds, where a
# spinning thread waits for a descheduled partner: measured beside one build on 2 cores, omp-host
# test_amg took 27 s spinning and 10 s passive, test_lattice_hmc 31 s and 12 s, clang-shadow
# test_amg 34 s and 15 s; plain test_eigen 8.8 s with OpenBLAS's 2 threads and 2.3 s with one
# (124 s in CI on 2026-11-29). A setting the caller made is kept. The both_cores tests, which
# run alone once the builds are done, spin (the fixture below): on the idle 2 cores 15 HMC
# trajectories of test_beta6_plaquette's lattice took 16.5-19.6 s spinning (OMP_WAIT_POLICY=active)
# and 20.2-21.5 s passive in two tries each (the machine's own spread is about 15%).
WAIT_POLICY_CHOSEN_HERE = "OMP_WAIT_POLICY" not in os.environ
os.environ.setdefault("OMP_WAIT_POLICY", "passive")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

# (flavour, compiler setting, the compiler it needs). The offload settings run
# their kernels on the host when no GPU is present (CI), exercising the same
# directives and data clauses as on the device; there host and device copies are
# the same memory. clang-shadow offloads to libomptarget's x86_64 plugin, a device
# with memory of its own, so a kernel that reads or writes the wrong copy fails here
# as it would on a GPU.
BUILD_CONFIGS = [
    ("plain", "gcc", "gcc"),
    ("omp-host", "gcc", "gcc"),
    ("openacc", "gcc", "gcc"),
    ("openacc", "gcc-nvptx", "gcc"),
    ("omp-target", "clang-nvptx", "clang-16"),
    ("omp-target", "clang-shadow", "clang-16"),
]


# ASan + UBSan builds (configure.py --compiler gcc-asan): test_sanitizers.py runs every C test
# program once in each, and test_failures.py drives the programs' error paths in the plain one.
SANITIZER_CONFIGS = [
    ("plain", "gcc-asan", "gcc"),
    ("omp-host", "gcc-asan", "gcc"),
]
# Every finding is fatal (-fno-sanitize-recover=all); leaks are reported when a program exits.
# The threads wait passively, as in every test (above): under ASan on a busy machine omp-host
# test_eigen once took over 15 minutes instead of 3 with spinning ones.
SANITIZER_ENV = {"ASAN_OPTIONS": "detect_leaks=1:halt_on_error=1:abort_on_error=0",
                 "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1",
                 "OMP_WAIT_POLICY": "passive"}


# test_rhmc's 200-trajectory Nf = 4 statistics (RHMC against exact HMC) test the algorithm, not the
# kernels; they run in the plain build. The other builds' RHMC trajectories are checked against
# the plain build's (test_lattice.py, test_rhmc_agrees_across_flavours_and_threads), where the
# statistics would repeat what the plain build showed: at 4-5x its cost in the offload builds
# (host fallback of the target regions), and in omp-host at 281 s instead of 25 while the
# background builds shared the cores (two spinning OpenMP threads on 4^4 sites, each waiting for
# a descheduled partner at every barrier); under the sanitizers they are the same code as the dH
# check on identical fields, 460 trajectories more.
RHMC_STATISTICS_ONLY_IN = ("plain-gcc",)


def c_program_env(builddir, name):
    """What a C test program's environment adds, by build folder and program."""
    if name == "test_rhmc" and os.path.basename(builddir) not in RHMC_STATISTICS_ONLY_IN:
        return {"TEST_RHMC_SKIP_STATISTICS": "1"}
    return {}


def config_id(cfg):
    return f"{cfg[0]}-{cfg[1]}"


def _available(cfg):
    if shutil.which(cfg[2]) is None:
        return False
    if cfg[1] == "gcc-nvptx":
        return os.path.exists("/usr/lib/x86_64-linux-gnu/libgomp-plugin-nvptx.so.1")
    if cfg[1] == "clang-shadow":
        return os.path.exists("/usr/lib/llvm-16/lib/libomptarget.rtl.x86_64.so")
    if cfg[1] == "gcc-asan":  # libasan8 and libubsan1 come with gcc 12 on Debian
        return all(subprocess.run(["gcc", f"-print-file-name={lib}"], capture_output=True,
                                  text=True).stdout.strip() != lib
                   for lib in ("libasan.so", "libubsan.so"))
    return True


def require_clang_nvptx():
    """For the tests that compile for the GPU (no GPU needed): skip where clang-16 is missing,
    fail instead with REQUIRE_ALL_CONFIGS set."""
    if not _available(("omp-target", "clang-nvptx", "clang-16")):
        if os.environ.get("REQUIRE_ALL_CONFIGS"):
            pytest.fail("clang-16 is not installed (REQUIRE_ALL_CONFIGS set)")
        pytest.skip("clang-16 is not installed")


# libomptarget 16 finds its plugins (the clang-shadow build's x86_64 device) only on the
# library path; every program the tests start inherits it. The nvptx build then loads the
# CUDA plugin too, which finds no GPU without a driver and leaves the kernels on the host.
LLVM16_LIB = "/usr/lib/llvm-16/lib"
if LLVM16_LIB not in os.environ.get("LD_LIBRARY_PATH", "").split(":"):
    os.environ["LD_LIBRARY_PATH"] = ":".join(
        p for p in (LLVM16_LIB, os.environ.get("LD_LIBRARY_PATH", "")) if p)

_built = {}


def _timed_build(cfg, jobs):
    start = time.monotonic() - _session_start
    result = _build_now(cfg, jobs)
    _prebuild_times[cfg] = (start, time.monotonic() - _session_start)
    return result


def _build_now(cfg, jobs=None):
    """Configure and build one configuration: (status, detail) with status "built" (detail: the
    build dir), "missing" (its compiler is not installed) or "failed" (detail: ninja's output).
    Runs in the background builder's threads too, so it reports instead of calling pytest."""
    if not _available(cfg):
        return "missing", f"compiler for {config_id(cfg)} is not installed"
    builddir = os.path.join(BUILD_ROOT, config_id(cfg))
    subprocess.run([sys.executable, os.path.join(ROOT, "configure.py"), "--flavour", cfg[0],
                    "--compiler", cfg[1], "--builddir", builddir],
                   check=True, capture_output=True, text=True)
    # nice: the tests come first. A background build takes what CPU the tests leave; otherwise
    # the tests fall behind while the builds run and are left over, one at a time on one core of
    # the two, when the builds are done (CI's last stretch: 290 tests, 736 s on 2026-11-30).
    done = subprocess.run(["nice", "-n", "10", "ninja", "-C", builddir]
                          + ([f"-j{jobs}"] if jobs else []), capture_output=True, text=True)
    if done.returncode != 0:
        return "failed", f"build of {config_id(cfg)} failed:\n{done.stdout[-4000:]}{done.stderr[-2000:]}"
    return "built", builddir


# The background builder (PREBUILD=1, as scripts/test.sh sets): every configuration is built in
# two threads from the session's start while the tests that need no build run first (EARLY), so
# the CI machine's second core works through the long serial compiles (the eri kernels under
# clang) instead of idling behind one test at a time. The longest build goes first.
PREBUILD_ORDER = sorted(BUILD_CONFIGS, key=lambda cfg: cfg[1] != "clang-nvptx") + SANITIZER_CONFIGS
PREBUILD_JOBS = 2  # per background ninja: two of them and a test share the two cores
EARLY = ("test_generator.py", "test_ci_spec.py", "test_fuzz.py")
# After EARLY a test runs once the builds it needs are ready (pytest_runtestloop below): a test
# that waited for a build would leave the test thread idle, and every test it held back would
# run after the builds, on one core of the two. Among the ready tests, and while none is, the
# order is that in which the builds are expected to be ready: the short builds one after another
# in one builder thread, the clang-nvptx build (started first, in the other thread) about when
# clang-shadow's is done, the sanitizer builds last.
EXPECTED_READY = [cfg for cfg in BUILD_CONFIGS if cfg[1] != "clang-nvptx"] \
    + [cfg for cfg in BUILD_CONFIGS if cfg[1] == "clang-nvptx"] + SANITIZER_CONFIGS
_prebuilds = {}
_prebuild_times = {}  # cfg -> (start, end) in seconds from the session's start
_item_times = []  # (nodeid, start, end) in seconds from the session's start, in run order
TAIL_SHOWN = 25
_prebuilder = None
_session_start = None


def prebuilding():
    return os.environ.get("PREBUILD") == "1"


def pytest_configure(config):
    config.addinivalue_line("markers", "needs_builds(*cfgs): configurations a test builds through "
                            "build() rather than a parameter (the order of the prebuilt run)")
    config.addinivalue_line("markers", "both_cores: a long multi-threaded test; in the prebuilt run "
                            "it waits for every background build, so its threads have the cores")


@pytest.fixture(autouse=True)
def spinning_threads_when_alone(request, monkeypatch):
    """A both_cores test's threads spin: they have the cores to themselves (see above)."""
    if WAIT_POLICY_CHOSEN_HERE and request.node.get_closest_marker("both_cores"):
        monkeypatch.setenv("OMP_WAIT_POLICY", "active")


def needed_builds(item):
    """The configurations an item needs: those among its parameters (builddir, cfg, mpidir) and
    those its needs_builds markers name; none known: the plain and omp-host builds, which the
    unparametrised tests use. EARLY's tests need none."""
    if item.path.name in EARLY:
        return []
    if item.get_closest_marker("both_cores"):
        # beside two compiles its spinning threads wait for each other (test_beta6_plaquette...:
        # 287 s instead of 132), and the cores would do the builds' work the slower for it
        return list(EXPECTED_READY)
    params = getattr(item, "callspec", None)
    cfgs = [v for v in (params.params.values() if params else ()) if v in EXPECTED_READY]
    for marker in item.iter_markers("needs_builds"):
        cfgs.extend(marker.args)
    return cfgs or EXPECTED_READY[:2]


def run_order(item):
    return max((EXPECTED_READY.index(cfg) for cfg in needed_builds(item)), default=-1)


def pytest_collection_modifyitems(session, config, items):
    if prebuilding():  # stable: within one rank the modules' order is kept
        items.sort(key=run_order)


def _ready(item):
    return all(cfg not in _prebuilds or _prebuilds[cfg].done() for cfg in needed_builds(item))


def pytest_runtestloop(session):
    """pytest's own loop (main.py), except that the item to run next is the first whose builds
    are ready when the present one starts (pytest needs to know the next item then, to tear down
    only the fixtures it does not share)."""
    if _prebuilder is None or session.config.option.collectonly or session.testsfailed:
        return None  # pytest's loop: nothing built in the background, or collection errors
    pending = list(session.items)
    item = pending.pop(0) if pending else None
    while item is not None:
        nextitem = next((i for i in pending if _ready(i)), pending[0] if pending else None)
        if nextitem is not None:
            pending.remove(nextitem)
        start = time.monotonic() - _session_start
        item.config.hook.pytest_runtest_protocol(item=item, nextitem=nextitem)
        _item_times.append((item.nodeid, start, time.monotonic() - _session_start))
        if session.shouldfail:
            raise session.Failed(session.shouldfail)
        if session.shouldstop:
            raise session.Interrupted(session.shouldstop)
        item = nextitem
    return True


def pytest_collection_finish(session):
    global _prebuilder, _session_start
    if prebuilding() and session.items and not session.config.option.collectonly \
            and _prebuilder is None:
        _session_start = time.monotonic()
        _prebuilder = ThreadPoolExecutor(max_workers=2, thread_name_prefix="prebuild")
        for cfg in PREBUILD_ORDER:
            _prebuilds[cfg] = _prebuilder.submit(_timed_build, cfg, PREBUILD_JOBS)


def pytest_terminal_summary(terminalreporter):
    """When each background build ran: what the run order (EXPECTED_READY) is a guess of; and
    the run's tail, the tests after the last build, where only one test runs at a time."""
    if _prebuild_times:
        terminalreporter.section("background builds (seconds from the session's start)")
        for cfg, (start, end) in sorted(_prebuild_times.items(), key=lambda kv: kv[1][1]):
            terminalreporter.write_line(f"{config_id(cfg):28s} {start:7.0f} -> {end:7.0f}")
        built = max(end for _, end in _prebuild_times.values())
        tail = [(end - max(start, built), nodeid) for nodeid, start, end in _item_times if end > built]
        if tail:
            terminalreporter.section(f"after the last build ({built:.0f} s): {len(tail)} tests, "
                                     f"{sum(t for t, _ in tail):.0f} s; the longest")
            for seconds, nodeid in sorted(tail, reverse=True)[:TAIL_SHOWN]:
                terminalreporter.write_line(f"{seconds:7.1f}s {nodeid}")


# libomptarget 16's x86_64 plugin (the clang-shadow build's device) writes each program's device
# image to /tmp/tmpfile_XXXXXX (a fixed path, TMPDIR not consulted) to load it, and never removes
# it: 5-8 MB per program run, a few GB per test session. The session removes the ones it made.
PLUGIN_IMAGES = "/tmp/tmpfile_*"
_images_before = set()


def pytest_sessionstart(session):
    _images_before.update(glob.glob(PLUGIN_IMAGES))


def _remove_plugin_images():
    for path in set(glob.glob(PLUGIN_IMAGES)) - _images_before:
        try:
            with open(path, "rb") as f:
                if f.read(4) == b"\x7fELF":
                    os.remove(path)
        except OSError:
            pass  # another session's, gone already


# Programs a test module starts ahead of its tests (background_run), two at a time: the
# sanitizer builds finish last, and their programs would otherwise run one after another on
# one core of the two after every build is done (CI's run's tail).
_background_runs = ThreadPoolExecutor(max_workers=2, thread_name_prefix="background-run")


def background_run(fn, *args):
    """A future of fn(*args), run in the background pool (two at a time)."""
    return _background_runs.submit(fn, *args)


def pytest_sessionfinish(session, exitstatus):
    _remove_plugin_images()
    # a run cut short (-x, -k): the queued runs are dropped; those under way finish first
    _background_runs.shutdown(wait=False, cancel_futures=True)
    if _prebuilder is not None:  # a run cut short (-x, -k): the builds not started are dropped;
        # those under way finish after pytest's report, when the interpreter exits
        _prebuilder.shutdown(wait=False, cancel_futures=True)


def build(cfg):
    """Configure and build one configuration once per session; return its build dir."""
    if cfg not in _built:
        pending = _prebuilds.get(cfg)
        _built[cfg] = pending.result() if pending is not None else _build_now(cfg)
    status, detail = _built[cfg]
    if status == "missing":
        if os.environ.get("REQUIRE_ALL_CONFIGS"):
            pytest.fail(f"{detail} (REQUIRE_ALL_CONFIGS set)")
        pytest.skip(detail)
    assert status == "built", detail
    return detail


@pytest.fixture(params=BUILD_CONFIGS, ids=config_id)
def builddir(request):
    return build(request.param)
