"""Kita (北抜き): in three-player mahjong, a north tile set aside as a bonus dora.

After its own draw, a seat may take a north tile out of its hand and lay it beside
the hand (a nukidora, 抜きドラ), then draw a replacement tile from the dead wall, as
after a kan: ``S kita`` followed by ``S draw X``. The replacement leaves one tile
fewer in the live wall. A kita is no meld: the hand stays closed, and the north tile
is no part of the hand's shape. Where the ruleset lets them (``kita_ron``), the other
seats may win on the north tile as it is set aside (no chankan). Any kita interrupts
the go-around, as a call does; the judges of order read it from the table's acts.

When a kita may happen is a rule of play, enforced here like the others
(``tutor.engine.play``): only at a three-player table, only after the seat's own draw
(so never straight after a pon), only while the live wall still has a tile to replace
it, only with a north tile in hand, and in riichi only with the north tile just drawn
(the hand is locked). Its reason codes belong to the ``kita`` rule card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine.events import Event
from tutor.engine.records import Claim
from tutor.rules.reasons import Reason
from tutor.rules.reasons import reason as make_reason
from tutor.rules.sanma import NORTH
from tutor.rules.tiles import KIND

if TYPE_CHECKING:
    from tutor.engine.seat import SeatState
    from tutor.engine.table import Table

RULE = "kita"
CODES = {
    "kita.four_players": "kita exists only at a three-player table",
    "kita.last_tile": "no kita on the last live-wall tile: nothing could replace it",
    "kita.no_north": "the seat holds no north tile to set aside",
    "kita.locked_after_riichi": "in riichi only a north tile just drawn may be set aside",
}


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def event_refusal(table: Table, seat: SeatState, event: int) -> Reason | None:
    """Why ``seat`` may not declare kita as event ``event``, or ``None`` when it may.
    (Whose turn it is the table checks first, as for every event.)"""
    if len(table.seats) == 4:
        return _r("four_players", event,
                  "kita (setting a north tile aside) exists only in three-player mahjong "
                  "(players = 3).")
    if table.live_wall == 0:
        return _r("last_tile", event,
                  f"{seat.seat} drew the last tile of the live wall, and a kita needs a "
                  "replacement tile: no kita now.")
    if seat.known and NORTH not in seat.hand:
        return _r("no_north", event, f"{seat.seat} holds no north tile (4z) to set aside.")
    drawn = seat.last_draw
    if seat.riichi_event is not None and drawn is not None and KIND[drawn] != NORTH:
        return _r("locked_after_riichi", event,
                  f"{seat.seat} is in riichi, so its hand is locked: only a north tile it has "
                  "just drawn may be set aside.")
    return None


def kita(table: Table, event: Event) -> None:
    """Set a north tile aside (``S kita``); the seat's next event is its replacement draw."""
    name = event.seat
    seat = table.seats[name]
    table.expect_turn(name, ("act",), "declare kita (it must have just drawn)")
    refusal = event_refusal(table, seat, event.number)
    if refusal is not None:
        raise table.refuse(refusal)
    table.from_hand(seat, NORTH)
    seat.last_draw = None
    table.call_events.append(event.number)
    if table.ruleset.kita_ron:
        table.claim = Claim(name, NORTH, event.number, "kita")
    table.phase = "replacement"


def nukidora(table: Table, seat: str) -> int:
    """How many north tiles ``seat`` has set aside so far (each one a dora): none at four
    players, where kita is refused (``event_refusal``), without looking at the acts."""
    if len(table.seats) == 4:
        return 0
    return sum(1 for act in table.acts if act.kind == "kita" and act.seat == seat)
