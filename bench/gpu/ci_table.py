#!/usr/bin/env python3
"""Markdown tables of the `RESULT ci ...` lines ci_bench prints (plain python3).

    python3 bench/gpu/ci_table.py LOG [LOG ...] > table.md

One column per flavour (in the order the flavours first appear), each cell the metric
and, in parentheses, its ratio to the copy bandwidth measured by the same process:
pair counting (Gcmp/s = 1e9 comparisons per second), prefix sums and the fill (ms and
GB/s), array reductions (GB/s), then the best reduction strategy per flavour: at each
width the strategy with the highest GB/s (x: its lead over the runner-up; below x1.05 a
tie), and overall the one ahead at the most widths (then: the higher geometric mean). A flavour measured
twice keeps its last run. Other families' RESULT lines are ignored.
"""
import argparse
import math
import sys

from table_output import emit, fail

TIE_LEAD = 1.05  # as in ci_bench: a lead below this factor over the runner-up is a tie


def read(paths):
    """{flavour: {key: fields}} for every RESULT ci line; key identifies the measurement."""
    data = {}
    for path in paths:
        with open(path, errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                if not line.startswith("RESULT ci "):
                    continue
                try:
                    fields = dict(w.split("=", 1) for w in line.split()[2:])
                    flavour, metric = fields["flavour"], fields["metric"]
                    for k in ("gbs", "ms", "ratio", "cmp_per_s", "copy_gbs"):
                        if k in fields:
                            fields[k] = float(fields[k])
                except (KeyError, ValueError):
                    raise ValueError(f"{path}:{lineno}: malformed RESULT ci line: {line.strip()}")
                # pair counts: one row per N and variant even where n shrank (the cell says so)
                key = (metric,) + tuple("" if (k, metric) == ("n", "pairs") else fields.get(k, "")
                                        for k in ("N", "n", "m", "variant", "strategy"))
                data.setdefault(flavour, {})[key] = fields
    return data


def number(key):
    """Sort key: numeric strings as numbers."""
    return tuple((0, int(k), "") if k.isdigit() else (1, 0, k) for k in key)


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out) + "\n"


def ratio(f):
    """the ratio to the copy bandwidth; tiny ones (contended atomics) keep two digits"""
    return f"{f['ratio']:.2f}" if f["ratio"] >= 0.01 else f"{f['ratio']:.1e}"


def cell(f, what):
    if f is None:
        return "-"
    if "unsupported" in f:
        return "unsupported"
    if what == "pairs":
        shrunk = f" n={f['n']}" if "shrunk" in f else ""
        return f"{f['cmp_per_s'] * 1e-9:.3g} ({ratio(f)}){shrunk}"
    if what == "ms":
        return f"{f['ms']:.3g} ms, {f['gbs']:.1f} GB/s ({ratio(f)})"
    shrunk = f" ni={f['ni']}" if "shrunk" in f else ""
    return f"{f['gbs']:.3g} ({ratio(f)}){shrunk}"


def best_strategies(runs, widths):
    """(one cell per width, the overall best) for one flavour's reduction results."""
    cells, wins, ties = [], {}, 0
    order = [f["strategy"] for (metric, *_), f in runs.items() if metric == "reduce"]
    logs = {s: [] for s in order}  # strategies in the order ci_bench ran them
    for m in widths:
        # highest GB/s first; equal GB/s: the strategy run first, as in ci_bench
        got = sorted(((f["gbs"], f["strategy"]) for (metric, *_), f in runs.items()
                      if metric == "reduce" and f["m"] == m and "gbs" in f),
                     key=lambda g: (-g[0], order.index(g[1])))
        for gbs, s in got:
            logs[s].append(math.log(gbs))
        if not got:
            cells.append("-")
            continue
        tie = len(got) > 1 and got[0][0] < TIE_LEAD * got[1][0]
        ties += tie
        if not tie:
            wins[got[0][1]] = wins.get(got[0][1], 0) + 1
        lead = f" x{got[0][0] / got[1][0]:.2f}" if len(got) > 1 else ""
        cells.append(f"{got[0][1]}{lead}{' (tie)' if tie else ''}")
    measured = [s for s in logs if logs[s]]
    if not measured:
        return cells, "-"
    top = max(measured, key=lambda s: (wins.get(s, 0), sum(logs[s]) / len(logs[s])))
    return cells, f"**{top}** ({wins.get(top, 0)} of {sum(wins.values()) + ties}; {ties} ties)"


def make_tables(data):
    flavours = list(data)
    out = ["Copy bandwidth (GB/s, ci_copy_int64, read + write): " +
           ", ".join(f"{fl} {f['gbs']:.1f}" for fl in flavours
                     for k, f in data[fl].items() if k[0] == "copy") + "\n"]
    keys = sorted({k for fl in flavours for k in data[fl] if k[0] != "copy"}, key=number)
    states = sorted({f["n"] for fl in flavours for f in data[fl].values()
                     if f["metric"] == "pairs" and "shrunk" not in f}, key=int)
    sections = [("pairs", f"Pair counting of n = {' / '.join(states) or '?'} states, Gcmp/s = n^2 / time / 1e9 "
                 "(operand GB/s / copy; n=: fewer states, to keep one call under --max-call-s)",
                 ["N", "variant"], "pairs"),
                ("scan", "Prefix sum of int64 counts (GB/s of 16 n bytes / copy)", ["n", "variant"], "ms"),
                ("fill", "Fill of a shared array (GB/s / copy)", ["variant"], "ms"),
                ("reduce", "Array reductions, GB/s of 8 m (ni + nj) bytes (/ copy)", ["m", "strategy"], "gbs")]
    for metric, title, cols, what in sections:
        rows = []
        for k in keys:
            if k[0] != metric:
                continue
            any_f = next(data[fl][k] for fl in flavours if k in data[fl])
            label = [any_f.get(c, "") for c in cols]
            if metric == "fill":
                label[0] += f" ({any_f['rows']} rows, {any_f['entries']} entries)"
            rows.append(label + [cell(data[fl].get(k), what) for fl in flavours])
        if rows:
            out.append(f"**{title}**\n\n" + table(cols + flavours, rows))
    widths = sorted({int(k[3]) for fl in flavours for k in data[fl] if k[0] == "reduce"})
    if widths:
        for fl in flavours:  # compare as integers
            for f in data[fl].values():
                if f["metric"] == "reduce":
                    f["m"] = int(f["m"])
        rows = []
        for fl in flavours:
            cells, overall = best_strategies(data[fl], widths)
            rows.append([fl] + cells + [overall])
        out.append("**Best array-reduction strategy per flavour** (per width: the fastest, x its lead "
                   "over the runner-up, a tie below x1.05; last: the one ahead at most widths)\n\n" +
                   table(["flavour"] + [f"m={m}" for m in widths] + ["best"], rows))
    return "\n".join(out)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("logs", nargs="+", help="logs holding ci_bench output")
    args = p.parse_args(argv)
    try:
        data = read(args.logs)
    except OSError as e:
        return fail("ci_table", f"cannot read {e.filename}: {e.strerror}")
    except ValueError as e:
        return fail("ci_table", str(e))
    if not data:
        return fail("ci_table", f"no RESULT ci lines in {', '.join(args.logs)}")
    emit(make_tables(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
