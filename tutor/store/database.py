"""Open the progress database: check it is ours, migrate it, and write to it safely.

Opening never alters a file it then refuses. Before anything is written, the path is
checked to be a regular file or a new path (never a folder, a device or a FIFO), the
file is checked from the outside (its 100-byte SQLite header, its length against the
page count the header records) and then through a read-only connection (whose
application id, schema version and applied migrations are read, and which runs SQLite's
quick check: see :mod:`tutor.store.integrity` for when it runs in the background). Only
a file that passes is opened for writing, switched to WAL and migrated; no write reaches
a file whose check has not passed.

The schema lives in ``db/`` as numbered SQL files (``0001_initial.sql``, …). Every
step a file lacks is applied in one ``BEGIN IMMEDIATE`` transaction, in order, each
recorded in ``_sqlite_migrations`` (the table sqlite-utils' migrations kept, so files
made by earlier tutors read the same), so several processes opening a new file at once
apply them once and a fresh file gets its whole schema in one step. ``PRAGMA
user_version`` records the newest applied step; a larger number than this version of
the tutor knows means the file comes from a newer tutor and is refused.

Writes go through :func:`write_transaction`: short ``BEGIN IMMEDIATE`` transactions
that wait for the lock (busy timeout) and retry while another process holds it.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple, TypeVar

from tutor.errors import TutorError
from tutor.paths import is_existing_file
from tutor.store import migrations
from tutor.store.connection import Database
from tutor.store.integrity import (
    CHECK_AT_OPEN_BYTES,
    BackgroundCheck,
    ProgressDatabase,
    quick_check,
)

APPLICATION_ID = 0x52544D4A  # "RTMJ": marks a file as a riichi-tutor progress database
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_S = 30.0
"""How long a writer waits for another process's lock before giving up."""

T = TypeVar("T")


class StoreError(TutorError):
    """The progress database cannot be used; the message says which file and why."""


class FileCheck(NamedTuple):
    """What the outside checks found: a new file to create, or an existing database."""

    path: Path
    exists: bool
    version: int
    checked: bool
    """Whether the quick check has already run (else it is to run in the background)."""


def _fail(path: Path, problem: str) -> StoreError:
    return StoreError(problem, file=str(path))


def _is_busy(error: sqlite3.Error) -> bool:
    text = str(error).lower()
    return "locked" in text or "busy" in text


def check_file(path: Path, *, create: bool = True) -> FileCheck:
    """Check ``path`` without writing to it; raise :class:`StoreError` if it is unusable."""
    try:
        exists = is_existing_file(path)
    except TutorError as error:
        raise _fail(path, error.message) from None
    if not exists or path.stat().st_size == 0:
        if not create:
            raise _fail(path, "no progress database here")
        folder = path.parent if path.parent != Path("") else Path(".")
        if folder.exists() and not _writable(folder):
            raise _fail(path, f"cannot create the database: folder {folder} is read-only")
        return FileCheck(path, exists=exists, version=0, checked=True)
    in_wal_mode = _check_header(path)
    check_now = not in_wal_mode or path.stat().st_size <= CHECK_AT_OPEN_BYTES
    version, checked = _check_contents(path, check_now=check_now)
    return FileCheck(path, exists=True, version=version, checked=checked)


def _check_header(path: Path) -> bool:
    """Refuse what is not a whole SQLite file; say whether it is in WAL mode."""
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError as error:
        raise _fail(path, f"cannot read the file ({error.strerror})") from None
    if not header.startswith(SQLITE_MAGIC[: len(header)]) or len(header) < len(SQLITE_MAGIC):
        raise _fail(path, "is not an SQLite database (wrong header)")
    if len(header) < 100:
        raise _fail(path, "is a truncated SQLite database (shorter than its header)")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    page_count = int.from_bytes(header[28:32], "big")
    count_is_valid = header[24:28] == header[92:96] and page_count > 0
    wal = path.with_name(path.name + "-wal")
    wal_in_use = wal.exists() and wal.stat().st_size > 0
    if count_is_valid and not wal_in_use and path.stat().st_size < page_count * page_size:
        raise _fail(
            path,
            f"is a truncated SQLite database ({path.stat().st_size} bytes, "
            f"its header says {page_count * page_size})",
        )
    return header[18:20] == b"\x02\x02"


def _has_wal(path: Path) -> bool:
    return path.with_name(path.name + "-wal").exists()


def _read_only_uri(path: Path, *, immutable: bool) -> str:
    from urllib.parse import quote  # only a read-only opening quotes a path: loaded then

    uri = f"file:{quote(str(path.resolve()))}?mode=ro"
    return uri + "&immutable=1" if immutable else uri


