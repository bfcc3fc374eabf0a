"""Reports that lead with what to do, checked at class size (40 students × 30 questions).

The HTML page is rendered in headless Chromium at 1400 px: the review list and the
weakest rules must be in the first screenful, and the grid with its totals must end
inside the window (no sideways scrolling). The projector grid is a snapshot at 160x48.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tests.classroom.big_class import big_class
from tests.classroom.test_html_browser import _browser, _render, read_png
from tutor.classroom import build_report, render
from tutor.classroom.report import to_review
from tutor.ui.screens.classroom_present import PresenterApp

HEADING = (0xFE, 0xF3, 0xC7)
"""The background of the first screenful's headings (``#fef3c7``), used nowhere else."""
TOTALS = (0xE0, 0xF2, 0xFE)
"""The background of the grid's total columns (``#e0f2fe``), used nowhere else."""


def _pixels(png: Path, colour: tuple[int, int, int]) -> list[tuple[int, int]]:
    width, step, rows = read_png(png)
    return [
        (x // step, y)
        for y, row in enumerate(rows)
        for x in range(0, width * step, step)
        if tuple(row[x : x + 3]) == colour
    ]


def test_every_format_leads_with_the_questions_to_review(tmp_path: Path) -> None:
    db, drill = big_class(tmp_path / "c.sqlite3")
    report = build_report(db, drill)
    scores = [s.score for s in report.students]
    assert scores == sorted(scores, reverse=True)  # best first
    review = to_review(report)
    assert review and all(q.review_reason for q in review)
    assert [q.index for q in review if q.flag] == [q.index for q in review[: len(
        [q for q in review if q.flag])]]  # fmt: skip
    table = render(report, "table")
    order = ["Questions to review", "Rules, weakest first", "Students, best first",
             "Questions", "Misses and why"]  # fmt: skip
    places = [table.index(f"\n{part}\n") if part != order[0] else table.index(part)
              for part in order]  # fmt: skip
    assert places == sorted(places)
    blocks = render(report, "csv").split("\n\n")
    review_block = list(csv.reader(io.StringIO(blocks[0])))
    assert review_block[0][:3] == ["question", "prompt", "right answer"]
    first = review[0]
    assert review_block[1][0] == f"Q{first.index + 1}" and review_block[1][2] == first.expected
    html = render(report, "html")
    assert html.index("Questions to review") < html.index("Students, best first")
    assert html.index("Students, best first") < html.index("Who answered what")
    assert html.index("Who answered what") < html.index('id="q1"')
    assert html.count("Answer: <span") == 30  # every card states the right answer


def test_the_class_size_html_report_in_chromium(tmp_path: Path) -> None:
    browser = _browser()
    if browser is None:
        pytest.skip("no Chromium here: install Debian's chromium to render the report")
    db, drill = big_class(tmp_path / "c.sqlite3")
    page = tmp_path / "report.html"
    page.write_text(render(build_report(db, drill), "html"), encoding="utf-8")
    first = tmp_path / "first.png"
    assert _render(browser, page, first, tmp_path / "p1", size="1400,900") == []
    heading = _pixels(first, HEADING)
    assert any(x < 700 for x, _ in heading), "the review list is not in the first screenful"
    assert any(x > 800 for x, _ in heading), "the weakest rules are not in the first screenful"
    # The grid: its totals columns are drawn and end before the window's edge.
    no_cards = tmp_path / "no-cards.html"
    no_cards.write_text(
        page.read_text().replace("</head>", "<style>.cards{display:none}</style></head>")
    )
    whole = tmp_path / "grid.png"
    assert _render(browser, no_cards, whole, tmp_path / "p2", size="1400,3000") == []
    totals = _pixels(whole, TOTALS)
    rows = {y for _, y in totals}
    assert len(rows) > 40 * 10, "the totals of 40 students are not all drawn"
    assert max(x for x, _ in totals) < 1400 - 20, "the grid runs off the side"


def test_projector_grid_fits_thirty_questions_at_160x48(  # type: ignore[no-untyped-def]
    tmp_path: Path, snap_compare
) -> None:
    db, drill = big_class(tmp_path / "c.sqlite3")
    app = PresenterApp(db, drill.code, live_refresh=False)
    assert snap_compare(app, terminal_size=(160, 48), press=["g"])
