"""The fu count (符計算) of a scored hand, item by item, with a reason for each.

The ``mahjong`` library reports its fu as (fu, reason) pairs; this module turns them into
items a learner can read: the 20 fu for winning, the 10 fu for a closed ron (門前加符),
the 2 fu for a tsumo (ツモ符), the wait (待ち), the pair (雀頭), each triplet or kan
(刻子・槓子), and the rounding up to the next 10.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong.hand_calculating.hand_response import HandResponse

from tutor.rules.tiles import KIND, is_terminal_or_honour, tile_name

if TYPE_CHECKING:
    from tutor.rules.melds import Meld
    from tutor.rules.ruleset import Ruleset
    from tutor.rules.scoring import WinContext


@dataclass(frozen=True, slots=True)
class FuItem:
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
    for kind, count in enumerate(counts):
        if count >= 3:
            opened = kind == win_kind and not tsumo  # a triplet completed by ron is open
            found.setdefault(_set_reason(kind, kan=False, opened=opened), []).append(kind)
    return found


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
    details = list(response.fu_details or [])
    if not details:
        return response.fu or 0, ()
    win = tile_name(win_136 // 4)
    candidates = _candidates(concealed, melds, win_136 // 4, ctx.is_tsumo)
    wanted = {r: sum(1 for d in details if d["reason"] == r) for r in _SETS}
    named = {r: iter(candidates.get(r, [])) for r in _SETS
             if wanted[r] and len(candidates.get(r, [])) == wanted[r]}
    items: list[FuItem] = []
    for detail in details:
        fu, reason = detail["fu"], detail["reason"]
        if reason == "base":
            if fu == 25:
                items.append(FuItem(25, "chiitoitsu", "seven pairs, counted as a fixed 25"))
            else:
                items.append(FuItem(20, "base", "winning (futei)"))
                if fu == 30:
                    items.append(FuItem(10, "menzen_ron", "a ron with a closed hand (menzen kafu)"))
        elif reason == "tsumo":
            items.append(FuItem(fu, "tsumo", "winning by tsumo"))
        elif reason == "kanchan":
            items.append(FuItem(fu, "wait_kanchan", f"closed wait: {win} in the middle of a run"))
        elif reason == "penchan":
            items.append(FuItem(fu, "wait_penchan", f"edge wait: {win} completing 123 or 789"))
        elif reason == "pair_wait":
            items.append(FuItem(fu, "wait_tanki", f"pair wait on {win}"))
        elif reason == "valued_pair":
            items.append(FuItem(fu, "pair_yakuhai", "pair of dragons, seat wind or round wind"))
        elif reason == "double_valued_pair":
            double = ruleset.double_wind_pair_fu
            items.append(FuItem(double, "pair_double_wind",
                                f"pair of the wind that is both seat and round wind ({double} fu)"))
        elif reason == "hand_without_fu":
            items.append(FuItem(fu, "open_pinfu", "an open hand that earned no other fu"))
        elif reason in _SETS:
            code, text = _SETS[reason]
            if reason in named:
                shape = text.split(" (")[0].rsplit(" of ", 1)[0]  # "closed triplet"
                text = f"{shape} of {tile_name(next(named[reason]))}"
            items.append(FuItem(fu, code, text))
        else:  # a reason this adapter does not know: keep it visible
            items.append(FuItem(fu, reason, reason.replace("_", " ")))
    raw = sum(item.fu for item in items)
    if raw == 25:
        return 25, tuple(items)
    total = -(-raw // 10) * 10
    if total > raw:
        items.append(FuItem(total - raw, "round_up", f"{raw} fu rounded up to {total}"))
    return total, tuple(items)
