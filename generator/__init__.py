"""Spec-driven generator of specialised C kernels.

Pipeline (one module each): spec (load + validate YAML against a schema) ->
instances (expand a validated spec into kernel instances) -> render (Jinja2 with
one macro set per flavour, then clang-format) -> output (atomic write of gen/ and
its manifest, or --check against it).
"""
