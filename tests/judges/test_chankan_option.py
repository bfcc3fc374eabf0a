"""``chankan = "any" | "kokushi_only"``: who may rob an added kan (槍槓)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import codes, judged, table_of
from tutor.engine.table import RefusedEvent
from tutor.rules.ruleset import load_ruleset

# W pons 6m, later draws the fourth and adds it; S waits on 3m/6m
ADDED_KAN = (
    "E draw ?\nE discard 6m\nW pon 6m\nW discard 1z\nN draw ?\nN discard 3z\nE draw ?\n"
    "E discard 4z\nS draw 9s\nS discard 9s\nW draw 6m\nW kakan 6m"
)
HAND = "45m123p456p789s22z"
# thirteen orphans waiting on 1m, robbing W's added kan of 1m
KOKUSHI_KAN = (
    "E draw ?\nE discard 1m\nW pon 1m\nW discard 2p\nN draw ?\nN discard 3z\nE draw ?\n"
    "E discard 4p\nS draw 5p\nS discard 5p\nW draw 1m\nW kakan 1m"
)
KOKUSHI = "9m19p19s12345677z"


def test_presets_name_who_may_rob() -> None:
    assert load_ruleset("shanghai-dynasty").chankan == "kokushi_only"
    for name in ("tenhou", "mahjong-soul", "wrc", "ema", "m-league"):
        assert load_ruleset(name).chankan == "any", name


def test_any_hand_robs_an_added_kan_by_default() -> None:
    judgment = judged(ADDED_KAN, "ron_allowed", "S", hands={"S": HAND})
    assert judgment.answer is True and "ron_tsumo.chankan" in codes(judgment)


@pytest.mark.parametrize("how", [{"ruleset": "shanghai-dynasty"},
                                 {"rules": {"chankan": "kokushi_only"}}])
def test_only_thirteen_orphans_robs_under_kokushi_only(how: dict[str, object]) -> None:
    judgment = judged(ADDED_KAN, "ron_allowed", "S", hands={"S": HAND}, **how)
    assert judgment.answer is False and codes(judgment)[0] == "chankan.kokushi_only"
    assert judgment.reasons[0].rule == "chankan" and judgment.reasons[0].event == 12
    with pytest.raises(RefusedEvent) as caught:  # the table asks the same rule
        table_of(ADDED_KAN + "\nS ron", hands={"S": HAND}, **how)
    assert caught.value.reason.code == "chankan.kokushi_only"
    kokushi = judged(KOKUSHI_KAN, "ron_allowed", "S", hands={"S": KOKUSHI}, **how)
    assert kokushi.answer is True and "chankan.kokushi_robs" in codes(kokushi)


def test_a_kan_tile_the_seat_may_not_rob_is_no_pass() -> None:
    after = ADDED_KAN + "\nW draw ?\nW discard 7z"  # the kan tile went by S
    free = judged(after, "furiten", "S", hands={"S": HAND}, ruleset="shanghai-dynasty")
    assert free.answer == []
    bound = judged(after, "furiten", "S", hands={"S": HAND})
    assert bound.answer == ["temporary"]
