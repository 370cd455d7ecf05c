"""`python3 -m generator.tune sparse`: a grid search over the sparse family's tunables on this
machine, written as a spec overlay (specs/tuned/<machine>.yaml) that
`python3 -m generator --overlay FILE` applies.

Three grids, each variant timed with the row kernels of the multigrid V-cycle (spmv, residual,
prolong, smooth) on one matrix (--matrix, default poisson:100: 10^6 rows, the finest level of
the AMG benchmark), after a check of its SpMV against the CPU reference:
  tunables    the flavour's tunables (openacc: vector_length x num_gangs; omp-target:
              thread_limit x num_teams; omp-host: schedule x chunk; 0 = the runtime's choice)
              on the spec's AMG format and on CSR; best: the smallest sum of the four kernels'
              times on the AMG format (the V-cycle's cost per level)
  sell        chunk height C x sorting scope sigma = C m for sell, rsell_a and rsell_b (sigma is
              chosen when the matrix is converted, so only C needs a build); best: SpMV time
  csr_vector  lanes per row; best: SpMV time
Each variant is the spec's own kernel template rendered with that point's parameters and
kernel names suffixed _tN (generator/families/sparse.py row_format_units), so the tuned
kernels are exactly what the overlay will generate.

Steps, all by default, or split between machines (the GPU is elsewhere):
  build    render the variants into OUT/gen, their table (OUT/sparse_tune_table.c), and
           compile them with drivers/sparse_tune.c against the flavour's runtime (configure.py's
           flags) into OUT/sparse_tune                                   (--build-only)
  run      OUT/sparse_tune --matrix M > OUT/tune.log
  report   the grids as tables, the best of each, and the overlay: --machine NAME writes
           specs/tuned/NAME.yaml, --out FILE writes FILE (neither replaces an existing file
           without --force)                                              (--from-log LOG:
           report only; this step needs nothing but the Python standard library)

  python3 -m generator.tune sparse --flavour omp-host --machine vm-2core
  python3 -m generator.tune sparse --flavour openacc --compiler gcc-nvptx --build-only
  python3 -m generator.tune sparse --from-log tune.log --machine h100
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# flavour -> (name, values) of the two tunables gridded (0: the runtime's choice). GCC's nvptx
# OpenACC takes vector lengths that are multiples of 32 (16 would run as 32).
TUNABLE_GRIDS = {
    "openacc": (("vector_length", [32, 64, 128, 256, 512]), ("num_gangs", [0, 16, 64, 256, 512])),
    "omp-target": (("thread_limit", [32, 64, 128, 256, 512, 1024]), ("num_teams", [0, 132, 528, 2112])),
    "omp-host": (("schedule", ["static", "dynamic", "guided"]), ("chunk", [0, 64, 1024])),
    "plain": None,
}
SELL_C = [8, 16, 32, 64, 128]
SIGMA_MULTIPLES = [1, 8, 64, 1024]  # sigma = C m
LANES = {"openacc": [32, 64, 128], "omp-target": [8, 16, 32, 64, 128], "omp-host": [32], "plain": [32]}
KERNELS = ("spmv", "residual", "prolong", "smooth")
SELL_FORMATS = ("sell", "rsell_a", "rsell_b")


def fail(message):
    print(f"error: generator.tune: {message}", file=sys.stderr)
    return 2


# --------------------------------------------------------------------------- the variants

def variants(spec, flavour, quick=False):
    """[(section, format, {tunables}, {format params})] of the three grids (quick: the first
    two values of each, for the tests)."""
    from .units import tunables
    base_tun = tunables(spec, flavour)[0]
    formats, amg_format = spec["formats"], spec["amg"]["format"]
    out = []
    grid = TUNABLE_GRIDS[flavour]
    cut = (lambda values: values[:2]) if quick else (lambda values: values)
    if grid:
        (n1, v1s), (n2, v2s) = grid
        v1s, v2s = cut(v1s), cut(v2s)
        for v1 in v1s:
            for v2 in v2s:
                for fmt in dict.fromkeys([amg_format, "csr"]):
                    out.append(("tunables", fmt, {**base_tun, n1: v1, n2: v2}, formats[fmt]))
    for fmt in SELL_FORMATS:
        if fmt in formats:
            for C in cut(SELL_C):
                out.append(("sell", fmt, base_tun, {**formats[fmt], "C": C, "sigma": C}))
    if "csr_vector" in formats:
        for lanes in cut(LANES[flavour]):
            out.append(("csr_vector", "csr_vector", base_tun, {"lanes": lanes}))
    return out


def point_text(tun, params):
    return ",".join(f"{k}={v}" for k, v in list(sorted(tun.items())) + list(sorted(params.items()))
                    if k != "sigma")


def render_variants(spec_path, spec, flavour, gen_dir, quick=False):
    """Writes one file per variant and the table; returns the C files (relative to gen_dir)."""
    from . import render
    from .families import sparse
    env = render.make_env(os.path.join(ROOT, "templates"))
    kernels = list(KERNELS)
    files, rows, decls = [], [], []
    for i, (section, fmt, tun, params) in enumerate(variants(spec, flavour, quick)):
        one = {**spec, "kernels": kernels, "formats": {fmt: params}}
        base = {**sparse.common_context(one), "vt": "double", "tun": tun}
        text_tun = ", ".join(f"{k}={v}" for k, v in sorted(tun.items())) or "defaults"
        (unit,) = sparse.row_format_units(spec_path, one, flavour, base, text_tun, f"_t{i}")
        name = os.path.basename(unit.out_path)
        with open(os.path.join(gen_dir, name), "w") as f:
            f.write(render.render(env, unit))
        files.append(name)
        decls.append(env.from_string(
            '{% import "kernels/sparse/row_kernels.j2" as rk %}'
            '{% for k in kernels %}{{ rk.signature(k, fmt, "double", suffix) }};\n{% endfor %}'
        ).render(kernels=kernels, fmt=fmt, suffix=f"_t{i}"))
        family = "sell" if fmt in SELL_FORMATS else "csr"
        fns = ", ".join(f".{family}_{k} = sparse_{k}_{fmt}_double_t{i}" for k in kernels)
        sigma = params.get("sigma", 0) if section == "tunables" else 0  # 0: the sigma grid
        rows.append(f'    {{.section = "{section}", .format = "{fmt}", '
                    f'.point = "{point_text(tun, params)}", .C = {params.get("C", 0)}, '
                    f'.sigma = {sigma}, {fns}}},')
    table = ("/* The kernel variants of the tuning grid: written by python3 -m generator.tune. */\n"
             "#include <stddef.h>\n#include <stdint.h>\n\n#include \"tune.h\"\n\n"
             + "".join(decls) + "\nconst sparse_tune_entry sparse_tune_table[] = {\n"
             + "\n".join(rows) + "\n    {.format = NULL},\n};\n")
    with open(os.path.join(gen_dir, "sparse_tune_table.c"), "w") as f:
        f.write(table)
    return files + ["sparse_tune_table.c"]


def build(args, out_dir):
    """Renders and compiles OUT/sparse_tune; returns its path."""
    sys.path.insert(0, ROOT)
    import configure
    from .spec import load_overlay, load_spec
    key = (args.compiler, args.flavour)
    if key not in configure.COMPILERS:
        raise SystemExit(fail(f"compiler setting '{args.compiler}' cannot build flavour "
                              f"'{args.flavour}'"))
    cc, flags, ldflags = configure.COMPILERS[key]
    spec_path = os.path.join(ROOT, "specs", "sparse.yaml")
    overlay = load_overlay(args.overlay) if args.overlay else None
    _, spec = load_spec(spec_path, overlay)
    gen_dir = os.path.join(out_dir, "gen")
    os.makedirs(gen_dir, exist_ok=True)
    sources = render_variants(os.path.relpath(spec_path, ROOT), spec, args.flavour, gen_dir,
                              args.quick)
    libdir = os.path.join(ROOT, "build", f"{args.flavour}-{args.compiler}")
    subprocess.run([sys.executable, os.path.join(ROOT, "configure.py"), "--flavour", args.flavour,
                    "--compiler", args.compiler], check=True, capture_output=True)
    subprocess.run(["ninja", "-C", libdir, "lib/libruntime.a", "lib/libkernels.a"], check=True,
                   capture_output=True)
    cflags = f"{configure.BASE_CFLAGS} {flags} -I{ROOT}/runtime -I{ROOT}/runtime/sparse -I{ROOT}/gen/include"
    lines = [f"cc = {cc}", f"cflags = {cflags}", f"ldflags = {ldflags}",
             "rule cc\n  command = $cc $cflags -c $in -o $out\n  description = CC $out",
             "rule link\n  command = $cc $cflags $in -o $out $ldflags -lm\n  description = LINK $out"]
    objs = []
    for src in sources + [os.path.join(ROOT, "drivers", "sparse_tune.c")]:
        obj = f"obj/{os.path.basename(src)}.o"
        lines.append(f"build {obj}: cc {src if os.path.isabs(src) else os.path.join(gen_dir, src)}")
        objs.append(obj)
    lines.append(f"build sparse_tune: link {' '.join(objs)} {libdir}/lib/libruntime.a "
                 f"{libdir}/lib/libkernels.a")
    with open(os.path.join(out_dir, "build.ninja"), "w") as f:
        f.write("\n".join(lines) + "\n")
    done = subprocess.run(["ninja", "-C", out_dir], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(fail(f"building the tuning program failed:\n{done.stdout[-3000:]}"
                              f"{done.stderr[-2000:]}"))
    return os.path.join(out_dir, "sparse_tune")


# --------------------------------------------------------------------------- the report

RESULT = re.compile(r"^RESULT tune (.*)$")


def read_log(path):
    """flavour -> [record], a record per RESULT tune line."""
    found = {}
    with open(path, errors="replace") as f:
        for lineno, line in enumerate(f, 1):
            m = RESULT.match(line.strip())
            if not m:
                continue
            rec = dict(w.split("=", 1) for w in m.group(1).split() if "=" in w)
            try:
                rec["ms"] = float(rec["ms"])
                rec["C"], rec["sigma"] = int(rec["C"]), int(rec["sigma"])
            except (KeyError, ValueError):
                raise ValueError(f"{path}:{lineno}: malformed RESULT tune line")
            found.setdefault(rec["flavour"], []).append(rec)
    return found


def point_dict(point):
    out = {}
    for item in point.split(","):
        k, _, v = item.partition("=")
        out[k] = int(v) if re.fullmatch(r"-?\d+", v) else v
    return out


def totals(records, section, fmt=None):
    """(point, sigma) -> {kernel: ms} of one section (and format)."""
    out = {}
    for r in records:
        if r["section"] == section and (fmt is None or r["format"] == fmt):
            out.setdefault((r["format"], r["point"], r["sigma"]), {})[r["kernel"]] = r["ms"]
    return out


def grid_table(title, rows, cols, cell):
    """Markdown table: rows x cols, cell(row, col) -> text."""
    lines = [f"{title}", "", "| | " + " | ".join(str(c) for c in cols) + " |",
             "|---|" + "---:|" * len(cols)]
    for r in rows:
        lines.append(f"| {r} | " + " | ".join(cell(r, c) for c in cols) + " |")
    return "\n".join(lines) + "\n"


def report_flavour(flavour, records, amg_format):
    """(text, tunables overlay or None, {format: params}, {format: best spmv ms})."""
    text, tun_best, fmt_best, fmt_ms = [], None, {}, {}
    grid = TUNABLE_GRIDS.get(flavour)
    tun = totals(records, "tunables")
    if grid and tun:
        (n1, v1s), (n2, v2s) = grid
        by_point = {}
        for (fmt, point, _), ks in tun.items():
            p = point_dict(point)
            by_point[(fmt, p[n1], p[n2])] = (ks, p)
        for fmt, what in ((amg_format, "V-cycle kernels (spmv + residual + prolong + smooth)"),
                          ("csr", "SpMV")):
            def cell(a, b, fmt=fmt):
                ks = by_point.get((fmt, a, b), ({}, None))[0]
                value = sum(ks.get(k, 0) for k in KERNELS) if fmt == amg_format else ks.get("spmv")
                return f"{value:.3f}" if value and len(ks) == len(KERNELS) else "n/a"
            text.append(grid_table(f"{flavour}: {what}, format {fmt}, ms: rows {n1}, columns {n2}",
                                   v1s, v2s, cell))
        complete = [(sum(ks.values()), p) for (fmt, _, _), (ks, p) in by_point.items()
                    if fmt == amg_format and len(ks) == len(KERNELS)]
        if complete:
            ms, p = min(complete, key=lambda t: t[0])
            tun_best = {n1: p[n1], n2: p[n2]}
            text.append(f"best {flavour} tunables: {n1} = {p[n1]}, {n2} = {p[n2]} "
                        f"({ms:.3f} ms for the four kernels on {amg_format})\n")
    for fmt in SELL_FORMATS:
        sell = totals(records, "sell", fmt)
        if not sell:
            continue
        Cs = sorted({point_dict(p)["C"] for (_, p, _) in sell})
        ms_ = sorted({s // point_dict(p)["C"] for (_, p, s) in sell})
        spmv = {(point_dict(p)["C"], s // point_dict(p)["C"]): ks.get("spmv")
                for (_, p, s), ks in sell.items()}
        text.append(grid_table(f"{flavour}: {fmt} SpMV ms: rows C, columns sigma / C", Cs, ms_,
                               lambda C, m: f"{spmv[(C, m)]:.3f}" if spmv.get((C, m)) else "n/a"))
        (C, m), ms = min(((k, v) for k, v in spmv.items() if v), key=lambda t: t[1])
        fmt_best[fmt], fmt_ms[fmt] = {"C": C, "sigma": C * m}, ms
        text.append(f"best {fmt}: C = {C}, sigma = {C * m} ({ms:.3f} ms)\n")
    vec = totals(records, "csr_vector")
    if vec:
        lanes = {point_dict(p)["lanes"]: ks.get("spmv") for (_, p, _), ks in vec.items()}
        text.append(grid_table(f"{flavour}: csr_vector SpMV ms by lanes per row", sorted(lanes),
                               ["spmv"], lambda l, _: f"{lanes[l]:.3f}" if lanes[l] else "n/a"))
        best = min((l for l in lanes if lanes[l]), key=lambda l: lanes[l])
        fmt_best["csr_vector"], fmt_ms["csr_vector"] = {"lanes": best}, lanes[best]
        text.append(f"best csr_vector: lanes = {best} ({lanes[best]:.3f} ms)\n")
    return "\n".join(text), tun_best, fmt_best, fmt_ms


def overlay_text(source, tunables_by_flavour, formats):
    lines = [f"# Written by `python3 -m generator.tune sparse` from {source}.",
             "# Apply with: python3 -m generator --overlay <this file> --out <folder>",
             "sparse:"]
    if tunables_by_flavour:
        lines.append("  tunables:")
        for fl, tun in sorted(tunables_by_flavour.items()):
            lines.append(f"    {fl}: {{{', '.join(f'{k}: {v}' for k, v in tun.items())}}}")
    if formats:
        lines.append("  formats:")
        for fmt, params in formats.items():
            lines.append(f"    {fmt}: {{{', '.join(f'{k}: {v}' for k, v in params.items())}}}")
    return "\n".join(lines) + "\n"


def report(log, amg_format, destination, force):
    try:
        found = read_log(log)
    except (OSError, ValueError) as e:
        return fail(str(e))
    if not found:
        return fail(f"{log}: no `RESULT tune` lines")
    tun_by_flavour, formats, best_ms = {}, {}, {}
    for flavour, records in sorted(found.items()):
        text, tun, fmts, ms = report_flavour(flavour, records, amg_format)
        print(text)
        if tun:
            tun_by_flavour[flavour] = tun
        for fmt, params in fmts.items():  # formats are shared: the fastest flavour's choice
            if fmt not in best_ms or ms[fmt] < best_ms[fmt]:
                formats[fmt], best_ms[fmt] = params, ms[fmt]
    text = overlay_text(os.path.basename(log), tun_by_flavour, formats)
    print(text)
    if destination:
        if os.path.exists(destination) and not force:
            return fail(f"{destination} exists; pass --force to replace it")
        os.makedirs(os.path.dirname(os.path.abspath(destination)), exist_ok=True)
        tmp = destination + ".tmp"
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, destination)
        print(f"generator.tune: wrote {destination}")
    return 0


# --------------------------------------------------------------------------- command line

def parse_args(argv):
    p = argparse.ArgumentParser(prog="python3 -m generator.tune", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("family", help="the family to tune (sparse)")
    p.add_argument("--flavour", default="omp-host", choices=tuple(TUNABLE_GRIDS))
    p.add_argument("--compiler", default="gcc", help="configure.py's compiler setting")
    p.add_argument("--matrix", default="poisson:100", help="the matrix the kernels run on")
    p.add_argument("--overlay", help="start from the specs with this overlay merged in")
    p.add_argument("--dir", help="build and log folder (default build/tune-<flavour>-<compiler>)")
    p.add_argument("--build-only", action="store_true", help="build the tuning program, no run")
    p.add_argument("--quick", action="store_true",
                   help="the first two values of each grid only (a check that it all works)")
    p.add_argument("--from-log", help="report only, from this log of sparse_tune output")
    p.add_argument("--amg-format", default=None,
                   help="with --from-log: the AMG format of the tunables grid (default: the spec's)")
    p.add_argument("--machine", help="write the overlay to specs/tuned/MACHINE.yaml")
    p.add_argument("--out", help="write the overlay to this file")
    p.add_argument("--force", action="store_true", help="replace an existing overlay file")
    return p.parse_args(argv)


def spec_amg_format():
    try:
        text = open(os.path.join(ROOT, "specs", "sparse.yaml")).read()
    except OSError:
        return "sell"
    m = re.search(r"^amg:\s*\n(?:\s+.*\n)*?\s+format:\s*(\w+)", text, re.M)
    return m.group(1) if m else "sell"


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.family != "sparse":
        return fail(f"family '{args.family}': only the sparse family has a tuner")
    if args.machine and not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", args.machine):
        return fail(f"--machine '{args.machine}': use letters, digits, '.', '_' and '-'")
    destination = args.out or (os.path.join(ROOT, "specs", "tuned", f"{args.machine}.yaml")
                               if args.machine else None)
    amg_format = args.amg_format or spec_amg_format()
    if args.from_log:
        return report(args.from_log, amg_format, destination, args.force)
    out_dir = os.path.abspath(args.dir or os.path.join(ROOT, "build",
                                                       f"tune-{args.flavour}-{args.compiler}"))
    os.makedirs(out_dir, exist_ok=True)
    from .errors import SpecError
    try:
        program = build(args, out_dir)
    except SpecError as e:
        return fail(str(e))
    print(f"generator.tune: built {program}")
    if args.build_only:
        return 0
    log = os.path.join(out_dir, "tune.log")
    with open(log, "w") as f:
        done = subprocess.run([program, "--matrix", args.matrix, "--sigmas",
                               ",".join(map(str, SIGMA_MULTIPLES))], stdout=f)
    if done.returncode:
        return fail(f"{program} failed (exit {done.returncode}); see {log}")
    return report(log, amg_format, destination, args.force)


if __name__ == "__main__":
    sys.exit(main())
