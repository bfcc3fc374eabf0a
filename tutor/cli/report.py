"""``drill report``'s work, without click: the click command and the quick path of
:mod:`tutor.__main__` both call :func:`write_report`."""

from __future__ import annotations

import sys


def write_report(
    code: str, fmt: str, output: str | None, *, force: bool, db_path: str | None
) -> None:
    """Read the drill ``code``'s results from the database and write them in ``fmt``
    to ``output`` (replaced only with ``force``), or to standard output."""
    from tutor.classroom import FORMATS, build_report, open_drill, render
    from tutor.errors import TutorError
    from tutor.store import open_store

    if fmt not in FORMATS:
        raise TutorError(f"unknown report format {fmt!r}: choose {', '.join(FORMATS)}")
    db = open_store(db_path, create=False)
    try:
        text = render(build_report(db, open_drill(db, code), views=fmt == "html"), fmt)
    finally:
        db.close()
    write_out(text, output, force=force)


def write_out(text: str, output: str | None, *, force: bool = False) -> None:
    """``text`` to the file ``output`` (replaced only with ``force``), or to standard
    output when there is none."""
    if output is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    from tutor.writes import write_file

    write_file(output, text, force=force, hint="choose a new file name, or give --force")
