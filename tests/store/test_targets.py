"""Where ``backup`` and ``export -o`` may write, and which files ``--db`` may open.

Only a regular file or a new path: never through a device, a FIFO, a folder or a
symbolic link to one of them, never onto the live database, and never over an
existing file without ``--force``. Whatever is refused is left byte-for-byte as it was.
"""

from __future__ import annotations

import csv
import os
import stat
from pathlib import Path

import pytest

from tests.store.helpers import count_rows
from tests.store.test_cli import filled, run
from tutor.store import open_store


def one_line(err: str) -> str:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("command", ["backup", "export"])
def test_a_device_is_never_written_even_with_force(
    db_path: Path, char_device: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    filled(db_path)
    argv = (
        ["backup", str(char_device)]
        if command == "backup"
        else ["export", "--learner", "ann", "-o", str(char_device)]
    )
    status, _, err = run(capsys, "--db", str(db_path), *argv, "--force")
    assert status == 2
    assert "is a device" in one_line(err) and str(char_device) in err
    assert stat.S_ISCHR(char_device.stat().st_mode)


@pytest.mark.parametrize("make", ["fifo", "folder", "link to folder", "broken link"])
@pytest.mark.parametrize("command", ["backup", "export"])
def test_fifos_folders_and_links_to_them_are_refused(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, make: str
) -> None:
    filled(db_path)
    folder = tmp_path / "folder"
    folder.mkdir()
    target = tmp_path / "target"
    if make == "fifo":
        target = fifo(tmp_path)
    elif make == "folder":
        target = folder
    elif make == "link to folder":
        target.symlink_to(folder)
    else:
        target.symlink_to(tmp_path / "nowhere")
    argv = (
        ["backup", str(target)]
        if command == "backup"
        else ["export", "--learner", "ann", "-o", str(target)]
    )
    status, _, err = run(capsys, "--db", str(db_path), *argv, "--force")
    assert status == 2 and str(target) in one_line(err)
    assert list(folder.iterdir()) == []
    assert not (tmp_path / "nowhere").exists()
    if make == "fifo":
        assert stat.S_ISFIFO(target.stat().st_mode)


def test_a_link_to_an_earlier_backup_is_followed_and_stays_a_link(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    filled(db_path)
    real = tmp_path / "real.sqlite3"
    filled(real, learners=("old",), count=1)  # an earlier backup: a database of ours
    link = tmp_path / "latest.sqlite3"
    link.symlink_to(real)
    status, _, err = run(capsys, "--db", str(db_path), "backup", str(link), "--force")
    assert (status, err) == (0, "")
    assert link.is_symlink()
    copy = open_store(real)
    assert count_rows(copy, "attempts") == 6
    copy.close()


@pytest.mark.parametrize("command", ["backup", "export"])
def test_nothing_is_written_through_a_link_to_a_file_that_is_not_ours(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    filled(db_path)
    victim = tmp_path / "victim.txt"
    victim.write_text("someone's notes")
    link = tmp_path / "out"
    link.symlink_to(victim)
    argv = (
        ["backup", str(link)]
        if command == "backup"
        else ["export", "--learner", "ann", "-o", str(link)]
    )
    status, _, err = run(capsys, "--db", str(db_path), *argv, "--force")
    assert status == 2 and "symbolic link" in one_line(err)
    assert victim.read_text() == "someone's notes" and link.is_symlink()


@pytest.mark.parametrize("suffix", ["", "-wal"])
def test_the_live_database_is_never_a_backup_target(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    filled(db_path)
    db = open_store(db_path)  # keeps the -wal file in place while the backup runs
    target = Path(f"{db_path}{suffix}")
    before = target.read_bytes()
    link = tmp_path / "sneaky.sqlite3"
    link.symlink_to(target)
    for name in (target, link):
        status, _, err = run(capsys, "--db", str(db_path), "backup", str(name), "--force")
        assert status == 2 and "live progress database" in one_line(err)
    assert target.read_bytes() == before
    db.close()


def test_export_never_overwrites_without_force(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    filled(db_path)
    target = tmp_path / "ann.json"
    target.write_text("keep me")
    status, out, err = run(
        capsys, "--db", str(db_path), "export", "--learner", "ann", "-o", str(target)
    )
    assert status == 2 and "--force" in one_line(err) and out == ""
    assert target.read_text() == "keep me"
    status, _, err = run(
        capsys, "--db", str(db_path), "export", "--learner", "ann", "-o", str(target), "--force"
    )
    assert (status, err) == (0, "")
    assert '"learner": "ann"' in target.read_text()


def test_a_new_export_file_is_written(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    filled(db_path)
    target = tmp_path / "ann.csv"
    status, _, err = run(
        capsys,
        "--db",
        str(db_path),
        "export",
        "--learner",
        "ann",
        "--format",
        "csv",
        "-o",
        str(target),
    )
    assert (status, err) == (0, "")
    with target.open(newline="") as handle:
        assert [row["id"] for row in csv.DictReader(handle)] == ["1", "2", "3"]


def test_a_device_as_the_database_is_refused_before_sqlite_touches_it(
    char_device: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv in (["export", "--learner", "ann"], ["backup", str(char_device.parent / "b")]):
        status, _, err = run(capsys, "--db", str(char_device), *argv)
        assert status == 2 and "is a device" in one_line(err)
    assert sorted(p.name for p in char_device.parent.iterdir()) == ["device"]
    assert stat.S_ISCHR(char_device.stat().st_mode)


def test_dev_null_as_the_database_leaves_no_journal_beside_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    if not Path("/dev/null").exists() or os.access("/dev", os.W_OK) is False:
        pytest.skip("needs /dev/null and a /dev where a journal could be left")
    before = set(os.listdir("/dev"))
    status, _, err = run(capsys, "--db", "/dev/null", "export", "--learner", "ann")
    assert status == 2 and "/dev/null: is a device" in one_line(err)
    assert set(os.listdir("/dev")) - before == set()


def test_a_fifo_as_the_database_is_refused_without_waiting_for_a_writer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = fifo(tmp_path)
    status, _, err = run(capsys, "--db", str(pipe), "export", "--learner", "ann")
    assert status == 2 and "FIFO" in one_line(err)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]
