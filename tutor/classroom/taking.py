"""Taking a drill: join by code and name, see the next question, give a final answer.

All a student's state is in the database (which questions they answered, which one is
on their screen and since when), so a student whose window closed or whose process
was killed rejoins with the same code and name and continues at the first question
they have not answered. An answer, once stored, is never replaced: answering a
question twice, or one that is not open yet, is refused.

Nothing here reads the clock: the shells pass the time in milliseconds (``now_ms``).
A question, its grading and the JSON form of an answer are the ones self-study uses
(:mod:`tutor.practice`); only the bookkeeping of a class (who joined, which question
is open, the countdown) is the classroom's own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tutor.classroom.drill import ClassDrill, open_drill, save_definition
from tutor.classroom.pace import FINISHED, GRACE_MS, LOBBY, Pace, answers_closed, read_pace
from tutor.classroom.pins import WrongPin, check_pin_text, hash_pin, pin_matches
from tutor.drills.question import Question
from tutor.errors import TutorError
from tutor.practice.answers import answer_label, from_json_answer, graded, to_json_answer
from tutor.store import classroom as rows
from tutor.store.connection import Database

MAX_NAME = 40
CLOSED = "answers for this question are closed"
TOO_LATE = f"Too late: {CLOSED}."
"""What every student's screen says to a key pressed after its question closed."""


@dataclass(frozen=True)
class Student:
    """One student in one drill."""

    id: int
    name: str


@dataclass(frozen=True)
class Turn:
    """Where a student stands: the question to answer next, or why there is none."""

    index: int | None
    """The next question (0-based), or None when there is nothing to answer now."""
    finished: bool
    waiting: bool
    """Teacher-paced: nothing is open to this student now (lobby, answered or closed)."""
    deadline_ms: int | None = None
    """When the time for ``index`` runs out (with a time limit), else None."""
    lobby: bool = False
    """Teacher-paced: the teacher has not opened question 1 yet."""


@dataclass(frozen=True)
class Outcome:
    """What happened to an answer."""

    question: Question
    given: Any
    correct: bool
    timed_out: bool


def clean_name(name: str) -> str:
    """A name as shown: inner runs of spaces made one, none at the ends; checked."""
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME or not name.isprintable():
        raise TutorError(f"a name has 1 to {MAX_NAME} printable characters")
    return name


def name_key(name: str) -> str:
    """What makes two names one student: "Fay", "fay" and " FAY " are the same person."""
    return clean_name(name).casefold()


def join(
    db: Database, drill: ClassDrill, name: str, pin: str | None = None, *, need_pin: bool = False
) -> Student:
    """Join (or rejoin) the drill as ``name``; a personal PIN, once set, must match.

    Names match whatever their case and spacing. With ``need_pin`` (a served class) a
    student cannot go without a personal PIN: the first sign-in sets it, and every
    later one must give it, so nobody signs in as a classmate who has one.
    """
    name = clean_name(name)
    found = rows.find_student(db, drill.drill_id, name_key(name))
    if found is None:
        stored = None if not pin else hash_pin(check_pin_text(pin, "personal PIN"))
        found = rows.add_student(db, drill.drill_id, name, name_key(name), stored)
    if found.pin_hash is None and need_pin:
        if not pin:
            raise TutorError(
                f"choose a personal PIN for {found.name} (4 to 32 characters): "
                "you will need it to sign in again"
            )
        rows.set_first_pin(db, found.id, hash_pin(check_pin_text(pin, "personal PIN")))
        found = rows.student_by_id(db, found.id) or found
    if found.pin_hash is not None and not pin_matches(pin or "", found.pin_hash):
        raise WrongPin(f"wrong personal PIN for {found.name}")
    return Student(found.id, found.name)


def reset_pin(db: Database, drill: ClassDrill, name: str) -> Student:
    """Forget a student's personal PIN (the teacher's help for a forgotten one).

    The student's next sign-in sets a new PIN; their answers stay theirs.
    """
    found = rows.find_student(db, drill.drill_id, name_key(name))
    if found is None:
        raise TutorError(f"nobody called {clean_name(name)!r} has joined drill {drill.code}")
    rows.clear_student_pin(db, found.id)
    return Student(found.id, found.name)


def pace(db: Database, drill: ClassDrill) -> Pace | None:
    """A teacher-paced drill's shared pace; None for a student-paced drill."""
    if drill.definition.pace != "teacher":
        return None
    return read_pace(db, drill.drill_id, drill.definition)


