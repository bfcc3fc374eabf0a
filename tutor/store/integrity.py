"""Is the progress database damaged? SQLite's quick check, at open or in the background.

``PRAGMA quick_check`` reads every page of the file and verifies its structure (cell
pointers, page links, record formats), but not that indexes match their tables, which
the full ``integrity_check`` does at several times the cost. Measured with
``python -m tests.bench store --check-only`` on the benchmark's files (two shared cores,
warm cache; quiet machine – busy machine): 7–19 ms at 10,000 attempts (4 MB), 55–140 ms
at 100,000 (35 MB) and 0.5–0.73 s at a million (350 MB). So a file up to
:data:`CHECK_AT_OPEN_BYTES` is checked before it is opened for writing; a larger one,
already in WAL mode and needing no migration, is checked by a background thread while
the caller goes on, and the first write waits for the result.

This module only finds problems; :mod:`tutor.store.database` decides what to refuse.
"""

from __future__ import annotations

import sqlite3

from tutor.store.connection import Database

CHECK_AT_OPEN_BYTES = 64 * 1024 * 1024
"""Files up to this size (about 180,000 attempts, under 0.1 s) are checked at open."""
PROBLEMS_SHOWN = 3
"""How many of SQLite's findings a message quotes."""


def quick_check(conn: sqlite3.Connection) -> str | None:
    """What ``PRAGMA quick_check`` finds wrong with ``conn``'s main file, or None if intact."""
    try:
        rows = conn.execute(f"PRAGMA main.quick_check({PROBLEMS_SHOWN})").fetchall()
    except sqlite3.DatabaseError as error:
        return str(error)
    findings = [
        line
        for row in rows
        for line in str(row[0]).splitlines()
        if line.strip() and not line.startswith("***")
    ]
    return None if findings == ["ok"] else "; ".join(findings[:PROBLEMS_SHOWN])


class BackgroundCheck:
    """The quick check of one file, run on its own read-only connection in a thread.

    The thread is not a daemon: a process that ends while the check runs waits for it
    (at most the check's cost), so SQLite is never stopped half-way through a read.
    """

    def __init__(self, uri: str, timeout: float) -> None:
        self._uri = uri
        self._timeout = timeout
        self._problem: str | None = None
        import threading  # only a file too large to check at open is checked this way

        self._thread = threading.Thread(target=self._run, name="riichi-tutor quick check")
        self._thread.start()

    def _run(self) -> None:
        try:
            conn = sqlite3.connect(self._uri, uri=True, timeout=self._timeout)
        except sqlite3.Error as error:
            self._problem = f"cannot be read to check it ({error})"
            return
        try:
            self._problem = quick_check(conn)
        finally:
            conn.close()

    def result(self) -> str | None:
        """Wait for the check; what it found wrong, or None if the file is intact."""
        self._thread.join()
        return self._problem


class ProgressDatabase(Database):
    """A :class:`Database` that remembers the quick check of its file.

    ``check`` is None when the file was checked (or created) before it was opened, else
    the :class:`BackgroundCheck` still to be waited for.
    """

    def __init__(self, conn: sqlite3.Connection, check: BackgroundCheck | None) -> None:
        super().__init__(conn)
        self.check = check
