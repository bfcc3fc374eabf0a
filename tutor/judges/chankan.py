"""Chankan (槍槓): winning on the tile another seat adds to its pon (an added kan).

1 han. Only an added kan (加槓) can be robbed — a daiminkan's tile was a discard, which
the ron would have taken first; a closed kan only by thirteen orphans, where the
ruleset allows (``kokushi_robs_ankan``; ``ron_allowed`` decides that). A robbed kan
never completes: it turns no dora indicator and does not break ippatsu.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.judges.base import Reason
from tutor.judges.timeline import Act, claimed_act, describe
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import Tile, tile_name
from tutor.rules.wording import rules_phrase

RULE = "chankan"
CODES = {
    "chankan.robbed_kan": "the win takes the tile of another seat's added (or closed) kan",
    "chankan.not_robbed": "the win is not on a kan tile",
    "chankan.kokushi_only": "the ruleset lets only thirteen orphans rob an added kan",
    "chankan.kokushi_robs": "thirteen orphans robs an added kan where only it may",
}


def robbing_reason(
    ruleset: Ruleset, seat: str, kanner: str, tile: Tile, event: int, *, thirteen_orphans: bool
) -> Reason | None:
    """Why ``seat`` may or may not rob ``kanner``'s added kan of ``tile`` under a ruleset
    that lets only thirteen orphans rob one (``chankan = "kokushi_only"``); ``None``
    where any hand may (the ``ron_tsumo.chankan`` reason says it then)."""
    if ruleset.chankan == "any":
        return None
    if thirteen_orphans:
        return Reason("chankan.kokushi_robs", event, RULE,
                      f"{seat}'s thirteen orphans may rob {kanner}'s added kan of "
                      f"{tile_name(tile)}: {rules_phrase(ruleset)} let that hand alone rob "
                      "a kan.")
    return Reason("chankan.kokushi_only", event, RULE,
                  f"{tile_name(tile)} completes {seat}'s hand, but it is {kanner}'s added kan, "
                  f"and {rules_phrase(ruleset)} let only thirteen orphans rob a kan "
                  "(chankan 槍槓).")


def judge_chankan(acts: Sequence[Act], win_index: int) -> tuple[bool, list[Reason]]:
    """Does the win at ``acts[win_index]`` score chankan?"""
    win = acts[win_index]
    target = claimed_act(acts, win_index) if win.kind == "ron" else None
    if target is not None and target.kind in ("kakan", "ankan"):
        return True, [Reason("chankan.robbed_kan", target.number, RULE,
                             f"{win.seat} won on the tile of {describe(target)}, robbing the kan: "
                             "chankan, 1 han.")]
    return False, [Reason("chankan.not_robbed", win.number, RULE,
                          f"{win.seat} did not win on a kan tile.")]
