"""Every CPU-runnable configuration builds, passes the C test programs (SpMV
of every format x precision against the reference, CG against LAPACK, Matrix
Market parsing) and runs the spcg driver and spmv_bench; bad input to the drivers
fails cleanly; the cuSPARSE peer of the GPU campaign compiles."""
import os
import re
import subprocess
import sys

import pytest

from conftest import BUILD_CONFIGS, ROOT, build

C_TESTS = ["test_spmv", "test_cg", "test_amg", "test_mmio", "test_spmm", "test_eigen", "test_shellmodel"]


def run(cmd, **kw):
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "2"))
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env, **kw)


@pytest.mark.parametrize("name", C_TESTS)
def test_c_program(builddir, name):
    done = run([os.path.join(builddir, "tests", name)])
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(rf"{name}: \d+ checks, 0 failed", done.stdout), done.stdout


# Seeds of test_eigen's random matrices that once failed (its other runs draw a fresh seed):
# LOBPCG broke down on the clustered matrix at the first (converged columns lost their
# accuracy; now a restart from X), Lanczos stopped with a true residual of 1.01e-10 for a
# tolerance of 1e-10 at the other two (now a margin on its estimates).
EIGEN_REGRESSION_SEEDS = ("1795777045", "1795763352", "1797592641")


@pytest.mark.parametrize("seed", EIGEN_REGRESSION_SEEDS)
def test_eigen_regression_seed(builddir, seed):
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "2"), SEED=seed)
    done = subprocess.run([os.path.join(builddir, "tests", "test_eigen")], capture_output=True,
                          text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"test_eigen: \d+ checks, 0 failed", done.stdout), done.stdout


ROW_FORMATS = ("csr", "csr_vector", "ellpack", "sell", "rsell_a", "rsell_b")


@pytest.mark.parametrize("fmt", ROW_FORMATS)
def test_spcg_default_converges(builddir, fmt):
    done = run([os.path.join(builddir, "bin", "spcg"), "--n", "24", "--format", fmt,
                "--every", "20"])
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "cg iter      0" in out and "cg iter     20" in out  # progress lines
    true_res = float(re.search(r"true residual:\s+(\S+)", out).group(1))
    error = float(re.search(r"error vs exact:\s+(\S+)", out).group(1))
    assert true_res < 1e-7 and error < 1e-5, out
    assert re.search(r"spmv:\s+\S+ ms, \S+ GB/s", out), out


def test_spcg_reordered_solves_the_same_system(builddir):
    """--reorder length:W solves P A P^T: the iterations of the original system (CG's arithmetic
    is the same up to the order of each row's sum), the exact solution 1 to the same accuracy."""
    spcg = os.path.join(builddir, "bin", "spcg")
    outs = []
    for extra in ([], ["--reorder", "length:512"], ["--reorder", "length:512", "--column-segments", "2"]):
        done = run([spcg, "--matrix", "jump:14:100", "--format", "sell", "--every", "0"] + extra)
        assert done.returncode == 0, done.stdout + done.stderr
        outs.append(done.stdout)
    assert "renumbered by row length (windows of 512)" in outs[1], outs[1]
    assert "renumbered by row length and by its lengths in 2 column segments (windows of 512)" in outs[2], outs[2]
    assert "SpMV in 2 column segments" in outs[2], outs[2]
    iters = [int(re.search(r"iterations:\s+(\d+)", o).group(1)) for o in outs]
    assert max(iters) - min(iters) <= 1, iters
    for o in outs:
        assert float(re.search(r"error vs exact:\s+(\S+)", o).group(1)) < 1e-6, o


def test_spcg_reads_matrix_market(builddir, tmp_path):
    # A small SPD tridiagonal matrix in symmetric storage.
    n = 50
    lines = ["%%MatrixMarket matrix coordinate real symmetric", f"{n} {n} {2 * n - 1}"]
    lines += [f"{i} {i} 4" for i in range(1, n + 1)] + [f"{i + 1} {i} -1" for i in range(1, n)]
    path = tmp_path / "tri.mtx"
    path.write_text("\n".join(lines) + "\n")
    done = run([os.path.join(builddir, "bin", "spcg"), str(path)])
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{n} rows, {3 * n - 2} nonzeros" in done.stdout


