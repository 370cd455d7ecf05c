#!/usr/bin/env python3
"""Find OpenMP-offload kernels that read the team state before any barrier (clang 16, nvptx).

In an SPMD kernel, thread 0 initialises the team state in shared memory (the team's thread
count among it) and the other threads read it. clang 16's OpenMPOpt barrier elimination can
remove the barrier in between: the readers then see what an earlier kernel left in that
shared memory, take a smaller thread count and skip their iterations (lost warps in the ci
atomic reductions on an H100; configure.py's CLANG_OMP now disables that elimination).

This script reads the device PTX that `clang -save-temps` leaves (<name>-openmp-nvptx64-
nvidia-cuda-sm_90.s) and, per kernel, walks the control-flow graph from the entry: a kernel
is flagged when a load from the team state (`ld.shared ... TeamState`) is reachable from the
entry along a path with no `bar.sync`.

    python3 bench/gpu/ptx_team_state_scan.py FILE.s...    (exit 1 if any kernel is flagged)
    bash bench/gpu/ptx_team_state_scan.sh [FLAGS...]      (compiles gen/omp-target and scans)
"""
import re
import sys

ENTRY = re.compile(r"^\.(?:weak|visible)\s+\.entry\s+(\S+?)\(")
LABEL = re.compile(r"^(\$L__\w+):")
BRANCH = re.compile(r"\bbra(?:\.uni)?\s+(\$L__\w+);")
UNCONDITIONAL = re.compile(r"^\s*bra(?:\.uni)?\s+\$L__\w+;")
TEAM_STATE_LOAD = re.compile(r"\bld\.shared\S*\s+%\w+,\s*\[[^\]]*TeamState")
BARRIER = re.compile(r"\bbar(?:rier)?\.sync\b")


def kernels(text):
    """(name, body lines) of every kernel entry in a PTX file"""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = ENTRY.match(lines[i])
        if not m:
            i += 1
            continue
        while i < len(lines) and lines[i].strip() != "{":
            i += 1
        depth, body = 0, []
        for i in range(i, len(lines)):
            depth += lines[i].count("{") - lines[i].count("}")
            body.append(lines[i])
            if depth == 0:
                break
        yield m.group(1), body
        i += 1


def blocks(body):
    """basic blocks: label -> (lines, successor labels); the entry block is labelled None"""
    order, content, label = [None], {None: []}, None
    for line in body:
        m = LABEL.match(line)
        if m:
            label = m.group(1)
            order.append(label)
            content[label] = []
        else:
            content[label].append(line)
    graph = {}
    for k, label in enumerate(order):
        lines = content[label]
        succ = [m.group(1) for line in lines for m in [BRANCH.search(line)] if m]
        ends = any(UNCONDITIONAL.match(line) or line.strip() in ("ret;", "exit;")
                   for line in lines[-2:])
        if not ends and k + 1 < len(order):
            succ.append(order[k + 1])
        graph[label] = (lines, succ)
    return graph


def unsynchronised_read(body):
    """the first team-state load reachable from the entry without a barrier, or None"""
    graph = blocks(body)
    seen, todo = set(), [None]
    while todo:
        label = todo.pop()
        if label in seen or label not in graph:
            continue
        seen.add(label)
        lines, succ = graph[label]
        for line in lines:
            if BARRIER.search(line):
                break
            if TEAM_STATE_LOAD.search(line):
                return f"{label or 'entry'}: {line.strip()}"
        else:
            todo.extend(succ)
    return None


def main(paths):
    flagged = total = 0
    for path in paths:
        with open(path) as f:
            text = f.read()
        for name, body in kernels(text):
            total += 1
            hit = unsynchronised_read(body)
            if hit:
                flagged += 1
                print(f"{path}: {name}: team state read before any barrier ({hit})")
    print(f"ptx_team_state_scan: {total} kernels, {flagged} read the team state unsynchronised")
    return 1 if flagged else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1:]))
