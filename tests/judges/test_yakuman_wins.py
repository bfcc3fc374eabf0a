"""A yakuman win says what it scores: the ippatsu answer, the yaku list and the
explanation agree that a yakuman counts no ordinary yaku."""

from __future__ import annotations

from pathlib import Path

from tutor.api import judge, load_situation

CASE = Path(__file__).parent.parent / "data" / "yakuman" / "ippatsu-on-suuankou.toml"


def test_a_yakuman_win_inside_the_ippatsu_window_does_not_score_ippatsu() -> None:
    situation = load_situation(CASE)
    ippatsu = judge(situation)
    assert ippatsu.answer is False
    assert ippatsu.reasons[0].code == "ippatsu.yakuman_hand"
    # the hand is scored without its explanation here, and still named by its yakuman
    assert "Four concealed triplets (suuankou)" in ippatsu.reasons[0].text
    assert "1 han" not in " ".join(r.text for r in ippatsu.reasons)


def test_the_yaku_list_and_the_explanation_agree_with_the_answer() -> None:
    win = judge(load_situation(CASE), ask="win")
    assert isinstance(win.answer, dict) and win.answer["yakuman"] == 1
    assert set(win.answer["yaku"]) == {"suuankou"}
    told = " ".join(r.text for r in win.reasons)
    assert "1 han" not in told and "menzen tsumo" in told  # named only as set aside
    codes = [r.code for r in win.reasons]
    assert "menzen_tsumo.closed_tsumo" not in codes and "ippatsu.in_window" not in codes
    assert "win.yakuman_only" in codes
