"""The engine says why a yakuman win is paid what it is (double-yakuman waits, stacking,
the cap) and which tile each dora indicator makes dora, judging the shipped rule-card
examples under the presets whose options differ."""

from __future__ import annotations

import pytest

from tutor.api import Judgment, judge, load_situation
from tutor.paths import content_dir


def _judged(name: str, ruleset: str | None = None) -> Judgment:
    path = content_dir() / "situations" / "win" / f"{name}.toml"
    return judge(load_situation(str(path)), ruleset=ruleset)


def _codes(judgment: Judgment) -> list[str]:
    return [r.code for r in judgment.reasons]


@pytest.mark.parametrize(("ruleset", "code", "paid"), [
    ("tenhou", "double_yakuman_waits.single_wait", 1),
    ("mahjong-soul", "double_yakuman_waits.double_wait", 2),
])
def test_a_13_sided_kokushi_is_single_or_double_as_the_ruleset_says(
        ruleset: str, code: str, paid: int) -> None:
    judged = _judged("j31-kokushi-13-sided-tenhou", ruleset)
    assert judged.answer["yakuman"] == paid
    assert code in _codes(judged)
    assert "yakuman_stacking.one_yakuman" in _codes(judged)


@pytest.mark.parametrize(("ruleset", "code", "paid"), [
    ("tenhou", "yakuman_stacking.stacked", 2),
    ("ema", "yakuman_stacking.not_stacked", 1),
])
def test_two_yakuman_add_up_only_where_they_stack(ruleset: str, code: str, paid: int) -> None:
    judged = _judged("stacked-tsuuiisou-daisangen-tenhou", ruleset)
    assert judged.answer["yakuman"] == paid
    said = next(r for r in judged.reasons if r.code == code)
    assert "All honours" in said.text and "Big three dragons" in said.text


def test_a_cap_below_the_sum_is_paid_and_said() -> None:
    judged = _judged("stacked-yakuman-capped-house-rule")
    capped = next(r for r in judged.reasons if r.code == "yakuman_stacking.capped")
    assert judged.answer["yakuman"] == 3
    assert "paid 3× yakuman, not 6× yakuman" in capped.text


def test_each_indicator_s_dora_is_named_but_left_unsaid() -> None:
    sanma = _judged("sanma-dora-1m-points-at-9m")
    pointers = [r for r in sanma.unsaid if r.code.startswith("dora.indicator_")]
    assert [r.code for r in pointers] == ["dora.indicator_sanma"]
    assert "makes 9m dora" in pointers[0].text
    assert not any(r.code.startswith("dora.indicator_") for r in sanma.reasons)
    kan = _judged("sanma-kita-turns-kan-indicator")
    kinds = [r for r in kan.unsaid if r.code.startswith("dora.indicator_")]
    assert len(kinds) == 2 and kinds[1].text.startswith("The kan indicator")
