"""A damaged progress database is named and refused, and never written to.

The damage is the kind ``PRAGMA quick_check`` finds and opening does not: cell pointers
broken on a few row pages, with the header, the page count and the schema intact.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

import tutor.store.database as database
import tutor.store.migrations as migrations
from tests.store.damage import break_cell_pointers
from tests.store.helpers import attempt, count_rows
from tests.store.test_cli import filled, run
from tutor.store import StoreError, backup_database, check_intact, open_store, record_attempt


@pytest.fixture
def damaged(tmp_path: Path) -> Path:
    (tmp_path / "db").mkdir()
    path = filled(tmp_path / "db" / "damaged.sqlite3", learners=("ann", "bob", "cy"), count=40)
    assert break_cell_pointers(path) == 3
    return path


def fingerprint(folder: Path) -> dict[str, str]:
    """Every file of ``folder`` with a hash of its bytes."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


@pytest.fixture
def checked_in_background(monkeypatch: pytest.MonkeyPatch) -> None:
    """Treat every file as too large to check at open: the check runs in a thread."""
    monkeypatch.setattr(database, "CHECK_AT_OPEN_BYTES", 0)


def test_export_refuses_a_damaged_database_and_names_it(
    damaged: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = fingerprint(damaged.parent)
    status, out, err = run(capsys, "--db", str(damaged), "export", "--learner", "ann")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"riichi-tutor: {damaged}: is damaged")
    assert "quick check" in err and "Traceback" not in err
    assert fingerprint(damaged.parent) == before


def test_backup_blames_the_damaged_database_not_the_destination(
    damaged: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = fingerprint(damaged.parent)
    target = tmp_path / "copy" / "backup.sqlite3"
    target.parent.mkdir()
    status, _, err = run(capsys, "--db", str(damaged), "backup", str(target))
    assert status == 2 and err.startswith(f"riichi-tutor: {damaged}: is damaged")
    assert list(target.parent.iterdir()) == []
    assert fingerprint(damaged.parent) == before


def test_opening_a_damaged_database_fails_before_the_tutor_starts(damaged: Path) -> None:
    before = fingerprint(damaged.parent)
    with pytest.raises(StoreError, match="is damaged") as caught:
        open_store(damaged)
    assert caught.value.file == str(damaged)
    assert fingerprint(damaged.parent) == before


def test_a_large_file_checked_in_the_background_takes_no_write(
    damaged: Path, checked_in_background: None
) -> None:
    before = fingerprint(damaged.parent)
    db = open_store(damaged)  # opens at once: the check is still to come
    with pytest.raises(StoreError, match="is damaged"):
        record_attempt(db, attempt("ann", number=99))
    with pytest.raises(StoreError, match="is damaged"):
        check_intact(db)
    db.close()
    assert fingerprint(damaged.parent) == before


def test_export_waits_for_the_background_check(
    damaged: Path, checked_in_background: None, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(capsys, "--db", str(damaged), "export", "--learner", "ann")
    assert status == 2 and out == "" and "is damaged" in err


def test_an_intact_file_checked_in_the_background_records_as_usual(
    db_path: Path, checked_in_background: None
) -> None:
    filled(db_path)
    db = open_store(db_path)
    record_attempt(db, attempt("ann", number=99))
    assert count_rows(db, "attempts") == 7
    db.close()


def test_a_file_that_needs_a_migration_is_checked_first_however_large(
    damaged: Path, checked_in_background: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    newest = migrations.schema_version()
    monkeypatch.setattr(migrations, "schema_version", lambda: newest + 1)
    before = fingerprint(damaged.parent)
    with pytest.raises(StoreError, match="is damaged"):
        open_store(damaged)
    assert fingerprint(damaged.parent) == before


def test_a_backup_checks_the_source_again_when_it_runs(db_path: Path, tmp_path: Path) -> None:
    filled(db_path, learners=("ann", "bob", "cy"), count=40)
    db = open_store(db_path)  # intact when opened, damaged later (a failing disk)
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert break_cell_pointers(db_path) == 3
    with pytest.raises(StoreError, match="is damaged") as caught:
        backup_database(db, tmp_path / "backup.sqlite3")
    assert caught.value.file == str(db_path)
    assert not (tmp_path / "backup.sqlite3").exists()
    db.close()
