"""Starting the tutor: the factory, the command line's options, a database it refuses."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tutor.errors import TutorError
from tutor.store.settings import load_settings
from tutor.ui.app import create_app
from tutor.ui.screens.home import HomeScreen


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
