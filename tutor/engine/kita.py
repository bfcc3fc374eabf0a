"""Kita (北抜き): in three-player mahjong, a north tile set aside as a bonus dora.

After its own draw, a seat may take a north tile out of its hand and lay it beside
the hand (a nukidora, 抜きドラ), then draw a replacement tile from the dead wall, as
after a kan: ``S kita`` followed by ``S draw X``. The replacement leaves one tile
fewer in the live wall. A kita is no meld: the hand stays closed, and the north tile
is no part of the hand's shape. Where the ruleset lets them (``kita_ron``), the other
seats may win on the north tile as it is set aside (no chankan). Any kita interrupts
the go-around, as a call does; the judges of order read it from the table's acts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine.events import Event
from tutor.engine.records import Claim
from tutor.judges import kita as kita_rule
from tutor.rules.sanma import NORTH

if TYPE_CHECKING:
    from tutor.engine.table import Table


def kita(table: Table, event: Event) -> None:
    """Set a north tile aside (``S kita``); the seat's next event is its replacement draw."""
    name = event.seat
    seat = table.seats[name]
    table.expect_turn(name, ("act",), "declare kita (it must have just drawn)")
    refusal = kita_rule.event_refusal(table, seat, event.number)
    if refusal is not None:
        raise table.refuse(refusal)
    table.from_hand(seat, NORTH)
    seat.last_draw = None
    table.call_events.append(event.number)
    if table.ruleset.kita_ron:
        table.claim = Claim(name, NORTH, event.number, "kita")
    table.phase = "replacement"


def nukidora(table: Table, seat: str) -> int:
    """How many north tiles ``seat`` has set aside so far (each one a dora)."""
    return sum(1 for act in table.acts if act.kind == "kita" and act.seat == seat)
