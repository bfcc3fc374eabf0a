"""Names the system rejects, files the user may not read, and lines too long to quote.

Each gets the usual one line naming the file and the reason, exit status 2, and no
traceback; nothing is created or changed.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import as_user_without_rights
from tests.store.helpers import SITUATION
from tests.store.test_cli import filled
from tutor.__main__ import main
from tutor.errors import MESSAGE_LIMIT


def situation_file(folder: Path, *, ruleset: str = "tenhou", discard: str = "1z") -> Path:
    """A well-formed situation (the store tests' own) naming ``ruleset``."""
    text = SITUATION.format(discard=discard).replace('"tenhou"', f'"{ruleset}"', 1)
    path = folder / "moment.toml"
    path.write_text(text, encoding="utf-8")
    return path


def run(argv: list[str]) -> tuple[int, str, str]:
    """``main(argv)`` with its output captured (works in a forked child too)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def refused(result: tuple[int, str, str], *words: str) -> str:
    status, out, err = result
    assert status == 2 and out == "", result
    assert err.count("\n") == 1 and "Traceback" not in err, err
    for word in words:
        assert word in err, err
    return err


LONG = "x" * 300
"""A file name longer than the system allows (255 bytes a name on Linux)."""


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return filled(tmp_path / "progress.sqlite3")


def test_a_database_name_the_system_rejects(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    name = str(tmp_path / f"{LONG}.sqlite3")
    refused(run(["--db", name, "export", "--learner", "ann"]), "File name too long")
    refused(run(["export", "--db", name, "--learner", "ann"]), "File name too long")
    monkeypatch.setenv("RIICHI_TUTOR_DB", name)
    refused(run(["export", "--learner", "ann"]), "File name too long")
    refused(run(["backup", str(tmp_path / "b.sqlite3")]), "File name too long")
    assert list(tmp_path.iterdir()) == []


def test_a_backup_or_export_name_the_system_rejects(db: Path, tmp_path: Path) -> None:
    before = sorted(p.name for p in tmp_path.iterdir())
    target = str(tmp_path / f"{LONG}.sqlite3")
    refused(run(["--db", str(db), "backup", target]), "File name too long")
    refused(run(["--db", str(db), "backup", target, "--force"]), "File name too long")
    refused(run(["--db", str(db), "export", "--learner", "ann", "-o", target]), "too long")
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_ruleset_name_the_system_rejects(tmp_path: Path) -> None:
    plain = situation_file(tmp_path)
    refused(run(["judge", str(plain), "--ruleset", f"{LONG}.toml"]), "File name too long")
    refused(run(["judge", str(plain), "--ruleset", f"./{LONG}"]), "File name too long")
    in_file = situation_file(tmp_path, ruleset=f"{LONG}.toml")
    refused(run(["judge", str(in_file)]), "File name too long")


def test_a_situation_name_the_system_rejects(tmp_path: Path) -> None:
    err = refused(run(["judge", str(tmp_path / f"{LONG}.toml")]), "File name too long")
    assert len(err) < 400  # the name itself is cut in the middle


def test_a_100000_character_event_line_is_cut_in_the_message(tmp_path: Path) -> None:
    path = situation_file(tmp_path, discard="1z" * 50_000)
    err = refused(run(["judge", str(path)]), f"{path}:10:", "characters cut", "fifth 1z")
    assert len(err) <= MESSAGE_LIMIT + len("riichi-tutor: \n") + len(str(path))


def test_a_long_option_value_is_cut_in_the_usage_error(tmp_path: Path) -> None:
    status, _, err = run(["judge", str(situation_file(tmp_path)), "--seat", "Q" * 100_000])
    assert status == 2 and "characters cut" in err and len(err) < 2_000


def test_undecodable_bytes_in_a_name_are_shown_escaped(db: Path, tmp_path: Path) -> None:
    folder = os.fsdecode(bytes(tmp_path) + b"/no-\xff-such")
    err = refused(run(["--db", str(db), "backup", f"{folder}/b.sqlite3"]), "does not exist")
    assert "\\xff" in err


@pytest.fixture
def locked_away() -> Iterator[Path]:
    """A folder only root may enter (like ``/root``), with a database and a ruleset."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        folder.chmod(0o700)
        filled(folder / "x.sqlite3")
        (folder / "x.toml").write_text('extends = "tenhou"\n')
        yield folder


@pytest.fixture
def unreadable_files() -> Iterator[Path]:
    """A folder anyone may enter, holding files only root may read or write."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        folder.chmod(0o755)
        filled(folder / "x.sqlite3").chmod(0o600)
        (folder / "x.toml").write_text('extends = "tenhou"\n')
        (folder / "x.toml").chmod(0o600)
        situation_file(folder).chmod(0o644)
        yield folder


@pytest.fixture
def open_folder() -> Iterator[Path]:
    """A folder anyone may write in (the tests' own folders are root's alone), holding
    a database anyone may use, ``mine.sqlite3``."""
    with tempfile.TemporaryDirectory() as name:
        os.chmod(name, 0o777)
        filled(Path(name) / "mine.sqlite3").chmod(0o666)
        yield Path(name)


def test_a_user_without_rights_gets_one_line_for_a_folder_they_cannot_enter(
    locked_away: Path, open_folder: Path
) -> None:
    situation = situation_file(open_folder)
    mine = open_folder / "mine.sqlite3"
    db, ruleset = str(locked_away / "x.sqlite3"), str(locked_away / "x.toml")
    results = as_user_without_rights(
        lambda: [
            run(["--db", db, "export", "--learner", "ann"]),
            run(["judge", str(situation), "--ruleset", ruleset]),
            run(["judge", str(locked_away / "moment.toml")]),
            run(["--db", str(mine), "backup", str(locked_away / "b.sqlite3")]),
        ]
    )
    for result in results:
        refused(result, "Permission denied", str(locked_away))
    assert sorted(p.name for p in locked_away.iterdir()) == ["x.sqlite3", "x.toml"]


def test_a_user_without_rights_gets_one_line_for_files_they_cannot_read(
    unreadable_files: Path, open_folder: Path
) -> None:
    folder = unreadable_files
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    mine = open_folder / "mine.sqlite3"
    db, ruleset = str(folder / "x.sqlite3"), str(folder / "x.toml")
    results = as_user_without_rights(
        lambda: [
            run(["--db", db, "export", "--learner", "ann"]),
            run(["--db", db, "backup", str(open_folder / "b.sqlite3")]),
            run(["judge", str(folder / "moment.toml"), "--ruleset", ruleset]),
            run(["--db", str(mine), "backup", str(folder / "b.sqlite3")]),
            run(["--db", str(mine), "backup", str(folder / "x.sqlite3"), "--force"]),
        ]
    )
    for result in results:
        refused(result, str(folder))
    assert not (open_folder / "b.sqlite3").exists()
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
