"""Snapshots (SVG) of what the learner sees, at 80x24 and at 160x48 (a projector).

Each was looked at rendered as a picture before it was accepted: tiles are boxes with a
number over the suit kanji, the red five is marked, the deciding event is highlighted.
"""

from __future__ import annotations

import pytest

from tests.ui.conftest import home_loaded, open_drill, situation
from tutor.practice import DrillSession

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((160, 48), id="160x48")]


def _progress_data(app) -> None:  # type: ignore[no-untyped-def]
    drill = DrillSession.start(
        app.db,
        "ann",
        "test",
        ["ippatsu"],
        4,
        "tenhou",
        refs=[
            ["text", situation("ippatsu/broken-by-pon.toml")],
            ["text", situation("ippatsu/after-own-discard.toml")],
            ["text", situation("furiten/j19-temporary.toml")],
            ["text", situation("riichi_allowed/j04-900-points.toml")],
        ],
    )
    for given in (False, True, True, True):
        drill.answer(given, 4000)


class TestScreens:
    """Home, a question, a wrong answer explained, a yaku multi-select, the rule
    reference and progress."""

    @pytest.mark.parametrize("size", SIZES)
    def test_home(self, snap_compare, make_app, size) -> None:  # type: ignore[no-untyped-def]
        assert snap_compare(make_app(), terminal_size=size, run_before=home_loaded)

    @pytest.mark.parametrize("size", SIZES)
    def test_question(self, snap_compare, make_app, size) -> None:  # type: ignore[no-untyped-def]
        app = make_app()

        async def ask(pilot) -> None:  # type: ignore[no-untyped-def]
            open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=ask)

    @pytest.mark.parametrize("size", SIZES)
    def test_wrong_answer_explained(self, snap_compare, make_app, size) -> None:  # type: ignore[no-untyped-def]
        app = make_app()

        async def answer_wrong(pilot) -> None:  # type: ignore[no-untyped-def]
            open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=answer_wrong)

    @pytest.mark.parametrize("size", SIZES)
    def test_yaku_multi_select(self, snap_compare, make_app, size) -> None:  # type: ignore[no-untyped-def]
        app = make_app()

        async def ask(pilot) -> None:  # type: ignore[no-untyped-def]
            open_drill(app, [["text", situation("win/ura-dora-for-riichi.toml")]])
            await pilot.pause()
            await pilot.press("1", "3")
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=ask)

    @pytest.mark.parametrize("size", SIZES)
    def test_rule_reference(self, snap_compare, make_app, size) -> None:  # type: ignore[no-untyped-def]
        app = make_app()

        async def open_card(pilot) -> None:  # type: ignore[no-untyped-def]
            app.action_reference("ippatsu")
            await pilot.pause()
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=open_card)

    @pytest.mark.parametrize("size", SIZES)
    def test_progress(self, snap_compare, make_app, size) -> None:  # type: ignore[no-untyped-def]
        app = make_app()

        async def open_progress(pilot) -> None:  # type: ignore[no-untyped-def]
            _progress_data(app)
            app.action_progress()
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=open_progress)

    def test_wrong_answer_in_the_light_theme(self, snap_compare, make_app) -> None:  # type: ignore[no-untyped-def]
        """The light theme a projector needs: tiles, marks and the verdict stay readable."""
        app = make_app()

        async def answer_wrong(pilot) -> None:  # type: ignore[no-untyped-def]
            app.change_setting("theme", "textual-light")
            open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()

        assert snap_compare(app, terminal_size=(100, 30), run_before=answer_wrong)

    def test_plain_text_tiles(self, snap_compare, make_app) -> None:  # type: ignore[no-untyped-def]
        """The plain ``1m`` tile style, chosen in the settings."""
        app = make_app()

        async def ask(pilot) -> None:  # type: ignore[no-untyped-def]
            app.change_setting("tile_style", "text")
            open_drill(app, [["text", situation("win/ura-dora-for-riichi.toml")]])
            await pilot.pause()

        assert snap_compare(app, terminal_size=(80, 24), run_before=ask)
