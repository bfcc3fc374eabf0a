"""Tenhou (天和) and chiihou (地和): winning on one's very first draw, yakuman.

* Tenhou: the dealer wins on the dealt fourteen tiles (its first draw).
* Chiihou: a non-dealer wins by tsumo on its first draw.

Both need an untouched first go-around: the hand just dealt (``live_wall = 70`` at the
first event) and no call of any kind — chi, pon, any kan, closed kans included — before
the win. A kan on the first draw makes the winning tile a replacement tile (rinshan).
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.judges.base import Reason
from tutor.judges.timeline import DISCARDS, FRESH_WALL, Act, describe, first_call_before, has_acted

RULE = "tenhou_chiihou"
CODES = {
    "tenhou_chiihou.tenhou": "the dealer won on its dealt fourteen tiles",
    "tenhou_chiihou.chiihou": "a non-dealer won by tsumo on its first draw",
    "tenhou_chiihou.not_first_draw": "the seat had already discarded: not its first draw",
    "tenhou_chiihou.call_before": "a call earlier in the hand ended the first go-around",
    "tenhou_chiihou.hand_under_way": "the situation starts after the deal: no first draw left",
    "tenhou_chiihou.not_tsumo": "the win is a ron, and tenhou and chiihou are self-drawn",
}


def first_turn_blocker(
    acts: Sequence[Act], index: int, seat: str, start_live_wall: int, rule: str,
    fresh: int = FRESH_WALL,
) -> Reason | None:
    """Why ``acts[index]`` is not within ``seat``'s uninterrupted first turn, or None.

    Shared by tenhou, chiihou and renhou: a fresh deal, no call before, and ``seat``
    has not discarded yet.
    """
    if start_live_wall < fresh:
        return Reason(f"{rule}.hand_under_way", None, rule,
                      f"The situation starts with {start_live_wall} live-wall tiles, after the "
                      "first go-around: first-turn wins are no longer possible.")
    if has_acted(acts, index, seat, DISCARDS):
        earlier = next(a for a in acts[:index] if a.seat == seat and a.kind in DISCARDS)
        return Reason(f"{rule}.not_first_draw", earlier.number, rule,
                      f"{seat} had already discarded ({describe(earlier)}), so the win is not on "
                      "its first draw.")
    call = first_call_before(acts, index)
    if call is not None:
        return Reason(f"{rule}.call_before", call.number, rule,
                      f"{describe(call)} interrupted the first go-around, and first-turn wins "
                      "need no call of any kind before them.")
    return None


def judge_tenhou_chiihou(
    acts: Sequence[Act], win_index: int, start_live_wall: int, fresh: int = FRESH_WALL
) -> tuple[str | None, list[Reason]]:
    """``"tenhou"``, ``"chiihou"`` or ``None`` for the win at ``acts[win_index]``."""
    win = acts[win_index]
    if win.kind != "tsumo":
        return None, [Reason("tenhou_chiihou.not_tsumo", win.number, RULE,
                             f"{win.seat} won by ron, and tenhou and chiihou are wins by tsumo "
                             "on the seat's first draw.")]
    blocker = first_turn_blocker(acts, win_index, win.seat, start_live_wall, RULE, fresh)
    if blocker is not None:
        return None, [blocker]
    if win.seat == "E":
        return "tenhou", [Reason("tenhou_chiihou.tenhou", win.number, RULE,
                                 "The dealer won on its dealt fourteen tiles with no call before: "
                                 "tenhou, yakuman.")]
    return "chiihou", [Reason("tenhou_chiihou.chiihou", win.number, RULE,
                              f"{win.seat} won by tsumo on its first draw with no call before: "
                              "chiihou, yakuman.")]
