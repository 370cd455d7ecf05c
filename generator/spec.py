"""Load a spec file and validate it against its family's schema.

Validation walks the YAML node tree (not the converted data) so that every
error can name the line of the offending key: `file:line: key: message`.

An overlay (a tuned file, specs/tuned/<machine>.yaml) maps family names to partial specs
that are merged into each family's spec before validation, mapping by mapping: its values
replace the spec's, and an error in them names the overlay's file and line.
"""
import re

import yaml

from . import schema as S
from .families import FAMILIES
from .errors import SpecError


# libyaml's parser when PyYAML has it (Debian's python3-yaml does): some twenty times faster
# than the pure-Python one, with the same YAML 1.1 resolution and error marks.
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _compose(path):
    """The YAML node tree of a file."""
    text = _read_text(path)
    try:
        return yaml.compose(text, Loader=LOADER)
    except yaml.YAMLError as e:
        raise SpecError(path, _error_line(e, text), "yaml", _error_text(e, text))


def _tag(node, path):
    """Marks every node of an overlay with its file, for the errors."""
    node.source = path
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            _tag(k, path)
            _tag(v, path)
    elif isinstance(node, yaml.SequenceNode):
        for v in node.value:
            _tag(v, path)


def _source(node, path):
    return getattr(node, "source", path)


def load_overlay(path):
    """An overlay file: family name -> the mapping node to merge into that family's spec."""
    root = _compose(path)
    if not isinstance(root, yaml.MappingNode):
        raise SpecError(path, 1, "overlay", "top level must be a mapping of family names")
    _tag(root, path)
    out = {}
    for knode, vnode in root.value:
        _check_key(path, knode)
        if knode.value not in FAMILIES:
            raise SpecError(path, _line(knode), knode.value,
                            f"unknown family (known: {', '.join(sorted(FAMILIES))})")
        if knode.value in out:
            raise SpecError(path, _line(knode), knode.value, "duplicate key")
        if not isinstance(vnode, yaml.MappingNode):
            raise SpecError(path, _line(knode), knode.value, "must be a mapping")
        out[knode.value] = vnode
    return out


def _merge(base, over):
    """Merges mapping node `over` into mapping node `base` (in place)."""
    index = {k.value: i for i, (k, _) in enumerate(base.value)}
    for knode, vnode in over.value:
        _check_key(_source(knode, "overlay"), knode)
        i = index.get(knode.value)
        if i is None:
            base.value.append((knode, vnode))
        elif isinstance(base.value[i][1], yaml.MappingNode) and isinstance(vnode, yaml.MappingNode):
            _merge(base.value[i][1], vnode)
        else:
            base.value[i] = (knode, vnode)


def load_spec(path, overlay=None):
    """Return (family, validated spec as plain Python data); `overlay` from load_overlay."""
    root = _compose(path)
    if not isinstance(root, yaml.MappingNode):
        raise SpecError(path, 1, "spec", "top level must be a mapping")
    family_node = _mapping(path, root).get("family")
    if family_node is None:
        raise SpecError(path, 1, "family", "required key missing")
    if not isinstance(family_node[1], yaml.ScalarNode):
        raise SpecError(path, _line(family_node[0]), "family", "must be a single value")
    family = family_node[1].value
    if family not in FAMILIES:
        raise SpecError(path, _line(family_node[1]), "family",
                        f"unknown family '{family}' (known: {', '.join(sorted(FAMILIES))})")
    schema, rules = FAMILIES[family].SCHEMA, FAMILIES[family].RULES
    if overlay and family in overlay:
        over = _mapping(_source(overlay[family], path), overlay[family])
        if "family" in over:
            knode = over["family"][0]
            raise SpecError(_source(knode, path), _line(knode), "family",
                            "an overlay cannot change the family")
        _merge(root, overlay[family])
    spec = _validate(path, root, schema, "", 1)
    for rule in rules:
        problem = rule.check(spec)
        if problem:
            key, message = problem
            node = _find(root, key)
            raise SpecError(_source(node, path), _line(node), key, message)
    return family, spec


