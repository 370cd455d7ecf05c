"""Render units with Jinja2 and format them with clang-format."""
import os
import subprocess

import jinja2

from .errors import SpecError


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
    context = dict(unit.context)
    context.update(
        flavour=unit.flavour or "any",
        spec_path=unit.spec_path or "(none: flavour runtime)",
        template_path=f"templates/{unit.template}",
        params=unit.params,
        macros=f"flavours/{unit.flavour}/macros.j2" if unit.flavour else None,
    )
    text = env.get_template(unit.template).render(**context)
    return clang_format(text, unit.out_path)


def clang_format(text, name):
    style = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".clang-format")
    try:
        done = subprocess.run(
            ["clang-format", f"--style=file:{style}", f"--assume-filename={name}"],
            input=text.encode(), capture_output=True, check=False)
    except FileNotFoundError:
        raise SpecError("clang-format", 0, "tool", "clang-format is not installed (apt-get install clang-format)")
    if done.returncode != 0:
        raise SpecError(name, 0, "clang-format", done.stderr.decode().strip())
    return done.stdout.decode()


def clang_format_version():
    out = subprocess.run(["clang-format", "--version"], capture_output=True, text=True).stdout
    return out.strip()
