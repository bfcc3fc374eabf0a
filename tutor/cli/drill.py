"""``riichi-tutor drill``: make, take, present, report and merge classroom drills."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

import click

from tutor.cli.common import chosen_db_path, db_option, spec_command
from tutor.cli.report import write_out, write_report
from tutor.cli.spec import REPORT


def _now_ms() -> int:
    return round(time.time() * 1000)


def _building(count: int) -> Callable[[int], None]:
    """Progress of building a drill's questions, on standard error: redrawn in place on a
    terminal, and only its last line when standard error is a file or a pipe."""
    import sys

    live = sys.stderr.isatty()

    def show(done: int) -> None:
        if live:
            click.echo(f"\rbuilding the questions: {done} of {count}", nl=done == count,
                       err=True)
        elif done == count:
            click.echo(f"built the questions: {count} of {count}", err=True)

    return show


@click.group("drill")
def command() -> None:
    """Classroom drills: one set of questions for a whole class.

    \b
      drill create --skills A,B --count N --seed K [--ruleset R] [--time-limit S]
                   [--difficulty D] [--pace student|teacher] [--title T] [-o FILE]
      drill list
      drill run CODE --name NAME [--pin PIN]
      drill present CODE
      drill report CODE [--format table|csv|md|html] [-o FILE [--force]]
      drill merge CODE FILES...
      drill reset-pin CODE NAME
    """


@command.command("create")
@click.option("--skills", required=True, metavar="SKILL,...",
              help="The skills to ask, comma-separated (their names: generate --list).")
@click.option("--count", type=int, required=True, help="How many questions.")
@click.option(
    "--seed", type=int, required=True, help="Any whole number: the same seed, the same questions."
)
@click.option("--ruleset", default="tenhou", show_default=True, help="Ruleset preset.")
@click.option("--time-limit", type=int, default=None, help="Seconds per question.")
@click.option("--difficulty", type=int, default=None, help="1 obvious, 2 standard, 3 trap.")
@click.option("--title", default="", help="A title for the drill.")
@click.option(
    "--pace",
    type=click.Choice(["student", "teacher"]),
    default="student",
    show_default=True,
    help="Who moves to the next question.",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    default=None,
    help="Also write the drill as a file to hand out.",
)
@db_option
def create(
    skills: str,
    count: int,
    seed: int,
    ruleset: str,
    time_limit: int | None,
    difficulty: int | None,
    title: str,
    pace: str,
    output: str | None,
    db_path: str | None,
) -> None:
    """Make a drill and print its code (the same options give the same code anywhere)."""
    from tutor.api import load_ruleset
    from tutor.classroom import (
        check_skills,
        default_bank,
        drill_toml,
        make_definition,
        save_definition,
    )
    from tutor.classroom.definition import skill_set
    from tutor.store import open_store

    load_ruleset(ruleset)
    bank = default_bank()
    definition = make_definition(
        skills=skill_set(skills.split(",")),
        count=count,
        seed=seed,
        ruleset=ruleset,
        bank=bank.name,
        title=title,
        difficulty=difficulty,
        time_limit=time_limit,
        pace=pace,
    )
    check_skills(bank, definition.skills)
    db = open_store(chosen_db_path(db_path))
    try:
        save_definition(db, definition).prepare(_building(definition.count))
    finally:
        db.close()
    if output is not None:
        write_out(drill_toml(definition), output)
    click.echo(
        f"drill {definition.code}: {definition.title or 'untitled'}, "
        f"{definition.count} questions ({definition.pace}-paced)"
    )


@command.command("list")
@db_option
def list_drills(db_path: str | None) -> None:
    """The ready drills that ship with the tutor, and the drills in this database."""
    from tutor.classroom import ready_drills
    from tutor.store import open_store
    from tutor.store.classroom import drill_list

    click.echo("Ready drills:")
    for definition in ready_drills():
        pace = _pace_text(definition.pace, definition.time_limit)
        count = definition.count
        click.echo(f"  {definition.code}  {definition.title} ({count} questions, {pace})")
    db = open_store(chosen_db_path(db_path))
    try:
        here = drill_list(db)
    finally:
        db.close()
    if here:
        click.echo("In this database:")
    for code, title, joined, stored in here:
        pace = _pace_text(stored.get("pace", "student"), stored.get("time_limit"))
        click.echo(f"  {code}  {title or 'untitled'} ({pace}; {joined} students joined)")


def _pace_text(pace: str, time_limit: int | None) -> str:
    """How a drill is taken, as ``drill list`` says it: its pace and its time limit."""
    limit = "no time limit" if time_limit is None else f"{time_limit} s a question"
    return f"{pace}-paced, {limit}"


@command.command("report", help=REPORT.help)
@spec_command(REPORT)
def report(code: str, fmt: str, output: str | None, force: bool, db_path: str | None) -> None:
    write_report(code, fmt, output, force=force, db_path=chosen_db_path(db_path))


@command.command("merge")
@click.argument("code")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@db_option
def merge(code: str, files: tuple[str, ...], db_path: str | None) -> None:
    """Add the drill's results from students' database files to this database."""
    from tutor.classroom import merge_files, open_drill
    from tutor.store import open_store

    db = open_store(chosen_db_path(db_path))
    try:
        drill = open_drill(db, code)
        for done in merge_files(db, drill, [Path(f) for f in files]):
            click.echo(
                f"{done.path} (origin {done.origin[:6]}): {done.students} new students, "
                f"{done.answers} new answers; a name also taken elsewhere shows as "
                f"'NAME (from {done.origin[:6]})'"
            )
    finally:
        db.close()


@command.command("run")
@click.argument("code")
@click.option("--name", required=True, help="Your name, as the teacher knows you.")
@click.option("--pin", default=None, help="Your personal PIN, if you set one.")
@db_option
def run(code: str, name: str, pin: str | None, db_path: str | None) -> None:
    """Take a drill in the terminal; rejoin with the same code and name to continue.

    In a terminal this opens the app; with input from a pipe it asks at a prompt.
    """
    from tutor.classroom import join, open_drill
    from tutor.cli.drill_text import take_drill
    from tutor.store import open_store

    db = open_store(chosen_db_path(db_path))
    try:
        drill = open_drill(db, code)
        student = join(db, drill, name, pin)
        if sys.stdin.isatty() and sys.stdout.isatty():
            from tutor.ui.screens.classroom_app import ClassroomApp

            ClassroomApp(db, (drill, student)).run()
        else:
            take_drill(db, drill, student, _now_ms)
    finally:
        db.close()


@command.command("present")
@click.argument("code")
@db_option
def present(code: str, db_path: str | None) -> None:
    """Show the drill on a projector: one question, live answers, reveal, next."""
    from tutor.classroom import open_drill
    from tutor.store import open_store, resolve_db_path

    path = resolve_db_path(chosen_db_path(db_path))
    db = open_store(path)
    try:
        drill = open_drill(db, code)
        drill.prepare(_building(drill.definition.count))
    finally:
        db.close()
    from tutor.ui.screens.classroom_present import run_presenter

    run_presenter(str(path), drill.code)


@command.command("reset-pin")
@click.argument("code")
@click.argument("name")
@db_option
def reset_pin(code: str, name: str, db_path: str | None) -> None:
    """Forget a student's personal PIN: their next sign-in sets a new one."""
    from tutor.classroom import open_drill
    from tutor.classroom.taking import reset_pin as forget_pin
    from tutor.store import open_store

    db = open_store(chosen_db_path(db_path), create=False)
    try:
        student = forget_pin(db, open_drill(db, code), name)
    finally:
        db.close()
    click.echo(f"{student.name}'s personal PIN is cleared: the next sign-in sets a new one.")
