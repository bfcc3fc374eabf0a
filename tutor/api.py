"""The small surface the shells, the question bank and teachers' scripts build on.

Load or parse a situation, judge it, grade a learner's answer against the judgment::

    from tutor import api

    situation = api.load_situation("content/situations/ippatsu/kept.toml")
    judgment = api.judge(situation)                 # the file's own question
    judgment = api.judge(situation, ask="furiten", seat="S", ruleset="wrc")
    print(judgment.answer, [r.code for r in judgment.reasons])
    grade = api.grade(judgment, False)              # a learner said "no"
    print(grade.correct)

Every function raises ``TutorError`` (with file and line where known) for input that
cannot be judged; nothing here prints, reads the clock or keeps state between calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutor.engine.situation import Situation, load_situation, parse_situation
from tutor.errors import TutorError
from tutor.judges import ASKS, Judgment, Reason, judge
from tutor.rules.ruleset import Ruleset, load_ruleset


@dataclass(frozen=True, slots=True)
class Grade:
    """How a learner's answer compares with the engine's judgment."""

    correct: bool
    given: Any
    expected: Any


def _normalised(answer: Any) -> Any:
    """An answer in the form two equal answers share (lists compare as sorted)."""
    if isinstance(answer, list | tuple):
        return sorted(str(item) for item in answer)
    return answer


def grade(judgment: Judgment, given: Any) -> Grade:
    """Compare ``given`` with ``judgment.answer``; list answers compare as sets."""
    return Grade(
        correct=_normalised(given) == _normalised(judgment.answer),
        given=given,
        expected=judgment.answer,
    )


def asks() -> list[str]:
    """Every ask the judge answers, sorted."""
    return sorted(ASKS)


__all__ = [
    "Grade",
    "Judgment",
    "Reason",
    "Ruleset",
    "Situation",
    "TutorError",
    "asks",
    "grade",
    "judge",
    "load_ruleset",
    "load_situation",
    "parse_situation",
]
