#!/usr/bin/env python3
"""Build and run the fuzzers of every input parser.

    python3 tests/fuzz/fuzz.py build                      # clang-16 libFuzzer builds
    python3 tests/fuzz/fuzz.py run --time 30              # every target 30 s (CI)
    python3 tests/fuzz/fuzz.py run --runs 10000000 mmio   # one target, 10^7 executions
    python3 tests/fuzz/fuzz.py run --runs 10000000 --jobs 16 --prebuilt   # 16 workers each

Targets (tests/fuzz/fuzz_<target>.c, built with -fsanitize=fuzzer,address,undefined):
  mmio           Matrix Market reader (runtime/sparse/mmio.c)
  gbs, xyz       Gaussian94 basis sets and .xyz molecules (runtime/eri/basis_io.c)
  nersc_header   NERSC gauge files as a whole (runtime/lattice/nersc.c)
  nersc_payload  NERSC link data behind a consistent header
  snt            KSHELL interactions (runtime/shellmodel/snt.c)
  spec           the generator's spec loader on mutated YAML (tests/fuzz/fuzz_spec.py)

Each C target starts from its committed seeds (tests/fuzz/corpus/<target>/, cut from the
shipped data files by make_seeds.py) and keeps what it finds in build/fuzz/corpus/<target>/;
a crash stops the target and leaves its input in build/fuzz/artifacts/; build/fuzz/<target>.log
is its output, written as it runs. The last lines are a
table: executions, seconds, executions per second, corpus size and crashes per target; the
exit status is 1 if any target crashed.

--jobs N runs N workers per target at once, each with its own random seed and a share of
--runs (or the whole --time): the C workers share the target's corpus folder (libFuzzer
reloads what the others add), logs build/fuzz/<target>.<worker>.log; the executions reported
are the sum over the workers. --prebuilt runs the binaries already in build/fuzz without
building (for a machine without clang-16, e.g. the GPU machine, where they are carried).
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUILD = os.path.join(ROOT, "build", "fuzz")
CC = "clang-16"
SANITIZE = "-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
CFLAGS = (f"-O1 -g -std=c11 -Wall -Wextra -Wno-unknown-pragmas {SANITIZE} "
          f"-I{ROOT}/runtime -I{ROOT}/runtime/sparse -I{ROOT}/gen/include -I{HERE}")

# The runtime sources each C target links besides runtime/util.c (all built with the fuzzer's
# allocation bookkeeping, fuzz_alloc.h); fuzz_support.c has the die() they call.
LATTICE = (["runtime/lattice/nersc.c", "runtime/lattice/lattice.c", "runtime/atomic_file.c",
            "gen/plain/device.c"]
           + [f"gen/plain/lattice_{k}_{p}{s}.c" for k in ("dslash", "gauge")
              for p in ("double", "float") for s in ("_12", "_18")]
           + ["gen/plain/lattice_vec3_double.c", "gen/plain/lattice_vec3_float.c",
              "gen/plain/lattice_force_12.c", "gen/plain/lattice_force_18.c"])
C_TARGETS = {
    "mmio": ["runtime/sparse/mmio.c", "runtime/sparse/csr.c", "runtime/atomic_file.c"],
    "gbs": ["runtime/eri/basis_io.c"],
    "xyz": ["runtime/eri/basis_io.c"],
    "nersc_header": LATTICE,
    "nersc_payload": LATTICE,
    "snt": ["runtime/shellmodel/snt.c"],
}
TARGETS = list(C_TARGETS) + ["spec"]
UTIL = "runtime/util.c"


def obj_name(src):
    return src.replace("/", "_") + ".o"


def ninja_text():
    lines = [
        f"cc = {CC}",
        f"cflags = {CFLAGS}",
        f"includes = -I{ROOT}/runtime -I{ROOT}/runtime/sparse -I{ROOT}/gen/include",
        "rule cc",
        "  command = $cc $cflags -fsanitize=fuzzer-no-link $extra -MMD -MF $out.d -c $in -o $out",
        "  depfile = $out.d",
        "  deps = gcc",
        "  description = CC $out",
        # gen/: the lattice kernels lattice.c calls, linked but never run by the NERSC reader
        # (it uses the host references); built without instrumentation, since clang takes
        # minutes over the instrumented gauge kernels.
        "rule cc_uninstrumented",
        "  command = $cc -O0 -std=c11 $includes -MMD -MF $out.d -c $in -o $out",
        "  depfile = $out.d",
        "  deps = gcc",
        "  description = CC $out",
        "rule link",
        f"  command = $cc {SANITIZE} -fsanitize=fuzzer $in -o $out -lm",
        "  description = LINK $out",
    ]
    runtime = sorted({s for srcs in C_TARGETS.values() for s in srcs} | {UTIL})
    for src in runtime:
        if src.startswith("runtime/"):
            lines.append(f"build obj/{obj_name(src)}: cc {ROOT}/{src}")
            # util.c's die (exit) renamed away: the parsers call fuzz_support.c's (longjmp)
            rename = " -Ddie=util_exit_die" if src == UTIL else ""
            lines.append(f"  extra = -include {HERE}/fuzz_alloc.h{rename}")
        else:
            lines.append(f"build obj/{obj_name(src)}: cc_uninstrumented {ROOT}/{src}")
    lines.append(f"build obj/fuzz_support.o: cc {HERE}/fuzz_support.c")
    for target, srcs in C_TARGETS.items():
        lines.append(f"build obj/fuzz_{target}.o: cc {HERE}/fuzz_{target}.c")
        objs = " ".join(f"obj/{obj_name(s)}" for s in srcs + [UTIL])
        lines.append(f"build fuzz_{target}: link obj/fuzz_{target}.o obj/fuzz_support.o {objs}")
    return "\n".join(lines) + "\n"


def build():
    os.makedirs(BUILD, exist_ok=True)
    path = os.path.join(BUILD, "build.ninja")
    text = ninja_text()
    if not os.path.exists(path) or open(path).read() != text:
        with open(path + ".tmp", "w") as f:
            f.write(text)
        os.replace(path + ".tmp", path)
    done = subprocess.run(["ninja", "-C", BUILD], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"error: fuzz build failed:\n{done.stdout[-4000:]}{done.stderr[-2000:]}")


def worker_runs(runs, jobs, worker):
    """Worker `worker`'s share of `runs` executions over `jobs` workers (None: run for a time)."""
    if not runs:
        return None
    return runs // jobs + (1 if worker < runs % jobs else 0)


