"""The placeholder screen: it starts, greets the learner, and quits on q."""

from __future__ import annotations

from textual.widgets import Static

from tutor.ui.app import TutorApp


async def test_welcome_screen_greets_and_quits_on_q() -> None:
    app = TutorApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        welcome = app.query_one("#welcome", Static)
        assert "riichi-tutor judge FILE" in str(welcome.render())
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


def test_welcome_screen_snapshot(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(TutorApp(), terminal_size=(90, 20))
