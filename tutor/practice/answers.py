"""Answers to a question, the same for self-study and the classroom.

A learner's answer is given in the question form's terms (``True``, a choice key, a set
of keys, a ``(han, fu)`` pair, a number); :func:`graded` turns it into the JSON form the
database keeps and says whether it is right. The tutor's drill
(:mod:`tutor.practice.session`) and the classroom's (:mod:`tutor.classroom.taking`)
both grade through it, so one answer is right or wrong the same way everywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the question bank (and the engine under it) loads after the first frame
    from tutor.drills.question import Question


def graded(question: Question, given: Any) -> tuple[Any, bool]:
    """The answer in its stored (JSON) form, and whether it is the right one.

    ``None`` is no answer (the time ran out): stored as ``None``, and never right.
    """
    if given is None:
        return None, False
    value = to_json_answer(question, given)
    return value, question.is_correct(from_json_answer(question, value))


def to_json_answer(question: Question, given: Any) -> Any:
    """An answer in the form's terms as the database keeps it (JSON)."""
    if question.form in ("yaku", "rulesets"):
        return sorted(str(item) for item in given)
    if question.form in ("han_fu", "numbers"):
        return [int(part) for part in given]
    if question.form == "points":
        return int(given)
    if question.form == "yes_no":
        return bool(given)
    return str(given)


def from_json_answer(question: Question, value: Any) -> Any:
    """The inverse of :func:`to_json_answer`."""
    if question.form in ("yaku", "rulesets"):
        return frozenset(value)
    if question.form in ("han_fu", "numbers"):
        return tuple(value)
    return value


def sheet_text(question: Question, values: Any) -> str:
    """A sheet of numbers with the label of each (``Base 20; Closed ron 10; …``)."""
    return "; ".join(f"{choice.label} {value}"
                     for choice, value in zip(question.choices, values, strict=False))


def answer_label(question: Question, value: Any) -> str:
    """An answer as a teacher reads it in a report: the choice's label, or the numbers."""
    if value is None:
        return "(no answer)"
    labels = {choice.key: choice.label for choice in question.choices}
    if question.form == "yes_no":
        return labels.get("y" if value else "n", "yes" if value else "no").lower()
    if question.form in ("yaku", "rulesets"):
        return ", ".join(labels.get(str(v), str(v)) for v in sorted(value)) or "(none)"
    if question.form == "han_fu":
        return f"{value[0]} han {value[1]} fu"
    if question.form == "numbers":
        return sheet_text(question, value)
    return labels.get(str(value), str(value))
