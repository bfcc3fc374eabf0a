"""The progress screen tells the truth: a miss counts against its deciding reason only,
named as the cards name it; no bar stands for nothing measured; "due" and "weak" agree."""

from __future__ import annotations

from tests.ui.conftest import open_drill, situation, text_of
from tutor.ui.screens.progress import ProgressScreen, bar_line


async def test_one_miss_shows_one_reason_by_name(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
        await pilot.pause()
        question = app.screen.question
        assert question is not None and len(question.explanation) > 1
        await pilot.press("y")  # wrong: the pon broke the window
        await pilot.pause()
        app.action_progress()
        await pilot.pause()
        assert isinstance(app.screen, ProgressScreen)
        missed = text_of(app.screen, "#missed").splitlines()[1:]
        assert len(missed) == 1, missed
        line = missed[0]
        assert line.startswith("  1 × Ippatsu 一発: ")
        assert "call inside the window broke it" in line and "ippatsu." not in line
        scope = text_of(app.screen, "#scope")
        assert "due for review now: 1 of 1 skill and " in scope  # weak after one miss
        table = app.screen.query_one("#progress-skills")
        assert str(table.get_row_at(0)[4]).startswith("due now: mastery below")
        assert "Mastery = memory" in text_of(app.screen, "#mastery-line")


def test_bars_stand_on_a_fixed_scale() -> None:
    assert bar_line([0.0, 0.0, 0.0]) == "▁▁▁"  # 0% is the lowest bar, not a full one
    assert bar_line([1.0]) == "█" and bar_line([]) == ""
