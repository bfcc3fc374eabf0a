"""A full disk and read-only media, for real: a 1 MB tmpfs mounted for each test.

Needs root (mounting); skipped with the reason otherwise. On a full disk every command
fails in one line with a non-zero status, and the file it would have replaced is left
byte for byte as it was. From read-only media, backup, export and merge still work.
Every mount is undone in a ``finally``.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tests.store.test_cli import filled, run
from tests.store.test_targets import one_line
from tutor.classroom import answer, join
from tutor.store import open_store


@contextmanager
def _mounted(folder: Path) -> Iterator[Path]:
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    folder.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m,mode=0755", "tmpfs", str(folder)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    with _mounted(tmp_path / "disk") as folder:
        yield folder


def _fill(folder: Path) -> None:
    """Write to ``folder`` until the disk refuses another byte."""
    with (folder / "filler").open("wb", buffering=0) as handle:
        try:
            while True:
                handle.write(b"\0" * 4096)
        except OSError:
            pass


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".riichi-tutor"))


def test_export_on_a_full_disk_keeps_the_previous_file(
    disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = filled(tmp_path / "progress.sqlite3", count=400)
    old = disk / "old_export.json"
    old.write_text("previous export\n" * 20_000)
    before = _digest(old)
    _fill(disk)
    status, _, err = run(
        capsys, "--db", str(db), "export", "--learner", "ann", "-o", str(old), "--force"
    )
    assert status == 2 and "cannot write the export" in one_line(err)
    assert _digest(old) == before and _leftovers(disk) == []


def test_backup_on_a_full_disk_keeps_the_previous_backup(
    disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = filled(tmp_path / "progress.sqlite3", count=400)
    old = disk / "backup.sqlite3"
    filled(old, learners=("old",), count=1)
    before = _digest(old)
    _fill(disk)
    status, _, err = run(capsys, "--db", str(db), "backup", str(old), "--force")
    assert status == 2 and "cannot write the backup" in one_line(err)
    assert _digest(old) == before and _leftovers(disk) == []


def test_generate_on_a_full_disk_keeps_the_files_it_would_replace(
    disk: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = disk / "gen"
    argv = ["generate", "--skill", "furiten", "--count", "3", "--seed", "1", "--out", str(out)]
    assert run(capsys, *argv)[0] == 0
    before = {p.name: _digest(p) for p in out.iterdir()}
    _fill(disk)
    status, _, err = run(capsys, *argv, "--ruleset", "tenhou", "--force")
    assert status == 2 and "cannot write" in one_line(err)
    assert {p.name: _digest(p) for p in out.iterdir()} == before


def _student_file(path: Path) -> tuple[Path, str]:
    db, drill = new_drill(path)
    answer(db, drill, join(db, drill, "Ann"), 0, True, 1_800_000_000_000)
    db.close()
    return path, drill.code


def test_merge_into_a_database_on_a_full_disk_is_one_line_and_loses_nothing(
    disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    student, code = _student_file(tmp_path / "student.sqlite3")
    teacher_db, _ = new_drill(disk / "teacher.sqlite3")
    teacher_db.close()
    _fill(disk)
    status, _, err = run(capsys, "--db", str(disk / "teacher.sqlite3"), "drill", "merge", code,
                         str(student))  # fmt: skip
    assert status == 2 and "teacher.sqlite3" in one_line(err)
    (disk / "filler").unlink()
    db = open_store(disk / "teacher.sqlite3")
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert db.execute("SELECT count(*) FROM drill_answers").fetchone()[0] == 0
    db.close()


def test_backup_export_and_merge_work_from_read_only_media(
    disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    filled(disk / "progress.sqlite3")
    _student_file(disk / "student.sqlite3")
    teacher, code = tmp_path / "teacher.sqlite3", ""
    db, drill = new_drill(teacher)
    db.close()
    code = drill.code
    subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
    files = sorted(p.name for p in disk.iterdir())
    status, out, err = run(capsys, "--db", str(disk / "progress.sqlite3"), "export",
                           "--learner", "ann")  # fmt: skip
    assert (status, err) == (0, "") and '"learner": "ann"' in out
    status, _, err = run(capsys, "--db", str(disk / "progress.sqlite3"), "backup",
                         str(tmp_path / "copy.sqlite3"))  # fmt: skip
    assert (status, err) == (0, "")
    status, out, err = run(capsys, "--db", str(teacher), "drill", "merge", code,
                           str(disk / "student.sqlite3"))  # fmt: skip
    assert (status, err) == (0, "") and "1 new answers" in out
    assert sorted(p.name for p in disk.iterdir()) == files


async def test_the_app_on_a_full_disk_stops_with_one_line_and_status_2(disk: Path) -> None:
    from tutor.ui.app import create_app

    app = create_app(str(disk / "progress.sqlite3"), learner="carol")
    _fill(disk)
    async with app.run_test() as pilot:
        await pilot.pause()
        home = app.screen
        assert type(home).__name__ == "HomeScreen"
        # what "m" does: start a drill, whose start the store cannot record
        app.call_later(home.action_mix)  # type: ignore[attr-defined]
        for _ in range(100):
            if app.return_code is not None:
                break
            await asyncio.sleep(0.1)
    assert app.return_code == 2
    assert app.failure is not None and "\n" not in str(app.failure)
    assert "progress.sqlite3" in str(app.failure)