def c_worker_command(target, seconds, runs, worker, jobs):
    corpus = os.path.join(BUILD, "corpus", target)
    artifacts = os.path.join(BUILD, "artifacts")
    cmd = [os.path.join(BUILD, f"fuzz_{target}"), "-timeout=10", "-rss_limit_mb=2048",
           "-print_final_stats=1", f"-artifact_prefix={artifacts}/{target}-"]
    if jobs > 1:
        cmd.append(f"-seed={worker + 1}")
    cmd.append(f"-runs={worker_runs(runs, jobs, worker)}" if runs
               else f"-max_total_time={seconds}")
    dictionary = os.path.join(HERE, f"{target}.dict")
    if os.path.exists(dictionary):
        cmd.append(f"-dict={dictionary}")
    return cmd + [corpus, os.path.join(HERE, "corpus", target)]


def run_workers(jobs, command_of, name, env=None, json_stdout=False):
    """Runs command_of(w) for w in range(jobs) at once and waits for them all. Each worker's
    output goes to build/fuzz/<name>.log (<name>.<w>.log for several), written as it runs:
    `tail -f` shows progress. json_stdout: stdout is captured (the spec loop's figures) and
    only stderr goes to the log. Returns [(return code, captured stdout, log text)]."""
    started = []
    for w in range(jobs):
        log_path = os.path.join(BUILD, f"{name}.log" if jobs == 1 else f"{name}.{w}.log")
        cmd = command_of(w)
        log_file = open(log_path, "w")
        if not json_stdout:
            log_file.write(" ".join(cmd) + "\n")
            log_file.flush()
        proc = subprocess.Popen(cmd, env=env, text=True,
                                stdout=subprocess.PIPE if json_stdout else log_file,
                                stderr=log_file if json_stdout else subprocess.STDOUT)
        started.append((log_path, log_file, proc))
    done = []
    for log_path, log_file, proc in started:
        out, _ = proc.communicate()
        log_file.close()
        with open(log_path, errors="replace") as f:
            done.append((proc.returncode, out, f.read()))
    return done


def total(counts):
    """Sum of the workers' counts; None if any worker's is unknown."""
    return None if any(c is None for c in counts) else sum(counts)


def run_c_target(target, seconds, runs, jobs=1):
    corpus = os.path.join(BUILD, "corpus", target)
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(os.path.join(BUILD, "artifacts"), exist_ok=True)
    started = time.time()
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1", UBSAN_OPTIONS="print_stacktrace=1")
    done = run_workers(jobs, lambda w: c_worker_command(target, seconds, runs, w, jobs), target,
                       env=env)
    failed = [log for rc, _, log in done if rc != 0]
    crashes = [m.group(1) for m in (re.search(r"Test unit written to (\S+)", log) for log in failed)
               if m]
    execs = [re.search(r"stat::number_of_executed_units:\s*(\d+)", log) for _, _, log in done]
    return {
        "target": target,
        "executions": total([int(m.group(1)) if m else None for m in execs]),
        "seconds": round(time.time() - started, 1),
        "corpus": len(os.listdir(corpus)),
        "crashes": 1 if failed else 0,
        "artifact": crashes[0] if crashes else None,
        "tail": "\n".join(failed[0].splitlines()[-40:]) if failed else "",
        "jobs": jobs,
    }


