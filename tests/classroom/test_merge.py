"""Merging students' own databases into the teacher's: overlaps, repeats, foreign files."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tutor.classroom import answer, build_report, join, merge_files
from tutor.errors import TutorError
from tutor.store import classroom as rows

T0 = 1_800_000_000_000


def _laptop(path: Path, answers: dict[str, list[bool]]) -> Path:
    """A student's database in which each named student gave the answers listed."""
    db, drill = new_drill(path)
    for name, given in answers.items():
        student = join(db, drill, name)
        for index, value in enumerate(given):
            answer(db, drill, student, index, value, T0)
    db.close()
    return path


def test_two_files_with_the_same_name_stay_two_students(tmp_path: Path) -> None:
    one = _laptop(tmp_path / "one.sqlite3", {"Ann": [True, True], "Ben": [False]})
    two = _laptop(tmp_path / "two.sqlite3", {"Ann": [False, False, False]})
    teacher, drill = new_drill(tmp_path / "teacher.sqlite3")
    merged = merge_files(teacher, drill, [one, two])
    assert [(m.students, m.answers) for m in merged] == [(2, 3), (1, 3)]
    report = build_report(teacher, drill)
    names = sorted(s.name for s in report.students)
    assert names[0].startswith("Ann (from ") and names[1].startswith("Ann (from ")
    assert names[0] != names[1] and names[2] == "Ben"
    answered = sorted((s.answered, s.name[:3]) for s in report.students)
    assert answered == [(1, "Ben"), (2, "Ann"), (3, "Ann")]


def test_a_local_student_and_a_merged_one_of_the_same_name_are_apart(tmp_path: Path) -> None:
    laptop = _laptop(tmp_path / "laptop.sqlite3", {"Ann": [True]})
    teacher, drill = new_drill(tmp_path / "teacher.sqlite3")
    answer(teacher, drill, join(teacher, drill, "Ann"), 0, False, T0)
    merge_files(teacher, drill, [laptop])
    names = sorted(s.name for s in build_report(teacher, drill).students)
    assert names[0] == "Ann" and names[1].startswith("Ann (from ")


def test_merging_the_same_file_twice_adds_nothing(tmp_path: Path) -> None:
    laptop = _laptop(tmp_path / "laptop.sqlite3", {"Ann": [True, False]})
    copy = tmp_path / "copy-of-laptop.sqlite3"
    shutil.copy(laptop, copy)
    teacher, drill = new_drill(tmp_path / "teacher.sqlite3")
    first = merge_files(teacher, drill, [laptop])
    again = merge_files(teacher, drill, [laptop, copy])
    assert (first[0].students, first[0].answers) == (1, 2)
    assert [(m.students, m.answers) for m in again] == [(0, 0), (0, 0)]
    assert len(rows.answers(teacher, drill.drill_id)) == 2


@pytest.mark.parametrize("kind", ["text", "other-sqlite", "other-drill", "itself"])
def test_files_that_are_not_ours_are_refused_and_nothing_is_written(
    tmp_path: Path, kind: str
) -> None:
    good = _laptop(tmp_path / "good.sqlite3", {"Ann": [True]})
    teacher, drill = new_drill(tmp_path / "teacher.sqlite3")
    bad = tmp_path / "bad.sqlite3"
    if kind == "text":
        bad.write_text("these are my notes\n")
    elif kind == "other-sqlite":
        conn = sqlite3.connect(bad)
        conn.execute("CREATE TABLE songs (title TEXT)")
        conn.commit()
        conn.close()
    elif kind == "other-drill":
        db, _ = new_drill(bad, seed=99)
        db.close()
    else:
        bad = tmp_path / "teacher.sqlite3"
    before = bad.read_bytes()
    with pytest.raises(TutorError) as caught:
        merge_files(teacher, drill, [good, bad])
    assert str(bad) in str(caught.value)
    assert rows.answers(teacher, drill.drill_id) == []  # the good file was not merged either
    if kind != "itself":
        assert bad.read_bytes() == before


def test_merge_command_reports_counts_and_refuses_a_foreign_file(tmp_path: Path) -> None:
    laptop = _laptop(tmp_path / "laptop.sqlite3", {"Ann": [True, True]})
    teacher, drill = new_drill(tmp_path / "teacher.sqlite3")
    teacher.close()
    base = [sys.executable, "-m", "tutor", "--db", str(tmp_path / "teacher.sqlite3"), "drill"]
    done = subprocess.run(
        [*base, "merge", drill.code, str(laptop)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "1 new students, 2 new answers" in done.stdout
    origin = sqlite3.connect(laptop).execute("SELECT origin FROM classroom_origin").fetchone()[0]
    assert f"{laptop} (origin {origin[:6]})" in done.stdout  # which laptop each file was
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database")
    refused = subprocess.run(
        [*base, "merge", drill.code, str(notes)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert str(notes) in refused.stderr and len(refused.stderr.strip().splitlines()) == 1
