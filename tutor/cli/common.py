"""Options and error handling shared by every subcommand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from tutor.cli.spec import DB, Command, Option

F = TypeVar("F", bound=Callable[..., Any])

def click_option(option: Option) -> Callable[[F], F]:
    """The click option that ``option`` (:mod:`tutor.cli.spec`) describes."""
    settings: dict[str, Any] = {"help": option.help}
    if option.flag:
        settings["is_flag"] = True
    else:
        settings["default"] = option.default
    if option.path:
        settings["type"] = (
            click.Path(dir_okay=False) if option.path == "file" else click.Path(readable=False)
        )
    if option.metavar:
        settings["metavar"] = option.metavar
    if option.envvar:
        settings.update(envvar=option.envvar, show_envvar=True)
    if option.show_default:
        settings["show_default"] = True
    made: Callable[[F], F] = click.option(*option.names, option.dest, **settings)
    return made


def spec_command(command: Command) -> Callable[[F], F]:
    """The argument and options of ``command``, put on a click command's function."""

    def put(func: F) -> F:
        for option in reversed(command.options):
            func = click_option(option)(func)
        argument: Callable[[F], F] = click.argument(command.argument)
        return argument(func)

    return put


db_option = click_option(DB)
"""``--db PATH``: the progress database (default: the user's data directory)."""


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
