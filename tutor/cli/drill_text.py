"""``drill run`` in a plain terminal: one question at a time, answered at a prompt."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import click

from tutor import api
from tutor.classroom import ClassDrill, Student, answer, answer_label, open_question, turn
from tutor.classroom.taking import parse_typed
from tutor.classroom.teacher import answer_shown
from tutor.drills.question import Question
from tutor.errors import TutorError
from tutor.rules.tiles import format_tiles, tile_name
from tutor.store.connection import Database

WAIT_POLL_S = 1.0


def situation_lines(question: Question) -> list[str]:
    """The asked seat's hand, the dora indicators and the last moves, as text."""
    try:
        situation = api.parse_situation(question.situation_text)
    except TutorError:
        return []
    lines = []
    hand = situation.hands.get(question.seat)
    if hand:
        lines.append(f"  {question.seat}'s hand: {format_tiles(hand)}")
    if situation.dora_indicators:
        lines.append(f"  dora indicator: {format_tiles(situation.dora_indicators)}")
    for event in situation.events[-6:]:
        tile = "" if event.tile is None else " " + tile_name(event.tile)
        lines.append(f"  {event.number:>3}. {event.seat} {event.action}{tile}")
    return lines


def parse_given(question: Question, text: str) -> Any:
    """What the student typed, in the form's terms; ``click.BadParameter`` if unreadable."""
    try:
        return parse_typed(question, text)
    except TutorError as error:
        raise click.BadParameter(error.message) from None


def take_drill(
    db: Database, drill: ClassDrill, student: Student, now_ms: Callable[[], int]
) -> None:
    """Ask every open question in order until the drill is done."""
    count = drill.definition.count
    click.echo(f"{drill.definition.title or 'Drill'} ({drill.code}): {student.name}")
    while True:
        current = open_question(db, drill, student, now_ms())
        if current.finished:
            break
        if current.waiting or current.index is None:
            click.echo("Waiting for the teacher to open the next question…")
            while turn(db, drill, student).waiting:
                time.sleep(WAIT_POLL_S)
            continue
        index = current.index
        question = drill.question(index)
        click.echo(f"\nQuestion {index + 1} of {count}: {question.prompt}")
        for line in situation_lines(question):
            click.echo(line)
        choices = "  ".join(f"[{c.key}] {c.label}" for c in question.choices)
        if choices:
            click.echo("  " + choices)
        if current.deadline_ms is not None:
            left = max(0, (current.deadline_ms - now_ms()) // 1000)
            click.echo(f"  {left} seconds left")
        given = click.prompt("Your answer", value_proc=_reader(question))
        outcome = answer(db, drill, student, index, given, now_ms())
        if not answer_shown(db, drill, index):
            click.echo("Answer recorded; waiting for the teacher to reveal the answer…")
            while not answer_shown(db, drill, index):
                time.sleep(WAIT_POLL_S)
        if outcome.timed_out:
            click.echo("Too late: the time for this question had run out.")
        mark = "✓ right" if outcome.correct else "✗ wrong"
        click.echo(f"{mark}: the answer is {answer_label(question, _stored(question))}.")
        for reason in question.explanation:
            click.echo(f"  {reason.text}")
    _summary(db, drill, student)


def _reader(question: Question) -> Callable[[str], Any]:
    def read(text: str) -> Any:
        return parse_given(question, text)

    return read


def _stored(question: Question) -> Any:
    from tutor.classroom.taking import to_json_answer

    return to_json_answer(question, question.answer)


def _summary(db: Database, drill: ClassDrill, student: Student) -> None:
    from tutor.classroom.taking import student_answers

    mine = student_answers(db, drill, student)
    right = sum(a.correct for a in mine)
    seconds = sum(a.time_ms for a in mine) / 1000
    click.echo(f"\nDone: {right} of {drill.definition.count} right, in {seconds:.0f} seconds.")
