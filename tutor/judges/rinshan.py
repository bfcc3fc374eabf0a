"""Rinshan kaihou (嶺上開花): a win on the replacement tile drawn after one's own kan
(or, in three-player mahjong, after one's own kita where the ruleset says so).

1 han. The replacement tile comes from the dead wall, so it is never the haitei tile
(unless the ruleset's ``haitei_on_replacement`` says so), and the kan that led to it
has already broken any ippatsu.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.judges.base import Reason
from tutor.judges.timeline import Act, describe

RULE = "rinshan"
CODES = {
    "rinshan.replacement_win": "the winning tile is the replacement tile of the seat's own kan",
    "rinshan.not_replacement": "the winning tile is not a replacement tile",
    "rinshan.kita_not_rinshan": "the ruleset does not score rinshan on a kita's replacement",
    "rinshan.indirect": "a ron on the discard right after a replacement draw, where the "
    "ruleset scores that as rinshan kaihou (indirect rinshan)",
}


def judge_rinshan(
    acts: Sequence[Act], win_index: int, *, kita_rinshan: bool = True, indirect: bool = False
) -> tuple[bool, list[Reason]]:
    """Does the win at ``acts[win_index]`` score rinshan kaihou? ``kita_rinshan`` says
    whether the replacement tile of a kita counts, ``indirect`` whether a ron on the
    discard right after a replacement draw does (the ruleset's options)."""
    win = acts[win_index]
    if win.kind == "ron" and indirect:
        found = _indirect(acts, win_index)
        if found is not None:
            return True, [found]
    drawn = acts[win_index - 1] if win.kind == "tsumo" and win_index > 0 else None
    if drawn is not None and drawn.kind == "replacement_draw":
        kan = acts[win_index - 2] if win_index > 1 else drawn
        if kan.kind == "kita" and not kita_rinshan:
            return False, [Reason("rinshan.kita_not_rinshan", drawn.number, RULE,
                                  f"{describe(drawn)} replaced {describe(kan)}, and these rules "
                                  "do not score rinshan kaihou on a kita's replacement tile.")]
        return True, [Reason("rinshan.replacement_win", drawn.number, RULE,
                             f"{describe(drawn)} was the replacement tile after {describe(kan)}, "
                             "and it completed the hand: rinshan kaihou, 1 han.")]
    return False, [Reason("rinshan.not_replacement", win.number, RULE,
                          f"{win.seat}'s winning tile was not a replacement tile after a kan.")]


def _indirect(acts: Sequence[Act], win_index: int) -> Reason | None:
    """The reason for an indirect rinshan, when the ronned discard followed the
    discarder's own replacement draw; else ``None``."""
    i = win_index - 1
    while i > 0 and acts[i].kind == "ron":
        i -= 1
    discard, before = acts[i], acts[i - 1] if i > 0 else None
    if (discard.kind != "discard" or before is None or before.kind != "replacement_draw"
            or before.seat != discard.seat):
        return None
    return Reason("rinshan.indirect", discard.number, RULE,
                  f"{describe(discard)} came right after {describe(before)}, and these rules "
                  "score a ron on it as rinshan kaihou, 1 han.")
