#!/usr/bin/env python3
"""Code size, compile time and register use of every generated ERI class.

    python3 bench/eri/kernel_report.py [--classes ssss,dddd] [--no-acc] [-o table.md]

Per class (gen/<flavour>/eri_<class>.c):
  lines, KiB        size of the generated file (plain flavour) and its derived statements
                    (VRR per primitive quartet, HRR per contracted quartet, from the header)
  gcc -O3 s         host compile time of the plain file (gcc 12, -O3, the build's flags)
  clang dev s       omp-target device compile: clang-16 --offload-device-only -S to PTX,
                    then ptxas -arch=sm_90 -c (both timed together)
  regs, stack, spill   ptxas -v for the omp-target kernel eri_fock_<class> (sm_90):
                    registers per thread, stack frame bytes, spill stores+loads bytes
  acc dev s, acc regs  (unless --no-acc) gcc 12 OpenACC offload: the nvptx LTO compile of the
                    file at link time (-foffload-options=nvptx-none=-save-temps keeps the PTX),
                    then ptxas -v on that PTX for the kernel's register count
Everything is measured on this machine, one compile at a time; times vary with load.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CUDA = os.environ.get("CUDA", "/usr/local/cuda")
INC = ["-I", os.path.join(ROOT, "runtime"), "-I", os.path.join(ROOT, "gen", "include")]
BASE = "-O3 -std=c11 -g -Wall -Wextra -Wno-unknown-pragmas -fno-fast-math".split()
CLANG_OMP = ("-fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 "
             f"--cuda-path={CUDA} -Wno-unknown-cuda-version -fopenmp-version=51").split()
ACC = "-fopenacc -foffload=nvptx-none".split()


def timed(cmd, **kw):
    t0 = time.monotonic()
    done = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        sys.exit(f"error: kernel_report: {' '.join(cmd[:3])} ... failed:\n{done.stderr[-2000:]}")
    return time.monotonic() - t0, done


def ptxas_kernel(ptx, kernel_re):
    """(registers, stack, spill bytes) of the entry function matching kernel_re."""
    _, done = timed([os.path.join(CUDA, "bin", "ptxas"), "-arch=sm_90", "-v", "-c", ptx,
                     "-o", os.devnull])
    text = done.stderr
    blocks = re.split(r"ptxas info\s+: Compiling entry function ", text)
    for b in blocks[1:]:
        name = b.split("'")[1]
        if re.search(kernel_re, name):
            regs = re.search(r"Used (\d+) registers", b)
            frame = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", b)
            return (int(regs.group(1)) if regs else None,
                    int(frame.group(1)) if frame else None,
                    int(frame.group(2)) + int(frame.group(3)) if frame else None)
    return (None, None, None)


def header_param(text, key):
    m = re.search(rf"^ \* {key}:\s+(.*)$", text, re.M)
    return m.group(1).strip() if m else ""


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--classes", help="comma-separated subset, e.g. ssss,pppp,dddd")
    p.add_argument("--no-acc", action="store_true", help="skip the gcc OpenACC nvptx measurement")
    p.add_argument("-o", "--output", help="also write the markdown table here")
    args = p.parse_args()
    files = sorted(glob.glob(os.path.join(ROOT, "gen", "plain", "eri_[spd][spd][spd][spd].c")))
    if not files:
        sys.exit("error: kernel_report: no gen/plain/eri_<class>.c files: run `python3 -m generator`")
    names = [os.path.basename(f)[4:8] for f in files]
    if args.classes:
        want = args.classes.split(",")
        unknown = [c for c in want if c not in names]
        if unknown:
            sys.exit(f"error: kernel_report: --classes: unknown class {unknown[0]!r} (known: {', '.join(names)})")
        names = [n for n in names if n in want]
    rows = []
    tmp = tempfile.mkdtemp(prefix="eri-report-")
    for n in names:
        plain = os.path.join(ROOT, "gen", "plain", f"eri_{n}.c")
        text = open(plain).read()
        stmts = header_param(text, "statements")
        vrr = re.search(r"(\d+) VRR", stmts)
        hrr = re.search(r"(\d+) HRR", stmts)
        t_gcc, _ = timed(["gcc", *BASE, *INC, "-c", plain, "-o", os.path.join(tmp, f"{n}.o")])
        omp = os.path.join(ROOT, "gen", "omp-target", f"eri_{n}.c")
        ptx = os.path.join(tmp, f"{n}.ptx")
        t_clang, _ = timed(["clang-16", *BASE, *CLANG_OMP, *INC, "--offload-device-only", "-S", omp,
                            "-o", ptx])
        t0 = time.monotonic()
        regs, stack, spill = ptxas_kernel(ptx, rf"eri_fock_{n}")
        t_clang += time.monotonic() - t0
        row = {"class": f"({n[:2]}|{n[2:]})", "lines": text.count("\n"),
               "kib": len(text.encode()) / 1024, "vrr": vrr.group(1) if vrr else "",
               "hrr": hrr.group(1) if hrr else "", "gcc": t_gcc, "clang": t_clang,
               "regs": regs, "stack": stack, "spill": spill, "acc": None, "acc_regs": None}
        if not args.no_acc:
            acc = os.path.join(ROOT, "gen", "openacc", f"eri_{n}.c")
            d = os.path.join(tmp, f"acc-{n}")
            os.makedirs(d)
            obj = os.path.join(d, "k.o")
            timed(["gcc", *BASE, *ACC, "-foffload-options=nvptx-none=-misa=sm_80", *INC, "-c", acc, "-o", obj])
            main_c = os.path.join(d, "main.c")
            with open(main_c, "w") as f:
                f.write("extern void *eri_class_table;\nint main(void) { return 0; }\n"
                        f"void *keep = (void *)eri_fock_{n};\nvoid eri_fock_{n}(void);\n".replace(
                            f"void *keep = (void *)eri_fock_{n};\nvoid eri_fock_{n}(void);\n",
                            f"void eri_fock_{n}(void);\nvoid *keep = (void *)eri_fock_{n};\n"))
            t_acc, _ = timed(["gcc", *BASE, *ACC, "-foffload-options=nvptx-none=-misa=sm_80 -save-temps -lm",
                              "-no-pie", main_c, obj, "-o", os.path.join(d, "a.out"), "-lm"], cwd=d)
            ptxs = [q for q in glob.glob(os.path.join(d, "*")) if re.search(r"\.(s|ptx)$", q)]
            acc_regs = None
            for q in ptxs:
                if ".version" in open(q, errors="replace").read(200):
                    acc_regs = ptxas_kernel(q, rf"eri_fock_{n}")[0]
                    if acc_regs is not None:
                        break
            row["acc"], row["acc_regs"] = t_acc, acc_regs
        rows.append(row)
        print(f"{row['class']}: {row['lines']} lines, gcc {t_gcc:.1f} s, clang dev {t_clang:.1f} s, "
              f"regs {regs}, stack {stack}, spill {spill}"
              + ("" if args.no_acc else f", acc dev {row['acc']:.1f} s, acc regs {row['acc_regs']}"),
              flush=True)

    def fmt(v, f="{}"):
        return "-" if v is None else f.format(v)
    head = ("| class | lines | KiB | VRR/prim | HRR | gcc -O3 s | clang dev s | regs | stack B | spill B |"
            + ("" if args.no_acc else " acc dev s | acc regs |"))
    out = [head, "|" + "---|" * head.count("|")[:-1] if False else "|" + "---|" * (head.count("|") - 1)]
    for r in rows:
        line = (f"| {r['class']} | {r['lines']} | {r['kib']:.0f} | {r['vrr']} | {r['hrr']} | {r['gcc']:.1f} | "
                f"{r['clang']:.1f} | {fmt(r['regs'])} | {fmt(r['stack'])} | {fmt(r['spill'])} |")
        if not args.no_acc:
            line += f" {fmt(r['acc'], '{:.1f}')} | {fmt(r['acc_regs'])} |"
        out.append(line)
    total = (f"| total | {sum(r['lines'] for r in rows)} | {sum(r['kib'] for r in rows):.0f} | | | "
             f"{sum(r['gcc'] for r in rows):.1f} | {sum(r['clang'] for r in rows):.1f} | | | |"
             + ("" if args.no_acc else f" {sum(r['acc'] or 0 for r in rows):.1f} | |"))
    out.append(total)
    table = "\n".join(out)
    print(table)
    if args.output:
        with open(args.output + ".tmp", "w") as f:
            f.write(table + "\n")
        os.replace(args.output + ".tmp", args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
