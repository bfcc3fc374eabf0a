"""Keyboard-first: the command palette lists every action, numbers are typed, time runs out."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from textual.widgets import Input

from tests.ui.conftest import open_drill, situation, text_of
from tutor.ui.screens.drill import DrillScreen
from tutor.ui.screens.home import HomeScreen
from tutor.ui.screens.reference import ReferenceScreen


async def test_the_palette_offers_every_screen_and_the_screens_keys(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        for wanted in ("Rule reference", "Progress", "Settings", "Tile style", "Light / dark"):
            assert wanted in titles
        for wanted in ("Mixed drill", "Due reviews", "Guided start", "Drill code"):
            assert wanted in titles, f"the home key {wanted!r} is also a command"
        command = next(
            c for c in app.get_system_commands(app.screen) if c.title == "Rule reference"
        )
        command.callback()
        await pilot.pause()
        assert isinstance(app.screen, ReferenceScreen)


async def test_han_fu_points_and_sheets_are_typed(make_app) -> None:  # type: ignore[no-untyped-def]
    """Han and fu, points, and a sheet of numbers (the fu items, what each seat pays: one
    number a row on one line; a line that is not a whole sheet is refused where it is
    typed and the question stays open)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = situation("win/sticks-and-honba.toml")
        open_drill(app, [["text", text, 1], ["text", text, 2], ["bank", "fu", 0],
                         ["bank", "payments", 0]])
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen) and screen.question is not None
        assert screen.question.form == "han_fu" and screen.question.answer == (2, 30)
        await pilot.press("2", "enter", "3", "0", "enter")
        await pilot.pause()
        assert "RIGHT" in text_of(screen, "#explanation")
        assert "2 han 30 fu" in text_of(screen, "#explanation")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.question.form == "points"
        assert isinstance(app.focused, Input)
        await pilot.press("2", "6", "0", "0", "enter")
        await pilot.pause()
        shown = text_of(screen, "#explanation")
        assert "WRONG" in shown and "Correct answer: 2000 points" in shown
        await pilot.press("enter")
        await pilot.pause()
        assert screen.question.form == "numbers" and screen.question.skill == "fu"
        await pilot.press(*" ".join(map(str, screen.question.answer)), "enter")
        await pilot.pause()
        assert "RIGHT" in text_of(screen, "#explanation")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.question.skill == "payments" and isinstance(app.focused, Input)
        await pilot.press("1", "0", "0", "enter")
        await pilot.pause()
        assert screen.outcome is None
        assert "not one of the answers" in str(screen.query_one("#sheet-hint").render())
        await pilot.press(*["backspace"] * 3, *" ".join("1" for _ in screen.question.answer),
                          "enter")
        await pilot.pause()
        shown = text_of(screen, "#explanation")
        assert "WRONG" in shown and "collects" in shown


async def test_a_time_limit_counts_down_and_ends_the_question(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.change_setting("time_limit", 2)
        open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
        await pilot.pause()
        screen = app.screen
        screen.clock.pause()
        # The timer started with the question; a loaded machine may already have let it
        # tick once, so read what is shown, then tick by hand down to the end.
        shown_left = []
        for _ in range(4):
            found = re.search(r"(\d+)s left", text_of(screen, "#status"))
            if found is None:
                break
            shown_left.append(int(found.group(1)))
            screen._tick()  # the one-second timer, called by hand so load cannot make it late
        await pilot.pause()
        assert shown_left in ([2, 1], [1])
        shown = text_of(app.screen, "#explanation")
        assert "WRONG" in shown and "the time ran out" in shown


async def test_escape_leaves_a_drill_and_home_offers_to_resume_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, DrillScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "0 of 3 answered" in text_of(app.screen, "#offer")


def test_an_unknown_ruleset_on_the_command_line_is_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(tmp_path / "p.sqlite3"), "--ruleset", "nope"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "unknown ruleset 'nope'" in result.stderr and "tenhou" in result.stderr


async def test_an_answer_can_be_clicked(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
        await pilot.pause()
        await pilot.click("#choices", offset=(4, 1))  # the second line: "n  No"
        await pilot.pause()
        shown = text_of(app.screen, "#explanation")
        assert "RIGHT" in shown and "You answered: No" in shown


async def test_an_answer_the_database_refuses_leaves_the_question_open(
    make_app, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    import tutor.practice.session as session
    from tutor.store import StoreError

    def refuse(*args: object, **kwargs: object) -> int:
        raise StoreError("database is locked", file="progress.sqlite3")

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
        await pilot.pause()
        monkeypatch.setattr(session, "record_attempt", refuse)
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert screen.outcome is None and screen.drill.answered == 0
        monkeypatch.undo()
        await pilot.press("n")
        await pilot.pause()
        assert screen.outcome is not None and screen.drill.answered == 1


ANSWER_KEYS = {"han_fu": ("1", "enter", "2", "0", "enter"), "points": ("1", "enter"),
               "yes_no": ("y",), "yaku": ("enter",)}
"""Some answer in each form, to move on to the next question."""


async def test_s_saves_from_every_question_form(make_app) -> None:  # type: ignore[no-untyped-def]
    """``s`` saves the situation even where a number box has the focus (han/fu, points)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = situation("win/sticks-and-honba.toml")
        open_drill(app, [["text", text, 1], ["text", text, 2], ["bank", "riichi_allowed", 0],
                         ["bank", "situational_yaku", 0]])
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        forms = []
        for number in range(1, 5):
            assert screen.question is not None and screen.outcome is None
            forms.append(screen.question.form)
            await pilot.press("s")
            await pilot.pause()
            saved = list(app.saved_dir.glob("*.toml"))
            assert len(saved) == number, f"s did not save the {forms[-1]} question"
            await pilot.press(*ANSWER_KEYS[forms[-1]])
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
        assert forms == ["han_fu", "points", "yes_no", "yaku"]
