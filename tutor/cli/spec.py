"""Command-line options written once, as data: click builds its options from them, and
:mod:`tutor.__main__` reads a well-formed ``drill report`` line with them without
loading click.

The quick reading (:func:`read_line`) takes only what it is sure of: exact option names,
``--name=value``, one positional argument. Anything else (``--help``, an unknown or
repeated-short option, a value that looks like an option, a folder where a file is
wanted) gives ``None``, and click reads the line instead: its help and its error
messages stay the only ones.
"""

from __future__ import annotations

import os
from typing import NamedTuple

from tutor.store.locate import DB_ENV


class Option(NamedTuple):
    """One option of a command, as click and the quick reader both see it."""

    names: tuple[str, ...]
    """Its spellings, the long one first (``("--output", "-o")``)."""
    dest: str
    """The name of the parameter it fills."""
    help: str
    default: str | None = None
    metavar: str | None = None
    flag: bool = False
    """An on/off switch that takes no value."""
    path: str = ""
    """``"file"``: a path that must not be a folder; ``"any"``: any path; ``""``: text."""
    envvar: str | None = None
    """The environment variable read when the option is not given."""
    show_default: bool = False


class Command(NamedTuple):
    """A command: its one positional argument and its options."""

    help: str
    argument: str
    options: tuple[Option, ...]


DB = Option(
    ("--db",),
    "db_path",
    "Progress database file (default: a file in your user data directory).",
    path="any",
    envvar=DB_ENV,
)
"""``--db PATH``: the progress database, before a subcommand or after it."""

REPORT = Command(
    "Results per student, per question and per rule (weakest first).",
    "code",
    (
        Option(("--format",), "fmt", "Output format.", default="table",
               metavar="table|csv|html|md", show_default=True),
        Option(("--output", "-o"), "output", "Write to this file instead of standard output.",
               path="file"),
        Option(("--force",), "force", "Replace the --output file if it exists.", flag=True),
        DB,
    ),
)
"""``drill report CODE``."""

TOP = (DB, Option(("--ruleset",), "ruleset", ""), Option(("--learner",), "learner", ""))
"""The options given before a subcommand that the quick reader accepts (only ``--db``
matters to a subcommand)."""

COMPLETION_ENV = "_RIICHI_TUTOR_COMPLETE"
"""Set by a shell asking click to complete a line: click must read it then."""


def _options(
    options: tuple[Option, ...], args: list[str]
) -> tuple[dict[str, str | bool], list[str]] | None:
    """The options in ``args`` (the last one given wins) and the other words, or None
    when a word is not sure to mean what it seems."""
    named = {name: option for option in options for name in option.names}
    found: dict[str, str | bool] = {}
    words: list[str] = []
    rest = list(args)
    while rest:
        word = rest.pop(0)
        if not word.startswith("-"):
            words.append(word)
            continue
        name, equals, value = word.partition("=")
        option = named.get(name)
        if option is None or (equals and (option.flag or not name.startswith("--"))):
            return None
        if option.flag:
            found[option.dest] = True
            continue
        if not equals:
            if not rest or rest[0].startswith("-"):
                return None
            value = rest.pop(0)
        if option.path == "file" and os.path.isdir(value):
            return None
        found[option.dest] = value
    return found, words


def given(option: Option, found: dict[str, str | bool]) -> str | bool | None:
    """The option's value: from the line, else its environment variable (when not
    empty), else its default (False for a switch)."""
    if option.dest in found:
        return found[option.dest]
    if option.envvar and os.environ.get(option.envvar):
        return os.environ[option.envvar]
    return False if option.flag else option.default


def read_line(
    args: list[str], path: tuple[str, ...], command: Command
) -> dict[str, str | bool | None] | None:
    """``args`` read as ``[TOP options] PATH... ARGUMENT [options]`` (options after the
    command words in any order) into the command's parameters, the ``--db`` given before
    the command standing in for one not given after it; None when click must read it."""
    if COMPLETION_ENV in os.environ or not set(path) <= set(args):
        return None
    start = args.index(path[0])
    if tuple(args[start : start + len(path)]) != path:
        return None
    top = _options(TOP, args[:start])
    tail = _options(command.options, args[start + len(path) :])
    if top is None or tail is None or top[1] or len(tail[1]) != 1:
        return None
    values: dict[str, str | bool | None] = {o.dest: given(o, tail[0]) for o in command.options}
    values[command.argument] = tail[1][0]
    values[DB.dest] = values[DB.dest] or given(DB, top[0]) or None
    return values
