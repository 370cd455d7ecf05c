#!/usr/bin/env python3
"""Code size, compile time and register use of every generated ERI class.

    python3 bench/eri/kernel_report.py [--classes ssss,dddd] [--no-acc] [--set KEY=VALUE]
                                       [-o table.md]

Per class (gen/<flavour>/eri_<class>.c):
  lines, KiB        size of the generated file (plain flavour) and its derived statements
                    (VRR per primitive quartet, HRR per contracted quartet, from the header)
  gcc -O3 s         host compile time of the plain file (gcc 12, -O3, the build's flags)
  clang s           omp-target offload compile of the file (clang-16 -c: host + nvptx, ptxas
                    included) with configure.py's clang-nvptx flags and the options of the
                    compile settings the file states (configure.py FILE_SETTINGS; --set
                    overrides one, as `configure.py --set` does)
  regs, stack B     from the linked sm_90 image of a program holding the omp-target kernel
                    eri_fock_<class> (clang's link step, -save-temps keeps it): EIATTR_REGCOUNT
                    of the kernel entry (registers per thread, callees included) and its
                    per-thread stack (EIATTR_MIN_STACK_SIZE: frames of the call tree)
  spill B           spill stores + loads, summed over the functions of that device code
                    (ptxas -v -c on the PTX clang kept)
  acc dev s         (unless --no-acc) gcc 12 OpenACC offload: the nvptx LTO compile at the link
                    of a program holding the kernel (-save-temps keeps mkoffload's PTX image;
                    the file's own -c compile is not counted; no -g: GCC's nvptx debug
                    directives are not PTX that ptxas parses)
  acc ptxas s       ptxas -c sm_90 on the kernel's PTX module of that image: about what the
                    CUDA driver's JIT spends on the class when a GCC OpenACC program first starts
                    on a GPU (GCC ships PTX only)
  acc regs          registers of the kernel entry after nvlink of those modules (callees,
                    e.g. the out-of-line quartet function, included)
  acc spill B       spill stores + loads over the functions of the kernel's module
Everything is measured on this machine, one compile at a time; times vary with load.
"""
import argparse
import atexit
import glob
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CUDA = os.environ.get("CUDA", "/usr/local/cuda")
INC = ["-I", os.path.join(ROOT, "runtime"), "-I", os.path.join(ROOT, "gen", "include")]
BASE = "-O3 -std=c11 -g -Wall -Wextra -Wno-unknown-pragmas -fno-fast-math".split()
sys.path.insert(0, ROOT)
import configure  # noqa: E402

CLANG_OMP = configure.CLANG_OMP.replace("--cuda-path=/usr/local/cuda", f"--cuda-path={CUDA}").split()
ACC = "-fopenacc -foffload=nvptx-none".split()
# without -g for the OpenACC device code: GCC's nvptx debug directives (.file) are not PTX
# that ptxas parses
BASE_NOG = [f for f in BASE if f != "-g"]


def timed(cmd, **kw):
    t0 = time.monotonic()
    done = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        sys.exit(f"error: kernel_report: {' '.join(cmd[:3])} ... failed:\n{done.stderr[-2000:]}")
    return time.monotonic() - t0, done


def spill_total(ptxas_v):
    """Spill stores + loads (bytes) summed over every function in ptxas -v output."""
    return sum(int(a) + int(b) for a, b in re.findall(
        r"(\d+) bytes spill stores, (\d+) bytes spill loads", ptxas_v))


def ptxas_spill_total(ptx):
    """Spill stores + loads (bytes) summed over every function of a PTX file."""
    _, done = timed([os.path.join(CUDA, "bin", "ptxas"), "-arch=sm_90", "-v", "-c", ptx,
                     "-o", os.devnull])
    return spill_total(done.stderr)


