"""Where the progress database lives.

In order: the ``--db`` option, the ``RIICHI_TUTOR_DB`` environment variable, else
``progress.sqlite3`` in the user's data directory (platformdirs: for example
``~/.local/share/riichi-tutor`` on Linux), created on first run. Nothing is ever
written inside the installed package.
"""

from __future__ import annotations

import os
from pathlib import Path

DB_ENV = "RIICHI_TUTOR_DB"
APP_NAME = "riichi-tutor"
DB_FILE = "progress.sqlite3"


def default_db_path() -> Path:
    """``progress.sqlite3`` in the user's data directory (not created here)."""
    from platformdirs import user_data_path  # only when no file is named: it is slow to load

    return user_data_path(APP_NAME, appauthor=False) / DB_FILE


def resolve_db_path(option: str | os.PathLike[str] | None = None) -> Path:
    """The database file to use: ``option``, else ``$RIICHI_TUTOR_DB``, else the default."""
    if option:
        return Path(option).expanduser()
    from_env = os.environ.get(DB_ENV)
    if from_env:
        return Path(from_env).expanduser()
    return default_db_path()
