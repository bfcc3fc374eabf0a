"""What a driver records of one hand played by an oracle engine, in OUR notation.

A :class:`HandRecord` holds everything a situation file needs (round, honba, sticks,
scores, the four 13-tile starting hands, dora / kan dora / ura indicators, the event
lines in the syntax of ``situation-files.md``) and the :class:`Fact` list: what the
oracle said at each decision point (riichi / ankan / ron / tsumo allowed), at each
win (its yaku, han, fu, points and payments) and at each abortive draw.

Seats are the seat winds of the hand (``E`` is the dealer), never engine player ids.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SEATS = ("E", "S", "W", "N")

PLAY_ASKS = ("riichi_allowed", "ankan_allowed", "ron_allowed", "tsumo_allowed")
"""The asks of the rules of play that the differential test compares."""

PLAYED_SITUATIONAL_YAKU = (
    "riichi",
    "double_riichi",
    "ippatsu",
    "menzen_tsumo",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
)
"""The situational yaku the rigged riichienv hands bring about (in a fixed order): all
but the first-go-round yakuman."""

SITUATIONAL_YAKU = frozenset({*PLAYED_SITUATIONAL_YAKU, "tenhou", "chiihou", "renhou"})
"""Yaku that depend on the course of the hand rather than on its shape."""

DORA_COUNTERS = frozenset({"dora", "aka_dora", "ura_dora"})


@dataclass(frozen=True)
class WinAnswer:
    """An oracle's account of one win, in our ids.

    ``yaku`` lists yaku ids (counters included, each once: riichienv reports dora once
    whatever its count); ``payments`` is what each seat receives (+) or pays (-),
    honba and sticks included, or ``None`` when the oracle cannot split a multiple
    ron per winner.
    """

    yaku: tuple[str, ...]
    han: int
    fu: int
    yakuman: int
    points: int
    payments: dict[str, int] | None


@dataclass(frozen=True)
class Fact:
    """One thing the oracle said about the hand at one moment.

    ``n_events`` is how many event lines lead up to the moment (the situation's events
    are ``record.events[:n_events]``). ``answer`` is a bool for the play asks, a
    :class:`WinAnswer` for ``win``, and a kind string for ``abortive_draw``.
    ``note`` carries context for reports (e.g. ``"in_riichi"``).
    """

    ask: str
    seat: str
    n_events: int
    answer: Any
    tile: str | None = None
    note: str = ""


@dataclass
class HandRecord:
    """One hand played live by an oracle, with everything needed to replay it."""

    oracle: str
    seed: int
    rig: str
    round: str
    honba: int
    riichi_sticks: int
    scores: dict[str, int]
    hands: dict[str, str]
    dora_indicators: list[str]
    kan_dora_indicators: list[str] = field(default_factory=list)
    ura_dora_indicators: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    outcome: str = ""
    wall: list[int] = field(default_factory=list)

    def label(self) -> str:
        """A short name for reports: oracle, seed and rig."""
        return f"{self.oracle}#{self.seed}:{self.rig}"
