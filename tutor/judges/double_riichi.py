"""Double riichi (ダブル立直): riichi declared on the seat's very first discard.

It needs a hand that was just dealt and no call of any kind — chi, pon, any kan, a
closed kan included, by anyone — before the declaration (fact sheet §3). Calls after
the declaration do not take it away (they only end ippatsu). A declaration whose tile
is won on never took effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.judges.base import NotApplicable, Reason
from tutor.judges.base import reason as make_reason
from tutor.rules.wording import CALL_WORDS

if TYPE_CHECKING:
    from tutor.engine.seat import SeatState
    from tutor.engine.situation import Question
    from tutor.engine.table import Table

RULE = "double_riichi"
CODES = {
    "double_riichi.scored": "the winner's riichi was a double riichi: 2 han instead of 1",
    "double_riichi.not_declared": "the seat has not declared riichi",
    "double_riichi.tile_won_on": "the riichi tile was won on, so the riichi never took effect",
    "double_riichi.not_fresh_deal": "play was already under way when the situation starts",
    "double_riichi.not_first_discard": "the seat had discarded before its riichi",
    "double_riichi.call_before": "a call came before the declaration",
    "double_riichi.first_discard": "it is a double riichi: declared on the first discard of "
                                   "an uninterrupted go-around",
    "double_riichi.later_calls": "a call came after the declaration, which does not take "
                                 "double riichi away",
}


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def judge_double_riichi(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """``double_riichi``: was the seat's riichi a double riichi?"""
    assert question.seat is not None
    seat = table.seats[question.seat]
    name = seat.seat
    declared = seat.riichi_event
    if declared is None:
        raise NotApplicable(
            _r("not_declared", None, f"{name} has not declared riichi, so there is no riichi "
               "to call double.")
        )
    if any(
        w.source == "discard"
        and table.last_discard is not None
        and table.last_discard.event == declared
        for w in table.wins
    ):
        return False, [
            _r(
                "tile_won_on",
                declared,
                f"{name}'s riichi tile was won on, so the riichi never took effect.",
            )
        ]
    return double_riichi_of(table, seat)


def double_riichi_of(table: Table, seat: SeatState) -> tuple[bool, list[Reason]]:
    """Whether ``seat``'s riichi (declared) is a double riichi, with the deciding
    reasons: the one rule the ``double_riichi`` ask explains and a win scores by."""
    name = seat.seat
    declared = seat.riichi_event
    assert declared is not None
    if not table.fresh_deal:
        return False, [
            _r(
                "not_fresh_deal",
                None,
                f"the situation starts with {table.situation.live_wall} live tiles, so play "
                "was under way and the first go-around is over.",
            )
        ]
    earlier = [d for d in seat.discards if d.event < declared]
    if earlier:
        return False, [
            _r(
                "not_first_discard",
                earlier[0].event,
                f"{name} had already discarded at event {earlier[0].event}; double riichi "
                "must be declared on the first discard.",
            )
        ]
    calls = [e for e in table.call_events if e < declared]
    if calls:
        call = next(a for a in table.acts if a.number == calls[0])
        called = CALL_WORDS.get(call.kind, call.kind)
        return False, [
            _r(
                "call_before",
                calls[0],
                f"{call.seat}'s {called} (event {calls[0]}) interrupted the first "
                f"go-around before {name}'s declaration; this is a plain riichi.",
            )
        ]
    reasons = [
        _r(
            "first_discard",
            declared,
            f"{name} declared riichi on its first discard (event {declared}) with no call "
            "before it: double riichi, 2 han.",
        )
    ]
    later = [e for e in table.call_events if e > declared]
    if later:
        reasons.append(
            _r(
                "later_calls",
                later[0],
                f"the call at event {later[0]} came after the declaration; it ends "
                "ippatsu but not the double riichi.",
            )
        )
    return True, reasons
