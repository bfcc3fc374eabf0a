"""How a hand ends during replay (和了・流局): tsumo, ron (one seat or several) and the
nine-terminals abortive draw. Whether the win is allowed is asked of the table's
referee (the judges' ``ron_tsumo`` rules); nine terminals of ``tutor.engine.play``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine import play
from tutor.engine.events import Event
from tutor.engine.records import Win

if TYPE_CHECKING:
    from tutor.engine.table import Table


def tsumo(table: Table, event: Event) -> None:
    """A win on the seat's own draw (ツモ)."""
    seat = table.seats[event.seat]
    table.expect_turn(event.seat, ("act",), "declare tsumo")
    if seat.known:
        refusal = table.referee.tsumo_refusal(table, seat.seat, event.number)
        if refusal is not None:
            raise table.refuse(refusal)
    tile = seat.last_draw if seat.last_draw is not None else -1
    table.wins.append(Win(seat.seat, event.number, tile, "tsumo", None))
    table.phase, table.ended = "over", "tsumo"


def ron(table: Table, event: Event) -> None:
    """A win on the claimable discard or kan tile (ロン); more than one seat may."""
    claim = table.claim
    if claim is None:
        raise table.refuse_play("nothing_to_ron", "there is no discard or added kan to win on now")
    if event.seat == claim.seat:
        raise table.refuse_play("own_tile", f"{event.seat} cannot ron its own tile")
    if any(win.seat == event.seat for win in table.wins):
        raise table.refuse_play("hand_over", f"{event.seat} has already won on this tile")
    if table.seats[event.seat].known:
        refusal = table.referee.ron_refusal(table, event.seat, event.number)
        if refusal is not None:
            raise table.refuse(refusal)
    table.wins.append(Win(event.seat, event.number, claim.tile, claim.source, claim.seat))
    table.phase, table.ended = "over", "ron"


def kyuushu(table: Table, event: Event) -> None:
    """The nine-terminals abortive draw (九種九牌), declared on the first draw."""
    table.expect_turn(event.seat, ("act",), "declare nine terminals")
    refusal = play.kyuushu_refusal(table, table.seats[event.seat], event.number)
    if refusal is not None:
        raise table.refuse(refusal)
    table.phase, table.ended = "over", "kyuushu"
