"""Tiles of chosen kinds put at chosen positions of a shuffled wall (``Gen.table``): a
steered deal is still a permutation of the wall, only swapped within."""

from __future__ import annotations

import random

from tutor.drills.table import DEALT
from tutor.rules.tiles import Tile, kind


class Unreachable(Exception):
    """A steer asked for more copies of a tile than the wall holds: deal again."""


def place(wall: list[Tile], slots: list[int], kinds: list[int], rng: random.Random) -> None:
    """Put tiles of ``kinds`` at wall positions ``slots``, swapping from the rest."""
    fixed: set[int] = set()
    where: dict[int, list[int]] = {}
    """Each kind's wall positions, in order (kept up to date as tiles are swapped)."""
    for i, tile in enumerate(wall):
        where.setdefault(kind(tile), []).append(i)
    for slot, want in zip(slots, kinds, strict=True):
        if kind(wall[slot]) != want:
            options = [i for i in where.get(want, ()) if i not in fixed]
            if not options:
                raise Unreachable(f"a fifth tile of kind {want} was asked for")
            source = rng.choice(options)
            moved = kind(wall[slot])
            wall[slot], wall[source] = wall[source], wall[slot]
            where[want] = sorted(slot if i == source else i for i in where[want])
            where[moved] = sorted(source if i == slot else i for i in where[moved])
        fixed.add(slot)


def hand_slots(seat: int) -> list[int]:
    return list(range(seat * DEALT, (seat + 1) * DEALT))
