"""Dora indicators of a win (ドラ表示牌): kan dora timing (槓ドラ) and ura dora (裏ドラ).

Which indicators count depends on when each kan turned its indicator:

* ``after_replacement`` (Tenhou, Mahjong Soul): a closed kan turns it at once, before
  the replacement draw; a daiminkan or added kan after the replacement draw, just before
  the kanner's discard — or when the kanner declares another kan first, or sets a north
  tile aside (a kita, in sanma, turns it like a discard). A win on the
  replacement tile of an open kan therefore does not see that kan's indicator; a ron on
  the kanner's discard does.
* ``immediate`` (EMA, WRC, M.League): every kan turns it at once.
* ``none``: no kan dora.

A robbed kan (槍槓) never completed and turns nothing. Ura dora — one under each
revealed indicator — count only for a winner in riichi, and only where the ruleset has
them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import attrgetter
from typing import NamedTuple

from tutor.judges.base import Reason, kinds_text
from tutor.judges.timeline import DISCARDS, KANS, Act, describe, kan_was_robbed
from tutor.rules.ruleset import Ruleset
from tutor.rules.sanma import dora_kind
from tutor.rules.tiles import KIND, Tile, tile_name
from tutor.rules.wording import counted, rules_phrase

RULE = "dora"
CODES = {
    "dora.kan_indicator": "a kan turned a new dora indicator before the win",
    "dora.kan_indicator_pending": "an open kan's indicator was not yet turned when the win came",
    "dora.robbed_kan_no_indicator": "a robbed kan never completed and turns no indicator",
    "dora.no_kan_dora": "the ruleset has no kan dora",
    "dora.ura_counted": "the winner is in riichi and looks under the indicators (ura dora)",
    "dora.no_ura_without_riichi": "the winner is not in riichi, so the ura dora do not count",
    "dora.no_ura_in_ruleset": "the ruleset has no ura dora",
    "dora.missing_kan_indicator": "the situation names fewer kan indicators than kans revealed",
    "dora.indicator_next": "the dora is the tile after the indicator in its suit",
    "dora.indicator_wraps": "a 9 indicator wraps round: the 1 of its suit is dora",
    "dora.indicator_winds": "the winds go round east, south, west, north, then east again",
    "dora.indicator_dragons": "the dragons go round white, green, red, then white again",
    "dora.indicator_sanma": "three-player mahjong has no 2m to 8m: a 1m indicator makes 9m dora",
}
POINTERS = ("dora.indicator_next", "dora.indicator_wraps", "dora.indicator_winds",
            "dora.indicator_dragons", "dora.indicator_sanma")
"""The codes that say which tile an indicator makes dora, one per way of counting on."""


class Indicators(NamedTuple):
    """What a win sees: the indicators turned, and the ura indicators it may use."""

    dora: tuple[Tile, ...]
    ura: tuple[Tile, ...]
    reasons: tuple[Reason, ...]
    pointers: tuple[Reason, ...] = ()
    """For each indicator turned, in order, the tile it makes dora (``POINTERS``): the
    rule every win uses but no answer turns on, so a judgment keeps them unsaid."""


_KIND = attrgetter("kind")
_TURNERS = DISCARDS | {"kita"}
"""Acts that turn a pending open kan's indicator (besides the next kan)."""


def _reason(code: str, act: Act | None, text: str) -> Reason:
    return Reason(code=code, event=act.number if act else None, rule=RULE, text=text)


def kan_reveals(acts: Sequence[Act], end: int, timing: str) -> tuple[list[Act], list[Reason]]:
    """The kans among ``acts[:end + 1]`` whose indicator is turned by then, in order.

    ``end`` is the index of the last event that counts (the win, usually).
    """
    last = min(end + 1, len(acts))
    kinds = list(map(_KIND, acts[:last]))
    if timing == "none" or KANS.isdisjoint(kinds):  # most hands: no kan, nothing to turn
        return [], []
    kans = [i for i, kind in enumerate(kinds) if kind in KANS]
    revealed: list[Act] = []
    reasons: list[Reason] = []
    pending: list[Act] = []

    def flush() -> None:
        for kan in pending:
            revealed.append(kan)
            reasons.append(_reason("dora.kan_indicator", kan,
                                   f"{describe(kan)} turned kan indicator no. {len(revealed)}."))
        pending.clear()

    # A pending open kan's indicator turns at the next discard or the next kan, whichever
    # comes first; either way it turns before that next kan, so only kans need a visit
    # and, after the last one, whether a discard followed it.
    for i in kans:
        act = acts[i]
        flush()
        if kan_was_robbed(acts, i):
            reasons.append(_reason("dora.robbed_kan_no_indicator", act,
                                   f"{describe(act)} was robbed, so the kan never completed "
                                   "and no new indicator was turned."))
            continue
        pending.append(act)
        if act.kind == "ankan" or timing == "immediate":
            flush()
    if not _TURNERS.isdisjoint(kinds[kans[-1] + 1:]):
        flush()
    for kan in pending:
        reasons.append(_reason("dora.kan_indicator_pending", kan,
                               f"{describe(kan)} is an open kan: its indicator is turned only "
                               "after the replacement draw, before the discard, so it does not "
                               "count for this win."))
    return revealed, reasons


