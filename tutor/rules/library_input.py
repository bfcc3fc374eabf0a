"""Our tiles and melds in the ``mahjong`` library's form (136 tile ids, its ``Meld``),
and the library call itself with its ``HandConfig``.

Kept apart from the scoring rules: this is plumbing, and the red-five trap lives here —
the library reads copy 0 of a five as red, so plain fives must never take it. Which
flags a win sets is the scorer's business (``tutor.rules.scoring``); building the
library's config once per combination and reusing the last response are this module's.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import NamedTuple, TypeVar

from mahjong.constants import EAST
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.hand_response import HandResponse
from mahjong.hand_calculating.yaku_config import YakuConfig
from mahjong.hand_calculating.yaku_list import Ryanpeikou
from mahjong.hand_calculating.yaku_list.yakuman import Tsuuiisou
from mahjong.meld import Meld as LibMeld

from tutor.rules.melds import Meld
from tutor.rules.ruleset import Ruleset
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


class Prepared(NamedTuple):
    """One winning hand in both forms: the library's (136 ids, its melds, the winning
    tile's id) and ours (the inputs: ``every_tile`` gives all of its tiles)."""

    tiles: list[int]
    lib_melds: list[LibMeld]
    win_136: int
    concealed: Sequence[int]
    melds: Sequence[Meld]


def prepare(concealed: Sequence[int], melds: Sequence[Meld], win_tile: int) -> Prepared:
    """The hand of ``concealed`` (with ``win_tile`` among them) and ``melds``, prepared."""
    groups = to_136([list(concealed), *[list(m.tiles) for m in melds]])
    lib_melds = [
        LibMeld(meld_type=LIB_MELD_KIND[m.kind], tiles=ids, opened=m.is_open)
        for m, ids in zip(melds, groups[1:], strict=True)
    ]
    win_136 = groups[0][list(concealed).index(win_tile)]
    flat = [tid for ids in groups for tid in ids]
    return Prepared(flat, lib_melds, win_136, concealed, melds)


