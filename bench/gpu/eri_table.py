#!/usr/bin/env python3
"""Markdown tables of fock_bench output (plain python3, no packages).

    python3 bench/gpu/eri_table.py LOG [LOG ...] [-o table.md] [--per-class]

Reads every fock_bench run in the logs (bench/gpu/eri_campaign.sh's log, or fock_bench
output saved on a CPU): the per-class rows `(ab|cd) quartets tasks ms %` that precede each
`RESULT fock ...` line belong to that run. Prints

  * digestion: for every (n, basis, flavour) measured with ket block 1 (atomic digestion)
    and others in rounds (block 1, then the others; a round also ends where a block
    repeats), the median
    Fock-build time per block and the median per-round speed-up t(1) / t(block);
  * with --per-class: per (n, basis), the quartets and tasks of every class and its time
    (ms) in each flavour (the spec's default ket block, `spec_ket_block` of the RESULT line);
  * last, the summary: one row per (n, basis, flavour) with the spec's default ket block:
    basis functions, quartets, Fock-build time (median build; `kernels` = the per-class
    loops: list building + kernels), 1e6 quartets per second, and for (H2O)128/6-31G(d)
    the ratio of our time to the published one-A100 figures (11.4 s standard-language
    offload, 34.3 s OpenMP offload; below 1 = faster than published).

A run of a variant program (the campaign's `=== run: LABEL: FLAVOUR/fock_bench-KEY-VALUE ...`
line before it, bench/gpu/build_carry.sh VARIANTS) counts as flavour `FLAVOUR [KEY-VALUE]`.
The summary's `plan s` is the plan of the median build's run (pairs, Schwarz factors,
primitive data: once per geometry; absent in logs from before plans).

Runs that timed out or were skipped (`=== end: LABEL rc=124`, `=== skipped: LABEL`) are
listed under the summary, unless another log holds a result for the same label. A configuration (n, basis, flavour, ket block) measured more
than once is represented by its run of median Fock-build time (`runs` column).
"""
import argparse
import re
import sys

from table_output import emit

PUBLISHED = {"stdpar": 11.4, "omp": 34.3}  # (H2O)128 / 6-31G(d), one A100, seconds
CLASS_ROW = re.compile(r"^\((\w\w)\|(\w\w)\)\s+(\d+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s*$")


