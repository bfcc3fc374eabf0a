"""The click command group behind ``riichi-tutor`` when a subcommand (or ``--help``,
``--version``) is given; :mod:`tutor.__main__` starts the tutor without it otherwise."""

from __future__ import annotations

import importlib
import io
from collections.abc import Mapping

import click

from tutor.cli.common import db_option
from tutor.errors import TutorError, from_os_error, readable


def build_cli(subcommands: Mapping[str, str], modules: Mapping[str, str]) -> click.Group:
    """The top-level group; each subcommand's module (``tutor/cli/<name>.py``, or the
    name ``modules`` gives) is imported on first use."""

    class LazyGroup(click.Group):
        def list_commands(self, ctx: click.Context) -> list[str]:
            return sorted(subcommands)

        def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
            if cmd_name not in subcommands:
                return None
            module = importlib.import_module(f"tutor.cli.{modules.get(cmd_name, cmd_name)}")
            command: click.Command = module.command
            return command

        def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
            rows = [(name, subcommands[name]) for name in self.list_commands(ctx)]
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    @click.group(cls=LazyGroup, invoke_without_command=True)
    @click.version_option(package_name="riichi-tutor")
    @db_option
    @click.option("--ruleset", default=None, help="Ruleset to drill under (e.g. tenhou, wrc).")
    @click.option("--learner", default=None, help="Open the tutor as this learner.")
    @click.pass_context
    def cli(
        ctx: click.Context, db_path: str | None, ruleset: str | None, learner: str | None
    ) -> None:
        """riichi-tutor: learn the situational rules of Riichi Mahjong.

        Without a command, starts the tutor in the terminal.
        """
        ctx.ensure_object(dict)
        ctx.obj["db_path"] = db_path
        if ctx.invoked_subcommand is None:
            from tutor.ui.app import run_app

            run_app(db_path=db_path, ruleset=ruleset, learner=learner)

    return cli


def run_cli(
    subcommands: Mapping[str, str], modules: Mapping[str, str], argv: list[str] | None
) -> int:
    """Run the command line through click; bad input becomes one message and a status.

    A ``TutorError`` prints its message; an ``OSError`` that reaches here (a name the
    system rejects, a file the user may not read) prints the file and the reason; both
    exit 2. Click's usage errors keep their own status, with what they quote cut short.
    """
    cli = build_cli(subcommands, modules)
    try:
        # Outside standalone mode click returns (not raises) an ``Exit``'s code, e.g.
        # ``judge --check``'s 1 on a mismatch: pass it on as the process status.
        result = cli.main(args=argv, prog_name="riichi-tutor", standalone_mode=False)
    except TutorError as error:
        click.echo(f"riichi-tutor: {error}", err=True)
        return error.exit_code
    except click.exceptions.Exit as done:
        return int(done.exit_code)
    except OSError as error:
        click.echo(f"riichi-tutor: {from_os_error(error)}", err=True)
        return 2
    except click.ClickException as error:
        shown = io.StringIO()
        error.show(file=shown)
        for line in shown.getvalue().splitlines():
            click.echo(readable(line), err=True)
        return error.exit_code
    except click.Abort:
        click.echo("riichi-tutor: aborted", err=True)
        return 130
    except KeyboardInterrupt:
        return 130
    return result if isinstance(result, int) else 0
