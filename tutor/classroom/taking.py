"""Taking a drill: join by code and name, see the next question, give a final answer.

All a student's state is in the database (which questions they answered, which one is
on their screen and since when), so a student whose window closed or whose process
was killed rejoins with the same code and name and continues at the first question
they have not answered. An answer, once stored, is never replaced: answering a
question twice, or one that is not open yet, is refused.

Nothing here reads the clock: the shells pass the time in milliseconds (``now_ms``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tutor.classroom.bank import Bank, bank_named, question_for
from tutor.classroom.definition import DrillDef, from_json, normalise_code
from tutor.classroom.pins import check_pin_text, hash_pin, pin_matches
from tutor.classroom.ready import ready_drill
from tutor.classroom.stored import dump_question, load_question
from tutor.drills.question import Question
from tutor.errors import TutorError
from tutor.store import classroom as rows
from tutor.store.connection import Database
from tutor.store.database import StoreError
from tutor.store.drills import find_drill, save_drill

GRACE_MS = 2000
"""An answer arriving this long after the countdown reached zero still counts (latency)."""
MAX_NAME = 40


@dataclass(frozen=True)
class ClassDrill:
    """A drill as stored in a database, with the bank that builds its questions.

    Questions are built once per drill and kept in the database (and, once read, in
    this object), so the processes of a class do not each build them again.
    """

    drill_id: int
    definition: DrillDef
    bank: Bank
    db: Database | None = field(default=None, compare=False, repr=False)
    _read: dict[int, Question] = field(default_factory=dict, compare=False, repr=False)

    @property
    def code(self) -> str:
        return self.definition.code

    def question(self, index: int) -> Question:
        """The question at ``index`` (0-based): read back, or built and kept."""
        if index in self._read:
            return self._read[index]
        if self.db is None:
            question = question_for(self.bank, self.definition, index)
        else:
            text = rows.stored_question(self.db, self.drill_id, index)
            if text is None:
                question = question_for(self.bank, self.definition, index)
                rows.store_question(self.db, self.drill_id, index, dump_question(question))
            else:
                question = load_question(text)
        self._read[index] = question
        return question

    def prepare(self, progress: Callable[[int], None] | None = None) -> None:
        """Build (and keep) every question now, e.g. when the teacher creates the drill."""
        for index in range(self.definition.count):
            self.question(index)
            if progress is not None:
                progress(index + 1)


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
    """Teacher-paced: the student answered every open question and waits for the next."""
    deadline_ms: int | None = None
    """When the time for ``index`` runs out (with a time limit), else None."""


@dataclass(frozen=True)
class Outcome:
    """What happened to an answer."""

    question: Question
    given: Any
    correct: bool
    timed_out: bool


def save_definition(db: Database, definition: DrillDef) -> ClassDrill:
    """Store the drill (once: the same definition is the same code) and return it."""
    bank = bank_named(definition.bank)
    try:
        drill_id = save_drill(
            db,
            definition.code,
            title=definition.title,
            skills=definition.skills,
            ruleset=definition.ruleset,
            seed=definition.seed,
            definition=definition.to_json(),
        )
    except StoreError:
        return open_drill(db, definition.code)
    return ClassDrill(drill_id, definition, bank, db)


def open_drill(db: Database, code: str) -> ClassDrill:
    """The drill with ``code``: from this database, else a ready drill (then stored)."""
    code = normalise_code(code)
    try:
        stored = find_drill(db, code)
    except StoreError:
        ready = ready_drill(code)
        if ready is None:
            raise TutorError(
                f"no drill {code} here: ask your teacher for the drill file, or make it "
                "with the same `riichi-tutor drill create` options"
            ) from None
        return save_definition(db, ready)
    definition = from_json(stored.definition)
    assert stored.drill_id is not None
    return ClassDrill(stored.drill_id, definition, bank_named(definition.bank), db)


def join(db: Database, drill: ClassDrill, name: str, pin: str | None = None) -> Student:
    """Join (or rejoin) the drill as ``name``; a personal PIN, once set, must match."""
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME or not name.isprintable():
        raise TutorError(f"a name has 1 to {MAX_NAME} printable characters")
    found = rows.find_student(db, drill.drill_id, name)
    if found is None:
        stored = None if not pin else hash_pin(check_pin_text(pin, "personal PIN"))
        found = rows.add_student(db, drill.drill_id, name, stored)
    if found.pin_hash is not None and not pin_matches(pin or "", found.pin_hash):
        raise TutorError(f"wrong personal PIN for {name}")
    return Student(found.id, found.name)


def turn(db: Database, drill: ClassDrill, student: Student) -> Turn:
    """The student's next question, or whether they are done or waiting for the teacher."""
    answered = rows.answered_indexes(db, student.id)
    remaining = [k for k in range(drill.definition.count) if k not in answered]
    if not remaining:
        return Turn(None, finished=True, waiting=False)
    index = remaining[0]
    if drill.definition.pace == "teacher":
        open_index, _ = rows.run_state(db, drill.drill_id)
        if index > open_index:
            return Turn(None, finished=False, waiting=True)
    return Turn(index, finished=False, waiting=False)


