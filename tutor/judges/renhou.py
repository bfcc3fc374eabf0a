"""Renhou (人和): a non-dealer's ron before its own first draw.

The first go-around must be untouched: the hand just dealt and no call of any kind
before the ron. Its value is a ruleset matter (``renhou``): not scored (Tenhou, Mahjong
Soul), a mangan (EMA 2016, WRC 2015), or a yakuman (EMA 2012).
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.judges.base import Reason
from tutor.judges.tenhou_chiihou import first_turn_blocker
from tutor.judges.timeline import DRAWS, FRESH_WALL, Act, describe
from tutor.rules.ruleset import Ruleset
from tutor.rules.wording import rules_phrase

RULE = "renhou"
CODES = {
    "renhou.renhou": "a non-dealer won by ron before its first draw",
    "renhou.not_in_ruleset": "the ruleset does not score renhou",
    "renhou.after_own_draw": "the seat had already drawn",
    "renhou.call_before": "a call earlier in the hand ended the first go-around",
    "renhou.not_first_draw": "the seat had already discarded",
    "renhou.hand_under_way": "the situation starts after the deal",
    "renhou.not_ron": "the win is a tsumo, and renhou is a ron",
    "renhou.dealer": "the dealer never scores renhou: its first tile is its deal",
}


def judge_renhou(
    acts: Sequence[Act], win_index: int, start_live_wall: int, ruleset: Ruleset,
    fresh: int = FRESH_WALL,
) -> tuple[bool, list[Reason]]:
    """Does the ron at ``acts[win_index]`` score renhou under ``ruleset``?"""
    win = acts[win_index]
    if win.kind != "ron":
        return False, [Reason("renhou.not_ron", win.number, RULE,
                              f"{win.seat} won by tsumo, and renhou is a ron before the "
                              "seat's first draw.")]
    if win.seat == "E":
        return False, [Reason("renhou.dealer", win.number, RULE,
                              "The dealer (East) won, and only a non-dealer scores renhou: the "
                              "dealer's first tiles come with the deal.")]
    drew = next((a for a in acts[:win_index] if a.seat == win.seat and a.kind in DRAWS), None)
    if drew is not None and start_live_wall >= fresh:
        return False, [Reason("renhou.after_own_draw", drew.number, RULE,
                              f"{describe(drew)} came before the ron, so it is not renhou.")]
    blocker = first_turn_blocker(acts, win_index, win.seat, start_live_wall, RULE, fresh)
    if blocker is not None:
        return False, [blocker]
    if ruleset.renhou == "none":
        return False, [Reason("renhou.not_in_ruleset", win.number, RULE,
                              f"{win.seat} won before its first draw, but {rules_phrase(ruleset)} "
                              "do not score renhou; the hand needs another yaku.")]
    value = "a mangan" if ruleset.renhou == "mangan" else "a yakuman"
    return True, [Reason("renhou.renhou", win.number, RULE,
                         f"{win.seat} won by ron before its first draw with no call before: "
                         f"renhou, worth {value} under {rules_phrase(ruleset)}.")]
