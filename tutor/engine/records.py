"""Plain records of a replayed hand: the claimable tile, kans, wins, steps, refusals."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

from tutor.engine.events import Event
from tutor.rules.reasons import Reason, Refusal
from tutor.rules.tiles import Tile


class Claim(NamedTuple):
    """A tile others may win on right now: a discard, an added kan (chankan) or a closed
    kan (thirteen orphans only). (Named tuples: replay makes one per discard.)"""

    seat: str
    tile: Tile
    event: int
    source: str  # "discard" | "kakan" | "ankan" | "kita"
    riichi: bool = False


@dataclass(frozen=True, slots=True)
class KanRecord:
    """A kan declaration (its replacement draw is the seat's next act, a
    ``replacement_draw``)."""

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


ActKind = Literal[
    "draw", "replacement_draw", "discard", "riichi", "chi", "pon", "daiminkan", "ankan",
    "kakan", "ron", "tsumo", "kyuushu", "kita",
]


class Act(NamedTuple):
    """One replayed event as a fact (the judges' timeline, ``tutor.judges.timeline``).

    ``number`` is the 1-based event number of the situation; ``live_wall`` the tiles
    left in the live wall after the event. A ``replacement_draw`` is the draw right
    after the seat's own kan (嶺上牌). ``riichi`` is a sideways discard of ``tile`` (an
    open riichi included).
    """

    number: int
    seat: str
    kind: ActKind
    tile: Tile | None = None
    live_wall: int = 0


class RefusedEvent(Refusal):
    """An event that cannot happen; ``reason`` names the rule (``play.*``, ``riichi.*``…)."""

    def __init__(self, event: Event, reason: Reason, *, file: str) -> None:
        self.event = event
        super().__init__(
            f"event {event.number} '{event.describe()}' cannot happen: {reason.text} "
            f"[{reason.code}]",
            reason,
            file=file,
            line=event.line,
        )