class _Contents(NamedTuple):
    app_id: int
    version: int
    names: frozenset[str]
    applied: frozenset[str]
    checked: bool
    problem: str | None
    """What SQLite's quick check found wrong (None if it passed or did not run)."""


def _read_contents(uri: str, *, check_now: bool) -> _Contents:
    conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S)
    try:
        names = frozenset(row[0] for row in conn.execute("SELECT name FROM sqlite_master"))
        applied: frozenset[str] = frozenset()
        if "_sqlite_migrations" in names:
            applied = frozenset(
                row[0]
                for row in conn.execute(
                    "SELECT name FROM _sqlite_migrations WHERE migration_set = ?",
                    [migrations.MIGRATION_SET],
                )
            )
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        # A migration writes: the file is checked first, however large.
        checked = check_now or version < migrations.schema_version()
        return _Contents(
            app_id=int(conn.execute("PRAGMA application_id").fetchone()[0]),
            version=version,
            names=names,
            applied=applied,
            checked=checked,
            problem=quick_check(conn) if checked else None,
        )
    finally:
        conn.close()


def _check_contents(path: Path, *, check_now: bool) -> tuple[int, bool]:
    """Read the schema version without writing; refuse what is not ours or is damaged.

    Returns the version and whether the quick check ran (see :func:`_read_contents`).

    With no ``-wal`` file beside it, no other connection is using the database, and
    an ``immutable`` read leaves no ``-wal``/``-shm`` files behind. With a ``-wal``
    present (or one that appeared while the immutable read failed: a process opened
    the file meanwhile), an ordinary read-only connection reads it with the journal.
    """
    contents: _Contents | None = None
    while contents is None:
        immutable = not _has_wal(path)
        try:
            contents = _read_contents(
                _read_only_uri(path, immutable=immutable), check_now=check_now
            )
        except sqlite3.DatabaseError as error:
            # Retried with the journal only if one appeared meanwhile: a plain read-only
            # connection would leave -wal and -shm files beside a file it then refuses.
            if not immutable or not _has_wal(path):
                raise _fail(path, f"is damaged or not an SQLite database ({error})") from None
    ours = contents.app_id == APPLICATION_ID or (contents.app_id == 0 and not contents.names)
    if not ours:
        raise _fail(path, "is an SQLite database, but not a riichi-tutor progress database")
    known = {step.stem for step in migrations.migration_files()}
    if contents.version > migrations.schema_version() or contents.applied - known:
        raise _fail(
            path,
            f"was written by a newer riichi-tutor (schema {contents.version}; this version "
            f"knows up to {migrations.schema_version()}): upgrade riichi-tutor to use it",
        )
    if contents.problem is not None:
        raise _damaged(path, contents.problem)
    # A step numbered below the newest but added later (numbers are handed out ahead)
    # is still missing from a file already at the newest number: migrate it too.
    missing = known - contents.applied if contents.names else set()
    newest = migrations.schema_version()
    version = min(contents.version, newest - 1) if missing else contents.version
    return version, contents.checked


def _damaged(path: Path, problem: str) -> StoreError:
    return _fail(
        path,
        f"is damaged, so riichi-tutor will not use it or write to it (SQLite's quick check "
        f"found: {problem}); restore it from a backup",
    )