def divisions(prep: Prepared) -> list[list[list[int]]]:
    """Every way the library reads the prepared hand as sets and a pair (its called melds
    kept whole), each group as kinds: what the fu items name and the local yaku read."""
    counts = [0] * 34
    for tid in prep.tiles:
        counts[tid // 4] += 1
    return HandDivider.divide_hand(counts, prep.lib_melds)


def every_tile(concealed: Sequence[int], melds: Sequence[Meld]) -> list[int]:
    """The hand's tiles: ``concealed``, then each meld's."""
    return [*concealed, *[t for m in melds for t in m.tiles]]


# ---------------------------------------------------------------- the library call

OptionKey = tuple[bool, bool, bool, bool, bool, bool, bool, bool]
ConfigKey = tuple[tuple[bool, ...], int, int, OptionKey]
"""(win flags in ``FLAGS`` order, seat wind 0..3, round wind 0..3, ``option_key``)."""

FLAGS = ("is_tsumo", "is_riichi", "is_daburu_riichi", "is_open_riichi", "is_ippatsu",
         "is_haitei", "is_houtei", "is_rinshan", "is_chankan", "is_tenhou", "is_chiihou",
         "is_renhou")
"""The HandConfig win flags, in the order a ``ConfigKey`` gives their values."""


def option_key(ruleset: Ruleset, *, sashikomi: bool) -> OptionKey:
    """The ruleset options the library reads, as a small hashable key (a whole ruleset
    hashes all its fields, which costs more than building this)."""
    return (sashikomi, ruleset.open_tanyao, ruleset.kazoe_yakuman, ruleset.kiriage_mangan,
            ruleset.renhou == "yakuman", ruleset.daisharin, ruleset.ryanpeikou_one_suit,
            ruleset.tsuuiisou_seven_pairs)


class RyanpeikouInTwoSuits(Ryanpeikou):
    """Ryanpeikou as the Shanghai: Dynasty help text reads it: the second pair of
    identical runs lies in another suit (``ryanpeikou_one_suit = false``)."""

    def is_condition_met(self, hand: Collection[Sequence[int]], *args: object) -> bool:
        runs: dict[int, int] = {}
        for group in hand:
            if len(group) == 3 and group[0] != group[1]:
                runs[group[0]] = runs.get(group[0], 0) + 1
        doubled = [first for first, count in runs.items() if count == 2]
        return len(doubled) == 2 and doubled[0] // 9 != doubled[1] // 9


class TsuuiisouOfSets(Tsuuiisou):
    """All honours as sets and a pair only: seven honour pairs are no tsuuiisou
    (``tsuuiisou_seven_pairs = false``)."""

    def is_condition_met(self, hand: Collection[Sequence[int]], *args: object) -> bool:
        return len(hand) != 7 and bool(super().is_condition_met(hand, *args))


def _options(key: OptionKey) -> OptionalRules:
    sashikomi, open_tanyao, kazoe_yakuman, kiriage, renhou_yakuman, daisharin = key[:6]
    return OptionalRules(
        has_sashikomi_yakuman=sashikomi,
        has_open_tanyao=open_tanyao,
        has_aka_dora=False,  # red fives are counted by the adapter (scoring.count_dora)
        has_double_yakuman=True,  # remapped per ruleset by the scoring adapter
        kazoe_limit=(HandConstants.KAZOE_LIMITED if kazoe_yakuman
                     else HandConstants.KAZOE_SANBAIMAN),
        kiriage=kiriage,
        renhou_as_yakuman=renhou_yakuman,
        has_daisharin_other_suits=daisharin,
        limit_to_sextuple_yakuman=False,
    )


def _hand_config(flags: tuple[bool, ...], seat_index: int, round_index: int,
                 options: OptionKey) -> HandConfig:
    """A HandConfig for one call. The library writes to the config it is given (the
    dora han, the double yakuman han, daisharin's name, paarenchan's count), so each
    call gets its own copy of the config made once per combination, with its own copy
    of every yaku object the library writes to; the other yaku objects, which nothing
    writes, are shared. (Making a HandConfig makes every yaku object anew, which cost
    more than the rest of a scoring call.)"""
    made = _config_template(flags, seat_index, round_index, options)
    config: HandConfig = _shallow(made)
    config.yaku = yaku = _shallow(made.yaku)
    for name in WRITTEN_YAKU:
        setattr(yaku, name, _shallow(getattr(made.yaku, name)))
    return config


WRITTEN_YAKU = ("dora", "aka_dora", "ura_dora", "daburu_kokushi", "suuankou_tanki",
                "daburu_chuuren_poutou", "daisuushi", "daisharin", "paarenchan")
"""The yaku objects ``HandCalculator.estimate_hand_value`` writes to (a test reads the
library's source for the attributes it assigns)."""

T = TypeVar("T")


def _shallow(found: T) -> T:
    """A copy of ``found`` with a dict of its own (its values shared)."""
    copy: T = object.__new__(type(found))
    copy.__dict__.update(found.__dict__)
    return copy


@lru_cache(maxsize=256)
def _config_template(flags: tuple[bool, ...], seat_index: int, round_index: int,
                     options: OptionKey) -> HandConfig:
    """The HandConfig of one combination, never handed to the library itself (only its
    copies: ``_hand_config``). Its yaku objects are those of every combination under the
    same yaku options (``_yaku_template``)."""
    config = HandConfig(**dict(zip(FLAGS, flags, strict=True)),
                        player_wind=EAST + seat_index, round_wind=EAST + round_index,
                        options=_options(options))
    config.yaku = _yaku_template(*options[6:])
    return config


@lru_cache(maxsize=16)
def _yaku_template(ryanpeikou_one_suit: bool, tsuuiisou_seven_pairs: bool) -> YakuConfig:
    """The yaku objects of a HandConfig under the two options that change one of them,
    shared by every combination's template: the templates differ only in their flags
    and winds, and each call copies the objects the library writes to
    (``_hand_config``). One set of some ninety objects per combination (thirty or so in
    a run of one skill) was thousands of objects the cyclic collector went over at each
    full pass."""
    yaku = YakuConfig()
    if not ryanpeikou_one_suit:
        yaku.ryanpeiko = RyanpeikouInTwoSuits()
    if not tsuuiisou_seven_pairs:
        yaku.tsuisou = TsuuiisouOfSets()
    return yaku


def estimate(prep: Prepared, config: ConfigKey) -> HandResponse:
    """``HandCalculator.estimate_hand_value`` for a prepared hand under ``config``."""
    return HandCalculator.estimate_hand_value(prep.tiles, prep.win_136,
                                              melds=prep.lib_melds,
                                              config=_hand_config(*config))
