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

RULE = "chankan"
CODES = {
    "chankan.robbed_kan": "the win takes the tile of another seat's added (or closed) kan",
    "chankan.not_robbed": "the win is not on a kan tile",
}


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
