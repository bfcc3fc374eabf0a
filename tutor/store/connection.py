"""An open progress file: the standard library's ``sqlite3`` connection, thinly wrapped.

The store needs no more of a database library than running statements, so opening
the tutor pays for no import beyond ``sqlite3``. :meth:`Database.execute` commits a
write made outside a transaction at once (as the store's callers expect); inside
:func:`tutor.store.database.write_transaction` it joins that transaction.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

Parameters = Sequence[Any] | Mapping[str, Any]

_CONTROL = ("BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE")


class Database:
    """One SQLite connection and the calls the store makes on it."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def execute(self, sql: str, parameters: Parameters | None = None) -> sqlite3.Cursor:
        """Run one statement; a write outside a transaction is committed before returning."""
        was_open = self.conn.in_transaction
        try:
            cursor = (
                self.conn.execute(sql) if parameters is None else self.conn.execute(sql, parameters)
            )
        except Exception:
            if not was_open and self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        opened = not was_open and self.conn.in_transaction
        if opened and cursor.description is None and not _is_control(sql):
            self.conn.execute("COMMIT")
        return cursor

    def close(self) -> None:
        self.conn.close()


def _is_control(sql: str) -> bool:
    words = sql.lstrip().split(None, 1)
    return bool(words) and words[0].upper() in _CONTROL