def _read_text(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise SpecError(path, 0, "file", f"cannot read: {e.strerror}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SpecError(path, data[:e.start].count(b"\n") + 1, "file",
                        f"not UTF-8 text: {e.reason} at byte {e.start}")


def _error_line(e, text):
    """The line a YAML error is on: its mark, or for a reader error (a character YAML does
    not allow) the line of its position."""
    mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
    if mark is not None:
        return mark.line + 1
    position = getattr(e, "position", None)
    if isinstance(position, int):
        return text.count("\n", 0, position) + 1
    return 1


def _error_text(e, text):
    """One line: the problem (and its context) without the parser's position lines; libyaml
    does not name an undefined alias or a duplicate anchor, so their name is added."""
    if isinstance(e, yaml.reader.ReaderError):
        code = ord(e.character) if isinstance(e.character, str) else e.character
        return f"unacceptable character #x{code:04x}: {e.reason}"
    problem = getattr(e, "problem", None) or ""
    mark = getattr(e, "problem_mark", None)
    if ("alias" in problem or "anchor" in problem) and "'" not in problem and mark is not None:
        name = re.match(r"[*&]([^\s,\[\]{}]+)", text[mark.index:])
        if name:
            problem += f" '{name[1]}'"
    parts = [getattr(e, "context", None), problem]
    return " ".join(", ".join(p for p in parts if p).split()) or str(e)


def _line(node):
    return node.start_mark.line + 1


def _mapping(path, node):
    """key -> (key node, value node); duplicate keys are errors elsewhere."""
    for k, _ in node.value:
        _check_key(path, k)
    return {k.value: (k, v) for k, v in node.value}


def _check_key(path, knode):
    if not isinstance(knode, yaml.ScalarNode):
        raise SpecError(path, _line(knode), "spec", "a key must be a plain name, not a list or mapping")


def _find(root, dotted):
    """The key node of a dotted path such as `formats.sell.sigma` (for its line)."""
    node, key_node = root, root
    for part in dotted.split("."):
        key_node, node = {k.value: (k, v) for k, v in node.value}[part]
    return key_node


def _scalar(path, node, where):
    """A plain scalar as YAML resolved it when composing (32 -> int, true -> bool, an explicit
    tag such as !!str honoured); a quoted one is the string as written."""
    if node.style not in (None, ""):  # plain: None from PyYAML's parser, "" from libyaml's
        return node.value
    try:
        return yaml.constructor.SafeConstructor().construct_object(node)
    except Exception:  # noqa: BLE001 - any failure means the value does not fit its tag
        tag = node.tag.rsplit(":", 1)[-1]  # (!!int x: ValueError, !!bool x: KeyError, ...)
        raise SpecError(path, _line(node), where, f"'{node.value}' is not a valid {tag}")


def _validate(path, node, sch, key, key_line=None, key_path=None):
    """key_line: line of the key that owns `node` (1 for the top level). A block
    mapping or list starts on the line after its key, so errors about the value
    as a whole (type, length, missing keys) name the key's line instead (and
    key_path its file: an overlay's key names the overlay)."""
    where = key or "spec"
    own_path = key_path if key_line is not None and key_path else path
    path = _source(node, path)
    own_line = key_line if key_line is not None else _line(node)
    if isinstance(sch, S.Map):
        if not isinstance(node, yaml.MappingNode):
            raise SpecError(own_path, own_line, where, "must be a mapping")
        out, seen = {}, set()
        for knode, vnode in node.value:
            key_file = _source(knode, path)
            _check_key(key_file, knode)
            name = knode.value
            sub = f"{key}.{name}" if key else name
            if name in seen:
                raise SpecError(key_file, _line(knode), sub, "duplicate key")
            seen.add(name)
            if name not in sch.fields:
                known = ", ".join(sch.fields) or "none"
                raise SpecError(key_file, _line(knode), sub, f"unknown key (allowed: {known})")
            out[name] = _validate(path, vnode, sch.fields[name], sub, _line(knode), key_file)
        for name in sch.required:
            if name not in out:
                raise SpecError(own_path, own_line, f"{key}.{name}" if key else name,
                                "required key missing")
        return out
    if isinstance(sch, S.List):
        if not isinstance(node, yaml.SequenceNode):
            raise SpecError(own_path, own_line, where, "must be a list")
        if len(node.value) < sch.min_len:
            raise SpecError(own_path, own_line, where, f"needs at least {sch.min_len} entries")
        items = [_validate(path, n, sch.of, f"{key}[{i}]") for i, n in enumerate(node.value)]
        if sch.unique:
            for i, item in enumerate(items):
                if item in items[:i]:
                    raise SpecError(path, _line(node.value[i]), f"{key}[{i}]",
                                    f"duplicate entry '{item}'")
        return items
    if not isinstance(node, yaml.ScalarNode):
        raise SpecError(own_path, own_line, where, "must be a single value")
    value = _scalar(path, node, where)
    if isinstance(sch, S.Int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise SpecError(path, _line(node), where, f"must be an integer (got '{node.value}')")
        if sch.min is not None and value < sch.min:
            raise SpecError(path, _line(node), where, f"must be >= {sch.min} (got {value})")
        if sch.max is not None and value > sch.max:
            raise SpecError(path, _line(node), where, f"must be <= {sch.max} (got {value})")
        return value
    if isinstance(sch, S.Bool):
        if not isinstance(value, bool):
            raise SpecError(path, _line(node), where, f"must be true or false (got '{node.value}')")
        return value
    if isinstance(sch, S.Str):
        if not isinstance(value, str):
            raise SpecError(path, _line(node), where, f"must be a string (got '{node.value}')")
        if sch.choices and value not in sch.choices:
            raise SpecError(path, _line(node), where,
                            f"'{value}' is not one of: {', '.join(sch.choices)}")
        return value
    raise AssertionError(f"unknown schema node {sch!r}")
