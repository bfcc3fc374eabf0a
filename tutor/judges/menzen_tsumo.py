"""Menzen tsumo (門前清自摸和): a self-drawn win with a closed hand, 1 han.

Closed means no chi, pon or open kan; closed kans (暗槓) keep the hand closed.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.judges.base import Reason
from tutor.judges.timeline import CLAIMS, Act, describe

RULE = "menzen_tsumo"
CODES = {
    "menzen_tsumo.closed_tsumo": "a self-drawn win with a closed hand",
    "menzen_tsumo.open_hand": "the winner called a tile, so the hand is open",
    "menzen_tsumo.not_tsumo": "the win is a ron, not a self-draw",
}


def judge_menzen_tsumo(acts: Sequence[Act], win_index: int) -> tuple[bool, list[Reason]]:
    """Does the win at ``acts[win_index]`` score menzen tsumo?"""
    win = acts[win_index]
    if win.kind != "tsumo":
        return False, [Reason("menzen_tsumo.not_tsumo", win.number, RULE,
                              f"{win.seat} won on another seat's tile, not by drawing it.")]
    for act in acts[:win_index]:
        if act.seat == win.seat and act.kind in CLAIMS:
            return False, [Reason("menzen_tsumo.open_hand", act.number, RULE,
                                  f"{describe(act)} opened {win.seat}'s hand, so the tsumo does "
                                  "not score menzen tsumo.")]
    return True, [Reason("menzen_tsumo.closed_tsumo", win.number, RULE,
                         f"{win.seat} drew the winning tile with a closed hand: menzen tsumo, "
                         "1 han.")]
