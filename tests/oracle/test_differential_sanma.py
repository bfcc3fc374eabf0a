"""Differential test of three-player mahjong: our judge against riichienv's sanma mode.

riichienv plays seeded sanma hands live (``tests/oracle/sanma_driver.py``: 108-tile
walls, kita offered and mostly taken); at each decision point its legal actions say
whether riichi, a closed kan, ron (on a discard, an added kan or a kita) or tsumo was
allowed, and each win carries its yaku, han, fu, points and payments (tsumo loss).
Each fact becomes a ``players = 3`` situation under ``tenhou-sanma`` that our engine
judges (and, for a smaller run under riichienv's Mahjong Soul preset, under
``mahjong-soul-sanma``); any disagreement fails with the situation that shows it.
jansou's own sanma mode (``tests/oracle/sanma_jansou.py``) is compared the same way.
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from tests.oracle.record import PLAY_ASKS, HandRecord
from tests.oracle.sanma_compare import compare_sanma
from tests.oracle.sanma_driver import play_hands
from tests.oracle.sanma_jansou import play_hands as jansou_hands

HANDS = 700
MJSOUL_HANDS = 200
MIN_DECISIONS = 2_000
MIN_WINS = 300
MIN_HARD_CASES = {
    "ron_tsumo.kita_ron": 50,  # a ron offered or refused on a north set aside by kita
    "ron_tsumo.no_yaku": 40,  # ...refused for want of a yaku (north is no value tile)
    "ippatsu.broken_by_kita": 15,  # seed 000's rule: a kita closes the ippatsu window
    "ippatsu.robbed_kita_kept": 10,  # a robbed kita never happened
    "rinshan.replacement_win": 10,  # a win on a kita's (or kan's) replacement tile
    "kita.nukidora": 100,
    "kita.tsumo_loss": 80,  # tsumo payments from two seats
    "tenhou_chiihou.call_before": 10,  # a kita before the first draw ended the first turn
    "furiten.discard": 20,
}
"""Minimum agreed decisions per kind of hard case (the reason code that decided it), as
for four players: most decision points are hands that are not tenpai."""


@lru_cache(maxsize=1)
def sanma_corpus() -> tuple[HandRecord, ...]:
    """The seeded hands the tests share (played once per session)."""
    return tuple(play_hands(0, HANDS))


@pytest.mark.slow
def test_our_sanma_judgments_equal_riichienvs() -> None:
    tally = compare_sanma(sanma_corpus(), {*PLAY_ASKS, "win"})
    decisions = sum(n for ask, n in tally.compared.items() if ask != "win")
    assert decisions >= MIN_DECISIONS, tally.compared
    assert tally.compared["win"] >= MIN_WINS, tally.compared
    if tally.disagreements:
        pytest.fail(tally.summary(), pytrace=False)
    print("sanma hard cases agreed, by kind:\n" + tally.report())
    hard = tally.hard_cases()
    short = {kind: hard[kind] for kind, least in MIN_HARD_CASES.items() if hard[kind] < least}
    assert not short, f"too few hard cases of these kinds: {short}"


@pytest.mark.slow
def test_mahjong_soul_sanma_agrees_with_riichienvs_mjsoul_preset() -> None:
    tally = compare_sanma(play_hands(0, MJSOUL_HANDS, rule="mjsoul"), {*PLAY_ASKS, "win"})
    assert tally.compared["win"] >= 80, tally.compared
    if tally.disagreements:
        pytest.fail(tally.summary(), pytrace=False)


@pytest.mark.slow
def test_the_sanma_corpus_exercises_kita() -> None:
    """Independent of our engine: the hands hold kitas, wins with nukidora and with
    rinshan on a kita's replacement, rons allowed and refused on a kita (the rigged
    seeds), and both answers of every play ask."""
    records = sanma_corpus()
    kitas = sum(1 for r in records for line in r.events if line.endswith(" kita"))
    wins = [f for r in records for f in r.facts if f.ask == "win"]
    assert kitas >= 500, kitas
    assert sum(1 for f in wins if "nukidora" in f.answer.yaku) >= 100
    assert sum(1 for f in wins if "rinshan" in f.answer.yaku) >= 10
    assert any(f.note.startswith("tsumo") for f in wins)
    on_kita = [f.answer for r in records for f in r.facts
               if f.ask == "ron_allowed" and f.note.startswith("kita")]
    assert on_kita.count(True) >= 20 and on_kita.count(False) >= 20, on_kita
    for ask in PLAY_ASKS:
        assert {f.answer for r in records for f in r.facts if f.ask == ask} == {True, False}


JANSOU_HANDS = 300


@pytest.mark.slow
def test_our_sanma_judgments_equal_jansous() -> None:
    """The second opinion: jansou's ``tenhou-3p`` preset against ``tenhou-sanma``, on
    its own seeded walls (every fifth rigged as for riichienv)."""
    tally = compare_sanma(jansou_hands(0, JANSOU_HANDS), {*PLAY_ASKS, "win"})
    decisions = sum(n for ask, n in tally.compared.items() if ask != "win")
    assert decisions >= MIN_DECISIONS and tally.compared["win"] >= 150, tally.compared
    assert tally.hard_cases()["ron_tsumo.kita_ron"] >= 20, tally.report()
    if tally.disagreements:
        pytest.fail(tally.summary(), pytrace=False)
