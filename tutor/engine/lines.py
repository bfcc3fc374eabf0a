"""Reading a situation file's text (行番号): TOML / JSON values with the lines of keys.

``tomllib`` and ``json`` give values without positions; error messages need lines. The
TOML scanner follows ``[table]`` headers and skips multi-line strings; the JSON one is
approximate (the first ``"key":`` after its parent). ``lift_events`` also cuts the
large ``events`` string out of the text before ``tomllib`` parses the rest.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from typing import Any

from tutor.bounds import load_toml
from tutor.engine.toml_subset import read_simple
from tutor.errors import TutorError, toml_problem

FREE_TEXT_KEYS = frozenset({"title", "description", "notes", "source"})
"""Top-level keys a person may add for readers; the judge ignores them."""
TOP_KEYS = frozenset(
    {
        "players",
        "ruleset",
        "round",
        "honba",
        "riichi_sticks",
        "scores",
        "dora_indicators",
        "kan_dora_indicators",
        "ura_dora_indicators",
        "live_wall",
        "events",
        "hands",
        "rules",
        "question",
        "expect",
    }
) | FREE_TEXT_KEYS
"""Every top-level key of a situation file."""

_HEADER = re.compile(r"^\s*\[\s*([A-Za-z0-9_.\"' -]+?)\s*\]\s*(#.*)?$")
_KEY = re.compile(r"^\s*(\"[^\"]*\"|'[^']*'|[A-Za-z0-9_-]+)\s*=\s*(.*)$")


def toml_key_lines(text: str) -> tuple[dict[str, int], dict[str, int]]:
    """Lines of TOML keys as ``"table.key"`` paths, and for multi-line strings the line
    where the string's content begins (after a trimmed first newline)."""
    lines: dict[str, int] = {}
    starts: dict[str, int] = {}
    table = ""
    closing: str | None = None
    for number, raw in enumerate(text.split("\n"), start=1):
        if closing is not None:
            if closing in raw:
                closing = None
            continue
        header = _HEADER.match(raw)
        if header and not raw.lstrip().startswith("[["):
            table = header.group(1).strip().strip("\"'")
            lines.setdefault(table, number)
            continue
        match = _KEY.match(raw)
        if not match:
            continue
        key = match.group(1).strip("\"'")
        path = f"{table}.{key}" if table else key
        lines.setdefault(path, number)
        value = match.group(2)
        for delim in ('"""', "'''"):
            if value.startswith(delim):
                rest = value[3:]
                starts[path] = number + 1 if not rest.strip() else number
                if delim not in rest:
                    closing = delim
                break
        inline = re.findall(r"([A-Za-z0-9_-]+)\s*=", value) if value.startswith("{") else []
        for inner in inline:
            lines.setdefault(f"{path}.{inner}", number)
    return lines, starts


def json_key_lines(text: str) -> dict[str, int]:
    """Approximate lines of JSON keys: the first ``"key":`` after its parent's line."""
    lines: dict[str, int] = {}
    offsets = [0]
    for index, char in enumerate(text):
        if char == "\n":
            offsets.append(index + 1)

    def line_at(pos: int) -> int:
        low, high = 0, len(offsets) - 1
        while low < high:
            mid = (low + high + 1) // 2
            if offsets[mid] <= pos:
                low = mid
            else:
                high = mid - 1
        return low + 1

    for match in re.finditer(r'"([A-Za-z0-9_-]+)"\s*:', text):
        key, pos = match.group(1), match.start()
        if key in TOP_KEYS:
            lines.setdefault(key, line_at(pos))
        for parent in ("scores", "hands", "rules", "question", "expect"):
            start = lines.get(parent)
            if start is not None and line_at(pos) >= start:
                lines.setdefault(f"{parent}.{key}", line_at(pos))
    return lines


_EVENTS_KEY = re.compile(r"^events[ \t]*=[ \t]*(\"\"\"|''')", re.MULTILINE)
_TABLE_LINE = re.compile(r"^[ \t]*\[", re.MULTILINE)
_AFTER_CLOSE = re.compile(r"[ \t]*(#[^\n]*)?(\n|$)")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def lift_events(text: str) -> tuple[str, str, int] | None:
    """Fast path for the large ``events`` string: cut it out before ``tomllib`` parses
    the rest (tomllib reads multi-line strings slowly). Returns the text with the block
    replaced by ``events = ""`` and blank lines (so line numbers stay), the block, and
    the file line of its first line; ``None`` when anything is unusual (escapes,
    control characters, quotes at the end), leaving it all to ``tomllib``."""
    match = _EVENTS_KEY.search(text)
    if match is None or _TABLE_LINE.search(text, 0, match.start()):
        return None
    delim = match.group(1)
    close = text.find(delim, match.end())
    if close < 0:
        return None
    block = text[match.end() : close]
    after = close + 3
    if text.startswith(delim[0], after) or not _AFTER_CLOSE.match(text, after):
        return None
    if (delim == '"""' and "\\" in block) or _CONTROL.search(block):
        return None
    key_line = text.count("\n", 0, match.start()) + 1
    first_line = key_line
    if block.startswith("\n"):
        block, first_line = block[1:], key_line + 1
    elif block.startswith("\r\n"):
        block, first_line = block[2:], key_line + 1
    filler = "\n" * text.count("\n", match.end(), close)
    return text[: match.start()] + 'events = ""' + filler + text[after:], block, first_line


def read_raw(
    text: str, *, file: str, fmt: str
) -> tuple[dict[str, Any], dict[str, int], dict[str, int]]:
    """Parse the text as TOML or JSON: the raw table, key lines, string start lines."""
    if fmt == "json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise TutorError(f"not valid JSON: {error.msg}", file=file, line=error.lineno) from None
        except RecursionError:
            raise TutorError("not valid JSON: nested too deeply", file=file) from None
        except ValueError:  # int() past Python's limit on digits
            limit = sys.get_int_max_str_digits()
            problem = f"not valid JSON: a number of more than {limit:,} digits"
            raise TutorError(problem, file=file) from None
        if not isinstance(data, dict):
            raise TutorError("a JSON situation must be an object", file=file, line=1)
        return data, json_key_lines(text), {}
    if fmt != "toml":
        raise TutorError(f"unknown situation format {fmt!r} (toml or json)", file=file)
    lifted = lift_events(text)
    source = lifted[0] if lifted else text
    simple = read_simple(source)
    if simple is not None:  # the usual plain header: no tomllib, no second scan
        data, lines = simple
        if lifted is None:
            return data, lines, {}
        data["events"] = lifted[1]
        return data, lines, {"events": lifted[2]}
    try:
        data = load_toml(source)
    except tomllib.TOMLDecodeError as error:
        problem, line = toml_problem(error)
        raise TutorError(problem, file=file, line=line) from None
    if lifted is None:
        lines, starts = toml_key_lines(text)
        return data, lines, starts
    stripped, events, first_line = lifted
    lines, starts = toml_key_lines(stripped)
    data["events"] = events
    starts["events"] = first_line
    return data, lines, starts
