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
    return "type one of " + ", ".join(choice.key for choice in question.choices)
