"""Files written whole and only where they are ours (issue 25, item 1).

Never onto the live database or its journals (by name, through a link, or as its
``-wal`` while it is open), never through a link to someone else's file, never over a
generated file without ``--force``; a refused or merged file gets no ``-wal`` or
``-shm`` beside it; a read-only database can still be backed up and exported.
"""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tests.store.helpers import count_rows
from tests.store.test_cli import filled, run
from tests.store.test_targets import one_line
from tutor.classroom import answer, join, merge_files
from tutor.store import open_store
from tutor.ui.saving import save_situation


def _export(db: Path, target: Path | str, *extra: str) -> list[str]:
    return ["--db", str(db), "export", "--learner", "ann", "-o", str(target), *extra]


def test_export_never_replaces_the_live_database_even_with_force(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    filled(db_path)
    before = db_path.read_bytes()
    link = tmp_path / "link_live"
    link.symlink_to(db_path)
    for target in (db_path, link):
        status, _, err = run(capsys, *_export(db_path, target, "--force"))
        assert status == 2 and str(target) in one_line(err)
    assert db_path.read_bytes() == before
    db = open_store(db_path)
    assert count_rows(db, "attempts") == 6
    db.close()


def test_export_never_writes_over_the_wal_of_an_open_database(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    filled(db_path)
    holder = sqlite3.connect(db_path)
    holder.execute("PRAGMA wal_autocheckpoint = 0")
    holder.execute("CREATE TABLE IF NOT EXISTS keep_me (x)")
    holder.execute("INSERT INTO keep_me VALUES (42)")
    holder.commit()
    wal = Path(f"{db_path}-wal")
    before = wal.read_bytes()
    assert before
    status, _, err = run(capsys, *_export(db_path, wal, "--force"))
    assert status == 2 and "-wal" in one_line(err)
    assert wal.read_bytes() == before
    assert holder.execute("SELECT x FROM keep_me").fetchall() == [(42,)]
    holder.close()


def test_export_over_another_database_or_its_journal_is_refused(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    filled(db_path)
    other = filled(tmp_path / "other.sqlite3")
    journal = tmp_path / "other.sqlite3-journal"
    journal.write_bytes(b"rollback journal")
    for target, words in ((other, "SQLite database"), (journal, "journal of the database")):
        before = target.read_bytes()
        status, _, err = run(capsys, *_export(db_path, target, "--force"))
        assert status == 2 and words in one_line(err)
        assert target.read_bytes() == before


def test_report_output_never_creates_the_target_of_a_dangling_link(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    db.close()
    link = tmp_path / "report.csv"
    link.symlink_to(tmp_path / "elsewhere.csv")
    status, _, err = run(
        capsys, "--db", str(tmp_path / "class.sqlite3"), "drill", "report", drill.code,
        "--format", "csv", "-o", str(link),
    )  # fmt: skip
    assert status == 2 and "symbolic link" in one_line(err)
    assert not (tmp_path / "elsewhere.csv").exists()


def _generate(out: Path, *extra: str) -> list[str]:
    return ["generate", "--skill", "furiten", "--count", "2", "--seed", "1", "--out", str(out),
            *extra]  # fmt: skip


def test_generate_keeps_existing_files_without_force_and_never_follows_links(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "gen"
    assert run(capsys, *_generate(out))[0] == 0
    first, second = sorted(out.iterdir())
    first.write_text("MY NOTES")
    status, _, err = run(capsys, *_generate(out))
    assert status == 2 and "--force" in one_line(err) and str(first) in err
    assert first.read_text() == "MY NOTES"
    victim = tmp_path / "victim.txt"
    victim.write_text("not a situation")
    second.unlink()
    second.symlink_to(victim)
    status, _, err = run(capsys, *_generate(out, "--force"))
    assert status == 2 and "symbolic link" in one_line(err) and str(second) in err
    assert victim.read_text() == "not a situation" and first.read_text() == "MY NOTES"
    second.unlink()
    assert run(capsys, *_generate(out, "--force"))[0] == 0
    assert "[expect]" in first.read_text() and not second.is_symlink()


def test_a_saved_situation_never_goes_through_a_dangling_link(tmp_path: Path) -> None:
    from tutor import drills

    question = next(drills.questions("furiten", "tenhou", 3, None, None))
    folder = tmp_path / "saved"
    folder.mkdir()
    first = Path(save_situation(folder, question, None))
    first.unlink()
    first.symlink_to(tmp_path / "planted.toml")
    second = Path(save_situation(folder, question, None))
    assert second != first and not (tmp_path / "planted.toml").exists()
    assert question.situation_text in second.read_text()


def _wal_database(path: Path) -> Path:
    filled(path)
    assert path.read_bytes()[18:20] == b"\x02\x02"  # in WAL mode
    return path


def test_a_refused_damaged_file_gets_no_journal_beside_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damaged = _wal_database(tmp_path / "flipped.sqlite3")
    data = bytearray(damaged.read_bytes())
    data[100:108] = b"\xff" * 8  # the first page's b-tree header
    damaged.write_bytes(bytes(data))
    status, _, err = run(capsys, "--db", str(damaged), "drill", "list")
    assert status == 2 and str(damaged) in one_line(err)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["flipped.sqlite3"]


def test_merging_a_students_file_leaves_nothing_beside_it(tmp_path: Path) -> None:
    student_db, drill = new_drill(tmp_path / "laptop" / "student.sqlite3")
    answer(student_db, drill, join(student_db, drill, "Ann"), 0, True, 1_800_000_000_000)
    student_db.close()
    laptop = tmp_path / "laptop"
    before = sorted(p.name for p in laptop.iterdir())
    teacher, same = new_drill(tmp_path / "teacher.sqlite3")
    merged = merge_files(teacher, same, [laptop / "student.sqlite3"])
    teacher.close()
    assert merged[0].answers == 1
    assert sorted(p.name for p in laptop.iterdir()) == before == ["student.sqlite3"]


def test_a_read_only_database_can_be_backed_up_and_exported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ro = filled(tmp_path / "ro.sqlite3")
    ro.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    status, out, err = run(capsys, "--db", str(ro), "export", "--learner", "ann")
    assert (status, err) == (0, "") and '"learner": "ann"' in out
    status, _, err = run(capsys, "--db", str(ro), "backup", str(tmp_path / "copy.sqlite3"))
    assert (status, err) == (0, "")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.sqlite3", "ro.sqlite3"]


def test_a_step_numbered_below_the_newest_but_added_later_is_still_applied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tutor.store import migrations

    db = open_store(tmp_path / "p.sqlite3")
    db.close()
    steps = migrations.migration_files()
    newest = steps[-1]
    late = tmp_path / f"{int(newest.name[:4]) - 1:04d}_late.sql"  # numbered below the newest
    late.write_text("CREATE TABLE late_step (x INTEGER);\n")
    every = tuple(sorted((*steps, late), key=lambda step: step.name))
    monkeypatch.setattr(migrations, "migration_files", lambda: every)
    db = open_store(tmp_path / "p.sqlite3")
    names = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    assert "late_step" in names
    assert db.execute("PRAGMA user_version").fetchone()[0] == int(newest.name[:4])
    db.close()