def cubin_kernel_info(path, kernel_re):
    """(registers, stack bytes) of the entry matching kernel_re in a linked CUDA ELF image,
    from its .nv.info attributes EIATTR_REGCOUNT (0x2f) and EIATTR_MIN_STACK_SIZE (0x12)."""
    d = open(path, "rb").read()
    if d[:4] != b"\x7fELF":
        sys.exit(f"error: kernel_report: {path} is not an ELF image")
    shoff, = struct.unpack_from("<Q", d, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize) for i in range(shnum)]

    def cstr(base, off):
        return d[base + off:d.index(b"\0", base + off)].decode()
    names = {cstr(secs[shstrndx][4], sec[0]): sec for sec in secs}
    symtab, strtab = names[".symtab"], names[".strtab"]
    syms = [cstr(strtab[4], struct.unpack_from("<I", d, symtab[4] + i * 24)[0])
            for i in range(symtab[5] // 24)]
    attrs = {}
    off, end = names[".nv.info"][4], names[".nv.info"][4] + names[".nv.info"][5]
    while off < end:
        fmt, attr = d[off], d[off + 1]
        if fmt == 1:        # EIFMT_NVAL
            off += 2
        elif fmt == 3:      # EIFMT_HVAL
            off += 4
        else:               # EIFMT_BVAL / EIFMT_SVAL: 16-bit size, payload
            size, = struct.unpack_from("<H", d, off + 2)
            if fmt == 4 and size == 8:
                sym, value = struct.unpack_from("<II", d, off + 4)
                attrs[(syms[sym], attr)] = value
            off += 4 + size
    for (sym, attr), value in attrs.items():
        if attr == 0x2F and re.search(kernel_re, sym):
            return value, attrs.get((sym, 0x12))
    return None, None


def fmt(v, f="{}"):
    return "-" if v is None else f.format(v)


def header_param(text, key):
    m = re.search(rf"^ \* {key}:\s+(.*)$", text, re.M)
    return m.group(1).strip() if m else ""


def write_main(d, n):
    """A program referencing the class's kernel, so that the link keeps its device code."""
    main_c = os.path.join(d, "main.c")
    with open(main_c, "w") as f:
        f.write(f"void eri_fock_{n}(void);\nvoid *keep = (void *)eri_fock_{n};\n"
                "int main(void) { return 0; }\n")
    return main_c


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--classes", help="comma-separated subset, e.g. ssss,pppp,dddd")
    p.add_argument("--no-acc", action="store_true", help="skip the gcc OpenACC nvptx measurement")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="override a compile setting of the omp-target files (e.g. max_registers=128)")
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
    overrides = dict(item.partition("=")[::2] for item in args.set)
    rows = []
    tmp = tempfile.mkdtemp(prefix="eri-report-")
    atexit.register(shutil.rmtree, tmp, True)
    for n in names:
        plain = os.path.join(ROOT, "gen", "plain", f"eri_{n}.c")
        text = open(plain).read()
        stmts = header_param(text, "statements")
        vrr = re.search(r"(\d+) VRR", stmts)
        hrr = re.search(r"(\d+) HRR", stmts)
        t_gcc, _ = timed(["gcc", *BASE, *INC, "-c", plain, "-o", os.path.join(tmp, f"{n}.o")])
        omp = os.path.join(ROOT, "gen", "omp-target", f"eri_{n}.c")
        dc = os.path.join(tmp, f"omp-{n}")
        os.makedirs(dc)
        file_flags = configure.file_flags("clang-nvptx", configure.file_settings(omp), overrides).split()
        t_clang, _ = timed(["clang-16", *BASE, *CLANG_OMP, *file_flags, *INC, "-save-temps", "-c", omp,
                            "-o", os.path.join(dc, "k.o")], cwd=dc)
        main_c = write_main(dc, n)
        timed(["clang-16", *BASE, *CLANG_OMP, "-Wno-unused-command-line-argument", "-save-temps",
               main_c, os.path.join(dc, "k.o"), "-o", os.path.join(dc, "a.out"), "-lm"], cwd=dc)
        images = glob.glob(os.path.join(dc, "*.img"))
        ptxs = glob.glob(os.path.join(dc, f"eri_{n}-openmp-nvptx64-nvidia-cuda-sm_90.s"))
        if not images or not ptxs:
            sys.exit(f"error: kernel_report: clang -save-temps left no device image/PTX in {dc}")
        regs, stack = cubin_kernel_info(images[0], rf"eri_fock_{n}")
        spill = ptxas_spill_total(ptxs[0])
        row = {"class": f"({n[:2]}|{n[2:]})", "lines": text.count("\n"),
               "kib": len(text.encode()) / 1024, "vrr": vrr.group(1) if vrr else "",
               "hrr": hrr.group(1) if hrr else "", "gcc": t_gcc, "clang": t_clang,
               "regs": regs, "stack": stack, "spill": spill, "acc": None, "acc_regs": None,
               "acc_spill": None, "acc_jit": None}
        if not args.no_acc:
            acc = os.path.join(ROOT, "gen", "openacc", f"eri_{n}.c")
            d = os.path.join(tmp, f"acc-{n}")
            os.makedirs(d)
            obj = os.path.join(d, "k.o")
            timed(["gcc", *BASE_NOG, *ACC, "-foffload-options=nvptx-none=-misa=sm_80", *INC, "-c", acc, "-o", obj])
            main_c = write_main(d, n)
            t_acc, _ = timed(["gcc", *BASE_NOG, *ACC, "-foffload-options=nvptx-none=-misa=sm_80 -save-temps -lm",
                              "-no-pie", main_c, obj, "-o", os.path.join(d, "a.out"), "-lm"], cwd=d)
            # mkoffload's image: NUL-separated PTX modules (the kernels, then libm/libgomp
            # pieces), which the CUDA driver JIT-links at run time. Here: ptxas -c each module
            # (timed: about the JIT's work), nvlink them, read the kernel's registers and stack
            # from the linked image; spills summed over the kernel module's functions (GCC
            # keeps the big quartet functions out of line, so the entry alone says little).
            images = glob.glob(os.path.join(d, "*.mkoffload"))
            if not images:
                sys.exit(f"error: kernel_report: gcc -save-temps left no *.mkoffload image in {d}")
            modules = [m for m in open(images[0], "rb").read().split(b"\0") if m.strip()]
            objs, acc_jit, acc_spill = [], None, None
            for k, module in enumerate(modules):
                ptx_acc = os.path.join(d, f"module{k}.ptx")
                with open(ptx_acc, "wb") as f:
                    f.write(module)
                objs.append(ptx_acc[:-4] + ".o")
                seconds, done = timed([os.path.join(CUDA, "bin", "ptxas"), "-arch=sm_90", "-v", "-c",
                                       ptx_acc, "-o", objs[-1]])
                if f"eri_fock_{n}".encode() in module:
                    acc_jit, acc_spill = seconds, spill_total(done.stderr)
            cubin = os.path.join(d, "linked.cubin")
            timed([os.path.join(CUDA, "bin", "nvlink"), "-arch=sm_90", "-o", cubin, *objs])
            acc_regs, _ = cubin_kernel_info(cubin, rf"eri_fock_{n}")
            row.update(acc=t_acc, acc_regs=acc_regs, acc_spill=acc_spill, acc_jit=acc_jit)
        rows.append(row)
        print(f"{row['class']}: {row['lines']} lines, gcc {t_gcc:.1f} s, clang {t_clang:.1f} s, "
              f"regs {regs}, stack {stack}, spill {spill}"
              + ("" if args.no_acc else f", acc dev {row['acc']:.1f} s, acc ptxas {fmt(row['acc_jit'], '{:.1f}')} s, "
                                        f"acc regs {row['acc_regs']}, acc spill {row['acc_spill']}"),
              flush=True)

    head = ("| class | lines | KiB | VRR/prim | HRR | gcc -O3 s | clang s | regs | stack B | spill B |"
            + ("" if args.no_acc else " acc dev s | acc ptxas s | acc regs | acc spill B |"))
    out = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in rows:
        line = (f"| {r['class'].replace('|', chr(92) + '|')} | {r['lines']} | {r['kib']:.0f} | {r['vrr']} | {r['hrr']} | {r['gcc']:.1f} | "
                f"{r['clang']:.1f} | {fmt(r['regs'])} | {fmt(r['stack'])} | {fmt(r['spill'])} |")
        if not args.no_acc:
            line += (f" {fmt(r['acc'], '{:.1f}')} | {fmt(r['acc_jit'], '{:.1f}')} | {fmt(r['acc_regs'])} |"
                     f" {fmt(r['acc_spill'])} |")
        out.append(line)
    total = (f"| total | {sum(r['lines'] for r in rows)} | {sum(r['kib'] for r in rows):.0f} | | | "
             f"{sum(r['gcc'] for r in rows):.1f} | {sum(r['clang'] for r in rows):.1f} | | | |"
             + ("" if args.no_acc else f" {sum(r['acc'] or 0 for r in rows):.1f} | "
                                        f"{sum(r['acc_jit'] or 0 for r in rows):.1f} | | |"))
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
