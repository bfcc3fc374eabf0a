"""Second opinion: our judge against jansou (pure Python, its ``tenhou`` preset).

jansou plays the first deal of seeded games on the same rigged walls as riichienv
(dealer = seat 0); its offered actions give riichi / closed kan / ron / tsumo facts and
its score results the wins. Smaller than the riichienv sample (jansou is slower), but
the same comparison: every disagreement fails with the situation that shows it.
jansou's Tenhou preset has double yakuman off and no renhou, like ours.
"""

from __future__ import annotations

from functools import cache

import pytest

from tests.oracle.compare import compare, judge_for
from tests.oracle.jansou_driver import play_hands
from tests.oracle.record import HandRecord

HANDS = (50_000, 70)


@cache
def corpus() -> tuple[HandRecord, ...]:
    return tuple(play_hands(*HANDS))


@pytest.mark.slow
def test_our_judgments_equal_jansous() -> None:
    asks = (
        "riichi_allowed",
        "ankan_allowed",
        "ron_allowed",
        "tsumo_allowed",
        "win",
        "abortive_draw",
    )
    judges = {ask: judge_for(ask) for ask in asks}
    tally = compare(corpus(), set(asks), judges)
    assert tally.compared["riichi_allowed"] >= 500
    assert tally.compared["ron_allowed"] and tally.compared["tsumo_allowed"]
    assert tally.compared["win"] >= 40
    tally.assert_agreed(
        {
            "ankan.allowed_in_riichi": 5,
            "ron_tsumo.furiten": 10,
            "ippatsu.in_window": 5,
            "double_riichi.scored": 15,
        }
    )
    # a seat in double riichi is in riichi: the driver asks it no riichi question
    assert tally.hard_cases()["riichi.already"] == 0
