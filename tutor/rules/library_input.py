"""Our tiles and melds in the ``mahjong`` library's form (136 tile ids, its ``Meld``).

Kept apart from the scoring rules: this is plumbing, and the red-five trap lives here —
the library reads copy 0 of a five as red, so plain fives must never take it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong.meld import Meld as LibMeld

from tutor.rules.melds import Meld
from tutor.rules.tiles import KIND


def to_136(groups: Sequence[Sequence[int]]) -> list[list[int]]:
    """Our tiles -> the library's 136-format, one id per physical tile.

    A red five takes copy 0 of its kind (the id the library treats as red); plain fives
    take copies 1..3 first, so that they never look red. All groups share one allocator
    so no id repeats.
    """
    used = [0] * 34  # per kind, a bit per copy already given out
    out: list[list[int]] = []
    for group in groups:
        ids: list[int] = []
        for tile in group:
            k = KIND[tile]
            mask = used[k]
            copy = (-1 if mask & 1 else 0) if tile >= 34 else _PLAIN_COPY[mask]
            if copy < 0:
                raise ValueError(f"too many copies of tile kind {k}")
            used[k] = mask | 1 << copy
            ids.append(k * 4 + copy)
        out.append(ids)
    return out


# For each mask of copies given out, the copy a plain tile takes (1, 2, 3, then 0), or -1.
_PLAIN_COPY = tuple(next((c for c in (1, 2, 3, 0) if not m & (1 << c)), -1) for m in range(16))


LIB_MELD_KIND = {"chi": LibMeld.CHI, "pon": LibMeld.PON, "daiminkan": LibMeld.KAN,
                  "ankan": LibMeld.KAN, "kakan": LibMeld.SHOUMINKAN}


@dataclass(frozen=True, slots=True)
class Prepared:
    tiles: list[int]
    lib_melds: list[LibMeld]
    win_136: int
    all_tiles: list[int]
    concealed: Sequence[int]
    melds: Sequence[Meld]


def prepare(concealed: Sequence[int], melds: Sequence[Meld], win_tile: int) -> Prepared:
    groups = to_136([list(concealed), *[list(m.tiles) for m in melds]])
    lib_melds = [
        LibMeld(meld_type=LIB_MELD_KIND[m.kind], tiles=ids, opened=m.is_open)
        for m, ids in zip(melds, groups[1:], strict=True)
    ]
    win_136 = groups[0][list(concealed).index(win_tile)]
    flat = [tid for ids in groups for tid in ids]
    all_tiles = [*concealed, *[t for m in melds for t in m.tiles]]
    return Prepared(flat, lib_melds, win_136, all_tiles, concealed, melds)
