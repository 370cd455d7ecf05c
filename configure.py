#!/usr/bin/env python3
"""Render build.ninja.in into build/<flavour>-<compiler>/build.ninja.

    python3 configure.py --flavour openacc --compiler gcc-nvptx
    ninja -C build/openacc-gcc-nvptx
    python3 configure.py --flavour plain --compiler gcc --mpi     # -> build/plain-gcc-mpi

Compiler settings (the offload ones exactly as ../shared/GPU.md records them):
  gcc          host only: gcc 12; OpenACC/OpenMP-target regions run on the host
  gcc-nvptx    OpenACC offload to NVIDIA with gcc-12-offload-nvptx (host fallback without a GPU)
  gcc-asan     host only, gcc 12 with AddressSanitizer + UndefinedBehaviorSanitizer, every
               finding fatal (-fno-sanitize-recover=all), leaks reported at exit: plain and
               omp-host, for the C tests (tests/python/test_sanitizers.py)
  clang-nvptx  OpenMP target offload to NVIDIA with clang-16 (host fallback without a GPU)
  clang-shadow OpenMP target offload with clang-16 to libomptarget's x86_64 plugin: the
               "device" is this CPU with memory of its own (a shadow device), so a kernel
               or fold that touches the host copy of device data gives wrong results
               without a GPU (CI); run with LD_LIBRARY_PATH=/usr/lib/llvm-16/lib, where
               libomptarget finds that plugin (the program stops with an error otherwise)

--mpi: the MPI build of that configuration (build/<flavour>-<compiler>-mpi): compiled and linked
with OpenMPI's mpicc wrapping the setting's compiler, runtime/mpi/mp_mpi.c instead of the one-rank
mp_serial.c; the programs run under mpirun (runtime/mpi/mp.h). --kernels-from DIR (with --mpi)
links DIR/lib/libkernels.a, the generated kernels of the same configuration without MPI (they
call no MPI), instead of compiling them again: DIR/build.ninja must be what configure.py renders
for the same options without --mpi, and its libkernels.a built (the tests do this; it saves the
second compile of the large eri classes).
"""
import argparse
import glob
import os
import shutil
import sys

import jinja2

ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, ROOT)
from generator.schema import FLAVOURS  # noqa: E402

BASE_CFLAGS = "-O3 -std=c11 -g -Wall -Wextra -Wno-unknown-pragmas -fno-fast-math"
NVPTX_ACC = "-fopenacc -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80"
# -openmp-opt-disable-barrier-elimination: clang 16's OpenMPOpt removes the barrier that
# follows the team-state initialisation of an SPMD kernel (thread 0 stores the team's thread
# count in shared memory; the others then read it unsynchronised). A thread that reads a
# stale value from an earlier kernel takes a smaller thread count and skips its iterations:
# whole warps' work went missing on an H100 (bench/gpu/omp_atomic_variants.c; BENCHMARKS.md
# `## ci`). With the option the PTX keeps `bar.sync 0` after the stores.
# -fopenmp-assume-no-thread-state: no device code changes an ICV (no omp_set_* or num_threads
# in any target region), so the device runtime needs no per-thread ICV state. Without the
# assertion clang 16's OpenMPOpt left the runtime's team state in 350 of the 378 kernels
# outside eri (as far as pairwise compiles show, wherever kernels with different argument counts
# share a file): 1.5-1.7 KB of shared memory and up to 98 more registers a thread, so fewer
# warps a multiprocessor. The same SELL SpMV loop ran 1.25-1.45x faster outside the generated
# file (bench/gpu/probes/spmv_cache_hint_probe.c, BENCHMARKS.md `## sparse`).
CLANG_OMP = ("-fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 "
             "--cuda-path=/usr/local/cuda -Wno-unknown-cuda-version -fopenmp-version=51 "
             "-fopenmp-assume-no-thread-state "
             "-mllvm -openmp-opt-disable-barrier-elimination=true")
# libomptarget 16 dlopens its plugins by name from libLLVM, which looks neither in the
# program's RPATH/RUNPATH nor in libomptarget's: the clang-shadow programs run with
# LD_LIBRARY_PATH=/usr/lib/llvm-16/lib (the tests set it; without it they stop with an error).
# -O1 and no OpenMPOpt: the shadow build is for correctness only. Even at -O1 clang 16's
# OpenMPOpt pass took 658 of 675 s of the x86_64 device compile of eri_dddd.c (the unrolled
# (dd|dd) class, -ftime-report, 2026-11-27); with -openmp-opt-disable the whole file
# compiles in 57 s. The pass only optimises (SPMDization, deglobalisation, runtime-call
# folding); the programs behave the same without it.
CLANG_SHADOW = ("-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fopenmp-version=51 "
                "-DDEV_SHADOW_DEVICE -O1 -mllvm -openmp-opt-disable")

