"""The view of the moment as plain values: what every shell draws, and nothing that makes it.

These records load no engine: a report, a stored question or a saved comment can hold
and draw a moment without replaying its hand (:mod:`tutor.moment.build` makes them from
the replayed table; :func:`moment_json` and :func:`moment_from_json` keep one as JSON).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from tutor.moment.words import MELD_WORDS, rules_line
from tutor.rules.reasons import Reason


@dataclass(frozen=True, slots=True)
class RiverTile:
    """One discard in a river, in the order it was discarded."""

    tile: str
    event: int
    tsumogiri: bool
    """Discarded straight from the draw (ツモ切り)."""
    riichi: bool
    """Laid sideways for riichi."""
    called_by: str | None
    """The seat that called it away (it lies in that seat's meld now)."""
    called_event: int | None = None

    def at(self, event: int | None) -> bool:
        """Whether this discard, or the call that took it, is event ``event``."""
        return event is not None and event in (self.event, self.called_event)


@dataclass(frozen=True, slots=True)
class MeldView:
    """A meld beside a hand as it lies: its tiles, the called tile and where it came from.

    ``robbed`` marks an added kan won on (槍槓): it never completed, so it is drawn as
    the pon it still is (``tiles`` has three) and turned no kan dora.
    """

    kind: str
    tiles: tuple[str, ...]
    called: str | None
    from_seat: str | None
    event: int | None
    """The event that made the meld (the kan's, for an added kan)."""
    robbed: bool = False

    @property
    def words(self) -> str:
        """``"pon (ポン)"``, ``"closed kan (暗槓)"``… (a robbed added kan says so)."""
        if self.robbed:
            return "pon (its added kan was robbed)"
        return MELD_WORDS.get(self.kind, self.kind)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat: score, river, melds, kita, and its hand when the view may show it."""

    seat: str
    score: int
    river: tuple[RiverTile, ...]
    melds: tuple[MeldView, ...]
    hand: tuple[str, ...] | None
    """The concealed tiles sorted, without the drawn tile; ``None`` when hidden."""
    drawn: str | None
    """The tile just drawn, shown apart; ``None`` when the seat is not about to discard."""
    drawn_event: int | None
    riichi: bool
    riichi_event: int | None
    hand_size: int
    """Concealed tiles held (the drawn one included), also when the hand is hidden."""
    kita: tuple[str, ...] = ()
    """North tiles set aside (北抜き, three-player)."""

    @property
    def closed(self) -> bool:
        """No meld but closed kans (門前)."""
        return all(m.kind == "ankan" for m in self.melds)


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    """One event: its number, the sentence in words and the line as written (``S draw 4m``)."""

    number: int
    seat: str
    text: str
    code: str


@dataclass(frozen=True, slots=True)
class WinView:
    """A win at the table: who, on which tile, from whom (``None`` for a tsumo)."""

    seat: str
    tile: str
    event: int
    from_seat: str | None


@dataclass(frozen=True, slots=True)
class Moment:
    """The table at the moment asked, for the asked seat (see the module text)."""

    asked_seat: str
    players: int
    round: str
    """``"East 1"``."""
    honba: int
    riichi_sticks: int
    live_wall: int
    dora_indicators: tuple[str, ...]
    """The indicators dealt face up (the first one, as the file gives them)."""
    kan_dora_indicators: tuple[str, ...]
    """Kan dora indicators turned by the moment asked (none for a robbed kan)."""
    ura_indicators: tuple[str, ...]
    """Shown only when the answer counts them; empty otherwise."""
    seats: tuple[SeatView, ...]
    wins: tuple[WinView, ...]
    preset: str
    """The ruleset's preset name (``"tenhou"``)."""
    overrides: tuple[str, ...]
    """Every option the situation changed from the preset, in words."""
    timeline: tuple[TimelineEntry, ...]
    asked_event: int
    """The event the question is asked at: the situation's last."""
    deciding_event: int
    """The deciding reason's event, else the moment asked (lit once the answer is shown)."""
    cited_events: frozenset[int]
    """Every event a reason of the answer points at or names."""

    def seat(self, seat: str) -> SeatView:
        """The view of one seat."""
        return next(s for s in self.seats if s.seat == seat)

    @property
    def asked(self) -> SeatView:
        """The seat the question is about."""
        return self.seat(self.asked_seat)

    @property
    def rules(self) -> str:
        """``"Rules: tenhou"``, with every override in words after it."""
        return rules_line(self.preset, self.overrides)

    @property
    def must_show(self) -> frozenset[int]:
        """Events a screen may never fold away: the moment asked, the deciding event and
        every cited event."""
        keep = set(self.cited_events)
        keep.update((self.asked_event, self.deciding_event))
        return frozenset(keep)

    def folded_timeline(self, lines: int) -> tuple[TimelineEntry | None, ...]:
        """The timeline in about ``lines`` lines: every ``must_show`` event, then the most
        recent ones; ``None`` stands for a run of folded events (drawn as ``…``).

        Never drops a ``must_show`` event, so it may run past ``lines``.
        """
        keep = {e.number for e in self.timeline if e.number in self.must_show}
        for entry in reversed(self.timeline):
            if len(self._folded(keep | {entry.number})) > lines:
                break
            keep.add(entry.number)
        return self._folded(keep)

    def _folded(self, keep: set[int]) -> tuple[TimelineEntry | None, ...]:
        shown: list[TimelineEntry | None] = []
        for entry in self.timeline:
            if entry.number in keep:
                shown.append(entry)
            elif shown[-1:] != [None]:
                shown.append(None)
        return tuple(shown)

    def facts(self) -> dict[str, object]:
        """The facts the answer may hang on, as plain values (what the fairness test and
        the same-question-in-every-shell test compare)."""
        asked = self.asked
        return {
            "hand": asked.hand,
            "drawn": asked.drawn,
            "melds": tuple((m.kind, m.tiles, m.from_seat) for m in asked.melds),
            "live_wall": self.live_wall,
            "dora": self.dora_indicators + self.kan_dora_indicators,
            "ura": self.ura_indicators,
            "overrides": self.overrides,
        }


_EVENT_IN_TEXT = re.compile(r"\bevents? (\d+)")


def cited_events(reasons: Iterable[Reason]) -> frozenset[int]:
    """Every event a reason points at (its ``event``) or names in its text."""
    found: set[int] = set()
    for reason in reasons:
        if reason.event is not None:
            found.add(reason.event)
        found.update(int(n) for n in _EVENT_IN_TEXT.findall(reason.text))
    return frozenset(found)


def deciding_reason(reasons: Sequence[Reason]) -> Reason | None:
    """The reason that decides the answer: a question's explanation leads with it
    (``tutor.drills.explain``), and a judge lists its verdict first; without reasons,
    none."""
    return reasons[0] if reasons else None


def _plain(value: Any) -> Any:
    """``value`` in JSON terms: a record as an object of its fields, tuples and sets as
    lists (a set sorted, so the same moment always writes the same text)."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def moment_json(moment: Moment) -> dict[str, Any]:
    """The moment as a JSON object, which :func:`moment_from_json` reads back equal."""
    plain: dict[str, Any] = _plain(moment)
    return plain


def _meld(data: dict[str, Any]) -> MeldView:
    return MeldView(**{**data, "tiles": tuple(data["tiles"])})


def _seat(data: dict[str, Any]) -> SeatView:
    hand = data["hand"]
    return SeatView(**{
        **data,
        "river": tuple(RiverTile(**t) for t in data["river"]),
        "melds": tuple(_meld(m) for m in data["melds"]),
        "hand": None if hand is None else tuple(hand),
        "kita": tuple(data["kita"]),
    })


def moment_from_json(data: dict[str, Any]) -> Moment:
    """The moment :func:`moment_json` wrote. ``ValueError`` for an object that is not one
    (a field missing or unknown: written by another version of the tutor)."""
    try:
        return Moment(**{
            **data,
            "dora_indicators": tuple(data["dora_indicators"]),
            "kan_dora_indicators": tuple(data["kan_dora_indicators"]),
            "ura_indicators": tuple(data["ura_indicators"]),
            "seats": tuple(_seat(s) for s in data["seats"]),
            "wins": tuple(WinView(**w) for w in data["wins"]),
            "overrides": tuple(data["overrides"]),
            "timeline": tuple(TimelineEntry(**e) for e in data["timeline"]),
            "cited_events": frozenset(data["cited_events"]),
        })
    except (KeyError, TypeError) as error:
        raise ValueError(f"not a stored moment: {error}") from None
