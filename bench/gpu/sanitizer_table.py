#!/usr/bin/env python3
"""Table of a compute-sanitizer campaign log (bench/gpu/sanitizer_campaign.sh).

    python3 bench/gpu/sanitizer_table.py LOG [--output FILE]

One row per run: tool, flavour, program, its exit status, the tool's summary (memcheck:
errors; racecheck: hazards, of which errors), the program's own checks and the seconds.
A run passes when it exits 0 and the tool found nothing; `timeout` and `skipped` (the
campaign's time budget spent) are runs that did not finish, not findings.
"""
import argparse
import re
import sys

from table_output import emit, fail

RUN = re.compile(r"^=== run: (\S+) (\S+) (\S+):")
END = re.compile(r"^=== end: (\S+) (\S+) (\S+) rc=(\d+) \((\d+) s\)")
SKIPPED = re.compile(r"^=== skipped: (\S+) (\S+) (\S+) ")
ERRORS = re.compile(r"^=+ ERROR SUMMARY: (\d+) errors?")
HAZARDS = re.compile(r"^=+ RACECHECK SUMMARY: (\d+) hazards? displayed \((\d+) errors?, (\d+) warnings?\)")
CHECKS = re.compile(r"^(\w+): (\d+) checks, (\d+) failed")
FOCK_CHECK = re.compile(r"^check vs fock_build_reference: (.*)$")


def parse(lines):
    rows, current = [], None
    for line in lines:
        m = RUN.match(line)
        if m:
            current = {"tool": m[1], "flavour": m[2], "program": m[3], "found": None, "checks": ""}
            continue
        m = SKIPPED.match(line)
        if m:
            rows.append({"tool": m[1], "flavour": m[2], "program": m[3], "rc": None,
                         "found": None, "checks": "", "seconds": "", "result": "skipped"})
            continue
        if current is None:
            continue
        if (m := ERRORS.match(line)) and current["found"] is None:
            current["found"] = f"{m[1]} errors"
        elif m := HAZARDS.match(line):
            current["found"] = f"{m[1]} hazards ({m[2]} errors)"
        elif m := CHECKS.match(line):
            current["checks"] = f"{m[2]} checks, {m[3]} failed"
        elif m := FOCK_CHECK.match(line):
            current["checks"] = f"J, K vs reference: {m[1]}"
        elif line.startswith("check FAILED"):
            current["checks"] += " FAILED"
        elif m := END.match(line):
            rc = int(m[4])
            current.update(rc=rc, seconds=m[5])
            clean = current["found"] is not None and current["found"].startswith("0 ")
            current["result"] = ("pass" if rc == 0 and clean else "timeout" if rc == 124
                                 else "FINDINGS" if rc == 86 or not clean else "FAIL")
            rows.append(current)
            current = None
    return rows


def table(rows):
    out = ["| tool | flavour | program | result | tool summary | own checks | s |",
           "|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append(f"| {r['tool']} | {r['flavour']} | {r['program']} | {r['result']} | "
                   f"{r['found'] or '-'} | {r['checks'] or '-'} | {r['seconds']} |")
    counts = {k: sum(r["result"] == k for r in rows) for k in ("pass", "FINDINGS", "FAIL", "timeout", "skipped")}
    out.append("")
    out.append(", ".join(f"{v} {k}" for k, v in counts.items()))
    return "\n".join(out) + "\n"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("logs", nargs="+")
    p.add_argument("--output")
    args = p.parse_args(argv)
    rows = []
    for path in args.logs:
        try:
            with open(path, errors="replace") as f:
                rows += parse(f)
        except OSError as e:
            return fail("sanitizer_table", f"{path}: {e.strerror}")
    if not rows:
        return fail("sanitizer_table", "no `=== run:` blocks of sanitizer_campaign.sh in the log(s)")
    emit(table(rows), args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