def _writable(path: Path) -> bool:
    """Writable by permission bits as well as by access(): root still honours a chmod."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return bool(mode & stat.S_IWUSR) and os.access(path, os.W_OK)


def open_database(path: Path | str, *, create: bool = True) -> Database:
    """Open (creating it if allowed and missing) and migrate the progress database.

    Raises :class:`StoreError` for a file that is not a riichi-tutor database, is
    damaged or truncated, comes from a newer tutor, or cannot be written; in each case
    the file is left exactly as it was.
    """
    path = Path(path)
    found = check_file(path, create=create)
    if found.exists and not _writable(path):
        raise _fail(path, "is read-only: riichi-tutor needs to record progress in it")
    folder = path.parent if str(path.parent) else Path(".")
    if found.exists and not _writable(folder):
        raise _fail(path, f"folder {folder} is read-only: the database needs its journal beside it")
    if not found.exists:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise _fail(path, f"cannot create folder {folder} ({error.strerror})") from None
    try:
        conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_S)
    except sqlite3.Error as error:
        raise _fail(path, f"cannot be opened ({error})") from None
    try:
        _configure(conn)
        db = Database(conn)
        if found.version < migrations.schema_version():
            _migrate(db, path)
        # Started once the file is in WAL mode, so the check reads beside our writes.
        later = (
            None
            if found.checked
            else BackgroundCheck(_read_only_uri(path, immutable=False), BUSY_TIMEOUT_S)
        )
    except sqlite3.Error as error:
        conn.close()
        raise _fail(path, f"cannot be opened for writing ({error})") from None
    except StoreError:
        conn.close()
        raise
    return ProgressDatabase(conn, later)


def open_read_only(path: Path | str, found: FileCheck | None = None) -> ProgressDatabase:
    """Open an existing progress database without ever writing to it or beside it.

    Immutable (so SQLite creates no ``-wal`` or ``-shm`` file) when no ``-wal`` is
    beside it; with one, an ordinary read-only connection reads it with its journal.
    ``found`` is the file's :func:`check_file` result, if already made.
    """
    path = Path(path)
    found = found if found is not None else check_file(path, create=False)
    uri = _read_only_uri(path, immutable=not _has_wal(path))
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S)
    except sqlite3.Error as error:
        raise _fail(path, f"cannot be read ({error})") from None
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as error:
        conn.close()
        raise _fail(path, f"cannot be read ({error}): copy it to a writable folder") from None
    return ProgressDatabase(conn, None if found.checked else BackgroundCheck(uri, BUSY_TIMEOUT_S))


def open_for_reading(path: Path | str) -> Database:
    """Open an existing progress database for a command that only reads it (export,
    backup): as :func:`open_database` does when it may be written, else read-only, so
    that a database on read-only media can still be copied and exported."""
    path = Path(path)
    found = check_file(path, create=False)
    folder = path.parent if str(path.parent) else Path(".")
    if _writable(path) and _writable(folder):
        return open_database(path, create=False)
    if found.version < migrations.schema_version():
        raise _fail(
            path,
            "is read-only and was written by an older riichi-tutor: copy it to a writable "
            "folder so that this version can upgrade it",
        )
    return open_read_only(path, found)


def require_intact(db: Database) -> None:
    """Wait for the quick check of ``db``'s file if it runs in the background; refuse a
    damaged file with :class:`StoreError` naming it. Every write does this first."""
    if isinstance(db, ProgressDatabase) and db.check is not None:
        problem = db.check.result()
        if problem is not None:
            raise _damaged(database_file(db.conn), problem)


def check_intact(db: Database) -> None:
    """Run SQLite's quick check on ``db`` now; refuse a damaged file with
    :class:`StoreError` naming it. Call before copying or merging a database."""
    require_intact(db)
    problem = quick_check(db.conn)
    if problem is not None:
        raise _damaged(database_file(db.conn), problem)


def _configure(conn: sqlite3.Connection) -> None:
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    _retry_busy(lambda: conn.execute("PRAGMA journal_mode = WAL").fetchone())
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA foreign_keys = ON")


def _migrate(db: Database, path: Path) -> None:
    with write_transaction(db):
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > migrations.schema_version():
            raise _fail(path, f"was written by a newer riichi-tutor (schema {version})")
        if version < migrations.schema_version() or migrations.pending_steps(db.conn):
            migrations.apply_steps(db.conn)
            db.conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def _retry_busy(action: Callable[[], T]) -> T:
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        try:
            return action()
        except sqlite3.OperationalError as error:
            if not _is_busy(error) or time.monotonic() > deadline:
                raise
            import random  # only a busy database waits a random while

            time.sleep(random.uniform(0.001, 0.02))


@contextmanager
def write_transaction(db: Database) -> Iterator[Database]:
    """One short write transaction: ``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on error.

    Taking the write lock at the start means the transaction never has to give up
    half-way because another process wrote first; while another process holds the
    lock this waits (busy timeout) and retries until :data:`BUSY_TIMEOUT_S` has passed,
    then raises :class:`StoreError` (as it does when the disk refuses the write).
    """
    require_intact(db)
    conn = db.conn
    try:
        _retry_busy(lambda: conn.execute("BEGIN IMMEDIATE"))
    except sqlite3.OperationalError as error:
        raise _fail(database_file(conn), f"cannot record progress ({error})") from None
    try:
        yield db
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    try:
        _retry_busy(lambda: conn.execute("COMMIT"))
    except sqlite3.OperationalError as error:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise _fail(database_file(conn), f"cannot record progress ({error})") from None


def database_file(conn: sqlite3.Connection) -> Path:
    """The main file of ``conn`` (``:memory:`` for none)."""
    rows = conn.execute("PRAGMA database_list").fetchall()
    return Path(next((row[2] for row in rows if row[1] == "main"), "") or ":memory:")
