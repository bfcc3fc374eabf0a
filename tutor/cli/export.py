"""``riichi-tutor export``: a learner's progress as CSV or JSON."""

from __future__ import annotations

import click

from tutor.cli.common import chosen_db_path, db_option
from tutor.errors import TutorError, from_os_error
from tutor.paths import writable_target


@click.command("export")
@click.option("--learner", required=True, help="The learner whose progress to export.")
@click.option(
    "--format",
    "fmt",
    default="json",
    show_default=True,
    metavar="csv|json",
    help="Output format.",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(readable=False),
    default=None,
    help="Write to this file instead of standard output (never over an existing one).",
)
@click.option("--force", is_flag=True, help="Overwrite the --output file if it exists.")
@db_option
def command(learner: str, fmt: str, output: str | None, force: bool, db_path: str | None) -> None:
    """Export a learner's attempts (with the situations) and per-skill totals.

    The --output file must be a new path or, with --force, a regular file.
    """
    from tutor.store import open_store, require_intact
    from tutor.store.export import FORMATS, export_learner

    if fmt not in FORMATS:
        raise TutorError(f"unknown export format {fmt!r}: choose csv or json")
    target = None if output is None else writable_target(output, force=force)
    db = open_store(chosen_db_path(db_path), create=False)
    try:
        require_intact(db)
        text = export_learner(db, learner, fmt)
    finally:
        db.close()
    if target is None:
        click.echo(text, nl=False)
        return
    try:
        target.write_text(text, encoding="utf-8")
    except OSError as error:
        raise from_os_error(error, "cannot write the export") from None
