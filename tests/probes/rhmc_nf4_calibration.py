#!/usr/bin/env python3
"""How well calibrated test_rhmc's Nf = 4 statistics are (RHMC against exact HMC): the test's
source with its run lengths replaced, built against a plain-gcc build's libraries, run with many
seeds; for each observable the spread of z = (RHMC - exact) / combined Gamma-method error over
the seeds. Calibrated errors give rms z about 1; the test's bound is |z| <= 4.

    python3 tests/probes/rhmc_nf4_calibration.py [--therm 60] [--traj 200] [--seeds 16]
        [--first-seed 2000] [--builddir build/plain-gcc] [--jobs 2]

A one-off of the 2026-11-28 CI failure (plaquette z = 5.0 over 60 trajectories), kept to
reproduce the numbers in test_rhmc.c's comment; not part of the test suite."""
import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUN_LENGTHS = re.compile(r"enum \{ THERM = \d+, NTRAJ = \d+ \};")
RESULT = re.compile(r"Nf = 4, \d+ trajectories each: ([\w-]+(?: \w+)?) (\S+) \+- (\S+) \(tau_int (\S+), RHMC\), "
                    r"(\S+) \+- (\S+) \(tau_int (\S+), exact HMC\)")


def build(args, folder):
    source = open(os.path.join(ROOT, "tests", "c", "test_rhmc.c")).read()
    if not RUN_LENGTHS.search(source):
        sys.exit("test_rhmc.c: the line 'enum { THERM = .., NTRAJ = .. };' is not there any more")
    source = RUN_LENGTHS.sub(f"enum {{ THERM = {args.therm}, NTRAJ = {args.traj} }};", source)
    path = os.path.join(folder, "test_rhmc_probe.c")
    open(path, "w").write(source)
    exe = os.path.join(folder, "test_rhmc_probe")
    includes = [f"-I{os.path.join(ROOT, d)}" for d in ("runtime", "runtime/sparse", "runtime/mpi",
                                                      "gen/include", "tests/c")]
    libs = [os.path.join(args.builddir, "lib", n) for n in ("libruntime.a", "libkernels.a")]
    subprocess.run(["gcc", "-O3", "-std=c11", "-Wno-unknown-pragmas", "-fno-fast-math", *includes, path,
                    *libs, "-o", exe, "-lm"], check=True)
    return exe


def run(exe, seed):
    done = subprocess.run([exe], capture_output=True, text=True, env=dict(os.environ, SEED=str(seed)))
    return seed, RESULT.findall(done.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--therm", type=int, default=60)
    ap.add_argument("--traj", type=int, default=200)
    ap.add_argument("--seeds", type=int, default=16)
    ap.add_argument("--first-seed", type=int, default=2000)
    ap.add_argument("--builddir", default=os.path.join(ROOT, "build", "plain-gcc"))
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        exe = build(args, folder)
        seeds = range(args.first_seed, args.first_seed + args.seeds)
        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda s: run(exe, s), seeds))
    z = {}
    for seed, rows in results:
        if len(rows) != 3:
            sys.exit(f"seed {seed}: the Nf = 4 results are missing from the output")
        for name, m0, e0, t0, m1, e1, t1 in rows:
            z.setdefault(name, []).append(((float(m0) - float(m1)) / math.hypot(float(e0), float(e1)),
                                           float(t0), float(t1)))
    print(f"THERM {args.therm}, NTRAJ {args.traj}, {args.seeds} seeds from {args.first_seed}")
    print(f"{'observable':18s} {'mean z':>7s} {'rms z':>6s} {'max |z|':>7s} {'tau_int':>10s}")
    for name, rows in z.items():
        zs = [r[0] for r in rows]
        taus = [t for r in rows for t in r[1:]]
        print(f"{name:18s} {sum(zs) / len(zs):+7.2f} {math.sqrt(sum(x * x for x in zs) / len(zs)):6.2f} "
              f"{max(abs(x) for x in zs):7.2f} {min(taus):4.1f}-{max(taus):<5.1f}")


if __name__ == "__main__":
    main()
