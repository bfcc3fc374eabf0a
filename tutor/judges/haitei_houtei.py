"""Haitei raoyue (海底摸月) and houtei raoyui (河底撈魚): wins on the hand's last tile.

* Haitei, 1 han: tsumo on the last live-wall tile. A replacement tile is never the
  haitei tile, unless the ruleset's ``haitei_on_replacement`` treats the replacement
  draw that empties the live wall as the last tile (EMA 2016, WRC 2015).
* Houtei, 1 han: ron on the discard made after the last draw — also the discard that
  follows a kan made on the last tile (the kan took the last live tile to the dead
  wall). Never on an added kan (that is chankan).
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.judges.base import Reason
from tutor.judges.timeline import DISCARDS, Act, claimed_act, describe
from tutor.rules.ruleset import Ruleset
from tutor.rules.wording import counted, rules_phrase

RULE = "haitei_houtei"
CODES = {
    "haitei_houtei.haitei": "tsumo on the last tile of the live wall",
    "haitei_houtei.houtei": "ron on the discard after the live wall ran out",
    "haitei_houtei.replacement_not_haitei": "a replacement tile is never the haitei tile here",
    "haitei_houtei.replacement_is_haitei": "the ruleset counts the replacement draw that empties "
                                           "the wall as the haitei tile",
    "haitei_houtei.wall_not_empty": "live-wall tiles were left after the winning tile",
    "haitei_houtei.not_a_discard": "the winning tile was not a discard",
}


def judge_haitei(
    acts: Sequence[Act], win_index: int, ruleset: Ruleset
) -> tuple[bool, list[Reason]]:
    """Does the tsumo at ``acts[win_index]`` score haitei?"""
    win = acts[win_index]
    if win.kind != "tsumo" or win_index == 0:
        return False, []
    drawn = acts[win_index - 1]
    if drawn.live_wall > 0:
        return False, [Reason("haitei_houtei.wall_not_empty", drawn.number, RULE,
                              f"{counted(drawn.live_wall, 'tile')} were still in the live "
                              f"wall after {describe(drawn)}, so the win was not on the last "
                              "tile: no haitei.")]
    if drawn.kind == "replacement_draw":
        if ruleset.haitei_on_replacement:
            return True, [Reason("haitei_houtei.replacement_is_haitei", drawn.number, RULE,
                                 f"{describe(drawn)} emptied the live wall, and "
                                 f"{rules_phrase(ruleset)} count that replacement tile as the last "
                                 "tile: haitei, 1 han.")]
        return False, [Reason("haitei_houtei.replacement_not_haitei", drawn.number, RULE,
                              f"{describe(drawn)} came from the dead wall: a replacement tile is "
                              "never the haitei tile, even when the live wall is empty.")]
    return True, [Reason("haitei_houtei.haitei", drawn.number, RULE,
                         f"{describe(drawn)} was the last tile of the live wall and won: haitei, "
                         "1 han.")]


def judge_houtei(acts: Sequence[Act], win_index: int) -> tuple[bool, list[Reason]]:
    """Does the ron at ``acts[win_index]`` score houtei?"""
    win = acts[win_index]
    if win.kind != "ron":
        return False, []
    target = claimed_act(acts, win_index)
    if target is None or target.kind not in DISCARDS:
        return False, [Reason("haitei_houtei.not_a_discard", win.number, RULE,
                              f"{win.seat} robbed a kan tile, which is no discard: no houtei "
                              "(and haitei needs a tsumo).")]
    if target.live_wall > 0:
        return False, [Reason("haitei_houtei.wall_not_empty", target.number, RULE,
                              f"{counted(target.live_wall, 'tile')} were still in the live "
                              f"wall at {describe(target)}, so {win.seat}'s ron was not on the "
                              "last discard: no houtei (and haitei needs a tsumo).")]
    return True, [Reason("haitei_houtei.houtei", target.number, RULE,
                         f"{describe(target)} came after the live wall ran out — the last "
                         "discard of the hand — and it won: houtei, 1 han.")]
