#!/usr/bin/env python3
"""Markdown tables of the SpMM campaign (bench/gpu/spmm_campaign.sh).

    python3 bench/gpu/spmm_table.py campaign.log [-o table.md]

Reads the lines spmm_bench and cusparse_spmv --spmm print,

    RESULT spmm flavour=<f> matrix=<m> B=<b> variant=<v> storage=<s> precision=<p> k=<k> ...
           ms=<t> gbs=<GB/s> copy_gbs=<GB/s> ratio=<gbs/copy> maxerr=<e>
    RESULT peer=cusparse kernel=spmm alg=<a> precision=<p> matrix=<m> k=<k> ... ms=<t> ...

and prints, per matrix (and CSB block size), one row per flavour, variant and precision with,
for each k, the ratio to the copy bandwidth of the same process and, in parentheses, the speed
against the best cuSPARSE SpMM (time ratio, > 1: faster) on the same matrix, precision and k.
Then the LOBPCG time splits of speig runs, and a summary of the issue's two targets.
"""
import argparse
import re
import sys

from table_output import emit, fail

PRECISION_ORDER = {"double": 0, "float": 1}


def fields(line):
    pos = line.find("RESULT ")
    if pos < 0 or line[:pos].strip():
        return None
    return dict(w.partition("=")[::2] for w in line[pos + 7:].split() if "=" in w)


def parse(lines):
    ours, peer, speig, current = [], {}, [], None
    for line in lines:
        if line.startswith("=== run:"):
            current = {"label": line.split(":", 2)[1].strip(), "text": []}
            speig.append(current) if " speig" in line else None
            continue
        if current is not None and " speig" in current["label"]:
            current["text"].append(line)
        f = fields(line)
        if not f:
            continue
        if f.get("peer") == "cusparse" and f.get("kernel") == "spmm":
            matrix = f["matrix"]
            if matrix.startswith("shellmodel:"):  # shellmodel:48Cr:FILE.snt: shellmodel's "48Cr"
                matrix = matrix.split(":")[1]
            key = (matrix, f["precision"], int(f["k"]))
            peer[key] = min(peer.get(key, float("inf")), float(f["ms"]))
        elif "spmm" in line.split() and "variant" in f:
            ours.append(f)
    return ours, peer, speig


def spmm_tables(ours, peer):
    out, best = [], {}
    groups = {}
    for f in ours:
        groups.setdefault((f["matrix"], f["B"]), []).append(f)
    for (matrix, B), rows in groups.items():
        ks = sorted({int(f["k"]) for f in rows})
        out.append(f"\n### {matrix}, CSB B = {B}: SpMM GB/s over copy bandwidth "
                   f"(in parentheses: speed against the best cuSPARSE SpMM)\n")
        out.append("| flavour | variant | storage | precision | " +
                   " | ".join(f"k = {k}" for k in ks) + " |")
        out.append("|---|---|---|---|" + "---|" * len(ks))
        cells = {}
        for f in rows:
            key = (f["flavour"], f["variant"], f["storage"], f["precision"])
            ms_peer = peer.get((matrix, f["precision"], int(f["k"])))
            vs = f" ({ms_peer / float(f['ms']):.2f}x)" if ms_peer else ""
            cells.setdefault(key, {})[int(f["k"])] = f"{float(f['ratio']):.3f}{vs}"
            if f["variant"] != "csr":
                b = best.setdefault((matrix, B, f["precision"], int(f["k"])), [0, 0])
                b[0] = max(b[0], float(f["ratio"]))
                if ms_peer:
                    b[1] = max(b[1], ms_peer / float(f["ms"]))
        for key in sorted(cells, key=lambda t: (t[0], t[1], t[2], PRECISION_ORDER[t[3]])):
            out.append(f"| {' | '.join(key)} | " +
                       " | ".join(cells[key].get(k, "-") for k in ks) + " |")
    return out, best


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("logs", nargs="+")
    p.add_argument("-o", "--output")
    args = p.parse_args(argv)
    lines = []
    for path in args.logs:
        try:
            with open(path) as f:
                lines += f.read().splitlines()
        except OSError as e:
            return fail("spmm_table.py", f"{path}: {e.strerror}")
    ours, peer, speig = parse(lines)
    if not ours:
        return fail("spmm_table.py", "no `RESULT spmm` lines in " + ", ".join(args.logs))
    out, best = spmm_tables(ours, peer)
    if speig:
        out.append("\n### LOBPCG time split (speig)\n")
        out.append("| run | iterations | solve s | SpMM s | dense BLAS-3 s | small eigensolver s |")
        out.append("|---|---|---|---|---|---|")
        for run in speig:
            text = "\n".join(run["text"])
            t = re.search(r"time: solve (\S+) s: SpMM (\S+) s, dense BLAS-3 (\S+) s, "
                          r"small eigensolver (\S+) s", text)
            it = re.search(r"iterations: (\d+)", text)
            if t and it:
                out.append(f"| {run['label']} | {it.group(1)} | " + " | ".join(t.groups()) + " |")
    out.append("\n### Targets: best CSB variant at k = 8, float (ratio to copy >= 0.85; "
               "against cuSPARSE >= 1.0x)\n")
    for (matrix, B, precision, k), (ratio, vs) in sorted(best.items()):
        if k == 8 and precision == "float":
            out.append(f"- {matrix}, B = {B}: {ratio:.3f} of copy bandwidth, "
                       f"{vs:.2f}x cuSPARSE" if vs else f"- {matrix}, B = {B}: {ratio:.3f}")
    emit("\n".join(out) + "\n", args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
