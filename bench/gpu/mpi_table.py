#!/usr/bin/env python3
"""Tables of bench/gpu/mpi_campaign.sh's log (also of bench/mpi/cpu_bench.sh-style logs with the
same `=== run: LABEL: ...` / `=== end: LABEL rc=N` sections): halo bandwidth per transport,
distributed CG (time per iteration, speed-up over the one-GPU MPI run, residual history the same
as that run's), Fock build (median build, speed-up over one GPU against the 1.9x target, balance,
J/K checksums against the one-GPU run), distributed Deo/Doe weak scaling (ns per local site,
efficiency = the one-GPU `--grid 1x1x1x1` time / the two-GPU time at the same local volume,
against the 0.90 target, with and without overlap; the exchange's share without overlap).

    python3 bench/gpu/mpi_table.py mpi_campaign.log [-o tables.md]"""
import argparse
import os
import re
import sys

RUN = re.compile(r"^=== run: (.+?): ")
END = re.compile(r"^=== end: (.+?) rc=(\d+)")


def run_sections(path):
    """[(label, rc, [lines])] of the log's runs, in order."""
    found, label, lines = [], None, []
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        m = RUN.match(line)
        if m:
            label, lines = m.group(1), []
            continue
        m = END.match(line)
        if m and label == m.group(1):
            found.append((label, int(m.group(2)), lines))
            label = None
            continue
        if label:
            lines.append(line)
    return found


def sections(path):
    """{label: (rc, [lines])}, the last run of each label."""
    return {label: (rc, lines) for label, rc, lines in run_sections(path)}


def grab(pattern, lines, cast=float):
    for line in lines:
        m = re.search(pattern, line)
        if m:
            return cast(m.group(1))
    return None


def halo_table(found):
    rows = ["| transport | bytes per message | us per exchange | GB/s per direction | check |",
            "|---|---|---|---|---|"]
    for label, (rc, lines) in found.items():
        if not label.startswith("halo"):
            continue
        results = [l for l in lines if l.startswith("RESULT halo")]
        if not results:
            why = next((l for l in lines if l.startswith("error:")), f"rc={rc}")
            rows.append(f"| {label[5:]} | - | - | - | {why} |")
        for l in results:
            f = dict(kv.split("=", 1) for kv in l.split()[2:])
            rows.append(f"| {f['transport']} | {int(f['bytes']):,} | {1e6 * float(f['seconds']):.1f} | "
                        f"{float(f['GB_per_s']):.2f} | {f['check']} |")
    return rows


def spcg_table(found):
    rows = ["| run | iterations | solve s | ms per iteration | speed-up over 1 GPU (MPI) | "
            "SpMV GB/s | history as on 1 GPU |", "|---|---|---|---|---|---|---|"]
    base = found.get("spcg 1 GPU")
    base_ms = grab(r"\((\S+) ms per iteration\)", base[1]) if base else None
    base_hist = [l for l in base[1] if l.startswith("history ")] if base else []
    for label, (rc, lines) in found.items():
        if not label.startswith("spcg"):
            continue
        ms = grab(r"\((\S+) ms per iteration\)", lines)
        if ms is None:
            rows.append(f"| {label} | failed (rc={rc}) | | | | | |")
            continue
        hist = [l for l in lines if l.startswith("history ")]
        same = "" if not hist or label == "spcg 1 GPU" else ("yes" if hist == base_hist else "NO")
        up = f"x{base_ms / ms:.2f}" if base_ms and label != "spcg 1 GPU" else ""
        its = grab(r"^iterations:\s+(\d+)", lines, int)
        solve = grab(r"solve time:\s+(\S+) s", lines)
        gbs = grab(r"spmv:\s+\S+ ms, (\S+) GB/s", lines)
        rows.append(f"| {label} | {its} | {solve} | {ms} | {up} | {gbs} | {same} |")
    return rows


def checksums(lines):
    m = [re.search(r"J (\S+) \(scale (\S+)\) K (\S+) \(scale (\S+)\)", l) for l in lines
         if l.startswith("checksum build")]
    return [tuple(float(v) for v in x.groups()) for x in m if x]


