"""Open riichi (オープン立直, a house rule): riichi declared with the hand shown.

Declared with the event line ``S open_riichi 5m``; everything riichi needs holds for it
(the table asks ``tutor.judges.riichi.event_refusal``, which also refuses it where the
ruleset's ``open_riichi`` is off). A win scores open riichi, 2 han, instead of riichi,
and double open riichi, 3 han, instead of double riichi (fact sheet §14). Where the
ruleset has ``open_riichi_deal_in_yakuman``, a ron on a tile dealt by a player NOT in
riichi is a yakuman (差し込み, sashikomi); a player in riichi, whose hand is locked and
who had to discard the tile, does not trigger it. That house rule, as our source
document states it, pays the two han on a tsumo or on a tile from a riichi player, and
the yakuman only when the feeder was free to hold the tile back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.judges.base import Reason
from tutor.judges.base import reason as make_reason
from tutor.rules.wording import rules_phrase

if TYPE_CHECKING:
    from tutor.engine.seat import SeatState
    from tutor.engine.table import Table
    from tutor.judges.timeline import Act

RULE = "open_riichi"
CODES = {
    "open_riichi.scored": "the winner declared open riichi: 2 han instead of riichi's 1",
    "open_riichi.double_scored": "the open riichi was declared on the first discard: "
    "double open riichi, 3 han",
    "open_riichi.deal_in_yakuman": "a player not in riichi dealt the winning tile: yakuman",
    "open_riichi.discarder_in_riichi": "the discarder was in riichi, its hand locked: "
    "no yakuman",
    "open_riichi.deal_in_not_in_ruleset": "the ruleset pays no yakuman for dealing into "
    "an open riichi",
}


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def judge_open_riichi_win(
    table: Table, winner: SeatState, double: bool, dealt: Act | None
) -> tuple[bool, list[Reason]]:
    """For a winner in open riichi: (whether the deal-in yakuman applies, reasons).

    ``double`` says the declaration was a double riichi; ``dealt`` is the discard (or
    kan) the ron took, ``None`` for a tsumo.
    """
    name, declared = winner.seat, winner.riichi_event
    if double:
        reasons = [_r("double_scored", declared,
                      f"{name} declared open riichi on its first discard (event {declared}) "
                      "with no call before it: double open riichi, 3 han.")]
    else:
        reasons = [_r("scored", declared,
                      f"{name} declared open riichi at event {declared}, showing its hand: "
                      "2 han, one more than riichi.")]
    if dealt is None:
        return False, reasons
    discarder = table.seat(dealt.seat)
    since = discarder.riichi_event
    if since is not None and since < dealt.number:
        reasons.append(_r("discarder_in_riichi", dealt.number,
                          f"{dealt.seat} had declared riichi (event {since}), so its hand was "
                          "locked and it had to discard the tile: dealing into the open "
                          "riichi is no yakuman."))
        return False, reasons
    ruleset = table.ruleset
    if not ruleset.open_riichi_deal_in_yakuman:
        reasons.append(_r("deal_in_not_in_ruleset", dealt.number,
                          f"{dealt.seat}, not in riichi, dealt the winning tile; "
                          f"{rules_phrase(ruleset)} pay no yakuman for that."))
        return False, reasons
    reasons.append(_r("deal_in_yakuman", dealt.number,
                      f"{dealt.seat}, not in riichi, dealt the winning tile into an open "
                      "riichi whose waits it could see: a yakuman (sashikomi)."))
    return True, reasons
