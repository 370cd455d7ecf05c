#!/usr/bin/python3
"""The scipy peer of the shell-model CPU benchmark: the lowest eigenvalues of the Hamiltonian
that `shellmodel --write-mtx` wrote (Matrix Market, lower triangle), with scipy's eigsh
(ARPACK, implicitly restarted Lanczos) and lobpcg, same nev and relative tolerance.

    /usr/bin/python3 bench/shellmodel/scipy_peer.py H.mtx --nev 10 --tol 1e-8

Prints one line per solver:
    RESULT peer=scipy type=<eigsh|lobpcg> n=<n> nev=<k> seconds=<solve s> energies=<e1,e2,...>
"""
import argparse
import time

import numpy as np
import scipy.io
import scipy.sparse.linalg as sla


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("matrix")
    p.add_argument("--nev", type=int, default=10)
    p.add_argument("--tol", type=float, default=1e-8)
    p.add_argument("--solvers", default="eigsh,lobpcg")
    a = p.parse_args()
    t0 = time.perf_counter()
    h = scipy.io.mmread(a.matrix).tocsr()  # symmetric file: both triangles
    print(f"read: n={h.shape[0]} nnz={h.nnz} in {time.perf_counter() - t0:.2f} s", flush=True)
    for solver in a.solvers.split(","):
        t0 = time.perf_counter()
        if solver == "eigsh":
            w = sla.eigsh(h, k=a.nev, which="SA", tol=a.tol, return_eigenvectors=False)
        elif solver == "lobpcg":
            rng = np.random.default_rng(1)
            x = rng.standard_normal((h.shape[0], a.nev + 3))
            d = h.diagonal()
            shift = d.min() - 1.0
            prec = sla.LinearOperator(h.shape, matvec=lambda v: v / np.maximum(np.abs(d - shift), 1e-8)
                                      if v.ndim == 1 else v / np.maximum(np.abs(d - shift), 1e-8)[:, None],
                                      dtype=float)
            w, _ = sla.lobpcg(h, x, M=prec, largest=False, tol=a.tol, maxiter=1000)
        else:
            raise SystemExit(f"error: --solvers: unknown solver {solver}")
        seconds = time.perf_counter() - t0
        w = np.sort(w)[:a.nev]
        print(f"RESULT peer=scipy type={solver} n={h.shape[0]} nev={a.nev} seconds={seconds:.3f} "
              f"energies={','.join(f'{e:.9f}' for e in w)}", flush=True)


if __name__ == "__main__":
    main()
