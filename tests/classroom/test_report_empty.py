"""A report before anyone has answered says so in a sentence, in every format, and
lists the questions with their right answers instead of empty tables."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from tests.classroom.helpers import fixed_drill
from tutor.classroom import answer, build_report, join, render

NOBODY = "Nobody has answered yet"
RESULTS = ("Questions to review", "Students, best first", "Misses and why", "Weakest rules")


def test_every_format_says_nobody_has_answered_and_lists_the_questions(tmp_path: Path) -> None:
    db, drill = fixed_drill(tmp_path / "class.sqlite3", count=3)
    report = build_report(db, drill)
    expected = [drill.question(k) for k in range(3)]
    table = render(report, "table")
    assert f"{NOBODY}: no student has joined drill {drill.code}." in table
    for question in expected:
        assert question.prompt in table
    md = render(report, "md")
    assert f"**{NOBODY}: no student has joined" in md
    assert "| Q1 | Furiten 振聴 | yes |" in md
    blocks = render(report, "csv").split("\n\n")
    note = list(csv.reader(io.StringIO(blocks[0])))
    assert note[0] == ["note"] and note[1][0].startswith(NOBODY)
    listed = list(csv.reader(io.StringIO(blocks[1])))
    assert listed[0] == ["question", "skill", "right answer", "prompt"]
    assert [row[3] for row in listed[1:]] == [q.prompt for q in expected]
    page = render(report, "html")
    assert f'<p class="empty">{NOBODY}: no student' in page
    assert page.count('<div class="q') == 3 and '<svg class="tile"' in page
    for text in (table, md, page):
        assert not [part for part in RESULTS if part in text]
    db.close()


def test_joined_students_are_counted_until_the_first_answer(tmp_path: Path) -> None:
    db, drill = fixed_drill(tmp_path / "class.sqlite3", count=3)
    ann = join(db, drill, "Ann")
    join(db, drill, "Ben")
    said = render(build_report(db, drill), "table")
    assert f"{NOBODY}: 2 students have joined drill {drill.code}, and none has" in said
    answer(db, drill, ann, 0, None, 30_000)  # a question left without an answer in time
    table = render(build_report(db, drill), "table")
    assert NOBODY not in table and all(part in table for part in RESULTS[:3])
    db.close()
