class SpecError(Exception):
    """A problem in a user's spec, reported as `file:line: key: message`."""

    def __init__(self, path, line, key, message):
        self.path, self.line, self.key, self.message = path, line, key, message
        super().__init__(f"{path}:{line}: {key}: {message}")
