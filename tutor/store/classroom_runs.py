"""A teacher-paced drill's shared state as stored: the open question, since when, closed.

Only SQL lives here; what the state means (lobby, deadlines, which answers are closed)
is ``tutor.classroom.pace``'s business.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.store.connection import Database
from tutor.store.database import write_transaction
from tutor.store.times import to_text, utc_now


@dataclass(frozen=True)
class RunRow:
    """One row of ``drill_runs`` (a drill without a row is in its lobby)."""

    open_index: int = 0
    revealed: bool = False
    opened_at: int | None = None
    """When the teacher opened ``open_index`` (ms since 1970 UTC); None: still the lobby."""
    finished: bool = False
    leaderboard: bool = False


def run_row(db: Database, drill_id: int) -> RunRow:
    """The drill's run as stored, or a lobby when the teacher has not started it."""
    row = db.conn.execute(
        "SELECT open_index, revealed, opened_at, finished, leaderboard FROM drill_runs "
        "WHERE drill_id = ?",
        [drill_id],
    ).fetchone()
    if row is None:
        return RunRow()
    return RunRow(int(row[0]), bool(row[1]), row[2], bool(row[3]), bool(row[4]))


def save_run(db: Database, drill_id: int, run: RunRow) -> None:
    """Store the drill's run state (one row per drill)."""
    with write_transaction(db):
        db.conn.execute(
            "INSERT INTO drill_runs (drill_id, open_index, revealed, opened_at, finished, "
            "leaderboard, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (drill_id) DO UPDATE SET open_index = excluded.open_index, "
            "revealed = excluded.revealed, opened_at = excluded.opened_at, "
            "finished = excluded.finished, leaderboard = excluded.leaderboard, "
            "updated_at = excluded.updated_at",
            [
                drill_id,
                run.open_index,
                int(run.revealed),
                run.opened_at,
                int(run.finished),
                int(run.leaderboard),
                to_text(utc_now()),
            ],
        )


def close_unanswered(
    db: Database, drill_id: int, index: int, question_id: str, at_ms: int, opened_at: int
) -> int:
    """Store "no answer" for every student of this file who has not answered ``index``.

    Returns how many were stored. A student who answers at the same moment keeps the
    answer that reached the database first: both writes are ``INSERT OR IGNORE``.
    """
    with write_transaction(db):
        cursor = db.conn.execute(
            "INSERT OR IGNORE INTO drill_answers (student_id, question_index, question_id, "
            "answer, correct, time_ms, answered_at) "
            "SELECT s.id, ?, ?, 'null', 0, ?, ? FROM drill_students s "
            "WHERE s.drill_id = ? AND s.origin = ''",
            [index, question_id, max(0, at_ms - opened_at), at_ms, drill_id],
        )
        return int(cursor.rowcount)
