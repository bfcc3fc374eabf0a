"""Nagashi mangan (流し満貫): a river of terminals and honours at an exhaustive draw.

At an exhaustive draw (the live wall empty and the last discard won by nobody), a seat
whose every discard is a terminal or an honour, none of them called by another seat,
is paid like a mangan tsumo: 4000 from each seat for the dealer, 2000/4000 for a
non-dealer. The seat's own calls do not matter. It is a draw payment, not a win: no
honba is added and the riichi sticks stay on the table. Rulesets without it
(``nagashi_mangan = false``: WRC, EMA 2016) pay only the tenpai settlement.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.judges.base import Reason
from tutor.judges.timeline import DISCARDS, Act, called_discards, describe, rons_on
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import is_terminal_or_honour
from tutor.rules.wording import rules_phrase

RULE = "nagashi_mangan"
CODES = {
    "nagashi_mangan.not_in_ruleset": "the ruleset has no nagashi mangan",
    "nagashi_mangan.not_exhausted": "the hand has not ended in an exhaustive draw",
    "nagashi_mangan.simple_discard": "a discard was a simple (2-8), not a terminal or honour",
    "nagashi_mangan.discard_called": "another seat called one of the discards",
    "nagashi_mangan.no_discards": "the seat has no discards",
    "nagashi_mangan.qualifies": "every discard was a terminal or honour and none was called",
}


def exhausted(acts: Sequence[Act]) -> bool:
    """Whether the events end with an exhaustive draw: the last discard after the live
    wall ran out, and no ron on it."""
    if not acts:
        return False
    last = acts[-1]
    return last.kind in DISCARDS and last.live_wall == 0 and not rons_on(acts, len(acts) - 1)


def judge_nagashi(
    acts: Sequence[Act], seat: str, ruleset: Ruleset
) -> tuple[bool, list[Reason]]:
    """Does ``seat`` qualify for nagashi mangan at the end of ``acts``?"""
    if not ruleset.nagashi_mangan:
        return False, [Reason("nagashi_mangan.not_in_ruleset", None, RULE,
                              f"{rules_phrase(ruleset, start=True)} have no nagashi mangan.")]
    if not exhausted(acts):
        last = acts[-1] if acts else None
        return False, [Reason("nagashi_mangan.not_exhausted", last.number if last else None, RULE,
                              "Nagashi mangan is only paid at an exhaustive draw: the last "
                              "discard after the live wall ran out, won by nobody.")]
    mine = [a for a in acts if a.seat == seat and a.kind in DISCARDS]
    if not mine:
        return False, [Reason("nagashi_mangan.no_discards", None, RULE,
                              f"{seat} has no discards.")]
    for act in mine:
        assert act.tile is not None
        if not is_terminal_or_honour(act.tile):
            return False, [Reason("nagashi_mangan.simple_discard", act.number, RULE,
                                  f"{describe(act)} is a simple, so {seat}'s river is not all "
                                  "terminals and honours.")]
    taken = called_discards(acts)
    for act in mine:
        if act.number in taken:
            return False, [Reason("nagashi_mangan.discard_called", act.number, RULE,
                                  f"{describe(act)} was called by another seat, and nagashi "
                                  "needs every discard left in the river.")]
    return True, [Reason("nagashi_mangan.qualifies", acts[-1].number, RULE,
                         f"The wall ran out and all {len(mine)} of {seat}'s discards were "
                         "terminals or honours, none called: nagashi mangan, paid like a mangan "
                         "tsumo (no honba; the riichi sticks stay on the table).")]

