"""The eigensolver driver speig and the SpMM benchmark in every configuration: the embedded
3D Laplacian against its closed form with each solver, preconditioner, storage and precision;
bad input (a non-symmetric matrix, --nev beyond n, a block size beyond 16-bit indices,
unknown options); spmm_bench's checked results and the campaign's table script.
(The C tests test_spmm and test_eigen run with the others in test_builds.py.)"""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT

SMALL = ["--n", "10", "--every", "0"]


def run(cmd):
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "2"),
               OPENBLAS_NUM_THREADS="1")
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env)


def eigen_table(out):
    """(value, residual, closed form, error) rows of speig's table."""
    rows = re.findall(r"^\s+\d+\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)$", out, re.M)
    return [tuple(float(v) for v in r) for r in rows]


@pytest.mark.parametrize("args", [
    [],                                                        # lobpcg, default storage
    ["--precond", "jacobi", "--nev", "6"],
    ["--precond", "block", "--precond-block", "50", "--block", "10"],
    ["--solver", "lanczos"],
    ["--format", "csr", "--nev", "4"],
    ["--storage", "full", "--csb-block", "64"],
    ["--precond", "amg", "--amg-format", "csr"],
], ids=["lobpcg", "jacobi", "block-jacobi", "lanczos", "csr", "full-storage", "amg"])
def test_speig_laplacian_closed_form(builddir, args):
    done = run([os.path.join(builddir, "bin", "speig"), *SMALL, *args])
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    rows = eigen_table(out)
    nev = int(args[args.index("--nev") + 1]) if "--nev" in args else 8
    assert len(rows) == nev, out
    for value, residual, exact, error in rows:
        assert residual <= 1e-8, out
        assert abs(value - exact) <= 1e-9 * abs(exact) and error <= 1e-9, out
    assert re.search(r"time: solve \S+ s: SpMM \S+ s, dense BLAS-3 \S+ s, small eigensolver", out), out
    assert "converged" in out
    if "amg" in args:  # the hierarchy's table, then far fewer iterations than without
        assert re.search(r"^amg: smoothed aggregation, \d+ levels", out, re.M), out
        assert int(re.search(r"^iterations: (\d+)", out, re.M).group(1)) <= 40, out


def test_speig_float_and_progress(builddir):
    done = run([os.path.join(builddir, "bin", "speig"), "--n", "10", "--precision", "float",
                "--tol", "1e-4", "--precond", "block", "--every", "5"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^lobpcg iter\s+0\s+max residual", done.stdout, re.M)  # progress lines
    for value, residual, exact, error in eigen_table(done.stdout):
        assert residual <= 1e-4 and error <= 1e-5, done.stdout


def test_speig_not_converged_exits_3(builddir):
    done = run([os.path.join(builddir, "bin", "speig"), *SMALL, "--maxit", "3"])
    assert done.returncode == 3 and "not converged" in done.stdout, done.stdout + done.stderr


def test_speig_float_tolerance_below_precision_is_explained(builddir):
    # 16^3 Laplacian: ||A|| <= 12, lowest eigenvalue 0.102: float's floor of the relative
    # residual is about 1.2e-7 x 12 / 0.102 = 1.4e-5, far above 1e-8
    done = run([os.path.join(builddir, "bin", "speig"), "--n", "16", "--precision", "float",
                "--tol", "1e-8", "--maxit", "150", "--every", "0"])
    assert done.returncode == 3 and "not converged" in done.stdout, done.stdout + done.stderr
    note = re.search(r"^note: --tol 1\.0e-08 is near or below what float arithmetic reaches "
                     r"here: eps \|\|A\|\| / \|lambda\| = ([0-9.e+-]+)", done.stdout, re.M)
    assert note and 1e-5 < float(note.group(1)) < 2e-5, done.stdout
    # a run that fails for another reason gets no such note
    done = run([os.path.join(builddir, "bin", "speig"), *SMALL, "--maxit", "3"])
    assert done.returncode == 3 and "note: --tol" not in done.stdout, done.stdout


def test_speig_bad_input(builddir, tmp_path):
    speig = os.path.join(builddir, "bin", "speig")
    nonsym = tmp_path / "nonsym.mtx"
    nonsym.write_text("%%MatrixMarket matrix coordinate real general\n3 3 4\n"
                      "1 1 2\n2 2 2\n3 3 2\n1 2 -1\n")
    cases = [
        ([str(nonsym)], "not symmetric"),
        ([*SMALL, "--nev", "1001"], "--nev 1001: larger than the matrix dimension n = 1000"),
        ([*SMALL, "--csb-block", "70000"], "--csb-block: 70000 does not fit 16-bit local indices"),
        ([*SMALL, "--solver", "lanczos", "--precond", "jacobi"], "Lanczos takes no preconditioner"),
        ([*SMALL, "--solver", "arnoldi"], "--solver: unknown value 'arnoldi' (lobpcg, lanczos)"),
        ([*SMALL, "--amg-format", "csr"], "options of the AMG preconditioner (add --precond amg)"),
        ([*SMALL, "--precond", "amg", "--amg-format", "coo"], "--amg-format: unknown format 'coo'"),
        ([*SMALL, "--bogus", "1"], "unknown option '--bogus'"),
        ([*SMALL, "--tol", "abc"], "--tol: 'abc' is not a number"),
    ]
    for args, message in cases:
        done = run([speig, *args])
        errors = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
        assert done.returncode == 1 and len(errors) == 1, (args, done.stderr)
        assert message in errors[0], (args, errors[0])


def test_spmm_bench_checks_and_tabulates(builddir, tmp_path):
    done = run([os.path.join(builddir, "bin", "spmm_bench"), "--matrix", "poisson:12",
                "--ks", "1,3,8", "--reps", "1", "--copy-mb", "4", "--csb-block", "100"])
    assert done.returncode == 0, done.stdout + done.stderr
    results = [line for line in done.stdout.splitlines() if line.startswith("RESULT spmm ")]
    variants = {re.search(r"variant=(\w+)", line).group(1) for line in results}
    assert {"csr", "naive"} <= variants, variants
    for line in results:
        assert float(re.search(r"maxerr=(\S+)", line).group(1)) <= 1, line
    log = tmp_path / "campaign.log"
    log.write_text("=== run: cpu spmm: spmm_bench\n" + done.stdout)
    table = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gpu", "spmm_table.py"),
                            str(log)], capture_output=True, text=True)
    assert table.returncode == 0, table.stderr
    assert "poisson:12, CSB B = 100" in table.stdout
    assert len([l for l in table.stdout.splitlines() if l.startswith("| ")]) == 1 + 2 * len(variants)
