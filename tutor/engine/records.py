"""Plain records of a replayed hand: the claimable tile, kans, wins, steps, refusals."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from tutor.engine.events import Event
from tutor.errors import TutorError
from tutor.judges.base import Reason
from tutor.rules.tiles import Tile


class Claim(NamedTuple):
    """A tile others may win on right now: a discard, an added kan (chankan) or a closed
    kan (thirteen orphans only). (Named tuples: replay makes one per discard.)"""

    seat: str
    tile: Tile
    event: int
    source: str  # "discard" | "kakan" | "ankan"
    riichi: bool = False


@dataclass(frozen=True, slots=True)
class KanRecord:
    """A kan declaration (its replacement draw is the seat's next ``Step``, marked so)."""

    event: int
    seat: str
    kind: str
    tile: Tile


@dataclass(frozen=True, slots=True)
class Win:
    """A ron or tsumo: who, on which tile, from where."""

    seat: str
    event: int
    tile: Tile
    source: str  # "tsumo" | "discard" | "kakan" | "ankan"
    from_seat: str | None


class Step(NamedTuple):
    """One replayed event as a fact: what happened and the live wall after it."""

    number: int
    seat: str
    action: str
    tile: Tile | None
    live_wall: int
    replacement: bool = False


class RefusedEvent(TutorError):
    """An event that cannot happen; ``reason`` names the rule (``play.*``, ``riichi.*``…)."""

    def __init__(self, event: Event, reason: Reason, *, file: str) -> None:
        self.event = event
        self.reason = reason
        super().__init__(
            f"event {event.number} '{event.describe()}' cannot happen: {reason.text} "
            f"[{reason.code}]",
            file=file,
            line=event.line,
        )
