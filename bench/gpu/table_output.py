"""Output of the campaign table scripts (bench/gpu/*_table.py; plain python3).

    emit(text, output)   print the table, and write it to `output` too when given: whole or
                         not at all (a temporary file beside it, renamed over it)
    fail(script, msg)    `error: <script>: <msg>` on stderr; returns the exit status 1
    read_lines(script, paths)  the lines of the files in order, or None after failing on the
                         first that cannot be read
"""
import os
import sys


def emit(text, output=None):
    sys.stdout.write(text)
    if output:
        tmp = output + ".tmp"
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, output)


def fail(script, msg):
    print(f"error: {script}: {msg}", file=sys.stderr)
    return 1


def read_lines(script, paths):
    lines = []
    for path in paths:
        try:
            with open(path) as f:
                lines += f.read().splitlines()
        except OSError as e:
            fail(script, f"{path}: {e.strerror}")
            return None
    return lines
