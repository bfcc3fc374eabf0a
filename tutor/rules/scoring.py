"""Scoring a winning hand (点数計算) under a ruleset, over the ``mahjong`` library.

The library finds the readings of the hand, its yaku and its fu. This adapter maps our
tiles, melds and options onto the library's, and then applies what the library does not
know or does differently:

* dora, red fives and ura dora are counted here (red fives only as the ruleset puts
  them in play; plain fives are never red — the library's red-five trap);
* the values of the special-wait yakuman and of daisuushii per ruleset, yakuman
  stacking and the cap on multiples;
* renhou as a mangan floor, haitei on a replacement tile, the han of sanshoku doukou,
  the Shanghai: Dynasty local yaku, a 2-fu double-wind pair;
* limits (kiriage, kazoe) and payments with honba, riichi sticks and liability.
"""

from __future__ import annotations

from collections.abc import Hashable, MutableMapping, Sequence
from operator import attrgetter
from typing import NamedTuple

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_response import HandResponse

from tutor.rules.certain_yaku import certain_situational_yaku
from tutor.rules.fu_items import FuItem, fu_breakdown
from tutor.rules.hand import is_complete
from tutor.rules.library_input import (
    Prepared,
    divisions,
    estimate,
    every_tile,
    option_key,
    prepare,
)
from tutor.rules.local_yaku import is_shiisan_puutaa, local_yaku
from tutor.rules.melds import Meld
from tutor.rules.payments import DEALER, SEATS, hand_points, hand_value, ron_points, settle
from tutor.rules.ruleset import Ruleset
from tutor.rules.sanma import NORTH, dora_kind, seats_for
from tutor.rules.tiles import KIND, counts_of
from tutor.rules.yaku_ids import (
    DOUBLE_WAIT_YAKUMAN,
    LIBRARY_CLASS_TO_ID,
    YAKUMAN_IDS,
)

__all__ = [
    "FuItem",
    "ScoreResult",
    "WinContext",
    "certain_situational_yaku",
    "has_yaku",
    "score_win",
]

WINDS = ("E", "S", "W", "N")
RED_FIVE_ORDER: tuple[int, ...] = (35, 36, 34)
"""Which red fives a ruleset with ``aka_dora = n`` has: the first n of 0p, 0s, 0m."""


