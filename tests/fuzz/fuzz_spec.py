#!/usr/bin/env python3
"""Fuzz loop for the generator's spec loader: mutated YAML must end in success or in one
`file:line: key: message` error (generator.errors.SpecError) naming a line of the file,
never in a traceback.

    python3 tests/fuzz/fuzz_spec.py --time 30
    python3 tests/fuzz/fuzz_spec.py --runs 1000000 --seed 7

The seeds are the shipped specs (specs/*.yaml). Each execution applies one to four random
mutations to the bytes of a seed (lines deleted, duplicated, swapped, re-indented or spliced
from another spec; values and keys replaced by ones from a pool of troublesome YAML; bytes
inserted, flipped or cut), writes the result to a file and loads it as the generator does
(load_spec: YAML, schema, rules), then expands it into output units. A spec that loads and
whose validated data is new is also rendered (Jinja2, without clang-format), so that a spec
the schema accepts but the templates cannot render shows too. Exceptions other than
SpecError, and SpecErrors without a line of the file, are crashes: the first input of each
kind is kept in build/fuzz/artifacts/spec-*.yaml. Exit status 1 if any crash was found.
"""
import argparse
import glob
import hashlib
import json
import os
import random
import re
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)

from generator import render  # noqa: E402
from generator.errors import SpecError  # noqa: E402
from generator.families import FAMILIES  # noqa: E402
from generator.schema import FLAVOURS  # noqa: E402
from generator.spec import load_spec  # noqa: E402

ARTIFACTS = os.path.join(ROOT, "build", "fuzz", "artifacts")

# Values that have broken YAML loaders and schema checks before: types, limits, YAML syntax.
VALUES = [b"0", b"-1", b"1", b"2", b"3", b"7", b"32", b"65536", b"65537", b"4294967296",
          b"1e309", b"-0", b"0x10", b"0o17", b"1_000", b".inf", b"-.inf", b".nan", b"1.5",
          b"true", b"false", b"null", b"~", b"''", b'""', b"[]", b"{}", b"[1, [2]]", b"{a: 1}",
          b"- x", b"&a 1", b"*a", b"*b", b"!!str 3", b"!!int x", b"!!binary AA==",
          b"!!python/object:os.system x", b"!!set {a}", b"? x", b"|\n  block", b">-",
          b"2001-12-14", b"x" * 300, b"double", b"float", b"int64", b"csr", b"all", b"[double]",
          b"naive", b"atomic", b"schwarz", b"static", b"'1e-12'", b"\"\\x00\"", b"\"\\ud800\""]
SPECIAL = [b":", b"-", b"[", b"]", b"{", b"}", b",", b"#", b"&", b"*", b"!", b"|", b">",
           b"'", b'"', b"%", b"@", b"`", b"\t", b"\n", b" ", b"\r", b"\x00", b"\xff", b"\xc3",
           b"\xef\xbb\xbf", b"---\n", b"...\n", b"<<: *a\n", b"\\"]


class Mutator:
    def __init__(self, seeds, rng):
        self.seeds, self.rng = seeds, rng
        self.keys = sorted({m.group(1) for s in seeds
                            for m in re.finditer(rb"^\s*([A-Za-z_][\w-]*):", s, re.M)})

    def lines(self, data):
        return data.split(b"\n")

    def mutate(self, data):
        for _ in range(self.rng.randint(1, 4)):
            data = self.rng.choice(self.OPS)(self, data)
        return data

    def delete_line(self, data):
        ls = self.lines(data)
        del ls[self.rng.randrange(len(ls))]
        return b"\n".join(ls)

    def duplicate_line(self, data):
        ls = self.lines(data)
        i = self.rng.randrange(len(ls))
        ls.insert(self.rng.randrange(len(ls) + 1), ls[i])
        return b"\n".join(ls)

    def swap_lines(self, data):
        ls = self.lines(data)
        i, j = self.rng.randrange(len(ls)), self.rng.randrange(len(ls))
        ls[i], ls[j] = ls[j], ls[i]
        return b"\n".join(ls)

    def reindent(self, data):
        ls = self.lines(data)
        i = self.rng.randrange(len(ls))
        ls[i] = self.rng.choice([b"  ", b"    ", b"\t", b" ", b""]) + ls[i].lstrip(b" ")
        return b"\n".join(ls)

    def splice_line(self, data):
        ls = self.lines(data)
        other = self.lines(self.rng.choice(self.seeds))
        ls.insert(self.rng.randrange(len(ls) + 1), self.rng.choice(other))
        return b"\n".join(ls)

    def replace_value(self, data):
        spots = [m.end() for m in re.finditer(rb"(:\s|\[|,\s*)", data)]
        if not spots:
            return data
        at = self.rng.choice(spots)
        end = at
        while end < len(data) and data[end:end + 1] not in b",]}\n#":
            end += 1
        return data[:at] + self.rng.choice(VALUES) + data[end:]

    def replace_key(self, data):
        found = list(re.finditer(rb"^(\s*)([A-Za-z_][\w-]*):", data, re.M))
        if not found:
            return data
        m = self.rng.choice(found)
        new = self.rng.choice(self.keys + [b"x", b"<<", b"? k", b"-", b"family", b"tunables"])
        return data[:m.start(2)] + new + data[m.end(2):]

    def insert_special(self, data):
        at = self.rng.randrange(len(data) + 1)
        return data[:at] + self.rng.choice(SPECIAL) + data[at:]

    def flip_byte(self, data):
        if not data:
            return data
        at = self.rng.randrange(len(data))
        return data[:at] + bytes([data[at] ^ (1 << self.rng.randrange(8))]) + data[at + 1:]

    def cut(self, data):
        a = self.rng.randrange(len(data) + 1)
        b = min(len(data), a + self.rng.randint(1, 40))
        return data[:a] + data[b:] if self.rng.random() < 0.8 else data[:a]

    OPS = [delete_line, duplicate_line, swap_lines, reindent, splice_line, replace_value,
           replace_value, replace_key, insert_special, flip_byte, cut]


