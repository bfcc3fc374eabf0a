"""Questions kept in the database: built once per drill, read by every process after.

A question is stored as ``tutor.drills.question.question_json`` writes it and read back
here into the same :class:`Question` (its judgment and reasons included), so a report
or a student's screen does not build the situation again.
"""

from __future__ import annotations

import json

from tutor.drills.question import Question, question_from_json, question_json


def dump_question(question: Question) -> str:
    """The question as JSON text."""
    return json.dumps(question_json(question), sort_keys=True, ensure_ascii=False)


def load_question(text: str) -> Question:
    """The inverse of :func:`dump_question`."""
    return question_from_json(json.loads(text))
