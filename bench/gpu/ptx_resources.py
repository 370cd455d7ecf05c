#!/usr/bin/env python3
"""Registers and static shared memory of every kernel in OpenMP-offload device PTX (ptxas -v).

clang 16 without -fopenmp-assume-no-thread-state left the device runtime's team and thread
state unfolded in most generated omp-target kernels: 1.5-1.7 KB of shared memory and about 8
more registers a thread, which cost the SELL SpMV 25-45% of its speed on an H200 (configure.py
CLANG_OMP). A kernel of ours asks for no team memory, so a few dozen bytes is all it should
show. This reads the PTX that `clang -save-temps` leaves (bench/gpu/ptx_team_state_scan.sh
compiles gen/omp-target that way) and assembles it with ptxas for sm_90.

    python3 bench/gpu/ptx_resources.py [--max-smem BYTES] FILE.s...

Prints `file kernel registers smem_bytes` per kernel, then a summary line; exits 1 if any
kernel's static shared memory exceeds --max-smem.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ENTRY = re.compile(r"Compiling entry function '(\S+)'")
USED = re.compile(r"Used (\d+) registers.*?(\d+) bytes smem")


def ptxas():
    found = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    if not os.access(found, os.X_OK):
        sys.exit("error: ptx_resources: ptxas not found (PATH or /usr/local/cuda/bin)")
    return found


def resources(path, assembler):
    """[(kernel, registers, smem bytes)] of one PTX file"""
    with tempfile.TemporaryDirectory() as tmp:
        run = subprocess.run([assembler, "-arch=sm_90", "-O3", "-v", path, "-o",
                              os.path.join(tmp, "out.cubin")], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"error: ptx_resources: ptxas failed on {path}:\n{run.stderr[-2000:]}")
    out, kernel = [], None
    for line in run.stderr.splitlines():
        m = ENTRY.search(line)
        if m:
            kernel = re.sub(r"^__omp_offloading_[0-9a-f]+_[0-9a-f]+_", "", m.group(1))
            continue
        m = USED.search(line)
        if m and kernel:
            out.append((kernel, int(m.group(1)), int(m.group(2))))
            kernel = None
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-smem", type=int, default=None,
                    help="exit 1 if a kernel's static shared memory exceeds this many bytes")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    assembler = ptxas()
    n = over = 0
    for path in args.files:
        name = os.path.basename(path).split("-openmp-")[0]
        for kernel, regs, smem in resources(path, assembler):
            n += 1
            flag = args.max_smem is not None and smem > args.max_smem
            over += flag
            print(f"{name} {kernel} {regs} {smem}{'  OVER' if flag else ''}")
    limit = (f", {over} over {args.max_smem} bytes of shared memory"
             if args.max_smem is not None else "")
    print(f"ptx_resources: {n} kernels{limit}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
