"""Copy the progress database with SQLite's online backup, safe while it is in use."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from tutor.errors import TutorError
from tutor.paths import writable_target
from tutor.store.connection import Database
from tutor.store.database import StoreError, check_intact

JOURNALS = ("", "-wal", "-shm", "-journal")
"""The database file and the files SQLite keeps beside it: never a backup's target."""


def _live_files(db: Database) -> set[str]:
    rows = db.conn.execute("PRAGMA database_list").fetchall()
    main = next((row[2] for row in rows if row[1] == "main"), "")
    return {os.path.realpath(main + suffix) for suffix in JOURNALS} if main else set()


def backup_database(db: Database, destination: Path | str, *, force: bool = False) -> Path:
    """Copy ``db`` to ``destination`` and return it.

    The source is quick-checked first: a damaged database is refused with its own name
    and nothing is written. The destination must be a regular file or a new path (see
    :func:`writable_target`), never the live database or its journal; an existing one
    is replaced only with ``force`` and only once the complete copy exists (written
    beside it under a temporary name, checked, and renamed over it; a symbolic link to a
    regular file stays a link, and the file it points at is replaced).
    """
    target = Path(destination)
    if os.path.realpath(target) in _live_files(db):
        raise StoreError("is the live progress database: back it up elsewhere", file=str(target))
    try:
        real = writable_target(target, force=force)
    except TutorError as error:
        raise StoreError(error.message, file=error.file) from None
    check_intact(db)
    # A short name of its own, so a target name at the system's limit still fits.
    partial = real.parent / f".riichi-tutor-backup-{os.getpid()}.partial"
    try:
        os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        copy = sqlite3.connect(str(partial))
        try:
            db.conn.backup(copy)
            check = copy.execute("PRAGMA quick_check").fetchone()[0]
            copy.execute("PRAGMA journal_mode = DELETE")
        finally:
            copy.close()
        if check != "ok":
            raise StoreError(f"the copy failed its check ({check})", file=str(target))
        os.replace(partial, real)
    except OSError as error:
        reason = error.strerror or str(error)
        raise StoreError(f"cannot write the backup ({reason})", file=str(target)) from None
    except sqlite3.Error as error:
        raise StoreError(f"cannot write the backup ({error})", file=str(target)) from None
    finally:
        for leftover in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()
    return target
