"""The rule reference: the whole card, and its examples judged live."""

from __future__ import annotations

from textual.widgets import Markdown, Static

from tests.ui.conftest import home_loaded
from tutor.ui.screens.reference import ReferenceScreen


def _examples_text(screen: ReferenceScreen) -> str:
    return "\n".join(str(s.render()) for s in screen.query("#examples Static").results(Static))


async def test_search_nagashi_shows_judged_examples_and_no_error(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await home_loaded(pilot)
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, ReferenceScreen)
        await pilot.press("slash", *"nagashi", "enter")
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert screen.card_id == "nagashi_mangan"
        shown = _examples_text(screen)
        assert "cannot" not in shown and "index" not in shown
        assert "A called discard spoils nagashi mangan" in shown
        assert "Engine: No win" in shown


async def test_the_whole_card_is_shown(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        app.action_reference("pinfu")
        await pilot.pause()
        page = app.screen.query_one("#card-text", Markdown).source
        card = app.cards["pinfu"]
        for part in (card.conditions[0], card.traps[0], card.sources[0]):
            assert part in page
        assert "**Value**: 1 han, closed hand only" in page
        assert "**Tenhou (your rules)**:" in page and "**Shanghai: Dynasty house**:" in page


async def test_e_shows_every_example_of_the_card_judged(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        app.action_reference("nagashi_mangan")
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        shown = _examples_text(app.screen)
        card = app.cards["nagashi_mangan"]
        assert shown.count("Engine: ") == len(card.examples)
        assert "cannot be read" not in shown and "more examples" not in shown
