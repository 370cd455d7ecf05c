#!/usr/bin/env python3
"""The RHMC campaign's tables (plain python3), from the hmc JSON logs in a folder and the
dslash_bench lines of the campaign log.

    python3 bench/gpu/rhmc_table.py OUT [--log LOG] [-o table.md]

- mdstep-<flavour>.json: the pure-gauge MD step in ns per site: the gauge time (gauge force
  and link updates) of the trajectories after the first, over steps x volume. The steps are
  read from the label's run (hmc leapfrog: steps + 1 forces, steps link updates).
- k80_s<steps>-<lattice>-<flavour>.json, improved_s<steps>-<lattice>-<flavour>.json (the
  outer step count after `_s`; `k80-...` without it from older campaigns): seconds per
  trajectory after the first (warm-up), split into Dirac operator, fermion force (with
  smearing), gauge MD, linear algebra and the rest; CG iterations (MD, Metropolis) per
  trajectory; dH of each timed trajectory and how many were accepted; and for the K80
  configurations the speed-up over the published K80 time (24^4: 328 s, 32^3x8: 491 s).
- therm-<name>.json: the thermalisation with quarks (rhmc_start.sh's thermalise_rhmc): the
  plaquette at the start, after half the trajectories and at the end, and the mean seconds.
- with --log: the dslash_bench table of bench/gpu/lattice_table.py.
"""
import argparse
import glob
import json
import os
import sys

from lattice_table import read as read_dslash, render as render_dslash, volume
from table_output import emit, fail

K80_SECONDS = {"24x24x24x24": 328.0, "32x32x32x8": 491.0}
MDSTEP_STEPS = 20  # rhmc_campaign.sh: leapfrog, 20 steps
PHASES = ("dirac", "force", "gauge", "linalg", "other")


def trajectories(path):
    rows = all_trajectories(path)
    if len(rows) < 2:
        raise ValueError(f"{path}: {len(rows)} trajectories, need a warm-up and at least one timed")
    return rows[1:]


def label_parts(path):
    """(kind, lattice, flavour) of OUT/<kind>-<lattice>-<flavour>.json"""
    name = os.path.basename(path)[:-len(".json")]
    kind, rest = name.split("-", 1)
    if kind == "mdstep":
        return kind, "32x32x32x32", rest
    lattice, flavour = rest.split("-", 1)
    return kind, lattice, flavour


def kind_steps(kind):
    """("k80", "16") of "k80_s16"; ("k80", "?") of an older campaign's "k80"."""
    base, _, steps = kind.partition("_s")
    return base, steps or "?"


def all_trajectories(path):
    with open(path) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    if not rows:
        raise ValueError(f"{path}: no trajectories")
    return rows


def therm_rows(paths):
    out = ["| thermalisation with quarks | trajectories | plaquette: first, middle, last | s/traj |",
           "|---|---|---|---|"]
    for path in paths:
        ts = all_trajectories(path)
        plaq = ", ".join(f"{ts[i]['plaquette']:.5f}" for i in (0, len(ts) // 2, -1))
        sec = sum(t["seconds"] for t in ts) / len(ts)
        out.append(f"| {os.path.basename(path)[len('therm-'):-len('.json')]} | {len(ts)} | {plaq} | {sec:.2f} |")
    return out


def mdstep_rows(paths):
    out = ["| MD step, 32^4 Wilson pure gauge | flavour | ns/site (gauge force + link update) | target |",
           "|---|---|---|---|"]
    for path in paths:
        _, lattice, flavour = label_parts(path)
        ts = trajectories(path)
        ns = sum(t["time"]["gauge"] for t in ts) / len(ts) / (MDSTEP_STEPS * volume(lattice)) * 1e9
        out.append(f"| leapfrog, {MDSTEP_STEPS} steps | {flavour} | {ns:.2f} | <= 8 (P100 published: 51.7) |")
    return out


def trajectory_rows(paths):
    out = ["| run | lattice | flavour | outer steps | s/traj | " + " | ".join(PHASES) + " | CG iterations MD / MC | "
           "dH | accepted | vs K80 |", "|---|---|---|---|---|" + "---|" * len(PHASES) + "---|---|---|---|"]
    for path in paths:
        kind, lattice, flavour = label_parts(path)
        ts = trajectories(path)
        n = len(ts)
        sec = sum(t["seconds"] for t in ts) / n
        split = " | ".join(f"{sum(t['time'][p] for t in ts) / n:.2f}" for p in PHASES)
        md = sum(t["cg_iterations"]["md"] for t in ts) / n
        mc = sum(t["cg_iterations"]["mc"] for t in ts) / n
        acc = sum(t["accepted"] for t in ts)
        base, steps = kind_steps(kind)
        dh = ", ".join(f"{t['dH']:.3g}" for t in ts)
        k80 = f"{K80_SECONDS[lattice] / sec:.1f}x (target 25x)" if base == "k80" and lattice in K80_SECONDS else "-"
        out.append(f"| {base} | {lattice} | {flavour} | {steps} | {sec:.2f} | {split} | {md:.0f} / {mc:.0f} | {dh} | "
                   f"{acc}/{n} | {k80} |")
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out", help="the campaign's output folder (hmc JSON logs)")
    p.add_argument("--log", help="the campaign log (dslash_bench RESULT lines)")
    p.add_argument("-o", "--output", help="also write the tables here (atomically)")
    args = p.parse_args(argv)
    logs = sorted(glob.glob(os.path.join(args.out, "*.json")))
    md = [f for f in logs if os.path.basename(f).startswith("mdstep-")]
    runs = [f for f in logs if os.path.basename(f).startswith(("k80-", "k80_s", "improved-", "improved_s"))]
    therm = [f for f in logs if os.path.basename(f).startswith("therm-")]
    text = []
    try:
        if md:
            text += mdstep_rows(md) + [""]
        if therm:
            text += therm_rows(therm) + [""]
        if runs:
            text += trajectory_rows(runs) + [""]
        if args.log:
            copy, rows = read_dslash([args.log])
            if rows:
                text.append(render_dslash(copy, rows))
    except (OSError, ValueError, KeyError) as e:
        return fail("rhmc_table", str(e))
    if not text:
        return fail("rhmc_table", f"no hmc JSON logs in {args.out} and no dslash_bench results")
    emit("\n".join(text).rstrip("\n") + "\n", args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