def test_spcg_bad_inputs(builddir, tmp_path):
    spcg = os.path.join(builddir, "bin", "spcg")
    bad = tmp_path / "bad.mtx"
    bad.write_text("%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n3 3 1\n")
    done = run([spcg, str(bad)])
    assert done.returncode != 0 and f"{bad}:4:" in done.stderr and "outside" in done.stderr
    done = run([spcg, "--format", "coo"])
    assert done.returncode != 0 and "unknown format 'coo'" in done.stderr
    done = run([spcg, "--bogus", "1"])
    assert done.returncode != 0 and "unknown option '--bogus'" in done.stderr
    done = run([spcg, "--n", "abc"])
    assert done.returncode != 0 and "--n" in done.stderr
    indefinite = tmp_path / "indef.mtx"
    # diag(1, -1): with b = A 1 = (1, -1) and Jacobi, p = (1, 1) and p'Ap = 0.
    indefinite.write_text("%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n2 2 -1\n")
    done = run([spcg, str(indefinite)])
    assert done.returncode == 3 and "breakdown" in done.stdout, done.stdout


def test_spmv_bench_checks_and_tabulates(builddir, tmp_path):
    """spmv_bench reports every format x precision, each checked against the CPU
    reference, and the GPU campaign's table script turns its output into rows."""
    done = run([os.path.join(builddir, "bin", "spmv_bench"), "--matrix", "irregular:3000:9:1",
                "--reps", "2", "--copy-mb", "4"])
    assert done.returncode == 0, done.stdout + done.stderr
    results = [l for l in done.stdout.splitlines() if l.startswith("RESULT ")]
    combos = {(re.search(r"format=(\w+)", l).group(1), re.search(r"precision=(\w+)", l).group(1))
              for l in results}
    assert combos == {(f, p) for f in ROW_FORMATS for p in ("double", "float")}
    for line in results:
        maxrel = float(re.search(r"maxrel=(\S+)", line).group(1))
        bound = 1e-12 if "precision=double" in line else 1e-4
        assert maxrel <= bound, line
    log = tmp_path / "campaign.log"
    log.write_text("=== run: cpu: spmv_bench\n" + done.stdout)
    table = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gpu", "sparse_table.py"),
                            str(log)], capture_output=True, text=True)
    assert table.returncode == 0, table.stderr
    assert len([l for l in table.stdout.splitlines() if l.startswith("| irregular")]) == 12


def test_spmv_bench_bad_input(builddir):
    for spec in ("poisson:x", "poisson:0", "irregular:10:20:1", "irregular:10:3"):
        done = run([os.path.join(builddir, "bin", "spmv_bench"), "--matrix", spec])
        errors = [l for l in done.stderr.splitlines() if l.startswith("error: ")]
        assert done.returncode != 0 and len(errors) == 1, done.stderr
        assert errors[0].startswith(f"error: --matrix: '{spec}': expected"), done.stderr


def test_spmv_bench_reordered(builddir):
    """--reorder length:W: spmv_bench says it renumbered the matrix (by the segments' lengths too
    when cut into column segments), and every result on the renumbered matrix passes the same
    check against the CPU reference (test_spmv checks the renumbering itself)."""
    for segments, says in (("1", "in the order of row length in windows of 1024"),
                           ("2", "in the order of row length, then of the lengths in 2 column segments, "
                                 "in windows of 1024")):
        done = run([os.path.join(builddir, "bin", "spmv_bench"), "--matrix", "irregular:3000:9:1",
                    "--reps", "2", "--copy-mb", "4", "--formats", "sell,csr", "--reorder", "length:1024",
                    "--column-segments", segments])
        assert done.returncode == 0, done.stdout + done.stderr
        assert "renumbered: rows and columns " + says in done.stderr, done.stderr
        results = [l for l in done.stdout.splitlines() if l.startswith("RESULT ")]
        assert len(results) == 4, done.stdout
        for line in results:
            assert f"segments={segments} " in line, line
            maxrel = float(re.search(r"maxrel=(\S+)", line).group(1))
            assert maxrel <= (1e-12 if "precision=double" in line else 1e-4), line


