"""The classroom's tables: students of a drill, their final answers, the teacher's pace.

Only SQL lives here; what a drill is and how its results are read is
``tutor.classroom``'s business. Every write is one short transaction, so that thirty
students answering at once in one file each wait their turn and none is lost.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from tutor.store.connection import Database
from tutor.store.database import StoreError, check_file, open_read_only, write_transaction
from tutor.store.times import to_text, utc_now


class StudentRow(NamedTuple):
    """One student of one drill as stored."""

    id: int
    name: str
    origin: str
    pin_hash: str | None
    opened_index: int | None
    opened_at: int | None


class AnswerRow(NamedTuple):
    """One final answer as stored."""

    student_id: int
    question_index: int
    question_id: str
    answer: Any
    correct: bool
    time_ms: int
    answered_at: int


def local_origin(db: Database) -> str:
    """This file's origin id (made when the classroom tables were added)."""
    row = db.conn.execute("SELECT origin FROM classroom_origin WHERE id = 1").fetchone()
    if row is None:
        raise StoreError("this database has no classroom origin id")
    return str(row[0])


def _student(row: Sequence[Any]) -> StudentRow:
    return StudentRow(int(row[0]), str(row[1]), str(row[2]), row[3], row[4], row[5])


_STUDENT_COLUMNS = "id, name, origin, pin_hash, opened_index, opened_at"


def find_student(db: Database, drill_id: int, key: str, origin: str = "") -> StudentRow | None:
    """The student whose name has the key ``key`` (from ``origin``), if they have joined."""
    row = db.conn.execute(
        f"SELECT {_STUDENT_COLUMNS} FROM drill_students "
        "WHERE drill_id = ? AND name_key = ? AND origin = ? ORDER BY id LIMIT 1",
        [drill_id, key, origin],
    ).fetchone()
    return None if row is None else _student(row)


def student_by_id(db: Database, student_id: int) -> StudentRow | None:
    """The student row ``student_id``."""
    row = db.conn.execute(
        f"SELECT {_STUDENT_COLUMNS} FROM drill_students WHERE id = ?", [student_id]
    ).fetchone()
    return None if row is None else _student(row)


def add_student(
    db: Database, drill_id: int, name: str, key: str, pin_hash: str | None
) -> StudentRow:
    """Add a student to the drill, or return the one already there under that name key.

    Two processes joining with the same name (in any case) at once end with one row.
    """
    with write_transaction(db):
        if find_student(db, drill_id, key) is None:
            db.conn.execute(
                "INSERT OR IGNORE INTO drill_students (drill_id, name, name_key, origin, "
                "pin_hash, joined_at) VALUES (?, ?, ?, '', ?, ?)",
                [drill_id, name, key, pin_hash, to_text(utc_now())],
            )
    found = find_student(db, drill_id, key)
    assert found is not None
    return found


def set_first_pin(db: Database, student_id: int, pin_hash: str) -> None:
    """Store a student's personal PIN unless one was set meanwhile (the first one stays)."""
    with write_transaction(db):
        db.conn.execute(
            "UPDATE drill_students SET pin_hash = ? WHERE id = ? AND pin_hash IS NULL",
            [pin_hash, student_id],
        )


def clear_student_pin(db: Database, student_id: int) -> None:
    """Forget a student's personal PIN: the next sign-in sets a new one."""
    with write_transaction(db):
        db.conn.execute("UPDATE drill_students SET pin_hash = NULL WHERE id = ?", [student_id])


def students(db: Database, drill_id: int) -> list[StudentRow]:
    """Every student of the drill, in the order they joined."""
    rows = db.conn.execute(
        f"SELECT {_STUDENT_COLUMNS} FROM drill_students WHERE drill_id = ? ORDER BY id",
        [drill_id],
    ).fetchall()
    return [_student(row) for row in rows]


def mark_opened(db: Database, student_id: int, index: int, at_ms: int) -> int:
    """Record that question ``index`` is on the student's screen; return when it opened.

    Opening the same question again (after a crash) keeps the first time, so that a
    time limit is not reset by rejoining.
    """
    with write_transaction(db):
        row = db.conn.execute(
            "SELECT opened_index, opened_at FROM drill_students WHERE id = ?", [student_id]
        ).fetchone()
        if row is not None and row[0] == index and row[1] is not None:
            return int(row[1])
        db.conn.execute(
            "UPDATE drill_students SET opened_index = ?, opened_at = ? WHERE id = ?",
            [index, at_ms, student_id],
        )
        return at_ms


def record_answer(db: Database, row: AnswerRow) -> bool:
    """Store a final answer; False (and nothing written) if that question has one already."""
    with write_transaction(db):
        cursor = db.conn.execute(
            "INSERT OR IGNORE INTO drill_answers (student_id, question_index, question_id, "
            "answer, correct, time_ms, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                row.student_id,
                row.question_index,
                row.question_id,
                json.dumps(row.answer, sort_keys=True),
                int(row.correct),
                row.time_ms,
                row.answered_at,
            ],
        )
        return cursor.rowcount == 1


def answers(db: Database, drill_id: int) -> list[AnswerRow]:
    """Every answer given in the drill, by student and question."""
    rows = db.conn.execute(
        "SELECT a.student_id, a.question_index, a.question_id, a.answer, a.correct, "
        "a.time_ms, a.answered_at FROM drill_answers a "
        "JOIN drill_students s ON s.id = a.student_id WHERE s.drill_id = ? "
        "ORDER BY a.student_id, a.question_index",
        [drill_id],
    ).fetchall()
    return [
        AnswerRow(
            int(r[0]), int(r[1]), str(r[2]), _answer(r[3]), bool(r[4]), int(r[5]), int(r[6])
        )
        for r in rows
    ]