def read(paths):
    """[(fields of the RESULT line, {class: (quartets, tasks, ms)})], notes."""
    runs, notes = [], []
    for path in paths:
        classes, variant = {}, ""
        with open(path, errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                m = re.match(r"=== run: .*?: [\w-]+/fock_bench(-\S+)? ", line)
                if m:
                    variant = f" [{m.group(1)[1:]}]" if m.group(1) else ""
                m = CLASS_ROW.match(line)
                if m:
                    classes[m.group(1) + m.group(2)] = (int(m.group(3)), int(m.group(4)),
                                                        float(m.group(5)))
                elif line.startswith("fock_bench: "):
                    classes = {}
                elif line.startswith("RESULT fock "):
                    try:
                        fields = dict(w.split("=", 1) for w in line.split()[2:])
                        for k in ("n", "nbf", "ket_block", "quartets", "tasks"):
                            fields[k] = int(fields[k])
                        for k in ("kernels_s", "total_s"):
                            fields[k] = float(fields[k])
                        fields["flavour"] += variant
                    except (KeyError, ValueError):
                        raise SystemExit(f"error: eri_table: {path}:{lineno}: malformed RESULT "
                                         f"fock line: {line.strip()}")
                    runs.append((fields, classes))
                    classes = {}
                else:
                    m = re.match(r"=== end: (.*) rc=(\d+)", line)
                    if m and m.group(2) != "0":
                        why = "timed out" if m.group(2) == "124" else f"failed, rc={m.group(2)}"
                        notes.append(f"{m.group(1)}: {why}")
                    m = re.match(r"=== skipped: (.*?)( \(.*)?$", line)
                    if m:
                        notes.append(f"{m.group(1)}: skipped (budget)")
    return runs, notes


def median(values):
    v = sorted(values)
    return 0.5 * (v[(len(v) - 1) // 2] + v[len(v) // 2])


def digestion_rounds(runs):
    """{(n, basis, flavour): [{ket block: total_s}]}: runs of one configuration in log order,
    a new round starting at block 1 or where a block repeats; only rounds with block 1 and
    another."""
    rounds = {}
    for f, _ in runs:
        key = (f["n"], f["basis"], f["flavour"])
        seq = rounds.setdefault(key, [{}])
        if f["ket_block"] in seq[-1] or f["ket_block"] == 1:
            seq.append({})
        seq[-1][f["ket_block"]] = f["total_s"]
    return {k: [r for r in v if 1 in r and len(r) > 1] for k, v in rounds.items()
            if any(1 in r and len(r) > 1 for r in v)}


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("logs", nargs="+")
    p.add_argument("-o", "--output", help="also write the tables here")
    p.add_argument("--per-class", action="store_true", help="per-class tables too")
    args = p.parse_args()
    try:
        runs, notes = read(args.logs)
    except OSError as e:
        raise SystemExit(f"error: eri_table: {e.filename}: {e.strerror}")
    if not runs:
        raise SystemExit(f"error: eri_table: no `RESULT fock` line in {', '.join(args.logs)}")
    flavours = list(dict.fromkeys(f["flavour"] for f, _ in runs))
    cases = sorted({(f["n"], f["basis"]) for f, _ in runs}, key=lambda c: (c[0], c[1]))
    # the spec's default ket block (fock_bench prints it with every result)
    defaults = {f.get("spec_ket_block") for f, _ in runs}
    if len(defaults) != 1 or None in defaults:
        raise SystemExit(f"error: eri_table: the runs disagree on the spec's ket block ({defaults}): "
                         "logs of different builds?")
    default = int(defaults.pop())
    every = {}
    for f, cl in runs:
        every.setdefault((f["n"], f["basis"], f["flavour"], f["ket_block"]), []).append((f, cl))
    last, count = {}, {}
    for key, got in every.items():
        got.sort(key=lambda r: r[0]["total_s"])
        last[key], count[key] = got[(len(got) - 1) // 2], len(got)

    out = []
    digestion = []
    for (n, basis, fl), rounds in digestion_rounds(runs).items():
        blocks = sorted({b for r in rounds for b in r})
        times = {b: median([r[b] for r in rounds if b in r]) for b in blocks}
        gains = {b: median([r[1] / r[b] for r in rounds if b in r]) for b in blocks if b != 1}
        best = max(gains, key=gains.get)
        digestion.append([n, basis, fl, len(rounds),
                          ", ".join(f"{b}: {times[b]:.3f} s" for b in blocks),
                          ", ".join(f"{b}: x{gains[b]:.3f}" for b in gains), best])
    if digestion:
        out.append("Digestion: Fock-build time per ket block (1 = atomic), median over the rounds "
                   "that measured block 1 and others back to back; speed-up = median over those "
                   "rounds of t(1) / t(block)\n\n" +
                   table(["n", "basis", "flavour", "rounds", "time per ket block",
                          "speed-up over 1", "best"], digestion))
    if args.per_class:
        for n, basis in cases:
            here = [fl for fl in flavours if (n, basis, fl, default) in last]
            if not here:
                continue
            classes = list(last[(n, basis, here[0], default)][1])
            rows = []
            for c in classes:
                q, t, _ = last[(n, basis, here[0], default)][1][c]
                rows.append([f"({c[:2]}\\|{c[2:]})", q, t] +
                            [f"{last[(n, basis, fl, default)][1].get(c, (0, 0, float('nan')))[2]:.1f}"
                             for fl in here])
            out.append(f"(H2O){n} / {basis}, ket block {default}: time per class (ms)\n\n" +
                       table(["class", "quartets", "tasks"] + [f"{fl} ms" for fl in here], rows))
    summary = []
    for n, basis in cases:
        for fl in flavours:
            if (n, basis, fl, default) not in last:
                continue
            f, _ = last[(n, basis, fl, default)]
            ratio = ""
            if n == 128 and basis.lower() in ("6-31g(d)", "6-31g*", "6-31gs"):
                ratio = (f"x{f['total_s'] / PUBLISHED['stdpar']:.2f} of 11.4 s, "
                         f"x{f['total_s'] / PUBLISHED['omp']:.2f} of 34.3 s")
            summary.append([n, basis, f["nbf"], f"{f['quartets']:,}", fl + (" (GPU)" if f.get("offload") == "1" else ""),
                            f"{f['total_s']:.3f}", f"{f['kernels_s']:.3f}", f.get("plan_s", "-"),
                            f"{f['quartets'] / f['total_s'] / 1e6:.1f}", ratio])
    out.append(f"Fock build (J and K), ket block {default}: time of the median build\n\n" +
               table(["n", "basis", "nbf", "quartets", "flavour", "Fock build s", "kernels s",
                      "plan s", "Mquartets/s", "vs published A100 (H2O)128/6-31G(d)"], summary))
    # a run cut from one log (the campaign's budget) may have been measured in another
    measured = {f"{f['flavour']} n={f['n']} {f['basis']}" for f, _ in runs}
    notes = [note for note in notes if note.split(": ")[0] not in measured]
    if notes:
        out.append("Not measured:\n\n" + "".join(f"- {n}\n" for n in notes))
    emit("\n".join(out), args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
