"""Saving the moment of a question as a situation file (``s`` on the drill screen): the
situation the engine judged, with the question, the engine's answer, the answer given
and the table as drawn written above it as comments."""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING

from tutor.errors import TutorError
from tutor.moment.text import moment_lines
from tutor.rules.tile_names import words_in_text

if TYPE_CHECKING:
    from tutor.drills.question import Question
    from tutor.practice import Outcome


def save_situation(folder: object, question: Question, outcome: Outcome | None) -> str:
    """Write the situation to ``folder`` with the question and answer as comments."""
    from pathlib import Path

    from tutor.api import question_moment
    from tutor.ui.widgets.explanation import answer_text
    from tutor.writes import write_file

    target = Path(str(folder))
    target.mkdir(parents=True, exist_ok=True)
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", question.id).strip("-")
    path = target / f"{stem}.toml"
    number = 2
    while os.path.lexists(path):
        path = target / f"{stem}-{number}.toml"
        number += 1
    head = [
        f"# Question: {words_in_text(question.prompt)}",
        f"# Engine's answer: {words_in_text(answer_text(question, question.answer))}",
    ]
    if outcome is not None:
        given = "(none)" if outcome.given is None else answer_text(question, outcome.given)
        head.append(f"# Answer given: {words_in_text(given)}")
    try:
        head += ["#", "# The table at the moment asked:"]
        head += [f"#   {line}" for line in moment_lines(question_moment(question), timeline=None)]
    except TutorError:
        head.append("#   (this situation cannot be replayed)")
    write_file(path, "\n".join(head) + "\n" + question.situation_text)
    return str(path)