# -O1: the sanitizer build is for correctness only (ASan's own guidance), and it keeps the
# compile time of the eri classes with instrumentation near the -O3 build's.
# -fno-var-tracking-assignments: with instrumentation, GCC's tracking of variables' locations
# through the unrolled lattice kernels took most of their compile: lattice_gauge_double_18.c
# 37 s with it, 7.4 s without (2026-11-30). Reports keep their file:line stack traces; only
# the debugger's view of optimised-out locals is coarser.
GCC_ASAN = ("-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -O1 "
            "-fno-var-tracking-assignments")

# (compiler setting, flavour) -> (cc, flavour flags, link flags). A missing pair is
# unsupported: OpenMP target offload is built with clang only, since GCC 12's
# OpenMP offload reached 0.1 TB/s where clang reached 2.5 TB/s (GPU.md).
# -no-pie for GCC's nvptx offload: its offload table otherwise needs text relocations.
COMPILERS = {
    ("gcc", "plain"): ("gcc", "", ""),
    ("gcc", "omp-host"): ("gcc", "-fopenmp", ""),
    ("gcc", "openacc"): ("gcc", "-fopenacc -foffload=disable", ""),
    ("gcc-asan", "plain"): ("gcc", GCC_ASAN, ""),
    ("gcc-asan", "omp-host"): ("gcc", f"-fopenmp {GCC_ASAN}", ""),
    # -lm for the offload image too: device code calling exp/sqrt (eri Boys function).
    # libgomp without --as-needed: a program whose own code makes no OpenACC call still
    # carries the offload table of the kernels it links, and mkoffload's constructor that
    # registers it (GOMP_offload_register_ver) is linked after -lgomp was already dropped.
    ("gcc-nvptx", "openacc"): ("gcc", NVPTX_ACC, "-no-pie -foffload-options=nvptx-none=-lm "
                               "-Wl,--no-as-needed -lgomp -Wl,--as-needed"),
    ("clang-nvptx", "omp-target"): ("clang-16", CLANG_OMP, "-Wno-unused-command-line-argument"),
    ("clang-shadow", "omp-target"): ("clang-16", CLANG_SHADOW, ""),
}

# Settings a generated file may state in its header (` * compile:   key[=value] ...`, from its
# spec), per compiler setting: the options that realise each; a setting a compiler has no
# use for maps to nothing. (kernel_only_parallelism's first option is in CLANG_OMP for every
# file since 2026-11-29; the setting still adds the second for the eri classes.)
ASSUME_KERNEL_ONLY = "-fopenmp-assume-no-thread-state -fopenmp-assume-no-nested-parallelism"
FILE_SETTINGS = {
    "clang-nvptx": {"kernel_only_parallelism": lambda v: ASSUME_KERNEL_ONLY,
                    "max_registers": lambda v: f"-Xcuda-ptxas -maxrregcount={v}"},
    "clang-shadow": {"kernel_only_parallelism": lambda v: ASSUME_KERNEL_ONLY},
}


def file_settings(path):
    """{key: value} of a generated file's ` * compile:` header line (value "1" for a bare key)."""
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f):
            if line.startswith(" * compile:"):
                words = line.split(":", 1)[1].split()
                return dict(w.split("=", 1) if "=" in w else (w, "1") for w in words)
            if lineno > 40 or line.startswith(" */"):
                return {}
    return {}


def file_flags(compiler, settings, overrides):
    """The compiler options of one file's settings, with --set overrides applied to files that
    state settings."""
    if not settings:
        return ""
    table = FILE_SETTINGS.get(compiler, {})
    merged = {**settings, **overrides}
    return " ".join(table[k](v) for k, v in sorted(merged.items())
                    if k in table and v not in ("0", ""))


# runtime/mpi: the MPI backend (with the CUDA/NCCL glue) or the one-rank one, never both.
MPI_ONLY_SOURCES = {"mpi/mp_mpi.c", "mpi/mp_cuda.c"}
SERIAL_ONLY_SOURCES = {"mpi/mp_serial.c"}
CUDA_INCLUDE = "/usr/local/cuda/include"


def mpi_wrapper(cc):
    """OpenMPI's mpicc running the setting's compiler (OMPI_CC), or an error line."""
    if shutil.which("mpicc") is None:
        return None
    return "mpicc" if cc == "gcc" else f"env OMPI_CC={cc} mpicc"


