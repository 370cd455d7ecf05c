"""Render units with Jinja2 and format them with clang-format."""
import functools
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


# clang-format's answers are kept on disk, keyed on everything they depend on (clang-format's
# version, the style file, the file's extension, the text): a full render spends about two
# thirds of its time in clang-format, and the tests render the same units many times over.
# GENERATOR_FORMAT_CACHE names the folder (default build/.clang-format-cache in the repository;
# "off": none). A folder that cannot be written only costs the time.
FORMAT_CACHE_DEFAULT = os.path.join(ROOT, "build", ".clang-format-cache")


def _format_cache_path(text, name):
    folder = os.environ.get("GENERATOR_FORMAT_CACHE", FORMAT_CACHE_DEFAULT)
    if folder == "off":
        return None
    key = hashlib.sha256()
    for part in (clang_format_version(), _style_bytes(), os.path.splitext(name)[1], text):
        data = part if isinstance(part, bytes) else part.encode()
        key.update(len(data).to_bytes(8, "little") + data)
    digest = key.hexdigest()
    return os.path.join(folder, digest[:2], digest)


def clang_format(text, name):
    path = _format_cache_path(text, name)
    cached = _read_entry(path)
    if cached is not None:
        return cached
    formatted = _run_clang_format(text, name)
    _write_entry(path, formatted)
    return formatted


def _read_entry(path):
    if path is None:
        return None
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except (OSError, UnicodeDecodeError):
        return None


def _write_entry(path, text):
    """Atomic (a concurrent render reads a whole entry or none); a failure only loses the entry."""
    if path is None:
        return
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def _clang_format_run(args, **kw):
    """subprocess.run of clang-format, with one clear error when it is not installed."""
    try:
        return subprocess.run(["clang-format", *args], capture_output=True, **kw)
    except FileNotFoundError:
        raise SpecError("clang-format", 0, "tool", "clang-format is not installed (apt-get install clang-format)")


def _run_clang_format(text, name):
    done = _clang_format_run([f"--style=file:{STYLE}", f"--assume-filename={name}"], input=text.encode(),
                             check=False)
    if done.returncode != 0:
        raise SpecError(name, 0, "clang-format", done.stderr.decode().strip())
    return done.stdout.decode()


@functools.lru_cache(maxsize=None)
def clang_format_version():
    return _clang_format_run(["--version"], text=True).stdout.strip()


@functools.lru_cache(maxsize=None)
def _style_bytes():
    with open(STYLE, "rb") as f:
        return f.read()


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
