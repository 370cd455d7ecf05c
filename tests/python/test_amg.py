"""spcg with algebraic multigrid and GMRES in every configuration: AMG-CG iterations stay
bounded as the grid grows, with either coarsening (32^3 to 96^3 in one configuration;
tests/c/test_amg.c covers 16^3..40^3 in all), GMRES reaches the requested residual on a nonsymmetric gallery matrix and
on a nonsymmetric Matrix Market file, the per-level table and the setup/solve times are
printed, and bad input (non-square, singular, zero diagonal with Jacobi, GMRES restart < 1,
unknown solver or preconditioner) gets one `error:` line and a non-zero exit."""
import os
import random
import re
import subprocess
import sys

import pytest

from conftest import BUILD_CONFIGS, ROOT, build
from test_builds import run


def spcg(builddir, *args):
    return run([os.path.join(builddir, "bin", "spcg"), "--every", "0", "--spmv-reps", "1",
                *map(str, args)])


def iterations(out):
    return int(re.search(r"^iterations:\s+(\d+)", out, re.M).group(1))


def true_residual(out):
    return float(re.search(r"^true residual:\s+(\S+)", out, re.M).group(1))


def test_amg_iterations_bounded_from_32_to_96():
    """One configuration (the plain build: the counts do not depend on the flavour, and 96^3
    takes seconds): 3D Poisson and a jumping coefficient."""
    builddir = build(BUILD_CONFIGS[0])
    # spreads: the issue asks for counts "within a few iterations of each other" from 32^3 to
    # 96^3; with the Chebyshev smoother Poisson takes 8, 10, 11 (the jump 16-18, see README)
    # classical coarsening with one Jacobi sweep (the CPU comparison's setting) takes 9-10 on
    # both
    classical = ("--coarsening", "classical", "--smoother", "jacobi", "--sweeps", "1")
    for matrix, spread, most, args in (("poisson:{}", 3, 30, ()), ("jump:{}:10000", 5, 30, ()),
                                       ("jump:{}:10000", 2, 12, classical)):
        counts = []
        for n in (32, 64, 96):
            done = spcg(builddir, "--precond", "amg", "--matrix", matrix.format(n), *args)
            assert done.returncode == 0, done.stdout + done.stderr
            assert true_residual(done.stdout) <= 1e-8, done.stdout
            counts.append(iterations(done.stdout))
        assert max(counts) - min(counts) <= spread and max(counts) <= most, (matrix, args, counts)


def test_amg_cg_prints_levels_and_times(builddir):
    done = spcg(builddir, "--precond", "amg", "--n", "24")
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert re.search(r"amg: smoothed aggregation, \d+ levels, strength 0.08, smoother chebyshev",
                     out), out
    levels = re.findall(r"^\s+(\d+)\s+(\d+)\s+(\d+)\s+[\d.]+\s+\d+\s+[\d.]+$", out, re.M)
    assert len(levels) >= 2 and levels[0][:2] == ("0", str(24 ** 3)), out
    assert [int(r) for _, r, _ in levels] == sorted((int(r) for _, r, _ in levels), reverse=True)
    assert re.search(r"operator complexity 1\.\d+, grid complexity 1\.\d+", out), out
    assert re.search(r"setup time: .*AMG hierarchy on the CPU [\d.]+ s, to the device", out), out
    assert re.search(r"^solve time:\s+[\d.]+ s", out, re.M), out
    assert iterations(out) <= 16 and true_residual(out) <= 1e-8, out
    done = spcg(builddir, "--precond", "amg", "--n", "24", "--coarsening", "classical")
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"amg: classical coarsening, extended\+i interpolation, \d+ levels, "
                     r"strength 0.25,", done.stdout), done.stdout
    assert iterations(done.stdout) <= 12 and true_residual(done.stdout) <= 1e-8, done.stdout


@pytest.mark.parametrize("precond", ["jacobi", "amg", "none"])
def test_gmres_convdiff(builddir, precond):
    done = spcg(builddir, "--solver", "gmres", "--precond", precond, "--restart", "20",
                "--matrix", "convdiff:20:50", "--rtol", "1e-9")
    assert done.returncode == 0, done.stdout + done.stderr
    assert true_residual(done.stdout) <= 1e-9, done.stdout
    if precond == "amg":
        assert "A is not symmetric: weighted Jacobi smoothing" in done.stdout
        assert iterations(done.stdout) <= 25, done.stdout


def nonsymmetric_mtx(path, n, seed):
    """A random sparse nonsymmetric, diagonally dominant matrix in general coordinate form."""
    rng = random.Random(seed)
    entries = {}
    for i in range(n):
        row = {rng.randrange(n): rng.uniform(-1, 1) for _ in range(rng.randrange(1, 6))}
        row.pop(i, None)
        row[i] = sum(abs(v) for v in row.values()) + rng.uniform(0.5, 2)
        entries.update(((i, j), v) for j, v in row.items())
    lines = ["%%MatrixMarket matrix coordinate real general", f"{n} {n} {len(entries)}"]
    lines += [f"{i + 1} {j + 1} {v!r}" for (i, j), v in sorted(entries.items())]
    path.write_text("\n".join(lines) + "\n")