def open_question(db: Database, drill: ClassDrill, student: Student, now_ms: int) -> Turn:
    """Put the next question on the student's screen; a rejoin keeps its first opening."""
    current = turn(db, drill, student)
    if current.index is None:
        return current
    opened_at = rows.mark_opened(db, student.id, current.index, now_ms)
    limit = drill.definition.time_limit
    deadline = None if limit is None else opened_at + limit * 1000
    return Turn(current.index, finished=False, waiting=False, deadline_ms=deadline)


def answer(
    db: Database, drill: ClassDrill, student: Student, index: int, given: Any, now_ms: int
) -> Outcome:
    """Record the student's final answer to question ``index`` (None: no answer in time).

    Refused (``TutorError``) when ``index`` is not the student's open question: already
    answered, not reached yet, or not opened by the teacher.
    """
    current = turn(db, drill, student)
    if current.index != index:
        if index in rows.answered_indexes(db, student.id):
            raise TutorError(f"question {index + 1} is already answered; answers are final")
        raise TutorError(f"question {index + 1} is not open for {student.name}")
    question = drill.question(index)
    found = rows.find_student(db, drill.drill_id, student.name)
    opened_at = found.opened_at if found and found.opened_index == index else None
    elapsed = 0 if opened_at is None else max(0, now_ms - opened_at)
    limit = drill.definition.time_limit
    timed_out = limit is not None and elapsed > limit * 1000 + GRACE_MS
    value = None if timed_out or given is None else to_json_answer(question, given)
    correct = value is not None and question.is_correct(from_json_answer(question, value))
    recorded = rows.record_answer(
        db,
        rows.AnswerRow(student.id, index, question.id, value, correct, elapsed, now_ms),
    )
    if not recorded:
        raise TutorError(f"question {index + 1} is already answered; answers are final")
    return Outcome(question, value, correct, timed_out or given is None)


def to_json_answer(question: Question, given: Any) -> Any:
    """An answer in the form's terms as the database keeps it (JSON)."""
    if question.form in ("yaku", "rulesets"):
        return sorted(str(item) for item in given)
    if question.form == "han_fu":
        return [int(part) for part in given]
    if question.form == "points":
        return int(given)
    if question.form == "yes_no":
        return bool(given)
    return str(given)


def from_json_answer(question: Question, value: Any) -> Any:
    """The inverse of :func:`to_json_answer`."""
    if question.form in ("yaku", "rulesets"):
        return frozenset(value)
    if question.form == "han_fu":
        return tuple(value)
    return value


def answer_label(question: Question, value: Any) -> str:
    """An answer as a teacher reads it in a report: the choice's label, or the numbers."""
    if value is None:
        return "(no answer)"
    labels = {choice.key: choice.label for choice in question.choices}
    if question.form == "yes_no":
        return labels.get("y" if value else "n", "yes" if value else "no").lower()
    if question.form in ("yaku", "rulesets"):
        return ", ".join(labels.get(str(v), str(v)) for v in sorted(value)) or "(none)"
    if question.form == "han_fu":
        return f"{value[0]} han {value[1]} fu"
    return labels.get(str(value), str(value))


def parse_typed(question: Question, text: str) -> Any:
    """An answer typed as text (``y``, ``2``, ``1 3``, ``3 30``, ``7700``) in the form's terms.

    ``TutorError`` when the text is none of the question's answers.
    """
    text = text.strip().lower()
    keys = {choice.key.lower(): choice.key for choice in question.choices}
    try:
        if question.form == "yes_no":
            if text in ("y", "yes", "n", "no"):
                return text.startswith("y")
            raise ValueError(text)
        if question.form in ("yaku", "rulesets"):
            return frozenset(keys[part] for part in text.replace(",", " ").split())
        if question.form == "han_fu":
            han, fu = text.replace(",", " ").split()
            return (int(han), int(fu))
        if question.form == "points":
            return int(text)
        return keys[text]
    except (KeyError, ValueError):
        raise TutorError(f"{text!r} is not one of the answers") from None


def student_answers(db: Database, drill: ClassDrill, student: Student) -> list[rows.AnswerRow]:
    """The student's own answers, in question order (nobody else's)."""
    return [a for a in rows.answers(db, drill.drill_id) if a.student_id == student.id]
