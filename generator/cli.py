"""`python3 -m generator [--check]`: render every spec x flavour into gen/."""
import argparse
import glob
import os
import sys

from . import instances, output, render
from .errors import SpecError
from .schema import FLAVOURS
from .spec import load_overlay, load_spec

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_args(argv):
    p = argparse.ArgumentParser(prog="python3 -m generator", description=__doc__)
    p.add_argument("--check", action="store_true",
                   help="write nothing; exit 1 naming each file of gen/ that is stale")
    p.add_argument("--specs", default=os.path.join(ROOT, "specs"), help="folder of *.yaml specs")
    p.add_argument("--templates", default=os.path.join(ROOT, "templates"))
    p.add_argument("--out", default=os.path.join(ROOT, "gen"), help="output folder (gen/)")
    p.add_argument("--overlay", help="a tuned overlay (specs/tuned/<machine>.yaml, written by "
                   "`python3 -m generator.tune`) merged into the specs before validation")
    p.add_argument("--force", action="store_true",
                   help="replace gen/ even if it holds files the generator did not write")
    p.add_argument("-q", "--quiet", action="store_true")
    return p.parse_args(argv)


def generator_hash():
    here = os.path.dirname(os.path.abspath(__file__))
    return output.tree_hash(sorted(glob.glob(os.path.join(here, "**", "*.py"), recursive=True)))


def build_outputs(specs_dir, template_dir, overlay_path=None):
    """Load every spec (with the overlay merged in), render every unit. Returns gen-relative
    path -> text."""
    spec_files = sorted(glob.glob(os.path.join(specs_dir, "*.yaml")))
    if not spec_files:
        raise SpecError(specs_dir, 0, "specs", "no *.yaml spec files found")
    overlay = load_overlay(overlay_path) if overlay_path else None
    loaded, real_path = [], {}
    for path in spec_files:
        family, spec = load_spec(path, overlay)
        loaded.append((_display(path), family, spec))
        real_path[_display(path)] = path
    env = render.make_env(template_dir)
    outputs, entries = {}, {}
    for unit in instances.expand(loaded):
        text = render.render(env, unit)
        outputs[unit.out_path] = text
        used = [os.path.join(template_dir, unit.template)]
        if unit.flavour:
            used.append(os.path.join(template_dir, "flavours", unit.flavour, "macros.j2"))
        spec_file = real_path.get(unit.spec_path)
        entries[unit.out_path] = {
            "sha256": output.sha256_bytes(text.encode()),
            "spec": unit.spec_path or None,
            "spec_sha256": output.sha256_file(spec_file) if spec_file else None,
            "templates": [os.path.relpath(p, template_dir) for p in used],
            "templates_sha256": output.tree_hash(used),
        }
        if overlay_path and spec_file:
            entries[unit.out_path]["overlay"] = _display(overlay_path)
            entries[unit.out_path]["overlay_sha256"] = output.sha256_file(overlay_path)
    outputs[output.MANIFEST] = output.manifest_text(entries, generator_hash(),
                                                    render.clang_format_version())
    return outputs


def _display(path):
    """Spec paths are recorded relative to the repository when inside it."""
    rel = os.path.relpath(os.path.abspath(path), ROOT)
    return path if rel.startswith("..") else rel


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        outputs = build_outputs(args.specs, args.templates, args.overlay)
    except SpecError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.check:
        problems = output.compare_tree(args.out, outputs)
        for p in problems:
            print(f"stale: {p}", file=sys.stderr)
        if problems:
            print(f"generator --check: {len(problems)} file(s) of {args.out} out of date; "
                  "run `python3 -m generator` and commit", file=sys.stderr)
            return 1
        if not args.quiet:
            print(f"generator --check: {len(outputs)} files in {args.out} are up to date")
        return 0
    foreign = output.unowned_files(args.out)
    if foreign and not args.force:
        for p in foreign:
            print(f"error: {os.path.join(args.out, p)}: not written by the generator; "
                  "move it away or pass --force to replace gen/ anyway", file=sys.stderr)
        return 2
    output.write_tree(args.out, outputs)
    if not args.quiet:
        print(f"generator: wrote {len(outputs)} files to {args.out} "
              f"({len(FLAVOURS)} flavours)")
    return 0
