"""Copy the progress database with SQLite's online backup, safe while it is in use."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tutor.errors import TutorError
from tutor.store.connection import Database
from tutor.store.database import StoreError, check_intact, database_file
from tutor.writes import live_files, replacing, target_for


def backup_database(db: Database, destination: Path | str, *, force: bool = False) -> Path:
    """Copy ``db`` to ``destination`` and return it.

    The source is quick-checked first: a damaged database is refused with its own name
    and nothing is written. The destination is checked by :func:`tutor.writes.target_for`
    (never the live database or its journals, nothing else's through a link); an
    existing one is replaced only with ``force`` and only once the complete copy exists
    (written beside it under a temporary name, checked, and renamed over it).
    """
    target = Path(destination)
    try:
        real = target_for(
            target, force=force, database=True, protected=live_files(database_file(db.conn))
        )
    except TutorError as error:
        raise StoreError(error.message, file=error.file) from None
    check_intact(db)
    try:
        with replacing(real) as partial:
            copy = sqlite3.connect(str(partial))
            try:
                db.conn.backup(copy)
                check = copy.execute("PRAGMA quick_check").fetchone()[0]
                copy.execute("PRAGMA journal_mode = DELETE")
            finally:
                copy.close()
            if check != "ok":
                raise StoreError(f"the copy failed its check ({check})", file=str(target))
    except OSError as error:
        reason = error.strerror or str(error)
        raise StoreError(f"cannot write the backup ({reason})", file=str(target)) from None
    except sqlite3.Error as error:
        raise StoreError(f"cannot write the backup ({error})", file=str(target)) from None
    return target