def runtime_source_list(mpi):
    """[(path under runtime/, extra cflags)] of the runtime files this build compiles."""
    skip = SERIAL_ONLY_SOURCES if mpi else MPI_ONLY_SOURCES
    found = sorted(os.path.relpath(s, os.path.join(ROOT, "runtime"))
                   for s in glob.glob(os.path.join(ROOT, "runtime", "**", "*.c"), recursive=True))
    # mp_cuda.c takes its prototypes from the CUDA headers when they are there (it loads the
    # libraries at run time; without the headers the GPU transports are left out)
    cuda = f"-I{CUDA_INCLUDE}" if os.path.exists(os.path.join(CUDA_INCLUDE, "nccl.h")) else ""
    return [{"path": s, "extra": cuda if s == "mpi/mp_cuda.c" else ""} for s in found if s not in skip]


# Each program: one C file linked against libruntime.a and libkernels.a.
PROGRAMS = [
    ("spcg", "drivers/spcg.c", "bin/spcg", True),
    ("spmv_bench", "drivers/spmv_bench.c", "bin/spmv_bench", False),
    ("amg_bench", "drivers/amg_bench.c", "bin/amg_bench", True),
    ("test_spmv", "tests/c/test_spmv.c", "tests/test_spmv", False),
    ("test_cg", "tests/c/test_cg.c", "tests/test_cg", True),
    ("test_amg", "tests/c/test_amg.c", "tests/test_amg", True),
    ("test_mmio", "tests/c/test_mmio.c", "tests/test_mmio", False),
    ("test_spmm", "tests/c/test_spmm.c", "tests/test_spmm", False),
    ("test_eigen", "tests/c/test_eigen.c", "tests/test_eigen", True),
    ("speig", "drivers/speig.c", "bin/speig", True),
    ("spmm_bench", "drivers/spmm_bench.c", "bin/spmm_bench", False),
    ("shellmodel", "drivers/shellmodel.c", "bin/shellmodel", True),
    ("test_shellmodel", "tests/c/test_shellmodel.c", "tests/test_shellmodel", False),
    ("test_ci", "tests/c/test_ci.c", "tests/test_ci", False),
    ("ci_bench", "drivers/ci_bench.c", "bin/ci_bench", False),
    ("test_lattice_kernels", "tests/c/test_lattice_kernels.c", "tests/test_lattice_kernels", False),
    ("test_lattice_hmc", "tests/c/test_lattice_hmc.c", "tests/test_lattice_hmc", False),
    ("test_rhmc", "tests/c/test_rhmc.c", "tests/test_rhmc", False),
    ("hmc", "drivers/hmc.c", "bin/hmc", False),
    ("dslash_bench", "drivers/dslash_bench.c", "bin/dslash_bench", False),
    ("scf", "drivers/scf.c", "bin/scf", True),
    ("test_boys", "tests/c/test_boys.c", "tests/test_boys", False),
    ("test_eri_ref", "tests/c/test_eri_ref.c", "tests/test_eri_ref", False),
    ("test_fock", "tests/c/test_fock.c", "tests/test_fock", True),
    ("fock_bench", "drivers/fock_bench.c", "bin/fock_bench", False),
    ("test_mpi", "tests/c/test_mpi.c", "tests/test_mpi", True),
    ("test_lattice_mpi", "tests/c/test_lattice_mpi.c", "tests/test_lattice_mpi", False),
    ("halo_bench", "drivers/halo_bench.c", "bin/halo_bench", False),
]


def render_ninja(args, cc, flags, ldflags, gen_root, gen_dir, overrides, mpi, kernels_lib):
    """build.ninja's text; kernels_lib: a built libkernels.a to link instead of compiling gen/."""
    gen_sources = [{"name": os.path.basename(s),
                    "flags": file_flags(args.compiler, file_settings(s), overrides)}
                   for s in sorted(glob.glob(os.path.join(gen_dir, "*.c")))]
    programs = [{"name": n, "source": s, "out": o, "lapack": lap} for n, s, o, lap in PROGRAMS]
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(ROOT), trim_blocks=True,
                             lstrip_blocks=True, undefined=jinja2.StrictUndefined)
    return env.get_template("build.ninja.in").render(
        root=ROOT, gen=gen_root, flavour=args.flavour, compiler=args.compiler, mpi=mpi, cc=cc,
        cflags=f"{BASE_CFLAGS} {flags} {args.cflags}".strip(), ldflags=ldflags,
        lapack_libs="-llapacke -lopenblas", gen_sources=gen_sources,
        runtime_sources=runtime_source_list(mpi), programs=programs,
        kernels_lib=kernels_lib or "lib/libkernels.a", kernels_from=bool(kernels_lib))


