"""Starting the tutor: the factory, the command line's options, a database it refuses."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from textual.widgets import DataTable

from tutor.errors import TutorError
from tutor.store.settings import load_settings
from tutor.ui.app import create_app
from tutor.ui.screens.home import HomeScreen
from tutor.ui.widgets.picker import Picker


async def test_the_factory_opens_home_for_the_named_learner_and_ruleset(db_path: str) -> None:
    app = create_app(db_path, learner="ann", ruleset="wrc")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert app.learner == "ann" and app.ruleset == "wrc"
        await pilot.press("ctrl+q")
    assert load_settings(app.db, "ann")["ruleset"] == "tenhou", "--ruleset is for this run only"


def test_an_unknown_ruleset_is_refused_in_one_line(db_path: str) -> None:
    with pytest.raises(TutorError, match="unknown ruleset 'nope'"):
        create_app(db_path, ruleset="nope")


HOUSE_RULES = Path(__file__).resolve().parents[2] / "content" / "house-rules"


async def test_a_ruleset_file_of_house_rules_is_offered_with_its_own_skill(db_path: str) -> None:
    """Open riichi, which no preset plays, is drilled under the club's house rules."""
    club = HOUSE_RULES / "open-riichi-club.toml"
    app = create_app(db_path, learner="ann", ruleset=str(club))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.ruleset == str(club.resolve())
        picker = app.screen.query_one("#ruleset", Picker)
        assert picker.value == app.ruleset
        table = app.screen.query_one("#skills", DataTable)
        names = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert any("Open riichi" in name for name in names)
        await pilot.press("ctrl+q")
    assert load_settings(app.db, "ann")["ruleset"] == "tenhou", "--ruleset is for this run only"


def test_a_broken_ruleset_file_is_refused_naming_it(db_path: str, tmp_path: Path) -> None:
    broken = tmp_path / "club.toml"
    broken.write_text('extends = "tenhou"\nopen_riichi = "often"\n', encoding="utf-8")
    with pytest.raises(TutorError) as caught:
        create_app(db_path, ruleset=str(broken))
    assert "club.toml" in str(caught.value) and "open_riichi" in str(caught.value)


async def test_settings_are_kept_per_learner(db_path: str) -> None:
    app = create_app(db_path, learner="ann")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.change_setting("tile_style", "text")
        app.change_setting("theme", "textual-light")
        assert app.theme == "textual-light"
    again = create_app(db_path, learner="ann")
    assert again.settings["tile_style"] == "text" and again.settings["theme"] == "textual-light"
    other = create_app(db_path, learner="bo")
    assert other.settings["tile_style"] == "boxed"


def test_starting_on_a_file_that_is_not_a_database_is_one_clear_error(tmp_path: Path) -> None:
    bogus = tmp_path / "notes.txt"
    bogus.write_text("my notes, not a database\n")
    before = bogus.read_bytes()
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(bogus)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert str(bogus) in result.stderr
    assert bogus.read_bytes() == before


async def test_settings_name_themes_in_words_and_say_what_the_time_limit_is(db_path: str) -> None:
    from textual.widgets import OptionList, Select, Static

    from tutor.ui.screens.settings import SettingsScreen

    app = create_app(db_path, learner="ann")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        theme = screen.query_one("#set-theme", Select)
        theme.focus()
        await pilot.press("enter")  # the list opens, as a learner sees it
        await pilot.pause()
        shown = theme.query_one(OptionList)
        labels = [str(shown.get_option_at_index(i).prompt) for i in range(shown.option_count)]
        await pilot.press("escape")
        assert "Dark" in labels and not any(label.startswith("textual-") for label in labels)
        assert "no time limit" in str(screen.query_one("#time-note", Static).render())
