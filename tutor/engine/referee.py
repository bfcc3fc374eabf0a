"""The referee (審判): the rules a table asks before it replays an event.

The table records facts and enforces the rules of play itself (``tutor.engine.play``:
turn order, tiles held, copies, calls). Whether a riichi, a closed kan, a ron or a tsumo
may happen, and whether the hand has already ended in an abortive draw, are the rules
the judges explain to a learner; so that each lives in one function, the table does not
import them but is handed them as a ``Referee`` (``tutor.judges.REFEREE``), and the
same function refuses the event and answers the ask.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tutor.rules.reasons import Reason
from tutor.rules.tiles import Tile

if TYPE_CHECKING:
    from tutor.engine.seat import SeatState
    from tutor.engine.table import Table


@dataclass(frozen=True, slots=True)
class Referee:
    """Why an event cannot happen (a ``Reason``), or ``None`` when it may."""

    riichi_refusal: Callable[[Table, SeatState, Tile, int, bool], Reason | None]
    """A riichi (open riichi when the flag is set) discarding the tile at the event."""
    ankan_refusal: Callable[[Table, SeatState, int, int], Reason | None]
    """A closed kan of the kind (0..33) at the event."""
    ron_refusal: Callable[[Table, str, int], Reason | None]
    """The seat's ron on the tile now claimable."""
    tsumo_refusal: Callable[[Table, str, int], Reason | None]
    """The seat's tsumo on its last draw."""
    ended_before: Callable[[Table, int], str | None]
    """Why the event cannot happen because four riichi, four kans or four winds have
    already ended the hand (a sentence), or ``None``."""
