"""Furiten (振聴): when a tenpai hand may not win by ron.

Three kinds (fact sheet §5), every wait counting with or without yaku:

* discard furiten (捨て牌フリテン): a wait is among the seat's own discards, including
  tiles other seats called away;
* temporary furiten (同巡内フリテン): the seat let a winning discard or added-kan tile go
  by, until the ruleset's ``temporary_furiten_ends``: its own next discard, or its own
  next draw or call;
* riichi furiten (立直後の見逃し): in riichi, it let a winning tile go by (a drawn one
  discarded instead of declared as tsumo included), for the rest of the hand.

A furiten hand may still declare riichi and win by tsumo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.engine.seat import Pass, SeatState
from tutor.judges.base import Reason, kinds_text
from tutor.judges.base import reason as make_reason
from tutor.rules.tiles import KIND, tile_name
from tutor.rules.wording import CALL_WORDS

if TYPE_CHECKING:
    from tutor.engine.situation import Question
    from tutor.engine.table import Table
    from tutor.rules.ruleset import Ruleset

RULE = "furiten"
CODES = {
    "furiten.discard": "a wait is among the seat's own discards",
    "furiten.temporary": "a winning tile went by since the seat's last discard (or draw)",
    "furiten.temporary_ended": "an earlier temporary furiten has ended",
    "furiten.riichi": "in riichi, a winning tile went by: furiten for the rest of the hand",
    "furiten.none": "no wait in the discards and no winning tile passed",
    "furiten.not_tenpai": "the hand is not tenpai, so no furiten applies",
}


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def _ended_at(seat: SeatState, passed: Pass, ruleset: Ruleset) -> int | None:
    """The event that ended a temporary furiten, or ``None`` while it lasts."""
    if ruleset.temporary_furiten_ends == "own_discard":
        ends = seat.discard_events
    else:
        ends = tuple(sorted(seat.draw_events + seat.call_events))
    return next((e for e in ends if e > passed.event), None)


def _passed_text(passed: Pass) -> str:
    tile = tile_name(passed.tile)
    if passed.source == "own_draw":
        return f"drew {tile} at event {passed.event} and discarded it instead of declaring tsumo"
    what = CALL_WORDS.get(passed.source, passed.source)
    return (
        f"let {passed.from_seat}'s {what} of {tile} go by at event {passed.event} without winning"
    )


def furiten_state(table: Table, seat: SeatState) -> tuple[list[str], list[Reason]]:
    """The active furiten kinds of ``seat`` (sorted) and the reasons, in order."""
    ruleset = table.ruleset
    name = seat.seat
    waits = seat.waits()
    kinds: set[str] = set()
    reasons: list[Reason] = []
    if waits:
        hit = next((d for d in seat.discards if KIND[d.tile] in waits), None)
        if hit is not None:
            kinds.add("discard")
            called = f", even though {hit.called_by} called it away" if hit.called_by else ""
            reasons.append(
                _r(
                    "discard",
                    hit.event,
                    f"{name} waits on {kinds_text(waits)} and discarded {tile_name(hit.tile)} "
                    "itself "
                    f"(event {hit.event}){called}: a wait in one's own discards forbids ron on "
                    "every "
                    "wait, with or without yaku.",
                )
            )
    passes = table.passes(name)  # only tiles the seat could have won on (rules.robbing)
    for passed in passes:
        if passed.in_riichi or passed.source == "own_draw":
            continue
        end = _ended_at(seat, passed, ruleset)
        until = (
            "its own next discard"
            if ruleset.temporary_furiten_ends == "own_discard"
            else "its own next draw or call"
        )
        if end is None:
            kinds.add("temporary")
            reasons.append(
                _r(
                    "temporary",
                    passed.event,
                    f"{name} {_passed_text(passed)}, so it cannot ron until {until} "
                    "(temporary furiten).",
                )
            )
        else:
            reasons.append(
                _r(
                    "temporary_ended",
                    end,
                    f"{name} {_passed_text(passed)}, but that temporary furiten ended at event "
                    f"{end} "
                    f"({until}).",
                )
            )
    riichi_pass = next((p for p in passes if p.in_riichi), None)
    if riichi_pass is not None:
        kinds.add("riichi")
        reasons.append(
            _r(
                "riichi",
                riichi_pass.event,
                f"{name}, in riichi, {_passed_text(riichi_pass)}; a riichi hand that passes a "
                "winning tile stays furiten for the rest of the hand (it may still win by tsumo).",
            )
        )
    if not kinds:
        if waits:
            reasons.insert(
                0,
                _r(
                    "none",
                    None,
                    f"{name} waits on {kinds_text(waits)}; none of them is in its "
                    "discards, and no winning tile has gone by that still binds it.",
                ),
            )
        else:
            reasons.insert(
                0, _r("not_tenpai", None, f"{name} is not tenpai, so it cannot be furiten.")
            )
    return sorted(kinds), reasons


def judge_furiten(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """``furiten``: the seat's active furiten kinds, sorted."""
    assert question.seat is not None
    return furiten_state(table, table.seats[question.seat])
