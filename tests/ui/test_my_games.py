"""The "My games" screen: imported games with their moments and my results, a drill of
my moments (its answers come back as results), and snapshots at 80x24 and 160x48."""

from __future__ import annotations

import pytest

from tests.conftest import DATA
from tests.ui.conftest import text_of
from tutor.games import import_files
from tutor.ui.screens.my_games import MyGamesScreen

LOGS = [DATA / "tenhou" / name for name in ("05-agari-ippatsu.json", "02-agari-rinshan.json")]
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((160, 48), id="160x48")]


def _imported(app) -> None:  # type: ignore[no-untyped-def]
    import_files(app.db, "ann", [str(LOGS[0])], seat=0)
    import_files(app.db, "ann", [str(LOGS[1])], me="D")


async def _open(pilot) -> None:  # type: ignore[no-untyped-def]
    _imported(pilot.app)
    await pilot.pause()
    await pilot.press("i")
    await pilot.pause()


async def test_games_and_moments_are_listed(make_app) -> None:  # type: ignore[no-untyped-def]
    from textual.widgets import DataTable

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await _open(pilot)
        screen = app.screen
        assert isinstance(screen, MyGamesScreen)
        games = screen.query_one("#games", DataTable)
        assert games.row_count == 2
        assert "2 games" in text_of(screen, "#games-summary")
        moments = screen.query_one("#moments", DataTable)
        assert moments.row_count == len(screen.rows[0].moments) > 0
        assert all(m.marks == "–" for m in screen.shown)


async def test_a_drill_of_my_moments_shows_its_results(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await _open(pilot)
        await pilot.press("d")
        await pilot.pause()
        drill = app.screen.drill  # type: ignore[attr-defined]
        assert drill.kind == "games"
        question = drill.current()
        drill.answer(question.answer, 1000)
        app.pop_screen()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MyGamesScreen)
        marks = [m.marks for row in screen.rows for m in row.moments]
        assert "✓" in marks


async def test_the_viewer_link_opens_the_moments_hand(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    opened: list[str] = []
    app = make_app()
    monkeypatch.setattr(app, "open_url", lambda url, **kw: opened.append(url))
    async with app.run_test(size=(100, 30)) as pilot:
        await _open(pilot)
        await pilot.press("o")
        await pilot.pause()
    assert len(opened) == 1
    assert opened[0].startswith("https://tenhou.net/6/#json=") and opened[0].endswith("&ts=0")


class TestSnapshots:
    @pytest.mark.parametrize("size", SIZES)
    def test_my_games(self, snap_compare, make_app, size) -> None:  # type: ignore[no-untyped-def]
        assert snap_compare(make_app(), terminal_size=size, run_before=_open)
