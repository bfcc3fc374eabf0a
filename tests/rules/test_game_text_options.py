"""The options that let Shanghai: Dynasty follow its own help text (ryanpeikou in two
suits, all honours as sets only) and the indirect-rinshan house rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor import api

WIN = Path(__file__).resolve().parents[2] / "content" / "situations" / "win"


def _yaku(name: str, ruleset: str) -> dict[str, int]:
    text = (WIN / name).read_text(encoding="utf-8")
    for preset in ("tenhou", "shanghai-dynasty"):
        text = text.replace(f'ruleset = "{preset}"', f'ruleset = "{ruleset}"')
    answer = api.judge(api.parse_situation(text)).answer
    assert isinstance(answer, dict)
    return dict(answer["yaku"])


@pytest.mark.parametrize(("ruleset", "scored"), [("tenhou", True), ("shanghai-dynasty", False)])
def test_ryanpeikou_in_one_suit_follows_the_option(ruleset: str, scored: bool) -> None:
    yaku = _yaku("ryanpeikou-one-suit-tenhou.toml", ruleset)
    assert ("ryanpeikou" in yaku) is scored
    assert ("iipeikou" in yaku) is not scored


def test_ryanpeikou_in_two_suits_stays_under_the_game_text() -> None:
    assert _yaku("ryanpeikou.toml", "shanghai-dynasty").get("ryanpeikou") == 3


@pytest.mark.parametrize(("ruleset", "scored"), [("tenhou", True), ("shanghai-dynasty", False)])
def test_seven_honour_pairs_follow_the_option(ruleset: str, scored: bool) -> None:
    yaku = _yaku("tsuuiisou-seven-pairs.toml", ruleset)
    assert ("tsuuiisou" in yaku) is scored
    assert ("chiitoitsu" in yaku) is not scored


def test_honour_triplets_stay_all_honours_under_the_game_text() -> None:
    assert "tsuuiisou" in _yaku("tsuuiisou.toml", "shanghai-dynasty")


def test_indirect_rinshan_scores_a_ron_after_the_replacement_only_when_on() -> None:
    text = (WIN / "indirect-rinshan-house-rule.toml").read_text(encoding="utf-8")
    judged = api.judge(api.parse_situation(text))
    assert isinstance(judged.answer, dict) and judged.answer["yaku"] == {"rinshan": 1}
    assert any(r.code == "rinshan.indirect" for r in judged.reasons)
    off = text.replace("indirect_rinshan = true", "indirect_rinshan = false")
    with pytest.raises(api.TutorError):
        api.judge(api.parse_situation(off))
