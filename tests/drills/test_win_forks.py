"""Several wins from one draw of a ready hand (the win-value family): the hand is forked at
a draw once for each winning tile the drawing seat can bring, so questions about a
finished win cost a fork each instead of a go-around of play."""

from __future__ import annotations

import random
from collections import defaultdict

from tutor.api import load_ruleset
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
