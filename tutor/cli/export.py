"""``riichi-tutor export``: a learner's progress as CSV or JSON."""

from __future__ import annotations

import click

from tutor.cli.common import chosen_db_path, db_option
from tutor.errors import TutorError


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
    from tutor.store import require_intact, resolve_db_path
    from tutor.store.database import open_for_reading
    from tutor.store.export import FORMATS, export_learner
    from tutor.writes import live_files, target_for, write_file

    if fmt not in FORMATS:
        raise TutorError(f"unknown export format {fmt!r}: choose csv or json")
    path = resolve_db_path(chosen_db_path(db_path))
    protected = live_files(path)
    if output is not None:  # refuse a bad target before reading anything
        target_for(output, force=force, protected=protected)
    db = open_for_reading(path)
    try:
        require_intact(db)
        text = export_learner(db, learner, fmt)
    finally:
        db.close()
    if output is None:
        click.echo(text, nl=False)
        return
    write_file(output, text, force=force, protected=protected, what="the export")