def run_spec_target(seconds, runs, jobs=1):
    started = time.time()

    def command(w):
        cmd = [sys.executable, os.path.join(HERE, "fuzz_spec.py"), "--json", "--progress", "60",
               "--seed", str(int(started) + w)]
        return cmd + (["--runs", str(worker_runs(runs, jobs, w))] if runs else ["--time", str(seconds)])

    done = run_workers(jobs, command, "spec", json_stdout=True)
    figures = []
    for _, out, _ in done:
        try:
            figures.append(json.loads(out.strip().splitlines()[-1]))
        except (ValueError, IndexError):
            figures.append({"executions": None, "crashes": 1, "artifact": None})
    failed = [log for rc, _, log in done if rc != 0]
    artifacts = [f["artifact"] for f in figures if f.get("artifact")]
    return {"target": "spec", "executions": total([f["executions"] for f in figures]),
            "seconds": round(time.time() - started, 1),
            "corpus": sum(f.get("valid", 0) for f in figures),
            "crashes": sum(f["crashes"] for f in figures),
            "artifact": artifacts[0] if artifacts else None,
            "tail": failed[0][-4000:] if failed else "", "jobs": jobs}


def table(results):
    rows = ["| target | executions | workers | seconds | exec/s | corpus | crashes |",
            "|---|---|---|---|---|---|---|"]
    for r in results:
        rate = (f"{r['executions'] / r['seconds']:.0f}" if r["executions"] and r["seconds"]
                else "-")
        rows.append(f"| {r['target']} | {r['executions']} | {r['jobs']} | {r['seconds']} | {rate} | "
                    f"{r['corpus']} | {r['crashes']} |")
    return "\n".join(rows)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("action", choices=("build", "run"))
    p.add_argument("targets", nargs="*", help=f"default: all ({', '.join(TARGETS)})")
    p.add_argument("--time", type=int, default=30, help="seconds per target (default 30)")
    p.add_argument("--runs", type=int, help="executions per target instead of a time")
    p.add_argument("--jobs", type=int, default=1,
                   help="workers per target, each with its own seed (default 1)")
    p.add_argument("--prebuilt", action="store_true",
                   help="run the binaries in build/fuzz as they are (no clang-16 needed)")
    p.add_argument("--results", help="append each target's figures to this JSON-lines file")
    args = p.parse_intermixed_args(argv)
    unknown = [t for t in args.targets if t not in TARGETS]
    if unknown:
        p.error(f"unknown target(s) {', '.join(unknown)} (known: {', '.join(TARGETS)})")
    if args.jobs < 1:
        p.error(f"--jobs must be at least 1 (got {args.jobs})")
    if args.runs is not None and args.runs < args.jobs:
        p.error(f"--runs ({args.runs}) must be at least --jobs ({args.jobs})")
    if args.prebuilt:
        if args.action == "build":
            p.error("--prebuilt runs the binaries as they are: nothing to build")
        missing = [t for t in (args.targets or TARGETS) if t in C_TARGETS
                   and not os.access(os.path.join(BUILD, f"fuzz_{t}"), os.X_OK)]
        if missing:
            sys.exit(f"error: --prebuilt: no fuzzer binary for {', '.join(missing)} in {BUILD} "
                     "(build them with `fuzz.py build`)")
    elif shutil.which(CC) is None:
        sys.exit(f"error: {CC} not found (bash scripts/setup.sh installs it)")
    else:
        build()
    if args.action == "build":
        return 0
    results = []
    for target in args.targets or TARGETS:
        r = (run_spec_target(args.time, args.runs, args.jobs) if target == "spec"
             else run_c_target(target, args.time, args.runs, args.jobs))
        results.append(r)
        print(f"fuzz {target}: {r['executions']} executions in {r['seconds']} s, "
              f"{r['crashes']} crash(es)" + (f", input {r['artifact']}" if r["artifact"] else ""),
              flush=True)
        if r["tail"]:
            print(r["tail"], flush=True)
        if args.results:
            with open(args.results, "a") as f:
                f.write(json.dumps({k: v for k, v in r.items() if k != "tail"}) + "\n")
    print(table(results))
    return 1 if any(r["crashes"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
