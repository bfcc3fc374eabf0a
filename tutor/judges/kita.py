"""Kita (北抜き) and nukidora (抜きドラ): setting a north tile aside in three-player mahjong.

The table (``tutor.engine.kita``) asks :func:`event_refusal` before it replays a kita,
so the rule of when a kita may happen lives here once: only at a three-player table,
only after the seat's own draw (so never straight after a pon), only while the live
wall still has a tile to replace it, only with a north tile in hand, and in riichi
only with the north tile just drawn (the hand is locked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.judges.base import Reason
from tutor.judges.base import reason as make_reason
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
