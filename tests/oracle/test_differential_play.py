"""Differential test of the rules of play: our judge against riichienv's legal actions.

riichienv plays seeded, rigged hands live (``tests/oracle/riichienv_driver.py``); at
each decision point its legal actions say whether riichi, a closed kan of a given tile,
ron or tsumo was allowed. Each fact becomes a situation file (events up to that moment,
all four hands) that our judge answers under the ``tenhou`` ruleset (red fives, like
riichienv; ``kan_after_riichi = "waits"``, the only rule riichienv knows). Every
disagreement fails the test with the situation that shows it.
"""

from __future__ import annotations

import pytest

from tests.oracle.compare import compare, judge_for
from tests.oracle.corpus import play_corpus

MIN_DECISIONS = 2_000
MIN_HARD_CASES = {
    "ankan.allowed_in_riichi": 20,  # a kan in riichi that keeps the waits
    "ankan.waits_change": 4,  # …and one that would change them
    "ankan.not_drawn_tile": 60,  # in riichi, four held before the draw
    "ron_tsumo.furiten": 15,  # a ron refused for furiten…
    "furiten.riichi": 10,  # …by a pass after riichi
    "furiten.discard": 10,  # …or a wait in the seat's own discards
    "ron_tsumo.no_yaku": 10,
    "riichi.live_wall": 30,
    "riichi.points": 30,
}
"""Minimum agreed decisions per kind of hard case (the reason code that decided it):
most of the corpus is hands that are simply not tenpai, which prove little."""


@pytest.mark.slow
def test_our_play_judgments_equal_riichienvs_legal_actions() -> None:
    asks = ("riichi_allowed", "ankan_allowed", "ron_allowed", "tsumo_allowed")
    judges = {ask: judge_for(ask) for ask in asks}
    tally = compare(play_corpus(), set(asks), judges)
    assert sum(tally.compared.values()) >= MIN_DECISIONS, tally.compared
    assert all(tally.compared[ask] for ask in asks), tally.compared
    tally.assert_agreed(MIN_HARD_CASES)


@pytest.mark.parametrize("ask", ["riichi_allowed", "ankan_allowed", "ron_allowed", "tsumo_allowed"])
def test_the_corpus_holds_both_answers_of_every_ask(ask: str) -> None:
    """Independent of our engine: the oracle said yes and no to every ask."""
    answers = {f.answer for r in play_corpus() for f in r.facts if f.ask == ask}
    assert answers == {True, False}
