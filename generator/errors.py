class SpecError(Exception):
    """A problem in a user's spec, reported as `file:line: key: message` on one line (control
    characters a key or value brings along, such as the newline of a block scalar, are shown
    escaped)."""

    def __init__(self, path, line, key, message):
        key, message = _one_line(key), _one_line(message)
        self.path, self.line, self.key, self.message = path, line, key, message
        super().__init__(f"{path}:{line}: {key}: {message}")


def _one_line(text):
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))
