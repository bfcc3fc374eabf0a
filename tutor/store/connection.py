"""An open progress file: the standard library's ``sqlite3`` connection, thinly wrapped.

Opening the tutor and answering a question need no more than running statements, so
the path to the first frame pays for no import beyond ``sqlite3``. The store's bulk
work (exports, merges, imported games) goes through sqlite-utils over the same
connection, :attr:`Database.utils`, imported when first used. :meth:`Database.execute`
commits a write made outside a transaction at once (as the store's callers expect);
inside :func:`tutor.store.database.write_transaction` it joins that transaction, and so
do sqlite-utils' writes, which nest in it as savepoints.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import sqlite_utils

Parameters = Sequence[Any] | Mapping[str, Any]

_CONTROL = ("BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE")


class Database:
    """One SQLite connection and the calls the store makes on it."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self._utils: sqlite_utils.Database | None = None

    @property
    def utils(self) -> sqlite_utils.Database:
        """sqlite-utils over this connection, for the store's bulk reads and writes.

        Imported on first use (it costs about a tenth of a second), and told to leave
        the connection's settings as they are.
        """
        if self._utils is None:
            import sqlite_utils

            self._utils = sqlite_utils.Database(self.conn, recursive_triggers=False)
        return self._utils

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
