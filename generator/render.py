"""Render units with Jinja2 and format them with clang-format."""
import hashlib
import os
import subprocess

import jinja2
from jinja2 import nodes

from .errors import SpecError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STYLE = os.path.join(ROOT, ".clang-format")


def make_env(template_dir):
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(template_dir),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render(env, unit):
    """Return the formatted text of one unit."""
    return format_c(render_text(env, unit), unit.out_path)


def render_text(env, unit):
    """The unit's text as the templates give it, before clang-format."""
    context = dict(unit.context)
    context.update(
        flavour=unit.flavour or "any",
        spec_path=unit.spec_path or "(none: flavour runtime)",
        template_path=f"templates/{unit.template}",
        params=unit.params,
        macros=f"flavours/{unit.flavour}/macros.j2" if unit.flavour else None,
    )
    return env.get_template(unit.template).render(**context)


PRAGMA_WIDTH = 100


def format_c(text, name):
    """clang-format the code but keep directives as written: clang-format does
    not know OpenACC/OpenMP clause grammar (it would print `x [0:n]`), so each
    `#pragma` line is swapped for a placeholder, the rest is formatted, and the
    directive comes back wrapped at clause boundaries."""
    pragmas = []

    def hide(line):
        stripped = line.strip()
        if not stripped.startswith("#pragma"):
            return line
        pragmas.append(" ".join(stripped.split()))
        return f"#pragma GENERATOR_DIRECTIVE_{len(pragmas) - 1}"

    hidden = "\n".join(hide(line) for line in text.split("\n"))
    formatted = clang_format(hidden, name)
    out = []
    for line in formatted.split("\n"):
        stripped = line.strip()
        if stripped.startswith("#pragma GENERATOR_DIRECTIVE_"):
            out.append(wrap_pragma(pragmas[int(stripped.rsplit("_", 1)[1])]))
        else:
            out.append(line)
    return "\n".join(out)


def wrap_pragma(pragma, width=PRAGMA_WIDTH):
    """Break a long directive between clauses (at spaces outside parentheses),
    continuing lines with a backslash and a 4-space indent."""
    words, depth, current = [], 0, ""
    for ch in pragma:
        depth += (ch == "(") - (ch == ")")
        if ch == " " and depth == 0:
            words.append(current)
            current = ""
        else:
            current += ch
    words.append(current)
    pieces = []
    for word in words:
        pieces += _split_clause(word, width - 4) if len(word) > width - 4 else [word]
    lines, line = [], pieces[0]
    for word in pieces[1:]:
        if len(line) + 1 + len(word) + 2 > width:
            lines.append(line)
            line = "    " + word
        else:
            line += " " + word
    lines.append(line)
    return " \\\n".join(lines)


def clang_format(text, name):
    try:
        done = subprocess.run(
            ["clang-format", f"--style=file:{STYLE}", f"--assume-filename={name}"],
            input=text.encode(), capture_output=True, check=False)
    except FileNotFoundError:
        raise SpecError("clang-format", 0, "tool", "clang-format is not installed (apt-get install clang-format)")
    if done.returncode != 0:
        raise SpecError(name, 0, "clang-format", done.stderr.decode().strip())
    return done.stdout.decode()


def clang_format_version():
    out = subprocess.run(["clang-format", "--version"], capture_output=True, text=True).stdout
    return out.strip()


def _split_clause(clause, width):
    """Split `name(a, b, c)` after top-level commas into pieces of at most
    width characters (a single list item may still be longer)."""
    items, depth, current = [], 0, ""
    for ch in clause:
        current += ch
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 1:
            items.append(current)
            current = ""
    items.append(current)
    pieces, piece = [], items[0]
    for item in items[1:]:
        item = item.lstrip()
        if len(piece) + 1 + len(item) > width:
            pieces.append(piece)
            piece = "    " + item
        else:
            piece += " " + item
    pieces.append(piece)
    return pieces


# ---- what a unit's text depends on (the manifest's inputs_sha256) ------------------------

class Inputs:
    """The hash of everything one unit's text is made from: the text of the templates it
    renders (its own, the flavour's macros.j2, and every template those import or include),
    the data the generator hands them (context, parameters, paths), and the renderer (this
    module and the clang-format style). The clang-format version is not in it: the manifest
    records it once ("formatter"), and a different one re-renders everything. Tool versions
    do not enter, so the hash, like gen/, is the same on every machine."""

    def __init__(self, env, template_dir):
        self.env, self.template_dir = env, template_dir
        self.sha, self.refs = {}, {}
        h = hashlib.sha256()
        for path in (os.path.abspath(__file__), STYLE):
            with open(path, "rb") as f:
                h.update(f.read())
        self.renderer = h.hexdigest()

    def _load(self, name):
        if name not in self.sha:
            with open(os.path.join(self.template_dir, name), "rb") as f:
                source = f.read()
            self.sha[name] = hashlib.sha256(source).hexdigest()
            refs = set()
            tree = self.env.parse(source.decode("utf-8"))
            for node in tree.find_all((nodes.Import, nodes.FromImport, nodes.Include, nodes.Extends)):
                if isinstance(node.template, nodes.Const):
                    refs.add(node.template.value)
                elif not (isinstance(node.template, nodes.Name) and node.template.name == "macros"):
                    refs.add(None)  # a name only known when rendering: depend on every template
            self.refs[name] = refs

    def templates(self, unit):
        """The templates the unit's text can come from, its own first."""
        todo = [unit.template] + ([f"flavours/{unit.flavour}/macros.j2"] if unit.flavour else [])
        seen = []
        while todo:
            name = todo.pop(0)
            if name in seen:
                continue
            seen.append(name)
            self._load(name)
            if None in self.refs[name]:
                todo += self.env.list_templates(extensions=["j2"])
            todo += sorted(r for r in self.refs[name] if r)
        return [seen[0]] + sorted(seen[1:])

    def unit_sha(self, unit, templates):
        h = hashlib.sha256(self.renderer.encode())
        for name in templates:
            h.update(f"{name}\0{self.sha[name]}\0".encode())
        h.update(repr((unit.out_path, unit.template, unit.spec_path, unit.flavour, unit.context,
                       unit.params)).encode())
        return h.hexdigest()