_PLAIN = {"true": True, "false": False, "null": None}
"""The answers most often stored (yes, no, no answer in time), read without the JSON
reader: a class of forty gives a thousand of them."""


def _answer(text: str) -> Any:
    return _PLAIN[text] if text in _PLAIN else json.loads(text)


def answered_indexes(db: Database, student_id: int) -> set[int]:
    """The questions the student has answered."""
    rows = db.conn.execute(
        "SELECT question_index FROM drill_answers WHERE student_id = ?", [student_id]
    ).fetchall()
    return {int(r[0]) for r in rows}


class MergeCount(NamedTuple):
    """What one merge added."""

    students: int
    answers: int


def import_results(
    db: Database,
    drill_id: int,
    incoming: Iterable[tuple[StudentRow, Sequence[AnswerRow]]],
) -> MergeCount:
    """Add students (keyed by drill, name and origin) and their answers, in one transaction.

    Answers already present (same student, same question) are left as they are, so
    merging the same results twice adds nothing.
    """
    added_students = added_answers = 0
    with write_transaction(db):
        for student, given in incoming:
            cursor = db.conn.execute(
                "INSERT OR IGNORE INTO drill_students (drill_id, name, name_key, origin, "
                "pin_hash, joined_at) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    drill_id,
                    student.name,
                    student.name.casefold(),
                    student.origin,
                    student.pin_hash,
                    to_text(utc_now()),
                ],
            )
            added_students += cursor.rowcount
            local_id = db.conn.execute(
                "SELECT id FROM drill_students WHERE drill_id = ? AND name = ? AND origin = ?",
                [drill_id, student.name, student.origin],
            ).fetchone()[0]
            changes = db.conn.total_changes
            db.utils.table("drill_answers").insert_all(
                (
                    {
                        "student_id": local_id,
                        "question_index": answer.question_index,
                        "question_id": answer.question_id,
                        "answer": json.dumps(answer.answer, sort_keys=True),
                        "correct": int(answer.correct),
                        "time_ms": answer.time_ms,
                        "answered_at": answer.answered_at,
                    }
                    for answer in given
                ),
                ignore=True,
            )
            added_answers += db.conn.total_changes - changes
    return MergeCount(added_students, added_answers)


def open_results(path: Path) -> Database:
    """Open another progress file read-only to merge from it; refuse a file not ours.

    The file is checked as :func:`open_database` checks one (header, application id,
    schema) and never written to, nor anything beside it (see :func:`open_read_only`).
    """
    found = check_file(path, create=False)
    if found.version < 3:
        raise StoreError("holds no classroom results (its tutor predates drills)", file=str(path))
    return open_read_only(path, found)

def stored_question(db: Database, drill_id: int, position: int) -> str | None:
    """The drill's question at ``position`` as stored (JSON text), if it was built before."""
    row = db.conn.execute(
        "SELECT question FROM drill_questions WHERE drill_id = ? AND position = ?",
        [drill_id, position],
    ).fetchone()
    return None if row is None else str(row[0])


def stored_questions(db: Database, drill_id: int, *, without: str = "") -> dict[int, str]:
    """Every question of the drill stored so far (JSON text), by position; ``without``
    one key of the stored object (SQLite leaves it out, which is quicker than reading it
    in Python and dropping it)."""
    if without:
        with contextlib.suppress(sqlite3.OperationalError):  # an SQLite without JSON
            found = db.conn.execute(
                "SELECT position, json_remove(question, '$.' || ?) FROM drill_questions "
                "WHERE drill_id = ?",
                [without, drill_id],
            ).fetchall()
            return {int(row[0]): str(row[1]) for row in found}
    found = db.conn.execute(
        "SELECT position, question FROM drill_questions WHERE drill_id = ?", [drill_id]
    ).fetchall()
    return {int(row[0]): str(row[1]) for row in found}


def store_question(db: Database, drill_id: int, position: int, text: str) -> None:
    """Keep a built question; if another process stored it first, theirs stays."""
    with write_transaction(db):
        db.conn.execute(
            "INSERT OR IGNORE INTO drill_questions (drill_id, position, question) VALUES (?, ?, ?)",
            [drill_id, position, text],
        )


def drill_list(db: Database) -> list[tuple[str, str, int, dict[str, Any]]]:
    """Every drill in the database: (code, title, students who joined, definition),
    oldest first."""
    rows = db.conn.execute(
        "SELECT d.code, d.title, count(s.id), d.definition FROM drills d "
        "LEFT JOIN drill_students s ON s.drill_id = d.id GROUP BY d.id ORDER BY d.id"
    ).fetchall()
    return [
        (str(code), str(title), int(joined), json.loads(definition or "{}"))
        for code, title, joined, definition in rows
    ]


def joined_any(db: Database) -> bool:
    """Whether any student of this file ever joined a class drill here: when none did,
    nobody has one to resume and the classroom's modules need not be loaded to say so."""
    found = db.conn.execute("SELECT 1 FROM drill_students WHERE origin = '' LIMIT 1")
    return found.fetchone() is not None


def joined_drills(db: Database, key: str) -> list[tuple[str, int]]:
    """(code, student id) of every drill a student of this file joined under ``key``,
    the most recently joined first."""
    rows = db.conn.execute(
        "SELECT d.code, s.id FROM drill_students s JOIN drills d ON d.id = s.drill_id "
        "WHERE s.name_key = ? AND s.origin = '' ORDER BY s.id DESC",
        [key],
    ).fetchall()
    return [(str(code), int(student_id)) for code, student_id in rows]
