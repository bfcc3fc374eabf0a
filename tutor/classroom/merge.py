"""Merging drill results from students' own databases into the teacher's.

Every file is checked before anything is written: it must be a riichi-tutor progress
database (anything else is refused by name) holding the drill with this code. Students
are kept apart by the file they took the drill in (its origin id), so two students
called Ann on two laptops stay two students; answers are keyed by student and
question, so merging the same file again adds nothing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tutor.classroom.definition import from_json
from tutor.classroom.taking import ClassDrill
from tutor.errors import TutorError
from tutor.store import classroom as rows
from tutor.store.connection import Database
from tutor.store.database import StoreError
from tutor.store.drills import find_drill


@dataclass(frozen=True)
class FileMerge:
    """What merging one file added (0 and 0 for a file merged before)."""

    path: Path
    students: int
    answers: int
    origin: str = ""
    """The file's origin id: a report names a student it shares a name with by its start."""


def _read_file(
    path: Path, drill: ClassDrill, here: str
) -> tuple[str, list[tuple[rows.StudentRow, list[rows.AnswerRow]]]]:
    """The file's origin id, and the drill's students and answers in ``path`` with
    origins as seen from here."""
    other = rows.open_results(path)
    try:
        return _results_in(other, path, drill, here)
    except sqlite3.Error as error:
        raise StoreError(f"cannot be read ({error})", file=str(path)) from None
    finally:
        other.close()


def _results_in(
    other: Database, path: Path, drill: ClassDrill, here: str
) -> tuple[str, list[tuple[rows.StudentRow, list[rows.AnswerRow]]]]:
    """The drill's rows in the open file ``other`` (see :func:`_read_file`)."""
    theirs = rows.local_origin(other)
    if theirs == here:
        raise TutorError("is this database itself (or a copy of it)", file=str(path))
    try:
        stored = find_drill(other, drill.code)
    except StoreError:
        raise TutorError(f"holds no results of drill {drill.code}", file=str(path)) from None
    if from_json(stored.definition).canonical() != drill.definition.canonical():
        raise TutorError(f"holds a different drill under code {drill.code}", file=str(path))
    assert stored.drill_id is not None
    answers = rows.answers(other, stored.drill_id)
    result = []
    for student in rows.students(other, stored.drill_id):
        origin = student.origin or theirs
        origin = "" if origin == here else origin
        mine = [a for a in answers if a.student_id == student.id]
        result.append((_with_origin(student, origin), mine))
    return theirs, result


def _with_origin(student: rows.StudentRow, origin: str) -> rows.StudentRow:
    return rows.StudentRow(
        student.id, student.name, origin, student.pin_hash, student.opened_index, student.opened_at
    )


def merge_files(db: Database, drill: ClassDrill, paths: Sequence[Path]) -> list[FileMerge]:
    """Merge each file's results of ``drill``; nothing is written unless every file is good."""
    here = rows.local_origin(db)
    read = [(path, *_read_file(path, drill, here)) for path in paths]
    merged = []
    for path, origin, incoming in read:
        count = rows.import_results(db, drill.drill_id, incoming)
        merged.append(FileMerge(path, count.students, count.answers, origin))
    return merged
