"""Answers typed as text (a piped ``drill run``, the app's answer box), in a form's terms.

Each form takes the ways people usually write its answers; a refusal says which form
the answer takes, so the student can type it again right.
"""

from __future__ import annotations

import re
from typing import Any

from tutor.drills.question import Question
from tutor.errors import TutorError

_NUMBER = re.compile(r"(\d+)\s*(han|h|fu)?")
_BETWEEN = re.compile(r"[\s/,;]*")


def parse_typed(question: Question, text: str) -> Any:
    """An answer typed as text (``y``, ``2``, ``1 3``, ``3/30``, ``7700``) in the form's terms.

    ``TutorError`` when the text is none of the question's answers, naming the form
    the answer takes.
    """
    cleaned = text.strip().lower()
    keys = {choice.key.lower(): choice.key for choice in question.choices}
    try:
        if question.form == "yes_no":
            if cleaned in ("y", "yes", "n", "no"):
                return cleaned.startswith("y")
            raise ValueError(cleaned)
        if question.form in ("yaku", "rulesets"):
            return frozenset(keys[part] for part in cleaned.replace(",", " ").split())
        if question.form == "han_fu":
            return han_fu(cleaned)
        if question.form == "points":
            return int(cleaned.replace(",", "").removesuffix("points").strip())
        if question.form == "numbers":
            return numbers(cleaned, [choice.key.lower() for choice in question.choices])
        return keys[cleaned]
    except (KeyError, ValueError):
        raise TutorError(
            f"{text.strip()!r} is not one of the answers: {accepted(question)}"
        ) from None


def han_fu(text: str) -> tuple[int, int]:
    """Han and fu from "3/30", "3 30", "3,30", "3 han 30 fu", "30 fu 3 han", "3h30fu"…

    Unlabelled numbers are han then fu; ``ValueError`` for anything else.
    """
    found = [(int(m.group(1)), m.group(2), m.span()) for m in _NUMBER.finditer(text)]
    edges = [0, *(edge for *_, span in found for edge in span), len(text)]
    gaps = [text[start:stop] for start, stop in zip(edges[::2], edges[1::2], strict=True)]
    if len(found) != 2 or any(not _BETWEEN.fullmatch(gap) for gap in gaps):
        raise ValueError(text)
    labels = [
        None if label is None else ("fu" if label == "fu" else "han") for _, label, _ in found
    ]
    if labels in (["fu", "han"], ["fu", None], [None, "han"]):
        return found[1][0], found[0][0]
    if labels[0] == labels[1] and labels[0] is not None:
        raise ValueError(text)
    return found[0][0], found[1][0]


_TOKEN = re.compile(r"[a-z]+|[+-]?\d{1,3}(?:,\d{3})+(?!\d)|[+-]?\d+")
_ALIASES = {"menzen": "ron", "triplets": "sets", "triplet": "sets", "kans": "sets",
            "kan": "sets", "melds": "sets", "sum": "total", "east": "e", "south": "s",
            "west": "w", "north": "n"}
_FILLER = frozenset({"fu", "points", "point", "pts", "pays", "pay", "paid", "collects",
                     "collect", "gets", "and", "in", "all", "closed", "rounded", "up",
                     "seat", "for", "the", "base", "total"})
"""Words a typed sheet may carry besides its field names (``base`` and ``total`` are
field names of the fu sheet and filler elsewhere)."""


def numbers(text: str, fields: list[str]) -> tuple[int, ...]:
    """A sheet of numbers, one per field: in order ("20 10 0 8 0 2 40", "-1300, 3900,
    -1300, -1300", "1,300"), or named ("base 20 ron 10 sets 8 wait 2 total 40",
    "E 1300 S 3900"), a field left out of a named sheet being 0. A sign is the way a
    payment is often written and counts for nothing. ``ValueError`` for anything else."""
    values: dict[str, int] = {}
    order = iter(fields)
    named: str | None = None
    labelled = False
    for token in _TOKEN.findall(text):
        if token.isalpha():
            word = _ALIASES.get(token, token)
            if word in fields:
                named, labelled = word, True
            elif word not in _FILLER:
                raise ValueError(token)
            continue
        field = named if named is not None else next((f for f in order if f not in values), None)
        if field is None or field in values:
            raise ValueError(text)
        values[field] = abs(int(token.replace(",", "")))
        named = None
    leftover = _TOKEN.sub("", text)
    if named is not None or leftover.strip(" /,;:=+\t") or not values:
        raise ValueError(text)
    if not labelled and len(values) != len(fields):
        raise ValueError(text)
    return tuple(values.get(field, 0) for field in fields)


def accepted(question: Question) -> str:
    """How an answer to ``question`` is typed, with an example."""
    if question.form == "yes_no":
        return "type y or n"
    if question.form in ("yaku", "rulesets"):
        return "type the keys of every answer that applies, e.g. 1 3"
    if question.form == "han_fu":
        return "type han and fu, e.g. 3/30, 3 30 or 3 han 30 fu"
    if question.form == "points":
        return "type the points as a number, e.g. 7700"
    if question.form == "numbers":
        names = ", ".join(choice.label for choice in question.choices)
        return (f"type one number for each of {names}, in that order (0 for none), or "
                "name each before its number")
    return "type one of " + ", ".join(choice.key for choice in question.choices)
