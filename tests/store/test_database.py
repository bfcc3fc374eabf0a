"""Opening the progress database: created, migrated, and bad files refused untouched."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.store.helpers import attempt, count_rows
from tutor.errors import TutorError
from tutor.store import StoreError, migrations, open_store, record_attempt, schema_version
from tutor.store.connection import Database
from tutor.store.database import APPLICATION_ID
from tutor.store.migrations import applied_steps, pending_steps


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def folder_state(folder: Path) -> dict[str, str]:
    """Every file in the folder with its hash: nothing may appear, vanish or change."""
    return {p.name: digest(p) for p in sorted(folder.iterdir()) if p.is_file()}


def real_database(path: Path, attempts: int = 3) -> Path:
    db = open_store(path)
    for number in range(attempts):
        record_attempt(db, attempt(number=number))
    db.close()
    return path


@pytest.fixture
def read_only() -> Iterator[list[Path]]:
    """Paths made read-only by a test; their permissions come back afterwards."""
    changed: list[Path] = []
    yield changed
    for path in changed:
        path.chmod(path.stat().st_mode | stat.S_IWUSR)


def names_of(db: Database, kind: str) -> set[str]:
    rows = db.execute("SELECT name FROM sqlite_master WHERE type = ?", [kind])
    return {str(row[0]) for row in rows}


def test_first_open_creates_the_file_with_every_table(db_path: Path) -> None:
    assert not db_path.exists()
    db = open_store(db_path)
    tables = names_of(db, "table")
    assert {
        "learners",
        "sessions",
        "attempts",
        "situations",
        "skill_stats",
        "reason_stats",
        "review_cards",
        "drills",
    } <= tables
    assert {"attempt_log", "skill_progress", "review_schedule"} <= names_of(db, "view")
    assert db.execute("PRAGMA user_version").fetchone()[0] == schema_version()
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    db.close()


def test_the_folder_is_created_on_first_run(tmp_path: Path) -> None:
    path = tmp_path / "new" / "deeper" / "progress.sqlite3"
    open_store(path).close()
    assert path.is_file()


def test_reopening_keeps_data_and_applies_nothing_twice(db_path: Path) -> None:
    real_database(db_path)
    db = open_store(db_path)
    assert count_rows(db, "attempts") == 3
    applied = applied_steps(db.conn)
    assert applied and applied[-1].startswith(f"{schema_version():04d}_")
    assert pending_steps(db.conn) == []
    db.close()


def test_foreign_keys_are_enforced(db: Database) -> None:
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("INSERT INTO sessions (learner_id, started_at) VALUES (999, 'x')")


def refused(path: Path, *words: str) -> StoreError:
    before = folder_state(path.parent)
    with pytest.raises(StoreError) as caught:
        open_store(path)
    assert folder_state(path.parent) == before
    message = str(caught.value)
    assert str(path) in message
    for word in words:
        assert word in message
    assert isinstance(caught.value, TutorError)
    return caught.value


def test_a_file_that_is_not_sqlite_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("These are my mahjong notes, not a database.\n" * 50)
    refused(path, "not an SQLite database")


def test_a_short_file_with_the_sqlite_header_is_refused_as_truncated(tmp_path: Path) -> None:
    path = tmp_path / "short.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\x10\x00")
    refused(path, "truncated")


def test_a_truncated_database_is_refused_untouched(tmp_path: Path) -> None:
    whole = real_database(tmp_path / "whole.sqlite3", attempts=40)
    path = tmp_path / "cut.sqlite3"
    data = whole.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    refused(path, "truncated")


def test_a_database_from_a_newer_tutor_is_refused_untouched(db_path: Path) -> None:
    real_database(db_path)
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {schema_version() + 1}")
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
        "VALUES ('riichi-tutor', '9999_from_the_future', 'later')"
    )
    conn.commit()
    conn.close()
    refused(db_path, "newer riichi-tutor", "upgrade")


def test_an_unknown_migration_alone_marks_a_newer_database(db_path: Path) -> None:
    real_database(db_path)
    conn = sqlite3.connect(db_path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
        "VALUES ('riichi-tutor', '0002_not_known_here', 'later')"
    )
    conn.commit()
    conn.close()
    refused(db_path, "newer")


def test_another_programs_sqlite_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, caption TEXT)")
    conn.commit()
    conn.close()
    refused(path, "not a riichi-tutor progress database")


def test_a_read_only_database_is_refused_untouched(db_path: Path, read_only: list[Path]) -> None:
    real_database(db_path)
    db_path.chmod(0o444)
    read_only.append(db_path)
    refused(db_path, "read-only")


def test_a_database_in_a_read_only_folder_is_refused_untouched(
    tmp_path: Path, read_only: list[Path]
) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    path = real_database(folder / "progress.sqlite3")
    folder.chmod(0o555)
    read_only.append(folder)
    refused(path, "read-only")


def test_a_new_database_in_a_read_only_folder_is_refused(
    tmp_path: Path, read_only: list[Path]
) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    read_only.append(folder)
    with pytest.raises(StoreError, match="read-only"):
        open_store(folder / "progress.sqlite3")
    assert list(folder.iterdir()) == []


def test_a_folder_given_as_the_database_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="folder"):
        open_store(tmp_path)


def test_a_missing_database_is_not_created_when_creation_is_off(db_path: Path) -> None:
    with pytest.raises(StoreError, match="no progress database"):
        open_store(db_path, create=False)
    assert not db_path.exists()


def test_an_empty_file_becomes_a_new_database(db_path: Path) -> None:
    db_path.touch()
    db = open_store(db_path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == schema_version()
    db.close()


def test_nothing_is_written_to_a_refused_file_even_by_repeated_tries(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(os.urandom(8192))
    for _ in range(3):
        refused(path)


def test_an_older_file_gets_every_step_it_lacks_and_a_new_one_all_at_once(
    db_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    every = migrations.migration_files()
    monkeypatch.setattr(migrations, "migration_files", lambda: every[:1])
    open_store(db_path).close()  # a file from a tutor that knew only the first step
    monkeypatch.undo()
    db = open_store(db_path)
    assert applied_steps(db.conn) == [step.stem for step in every]
    assert db.execute("PRAGMA user_version").fetchone()[0] == schema_version()
    fresh = open_store(tmp_path / "fresh.sqlite3")
    assert applied_steps(fresh.conn) == applied_steps(db.conn)
    assert names_of(fresh, "table") == names_of(db, "table")
    db.close()
    fresh.close()


def test_a_semicolon_in_a_comment_or_a_string_does_not_end_a_statement() -> None:
    script = (
        "-- one; two\nCREATE TABLE t (a TEXT DEFAULT 'x;y');\n"
        "CREATE TRIGGER r AFTER INSERT ON t BEGIN UPDATE t SET a = 'z;'; END;\n-- the end\n"
    )
    statements = list(migrations.sql_statements(script))
    assert len(statements) == 2
    conn = sqlite3.connect(":memory:")
    for statement in statements:
        conn.execute(statement)
    conn.execute("INSERT INTO t DEFAULT VALUES")
    assert conn.execute("SELECT a FROM t").fetchall() == [("z;",)]
