"""The MPI builds (configure.py --mpi; runtime/mpi/mp.h) under `mpirun --oversubscribe` on 1..4
ranks (the runtime checks on 1..6): the runtime/mpi checks (tests/c/test_mpi.c), distributed CG
with the same iterations and residual history on every rank count (bit for bit: the dot products
are summed along one fixed tree, runtime/sparse/dist.h), the SCF with the Fock build spread over
the ranks giving the same energy, the distributed lattice (runtime/lattice/dist.h: halos, Deo/Doe
equal to one rank's, the same global sums and the same pure-gauge HMC and RHMC trajectories bit
for bit on 1, 2 and 4 ranks, hmc's option errors and JSON), LOBPCG on the 2D triangular distribution (speig --distributed,
runtime/eigen/dist_eigen.h) giving the same eigenvalues on 1, 3 and 6 ranks, and a rank count or
grid the decomposition cannot use stopping every rank with one error line within a time limit.

MPI configurations: plain and omp-host with gcc. The builds without MPI run the same distributed
code on one rank (every configuration, clang-shadow included: there the ghost exchange goes
through a device with memory of its own). The clang-shadow MPI build (configure.py --compiler
clang-shadow --mpi; TEST_MPI_SHADOW=1 adds it here) is left out of CI: it compiles every ERI
class and links every program a second time for the x86_64 device, many minutes on two cores,
for one code path (dev_update_host, MPI, dev_update_device) that the two-GPU campaign's `check`
part runs on real devices (bench/gpu/mpi_campaign.sh)."""
import json
import os
import re
import shutil
import signal
import subprocess
import sys

import pytest

from conftest import BUILD_ROOT, ROOT, _available, build

MPI_CONFIGS = [("plain", "gcc", "gcc"), ("omp-host", "gcc", "gcc")]
if os.environ.get("TEST_MPI_SHADOW"):  # by hand: the clang-shadow MPI build as well
    MPI_CONFIGS.append(("omp-target", "clang-shadow", "clang-16"))
RANKS = [1, 2, 3, 4]
RUNTIME_RANKS = [1, 2, 3, 4, 5, 6]  # test_mpi: the triangular layout's checks run on 1, 3, 6
TRIANGULAR_RANKS = [1, 3, 6]        # nd (nd + 1) / 2 for nd = 1, 2, 3
TIME_LIMIT = 120  # seconds per mpirun: a hang fails the test instead of stopping CI


def mpi_id(cfg):
    return f"{cfg[0]}-{cfg[1]}-mpi"


_built = {}


def build_mpi(cfg):
    """Configure with --mpi and build once per session; return the build dir."""
    if cfg in _built:
        return _built[cfg]
    if shutil.which("mpicc") is None or shutil.which("mpirun") is None or not _available(cfg):
        if os.environ.get("REQUIRE_ALL_CONFIGS"):
            pytest.fail(f"{mpi_id(cfg)}: mpicc/mpirun or the compiler is missing (scripts/setup.sh)")
        pytest.skip(f"{mpi_id(cfg)}: mpicc/mpirun or the compiler is missing")
    builddir = os.path.join(BUILD_ROOT, mpi_id(cfg))
    # the generated kernels call no MPI: the build without MPI lends its libkernels.a
    kernels_from = build(cfg)
    subprocess.run([sys.executable, os.path.join(ROOT, "configure.py"), "--flavour", cfg[0],
                    "--compiler", cfg[1], "--mpi", "--builddir", builddir,
                    "--kernels-from", kernels_from],
                   check=True, capture_output=True, text=True)
    done = subprocess.run(["ninja", "-C", builddir, "tests/test_mpi", "bin/spcg", "bin/scf",
                           "bin/fock_bench", "tests/test_lattice_mpi", "bin/hmc", "bin/dslash_bench",
                           "bin/speig"], capture_output=True, text=True)
    assert done.returncode == 0, f"build of {mpi_id(cfg)} failed:\n{done.stdout[-4000:]}{done.stderr[-2000:]}"
    _built[cfg] = builddir
    return builddir


@pytest.fixture(params=MPI_CONFIGS, ids=mpi_id)
def mpidir(request):
    return build_mpi(request.param)