def test_spmv_bench_bad_reorder(builddir, tmp_path):
    rect = tmp_path / "rect.mtx"
    rect.write_text("%%MatrixMarket matrix coordinate real general\n2 3 2\n1 1 1\n2 3 2\n")
    cases = [(["--reorder", v], f"error: --reorder: '{v}' is not none or length:W")
             for v in ("length:0", "length", "size:5", "length:4:1")]
    cases.append((["--matrix", str(rect), "--reorder", "length:4"],
                  "error: reordering by row length: the matrix is 2 x 3"))
    for args, message in cases:
        done = run([os.path.join(builddir, "bin", "spmv_bench")] + args)
        errors = [l for l in done.stderr.splitlines() if l.startswith("error: ")]
        assert done.returncode != 0 and len(errors) == 1, done.stderr
        assert errors[0].startswith(message), done.stderr


def test_cusparse_peer_compiles(tmp_path):
    """The GPU campaign's cuSPARSE peer builds against the omp-host runtime (it runs on the GPU
    only); a malformed shell-model matrix is refused before the GPU is looked for."""
    cuda = os.environ.get("CUDA", "/usr/local/cuda")
    if not os.path.exists(os.path.join(cuda, "include", "cusparse.h")):
        if os.environ.get("REQUIRE_ALL_CONFIGS"):
            pytest.fail(f"{cuda}/include/cusparse.h missing (REQUIRE_ALL_CONFIGS set)")
        pytest.skip("CUDA not installed")
    lib = os.path.join(build(BUILD_CONFIGS[1]), "lib")
    done = run(["gcc", "-O2", "-std=c11", "-Wall", "-Wextra", "-Werror", "-fopenmp", "-I", os.path.join(ROOT, "runtime"),
                "-I", os.path.join(ROOT, "runtime", "sparse"), "-I", os.path.join(ROOT, "gen", "include"),
                "-I", os.path.join(cuda, "include"), os.path.join(ROOT, "drivers", "cusparse_spmv.c"),
                os.path.join(lib, "libruntime.a"), os.path.join(lib, "libkernels.a"),
                "-L", os.path.join(cuda, "lib64"), "-lcusparse", "-lcudart", "-llapacke", "-lopenblas", "-lm",
                "-o", str(tmp_path / "cusparse_spmv")])
    assert done.returncode == 0, done.stderr
    done = run([str(tmp_path / "cusparse_spmv"), "--matrix", "shellmodel:24Mg"])
    assert done.returncode != 0, done.stdout
    assert "--matrix shellmodel:NUCLEUS:FILE.snt" in done.stderr and "got 'shellmodel:24Mg'" in done.stderr, \
        done.stderr


NVPTX = ("omp-target", "clang-nvptx", "clang-16")


@pytest.mark.needs_builds(NVPTX)
@pytest.mark.parametrize("wait, warned", [(None, False), ("spin", False), ("blocking", False),
                                          ("sleep", True)])
def test_gpu_wait_setting(wait, warned):
    """DEV_GPU_WAIT (gen/omp-target/device.c): spin (the default) or blocking are taken
    silently; any other value is named in one warning and the program still runs."""
    env = dict(os.environ, OMP_NUM_THREADS="2")
    env.pop("DEV_GPU_WAIT", None)
    if wait is not None:
        env["DEV_GPU_WAIT"] = wait
    done = subprocess.run([os.path.join(build(NVPTX), "bin", "spcg"), "--n", "8"], capture_output=True,
                          text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    warnings = [line for line in done.stderr.splitlines() if "DEV_GPU_WAIT" in line]
    if warned:
        assert warnings == ["warning: device: DEV_GPU_WAIT=sleep is neither spin nor blocking: "
                            "libomptarget's blocking wait is kept"], done.stderr
    else:
        assert warnings == [], done.stderr
