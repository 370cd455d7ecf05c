#!/usr/bin/env python3
"""Do the Fock builds of fock_bench logs agree? (plain python3, no packages)

    python3 bench/gpu/eri_checksums.py LOG [LOG ...] [--tol 1e-10]

fock_bench prints, after each build, `checksum build R: J c (scale s) K c (scale s)`:
weighted sums of J and K with fixed pseudo-random weights (drivers/fock_bench.c). Builds of
the same (H2O)n, basis, threshold and density agree to rounding, about 1e-13 of the scale,
whatever the flavour, ket block or order of the atomic updates; a lost or doubled
contribution shows far above that. Per (n, basis, threshold), the first build read is the
baseline; every build is listed with its deviation |c - c0| / scale for J and K, and `differs`
where one exceeds --tol (default 1e-10). Exit status 1 if any build differs.
"""
import argparse
import re
import sys

HEADER = re.compile(r"^fock_bench: \(H2O\)(\d+), (\S+), .*flavour ([\w-]+)( \(offloading\))?, "
                    r"threshold (\S+), ket block (\d+)")
CHECKSUM = re.compile(r"^checksum (build \d+|reference): J (\S+) \(scale (\S+)\) K (\S+) \(scale (\S+)\)")


def read(paths):
    builds = []  # (key, label, cj, sj, ck, sk)
    for path in paths:
        run = None
        with open(path, errors="replace") as f:
            for line in f:
                m = HEADER.match(line)
                if m:
                    n, basis, flavour, off, thr, kb = m.groups()
                    run = ((int(n), basis, thr), f"{flavour}{' (GPU)' if off else ''} kb {kb}")
                    continue
                m = CHECKSUM.match(line)
                if m and run:
                    cj, sj, ck, sk = (float(v) for v in m.groups()[1:])
                    builds.append((run[0], f"{run[1]} {m.group(1)}", cj, sj, ck, sk))
    return builds


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("logs", nargs="+")
    p.add_argument("--tol", type=float, default=1e-10)
    args = p.parse_args(argv)
    builds = read(args.logs)
    if not builds:
        print("error: eri_checksums: no `checksum` lines after a fock_bench header in "
              + ", ".join(args.logs), file=sys.stderr)
        return 1
    bad = 0
    print("| n | basis | threshold | build | J deviation | K deviation | verdict |")
    print("|---|---|---|---|---|---|---|")
    base = {}
    for key, label, cj, sj, ck, sk in builds:
        if key not in base:
            base[key] = (cj, ck)
            dj = dk = 0.0
            verdict = "baseline"
        else:
            dj = abs(cj - base[key][0]) / max(sj, 1e-300)
            dk = abs(ck - base[key][1]) / max(sk, 1e-300)
            verdict = "agrees" if max(dj, dk) <= args.tol else "differs"
            bad += verdict == "differs"
        print(f"| {key[0]} | {key[1]} | {key[2]} | {label} | {dj:.1e} | {dk:.1e} | {verdict} |")
    print(f"eri_checksums: {len(builds)} builds, {bad} differ (tolerance {args.tol:g} of the scale)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
