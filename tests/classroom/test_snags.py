"""The small snags of a lesson, each fixed: codes, --force, typed han/fu, resume, escaping."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tutor.classroom import answer, build_report, join, render
from tutor.classroom.typed import parse_typed
from tutor.cli.serve_page import without_outside_links
from tutor.errors import TutorError

T0 = 1_800_000_000_000


def tutor(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(db), *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_order_of_the_skills_does_not_change_the_drill_code(tmp_path: Path) -> None:
    codes = set()
    for skills in ("furiten,ippatsu", "ippatsu,furiten", " ippatsu , furiten,ippatsu"):
        made = tutor(tmp_path / "a.sqlite3", "drill", "create", "--skills", skills,
                     "--count", "2", "--seed", "3")  # fmt: skip
        assert made.returncode == 0, made.stderr
        codes.add(made.stdout.split()[1].rstrip(":"))
    assert len(codes) == 1


def test_report_files_are_replaced_only_with_force(tmp_path: Path) -> None:
    db_path = tmp_path / "c.sqlite3"
    db, drill = new_drill(db_path)
    db.close()
    out = tmp_path / "report.md"
    out.write_text("last week's report")
    refused = tutor(db_path, "drill", "report", drill.code, "--format", "md", "-o", str(out))
    assert refused.returncode == 2 and "--force" in refused.stderr
    assert out.read_text() == "last week's report"
    forced = tutor(db_path, "drill", "report", drill.code, "--format", "md", "-o", str(out),
                   "--force")  # fmt: skip
    assert forced.returncode == 0, forced.stderr
    assert out.read_text().startswith("# Test drill")


@pytest.mark.parametrize(
    "typed", ["3 30", "3/30", "3 / 30", "3,30", "3 han 30 fu", "3han30fu", "30 fu 3 han", "3h 30"]
)
def test_han_and_fu_are_read_in_the_usual_ways(tmp_path: Path, typed: str) -> None:
    _, drill = new_drill(tmp_path / "c.sqlite3")
    question = replace(drill.question(0), form="han_fu", choices=())
    assert parse_typed(question, typed) == (3, 30)


def test_a_refused_answer_says_how_to_type_it(tmp_path: Path) -> None:
    _, drill = new_drill(tmp_path / "c.sqlite3")
    question = replace(drill.question(0), form="han_fu", choices=())
    for typed in ("3", "3 30 40", "three thirty", "3 han 30 han"):
        with pytest.raises(TutorError, match=r"type han and fu, e\.g\. 3/30"):
            parse_typed(question, typed)
    with pytest.raises(TutorError, match="'maybe' is not one of the answers: type y or n"):
        parse_typed(drill.question(0), "maybe")


def test_names_that_look_like_formulas_or_html_stay_text(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "c.sqlite3")
    names = ['=HYPERLINK("http://x","x")', "<script>alert(1)</script>", "@SUM(A1)", "+1 Fay"]
    for name in names:
        student = join(db, drill, name)
        answer(db, drill, student, 0, True, T0)
    report = build_report(db, drill)
    cells = [cell for row in csv.reader(io.StringIO(render(report, "csv"))) for cell in row]
    assert not any(cell.startswith(("=", "@", "+")) and not cell[1:2].isdigit() for cell in cells)
    assert "'=HYPERLINK(\"http://x\",\"x\")" in cells and "'@SUM(A1)" in cells
    assert any(cell.startswith(("+0.", "-0.", "+1.", "-1.")) for cell in cells)  # D: numbers
    markdown = render(report, "md")
    assert "<script>" not in markdown and "&lt;script&gt;alert(1)&lt;/script&gt;" in markdown


def test_the_served_page_template_loses_its_outside_font_link() -> None:
    page = (
        '<head><link rel="stylesheet" href="/static/css/xterm.css" />\n'
        '<link\n rel="stylesheet"\n href="https://fonts.example.com/css?family=Mono"\n/>'
        '<link href="//cdn.example.com/x.css" rel="stylesheet"></head>'
    )
    kept = without_outside_links(page)
    assert "/static/css/xterm.css" in kept
    assert "example.com" not in kept


async def test_u_on_the_home_screen_resumes_an_unfinished_class_drill(tmp_path: Path) -> None:
    from textual.widgets import Static

    from tutor.ui.app import create_app
    from tutor.ui.screens.classroom_take import TakeScreen

    path = tmp_path / "class.sqlite3"
    db, drill = new_drill(path)
    fay = join(db, drill, "Fay")
    for index in range(2):
        answer(db, drill, fay, index, True, T0)
    db.close()
    app = create_app(str(path), learner="fay")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        offer = app.screen.query_one("#offer", Static)
        assert f"class drill {drill.code} is not finished" in str(offer.render())
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, TakeScreen)
        assert "question 3 of 6" in str(app.screen.query_one("#take-head", Static).render())


async def test_a_name_or_title_in_brackets_shows_as_typed_on_every_screen(tmp_path: Path) -> None:
    """Brackets are Textual markup: a student named "[/b]Eve" must not restyle or crash
    the projector, the grid or their own screen."""
    from textual.widgets import Static

    from tutor.ui.screens.classroom_app import ClassroomApp
    from tutor.ui.screens.classroom_present import PresenterApp

    db, drill = new_drill(tmp_path / "c.sqlite3", title="Week [2] [/b]")
    eve = join(db, drill, "[/b]Eve [red]")
    answer(db, drill, eve, 0, True, T0)
    app = ClassroomApp(db, (drill, eve))
    async with app.run_test(size=(110, 40)) as pilot:
        await pilot.pause()
        head = str(app.screen.query_one("#take-head", Static).render())
        assert "Week [2] [/b] · [/b]Eve [red] · question 2 of 6" in head
    projector = PresenterApp(db, drill.code, live_refresh=False)
    async with projector.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        assert "Week [2] [/b] · drill" in str(projector.screen.query_one("#present-head").render())
        await pilot.press("g")
        grid = projector.screen.query_one("#grid")
        drawn = [strip.text for strip in grid.render_lines(grid.region.reset_offset)]
        assert any("[/b]Eve [red]" in line for line in drawn)
    db.close()
