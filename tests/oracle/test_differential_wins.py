"""Differential test of wins and abortive draws: our judge against riichienv's results.

For each win of the seeded riichienv hands (played live, single-hand mode) we compare
the situational yaku (riichi, double riichi, ippatsu, menzen tsumo, haitei, houtei,
rinshan, chankan, tenhou, chiihou), the hand yaku, which dora counters apply, han, fu,
yakuman, points and payments. For each abortive draw riichienv produces (nine
terminals, four winds, four riichi, four kans, triple ron) we compare the kind.
"""

from __future__ import annotations

import pytest

from tests.oracle.compare import compare, judge_for
from tests.oracle.corpus import ABORT_RIGS, abort_corpus, win_corpus
from tests.oracle.record import DORA_COUNTERS, PLAYED_SITUATIONAL_YAKU

MIN_WINS = 300
MIN_HARD_CASES = {
    "ippatsu.in_window": 30,
    "ippatsu.broken_by_call": 30,  # ippatsu windows closed by another seat's call
    "ippatsu.broken_by_own_kan": 4,
    "ippatsu.window_passed": 100,
    "chankan.robbed_kan": 5,
    "dora.robbed_kan_no_indicator": 5,
    "dora.kan_indicator": 40,
    "rinshan.replacement_win": 5,
    "double_riichi.scored": 50,
    "haitei_houtei.houtei": 5,
    "haitei_houtei.haitei": 3,
}
"""Minimum agreed wins whose judgment gives each of these reasons."""


@pytest.mark.slow
def test_our_win_settlements_equal_riichienvs() -> None:
    judge = judge_for("win")
    tally = compare(win_corpus(), {"win"}, {"win": judge})
    assert tally.compared["win"] >= MIN_WINS
    tally.assert_agreed(MIN_HARD_CASES)


def test_our_abortive_draws_equal_riichienvs() -> None:
    judge = judge_for("abortive_draw")
    tally = compare(abort_corpus(), {"abortive_draw"}, {"abortive_draw": judge})
    assert tally.compared["abortive_draw"] >= len(ABORT_RIGS)
    if tally.disagreements:
        pytest.fail(tally.summary(), pytrace=False)


def test_the_corpus_holds_every_abortive_draw_and_situational_yaku() -> None:
    """Independent of our engine: the rigged hands reach what they are built for."""
    kinds = {f.answer for r in abort_corpus() for f in r.facts if f.ask == "abortive_draw"}
    assert kinds == set(ABORT_RIGS)
    yaku = {y for r in win_corpus() for f in r.facts if f.ask == "win" for y in f.answer.yaku}
    wanted = {*PLAYED_SITUATIONAL_YAKU, "pinfu", "tanyao", *DORA_COUNTERS}
    assert wanted <= yaku, wanted - yaku
