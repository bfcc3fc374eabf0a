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
        type=click.Path(readable=False),
        envvar=DB_ENV,
        default=None,
        show_envvar=True,
        help="Progress database file (default: a file in your user data directory).",
    )
    return option(func)


def chosen_db_path(db_path: str | None) -> str | None:
    """The ``--db`` given to the subcommand, else the one given before it, else None.

    (None lets ``tutor.store.locate.resolve_db_path`` fall back to the default file.)
    """
    if db_path:
        return db_path
    ctx = click.get_current_context(silent=True)
    while ctx is not None:
        if isinstance(ctx.obj, dict) and ctx.obj.get("db_path"):
            return str(ctx.obj["db_path"])
        ctx = ctx.parent
    return None
