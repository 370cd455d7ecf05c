"""Write gen/ atomically with its manifest, or compare it (--check)."""
import hashlib
import json
import os
import shutil
import tempfile

MANIFEST = "MANIFEST.json"


def sha256_bytes(data):
    return hashlib.sha256(data).hexdigest()


def sha256_file(path):
    with open(path, "rb") as f:
        return sha256_bytes(f.read())


def tree_hash(paths):
    """One hash over several files, in the given order, names included."""
    h = hashlib.sha256()
    for p in paths:
        h.update(os.path.basename(p).encode() + b"\0")
        with open(p, "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def manifest_text(entries, generator_hash, formatter):
    doc = {"generator_sha256": generator_hash, "formatter": formatter, "files": entries}
    return json.dumps(doc, indent=2, sort_keys=True) + "\n"


def read_manifest(gen_dir):
    try:
        with open(os.path.join(gen_dir, MANIFEST), encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def existing_files(gen_dir):
    found = []
    for root, _, files in os.walk(gen_dir):
        for name in files:
            found.append(os.path.relpath(os.path.join(root, name), gen_dir))
    return sorted(found)


def unowned_files(gen_dir):
    """Files in gen/ that the last generator run did not write (a user's)."""
    if not os.path.isdir(gen_dir):
        return []
    manifest = read_manifest(gen_dir)
    owned = set(manifest["files"]) | {MANIFEST} if manifest else set()
    return [p for p in existing_files(gen_dir) if p not in owned]


def _keep_mtime_if_unchanged(old, new, text):
    """A file whose text did not change keeps its old modification time, so that a build
    (ninja compares times) recompiles only what a regeneration really changed."""
    try:
        with open(old, "rb") as f:
            same = f.read() == text.encode()
        if same:
            st = os.stat(old)
            os.utime(new, ns=(st.st_atime_ns, st.st_mtime_ns))
    except OSError:
        pass


def write_tree(gen_dir, outputs):
    """outputs: relative path -> text. gen/ is replaced in one rename, so a
    failure leaves either the old tree or the new one, never a mix."""
    parent = os.path.dirname(os.path.abspath(gen_dir)) or "."
    os.makedirs(parent, exist_ok=True)
    # Unique staging names, so that two generator runs at once cannot mix their trees.
    staging = tempfile.mkdtemp(prefix=f".{os.path.basename(gen_dir)}.new-", dir=parent)
    old = staging.replace(".new-", ".old-")
    try:
        for rel, text in outputs.items():
            path = os.path.join(staging, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
            _keep_mtime_if_unchanged(os.path.join(gen_dir, rel), path, text)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    os.chmod(staging, 0o755)  # mkdtemp makes it 0700
    if os.path.exists(gen_dir):
        os.rename(gen_dir, old)
    os.rename(staging, gen_dir)
    shutil.rmtree(old, ignore_errors=True)


def compare_tree(gen_dir, outputs):
    """Return a list of 'path: reason' for every difference."""
    problems = []
    present = set(existing_files(gen_dir)) if os.path.isdir(gen_dir) else set()
    for rel, text in sorted(outputs.items()):
        path = os.path.join(gen_dir, rel)
        if rel not in present:
            problems.append(f"{os.path.join(gen_dir, rel)}: missing")
            continue
        with open(path, "rb") as f:
            if f.read() != text.encode():
                problems.append(f"{path}: differs from what the specs and templates produce")
    for rel in sorted(present - set(outputs)):
        problems.append(f"{os.path.join(gen_dir, rel)}: not produced by the generator")
    return problems
