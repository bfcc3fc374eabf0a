"""Waits (待ち) of a tenpai hand and the shape of each: 両面 嵌張 辺張 双碰 単騎, and the
many-sided shapes (多面張) built from them.

``waits`` is the hot path. It works suit by suit: a hand completes on a tile only if
every suit except the one receiving the tile already splits into sets (and at most one
of them holds the pair), so each suit's nine counts are looked up in a memo that holds
whether the suit is finished and which of its tiles would finish it. Seven pairs and
thirteen orphans are checked directly.

A wait on a kind whose four copies are all in the hand (a "dead" wait, e.g. 1111m
waiting on 1m as a single) is still listed by ``waits``; ``dead_waits`` names those, and
``is_tenpai`` decides by ``count_dead_waits`` whether such a hand counts (Tenhou and
most rules say no when every wait is dead).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from tutor.rules.hand import (
    ORPHANS,
    SETS_ONLY,
    WITH_PAIR,
    Block,
    Reading,
    check_counts,
    readings,
    suit_flags,
)

WaitShape = Literal["ryanmen", "kanchan", "penchan", "shanpon", "tanki", "kokushi"]


@dataclass(frozen=True, slots=True)
class WaitReading:
    """One way a winning tile completes the hand.

    ``reading`` is the complete 14-tile reading (concealed part) with ``tile`` added and
    ``block`` the block of it that ``tile`` completed. Thirteen orphans has no blocks: its
    ``block`` is the pair of the completed hand (the winning tile itself when the wait
    was thirteen-sided).
    """

    tile: int
    shape: WaitShape
    reading: Reading
    block: Block


# --- one suit --------------------------------------------------------------------------

_SUIT_WAITS: dict[tuple[int, ...], tuple[bool, tuple[int, ...]]] = {}


def _suit_state(key: tuple[int, ...]) -> tuple[bool, tuple[int, ...]]:
    """(finished, finishing tiles) for one suit's counts.

    With 0 tiles mod 3 the suit is finished when it splits into sets; with 2 mod 3 when
    it splits into sets and the pair, and the finishing tiles are those that make it all
    sets; with 1 mod 3 it is never finished and the finishing tiles make sets + pair.
    """
    state = _SUIT_WAITS.get(key)
    if state is None:
        r = sum(key) % 3
        if r == 0:
            state = (bool(suit_flags(key) & SETS_ONLY), ())
        else:
            need = WITH_PAIR if r == 1 else SETS_ONLY
            finishing = []
            for t in range(len(key)):
                if _near(key, t):
                    grown = (*key[:t], key[t] + 1, *key[t + 1 :])
                    if suit_flags(grown) & need:
                        finishing.append(t)
            state = (r == 2 and bool(suit_flags(key) & WITH_PAIR), tuple(finishing))
        _SUIT_WAITS[key] = state
    return state


def _near(key: tuple[int, ...], t: int) -> bool:
    """A winning tile is held already or lies within two of a held tile."""
    lo = max(0, t - 2)
    return any(key[lo : t + 3])


def _standard_waits(counts: Sequence[int]) -> list[int]:
    """Waits as four sets and a pair (called sets already removed).

    With ``3n + 1`` tiles either one suit holds 1 mod 3 tiles (it takes the winning
    tile and ends with the pair) or two hold 2 mod 3 (one takes the tile and becomes
    all sets, the other must already be sets and the pair); every other suit must
    already split into sets.
    """
    open_units: list[tuple[int, bool, tuple[int, ...]]] = []  # (base, finished, finishing)
    for base in (0, 9, 18):
        key = tuple(counts[base : base + 9])
        finished, finishing = _suit_state(key)
        if finishing:
            open_units.append((base, finished, finishing))
        elif not finished:
            return []
    for k in range(27, 34):
        c = counts[k]
        if c == 1 or c == 4:
            open_units.append((k, False, (0,)))
        elif c == 2:
            open_units.append((k, True, (0,)))
        elif c != 0 and c != 3:
            return []
    if len(open_units) == 1:
        base, finished, finishing = open_units[0]
        return [] if finished else [base + t for t in finishing]
    if len(open_units) == 2:
        # Only a 2-mod-3 unit can be "finished" (it holds the pair), so when one of two
        # open units is finished both are 2 mod 3 and the other one takes the tile.
        (b1, f1, w1), (b2, f2, w2) = open_units
        found: list[int] = []
        if f2:
            found.extend(b1 + t for t in w1)
        if f1:
            found.extend(b2 + t for t in w2)
        return found
    return []


def _seven_pairs_wait(counts: Sequence[int]) -> int | None:
    single = None
    pairs = 0
    for k, c in enumerate(counts):
        if c == 2:
            pairs += 1
        elif c == 1 and single is None:
            single = k
        elif c:
            return None
    return single if pairs == 6 else None


def _thirteen_orphans_waits(counts: Sequence[int]) -> list[int]:
    if sum(counts[k] for k in ORPHANS) != 13:
        return []
    missing = [k for k in ORPHANS if counts[k] == 0]
    if not missing:
        return list(ORPHANS)
    if len(missing) == 1 and all(counts[k] <= 2 for k in ORPHANS):
        return missing
    return []


def waits(counts: Sequence[int], n_melds: int = 0) -> list[int]:
    """Sorted kinds that complete the ``13 - 3 * n_melds`` concealed tiles.

    A kind whose four copies are all in the hand is included (see ``dead_waits``).
    """
    if len(counts) != 34 or sum(counts) != 13 - 3 * n_melds or not 0 <= n_melds <= 4:
        check_counts(counts, n_melds, 1)
    found = _standard_waits(counts)
    if n_melds == 0:
        single = _seven_pairs_wait(counts)
        if single is not None:
            found.append(single)
        found.extend(_thirteen_orphans_waits(counts))
        return sorted(set(found))
    found.sort()
    return found


def dead_waits(counts: Sequence[int], n_melds: int = 0) -> list[int]:
    """The waits whose four copies are all in this hand: no such tile can come.

    Rules differ on whether a hand waiting only on those is tenpai.
    """
    return [t for t in waits(counts, n_melds) if counts[t] >= 4]


def is_tenpai(counts: Sequence[int], n_melds: int = 0, *, count_dead_waits: bool = False) -> bool:
    """Whether one more tile can complete the hand (聴牌).

    By default a hand whose every wait is dead is not tenpai; ``count_dead_waits=True``
    counts it (形式聴牌 of the shape alone).
    """
    found = waits(counts, n_melds)
    if count_dead_waits:
        return bool(found)
    return any(counts[t] < 4 for t in found)


# --- shapes ----------------------------------------------------------------------------


def block_shape(block: Block, tile: int) -> WaitShape:
    """The shape of wait that ``tile`` completing ``block`` was."""
    if block.kind == "pair":
        return "tanki"
    if block.kind == "triplet":
        return "shanpon"
    first = block.first
    if tile == first + 1:
        return "kanchan"
    if tile == first:
        return "penchan" if first % 9 == 6 else "ryanmen"
    return "penchan" if first % 9 == 0 else "ryanmen"


def wait_readings(counts: Sequence[int], n_melds: int = 0) -> dict[int, list[WaitReading]]:
    """For each wait, every (reading, completed block) the winning tile can make.

    Keys are the waits in order; each list is deterministic and has no duplicates.
    """
    result: dict[int, list[WaitReading]] = {}
    for tile in waits(counts, n_melds):
        grown = list(counts)
        grown[tile] += 1
        found: list[WaitReading] = []
        for reading in readings(grown, n_melds):
            if reading.form == "kokushi":
                pair_kind = next(k for k in ORPHANS if grown[k] == 2)
                found.append(WaitReading(tile, "kokushi", reading, Block("pair", pair_kind)))
                continue
            seen: set[Block] = set()
            for block in reading.blocks:
                if tile in block and block not in seen:
                    seen.add(block)
                    found.append(WaitReading(tile, block_shape(block, tile), reading, block))
        result[tile] = found
    return result


# --- named many-sided waits (多面張) ---------------------------------------------------

WaitPattern = Literal[
    "kokushi_13",
    "chuuren_9",
    "sanmenchan",
    "sanmentan",
    "ryantan",
    "entotsu",
    "aryanmen",
    "nobetan",
]
PURE_NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def wait_pattern(counts: Sequence[int], n_melds: int = 0) -> WaitPattern | None:
    """The name of the many-sided wait shape of a tenpai hand, if it has one.

    Supported, checked in this order (examples in one suit, the rest of the hand sets):

    * ``kokushi_13``: thirteen orphans waiting on all thirteen (国士無双十三面).
    * ``chuuren_9``: ``1112345678999`` of one suit, closed, waiting on all nine (純正九蓮宝燈).
    * ``sanmenchan`` (三面張): waits ``a, a+3, a+6`` of one suit, each winnable as a
      ryanmen: ``23456`` → 1/4/7.
    * ``sanmentan`` (三面単): waits ``a, a+3, a+6``, each only a single wait:
      ``1234567`` → 1/4/7.
    * ``ryantan`` (両単): waits ``a, b, a+3`` with ``a < b < a+3``: ``a`` and ``a+3`` a
      ryanmen, ``b`` only a single wait: ``4445`` → 3/5/6 (``3444`` → 2/3/5).
    * ``entotsu`` (煙突): three waits: one winnable as shanpon and as ryanmen, one only as
      shanpon, one only as ryanmen: ``66678`` with a pair ``22`` → 2/6/9.
    * ``aryanmen`` (亜両面): waits ``a, a+3`` of one suit, both winnable as ryanmen, one
      also as a single wait: ``4566`` → 3/6.
    * ``nobetan`` (延べ単): waits ``a, a+3`` of one suit, both only single waits:
      ``3456`` → 3/6.

    ``None`` for a hand that is not tenpai, a one-shape wait (a plain ryanmen, shanpon,
    kanchan, penchan or tanki), and any other combination (it has no common name).
    """
    by_tile = wait_readings(counts, n_melds)
    if not by_tile:
        return None
    tiles = sorted(by_tile)
    shapes = {t: {w.shape for w in ws} for t, ws in by_tile.items()}
    if len(tiles) == 13 and all(shapes[t] == {"kokushi"} for t in tiles):
        return "kokushi_13"
    if n_melds == 0:
        for base in (0, 9, 18):
            if tuple(counts[base : base + 9]) == PURE_NINE_GATES:
                return "chuuren_9"
    one_suit = tiles[-1] < 27 and tiles[0] // 9 == tiles[-1] // 9

    def only(t: int, shape: WaitShape) -> bool:
        return shapes[t] == {shape}

    if len(tiles) == 3:
        a, b, c = tiles
        if one_suit and b == a + 3 and c == a + 6:
            if all("ryanmen" in shapes[t] for t in tiles):
                return "sanmenchan"
            if all(only(t, "tanki") for t in tiles):
                return "sanmentan"
        ryanmen_ends = "ryanmen" in shapes[a] and "ryanmen" in shapes[c]
        if one_suit and c == a + 3 and ryanmen_ends and only(b, "tanki"):
            return "ryantan"
        kinds = sorted(tuple(sorted(shapes[t])) for t in tiles)
        if kinds == [("ryanmen",), ("ryanmen", "shanpon"), ("shanpon",)]:
            return "entotsu"
    if len(tiles) == 2 and one_suit and tiles[1] == tiles[0] + 3:
        a, b = tiles
        if all(only(t, "tanki") for t in tiles):
            return "nobetan"
        both = "ryanmen" in shapes[a] and "ryanmen" in shapes[b]
        if both and shapes[a] | shapes[b] == {"ryanmen", "tanki"}:
            return "aryanmen"
    return None