def kernels_from_mismatch(kernels_dir, expected):
    """Why kernels_dir cannot lend its libkernels.a to this MPI build, or None."""
    ninja_file = os.path.join(kernels_dir, "build.ninja")
    try:
        with open(ninja_file) as f:
            found = f.read()
    except OSError as e:
        return f"cannot read {ninja_file}: {e.strerror}"
    if found != expected:
        return (f"{ninja_file} is not the same configuration without --mpi (same --flavour, "
                "--compiler, --cflags, --set and --gen): re-run configure.py for it")
    if not os.path.exists(os.path.join(kernels_dir, "lib", "libkernels.a")):
        return f"{kernels_dir}/lib/libkernels.a missing: build it first (ninja -C {kernels_dir})"
    return None


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--flavour", required=True, choices=FLAVOURS)
    p.add_argument("--compiler", default="gcc", choices=sorted({c for c, _ in COMPILERS}))
    p.add_argument("--builddir", help="default: build/<flavour>-<compiler>")
    p.add_argument("--cflags", default="", help="extra compiler flags")
    p.add_argument("--gen", default=os.path.join(ROOT, "gen"),
                   help="the generated sources (default gen/; e.g. a tuned overlay's output, "
                        "python3 -m generator --overlay FILE --out DIR)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="override a compile setting of every generated file that states settings "
                        "(e.g. max_registers=128 for a register-cap variant of the omp-target kernels)")
    p.add_argument("--mpi", action="store_true", help="MPI build with mpicc (runtime/mpi/mp.h)")
    p.add_argument("--kernels-from", metavar="DIR",
                   help="with --mpi: link DIR/lib/libkernels.a (the same configuration's build "
                        "without MPI) instead of compiling the generated kernels again")
    args = p.parse_args(argv)
    if args.kernels_from and not args.mpi:
        print("error: configure: --kernels-from needs --mpi", file=sys.stderr)
        return 2
    key = (args.compiler, args.flavour)
    if key not in COMPILERS:
        ok = ", ".join(c for c, f in COMPILERS if f == args.flavour)
        print(f"error: configure: compiler setting '{args.compiler}' cannot build flavour "
              f"'{args.flavour}' (use one of: {ok})", file=sys.stderr)
        return 2
    cc, flags, ldflags = COMPILERS[key]
    if args.mpi:
        cc = mpi_wrapper(cc)
        if cc is None:
            print("error: configure: --mpi needs mpicc (Debian: libopenmpi-dev openmpi-bin; "
                  "scripts/setup.sh installs them)", file=sys.stderr)
            return 2
    name = f"{args.flavour}-{args.compiler}" + ("-mpi" if args.mpi else "")
    builddir = args.builddir or os.path.join(ROOT, "build", name)
    gen_root = os.path.abspath(args.gen)
    gen_dir = os.path.join(gen_root, args.flavour)
    if not os.path.isdir(gen_dir):
        print(f"error: configure: {gen_dir} missing; run `python3 -m generator`", file=sys.stderr)
        return 2
    overrides = {}
    for item in args.set:
        key, sep, value = item.partition("=")
        if not sep or not key:
            print(f"error: configure: --set {item!r} is not KEY=VALUE", file=sys.stderr)
            return 2
        overrides[key] = value
    kernels_lib = None
    if args.kernels_from:
        kernels_dir = os.path.abspath(args.kernels_from)
        plain_cc = COMPILERS[(args.compiler, args.flavour)][0]
        expected = render_ninja(args, plain_cc, flags, ldflags, gen_root, gen_dir, overrides, False,
                                None)
        why = kernels_from_mismatch(kernels_dir, expected)
        if why:
            print(f"error: configure: --kernels-from {args.kernels_from}: {why}", file=sys.stderr)
            return 2
        kernels_lib = os.path.join(kernels_dir, "lib", "libkernels.a")
    text = render_ninja(args, cc, flags, ldflags, gen_root, gen_dir, overrides, args.mpi,
                        kernels_lib)
    tmp = os.path.join(builddir, "build.ninja.tmp")
    try:  # written whole, then renamed over the old file: never half a build.ninja
        os.makedirs(builddir, exist_ok=True)
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, os.path.join(builddir, "build.ninja"))
    except OSError as e:
        if os.path.exists(tmp):
            os.remove(tmp)
        print(f"error: configure: cannot write {builddir}/build.ninja: {e.strerror}", file=sys.stderr)
        return 2
    print(f"configure: {args.flavour} with {args.compiler}{' and MPI' if args.mpi else ''} "
          f"({cc} {flags}) -> {builddir}/build.ninja")
    return 0


if __name__ == "__main__":
    sys.exit(main())
