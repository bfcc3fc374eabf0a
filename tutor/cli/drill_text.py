"""``drill run`` in a plain terminal: one question at a time, answered at a prompt."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import click

from tutor import api
from tutor.classroom import ClassDrill, Outcome, Student, answer, answer_label, open_question, turn
from tutor.classroom.pace import closing_time, seconds_left
from tutor.classroom.taking import CLOSED, TOO_LATE
from tutor.classroom.teacher import answer_shown
from tutor.classroom.typed import parse_typed
from tutor.drills.explain import fold_note, split
from tutor.drills.question import Question
from tutor.errors import TutorError
from tutor.moment.text import moment_lines
from tutor.rules.tile_names import words_in_text
from tutor.store.connection import Database

WAIT_POLL_S = 0.25
"""How often a waiting student reads the class's state again."""


PIPED_TIMELINE = 10
"""Lines of events the piped view shows (cited events are never folded away)."""


def situation_lines(question: Question) -> list[str]:
    """The view of the moment as text, indented: rules changed, round and indicators,
    scores, the asked hand with its drawn tile and melds, every river and the events."""
    try:
        view = api.question_moment(question)
    except TutorError as error:
        return [f"  (this situation cannot be shown: {error.message})"]
    return ["  " + line for line in moment_lines(view, timeline=PIPED_TIMELINE)]


def parse_given(question: Question, text: str) -> Any:
    """What the student typed, in the form's terms; ``click.BadParameter`` if unreadable."""
    try:
        return parse_typed(question, text)
    except TutorError as error:
        raise click.BadParameter(error.message) from None


def take_drill(
    db: Database, drill: ClassDrill, student: Student, now_ms: Callable[[], int]
) -> None:
    """Ask every open question in order until the drill is done.

    Teacher-paced, each question waits for the teacher to open it, its countdown is the
    class's, and an answer typed after the question closed is refused as closed.
    """
    count = drill.definition.count
    click.echo(f"{drill.definition.title or 'Drill'} ({drill.code}): {student.name}")
    while True:
        current = open_question(db, drill, student, now_ms())
        if current.finished:
            break
        if current.index is None:
            _wait(db, drill, student, now_ms, current.lobby)
            continue
        index = current.index
        question = drill.question(index)
        click.echo(f"\nQuestion {index + 1} of {count}: {words_in_text(question.prompt)}")
        for line in situation_lines(question):
            click.echo(line)
        choices = "  ".join(f"[{c.key}] {c.label}" for c in question.choices)
        if choices:
            click.echo("  " + choices)
        if current.deadline_ms is not None:
            left = seconds_left(current.deadline_ms, now_ms())
            click.echo(f"  {left} seconds left (closes at {closing_time(current.deadline_ms)})")
        given = click.prompt("Your answer", value_proc=_reader(question))
        try:
            outcome: Outcome | None = answer(db, drill, student, index, given, now_ms())
        except TutorError as error:
            if error.message != CLOSED:
                raise
            click.echo(TOO_LATE)
            outcome = None
        if not answer_shown(db, drill, index):
            click.echo("Waiting for the teacher to reveal the answer…")
            while not answer_shown(db, drill, index):
                time.sleep(WAIT_POLL_S)
        right = answer_label(question, _stored(question))
        if outcome is None or outcome.timed_out:
            click.echo(f"No answer in time: the answer is {right}.")
        else:
            mark = "✓ right" if outcome.correct else "✗ wrong"
            click.echo(f"{mark}: the answer is {right}.")
        asked, also = split(question)
        for reason in asked:
            click.echo(f"  {reason.text}")
        if also:
            click.echo(f"  {fold_note(also, key=None)}")
    _summary(db, drill, student)


def _wait(
    db: Database, drill: ClassDrill, student: Student, now_ms: Callable[[], int], lobby: bool
) -> None:
    """Wait (polling the database) until the teacher opens a question or ends the drill."""
    what = "start the drill" if lobby else "open the next question"
    click.echo(f"Waiting for the teacher to {what}…")
    while turn(db, drill, student, now_ms()).waiting:
        time.sleep(WAIT_POLL_S)


def _reader(question: Question) -> Callable[[str], Any]:
    def read(text: str) -> Any:
        return parse_given(question, text)

    return read


def _stored(question: Question) -> Any:
    from tutor.classroom.taking import to_json_answer

    return to_json_answer(question, question.answer)


def _summary(db: Database, drill: ClassDrill, student: Student) -> None:
    from tutor.classroom.report import build_report, class_result
    from tutor.classroom.taking import pace, student_answers

    mine = student_answers(db, drill, student)
    right = sum(a.correct for a in mine)
    seconds = sum(a.time_ms for a in mine) / 1000
    click.echo(f"\nDone: {right} of {drill.definition.count} right, in {seconds:.0f} seconds.")
    shared = pace(db, drill)
    if shared is None:
        return
    result = class_result(build_report(db, drill))
    if result.mean is not None:
        click.echo(
            f"The class: {len(result.scores)} students, on average "
            f"{result.mean:.1f} of {result.count} right."
        )
    if shared.leaderboard:
        click.echo(f"Your place: {result.place(right)} of {len(result.scores)}.")
