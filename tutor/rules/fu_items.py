"""The fu count (符計算) of a scored hand, item by item, with a reason for each.

The ``mahjong`` library reports its fu as (fu, reason) pairs; this module turns them into
items a learner can read: the 20 fu for winning, the 10 fu for a closed ron (門前加符),
the 2 fu for a tsumo (ツモ符), the wait (待ち), the pair (雀頭), each triplet or kan
(刻子・槓子), and the rounding up to the next 10.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, NamedTuple

from mahjong.hand_calculating.fu import FuDetail
from mahjong.hand_calculating.hand_response import HandResponse

from tutor.rules.tiles import KIND, is_terminal_or_honour, tile_name

if TYPE_CHECKING:
    from tutor.rules.melds import Meld
    from tutor.rules.ruleset import Ruleset
    from tutor.rules.scoring import WinContext


class FuItem(NamedTuple):
    """One line of the fu count: how many fu, a stable code, and why."""

    fu: int
    code: str
    text: str


_SETS = {
    "closed_pon": ("closed_triplet_simple", "closed triplet of simples"),
    "open_pon": ("open_triplet_simple", "open triplet of simples (or completed by ron)"),
    "closed_terminal_pon": ("closed_triplet_terminal", "closed triplet of terminals or honours"),
    "open_terminal_pon": ("open_triplet_terminal",
                          "open triplet of terminals or honours (or completed by ron)"),
    "closed_kan": ("closed_kan_simple", "closed kan of simples"),
    "open_kan": ("open_kan_simple", "open kan of simples"),
    "closed_terminal_kan": ("closed_kan_terminal", "closed kan of terminals or honours"),
    "open_terminal_kan": ("open_kan_terminal", "open kan of terminals or honours"),
}


_FIXED = {
    "tsumo": ("tsumo", "winning by tsumo"),
    "valued_pair": ("pair_yakuhai", "pair of dragons, seat wind or round wind"),
    "hand_without_fu": ("open_pinfu", "an open hand that earned no other fu"),
}
"""Library fu reasons whose item is a fixed code and text."""
_WAITS = {
    "kanchan": ("wait_kanchan", "closed wait: {win} in the middle of a run"),
    "penchan": ("wait_penchan", "edge wait: {win} completing 123 or 789"),
    "pair_wait": ("wait_tanki", "pair wait on {win}"),
}
"""Library fu reasons for the wait: a code and a text naming the winning tile."""


def _set_reason(kind: int, *, kan: bool, opened: bool) -> str:
    terminal = "terminal_" if is_terminal_or_honour(kind) else ""
    return f"{'open' if opened else 'closed'}_{terminal}{'kan' if kan else 'pon'}"


def _candidates(concealed: Sequence[int], melds: Sequence[Meld], win_kind: int,
                tsumo: bool) -> dict[str, list[int]]:
    """Library fu reason -> the kinds of the sets that could have earned it."""
    found: dict[str, list[int]] = {}
    for meld in melds:
        if meld.kind != "chi":
            kind = KIND[meld.tiles[0]]
            reason = _set_reason(kind, kan=meld.is_kan, opened=meld.is_open)
            found.setdefault(reason, []).append(kind)
    counts = [0] * 34
    for tile in concealed:
        counts[KIND[tile]] += 1
    for kind in sorted({KIND[tile] for tile in concealed}):
        if counts[kind] >= 3:
            opened = kind == win_kind and not tsumo  # a triplet completed by ron is open
            found.setdefault(_set_reason(kind, kan=False, opened=opened), []).append(kind)
    return found


def _named_sets(details: Sequence[FuDetail], concealed: Sequence[int],
                melds: Sequence[Meld], win_kind: int, tsumo: bool) -> dict[str, Iterator[int]]:
    """For each set reason whose sets the hand pins down (as many candidate sets as the
    library counted), the kinds to name, in order."""
    wanted: dict[str, int] = {}
    for detail in details:
        if detail["reason"] in _SETS:
            wanted[detail["reason"]] = wanted.get(detail["reason"], 0) + 1
    if not wanted:
        return {}
    candidates = _candidates(concealed, melds, win_kind, tsumo)
    return {r: iter(candidates[r]) for r, n in wanted.items()
            if len(candidates.get(r, ())) == n}


def _item(detail: FuDetail, win: int, ruleset: Ruleset,
          named: dict[str, Iterator[int]]) -> FuItem:
    """The item of one library fu detail (other than the base fu)."""
    fu, reason = detail["fu"], detail["reason"]
    fixed = _FIXED.get(reason)
    if fixed is not None:
        return FuItem(fu, *fixed)
    wait = _WAITS.get(reason)
    if wait is not None:
        return FuItem(fu, wait[0], wait[1].format(win=tile_name(win)))
    if reason == "double_valued_pair":
        double = ruleset.double_wind_pair_fu
        return FuItem(double, "pair_double_wind",
                      f"pair of the wind that is both seat and round wind ({double} fu)")
    if reason in _SETS:
        code, text = _SETS[reason]
        if reason in named:
            shape = text.split(" (")[0].rsplit(" of ", 1)[0]  # "closed triplet"
            text = f"{shape} of {tile_name(next(named[reason]))}"
        return FuItem(fu, code, text)
    return FuItem(fu, reason, reason.replace("_", " "))  # unknown to us: keep it visible


def fu_breakdown(
    response: HandResponse,
    win_136: int,
    ctx: WinContext,
    ruleset: Ruleset,
    concealed: Sequence[int] = (),
    melds: Sequence[Meld] = (),
) -> tuple[int, tuple[FuItem, ...]]:
    """(fu, items) of the library's chosen reading; the items sum to the fu.

    With ``double_wind_pair_fu = 2`` a pair of a wind that is both seat and round wind
    counts 2 fu, not the library's 4. A triplet or kan item names its tile when the hand
    leaves no doubt which set earned it.
    """
    details = response.fu_details
    if not details:
        return response.fu or 0, ()
    win = win_136 // 4
    named = _named_sets(details, concealed, melds, win, ctx.is_tsumo)
    items: list[FuItem] = []
    for detail in details:
        if detail["reason"] != "base":
            items.append(_item(detail, win, ruleset, named))
        elif detail["fu"] == 25:
            items.append(FuItem(25, "chiitoitsu", "seven pairs, counted as a fixed 25"))
        else:
            items.append(FuItem(20, "base", "winning (futei)"))
            if detail["fu"] == 30:
                items.append(FuItem(10, "menzen_ron", "a ron with a closed hand (menzen kafu)"))
    raw = sum(item.fu for item in items)
    if raw == 25:
        return 25, tuple(items)
    total = -(-raw // 10) * 10
    if total > raw:
        items.append(FuItem(total - raw, "round_up", f"{raw} fu rounded up to {total}"))
    return total, tuple(items)
