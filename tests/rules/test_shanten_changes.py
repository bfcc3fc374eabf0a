"""One-tile changes: the discard and ukeire search's shanten is the plain count's."""

from __future__ import annotations

import random

import pytest

from tests.rules.handgen import near_complete, near_special, uniform, with_quads
from tutor.rules.shanten import shanten
from tutor.rules.shanten_changes import OneTileChanges


def _hands(seed: int) -> list[tuple[list[int], int]]:
    rng = random.Random(seed)
    hands = []
    for n_melds in (0, 0, 0, 1, 2, 3, 4):
        for extra in (1, 2):
            hands += [(uniform(rng, n_melds, extra).counts, n_melds) for _ in range(12)]
        hands += [(near_complete(rng, n_melds).counts, n_melds) for _ in range(20)]
        hands += [(with_quads(rng, n_melds).counts, n_melds) for _ in range(12)]
    hands += [(near_special(rng).counts, 0) for _ in range(30)]
    return hands


@pytest.mark.parametrize("seed", [1, 2])
def test_every_one_tile_change_counts_as_the_plain_shanten(seed: int) -> None:
    compared = 0
    for counts, n_melds in _hands(seed):
        changes = OneTileChanges(counts, n_melds)
        assert changes.now() == shanten(counts, n_melds), (counts, n_melds)
        fourteen = sum(counts) % 3 == 2
        for k in range(34):
            changed = list(counts)
            if fourteen and counts[k]:  # a discard
                changed[k] -= 1
                assert changes.after(k, -1) == shanten(changed, n_melds), (counts, n_melds, k)
            elif not fourteen and counts[k] < 4:  # an improving draw
                changed[k] += 1
                assert changes.after(k, 1) == shanten(changed, n_melds), (counts, n_melds, k)
            else:
                continue
            compared += 1
    assert compared > 5000


@pytest.mark.parametrize("seed", [3])
def test_the_improving_draws_are_those_one_tile_changes_find(seed: int) -> None:
    """Ukeire's kinds, read suit by suit, are the kinds whose draw lowers the plain
    shanten (of the kinds asked: near ones, as the players ask)."""
    compared = 0
    for counts, n_melds in _hands(seed):
        if sum(counts) % 3 != 1:
            continue
        now = shanten(counts, n_melds)
        asked = [k for k in range(34) if counts[k] or k % 9 in (0, 8) or k >= 27]
        plain = []
        for k in asked:
            if counts[k] < 4:
                changed = list(counts)
                changed[k] += 1
                if shanten(changed, n_melds) < now:
                    plain.append(k)
        assert OneTileChanges(counts, n_melds).improving(asked) == plain, (counts, n_melds)
        assert OneTileChanges(counts, n_melds).improving(range(34)) == [
            k for k in range(34) if counts[k] < 4
            and shanten([c + (j == k) for j, c in enumerate(counts)], n_melds) < now]
        compared += 1
    assert compared > 200
