"""The schema's numbered steps (``db/NNNN_*.sql``) and how a file gets the ones it lacks.

Each step is recorded in ``_sqlite_migrations`` (the table sqlite-utils' migrations
kept, so files made by earlier tutors read the same); ``PRAGMA user_version`` holds the
newest step applied. The caller opens the transaction: :func:`apply_steps` runs inside it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

from tutor.paths import db_dir

MIGRATION_SET = "riichi-tutor"


@cache
def migration_files() -> tuple[Path, ...]:
    return tuple(sorted(db_dir().glob("[0-9][0-9][0-9][0-9]_*.sql")))


def schema_version() -> int:
    """The newest schema this version of the tutor knows (the number of its last step)."""
    files = migration_files()
    return int(files[-1].name[:4]) if files else 0


MIGRATIONS_TABLE = (
    'CREATE TABLE IF NOT EXISTS "_sqlite_migrations" ('
    '"id" INTEGER PRIMARY KEY, "migration_set" TEXT, "name" TEXT, "applied_at" TEXT)'
)
MIGRATIONS_INDEX = (
    'CREATE UNIQUE INDEX IF NOT EXISTS "idx__sqlite_migrations_migration_set_name" '
    'ON "_sqlite_migrations" ("migration_set", "name")'
)


def applied_steps(conn: sqlite3.Connection) -> list[str]:
    """The migration steps recorded in the file, in the order they were applied."""
    known = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlite_migrations'"
    ).fetchone()
    if known is None:
        return []
    rows = conn.execute(
        "SELECT name FROM _sqlite_migrations WHERE migration_set = ? ORDER BY id",
        [MIGRATION_SET],
    )
    return [str(row[0]) for row in rows]


def pending_steps(conn: sqlite3.Connection) -> list[Path]:
    """The SQL files in ``db/`` whose step the file lacks, in order."""
    done = set(applied_steps(conn))
    return [path for path in migration_files() if path.stem not in done]


def sql_statements(script: str) -> Iterator[str]:
    """The statements of an SQL script, one at a time (a ``;`` in a comment or a string
    does not end one: SQLite's own tokenizer decides)."""
    pending = ""
    for piece in script.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if _has_code(pending):
                yield pending
            pending = ""
    if _has_code(pending):
        yield pending.removesuffix(";")


def _has_code(text: str) -> bool:
    """Whether ``text`` holds more than line comments and blanks."""
    lines = (line.strip() for line in text.removesuffix(";").splitlines())
    return any(line and not line.startswith("--") for line in lines)


def apply_steps(conn: sqlite3.Connection) -> None:
    """Apply every missing step inside the caller's transaction and record each."""
    conn.execute(MIGRATIONS_TABLE)
    conn.execute(MIGRATIONS_INDEX)
    for path in pending_steps(conn):
        for statement in sql_statements(path.read_text(encoding="utf-8")):
            conn.execute(statement)
        conn.execute(
            "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES (?, ?, ?)",
            [MIGRATION_SET, path.stem, str(datetime.now(UTC))],
        )
    conn.execute(f"PRAGMA user_version = {schema_version()}")
