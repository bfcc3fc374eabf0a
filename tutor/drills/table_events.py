"""The records of a generated hand's history: its event lines, and the wins its seats let
go by (kept by ``tutor.drills.table.Table``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tutor.rules.tiles import Tile

SEATS = "ESWN"
"""The seats' letters in turn order (a three-player table has the first three)."""


@dataclass(frozen=True)
class Chance:
    """A winning shape a seat let go by: after ``event`` events, by ``verb``."""

    event: int
    seat: int
    verb: str
    """``tsumo`` (its own draw) or ``ron`` (another seat's discard or kan)."""
    tile: Tile

    @property
    def ask(self) -> str:
        """The engine's ask of whether that win was allowed."""
        return f"{self.verb}_allowed"


@dataclass(frozen=True)
class Event:
    """One event line: the seat, the verb, its arguments, and the tile it moved."""

    seat: int
    verb: str
    args: str = ""
    tile: Tile | None = None
    @cached_property
    def written(self) -> str:
        """The line as written with the seat's hand shown, made once: a hand's events
        are written again for every question asked of it, and read by its checks (a
        copy made by ``dataclasses.replace`` writes its own)."""
        return f"{SEATS[self.seat]} {self.verb} {self.args}".rstrip()

    def line(self, names: str, hidden: bool) -> str:
        """The event's line at a table seating ``names`` (``SEATS`` or its first three);
        a ``hidden`` seat's draw does not name its tile."""
        return f"{names[self.seat]} draw ?" if hidden and self.verb == "draw" else self.written


__all__ = ["Chance", "Event"]
