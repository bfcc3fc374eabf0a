"""The ``riichi-tutor drill`` commands, as a teacher and a student use them."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

from tests.classroom.helpers import new_drill
from tutor.classroom import answer, join

T0 = 1_800_000_000_000


def tutor(db: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(db), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_create_prints_a_code_that_is_the_same_on_another_machine(tmp_path: Path) -> None:
    args = ["drill", "create", "--skills", "furiten,ippatsu", "--count", "6", "--seed", "4"]
    one = tutor(tmp_path / "a.sqlite3", *args, "--title", "Monday")
    two = tutor(tmp_path / "b.sqlite3", *args, "-o", str(tmp_path / "d.toml"))
    assert one.returncode == two.returncode == 0, one.stderr + two.stderr
    assert one.stdout.split()[1] == two.stdout.split()[1]
    assert "seed = 4" in (tmp_path / "d.toml").read_text()
    # piped to a file, the progress is one readable line, not redraws run together
    assert one.stderr.splitlines() == ["built the questions: 6 of 6"], one.stderr


def test_bad_create_options_are_one_line_and_exit_2(tmp_path: Path) -> None:
    for args, words in [
        (["--skills", "no_such_skill", "--count", "5", "--seed", "1"], "no skill 'no_such_skill'"),
        (["--skills", "furiten", "--count", "0", "--seed", "1"], "1 to 200 questions"),
        (["--skills", "furiten", "--count", "5", "--seed", "1", "--ruleset", "nope"], "nope"),
    ]:
        result = tutor(tmp_path / "x.sqlite3", "drill", "create", *args)
        assert result.returncode == 2, result.stderr
        assert words in result.stderr and "Traceback" not in result.stderr


def test_run_takes_the_drill_and_a_rerun_continues_after_the_last_answer(tmp_path: Path) -> None:
    db_path = tmp_path / "class.sqlite3"
    db, drill = new_drill(db_path)
    db.close()
    first = tutor(db_path, "drill", "run", drill.code, "--name", "Ann", stdin="y\nmaybe\nn\n")
    assert "Question 1 of 6" in first.stdout and "Question 2 of 6" in first.stdout
    assert "'maybe' is not one of the answers" in first.stdout
    assert first.returncode != 0  # input ran out at question 3: the process ends there
    again = tutor(db_path, "drill", "run", drill.code.lower(), "--name", "Ann", stdin="y\n" * 6)
    assert "Question 1 of 6" not in again.stdout and "Question 3 of 6" in again.stdout
    assert "Done:" in again.stdout


def _class_db(tmp_path: Path) -> tuple[Path, str]:
    db_path = tmp_path / "class.sqlite3"
    db, drill = new_drill(db_path)
    for name, given in {"Ann": [True] * 6, "Ben": [False] * 6, "Cy": [True, False]}.items():
        student = join(db, drill, name)
        for k, value in enumerate(given):
            answer(db, drill, student, k, value, T0)
    truth = [drill.question(k).answer for k in range(6)]
    db.close()
    return db_path, drill.code + "|" + "".join("y" if t else "n" for t in truth)


def test_report_formats_carry_the_same_scores(tmp_path: Path) -> None:
    db_path, packed = _class_db(tmp_path)
    code, truth = packed.split("|")
    ann = sum(t == "y" for t in truth)
    ben = 6 - ann
    cy = (truth[0] == "y") + (truth[1] == "n")
    table = tutor(db_path, "drill", "report", code)
    assert table.returncode == 0, table.stderr
    assert "Rules, weakest first" in table.stdout
    text = tutor(db_path, "drill", "report", code, "--format", "csv").stdout
    students = next(b for b in text.split("\n\n") if b.startswith("student,score"))
    rows = list(csv.reader(io.StringIO(students)))
    scores = {row[0]: row[1] for row in rows[1:4]}
    assert scores == {"Ann": f"{ann}/6", "Ben": f"{ben}/6", "Cy": f"{cy}/6"}
    md = tutor(db_path, "drill", "report", code, "--format", "md").stdout
    assert f"| Ann | {ann}/6 | 6 |" in md
    questions = next(b for b in md.split("## ") if b.startswith("Questions\n"))
    assert "| Furiten 振聴 |" in questions and "| furiten |" not in questions  # not the id
    out = tmp_path / "report.html"
    html = tutor(db_path, "drill", "report", code, "--format", "html", "-o", str(out))
    assert html.returncode == 0 and '<svg class="tile"' in out.read_text()
    again = tutor(db_path, "drill", "report", code, "--format", "html", "-o", str(out))
    assert again.returncode == 2 and "already exists" in again.stderr


def test_report_of_an_unknown_code_is_one_line(tmp_path: Path) -> None:
    db_path, _ = _class_db(tmp_path)
    result = tutor(db_path, "drill", "report", "ZZZ-ZZZ")
    assert result.returncode == 2 and "no drill ZZZ-ZZZ" in result.stderr
    assert "Traceback" not in result.stderr


def test_every_format_lists_each_miss_with_the_engines_reason(tmp_path: Path) -> None:
    db_path, packed = _class_db(tmp_path)
    code = packed.split("|")[0]
    for fmt in ("table", "md", "csv", "html"):
        text = tutor(db_path, "drill", "report", code, "--format", fmt).stdout
        assert "Misses and why" in text or fmt == "csv"
        assert "Ben" in text and "Q1" in text
    text = tutor(db_path, "drill", "report", code, "--format", "csv").stdout
    block = next(b for b in text.split("\n\n") if b.startswith("student,question"))
    misses = list(csv.reader(io.StringIO(block)))
    assert misses[0] == ["student", "question", "answered", "right answer", "why"]
    assert all(row[4] for row in misses[1:])  # every miss says why


def test_present_and_serve_refuse_bad_input_with_one_line(tmp_path: Path) -> None:
    db_path, _ = _class_db(tmp_path)
    cases = [
        (["drill", "present", "ZZZ-ZZZ"], "no drill ZZZ-ZZZ"),
        (["drill", "present", "ZZ0-ZZZ"], "no 0, O, 1, I or L"),
        (["serve", "--class-pin", "12"], "4 to 32 characters"),
    ]
    for args, words in cases:
        result = tutor(db_path, *args)
        assert result.returncode == 2, (args, result.stderr)
        assert words in result.stderr and "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1


def test_list_shows_the_ready_drills_and_this_databases_own(tmp_path: Path) -> None:
    db_path, packed = _class_db(tmp_path)
    listed = tutor(db_path, "drill", "list")
    assert listed.returncode == 0, listed.stderr
    assert "Mixed exam" in listed.stdout and "First lesson" in listed.stdout
    code = packed.split("|")[0]
    assert f"{code}  Test drill (student-paced, no time limit; 3 students joined)" in listed.stdout
    assert "60 s a question" in listed.stdout  # the mixed exam's time limit
