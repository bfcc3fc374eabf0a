"""``riichi-tutor export`` and ``riichi-tutor backup``, and where the database lives."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.store.helpers import attempt, count_rows, situation
from tutor.__main__ import main
from tutor.store import default_db_path, open_store, record_attempt, resolve_db_path


def filled(path: Path, learners: tuple[str, ...] = ("ann", "bob"), count: int = 3) -> Path:
    db = open_store(path)
    for learner in learners:
        for number in range(count):
            record_attempt(db, attempt(learner, number=number, correct=number != 1))
    db.close()
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_export_json_holds_the_learners_attempts_and_skills(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    filled(db_path)
    status, out, err = run(
        capsys, "export", "--db", str(db_path), "--learner", "ann", "--format", "json"
    )
    assert (status, err) == (0, "")
    document = json.loads(out)
    assert document["learner"] == "ann"
    assert [row["situation"] for row in document["attempts"]] == [situation(n) for n in range(3)]
    assert [row["correct"] for row in document["attempts"]] == [True, False, True]
    assert document["attempts"][1]["answer"] == []
    assert document["attempts"][0]["reasons"] == ["furiten.temporary", "furiten.passed_ron"]
    assert document["skills"][0]["attempts"] == 3


def test_export_csv_has_one_row_per_attempt(
    db_path: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    filled(db_path)
    target = tmp_path / "bob.csv"
    status, _, err = run(
        capsys,
        "export",
        "--db",
        str(db_path),
        "--learner",
        "bob",
        "--format",
        "csv",
        "--output",
        str(target),
    )
    assert (status, err) == (0, "")
    rows = list(csv.DictReader(io.StringIO(target.read_text())))
    assert len(rows) == 3
    assert rows[0]["situation"] == situation(0)
    assert json.loads(rows[1]["correct_answer"]) == ["temporary"]


def test_the_group_db_option_and_the_environment_variable_choose_the_file(
    db_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    filled(db_path)
    status, out, _ = run(capsys, "--db", str(db_path), "export", "--learner", "ann")
    assert status == 0 and json.loads(out)["learner"] == "ann"
    monkeypatch.setenv("RIICHI_TUTOR_DB", str(db_path))
    status, out, _ = run(capsys, "export", "--learner", "bob")
    assert status == 0 and json.loads(out)["learner"] == "bob"


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--learner", "zoe"], "no learner called 'zoe'"),
        (["--learner", "ann", "--format", "xml"], "unknown export format 'xml'"),
    ],
)
def test_export_mistakes_get_one_line_and_a_failing_status(
    db_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    filled(db_path)
    status, out, err = run(capsys, "export", "--db", str(db_path), *argv)
    assert status != 0
    assert out == ""
    assert err.count("\n") == 1 and words in err


@pytest.mark.parametrize("command", [["export", "--learner", "ann"], ["backup", "copy.sqlite3"]])
def test_a_bad_database_gets_one_line_and_stays_unchanged(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    bad = tmp_path / "junk.sqlite3"
    bad.write_bytes(b"PK\x03\x04 definitely a zip file" * 40)
    before = hashlib.sha256(bad.read_bytes()).hexdigest()
    status, _, err = run(capsys, command[0], "--db", str(bad), *command[1:])
    assert status != 0
    assert err.count("\n") == 1 and "not an SQLite database" in err and str(bad) in err
    assert "Traceback" not in err
    assert hashlib.sha256(bad.read_bytes()).hexdigest() == before
    assert not (tmp_path / "copy.sqlite3").exists()


def test_export_does_not_create_a_missing_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nothing.sqlite3"
    status, _, err = run(capsys, "export", "--db", str(missing), "--learner", "ann")
    assert status != 0 and "no progress database" in err
    assert not missing.exists()


def test_backup_copies_everything_into_a_database_that_opens(
    db_path: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    filled(db_path)
    target = tmp_path / "backup.sqlite3"
    status, out, err = run(capsys, "backup", "--db", str(db_path), str(target))
    assert (status, err) == (0, "")
    assert str(target) in out
    copy = open_store(target)
    assert count_rows(copy, "attempts") == 6
    assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    copy.close()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_backup_never_overwrites_without_force(
    db_path: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    filled(db_path)
    target = tmp_path / "precious.sqlite3"
    target.write_text("keep me")
    status, _, err = run(capsys, "backup", "--db", str(db_path), str(target))
    assert status != 0 and "--force" in err and err.count("\n") == 1
    assert target.read_text() == "keep me"
    status, _, _ = run(capsys, "backup", "--db", str(db_path), "--force", str(target))
    assert status == 0
    copy = open_store(target)
    assert count_rows(copy, "attempts") == 6
    copy.close()


def test_backup_into_a_missing_folder_is_a_clear_error(
    db_path: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    filled(db_path)
    status, _, err = run(capsys, "backup", "--db", str(db_path), str(tmp_path / "no" / "x.db"))
    assert status != 0 and "does not exist" in err


def test_the_console_script_reports_a_bad_database_without_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "junk.sqlite3"
    bad.write_text("hello")
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "export", "--db", str(bad), "--learner", "ann"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode != 0
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_the_default_file_is_in_the_user_data_directory_not_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("RIICHI_TUTOR_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = resolve_db_path(None)
    assert path == default_db_path()
    assert path.is_relative_to(tmp_path / "data")
    assert not path.is_relative_to(ROOT / "tutor")
    open_store().close()
    assert path.is_file()


def test_the_option_beats_the_environment_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RIICHI_TUTOR_DB", str(tmp_path / "env.sqlite3"))
    assert resolve_db_path(None) == tmp_path / "env.sqlite3"
    assert resolve_db_path(str(tmp_path / "opt.sqlite3")) == tmp_path / "opt.sqlite3"
