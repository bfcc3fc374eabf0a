"""Writing a file the user names: whole or not at all, and never over what is not ours.

Every file riichi-tutor writes for the user (an export, a backup, a report, a drill
file, generated situations, a saved situation) goes through :func:`target_for` and
:func:`replacing`, or :func:`write_file` which uses both:

* the new content is written to a temporary file in the target's own folder and renamed
  over the target only once it is complete, so a full disk or a crash leaves the
  previous file as it was (and never a half-written one);
* an existing target is replaced only with ``force``;
* nothing is written through a symbolic link, except a backup through a link to a file
  that is itself a riichi-tutor database (a "latest backup" link); the rename replaces
  the name, so a link planted meanwhile is replaced, never followed;
* never onto a database in use: the live progress database and its ``-wal``, ``-shm``
  and ``-journal`` files (also through a link or another name for the same file), the
  journal of any database beside it, a database with a ``-wal`` beside it; and a text
  output never goes over any SQLite database.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from pathlib import Path

from tutor.errors import TutorError
from tutor.paths import is_existing_file

JOURNALS = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside a database."""
SQLITE_MAGIC = b"SQLite format 3\x00"
OUR_APPLICATION_ID = b"RTMJ"
"""Bytes 68–71 of a riichi-tutor database's header (its SQLite application id)."""


def live_files(database: str | Path) -> set[Path]:
    """The database file and the journal files beside it, as real paths."""
    main = os.path.realpath(database)
    return {Path(main + suffix) for suffix in ("", *JOURNALS)}


def _header(path: Path) -> bytes:
    try:
        with path.open("rb") as handle:
            return handle.read(100)
    except OSError:
        return b""


def is_our_database(path: Path) -> bool:
    """Whether ``path`` starts like a riichi-tutor progress database (header only)."""
    header = _header(path)
    return header.startswith(SQLITE_MAGIC) and header[68:72] == OUR_APPLICATION_ID


def _same_file(path: Path, others: Collection[Path]) -> bool:
    if os.path.realpath(path) in {str(other) for other in others}:
        return True
    try:
        mine = os.stat(path)
    except OSError:
        return False
    for other in others:
        with contextlib.suppress(OSError):
            theirs = os.stat(other)
            if (mine.st_dev, mine.st_ino) == (theirs.st_dev, theirs.st_ino):
                return True
    return False


def _journal_of(path: Path) -> Path | None:
    for suffix in JOURNALS:
        if path.name.endswith(suffix) and len(path.name) > len(suffix):
            base = path.with_name(path.name[: -len(suffix)])
            if base.exists():
                return base
    return None


def target_for(
    destination: str | Path,
    *,
    force: bool,
    database: bool = False,
    protected: Collection[Path] = (),
    hint: str = "use --force to overwrite it",
) -> Path:
    """The path to rename the finished file onto; refuse a target that is not ours.

    ``database`` is True for a backup (a link to a riichi-tutor database may be
    followed, and an existing database replaced); a text output never replaces an
    SQLite file. ``protected`` holds the live database's files (see :func:`live_files`);
    ``hint`` says what to do instead of overwriting an existing file.
    Every refusal is a :class:`TutorError` naming ``destination``.
    """
    target = Path(destination)
    name = str(target)
    exists = is_existing_file(target)
    if protected and _same_file(target, protected):
        raise TutorError(
            "is the live progress database (or its journal): write elsewhere", file=name
        )
    journal_of = _journal_of(target)
    if journal_of is not None:
        raise TutorError(f"is the journal of the database {journal_of}: write elsewhere", file=name)
    if not exists:
        folder = target.parent if str(target.parent) else Path(".")
        if not folder.is_dir():
            raise TutorError(f"folder {folder} does not exist", file=name)
        return target
    if not force:
        raise TutorError(f"already exists: {hint}", file=name)
    real = Path(os.path.realpath(target))
    if target.is_symlink() and not (database and is_our_database(real)):
        raise TutorError(
            "is a symbolic link to a file riichi-tutor did not write: name the file itself",
            file=name,
        )
    if not database and _header(real).startswith(SQLITE_MAGIC):
        raise TutorError(
            "is an SQLite database: riichi-tutor will not write text over it", file=name
        )
    if Path(f"{real}-wal").exists():
        raise TutorError(
            "is a database in use (its -wal file is beside it): write elsewhere", file=name
        )
    return real


def _partial_in(folder: Path) -> Path:
    """A new empty file of ours in ``folder`` (a short name, so any target's folder fits)."""
    while True:
        partial = folder / f".riichi-tutor-{secrets.token_hex(6)}.partial"
        try:
            os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            continue
        return partial


@contextmanager
def replacing(target: Path) -> Iterator[Path]:
    """A temporary file beside ``target`` to fill; renamed onto ``target`` if the block
    ends normally, removed (with any SQLite journal of its own) in every case else."""
    folder = target.parent if str(target.parent) else Path(".")
    partial = _partial_in(folder)
    try:
        yield partial
        os.replace(partial, target)
    finally:
        for leftover in (partial, *(Path(f"{partial}{suffix}") for suffix in JOURNALS)):
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()


def write_file(
    destination: str | Path,
    content: str | bytes,
    *,
    force: bool = False,
    protected: Collection[Path] = (),
    what: str = "the file",
    hint: str = "use --force to overwrite it",
) -> Path:
    """Write ``content`` (text as UTF-8) to ``destination`` whole, by rename; see the
    module's rules. A write the system refuses (a full disk, a read-only folder) is a
    :class:`TutorError` naming the file, and any previous file is left as it was."""
    target = target_for(destination, force=force, protected=protected, hint=hint)
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        with replacing(target) as partial, partial.open("wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as error:
        reason = error.strerror or str(error)
        raise TutorError(f"cannot write {what} ({reason})", file=str(destination)) from None
    return target
