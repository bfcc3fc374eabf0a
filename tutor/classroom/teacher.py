"""The teacher's side of a drill: pace the class, and see who has answered what."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tutor.classroom.taking import ClassDrill, answer_label
from tutor.store import classroom as rows
from tutor.store.connection import Database


@dataclass(frozen=True)
class Live:
    """The class on one question right now."""

    index: int
    students: int
    answered: int
    spread: tuple[tuple[str, int], ...]
    """(answer label, how many), in the order of the question's choices, then others."""


def run_state(db: Database, drill: ClassDrill) -> tuple[int, bool]:
    """The question open to the class, and whether its answer is shown."""
    return rows.run_state(db, drill.drill_id)


def reveal(db: Database, drill: ClassDrill) -> None:
    """Show the open question's answer and explanation."""
    index, _ = rows.run_state(db, drill.drill_id)
    rows.set_run_state(db, drill.drill_id, index, True)


def move_on(db: Database, drill: ClassDrill) -> int:
    """Open the next question (the last one stays open); return its index."""
    index, _ = rows.run_state(db, drill.drill_id)
    following = min(index + 1, drill.definition.count - 1)
    rows.set_run_state(db, drill.drill_id, following, False)
    return following


def live(db: Database, drill: ClassDrill, index: int) -> Live:
    """How many have answered question ``index``, and what they answered."""
    question = drill.question(index)
    students = rows.students(db, drill.drill_id)
    given = [a for a in rows.answers(db, drill.drill_id) if a.question_index == index]
    counts = Counter(answer_label(question, a.answer) for a in given)
    order = [answer_label(question, _choice_value(question.form, c.key)) for c in question.choices]
    spread = [(label, counts.pop(label, 0)) for label in order]
    spread += sorted(counts.items())
    return Live(index, len(students), len(given), tuple(spread))


def _choice_value(form: str, key: str) -> object:
    if form == "yes_no":
        return key == "y"
    return key


def answer_shown(db: Database, drill: ClassDrill, index: int) -> bool:
    """Whether a student who answered question ``index`` may see the right answer now.

    At once in a student-paced drill; in a teacher-paced one when the teacher reveals
    it (or has moved past it), so that nobody passes it on while others still think.
    """
    if drill.definition.pace != "teacher":
        return True
    open_index, revealed = rows.run_state(db, drill.drill_id)
    return open_index > index or (open_index == index and revealed)
