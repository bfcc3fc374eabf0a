"""Several wins from one draw of a ready hand (the win-value family): the hand is forked at
a draw once for each winning tile the drawing seat can bring, so questions about a
finished win cost a fork each instead of a go-around of play."""

from __future__ import annotations

import random
from collections import defaultdict

from tutor import drills
from tutor.api import load_ruleset
from tutor.drills import bank
from tutor.drills.bank import MOMENTS, STRIDE, question_and_table
from tutor.drills.scenarios import counting, wins
from tutor.drills.steer import Gen, Pose, Unreachable
from tutor.drills.table import Event, Table
from tutor.rules.tiles import kind

SEEDS = range(10)


def _forked(scenario: object, seed: int) -> list[Pose]:
    gen = Gen(random.Random(seed), load_ruleset("tenhou"), 4)
    gen.moments = 8
    try:
        pose = scenario(gen)  # type: ignore[operator]
    except Unreachable:  # a shape asking for a fifth tile: the bank deals again
        return []
    return list(pose.moments()) if pose is not None else []


def _win(table: Table) -> tuple[tuple[Event, ...], str, int]:
    """The play before the forked draw, how the win came and the tile it came on."""
    events = table.events
    way = events[-1].verb
    before = 2 if way == "tsumo" else 3  # the draw (and for a ron the discard), the win
    tile = events[-2].tile
    assert tile is not None
    return tuple(events[:-before]), way, kind(tile)


def test_one_draw_gives_a_win_on_each_winning_tile() -> None:
    groups: dict[tuple[Event, ...], list[tuple[str, int]]] = defaultdict(list)
    for seed in SEEDS:
        for pose in _forked(wins.plain_win, seed):
            assert pose.table.events[-1].seat == pose.seat  # the learner's win
            before, way, tile = _win(pose.table)
            groups[before].append((way, tile))
    several = [wins_at for wins_at in groups.values() if len(wins_at) > 1]
    assert several, "no draw gave two wins"
    for wins_at in several:
        assert len(set(wins_at)) == len(wins_at)  # each its own tile (or way)


def test_a_hand_built_toward_a_fu_wins_on_the_tile_it_was_built_for() -> None:
    """A closed wait (kanchan) is the hand's point: every fork wins on its middle tile."""
    seen = 0
    for seed in SEEDS:
        poses = _forked(counting.kanchan, seed)
        tiles = {_win(pose.table)[2] for pose in poses}
        assert len(tiles) <= 1
        seen += len(poses)
    assert seen > len(SEEDS)  # several questions a hand


def _place(skill: str, hand: int) -> list[Table]:
    """The generator's tables of the questions a place of the stream takes from one
    played hand (its moments, ``bank.STRIDE`` questions apart)."""
    return [question_and_table(skill, "tenhou", 0, hand + slot * STRIDE)[1]
            for slot in range(MOMENTS)]


def test_each_seat_feeds_a_value_hand_s_winning_tile_in_one_go_around() -> None:
    """Who pays varies within one hand: between two of the learner's draws, one winning
    tile is thrown for a ron by more than one seat (before, by the first seat only,
    where the hand may also win by tsumo)."""
    feeders: dict[tuple[int, int, int], set[int]] = defaultdict(set)
    for hand in range(2):
        for table in _place("win_value", hand):
            if table.events[-1].verb != "ron":
                continue
            learner = table.events[-1].seat
            fed = table.events[-2]
            assert fed.tile is not None
            feeders[hand, table.seats[learner].draws, kind(fed.tile)].add(fed.seat)
    assert any(len(seats) > 1 for seats in feeders.values())


def test_a_value_hand_gives_all_its_questions() -> None:
    """The learner's waits wait at the end of the live wall for the forks, so a pao hand
    (three honour sets to call first: the dearest to deal) gives every question of its
    place by itself, no second hand dealt for the last ones."""
    for hand in range(2):
        moments = bank._hand_moments("pao", "tenhou", 0, hand, None, None, None)
        assert moments.at(MOMENTS - 1) is not None


def test_after_the_hand_s_own_kan_the_kan_indicator_wins_come_on_discards_too() -> None:
    """A kan-dora hand makes its kan itself after its first rinshan forks; its later
    forks win by ron as well, every one after a closed kan."""
    found = drills.skill("dora_timing")
    rules = load_ruleset("tenhou")
    hand = next(h for h in range(STRIDE) if bank._hand_target(
        found, rules, 0, h, None, None, 4) == "dora.kan_indicator")
    ways = {t.events[-1].verb for t in _place("dora_timing", hand)
            if any(e.verb == "ankan" and e.seat == t.events[-1].seat for e in t.events)}
    assert ways == {"ron", "tsumo"}
