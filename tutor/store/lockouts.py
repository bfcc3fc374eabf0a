"""Wrong PINs at a served classroom's sign-in, counted per name and per address.

Rows belong to one run of ``riichi-tutor serve`` (its run id); the policy that reads
them (how long to wait, when to lock) is :mod:`tutor.classroom.lockout`.
"""

from __future__ import annotations

from tutor.store.connection import Database
from tutor.store.database import write_transaction


def failures(db: Database, run: str, scope: str, key: str) -> tuple[int, int]:
    """How many wrong PINs were counted for ``key`` in this run, and when the last was."""
    row = db.conn.execute(
        "SELECT failures, last_at FROM signin_failures WHERE run = ? AND scope = ? AND key = ?",
        [run, scope, key],
    ).fetchone()
    return (0, 0) if row is None else (int(row[0]), int(row[1]))


def count_failure(
    db: Database, run: str, scope: str, key: str, now_ms: int, *, fresh: bool
) -> None:
    """Count one more wrong PIN for ``key`` (the first of a new count when ``fresh``)."""
    with write_transaction(db):
        db.conn.execute(
            "INSERT INTO signin_failures (run, scope, key, failures, last_at) "
            "VALUES (?, ?, ?, 1, ?) ON CONFLICT (run, scope, key) DO UPDATE SET "
            "failures = CASE WHEN ? THEN 1 ELSE failures + 1 END, last_at = excluded.last_at",
            [run, scope, key, now_ms, int(fresh)],
        )


def forget_failures(db: Database, run: str, scope: str, key: str) -> None:
    """Start ``key``'s count again (after a right PIN)."""
    with write_transaction(db):
        db.conn.execute(
            "DELETE FROM signin_failures WHERE run = ? AND scope = ? AND key = ?",
            [run, scope, key],
        )
