"""The records of a generated hand's history: its event lines, and the wins its seats let
go by (kept by ``tutor.drills.table.Table``)."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.rules.tiles import Tile


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

    def line(self, names: str, hidden: bool) -> str:
        seat = names[self.seat]
        if self.verb == "draw":
            return f"{seat} draw {'?' if hidden else self.args}"
        return f"{seat} {self.verb} {self.args}".rstrip()


__all__ = ["Chance", "Event"]
