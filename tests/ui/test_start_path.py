"""The lighter start: the rules picker, the skills list that comes with the bank, and a
question screen whose first frame holds everything the answer depends on."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from textual.widgets import DataTable, Static

from tests.practice.test_ahead import _shipped
from tests.ui.conftest import home_loaded, open_drill, situation, text_of
from tutor.practice import ahead
from tutor.practice.bank import GUIDED
from tutor.ui.screens.drill import DrillScreen
from tutor.ui.screens.home import HomeScreen
from tutor.ui.widgets.answers import AnswerList
from tutor.ui.widgets.choices import ChoiceList
from tutor.ui.widgets.hand import HandView
from tutor.ui.widgets.picker import Picker, PickList
from tutor.ui.widgets.pond import Ponds
from tutor.ui.widgets.timeline import KeyEvents, Timeline


async def test_the_rules_are_picked_with_the_keyboard(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await home_loaded(pilot)
        picker = app.screen.query_one("#ruleset", Picker)
        assert "Tenhou" in picker.render().plain
        picker.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PickList)
        await pilot.press("down", "enter")  # the preset after Tenhou
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and app.ruleset == "mahjong-soul"
        assert "Mahjong Soul" in picker.render().plain
        await pilot.press("space")
        await pilot.pause()
        await pilot.press("down", "escape")  # Escape keeps the rules chosen
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and app.ruleset == "mahjong-soul"


async def test_a_drill_opened_at_once_finds_the_skills_listed_on_return(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")  # before the skills have (or may have) loaded
        for _ in range(300):
            await pilot.pause(0.01)
            if isinstance(app.screen, DrillScreen):
                break
        assert isinstance(app.screen, DrillScreen)
        await pilot.press("escape")
        await home_loaded(pilot)
        table = app.screen.query_one("#skills", DataTable)
        assert table.row_count > 5 and app.focused is table
        assert "loading" not in text_of(app.screen, "#skills-title")


async def _ask_the_broken_ippatsu(app, pilot) -> DrillScreen:  # type: ignore[no-untyped-def]
    """Open a drill on a riichi win whose ippatsu a pon broke; its question screen."""
    await pilot.pause()
    open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
    await pilot.pause()
    assert isinstance(app.screen, DrillScreen)
    return app.screen


async def test_the_question_shows_the_whole_table_before_an_answer_at_80x24(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _ask_the_broken_ippatsu(app, pilot)
        assert screen.outcome is None
        assert screen.query_one(AnswerList).display
        hand = screen.query_one(HandView).render().plain
        rivers = screen.query_one(Ponds).render().plain
        events = screen.query_one(KeyEvents)
        assert "South's hand" in hand
        assert all(seat in rivers for seat in ("East", "South", "West", "North"))
        assert "p" in rivers, "the pon is drawn with North's melds"
        assert "dora indicator" in str(screen.query_one("#info", Static).render())
        assert events.display and "calls pon" in events.render().plain
        assert "ippatsu" in text_of(screen, "#prompt")


async def test_the_answer_keys_are_chosen_with_the_arrows_and_enter(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _ask_the_broken_ippatsu(app, pilot)
        choices = screen.query_one("#choices", ChoiceList)
        assert app.focused is choices, "the keys have the focus from the first frame"
        assert [line.split()[0] for line in choices.render().plain.splitlines()] == ["y", "n"]
        await pilot.press("end", "home", "down", "down")  # (down from the last goes round)
        await pilot.pause()
        assert choices.lit == 0
        await pilot.press("up", "enter")
        await pilot.pause()
        shown = text_of(screen, "#explanation")
        assert "RIGHT" in shown and "You answered: No" in shown


async def test_t_unfolds_the_timeline_on_a_narrow_screen_and_folds_it_again(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _ask_the_broken_ippatsu(app, pilot)
        await pilot.press("t")
        await pilot.pause()
        timeline = screen.query_one(Timeline)
        assert timeline.display and not screen.query_one(KeyEvents).display
        body = str(timeline.query_one("#timeline-body", Static).render())
        assert "calls pon" in body and "declares riichi" in body
        await pilot.press("t")
        await pilot.pause()
        assert not timeline.display and screen.query_one(KeyEvents).display
        await pilot.press("y")  # the explanation comes at the first answer
        await pilot.pause()
        shown = text_of(screen, "#explanation")
        assert "WRONG" in shown and "rule card: Ippatsu 一発" in shown


FIRST_QUESTION = """
import json, sys
from pathlib import Path

import tutor.practice.ahead as ahead
from tutor.practice.bank import QuestionBank
from tutor.ui.app import create_app
from tutor.ui.screens.drill import DrillScreen

ahead.folder = lambda: Path(sys.argv[2])
QuestionBank.load = lambda self: None  # the loading after the first frame: held back
DrillScreen._build_ahead = lambda self: None  # (and the next question's)
HEAVY = ("tutor.judges", "tutor.engine", "tutor.api", "tutor.drills.bank", "mahjong")
app = create_app(sys.argv[1], learner="Mei")
seen = {}

def heavy():
    return sorted({m for m in sys.modules if m.startswith(HEAVY)})

async def run(pilot):
    await pilot.press("g")
    for _ in range(500):
        if isinstance(app.screen, DrillScreen) and app.screen.query("AnswerList"):
            break
        await pilot.pause(0.01)
    screen = app.screen
    seen["first frame"] = heavy()
    seen["guide"] = str(screen.query_one("AnswerList .hint").render())
    seen["toasts"] = len(app._notifications)
    question = screen.question
    await pilot.press("y" if question.answer else "n")
    await pilot.pause()
    seen["explanation"] = str(screen.query_one("#explanation").render())
    seen["reasons"] = [reason.text for reason in question.explanation]
    seen["answered"] = heavy()
    app.exit()

app.run(headless=True, size=(80, 24), auto_pilot=run)
print(json.dumps(seen))
"""


def test_the_first_question_is_drawn_and_answered_before_the_engine_loads(
    tmp_path: Path,
) -> None:
    """A fresh start's guided first question is built ahead: its first frame needs
    neither the engine nor the generator, and answering it before they have loaded
    gives the verdict and the explanation the engine gave when it was built."""
    folder = tmp_path / "ahead"
    folder.mkdir()
    with (folder / "tenhou.jsonl").open("w", encoding="utf-8") as out:
        for skill in GUIDED[0]:
            for question in _shipped(ahead.key(skill, "yes_no")):
                line = json.dumps(question, ensure_ascii=False)
                out.write(f"{ahead.key(skill, 'yes_no')}\t{ahead.engine_fingerprint()}\t{line}\n")
    result = subprocess.run(
        [sys.executable, "-c", FIRST_QUESTION, str(tmp_path / "p.sqlite3"), str(folder)],
        capture_output=True, text=True, check=False, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["first frame"] == [] and seen["answered"] == []
    assert seen["guide"].startswith("Guided start") and seen["toasts"] == 0
    assert "RIGHT" in seen["explanation"]
    assert all(reason[1:40] in seen["explanation"] for reason in seen["reasons"])
