"""Limits on what is read, checked before a parser sees it (入力の上限).

A parser's cost can grow faster than its input: ``tomllib`` takes quadratic time in the
parts of a dotted key (8,000 parts: 0.6 s; 100,000: minutes), and every reader pays for
the size of a file before it can refuse it. So a file the user names is refused by its
size before it is read (:data:`FILE_BYTES`), a TOML text by its dotted keys before it is
parsed (:data:`KEY_PARTS`), and :func:`load_toml` turns what ``tomllib`` raises besides
its own decoding error (a number over Python's 4,300-digit limit, nesting too deep for
the stack) into that decoding error, so that every reader words it as one line.
Each message names the limit.
"""

from __future__ import annotations

import re
import sys
from typing import Any

FILE_BYTES = 256 * 1024
"""The largest situation or ruleset file read (the largest shipped one is under 10 kB)."""
KEY_PARTS = 100
"""The most parts a dotted TOML key may have (``a.b.c`` has 3)."""

_KEY_RUN = re.compile(r"[A-Za-z0-9_.\-\"' \t]+")
"""A stretch of text a dotted key can lie in (one line; one class, so matched linearly)."""


def too_large(size: int, what: str) -> str | None:
    """Why a file of ``size`` bytes is refused unread, or None."""
    if size <= FILE_BYTES:
        return None
    return f"{what} is {size:,} bytes; at most {FILE_BYTES:,} bytes are read"


def key_problem(text: str) -> tuple[str, int] | None:
    """A dotted key with more than :data:`KEY_PARTS` parts in ``text``: what and where."""
    if text.count(".") <= KEY_PARTS:
        return None
    for run in _KEY_RUN.finditer(text):
        parts = run.group().count(".") + 1
        if parts > KEY_PARTS:
            line = text.count("\n", 0, run.start()) + 1
            return f"a dotted key of {parts:,} parts (at most {KEY_PARTS} are read)", line
    return None


def load_toml(text: str) -> dict[str, Any]:
    """``tomllib.loads`` within the limits; every problem is a ``TOMLDecodeError`` whose
    message ends like tomllib's own, ``(at line N, column C)`` when a line is known.

    (``tomllib`` loads with the first file read, not with this module: what reads no
    TOML, a report of a stored drill, does not pay for it.)"""
    import tomllib

    found = key_problem(text)
    if found is not None:
        problem, line = found
        raise tomllib.TOMLDecodeError(f"{problem} (at line {line}, column 1)")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        raise
    except ValueError:  # int() past Python's limit on digits
        limit = sys.get_int_max_str_digits()
        raise tomllib.TOMLDecodeError(f"a number of more than {limit:,} digits") from None
    except RecursionError:
        raise tomllib.TOMLDecodeError("values nested too deeply") from None
