"""A scored win explains its fu item by item, the way a learner counts them (符計算)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.engine.situation import load_situation
from tutor.judges import judge

WINS = Path(__file__).resolve().parents[2] / "content" / "situations" / "win"


def _fu_reason(name: str) -> str:
    judgment = judge(load_situation(WINS / name))
    (reason,) = [r for r in judgment.reasons if r.code == "win.fu"]
    assert reason.rule == "win"
    assert reason.text.startswith(f"{judgment.answer['fu']} fu: ")
    return reason.text


def test_rinshan_after_an_open_kan_counts_the_kan_and_the_tsumo() -> None:
    text = _fu_reason("j25-rinshan-not-haitei.toml")
    assert "20 for winning (futei)" in text
    assert "8 for open kan of 6p" in text
    assert "2 for winning by tsumo" in text


@pytest.mark.parametrize("path", sorted(WINS.glob("*.toml")), ids=lambda p: p.stem)
def test_every_scored_non_yakuman_win_explains_its_fu(path: Path) -> None:
    judgment = judge(load_situation(path))
    answer = judgment.answer
    codes = [r.code for r in judgment.reasons]
    if answer is None or answer["yakuman"] or answer["fu"] == 0:
        assert "win.fu" not in codes
    else:
        assert codes.count("win.fu") == 1
