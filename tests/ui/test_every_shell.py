"""One question with calls and kans, drawn by every shell: each shows the same hand,
melds, wall count and indicators — the view of the moment, never the starting hand."""

from __future__ import annotations

import io
import re
from html import unescape
from pathlib import Path

from rich.console import Console, RenderableType
from textual.widgets import Static

from tests.classroom.helpers import new_drill
from tests.moment.test_moment import CALLS_AND_KANS
from tests.ui.conftest import open_drill
from tutor import api
from tutor.classroom import ClassDrill, join
from tutor.classroom.report import build_report
from tutor.classroom.report_html import as_html
from tutor.classroom.stored import dump_question
from tutor.cli.drill_text import situation_lines
from tutor.drills.curated import questions_from_text
from tutor.drills.question import Question
from tutor.moment import Moment
from tutor.moment.text import hand_text, indicators_text
from tutor.store import classroom as rows
from tutor.store.connection import Database
from tutor.ui.screens.classroom_app import ClassroomApp
from tutor.ui.widgets.hand import HandView, hand_tiles

EVENTS = "\n".join(f"{line}" for line in CALLS_AND_KANS.strip().splitlines())
SITUATION = f'''# S called a pon, an open kan, then added to its pon; may S riichi now?
ruleset = "tenhou"
dora_indicators = ["1m"]
kan_dora_indicators = ["7s", "2m"]
events = """
{EVENTS}
"""

[hands]
S = "333m067p123s99s55z"

[question]
ask = "riichi_allowed"
seat = "S"
'''


def _question() -> Question:
    (question, *_) = questions_from_text(SITUATION, name="calls-and-kans", ruleset="tenhou")
    return question


def _text(renderable: RenderableType) -> str:
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def _drill(tmp_path: Path, question: Question) -> tuple[Database, ClassDrill]:
    db, drill = new_drill(tmp_path / "class.sqlite3", count=1, skills=["riichi_allowed"])
    rows.store_question(db, drill.drill_id, 0, dump_question(question))
    return db, drill


def _facts(view: Moment) -> list[str]:
    """What each text shell must say: the wall, every indicator turned, the drawn tile."""
    return [f"wall {view.live_wall} left", indicators_text(view), "drew 1 bamboo"]


def test_the_moment_is_not_the_starting_hand() -> None:
    view = api.question_moment(_question())
    assert view.asked.hand == ("4p", "0p", "6p", "7p", "1s", "2s", "3s")
    assert [m.kind for m in view.asked.melds] == ["kakan", "daiminkan"]
    assert view.kan_dora_indicators == ("7s",) and view.live_wall == 60


def test_piped_text_says_the_same_hand_melds_wall_and_indicators() -> None:
    question = _question()
    view = api.question_moment(question)
    text = "\n".join(situation_lines(question))
    for fact in [*_facts(view), hand_text(view.asked)]:
        assert fact in text
    assert "open kan (大明槓) of 3-3-3-3 man, called from E" in text
    assert "9 bamboo" not in hand_text(view.asked)  # both 9s went to the river


def test_html_card_lays_the_same_tiles(tmp_path: Path) -> None:
    question = _question()
    view = api.question_moment(question)
    db, drill = _drill(tmp_path, question)
    report = build_report(db, drill, views=True)
    assert report.questions[0].moment == view  # drawn from the view stored with the drill
    page = as_html(report)
    card = page[page.index('<div class="q'):]
    groups = {
        unescape(label): re.findall(r'data-tile="(\w\w)"', tiles)
        for label, tiles in re.findall(
            r'<span class="group"><span class="label">([^<]*)</span>(.*?)</span>', card
        )
    }
    assert tuple(groups["S's hand"]) == view.asked.hand
    assert groups["drew"] == ["1s"]
    assert groups["added kan (加槓) from E"] == ["5z"] * 4
    assert groups["open kan (大明槓) from E"] == ["3m"] * 4
    assert groups["dora indicator"] == ["1m"] and groups["kan dora indicator"] == ["7s"]
    assert f"wall {view.live_wall} left" in card


async def test_classroom_student_screen_draws_the_moment(tmp_path: Path) -> None:
    question = _question()
    view = api.question_moment(question)
    db, drill = _drill(tmp_path, question)
    student = join(db, drill, "Ann")
    app = ClassroomApp(db, (drill, student))
    async with app.run_test(size=(120, 48)) as pilot:
        await pilot.pause()
        shown = _text(app.screen.query_one("#take-situation", Static).content)
    for fact in _facts(view):
        assert fact in shown
    assert _text(hand_tiles(view.asked, view)) in shown  # the same tiles, drawn alike


async def test_tutor_table_draws_the_moment(make_app) -> None:  # type: ignore[no-untyped-def]
    question = _question()
    view = api.question_moment(question)
    app = make_app()
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        open_drill(app, [["text", SITUATION]])
        await pilot.pause()
        hand = app.screen.query_one(HandView)
        info = _text(app.screen.query_one("#info", Static).content)
        drawn = _text(hand.render())
    for fact in _facts(view)[:2]:
        assert fact in info
    assert "drew 1 bamboo" in drawn
    assert _text(hand_tiles(view.asked, view)) == drawn


def test_saved_situation_comment_says_the_moment(tmp_path: Path) -> None:
    from tutor.ui.saving import save_situation

    question = _question()
    view = api.question_moment(question)
    path = Path(save_situation(tmp_path, question, None))
    saved = path.read_text(encoding="utf-8")
    comment = "\n".join(line for line in saved.splitlines() if line.startswith("#"))
    for fact in [*_facts(view), hand_text(view.asked)]:
        assert fact in comment
    replayed = api.moment(saved, seat="S")  # the saved file still replays to the moment
    assert replayed.asked == view.asked and replayed.live_wall == view.live_wall
