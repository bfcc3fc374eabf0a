"""Questions kept in the database: built once per drill, read by every process after.

A question is stored as ``tutor.drills.question.question_json`` writes it and read back
here into the same :class:`Question` (its judgment and reasons included), so a report
or a student's screen does not build the situation again.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING

from tutor.drills.question import Question, question_from_json, question_json
from tutor.errors import TutorError

if TYPE_CHECKING:
    from tutor.engine.situation import Situation


def dump_question(question: Question) -> str:
    """The question as JSON text."""
    return json.dumps(question_json(question), sort_keys=True, ensure_ascii=False)


def load_question(text: str) -> Question:
    """The inverse of :func:`dump_question`."""
    return question_from_json(json.loads(text))


def situation_of(question: Question) -> Situation | None:
    """The question's situation as the file format's parser reads it (None if it cannot
    be read): what a report or a student's screen draws, without replaying or judging."""
    return _parsed(question.situation_text)


@lru_cache(maxsize=1024)
def _parsed(text: str) -> Situation | None:
    # (the parser is loaded here: reading a stored question back needs none of it)
    from tutor.engine.situation import parse_situation

    try:
        return parse_situation(text)
    except TutorError:
        return None