def fock_table(found):
    rows = ["| run | builds (s) | median build s | speed-up over 1 GPU | target | slowest / mean rank | "
            "J, K checksums vs 1 GPU (of scale) |", "|---|---|---|---|---|---|---|"]
    base = found.get("fock 1 GPU")
    base_s = grab(r"^RESULT fock .* total_s=(\S+)", base[1]) if base else None
    base_sum = checksums(base[1]) if base else []
    for label, (rc, lines) in found.items():
        if not label.startswith("fock"):
            continue
        total = grab(r"^RESULT fock .* total_s=(\S+)", lines)
        if total is None:
            rows.append(f"| {label} | failed (rc={rc}) | | | | | |")
            continue
        builds = ", ".join(re.sub(r"^build \d+: (\S+) s$", r"\1", l) for l in lines
                           if re.match(r"^build \d+: \S+ s$", l))
        up = base_s / total if base_s and label != "fock 1 GPU" else None
        target = "" if up is None else ("met" if up >= 1.9 else "NOT met")
        balance = ", ".join(re.sub(r"^ranks \d+: slowest / mean (\S+).*", r"\1", l) for l in lines
                            if l.startswith("ranks "))
        diff = ""
        sums = checksums(lines)
        if sums and base_sum and label != "fock 1 GPU":
            j, sj, k, sk = sums[-1]
            bj, _, bk, _ = base_sum[-1]
            diff = f"{abs(j - bj) / sj:.1e}, {abs(k - bk) / sk:.1e}"
        rows.append(f"| {label} | {builds} | {total:.3f} | {f'x{up:.2f}' if up else ''} | "
                    f"{'>= 1.9x: ' + target if target else ''} | {balance} | {diff} |")
    return rows


def dslash_fields(line):
    return dict(kv.split("=", 1) for kv in line.split()[2:] if "=" in kv)


def dslash_table(found):
    rows = ["| run | grid | halo dirs | local | op | links | overlap | ns/site | GB/s | efficiency | target 0.90 | "
            "exchange share (no overlap) |", "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    base = {}
    ref = found.get("dslash no-mpi 1 GPU")
    for l in (ref[1] if ref else []):
        if l.startswith("RESULT dslash ") and "prec=double" in l:
            f = dslash_fields(l)
            rows.append(f"| no-MPI kernel, 1 GPU | - | - | {f['lattice']} | {f['op']} | {f['links']} | - | "
                        f"{float(f['ns_per_site']):.3f} | {float(f['GBps']):.0f} | | | |")
    one = found.get("dslash 1 GPU")
    for l in (one[1] if one else []):
        if l.startswith("RESULT dslash_mpi"):
            f = dslash_fields(l)
            key = (f["local"], f["op"], f["links"])
            base[key] = min(base.get(key, float("inf")), float(f["ns_per_site"]))
    for label, (rc, lines) in found.items():
        if not label.startswith("dslash") or label == "dslash no-mpi 1 GPU":
            continue
        results = [l for l in lines if l.startswith("RESULT dslash_mpi")]
        if not results:
            rows.append(f"| {label} | failed (rc={rc}) | | | | | | | | | | |")
        for l in results:
            f = dslash_fields(l)
            ns = float(f["ns_per_site"])
            b = base.get((f["local"], f["op"], f["links"]))
            eff = b / ns if b and label != "dslash 1 GPU" else None
            target = "" if eff is None else ("met" if eff >= 0.90 else "NOT met")
            rows.append(f"| {label} | {f['grid']} | {f.get('halo_dirs', '')} | {f['local']} | {f['op']} | {f['links']} | "
                        f"{f['overlap']} | {ns:.3f} | {float(f['GBps']):.0f} | {f'{eff:.3f}' if eff else ''} | "
                        f"{target} | {f['exchange_frac'] if f['overlap'] == 'off' else ''} |")
    return rows


def campaign_tables(path):
    found = sections(path)
    parts = []
    for title, rows in (("Halo exchange between the GPUs", halo_table(found)),
                        ("Distributed CG, 3D Poisson 194^3 (50.6M nonzeros), SELL", spcg_table(found)),
                        ("Fock build (H2O)128 / 6-31G(d)", fock_table(found)),
                        ("Distributed Deo/Doe, weak scaling (double)", dslash_table(found))):
        if len(rows) > 2:
            parts.append(f"{title}\n\n" + "\n".join(rows) + "\n")
    return "\n".join(parts) or None


def table_main(doc, make_text):
    """The command line of the table scripts: LOG [-o FILE]; make_text(LOG) is the text or None
    when the log has no run."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("log")
    ap.add_argument("-o", "--output")
    args = ap.parse_args()
    text = make_text(args.log)
    if not text:
        print(f"error: {os.path.basename(sys.argv[0])}: no runs in {args.log}", file=sys.stderr)
        return 1
    print(text, end="")
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    return 0


def main():
    return table_main(__doc__, campaign_tables)


if __name__ == "__main__":
    sys.exit(main())
