#!/usr/bin/env python3
"""Markdown table of the RESULT lines of a GPU campaign log.

    python3 bench/gpu/sparse_table.py campaign.log [-o table.md]

Reads the lines spmv_bench and cusparse_spmv print,

    RESULT flavour=<f> format=<fmt> precision=<p> matrix=<m> nnz=<n> stored=<s> [sigma=<s>]
           ms=<t> gbs=<GB/s> copy_gbs=<GB/s> maxrel=<e>
    RESULT peer=cusparse format=csr precision=<p> matrix=<m> nnz=<n> ms=<t> gbs=<GB/s> maxrel=<e>
    RESULT peer=cudaMemcpy copy_gbs=<GB/s>

and prints one row per SpMV result: GB/s, its ratio to the copy bandwidth
measured by the same process (spmv_bench's own copy_gbs; for cuSPARSE, the
cudaMemcpy line of its process) and to cuSPARSE CSR on the same matrix and
precision. Processes are told apart by the `=== run:` lines device_env.sh
writes before each one; a log without them is taken as one process.
"""
import argparse
import sys

from table_output import emit, fail

RUN_MARK = "=== run:"
FORMAT_ORDER = {"csr": 0, "csr_vector": 1, "ellpack": 2, "sell": 3, "rsell_a": 4, "rsell_b": 5}
PRECISION_ORDER = {"double": 0, "float": 1}


def parse_fields(line):
    """key=value pairs after 'RESULT'; None when the line is not a RESULT line."""
    pos = line.find("RESULT ")
    if pos < 0 or line[:pos].strip():
        return None
    fields = {}
    for word in line[pos + len("RESULT "):].split():
        key, eq, value = word.partition("=")
        if eq:
            fields[key] = value
    return fields


def number(fields, key, where):
    try:
        return float(fields[key])
    except KeyError:
        raise ValueError(f"{where}: RESULT line without {key}=") from None
    except ValueError:
        raise ValueError(f"{where}: {key}={fields[key]!r} is not a number") from None


def read_results(lines, name="log"):
    """Rows (dicts) in log order, and the copy bandwidth of each process."""
    rows, copies = [], []  # copies: (who, copy_gbs), one per process that measured it
    section = []           # rows of the current process still lacking copy_gbs
    section_copy = None
    for lineno, line in enumerate(lines, 1):
        where = f"{name}:{lineno}"
        if line.startswith(RUN_MARK):
            section, section_copy = [], None
            continue
        f = parse_fields(line)
        if f is None or "=" not in line.split("RESULT ", 1)[1].split(maxsplit=1)[0]:
            continue  # not a RESULT line, or one of another program's ("RESULT amg ...")
        if f.get("peer") == "cudaMemcpy":
            section_copy = number(f, "copy_gbs", where)
            copies.append(("cudaMemcpy", section_copy))
            for r in section:
                if r["copy_gbs"] is None:
                    r["copy_gbs"] = section_copy
            continue
        who = f.get("flavour") or f.get("peer")
        if not who:
            raise ValueError(f"{where}: RESULT line with neither flavour= nor peer=")
        sigma = f.get("sigma", "0")
        row = {
            "matrix": f.get("matrix", "?"),
            "who": who,
            "peer": "peer" in f,
            # a SELL format sorted with a sigma of its own (spmv_bench --sigma) is its own row
            "format": f.get("format", "?") + (f" sigma={sigma}" if sigma not in ("0", "") else ""),
            "precision": f.get("precision", "?"),
            "gbs": number(f, "gbs", where),
            "ms": number(f, "ms", where),
            "copy_gbs": number(f, "copy_gbs", where) if "copy_gbs" in f else section_copy,
            "maxrel": f.get("maxrel", "?"),
        }
        if "copy_gbs" in f and (not copies or copies[-1] != (who, row["copy_gbs"])):
            copies.append((who, row["copy_gbs"]))  # once per process, not once per line
        rows.append(row)
        section.append(row)
    return rows, copies


def ratio(a, b):
    return f"{a / b:.2f}" if a is not None and b else "n/a"


def make_table(rows, copies):
    peer = {}  # (matrix, precision) -> the cuSPARSE CSR row
    for r in rows:
        if r["who"] == "cusparse" and r["format"] == "csr":
            peer.setdefault((r["matrix"], r["precision"]), r)
    matrix_order, who_order = {}, {}
    for r in rows:
        matrix_order.setdefault(r["matrix"], len(matrix_order))
        who_order.setdefault(r["who"], (0 if r["peer"] else 1, len(who_order)))
    rows = sorted(rows, key=lambda r: (matrix_order[r["matrix"]], who_order[r["who"]],
                                       FORMAT_ORDER.get(r["format"].split()[0], 9),
                                       PRECISION_ORDER.get(r["precision"], 9)))
    # Two comparisons with cuSPARSE: GB/s over GB/s (how well each kernel uses
    # the memory system for the bytes its format moves) and time over time (which
    # SpMV finishes first: padded formats move more bytes for the same product).
    out = ["| matrix | flavour/peer | format | precision | ms | GB/s | GB/s / copy | "
           "GB/s / cuSPARSE CSR | speed vs cuSPARSE CSR | maxrel |",
           "|---|---|---|---|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        p = peer.get((r["matrix"], r["precision"]))
        out.append(f"| {r['matrix']} | {r['who']} | {r['format']} | {r['precision']} | "
                   f"{r['ms']:.3f} | {r['gbs']:.1f} | {ratio(r['gbs'], r['copy_gbs'])} | "
                   f"{ratio(r['gbs'], p and p['gbs'])} | {ratio(p and p['ms'], r['ms'])} | "
                   f"{r['maxrel']} |")
    if copies:
        out.append("")
        out.append("Copy bandwidth (GB/s, bytes read + written), per process: " +
                   ", ".join(f"{who} {gbs:.1f}" for who, gbs in copies) + ".")
    return "\n".join(out) + "\n"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("log", help="campaign log with RESULT lines")
    p.add_argument("-o", "--output", help="write the table here too (atomically)")
    args = p.parse_args(argv)
    try:
        with open(args.log, errors="replace") as f:
            rows, copies = read_results(f, args.log)
    except OSError as e:
        return fail("sparse_table", f"cannot read {args.log}: {e.strerror}")
    except ValueError as e:
        return fail("sparse_table", str(e))
    if not rows:
        return fail("sparse_table", f"no RESULT lines in {args.log}")
    emit(make_table(rows, copies), args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