def test_gmres_matrix_market(builddir, tmp_path):
    path = tmp_path / "nonsym.mtx"
    nonsymmetric_mtx(path, 700, 7)
    for args in (("--precond", "jacobi", "--restart", "5"), ("--precond", "amg", "--restart", "30")):
        done = spcg(builddir, "--solver", "gmres", *args, "--rtol", "1e-10", path)
        assert done.returncode == 0, done.stdout + done.stderr
        assert true_residual(done.stdout) <= 1e-10, done.stdout
        assert "700 rows" in done.stdout


def one_error(done):
    errors = [l for l in done.stderr.splitlines() if l.startswith("error: ")]
    assert done.returncode == 1 and len(errors) == 1, (done.returncode, done.stdout, done.stderr)
    return errors[0]


def write_mtx(path, n_rows, n_cols, entries, kind="general"):
    lines = [f"%%MatrixMarket matrix coordinate real {kind}", f"{n_rows} {n_cols} {len(entries)}"]
    lines += [f"{i} {j} {v}" for i, j, v in entries]
    path.write_text("\n".join(lines) + "\n")


def neumann_laplacian(n):
    """1D Laplacian with Neumann ends: singular (constants in its null space)."""
    entries = []
    for i in range(1, n + 1):
        entries.append((i, i, 1 if i in (1, n) else 2))
        if i < n:
            entries += [(i, i + 1, -1), (i + 1, i, -1)]
    return entries


def test_bad_inputs(builddir, tmp_path):
    rect = tmp_path / "rect.mtx"
    write_mtx(rect, 3, 4, [(1, 1, 1), (2, 2, 1), (3, 3, 1)])
    assert "square" in one_error(spcg(builddir, "--precond", "amg", rect))
    empty_row = tmp_path / "empty_row.mtx"
    write_mtx(empty_row, 3, 3, [(1, 1, 2), (3, 3, 2), (1, 3, 1)])
    assert "row 2 has no nonzero entry: the matrix is singular" in one_error(spcg(builddir, empty_row))
    neumann = tmp_path / "neumann.mtx"
    write_mtx(neumann, 50, 50, neumann_laplacian(50))
    error = one_error(spcg(builddir, "--precond", "amg", neumann))
    assert "AMG: the coarsest matrix" in error and ("singular" in error or "not positive" in error)
    zero_diag = tmp_path / "zero_diag.mtx"
    write_mtx(zero_diag, 2, 2, [(1, 2, 1), (2, 1, 1), (2, 2, 3)])
    assert "diagonal entry of row 1 is 0" in one_error(spcg(builddir, "--precond", "jacobi", zero_diag))
    assert "--restart" in one_error(spcg(builddir, "--solver", "gmres", "--restart", "0"))
    for bad in ("0", "1x", ""):
        assert f"--column-segments: '{bad}' is not auto or a count" in one_error(
            spcg(builddir, "--n", "8", "--column-segments", bad))
    assert "unknown solver 'bicg'" in one_error(spcg(builddir, "--solver", "bicg"))
    assert "unknown preconditioner 'ilu'" in one_error(spcg(builddir, "--precond", "ilu"))
    assert "unknown smoother 'gs'" in one_error(spcg(builddir, "--smoother", "gs"))
    assert "unknown coarsening 'rs'" in one_error(spcg(builddir, "--coarsening", "rs"))
    assert "expected jump:N:CONTRAST" in one_error(spcg(builddir, "--matrix", "jump:10"))


def test_amg_bench_and_its_table(builddir, tmp_path):
    """amg_bench times every level's kernels and the solve (double and float cycle), and the
    GPU campaign's table script turns its output into the two tables."""
    log = tmp_path / "campaign.log"
    text = ""
    for precision in ("double", "float"):
        done = run([os.path.join(builddir, "bin", "amg_bench"), "--matrix", "poisson:20",
                    "--copy-mb", "4", "--batches", "2", "--precision", precision])
        assert done.returncode == 0, done.stdout + done.stderr
        kernels = re.findall(r"^RESULT amg .* level=(\d+) .* kernel=(\w+) ms=", done.stdout, re.M)
        assert {k for _, k in kernels} == {"smooth", "residual", "restrict", "prolong"}, done.stdout
        assert re.search(r"^RESULT amg .* solve iterations=\d+ .* solve_s=", done.stdout, re.M)
        text += f"=== run: amg_bench {precision}\n" + done.stdout
    log.write_text(text)
    table = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gpu", "amg_table.py"),
                            str(log)], capture_output=True, text=True)
    assert table.returncode == 0, table.stderr
    solves = [l for l in table.stdout.splitlines() if l.startswith("| ") and "| poisson:20 | 8000 |" in l]
    assert len(solves) == 2 and any("sell/float" in l for l in solves), table.stdout
