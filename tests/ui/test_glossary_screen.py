"""The glossary at hand: Ctrl+G opens it over any screen, the screen's terms first."""

from __future__ import annotations

from textual.widgets import Input, OptionList, Static

from tests.ui.conftest import home_loaded, open_drill, situation
from tutor.ui.screens.glossary import GlossaryScreen


def _listed(app) -> list[str]:  # type: ignore[no-untyped-def]
    options = app.screen.query_one("#glossary-terms", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def test_ctrl_g_opens_the_glossary_over_every_screen(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await home_loaded(pilot)
        openers = [
            lambda: None,
            lambda: app.action_reference("ippatsu"),
            lambda: open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]]),
            app.action_progress,
            app.action_settings,
        ]
        for open_screen in openers:
            open_screen()
            await pilot.pause()
            under = app.screen
            await pilot.press("ctrl+g")
            await pilot.pause()
            assert isinstance(app.screen, GlossaryScreen), type(under).__name__
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is under


async def test_the_terms_of_the_card_come_first_and_search_finds_kana(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        app.action_reference("kita")
        await pilot.pause()
        await pilot.press("ctrl+g")
        await pilot.pause()
        first = _listed(app)[:5]
        assert any(line.startswith("北抜き pei nuki") for line in first), first
        await pilot.press(*"ぺーぬき")
        await pilot.pause()
        assert app.screen.query_one("#glossary-search", Input).value == "ぺーぬき"
        assert _listed(app)[0].startswith("北抜き pei nuki")
        entry = str(app.screen.query_one("#glossary-entry", Static).render())
        assert "ぺーぬき" in entry and "north extraction" in entry
