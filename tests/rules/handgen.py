"""Seeded random hands for the oracle comparison and the benchmarks.

Every hand is drawn from a real 136-tile wall (never a fifth copy) and comes as the
concealed 34-count vector plus the called sets (each a list of kinds: 3 for chi/pon, 4
for a kan) that were taken out of it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


@dataclass
class RandomHand:
    counts: list[int]
    melds: list[list[int]] = field(default_factory=list)

    @property
    def n_melds(self) -> int:
        return len(self.melds)

    def full_counts(self) -> list[int]:
        """Concealed and called tiles together (what ``mahjong`` expects with open sets)."""
        full = list(self.counts)
        for meld in self.melds:
            for k in meld:
                full[k] += 1
        return full


def _random_set(rng: random.Random, used: list[int]) -> list[int] | None:
    """A run, triplet or (rarely) quad that still fits in the wall, or None."""
    roll = rng.random()
    if roll < 0.55:
        start = 9 * rng.randrange(3) + rng.randrange(7)
        tiles = [start, start + 1, start + 2]
    else:
        kind = rng.randrange(34)
        tiles = [kind] * (4 if roll > 0.95 else 3)
    for k in set(tiles):
        if used[k] + tiles.count(k) > 4:
            return None
    for k in tiles:
        used[k] += 1
    return tiles


def near_complete(rng: random.Random, n_melds: int) -> RandomHand:
    """Four sets and a pair (some of the sets called), then the concealed part is
    shaken: up to two tiles swapped for random ones, and usually one tile removed so the
    hand is 13-ish tiles and often tenpai."""
    return _shake(rng, *_complete(rng, n_melds))


def complete(rng: random.Random, n_melds: int) -> RandomHand:
    """Four sets and a pair, ``n_melds`` of the sets called."""
    return _complete(rng, n_melds)[0]


def _complete(rng: random.Random, n_melds: int) -> tuple[RandomHand, list[int]]:
    while True:
        used = [0] * 34
        sets: list[list[int]] = []
        while len(sets) < 4:
            s = _random_set(rng, used)
            if s is not None:
                sets.append(s)
        pair = rng.randrange(34)
        if used[pair] > 2:
            continue
        used[pair] += 2
        melds = sets[:n_melds]
        counts = [0] * 34
        for s in sets[n_melds:]:
            for k in s[:3]:  # a concealed quad is kept as a triplet plus a spare copy
                counts[k] += 1
        counts[pair] += 2
        return RandomHand(counts, melds), used


def near_special(rng: random.Random) -> RandomHand:
    """Seven different pairs or thirteen orphans plus one, then shaken."""
    counts = [0] * 34
    if rng.random() < 0.5:
        for k in rng.sample(range(34), 7):
            counts[k] = 2
    else:
        for k in ORPHANS:
            counts[k] = 1
        counts[rng.choice(ORPHANS)] += 1
    return _shake(rng, RandomHand(counts), list(counts))


def with_quads(rng: random.Random, n_melds: int) -> RandomHand:
    """A near-complete hand forced to hold all four copies of one or two kinds."""
    hand = near_complete(rng, n_melds)
    full = hand.full_counts()
    for _ in range(rng.choice((1, 1, 2))):
        kind = rng.randrange(34)
        while full[kind] < 4:
            held = [k for k in range(34) if hand.counts[k] and k != kind]
            if not held:
                break
            drop = rng.choice(held)
            hand.counts[drop] -= 1
            full[drop] -= 1
            hand.counts[kind] += 1
            full[kind] += 1
    return hand


def _shake(rng: random.Random, hand: RandomHand, used: list[int]) -> RandomHand:
    counts = hand.counts
    full = hand.full_counts()
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        held = [k for k in range(34) if counts[k]]
        drop = rng.choice(held)
        counts[drop] -= 1
        full[drop] -= 1
        free = [k for k in range(34) if full[k] < 4]
        add = rng.choice(free)
        counts[add] += 1
        full[add] += 1
    if rng.random() < 0.7:
        held = [k for k in range(34) if counts[k]]
        counts[rng.choice(held)] -= 1
    return hand


def uniform(rng: random.Random, n_melds: int, extra: int) -> RandomHand:
    """``3 * (4 - n_melds) + extra`` concealed tiles drawn at random from the wall, and
    ``n_melds`` random called sets drawn first."""
    used = [0] * 34
    melds: list[list[int]] = []
    while len(melds) < n_melds:
        s = _random_set(rng, used)
        if s is not None:
            melds.append(s)
    wall = [k for k in range(34) for _ in range(4 - used[k])]
    counts = [0] * 34
    for k in rng.sample(wall, 3 * (4 - n_melds) + extra):
        counts[k] += 1
    return RandomHand(counts, melds)


def mixed(rng: random.Random) -> RandomHand:
    """One hand of the mix the oracle test uses: uniform draws, near-complete hands,
    seven-pairs / thirteen-orphans shapes and hands holding quads."""
    n_melds = rng.choice((0, 0, 0, 1, 1, 2, 3, 4))
    roll = rng.random()
    if roll < 0.35:
        return uniform(rng, n_melds, rng.choice((1, 2)))
    if roll < 0.45:
        return near_special(rng)
    if roll < 0.55:
        return with_quads(rng, n_melds)
    return near_complete(rng, n_melds)
