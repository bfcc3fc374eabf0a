"""The ``riichi-tutor`` console script: parses the command line and dispatches.

Subcommands live in ``tutor/cli/<name>.py`` (each exposes ``command``) and are imported
only when used, so ``riichi-tutor judge`` never loads Textual. Without a subcommand
(only ``--db``, ``--ruleset``, ``--learner``) the tutor starts at once, without loading
click: the command line then costs nothing on the way to the first screen.
"""

from __future__ import annotations

import sys

from tutor.errors import TutorError, from_os_error

SUBCOMMANDS: dict[str, str] = {
    "judge": "Judge a situation file and explain the answer.",
    "export": "Export a learner's progress as CSV or JSON.",
    "backup": "Copy the progress database safely while it may be in use.",
    "generate": "Generate questions for a skill: situation files or JSON lines.",
    "content": "Check the rule cards, glossary, rulesets and curated situations.",
    "drill": "Classroom drills: create, run, present, report and merge.",
    "serve": "Serve the classroom drills to browsers on the local network.",
    "import": "Import your own game logs and drill the rule moments in them.",
}
MODULES: dict[str, str] = {"import": "import_games"}
"""Subcommands whose module is not named after them (``import`` is a Python keyword)."""

START_OPTIONS = ("--db", "--ruleset", "--learner")
"""The options of a plain start (the tutor in the terminal, no subcommand)."""


def plain_start(argv: list[str]) -> dict[str, str] | None:
    """The options of ``argv`` if it only starts the tutor, else None (click decides)."""
    found: dict[str, str] = {}
    rest = list(argv)
    while rest:
        name, equals, value = rest.pop(0).partition("=")
        if name not in START_OPTIONS:
            return None
        if not equals:
            if not rest:
                return None
            value = rest.pop(0)
        found[name.removeprefix("--")] = value
    return found


def main(argv: list[str] | None = None) -> int:
    """Run the command line; bad input becomes one message and a non-zero exit."""
    args = sys.argv[1:] if argv is None else argv
    options = plain_start(args)
    if options is None:
        from tutor.cli.group import run_cli

        return run_cli(SUBCOMMANDS, MODULES, args)
    try:
        from tutor.ui.app import run_app

        run_app(
            db_path=options.get("db") or None,
            ruleset=options.get("ruleset"),
            learner=options.get("learner"),
        )
    except TutorError as error:
        print(f"riichi-tutor: {error}", file=sys.stderr)
        return error.exit_code
    except OSError as error:
        print(f"riichi-tutor: {from_os_error(error)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
