"""The one error type that reaches the user: a file, a line, and what is wrong.

A message stays readable whatever the input: a quoted piece of input longer than
:data:`QUOTE_LIMIT` characters and a file name longer than :data:`NAME_LIMIT` are cut in
the middle, and characters that cannot be printed (undecodable bytes of a file name) are
shown as ``\\x..`` escapes.
"""

from __future__ import annotations

import re

QUOTE_LIMIT = 100
"""Characters of one quoted piece of input (an event line, a value) kept in a message."""
NAME_LIMIT = 160
"""Characters of a file name kept in a message."""
MESSAGE_LIMIT = 600
"""Characters of a whole message kept, whatever it quotes."""

_LONG = QUOTE_LIMIT + 1
_QUOTED = re.compile(rf"'[^'\n]{{{_LONG},}}'|\"[^\"\n]{{{_LONG},}}\"")


def cut(text: str, limit: int) -> str:
    """``text`` cut in the middle to about ``limit`` characters, saying how much went."""
    if len(text) <= limit:
        return text
    head = text[: limit * 2 // 3]
    tail = text[len(text) - limit // 3 :]
    return f"{head}…[{len(text) - len(head) - len(tail):,} characters cut]…{tail}"


def printable(text: str) -> str:
    """``text`` with undecodable bytes (surrogate escapes) and control characters escaped."""
    raw = text.encode("utf-8", "surrogateescape")
    decoded = raw.decode("utf-8", "backslashreplace")
    return "".join(ch if ch.isprintable() or ch == " " else repr(ch)[1:-1] for ch in decoded)


def shown_name(name: str) -> str:
    """A file name as a message shows it: printable and cut to :data:`NAME_LIMIT`."""
    return cut(printable(name), NAME_LIMIT)


def readable(message: str) -> str:
    """``message`` with each long quoted piece of input cut and the whole kept short."""
    message = _QUOTED.sub(
        lambda m: m.group(0)[0] + cut(m.group(0)[1:-1], QUOTE_LIMIT) + m.group(0)[-1],
        printable(message),
    )
    return cut(message, MESSAGE_LIMIT)


class TutorError(Exception):
    """Bad input that the user can fix. ``str()`` is the whole message, on one line.

    ``file`` and ``line`` (1-based) locate the problem when there is a file to point at.
    ``message`` keeps the text as given; ``str()`` cuts what it quotes to a readable
    length.
    """

    exit_code = 2

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None) -> None:
        self.message = message
        self.file = file
        self.line = line
        super().__init__(self.location_prefix() + readable(message))

    def location_prefix(self) -> str:
        if self.file is None:
            return ""
        if self.line is None:
            return f"{shown_name(self.file)}: "
        return f"{shown_name(self.file)}:{self.line}: "


def from_os_error(error: OSError, doing: str = "") -> TutorError:
    """The one-line error for an ``OSError``: the file it names, what was being done, why.

    ``doing`` (e.g. ``"cannot read the ruleset file"``) leads the reason when given.
    """
    reason = error.strerror or str(error) or type(error).__name__
    message = f"{doing} ({reason})" if doing else reason
    name = error.filename
    if isinstance(name, bytes):
        name = name.decode("utf-8", "surrogateescape")
    file = None if name is None else str(name)
    return TutorError(message, file=file)


_TOML_AT = re.compile(r"\s*\(at line (\d+), column \d+\)")


def toml_problem(error: ValueError) -> tuple[str, int | None]:
    """What ``tomllib`` found wrong, in words, and the line it names (if any).

    Every reader of a TOML file of ours (situations, rulesets, rule cards, the glossary,
    skills, drills) reports a decoding error as ``not valid TOML: <problem>`` at this
    line, so the wording is the same whichever file it is.
    """
    text = str(error)
    found = _TOML_AT.search(text)
    return f"not valid TOML: {_TOML_AT.sub('', text).strip()}", (
        int(found.group(1)) if found else None
    )
