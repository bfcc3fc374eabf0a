"""Copy the progress database with SQLite's online backup, safe while it is in use."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from sqlite_utils import Database

from tutor.store.database import StoreError


def backup_database(db: Database, destination: Path | str, *, force: bool = False) -> Path:
    """Copy ``db`` to ``destination`` and return it.

    An existing destination is never overwritten unless ``force``; even then it is
    replaced only once the complete copy exists (the copy is written beside it under a
    temporary name, checked, and renamed over it).
    """
    target = Path(destination)
    if target.is_dir():
        raise StoreError("is a folder: give the backup a file name", file=str(target))
    if target.exists() and not force:
        raise StoreError("already exists: use --force to overwrite it", file=str(target))
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise StoreError(f"folder {folder} does not exist", file=str(target))
    partial = folder / f".{target.name}.partial-{os.getpid()}"
    try:
        copy = sqlite3.connect(str(partial))
        try:
            db.conn.backup(copy)
            check = copy.execute("PRAGMA quick_check").fetchone()[0]
            copy.execute("PRAGMA journal_mode = DELETE")
        finally:
            copy.close()
        if check != "ok":
            raise StoreError(f"the copy failed its check ({check})", file=str(target))
        os.replace(partial, target)
    except (OSError, sqlite3.Error) as error:
        raise StoreError(f"cannot write the backup ({error})", file=str(target)) from None
    finally:
        for leftover in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()
    return target
