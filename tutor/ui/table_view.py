"""What the table shows at the moment asked, as plain data for the widgets.

The engine replays the situation (``tutor.api.replay_table``); this module only
copies out what a player at the table would see: the asked seat's hand and melds,
every river in order with the riichi tile, called tiles and tsumogiri marked, seats,
scores, the round, sticks, dora indicators, the live wall and the event timeline.
Tiles are MPSZ names (``"5m"``, ``"0p"`` for a red five). No Textual here.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.api import Situation, parse_situation, replay_table
from tutor.rules.melds import Meld
from tutor.rules.tiles import sort_key, tile_name

ROUND_NAMES = {0: "East", 1: "South", 2: "West", 3: "North"}


@dataclass(frozen=True, slots=True)
class PondTile:
    """One discard in a river."""

    tile: str
    event: int
    tsumogiri: bool
    riichi: bool
    """Laid sideways for riichi."""
    called_by: str | None
    called_event: int | None = None
    """The event of the call that took it."""

    def at(self, event: int | None) -> bool:
        """Whether this discard, or the call that took it, is event ``event``."""
        return event is not None and event in (self.event, self.called_event)


@dataclass(frozen=True, slots=True)
class MeldView:
    """A meld beside a hand: its kind, tiles and the one taken from another seat."""

    kind: str
    tiles: tuple[str, ...]
    called: str | None
    from_seat: str | None
    event: int | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat: wind, score, river, melds, and the hand when it is known."""

    seat: str
    score: int
    pond: tuple[PondTile, ...]
    melds: tuple[MeldView, ...]
    hand: tuple[str, ...] | None
    """The concealed tiles sorted, without the drawn tile; ``None`` when hidden."""
    drawn: str | None
    """The tile just drawn, shown apart (``None`` when the seat is not to discard)."""
    riichi: bool
    hand_size: int
    drawn_event: int | None = None
    """The event that drew ``drawn``."""


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    """One event line: its number and text as written."""

    number: int
    text: str


@dataclass(frozen=True, slots=True)
class TableView:
    """The whole table at the moment asked."""

    round: str
    honba: int
    riichi_sticks: int
    dora_indicators: tuple[str, ...]
    kan_dora_indicators: tuple[str, ...]
    live_wall: int
    seats: tuple[SeatView, ...]
    asked_seat: str
    timeline: tuple[TimelineEntry, ...]

    def seat(self, seat: str) -> SeatView:
        """The view of one seat."""
        return next(s for s in self.seats if s.seat == seat)


def _meld(meld: Meld, event: int | None) -> MeldView:
    return MeldView(
        kind=meld.kind,
        tiles=tuple(tile_name(t) for t in meld.tiles),
        called=tile_name(meld.called) if meld.called is not None else None,
        from_seat=meld.from_seat,
        event=event,
    )


def table_view(
    situation_text: str, ruleset: str | None = None, seat: str | None = None
) -> TableView:
    """Replay the situation and describe the table after its last event.

    ``seat`` is the seat asked about (default: the file's question seat, else East).
    Raises ``TutorError`` for a situation the engine refuses.
    """
    situation: Situation = parse_situation(situation_text)
    table = replay_table(situation, ruleset or situation.ruleset)
    asked = seat or situation.question.seat or "E"
    seats = []
    for name, state in table.seats.items():
        pond = tuple(
            PondTile(
                tile=tile_name(d.tile),
                event=d.event,
                tsumogiri=d.tsumogiri,
                riichi=d.sideways,
                called_by=d.called_by,
                called_event=d.called_event,
            )
            for d in state.discards
        )
        events = list(state.meld_events) + [None] * len(state.melds)
        melds = tuple(_meld(m, events[i]) for i, m in enumerate(state.melds))
        hand: tuple[str, ...] | None = None
        drawn: str | None = None
        if state.known:
            tiles = list(state.hand)
            holding_draw = len(tiles) % 3 == 2 and state.last_draw in tiles
            if holding_draw and state.last_draw is not None:
                tiles.remove(state.last_draw)
                drawn = tile_name(state.last_draw)
            hand = tuple(tile_name(t) for t in sorted(tiles, key=sort_key))
        seats.append(
            SeatView(
                seat=name,
                score=table.scores.get(name, state.score),
                pond=pond,
                melds=melds,
                hand=hand,
                drawn=drawn,
                riichi=state.riichi_event is not None,
                hand_size=state.size,
                drawn_event=state.last_draw_event if drawn else None,
            )
        )
    kans = len(table.kans)
    return TableView(
        round=f"{ROUND_NAMES.get(situation.round_wind, '?')} {situation.hand_number}",
        honba=situation.honba,
        riichi_sticks=table.riichi_sticks,
        dora_indicators=tuple(tile_name(t) for t in situation.dora_indicators),
        kan_dora_indicators=tuple(tile_name(t) for t in situation.kan_dora_indicators[:kans]),
        live_wall=table.live_wall,
        seats=tuple(seats),
        asked_seat=asked,
        timeline=tuple(TimelineEntry(e.number, e.describe()) for e in situation.events),
    )
