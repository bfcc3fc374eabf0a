"""The ``riichi-tutor`` console script: parses the command line and dispatches.

Subcommands live in ``tutor/cli/<name>.py`` (each exposes ``command``) and are imported
only when used, so ``riichi-tutor judge`` never loads Textual. Without a subcommand
(only ``--db``, ``--ruleset``, ``--learner``) the tutor starts at once, without loading
click: the command line then costs nothing on the way to the first screen. A
well-formed ``drill report`` (a teacher's script may run it for every class) is read
without click too, from the same description of its options (:mod:`tutor.cli.spec`);
any other line, ``--help`` and every mistake go to click.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable

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


def _quick_report(args: list[str]) -> Callable[[], None] | None:
    """``drill report`` to run without click, or None when click must read ``args``."""
    from tutor.cli.spec import REPORT, read_line

    values = read_line(args, ("drill", "report"), REPORT)
    if values is None:
        return None

    def run() -> None:
        from tutor.cli.report import write_report

        # A report keeps what it makes until it ends: the cycle collector would only walk
        # the modules and rows it loads again and again (a tenth of its time), so it is
        # paused while the report is written, and left as it was found.
        collecting = gc.isenabled()
        gc.disable()
        try:
            write_report(
                str(values["code"]),
                str(values["fmt"]),
                None if values["output"] is None else str(values["output"]),
                force=bool(values["force"]),
                db_path=None if values["db_path"] is None else str(values["db_path"]),
            )
        finally:
            if collecting:
                gc.enable()

    return run


def main(argv: list[str] | None = None) -> int:
    """Run the command line; bad input becomes one message and a non-zero exit."""
    args = sys.argv[1:] if argv is None else argv
    options = plain_start(args)
    if options is not None:
        return _guarded(
            lambda: _start(options.get("db") or None, options.get("ruleset"),
                           options.get("learner"))
        )
    quick = _quick_report(args) if "report" in args else None
    if quick is not None:
        status = _guarded(quick)
        if argv is None:
            # The process ends here: what the report made needs no collecting, and the
            # interpreter's last collection would walk all of it (5% of the report).
            gc.freeze()
        return status
    from tutor.cli.group import run_cli

    return run_cli(SUBCOMMANDS, MODULES, args)


def _start(db_path: str | None, ruleset: str | None, learner: str | None) -> None:
    from tutor.ui.app import run_app

    run_app(db_path=db_path, ruleset=ruleset, learner=learner)


def _guarded(work: Callable[[], None]) -> int:
    """Run ``work``; a ``TutorError`` or an ``OSError`` becomes one line and its status."""
    try:
        work()
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
