"""Fixtures of the tutor's tests: an app on a temporary database, and helpers to drive it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.practice import DrillSession
from tutor.ui.app import TutorApp, create_app
from tutor.ui.screens.drill import DrillScreen

ROOT = Path(__file__).resolve().parents[2]
SITUATIONS = ROOT / "content" / "situations"


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "progress.sqlite3")


@pytest.fixture
def make_app(tmp_path: Path, db_path: str):  # type: ignore[no-untyped-def]
    """Build the app the way the console script does, on a temporary database."""

    def build(learner: str | None = "ann", ruleset: str | None = None) -> TutorApp:
        return create_app(db_path, learner=learner, ruleset=ruleset, saved_dir=tmp_path / "saved")

    return build


def situation(relative: str) -> str:
    """The text of a curated situation file."""
    return (SITUATIONS / relative).read_text(encoding="utf-8")


def open_drill(
    app: TutorApp, refs: list[list[object]], kind: str = "test", count: int | None = None
) -> DrillSession:
    """Start a drill that asks ``refs`` first and show it."""
    assert app.learner is not None
    drill = DrillSession.start(
        app.db, app.learner, kind, ["ippatsu"], count or len(refs), app.ruleset, refs=refs
    )
    app.push_screen(DrillScreen(drill))
    return drill


def text_of(screen: object, selector: str) -> str:
    """The text a ``Static`` on ``screen`` shows."""
    from textual.widgets import Static

    return str(screen.query_one(selector, Static).render())  # type: ignore[attr-defined]


async def home_loaded(pilot) -> None:  # type: ignore[no-untyped-def]
    """Wait until the home screen has its skills (loaded behind it as it starts)."""
    for _ in range(500):
        await pilot.pause(0.01)
        if getattr(pilot.app.screen, "bank_ready", False):
            await pilot.pause()
            return
    raise AssertionError("the home screen's skills never loaded")
