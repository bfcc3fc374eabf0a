"""Questions kept in the database: built once per drill, read by every process after.

A question is stored as ``tutor.drills.question.question_json`` writes it and read back
here into the same :class:`Question` (its judgment and reasons included), so a report
or a student's screen does not build the situation again.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from tutor.drills.question import Choice, Question, question_json
from tutor.engine.situation import Situation, parse_situation
from tutor.errors import TutorError
from tutor.rules.reasons import Judgment, Reason


def _reason(data: dict[str, Any]) -> Reason:
    return Reason(code=data["code"], event=data["event"], rule=data["rule"], text=data["text"])


def _answer(form: str, value: Any) -> Any:
    if form in ("yaku", "rulesets"):
        return frozenset(value)
    if form in ("han_fu", "numbers"):
        return tuple(value)
    return value


def dump_question(question: Question) -> str:
    """The question as JSON text."""
    return json.dumps(question_json(question), sort_keys=True, ensure_ascii=False)


def load_question(text: str) -> Question:
    """The inverse of :func:`dump_question`."""
    data = json.loads(text)
    judged = data["judgment"]
    judgment = Judgment(
        judged["ask"],
        judged["seat"],
        judged["ruleset"],
        judged["answer"],
        tuple(_reason(r) for r in judged["reasons"]),
    )
    return Question(
        id=data["id"],
        skill=data["skill"],
        form=data["form"],
        prompt=data["prompt"],
        situation_text=data["situation"],
        judgment=judgment,
        choices=tuple(Choice(c["key"], c["label"]) for c in data["choices"]),
        answer=_answer(data["form"], data["answer"]),
        explanation=tuple(_reason(r) for r in data["explanation"]),
        card=data["card"],
        difficulty=data["difficulty"],
        ruleset=data["ruleset"],
        seat=data["seat"],
        event=data["event"],
    )


def situation_of(question: Question) -> Situation | None:
    """The question's situation as the file format's parser reads it (None if it cannot
    be read): what a report or a student's screen draws, without replaying or judging."""
    return _parsed(question.situation_text)


@lru_cache(maxsize=1024)
def _parsed(text: str) -> Situation | None:
    try:
        return parse_situation(text)
    except TutorError:
        return None