def win_indicators(
    acts: Sequence[Act],
    win_index: int,
    ruleset: Ruleset,
    *,
    riichi: bool,
    dora_indicators: Sequence[Tile],
    kan_dora_indicators: Sequence[Tile],
    ura_dora_indicators: Sequence[Tile],
    players: int = 4,
) -> Indicators:
    """The indicators that count for the win at ``acts[win_index]``."""
    win = acts[win_index]
    kans, reasons = kan_reveals(acts, win_index, ruleset.kan_dora)
    if ruleset.kan_dora == "none" and any(a.kind in KANS for a in acts[:win_index]):
        reasons.append(_reason("dora.no_kan_dora", None,
                               f"{rules_phrase(ruleset, start=True)} turn no kan dora indicators."))
    turned = list(kan_dora_indicators[: len(kans)])
    if len(turned) < len(kans):
        reasons.append(_reason("dora.missing_kan_indicator", kans[len(turned)],
                               f"{len(kans)} kan indicators were turned but the situation names "
                               f"only {len(turned)}; the missing ones are not counted."))
    dora = (*dora_indicators, *turned)
    ura: tuple[Tile, ...] = ()
    if not riichi:
        if ura_dora_indicators:
            reasons.append(_reason("dora.no_ura_without_riichi", win,
                                   f"{win.seat} is not in riichi, so the ura dora do not count."))
    elif not ruleset.ura_dora:
        reasons.append(_reason("dora.no_ura_in_ruleset", win,
                               f"{rules_phrase(ruleset, start=True)} have no ura dora."))
    else:
        ura = tuple(ura_dora_indicators[: len(dora)])
        if ura:
            reasons.append(_reason("dora.ura_counted", win,
                                   f"{win.seat} won in riichi and looks under the "
                                   f"{counted(len(dora), 'revealed indicator')}: the ura "
                                   f"{'indicator is' if len(ura) == 1 else 'indicators are'} "
                                   f"{kinds_text(ura)}."))
    shown: list[Act | None] = [None] * len(dora_indicators)
    shown += kans[: len(turned)]
    pointers = tuple(pointer(tile, players, kan) for tile, kan in zip(dora, shown, strict=True))
    return Indicators(tuple(dora), ura, tuple(reasons), pointers)


def pointer_code(indicator: Tile, players: int) -> str:
    """Which way of counting on makes ``indicator``'s dora (one of ``POINTERS``)."""
    k = KIND[indicator]
    if players != 4 and k == 0:
        return "dora.indicator_sanma"
    if k >= 31:
        return "dora.indicator_dragons"
    if k >= 27:
        return "dora.indicator_winds"
    return "dora.indicator_wraps" if k % 9 == 8 else "dora.indicator_next"


_HOW = {
    "dora.indicator_next": "the next tile of its suit",
    "dora.indicator_wraps": "after a 9 its suit wraps round to the 1",
    "dora.indicator_winds": "the winds go round east, south, west, north and back to east",
    "dora.indicator_dragons": "the dragons go round white, green, red and back to white",
    "dora.indicator_sanma": "three-player mahjong has no 2m to 8m, so after 1m comes 9m",
}


@lru_cache(maxsize=1024)
def pointer(indicator: Tile, players: int, kan: Act | None = None) -> Reason:
    """The reason naming the tile ``indicator`` makes dora (``kan``: the kan that turned
    it, for a kan indicator). Remembered (a pure function of immutable values): every
    win checked during play names its indicators again."""
    code = pointer_code(indicator, players)
    which = (f"The kan indicator {tile_name(indicator)} (turned by {describe(kan)})"
             if kan is not None else f"The dora indicator {tile_name(indicator)}")
    dora = tile_name(dora_kind(indicator, players))
    return _reason(code, kan, f"{which} makes {dora} dora: {_HOW[code]}.")
