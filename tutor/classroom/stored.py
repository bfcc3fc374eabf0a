"""Questions kept in the database: built once per drill, read by every process after.

A question is stored as ``tutor.drills.question.question_json`` writes it and read back
here into the same :class:`Question` (its judgment and reasons included), so a report
or a student's screen does not build the situation again. Beside it is kept the view of
its moment (``tutor.moment.Moment``: the hand as it lies when the question is asked), so
the HTML report draws every hand without replaying it: a report loads no engine.
"""

from __future__ import annotations

import json
from contextlib import suppress
from typing import TYPE_CHECKING, Any

from tutor.drills.question import Question, question_from_json, question_json
from tutor.errors import TutorError

if TYPE_CHECKING:
    from tutor.moment import Moment

MOMENT = "moment"
"""The key of the stored moment, beside the question's own."""


def dump_question(question: Question) -> str:
    """The question as JSON text, with the view of its moment when the engine can show
    it (a situation the engine refuses to draw is stored without one)."""
    from tutor import api
    from tutor.moment import moment_json

    data = question_json(question)
    with suppress(TutorError):
        data[MOMENT] = moment_json(api.question_moment(question))
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def read_stored(text: str) -> tuple[Question, dict[str, Any] | None]:
    """The inverse of :func:`dump_question`: the question and, as stored, the JSON of
    its moment (``None`` if it has none: stored before moments were kept), which
    :func:`stored_moment` reads."""
    data = json.loads(text)
    return question_from_json(data), data.get(MOMENT)


def stored_moment(data: dict[str, Any] | None) -> Moment | None:
    """The moment kept with a question, or ``None`` when there is none that this tutor
    can read (then it is replayed from the question, as when it was stored)."""
    if data is None:
        return None
    from tutor.moment import moment_from_json  # only a page that draws hands reads them

    try:
        return moment_from_json(data)
    except ValueError:
        return None
