"""A fast reader for the plain TOML of situation headers (簡易TOML読み取り).

Once the ``events`` block is cut out (``tutor.engine.lines.lift_events``), what is left
of a situation file is a dozen one-line keys: ``ruleset = "tenhou"``, ``live_wall = 70``,
``dora_indicators = ["6z"]``, ``scores = { E = 25000, … }`` and ``[hands]`` /
``[question]`` tables. ``tomllib`` plus the key-line scan took ~120 µs for that, more
than replaying the hand. ``read_simple`` reads exactly this plain subset in one pass,
giving the same values and the same key lines as ``tomllib.loads`` and
``toml_key_lines``; it returns ``None`` for anything else — another kind of value
(floats, dates, escapes, multi-line strings, nested arrays), dotted or quoted keys, a
key or table defined twice, CRLF line ends — so that ``tomllib`` reads it and reports
any error exactly as before.
"""

from __future__ import annotations

import re
from typing import Any

# Characters TOML refuses in strings and comments: ASCII controls except tab.
_PLAIN = r"[^\x00-\x08\x0a-\x1f\x7f"
_STRING = rf"\"{_PLAIN}\"\\]*\"|'{_PLAIN}']*'"
_INT = r"-?(?:0|[1-9][0-9]{0,17})"  # no '+', '_', bases or leading zeros; fits 64 bits
_KEY = r"[A-Za-z0-9_-]+"
_PAIR = rf"{_KEY}[ \t]*=[ \t]*(?:{_INT}|{_STRING})"
_VALUE = (
    rf"{_STRING}|{_INT}|true|false"
    rf"|\[[ \t]*(?:(?:{_STRING})[ \t]*(?:,[ \t]*(?:{_STRING})[ \t]*)*,?[ \t]*)?\]"
    rf"|\{{[ \t]*(?:{_PAIR}[ \t]*(?:,[ \t]*{_PAIR}[ \t]*)*)?\}}"
)
_END = rf"[ \t]*(?:#{_PLAIN}]*)?$"
_LINE = re.compile(
    rf"[ \t]*(?:(?P<key>{_KEY})[ \t]*=[ \t]*(?P<value>{_VALUE})"
    rf"|\[[ \t]*(?P<table>{_KEY})[ \t]*\])?{_END}"
)
_STRINGS = re.compile(_STRING)
_PAIRS = re.compile(rf"({_KEY})[ \t]*=[ \t]*({_INT}|{_STRING})")
_INNER_KEY = re.compile(r"([A-Za-z0-9_-]+)\s*=")
"""The key-line scan's pattern for the keys of an inline table (kept identical)."""


def _scalar(text: str) -> Any:
    if text[0] in "\"'":
        return text[1:-1]
    if text == "true" or text == "false":
        return text == "true"
    return int(text)


def _value(text: str) -> Any:
    """The value of a ``_VALUE`` match (strings hold no escapes, so quotes just go)."""
    first = text[0]
    if first == '"':
        return text[1:-1]
    if first == "[":
        return [item[1:-1] for item in _STRINGS.findall(text)]
    if first == "{":
        table: dict[str, Any] = {}
        for key, value in _PAIRS.findall(text):
            if key in table:
                raise KeyError(key)
            table[key] = _scalar(value)
        return table
    return _scalar(text)


def read_simple(text: str) -> tuple[dict[str, Any], dict[str, int]] | None:
    """The table and the key lines of plain TOML text, or ``None`` if it is not plain."""
    data: dict[str, Any] = {}
    lines: dict[str, int] = {}
    current = data
    prefix = ""
    for number, raw in enumerate(text.split("\n"), start=1):
        if not raw:  # the lifted events block leaves one empty line per event
            continue
        match = _LINE.match(raw)
        if match is None:
            return None
        key, value_text, table = match.groups()
        if key is not None:
            if key in current:
                return None
            try:
                current[key] = _value(value_text)
            except KeyError:  # a key twice in an inline table: tomllib's error to give
                return None
            path = prefix + key
            lines.setdefault(path, number)
            if value_text[0] == "{":
                for inner in _INNER_KEY.findall(raw, match.start(2)):
                    lines.setdefault(f"{path}.{inner}", number)
        elif table is not None:
            if table in data:
                return None
            current = data[table] = {}
            prefix = table + "."
            lines.setdefault(table, number)
    return data, lines
