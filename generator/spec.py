"""Load a spec file and validate it against its family's schema.

Validation walks the YAML node tree (not the converted data) so that every
error can name the line of the offending key: `file:line: key: message`.

An overlay (a tuned file, specs/tuned/<machine>.yaml) maps family names to partial specs
that are merged into each family's spec before validation, mapping by mapping: its values
replace the spec's, and an error in them names the overlay's file and line.
"""
import yaml

from . import schema as S
from .families import FAMILIES
from .errors import SpecError


def _compose(path):
    """The YAML node tree of a file."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise SpecError(path, 0, "file", f"cannot read: {e.strerror}")
    except UnicodeDecodeError as e:
        raise SpecError(path, 0, "file", f"not UTF-8 text: {e.reason} at byte {e.start}")
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as e:
        line = e.problem_mark.line + 1 if getattr(e, "problem_mark", None) else 0
        raise SpecError(path, line, "yaml", str(getattr(e, "problem", e)))


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
    family_node = _mapping(root).get("family")
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
        if "family" in _mapping(overlay[family]):
            knode = _mapping(overlay[family])["family"][0]
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


def _line(node):
    return node.start_mark.line + 1


def _mapping(node):
    """key -> (key node, value node); duplicate keys are errors elsewhere."""
    return {k.value: (k, v) for k, v in node.value}


def _find(root, dotted):
    """The key node of a dotted path such as `formats.sell.sigma` (for its line)."""
    node, key_node = root, root
    for part in dotted.split("."):
        key_node, node = _mapping(node)[part]
    return key_node


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
            name = knode.value
            sub = f"{key}.{name}" if key else name
            key_file = _source(knode, path)
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
    value = yaml.safe_load(node.value) if node.style is None else node.value
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
