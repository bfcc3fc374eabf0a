"""Two seats rob the same added kan (double ron on a chankan): the kan never happened
for either winner, so neither loses ippatsu to it and neither sees its indicator."""

from __future__ import annotations

import pytest

from tests.engine.helpers import codes, judged

# W pons 6m before either riichi; N (78m… waiting 6m/9m) and S (45m… waiting 3m/6m)
# declare riichi; W draws the last 6m and adds it; both rob it.
EVENTS = """
E draw ?
E discard 6m
W pon 6m
W discard 9s
N draw 2z
N riichi 2z
E draw ?
E discard 3z
S draw 7z
S riichi 7z
W draw 6m
W kakan 6m
N ron
S ron
"""
HANDS = {"S": "45m123p456p789s88s", "N": "78m111p999p111s55z"}


@pytest.mark.parametrize("seat", ["N", "S"])
def test_both_winners_keep_ippatsu(seat: str) -> None:
    judgment = judged(EVENTS, "ippatsu", seat, hands=HANDS, live_wall=40)
    assert judgment.answer is True
    assert "ippatsu.robbed_kan_kept" in codes(judgment)
    assert "ippatsu.broken_by_call" not in codes(judgment)


@pytest.mark.parametrize("ruleset", ["tenhou", "ema"])
@pytest.mark.parametrize("seat", ["N", "S"])
def test_both_winners_see_the_robbed_kan_turn_no_indicator(seat: str, ruleset: str) -> None:
    judgment = judged(
        EVENTS,
        "win",
        seat,
        hands=HANDS,
        live_wall=40,
        ruleset=ruleset,
        dora_indicators=["5z"],
        kan_dora_indicators=["4m"],
    )
    assert "ippatsu" in judgment.answer["yaku"] and "chankan" in judgment.answer["yaku"]
    assert "dora.robbed_kan_no_indicator" in codes(judgment)
    assert "dora.kan_indicator" not in codes(judgment)
    assert "dora" not in judgment.answer["yaku"]  # 4m would make S's 45m dora