def mpirun(np, args, timeout=TIME_LIMIT):
    """mpirun -np NP ARGS as root on an oversubscribed machine; the whole process group is
    killed when it runs past `timeout` (then the test fails: a hang)."""
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMP_NUM_THREADS="1", OMPI_MCA_rmaps_base_oversubscribe="1")
    cmd = ["mpirun", "--oversubscribe", "--bind-to", "none", "-x", "LD_LIBRARY_PATH",
           "-x", "OMP_NUM_THREADS", "-np", str(np)] + args
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        pytest.fail(f"{' '.join(cmd)} did not finish within {timeout} s (hang?)\n{out[-2000:]}{err[-2000:]}")
    return subprocess.CompletedProcess(cmd, proc.returncode, out, err)


@pytest.mark.parametrize("np", RUNTIME_RANKS)
def test_mpi_runtime_checks(mpidir, np):
    done = mpirun(np, [os.path.join(mpidir, "tests", "test_mpi")])
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"MPI, {np} rank{'s' if np > 1 else ''}, transport host" in done.stdout, done.stdout
    assert re.search(r"test_mpi: \d+ checks, 0 failed", done.stdout), done.stdout


def write_irregular_spd(path, n=3000, seed=7):
    """A symmetric, diagonally dominant matrix with rows of very different lengths (a few long
    ones reach across every rank's rows), in Matrix Market symmetric storage."""
    import random
    rng = random.Random(seed)
    off = {}
    for i in range(n):
        for _ in range(rng.choice([1, 2, 3]) if rng.random() > 0.05 else 60):
            j = rng.randrange(n)
            if j != i:
                off[(max(i, j), min(i, j))] = rng.uniform(-1, 1)
    diag = [1.0] * n
    for (i, j), v in off.items():
        diag[i] += abs(v)
        diag[j] += abs(v)
    lines = ["%%MatrixMarket matrix coordinate real symmetric", f"{n} {n} {n + len(off)}"]
    lines += [f"{i + 1} {i + 1} {d!r}" for i, d in enumerate(diag)]
    lines += [f"{i + 1} {j + 1} {v!r}" for (i, j), v in sorted(off.items())]
    path.write_text("\n".join(lines) + "\n")


def spcg_run(mpidir, np, args):
    done = mpirun(np, [os.path.join(mpidir, "bin", "spcg"), "--every", "0", "--history",
                       "--spmv-reps", "2"] + args)
    assert done.returncode == 0, done.stdout + done.stderr
    history = re.findall(r"^history (\d+) (\S+)$", done.stdout, re.M)
    iterations = int(re.search(r"^iterations:\s+(\d+)", done.stdout, re.M).group(1))
    assert len(history) == iterations + 1, done.stdout
    return iterations, [float(v) for _, v in history], done.stdout


@pytest.mark.parametrize("fmt", ["csr", "ellpack", "sell"])
def test_spcg_same_history_on_every_rank_count(mpidir, fmt, tmp_path):
    """Poisson 24^3 (14 blocks of 1024 rows) and an irregular matrix (3 blocks: 1..3 ranks)."""
    mtx = tmp_path / "irregular.mtx"
    write_irregular_spd(mtx)
    for args, ranks in (([ "--n", "24"], RANKS), ([str(mtx)], [1, 2, 3])):
        first = None
        for np in ranks:
            its, hist, out = spcg_run(mpidir, np, ["--format", fmt] + args)
            assert f"transport host" in out and f"distributed: {np} rank" in out, out
            true_res = float(re.search(r"true residual:\s+(\S+)", out).group(1))
            assert true_res < 1e-7, out
            if first is None:
                first = (its, hist)
                continue
            assert its == first[0], f"{np} ranks: {its} iterations, 1 rank: {first[0]}"
            # The issue asks for 1e-12 relative; the fixed-tree sums give the same bits.
            worst = max(abs(a - b) / abs(b) for a, b in zip(hist, first[1]))
            assert worst <= 1e-12, f"{np} ranks: residual history differs by {worst:.3e}"
            assert hist == first[1], f"{np} ranks: residual history not bitwise equal ({worst:.1e})"