def turn(db: Database, drill: ClassDrill, student: Student, now_ms: int | None = None) -> Turn:
    """The student's next question, or whether they are done or waiting for the teacher.

    Teacher-paced, the only question a student can have is the one the teacher opened,
    while its answers are open (``now_ms`` decides whether its time is up; without it,
    only a reveal or the teacher moving on closes it).
    """
    answered = rows.answered_indexes(db, student.id)
    shared = pace(db, drill)
    if shared is not None:
        if shared.stage == FINISHED:
            return Turn(None, finished=True, waiting=False)
        if shared.stage == LOBBY:
            return Turn(None, finished=False, waiting=True, lobby=True)
        index = shared.index
        if index in answered or answers_closed(shared, index, _now_or_never(now_ms)):
            return Turn(None, finished=False, waiting=True)
        return Turn(index, finished=False, waiting=False, deadline_ms=shared.deadline_ms)
    remaining = [k for k in range(drill.definition.count) if k not in answered]
    if not remaining:
        return Turn(None, finished=True, waiting=False)
    return Turn(remaining[0], finished=False, waiting=False)


def _now_or_never(now_ms: int | None) -> int:
    """A time before any deadline, when the caller does not ask about time."""
    return -1 if now_ms is None else now_ms


def open_question(db: Database, drill: ClassDrill, student: Student, now_ms: int) -> Turn:
    """Put the next question on the student's screen; a rejoin keeps its first opening.

    Teacher-paced, the countdown is the class's: it runs from when the teacher opened
    the question, whenever this student's screen shows it.
    """
    current = turn(db, drill, student, now_ms)
    if current.index is None:
        return current
    opened_at = rows.mark_opened(db, student.id, current.index, now_ms)
    limit = drill.definition.time_limit
    if drill.definition.pace == "teacher" or limit is None:
        return current
    return replace(current, deadline_ms=opened_at + limit * 1000)


def answer(
    db: Database, drill: ClassDrill, student: Student, index: int, given: Any, now_ms: int
) -> Outcome:
    """Record the student's final answer to question ``index`` (None: no answer in time).

    Refused (``TutorError``) when ``index`` is not the student's open question: already
    answered, not reached yet, not opened by the teacher, or (teacher-paced) closed by a
    reveal, by the teacher moving on or by the class's time running out. A "no answer
    in time" (``given`` None) is still stored for a question closed by time.
    """
    shared = pace(db, drill)
    if shared is not None:  # a closed question says so first, answered or not
        opened_at = _check_open(shared, index, given, now_ms, student)
    if index in rows.answered_indexes(db, student.id):
        raise TutorError(f"question {index + 1} is already answered; answers are final")
    if shared is None:
        if turn(db, drill, student).index != index:
            raise TutorError(f"question {index + 1} is not open for {student.name}")
        found = rows.student_by_id(db, student.id)
        opened_at = found.opened_at if found and found.opened_index == index else None
    question = drill.question(index)
    elapsed = 0 if opened_at is None else max(0, now_ms - opened_at)
    limit = drill.definition.time_limit
    timed_out = limit is not None and elapsed > limit * 1000 + GRACE_MS
    value, correct = (None, False) if timed_out or given is None else graded(question, given)
    recorded = rows.record_answer(
        db,
        rows.AnswerRow(student.id, index, question.id, value, correct, elapsed, now_ms),
    )
    if not recorded:
        raise TutorError(f"question {index + 1} is already answered; answers are final")
    return Outcome(question, value, correct, timed_out or given is None)


def _check_open(shared: Pace, index: int, given: Any, now_ms: int, student: Student) -> int | None:
    """When question ``index`` opened to the class; ``TutorError`` if it takes no answer."""
    if shared.stage == LOBBY or index > shared.index:
        raise TutorError(f"question {index + 1} is not open for {student.name}")
    if shared.stage == FINISHED or index < shared.index or shared.revealed:
        raise TutorError(CLOSED)
    if given is not None and answers_closed(shared, index, now_ms):
        raise TutorError(CLOSED)
    return shared.opened_at_ms


def student_answers(db: Database, drill: ClassDrill, student: Student) -> list[rows.AnswerRow]:
    """The student's own answers, in question order (nobody else's)."""
    return [a for a in rows.answers(db, drill.drill_id) if a.student_id == student.id]


def unfinished_drill(db: Database, name: str) -> str | None:
    """The code of the class drill ``name`` joined last and has not finished, if any.

    What the home screen's "resume" offers when no drill of one's own is in progress.
    """
    for code, student_id in rows.joined_drills(db, name_key(name)):
        drill = open_drill(db, code)
        if not turn(db, drill, Student(student_id, name)).finished:
            return code
    return None


__all__ = [
    "CLOSED",
    "GRACE_MS",
    "MAX_NAME",
    "TOO_LATE",
    "ClassDrill",
    "Outcome",
    "Student",
    "Turn",
    "answer",
    "answer_label",
    "clean_name",
    "from_json_answer",
    "join",
    "name_key",
    "open_drill",
    "open_question",
    "pace",
    "reset_pin",
    "save_definition",
    "student_answers",
    "to_json_answer",
    "turn",
    "unfinished_drill",
]
