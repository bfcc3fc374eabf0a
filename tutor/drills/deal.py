"""Seeded randomness and the shuffled wall a generated hand is dealt from.

Every question draws its random state from a hash of (skill, ruleset, seed, index and
the filters asked for), never from Python's ``hash`` or the clock, so question ``k`` of
a drill is the same on every machine and in every process.
"""

from __future__ import annotations

import hashlib
import random

from tutor.rules.sanma import SANMA_REMOVED
from tutor.rules.tiles import RED_FIVES, Tile

DEAD_WALL = 14
"""Tiles set aside at the end of the wall for replacement draws and indicators."""

RED_ORDER: tuple[Tile, ...] = (RED_FIVES[1], RED_FIVES[2], RED_FIVES[0])
"""The red fives a ruleset with ``aka_dora = n`` uses: the first ``n`` of 0p, 0s, 0m."""

PLAIN_FIVE = {34: 4, 35: 13, 36: 22}

SANMA_PRESETS = ("tenhou-sanma", "mahjong-soul-sanma")
"""The presets played at three (三麻, sanma): the generator deals them three hands."""


def table_size(preset: str) -> int:
    """How many seats a preset is played with: 3 for the sanma presets, else 4."""
    return 3 if preset in SANMA_PRESETS else 4


def kinds_in_play(players: int) -> tuple[int, ...]:
    """The tile kinds of the set: all 34, or sanma's 27 (no 2m to 8m)."""
    return tuple(k for k in range(34) if players == 4 or k not in SANMA_REMOVED)


def rng_for(*parts: object) -> random.Random:
    """A random generator seeded from ``parts`` by SHA-256 (stable across processes)."""
    text = "\x1f".join(str(part) for part in parts)
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def full_set(aka_dora: int, kinds: tuple[int, ...] = tuple(range(34))) -> list[Tile]:
    """Four copies of every kind in ``kinds``, with ``aka_dora`` plain fives made red."""
    tiles = [kind for kind in kinds for _ in range(4)]
    for red in RED_ORDER[:aka_dora]:
        tiles.remove(PLAIN_FIVE[red])
        tiles.append(red)
    return tiles


def shuffled_wall(rng: random.Random, aka_dora: int, players: int = 4) -> list[Tile]:
    """All tiles of the set (136, or 108 at three players) in a random order."""
    wall = full_set(aka_dora, kinds_in_play(players))
    rng.shuffle(wall)
    return wall