@pytest.mark.parametrize("cfg", MPI_CONFIGS[:2], ids=mpi_id)
def test_spcg_matches_the_serial_builds_distributed_solver(cfg):
    """The build without MPI runs the same solver on one rank (spcg --distributed; omp-host on
    two threads, the MPI ranks on one each): the same steps, bit for bit."""
    mpidir = build_mpi(cfg)
    serial = build(cfg)
    its, hist, _ = spcg_run(mpidir, 3, ["--n", "24"])
    done = subprocess.run([os.path.join(serial, "bin", "spcg"), "--n", "24", "--every", "0",
                           "--history", "--distributed", "--spmv-reps", "2"],
                          capture_output=True, text=True, timeout=TIME_LIMIT,
                          env=dict(os.environ, OMP_NUM_THREADS="2"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no MPI (serial build), 1 rank" in done.stdout
    serial_hist = [float(v) for v in re.findall(r"^history \d+ (\S+)$", done.stdout, re.M)]
    assert serial_hist == hist


def water_trimer(path):
    """The first three molecules of the committed (H2O)16 cluster."""
    lines = (open(os.path.join(ROOT, "data", "water", "h2o_16.xyz")).read().splitlines())
    path.write_text("9\n(H2O)3 from data/water/h2o_16.xyz\n" + "\n".join(lines[2:11]) + "\n")


@pytest.mark.parametrize("molecule", ["water", "trimer"])
def test_scf_same_energy_on_every_rank_count(molecule, tmp_path):
    """J and K are host data: one configuration is enough for the rank counts."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    args = ["--e-conv", "1e-11", "--d-conv", "1e-9"]
    if molecule == "trimer":
        xyz = tmp_path / "trimer.xyz"
        water_trimer(xyz)
        args += ["--basis", "sto-3g", str(xyz)]
    energies = []
    for np in RANKS:
        out = tmp_path / f"scf{np}.json"
        done = mpirun(np, [os.path.join(mpidir, "bin", "scf"), "--json", str(out)] + args)
        assert done.returncode == 0, done.stdout + done.stderr
        assert f"over {np} MPI rank(s)" in done.stdout, done.stdout
        assert done.stdout.count("RHF energy:") == 1, done.stdout  # rank 0 prints
        summary = json.loads(out.read_text())
        assert summary["converged"]
        energies.append(summary["energy"])
    spread = max(energies) - min(energies)
    assert spread <= 1e-10, f"energies on 1..4 ranks: {energies} (spread {spread:.2e})"


def test_fock_bench_over_ranks_balances_and_agrees(tmp_path):
    """J and K checksums of a build over 2 and 3 ranks equal the one-rank build's to 1e-13 of
    their scale; the quartet count is the same (every bra pair built once)."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    runs = {}
    for np in (1, 2, 3):
        done = mpirun(np, [os.path.join(mpidir, "bin", "fock_bench"), "--n", "2", "--reps", "1",
                           "--warmup", "0"])
        assert done.returncode == 0, done.stdout + done.stderr
        m = re.search(r"checksum build 1: J (\S+) \(scale (\S+)\) K (\S+) \(scale (\S+)\)", done.stdout)
        q = re.search(r"RESULT fock .* quartets=(\d+)", done.stdout)
        runs[np] = [float(v) for v in m.groups()] + [int(q.group(1))]
        if np > 1:
            b = re.search(r"ranks \d+: slowest / mean \S+ \(modelled (\S+)\)", done.stdout)
            assert b and float(b.group(1)) < 1.05, done.stdout
    for np in (2, 3):
        j, sj, k, sk, quartets = runs[np]
        assert quartets == runs[1][4]
        assert abs(j - runs[1][0]) <= 1e-13 * sj and abs(k - runs[1][2]) <= 1e-13 * sk, runs


def one_error_line(stderr):
    return [l for l in stderr.splitlines() if l.startswith("error:")]


def test_rank_count_the_decomposition_cannot_use():
    """rank 0 prints one error, every rank stops (mpirun exits non-zero), within the limit."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    # 8^3 = 512 rows: one block of 1024 rows, so one rank at most
    done = mpirun(3, [os.path.join(mpidir, "bin", "spcg"), "--n", "8"], timeout=60)
    assert done.returncode != 0
    errors = one_error_line(done.stderr)
    assert len(errors) == 1, done.stderr
    assert "3 ranks cannot share a matrix of 512 rows" in errors[0] and "at most 1 rank" in errors[0]
    # a grid of ranks the rank count cannot fill
    done = mpirun(4, [os.path.join(mpidir, "tests", "test_mpi"), "--grid", "3x0x1x1"], timeout=60)
    assert done.returncode != 0
    errors = one_error_line(done.stderr)
    assert errors == ["error: a 3x0x1x1 grid of ranks (0: free) cannot be made of 4 ranks"], done.stderr
    done = mpirun(4, [os.path.join(mpidir, "tests", "test_mpi"), "--grid", "2x0x1x1"])
    assert done.returncode == 0 and done.stdout.count(" at ") == 4 and "/2 " in done.stdout, done.stdout


def speig_table(out):
    """(value, residual, closed form, error) rows of speig's eigenvalue table."""
    rows = re.findall(r"^\s+\d+\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)$", out, re.M)
    return [tuple(float(v) for v in r) for r in rows]


def speig_values(out):
    """(value, residual) of each row (a table with or without the closed form)."""
    return [(float(v), float(r)) for v, r in
            re.findall(r"^\s+\d+\s+(\S+)\s+(\S+)(?:\s+\S+\s+\S+)?$", out, re.M)]


def test_speig_triangular_same_eigenvalues_on_1_3_6_ranks(mpidir, tmp_path):
    """LOBPCG on the 2D triangular distribution: the 3D Laplacian 12^3 against its closed form,
    and an irregular Matrix Market matrix read on rank 0; the same eigenvalues on 1, 3 and 6
    ranks to 1e-10 relative (not bit for bit: the blocks' products, the Reduce_scatters of Y and
    the Allreduces of the Gram matrices add in an order that depends on the rank count); the
    irregular matrix (pieces of unequal fill) also with the SpMM's overlap on (the off-diagonal
    blocks in two passes, dist_eigen.h; test_mpi runs the Laplacian's LOBPCG with it)."""
    mtx = tmp_path / "irregular.mtx"
    write_irregular_spd(mtx, n=1200)
    for args in (["--n", "12"], [str(mtx)]):
        first = None
        overlaps = ("off",) if args[0] == "--n" else ("off", "on")
        for np, overlap in [(np, ov) for np in TRIANGULAR_RANKS for ov in overlaps]:
            done = mpirun(np, [os.path.join(mpidir, "bin", "speig"), "--distributed", "--nev", "4",
                               "--every", "0", "--overlap", overlap] + args)
            assert done.returncode == 0, done.stdout + done.stderr
            out = done.stdout
            nd = TRIANGULAR_RANKS.index(np) + 1
            assert f"triangular layout, {nd} piece{'s' if nd > 1 else ''} over {np} rank" in out, out
            assert f"; overlap {overlap} (" in out, out
            assert re.search(r"^SpMM waits: \S+ s of the exchanges' \S+ s blocked in mp_wait", out,
                             re.M), out
            assert re.search(r"time: solve \S+ s: SpMM \S+ s, communication \S+ s, dense BLAS-3 "
                             r"\S+ s, small eigensolver \S+ s", out), out
            assert out.count("lobpcg: converged") == 1, out  # rank 0 reports
            rows = speig_values(out)
            assert len(rows) == 4, out
            assert all(res <= 1e-8 for _, res in rows), out
            if args[0] == "--n":
                for value, residual, exact, error in speig_table(out):
                    assert abs(value - exact) <= 1e-9 * exact, out
            values = [v for v, _ in rows]
            if first is None:
                first = values
                continue
            worst = max(abs(a - b) / abs(b) for a, b in zip(values, first))
            assert worst <= 1e-10, \
                f"{np} ranks, overlap {overlap}: eigenvalues {values}, 1 rank {first}"


@pytest.mark.parametrize("np", [2, 4, 5])
def test_speig_triangular_bad_rank_count(np):
    """A rank count that is not nd (nd + 1) / 2 (nd = 1..3): rank 0 prints one error naming it
    and the valid counts, every rank exits non-zero, within the time limit."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    done = mpirun(np, [os.path.join(mpidir, "bin", "speig"), "--distributed", "--n", "8",
                       "--nev", "2"], timeout=60)
    assert done.returncode != 0
    errors = one_error_line(done.stderr)
    assert len(errors) == 1, done.stderr
    assert f"{np} ranks: the triangular distribution needs nd (nd + 1) / 2 ranks" in errors[0]
    assert "1, 3 or 6 ranks" in errors[0], errors


def test_kernels_from_refuses_another_configuration(tmp_path):
    """configure.py --kernels-from lends a build's libkernels.a only to the MPI build of the same
    configuration: another flavour's, a folder without a build, or no --mpi is one error line
    and no build.ninja."""
    mpidir = build_mpi(MPI_CONFIGS[0])  # plain: its kernels came from build/plain-gcc
    with open(os.path.join(mpidir, "build.ninja")) as f:
        assert "(configure.py --kernels-from)" in f.read()
    other = build(MPI_CONFIGS[1])  # omp-host
    configure = [sys.executable, os.path.join(ROOT, "configure.py")]
    cases = [(["--flavour", "plain", "--compiler", "gcc", "--mpi", "--kernels-from", other],
              "is not the same configuration without --mpi"),
             (["--flavour", "plain", "--compiler", "gcc", "--mpi", "--kernels-from",
               str(tmp_path / "nothing")], "cannot read"),
             (["--flavour", "plain", "--compiler", "gcc", "--kernels-from", other],
              "--kernels-from needs --mpi")]
    for i, (args, message) in enumerate(cases):
        out = tmp_path / f"b{i}"
        done = subprocess.run(configure + args + ["--builddir", str(out)], capture_output=True,
                              text=True)
        assert done.returncode == 2, done.stdout + done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: configure: --kernels-from"), lines
        assert message in lines[0], lines
        assert not (out / "build.ninja").exists()


def test_builds_without_mpi_run_the_distributed_code(builddir):
    """Every configuration (no MPI library: runtime/mpi/mp_serial.c) runs the runtime/mpi checks
    and the distributed CG on its one rank, through the device copies where there are any."""
    done = subprocess.run([os.path.join(builddir, "tests", "test_mpi")], capture_output=True,
                          text=True, timeout=TIME_LIMIT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no MPI (serial build), 1 rank" in done.stdout
    assert re.search(r"test_mpi: \d+ checks, 0 failed", done.stdout), done.stdout
    done = subprocess.run([os.path.join(builddir, "bin", "spcg"), "--n", "24", "--distributed",
                           "--format", "sell", "--every", "0", "--spmv-reps", "2"],
                          capture_output=True, text=True, timeout=TIME_LIMIT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert float(re.search(r"true residual:\s+(\S+)", done.stdout).group(1)) < 1e-7, done.stdout
    # LOBPCG on the triangular layout's one block (nd = 1)
    done = subprocess.run([os.path.join(builddir, "bin", "speig"), "--distributed", "--n", "10",
                           "--nev", "4", "--every", "0"], capture_output=True, text=True,
                          timeout=TIME_LIMIT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "triangular layout, 1 piece over 1 rank" in done.stdout, done.stdout
    rows = speig_table(done.stdout)
    assert len(rows) == 4 and all(r[1] <= 1e-8 and r[3] <= 1e-9 for r in rows), done.stdout


# ---- the distributed lattice (runtime/lattice/dist.h) ----

@pytest.mark.parametrize("np", RANKS)
def test_lattice_mpi_checks(mpidir, np):
    """tests/c/test_lattice_mpi.c on every grid of this rank count (gauge halos, Deo/Doe with and
    without overlap bit for bit against one rank's kernel, multishift CG near one rank's); its
    block sums and CG results (hex) are the same bits on every grid and rank count for the same
    seed."""
    env_seed = os.environ.get("SEED", "20261127")
    os.environ["SEED"] = env_seed
    try:
        done = mpirun(np, [os.path.join(mpidir, "tests", "test_lattice_mpi")])
    finally:
        del os.environ["SEED"]
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"test_lattice_mpi: \d+ checks, 0 failed", done.stdout), done.stdout
    for what in ("sums", "cg"):
        lines = set(re.findall(rf"^{what} .*$", done.stdout, re.M))
        assert len(lines) == 1, done.stdout  # every grid of this rank count
        key = (mpidir, env_seed, what)
        _lattice_sums.setdefault(key, lines.pop())
        assert re.search(rf"^{what} .*$", done.stdout, re.M).group(0) == _lattice_sums[key], (np, what)


_lattice_sums = {}

# 8^4, a cold start (a hot one can overflow exp(-dH): null in the JSON), two warm-up trajectories and two
# with the Metropolis step
HMC_ARGS = ["--lattice", "8", "--start", "cold", "--beta", "5.8", "--traj", "4", "--therm", "2",
            "--warmup", "2", "--steps", "4", "--seed", "77"]


def hmc_run(mpidir, np, tmp_path, extra, tag):
    json_path, save = tmp_path / f"{tag}.jsonl", tmp_path / f"{tag}.nersc"
    done = mpirun(np, [os.path.join(mpidir, "bin", "hmc")] + HMC_ARGS + extra +
                  ["--json", str(json_path), "--save", str(save)])
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [json.loads(l) for l in json_path.read_text().splitlines()]
    return rows, save.read_bytes(), done.stdout


def check_same_trajectories(mpidir, tmp_path, args, runs):
    """hmc with `args` on one rank without --grid, then on each (np, grid) of `runs`: the
    distributed runs agree bit for bit with each other (plaquette, dH, accept/reject) and write
    the same NERSC file bytes as the one-rank program."""
    ref_rows, ref_file, _ = hmc_run(mpidir, 1, tmp_path, args, "single")
    dist = []
    for np, grid in runs:
        rows, data, out = hmc_run(mpidir, np, tmp_path, args + ["--grid", grid], f"np{np}_{grid}")
        assert f"grid {grid}" in out, out
        dist.append((np, grid, rows, data))
    first = dist[0][2]
    for np, grid, rows, data in dist:
        assert len(rows) == len(first)
        for a, b in zip(rows, first):
            assert (a["plaquette"], a["dH"], a["accepted"], a["polyakov"]) == \
                (b["plaquette"], b["dH"], b["accepted"], b["polyakov"]), (np, grid, a, b)
        assert data == ref_file, (np, grid, "NERSC file differs from the one-rank program's")
    assert any(not r["metropolis"] for r in first) and any(r["metropolis"] for r in first)
    for a, b in zip(first, ref_rows):
        assert a["accepted"] == b["accepted"]
        assert abs(a["dH"] - b["dH"]) <= 1e-9, (a, b)
        assert abs(a["plaquette"] - b["plaquette"]) <= 1e-13 * abs(b["plaquette"]), (a, b)
        assert all(abs(x - y) <= 1e-12 for x, y in zip(a["polyakov"], b["polyakov"])), (a, b)


def test_lattice_hmc_same_on_every_rank_count(mpidir, tmp_path):
    """The pure-gauge Wilson HMC on 8^4 over 1, 2 and 4 ranks (grids 1x1x1x1, 1x1x1x2, 1x1x2x2):
    the same plaquettes, dH and accept/reject decisions, bit for bit: the sums that decide them
    (actions, kinetic energy) go through the fixed tree over blocks of 2^4 sites, and the link
    updates are the same per-site arithmetic on the same data. The one-rank program without
    --grid sums the actions in its own order (generated reduction kernels): its dH agrees to
    1e-9 absolute (H ~ 1e5: the last bits of sums of that size), its plaquettes to 1e-13
    relative, its accept/reject decisions, links and file exactly."""
    check_same_trajectories(mpidir, tmp_path, HMC_ARGS, [(1, "1x1x1x1"), (2, "1x1x1x2"), (4, "1x1x2x2")])


def test_lattice_symanzik_hmc_same_on_every_rank_count(tmp_path):
    """The same for the tree-level Symanzik action (rectangles reach two sites: the halos'
    depth and corners) on a smaller lattice, split in direction 0 too."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    args = ["--lattice", "4x4x4x8", "--action", "symanzik"] + HMC_ARGS[2:]
    check_same_trajectories(mpidir, tmp_path, args, [(2, "2x1x1x1"), (4, "1x2x1x2")])


def test_lattice_hmc_restart_from_file_on_ranks(mpidir, tmp_path):
    """--start FILE under --grid: rank 0 reads, every rank gets the links; two trajectories on 2
    ranks from a saved file equal the one-rank program's from it (file bytes and dH)."""
    start = tmp_path / "start.nersc"
    done = mpirun(1, [os.path.join(mpidir, "bin", "hmc"), "--lattice", "8x8x4x4", "--start", "hot",
                      "--traj", "2", "--therm", "1", "--steps", "2", "--save", str(start)])
    assert done.returncode == 0, done.stdout + done.stderr
    args = ["--start", str(start), "--traj", "3", "--therm", "1", "--warmup", "1", "--steps", "3"]
    outs = []
    for np, grid in [(1, None), (2, "1x2x1x1")]:
        save, js = tmp_path / f"r{np}.nersc", tmp_path / f"r{np}.jsonl"
        done = mpirun(np, [os.path.join(mpidir, "bin", "hmc")] + args + (["--grid", grid] if grid else []) +
                      ["--save", str(save), "--json", str(js)])
        assert done.returncode == 0, done.stdout + done.stderr
        outs.append((save.read_bytes(), [json.loads(l) for l in js.read_text().splitlines()]))
    assert outs[0][0] == outs[1][0]
    for a, b in zip(outs[0][1], outs[1][1]):
        assert a["accepted"] == b["accepted"] and abs(a["dH"] - b["dH"]) <= 1e-9


# The RHMC with quarks on 4^4 (4 ranks: local 4x4x2x2): a cold start, one warm-up trajectory and
# two with the Metropolis step, short trajectories with few steps
RHMC_ARGS = ["--lattice", "4", "--start", "cold", "--beta", "5.6", "--traj", "3", "--therm", "1",
             "--warmup", "1", "--tau", "0.5", "--steps", "3", "--gauge-steps", "2", "--seed", "91"]


def rhmc_rows(mpidir, np, tmp_path, args, tag):
    json_path = tmp_path / f"{tag}.jsonl"
    done = mpirun(np, [os.path.join(mpidir, "bin", "hmc")] + RHMC_ARGS + args + ["--json", str(json_path)])
    assert done.returncode == 0, done.stdout + done.stderr
    return [json.loads(l) for l in json_path.read_text().splitlines()], done.stdout


def check_same_rhmc(mpidir, tmp_path, args, runs, tol_dH, tol_plaq):
    """hmc `args` (with quarks) on one rank without --grid, then on each (np, grid) of `runs`: the
    distributed runs agree bit for bit with each other (plaquette, dH, accept/reject, the fermion
    action, the chiral condensate) and with the one-rank program to tol_dH (absolute) and tol_plaq
    (relative), with its accept/reject decisions."""
    ref, _ = rhmc_rows(mpidir, 1, tmp_path, args, "single")
    first = None
    for np, grid in runs:
        rows, out = rhmc_rows(mpidir, np, tmp_path, args + ["--grid", grid], f"np{np}_{grid}")
        assert f"grid {grid}" in out, out
        first = first or rows
        assert len(rows) == len(first) == len(ref)
        for a, b in zip(rows, first):
            for key in ("plaquette", "dH", "accepted", "fermion_action", "pbp", "polyakov"):
                assert a[key] == b[key], (np, grid, key, a, b)
    assert any(not r["metropolis"] for r in first) and any(r["metropolis"] for r in first)
    for a, b in zip(first, ref):
        assert a["accepted"] == b["accepted"], (a, b)
        assert abs(a["dH"] - b["dH"]) <= tol_dH, (a, b)
        assert abs(a["plaquette"] - b["plaquette"]) <= tol_plaq * abs(b["plaquette"]), (a, b)
        assert len(a["pbp"]) == len(b["pbp"]) and all(
            abs(x["value"] - y["value"]) <= 1e-8 * abs(y["value"]) for x, y in zip(a["pbp"], b["pbp"])), (a, b)
        assert a["cg_iterations"]["mc"] > 0 and a["cg_iterations"]["md"] > 0
        assert all(abs(x - y) <= 1e-10 for x, y in zip(a["polyakov"], b["polyakov"])), (a, b)


RHMC_DOUBLE = ["--flavours", "2:0.1", "--flavours", "1:0.2", "--md-precision", "double"]


def test_lattice_rhmc_same_on_every_rank_count(mpidir, tmp_path):
    """The 2+1-flavour RHMC (Wilson gauge action, double-precision molecular dynamics) on 4^4 over
    1, 2 and 4 ranks (grids 1x1x1x1, 1x1x1x2, 1x1x2x2): the same plaquettes, dH, decisions,
    fermion actions and condensates bit for bit (noise from the global sites' indices, the
    multishift CG's scalars and the actions from block sums along a fixed tree, the force's outer
    products from exchanged halos). The one-rank program without --grid sums in its own order
    (generated reductions), so its CG iterates differ in the last bits and the molecular dynamics
    carries that on: its trajectories agree to 1e-6 in dH (seen: 1.2e-8, H ~ 1e3) and 1e-10 in
    the plaquette (seen: 3e-12), with the same decisions."""
    check_same_rhmc(mpidir, tmp_path, RHMC_DOUBLE, [(1, "1x1x1x1"), (2, "1x1x1x2"), (4, "1x1x2x2")], 1e-6, 1e-10)


def test_lattice_rhmc_exact_symanzik_single_on_ranks(tmp_path):
    """Exact HMC (--exact, nf = 4: the heat bath phi = m eta_e - Deo eta_o) with the tree-level
    Symanzik action and the default single-precision molecular dynamics (the float box kernels and
    float halo; the block sums in double), split in direction 0 (2 ranks) and in two directions (4
    ranks): bit for bit across the rank counts; the one-rank program's float CG sums in its own
    order, within the same bounds as in double (both trajectories are rejected here, so the
    restored links are compared too)."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    args = ["--flavours", "4:0.2", "--exact", "--action", "symanzik"]
    check_same_rhmc(mpidir, tmp_path, args, [(2, "2x1x1x1"), (4, "1x2x1x2")], 1e-6, 1e-10)


def test_lattice_rhmc_stout_symanzik_on_ranks(tmp_path):
    """Two levels of stout smearing with the Symanzik action (single-precision MD): the levels
    computed over the extended lattice with their halos exchanged, the chain rule's w exchanged
    before the staple derivatives; on one rank with --grid and on 2 ranks cut in direction 0 (its
    faces are not contiguous) the same bits, and the one-rank program's trajectories within the
    bounds above."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    args = ["--flavours", "2:0.1", "--stout", "2", "--action", "symanzik"]
    check_same_rhmc(mpidir, tmp_path, args, [(1, "1x1x1x1"), (2, "2x1x1x1")], 1e-6, 1e-10)


@pytest.mark.parametrize("np, grid", [(2, "1x1x1x2"), (4, "2x1x1x2")])
def test_lattice_dslash_bench_on_ranks(np, grid):
    """dslash_bench --grid: Deo/Doe with and without overlap against the plain reference on the
    global lattice (every result checked; WRONG fails the run)."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    done = mpirun(np, [os.path.join(mpidir, "bin", "dslash_bench"), "--grid", grid, "--local", "4x4x4x4",
                       "--reps", "2"])
    assert done.returncode == 0, done.stdout + done.stderr
    results = re.findall(r"^RESULT dslash_mpi .*$", done.stdout, re.M)
    assert len(results) == 8, done.stdout  # Deo, Doe x 18, 12 links x overlap on, off
    assert all(f"ranks={np} grid={grid} halo_dirs=" in r and "local=4x4x4x4" in r and "WRONG" not in r for r in results), results
    assert all(float(re.search(r"rel_err=(\S+)", r).group(1)) <= 1e-13 for r in results), results


@pytest.mark.parametrize("np, args, message", [
    (3, ["--lattice", "8"], "the 8x8x8x8 lattice cannot be cut into 3 ranks"),
    (4, ["--lattice", "8x8x8x6", "--grid", "1x1x1x4"], "extent N3 = 6 of the 8x8x8x6 lattice is not divisible by its 4 ranks"),
    (2, ["--lattice", "8", "--grid", "1x1x2x2"], "a 1x1x2x2 grid of ranks (0: free) cannot be made of 2 ranks"),
    (4, ["--lattice", "8x8x8x4", "--grid", "1x1x1x4"], "local extent 1 of direction 3"),
    (2, ["--lattice", "8", "--grid", "2x1"], "is not a grid of ranks"),
])
def test_lattice_grid_the_decomposition_cannot_use(np, args, message):
    """rank 0 prints one error line, every rank exits non-zero, within the time limit."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    done = mpirun(np, [os.path.join(mpidir, "bin", "hmc"), "--traj", "2", "--therm", "1"] + args, timeout=60)
    assert done.returncode != 0
    errors = one_error_line(done.stderr)
    assert len(errors) == 1 and message in errors[0], done.stderr



@pytest.mark.parametrize("args, message", [
    (["--lattice", "7"], "--lattice: lattice 7: "),
    (["--beta", "x"], "--beta: 'x' is not a number"),
    (["--flavours", "2"], "--flavours: '2' is not NF:MASS"),
    (["--bogus", "1"], "unknown option '--bogus'"),
])
def test_hmc_option_errors_on_ranks(args, message):
    """An option error before the decomposition: every rank parses the same arguments and stops
    together (mp_fail): rank 0 prints one error line, every rank exits non-zero, in time."""
    mpidir = build_mpi(MPI_CONFIGS[0])
    done = mpirun(2, [os.path.join(mpidir, "bin", "hmc"), "--traj", "2", "--therm", "1"] + args, timeout=60)
    assert done.returncode != 0
    errors = one_error_line(done.stderr)
    assert len(errors) == 1 and message in errors[0], done.stderr


def test_hmc_json_hot_start_is_valid_json(mpidir, tmp_path):
    """A hot start at large beta with few steps: the first trajectory's dH is -1.6e3, exp(-dH)
    overflows to inf, and the JSON line holds null for it (JSON has no inf), on one rank and
    distributed."""
    for np, grid in [(1, None), (2, "1x1x1x2")]:
        js = tmp_path / f"hot{np}.jsonl"
        done = mpirun(np, [os.path.join(mpidir, "bin", "hmc"), "--lattice", "4x4x4x8", "--start", "hot",
                           "--beta", "40", "--traj", "2", "--therm", "1", "--warmup", "1", "--steps", "6",
                           "--json", str(js)] +
                      (["--grid", grid] if grid else []))
        assert done.returncode == 0, done.stdout + done.stderr
        text = js.read_text()
        assert "inf" not in text and "nan" not in text, text
        rows = [json.loads(l, parse_constant=lambda c: pytest.fail(f"not JSON: {c}")) for l in text.splitlines()]
        assert rows[0]["dH"] < -709 and rows[0]["exp_minus_dH"] is None, rows[0]