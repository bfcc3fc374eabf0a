"""The records of a generated hand's history: its event lines, and the wins its seats let
go by (kept by ``tutor.drills.table.Table``)."""

from __future__ import annotations

from dataclasses import dataclass, field

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
    _shown: tuple[str, str] | None = field(default=None, init=False, compare=False, repr=False)
    """The seats' names and the line they write with its tile shown, made at the first
    ask: a hand's text is written again for each of its moments (a changed copy of the
    event, ``dataclasses.replace``, makes its own)."""

    def line(self, names: str, hidden: bool) -> str:
        seat = names[self.seat]
        if self.verb == "draw" and hidden:
            return f"{seat} draw ?"
        known = self._shown
        if known is None or known[0] != names:
            known = (names, f"{seat} {self.verb} {self.args}".rstrip())
            object.__setattr__(self, "_shown", known)  # a memo: no field it compares
        return known[1]


__all__ = ["Chance", "Event"]
