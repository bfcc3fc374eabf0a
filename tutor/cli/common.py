"""Options and error handling shared by every subcommand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])

DB_ENV = "RIICHI_TUTOR_DB"


def db_option(func: F) -> F:
    """``--db PATH``: the progress database (default: the user's data directory)."""
    option = click.option(
        "--db",
        "db_path",
        type=click.Path(dir_okay=False),
        envvar=DB_ENV,
        default=None,
        show_envvar=True,
        help="Progress database file (default: a file in your user data directory).",
    )
    return option(func)
