"""`python3 -m generator [--check] [--full]`: render every spec x flavour into gen/.

A unit whose inputs are unchanged since the manifest of --out was written (same templates,
same data from the specs, same renderer and clang-format) is taken from --out as it is
instead of rendered again, unless --full; a file edited by hand no longer has the recorded
hash and is rendered again. `--check` then takes seconds; CI runs `--check --full`."""
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
    p.add_argument("--overlay", help="a tuned overlay (specs/tuned/<machine>.yaml, written by "
                   "`python3 -m generator.tune`) merged into the specs before validation")
    p.add_argument("--full", action="store_true",
                   help="render every file (default: a file whose inputs hash as the manifest "
                        "records, and whose text still has the recorded hash, is taken as it is)")
    p.add_argument("--specs", default=os.path.join(ROOT, "specs"), help="folder of *.yaml specs")
    p.add_argument("--templates", default=os.path.join(ROOT, "templates"))
    p.add_argument("--out", default=os.path.join(ROOT, "gen"), help="output folder (gen/)")
    p.add_argument("--force", action="store_true",
                   help="replace gen/ even if it holds files the generator did not write")
    p.add_argument("-q", "--quiet", action="store_true")
    return p.parse_args(argv)


def generator_hash():
    here = os.path.dirname(os.path.abspath(__file__))
    return output.tree_hash(sorted(glob.glob(os.path.join(here, "**", "*.py"), recursive=True)))


def build_outputs(specs_dir, template_dir, overlay_path=None, reuse=None):
    """Load every spec (with the overlay merged in) and render every unit. With `reuse` (an earlier output folder), a
    unit whose inputs hash (render.Inputs) equals its manifest entry's there, and whose file
    there still has the recorded hash, keeps that file's text instead of being rendered again
    (what makes --check fast). Returns (gen-relative path -> text, units rendered)."""
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
    inputs = render.Inputs(env, template_dir)
    formatter = render.clang_format_version()
    earlier = _reusable(reuse, formatter)
    outputs, entries, rendered = {}, {}, 0
    for unit in instances.expand(loaded):
        templates = inputs.templates(unit)
        unit_sha = inputs.unit_sha(unit, templates)
        text = earlier(unit.out_path, unit_sha)
        if text is None:
            text = render.render(env, unit)
            rendered += 1
        outputs[unit.out_path] = text
        spec_file = real_path.get(unit.spec_path)
        entries[unit.out_path] = {
            "sha256": output.sha256_bytes(text.encode()),
            "inputs_sha256": unit_sha,
            "spec": unit.spec_path or None,
            "spec_sha256": output.sha256_file(spec_file) if spec_file else None,
            "templates": templates,
            "templates_sha256": output.tree_hash([os.path.join(template_dir, t) for t in templates]),
        }
        if overlay_path and spec_file:
            entries[unit.out_path]["overlay"] = _display(overlay_path)
            entries[unit.out_path]["overlay_sha256"] = output.sha256_file(overlay_path)
    outputs[output.MANIFEST] = output.manifest_text(entries, generator_hash(), formatter)
    return outputs, rendered


def _reusable(folder, formatter):
    """(path, inputs hash) -> the text of folder/path if the folder's manifest says it was
    made from these inputs and the file is unchanged since; else None."""
    manifest = output.read_manifest(folder) if folder else None
    if not manifest or manifest.get("formatter") != formatter:
        return lambda rel, unit_sha: None
    files = manifest.get("files", {})

    def text_of(rel, unit_sha):
        entry = files.get(rel)
        if not isinstance(entry, dict) or entry.get("inputs_sha256") != unit_sha:
            return None
        try:
            with open(os.path.join(folder, rel), "rb") as f:
                data = f.read()
        except OSError:
            return None
        return data.decode("utf-8") if output.sha256_bytes(data) == entry.get("sha256") else None
    return text_of


def _display(path):
    """Spec paths are recorded relative to the repository when inside it."""
    rel = os.path.relpath(os.path.abspath(path), ROOT)
    return path if rel.startswith("..") else rel


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        outputs, rendered = build_outputs(args.specs, args.templates, args.overlay,
                                          reuse=None if args.full else args.out)
    except SpecError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    units = len(outputs) - 1
    if args.check:
        problems = output.compare_tree(args.out, outputs)
        for p in problems:
            print(f"stale: {p}", file=sys.stderr)
        if problems:
            print(f"generator --check: {len(problems)} file(s) of {args.out} out of date "
                  f"({rendered} of {units} units rendered); run `python3 -m generator` and commit",
                  file=sys.stderr)
            return 1
        if not args.quiet:
            print(f"generator --check: {len(outputs)} files in {args.out} are up to date "
                  f"({rendered} of {units} units rendered{'' if args.full else ', the others unchanged'})")
        return 0
    foreign = output.unowned_files(args.out)
    if foreign and not args.force:
        for p in foreign:
            print(f"error: {os.path.join(args.out, p)}: not written by the generator; "
                  "move it away or pass --force to replace gen/ anyway", file=sys.stderr)
        return 2
    try:
        output.write_tree(args.out, outputs)
    except OSError as e:
        print(f"error: {args.out}: cannot write the generated files: "
              f"{e.filename or args.out}: {e.strerror}", file=sys.stderr)
        return 2
    if not args.quiet:
        print(f"generator: wrote {len(outputs)} files to {args.out} "
              f"({len(FLAVOURS)} flavours; {rendered} of {units} units rendered)")
    return 0
