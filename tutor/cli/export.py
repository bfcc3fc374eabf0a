"""``riichi-tutor export``: a learner's progress as CSV or JSON."""

from __future__ import annotations

from pathlib import Path

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
    type=click.Path(dir_okay=False),
    default=None,
    help="Write to this file instead of standard output.",
)
@db_option
def command(learner: str, fmt: str, output: str | None, db_path: str | None) -> None:
    """Export a learner's attempts (with the situations) and per-skill totals."""
    from tutor.store import open_store
    from tutor.store.export import FORMATS, export_learner

    if fmt not in FORMATS:
        raise TutorError(f"unknown export format {fmt!r}: choose csv or json")
    db = open_store(chosen_db_path(db_path), create=False)
    try:
        text = export_learner(db, learner, fmt)
    finally:
        db.close()
    if output is None:
        click.echo(text, nl=False)
        return
    try:
        Path(output).write_text(text, encoding="utf-8")
    except OSError as error:
        raise TutorError(f"cannot write the export ({error.strerror})", file=output) from None
