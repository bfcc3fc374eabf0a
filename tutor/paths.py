"""Where the data folders are, and how a file the user names is read or written.

The data folders sit beside the package in a checkout and inside it in a wheel. A file
the user names (a situation, a ruleset, the progress database, a backup or export
target) must be a regular file or, for a target, a path where nothing is yet: a folder,
a device, a FIFO or a socket (or a symbolic link to one) is refused before anything
reads or writes it, so that ``--db /dev/null`` or ``backup /dev/null`` leave the device
alone and a situation named ``/dev/zero`` is not read forever.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from tutor.bounds import FILE_BYTES, too_large
from tutor.errors import TutorError, from_os_error

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the tutor's {name}/ folder is missing from this installation")


def content_dir() -> Path:
    """``content/``: rule cards, rulesets, drills and curated situations."""
    return _data_dir("content")


def db_dir() -> Path:
    """``db/``: the database schema and its migrations."""
    return _data_dir("db")


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _refuse(path: Path, mode: int) -> TutorError:
    link = " (through a symbolic link)" if path.is_symlink() else ""
    return TutorError(f"is {_kind(mode)}{link}, not a regular file", file=str(path))


def is_existing_file(path: Path) -> bool:
    """True for an existing regular file (or a link to one), False if nothing is there.

    Anything else raises :class:`TutorError` naming the file: a folder, a device, a
    FIFO, a socket, a link to one of them, a broken link, or a name the system rejects
    (too long, a part that is not a folder, no permission to look).
    """
    if "\x00" in str(path):
        raise TutorError("is not a usable file name (it holds a NUL character)", file=str(path))
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        if os.path.islink(path):
            raise TutorError("is a broken symbolic link", file=str(path)) from None
        return False
    except OSError as error:
        raise from_os_error(error) from None
    if not stat.S_ISREG(mode):
        raise _refuse(path, mode)
    return True


def read_user_file(path: str | Path) -> bytes:
    """The bytes of a regular file the user named; anything else is refused unread.

    The file is opened without blocking (a FIFO does not wait for a writer) and checked
    on the open descriptor, so what is read is what was checked; a file larger than
    :data:`tutor.bounds.FILE_BYTES` is refused, and never read past that size.
    ``OSError`` passes through for the caller to word.
    """
    if "\x00" in str(path):
        raise TutorError("is not a usable file name (it holds a NUL character)", file=str(path))
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(descriptor, "rb") as handle:
        found = os.fstat(descriptor)
        if not stat.S_ISREG(found.st_mode):
            raise _refuse(Path(path), found.st_mode)
        data = handle.read(FILE_BYTES + 1)
        problem = too_large(max(found.st_size, len(data)), "the file")
        if problem is not None:
            raise TutorError(problem, file=str(path))
        return data
