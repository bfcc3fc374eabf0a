"""The one error type that reaches the user: a file, a line, and what is wrong."""

from __future__ import annotations


class TutorError(Exception):
    """Bad input that the user can fix. ``str()`` is the whole message.

    ``file`` and ``line`` (1-based) locate the problem when there is a file to point at.
    """

    exit_code = 2

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None) -> None:
        self.message = message
        self.file = file
        self.line = line
        super().__init__(self.location_prefix() + message)

    def location_prefix(self) -> str:
        if self.file is None:
            return ""
        if self.line is None:
            return f"{self.file}: "
        return f"{self.file}:{self.line}: "
