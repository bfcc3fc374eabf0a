"""Several moments of one played hand for rinshan and the abortive draws: each is its own
moment of play, and the engine finds in each what the hand was steered toward."""

from __future__ import annotations

import random
from itertools import pairwise

from tests.drills.first_hand import first_hand
from tutor.api import Judgment, load_ruleset
from tutor.drills.scenarios import abortive, rinshan
from tutor.drills.steer import Gen
from tutor.rules.tiles import counts_of
from tutor.rules.waits import waits


def _codes(judgment: Judgment) -> set[str]:
    return {r.code for r in judgment.reasons}


def test_a_rinshan_hand_wins_on_the_replacement_of_a_closed_and_of_an_open_kan() -> None:
    """The learner's fourth dragon is drawn and kanned at its own draws and thrown by
    another seat and called at theirs; each win is on the replacement tile, which the
    engine scores as rinshan kaihou."""
    kans = set()
    for seed in range(3):
        moments = first_hand(rinshan.rinshan_win, seed, 6)
        assert len(moments) > 1 and len({tuple(e) for e, _ in moments}) == len(moments)
        for events, judgment in moments:
            kan, drawn, won = events[-3:]
            kans.add(kan.split()[1])
            assert drawn.split()[1] == "draw" and won.split()[1] == "tsumo"
            assert "rinshan.replacement_win" in _codes(judgment)
    assert kans == {"ankan", "daiminkan"}


def test_the_rinshan_skill_s_hands_wait_on_more_tiles() -> None:
    """The rinshan skill's learner holds the widest wait its complete hand leaves with
    its triplet whole (each winning tile is a fork of every draw, so its hand gives its
    questions in fewer draws); a hand less a tile at random waits on fewer."""
    widths: dict[bool, list[int]] = {True: [], False: []}
    for seed in range(40):
        for wide, found in widths.items():
            dealt = rinshan.ready_with_triplet(Gen(random.Random(seed), load_ruleset("tenhou"),
                                                    4), wide)
            if dealt is not None:  # None: the hand left holds no triplet
                found.append(len(waits(counts_of(dealt[0]))))
    wide, plain = (sum(found) / len(found) for found in widths.values())
    assert len(widths[True]) >= 30 and wide >= plain + 0.5


def test_the_look_alike_rinshan_wins_are_on_other_tiles() -> None:
    moments = first_hand(rinshan.rinshan_plain, 0, 6)
    assert len(moments) > 1
    for events, judgment in moments:
        assert events[-1].split()[1] in ("tsumo", "ron")
        assert judgment.answer and "rinshan" not in judgment.answer["yaku"]
        assert "rinshan.replacement_win" not in _codes(judgment)


def test_four_riichi_and_the_triple_ron_come_again_from_one_line() -> None:
    """The fourth riichi and the triple ron are forked from one line where the other
    seats have declared: the moments share its start and each ends its own way."""
    for scenario, code in ((abortive.four_riichi, "abortive_draw.suucha_riichi"),
                           (abortive.three_rons, "abortive_draw.sanchahou")):
        moments = first_hand(scenario, 1, 4)
        assert len(moments) == 4, scenario.__name__
        assert len({tuple(e) for e, _ in moments}) == 4
        first = moments[0][0]
        declared = max(i for i, line in enumerate(first) if "riichi" in line.split()[1:2])
        for events, judgment in moments:
            assert code in _codes(judgment) and events[:declared] == first[:declared]


def test_one_plain_hand_gives_several_ordinary_moments() -> None:
    """Nothing aborts: each later moment is the same hand a few discards on."""
    moments = first_hand(abortive.no_abort, 0, 5)
    assert len(moments) == 5
    for (before, _), (after, _) in pairwise(moments):
        assert after[:len(before)] == before and len(after) >= len(before) + 2
    assert all("abortive_draw.none" in _codes(j) for _, j in moments)
