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

from tutor.rules.library_input import Prepared, divisions
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
    "kanchan": ("wait_kanchan", "closed wait: {win} in the middle of {run}"),
    "penchan": ("wait_penchan", "edge wait: {win} completing {run}"),
    "pair_wait": ("wait_tanki", "pair wait on {win}"),
}
"""Library fu reasons for the wait: a code and a text naming the winning tile."""


def _set_reason(kind: int, *, kan: bool, opened: bool) -> str:
    terminal = "terminal_" if is_terminal_or_honour(kind) else ""
    return f"{'open' if opened else 'closed'}_{terminal}{'kan' if kan else 'pon'}"


def _wait_reason(group: Sequence[int], win: int) -> str | None:
    """The library's fu reason for winning on ``win`` in ``group`` (``None``: no fu)."""
    if len(group) == 2:
        return "pair_wait"
    if group[0] == group[1]:
        return None  # a triplet completed: a two-sided pair wait (shanpon) earns no fu
    if win == group[1]:
        return "kanchan"
    if (group[0] % 9 == 0 and win == group[2]) or (group[0] % 9 == 6 and win == group[0]):
        return "penchan"
    return None


class Reading(NamedTuple):
    """The reading (面子の分け方) that scored: each set's fu reason with its kind, the
    group the winning tile completed, and the pair's kind."""

    sets: tuple[tuple[str, int], ...]
    win_group: tuple[int, ...]
    pair: int


def _meld_slots(division: Sequence[Sequence[int]], melds: Sequence[Meld]) -> dict[int, Meld]:
    """Which groups of a division are the called melds (by position)."""
    slots: dict[int, Meld] = {}
    for meld in melds:
        kinds = sorted(KIND[t] for t in meld.tiles)
        at = next((i for i, group in enumerate(division)
                   if i not in slots and sorted(group) == kinds), None)
        if at is not None:
            slots[at] = meld
    return slots


def _sets_of(division: Sequence[Sequence[int]], slots: dict[int, Meld], win_at: int,
             tsumo: bool) -> tuple[tuple[str, int], ...]:
    """The set fu reasons of one division, the winning tile completing group ``win_at``."""
    found: list[tuple[str, int]] = []
    for i, group in enumerate(division):
        if len(group) < 3 or group[0] != group[1]:
            continue
        meld = slots.get(i)
        if meld is not None:
            found.append((_set_reason(group[0], kan=meld.is_kan, opened=meld.is_open), group[0]))
        else:  # a triplet completed by ron counts as open
            opened = i == win_at and not tsumo
            found.append((_set_reason(group[0], kan=False, opened=opened), group[0]))
    return tuple(found)


def scoring_reading(details: Sequence[FuDetail], readings: Sequence[Sequence[Sequence[int]]],
                    melds: Sequence[Meld], win_kind: int, tsumo: bool) -> Reading | None:
    """Of the hand's ``readings`` (``library_input.divisions``), the one whose sets and wait
    earn exactly the library's fu items, or ``None`` (seven pairs, or a hand the library
    read in a way not found here)."""
    wanted = sorted(d["reason"] for d in details if d["reason"] in _SETS or d["reason"] in _WAITS)
    for division in readings:
        if len(division) != 5:
            continue
        slots = _meld_slots(division, melds)
        pair = next(group[0] for group in division if len(group) == 2)
        for at, group in enumerate(division):
            if win_kind not in group or at in slots:
                continue
            sets = _sets_of(division, slots, at, tsumo)
            wait = _wait_reason(group, win_kind)
            if sorted([r for r, _ in sets] + ([wait] if wait else [])) == wanted:
                return Reading(sets, tuple(group), pair)
    return None


def _item(detail: FuDetail, win: int, ruleset: Ruleset, reading: Reading | None,
          named: dict[str, Iterator[int]]) -> FuItem:
    """The item of one library fu detail (other than the base fu)."""
    fu, reason = detail["fu"], detail["reason"]
    fixed = _FIXED.get(reason)
    if fixed is not None:
        code, text = fixed
        if reason == "valued_pair" and reading is not None:
            text = f"pair of {tile_name(reading.pair)} (a dragon, seat wind or round wind)"
        return FuItem(fu, code, text)
    wait = _WAITS.get(reason)
    if wait is not None:
        shape = "".join(str(k % 9 + 1) for k in reading.win_group) + "mps"[win // 9] \
            if reading is not None and win < 27 else ""
        return FuItem(fu, wait[0], wait[1].format(win=tile_name(win), run=shape or "a run"))
    if reason == "double_valued_pair":
        double = ruleset.double_wind_pair_fu
        pair = f"pair of {tile_name(reading.pair)}, " if reading is not None else "pair of "
        return FuItem(double, "pair_double_wind",
                      f"{pair}the wind that is both seat and round wind ({double} fu)")
    if reason in _SETS:
        code, text = _SETS[reason]
        if reason in named:
            shape = text.split(" (")[0].rsplit(" of ", 1)[0]  # "closed triplet"
            text = f"{shape} of {tile_name(next(named[reason]))}"
        return FuItem(fu, code, text)
    return FuItem(fu, reason, reason.replace("_", " "))  # unknown to us: keep it visible


def fu_breakdown(
    response: HandResponse,
    prep: Prepared,
    ctx: WinContext,
    ruleset: Ruleset,
    divided: Sequence[Sequence[Sequence[int]]] | None = None,
) -> tuple[int, tuple[FuItem, ...]]:
    """(fu, items) of the library's chosen reading; the items sum to the fu.

    With ``double_wind_pair_fu = 2`` a pair of a wind that is both seat and round wind
    counts 2 fu, not the library's 4. Each triplet, kan, pair and wait item names its
    tiles in the reading that scored (``scoring_reading`` among ``divided``, the
    prepared hand's ``divisions``: given by a caller that already has them).
    """
    details = response.fu_details
    if not details:
        return response.fu or 0, ()
    win = prep.win_136 // 4
    if divided is None:
        divided = divisions(prep)
    reading = scoring_reading(details, divided, prep.melds, win, ctx.is_tsumo)
    named: dict[str, Iterator[int]] = {}
    if reading is not None:
        for reason in dict.fromkeys(r for r, _ in reading.sets):
            named[reason] = iter([k for r, k in reading.sets if r == reason])
    items: list[FuItem] = []
    for detail in details:
        if detail["reason"] != "base":
            items.append(_item(detail, win, ruleset, reading, named))
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
