"""``riichi-tutor backup PATH``: a consistent copy of the progress database."""

from __future__ import annotations

import click

from tutor.cli.common import chosen_db_path, db_option
from tutor.errors import printable


@click.command("backup")
@click.argument("path", type=click.Path(readable=False))
@click.option("--force", is_flag=True, help="Overwrite PATH if it already exists.")
@db_option
def command(path: str, force: bool, db_path: str | None) -> None:
    """Copy the progress database to PATH with SQLite's online backup.

    Safe while the tutor (or a classroom) is writing to it. The database is
    quick-checked first and a damaged one is refused. PATH must be a new path or,
    with --force, a regular file; never a folder, a device or the database itself.
    """
    from tutor.store import backup_database, resolve_db_path
    from tutor.store.database import open_for_reading
    from tutor.writes import live_files, target_for

    source = resolve_db_path(chosen_db_path(db_path))
    # refuse a bad target before opening anything
    target_for(path, force=force, database=True, protected=live_files(source))
    db = open_for_reading(source)
    try:
        written = backup_database(db, path, force=force)
    finally:
        db.close()
    click.echo(f"backed up to {printable(str(written))}")