class WinContext(NamedTuple):
    """How and where the hand was won: the situational inputs of scoring.

    ``kan_discarder`` is the seat whose discard was called for the daiminkan that this
    rinshan win follows (for ``rinshan_pao``); ``pao_seat`` a seat liable (包) for a
    yakuman of the ruleset's ``pao`` list — the engine decides when liability arises.
    ``open_riichi_deal_in`` marks a ron on an open riichi whose discarder was not in
    riichi (the engine decides); it scores the sashikomi yakuman (差し込み) where the
    ruleset has ``open_riichi_deal_in_yakuman``.
    ``honba`` and ``riichi_sticks`` are what this winner collects (on a double ron the
    caller gives them to the winner who takes them and zero to the other).

    A named tuple, not a frozen dataclass: it is built two or three times per win, and
    a frozen dataclass sets its 22 fields one ``object.__setattr__`` at a time (~4 µs).
    """

    seat: str
    round_wind: str
    is_tsumo: bool
    discarder: str | None = None
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    open_riichi: bool = False
    open_riichi_deal_in: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    dora_indicators: tuple[int, ...] = ()
    ura_dora_indicators: tuple[int, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    kan_discarder: str | None = None
    pao_seat: str | None = None
    players: int = 4
    nukidora: int = 0
    """North tiles the winner set aside by kita (三麻): each is a dora, and each more
    dora where an indicator points at north."""


class ScoreResult(NamedTuple):
    """A scored win. ``payments`` sum to ``1000 * riichi_sticks`` (what the table held)."""

    yaku: dict[str, int]
    han: int
    fu: int
    fu_items: tuple[FuItem, ...]
    yakuman: int
    limit: str | None
    points: int
    payments: dict[str, int]
    liable: str | None = None
    held: tuple[tuple[str, int], ...] = ()
    """Every yakuman the hand holds, with its han (13 a yakuman), before the ruleset's
    stacking and cap leave some out: what explains ``yakuman``."""


def count_dora(
    tiles: Sequence[int], ctx: WinContext, ruleset: Ruleset
) -> dict[str, int]:
    """Dora, red fives in play and (for a riichi winner) ura dora among all tiles, and
    the north tiles set aside by kita (nukidora), which indicators count as well."""
    kinds = [KIND[t] for t in tiles] + [NORTH] * ctx.nukidora

    def pointed(indicators: tuple[int, ...]) -> int:
        return sum(kinds.count(dora_kind(i, ctx.players)) for i in indicators)

    counts = {
        "dora": pointed(ctx.dora_indicators),
        "aka_dora": sum(map(_RED_FIVES[ruleset.aka_dora].__contains__, tiles)),
        "nukidora": ctx.nukidora,
    }
    if (ctx.riichi or ctx.double_riichi) and ruleset.ura_dora:
        counts["ura_dora"] = pointed(ctx.ura_dora_indicators)
    return {k: v for k, v in counts.items() if v}


_RED_FIVES = tuple(frozenset(RED_FIVE_ORDER[:n]) for n in range(len(RED_FIVE_ORDER) + 1))
"""The red fives in play for ``aka_dora`` = 0, 1, 2, 3."""


# ---------------------------------------------------------------- the library call


def _call_library(prep: Prepared, ctx: WinContext, ruleset: Ruleset,
                  **flags: bool) -> HandResponse:
    config = (
        (ctx.is_tsumo,
         ctx.riichi and not ctx.double_riichi,
         ctx.double_riichi,
         ctx.open_riichi and ruleset.open_riichi,
         ctx.ippatsu and ruleset.ippatsu,
         flags.get("haitei", ctx.haitei),
         ctx.houtei,
         flags.get("rinshan", ctx.rinshan),
         flags.get("chankan", ctx.chankan),
         ctx.tenhou,
         ctx.chiihou,
         flags.get("renhou", ctx.renhou and ruleset.renhou != "none")),
        WINDS.index(ctx.seat), WINDS.index(ctx.round_wind),
        option_key(ruleset, sashikomi=_sashikomi(ctx, ruleset)),
    )
    return estimate(prep, config)


def _sashikomi(ctx: WinContext, ruleset: Ruleset) -> bool:
    """The library scores sashikomi for any open-riichi ron; we ask for it only when the
    discarder was not in riichi and the ruleset pays it."""
    return (ctx.open_riichi_deal_in and ctx.open_riichi and not ctx.is_tsumo
            and ruleset.open_riichi and ruleset.open_riichi_deal_in_yakuman)


def _yaku_from_library(response: HandResponse, ruleset: Ruleset) -> dict[str, int]:
    yaku: dict[str, int] = {}
    for item in response.yaku or []:
        yid = LIBRARY_CLASS_TO_ID[type(item).__name__]
        if yid in ("dora", "aka_dora", "ura_dora"):
            continue
        if item.is_yakuman:
            han = 13
            if (yid in DOUBLE_WAIT_YAKUMAN and ruleset.double_yakuman_waits) or (
                yid == "daisuushii" and ruleset.daisuushii_double
            ):
                han = 26
        else:
            han = item.han_open if response.is_open_hand and item.han_open else item.han_closed
        if yid == "sanshoku_doukou":
            han = ruleset.sanshoku_doukou_han
        yaku[yid] = yaku.get(yid, 0) + han
    return yaku


_ERRORS_MEANING_NO_WIN = (HandCalculator.ERR_HAND_NOT_WINNING, HandCalculator.ERR_NO_YAKU)


def _check(response: HandResponse) -> bool:
    """True for a scored hand, False for no win / no yaku; raises on contradictory flags."""
    if response.error is None:
        return True
    if response.error in _ERRORS_MEANING_NO_WIN:
        return False
    raise ValueError(f"contradictory win flags: {response.error}")


# ---------------------------------------------------------------- scoring


def _validate(concealed: Sequence[int], melds: Sequence[Meld], win_tile: int,
              ctx: WinContext, ruleset: Ruleset) -> None:
    if ctx.seat not in SEATS or ctx.round_wind not in SEATS:
        raise ValueError(f"seat and round wind must be E/S/W/N, not {ctx.seat}/{ctx.round_wind}")
    if len(concealed) != 14 - 3 * len(melds):
        raise ValueError(f"{len(concealed)} concealed tiles with {len(melds)} melds")
    if win_tile not in concealed:
        raise ValueError("the winning tile must be among the concealed tiles")
    if not ctx.is_tsumo and (ctx.discarder is None or ctx.discarder == ctx.seat):
        raise ValueError("a ron needs a discarder other than the winner")
    if ctx.haitei and ctx.rinshan and not ruleset.haitei_on_replacement:
        raise ValueError("haitei on a replacement tile needs haitei_on_replacement")


def score_win(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win_tile: int,
    ctx: WinContext,
    ruleset: Ruleset,
    readings: MutableMapping[Hashable, object] | None = None,
) -> ScoreResult | None:
    """Score a win, or None when the tiles are no complete hand or it has no yaku.

    ``concealed`` holds the winning hand's concealed tiles including ``win_tile``
    (``14 - 3 * len(melds)`` tiles; kans count as one set). Raises ValueError for
    inputs no game can produce (contradictory flags, wrong tile counts).

    ``readings``, a memo of the caller's under this ruleset, remembers what the tiles
    and the win's flags score (yaku, fu) apart from what only counts and pays them
    (dora, the discarder, honba, sticks, liability): one hand won on one tile from
    several seats is read once (``READ_FROM``).
    """
    _validate(concealed, melds, win_tile, ctx, ruleset)
    if ctx.renhou and ruleset.renhou == "mangan":  # a floor that weighs the dora: read apart
        return _renhou_mangan(prepare(concealed, melds, win_tile), ctx, ruleset)
    if readings is None:
        reading = _read(prepare(concealed, melds, win_tile), ctx, ruleset)
    else:
        key = ("reading", tuple(concealed), tuple(melds), win_tile, READ_FROM(ctx))
        if key in readings:
            reading = readings[key]  # type: ignore[assignment]
        else:
            reading = readings[key] = _read(prepare(concealed, melds, win_tile), ctx, ruleset)
    if reading is None:
        return None
    yaku, fu, items = reading
    return _finish(dict(yaku), fu, items, every_tile(concealed, melds), ctx, ruleset)


READ_FROM = attrgetter("seat", "round_wind", "is_tsumo", "riichi", "double_riichi", "ippatsu",
                       "open_riichi", "open_riichi_deal_in", "haitei", "houtei", "rinshan",
                       "chankan", "tenhou", "chiihou", "renhou")
"""The context's facts a hand's reading depends on (``_read``): the seat and round winds
and the win's flags. Dora, the discarder, honba, sticks and liability only count and
pay it (``_finish``)."""

Reading = tuple[dict[str, int], int, tuple[FuItem, ...]]
"""A hand's yaku without dora, its fu and their items."""


def _read(prep: Prepared, ctx: WinContext, ruleset: Ruleset) -> Reading | None:
    """What the prepared hand scores under the win's flags and winds before dora, or
    ``None`` for no complete hand or no yaku (the library's reading, with our own yaku)."""
    shiisan = (ruleset.shiisan_puutaa and ctx.tenhou and ctx.seat == DEALER and not prep.melds
               and is_shiisan_puutaa(counts_of(prep.concealed)))
    stacked_haitei = ctx.haitei and ctx.rinshan
    indirect_rinshan = ctx.rinshan and not ctx.is_tsumo  # the library knows no such ron
    asked = {"haitei": ctx.haitei and not stacked_haitei,
             "rinshan": ctx.rinshan and not indirect_rinshan}
    response = _call_library(prep, ctx, ruleset, **asked)
    extra: dict[str, int] = {}
    if stacked_haitei:
        extra["haitei"] = 1
    if indirect_rinshan:
        extra["rinshan"] = 1
    divided = None
    if any((ruleset.sanrenkou, ruleset.suurenkou, ruleset.iisou_sanjun, ruleset.iisou_suushun)):
        divided = divisions(prep)
        extra.update(local_yaku(divided, ruleset))
    if not _check(response):
        if shiisan:
            return {"shiisan_puutaa": 13}, 0, ()
        if not extra or response.error == HandCalculator.ERR_HAND_NOT_WINNING:
            return None
        # the hand is complete but its only yaku are ours: ask again with a yaku that
        # changes no fu (chankan for a ron, haitei for a tsumo) to learn the fu, then drop it
        dummy = "chankan" if not ctx.is_tsumo else "haitei"
        response = _call_library(prep, ctx, ruleset, **{**asked, dummy: True})
        if not _check(response):
            return None
        yaku = _yaku_from_library(response, ruleset)
        yaku.pop(dummy, None)
    else:
        yaku = _yaku_from_library(response, ruleset)
    for yid, han in extra.items():
        yaku[yid] = yaku.get(yid, 0) + han
    if ctx.tenhou and ruleset.tenhou_upgrades_waits:
        yaku = _upgrade_waits(yaku, ruleset)
    fu, items = fu_breakdown(response, prep, ctx, ruleset, divided)
    return yaku, fu, items


_UPGRADES = {"kokushi": "kokushi_13", "suuankou": "suuankou_tanki", "chuuren": "junsei_chuuren"}


def _upgrade_waits(yaku: dict[str, int], ruleset: Ruleset) -> dict[str, int]:
    """Tenhou with a special-wait yakuman scores its double-wait form (IJ #19, MS)."""
    han = 26 if ruleset.double_yakuman_waits else 13
    return {_UPGRADES.get(k, k): (han if k in _UPGRADES else v) for k, v in yaku.items()}


def _finish(yaku: dict[str, int], fu: int, items: tuple[FuItem, ...], tiles: Sequence[int],
            ctx: WinContext, ruleset: Ruleset, *, count_dora_han: bool = True) -> ScoreResult:
    yakuman_yaku = {k: v for k, v in yaku.items()
                    if v >= 13 and (k in YAKUMAN_IDS or k == "renhou")}
    held = tuple(yakuman_yaku.items())
    if yakuman_yaku:
        if not ruleset.yakuman_stacking:
            top = max(yakuman_yaku, key=lambda k: yakuman_yaku[k])
            yakuman_yaku = {top: yakuman_yaku[top]}
        yaku = dict(yakuman_yaku)
        multiples = min(sum(yakuman_yaku.values()) // 13, ruleset.yakuman_cap)
    else:
        multiples = 0
        if count_dora_han:
            yaku.update(count_dora(tiles, ctx, ruleset))
    han = sum(yaku.values())
    value = hand_value(han, fu, multiples, ruleset)
    liable = _liable(yaku, ctx, ruleset)
    dealer = ctx.seat == DEALER
    seats = seats_for(ctx.players)
    points = (ron_points(value.base, dealer) if liable is not None
              else hand_points(value.base, dealer, ctx.is_tsumo, seats, ruleset.tsumo_loss))
    payments = settle(winner=ctx.seat, base=value.base, tsumo=ctx.is_tsumo,
                      discarder=ctx.discarder, honba=ctx.honba,
                      riichi_sticks=ctx.riichi_sticks, liable=liable, seats=seats,
                      tsumo_loss=ruleset.tsumo_loss)
    return ScoreResult(yaku=yaku, han=han, fu=fu, fu_items=items, yakuman=multiples,
                       limit=value.limit, points=points, payments=payments, liable=liable,
                       held=held)


def _liable(yaku: dict[str, int], ctx: WinContext, ruleset: Ruleset) -> str | None:
    if ruleset.rinshan_pao and ctx.rinshan and ctx.kan_discarder not in (None, ctx.seat):
        return ctx.kan_discarder
    if ctx.pao_seat not in (None, ctx.seat) and any(y in yaku for y in ruleset.pao):
        return ctx.pao_seat
    return None


def _renhou_mangan(prep: Prepared, ctx: WinContext, ruleset: Ruleset) -> ScoreResult | None:
    """Renhou as a mangan (EMA16, WRC15): at least mangan; a hand worth more by normal
    counting, with a yaku of its own, is paid that instead (RW Renhou)."""
    response = _call_library(prep, ctx, ruleset, renhou=False)
    complete = _check(response) or response.error == HandCalculator.ERR_NO_YAKU
    if not complete:
        return None
    tiles = every_tile(prep.concealed, prep.melds)
    floor = _finish({"renhou": 5}, 0, (), tiles, ctx, ruleset, count_dora_han=False)
    if response.error is None:
        fu, items = fu_breakdown(response, prep, ctx, ruleset)
        own = _finish(_yaku_from_library(response, ruleset), fu, items, tiles, ctx, ruleset)
        if own.points > floor.points:
            return own
    return floor


def has_yaku(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win_tile: int,
    ctx: WinContext,
    ruleset: Ruleset,
) -> bool:
    """Whether the hand is complete and has at least one yaku (dora are no yaku).

    Cheap when a situational yaku is certain (riichi, menzen tsumo, haitei, houtei,
    rinshan, chankan, tenhou, chiihou, renhou): then only completeness is checked.
    Otherwise the same as ``score_win(...) is not None``.
    """
    _validate(concealed, melds, win_tile, ctx, ruleset)
    if certain_situational_yaku(melds, ctx) and is_complete(counts_of(concealed), len(melds)):
        return True
    return score_win(concealed, melds, win_tile, ctx, ruleset) is not None
