"""One hand played to the wall's end gives a place all its questions, varied: the last
tiles' learner waits on several kinds, each won on a few times, and a drawn-out hand
ends in as many different walls as it has questions."""

from __future__ import annotations

import random
from collections import Counter

from tests.drills.first_hand import first_hand
from tutor.api import judge, load_ruleset, parse_situation
from tutor.drills.bank import END_MOMENTS, MOMENTS
from tutor.drills.scenarios import last_tile, nagashi
from tutor.drills.shown import ALIKE
from tutor.drills.steer import Gen


def test_a_haitei_hand_wins_on_the_last_tile_with_three_different_tiles() -> None:
    """Each hand gives more questions than a hand of another skill (``MOMENTS``), every
    one a tsumo on the wall's last tile that the engine scores as haitei (but beside a
    yakuman), on three winning tiles or more (the learner waits on several kinds), none
    more than ``ALIKE`` times."""
    for seed in range(3):
        moments = first_hand(last_tile.haitei, seed, END_MOMENTS, alike=ALIKE)
        assert len(moments) >= 3 * ALIKE > MOMENTS
        tiles = Counter()
        for events, judgment in moments:
            drawn, won = events[-2].split(), events[-1].split()
            assert won[1] == "tsumo" and drawn[1] == "draw" and drawn[0] == won[0]
            codes = {r.code for r in judgment.reasons}
            assert "haitei_houtei.haitei" in codes or "win.yakuman_only" in codes, codes
            tiles[drawn[2]] += 1
        assert len(tiles) >= 3 and max(tiles.values()) <= ALIKE, tiles


def test_a_houtei_hand_at_three_players_wins_on_the_last_discard() -> None:
    """At three players the norths set aside fill the dead wall's spare tiles, so the
    learner's waits wait in the live wall's last tiles instead: the hand still gives
    more than one question, each a ron on the last discard scored as houtei."""
    moments = first_hand(last_tile.houtei, 0, MOMENTS, ruleset="tenhou-sanma", alike=ALIKE)
    assert len(moments) > 1
    for events, judgment in moments:
        assert events[-1].split()[1] == "ron" and events[-2].split()[1] == "discard"
        assert "haitei_houtei.houtei" in {r.code for r in judgment.reasons}


def test_a_nagashi_hand_ends_in_as_many_walls_as_questions() -> None:
    """Every question of one drawn-out hand, as many as a wall's-end hand gives
    (``bank.END_MOMENTS``), shows its own wall (the learner's last discards and the
    others' differ), each a nagashi mangan the engine pays."""
    moments = first_hand(nagashi.nagashi_yes, 0, END_MOMENTS, alike=ALIKE)
    assert len(moments) == END_MOMENTS
    assert len({tuple(events) for events, _ in moments}) == END_MOMENTS
    for _, judgment in moments:
        assert judgment.answer and "nagashi_mangan" in judgment.answer["yaku"]


def test_three_player_drawn_out_hands_end_in_walls_with_a_simple_thrown() -> None:
    """At three players (seed 4: a first deal whose learner draws nothing near the end is
    dealt again), each wall of a hand whose learner threw a simple is a drawn-out hand
    the engine pays no nagashi mangan for."""
    moments = first_hand(nagashi.nagashi_simple, 4, MOMENTS, ruleset="tenhou-sanma",
                         alike=ALIKE)
    assert len(moments) > 1
    for events, judgment in moments:
        assert events[-1].split()[1] == "discard"
        assert not judgment.answer or "nagashi_mangan" not in judgment.answer["yaku"]


def test_each_seat_s_claim_on_a_drawn_out_wall_is_judged_on_its_own_table_in_step() -> None:
    """The other seats' claims on a wall whose learner threw a simple come on copies of
    the wall's table, each with its engine table in step (the bank lets a judged
    moment's table go at once), and each is judged as its text is."""
    rules = load_ruleset("tenhou")
    for attempt in range(20):
        gen = Gen(random.Random(300 + attempt), rules, 4)
        gen.moments = 4
        pose = nagashi.nagashi_simple(gen)
        if pose is not None and len(pose.moments()) > 1:
            break
    wall, *claims = pose.moments()
    shared = [claim for claim in claims if claim.table.events == wall.table.events]
    assert shared and all(claim.seat != wall.seat for claim in shared)
    for claim in shared:
        mirror = claim.table.mirror
        assert claim.table is not wall.table and mirror is not None
        assert len(mirror.events) == len(claim.table.events)
        text = claim.table.text(ask="win", seat=claim.seat, given=claim.given)
        assert claim.table.judge("win", claim.seat) == judge(parse_situation(text, file="<t>"))
