"""Seeded mutations of the curated situation files, judged through the public API.

Each case takes a curated file (TOML, or the same data as JSON) and changes it the way
a careless user or an attacker would: a value of the spec's fields swapped for an odd
one (huge or negative numbers, floats, long or strange strings, arrays, tables, dotted
keys), a line dropped, doubled or cut, bytes flipped, junk inserted. Every case is then
parsed, judged (its own question), answered and graded. The only exception allowed is
:class:`TutorError`, and its message is one line. Used by ``tests/test_fuzz_files.py``
(a small count) and ``python -m tests.bench fuzz`` (a large one).
"""

from __future__ import annotations

import json
import random
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from tutor import api
from tutor.errors import TutorError

CURATED = Path(__file__).resolve().parents[1] / "content" / "situations"
FIELDS = (
    "players", "ruleset", "round", "honba", "riichi_sticks", "scores", "dora_indicators",
    "kan_dora_indicators", "ura_dora_indicators", "live_wall", "events", "hands.E",
    "hands.S", "rules.kuitan", "question.ask", "question.seat", "question.tile",
    "expect.answer", "expect.points",
)  # fmt: skip
"""Keys of the situation-file spec a mutation sets."""
ODD_VALUES = (
    "9" * 4400, "-1", "0", "99999999999999999999", "1e308", "nan", "inf", "true", '""',
    '"' + "x" * 5000 + '"', '"5z5z5z"', '"🀄"', '"５ｍ"', '"\\u202e1m"', "[]", "[[[[1]]]]",
    '["1m", 2]', "{}", '{ E = "x" }', '"E"', '"X"', '"tenhou.toml"', '"../../etc/passwd"',
    '"' + "1m" * 100 + '"', "2026-11-25", '"""\nE discard 1m\n"""',
)  # fmt: skip
JUNK = ("\x00", "\ufeff", "\r", "[", "]", "=", '"', "'''", "a.b.c = 1", "\u202e", "{", "#")


@cache
def curated_texts() -> tuple[tuple[str, str], ...]:
    """(name, text) of every curated situation, each also as a JSON file."""
    found: list[tuple[str, str]] = []
    for path in sorted(CURATED.rglob("*.toml")):
        text = path.read_text(encoding="utf-8")
        found.append((path.name, text))
        data = tomllib.loads(text)
        found.append((path.with_suffix(".json").name, json.dumps(data)))
    return tuple(found)


def _set_field(rng: random.Random, text: str) -> str:
    key = rng.choice(FIELDS)
    value = rng.choice(ODD_VALUES)
    table, _, leaf = key.rpartition(".")
    line = f"{leaf} = {value}"
    if table:
        return f"{text}\n[{table}]\n{line}\n" if rng.random() < 0.5 else f"{line}\n{text}"
    return f"{line}\n{text}"


def _lines(rng: random.Random, text: str) -> str:
    lines = text.split("\n")
    at = rng.randrange(len(lines))
    action = rng.randrange(3)
    if action == 0:
        del lines[at]
    elif action == 1:
        lines.insert(at, lines[at])
    else:
        lines[at] = lines[at][: rng.randrange(len(lines[at]) + 1)]
    return "\n".join(lines)


def _bytes(rng: random.Random, text: str) -> str:
    chars = list(text) or [" "]
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(chars))
        chars[at] = chr(rng.choice([rng.randrange(32, 127), rng.randrange(0, 0x3000)]))
    return "".join(chars)


def _junk(rng: random.Random, text: str) -> str:
    at = rng.randrange(len(text) + 1)
    return text[:at] + rng.choice(JUNK) * rng.randint(1, 3) + text[at:]


def _json_field(rng: random.Random, text: str) -> str:
    try:
        data = json.loads(text)
    except ValueError:  # already mutated past JSON: junk it some more instead
        return _junk(rng, text)
    if not isinstance(data, dict):
        return _junk(rng, text)
    key = rng.choice(FIELDS)
    table, _, leaf = key.rpartition(".")
    odd: object = rng.choice([-(10**30), "x" * 3000, None, [], {}, [[1]], 1.5, True, "🀄",
                              {"E": []}, "HUGE"])  # fmt: skip
    holder = data.setdefault(table, {}) if table else data
    if isinstance(holder, dict):
        holder[leaf] = odd
    # a number past Python's digit limit cannot be written by json.dumps: put it in by hand
    return json.dumps(data).replace('"HUGE"', "9" * 5000)


MUTATIONS: tuple[Callable[[random.Random, str], str], ...] = (_set_field, _lines, _bytes, _junk)


@dataclass
class Tally:
    """What a run found: cases, refusals, judgments, and anything that was not allowed."""

    cases: int = 0
    refused: int = 0
    judged: int = 0
    problems: list[str] = field(default_factory=list)


def one_case(name: str, text: str) -> str:
    """Judge one (mutated) file: ``"judged"`` or ``"refused"``; anything else raises."""
    fmt = "json" if name.endswith(".json") else "toml"
    try:
        situation = api.parse_situation(text, file=name, fmt=fmt)
        judgment = api.judge(situation)
        api.grade(judgment, api.answer_of(judgment))
        if situation.expect is not None:
            api.grade(judgment, situation.expect)
    except TutorError as error:
        if "\n" in str(error):
            raise AssertionError(f"a message of more than one line: {str(error)[:200]!r}") from None
        return "refused"
    return "judged"


def run(seed: int, count: int) -> Tally:
    """``count`` seeded cases; a case that raises anything but a TutorError is a problem."""
    rng = random.Random(seed)
    files = curated_texts()
    tally = Tally()
    for _ in range(count):
        name, text = rng.choice(files)
        for _ in range(rng.randint(1, 3)):
            mutate = _json_field if name.endswith(".json") and rng.random() < 0.5 else None
            text = (mutate or rng.choice(MUTATIONS))(rng, text)
        tally.cases += 1
        try:
            outcome = one_case(name, text)
        except Exception as error:  # anything else reaching the user is what we look for
            tally.problems.append(f"{name}: {type(error).__name__}: {str(error)[:200]}")
            continue
        if outcome == "refused":
            tally.refused += 1
        else:
            tally.judged += 1
    return tally