class Crash(Exception):
    pass


def check_error(e, path, data):
    """A SpecError must name this file and a line of it, in one line of text. Lines as YAML
    counts them: a lone CR, NEL and the Unicode separators end lines too (so does
    splitlines); one past the last line is the end of the stream."""
    n_lines = len(data.decode("utf-8", "replace").splitlines()) + 1
    text = str(e)
    if e.path != path or not (1 <= e.line <= n_lines + 1) or "\n" in text or not e.message:
        raise Crash(f"bad error message (line {e.line} of {n_lines}): {text!r}")


class DeepChecks:
    """Expansion and rendering of specs that load: each new validated spec once, while these
    take less than `share` of the time (an eri expansion alone takes about a second)."""

    def __init__(self, env, share):
        self.env, self.share, self.seen, self.spent = env, share, set(), 0.0
        self.started = time.time()

    def run(self, family, spec):
        key = hashlib.sha256(json.dumps([family, spec], sort_keys=True).encode()).digest()
        if key in self.seen or self.spent > self.share * (time.time() - self.started):
            return
        self.seen.add(key)
        t = time.time()
        try:
            for unit in FAMILIES[family].expand("specs/fuzz.yaml", spec, FLAVOURS):
                render.render_text(self.env, unit)
        finally:
            self.spent += time.time() - t


def execute(path, data, deep):
    """Load one input (expand and render it when deep checks allow). Returns 'ok' or
    'error'; raises on a crash."""
    with open(path, "wb") as f:
        f.write(data)
    try:
        family, spec = load_spec(path)
        deep.run(family, spec)
    except SpecError as e:
        check_error(e, path, data)
        return "error"
    return "ok"


def crash_key(exc):
    """Kind of crash: exception type and the innermost frame inside the repository."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename.startswith(ROOT)]
    where = f"{os.path.relpath(frames[-1].filename, ROOT)}:{frames[-1].lineno}" if frames else "?"
    return f"{type(exc).__name__}@{where}"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--time", type=float, default=30, help="seconds (default 30)")
    p.add_argument("--runs", type=int, help="executions instead of a time")
    p.add_argument("--seed", type=int, default=None, help="random seed (default: from time)")
    p.add_argument("--deep-share", type=float, default=0.3,
                   help="largest share of the time spent expanding and rendering (default 0.3)")
    p.add_argument("--json", action="store_true", help="last line: figures as JSON")
    p.add_argument("--progress", type=float, default=0,
                   help="print a progress line on stderr every this many seconds (0: none)")
    args = p.parse_args(argv)
    seed = args.seed if args.seed is not None else int(time.time())
    rng = random.Random(seed)
    seeds = [open(f, "rb").read() for f in sorted(glob.glob(os.path.join(ROOT, "specs", "*.yaml")))]
    mutator = Mutator(seeds, rng)
    deep = DeepChecks(render.make_env(os.path.join(ROOT, "templates")), args.deep_share)
    os.makedirs(ARTIFACTS, exist_ok=True)
    counts = {"ok": 0, "error": 0}
    crashes, first_artifact = {}, None
    started = time.time()
    n = 0
    # tmpfs where there is one: opening a file on a loaded disk costs more than a load
    shm = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    with tempfile.TemporaryDirectory(prefix="fuzz-spec-", dir=shm) as tmp:
        path = os.path.join(tmp, "fuzz.yaml")
        next_report = started + args.progress
        while (n < args.runs) if args.runs else (time.time() - started < args.time):
            data = mutator.mutate(rng.choice(seeds))
            n += 1
            if args.progress and time.time() >= next_report:
                next_report += args.progress
                print(f"fuzz_spec: {n} executions, {time.time() - started:.0f} s, "
                      f"{len(crashes)} kind(s) of crash", file=sys.stderr, flush=True)
            try:
                counts[execute(path, data, deep)] += 1
            except Exception as e:  # a crash: anything but a well-formed SpecError
                key = str(e) if isinstance(e, Crash) else crash_key(e)
                if isinstance(e, Crash):
                    key = "bad message@" + re.sub(r"\d+", "N", key)[:80]
                if key not in crashes:
                    name = hashlib.sha256(data).hexdigest()[:16]
                    artifact = os.path.join(ARTIFACTS, f"spec-{name}.yaml")
                    with open(artifact, "wb") as f:
                        f.write(data)
                    first_artifact = first_artifact or artifact
                    crashes[key] = artifact
                    print(f"crash {key}: {artifact}\n{traceback.format_exc()}", file=sys.stderr,
                          flush=True)
    seconds = time.time() - started
    print(f"fuzz_spec: {n} executions in {seconds:.1f} s (seed {seed}): {counts['ok']} loaded, "
          f"{counts['error']} file:line errors, {len(crashes)} kind(s) of crash, "
          f"{len(deep.seen)} distinct valid specs expanded and rendered", file=sys.stderr)
    if args.json:
        print(json.dumps({"executions": n, "seconds": round(seconds, 1), "crashes": len(crashes),
                          "valid": len(deep.seen), "artifact": first_artifact, "seed": seed}))
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
