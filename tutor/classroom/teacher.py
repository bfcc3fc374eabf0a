"""The teacher's side of a drill: pace the class, and see who has answered what.

A teacher-paced drill starts in a lobby; :func:`move_on` opens question 1 for everyone,
then each next one, then ends the drill. :func:`reveal` shows the answer and closes
the question. Whoever had not answered a closed question is stored as "no answer".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from tutor.classroom.pace import FINISHED, Pace, read_pace
from tutor.classroom.taking import ClassDrill, answer_label
from tutor.store import classroom as rows
from tutor.store import classroom_runs as runs
from tutor.store.classroom_runs import RunRow
from tutor.store.connection import Database


@dataclass(frozen=True)
class Live:
    """The class on one question right now."""

    index: int
    students: int
    answered: int
    spread: tuple[tuple[str, int], ...]
    """(answer label, how many), in the order of the question's choices, then others."""
    silent: int = 0
    """How many had no answer when the question closed (not counted in ``answered``)."""


def _run(db: Database, drill: ClassDrill) -> RunRow:
    return runs.run_row(db, drill.drill_id)


def _close(db: Database, drill: ClassDrill, run: RunRow, now_ms: int) -> None:
    """Store "no answer" for everyone who did not answer the open question in time."""
    if run.opened_at is None or run.finished:
        return
    question = drill.question(run.open_index)
    runs.close_unanswered(db, drill.drill_id, run.open_index, question.id, now_ms, run.opened_at)


def start(db: Database, drill: ClassDrill, now_ms: int) -> None:
    """End the lobby: open question 1 to the class, its countdown starting now."""
    run = _run(db, drill)
    if run.opened_at is None and not run.finished:
        runs.save_run(db, drill.drill_id, replace(run, open_index=0, opened_at=now_ms))


def reveal(db: Database, drill: ClassDrill, now_ms: int) -> None:
    """Show the open question's answer: its answers close, silence counts as no answer."""
    run = _run(db, drill)
    if run.opened_at is None or run.finished:
        return
    _close(db, drill, run, now_ms)
    runs.save_run(db, drill.drill_id, replace(run, revealed=True))


def move_on(db: Database, drill: ClassDrill, now_ms: int) -> Pace:
    """The next step of the class: start from the lobby, open the next question, or end.

    Moving on closes the open question (whoever did not answer it has no answer); after
    the last question the drill ends and every screen shows the class result.
    """
    run = _run(db, drill)
    if run.opened_at is None:
        start(db, drill, now_ms)
    elif not run.finished:
        _close(db, drill, run, now_ms)
        if run.open_index + 1 < drill.definition.count:
            following = replace(run, open_index=run.open_index + 1, revealed=False)
            runs.save_run(db, drill.drill_id, replace(following, opened_at=now_ms))
        else:
            runs.save_run(db, drill.drill_id, replace(run, revealed=True, finished=True))
    return current_pace(db, drill)


def show_leaderboard(db: Database, drill: ClassDrill, shown: bool) -> None:
    """Turn the anonymous leaderboard of the end screen on or off."""
    run = _run(db, drill)
    runs.save_run(db, drill.drill_id, replace(run, leaderboard=shown))


def current_pace(db: Database, drill: ClassDrill) -> Pace:
    """The class's pace (a student-paced drill is always "open", at question 1)."""
    return read_pace(db, drill.drill_id, drill.definition)


def lobby(db: Database, drill: ClassDrill) -> list[str]:
    """The names of those who have joined, in the order they came."""
    return [s.name for s in rows.students(db, drill.drill_id)]


def live(db: Database, drill: ClassDrill, index: int) -> Live:
    """How many have answered question ``index``, and what they answered."""
    question = drill.question(index)
    students = rows.students(db, drill.drill_id)
    asked = [a for a in rows.answers(db, drill.drill_id) if a.question_index == index]
    given = [a for a in asked if a.answer is not None]
    counts = Counter(answer_label(question, a.answer) for a in given)
    fields = question.form == "numbers"  # its choices label numbers: no answer of their own
    order = [answer_label(question, _choice_value(question.form, c.key))
             for c in question.choices if not fields]
    spread = [(label, counts.pop(label, 0)) for label in order]
    spread += sorted(counts.items())
    return Live(index, len(students), len(given), tuple(spread), len(asked) - len(given))


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
    shared = current_pace(db, drill)
    return (
        shared.stage == FINISHED
        or shared.index > index
        or (shared.index == index and shared.revealed)
    )
