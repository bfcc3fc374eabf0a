"""No MPSZ code reaches a learner or a teacher: every report format of a drill built from
the shipped drills' questions names its tiles in words (codes live only inside tags
and in the plain tile style)."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tests.moment.fairness import shipped_drill_questions
from tutor.classroom import answer, join
from tutor.classroom.formats import FORMATS, render
from tutor.classroom.report import build_report
from tutor.classroom.stored import dump_question
from tutor.rules.tile_names import has_code
from tutor.store import classroom as rows

T0 = 1_800_000_000_000


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    questions = [q for q in shipped_drill_questions() if q.form == "yes_no"][:20]
    path = Path(tmp_path_factory.mktemp("codes")) / "class.sqlite3"
    db, drill = new_drill(path, count=len(questions), skills=["riichi_allowed"])
    for position, question in enumerate(questions):
        rows.store_question(db, drill.drill_id, position, dump_question(question))
    for name, given in (("Ann", True), ("Ben", False)):
        student = join(db, drill, name)
        for position in range(len(questions)):
            answer(db, drill, student, position, given, T0)
    return build_report(db, drill)


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_report_format_names_tiles_in_words(report, fmt: str) -> None:  # type: ignore[no-untyped-def]
    text = render(report, fmt)
    if fmt == "html":
        text = unescape(re.sub(r"<[^>]*>", " ", text))
    coded = [line for line in text.splitlines() if has_code(line)]
    assert coded == []
    assert "pin" in text or "man" in text or "bamboo" in text  # tiles are named somewhere
