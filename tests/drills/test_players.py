"""The cheap discard of a seat the question does not ask about, against the full choice."""

from __future__ import annotations

import random

from tests.rules.handgen import near_complete, uniform
from tutor.drills.players import _least_connected_at_best, efficient_discards
from tutor.rules.shanten import shanten


def _hands(seed: int) -> list[tuple[list[int], int]]:
    """Fourteen-tile hands (less three a call) as tile lists, far and near from ready."""
    rng = random.Random(seed)
    found = []
    for n_melds in (0, 0, 0, 1, 2):
        counts = [uniform(rng, n_melds, 2).counts for _ in range(40)]
        counts += [c for c in (near_complete(rng, n_melds).counts for _ in range(20))
                   if sum(c) % 3 == 2]
        found += [([k for k in range(34) for _ in range(c[k])], n_melds) for c in counts]
    return found


def test_the_cheap_discard_keeps_the_hand_as_near_to_ready_as_the_full_choice() -> None:
    compared = 0
    for hand, n_melds in _hands(5):
        counts = [hand.count(k) for k in range(34)]
        full = efficient_discards(hand, n_melds, [0] * 34, deep=True)
        cheap = efficient_discards(hand, n_melds, [0] * 34, deep=False)
        exact = _least_connected_at_best(counts, n_melds, set(hand))
        assert cheap and set(cheap) <= set(exact), (hand, n_melds)
        best = max(shanten(counts, n_melds), 0)  # a complete hand's discard leaves it ready
        for choice in (full[0], *cheap):
            after = list(counts)
            after[choice] -= 1
            assert shanten(after, n_melds) == best, (hand, choice)
        compared += 1
    assert compared > 200
