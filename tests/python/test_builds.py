"""Every CPU-runnable configuration builds, passes the C test programs (SpMV
of every format x precision against the reference, CG against LAPACK, Matrix
Market parsing) and runs the spcg driver; bad input to the driver fails cleanly."""
import os
import re
import subprocess

import pytest

C_TESTS = ["test_spmv", "test_cg", "test_mmio"]


def run(cmd, **kw):
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "2"))
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env, **kw)


@pytest.mark.parametrize("name", C_TESTS)
def test_c_program(builddir, name):
    done = run([os.path.join(builddir, "tests", name)])
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(rf"{name}: \d+ checks, 0 failed", done.stdout), done.stdout


@pytest.mark.parametrize("fmt", ["csr", "ellpack", "sell"])
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
