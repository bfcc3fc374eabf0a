"""What a learner meets first: the name box, the guide, long choice lists, the key bar."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from textual.widgets import DataTable, Input, SelectionList

from tests.ui.conftest import home_loaded, open_drill, situation, text_of
from tutor import api, drills
from tutor.practice import QuestionBank, learner_seed
from tutor.ui.screens.drill import DrillScreen
from tutor.ui.screens.home import HomeScreen
from tutor.ui.screens.progress import ProgressScreen
from tutor.ui.widgets.keybar import KeyBar

UI = Path(__file__).resolve().parents[2] / "tutor" / "ui"


async def test_with_no_learner_the_name_is_typed_straight_after_start(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(learner=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.focused, Input) and app.focused.id == "learner"
        await pilot.press(*"Mei", "enter")
        await pilot.pause()
        assert app.learner == "Mei"
        assert "Hello, Mei." in text_of(app.screen, "#offer")


async def test_l_moves_to_the_learner_box_without_typing_an_l(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(learner=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await home_loaded(pilot)
        box = app.screen.query_one("#learner", Input)
        for start in (None, app.screen.query_one("#skills")):  # nothing focused, or the table
            app.set_focus(start)
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            assert app.focused is box and box.value == ""
        await pilot.press(*"ann", "enter")
        await pilot.pause()
        assert app.learner == "ann"
        assert "Hello, ann." in text_of(app.screen, "#offer")


async def test_the_guide_leaves_the_explanation_uncovered(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(learner=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*"Mei", "enter", "g")
        await pilot.pause()
        assert isinstance(app.screen, DrillScreen)
        await pilot.press("y")
        await pilot.pause()
        assert "RIGHT" in text_of(app.screen, "#explanation") or "WRONG" in text_of(
            app.screen, "#explanation"
        )
        assert not app._notifications, "no notice is left over the explanation"


def _many_choices(app) -> int:  # type: ignore[no-untyped-def]
    """The index of a generated yaku question with ten or more choices."""
    bank = QuestionBank(app.ruleset, learner_seed(app.learner))
    for index in range(20):
        if len(bank.question(["bank", "situational_yaku", index]).choices) >= 10:
            return index
    raise AssertionError("no yaku question with ten choices")


async def test_choices_ten_and_up_are_typed_as_two_digits(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["bank", "situational_yaku", _many_choices(app)]])
        await pilot.pause()
        picker = app.screen.query_one(SelectionList)
        await pilot.press("1", "0")
        await pilot.pause()
        assert set(picker.selected) == {"10"}
        await pilot.press("1")
        await pilot.pause(1.2)  # no second digit: a lone 1 is choice 1
        assert set(picker.selected) == {"1", "10"}
        await pilot.press("3")
        await pilot.pause()
        assert set(picker.selected) == {"1", "3", "10"}


async def test_enter_right_after_a_digit_counts_that_digit(make_app) -> None:  # type: ignore[no-untyped-def]
    """``1`` then Enter at once hands in choice 1, not an empty selection."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["bank", "situational_yaku", _many_choices(app)]])
        await pilot.pause()
        label = app.screen.question.choices[0].label
        await pilot.press("1", "enter")
        await pilot.pause()
        shown = text_of(app.screen, "#explanation")
        assert "You answered: (none)" not in shown and label in shown


async def test_the_key_bar_answers_clicks(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        bar = app.screen.query_one(KeyBar)
        spot = bar.offset_of("Progress")
        assert spot is not None
        await pilot.click(KeyBar, offset=spot)
        await pilot.pause()
        assert isinstance(app.screen, ProgressScreen)


def test_the_shells_reach_the_engine_only_through_the_api() -> None:
    for path in UI.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith(("tutor.judges", "tutor.engine")), (
                    f"{path.name} imports {node.module}"
                )


def test_the_home_screen_starts_without_the_engine_or_the_generator() -> None:
    code = (
        "import sys\n"
        "import tutor.ui.app, tutor.ui.screens.home\n"
        "heavy = ('tutor.drills', 'tutor.judges', 'tutor.engine', 'tutor.cards', 'mahjong')\n"
        "print(sorted({'.'.join(m.split('.')[:2]) for m in sys.modules\n"
        "              if m.split('.')[0] == 'mahjong' or m.startswith(heavy)}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]", "loaded before the first screen: " + result.stdout


async def test_the_skills_table_fills_in_once_the_bank_is_loaded(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await home_loaded(pilot)
        table = app.screen.query_one("#skills", DataTable)
        titles = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert table.row_count > 5 and "Riichi" in " ".join(titles)
        rules = api.load_ruleset(app.ruleset)
        offered = [s.id for s in drills.skills() if s.applies_to(rules)]
        assert [key.value for key in table.rows] == offered, "every skill of the ruleset"
        assert "loading" not in text_of(app.screen, "#skills-title")
        table.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, DrillScreen)


async def test_a_long_explanation_scrolls_with_the_keys_and_enter_goes_on(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = situation("win/ura-dora-for-riichi.toml")
        open_drill(app, [["text", text], ["text", text]])
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter")  # nothing chosen: wrong, with every reason spelled out
        await pilot.pause()
        area = screen.query_one("#answer-area")
        assert area.max_scroll_y > 0, "the explanation is longer than the space at 80x24"
        await pilot.press("pagedown")
        await pilot.pause()
        assert area.scroll_y > 0
        await pilot.press("enter")
        await pilot.pause()
        assert "Question 2 of 2" in text_of(screen, "#status")


async def test_a_digit_no_choice_extends_commits_the_one_before(make_app) -> None:  # type: ignore[no-untyped-def]
    """``1`` then ``3`` at once, with ten or more choices, is choices 1 and 3."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["bank", "situational_yaku", _many_choices(app)]])
        await pilot.pause()
        picker = app.screen.query_one(SelectionList)
        await pilot.press("1", "3", "4")
        await pilot.pause()
        assert set(picker.selected) == {"1", "3", "4"}


async def test_the_arrows_reach_the_last_skill_in_view_and_enter_drills_it(make_app) -> None:  # type: ignore[no-untyped-def]
    """At 80x24 the skills list scrolls inside its own box: the row the cursor is on
    stays on screen above the key bar, and Enter drills that skill."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await home_loaded(pilot)
        table = app.screen.query_one("#skills", DataTable)
        assert app.focused is table
        last_title = str(table.get_row_at(table.row_count - 1)[0])
        for _ in range(table.row_count):
            await pilot.press("down")
        await pilot.pause()
        assert table.cursor_row == table.row_count - 1
        rows_shown = table.scrollable_content_region.height - 1  # the header takes one
        assert table.scroll_y <= table.cursor_row < table.scroll_y + rows_shown
        assert table.region.bottom <= app.screen.query_one(KeyBar).region.y
        await pilot.press("enter")
        for _ in range(300):
            await pilot.pause(0.02)
            screen = app.screen
            if isinstance(screen, DrillScreen) and "Question 1" in text_of(screen, "#status"):
                break
        assert last_title.split()[0] in text_of(app.screen, "#status")
