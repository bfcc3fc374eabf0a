"""Snapshots of the view of the moment: a question with calls and kans at 80x24 and
160x48, the projector at 160x48, and the two cases the review found hidden — a riichi
win counting ura dora, and a closed kan under the strict kan rule. Each was rendered
to PNG and looked at before it was accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.conftest import open_drill
from tests.ui.test_every_shell import SITUATION, _drill, _question
from tutor.classroom.teacher import move_on
from tutor.ui.screens.classroom_present import PresenterApp

DATA = Path(__file__).resolve().parents[1] / "data"
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((160, 48), id="160x48")]


@pytest.mark.parametrize("size", SIZES)
def test_calls_and_kans(snap_compare, make_app, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app()

    async def ask(pilot) -> None:  # type: ignore[no-untyped-def]
        open_drill(app, [["text", SITUATION]])
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=ask)


@pytest.mark.parametrize("name", ["ura-question", "strict-kan-question"])
def test_the_hidden_facts_are_on_screen(snap_compare, make_app, name) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    text = (DATA / f"{name}.toml").read_text(encoding="utf-8")

    async def ask(pilot) -> None:  # type: ignore[no-untyped-def]
        open_drill(app, [["text", text]])
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=ask)


def test_projector_with_calls_and_kans(tmp_path: Path, snap_compare) -> None:  # type: ignore[no-untyped-def]
    db, drill = _drill(tmp_path, _question())
    if drill.definition.pace == "teacher":
        move_on(db, drill, 1_800_000_000_000)
    app = PresenterApp(db, drill.code, live_refresh=False)
    assert snap_compare(app, terminal_size=(160, 48), press=["r"])
