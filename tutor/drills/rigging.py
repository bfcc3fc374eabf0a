"""Tiles of chosen kinds put at chosen positions of a shuffled wall (``Gen.table``): a
steered deal is still a permutation of the wall, only swapped within."""

from __future__ import annotations

import random

from tutor.drills.deal import DEAD_WALL
from tutor.drills.table import DEALT
from tutor.rules.tiles import KIND, Tile, counts_of
from tutor.rules.waits import waits


class Unreachable(Exception):
    """A steer asked for more copies of a tile than the wall holds: deal again."""


def place(wall: list[Tile], slots: list[int], kinds: list[int], rng: random.Random) -> None:
    """Put tiles of ``kinds`` at wall positions ``slots``, swapping from the rest."""
    fixed: set[int] = set()
    where: list[list[int]] = [[] for _ in range(34)]
    """Each kind's wall positions, in order (kept up to date as tiles are swapped)."""
    for i, tile in enumerate(wall):
        where[KIND[tile]].append(i)
    for slot, want in zip(slots, kinds, strict=True):
        moved = KIND[wall[slot]]
        if moved != want:
            options = [i for i in where[want] if i not in fixed]
            if not options:
                raise Unreachable(f"a fifth tile of kind {want} was asked for")
            source = rng.choice(options)
            wall[slot], wall[source] = wall[source], wall[slot]
            _moved(where[want], source, slot)
            _moved(where[moved], slot, source)
        fixed.add(slot)


def _moved(positions: list[int], old: int, new: int) -> None:
    """A kind's wall positions, in order, once its tile at ``old`` is at ``new``."""
    positions.remove(old)
    positions.append(new)
    positions.sort()


def hand_slots(seat: int) -> list[int]:
    return list(range(seat * DEALT, (seat + 1) * DEALT))


SPARE_TILES = 4
"""Tiles at the head of the dead wall that no draw ever reaches (a kan's replacement is
the live wall's last tile): hidden all hand long, like the live wall's, so a steer may
swap one into the next draw."""


def spare_positions(wall: list[Tile]) -> range:
    dead = len(wall) - DEAD_WALL
    return range(dead, dead + SPARE_TILES)


def wait_copies(hand: list[int], melds: int, taken: list[int]) -> list[int]:
    """Every copy of the kinds ``hand`` (beside ``melds`` called sets) waits on that the
    kinds ``taken`` elsewhere leave: what a deal keeps at the end of the live wall for
    the forks toward the learner's win (``Gen.many_wins``)."""
    return [k for k in waits(counts_of(hand), melds) for _ in range(4 - taken.count(k))]
