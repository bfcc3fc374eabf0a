"""Lone tiles: what they rule out agrees with the full shanten and waits counts."""

from __future__ import annotations

import random

from tests.rules.handgen import near_complete, near_special, uniform, with_quads
from tutor.rules.hand import is_complete
from tutor.rules.shanten import shanten, standard_shanten
from tutor.rules.shanten_lone import lone_discards, lone_tiles, ruled_out
from tutor.rules.waits import waits


def _hands(seed: int, extra: int) -> list[tuple[list[int], int]]:
    rng = random.Random(seed)
    hands = []
    for n_melds in (0, 0, 0, 0, 1, 2, 3):
        hands += [(uniform(rng, n_melds, extra).counts, n_melds) for _ in range(60)]
        other = [with_quads(rng, n_melds).counts for _ in range(15)]
        other += [near_complete(rng, n_melds).counts for _ in range(20)]
        hands += [(c, n_melds) for c in other if sum(c) % 3 == extra]
    specials = [near_special(rng).counts for _ in range(40)]
    hands += [(c, 0) for c in specials if sum(c) % 3 == extra]
    return hands


def test_two_lone_tiles_mean_no_wait_and_one_means_no_win() -> None:
    ruled = 0
    for extra in (1, 2):
        for counts, n_melds in _hands(7, extra):
            if not ruled_out(counts, n_melds):
                continue
            ruled += 1
            if extra == 1:
                assert waits(counts, n_melds) == [], (counts, n_melds)
            else:
                assert not is_complete(counts, n_melds), (counts, n_melds)
    assert ruled > 300


def test_three_lone_tiles_leave_no_discard_that_makes_the_hand_ready() -> None:
    ruled = 0
    for counts, n_melds in _hands(9, 2):
        if not ruled_out(counts, n_melds, discard=True):
            continue
        ruled += 1
        for k in (k for k in range(34) if counts[k]):
            after = list(counts)
            after[k] -= 1
            assert waits(after, n_melds) == [], (counts, n_melds, k)
    assert ruled > 100


def test_a_ready_hand_is_never_ruled_out() -> None:
    rng = random.Random(3)
    ready = 0
    for _ in range(300):
        n_melds = rng.choice((0, 0, 1, 2))
        counts = near_complete(rng, n_melds).counts
        if sum(counts) % 3 == 1 and waits(counts, n_melds):
            ready += 1
            assert not ruled_out(counts, n_melds), counts
    thirteen_orphans = [1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0,
                        0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2]
    thirteen_orphans[33] = 1
    assert waits(thirteen_orphans, 0) and not ruled_out(thirteen_orphans, 0)
    assert ready > 50


def test_throwing_a_lone_tile_found_keeps_the_hand_as_near_to_ready_as_it_can_be() -> None:
    kept = 0
    for counts, n_melds in _hands(11, 2):
        best = shanten(counts, n_melds)
        for k in lone_tiles(counts) if 4 not in counts else []:
            # without four of a kind, any lone tile keeps the standard form's count
            after = list(counts)
            after[k] -= 1
            assert standard_shanten(after, n_melds) == standard_shanten(counts, n_melds)
        for k in lone_discards(counts, n_melds, set(range(34))):
            after = list(counts)
            after[k] -= 1
            assert shanten(after, n_melds) == best, (counts, n_melds, k)
            kept += 1
    assert kept > 300
